"""The main window's status line: the translator, the number of events and the shop's place,
and a busy indicator with Cancel while work the user asked for runs off the GUI thread."""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from PySide6.QtWidgets import QLabel, QProgressBar

from app.service_layer.ledger import Ledger
from ui.controls import button
from ui.window_base import WindowBase


class StatusLine(WindowBase):
    def _status_bar(self) -> None:
        bar = self.statusBar()
        self.status_text = QLabel()
        bar.addWidget(self.status_text, 1)
        self.busy_text = QLabel()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(160)
        self.cancel_button = button("Cancel", "status.cancel", self.tasks.cancel)
        for widget in (self.busy_text, self.busy_bar, self.cancel_button):
            bar.addPermanentWidget(widget)
        self.tasks.busy_changed.connect(self._busy)
        self.tasks.progressed.connect(self._progressed)
        self._busy(False, "")

    def _busy(self, busy: bool, what: str) -> None:
        self.busy_text.setText(f"{what}…" if busy else "")
        self.busy_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if not busy:
            self.busy_bar.setRange(0, 0)

    def _progressed(self, done: int, total: int) -> None:
        self.busy_bar.setRange(0, total)
        self.busy_bar.setValue(done)

    def _show_status(self) -> None:
        self.status_text.setText(f"{self.services.translator_name()} · {self.events:,} events · "
                                 f"{self.services.ledger.where()}")


class ShopStatus(NamedTuple):
    position: int  # what the tables show
    events: int  # in the log
    latest_day: dt.date | None
    first_day: dt.date | None
    undo_target: int | None  # what Undo would take back now (None: nothing)
    redo_target: int | None
    undo_said: str = ""  # the same, in words ("sale to Bob Smith on 2024-02-29: apple 2 kg")
    redo_said: str = ""


def shop_status(ledger: Ledger, shown: int | None) -> ShopStatus:
    """Off the GUI thread. What Undo and Redo would act on is asked too (another till's record changes
    it; the writers' lock is taken only when something was appended since), so the buttons say what
    they would do before they are pressed."""
    position = ledger.refresh() if shown is None else shown
    first, latest = ledger.business_days()
    undo, redo = ledger.targets()
    return ShopStatus(position, ledger.record_count(), latest, first, undo, redo,
                      ledger.target_said(undo), ledger.target_said(redo))
