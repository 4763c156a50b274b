"""Stretches said by their days or by a bookkeeper's word: "the first fifteen days of the month", "the last
four days of the month", "across the month's 29 days" (the month, when the count is its own), "for the
period" (this month, its dates said back); a period that says its own days
("for the period prior to 10 February") keeps them. These were refused for the words not placed. Computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import RECORDS, demo, kg, money, revenue, sales  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _between(first, last):
    return lambda s: first <= s["date"] <= last


def test_the_first_and_the_last_days_of_the_month(shop):
    assert shop.ask("What was revenue over the first fifteen days of the month?").answer.endswith(
        money(revenue(_between("2024-02-01", "2024-02-15"))) + ".")
    assert shop.ask("takings in the last 4 days of the month").answer.endswith(
        money(revenue(_between("2024-02-26", "2024-02-29"))) + ".")


def test_the_month_said_by_its_count_of_days(shop):
    kilos = sum(q for s in sales() for _, q, *_ in s["items"]) / 29
    assert shop.ask("how many kilos do we sell a day on average, across the month's 29 days?").answer.endswith(
        kg(round(kilos + 1e-9, 3)) + ".")
    with pytest.raises(QuestionFailed):  # a count that is not the month's own is not the month
        shop.ask("average takings per day across all 30 days")


def test_for_the_period_is_this_month_said_back(shop):
    bought = sum(i["quantity"] * i["unit_cost"] for r in RECORDS if r["kind"] == "purchase" for i in r["items"])
    answer = shop.ask("Total purchases at cost for the period?")
    assert answer.answer.endswith(money(bought) + ".")
    assert "2024-02-01 to 2024-02-29" in answer.answer



def test_a_period_that_says_its_days_is_not_this_month(shop):
    answer = shop.ask("Please provide sales revenue for the period prior to 10 February 2024.")
    assert answer.answer.endswith(money(revenue(_between("2024-02-01", "2024-02-09"))) + ".")
