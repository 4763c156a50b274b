"""The read model on a PostgreSQL server: the same tables as the SQLite file, in a schema of
their own beside the event log's (`<shop>__read`), with the same tracking position written in
the same transaction as the rows (app/read_model.py has the SQLite file).

Writers (tills, the back office, the CLI) queue on a transaction-scoped advisory lock before they
check any rule, as SQLite's BEGIN IMMEDIATE makes them do on a file. Questions log in as
`<shop>__reader_<hash>`, a role granted SELECT on these tables and nothing else (app/pg_readonly_sql.py).
It is the session's own user, not a SET ROLE of the owner's, which a query could undo with
set_config('role', …). Its password is random, kept in a table of the log's schema that only the
owner can read, so every till that can open the shop can ask questions, and nobody needs it.
Past states the ledger never showed (as of a business date) get schemas of their own,
`<shop>__v_<hash>`, kept while they are among the most recently used. Every derived name holds
`<shop>__`, which no shop's name can (app/database.py), and clean-up drops only the schemas the
shop's own registry lists.
"""

from __future__ import annotations

import contextlib
import hashlib
import secrets
import time
import uuid
from collections.abc import Iterator

from sqlalchemy import Connection, Engine, event, insert, select
from sqlalchemy.engine import URL
from sqlalchemy.exc import DatabaseError, ProgrammingError

from app.adapters.postgres.connect import close_shared, make_engine
from app.adapters.postgres.dialect import PostgresSql
from app.adapters.postgres.readonly import PgTables
from app.adapters.tracking import ReadModelUnusable, Tracking, reset_tables
from app.config.database import Postgres
from app.projection import overlay, schema, versions
from app.projection.driver_sql import attach

# PostgreSQL has round(numeric, int) only; SQLite's ROUND(real, 2), which people and models
# write, works here too through this overload in the read model's schema.
_ROUND = ("CREATE OR REPLACE FUNCTION round(double precision, integer) RETURNS double precision "
          "LANGUAGE sql IMMUTABLE AS 'SELECT pg_catalog.round($1::numeric, $2)::double precision'")


POSTGRES = PostgresSql()


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class PgReadModel(Tracking):
    dialect = "postgresql"

    def __init__(self, db: Postgres, schema_name: str | None = None, live: str | None = None):
        self.db = db
        self.schema = schema_name or db.read_schema
        self._live = live  # a past state's scratch: the live schema, whose row versions it starts from
        self._engine: Engine | None = None
        self._schema_made = False
        self._reader_url: URL | None = None

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            self._engine = make_engine(self.db.url, self.schema)
            event.listen(self._engine, "connect", lambda _dbapi, record: attach(record, POSTGRES))
        return self._engine

    def where(self) -> str:
        return self.db.where()

    @property
    def live_twins(self) -> str:
        return f"{_q(self._live)}." if self._live else ""

    @property
    def overlays(self) -> bool:
        return True  # a past state's schema may hold only what its late records change

    def close(self) -> None:
        if self._engine is not None:
            self._engine.dispose()
            self._engine = None
        if self._reader_url is not None:
            close_shared(self._reader_url)
            self._reader_url = None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Connection]:
        """A write transaction, after every other writer of this shop has committed."""
        with self.engine.begin() as conn:
            conn.exec_driver_sql("SELECT pg_advisory_xact_lock(hashtext(%(name)s))", {"name": self.schema})
            if not self._schema_made:
                conn.exec_driver_sql(f"CREATE SCHEMA IF NOT EXISTS {_q(self.schema)}")
                self._schema_made = True
            yield conn

    def reset(self, conn: Connection) -> None:
        """Empty every table, go back to position 0, and let the reader role read them."""
        reset_tables(conn)
        self._readable(conn)

    def reset_for_overlay(self, conn: Connection) -> None:
        """Only the position and the round() questions call: each table made empty here (all of
        them, with their indexes) was most of a never-shown day's time, and the overlay's views
        shadow them."""
        schema.read_model_state.drop(conn, checkfirst=True)
        schema.read_model_state.create(conn)
        conn.execute(insert(schema.read_model_state).values(id=1, position=0, schema_version=schema.SCHEMA_VERSION))
        self._readable(conn)

    def _readable(self, conn: Connection) -> None:
        conn.exec_driver_sql(_ROUND)
        if self._live is None:  # a past state's scratch: the live shop made the reader
            self._prepare_reader(conn)
        role = _q(self.db.reader_role)
        name = _q(conn.exec_driver_sql("SELECT current_schema()").scalar_one())
        conn.exec_driver_sql(f"GRANT USAGE ON SCHEMA {name} TO {role}")
        conn.exec_driver_sql(f"GRANT SELECT ON ALL TABLES IN SCHEMA {name} TO {role}")
        # Tables are dropped and made again (rebuilds, changes to the past): grant those too.
        conn.exec_driver_sql(f"ALTER DEFAULT PRIVILEGES IN SCHEMA {name} GRANT SELECT ON TABLES TO {role}")

    def _prepare_reader(self, conn: Connection) -> None:
        """The reader role, able to log in with the password the log's schema keeps."""
        role, kept = _q(self.db.reader_role), f"{_q(self.db.schema)}.reader_login"
        conn.exec_driver_sql(f"CREATE TABLE IF NOT EXISTS {kept} (password text NOT NULL)")
        conn.exec_driver_sql(f"REVOKE ALL ON {kept} FROM PUBLIC")
        exists = conn.exec_driver_sql("SELECT 1 FROM pg_roles WHERE rolname = %(r)s",
                                      {"r": self.db.reader_role}).first()
        password = conn.exec_driver_sql(f"SELECT password FROM {kept}").scalar()
        if exists and password:
            return
        password = secrets.token_urlsafe(24)  # letters, digits, - and _: safe in a literal
        conn.exec_driver_sql(f"{'ALTER' if exists else 'CREATE'} ROLE {role} LOGIN PASSWORD '{password}'")
        conn.exec_driver_sql(f"DELETE FROM {kept}")
        conn.exec_driver_sql(f"INSERT INTO {kept} (password) VALUES (%(p)s)", {"p": password})

    def _reader(self) -> URL:
        """How questions log in: as the reader role (made here if the shop lacks it)."""
        if self._reader_url is None:
            kept = f"SELECT password FROM {_q(self.db.schema)}.reader_login"
            try:
                with self.engine.connect() as conn:
                    password = conn.exec_driver_sql(kept).scalar()
            except ProgrammingError:  # no such table yet
                password = None
            if password is None:
                with self.transaction() as conn:
                    self._prepare_reader(conn)
                    password = conn.exec_driver_sql(kept).scalar_one()
            self._reader_url = self.db.url.set(username=self.db.reader_role, password=password)
        return self._reader_url

    def check(self, integrity: bool = True) -> int:
        """The position the read model has reached; ReadModelUnusable if it must be rebuilt."""
        try:
            with self.engine.connect() as conn:
                if not conn.dialect.has_schema(conn, self.schema):
                    raise ReadModelUnusable("the read model is missing")
                missing = [tb.name for tb in (*schema.SHOP_TABLES, schema.read_model_state)
                           if not conn.dialect.has_table(conn, tb.name, schema=self.schema)]
                if not missing and not versions.is_installed(conn):
                    missing = ["row versions"]
                if not conn.dialect.has_table(conn, "saved_examples", schema=self.schema):
                    missing.append("saved_examples")
                state = None if missing else conn.execute(select(schema.read_model_state)).mappings().first()
        except DatabaseError as e:
            raise ReadModelUnusable(f"the read model cannot be read ({e.orig})") from None
        return self.usable_position(dict(state) if state is not None else None, missing)

    def delete(self) -> None:
        with self.engine.begin() as conn:
            conn.exec_driver_sql(f"DROP SCHEMA IF EXISTS {_q(self.schema)} CASCADE")
        self._schema_made = False
        self.close()

    def snapshot_rows(self, sql: str) -> list[tuple]:
        """One internal query of the live tables as last committed, without the writers' lock."""
        with self.engine.connect() as conn:
            cursor = conn.connection.cursor()
            cursor.execute(sql)
            return list(cursor.fetchall())

    def tables(self, position: int | None = None) -> PgTables:
        views = () if position is None else versions.views_at(position, _q(self.schema))
        return PgTables(self._reader(), self.schema, views)

    # --- past states of their own (as of a business date) ---------------------------------
    # Each kept in a schema `<shop>__v_<hash>`, listed in the log schema's `derived_schemas`
    # with its key and last use: clean-up drops only what that list says this shop made.

    def _view_schema(self, key: str) -> str:
        return f"{self.db.derived_prefix}v_{hashlib.sha1(key.encode()).hexdigest()[:12]}"

    def _registry(self, conn: Connection) -> str:
        table = f"{_q(self.db.schema)}.derived_schemas"
        conn.exec_driver_sql(f"CREATE TABLE IF NOT EXISTS {table} (name text PRIMARY KEY, key text, "
                             "last_used double precision NOT NULL)")
        conn.exec_driver_sql(f"REVOKE ALL ON {table} FROM PUBLIC")
        return table

    def _register(self, conn: Connection, name: str, key: str | None) -> None:
        conn.exec_driver_sql(
            f"INSERT INTO {self._registry(conn)} (name, key, last_used) VALUES (%(n)s, %(k)s, %(t)s) "
            "ON CONFLICT (name) DO UPDATE SET key = EXCLUDED.key, last_used = EXCLUDED.last_used",
            {"n": name, "k": key, "t": time.time()})

    def _drop_registered(self, conn: Connection, name: str) -> None:
        """Drop a schema this shop made (its row in the registry says so), and forget it."""
        registry = self._registry(conn)
        if conn.exec_driver_sql(f"DELETE FROM {registry} WHERE name = %(n)s RETURNING name", {"n": name}).first():
            conn.exec_driver_sql(f"DROP SCHEMA IF EXISTS {_q(name)} CASCADE")

    def view_tables(self, key: str) -> PgTables | None:
        """A past state built before, marked as just used; None if there is none."""
        name = self._view_schema(key)
        with self.engine.begin() as conn:
            registry = self._registry(conn)
            found = conn.exec_driver_sql(f"UPDATE {registry} SET last_used = %(t)s WHERE name = %(n)s "
                                         "AND key = %(k)s RETURNING name",
                                         {"t": time.time(), "n": name, "k": key}).first()
            if found is None or not conn.dialect.has_schema(conn, name):
                return None
            base, tables = None, None
            if conn.dialect.has_table(conn, overlay.BASE_TABLE, schema=name):
                base = conn.exec_driver_sql(f"SELECT position FROM {_q(name)}.{overlay.BASE_TABLE}").scalar()
                tables = frozenset(conn.exec_driver_sql(f"SELECT name FROM {_q(name)}.{overlay.TABLES_TABLE}")
                                   .scalars())
        # An overlay is read through TEMP VIEWs over the live schema's row versions.
        views = () if base is None else overlay.views(base, f"{_q(self.schema)}.", own=_q(name), tables=tables)
        return PgTables(self._reader(), name, views)

    @contextlib.contextmanager
    def new_view(self, key: str) -> Iterator[PgReadModel]:
        """A scratch schema to fill; renamed to `key`'s schema only if the block succeeds."""
        scratch = PgReadModel(self.db, f"{self.db.derived_prefix}t_{uuid.uuid4().hex[:12]}", live=self.schema)
        with self.engine.begin() as conn:
            self._register(conn, scratch.schema, None)  # before it exists: a crash leaves it findable
        try:
            yield scratch
            with self.engine.begin() as conn:
                final = self._view_schema(key)
                self._drop_registered(conn, final)
                conn.exec_driver_sql(f"ALTER SCHEMA {_q(scratch.schema)} RENAME TO {_q(final)}")
                self._drop_registered(conn, scratch.schema)  # renamed: nothing left to drop
                self._register(conn, final, key)
        finally:
            scratch.close()
            with self.engine.begin() as conn:
                self._drop_registered(conn, scratch.schema)

    def view_keys(self) -> list[str]:
        with self.engine.begin() as conn:
            return sorted(k for (k,) in conn.exec_driver_sql(
                f"SELECT key FROM {self._registry(conn)} WHERE key IS NOT NULL"))

    def forget_old_views(self, keep: int) -> None:
        with self.engine.begin() as conn:
            old = conn.exec_driver_sql(
                f"SELECT name FROM {self._registry(conn)} WHERE key IS NOT NULL "
                "ORDER BY last_used DESC OFFSET %(keep)s", {"keep": keep}).scalars().all()
            for name in old:
                self._drop_registered(conn, name)
