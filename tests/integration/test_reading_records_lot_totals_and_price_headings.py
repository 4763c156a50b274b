"""Small ways of saying money: an amount "for the lot" is the whole line's total (so the price
per kg is worked out), so is "The invoice said 15.00 in total." after a delivery, and "Price
changes from today:" heads a list of new prices, each read as its own price change. A list of
price changes for tomorrow, and an invoice amount not said to be the total, are still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, price, purchase, read


def test_an_amount_for_the_lot_is_the_delivery_total(drafter):
    assert read(drafter, "ABC brought 20 kg of oranges, 18.00 for the lot") == [
        purchase("ABC", ("orange", 20, 0.9, None))]


def test_price_changes_head_a_list_of_prices(drafter):
    assert read(drafter, "Price changes from today: grapes down to 2.60, pears up to 1.55") == [
        price("grape", 2.6), price("pear", 1.55)]


def test_price_changes_for_tomorrow_are_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Price changes tomorrow: grapes 2.60", TODAY)
        assert not draft.open_choices()


def test_the_invoice_total_said_after_the_delivery(drafter):
    assert read(drafter, "Hillside delivered 25 kg of bananas. The invoice said 15.00 in total.") == [
        purchase("Hillside Produce", ("banana", 25, 0.6, None))]


def test_an_invoice_amount_not_said_to_be_the_total_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Hillside delivered 25 kg of bananas. The invoice said 15.00.", TODAY)
        assert not draft.open_choices()
