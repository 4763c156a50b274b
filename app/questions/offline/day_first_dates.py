"""Slashed dates written day first (set 94): "01/02/2024 to 29/02/2024", "1/2 - 14/2". Alone, "01/02/2024"
could be the 1st of February or the 2nd of January, and stays asked back. When another slashed date in the same
question can only be read day first ("29/02/2024": there is no 29th month), the asker writes day first, and
every slashed date of the question is read that way: written out with its month's name."""

from __future__ import annotations

import re

_SLASHED = re.compile(r"(?<![\w/])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\w/]|\s*(?:kg|kilo|kgs)\b)")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


def _day_first_only(match: re.Match[str]) -> bool:
    first, second = int(match.group(1)), int(match.group(2))
    return 12 < first <= 31 and 1 <= second <= 12


def _written(match: re.Match[str]) -> str:
    day, month, year = int(match.group(1)), int(match.group(2)), match.group(3)
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return match.group(0)
    said = f"{day} {_MONTHS[month - 1]}"
    if year:
        return f"{said} {int(year) + 2000 if len(year) == 2 else int(year)}"
    return said


def plain(question: str) -> str:
    text = question
    slashed = list(_SLASHED.finditer(text))
    if not any(_day_first_only(m) for m in slashed):
        return text
    if any(int(m.group(2)) > 12 for m in slashed):  # a month-first one beside: the question mixes both
        return text
    return _SLASHED.sub(_written, text)
