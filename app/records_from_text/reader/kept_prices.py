"""A delivery's shelf price said to be the one it was ("sell 1.70 same as before", "selling at 2.80,
as usual", "we're keeping them at 1.70"): the price said is the selling price, and the words that
say it did not change say nothing more. Only right after a selling price said with its figure; a
price said only as "the same as before", with no figure, is left (the reader does not look it up)."""

from __future__ import annotations

import re

_AMOUNT = r"[$£€]?\d+(?:[.,]\d{1,2})?"
_SAME = re.compile(rf"(\b(?:sell|sells|selling|retail|retailing)\s+(?:at\s+|for\s+)?{_AMOUNT})\s*,?\s*"
                   r"(?:(?:the\s+)?same\s+as\s+(?:before|b4|usual|always|last\s+time)|as\s+(?:before|usual|always)"
                   r"|unchanged)\b", re.I)
_KEEPING = re.compile(rf"\b(?:we're|we\s+are|i'm|i\s+am)\s+keeping\s+(them|it|those|these)\s+at\s+(?={_AMOUNT})", re.I)


def keep_said_prices(text: str) -> str:
    return _KEEPING.sub(r"selling \1 at ", _SAME.sub(r"\1", text))
