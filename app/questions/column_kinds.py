"""What each column an offline answer names holds, so the window can show money as money (9.90,
not 9.9), kilos as kilos, counts as counts and shares as percentages. The offline compiler
chooses these names; a model's SQL names its own, and the window guesses those from name and value."""

from __future__ import annotations

from app.value_kinds import DATE as DAY
from app.value_kinds import MONEY, PERCENT, TEXT
from app.value_kinds import NUMBER as COUNT
from app.value_kinds import QUANTITY as KILOS

_KINDS = {
    MONEY: {"revenue", "spent", "refunded", "cost", "cost_of_sales", "cost_per_item", "cost_per_kg",
            "cost_written_off", "gross_profit", "average_sale", "average_per_customer", "average_refund",
            "largest_sale", "smallest_sale", "largest_refund", "smallest_refund", "revenue_per_day",
            "revenue_per_kg", "revenue_per_trading_day", "price", "old_price", "new_price", "unit_margin",
            "stock_cost", "stock_value", "price_change_amount"},
    KILOS: {"kg_sold", "kg_bought", "kg_returned", "kg_removed", "kg_per_day", "kg_per_sale", "kg_per_customer",
            "stock", "stock_total", "largest_sale_kg", "smallest_sale_kg"},
    COUNT: {"sales", "customers", "products", "purchases", "suppliers", "returns", "adjustments", "write_offs", "days",
            "how_many", "price_changes", "sales_per_customer", "sales_per_day", "price_rises", "price_cuts",
            "products_stocked", "products_in_stock"},
    PERCENT: {"percent", "margin_percent"},
    DAY: {"day", "week", "first_sale", "last_sale", "first_purchase", "last_purchase", "last_write_off",
          "first_write_off"},
    TEXT: {"product", "customer", "supplier", "month", "weekday"},  # what a table is grouped by
}
_KIND_OF = {name: kind for kind, names in _KINDS.items() for name in names}


def kinds_of(columns: list[str]) -> tuple[str, ...] | None:
    """Every column's kind, or None when one is not a name the offline answers use (then the
    window guesses them all, as for a model's SQL)."""
    found = tuple(_KIND_OF.get(c.lower()) for c in columns)
    return None if None in found else found  # type: ignore[return-value]
