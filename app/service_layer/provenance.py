"""Why is a value what it is? Answered from the lineage the projection writes beside each
change, never by replaying: the records behind a value, each with its contribution.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from app.adapters.results import QueryResult
from app.projection import schema
from domain.errors import LedgerError

# Columns whose value is the sum of its lineage contributions.
ADDITIVE = {
    ("products", "stock_quantity"), ("sales", "total_price"), ("purchases", "total_cost"),
    ("returns", "refund_total"),
}
_TABLES = {t.name: t for t in schema.SHOP_TABLES if t is not schema.ledger_records}


@dataclass(frozen=True)
class Source:
    position: int
    contribution: float | None
    detail: str
    kind: str | None
    recorded_at: str | None
    business_date: str | None
    entered_by: str | None
    source: str | None
    text: str | None = None  # the sentence typed, filled in from the log by the caller


@dataclass(frozen=True)
class Provenance:
    table: str
    row_id: int
    column: str | None
    value: Any
    additive: bool
    sources: list[Source]

    @property
    def total(self) -> float | None:
        if not self.additive:
            return None
        return round(sum(s.contribution or 0 for s in self.sources), 3)

    def as_json(self) -> dict[str, Any]:
        return {"table": self.table, "row_id": self.row_id, "column": self.column,
                "value": self.value, "sum_of_contributions": self.total,
                "sources": [asdict(s) for s in self.sources]}


def explain(sql: Callable[[str], QueryResult], table: str, row_id: int,
            column: str | None = None) -> Provenance:
    target = _TABLES.get(table)
    if target is None:
        raise LedgerError(f"There is no table {table!r}; tables: {', '.join(_TABLES)}.")
    if column is not None and column not in target.c:
        raise LedgerError(f"{table} has no column {column!r}; columns: {', '.join(target.c.keys())}.")
    key = next(iter(target.primary_key.columns)).name
    wanted = column or "source_position"
    found = sql(f"SELECT {wanted}, source_position FROM {table} WHERE {key} = {int(row_id)}").rows
    if not found:
        raise LedgerError(f"{table} has no row with {key} {int(row_id)} at this point.")
    value, created_by = found[0]
    which = "" if column is None else f" AND (l.column_name = '{column}')"
    rows = sql(
        "SELECT l.position, l.contribution, l.detail, r.kind, r.recorded_at, r.business_date, "
        "r.entered_by, r.source FROM lineage l "
        "LEFT JOIN ledger_records r ON r.position = l.position "
        f"WHERE l.table_name = '{table}' AND l.row_id = {int(row_id)}{which} ORDER BY l.lineage_id"
    ).rows
    if not rows:  # a value set once, when its row was made
        rows = sql(
            f"SELECT position, NULL, 'made this row', kind, recorded_at, business_date, entered_by, "
            f"source FROM ledger_records WHERE position = {int(created_by)}"
        ).rows
    return Provenance(table, int(row_id), column, value, (table, column) in ADDITIVE,
                      [Source(*r) for r in rows])
