"""What a customer paid for a whole sale of several lines ("Raj bought 1 kg mango and 2 kg apples,
he paid 5.80", "Bob 1kg apples, 1kg pears - $3.14"): read onto its last line, it is a confirmation
when it is the sum of every line at the shop's selling prices on the sale's day, and is then set aside; any other
amount stays for the line's own check (and is refused there)."""

from __future__ import annotations

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product
from app.records_from_text.reader.clause import Item


def settle_whole_sale_total(lines: list[tuple[str, Item]], known: Known, day: str) -> None:
    if len(lines) < 2:
        return
    last = lines[-1][1]
    said = last.total if last.plain is None else last.plain  # "…, 1kg pears - $3.14": a bare amount too
    if said is None or last.cost is not None or (last.total is not None and last.plain is not None):
        return
    if any(a is not None for _, item in lines[:-1] for a in (item.cost, item.total, item.plain)):
        return
    whole = 0.0
    for product, item in lines:
        match = match_product(product, list(known.products))
        name = match.unique if match and match.unique else product
        shelf, price = known.products.get(name, {}), known.price_on(name, day)
        if price is None or (item.unit and item.unit != shelf.get("unit")):
            return
        whole += round(price * item.quantity, 2)
    if abs(whole - said) <= 0.005:
        last.total = last.plain = None  # the whole sale's total at the shop's prices: said, and agreed
