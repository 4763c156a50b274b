"""An amount of buying (set 94): "the purchase amount" is money (what we paid), as a sale's or a refund's
amount is; an amount bought said any other way could be money or kilos and is asked back, never read as
kilos unsaid; an amount "of" a fruit or one said in kilos says which already."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("the purchase amount from ABC last week", "what did we pay ABC last week"),
    ("purchases amount per supplier this month", "what did we pay per supplier this month"),
    ("What was our purchase amt with Hillside Produce?", "What did we pay Hillside Produce?"),
])
def test_a_purchase_amount_is_money(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


@pytest.mark.parametrize("said", [
    "what amount did we buy from Green Valley Farms this month",
    "total amount purchased last week",
])
def test_an_amount_bought_is_asked_back(shop, said):
    with pytest.raises(LedgerError, match="money paid for it, or the kilos"):
        shop.ask(said)


def test_an_amount_of_a_fruit_stays_kilos(shop):
    # guard (passes before the change too): an amount of a named fruit bought is its kilos
    assert shop.ask("amount of pears bought this month").answer == shop.ask("kilos of pears bought this month").answer
