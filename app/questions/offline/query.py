"""The small typed query an offline question is parsed into: what to measure, over which
records (filters), grouped how, ranked how, and shaped as what answer. Every qualifier the
question had is a field here, so none can be dropped on the way to SQL."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

# measure -> (what it adds up, the records it is about)
MEASURES = {
    "revenue": "sales", "quantity_sold": "sales", "sales_count": "sales", "spend": "sales",
    "average_sale": "sales", "average_per_customer": "sales", "average_per_day": "sales",
    "average_per_trading_day": "sales", "sales_per_day": "sales", "revenue_per_kilo": "sales",
    "quantity_per_day": "sales",
    "days_since_last_sale": "sales",
    "visit_span_days": "sales", "margin_percent": "sales",
    "quantity_per_sale": "sales", "profit": "sales", "customers_count": "sales", "products_count": "sales",
    "last_sale": "sales", "first_sale": "sales", "largest_sale": "sales", "smallest_sale": "sales",
    "largest_sale_kilos": "sales", "smallest_sale_kilos": "sales",
    "sales_per_customer": "sales", "quantity_per_customer": "sales", "days_count": "sales", "cost_of_sales": "sales",
    "quantity_bought": "purchases", "purchase_cost": "purchases", "purchases_count": "purchases",
    "suppliers_count": "purchases",
    "last_purchase": "purchases", "first_purchase": "purchases", "unit_cost": "purchases",
    "average_unit_cost": "purchases",
    "refunds": "returns", "returns_count": "returns", "returning_customers_count": "returns",
    "quantity_returned": "returns",
    "largest_refund": "returns", "smallest_refund": "returns", "average_refund": "returns",
    "stock": "state", "price": "state", "stock_value": "state", "unit_margin": "state",
    "price_changes_count": "price_changes", "price_change_amount": "price_changes",
    "last_price_change": "price_changes", "first_price_change": "price_changes",
    "price_before_change": "price_changes", "price_after_change": "price_changes",
    "price_rises": "price_changes", "price_cuts": "price_changes",
    "adjusted_quantity": "adjustments", "adjusted_cost": "adjustments", "write_offs_count": "adjustments",
    "adjustments_count": "adjustments", "stock_cost": "state", "stock_total": "state", "products_stocked": "state",
    "products_in_stock": "state", "last_adjustment": "adjustments",
    "first_adjustment": "adjustments",
}
# which groupings each kind of record has: a purchase has no customer, a sale no supplier
GROUPS_OF = {
    "sales": {"product", "customer", "day", "week", "month", "weekday"},
    "purchases": {"product", "supplier", "day", "week", "month", "weekday"},
    "returns": {"product", "customer", "day", "week", "month", "weekday"},
    "state": {"product"}, "price_changes": {"product"}, "adjustments": {"product", "day", "week", "month", "weekday"},
}
# what each measure's number is: money, kilos, or something else (a count, a date)
KILOS = {"quantity_sold", "quantity_bought", "quantity_per_sale", "quantity_per_customer", "largest_sale_kilos",
         "smallest_sale_kilos",
         "quantity_per_day", "stock", "adjusted_quantity", "quantity_returned",
         "stock_total"}
MONEY = {"revenue", "spend", "average_sale", "average_per_customer", "average_per_day", "profit", "purchase_cost",
         "average_per_trading_day", "revenue_per_kilo",
         "unit_cost", "average_unit_cost", "refunds", "price", "stock_value", "price_change_amount", "largest_sale",
         "smallest_sale", "adjusted_cost", "stock_cost", "cost_of_sales", "largest_refund", "smallest_refund",
         "average_refund", "unit_margin", "price_before_change", "price_after_change"}
# an average over the calendar days of a period (its days counted, so its ends must be known)
PER_DAY = {"average_per_day", "quantity_per_day", "sales_per_day"}
GROUPS = ("product", "customer", "supplier", "day", "week", "month", "weekday")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@dataclass
class Period:
    """Business dates, both ends included (None: open on that side)."""

    start: dt.date | None
    end: dt.date | None
    said: str  # how the question put it, for the answer ("since 2024-02-15")
    by_today: bool = False  # one day said from today ("today", "yesterday"): a day of its own, never a stretch's


@dataclass
class Query:
    measure: str
    products: list[str] = field(default_factory=list)
    excluded: list[str] = field(default_factory=list)  # products left out ("excluding bananas")
    customer: str | None = None  # the first named (customers: all of them, when several are asked about together)
    supplier: str | None = None
    customers: list[str] = field(default_factory=list)
    suppliers: list[str] = field(default_factory=list)
    period: Period | None = None
    weekdays: tuple[int, ...] = ()  # 0 = Monday; empty: every day
    weekdays_said: str = ""
    price: float | None = None  # lines sold at this price
    reason: str | None = None  # stock adjustments of this reason
    direction: str | None = None  # price changes that went "up" or "down"
    having: tuple[str, float] | None = None  # (">", 60): only the groups whose value is over 60
    having_money: bool = False  # the bound was money ("$60", "60 dollars")
    having_kilos: bool = False  # the bound was a weight ("6 kg")
    group: str | None = None
    count_groups: bool = False  # how many groups there are ("how many customers spent over $50")
    rank: str | None = None  # "most" or "least": the top of the groups
    top: int | None = None
    shape: str = "number"  # number, name, names, table, date
    as_of: dt.date | None = None  # a state (stock, price) at the end of this day
    as_of_said: str = ""
    asked_as_of: dt.date | None = None  # the shop as it stood that day was asked: its "now" (answer.py)
    words: list[str] = field(default_factory=list)  # what the question said, for the answer
    share_of: str | None = None  # a percentage: this filter's part of the whole without it (shares.py)
    share_decimals: int = 2
    difference: str | None = None  # "more": the first side less the second; "less": the other way; "minus",
    # "change": the same, signed (differences.py, gaps.py)
    other_period: Period | None = None  # the second side's time, when the sides are two periods
    other_weekdays: tuple[int, ...] = ()  # the second side's days, when the sides are days of the week
    other_weekdays_said: str = ""
    seen: tuple[str, dt.date] | None = None  # ("<", day): customers whose last (or first) visit is before the day
    seen_said: str = ""
    also: str | None = None  # a second measure ranked the same way ("in kilos and in money": both_ways.py)
    every_product: bool = False  # "customers who bought both mango and cherries": sales of each product named
    since_day: dt.date | None = None  # the day "how many days since …" counts to (today)
    remark: Any = None  # a delivery or write-off said beside a stock, to check (event_remarks.Remark)
