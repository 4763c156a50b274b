"""Asking the offline question panel in tests: the answer's last figure, or a refusal naming a word."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed

THURSDAY = dt.date(2024, 2, 29)  # the demo month's last day


def weekday_of(sale):
    """A demo sale's weekday, Monday 0."""
    return dt.date.fromisoformat(sale["date"]).weekday()


def ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def refused(shop, question, word=None):
    with pytest.raises(QuestionFailed) as refusal:
        shop.ask(question)
    if word:
        assert word in str(refusal.value), str(refusal.value)
