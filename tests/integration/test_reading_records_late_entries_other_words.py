"""A late entry owned up to in other words than the ones already read ("which I never wrote down", "I didn't
log it", "I did not record it at the time", "only logging it now", "I only found the slip today"): the record
stands, the aside is dropped. Each was refused."""

import pytest

from tests.integration.test_reading_records import adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Bob Smith bought 2 kg of grapes yesterday, which I never wrote down.",
     [sale("Bob Smith", ("grape", 2.0), date="2024-02-28")]),
    ("Mei Chen had 1 kg of cherries, and I didn't log it.", [sale("Mei Chen", ("cherry", 1.0))]),
    ("Tom Lee bought 3 kg of pears and I did not record it at the time.", [sale("Tom Lee", ("pear", 3.0))]),
    ("threw out 2 kg of mouldy oranges, only logging it now", [adjustment("orange", -2.0, "mouldy")]),
    ("Zoe Davis bought 2 kg of apples and I only found the slip today.", [sale("Zoe Davis", ("apple", 2.0))]),
])
def test_a_late_entry_owned_up_to_keeps_its_record(drafter, text, expected):
    assert read(drafter, text) == expected
