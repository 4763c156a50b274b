"""The read model's database file: opening it, checking it, and its tracking position.

It is a separate SQLite file from the event log, so it can be thrown away and rebuilt at any
time. Its tracking position (`read_model_state`) is written in the same transaction as the
rows, so after any crash the rows describe exactly the first `position` events of the log.
The PostgreSQL counterpart, with the same methods, is app/pg_read_model.py.

Past states the ledger never showed (as of a business date) are kept in files of their own
under `views/` while they are among the most recently used: most as an overlay on this file's
row versions (app/projection/overlay.py), read with this file attached.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import uuid
from collections.abc import Iterator
from pathlib import Path

from sqlalchemy import URL, Connection, Engine, create_engine, event, select
from sqlalchemy.exc import DatabaseError

from app.adapters.sqlite import checked
from app.adapters.sqlite.dialect import SqliteSql
from app.adapters.sqlite.readonly import Tables, file_uri
from app.adapters.tracking import ReadModelUnusable, Tracking, reset_tables
from app.projection import overlay, schema, versions
from app.projection.driver_sql import attach
from domain.errors import LedgerError


class LogDamaged(LedgerError):
    """The event log file cannot be trusted; nothing is written to it."""


def check_log_file(log: Path, tables: Path) -> None:
    """Before the log is opened (the library would create a missing one): it must be there if
    the tables are, and pass SQLite's quick check. Refusing here keeps a damaged log from being
    appended to and the tables (then the only copy) from being rebuilt empty."""
    if not log.exists():
        if tables.exists():
            raise LogDamaged(f"The shop's event log {log} is missing, but its tables are there. Nothing "
                             "was changed; restore the log from a backup.")
        return
    if log.is_dir():
        raise LogDamaged(f"{log} is a folder; the shop's event log should be a file there.")
    if checked.unchanged_since_checked(log):
        return
    state = checked.file_state(log)
    try:
        conn = sqlite3.connect(file_uri(log), uri=True, timeout=30)
        try:
            found = [row[0] for row in conn.execute("PRAGMA quick_check(3)")]
        finally:
            conn.close()
    except sqlite3.OperationalError as e:  # not the file's fault: no space, no access
        raise LedgerError(f"The shop's event log {log} cannot be read ({e}); the disk may be full or "
                          "failing, or the folder not writable.") from None
    except sqlite3.DatabaseError as e:  # "file is not a database", "malformed"
        found = [str(e)]
    if found != ["ok"]:
        first = " ".join(found[0].split())[:120]
        raise LogDamaged(f"The shop's event log {log} is damaged ({first}). Nothing will "
                         "be written to it; restore it from a backup.")
    checked.mark_checked(log, state)


SQLITE = SqliteSql()


def _writer_engine(path: Path, live: Path | None = None) -> Engine:
    engine = create_engine(URL.create("sqlite", database=str(path)))  # escaped: `#`, `?` in folders

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection, record):
        attach(record, SQLITE)
        if live is not None:  # a past state's scratch starts from the live shop's row versions
            dbapi_connection.execute("ATTACH DATABASE ? AS live", (str(live),))
        # Let SQLAlchemy's begin() emit BEGIN IMMEDIATE itself: it takes the write lock up front,
        # which serialises writers (other tills, the CLI) before they check any rule.
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA busy_timeout = 30000")
        dbapi_connection.execute("PRAGMA journal_mode = WAL")
        # The read model can always be rebuilt from the log, so it need not fsync each commit.
        dbapi_connection.execute("PRAGMA synchronous = NORMAL")

    @event.listens_for(engine, "begin")
    def _begin(conn):
        conn.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def overlay_base(path: Path) -> int | None:
    """The base position of a past state kept as an overlay; None for one kept whole."""
    kept = overlay_kept(path)
    return None if kept is None else kept[0]


def overlay_kept(path: Path) -> tuple[int, frozenset[str] | None] | None:
    """A past state kept as an overlay: its base position and the tables it lays something over
    (None: every table, as kept before that list was), read on one connection; None for a state
    kept whole."""
    conn = sqlite3.connect(file_uri(path), uri=True)
    try:
        found = conn.execute(f"SELECT position FROM {overlay.BASE_TABLE}").fetchone()
        if found is None:
            return None
        try:
            tables = frozenset(name for (name,) in conn.execute(f"SELECT name FROM {overlay.TABLES_TABLE}"))
        except sqlite3.OperationalError:  # kept before the list was
            tables = None
        return int(found[0]), tables
    except sqlite3.OperationalError:  # no such table: the state is whole
        return None
    finally:
        conn.close()


class ReadModelFile(Tracking):
    dialect = "sqlite"

    def __init__(self, path: Path, live: Path | None = None):
        self.path = path
        self.views_dir = path.parent / "views"
        self._live = live
        self._engine: Engine | None = None

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            self._engine = _writer_engine(self.path, self._live)
        return self._engine

    @property
    def live_twins(self) -> str:
        return "live." if self._live is not None else ""

    @property
    def overlays(self) -> bool:
        return self._live is not None

    def close(self) -> None:
        if self._engine is not None:
            self._engine.dispose()
            self._engine = None

    def where(self) -> str:
        return str(self.path.parent)

    @staticmethod
    def reset(conn: Connection) -> None:
        reset_tables(conn)

    reset_for_overlay = reset  # empty tables cost a file next to nothing

    def snapshot_rows(self, sql: str) -> list[tuple]:
        """One internal query of the live tables as last committed, on a read-only connection of
        its own: no writer's lock, so it never waits for an import or another till."""
        conn = sqlite3.connect(file_uri(self.path), uri=True, timeout=30)
        try:
            return conn.execute(sql).fetchall()
        finally:
            conn.close()

    def tables(self, position: int | None = None) -> Tables:
        """The live tables, or (with `position`) the shop as shown after that log position."""
        return Tables(self.path, () if position is None else versions.views_at(position))

    # --- past states of their own (as of a business date) ---------------------------------

    def view_tables(self, key: str) -> Tables | None:
        """A past state built before, marked as just used; None if there is none."""
        path = self.views_dir / f"{key}.sqlite"
        if not path.exists():
            return None
        os.utime(path)
        kept = overlay_kept(path)
        if kept is None:
            return Tables(path)
        views = overlay.views(kept[0], "live.", tables=kept[1])
        return Tables(path, views, attach=(("live", self.path),))

    @contextlib.contextmanager
    def new_view(self, key: str) -> Iterator[ReadModelFile]:
        """A scratch read model to fill; published under `key` only if the block succeeds."""
        self.views_dir.mkdir(parents=True, exist_ok=True)
        scratch = ReadModelFile(self.views_dir / f".{key}.{uuid.uuid4().hex}.tmp", live=self.path)
        try:
            yield scratch
            scratch.close()
            with sqlite3.connect(scratch.path) as conn:  # one self-contained file, no -wal/-shm
                conn.execute("PRAGMA journal_mode = DELETE")
            os.replace(scratch.path, self.views_dir / f"{key}.sqlite")  # never seen half-built
        finally:
            scratch.delete()

    def view_keys(self) -> list[str]:
        return sorted(p.stem for p in self.views_dir.glob("*.sqlite"))

    def forget_old_views(self, keep: int) -> None:
        kept = sorted(self.views_dir.glob("*.sqlite"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in kept[keep:]:
            old.unlink(missing_ok=True)

    def check(self, integrity: bool = True) -> int:
        """The position the read model has reached; ReadModelUnusable if it must be rebuilt
        (`integrity`: or if SQLite's quick check of a file changed since last checked fails)."""
        if not self.path.exists():
            raise ReadModelUnusable("the read model is missing")
        unchanged = not integrity or checked.unchanged_since_checked(self.path)
        before = checked.file_state(self.path)
        try:
            with self.transaction() as conn:
                ok = "ok" if unchanged else conn.exec_driver_sql("PRAGMA quick_check").scalar()
                if ok != "ok":
                    raise ReadModelUnusable(f"the read model is damaged ({ok})")
                state = conn.execute(select(schema.read_model_state)).mappings().first()
                missing = [
                    tb.name for tb in schema.SHOP_TABLES if not conn.dialect.has_table(conn, tb.name)
                ]
                if not missing and not versions.is_installed(conn):
                    missing = ["row versions"]
                if not conn.dialect.has_table(conn, "saved_examples"):
                    missing.append("saved_examples")
        except DatabaseError as e:
            raise ReadModelUnusable(f"the read model cannot be read ({e.orig})") from None
        if not unchanged:
            checked.mark_checked(self.path, before)
        return self.usable_position(dict(state) if state is not None else None, missing)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Connection]:
        """A write transaction holding SQLite's write lock (BEGIN IMMEDIATE)."""
        with self.engine.begin() as conn:
            yield conn

    def delete(self) -> None:
        self.close()
        checked.forget(self.path)
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(FileNotFoundError):
                os.remove(f"{self.path}{suffix}")
