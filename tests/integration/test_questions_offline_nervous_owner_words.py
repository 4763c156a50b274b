"""A nervous owner's words around a question: "the Friday just gone" (last Friday; "the Saturday and Sunday just
past" last weekend, asked on a weekday), "sorry to be a bother, but …" before the question, "all the Mondays and
Fridays put together" (together: the days stay). Every number is computed from the demo's records by the
plain-Python shop; today is Wednesday 21 February unless said."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, sales  # noqa: F401

WEDNESDAY = dt.date(2024, 2, 21)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: WEDNESDAY)


def _revenue(keep):
    return sum(s["total"] for s in sales(keep))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_days_just_gone(shop):
    friday = _revenue(lambda s: s["date"] == "2024-02-16")
    assert shop.ask("what did we take on the Friday just gone?").answer.endswith(f"{friday:,.2f}.")
    weekend = _revenue(lambda s: "2024-02-17" <= s["date"] <= "2024-02-18")
    answer = shop.ask("How much money came in on the Saturday and Sunday just past?")
    assert "2024-02-17 to 2024-02-18" in answer.answer and answer.answer.endswith(f"{weekend:,.2f}."), answer.answer


def test_today_named_as_just_gone_is_still_asked_about(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("what did we take on the Wednesday just gone?")  # today, or a week ago?


def test_sorry_to_bother_before_the_question(shop):
    kilos = sum(q for s in sales(lambda s: "2024-02-12" <= s["date"] <= "2024-02-18")
                for p, q, _, _ in s["items"] if p == "banana")
    answer = shop.ask("Sorry to be a bother, but how many kilos of banana did we sell last week? It's been bugging "
                      "me, I'm so worried.")
    _ends(answer, kg(kilos))


def test_days_put_together(shop):
    days = {dt.date.fromisoformat(s["date"]).weekday() for s in sales()}
    assert {0, 4} <= days
    together = _revenue(lambda s: "2024-02-01" <= s["date"] <= WEDNESDAY.isoformat()  # February so far
                        and dt.date.fromisoformat(s["date"]).weekday() in (0, 4))
    answer = shop.ask("what did we take in February, all the Mondays and Fridays put together?")
    assert answer.answer.endswith(f"{together:,.2f}."), answer.answer
