"""Writing a table the window shows to a CSV or Excel file (raw values, so numbers stay numbers
in a spreadsheet)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

CSV, EXCEL = "CSV (*.csv)", "Excel (*.xlsx)"


def export_path(parent: QWidget, title: str, name: str) -> str | None:
    """Where a person chose to export, in their documents folder to begin with; the file type
    they picked decides the ending when they typed none (a name alone made a CSV file called
    "top3" although Excel was picked)."""
    start = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or Path.home())
    path, chosen = QFileDialog.getSaveFileName(parent, title, str(start / f"{name}.csv"), f"{CSV};;{EXCEL}")
    return with_ending(path, chosen) if path else None


def with_ending(path: str, chosen: str) -> str:
    if Path(path).suffix.lower() in (".csv", ".xlsx"):
        return path
    return path + (".xlsx" if chosen == EXCEL else ".csv")


def write_table(path: str, columns: list[str], rows: list[tuple[Any, ...]]) -> int:
    """The rows written (OSError if the file cannot be written)."""
    import pandas as pd  # only when exporting: it costs half a second to import

    table = pd.DataFrame([list(r) for r in rows], columns=columns)
    if path.lower().endswith(".xlsx"):
        table.to_excel(path, index=False)
    else:
        table.to_csv(path, index=False)
    return len(table)
