"""Set 36: "by how much did revenue in the week beginning the 12th exceed that of the week beginning the
5th" — the present "exceed" sets one side against the other as "exceeded" and "beat" do, and a week
said by its first day ends before the word that compares it. Numbers are computed from the demo's
records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _week(first):
    return sum(s["total"] for s in sales(lambda s: first <= int(s["date"][-2:]) <= first + 6))


def test_by_how_much_one_week_exceeds_another(shop):
    gap = _week(12) - _week(5)
    answer = shop.ask("by how much did takings in the week starting the 12th exceed those of the week starting "
                      "the 5th?").answer
    assert f"the first is {'more' if gap > 0 else 'less'} by {money(abs(gap))}" in answer, answer
    assert answer.endswith(f"by {money(gap)}."), answer  # set 50: the amount asked for, below nought if so
