""""Bought 2 kg apples from Tom Lee": the shop buying from someone it knows only as a customer. It was read
as a sale to Tom Lee (the direction turned round, silently); it is refused, asking who bought what from whom.
A customer who bought ("Tom Lee bought 2 kg apples", "… from us") is still a sale, and a delivery from a
supplier still a purchase."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import purchase, read, sale

TODAY = dt.date(2024, 2, 29)


@pytest.mark.parametrize("text", ["Bought 2 kg apples from Tom Lee", "we purchased 3kg pears from bob smith today"])
def test_bought_from_a_customer_is_refused(drafter, text):
    with pytest.raises(LedgerError, match="one named is a customer"):
        drafter.draft(text, TODAY)


@pytest.mark.parametrize("text", ["Tom Lee bought 2 kg apples", "Tom Lee bought 2 kg apples from us"])
def test_a_customer_who_bought_is_a_sale(drafter, text):
    assert read(drafter, text) == [sale("Tom Lee", ("apple", 2))]


def test_bought_from_a_supplier_is_a_purchase(drafter):
    assert read(drafter, "we bought 10 kg apples from Hillside at 1.10") == [
        purchase("Hillside Produce", ("apple", 10, 1.10, None))]
