"""What a MemoryStore (app/projection/memory_store.py) looks up per record: its indexes over the
rows (kept on every insert and update) and the ShopStore reads answered from them."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from app.projection import schema as t
from app.projection.bulk import Row
from app.projection.driver_sql import stored
from domain.timeline import EFFECTIVE


class MemoryLookups:
    """The reading half of MemoryStore: the rows and indexes are set up by MemoryStore.__init__."""

    lower: Callable[[str], str]  # the backend's lower()
    rows: dict[str, dict[int, Row]]
    latest: str | None
    product_by_name: dict[str, int]
    items_by_sale: dict[int, list[int]]
    sales_by_customer: dict[int, set[int]]
    customers_by_phone: dict[str, list[int]]
    customers_by_name: dict[tuple[str, str], list[int]]
    customers_by_email: dict[str, list[int]]
    lineage_of_sale: dict[int, list[int]]
    price_changes_by_product: dict[int, list[int]]

    # --- ShopStore: reading -------------------------------------------------------------

    def product_named(self, name: str) -> Row | None:
        k = self.product_by_name.get(name)
        return None if k is None else dict(self.rows[t.products.name][k])

    def product_by_id(self, product_id: int) -> Row | None:
        row = self.rows[t.products.name].get(product_id)
        return None if row is None else dict(row)

    def customer_by_phone(self, phone: str) -> Row | None:
        found = self.customers_by_phone.get(phone)
        return dict(self.rows[t.customers.name][min(found)]) if found else None

    def customer_by_email(self, email: str) -> Row | None:
        found = self.customers_by_email.get(email.lower())
        return dict(self.rows[t.customers.name][min(found)]) if found else None

    def customers_named(self, first: str, last: str) -> list[Row]:
        found = self.customers_by_name.get((first.lower(), last.lower()), [])
        return [dict(self.rows[t.customers.name][k]) for k in sorted(found)]

    def supplier_named(self, name: str) -> Row | None:
        wanted = name.lower()
        for k in sorted(self.rows[t.suppliers.name]):
            row = self.rows[t.suppliers.name][k]
            if self.lower(row["supplier_name"]) == wanted:
                return dict(row)
        return None

    def customer_id_called(self, full_name: str) -> int | None:
        wanted = self.lower(full_name)
        for k in sorted(self.rows[t.customers.name]):
            row = self.rows[t.customers.name][k]
            if (row["first_name"] is not None and row["last_name"] is not None
                    and self.lower(row["first_name"] + " " + row["last_name"]) == wanted):
                return k
        return None

    def sale_items_of(self, sale_id: int) -> list[Row]:
        items = self.rows[t.sale_items.name]
        return [dict(items[k]) for k in sorted(self.items_by_sale.get(sale_id, []))]

    def standing_sales_of(self, customer_id: int, sale_id: int | None = None,
                          on: dt.date | None = None) -> list[Row]:
        sales, items, products = (self.rows[n] for n in (t.sales.name, t.sale_items.name, t.products.name))
        found = []
        theirs = self.sales_by_customer.get(customer_id, set())
        day = None if on is None else stored(on)
        for sid in theirs if sale_id is None else ({sale_id} & theirs):
            sale = sales[sid]
            if day is not None and sale["sale_date"] != day:
                continue
            for k in self.items_by_sale.get(sid, []):
                item = items[k]
                product = products[item["product_id"]]
                found.append(((sale["sale_date"], sid, k), {
                    "sale_id": sid, "sale_date": sale["sale_date"], "total_price": sale["total_price"],
                    "name": product["name"], "unit": product["unit"], "quantity_sold": item["quantity_sold"]}))
        return [row for _, row in sorted(found, key=lambda pair: pair[0])]

    def price_changes_of(self, product_id: int) -> list[tuple[str, float, float]]:
        changes = self.rows[t.price_changes.name]
        return [(changes[k]["change_date"], changes[k]["old_price"], changes[k]["new_price"])
                for k in sorted(self.price_changes_by_product.get(product_id, []))]

    # --- keeping the indexes ------------------------------------------------------------

    def _index(self, name: str, row: Row) -> None:
        if (index := INDEXES.get(name)) is not None:
            index(self, row)

    def _index_product(self, row: Row) -> None:
        self.product_by_name[row["name"]] = row["product_id"]

    def _index_sale_item(self, row: Row) -> None:
        self.items_by_sale.setdefault(row["sale_id"], []).append(row["sale_item_id"])

    def _index_sale(self, row: Row) -> None:
        self.sales_by_customer.setdefault(row["customer_id"], set()).add(row["sale_id"])

    def _index_customer(self, row: Row) -> None:
        if row["phone_number"] is not None:
            self.customers_by_phone.setdefault(row["phone_number"], []).append(row["customer_id"])
        if row["email"] is not None:
            self.customers_by_email.setdefault(self.lower(row["email"]), []).append(row["customer_id"])
        if row["first_name"] is not None and row["last_name"] is not None:
            named = (self.lower(row["first_name"]), self.lower(row["last_name"]))
            self.customers_by_name.setdefault(named, []).append(row["customer_id"])

    def _index_price_change(self, row: Row) -> None:
        self.price_changes_by_product.setdefault(row["product_id"], []).append(row["price_change_id"])

    def _index_record(self, row: Row) -> None:
        if row["status"] in EFFECTIVE and (self.latest is None or row["business_date"] > self.latest):
            self.latest = row["business_date"]

    def _index_lineage(self, row: Row) -> None:
        if row["table_name"] == t.sales.name:
            self.lineage_of_sale.setdefault(row["row_id"], []).append(row["lineage_id"])

    def _unindex_customer(self, row: Row) -> None:
        if row["phone_number"] is not None:
            self.customers_by_phone[row["phone_number"]].remove(row["customer_id"])
        if row["email"] is not None:
            self.customers_by_email[self.lower(row["email"])].remove(row["customer_id"])
        if row["first_name"] is not None and row["last_name"] is not None:
            named = (self.lower(row["first_name"]), self.lower(row["last_name"]))
            self.customers_by_name[named].remove(row["customer_id"])


# Per table (not bound methods: the store would hold itself in a cycle and its rows would wait
# for the garbage collector).
INDEXES = {t.products.name: MemoryLookups._index_product, t.sale_items.name: MemoryLookups._index_sale_item,
            t.sales.name: MemoryLookups._index_sale, t.customers.name: MemoryLookups._index_customer,
            t.ledger_records.name: MemoryLookups._index_record, t.lineage.name: MemoryLookups._index_lineage,
            t.price_changes.name: MemoryLookups._index_price_change}
