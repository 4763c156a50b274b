"""Rows pasted from a till or a spreadsheet ("2024-02-28,SALE,Mei Chen,Apple,2" under a header,
"Sale | Omar Haddad | Cherry | 2 kg | 6.40", tab-separated exports) rewritten as the sentences they
stand for, which the reader then reads as it reads any text. Each cell is placed by its column's
header (a phone or e-mail column is the party's contact) or, without a header, by what it holds; a
row with a cell that cannot be placed is left as typed (and so refused, naming what stopped it)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from app.records_from_text.drafts import Known
from app.records_from_text.reader.typeless_rows import typeless_rows

_SEPARATORS = ("\t", "|", ";", ",")
# Header names, by the field they hold.
_HEADERS = {
    "date": "date", "day": "date", "type": "type", "kind": "type", "txn": "ref", "txn_id": "ref", "rcpt": "ref",
    "receipt": "ref", "id": "ref", "ref": "ref", "inv": "ref", "invoice": "ref", "row": "ref",
    "customer": "party", "cust": "party", "supplier": "party", "party": "party", "name": "party",
    "product": "product", "item": "product", "sku": "product", "fruit": "product",
    "kg": "qty", "qty": "qty", "qty_kg": "qty", "quantity": "qty", "weight": "qty", "wt": "qty", "kgs": "qty",
    "unit_cost": "cost", "cost": "cost", "cost_per_kg": "cost", "sell": "sell", "rrp": "sell",
    "selling_price": "sell", "sell_price": "sell", "retail": "sell", "price": "price", "total": "total",
    "amount": "total",
    "reason": "reason", "note": "reason", "sale_date": "sale_date", "orig_sale": "sale_date",
    "original_sale": "sale_date", "phone": "phone", "tel": "phone", "telephone": "phone", "mobile": "phone",
    "email": "email", "e-mail": "email", "items": "items",
}
_TYPES = {"sale": "sale", "sales": "sale", "sold": "sale", "purchase": "purchase", "grn": "purchase",
          "delivery": "purchase", "return": "return", "refund": "return", "adj": "adjust", "adjustment": "adjust",
          "write-off": "adjust", "writeoff": "adjust", "write off": "adjust", "wastage": "adjust",
          "price": "price", "price update": "price", "price change": "price", "reprice": "price"}
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_FROM_DATE = re.compile(r"^(?:from|on|since|effective|eff\.?)\s+(?P<date>\d{4}-\d{2}-\d{2})$", re.I)
_QTY = re.compile(r"^(?P<n>[+-]?\d+(?:\.\d+)?)\s*(?P<unit>kg|kgs|kilo|kilos|g|grams?|lbs?)?$", re.I)
_LINE = r"[A-Za-z]+\s+\d+(?:\.\d+)?\s*(?:kg|g|lbs?)"
_ITEMS = re.compile(rf"^{_LINE}(?:\s*[;,]\s*{_LINE})+$", re.I)  # "Banana 1kg; Apple 1kg" in one cell
_REFERENCE = re.compile(r"^(?P<doc>grn|rcpt|receipt|inv|invoice|txn|po)\s*#?\s*\d+$", re.I)  # "GRN 3312"
_LABELLED = re.compile(r"^(?P<label>cost|sell|rrp|retail|total|orig(?:inal)? sale|sale of|reason:?)\s+(?P<rest>.+)$",
                       re.I)
_PARTY = re.compile(r"[A-Za-z][\w .'\-]*(?:\s+\+?[\d\-() ]{7,}|\s*\((?:new[;,]?\s*)?(?:tel|ph|phone)?\.?\s*"
                    r"[\d\-+ ]{7,}\))?")
_NEW_WITH_PHONE = re.compile(r"\s*\((?:new[;,]?\s*)?(?:tel|ph|phone)?\.?\s*([\d\-+ ]{7,})\)")  # "(new; tel 555-0142)"
_LEAD = re.compile(r"^\s*(?:export\s+)?row\s+\d+\s*:\s*", re.I)  # "EXPORT ROW 44: …"
_KEYED = re.compile(r"(?:(?P<lead>[A-Za-z ]+):\s*)?(?P<key>[A-Za-z_]+)\s*=\s*(?P<value>.+)")  # "GRN export: kg=25"
_RULE = re.compile(r"^[\s|:+\-]+$")  # a Markdown table's line under its header


def rewrite_rows(text: str, known: Known) -> str:
    """The text with its table rows as sentences; unchanged when it holds no table. Rows with no
    record type are placed by the shop's names (typeless_rows.py)."""
    products: Iterable[str] = known.products
    lines = [_LEAD.sub("", line) for line in text.strip().splitlines() if line.strip() and not _RULE.match(line)]
    if not lines:
        return text
    separator = _separator(lines[0])
    if separator is None:
        return text
    header = [_header(c) for c in _cells(lines[0], separator)]
    shop = {p.lower() for p in products}
    rows: list[dict[str, str]] = []
    if all(header) and len(header) >= 2:
        implied = _kind_of_party_column(_cells(lines[0], separator))
        for line in lines[1:]:
            cells = _cells(line, separator)
            if len(cells) != len(header):
                return text
            fields = {field: cell for field, cell in zip(header, cells) if field and cell}
            if _ITEMS.match(fields.get("items", "")):  # "mango 1.5kg; orange 2kg" under "items"
                fields["items"] = " and ".join(part.strip() for part in re.split(r"[;,]", fields["items"]))
            if implied and "type" not in fields:
                fields["type"] = implied
            rows.append(fields)
    else:
        every = [_cells(line, separator) if _separator(line) == separator else [] for line in lines]
        for line_cells in every:
            row = _placed(line_cells, shop)
            if row is None:
                typeless = typeless_rows(every, shop, known) if not rows else None
                return text if typeless is None else " ".join(f"{s}." for s in typeless)
            rows.append(row)
    sentences = [_sentence(group) for group in _groups(rows)]
    return text if not rows or None in sentences else " ".join(f"{s}." for s in sentences if s)


def _header(name: str) -> str | None:
    """The field a header names, its unit and currency aside: "Qty (kg)" is "qty", "Cost/kg" and
    "cost per kg" are the cost, "Total $" the total, "Sell price" the selling price."""
    low = re.sub(r"\([^()]*\)|[$£€]", " ", name.lower()).replace("/", " per ")
    words = low.split()
    return _HEADERS.get("_".join(words)) or (_HEADERS.get("_".join(words[:-2])) if words[-2:] == ["per", "kg"]
                                             else None) if words else None


def _kind_of_party_column(names: list[str]) -> str | None:
    """A header's party column says the rows' kind when no column does: a supplier's rows are
    purchases ("supplier;product;kg;cost;sell"), a customer's sales."""
    said = {_PARTY_KINDS[n.lower().strip()] for n in names if n.lower().strip() in _PARTY_KINDS}
    return said.pop() if len(said) == 1 else None


_PARTY_KINDS = {"supplier": "purchase", "customer": "sale", "cust": "sale"}


def _separator(line: str) -> str | None:
    for separator in _SEPARATORS:
        if len(_cells(line, separator)) >= 3:
            return separator
    return None


def _cells(line: str, separator: str) -> list[str]:
    line = line.strip()
    if separator == "|":
        line = line.strip("|")
    return [c.strip() for c in line.split(separator)] if separator in line else []


def _placed(cells: list[str], shop: set[str]) -> dict[str, str] | None:
    """A row without a header: each cell by what it holds; a row that says no record type is no row."""
    row: dict[str, str] = {}
    for cell in cells:
        low = cell.lower()
        labelled, qty = _LABELLED.match(cell), _QTY.match(cell)
        reference, keyed = _REFERENCE.match(cell), _KEYED.fullmatch(cell)
        if keyed and keyed.group("key").lower() in _HEADERS:
            row[_HEADERS[keyed.group("key").lower()]] = keyed.group("value").strip()
            if "grn" in (keyed.group("lead") or "").lower().split():
                row.setdefault("type", "purchase")
        elif low in _TYPES and "type" not in row:
            row["type"] = low
        elif reference and "ref" not in row:
            row["ref"] = cell
            if reference.group("doc").lower() == "grn":
                row.setdefault("type", "purchase")
        elif _ITEMS.match(cell) and "items" not in row:
            row["items"] = " and ".join(part.strip() for part in re.split(r"[;,]", cell))
        elif _singular(low) in shop and "qty" in row and "pending" not in row:
            row["pending"] = cell  # "Mango | 1.0 kg | Orange | 1.0 kg": a second line
        elif qty and qty.group("unit") and "pending" in row:
            row["items"] = f"{row.get('items', '')} and {cell} {row.pop('pending')}"
        elif _DATE.match(cell) and "date" not in row:
            row["date"] = cell
        elif (since := _FROM_DATE.match(cell)) and "date" not in row:
            row["date"] = since.group("date")  # "from 2024-02-28": the day a price starts
        elif qty and qty.group("unit") and "qty" not in row:
            row["qty"] = cell
        elif qty and "." in cell and "amount" not in row:
            row["amount"] = cell  # a price or a line's total: the record's kind says which
        elif labelled:
            label = labelled.group("label").lower().rstrip(":")
            field = {"rrp": "sell", "retail": "sell", "sale of": "sale_date", "reason": "reason"}.get(label, label)
            row["sale_date" if "sale" in field else field] = labelled.group("rest")
        elif _singular(low) in shop and "product" not in row:
            row["product"] = cell
        elif _PARTY.fullmatch(cell) and "party" not in row:
            row["party"] = _NEW_WITH_PHONE.sub(r", tel \1", cell)
        elif re.fullmatch(r"[a-z ]+", cell) and "reason" not in row:
            row["reason"] = cell
        else:
            return None
    return row if "type" in row and "pending" not in row else None


def _singular(word: str) -> str:
    from domain.names import product_name

    return product_name(word)


def _groups(rows: list[dict[str, str]]) -> list[list[dict[str, str]]]:
    """Rows one after another with the same type, party, date and receipt are one record's lines;
    without a receipt each row is a record of its own (two rows for Raj Patel on one day are two sales,
    as a spreadsheet of sales lists them)."""
    groups: list[list[dict[str, str]]] = []
    for row in rows:
        key = [row.get(f) for f in ("type", "party", "date", "ref")]
        if groups and [groups[-1][0].get(f) for f in ("type", "party", "date", "ref")] == key and row.get("party") \
                and row.get("ref"):
            groups[-1].append(row)
        else:
            groups.append([row])
    return groups


def _line(row: dict[str, str]) -> str | None:
    qty = _QTY.match(row.get("qty", ""))
    if not qty or "product" not in row:
        return row.get("items") if "qty" not in row and "product" not in row else None
    more = row.get("items", "")
    return f"{qty.group('n')} {qty.group('unit') or 'kg'} {row['product']}{more}"


def _sentence(rows: list[dict[str, str]]) -> str | None:
    first = rows[0]
    kind = _TYPES.get(first.get("type", "sale").lower())
    when = f" on {first['date']}" if "date" in first else ""
    party = first.get("party", "")
    if party and ({"phone", "email"} & first.keys()):  # a contact column: the party's number or address
        party += "".join(f", {word} {first[field]}" for field, word in (("phone", "tel"), ("email", "email"))
                         if field in first)
    elif {"phone", "email"} & first.keys():
        return None
    if kind == "return":
        sale_date = first.get("sale_date")
        whole = not ({"qty", "product", "items"} & first.keys()) and len(rows) == 1  # a part of a sale: not here
        return f"{party} returned the sale of {sale_date}{when}" if party and sale_date and whole else None
    if kind == "price":
        if "party" in first:
            return None  # a price names no one: the cell is something the row has no place for
        amount = first.get("price") or first.get("amount") or first.get("sell")
        return f"{first['product']} now {amount}{when}" if amount and "product" in first else None
    if kind in ("sale", "purchase") and any("reason" in row for row in rows):
        return None  # "sale | Tom Lee | apple | 1 kg | free": a word a sale's row has no place for
    lines = [_line(row) for row in rows]
    if None in lines:
        return None
    items = " and ".join(line for line in lines if line)
    if kind == "sale":  # an amount the row says is checked against the shelf price by the reader
        per_kg = [row.get("price") or row.get("sell") or row.get("cost") for row in rows]
        totals = [row.get("total") or row.get("amount") for row in rows]
        if len(rows) > 1 and any(per_kg + totals):
            return None  # several lines, each with its own amount: not rewritten
        said = (f" @ {per_kg[0]}" if per_kg[0] else "") + (f", total of {totals[0]}" if totals[0] else "")
        return f"sold {items}{said} to {party}{when}" if party else None
    if kind == "purchase":
        cost, sell = first.get("cost"), first.get("sell")
        total = first.get("total")  # "Supplier,Item,Kg,Total $": the line's cost in all, checked against a cost
        prices = (f" at {cost}" if cost else "") + (f", total of {total}" if total else "") \
            + (f", sell at {sell}" if sell else "")
        return f"bought {items} from {party}{prices}{when}" if party and len(rows) == 1 else None
    if kind == "adjust" and len(rows) == 1:
        number = float(_QTY.match(first["qty"]).group("n"))  # type: ignore[union-attr]
        why = first.get("reason") or first.get("party")  # a word in an adjustment's row is its reason
        reason = f": {why}" if why else ""
        verb = "wrote off" if number < 0 else "found"
        return f"{verb} {abs(number):g} kg {first['product']}{when}{reason}"
    return None
