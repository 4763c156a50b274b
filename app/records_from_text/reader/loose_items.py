"""Quantities whose product is said apart from them: "Cherries mouldy again, 1kg out" (the one
product named elsewhere in the clause), "dropped a tray of cherries, 1.5 kg lost" (the tray held
what was lost; it is no quantity of its own)."""

from __future__ import annotations

from typing import Any

from app.records_from_text.drafts import Known, NotUnderstood
from app.records_from_text.matching import match_product
from app.records_from_text.reader.clause import Clause, Item
from domain.units import MASS_UNITS


def container_is_no_quantity(clause: Clause, known: Known) -> None:
    """"dropped a tray of cherries, 1.5 kg lost", "1kg squashed when a crate dropped": one box or crate
    beside a weight written off says what held it, not what was lost."""
    held = [i for i in clause.items if i.unit not in MASS_UNITS and i.unit not in (None, "piece", "dozen")
            and i.quantity == 1 and clause.low(i.start) in ("a", "an", "the", "one")]
    weighed = [i for i in clause.items if i.unit in MASS_UNITS]
    if len(held) == 1 and held[0].product and not match_product(held[0].product, list(known.products)):
        held[0].product = None  # "a crate fell"
    if len(held) == 1 and weighed and len(clause.items) == len(weighed) + 1 and (
            held[0].product is None or all(i.product is None for i in weighed)):
        clause.items.remove(held[0])
        if held[0].product:
            clause.mentioned.append((held[0].start, held[0].product))


def product_named_apart(clause: Clause) -> None:
    """"Cherries mouldy again, 1kg out", "dropped a tray of cherries, 1.5 kg lost": quantities with no
    product after them, and one product named elsewhere in the clause: theirs."""
    named = {name for _, name in clause.mentioned}
    if clause.items and len(named) == 1 and all(i.product is None for i in clause.items):
        product = named.pop()
        for item in clause.items:
            item.product = product
        clause.mentioned = []


def of_each(clause: Clause, records: list[dict[str, Any]]) -> None:
    """"ABC came with apples and grapes. Sold Ida 1kg of each": a line for every product of the
    record just read."""
    if not any(i.of_each for i in clause.items):
        return
    before = [i["product"] for i in records[-1].get("items", [])] if records else []
    if len(set(before)) < 2:
        raise NotUnderstood("“Of each” of which products? Name them.")
    items: list[Item] = []
    for item in clause.items:
        items += [Item(item.quantity, item.unit, p, item.start, item.end) for p in dict.fromkeys(before)] \
            if item.of_each else [item]
    clause.items = items
