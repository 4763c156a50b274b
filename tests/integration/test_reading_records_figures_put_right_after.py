"""A weight put right after the line is done, read offline on the demo shop: the mark may open the
next sentence ("… mouldy. No, 2.5kg"), be "correction" or "make it", say the figure again ("actually
it was 3kg", "sorry, make that 2"), and the line's total may follow the right figure ("…, 3.60
total"). The right figure replaces the one weight before it."""

import pytest

from tests.integration.test_reading_records import read, sale


def write_off(product, quantity, reason):
    return {"kind": "stock_adjustment", "date": "2024-02-29", "product": product, "quantity": quantity,
            "reason": reason, "unit": "kg"}


@pytest.mark.parametrize("text, expected", [
    ("binned 2 kg pears, mouldy. No, 2.5kg", [write_off("pear", -2.5, "mouldy")]),
    ("threw out 1 kg grapes, rotten. Actually make that 0.5", [write_off("grape", -0.5, "rotten")]),
    ("Mei Chen 2kg apples, correction 3kg", [sale("Mei Chen", ("apple", 3))]),
    ("Tom Lee 1kg oranges. Sorry, it was 2kg", [sale("Tom Lee", ("orange", 2))]),
    ("Sold Ida Novak 2kg bananas - sorry, 3kg, 3.60 total.", [sale("Ida Novak", ("banana", 3))]),
])
def test_a_weight_put_right_after_its_line_is_the_weight_read(drafter, text, expected):
    assert read(drafter, text) == expected

