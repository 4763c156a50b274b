"""Refunds a customer "got" or "got back" ("who got the most back in refunds", "which customer got the least
refunds over the month"): the refunds said are what came back to them, not money or fruit that came in;
"how much came in" alone is still asked back."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("who got the most back in refunds last week", "who was refunded the most last week"),
    ("who got the most refunds over the month", "who was refunded the most this month"),
])
def test_refunds_got_back(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_what_came_in_alone_is_asked_back(shop):
    with pytest.raises(QuestionFailed, match="What came in"):
        shop.ask("how much came in over the month")
