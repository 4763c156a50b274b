"""Units a quantity can be written in, and which of them convert into each other (mass only:
a box or a bunch has no fixed weight, so "3 boxes" of a product sold by the kg is a question)."""

from __future__ import annotations

# Kilograms per unit. A short table on purpose: a unit library costs more to load than a till
# can wait, and a shop weighs in these four.
_MASS = {"kg": 1.0, "g": 0.001, "lb": 0.45359237, "oz": 0.028349523125}
MASS_UNITS = frozenset(_MASS)

# How people write units -> the unit's name.
UNIT_WORDS = {
    "kg": "kg", "kgs": "kg", "kilo": "kg", "kilos": "kg", "kilogram": "kg", "kilograms": "kg",
    "kilogramme": "kg", "kilogrammes": "kg", "k": "kg",
    "g": "g", "gr": "g", "grs": "g", "gm": "g", "gms": "g", "gram": "g", "grams": "g", "gramme": "g", "grammes": "g",
    "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb",
    "oz": "oz", "ounce": "oz", "ounces": "oz",
    "piece": "piece", "pieces": "piece", "pc": "piece", "pcs": "piece", "each": "piece",
    "box": "box", "boxes": "box", "bag": "bag", "bags": "bag", "crate": "crate", "crates": "crate",
    "punnet": "punnet", "punnets": "punnet", "bunch": "bunch", "bunches": "bunch", "tray": "tray",
    "trays": "tray", "pack": "pack", "packs": "pack", "packet": "pack", "packets": "pack",
    "carton": "carton", "cartons": "carton", "case": "case", "cases": "case", "sack": "sack", "sacks": "sack",
    "dozen": "dozen",
}


def convert(quantity: float, unit: str, to: str) -> float | None:
    """`quantity` of `unit` in `to` (rounded to 3 decimals, as quantities are kept), or None when
    one cannot be turned into the other."""
    if unit == to:
        return quantity
    if unit in _MASS and to in _MASS:
        return round(quantity * _MASS[unit] / _MASS[to], 3)
    if unit == "dozen" and to == "piece":
        return quantity * 12
    return None
