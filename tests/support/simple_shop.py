"""An independent, deliberately plain model of the shop, written from the README's rules and
sharing no code with the app. Tests run the same records through both and compare.

Records are interchange dicts whose product names are already singular and lower-case.
"""

from __future__ import annotations

from dataclasses import dataclass, field


class Refused(Exception):
    pass


def _m(x):
    return round(x + 0.0, 2)


def _q(x):
    return round(x + 0.0, 3)


@dataclass
class SimpleShop:
    products: dict = field(default_factory=dict)  # name -> {"unit", "price", "stock"}
    customers: list = field(default_factory=list)  # dicts: first, last, phone, email
    suppliers: list = field(default_factory=list)  # dicts: name, phone, email
    purchases: list = field(default_factory=list)
    sales: list = field(default_factory=list)  # standing and returned; dict with "returned"
    returns: list = field(default_factory=list)
    price_changes: list = field(default_factory=list)
    adjustments: list = field(default_factory=list)
    latest_date: str | None = None

    def apply(self, r: dict, decision: dict | None = None) -> None:
        """Apply a record, or raise Refused and change nothing. `decision`: what the ledger
        decided when it accepted the record (a sale's unit prices are what was charged)."""
        if r["kind"] == "sale":
            self._sale(r, (decision or {}).get("prices"))
        else:
            getattr(self, "_" + r["kind"])(r)
        self.latest_date = max(filter(None, [self.latest_date, r["date"]]))

    # each handler checks everything first, then changes state

    def _purchase(self, r):
        for i in r["items"]:
            p = self.products.get(i["product"])
            if p and p["unit"] != i.get("unit", "kg"):
                raise Refused("unit")
        supplier = next((s for s in self.suppliers if s["name"].lower() == r["supplier"]["name"].lower()), None)
        if supplier is None:
            supplier = {"name": r["supplier"]["name"], "phone": r["supplier"].get("phone"),
                        "email": r["supplier"].get("email")}
            self.suppliers.append(supplier)
        else:
            supplier["phone"] = supplier["phone"] or r["supplier"].get("phone")
            supplier["email"] = supplier["email"] or r["supplier"].get("email")
        items = []
        for i in r["items"]:
            p = self.products.setdefault(i["product"], {"unit": i.get("unit", "kg"), "price": None, "stock": 0.0})
            p["stock"] = _q(p["stock"] + i["quantity"])
            if i.get("selling_price") is not None and i["selling_price"] != p["price"]:
                if p["price"] is not None:  # a first price is no change
                    self.price_changes.append((i["product"], r["date"], p["price"], i["selling_price"]))
                p["price"] = i["selling_price"]
            items.append((i["product"], _q(i["quantity"]), i["unit_cost"], _m(i["quantity"] * i["unit_cost"])))
        total = _m(sum(t for *_, t in items))
        self.purchases.append((supplier["name"], r["date"], total, tuple(sorted(items))))

    def _sale(self, r, prices=None):
        wanted = {}
        for i in r["items"]:
            p = self.products.get(i["product"])
            if p is None or p["price"] is None or p["unit"] != i.get("unit", "kg"):
                raise Refused("product")
            wanted[i["product"]] = wanted.get(i["product"], 0) + i["quantity"]
        if any(q > self.products[n]["stock"] + 1e-6 for n, q in wanted.items()):
            raise Refused("stock")
        customer = self._customer(r["customer"], create=True)
        items = []
        for k, i in enumerate(r["items"]):
            p = self.products[i["product"]]
            p["stock"] = _q(p["stock"] - i["quantity"])
            price = prices[k] if prices else p["price"]
            items.append((i["product"], _q(i["quantity"]), price, _m(i["quantity"] * price)))
        self.sales.append({"customer": customer, "date": r["date"], "items": items,
                           "total": _m(sum(t for *_, t in items)), "returned": False})

    def _return(self, r):
        customer = self._customer(r["customer"], create=False)
        if customer is None:
            raise Refused("no customer")
        date = r.get("date") or max(self.latest_date or r["sale_date"], r["sale_date"])
        if date < r["sale_date"]:
            raise Refused("before sale")
        matches = [s for s in self.sales if s["customer"] is customer and not s["returned"]
                   and s["date"] == r["sale_date"]]
        if len(matches) != 1:
            raise Refused("not exactly one sale")
        sale = matches[0]
        sale["returned"] = True
        for product, quantity, _, _ in sale["items"]:
            self.products[product]["stock"] = _q(self.products[product]["stock"] + quantity)
        self.returns.append((customer, sale["date"], date, sale["total"], tuple(sorted(sale["items"]))))

    def _price_change(self, r):
        p = self.products.get(r["product"])
        if p is None:
            raise Refused("product")
        if p["price"] is not None:
            self.price_changes.append((r["product"], r["date"], p["price"], r["selling_price"]))
        p["price"] = r["selling_price"]

    def _stock_adjustment(self, r):
        p = self.products.get(r["product"])
        if p is None or p["stock"] + r["quantity"] < -1e-6:
            raise Refused("stock")
        p["stock"] = _q(p["stock"] + r["quantity"])
        self.adjustments.append((r["product"], r["date"], _q(r["quantity"]), r["reason"]))

    def _customer(self, party, create):
        # a phone is its digits, an email its lower case, however either was typed
        phone, email = _digits(party.get("phone")), (party.get("email") or "").lower() or None
        first, _, last = party["name"].strip().partition(" ")
        last = " ".join(last.split())
        found = None
        if phone:
            found = next((c for c in self.customers if c["phone"] == phone), None)
        if found is None and email:
            found = next((c for c in self.customers if (c["email"] or "").lower() == email.lower()), None)
        if found is None:
            found = next((c for c in self.customers
                          if c["first"].lower() == first.lower() and c["last"].lower() == last.lower()
                          and (not c["phone"] or not phone or c["phone"].lower() == phone.lower())
                          and (not c["email"] or not email or c["email"].lower() == email.lower())), None)
        if found is None:
            if not create:
                return None
            found = {"first": first, "last": last, "phone": phone, "email": email}
            self.customers.append(found)
        elif create:
            found["phone"] = found["phone"] or phone
            found["email"] = found["email"] or email
        return found

    # --- the comparable view ---

    def snapshot(self) -> dict:
        return {
            "products": {n: (p["unit"], p["price"], p["stock"]) for n, p in self.products.items()},
            "customers": sorted(_key(c) for c in self.customers),
            "suppliers": sorted((s["name"], s["phone"], s["email"]) for s in self.suppliers),
            "purchases": sorted(self.purchases),
            "sales": sorted((_key(s["customer"]), s["date"], s["total"], tuple(sorted(s["items"])))
                            for s in self.sales if not s["returned"]),
            # customers are keyed as they stand now: contact details may be filled in later
            "returns": sorted((_key(c), *rest) for c, *rest in self.returns),
            "price_changes": sorted(self.price_changes, key=repr),
            "adjustments": sorted(self.adjustments),
        }


def _key(c):
    return (c["first"], c["last"], c["phone"], c["email"])


def _digits(phone):
    return "".join(ch for ch in phone if ch.isdigit()) or None if phone else None


def read_model_snapshot(ledger, when=None) -> dict:
    """The same view, read from the app's read model (or a past state of it) with plain SQL."""
    def rows(sql):
        return ledger.sql(sql, max_rows=10**7, when=when).rows

    def items(sql):
        grouped = {}
        for parent, *rest in rows(sql):
            grouped.setdefault(parent, []).append(tuple(rest))
        return {k: tuple(sorted(v)) for k, v in grouped.items()}

    customer = {i: (first, last, _digits(phone), email) for i, first, last, phone, email in rows(
        "SELECT customer_id, first_name, last_name, phone_number, email FROM customers")}
    purchase_items = items("SELECT pi.purchase_id, p.name, pi.quantity_purchased, pi.cost_per_item, "
                           "pi.item_total_cost FROM purchase_items pi JOIN products p USING (product_id)")
    sale_items = items("SELECT si.sale_id, p.name, si.quantity_sold, si.price_per_item, si.item_total_price "
                       "FROM sale_items si JOIN products p USING (product_id)")
    return_items = items("SELECT ri.return_id, p.name, ri.quantity, ri.price_per_item, ri.item_total_price "
                         "FROM return_items ri JOIN products p USING (product_id)")
    return {
        "products": {n: (u, pr, s) for n, u, pr, s in rows(
            "SELECT name, unit, selling_price, stock_quantity FROM products")},
        "customers": sorted(customer.values()),
        "suppliers": sorted(rows("SELECT supplier_name, contact_number, email FROM suppliers")),
        "purchases": sorted((s, d, t, purchase_items[i]) for i, s, d, t in rows(
            "SELECT purchase_id, supplier_name, purchase_date, total_cost FROM purchases JOIN suppliers USING (supplier_id)")),
        "sales": sorted((customer[c], d, t, sale_items[i]) for i, c, d, t in rows(
            "SELECT sale_id, customer_id, sale_date, total_price FROM sales")),
        "returns": sorted((customer[c], sd, rd, t, return_items[i]) for i, c, sd, rd, t in rows(
            "SELECT return_id, customer_id, sale_date, return_date, refund_total FROM returns")),
        "price_changes": sorted(rows(
            "SELECT p.name, change_date, old_price, new_price FROM price_changes JOIN products p USING (product_id)"),
            key=repr),
        "adjustments": sorted(rows(
            "SELECT p.name, adjustment_date, quantity, reason FROM stock_adjustments JOIN products p USING (product_id)")),
    }
