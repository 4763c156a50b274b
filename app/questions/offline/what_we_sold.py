"""What the fruit we sold cost us (set 28): "what did the cherries we sold this month cost us" and "the
cost of the pears we sold" ask the cost of what was sold (COGS), not what the cherries bought in cost.
And a supplier "sells us" only when the seller is not "we": in "the cherries we sold … cost us" the sale
is ours and the "us" is the cost's. "What did we sell the most of" asks which product."""

from __future__ import annotations

import re

# "what did the cherries (that) we sold this month cost us (to buy)": the cost of those sold
_WHAT_THEY_COST = re.compile(r"^\s*(?:what|how\s+much)\s+did\s+(?:all\s+)?(?:the\s+|our\s+)?(?P<what>[\w'\- ]+?)\s+"
                             r"(?:that\s+|which\s+)?we\s+(?:have\s+|had\s+)?sold\b(?P<when>[^?.!,;]*?)\s+cost\s+"
                             r"(?:us|the\s+(?:shop|store|business))(?:\s+to\s+buy(?:\s+in)?)?\b(?P<after>[^?.!]*)",
                             re.I)
# "the (purchase) cost of the pears we sold": of those sold, not of all bought
_COST_OF_THEM = re.compile(r"\b(?:the\s+)?(?:purchase\s+|buying\s+)?cost\s+of\s+(?:all\s+)?(?:the\s+|our\s+)?"
                           r"(?P<what>\w+(?:\s+and\s+\w+)?)\s+(?:that\s+|which\s+)?we\s+(?:have\s+|had\s+)?sold\b",
                           re.I)
# "what did we sell the most of last week": which product, by the kilos ("the most of" is an amount of
# it; "what sold the most" stays asked back, kilos or money?)
_WHAT_MOST = re.compile(r"^\s*what\s+(?:did|have)\s+we\s+(?:sell|sold)\s+(?:the\s+)?(?P<rank>most|least)\s+of\b", re.I)
_SELL = {"sold", "sell", "sells", "selling"}
_WE = {"we", "i", "we've", "i've"}


def plain(text: str) -> str:
    text = _WHAT_MOST.sub(lambda m: f" which product did we sell the {m['rank']} of", text)
    text = _WHAT_THEY_COST.sub(lambda m: f" cogs of {m.group('what')} {m.group('when')} {m.group('after')} ", text)
    return _COST_OF_THEM.sub(lambda m: f" cogs of {m.group('what')} ", text)


def sells_us(low: list[str]) -> bool:
    """"who sells us pears", "which suppliers sold bananas to us": a supplier's sale to the shop; never
    "we (have) sold", the shop's own."""
    for i, word in enumerate(low):
        seller = low[i - 2] if i > 1 and low[i - 1] in ("have", "had") else (low[i - 1] if i else "")
        if word in _SELL and seller not in _WE and "us" in low[i + 1:]:
            return True
    return False
