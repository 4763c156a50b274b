"""How many customers brought something back (set 16): "how many different customers returned
something", "how many customers made a return" — the customers with a return, each counted once."""

from __future__ import annotations

from app.questions.offline.query import Query
from app.questions.offline.words import Words

_RETURNED = {"returned", "return", "returns", "refund", "refunds", "refunded"}
_WORDS = {"how", "many", "number", "of", "different", "distinct", "individual", "separate", "unique", "customers",
          "people", "clients", "returned", "return", "returns", "refund", "refunds", "refunded", "made", "make",
          "something", "anything", "got", "get", "a", "have", "has", "had", "did", "brought", "back", "stuff"}


def read(words: Words, query: Query) -> None:
    low = [t.low for t in words.tokens]
    counted = low[:2] == ["how", "many"] or low[:2] == ["number", "of"]
    rest = [w for w in low[2:] if w not in ("different", "distinct", "individual", "separate", "unique")]
    returned = bool(_RETURNED & set(low)) or ("back" in low and "brought" in low)
    if query.measure or not counted or rest[:1] not in (["customers"], ["people"], ["clients"]) or not returned or \
            query.products or query.customer or {"much", "money", "value", "worth", "kilos", "kg"} & set(low):
        return  # "… returned something, and how much": a second measure, not read here
    query.measure = "returning_customers_count"
    words.take(_WORDS)
