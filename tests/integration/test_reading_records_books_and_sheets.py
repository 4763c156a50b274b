"""The accountant's returns, spreadsheet rows and quality-check notes (set 35's and set 37's causes,
asked here in other words): a return booked on a later day than its sale ("…, sale of 16 Feb, booked
20 Feb", "the 17 Feb order"); table rows without a receipt, each a record of its own; a table's
phone, e-mail and items columns; a count after a heading and a dash ("shelf count - pears 20 kg"),
or dated "29/02" over a list of bare figures; "mushy" and "QC" as the write-offs they say."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read, sale


def returned(name, day, sale_day):
    return {"kind": "return", "date": day, "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_day}


def adjustment(product, quantity, reason, day="2024-02-29"):
    return {"kind": "stock_adjustment", "date": day, "product": product, "quantity": quantity, "reason": reason,
            "unit": "kg"}


@pytest.mark.parametrize("text, expected", [
    ("Ida Novak return - sale of 16 Feb, booked 20 Feb", [returned("Ida Novak", "2024-02-20", "2024-02-16")]),
    ("Zoe Davis return of sale 13/02, credited 15/02", [returned("Zoe Davis", "2024-02-15", "2024-02-13")]),
    ("Omar Haddad - return of the 21 Feb order, logged the 23rd",
     [returned("Omar Haddad", "2024-02-23", "2024-02-21")]),
    ("Mei Chen returned the 17 Feb order on the 19th", [returned("Mei Chen", "2024-02-19", "2024-02-17")]),
])
def test_a_return_booked_after_its_sale_is_dated_the_day_it_was_booked(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("customer;product;kg\nSue Davis;apple;1\nSue Davis;grape;2",
     [sale("Sue Davis", ("apple", 1)), sale("Sue Davis", ("grape", 2))]),
    ("supplier,product,kg,cost\nHillside Produce,pear,10,1.05\nHillside Produce,mango,8,1.45",
     [purchase("Hillside Produce", ("pear", 10, 1.05, None)), purchase("Hillside Produce", ("mango", 8, 1.45, None))]),
])
def test_rows_without_a_receipt_are_a_record_each(drafter, text, expected):
    assert read(drafter, text) == expected


def test_rows_of_one_receipt_are_still_one_record(drafter):
    text = "rcpt,customer,product,kg\n77,Sue Davis,apple,1\n77,Sue Davis,grape,2"
    assert read(drafter, text) == [sale("Sue Davis", ("apple", 1), ("grape", 2))]


def test_a_tables_contact_and_items_columns(drafter):
    with_phone = read(drafter, "customer,mobile,product,kg\nNora Quinn,312-555-0101,cherry,0.5")
    assert with_phone[0]["customer"] == {"name": "Nora Quinn", "phone": "312-555-0101", "email": None}
    with_mail = read(drafter, "customer,e-mail,product,kg\nNora Quinn,nora.q@example.net,cherry,0.5")
    assert with_mail[0]["customer"] == {"name": "Nora Quinn", "phone": None, "email": "nora.q@example.net"}
    assert read(drafter, "type,customer,items\nsale,Ken Smith,apple 1kg; pear 0.5kg") == [
        sale("Ken Smith", ("apple", 1), ("pear", 0.5))]


def test_a_contact_column_with_no_one_to_belong_to_is_refused(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("type,phone,product,kg\nsale,312-555-0101,cherry,0.5", TODAY)


@pytest.mark.parametrize("text, expected", [
    ("shelf count after lunch - pears 20 kg, mango 18.5 kg",
     [adjustment("pear", -1.0, "stock count"), adjustment("mango", -0.5, "stock count")]),
    ("count 29/02 - bananas 30, apples 29",
     [adjustment("banana", -0.5, "stock count"), adjustment("apple", -0.5, "stock count")]),
])
def test_a_count_after_a_heading_is_what_was_counted(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_dated_count_in_kilos_keeps_its_day_apart(drafter):
    assert read(drafter, "stocktake 29/2 (after close): pears 20 kg, mangoes 18.5 kg") == [
        adjustment("pear", -1.0, "stock count"), adjustment("mango", -0.5, "stock count")]


def test_a_dash_right_before_the_figure_is_still_asked_about(drafter):
    with pytest.raises(LedgerError, match="what was counted"):
        drafter.draft("stock count: pears - 20 kg", TODAY)


def test_a_count_on_another_day_is_dated_that_day(drafter):
    # its figures against that day's close: test_reading_records_counts_on_past_days.py
    records = [r.record for r in drafter.draft("count 27/02: bananas 30, apples 29", TODAY).records]
    assert [(r["kind"], r["date"], r["product"], r["reason"]) for r in records] == [
        ("stock_adjustment", "2024-02-27", "banana", "stock count"),
        ("stock_adjustment", "2024-02-27", "apple", "stock count")]


@pytest.mark.parametrize("text, expected", [
    ("strawberries 1 kg mushy, in the bin", [adjustment("strawberry", -1.0, "spoiled")]),
    ("3 kg bananas mushy and rotten, out", [adjustment("banana", -3.0, "rotten")]),
    ("QC 29/02: cherries 0.3 kg mouldy, pears 1kg bruised",
     [adjustment("cherry", -0.3, "mouldy"), adjustment("pear", -1.0, "damaged")]),
])
def test_mushy_and_qc_say_a_write_off(drafter, text, expected):
    assert read(drafter, text) == expected
