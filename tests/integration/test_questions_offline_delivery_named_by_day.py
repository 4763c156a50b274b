"""A stock asked for after a delivery named by another day is asked back (at that day's close, or
now?), never answered as the kilos delivered after that day; after today's delivery it is today's stock."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("question", [
    "how much pear is there after yesterday's delivery?",
    "how much apple is there after yesterday's delivery",
])
def test_a_stock_after_another_days_delivery_is_asked_back(shop, question):
    with pytest.raises(QuestionFailed, match="the stock now"):  # was: the kilos delivered after that day
        shop.ask(question)


def test_a_stock_after_todays_delivery_is_the_stock_now(shop):
    assert shop.ask("apples on hand after today's delivery").answer == shop.ask("stock of apples now").answer
