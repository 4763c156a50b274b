"""Set 84's rival wholesaler's rep: who is asking and why is read past, and the trade's words for the shop's
buying, stocking and selling are read as asked plainly."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("said", "plain"), [
    ("Mick from Orchard Direct here. What do you pay Hillside Produce per kilo for pears?",
     "What do we pay Hillside Produce per kilo for pears?"),
    ("So I can sharpen my pencil: what do you pay ABC per kilo for grapes?", "What do we pay ABC per kilo for grapes?"),
    ("How many kilos did we buy last week, what are we talking?", "How many kilos did we buy last week?"),
    ("Who are you sourcing your cherries from?", "Which suppliers did we buy cherries from?"),
    ("What is Hillside Produce stinging you per kilo for pears?", "What do we pay Hillside Produce per kilo for pears?"),
    ("Which lines do you get off Green Valley Farms?", "Which products do we buy from Green Valley Farms?"),
    ("How many fruit lines is the shop carrying?", "How many products do we stock?"),
    ("What was your outlay with Hillside Produce last week?", "How much did we spend with Hillside Produce last week?"),
    ("What did the grape top-up on the 5th set you back?", "How much did we spend on grape on the 5th?"),
    ("How much pear did you have before the restock on the 12th?", "How much pear did we have before the delivery on the 12th?"),
    ("Which fruit is moving the least volume for you this month?", "Which fruit sold the least kilos this month?"),
    ("What did you bank on cherries last week? Takings, not margin.", "How much did we take on cherries last week?"),
    ("What's the banana price now, after you pushed it up?", "What is the price of banana now?"),
    ("Who's your biggest supplier, going by what you spent with each?", "Who's your biggest supplier by spend?"),
    ("And what is the stock worth at our own selling prices?", "What is the stock worth at our selling prices?"),
    ("How much did we buy from each supplier last week? Rough table is fine.",
     "How much did we buy from each supplier last week?"),
    ("What's the banana price? I want to see what margin you're working on.", "What's the banana price?"),
    ("What's your margin for the month, gross profit divided by revenue, as a percentage?",
     "What's the gross margin % this month?"),
])
def test_a_reps_words_are_read_as_plainly_asked(shop, said, plain):
    assert shop.ask(said).steps[-1].rows == shop.ask(plain).steps[-1].rows, said


def test_a_markup_in_dollars_a_kilo_is_price_less_cost(shop):
    said = "the mark-up on grapes in dollars per kg, our selling price less our cost price"
    assert shop.ask(said).answer == shop.ask("selling price less cost per kilo of grapes").answer


def test_takings_over_kilos_is_revenue_per_kilo(shop):
    said = "your average selling price per kg across everything we sold last week, takings divided by kilos"
    assert shop.ask(said).answer == shop.ask("revenue per kilo sold last week").answer


def test_the_cheapest_fruit_to_buy_in_is_what_we_pay_the_least_for(shop):
    # it was answered with our own selling price, or with the kilos sold
    plain = shop.ask("which fruit do we pay the least per kilo for?").answer
    for said in ("Which is the cheapest fruit for us to get in, a kilo?", "which fruit is cheapest for us to buy?"):
        assert shop.ask(said).answer == plain, said
    assert shop.ask("what's the dearest fruit to bring in?").answer == shop.ask(
        "which fruit do we pay the most per kilo for?").answer
