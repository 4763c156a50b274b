"""Days written as headings over lists: a short weekday with its date ("Sat 24th:", "Tue 27th"), a
bare ordinal on a line of its own ("26th:"), and a second heading further down, which dates only
the lines under it (never today, never the first heading's day). A weekday that does not agree
with its date is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def test_a_short_weekday_with_its_date(drafter):
    assert read(drafter, "Tue 27th: Ken Smith 1 kg pears") == [sale("Ken Smith", ("pear", 1), date="2024-02-27")]


def test_each_heading_dates_the_lines_under_it(drafter):
    assert read(drafter, "Mon 26th:\n- Bob Smith 1kg grapes\n- Eva Berg 2kg apples\nWed 28th:\n- Mei Chen 1kg mango") == [
        sale("Bob Smith", ("grape", 1), date="2024-02-26"), sale("Eva Berg", ("apple", 2), date="2024-02-26"),
        sale("Mei Chen", ("mango", 1), date="2024-02-28")]


def test_bare_ordinals_as_headings(drafter):
    assert read(drafter, "25th:\n- Tom Lee 1kg oranges\n27th:\n- Zoe Davis 2kg pears") == [
        sale("Tom Lee", ("orange", 1), date="2024-02-25"), sale("Zoe Davis", ("pear", 2), date="2024-02-27")]


def test_a_weekday_that_disagrees_with_its_date_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Fri 27th: Ken Smith 1 kg pears", TODAY)
        assert not draft.open_choices()
