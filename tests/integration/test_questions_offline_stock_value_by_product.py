"""The stock's value is worked out offline as one total; asked for product by product, or for the product
with the most of it, the grouping was dropped and the whole shop's total was given as if it answered (seen
while reading set 80). It is refused, saying so; the total and one product's value are still answered."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

LEAP_DAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: LEAP_DAY)


@pytest.mark.parametrize("question", [
    "which fruit has the biggest stock value at cost?",
    "stock value at selling price for each product on the 20th",
    "top 2 products by stock value",
])
def test_a_stock_value_by_product_is_refused(shop, question):
    with pytest.raises(QuestionFailed, match="one total"):
        shop.ask(question)


def test_the_total_and_one_products_value_are_answered(shop):
    assert shop.ask("stock value at cost on the 20th").answer.startswith("Stock at cost")
    assert "of pear" in shop.ask("what are the pears in stock worth at cost?").answer
