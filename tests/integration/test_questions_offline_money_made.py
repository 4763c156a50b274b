"""Money we "have made", and "the amount we made" (set 96): the takings. "How much have we made from pears"
was read as the pears we have (their stock), and "the amount we took" as kilos sold."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("How much have we made from pears?", "How much did we make from pears?"),
    ("How much have we taken from apples this week?", "How much did we take from apples this week?"),
    ("Tell me the amount we took on Monday.", "Tell me the money we took on Monday."),
    ("What is the amount that we have earned from mangoes?", "What is the money that we earned from mangoes?"),
])
def test_money_made_is_the_takings(shop, said, plain):
    answer = shop.ask(said)
    assert answer.answer == shop.ask(plain).answer
    assert answer.answer.startswith("Revenue")
