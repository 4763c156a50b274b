""""as of today", "as at today", "as of now" said beside a stretch of time ("so far this month, as of
today", "month-to-date turnover as at today"): the records are read as they stand today already, so it
is not a day of its own. Set 18 read it as the day itself and answered that one day's takings."""

from __future__ import annotations

import re

_AS_OF_TODAY = re.compile(r"\s*[,;(-]?\s*\b(?:going\s+by\s+the\s+(?:books|records)\s+)?as\s+(?:of|at)\s+(?:today|now)\b"
                          r"\s*[,;)]?", re.I)
_STRETCH = re.compile(r"\b(?:month|week|year|so\s+far|to\s+date|since|from|between)\b", re.I)


def plain(text: str) -> str:
    """The text without an "as of today" that only says when the stretch beside it is read."""
    if not _STRETCH.search(_AS_OF_TODAY.sub(" ", text)):
        return text
    return _AS_OF_TODAY.sub(" ", text)
