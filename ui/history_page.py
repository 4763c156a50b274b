"""History: every record ever entered (searchable), and what can be done with one: view the
shop right after it, retract it, roll back to it. A slider over the log travels in time."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSlider,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.service_layer.ledger import PointInTime
from app.services import Services
from ui.draft_card import RecordEditor
from ui.table_models import HistoryModel
from ui.tasks import Tasks

SHOWN = 2000  # newest records listed (and searched); older ones are reached by time travel


class HistoryPage(QWidget):
    changed = Signal()  # the ledger changed
    travel = Signal(object)  # a PointInTime, or None for now

    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        layout = QVBoxLayout(self)
        timeline = QHBoxLayout()
        timeline.addWidget(QLabel("Log position:"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.sliderReleased.connect(lambda: self.travel.emit(self._slider_point()))
        timeline.addWidget(self.slider, 1)
        self.slider_label = QLabel()
        timeline.addWidget(self.slider_label)
        self.slider.valueChanged.connect(lambda v: self.slider_label.setText(f"#{v}"))
        layout.addLayout(timeline)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the history…")
        layout.addWidget(self.search)
        self.model = HistoryModel()
        self.search.textChanged.connect(self.model.set_search)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.view_button = QPushButton("View the shop right after this")
        self.view_button.clicked.connect(self.view_selected)
        self.retract_button = QPushButton("Retract…")
        self.retract_button.clicked.connect(self.retract_selected)
        self.correct_button = QPushButton("Correct…")
        self.correct_button.clicked.connect(lambda: self.correct_selected())
        self.rollback_button = QPushButton("Roll back to here…")
        self.rollback_button.clicked.connect(self.rollback_to_selected)
        for button in (self.view_button, self.retract_button, self.correct_button, self.rollback_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)

    def refresh(self) -> None:
        ledger = self.services.ledger
        self.tasks.run("Reading the history", lambda: (ledger.history(SHOWN), ledger.record_count()),
                       self._show, self._say)

    def _show(self, found) -> None:
        rows, last = found
        self.model.set_history(rows)
        self.table.resizeColumnsToContents()
        for column in (5, 6):  # summary and text: readable, not endless
            self.table.setColumnWidth(column, min(self.table.columnWidth(column), 340))
        self.slider.setRange(0, last)
        self.slider.setValue(last)

    def selected_position(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.position_at(rows[0].row()) if rows else None

    def select_position(self, position: int) -> None:
        for row in range(self.model.rowCount()):
            if self.model.position_at(row) == position:
                self.table.selectRow(row)
                return

    def view_selected(self) -> None:
        position = self.selected_position()
        if position is not None:
            self.travel.emit(PointInTime(position=position))

    def retract_selected(self, reason: str | None = None, confirm: bool = True) -> None:
        position = self.selected_position()
        if position is None:
            return
        if reason is None:
            reason, ok = QInputDialog.getText(self, "Retract", f"Why is #{position} retracted?")
            if not ok:
                return
        if confirm and QMessageBox.question(
                self, "Retract", f"Take record #{position} out of the shop's history? It stays in the log, "
                "marked retracted, and Undo brings it back.") != QMessageBox.StandardButton.Yes:
            return
        ledger = self.services.ledger
        self.tasks.run("Retracting", lambda: ledger.retract(position, reason), self._changed, self._say, writes=True)

    def correct_selected(self, record: dict | None = None) -> None:
        """Replace the selected record's content (re-checked against everything after it)."""
        position = self.selected_position()
        if position is None:
            return
        if record is None:
            in_force = next((r["record"] for r in self.model.history if r["position"] == position), None)
            editor = RecordEditor(in_force or {}, self)
            editor.setWindowTitle(f"Correct #{position}: the record from now on")
            if not editor.exec():
                return
            record = editor.record
        ledger = self.services.ledger
        self.tasks.run("Correcting", lambda: ledger.correct(position, record), self._changed, self._say, writes=True)

    def rollback_to_selected(self, confirm: bool = True) -> None:
        position = self.selected_position()
        if position is None:
            return
        if confirm and QMessageBox.question(
                self, "Roll back", f"Retract every record entered after #{position}, in one step? "
                "Undo reverts it.") != QMessageBox.StandardButton.Yes:
            return
        ledger = self.services.ledger
        self.tasks.run("Rolling back", lambda: ledger.rollback(to_position=position), self._changed, self._say,
                       writes=True)

    def _changed(self, change) -> None:
        gone = f" No longer standing: {', '.join(f'#{p}' for p in change.retracted)}." if change.retracted else ""
        self._say(f"#{change.position}: {change.summary}.{gone}")
        self.changed.emit()

    def _slider_point(self) -> PointInTime | None:
        value = self.slider.value()
        return None if value == self.slider.maximum() else PointInTime(position=value)

    def _say(self, text: str) -> None:
        self.message.setText(text)
