"""Goods given away said as a sale or a delivery ("gave Raj a kilo of cherries for free", "on the
house", "10 kg bananas free from the rep"): a sale is at the shop's price and a delivery at a
cost, so neither is written; the person says it as a write-off (gift) or with its price."""

from __future__ import annotations

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause

_FREE = {"free", "freebie", "gratis", "complimentary", "comp'd", "comped"}


def says_free(words: list[str]) -> bool:
    """Whether the words (lower case) say the goods went free."""
    return bool(_FREE & set(words)) or any(words[i:i + 3] == ["on", "the", "house"] for i in range(len(words)))


def refuse_free_goods(kind: str, clause: Clause) -> None:
    if kind in ("sale", "purchase") and says_free([t.low for t in clause.tokens]):
        if kind == "sale":
            raise NotUnderstood("That was given free, and a sale is at the shop's price: write it as a write-off "
                                "(“gave away 1 kg cherries, gift”), or say it was sold.")
        raise NotUnderstood("That came free, and a delivery has a cost: say what it cost.")
