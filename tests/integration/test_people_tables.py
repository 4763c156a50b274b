"""Tables for people: names joined in for display, dates as dates, the row's id first, the real
column behind each shown one; at any point in time. The SQL tables themselves do not change."""

import datetime as dt

import pytest

from app.service_layer.ledger_values import PointInTime
from app.service_layer.people_tables import DATE, MONEY, people_table, tables

pytestmark = pytest.mark.both_backends


def test_every_table_reads_with_names_and_dates_now_and_in_the_past(ledger):
    ledger.load_demo()
    for when in (None, PointInTime(position=20), PointInTime(business_date=dt.date(2024, 2, 10))):
        for name in tables():
            shown = people_table(ledger, name, when)
            count = ledger.sql(f"SELECT COUNT(*) FROM {name}", when=when, strict=False).rows[0][0]
            assert len(shown.rows) == min(count, 5000), name
            for column, index in ((c, i) for i, c in enumerate(shown.columns) if c.kind == DATE):
                assert all(r[index] is None or type(r[index]) is dt.date for r in shown.rows), (name, column)
    items = people_table(ledger, "sale_items")
    names = [c.name for c in items.columns]
    first = dict(zip(names, items.rows[0]))
    expected = ledger.sql(
        "SELECT c.first_name || ' ' || c.last_name, p.name, s.sale_date FROM sale_items i "
        "JOIN sales s ON s.sale_id = i.sale_id JOIN customers c ON c.customer_id = s.customer_id "
        "JOIN products p ON p.product_id = i.product_id ORDER BY i.sale_item_id LIMIT 1").rows[0]
    assert (first["customer"], first["product"], first["sale_date"].isoformat()) == (
        expected[0], expected[1], str(expected[2]))
    product = next(c for c in items.columns if c.name == "product")
    assert product.source == "product_id" and product.title == "Product"
    assert [c.kind for c in items.columns if c.name.endswith(("price_per_item", "item_total_price"))] == [MONEY] * 2
    assert "customer_id" in ledger.sql("SELECT * FROM sales LIMIT 1").columns  # the SQL tables stay as they are
