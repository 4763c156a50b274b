"""Days counted back from today, or on from a day said, read as their dates: "two weeks ago today" is one
day, "the 5 days before today" ends yesterday, "the weekend before last" (asked on a weekday) is the
weekend a week before the one just gone, "the first two days of last week" its Monday and Tuesday, a
fortnight "starting" a day that day and the 13 after, "the first fortnight of the month" its 1st to 14th.
From the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, sales  # noqa: F401

WEDNESDAY = dt.date(2024, 2, 21)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: WEDNESDAY)


def _took(first, last):
    return money(sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last)))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_days_counted_back_from_today(shop):
    _ends(shop.ask("what were takings two weeks ago today"), _took("2024-02-07", "2024-02-07"))
    _ends(shop.ask("takings 3 days ago today"), _took("2024-02-18", "2024-02-18"))
    _ends(shop.ask("How much did we take over the 5 days before today?"), _took("2024-02-16", "2024-02-20"))
    _ends(shop.ask("what did we take the weekend before last?"), _took("2024-02-10", "2024-02-11"))
    _ends(shop.ask("takings for the first two days of last week"), _took("2024-02-12", "2024-02-13"))
    _ends(shop.ask("revenue during the first three days of this week"), _took("2024-02-19", "2024-02-21"))


def test_fortnights_from_a_day_said(shop):
    _ends(shop.ask("What did we take in the fortnight starting Thursday 1 February?"), _took("2024-02-01", "2024-02-14"))
    _ends(shop.ask("revenue for the fortnight commencing the 3rd"), _took("2024-02-03", "2024-02-16"))
    _ends(shop.ask("takings in the first fortnight of the month"), _took("2024-02-01", "2024-02-14"))
    kilos = sum(q for s in sales(lambda s: "2024-02-01" <= s["date"] <= "2024-02-14") for _, q, *_ in s["items"])
    _ends(shop.ask("kilos sold in the first fortnight, the 1st to the 14th"), kg(kilos))


@pytest.mark.parametrize("question", [
    "What did we take in the fortnight starting Friday 1 February?",  # the 1st was a Thursday
    "takings for the fortnight beginning the 15th",  # its last days are still to come
])
def test_a_fortnight_that_cannot_be_is_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)
