"""A bookkeeper's label for an entry made late, before it ("Entering late: …", "Late entry (Monday
26th): …", "Backdated entry - …"), read offline on the demo shop: the label says nothing of the
record, whose own date dates it."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Entering late: 2024-02-26, Zoe Davis, 1 kg grapes", [sale("Zoe Davis", ("grape", 1), date="2024-02-26")]),
    ("Late entry (Monday 26th): Bob Smith bought 2 kg pears", [sale("Bob Smith", ("pear", 2), date="2024-02-26")]),
    ("Backdated entry - Mei Chen 1 kg apples yesterday", [sale("Mei Chen", ("apple", 1), date="2024-02-28")]),
])
def test_a_late_entry_label_is_dropped(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_plan_under_a_late_entry_label_is_still_refused(drafter):
    with pytest.raises(LedgerError, match="not happened yet"):
        drafter.draft("Late entry: Tom Lee will buy 1 kg cherries tomorrow", TODAY)
