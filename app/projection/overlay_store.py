"""The shop's tables as shown at a base position, read on demand, for the few records a past
state applies on top of them (app/projection/overlay.py).

A MemoryStore whose small tables (products, customers, suppliers, facts) are loaded whole from
the live shop's row versions and whose big ones are read only where a record looks: a
customer's sales, a sale's items, a sale's lineage. What the records change is written as the
overlay, not as tables. The live shop's row versions are read in place: on SQLite the live file
is attached to the past state's database, on PostgreSQL they are the live schema's tables.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import Connection

from app.projection import overlay
from app.projection import schema as t
from app.projection.bulk import COLUMNS, KEYS, VALUES, Row, ascii_lower
from app.projection.driver_sql import stored
from app.projection.memory_store import MemoryStore
from app.projection.versions import VERSIONED
from domain.timeline import EFFECTIVE

WHOLE = (t.products.name, t.customers.name, t.suppliers.name, t.facts.name)


class OverlayStore(MemoryStore):
    def __init__(self, conn: Connection, base: int, twins: str):
        sqlite = conn.dialect.name == "sqlite"
        super().__init__(ascii_lower if sqlite else str.lower)  # as each database's LOWER
        self.conn, self.base, self.twins = conn, base, twins
        self.mark = "?" if sqlite else "%s"  # the driver's placeholder
        self.clock = base
        self.from_base: dict[str, set[int]] = {name: set() for name in COLUMNS}  # read, maybe gone since
        self.read_scopes: set[tuple] = set()
        self.base_latest: str | None = None
        self._latest_read = False
        self.known_largest: set[str] = set()  # found when a row without a key is first inserted

    @classmethod
    def on(cls, conn: Connection, base: int, twins: str) -> OverlayStore:
        store = cls(conn, base, twins)
        for name in WHOLE:
            store._read(name, "1 = 1", ())
            store.largest[name] = max(store.rows[name], default=0)
            store.known_largest.add(name)
        return store

    # --- reading the base on demand ------------------------------------------------------

    def _shown(self, name: str) -> str:
        b = int(self.base)
        return f"{self.twins}{name}_versions WHERE shown_to > {b} AND shown_from <= {b}"

    def _read(self, name: str, where: str, params: tuple) -> list[int]:
        """The base's rows of `name` matching `where` (`{}` for each placeholder), kept unless
        already read (or gone)."""
        cols = ", ".join(COLUMNS[name])
        where = where.format(*([self.mark] * len(params)))
        found = self.conn.exec_driver_sql(f"SELECT {cols} FROM {self._shown(name)} AND ({where})",
                                          params).fetchall()
        keys = []
        for values in found:
            row = dict(zip(COLUMNS[name], map(stored, values), strict=True))  # dates as ISO text
            k = row[KEYS[name]]
            keys.append(k)
            if k in self.from_base[name] or k in self.rows[name]:
                continue
            self.from_base[name].add(k)
            self.rows[name][k] = row
            self._index(name, row)
        return keys

    def _once(self, scope: tuple, read) -> None:
        if scope not in self.read_scopes:
            self.read_scopes.add(scope)
            read()

    def _sale(self, sale_id: int) -> None:
        self._once(("sale", sale_id), lambda: (
            self._read(t.sales.name, "sale_id = {}", (sale_id,)),
            self._read(t.sale_items.name, "sale_id = {}", (sale_id,))))

    def _customer_sales(self, customer_id: int) -> None:
        def read() -> None:
            for sale_id in self._read(t.sales.name, "customer_id = {}", (customer_id,)):
                self._sale(sale_id)
        self._once(("customer", customer_id), read)

    def _largest_below(self, name: str, below: int | None) -> int:
        """The largest key shown at the base (below `below`) that is still here, or new."""
        key = KEYS[name]
        bound = "" if below is None else f" AND {key} < {int(below)}"
        rows = self.rows[name]
        for (k,) in self.conn.exec_driver_sql(
                f"SELECT {key} FROM {self._shown(name)}{bound} ORDER BY {key} DESC"):
            if k not in self.from_base[name] or k in rows:  # not one removed here
                break
        else:
            k = 0
        here = [n for n in rows if below is None or n < below]
        return max(k, max(here, default=0))

    # --- ShopStore, where the base is read first -----------------------------------------

    def _insert(self, name: str, values: dict[str, Any]) -> int:
        # only a row without a key needs the largest key shown (a walk down its index)
        if name not in self.known_largest and values.get(KEYS[name]) is None:
            self.largest[name] = max(self.largest[name], self._largest_below(name, None))
            self.known_largest.add(name)
        return super()._insert(name, values)

    def trace(self, table_name: str, row_id: int, column: str | None, position: int,
              contribution: float | None, detail: str) -> None:
        self.add(t.lineage, table_name=table_name, row_id=row_id, column_name=column, position=position,
                 contribution=contribution, detail=detail)

    def sale_items_of(self, sale_id: int) -> list[Row]:
        self._sale(sale_id)
        return super().sale_items_of(sale_id)

    def standing_sales_of(self, customer_id: int, sale_id: int | None = None,
                          on: dt.date | None = None) -> list[Row]:
        self._customer_sales(customer_id)
        return super().standing_sales_of(customer_id, sale_id, on)

    def remove_sale(self, sale_id: int) -> None:
        self._sale(sale_id)
        self._once(("lineage", sale_id), lambda: self._read(
            t.lineage.name, "table_name = {} AND row_id = {}", (t.sales.name, sale_id)))
        super().remove_sale(sale_id)

    def latest_business_date(self) -> str | None:
        if not self._latest_read:
            states = ", ".join(f"'{s}'" for s in EFFECTIVE)
            self.base_latest = self.conn.exec_driver_sql(
                f"SELECT MAX(business_date) FROM {self._shown(t.ledger_records.name)} "
                f"AND status IN ({states})").scalar()
            self.base_latest = stored(self.base_latest)
            self._latest_read = True
        found = [d for d in (self.base_latest, self.latest) if d is not None]
        return max(found, default=None)

    def _delete(self, name: str, k: int) -> None:
        row = self.rows[name].pop(k)
        if k == self.largest[name]:  # as the tables would: the next key is the largest left + 1
            self.largest[name] = self._largest_below(name, k)
            self.known_largest.add(name)
        self._close(name, k, row)

    # --- writing the overlay -------------------------------------------------------------

    def write_overlay(self) -> None:
        """What the records changed, as the overlay of the past state's database."""
        touched = [t.name for t in VERSIONED if self.dirty[t.name]]
        overlay.install(self.conn, self.base, self.twins, touched)
        for name in touched:
            rows = self.rows[name]
            changed = sorted(self.dirty[name])
            over = [VALUES[name](rows[k]) for k in changed if k in rows]
            if over:
                marks = ", ".join([self.mark] * len(COLUMNS[name]))
                self.conn.exec_driver_sql(f"INSERT INTO {overlay.over(name)} VALUES ({marks})", _many(over))
            hidden = [(k,) for k in changed if k in self.from_base[name]]
            if hidden:
                self.conn.exec_driver_sql(f"INSERT INTO {overlay.gone(name)} (k) VALUES ({self.mark})", hidden)
        self._settled()


def _many(rows: list[Any]) -> list[tuple]:
    return [tuple(r) if isinstance(r, tuple) else (r,) for r in rows]
