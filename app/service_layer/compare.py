"""What changed between two points of the shop: the records entered, retracted, corrected or
brought back, and the table values that moved.

Both points are read through the same read-only views as any past query. Rows are matched by
what they are (a product by name, a sale by its record's position, a sale line by sale and
product), not by row ids, which a view of a business date may number differently."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.service_layer.ledger import Ledger
from app.service_layer.ledger_values import PointInTime

# table: (the query, how many leading columns identify a row)
_PERSON = "c.first_name || ' ' || c.last_name"
_VIEWS: dict[str, tuple[str, int]] = {
    "products": ("SELECT name, unit, selling_price, stock_quantity FROM products", 1),
    "customers": (f"SELECT {_PERSON} AS customer, phone_number, email FROM customers c", 1),
    "suppliers": ("SELECT supplier_name, contact_number, email FROM suppliers", 1),
    "purchases": ("SELECT pu.purchase_id, s.supplier_name, pu.purchase_date, pu.total_cost "
                  "FROM purchases pu JOIN suppliers s ON s.supplier_id = pu.supplier_id", 1),
    "purchase_items": ("SELECT pi.purchase_id, p.name AS product, pi.quantity_purchased, pi.cost_per_item, "
                       "pi.item_total_cost FROM purchase_items pi JOIN products p ON p.product_id = pi.product_id",
                       2),
    "sales": (f"SELECT s.sale_id, {_PERSON} AS customer, s.sale_date, s.total_price "
              "FROM sales s JOIN customers c ON c.customer_id = s.customer_id", 1),
    "sale_items": ("SELECT si.sale_id, p.name AS product, si.quantity_sold, si.price_per_item, si.item_total_price "
                   "FROM sale_items si JOIN products p ON p.product_id = si.product_id", 2),
    "returns": (f"SELECT r.return_id, {_PERSON} AS customer, r.sale_date, r.return_date, r.refund_total "
                "FROM returns r JOIN customers c ON c.customer_id = r.customer_id", 1),
    "price_changes": ("SELECT pc.source_position, p.name AS product, pc.change_date, pc.old_price, pc.new_price "
                      "FROM price_changes pc JOIN products p ON p.product_id = pc.product_id", 2),
    "stock_adjustments": ("SELECT a.source_position, p.name AS product, a.adjustment_date, a.quantity, a.reason "
                          "FROM stock_adjustments a JOIN products p ON p.product_id = a.product_id", 2),
    "facts": ("SELECT subject, relation, object, valid_from, valid_to FROM facts", 4),
}
_RECORDS = "SELECT position, business_date, summary, status, changed_by, reason FROM ledger_records"
MAX_ROWS = 10_000_000


@dataclass(frozen=True)
class RecordChange:
    position: int
    summary: str
    was: str | None  # its status at the first point (None: not yet entered)
    now: str  # its status at the second point
    changed_by: int | None
    reason: str | None


@dataclass(frozen=True)
class RowChange:
    key: tuple  # what identifies the row (a product's name, a sale's number…)
    before: dict[str, Any] | None  # None: the row is new
    after: dict[str, Any] | None  # None: the row is gone

    @property
    def moved(self) -> dict[str, tuple[Any, Any]]:
        """The values that differ, column: (before, after)."""
        if self.before is None or self.after is None:
            return {}
        return {c: (v, self.after[c]) for c, v in self.before.items() if self.after[c] != v}


@dataclass
class Comparison:
    first: PointInTime
    second: PointInTime
    records: list[RecordChange] = field(default_factory=list)
    tables: dict[str, list[RowChange]] = field(default_factory=dict)  # only tables that changed

    @property
    def unchanged(self) -> bool:
        return not self.records and not self.tables


def compare(ledger: Ledger, first: PointInTime, second: PointInTime, *, timeout_s: float = 60.0) -> Comparison:
    out = Comparison(first, second)
    before, after = (_rows(ledger, _RECORDS, 1, when, timeout_s) for when in (first, second))
    for key in sorted(set(before) | set(after)):
        old, new = before.get(key, [None])[0], after.get(key, [None])[0]
        if new is None or old == new:
            continue  # a record is never removed from the list: only its status moves
        if old is None or old["status"] != new["status"] or old["summary"] != new["summary"]:
            was = None if old is None else old["status"]
            out.records.append(RecordChange(new["position"], new["summary"], was, new["status"],
                                            new["changed_by"], new["reason"]))
    for table, (query, width) in _VIEWS.items():
        changes = _diff(*(_rows(ledger, query, width, when, timeout_s) for when in (first, second)))
        if changes:
            out.tables[table] = changes
    return out


def _rows(ledger: Ledger, query: str, width: int, when: PointInTime, timeout_s: float) -> dict[tuple, list[dict]]:
    result = ledger.sql(query, when=when, max_rows=MAX_ROWS, timeout_s=timeout_s)
    keyed: dict[tuple, list[dict]] = {}
    for row in result.rows:
        keyed.setdefault(tuple(row[:width]), []).append(dict(zip(result.columns, row, strict=True)))
    return keyed


def _diff(before: dict[tuple, list[dict]], after: dict[tuple, list[dict]]) -> list[RowChange]:
    """One row per key on both sides: compared value by value. Several (two customers of one
    name): compared as wholes, so only those that differ show, as gone and new."""
    changes: list[RowChange] = []
    for key in sorted(set(before) | set(after), key=repr):
        old, new = before.get(key, []), after.get(key, [])
        if len(old) == 1 and len(new) == 1:
            if old[0] != new[0]:
                changes.append(RowChange(key, old[0], new[0]))
            continue
        changes += [RowChange(key, row, None) for row in old if row not in new]
        changes += [RowChange(key, None, row) for row in new if row not in old]
    return changes


def point_name(when: PointInTime) -> str:
    if when.position is not None:
        return f"right after #{when.position}"
    if when.recorded is not None:
        return f"as recorded at {when.recorded:%Y-%m-%d %H:%M:%S}"
    if when.business_date is not None:
        return f"the end of {when.business_date.isoformat()}"
    return "now"


def lines(found: Comparison, shown: int = 12) -> list[str]:
    """The comparison as text: records first, then each table that moved (at most `shown`
    rows each, then how many more)."""
    out = [f"From {point_name(found.first)} to {point_name(found.second)}:"]
    if found.unchanged:
        return [*out, "  nothing changed."]
    if found.records:
        out.append(f"Records ({len(found.records)}):")
        out += [f"  {_record_line(r)}" for r in found.records[:shown]]
        if len(found.records) > shown:
            out.append(f"  … and {len(found.records) - shown} more")
    for table, changes in found.tables.items():
        added = sum(c.before is None for c in changes)
        gone = sum(c.after is None for c in changes)
        counts = ", ".join(f"{n} {what}" for n, what in ((added, "new"), (gone, "gone"),
                                                         (len(changes) - added - gone, "changed")) if n)
        out.append(f"{table} ({counts}):")
        out += [f"  {_row_line(c)}" for c in changes[:shown]]
        if len(changes) > shown:
            out.append(f"  … and {len(changes) - shown} more")
    return out


def _record_line(r: RecordChange) -> str:
    by = f" by #{r.changed_by}" if r.changed_by else ""
    why = f" ({r.reason})" if r.reason else ""
    if r.was is None:
        then = "" if r.now == "standing" else f", then {r.now}{by}{why}"
        return f"+ #{r.position} entered{then}: {r.summary}"
    if r.now in ("standing", "corrected") and r.was not in ("standing", "corrected"):
        return f"+ #{r.position} counts again (was {r.was}): {r.summary}"
    if r.now == "corrected" or r.was == r.now:
        return f"~ #{r.position} corrected{by}{why}: {r.summary}"
    return f"- #{r.position} {r.now}{by}{why}: {r.summary}"


def _row_line(c: RowChange) -> str:
    key = ", ".join(str(k) for k in c.key)
    if c.before is None or c.after is None:
        row = c.after if c.before is None else c.before
        assert row is not None
        rest = ", ".join(f"{k} {_shown(v, k)}" for k, v in list(row.items())[len(c.key):])
        return f"{'+' if c.before is None else '-'} {key}: {rest}"
    return f"~ {key}: " + "; ".join(f"{k} {_shown(a, k)} → {_shown(b, k)}" for k, (a, b) in c.moved.items())


def _shown(value: Any, column: str) -> str:
    if value is None:
        return "none"
    if isinstance(value, (int, float)) and any(w in column for w in ("price", "cost", "total", "refund")):
        return f"{value:,.2f}"
    if isinstance(value, float):
        return f"{value:,.3f}".rstrip("0").rstrip(".")
    return str(value)
