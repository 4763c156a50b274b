"""Spreadsheet rows pasted with no header and no record type ("name | product | kilos", a date
cell, a second number), read offline on the demo shop: the name says the kind (a customer's row
is a sale, a supplier's a purchase), the first number after the product is its weight in kg, a
second the sale's total (checked against the shelf price) or the delivery's cost per kilo. A row
with a name the shop does not know, a delivery without its cost, or a number that has no place
is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Ken Smith | pear | 3", [sale("Ken Smith", ("pear", 3))]),
    ("Bob Smith;grapes;0.75", [sale("Bob Smith", ("grape", 0.75))]),
    ("Raj Patel\tmango\t2\t4.80", [sale("Raj Patel", ("mango", 2))]),  # 2 kg at 2.40: the line's total
    ("27/02/2024 | Zoe Davis | cherry | 0.5", [sale("Zoe Davis", ("cherry", 0.5), date="2024-02-27")]),
    ("Luis Garcia, 2024-02-26, oranges, 1", [sale("Luis Garcia", ("orange", 1), date="2024-02-26")]),
    ("Ann Brown | banana | 1 | 1.20 | paid", [sale("Ann Brown", ("banana", 1))]),
    ("Tom Lee\tapple\t1\nMei Chen\tpear\t2",
     [sale("Tom Lee", ("apple", 1)), sale("Mei Chen", ("pear", 2))]),
    ("Green Valley Farms | mango | 12 | 1.60\nGreen Valley Farms | apple | 10 | 1.05",
     [purchase("Green Valley Farms", ("mango", 12, 1.6, None), ("apple", 10, 1.05, None))]),
    ("ABC;cherry;8;2.10;sell 3.40", [purchase("ABC", ("cherry", 8, 2.1, 3.4))]),
])
def test_a_row_without_a_type_is_read_by_its_name(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Priya Kaur | apple | 1",  # nobody the shop knows: a new customer is not guessed from a row
    "Hillside Produce | pear | 12",  # a delivery without what it cost
    "Eva Berg, apples, 2, 9.99",  # 2 kg of apples at 1.70 come to 3.40, not 9.99
    "Tom Lee | 3 | apple",  # a number before the product: nothing says what it is
    "Tom Lee | apple | 2 | 3.40 | 7",
    "Mei Chen | pear | 1 | 1.44 | sell 2.00",  # a sale's row with a selling price
])
def test_a_row_without_a_type_that_does_not_fit_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
