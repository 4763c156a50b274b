"""A question asked of the shop as it stood at the end of a past day (the window's time, or
`ask --as-of-date`) is asked on that day: "last week" is the week before it and "now" its close.
Before, "last week" was the week before the real today, and a past stock was said to be "now"."""

import datetime as dt

from app.questions.service import Questions
from app.service_layer.ledger_values import PointInTime
from tests.integration.test_questions_offline import demo  # noqa: F401

LATER = dt.date(2024, 2, 29)  # the real today, after the day asked about
ASKED = dt.date(2024, 2, 14)  # a Wednesday: last week is 5 to 11 February


def test_last_week_is_the_week_before_the_day_asked_of(demo):  # noqa: F811
    questions = Questions(demo.ledger, today=lambda: LATER)
    relative = questions.ask("What was the revenue last week?", as_of=ASKED)
    stated = questions.ask("What was the revenue from 2024-02-05 to 2024-02-11?", as_of=ASKED)
    assert "2024-02-05" in relative.answer and "2024-02-11" in relative.answer, relative.answer
    assert relative.answer.split()[-1] == stated.answer.split()[-1]
    window = questions.ask("What was the revenue last week?", at=PointInTime(business_date=ASKED))
    assert window.answer == relative.answer  # the window's time is the same day


def test_a_past_stock_is_said_at_the_close_of_its_day_not_now(demo):  # noqa: F811
    questions = Questions(demo.ledger, today=lambda: LATER)
    then = questions.ask("How many kg of apples do we have in stock?", as_of=ASKED)
    assert "at the end of 2024-02-14" in then.answer and " now" not in then.answer, then.answer
    assert " now" in questions.ask("How many kg of apples do we have in stock?").answer
