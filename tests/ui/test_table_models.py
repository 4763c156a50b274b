"""The table models on their own, without any widget."""

from PySide6.QtCore import Qt

from ui.table_models import HistoryModel, RowsModel


def test_rows_model_shows_values_and_aligns_numbers():
    model = RowsModel(["name", "stock_quantity", "selling_price"], [("apple", 12.0, 1.7), ("pear", None, 1234.5)])
    assert (model.rowCount(), model.columnCount()) == (2, 3)
    assert model.headerData(1, Qt.Orientation.Horizontal) == "stock quantity"
    shown = [[model.data(model.index(r, c)) for c in range(3)] for r in range(2)]
    assert shown == [["apple", "12.00", "1.70"], ["pear", "", "1,234.50"]]
    assert model.data(model.index(0, 1), Qt.ItemDataRole.UserRole) == 12.0
    assert model.data(model.index(0, 1), Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert model.data(model.index(0, 0), Qt.ItemDataRole.TextAlignmentRole) is None


def test_set_rows_resets_the_model_once():
    model = RowsModel()
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_rows(["a"], [(1,), (2,)])
    assert resets == [1] and model.rowCount() == 2 and model.columns == ["a"]


def test_history_model_filters_by_search_and_shows_who_changed_a_status():
    model = HistoryModel()
    model.set_history([
        {"position": 2, "recorded_at": "2024-03-01T09:00:01+00:00", "business_date": "2024-02-02",
         "entered_by": "Ann", "status": "retracted", "changed_by": 3, "summary": "sale to Bob Smith", "text": "sold"},
        {"position": 1, "recorded_at": "2024-03-01T09:00:00+00:00", "business_date": "2024-02-01",
         "entered_by": "Ann", "status": "standing", "changed_by": None, "summary": "purchase from ABC", "text": None},
    ])
    assert model.rowCount() == 2
    assert model.status_at(0) == "retracted by #3" and model.data(model.index(0, 1)) == "2024-03-01 09:00:01"
    model.set_search("abc")
    assert model.rowCount() == 1 and model.position_at(0) == 1
    model.set_search("")
    assert model.rowCount() == 2
