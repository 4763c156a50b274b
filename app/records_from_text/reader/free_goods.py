"""Goods given away, or sold at a price of their own ("at cost", "trade price"), said as a sale or
a delivery ("gave Raj a kilo of cherries for free", "on the house", "10 kg bananas free from the
rep"): a sale is at the shop's price and a delivery at a cost, so neither is written; the person
says it as a write-off (gift) or with its price."""

from __future__ import annotations

import re

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause

FREE_WORDS = {"free", "freebie", "gratis", "complimentary", "comp'd", "comped"}


def says_free(words: list[str]) -> bool:
    """Whether the words (lower case) say the goods went free."""
    return bool(FREE_WORDS & set(words)) or any(words[i:i + 3] == ["on", "the", "house"] for i in range(len(words)))


def says_free_around(text: str, start: int, end: int) -> bool:
    """Whether text[start:end], with the two words before it, says the goods went free: a part to be
    dropped ("the house for her birthday") must never take "on the house" apart."""
    before = re.findall(r"[A-Za-z']+", text[:start])[-2:]
    return says_free([w.lower() for w in [*before, *re.findall(r"[A-Za-z']+", text[start:end])]])


# A sale at a price of its own ("at cost", "trade price"): the shop sells at its shelf price.
_OWN_PRICE = (["at", "cost"], ["cost", "price"], ["trade", "price"], ["at", "trade"], ["staff", "price"])


def says_own_price(words: list[str]) -> bool:
    return any(words[i:i + len(said)] == said for said in _OWN_PRICE for i in range(len(words)))


def refuse_free_goods(kind: str, clause: Clause) -> None:
    words = [t.low for t in clause.tokens]
    if kind == "sale" and {"supplier", "suppliers", "supplier's"} & set(words):
        # "Bob Smith (new supplier) 2kg apples": a customer's name said as a supplier's, and no cost
        raise NotUnderstood("That names a supplier, and a sale is to a customer: for a delivery say what it "
                            "cost; for a sale, say who bought it.")
    if kind == "sale" and says_own_price(words):
        raise NotUnderstood("That was sold at a price of its own, and a sale is at the shop's price: record it "
                            "at the shelf price, or change the price first.")
    if kind in ("sale", "purchase") and says_free(words):
        if kind == "sale":
            raise NotUnderstood("That was given free, and a sale is at the shop's price: write it as a write-off "
                                "(“gave away 1 kg cherries, gift”), or say it was sold.")
        raise NotUnderstood("That came free, and a delivery has a cost: say what it cost.")
