"""Bringing a read-model database to a point of the log.

New records are applied one by one as they come. Any other event (a retraction, correction,
rollback, undo or redo) changes the past, so the tables are rebuilt from the records that stand
after it (the timeline fold, domain/timeline.py, says which those are), starting from the rows
shown just before the first record it touches (app/versions.py), and the row versions settled.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Connection

from app.adapters.backend import ReadModel
from app.adapters.event_log import EventLog
from app.projection import saved_examples, versions
from app.projection.bulk import collector_paused
from app.projection.driver_sql import DriverSql
from app.projection.memory_store import MemoryStore
from app.projection.overlay_store import OverlayStore
from app.projection.set_aside_indexes import IndexesSetAside
from app.projection.shop import ShopProjection
from app.projection.store import ShopStore, SqlStore
from app.service_layer.table_dates import SHAPE, TableDates, checked_day, not_records
from domain.errors import LedgerError, RuleViolation
from domain.events import (
    LEDGER_ID,
    NOT_ACTIONS,
    ExampleSaved,
    RecordCorrected,
    RecordEntered,
)
from domain.timeline import STANDING, DateIndex, Entry, Timeline, entry_of, fold, touched, with_records

Progress = Callable[[int, int], None]  # (done, total)
BATCH = 1000
EVERYTHING = 10**12
REVERT_AT_MOST = 20_000  # records after the base; beyond, copying the whole state is no slower
IN_MEMORY_FROM = 500  # events behind: from there on, applied in memory and written in bulk
OVERLAY_MAX = 500  # records a past state lays over a base's rows; beyond, the base is copied


@dataclass(frozen=True)
class Failure:
    entry: Entry
    error: LedgerError


_HEADERS = ("SELECT 0, NULL, NULL, NULL, NULL, position FROM read_model_state UNION ALL "
            "SELECT position, recorded_at, business_date, entered_by, source, NULL FROM ledger_records")


def _header(row: Any) -> RecordEntered:
    """A record's event without its content (`Replayer.headers`)."""
    position, recorded_at, business_date, entered_by, source = row
    return RecordEntered(LEDGER_ID, position, dt.datetime.fromisoformat(recorded_at), None,  # type: ignore[arg-type]
                         str(business_date), None, entered_by, source)


class Replayer:
    def __init__(self, log: EventLog, read_model: ReadModel, projection: ShopProjection):
        self.log = log
        self.read_model = read_model
        self.projection = projection

    def timeline(self, upto: int | None = None) -> Timeline:
        return fold(self.log.read(after=0, limit=upto or EVERYTHING), upto)

    def headers(self, conn: Connection | None = None, after: int = 0) -> tuple[list[Any], Timeline] | None:
        """The log and its timeline as the caught-up tables know them, without reading the log
        whole: each record's event from its `ledger_records` row, its content left out (None;
        `with_contents` reads it where it is needed), and only the other events (changes to
        history, saved examples) and the original of each corrected record read from the log.
        None if a record has no row (the caller then folds the log). Without `conn`, the tables
        as last committed are read without the writers' lock. With `after`, only the log after
        that position, folded alone: its records' entries are right when nothing after it
        changed a record before it (`DateIndex.base_for_day` chooses such a position)."""
        # One statement, so one snapshot; plain tuples: 100k rows in a blink.
        query = _HEADERS + (f" WHERE position > {int(after)}" if after else "")
        rows = (self.read_model.snapshot_rows(query) if conn is None
                else conn.exec_driver_sql(query).cursor.fetchall())
        last = next(row[5] for row in rows if row[0] == 0)  # the state's row (records start at 1)
        known = {row[0]: row[:5] for row in rows if row[0]}
        real = self.log.at(p for p in range(after + 1, last + 1) if p not in known)
        if any(isinstance(e, RecordEntered) for e in real.values()) or len(known) + len(real) != last - after:
            return None
        real.update(self.log.at(e.target for e in real.values() if isinstance(e, RecordCorrected)))
        events = [real.get(p) or _header(known[p]) for p in range(after + 1, last + 1)]
        try:
            return events, fold(events)
        except ValueError:  # an undo or redo of an action before `after`: only the whole log folds
            return None

    def late_records(self, after: int, day: str, last: int) -> Timeline | None:
        """The records after position `after` dated up to `day` (an ISO date), as the tables
        as last committed know them, their content left out (`with_contents` reads it): what an
        as-of-date view applies on its base's rows, with no fold of the log after it. None if a
        change to history touched one of them (its content or status then needs the fold)."""
        day = checked_day(day)
        rows = self.read_model.snapshot_rows(
            "SELECT position, recorded_at, business_date, entered_by, source, status, changed_by, "
            f"changed_by_staff, reason FROM ledger_records WHERE position > {int(after)} "
            f"AND position <= {int(last)} AND business_date <= '{day}' ORDER BY position")
        if any(row[5] != STANDING or row[6] is not None for row in rows):
            return None
        entries = {row[0]: Entry(row[0], None, str(row[2]), dt.datetime.fromisoformat(row[1]),  # type: ignore[arg-type]
                                 None, row[3], row[4]) for row in rows}
        return Timeline(entries=entries, last_position=last)

    def date_index(self) -> TableDates | None:
        """Which position shows a business date, asked of the tables as last committed
        (`TableDates`): only the changes to history read from the log, so a first
        business-date view after opening folds nothing. None where `headers` would be."""
        last, missing = not_records(self.read_model.snapshot_rows(SHAPE))
        real = self.log.at(missing)
        if any(isinstance(e, RecordEntered) for e in real.values()) or len(real) != len(missing):
            return None
        gone = set(missing)

        def event_at(position: int) -> Any:  # an undo's target: a change, or a record (its header)
            if 0 < position <= last and position not in gone:
                return RecordEntered(LEDGER_ID, position, dt.datetime.min, None,  # type: ignore[arg-type]
                                     "", None, "", "")
            return real.get(position)

        actions = [(at, min(changed)) for at, event in real.items()
                   if not isinstance(event, NOT_ACTIONS) and (changed := touched(event, event_at))]
        return TableDates(self.read_model.snapshot_rows, DateIndex.of([], actions, last), last)

    def now(self, kept: tuple[list[Any], Timeline] | None,
            conn: Connection | None = None) -> tuple[list[Any], Timeline]:
        """The log (records as headers) and its timeline as they stand: `kept` (an earlier one)
        extended by the records appended since, the log being append-only; else (first use, or
        a change to history appended since) from the tables (`headers`), else the log folded."""
        last = self.log.last_position()
        if kept is not None and kept[1].last_position <= last:
            events, timeline = kept
            if timeline.last_position == last:
                return kept
            tail = self.log.read(after=timeline.last_position, limit=last - timeline.last_position)
            longer = with_records(timeline, tail)
            if longer is not None and longer.last_position == last:
                return [*events, *tail], longer
        found = self.headers(conn)
        if found is None:
            events = self.log.read(after=0, limit=EVERYTHING)
            found = events, fold(events)
        return found

    def with_contents(self, timeline: Timeline, after: int) -> Timeline:
        """`timeline` with the content of every record after position `after` read from the log
        (the entries `headers` left without it)."""
        missing = [p for p, e in timeline.entries.items() if p > after and e.record is None]
        if not missing:
            return timeline
        events = self.log.at(missing)
        entries = dict(timeline.entries)
        for p in missing:
            event = events[p]
            entries[p] = replace(entries[p], record=event.record, text=event.text, decision=event.decision)
        return replace(timeline, entries=entries)

    def catch_up(self, conn: Connection, progress: Progress | None = None, *, in_memory: bool = False,
                 set_aside: IndexesSetAside | None = None) -> int:
        """Apply what the read model has not seen, in this transaction; returns the position.
        Far behind (a rebuild, a log copied from elsewhere), the records are applied in memory
        and written in bulk (app/projection/memory_store.py); a change to the past in between
        is written first, replayed on the tables, and read back."""
        position = self.read_model.position(conn)
        total = self.log.last_position()
        in_memory = in_memory or total - position >= IN_MEMORY_FROM
        with collector_paused(in_memory):
            return self._catch_up(conn, position, total, in_memory, progress, set_aside)

    def _catch_up(self, conn: Connection, position: int, total: int, in_memory: bool,
                  progress: Progress | None, set_aside: IndexesSetAside | None) -> int:
        store: ShopStore = MemoryStore.load(conn, position) if in_memory else SqlStore(conn)
        while position < total:
            events = self.log.read(after=position, limit=BATCH)
            if not events:
                break
            for event in events:
                if isinstance(event, RecordEntered):
                    self._apply(store, entry_of(event))
                elif isinstance(event, ExampleSaved):
                    saved_examples.apply(conn, event)
                elif isinstance(store, MemoryStore):
                    store.flush(conn)
                    if set_aside:  # the change is replayed on the tables, by their indexes
                        set_aside.restore()
                    self._change_from_log(conn, event.position)
                    store = MemoryStore.load(conn, event.position)
                else:
                    self._change_from_log(conn, event.position)
                position = event.position
            if progress:
                progress(position, total)
        if isinstance(store, MemoryStore):
            store.flush(conn)
        self.read_model.set_position(conn, position)
        return position

    @staticmethod
    def store_for(conn: Connection, position: int, records: int) -> ShopStore:
        """Where a batch of new records is applied: in memory when it is big next to the shop
        (loading the shop costs about what a twentieth of it would cost applied one by one)."""
        if records >= max(IN_MEMORY_FROM, position // 20):
            return MemoryStore.load(conn, position)
        return SqlStore(conn)

    def rebuild(self, conn: Connection, progress: Progress | None = None) -> int:
        """The live read model from nothing, row versions included, in this transaction."""
        versions.drop(conn)
        saved_examples.drop(conn)
        self.read_model.reset(conn)
        versions.install(conn)
        saved_examples.install(conn)
        with IndexesSetAside(conn) as set_aside:
            return self.catch_up(conn, progress, in_memory=True, set_aside=set_aside)

    def replay(self, conn: Connection, timeline: Timeline, *, progress: Progress | None = None) -> int:
        """Tables as `timeline` says, from the first event, without row versions (for a past
        state's own file); returns its position."""
        self.read_model.reset(conn)
        store = MemoryStore.load(conn, 0)
        entries = list(self.with_contents(timeline, 0).entries.values())
        with collector_paused():
            for done, entry in enumerate(entries, start=1):
                self._apply(store, entry)
                if progress and done % BATCH == 0:
                    progress(done, len(entries))
            store.flush(conn)
        self.read_model.set_position(conn, timeline.last_position)
        return timeline.last_position

    def trial(self, conn: Connection, timeline: Timeline, base: int | None = None) -> list[Failure]:
        """Rebuild the tables as `timeline` says, skipping and reporting records that break a
        rule. For proposals: the caller settles the versions and commits only if nothing failed.
        With `base` (from `base_for`), only the records after it are replayed, on top of the
        rows shown at that position."""
        self.read_model.reset(conn)
        start = 0
        if base:
            versions.copy_state(conn, base)
            start = base
        timeline = self.with_contents(timeline, start)
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

    def fill(self, conn: Connection, timeline: Timeline, base: int = 0, source: str = "",
             overlay: bool = False) -> Failure | None:
        """Tables as `timeline` says, for a past state's own database: the rows shown at `base`
        in the live shop's row versions (`source`: where this connection reads them), then the
        records after it applied. With `overlay` (the past state can read the live shop in
        place) and few such records, only what they change is kept, laid over the base's rows
        (app/projection/overlay.py); otherwise the base's rows are copied and the records applied
        on top (in memory when they are many). Stops at the first record that breaks a rule and
        returns it."""
        if base and source:  # rows shown at `base` only once the live tables have applied it
            applied = conn.exec_driver_sql(f"SELECT MAX(position) FROM {source}read_model_state").scalar()
            base = base if applied is not None and applied >= base else 0
        later = [e for e in self.with_contents(timeline, base).entries.values() if e.position > base]
        store: ShopStore
        if base and overlay and len(later) < OVERLAY_MAX:
            self.read_model.reset_for_overlay(conn)
            store = OverlayStore.on(conn, base, source)
        else:
            self.read_model.reset(conn)
            if base:
                versions.copy_state(conn, base, source)
            store = self.store_for(conn, base, len(later))
        with collector_paused(isinstance(store, MemoryStore)):
            for entry in later:
                try:
                    with store.savepoint():
                        self.projection.apply_to(store, entry)
                except RuleViolation as e:
                    return Failure(entry, e)
            if isinstance(store, OverlayStore):
                store.write_overlay()
            elif isinstance(store, MemoryStore):
                store.flush(conn)
        self.read_model.set_position(conn, timeline.last_position)
        return None

    def revert_and_replay(self, conn: Connection, timeline: Timeline, base: int | None) -> bool:
        """Bring the tables to `timeline` by reverting only the rows changed since `base` (their
        row versions say which) and applying the records after it, the row versions kept as it
        goes: work in proportion to what the change touches, not to the log. False if that does
        not apply or a record breaks a rule; the caller then runs `trial`, which starts again
        from the rows shown at `base` (still intact in the versions) and names what breaks."""
        if not base or sum(p > base for p in timeline.entries) > REVERT_AT_MOST or not versions.is_installed(conn):
            return False
        later = [e for p, e in self.with_contents(timeline, base).entries.items() if p > base]
        try:
            with versions.pinned(conn, timeline.last_position):
                versions.revert_to(conn, base)
                for entry in later:
                    self.projection.apply(conn, entry)
        except RuleViolation:
            return False
        self.read_model.set_position(conn, timeline.last_position)
        return True

    @staticmethod
    def base_for(events: list[Any], before: Timeline, after: Timeline) -> int | None:
        """The latest position whose shown rows a change from `before` to `after` can be
        replayed on: before the first record the change touches, and showing exactly the records
        as they stand now (a later retraction or correction may have changed older ones)."""
        # `is` first: an extended timeline shares the entries it did not change (100k __eq__ ≈ 0.2 s)
        changed = [p for p, e in after.entries.items()
                   if (was := before.entries.get(p)) is not e and was != e]
        base = min(changed, default=after.last_position + 1) - 1
        if 0 < base <= len(events) and events[base - 1].position == base and all(
                p > base for e in events[base:] for p in touched(e, lambda at: events[at - 1])):
            return base  # nothing since touched the entries up to `base`: they are as they were
        for _ in range(8):
            if base <= 0:
                return None
            then = fold(events, upto=base).entries
            now = {p: e for p, e in before.entries.items() if p <= base}
            if then == now:
                return base
            base = min(p for p in then.keys() | now.keys() if then.get(p) != now.get(p)) - 1
        return None

    def _change_from_log(self, conn: Connection, position: int) -> None:
        """A change another process (or an earlier run) appended: replay it as it was proposed."""
        events = self.log.read(after=0, limit=position)
        before, after = fold(events[:-1]), fold(events)
        base = self.base_for(events[:-1], before, after)
        if self.revert_and_replay(conn, after, base):
            return
        failures = self.trial(conn, after, base)
        if failures:
            raise LedgerError(f"The ledger cannot be replayed at position {position}: record "
                              f"#{failures[0].entry.position} {failures[0].error.message}")
        versions.settle(conn, position)

    def _apply(self, store: ShopStore, entry: Entry) -> None:
        """An accepted record applied again (a rebuild, a catch-up, a past state replayed from
        the first event): its rules were checked when it was accepted."""
        try:
            self.projection.apply_to(store, entry, checked=False)
        except LedgerError as e:
            raise LedgerError(
                f"The ledger cannot be replayed at position {entry.position}: {e.message}"
            ) from e
