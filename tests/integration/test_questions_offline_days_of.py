"""A period said with its number of days: "over the 29 days of February" is February (it had 29 in 2024),
"across the seven days of last week" that week; a count that does not fit is refused. From the demo."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _per_day(first, last, days):
    return money(sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last)) / days)


def test_a_period_with_its_days_counted(shop):
    answer = shop.ask("average takings per day over the 29 days of February")
    assert answer.answer.endswith(f"{_per_day('2024-02-01', '2024-02-29', 29)}."), answer.answer
    answer = shop.ask("daily average revenue across the seven days of last week")
    assert answer.answer.endswith(f"{_per_day('2024-02-19', '2024-02-25', 7)}."), answer.answer


def test_a_count_that_does_not_fit_is_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("average takings per day over the 28 days of February")
