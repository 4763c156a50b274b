"""Retract a record: say why (required), and whether the records that depend on it go too."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QVBoxLayout

from ui.controls import button, check_box
from ui.dialog_buttons import foot


class RetractDialog(QDialog):
    def __init__(self, position: int, summary: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(f"Retract #{position}")
        layout = QVBoxLayout(self)
        self.text = QLabel(f"Take record #{position} ({summary}) out of the shop's history?\n"
                           "It stays in the log, marked retracted, and Undo brings it back.")
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        layout.addWidget(QLabel("Why is it retracted?"))
        self.reason = QLineEdit()
        self.reason.setPlaceholderText("e.g. entered twice")
        self.reason.textChanged.connect(self._enable)
        layout.addWidget(self.reason)
        self.cascade = check_box("Also retract the records that depend on it", "retract.cascade")
        layout.addWidget(self.cascade)
        self.cancel_button = button("Cancel", "retract.cancel", self.reject)
        self.ok_button = button("Retract", "retract.ok", self.accept, primary=True)
        layout.addLayout(foot(self.cancel_button, self.ok_button))
        self._enable()
        self.resize(460, 200)

    def _enable(self) -> None:
        self.ok_button.setEnabled(bool(self.reason.text().strip()))

    def accept(self) -> None:
        if self.reason.text().strip():
            super().accept()
