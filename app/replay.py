"""Bringing a read-model database to a point of the log.

New records are applied one by one as they come. Any other event (a retraction, correction,
rollback, undo or redo) changes the past, so the tables are rebuilt from the records that stand
after it: the timeline fold (domain/timeline.py) says which those are.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Connection

from app import schema
from app.driver_sql import DriverSql
from app.event_log import EventLog
from app.projection import ShopProjection
from app.read_model import ReadModelFile
from domain.errors import LedgerError, RuleViolation
from domain.events import RecordEntered
from domain.timeline import Entry, Timeline, fold

Progress = Callable[[int, int], None]  # (done, total)
BATCH = 1000
EVERYTHING = 10**12


@dataclass(frozen=True)
class KeptState:
    """A past state's database file (a time-travel checkpoint) and the position it shows."""

    position: int
    path: Path


@dataclass(frozen=True)
class Failure:
    entry: Entry
    error: LedgerError


def entry_of(event: RecordEntered) -> Entry:
    return Entry(event.position, event.record, event.business_date, event.timestamp,
                 event.text, event.entered_by, event.source)


class Replayer:
    def __init__(self, log: EventLog, read_model: ReadModelFile, projection: ShopProjection):
        self.log = log
        self.read_model = read_model
        self.projection = projection

    def timeline(self, upto: int | None = None) -> Timeline:
        return fold(self.log.read(after=0, limit=upto or EVERYTHING), upto)

    def catch_up(self, conn: Connection, progress: Progress | None = None) -> int:
        """Apply what the read model has not seen, in this transaction; returns the position."""
        position = self.read_model.position(conn)
        total = self.log.last_position()
        while position < total:
            events = self.log.read(after=position, limit=BATCH)
            if not events:
                break
            if not all(isinstance(e, RecordEntered) for e in events):
                return self.replay(conn, self.timeline(), progress=progress)
            for event in events:
                self._apply(conn, entry_of(event))
                position = event.position
            if progress:
                progress(position, total)
        self.read_model.set_position(conn, position)
        return position

    def replay(self, conn: Connection, timeline: Timeline, *, progress: Progress | None = None) -> int:
        """Rebuild the tables as `timeline` says, in this transaction; returns its position."""
        self.read_model.reset(conn)
        entries = list(timeline.entries.values())
        for done, entry in enumerate(entries, start=1):
            self._apply(conn, entry)
            if progress and done % BATCH == 0:
                progress(done, len(entries))
        self.read_model.set_position(conn, timeline.last_position)
        return timeline.last_position

    def trial(self, conn: Connection, timeline: Timeline, base: KeptState | None = None) -> list[Failure]:
        """Replay `timeline`, skipping and reporting records that break a rule. For proposals:
        the caller commits only if nothing failed. With `base`, a kept past state whose records
        are the timeline's own up to its position, only the records after it are replayed."""
        self.read_model.reset(conn)
        start = 0
        if base is not None:
            _copy_rows(base.path, conn)
            start = base.position
        failures = []
        db = DriverSql(conn)
        for entry in timeline.entries.values():
            if entry.position <= start:
                continue
            try:
                with db.savepoint():
                    self.projection.apply(conn, entry)
            except RuleViolation as e:
                failures.append(Failure(entry, e))
        self.read_model.set_position(conn, timeline.last_position)
        return failures

    def _apply(self, conn: Connection, entry: Entry) -> None:
        try:
            self.projection.apply(conn, entry)
        except LedgerError as e:
            raise LedgerError(
                f"The ledger cannot be replayed at position {entry.position}: {e.message}"
            ) from e


def _copy_rows(source: Path, conn: Connection) -> None:
    """Every row of a kept state into the (emptied) tables of `conn`, inside its transaction."""
    cursor = conn.connection.driver_connection.cursor()
    with contextlib.closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as kept:
        for table in schema.metadata.sorted_tables:
            if table is schema.read_model_state:
                continue
            rows = kept.execute(f"SELECT * FROM {table.name}").fetchall()
            if rows:
                marks = ",".join("?" * len(rows[0]))
                cursor.executemany(f"INSERT INTO {table.name} VALUES ({marks})", rows)
