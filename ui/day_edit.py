"""A day field a person can type a whole day into, or pick from a calendar.

Qt's QDateEdit edits one section at a time: a day typed whole over it ("10 Feb 2024") is
refused key by key, and a year typed digit by digit is clamped as it goes, so "2023-12-10"
became 2024-12-10 without a word (tests/ui/test_day_edit.py). Here the text is read whole when
it is one of a few unambiguous forms; until it is, the field says so and keeps its last day."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtWidgets import QCalendarWidget, QHBoxLayout, QLineEdit, QWidget

from ui import formatting
from ui.controls import button

FORMS = ("%Y-%m-%d", "%d %b %Y", "%d %B %Y", "%b %d %Y", "%B %d %Y", "%d.%m.%Y")  # no 02/03: which is the month?
EXAMPLE = "a day like 10 Feb 2024 or 2024-02-10"


def typed_day(text: str) -> dt.date | None:
    """The day in `text`, written in one of `FORMS` (commas and extra spaces aside)."""
    cleaned = " ".join(text.replace(",", " ").split())
    for form in FORMS:
        try:
            return dt.datetime.strptime(cleaned, form).date()
        except ValueError:
            continue
    return None


class DayEdit(QWidget):
    changed = Signal()  # the day, or whether the text is one, changed

    def __init__(self, day: dt.date, parent=None):
        super().__init__(parent)
        self._day, self.first, self.last = day, dt.date(1900, 1, 1), dt.date(2100, 12, 31)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.text = QLineEdit(formatting.day(day))
        self.text.setPlaceholderText(EXAMPLE)
        self.text.setToolTip(f"Type {EXAMPLE}, or pick one from the calendar")
        self.text.textEdited.connect(self._typed)
        self.text.editingFinished.connect(self._settle)
        layout.addWidget(self.text, 1)
        self.calendar_button = button("▾", "day_edit.calendar", self._pick, tip="Pick the day from a calendar")
        self.calendar_button.setFixedWidth(28)
        layout.addWidget(self.calendar_button)
        self.calendar = QCalendarWidget(self)  # owned by the field (never a parentless widget left to Python)
        self.calendar.setWindowFlags(Qt.WindowType.Popup)
        self.calendar.clicked.connect(self._picked)
        self.calendar.activated.connect(self._picked)

    # --- what the rest of the window asks ------------------------------------------------------

    def day(self) -> dt.date:
        """The last day typed or picked (the text may since have stopped being one: `valid`)."""
        return self._day

    def valid(self) -> bool:
        return self._within(typed_day(self.text.text())) is not None

    def set_day(self, day: dt.date) -> None:
        self._day = min(max(day, self.first), self.last)
        self.text.setText(formatting.day(self._day))
        self._mark(True)
        self.changed.emit()

    def set_first_day(self, day: dt.date) -> None:
        self.first = day
        if self._day < day:
            self.set_day(day)

    # --- typing and picking ----------------------------------------------------------------------

    def _within(self, day: dt.date | None) -> dt.date | None:
        return day if day is not None and self.first <= day <= self.last else None

    def _typed(self, text: str) -> None:
        day = self._within(typed_day(text))
        if day is not None:
            self._day = day
        self._mark(day is not None)
        self.changed.emit()

    def _settle(self) -> None:
        if self.valid():
            self.text.setText(formatting.day(self._day))

    def _mark(self, ok: bool) -> None:
        self.text.setProperty("invalid", not ok)
        self.text.style().unpolish(self.text)
        self.text.style().polish(self.text)
        if ok:
            self.text.setToolTip(f"Type {EXAMPLE}, or pick one from the calendar")
        elif typed_day(self.text.text()) is not None:
            self.text.setToolTip(f"Choose a day from {formatting.day(self.first)} to {formatting.day(self.last)}")
        else:
            self.text.setToolTip(f"Not a day yet: type {EXAMPLE}")

    def _pick(self) -> None:
        self.calendar.setMinimumDate(QDate(self.first.year, self.first.month, self.first.day))
        self.calendar.setMaximumDate(QDate(self.last.year, self.last.month, self.last.day))
        self.calendar.setSelectedDate(QDate(self._day.year, self._day.month, self._day.day))
        self.calendar.move(self.mapToGlobal(self.rect().bottomLeft()))
        self.calendar.show()
        self.calendar.setFocus()

    def _picked(self, date: QDate) -> None:
        self.calendar.hide()
        self.set_day(dt.date(date.year(), date.month(), date.day()))
