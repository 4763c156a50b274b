"""A question before something that changes the shop's history: what it will do, Cancel or go."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from ui.controls import button
from ui.dialog_buttons import foot


class ConfirmDialog(QDialog):
    def __init__(self, title: str, text: str, go: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.text = QLabel(text)
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.cancel_button = button("Cancel", "confirm.cancel", self.reject)
        self.ok_button = button(go, "confirm.ok", self.accept, primary=True)
        layout.addLayout(foot(self.cancel_button, self.ok_button))
        self.resize(440, 140)
