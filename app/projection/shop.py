"""The shop projection: applies ledger events to the read model's tables.

The same code checks a new record and replays a stored one. What it decides on entry (a sale's
unit prices, the sale a return takes back) it returns, and the record's event keeps it: a replay
applies that decision, so a later change to a price rule or to this code does not rewrite past
totals. Records without one (written at event version 1, or corrected) are decided at replay.
The rules are checked when a record is accepted, and when a change to history replays the
records after it (to refuse an edit that would break one); applying the accepted log again
(`checked=False`: a rebuild, a catch-up) does not check them, so a rule made stricter since can
never keep a shop from opening.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection

from app.projection import schema as t
from app.projection.driver_sql import stored
from app.projection.facts import apply_note
from app.projection.store import ShopStore, SqlStore
from domain import rules
from domain.describe import describe
from domain.names import same_name, split_person_name
from domain.prices import price_on
from domain.records import (
    AdjustStock,
    ChangePrice,
    Party,
    Record,
    RecordPurchase,
    RecordReturn,
    RecordSale,
    StoredRecords,
    parse_record,
)
from domain.rules import ProductState, StandingSale, quantity_text
from domain.timeline import Entry


def sale_price(db: ShopStore, product: dict, day: dt.date) -> float:
    """What a sale charges for a product when the record names no price: its selling price on the
    sale's day (a sale typed in after a later price change is charged the price of its day)."""
    price = price_on(stored(day), product["selling_price"], db.price_changes_of(product["product_id"]))
    assert price is not None  # rules.check_sale refuses a product with no selling price
    return price


def money(value: float) -> float:
    return round(value + 0.0, 2)


def qty(value: float) -> float:
    return round(value + 0.0, 3)


class ShopProjection:
    def __init__(self) -> None:
        self._stored = StoredRecords()

    def resolve(self, db: ShopStore, record: Record) -> Record:
        """Fill in what depends on the ledger's state, so the stored record replays identically;
        refuse what only a new record may not do (a replay applies accepted records as they are)."""
        if isinstance(record, (RecordSale, RecordReturn)):
            self._check_contacts(db, record.customer)
        if isinstance(record, RecordReturn) and record.date is None:
            latest = db.latest_business_date()
            latest_date = dt.date.fromisoformat(latest) if latest else None
            return record.model_copy(update={"date": rules.return_date(record, latest_date)})
        return record

    def apply(self, conn: Connection, entry: Entry, record: Record | None = None) -> dict | None:
        """Apply a record to the shop's tables and its history row; returns what was decided
        (the entry's own decision when it has one). Raises RuleViolation (and the caller rolls
        back) if it breaks a rule. `record` is the entry's record already parsed."""
        return self.apply_to(SqlStore(conn), entry, record)

    def apply_to(self, db: ShopStore, entry: Entry, record: Record | None = None, *,
                 checked: bool = True) -> dict | None:
        """`apply`, to the tables `db` holds (on a connection or in memory); without `checked`,
        an accepted record applied again, its rules not checked."""
        record = record or (parse_record(entry.record) if checked else self._stored.parse(entry.record))
        decision = entry.decision
        rules_of = _RULES if checked else _UNCHECKED
        with db.pipelined():
            db.set_clock(entry.position)
            if entry.effective:
                decision = self._apply_record(db, record, entry.position, entry.decision, rules_of)
            db.insert(
                t.ledger_records,
                position=entry.position,
                recorded_at=entry.recorded_at.isoformat(),
                business_date=entry.business_date,
                kind=entry.record["kind"],
                entered_by=entry.entered_by,
                source=entry.source,
                summary=describe(record),
                status=entry.status,
                changed_by=entry.changed_by,
                changed_by_staff=entry.changed_by_staff,
                reason=entry.reason,
            )
        return decision

    def _apply_record(self, db: ShopStore, record: Record, position: int,
                      decided: dict | None, check: _Checks) -> dict | None:
        if isinstance(record, RecordSale):
            return self._sale(db, record, position, decided, check)
        if isinstance(record, RecordReturn):
            return self._return(db, record, position, decided)
        if isinstance(record, RecordPurchase):
            self._purchase(db, record, position, check)
        elif isinstance(record, ChangePrice):
            self._price_change(db, record, position, check)
        elif isinstance(record, AdjustStock):
            self._stock_adjustment(db, record, position, check)
        else:
            apply_note(db, record, position, _trace)
        return None

    @staticmethod
    def _check_contacts(db: ShopStore, party: Party) -> None:
        for contact, owner in ((party.phone, party.phone and db.customer_by_phone(party.phone)),
                               (party.email, party.email and db.customer_by_email(party.email))):
            if contact and owner:
                rules.check_contact_owner(party.name, contact, f"{owner['first_name']} {owner['last_name']}".strip())

    # --- record kinds -------------------------------------------------------------------

    def _purchase(self, db: ShopStore, p: RecordPurchase, pos: int, check: _Checks) -> None:
        products = self._products(db, (i.product for i in p.items))
        check.purchase(p, products)
        supplier_id = self._party_id(db, t.suppliers, p.supplier, pos)
        total = money(sum(money(i.quantity * i.unit_cost) for i in p.items))
        purchase_id = db.insert(t.purchases, purchase_id=pos, supplier_id=supplier_id, purchase_date=p.date,
                                total_cost=total, source_position=pos)
        for item in p.items:
            product = products.get(item.product)
            if product is None:
                product = products[item.product] = {
                    "name": item.product, "unit": item.unit, "selling_price": None, "stock_quantity": 0.0,
                }
                product["product_id"] = db.insert(t.products, **product, source_position=pos)
                _trace(db, t.products, product["product_id"], None, pos, None, "created by a purchase")
            self._move_stock(db, product, item.quantity, pos, "bought")
            if item.selling_price is not None:
                self._set_price(db, product, item.selling_price, p.date, pos)
            line_total = money(item.quantity * item.unit_cost)
            db.add(t.purchase_items, purchase_id=purchase_id, product_id=product["product_id"],
                      quantity_purchased=qty(item.quantity), cost_per_item=item.unit_cost,
                      item_total_cost=line_total, source_position=pos)
            _trace(db, t.purchases, purchase_id, "total_cost", pos, line_total,
                   f"{item.product} {quantity_text(item.quantity)} {product['unit']} × {item.unit_cost:.2f}")

    def _sale(self, db: ShopStore, s: RecordSale, pos: int, decided: dict | None, check: _Checks) -> dict:
        products = self._products(db, (i.product for i in s.items))
        check.sale(s, products)
        customer_id = self._party_id(db, t.customers, s.customer, pos)
        prices = decided["prices"] if decided else [sale_price(db, products[i.product], s.date) for i in s.items]
        lines = [(products[i.product], i.quantity, price, money(i.quantity * price))
                 for i, price in zip(s.items, prices, strict=True)]
        sale_id = db.insert(t.sales, sale_id=pos, customer_id=customer_id, sale_date=s.date,
                            total_price=money(sum(line[3] for line in lines)), source_position=pos)
        for product, quantity, price, line_total in lines:
            self._move_stock(db, product, -quantity, pos, "sold")
            _trace(db, t.sales, sale_id, "total_price", pos, line_total,
                   f"{product['name']} {quantity_text(quantity)} {product['unit']} × {price:.2f}")
            db.add(t.sale_items, sale_id=sale_id, product_id=product["product_id"],
                      quantity_sold=qty(quantity), price_per_item=price,
                      item_total_price=line_total, source_position=pos)
        return {"prices": prices}

    def _return(self, db: ShopStore, r: RecordReturn, pos: int, decided: dict | None) -> dict:
        customer = self._find_customer(db, r.customer)
        # Decided: only the sale it took back, if that still stands (a later sale makes no ambiguity).
        only = decided["sale_id"] if decided else None
        standing = []
        if customer:  # that day's first: a regular's every sale only when none is (for the message)
            standing = self._standing_sales(db, customer["customer_id"], only, None if only else r.sale_date)
            if not standing and not only:
                standing = self._standing_sales(db, customer["customer_id"], None)
        name = f"{customer['first_name']} {customer['last_name']}".strip() if customer else None
        sale = rules.choose_returned_sale(r, name, standing)
        assert customer is not None  # choose_returned_sale refuses a return by nobody known
        items = db.sale_items_of(sale.sale_id)
        return_id = db.insert(t.returns, return_id=pos, customer_id=customer["customer_id"], sale_date=sale.sale_date,
                              return_date=rules.return_date(r, None), refund_total=sale.total,
                              sale_id=sale.sale_id, source_position=pos)
        for item in items:
            product = db.product_by_id(item["product_id"])
            assert product is not None  # a sale item's product exists
            self._move_stock(db, product, item["quantity_sold"], pos, "returned")
            _trace(db, t.returns, return_id, "refund_total", pos, item["item_total_price"],
                   f"{product['name']} {quantity_text(item['quantity_sold'])} {product['unit']} "
                   f"× {item['price_per_item']:.2f} (sale #{sale.sale_id})")
            db.add(t.return_items, return_id=return_id, product_id=item["product_id"],
                      quantity=item["quantity_sold"], price_per_item=item["price_per_item"],
                      item_total_price=item["item_total_price"], source_position=pos)
        # A returned sale leaves `sales`, so revenue questions need no filter (as in ChatDB).
        db.remove_sale(sale.sale_id)
        return {"sale_id": sale.sale_id}

    def _price_change(self, db: ShopStore, c: ChangePrice, pos: int, check: _Checks) -> None:
        products = self._products(db, [c.product])
        check.price_change(c, products)
        self._set_price(db, products[c.product], c.selling_price, c.date, pos, always=True)

    def _stock_adjustment(self, db: ShopStore, a: AdjustStock, pos: int, check: _Checks) -> None:
        products = self._products(db, [a.product])
        check.stock_adjustment(a, products)
        product = products[a.product]
        self._move_stock(db, product, a.quantity, pos, f"adjusted: {a.reason}")
        db.add(t.stock_adjustments, product_id=product["product_id"], adjustment_date=a.date,
                  quantity=qty(a.quantity), reason=a.reason, source_position=pos)

    # --- helpers ------------------------------------------------------------------------

    def _products(self, db: ShopStore, names: Iterable[str]) -> dict[str, dict]:
        found = (db.product_named(name) for name in dict.fromkeys(names))
        return {row["name"]: row for row in found if row}

    def _move_stock(self, db: ShopStore, product: dict, delta: float, pos: int, why: str) -> None:
        product["stock_quantity"] = qty(product["stock_quantity"] + delta)
        db.set_stock(product["product_id"], product["stock_quantity"])
        _trace(db, t.products, product["product_id"], "stock_quantity", pos, qty(delta),
               f"{why} {quantity_text(abs(delta))} {product['unit']}")

    def _set_price(
        self, db: ShopStore, product: dict, price: float, day: dt.date, pos: int, always: bool = False
    ) -> None:
        old = product["selling_price"]
        if old == price and not always:
            return
        product["selling_price"] = price
        db.set_price(product["product_id"], price)
        _trace(db, t.products, product["product_id"], "selling_price", pos, None, f"set to {price:.2f}")
        if old is not None:  # a product's first price is no change (README: price_changes)
            db.add(t.price_changes, product_id=product["product_id"], change_date=day,
                   old_price=old, new_price=price, source_position=pos)

    def _find_customer(self, db: ShopStore, party: Party) -> dict | None:
        """Matched by phone, else email, else full name (if that customer's contacts don't clash)."""
        if party.phone:
            row = db.customer_by_phone(party.phone)
            if row:
                return row
        if party.email:
            row = db.customer_by_email(party.email)
            if row:
                return row
        first, last = split_person_name(party.name)
        for row in db.customers_named(first, last):
            if _compatible(row["phone_number"], party.phone) and _compatible(row["email"], party.email):
                return row
        return None

    def _party_id(self, db: ShopStore, table, party: Party, pos: int) -> int:
        """The customer or supplier a record names, created if new; missing contacts filled in."""
        if table is t.customers:
            key, phone_column = "customer_id", "phone_number"
            found = self._find_customer(db, party)
            first, last = split_person_name(party.name)
            names = {"first_name": first, "last_name": last}
        else:
            key, phone_column = "supplier_id", "contact_number"
            found = db.supplier_named(party.name)
            names = {"supplier_name": party.name}
        if found is None:
            new_id = db.insert(table, **names, **{phone_column: party.phone}, email=party.email,
                               source_position=pos)
            _trace(db, table, new_id, None, pos, None, "created")
            return new_id
        missing: dict[str, str] = {}
        if party.phone and not found[phone_column]:
            missing[phone_column] = party.phone
        if party.email and not found["email"]:
            missing["email"] = party.email
        if missing:
            db.fill_contacts(table, found[key], missing)
            for column, value in missing.items():
                _trace(db, table, found[key], column, pos, None, f"filled in: {value}")
        return found[key]

    def _standing_sales(self, db: ShopStore, customer_id: int, only: int | None,
                        on: dt.date | None = None) -> list[StandingSale]:
        grouped: dict[int, list] = {}
        for row in db.standing_sales_of(customer_id, only, on):
            grouped.setdefault(row["sale_id"], []).append(row)
        return [
            StandingSale(
                sale_id=sale_id, sale_date=dt.date.fromisoformat(items[0]["sale_date"]),
                total=items[0]["total_price"],
                items=", ".join(
                    f"{r['name']} {rules.quantity_text(r['quantity_sold'])} {r['unit']}" for r in items
                ),
            )
            for sale_id, items in grouped.items()
        ]


def _trace(db: ShopStore, table, row_id: int, column: str | None, pos: int,
           contribution: float | None, detail: str) -> None:
    # str(): a table's name is SQLAlchemy's str subclass, which the driver adapts the slow way
    db.trace(str(table.name), row_id, column, pos, contribution, detail)


@dataclass(frozen=True)
class _Checks:
    """The rules each record kind must pass, given its products' rows."""

    purchase: Callable[[RecordPurchase, dict[str, dict]], None]
    sale: Callable[[RecordSale, dict[str, dict]], None]
    price_change: Callable[[ChangePrice, dict[str, dict]], None]
    stock_adjustment: Callable[[AdjustStock, dict[str, dict]], None]


def _none(record: Any, products: dict[str, dict]) -> None:
    """An accepted record applied again: what it was checked against is history."""


_RULES = _Checks(purchase=lambda p, products: rules.check_purchase(p, _states(products)),
                 sale=lambda s, products: rules.check_sale(s, _states(products)),
                 price_change=lambda c, products: rules.check_price_change(c, _states(products)),
                 stock_adjustment=lambda a, products: rules.check_stock_adjustment(a, _states(products)))
_UNCHECKED = _Checks(_none, _none, _none, _none)


def _states(products: dict[str, dict]) -> dict[str, ProductState]:
    return {
        name: ProductState(name, p["unit"], p["selling_price"], p["stock_quantity"])
        for name, p in products.items()
    }


def _compatible(stored: str | None, given: str | None) -> bool:
    return not stored or not given or same_name(stored, given)
