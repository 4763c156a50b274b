"""Time travel to the end of a business day: a labelled day picker, starting at the shop's
latest day (not Qt's 2000-01-01)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from ui.controls import button
from ui.day_edit import DayEdit
from ui.dialog_buttons import foot


class DayDialog(QDialog):
    def __init__(self, start: dt.date, first: dt.date | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle("View the shop as of a day")
        layout = QVBoxLayout(self)
        label = QLabel("Show the shop as it was at the end of this business day:")
        layout.addWidget(label)
        self.picker = DayEdit(start)
        if first is not None:
            self.picker.set_first_day(first)
        label.setBuddy(self.picker.text)
        layout.addWidget(self.picker)
        self.cancel_button = button("Cancel", "day.cancel", self.reject)
        self.ok_button = button("View", "day.ok", self.accept, primary=True)
        self.picker.changed.connect(lambda: self.ok_button.setEnabled(self.picker.valid()))
        self.picker.text.returnPressed.connect(self._entered)
        layout.addLayout(foot(self.cancel_button, self.ok_button))

    def _entered(self) -> None:
        if self.picker.valid():
            self.accept()

    def day(self) -> dt.date:
        return self.picker.day()
