"""The least stock each product had at the end of any business day from a given day on, from the
live tables (stock now, less what moved after each day): what a record dated back may take out,
so it never leaves a day in between short. One query, no replay of the log."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict

from app.service_layer.ledger import Ledger

# Every stock movement by business day and product; a returned sale left `sales`, so its lines
# come back from the return: out on the sale's day, in on the return's.
_MOVES = """
SELECT d, name, SUM(q) FROM (
  SELECT p.purchase_date AS d, i.product_id AS pid, i.quantity_purchased AS q
    FROM purchases p JOIN purchase_items i ON i.purchase_id = p.purchase_id
  UNION ALL SELECT s.sale_date, i.product_id, -i.quantity_sold
    FROM sales s JOIN sale_items i ON i.sale_id = s.sale_id
  UNION ALL SELECT r.sale_date, i.product_id, -i.quantity
    FROM returns r JOIN return_items i ON i.return_id = r.return_id
  UNION ALL SELECT r.return_date, i.product_id, i.quantity
    FROM returns r JOIN return_items i ON i.return_id = r.return_id
  UNION ALL SELECT adjustment_date, product_id, quantity FROM stock_adjustments
) m JOIN products ON products.product_id = m.pid
WHERE d > '{day}' GROUP BY d, name ORDER BY d DESC
"""


def least_stock_since(ledger: Ledger, day: dt.date) -> dict[str, float]:
    """Product -> the least stock at the end of `day` or of any later day (now included)."""
    now = {name: float(stock) for name, stock in ledger.sql("SELECT name, stock_quantity FROM products",
                                                            max_rows=100_000).rows}
    moved: dict[str, dict[str, float]] = defaultdict(dict)
    for when, name, quantity in ledger.sql(_MOVES.format(day=day.isoformat()), max_rows=1_000_000,
                                           strict=False).rows:
        moved[str(when)][name] = float(quantity)
    least, stock = dict(now), dict(now)
    for when in sorted(moved, reverse=True):  # back from now: the end of the day before each move
        for name, quantity in moved[when].items():
            stock[name] = stock.get(name, 0.0) - quantity
            least[name] = min(least.get(name, stock[name]), stock[name])
    return least
