"""Held-out manager questions (set 96) for the ChatLedger offline parser.

Reads resources/demo/fruitshop_month.jsonl, computes every expected answer with
plain Python (Decimal money, no hand-typed answers) and writes questions.jsonl
beside this file.  Stdlib only.  Run from the repository root:

    python bench/unseen96/question_truth.py

The record model and helpers are adapted from bench/unseen6/question_truth.py.
Semantics follow /tmp/prompts/questions_contract.md.  Every question is answered
from a view of the shop that holds only the records dated on or before the
question's `today` (so a return after `today` is unknown and its sale still
counts).  See README.md for the semantics added on top of the contract.
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

CENT = Decimal("0.01")
MILLI = Decimal("0.001")
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


def span(lo, hi):
    out, d = [], lo
    while d <= hi:
        out.append(d)
        d = shift(d, 1)
    return out


def monday(s):
    return shift(s, -day(s).weekday())


def weekday(s):
    return WEEKDAYS[day(s).weekday()]


def is_weekend(s):
    return day(s).weekday() >= 5


def is_weekday(s):
    return day(s).weekday() < 5


def on_weekday(name):
    i = WEEKDAYS.index(name)
    return lambda s: day(s).weekday() == i


# ============================================================= the records
class Shop:
    def __init__(self, path=DATA, today=None):
        with open(path) as f:
            self.records = [json.loads(line) for line in f if line.strip()]
        if today is not None:
            self.records = [r for r in self.records if r["date"] <= today]
        self.prices = []      # (log index, date, product, price)
        self.buys = []        # dict(index, date, supplier, product, qty, cost, total)
        self.adjusts = []     # dict(index, date, product, qty, reason)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, price, total)], total)
        self.returns = []     # dict(index, date, customer, sale_date, sale, refund)
        now = {}
        for i, r in enumerate(self.records):
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    q, c = dec(it["quantity"]), dec(it["unit_cost"])
                    self.buys.append(dict(index=i, date=r["date"], supplier=r["supplier"]["name"],
                                          product=it["product"], qty=q, cost=c,
                                          total=(q * c).quantize(CENT, ROUND_HALF_UP)))
                    if it.get("selling_price") is not None:
                        now[it["product"]] = dec(it["selling_price"])
                        self.prices.append((i, r["date"], it["product"], dec(it["selling_price"])))
            elif kind == "price_change":
                now[r["product"]] = dec(r["selling_price"])
                self.prices.append((i, r["date"], r["product"], dec(r["selling_price"])))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    q, p = dec(it["quantity"]), now[it["product"]]
                    lines.append((it["product"], q, p, (q * p).quantize(CENT, ROUND_HALF_UP)))
                self.sales.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                       lines=lines, total=sum(t for *_, t in lines)))
            elif kind == "return":
                self.returns.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                         sale_date=r["sale_date"]))
            elif kind == "stock_adjustment":
                self.adjusts.append(dict(index=i, date=r["date"], product=r["product"],
                                         qty=dec(r["quantity"]), reason=r["reason"]))
            else:
                raise ValueError(kind)
        for ret in self.returns:
            match = [s for s in self.sales if s["customer"] == ret["customer"]
                     and s["date"] == ret["sale_date"] and "returned_on" not in s and s["index"] < ret["index"]]
            assert len(match) == 1, ret
            match[0]["returned_on"] = ret["date"]
            ret["sale"] = match[0]
            ret["refund"] = match[0]["total"]
        self.standing = [s for s in self.sales if "returned_on" not in s]
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.first = min(r["date"] for r in self.records)
        self.last = max(r["date"] for r in self.records)

    # ------------------------------------------------ selections
    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel_sales(self, lo=None, hi=None, customer=None, product=None, days=None, returned=False):
        src = self.sales if returned else self.standing
        return [s for s in src if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(l[0] == product for l in s["lines"]))]

    def sel_lines(self, lo=None, hi=None, customer=None, product=None, days=None, returned=False):
        for s in self.sel_sales(lo, hi, customer, None, days, returned):
            for line in s["lines"]:
                if product is None or line[0] == product:
                    yield s, line

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [b for b in self.buys if self.ok(b["date"], lo, hi, None)
                and (supplier is None or b["supplier"] == supplier)
                and (product is None or b["product"] == product)]

    # ------------------------------------------------ measures
    def revenue(self, **kw):
        return sum((l[3] for _, l in self.sel_lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((l[1] for _, l in self.sel_lines(**kw)), Decimal(0))

    def n_sales(self, **kw):
        return len(self.sel_sales(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel_sales(**kw)})

    def sold_products(self, **kw):
        return sorted({l[0] for _, l in self.sel_lines(**kw)})

    def avg_cost(self, product):
        bs = self.sel_buys(product=product)
        return sum(b["qty"] * b["cost"] for b in bs) / sum(b["qty"] for b in bs)

    def profit(self, **kw):
        return sum((l[3] - l[1] * self.avg_cost(l[0]) for _, l in self.sel_lines(**kw)), Decimal(0))

    def spend(self, **kw):
        return sum((b["total"] for b in self.sel_buys(**kw)), Decimal(0))

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), Decimal(0))

    def deliveries(self, **kw):
        return len({b["index"] for b in self.sel_buys(**kw)})

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [r for r in self.returns if self.ok(r["date"], lo, hi, None)
                and (customer is None or r["customer"] == customer)]

    def refunds(self, **kw):
        return sum((r["refund"] for r in self.sel_returns(**kw)), Decimal(0))

    def returned_kilos(self, product=None, **kw):
        return sum((l[1] for r in self.sel_returns(**kw) for l in r["sale"]["lines"]
                    if product is None or l[0] == product), Decimal(0))

    def written_off(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                     and (product is None or a["product"] == product)), Decimal(0))

    def adjusted(self, product, hi=None):
        return sum((a["qty"] for a in self.adjusts if a["product"] == product
                    and (hi is None or a["date"] <= hi)), Decimal(0))

    def stock(self, product, on=None):
        return self.bought(product=product, hi=on) - self.kilos(product=product, hi=on) + self.adjusted(product, on)

    def stock_other_reading(self, product, on=None):
        """A returned sale counted as out of stock until its return date."""
        out = self.bought(product=product, hi=on) + self.adjusted(product, on)
        for s, l in self.sel_lines(product=product, hi=on, returned=True):
            if "returned_on" not in s or (on is not None and s["returned_on"] > on):
                out -= l[1]
        return out

    def price(self, product, on=None):
        p = None
        for _, d, prod, pr in self.prices:
            if prod == product and (on is None or d <= on):
                p = pr
        return p

    def price_start_of(self, product, on):
        p = None
        for _, d, prod, pr in self.prices:
            if prod == product and d < on:
                p = pr
        return p

    def changes(self, product=None):
        """Price changes: events whose price differs from the one in force before."""
        out, cur = [], {}
        for _, d, prod, pr in self.prices:
            if prod in cur and cur[prod] != pr and (product is None or prod == product):
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out


# ============================================================= answer builders
def money(x):
    x = dec(x)
    q = x.quantize(CENT, ROUND_HALF_UP)
    assert abs(abs(x - q) - Decimal("0.005")) > Decimal("1e-9"), ("half cent", x)
    return float(q)


def kgs(x):
    x = dec(x)
    q = x.quantize(MILLI, ROUND_HALF_UP)
    assert abs(abs(x - q) - Decimal("0.0005")) > Decimal("1e-12"), ("half gram", x)
    return float(q)


def count(x):
    assert int(x) == x
    return int(x)


CONV = {"money": money, "kg": kgs, "count": count}


def number(x, unit):
    return {"type": "number", "value": CONV[unit](x)}


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered):
    vs = list(vs)
    assert vs and len(vs) == len(set(vs)), vs
    return {"type": "names", "values": vs if ordered else sorted(vs), "ordered": ordered}


def table(key, rows, unit, domain=None):
    rows = {k: v for k, v in rows.items() if v != 0}
    if domain is not None:
        assert set(rows) == set(domain), ("zero or extra rows", set(domain) ^ set(rows))
    assert rows
    return {"type": "table", "key": key, "rows": {k: CONV[unit](v) for k, v in sorted(rows.items())}}


def refuse():
    return {"type": "refuse"}


def best(d, n=1, low=False):
    """Keys of the n highest (or lowest) values of d; no tie at the cut or inside."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def per(keys, fn):
    return {k: fn(k) for k in keys}



# ============================================================= setup
T = "2024-02-29"                                   # a Thursday, last day of the data
FULL = Shop()
assert (FULL.first, FULL.last) == ("2024-02-01", T)
for _p in FULL.products:                           # one unit cost per product (contract)
    assert len({b["cost"] for b in FULL.sel_buys(product=_p)}) == 1, _p
WEEKS = ["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]
_VIEWS = {}


def view(today):
    if today not in _VIEWS:
        _VIEWS[today] = Shop(today=today)
    return _VIEWS[today]


QS = []
PERSONA = {}


def Q(text, category, fn, today=T, persona=None):
    S = view(today)
    expect = refuse() if fn is None else fn(S, today)
    QS.append(dict(question=text, today=today, category=category, expect=expect))
    PERSONA[text] = persona


def R(text, today=T, persona=None):
    Q(text, "refuse", None, today, persona)


def last_week(today):
    m = monday(today)
    return dict(lo=shift(m, -7), hi=shift(m, -1))


def this_week(today):
    return dict(lo=monday(today), hi=today)


def lastn(today, n):
    return dict(lo=shift(today, -(n - 1)), hi=today)


def cogs(S, **kw):
    return sum((l[1] * S.avg_cost(l[0]) for _, l in S.sel_lines(**kw)), Decimal(0))


def writeoff_cost(S, lo=None, hi=None):
    return sum((-a["qty"] * S.avg_cost(a["product"]) for a in S.adjusts
                if a["qty"] < 0 and S.ok(a["date"], lo, hi, None)), Decimal(0))


def days_of(S, today, lo="2024-02-01"):
    return span(lo, today)


def cust_spend(S, **kw):
    return per(S.customers, lambda c: S.revenue(customer=c, **kw))


def num(fn, unit):
    return lambda S, t: number(fn(S, t), unit)


def thresh(d, cut, above=True):
    assert all(v != cut for v in d.values()), ("on threshold", d, cut)
    return [k for k, v in d.items() if (v > cut if above else v < cut)]


M = "money"
K = "kg"
C = "count"

# ============================================================= persona 1: economist (YoY, run-rate talk)
P = "economist"
Q("What's the month-to-date gross revenue, net of returns?", "revenue",
  num(lambda S, t: S.revenue(), M), persona=P)
Q("Give me the implied daily run-rate of takings for February (MTD revenue / calendar days elapsed).", "average",
  num(lambda S, t: S.revenue() / len(span("2024-02-01", t)), M), persona=P)
Q("Run-rate check: revenue per calendar day so far this month?", "average",
  num(lambda S, t: S.revenue() / len(span("2024-02-01", t)), M), today="2024-02-14", persona=P)
Q("Aggregate gross margin, as a percentage of net sales, for the period to date", "profit",
  num(lambda S, t: S.profit() / S.revenue() * 100, M), persona=P)
Q("Gross margin % month-to-date?", "profit",
  num(lambda S, t: S.profit() / S.revenue() * 100, M), today="2024-02-20", persona=P)
Q("COGS for the week ending Sunday the 18th", "profit",
  num(lambda S, t: cogs(S, lo="2024-02-12", hi="2024-02-18"), M), persona=P)
Q("Week-on-week: revenue last week minus the week before, in dollars", "comparison",
  num(lambda S, t: S.revenue(**last_week(t)) - S.revenue(**last_week(shift(monday(t), -1))), M), persona=P)
Q("What was the w/w change in kilos sold, last week vs the week prior (last minus prior)?", "comparison",
  num(lambda S, t: S.kilos(**last_week(t)) - S.kilos(**last_week(shift(monday(t), -1))), K), today="2024-02-22",
  persona=P)
Q("Revenue by ISO week (keyed on Monday), please", "grouping",
  lambda S, t: table("week", per(WEEKS, lambda w: S.revenue(lo=w, hi=shift(w, 6))), M), persona=P)
Q("Unit volume (kg) sold by week to date", "grouping",
  lambda S, t: table("week", per(WEEKS, lambda w: S.kilos(lo=w, hi=shift(w, 6))), K), today="2024-02-16",
  persona=P)
Q("Average transaction value across all standing sales this month", "average",
  num(lambda S, t: S.revenue() / S.n_sales(), M), persona=P)
Q("Mean ticket size so far, net of returned transactions?", "average",
  num(lambda S, t: S.revenue() / S.n_sales(), M), today="2024-02-10", persona=P)
Q("Average realised price per kg across all fruit sold this month (revenue over kilos)", "average",
  num(lambda S, t: S.revenue() / S.kilos(), M), persona=P)
Q("Total procurement outlay (purchases at cost) for February", "purchase_cost",
  num(lambda S, t: S.spend(), M), persona=P)
Q("Procurement spend by supplier, to date", "grouping",
  lambda S, t: table("supplier", per(S.suppliers, lambda s: S.spend(supplier=s)), M), today="2024-02-12", persona=P)
Q("Inventory at cost on the balance sheet as at today's close", "stock_now",
  num(lambda S, t: sum(S.stock(p) * S.avg_cost(p) for p in S.products), M), persona=P)
Q("Closing inventory in kg by product as at the 18th", "stock_on_date",
  lambda S, t: table("product", per(S.products, lambda p: S.stock(p, "2024-02-18")), K), persona=P)
Q("Inventory in kg at close of the 9th, all lines", "stock_on_date",
  lambda S, t: table("product", per(S.products, lambda p: S.stock(p, "2024-02-09")), K), today="2024-02-11",
  persona=P)
Q("What's the shrinkage (write-offs) valued at unit cost, month to date?", "adjustments",
  num(lambda S, t: writeoff_cost(S), M), persona=P)
Q("Shrinkage in kilos so far?", "adjustments", num(lambda S, t: S.written_off(), K), today="2024-02-17",
  persona=P)
Q("Refund outflow for the month, in dollars", "refunds", num(lambda S, t: S.refunds(), M), persona=P)
Q("Returns as a share of gross sales: refunds / (net revenue + refunds), percent", "refunds",
  num(lambda S, t: S.refunds() / (S.revenue() + S.refunds()) * 100, M), persona=P)
Q("Which product contributes the largest share of gross profit?", "profit",
  lambda S, t: name(best(per(S.products, lambda p: S.profit(product=p)))[0]), persona=P)
Q("Gross profit by product line, February", "profit",
  lambda S, t: table("product", per(S.products, lambda p: S.profit(product=p)), M), persona=P)
Q("Margin by product in percent of its own revenue", "profit",
  lambda S, t: table("product", {p: S.profit(product=p) / S.revenue(product=p) * 100 for p in S.products
                                 if S.revenue(product=p)}, M), persona=P)
Q("Orange shelf price currently in force?", "price_now",
  num(lambda S, t: S.price("orange"), M), persona=P)
Q("Banana price level as at the 15th", "price_on_date", num(lambda S, t: S.price("banana", "2024-02-15"), M),
  persona=P)
Q("Percentage change in the pear shelf price over the month (end vs start)", "price_change",
  num(lambda S, t: (S.price("pear") - S.price("pear", "2024-02-01")) / S.price("pear", "2024-02-01") * 100, M),
  persona=P)
Q("Current price vector, all products", "price_now",
  lambda S, t: table("product", per(S.products, S.price), M), persona=P)
Q("Market concentration: top 3 customers by net spend, descending", "ranking",
  lambda S, t: names(best(cust_spend(S), 3), ordered=True), persona=P)
Q("Top customer by net spend to date", "ranking",
  lambda S, t: name(best(cust_spend(S))[0]), today="2024-02-12", persona=P)
Q("Share of revenue earned on weekends, percent", "revenue",
  num(lambda S, t: S.revenue(days=is_weekend) / S.revenue() * 100, M), persona=P)
Q("Weekday vs weekend: weekday revenue minus weekend revenue", "comparison",
  num(lambda S, t: S.revenue(days=is_weekday) - S.revenue(days=is_weekend), M), persona=P)
Q("Revenue by day of week, aggregated over the month", "grouping",
  lambda S, t: table("weekday", per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w))), M), persona=P)
Q("Trailing 7-day revenue, including today", "revenue", num(lambda S, t: S.revenue(**lastn(t, 7)), M),
  today="2024-02-21", persona=P)
Q("Trailing 14-day kilo throughput", "kilos_sold", num(lambda S, t: S.kilos(**lastn(t, 14)), K), persona=P)
Q("Revenue in the first half of the month (1st to 14th inclusive)", "revenue",
  num(lambda S, t: S.revenue(lo="2024-02-01", hi="2024-02-14"), M), persona=P)
Q("Second-half revenue (15th onward) less first-half revenue", "comparison",
  num(lambda S, t: S.revenue(lo="2024-02-15") - S.revenue(hi="2024-02-14"), M), persona=P)
Q("Number of distinct paying customers month-to-date (net of returns)", "count",
  num(lambda S, t: len(S.buyers()), C), persona=P)
Q("Transaction count this week so far", "count", num(lambda S, t: S.n_sales(**this_week(t)), C),
  today="2024-02-23", persona=P)
Q("Which supplier accounts for the most procurement spend?", "supplier",
  lambda S, t: name(best(per(S.suppliers, lambda s: S.spend(supplier=s)))[0]), persona=P)
Q("Sell-through ratio for cherries: kilos sold / kilos purchased, percent", "kilos_sold",
  num(lambda S, t: S.kilos(product="cherry") / S.bought(product="cherry") * 100, M), persona=P)
R("What's our revenue YoY growth versus February 2023?", persona=P)
R("Project March revenue assuming the February run-rate persists", persona=P)
R("What's the CPI-adjusted real revenue for February?", persona=P)
R("Net operating profit after labour and rent for the month?", persona=P)
R("Decompose February revenue into price and volume effects against January", persona=P)
R("Please mark the cherry unit cost down to $1.80 for the accounts", persona=P)

# ============================================================= persona 2: an eight-year-old helping out
P = "eight-year-old"
Q("how many bananas do we have left?? in kilos", "stock_now", num(lambda S, t: S.stock("banana"), K), persona=P)
Q("how much strawbrees are left in the shop", "stock_now", num(lambda S, t: S.stock("strawberry"), K),
  today="2024-02-10", persona=P)
Q("wich fruit do we have the MOST of right now", "stock_now",
  lambda S, t: name(best(per(S.products, S.stock))[0]), persona=P)
Q("wich fruit is almost all gone (the littlest left)", "stock_now",
  lambda S, t: name(best(per(S.products, S.stock), low=True)[0]), persona=P)
Q("how much is a kilo of mango mummy said i can tell people", "price_now",
  num(lambda S, t: S.price("mango"), M), persona=P)
Q("how much do cherrys cost now", "price_now", num(lambda S, t: S.price("cherry"), M), persona=P)
Q("whats the most expensiv fruit", "price_now", lambda S, t: name(best(per(S.products, S.price))[0]), persona=P)
Q("whats the cheepest fruit to buy", "price_now",
  lambda S, t: name(best(per(S.products, S.price), low=True)[0]), persona=P)
Q("how much were bananas before they went up", "price_change",
  num(lambda S, t: S.price("banana", "2024-02-18"), M), persona=P)
Q("how much money did we get today", "revenue", num(lambda S, t: S.revenue(lo=t, hi=t), M), persona=P)
Q("how much money did we get yesterday", "revenue", num(lambda S, t: S.revenue(lo=shift(t, -1), hi=shift(t, -1)), M),
  today="2024-02-13", persona=P)
Q("how much money did the shop get on saturday and sunday", "revenue",
  num(lambda S, t: S.revenue(lo="2024-02-17", hi="2024-02-18"), M), today="2024-02-21", persona=P)
Q("how many peeple bought stuff today", "count", num(lambda S, t: len(S.buyers(lo=t, hi=t)), C), persona=P)
Q("how many times did somebody buy something this week", "count",
  num(lambda S, t: S.n_sales(**this_week(t)), C), persona=P)
Q("how many kilos of apples did we sell", "kilos_sold", num(lambda S, t: S.kilos(product="apple"), K), persona=P)
Q("how many kilos of grapes did we sell so far", "kilos_sold", num(lambda S, t: S.kilos(product="grape"), K),
  today="2024-02-16", persona=P)
Q("how many kilos of fruit did we sell altogether this month", "kilos_sold", num(lambda S, t: S.kilos(), K),
  persona=P)
Q("who bought the most stuff (money)", "ranking", lambda S, t: name(best(cust_spend(S))[0]), persona=P)
Q("who came the most times", "ranking",
  lambda S, t: name(best(per(S.customers, lambda c: S.n_sales(customer=c)))[0]), persona=P)
Q("what fruit did people buy the most kilos of", "ranking",
  lambda S, t: name(best(per(S.products, lambda p: S.kilos(product=p)))[0]), persona=P)
Q("what fruit made the most money", "ranking",
  lambda S, t: name(best(per(S.products, lambda p: S.revenue(product=p)))[0]), today="2024-02-18", persona=P)
Q("what fruit did Mei buy", "which", lambda S, t: names(S.sold_products(customer="Mei Chen"), ordered=False),
  persona=P)
Q("how much money did zoe give us", "customer_spend", num(lambda S, t: S.revenue(customer="Zoe Davis"), M),
  persona=P)
Q("how much did omar spend so far", "customer_spend", num(lambda S, t: S.revenue(customer="Omar Haddad"), M),
  persona=P)
Q("who came to the shop on the 14th (valentines!!)", "who",
  lambda S, t: names(S.buyers(lo="2024-02-14", hi="2024-02-14"), ordered=False), persona=P)
Q("who bought cherrys", "who", lambda S, t: names(S.buyers(product="cherry"), ordered=False), persona=P)
Q("how much money did we give back to people who brought stuff back", "refunds",
  num(lambda S, t: S.refunds(), M), persona=P)
Q("who brought there fruit back", "refunds",
  lambda S, t: names(sorted({r["customer"] for r in S.returns}), ordered=False), today="2024-02-16", persona=P)
Q("how many times did people bring fruit back", "refunds", num(lambda S, t: len(S.returns), C), persona=P)
Q("how many kilos of fruit got thrown away cos it was bad or missing", "adjustments",
  num(lambda S, t: S.written_off(), K), persona=P)
Q("how many kilos of strawbrees got thrown out", "adjustments", num(lambda S, t: S.written_off("strawberry"), K),
  persona=P)
Q("did we make more money on monday or tuesday this week? just say the day", "comparison",
  lambda S, t: name(best({"Monday": S.revenue(lo=monday(t), hi=monday(t)),
                          "Tuesday": S.revenue(lo=shift(monday(t), 1), hi=shift(monday(t), 1))})[0]),
  today="2024-02-22", persona=P)
Q("how many kilos of cherrys did the shop buy", "quantity_bought", num(lambda S, t: S.bought(product="cherry"), K),
  persona=P)
Q("how much money did we pay the fruit peeple (suppliers) altogether", "purchase_cost",
  num(lambda S, t: S.spend(), M), persona=P)
Q("how many kilos of oranges were there on the 10th", "stock_on_date",
  num(lambda S, t: S.stock("orange", "2024-02-10"), K), persona=P)
Q("how many pears did we have on the 5th in kilos", "stock_on_date",
  num(lambda S, t: S.stock("pear", "2024-02-05"), K), today="2024-02-07", persona=P)
Q("how much did a kilo of pears cost on the 20th", "price_on_date", num(lambda S, t: S.price("pear", "2024-02-20"), M),
  persona=P)
Q("tell me the 2 fruits that made the most money, biggest first", "ranking",
  lambda S, t: names(best(per(S.products, lambda p: S.revenue(product=p)), 2), ordered=True), persona=P)
Q("how much money did each fruit make", "grouping",
  lambda S, t: table("product", per(S.products, lambda p: S.revenue(product=p)), M), persona=P)
Q("how much money did we get each day this week", "grouping",
  lambda S, t: table("day", per(span(**this_week(t)), lambda d: S.revenue(lo=d, hi=d)), M), today="2024-02-15",
  persona=P)
Q("how much did we get on the best day ever this month", "ranking",
  num(lambda S, t: max(S.revenue(lo=d, hi=d) for d in span("2024-02-01", t)), M), persona=P)
Q("how much money did we make (not counting what the fruit cost us) on bananas", "profit",
  num(lambda S, t: S.profit(product="banana"), M), persona=P)
R("whats my favrite fruit", persona=P)
R("can i have a mango for free", persona=P)
R("how many apples are in a kilo", persona=P)
R("put 5 kilos of bananas in the shop pls", persona=P)
R("how much money will we get tomorow", today="2024-02-18", persona=P)
R("who is the nicest customer", persona=P)

# ============================================================= persona 3: a Kenyan-English manager
P = "Kenyan-English manager"
Q("Kindly avail the total sales for this month.", "revenue", num(lambda S, t: S.revenue(), M), persona=P)
Q("How much have we sold for the whole of last week? I want the amount.", "revenue",
  num(lambda S, t: S.revenue(**last_week(t)), M), persona=P)
Q("Sawa, the sales of this week up to now, how much?", "revenue", num(lambda S, t: S.revenue(**this_week(t)), M),
  today="2024-02-21", persona=P)
Q("What is the amount we have made from the oranges since the 15th?", "revenue",
  num(lambda S, t: S.revenue(product="orange", lo="2024-02-15"), M), persona=P)
Q("Please tell me the sales for mangoes between 5th and 11th.", "revenue",
  num(lambda S, t: S.revenue(product="mango", lo="2024-02-05", hi="2024-02-11"), M), persona=P)
Q("How much did we sell for the weekdays only this month, leaving the weekends?", "revenue",
  num(lambda S, t: S.revenue(days=is_weekday), M), persona=P)
Q("The sales before the 10th, how much were they?", "revenue", num(lambda S, t: S.revenue(hi="2024-02-09"), M),
  persona=P)
Q("How many kgs of pears have we sold this month?", "kilos_sold", num(lambda S, t: S.kilos(product="pear"), K),
  persona=P)
Q("How many kgs have gone out for the last 3 days?", "kilos_sold", num(lambda S, t: S.kilos(**lastn(t, 3)), K),
  today="2024-02-12", persona=P)
Q("Kindly give me the kgs sold per fruit for last week.", "grouping",
  lambda S, t: table("product", per(S.products, lambda p: S.kilos(product=p, **last_week(t))), K), persona=P)
Q("How many kgs are remaining for the oranges?", "stock_now", num(lambda S, t: S.stock("orange"), K), persona=P)
Q("The mangoes remaining in the store, how many kgs?", "stock_now", num(lambda S, t: S.stock("mango"), K),
  persona=P)
Q("Please avail the stock position of all the fruits as of now.", "stock_now",
  lambda S, t: table("product", per(S.products, S.stock), K), persona=P)
Q("Which fruits are remaining with less than 22 kgs?", "stock_now",
  lambda S, t: names(thresh(per(S.products, S.stock), 22, above=False), ordered=False), persona=P)
Q("How was the stock of cherries at close of business on the 27th?", "stock_on_date",
  num(lambda S, t: S.stock("cherry", "2024-02-27"), K), persona=P)
Q("The bananas we were having on the 20th evening, how many kgs?", "stock_on_date",
  num(lambda S, t: S.stock("banana", "2024-02-20"), K), persona=P)
Q("What was the stock for apples on the 12th?", "stock_on_date",
  num(lambda S, t: S.stock("apple", "2024-02-12"), K), persona=P)
Q("At what price are we selling the bananas now?", "price_now", num(lambda S, t: S.price("banana"), M), persona=P)
Q("At what price were we selling oranges on 17th?", "price_on_date",
  num(lambda S, t: S.price("orange", "2024-02-17"), M), persona=P)
Q("Kindly share the price list as at 1st Feb.", "price_on_date",
  lambda S, t: table("product", per(S.products, lambda p: S.price(p, "2024-02-01")), M), persona=P)
Q("Which fruits have we changed their prices this month?", "price_change",
  lambda S, t: names(sorted({c[1] for c in S.changes()}), ordered=False), persona=P)
Q("On which date did we reduce the price of pears?", "price_change",
  lambda S, t: name([c[0] for c in S.changes("pear")][0]), persona=P)
Q("How much money have we used to buy stock from Green Valley?", "purchase_cost",
  num(lambda S, t: S.spend(supplier="Green Valley Farms"), M), persona=P)
Q("What is the amount we paid to Hillside for stock?", "purchase_cost",
  num(lambda S, t: S.spend(supplier="Hillside Produce"), M), persona=P)
Q("How many kgs did we receive from ABC?", "quantity_bought", num(lambda S, t: S.bought(supplier="ABC"), K),
  persona=P)
Q("How many kgs of bananas have we received in total?", "quantity_bought",
  num(lambda S, t: S.bought(product="banana"), K), persona=P)
Q("How many deliveries have come in from the suppliers this month?", "count",
  num(lambda S, t: S.deliveries(), C), persona=P)
Q("Which supplier is bringing us the strawberries?", "supplier",
  lambda S, t: names(sorted({b["supplier"] for b in S.sel_buys(product="strawberry")}), ordered=False), persona=P)
Q("That customer Omar, how much has he bought since the 10th?", "customer_spend",
  num(lambda S, t: S.revenue(customer="Omar Haddad", lo="2024-02-10"), M), persona=P)
Q("How much has Madam Ida spent with us?", "customer_spend", num(lambda S, t: S.revenue(customer="Ida Novak"), M),
  persona=P)
Q("Kindly give me how much each customer has spent this month.", "grouping",
  lambda S, t: table("customer", cust_spend(S), M), persona=P)
Q("Which customers have spent above 40 dollars?", "who",
  lambda S, t: names(thresh(cust_spend(S), 40), ordered=False), persona=P)
Q("Which customers have come for mangoes?", "who", lambda S, t: names(S.buyers(product="mango"), ordered=False),
  persona=P)
Q("How many customers have we served today?", "count", num(lambda S, t: len(S.buyers(lo=t, hi=t)), C),
  today="2024-02-17", persona=P)
Q("How many sales have we done for the month?", "count", num(lambda S, t: S.n_sales(), C), persona=P)
Q("What is the profit we have made this month, before expenses?", "profit", num(lambda S, t: S.profit(), M),
  persona=P)
Q("The profit for last week, how much?", "profit", num(lambda S, t: S.profit(**last_week(t)), M),
  today="2024-02-20", persona=P)
Q("What profit have we got from the grapes?", "profit", num(lambda S, t: S.profit(product="grape"), M),
  persona=P)
Q("What is the cost price of a kilo of strawberries?", "cost", num(lambda S, t: S.avg_cost("strawberry"), M),
  persona=P)
Q("Kindly share the buying price per kg for each fruit.", "cost",
  lambda S, t: table("product", per(S.products, S.avg_cost), M), persona=P)
Q("How much have we refunded to the customers who returned?", "refunds", num(lambda S, t: S.refunds(), M),
  persona=P)
Q("Which day did we make the highest sales last week?", "ranking",
  lambda S, t: name(best(per(span(**last_week(t)), lambda d: S.revenue(lo=d, hi=d)))[0]), persona=P)
Q("What is the average sales per day for last week?", "average",
  num(lambda S, t: S.revenue(**last_week(t)) / 7, M), persona=P)
Q("How many kgs of pears did we write off?", "adjustments", num(lambda S, t: S.written_off("pear"), K),
  persona=P)
R("How much are we owing the suppliers?", persona=P)
R("Please change the price of oranges to 1.60 from tomorrow.", persona=P)
R("Which of the staff sold the most today?", persona=P)
R("How much did we pay for transport of the stock?", persona=P)
R("How much M-Pesa did we receive this week?", persona=P)
R("What is the sales for Smith?", persona=P)

# ============================================================= persona 4: a New Zealand backpacker on a working holiday
P = "NZ backpacker"
Q("kia ora, how much did the shop take today all up?", "revenue", num(lambda S, t: S.revenue(lo=t, hi=t), M),
  today="2024-02-06", persona=P)
Q("sweet as, what'd we take over the weekend just gone?", "revenue",
  num(lambda S, t: S.revenue(lo="2024-02-10", hi="2024-02-11"), M), today="2024-02-13", persona=P)
Q("chur, how much did we take yesterday bro", "revenue",
  num(lambda S, t: S.revenue(lo=shift(t, -1), hi=shift(t, -1)), M), today="2024-02-25", persona=P)
Q("what's the takings for the last 5 days eh", "revenue", num(lambda S, t: S.revenue(**lastn(t, 5)), M),
  today="2024-02-09", persona=P)
Q("how much did the strawbs bring in all up this month?", "revenue",
  num(lambda S, t: S.revenue(product="strawberry"), M), persona=P)
Q("how much cash did the cherries make last week, roughly - nah exact eh", "revenue",
  num(lambda S, t: S.revenue(product="cherry", **last_week(t)), M), today="2024-02-23", persona=P)
Q("how many kilos of nanas went out the door this week?", "kilos_sold",
  num(lambda S, t: S.kilos(product="banana", **this_week(t)), K), today="2024-02-24", persona=P)
Q("heaps of mangoes going out eh, how many kg sold since the 12th?", "kilos_sold",
  num(lambda S, t: S.kilos(product="mango", lo="2024-02-12"), K), today="2024-02-25", persona=P)
Q("how many kilos did we flog on the 8th?", "kilos_sold",
  num(lambda S, t: S.kilos(lo="2024-02-08", hi="2024-02-08"), K), today="2024-02-08", persona=P)
Q("how much stone fruit - sorry, cherries - we got left?", "stock_now", num(lambda S, t: S.stock("cherry"), K),
  persona=P)
Q("how many kg of grapes in the chiller now?", "stock_now", num(lambda S, t: S.stock("grape"), K),
  today="2024-02-05", persona=P)
Q("what's left of everything, kilos, as of tonight?", "stock_now",
  lambda S, t: table("product", per(S.products, S.stock), K), today="2024-02-15", persona=P)
Q("how many kg of pears did we have back on the 3rd?", "stock_on_date",
  num(lambda S, t: S.stock("pear", "2024-02-03"), K), today="2024-02-06", persona=P)
Q("how many strawbs did we have at close on the 16th, kilos?", "stock_on_date",
  num(lambda S, t: S.stock("strawberry", "2024-02-16"), K), persona=P)
Q("what're we charging for oranges at the mo?", "price_now", num(lambda S, t: S.price("orange"), M),
  persona=P)
Q("what's the price on pears today, mate?", "price_now", num(lambda S, t: S.price("pear"), M),
  today="2024-02-25", persona=P)
Q("what were nanas going for on the 19th?", "price_on_date",
  num(lambda S, t: S.price("banana", "2024-02-19"), M), persona=P)
Q("how much are we paying per kg for apples from ABC?", "cost",
  num(lambda S, t: S.sel_buys(supplier="ABC", product="apple")[0]["cost"], M), persona=P)
Q("how much did we fork out on stock so far this month?", "purchase_cost", num(lambda S, t: S.spend(), M),
  today="2024-02-12", persona=P)
Q("what did that Hillside lot cost us all up?", "purchase_cost",
  num(lambda S, t: S.spend(supplier="Hillside Produce"), M), persona=P)
Q("how many kg of stock came in since the 15th?", "quantity_bought",
  num(lambda S, t: S.bought(lo="2024-02-15"), K), persona=P)
Q("when'd the last delivery of nanas come in?", "supplier",
  lambda S, t: name(max(b["date"] for b in S.sel_buys(product="banana"))), today="2024-02-20", persona=P)
Q("who's our best customer so far, by dollars?", "ranking", lambda S, t: name(best(cust_spend(S))[0]),
  today="2024-02-18", persona=P)
Q("who's spent the least with us, mate?", "ranking", lambda S, t: name(best(cust_spend(S), low=True)[0]),
  persona=P)
Q("top 3 fruit by kilos this month, biggest first", "ranking",
  lambda S, t: names(best(per(S.products, lambda p: S.kilos(product=p)), 3), ordered=True), persona=P)
Q("what was the quietest day last week for takings?", "ranking",
  lambda S, t: name(best(per(span(**last_week(t)), lambda d: S.revenue(lo=d, hi=d)), low=True)[0]),
  today="2024-02-14", persona=P)
Q("who came in on the 22nd?", "who", lambda S, t: names(S.buyers(lo="2024-02-22", hi="2024-02-22"), ordered=False),
  persona=P)
Q("who's bought grapes off us?", "who", lambda S, t: names(S.buyers(product="grape"), ordered=False), persona=P)
Q("what'd Raj get, fruit-wise?", "which", lambda S, t: names(S.sold_products(customer="Raj Patel"), ordered=False),
  today="2024-02-11", persona=P)
Q("how much has ken spent, all up?", "customer_spend", num(lambda S, t: S.revenue(customer="Ken Smith"), M),
  persona=P)
Q("how much has Bob spent with us so far?", "customer_spend", num(lambda S, t: S.revenue(customer="Bob Smith"), M),
  today="2024-02-19", persona=P)
Q("how many sales did we ring up last week?", "count", num(lambda S, t: S.n_sales(**last_week(t)), C),
  today="2024-02-16", persona=P)
Q("how many customers bought strawbs?", "count", num(lambda S, t: len(S.buyers(product="strawberry")), C),
  persona=P)
Q("what's the average sale worth this week?", "average",
  num(lambda S, t: S.revenue(**this_week(t)) / S.n_sales(**this_week(t)), M), today="2024-02-22", persona=P)
Q("average kilos per sale, this month?", "average", num(lambda S, t: S.kilos() / S.n_sales(), K), persona=P)
Q("how much profit did we make off the nanas?", "profit", num(lambda S, t: S.profit(product="banana"), M),
  persona=P)
Q("what's our gross profit been yesterday?", "profit",
  num(lambda S, t: S.profit(lo=shift(t, -1), hi=shift(t, -1)), M), persona=P)
Q("how much did we refund this week?", "refunds", num(lambda S, t: S.refunds(**this_week(t)), M),
  today="2024-02-16", persona=P)
Q("how much have we binned (written off) in cost terms all month?", "adjustments",
  num(lambda S, t: writeoff_cost(S), M), persona=P)
Q("when did we last write stuff off?", "adjustments",
  lambda S, t: name(max(a["date"] for a in S.adjusts if a["qty"] < 0)), today="2024-02-24", persona=P)
Q("takings each day over the last 4 days", "grouping",
  lambda S, t: table("day", per(span(**lastn(t, 4)), lambda d: S.revenue(lo=d, hi=d)), M), today="2024-02-07",
  persona=P)
Q("kilos sold per customer last week", "grouping",
  lambda S, t: table("customer", per(S.customers, lambda c: S.kilos(customer=c, **last_week(t))), K), persona=P)
Q("did we sell more kg of apples or pears this month? just the fruit", "comparison",
  lambda S, t: name(best({p: S.kilos(product=p) for p in ("apple", "pear")})[0]), persona=P)
Q("how much more did the strawbs make than the cherries, dollars?", "comparison",
  num(lambda S, t: S.revenue(product="strawberry") - S.revenue(product="cherry"), M), persona=P)
Q("how many kg did we buy in vs sell this month - bought minus sold?", "comparison",
  num(lambda S, t: S.bought() - S.kilos(), K), persona=P)
R("is the pōhutukawa out yet? should we do a Christmas special", persona=P)
R("how many hours did I work this week", today="2024-02-23", persona=P)
R("can you bump the mango price to 2.80 for me", persona=P)
R("what'd the feijoas sell like", persona=P)
R("which fruit goes best with a pav?", persona=P)
R("how much did we take at the market stall Saturday?", today="2024-02-19", persona=P)

# ============================================================= checks, write
assert all(FULL.n_sales(lo=d, hi=d) > 0 for d in span("2024-02-01", T))   # per-day averages: every day trades
texts = [q["question"].lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        f.write(json.dumps({"id": f"q96-{i:03d}", "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
n = len(QS)
early = sum(q["today"] != T for q in QS)
ref = sum(q["category"] == "refuse" for q in QS)
print("questions", n, "refuse", ref, "(%.1f%%)" % (100 * ref / n), "early", early, "(%.1f%%)" % (100 * early / n))
for p in sorted(set(PERSONA.values())):
    print("  persona", p, sum(v == p for v in PERSONA.values()))
