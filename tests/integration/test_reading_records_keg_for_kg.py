""""keg" is what a phone's autocorrect makes of "kg": after a figure, "a" or "per" it is the
kilogram, in a sale, a delivery's cost, a shelf price or a write-off alike."""

import pytest

from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Ken Smith 3 keg pears", [sale("Ken Smith", ("pear", 3))]),
    ("Hillside brought 12 kegs of apples at 1.05 per keg", [purchase("Hillside Produce", ("apple", 12, 1.05, None))]),
    ("oranges down to 1.40 a keg", [price("orange", 1.4)]),
    ("threw out 1 keg of bananas, rotten", [adjustment("banana", -1, "rotten")]),
])
def test_keg_after_an_amount_is_a_kilogram(drafter, text, expected):
    assert read(drafter, text) == expected
