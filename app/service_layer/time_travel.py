"""Past states of the shop.

- at a log position: exactly what the ledger showed right after that event (audit), read from
  the row versions the live read model keeps (app/versions.py) through TEMP VIEWs on a
  read-only connection: nothing is replayed or copied, and the live file is never written;
- as recorded at a moment: the same, at the last event entered by then;
- as of a business date: everything known now, restricted to records dated on or before it.
  When records were entered in date order around that day and nothing entered since changed an
  earlier one (the usual case), the ledger showed exactly that state at one log position, and
  that position's view is used. Otherwise it is a state the ledger never showed, so it is
  built in a database of its own (a file under `views/`, or a schema on PostgreSQL), kept while
  it is among the most recently used: the rows shown before the first record dated later (and
  not changed since), then the records after it dated up to the day (usually the few entered
  late). Only what those records change is written, laid over the live shop's row versions
  (app/projection/overlay.py: the live file attached on SQLite, the live schema on PostgreSQL);
  when they are many, the rows are copied.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Any

from app.adapters.backend import ShopTables
from app.service_layer.replay import Replayer
from app.service_layer.table_dates import TableDates
from domain.describe import describe
from domain.errors import LedgerError
from domain.moments import local_moment
from domain.records import parse_record
from domain.timeline import DateIndex, Timeline

KEEP_VIEWS = 16  # as-of-date states: the most recently used are kept
# Events after a day's base folded alone on first use; from a base further back the whole
# timeline is folded once and kept, so the next days do not fold their part again.
PARTIAL_MAX = 20_000


class TimeTravel:
    def __init__(self, replayer: Replayer):
        self.replayer = replayer
        self._log: tuple[list[Any], Timeline] | None = None  # the whole log's events and timeline
        self._dates: tuple[Timeline, DateIndex] | None = None  # its dates, indexed
        self._table_dates: tuple[int, TableDates] | None = None  # the same asked of the tables

    def _timeline(self) -> Timeline:
        """The whole log's timeline (the caller has brought the tables up to the log)."""
        self._log = self.replayer.now(self._log)
        return self._log[1]

    def _index(self, timeline: Timeline) -> DateIndex:
        if self._dates is None or self._dates[0] is not timeline:
            self._dates = (timeline, DateIndex(timeline))
        return self._dates[1]

    def position_as_of(self, day: dt.date) -> int | None:
        """The log position whose view is the shop as of `day`, if there is one. Until the
        timeline is needed, its dates are read from the tables (no fold of the log)."""
        found = self._table_index()
        index = found if found is not None else self._index(self._timeline())
        return index.position_as_of(day.isoformat())

    def _table_index(self) -> TableDates | None:
        """The dates indexed from the tables while no timeline is kept (else None)."""
        if self._log is not None:
            return None
        last = self.replayer.log.last_position()
        if self._table_dates is None or self._table_dates[0] != last:
            found = self.replayer.date_index()
            self._table_dates = None if found is None else (last, found)
        return None if self._table_dates is None else self._table_dates[1]

    def at_position(self, position: int) -> ShopTables:
        """The caller has brought the read model up to the log (Ledger.tables)."""
        last = self.replayer.log.last_position()
        if not 0 <= position <= last:
            raise LedgerError(f"The log has positions 0 to {last}; there is no position {position}.")
        return self.replayer.read_model.tables(position)

    def as_recorded(self, moment: dt.datetime) -> ShopTables:
        moment = local_moment(moment)
        # the timeline's events are every record and change (saved examples aside, which no shop table shows)
        events = self._timeline().events
        position = max((p for p, e in events.items() if e.timestamp <= moment), default=0)
        return self.at_position(position)

    def as_of_date(self, day: dt.date) -> ShopTables:
        """Records known now and dated up to `day`, replayed in log order."""
        last = self._timeline().last_position if self._log is not None else self.replayer.log.last_position()
        key = f"as-of-{day.isoformat()}-at-{last}"
        store = self.replayer.read_model
        found = store.view_tables(key)
        if found is None:
            iso = day.isoformat()
            timeline, base = self._since_base(iso)
            kept = {p: e for p, e in timeline.entries.items() if e.business_date <= iso}
            self._build(key, replace(timeline, entries=kept), what=f"as of {iso}", base=base)
            store.forget_old_views(KEEP_VIEWS)
            found = self._kept(key, f"the end of {iso}")
        return found

    def _since_base(self, day: str) -> tuple[Timeline, int]:
        """The base position for `day` and a timeline holding at least the records after it
        dated up to it. On first use after opening: those records as the tables know them when
        no change to history touched them (no fold at all), else the log after a recent base
        folded alone, else the whole log folded (and kept)."""
        index = self._table_index()
        if index is not None and (base := index.base_for_day(day)):
            late = self.replayer.late_records(base, day, index.last)
            if late is not None:
                return late, base
            found = self.replayer.headers(after=base) if index.last - base <= PARTIAL_MAX else None
            if found is not None:
                return found[1], base
        timeline = self._timeline()
        return timeline, self._index(timeline).base_for_day(day)

    def replayed_in_full(self, position: int, key: str) -> ShopTables:
        """The state at `position` replayed from the first event into its own database (for
        tests and benchmarks: the route the row versions must agree with)."""
        self._build(key, self.replayer.timeline(upto=position) if position else Timeline())
        return self._kept(key, f"position {position}")

    def _kept(self, key: str, what: str) -> ShopTables:
        found = self.replayer.read_model.view_tables(key)
        if found is None:
            raise LedgerError(f"The shop at {what} was built but cannot be found; try again.")
        return found

    def _build(self, key: str, timeline: Timeline, what: str | None = None, base: int = 0) -> None:
        """`base`: a position of the live shop whose shown rows the state starts from."""
        with self.replayer.read_model.new_view(key) as scratch, scratch.transaction() as conn:
            if what is None:
                self.replayer.replay(conn, timeline)
                return
            first = self.replayer.fill(conn, timeline, base, scratch.live_twins, overlay=scratch.overlays)
            if first:
                raise LedgerError(
                    f"The shop {what} cannot be shown: record #{first.entry.position} "
                    f"({describe(parse_record(first.entry.record))}) relies on records dated "
                    f"later ({first.error.message})"
                )
