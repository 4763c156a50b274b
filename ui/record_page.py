"""Record: type what happened, Parse (Ctrl+Enter), read the cards — each shows what it will do
to the shop, and is flagged if the shop would refuse it — then Confirm (Ctrl+Shift+Enter) or
Discard (Esc). Nothing is appended before Confirm; on an error the typed text stays. Tab leaves
the text box (Enter and Shift+Enter keep new lines)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.records_from_text.drafts import Draft, DraftRecord
from app.service_layer.effects import Effect
from app.service_layer.ledger import Ledger
from app.services import Services
from ui.controls import button
from ui.dialog_buttons import show_dialog
from ui.draft_card import DraftCard
from ui.layouts import empty, widgets_in
from ui.record_editor import RecordEditor
from ui.record_form import RecordForm
from ui.tasks import Tasks
from ui.undo_keys import pass_undo


class RecordPage(QWidget):
    recorded = Signal(list)  # the positions one Confirm appended

    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.draft: Draft | None = None
        self.effects: list[Effect] = []
        self.dialog: RecordEditor | None = None
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        typed = QWidget()
        typed_layout = QVBoxLayout(typed)
        prompt = QLabel("What happened?")
        typed_layout.addWidget(prompt)
        self.input = QPlainTextEdit()
        self.input.setPlaceholderText("Sold 9 kg apples and 4 kg cherries to Bob Smith (123-456-7893) today")
        self.input.setTabChangesFocus(True)  # Tab moves on; Enter and Shift+Enter make new lines
        self.input.setMaximumHeight(110)
        pass_undo(self.input)  # Ctrl+Z with nothing typed to undo: the window's Undo
        prompt.setBuddy(self.input)
        typed_layout.addWidget(self.input)
        row = QHBoxLayout()
        self.translator = QLabel()
        self.translator.setObjectName("muted")
        row.addWidget(self.translator, 1)
        self.parse_button = button("Parse  (Ctrl+Enter)", "record.parse", self.parse)
        row.addWidget(self.parse_button)
        typed_layout.addLayout(row)
        self.form = RecordForm(today=services.today())
        self.form.check.connect(self.check_form)
        self.tabs.addTab(typed, "Type it")
        self.tabs.addTab(self.form, "Fill in a form")
        self.tabs.setMaximumHeight(360)
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
        self.discard_button = button("Discard  (Esc)", "record.discard", self.discard)
        self.confirm_button = button("Confirm ✓  (Ctrl+Shift+Enter)", "record.confirm", self.confirm, primary=True)
        actions.addWidget(self.discard_button)
        actions.addWidget(self.confirm_button)
        layout.addLayout(actions)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.parse)
        QShortcut(QKeySequence("Ctrl+Enter"), self, self.parse)
        QShortcut(QKeySequence("Ctrl+Shift+Return"), self, self.confirm)
        QShortcut(QKeySequence("Escape"), self, self.discard)
        self.translator.setText(f"Read by: {self.services.translator_name()}")
        self._show_draft(None)

    def refresh(self) -> None:
        self.translator.setText(f"Read by: {self.services.translator_name()}")
        drafter = self.services.drafter()
        self.tasks.run("Reading the shop's names", drafter.known, self.form.set_known, lambda _: None, quiet=True)
        if self.draft is not None:  # another till may have sold, bought or changed a price since
            draft, ledger = self.draft, self.services.ledger
            self.tasks.run("Checking the cards again", lambda: _with_effects(ledger, draft), self._rechecked,
                           lambda _: None, quiet=True)

    def _rechecked(self, found: tuple[Draft, list[Effect]]) -> None:
        draft, effects = found
        if draft is self.draft and effects != self.effects:  # still the cards shown, and their figures moved
            self._drafted(found)

    # --- reading records ----------------------------------------------------------------

    def check_form(self, records: list) -> None:
        if not self.parse_button.isEnabled():
            return
        drafter, ledger = self.services.drafter(), self.services.ledger
        self._show_draft(None)
        self.tasks.run("Checking the form", lambda: _with_effects(ledger, drafter.draft_form(records)),
                       self._drafted, self._failed)

    def parse(self) -> None:
        text = self.input.toPlainText().strip()
        if not text or not self.parse_button.isEnabled() or not self.isEnabled():
            return
        drafter, ledger = self.services.drafter(), self.services.ledger
        self._show_draft(None)  # a new reading replaces the last one
        self._say("Reading…", "muted")
        self.parse_button.setEnabled(False)
        self.tasks.run("Reading the text", lambda: _with_effects(ledger, drafter.draft(text)), self._drafted,
                       self._failed, cancelled=lambda: self._failed("Cancelled; the text is still here."))

    def _drafted(self, found: tuple[Draft, list[Effect]]) -> None:
        draft, effects = found
        self.parse_button.setEnabled(True)
        self._show_draft(draft, effects)
        refused = [(n, e.problem) for n, e in enumerate(effects, start=1) if e.problem]
        if refused:
            which = f"Record {refused[0][0]}" if len(draft.records) > 1 else "This record"
            self._say(f"{which} would be refused: {refused[0][1]} Edit it, or Discard.", "error")
            return
        if draft.open_choices():
            self._say(draft.open_choices()[0].question + " Pick one on the card.", "error")
            return
        how = "from the form" if draft.text is None else f"read by {draft.translator}"
        count = len(draft.records)
        self._say(f"{count} record{'s' if count != 1 else ''} {how}. Check them, then Confirm.", "muted")

    # --- editing a card ------------------------------------------------------------------

    def edit_card(self, card: DraftCard) -> None:
        self.dialog = RecordEditor(card.record, self.form.known, parent=self)
        self.dialog.accepted.connect(lambda: self._edited(card))
        show_dialog(self.dialog)

    def _edited(self, card: DraftCard) -> None:
        if self.draft is None or self.dialog is None:
            return
        card.record = self.dialog.record
        records = [c.record for c in self.cards_shown()]
        drafter, ledger, draft = self.services.drafter(), self.services.ledger, self.draft
        self.confirm_button.setEnabled(False)

        def again():
            checked, effects = _with_effects(ledger, drafter.draft_form(records))
            return Draft(draft.text, draft.translator, checked.records, edited=True), effects

        self.tasks.run("Checking the changes", again, self._drafted, self._failed)

    def choose(self, card: DraftCard, option: str) -> None:
        """A card's question answered: the draft read again with that person."""
        if self.draft is None or card not in self.cards_shown():
            return
        number = self.cards_shown().index(card)
        drafter, ledger, draft = self.services.drafter(), self.services.ledger, self.draft
        self.confirm_button.setEnabled(False)
        self.tasks.run("Checking the choice", lambda: _with_effects(ledger, drafter.choose(draft, number, option)),
                       self._drafted, self._failed)

    # --- confirming ----------------------------------------------------------------------

    def confirm(self) -> None:
        if self.draft is None or not self.confirm_button.isEnabled() or not self.isEnabled():
            return
        records = [card.record for card in self.cards_shown()]
        # the cards' records (edited ones too), each keeping its open question: the drafter refuses those
        draft = Draft(self.draft.text, self.draft.translator, tuple(
            DraftRecord(r, c.summary, c.warnings, c.choices) for r, c in zip(records, self.draft.records, strict=True)),
            edited=self.draft.edited)
        drafter = self.services.drafter()
        shown = [tuple(line.price or 0.0 for line in c.effect.lines)
                 if c.effect is not None and c.record["kind"] == "sale" and c.effect.lines else None
                 for c in self.cards_shown()]
        self.confirm_button.setEnabled(False)
        self.tasks.run("Recording", lambda: drafter.confirm(draft, shown), self._confirmed, self._failed,
                       writes=True)

    def discard(self) -> None:
        if not self.isEnabled():
            return
        self._show_draft(None)
        self._say("", "muted")

    def _confirmed(self, outcome) -> None:
        self._show_draft(None)
        self.input.clear()
        self.form.clear()
        self._say("Recorded " + "; ".join(f"#{a.position}: {a.summary}" for a in outcome.appended), "ok")
        self.recorded.emit([a.position for a in outcome.appended])

    def _failed(self, message: str) -> None:
        self.parse_button.setEnabled(True)
        self.confirm_button.setEnabled(self.draft is not None and not any(c.refused for c in self.cards_shown()))
        self._say(message, "error")  # the typed text stays

    def _show_draft(self, draft: Draft | None, effects: list[Effect] | None = None) -> None:
        self.draft = draft
        self.effects = list(effects or [])
        empty(self.cards, keep_last=1)
        currency = self.services.currency()
        for number, record in enumerate(draft.records if draft else ()):
            effect = self.effects[number] if number < len(self.effects) else None
            card = DraftCard(record, effect, currency=currency)
            card.edit_requested.connect(self.edit_card)
            card.chosen.connect(self.choose)
            self.cards.insertWidget(self.cards.count() - 1, card)
        refused = any(e.problem for e in self.effects)
        self.confirm_button.setEnabled(draft is not None and not refused and not draft.open_choices())
        self.discard_button.setEnabled(draft is not None)

    def show_change(self, text: str) -> None:
        """An undo or redo in the window: said here too, where the last "Recorded" was."""
        if self.draft is None:
            self._say(text, "muted")

    def _say(self, text: str, kind: str) -> None:
        self.message.setText(text)
        self.message.setObjectName(kind)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)

    def cards_shown(self) -> list[DraftCard]:
        return widgets_in(self.cards, DraftCard, skip_last=1)


def _with_effects(ledger: Ledger, draft: Draft) -> tuple[Draft, list[Effect]]:
    """Off the GUI thread: the draft, and what each of its records would do (a dry run)."""
    return draft, ledger.effects([r.record for r in draft.records])
