"""A weekday in a note that says a standing arrangement ("Hillside deliveries Tues only from now on",
"ABC comes Fridays only", "closed Mondays going forward"): the day names when the arrangement falls,
week after week, not the day the news happened. Such a weekday does not date the note; it keeps today's
date and the day stays in its text."""

from __future__ import annotations

import re

from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.dates import DateMention

_WEEKDAY = re.compile(r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?", re.I)
# what says the arrangement stands from now: "from now on", "going forward", "until further notice", "onwards"
_STANDING = re.compile(r"\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on|henceforth|onwards?|until\s+further"
                       r"\s+notice|till\s+further\s+notice|every\s+week|each\s+week|weekly)\b", re.I)


def standing_days(clause: Clause, mentions: list[DateMention]) -> list[DateMention]:
    """The note's dates, without the weekdays said as a standing arrangement: the weekday followed by
    "only" or said in a note that says the arrangement stands from now on."""
    weekdays = [i for i, (t, used) in enumerate(zip(clause.tokens, clause.used))
                if used == "date" and _WEEKDAY.fullmatch(t.text)]
    if not weekdays or len(weekdays) != sum(used == "date" for used in clause.used):
        return mentions  # a day said otherwise ("on the 27th") keeps its meaning
    if _STANDING.search(clause.text) or all(clause.low(i + 1) == "only" for i in weekdays):
        return []
    return mentions
