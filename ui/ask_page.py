"""Ask: a question, the answer sentence, "How I got this" (each step's SQL and result), the
final table with a chart when it is a series, Export and Save as example.

What is on screen always belongs together: a new question clears the last answer; a question
that cannot be answered leaves no SQL or table behind (and nothing to export or save); an edited
step's result replaces the sentence it no longer matches; and when the window's time changes,
an answer about another time is taken away rather than left standing under the wrong banner."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.questions.answers import Answer, QuestionFailed, Step
from app.service_layer.home import DAYS, quiet
from app.service_layer.ledger_values import PointInTime
from app.services import Services
from ui import formatting
from ui.controls import button, check_box
from ui.day_edit import EXAMPLE, DayEdit
from ui.exporting import export_path, write_table
from ui.layouts import empty, widgets_in
from ui.result_chart import ResultChart
from ui.step_view import StepView
from ui.table_models import RowsModel
from ui.tasks import Tasks
from ui.wording import for_window


def when_text(when: PointInTime | None) -> str:
    if when is None:
        return "now"
    if when.business_date:
        return f"as of the end of {formatting.day(when.business_date)}"
    return f"right after record #{when.position}"


@dataclass(frozen=True)
class Refusal:
    """An offline refusal as the window shows it: why, and questions like it that are answered."""

    message: str
    suggestions: tuple[str, ...]


def _asked(questions, text: str, as_of: dt.date | None, at: PointInTime | None) -> Answer | Refusal:
    """On a pool thread: the answer, or a refusal that offers questions to click instead."""
    try:
        return questions.ask(text, as_of=as_of, at=at)
    except QuestionFailed as e:
        if not e.suggestions:
            raise
        return Refusal(for_window(e.reason), e.suggestions)


class AskPage(QWidget):
    said = Signal(str)  # a line for the status bar

    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.answer: Answer | None = None
        self.when: PointInTime | None = None  # the window's time travel
        self.answered_when: PointInTime | None = None
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.question = QLineEdit()
        self.question.setPlaceholderText("Which day had the highest revenue?  (Enter asks)")
        self.question.returnPressed.connect(self.ask)
        row.addWidget(self.question, 1)
        self.as_of_box = check_box("as of the end of", "ask.as_of")
        self.as_of = DayEdit(services.today())
        self.as_of_box.toggled.connect(self.as_of.setEnabled)
        self.as_of.text.returnPressed.connect(self.ask)
        self.as_of.setEnabled(False)
        row.addWidget(self.as_of_box)
        row.addWidget(self.as_of)
        self.ask_button = button("Ask", "ask.ask", self.ask, primary=True)
        row.addWidget(self.ask_button)
        layout.addLayout(row)
        self.as_of_chosen = False  # a person ticked or unticked the box: theirs from then on
        self.time_said = False  # the answer line says the window's time moved
        self.as_of_box.clicked.connect(self._chosen_by_person)
        self.as_of_note = QLabel()
        self.as_of_note.setObjectName("muted")
        self.as_of_note.setWordWrap(True)
        self.as_of_note.setVisible(False)
        layout.addWidget(self.as_of_note)
        self.answer_label = QLabel()
        self.answer_label.setObjectName("answer")
        self.answer_label.setWordWrap(True)
        layout.addWidget(self.answer_label)
        self.by = QLabel()
        self.by.setObjectName("muted")
        layout.addWidget(self.by)
        self.tries_box = QWidget()  # after a refusal: questions like it that are answered, to click
        self.tries = QHBoxLayout(self.tries_box)
        self.tries.setContentsMargins(0, 0, 0, 0)
        self.tries_box.setVisible(False)
        layout.addWidget(self.tries_box)
        split = QSplitter(Qt.Orientation.Vertical)
        steps_box = QWidget()
        steps_layout = QVBoxLayout(steps_box)
        steps_layout.setContentsMargins(0, 0, 0, 0)
        steps_layout.addWidget(QLabel("How I got this:"))
        body = QWidget()
        self.steps = QVBoxLayout(body)
        self.steps.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        steps_layout.addWidget(scroll, 1)
        split.addWidget(steps_box)
        self.result = RowsModel()
        self.table = QTableView()
        self.table.setModel(self.result)
        self.table.setSortingEnabled(False)
        results = QWidget()
        results_layout = QHBoxLayout(results)
        results_layout.setContentsMargins(0, 0, 0, 0)
        results_layout.addWidget(self.table, 1)
        self.chart = ResultChart()
        self.chart.setVisible(False)
        results_layout.addWidget(self.chart, 1)
        split.addWidget(results)
        split.setSizes([320, 260])
        layout.addWidget(split, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.export_button = button("Export CSV / Excel…", "ask.export", self.export)
        self.save_button = button("Save as example", "ask.save_example", self.save_example,
                                  tip="Keep this question with the SQL shown, for similar questions later")
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.save_button)
        layout.addLayout(buttons)
        self._clear()

    # --- time ------------------------------------------------------------------------------

    def set_when(self, when: PointInTime | None) -> None:
        changed = when != self.when
        self.when = when
        past = when is not None
        self.as_of_box.setEnabled(not past)  # the window's time decides while it shows the past
        self.as_of.setEnabled(not past and self.as_of_box.isChecked())
        self.as_of_box.setToolTip("The window shows the past: questions are answered then." if past else "")
        # an answer about another time is taken away; a note about an earlier move is kept true
        if changed and ((self.answer is not None and self.answered_when != when) or self.time_said):
            self._clear()
            then = "back to now" if when is None else f"showing the shop {when_text(when)}"
            self._say(f"The window is {then}: Ask again for the answer there.", "muted")
            self.time_said = True

    def set_latest_day(self, day: dt.date | None) -> None:
        """The as-of picker starts at the shop's latest business day. With nothing recorded in
        the last 30 days (the demo month, an old shop's archive), "this month" and "today" would
        find nothing: questions are then asked as of that day, as Home shows the shop's latest
        days, and the page says so. A box a person ticked or unticked stays as they left it."""
        if day is None:
            return
        if self.as_of_chosen:
            if not self.as_of_box.isChecked():
                self.as_of.set_day(day)
            return
        self.as_of.set_day(day)
        stale = quiet(day, self.services.today())
        self.as_of_box.setChecked(stale)
        self.as_of.setEnabled(stale and self.when is None)
        self.as_of_note.setText(f"Nothing is recorded in the last {DAYS} days, so questions are asked as of "
                                f"the shop's last day, {formatting.day(day)}. Untick \u201cas of the end of\u201d "
                                "to ask about today." if stale else "")
        self.as_of_note.setVisible(stale)

    def _chosen_by_person(self) -> None:
        self.as_of_chosen = True
        self.as_of_note.setVisible(False)

    # --- asking ----------------------------------------------------------------------------

    def ask(self, question: str | None = None) -> None:
        if question is not None:
            self.question.setText(question)
        text = self.question.text().strip()
        if not text or not self.ask_button.isEnabled():
            return  # one question at a time (other pages' work may still be running)
        when = self.when
        forced = when.business_date if when and when.business_date else None
        at = when if when and not when.business_date else None
        # the page's own day only at now: in the past the window's time decides (its box is greyed)
        picked = self.as_of.day() if self.as_of_box.isChecked() and when is None else None
        if picked is not None and not self.as_of.valid():
            self._say(f"\u201c{self.as_of.text.text()[:40]}\u201d is not a day the shop can be asked about: type "
                      f"{EXAMPLE}.", "error")
            return
        as_of = forced or picked
        questions = self.services.questions()
        self._clear()
        self.time_said = False
        self._say("Thinking…", "muted")
        self.ask_button.setEnabled(False)
        self.tasks.run("Answering", lambda: _asked(questions, text, as_of, at),
                       lambda answer: self._answered(answer, when), self._failed,
                       cancelled=lambda: self._failed("Cancelled."))

    def _answered(self, answer: Answer | Refusal, when: PointInTime | None) -> None:
        self.ask_button.setEnabled(True)
        if isinstance(answer, Refusal):
            self._refused(answer)
            return
        self.answer, self.answered_when = answer, when
        self._say(answer.answer, "answer")
        about = "" if when is None else f" · {when_text(when)}"
        self.by.setText(f"answered by {answer.answered_by}{about}")
        for number, step in enumerate(answer.steps, start=1):
            view = StepView(number, step, currency=self.services.currency())
            view.rerun.connect(self._rerun)
            self.steps.insertWidget(self.steps.count() - 1, view)
        self._show_result(answer.steps[-1] if answer.steps else None)

    def _failed(self, message: str) -> None:
        self.ask_button.setEnabled(True)
        self._clear()
        self._say(message, "error")

    def _refused(self, refusal: Refusal) -> None:
        self._failed(refusal.message)
        self.tries.addWidget(QLabel("Try:"))
        for question in refusal.suggestions:
            self.tries.addWidget(button(question, "ask.suggestion",
                                        partial(self.ask, question)))
        self.tries.addStretch(1)
        self.tries_box.setVisible(True)

    def suggestion_buttons(self) -> list[QPushButton]:
        return widgets_in(self.tries, QPushButton)

    def _rerun(self, view: StepView, sql: str) -> None:
        questions = self.services.questions()
        step, number = view.step, self.step_views().index(view) + 1

        def shown(new: Step) -> None:
            view.show_step(new)
            if self.answer is not None:
                steps = list(self.answer.steps)
                steps[number - 1] = new
                self.answer = Answer(self.answer.question, self.answer.answer, steps, self.answer.answered_by)
            self._show_result(new)
            self._say(f"Your SQL for step {number} ran: its result is below (the sentence was for the "
                      "original query).", "muted")

        def failed(message: str) -> None:
            view.show_error(message)
            self._show_result(None)
            self._say(f"Step {number}'s SQL did not run: {message}", "error")

        self.tasks.run("Running the SQL", lambda: questions.run(step.purpose, sql, step.as_of), shown, failed)

    def _show_result(self, step: Step | None) -> None:
        columns, rows = (step.columns, step.rows) if step else ([], [])
        kinds = list(step.kinds) if step and step.kinds else None  # else guessed from the names and values
        self.result.set_rows(columns, rows, kinds)
        self.result.set_currency(self.services.currency())
        self.table.resizeColumnsToContents()
        self.chart.show_result(columns, rows, currency=self.services.currency(), kinds=kinds)
        self._enable(step is not None and self.answer is not None)

    def _clear(self) -> None:
        self.answer = None
        empty(self.steps, keep_last=1)
        self.result.set_rows([], [])
        self.chart.show_result([], [])
        self.by.setText("")
        empty(self.tries)
        self.tries_box.setVisible(False)
        self._say("", "answer")
        self._enable(False)

    # --- keeping a result --------------------------------------------------------------------

    def export(self) -> None:
        path = export_path(self, "Export the result", "result")
        if path:
            self.export_to(path)

    def export_to(self, path: str) -> None:
        try:
            count = write_table(path, self.result.columns, self.result.rows())
        except OSError as e:
            self.said.emit(f"Could not export: {e.strerror}: {path}")
            return
        self.said.emit(f"Exported {count} row(s) to {path}.")

    def save_example(self) -> None:
        if not self.answer or not self.answer.steps or not self.save_button.isEnabled():
            return
        question, sql = self.answer.question, self.answer.steps[-1].sql
        questions = self.services.questions()
        self.tasks.run("Saving the example", lambda: questions.save_example(question, sql),
                       lambda position: self.by.setText(f"Saved as example #{position}: “{question}”."),
                       self._failed, writes=True)

    def _enable(self, on: bool) -> None:
        self.export_button.setEnabled(on)
        self.save_button.setEnabled(on and self.when is None)

    def _say(self, text: str, kind: str) -> None:
        self.answer_label.setText(text)
        self.answer_label.setObjectName(kind)
        self.answer_label.style().unpolish(self.answer_label)
        self.answer_label.style().polish(self.answer_label)

    def step_views(self) -> list[StepView]:
        return widgets_in(self.steps, StepView, skip_last=1)
