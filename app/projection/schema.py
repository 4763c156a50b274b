"""The read model's tables: a documented contract (README) that managers and question prompts
write SQL against. Written only by the projection; every row keeps the log position of the
event that produced it (`source_position`), so later work can explain rows.
"""

from __future__ import annotations

from sqlalchemy import (
    Column,
    Date,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    func,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.schema import CreateIndex, CreateTable

# purchase_id, sale_id and return_id are the log position of the record that made them, so
# they stay the same however often the tables are rebuilt.
# Bump when a table changes, or what the projection writes in one: a read model of another
# version is rebuilt from the log. 12: a phone with a leading 0 is kept as its digits
# (domain/names.py), so the rows of an older read model would not match what new records say.
SCHEMA_VERSION = 12

metadata = MetaData()


def _position() -> Column:
    return Column("source_position", Integer, nullable=False)


products = Table(
    "products", metadata,
    Column("product_id", Integer, primary_key=True),
    Column("name", String, nullable=False, unique=True),
    Column("unit", String, nullable=False),
    Column("selling_price", Float, nullable=True),
    Column("stock_quantity", Float, nullable=False),
    _position(),
)

customers = Table(
    "customers", metadata,
    Column("customer_id", Integer, primary_key=True),
    Column("first_name", String, nullable=False),
    Column("last_name", String, nullable=False),
    Column("phone_number", String),
    Column("email", String),
    _position(),
    # The projection matches customers by phone, else email, else name (case-insensitive).
    Index("ix_customers_phone", "phone_number"),
)
Index("ix_customers_email", func.lower(customers.c.email))
Index("ix_customers_name", func.lower(customers.c.first_name), func.lower(customers.c.last_name))

suppliers = Table(
    "suppliers", metadata,
    Column("supplier_id", Integer, primary_key=True),
    Column("supplier_name", String, nullable=False),
    Column("contact_number", String),
    Column("email", String),
    _position(),
)

purchases = Table(
    "purchases", metadata,
    Column("purchase_id", Integer, primary_key=True),
    Column("supplier_id", Integer, ForeignKey("suppliers.supplier_id"), nullable=False),
    Column("purchase_date", Date, nullable=False),
    Column("total_cost", Float, nullable=False),
    _position(),
)

purchase_items = Table(
    "purchase_items", metadata,
    Column("purchase_item_id", Integer, primary_key=True),
    Column("purchase_id", Integer, ForeignKey("purchases.purchase_id"), nullable=False),
    Column("product_id", Integer, ForeignKey("products.product_id"), nullable=False),
    Column("quantity_purchased", Float, nullable=False),
    Column("cost_per_item", Float, nullable=False),
    Column("item_total_cost", Float, nullable=False),
    _position(),
)

sales = Table(
    "sales", metadata,
    Column("sale_id", Integer, primary_key=True),
    Column("customer_id", Integer, ForeignKey("customers.customer_id"), nullable=False),
    Column("sale_date", Date, nullable=False),
    Column("total_price", Float, nullable=False),
    _position(),
    Index("ix_sales_customer_date", "customer_id", "sale_date"),
)

sale_items = Table(
    "sale_items", metadata,
    Column("sale_item_id", Integer, primary_key=True),
    Column("sale_id", Integer, ForeignKey("sales.sale_id"), nullable=False, index=True),
    Column("product_id", Integer, ForeignKey("products.product_id"), nullable=False),
    Column("quantity_sold", Float, nullable=False),
    Column("price_per_item", Float, nullable=False),
    Column("item_total_price", Float, nullable=False),
    _position(),
)

returns = Table(
    "returns", metadata,
    Column("return_id", Integer, primary_key=True),
    Column("customer_id", Integer, ForeignKey("customers.customer_id"), nullable=False),
    Column("sale_date", Date, nullable=False),
    Column("return_date", Date, nullable=False),
    Column("refund_total", Float, nullable=False),
    Column("sale_id", Integer, nullable=False),  # the sale's id before it left `sales`
    _position(),
)

return_items = Table(
    "return_items", metadata,
    Column("return_item_id", Integer, primary_key=True),
    Column("return_id", Integer, ForeignKey("returns.return_id"), nullable=False),
    Column("product_id", Integer, ForeignKey("products.product_id"), nullable=False),
    Column("quantity", Float, nullable=False),
    Column("price_per_item", Float, nullable=False),
    Column("item_total_price", Float, nullable=False),
    _position(),
)

price_changes = Table(
    "price_changes", metadata,
    Column("price_change_id", Integer, primary_key=True),
    Column("product_id", Integer, ForeignKey("products.product_id"), nullable=False),
    Column("change_date", Date, nullable=False),
    Column("old_price", Float, nullable=False),
    Column("new_price", Float, nullable=False),
    _position(),
)

stock_adjustments = Table(
    "stock_adjustments", metadata,
    Column("adjustment_id", Integer, primary_key=True),
    Column("product_id", Integer, ForeignKey("products.product_id"), nullable=False),
    Column("adjustment_date", Date, nullable=False),
    Column("quantity", Float, nullable=False),
    Column("reason", String, nullable=False),
    _position(),
)

# What notes said, as triplets valid between two business dates (valid_to NULL: still true).
# subject_kind/subject_id link the subject to a known customer, supplier or product.
facts = Table(
    "facts", metadata,
    Column("fact_id", Integer, primary_key=True),
    Column("subject", String, nullable=False),
    Column("relation", String, nullable=False),
    Column("object", String, nullable=False),
    Column("valid_from", Date, nullable=False),
    Column("valid_to", Date),
    Column("subject_kind", String),  # customer | supplier | product | NULL
    Column("subject_id", Integer),
    _position(),
)
Index("ix_facts_subject", func.lower(facts.c.subject), facts.c.relation)

# One row per record ever entered, standing or not, for history views and "who entered what".
# The sentence typed and the full record stay in the log (app.service_layer.ledger.Ledger.history reads them
# there), which keeps this table, and its row versions, small.
ledger_records = Table(
    "ledger_records", metadata,
    Column("position", Integer, primary_key=True),
    Column("recorded_at", String, nullable=False),  # ISO 8601, UTC
    Column("business_date", Date, nullable=False),
    Column("kind", String, nullable=False),
    Column("entered_by", String, nullable=False),
    Column("source", String, nullable=False),
    Column("summary", Text, nullable=False),  # of the content in force (corrected, if it was)
    # standing | corrected | retracted | rolled back | undone; only the first two count in the
    # shop's tables.
    Column("status", String, nullable=False),
    Column("changed_by", Integer),  # the position of the action that gave the status
    Column("changed_by_staff", String),  # who entered that action
    Column("reason", Text),
    # The latest business date in force, read for every draft: walked from the end, not scanned.
    Index("ix_ledger_records_business_date", "business_date"),
)

# Why a value is what it is: one row per event that changed it. For sums (stock, totals) the
# contributions add up to the value; for set values (prices, contact details) the latest wins.
lineage = Table(
    "lineage", metadata,
    Column("lineage_id", Integer, primary_key=True),
    Column("table_name", String, nullable=False),
    Column("row_id", Integer, nullable=False),
    Column("column_name", String),  # NULL: the row itself was created
    Column("position", Integer, nullable=False),
    Column("contribution", Float),  # NULL for set values
    Column("detail", String, nullable=False),
    Index("ix_lineage_row", "table_name", "row_id"),
)

# Internal: how far the read model has applied the log. Updated in the same transaction
# as the rows it describes.
read_model_state = Table(
    "read_model_state", metadata,
    Column("id", Integer, primary_key=True),
    Column("position", Integer, nullable=False),
    Column("schema_version", Integer, nullable=False),
)

# The tables managers query, in the order the README and prompts describe them.
SHOP_TABLES = (
    products, customers, suppliers, purchases, purchase_items, sales, sale_items,
    returns, return_items, price_changes, stock_adjustments, facts, ledger_records,
)


# What questions and typed SQL may name (app/sql_guard.py).
SHOP_COLUMNS = {table.name: [c.name for c in table.columns] for table in SHOP_TABLES}


def create_statements(dialect: Dialect) -> str:
    """The shop tables as CREATE TABLE statements, as managers and prompts see them."""
    parts = []
    for table in SHOP_TABLES:
        parts.append(str(CreateTable(table).compile(dialect=dialect)).strip() + ";")
        for index in sorted(table.indexes, key=lambda i: i.name or ""):
            parts.append(str(CreateIndex(index).compile(dialect=dialect)).strip() + ";")
    return "\n\n".join(parts)
