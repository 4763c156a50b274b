"""Days said another way: "today and yesterday" are those two days in either order, "since the halfway
point of the month, the 15th" is since the 15th. From the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_today_and_yesterday_in_either_order(shop):
    kilos = sum(q for s in sales(lambda s: s["date"] >= "2024-02-28") for _, q, *_ in s["items"])
    assert shop.ask("kilos sold today and yesterday").answer.endswith(f"{kg(kilos)}.")
    assert shop.ask("kilos sold today & yesterday").answer == shop.ask("kilos sold yesterday and today").answer


def test_a_described_day_said_by_its_date(shop):
    since = len(sales(lambda s: s["date"] >= "2024-02-15"))
    assert shop.ask("number of sales since the mid point of the month (the 15th)").answer.endswith(f"{since}.")
