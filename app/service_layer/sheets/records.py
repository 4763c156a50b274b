"""Rows into records: each row read through the mapping (cells into numbers, dates, units and
parties), rows sharing a receipt made one record, and every row that cannot make one named."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.service_layer.sheets.cells import BadCell, DateColumn, cell_number, cell_text
from app.service_layer.sheets.files import Sheet
from app.service_layer.sheets.mapping import FIELD_NAMES, FIELDS, KINDS, REQUIRED
from domain.errors import InvalidRecord, LedgerError
from domain.records import parse_record


@dataclass(frozen=True)
class SheetRecord:
    rows: tuple[int, ...]  # the sheet rows it came from
    record: dict[str, Any]

    @property
    def where(self) -> str:
        return f"row {self.rows[0]}" if len(self.rows) == 1 else f"rows {self.rows[0]}–{self.rows[-1]}"


@dataclass(frozen=True)
class SheetReading:
    """The records a mapping reads from a sheet, and every row it could not read."""

    sheet: Sheet
    kind: str
    mapping: dict[str, str]  # column -> field
    records: list[SheetRecord]
    errors: list[tuple[int, str]]  # (row, reason)
    notes: list[str] = field(default_factory=list)  # how dates and numbers were read


def read_records(sheet: Sheet, kind: str, mapping: dict[str, str],
                 units: dict[str, str] | None = None) -> SheetReading:
    """The records the rows make, and each row that cannot make one with its reason.
    `units`: the shop's products' units, for rows that do not say theirs."""
    if kind not in FIELDS:
        raise LedgerError(f"Unknown record kind '{kind}'; use one of: {', '.join(KINDS)}.")
    used = {name: column for column, name in mapping.items() if name}
    missing = [FIELD_NAMES[f] for f in REQUIRED[kind] if f not in used]
    if missing:
        raise LedgerError(f"Say which column holds the {', '.join(missing)} "
                          f"(a {kind.replace('_', ' ')} needs {'it' if len(missing) == 1 else 'them'}).")
    index = {name: sheet.columns.index(column) for name, column in used.items()}
    notes: list[str] = []
    date_readers = {name: DateColumn([r[i] for r in sheet.rows], FIELD_NAMES[name], notes)
                    for name, i in index.items() if name in ("date", "sale_date")}
    units = units or {}
    errors: list[tuple[int, str]] = []
    records: list[SheetRecord] = []
    receipts: dict[str, int] = {}  # receipt -> index in records
    for number, row in zip(sheet.row_numbers, sheet.rows):
        def cell(name: str, row: tuple[Any, ...] = row) -> Any:
            return row[index[name]] if name in index else None
        try:
            values = {name: (date_readers[name].read(cell(name)) if name in date_readers else cell(name))
                      for name in index}
            record, item = _record(kind, values, units)
        except BadCell as e:
            errors.append((number, e.reason))
            continue
        receipt = cell_text(cell("receipt"))
        if receipt and item is not None and receipt in receipts:
            earlier = records[receipts[receipt]]
            party = "customer" if kind == "sale" else "supplier"
            if earlier.record["date"] != record["date"] or earlier.record[party]["name"] != record[party]["name"]:
                errors.append((number, f"receipt {receipt} already has another date or {party} "
                                       f"({earlier.where})"))
                continue
            earlier.record["items"].append(item)
            records[receipts[receipt]] = SheetRecord((*earlier.rows, number), earlier.record)
            continue
        if receipt and item is not None:
            receipts[receipt] = len(records)
        records.append(SheetRecord((number,), record))
    checked: list[SheetRecord] = []
    for found in records:
        try:
            parse_record(found.record)
        except InvalidRecord as e:
            errors.extend((number, e.message) for number in found.rows[:1])
            continue
        checked.append(found)
    return SheetReading(sheet, kind, dict(mapping), checked, sorted(errors), notes)


def _record(kind: str, v: dict[str, Any], units: dict[str, str]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """(the record, its one item if it has items)."""
    def party(name: str) -> dict[str, Any]:
        who = cell_text(v.get(name))
        if not who:
            raise BadCell(f"no {name}")
        return {"name": who, "phone": cell_text(v.get("phone")) or None, "email": cell_text(v.get("email")) or None}

    def product() -> str:
        name = cell_text(v.get("product"))
        if not name:
            raise BadCell("no product")
        return name

    def item_unit(name: str, written: str | None) -> dict[str, str]:
        unit = cell_text(v.get("unit")) or written
        if not unit:
            unit = units.get(name.lower()) or units.get(name.lower().rstrip("s"))
        return {"unit": unit} if unit else {}

    day = v.get("date")
    if kind in ("sale", "purchase"):
        name = product()
        quantity, written = cell_number(v.get("quantity"), "quantity", with_unit=True)
        item: dict[str, Any] = {"product": name, "quantity": quantity, **item_unit(name, written)}
        if kind == "purchase":
            item["unit_cost"] = cell_number(v.get("unit_cost"), "cost per unit")[0]
            if cell_text(v.get("selling_price")):
                item["selling_price"] = cell_number(v.get("selling_price"), "selling price")[0]
        who = "customer" if kind == "sale" else "supplier"
        return {"kind": kind, "date": day, who: party(who), "items": [item]}, item
    if kind == "return":
        return {"kind": kind, "date": day, "customer": party("customer"), "sale_date": v.get("sale_date")}, None
    if kind == "price_change":
        return {"kind": kind, "date": day, "product": product(),
                "selling_price": cell_number(v.get("selling_price"), "selling price")[0]}, None
    if kind == "stock_adjustment":
        name = product()
        quantity, written = cell_number(v.get("quantity"), "quantity", with_unit=True, signed=True)
        record = {"kind": kind, "date": day, "product": name, "quantity": quantity,
                  "reason": cell_text(v.get("reason"))}
        unit = cell_text(v.get("unit")) or written
        if unit:
            record["unit"] = unit
        return record, None
    return {"kind": "note", "date": day, "text": cell_text(v.get("text"))}, None
