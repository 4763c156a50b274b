"""The table models and value formatting on their own, without any widget."""

import datetime as dt

from PySide6.QtCore import Qt

from ui import formatting
from ui.table_models import HistoryModel, RowsModel, SortFilterModel


def test_rows_model_shows_values_by_kind_and_aligns_numbers():
    model = RowsModel(["name", "stock_quantity", "selling_price", "sale_date"],
                      [("apple", 12.0, 1.7, "2024-02-02"), ("pear", None, 1234.5, "2024-02-10")])
    assert (model.rowCount(), model.columnCount()) == (2, 4)
    assert model.kinds == ["text", "quantity", "money", "date"]
    assert model.headerData(1, Qt.Orientation.Horizontal) == "stock quantity"
    shown = [[model.data(model.index(r, c)) for c in range(4)] for r in range(2)]
    assert shown == [["apple", "12", "1.70", "2 Feb 2024"], ["pear", "", "1,234.50", "10 Feb 2024"]]
    model.set_currency("$")
    assert model.data(model.index(1, 2)) == "$1,234.50"
    model.set_currency("EUR")
    assert model.data(model.index(0, 2)) == "1.70 EUR"
    assert model.data(model.index(0, 1), Qt.ItemDataRole.UserRole) == 12.0
    assert model.data(model.index(0, 1), Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert model.data(model.index(0, 0), Qt.ItemDataRole.TextAlignmentRole) is None


def test_set_rows_resets_the_model_once():
    model = RowsModel()
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_rows(["a"], [(1,), (2,)])
    assert resets == [1] and model.rowCount() == 2 and model.columns == ["a"]


def test_sorting_compares_values_not_text_and_the_filter_reads_what_is_shown():
    model = RowsModel(["product", "quantity", "day"], [("apple", 9.0, dt.date(2024, 2, 10)),
                                                       ("pear", 10.0, dt.date(2024, 2, 9)),
                                                       ("kiwi", None, dt.date(2024, 3, 1))])
    proxy = SortFilterModel(model)
    proxy.sort(1, Qt.SortOrder.AscendingOrder)
    assert [proxy.row(r)[0] for r in range(3)] == ["kiwi", "apple", "pear"]  # blank, then 9 before 10
    proxy.sort(2, Qt.SortOrder.DescendingOrder)
    assert [proxy.row(r)[0] for r in range(3)] == ["kiwi", "apple", "pear"]  # dates as dates
    proxy.set_filter("feb")
    assert sorted(proxy.row(r)[0] for r in range(proxy.rowCount())) == ["apple", "pear"]  # "10 Feb 2024"
    proxy.set_filter("")
    assert proxy.rowCount() == 3


def test_history_model_filters_by_search_and_shows_who_changed_a_status():
    model = HistoryModel()
    model.set_history([
        {"position": 2, "recorded_at": "2024-03-01T09:00:01+00:00", "business_date": "2024-02-02",
         "entered_by": "Ann", "status": "retracted", "changed_by": 3, "summary": "sale to Bob Smith", "text": "sold"},
        {"position": 1, "recorded_at": "2024-03-01T09:00:00+00:00", "business_date": "2024-02-01",
         "entered_by": "Ann", "status": "standing", "changed_by": None, "summary": "purchase from ABC", "text": None},
    ])
    assert model.rowCount() == 2
    local = dt.datetime(2024, 3, 1, 9, 0, 1, tzinfo=dt.UTC).astimezone()
    assert model.status_at(0) == "retracted by #3"
    assert model.data(model.index(0, 1)) == f"{local.day} {local:%b %Y %H:%M}"
    assert model.data(model.index(0, 2)) == "2 Feb 2024"
    model.set_search("abc")
    assert model.rowCount() == 1 and model.position_at(0) == 1
    model.set_search("2 feb")
    assert model.rowCount() == 1 and model.position_at(0) == 2
    model.set_search("")
    assert model.rowCount() == 2


def test_money_quantities_and_changes_read_well():
    assert formatting.money(1234.5, "$") == "$1,234.50" and formatting.money(-3, "$") == "-$3.00"
    assert formatting.money(2, "EUR") == "2.00 EUR" and formatting.money(None, "$") == ""
    assert formatting.money(-0.001) == "0.00"
    assert [formatting.quantity(q) for q in (3.0, 2.5, 0.125, 1234.0, -2.0)] == ["3", "2.5", "0.125", "1,234", "-2"]
    assert formatting.change(110, 100) == "▲ 10%" and formatting.change(50, 100) == "▼ 50%"
    assert formatting.change(0, 0) == "no change" and formatting.change(5, 0) == "no sales then"
    assert formatting.guess_kinds(["customer_id", "revenue", "sale_date", "kg_sold", "n"],
                                  [(1, 2.5, "2024-02-01", 3.0, 4)]) == ["id", "money", "date", "quantity", "number"]


def test_the_ledgers_command_line_ways_out_read_as_the_windows():
    from ui.wording import for_window

    assert for_window("Say why the record is retracted (--reason).") == "Say why the record is retracted."
    assert for_window("This shop already has 3 records; the demo loads only into an empty shop "
                      "(choose another data folder with --data-dir).") == (
        "This shop already has 3 records; the demo loads only into an empty shop (File → Open another shop "
        "folder…).")
    assert for_window("The model endpoint x refused the API key (401). Set it with "
                      "`chatledger config set model.api_key`, or work offline.") == (
        "The model endpoint x refused the API key (401). Set it with Settings, or work offline.")
    assert "--" not in for_window("Nothing was changed; retract those too with --cascade, or correct them first.")
