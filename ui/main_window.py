"""The main window: pages on the left (Record, Ask, History, Tables), time travel, Undo/Redo and
Settings in the header, a banner while viewing the past, and a status bar with the translator,
the number of events, the data folder and a busy indicator with Cancel."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.service_layer.ledger import PointInTime
from app.services import Services
from ui import gc_guard
from ui.ask_page import AskPage
from ui.history_page import HistoryPage
from ui.record_page import RecordPage
from ui.settings_dialog import SettingsDialog
from ui.tables_page import TablesPage
from ui.tasks import Tasks


class MainWindow(QMainWindow):
    def __init__(self, services: Services, *, title: str = "ChatLedger"):
        super().__init__()
        qt_app = QApplication.instance()
        assert qt_app is not None  # a window needs its application first
        gc_guard.install(qt_app)  # before any pool thread allocates
        self.services = services
        self.tasks = Tasks(self)
        self.when: PointInTime | None = None
        self.setWindowTitle(title)
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(8, 8, 8, 4)
        outer.addLayout(self._header(title))
        self.banner = QWidget()
        self.banner.setObjectName("banner")
        banner_row = QHBoxLayout(self.banner)
        self.banner_text = QLabel()
        banner_row.addWidget(self.banner_text, 1)
        back = QPushButton("Back to now")
        back.clicked.connect(lambda: self.travel(None))
        banner_row.addWidget(back)
        self.banner.setVisible(False)
        outer.addWidget(self.banner)
        body = QHBoxLayout()
        self.nav = QListWidget()
        self.nav.addItems(["✎ Record", "? Ask", "⟲ History", "▦ Tables"])
        self.nav.setFixedWidth(130)
        self.pages = QStackedWidget()
        self.record_page = RecordPage(services, self.tasks)
        self.ask_page = AskPage(services, self.tasks)
        self.history_page = HistoryPage(services, self.tasks)
        self.tables_page = TablesPage(services, self.tasks)
        for page in (self.record_page, self.ask_page, self.history_page, self.tables_page):
            self.pages.addWidget(page)
        self.nav.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.nav.setCurrentRow(0)
        body.addWidget(self.nav)
        body.addWidget(self.pages, 1)
        outer.addLayout(body, 1)
        self.setCentralWidget(central)
        self._status_bar()
        self.record_page.recorded.connect(self.refresh)
        self.history_page.changed.connect(self.refresh)
        self.history_page.travel.connect(self.travel)
        for number in range(4):
            QShortcut(QKeySequence(f"Ctrl+{number + 1}"), self, lambda n=number: self.nav.setCurrentRow(n))
        QShortcut(QKeySequence("Ctrl+K"), self, self._focus_input)
        self.resize(1100, 720)
        self._restore()
        self.refresh()
        # Other tills append to the same ledger: look for their records every second.
        self._polling = False
        self.poll = QTimer(self)
        self.poll.timeout.connect(self._poll)
        self.poll.start(1000)

    # --- header and status ------------------------------------------------------------------

    def _header(self, title: str) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel(title)
        label.setObjectName("title")
        row.addWidget(label, 1)
        self.time_button = QToolButton()
        self.time_button.setText("Time: now")
        self.time_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self)
        menu.addAction("Now", lambda: self.travel(None))
        menu.addAction("End of a business day…", self._pick_date)
        menu.addAction("After a log position…", self._pick_position)
        self.time_button.setMenu(menu)
        row.addWidget(self.time_button)
        self.undo_action = QAction("Undo", self, shortcut=QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction("Redo", self, shortcut=QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(self.redo)
        for action in (self.undo_action, self.redo_action):
            self.addAction(action)
            button = QToolButton()
            button.setDefaultAction(action)
            row.addWidget(button)
        settings = QPushButton("⚙ Settings")
        settings.clicked.connect(self.open_settings)
        row.addWidget(settings)
        return row

    def _status_bar(self) -> None:
        bar = self.statusBar()
        self.status_text = QLabel()
        bar.addWidget(self.status_text, 1)
        self.busy_text = QLabel()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(120)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.clicked.connect(lambda: self.tasks.cancel())
        for widget in (self.busy_text, self.busy_bar, self.cancel_button):
            bar.addPermanentWidget(widget)
        self.tasks.busy_changed.connect(self._busy)
        self._busy(False, "")

    def _busy(self, busy: bool, what: str) -> None:
        self.busy_text.setText(f"{what}…" if busy else "")
        self.busy_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)

    # --- what the window does ---------------------------------------------------------------

    def refresh(self, shown: int | None = None) -> None:
        """`shown`: the position the poll just caught up to (else ask the ledger now)."""
        ledger = self.services.ledger
        self._shown = ledger.refresh() if shown is None else shown
        self.status_text.setText(f"{self.services.translator_name()} · {ledger.record_count():,} events · "
                                 f"{ledger.where()}")
        self.record_page.refresh()
        self.history_page.refresh()
        self.tables_page.refresh()

    def _poll(self) -> None:
        """Off the GUI thread: a shared shop's server may be slow, or another till mid-write."""
        if self.tasks.busy or self._polling:
            return  # our own work refreshes when it is done
        self._polling = True
        self.tasks.run("Looking for other tills' records", self.services.ledger.refresh,
                       self._polled, self._poll_failed, quiet=True)

    def _polled(self, position: int) -> None:
        self._polling = False
        if position != self._shown and not self.tasks.busy:
            self.refresh(position)

    def _poll_failed(self, message: str) -> None:
        self._polling = False
        self.statusBar().showMessage(f"Could not look for other tills' records: {message}", 5000)

    def travel(self, when: PointInTime | None) -> None:
        """Every page shows the shop at `when` (None: now); entering records waits for now."""
        self.when = None if when is None or when.is_now else when
        past = self.when is not None
        if self.when is not None:
            what = (f"as of the end of {self.when.business_date}" if self.when.business_date
                    else f"right after log position #{self.when.position}")
            self.banner_text.setText(f"Viewing the shop {what} — records cannot be entered here.")
        self.banner.setVisible(past)
        self.time_button.setText("Time: past" if past else "Time: now")
        self.record_page.setEnabled(not past)
        self.ask_page.set_when(self.when)
        self.tables_page.set_when(self.when)

    def undo(self) -> None:
        ledger = self.services.ledger
        self.tasks.run("Undoing", ledger.undo, self._changed, self._error, writes=True)

    def redo(self) -> None:
        ledger = self.services.ledger
        self.tasks.run("Redoing", ledger.redo, self._changed, self._error, writes=True)

    def open_settings(self) -> None:
        if SettingsDialog(self.services, self.tasks, self).exec():
            self.refresh()

    def _changed(self, change) -> None:
        self.statusBar().showMessage(f"#{change.position}: {change.summary}.", 8000)
        self.refresh()

    def _error(self, message: str) -> None:
        self.statusBar().showMessage(message, 10_000)

    def show_problem(self, message: str) -> None:
        """An unexpected fault in the window (app.failures has logged it): one line, not a crash."""
        self._error(message)

    def _pick_date(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle("View the shop as of")
        layout = QVBoxLayout(dialog)
        picker = QDateEdit()
        picker.setCalendarPopup(True)
        picker.setDisplayFormat("yyyy-MM-dd")
        layout.addWidget(picker)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        if dialog.exec():
            day = picker.date().toPython()
            if isinstance(day, dt.date):
                self.travel(PointInTime(business_date=day))

    def _pick_position(self) -> None:
        last = self.services.ledger.record_count()
        position, ok = QInputDialog.getInt(self, "View the shop after", "Log position:", last, 0, last)
        if ok:
            self.travel(PointInTime(position=position))

    def _focus_input(self) -> None:
        self.nav.setCurrentRow(0)
        self.record_page.input.setFocus()

    def _restore(self) -> None:
        geometry = QSettings("ChatLedger", "ChatLedger").value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def closeEvent(self, event) -> None:
        self.poll.stop()
        QSettings("ChatLedger", "ChatLedger").setValue("window/geometry", self.saveGeometry())
        self.tasks.wait(5000)
        super().closeEvent(event)


