"""Selling prices said as what the shop charges (set 98): stock worth "at the prices we charge", "at what
we charge", "at the price we sell them for"; stock at "what we paid" stays at cost."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("what's the grape stock worth at the prices we charge", "grape stock value at selling prices"),
    ("stock value at what we charge", "stock value at selling prices"),
    ("what is our stock worth at the price we sell it for", "stock value at selling prices"),
])
def test_at_selling_prices(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_what_we_paid_is_cost(shop):
    assert shop.ask("stock value at what we paid").answer != shop.ask("stock value at selling prices").answer
