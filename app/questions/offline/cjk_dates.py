"""A date written the Japanese way (set 92): "2月20日" is the 20th of February, "2024年2月19日" the 19th of
February 2024, and "2024/02/14" the 14th of February 2024 (year first, so never day and month swapped)."""

from __future__ import annotations

import calendar
import re

_KANJI = re.compile(r"(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日")
_YEAR_FIRST = re.compile(r"\b(\d{4})/(\d{1,2})/(\d{1,2})\b")


def _said(year: str | None, month: str, day: str) -> str | None:
    m, d = int(month), int(day)
    if not 1 <= m <= 12 or not 1 <= d <= 31:
        return None
    return f"{d} {calendar.month_name[m]}" + (f" {year}" if year else "")


def plain(question: str) -> str:
    text = _KANJI.sub(lambda g: _said(g[1], g[2], g[3]) or g[0], question)
    return _YEAR_FIRST.sub(lambda g: f"{int(g[1]):04d}-{int(g[2]):02d}-{int(g[3]):02d}"
                           if 1 <= int(g[2]) <= 12 and 1 <= int(g[3]) <= 31 else g[0], text)
