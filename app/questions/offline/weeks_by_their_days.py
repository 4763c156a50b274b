"""A week named by its days: "the week Mon 19 – Sun 25 Feb", "the week of the 12th to the 18th", "for the
week 12-18 Feb". The days said are the week meant, so "the week" is only their name; it is taken out when
they are seven days, first to last, in one month. A stretch of another length called a week ("the week
12th-20th") is left as it is, for the parser to refuse ("week" not placed), as before."""

from __future__ import annotations

import calendar
import re

from app.questions.offline.stated_range import ordinal

_MONTH = (r"(?:" + "|".join(sorted({*filter(None, calendar.month_name), *filter(None, calendar.month_abbr), "Sept"},
                                   key=len, reverse=True)) + r")\b\.?")
_WEEKDAY = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?"
_END = (r"(?:the\s+)?(?P<{w}>" + _WEEKDAY + r"\s+)?(?P<{n}>\d{{1,2}})(?:st|nd|rd|th)?(?P<{m}>\s+(?:of\s+)?" + _MONTH
        + r")?")
_WEEK_OF_DAYS = re.compile(
    r"\bthe\s+week\s*(?:of|from|,|:)?\s*" + _END.format(w="wd1", n="a", m="m1") +
    r"\s*(?:-|–|—|to|till|until|through|thru)\s*" + _END.format(w="wd2", n="b", m="m2") + r"(?![\w/.]\w)", re.I)


def _month(said: str | None) -> str:
    return re.sub(r"^\s*(?:of\s+)?", "", said or "").rstrip(".").lower()[:3]


def plain(text: str) -> str:
    def days(match: re.Match[str]) -> str:
        first, last = int(match.group("a")), int(match.group("b"))
        one, other = _month(match.group("m1")), _month(match.group("m2"))
        if last - first != 6 or (one and other and one != other):
            return match.group(0)
        month = match.group("m2") or match.group("m1") or ""
        start = f"{match.group('wd1') or ''}{ordinal(first)}{match.group('m1') or month}"
        return f"from {start} to {match.group('wd2') or ''}{ordinal(last)}{month}"
    return _WEEK_OF_DAYS.sub(days, text)
