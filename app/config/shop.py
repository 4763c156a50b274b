"""Per-shop choices kept in the user's settings file: the low-stock threshold set for a product
(the shop's address is the key, so two shops keep theirs apart). The currency shown with amounts
is the `shop.currency` setting (app/config/keys.py)."""

from __future__ import annotations

import json
import math

from app.config.store import config_path, read_file
from domain.errors import LedgerError

THRESHOLDS = "low_stock"  # the file's key: {shop: {product: quantity}}


def thresholds(shop: str) -> dict[str, float]:
    found = read_file().get(THRESHOLDS, {})
    mine = found.get(shop, {}) if isinstance(found, dict) else {}
    return {str(k): float(v) for k, v in mine.items() if isinstance(v, (int, float))} if isinstance(mine, dict) else {}


def set_threshold(shop: str, product: str, quantity: float | None) -> None:
    """None: back to the default (from the recent sales rate)."""
    if quantity is not None and (not math.isfinite(quantity) or not 0 <= quantity <= 1_000_000):
        raise LedgerError("A low-stock threshold is a quantity from 0 to 1,000,000.")
    data = read_file()
    found = data.get(THRESHOLDS)
    every: dict = found if isinstance(found, dict) else {}
    mine = dict(every.get(shop) or {})
    if quantity is None:
        mine.pop(product, None)
    else:
        mine[product] = quantity
    every[shop] = mine
    data[THRESHOLDS] = every
    path = config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
