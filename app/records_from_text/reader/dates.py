"""Dates as shop staff write them: ISO, written ("2 Feb 2024", "February 10, 2024", "Feb 9"),
day-first slashes when unambiguous, and relative to today ("yesterday", "last Friday").

Written and relative phrases are converted by `dateparser`; this module only finds them, so a
date is never guessed out of a phone number or a price, and refuses what could be two dates.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

import dateparser

from domain.errors import InvalidRecord

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = "(?:" + "|".join(_WEEKDAYS) + ")"

DATE = (
    r"(?P<iso>\d{4}-\d{1,2}-\d{1,2})"
    r"|(?P<slash>\d{1,2}/\d{1,2}/\d{4})"
    rf"|(?P<written>{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?|{_MONTH}\s+{_DAY}(?:,?\s+\d{{4}})?)"
    rf"|(?P<weekday>(?:last\s+|this\s+past\s+)?{_WEEKDAY})"
    r"|(?P<relative>today|yesterday|the\s+day\s+before\s+yesterday|\d+\s+days?\s+ago)"
)
_DATE_RX = re.compile(rf"(?<![\w-])(?:{DATE})(?![\w-])", re.IGNORECASE)


@dataclass(frozen=True)
class DateMention:
    start: int
    end: int
    date: dt.date
    before: tuple[str, ...]  # up to three words just before it, lower case ("bought", "on")


def find_dates(text: str, today: dt.date) -> list[DateMention]:
    found = []
    for match in _DATE_RX.finditer(text):
        words = re.findall(r"[a-z0-9]+", text[: match.start()].lower())
        found.append(DateMention(match.start(), match.end(), _to_date(match, today),
                                 tuple(words[-3:])))
    return found


def _to_date(match: re.Match, today: dt.date) -> dt.date:
    phrase = match.group(0)
    if match.group("iso"):
        try:
            return dt.date.fromisoformat("-".join(p.zfill(2) for p in phrase.split("-")))
        except ValueError:
            raise InvalidRecord(f"{phrase} is not a real date") from None
    if match.group("slash"):
        day, month, year = (int(p) for p in phrase.split("/"))
        if day <= 12 and month <= 12 and day != month:
            raise InvalidRecord(f"{phrase} could be two different dates; write it as YYYY-MM-DD")
        if month > 12:  # only month-first reads it
            day, month = month, day
        try:
            return dt.date(year, month, day)
        except ValueError:
            raise InvalidRecord(f"{phrase} is not a real date") from None
    if match.group("weekday"):
        wanted = _WEEKDAYS.index(phrase.split()[-1].lower())
        back = (today.weekday() - wanted) % 7 or 7  # the most recent one before today
        return today - dt.timedelta(days=back)
    base = dt.datetime.combine(today, dt.time(12))
    parsed = dateparser.parse(phrase, languages=["en"], settings={
        "RELATIVE_BASE": base, "PREFER_DATES_FROM": "past", "REQUIRE_PARTS": ["day"],
    })
    if parsed is None:
        raise InvalidRecord(f"{phrase!r} is not a date I can read; write it as YYYY-MM-DD")
    return parsed.date()
