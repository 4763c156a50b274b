"""A period named and then given its days in brackets: "wk 3 (15-21)", "over the last two weeks
(16-29 Feb)". The days said are what is meant (set 18: the week's number is not read, and "the last
two weeks" ends on Sunday where the days said end today), so the name is read as those days."""

from __future__ import annotations

import calendar
import re

_MONTH = r"(?:\s+(?:" + "|".join([*filter(None, calendar.month_name), *filter(None, calendar.month_abbr)]) + r")\b)"
_NUMBERS = r"(?:\d|one|two|three|four|five)"
_NAMED = re.compile(r"\b(?:(?:over|in|for|during)\s+)?(?:the\s+)?(?:(?:last|past|previous)\s+" + _NUMBERS +
                    r"\s+weeks|w(?:ee)?k\s+" + _NUMBERS + r")\s*,?\s*\(\s*(?P<first>\d{1,2})(?P<early>" + _MONTH +
                    r")?\s*(?:-|–|to)\s*(?P<last>\d{1,2})(?P<month>" + _MONTH + r")?\s*\)", re.I)


def ordinal(day: int) -> str:
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def plain(text: str) -> str:
    """The text with a named period that gives its days read as those days."""
    def days(match: re.Match[str]) -> str:
        month = match.group("month") or ""
        first, last = ordinal(int(match.group("first"))), ordinal(int(match.group("last")))
        return f" from the {first}{match.group('early') or month} to the {last}{month} "
    return _NAMED.sub(days, text)
