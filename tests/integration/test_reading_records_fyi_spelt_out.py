"""Sets 67 to 77's notes opened with "For your information" (an FYI spelt out), asked here in other
words than the sets': the message is one note, its text as typed, dated the day it was written
(a day it names as the end of a span, "cleared up to the 20th", is part of what it says)."""

import pytest

from tests.integration.test_reading_records import TODAY, read


@pytest.mark.parametrize("text", [
    "For your information, the scales were serviced and read true.",
    "FOR YOUR INFORMATION: SPARE KEYS ARE IN THE OFFICE DRAWER.",
    "Good morning. For your information, the chiller fan is rattling again.",
    "For your information: the Hillside account is cleared up to 2024-02-20.",
    "FYI: the Hillside account is cleared up to 2024-02-20.",
])
def test_for_your_information_is_a_note_as_typed(drafter, text):
    assert [(r["kind"], r["date"], r["text"]) for r in read(drafter, text)] == [("note", TODAY.isoformat(), text)]
