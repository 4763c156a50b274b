"""The shop projection: applies ledger events to the read model's tables.

The same code checks a new record and replays a stored one, so the rules a record passed when
it was entered are exactly the rules its replay sees. Prices and totals are derived here from
the state at that point of the log, never taken from the record.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable

from sqlalchemy import Connection, bindparam, delete, func, insert, select, update

from app import schema as t
from domain import rules
from domain.events import RecordEntered
from domain.names import same_name, split_person_name
from domain.records import (
    AdjustStock,
    ChangePrice,
    Party,
    Record,
    RecordPurchase,
    RecordReturn,
    RecordSale,
    parse_record,
)
from domain.rules import ProductState, StandingSale


# Built once: constructing SQLAlchemy statements per event cost more than running them.
INSERT = {table: insert(table) for table in t.SHOP_TABLES}
PRODUCTS_NAMED = select(t.products).where(t.products.c.name.in_(bindparam("names", expanding=True)))
SET_STOCK = (update(t.products).where(t.products.c.product_id == bindparam("pid"))
             .values(stock_quantity=bindparam("stock")))
ADD_STOCK = (update(t.products).where(t.products.c.product_id == bindparam("pid"))
             .values(stock_quantity=func.round(t.products.c.stock_quantity + bindparam("delta"), 3)))
SET_PRICE = (update(t.products).where(t.products.c.product_id == bindparam("pid"))
             .values(selling_price=bindparam("price")))
CUSTOMER_BY_PHONE = select(t.customers).where(t.customers.c.phone_number == bindparam("phone"))
CUSTOMER_BY_EMAIL = select(t.customers).where(func.lower(t.customers.c.email) == bindparam("email"))
CUSTOMERS_BY_NAME = select(t.customers).where(
    func.lower(t.customers.c.first_name) == bindparam("first"),
    func.lower(t.customers.c.last_name) == bindparam("last"),
).order_by(t.customers.c.customer_id)
SUPPLIER_BY_NAME = select(t.suppliers).where(func.lower(t.suppliers.c.supplier_name) == bindparam("name"))
SALE_ITEMS_OF = (select(t.sale_items).where(t.sale_items.c.sale_id == bindparam("sid"))
                 .order_by(t.sale_items.c.sale_item_id))
DELETE_SALE_ITEMS = delete(t.sale_items).where(t.sale_items.c.sale_id == bindparam("sid"))
DELETE_SALE = delete(t.sales).where(t.sales.c.sale_id == bindparam("sid"))
STANDING_SALES = (
    select(t.sales.c.sale_id, t.sales.c.sale_date, t.sales.c.total_price,
           t.products.c.name, t.products.c.unit, t.sale_items.c.quantity_sold)
    .join(t.sale_items, t.sale_items.c.sale_id == t.sales.c.sale_id)
    .join(t.products, t.products.c.product_id == t.sale_items.c.product_id)
    .where(t.sales.c.customer_id == bindparam("cid"))
    .order_by(t.sales.c.sale_date, t.sales.c.sale_id, t.sale_items.c.sale_item_id)
)
LATEST_DATE = select(func.max(t.ledger_records.c.business_date))


def _insert(conn: Connection, table, **values) -> int:
    return conn.execute(INSERT[table], values).lastrowid


def money(value: float) -> float:
    return round(value + 0.0, 2)


def qty(value: float) -> float:
    return round(value + 0.0, 3)


class ShopProjection:
    def resolve(self, conn: Connection, record: Record) -> Record:
        """Fill in what depends on the ledger's state, so the stored record replays identically."""
        if isinstance(record, RecordReturn) and record.date is None:
            latest = conn.execute(LATEST_DATE).scalar()
            return record.model_copy(update={"date": rules.return_date(record, latest)})
        return record

    def apply(self, conn: Connection, event: RecordEntered) -> None:
        """Apply one event; raises RuleViolation (and the caller rolls back) if it breaks a rule."""
        record = parse_record(event.record)
        handler = {
            "purchase": self._purchase,
            "sale": self._sale,
            "return": self._return,
            "price_change": self._price_change,
            "stock_adjustment": self._stock_adjustment,
        }[record.kind]
        handler(conn, record, event.position)
        _insert(
            conn, t.ledger_records,
            position=event.position,
            recorded_at=event.timestamp.isoformat(),
            business_date=dt.date.fromisoformat(event.business_date),
            kind=record.kind,
            entered_by=event.entered_by,
            source=event.source,
            text=event.text,
            record_json=json.dumps(event.record, ensure_ascii=False),
        )

    # --- record kinds -------------------------------------------------------------------

    def _purchase(self, conn: Connection, p: RecordPurchase, pos: int) -> None:
        products = self._products(conn, (i.product for i in p.items))
        rules.check_purchase(p, _states(products))
        supplier_id = self._supplier_id(conn, p.supplier, pos)
        total = money(sum(money(i.quantity * i.unit_cost) for i in p.items))
        purchase_id = _insert(conn, t.purchases, supplier_id=supplier_id, purchase_date=p.date,
                              total_cost=total, source_position=pos)
        for item in p.items:
            product = products.get(item.product)
            if product is None:
                product = products[item.product] = {
                    "name": item.product, "unit": item.unit, "selling_price": None, "stock_quantity": 0.0,
                }
                product["product_id"] = _insert(conn, t.products, **product, source_position=pos)
            self._move_stock(conn, product, item.quantity)
            if item.selling_price is not None:
                self._set_price(conn, product, item.selling_price, p.date, pos)
            _insert(conn, t.purchase_items, purchase_id=purchase_id, product_id=product["product_id"],
                    quantity_purchased=qty(item.quantity), cost_per_item=item.unit_cost,
                    item_total_cost=money(item.quantity * item.unit_cost), source_position=pos)

    def _sale(self, conn: Connection, s: RecordSale, pos: int) -> None:
        products = self._products(conn, (i.product for i in s.items))
        rules.check_sale(s, _states(products))
        customer_id = self._customer_id(conn, s.customer, pos)
        lines = [
            (products[i.product], i.quantity, money(i.quantity * products[i.product]["selling_price"]))
            for i in s.items
        ]
        sale_id = _insert(conn, t.sales, customer_id=customer_id, sale_date=s.date,
                          total_price=money(sum(line[2] for line in lines)), source_position=pos)
        for product, quantity, line_total in lines:
            self._move_stock(conn, product, -quantity)
            _insert(conn, t.sale_items, sale_id=sale_id, product_id=product["product_id"],
                    quantity_sold=qty(quantity), price_per_item=product["selling_price"],
                    item_total_price=line_total, source_position=pos)

    def _return(self, conn: Connection, r: RecordReturn, pos: int) -> None:
        customer = self._find_customer(conn, r.customer)
        standing = self._standing_sales(conn, customer["customer_id"]) if customer else []
        name = f"{customer['first_name']} {customer['last_name']}".strip() if customer else None
        sale = rules.choose_returned_sale(r, name, standing)
        items = conn.execute(SALE_ITEMS_OF, {"sid": sale.sale_id}).mappings().all()
        return_id = _insert(conn, t.returns, customer_id=customer["customer_id"], sale_date=sale.sale_date,
                            return_date=rules.return_date(r, None), refund_total=sale.total,
                            sale_id=sale.sale_id, source_position=pos)
        for item in items:
            conn.execute(ADD_STOCK, {"pid": item["product_id"], "delta": item["quantity_sold"]})
            _insert(conn, t.return_items, return_id=return_id, product_id=item["product_id"],
                    quantity=item["quantity_sold"], price_per_item=item["price_per_item"],
                    item_total_price=item["item_total_price"], source_position=pos)
        # A returned sale leaves `sales`, so revenue questions need no filter (as in ChatDB).
        conn.execute(DELETE_SALE_ITEMS, {"sid": sale.sale_id})
        conn.execute(DELETE_SALE, {"sid": sale.sale_id})

    def _price_change(self, conn: Connection, c: ChangePrice, pos: int) -> None:
        products = self._products(conn, [c.product])
        rules.check_price_change(c, _states(products))
        self._set_price(conn, products[c.product], c.selling_price, c.date, pos, always=True)

    def _stock_adjustment(self, conn: Connection, a: AdjustStock, pos: int) -> None:
        products = self._products(conn, [a.product])
        rules.check_stock_adjustment(a, _states(products))
        product = products[a.product]
        self._move_stock(conn, product, a.quantity)
        _insert(conn, t.stock_adjustments, product_id=product["product_id"], adjustment_date=a.date,
                quantity=qty(a.quantity), reason=a.reason, source_position=pos)

    # --- helpers ------------------------------------------------------------------------

    def _products(self, conn: Connection, names: Iterable[str]) -> dict[str, dict]:
        rows = conn.execute(PRODUCTS_NAMED, {"names": list(set(names))}).mappings()
        return {row["name"]: dict(row) for row in rows}

    def _move_stock(self, conn: Connection, product: dict, delta: float) -> None:
        product["stock_quantity"] = qty(product["stock_quantity"] + delta)
        conn.execute(SET_STOCK, {"pid": product["product_id"], "stock": product["stock_quantity"]})

    def _set_price(
        self, conn: Connection, product: dict, price: float, day: dt.date, pos: int, always: bool = False
    ) -> None:
        old = product["selling_price"]
        if old == price and not always:
            return
        product["selling_price"] = price
        conn.execute(SET_PRICE, {"pid": product["product_id"], "price": price})
        _insert(conn, t.price_changes, product_id=product["product_id"], change_date=day,
                old_price=old, new_price=price, source_position=pos)

    def _find_customer(self, conn: Connection, party: Party) -> dict | None:
        """Matched by phone, else email, else full name (if that customer's contacts don't clash)."""
        if party.phone:
            row = conn.execute(CUSTOMER_BY_PHONE, {"phone": party.phone}).mappings().first()
            if row:
                return dict(row)
        if party.email:
            row = conn.execute(CUSTOMER_BY_EMAIL, {"email": party.email.lower()}).mappings().first()
            if row:
                return dict(row)
        first, last = split_person_name(party.name)
        rows = conn.execute(CUSTOMERS_BY_NAME, {"first": first.lower(), "last": last.lower()}).mappings()
        for row in rows:
            if _compatible(row["phone_number"], party.phone) and _compatible(row["email"], party.email):
                return dict(row)
        return None

    def _customer_id(self, conn: Connection, party: Party, pos: int) -> int:
        found = self._find_customer(conn, party)
        if found is None:
            first, last = split_person_name(party.name)
            return _insert(conn, t.customers, first_name=first, last_name=last,
                           phone_number=party.phone, email=party.email, source_position=pos)
        missing = _missing_contacts(found, party, phone_column="phone_number")
        if missing:
            conn.execute(update(t.customers).where(t.customers.c.customer_id == found["customer_id"])
                         .values(**missing))
        return found["customer_id"]

    def _supplier_id(self, conn: Connection, party: Party, pos: int) -> int:
        found = conn.execute(SUPPLIER_BY_NAME, {"name": party.name.lower()}).mappings().first()
        if found is None:
            return _insert(conn, t.suppliers, supplier_name=party.name, contact_number=party.phone,
                           email=party.email, source_position=pos)
        missing = _missing_contacts(found, party, phone_column="contact_number")
        if missing:
            conn.execute(update(t.suppliers).where(t.suppliers.c.supplier_id == found["supplier_id"])
                         .values(**missing))
        return found["supplier_id"]

    def _standing_sales(self, conn: Connection, customer_id: int) -> list[StandingSale]:
        grouped: dict[int, list] = {}
        for row in conn.execute(STANDING_SALES, {"cid": customer_id}):
            grouped.setdefault(row.sale_id, []).append(row)
        return [
            StandingSale(
                sale_id=sale_id, sale_date=items[0].sale_date, total=items[0].total_price,
                items=", ".join(
                    f"{r.name} {rules.quantity_text(r.quantity_sold)} {r.unit}" for r in items
                ),
            )
            for sale_id, items in grouped.items()
        ]


def _missing_contacts(found: dict, party: Party, phone_column: str) -> dict:
    """Contact details the record gives that the stored party lacks."""
    missing = {}
    if party.phone and not found[phone_column]:
        missing[phone_column] = party.phone
    if party.email and not found["email"]:
        missing["email"] = party.email
    return missing


def _states(products: dict[str, dict]) -> dict[str, ProductState]:
    return {
        name: ProductState(name, p["unit"], p["selling_price"], p["stock_quantity"])
        for name, p in products.items()
    }


def _compatible(stored: str | None, given: str | None) -> bool:
    return not stored or not given or same_name(stored, given)
