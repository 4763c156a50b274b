"""Days counted from today or from a day said, written out as dates before the question is read (set 54
and set 52): "a week ago today" and "a fortnight ago today" are the one day 7 or 14 days back; "the 7 days
before today" the seven days up to yesterday; "the weekend before last", asked on a weekday, the weekend a
week before the one just gone; "the first three days of this week" its Monday to Wednesday; a fortnight
"beginning" a day is that day and the 13 after it (one "ending" a day is read with the weeks), and
"the first fortnight of the month" its 1st to 14th. A day said that is not in the past, or a weekday that
does not match its date, is left as it is, for the parser to refuse."""

from __future__ import annotations

import calendar
import datetime as dt
import re

from app.questions.offline import days_of, month_stretches, weekday_numbers, weeks_by_their_days

_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10, "fourteen": 14}
_COUNT = r"(?:\d{1,2}|" + "|".join(_COUNTS) + ")"
_IN = r"(?:(?<!came\s)(?<!come\s)(?<!got\s)(?<!get\s)in\s+"  # "came in the weekend …": "in" kept with its verb
_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m} | {
    m.lower(): i for i, m in enumerate(calendar.month_abbr) if m}
_WEEKDAYS = [d.lower() for d in calendar.day_name]
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
# "Monday 5 February", "the 12th", "Monday the 12th", "5 Feb", "February 5th", "the 12th of February"
_DAY = (r"(?:(?P<weekday>" + "|".join(_WEEKDAYS) + r")\s+)?(?:the\s+)?(?:(?P<day>\d{1,2})(?:st|nd|rd|th)?"
        r"(?:\s+(?:of\s+)?(?P<month>" + _MONTH + r")\b)?|(?P<month2>" + _MONTH + r")\s+(?P<day2>\d{1,2})"
        r"(?:st|nd|rd|th)?)\b")
_AGO_TODAY = re.compile(rf"\b(?P<n>{_COUNT})\s+(?P<unit>days?|weeks?|fortnights?)\s+ago\s+today\b", re.I)
_DAYS_BEFORE = re.compile(rf"\b{_IN}|over\s+|during\s+|for\s+)?the\s+(?:last\s+|past\s+)?(?P<n>{_COUNT})\s+days\s+"
                          r"(?:before|up\s+to|prior\s+to)\s+today\b", re.I)
_BEFORE_LAST = re.compile(rf"\b{_IN}|over\s+|during\s+|on\s+|at\s+)?the\s+weekend\s+before\s+last\b", re.I)
_FIRST_DAYS = re.compile(rf"\b{_IN}|over\s+|during\s+|for\s+|on\s+)?the\s+first\s+(?P<n>{_COUNT})\s+days\s+of\s+"
                         r"(?P<which>this|last)\s+week\b", re.I)
_FORTNIGHT = re.compile(rf"\b{_IN}|over\s+|during\s+|for\s+)?the\s+fortnight\s+(?P<way>beginning|starting|commencing|"
                        r"from)\s+(?:on\s+)?" + _DAY, re.I)
_FIRST_FORTNIGHT = re.compile(rf"\b{_IN}|over\s+|during\s+|for\s+)?the\s+first\s+fortnight(?:\s+of\s+(?:the|this)\s+"
                              r"month)?(?!\s+of\b)", re.I)
_DAYS_SAID = re.compile(r"\s*[,:(–-]?\s*(?:from\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s*(?:to|through|thru|-|–)\s*",
                        re.I)


def _count(said: str) -> int:
    return int(said) if said.isdigit() else _COUNTS[said.lower()]


def _date(day: dt.date) -> str:
    return f"{day.day} {calendar.month_name[day.month]}"


def _span(first: dt.date, last: dt.date) -> str:
    return f" from {_date(first)} to {_date(last)} "


def _day_said(m: re.Match[str], today: dt.date) -> dt.date | None:
    number = m.group("day") or m.group("day2")
    month_said = m.group("month") or m.group("month2")
    month = _MONTHS[month_said.lower()] if month_said else today.month
    year = today.year if month <= today.month else today.year - 1
    try:
        day = dt.date(year, month, int(number))
    except ValueError:
        return None
    weekday = m.group("weekday")
    if day > today or (weekday and _WEEKDAYS.index(weekday.lower()) != day.weekday()):
        return None
    return day


def plain(text: str, today: dt.date) -> str:
    def ago(m: re.Match[str]) -> str:
        unit = m.group("unit").lower()
        days = _count(m.group("n")) * (14 if unit.startswith("fortnight") else 7 if unit.startswith("week") else 1)
        return f" on {_date(today - dt.timedelta(days=days))} "

    def before(m: re.Match[str]) -> str:
        n = _count(m.group("n"))
        return _span(today - dt.timedelta(days=n), today - dt.timedelta(days=1)) if n else m.group(0)

    def before_last(m: re.Match[str]) -> str:
        if today.weekday() >= 5:  # on a Saturday or Sunday "last weekend" itself is not agreed
            return m.group(0)
        saturday = today - dt.timedelta(days=today.weekday() + 2 + 7)
        return _span(saturday, saturday + dt.timedelta(days=1))

    def first_days(m: re.Match[str]) -> str:
        n = _count(m.group("n"))
        monday = today - dt.timedelta(days=today.weekday() + (7 if m.group("which").lower() == "last" else 0))
        last = monday + dt.timedelta(days=n - 1)
        return _span(monday, last) if 1 <= n <= 7 and last <= today else m.group(0)

    def fortnight(m: re.Match[str]) -> str:
        day = _day_said(m, today)
        if day is None:
            return m.group(0)
        return _span(day, day + dt.timedelta(days=13))  # one "ending" a day is read in periods.py

    text = _AGO_TODAY.sub(ago, text)
    text = _DAYS_BEFORE.sub(before, text)
    text = _BEFORE_LAST.sub(before_last, text)
    text = _FIRST_DAYS.sub(first_days, text)
    def first_fortnight(m: re.Match[str]) -> str:
        if _DAYS_SAID.match(text[m.end():]):
            return " "  # "the first fortnight, 1st to 14th": the days said are read
        return _span(today.replace(day=1), today.replace(day=14)) if today.day >= 14 else m.group(0)

    text = _FORTNIGHT.sub(fortnight, text)
    text = days_of.plain(_FIRST_FORTNIGHT.sub(first_fortnight, text), today)  # "the 29 days of February"
    text = weeks_by_their_days.plain(weekday_numbers.plain(text, today))  # "the week Mon 12 to Sun 18 Feb"
    return month_stretches.plain(text, today)  # "the first 15 days of the month", "for the period"
