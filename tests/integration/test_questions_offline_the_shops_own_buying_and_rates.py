"""Sets 64 and 66: kilos "taken in" are kilos received (money taken in is still takings); the shop's own
"spend" ("your spend", "our spend") is what it paid for fruit; "kilos per day over" a stretch is the rate,
as "average kilos per day" is; an adjustment's signed quantity summed is refused, not given unsigned."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_kilos_taken_in_are_kilos_received(shop):
    assert shop.ask("how many kg of cherry have you taken in this month").answer == shop.ask(
        "how many kg of cherry did we buy this month").answer
    assert shop.ask("how much did we take in last week").answer == shop.ask("revenue last week").answer


def test_the_shops_own_spend_is_what_it_paid_for_fruit(shop):
    assert shop.ask("our spend on each fruit, please").steps[-1].rows == shop.ask(
        "purchases by fruit").steps[-1].rows


def test_kilos_per_day_over_a_stretch_is_a_rate(shop):
    assert shop.ask("pear kg per day over the past 7 days").answer == shop.ask(
        "average pear kilos per day in the last 7 days").answer


def test_an_adjustments_signed_quantity_summed_is_refused_not_given_unsigned(shop):
    with pytest.raises(QuestionFailed):  # the field is negative for a loss; the reader gives kilos taken out
        shop.ask("total of adjustment quantity by fruit this month")
    assert shop.ask("kilos written off by fruit this month").steps[-1].rows
