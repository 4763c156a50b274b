"""A unit or a figure put right as it is said, read offline on the demo shop: "3 pounds, I mean kilos"
keeps the figure and takes the unit said last; a figure put right with "ugh" keeps the last figure;
an amount to the cent put right by another ("2.50, wait, 2.60", "2.90. Actually 2.95.") is the last."""

import pytest

from tests.integration.test_reading_records import price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Mei Chen took 3 pounds, I mean kilos, of pears", [sale("Mei Chen", ("pear", 3))]),
    ("sold Raj Patel 1.5 kg - sorry, lb - of grapes", [sale("Raj Patel", ("grape", 0.68))]),
    ("Bob Smith 4 lbs, oops, kilos of bananas", [sale("Bob Smith", ("banana", 4))]),
    ("Ann Brown 2 kg - ugh, 3 kg - of apples", [sale("Ann Brown", ("apple", 3))]),
])
def test_a_unit_or_figure_put_right_as_it_is_said(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("cherry price to 3.30, wait, 3.40", [price("cherry", 3.4)]),
    ("apples now 1.60, sorry typo, 1.65", [price("apple", 1.65)]),
    ("orange price 1.50. Actually 1.58.", [price("orange", 1.58)]),
    ("grapes now 2.85, oops no, 2.95", [price("grape", 2.95)]),
])
def test_an_amount_to_the_cent_put_right_by_the_one_said_last(drafter, text, expected):
    assert read(drafter, text) == expected
