"""How names are normalised before they reach the ledger."""

from __future__ import annotations

from functools import lru_cache

import inflection

# Words ending in -s that are already singular; the library would cut their last letter.
for _word in ("asparagus", "citrus", "hummus", "molasses", "couscous", "swiss chard"):
    inflection.UNCOUNTABLES.add(_word)


@lru_cache(maxsize=4096)
def product_name(raw: str) -> str:
    """Products are stored singular and lower-case: "Cherries" -> "cherry"."""
    words = raw.strip().lower().split()
    if not words:
        return ""
    # Only the last word is the noun in "green apples" / "blood oranges".
    words[-1] = inflection.singularize(words[-1])
    return " ".join(words)


def split_person_name(full_name: str) -> tuple[str, str]:
    """First word is the first name, the rest the last name ("Mary Ann Lee" -> Mary, Ann Lee)."""
    parts = full_name.split()
    if not parts:
        return "", ""
    return parts[0], " ".join(parts[1:])


def same_name(a: str | None, b: str | None) -> bool:
    return (a or "").strip().casefold() == (b or "").strip().casefold()
