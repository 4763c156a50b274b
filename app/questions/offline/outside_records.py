"""A period the records cannot speak for (sets 40, 42): "sales in March" asked in February (read as last
March, before the shop's first record), "the week of the 19th" asked on the 14th (read as last month's),
"after today" (a stretch with no end, from a day still to come). Nothing is recorded there, so a 0 would
be an answer about days the ledger never saw: the question is refused, saying where the records start."""

from __future__ import annotations

import datetime as dt
import re

from app.questions.offline.query import PER_DAY, Period, Query
from app.questions.offline.words import CannotAnswer, family

_DAYS_SHOWN = re.compile(r"\s*\(\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\)$")




def check(query: Query, today: dt.date, first_day: dt.date | None) -> None:
    _every_day_so_far(query, today, first_day)
    period = query.period
    if period is None:
        return
    _so_far(query, today)
    # a stretch from a day still to come on ("after today"): no end, nothing in it yet (a named period still
    # to come, "this weekend" asked on a Friday, is answered as it stands: nothing taken yet)
    if period.start is not None and period.start > today and period.end is None:
        raise CannotAnswer(f"“{period.said}” has not started yet (today is {today.isoformat()}).")
    if first_day is not None and period.end is not None and period.end < first_day:
        raise CannotAnswer(f"“{period.said}” is before the records start ({first_day.isoformat()}); "
                           "nothing is recorded then.")


def _so_far(query: Query, today: dt.date) -> None:
    """A period still running ("this month" asked on the 6th) is counted to today, and the answer says
    so: "this month so far (2024-02-01 to 2024-02-06)", not the whole month's dates over six days'
    takings. A stock or a price at the end of such a period is refused before this (as_of.still_to_come)."""
    period = query.period
    if period is None or period.start is None or period.end is None or not period.start <= today < period.end \
            or family(query.measure) == "state":
        return
    said = _DAYS_SHOWN.sub("", period.said)
    query.period = Period(period.start, today, f"{said} so far ({period.start.isoformat()} to {today.isoformat()})")


def _every_day_so_far(query: Query, today: dt.date, first_day: dt.date | None) -> None:
    """"What do we take on an average Saturday", "average takings per day" with no period said: over every day
    the records speak for, from the first to today, said back with its dates ("since the records start
    (2024-02-01 to 2024-02-29)"). A stretch with one end said ("up to the 10th") is closed the same way."""
    period = query.period
    if query.measure not in PER_DAY or first_day is None or first_day > today:
        return
    if period is None:
        query.period = Period(first_day, today, f"since the records start ({first_day.isoformat()} to "
                                                f"{today.isoformat()})")
    elif period.start is None and period.end is not None and period.end >= first_day:
        query.period = Period(first_day, period.end, f"{period.said} ({first_day.isoformat()} to "
                                                     f"{period.end.isoformat()})")
    elif period.end is None and period.start is not None and period.start <= today:
        query.period = Period(period.start, today, f"{period.said} ({period.start.isoformat()} to "
                                                   f"{today.isoformat()})")
