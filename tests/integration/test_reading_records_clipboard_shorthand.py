"""A stock room's clipboard shorthand, read offline on the demo shop: "rcvd"/"rec'd" is received,
"supp:" names the supplier, "ret" is returned, "qty chk"/"stock chk" is a count and "w/o:" a
write-off. "ret" before a price ("cherries ret 3.40", a retail price) is never a return, and a
"w/o" with nothing weighed after it is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, purchase, read


def ret(name, sale_date, date="2024-02-29"):
    return {"kind": "return", "date": date, "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_date}


@pytest.mark.parametrize("text, expected", [
    ("rcvd Hillside: bananas 25kg @ 0.58", [purchase("Hillside Produce", ("banana", 25, 0.58, None))]),
    ("rec'd from Green Valley Farms 12kg mango @1.45", [purchase("Green Valley Farms", ("mango", 12, 1.45, None))]),
    ("supp: ABC — cherries 10kg @ 2.05", [purchase("ABC", ("cherry", 10, 2.05, None))]),
    ("qty chk apples 31kg", [adjustment("apple", 1.5, "stock count")]),
    ("stock chk banana 30kg", [adjustment("banana", -0.5, "stock count")]),
    ("cust: Tom Lee ret 22/2", [ret("Tom Lee", "2024-02-22")]),
    ("w/o: mango 1kg bruised", [adjustment("mango", -1, "damaged")]),
    ("w/o damaged - 2kg pears", [adjustment("pear", -2, "damaged")]),
])
def test_clipboard_shorthand_reads_to_its_records(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", ["cherries ret 3.40", "w/o the cherries"])
def test_shorthand_that_says_too_little_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()


@pytest.mark.parametrize("text, expected", [
    ("cust: Tom Lee, ret 22/2", [ret("Tom Lee", "2024-02-22")]),  # a comma between the customer and "ret"
    ("Log adj: cherries -1kg, damaged", [adjustment("cherry", -1, "damaged")]),  # a command before "adj:"
    ("cust: new - Ola Berg, ph 555-0142 — pears 2kg",
     [{"kind": "sale", "date": "2024-02-29", "customer": {"name": "Ola Berg", "phone": "555-0142", "email": None},
       "items": [{"product": "pear", "quantity": 2, "unit": "kg"}]}]),
])
def test_clipboard_customer_lines(drafter, text, expected):
    assert read(drafter, text) == expected
