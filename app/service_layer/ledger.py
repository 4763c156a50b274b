"""The ledger facade: every use case the CLI and the GUI call, taking and returning plain values.

Write path, for one record or a batch:
  1. take the read model's write lock (BEGIN IMMEDIATE), so writers queue before checking rules;
  2. catch up with anything another writer appended to the log;
  3. apply each new record to the read model in a savepoint: the projection checks the rules
     against the rows as they stand, and a record that breaks one is rolled back alone;
  4. append the events of the records that passed to the log, in one transaction;
  5. advance the tracking position and commit the read model.
A crash between 4 and 5 leaves the read model behind the log; `open()` catches it up. So once
step 4 is durable the records are recorded, whatever fails after it (a full disk at step 5 is
logged and the tables catch up later).

The log is the truth and the tables can always be rebuilt from it, but never the other way:
tables ahead of the log mean the log is missing, emptied or older, and the shop refuses to open
rather than rebuild them empty.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.exc import DatabaseError

from app.adapters.backend import ReadModel, ShopTables
from app.adapters.event_log import EventLog
from app.adapters.results import QueryResult
from app.adapters.tracking import ReadModelUnusable
from app.projection import saved_examples, schema
from app.projection.bulk import collector_paused
from app.projection.memory_store import MemoryStore
from app.projection.shop import ShopProjection
from app.projection.store import ShopStore, SqlStore
from app.service_layer import effects as dry_runs
from app.service_layer import imports
from app.service_layer import ledger_reads as reads
from app.service_layer.effects import Effect
from app.service_layer.history import Change, HistoryEditor
from app.service_layer.ledger_values import (
    Appended,
    BatchOutcome,
    BatchRejected,
    Clock,
    ImportReport,
    LogBehind,
    PointInTime,
    Rejected,
    StandingSaleLines,
    Submission,
    utc_now,
)
from app.service_layer.provenance import Provenance, explain
from app.service_layer.replay import Progress, Replayer
from app.service_layer.time_travel import TimeTravel
from app.service_layer.writer import Writer
from domain import rules
from domain.describe import describe
from domain.errors import InvalidRecord, LedgerError, RuleViolation
from domain.events import LEDGER_ID, SOURCE_DEMO, SOURCE_JSON, ExampleSaved, RecordEntered
from domain.records import Record, RecordSale, parse_record, record_to_json
from domain.timeline import EFFECTIVE, Timeline, entry_of


class Ledger:
    def __init__(
        self,
        log: EventLog,
        read_model: ReadModel,
        *,
        staff_name: str,
        clock: Clock = utc_now,
        projection: ShopProjection | None = None,
    ):
        self.log = log
        self.read_model = read_model
        self.staff_name = staff_name
        self.clock = clock
        self.projection = projection or ShopProjection()
        self.replayer = Replayer(log, read_model, self.projection)
        self.time_travel = TimeTravel(self.replayer)
        self.writer = Writer(log, read_model)
        self._history = HistoryEditor(self.writer, self.replayer, clock, lambda: self.staff_name)

    # --- changing the past, by appending (app/service_layer/history.py) -------------------

    def retract(self, position: int, reason: str, *, cascade: bool = False) -> Change:
        return self._history.retract(position, reason, cascade=cascade)

    def correct(self, position: int, record: Record | dict | str, *, reason: str = "",
                text: str | None = None, source: str = SOURCE_JSON, cascade: bool = False) -> Change:
        return self._history.correct(position, record, reason=reason, text=text, source=source, cascade=cascade)

    def rollback(self, *, to_position: int | None = None, to_time: dt.datetime | None = None) -> Change:
        return self._history.rollback(to_position=to_position, to_time=to_time)

    def undo(self) -> Change:
        return self._history.undo()

    def redo(self) -> Change:
        return self._history.redo()

    def targets(self) -> tuple[int | None, int | None]:
        """The positions undo and redo would act on now (None: nothing to undo or redo)."""
        return self._history.targets()

    def target_said(self, position: int | None) -> str:
        """What undo or redo would act on (a position `targets` gave), in words."""
        return self._history.said(position)

    # --- lifecycle ----------------------------------------------------------------------

    def open(self, progress: Progress | None = None) -> None:
        """Bring the read model level with the log: catch up, or rebuild if it is unusable."""
        try:
            self._refuse_a_log_behind()
        except ReadModelUnusable:
            self.rebuild(progress)
            return
        with self.writer.lock, self.read_model.transaction() as conn:
            self.replayer.catch_up(conn, progress)

    def _refuse_a_log_behind(self, integrity: bool = True) -> None:
        """LogBehind if the tables are ahead of the log; ReadModelUnusable if they must be rebuilt.
        Without `integrity`, the file is checked only if they are ahead (else nothing depends on it)."""
        position, last = self.read_model.check(integrity), self.log.last_position()
        if position > last and not integrity:
            position = self.read_model.check()
        if position > last:
            raise LogBehind(
                f"The shop's tables are at position {position} but its event log holds only {last} "
                f"event(s): the log at {self.where()} is missing, emptied or older than the tables. "
                "Nothing was changed; restore the log from a backup (the tables are kept as they are).")

    def close(self) -> None:
        self.read_model.close()
        self.log.close()

    def rebuild(self, progress: Progress | None = None) -> int:
        """Throw the read model away and replay the whole log; returns the events replayed.
        Refused (LogBehind) when the tables hold more than the log: they may be the only copy."""
        with contextlib.suppress(ReadModelUnusable):
            self._refuse_a_log_behind(integrity=False)  # a rebuild replaces the tables, damaged or not
        with self.writer.lock:
            try:
                self._replay_everything(progress)
            except DatabaseError:  # a corrupt file cannot even be emptied
                self.read_model.delete()
                self._replay_everything(progress)
            self.read_model.forget_old_views(0)  # past states laid over the old row versions
            return self.log.last_position()

    def _replay_everything(self, progress: Progress | None) -> None:
        with self.read_model.transaction() as conn:
            self.replayer.rebuild(conn, progress)

    # --- writing ------------------------------------------------------------------------

    def record(self, record: Record | dict | str, *, text: str | None = None,
               source: str = SOURCE_JSON) -> Appended:
        """Append one record; raises InvalidRecord or RuleViolation and appends nothing."""
        outcome = self.record_many([Submission(record, text, source)], atomic=True)
        return outcome.appended[0]

    def record_many(self, submissions: Sequence[Submission], *, atomic: bool = False,
                    progress: Progress | None = None) -> BatchOutcome:
        """Append records in order. Bad ones are skipped and reported, or with `atomic` refuse all.
        `progress(done, total)` is told as records are checked; if it raises (Stopped), nothing
        is appended."""
        outcome = BatchOutcome()
        with self.writer.writing() as (conn, write):
            position = self.replayer.catch_up(conn)
            events: list[RecordEntered] = []
            store = self.replayer.store_for(conn, position, len(submissions))
            # a batch big enough for memory makes rows by the hundred thousand: no cyclic GC walks
            with collector_paused(isinstance(store, MemoryStore)):
                for index, submission in enumerate(submissions):
                    if progress is not None and index % 50 == 0:
                        progress(index, len(submissions))
                    try:
                        with store.savepoint():
                            event, record = self._apply_new(conn, submission, position + len(events) + 1, store)
                    except (InvalidRecord, RuleViolation) as e:
                        outcome.rejected.append(Rejected(index, e))
                        continue
                    events.append(event)
                    outcome.appended.append(
                        Appended(event.position, record.kind, event.business_date, describe(record))
                    )
                if atomic and outcome.rejected:
                    if len(submissions) == 1:
                        raise outcome.rejected[0].error
                    raise BatchRejected(outcome.rejected)  # leaving the block rolls the read model back
                if progress is not None:
                    progress(len(submissions), len(submissions))  # the last chance to stop
                if events:
                    if isinstance(store, MemoryStore):
                        store.flush(conn)
                    self.writer.append(write, events)
                    self.read_model.set_position(conn, events[-1].position)
        return outcome

    def effects(self, records: Sequence[Submission | Record | dict[str, Any]], *, detail: bool = True,
                progress: Progress | None = None) -> list[Effect]:
        """What each record would do, in order, if appended now (stock before → after, new or
        known customer, totals), or why it would be refused: a dry run that appends nothing."""
        submissions = [r if isinstance(r, Submission) else Submission(r) for r in records]
        return dry_runs.dry_run(self.writer, self.replayer.catch_up, self._apply_new, submissions, detail=detail,
                                progress=progress)

    def import_jsonl(self, path: Path, *, atomic: bool = False, source: str = SOURCE_JSON) -> ImportReport:
        """One record per line; every bad line is reported with its number and reason."""
        with collector_paused():  # a line's record is no cycle; a big file's GC walks were most of reading it
            read = imports.read_jsonl(path, source)
        if atomic and read.errors:
            return ImportReport([], read.errors)
        try:
            outcome = self.record_many(read.submissions, atomic=atomic)
        except BatchRejected as e:
            outcome = BatchOutcome([], e.rejected)
        errors = read.errors + [(read.line_numbers[r.index], r.message) for r in outcome.rejected]
        return ImportReport(outcome.appended, sorted(errors))

    def load_demo(self) -> ImportReport:
        """The bundled demo shop month, with the sentence each record was written as."""
        count = self.record_count()
        if count:
            raise LedgerError(
                f"This shop already has {count} records; the demo loads only into an empty shop "
                "(choose another data folder with --data-dir)."
            )
        outcome = self.record_many(imports.demo_month(), atomic=True)
        return ImportReport(outcome.appended, [])

    def started_from_demo(self) -> bool:
        first = self.sql("SELECT source FROM ledger_records WHERE position = 1").rows
        return bool(first) and first[0][0] == SOURCE_DEMO

    def save_example(self, question: str, sql: str) -> int:
        """Keep a question and the SQL that answers it correctly, as an event; its position."""
        question = question.strip()
        if not question:
            raise LedgerError("Say which question the SQL answers.")
        self.sql(sql, max_rows=1)  # it must pass the guard and run
        with self.writer.writing() as (conn, write):
            position = self.replayer.catch_up(conn) + 1
            event = ExampleSaved(LEDGER_ID, position, self.clock(), question, sql.strip(), self.staff_name)
            saved_examples.apply(conn, event)
            self.writer.append(write, [event])
            self.read_model.set_position(conn, position)
        return position

    def saved_examples(self) -> list[tuple[str, str]]:
        return [tuple(r) for r in self.sql("SELECT question, sql FROM saved_examples ORDER BY position",
                                           strict=False, max_rows=100_000).rows]

    # --- reading ------------------------------------------------------------------------

    def sql(self, query: str, *, max_rows: int = 10_000, timeout_s: float = 2.0,
            when: PointInTime | None = None, strict: bool = True) -> QueryResult:
        """A read-only query on the live tables, or on the shop at a point in the past.
        `strict`: only the shop's documented tables and columns (internal queries pass False)."""
        return self.tables(when).run(query, max_rows=max_rows, timeout_s=timeout_s,
                                     names=schema.SHOP_COLUMNS if strict else None)

    def tables(self, when: PointInTime | None = None) -> ShopTables:
        if when is None or when.is_now:
            return self.read_model.tables()
        # The row versions must include what other tills appended (and a day's timeline comes
        # from the tables): refresh takes the write lock only when the log is ahead of them.
        self.refresh()
        if when.position is not None:
            return self.time_travel.at_position(when.position)
        if when.recorded is not None:
            return self.time_travel.as_recorded(when.recorded)
        assert when.business_date is not None  # not now, no position, no moment: a day
        position = self.time_travel.position_as_of(when.business_date)
        if position is not None:  # the ledger showed that very state: its row versions, no replay
            return self.time_travel.at_position(position)
        return self.time_travel.as_of_date(when.business_date)

    def history(self, limit: int | None = None) -> list[dict[str, Any]]:
        """Every record ever entered, newest first, with its status, the sentence it came from
        and the content in force."""
        return reads.history(self.sql, self.log, limit)

    def why(self, table: str, row_id: int, column: str | None = None,
            when: PointInTime | None = None) -> Provenance:
        """The records behind a row or one of its values, with each one's contribution."""
        found = explain(lambda query: self.sql(query, max_rows=100_000, when=when, strict=False),
                        table, row_id, column)
        texts = self.log.at([s.position for s in found.sources])
        return replace(found, sources=[replace(s, text=texts[s.position].text) for s in found.sources])

    def row_counts(self, when: PointInTime | None = None) -> dict[str, int]:
        counts = {}
        for table in schema.SHOP_TABLES:
            counts[table.name] = self.sql(f"SELECT COUNT(*) FROM {table.name}", when=when).rows[0][0]
        return counts

    def record_count(self) -> int:
        """How many events the log holds (records and changes to them)."""
        return self.log.last_position()

    def refresh(self) -> int:
        """The log position the tables show, after catching up with anything other processes
        (tills) appended. Cheap when nothing is new: for polling every second or so."""
        shown = self.sql("SELECT position FROM read_model_state", strict=False).rows[0][0]
        if self.log.last_position() <= shown:
            return shown  # every writer brings the shared tables level with the log as it commits
        with self.writer.lock, self.read_model.transaction() as conn:
            return self.replayer.catch_up(conn)

    def business_days(self) -> tuple[dt.date | None, dt.date | None]:
        """The first and the latest business day of the records that stand (None, None if none)."""
        first, latest = self.sql("SELECT MIN(business_date), MAX(business_date) FROM ledger_records "
                                 f"WHERE status IN ({', '.join(repr(s) for s in EFFECTIVE)})").rows[0]
        return _as_date(first), _as_date(latest)

    def timeline(self, upto: int | None = None) -> Timeline:
        return self.replayer.timeline(upto)

    def standing_sales_of(self, customer: str, day: dt.date) -> list[StandingSaleLines]:
        """A customer's standing sales on a business day, with their lines (what a return can take)."""
        return reads.standing_sales_of(self.sql, customer, day)

    @staticmethod
    def table_names() -> list[str]:
        """The shop's tables, in the order the README describes them."""
        return [table.name for table in schema.SHOP_TABLES]

    def schema_sql(self) -> str:
        return schema.create_statements(self.read_model.engine.dialect)

    @property
    def dialect(self) -> str:
        """sqlglot's name for the SQL the shop's tables speak: sqlite or postgres."""
        return self.tables().dialect

    def where(self) -> str:
        """Where the shop is kept, for people: a folder or a PostgreSQL server."""
        return self.read_model.where()

    # --- internals ----------------------------------------------------------------------

    def _apply_new(
        self, conn: Connection, submission: Submission, position: int, store: ShopStore | None = None
    ) -> tuple[RecordEntered, Record]:
        """The record checked and applied to the tables (on `conn`, or held in `store`)."""
        store = store or SqlStore(conn)
        record = submission.record
        if not isinstance(record, (dict, str)):
            record = record_to_json(record)  # re-validate: a model object may have been copied
        record = self.projection.resolve(store, parse_record(record))
        event = RecordEntered(
            originator_id=LEDGER_ID,
            originator_version=position,
            timestamp=self.clock(),
            record=record_to_json(record),
            business_date=_day_of(record).isoformat(),
            text=submission.text,
            # the bundled demo month was written by nobody on the staff: "Why?" must not say it was
            entered_by="the demo" if submission.source == SOURCE_DEMO else self.staff_name,
            source=submission.source,
        )
        decision = self.projection.apply_to(store, entry_of(event), record)
        if submission.prices_shown is not None and isinstance(record, RecordSale) and decision:
            rules.check_prices_shown(record, submission.prices_shown, decision["prices"])
        return replace(event, decision=decision), record


def _as_date(value: Any) -> dt.date | None:
    """A DATE column's value: a date on PostgreSQL, ISO text on SQLite."""
    if value is None or isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value)[:10])


def _day_of(record: Record) -> dt.date:
    if record.date is None:  # resolve() dates every record; a return without one is a bug
        raise InvalidRecord("the record has no date")
    return record.date
