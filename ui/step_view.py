"""One step of an answer: its purpose, its SQL (highlighted, editable, re-runnable) and its
result table."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPlainTextEdit, QTableView, QVBoxLayout

from app.questions.answers import Step
from ui.controls import button
from ui.sql_highlighter import SqlHighlighter
from ui.table_models import RowsModel


class StepView(QGroupBox):
    rerun = Signal(object, str)  # this view, the edited SQL

    def __init__(self, number: int, step: Step, *, currency: str = "", parent=None):
        when = f" (as of {step.as_of})" if step.as_of else ""
        super().__init__(f"Step {number}: {step.purpose}{when}", parent)
        self.step = step
        layout = QVBoxLayout(self)
        self.sql = QPlainTextEdit(step.sql)
        self.sql.setFont(QFont("monospace"))
        self.sql.setMaximumHeight(80)
        self.sql.setTabChangesFocus(True)
        self._highlighter = SqlHighlighter(self.sql.document())
        row = QHBoxLayout()
        row.addWidget(self.sql, 1)
        self.run_button = button("▶ Run again", "step.run", lambda: self.rerun.emit(self, self.sql.toPlainText()),
                                 tip="Run this step's SQL as edited")
        row.addWidget(self.run_button)
        layout.addLayout(row)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setVisible(False)
        layout.addWidget(self.error)
        self.model = RowsModel(step.columns, step.rows, _kinds(step))
        self.model.set_currency(currency)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setMaximumHeight(160)
        self.table.resizeColumnsToContents()
        layout.addWidget(self.table)

    def show_step(self, step: Step) -> None:
        self.step = step
        self.error.setVisible(False)
        self.model.set_rows(step.columns, step.rows, _kinds(step))
        self.table.resizeColumnsToContents()

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(True)
        self.model.set_rows([], [])


def _kinds(step: Step) -> list[str] | None:
    return list(step.kinds) if step.kinds else None  # else guessed from the names and values
