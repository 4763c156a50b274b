"""Writing a table the window shows to a CSV or Excel file (raw values, so numbers stay numbers
in a spreadsheet)."""

from __future__ import annotations

from typing import Any


def write_table(path: str, columns: list[str], rows: list[tuple[Any, ...]]) -> int:
    """The rows written (OSError if the file cannot be written)."""
    import pandas as pd  # only when exporting: it costs half a second to import

    table = pd.DataFrame([list(r) for r in rows], columns=columns)
    if path.lower().endswith(".xlsx"):
        table.to_excel(path, index=False)
    else:
        table.to_csv(path, index=False)
    return len(table)
