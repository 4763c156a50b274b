"""Set 74: how an answer is laid out or worked out, said in passing and already so — "highest day first",
"each week by its Monday", "what we paid a kilo on average for everything we bought", "average spend per
customer, revenue divided by the number of customers"."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("in_passing", "plain"), [
    ("rank the days of last week by revenue, biggest day first", "rank the days of last week by revenue"),
    ("revenue for each week, by its Monday, this month", "revenue by week this month"),
    ("weekly takings in February with each week identified by its Monday", "revenue by week in February"),
    ("on average what did we pay per kilo for everything we purchased in February",
     "what did we pay per kilo on average in February"),
    ("average spend per customer last week, revenue divided by the number of distinct customers",
     "average spend per customer last week"),
])
def test_said_in_passing_is_the_plain_question(shop, in_passing, plain):
    said = shop.ask(in_passing)
    assert said.steps[-1].rows == shop.ask(plain).steps[-1].rows and said.steps[-1].rows


@pytest.mark.parametrize(("in_passing", "plain"), [
    ("read me the customers who spent the most last week, from the highest down, just the first two",
     "top 2 customers by spend last week"),
    ("could you read out the fruits with the most revenue this month, from the top down, only the first 2?",
     "top 2 fruits by revenue this month"),
])
def test_a_ranking_read_out_from_the_top(shop, in_passing, plain):
    said = shop.ask(in_passing)
    assert said.steps[-1].rows == shop.ask(plain).steps[-1].rows and len(said.steps[-1].rows) > 1
