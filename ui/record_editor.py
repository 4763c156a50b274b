"""A record on the same form as "Fill in a form", filled in: how a draft card's Edit and
History's Correct change one. OK checks it (every problem named) before it is accepted."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QScrollArea, QVBoxLayout

from app.records_from_text.drafts import Known
from domain.errors import InvalidRecord
from domain.records import parse_record, record_to_json
from ui.controls import button
from ui.dialog_buttons import foot
from ui.record_form import RecordForm


class RecordEditor(QDialog):
    def __init__(self, record: dict[str, Any], known: Known | None = None, *, title: str = "Edit the record",
                 go: str = "OK", ask_why: bool = False, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.record = record
        layout = QVBoxLayout(self)
        heading = QLabel(title)
        heading.setObjectName("cardTitle")
        layout.addWidget(heading)
        self.form = RecordForm(with_check=False)
        if known is not None:
            self.form.set_known(known)
        self.form.set_record(record)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        layout.addWidget(scroll, 1)
        self.reason = QLineEdit()  # History's Correct asks why, as Retract does: the log keeps it
        self.reason.setPlaceholderText("Why? e.g. the customer was charged for 2 kg, not 3")
        self.reason.setVisible(ask_why)
        layout.addWidget(self.reason)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        self.cancel_button = button("Cancel", "editor.cancel", self.reject)
        self.ok_button = button(go, "editor.ok", self._check, primary=True)
        if ask_why:
            self.reason.textChanged.connect(lambda text: self.ok_button.setEnabled(bool(text.strip())))
            self.ok_button.setEnabled(False)  # a reason first
        layout.addLayout(foot(self.cancel_button, self.ok_button))
        self.resize(680, 520)

    def _check(self) -> None:
        try:
            self.record = record_to_json(parse_record(self.form.record()))
        except InvalidRecord as e:
            self.error.setText(e.message)
            return
        self.accept()
