"""The names the shop already has (products, customers, suppliers), read from its tables for
whoever reads text against them: the record reader and the question parser."""

from __future__ import annotations

import datetime as dt
import functools

from app.records_from_text.drafts import Known
from app.service_layer.ledger import Ledger
from app.service_layer.ledger_values import PointInTime


def known_names(ledger: Ledger, as_of: dt.date | None = None) -> Known:
    """`as_of`: the shop at the end of that business day (its prices, stock and people then)."""
    when = PointInTime(business_date=as_of) if as_of else None
    products = ledger.sql("SELECT name, unit, selling_price, stock_quantity FROM products", max_rows=100_000,
                          when=when)
    customers = ledger.sql("SELECT first_name || ' ' || last_name, phone_number, email FROM customers",
                           max_rows=100_000, when=when)
    suppliers = ledger.sql("SELECT supplier_name, contact_number, email FROM suppliers", max_rows=100_000,
                           when=when)
    last = ledger.sql("SELECT MAX(change_date) FROM price_changes", when=when).rows[0][0]

    @functools.cache
    def changes() -> dict[str, list[tuple[str, float, float]]]:
        found = ledger.sql("SELECT p.name, c.change_date, c.old_price, c.new_price FROM price_changes c JOIN "
                           "products p ON p.product_id = c.product_id ORDER BY c.price_change_id",
                           max_rows=10_000_000, timeout_s=30.0, when=when)
        changed: dict[str, list[tuple[str, float, float]]] = {}
        for name, day, old, new in found.rows:
            changed.setdefault(name, []).append((str(day), old, new))
        return changed

    return Known(
        products={n: {"unit": u, "selling_price": p, "stock": s} for n, u, p, s in products.rows},
        customers=[{"name": n.strip(), "phone": p, "email": e} for n, p, e in customers.rows],
        suppliers=[{"name": n, "phone": p, "email": e} for n, p, e in suppliers.rows],
        last_change_day=None if last is None else str(last), changes=changes,
    )
