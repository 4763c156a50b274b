"""An independent, deliberately plain model of the shop, written from the README's rules and
sharing no code with the app. Tests run the same records through both and compare.

Records are interchange dicts whose product names are already singular and lower-case.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Relations that hold one value at a time (README, "A note keeps..."): a new fact of one closes
# the standing fact of the same subject.
FUNCTIONAL = {"delivers on", "phone number", "email", "address", "is", "prefers", "opens at",
              "closes at", "contact", "pays by"}


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
    purchase_ids: list = field(default_factory=list)  # positions, when apply is told them
    return_ids: list = field(default_factory=list)  # (return position, sale position)
    facts: list = field(default_factory=list)  # dicts: subject, relation, object, from, to, about
    latest_date: str | None = None

    def apply(self, r: dict, decision: dict | None = None, position: int | None = None) -> dict | None:
        """Apply a record, or raise Refused and change nothing; returns what was decided (a
        sale's unit prices, the position of the sale a return took back). `decision`: what the
        ledger decided when it accepted the record: a sale's unit prices are what was charged, a
        return takes back that sale or none. `position`: the record's log position (the id of
        its purchase, sale or return)."""
        if r["kind"] == "sale":
            decided = self._sale(r, (decision or {}).get("prices"), position)
        elif r["kind"] == "return":
            decided = self._return(r, (decision or {}).get("sale_id"), position)
        else:
            decided = getattr(self, "_" + r["kind"])(r, position)
        self.latest_date = max(filter(None, [self.latest_date, r["date"]]))
        return decided

    # each handler checks everything first, then changes state

    def _purchase(self, r, position=None):
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
        self.purchase_ids.append(position)

    def _sale(self, r, prices=None, position=None):
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
        charged = []
        for k, i in enumerate(r["items"]):
            p = self.products[i["product"]]
            p["stock"] = _q(p["stock"] - i["quantity"])
            price = prices[k] if prices else self._shelf_price(i["product"], r["date"])
            charged.append(price)
            items.append((i["product"], _q(i["quantity"]), price, _m(i["quantity"] * price)))
        self.sales.append({"customer": customer, "date": r["date"], "items": items,
                           "total": _m(sum(t for *_, t in items)), "returned": False,
                           "position": position})
        return {"prices": charged}

    def _shelf_price(self, product, day):
        """What the shelf said on the sale's day: the price set by the last change dated on or before it
        (same day: the later entered), else the price before the first change entered; no change, the price now."""
        changes = [(d, k, old, new) for k, (name, d, old, new) in enumerate(self.price_changes) if name == product]
        if not changes:
            return self.products[product]["price"]
        on_or_before = [c for c in changes if str(c[0]) <= str(day)]
        return max(on_or_before)[3] if on_or_before else changes[0][2]

    def _return(self, r, sale_position=None, position=None):
        customer = self._customer(r["customer"], create=False)
        if customer is None:
            raise Refused("no customer")
        date = r.get("date") or max(self.latest_date or r["sale_date"], r["sale_date"])
        if date < r["sale_date"]:
            raise Refused("before sale")
        matches = [s for s in self.sales if s["customer"] is customer and not s["returned"]
                   and s["date"] == r["sale_date"]]
        if sale_position is not None:  # decided when it was entered: that sale or none
            matches = [s for s in matches if s["position"] == sale_position]
        if len(matches) != 1:
            raise Refused("not exactly one sale")
        sale = matches[0]
        sale["returned"] = True
        for product, quantity, _, _ in sale["items"]:
            self.products[product]["stock"] = _q(self.products[product]["stock"] + quantity)
        self.returns.append((customer, sale["date"], date, sale["total"], tuple(sorted(sale["items"]))))
        self.return_ids.append((position, sale["position"]))
        return {"sale_id": sale["position"]}

    def _price_change(self, r, position=None):
        p = self.products.get(r["product"])
        if p is None:
            raise Refused("product")
        if p["price"] is not None:
            self.price_changes.append((r["product"], r["date"], p["price"], r["selling_price"]))
        p["price"] = r["selling_price"]

    def _stock_adjustment(self, r, position=None):
        p = self.products.get(r["product"])
        if p is None or p["stock"] + r["quantity"] < -1e-6:
            raise Refused("stock")
        p["stock"] = _q(p["stock"] + r["quantity"])
        self.adjustments.append((r["product"], r["date"], _q(r["quantity"]), r["reason"]))

    def _note(self, r, position=None):
        for f in r.get("facts", []):
            if f["relation"].strip().lower() in FUNCTIONAL:
                for old in self.facts:
                    if (old["subject"].lower() == f["subject"].lower() and old["relation"] == f["relation"]
                            and old["to"] is None and old["from"] <= r["date"]):
                        old["to"] = r["date"]
            self.facts.append({"subject": f["subject"], "relation": f["relation"], "object": f["object"],
                               "from": r["date"], "to": None, "about": self._about(f["subject"])})

    def _about(self, subject):
        """What a fact's subject names, as it stands when the note is applied: a customer by
        full name, else a supplier by name, else a product (names ignore case)."""
        for c in self.customers:
            if f"{c['first']} {c['last']}".lower() == subject.lower():
                return ("customer", c)
        for s in self.suppliers:
            if s["name"].lower() == subject.lower():
                return ("supplier", s["name"])
        if subject in self.products:  # generated subjects are already singular, lower-case
            return ("product", subject)
        return (None, None)

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
            "facts": sorted(((f["subject"], f["relation"], f["object"], f["from"], f["to"], f["about"][0],
                              _key(f["about"][1]) if f["about"][0] == "customer" else f["about"][1])
                             for f in self.facts), key=repr),
        }

    def ids(self) -> dict:
        """The ids the tables give purchases, standing sales and returns: their records' log
        positions (when `apply` was told them)."""
        return {
            "purchases": sorted(self.purchase_ids),
            "sales": sorted(s["position"] for s in self.sales if not s["returned"]),
            "returns": sorted(self.return_ids),
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
    about = _subjects(ledger, when)
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
        "facts": sorted(((subject, relation, obj, valid_from, valid_to, kind, about.get((kind, subject_id)))
                         for subject, relation, obj, valid_from, valid_to, kind, subject_id in rows(
            "SELECT subject, relation, object, valid_from, valid_to, subject_kind, subject_id FROM facts")),
            key=repr),
    }


def _subjects(ledger, when):
    """What a fact's subject_kind and subject_id name, keyed as the snapshots key them."""
    def rows(sql):
        return ledger.sql(sql, max_rows=10**7, when=when).rows

    about = {("customer", i): (first, last, _digits(phone), email) for i, first, last, phone, email in rows(
        "SELECT customer_id, first_name, last_name, phone_number, email FROM customers")}
    about.update({("supplier", i): name for i, name in rows("SELECT supplier_id, supplier_name FROM suppliers")})
    about.update({("product", i): name for i, name in rows("SELECT product_id, name FROM products")})
    return about


def read_model_ids(ledger, when=None) -> dict:
    """`SimpleShop.ids` read from the app's read model."""
    def rows(sql):
        return ledger.sql(sql, max_rows=10**7, when=when).rows

    return {
        "purchases": sorted(i for (i,) in rows("SELECT purchase_id FROM purchases")),
        "sales": sorted(i for (i,) in rows("SELECT sale_id FROM sales")),
        "returns": sorted(tuple(r) for r in rows("SELECT return_id, sale_id FROM returns")),
    }
