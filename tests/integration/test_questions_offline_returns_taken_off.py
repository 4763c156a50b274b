"""A return said to be taken off already ("with her return taken off", "with the returned sales taken
out", "with the refunds deducted") is net of returns, as every sale figure is; "as things stand today"
is the day seen from today, as every question is. "Before any returns were taken off" is not read so."""

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
    ("How much did Eva Berg spend this month with her return taken off?",
     "How much did Eva Berg spend this month net of returns?"),
    ("cherry revenue last week, with the returned sales taken out", "cherry revenue last week net of returns"),
    ("what did Tom Lee spend with the refunds deducted", "what did Tom Lee spend net of returns"),
    ("Revenue on the 11th, as things stand now?", "Revenue on the 11th?"),
    ("as things stand, how many kilos of pears do we have", "how many kilos of pears do we have"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_before_returns_were_taken_off_is_not_net(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("sales in February before any returns were taken off")
