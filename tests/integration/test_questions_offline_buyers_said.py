"""Who bought, said loosely (set 96): "the shop" buying is our buying in; "somebody" or "people" buying is the
customers' (both were asked back: bought by whom?)."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("how many kilos of pears did the shop buy last week", "how many kilos of pears did we buy last week"),
    ("how many times did someone buy something yesterday", "how many times did customers buy something yesterday"),
])
def test_the_buyer_said_loosely(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_the_shop_buying_is_not_read_as_a_customer(shop):
    assert shop.ask("how many kilos of grapes did the shop buy this month?").answer.startswith("Kilos bought")
