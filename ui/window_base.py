"""What the parts of the main window share, declared once for the type checker: each part
(window_menus, time_travel_bar, status_line, window_pages, window_files) is a mixin of
MainWindow and reaches the rest of the window through these names."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QListWidget, QMainWindow

from app.service_layer.ledger import Ledger
from app.service_layer.ledger_values import PointInTime
from app.services import Services
from ui.ask_page import AskPage
from ui.history_page import HistoryPage
from ui.home_page import HomePage
from ui.record_page import RecordPage
from ui.tables_page import TablesPage
from ui.tasks import Tasks


class WindowBase(QMainWindow):
    # State (set in MainWindow.__init__).
    services: Services
    tasks: Tasks
    when: PointInTime | None
    events: int
    latest_day: dt.date | None
    first_day: dt.date | None
    undo_target: int | None  # what Undo would take back now (the last shop status read)
    redo_target: int | None
    undo_said: str  # the same, in words, for the buttons' tips
    redo_said: str
    # The pages and the list that switches between them (window_pages).
    nav: QListWidget
    home_page: HomePage
    record_page: RecordPage
    ask_page: AskPage
    history_page: HistoryPage
    tables_page: TablesPage
    # The actions that time travel turns off (window_menus).
    open_action: QAction
    import_action: QAction
    undo_action: QAction
    redo_action: QAction
    now_action: QAction
    day_action: QAction
    position_action: QAction
    # What one part calls in another.
    refresh: Callable[[], None]
    travel: Callable[[PointInTime | None], None]
    pick_day: Callable[[], None]
    pick_position: Callable[[], None]
    focus_input: Callable[[], None]
    import_sheet: Callable[[], None]
    export: Callable[[], None]
    open_folder: Callable[[], None]
    open_settings: Callable[[], None]
    undo: Callable[[], None]
    redo: Callable[[], None]
    enable_undo: Callable[[], None]
    _table_shown: Callable[[], tuple[list[str], list[tuple]]]
    _history_changed: Callable[[], None]
    _opened: Callable[[Ledger, Callable[[], dt.date], str], None]
    _error: Callable[[str], None]
    _open: Callable[[QDialog], None]
