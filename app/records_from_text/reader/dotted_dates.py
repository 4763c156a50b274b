"""A date written with full stops, day first, as a bookkeeper or a European writes it ("Sales
18.02.24: …", "Stocktake 24.02 (close): …", "the pears purchased 23.02."): written with slashes
for dates.py, so its full stops end no sentence. A day and month alone ("24.02") reads as a date
only after "on", "since" or "dated", or after a word that a date follows in a book ("sales",
"stocktake", "journal", "count", "bought") when a stop or a colon ends it ("Sales 29.02: …");
elsewhere it is an amount ("apples 1.02", "Cr Sales 5.10")."""

from __future__ import annotations

import re

_FULL = re.compile(r"(?<![\w.,/])(?P<day>\d{1,2})\.(?P<month>\d{2})\.(?P<year>\d{4}|\d{2})(?![\w/]|[.,]\d)")
_SHORT = re.compile(r"\b(?P<lead>(?:(?:sales|journal|count|stocktake|purchased|bought),?\s+"
                    r"(?=\d+\.\d+\s*(?:[.,;:(]|$)))|(?:on|since|dated)\s+)"
                    r"(?P<day>\d{1,2})\.(?P<month>\d{2})(?![\w/]|[.,]\d)", re.I)


def slash_dotted_dates(text: str) -> str:
    def full(m: re.Match[str]) -> str:
        day, month = int(m.group("day")), int(m.group("month"))
        return f"{day}/{month}/{m.group('year')}" if 1 <= day <= 31 and 1 <= month <= 12 else m.group(0)

    def short(m: re.Match[str]) -> str:
        day, month = int(m.group("day")), int(m.group("month"))
        return f"{m.group('lead')}{day}/{month}" if 1 <= day <= 31 and 1 <= month <= 12 else m.group(0)

    return _SHORT.sub(short, _FULL.sub(full, text))
