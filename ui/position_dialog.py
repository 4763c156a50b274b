"""Time travel to right after a log position."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QSpinBox, QVBoxLayout

from ui.controls import button
from ui.dialog_buttons import foot


class PositionDialog(QDialog):
    def __init__(self, last: int, parent=None):
        super().__init__(parent)
        self.setWindowTitle("View the shop after a record")
        layout = QVBoxLayout(self)
        label = QLabel(f"Show the shop exactly as it was right after log position (1–{last}):")
        label.setWordWrap(True)
        layout.addWidget(label)
        self.position = QSpinBox()
        self.position.setRange(min(1, last), max(last, 0))
        self.position.setValue(last)
        label.setBuddy(self.position)
        layout.addWidget(self.position)
        self.cancel_button = button("Cancel", "position.cancel", self.reject)
        self.ok_button = button("View", "position.ok", self.accept, primary=True)
        layout.addLayout(foot(self.cancel_button, self.ok_button))
