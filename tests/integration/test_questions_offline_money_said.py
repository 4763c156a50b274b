"""Set 74: money asked in words that count it or define it again — "how many dollars more" is how much more;
"profit once you've taken off what they cost us" is the profit; "takings per kilo sold" is the takings over
the kilos sold; "both of those days included" says what every range is already."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_dollars_counted_are_an_amount(shop):
    said = shop.ask("how many dollars more did we take on the 15th than on the 14th").answer
    assert said.endswith(" 20.20.")  # 37.50 on the 15th, 17.30 on the 14th
    assert shop.ask("how many dollars did we take on the 15th").answer.endswith(" 37.50.")


def test_profit_said_again_as_takings_less_cost(shop):
    for asked in ("How much profit did the apples make this month, once you've taken off what they cost us?",
                  "apple profit this month, after what we paid for them"):
        assert shop.ask(asked).answer == shop.ask("apple gross profit this month").answer


def test_takings_per_kilo_sold(shop):
    said = shop.ask("takings per kilo sold in February").answer  # 2.36, as set 74 worked it out by hand
    assert "per kilo sold" in said and said.endswith(" 2.36.")


def test_both_of_those_days_included(shop):
    said = shop.ask("how much did pears bring in from the 5th to the 9th, both of those days included").answer
    assert said == shop.ask("how much did pears bring in from the 5th to the 9th").answer


def test_takings_less_cost_is_still_the_profit_worked_out(shop):
    assert shop.ask("gross profit for February: revenue less what the fruit cost us").answer == \
        shop.ask("gross profit for February").answer


def test_going_by_what_we_paid_or_the_money_taken(shop):
    assert shop.ask("what did the Hillside deliveries come to this month, going by what we paid for them").answer == \
        shop.ask("purchase cost from Hillside Produce this month").answer
    assert shop.ask("judging by the takings, which fruit did best last week").steps[-1].rows == \
        shop.ask("which fruit had the most revenue last week").steps[-1].rows
