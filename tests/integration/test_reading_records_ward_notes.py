"""A retired nurse's ward notes, read offline on the demo shop (reader/ward_notes.py, and a late entry's
label in reader/asides.py), in words other than set 89's: a 24-hour clock time opening a line, closing a
heading or after "about" is when it happened; "Pt" before a name is the customer; "dispensed" is sold; "x"
before a quantity says nothing; "Price review:" heads a price change; "NAD.", "Tolerated well." close the
chart; "Retrospective entry for 27/2:" dates what follows, as "Late entry for 27/2:" does."""

import pytest

from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("0845 Pt Raj Patel. Grapes 1 kg dispensed. NAD.", [sale("Raj Patel", ("grape", 1))]),
    ("1115 - Mrs Novak, apples x 2 kg. Tolerated well.", [sale("Ida Novak", ("apple", 2))]),
    ("Delivery received 0730: ABC, apples 10 kg @ 1.10/kg", [purchase("ABC", ("apple", 10, 1.1, None))]),
    ("Incident: 0.5 kg strawberries stolen from the front display about 1645",
     [adjustment("strawberry", -0.5, "stolen")]),
    ("Price review: mango 2.60/kg effective today", [price("mango", 2.6)]),
    ("Stock check 1800: bananas 29 kg", [adjustment("banana", -1.5, "stock count")]),
    ("Retrospective entry for 25/2: Eva Berg, cherries 1 kg", [sale("Eva Berg", ("cherry", 1), date="2024-02-25")]),
    ("Late entry for 27/2: Tom Lee, pears 1 kg", [sale("Tom Lee", ("pear", 1), date="2024-02-27")]),
])
def test_ward_notes_are_read(drafter, text, expected):
    assert read(drafter, text) == expected
