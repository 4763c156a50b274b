"""A Singaporean's or a Hong Kong speaker's particles and request tags wherever a clause ends (set 98):
"ar", "lah", "hor" before a comma, a mark or a bracket; "can … or not", "…, can?", "…, can show me";
"唔該" (please) and "邊個" (who); an opening "Eh boss,"."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("Refunds last week ar? by customer lah", "Refunds last week by customer"),
    ("Kilos sold yesterday lah, total", "Kilos sold yesterday, total"),
    ("Stock of cherry leh (now)", "Stock of cherry now"),
    ("Spend by customer this month can show or not?", "Spend by customer this month"),
    ("Kilos bought by supplier can give me the breakdown or not", "Kilos bought by supplier"),
    ("Top 2 customers by spend, can?", "Top 2 customers by spend"),
    ("Refunds by product, can list out the table?", "Refunds by product, list out the table?"),
    ("唔該, revenue yesterday ar?", "revenue yesterday"),
    ("邊個 bought apple ar? list them", "who bought apple? list them"),
    ("Eh boss, refunds last week how much?", "refunds last week how much?"),
    ("Aiyah, stock of mango hor?", "stock of mango?"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


@pytest.mark.parametrize("question", [
    "Revenue last week can exceed 100 or not?",  # a check, not a request to show: not read past
])
def test_a_check_is_not_a_request(shop, question):
    with pytest.raises(LedgerError):
        shop.ask(question)
