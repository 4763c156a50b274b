"""The shop projection: applies ledger events to the read model's tables.

The same code checks a new record and replays a stored one, so the rules a record passed when
it was entered are exactly the rules its replay sees. Prices and totals are derived here from
the state at that point of the log, never taken from the record.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable

from sqlalchemy import Connection, delete, func, insert, select, update

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


def money(value: float) -> float:
    return round(value + 0.0, 2)


def qty(value: float) -> float:
    return round(value + 0.0, 3)


class ShopProjection:
    def resolve(self, conn: Connection, record: Record) -> Record:
        """Fill in what depends on the ledger's state, so the stored record replays identically."""
        if isinstance(record, RecordReturn) and record.date is None:
            latest = conn.execute(select(func.max(t.ledger_records.c.business_date))).scalar()
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
        conn.execute(
            insert(t.ledger_records).values(
                position=event.position,
                recorded_at=event.timestamp.isoformat(),
                business_date=dt.date.fromisoformat(event.business_date),
                kind=record.kind,
                entered_by=event.entered_by,
                source=event.source,
                text=event.text,
                record_json=json.dumps(event.record, ensure_ascii=False),
            )
        )

    # --- record kinds -------------------------------------------------------------------

    def _purchase(self, conn: Connection, p: RecordPurchase, pos: int) -> None:
        products = self._products(conn, (i.product for i in p.items))
        rules.check_purchase(p, _states(products))
        supplier_id = self._supplier_id(conn, p.supplier, pos)
        total = money(sum(money(i.quantity * i.unit_cost) for i in p.items))
        purchase_id = conn.execute(
            insert(t.purchases).values(
                supplier_id=supplier_id, purchase_date=p.date, total_cost=total, source_position=pos
            )
        ).inserted_primary_key[0]
        for item in p.items:
            product = products.get(item.product)
            if product is None:
                product_id = conn.execute(
                    insert(t.products).values(
                        name=item.product, unit=item.unit, selling_price=None,
                        stock_quantity=0.0, source_position=pos,
                    )
                ).inserted_primary_key[0]
                product = products[item.product] = {
                    "product_id": product_id, "name": item.product, "unit": item.unit,
                    "selling_price": None, "stock_quantity": 0.0,
                }
            self._move_stock(conn, product, item.quantity)
            if item.selling_price is not None:
                self._set_price(conn, product, item.selling_price, p.date, pos)
            conn.execute(
                insert(t.purchase_items).values(
                    purchase_id=purchase_id, product_id=product["product_id"],
                    quantity_purchased=qty(item.quantity), cost_per_item=item.unit_cost,
                    item_total_cost=money(item.quantity * item.unit_cost), source_position=pos,
                )
            )

    def _sale(self, conn: Connection, s: RecordSale, pos: int) -> None:
        products = self._products(conn, (i.product for i in s.items))
        rules.check_sale(s, _states(products))
        customer_id = self._customer_id(conn, s.customer, pos)
        lines = [
            (products[i.product], i.quantity, money(i.quantity * products[i.product]["selling_price"]))
            for i in s.items
        ]
        sale_id = conn.execute(
            insert(t.sales).values(
                customer_id=customer_id, sale_date=s.date,
                total_price=money(sum(line[2] for line in lines)), source_position=pos,
            )
        ).inserted_primary_key[0]
        for product, quantity, line_total in lines:
            self._move_stock(conn, product, -quantity)
            conn.execute(
                insert(t.sale_items).values(
                    sale_id=sale_id, product_id=product["product_id"], quantity_sold=qty(quantity),
                    price_per_item=product["selling_price"], item_total_price=line_total,
                    source_position=pos,
                )
            )

    def _return(self, conn: Connection, r: RecordReturn, pos: int) -> None:
        customer = self._find_customer(conn, r.customer)
        standing = self._standing_sales(conn, customer["customer_id"]) if customer else []
        name = f"{customer['first_name']} {customer['last_name']}".strip() if customer else None
        sale = rules.choose_returned_sale(r, name, standing)
        return_date = rules.return_date(r, None)
        items = conn.execute(
            select(t.sale_items).where(t.sale_items.c.sale_id == sale.sale_id)
            .order_by(t.sale_items.c.sale_item_id)
        ).mappings().all()
        return_id = conn.execute(
            insert(t.returns).values(
                customer_id=customer["customer_id"], sale_date=sale.sale_date,
                return_date=return_date, refund_total=sale.total, sale_id=sale.sale_id,
                source_position=pos,
            )
        ).inserted_primary_key[0]
        for item in items:
            conn.execute(
                update(t.products).where(t.products.c.product_id == item["product_id"])
                .values(stock_quantity=func.round(t.products.c.stock_quantity + item["quantity_sold"], 3))
            )
            conn.execute(
                insert(t.return_items).values(
                    return_id=return_id, product_id=item["product_id"], quantity=item["quantity_sold"],
                    price_per_item=item["price_per_item"], item_total_price=item["item_total_price"],
                    source_position=pos,
                )
            )
        # A returned sale leaves `sales`, so revenue questions need no filter (as in ChatDB).
        conn.execute(delete(t.sale_items).where(t.sale_items.c.sale_id == sale.sale_id))
        conn.execute(delete(t.sales).where(t.sales.c.sale_id == sale.sale_id))

    def _price_change(self, conn: Connection, c: ChangePrice, pos: int) -> None:
        products = self._products(conn, [c.product])
        rules.check_price_change(c, _states(products))
        self._set_price(conn, products[c.product], c.selling_price, c.date, pos, always=True)

    def _stock_adjustment(self, conn: Connection, a: AdjustStock, pos: int) -> None:
        products = self._products(conn, [a.product])
        rules.check_stock_adjustment(a, _states(products))
        product = products[a.product]
        self._move_stock(conn, product, a.quantity)
        conn.execute(
            insert(t.stock_adjustments).values(
                product_id=product["product_id"], adjustment_date=a.date, quantity=qty(a.quantity),
                reason=a.reason, source_position=pos,
            )
        )

    # --- helpers ------------------------------------------------------------------------

    def _products(self, conn: Connection, names: Iterable[str]) -> dict[str, dict]:
        rows = conn.execute(select(t.products).where(t.products.c.name.in_(set(names)))).mappings()
        return {row["name"]: dict(row) for row in rows}

    def _move_stock(self, conn: Connection, product: dict, delta: float) -> None:
        product["stock_quantity"] = qty(product["stock_quantity"] + delta)
        conn.execute(
            update(t.products).where(t.products.c.product_id == product["product_id"])
            .values(stock_quantity=product["stock_quantity"])
        )

    def _set_price(
        self, conn: Connection, product: dict, price: float, day: dt.date, pos: int, always: bool = False
    ) -> None:
        old = product["selling_price"]
        if old == price and not always:
            return
        product["selling_price"] = price
        conn.execute(
            update(t.products).where(t.products.c.product_id == product["product_id"])
            .values(selling_price=price)
        )
        conn.execute(
            insert(t.price_changes).values(
                product_id=product["product_id"], change_date=day, old_price=old, new_price=price,
                source_position=pos,
            )
        )

    def _find_customer(self, conn: Connection, party: Party) -> dict | None:
        """Matched by phone, else email, else full name (if that customer's contacts don't clash)."""
        c = t.customers.c
        if party.phone:
            row = conn.execute(select(t.customers).where(c.phone_number == party.phone)).mappings().first()
            if row:
                return dict(row)
        if party.email:
            row = conn.execute(
                select(t.customers).where(func.lower(c.email) == party.email.lower())
            ).mappings().first()
            if row:
                return dict(row)
        first, last = split_person_name(party.name)
        rows = conn.execute(
            select(t.customers).where(
                func.lower(c.first_name) == first.lower(), func.lower(c.last_name) == last.lower()
            ).order_by(c.customer_id)
        ).mappings()
        for row in rows:
            if _compatible(row["phone_number"], party.phone) and _compatible(row["email"], party.email):
                return dict(row)
        return None

    def _customer_id(self, conn: Connection, party: Party, pos: int) -> int:
        found = self._find_customer(conn, party)
        if found is None:
            first, last = split_person_name(party.name)
            return conn.execute(
                insert(t.customers).values(
                    first_name=first, last_name=last, phone_number=party.phone, email=party.email,
                    source_position=pos,
                )
            ).inserted_primary_key[0]
        missing = {}
        if party.phone and not found["phone_number"]:
            missing["phone_number"] = party.phone
        if party.email and not found["email"]:
            missing["email"] = party.email
        if missing:
            conn.execute(
                update(t.customers).where(t.customers.c.customer_id == found["customer_id"]).values(**missing)
            )
        return found["customer_id"]

    def _supplier_id(self, conn: Connection, party: Party, pos: int) -> int:
        c = t.suppliers.c
        found = conn.execute(
            select(t.suppliers).where(func.lower(c.supplier_name) == party.name.lower())
        ).mappings().first()
        if found is None:
            return conn.execute(
                insert(t.suppliers).values(
                    supplier_name=party.name, contact_number=party.phone, email=party.email,
                    source_position=pos,
                )
            ).inserted_primary_key[0]
        missing = {}
        if party.phone and not found["contact_number"]:
            missing["contact_number"] = party.phone
        if party.email and not found["email"]:
            missing["email"] = party.email
        if missing:
            conn.execute(update(t.suppliers).where(c.supplier_id == found["supplier_id"]).values(**missing))
        return found["supplier_id"]

    def _standing_sales(self, conn: Connection, customer_id: int) -> list[StandingSale]:
        rows = conn.execute(
            select(t.sales.c.sale_id, t.sales.c.sale_date, t.sales.c.total_price,
                   t.products.c.name, t.products.c.unit, t.sale_items.c.quantity_sold)
            .join(t.sale_items, t.sale_items.c.sale_id == t.sales.c.sale_id)
            .join(t.products, t.products.c.product_id == t.sale_items.c.product_id)
            .where(t.sales.c.customer_id == customer_id)
            .order_by(t.sales.c.sale_date, t.sales.c.sale_id, t.sale_items.c.sale_item_id)
        ).all()
        grouped: dict[int, list] = {}
        for row in rows:
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


def _states(products: dict[str, dict]) -> dict[str, ProductState]:
    return {
        name: ProductState(name, p["unit"], p["selling_price"], p["stock_quantity"])
        for name, p in products.items()
    }


def _compatible(stored: str | None, given: str | None) -> bool:
    return not stored or not given or same_name(stored, given)
