"""The main window's pages (Home, Record, Ask, History, Tables), the list on the left that
switches between them (Ctrl+1 … Ctrl+5), the moves from one page to another, and the table
each page shows (what File → Export writes)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QListWidget, QStackedWidget

from ui.ask_page import AskPage
from ui.history_page import HistoryPage
from ui.home_page import HomePage
from ui.record_page import RecordPage
from ui.tables_page import TablesPage
from ui.window_base import WindowBase

PAGES = ("⌂ Home", "✎ Record", "? Ask", "⟲ History", "▦ Tables")
HOME, RECORD, ASK, HISTORY, TABLES = range(5)


class WindowPages(WindowBase):
    def _pages(self) -> QHBoxLayout:
        """The list on the left and the page it shows."""
        body = QHBoxLayout()
        self.nav = QListWidget()
        self.nav.addItems([f"{name}   Ctrl+{n + 1}" for n, name in enumerate(PAGES)])
        self.nav.setFixedWidth(170)
        self.pages = QStackedWidget()
        self.home_page = HomePage(self.services, self.tasks)
        self.record_page = RecordPage(self.services, self.tasks)
        self.ask_page = AskPage(self.services, self.tasks)
        self.history_page = HistoryPage(self.services, self.tasks)
        self.tables_page = TablesPage(self.services, self.tasks)
        for page in (self.home_page, self.record_page, self.ask_page, self.history_page, self.tables_page):
            self.pages.addWidget(page)
        self.nav.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.nav.setCurrentRow(HOME)
        body.addWidget(self.nav)
        body.addWidget(self.pages, 1)
        return body

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
