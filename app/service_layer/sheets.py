"""Spreadsheets in: a CSV or Excel sheet, its columns mapped to a record kind's fields (guessed
first), read into records with every bad row named, checked by a dry run, then appended all or
none. The window's File → Import and `chatledger import FILE.csv|.xlsx` both use this.

A row is one record, or one item of one: rows that share a value in the column mapped to
`receipt` make one sale or purchase with several items. Row numbers are the sheet's own (the
header is row 1), so a person can find the row named in their spreadsheet program.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.service_layer.effects import Effect
from domain.describe import describe
from domain.errors import InvalidRecord, LedgerError
from domain.records import parse_record

if TYPE_CHECKING:
    from app.service_layer.ledger import BatchOutcome, Ledger

Progress = Callable[[int, int], None]
SOURCE_SHEET = "sheet"  # how an imported record was produced (History's source column)
MAX_ROWS = 100_000
MAX_COLUMNS = 200
MAX_BYTES = 50_000_000
DETAILED = 1_000  # records up to which a preview shows totals and stock (beyond: problems only)

KINDS = ("sale", "purchase", "return", "price_change", "stock_adjustment", "note")
KIND_NAMES = {"sale": "Sales", "purchase": "Purchases", "return": "Returns", "price_change": "Price changes",
              "stock_adjustment": "Stock adjustments", "note": "Notes"}
# The fields a column can be mapped to, per kind (the first ones are required).
FIELDS: dict[str, tuple[str, ...]] = {
    "sale": ("date", "customer", "product", "quantity", "unit", "phone", "email", "receipt"),
    "purchase": ("date", "supplier", "product", "quantity", "unit_cost", "selling_price", "unit", "phone",
                 "email", "receipt"),
    "return": ("date", "customer", "sale_date", "phone", "email"),
    "price_change": ("date", "product", "selling_price"),
    "stock_adjustment": ("date", "product", "quantity", "reason", "unit"),
    "note": ("date", "text"),
}
REQUIRED: dict[str, tuple[str, ...]] = {
    "sale": ("date", "customer", "product", "quantity"),
    "purchase": ("date", "supplier", "product", "quantity", "unit_cost"),
    "return": ("customer", "sale_date"),
    "price_change": ("date", "product", "selling_price"),
    "stock_adjustment": ("date", "product", "quantity", "reason"),
    "note": ("date", "text"),
}
FIELD_NAMES = {"date": "date", "customer": "customer", "supplier": "supplier", "product": "product",
               "quantity": "quantity", "unit": "unit", "unit_cost": "cost per unit",
               "selling_price": "selling price", "phone": "phone", "email": "email",
               "sale_date": "date of the sale returned", "reason": "reason", "text": "text",
               "receipt": "receipt (rows of one record)"}
# What people call each field in a header (compared without case, spaces or punctuation).
_SYNONYMS: dict[str, tuple[str, ...]] = {
    "date": ("date", "day", "when", "datum", "fecha", "transactiondate", "orderdate", "purchasedate",
             "returndate", "changedate", "adjustmentdate", "businessdate"),
    "customer": ("customer", "client", "buyer", "customername", "clientname", "soldto"),
    "supplier": ("supplier", "vendor", "seller", "suppliername", "vendorname", "from", "boughtfrom"),
    "product": ("product", "item", "article", "fruit", "goods", "productname", "itemname", "sku",
                "description", "produce"),
    "quantity": ("quantity", "qty", "amount", "weight", "kg", "units", "count", "quantitykg", "qtykg",
                 "quantitysold", "quantitypurchased", "change"),
    "unit": ("unit", "uom", "unitofmeasure", "measure"),
    "unit_cost": ("unitcost", "cost", "costperunit", "costperkg", "buyprice", "purchaseprice", "costprice",
                  "price", "unitprice"),
    "selling_price": ("sellingprice", "saleprice", "retailprice", "newprice", "sellprice", "price"),
    "phone": ("phone", "tel", "telephone", "mobile", "phonenumber", "contact", "contactnumber", "cell"),
    "email": ("email", "mail", "emailaddress", "e-mail"),
    "sale_date": ("saledate", "dateofsale", "solddate", "originaldate", "dateofpurchase"),
    "reason": ("reason", "why", "comment", "note", "notes", "cause"),
    "text": ("text", "note", "notes", "fact", "what"),
    "receipt": ("receipt", "receiptno", "receiptnumber", "order", "orderno", "orderid", "invoice",
                "invoiceno", "ticket", "transaction", "transactionid", "ref", "reference"),
}


@dataclass(frozen=True)
class Sheet:
    name: str  # the file's name, for messages
    columns: list[str]
    rows: list[tuple[Any, ...]]
    row_numbers: list[int]  # each row's number in the sheet (the header is row 1, or later)
    path: str = ""  # where it was read from (read again at each check)


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


# --- reading a file -------------------------------------------------------------------------


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
    filled = [(n, r) for n, r in raw if any(_text(v) for v in r)]
    if not filled:
        raise LedgerError(f"{name} is empty.")
    header_number, header = filled[0]
    width = max(len(r) for _, r in filled)
    columns, seen = [], set()
    for index in range(width):
        title = _text(header[index]) if index < len(header) else ""
        title = title or f"Column {index + 1}"
        while title in seen:
            title += "'"
        seen.add(title)
        columns.append(title)
    body = [(n, tuple(r) + (None,) * (width - len(r))) for n, r in filled[1:]]
    return Sheet(name, columns, [r for _, r in body], [n for n, _ in body], path)


# --- guessing -------------------------------------------------------------------------------


def _key(title: str) -> str:
    return re.sub(r"[^a-z0-9]", "", title.lower())


def guess_kind(columns: Sequence[str]) -> str:
    keys = {_key(c) for c in columns}

    def has(name: str) -> bool:
        return any(k in _SYNONYMS[name] for k in keys)

    if has("supplier"):
        return "purchase"
    if has("sale_date") and has("customer"):
        return "return"
    if has("customer"):
        return "sale"
    if has("reason") and has("quantity"):
        return "stock_adjustment"
    if has("selling_price") and not has("quantity"):
        return "price_change"
    if has("text") and not has("product"):
        return "note"
    return "sale"


def guess_mapping(columns: Sequence[str], kind: str) -> dict[str, str]:
    """column -> field, each field at most once: exact names first, then names that contain one."""
    fields = FIELDS[kind]
    mapping: dict[str, str] = {}
    taken: set[str] = set()
    for exact in (True, False):
        for column in columns:
            if column in mapping:
                continue
            key = _key(column)
            for name in fields:
                if name in taken or not key:
                    continue
                words = _SYNONYMS[name]
                if (key in words) if exact else any(len(w) >= 4 and w in key for w in words):
                    mapping[column] = name
                    taken.add(name)
                    break
    return mapping


def parse_mapping(text: str, columns: Sequence[str], kind: str) -> dict[str, str]:
    """`Date=date,Item=product`: column titles (as in the header, any case) to fields."""
    mapping: dict[str, str] = {}
    by_key = {c.strip().lower(): c for c in columns}
    for part in (p for p in text.split(",") if p.strip()):
        if "=" not in part:
            raise LedgerError(f"'{part.strip()}' in the mapping is not COLUMN=FIELD.")
        column, name = (s.strip() for s in part.rsplit("=", 1))
        found = by_key.get(column.lower())
        if found is None:
            raise LedgerError(f"The sheet has no column '{column}'; its columns are: {', '.join(columns)}.")
        name = name.lower().replace(" ", "_")
        if name not in FIELDS[kind]:
            raise LedgerError(f"A {kind.replace('_', ' ')} has no field '{name}'; "
                              f"its fields are: {', '.join(FIELDS[kind])}.")
        mapping[found] = name
    return mapping


def mapping_text(mapping: dict[str, str]) -> str:
    return ",".join(f"{column}={name}" for column, name in mapping.items())


# --- rows into records ----------------------------------------------------------------------


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
    date_readers = {name: _DateColumn([r[i] for r in sheet.rows], FIELD_NAMES[name], notes)
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
        except _BadCell as e:
            errors.append((number, e.reason))
            continue
        receipt = _text(cell("receipt"))
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


class _BadCell(Exception):
    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def _record(kind: str, v: dict[str, Any], units: dict[str, str]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """(the record, its one item if it has items)."""
    def party(name: str) -> dict[str, Any]:
        who = _text(v.get(name))
        if not who:
            raise _BadCell(f"no {name}")
        return {"name": who, "phone": _text(v.get("phone")) or None, "email": _text(v.get("email")) or None}

    def product() -> str:
        name = _text(v.get("product"))
        if not name:
            raise _BadCell("no product")
        return name

    def item_unit(name: str, written: str | None) -> dict[str, str]:
        unit = _text(v.get("unit")) or written
        if not unit:
            unit = units.get(name.lower()) or units.get(name.lower().rstrip("s"))
        return {"unit": unit} if unit else {}

    day = v.get("date")
    if kind in ("sale", "purchase"):
        name = product()
        quantity, written = _number(v.get("quantity"), "quantity", with_unit=True)
        item: dict[str, Any] = {"product": name, "quantity": quantity, **item_unit(name, written)}
        if kind == "purchase":
            item["unit_cost"] = _number(v.get("unit_cost"), "cost per unit")[0]
            if _text(v.get("selling_price")):
                item["selling_price"] = _number(v.get("selling_price"), "selling price")[0]
        who = "customer" if kind == "sale" else "supplier"
        return {"kind": kind, "date": day, who: party(who), "items": [item]}, item
    if kind == "return":
        return {"kind": kind, "date": day, "customer": party("customer"), "sale_date": v.get("sale_date")}, None
    if kind == "price_change":
        return {"kind": kind, "date": day, "product": product(),
                "selling_price": _number(v.get("selling_price"), "selling price")[0]}, None
    if kind == "stock_adjustment":
        name = product()
        quantity, written = _number(v.get("quantity"), "quantity", with_unit=True, signed=True)
        record = {"kind": kind, "date": day, "product": name, "quantity": quantity,
                  "reason": _text(v.get("reason"))}
        unit = _text(v.get("unit")) or written
        if unit:
            record["unit"] = unit
        return record, None
    return {"kind": "note", "date": day, "text": _text(v.get("text"))}, None


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).strip()


_NUMBER = re.compile(r"^([-+−]?)\s*[^\d\s.,+−-]{0,3}\s*([-−]?)\s*(\d[\d\s.,']*?)\s*([a-zA-Z]{1,10}|[^\w\s]{1,3})?$")
_THOUSANDS = re.compile(r"^[1-9]\d{0,2}(,\d{3})+$")


def _number(value: Any, what: str, *, with_unit: bool = False, signed: bool = False) -> tuple[float, str | None]:
    """A number from a cell: 2.5, "2,5", "1,234.50", "1.234,50", "$3.20", "3 kg" (the unit, if
    asked for)."""
    if isinstance(value, bool):
        raise _BadCell(f"{what} '{value}' is not a number")
    if isinstance(value, (int, float)):
        return float(value), None
    text = _text(value)
    if not text:
        raise _BadCell(f"no {what}")
    match = _NUMBER.match(text.replace("\u00a0", " "))
    if not match:
        raise _BadCell(f"{what} '{text[:30]}' is not a number")
    sign, inner_sign, digits, suffix = match.groups()
    digits = digits.replace(" ", "").replace("'", "")
    if "," in digits and "." in digits:  # the later one is the decimal mark
        if digits.rfind(",") > digits.rfind("."):
            digits = digits.replace(".", "").replace(",", ".")
        else:
            digits = digits.replace(",", "")
    elif "," in digits:
        digits = digits.replace(",", "") if _THOUSANDS.match(digits) else digits.replace(",", ".")
    try:
        number = float(digits)
    except ValueError:
        raise _BadCell(f"{what} '{text[:30]}' is not a number") from None
    if (sign or inner_sign) in ("-", "−"):
        number = -number
    unit = suffix.lower() if suffix and suffix.isalpha() else None
    if unit and not with_unit:
        raise _BadCell(f"{what} '{text[:30]}' is not a number")
    return number, unit


_NUMERIC_DATE = re.compile(r"^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2,4})$")
_DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%Y.%m.%d", "%d %b %Y", "%d %B %Y", "%b %d %Y", "%B %d %Y",
                 "%d-%b-%Y", "%d-%b-%y", "%a %d %b %Y", "%Y%m%d")


class _DateColumn:
    """Reads a column's dates, deciding once for the column whether 03/04/2024 is day first."""

    def __init__(self, values: list[Any], what: str, notes: list[str]):
        self.what = what
        firsts, seconds = set(), set()
        for value in values:
            match = _NUMERIC_DATE.match(_text(value)) if isinstance(value, str) else None
            if match:
                firsts.add(int(match.group(1)))
                seconds.add(int(match.group(2)))
        self.day_first = not (max(seconds, default=0) > 12 >= max(firsts, default=0))
        if firsts and max(firsts) <= 12 and max(seconds) <= 12:
            notes.append(f"Dates in the {what} column like 03/04/2024 were read day first (3 April 2024).")
        elif firsts and not self.day_first:
            notes.append(f"Dates in the {what} column were read month first (like 12/31/2024).")

    def read(self, value: Any) -> str | None:
        if value is None or _text(value) == "":
            return None
        if isinstance(value, dt.datetime):
            return value.date().isoformat()
        if isinstance(value, dt.date):
            return value.isoformat()
        if isinstance(value, (int, float)) and 20_000 < value < 80_000:  # an Excel day number
            return (dt.date(1899, 12, 30) + dt.timedelta(days=int(value))).isoformat()
        text = " ".join(_text(value).replace(",", " ").split())
        text = text.split("T")[0] if re.match(r"^\d{4}-\d{2}-\d{2}T", text) else text
        text = text.split(" ")[0] if re.match(r"^\d{4}-\d{2}-\d{2} \d", text) else text
        match = _NUMERIC_DATE.match(text)
        if match:
            a, b, year = (int(g) for g in match.groups())
            year += 2000 if year < 100 else 0
            day, month = (a, b) if self.day_first else (b, a)
            try:
                return dt.date(year, month, day).isoformat()
            except ValueError:
                raise _BadCell(f"{self.what} '{text}' is not a real date") from None
        for form in _DATE_FORMATS:
            try:
                return dt.datetime.strptime(text, form).date().isoformat()
            except ValueError:
                continue
        if re.match(r"^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$", text):
            raise _BadCell(f"{self.what} '{text}' is not a real date")
        raise _BadCell(f"{self.what} '{text[:30]}' is not a date (write it like 2024-02-15)")


# --- with the shop ----------------------------------------------------------------------------


def read_for(ledger: Ledger, sheet: Sheet, kind: str, mapping: dict[str, str]) -> SheetReading:
    units = {str(n).lower(): str(u) for n, u in ledger.sql("SELECT name, unit FROM products",
                                                            max_rows=100_000).rows}
    return read_records(sheet, kind, mapping, units)


def _submissions(reading: SheetReading):
    from app.service_layer.ledger import Submission

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
    from app.service_layer.ledger import BatchRejected

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
