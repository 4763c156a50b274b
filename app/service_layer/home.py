"""The figures a shop looks at first: today's and this week's takings against last week's,
revenue by day for the last 30 days, what the stock is worth, what is running low (with how many
days the stock lasts at the recent rate, and how much to order), and the last records.

Read from the tables at any point in time, like every other view. "Today" is the day asked for
(the real today, or the business day being viewed); a shop with no sale in the 30 days before it
(the demo month, opened later) is shown as of its latest sale day instead, and says so.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.service_layer.people_tables import as_date

if TYPE_CHECKING:
    from app.service_layer.ledger import Ledger
    from app.service_layer.ledger_values import PointInTime

DAYS = 30  # of revenue shown, and of sales the rate is taken over
LEAD_DAYS = 7  # default low-stock threshold: a week of sales at the recent rate
COVER_DAYS = 14  # a reorder brings the stock up to two weeks of sales (and a week past the warning level)


def quiet(latest: dt.date | None, today: dt.date) -> bool:
    """Nothing recorded in the last DAYS days (the demo month, an old shop's archive): "this month"
    and "today" would find nothing, so Ask and `chatledger ask` turn to the shop's latest day."""
    return latest is not None and (today - latest).days > DAYS


@dataclass(frozen=True)
class StockLine:
    product: str
    unit: str
    stock: float
    threshold: float
    threshold_is_set: bool  # set by a person (else from the sales rate)
    per_day: float  # sold per day, over the last 30 days
    days_of_cover: float | None  # None: nothing sold lately
    reorder: float  # to bring the stock to COVER_DAYS of sales
    low: bool  # at or below its threshold (or out of stock)


@dataclass(frozen=True)
class RecentRecord:
    position: int
    business_date: dt.date | None
    summary: str
    status: str
    entered_by: str


@dataclass(frozen=True)
class Home:
    day: dt.date  # "today" for these figures
    shifted_from: dt.date | None  # the day asked for, when no sale was near it
    today: float
    same_day_last_week: float
    this_week: float  # Monday up to `day`
    last_week_same_days: float  # the same weekdays a week earlier
    revenue_by_day: list[tuple[dt.date, float]]  # the last 30 days, every day (from the shop's first)
    stock_value_at_cost: float
    stock_value_at_price: float
    stock: list[StockLine]  # every product, the low ones first (fewest days of cover first)
    recent: list[RecentRecord]

    @property
    def low_stock(self) -> list[StockLine]:
        return [line for line in self.stock if line.low]


def home(ledger: Ledger, day: dt.date, *, when: PointInTime | None = None,
         thresholds: dict[str, float] | None = None) -> Home:
    thresholds = thresholds or {}

    def rows(query: str) -> list[tuple[Any, ...]]:
        return ledger.sql(query, when=when, max_rows=100_000, strict=False).rows

    asked = day
    latest = as_date(rows(f"SELECT MAX(sale_date) FROM sales WHERE sale_date <= '{day.isoformat()}'")[0][0])
    shifted = None
    if latest is not None and (day - latest).days >= DAYS:
        day, shifted = latest, asked
    start = day - dt.timedelta(days=DAYS - 1)
    by_day = {as_date(d): float(v or 0) for d, v in rows(
        "SELECT sale_date, SUM(total_price) FROM sales "
        f"WHERE sale_date BETWEEN '{(start - dt.timedelta(days=14)).isoformat()}' AND '{day.isoformat()}' "
        "GROUP BY sale_date")}

    def takings(first: dt.date, last: dt.date) -> float:
        return round(sum(v for d, v in by_day.items() if d is not None and first <= d <= last) + 0.0, 2)

    monday = day - dt.timedelta(days=day.weekday())
    week = dt.timedelta(days=7)
    # from the shop's first day, when it is within the 30: no row of noughts before it existed
    first = as_date(rows("SELECT MIN(business_date) FROM ledger_records")[0][0])
    shown_from = max(start, first) if first is not None and first <= day else start
    series = [(shown_from + dt.timedelta(days=i), round(by_day.get(shown_from + dt.timedelta(days=i), 0.0), 2))
              for i in range((day - shown_from).days + 1)]

    products = rows("SELECT product_id, name, unit, stock_quantity, selling_price FROM products ORDER BY name")
    costs: dict[int, float] = {}
    for product_id, cost in rows("SELECT i.product_id, i.cost_per_item FROM purchase_items i "
                                 "JOIN purchases p ON p.purchase_id = i.purchase_id "
                                 "ORDER BY p.purchase_date, i.purchase_item_id"):
        costs[product_id] = float(cost)  # the latest purchase's cost wins
    sold = {product_id: float(q or 0) for product_id, q in rows(
        "SELECT i.product_id, SUM(i.quantity_sold) FROM sale_items i JOIN sales s ON s.sale_id = i.sale_id "
        f"WHERE s.sale_date BETWEEN '{start.isoformat()}' AND '{day.isoformat()}' GROUP BY i.product_id")}
    lines = []
    at_cost = at_price = 0.0
    for product_id, name, unit, stock, price in products:
        stock = float(stock)
        at_cost += max(stock, 0) * costs.get(product_id, 0.0)
        at_price += max(stock, 0) * float(price or 0)
        per_day = sold.get(product_id, 0.0) / DAYS
        given = thresholds.get(name)
        threshold = float(given) if given is not None else math.ceil(per_day * LEAD_DAYS * 10) / 10
        is_low = stock <= threshold and (per_day > 0 or given is not None or stock <= 0)
        target = max(per_day * COVER_DAYS, threshold + per_day * LEAD_DAYS)  # two weeks, or past the warning
        reorder = max(0.0, math.ceil((target - stock) * 10) / 10) if is_low or per_day > 0 else 0.0
        cover = max(stock, 0) / per_day if per_day > 0 else None
        lines.append(StockLine(name, unit, stock, threshold, given is not None, round(per_day, 3),
                               None if cover is None else round(cover, 1), reorder, is_low))
    lines.sort(key=lambda line: (not line.low, line.days_of_cover if line.days_of_cover is not None else 1e9,
                                 line.product))
    recent = [RecentRecord(p, as_date(d), s, st, who) for p, d, s, st, who in rows(
        "SELECT position, business_date, summary, status, entered_by FROM ledger_records "
        "ORDER BY position DESC LIMIT 8")]
    return Home(
        day=day, shifted_from=shifted,
        today=takings(day, day), same_day_last_week=takings(day - week, day - week),
        this_week=takings(monday, day), last_week_same_days=takings(monday - week, day - week),
        revenue_by_day=series, stock_value_at_cost=round(at_cost, 2), stock_value_at_price=round(at_price, 2),
        stock=lines, recent=recent,
    )
