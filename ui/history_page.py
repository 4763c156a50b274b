"""History: every record ever entered (searchable), and what can be done with one: view the
shop right after it, retract it (saying why), correct it (on the record form, filled in), roll
back to it (after a confirmation). A slider over the log travels in time and follows the
window's time. While the window shows the past, nothing here writes."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSlider,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.service_layer.ledger_values import PointInTime
from app.services import Services
from domain.timeline import EFFECTIVE
from ui.confirm_dialog import ConfirmDialog
from ui.controls import button
from ui.dialog_buttons import show_dialog
from ui.record_editor import RecordEditor
from ui.retract_dialog import RetractDialog
from ui.table_models import HistoryModel
from ui.tasks import Tasks
from ui.text_dialog import TextDialog

SHOWN = 2000  # newest records listed (and searched); older ones are reached by time travel
PAST = "Not while viewing the past: go Back to now first."


class HistoryPage(QWidget):
    changed = Signal()  # the ledger changed
    travel = Signal(object)  # a PointInTime, or None for now

    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.stale = False  # the shop changed while this page was not on screen
        self.wanted: int | None = None  # a record to select once the history is read
        self.when: PointInTime | None = None
        self.dialog: RetractDialog | ConfirmDialog | RecordEditor | TextDialog | None = None
        layout = QVBoxLayout(self)
        timeline = QHBoxLayout()
        timeline.addWidget(QLabel("Time travel, by log position:"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setPageStep(10)
        self.slider.sliderReleased.connect(self._slid)
        self._settle = QTimer(self)  # keys move the slider too: travel once they stop
        self._settle.setSingleShot(True)
        self._settle.setInterval(500)
        self._settle.timeout.connect(self._slid)
        self.slider.valueChanged.connect(self._moved)
        timeline.addWidget(self.slider, 1)
        self.slider_label = QLabel()
        self.slider_label.setMinimumWidth(90)
        timeline.addWidget(self.slider_label)
        layout.addLayout(timeline)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the history…")
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        self.model = HistoryModel()
        self.search.textChanged.connect(self.model.set_search)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        for column in (5, 6):  # what it was and what was typed share the width left: no sideways scrolling
            self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setResizeContentsPrecision(100)  # sizing reads 100 rows, not all
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        self.model.modelReset.connect(self._enable)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.view_button = button("View the shop right after this", "history.view", self.view_selected)
        self.retract_button = button("Retract…", "history.retract", self.retract_selected)
        self.correct_button = button("Correct…", "history.correct", self.correct_selected)
        self.rollback_button = button("Roll back to here…", "history.rollback", self.rollback_to_selected)
        self.compare_button = button("What changed since…", "history.compare", self.compare_selected)
        self.compare_button.setToolTip("The records and table values that changed after this record, up to the "
                                       "time the window shows")
        for made in (self.view_button, self.retract_button, self.correct_button, self.rollback_button,
                     self.compare_button):
            buttons.addWidget(made)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.message = QLabel()
        self.last_read = self.said_at = 0  # the log's length when last read, and when the message was said
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self._enable()

    def refresh(self) -> None:
        """Read again now if on screen; else when next shown (less work on the GUI thread after
        each change, here or at another till)."""
        self.stale = not self.isVisible()
        if self.stale:
            return
        ledger = self.services.ledger
        self.tasks.run("Reading the history", lambda: (ledger.history(SHOWN), ledger.record_count()),
                       self._show, self._say)

    def _show(self, found) -> None:
        rows, last = found
        if last > self.said_at:
            self.message.setText("")
        self.last_read = self.said_at = last
        selected = self.selected_position()
        sized = self.model.rowCount() > 0
        self.model.set_history(rows)
        if not sized:  # once: later refreshes keep the widths (and any the person set)
            self.table.resizeColumnsToContents()
            status = self.table.fontMetrics().horizontalAdvance("rolled back by #100000") + 16
            self.table.setColumnWidth(4, max(self.table.columnWidth(4), status))  # later statuses are longer
        self.slider.blockSignals(True)
        self.slider.setRange(0, last)
        self.slider.blockSignals(False)
        self._follow()
        wanted, self.wanted = self.wanted, None
        target = wanted if wanted is not None else selected
        if target is not None:
            self.select_position(target)

    # --- time ------------------------------------------------------------------------------

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.stale:
            self.refresh()

    def set_when(self, when: PointInTime | None) -> None:
        self.when = when
        self.model.set_when(when)  # the records not in the shop shown then, greyed
        self._follow()
        self._enable()

    def _follow(self) -> None:
        """The slider shows the window's time: a position, or the end for now."""
        value = self.when.position if self.when is not None and self.when.position is not None else None
        self.slider.blockSignals(True)
        self.slider.setValue(self.slider.maximum() if value is None else value)
        self.slider.blockSignals(False)
        self._label()

    def _label(self) -> None:
        value = self.slider.value()
        if self.when is not None and self.when.business_date is not None:
            self.slider_label.setText(f"{self.when.business_date:%d %b %Y}")
        else:
            self.slider_label.setText("now" if value == self.slider.maximum() else f"after #{value}")

    def _moved(self, _value: int) -> None:
        self._label()
        if not self.slider.isSliderDown():
            self._settle.start()

    def _slid(self) -> None:
        self._settle.stop()
        value = self.slider.value()
        self.travel.emit(None if value == self.slider.maximum() else PointInTime(position=value))

    # --- one record ------------------------------------------------------------------------

    def selected_position(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.position_at(rows[0].row()) if rows else None

    def _selected(self) -> dict | None:
        position = self.selected_position()
        return next((r for r in self.model.history if r["position"] == position), None)

    def select_position(self, position: int) -> None:
        """Select that record's row (once the history is read, if it is being read)."""
        for row in range(self.model.rowCount()):
            if self.model.position_at(row) == position:
                self.table.selectRow(row)
                self.table.scrollTo(self.model.index(row, 0))
                return
        self.wanted = position

    def _enable(self) -> None:
        chosen = self._selected()
        now = self.when is None
        standing = chosen is not None and chosen["status"] in ("standing", "corrected")
        self.view_button.setEnabled(chosen is not None)
        self.compare_button.setEnabled(chosen is not None)
        for made, can in ((self.retract_button, standing), (self.correct_button, standing),
                          (self.rollback_button, chosen is not None)):
            made.setEnabled(now and can)
            made.setToolTip("" if now else PAST)

    def view_selected(self) -> None:
        position = self.selected_position()
        if position is not None:
            self.travel.emit(PointInTime(position=position))

    def compare_selected(self) -> None:
        """Right after the selected record, compared with the time the window shows."""
        position = self.selected_position()
        if position is None:
            return
        services, until = self.services, self.when
        self.tasks.run("Comparing", lambda: services.compare(PointInTime(position=position), until),
                       self._compared, self._say)

    def _compared(self, found: list[str]) -> None:
        title, *rest = found
        body = html.escape("\n".join(rest))
        self.dialog = TextDialog("What changed", f"<p>{html.escape(title)}</p><pre>{body}</pre>", self)
        self.dialog.resize(720, 480)
        show_dialog(self.dialog)

    def retract_selected(self) -> None:
        chosen = self._selected()
        if chosen is None or self.when is not None:
            return
        dialog = self.dialog = RetractDialog(chosen["position"], chosen["summary"], self)
        dialog.accepted.connect(lambda: self._retract(chosen["position"], dialog.reason.text().strip(),
                                                      dialog.cascade.isChecked()))
        show_dialog(dialog)

    def _retract(self, position: int, reason: str, cascade: bool) -> None:
        ledger = self.services.ledger
        self.tasks.run("Retracting", lambda: ledger.retract(position, reason, cascade=cascade), self._changed,
                       self._say, writes=True)

    def correct_selected(self) -> None:
        """Replace the selected record's content (re-checked against everything after it)."""
        chosen = self._selected()
        if chosen is None or self.when is not None:
            return
        position = chosen["position"]
        # what it says now, so the person sees what they are changing; the form holds what it should say
        dialog = self.dialog = RecordEditor(chosen["record"] or {}, title=f"Correct #{position}: {chosen['summary']}",
                                            go="Correct", ask_why=True, parent=self)
        dialog.accepted.connect(lambda: self._correct(position, dialog.record, dialog.reason.text().strip()))
        show_dialog(dialog)

    def _correct(self, position: int, record: dict, reason: str) -> None:
        ledger = self.services.ledger
        self.tasks.run("Correcting", lambda: ledger.correct(position, record, reason=reason), self._changed, self._say,
                       writes=True)

    def rollback_to_selected(self) -> None:
        position = self.selected_position()
        if position is None or self.when is not None:
            return
        # the records it would take out: those entered after it that still stand (the history as shown)
        taken = sum(1 for r in self.model.history if r["position"] > position and r["status"] in EFFECTIVE)
        if not taken:
            self._say(f"Nothing stands after #{position}: there is nothing to roll back.")
            return
        dialog = self.dialog = ConfirmDialog(
            "Roll back", f"Retract the {taken} record{'s' if taken != 1 else ''} entered after #{position} that "
            "still stand, in one step? They stay in the log, marked rolled back, and Undo brings them back.",
            "Roll back", self)
        dialog.accepted.connect(lambda: self._rollback(position))
        show_dialog(dialog)

    def _rollback(self, position: int) -> None:
        ledger = self.services.ledger
        self.tasks.run("Rolling back", lambda: ledger.rollback(to_position=position), self._changed, self._say,
                       writes=True)

    def _changed(self, change) -> None:
        gone = f" No longer standing: {', '.join(f'#{p}' for p in change.retracted)}." if change.retracted else ""
        self._say(f"#{change.position}: {change.summary}.{gone}", at=change.position)
        self.changed.emit()

    def _say(self, text: str, at: int | None = None) -> None:
        """A line about the log as it stood at `at` (by default, as last read): put away once the
        log has moved on (an undo from the toolbar, another till), so it never speaks of a change
        that no longer stands."""
        self.message.setText(text)
        self.said_at = at if at is not None else self.last_read
