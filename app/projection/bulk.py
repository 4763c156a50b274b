"""What bulk work on the shop's tables shares (app/projection/memory_store.py and
overlay_store.py): each versioned table's columns, key and typed columns, the statements a flush
runs (built once; DriverSql keeps each compiled form), SQLite's lower(), and the garbage
collector paused while rows are made by the hundred thousand."""

from __future__ import annotations

import contextlib
import gc
import operator
from collections.abc import Iterator
from typing import Any

from sqlalchemy import (
    Column,
    Date,
    Float,
    Integer,
    MetaData,
    Table,
    and_,
    bindparam,
    delete,
    insert,
    literal_column,
    select,
    update,
)

from app.projection.versions import OPEN, TWINS, VERSIONED, key_of

Row = dict[str, Any]
COLUMNS = {table.name: [c.name for c in table.columns] for table in VERSIONED}
KEYS = {table.name: key_of(table) for table in VERSIONED}
FLOATS = {table.name: [c.name for c in table.columns if isinstance(c.type, Float)] for table in VERSIONED}
DATES = {table.name: [c.name for c in table.columns if isinstance(c.type, Date)] for table in VERSIONED}
NAMES = {name: frozenset(columns) for name, columns in COLUMNS.items()}
VALUES = {name: operator.itemgetter(*columns) for name, columns in COLUMNS.items()}  # a row's version
# The bulk statements, built once (DriverSql keeps each compiled form).
SELECT_ALL = {table.name: select(table) for table in VERSIONED}
SELECT_OPEN = {name: select(twin.c[KEYS[name]], twin.c.shown_from).where(twin.c.shown_to == OPEN)
               for name, twin in TWINS.items()}
DELETE_ROW = {table.name: delete(table).where(table.c[key_of(table)] == bindparam("k")) for table in VERSIONED}
UPDATE_ROW = {table.name: update(table).where(table.c[key_of(table)] == bindparam("k")).values(
    {c.name: bindparam("v_" + c.name) for c in table.columns if c.name != key_of(table)}) for table in VERSIONED}
_OPEN_VERSION = {name: and_(twin.c[KEYS[name]] == bindparam("k"), twin.c.shown_to == literal_column(str(OPEN)))
                 for name, twin in TWINS.items()}
DROP_VERSION = {name: delete(twin).where(_OPEN_VERSION[name]) for name, twin in TWINS.items()}
CLOSE_VERSION = {name: update(twin).where(_OPEN_VERSION[name]).values(shown_to=bindparam("to"))
                 for name, twin in TWINS.items()}

# A big flush lists the open versions it adds as (key, shown_from) in a temporary table and copies
# the versions from the rows it has just written, in one INSERT … SELECT: a rebuild adds one per
# row, and building each as a Python tuple cost more than SQLite's insert of it.
OPENED = Table("flush_opened_versions", MetaData(), Column("k", Integer, primary_key=True),
               Column("shown_from", Integer, nullable=False))
CREATE_OPENED = ("CREATE TEMPORARY TABLE IF NOT EXISTS flush_opened_versions "
                 "(k INTEGER PRIMARY KEY, shown_from BIGINT NOT NULL)")
EMPTY_OPENED = "DELETE FROM flush_opened_versions"
COPY_OPENED = {
    table.name: insert(TWINS[table.name]).from_select(
        [*COLUMNS[table.name], "shown_from", "shown_to"],
        select(*(table.c[c] for c in COLUMNS[table.name]), OPENED.c.shown_from, literal_column(str(OPEN)))
        .select_from(table.join(OPENED, OPENED.c.k == table.c[KEYS[table.name]])))
    for table in VERSIONED}


def ascii_lower(text: str) -> str:
    """SQLite's lower(): only A-Z fold."""
    return text.translate(_ASCII_LOWER)


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


@contextlib.contextmanager
def collector_paused(pause: bool = True) -> Iterator[None]:
    """No cyclic garbage collection meanwhile: bulk work allocates rows by the hundred thousand,
    hardly any of it cyclic, and each full collection walks them all (a sixth of a rebuild's time)."""
    if not pause or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
