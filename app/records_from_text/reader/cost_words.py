"""A delivery's cost said only as "cost 20.00" after its line ("cherries 10 kg, cost 20.00"), with no
"/kg", "per kg" or "each": read per unit, as "cost 0.90" nearly always is, unless that unit cost is
above the price the product sells at (its new price if one is said, else the shop's). Then it may as
well be the whole line's cost, and the person is asked which, never guessed."""

from __future__ import annotations

from app.records_from_text.drafts import Known, NotUnderstood
from app.records_from_text.matching import match_product
from app.records_from_text.reader.clause import Item
from app.records_from_text.reader.hints import HINTS


def dear_or_total(item: Item, product: str, cost: float, known: Known) -> None:
    if not item.cost_by_word or item.quantity <= 1:
        return
    match = match_product(product, list(known.products))
    sells = item.selling_price or (known.products.get(match.unique, {}).get("selling_price")
                                   if match and match.unique else None)
    if sells and cost > sells:
        raise NotUnderstood(f"Is {cost:.2f} the cost of one {item.unit or 'unit'} of {product}, or of all "
                            f"{item.quantity:g}? Write “{cost:.2f} per {item.unit or 'unit'}” or “{cost:.2f} total”.",
                            HINTS["purchase"])
