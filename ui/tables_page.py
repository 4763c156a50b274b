"""Tables: every shop table, at the chosen point in time; "Why?" on a cell lists the records
behind it and their contributions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.service_layer.ledger import PointInTime
from app.service_layer.provenance import Provenance
from app.services import Services
from ui.table_models import RowsModel
from ui.tasks import Tasks


class TablesPage(QWidget):
    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.when: PointInTime | None = None
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.picker = QComboBox()
        self.picker.addItems(services.ledger.table_names())
        self.picker.currentTextChanged.connect(lambda _: self.refresh())
        row.addWidget(self.picker)
        self.why_button = QPushButton("Why?")
        self.why_button.clicked.connect(self.why_selected)
        row.addWidget(self.why_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.model = RowsModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu)
        layout.addWidget(self.table, 1)
        self.message = QLabel()
        layout.addWidget(self.message)
        self.last_why: Provenance | None = None

    def set_when(self, when: PointInTime | None) -> None:
        self.when = when
        self.refresh()

    def refresh(self) -> None:
        table, when, ledger = self.picker.currentText(), self.when, self.services.ledger
        self.tasks.run(f"Reading {table}", lambda: ledger.sql(f"SELECT * FROM {table} ORDER BY 1", when=when,
                                                             max_rows=5000),
                       lambda result: self.model.set_rows(result.columns, result.rows), self.message.setText)

    def why_selected(self) -> None:
        index = self.table.currentIndex()
        if not index.isValid():
            return
        table = self.picker.currentText()
        row_id = self.model.row(index.row())[0]
        column = self.model.columns[index.column()] if index.column() else None
        ledger, when = self.services.ledger, self.when
        self.tasks.run("Finding the sources", lambda: ledger.why(table, row_id, column, when=when),
                       self._show_why, self.message.setText)

    def _menu(self, point) -> None:
        index = self.table.indexAt(point)
        if index.isValid():
            self.table.setCurrentIndex(index)
            menu = QMenu(self)
            menu.addAction("Why is this value here?", self.why_selected)
            menu.popup(self.table.viewport().mapToGlobal(point))

    def _show_why(self, found: Provenance) -> None:
        self.last_why = found
        WhyDialog(found, self).show()


class WhyDialog(QDialog):
    def __init__(self, found: Provenance, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Why?")
        layout = QVBoxLayout(self)
        head = (f"{found.table} #{found.row_id} {found.column} = {found.value}" if found.column
                else f"{found.table} #{found.row_id}: the records that made or changed it")
        lines = [f"<b>{head}</b><ul>"]
        for s in found.sources:
            amount = "" if s.contribution is None else f"{s.contribution:+g} "
            said = f" — “{s.text}”" if s.text else ""
            lines.append(f"<li>{amount}#{s.position} {s.business_date or ''} {s.detail} "
                         f"(by {s.entered_by}){said}</li>")
        lines.append("</ul>")
        if found.additive:
            lines.append(f"The contributions add up to {found.total:g}.")
        self.text = QTextBrowser()
        self.text.setHtml("".join(lines))
        layout.addWidget(self.text)
        self.resize(560, 360)
