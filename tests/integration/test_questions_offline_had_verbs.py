"""Verbs that only say a record happened: customers "served" are the customers who bought, customers who
"received" refunds got them, products "involved in" returns had returns, a sale "rung up" is a sale; "across
the board" is every product; "what's … again?" asks once more. A delivery "received" is not a refund."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_customers_served_are_those_who_bought(shop):
    assert shop.ask("how many different people have we served this week").answer == \
        shop.ask("how many customers did we have this week").answer


def test_customers_who_received_refunds(shop):
    answer = shop.ask("which customers received a refund in February")
    assert answer.answer == shop.ask("which customers got a refund in February").answer
    assert "Bob Smith" in answer.answer


def test_products_involved_in_returns(shop):
    assert shop.ask("what fruit was involved in returns last week").answer == \
        shop.ask("what fruit had returns last week").answer


def test_sale_rung_up(shop):
    assert shop.ask("the smallest sale we rang up in February?").answer == \
        shop.ask("the smallest sale in February?").answer


def test_across_the_board(shop):
    assert shop.ask("what's the stock across the board right now").answer.startswith("Stock now: apple:")


def test_what_is_again(shop):
    assert shop.ask("what's the grape price again?").answer == shop.ask("what's the grape price?").answer


def test_received_delivery_is_not_a_refund(shop):
    with pytest.raises(LedgerError):
        shop.ask("which customers received deliveries")
