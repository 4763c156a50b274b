"""Set 77's storeman, each cause asked here in other words than the set's.

A field report all in capitals, a field to a sentence: clock times ("0815 HRS", "TIME 1130",
"LOGGED 1745", a time alone at the end) are when it happened; "ITEM X. QTY n KG." is n kg of X; a
lone header ("SALE.", "INCIDENT") says what follows; a field in a sentence of its own (". CUST …",
". CAUSE: …", ". TEL …") belongs to the record just begun; "ISSUE … CUST" is a sale, "RECEIPT
(FROM)" a delivery, "RETURN. CUST X. ISSUE OF <day>. QTY FULL." a return of that day's sale; a
report's "SITREP <day>." dates what follows. A figure with a unit, a price and a year after a
month stay what they are, and a report that says something else ("NOT A SALE", "PARTIAL") is
still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, purchase, read, sale
from tests.support.demo_records import standing_sales


def _return(name, sold):
    return {"kind": "return", "date": TODAY.isoformat(), "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sold}


@pytest.mark.parametrize("text, expected", [
    ("SALE. ITEM: PEARS. QTY: 3 KG. CUST: TOM LEE. TIME 1130. CONFIRM.", [sale("Tom Lee", ("pear", 3))]),
    ("ITEM ORANGE. QTY 2 KG. CUST: EVA BERG. 1745 HRS.", [sale("Eva Berg", ("orange", 2))]),
    ("0815 HRS. CUST RAJ PATEL. ITEM APPLE 1KG, ITEM GRAPE 2KG. NO ISSUES.",
     [sale("Raj Patel", ("apple", 1), ("grape", 2))]),
    ("CUST MEI CHEN ITEM BANANA 2 KG. 1420.", [sale("Mei Chen", ("banana", 2))]),
    ("1000-1100 HRS: (1) CUST KEN SMITH ITEM PEAR 1 KG. (2) CUST ANN BROWN ITEM MANGO 2 KG. END.",
     [sale("Ken Smith", ("pear", 1)), sale("Ann Brown", ("mango", 2))]),
    ("ISSUE CUST OMAR HADDAD ITEM CHERRY 1 KG.", [sale("Omar Haddad", ("cherry", 1))]),
    ("RECEIPT FROM ABC 0645 HRS. ITEM GRAPE QTY 10 KG UNIT COST 1.80. SELL PRICE UNCHANGED.",
     [purchase("ABC", ("grape", 10, 1.8, None))]),
    ("WRITE-OFF. ITEM PEAR QTY 2 KG. CAUSE: MOULD. LOGGED 1600.", [adjustment("pear", -2.0, "mouldy")]),
    ("PRICE AMENDMENT EFFECTIVE IMMEDIATELY. PEAR TO 1.50/KG.", [price("pear", 1.5)]),
    ("PRICE CHANGE. ITEM CHERRY. NEW 3.40. EFFECTIVE 26 FEB. LATE NOTIFICATION.", [price("cherry", 3.4, "2024-02-26")]),
    ("0900 HRS PRICE: PEAR 1.50. 0930 HRS PRICE: GRAPE 2.90. BOTH EFFECTIVE NOW.",
     [price("pear", 1.5), price("grape", 2.9)]),
])
def test_a_field_report_reads_as_its_records(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_new_customers_phone_in_a_field_of_its_own(drafter):
    assert read(drafter, "NEW CUST: NORA VANCE. TEL 555-0142. ITEM PEAR QTY 1 KG. TIME 0955.") == [
        {"kind": "sale", "date": TODAY.isoformat(), "customer": {"name": "Nora Vance", "phone": "555-0142", "email": None},
         "items": [{"product": "pear", "quantity": 1.0, "unit": "kg"}]}]


def test_a_sitrep_dates_the_fields_after_it(drafter):
    assert read(drafter, "SITREP 12 FEB. CUST TOM LEE ITEM GRAPE 1 KG.") == [
        sale("Tom Lee", ("grape", 1), date="2024-02-12")]


def test_a_return_report_takes_back_that_days_sale(drafter):
    # a customer with exactly one sale still standing on a day, found in the demo month
    days = {}
    for s in standing_sales():
        days.setdefault((s["customer"]["name"], s["date"]), []).append(s)
    name, day = next(k for k, v in sorted(days.items()) if len(v) == 1 and k[1] < TODAY.isoformat())
    when = f"{int(day[8:]):02d} FEB"
    text = f"RETURN. CUST {name.upper()}. ISSUE OF {when}. QTY FULL. REASON BRUISED. LOGGED 1105."
    assert read(drafter, text) == [_return(name, day)]


@pytest.mark.parametrize("text", [
    "ITEM PEAR QTY 1 KG ISSUED TO TASTING STAND 1130 HRS. NOT A SALE.",
    "RETURN CUST ZOE DAVIS ISSUE 21 FEB. PARTIAL, 1 KG ONLY.",
])
def test_a_report_that_says_something_else_is_still_refused(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)


def test_a_report_in_lower_case_is_read_as_before(drafter):
    # only a report in capitals is a field report: "time 1130" in a sentence is left to the reader
    with pytest.raises(LedgerError):
        drafter.draft("sold tom lee 3 kg pears time 1130", TODAY)
