"""What records would do to the shop, before anyone confirms them: a dry run.

The records are applied by the real projection, with the real rules, inside the read model's
write transaction, one savepoint each, in order (so the second of two sales sees the stock the
first left); what they did is read back, and then everything is rolled back. Nothing reaches the
log. So a draft card can say "stock 47 → 38", "new customer", the totals the shop will store,
and "Only 4 kg of cherry in stock (you tried to sell 6 kg)." before Confirm — the same sentence
Confirm would give — and an import can name every bad row of a sheet at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, func, select

from app.projection import schema as t
from app.projection.driver_sql import DriverSql
from app.service_layer.writer import Writer
from domain.errors import InvalidRecord, RuleViolation

Progress = Callable[[int, int], None]
# (connection, submission, its position) -> (the event, the record applied): the ledger's own step
Apply = Callable[[Connection, Any, int], tuple[Any, Any]]


@dataclass(frozen=True)
class Line:
    product: str
    quantity: float
    unit: str
    price: float | None  # per unit: the selling price a sale is priced at, a purchase's cost
    total: float | None


@dataclass(frozen=True)
class StockChange:
    product: str
    unit: str
    before: float | None  # None: the product is new
    after: float


@dataclass(frozen=True)
class Effect:
    """One record's effect, or the reason it would be refused (`problem`)."""

    problem: str | None = None
    lines: tuple[Line, ...] = ()
    total: float | None = None  # a sale's price, a purchase's cost, a return's refund
    party: str | None = None  # the customer or supplier, as the shop will know them
    party_is_new: bool = False
    stock: tuple[StockChange, ...] = ()
    prices: tuple[str, ...] = ()  # "pear 1.50 → 1.60"

    @property
    def ok(self) -> bool:
        return self.problem is None


class _RollBack(Exception):
    pass


@dataclass
class _Run:
    effects: list[Effect] = field(default_factory=list)


def dry_run(writer: Writer, catch_up: Callable[[Connection], int], apply: Apply, submissions: Sequence[Any], *,
            detail: bool = True, progress: Progress | None = None) -> list[Effect]:
    """Each submission's effect, in order, as if appended after the shop as it stands now, by
    the ledger's own `apply` after `catch_up`. `detail=False` (a big import) only finds problems."""
    run = _Run()
    try:
        with writer.writing() as (conn, _write):
            position = catch_up(conn)
            db = DriverSql(conn)
            applied = 0
            for index, submission in enumerate(submissions):
                if progress is not None and index % 50 == 0:
                    progress(index, len(submissions))
                before = _snapshot(conn, submission.record) if detail else None
                try:
                    with db.savepoint():
                        _event, record = apply(conn, submission, position + applied + 1)
                except (InvalidRecord, RuleViolation) as e:
                    run.effects.append(Effect(problem=e.message))
                    continue
                applied += 1
                if before is None:
                    run.effects.append(Effect())
                else:
                    run.effects.append(_effect(conn, record.kind, position + applied, before))
            if progress is not None:
                progress(len(submissions), len(submissions))
            raise _RollBack  # leaving the block rolls every change back; nothing was appended
    except _RollBack:
        pass
    return run.effects


@dataclass(frozen=True)
class _Before:
    products: dict[str, tuple[str, float, float | None]]  # name -> unit, stock, selling price
    last_customer: int
    last_supplier: int


def _snapshot(conn: Connection, record: Any) -> _Before:
    products = {r.name: (r.unit, r.stock_quantity, r.selling_price) for r in conn.execute(
        select(t.products.c.name, t.products.c.unit, t.products.c.stock_quantity, t.products.c.selling_price))}
    return _Before(
        products,
        conn.execute(select(func.coalesce(func.max(t.customers.c.customer_id), 0))).scalar_one(),
        conn.execute(select(func.coalesce(func.max(t.suppliers.c.supplier_id), 0))).scalar_one(),
    )


def _effect(conn: Connection, kind: str, position: int, before: _Before) -> Effect:
    after = {r.name: (r.unit, r.stock_quantity, r.selling_price) for r in conn.execute(
        select(t.products.c.name, t.products.c.unit, t.products.c.stock_quantity, t.products.c.selling_price))}
    stock = tuple(
        StockChange(name, unit, before.products[name][1] if name in before.products else None, quantity)
        for name, (unit, quantity, _price) in sorted(after.items())
        if name not in before.products or abs(before.products[name][1] - quantity) > 1e-9)
    prices = tuple(
        f"{name} {_money(before.products[name][2]) if name in before.products else 'none'} → {_money(price)}"
        for name, (_unit, _quantity, price) in sorted(after.items())
        if price is not None and (name not in before.products or before.products[name][2] != price))
    lines: tuple[Line, ...] = ()
    total = party = None
    is_new = False
    if kind == "sale":
        row = conn.execute(select(t.sales.c.total_price, t.sales.c.customer_id)
                           .where(t.sales.c.sale_id == position)).one()
        total, (party, is_new) = row.total_price, _customer(conn, row.customer_id, before.last_customer)
        lines = _lines(conn, t.sale_items, t.sale_items.c.sale_id == position, t.sale_items.c.quantity_sold,
                       t.sale_items.c.price_per_item, t.sale_items.c.item_total_price)
    elif kind == "purchase":
        row = conn.execute(select(t.purchases.c.total_cost, t.purchases.c.supplier_id)
                           .where(t.purchases.c.purchase_id == position)).one()
        total = row.total_cost
        name = conn.execute(select(t.suppliers.c.supplier_name)
                            .where(t.suppliers.c.supplier_id == row.supplier_id)).scalar_one()
        party, is_new = name, row.supplier_id > before.last_supplier
        lines = _lines(conn, t.purchase_items, t.purchase_items.c.purchase_id == position,
                       t.purchase_items.c.quantity_purchased, t.purchase_items.c.cost_per_item,
                       t.purchase_items.c.item_total_cost)
    elif kind == "return":
        row = conn.execute(select(t.returns.c.refund_total, t.returns.c.customer_id)
                           .where(t.returns.c.return_id == position)).one()
        total, (party, is_new) = row.refund_total, _customer(conn, row.customer_id, before.last_customer)
        lines = _lines(conn, t.return_items, t.return_items.c.return_id == position, t.return_items.c.quantity,
                       t.return_items.c.price_per_item, t.return_items.c.item_total_price)
    return Effect(lines=lines, total=total, party=party, party_is_new=is_new, stock=stock, prices=prices)


def _customer(conn: Connection, customer_id: int, last_before: int) -> tuple[str, bool]:
    row = conn.execute(select(t.customers.c.first_name, t.customers.c.last_name)
                       .where(t.customers.c.customer_id == customer_id)).one()
    return f"{row.first_name} {row.last_name}".strip(), customer_id > last_before


def _lines(conn: Connection, table, where, quantity, price, total) -> tuple[Line, ...]:
    query = (select(t.products.c.name, t.products.c.unit, quantity.label("q"), price.label("p"),
                    total.label("line_total"))
             .join_from(table, t.products, table.c.product_id == t.products.c.product_id)
             .where(where).order_by(table.c[table.primary_key.columns.keys()[0]]))
    return tuple(Line(r.name, r.q, r.unit, r.p, r.line_total) for r in conn.execute(query))


def _money(value: float | None) -> str:
    return "none" if value is None else f"{value:.2f}"
