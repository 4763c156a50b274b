"""A weekday with a bare day number after it: "Mon 12 to Sun 18 Feb", "the week Mon 19 – Sun 25 Feb",
"takings Tuesday 20". The number is that day of the month said right after it, or of the month said at
the range's other end, else of today's month; it is written as an ordinal ("Mon 12th") for the date
finder only when the weekday is that day's own. Anything else ("sat 2 kilos", "Mon 13" when the 13th is a
Tuesday) is left as it is, to be read or refused as before: the weekday had been read as the last such
day and the number left over."""

from __future__ import annotations

import calendar
import datetime as dt
import re

from app.questions.offline.stated_range import ordinal

_DAYS = {"mon": 0, "monday": 0, "tue": 1, "tues": 1, "tuesday": 1, "wed": 2, "weds": 2, "wednesday": 2, "thu": 3,
         "thur": 3, "thurs": 3, "thursday": 3, "fri": 4, "friday": 4, "sat": 5, "saturday": 5, "sun": 6,
         "sunday": 6}
_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m} | {
    m.lower(): i for i, m in enumerate(calendar.month_abbr) if m} | {"sept": 9}
_MONTH = r"(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\b\.?"
_WEEKDAY_NUMBER = re.compile(
    r"\b(?P<weekday>" + "|".join(sorted(_DAYS, key=len, reverse=True)) + r")\.?,?\s+(?P<day>\d{1,2})(?!\d)"
    r"(?![\d.,:/]\d|\s*(?:st|nd|rd|th)\b|\s*(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?|%|am|pm)\b)"
    r"(?P<after>\s+" + _MONTH + r")?", re.I)
# the month said at the range's other end: "Mon 12 to Sun 18 Feb"
_OTHER_END = re.compile(r"^\s*(?:-|–|—|to|till|until|through|thru)\s+(?:\w+\.?,?\s+){0,2}?\d{1,2}(?:st|nd|rd|th)?"
                        r"\s+(?P<month>" + _MONTH + r")", re.I)


def plain(text: str, today: dt.date) -> str:
    def dated(match: re.Match[str]) -> str:
        after = match.group("after")
        month_said = (after or "").strip().rstrip(".").lower()
        if not month_said:
            other = _OTHER_END.match(text[match.end():])
            month_said = other.group("month").rstrip(".").lower() if other else ""
        month = _MONTHS.get(month_said, today.month)
        number = int(match.group("day"))
        if not 1 <= number <= calendar.monthrange(today.year, month)[1]:
            return match.group(0)
        if dt.date(today.year, month, number).weekday() != _DAYS[match.group("weekday").lower()]:
            return match.group(0)
        return f"{match.group('weekday')} {ordinal(number)}{after or ''}"
    return _WEEKDAY_NUMBER.sub(dated, text)
