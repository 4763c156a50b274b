"""Past states of the shop.

- at a log position: exactly what the ledger showed right after that event (audit), read from
  the row versions the live read model keeps (app/versions.py) through TEMP VIEWs on a
  read-only connection: nothing is replayed or copied, and the live file is never written;
- as recorded at a moment: the same, at the last event entered by then;
- as of a business date: everything known now, restricted to records dated on or before it.
  That is a state the ledger never showed, so it is replayed into its own file under `views/`,
  kept while it is among the most recently used.
"""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
import uuid
from dataclasses import replace
from pathlib import Path

from app import versions
from app.read_model import ReadModelFile
from app.readonly_sql import Tables
from app.replay import Replayer
from domain.describe import describe
from domain.errors import LedgerError
from domain.records import parse_record
from domain.timeline import Timeline, fold

KEEP_VIEWS = 16  # as-of-date states: the most recently used are kept


class TimeTravel:
    def __init__(self, replayer: Replayer, views_dir: Path):
        self.replayer = replayer
        self.views_dir = views_dir

    def at_position(self, position: int) -> Tables:
        """The caller has brought the read model up to the log (Ledger.tables)."""
        last = self.replayer.log.last_position()
        if not 0 <= position <= last:
            raise LedgerError(f"The log has positions 0 to {last}; there is no position {position}.")
        return Tables(self.replayer.read_model.path, versions.views_at(position))

    def as_recorded(self, moment: dt.datetime) -> Tables:
        if moment.tzinfo is None:
            moment = moment.astimezone()  # a local wall-clock time, as people say it
        events = self.replayer.log.read(after=0, limit=10**12)
        position = max((e.position for e in events if e.timestamp <= moment), default=0)
        return self.at_position(position)

    def as_of_date(self, day: dt.date) -> Tables:
        """Records known now and dated up to `day`, replayed in log order."""
        timeline = fold(self.replayer.log.read(after=0, limit=10**12))
        kept = {p: e for p, e in timeline.entries.items() if e.business_date <= day.isoformat()}
        path = self.views_dir / f"as-of-{day.isoformat()}-at-{timeline.last_position}.sqlite"
        if path.exists():
            os.utime(path)  # most recently used
        else:
            self._build(path, replace(timeline, entries=kept), what=f"as of {day.isoformat()}")
            self._forget_old_views()
        return Tables(path)

    def replayed_in_full(self, position: int, path: Path) -> Path:
        """The state at `position` replayed from the first event into its own file (for tests
        and benchmarks: the route the row versions must agree with)."""
        self._build(path, self.replayer.timeline(upto=position) if position else Timeline())
        return path

    def _build(self, path: Path, timeline: Timeline, what: str | None = None) -> None:
        self.views_dir.mkdir(parents=True, exist_ok=True)
        scratch = ReadModelFile(path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp"))
        try:
            with scratch.transaction() as conn:
                if what is None:
                    self.replayer.replay(conn, timeline)
                else:
                    failures = self.replayer.trial(conn, timeline)
                    if failures:
                        first = failures[0]
                        raise LedgerError(
                            f"The shop {what} cannot be shown: record #{first.entry.position} "
                            f"({describe(parse_record(first.entry.record))}) relies on records dated "
                            f"later ({first.error.message})"
                        )
            scratch.close()
            with sqlite3.connect(scratch.path) as conn:  # one self-contained file, no -wal/-shm
                conn.execute("PRAGMA journal_mode = DELETE")
            os.replace(scratch.path, path)  # readers never see a half-built state
        finally:
            scratch.delete()

    def _forget_old_views(self) -> None:
        kept = sorted(self.views_dir.glob("as-of-*.sqlite"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in kept[KEEP_VIEWS:]:
            old.unlink(missing_ok=True)
