"""Buying and selling said at home (set 88's round): fruit bought "off us", what a customer "had off us,
money-wise", "everyone who bought", what a supplier "billed us for everything they delivered", "the cost of
the goods we sold", "two in one day counts as two" beside a count of sales, "what did we make on X, after what
they cost" (the profit), and "after she sent some back" (net of returns, as always). Each is answered as its
plain words are. From the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plainly", [
    ("Which customers bought apples off us last week?", "Which customers bought apples last week?"),
    ("What has Zoe Davis had off us this month, money-wise?", "What has Zoe Davis spent this month, money-wise?"),
    ("Everyone who bought cherries this week", "The customers who bought cherries this week"),
    ("How much did ABC bill us for everything they delivered last week?", "How much did we pay ABC last week?"),
    ("Cost of the goods we sold this month", "Cost of goods sold this month"),
    ("How many sales did Ann Brown have this month? Two in one day counts as two.",
     "How many sales did Ann Brown have this month?"),
    ("How many sales did Mei Chen have last week - every ring of the till?",
     "How many sales did Mei Chen have last week?"),
    ("What did we make on the cherries, after what they cost?", "What profit did we make on the cherries?"),
    ("What did Tom Lee spend this month, after he sent some back?", "What did Tom Lee spend this month?"),
])
def test_said_at_home_is_read_plainly(shop, said, plainly):
    assert shop.ask(said).answer == shop.ask(plainly).answer
