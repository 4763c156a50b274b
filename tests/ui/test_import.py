"""Spreadsheets in, from File → Import CSV/Excel…: the columns mapped (guessed first), Check shows
the records as drafts with every bad row named, Import all appends all or none; a 10,000-row
sheet imports with a progress bar and Cancel while the window keeps its 20 ms heartbeat."""

import csv

import pytest
from PySide6.QtCore import Qt

from tests.ui.conftest import idle
from tests.ui.driving import click, press_shortcut, shown_dialog, trigger
from tests.ui.heartbeat import Heartbeat
from ui.import_dialog import ImportDialog


def write_csv(path, rows, header=("Date", "Receipt", "Customer", "Item", "Qty (kg)", "Price")):
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(header)
        writer.writerows(rows)
    return path


TILL = [["01/03/2024", "R-101", "Bob Smith", "Apples", "2", "1.70"],
        ["01/03/2024", "R-101", "Bob Smith", "Pears", "1,5", "1.60"],
        ["01/03/2024", "R-102", "Nina Park", "Cherries", "1", "3.20"],
        ["02/03/2024", "R-103", "Tom Lee", "Kiwis", "3", "2.00"],
        ["31/02/2024", "R-104", "Tom Lee", "Pears", "1", "1.60"]]


def open_sheet(qtbot, window, monkeypatch, path, via_menu=True):
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    if via_menu:
        trigger(qtbot, window.import_action, window)
    else:
        press_shortcut(qtbot, window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
        idle(qtbot, window)
    return shown_dialog(qtbot, window, ImportDialog)


def test_a_till_export_is_mapped_checked_with_bad_rows_named_then_imported(qtbot, window, services, tmp_path,
                                                                         monkeypatch):
    dialog = open_sheet(qtbot, window, monkeypatch, write_csv(tmp_path / "till.csv", TILL))
    assert dialog.kind_chosen == "sale"
    assert dialog.mapping() == {"Date": "date", "Receipt": "receipt", "Customer": "customer", "Item": "product",
                                "Qty (kg)": "quantity"}  # the guess; Price is not a sale's (sales use the shop's)
    assert not dialog.import_button.isEnabled()
    before = services.ledger.record_count()
    click(qtbot, dialog.check_button, window)
    assert services.ledger.record_count() == before  # Check appends nothing
    shown = [dialog.model.row(r) for r in range(dialog.model.rowCount())]
    bad = [r for r in shown if r[1].startswith("✗ ")]  # listed first, in red
    assert [(r[0], r[1][:40]) for r in shown[:2]] == [
        ("row 5", "✗ There is no product called 'kiwi' yet."), ("row 6", "✗ date '31/02/2024' is not a real date")]
    assert dialog.model.data(dialog.model.index(0, 1), Qt.ItemDataRole.ForegroundRole).name() == "#b91c1c"
    assert dialog.outcome.objectName() == "error" and not dialog.import_button.isEnabled()  # all or none
    good = {r[0]: r for r in shown if r not in bad}
    assert good["rows 2–3"][1] == "sale to Bob Smith on 2024-03-01: apple 2 kg, pear 1.5 kg"
    assert good["rows 2–3"][2] == pytest.approx(2 * 1.7 + 1.5 * 1.44)

    write_csv(tmp_path / "till.csv", [r for r in TILL if r[3] != "Kiwis" and not r[0].startswith("31")])
    click(qtbot, dialog.check_button, window)  # the sheet fixed meanwhile: Check reads it again
    assert dialog.outcome.objectName() == "ok" and dialog.import_button.isEnabled()
    assert dialog.head.text().startswith("<b>till.csv</b>: 3 rows")
    click(qtbot, dialog.import_button, window)
    assert services.ledger.record_count() == before + 2
    assert dialog.outcome.text() == f"Imported 2 record(s) (#{before + 1}–#{before + 2})."
    latest = services.ledger.history(limit=2)
    assert [r["text"] for r in latest] == ["till.csv row 4", "till.csv rows 2–3"]
    assert {r["source"] for r in latest} == {"sheet"}
    assert window.home_page.recent.item(0).text().startswith(f"#{before + 2}")  # the window shows them
    click(qtbot, dialog.close_button)
    assert not dialog.isVisible()


def test_a_sheet_whose_columns_changed_meanwhile_is_opened_again(qtbot, window, tmp_path, monkeypatch):
    path = write_csv(tmp_path / "till.csv", TILL[:2])
    dialog = open_sheet(qtbot, window, monkeypatch, path, via_menu=False)  # Ctrl+I
    write_csv(path, [r[:4] for r in TILL[:2]], header=("Date", "Receipt", "Customer", "Item"))
    click(qtbot, dialog.check_button, window)
    assert dialog.outcome.text() == ("The columns of till.csv changed since it was opened; close this and import "
                                     "it again.")
    click(qtbot, dialog.close_button)


def test_an_excel_sheet_of_purchases_with_a_mapping_changed_by_hand(qtbot, window, services, tmp_path,
                                                                   monkeypatch):
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    sheet.append(["When", "From", "What", "Kilos", "Paid per kg", "Sell at"])
    import datetime as dt

    sheet.append([dt.datetime(2024, 3, 1), "Hillside Produce", "apple", 10, 1.05, 1.9])
    sheet.append([dt.datetime(2024, 3, 2), "FreshFarm", "lime", 4, 0.8, None])
    book.save(tmp_path / "delivery.xlsx")
    dialog = open_sheet(qtbot, window, monkeypatch, tmp_path / "delivery.xlsx")
    dialog.kind.setCurrentIndex(dialog.kind.findData("purchase"))
    dialog.set_field("Kilos", "quantity")
    dialog.set_field("Paid per kg", "unit_cost")
    dialog.set_field("Sell at", "selling_price")
    dialog.set_field("What", "product")
    assert dialog.mapping() == {"When": "date", "From": "supplier", "What": "product", "Kilos": "quantity",
                                "Paid per kg": "unit_cost", "Sell at": "selling_price"}
    click(qtbot, dialog.check_button, window)
    assert dialog.import_button.isEnabled(), dialog.outcome.text()
    before = services.ledger.record_count()
    click(qtbot, dialog.import_button, window)
    assert services.ledger.record_count() == before + 2
    assert services.ledger.sql("SELECT selling_price FROM products WHERE name = 'apple'").rows == [(1.9,)]
    click(qtbot, dialog.close_button)


@pytest.fixture
def big_sheet(services, tmp_path):
    services.ledger.record({"kind": "purchase", "date": "2024-03-01", "supplier": {"name": "Hillside Produce"},
                            "items": [{"product": "apple", "quantity": 100_000, "unit_cost": 1.0}]})
    rows = [[f"2024-03-{2 + i % 27:02d}", f"Customer {i % 300}", "apple", "1"] for i in range(10_000)]
    return write_csv(tmp_path / "year.csv", rows, header=("Date", "Customer", "Product", "Quantity"))


@pytest.mark.slow
def test_a_10000_row_sheet_imports_with_progress_while_the_window_keeps_beating(qtbot, window, services, big_sheet,
                                                                               monkeypatch):
    window.refresh()
    idle(qtbot, window)
    dialog = open_sheet(qtbot, window, monkeypatch, big_sheet)
    progress: list[int] = []
    dialog.progress.valueChanged.connect(progress.append)
    before = services.ledger.record_count()
    with Heartbeat() as checking:
        click(qtbot, dialog.check_button)
        assert dialog.progress.isVisible() and dialog.stop_button.isVisible()
        idle(qtbot, window, timeout=120_000)
    assert dialog.import_button.isEnabled(), dialog.outcome.text()
    assert len(set(progress)) > 3 and max(progress) == 10_000
    progress.clear()
    with Heartbeat() as importing:
        click(qtbot, dialog.import_button)
        assert dialog.progress.isVisible() and window.busy_bar.isVisible()
        idle(qtbot, window, timeout=120_000)
    assert services.ledger.record_count() == before + 10_000
    assert len(set(progress)) > 3 and dialog.outcome.text().startswith("Imported 10,000 record(s)")
    print(f"\nheartbeat during a 10,000-row check: max gap {checking.max_gap} ms over {checking.elapsed_ms} ms; "
          f"import: max gap {importing.max_gap} ms over {importing.elapsed_ms} ms")
    checking.assert_responsive()
    importing.assert_responsive()
    click(qtbot, dialog.close_button)


@pytest.mark.slow
def test_cancel_stops_a_big_import_and_nothing_is_appended(qtbot, window, services, big_sheet, monkeypatch):
    dialog = open_sheet(qtbot, window, monkeypatch, big_sheet)
    click(qtbot, dialog.check_button)
    idle(qtbot, window, timeout=120_000)  # checking 10,000 rows: as long as the test above allows it
    before = services.ledger.record_count()
    click(qtbot, dialog.import_button)
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=30_000)
    click(qtbot, dialog.stop_button)
    idle(qtbot, window, timeout=60_000)
    assert dialog.outcome.text() == "Stopped: nothing was imported."
    assert services.ledger.record_count() == before
    assert services.ledger.sql("SELECT COUNT(*) FROM sales WHERE sale_date >= '2024-03-02'").rows == [(0,)]
    click(qtbot, dialog.check_button)  # and it can be checked again: 10,000 rows once more
    idle(qtbot, window, timeout=120_000)
    assert dialog.import_button.isEnabled()
    click(qtbot, dialog.close_button)
