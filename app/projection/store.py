"""What the shop projection reads and writes, named: the read model's tables on a connection
(`SqlStore`, every new record) or in memory (`app/projection/memory_store.py`, a rebuild), so the
one projection decides the same rows either way.

Rows are plain dicts of column → value with dates as ISO text, as SQLite returns them.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from typing import Any, Protocol

from sqlalchemy import Connection, Table, bindparam, delete, func, or_, select, update

from app.projection import schema as t
from app.projection import versions
from app.projection.driver_sql import DriverSql, stored
from domain.timeline import EFFECTIVE


class ShopStore(Protocol):
    def set_clock(self, position: int) -> None:
        """The log position the row versions written next are stamped with."""

    def pipelined(self) -> contextlib.AbstractContextManager[None]: ...

    def savepoint(self) -> contextlib.AbstractContextManager[None]:
        """Undo what is done inside if it raises (the error still propagates): a refused
        record leaves nothing behind."""

    def insert(self, table: Table, **values: Any) -> int:
        """Insert one row; its key (the largest key + 1 when none is given)."""

    def add(self, table: Table, **values: Any) -> None:
        """Insert one row whose key nobody needs."""

    def trace(self, table_name: str, row_id: int, column: str | None, position: int,
              contribution: float | None, detail: str) -> None:
        """A lineage row: why `column` of that row is what it is (app/projection/schema.py)."""

    def product_named(self, name: str) -> dict | None: ...
    def product_by_id(self, product_id: int) -> dict | None: ...
    def customer_by_phone(self, phone: str) -> dict | None: ...
    def customer_by_email(self, email: str) -> dict | None:
        """Compared without case."""
    def customers_named(self, first: str, last: str) -> list[dict]:
        """Compared without case, by key."""
    def supplier_named(self, name: str) -> dict | None:
        """Compared without case."""
    def customer_id_called(self, full_name: str) -> int | None:
        """The earliest customer whose 'first last' is `full_name`, without case."""
    def sale_items_of(self, sale_id: int) -> list[dict]: ...
    def standing_sales_of(self, customer_id: int, sale_id: int | None = None,
                          on: dt.date | None = None) -> list[dict]:
        """sale_id, sale_date, total_price, name, unit, quantity_sold: one row per item of the
        customer's sales (or of that one sale of theirs, or of those on a day), by sale date,
        sale and item."""

    def latest_business_date(self) -> str | None:
        """Of the records that stand (a return without a date is dated by it)."""

    def price_changes_of(self, product_id: int) -> list[tuple[str, float, float]]:
        """(change date as ISO text, old price, new price), in the order they were recorded."""

    def set_stock(self, product_id: int, stock: float) -> None: ...
    def set_price(self, product_id: int, price: float) -> None: ...
    def fill_contacts(self, table: Table, key: int, values: dict[str, str]) -> None: ...
    def remove_sale(self, sale_id: int) -> None:
        """The sale, its items and its lineage."""
    def close_facts(self, subject: str, relation: str, day: str) -> None:
        """Open facts of `subject` (without case) and `relation` valid from `day` or before
        end on `day`."""


# Built once and run through DriverSql: per-event SQLAlchemy overhead dominated the replay.
PRODUCT_NAMED = select(t.products).where(t.products.c.name == bindparam("name"))
PRODUCT_BY_ID = select(t.products).where(t.products.c.product_id == bindparam("pid"))
SET_STOCK = (update(t.products).where(t.products.c.product_id == bindparam("pid"))
             .values(stock_quantity=bindparam("stock")))
SET_PRICE = (update(t.products).where(t.products.c.product_id == bindparam("pid"))
             .values(selling_price=bindparam("price")))
SET_CONTACTS = {
    (table, cols): update(table).where(table.c[key] == bindparam("key")).values(
        {c: bindparam("new_" + c) for c in cols})
    for table, key in ((t.customers, "customer_id"), (t.suppliers, "supplier_id"))
    for cols in (("email",), ("phone_number",), ("phone_number", "email"),
                 ("contact_number",), ("contact_number", "email"))
    if all(c in table.c for c in cols)
}
CUSTOMER_BY_PHONE = select(t.customers).where(t.customers.c.phone_number == bindparam("phone"))
CUSTOMER_BY_EMAIL = select(t.customers).where(func.lower(t.customers.c.email) == bindparam("email"))
CUSTOMERS_BY_NAME = select(t.customers).where(
    func.lower(t.customers.c.first_name) == bindparam("first"),
    func.lower(t.customers.c.last_name) == bindparam("last"),
).order_by(t.customers.c.customer_id)
SUPPLIER_BY_NAME = select(t.suppliers).where(func.lower(t.suppliers.c.supplier_name) == bindparam("name"))
# Two customers may share a name: the earliest is meant, as a sale by that name means it (an
# unordered scan meets rows in an order each backend chooses).
CUSTOMER_CALLED = select(t.customers.c.customer_id).where(
    func.lower(t.customers.c.first_name + " " + t.customers.c.last_name) == func.lower(bindparam("name"))
).order_by(t.customers.c.customer_id).limit(1)
SALE_ITEMS_OF = (select(t.sale_items).where(t.sale_items.c.sale_id == bindparam("sid"))
                 .order_by(t.sale_items.c.sale_item_id))
DELETE_SALE_ITEMS = delete(t.sale_items).where(t.sale_items.c.sale_id == bindparam("sid"))
DELETE_SALE = delete(t.sales).where(t.sales.c.sale_id == bindparam("sid"))
DELETE_LINEAGE = delete(t.lineage).where(
    t.lineage.c.table_name == bindparam("tbl"), t.lineage.c.row_id == bindparam("rid"))
STANDING_SALES = (
    select(t.sales.c.sale_id, t.sales.c.sale_date, t.sales.c.total_price,
           t.products.c.name, t.products.c.unit, t.sale_items.c.quantity_sold)
    .join(t.sale_items, t.sale_items.c.sale_id == t.sales.c.sale_id)
    .join(t.products, t.products.c.product_id == t.sale_items.c.product_id)
    .where(t.sales.c.customer_id == bindparam("cid"))
    .order_by(t.sales.c.sale_date, t.sales.c.sale_id, t.sale_items.c.sale_item_id)
)
STANDING_SALE = STANDING_SALES.where(t.sales.c.sale_id == bindparam("sid"))
STANDING_SALES_ON = STANDING_SALES.where(t.sales.c.sale_date == bindparam("day"))
PRICE_CHANGES_OF = (select(t.price_changes.c.change_date, t.price_changes.c.old_price, t.price_changes.c.new_price)
                    .where(t.price_changes.c.product_id == bindparam("pid"))
                    .order_by(t.price_changes.c.price_change_id))
LATEST_DATE = select(func.max(t.ledger_records.c.business_date)).where(
    or_(*(t.ledger_records.c.status == status for status in EFFECTIVE)))
CLOSE_FACTS = (update(t.facts)
               .where(func.lower(t.facts.c.subject) == func.lower(bindparam("subject")),
                      t.facts.c.relation == bindparam("relation"), t.facts.c.valid_to.is_(None),
                      t.facts.c.valid_from <= bindparam("day"))
               .values(valid_to=bindparam("day")))


class SqlStore:
    """The tables on a connection, through its DBAPI cursor; the row versions kept by triggers."""

    def __init__(self, conn: Connection):
        self.db = DriverSql(conn)

    def set_clock(self, position: int) -> None:
        versions.set_clock(self.db, position)

    def pipelined(self) -> contextlib.AbstractContextManager[None]:
        return self.db.pipelined()

    def savepoint(self) -> contextlib.AbstractContextManager[None]:
        return self.db.savepoint()

    def insert(self, table: Table, **values: Any) -> int:
        return self.db.insert(table, **values)

    def add(self, table: Table, **values: Any) -> None:
        self.db.add(table, **values)

    def trace(self, table_name: str, row_id: int, column: str | None, position: int,
              contribution: float | None, detail: str) -> None:
        self.db.add(t.lineage, table_name=table_name, row_id=row_id, column_name=column, position=position,
                    contribution=contribution, detail=detail)

    def product_named(self, name: str) -> dict | None:
        return self.db.first(PRODUCT_NAMED, name=name)

    def product_by_id(self, product_id: int) -> dict | None:
        return self.db.first(PRODUCT_BY_ID, pid=product_id)

    def customer_by_phone(self, phone: str) -> dict | None:
        return self.db.first(CUSTOMER_BY_PHONE, phone=phone)

    def customer_by_email(self, email: str) -> dict | None:
        return self.db.first(CUSTOMER_BY_EMAIL, email=email.lower())

    def customers_named(self, first: str, last: str) -> list[dict]:
        return self.db.rows(CUSTOMERS_BY_NAME, first=first.lower(), last=last.lower())

    def supplier_named(self, name: str) -> dict | None:
        return self.db.first(SUPPLIER_BY_NAME, name=name.lower())

    def customer_id_called(self, full_name: str) -> int | None:
        return self.db.scalar(CUSTOMER_CALLED, name=full_name)

    def sale_items_of(self, sale_id: int) -> list[dict]:
        return self.db.rows(SALE_ITEMS_OF, sid=sale_id)

    def standing_sales_of(self, customer_id: int, sale_id: int | None = None,
                          on: dt.date | None = None) -> list[dict]:
        if sale_id is not None:
            return self.db.rows(STANDING_SALE, cid=customer_id, sid=sale_id)
        if on is not None:
            return self.db.rows(STANDING_SALES_ON, cid=customer_id, day=on)
        return self.db.rows(STANDING_SALES, cid=customer_id)

    def latest_business_date(self) -> str | None:
        return stored(self.db.scalar(LATEST_DATE))

    def price_changes_of(self, product_id: int) -> list[tuple[str, float, float]]:
        return [(stored(r["change_date"]), r["old_price"], r["new_price"])
                for r in self.db.rows(PRICE_CHANGES_OF, pid=product_id)]

    def set_stock(self, product_id: int, stock: float) -> None:
        self.db.run(SET_STOCK, pid=product_id, stock=stock)

    def set_price(self, product_id: int, price: float) -> None:
        self.db.run(SET_PRICE, pid=product_id, price=price)

    def fill_contacts(self, table: Table, key: int, values: dict[str, str]) -> None:
        self.db.run(SET_CONTACTS[(table, tuple(values))], key=key,  # type: ignore[index]
                    **{"new_" + c: v for c, v in values.items()})

    def remove_sale(self, sale_id: int) -> None:
        self.db.run(DELETE_SALE_ITEMS, sid=sale_id)
        self.db.run(DELETE_SALE, sid=sale_id)
        self.db.run(DELETE_LINEAGE, tbl=t.sales.name, rid=sale_id)

    def close_facts(self, subject: str, relation: str, day: str) -> None:
        self.db.run(CLOSE_FACTS, subject=subject, relation=relation, day=day)
