"""A customer's new phone number or e-mail, told as news, read offline on the demo shop: kept as a
note in the words typed ("Sue Davis has a new mobile: 555-0102"); a sale naming the address still
takes it onto the sale, and a new contact without a value is refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read


def refusal(drafter, text, today=TODAY):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, today)
        assert not draft.open_choices()
    return refused.value.message


def note(text):
    return {"kind": "note", "date": "2024-02-29", "text": text, "facts": []}


@pytest.mark.parametrize("text", [
    "Sue Davis has a new mobile: 555-0102.",
    "Omar Haddad's new phone number is 312-555-0148.",
    "Ann Brown's e-mail changed to ann.b@example.net.",
    "Luis Garcia's email is now luis.g@example.com.",
])
def test_a_new_phone_or_email_is_a_note(drafter, text):
    assert read(drafter, text) == [note(text)]


def test_a_new_phone_without_the_number_is_refused(drafter):
    assert "No record" in refusal(drafter, "Sue Davis has a new mobile.")
