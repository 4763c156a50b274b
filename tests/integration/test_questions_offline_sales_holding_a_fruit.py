"""A sale "had cherries in it": sales holding a fruit are counted, never its money taken for them."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)
HOLDING = ("SELECT COUNT(DISTINCT s.sale_id) FROM sales s JOIN sale_items si ON si.sale_id = s.sale_id "
           "JOIN products p ON p.product_id = si.product_id WHERE p.name = 'pear'")


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_sales_that_had_a_fruit_in_them_are_counted(shop, demo):  # noqa: F811
    (count,), = demo.ledger.sql(HOLDING).rows
    assert shop.ask("how many sales have had pears in them?").answer.endswith(f"was {count}.")


def test_a_share_of_sales_holding_a_fruit_is_not_given_as_its_money(shop):
    try:
        answer = shop.ask("what fraction of the sales had pears in them, as a percentage?").answer
    except QuestionFailed:
        return  # asked back: fine
    assert "Revenue" not in answer and "revenue" not in answer  # the count of sales, if answered
