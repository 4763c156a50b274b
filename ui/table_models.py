"""Qt table models over plain rows: a query result, the history. No widgets here, so they are
tested on their own (tests/ui/test_table_models.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel):
    """Rows with column names, e.g. a SQL result; numbers right-aligned, money to 2 places."""

    def __init__(self, columns: list[str] | None = None, rows: list[tuple[Any, ...]] | None = None):
        super().__init__()
        self._columns: list[str] = list(columns or [])
        self._rows: list[tuple[Any, ...]] = list(rows or [])

    def set_rows(self, columns: list[str], rows: list[tuple[Any, ...]]) -> None:
        self.beginResetModel()
        self._columns, self._rows = list(columns), [tuple(r) for r in rows]
        self.endResetModel()

    @property
    def columns(self) -> list[str]:
        return self._columns

    def row(self, number: int) -> tuple[Any, ...]:
        return self._rows[number]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        value = self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if value is None:
                return ""
            if isinstance(value, float):
                return f"{value:,.2f}"
            return str(value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, (int, float)):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._columns[section].replace("_", " ")
        return str(section + 1)


HISTORY_COLUMNS = ["position", "recorded_at", "business_date", "entered_by", "status", "summary", "text"]


class HistoryModel(RowsModel):
    """The ledger's history (Ledger.history dicts), filtered by a search text."""

    def __init__(self):
        super().__init__(HISTORY_COLUMNS, [])
        self._all: list[dict[str, Any]] = []
        self._search = ""

    def set_history(self, rows: list[dict[str, Any]]) -> None:
        self._all = rows
        self._apply()

    @property
    def history(self) -> list[dict[str, Any]]:
        return self._all

    def set_search(self, text: str) -> None:
        self._search = text.strip().lower()
        self._apply()

    def position_at(self, row: int) -> int:
        return int(self.row(row)[0])

    def status_at(self, row: int) -> str:
        return str(self.row(row)[4])

    def _apply(self) -> None:
        rows = []
        for item in self._all:
            status = item["status"] + (f" by #{item['changed_by']}" if item.get("changed_by") else "")
            values = (item["position"], str(item["recorded_at"])[:19].replace("T", " "), item["business_date"],
                      item["entered_by"], status, item["summary"], item.get("text") or "")
            if not self._search or self._search in " ".join(str(v) for v in values).lower():
                rows.append(values)
        self.set_rows(HISTORY_COLUMNS, rows)
