"""A half of a 29-day month ends on the 14th or the 15th, and people do not agree which: the question is
asked both ways and answered only when both give the same figures, saying so; when they differ it is
refused as before. "Since mid-February" (from the 15th or the 16th) is read the same way. From the demo's
records (nothing of apple, banana or mango sold on 15 February; grapes, cherries and strawberries were)."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _kilos(product, first, last):
    return sum(q for s in sales(lambda s: first <= s["date"] <= last) for p, q, *_ in s["items"] if p == product)


def test_a_half_answered_when_both_endings_agree(shop):
    answer = shop.ask("kilos of apples sold during the first half of February")
    assert answer.answer.startswith("The first half of February ending on the 14th or on the 15th gives the same")
    assert answer.answer.endswith(f"{kg(_kilos('apple', '2024-02-01', '2024-02-14'))}."), answer.answer
    answer = shop.ask("How much mango went out the door in the second half of the month?")
    assert answer.answer.endswith(f"{kg(_kilos('mango', '2024-02-15', '2024-02-29'))}."), answer.answer
    spent = sum(s["total"] for s in sales(lambda s: s["date"] >= "2024-02-16" and s["customer"]["first"] == "Omar"))
    assert shop.ask("What did Omar Haddad spend in the second half of the month?").answer.endswith(
        f"{money(spent)}."), spent


@pytest.mark.parametrize("question", [
    "How many kilos of grapes did we sell in the first half of the month?",  # grapes sold on the 15th
    "What did we take in the second half of February?",
    "cherry kilos sold in the first half of February by day",
])
def test_a_half_refused_when_the_endings_differ(shop, question):
    with pytest.raises(QuestionFailed, match="from which day to which"):
        shop.ask(question)


def test_since_mid_month_answered_when_both_starts_agree(shop):
    answer = shop.ask("mango kilos sold since mid-February")
    assert answer.answer.startswith("Mid-February taken as the 15th or as the 16th gives the same"), answer.answer
    assert answer.answer.endswith(f"{kg(_kilos('mango', '2024-02-15', '2024-02-29'))}."), answer.answer
    with pytest.raises(QuestionFailed):  # Eva Berg's strawberries on the 15th: the two starts differ
        shop.ask("how many kilos of strawberries have we sold since mid-month?")
