"""Time travel to the end of a business day: a labelled day picker, starting at the shop's
latest day (not Qt's 2000-01-01)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QDateEdit, QDialog, QLabel, QVBoxLayout

from ui.controls import button
from ui.dialog_buttons import foot


class DayDialog(QDialog):
    def __init__(self, start: dt.date, first: dt.date | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle("View the shop as of a day")
        layout = QVBoxLayout(self)
        label = QLabel("Show the shop as it was at the end of this business day:")
        layout.addWidget(label)
        self.picker = QDateEdit(QDate(start.year, start.month, start.day))
        self.picker.setCalendarPopup(True)
        self.picker.setDisplayFormat("d MMM yyyy")
        if first is not None:
            self.picker.setMinimumDate(QDate(first.year, first.month, first.day))
        label.setBuddy(self.picker)
        layout.addWidget(self.picker)
        self.cancel_button = button("Cancel", "day.cancel", self.reject)
        self.ok_button = button("View", "day.ok", self.accept, primary=True)
        layout.addLayout(foot(self.cancel_button, self.ok_button))

    def day(self) -> dt.date:
        chosen = self.picker.date()
        return dt.date(chosen.year(), chosen.month(), chosen.day())
