"""What a customer paid, said after their sale in a sentence or line of its own ("…. He paid 5.82.",
"…\n  paid 8.72", "…. Ann paid 3.40 for hers", "…; total 4.90."). A sale is priced by the shop, so the amount says
nothing new when it is that sale's total at the shop's prices; any other amount is refused, saying
the total, never dropped. A price per kilo paid ("He paid at 1.20 a kilo.") is the price of the sale's one
product, and must be the shop's."""

from __future__ import annotations

from typing import Any

from app.records_from_text.drafts import Known, NotUnderstood
from app.records_from_text.matching import match_product
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.hints import HINTS
from domain.units import convert

# The words such a sentence is made of, beside the amount and the customer's name.
_WORDS = {"he", "she", "they", "paid", "pays", "for", "it", "them", "hers", "his", "theirs", "that", "all", "in",
          "total", "cash", "by", "card", "and"}


def paid_for_a_sale(clause: Clause, records: list[dict[str, Any]], known: Known) -> bool:
    """True when the clause only says what the sale it names (or the one just read) was paid,
    and that is its total at the shop's prices."""
    if len(clause.money) != 1 or clause.items or clause.mentioned or len(clause.parties) > 1 or not records:
        return False
    words = {t.low for t, used in zip(clause.tokens, clause.used) if used not in ("money", "party", "punct")}
    per_unit = clause.money[0].per_unit and "paid" in words  # "He paid at 1.20 a kilo."
    if not ("paid" in words or words == {"total"}) or not words <= _WORDS | ({"at"} if per_unit else set()):
        return False
    if clause.parties:
        typed = clause.parties[0].typed.lower()
        sales = [r for r in records if r["kind"] == "sale" and r["customer"]["name"].lower() == typed]
    else:
        sales = records[-1:] if records[-1]["kind"] == "sale" else []
    if len(sales) != 1:
        return False
    if per_unit:
        return _paid_the_price(clause, sales[0], known)
    total = _total(sales[0], known)
    if total is None:
        return False
    amount = clause.money[0].amount
    if abs(total - amount) > 0.005:
        raise NotUnderstood(f"{sales[0]['customer']['name']}'s sale comes to {total:.2f} at the shop's prices, "
                            f"not {amount:.2f}. To sell at another price, change the price first.", HINTS["sale"])
    clause.used = ["filler" if u is None else u for u in clause.used]
    return True


def _paid_the_price(clause: Clause, sale: dict[str, Any], known: Known) -> bool:
    """"…. He paid at 1.20 a kilo.": the price of the sale's one product at the shop's price that day; a sale of
    more than one product is left (which one's price?), and any other price refused, saying the shop's."""
    said = {clause.low(i) for i in range(clause.money[0].start, clause.money[0].end)}
    if len(sale["items"]) != 1 or said & {"lb", "lbs", "pound", "pounds", "g", "gram", "grams", "each", "oz"}:
        return False  # a price per pound or per piece is not the shop's price per kilo
    match = match_product(sale["items"][0]["product"], list(known.products))
    price = known.price_on(match.unique, sale["date"]) if match and match.unique else None
    if price is None:
        return False
    amount = clause.money[0].amount
    if abs(price - amount) > 0.005:
        raise NotUnderstood(f"{sale['customer']['name']}'s {match.unique if match else ''} is priced at {price:.2f} "
                            f"on {sale['date']}, not {amount:.2f}. To sell at another price, change the price first.",
                            HINTS["sale"])
    clause.used = ["filler" if u is None else u for u in clause.used]
    return True


def _total(sale: dict[str, Any], known: Known) -> float | None:
    total = 0.0
    for line in sale["items"]:
        match = match_product(line["product"], list(known.products))
        product = known.products.get(match.unique, {}) if match and match.unique else {}
        price = known.price_on(match.unique, sale["date"]) if match and match.unique else None
        own = product.get("unit")
        quantity = convert(line["quantity"], line["unit"], own) if line.get("unit") and own else None
        if price is None or quantity is None:
            return None
        total += round(price * quantity, 2)
    return round(total, 2)
