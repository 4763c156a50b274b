"""A South African writer's shop records: an exclamation before the record ("Eish,", "Ja,",
"Shame,", "Boet,") says nothing of it; "was here now now" is just now; an amount with a comma for
its point is read as one, for a whole delivery ("16,00 for the lot") or after whom a sale went to
("…, to Ann Brown, 3,40"), and checked against the shop's prices as any amount is."""

import pytest

from app.records_from_text.reader.south_african_words import south_african_in_english
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Eish, 1,5kg of the pears went mouldy", [adjustment("pear", -1.5, "mouldy")]),
    ("Ja, Tom Lee was in now now, bought 1kg grapes", [sale("Tom Lee", ("grape", 1))]),
    ("Shame, 2kg of the oranges got squashed, damaged", [adjustment("orange", -2, "damaged")]),
    ("Boet, somebody stole 2kg bananas off the table", [adjustment("banana", -2, "stolen")]),
])
def test_an_exclamation_before_the_record_says_nothing_of_it(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_delivery_total_with_a_decimal_comma(drafter):
    assert read(drafter, "Green Valley brought 8kg mangoes, 16,00 for the lot, sell at 2,60") == [
        purchase("Green Valley Farms", ("mango", 8, 2.0, 2.6))]


def test_an_amount_after_whom_a_sale_went_to_is_checked(drafter):
    assert read(drafter, "Sold 2kg apples to Ann Brown, 3,40") == [sale("Ann Brown", ("apple", 2))]
    with pytest.raises(LedgerError):  # not the shop's price: refused, never dropped
        read(drafter, "Sold 2kg apples to Ann Brown, 3,00")


@pytest.mark.parametrize("text", [
    "Eish, so quiet today, nobody came",
    "Ja, the card machine is broken again",
])
def test_an_exclamation_before_no_record_is_still_no_record(drafter, text):
    try:
        records = read(drafter, text)
    except LedgerError:
        return
    assert all(r["kind"] == "note" for r in records), records


def test_now_now_of_something_still_to_come_is_left_as_typed():
    assert south_african_in_english("I'll ring Hillside now now") == "I'll ring Hillside now now"
