"""A weekday in a note that tells a standing arrangement ("ABC comes Fridays only", "Hillside drops
on Weds from now on") names the day it falls on each week, not the day of the news: the note keeps
today's date. A weekday said of something that happened still dates the note."""

import pytest

from tests.integration.test_reading_records import TODAY, read


@pytest.mark.parametrize("text", [
    "Memo: ABC deliveries Fri only from now on.",
    "FYI Green Valley Farms collects Mon only.",
    "Note: the market stall is shut Weds going forward.",
])
def test_a_standing_weekday_does_not_date_the_note(drafter, text):
    (note,) = read(drafter, text)
    assert note["kind"] == "note" and note["date"] == TODAY.isoformat() and note["text"] == text


def test_a_weekday_of_what_happened_still_dates_the_note(drafter):
    (note,) = read(drafter, "Note: the Hillside van came late on Tuesday.")
    assert note["kind"] == "note" and note["date"] == "2024-02-27"
