"""A hedge on the answer ("roughly", "approximately", "ish", "give or take", "more or less", "a ballpark is
fine") allows an answer that is not exact; the exact one is still right, so the question is answered as if
the hedge were not said. A hedge on a figure the question gives bounds what is asked, and stays refused."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("hedged, plain", [
    ("roughly what did we take on the 12th", "what did we take on the 12th"),
    ("what did we take on the 12th, approximately?", "what did we take on the 12th?"),
    ("kilos of pears sold since the 10th, give or take", "kilos of pears sold since the 10th"),
    ("how much did Zoe Davis spend this month, more or less?", "how much did Zoe Davis spend this month?"),
    ("what was our profit last week, a ballpark is fine", "what was our profit last week"),
    ("how many sales did we have since the 20th, ish?", "how many sales did we have since the 20th?"),
])
def test_a_hedge_on_the_answer_is_read_past(shop, hedged, plain):
    assert shop.ask(hedged).answer == shop.ask(plain).answer


@pytest.mark.parametrize("question", [
    "which sales were roughly $20",  # the figure asked about is not exact: which ones are near it?
    "which days took approximately 30 dollars",
    "how many customers spent more or less than $40",  # more, or less?
    "what will we take tomorrow, roughly",  # a forecast, hedged or not
])
def test_a_hedge_on_a_figure_asked_about_stays_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)
