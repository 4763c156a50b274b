"""A second-language speaker's plain words for what the records hold (set 92): "at closing time" is at
close, "in the storeroom" in stock, "receive back as refund" what was refunded, "the customers who came
yesterday" those who bought, "the price of one kilogram" its price, "the purchase cost per kilogram" what we
paid a kilo, "the profit … after the cost" the profit (which is after the cost). Money the shop "received"
is its takings: it was read as the money it paid for deliveries."""

from __future__ import annotations

import re

_SAID = [
    (re.compile(r"\bat\s+closing\s+time\b", re.I), "at close"),
    (re.compile(r"\bin\s+the\s+(?:storeroom|store\s+room|stockroom)\b", re.I), "in stock"),
    (re.compile(r"\breceive(?:d)?\s+back\s+as\s+(?:a\s+)?refunds?\b", re.I), "get back in refunds"),
    (re.compile(r"\b(?:who\s+are\s+)?the\s+customers\s+who\s+came(?:\s+to\s+the\s+shop)?\b(?!\s+in\b)", re.I),
     "which customers bought"),
    (re.compile(r"\bprice\s+of\s+one\s+(kilogram|kilo|kg)\s+of\b", re.I), r"price of a \1 of"),
    # "the purchase cost per kilogram of mango" (an "average purchase cost per kg" is read as one already)
    (re.compile(r"(?<!average\s)(?<!avg\s)(?<!mean\s)\bpurchase\s+cost\s+per\s+(kilogram|kilo|kg)\b", re.I),
     r"unit cost per \1"),
    (re.compile(r"\b(profit\s+(?:of|on)\s+[a-z]+)\s+after\s+the\s+cost\b", re.I), r"\1"),
    # "how much money did the shop receive", "money we received this week": money in is takings
    (re.compile(r"\b(money|cash)\s+(did\s+)?(the\s+shop|we)\s+receive(?:d)?\b", re.I), r"\1 \2\3 take"),
]


def plain(question: str) -> str:
    for said, meant in _SAID:
        question = said.sub(meant, question)
    return question
