"""Replay of resources/demo/fruitshop_month.jsonl as known on a given day.

Stdlib only, Decimal money.  Used by question_truth.py (not by validate.py,
which has its own Fraction-based recomputation).
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_EVEN

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
RECORDS = [json.loads(line) for line in open(DATA) if line.strip()]
CENT = Decimal("0.01")


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def r2(x):
    """Round money to cents; refuse an exact half cent."""
    x = Decimal(x)
    assert (x * 100) % 1 != Decimal("0.5"), ("half cent", x)
    return x.quantize(CENT, ROUND_HALF_EVEN)


def r3(x):
    x = Decimal(x)
    assert (x * 1000) % 1 != Decimal("0.5"), ("half gram", x)
    return x.quantize(Decimal("0.001"), ROUND_HALF_EVEN)


class Ledger:
    """What the records say as known at the end of `today`.

    count_returned=True is the *other* reading (a returned sale still counts);
    it exists only so question_truth.py can assert that names and rankings do
    not depend on that choice."""

    def __init__(self, today, count_returned=False):
        self.today = today
        price = {}
        self.price_events = []   # (date, product, new price, kind)
        self.sales = []          # dict(date, cust, lines=[(prod, kg, value)], returned_on, idx)
        self.buys = []           # (date, supplier, product, kg, unit_cost)
        self.adjs = []           # (date, product, kg)
        self.returns = []        # (date, cust, sale)
        for i, r in enumerate(RECORDS):
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"],
                                      dec(it["quantity"]), dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        old = price.get(it["product"])
                        price[it["product"]] = dec(it["selling_price"])
                        self.price_events.append((r["date"], it["product"], price[it["product"]],
                                                  "purchase" if old != price[it["product"]] else "same"))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.price_events.append((r["date"], r["product"], price[r["product"]], "change"))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append((it["product"], kg, r2(kg * price[it["product"]])))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines,
                                       returned_on=None, idx=i))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"]
                       and s["cust"] == r["customer"]["name"] and s["returned_on"] is None]
                assert len(hit) == 1, r
                hit[0]["returned_on"] = r["date"]
                self.returns.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise ValueError(k)
        self.price_now = dict(price)
        self.count_returned = count_returned
        self.live = [s for s in self.sales if count_returned or s["returned_on"] is None]
        self.products = sorted({b[2] for b in self.buys})
        self.customers = sorted({s["cust"] for s in self.sales})
        self.suppliers = sorted({b[1] for b in self.buys})
        costs = {}
        for b in self.buys:
            costs.setdefault(b[2], set()).add(b[4])
        self.cost = {}
        for p, cs in costs.items():
            assert len(cs) == 1, ("more than one purchase cost", p, cs)   # profit stays unambiguous
            self.cost[p] = cs.pop()

    # --------------------------------------------------------------- filters
    def _sel(self, lo=None, hi=None, cust=None, prod=None, wd=None):
        lo = lo or "0000"
        hi = hi or "9999"
        for s in self.live:
            if not (lo <= s["date"] <= hi):
                continue
            if cust is not None and s["cust"] != cust:
                continue
            if wd is not None and day(s["date"]).weekday() not in wd:
                continue
            for p, kg, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, kg, v

    def takings(self, **kw):
        return sum((v for _, _, _, v in self._sel(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((kg for _, _, kg, _ in self._sel(**kw)), Decimal(0))

    def cogs(self, **kw):
        return sum((kg * self.cost[p] for _, p, kg, _ in self._sel(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.takings(**kw) - self.cogs(**kw)

    def sale_list(self, **kw):
        seen = []
        for s, _, _, _ in self._sel(**kw):
            if not any(s is t for t in seen):
                seen.append(s)
        return seen

    def n_sales(self, **kw):
        return len(self.sale_list(**kw))

    def visit_days(self, cust):
        return sorted({s["date"] for s in self.sale_list(cust=cust)})

    def buyers(self, **kw):
        return sorted({s["cust"] for s in self.sale_list(**kw)})

    # --------------------------------------------------------------- stock, prices
    def stock(self, prod, d=None):
        d = d or self.today
        bought = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= d), Decimal(0))
        sold = Decimal(0)
        for s in self.sales:   # every sale, out of stock from its date
            if s["date"] <= d:
                sold += sum((kg for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        back = Decimal(0)
        for rd, _, s in self.returns:
            if rd <= d:
                back += sum((kg for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((q for dt, p, q in self.adjs if p == prod and dt <= d), Decimal(0))
        return bought - sold + back + adj

    def price_on(self, prod, d):
        """Price in force at the end of day d; refuses a day the price moved."""
        assert not any(dt == d and p == prod and kind != "same"
                       for dt, p, _, kind in self.price_events), ("price moved on", prod, d)
        pr = None
        for dt, p, v, _ in self.price_events:
            if p == prod and dt <= d:
                pr = v
        assert pr is not None
        return pr

    def bought(self, lo=None, hi=None, prod=None, sup=None):
        lo = lo or "0000"
        hi = hi or "9999"
        return [b for b in self.buys if lo <= b[0] <= hi and (prod is None or b[2] == prod)
                and (sup is None or b[1] == sup)]

    def refunds(self, lo=None, hi=None, cust=None):
        lo = lo or "0000"
        hi = hi or "9999"
        return sum((sum((v for _, _, v in s["lines"]), Decimal(0)) for d, c, s in self.returns
                    if lo <= d <= hi and (cust is None or c == cust)), Decimal(0))


def sale_total(s):
    return sum((v for _, _, v in s["lines"]), Decimal(0))


def week_start(d):
    dd = day(d)
    return (dd - datetime.timedelta(days=dd.weekday())).isoformat()


def shift(d, n):
    return (day(d) + datetime.timedelta(days=n)).isoformat()


def argbest(scores, low=False):
    """Unique best key; asserts no tie at the top."""
    items = sorted(scores.items(), key=lambda kv: (kv[1], kv[0]), reverse=not low)
    assert len(items) >= 1
    if len(items) > 1:
        assert items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def topn(scores, n, low=False):
    items = sorted(scores.items(), key=lambda kv: kv[1], reverse=not low)
    vals = [v for _, v in items[:n + 1]]
    assert len(set(vals[:n])) == len(vals[:n]), ("tie inside top", items[:n + 1])
    if len(items) > n:
        assert vals[n - 1] != vals[n], ("tie at cut", items[:n + 1])
    return [k for k, _ in items[:n]]
