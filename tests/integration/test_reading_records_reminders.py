"""A reminder to the team ("Don't forget …", "dont forget …", "To do: …" on one line) is a note,
kept as typed and dated today, even when it names a day to come; one that weighs something is
read as a record and refused when it is none."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read


@pytest.mark.parametrize("text", [
    "Don't forget the window cleaner comes on Monday",
    "dont forget to ring ABC about the short crate",
    "Do not forget: the till roll is nearly out",
    "To do: wipe down the scales before close",
    "To-do: ask Hillside Produce for a new price list",
    "Don't forget the Hillside invoice is due on the 8th of March",
])
def test_a_reminder_is_a_note_kept_as_typed(drafter, text):
    assert read(drafter, text) == [{"kind": "note", "date": TODAY.isoformat(), "text": text, "facts": []}]


@pytest.mark.parametrize("text", ["To do: order 20kg apples", "don't forget Eva Berg took 2kg pears"])
def test_a_reminder_that_weighs_something_is_no_note(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices() and draft.records
