"""A day and month written with a slash and no year ("5/3") is read as a written one ("5 March")
is: a day still to come this half-year is refused, never taken for the same day a year ago."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import purchase, read


def test_a_slashed_day_a_few_days_ahead_is_refused_as_still_to_come(drafter):
    with pytest.raises(LedgerError) as refused:
        read(drafter, "4/4 Hillside 10kg apples @ 1.10")
    assert "still to come" in refused.value.message


def test_a_slashed_day_already_past_this_month_is_that_day(drafter):
    assert read(drafter, "20/2 Hillside 10kg apples @ 1.10") == [
        purchase("Hillside Produce", ("apple", 10, 1.1, None), date="2024-02-20")]


def test_the_refusal_names_the_day_it_read_which_may_be_next_years(drafter):
    """Said in December, "14 February" is next year's (the refusal once said "this year")."""
    import datetime as dt

    for text, today, day in (("sold 1 kg pears to Tom Lee on 14 February", dt.date(2026, 12, 7), "2027-02-14"),
                             ("4/4 Hillside 10kg apples @ 1.10", dt.date(2026, 3, 30), "2026-04-04")):
        with pytest.raises(LedgerError) as refused:
            drafter.draft(text, today)
        assert f"reads as {day}, still to come" in refused.value.message and "this year" not in refused.value.message
