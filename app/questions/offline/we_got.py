"""What "we got" of a fruit is. Said at the end ("how many kg of grapes we got", "grapes we got rn") it is
"we've got": the stock. Said of a time or asked in the past ("we got last week", "did we get"), it could be
what was delivered to us or what went out: refused, never read as kilos sold (set 30 answered
"how many kg of grapes we got" with the kilos sold)."""

from __future__ import annotations

import re

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer

_HELD = re.compile(r"\b(we|i)\s+got\b(?=\s*(?:[?.!]|$|\b(?:rn|right\s+now|now|atm|at\s+the\s+moment|left|in\s+stock"
                   r"|on\s+hand)\b))", re.I)
_MONEY = re.compile(r"\b(?:money|cash|takings|revenue|sales|dollars|profit|spend|spent|paid|pay)\b|\$", re.I)
_OURS = re.compile(r"\b(?:we|i)\s+(?:got|get)\b|\b(?:did|do|does)\s+(?:we|i)\s+get\b", re.I)
_SOLD = re.compile(r"\b(?:sell|sells|sold|selling|through|rid)\b", re.I)


def plain(text: str) -> str:
    """ "grapes we got" at the end: "grapes we have got"."""
    return text if _MONEY.search(text) else _HELD.sub(r"\1 have got", text)


def check(text: str, query: Query) -> None:
    """Kilos "we got" with no customer: delivered, or sold?"""
    if query.measure == "quantity_sold" and not (query.customer or query.customers) and _OURS.search(text) and \
            not _SOLD.search(text):
        raise CannotAnswer("“we got”: delivered to us, or sold? Say “did we buy” or “did we sell” (or “do we "
                           "have” for the stock).")
