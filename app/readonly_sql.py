"""Running SQL on the read model without any way to change it.

Three locks, each enough alone for writes: the file is opened `mode=ro`, `PRAGMA query_only`
is on, and an authorizer denies everything but reading. A progress handler ends queries that
run too long, and results are capped.
"""

from __future__ import annotations

import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from collections.abc import Mapping, Sequence

from app.sql_guard import QueryRefused, check_query
from domain.errors import LedgerError

_ALLOWED_ACTIONS = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION}
_RECURSIVE = getattr(sqlite3, "SQLITE_RECURSIVE", 33)
_ALLOWED_ACTIONS.add(_RECURSIVE)


class QueryFailed(LedgerError):
    """The database refused or could not finish the query."""


@dataclass(frozen=True)
class Tables:
    """Where to read the shop's tables: a database file, and the TEMP VIEWs that show a past
    position on it (app/versions.py), made before the connection is locked for reading."""

    path: Path
    views: tuple[str, ...] = ()
    dialect = "sqlite"  # sqlglot's name for it


@dataclass(frozen=True)
class PgTables:
    """The same on a PostgreSQL server: a schema, read by logging in as a role that may only
    read (`url` has its name and password)."""

    url: Any  # sqlalchemy URL
    schema: str
    views: tuple[str, ...] = ()
    dialect = "postgres"


@dataclass(frozen=True)
class QueryResult:
    columns: list[str]
    rows: list[tuple[Any, ...]]
    truncated: bool = False  # more rows existed than the cap allowed

    def as_json(self) -> dict[str, Any]:
        return {"columns": self.columns, "rows": [list(r) for r in self.rows]}


def views_needed(views: Sequence[str], sql: str) -> list[str]:
    """Only the TEMP VIEWs for tables the query names (making all 13 for each query is most of
    the cost of a small one). A name that merely appears, in a string say, costs one view more."""
    words = set(re.findall(r"[a-z_]+", sql.lower()))
    return [v for v in views if v.split()[3].lower() in words]  # CREATE TEMP VIEW <name> AS …


def _authorizer(action: int, *_args: Any) -> int:
    return sqlite3.SQLITE_OK if action in _ALLOWED_ACTIONS else sqlite3.SQLITE_DENY


def run_read_only(
    tables: Tables | PgTables | Path, sql: str, *, timeout_s: float = 2.0, max_rows: int = 10_000,
    names: Mapping[str, Sequence[str]] | None = None,
) -> QueryResult:
    """`names`: the only tables and columns the query may use (None: any)."""
    if isinstance(tables, PgTables):
        from app.pg_readonly_sql import run_on_postgres

        check_query(sql, names, dialect="postgres")
        return run_on_postgres(tables, sql, timeout_s=timeout_s, max_rows=max_rows)
    check_query(sql, names)
    if not isinstance(tables, Tables):
        tables = Tables(tables)
    conn = sqlite3.connect(f"file:{tables.path}?mode=ro", uri=True, timeout=5)
    try:
        for view in views_needed(tables.views, sql):  # temp objects live in memory, never in the file
            conn.execute(view)
        conn.execute("PRAGMA query_only = ON")
        conn.set_authorizer(_authorizer)
        deadline = time.monotonic() + timeout_s
        conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
        try:
            cursor = conn.execute(sql)
            rows = cursor.fetchmany(max_rows + 1)
        except sqlite3.OperationalError as e:
            if str(e) == "interrupted":
                raise QueryFailed(f"The query took longer than {timeout_s:g} s and was stopped.") from None
            if "not authorized" in str(e):
                raise QueryRefused("Only reading is allowed here.") from None
            raise QueryFailed(f"The database could not run this query: {e}") from None
        except sqlite3.DatabaseError as e:
            raise QueryFailed(f"The database could not run this query: {e}") from None
        columns = [d[0] for d in cursor.description or ()]
        return QueryResult(columns, rows[:max_rows], truncated=len(rows) > max_rows)
    finally:
        conn.close()
