"""Days said another way (set 52): "today and yesterday" are the two days, whichever is said first (read
from yesterday to today, not a range that ends before it starts); "since the halfway point of the month,
the 15th" is since the 15th: the day said after the description is the one meant."""

from __future__ import annotations

import re

_TODAY_AND_YESTERDAY = re.compile(r"\btoday\s+(and|&|\+)\s+yesterday\b", re.I)
_HALFWAY = re.compile(r"\b(?:the\s+)?(?:halfway|half-way|mid)(?:\s+|-)?(?:point|mark|way)?\s+(?:of|in|through)\s+"
                      r"(?:the|this)\s+month\s*[,:(–-]\s*(?P<day>the\s+\d{1,2}(?:st|nd|rd|th)?)\b\)?", re.I)


def plain(question: str) -> str:
    text = _TODAY_AND_YESTERDAY.sub(r"yesterday \1 today", question)
    return _HALFWAY.sub(lambda m: m.group("day"), text)
