"""The days an average per day is taken over, said with it (set 28): "average daily takings in February,
taken over all 29 calendar days", "… on weekdays, over all 21 weekdays". That is what an average per day
is already (the period's calendar days, or those of the weekdays said); the number is checked against
the days counted, and a different one is refused, never read past."""

from __future__ import annotations

import datetime as dt
import re

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer

_OVER = re.compile(r",?\s*\b(?:(?:taken|averaged|spread|worked\s+out)\s+)?(?:over|across)\s+(?:all\s+)?(?:the\s+)?"
                   r"(?P<n>\d{1,3})\s+(?P<kind>calendar\s+days|days|weekdays|week\s+days)\b(?!\s+of\b)", re.I)
_WEEKDAYS = (0, 1, 2, 3, 4)


def plain(text: str) -> tuple[str, re.Match[str] | None]:
    said = _OVER.search(text)
    return (text[:said.start()] + " " + text[said.end():], said) if said else (text, None)


def check(query: Query, said: re.Match[str] | None) -> None:
    if said is None:
        return
    words = said.group(0).strip(" ,")
    period = query.period
    weekdays = "week" in said.group("kind").lower().replace("weekday", "week day")
    if query.measure != "average_per_day" or period is None or period.start is None or period.end is None or (
            weekdays and tuple(query.weekdays) != _WEEKDAYS) or (not weekdays and query.weekdays):
        raise CannotAnswer(f"“{words}”: I count those days for an average of takings per day over a stretch of "
                           "days, as it is asked.")
    days = [period.start + dt.timedelta(days=k) for k in range((period.end - period.start).days + 1)]
    counted = sum(1 for d in days if not query.weekdays or d.weekday() in query.weekdays)
    if counted != int(said.group("n")):
        raise CannotAnswer(f"“{words}”: there are {counted} such days {period.said}, not {said.group('n')}.")
