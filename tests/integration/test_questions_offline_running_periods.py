"""A period still running when asked ("this month" on the 6th, "this week" on a Tuesday): the answer
counts the days up to today and says so, instead of giving the whole period's dates for them; and "as at
today's date" beside such a period is when it is read, not a day of its own."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import refused

TUESDAY = dt.date(2024, 2, 6)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: TUESDAY)


def _figure(answer):
    return answer.answer.rsplit(" ", 1)[-1].rstrip(".")


@pytest.mark.parametrize("asked, said, same_as", [
    ("what have we taken this month", "this month so far (2024-02-01 to 2024-02-06)",
     "revenue from 2024-02-01 to 2024-02-06"),
    ("kilos of pears sold this week", "this week so far (2024-02-05 to 2024-02-06)",
     "kilos of pear sold from 2024-02-05 to 2024-02-06"),
    ("how many sales in February", "in February 2024 so far (2024-02-01 to 2024-02-06)",
     "number of sales from 2024-02-01 to 2024-02-06"),
    # "as at today's date" says when the month is read, not which day is counted (it gave the 6th alone)
    ("As at today's date, what are the month's total takings?", "this month so far (2024-02-01 to 2024-02-06)",
     "revenue from 2024-02-01 to 2024-02-06"),
])
def test_a_running_period_is_counted_to_today_and_said_so(shop, asked, said, same_as):
    answer = shop.ask(asked)
    assert said in answer.answer, answer.answer
    assert "2024-02-29" not in answer.answer and "2024-02-11" not in answer.answer
    assert _figure(answer) == _figure(shop.ask(same_as))
    assert "'2024-02-06'" in answer.steps[-1].sql


def test_a_finished_period_keeps_its_own_dates(shop):
    answer = shop.ask("revenue last week")
    assert "last week (2024-01-29 to 2024-02-04)" in answer.answer and "so far" not in answer.answer


def test_a_stock_at_the_end_of_a_running_week_is_still_refused(shop):  # guard: not made "so far"
    refused(shop, "how much apple did we have at the end of this week", "not known")
