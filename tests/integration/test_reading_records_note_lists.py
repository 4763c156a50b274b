"""A list of notes under a heading that says so ("Reminders:", "Memo"): one note, kept as typed. A
list under such a heading that weighs something, and a to-do list, are not taken for notes. Read
offline on the demo shop; written in words other than set 67's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read


@pytest.mark.parametrize("text", [
    "Reminders:\n- call ABC about Friday's crates\n- the back door lock sticks",
    "Memo\n* the scales were wiped down\n* Eva Berg wants a call back about her order",
])
def test_a_headed_list_of_notes_is_one_note(drafter, text):
    assert [(r["kind"], r["date"], r["text"]) for r in read(drafter, text)] == [("note", "2024-02-29", text)]


def test_a_headed_list_that_weighs_something_is_no_note(drafter):
    text = "Notes:\n- Bob Smith took 2 kg pears"
    try:
        kinds = [r["kind"] for r in read(drafter, text)]
    except LedgerError:  # refused is fine too: never kept as a note's text
        kinds = []
    assert "note" not in kinds


def test_a_to_do_list_is_work_still_to_come_and_no_note(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "To do:\n- phone Green Valley about Monday's crates\n- buy more till roll")
