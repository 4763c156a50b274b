"""A solicitor's terms: "the period commencing" a day, "the period ending" one, "the preceding week",
"calendar days", "the total consideration paid … for goods supplied", "expend", "on or before", "stands
below", "presently", "the present price", "excluding any subsequently reversed by a return". Read as the
plain question; they were refused. "As at today's date" beside the month is the month so far: it was read
as today alone and the month's takings given as today's."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, meant", [
    ("What refunds were given in the period commencing 12 February?", "What refunds were given since 12 February?"),
    ("State the receipts for the period ending 9 February.", "State the receipts up to 9 February."),
    ("State the number of sales in the preceding week.", "State the number of sales last week."),
    ("Provide the kilos sold for each calendar day of last week.", "Provide the kilos sold for each day of last week."),
    ("State the total consideration paid to Hillside Produce for goods supplied in February.",
     "State the total paid to Hillside Produce in February."),
    ("What did Tom Lee expend on or before 15 February?", "What did Tom Lee spend up to and including 15 February?"),
    ("Identify each product whose stock presently stands above 30 kilograms.",
     "Identify each product whose stock is above 30 kilograms."),
    ("What is the present retail price of grapes?", "What is the current price of grapes?"),
    ("State the number of sales in the month, excluding any subsequently reversed by a return.",
     "State the number of sales in the month, net of returns."),
    ("For the avoidance of doubt, what quantity of apples was sold during the month?",
     "what quantity of apples was sold in the month?"),
])
def test_formal_terms_read_as_the_plain_question(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_as_at_todays_date_beside_the_month_is_the_month_so_far(demo):  # noqa: F811
    shop = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 12))
    answer = shop.ask("What have the takings for the month been, as at today's date?").answer
    assert answer == shop.ask("What have the takings for the month been so far?").answer
