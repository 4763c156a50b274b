"""A retired sea captain's ship's log inside a shop record: four-figure times of day ("0715.", "1545 hrs"),
the weather opening an entry, coming alongside or aboard, taking on stores, jettisoning, mustering (a
count), hoisting a price, "the consignment" and new names on the manifest. What it leaves unsure ("on
the morrow") is refused."""

import datetime as dt

import pytest

from app.records_from_text.reader.ship_log import ship_log_in_english
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("0715. Took on stores from Green Valley Farms: 10 kg apples at 1.00 the kilo. Stowed in the hold.",
     [purchase("Green Valley Farms", ("apple", 10, 1.0, None))]),
    ("1545 hrs. Mrs Novak came alongside. Sold her 1 kg pears.", [sale("Ida Novak", ("pear", 1))]),
    ("Squalls. Jettisoned 1 kg strawberries, mouldy.", [adjustment("strawberry", -1, "mouldy")]),
    ("Mustered the apples at sundown: 29 kg.", [adjustment("apple", -0.5, "stock count")]),
    ("Noted in the log, the 26th: Mr Patel took 2 kg apples.", [sale("Raj Patel", ("apple", 2), date="2024-02-26")]),
    ("New passenger on the manifest, Silas Marner, 2 kg oranges, no telephone.", [sale("Silas Marner", ("orange", 2))]),
    ("Cherry price hoisted to 3.50.", [price("cherry", 3.5)]),
])
def test_a_ships_log_entry_is_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_new_suppliers_trading_words_are_part_of_its_name(drafter):
    assert read(drafter, "new supplier Dockside Fresh Traders, 8 kg pears at 0.95") == [
        purchase("Dockside Fresh Traders", ("pear", 8, 0.95, None))]


# guards (pass before the change too): what stays unsure is refused, then as now
@pytest.mark.parametrize("text", [
    "On the morrow, Mr Patel to collect 2 kg apples.",
    "Sold 2 kg pears at 1500 hrs.",  # to whom?
    "Sea calm. Thought of home.",
    "Eva Berg stowed 2 kg pears.",  # a customer stowing: no delivery the log's way, never read as one
])
def test_what_a_log_entry_leaves_unsure_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, dt.date(2024, 2, 29))
        assert draft.open_choices(), [r.record for r in draft.records]
        raise LedgerError("asked back")


def test_an_english_line_is_never_rewritten():
    # guard (passes before the change too): no word of a log, nothing rewritten
    for text in ("Sold 2 kg apples at 1.20 to Bob Smith", "Bob Smith paid 4.10 for the hold order"):
        assert ship_log_in_english(text) == text
