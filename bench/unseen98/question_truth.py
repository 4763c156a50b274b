"""Held-out manager questions (set 98) for the ChatLedger offline question reader.

Reads resources/demo/fruitshop_month.jsonl, works out every expected answer in plain
Python (Decimal, stdlib only) and writes questions.jsonl beside this file.  Run from
the repository root:

    python bench/unseen98/question_truth.py

Record model adapted from bench/unseen6/question_truth.py, with one change: every
question is answered from a Shop built from the records dated on or before its `today`
(so a return after `today` does not exist yet, and the price in force is the one in
file order among those records).  A stock or price "on day D" is read from the Shop
as it stood at close of D.  Semantics follow /tmp/prompts/questions_contract.md; the
README lists what was added.
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
T = "2024-02-29"


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


def on_weekday(name):
    i = WEEKDAYS.index(name)
    return lambda s: day(s).weekday() == i


with open(DATA) as fh:
    RECORDS = [json.loads(line) for line in fh if line.strip()]


# ============================================================= the records
class Shop:
    """The shop as it stood at close of `today`: only records dated <= today."""

    def __init__(self, today):
        self.today = today
        self.prices, self.buys, self.adjusts, self.sales, self.returns = [], [], [], [], []
        now = {}
        for i, r in enumerate(RECORDS):
            if r["date"] > today:
                continue
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
                    exact = q * p
                    assert abs(abs(exact - exact.quantize(CENT, ROUND_HALF_UP)) - Decimal("0.005")) > 0
                    lines.append((it["product"], q, p, exact.quantize(CENT, ROUND_HALF_UP)))
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

    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel_sales(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [s for s in self.standing if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(ln[0] == product for ln in s["lines"]))]

    def sel_lines(self, lo=None, hi=None, customer=None, product=None, days=None):
        for s in self.sel_sales(lo, hi, customer, None, days):
            for line in s["lines"]:
                if product is None or line[0] == product:
                    yield s, line

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [b for b in self.buys if self.ok(b["date"], lo, hi, None)
                and (supplier is None or b["supplier"] == supplier)
                and (product is None or b["product"] == product)]

    def revenue(self, **kw):
        return sum((ln[3] for _, ln in self.sel_lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((ln[1] for _, ln in self.sel_lines(**kw)), Decimal(0))

    def n_sales(self, **kw):
        return len(self.sel_sales(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel_sales(**kw)})

    def sold_products(self, **kw):
        return sorted({ln[0] for _, ln in self.sel_lines(**kw)})

    def profit(self, **kw):
        return sum((ln[3] - ln[1] * UNIT_COST[ln[0]] for _, ln in self.sel_lines(**kw)), Decimal(0))

    def cogs(self, **kw):
        return sum((ln[1] * UNIT_COST[ln[0]] for _, ln in self.sel_lines(**kw)), Decimal(0))

    def spend(self, **kw):
        return sum((b["total"] for b in self.sel_buys(**kw)), Decimal(0))

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), Decimal(0))

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [r for r in self.returns if self.ok(r["date"], lo, hi, None)
                and (customer is None or r["customer"] == customer)]

    def refunds(self, **kw):
        return sum((r["refund"] for r in self.sel_returns(**kw)), Decimal(0))

    def written_off(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                     and (product is None or a["product"] == product)), Decimal(0))

    def written_off_cost(self, lo=None, hi=None):
        return -sum((a["qty"] * UNIT_COST[a["product"]] for a in self.adjusts
                     if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)), Decimal(0))

    def stock(self, product):
        """Stock at close of self.today."""
        return (self.bought(product=product) - self.kilos(product=product)
                + sum((a["qty"] for a in self.adjusts if a["product"] == product), Decimal(0)))

    def price(self, product):
        p = None
        for _, _, prod, pr in self.prices:
            if prod == product:
                p = pr
        return p

    def changes(self):
        out, cur = [], {}
        for _, d, prod, pr in self.prices:
            if prod in cur and cur[prod] != pr:
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out


_CACHE = {}


def shop(today):
    if today not in _CACHE:
        _CACHE[today] = Shop(today)
    return _CACHE[today]


# one unit cost per product (asserted), so COGS / profit / write-off cost are unambiguous
UNIT_COST = {}
for _b in Shop(T).buys:
    assert UNIT_COST.setdefault(_b["product"], _b["cost"]) == _b["cost"], _b


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


def names(vs, ordered=False):
    vs = list(vs)
    assert vs and len(vs) == len(set(vs)), vs
    return {"type": "names", "values": vs if ordered else sorted(vs), "ordered": ordered}


def table(key, rows, unit):
    rows = {k: v for k, v in rows.items() if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": {k: CONV[unit](v) for k, v in sorted(rows.items())}}


def refuse():
    return {"type": "refuse"}


def best(d, n=1, low=False):
    """Keys of the n highest (or lowest) values of d; no tie through the first item left out."""
    d = {k: v for k, v in d.items()}
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def top(d, n=1, low=False):
    return names(best(d, n, low), ordered=True)


def winner(d, low=False):
    return name(best(d, 1, low)[0])


def over(d, line, under=False):
    """Keys above (or below) a threshold; asserts no value sits on the line."""
    assert all(v != line for v in d.values()), ("on the line", line)
    return names([k for k, v in d.items() if (v < line if under else v > line)])


def per(keys, fn):
    return {k: fn(k) for k in keys}


def this_week(t):
    return dict(lo=monday(t), hi=t)


def last_week(t):
    m = monday(t)
    return dict(lo=shift(m, -7), hi=shift(m, -1))


def last_n(t, n):
    return dict(lo=shift(t, -(n - 1)), hi=t)


def yday(t):
    return dict(lo=shift(t, -1), hi=shift(t, -1))


def on(d):
    return dict(lo=d, hi=d)


def weekend_gone(t):
    """The Sat+Sun just gone (asked midweek)."""
    assert day(t).weekday() < 5
    m = monday(t)
    return dict(lo=shift(m, -2), hi=shift(m, -1))


QS = []
PERSONA = [None]


def Q(text, category, expect, today=T):
    assert "2024-02-01" <= today <= T
    QS.append(dict(question=text, today=today, category=category, expect=expect, persona=PERSONA[0]))


S = shop(T)
assert weekday(T) == "Thursday"
PRODUCTS, CUSTOMERS, SUPPLIERS = S.products, S.customers, S.suppliers
FEB = span("2024-02-01", T)
WEEKS = ["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]


def diff(a, b):
    """A 'by how much more' answer: asserts a > b so the wording fits."""
    assert a > b, (a, b)
    return a - b


# ============================================================= Singaporean investor
PERSONA[0] = "sg"
Q("Eh boss, YTD revenue how much ah?", "revenue", number(S.revenue(), "money"))
Q("Revenue month-to-date can give me or not?", "revenue",
  number(shop("2024-02-20").revenue(lo="2024-02-01"), "money"), today="2024-02-20")
Q("Yesterday takings how much ah", "revenue", number(shop("2024-02-14").revenue(**yday("2024-02-14")), "money"),
  today="2024-02-14")
Q("This week sales so far how much, can check or not?", "revenue",
  number(shop("2024-02-22").revenue(**this_week("2024-02-22")), "money"), today="2024-02-22")
Q("Last week topline how much ah, total dollar", "revenue", number(S.revenue(**last_week(T)), "money"))
Q("Cherry sales dollar value for whole of Feb how much ah?", "revenue",
  number(S.revenue(product="cherry", lo="2024-02-01"), "money"))
Q("Gross profit YTD how much ah, before overheads", "profit", number(S.profit(), "money"))
Q("Mango gross margin how many percent can or not?", "profit",
  number(S.profit(product="mango") / S.revenue(product="mango") * 100, "money"))
Q("COGS for last week how much ah?", "profit", number(S.cogs(**last_week(T)), "money"))
Q("Which fruit give us the highest gross profit one?", "profit",
  winner(per(PRODUCTS, lambda p: S.profit(product=p))))
Q("Top 2 product by revenue, highest first lah", "ranking",
  top(per(PRODUCTS, lambda p: S.revenue(product=p)), 2))
Q("Total capex on stock so far how much ah? I mean purchase cost", "purchase_cost", number(S.spend(), "money"))
Q("How much we pay Green Valley altogether ah", "purchase_cost",
  number(S.spend(supplier="Green Valley Farms"), "money"))
Q("Inventory at cost now worth how much ah?", "stock_now",
  number(sum(S.stock(p) * UNIT_COST[p] for p in PRODUCTS), "money"))
Q("Mango stock now got how many kilo?", "stock_now", number(S.stock("mango"), "kg"))
Q("Strawberry now selling how much per kg ah", "price_now", number(S.price("strawberry"), "money"))
_o = [c for c in S.changes() if c[1] == "orange"]
assert len(_o) == 1
Q("Orange price went up how many percent ah? Percent hor, not basis points", "price_change",
  number((_o[0][3] - _o[0][2]) / _o[0][2] * 100, "money"))
_p = [c for c in S.changes() if c[1] == "pear"]
assert len(_p) == 1 and _p[0][3] < _p[0][2]
Q("Pear price cut by how much per kg ah?", "price_change", number(_p[0][2] - _p[0][3], "money"))
Q("Average ticket size for Feb how much ah? Revenue per transaction", "average",
  number(S.revenue() / S.n_sales(), "money"))
Q("Refunds YTD total how much ah, want to see the leakage", "refunds", number(S.refunds(), "money"))
Q("Write-off at cost price how much so far ah?", "adjustments", number(S.written_off_cost(), "money"))
Q("Revenue by week can tabulate or not?", "grouping",
  table("week", per(WEEKS, lambda w: S.revenue(lo=w, hi=shift(w, 6))), "money"))
Q("Purchase spend by supplier, can show me the breakdown?", "grouping",
  table("supplier", per(SUPPLIERS, lambda s: S.spend(supplier=s)), "money"))
Q("Which customer is our whale ah? Spend the most one", "ranking",
  winner(per(CUSTOMERS, lambda c: S.revenue(customer=c))))
Q("Weekend revenue total for the month how much ah", "revenue", number(S.revenue(days=is_weekend), "money"))
_lw, _pw = S.revenue(lo="2024-02-19", hi="2024-02-25"), S.revenue(lo="2024-02-12", hi="2024-02-18")
Q("Last week revenue higher than the week before by how much ah?", "comparison", number(diff(_lw, _pw), "money"))
Q("Number of transactions since 15th how many ah", "count", number(S.n_sales(lo="2024-02-15"), "count"))
Q("Revenue last 7 days how much ah, today included", "revenue", number(S.revenue(**last_n(T, 7)), "money"))
Q("Kilos bought in so far this month how much ah", "quantity_bought",
  number(shop("2024-02-12").bought(), "kg"), today="2024-02-12")
_s = shop("2024-02-18")
Q("Stock value at current selling price how much ah?", "stock_now",
  number(sum(_s.stock(p) * _s.price(p) for p in _s.products), "money"), today="2024-02-18")
Q("Gross profit MTD how much ah", "profit", number(shop("2024-02-10").profit(), "money"), today="2024-02-10")
_s = shop("2024-02-15")
Q("Best day for revenue so far which date ah?", "ranking",
  winner(per(span("2024-02-01", "2024-02-15"), lambda d: _s.revenue(**on(d)))), today="2024-02-15")
Q("Apple sold how many kilo last week ah", "kilos_sold",
  number(shop("2024-02-21").kilos(product="apple", **last_week("2024-02-21")), "kg"), today="2024-02-21")
Q("Banana price now how much ah", "price_now", number(shop("2024-02-19").price("banana"), "money"),
  today="2024-02-19")
Q("Refunds up to now how much ah", "refunds", number(shop("2024-02-16").refunds(), "money"), today="2024-02-16")
_s = shop("2024-02-20")
Q("Which customers spend more than 25 dollar so far ah?", "who",
  over(per(_s.customers, lambda c: _s.revenue(customer=c)), 25), today="2024-02-20")
Q("On average we make how much revenue per kg sold ah?", "average",
  number(S.revenue() / S.kilos(), "money"))
Q("How many kg cherry we bought from ABC ah", "quantity_bought",
  number(S.bought(supplier="ABC", product="cherry"), "kg"))
Q("Valentine's Day revenue how much ah? 14 Feb", "revenue", number(S.revenue(**on("2024-02-14")), "money"))
Q("Mango unit cost how much ah, per kg we pay", "purchase_cost",
  number(S.sel_buys(product="mango")[0]["cost"], "money"))
Q("Orange gross profit since the price went up how much ah?", "profit",
  number(S.profit(product="orange", lo=_o[0][0]), "money"))
Q("Daily revenue for last week can list out or not", "grouping",
  table("day", per(span(**last_week(T)), lambda d: S.revenue(**on(d))), "money"))
_wd_tot = per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w)))
_wd_avg = {w: _wd_tot[w] / len([d for d in FEB if weekday(d) == w]) for w in WEEKDAYS}
assert best(_wd_tot, low=True) == best(_wd_avg, low=True)
Q("Which day of week weakest for revenue ah?", "ranking", winner(_wd_tot, low=True))
Q("Bottom 2 customers by spend, lowest first, can?", "ranking",
  top(per(CUSTOMERS, lambda c: S.revenue(customer=c)), 2, low=True))
_s = shop("2024-02-09")
Q("Purchase cost so far how much ah, all suppliers", "purchase_cost", number(_s.spend(), "money"),
  today="2024-02-09")
for text in [
    "What's the ROI on my investment in the shop ah?",
    "Shop valuation how much ah, can IPO or not?",
    "Next month revenue forecast how much ah?",
    "Rent as basis points of revenue how much?",
    "Should I buy more cherry stock or not, worth it anot?",
    "Change cherry price to 3.50 for me can?",
]:
    Q(text, "refuse", refuse())

# ============================================================= Hong Kong university student
PERSONA[0] = "hk"
Q("Q1: total revenue for February lah, give number only", "revenue", number(S.revenue(lo="2024-02-01"), "money"))
Q("How many kg apple sold last week ar?", "kilos_sold", number(S.kilos(product="apple", **last_week(T)), "kg"))
Q("唔該, how much revenue we earn on 2024-02-20 ar?", "revenue", number(S.revenue(**on("2024-02-20")), "money"))
Q("Calculate the total kilograms of fruit bought from suppliers ar", "quantity_bought", number(S.bought(), "kg"))
Q("How many sales transactions happen on weekends ar?", "count", number(S.n_sales(days=is_weekend), "count"))
Q("Mei Chen spent how much altogether ar?", "customer_spend", number(S.revenue(customer="Mei Chen"), "money"))
Q("Raj spend since the 10th how much ar", "customer_spend",
  number(S.revenue(customer="Raj Patel", lo="2024-02-10"), "money"))
Q("Which customers bought mango ar? list all lah", "who", names(S.buyers(product="mango")))
Q("(b) Rank the top 4 customers by kg bought, descending order ar", "ranking",
  top(per(CUSTOMERS, lambda c: S.kilos(customer=c)), 4))
Q("Banana stock at end of 22 Feb how much ar", "stock_on_date", number(shop("2024-02-22").stock("banana"), "kg"))
Q("Price of orange on 17 Feb ar?", "price_on_date", number(shop("2024-02-17").price("orange"), "money"))
_bn = [c for c in S.changes() if c[1] == "banana"]
assert len(_bn) == 1
Q("When did banana price change ar? give the date", "price_change", name(_bn[0][0]))
Q("How many price changes in total this month ar", "price_change", number(len(S.changes()), "count"))
assert len([c for c in S.changes() if c[3] < c[2]]) == 1
Q("Which fruit price went down ar?", "price_change", name([c[1] for c in S.changes() if c[3] < c[2]][0]))
Q("Grape kg written off ar?", "adjustments", number(S.written_off("grape"), "kg"))
Q("Total write-off in kg, all products lah", "adjustments", number(S.written_off(), "kg"))
Q("Average kg per transaction ar, 3 d.p. please", "average", number(S.kilos() / S.n_sales(), "kg"))
Q("Takings by weekday ar, table please", "grouping",
  table("weekday", per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w))), "money"))
Q("Kg sold by product for the week of 12 Feb ar", "grouping",
  table("product", per(PRODUCTS, lambda p: S.kilos(product=p, lo="2024-02-12", hi="2024-02-18")), "kg"))
Q("Which day had the lowest takings in Feb ar", "ranking", winner(per(FEB, lambda d: S.revenue(**on(d))), low=True))
Q("Between 5th and 11th (both inclusive), revenue how much lah", "revenue",
  number(S.revenue(lo="2024-02-05", hi="2024-02-11"), "money"))
Q("Before the 10th how many kg pear sold ar", "kilos_sold", number(S.kilos(product="pear", hi="2024-02-09"), "kg"))
Q("邊個 returned things ar? list the customers", "refunds", names({r["customer"] for r in S.returns}))
Q("How many returns have there been ar", "count", number(len(S.returns), "count"))
Q("Strawberry bought how many kg in total ar", "quantity_bought", number(S.bought(product="strawberry"), "kg"))
Q("Banana supplier 係邊個 ar? all of them", "supplier", names({b["supplier"] for b in S.sel_buys(product="banana")}))
Q("Ken spend on mango how much ar", "customer_spend",
  number(S.revenue(customer="Ken Smith", product="mango"), "money"))
Q("Revenue last 3 days ar (including today)", "revenue", number(S.revenue(**last_n(T, 3)), "money"))
Q("Sue Davis bought how many kg total ar", "kilos_sold", number(S.kilos(customer="Sue Davis"), "kg"))
Q("Which product sold the most kg this week ar?", "ranking",
  winner(per(PRODUCTS, lambda p: S.kilos(product=p, **this_week(T)))))
Q("Zoe bought what fruit ar", "which", names(S.sold_products(customer="Zoe Davis")))
Q("Gross profit for grapes ar, show answer to 2 d.p.", "profit", number(S.profit(product="grape"), "money"))
Q("How many distinct customers came in last week ar", "count", number(len(S.buyers(**last_week(T))), "count"))
Q("Stock of pear now how much ar", "stock_now", number(shop("2024-02-09").stock("pear"), "kg"), today="2024-02-09")
Q("Revenue yesterday ar?", "revenue", number(shop("2024-02-08").revenue(**yday("2024-02-08")), "money"),
  today="2024-02-08")
Q("How many sales so far this week ar", "count",
  number(shop("2024-02-07").n_sales(**this_week("2024-02-07")), "count"), today="2024-02-07")
Q("Tom Lee spent how much so far ar", "customer_spend",
  number(shop("2024-02-12").revenue(customer="Tom Lee"), "money"), today="2024-02-12")
Q("Apple price now ar?", "price_now", number(shop("2024-02-10").price("apple"), "money"), today="2024-02-10")
Q("Total refunds so far lah", "refunds", number(shop("2024-02-13").refunds(), "money"), today="2024-02-13")
Q("Revenue last week ar? 唔該", "revenue",
  number(shop("2024-02-14").revenue(**last_week("2024-02-14")), "money"), today="2024-02-14")
_s = shop("2024-02-11")
Q("Which customer spent the most so far ar", "ranking",
  winner(per(_s.customers, lambda c: _s.revenue(customer=c))), today="2024-02-11")
Q("How many kg sold over the weekend ar?", "kilos_sold",
  number(shop("2024-02-06").kilos(**weekend_gone("2024-02-06")), "kg"), today="2024-02-06")
_s = shop("2024-02-17")
Q("Stock left for all products ar, in table form", "stock_now",
  table("product", per(_s.products, _s.stock), "kg"), today="2024-02-17")
Q("Purchase cost this week so far ar?", "purchase_cost",
  number(shop("2024-02-09").spend(**this_week("2024-02-09")), "money"), today="2024-02-09")
for text in [
    "Predict the profit next week ar, use regression lah",
    "Which staff member sold the most ar?",
    "係咪 lychee sells well? how many kg lychee sold ar",
    "Delete Bob's sale on the 18th for me ar",
    "Is our shop better than the fruit stall in Mong Kok ar?",
    "How much was the electricity bill ar?",
]:
    Q(text, "refuse", refuse())

# ============================================================= Welsh teen helper
PERSONA[0] = "cy"
Q("how much did we take today, tidy", "revenue", number(S.revenue(**on(T)), "money"))
Q("how many nanas we got left? i'll count em now in a minute", "stock_now", number(S.stock("banana"), "kg"))
Q("whats the price of apples now butt", "price_now", number(S.price("apple"), "money"))
Q("how much did Ann Brown spend this month, lush lady innit", "customer_spend",
  number(S.revenue(customer="Ann Brown", lo="2024-02-01"), "money"))
Q("how many kilos of strawbs did we sell altogether", "kilos_sold", number(S.kilos(product="strawberry"), "kg"))
Q("takings last saturday?", "revenue", number(S.revenue(**on("2024-02-24")), "money"))
Q("how many customers came in yesterday", "count", number(len(S.buyers(**yday(T))), "count"))
Q("wot did we take on sundays all month added up", "revenue",
  number(S.revenue(days=on_weekday("Sunday")), "money"))
Q("how much grapes we sold last week, kilos", "kilos_sold", number(S.kilos(product="grape", **last_week(T)), "kg"))
Q("which fruit did we sell most of by weight innit", "ranking", winner(per(PRODUCTS, lambda p: S.kilos(product=p))))
Q("whos bought the most kilos off us", "ranking", winner(per(CUSTOMERS, lambda c: S.kilos(customer=c))))
Q("how much did we spend on deliveries from Hillside", "purchase_cost",
  number(S.spend(supplier="Hillside Produce"), "money"))
Q("when did the last cherry delivery come in", "supplier", name(max(b["date"] for b in S.sel_buys(product="cherry"))))
Q("how much cherry did we have at close on the 27th", "stock_on_date",
  number(shop("2024-02-27").stock("cherry"), "kg"))
Q("how much was orange a kilo on the 18th", "price_on_date", number(shop("2024-02-18").price("orange"), "money"))
Q("how much were pears before they went cheaper", "price_change", number(_p[0][2], "money"))
Q("list the stuff thats under 22 kilos now", "stock_now", over(per(PRODUCTS, S.stock), 22, under=True))
Q("how much profit on apples, tidy", "profit", number(S.profit(product="apple"), "money"))
Q("avg takings per day last week", "average",
  number(S.revenue(**last_week(T)) / len(span(**last_week(T))), "money"))
Q("how much in refunds went out last week", "refunds", number(S.refunds(**last_week(T)), "money"))
Q("which day last week was the quietest", "ranking",
  winner(per(span(**last_week(T)), lambda d: S.revenue(**on(d))), low=True))
Q("kilos sold each day this week pls", "grouping",
  table("day", per(span(**this_week(T)), lambda d: S.kilos(**on(d))), "kg"))
Q("how many sales did Omar make", "count", number(S.n_sales(customer="Omar Haddad"), "count"))
Q("how much mango we sold since the 20th", "kilos_sold", number(S.kilos(product="mango", lo="2024-02-20"), "kg"))
Q("how much did the cherries take in the last 10 days", "revenue",
  number(S.revenue(product="cherry", **last_n(T, 10)), "money"))
Q("who bought bananas this week", "who", names(S.buyers(product="banana", **this_week(T))))
Q("how many kilos of stuff did Green Valley send us then", "quantity_bought",
  number(S.bought(supplier="Green Valley Farms"), "kg"))
_lw = dict(last_week(T))
_ap, _pe = S.kilos(product="apple", **_lw), S.kilos(product="pear", **_lw)
assert _ap != _pe
Q("what did we sell more of last week, apples or pears? by kilos", "comparison", name("apple" if _ap > _pe else "pear"))
_sat, _sun = S.revenue(**on("2024-02-24")), S.revenue(**on("2024-02-25"))
Q("how much more did we take on sunday than saturday last weekend", "comparison",
  number(diff(_sun, _sat), "money"))
Q("how much is all the stock worth at the prices we charge now", "stock_now",
  number(sum(S.stock(p) * S.price(p) for p in PRODUCTS), "money"))
Q("how many kilos of strawbs have been written off", "adjustments", number(S.written_off("strawberry"), "kg"))
Q("what did we take today, diolch", "revenue", number(shop("2024-02-15").revenue(**on("2024-02-15")), "money"),
  today="2024-02-15")
Q("how many grapes we got left", "stock_now", number(shop("2024-02-05").stock("grape"), "kg"), today="2024-02-05")
Q("takings this week so far", "revenue", number(shop("2024-02-24").revenue(**this_week("2024-02-24")), "money"),
  today="2024-02-24")
Q("how much did we take yesterday mun", "revenue",
  number(shop("2024-02-20").revenue(**yday("2024-02-20")), "money"), today="2024-02-20")
Q("banana price now", "price_now", number(shop("2024-02-18").price("banana"), "money"), today="2024-02-18")
_s = shop("2024-02-19")
Q("who spent the most last week", "ranking",
  winner(per(_s.customers, lambda c: _s.revenue(customer=c, **last_week("2024-02-19")))), today="2024-02-19")
Q("how many kilos did we sell in the last 5 days", "kilos_sold",
  number(shop("2024-02-25").kilos(**last_n("2024-02-25", 5)), "kg"), today="2024-02-25")
Q("how much did we make over the weekend, takings like", "revenue",
  number(shop("2024-02-21").revenue(**weekend_gone("2024-02-21")), "money"), today="2024-02-21")
Q("what has Bob Smith spent so far innit", "customer_spend",
  number(shop("2024-02-22").revenue(customer="Bob Smith"), "money"), today="2024-02-22")
Q("how much pears left", "stock_now", number(shop("2024-02-23").stock("pear"), "kg"), today="2024-02-23")
_s = shop("2024-02-12")
Q("stock of every fruit at close yesterday", "stock_on_date",
  table("product", per(_s.products, _s.stock), "kg"), today="2024-02-13")
_s = shop("2024-02-16")
Q("top 3 sellers by kilos so far, biggest first", "ranking",
  top(per(_s.products, lambda p: _s.kilos(product=p)), 3), today="2024-02-16")
Q("how much have we refunded Tom Lee", "refunds", number(S.refunds(customer="Tom Lee"), "money"))
for text in [
    "is it gonna be busy saturday d'you reckon",
    "how much did Davis spend",
    "can you put the pear price back up to 1.60",
    "how many kilos of kiwis did we sell",
    "whats the wifi password innit",
    "how many hours did I work this week",
]:
    Q(text, "refuse", refuse())

# ============================================================= Brummie shopkeeper
PERSONA[0] = "brum"
Q("ow much did we tek yesterday our kid", "revenue", number(S.revenue(**yday(T)), "money"))
Q("ow much did we tek last wik", "revenue", number(S.revenue(**last_week(T)), "money"))
Q("ow much 'ave we took since the 24th, bab", "revenue", number(S.revenue(lo="2024-02-24"), "money"))
Q("ow many kilos of oranges did we flog this month", "kilos_sold",
  number(S.kilos(product="orange", lo="2024-02-01"), "kg"))
Q("bostin, ow much did Luis spend all told", "customer_spend", number(S.revenue(customer="Luis Garcia"), "money"))
Q("ow much did Ida spend on strawbs", "customer_spend",
  number(S.revenue(customer="Ida Novak", product="strawberry"), "money"))
Q("ow much did we pay ABC for stock, all in", "purchase_cost", number(S.spend(supplier="ABC"), "money"))
Q("ow many kilos did we buy in last wik", "quantity_bought", number(S.bought(**last_week(T)), "kg"))
Q("ow much did we fork out on stock from the 15th on", "purchase_cost", number(S.spend(lo="2024-02-15"), "money"))
Q("what's the dearest fruit now", "price_now", winner(per(PRODUCTS, S.price)))
Q("what's the cheapest fruit we sell now", "price_now", winner(per(PRODUCTS, S.price), low=True))
_s = shop("2024-02-12")
Q("price list as it stood on the 12th", "price_on_date", table("product", per(_s.products, _s.price), "money"))
Q("ow much was nanas on the 23rd", "price_on_date", number(shop("2024-02-23").price("banana"), "money"))
Q("ow many mangoes 'ave we got left", "stock_now", number(S.stock("mango"), "kg"))
Q("ow many apples did we 'ave at close on the 9th", "stock_on_date", number(shop("2024-02-09").stock("apple"), "kg"))
Q("which fruits are we 'olding more than 40 kilo of", "stock_now", over(per(PRODUCTS, S.stock), 40))
Q("ow much profit did we mek last wik, gross like", "profit", number(S.profit(**last_week(T)), "money"))
Q("margin on cherries as a percentage", "profit",
  number(S.profit(product="cherry") / S.revenue(product="cherry") * 100, "money"))
Q("ow much stock did we lose to write-offs at cost since the 15th", "adjustments",
  number(S.written_off_cost(lo="2024-02-15"), "money"))
Q("which customer spent least this month, tara-a-bit", "ranking",
  winner(per(CUSTOMERS, lambda c: S.revenue(customer=c)), low=True))
Q("top 5 customers by spend, biggest first", "ranking", top(per(CUSTOMERS, lambda c: S.revenue(customer=c)), 5))
Q("takings per customer, the lot", "grouping",
  table("customer", per(CUSTOMERS, lambda c: S.revenue(customer=c)), "money"))
Q("kilos sold by fruit this month", "grouping", table("product", per(PRODUCTS, lambda p: S.kilos(product=p)), "kg"))
Q("takings by day for the last 7 days", "grouping",
  table("day", per(span(**last_n(T, 7)), lambda d: S.revenue(**on(d))), "money"))
assert all(s["total"] != 10 for s in S.standing)
Q("ow many sales over a tenner", "count", number(len([s for s in S.standing if s["total"] > 10]), "count"))
Q("who's spent over 45 quid wi' us", "who", over(per(CUSTOMERS, lambda c: S.revenue(customer=c)), 45))
Q("which days did we tek under 15 quid", "which", over(per(FEB, lambda d: S.revenue(**on(d))), 15, under=True))
Q("ow much did Zoe spend last wik", "customer_spend",
  number(S.revenue(customer="Zoe Davis", **last_week(T)), "money"))
Q("ow much refunds 'ave we given Bob", "refunds", number(S.refunds(customer="Bob Smith"), "money"))
Q("average spend per customer this month", "average",
  number(S.revenue(lo="2024-02-01") / len(S.buyers(lo="2024-02-01")), "money"))
_suns = [d for d in FEB if weekday(d) == "Sunday"]
Q("what do we tek on an average Sunday", "average",
  number(S.revenue(days=on_weekday("Sunday")) / len(_suns), "money"))
Q("ow much more did cherries tek than grapes this month", "comparison",
  number(diff(S.revenue(product="cherry"), S.revenue(product="grape")), "money"))
Q("kilos sold each wik", "grouping", table("week", per(WEEKS, lambda w: S.kilos(lo=w, hi=shift(w, 6))), "kg"))
Q("which supplier sent us the most kilos", "supplier", winner(per(SUPPLIERS, lambda s: S.bought(supplier=s))))
Q("ow much did we tek today", "revenue", number(shop("2024-02-10").revenue(**on("2024-02-10")), "money"),
  today="2024-02-10")
Q("ow much 'ave we took this month so far", "revenue", number(shop("2024-02-25").revenue(), "money"),
  today="2024-02-25")
Q("ow many kilo o' cherries left", "stock_now", number(shop("2024-02-21").stock("cherry"), "kg"), today="2024-02-21")
Q("what's pears selling for now", "price_now", number(shop("2024-02-24").price("pear"), "money"), today="2024-02-24")
Q("ow much did Tom Lee spend last wik", "customer_spend",
  number(shop("2024-02-16").revenue(customer="Tom Lee", **last_week("2024-02-16")), "money"), today="2024-02-16")
Q("ow many sales did we do yesterday", "count",
  number(shop("2024-02-17").n_sales(**yday("2024-02-17")), "count"), today="2024-02-17")
Q("ow much gross profit since Monday", "profit",
  number(shop("2024-02-08").profit(lo="2024-02-05"), "money"), today="2024-02-08")
Q("who bought summat today", "who", names(shop("2024-02-23").buyers(**on("2024-02-23"))), today="2024-02-23")
_s = shop("2024-02-12")
Q("kilos sold by fruit last wik", "grouping",
  table("product", per(_s.products, lambda p: _s.kilos(product=p, **last_week("2024-02-12"))), "kg"),
  today="2024-02-12")
Q("ow much did we tek over the weekend", "revenue",
  number(shop("2024-02-13").revenue(**weekend_gone("2024-02-13")), "money"), today="2024-02-13")
Q("ow much 'ave we refunded this wik", "refunds",
  number(shop("2024-02-15").refunds(**this_week("2024-02-15")), "money"), today="2024-02-15")
_s = shop("2024-02-23")
Q("which fruit's bringin' in the most money this wik", "ranking",
  winner(per(_s.products, lambda p: _s.revenue(product=p, **this_week("2024-02-23")))), today="2024-02-23")
for text in [
    "will it be yampy busy next wik",
    "ow much did Smith spend",
    "put 5 kilo of apples back on the stock for us",
    "ow much VAT do we owe",
    "ow much did we pay the window cleaner",
    "what's the margin on pineapples",
]:
    Q(text, "refuse", refuse())

# ============================================================= checks and write
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
n = len(QS)
assert 190 <= n <= 210, n
assert 0.10 <= sum(q["category"] == "refuse" for q in QS) / n <= 0.14
assert 0.22 <= sum("2024-02-05" <= q["today"] <= "2024-02-25" for q in QS) / n <= 0.28
assert all(q["today"] == T or "2024-02-05" <= q["today"] <= "2024-02-25" for q in QS)
for p in ("sg", "hk", "cy", "brum"):
    assert 0.2 <= sum(q["persona"] == p for q in QS) / n <= 0.3, p
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        f.write(json.dumps({"id": f"q98-{i:03d}", "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
print("questions", n, "refuse", sum(q["category"] == "refuse" for q in QS),
      "early", sum(q["today"] != T for q in QS),
      "personas", {p: sum(q["persona"] == p for q in QS) for p in ("sg", "hk", "cy", "brum")})
