"""The shop's tables in memory, for bulk work: the projection applies each record to dicts
instead of running a dozen statements per record, and `flush` writes what changed, the row
versions included, with one `executemany` per table and kind of change.

It keeps what the tables and their version triggers keep (app/projection/versions.py): a new
row's key is the largest key + 1; every insert, update or delete closes the row's open version
at the clock and opens the new one, and a version opened and closed at the same position is
dropped. The rows are compared as SQLite compares them (`lower` folds ASCII only there), so a
rebuild in memory writes what the statements would have.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from sqlalchemy import Connection, Table

from app.projection import schema as t
from app.projection import versions
from app.projection.bulk import (
    CLOSE_VERSION,
    COLUMNS,
    COPY_OPENED,
    CREATE_OPENED,
    DATES,
    DELETE_ROW,
    DROP_VERSION,
    EMPTY_OPENED,
    FLOATS,
    KEYS,
    NAMES,
    OPENED,
    SELECT_ALL,
    SELECT_OPEN,
    UPDATE_ROW,
    VALUES,
    Row,
    ascii_lower,
)
from app.projection.driver_sql import DriverSql, PartlyApplied, SqlDialect, dialect_of, stored
from app.projection.memory_lookups import INDEXES, MemoryLookups
from app.projection.versions import OPEN, TWINS, VERSIONED
from domain.errors import InvalidRecord, RuleViolation

COPY_FROM = 2000  # open versions in one flush from which they are copied in SQL (bulk.COPY_OPENED)


class MemoryStore(MemoryLookups):
    """A ShopStore (app/projection/store.py) over dicts; `load` it from a connection, `flush` it
    back to the same connection."""

    def __init__(self, sql_lower=ascii_lower):
        self.lower = sql_lower  # the backend's lower(): PostgreSQL folds more than ASCII
        self.rows: dict[str, dict[int, Row]] = {name: {} for name in COLUMNS}
        self.largest: dict[str, int] = dict.fromkeys(COLUMNS, 0)
        self.clock = 0
        self.writes = 0
        self.latest: str | None = None  # the latest business date of the records that stand
        self.keep_versions = False
        # Row versions: when the open one per key began (its values are the row's until the next
        # write to it, so they are read then or at flush), the closed ones since the last flush,
        # and what became of the versions the database already held open.
        self.open: dict[str, dict[int, int]] = {name: {} for name in COLUMNS}
        self.closed: dict[str, list[tuple]] = {name: [] for name in COLUMNS}
        self.stored_open: dict[str, set[int]] = {name: set() for name in COLUMNS}
        self.stored_closed: dict[str, dict[int, int | None]] = {name: {} for name in COLUMNS}  # None: dropped
        self.stored_rows: dict[str, set[int]] = {name: set() for name in COLUMNS}
        self.dirty: dict[str, set[int]] = {name: set() for name in COLUMNS}
        # Indexes for what the projection looks up per record.
        self.product_by_name: dict[str, int] = {}
        self.items_by_sale: dict[int, list[int]] = {}
        self.sales_by_customer: dict[int, set[int]] = {}
        self.customers_by_phone: dict[str, list[int]] = {}
        self.customers_by_name: dict[tuple[str, str], list[int]] = {}
        self.customers_by_email: dict[str, list[int]] = {}
        self.lineage_of_sale: dict[int, list[int]] = {}  # what remove_sale removes
        self.price_changes_by_product: dict[int, list[int]] = {}  # a late sale's price on its day

    # --- loading and flushing -----------------------------------------------------------

    @classmethod
    def load(cls, conn: Connection, position: int) -> MemoryStore:
        """The tables and their open row versions (if the database keeps them) as the
        connection sees them after log `position`."""
        store = cls(ascii_lower if conn.dialect.name == "sqlite" else str.lower)
        store.keep_versions = versions.is_installed(conn)
        store.clock = position
        db = DriverSql(conn)
        for table in VERSIONED:
            name, key = table.name, KEYS[table.name]
            for row in db.rows(SELECT_ALL[name]):
                row = {c: stored(v) for c, v in row.items()}
                store.rows[name][row[key]] = row
                store._index(name, row)
            store.stored_rows[name] = set(store.rows[name])
            store.largest[name] = max(store.rows[name], default=0)
            if store.keep_versions:
                found = db.rows(SELECT_OPEN[name])
                store.open[name] = {r[key]: r["shown_from"] for r in found if r[key] in store.rows[name]}
                store.stored_open[name] = set(store.open[name])
        return store

    def flush(self, conn: Connection) -> None:
        """Write what changed since `load` (or the last flush) to the connection: rows, then
        row versions, with the version triggers off meanwhile, so that foreign keys hold at
        every statement."""
        if not any(self.dirty.values()):
            return
        sql = dialect_of(conn)
        db = DriverSql(conn)
        if self.keep_versions:
            for table in VERSIONED:
                for statement in sql.pause_versions(table):
                    conn.exec_driver_sql(statement)
        # New and changed rows parents first, then the removed ones children first: a changed
        # row may point at a new parent, or stop pointing at one about to go (keys are reused).
        for table in VERSIONED:
            name, key = table.name, KEYS[table.name]
            rows, dirty, was = self.rows[name], self.dirty[name], self.stored_rows[name]
            changed = [rows[k] for k in (dirty & was).intersection(rows)]
            if changed:
                others = [c for c in COLUMNS[name] if c != key]
                db.execute_many(UPDATE_ROW[name], [{"k": r[key], **{"v_" + c: r[c] for c in others}}
                                                   for r in changed])
            new = sorted((dirty - was).intersection(rows))
            if new:
                sql.bulk_insert(db, table, tuple(COLUMNS[name]), list(map(VALUES[name], map(rows.__getitem__, new))))
        for table in reversed(VERSIONED):
            name = table.name
            gone = (self.dirty[name] & self.stored_rows[name]).difference(self.rows[name])
            if gone:
                db.execute_many(DELETE_ROW[name], [{"k": k} for k in gone])
        if self.keep_versions:
            for name in COLUMNS:
                self._flush_versions(db, sql, name)
            for table in VERSIONED:
                for statement in sql.resume_versions(table):
                    conn.exec_driver_sql(statement)
            sql.settle_clock(conn, self.clock)
        self._settled()

    def _flush_versions(self, db: DriverSql, sql: SqlDialect, name: str) -> None:
        ended = self.stored_closed[name]
        dropped = [{"k": k} for k, to in ended.items() if to is None]
        if dropped:
            db.execute_many(DROP_VERSION[name], dropped)
        closed = [{"k": k, "to": to} for k, to in ended.items() if to is not None]
        if closed:
            db.execute_many(CLOSE_VERSION[name], closed)
        columns = (*COLUMNS[name], "shown_from", "shown_to")
        rows, values = self.rows[name], VALUES[name]
        was = self.stored_open[name]
        opened = list(self.open[name].items())
        if was:
            opened = [pair for pair in opened if pair[0] not in was]
        if len(opened) >= COPY_FROM:  # the rows are written: their versions are copied from them
            db.cursor.execute(CREATE_OPENED)
            sql.bulk_insert(db, OPENED, ("k", "shown_from"), opened)
            db.execute(COPY_OPENED[name], {})
            db.cursor.execute(EMPTY_OPENED)
            opened = []
        added = self.closed[name] + [(*values(rows[k]), shown_from, OPEN) for k, shown_from in opened]
        if added:
            sql.bulk_insert(db, TWINS[name], columns, added)

    def _settled(self) -> None:
        for name in COLUMNS:
            self.stored_rows[name] = set(self.rows[name])
            self.stored_open[name] = set(self.open[name])
            self.stored_closed[name] = {}
            self.closed[name] = []
            self.dirty[name] = set()

    # --- ShopStore: writing -------------------------------------------------------------

    def set_clock(self, position: int) -> None:
        self.clock = position

    def pipelined(self) -> contextlib.AbstractContextManager[None]:
        return contextlib.nullcontext()

    @contextlib.contextmanager
    def savepoint(self) -> Iterator[None]:
        """As on PostgreSQL: the projection checks a record's rules before it writes, so a
        refused record has nothing to undo; if one ever wrote first, the whole batch is refused."""
        before = self.writes
        try:
            yield
        except (InvalidRecord, RuleViolation) as e:
            if self.writes != before:
                raise PartlyApplied(f"{e.message} (nothing was saved)") from e
            raise

    def latest_business_date(self) -> str | None:
        return self.latest

    def insert(self, table: Table, **values: Any) -> int:
        return self._insert(table.name, values)

    def add(self, table: Table, **values: Any) -> None:
        self._insert(table.name, values)

    def trace(self, table_name: str, row_id: int, column: str | None, position: int,
              contribution: float | None, detail: str) -> None:
        # `_insert` cut to what a lineage row needs: a rebuild writes three per record.
        name = _LINEAGE
        k = self.largest[name] + 1
        self.largest[name] = k
        self.rows[name][k] = {
            "lineage_id": k, "table_name": table_name, "row_id": row_id, "column_name": column,
            "position": position, "contribution": None if contribution is None else float(contribution),
            "detail": detail,
        }
        if table_name == _SALES:
            self.lineage_of_sale.setdefault(row_id, []).append(k)
        self.dirty[name].add(k)
        self.writes += 1
        self.open[name][k] = self.clock

    def _insert(self, name: str, values: dict[str, Any]) -> int:
        empty, dates, floats, key = _SHAPES[name]
        row: Row = {**empty, **values}
        if len(row) != len(empty):
            unknown = sorted(set(values) - NAMES[name])
            raise ValueError(f"{name} has no column {unknown[0]}")  # as the database would say
        # As the database would store them; most values come already so (a rebuild's hot path).
        for c in dates:
            if (v := row[c]).__class__ is not str and v is not None:
                row[c] = stored(v)
        for c in floats:
            if (v := row[c]).__class__ is not float and v is not None:
                row[c] = float(v)
        rows = self.rows[name]
        k = row[key]
        if k is None:
            k = row[key] = self.largest[name] + 1
        if k in rows:
            raise ValueError(f"{name}: key {k} is taken")  # as the database would refuse it
        rows[k] = row
        if k > self.largest[name]:
            self.largest[name] = k
        if (index := INDEXES.get(name)) is not None:  # inline: the hot path of a rebuild
            index(self, row)
        self.dirty[name].add(k)
        self.writes += 1
        self.open[name][k] = self.clock  # the key was free: it had no open version
        return k

    def set_stock(self, product_id: int, stock: float) -> None:
        # `_update` spelled out: every sale line moves a stock
        name = _PRODUCTS
        row = self.rows[name][product_id]
        self._close(name, product_id, row)
        row["stock_quantity"] = float(stock)
        self.open[name][product_id] = self.clock

    def set_price(self, product_id: int, price: float) -> None:
        self._update(t.products.name, product_id, selling_price=float(price))

    def fill_contacts(self, table: Table, key: int, values: dict[str, str]) -> None:
        if table is t.customers:
            self._unindex_customer(self.rows[table.name][key])
            self._update(table.name, key, **values)
            self._index(table.name, self.rows[table.name][key])
        else:
            self._update(table.name, key, **values)

    def remove_sale(self, sale_id: int) -> None:
        for item in self.items_by_sale.pop(sale_id, []):
            self._delete(t.sale_items.name, item)
        sale = self.rows[t.sales.name].get(sale_id)
        if sale is not None:
            self.sales_by_customer.get(sale["customer_id"], set()).discard(sale_id)
            self._delete(t.sales.name, sale_id)
        for lineage_id in self.lineage_of_sale.pop(sale_id, []):
            self._delete(t.lineage.name, lineage_id)

    def close_facts(self, subject: str, relation: str, day: str) -> None:
        wanted = self.lower(subject)
        for k, fact in list(self.rows[t.facts.name].items()):
            if (fact["relation"] == relation and fact["valid_to"] is None and fact["valid_from"] <= day
                    and self.lower(fact["subject"]) == wanted):
                self._update(t.facts.name, k, valid_to=day)

    # --- inside -------------------------------------------------------------------------

    def _update(self, name: str, k: int, **values: Any) -> None:
        row = self.rows[name][k]
        self._close(name, k, row)
        row.update(values)
        self.open[name][k] = self.clock

    def _delete(self, name: str, k: int) -> None:
        row = self.rows[name].pop(k)
        if k == self.largest[name]:
            self.largest[name] = max(self.rows[name], default=0)
        self._close(name, k, row)

    def _written(self, name: str, k: int) -> None:
        self.dirty[name].add(k)
        self.writes += 1

    def _close(self, name: str, k: int, row: Row) -> None:
        """What the version triggers do on a write to row `k` (`row` as it was): its open
        version ends (the caller opens the next one, unless the row is deleted)."""
        self._written(name, k)
        shown_from = self.open[name].pop(k, None)
        if shown_from is None:
            return
        same_position = shown_from == self.clock
        if k in self.stored_open[name]:
            self.stored_open[name].discard(k)
            self.stored_closed[name][k] = None if same_position else self.clock
        elif not same_position:
            self.closed[name].append((*VALUES[name](row), shown_from, self.clock))

_LINEAGE, _SALES, _PRODUCTS = t.lineage.name, t.sales.name, t.products.name
assert COLUMNS[_LINEAGE] == ["lineage_id", "table_name", "row_id", "column_name", "position", "contribution",
                             "detail"], "MemoryStore.trace writes these columns"
# What `_insert` needs per table: a new row's defaults, the columns it converts, the key.
_SHAPES = {name: (dict.fromkeys(columns), DATES[name], FLOATS[name], KEYS[name]) for name, columns in COLUMNS.items()}
