"""A share of all the profit is not a margin (set 52): "what share of the month's profit came from
strawberries", "what percent of our profit was cherries" divide one product's profit by the whole
shop's, where "profit on strawberries as a percentage" is their profit over their own takings. The
profit must be what the share is "of", said in so many words."""

from __future__ import annotations

import re

_OWNER = r"(?:the|our|this|that|all|all\s+the|total|overall|whole|entire|month'?s|week'?s|shop'?s|\w+['’]s)"
_OF_PROFIT = re.compile(rf"\b(?:share|percentage|percent|proportion|fraction|part|portion|how\s+much|%)\s+of\s+"
                        rf"(?:{_OWNER}\s+){{0,3}}(?:gross\s+)?profits?\b"
                        rf"|\bof\s+(?:the\s+)?(?:total|overall|whole|entire|all\s+the)\s+(?:gross\s+)?profits?\b",
                        re.I)


def of_all_profit(question: str) -> bool:
    return bool(_OF_PROFIT.search(question))
