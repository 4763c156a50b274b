"""A clerk's document numbers with short serials are the paper's, never a quantity: an invoice, a
write-off slip or a price-change slip numbered "INV-12", "WO-3", "PC-40", or a "ref"/"adj" number,
leaves the record it heads as if it were not there (the prefix's kind said in words)."""

import pytest

from tests.integration.test_reading_records import adjustment, price, purchase, read


@pytest.mark.parametrize("text, expected", [
    ("INV-12 ABC: pears 15 kg @ 1.00", [purchase("ABC", ("pear", 15, 1.0, None))]),
    ("WO-3 apples bruised 1 kg", [adjustment("apple", -1, "damaged")]),
    ("PC-40 grapes 2.90", [price("grape", 2.9)]),
    ("ref 4120 write-off, mango 2 kg, rotten", [adjustment("mango", -2, "rotten")]),
    ("adj #12 bananas thrown out 1 kg, mouldy", [adjustment("banana", -1, "mouldy")]),
])
def test_a_document_number_is_no_part_of_the_record(drafter, text, expected):
    assert read(drafter, text) == expected
