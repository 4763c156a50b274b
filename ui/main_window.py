"""The main window: a menu bar (File, Edit, View, Help, every item with its shortcut shown),
pages on the left (Home, Record, Ask, History, Tables), time travel, Undo/Redo and Settings in
the header, a banner while viewing the past (nothing writes then), and a status bar with the
translator, the number of events, the shop's place and a busy indicator with Cancel.

Each job has a module of its own, a mixin of MainWindow: window_menus (actions and menus),
time_travel_bar (the header and time travel), status_line, window_pages (the pages and moving
between them) and window_files (import, export, open); window_base declares what they share.
This one builds the window and holds what ties the parts together: reading the shop again, the
poll for other tills' records, Undo/Redo, and the dialogs.

The window never touches the database itself: every read and write goes through ui/tasks.py,
off the GUI thread (tests/ui/test_gui_thread.py fails if one does not)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from app.bootstrap import services as wire_services
from app.service_layer.ledger import Ledger
from app.service_layer.ledger_values import PointInTime
from app.service_layer.undo_groups import redo_group, undo_group
from app.services import Services
from ui import gc_guard
from ui.dialog_buttons import show_dialog
from ui.settings_dialog import SettingsDialog
from ui.status_line import ShopStatus, StatusLine, shop_status
from ui.tasks import Tasks
from ui.time_travel_bar import TimeTravelBar
from ui.window_files import WindowFiles
from ui.window_menus import WindowMenus
from ui.window_pages import WindowPages

_open_windows: set[MainWindow] = set()  # windows opened from File → Open, kept alive


class MainWindow(WindowMenus, TimeTravelBar, StatusLine, WindowPages, WindowFiles):
    def __init__(self, services: Services, *, title: str = "ChatLedger", owns_ledger: bool = False):
        super().__init__()
        qt_app = QApplication.instance()
        assert qt_app is not None  # a window needs its application first
        gc_guard.install(qt_app)  # before any pool thread allocates
        self.services = services
        self.owns_ledger = owns_ledger  # opened from File → Open: closes its shop when it closes
        self.tasks = Tasks(self)
        self.when: PointInTime | None = None
        self.shown_position: int | None = None
        self.undo_target: int | None = None  # unknown until the shop is read: Undo stays off till then
        self.redo_target: int | None = None
        self.undo_said = self.redo_said = ""
        self.events = 0
        self.latest_day: dt.date | None = None
        self.first_day: dt.date | None = None
        self.undo_positions: list[int] = []  # what the last Confirm appended: one Undo takes it all back
        self.redo_positions: list[int] = []
        self.dialog: QWidget | None = None  # the dialog open now, if any (tests reach it here)
        self.setWindowTitle(title)
        self._actions()
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(8, 8, 8, 4)
        outer.addLayout(self._header(title))
        outer.addWidget(self._banner())
        outer.addLayout(self._pages(), 1)
        self.setCentralWidget(central)
        self._menus()
        self._status_bar()
        self.record_page.recorded.connect(self._recorded)
        self.history_page.changed.connect(self._history_changed)
        self.history_page.travel.connect(self.travel)
        self.home_page.ask.connect(self.ask)
        self.home_page.open_record.connect(self.show_record)
        self.ask_page.said.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.resize(1180, 760)
        self.nav.setFocus()  # arrow keys move between pages; Ctrl+K goes to the record box
        self._restore()
        self.refresh()
        # Other tills append to the same ledger: look for their records every second.
        self._polling = False
        self.poll = QTimer(self)
        self.poll.timeout.connect(self._poll)
        self.poll.start(1000)

    # --- what the window shows ------------------------------------------------------------

    def refresh(self, shown: int | None = None) -> None:
        """Every page reads the shop again (off the GUI thread). `shown`: the position the poll
        just caught up to."""
        ledger = self.services.ledger
        self.tasks.run("Reading the shop", lambda: shop_status(ledger, shown), self._status_read, self._error,
                       quiet=True)
        self.home_page.refresh()
        self.record_page.refresh()
        self.history_page.refresh()
        self.tables_page.refresh()

    def _status_read(self, found: ShopStatus) -> None:
        self.shown_position, self.events, self.latest_day, self.first_day = found[:4]
        self.undo_target, self.redo_target = found.undo_target, found.redo_target
        self.undo_said, self.redo_said = found.undo_said, found.redo_said
        self._show_status()
        self.enable_undo()
        self.ask_page.set_latest_day(self.latest_day)

    def _poll(self) -> None:
        """Off the GUI thread: a shared shop's server may be slow, or another till mid-write."""
        if self.tasks.busy or self._polling:
            return  # our own work refreshes when it is done
        self._polling = True
        self.tasks.run("Looking for other tills' records", self.services.ledger.refresh,
                       self._polled, self._poll_failed, quiet=True)

    def _polled(self, position: int) -> None:
        self._polling = False
        if self.shown_position is not None and position != self.shown_position and not self.tasks.busy:
            self.refresh(position)

    def _poll_failed(self, message: str) -> None:
        self._polling = False
        self.statusBar().showMessage(f"Could not look for other tills' records: {message}", 5000)

    # --- changes ------------------------------------------------------------------------------

    def _recorded(self, positions: list[int]) -> None:
        self.undo_positions, self.redo_positions = list(positions), []
        self.refresh()

    def _history_changed(self) -> None:
        self.undo_positions = self.redo_positions = []
        self.refresh()

    def undo(self) -> None:
        if self.when is not None:
            return
        ledger, group = self.services.ledger, list(self.undo_positions)
        self.tasks.run("Undoing", lambda: undo_group(ledger, group), lambda done: self._undone(done, group),
                       self._error, writes=True)

    def _undone(self, changes, group: list[int]) -> None:
        self.undo_positions, self.redo_positions = [], group
        self._changed(changes)

    def redo(self) -> None:
        if self.when is not None:
            return
        ledger, group = self.services.ledger, list(self.redo_positions)
        self.tasks.run("Redoing", lambda: redo_group(ledger, group), lambda done: self._redone(done, group),
                       self._error, writes=True)

    def _redone(self, changes, group: list[int]) -> None:
        self.undo_positions, self.redo_positions = group, []
        self._changed(changes)

    def _changed(self, changes) -> None:
        said = "; ".join(f"#{c.position}: {c.summary}" for c in changes) + "."
        self.statusBar().showMessage(said, 8000)
        self.record_page.show_change(said)  # not "Recorded …" any more
        self.refresh()

    def _error(self, message: str) -> None:
        self.statusBar().showMessage(message, 10_000)

    def show_problem(self, message: str) -> None:
        """An unexpected fault in the window (app.failures has logged it): one line, not a crash."""
        self._error(message)

    # --- another shop (File → Open): a window of its own --------------------------------------

    def _opened(self, ledger: Ledger, clock: Callable[[], dt.date], folder: str) -> None:
        # its own clock (window_files._open): the demo's day belongs to the demo, not to a shop opened from it
        opened = wire_services(ledger, offline=self.services.offline, today=clock, settings=self.services.settings)
        window = MainWindow(opened, title=f"ChatLedger — {Path(folder).name}", owns_ledger=True)
        _open_windows.add(window)
        window.show()
        window.activateWindow()
        self.opened = window
        self.close()

    # --- dialogs -------------------------------------------------------------------------------

    def open_settings(self) -> None:
        dialog = SettingsDialog(self.services, self.tasks, self)
        dialog.accepted.connect(self.refresh)
        self._open(dialog)

    def _open(self, dialog) -> None:
        self.dialog = show_dialog(dialog)

    def _restore(self) -> None:
        geometry = QSettings("ChatLedger", "ChatLedger").value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def closeEvent(self, event) -> None:
        self.poll.stop()
        QSettings("ChatLedger", "ChatLedger").setValue("window/geometry", self.saveGeometry())
        self.tasks.wait(5000)
        if self.owns_ledger:
            self.services.ledger.close()
        _open_windows.discard(self)
        super().closeEvent(event)
