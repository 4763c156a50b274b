"""The shop's facts computed by plain Python straight from the records (interchange dicts, in
log order), sharing no code with the ledger, its projection or its SQL — the independent side
of the evaluation. It follows the README's rules: a sale is priced at the product's selling
price when it is recorded; a return takes back the customer's one sale of that day; a purchase
may set a new selling price."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field


@dataclass
class Sale:
    customer: str
    date: str
    lines: list[tuple[str, float, float]]  # product, quantity, price
    returned: bool = False

    @property
    def total(self) -> float:
        return round(sum(round(q * p, 2) for _, q, p in self.lines), 2)


@dataclass
class Truth:
    records: list[dict]
    sales: list[Sale] = field(default_factory=list)
    purchases: list[dict] = field(default_factory=list)  # supplier, date, lines (product, qty, cost), total
    returns: list[tuple[str, str, str, float]] = field(default_factory=list)  # customer, sale date, date, refund
    price: dict[str, float] = field(default_factory=dict)
    price_history: dict[str, list[tuple[str, float]]] = field(default_factory=lambda: defaultdict(list))
    unit: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, records: list[dict]) -> Truth:
        truth = cls(records)
        latest = ""
        for r in records:
            latest = max(latest, r.get("date") or "")
            getattr(truth, "_" + r["kind"])(r, latest)
        return truth

    # --- folding the records ---------------------------------------------------------------

    def _purchase(self, r: dict, _latest: str) -> None:
        lines = []
        for i in r["items"]:
            self.unit.setdefault(i["product"], i.get("unit", "kg"))
            if i.get("selling_price") is not None:
                self._set_price(i["product"], r["date"], i["selling_price"])
            lines.append((i["product"], i["quantity"], i["unit_cost"]))
        total = round(sum(round(q * c, 2) for _, q, c in lines), 2)
        self.purchases.append({"supplier": r["supplier"]["name"], "date": r["date"], "lines": lines, "total": total})

    def _sale(self, r: dict, _latest: str) -> None:
        lines = [(i["product"], i["quantity"], self.price[i["product"]]) for i in r["items"]]
        self.sales.append(Sale(r["customer"]["name"], r["date"], lines))

    def _return(self, r: dict, latest: str) -> None:
        sale = next(s for s in self.sales if s.customer == r["customer"]["name"]
                    and s.date == r["sale_date"] and not s.returned)
        sale.returned = True
        self.returns.append((sale.customer, sale.date, r.get("date") or latest, sale.total))

    def _price_change(self, r: dict, _latest: str) -> None:
        self._set_price(r["product"], r["date"], r["selling_price"])

    def _stock_adjustment(self, r: dict, _latest: str) -> None:
        pass

    def _set_price(self, product: str, day: str, value: float) -> None:
        self.price[product] = value
        self.price_history[product].append((day, value))

    # --- what questions ask ------------------------------------------------------------------

    def standing(self, start: str = "", end: str = "9999") -> list[Sale]:
        return [s for s in self.sales if not s.returned and start <= s.date <= end]

    def revenue(self, start: str = "", end: str = "9999") -> float:
        return round(sum(s.total for s in self.standing(start, end)), 2)

    def revenue_by_day(self) -> dict[str, float]:
        days: dict[str, float] = defaultdict(float)
        for s in self.standing():
            days[s.date] += s.total
        return {d: round(v, 2) for d, v in days.items()}

    def spent_by_customer(self) -> dict[str, float]:
        spent: dict[str, float] = defaultdict(float)
        for s in self.standing():
            spent[s.customer] += s.total
        return {c: round(v, 2) for c, v in spent.items()}

    def sold(self, product: str) -> float:
        return round(sum(q for s in self.standing() for p, q, _ in s.lines if p == product), 3)

    def stock(self, product: str, day: str = "9999") -> float:
        """At the end of `day`, by every record dated up to it, in log order."""
        dated = [r for r in self.records if (r.get("date") or r.get("sale_date") or "") <= day]
        return Truth.of(dated).on_hand(product)

    def on_hand(self, product: str) -> float:
        total = 0.0
        for r in self.records:
            if r["kind"] == "purchase":
                total += sum(i["quantity"] for i in r["items"] if i["product"] == product)
            elif r["kind"] == "stock_adjustment" and r["product"] == product:
                total += r["quantity"]
        total -= sum(q for s in self.standing() for p, q, _ in s.lines if p == product)
        return round(total, 3)

    def price_on(self, product: str, day: str) -> float | None:
        before = [v for d, v in self.price_history[product] if d <= day]
        return before[-1] if before else None

    def spent_with(self, supplier: str) -> float:
        return round(sum(p["total"] for p in self.purchases if p["supplier"] == supplier), 2)
