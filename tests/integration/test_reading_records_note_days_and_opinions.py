"""Notes read offline on the demo shop: a day something starts ("from the 10th") is kept in the
note's text, not taken for the day the news was told; praise of the goods is chit-chat, not a
fact to keep. Written in words other than set 67's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read


@pytest.mark.parametrize("text", ["fyi the car park is shut starting the 10th",
                                  "note: the van is at the garage from the 12th"])
def test_a_day_something_starts_on_does_not_date_the_note(drafter, text):
    assert [(r["kind"], r["date"], r["text"]) for r in read(drafter, text)] == [("note", "2024-02-29", text)]


def test_a_day_something_happened_on_still_dates_the_note(drafter):
    text = "note: the van went to the garage on the 12th"
    assert [(r["kind"], r["date"], r["text"]) for r in read(drafter, text)] == [("note", "2024-02-12", text)]


@pytest.mark.parametrize("text", ["the cherries from the market are the best we have had",
                                  "the plums this week are delicious"])
def test_praise_of_the_goods_is_no_note(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)


@pytest.mark.parametrize("text", ["Reminder: the ABC bill is due on the 9th (not the 8th as I wrote)",
                                  "note - the fridge man said the 11th instead of the 10th for his visit"])
def test_a_day_taken_back_does_not_date_the_note(drafter, text):
    dates = [r["date"] for r in read(drafter, text)]
    assert dates and "2024-02-08" not in dates and "2024-02-10" not in dates
