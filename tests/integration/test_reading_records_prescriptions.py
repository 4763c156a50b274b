"""A pharmacist's prescription shorthand inside a shop record: "Rx:" heading a line, "Pt" before a
customer's name, "NEW PT", "Disp" for what was handed over, an "Rx" returned, "Sig: …" directions and
closing sign-offs ("Witnessed."), and the pharmacy's words for a count, a price and a write-off. What
it leaves unsure ("Void Rx", "to be collected tomorrow") is refused."""

import datetime as dt

import pytest

from app.records_from_text.reader.prescriptions import prescriptions_in_english
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Rx: Pt Ida Novak. Disp cherry 1 kg. Sig: keep cool.", [sale("Ida Novak", ("cherry", 1))]),
    ("Disp to Pt Tom Lee: orange qty 1 kg, stat.", [sale("Tom Lee", ("orange", 1))]),
    ("Pt Raj Patel, banana 1.5 kg x2.", [sale("Raj Patel", ("banana", 3))]),  # two lots, the line ended
    ("Destroyed: apple 0.5 kg, bruised. Witnessed.", [adjustment("apple", -0.5, "damaged")]),
    ("Inventory reconciliation: pear on hand 20 kg.", [adjustment("pear", -1, "stock count")]),
    ("Formulary update: cherry now 3.30/kg.", [price("cherry", 3.3)]),
])
def test_prescription_shorthand_is_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_new_patient_is_a_new_customer(drafter):
    (new,) = read(drafter, "NEW PT: Nadia Rossi, tel 555-0123. Disp mango 0.5 kg.")
    assert new["customer"] == {"name": "Nadia Rossi", "phone": "555-0123", "email": None}
    assert new["items"] == [{"product": "mango", "quantity": 0.5, "unit": "kg"}]


def test_an_rx_returned_is_the_sale_of_that_day(drafter):
    (back,) = read(drafter, "Pt Sue Davis returned her Rx of the 26th.")
    assert back["kind"] == "return" and back["customer"]["name"] == "Sue Davis" and back["sale_date"] == "2024-02-26"


# guards (pass before the change too): what stays unsure is refused, then as now
@pytest.mark.parametrize("text", [
    "Void Rx #1234, entered in error.",
    "Rx for Pt Tom Lee to be collected tomorrow: apple 1 kg.",
    "Pt Mrs Davis: apple 1 kg.",  # which Mrs Davis: asked back
])
def test_what_prescription_shorthand_leaves_unsure_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, dt.date(2024, 2, 29))
        assert draft.open_choices(), [r.record for r in draft.records]
        raise LedgerError("asked back")


def test_an_english_line_is_never_rewritten():
    # guard (passes before the change too): no shorthand mark, nothing rewritten
    for text in ("Sold 2 kg apples to Bob Smith. Checked the till.", "Disposal of 2 kg pears, rotten"):
        assert prescriptions_in_english(text) == text


@pytest.mark.parametrize("text, expected", [
    ("Dispensed yesterday, not logged: Pt Tom Lee, pear 1 kg.", [sale("Tom Lee", ("pear", 1.0), date="2024-02-28")]),
    ("3 days ago, Pt Eva Berg, apple 2 kg - late entry.", [sale("Eva Berg", ("apple", 2.0), date="2024-02-26")]),
])
def test_a_pharmacists_late_entry_is_read_before_a_nurses_notes_take_its_marks(drafter, text, expected):
    # the ward notes' "Pt" and "dispensed" ran first and left "not logged" and "late entry" unread (a merge of two
    # rounds); the pharmacist's shorthand now reads its own marks first
    assert read(drafter, text) == expected
