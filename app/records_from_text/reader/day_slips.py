"""Day words spelt by sound or with a slip ("fridy", "wensday", "yestaday", "febuary"): a word
the reader cannot place, standing where a day could be, must never be passed over — the record
would be dated today. It is read as the day word only when that is unambiguous:

- it is one slip from the day word (a letter more, less, changed, or two swapped), or two from a
  long one (eight letters or more: "yesterday", "wednesday", "saturday"), and starts as it does;
- no other word the reader reads a date with is as close (checked against all of them, short
  forms and all: "mon", "sat", "morn", "ult");
- it is no word the reader knows (its own, a unit, a product) nor part of a name the shop has, is
  no plural of a day word ("mondays" says every Monday, not one), and is not written as a name
  (capitalised inside a sentence, or before another capitalised word: "Frida Olsen").

Anything else close to a day word is left unplaced, and `looks_like_a_day` lets the reader refuse
it by name instead of tolerating it as an everyday word."""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from app.records_from_text.drafts import Known
from app.records_from_text.reader.pieces import vocabulary

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("january", "february", "march", "april", "june", "july", "august", "september", "october",
           "november", "december")
# a day said in full that dates a record on its own
_DAYS = (*_WEEKDAYS, "yesterday", "today", "tomorrow", "tonight")
# what a slip may be read as: a day said in full (never a short month: "match", "jane", "duly" are words)
READABLE = (*_WEEKDAYS, *(m for m in _MONTHS if len(m) >= 6), "yesterday", "today", "tomorrow", "tonight")
_WORDS = {"sundry", "sundae", "toady", "monda"}  # words, or names, one slip from a day word
# every word the reader reads a date with, by the day it means: a slip as close to another day is
# no longer unambiguous ("tusday": Tuesday or Thursday?)
_SHORT = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "weds": "wednesday",
          "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday",
          "sun": "sunday", "jan": "january", "feb": "february", "mar": "march", "apr": "april", "jun": "june",
          "jul": "july", "aug": "august", "sep": "september", "sept": "september", "oct": "october",
          "nov": "november", "dec": "december", "yday": "yesterday", "yest": "yesterday", "ystrday": "yesterday",
          "ystdy": "yesterday", "ystday": "yesterday", "yesterdy": "yesterday", "tdy": "today", "tmrw": "tomorrow",
          "tmr": "tomorrow"}
_DATE_WORDS = {**{w: w for w in (*READABLE, *_MONTHS, "may", "morning", "morn", "afternoon", "evening", "forenoon",
                                 "night", "arvo", "day", "days", "week", "weeks", "ago", "inst", "ult", "prox")},
               **_SHORT}
_WORD = re.compile(r"(?<![\w'@.-])([A-Za-z]{4,})(?![\w'@-])")


def _allowed(day_word: str) -> int:
    return 2 if len(day_word) >= 8 else 1


def _near(word: str) -> list[tuple[int, str]]:
    """The days meant by the date words within a slip of `word`, each by its closest, closest first."""
    closest: dict[str, int] = {}
    for day, meant in _DATE_WORDS.items():
        if (d := OSA.distance(word, day)) <= _allowed(day):
            closest[meant] = min(d, closest.get(meant, d))
    return sorted((d, meant) for meant, d in closest.items())


def looks_like_a_day(word: str) -> bool:
    """A word close to a day said in full (and not one): maybe a day the reader could not read,
    closer than a slip to be read ("wendsdy", "tonite", "satdy"): starting as it does, and two
    letters off (three in a day word of seven letters or more)."""
    low = word.lower()
    if len(low) < 4 or low in _DATE_WORDS or low.rstrip("s") in _DATE_WORDS:
        return False
    return any(OSA.distance(low, day) <= _allowed(day) or low[0] == day[0] and OSA.distance(low, day) <= (
        3 if len(day) >= 7 else 2 if len(day) >= 6 else 1) for day in _DAYS)


def read_day_slips(text: str, known: Known) -> str:
    """Each day word spelt with a slip, unambiguous, written as the day word."""
    vocab = {w.lower() for w in vocabulary(known)}
    names = {part.lower() for name in [*(c["name"] for c in known.customers), *(s["name"] for s in known.suppliers)]
             for part in name.split()}

    def read(match: re.Match[str]) -> str:
        word = match.group(1)
        low = word.lower()
        if low in _DATE_WORDS or low in vocab or low in names or low in _WORDS or low.rstrip("s") in _DATE_WORDS:
            return word
        if word[0].isupper() and (not re.search(r"(?:^|[.!?:;\n]\s*)$", text[:match.start()])
                                  or re.match(r"\s+[A-Z]", text[match.end():])):
            return word  # a name, maybe: "sold Frida 2 kg", "Frida Olsen took …"
        full = [day for day in READABLE if day[0] == low[0] and OSA.distance(low, day) <= _allowed(day)]
        if len(full) != 1:
            return word  # near no day said in full ("thru" is a slip from "thur", not from "thursday")
        slip = OSA.distance(low, full[0])
        if any(meant != full[0] and d <= slip + 1 for d, meant in _near(low)):
            return word  # as close, or nearly, to another date word: which?
        return full[0]

    return _WORD.sub(read, text)
