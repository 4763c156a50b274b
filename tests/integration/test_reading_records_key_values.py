"""A programmer's key=value notes ("sale cust=raj_patel banana=3kg", "; " between records): each is
put in the sentences the reader knows, so the reader's own checks (who the customer is, a total
against the shelf price, a day to come) are made on them too. A key the reader does not know, a
return naming goods, a cost and a total said together or a quantity without its unit leave the
whole message as typed, and it is refused."""

import datetime as dt

import pytest

from app.records_from_text.reader.key_values import read_key_values
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("sale customer=raj_patel banana=3kg", [sale("Raj Patel", ("banana", 3))]),
    ("sale item=pear qty=750g cust=ken_smith", [sale("Ken Smith", ("pear", 0.75))]),
    ('sale cust="Ida Novak" items=[grape:1kg, mango:2kg]', [sale("Ida Novak", ("grape", 1), ("mango", 2))]),
    ("sale cust=eva_berg date=yesterday apple=1kg", [sale("Eva Berg", ("apple", 1), date="2024-02-28")]),
    ("sale date=2024-02-20 cust=omar_haddad orange=2kg", [sale("Omar Haddad", ("orange", 2), date="2024-02-20")]),
    ("purchase supplier=green_valley_farms mango=12kg cost=1.40 sell=2.50",
     [purchase("Green Valley Farms", ("mango", 12, 1.4, 2.5))]),
    ("purchase supplier=ABC apple=10kg total=11.00", [purchase("ABC", ("apple", 10, 1.1, None))]),
    ("writeoff item=banana qty=1kg reason=rotten", [adjustment("banana", -1, "rotten")]),
    ("adj pear -0.5kg reason=damaged", [adjustment("pear", -0.5, "damaged")]),
    ("samples cherry=0.25kg", [adjustment("cherry", -0.25, "samples")]),
    ("price banana=1.05 effective=now", [price("banana", 1.05)]),
    ("sale cust=tom_lee pear=1kg; writeoff pear=2kg reason=mouldy",
     [sale("Tom Lee", ("pear", 1)), adjustment("pear", -2, "mouldy")]),
])
def test_key_value_notes_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, sale_date", [
    ("return cust=ida_novak sale_date=yesterday", "2024-02-28"),
    ("return customer=tom_lee sale_date=2024-02-23", "2024-02-23"),
])
def test_a_return_of_a_whole_sale_in_key_values(drafter, text, sale_date):
    (back,) = read(drafter, text)
    assert back["kind"] == "return" and back["sale_date"] == sale_date


@pytest.mark.parametrize("text", [
    "sale cust=bob_smith apple=1kg voucher=5",  # a key the reader does not know
    "sale cust=ken_smith pear=1kg date=next_week",  # a day to come
    "return cust=ann_brown sale_date=today apple=1kg",  # a part of a sale
    "purchase supplier=ABC pear=10kg cost=1.00 total=12.00",  # which is it?
    "sale cust=ken_smith grape=1kg total=1.00",  # not the shelf price
    "sale cust=bob_smith banana=2",  # 2 what?
    "sale apple=2kg",  # to whom?
])
def test_what_key_values_leave_unsure_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, dt.date(2024, 2, 29))
        assert draft.open_choices(), [r.record for r in draft.records]
        raise LedgerError("asked back")


@pytest.mark.parametrize("text", [
    "GET /api/stock?item=pear",
    "Sold 2kg apples to Bob Smith, note=paid cash",
    "todo: fix=later",
])
def test_text_that_is_no_key_value_record_is_left_as_typed(text):
    assert read_key_values(text) == text
