"""A question set out like a worksheet (set 98): a label before it ("(c)", "2)", "4.", "Q2:" with a time
named), an instruction verb opening it ("Compute", "Determine", "Work out"), the form of the figure after
it ("number only", "show answer", three places beside kilos)."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("(c) Refunds by customer last week", "Refunds by customer last week"),
    ("2) Kilos sold yesterday", "Kilos sold yesterday"),
    ("4. Which supplier did we spend most with", "Which supplier did we spend most with"),
    ("Q2: spend by Raj Patel in February", "spend by Raj Patel in February"),
    ("Compute the kilos bought last week", "the kilos bought last week"),
    ("Determine how many sales we made yesterday", "how many sales we made yesterday"),
    ("Work out the average sale this month", "the average sale this month"),
    ("Refunds this month, number only", "Refunds this month"),
    ("Gross profit on pears, show the answer", "Gross profit on pears"),
    ("Kilos per sale last week, to 3 d.p. please", "Kilos per sale last week"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


@pytest.mark.parametrize("question", [
    "Q1 revenue",  # the first quarter's, perhaps: not a label
    "Q3: revenue",  # no time of its own: the label may be a quarter
    "Average sale last week, 3 d.p.",  # money to three places is not ours to give
])
def test_left_to_be_refused(shop, question):
    with pytest.raises(LedgerError):
        shop.ask(question)
