"""A message that opens with its day, a comma after it, read offline on the demo shop (today
Thursday 2024-02-29): a weekday with its date ("Tuesday the 27th, …") and a weekday said again
after the date ("the 22nd, which was Thursday, …") date the record that follows, and a weekday
that disagrees with its date is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Tuesday the 27th, Tom Lee took 1 kg grapes",
     [sale("Tom Lee", ("grape", 1), date="2024-02-27")]),
    ("On Friday the twenty-third, Mei Chen purchased 2 kilograms of pears.",
     [sale("Mei Chen", ("pear", 2), date="2024-02-23")]),
    ("on the 22nd, which was Thursday, Ann Brown bought 1 kg oranges",
     [sale("Ann Brown", ("orange", 1), date="2024-02-22")]),
    ("Yesterday, which was a Wednesday, Raj Patel got 1.5 kg cherries",
     [sale("Raj Patel", ("cherry", 1.5), date="2024-02-28")]),
])
def test_a_day_said_first_with_a_comma_dates_the_record(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "on the 22nd, which was Friday, Ann Brown bought 1 kg oranges",
    "yesterday, that was Tuesday, Tom Lee took 1 kg grapes",
])
def test_a_weekday_that_is_not_the_dates_is_refused(drafter, text):
    with pytest.raises(LedgerError) as refused:
        drafter.draft(text, TODAY)
    assert "not a" in refused.value.message
