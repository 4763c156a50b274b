"""What an unsure owner says about themself, at the start or the end of a question ("not sure if this is
the right place but", "no idea,", "just wondering", "any idea", "remind me", "wait,", "I always forget",
"if you can", "lol"): taken out whole, the question read as if plain. A hedge on a figure asked about
("roughly $20") stays refused, and so does what the records do not keep."""

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
    ("Not sure if this is the right place to ask, but what was the revenue from pears last week?",
     "what was the revenue from pears last week?"),
    ("no idea, how many kilos of cherries did Tom Lee buy?", "how many kilos of cherries did Tom Lee buy?"),
    ("I'm just wondering what the stock of apples is", "what the stock of apples is"),
    ("any idea who spent the most this week", "who spent the most this week"),
    ("can you remind me what grapes sell for", "what grapes sell for"),
    ("oh wait - how much did we take yesterday?", "how much did we take yesterday?"),
    ("hmm, which customer spent the most last week", "which customer spent the most last week"),
    ("eh - what's the stock of pears", "what's the stock of pears"),
    ("what's the price of oranges, I always forget", "what's the price of oranges"),
    ("revenue by day this week if you can", "revenue by day this week"),
    ("how many sales did we have today lol", "how many sales did we have today"),
    ("who bought strawberries yesterday? I can't remember", "who bought strawberries yesterday?"),
])
def test_the_aside_is_taken_out(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


@pytest.mark.parametrize("question", [
    "no idea, how many sales were roughly $20?",  # a hedge on a figure asked about stays refused
    "remind me what the electricity bill was, I always forget",  # not in the records
    "wait, will we sell out of mangoes next week?",
])
def test_what_is_left_is_read_as_it_stands(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)
