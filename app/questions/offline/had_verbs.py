"""Verbs that only say a record happened to someone (set 48): the customers "we served" are the customers
we had; customers who "received" refunds got them; products "involved in" returns had returns; the sale
"we rang up" is a sale we had. Said again in the words the reader reads; each only where what it is said
of is named beside it (a "received" delivery stays a delivery)."""

from __future__ import annotations

import re

_SAID = (
    # "how many customers did we serve yesterday": the customers who bought
    (re.compile(r"\b(customers|people|shoppers)\s+(did|do|have)\s+we\s+(?:serve|served)\b", re.I), r"\1 \2 we have"),
    (re.compile(r"\b(customers|people|shoppers)\s+(?:we(?:'ve|\s+have)?\s+)?served\b", re.I), r"\1 we had"),
    # "which customers received refunds": got them (a refund is only ever received by a customer)
    (re.compile(r"\b(customers?|who)\s+received\s+(?=(?:a\s+|any\s+)?refunds?\b)", re.I), r"\1 got "),
    (re.compile(r"\b(customers?|who)\s+receives?\s+(?=(?:a\s+|any\s+)?refunds?\b)", re.I), r"\1 get "),
    # "which products were involved in returns": had returns
    (re.compile(r"\b(?:were|was)\s+involved\s+in\s+(?=(?:any\s+)?returns?\b)", re.I), "had "),
    # "the biggest sale we've rung up": a sale we had (a bare "what did we ring up" is takings, read elsewhere)
    (re.compile(r"\b(sales?)\s+(?:we(?:'ve|\s+have)?\s+)?(?:rung|rang)\s+up\b", re.I), r"\1 we've had"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
