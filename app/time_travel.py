"""Past states of the shop, each built into its own database file beside the live one.

- at a log position: exactly what the ledger showed right after that event (audit);
- as recorded at a moment: the same, at the last event entered by then;
- as of a business date: everything known now, restricted to records dated on or before it.

A position's view never changes (the log is append-only), so it is built once and kept under
`views/` in the data folder; the live read model is never touched.
"""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
import uuid
from dataclasses import replace
from pathlib import Path

from app.read_model import ReadModelFile
from app.replay import Replayer
from domain.describe import describe
from domain.errors import LedgerError
from domain.records import parse_record
from domain.timeline import Timeline, fold


class TimeTravel:
    def __init__(self, replayer: Replayer, views_dir: Path):
        self.replayer = replayer
        self.views_dir = views_dir

    def at_position(self, position: int) -> Path:
        last = self.replayer.log.last_position()
        if not 0 <= position <= last:
            raise LedgerError(f"The log has positions 0 to {last}; there is no position {position}.")
        path = self.views_dir / f"at-{position}.sqlite"
        if not path.exists():
            self._build(path, self.replayer.timeline(upto=position) if position else Timeline())
        return path

    def as_recorded(self, moment: dt.datetime) -> Path:
        if moment.tzinfo is None:
            moment = moment.astimezone()  # a local wall-clock time, as people say it
        events = self.replayer.log.read(after=0, limit=10**12)
        position = max((e.position for e in events if e.timestamp <= moment), default=0)
        return self.at_position(position)

    def as_of_date(self, day: dt.date) -> Path:
        """Records known now and dated up to `day`, replayed in log order."""
        timeline = fold(self.replayer.log.read(after=0, limit=10**12))
        kept = {p: e for p, e in timeline.entries.items() if e.business_date <= day.isoformat()}
        dated = replace(timeline, entries=kept)
        path = self.views_dir / f"as-of-{day.isoformat()}-at-{timeline.last_position}.sqlite"
        if not path.exists():
            self._build(path, dated, what=f"as of {day.isoformat()}")
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
            os.replace(scratch.path, path)  # readers never see a half-built view
        finally:
            scratch.delete()
