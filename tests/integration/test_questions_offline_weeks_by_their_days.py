"""A week or a day named with its weekday and a bare day number ("Mon 12 to Sun 18 Feb", "the week of
the 12th to the 18th", "revenue on Tue 20"): the days said are what is meant. The weekday had been read
as the last such day and the number left over, so these were refused. A weekday that is not its day's
own, and a "week" that is not seven days, stay refused. Computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, revenue, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _between(first, last):
    return lambda s: first <= s["date"] <= last


@pytest.mark.parametrize("question", ["takings Mon 12 to Sun 18 Feb", "revenue Monday 12 - Sunday 18",
                                      "what did we take for the week of the 12th to the 18th",
                                      "revenue for the week 12-18 February"])
def test_a_week_said_by_its_days(shop, question):
    answer = shop.ask(question)
    assert answer.answer.endswith(money(revenue(_between("2024-02-12", "2024-02-18"))) + ".")
    assert "2024-02-12 to 2024-02-18" in answer.answer


def test_kilos_of_one_fruit_in_a_week_said_by_weekdays(shop):
    want = sum(q for s in sales(_between("2024-02-19", "2024-02-25")) for p, q, *_ in s["items"] if p == "mango")
    assert shop.ask("kg of pears sold in the week Mon 19 – Sun 25 Feb?".replace("pears", "mango")).answer.endswith(
        kg(want) + ".")


def test_one_day_by_weekday_and_number(shop):
    assert shop.ask("revenue on Tue 20").answer.endswith(money(revenue(_between("2024-02-20", "2024-02-20"))) + ".")


@pytest.mark.parametrize("question", ["revenue on Mon 13", "revenue for the week 12th-20th"])
def test_a_weekday_not_its_days_own_or_a_week_of_nine_days_stays_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)
