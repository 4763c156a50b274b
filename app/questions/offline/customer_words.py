"""Customer care's and a buyer's words for what the shop already reads (set 28): a customer who
"shopped with us" bought from us; one who "made a purchase" bought something; the "purchases" a named
person "has made" are their sales (the shop's own purchases are "ours"); "our buying price" of a kilo is
what we pay for it, and its "sell price" the selling price; what we "give" a named customer "back" is
refunded. One "who made" purchases is a customer: a supplier makes none."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\bshopped\s+(?:with\s+us|at\s+(?:the\s+)?(?:shop|store)|here)\b", re.I), "bought from us"),
    (re.compile(r"(?<!\bwe\s)(?<!\bi\s)\b(?:made|make|makes)\s+(?:a\s+|any\s+)purchases?\b", re.I), "bought something"),
    # "how many separate purchases has Tom Lee made": his sales ("… have we made" are the shop's)
    (re.compile(r"\bpurchases\s+(has|have|did|does)\s+(?!we\b|i\b|us\b|the\s+(?:shop|store|business)\b)"
                r"((?:[a-z'’]+\s+){1,2}?)(made|make)\b", re.I), r"sales \1 \2\3"),
    (re.compile(r"\b(?:buying|purchase|purchasing)\s+price\b", re.I), "cost price"),
    # "how much did we (have to) give Ken Smith back": the money handed back to a customer, refunded (set 64)
    (re.compile(r"\b(?:have\s+to\s+|had\s+to\s+)?give\s+([A-Z][a-z]+\s+[A-Z][a-z]+)\s+back\b"), r"refund \1"),
    # "sell price less cost": the selling price, a kilo's price to a customer (set 64)
    (re.compile(r"\bsell[\s-]price\b", re.I), "selling price"),
    # "who made the most separate purchases" (set 40): a supplier makes none, so the buyer is a customer
    # and the purchases are their sales (once read as the supplier we spent most with)
    (re.compile(r"\bwho\s+(?:has\s+|have\s+)?(?:made|make|makes)\s+((?:the\s+)?(?:most|fewest|least|more|fewer)"
                r"\s+)?(?P<apart>(?:separate|different|distinct|individual)\s+)?purchases\b", re.I),
     lambda m: f"which customer had {m.group(1) or ''}{'separate ' if m.group('apart') else ''}sales"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
