"""The append-only event log, kept by the eventsourcing library.

Nothing here updates or deletes a stored event: the only write is `append`, and the library's
(originator_id, originator_version) key refuses a second event at a position already taken.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from eventsourcing.application import Application
from eventsourcing.persistence import IntegrityError

from domain.errors import LedgerError
from domain.events import LEDGER_ID, RecordEntered

if TYPE_CHECKING:
    from app.config.database import Postgres


class PositionTaken(LedgerError):
    """Another writer appended at the same position first."""


class EventLog:
    def __init__(self, env: dict[str, str]):
        self._app: Application = Application(env=env)
        self._seen: list[Any] = []  # every event read so far; the one at position p is [p - 1]
        self._reading = threading.Lock()  # the window reads on two pools: the tail is added once

    @classmethod
    def sqlite(cls, path: Path) -> EventLog:
        return cls(
            {
                "PERSISTENCE_MODULE": "eventsourcing.sqlite",
                "SQLITE_DBNAME": str(path),
                "SQLITE_LOCK_TIMEOUT": "30",
            }
        )

    @classmethod
    def postgres(cls, db: Postgres) -> EventLog:
        """The library's PostgreSQL persistence, in the shop's schema (made here if new). Tills
        starting at the same moment take turns: the library (re)creates its table, type and
        function on every start, and two doing it at once collide ("tuple concurrently updated")."""
        from app.adapters.postgres.connect import make_engine

        engine = make_engine(db.url, pool_size=1)
        lock = {"key": db.schema}
        try:  # a session-level lock, on a connection of its own with no transaction to manage
            with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                conn.exec_driver_sql("SELECT pg_advisory_lock(hashtext(%(key)s))", lock)
                try:
                    conn.exec_driver_sql(f'CREATE SCHEMA IF NOT EXISTS "{db.schema}"')
                    return cls(db.log_env())
                finally:
                    conn.exec_driver_sql("SELECT pg_advisory_unlock(hashtext(%(key)s))", lock)
        finally:
            engine.dispose()

    @classmethod
    def in_memory(cls) -> EventLog:
        return cls({"PERSISTENCE_MODULE": "eventsourcing.popo"})

    def append(self, events: Sequence[RecordEntered]) -> None:
        """Append all of `events` in one transaction, or none of them."""
        try:
            self._app.save(*events)
        except IntegrityError:
            raise PositionTaken(
                "Someone else recorded at the same moment; nothing was saved, please try again."
            ) from None

    def read(self, after: int = 0, limit: int = 1000) -> list[Any]:
        """The events after position `after`, at most `limit` of them. Served from the events
        already read: the log is append-only and gapless, so they never change and only the
        tail is new (deserialising the whole log again cost seconds at 100k events). A range
        beyond them is read alone, not from the first event."""
        if after > len(self._seen):
            stored = self._app.recorder.select_events(LEDGER_ID, gt=after, lte=after + limit)
            return [self._app.mapper.to_domain_event(s) for s in stored]
        if after + limit > len(self._seen):
            with self._reading:
                stored = self._app.recorder.select_events(LEDGER_ID, gt=len(self._seen), limit=10**12)
                self._seen.extend(self._app.mapper.to_domain_event(s) for s in stored)
        return self._seen[after:after + limit]

    def at(self, positions: Iterable[int]) -> dict[int, Any]:
        """The events at these positions: one read per run of consecutive positions."""
        found: dict[int, Any] = {}
        wanted = sorted(set(positions))
        start = 0
        for index in range(1, len(wanted) + 1):
            if index == len(wanted) or wanted[index] != wanted[index - 1] + 1:
                first, last = wanted[start], wanted[index - 1]
                found.update((e.position, e) for e in self.read(after=first - 1, limit=last - first + 1))
                start = index
        return found

    def last_position(self) -> int:
        last = self._app.recorder.select_events(LEDGER_ID, desc=True, limit=1)
        return last[0].originator_version if last else 0

    def close(self) -> None:
        if self._app is None:
            return
        self._app.close()
        # Let the library's PostgreSQL datastore go now: its __del__ fails if it is left for the
        # interpreter's shutdown (module globals already gone).
        self._app = None  # type: ignore[assignment]
