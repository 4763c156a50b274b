"""Prebuilt SQLAlchemy Core statements, compiled once per dialect, run on the connection's own
DBAPI cursor (so inside its transaction and savepoints).

Why: the projection runs ~7 small statements per event, and SQLAlchemy's per-execute
bookkeeping cost several times the database work (docs/BENCHMARKS.md). The statements stay Core,
so they follow the schema and the dialect; only the execution path is shorter.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Iterator
from typing import Any

from sqlalchemy import Connection, Table, bindparam, func, select
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import Compiled

from domain.errors import InvalidRecord, LedgerError, RuleViolation


class PartlyApplied(LedgerError):
    """A record was refused after it had written rows that cannot be undone alone."""


# Keyed by id(): only long-lived (module-level) statements may be passed in.
_compiled: dict[tuple[int, str, tuple[str, ...]], Compiled] = {}
_inserts: dict[Table, ClauseElement] = {}
_next_ids: dict[Table, ClauseElement] = {}
_adds: dict[tuple[Table, tuple[str, ...]], ClauseElement] = {}


class DriverSql:
    def __init__(self, conn: Connection):
        self._dialect = conn.dialect
        self._cursor = conn.connection.driver_connection.cursor()
        self._writes = 0  # statements that changed rows (see savepoint)

    @property
    def dialect_name(self) -> str:
        return self._dialect.name

    def execute(self, statement: ClauseElement, params: dict[str, Any], keys: tuple[str, ...] = ()):
        cache_key = (id(statement), self._dialect.name, keys)
        compiled = _compiled.get(cache_key)
        if compiled is None:
            compiled = _compiled[cache_key] = statement.compile(
                dialect=self._dialect, column_keys=list(keys) or None
            )
        if compiled.isinsert or compiled.isupdate or compiled.isdelete:
            self._writes += 1
        values = compiled.construct_params({k: _bindable(v) for k, v in params.items()})
        if compiled.positiontup is not None:
            self._cursor.execute(compiled.string, [values[name] for name in compiled.positiontup])
        else:
            self._cursor.execute(compiled.string, values)
        return self._cursor

    def rows(self, statement: ClauseElement, **params: Any) -> list[dict[str, Any]]:
        cursor = self.execute(statement, params)
        found = cursor.fetchall()  # first: in a pipeline, the description comes with the rows
        names = [d[0] for d in cursor.description]
        return [dict(zip(names, row)) for row in found]

    def first(self, statement: ClauseElement, **params: Any) -> dict[str, Any] | None:
        found = self.rows(statement, **params)
        return found[0] if found else None

    def scalar(self, statement: ClauseElement, **params: Any) -> Any:
        row = self.execute(statement, params).fetchone()
        return row[0] if row else None

    def insert(self, table: Table, **values: Any) -> int:
        """Insert one row; returns its new primary key."""
        statement = _inserts.get(table)
        if statement is None:
            statement = _inserts[table] = table.insert()
        if self._dialect.name == "postgresql":
            # SQLite's rowid rule (the largest key + 1), so keys are the same on both backends;
            # writers are serialised (app/pg_read_model.py), so no two take the same one.
            (key,) = table.primary_key.columns
            if values.get(key.name) is None:
                next_id = _next_ids.get(table)
                if next_id is None:
                    next_id = _next_ids[table] = select(func.coalesce(func.max(key), 0) + 1)
                values[key.name] = self.scalar(next_id)
            self.execute(statement, values, keys=tuple(values))
            return values[key.name]
        return self.execute(statement, values, keys=tuple(values)).lastrowid

    def add(self, table: Table, **values: Any) -> None:
        """Insert one row whose new key nobody needs. On PostgreSQL the key (largest + 1, as in
        insert) is found by the statement itself, so nothing waits for the server (pipelined)."""
        if self._dialect.name != "postgresql":
            self.insert(table, **values)
            return
        keys = tuple(values)
        statement = _adds.get((table, keys))
        if statement is None:
            (key,) = table.primary_key.columns
            row = select(func.coalesce(func.max(key), 0) + 1,
                         *(bindparam(name, type_=table.c[name].type) for name in keys))
            statement = _adds[(table, keys)] = table.insert().from_select([key.name, *keys], row)
        self.execute(statement, values)

    def run(self, statement: ClauseElement, **params: Any) -> None:
        self.execute(statement, params)

    @contextlib.contextmanager
    def pipelined(self) -> Iterator[None]:
        """On PostgreSQL, statements whose results nobody reads (the projection's inserts and
        updates) go out without waiting for the server: a record costs the round trips of its
        reads, not one per statement. Only this cursor may be used inside."""
        if self._dialect.name != "postgresql":
            yield
            return
        with self._cursor.connection.pipeline():
            yield

    @contextlib.contextmanager
    def savepoint(self) -> Iterator[None]:
        """Undo everything done inside if it raises (the error still propagates).

        On PostgreSQL no savepoint is made: every one that writes becomes a subtransaction, and
        past 64 of them in one transaction (an import, a replay) each statement slows down. The
        projection checks a record's rules before it writes anything, so a refused record has
        nothing to undo; if one ever wrote first, the whole transaction is refused instead."""
        if self._dialect.name == "postgresql":
            before = self._writes
            try:
                yield
            except (InvalidRecord, RuleViolation) as e:
                if self._writes != before:
                    raise PartlyApplied(f"{e.message} (nothing was saved)") from e
                raise
            return
        self._cursor.execute("SAVEPOINT one_record")
        try:
            yield
        except BaseException:
            self._cursor.execute("ROLLBACK TO one_record")
            self._cursor.execute("RELEASE one_record")
            raise
        self._cursor.execute("RELEASE one_record")


def _bindable(value: Any) -> Any:
    # Dates are stored as ISO text, as SQLAlchemy's SQLite Date type stores them.
    if isinstance(value, dt.date):
        return value.isoformat()
    return value
