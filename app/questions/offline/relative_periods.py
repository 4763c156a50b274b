"""Periods said relative to today or to a month: "this week", "the past 3 days", "the week before last",
"the first 10 days of February", "the week ending the 18th", "the second week of the month". periods.py finds
them in the question and blanks them out; here each match becomes its days."""

from __future__ import annotations

import calendar
import datetime as dt
import re

from app.questions.offline.query import Period
from app.records_from_text.reader.dates import find_dates
from domain.errors import InvalidRecord, LedgerError

MONTHS = {name.lower(): number for number, name in enumerate(calendar.month_name) if name}
MONTHS.update({name.lower(): number for number, name in enumerate(calendar.month_abbr) if name})
MONTHS["sept"] = 9
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                "eleven": 11, "twelve": 12, "fourteen": 14, "fifteen": 15, "twenty": 20, "thirty": 30}
_MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))
_COUNT = r"(?:\d+|" + "|".join(_COUNT_WORDS) + r")"
_TODAY_SAID = (r"(?:\s*,?\s*\(?(?:(?P<withtoday>(?:with\s+)?today\s+included|including\s+today|inclusive\s+of\s+today"
               r"|incl\.?\s+today)|(?P<nottoday>not\s+counting|excluding|excl\.?|except(?:\s+for)?|without|leaving\s+out)"
               r"\s+today)\)?)?")
RELATIVE = re.compile(
    r"\b(?:(?:in|during|for|over|of)\s+)?(?:the\s+)?(?:"
    # "the first 7 days of February", "the last 10 days of February": before "the last 10 days"
    r"(?P<firstn>first|last)\s+(?P<fn>" + _COUNT + r")\s+(?P<funit>days|weeks)\s+of\s+(?P<fmonth>[a-z]+)\.?"
    r"(?:\s+(?P<fyear>\d{4}))?"
    r"|(?P<firstbare>first)\s+(?P<bn>" + _COUNT + r")\s+days\b(?!\s+of\b)"  # "the first 10 days": of this month
    r"|(?P<beforelast>week|month)\s+before\s+last\b"  # "the week before last"
    r"|(?P<weekbare>first|second|third|fourth|1st|2nd|3rd|4th)\s+week\b(?!\s+of\b)"  # "the second week": of this month
    # "the last week of February" is February's, below, never "last week"
    r"|(?P<which>this|last|past|previous)\s+(?:(?P<n>" + _COUNT + r")\s+)?(?P<unit>days?|weeks?|months?)"
    r"(?!\s+of\s+(?:the\s+month|this\s+month|" + _MONTH_NAMES + r")\b)"
    + _TODAY_SAID +
    r"|(?P<themonth>the\s+month(?:\s+to\s+date)?\b(?!\s+of)|month\s+to\s+date)"
    r"|(?:(?P<spann>" + _COUNT + r")\s+)?(?P<span>weeks?|fortnight|days)\s+(?:ending|ended|to|up\s+to)\s+(?:on\s+)?"
    r"(?P<endof>[^,?.]+?)"
    r"(?=$|[,?.]|\s+(?:and|for|by|per)\b)"  # "the week ending the 18th": the 7 days to it
    r"|(?P<ordinal>first|second|third|fourth|last|final|1st|2nd|3rd|4th)"
    r"\s+week\s+of\s+(?:(?P<thismonth>the\s+month|this\s+month)|(?P<month>[a-z]+)\.?(?:\s+(?P<year>\d{4}))?)|week\s+(?:of|starting|beginning|commencing|from)\s+(?:on\s+)?(?P<weekof>[^,?.]+?)(?=$|[,?.]|\s+(?:and|for|by|per|in|than|beat|exceed|exceeded|exceeds|versus|vs|compared|against)\b))",
    re.I)


class PeriodRefused(LedgerError):
    """The question's time could not be read exactly."""


def period_of(match: re.Match[str], today: dt.date) -> Period | None:
    said = match.group(0).strip()
    if match.group("weekof"):
        try:
            mentions = find_dates(match.group("weekof"), today)
        except InvalidRecord as e:
            raise PeriodRefused(f"{e.message}.") from None
        if len({m.date for m in mentions}) != 1:  # "Monday 12 Feb": one day, said twice
            return None
        start = mentions[0].date
        if not re.search(r"\bweek\s+(?:starting|beginning|commencing|from)\b", said, re.I):
            start -= dt.timedelta(days=start.weekday())  # "the week of the 14th": its Monday to Sunday
        return Period(start, start + dt.timedelta(days=6), f"in the week from {start.isoformat()}")
    if match.group("endof"):
        try:
            mentions = find_dates(match.group("endof"), today)
        except InvalidRecord as e:
            raise PeriodRefused(f"{e.message}.") from None
        if len({m.date for m in mentions}) != 1:
            return None
        end = mentions[0].date
        span, n = match.group("span").lower(), (match.group("spann") or "1").lower()
        count = _COUNT_WORDS[n] if n in _COUNT_WORDS else int(n)
        if span.endswith("s") != (count > 1) or (span == "days" and match.group("spann") is None):
            return None  # "2 week ending", "weeks ending": not one of these
        days = count * {"week": 7, "weeks": 7, "fortnight": 14, "days": 1}[span]
        said_span = span if match.group("spann") is None else f"{count} {span}"
        return Period(end - dt.timedelta(days=days - 1), end, f"in the {said_span} ending {end.isoformat()}")
    if match.group("themonth"):  # "for the month", "month to date": this month (so far)
        first = today.replace(day=1)
        if "date" in match.group("themonth").lower():
            return Period(first, today, "this month to date")
        return Period(first, first.replace(day=calendar.monthrange(first.year, first.month)[1]), "this month")
    if match.group("firstn"):  # "the first 7 days of February"
        month = MONTHS.get(match.group("fmonth").lower())
        if month is None:
            return None
        year = int(match.group("fyear")) if match.group("fyear") else year_of(month, today)
        n = match.group("fn").lower()
        count = (_COUNT_WORDS[n] if n in _COUNT_WORDS else int(n)) * (7 if match.group("funit") == "weeks" else 1)
        last_day = calendar.monthrange(year, month)[1]
        if not 1 <= count <= last_day:
            raise PeriodRefused(f"{calendar.month_name[month]} has {last_day} days.")
        if match.group("firstn").lower() == "first":
            return Period(dt.date(year, month, 1), dt.date(year, month, count), said)
        return Period(dt.date(year, month, last_day - count + 1), dt.date(year, month, last_day), said)
    if match.group("ordinal"):
        month = today.month if match.group("thismonth") else MONTHS.get(match.group("month").lower())
        if month is None:
            return None
        year = int(match.group("year")) if match.group("year") else (
            today.year if match.group("thismonth") else year_of(month, today))
        last_day = calendar.monthrange(year, month)[1]
        index = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3,
                 "last": -1, "final": -1}[match.group("ordinal").lower()]
        start = dt.date(year, month, 1 + 7 * index) if index >= 0 else dt.date(year, month, last_day - 6)
        return Period(start, min(start + dt.timedelta(days=6), dt.date(year, month, last_day)), said)
    if match.group("firstbare"):  # "the first 10 days": of this month
        n = match.group("bn").lower()
        count = _COUNT_WORDS[n] if n in _COUNT_WORDS else int(n)
        first = today.replace(day=1)
        if not 1 <= count <= calendar.monthrange(first.year, first.month)[1]:
            raise PeriodRefused(f"{calendar.month_name[first.month]} has fewer days than {count}.")
        return Period(first, first + dt.timedelta(days=count - 1),
                      f"in the first {count} days of {calendar.month_name[first.month]} {first.year}")
    if match.group("beforelast"):
        if match.group("beforelast").lower() == "week":
            monday = today - dt.timedelta(days=today.weekday() + 14)
            return Period(monday, monday + dt.timedelta(days=6), "the week before last")
        end = today.replace(day=1) - dt.timedelta(days=1)
        end = end.replace(day=1) - dt.timedelta(days=1)
        return Period(end.replace(day=1), end, "the month before last")
    if match.group("weekbare"):
        index = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3}[
            match.group("weekbare").lower()]
        start = today.replace(day=1 + 7 * index)
        last = today.replace(day=calendar.monthrange(today.year, today.month)[1])
        named = f"in the {match.group('weekbare').lower()} week of {calendar.month_name[today.month]} {today.year}"
        return Period(start, min(start + dt.timedelta(days=6), last), named)
    period = _recent(match, today)
    if period is None or not (match.group("withtoday") or match.group("nottoday")):
        return period
    assert period.start is not None and period.end is not None
    if not period.start <= today <= period.end:
        raise PeriodRefused(f"“{said}”: {period.said} does not include today.")
    if match.group("withtoday"):  # "the past 3 days, today included": so they are already
        return period
    if match.group("unit").lower().startswith("day"):  # "the last 5 days not counting today": the 5 before it
        return Period(period.start - dt.timedelta(days=1), today - dt.timedelta(days=1), f"{period.said} before today")
    if period.start == today:
        raise PeriodRefused(f"“{said}” leaves no days to count.")
    return Period(period.start, today - dt.timedelta(days=1), f"{period.said} before today")


def _recent(match: re.Match[str], today: dt.date) -> Period | None:
    """"this week", "last month", "the past 3 days", "the last two weeks"."""
    which, unit = match.group("which").lower(), match.group("unit").lower().rstrip("s")
    n = (match.group("n") or "1").lower()
    count = _COUNT_WORDS[n] if n in _COUNT_WORDS else int(n)
    if unit == "day":
        if match.group("n") is None:
            return None
        return Period(today - dt.timedelta(days=count - 1), today, f"in the last {count} days")
    if unit == "week":
        monday = today - dt.timedelta(days=today.weekday())
        if which == "this" and match.group("n") is None:
            return Period(monday, monday + dt.timedelta(days=6), "this week")
        if match.group("n") is None:
            return Period(monday - dt.timedelta(days=7), monday - dt.timedelta(days=1), "last week")
        return Period(monday - dt.timedelta(days=7 * count), monday - dt.timedelta(days=1),
                      f"in the last {count} weeks")
    first = today.replace(day=1)
    if which == "this" and match.group("n") is None:
        return Period(first, first.replace(day=calendar.monthrange(first.year, first.month)[1]), "this month")
    if match.group("n") is None:
        end = first - dt.timedelta(days=1)
        return Period(end.replace(day=1), end, "last month")
    return None


def year_of(month: int, today: dt.date) -> int:
    """A month without a year: this year's, unless it is still to come (then last year's)."""
    return today.year if month <= today.month else today.year - 1
