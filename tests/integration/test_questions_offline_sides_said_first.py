"""A difference whose other side is said first or in other words: "against the week before, how much more
did last week take?", "the 12th vs the 13th: how much more did the 12th take?", "how much higher were
sales … than …"; and two sides that are days of the week ("more on Sundays than on Saturdays this
month", "weekdays than weekends"). Each figure is worked out here from the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _taken(first: str, last: str, weekdays=range(7)) -> float:
    return sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last
                                         and dt.date.fromisoformat(s["date"]).weekday() in weekdays))


def test_the_other_side_said_first(shop):
    last_week, week_before = _taken("2024-02-19", "2024-02-25"), _taken("2024-02-12", "2024-02-18")
    for asked in ("Against the week before it, how much more did we take last week?",
                  "As against the previous week - how much more did we take last week?"):
        answer = shop.ask(asked).answer
        assert answer.endswith(f"by {money(last_week - week_before)}.") and "2024-02-12 to 2024-02-18" in answer, answer
    twelfth, thirteenth = _taken("2024-02-12", "2024-02-12"), _taken("2024-02-13", "2024-02-13")
    answer = shop.ask("the 12th vs the 13th: how much more did we take on the 12th?").answer
    assert answer.endswith(f"by {money(twelfth - thirteenth)}."), answer


def test_a_first_side_not_said_again_is_not_guessed(shop):
    # "the busier" names neither side: no side is guessed as the first; the gap is the busier less the
    # quieter, whichever it is (gap_apart.py)
    twelfth, thirteenth = _taken("2024-02-12", "2024-02-12"), _taken("2024-02-13", "2024-02-13")
    answer = shop.ask("the 12th vs the 13th: how much more did the busier day take?").answer
    busier = "first" if twelfth >= thirteenth else "second"
    assert answer.endswith(f"the {busier} is more by {money(abs(twelfth - thirteenth))}."), answer


def test_higher_and_lower_than_are_more_and_less(shop):
    first, second = _taken("2024-02-01", "2024-02-10"), _taken("2024-02-11", "2024-02-20")
    answer = shop.ask("How much higher were takings from the 1st to the 10th than from the 11th to the 20th?").answer
    assert answer.endswith(f"by {money(first - second)}."), answer
    answer = shop.ask("how much lower were takings from the 11th to the 20th than from the 1st to the 10th?").answer
    assert f"less by {money(first - second)}" in answer, answer


@pytest.mark.parametrize("asked, first, second", [
    ("How much more did we take on Sundays than on Saturdays this month?", {6}, {5}),
    ("how much more was taken on weekdays than at weekends in February?", {0, 1, 2, 3, 4}, {5, 6}),
    ("How much more did Mondays bring in than Fridays this month?", {0}, {4}),
])
def test_days_of_the_week_as_the_two_sides(shop, asked, first, second):
    gap = _taken("2024-02-01", "2024-02-29", first) - _taken("2024-02-01", "2024-02-29", second)
    answer = shop.ask(asked).answer
    assert answer.endswith(f"by {money(gap)}."), answer
