"""The projection's SQL on PostgreSQL (the SqlDialect in app/projection/driver_sql.py): PL/pgSQL triggers stamped
from a transaction-local setting, SQLite's key rule computed in SQL, pipelined writes, and no
savepoints (past 64 subtransactions in one transaction every statement slows down)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from sqlalchemy import Connection, Table, bindparam, func, select
from sqlalchemy.sql import ClauseElement

from app.projection.driver_sql import DriverSql, PartlyApplied
from app.projection.versions import OPEN, VERSIONED, key_of
from domain.errors import InvalidRecord, RuleViolation

# The version clock is a transaction-local setting: a row updated once per record inside one
# long transaction (an import, a rebuild) would leave a chain of dead versions every read walks.
CLOCK_SETTING = "chatledger.version_clock"
SET_CLOCK = select(func.set_config(CLOCK_SETTING, bindparam("position"), True))

_next_ids: dict[Table, ClauseElement] = {}
_adds: dict[tuple[Table, tuple[str, ...]], ClauseElement] = {}


class PostgresSql:
    name = "postgresql"
    same = "IS NOT DISTINCT FROM"

    def set_clock(self, db: DriverSql, position: int) -> None:
        db.run(SET_CLOCK, position=str(position))

    def settle_clock(self, conn: Connection, position: int) -> None:
        conn.execute(SET_CLOCK, {"position": str(position)})

    def version_triggers(self, table: Table) -> list[str]:
        name, key = table.name, key_of(table)
        twin = f"{name}_versions"
        cols = ", ".join(c.name for c in table.columns)
        new = ", ".join(f"NEW.{c.name}" for c in table.columns)
        return [
            f"CREATE OR REPLACE FUNCTION {twin}_keep() RETURNS trigger LANGUAGE plpgsql AS $$ "
            f"DECLARE now bigint := current_setting('{CLOCK_SETTING}')::bigint; BEGIN "
            f"IF TG_OP <> 'INSERT' THEN "
            f"DELETE FROM {twin} WHERE {key} = OLD.{key} AND shown_to = {OPEN} AND shown_from = now; "
            f"UPDATE {twin} SET shown_to = now WHERE {key} = OLD.{key} AND shown_to = {OPEN}; END IF; "
            f"IF TG_OP <> 'DELETE' THEN "
            f"INSERT INTO {twin} ({cols}, shown_from, shown_to) VALUES ({new}, now, {OPEN}); END IF; "
            f"RETURN NULL; END $$",
            f"CREATE OR REPLACE TRIGGER {twin}_keep AFTER INSERT OR UPDATE OR DELETE ON {name} "
            f"FOR EACH ROW EXECUTE FUNCTION {twin}_keep()",
        ]

    def pause_versions(self, table: Table) -> list[str]:
        # Not DROP TRIGGER: its ACCESS EXCLUSIVE lock would hold every reader until the commit.
        return [f"ALTER TABLE {table.name} DISABLE TRIGGER {table.name}_versions_keep"]

    def resume_versions(self, table: Table) -> list[str]:
        return [f"ALTER TABLE {table.name} ENABLE TRIGGER {table.name}_versions_keep"]

    def versions_installed(self, conn: Connection) -> bool:
        found = conn.exec_driver_sql(
            "SELECT COUNT(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
            "WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal "
            "AND t.tgname LIKE '%%\\_versions\\_keep'").scalar()
        return found == len(VERSIONED)

    def close_versions(self, twin: str, key: str, gone: str) -> str:
        return f"UPDATE {twin} AS v SET shown_to = :position WHERE v.shown_to = {OPEN} AND {gone}"

    def insert(self, db: DriverSql, table: Table, values: dict[str, Any]) -> int:
        # SQLite's rowid rule (the largest key + 1), so keys are the same on both backends;
        # writers are serialised (app/adapters/postgres/read_model.py), so no two take the same one.
        (key,) = table.primary_key.columns
        if values.get(key.name) is None:
            next_id = _next_ids.get(table)
            if next_id is None:
                next_id = _next_ids[table] = select(func.coalesce(func.max(key), 0) + 1)
            values[key.name] = db.scalar(next_id)
        db.execute(db.insert_statement(table), values, keys=tuple(values))
        return values[key.name]

    def add(self, db: DriverSql, table: Table, values: dict[str, Any]) -> None:
        """The key (largest + 1, as in insert) is found by the statement itself, so nothing
        waits for the server (pipelined)."""
        keys = tuple(values)
        statement = _adds.get((table, keys))
        if statement is None:
            (key,) = table.primary_key.columns
            row = select(func.coalesce(func.max(key), 0) + 1,
                         *(bindparam(name, type_=table.c[name].type) for name in keys))
            statement = _adds[(table, keys)] = table.insert().from_select([key.name, *keys], row)
        db.execute(statement, values)

    def bulk_insert(self, db: DriverSql, table: Table, columns: tuple[str, ...], rows: list[tuple]) -> None:
        """COPY: an executemany costs a round trip's work per row even pipelined (8k rows/s here)."""
        db.writes += 1
        with db.cursor.copy(f"COPY {table.name} ({', '.join(columns)}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)

    @contextlib.contextmanager
    def pipelined(self, db: DriverSql) -> Iterator[None]:
        """Statements whose results nobody reads go out without waiting for the server: a record
        costs the round trips of its reads, not one per statement."""
        with db.cursor.connection.pipeline():
            yield

    @contextlib.contextmanager
    def savepoint(self, db: DriverSql) -> Iterator[None]:
        """No savepoint: the projection checks a record's rules before it writes anything, so a
        refused record has nothing to undo; if one ever wrote first, the whole transaction is
        refused instead."""
        before = db.writes
        try:
            yield
        except (InvalidRecord, RuleViolation) as e:
            if db.writes != before:
                raise PartlyApplied(f"{e.message} (nothing was saved)") from e
            raise
