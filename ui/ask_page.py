"""Ask: a question, the answer sentence, "How I got this" (each step's SQL and result), the
final table with a chart when it is a series, Export CSV and Save as example."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.questions.answers import Answer, Step
from app.service_layer.ledger import PointInTime
from app.services import Services
from ui.layouts import empty
from ui.result_chart import ResultChart
from ui.step_view import StepView
from ui.table_models import RowsModel
from ui.tasks import Tasks


class AskPage(QWidget):
    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.answer: Answer | None = None
        self.forced: dt.date | None = None  # from the window's time travel: a business day…
        self.at: PointInTime | None = None  # …or a log position
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.question = QLineEdit()
        self.question.setPlaceholderText("Which day had the highest revenue?")
        self.question.returnPressed.connect(self.ask)
        row.addWidget(self.question, 1)
        self.as_of_box = QCheckBox("as of")
        self.as_of = QDateEdit(QDate.currentDate())
        self.as_of.setCalendarPopup(True)
        self.as_of.setDisplayFormat("yyyy-MM-dd")
        row.addWidget(self.as_of_box)
        row.addWidget(self.as_of)
        self.ask_button = QPushButton("Ask")
        self.ask_button.setObjectName("primary")
        self.ask_button.clicked.connect(self.ask)
        row.addWidget(self.ask_button)
        layout.addLayout(row)
        self.answer_label = QLabel()
        self.answer_label.setObjectName("answer")
        self.answer_label.setWordWrap(True)
        layout.addWidget(self.answer_label)
        self.by = QLabel()
        self.by.setObjectName("muted")
        layout.addWidget(self.by)
        body = QWidget()
        self.steps = QVBoxLayout(body)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout.addWidget(QLabel("How I got this:"))
        layout.addWidget(scroll, 2)
        self.result = RowsModel()
        self.table = QTableView()
        self.table.setModel(self.result)
        results = QHBoxLayout()
        results.addWidget(self.table, 1)
        self.chart = ResultChart()
        self.chart.setVisible(False)
        results.addWidget(self.chart, 1)
        layout.addLayout(results, 2)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.export_button = QPushButton("Export CSV / Excel…")
        self.export_button.clicked.connect(self.export)
        self.save_button = QPushButton("Save as example")
        self.save_button.clicked.connect(self.save_example)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.save_button)
        layout.addLayout(buttons)
        self._enable(False)

    def set_when(self, when: PointInTime | None) -> None:
        self.forced = when.business_date if when and when.business_date else None
        self.at = when if when and not when.business_date else None

    def ask(self) -> None:
        question = self.question.text().strip()
        if not question or not self.ask_button.isEnabled():
            return  # one question at a time (other pages' work may still be running)
        picked = self.as_of.date().toPython() if self.as_of_box.isChecked() else None
        as_of = self.forced or (picked if isinstance(picked, dt.date) else None)
        questions = self.services.questions()
        self.answer_label.setText("Thinking…")
        self.ask_button.setEnabled(False)
        at = self.at
        self.tasks.run("Answering", lambda: questions.ask(question, as_of=as_of, at=at), self._answered, self._failed,
                       cancelled=lambda: self._failed("Cancelled."))

    def _answered(self, answer: Answer) -> None:
        self.ask_button.setEnabled(True)
        self.answer = answer
        self.answer_label.setText(answer.answer)
        self.answer_label.setObjectName("answer")
        self.by.setText(f"answered by {answer.answered_by}")
        empty(self.steps)
        for number, step in enumerate(answer.steps, start=1):
            view = StepView(number, step)
            view.rerun.connect(self._rerun)
            self.steps.addWidget(view)
        self._show_result(answer.steps[-1] if answer.steps else None)
        self._enable(bool(answer.steps))

    def _show_result(self, step) -> None:
        columns, rows = (step.columns, step.rows) if step else ([], [])
        self.result.set_rows(columns, rows)
        self.chart.show_result(columns, rows)

    def _rerun(self, view: StepView, sql: str) -> None:
        questions = self.services.questions()
        step = view.step
        def shown(new: Step) -> None:
            view.show_step(new)
            self._show_result(new)

        self.tasks.run("Running the SQL", lambda: questions.run(step.purpose, sql, step.as_of), shown, self._failed)

    def _failed(self, message: str) -> None:
        self.ask_button.setEnabled(True)
        self.answer_label.setText(message)
        self.answer_label.setObjectName("error")
        self.answer_label.style().polish(self.answer_label)

    def export(self, path: str | None = None) -> None:
        import pandas as pd

        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, "Export the result", "result.csv",
                                                  "CSV (*.csv);;Excel (*.xlsx)")
        if path:
            table = pd.DataFrame([list(self.result.row(i)) for i in range(self.result.rowCount())],
                                 columns=self.result.columns)
            if path.lower().endswith(".xlsx"):
                table.to_excel(path, index=False)
            else:
                table.to_csv(path, index=False)

    def save_example(self) -> None:
        if not self.answer or not self.answer.steps:
            return
        question, sql = self.answer.question, self.answer.steps[-1].sql
        questions = self.services.questions()
        self.tasks.run("Saving the example", lambda: questions.save_example(question, sql),
                       lambda position: self.by.setText(f"Saved as example #{position}."), self._failed,
                       writes=True)

    def _enable(self, on: bool) -> None:
        self.export_button.setEnabled(on)
        self.save_button.setEnabled(on)
