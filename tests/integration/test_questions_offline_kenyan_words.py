"""A Kenyan-English manager's words (set 96): "kindly avail" or "kindly share" a figure is "give me" it; "Sawa,"
opening a question is assent; "Madam Ann", "Mzee Bob" are the customers named; kilos that "have gone out" were
sold; what "we were having" on "the 12th evening" is the stock at the close of the 12th."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("Kindly avail the refunds for last week.", "Give me the refunds for last week."),
    ("Please avail me with the number of sales yesterday.", "Give me the number of sales yesterday."),
    ("Kindly share the revenue per product for this month.", "Give me the revenue per product for this month."),
    ("Sawa sawa, what is the stock of pears?", "what is the stock of pears?"),
    ("What has Madam Ann spent this month?", "What has Ann spent this month?"),
    ("How much has Mama Zoe spent this week?", "How much has Zoe spent this week?"),
    ("How many kgs have gone out for the last 4 days?", "How many kgs went out for the last 4 days?"),
    ("The grapes we were having on the 12th evening, how many kgs?",
     "How many kgs of grapes did we have at close on the 12th?"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


@pytest.mark.parametrize("said, plain", [
    ("How much money did we use to buy stock from ABC?", "How much money did we spend on stock from ABC?"),
    ("Which customers have come for pears?", "Which customers have bought pears?"),
])
def test_money_used_to_buy_and_customers_who_came_for(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
