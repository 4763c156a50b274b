"""A polite request wrapped round a question ("would you mind letting me know …", "I'd be grateful if you
could tell me …", "do you happen to know …", "could I trouble you for …", "… if you don't mind …") is
read as the question it wraps; a frame's words taken out only whole, so "possible" or "if" said on their
own are still refused. Numbers are computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _on(*days):
    return money(sum(s["total"] for s in sales(lambda s: s["date"] in days)))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_request_frames_around_a_takings_question(shop):
    _ends(shop.ask("Would you mind letting me know what we took on the 22nd?"), _on("2024-02-22"))
    _ends(shop.ask("I'd be grateful if you could tell me the takings for the 9th."), _on("2024-02-09"))
    _ends(shop.ask("I’d be grateful if you’d tell me what we took on the 9th"), _on("2024-02-09"))
    _ends(shop.ask("Do you happen to know what we took on the 13th?"), _on("2024-02-13"))
    _ends(shop.ask("Could I trouble you for the takings on the 6th?"), _on("2024-02-06"))
    _ends(shop.ask("Might you be able to tell me what came in on the 8th in takings?"), _on("2024-02-08"))


def test_frames_of_hoping_and_wondering(shop):
    _ends(shop.ask("I was hoping you could tell me the revenue on the 16th"), _on("2024-02-16"))
    _ends(shop.ask("I wonder whether you could let me know the takings on the 16th?"), _on("2024-02-16"))
    _ends(shop.ask("Would it be possible to find out the takings on the 19th?"), _on("2024-02-19"))
    _ends(shop.ask("Would you be so kind as to tell me the revenue on the 19th?"), _on("2024-02-19"))


def test_asides_in_the_middle(shop):
    _ends(shop.ask("What did we take on the 21st, if you don't mind?"), _on("2024-02-21"))
    _ends(shop.ask("What were takings on the 21st, if it's no trouble?"), _on("2024-02-21"))
    _ends(shop.ask("When you have a moment, what did we take on the 21st?"), _on("2024-02-21"))
    answer = shop.ask("Might I ask who bought the most this month, by spend?")
    spent: dict[str, float] = {}
    for s in sales(lambda s: s["date"] >= "2024-02-01"):
        spent[name(s["customer"])] = spent.get(name(s["customer"]), 0) + s["total"]
    assert max(spent, key=lambda c: spent[c]) in answer.answer, answer.answer


@pytest.mark.parametrize("question", [
    "Would it be possible that takings go up next week?",  # a forecast, with no frame round it
    "If we had more cherries, what would we take?",
])
def test_a_frame_is_taken_out_only_whole(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)


def test_leave_to_find_none(shop):
    plain = shop.ask("who bought grapes in the last 5 days?").answer
    assert shop.ask("who bought grapes in the last 5 days, if anyone?").answer == plain
    with pytest.raises(QuestionFailed):  # "if any customer …": a condition, not an aside
        shop.ask("if any customer bought grapes, who?")
