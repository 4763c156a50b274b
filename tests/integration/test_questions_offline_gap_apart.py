"""Two sides put against each other, then a gap that names neither ("A against B: how much more did the better
one take?", "A vs B: the gap in kilos"): the larger less the smaller, whichever it is; being ahead of (or
behind) someone or some time in a measure ("how far ahead of X are we on takings Y", "is A behind B on spend?
by how much?"). Every number is computed from the demo's records by the plain-Python shop, the day asked being
Thursday 29 February (Tuesday 13 February for this week against last: the demo holds the whole week)."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _revenue(first, last):
    return sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last))


def _kilos(product, first, last):
    return sum(q for s in sales(lambda s: first <= s["date"] <= last) for p, q, _, _ in s["items"] if p == product)


def _spent(customer, first, last):
    return sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last and name(s["customer"]) == customer))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_the_better_side_less_the_other_whichever_it_is(shop):
    a, b = _revenue("2024-02-21", "2024-02-21"), _revenue("2024-02-22", "2024-02-22")
    larger = "first" if a >= b else "second"
    answer = shop.ask("the 21st against the 22nd: how much more did the busier day bring in?")
    assert f"the {larger} is more by" in answer.answer, answer.answer
    _ends(answer, money(abs(a - b)))
    _ends(shop.ask("the 22nd versus the 21st: how much more did the better one take?"), money(abs(a - b)))
    weeks = _revenue("2024-02-19", "2024-02-25"), _revenue("2024-02-12", "2024-02-18")
    _ends(shop.ask("put the week starting 19 Feb against the week starting 12 Feb: how much more did the stronger "
                   "one take?"), money(abs(weeks[0] - weeks[1])))


def test_a_gap_between_two_named_sides(shop):
    apple, grape = _kilos("apple", "2024-02-01", "2024-02-29"), _kilos("grape", "2024-02-01", "2024-02-29")
    _ends(shop.ask("grapes vs apples in February: the gap in kilos sold?"), kg(abs(apple - grape)))
    tom, raj = _spent("Tom Lee", "2024-02-01", "2024-02-29"), _spent("Raj Patel", "2024-02-01", "2024-02-29")
    _ends(shop.ask("Raj Patel against Tom Lee in February: the difference between what they spent?"),
          money(abs(tom - raj)))


def test_compared_with_and_a_difference_keeps_its_sign(shop):
    apple, grape = _kilos("apple", "2024-02-01", "2024-02-29"), _kilos("grape", "2024-02-01", "2024-02-29")
    answer = shop.ask("apples compared with grapes in February: the difference in kilos sold?")
    assert "the first less the second" in answer.answer, answer.answer
    _ends(answer, kg(apple - grape))


def test_ahead_of_or_behind_in_a_measure(demo):  # noqa: F811
    shop = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 13))
    this, last = _revenue("2024-02-12", "2024-02-13"), _revenue("2024-02-05", "2024-02-11")  # this week so far
    _ends(shop.ask("How far behind last week are we on takings this week?"), money(last - this))
    feb = Questions(demo.ledger, today=lambda: THURSDAY)
    tom, raj = _spent("Tom Lee", "2024-02-01", "2024-02-29"), _spent("Raj Patel", "2024-02-01", "2024-02-29")
    _ends(feb.ask("is Tom Lee ahead of Raj Patel on spending in February? by how much?"), money(tom - raj)
          if tom >= raj else f"{money(raj - tom)}, so more by {money(tom - raj)}")


def test_a_gap_or_a_lead_without_its_sides_or_measure_stays_refused(shop):
    for question in ("how much more did the busier day take?", "is Tom Lee ahead of Raj Patel?",
                     "how far ahead of last week are we?"):
        with pytest.raises(QuestionFailed):
            shop.ask(question)
