"""An accountant's formal terms: revenue "recognised" or "booked" on a day, a price "we have realised",
"operating revenue", "customer accounts", sales "on Ann Brown's account"; each read as the plain words.
"Which customer accounts for the most" keeps its verb."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("revenue recognised yesterday", "revenue yesterday"),
    ("How much revenue was booked last week?", "How much revenue last week?"),
    ("the average selling price per kilo we have realised on pears in February",
     "the average selling price per kilo on pears in February"),
    ("operating revenue from the 5th to the 11th", "revenue from the 5th to the 11th"),
    ("Which two customer accounts spent the least?", "Which two customers spent the least?"),
    ("Sales on Ann Brown's account this month?", "Sales by Ann Brown this month?"),
    ("kilos sold totals per day last week", "kilos sold total per day last week"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_account_for_is_a_verb(shop):
    assert "Zoe Davis" in shop.ask("Which customer accounts for the most revenue?").answer
