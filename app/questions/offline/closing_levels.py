"""Kilos said at a day's close with nothing moved: "which products were under 20 kg at close on the
25th", "how many kilos at the end of last week". Kilos at a moment are what the shop holds (its stock);
kilos sold or bought are over a stretch of time and say so ("sold", "delivered"). Read as the stock
(set 50: answered with the kilos sold that day)."""

from __future__ import annotations

import re

from app.questions.offline.stock_moments import _HOLDS, _MOVED

_KILOS = re.compile(r"\b(?:kg|kgs|kilos?|kilograms?)\b", re.I)
_AT_CLOSE = re.compile(r"\bat\s+(?:the\s+)?(?:close|end)\s+(?=of\b|on\b)", re.I)
# any other word for what went in or out: "delivered", "came in", "went out", "wasted"
_OTHER_MOVES = re.compile(r"\b(?:deliver\w*|came|come|went|go|gone|out|wast\w*|thrown|binned|written|wrote|"
                          r"purchas\w*|order\w*|received?|moved?|shift\w*)\b", re.I)


def plain(text: str) -> str:
    if not _KILOS.search(text) or _HOLDS.search(text) or _MOVED.search(text) or _OTHER_MOVES.search(text):
        return text
    return _AT_CLOSE.sub(lambda m: "in stock " + m.group(0), text, count=1)
