"""Who a refund went to, said again (set 96): "refunded to the customers who returned" names no one in
particular and is the refunds' total, not a table by customer. A clause naming what came back is the refunds for it."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("what have we paid back to all the customers that returned?", "what have we paid back?"),
    ("how much was refunded to those shoppers who took their fruit back last week",
     "how much was refunded last week"),
    ("how much money did we hand back to folks who brought things back", "how much money did we hand back"),
])
def test_the_refunded_said_again_is_the_total(shop, said, plain):
    answer = shop.ask(said)
    assert answer.answer == shop.ask(plain).answer
    assert "by customer" not in answer.answer


def test_a_clause_naming_what_came_back_is_the_refunds_for_it(shop):
    answer = shop.ask("what did we pay back to the people that returned pears?")
    assert answer.answer == shop.ask("what did we pay back for pears?").answer
    assert "by customer" not in answer.answer
