"""Days said more than once, or a bound said with "onwards" or "up to" (set 88's round). "The 12th onwards" is
from the 12th to today, and "the 10th up to the 20th" the days from one to the other: both were read as the
one day alone, a wrong answer. "This week, from Monday on", "the past four days, today in", "the four days from
the 5th to the 8th", "the opening weekend, the 3rd and 4th", "since we raised the price on the 12th - count the
12th" say their days again; a count that does not agree, or a bound said both ways, is refused. From the
demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo, money, revenue  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _taken(first: str, last: str) -> str:
    return money(revenue(lambda s: first <= s["date"] <= last))


@pytest.mark.parametrize("question, first, last", [
    ("Takings the 12th onwards", "2024-02-12", "2024-02-29"),
    ("how much money came in the 20th onward?", "2024-02-20", "2024-02-29"),
    ("Takings the 10th up to the 20th", "2024-02-10", "2024-02-20"),
    ("revenue the 3rd up to and including the 9th", "2024-02-03", "2024-02-09"),
])
def test_onwards_and_up_to_are_the_days_between(shop, question, first, last):
    answer = shop.ask(question).answer
    assert answer.endswith(f" {_taken(first, last)}."), answer


@pytest.mark.parametrize("question", [
    "Takings on the 5th, up to the 9th",  # one day, or from it to the 9th?
    "Takings up to the 9th onwards",  # up to it, or from it on?
    "Takings for the three days from the 5th to the 8th",  # four days, said as three
])
def test_days_said_two_ways_are_refused(shop, question):
    with pytest.raises(LedgerError):
        shop.ask(question)


@pytest.mark.parametrize("said, plainly", [
    ("How many sales have we had this week, from Monday on?", "How many sales have we had this week?"),
    ("Revenue over the past four days, today in", "Revenue over the past four days, including today"),
    ("Takings for the four days from the 5th to the 8th", "Takings from the 5th to the 8th"),
    ("Revenue for the opening weekend, the 3rd and 4th", "Revenue for the 3rd and 4th"),
    ("Average takings per day last week? Every day counts", "Average takings per day last week?"),
    ("Kilos of cherries sold since we raised the price on the 12th - count the 12th",
     "Kilos of cherries sold since the 12th, counting the 12th"),
    ("Which products have we not sold a single kilo of yet this week?",
     "Which products have we not sold any of this week?"),
    ("What's the apple price now, after we put it up?", "What's the apple price now?"),
    ("Cherry price as of today, after the rise?", "Cherry price now?"),
    ("What are we charging for grapes now, is it still about three dollars?", "What are we charging for grapes now?"),
    ("Takings since the 20th, before I cash up?", "Takings since the 20th?"),
])
def test_days_said_again_are_read_once(shop, said, plainly):
    assert shop.ask(said).answer == shop.ask(plainly).answer


def test_a_price_on_another_day_keeps_its_remark(shop):
    # "after we put it up" beside a past day is not the price now: left, and refused as a word not placed
    with pytest.raises(LedgerError):
        shop.ask("What was the apple price on the 10th, after we put it up?")
