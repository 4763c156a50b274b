"""A noun said once for two periods: "the last Saturday of the month than on the first" is the first
Saturday of the month, not the 1st; "the second Sunday of February against the first" its first Sunday.
A day written in figures ("than on the 1st") is still that day. From the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _on(day):
    return sum(s["total"] for s in sales(lambda s: s["date"] == day))


def test_the_second_ordinal_takes_the_first_ones_noun(shop):
    answer = shop.ask("How much more did we take on the last Friday of the month than on the first?")
    assert "2024-02-23" in answer.answer and "2024-02-02" in answer.answer, answer.answer
    assert answer.answer.endswith(f"{money(_on('2024-02-23') - _on('2024-02-02'))}."), answer.answer
    answer = shop.ask("how much less did we take on the second Sunday of February than the first")
    assert "2024-02-11" in answer.answer and "2024-02-04" in answer.answer, answer.answer


def test_a_day_in_figures_is_that_day(shop):
    answer = shop.ask("How much more did we take on the last Friday of the month than on the 1st?")
    assert "2024-02-23" in answer.answer and "2024-02-01" in answer.answer, answer.answer
