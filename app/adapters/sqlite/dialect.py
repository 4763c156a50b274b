"""The projection's SQL on SQLite (the SqlDialect in app/projection/driver_sql.py): plain-SQL triggers stamped from
a one-row clock table, rowid keys, savepoints per record."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from sqlalchemy import Connection, Table, bindparam, update

from app.projection.driver_sql import DriverSql
from app.projection.versions import CLOCK, OPEN, VERSIONED, clock, key_of

SET_CLOCK = update(clock).values(position=bindparam("position"))
_NOW = f"(SELECT position FROM {CLOCK})"


class SqliteSql:
    name = "sqlite"
    same = "IS"

    def set_clock(self, db: DriverSql, position: int) -> None:
        db.run(SET_CLOCK, position=position)

    def settle_clock(self, conn: Connection, position: int) -> None:
        conn.execute(SET_CLOCK, {"position": position})

    def version_triggers(self, table: Table) -> list[str]:
        name, key = table.name, key_of(table)
        twin = f"{name}_versions"
        cols = ", ".join(c.name for c in table.columns)
        new = ", ".join(f"NEW.{c.name}" for c in table.columns)
        # A version opened and closed by the same position was never shown: drop it.
        close = (f"DELETE FROM {twin} WHERE {key} = OLD.{key} AND shown_to = {OPEN} AND shown_from = {_NOW}; "
                 f"UPDATE {twin} SET shown_to = {_NOW} WHERE {key} = OLD.{key} AND shown_to = {OPEN};")
        open_ = f"INSERT INTO {twin} ({cols}, shown_from, shown_to) VALUES ({new}, {_NOW}, {OPEN});"
        return [
            f"CREATE TRIGGER IF NOT EXISTS {twin}_insert AFTER INSERT ON {name} BEGIN {open_} END",
            f"CREATE TRIGGER IF NOT EXISTS {twin}_update AFTER UPDATE ON {name} BEGIN {close} {open_} END",
            f"CREATE TRIGGER IF NOT EXISTS {twin}_delete AFTER DELETE ON {name} BEGIN {close} END",
        ]

    def pause_versions(self, table: Table) -> list[str]:
        twin = f"{table.name}_versions"
        return [f"DROP TRIGGER IF EXISTS {twin}_{event}" for event in ("insert", "update", "delete")]

    def resume_versions(self, table: Table) -> list[str]:
        return self.version_triggers(table)

    def versions_installed(self, conn: Connection) -> bool:
        found = conn.exec_driver_sql(
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_versions\\_%' ESCAPE '\\'"
        ).scalar()
        return found == 3 * len(VERSIONED)

    def close_versions(self, twin: str, key: str, gone: str) -> str:
        # By rowid: SQLite's UPDATE cannot alias its table for the correlated `gone`.
        return (f"UPDATE {twin} SET shown_to = :position WHERE shown_to = {OPEN} AND rowid IN "
                f"(SELECT v.rowid FROM {twin} v WHERE v.shown_to = {OPEN} AND {gone})")

    def insert(self, db: DriverSql, table: Table, values: dict[str, Any]) -> int:
        return db.execute(db.insert_statement(table), values, keys=tuple(values)).lastrowid

    def add(self, db: DriverSql, table: Table, values: dict[str, Any]) -> None:
        self.insert(db, table, values)

    @contextlib.contextmanager
    def pipelined(self, db: DriverSql) -> Iterator[None]:
        yield

    def bulk_insert(self, db: DriverSql, table: Table, columns: tuple[str, ...], rows: list[tuple]) -> None:
        db.execute_many(db.insert_statement(table), rows, keys=columns)

    @contextlib.contextmanager
    def savepoint(self, db: DriverSql) -> Iterator[None]:
        db.cursor.execute("SAVEPOINT one_record")
        try:
            yield
        except BaseException:
            db.cursor.execute("ROLLBACK TO one_record")
            db.cursor.execute("RELEASE one_record")
            raise
        db.cursor.execute("RELEASE one_record")
