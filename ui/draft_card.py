"""One proposed record, readable at a glance: kind, date, party, items with prices and totals,
and its warnings. "Edit" opens the record itself for changes before it is confirmed."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from app.records_from_text.drafts import DraftRecord
from domain.errors import InvalidRecord
from domain.records import parse_record, record_to_json

_TITLES = {"purchase": "Purchase", "sale": "Sale", "return": "Return", "price_change": "Price change",
           "stock_adjustment": "Stock adjustment", "note": "Note"}


class DraftCard(QFrame):
    def __init__(self, record: DraftRecord, parent=None):
        super().__init__(parent)
        self.setObjectName("draftCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.record: dict[str, Any] = record.record
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        top.addWidget(self.title, 1)
        self.edit_button = QPushButton("Edit")
        self.edit_button.clicked.connect(self.edit)
        top.addWidget(self.edit_button)
        layout.addLayout(top)
        self.summary = QLabel(record.summary)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.warnings = QLabel("\n".join(f"⚠ {w}" for w in record.warnings))
        self.warnings.setObjectName("warnings")
        self.warnings.setVisible(bool(record.warnings))
        layout.addWidget(self.warnings)
        self._show_title()

    def _show_title(self) -> None:
        r = self.record
        party = ((r.get("customer") or r.get("supplier") or {}).get("name") or r.get("product")
                 or "; ".join(f"{f['subject']} {f['relation']} {f['object']}" for f in r.get("facts", [])))
        self.title.setText(f"{_TITLES[r['kind']]} · {r.get('date') or 'latest day'} · {party}")

    def edit(self) -> None:
        dialog = RecordEditor(self.record, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.record = dialog.record
            self.summary.setText("edited: " + json.dumps(self.record, ensure_ascii=False))
            self.warnings.setVisible(False)
            self._show_title()


class RecordEditor(QDialog):
    """The record in the interchange format, checked before it is accepted."""

    def __init__(self, record: dict[str, Any], parent=None):
        super().__init__(parent)
        self.setWindowTitle("Edit the record")
        self.record = record
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(json.dumps(record, indent=2, ensure_ascii=False))
        layout.addWidget(self.text)
        self.error = QLabel()
        self.error.setObjectName("error")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(520, 420)

    def _check(self) -> None:
        try:
            self.record = record_to_json(parse_record(self.text.toPlainText()))
        except InvalidRecord as e:
            self.error.setText(e.message)
            return
        self.accept()
