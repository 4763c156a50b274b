"""Customers who bought each of several products (set 16): "which customers have bought both mango
and cherries" — those with sales of every product named (not of either). Only when "both" (or "each
of", "all of") says so; otherwise two products in a "who" question are asked which."""

from __future__ import annotations

from app.questions.offline.lexicon import GROUP_WORDS
from app.questions.offline.query import Query
from app.questions.offline.words import Words, family

_EACH = {"both", "all"}
_MEASURES = {"quantity_sold", "revenue", "spend", "sales_count"}


def read(words: Words, query: Query) -> bool:
    """True when the question asks for those who bought every product it names."""
    said = {t.low for t in words.tokens}
    customers = bool(said & (GROUP_WORDS["customer"] | {"who"}))
    if len(query.products) < 2 or not said & _EACH or not customers or query.measure not in _MEASURES or \
            family(query.measure) != "sales" or query.customer:
        return False
    query.every_product = True
    words.take(_EACH)
    return True
