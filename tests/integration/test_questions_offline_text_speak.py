"""Text speak from a teenager helping out: "r" is "are", "dosh" is money, "nanas" are bananas, "fork out" is
spend; read as the plain words would be. "cash" is left (it may mean the cash paid, not card)."""

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
    ("which customers r buying the most cherries", "which customers are buying the most cherries"),
    ("wat r we charging for pears today", "what are we charging for pears today"),
    ("dosh we made last wk", "money we made last week"),
    ("how much dosh did mangoes bring in yesterday", "how much money did mangoes bring in yesterday"),
    ("who bought nanas this week", "who bought bananas this week"),
    ("how many kilos of nanas r left", "how many kilos of bananas are left"),
    ("how much did we fork out on stock last week", "how much did we spend on stock last week"),
    ("what are we charging for grapes at the minute?", "what are we charging for grapes now?"),
    ("what have we shelled out to Hillside Produce", "what have we spent to Hillside Produce"),
])
def test_text_speak_is_read_as_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


@pytest.mark.parametrize("question", ["how much cash did we take last week", "how much dosh will we take tomorrow"])
def test_what_stays_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)
