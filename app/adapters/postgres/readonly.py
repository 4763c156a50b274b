"""Running SQL on a PostgreSQL shop without any way to change it.

Three locks, each enough alone for writes: the transaction is READ ONLY, the connection logs in
as the shop's reader role (SELECT on the read model's tables, nothing else;
app/adapters/postgres/read_model.py), and the guard (app/adapters/sql_guard.py, PostgreSQL dialect)
refuses anything but one SELECT. `statement_timeout` ends queries that run too long, and results
are capped. A past position's TEMP VIEWs are made in the same transaction and vanish with its
rollback.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import psycopg
from psycopg import errors
from psycopg import sql as pgsql

from app.adapters.postgres.connect import shared_engine
from app.adapters.results import QueryFailed, QueryResult, views_needed
from app.adapters.sql_guard import QueryRefused, allow


@dataclass(frozen=True)
class PgTables:
    """Where to read a PostgreSQL shop's tables: a schema, read by logging in as a role that may
    only read (`url` has its name and password), and the views that show a past position."""

    url: Any  # sqlalchemy URL
    schema: str
    views: tuple[str, ...] = ()
    dialect = "postgres"  # sqlglot's name for it

    def run(self, sql: str, *, timeout_s: float = 2.0, max_rows: int = 10_000,
            names: Mapping[str, Sequence[str]] | None = None) -> QueryResult:
        allow(sql, names, dialect="postgres")
        return run_on_postgres(self, sql, timeout_s=timeout_s, max_rows=max_rows)


def run_on_postgres(tables: PgTables, query: str, *, timeout_s: float, max_rows: int) -> QueryResult:
    engine = shared_engine(tables.url)
    with engine.connect() as sa_conn:
        conn = sa_conn.connection.driver_connection
        assert conn is not None  # an open connection
        try:
            with conn.cursor() as cursor:
                cursor.execute(pgsql.SQL("SET LOCAL search_path TO {}").format(pgsql.Identifier(tables.schema)))
                cursor.execute(pgsql.SQL("SET LOCAL statement_timeout = {}").format(
                    pgsql.Literal(max(1, int(timeout_s * 1000)))))
                for view in views_needed(tables.views, query):
                    cursor.execute(view.encode())  # bytes: no % placeholders read in it
                cursor.execute("SET TRANSACTION READ ONLY")
                cursor.execute(query.encode())
                rows = cursor.fetchmany(max_rows + 1) if cursor.description else []
                columns = [d.name for d in cursor.description or ()]
        except errors.QueryCanceled:
            raise QueryFailed(f"The query took longer than {timeout_s:g} s and was stopped.") from None
        except (errors.InsufficientPrivilege, errors.ReadOnlySqlTransaction):
            raise QueryRefused("Only reading is allowed here.") from None
        except psycopg.Error as e:
            first_line = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            raise QueryFailed(f"The database could not run this query: {first_line}") from None
        except (OverflowError, ValueError):  # a NUMERIC of hundreds of digits is no float
            raise QueryFailed("A value in the result is too large to show.") from None
        finally:
            sa_conn.rollback()  # ends the READ ONLY transaction and the views with it
    return QueryResult(columns, [tuple(r) for r in rows[:max_rows]], truncated=len(rows) > max_rows)
