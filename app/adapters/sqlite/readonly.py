"""Running SQL on the read model without any way to change it.

Three locks, each enough alone for writes: the file is opened `mode=ro`, `PRAGMA query_only`
is on, and an authorizer denies everything but reading. For the shop's questions the authorizer
also allows only the shop's tables and columns and the guard's functions, so it holds even if
sqlglot and SQLite read a query differently. A progress handler ends queries that run too long;
SQLite's own limits bound what one step can do (a string's length, the statement's size and
depth), which the progress handler cannot see; results are capped.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.adapters.results import QueryFailed, QueryResult, view_name, views_needed
from app.adapters.sql_guard import QueryRefused, allow
from app.projection.overlay import view_parts

_ALLOWED_ACTIONS = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION}
_RECURSIVE = getattr(sqlite3, "SQLITE_RECURSIVE", 33)
_ALLOWED_ACTIONS.add(_RECURSIVE)
# SQLite's names for the functions the guard allows (app/sql_guard.py), for the authorizer.
SQLITE_FUNCTIONS = frozenset({
    "count", "sum", "avg", "min", "max", "total", "round", "abs", "coalesce", "ifnull", "nullif",
    "lower", "upper", "length", "trim", "ltrim", "rtrim", "replace", "substr", "substring",
    "instr", "printf", "format", "date", "datetime", "time", "strftime", "julianday", "unixepoch",
    "typeof", "group_concat", "string_agg", "iif", "if", "sign", "floor", "ceil", "ceiling",
    "like", "glob", "cast",
})
# Bounds on one query's work that a timeout cannot give (a single step may be huge).
LIMITS = {
    sqlite3.SQLITE_LIMIT_LENGTH: 1_000_000,  # any string or blob, e.g. printf('%.*c', 1e9, 'x')
    sqlite3.SQLITE_LIMIT_SQL_LENGTH: 100_000,
    sqlite3.SQLITE_LIMIT_EXPR_DEPTH: 200,
    sqlite3.SQLITE_LIMIT_COMPOUND_SELECT: 64,
    sqlite3.SQLITE_LIMIT_ATTACHED: 0,
}
HEAP_LIMIT = 1 << 30  # bytes SQLite may hold in this process (PRAGMA hard_heap_limit)


@dataclass(frozen=True)
class Tables:
    """Where to read the shop's tables: a database file, and the TEMP VIEWs that show a past
    position on it (app/projection/versions.py) or a past state laid over the live file
    (app/projection/overlay.py; `attach`: name → file, read-only too), made before the
    connection is locked for reading."""

    path: Path
    views: tuple[str, ...] = ()
    attach: tuple[tuple[str, Path], ...] = ()
    dialect = "sqlite"  # sqlglot's name for it

    def run(self, sql: str, *, timeout_s: float = 2.0, max_rows: int = 10_000,
            names: Mapping[str, Sequence[str]] | None = None) -> QueryResult:
        return run_read_only(self, sql, timeout_s=timeout_s, max_rows=max_rows, names=names)


def _authorizer(names: Mapping[str, Sequence[str]] | None, existing: set[str], views: set[str]):
    """Reading only; with `names`, of the database's objects only those tables and columns
    (a CTE's or sub-query's own name is no object), a time-travel view's own twin, and only the
    guard's functions. `existing`: the tables and views the connection can see."""
    allowed = None if names is None else {t.lower(): {c.lower() for c in cols} for t, cols in names.items()}

    def decide(action: int, arg1: str | None, arg2: str | None, _db: str | None, inside: str | None) -> int:
        if action not in _ALLOWED_ACTIONS:
            return sqlite3.SQLITE_DENY
        if allowed is None:
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_READ:
            table = (arg1 or "").lower()
            if table in allowed:
                ok = not arg2 or arg2.lower() in allowed[table]
                return sqlite3.SQLITE_OK if ok else sqlite3.SQLITE_DENY
            via = (inside or "").lower()
            if via in views and table in view_parts(via):
                return sqlite3.SQLITE_OK
            if _db not in (None, "main", "temp"):  # an attached file: only through a view
                return sqlite3.SQLITE_DENY
            if table in existing or table.startswith("sqlite_"):
                return sqlite3.SQLITE_DENY
        if action == sqlite3.SQLITE_FUNCTION and (arg2 or "").lower() not in SQLITE_FUNCTIONS:
            return sqlite3.SQLITE_DENY
        return sqlite3.SQLITE_OK

    return decide


_OBJECTS = ("SELECT lower(name) FROM sqlite_master WHERE type IN ('table', 'view') "
            "UNION ALL SELECT lower(name) FROM sqlite_temp_master WHERE type IN ('table', 'view')")


def file_uri(path: Path, mode: str = "ro") -> str:
    """A `file:` URI for SQLite: a folder named `shop #1` or `a?b` must not open another file."""
    return f"{Path(path).resolve().as_uri()}?mode={mode}"


_heap_limited = False


def _limit(conn: sqlite3.Connection) -> None:
    global _heap_limited
    for limit, value in LIMITS.items():
        conn.setlimit(limit, value)
    if not _heap_limited:  # process-wide in SQLite, so once
        conn.execute(f"PRAGMA hard_heap_limit = {HEAP_LIMIT}")
        _heap_limited = True


def run_read_only(
    tables: Tables | Path, sql: str, *, timeout_s: float = 2.0, max_rows: int = 10_000,
    names: Mapping[str, Sequence[str]] | None = None,
) -> QueryResult:
    """`names`: the only tables and columns the query may use (None: any)."""
    allow(sql, names)
    if not isinstance(tables, Tables):
        tables = Tables(tables)
    try:
        conn = sqlite3.connect(file_uri(tables.path), uri=True, timeout=5)
    except sqlite3.Error as e:
        raise QueryFailed(f"The shop's tables cannot be opened ({e}).") from None
    try:
        for name, path in tables.attach:
            conn.execute(f"ATTACH DATABASE ? AS {name}", (file_uri(path),))
        made = views_needed(tables.views, sql)
        for view in made:  # temp objects live in memory, never in the file
            conn.execute(view)
        _limit(conn)
        conn.execute("PRAGMA query_only = ON")
        existing = {name for (name,) in conn.execute(_OBJECTS)} if names is not None else set()
        conn.set_authorizer(_authorizer(names, existing, {view_name(v) for v in made}))
        deadline = time.monotonic() + timeout_s
        conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
        try:
            cursor = conn.execute(sql)
            rows = cursor.fetchmany(max_rows + 1)
        except sqlite3.OperationalError as e:
            if str(e) == "interrupted":
                raise QueryFailed(f"The query took longer than {timeout_s:g} s and was stopped.") from None
            if "not authorized" in str(e):
                raise QueryRefused("Only reading the shop's tables is allowed here.") from None
            raise QueryFailed(f"The database could not run this query: {e}") from None
        except (sqlite3.DatabaseError, OverflowError, MemoryError) as e:  # e.g. "string or blob too big"
            raise QueryFailed(f"The database could not run this query: {e}") from None
        columns = [d[0] for d in cursor.description or ()]
        return QueryResult(columns, rows[:max_rows], truncated=len(rows) > max_rows)
    finally:
        conn.close()
