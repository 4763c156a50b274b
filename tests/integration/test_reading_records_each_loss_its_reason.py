"""Two losses told as two happenings joined by "and": each keeps the reason said with it. The first
line's words ran on to the second's product, so "somebody nicked" after the first loss's own reason made
both losses thefts."""

import pytest

from tests.integration.test_reading_records import adjustment, read


@pytest.mark.parametrize("text, expected", [
    ("Had to bin 1.5 kg of pears, mouldy, and somebody nicked 2 kg of grapes",
     [adjustment("pear", -1.5, "mouldy"), adjustment("grape", -2.0, "stolen")]),
    ("3 kg oranges went rotten and then a customer's kid stole half a kilo of cherries",
     [adjustment("orange", -3.0, "rotten"), adjustment("cherry", -0.5, "stolen")]),
    # two reasons joined by "and" are still the first line's: the stronger one is its reason
    ("Chucked 2 kg of pears, gone soft and mouldy, and 1 kg of apples got crushed",
     [adjustment("pear", -2.0, "mouldy"), adjustment("apple", -1.0, "damaged")]),
])
def test_each_loss_keeps_the_reason_said_with_it(drafter, text, expected):
    assert read(drafter, text) == expected


def test_one_reason_before_two_lines_is_both_lines(drafter):
    assert read(drafter, "someone pinched 2 kg apples and 1 kg pears") == [
        adjustment("apple", -2.0, "stolen"), adjustment("pear", -1.0, "stolen")]
