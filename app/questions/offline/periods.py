"""The time a question is about: a day, a range with its qualifier kept ("since", "after",
"before", "until", "between … and …", "from … onwards"), a month, a week, the last N days, and
recurring weekdays ("on weekends", "saturdays"). Found in the text like the record reader finds
dates (app/records_from_text/reader/dates.py), and blanked out so the rest can be read. Periods said
relative to today or a month ("the past 3 days") are worked out in relative_periods.py."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass, field

from app.questions.offline import relative_periods
from app.questions.offline.query import WEEKDAYS, Period
from app.questions.offline.relative_periods import PeriodRefused
from app.records_from_text.reader.dates import find_dates
from domain.errors import InvalidRecord

_MONTH_RX = re.compile(
    r"\b(?:(?:in|during|for|of|through(?:out)?)\s+)?(?:the\s+month\s+of\s+)?"
    r"(?P<month>" + "|".join(sorted(relative_periods.MONTHS, key=len, reverse=True)) + r")\.?(?:\s+(?P<year>\d{4}))?\b",
    re.I)
_WEEKDAY_PLURAL = {day.lower() + "s": i for i, day in enumerate(WEEKDAYS)}
_RECURRING = re.compile(
    r"\b(?:(?:on|at|over|during|across)\s+(?:the\s+)?)?(?:"
    r"(?P<weekends>weekends?)|(?P<weekdays>weekdays|week\s*days|working\s+days|mon(?:day)?\s*(?:-|to)\s*fri(?:day)?)"
    r"|(?P<plural>mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)"
    r"|(?P<single>monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b", re.I)
_QUALIFIERS = (
    ("from", re.compile(r"(?:\bfrom\s+)(?P<date>.+?)\s+(?:on|onwards|onward|forward)\b", re.I)),
)


@dataclass
class Found:
    period: Period | None = None
    weekdays: tuple[int, ...] = ()
    weekdays_said: str = ""
    other_weekdays: tuple[int, ...] = ()  # "on Saturdays than on Sundays": the second side's (differences.py)
    other_weekdays_said: str = ""
    day: dt.date | None = None  # one day named ("on the 23rd"): a period, or a state's as-of
    day_said: str = ""
    before: bool = False  # the day was "before …": a state as of the day before
    weeks_ago: bool = False  # "a week ago": one day for a stock or a price, unclear for sales
    spans: list[tuple[int, int]] = field(default_factory=list)


def find(text: str, today: dt.date) -> Found:
    found = Found()
    text = _weekend_of(text, today, found)
    text = _one_weekend(text, today, found)
    text = _recurring(text, found)
    text = _relative(text, today, found)
    text = _dated(text, today, found)
    text = _months(text, today, found)
    return found


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


_ONE_WEEKEND = re.compile(r"\b(?:(?:over|during|on|at|for|in|from)\s+)?(?:(?P<which>this|last|past|previous)\s+"
                          r"|(?P<the>the)\s+)weekend\b(?!\s+of\b)", re.I)


_WEEKEND_OF = re.compile(r"\b(?:(?:over|during|on|at|for|in|from)\s+)?(?:the\s+)?weekend\s+of\s+", re.I)


def _weekend_of(text: str, today: dt.date, found: Found) -> str:
    """"the weekend of the 10th": the Saturday and Sunday of that date, which must be one of them
    (read as "weekends" and "the 10th", set 14 answered that Saturday alone)."""
    for match in _WEEKEND_OF.finditer(text):
        try:
            mentions = [m for m in find_dates(text[match.end():], today) if m.start == 0]
        except InvalidRecord as e:
            raise PeriodRefused(f"{e.message}.") from None
        if not mentions or re.match(r"\s*(?:and|to|-|–|&)\s*(?:the\s+)?\d", text[match.end() + mentions[0].end:]):
            continue  # "the weekend of the 17th and 18th": its days said, read as weekend days in that range
        day = mentions[0].date
        if day.weekday() < 5:
            raise PeriodRefused(f"{day.isoformat()} is a {day.strftime('%A')}, not a weekend day; give its Saturday "
                                "or Sunday.")
        saturday = day - dt.timedelta(days=day.weekday() - 5)
        sunday = saturday + dt.timedelta(days=1)
        _set(found, Period(saturday, sunday, f"over the weekend {saturday.isoformat()} to {sunday.isoformat()}"))
        found.spans.append((match.start(), match.end() + mentions[0].end))
    return blank(text, found.spans)


def _one_weekend(text: str, today: dt.date, found: Found) -> str:
    """"this weekend", "last weekend": the Saturday and Sunday of this week or of last week (weeks
    run Monday to Sunday, as "last week" does); "over the weekend" could be the last one or every
    one, and is asked about."""
    spans = []
    for match in _ONE_WEEKEND.finditer(text):
        if match.group("the"):
            raise PeriodRefused(f"“{match.group(0).strip()}”: last weekend, or every weekend? Say “last weekend” "
                                "or “on weekends”.")
        saturday = today - dt.timedelta(days=today.weekday()) + dt.timedelta(days=5)
        if match.group("which").lower() != "this":
            saturday -= dt.timedelta(days=7)
        sunday = saturday + dt.timedelta(days=1)
        _set(found, Period(saturday, sunday, f"{match.group('which').lower()} weekend ({saturday.isoformat()} to "
                                             f"{sunday.isoformat()})"))
        spans.append((match.start(), match.end()))
    found.spans += spans
    return blank(text, spans)


def _recurring(text: str, found: Found) -> str:
    days: set[int] = set()
    said = []
    for match in _RECURRING.finditer(text):
        before = text[:match.start()].lower().split()[-1:] if text[:match.start()].strip() else []
        dated = re.match(r"\s*,?\s*(?:the\s+)?\d", text[match.end():])  # "saturday the 17th", "Monday 12 Feb"
        if match.group("single") and dated:
            continue
        if match.group("single") and not (before and before[0] in ("every", "each", "all")):
            # "on saturday", "last saturday": one day (the dates find it); "every saturday" recurs;
            # "saturday revenue" could be either, and people mean both
            said_before = text[:match.start()].lower().split()[-2:]
            one_day = before and (before[0] in ("last", "this", "past", "previous", "since", "until", "till", "before",
                                                "after", "by") or said_before in (["as", "of"], ["end", "of"]))
            if not one_day and match.group(0).lower() == match.group("single").lower():  # "as of Tuesday": one day
                word = match.group("single").title()
                raise PeriodRefused(f"“{match.group(0)}”: last {word}, or every {word}? Say “last {word.lower()}” "
                                    f"or “on {word.lower()}s”.")
            continue
        if match.group("weekends"):
            days |= {5, 6}
        elif match.group("weekdays"):
            days |= {0, 1, 2, 3, 4}
        else:
            word = (match.group("plural") or match.group("single")).lower()
            days.add(_WEEKDAY_PLURAL.get(word, WEEKDAYS.index(word.title()) if word.title() in WEEKDAYS else 0))
        said.append(match.group(0).strip())
        found.spans.append((match.start(), match.end()))
    if days:
        found.weekdays, found.weekdays_said = tuple(sorted(days)), " and ".join(dict.fromkeys(said))
    return blank(text, found.spans)


def _relative(text: str, today: dt.date, found: Found) -> str:
    spans = []
    for match in relative_periods.RELATIVE.finditer(text):
        period = relative_periods.period_of(match, today)
        if period is None:
            continue
        if period.start and period.end:  # the days themselves, so the answer shows what was counted
            period = Period(period.start, period.end,
                            f"{period.said} ({period.start.isoformat()} to {period.end.isoformat()})")
        _set(found, period)
        end = match.end()
        if match.group("weekof"):  # "the week of the 5th take than …": the week ends at its date, the verb is read
            end = match.start("weekof") + max(m.end for m in find_dates(match.group("weekof"), today))
        spans.append((match.start(), end))
    found.spans += spans
    return blank(text, spans)


# A date's qualifier: the words before it (and, for "from … on/onwards", after it).
_BEFORE = {"since": "since", "after": "after", "before": "before", "until": "until", "till": "until",
           "through": "until", "thru": "until", "to": "until", "by": "until", "from": "from", "between": "between",
           "on": "on", "for": "on", "of": "on", "as": "on", "at": "on", "in": "on"}


_ONE_SIDED = {"since", "after", "before", "until", "till", "through", "thru", "to", "by"}


def _dated(text: str, today: dt.date, found: Found) -> str:
    try:
        mentions = find_dates(text, today)
    except InvalidRecord as e:
        raise PeriodRefused(f"{e.message}.") from None
    spans = []
    index = 0
    while index < len(mentions):
        mention = mentions[index]
        words = text[:mention.start].lower().split()
        lead = words[-1] if words else ""
        lead_start = mention.start - len(text[:mention.start]) + len(text[:mention.start].rstrip())
        lead_start = text.lower().rfind(lead, 0, mention.start) if lead in _BEFORE else mention.start
        if lead == "to" and len(words) > 1 and words[-2] == "up":  # "up to"
            lead_start = text.lower().rfind("up", 0, lead_start)
        if lead == "of" and len(words) > 1 and words[-2] in ("as", "end"):  # "as of", "end of"
            lead_start = text.lower().rfind(words[-2], 0, lead_start)
        end, tail = mention.end, text[mention.end:]
        onward = re.match(r"\s*(?:on|onwards|onward|forward|and\s+after|or\s+later)\b", tail, re.I)
        if onward:
            end += onward.end()
        nxt = mentions[index + 1] if index + 1 < len(mentions) else None
        # "1–29 Feb"; "the 1st up to (and including) the 14th" (set 88: read as the 1st alone)
        joined = nxt is not None and re.fullmatch(r"\s*(?:and|to|until|till|through|-|–|up\s+(?:to|till|until))\s*",
                                                  text[mention.end:nxt.start], re.I)
        # "between the 1st and the 4th", "the 1st to the 4th", "takings 1st to 14th": one range
        if joined and lead not in _ONE_SIDED and nxt is not None:
            if nxt.date < mention.date:  # "between the 1st and the 5th" on March 1st: March 1st to February 5th
                raise PeriodRefused(f"From {mention.date.isoformat()} to {nxt.date.isoformat()} ends before it "
                                    "starts; give the dates with their month (“Feb 1 to Feb 5”).")
            if lead != "between" and re.fullmatch(r"\s*and\s*", text[mention.end:nxt.start], re.I) and (
                    nxt.date - mention.date).days > 1:
                # "on the 5th and the 8th": those two days, not the days from one to the other (a range said
                # with "and" takes "between"; two days side by side are the same either way)
                raise PeriodRefused(f"{mention.date.isoformat()} and {nxt.date.isoformat()}: those two days, or every "
                                    "day from one to the other? Say “between … and …”, or ask for each day.")
            _set(found, Period(mention.date, nxt.date, f"from {mention.date.isoformat()} to {nxt.date.isoformat()}"))
            spans.append((lead_start, nxt.end))
            index += 2
            continue
        kind = _BEFORE.get(lead, "on")
        if onward and kind == "on":  # "what did the 15th onwards bring in": from then on (set 88: the 15th alone)
            kind = "since"
        elif onward and kind in ("until", "before"):
            raise PeriodRefused(f"“{text[lead_start:end].strip()}”: up to that day, or from it on? Say one.")
        if lead == "from" and not onward:
            kind = "since"  # "from the 15th" alone: from then on
        day = mention.date
        if kind in ("since", "from"):
            _set(found, Period(day, None, f"since {day.isoformat()}"))
        elif kind == "after":
            _set(found, Period(day + dt.timedelta(days=1), None, f"after {day.isoformat()}"))
        elif kind == "before":
            _set(found, Period(None, day - dt.timedelta(days=1), f"before {day.isoformat()}"))
            found.before, found.day, found.day_said = True, day - dt.timedelta(days=1), f"before {day.isoformat()}"
        elif kind == "until":
            _set(found, Period(None, day, f"up to {day.isoformat()}"))
        elif kind == "between":
            raise PeriodRefused("Say both ends: “between the 10th and the 15th”.")
        else:
            by_today = bool(_FROM_TODAY.fullmatch(text[mention.start:mention.end].strip())) and \
                mention.before[-2:] not in (('as', 'of'), ('as', 'at'))  # "as of yesterday": as_of.py asks
            _set(found, Period(day, day, f"on {day.isoformat()}", by_today))
            found.day, found.day_said = day, f"on {day.isoformat()}"
            found.weeks_ago = bool(re.search(r"weeks?\s+ago", text[mention.start:mention.end], re.I))
        spans.append((lead_start, end))
        index += 1
    found.spans += spans
    return blank(text, spans)


def _months(text: str, today: dt.date, found: Found) -> str:
    spans = []
    for match in _MONTH_RX.finditer(text):
        word = match.group("month").lower()
        if word in ("may", "mar", "dec", "jan", "jun") and not match.group(0).lower().startswith(
                ("in ", "during ", "for ", "of ")):
            continue  # "may" the verb, "mar" the word
        month = relative_periods.MONTHS[word]
        year = int(match.group("year")) if match.group("year") else relative_periods.year_of(month, today)
        last = calendar.monthrange(year, month)[1]
        _set(found, Period(dt.date(year, month, 1), dt.date(year, month, last),
                           f"in {calendar.month_name[month]} {year}"))
        spans.append((match.start(), match.end()))
    found.spans += spans
    return blank(text, spans)


def _within(inner: Period, outer: Period) -> bool:
    """Every day of `inner` is in `outer` (an open end reaches any day)."""
    starts = outer.start is None or (inner.start is not None and outer.start <= inner.start)
    ends = outer.end is None or (inner.end is not None and inner.end <= outer.end)
    return starts and ends


_FROM_TODAY = re.compile(r"(?:to|yester)day|tonight|this\s+(?:morning|afternoon|evening)", re.I)


def _set(found: Found, period: Period) -> None:
    if found.period is None:
        found.period = period
        return
    old = found.period
    start = max((d for d in (old.start, period.start) if d), default=None)
    end = min((d for d in (old.end, period.end) if d), default=None)
    if start and end and start > end:
        raise PeriodRefused(f"“{old.said}” and “{period.said}” leave no days to count.")
    if not (_within(old, period) or _within(period, old)):
        # "last week, 23rd to 29th": said again differently, not a stretch inside another
        raise PeriodRefused(f"“{old.said}” and “{period.said}” overlap only in part; say one period.")
    for day, span in ((old, period), (period, old)):
        if day.by_today and span.start != span.end:  # "this month, after his return today": not the day alone
            raise PeriodRefused(f"“{old.said}” and “{period.said}”: that one day, or the whole stretch? Say one.")
        if day.start is not None and day.start == day.end and span.start != span.end and (day.start in (
                span.start, span.end) or None in (span.start, span.end)):
            # "the 3rd, up to the 14th": the one day, or from it to the 14th? (set 88: read as the 3rd alone)
            # "after the 10th (from the 11th on)", "since the 20th incl the 20th": that one day, or from it?
            raise PeriodRefused(f"“{old.said}” and “{period.said}”: that one day, or the whole stretch? Say one.")
    found.period = Period(start, end, f"{old.said}, {period.said}")
