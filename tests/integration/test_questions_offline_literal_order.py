"""English translated word for word from German: "the 12." is the 12th, "gain" is profit, "had we" with
no verb after it is "did we have" ("how many kilos had we of pears at the evening of the 9.": the stock at
the day's end — it was answered with kilos sold that day), fruit "lying in the store" is in stock, a "sale
price" the selling price, and what one kilo "costs for the customers" its price."""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, meant", [
    ("How many sales had we on the 12.?", "How many sales did we have on the 12th?"),
    ("How many kilos have we sold until the 3.?", "How many kilos have we sold until the 3rd?"),
    ("How much gain made we with the grapes?", "How much profit made we with the grapes?"),
    ("How many kilos of apples are lying in the store?", "How many kilos of apples are in stock?"),
    ("How many kilos bananas lie still in the shop?", "How many kilos bananas are in stock?"),
    ("What was the sale price of the grapes on the 6.?", "What was the selling price of the grapes on the 6th?"),
    ("What costs one kilo banana for the customers?", "What is the price of banana?"),
    ("What has one kilo pears on the 8. cost for the customers?", "What was the price of pears on the 8th?"),
    ("How much have the customers on Saturdays together paid?", "What was the revenue on Saturdays?"),
    ("Between the 3. and the 9. - how many sales, both days with?", "Between the 3rd and the 9th, how many sales?"),
])
def test_word_for_word_english_read_as_meant(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


@pytest.mark.parametrize("question", ["How many kilos had we of pears at the evening of the 9.?",
                                      "How many kilos of pears had we at the end of the 9th?"])
def test_had_we_at_a_days_end_is_the_stock(shop, question):
    answer = shop.ask(question).answer
    assert answer == shop.ask("How many kilos of pears did we have at the end of the 9th?").answer
    assert answer.startswith("Stock"), answer


def test_had_we_with_a_verb_after_stays_as_said(shop):
    assert shop.ask("How many kilos had we sold before the 9.?").answer == \
        shop.ask("How many kilos had we sold before the 9th?").answer
