"""A price read off a supplier's paper ("Supplier invoice of the 29th: strawberries at 2.45 per
kg") is what the shop pays, not what it sells at: with no quantity it is no delivery, and it is
never the shelf price. Refused unless the text says it is the selling price."""

from __future__ import annotations

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause

# a supplier's paper (never "cost": "cherries cost 3.50" is a shopper's word for the price)
_SUPPLIERS_PAPER = {"supplier", "supplier's", "suppliers", "invoice", "invoices", "invoiced", "wholesale"}
# … unless the price is said to be the shop's: "strawberries 4.20 now, supplier put prices up"
_SELLING = {"sell", "selling", "sells", "retail", "shelf", "rrp", "now"}


def refuse_a_cost_as_a_price(kind: str, clause: Clause) -> None:
    if kind == "price_change" and _SUPPLIERS_PAPER & clause.words and not _SELLING & clause.words:
        raise NotUnderstood("That price is the supplier's (what the shop pays): say the delivery's quantity, "
                            "or the selling price (“strawberries now 3.90”).")
