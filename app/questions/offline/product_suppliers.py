"""A product's supplier named by the product (set 98): "who is the banana supplier", "who are our cherry
suppliers", "the banana supplier is who" are the suppliers who supply it, read as "which suppliers supply
banana". A word before "supplier" that ranks or describes one ("the main supplier", "the cheapest
supplier", "a new supplier") is not a product and is left as it is, to be read or refused."""

from __future__ import annotations

import re

_NOT_A_PRODUCT = {"main", "top", "usual", "only", "new", "old", "local", "best", "worst", "big", "biggest", "largest",
                  "smallest", "cheapest", "dearest", "first", "last", "latest", "regular", "other", "fruit", "one",
                  "same", "each", "every", "which", "what", "that", "this", "their", "favourite", "favorite"}
_WHO_IS = re.compile(r"\bwho(?:\s+is|\s+are|'s|’s)\s+(?:the\s+|our\s+|your\s+)?(?P<product>[a-z]+)\s+suppliers?\b",
                     re.I)
_IS_WHO = re.compile(r"^\s*(?:the\s+|our\s+)?(?P<product>[a-z]+)\s+suppliers?\s+(?:is|are)\s+who\b", re.I)


def plain(question: str) -> str:
    for said in (_WHO_IS, _IS_WHO):
        match = said.search(question)
        if match and match.group("product").lower() not in _NOT_A_PRODUCT and not match.group("product").endswith(
                "est"):
            return question[:match.start()] + f"which suppliers supply {match.group('product')}" + \
                question[match.end():]
    return question
