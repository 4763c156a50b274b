"""A unit put right as it is said, read offline on the demo shop: "3 pounds, I mean kilos" keeps the
figure and takes the unit said last; a figure put right with "ugh" keeps the last figure."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text, expected", [
    ("Mei Chen took 3 pounds, I mean kilos, of pears", [sale("Mei Chen", ("pear", 3))]),
    ("sold Raj Patel 1.5 kg - sorry, lb - of grapes", [sale("Raj Patel", ("grape", 0.68))]),
    ("Bob Smith 4 lbs, oops, kilos of bananas", [sale("Bob Smith", ("banana", 4))]),
    ("Ann Brown 2 kg - ugh, 3 kg - of apples", [sale("Ann Brown", ("apple", 3))]),
])
def test_a_unit_or_figure_put_right_as_it_is_said(drafter, text, expected):
    assert read(drafter, text) == expected
