"""Which log position shows a business date, asked of `ledger_records` instead of a folded
timeline: the first view of a day after opening then costs two indexed queries, not a pass over
every record (`DateIndex` answers the same from the timeline once it is kept).

Only the changes to history (retractions, corrections, rollbacks, undos) come from the log:
the positions `ledger_records` has no row for.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from domain.timeline import DateIndex

# In one snapshot: the position reached (-1), the last record's (-2), and each gap between
# records' positions (where the log holds something else: a change to history), as the record
# before it (0 if none) and the record after it. Looked for only when the records are fewer than
# their last position, and then by the key: a window over every row (LAG) took 0.2-1 s at 100k
# records, this 30 ms with no gap.
SHAPE = ("SELECT -1, position FROM read_model_state UNION ALL "
         "SELECT -2, COALESCE(MAX(position), 0) FROM ledger_records UNION ALL "
         "SELECT (SELECT COALESCE(MAX(b.position), 0) FROM ledger_records b WHERE b.position < a.position), "
         "a.position FROM ledger_records a "
         "WHERE (SELECT COUNT(*) FROM ledger_records) < (SELECT MAX(position) FROM ledger_records) "
         "AND a.position > 1 AND NOT EXISTS (SELECT 1 FROM ledger_records b WHERE b.position = a.position - 1)")


def not_records(shape: list[tuple]) -> tuple[int, list[int]]:
    """From `SHAPE`'s rows: the position reached, and the positions up to it with no record."""
    last = next(p for marker, p in shape if marker == -1)
    top = next(p for marker, p in shape if marker == -2)
    gaps = [p for prev, position in shape if prev >= 0 for p in range(prev + 1, position)]
    return last, [*gaps, *range(top + 1, last + 1)]


def checked_day(day: str) -> str:
    """`day` if it is an ISO date exactly, as `date.isoformat` writes it: only a date goes into the SQL."""
    if dt.date.fromisoformat(day).isoformat() != day:
        raise ValueError(f"not an ISO date: {day!r}")
    return day


class TableDates:
    """`day`s are ISO dates (from `date.isoformat`), so they go into the SQL as they are."""

    def __init__(self, rows: Callable[[str], list[tuple]], actions: DateIndex, last: int):
        self._rows = rows  # one query of the tables as last committed
        self._actions = actions  # the changes to history (DateIndex without dates)
        self.last = last
        self._firsts: dict[str, int | None] = {}  # per day asked: a day is asked once per table shown
        self._late: dict[tuple[str, int], bool] = {}

    def position_as_of(self, day: str) -> int | None:
        """As `DateIndex.position_as_of`."""
        first_later = self._first_dated_after(day)
        if first_later is None:
            return self._actions.unchanged_after(self.last)
        if (day, first_later) not in self._late:
            self._late[(day, first_later)] = bool(self._rows(
                f"SELECT 1 FROM ledger_records WHERE position > {first_later} "
                f"AND position <= {self.last} AND business_date <= '{day}' LIMIT 1"))
        return None if self._late[(day, first_later)] else self._actions.unchanged_after(first_later - 1)

    def base_for_day(self, day: str) -> int:
        """As `DateIndex.base_for_day`."""
        first_later = self._first_dated_after(day)
        return self._actions.base_from(self.last if first_later is None else first_later - 1)

    def _first_dated_after(self, day: str) -> int | None:
        checked_day(day)
        if day not in self._firsts:
            [(found,)] = self._rows(f"SELECT MIN(position) FROM ledger_records "
                                    f"WHERE business_date > '{day}' AND position <= {self.last}")
            self._firsts[day] = found
        return self._firsts[day]


