"""A buyer's and a lender's words for the shop's buying (set 18): "expenditure" is spend; "stock
purchases" and "kilograms of inventory purchased" are purchases; "valued at cost", "at purchase cost" are
what bought goods are valued at already ("purchases at cost" the money paid); a supplier the shop "depends
on" or "relies on" most is ranked by the measure said with it; "who brings us our apples" asks which
supplier delivered them, as do "who's been supplying you with pears", "where do you get your pears from" and
"pear supplier?"."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\bexpenditure\b", re.I), "spend"),
    (re.compile(r"\b(?:stock|inventory)\s+(?=purchases?\b)", re.I), ""),
    (re.compile(r"\b(kilo\w*|kgs?)\s+of\s+(?:stock|inventory)\s+(?=(?:were|was|we)\s+(?:\w+\s+)?(?:purchased|bought)"
                r"\b)", re.I), r"\1 of fruit "),
    (re.compile(r"\b(?:does|do)\s+(?:the\s+(?:shop|store|business)|we)\s+(?:depend|rely)\s+on\b", re.I), ""),
    # "total invoiced to us", "what ABC billed us": what a supplier asked of the shop is what it paid
    (re.compile(r"\b(?:invoiced|billed)\s+(?:to\s+)?us\b", re.I), "we paid"),
    (re.compile(r"^\s*who\s+(?:brings|supplies|delivers|sends)\s+(?:us\s+)?(?:our\s+|the\s+)?", re.I),
     " which supplier delivered "),
    # a supplier's rep (set 64): "who's been supplying you with bananas", "where do you get your mangoes from",
    # and a quick "apple supplier?"
    (re.compile(r"^\s*who(?:'s|\s+is|\s+has|\s+have)\s+(?:been\s+)?(?:supplying|delivering|bringing|sending)\s+"
                r"(?:us|you)\s+(?:with\s+)?(?:our\s+|your\s+|the\s+)?", re.I), " which supplier delivered "),
    (re.compile(r"^\s*where\s+do\s+(?:you|we)\s+get\s+(?:your|our|the)\s+([a-z]+)\s+from\b", re.I),
     r" which supplier delivered \1 "),
    (re.compile(r"^\s*(?!(?:the|our|your|a|which|new|main|top|best|usual)\b)([a-z]+)\s+suppliers?\s*(?=[?.!]*\s*$)"),
     r" which supplier delivered \1 "),
)


# "purchases in February, valued at cost", "cost of goods sold, at purchase cost": what was bought is
# at cost already; a stock's worth is not (at cost or at retail), so it is left to be read
_AT_COST = re.compile(r"\s*,?\s*\b(?:valued\s+)?at\s+(?:purchase\s+)?cost\b", re.I)
# "total purchases at cost from Green Valley": the money paid for them (set 56), not their kilos
_PURCHASES_AT_COST = re.compile(r"\bpurchases?\s+(?:valued\s+)?at\s+(?:purchase\s+)?cost\b", re.I)
_BOUGHT = re.compile(r"\b(?:cogs|purchases?|purchased|bought|spend|spent)\b", re.I)
_HELD = re.compile(r"\b(?:stock|inventory|worth|left|hand|shelf|shelves|value)\b", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if _BOUGHT.search(text) and not _HELD.search(text):
        text = _AT_COST.sub(" ", _PURCHASES_AT_COST.sub("purchase cost", text))
    return text
