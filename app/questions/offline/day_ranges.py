"""Weekdays shortened in a range (set 40's partner in shorthand): "last week (Mon-Sun)", "Mon to Sun",
"Mon–Fri". Written out ("Monday to Sunday") the period reader reads them; a short name alone ("sun") is
left as it is, as it may be another word."""

from __future__ import annotations

import re

_SHORT = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "thu": "Thursday",
          "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}
_DAY = "|".join(sorted(_SHORT, key=len, reverse=True))
_RANGE = re.compile(rf"\b({_DAY})\.?\s*(?:-|–|to|thru|through)\s*({_DAY})\b\.?", re.I)


def plain(text: str) -> str:
    return _RANGE.sub(lambda m: f"{_SHORT[m.group(1).lower()]} to {_SHORT[m.group(2).lower()]}", text)
