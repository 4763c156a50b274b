"""Rows pasted from a spreadsheet with no header and no record type: "Mei Chen | cherry | 1.5",
"Omar Haddad,banana,3", "26/02/2024, Raj Patel, grapes, 1.5", "Hillside Produce\tpear\t20\t0.95".

The row's name says its kind: one of the shop's customers (or a name that could be several of
them, asked back later) makes a sale, one of its suppliers a purchase. The first number after the
product is its weight (kg when no unit is written), a second one the line's total for a sale or
the cost per kilo for a purchase ("sell 2.90" its selling price). A date cell dates the row. Any
other cell (an empty one, a count in pieces, "20% off"), a name the shop does not know, or a
number before the product leaves the text as typed, and so refused.
"""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_person, match_supplier
from app.records_from_text.reader.dates import DATE_RX

_NUMBER = re.compile(r"^[$£€]?\s*(?P<n>\d+(?:\.\d+)?)$")
_WEIGHT = re.compile(r"^(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>kg|kgs|kilos?|g|grams?|lbs?)$", re.I)
_SELL = re.compile(r"^(?:sell|rrp|retail)\s+[$£€]?(?P<n>\d+(?:\.\d+)?)$", re.I)
_NAME = re.compile(r"[A-Za-z][A-Za-z.'\- ]*")
_DONE = {"paid"}  # "… | 1.44 | paid": a sale is paid when it is written


def typeless_rows(lines: list[list[str]], products: set[str], known: Known) -> list[str] | None:
    """The sentences the rows (each a list of cells) stand for; None when any row is not such a row."""
    rows = [_row(cells, products, known) for cells in lines]
    if not rows or None in rows:
        return None
    groups: list[list[dict[str, str]]] = []
    for row in filter(None, rows):
        last = groups[-1][0] if groups else None
        if last and row["kind"] == last["kind"] == "purchase" and \
                (row["party"], row["date"]) == (last["party"], last["date"]):
            groups[-1].append(row)  # one delivery's lines, each at its own cost
        else:
            groups.append([row])
    if any(len(group) > 1 and any(r["sell"] for r in group) for group in groups):
        return None
    return [_sentence(group) for group in groups]


def _row(cells: list[str], products: set[str], known: Known) -> dict[str, str] | None:
    from domain.names import product_name

    row: dict[str, str] = {}
    numbers: list[str] = []
    for cell in cells:
        cell = cell.strip('"')  # '…,1.5,"5.85"': a cell the spreadsheet quoted
        low = cell.lower()
        weight, number, sell = _WEIGHT.match(cell), _NUMBER.match(cell), _SELL.match(cell)
        if "product" not in row and product_name(low) in products:
            row["product"] = product_name(low)
        elif weight and "product" in row and not numbers:
            numbers.append(f"{weight.group('n')} {weight.group('unit')}")
        elif number and "product" in row and len(numbers) < 2:
            numbers.append(number.group("n") + ("" if numbers else " kg"))  # the weight, then an amount
        elif sell and numbers and "sell" not in row:
            row["sell"] = sell.group("n")
        elif low in _DONE and numbers and "done" not in row:
            row["done"] = low
        elif "date" not in row and (date := DATE_RX.fullmatch(cell)) and not date.group("relative"):
            row["date"] = cell
        elif "party" not in row and "product" not in row and _NAME.fullmatch(cell):
            row["party"] = cell
        else:
            return None
    if "party" not in row or "product" not in row or not numbers:
        return None
    customer = match_person(row["party"], [c["name"] for c in known.customers if c.get("name")])
    supplier = match_supplier(row["party"], [s["name"] for s in known.suppliers if s.get("name")])
    if bool(customer) == bool(supplier):
        return None  # a name the shop does not know (or knows as both): not guessed at
    kind = "purchase" if supplier else "sale"
    if kind == "purchase" and (len(numbers) != 2 or "done" in row) or kind == "sale" and "sell" in row:
        return None  # a delivery says what it cost; a sale's row says no selling price
    line = f"{numbers[0]} {row['product']}" + (f" at {numbers[1]}" if kind == "purchase" else "")
    out = {"kind": kind, "party": row["party"], "line": line, "date": row.get("date", ""),
           "sell": row.get("sell", "")}
    if kind == "sale" and len(numbers) == 2:
        out["total"] = numbers[1]
    return out


def _sentence(group: list[dict[str, str]]) -> str:
    row = group[0]
    when = f" on {row['date']}" if row["date"] else ""
    if row["kind"] == "purchase":
        sell = f", sell at {row['sell']}" if row["sell"] else ""
        return f"bought {' and '.join(r['line'] for r in group)} from {row['party']}{when}{sell}"
    total = f", total of {row['total']}" if row.get("total") else ""
    return f"sold {row['line']}{total} to {row['party']}{when}"
