"""Days said in ways that were misread: a day of this month still to come ("on the 25th" said on
the 20th) is refused, never moved back to last month; "sun" after "the" and "sat" before where
something sat are words, not weekdays; and "Today:" after an earlier day dates what follows it."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import price, purchase, read, sale

MID_MONTH = dt.date(2024, 2, 14)
EARLY_MARCH = dt.date(2024, 3, 5)  # last month's days are the demo's, in stock


@pytest.mark.parametrize("text", [
    "Bananas go to 0.99 starting the 21st",
    "sold Ida Novak 1 kg pears on the 19th",
    "Hillside 10kg bananas @ 0.60 the twenty second",
])
def test_a_day_of_this_month_still_to_come_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, EARLY_MARCH)
        assert not draft.open_choices()


def test_a_day_of_this_month_gone_by_is_still_read(drafter):
    assert read(drafter, "grapes down to 2.10 from the 12th", MID_MONTH) == [price("grape", 2.1, date="2024-02-12")]


@pytest.mark.parametrize("text", [
    "note: keep the bananas out of the sun",
    "Reminder for everyone: the grapes must not stand in the sun",
])
def test_the_sun_is_no_sunday(drafter, text):
    [note] = read(drafter, text, MID_MONTH)
    assert (note["kind"], note["date"]) == ("note", "2024-02-14")


def test_something_that_sat_somewhere_is_no_saturday(drafter):
    [note] = read(drafter, "note: the pears sat on the floor all night", MID_MONTH)
    assert (note["kind"], note["date"]) == ("note", "2024-02-14")


def test_today_after_an_earlier_day_dates_what_follows(drafter):
    assert read(drafter, "Yesterday, Hillside: 10kg pears at 0.90. Today: Eva Berg 2kg pears", MID_MONTH) == [
        purchase("Hillside Produce", ("pear", 10, 0.9, None), date="2024-02-13"),
        sale("Eva Berg", ("pear", 2), date="2024-02-14")]


def test_a_busy_day_today_is_still_chatter(drafter):
    assert read(drafter, "Busy one today: Eva Berg 2kg pears", MID_MONTH) == [
        sale("Eva Berg", ("pear", 2), date="2024-02-14")]
