"""Tables: every shop table at the chosen point in time, for people — names instead of ids,
money in the shop's currency, dates as dates, columns sized to their content, sortable (click a
header) and filtered by what you type. "Why?" on a cell (or right-click) lists the records
behind it and their contributions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.service_layer.ledger_values import PointInTime
from app.service_layer.people_tables import PeopleTable, people_table, tables
from app.service_layer.provenance import Provenance
from app.services import Services
from ui import formatting
from ui.controls import action, button
from ui.dialog_buttons import show_dialog
from ui.formatting import QUANTITY, TEXT
from ui.table_models import RowsModel, SortFilterModel
from ui.tasks import Tasks
from ui.why_dialog import WhyDialog

MAX_WIDTH = 320  # pixels a column takes at most when sized to its content


class TablesPage(QWidget):
    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.stale = False  # the shop changed while this page was not on screen
        self.when: PointInTime | None = None
        self.shown: PeopleTable | None = None
        self.dialog: WhyDialog | None = None
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.picker = QComboBox()
        for name in tables():
            self.picker.addItem(name.replace("_", " "), name)
        self.picker.currentIndexChanged.connect(lambda _: self.refresh())
        row.addWidget(self.picker)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Filter: show rows containing…")
        self.filter.setClearButtonEnabled(True)
        row.addWidget(self.filter, 1)
        self.why_button = button("Why?", "tables.why", self.why_selected,
                                 tip="The records behind the selected value (or right-click a cell)")
        row.addWidget(self.why_button)
        layout.addLayout(row)
        self.model = RowsModel()
        self.sorted = SortFilterModel(self.model)
        self.filter.textChanged.connect(self._filtered)
        self.table = QTableView()
        self.table.setModel(self.sorted)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setResizeContentsPrecision(100)  # sizing reads 100 rows, not all
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu)
        layout.addWidget(self.table, 1)
        self.message = QLabel()
        self.message.setObjectName("muted")
        layout.addWidget(self.message)
        self.last_why: Provenance | None = None
        self.why_action = action("Why is this value here?", "tables.why_menu", self, self.why_selected)
        self.context_menu = QMenu(self)
        self.context_menu.addAction(self.why_action)

    @property
    def table_name(self) -> str:
        return str(self.picker.currentData())

    def show_table(self, name: str) -> None:
        self.picker.setCurrentIndex(self.picker.findData(name))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.stale:
            self.refresh()

    def set_when(self, when: PointInTime | None) -> None:
        self.when = when
        self.refresh()

    def refresh(self) -> None:
        """Read again now if on screen; else when next shown (less work on the GUI thread after
        each change, here or at another till)."""
        self.stale = not self.isVisible()
        if self.stale:
            return
        table, when, ledger = self.table_name, self.when, self.services.ledger
        self.tasks.run(f"Reading {table.replace('_', ' ')}", lambda: people_table(ledger, table, when),
                       self._show, self.message.setText)

    def _show(self, found: PeopleTable) -> None:
        if found.table != self.table_name:
            return  # another table was picked meanwhile
        another = self.shown is None or self.shown.table != found.table or not self.model.rowCount()
        if another:
            self.sorted.sort(-1)  # another table: its own order, not the last one's sort column
            self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.shown = found
        self.model.set_rows([c.name for c in found.columns], found.rows, [c.kind for c in found.columns],
                            [c.title for c in found.columns])
        self.model.set_currency(self.services.currency())
        if another:  # sized to the content once per table; a refresh keeps the widths
            self.table.resizeColumnsToContents()
            for column in range(self.model.columnCount()):
                self.table.setColumnWidth(column, min(self.table.columnWidth(column), MAX_WIDTH))
        self._filtered()

    def _filtered(self) -> None:
        self.sorted.set_filter(self.filter.text())
        total, shown = self.model.rowCount(), self.sorted.rowCount()
        more = " (the first 5,000)" if self.shown is not None and self.shown.truncated else ""
        self.message.setText(f"{total:,} rows{more}" if shown == total else f"{shown:,} of {total:,} rows")

    def why_selected(self) -> None:
        index = self.table.currentIndex()
        if not index.isValid() or self.shown is None:
            self.message.setText("Select a value first, then Why?")
            return
        table = self.shown.table
        row_id = self.sorted.row(index.row())[0]
        column = self.shown.columns[index.column()].source if index.column() else None
        ledger, when = self.services.ledger, self.when
        heading = self._heading(index.row(), index.column())
        self.tasks.run("Finding the sources", lambda: ledger.why(table, row_id, column, when=when),
                       lambda found: self._show_why(found, heading), self.message.setText)

    def _heading(self, row: int, column: int) -> str:
        """The value asked about, as the page shows it: "grape — In stock: 24 kg", "Sale #12 (Bob
        Smith) — Total: 9.90"; the row's own number for the whole row."""
        assert self.shown is not None
        columns, values = self.shown.columns, self.sorted.row(row)
        shown = [formatting.shown(v, c.kind, self.services.currency()) for v, c in zip(values, columns)]
        text = next((v for v, c in zip(shown, columns) if c.kind == TEXT and v), "")
        number = f"{columns[0].title} #{values[0]}" if columns[0].title != "#" else ""
        label = f"{number} ({text})" if number and text else number or text or f"#{values[0]}"
        if not column:
            return f"{label}: the records that made or changed it"
        units = [v for v, c in zip(shown, columns) if c.name == "unit"]
        unit = f" {units[0]}" if units and columns[column].kind == QUANTITY else ""
        return f"{label} — {columns[column].title}: {shown[column]}{unit}"

    def _menu(self, point) -> None:
        index = self.table.indexAt(point)
        if index.isValid():
            self.table.setCurrentIndex(index)
            self.context_menu.popup(self.table.viewport().mapToGlobal(point))

    def _show_why(self, found: Provenance, heading: str | None = None) -> None:
        self.last_why = found
        self.dialog = WhyDialog(found, self, heading)
        show_dialog(self.dialog)
