"""A check and a follow-up that only points back at it: "were there any refunds last week? how many?"
counts them, "any returns this month? what do they come to?" totals them, "Has Omar Haddad come in this
week? What did he spend?" asks about Omar this week, "Was Saturday the 17th busy? What did we take that
day?" about that day. A follow-up that asks something new is still two questions. From the demo."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def _returns(first, last):
    return [r for r in model().returns if first <= r[2] <= last]


def test_an_existence_check_then_how_many_or_how_much(shop):
    _ends(shop.ask("were there any returns last week? how many were there?"), len(_returns("2024-02-19", "2024-02-25")))
    _ends(shop.ask("Any refunds this month - what do they come to?"),
          money(sum(r[3] for r in _returns("2024-02-01", "2024-02-29"))))
    _ends(shop.ask("any sales on the 14th how many"), len(sales(lambda s: s["date"] == "2024-02-14")))


def test_a_customer_checked_then_asked_about(shop):
    spent = sum(s["total"] for s in sales(lambda s: s["customer"]["first"] == "Omar" and s["date"] >= "2024-02-26"))
    _ends(shop.ask("Has Omar Haddad come in this week? What did he spend?"), money(spent))
    since = sum(s["total"] for s in sales(lambda s: s["customer"]["first"] == "Zoe" and s["date"] >= "2024-02-20"))
    _ends(shop.ask("Has Zoe Davis shopped since the 20th? What has she spent since then?"), money(since))


def test_a_day_checked_then_asked_about(shop):
    took = sum(s["total"] for s in sales(lambda s: s["date"] == "2024-02-17"))
    _ends(shop.ask("Was Saturday the 17th busy? What did we take that day?"), money(took))


@pytest.mark.parametrize("question", [
    "Were there any returns last week? Who bought the most?",  # a new question, not the check's figure
    "Has Omar Haddad come in this week? What did Zoe Davis spend?",  # no pointer back at the check
])
def test_a_follow_up_asking_something_new_is_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)


def test_a_guess_checked_then_who_or_which(shop):
    answer = shop.ask("Is Ken Smith our top spender this month? If not, who is?")
    assert answer.answer.startswith("The customer with the most spending") and "Zoe Davis" in answer.answer
    answer = shop.ask("Is mango the best seller by revenue this month? Which fruit is?")
    assert answer.answer.startswith("The product with the most revenue") and "strawberry" in answer.answer


def test_did_we_then_how_many_kilos(shop):
    kilos = sum(q for _, date, _, items in model().purchases if date >= "2024-02-10" for p, q, *_ in items
                if p == "banana")
    answer = shop.ask("Did we buy in more bananas since the 10th? How many kg?")
    assert answer.answer.startswith("Kilos bought of banana") and answer.answer.endswith(f"{kilos:g} kg."), answer.answer
