"""Amounts of money to the lines they belong to: a price after its line ("10 kg pears @1.10"),
a list of them "respectively", a selling price said after a delivery ("apple sells at 1.70",
"banana shelf price 1.25")."""

from __future__ import annotations

from typing import Any

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause, Item
from app.records_from_text.reader.records import HINTS
from domain.units import MASS_UNITS, convert


def attach_money(clause: Clause) -> None:
    """Each amount to its line: the line before it (or after, when written first); a list of
    amounts "respectively" to the lines in order."""
    plain = sorted((m for m in clause.money if not m.selling), key=lambda m: m.start)  # as said, left to right
    selling = [m for m in clause.money if m.selling]
    items = clause.items
    if not items:
        return
    if "respectively" in clause.words:
        clause.used = ["filler" if t.low == "respectively" else u for t, u in zip(clause.tokens, clause.used)]
        for amounts, what in ((plain, "cost"), (selling, "selling_price")):
            if amounts and len(amounts) != len(items):
                raise NotUnderstood("The list of prices does not match the list of products.", HINTS["purchase"])
            for item, money in zip(items, amounts):
                setattr(item, what, money.amount)
        return
    def open_line(item: Item) -> bool:
        return item.cost is None and item.total is None and item.plain is None

    if len(items) >= 2 and len(plain) == len(items) and all(open_line(i) for i in items) \
            and plain[0].start >= items[-1].end and not any(m.total for m in plain):
        # "20 kg pears and 15 kg bananas at 0.95 and 0.58": as many amounts as lines, said after them all, in
        # the same order (each went to the nearest line before it, so the last line took the first amount)
        for item, money in zip(items, plain):
            if money.per_unit:
                item.cost, item.cost_by_word = money.amount, money.by_cost_word
            else:
                item.plain = money.amount
        plain = []
    for money in plain:
        before = [i for i in items if i.start < money.start and open_line(i)]
        target = before[-1] if before else next((i for i in items if open_line(i)), None)
        if target is None and not money.per_unit and any(
                i.cost is not None and abs(round(q * i.cost, 2) - money.amount) < 0.005
                for i in items for q in _quantities(i)):
            continue  # "1.5 kg at $3.90 per kg, $5.85 in total", "2 kg @1.20 (2.40)": the total says the same again
        if target is None and money.per_unit and any(
                i.total is not None and i.cost is None and abs(round(i.quantity * money.amount, 2) - i.total) < 0.005
                for i in items):
            continue  # "30 kg pears, invoice $39.00 (1.30/kg)": the price per kg the total already makes
        if target is None and not money.per_unit and (_whole_invoice(items, money.amount)
                                                      or _lines_added_up(items, money.amount)):
            continue  # "20kg cherries at 2.00, 20kg grapes at 1.80, total 76.00": every line's cost, summed
        if target is None:
            raise NotUnderstood("There are more prices than products.", HINTS["purchase"])
        if money.total:
            target.total = money.amount
        elif money.per_unit:
            target.cost, target.cost_by_word = money.amount, money.by_cost_word
        else:
            target.plain = money.amount
    for money in selling:
        named = [name for index, name in clause.mentioned if money.start - 3 <= index < money.start]
        same = [i for i in items if named and i.product and _singular(i.product) == _singular(named[-1])]
        before = [i for i in items if i.start < money.start]
        target = same[0] if same else (before[-1] if before else items[0])
        target.selling_price = money.amount
        if same:  # "sell bananas at 1.30": the product named is that line's
            clause.mentioned = [(i, n) for i, n in clause.mentioned if n != named[-1]]


def selling_prices(clause: Clause, records: list[dict[str, Any]]) -> bool:
    """"apple sells at 1.70" (or "selling prices of plum and kiwi are 1.2 and 1.8 respectively")
    after a purchase of them in the same text: those lines' selling prices."""
    purchases = [r for r in records if r["kind"] == "purchase"]
    if not purchases or clause.items or clause.parties or not clause.money:
        return False
    if not ({"sell", "sells", "selling", "retail", "shelf"} & clause.words):
        return False
    lines = {_singular(i["product"]): i for r in purchases for i in r["items"]}
    named = [(index, _singular(t.low)) for index, t in enumerate(clause.tokens)
             if t.kind == "word" and _singular(t.low) in lines and clause.used[index] in (None, "product")]
    opens = next((t.low for t in clause.tokens if t.kind == "word"), "")
    if not named and opens in ("selling", "sell", "retail", "shelf") and len(lines) == 1 \
            and len(clause.money) == 1 and not clause.unplaced() and \
            len(purchases) == 1 and records[-1] is purchases[0] and not any(
                used == "date" and t.low not in ("today", "now") for t, used in zip(clause.tokens, clause.used)):
        next(iter(lines.values()))["selling_price"] = clause.money[0].amount  # "… Selling at 1.60 from today."
        return True
    if not named or len(named) != len(clause.money) or clause.unplaced_except({i for i, _ in named}):
        return False
    for (index, product), money in zip(named, clause.money):
        lines[product]["selling_price"] = money.amount
        clause.use(index, index + 1, "product")
    return True


def _whole_invoice(items: list[Item], amount: float) -> bool:
    """The amount is what every line costs, added up (each line with its price per unit)."""
    if len(items) < 2 or any(i.cost is None or i.total is not None for i in items):
        return False
    sums = {sum(round(pick(_quantities(i)) * (i.cost or 0), 2) for i in items) for pick in (min, max)}
    return any(abs(whole - amount) < 0.005 for whole in sums)


def _lines_added_up(items: list[Item], amount: float) -> bool:
    """"2kg oranges 3.08, 1kg bananas 1.20, total 4.28": the amount is every line's own amount, added
    up (each line keeps its amount, checked as its own)."""
    if len(items) < 2:
        return False
    lines = [i.total if i.total is not None else i.plain if i.cost is None else
             round(i.quantity * i.cost, 2) for i in items]
    return None not in lines and abs(sum(a or 0.0 for a in lines) - amount) < 0.005


def _quantities(item: Item) -> set[float]:
    """The line's quantity as written and in kg: a price per kg over "750 g" makes 0.75 of it."""
    kilos = convert(item.quantity, item.unit, "kg") if item.unit in MASS_UNITS else None
    return {item.quantity} | ({kilos} if kilos is not None else set())


def _singular(word: str) -> str:
    from domain.names import product_name

    return product_name(word)
