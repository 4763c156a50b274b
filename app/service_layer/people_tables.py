"""The shop's tables as a person reads them: names instead of ids (joined for display only; the
SQL tables stay as they are), each column's kind (money, quantity, date…) so a front end can
format and sort it, and the real column behind each shown one, so "Why?" still asks about it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.value_kinds import DATE, ID, MOMENT, MONEY, QUANTITY, REF, TEXT
from domain.errors import LedgerError

if TYPE_CHECKING:
    from app.service_layer.ledger import Ledger
    from app.service_layer.ledger_values import PointInTime



@dataclass(frozen=True)
class Column:
    name: str  # what the result calls it
    title: str  # the header people see
    kind: str
    source: str | None  # the table's own column behind it (None: only joined in)


@dataclass(frozen=True)
class PeopleTable:
    table: str
    columns: list[Column]
    rows: list[tuple[Any, ...]]  # dates as dt.date, the row's id first
    truncated: bool = False


def _c(name: str, title: str, kind: str, source: str | None = "") -> Column:
    return Column(name, title, kind, name if source == "" else source)


_CUSTOMER = "TRIM(c.first_name || ' ' || c.last_name)"
_SPECS: dict[str, tuple[str, list[Column]]] = {
    "products": ("SELECT x.product_id, x.name, x.unit, x.selling_price, x.stock_quantity, "
                 "ROUND(x.stock_quantity * COALESCE(x.selling_price, 0), 2) AS stock_value, x.source_position "
                 "FROM products x",
                 [_c("product_id", "#", ID), _c("name", "Product", TEXT), _c("unit", "Unit", TEXT),
                  _c("selling_price", "Selling price", MONEY), _c("stock_quantity", "In stock", QUANTITY),
                  _c("stock_value", "Stock value (at selling price)", MONEY, None),
                  _c("source_position", "Added by record", REF)]),
    "customers": (f"SELECT x.customer_id, {_CUSTOMER.replace('c.', 'x.')} AS name, x.phone_number, x.email, "
                  "x.source_position FROM customers x",
                  [_c("customer_id", "#", ID), _c("name", "Customer", TEXT, None),
                   _c("phone_number", "Phone", TEXT), _c("email", "Email", TEXT),
                   _c("source_position", "Added by record", REF)]),
    "suppliers": ("SELECT x.supplier_id, x.supplier_name, x.contact_number, x.email, x.source_position "
                  "FROM suppliers x",
                  [_c("supplier_id", "#", ID), _c("supplier_name", "Supplier", TEXT),
                   _c("contact_number", "Phone", TEXT), _c("email", "Email", TEXT),
                   _c("source_position", "Added by record", REF)]),
    "purchases": ("SELECT x.purchase_id, x.purchase_date, s.supplier_name AS supplier, x.total_cost, "
                  "x.source_position FROM purchases x LEFT JOIN suppliers s ON s.supplier_id = x.supplier_id",
                  [_c("purchase_id", "Purchase", ID), _c("purchase_date", "Date", DATE),
                   _c("supplier", "Supplier", TEXT, "supplier_id"), _c("total_cost", "Cost", MONEY),
                   _c("source_position", "Added by record", REF)]),
    "purchase_items": ("SELECT x.purchase_item_id, x.purchase_id, p.purchase_date, s.supplier_name AS supplier, "
                       "pr.name AS product, x.quantity_purchased, pr.unit, x.cost_per_item, x.item_total_cost, "
                       "x.source_position FROM purchase_items x "
                       "LEFT JOIN purchases p ON p.purchase_id = x.purchase_id "
                       "LEFT JOIN suppliers s ON s.supplier_id = p.supplier_id "
                       "LEFT JOIN products pr ON pr.product_id = x.product_id",
                       [_c("purchase_item_id", "#", ID), _c("purchase_id", "Purchase", REF),
                        _c("purchase_date", "Date", DATE, None), _c("supplier", "Supplier", TEXT, None),
                        _c("product", "Product", TEXT, "product_id"),
                        _c("quantity_purchased", "Quantity", QUANTITY), _c("unit", "Unit", TEXT, None),
                        _c("cost_per_item", "Cost per unit", MONEY), _c("item_total_cost", "Line cost", MONEY),
                        _c("source_position", "Added by record", REF)]),
    "sales": (f"SELECT x.sale_id, x.sale_date, {_CUSTOMER} AS customer, x.total_price, x.source_position "
              "FROM sales x LEFT JOIN customers c ON c.customer_id = x.customer_id",
              [_c("sale_id", "Sale", ID), _c("sale_date", "Date", DATE),
               _c("customer", "Customer", TEXT, "customer_id"), _c("total_price", "Total", MONEY),
               _c("source_position", "Added by record", REF)]),
    "sale_items": (f"SELECT x.sale_item_id, x.sale_id, sa.sale_date, {_CUSTOMER} AS customer, pr.name AS product, "
                   "x.quantity_sold, pr.unit, x.price_per_item, x.item_total_price, x.source_position "
                   "FROM sale_items x LEFT JOIN sales sa ON sa.sale_id = x.sale_id "
                   "LEFT JOIN customers c ON c.customer_id = sa.customer_id "
                   "LEFT JOIN products pr ON pr.product_id = x.product_id",
                   [_c("sale_item_id", "#", ID), _c("sale_id", "Sale", REF), _c("sale_date", "Date", DATE, None),
                    _c("customer", "Customer", TEXT, None), _c("product", "Product", TEXT, "product_id"),
                    _c("quantity_sold", "Quantity", QUANTITY), _c("unit", "Unit", TEXT, None),
                    _c("price_per_item", "Price", MONEY), _c("item_total_price", "Line total", MONEY),
                    _c("source_position", "Added by record", REF)]),
    "returns": (f"SELECT x.return_id, x.return_date, {_CUSTOMER} AS customer, x.sale_date, x.sale_id, "
                "x.refund_total, x.source_position FROM returns x "
                "LEFT JOIN customers c ON c.customer_id = x.customer_id",
                [_c("return_id", "Return", ID), _c("return_date", "Date", DATE),
                 _c("customer", "Customer", TEXT, "customer_id"), _c("sale_date", "Sale date", DATE),
                 _c("sale_id", "Sale", REF), _c("refund_total", "Refund", MONEY),
                 _c("source_position", "Added by record", REF)]),
    "return_items": ("SELECT x.return_item_id, x.return_id, pr.name AS product, x.quantity, pr.unit, "
                     "x.price_per_item, x.item_total_price, x.source_position FROM return_items x "
                     "LEFT JOIN products pr ON pr.product_id = x.product_id",
                     [_c("return_item_id", "#", ID), _c("return_id", "Return", REF),
                      _c("product", "Product", TEXT, "product_id"), _c("quantity", "Quantity", QUANTITY),
                      _c("unit", "Unit", TEXT, None), _c("price_per_item", "Price", MONEY),
                      _c("item_total_price", "Line total", MONEY), _c("source_position", "Added by record", REF)]),
    "price_changes": ("SELECT x.price_change_id, x.change_date, pr.name AS product, x.old_price, x.new_price, "
                      "x.source_position FROM price_changes x LEFT JOIN products pr ON pr.product_id = x.product_id",
                      [_c("price_change_id", "#", ID), _c("change_date", "Date", DATE),
                       _c("product", "Product", TEXT, "product_id"), _c("old_price", "Old price", MONEY),
                       _c("new_price", "New price", MONEY), _c("source_position", "Added by record", REF)]),
    "stock_adjustments": ("SELECT x.adjustment_id, x.adjustment_date, pr.name AS product, x.quantity, pr.unit, "
                          "x.reason, x.source_position FROM stock_adjustments x "
                          "LEFT JOIN products pr ON pr.product_id = x.product_id",
                          [_c("adjustment_id", "#", ID), _c("adjustment_date", "Date", DATE),
                           _c("product", "Product", TEXT, "product_id"), _c("quantity", "Change", QUANTITY),
                           _c("unit", "Unit", TEXT, None), _c("reason", "Reason", TEXT),
                           _c("source_position", "Added by record", REF)]),
    "facts": ("SELECT x.fact_id, x.subject, x.relation, x.object, x.valid_from, x.valid_to, x.subject_kind, "
              "x.source_position FROM facts x",
              [_c("fact_id", "#", ID), _c("subject", "Subject", TEXT), _c("relation", "Relation", TEXT),
               _c("object", "Object", TEXT), _c("valid_from", "From", DATE), _c("valid_to", "Until", DATE),
               _c("subject_kind", "Subject is a", TEXT), _c("source_position", "Added by record", REF)]),
    "ledger_records": ("SELECT x.position, x.recorded_at, x.business_date, x.kind, x.entered_by, x.source, "
                       "x.summary, x.status, x.changed_by, x.reason FROM ledger_records x",
                       [_c("position", "Record", ID), _c("recorded_at", "Entered at", MOMENT),
                        _c("business_date", "Date", DATE), _c("kind", "Kind", TEXT),
                        _c("entered_by", "Entered by", TEXT), _c("source", "Source", TEXT),
                        _c("summary", "Summary", TEXT), _c("status", "Status", TEXT),
                        _c("changed_by", "Changed by record", REF), _c("reason", "Reason", TEXT)]),
}
MAX_ROWS = 5_000


def tables() -> list[str]:
    return list(_SPECS)


def people_table(ledger: Ledger, table: str, when: PointInTime | None = None,
                 max_rows: int = MAX_ROWS) -> PeopleTable:
    if table not in _SPECS:
        raise LedgerError(f"There is no table {table!r}; the tables are: {', '.join(_SPECS)}.")
    query, columns = _SPECS[table]
    result = ledger.sql(f"{query} ORDER BY 1", when=when, max_rows=max_rows, strict=False)
    dates = [i for i, c in enumerate(columns) if c.kind == DATE]
    moments = [i for i, c in enumerate(columns) if c.kind == MOMENT]
    rows = []
    for row in result.rows:
        values = list(row)
        for i in dates:
            values[i] = as_date(values[i])
        for i in moments:
            values[i] = as_moment(values[i])
        rows.append(tuple(values))
    return PeopleTable(table, columns, rows, result.truncated)


def as_date(value: Any) -> dt.date | None:
    if value is None or isinstance(value, dt.date) and not isinstance(value, dt.datetime):
        return value
    if isinstance(value, dt.datetime):
        return value.date()
    try:
        return dt.date.fromisoformat(str(value)[:10])
    except ValueError:
        return None


def as_moment(value: Any) -> dt.datetime | None:
    """A time of entry, in the computer's local time."""
    if value is None:
        return None
    try:
        moment = value if isinstance(value, dt.datetime) else dt.datetime.fromisoformat(str(value))
    except ValueError:
        return None
    return moment.astimezone() if moment.tzinfo else moment
