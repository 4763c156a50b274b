"""The amount wanted, said after the question (set 96): "I want the amount" after a question of selling,
spending or refunding is the money (it was read as kilos); after a question of kilos it is asked back."""

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
    ("What did we sell in the first week? I need the amount.", "What did we sell in the first week? In money."),
    ("how much pear have we sold this month, just the amount please", "how much pear have we sold this month, in money?"),
])
def test_the_amount_wanted_is_the_money(shop, said, plain):
    answer = shop.ask(said)
    assert answer.answer == shop.ask(plain).answer
    assert "kg" not in answer.answer


def test_the_amount_after_kilos_is_asked_back(shop):
    with pytest.raises(LedgerError):
        shop.ask("How many kg of pears went out last week? I want the amount.")


def test_sold_with_the_amount_wanted_is_the_takings(shop):
    answer = shop.ask("How much did we sell in the week before last? We need the amount.")
    assert answer.answer.startswith("Revenue")
