"""A shelf price set in the sentence right after a delivery of that product, the same day ("Hillside
20 kg pears @ 0.95. put pears up to 1.60", "…; raise grapes to 2.95") is the delivery's selling
price, as "sell at 1.60" would be: one record, not a delivery and a price change."""

from __future__ import annotations

from typing import Any


def price_of_the_delivery(records: list[dict[str, Any]], price: dict[str, Any]) -> bool:
    """Whether the price change was set on the delivery just before it (and so is said)."""
    if not records or records[-1]["kind"] != "purchase" or records[-1]["date"] != price["date"]:
        return False
    lines = [item for item in records[-1]["items"] if item["product"] == price["product"]]
    if len(lines) != 1 or lines[0].get("selling_price") is not None:
        return False
    lines[0]["selling_price"] = price["selling_price"]
    return True
