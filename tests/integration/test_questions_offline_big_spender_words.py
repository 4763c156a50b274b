"""A business's slang for its biggest customer (set 98): "our whale", "the biggest whale", "whales"."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("who was our whale last week", "who was our biggest spender last week"),
    ("which customer is the biggest whale this month?", "which customer is the biggest spender this month?"),
    ("top 2 whales", "top 2 biggest spenders"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
