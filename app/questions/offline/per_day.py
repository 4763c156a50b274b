"""The days an average per day is over ("average takings per day this week", "what do we take on an average
Saturday"): the calendar days of the period, only the weekdays asked for. Grouped by weekday ("which weekday
has the best average day's takings"), each weekday's total is over its own number of such days, not over
all of them (which had made Thursday's average 4.18 where it is 24.22); grouped by day, week or month an
average per day is asked back."""

from __future__ import annotations

import datetime as dt
from collections import Counter

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer


def days(query: Query) -> list[dt.date]:
    period = query.period
    if period is None or period.start is None or period.end is None:
        raise CannotAnswer("An average per day needs the days counted: ask for a week, a month or dates.")
    every = [period.start + dt.timedelta(days=k) for k in range((period.end - period.start).days + 1)]
    found = [d for d in every if not query.weekdays or d.weekday() in query.weekdays]  # "an average Saturday"
    if not found:
        raise CannotAnswer("There are no such days to average over.")
    return found


def divisor(query: Query, weekday_of_sale: str) -> str:
    """The SQL the total is divided by: a count of days, or, by weekday, that weekday's count."""
    if query.group in ("day", "week", "month"):
        raise CannotAnswer(f"An average per day by {query.group}: ask for each {query.group}'s total, or for the "
                           "average per day over one of them.")
    counted = days(query)
    if query.group != "weekday":
        return str(len(counted))
    each = Counter(d.weekday() for d in counted)
    # an aggregate of the group's rows (all one weekday): PostgreSQL takes no bare column of a grouped date
    return "MAX(CASE " + weekday_of_sale + " " + " ".join(f"WHEN {i} THEN {n}" for i, n in sorted(each.items())) + \
        " END)"
