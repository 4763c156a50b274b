"""A period said with its number of days (set 54): "across the 29 days of February" is February when it
has 29 days, "over the seven days of the week starting the 19th" that week. A count that does not match
is left, for the parser to refuse."""

from __future__ import annotations

import calendar
import datetime as dt
import re

_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
_NUMBERS = {"seven": 7, "twenty-eight": 28, "twenty-nine": 29, "thirty": 30, "thirty-one": 31}
_LEAD = r"\b(?:over|across|for|during|in|throughout)\s+(?:all\s+)?the\s+"
_OF_MONTH = re.compile(_LEAD + r"(?P<n>\d{1,2}|twenty-eight|twenty-nine|thirty|thirty-one)\s+days\s+of\s+"
                       r"(?P<month>" + "|".join(_MONTHS) + r")\b", re.I)
_OF_WEEK = re.compile(_LEAD + r"(?:7|seven)\s+days\s+of\s+(?=(?:the|this|last)\s+week\b)", re.I)


def plain(text: str, today: dt.date) -> str:
    def month(m: re.Match[str]) -> str:
        number = _MONTHS[m.group("month").lower()]
        year = today.year if number <= today.month else today.year - 1
        said = m.group("n").lower()
        n = int(said) if said.isdigit() else _NUMBERS[said]
        return f" in {m.group('month')} " if calendar.monthrange(year, number)[1] == n else m.group(0)

    return _OF_WEEK.sub(" in ", _OF_MONTH.sub(month, text))
