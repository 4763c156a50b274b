"""Spreadsheets in: reading CSV and Excel, guessing the kind and the columns, rows into records
with every bad row named, and all-or-none imports checked by the shop's rules."""

import csv
import datetime as dt

import pytest

from app.service_layer.sheets import importing
from app.service_layer.sheets.cells import DateColumn
from app.service_layer.sheets.files import Sheet, read_sheet
from app.service_layer.sheets.mapping import guess_kind, guess_mapping, parse_mapping
from app.service_layer.sheets.records import read_records
from domain.errors import LedgerError
from tests.support.records import PURCHASE


def write(path, rows, delimiter=",", encoding="utf-8"):
    with open(path, "w", newline="", encoding=encoding) as out:
        csv.writer(out, delimiter=delimiter).writerows(rows)
    return path


def test_csv_dialects_and_encodings_are_read(tmp_path):
    semicolons = write(tmp_path / "a.csv", [["Datum", "Kunde", "Artikel", "Menge"], ["02.03.2024", "Müller", "Äpfel",
                                                                                    "1,5"]], ";", "cp1252")
    sheet = read_sheet(semicolons)
    assert sheet.columns == ["Datum", "Kunde", "Artikel", "Menge"] and sheet.rows == [("02.03.2024", "Müller",
                                                                                     "Äpfel", "1,5")]
    assert sheet.row_numbers == [2]
    padded = tmp_path / "b.csv"
    padded.write_text("\n\nDate,Item,Qty,\n\n2024-03-01,pear,2\n", encoding="utf-8-sig")
    sheet = read_sheet(padded)
    assert sheet.columns == ["Date", "Item", "Qty", "Column 4"] and sheet.row_numbers == [5]
    assert sheet.rows == [("2024-03-01", "pear", "2", None)]


def test_unreadable_files_say_so_in_a_sentence(tmp_path):
    (tmp_path / "old.xls").write_bytes(b"\xd0\xcf\x11\xe0")
    (tmp_path / "fake.xlsx").write_text("not a zip")
    (tmp_path / "empty.csv").write_text("\n\n")
    (tmp_path / "notes.pdf").write_text("x")
    messages = []
    for name in ("old.xls", "fake.xlsx", "empty.csv", "notes.pdf", "missing.csv"):
        with pytest.raises(LedgerError) as caught:
            read_sheet(tmp_path / name)
        messages.append(caught.value.message)
    assert messages == ["old.xls is an old Excel file (.xls): save it as .xlsx or .csv first.",
                        "fake.xlsx cannot be read as an Excel workbook (BadZipFile).", "empty.csv is empty.",
                        "notes.pdf is not a spreadsheet ChatLedger reads: use .csv or .xlsx.",
                        f"No such file: {tmp_path / 'missing.csv'}"]


@pytest.mark.parametrize(("columns", "kind", "mapping"), [
    (["Date", "Item", "Qty", "Customer", "Price"], "sale",
     {"Date": "date", "Item": "product", "Qty": "quantity", "Customer": "customer"}),
    (["Purchase date", "Supplier name", "Product", "Quantity (kg)", "Unit cost", "Selling price"], "purchase",
     {"Purchase date": "date", "Supplier name": "supplier", "Product": "product", "Quantity (kg)": "quantity",
      "Unit cost": "unit_cost", "Selling price": "selling_price"}),
    (["Date", "Client", "Sale date", "Phone"], "return",
     {"Date": "date", "Client": "customer", "Sale date": "sale_date", "Phone": "phone"}),
    (["Date", "Product", "New price"], "price_change", {"Date": "date", "Product": "product",
                                                        "New price": "selling_price"}),
    (["Day", "Fruit", "Change", "Reason"], "stock_adjustment",
     {"Day": "date", "Fruit": "product", "Change": "quantity", "Reason": "reason"}),
])
def test_the_kind_and_the_columns_are_guessed_from_the_header(columns, kind, mapping):
    assert guess_kind(columns) == kind
    assert guess_mapping(columns, kind) == mapping


def test_a_mapping_given_as_text_is_checked():
    columns = ["Date", "Item", "Qty"]
    assert parse_mapping("date=date, ITEM=product,Qty=quantity", columns, "sale") == {
        "Date": "date", "Item": "product", "Qty": "quantity"}
    with pytest.raises(LedgerError, match="no column 'When'; its columns are: Date, Item, Qty"):
        parse_mapping("When=date", columns, "sale")
    with pytest.raises(LedgerError, match="A sale has no field 'unit_cost'"):
        parse_mapping("Qty=unit cost", columns, "sale")
    with pytest.raises(LedgerError, match="not COLUMN=FIELD"):
        parse_mapping("Date", columns, "sale")


def test_rows_become_records_and_every_bad_row_is_named():
    sheet = Sheet("till.csv", ["Date", "Receipt", "Customer", "Item", "Qty"], [
        ("03/02/2024", "A", "Bob Smith", "Apples", "2 kg"),
        ("03/02/2024", "A", "Bob Smith", "cherries", "1,5"),
        ("03/02/2024", "B", "", "pear", "1"),
        ("13/02/2024", "C", "Ann Brown", "pear", "lots"),
        ("31/02/2024", "D", "Ann Brown", "pear", "1"),
        ("04/02/2024", "A", "Ann Brown", "pear", "1"),
        ("05/02/2024", "E", "Ann Brown", "box", "1"),
    ], [2, 3, 4, 5, 6, 7, 8])
    mapping = guess_mapping(sheet.columns, "sale")
    reading = read_records(sheet, "sale", mapping, units={"pear": "kg", "box": "piece"})
    assert [(r.rows, r.record) for r in reading.records] == [
        ((2, 3), {"kind": "sale", "date": "2024-02-03", "customer": {"name": "Bob Smith", "phone": None,
                                                                      "email": None},
                  "items": [{"product": "Apples", "quantity": 2.0, "unit": "kg"},
                            {"product": "cherries", "quantity": 1.5}]}),
        ((8,), {"kind": "sale", "date": "2024-02-05", "customer": {"name": "Ann Brown", "phone": None, "email": None},
                "items": [{"product": "box", "quantity": 1.0, "unit": "piece"}]})]
    assert reading.errors == [(4, "no customer"), (5, "quantity 'lots' is not a number"),
                              (6, "date '31/02/2024' is not a real date"),
                              (7, "receipt A already has another date or customer (rows 2–3)")]
    assert reading.notes == []  # 13/02 says the column is day first


def test_ambiguous_and_month_first_dates_are_said():
    def dates(values):
        notes = []
        column = DateColumn(values, "date", notes)
        return [column.read(v) for v in values], notes

    assert dates(["03/04/2024"]) == (["2024-04-03"], [
        "Dates in the date column like 03/04/2024 were read day first (3 April 2024)."])
    assert dates(["03/04/2024", "12/31/2024"])[0] == ["2024-03-04", "2024-12-31"]
    assert dates([dt.datetime(2024, 3, 1, 9, 30), 45352, "2 Feb 2024", "Feb 2, 2024", "2024-02-02T10:00:00"])[0] == [
        "2024-03-01", "2024-03-01", "2024-02-02", "2024-02-02", "2024-02-02"]


def test_a_mapping_without_a_required_field_is_refused():
    sheet = Sheet("s.csv", ["Date", "Item"], [("2024-03-01", "pear")], [2])
    with pytest.raises(LedgerError, match="Say which column holds the customer, quantity"):
        read_records(sheet, "sale", {"Date": "date", "Item": "product"})


@pytest.mark.both_backends
def test_a_sheet_is_previewed_with_rule_breaks_named_and_imported_all_or_none(ledger, tmp_path):
    ledger.record(PURCHASE)
    path = write(tmp_path / "sales.csv", [["Date", "Customer", "Item", "Qty"],
                                          ["2024-02-02", "Bob Smith", "apples", "40"],
                                          ["2024-02-03", "Ann Brown", "apple", "10"],
                                          ["2024-02-03", "Ann Brown", "kiwi", "1"]])
    sheet = read_sheet(path)
    reading = importing.read_for(ledger, sheet, "sale", guess_mapping(sheet.columns, "sale"))
    preview = importing.preview(ledger, reading)
    assert preview.bad == [(3, "Only 7 kg of apple in stock (you tried to sell 10 kg)."),
                           (4, "There is no product called 'kiwi' yet. Record a purchase of it first.")]
    assert preview.records[0].effect.total == 60.0 and not preview.ok
    before = ledger.record_count()
    with pytest.raises(LedgerError, match=r"Nothing was imported: 2 bad row\(s\) — row 3: Only 7 kg"):
        importing.import_all(ledger, reading)
    assert ledger.record_count() == before
    path = write(tmp_path / "sales.csv", [["Date", "Customer", "Item", "Qty"],
                                          ["2024-02-02", "Bob Smith", "apples", "40"],
                                          ["2024-02-03", "Ann Brown", "apple", "7"]])
    sheet = read_sheet(path)
    reading = importing.read_for(ledger, sheet, "sale", guess_mapping(sheet.columns, "sale"))
    assert importing.preview(ledger, reading).ok
    outcome = importing.import_all(ledger, reading)
    assert [a.position for a in outcome.appended] == [before + 1, before + 2]
    assert [r["text"] for r in ledger.history(limit=2)] == ["sales.csv row 3", "sales.csv row 2"]
    assert ledger.sql("SELECT stock_quantity FROM products WHERE name = 'apple'").rows == [(0.0,)]
