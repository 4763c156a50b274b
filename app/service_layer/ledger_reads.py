"""Two reads of the ledger facade that join the tables with the log or with each other: the
history list (each record with its sentence and the content in force) and a customer's standing
sales on a day (what a return can take back)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from app.adapters.event_log import EventLog
from app.adapters.results import QueryResult
from app.service_layer.ledger_values import StandingSaleLines
from domain.timeline import CORRECTED

Sql = Callable[..., QueryResult]  # Ledger.sql


def history(sql: Sql, log: EventLog, limit: int | None) -> list[dict[str, Any]]:
    """Every record ever entered, newest first, with its status, text and record in force."""
    query = (
        "SELECT position, recorded_at, business_date, kind, entered_by, source, summary, "
        "status, changed_by, changed_by_staff, reason FROM ledger_records ORDER BY position DESC"
    )
    if limit is not None:
        query += f" LIMIT {int(limit)}"
    result = sql(query, max_rows=limit or 10**9)
    rows = [dict(zip(result.columns, values)) for values in result.rows]
    corrected = [r["changed_by"] for r in rows if r["status"] == CORRECTED]
    events = log.at([r["position"] for r in rows] + corrected)
    for row in rows:
        entered = events[row["position"]]
        row["text"] = entered.text
        in_force = events[row["changed_by"]] if row["status"] == CORRECTED else entered
        row["record"] = in_force.record
    return rows


def standing_sales_of(sql: Sql, customer: str, day: dt.date) -> list[StandingSaleLines]:
    """A customer's standing sales on a business day, with their lines."""
    name = customer.strip().lower().replace("'", "''")
    found = sql(
        "SELECT s.sale_id, s.total_price, p.name, si.quantity_sold FROM sales s "
        "JOIN customers c ON c.customer_id = s.customer_id JOIN sale_items si ON si.sale_id = s.sale_id "
        "JOIN products p ON p.product_id = si.product_id "
        f"WHERE lower(c.first_name || ' ' || c.last_name) = '{name}' AND s.sale_date = '{day.isoformat()}' "
        "ORDER BY s.sale_id, si.sale_item_id")
    sales: dict[int, StandingSaleLines] = {}
    for sale_id, total, product, quantity in found.rows:
        sale = sales.setdefault(int(sale_id), StandingSaleLines(int(sale_id), float(total), []))
        sale.lines.append((str(product), float(quantity)))
    return list(sales.values())
