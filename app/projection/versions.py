"""Row versions: every state the read model's tables have ever shown, kept in the same file.

Each shop table T has a `T_versions` twin holding every version of every row with the log
positions between which it was shown: `shown_from <= N < shown_to`. So the shop as it stood
after any position N is a set of views over the twins (`views_at`), built in no time, and a
change to the past can restart from the state just before the first record it touches
(`copy_state`) instead of from the first event.

New records keep the twins up to date through triggers, stamped with `version_clock`, the
position being applied. A retraction, correction, rollback, undo or redo rebuilds the tables
(without triggers) and then `settle` closes the versions that changed and opens the new ones.
The triggers, the clock and the null-safe equality differ by backend; each read model's adapter
supplies them (the SqlDialect in app/projection/driver_sql.py). Everything else is the same SQL on both.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TYPE_CHECKING

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    Index,
    Integer,
    MetaData,
    Table,
    text,
)

from app.projection import schema
from app.projection.driver_sql import dialect_of

if TYPE_CHECKING:
    from app.projection.driver_sql import DriverSql

OPEN = 2**62  # shown_to of a version still shown
CLOCK = "version_clock"
VERSIONED = (*schema.SHOP_TABLES, schema.lineage)
# Tables some foreign key points at: their rows must stay while a child may still refer to them.
REFERENCED = {fk.column.table.name for table in VERSIONED for fk in table.foreign_keys}

metadata = MetaData()
# The position the triggers stamp (set by the projection before each record); on PostgreSQL a
# transaction-local setting stands in for it (app/adapters/postgres/dialect.py).
clock = Table(CLOCK, metadata, Column("position", Integer, nullable=False))


PINNED = "chatledger_clock_pinned"  # in Connection.info while `pinned` holds the clock


def set_clock(db: DriverSql, position: int) -> None:
    if not db.clock_pinned:
        db.sql.set_clock(db, position)


@contextlib.contextmanager
def pinned(conn: Connection, position: int) -> Iterator[None]:
    """Every row version written in this block is stamped `position`, whatever record the
    projection applies (a change to the past shows its effects from its own position)."""
    dialect_of(conn).settle_clock(conn, position)
    conn.info[PINNED] = True
    try:
        yield
    finally:
        conn.info.pop(PINNED, None)


def revert_to(conn: Connection, base: int) -> None:
    """Bring the live tables back to the rows shown at `base`, touching only the rows whose
    versions changed after it; the triggers stay on, so (inside `pinned`) the twins record
    the change as it happens and need no `settle`. The live tables must show the twins' open
    versions (they do after a catch-up). Rows made since go first (children before parents),
    changed rows are updated in place and removed ones come back (parents first), so foreign
    keys hold at every statement. A changed row of a table no foreign key points at (sale
    items, lineage...) goes with the new rows and comes back with the removed ones: its key may
    have been reused since, by a row of a parent that is new and about to go."""
    at_base = "v.shown_from <= :base AND v.shown_to > :base"
    for table in reversed(VERSIONED):
        twin, key = f"{table.name}_versions", key_of(table)
        only_new = (f" AND NOT EXISTS (SELECT 1 FROM {twin} v WHERE v.{key} = {table.name}.{key} AND {at_base})"
                    if table.name in REFERENCED else "")
        conn.execute(text(
            f"DELETE FROM {table.name} WHERE {key} IN (SELECT {key} FROM {twin} WHERE shown_to = {OPEN} "
            f"AND shown_from > :base){only_new}"), {"base": base})
    for table in VERSIONED:
        twin, key = f"{table.name}_versions", key_of(table)
        cols = [c.name for c in table.columns]
        rest = [c for c in cols if c != key]
        conn.execute(text(
            f"UPDATE {table.name} SET ({', '.join(rest)}) = (SELECT {', '.join('v.' + c for c in rest)} "
            f"FROM {twin} v WHERE v.{key} = {table.name}.{key} AND {at_base}) "
            f"WHERE {key} IN (SELECT {key} FROM {twin} WHERE shown_to = {OPEN} AND shown_from > :base) "
            f"AND EXISTS (SELECT 1 FROM {twin} v WHERE v.{key} = {table.name}.{key} AND {at_base})"),
            {"base": base})
        conn.execute(text(
            f"INSERT INTO {table.name} ({', '.join(cols)}) SELECT {', '.join('v.' + c for c in cols)} "
            f"FROM {twin} v WHERE v.shown_to > :base AND v.shown_to < {OPEN} AND v.shown_from <= :base "
            f"AND NOT EXISTS (SELECT 1 FROM {table.name} t WHERE t.{key} = v.{key})"), {"base": base})


def _twin(table: Table) -> Table:
    key = key_of(table)
    columns = [Column(c.name, c.type) for c in table.columns]
    twin = Table(f"{table.name}_versions", metadata, *columns,
                 Column("shown_from", BigInteger, nullable=False),
                 Column("shown_to", BigInteger, nullable=False))
    Index(f"ix_{twin.name}_key", twin.c[key], twin.c.shown_to)
    Index(f"ix_{twin.name}_span", twin.c.shown_to, twin.c.shown_from)
    return twin


def key_of(table: Table) -> str:
    (key,) = table.primary_key.columns
    return key.name


TWINS = {table.name: _twin(table) for table in VERSIONED}


def install(conn: Connection) -> None:
    """Create the twins (if new) and the triggers that keep them (after a rebuild of the tables)."""
    metadata.create_all(conn)
    ensure_clock(conn)
    sql = dialect_of(conn)
    for table in VERSIONED:
        for statement in sql.version_triggers(table):
            conn.exec_driver_sql(statement)


def ensure_clock(conn: Connection) -> None:
    clock.create(conn, checkfirst=True)
    if conn.exec_driver_sql(f"SELECT COUNT(*) FROM {CLOCK}").scalar() == 0:
        conn.exec_driver_sql(f"INSERT INTO {CLOCK} (position) VALUES (0)")


def is_installed(conn: Connection) -> bool:
    return dialect_of(conn).versions_installed(conn)


def drop(conn: Connection) -> None:
    metadata.drop_all(conn)


def settle(conn: Connection, position: int) -> None:
    """After the tables were rebuilt by a change at `position`: close the versions no longer
    shown, open versions for the rows that are new or different, and reinstall the triggers."""
    sql = dialect_of(conn)
    for table in VERSIONED:
        twin, key = f"{table.name}_versions", key_of(table)
        same = " AND ".join(f"t.{c.name} {sql.same} v.{c.name}" for c in table.columns)
        cols = ", ".join(c.name for c in table.columns)
        gone = f"NOT EXISTS (SELECT 1 FROM {table.name} t WHERE t.{key} = v.{key} AND {same})"
        conn.execute(text(sql.close_versions(twin, key, gone)), {"position": position})
        conn.execute(text(
            f"INSERT INTO {twin} ({cols}, shown_from, shown_to) SELECT {cols}, :position, {OPEN} "
            f"FROM {table.name} t WHERE NOT EXISTS (SELECT 1 FROM {twin} v "
            f"WHERE v.{key} = t.{key} AND v.shown_to = {OPEN} AND {same})"), {"position": position})
    sql.settle_clock(conn, position)
    install(conn)


def _shown_at(table: Table, position: int, prefix: str = "") -> str:
    cols = ", ".join(c.name for c in table.columns)
    return (f"SELECT {cols} FROM {prefix}{table.name}_versions "
            f"WHERE shown_to > {int(position)} AND shown_from <= {int(position)}")


def copy_state(conn: Connection, position: int, source: str = "") -> None:
    """Fill the (emptied) tables with the rows shown at `position`. `source`: where the twins
    are when they are another database's (a past state's scratch reads the live shop's)."""
    for table in VERSIONED:
        cols = ", ".join(c.name for c in table.columns)
        conn.exec_driver_sql(f"INSERT INTO {table.name} ({cols}) {_shown_at(table, position, source)}")


def views_at(position: int, schema: str = "main") -> tuple[str, ...]:
    """TEMP VIEWs that shadow the tables' names with the rows shown at `position`, for a
    read-only connection to the live tables (temp objects never touch them). `schema`: where
    the twins are (SQLite: `main`, the file; PostgreSQL: the read model's schema)."""
    return tuple(f"CREATE TEMP VIEW {table.name} AS {_shown_at(table, position, schema + '.')}"
                 for table in VERSIONED)
