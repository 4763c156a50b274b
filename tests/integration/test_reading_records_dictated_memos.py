"""A record dictated as a memo: a file note's heading ("Memo for the file:", "File note re
stock:") before a sentence that says something was done to a weight of goods goes, as do
"Ends." closing it, "Item one:" before each record and "Please adjust accordingly." after them;
"the 12th inst./instant" is this month's; a "price alteration" is a price change; "retail price
to be 1.60" is that price; "Record a write-off." before the write-off goes. A file note with no
record in it is still a note, kept as typed."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Memo for the file: yesterday Mrs Novak bought 2 kg of pears at 1.44 per kilogram.",
     [sale("Ida Novak", ("pear", 2), date="2024-02-28")]),
    ("File note re stock - 3 kilograms of bananas were written off as rotten.",
     [adjustment("banana", -3, "rotten")]),
    ("Memorandum for the records, full stop. Mr Lee purchased one kilogram of cherries full stop. Ends.",
     [sale("Tom Lee", ("cherry", 1))]),
    ("Please record that on the 21st instant Mr Patel acquired two kilograms of apples.",
     [sale("Raj Patel", ("apple", 2), date="2024-02-21")]),
])
def test_a_file_notes_heading_over_a_record_says_nothing_of_it(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Memo for the file: the landlord will inspect the premises next quarter.",
    "Note for the records: Hillside Produce now invoices fortnightly.",
])
def test_a_file_note_with_no_record_in_it_is_a_note(drafter, text):
    (note,) = read(drafter, text)
    assert note["kind"] == "note" and note["text"] == text


def test_numbered_items_each_a_record(drafter):
    text = "Item one: sale to Mrs Berg, 2 kg oranges. Item two: sale to Mr Haddad, 1 kg mango."
    assert read(drafter, text) == [sale("Eva Berg", ("orange", 2)), sale("Omar Haddad", ("mango", 1))]


@pytest.mark.parametrize("text, expected", [
    ("Kindly enter a price alteration: cherries to 3.50 per kilogram.", [price("cherry", 3.5)]),
    ("Price alteration: mangoes to 2.70 per kilogram with effect from today.", [price("mango", 2.7)]),
])
def test_a_price_alteration_is_a_price_change(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_retail_price_to_be_is_the_shelf_price(drafter):
    text = "Goods received from ABC, 12 kilograms of pears at 0.90 per kilogram, retail price to be 1.50."
    assert read(drafter, text) == [purchase("ABC", ("pear", 12, 0.9, 1.5))]


def test_the_kind_of_record_said_before_it_goes(drafter):
    text = "Record a write-off, full stop. Two kilograms of grapes are to be written off as mouldy."
    assert read(drafter, text) == [adjustment("grape", -2, "mouldy")]
    with pytest.raises(LedgerError):  # a heading saying a sale, over a write-off: which is it?
        read(drafter, "Record a sale, full stop. Two kilograms of grapes are to be written off as mouldy.")


def test_please_adjust_accordingly_after_a_count_says_nothing_of_it(drafter):
    (counted,) = read(drafter, "Physical stock-take of pears at close: 30 kilograms counted. Please adjust accordingly.")
    assert counted["kind"] == "stock_adjustment" and counted["reason"] == "stock count"
    assert counted["product"] == "pear"


def test_items_for_the_record_numbered_in_words(drafter):
    text = "Items for the record: one, 2 kg of pears stolen; two, sale to Mrs Berg of 1 kg of grapes."
    assert read(drafter, text) == [adjustment("pear", -2, "stolen"), sale("Eva Berg", ("grape", 1))]
