"""An amount said in its two coins, "dollars and … cents", is one amount: a price per kilo on a
delivery, or what a customer paid, checked against the shelf price like any other total. The "and"
joins only when "cents" follows, so "2 dollars and 3 kg …" is never read as 2.03."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read, sale


def test_a_price_per_kilo_in_dollars_and_cents(drafter):
    assert read(drafter, "Hillside Produce delivered 12 kg pears at one dollar and ten cents per kilo.") == [
        purchase("Hillside Produce", ("pear", 12, 1.1, None))]


def test_what_a_customer_paid_in_dollars_and_cents_agrees_with_the_shelf(drafter):
    assert read(drafter, "Mei Chen bought 2 kg of grapes and she paid 5 dollars and 60 cents.") == [
        sale("Mei Chen", ("grape", 2))]


def test_a_paid_amount_that_disagrees_is_still_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Mei Chen bought 2 kg of grapes and paid 9 dollars and 10 cents.", TODAY)
        assert not draft.open_choices() and draft.records
