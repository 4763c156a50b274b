"""Selling prices said as what the shop charges (set 98): stock worth "at the prices we charge", "at what we
charge", "at the prices we sell at", "at the price we sell them for" is worth at selling prices (stock at
"what we paid" is its cost, read elsewhere). Said only after "at", of prices or of what is charged."""

from __future__ import annotations

import re

_SELL = r"sell\s+(?:it\s+|them\s+)?"
_CHARGED = re.compile(rf"\bat\s+(?:the\s+|our\s+)?(?:prices?\s+(?:that\s+)?we\s+(?:charge|{_SELL}(?:at|for)|ask)|"
                      rf"what\s+we\s+(?:charge|{_SELL}for|ask))\b", re.I)


def plain(question: str) -> str:
    return _CHARGED.sub("at selling prices", question)
