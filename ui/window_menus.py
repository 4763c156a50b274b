"""The main window's actions (every one with its shortcut) and the menu bar that lists them
(File, Edit, View with Time, Help); Help's list of keyboard shortcuts and About."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as installed

from ui.controls import action
from ui.text_dialog import TextDialog
from ui.window_base import WindowBase
from ui.window_pages import ASK, HISTORY, HOME, RECORD, TABLES


class WindowMenus(WindowBase):
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

    def show_shortcuts(self) -> None:
        rows = "".join(f"<tr><td><b>{keys}</b></td><td>{what}</td></tr>" for keys, what in SHORTCUTS)
        self._open(TextDialog("Keyboard shortcuts", f"<table cellpadding='4'>{rows}</table>", self))

    def show_about(self) -> None:
        self._open(TextDialog("About ChatLedger", (
            f"<h3>ChatLedger {version()}</h3><p>Shop records in plain language, kept as an append-only event log, with "
            "SQL tables projected from it. Nothing is ever erased.</p>"
            f"<p>This shop: {self.services.ledger.where()}<br>Records are read by: "
            f"{self.services.translator_name()}</p>"), self))


def version() -> str:
    try:
        return installed("chatledger")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return ""


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
