"""The sentence an offline answer says: every qualifier the question had repeated ("Revenue from pear on
weekdays in February 2024 was 44.88"), each value in its unit, and the purpose shown over each SQL step."""

from __future__ import annotations

from typing import Any

from app.questions.answers import QuestionFailed, Step, number_text
from app.questions.offline.compile import counts_none
from app.questions.offline.query import Query

_LABELS = {
    "revenue": "Revenue", "spend": "Spending", "quantity_sold": "Kilos sold", "sales_count": "Number of sales",
    "customers_count": "Customers who bought", "products_count": "Different products sold",
    "average_sale": "The average sale value", "average_per_customer": "Average spend per customer",
    "average_per_day": "Average revenue per day", "quantity_per_day": "Average kilos sold per day",
    "sales_per_day": "Average number of sales per day",
    "average_per_trading_day": "Average revenue per trading day (the days with sales)",
    "quantity_per_sale": "Average kilos per sale", "revenue_per_kilo": "Revenue per kilo sold (on average)",
    "days_since_last_sale": "Days since the last sale",
    "returning_customers_count": "Customers who returned something",
    "margin_percent": "Gross margin (gross profit as a percentage of revenue)",
    "price_before_change": "The price before its change", "price_after_change": "The price after its change",
    "visit_span_days": "Days from the first sale to the last",
    "profit": "Gross profit (revenue less the average purchase cost of what was sold)",
    "last_sale": "The last sale", "first_sale": "The first sale", "quantity_bought": "Kilos bought",
    "purchase_cost": "Purchase cost", "purchases_count": "Number of purchases",
    "suppliers_count": "Suppliers who delivered",
    "last_purchase": "The last delivery", "first_purchase": "The first delivery", "refunds": "Refunds",
    "returns_count": "Number of returns", "stock": "Stock", "price": "Selling price",
    "unit_margin": "Selling price less the average purchase cost per kilo",
    "price_changes_count": "Price changes (the first price a product gets not counted)",
    "adjusted_quantity": "Kilos taken out of stock",
    "adjusted_cost": "Cost of the stock taken out (at the average purchase cost)",
    "write_offs_count": "Number of write-offs", "adjustments_count": "Number of stock adjustments",
    "stock_cost": "Stock at cost (the average purchase cost)",
    "price_change_amount": "The price change",
    "unit_cost": "Paid per kilo", "sales_per_customer": "Sales per customer on average",
    "quantity_per_customer": "Average kilos bought per customer",
    "quantity_returned": "Kilos returned", "days_count": "Days with sales",
    "average_unit_cost": "Average paid per kilo", "largest_sale": "The largest sale",
    "largest_sale_kilos": "The largest sale in kilos", "smallest_sale_kilos": "The smallest sale in kilos",
    "smallest_sale": "The smallest sale", "stock_value": "Stock at selling prices",
    "price_rises": "Price rises", "price_cuts": "Price cuts",
    "cost_of_sales": "Cost of what was sold (at the average purchase cost)", "stock_total": "Stock of all products",
    "largest_refund": "The largest refund", "smallest_refund": "The smallest refund",
    "average_refund": "The average refund",
    "products_stocked": "Products the shop has", "products_in_stock": "Products in stock",
    "last_adjustment": "The last write-off",
    "first_adjustment": "The first write-off",
    "last_price_change": "The last price change", "first_price_change": "The first price change",
}
_DATES = ("last_sale", "first_sale", "last_purchase", "first_purchase", "last_price_change", "first_price_change",
          "last_adjustment", "first_adjustment")


def both_ways_said(query: Query, steps: list[Step], said: list[str]) -> str:
    tops = [step.rows[0][0] if step.rows else None for step in steps]
    same = tops[0] is not None and tops[0] == tops[1] and query.top == 1
    return "; ".join([said[0]] + [s[:1].lower() + s[1:] for s in said[1:]]) + (
        f": {tops[0]} either way." if same else ".")


def purpose(query: Query) -> str:
    what = _LABELS[query.measure].split(" (")[0].lower()
    return f"{what}{' by ' + query.group if query.group else ''}{filters_said(query)}"


def filters_said(query: Query) -> str:
    parts = []
    customer = " and ".join(query.customers) if len(query.customers) > 1 else query.customer
    supplier = " and ".join(query.suppliers) if len(query.suppliers) > 1 else query.supplier
    if query.customer and query.measure == "spend":
        parts.append(f"by {customer}")
    if query.products:
        word = {"spend": "on ", "revenue": "from ", "profit": "on "}.get(query.measure, "of ")
        parts.append(word + " and ".join(query.products))
    if query.customer and query.measure != "spend":
        parts.append(("by " if query.measure not in ("refunds", "returns_count") else "to ") + str(customer))
    if query.supplier:
        parts.append(f"from {supplier}")
    if query.excluded:
        parts.append("excluding " + " and ".join(query.excluded))
    if query.price is not None:
        parts.append(f"at {query.price:.2f}")
    if query.reason:
        parts.append(f"({query.reason})")
    if query.having:
        op, bound = query.having
        said = {">": "more than", "<": "less than", ">=": "at least", "<=": "at most"}[op]
        parts.append(f"with {said} {value_said(query, bound)}" if query.having != ("<=", 0.0) else "with none")
    if query.weekdays_said:
        parts.append(query.weekdays_said)
    if query.seen_said:
        parts.append(query.seen_said)
    if query.every_product:
        parts.append("(those who bought each of them)")
    if query.period:
        parts.append(query.period.said)
    if query.as_of_said:
        parts.append(query.as_of_said)
    return (" " + " ".join(parts)) if parts else ""


def now_said(query: Query) -> str:
    return f"at the end of {query.asked_as_of.isoformat()}" if query.asked_as_of else "now"


def sentence(query: Query, step: Step, columns: list[str]) -> str:
    rows = step.rows
    label = _LABELS[query.measure] if (query.measure, query.group) != ("revenue", "customer") else "Spending"
    if query.direction:  # "when did we cut the price": the last cut
        label = label.replace("price change", "price rise" if query.direction == "up" else "price cut")
    filters = filters_said(query)
    if query.measure == "unit_cost":
        if not rows:
            return f"Nothing was bought{filters}."
        if len({r[0] for r in rows}) > 1 or len(rows) > 1:
            listed = ", ".join(f"{r[0]} at {r[1]:.2f}" for r in rows)
            raise QuestionFailed(f"We paid more than one price{filters} ({listed}); ask for one delivery.")
        return f"We paid {rows[0][1]:.2f} per kilo{filters}."
    if query.measure in ("price_before_change", "price_after_change"):  # "banana price before it changed"
        if len(rows) != 1:
            raise QuestionFailed(f"There are {len(rows)} price changes{filters}; ask about one (give its day).")
        product, day, old, new = rows[0]
        before = query.measure == "price_before_change"
        return f"The price of {product} {'before' if before else 'after'} its change on {day} was " \
               f"{(old if before else new):.2f}."
    if query.measure == "price_change_amount":
        if len(rows) != 1:
            raise QuestionFailed(f"There are {len(rows)} price changes{filters}; ask about one (give its day).")
        product, day, old, new = rows[0]
        way = "down" if new < old else "up"
        return f"The price of {product} went from {old:.2f} to {new:.2f} on {day}: {way} by {abs(old - new):.2f}."
    if query.measure in ("stock_value", "stock_cost", "stock_total", "products_stocked", "products_in_stock"):
        when = "" if query.as_of_said else f" {now_said(query)}"  # the filters say the day
        return f"{label}{filters}{when}: {value_said(query, rows[0][0] if rows else None)}."
    if query.measure in ("stock", "price", "unit_margin") and not query.group:
        if not rows:
            raise QuestionFailed("The shop has no such product yet.")
        shown = "; ".join(f"{r[0]}: {value_said(query, r[1])}" for r in rows)
        when = query.as_of_said or now_said(query)
        return f"{label} {when}: {shown}." if len(rows) > 1 or not query.products else \
            f"{label} of {rows[0][0]} {when}: {value_said(query, rows[0][1])}."
    if query.count_groups:  # "how many customers spent more than $50"
        return f"Number of {query.group}s{filters} was {rows[0][0] if rows else 0}."
    if not query.group:
        value = rows[0][0] if rows else None
        if query.measure in _DATES:
            if value is None:
                return f"There is no such record{filters}."
            return f"{label}{filters} was on {value}."
        return f"{label}{filters} was {value_said(query, value)}."
    return _grouped(query, rows, label, filters)


def _grouped(query: Query, rows: list[tuple[Any, ...]], label: str, filters: str) -> str:
    # a group with nothing is left out, unless it is what was asked for (the least, under a bound)
    shown = rows if counts_none(query) else [r for r in rows if r[1] not in (None, 0, 0.0)]
    if query.top:
        if len(shown) > query.top and shown[query.top - 1][1] == shown[query.top][1]:
            tied = ", ".join(str(r[0]) for r in shown if r[1] == shown[query.top - 1][1])
            raise QuestionFailed(f"There is a tie ({tied} have the same value), so there is no single answer.")
        shown = shown[:query.top]
        del rows[query.top:]
    if not shown:
        if query.having == ("<=", 0.0):  # "what is out of stock", "which fruits have not sold": none of them
            return f"Every {query.group} has some{filters.replace(' with none', '')}."
        return f"Nothing{filters}."
    if query.shape == "name" or (query.top == 1):
        word = {"most": "most ", "least": "least "}.get(query.rank or "", "")
        what = label.lower().removeprefix("the ")
        if what.startswith(("largest", "smallest")):  # "the customer with the largest sale", not "the most largest"
            word = "" if (query.rank == "most") == what.startswith("largest") else word
        return f"The {query.group} with the {word}{what}{filters} was {shown[0][0]}: " \
               f"{value_said(query, shown[0][1])}."
    listed = "; ".join(f"{r[0]}: {value_said(query, r[1])}" for r in shown)
    return f"{label} by {query.group}{filters}: {listed}."


def value_said(query: Query, value: Any) -> str:
    if value is None:
        if query.measure in ("stock_value", "stock_cost"):
            return "not known (a product in stock has no price)"
        return "nothing" if query.measure not in ("stock", "price", "unit_margin") else "not set"
    if query.measure in ("quantity_sold", "quantity_bought", "quantity_per_sale", "quantity_per_customer", "stock",
                         "largest_sale_kilos", "smallest_sale_kilos",
                         "adjusted_quantity",
                         "stock_total", "quantity_per_day",
                         "quantity_returned"):
        return f"{float(value):,.3f}".rstrip("0").rstrip(".") + " kg"
    if query.measure == "margin_percent":
        return f"{float(value):.2f}%"
    return number_text(value)
