"""Record: type what happened, Parse (Ctrl+Enter), read the cards, Confirm (Ctrl+Shift+Enter)
or Discard (Esc). Nothing is appended before Confirm; on an error the typed text stays."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.records_from_text.drafts import Draft, DraftRecord
from app.services import Services
from ui.draft_card import DraftCard
from ui.layouts import empty, widgets_in
from ui.record_form import RecordForm
from ui.tasks import Tasks


class RecordPage(QWidget):
    recorded = Signal()  # the ledger changed

    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.draft: Draft | None = None
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        typed = QWidget()
        typed_layout = QVBoxLayout(typed)
        typed_layout.addWidget(QLabel("What happened?"))
        self.input = QPlainTextEdit()
        self.input.setPlaceholderText("Sold 9 kg apples and 4 kg cherries to Bob Smith (123-456-7893) today")
        self.input.setMaximumHeight(110)
        typed_layout.addWidget(self.input)
        row = QHBoxLayout()
        self.translator = QLabel()
        self.translator.setObjectName("muted")
        row.addWidget(self.translator, 1)
        self.parse_button = QPushButton("Parse  (Ctrl+Enter)")
        self.parse_button.clicked.connect(self.parse)
        row.addWidget(self.parse_button)
        typed_layout.addLayout(row)
        self.form = RecordForm()
        self.form.check.connect(self.check_form)
        self.tabs.addTab(typed, "Type it")
        self.tabs.addTab(self.form, "Fill in a form")
        self.tabs.setMaximumHeight(330)
        layout.addWidget(self.tabs)
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.cards = QVBoxLayout()
        holder = QWidget()
        holder.setLayout(self.cards)
        self.cards.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        layout.addWidget(scroll, 1)
        actions = QHBoxLayout()
        actions.addStretch(1)
        self.discard_button = QPushButton("Discard  (Esc)")
        self.discard_button.clicked.connect(self.discard)
        self.confirm_button = QPushButton("Confirm ✓  (Ctrl+Shift+Enter)")
        self.confirm_button.setObjectName("primary")
        self.confirm_button.clicked.connect(self.confirm)
        actions.addWidget(self.discard_button)
        actions.addWidget(self.confirm_button)
        layout.addLayout(actions)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.parse)
        QShortcut(QKeySequence("Ctrl+Shift+Return"), self, self.confirm)
        QShortcut(QKeySequence("Escape"), self, self.discard)
        self._show_draft(None)
        self.refresh()

    def refresh(self) -> None:
        self.translator.setText(f"Read by: {self.services.translator_name()}")
        drafter = self.services.drafter()
        self.tasks.run("Reading the shop's names", drafter.known, self.form.set_known, lambda _: None)

    def check_form(self, records: list) -> None:
        if not self.parse_button.isEnabled():
            return
        drafter = self.services.drafter()
        self._show_draft(None)
        self.tasks.run("Checking the form", lambda: drafter.draft_form(records), self._drafted, self._failed)

    def parse(self) -> None:
        text = self.input.toPlainText().strip()
        if not text or not self.parse_button.isEnabled():
            return
        drafter = self.services.drafter()
        self._show_draft(None)  # a new reading replaces the last one
        self._say("Reading…", "muted")
        self.parse_button.setEnabled(False)
        self.tasks.run("Reading the text", lambda: drafter.draft(text), self._drafted, self._failed,
                       cancelled=lambda: self._failed("Cancelled; the text is still here."))

    def confirm(self) -> None:
        if self.draft is None or not self.confirm_button.isEnabled():
            return
        records = [card.record for card in self.cards_shown()]
        draft = Draft(self.draft.text, self.draft.translator,
                      tuple(DraftRecord(r, c.summary) for r, c in zip(records, self.draft.records)))
        drafter = self.services.drafter()
        self.confirm_button.setEnabled(False)
        self.tasks.run("Recording", lambda: drafter.confirm(draft), self._confirmed, self._failed, writes=True)

    def discard(self) -> None:
        self._show_draft(None)
        self._say("", "muted")

    def _drafted(self, draft: Draft) -> None:
        self.parse_button.setEnabled(True)
        how = "from the form" if draft.text is None else f"read by {draft.translator}"
        self._say(f"{len(draft.records)} record(s) {how}. Check them, then Confirm.", "muted")
        self._show_draft(draft)

    def _confirmed(self, outcome) -> None:
        self._show_draft(None)
        self.input.clear()
        self.form.clear()
        self._say("Recorded " + "; ".join(f"#{a.position}: {a.summary}" for a in outcome.appended), "ok")
        self.recorded.emit()

    def _failed(self, message: str) -> None:
        self.parse_button.setEnabled(True)
        self.confirm_button.setEnabled(self.draft is not None)
        self._say(message, "error")  # the typed text stays

    def _show_draft(self, draft: Draft | None) -> None:
        self.draft = draft
        empty(self.cards, keep_last=1)
        for record in (draft.records if draft else ()):
            self.cards.insertWidget(self.cards.count() - 1, DraftCard(record))
        self.confirm_button.setEnabled(draft is not None)
        self.discard_button.setEnabled(draft is not None)

    def _say(self, text: str, kind: str) -> None:
        self.message.setText(text)
        self.message.setObjectName(kind)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)

    def cards_shown(self) -> list[DraftCard]:
        return widgets_in(self.cards, DraftCard, skip_last=1)
