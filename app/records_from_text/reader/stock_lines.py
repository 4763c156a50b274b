"""A stocktaker's table lines, with no column saying the record's kind: each cell is placed by
what it holds, and the line is a write-off or a count.

    pear | 0.8 | rotten             -> a write-off of 0.8 kg, its reason as written
    Monday | strawberry | 0.5 | mouldy
    orange | count 24.5             -> a count of 24.5 kg ("counted 24.5", "pear | 21.5 | count")
    count: apple | 28.5

Lines may stand on lines of their own or after ";" or " / ". A cell that is none of a product, a
quantity, a count, a loss's reason or a date leaves the text as typed (the reader then refuses
it); so does a line with a word for a sale, a delivery or a price (tables.py reads those)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from app.records_from_text.reader import lexicon
from app.records_from_text.reader.dates import DATE_RX
from domain.names import product_name

_LINES = re.compile(r"\n|\s;\s*|\s/\s")
_QTY = re.compile(r"^(?P<sign>[+-]?)(?P<n>\d+(?:\.\d+)?)\s*(?:kg|kgs|kilos?)?$", re.I)
_COUNTED = re.compile(r"^(?:stock\s+)?(?:count|counted|recount(?:ed)?)\s*:?\s*(?P<n>\d+(?:\.\d+)?)\s*(?:kg|kgs)?$",
                      re.I)
_COUNT_WORD = re.compile(r"^(?:stock\s*count|count|counted|stocktake|recount)$", re.I)
_LEAD = re.compile(r"^\s*(?:stock\s*)?count\s*:\s*", re.I)  # "count: apple | 28.5"
_LOSSES = set().union(*(words for reason, words in lexicon.REASONS.items() if reason != "stock count")) - {"off"}


def rewrite_stock_lines(text: str, products: Iterable[str]) -> str:
    """The text with its stock lines as sentences; unchanged unless every line is one."""
    if "|" not in text:
        return text
    shop = {p.lower() for p in products}
    sentences = []
    for line in _LINES.split(text.strip()):
        if not line.strip():
            continue
        sentence = _sentence(line, shop)
        if sentence is None:
            return text
        sentences.append(sentence)
    return " ".join(sentences) if sentences else text


def _sentence(line: str, shop: set[str]) -> str | None:
    counting = bool(_LEAD.match(line))
    cells = [c.strip() for c in _LEAD.sub("", line).strip().strip("|").split("|")]
    if len(cells) < 2:
        return None
    product = qty = reason = day = None
    signed = False
    for cell in cells:
        low = cell.lower()
        if product is None and product_name(low) in shop:
            product = product_name(low)
        elif qty is None and (match := _QTY.match(cell) or _COUNTED.match(cell)):
            qty, counting = match.group("n"), counting or bool(_COUNTED.match(cell))
            signed = signed or bool(match.groupdict().get("sign"))
        elif _COUNT_WORD.match(cell):
            counting = True
        elif reason is None and re.fullmatch(r"[a-z]+", low) and low in _LOSSES:
            reason = low
        elif day is None and DATE_RX.fullmatch(cell):
            day = cell
        else:
            return None
    if product is None or qty is None or counting == (reason is not None) or signed and (counting or "+" in line):
        return None  # a count says no loss and no sign; a loss says its reason
    when = f" {day}" if day else ""
    if counting:
        return f"stock count {product} {qty} kg{when}."
    return f"wrote off {qty} kg {product} {reason}{when}."  # the reason read as any loss's ("bruised" is damaged)
