"""Words that only stress what is asked: "which single day", "the whole stock", "across the whole range",
"…, all told"; and "sorry to bother," before a question. Each read as the plain words."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("Which single customer spent the most last week?", "Which customer spent the most last week?"),
    ("what is the entire stock worth at selling prices", "what is the stock worth at selling prices"),
    ("average kilos per sale across the whole range", "average kilos per sale across all products"),
    ("What did we take on Saturdays, all told?", "What did we take on Saturdays?"),
    ("Sorry to bother, how many sales were there yesterday?", "how many sales were there yesterday?"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
