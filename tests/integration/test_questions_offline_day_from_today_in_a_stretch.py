"""A day said from today ("today", "yesterday") beside a stretch that holds it ("this month, after his
return today") is that one day or the whole stretch: asked back. It was read as the day alone (0.00 for a
customer's month). A date named inside a month ("the 14th in February") is still that day."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

FRIDAY = dt.date(2024, 2, 23)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: FRIDAY)


@pytest.mark.parametrize("asked", ["what has Raj Patel spent this month, now that he's been in today",
                                   "kilos of banana sold this week, yesterday's delivery aside"])
def test_a_day_from_today_beside_a_stretch_is_asked_back(shop, asked):
    with pytest.raises(QuestionFailed, match="that one day, or the whole stretch"):
        shop.ask(asked)


def test_a_dated_day_inside_a_month_is_still_that_day(shop):  # guard
    assert shop.ask("revenue on the 14th in February").answer.endswith(
        shop.ask("revenue on 2024-02-14").answer.rsplit(" ", 1)[-1])
