"""Prebuilt SQLAlchemy Core statements, compiled once per dialect, run on the connection's own
DBAPI cursor (so inside its transaction and savepoints).

Why: the projection runs ~7 small statements per event, and SQLAlchemy's per-execute
bookkeeping cost several times the database work (docs/BENCHMARKS.md). The statements stay Core,
so they follow the schema and the dialect; only the execution path is shorter.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from typing import Any, Protocol, cast

from sqlalchemy import Connection, Table
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import Compiled, SQLCompiler

from domain.errors import LedgerError

# --- what differs between backends --------------------------------------------------------
# What the projection needs from a database beyond the SQL both backends speak: how the row
# versions are kept (triggers, the version clock), how rows get their keys, and how writes are
# batched and undone. Each read-model adapter implements it (app/adapters/sqlite/dialect.py,
# app/adapters/postgres/dialect.py) and attaches it to every connection its engine opens, so the
# projection and the versions name no backend and hold no branch on one.

KEY = "chatledger.sql_dialect"  # in each pooled connection's info


class SqlDialect(Protocol):
    name: str  # SQLAlchemy's: "sqlite" or "postgresql"
    same: str  # null-safe equality: IS, IS NOT DISTINCT FROM

    def set_clock(self, db: DriverSql, position: int) -> None:
        """The position the version triggers stamp on the rows written next."""

    def settle_clock(self, conn: Connection, position: int) -> None:
        """The same, after a change to the past has rebuilt the tables."""

    def version_triggers(self, table: Table) -> list[str]:
        """DDL that keeps `<table>_versions` as the table changes."""

    def pause_versions(self, table: Table) -> list[str]:
        """DDL that stops keeping `<table>_versions` for a bulk write, which keeps them itself;
        readers must not wait for it."""

    def resume_versions(self, table: Table) -> list[str]: ...

    def versions_installed(self, conn: Connection) -> bool: ...

    def close_versions(self, twin: str, key: str, gone: str) -> str:
        """An UPDATE closing (shown_to = :position) the open versions for which `gone` holds."""

    def insert(self, db: DriverSql, table: Table, values: dict[str, Any]) -> int:
        """Insert one row; its new key."""

    def add(self, db: DriverSql, table: Table, values: dict[str, Any]) -> None:
        """Insert one row whose key nobody needs (may be sent without waiting)."""

    def pipelined(self, db: DriverSql) -> contextlib.AbstractContextManager[None]: ...

    def bulk_insert(self, db: DriverSql, table: Table, columns: tuple[str, ...], rows: list[tuple]) -> None:
        """Many new rows, values in the order of `columns`, as fast as the database takes them."""

    def savepoint(self, db: DriverSql) -> contextlib.AbstractContextManager[None]:
        """Undo what is done inside if it raises (the error still propagates)."""


def attach(connection_record: Any, dialect: SqlDialect) -> None:
    """For an engine's "connect" event: every connection it opens carries its SQL dialect."""
    connection_record.info[KEY] = dialect


def dialect_of(conn: Connection) -> SqlDialect:
    try:
        return conn.info[KEY]
    except KeyError:
        raise RuntimeError("this connection was not opened by a read model (no SQL dialect attached)") from None


class PartlyApplied(LedgerError):
    """A record was refused after it had written rows that cannot be undone alone."""


# Keyed by the statement itself (held here, so its id can never be reused by another one).
_compiled: dict[tuple[ClauseElement, str, tuple[str, ...]], Compiled] = {}
_inserts: dict[Table, ClauseElement] = {}


class DriverSql:
    def __init__(self, conn: Connection):
        self._dialect = conn.dialect
        self.sql = dialect_of(conn)  # what differs between backends (SqlDialect, above)
        self.clock_pinned = bool(conn.info.get("chatledger_clock_pinned"))  # versions.pinned
        driver = conn.connection.driver_connection
        assert driver is not None  # an open connection
        self.cursor = driver.cursor()
        self.writes = 0  # statements that changed rows (see SqlDialect.savepoint)

    def _compile(self, statement: ClauseElement, keys: tuple[str, ...]) -> SQLCompiler:
        cache_key = (statement, self._dialect.name, keys)
        compiled = _compiled.get(cache_key)
        if compiled is None:
            compiled = _compiled[cache_key] = statement.compile(
                dialect=self._dialect, column_keys=list(keys) or None
            )
        return cast(SQLCompiler, compiled)

    def execute_many(self, statement: ClauseElement, rows: list[Any], keys: tuple[str, ...] = ()) -> None:
        """One statement for many rows of plain values: dicts named as the statement's
        parameters, or (an insert) tuples in the order of `keys`. A bulk write; for a
        statement built once, not per call (the compiled form is kept)."""
        sql = self._compile(statement, keys)
        self.writes += 1
        if rows and not isinstance(rows[0], dict):
            if sql.positiontup is not None and tuple(sql.positiontup) == keys:
                self.cursor.executemany(sql.string, rows)
                return
            rows = [dict(zip(keys, row)) for row in rows]
        if sql.positiontup is not None:
            names = sql.positiontup
            self.cursor.executemany(sql.string, [[row[name] for name in names] for row in rows])
        else:
            self.cursor.executemany(sql.string, rows)

    def execute(self, statement: ClauseElement, params: dict[str, Any], keys: tuple[str, ...] = ()):
        sql = self._compile(statement, keys)
        if sql.isinsert or sql.isupdate or sql.isdelete:
            self.writes += 1
        values = sql.construct_params({k: stored(v) for k, v in params.items()})
        if sql.positiontup is not None:
            self.cursor.execute(sql.string, [values[name] for name in sql.positiontup])
        else:
            self.cursor.execute(sql.string, values)
        return self.cursor

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

    def insert_statement(self, table: Table) -> ClauseElement:
        statement = _inserts.get(table)
        if statement is None:
            statement = _inserts[table] = table.insert()
        return statement

    def insert(self, table: Table, **values: Any) -> int:
        """Insert one row; returns its new primary key."""
        return self.sql.insert(self, table, values)

    def add(self, table: Table, **values: Any) -> None:
        """Insert one row whose new key nobody needs (it may go out without waiting)."""
        self.sql.add(self, table, values)

    def run(self, statement: ClauseElement, **params: Any) -> None:
        self.execute(statement, params)

    def pipelined(self) -> contextlib.AbstractContextManager[None]:
        """Statements whose results nobody reads may go out without waiting for the server.
        Only this cursor may be used inside."""
        return self.sql.pipelined(self)

    def savepoint(self) -> contextlib.AbstractContextManager[None]:
        """Undo everything done inside if it raises (the error still propagates)."""
        return self.sql.savepoint(self)


def stored(value: Any) -> Any:
    """A value as the tables keep it and SQLite hands it back: dates as ISO text, as
    SQLAlchemy's SQLite Date type stores them (PostgreSQL's driver returns dates as dates)."""
    if isinstance(value, dt.date):
        return value.isoformat()
    return value
