"""The main window: a menu bar (File, Edit, View, Help, every item with its shortcut shown),
pages on the left (Home, Record, Ask, History, Tables), time travel, Undo/Redo and Settings in
the header, a banner while viewing the past (nothing writes then), and a status bar with the
translator, the number of events, the shop's place and a busy indicator with Cancel.

The window never touches the database itself: every read and write goes through ui/tasks.py,
off the GUI thread (tests/ui/test_gui_thread.py fails if one does not)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QProgressBar,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.bootstrap import bootstrap
from app.bootstrap import services as wire_services
from app.service_layer.ledger import Ledger, PointInTime
from app.service_layer.sheets.files import Sheet, read_sheet
from app.service_layer.undo_groups import redo_group, undo_group
from app.services import Services
from ui import gc_guard
from ui.ask_page import AskPage, when_text
from ui.controls import action, button, tool_button
from ui.day_dialog import DayDialog
from ui.dialog_buttons import show_dialog
from ui.exporting import write_table
from ui.history_page import HistoryPage
from ui.home_page import HomePage
from ui.import_dialog import ImportDialog
from ui.position_dialog import PositionDialog
from ui.record_page import RecordPage
from ui.settings_dialog import SettingsDialog
from ui.tables_page import TablesPage
from ui.tasks import Tasks
from ui.text_dialog import TextDialog

PAGES = ("⌂ Home", "✎ Record", "? Ask", "⟲ History", "▦ Tables")
HOME, RECORD, ASK, HISTORY, TABLES = range(5)
SHEETS = "Spreadsheets (*.csv *.xlsx *.tsv *.txt);;All files (*)"
_open_windows: set[MainWindow] = set()  # windows opened from File → Open, kept alive


class MainWindow(QMainWindow):
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
        self.banner = QWidget()
        self.banner.setObjectName("banner")
        banner_row = QHBoxLayout(self.banner)
        self.banner_text = QLabel()
        banner_row.addWidget(self.banner_text, 1)
        self.back_button = button("Back to now", "banner.back", lambda: self.travel(None))
        banner_row.addWidget(self.back_button)
        self.banner.setVisible(False)
        outer.addWidget(self.banner)
        body = QHBoxLayout()
        self.nav = QListWidget()
        self.nav.addItems([f"{name}   Ctrl+{n + 1}" for n, name in enumerate(PAGES)])
        self.nav.setFixedWidth(170)
        self.pages = QStackedWidget()
        self.home_page = HomePage(services, self.tasks)
        self.record_page = RecordPage(services, self.tasks)
        self.ask_page = AskPage(services, self.tasks)
        self.history_page = HistoryPage(services, self.tasks)
        self.tables_page = TablesPage(services, self.tasks)
        for page in (self.home_page, self.record_page, self.ask_page, self.history_page, self.tables_page):
            self.pages.addWidget(page)
        self.nav.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.nav.setCurrentRow(HOME)
        body.addWidget(self.nav)
        body.addWidget(self.pages, 1)
        outer.addLayout(body, 1)
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

    # --- actions, menus, header and status ------------------------------------------------

    def _actions(self) -> None:
        self.open_action = action("Open another shop folder…", "file.open", self, self.open_folder, shortcut="Ctrl+O")
        self.import_action = action("Import CSV/Excel…", "file.import", self, self.import_sheet, shortcut="Ctrl+I")
        self.export_action = action("Export the table shown…", "file.export", self, self.export, shortcut="Ctrl+E")
        self.settings_action = action("Settings…", "file.settings", self, self.open_settings, shortcut="Ctrl+,")
        self.quit_action = action("Quit", "file.quit", self, self.close, shortcut="Ctrl+Q")
        self.undo_action = action("Undo", "edit.undo", self, self.undo, shortcut="Ctrl+Z")
        self.redo_action = action("Redo", "edit.redo", self, self.redo, shortcut="Ctrl+Shift+Z")
        self.page_actions = [
            action("Home", "view.home", self, lambda: self.nav.setCurrentRow(HOME), shortcut="Ctrl+1"),
            action("Record", "view.record", self, lambda: self.nav.setCurrentRow(RECORD), shortcut="Ctrl+2"),
            action("Ask", "view.ask", self, lambda: self.nav.setCurrentRow(ASK), shortcut="Ctrl+3"),
            action("History", "view.history", self, lambda: self.nav.setCurrentRow(HISTORY), shortcut="Ctrl+4"),
            action("Tables", "view.tables", self, lambda: self.nav.setCurrentRow(TABLES), shortcut="Ctrl+5"),
        ]
        self.focus_action = action("Type a record", "view.focus_input", self, self.focus_input, shortcut="Ctrl+K")
        self.now_action = action("Now", "time.now", self, lambda: self.travel(None), shortcut="Ctrl+0")
        self.day_action = action("End of a business day…", "time.day", self, self.pick_day, shortcut="Ctrl+D")
        self.position_action = action("Right after a log position…", "time.position", self, self.pick_position)
        self.shortcuts_action = action("Keyboard shortcuts", "help.shortcuts", self, self.show_shortcuts,
                                       shortcut="F1")
        self.about_action = action("About ChatLedger", "help.about", self, self.show_about)

    def _menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        for made in (self.open_action, self.import_action, self.export_action):
            file_menu.addAction(made)
        file_menu.addSeparator()
        file_menu.addAction(self.settings_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu("&Edit")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        view_menu = bar.addMenu("&View")
        for made in self.page_actions:
            view_menu.addAction(made)
        view_menu.addSeparator()
        view_menu.addAction(self.focus_action)
        time_menu = view_menu.addMenu("Time")
        for made in (self.now_action, self.day_action, self.position_action):
            time_menu.addAction(made)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.shortcuts_action)
        help_menu.addAction(self.about_action)

    def _header(self, title: str) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel(title)
        label.setObjectName("title")
        row.addWidget(label, 1)
        self.time_menu = QMenu(self)
        for made in (self.now_action, self.day_action, self.position_action):
            self.time_menu.addAction(made)
        self.time_button = button("Time: now ▾", "header.time", self._time_menu,
                                  tip="View the shop as it was at another time (every page follows)")
        row.addWidget(self.time_button)
        self.undo_button = tool_button(self.undo_action, "header.undo")
        self.redo_button = tool_button(self.redo_action, "header.redo")
        for tool in (self.undo_button, self.redo_button):
            shown = tool.defaultAction()
            tool.setToolTip(f"{shown.text()} ({shown.shortcut().toString()})")
            row.addWidget(tool)
        self.settings_button = button("⚙ Settings", "header.settings", self.open_settings)
        row.addWidget(self.settings_button)
        return row

    def _time_menu(self) -> None:
        self.time_menu.popup(self.time_button.mapToGlobal(QPoint(0, self.time_button.height())))

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

    # --- what the window shows ------------------------------------------------------------

    def refresh(self, shown: int | None = None) -> None:
        """Every page reads the shop again (off the GUI thread). `shown`: the position the poll
        just caught up to."""
        ledger = self.services.ledger
        self.tasks.run("Reading the shop", lambda: _status(ledger, shown), self._status_read, self._error, quiet=True)
        self.home_page.refresh()
        self.record_page.refresh()
        self.history_page.refresh()
        self.tables_page.refresh()

    def _status_read(self, found: tuple[int, int, dt.date | None, dt.date | None]) -> None:
        self.shown_position, self.events, self.latest_day, self.first_day = found
        self._show_status()
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

    def travel(self, when: PointInTime | None) -> None:
        """Every page shows the shop at `when` (None: now); nothing writes until back to now."""
        self.when = None if when is None or when.is_now else when
        past = self.when is not None
        if self.when is not None:
            self.banner_text.setText(f"Viewing the shop {when_text(self.when)} — records cannot be entered, "
                                     "and nothing can be undone or changed, until you are back to now.")
        self.banner.setVisible(past)
        self.time_button.setText("Time: past ▾" if past else "Time: now ▾")
        self.record_page.setEnabled(not past)
        for made in (self.undo_action, self.redo_action, self.import_action, self.open_action):
            made.setEnabled(not past)
        self.home_page.set_when(self.when)
        self.ask_page.set_when(self.when)
        self.tables_page.set_when(self.when)
        self.history_page.set_when(self.when)

    def ask(self, question: str) -> None:
        self.nav.setCurrentRow(ASK)
        self.ask_page.ask(question)

    def show_record(self, position: int) -> None:
        self.nav.setCurrentRow(HISTORY)
        self.history_page.select_position(position)

    def focus_input(self) -> None:
        self.nav.setCurrentRow(RECORD)
        self.record_page.tabs.setCurrentIndex(0)
        self.record_page.input.setFocus()

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

    # --- time -----------------------------------------------------------------------------------

    def pick_day(self) -> None:
        start = self.when.business_date if self.when and self.when.business_date else self.latest_day
        dialog = DayDialog(start or self.services.today(), self.first_day, self)
        dialog.accepted.connect(lambda: self.travel(PointInTime(business_date=dialog.day())))
        self._open(dialog)

    def pick_position(self) -> None:
        dialog = PositionDialog(self.events, self)
        dialog.accepted.connect(lambda: self.travel(PointInTime(position=dialog.position.value())))
        self._open(dialog)

    # --- files ----------------------------------------------------------------------------------

    def import_sheet(self) -> None:
        if self.when is not None:
            return
        path, _ = QFileDialog.getOpenFileName(self, "Import a spreadsheet", "", SHEETS)
        if path:
            self.tasks.run("Reading the sheet", lambda: read_sheet(path), self._sheet_read, self._error)

    def _sheet_read(self, sheet: Sheet) -> None:
        dialog = ImportDialog(self.services, self.tasks, sheet, self)
        dialog.imported.connect(lambda _positions: self._history_changed())
        self._open(dialog)

    def export(self) -> None:
        columns, rows = self._table_shown()
        if not columns:
            self.statusBar().showMessage("There is no table on this page to export.", 5000)
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export the table shown", "table.csv",
                                              "CSV (*.csv);;Excel (*.xlsx)")
        if path:
            self.tasks.run("Exporting", lambda: write_table(path, columns, rows),
                           lambda count: self.statusBar().showMessage(f"Exported {count} row(s) to {path}.", 8000),
                           self._error)

    def _table_shown(self) -> tuple[list[str], list[tuple]]:
        page = self.nav.currentRow()
        if page == TABLES:
            proxy = self.tables_page.sorted
            return self.tables_page.model.columns, [proxy.row(r) for r in range(proxy.rowCount())]
        if page == ASK:
            return self.ask_page.result.columns, self.ask_page.result.rows()
        if page == HISTORY:
            return self.history_page.model.columns, self.history_page.model.rows()
        if page == HOME:
            return self.home_page.stock_model.columns, self.home_page.stock_model.rows()
        return [], []

    def open_folder(self) -> None:
        if self.when is not None:
            return
        folder = QFileDialog.getExistingDirectory(self, "Open a shop folder (an empty folder starts a new shop)")
        if folder:
            staff = self.services.ledger.staff_name
            self.tasks.run("Opening the shop", lambda: bootstrap(folder, staff=staff, files=True),
                           lambda ledger: self._opened(ledger, folder), self._error)

    def _opened(self, ledger: Ledger, folder: str) -> None:
        opened = wire_services(ledger, offline=self.services.offline, today=self.services.today,
                               settings=self.services.settings)
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

    def show_shortcuts(self) -> None:
        rows = "".join(f"<tr><td><b>{keys}</b></td><td>{what}</td></tr>" for keys, what in SHORTCUTS)
        self._open(TextDialog("Keyboard shortcuts", f"<table cellpadding='4'>{rows}</table>", self))

    def show_about(self) -> None:
        self._open(TextDialog("About ChatLedger", (
            "<h3>ChatLedger</h3><p>Shop records in plain language, kept as an append-only event log, with "
            "SQL tables projected from it. Nothing is ever erased.</p>"
            f"<p>This shop: {self.services.ledger.where()}<br>Records are read by: "
            f"{self.services.translator_name()}</p>"), self))

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


SHORTCUTS = (
    ("Ctrl+1 … Ctrl+5", "Home, Record, Ask, History, Tables"),
    ("Ctrl+K", "type a record (the Record page's text box)"),
    ("Ctrl+Enter", "read the text typed (Parse)"),
    ("Ctrl+Shift+Enter", "confirm the records shown"),
    ("Esc", "discard them"),
    ("Tab / Shift+Tab", "next / previous field (Enter makes a new line in the text box)"),
    ("Enter", "ask the question typed (Ask page)"),
    ("Ctrl+Z / Ctrl+Shift+Z", "undo / redo (one Confirm is one step)"),
    ("Ctrl+0", "back to now"),
    ("Ctrl+D", "view the shop as of the end of a business day"),
    ("Ctrl+I", "import a CSV or Excel sheet"),
    ("Ctrl+E", "export the table shown"),
    ("Ctrl+O", "open another shop folder"),
    ("Ctrl+,", "settings"),
    ("F1", "this list"),
    ("Ctrl+Q", "quit"),
)


def _status(ledger: Ledger, shown: int | None) -> tuple[int, int, dt.date | None, dt.date | None]:
    """Off the GUI thread: the position the tables show, the events in the log, the shop's
    latest and first business days."""
    position = ledger.refresh() if shown is None else shown
    latest, first = ledger.sql("SELECT MAX(business_date), MIN(business_date) FROM ledger_records "
                               "WHERE status IN ('standing', 'corrected')").rows[0]
    return position, ledger.record_count(), _day(latest), _day(first)


def _day(value) -> dt.date | None:
    if value is None or isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value)[:10])
