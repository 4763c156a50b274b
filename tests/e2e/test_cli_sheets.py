"""`chatledger import FILE.csv|.xlsx`, `home`, `show` and `low-stock`: the window's spreadsheet
import, home page and tables for people on the command line."""

import csv
import json

from tests.support.records import PURCHASE


def write(path, rows):
    with open(path, "w", newline="", encoding="utf-8") as out:
        csv.writer(out).writerows(rows)
    return path


def test_a_csv_with_a_mapping_imports_all_rows_or_none(chatledger, tmp_path):
    chatledger("record", "--json", json.dumps(PURCHASE))
    sheet = write(tmp_path / "till.csv", [["When", "Who", "What", "Kilos"], ["2024-02-02", "Bob Smith", "apple", "2"],
                                          ["2024-02-02", "Ann Brown", "cherry", "99"],
                                          ["2024-02-30", "Ann Brown", "pear", "1"]])
    ran = chatledger("import", str(sheet), "--kind", "sale", "--map", "When=date,Who=customer,What=product,Kilos=quantity")
    assert ran.code == 1 and ran.err.splitlines() == [
        f"{sheet}:3: Only 34 kg of cherry in stock (you tried to sell 99 kg).",
        f"{sheet}:4: date '2024-02-30' is not a real date",
        "Nothing imported: 2 bad row(s)."]
    assert chatledger("sql", "SELECT COUNT(*) FROM sales").out.split()[-1] == "0"
    write(sheet, [["When", "Who", "What", "Kilos"], ["2024-02-02", "Bob Smith", "apple", "2"],
                  ["2024-02-02", "Ann Brown", "cherry", "4"]])
    ran = chatledger("import", str(sheet), "--kind", "sale", "--map", "When=date,Who=customer,What=product,Kilos=quantity",
                     "--dry-run")
    assert ran.code == 0 and "2 record(s) from 2 row(s), all good; nothing appended" in ran.out
    ran = chatledger("import", str(sheet), "--kind", "sale", "--map", "When=date,Who=customer,What=product,Kilos=quantity")
    assert ran.code == 0 and ran.out.strip() == "Imported 2 record(s) from 2 row(s) (#2–#3)."
    history = json.loads(chatledger("history", "--json").out)
    assert history[0]["source"] == "sheet" and history[0]["text"] == "till.csv row 3"


def test_an_excel_sheet_with_the_mapping_guessed_and_said(chatledger, tmp_path):
    import datetime as dt

    from openpyxl import Workbook

    book = Workbook()
    book.active.append(["Date", "Supplier", "Product", "Quantity", "Unit cost", "Selling price"])
    book.active.append([dt.datetime(2024, 2, 1), "Hillside Produce", "Kiwis", 12, 0.9, 1.8])
    book.save(tmp_path / "delivery.xlsx")
    ran = chatledger("import", str(tmp_path / "delivery.xlsx"))
    assert ran.code == 0, ran.err
    assert ('Reading delivery.xlsx as purchase rows with --map "Date=date,Supplier=supplier,Product=product,'
            'Quantity=quantity,Unit cost=unit_cost,Selling price=selling_price"') in ran.err
    assert "Imported 1 record(s)" in ran.out
    assert "kiwi" in chatledger("show", "products").out


def test_jsonl_imports_as_before_and_sheet_options_are_for_sheets(chatledger, tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_text(json.dumps(PURCHASE) + "\n")
    assert chatledger("import", str(path)).out.strip() == "Imported 1 record(s), skipped 0 bad line(s)."
    ran = chatledger("import", str(path), "--kind", "sale")
    assert ran.code == 1 and "--kind, --map and --dry-run are for spreadsheets" in ran.err


def test_home_show_and_low_stock(chatledger, tmp_path, monkeypatch):
    chatledger("demo")
    out = chatledger("home", "--day", "2024-02-28").out
    assert out.startswith("Wednesday 28 February 2024") and "this week" in out and "Last records:" in out
    assert chatledger("low-stock", "mango", "25").out.strip() == "mango: running low at or below 25."
    out = chatledger("home", "--day", "2024-02-28").out
    assert "Running low (1):" in out and "mango: " in out and "(warn at 25)" in out
    assert "mango: back to a week" in chatledger("low-stock", "mango", "--default").out
    ran = chatledger("low-stock", "durian", "3")
    assert ran.code == 1 and "There is no product called 'durian'" in ran.err
    assert chatledger("config", "set", "shop.currency", "$").code == 0
    table = chatledger("show", "sales", "--limit", "2").out.splitlines()
    assert table[0].split() == ["Sale", "Date", "Customer", "Total", "Added", "by", "record"]
    assert "Bob Smith" in table[1] and "$4.80" in table[1] and "2024-02-01" in table[1]
    past = chatledger("show", "sales", "--at-position", "5").out
    assert [line.split()[0] for line in past.splitlines()[1:]] == ["3", "4", "5"]  # the sales standing after #5
