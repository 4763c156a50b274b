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


def test_a_description_the_parser_does_not_read_then_its_days(shop):
    took = sum(s["total"] for s in sales(lambda s: "2024-02-01" <= s["date"] <= "2024-02-05"))
    assert shop.ask("takings over the first days of trading, the 1st to the 5th").answer.endswith(f"{took:,.2f}.")
    answer = shop.ask("grape stock at the end of the first weekend, Saturday the 3rd")
    assert "2024-02-03" in answer.answer, answer.answer


def test_back_on_a_day_is_that_day(shop):
    assert shop.ask("what was the mango price back on the 3rd?").answer == shop.ask(
        "what was the mango price on the 3rd?").answer
    assert "2024-02-10" in shop.ask("how many kilos of grapes did we have back on the 10th").answer
