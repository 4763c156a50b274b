"""Set 74: money per kilo written as a rate ("$/kg", "$ per kilo", "dollars a kg"). Said with a product and
no selling or buying words it is the price of a kilo at that moment (it was read as the kilos sold); with
"realised" it is the takings over the kilos sold; with "paid" it is what a kilo cost us."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def last_number(sentence: str) -> float:
    import re
    return float(re.findall(r"\d+(?:\.\d+)?", sentence)[-1])


def test_a_rate_with_a_product_is_its_price_then(shop):
    # oranges went from 1.40 to 1.54 on the 18th, bananas from 1.00 to 1.20 on the 19th
    assert last_number(shop.ask("oranges $/kg at the moment").answer) == 1.54
    assert last_number(shop.ask("what's the $ / kilo on bananas").answer) == 1.2
    assert last_number(shop.ask("bananas in dollars a kg on the 12th").answer) == 1.0
    assert shop.ask("apples $/kg").steps[-1].rows == [("apple", 1.7)]


def test_a_realised_rate_is_takings_over_kilos_sold(shop):
    said = shop.ask("realised $/kg for pears before the 24th").answer
    assert "Revenue per kilo sold" in said and last_number(said) == 1.6  # pears sold at 1.60 until their change on the 24th


def test_a_rate_we_paid_is_the_cost_of_a_kilo(shop):
    assert last_number(shop.ask("what did we pay in $/kg for mangoes").answer) == 1.5


def test_a_rate_with_other_words_is_not_taken_for_kilos(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("oranges $/kg sold last week")
