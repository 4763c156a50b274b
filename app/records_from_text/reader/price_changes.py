"""A price change's record: one product and its new price, several each with its own amount,
or a change said as a step ("cherries down 20 cents") from the price the shop has."""

from __future__ import annotations

from typing import Any

from app.records_from_text.drafts import Known, NotUnderstood
from app.records_from_text.matching import match_product
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.hints import HINTS

_UP = {"up", "raise", "raised", "increase", "increased", "dearer", "more"}
_DOWN = {"down", "drop", "dropped", "lower", "lowered", "reduce", "reduced", "cut", "cheaper", "less", "off"}


def price_changes(clause: Clause, day: str, known: Known) -> list[dict[str, Any]]:
    """One product and its price; or several, each with its own amount after it ("new price for
    oranges 1.50, pears 1.60")."""
    named = sorted(clause.mentioned)
    money = sorted(clause.money, key=lambda m: m.start)
    if len(named) > 1 and len(named) == len(money) and len({n for _, n in named}) == len(named) and all(
            index < amount.start and (k + 1 == len(named) or amount.start < named[k + 1][0])
            for k, ((index, _), amount) in enumerate(zip(named, money))) and not any(
            clause.low(m.start - 1) in ("by", *_UP, *_DOWN) or m.amount <= 0 for m in money):
        return _plausible([{"kind": "price_change", "date": day, "product": name, "selling_price": amount.amount}
                           for (_, name), amount in zip(named, money)], clause, known)
    return _plausible([_price_change(clause, day, known)], clause, known)


def _plausible(records: list[dict[str, Any]], clause: Clause, known: Known) -> list[dict[str, Any]]:
    """A new price five times the shelf price or more, or a fifth of it or less, not called a price ("86 a kilo
    of strawberries, bruised": a waiter's "86", written off, read as a price of 86.00), is asked again."""
    if {"price", "prices", "priced", "pricing"} & clause.words:
        return records
    for record in records:
        match = match_product(str(record["product"]), list(known.products))
        current = known.products.get(match.unique, {}).get("selling_price") if match and match.unique else None
        new = record["selling_price"]
        if current and new and not current / 5 < new < current * 5:
            raise NotUnderstood(f"That would make {match.unique if match else record['product']} {new:.2f} a kg "
                                f"(it is {current:.2f}); if that is the new price, write “{record['product']} price "
                                f"{new:.2f}”.", HINTS["price_change"])
    return records


def _price_change(clause: Clause, day: str, known: Known) -> dict[str, Any]:
    products = {name for _, name in clause.mentioned}
    if len(products) != 1 or len(clause.money) != 1:
        raise NotUnderstood("Give one product and its new price.", HINTS["price_change"])
    money = clause.money[0]
    before = [clause.low(i) for i in range(max(0, money.start - 3), money.start)]
    if before and before[-1] in ("by", *_UP, *_DOWN) and not {"to", "at", "now"} & set(before):
        # "cherries down 20 cents", "up by 10c": a change of the price, not the new price
        match = match_product(products.pop(), list(known.products))
        current = known.products.get(match.unique, {}).get("selling_price") if match and match.unique else None
        direction = -1 if _DOWN & set(before) or _DOWN & clause.words and not _UP & clause.words else 1
        if current is None or not (_UP | _DOWN) & clause.words:
            raise NotUnderstood("Give the new price itself (“cherries now 3.00”).", HINTS["price_change"])
        if before[-1] != "by" and money.amount >= current / 2:
            # "orange down 1.45" on a 1.54 shelf price: a step that large is the new price said after
            # its direction; taken as the price when the direction agrees, refused when not
            if (money.amount - current) * direction <= 0:
                raise NotUnderstood(f"Is {money.amount:.2f} the new price or the change? Say “now {money.amount:.2f}” "
                                    f"or “down by {money.amount:.2f}”.", HINTS["price_change"])
            return {"kind": "price_change", "date": day, "product": match.unique if match else None,
                    "selling_price": money.amount}
        new = round(current + direction * money.amount, 2)
        if new <= 0:
            raise NotUnderstood(f"{money.amount:.2f} off {current:.2f} leaves nothing to sell at.",
                                HINTS["price_change"])
        return {"kind": "price_change", "date": day, "product": match.unique if match else None, "selling_price": new}
    if money.amount <= 0:
        raise NotUnderstood("A selling price of nothing cannot be right; to stop selling a product, write a note.",
                            HINTS["price_change"])
    return {"kind": "price_change", "date": day, "product": products.pop(), "selling_price": clause.money[0].amount}
