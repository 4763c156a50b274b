"""A formal writer's "I wish to place on record that …" / "I should like to put on record that …",
read offline on the demo shop: an opening that only says the writer is telling it, dropped like
"I would be obliged if you could record that …", so the facts after it are read."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text, expected", [
    ("I wish to place on record that Tom Lee bought 2 kilograms of pears today.", [sale("Tom Lee", ("pear", 2))]),
    ("We should like to put on record that Mei Chen purchased 1 kg of grapes.", [sale("Mei Chen", ("grape", 1))]),
])
def test_an_opening_placing_it_on_record_is_dropped(drafter, text, expected):
    assert read(drafter, text) == expected
