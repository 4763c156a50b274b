"""A period the records cannot speak for (sets 40, 42): "sales in March" asked in February (read as last
March, before the shop's first record), "the week of the 19th" asked on the 14th (read as last month's),
"after today" (a stretch with no end, from a day still to come). Nothing is recorded there, so a 0 would
be an answer about days the ledger never saw: the question is refused, saying where the records start."""

from __future__ import annotations

import datetime as dt

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer


def check(query: Query, today: dt.date, first_day: dt.date | None) -> None:
    period = query.period
    if period is None:
        return
    # a stretch from a day still to come on ("after today"): no end, nothing in it yet (a named period still
    # to come, "this weekend" asked on a Friday, is answered as it stands: nothing taken yet)
    if period.start is not None and period.start > today and period.end is None:
        raise CannotAnswer(f"“{period.said}” has not started yet (today is {today.isoformat()}).")
    if first_day is not None and period.end is not None and period.end < first_day:
        raise CannotAnswer(f"“{period.said}” is before the records start ({first_day.isoformat()}); "
                           "nothing is recorded then.")
