"""Row versions: every state the read model's tables have ever shown, kept in the same file.

Each shop table T has a `T_versions` twin holding every version of every row with the log
positions between which it was shown: `shown_from <= N < shown_to`. So the shop as it stood
after any position N is a set of views over the twins (`views_at`), built in no time, and a
change to the past can restart from the state just before the first record it touches
(`copy_state`) instead of from the first event.

New records keep the twins up to date through triggers, stamped with `version_clock`, the
position being applied. A retraction, correction, rollback, undo or redo rebuilds the tables
(without triggers) and then `settle` closes the versions that changed and opens the new ones.
On SQLite the triggers are plain SQL; on PostgreSQL one PL/pgSQL function per table does the
same. Everything else is the same SQL on both, but for null-safe equality.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import (
    BigInteger, Column, Connection, Index, Integer, MetaData, Table, bindparam, func, select, text, update,
)

from app import schema

if TYPE_CHECKING:
    from app.driver_sql import DriverSql

OPEN = 2**62  # shown_to of a version still shown
CLOCK = "version_clock"
VERSIONED = (*schema.SHOP_TABLES, schema.lineage)

metadata = MetaData()
clock = Table(CLOCK, metadata, Column("position", Integer, nullable=False))
# Run by the projection before each record, so the triggers stamp its position. On PostgreSQL
# the clock is a transaction-local setting instead: a row updated once per record inside one
# long transaction (an import, a rebuild) leaves a chain of dead versions every read must walk.
SET_CLOCK = update(clock).values(position=bindparam("position"))
PG_CLOCK = "chatledger.version_clock"
SET_PG_CLOCK = select(func.set_config(PG_CLOCK, bindparam("position"), True))


def set_clock(db: "DriverSql", position: int) -> None:
    if db.dialect_name == "postgresql":
        db.run(SET_PG_CLOCK, position=str(position))
    else:
        db.run(SET_CLOCK, position=position)


def _twin(table: Table) -> Table:
    key = _key(table)
    columns = [Column(c.name, c.type) for c in table.columns]
    twin = Table(f"{table.name}_versions", metadata, *columns,
                 Column("shown_from", BigInteger, nullable=False),
                 Column("shown_to", BigInteger, nullable=False))
    Index(f"ix_{twin.name}_key", twin.c[key], twin.c.shown_to)
    Index(f"ix_{twin.name}_span", twin.c.shown_to, twin.c.shown_from)
    return twin


def _key(table: Table) -> str:
    (key,) = table.primary_key.columns
    return key.name


TWINS = {table.name: _twin(table) for table in VERSIONED}
_NOW = f"(SELECT position FROM {CLOCK})"


def install(conn: Connection) -> None:
    """Create the twins (if new) and the triggers that keep them (after a rebuild of the tables)."""
    metadata.create_all(conn)
    ensure_clock(conn)
    triggers = _pg_triggers if conn.dialect.name == "postgresql" else _triggers
    for table in VERSIONED:
        for statement in triggers(table):
            conn.exec_driver_sql(statement)


def ensure_clock(conn: Connection) -> None:
    clock.create(conn, checkfirst=True)
    if conn.exec_driver_sql(f"SELECT COUNT(*) FROM {CLOCK}").scalar() == 0:
        conn.exec_driver_sql(f"INSERT INTO {CLOCK} (position) VALUES (0)")


def is_installed(conn: Connection) -> bool:
    if conn.dialect.name == "postgresql":
        found = conn.exec_driver_sql(
            "SELECT COUNT(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
            "WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal "
            "AND t.tgname LIKE '%%\\_versions\\_keep'").scalar()
        return found == len(VERSIONED)
    found = conn.exec_driver_sql(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_versions\\_%' ESCAPE '\\'"
    ).scalar()
    return found == 3 * len(VERSIONED)


def drop(conn: Connection) -> None:
    metadata.drop_all(conn)


def _triggers(table: Table) -> list[str]:
    name, key = table.name, _key(table)
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


def _pg_triggers(table: Table) -> list[str]:
    name, key = table.name, _key(table)
    twin = f"{name}_versions"
    cols = ", ".join(c.name for c in table.columns)
    new = ", ".join(f"NEW.{c.name}" for c in table.columns)
    return [
        f"CREATE OR REPLACE FUNCTION {twin}_keep() RETURNS trigger LANGUAGE plpgsql AS $$ "
        f"DECLARE now bigint := current_setting('{PG_CLOCK}')::bigint; BEGIN "
        f"IF TG_OP <> 'INSERT' THEN "
        f"DELETE FROM {twin} WHERE {key} = OLD.{key} AND shown_to = {OPEN} AND shown_from = now; "
        f"UPDATE {twin} SET shown_to = now WHERE {key} = OLD.{key} AND shown_to = {OPEN}; END IF; "
        f"IF TG_OP <> 'DELETE' THEN "
        f"INSERT INTO {twin} ({cols}, shown_from, shown_to) VALUES ({new}, now, {OPEN}); END IF; "
        f"RETURN NULL; END $$",
        f"CREATE OR REPLACE TRIGGER {twin}_keep AFTER INSERT OR UPDATE OR DELETE ON {name} "
        f"FOR EACH ROW EXECUTE FUNCTION {twin}_keep()",
    ]


def settle(conn: Connection, position: int) -> None:
    """After the tables were rebuilt by a change at `position`: close the versions no longer
    shown, open versions for the rows that are new or different, and reinstall the triggers."""
    postgres = conn.dialect.name == "postgresql"
    same_op = "IS NOT DISTINCT FROM" if postgres else "IS"
    for table in VERSIONED:
        twin, key = f"{table.name}_versions", _key(table)
        same = " AND ".join(f"t.{c.name} {same_op} v.{c.name}" for c in table.columns)
        cols = ", ".join(c.name for c in table.columns)
        gone = f"NOT EXISTS (SELECT 1 FROM {table.name} t WHERE t.{key} = v.{key} AND {same})"
        if postgres:
            close = f"UPDATE {twin} AS v SET shown_to = :position WHERE v.shown_to = {OPEN} AND {gone}"
        else:  # SQLite: the versions to close, by rowid
            close = (f"UPDATE {twin} SET shown_to = :position WHERE shown_to = {OPEN} AND rowid IN "
                     f"(SELECT v.rowid FROM {twin} v WHERE v.shown_to = {OPEN} AND {gone})")
        conn.execute(text(close), {"position": position})
        conn.execute(text(
            f"INSERT INTO {twin} ({cols}, shown_from, shown_to) SELECT {cols}, :position, {OPEN} "
            f"FROM {table.name} t WHERE NOT EXISTS (SELECT 1 FROM {twin} v "
            f"WHERE v.{key} = t.{key} AND v.shown_to = {OPEN} AND {same})"), {"position": position})
    if postgres:
        conn.execute(SET_PG_CLOCK, {"position": str(position)})
    else:
        conn.execute(text(f"UPDATE {CLOCK} SET position = :position"), {"position": position})
    install(conn)


def _shown_at(table: Table, position: int, prefix: str = "") -> str:
    cols = ", ".join(c.name for c in table.columns)
    return (f"SELECT {cols} FROM {prefix}{table.name}_versions "
            f"WHERE shown_to > {int(position)} AND shown_from <= {int(position)}")


def copy_state(conn: Connection, position: int) -> None:
    """Fill the (emptied) tables with the rows shown at `position`."""
    for table in VERSIONED:
        cols = ", ".join(c.name for c in table.columns)
        conn.exec_driver_sql(f"INSERT INTO {table.name} ({cols}) {_shown_at(table, position)}")


def views_at(position: int, schema: str = "main") -> tuple[str, ...]:
    """TEMP VIEWs that shadow the tables' names with the rows shown at `position`, for a
    read-only connection to the live tables (temp objects never touch them). `schema`: where
    the twins are (SQLite: `main`, the file; PostgreSQL: the read model's schema)."""
    return tuple(f"CREATE TEMP VIEW {table.name} AS {_shown_at(table, position, schema + '.')}"
                 for table in VERSIONED)
