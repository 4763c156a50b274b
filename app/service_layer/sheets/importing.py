"""A sheet's records with the shop: read with its products' units, checked by a dry run (the
preview), then appended all or none."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.service_layer.effects import Effect
from app.service_layer.sheets.files import Sheet
from app.service_layer.sheets.records import SheetReading, read_records
from domain.describe import describe
from domain.errors import LedgerError
from domain.records import parse_record

if TYPE_CHECKING:
    from app.service_layer.ledger import Ledger
    from app.service_layer.ledger_values import BatchOutcome

Progress = Callable[[int, int], None]
SOURCE_SHEET = "sheet"  # how an imported record was produced (History's source column)
DETAILED = 1_000  # records up to which a preview shows totals and stock (beyond: problems only)


@dataclass(frozen=True)
class PreviewRow:
    rows: str  # "row 5", "rows 5–7"
    summary: str
    effect: Effect


@dataclass(frozen=True)
class ImportPreview:
    reading: SheetReading
    records: list[PreviewRow]
    bad: list[tuple[int, str]]  # every bad row: unreadable, or refused by a rule

    @property
    def ok(self) -> bool:
        return not self.bad and bool(self.records)


def read_for(ledger: Ledger, sheet: Sheet, kind: str, mapping: dict[str, str]) -> SheetReading:
    units = {str(n).lower(): str(u) for n, u in ledger.sql("SELECT name, unit FROM products",
                                                            max_rows=100_000).rows}
    return read_records(sheet, kind, mapping, units)


def _submissions(reading: SheetReading):
    from app.service_layer.ledger_values import Submission

    return [Submission(r.record, text=f"{reading.sheet.name} {r.where}", source=SOURCE_SHEET)
            for r in reading.records]


def preview(ledger: Ledger, reading: SheetReading, progress: Progress | None = None) -> ImportPreview:
    """Every record checked against the shop by a dry run, in order; every bad row named."""
    effects = ledger.effects(_submissions(reading), detail=len(reading.records) <= DETAILED, progress=progress)
    bad = list(reading.errors)
    rows = []
    for found, effect in zip(reading.records, effects):
        if effect.problem:
            bad.append((found.rows[0], effect.problem))
        rows.append(PreviewRow(found.where, describe(parse_record(found.record)), effect))
    return ImportPreview(reading, rows, sorted(bad))


def import_all(ledger: Ledger, reading: SheetReading, progress: Progress | None = None) -> BatchOutcome:
    """Append every record, or none: a bad row refuses the whole sheet (its rows named)."""
    from app.service_layer.ledger_values import BatchRejected

    if reading.errors:
        raise LedgerError(f"Nothing was imported: {bad_rows_text(reading.errors)}")
    if not reading.records:
        raise LedgerError(f"{reading.sheet.name} has no rows to import.")
    try:
        return ledger.record_many(_submissions(reading), atomic=True, progress=progress)
    except BatchRejected as e:
        bad = [(reading.records[r.index].rows[0], r.message) for r in e.rejected]
        raise LedgerError(f"Nothing was imported: {bad_rows_text(bad)}") from None


def bad_rows_text(bad: list[tuple[int, str]], shown: int = 5) -> str:
    listed = "; ".join(f"row {row}: {reason}" for row, reason in bad[:shown])
    more = f"; and {len(bad) - shown} more" if len(bad) > shown else ""
    return f"{len(bad)} bad row(s) — {listed}{more}."
