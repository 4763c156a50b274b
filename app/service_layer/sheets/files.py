"""Reading a spreadsheet file: the first sheet of a .xlsx, or a .csv, into a Sheet (its header
and rows, each row with its number in the file)."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.service_layer.sheets.cells import cell_text
from domain.errors import LedgerError

MAX_ROWS = 100_000
MAX_COLUMNS = 200
MAX_BYTES = 50_000_000


@dataclass(frozen=True)
class Sheet:
    name: str  # the file's name, for messages
    columns: list[str]
    rows: list[tuple[Any, ...]]
    row_numbers: list[int]  # each row's number in the sheet (the header is row 1, or later)
    path: str = ""  # where it was read from (read again at each check)


def read_sheet(path: str | Path) -> Sheet:
    """The first sheet of a .xlsx, or a .csv (its delimiter and encoding guessed); the first
    non-empty row is the header."""
    path = Path(path)
    if not path.is_file():
        raise LedgerError(f"No such file: {path}")
    if path.stat().st_size > MAX_BYTES:
        raise LedgerError(f"{path.name} is larger than {MAX_BYTES // 1_000_000} MB; split it first.")
    suffix = path.suffix.lower()
    if suffix in (".xlsx", ".xlsm"):
        raw = _xlsx_rows(path)
    elif suffix in (".csv", ".tsv", ".txt"):
        raw = _csv_rows(path)
    elif suffix == ".xls":
        raise LedgerError(f"{path.name} is an old Excel file (.xls): save it as .xlsx or .csv first.")
    else:
        raise LedgerError(f"{path.name} is not a spreadsheet ChatLedger reads: use .csv or .xlsx.")
    return _sheet(path.name, raw, str(path))


def reread(sheet: Sheet) -> Sheet:
    """The sheet as its file holds it now (a person may have fixed rows since); its columns must
    be the same, as the mapping refers to them."""
    if not sheet.path:
        return sheet
    fresh = read_sheet(sheet.path)
    if fresh.columns != sheet.columns:
        raise LedgerError(f"The columns of {sheet.name} changed since it was opened; close this and import "
                          "it again.")
    return fresh


def _xlsx_rows(path: Path) -> list[tuple[int, tuple[Any, ...]]]:
    import zipfile

    from openpyxl import load_workbook  # only for Excel files

    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except (zipfile.BadZipFile, KeyError, OSError, ValueError) as e:
        raise LedgerError(f"{path.name} cannot be read as an Excel workbook ({type(e).__name__}).") from None
    try:
        sheet = book.worksheets[0]
        rows: list[tuple[int, tuple[Any, ...]]] = []
        for number, values in enumerate(sheet.iter_rows(values_only=True), start=1):
            if len(rows) > MAX_ROWS:
                raise LedgerError(f"{path.name} has more than {MAX_ROWS:,} rows; split it first.")
            rows.append((number, tuple(values[:MAX_COLUMNS])))
        return rows
    finally:
        book.close()


def _csv_rows(path: Path) -> list[tuple[int, tuple[Any, ...]]]:
    data = path.read_bytes()
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    if "\x00" in text:
        raise LedgerError(f"{path.name} is not a text file; is it a spreadsheet saved as .csv?")
    sample = text[:20_000]
    try:
        dialect: Any = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = "excel-tab" if path.suffix.lower() == ".tsv" else "excel"
    rows: list[tuple[int, tuple[Any, ...]]] = []
    for number, values in enumerate(csv.reader(io.StringIO(text, newline=""), dialect), start=1):
        if len(rows) > MAX_ROWS:
            raise LedgerError(f"{path.name} has more than {MAX_ROWS:,} rows; split it first.")
        rows.append((number, tuple(values[:MAX_COLUMNS])))
    return rows


def _sheet(name: str, raw: list[tuple[int, tuple[Any, ...]]], path: str) -> Sheet:
    filled = [(n, r) for n, r in raw if any(cell_text(v) for v in r)]
    if not filled:
        raise LedgerError(f"{name} is empty.")
    header_number, header = filled[0]
    width = max(len(r) for _, r in filled)
    columns, seen = [], set()
    for index in range(width):
        title = cell_text(header[index]) if index < len(header) else ""
        title = title or f"Column {index + 1}"
        while title in seen:
            title += "'"
        seen.add(title)
        columns.append(title)
    body = [(n, tuple(r) + (None,) * (width - len(r))) for n, r in filled[1:]]
    return Sheet(name, columns, [r for _, r in body], [n for n, _ in body], path)
