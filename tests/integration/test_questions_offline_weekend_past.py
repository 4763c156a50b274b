""""The weekend" in a question about what happened, asked on a weekday, is the one just gone (last
weekend); said in the present, asked at the weekend itself, or beside another time, it is still asked
about (beside a month, it is the month's weekends). "Yesterday then, Sunday" is yesterday when yesterday was a Sunday."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY, SATURDAY, MONDAY = dt.date(2024, 2, 29), dt.date(2024, 2, 24), dt.date(2024, 2, 26)


def _asked_on(demo, day):  # noqa: F811
    return Questions(demo.ledger, today=lambda: day)


@pytest.mark.parametrize("said, plain", [
    ("what did we take over the weekend", "what did we take last weekend"),
    ("how many sales were there on the weekend?", "how many sales were there last weekend?"),
    ("how'd the weekend do for kilos of bananas sold", "how many kilos of bananas did we sell last weekend"),
])
def test_the_weekend_just_gone(demo, said, plain):  # noqa: F811
    shop = _asked_on(demo, THURSDAY)
    answer = shop.ask(said)
    assert answer.answer == shop.ask(plain).answer
    assert "2024-02-24 to 2024-02-25" in answer.answer


@pytest.mark.parametrize("day, question", [
    (THURSDAY, "what do we usually take at the weekend"),  # the present: every weekend?
    (SATURDAY, "what did we take over the weekend"),  # this one so far, or the one before?
])
def test_the_weekend_is_asked_about_otherwise(demo, day, question):  # noqa: F811
    with pytest.raises(QuestionFailed, match="weekend"):
        _asked_on(demo, day).ask(question)


def test_the_weekend_beside_a_month_is_not_the_last_one(demo):  # noqa: F811
    shop = _asked_on(demo, THURSDAY)  # every weekend of the month, as read before
    assert shop.ask("what did we take on the weekend in February").answer == \
        shop.ask("what did we take on weekends in February").answer


def test_yesterday_then_said_with_its_weekday(demo):  # noqa: F811
    shop = _asked_on(demo, MONDAY)
    assert shop.ask("how much did we sell yesterday then, Sunday").answer == \
        shop.ask("how much did we sell yesterday").answer
    with pytest.raises(QuestionFailed):
        shop.ask("how much did we sell yesterday then, Friday")  # not yesterday: which day?
