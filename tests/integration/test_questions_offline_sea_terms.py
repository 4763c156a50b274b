"""A sea captain's words for the shop (set 94): the hold is the stock and its tally the kilos in it; fruit
aboard is in stock; the chandlers are the suppliers; a rate is a price; "this day" is today; fruit gone
ashore was sold; kilos struck off the books were written off; "report" asks to be told."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("Skipper, what's the tally of pears in the hold?", "what's the stock of pears?"),
    ("Report the takings of this day, if you please.", "tell me the takings of today."),
    ("Which chandler did we spend the most with last week?", "Which supplier did we spend the most with last week?"),
    ("What was the going rate for a kilo of grapes on the 9th?", "What was the price for a kilo of grapes on the 9th?"),
    ("What was the cherry rate on the 20th?", "What was the cherry price on the 20th?"),
    ("How many kilos of mango went ashore last week?", "How many kilos of mango were sold last week?"),
    ("How many kilos of grape were struck off the books?", "How many kilos of grape were written off?"),
    ("Which day last week had the lightest takings?", "Which day last week had the lowest takings?"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
