"""The days of last weekend named by weekday (set 98): "how much more did we take on Sunday than Saturday last
weekend", "Sunday last weekend": each is that weekend's day, by its date. Asked on a weekday only (on a
Saturday or a Sunday, which weekend is "last" is not sure, and the period reader asks); any other weekday,
a weekday said many times ("Saturdays"), or last weekend said twice leave the question as it is."""

from __future__ import annotations

import datetime as dt
import re

_LAST_WEEKEND = re.compile(r"\s*,?\s*\b(?:(?:on|over|at|of|from|in|during)\s+)?last\s+weekend(?:'s)?\b", re.I)
_DAY = re.compile(r"\b(?:on\s+)?(?:the\s+)?(saturday|sunday)\b(?!s)", re.I)
_OTHER_DAYS = re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturdays|sundays|weekends?\s+before|"
                         r"last\s+(?:saturday|sunday)|this\s+(?:saturday|sunday))\b", re.I)


def plain(text: str, today: dt.date) -> str:
    if today.weekday() >= 5 or len(_LAST_WEEKEND.findall(text)) != 1 or not _DAY.search(text) or \
            _OTHER_DAYS.search(text):
        return text
    saturday = today - dt.timedelta(days=today.weekday() + 2)
    days = {"saturday": saturday, "sunday": saturday + dt.timedelta(days=1)}
    text = _LAST_WEEKEND.sub("", text)
    return _DAY.sub(lambda m: f"on {days[m.group(1).lower()].isoformat()}", text)
