"""A Brummie shopkeeper's words (set 98): "wik", "mek", "summat", "flog", "'olding", "a tenner", "…, the
lot"; and in any English: stock "lost to write-offs", prices "as they stood on" a day, refunds that "went
out", the "topline"."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.mark.parametrize("said, plain", [
    ("revenue by day this wik", "revenue by day this week"),
    ("how much profit did we mek on cherries", "how much profit did we make on cherries"),
    ("who bought summat yesterday", "who bought something yesterday"),
    ("how many kilos of mango did we flog last week", "how many kilos of mango did we sell last week"),
    ("how much pear are we 'olding", "how much pear are we holding"),
    ("how many sales were under a fiver", "how many sales were under 5 dollars"),
    ("refunds by customer, the lot", "refunds by customer, all of them"),
    ("how many kilos did we lose to waste last week", "how many kilos did we write off last week"),
    ("stock as it stood on the 10th", "stock as at the 10th"),
    ("what refunds have gone out this month", "what refunds this month"),
    ("topline this month", "revenue this month"),
])
def test_read_as_the_plain_words(demo, said, plain):  # noqa: F811
    shop = Questions(demo.ledger, today=lambda: THURSDAY)
    assert shop.ask(said).answer == shop.ask(plain).answer
