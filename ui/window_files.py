"""The main window's files: File → Import (a CSV or Excel sheet, into the import dialog),
File → Export (the table shown) and File → Open (another shop folder, in a new window)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtWidgets import QFileDialog

from app.bootstrap import bootstrap
from app.service_layer.ledger import Ledger
from app.service_layer.sheets.files import Sheet, read_sheet
from app.services import shop_clock
from ui.exporting import export_path, write_table
from ui.import_dialog import ImportDialog
from ui.window_base import WindowBase

SHEETS = "Spreadsheets (*.csv *.xlsx *.tsv *.txt);;All files (*)"


class WindowFiles(WindowBase):
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
        path = export_path(self, "Export the table shown", "table")
        if path:
            self.tasks.run("Exporting", lambda: write_table(path, columns, rows),
                           lambda count: self.statusBar().showMessage(f"Exported {count} row(s) to {path}.", 8000),
                           self._error)

    def open_folder(self) -> None:
        if self.when is not None:
            return
        folder = QFileDialog.getExistingDirectory(self, "Open a shop folder (an empty folder starts a new shop)")
        if folder:
            staff = self.services.ledger.staff_name
            self.tasks.run("Opening the shop", lambda: _open(folder, staff),
                           lambda opened: self._opened(opened[0], opened[1], folder), self._error)


def _open(folder: str, staff: str) -> tuple[Ledger, Callable[[], dt.date]]:
    """Off the GUI thread: the shop, and the day it counts as today (its own: a demo's, or the real one)."""
    ledger = bootstrap(folder, staff=staff, files=True)
    return ledger, shop_clock(ledger)
