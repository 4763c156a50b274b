"""A delivery driver's notes typed at the lights: where the van stands ("at the lights.", "red
again lol.") and where it was going ("on my way back") say nothing of the record; "this am" and
"this morn" are this morning; "14.00 total sell 2.10" is a delivery's total, then its shelf price."""

import pytest

from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("at the lights. dropped 1kg cherries to eva berg on my way back", [sale("Eva Berg", ("cherry", 1))]),
    ("red light again lol. tom lee 2kg apples paid 3.40", [sale("Tom Lee", ("apple", 2))]),
    ("stuck in traffic. ida novak 1kg pears", [sale("Ida Novak", ("pear", 1))]),
])
def test_where_the_van_is_says_nothing_of_the_record(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "ken smith sent back the mango n pears frm this am",
    "ken smith sent back mango n pears from this morn, too soft",
])
def test_this_am_and_this_morn_are_this_morning(drafter, text):
    (back,) = read(drafter, text)  # his sale of this morning (the 29th): mango and pears
    assert back["kind"] == "return" and back["sale_date"] == "2024-02-29"


def test_a_total_then_a_shelf_price(drafter):
    assert read(drafter, "hillside 7kg pears 14.00 total sell 2.10") == [
        purchase("Hillside Produce", ("pear", 7, 2.0, 2.1))]
