"""Qt table models over plain rows: a query result, a shop table for people, the history. No
widgets here, so they are tested on their own (tests/ui/test_table_models.py).

Each column has a kind (ui/formatting.py): money shows with the shop's currency, quantities
without needless decimals, dates as dates; the raw value stays under UserRole, and sorting (through
SortFilterModel) compares raw values, so 9 sorts before 10 and dates sort as dates."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QColor

from app.service_layer.ledger_values import PointInTime
from app.service_layer.people_tables import as_moment
from domain.events import EDITED
from ui import formatting
from ui.formatting import DATE, ID, MOMENT, NUMBER, QUANTITY, TEXT

Index = QModelIndex | QPersistentModelIndex
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_NUMERIC = (formatting.MONEY, QUANTITY, NUMBER, ID, formatting.REF, formatting.PERCENT)
BAD_MARK = "✗ "  # text that says why a row is bad starts so, and shows in red


class RowsModel(QAbstractTableModel):
    """Rows with column names and kinds (guessed from the names and values when not given)."""

    def __init__(self, columns: list[str] | None = None, rows: list[tuple[Any, ...]] | None = None,
                 kinds: list[str] | None = None, titles: list[str] | None = None):
        super().__init__()
        self._columns: list[str] = []
        self._rows: list[tuple[Any, ...]] = []
        self._kinds: list[str] = []
        self._titles: list[str] = []
        self._currency = ""
        self._fill(list(columns or []), list(rows or []), kinds, titles)

    def set_rows(self, columns: list[str], rows: list[tuple[Any, ...]], kinds: list[str] | None = None,
                 titles: list[str] | None = None) -> None:
        self.beginResetModel()
        self._fill(list(columns), [tuple(r) for r in rows], kinds, titles)
        self.endResetModel()

    def _fill(self, columns: list[str], rows: list[tuple[Any, ...]], kinds: list[str] | None,
              titles: list[str] | None) -> None:
        self._columns, self._rows = columns, rows
        self._kinds = list(kinds) if kinds is not None else formatting.guess_kinds(columns, rows)
        self._titles = list(titles) if titles is not None else [c.replace("_", " ") for c in columns]

    def set_currency(self, currency: str) -> None:
        self._currency = currency
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(self._columns) - 1))

    @property
    def columns(self) -> list[str]:
        return self._columns

    @property
    def kinds(self) -> list[str]:
        return self._kinds

    def row(self, number: int) -> tuple[Any, ...]:
        return self._rows[number]

    def rows(self) -> list[tuple[Any, ...]]:
        return list(self._rows)

    def shown_rows(self) -> list[list[str]]:
        """Every row as the person sees it (for exporting what is on screen)."""
        return [[formatting.shown(v, k, self._currency) for v, k in zip(r, self._kinds)] for r in self._rows]

    def sort_value(self, row: int, column: int) -> tuple:
        return formatting.sort_key(self._rows[row][column])

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        value = self._rows[index.row()][index.column()]
        kind = self._kinds[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return formatting.shown(value, kind, self._currency)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.ToolTipRole and kind == TEXT and isinstance(value, str) and len(value) > 40:
            return value
        if role == Qt.ItemDataRole.ForegroundRole and isinstance(value, str) and value.startswith(BAD_MARK):
            return QColor("#b91c1c")  # a row that cannot be taken, in red
        if role == Qt.ItemDataRole.TextAlignmentRole and kind in _NUMERIC and isinstance(value, (int, float)):
            return _RIGHT
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._titles[section]
        return str(section + 1)


class SortFilterModel(QSortFilterProxyModel):
    """Sorting by raw values and filtering on what is shown in any column."""

    def __init__(self, source: RowsModel):
        super().__init__()
        self.setSourceModel(source)
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.source = source

    def lessThan(self, left: Index, right: Index) -> bool:
        return self.source.sort_value(left.row(), left.column()) < self.source.sort_value(right.row(), right.column())

    def set_filter(self, text: str) -> None:
        self.setFilterFixedString(text.strip())

    def row(self, proxy_row: int) -> tuple[Any, ...]:
        return self.source.row(self.mapToSource(self.index(proxy_row, 0)).row())


HISTORY_COLUMNS = ["position", "recorded_at", "business_date", "entered_by", "status", "summary", "text"]
HISTORY_TITLES = ["#", "Entered at", "Date", "By", "Status", "What", "Typed"]
HISTORY_KINDS = [ID, MOMENT, DATE, TEXT, TEXT, TEXT, TEXT]


class HistoryModel(RowsModel):
    """The ledger's history (Ledger.history dicts), filtered by a search text."""

    def __init__(self):
        super().__init__(HISTORY_COLUMNS, [], HISTORY_KINDS, HISTORY_TITLES)
        self._all: list[dict[str, Any]] = []
        self._search = ""
        self._when: PointInTime | None = None

    def set_when(self, when: PointInTime | None) -> None:
        """The window's time: the records not in the shop shown then are greyed."""
        self._when = when
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def outside(self, row: int) -> bool:
        """Whether the record on this row is not part of the shop at the window's time: entered
        after the position shown, or dated after the business day shown."""
        when = self._when
        if when is None:
            return False
        position, _, business_date = self.row(row)[:3]
        if when.position is not None:
            return int(position) > when.position
        if when.business_date is not None:
            return str(business_date)[:10] > when.business_date.isoformat()
        return False

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and self._when is not None and self.outside(index.row()):
            if role == Qt.ItemDataRole.ForegroundRole:
                return QColor("#9ca3af")
            if role == Qt.ItemDataRole.ToolTipRole:
                return "Not part of the shop at the time shown"
        return super().data(index, role)

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
            typed = item.get("text") or ""
            if typed and str(item.get("source") or "").endswith(EDITED):  # the card was changed after it was read
                typed += "  (changed by hand before it was confirmed)"
            values = (item["position"], as_moment(item["recorded_at"]), item["business_date"],
                      item["entered_by"], status, item["summary"], typed)
            if not self._search or self._search in " ".join(
                    formatting.shown(v, k) for v, k in zip(values, HISTORY_KINDS)).lower():
                rows.append(values)
        self.set_rows(HISTORY_COLUMNS, rows, HISTORY_KINDS, HISTORY_TITLES)
