"""Two readings that each held in their own round and were lost where the rounds met (one rewrote the
words the other looked for): the weekend's days "all put together" after the weekends are named, and
returned goods "net of" on a cost. Expected values worked out from the demo month's records by plain
Python."""

import datetime as dt
import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import RECORDS, standing_lines, standing_sales


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _last(said: str) -> float:
    return float(re.findall(r"\d[\d,]*\.\d\d", said)[-1].replace(",", ""))


def test_the_weekend_days_all_put_together(shop):
    weekend = sum(line["value"] for line in standing_lines() if dt.date.fromisoformat(line["date"]).weekday() >= 5)
    said = shop.ask("Sorry to ask, but what did we take at weekends this month, all the Saturdays and Sundays "
                    "put together?").answer
    assert _last(said) == pytest.approx(round(weekend, 2))


def test_the_cost_of_what_was_sold_net_of_returned_goods(shop):
    cost = {i["product"]: i["unit_cost"] for r in RECORDS if r["kind"] == "purchase" for i in r["items"]}
    sold = sum(i["quantity"] * cost[i["product"]] for r in standing_sales() for i in r["items"])
    said = shop.ask("Cost of goods sold for the month so far, please. Net of returned goods, of course.").answer
    assert _last(said) == pytest.approx(round(sold, 2))
