"""Dates as shop staff write them: ISO, written ("2 Feb 2024", "February 10, 2024", "feb 25th"),
day-first slashes ("26/02", "26/02/2024") when unambiguous, a day of this month ("the 26th"),
weekdays ("on tuesday", "Sat", "last friday") and words relative to today ("yesterday", "this
morning", "3 days ago"). A weekday written beside a date must agree with it.

Written phrases are converted by `dateparser`; this module only finds them, so a date is never
guessed out of a phone number or a price, and refuses what could be two dates.
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
_SHORT_DAYS = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4,
               "sat": 5, "sun": 6}
_WEEKDAY = "(?:" + "|".join([*_WEEKDAYS, *sorted(_SHORT_DAYS, key=len, reverse=True)]) + r")\.?"
# "the twenty sixth": a day of the month said in words
_ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                  "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
                  "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
                  "nineteenth": 19, "twentieth": 20, "thirtieth": 30}

DATE = (
    r"(?P<iso>\d{4}-\d{1,2}-\d{1,2})"
    r"|(?P<slash>\d{1,2}/\d{1,2}(?:/\d{2,4})?)"
    rf"|(?P<written>(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?|{_MONTH}\s+(?:the\s+)?{_DAY}(?:,?\s+\d{{4}})?)"
    rf"|(?P<weekday>(?:last\s+|this\s+past\s+|this\s+)?{_WEEKDAY}(?:\s+(?:last|this)\s+week|\s+last\b)?)"
    # "the 22nd", "22nd's stuff"; "the 14th inst." (this month's), "ult." (last month's), "prox." (next month's)
    r"|(?P<ordinal>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+(?:inst|ult|prox)\b\.?|the\s+\d{1,2}(?:st|nd|rd|th)"
    r"|\d{1,2}(?:st|nd|rd|th)(?='s\b)"
    # "Saturday 24th", "Sat 24th": a bare ordinal right after a weekday (the two must agree)
    r"|(?:(?<=day\s)|(?<=day,\s)|" + "|".join(rf"(?<=\b{d}\s)" for d in _SHORT_DAYS) + r")\d{1,2}(?:st|nd|rd|th)"
    # "returned stuff from 21st", "bought on 27th": a bare ordinal after "from", "on" or "since"
    r"|(?:(?<=\bfrom\s)|(?<=\bon\s)|(?<=\bsince\s))\d{1,2}(?:st|nd|rd|th)"
    # "mei 1k pr 27th", "return 22nd, whole lot": a bare ordinal that nothing after it counts ("2nd crate")
    r"|(?<![\w.,/-])\d{1,2}(?:st|nd|rd|th)(?=\s*(?:[,;:!]|\.(?!\d)|$)|\s+(?:sale|all|whole|everything)\b))"
    # "the twenty sixth"; "the third" only where nothing follows it ("the first customer" is no date)
    rf"|(?P<spoken>the\s+(?:(?:twenty|thirty)[\s-]+(?:{'|'.join(_ORDINAL_WORDS)})|"
    rf"(?:{'|'.join(_ORDINAL_WORDS)})(?=\s*(?:$|[,.;:!?)]))))"
    r"|(?P<relative>today|(?:(?:the\s+)?day\s+before\s+)?yesterday|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:days?|weeks?)\s+ago|"
    r"this\s+(?:morning|afternoon|evening|forenoon|morn|am|pm)|tonight|earlier\s+today|first\s+thing|last\s+night)"
)
_DATE_RX = re.compile(rf"(?<![\w/-])(?:{DATE})(?![\w/-])", re.IGNORECASE)
DATE_RX = _DATE_RX  # for other finders that must leave a date alone
# "3/4 kg", "1 1/2 kilos": a fraction of a unit, not a date
_FRACTION = re.compile(r"\s*(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?|of\b)", re.IGNORECASE)

_RECURRING_AFTER = re.compile(r"\s+of\s+(?:each|every)\s+month\b", re.IGNORECASE)
_RECURRING_BEFORE = re.compile(r"\b(?:every|each)\s+(?:other\s+)?$", re.IGNORECASE)


@dataclass(frozen=True)
class DateMention:
    start: int
    end: int
    date: dt.date
    before: tuple[str, ...]  # up to three words just before it, lower case ("bought", "on")


def find_dates(text: str, today: dt.date, days_to_come: bool = False) -> list[DateMention]:
    """`days_to_come`: "the 20th" said on the 17th is this month's, still to come (refused), never
    last month's (what a question about "the 28th" has meant so far)."""
    found = []
    for match in _DATE_RX.finditer(text):
        if _not_a_weekday(match, text):
            continue
        if match.group("slash") and match.group(0).count("/") == 1 and _FRACTION.match(text, match.end()):
            continue
        if _RECURRING_AFTER.match(text, match.end()) or _RECURRING_BEFORE.search(text, 0, match.start()):
            continue  # "the 1st of each month", "every friday": a day that comes again, not a date
        words = re.findall(r"[a-z0-9]+", text[: match.start()].lower())
        found.append(DateMention(match.start(), match.end(), _to_date(match, today, days_to_come), tuple(words[-3:])))
    return _weekdays_beside_dates(found, text)


def _weekdays_beside_dates(found: list[DateMention], text: str) -> list[DateMention]:
    """"tuesday feb 27": one date, if the weekday agrees with it; InvalidRecord if not."""
    merged: list[DateMention] = []
    for mention in found:
        if merged and not text[merged[-1].end:mention.start].strip(" ,"):
            before = merged[-1]
            phrase_before = text[before.start:before.end].lower()
            phrase = text[mention.start:mention.end].lower()
            weekday = _weekday_of(phrase_before) if _weekday_of(phrase) is None else _weekday_of(phrase)
            day = mention.date if _weekday_of(phrase) is None else before.date
            if weekday is not None and (_weekday_of(phrase) is None) != (_weekday_of(phrase_before) is None):
                if day.weekday() != weekday:
                    raise InvalidRecord(f"{day:%d %b %Y} is a {day:%A}, not a {_WEEKDAYS[weekday].title()}")
                merged[-1] = DateMention(before.start, mention.end, day, before.before)
                continue
        merged.append(mention)
    return merged


def _weekday_of(phrase: str) -> int | None:
    word = re.sub(r"\s+(?:(?:last|this)\s+week|last)$", "", phrase).split()[-1].rstrip(".")
    if word in _WEEKDAYS:
        return _WEEKDAYS.index(word)
    return _SHORT_DAYS.get(word)


def _not_a_weekday(match: re.Match[str], text: str) -> bool:
    """"in the sun", "they sat in the cooler": a weekday's short form that is a word."""
    if not match.group("weekday") or match.group(0).lower().rstrip(".") not in _SHORT_DAYS:
        return False
    word = match.group(0).lower()
    return word == "sun" and bool(re.search(r"\bthe\s+$", text[:match.start()], re.I)) or bool(
        word == "sat" and _SAT_VERB.match(text, match.end()))


# where something sat: "sat in the sun", "sat out the back", "sat there for hours"
_SAT_VERB = re.compile(r"\s+(?:(?:in|on|under|by|around|out)\s+(?:the|a|an|our|my|its|their)\b|there\b"
                       r"|for\s+(?:ages|hours|days|too\s+long)\b)", re.I)


def _to_date(match: re.Match[str], today: dt.date, days_to_come: bool = False) -> dt.date:
    phrase = match.group(0)
    if match.group("iso"):
        try:
            return dt.date.fromisoformat("-".join(p.zfill(2) for p in phrase.split("-")))
        except ValueError:
            raise InvalidRecord(f"{phrase} is not a real date") from None
    if match.group("slash"):
        return _slashed(phrase, today)
    if match.group("weekday"):
        wanted = _weekday_of(phrase.lower())
        assert wanted is not None
        week = re.search(r"(last|this)\s+week$", phrase.lower())
        if week:  # "thursday last week": that week's Thursday (weeks start on Monday)
            monday = today - dt.timedelta(days=today.weekday() + (7 if week.group(1) == "last" else 0))
            day = monday + dt.timedelta(days=wanted)
            if day > today:
                raise InvalidRecord(f"{phrase} has not come yet")
            return day
        back = (today.weekday() - wanted) % 7
        if back == 0 and not phrase.lower().startswith("this "):
            back = 7  # "on tuesday", said on a Tuesday, is last week's
        return today - dt.timedelta(days=back)
    if match.group("ordinal"):
        month = re.search(r"(inst|ult|prox)\b", phrase.lower())
        if month:
            return _day_of_a_month(int(re.sub(r"\D", "", phrase)), today, phrase, month.group(1))
        return _day_of_month(int(re.sub(r"\D", "", phrase)), today, phrase, days_to_come)
    if match.group("spoken"):
        words = re.findall(r"[a-z]+", phrase.lower())[1:]
        tens = {"twenty": 20, "thirty": 30}.get(words[0], 0) if len(words) > 1 else 0
        return _day_of_month(tens + _ORDINAL_WORDS[words[-1]], today, phrase, days_to_come)
    lowered = phrase.lower()
    if lowered.startswith(("this ", "tonight", "earlier", "first")):
        return today
    if lowered.startswith("last"):  # "last night": the evening before the day it is said on
        return today - dt.timedelta(days=1)
    base = dt.datetime.combine(today, dt.time(12))
    text = re.sub(r"^the\s+", "", phrase, flags=re.I)
    if match.group("written") and not re.search(r"\d{4}", phrase):
        upcoming = dateparser.parse(text, languages=["en"], settings={
            "RELATIVE_BASE": base, "PREFER_DATES_FROM": "future", "REQUIRE_PARTS": ["day"]})
        if upcoming is not None and 0 < (upcoming.date() - today).days < 183:
            raise InvalidRecord(f"{phrase} (with no year) reads as {upcoming.date().isoformat()}, still to come; "
                                "write the year to mean an earlier one")
    parsed = dateparser.parse(text, languages=["en"], settings={
        "RELATIVE_BASE": base, "PREFER_DATES_FROM": "past", "REQUIRE_PARTS": ["day"],
    })
    if parsed is None:
        raise InvalidRecord(f"{phrase!r} is not a date I can read; write it as YYYY-MM-DD")
    return parsed.date()


def _slashed(phrase: str, today: dt.date) -> dt.date:
    parts = [int(p) for p in phrase.split("/")]
    day, month = parts[0], parts[1]
    year = parts[2] if len(parts) == 3 else None
    if year is not None and year < 100:
        year += 2000
    if day <= 12 and month <= 12 and day != month:
        raise InvalidRecord(f"{phrase} could be two different dates; write it as YYYY-MM-DD")
    if month > 12:  # only month-first reads it
        day, month = month, day
    try:
        if year is not None:
            return dt.date(year, month, day)
        this_year = dt.date(today.year, month, day)
    except ValueError:
        raise InvalidRecord(f"{phrase} is not a real date") from None
    if 0 < (this_year - today).days < 183:  # "3/3" on 29 Feb is next week's, as "3 March" is: not last year's
        raise InvalidRecord(f"{phrase} (with no year) reads as {this_year.isoformat()}, still to come; "
                            "write the year to mean an earlier one")
    return this_year if this_year <= today else this_year.replace(year=today.year - 1)


def _day_of_month(day: int, today: dt.date, phrase: str, days_to_come: bool = False) -> dt.date:
    """"the 26th": this month's, or last month's if this month's is still to come (refused instead
    with `days_to_come`). A day this month does not have ("the 31st" in February) is refused: last
    month's, or a slip?"""
    try:
        found = today.replace(day=day)
    except ValueError:
        raise InvalidRecord(f"{today:%B} has no {phrase.removeprefix('the ')}; write the date in full "
                            "(YYYY-MM-DD)") from None
    if found > today and days_to_come:
        raise InvalidRecord(f"{phrase} ({found.isoformat()}) has not come yet")
    if found > today:
        previous = (today.replace(day=1) - dt.timedelta(days=1))
        try:
            found = previous.replace(day=day)
        except ValueError:
            raise InvalidRecord(f"{phrase} is not a day of this month or the last") from None
    return found


def _day_of_a_month(day: int, today: dt.date, phrase: str, month: str) -> dt.date:
    """"the 14th inst.": that day of this month ("ult.": of the last); "prox." is next month's, to come."""
    if month == "prox":
        raise InvalidRecord(f"{phrase} is next month and has not come yet")
    first = today.replace(day=1)
    if month == "ult":
        first = (first - dt.timedelta(days=1)).replace(day=1)
    try:
        found = first.replace(day=day)
    except ValueError:
        raise InvalidRecord(f"{first:%B} has no {phrase.removeprefix('the ')}; write the date in full "
                            "(YYYY-MM-DD)") from None
    if found > today:
        raise InvalidRecord(f"{phrase} has not come yet")
    return found
