"""Stretches of a month said by their days: "the first fifteen days of the month" (its 1st to 15th), "the last
four days of the month" (its last four), and the whole month said by its count of days — "across the
month's 29 days", "counting all 29 days of February" — which is the month, only when the count is its
own. "For the period" / "the period to date" (a bookkeeper's reporting period) said alone is read as this
month, and the answer says its dates back. ("The week before", after last week, is read by the comparisons
themselves, differences.py: rewritten as "the week before last" it was lost to them.)"""

from __future__ import annotations

import calendar
import datetime as dt
import re

from text_to_num import text2num

from app.questions.offline.stated_range import ordinal

_N = r"(?P<n>\d{1,2}|[a-z]+(?:[\s-][a-z]+)?)"
_NAMES = {m.lower(): i for i, m in enumerate(calendar.month_name) if m} | {
    m.lower(): i for i, m in enumerate(calendar.month_abbr) if m}
_MONTH = r"(?:the|this|our)\s+month|(?:" + "|".join(sorted(_NAMES, key=len, reverse=True)) + r")\b"
_FIRST_LAST = re.compile(rf"\b(?:over\s+|in\s+|for\s+|during\s+)?the\s+(?P<end>first|last|final)\s+{_N}\s+days\s+of\s+"
                         rf"(?P<month>{_MONTH})", re.I)
_ALL_DAYS = re.compile(rf"\b(?:across|over|counting|for|in)?\s*(?:all\s+)?(?:the\s+)?(?:(?:month'?s|february'?s)\s+)?"
                       rf"{_N}\s+(?:calendar\s+)?days(?:\s+of\s+(?:{_MONTH}))?(?:\s+so\s+far)?", re.I)
# only said alone (not "for the period 1-14 Feb" or "the period prior to the 10th", which say their days)
_PERIOD = re.compile(r"\b(?:(?:for|in|over|during)\s+the|this)\s+period(?:\s+to\s+date)?(?=\s*(?:[?.!,;)]|$|at\b|net\b|"
                     r"valued\b|by\b|so\s+far\b|please\b|pls\b))", re.I)


def _count(said: str) -> int | None:
    said = said.lower().replace("-", " ")
    if said.isdigit():
        return int(said)
    try:
        return int(text2num(said, "en"))
    except ValueError:
        return None


def plain(text: str, today: dt.date) -> str:
    length = calendar.monthrange(today.year, today.month)[1]

    def stretch(match: re.Match[str]) -> str:
        n = _count(match.group("n"))
        month = _NAMES.get(match.group("month").lower(), today.month)  # "of February", else this month
        days = calendar.monthrange(today.year, month)[1]
        if n is None or not 1 <= n <= days:
            return match.group(0)
        first, last = (1, n) if match.group("end").lower() == "first" else (days - n + 1, days)
        name = calendar.month_name[month]
        return f" from {ordinal(first)} {name} to {ordinal(last)} {name} "

    def whole(match: re.Match[str]) -> str:
        n = _count(match.group("n"))
        return " this month " if n == length else match.group(0)

    text = _FIRST_LAST.sub(stretch, text)
    text = _ALL_DAYS.sub(whole, text)
    return _PERIOD.sub(" this month ", text)
