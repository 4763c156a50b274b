""""as of today", "as at today", "as of now" said beside a stretch of time ("so far this month, as of
today", "month-to-date turnover as at today"): the records are read as they stand today already, so it
is not a day of its own. Set 18 read it as the day itself and answered that one day's takings.

"as of the 15th" said on the 15th is the same "as of today". Any other "as of <day>" on a total (takings,
profit, sales) is refused: the total up to that day, or that day alone? Set 30 read "As of the 15th,
the takings so far this month" as the 15th's takings. A stock or a price "as of" a day is its end."""

from __future__ import annotations

import datetime as dt
import re

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer
from app.records_from_text.reader.dates import find_dates
from domain.errors import InvalidRecord

_AS_OF_TODAY = re.compile(r"\s*[,;(-]?\s*\b(?:going\s+by\s+the\s+(?:books|records)\s+)?as\s+(?:of|at)\s+(?:today|now)\b"
                          r"\s*[,;)]?", re.I)
_STRETCH = re.compile(r"\b(?:month|week|year|so\s+far|to\s+date|since|from|between)\b", re.I)
_AS_OF = re.compile(r"\s*[,;(-]?\s*\bas\s+(?:of|at)\s+$", re.I)


def plain(text: str) -> str:
    """The text without an "as of today" that only says when the stretch beside it is read."""
    if not _STRETCH.search(_AS_OF_TODAY.sub(" ", text)):
        return text
    return _AS_OF_TODAY.sub(" ", text)


def dated(text: str, today: dt.date) -> tuple[str, str]:
    """The text without an "as of <today's date>" beside a stretch; else the "as of <day>" said, if any
    (for `check`)."""
    try:
        mentions = find_dates(text, today)
    except InvalidRecord:
        return text, ""  # the periods refuse it, naming it
    for mention in mentions:
        lead = _AS_OF.search(text[:mention.start])
        if lead is None:
            continue
        rest = text[:lead.start()] + " " + text[mention.end:]
        if mention.date == today and _STRETCH.search(rest):
            return rest, ""
        return text, text[lead.start():mention.end].strip(" ,;(-")
    return text, ""


def check(said: str, family: str) -> None:
    """A total "as of" a day: up to it, or on it? A stock or a price is read at the day's end."""
    if said and family != "state":
        raise CannotAnswer(f"“{said}”: the total up to and including that day, or that day alone? Say “from … to "
                           "…” or “on …”.")


def still_to_come(query: Query, today: dt.date) -> None:
    """A stock or a price at the end of a day still to come ("at the end of this week" on a Tuesday,
    "at month end" on the 6th) is not known yet: answered, today's figure would go out under that day's
    name."""
    if query.as_of is not None and query.as_of > today:
        raise CannotAnswer(f"The end of {query.as_of.isoformat()} has not come yet, so the "
                           f"{query.measure.replace('_', ' ')} then is not known; ask for it now.")
