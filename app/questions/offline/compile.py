"""A Query (app/questions/offline/query.py) as SQL, built with sqlglot's expression builder: values
go in as literals the builder quotes, never pasted into text. The SQL speaks the shop's dialect
(SQLite or PostgreSQL); the few date functions that differ are written once per dialect below."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

from app.questions.offline import per_day
from app.questions.offline.measure_sql import AVERAGE_COST, VALUES
from app.questions.offline.query import WEEKDAYS, Query


def _parse(snippet: str, dialect: str) -> exp.Expr:
    parsed = sqlglot.parse_one(snippet, read=dialect)
    assert isinstance(parsed, exp.Expr)
    return parsed


def _fn(template: str, column: str, dialect: str) -> exp.Expr:
    """A date function of `column` (a qualified column name of ours, never user text)."""
    return _parse(template.format(c=column), dialect)


# What differs: the Monday of a date's week, its month, its weekday (0 = Monday).
DATE_FUNCTIONS = {
    "sqlite": {"week": "date({c}, 'weekday 0', '-6 days')", "month": "strftime('%Y-%m', {c})",
               "weekday": "(CAST(strftime('%w', {c}) AS INTEGER) + 6) % 7"},
    "postgres": {"week": "to_char(date_trunc('week', {c}), 'YYYY-MM-DD')", "month": "to_char({c}, 'YYYY-MM')",
                 "weekday": "CAST(EXTRACT(ISODOW FROM {c}) AS INTEGER) - 1"},
}


def _lit(value: object) -> exp.Expr:
    if isinstance(value, dt.date):
        return exp.Literal.string(value.isoformat())
    if isinstance(value, str):
        return exp.Literal.string(value)
    return exp.Literal.number(value)


def _col(name: str) -> exp.Column:
    return exp.column(*reversed(name.split("."))) if "." in name else exp.column(name)


@dataclass(frozen=True)
class Source:
    """A kind of record: its table, the tables joined to it, and its date column."""

    table: str
    joins: tuple[str, ...]
    date: str


# Each kind of record: its tables, its date, and how its columns are named.
_SALES = Source("sales s", ("sale_items si ON si.sale_id = s.sale_id",
                            "products p ON p.product_id = si.product_id",
                            "customers c ON c.customer_id = s.customer_id"), "s.sale_date")
_PURCHASES = Source("purchases pu", ("purchase_items pi ON pi.purchase_id = pu.purchase_id",
                                     "products p ON p.product_id = pi.product_id",
                                     "suppliers su ON su.supplier_id = pu.supplier_id"), "pu.purchase_date")
_RETURNS = Source("returns r", ("customers c ON c.customer_id = r.customer_id",), "r.return_date")
# Returns line by line: for kilos returned, or refunds of named products.
_RETURN_ITEMS = Source("returns r", ("return_items ri ON ri.return_id = r.return_id",
                                    "products p ON p.product_id = ri.product_id",
                                    "customers c ON c.customer_id = r.customer_id"), "r.return_date")

# Stock adjustments, with their products: write-offs are the ones that took stock out.
_ADJUSTMENTS = Source("stock_adjustments sa", ("products p ON p.product_id = sa.product_id",), "sa.adjustment_date")

CUSTOMER_NAME = "c.first_name || ' ' || c.last_name"


def sql(query: Query, dialect: str) -> tuple[str, list[str]]:
    """The query's SQL and the names of its result columns."""
    family = _family(query.measure)
    source = {"sales": _SALES, "purchases": _PURCHASES, "returns": _RETURNS, "adjustments": _ADJUSTMENTS}.get(family)
    if family == "returns" and (query.products or query.group == "product" or query.measure == "quantity_returned"):
        source = _RETURN_ITEMS
    if query.measure in ("stock", "price", "stock_value", "stock_cost", "stock_total", "products_stocked",
                         "products_in_stock", "unit_margin"):
        return _state(query, dialect)
    if family == "price_changes":
        return _price_changes(query, dialect)
    if query.measure == "unit_cost":
        return _unit_costs(query, dialect)
    assert source is not None, query.measure
    date = source.date
    conditions = _conditions(query, date, dialect)
    value, name = _value(query, dialect)
    key = _key(query.group, date, dialect) if query.group else None
    select = exp.select().from_(_parse(f"SELECT * FROM {source.table}", dialect).args["from_"].this)
    for join in _needed(source, [*conditions, value, *([key] if key else [])], dialect):
        table, _, on = join.partition(" ON ")
        select = select.join(_parse(f"SELECT * FROM {table}", dialect).args["from_"].this, on=_parse(on, dialect))
    for condition in conditions:
        select = select.where(condition)
    if query.group:
        assert key is not None
        select = select.select(key.as_(query.group), value.as_(name)).group_by(key)
        if counts_none(query):
            select = _with_none(query, select, name, dialect)
        else:
            if query.having:
                select = select.having(_compare(query.having, value.copy()))
            if query.every_product:  # "customers who bought both mango and cherries": each of them
                select = select.having(exp.EQ(this=_parse("COUNT(DISTINCT p.name)", dialect),
                                              expression=_lit(len(query.products))))
            if query.seen:  # "who hasn't been in since the 21st": their last visit before it
                op, day = query.seen
                select = select.having((exp.LT if op == "<" else exp.GTE)(this=value.copy(), expression=_lit(day)))
            if query.group == "customer":
                select = _named(select, name, dialect)
        order = exp.column(name) if query.rank else exp.column(query.group)
        select = select.order_by(exp.Ordered(this=order, desc=query.rank == "most"),
                                 exp.Ordered(this=exp.column(query.group)))
        if query.top:
            select = select.limit(query.top + 1)  # one more: a tie at the cut is not a single answer
        if query.count_groups:  # "how many customers spent more than $50": those rows counted
            counted = exp.select(_parse("COUNT(*)", dialect).as_("how_many")).from_(
                exp.alias_(exp.Subquery(this=select), "groups"))
            return counted.sql(dialect=dialect), ["how_many"]
        return select.sql(dialect=dialect), [query.group, name]
    select = select.select(value.as_(name))
    return select.sql(dialect=dialect), [name]


def _needed(source: Source, parts: list[exp.Expr], dialect: str) -> list[str]:
    """Only the joins the query reads from (a count of sales needs no customers table): on 100k
    sales each join left out is time saved."""
    aliases = {column.table for part in parts for column in part.find_all(exp.Column) if column.table}
    keep = []
    for join in reversed(source.joins):
        table, _, on = join.partition(" ON ")
        if table.split()[-1] in aliases:
            keep.append(join)
            aliases |= {c.table for c in _parse(on, dialect).find_all(exp.Column) if c.table}
    return list(reversed(keep))


def _family(measure: str) -> str:
    from app.questions.offline.query import MEASURES

    return MEASURES[measure]


def _conditions(query: Query, date: str, dialect: str) -> list[exp.Expr]:
    found: list[exp.Expr] = []
    if query.products:
        found.append(_col("p.name").isin(*[_lit(p) for p in query.products]))
    if query.excluded:
        found.append(exp.Not(this=_col("p.name").isin(*[_lit(p) for p in query.excluded])))
    if query.customer:  # one, or several together ("the Smiths between them")
        found.append(_parse(CUSTOMER_NAME, dialect).isin(*[_lit(c) for c in query.customers or [query.customer]]))
    if query.supplier:
        found.append(_col("su.supplier_name").isin(*[_lit(s) for s in query.suppliers or [query.supplier]]))
    if query.period and query.period.start:
        found.append(exp.GTE(this=_col(date), expression=_lit(query.period.start)))
    if query.period and query.period.end:
        found.append(exp.LTE(this=_col(date), expression=_lit(query.period.end)))
    if query.weekdays:
        found.append(_fn(DATE_FUNCTIONS[dialect]["weekday"], date, dialect).isin(*[_lit(d) for d in query.weekdays]))
    if query.price is not None:
        found.append(exp.EQ(this=_col("si.price_per_item"), expression=_lit(query.price)))
    if query.having and not query.group and query.measure == "sales_count":  # each sale's total bounded
        found.append(_compare(query.having, _col("s.total_price")))
    if query.measure in ("adjusted_quantity", "adjusted_cost", "write_offs_count", "last_adjustment",
                         "first_adjustment"):  # what was taken out
        found.append(_parse("sa.quantity < 0", dialect))
    if query.reason:
        found.append(exp.EQ(this=_col("sa.reason"), expression=_lit(query.reason)))
    return found


def _value(query: Query, dialect: str) -> tuple[exp.Expr, str]:
    m = query.measure
    if m == "refunds":  # a return's refund, or its named products' share of it
        lines = query.products or query.group == "product"
        return _parse("ROUND(COALESCE(SUM(ri.item_total_price), 0), 2)" if lines else
                      "ROUND(COALESCE(SUM(r.refund_total), 0), 2)", dialect), "refunded"
    if m in ("days_since_last_sale", "visit_span_days"):  # days between two dates, in each dialect
        last = exp.cast(exp.Max(this=_col("s.sale_date")), "date")
        later, earlier = (last, exp.cast(exp.Min(this=_col("s.sale_date")), "date")) if m == "visit_span_days" else (
            exp.cast(_lit(query.since_day), "date"), last)
        return exp.DateDiff(this=later, expression=earlier, unit=exp.var("DAY")), "days"
    if m == "average_per_day":
        days = _days(query, dialect)
        total = "si.item_total_price" if query.products or query.price is not None else "s.total_price"
        return _parse(f"ROUND(COALESCE(SUM({total}), 0) / {days}, 2)", dialect), "revenue_per_day"
    if m == "sales_per_day":  # the sales over the period's calendar days (not integer division)
        return _parse(f"ROUND(COUNT(DISTINCT s.sale_id) * 1.0 / {_days(query, dialect)}, 2)", dialect), "sales_per_day"
    if m == "quantity_per_day":  # the kilos sold over the period's calendar days, as revenue per day is
        return _parse(f"ROUND(COALESCE(SUM(si.quantity_sold), 0) / {_days(query, dialect)}, 3)", dialect), "kg_per_day"
    text, name = VALUES[m]
    if not query.products and not query.excluded and query.price is None and query.group != "product" and \
            m not in ("revenue_per_kilo", "margin_percent"):  # (lines read: a sale's total would count once a line)
        # the whole sale's total when no line is picked out: no join to the sale lines at all
        text = text.replace("SUM(si.item_total_price)", "SUM(s.total_price)")
    if m == "revenue" and query.group == "customer":
        name = "spent"  # what a customer brings in is what they spent
    return _parse(text, dialect), name


def _days(query: Query, dialect: str) -> str:
    return per_day.divisor(query, DATE_FUNCTIONS[dialect]["weekday"].format(c="s.sale_date"))


def _key(group: str, date: str, dialect: str) -> exp.Expr:
    if group == "product":
        return _col("p.name")
    if group == "customer":  # grouped by id (fast, and two people of one name stay two); named after
        return _col(date.split(".")[0] + ".customer_id")
    if group == "supplier":
        return _col("su.supplier_name")
    if group == "day":
        return _col(date)
    if group == "weekday":
        number = DATE_FUNCTIONS[dialect]["weekday"].format(c=date)
        cases = " ".join(f"WHEN {i} THEN '{name}'" for i, name in enumerate(WEEKDAYS))
        return _parse(f"CASE {number} {cases} END", dialect)
    return _fn(DATE_FUNCTIONS[dialect][group], date, dialect)


def _state(query: Query, dialect: str) -> tuple[str, list[str]]:
    if query.measure in ("products_stocked", "products_in_stock"):  # the shop's products (with some in stock)
        select = exp.select(_parse("COUNT(*)", dialect).as_(query.measure)).from_("products")
        if query.measure == "products_in_stock":
            select = select.where("stock_quantity > 0")
        return select.sql(dialect=dialect), [query.measure]
    if query.measure == "stock_total":  # every product's kilos in stock, together
        select = exp.select(_parse("ROUND(COALESCE(SUM(stock_quantity), 0), 3)", dialect).as_("stock_total")).from_(
            "products")
        return select.sql(dialect=dialect), ["stock_total"]
    if query.measure in ("stock_value", "stock_cost"):  # what the stock would sell for, or cost us
        if query.group or query.rank or query.top or query.having:  # one total: each product's was dropped
            from app.questions.offline.parse import CannotAnswer
            raise CannotAnswer("I value the stock as one total offline, not product by product; ask for one product.")
        each = "selling_price" if query.measure == "stock_value" else AVERAGE_COST.format(product="products.product_id")
        # a product in stock with no price (or never bought in) leaves the total unknown, not smaller
        unknown = f"MAX(CASE WHEN stock_quantity <> 0 AND {each} IS NULL THEN 1 ELSE 0 END) = 1"
        total = f"ROUND(COALESCE(SUM(stock_quantity * {each}), 0), 2)"
        select = exp.select(_parse(f"CASE WHEN {unknown} THEN NULL ELSE {total} END", dialect).as_(
            query.measure)).from_("products")
        if query.products:
            select = select.where(_col("name").isin(*[_lit(p) for p in query.products]))
        return select.sql(dialect=dialect), [query.measure]
    column = {"stock": "stock_quantity", "price": "selling_price"}.get(query.measure)
    value = _col(column) if column else _parse(  # a kilo's selling price less what a kilo cost us
        f"ROUND(selling_price - {AVERAGE_COST.format(product='products.product_id')}, 2)", dialect)
    select = exp.select(_col("name").as_("product"), value.as_(query.measure)).from_("products")
    if query.products:
        select = select.where(_col("name").isin(*[_lit(p) for p in query.products]))
    if query.having:
        select = select.where(_compare(query.having, value.copy()))
    if query.rank:
        select = select.order_by(exp.Ordered(this=exp.column(query.measure), desc=query.rank == "most"),
                                 exp.Ordered(this=exp.column("product")))
        select = select.limit((query.top or 1) + 1)
    else:
        select = select.order_by("product")
    return select.sql(dialect=dialect), ["product", query.measure]


def _price_changes(query: Query, dialect: str) -> tuple[str, list[str]]:
    select = exp.select().from_("price_changes").join("products", on=_parse(
        "products.product_id = price_changes.product_id", dialect))
    # The first selling price a product gets is no change (old_price is null then).
    select = select.where("price_changes.old_price IS NOT NULL")
    if query.products:
        select = select.where(_col("products.name").isin(*[_lit(p) for p in query.products]))
    if query.period and query.period.start:
        select = select.where(exp.GTE(this=_col("price_changes.change_date"), expression=_lit(query.period.start)))
    if query.period and query.period.end:
        select = select.where(exp.LTE(this=_col("price_changes.change_date"), expression=_lit(query.period.end)))
    if query.weekdays:
        select = select.where(_fn(DATE_FUNCTIONS[dialect]["weekday"], "price_changes.change_date", dialect).isin(
            *[_lit(d) for d in query.weekdays]))
    direction = {"price_rises": "up", "price_cuts": "down"}.get(query.measure, query.direction)
    if direction:  # "which products went up in price", "when did we cut the price": those ways only
        select = select.where(f"price_changes.new_price {'>' if direction == 'up' else '<'} price_changes.old_price")
    if query.measure in ("price_rises", "price_cuts"):
        select = select.select(_col("products.name").as_("product"), _parse("COUNT(*)", dialect).as_(query.measure))
        return select.group_by(_col("products.name")).order_by("product").sql(dialect=dialect), [
            "product", query.measure]
    if query.measure == "price_changes_count" and query.group == "product":  # "which products had a price change"
        select = select.select(_col("products.name").as_("product"), _parse("COUNT(*)", dialect).as_("price_changes"))
        return select.group_by(_col("products.name")).order_by("product").sql(dialect=dialect), [
            "product", "price_changes"]
    if query.measure == "price_changes_count":
        return select.select(_parse("COUNT(*)", dialect).as_("price_changes")).sql(dialect=dialect), ["price_changes"]
    if query.measure in ("last_price_change", "first_price_change"):
        which = "MAX" if query.measure == "last_price_change" else "MIN"
        return select.select(_parse(f"{which}(price_changes.change_date)", dialect).as_("day")).sql(
            dialect=dialect), ["day"]
    select = select.select(_col("products.name").as_("product"), _col("price_changes.change_date").as_("day"),
                           _col("price_changes.old_price").as_("old_price"),
                           _col("price_changes.new_price").as_("new_price"))
    return select.order_by("day").sql(dialect=dialect), ["product", "day", "old_price", "new_price"]


def _unit_costs(query: Query, dialect: str) -> tuple[str, list[str]]:
    """What was paid per unit: each different price, so the answer can say when there were several."""
    select = exp.select(_col("p.name").as_("product"), _col("pi.cost_per_item").as_("cost_per_item"))
    select = select.from_(_parse("SELECT * FROM purchase_items pi", dialect).args["from_"].this).join(
        _parse("SELECT * FROM products p", dialect).args["from_"].this,
        on=_parse("p.product_id = pi.product_id", dialect)).join(
        _parse("SELECT * FROM purchases pu", dialect).args["from_"].this,
        on=_parse("pu.purchase_id = pi.purchase_id", dialect)).join(
        _parse("SELECT * FROM suppliers su", dialect).args["from_"].this,
        on=_parse("su.supplier_id = pu.supplier_id", dialect))
    for condition in _conditions(query, "pu.purchase_date", dialect):
        select = select.where(condition)
    select = select.distinct().order_by("product", "cost_per_item")
    return select.sql(dialect=dialect), ["product", "cost_per_item"]


def _compare(having: tuple[str, float], value: exp.Expr) -> exp.Expr:
    op, bound = having
    kinds: dict[str, type[exp.Binary]] = {">": exp.GT, "<": exp.LT, ">=": exp.GTE, "<=": exp.LTE}
    return kinds[op](this=value, expression=_lit(bound))


# Every product, customer or supplier the shop knows, so one with no records in the question's
# time counts as 0: it is the least, and it has "less than" any bound.
# table, the column the groups are keyed by, and the name shown
_EVERYONE = {"product": ("products", "name", "e.name"), "customer": ("customers", "customer_id", CUSTOMER_NAME.replace(
    "c.", "e.")), "supplier": ("suppliers", "supplier_name", "e.supplier_name")}


def _named(grouped: exp.Select, name: str, dialect: str) -> exp.Select:
    """Customers' totals, keyed by id, with their names."""
    return exp.select(_parse(CUSTOMER_NAME, dialect).as_("customer"), _col(f"g.{name}").as_(name)).from_(
        exp.alias_(exp.Subquery(this=grouped), "g")).join(
        _parse("SELECT * FROM customers c", dialect).args["from_"].this,
        on=exp.EQ(this=_col("c.customer_id"), expression=_col("g.customer")))


# What adds up, so that a product, customer or supplier with no records has 0 of it. An average,
# a largest sale or a date of nothing is not 0: those are left out, never the least.
ADDING_UP = {"revenue", "spend", "quantity_sold", "sales_count", "customers_count", "products_count", "profit",
             "days_count", "cost_of_sales", "quantity_bought", "purchase_cost", "purchases_count", "refunds",
             "returns_count", "quantity_returned", "adjusted_quantity", "adjusted_cost", "write_offs_count",
             "adjustments_count"}


def counts_none(query: Query) -> bool:
    low = query.rank == "least" or (query.having is not None and query.having[0] in ("<", "<="))
    return low and query.group in _EVERYONE and query.measure in ADDING_UP


def _with_none(query: Query, grouped: exp.Select, name: str, dialect: str) -> exp.Select:
    assert query.group is not None
    table, key, shown = _EVERYONE[query.group]
    value = _parse(f"COALESCE(g.{name}, 0)", dialect)
    select = exp.select(_parse(shown, dialect).as_(query.group), value.as_(name)).from_(
        _parse(f"SELECT * FROM {table} e", dialect).args["from_"].this).join(
        exp.alias_(exp.Subquery(this=grouped), "g"),
        on=exp.EQ(this=_col(f"e.{key}"), expression=_col(f"g.{query.group}")), join_type="left")
    if query.products and query.group == "product":
        select = select.where(_col("e.name").isin(*[_lit(p) for p in query.products]))
    if query.group in ("customer", "supplier") and (query.customer or query.supplier):  # "Raj or Tom": only them
        one = query.customer if query.group == "customer" else query.supplier
        named = (query.customers if query.group == "customer" else query.suppliers) or ([one] if one else [])
        select = select.where(_parse(shown, dialect).isin(*[_lit(n) for n in named]))
    if query.excluded and query.group == "product":
        select = select.where(exp.Not(this=_col("e.name").isin(*[_lit(p) for p in query.excluded])))
    if query.having:
        select = select.where(_compare(query.having, value.copy()))
    return select
