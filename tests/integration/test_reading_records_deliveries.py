"""What the delivery receiver types, read offline on the demo shop: a supplier's document code
on its own ("Hillside HX-5512: …") names the invoice, not a quantity; damage "on arrival" is a
write-off beside the delivery; a price change "for good" / "permanently" is a price change."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, purchase, read


def test_a_document_code_alone_names_the_invoice(drafter):
    assert read(drafter, "ABC QX-4471: 8 kg pears at 0.95 a kilo.") == [purchase("ABC", ("pear", 8, 0.95, None))]


def test_damage_on_arrival_is_written_off_beside_the_delivery(drafter):
    assert read(drafter, "Hillside invoice 9031: 10 kg oranges at 0.85/kg, 2 kg squashed on arrival.") == [
        purchase("Hillside Produce", ("orange", 10, 0.85, None)), adjustment("orange", -2.0, "damaged")]


def test_a_permanent_price_change(drafter):
    assert read(drafter, "Grapes up to 3.10 a kilo permanently.") == [price("grape", 3.1)]


def test_a_total_said_in_total(drafter):
    assert read(drafter, "Invoice KT-7710 (ABC): cherries 8 kg, 20.00 in total.") == [
        purchase("ABC", ("cherry", 8, 2.5, None))]


def test_a_selling_price_after_a_one_line_delivery(drafter):
    assert read(drafter, "Hillside invoice 9050: 12 kg pears, 10.80 total. Selling at 1.55 from today.") == [
        purchase("Hillside Produce", ("pear", 12, 0.9, 1.55))]


def test_a_selling_price_from_another_day_is_not_the_deliverys(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Hillside invoice 9051: 12 kg pears, 10.80 total. Selling at 1.55 from Monday.", TODAY)
