"""A New Zealand backpacker's words (set 96): "kia ora", "sweet as", "chur" opening a question and "bro", "eh"
closing it are manner; what we "flog" we sell; "at the mo" is now; "in the chiller" is in stock; "the ABC lot"
is the supplier; profit "off" a fruit is the profit on it; "roughly - nah, exact" asks for the exact figure."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("Kia ora! what were the refunds last week", "what were the refunds last week"),
    ("sweet as - how many sales did we ring up yesterday?", "how many sales did we ring up yesterday?"),
    ("Chur bro, who spent the most this week", "who spent the most this week"),
    ("what did we take last week, eh?", "what did we take last week?"),
    ("how much apple did we sell on Monday bro", "how much apple did we sell on Monday"),
    ("which fruit did we flog the most of last week", "which fruit did we sell the most of last week"),
    ("what're bananas going for at the mo", "what are bananas going for now"),
    ("how many kilos of apples are in the chiller?", "how many kilos of apples are in stock?"),
    ("what have we paid the ABC lot this month?", "what have we paid ABC this month?"),
    ("how much gross profit did we make off the grapes", "how much gross profit did we make on the grapes"),
    ("revenue last week, roughly - nah, exact", "revenue last week"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_the_plain_words_are_answered(shop):
    assert shop.ask("how many kilos did we flog last week, bro?").answer.startswith("Kilos sold")
    assert shop.ask("what are we charging for apples at the mo?").answer.startswith("Selling price of apple now")
