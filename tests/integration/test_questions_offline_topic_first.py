"""The topic said first and the question word where the answer goes (set 98): "how many percent", "X higher
than Y by how much", "the price cut by how much (per kg)", "… how much, today included"."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("cherry gross margin how many percent?", "cherry gross margin what percent?"),
    ("kilos sold this week less than last week by how much",
     "how much less was kilos sold this week than last week"),
    ("refunds last week more than the week before by how much?",
     "how much more were refunds last week than the week before?"),
    ("banana price raised by how much per kilo", "by how much was the banana price raised"),
    ("kilos bought last 10 days how much, including today", "kilos bought last 10 days, including today"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
