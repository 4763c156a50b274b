"""A past state laid over the live shop's row versions instead of copied from them.

A business date the ledger never showed is the rows shown at some earlier position (`base`)
plus the few records entered later and dated up to the day. Copying the base's rows costs as
much as the shop is big (650k rows at 100k events); this keeps only what the late records
changed, in the past state's own database:

- `over_<table>`: every row they added or changed (as it stands for the day);
- `gone_<table>`: the keys of the base's rows they changed or removed;
- `overlay_base`: the base position; `overlay_tables`: the tables with an overlay (the others
  are the base's rows alone, and making 26 empty tables was most of a past state's cost on
  PostgreSQL).

Read back through views that shadow each table's name: the base's rows that are not gone, and
the rows over them (`views`). The base's versions never change once shown (a later change
closes them at a later position), so the overlay stays true while the live shop grows.
"""

from __future__ import annotations

from collections.abc import Collection

from sqlalchemy import Connection

from app.projection.versions import VERSIONED, key_of

BASE_TABLE = "overlay_base"
TABLES_TABLE = "overlay_tables"


def over(name: str) -> str:
    return f"over_{name}"


def gone(name: str) -> str:
    return f"gone_{name}"


def install(conn: Connection, base: int, twins: str, tables: Collection[str]) -> None:
    """The overlay of `tables` in a past state's new database, shaped as the live shop's tables
    (under prefix `twins`): no constraints, since its rows point at the base's rows, which are
    elsewhere."""
    for name in (t.name for t in VERSIONED if t.name in tables):
        conn.exec_driver_sql(f"CREATE TABLE {over(name)} AS SELECT * FROM {twins}{name} WHERE 1 = 0")
        conn.exec_driver_sql(f"CREATE TABLE {gone(name)} (k INTEGER PRIMARY KEY)")
    conn.exec_driver_sql(f"CREATE TABLE {TABLES_TABLE} (name VARCHAR(64) PRIMARY KEY)")
    for name in tables:
        conn.exec_driver_sql(f"INSERT INTO {TABLES_TABLE} (name) VALUES ('{_known(name)}')")
    conn.exec_driver_sql(f"CREATE TABLE {BASE_TABLE} (position INTEGER NOT NULL)")
    conn.exec_driver_sql(f"INSERT INTO {BASE_TABLE} (position) VALUES ({int(base)})")


_NAMES = frozenset(t.name for t in VERSIONED)


def _known(name: str) -> str:
    if name not in _NAMES:
        raise ValueError(f"{name!r} is no table of the shop")
    return name


def views(base: int, twins: str, own: str = "main", tables: Collection[str] | None = None) -> tuple[str, ...]:
    """TEMP VIEWs with the tables' names: the rows shown at `base` in the twins under prefix
    `twins` (an attached live shop, or the live schema on PostgreSQL), less the gone ones, and
    the rows over them (in `own`: the past state's database or schema), for `tables` (None:
    all, as a state kept before `overlay_tables` was); the other tables are the base's rows."""
    made = []
    for table in VERSIONED:
        name, key = table.name, key_of(table)
        cols = ", ".join(c.name for c in table.columns)
        shown = (f"SELECT {cols} FROM {twins}{name}_versions "
                 f"WHERE shown_to > {int(base)} AND shown_from <= {int(base)}")
        if tables is not None and name not in tables:
            made.append(f"CREATE TEMP VIEW {name} AS {shown}")
            continue
        made.append(
            f"CREATE TEMP VIEW {name} AS {shown} "
            f"AND {key} NOT IN (SELECT k FROM {own}.{gone(name)}) "
            f"UNION ALL SELECT {cols} FROM {own}.{over(name)}")
    return tuple(made)


def view_parts(view: str) -> frozenset[str]:
    """What a view of `views` may read besides the shop's own tables."""
    return frozenset({f"{view}_versions", over(view), gone(view)})
