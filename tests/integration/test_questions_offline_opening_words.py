""""Since we opened" said with a period after it: the opening of that period, so the period from its start
to today ("since we opened this week" is this week, not today); with "this morning" it is still
today, all of it; said alone it may be the shop's first day, so it is refused (lead's call after set 60).
From the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _taken(first: str, last: str) -> float:
    return sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last))


@pytest.mark.parametrize("question, first", [
    ("what have we taken since we opened this week", "2024-02-26"),
    ("takings since opening this week?", "2024-02-26"),
    ("since the shop opened this month, how much money came in", "2024-02-01"),
    ("revenue since we opened in February", "2024-02-01"),
])
def test_since_opening_a_period_is_that_period(shop, question, first):
    answer = shop.ask(question)
    assert answer.answer.endswith(f" {money(_taken(first, '2024-02-29'))}."), answer.answer
    assert "on 2024-02-29" not in answer.answer, answer.answer


def test_since_opening_this_morning_is_today(shop):
    assert shop.ask("revenue since opening this morning").answer.endswith(
        f" {money(_taken('2024-02-29', '2024-02-29'))}.")


def test_since_we_opened_alone_is_asked_not_guessed(shop):
    # a cashier means this morning, a manager the shop's first day (set 60 wanted every sale since then)
    with pytest.raises(LedgerError):
        shop.ask("what have we taken since we opened")
