"""A unit said once for a list of weights ("two kilogrammes of pears and one of grapes"): a figure, "of" and a
product right after a weight said with its unit is that many of the same unit."""

import pytest

from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Mrs Berg took two kilogrammes of apples and one of cherries.", [sale("Eva Berg", ("apple", 2), ("cherry", 1))]),
    ("sold tom lee 1 kg of pears, 2 of oranges and 1 of grapes",
     [sale("Tom Lee", ("pear", 1), ("orange", 2), ("grape", 1))]),
    ("Hillside Produce delivered ten kilos of oranges and six of mangoes, at 0.90 and 1.50 respectively.",
     [purchase("Hillside Produce", ("orange", 10, 0.9, None), ("mango", 6, 1.5, None))]),
])
def test_a_unit_said_once_carries_to_the_next_weights(drafter, text, expected):
    assert read(drafter, text) == expected
