"""Held-out question set 46 for ChatLedger: four manager personas plus refusals.

Stdlib only, Decimal money.  Each question was typed by hand; every answer is computed
below by a small ledger that replays resources/demo/fruitshop_month.jsonl cut at the
question's `today`.  Run from the repository root:

    python bench/unseen46/question_truth.py
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
with open(DATA) as _f:
    RECS = [json.loads(line) for line in _f if line.strip()]
C2 = Decimal("0.01")
K3 = Decimal("0.001")


def dec(x):
    return Decimal(str(x))


def r2(x):
    return x.quantize(C2, rounding=ROUND_HALF_UP)


def day(s):
    return datetime.date.fromisoformat(s)


def monday(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


class Ledger:
    """Replays the demo records dated <= today."""

    def __init__(self, today):
        self.today = today
        self.price_log = []  # (date, product, price) in file order
        self.sales = []  # dict(date, cust, lines[(p, kg, value)], ret)
        self.buys = []  # (date, supplier, product, kg, unit_cost)
        self.adj = []  # (date, product, kg)
        self.rets = []  # (date, cust, sale)
        self.cost = {}
        price = {}
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    uc = dec(it["unit_cost"])
                    assert self.cost.setdefault(p, uc) == uc, p
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), uc))
                    if it.get("selling_price") is not None:
                        price[p] = dec(it["selling_price"])
                        self.price_log.append((r["date"], p, price[p]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = [(it["product"], dec(it["quantity"]), r2(dec(it["quantity"]) * price[it["product"]]))
                         for it in r["items"]]
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], dec(r["quantity"])))
        self.live = [s for s in self.sales if s["ret"] is None]

    # ---- selections
    def sel(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        for s in self.live:
            if not (lo <= s["date"] <= hi) or (cust and s["cust"] != cust):
                continue
            if wd is not None and day(s["date"]).weekday() not in wd:
                continue
            for p, q, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, q, v

    def takings(self, **kw):
        return sum((v for _, _, _, v in self.sel(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((q for _, _, q, _ in self.sel(**kw)), Decimal(0))

    def cogs(self, **kw):
        return sum((q * self.cost[p] for _, p, q, _ in self.sel(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.takings(**kw) - self.cogs(**kw)

    def margin(self, **kw):
        return self.profit(**kw) / self.takings(**kw) * 100

    def nsales(self, **kw):
        return len({id(s) for s, _, _, _ in self.sel(**kw)})

    def value(self, s):
        return sum((v for _, _, v in s["lines"]), Decimal(0))

    def refunds(self, lo="0000", hi="9999", cust=None):
        return sum((self.value(s) for d, c, s in self.rets if lo <= d <= hi and (cust is None or c == cust)),
                   Decimal(0))

    def nreturns(self, lo="0000", hi="9999", cust=None):
        return sum(1 for d, c, s in self.rets if lo <= d <= hi and (cust is None or c == cust))

    def stock(self, p, d=None):
        d = d or self.today
        assert d <= self.today
        bought = sum((b[3] for b in self.buys if b[2] == p and b[0] <= d), Decimal(0))
        sold = sum((q for s in self.sales if s["date"] <= d and not (s["ret"] and s["ret"] <= d)
                    for pp, q, _ in s["lines"] if pp == p), Decimal(0))
        ad = sum((q for dt, pp, q in self.adj if pp == p and dt <= d), Decimal(0))
        return bought - sold + ad

    def price(self, p, d=None):
        d = d or self.today
        out = None
        for dt, pp, pr in self.price_log:
            if pp == p and dt <= d:
                out = pr
        return out

    def writeoff_cost(self, lo="0000", hi="9999", prod=None):
        return sum((-q * self.cost[p] for d, p, q in self.adj if q < 0 and lo <= d <= hi and prod in (None, p)),
                   Decimal(0))

    def writeoff_kg(self, lo="0000", hi="9999", prod=None):
        return sum((-q for d, p, q in self.adj if q < 0 and lo <= d <= hi and prod in (None, p)), Decimal(0))

    def purchases(self, lo="0000", hi="9999", sup=None, prod=None):
        return sum((b[3] * b[4] for b in self.buys if lo <= b[0] <= hi and sup in (None, b[1]) and prod in (None, b[2])),
                   Decimal(0))

    def group(self, keyf, measure="takings", **kw):
        out = {}
        for s, p, q, v in self.sel(**kw):
            k = keyf(s, p)
            x = v if measure == "takings" else q if measure == "kilos" else v - q * self.cost[p]
            out[k] = out.get(k, Decimal(0)) + x
        return out

    def by_day(self, **kw):
        return self.group(lambda s, p: s["date"], **kw)

    def by_week(self, **kw):
        return self.group(lambda s, p: monday(s["date"]), **kw)

    def by_cust(self, **kw):
        return self.group(lambda s, p: s["cust"], **kw)

    def by_prod(self, **kw):
        return self.group(lambda s, p: p, **kw)

    def by_weekday(self, **kw):
        return self.group(lambda s, p: day(s["date"]).strftime("%A"), **kw)

    def visits(self, cust, **kw):
        return sorted({s["date"] for s, _, _, _ in self.sel(cust=cust, **kw)})

    def sale_counts(self, lo="0000", hi="9999"):
        out = {}
        for s in self.live:
            if lo <= s["date"] <= hi:
                out[s["cust"]] = out.get(s["cust"], 0) + 1
        return out


# ------------------------------------------------------------ expect builders
def M(x):
    return {"type": "number", "value": float(r2(Decimal(x)))}


P = M  # percent, 2 dp


def K(x):
    return {"type": "number", "value": float(Decimal(x).quantize(K3, rounding=ROUND_HALF_UP))}


def N(n):
    assert n == int(n)
    return {"type": "number", "value": int(n)}


def NAME(s):
    return {"type": "name", "value": s}


def NAMES(vals, ordered=False):
    vals = list(vals)
    assert vals
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def TAB(key, rows, kind="money"):
    f = (lambda v: float(r2(v))) if kind == "money" else (lambda v: float(v.quantize(K3))) if kind == "kg" else int
    out = {k: f(v) for k, v in sorted(rows.items()) if v != 0}
    assert out
    return {"type": "table", "key": key, "rows": out}


def top(d, n=1, largest=True):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=largest)
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), items[: n + 1]
    return [k for k, _ in items[:n]]


def over(d, thr, above=True):
    assert all(v != thr for v in d.values())
    return [k for k, v in d.items() if (v > thr if above else v < thr)]


def pct(a, b):
    return (a - b) / b * 100


REF = {"type": "refuse"}
T = "2024-02-29"
_cache = {}


def L_(today):
    if today not in _cache:
        _cache[today] = Ledger(today)
    return _cache[today]


def last_visit(L, c):
    return L.visits(c)[-1]


def stock_value(L, d=None):
    return sum((L.stock(p, d) * L.cost[p] for p in L.cost), Decimal(0))


def avg_basket(L, **kw):
    return L.takings(**kw) / L.nsales(**kw)


def custs(L, **kw):
    return {s["cust"] for s, _, _, _ in L.sel(**kw)}


def biggest_sale(L, lo, hi):
    vals = {}
    for s in L.live:
        if lo <= s["date"] <= hi:
            assert s["cust"] not in vals
            vals[s["cust"]] = L.value(s)
    return top(vals)[0]


INV, CASH, BOOK, CR = "investor", "cashier", "bookkeeper", "customer_relations"

Q = [
    # ================================================================ investor
    (INV, T, "Week on week, how much did takings grow last week compared with the week before, as a percent?",
     lambda L: P(pct(L.takings(lo="2024-02-19", hi="2024-02-25"), L.takings(lo="2024-02-12", hi="2024-02-18")))),
    (INV, T, "Lay out revenue week by week for me, each week keyed by its Monday",
     lambda L: TAB("week", L.by_week())),
    (INV, T, "What's the average basket across February — dollars per sale?", lambda L: M(avg_basket(L))),
    (INV, T, "Best trading day of the month so far, by takings?", lambda L: NAME(top(L.by_day())[0])),
    (INV, T, "And the weakest day for takings?", lambda L: NAME(top(L.by_day(), largest=False)[0])),
    (INV, T, "Who are the three biggest spenders, biggest first?", lambda L: NAMES(top(L.by_cust(), 3), True)),
    (INV, T, "Which fruit is the top earner by revenue?", lambda L: NAME(top(L.by_prod())[0])),
    (INV, T, "Gross margin on the whole month, as a percentage of revenue?", lambda L: P(L.margin())),
    (INV, T, "Break takings down by day of the week", lambda L: TAB("weekday", L.by_weekday())),
    (INV, T, "Which day of the week pulls in the most money?", lambda L: NAME(top(L.by_weekday())[0])),
    (INV, T, "How many distinct customers bought something this month?", lambda L: N(len(custs(L)))),
    (INV, T, "Revenue per customer for February — total takings divided by the number of distinct buyers?",
     lambda L: M(L.takings() / len(custs(L)))),
    (INV, T, "What share of revenue came in on weekends, in percent?",
     lambda L: P(L.takings(wd={5, 6}) / L.takings() * 100)),
    (INV, T, "Average takings per calendar day in February, over all 29 days?", lambda L: M(L.takings() / 29)),
    (INV, T, "Takings for the back half of the month, the 15th through the 29th?",
     lambda L: M(L.takings(lo="2024-02-15", hi="2024-02-29"))),
    (INV, T, "Which customers have spent more than $60 in total?", lambda L: NAMES(over(L.by_cust(), 60))),
    (INV, T, "Average kilos per sale this month?", lambda L: K(L.kilos() / L.nsales())),
    (INV, T, "Gross profit week by week, weeks keyed by Monday",
     lambda L: TAB("week", L.group(lambda s, p: monday(s["date"]), "profit"))),
    (INV, T, "Percent change in takings from the week starting 5 Feb to the week starting 12 Feb?",
     lambda L: P(pct(L.takings(lo="2024-02-12", hi="2024-02-18"), L.takings(lo="2024-02-05", hi="2024-02-11")))),
    (INV, "2024-02-18", "How much have we banked this week so far?",
     lambda L: M(L.takings(lo="2024-02-12", hi="2024-02-18"))),
    (INV, "2024-02-18", "Average ticket so far this month?", lambda L: M(avg_basket(L))),
    (INV, "2024-02-25", "Which product is the biggest gross-profit driver to date?",
     lambda L: NAME(top(L.by_prod(measure="profit"))[0])),
    (INV, "2024-02-25", "How many customers have three or more separate sales on the books so far?",
     lambda L: N(len([c for c, n in L.sale_counts().items() if n >= 3]))),
    (INV, T, "Who's our most frequent shopper by number of sales?", lambda L: NAME(top(L.sale_counts())[0])),
    (INV, T, "Which fruit moves the fewest kilos?", lambda L: NAME(top(L.by_prod(measure="kilos"), largest=False)[0])),
    (INV, T, "What fraction of revenue is cherries, in percent?",
     lambda L: P(L.takings(prod="cherry") / L.takings() * 100)),
    (INV, T, "Strongest week of the month — give me the Monday it started on",
     lambda L: NAME(top(L.by_week())[0])),
    (INV, T, "On how many days did takings clear $30?", lambda L: N(len(over(L.by_day(), 30)))),
    (INV, T, "Average sale value on weekends only?", lambda L: M(avg_basket(L, wd={5, 6}))),
    (INV, T, "Gross profit for last week?", lambda L: M(L.profit(lo="2024-02-19", hi="2024-02-25"))),
    (INV, T, "Total gross profit month to date?", lambda L: M(L.profit())),
    (INV, T, "How many different customers shopped with us last week?",
     lambda L: N(len(custs(L, lo="2024-02-19", hi="2024-02-25")))),
    (INV, T, "What percent of revenue does our single biggest customer account for?",
     lambda L: P(max(L.by_cust().values()) / L.takings() * 100)),
    (INV, T, "Top two products by revenue, in order", lambda L: NAMES(top(L.by_prod(), 2), True)),
    (INV, T, "Average revenue per kilo sold across the whole range?", lambda L: M(L.takings() / L.kilos())),
    (INV, "2024-02-14", "Weekly takings so far, by week starting Monday", lambda L: TAB("week", L.by_week())),
    (INV, "2024-02-14", "Who's the best customer by spend up to now?", lambda L: NAME(top(L.by_cust())[0])),
    (INV, "2024-02-10", "How many repeat buyers do we have yet — customers with two or more separate sales?",
     lambda L: N(len([c for c, n in L.sale_counts().items() if n >= 2]))),
    (INV, T, "Which days of the week brought in under $80 in total this month?",
     lambda L: NAMES(over(L.by_weekday(), 80, above=False))),
    (INV, T, "Kilos sold per week, weeks keyed by Monday",
     lambda L: TAB("week", L.by_week(measure="kilos"), "kg")),
    (INV, T, "Margin percent on strawberries?", lambda L: P(L.margin(prod="strawberry"))),
    (INV, T, "Revenue by customer, please", lambda L: TAB("customer", L.by_cust())),
    (INV, T, "What will takings be in March at this run rate?", lambda L: REF),
    (INV, T, "What's our customer acquisition cost?", lambda L: REF),
    (INV, T, "How do our sales compare with the greengrocer down the road?", lambda L: REF),
    (INV, "2024-02-20", "What did the week of the 26th bring in?", lambda L: REF),
    (INV, T, "How did January compare with February for revenue?", lambda L: REF),
    (INV, T, "What's the valuation of the business on a 3x revenue multiple plus our rent savings?", lambda L: REF),
    # ================================================================ cashier
    (CASH, "2024-02-07", "what've we taken today?", lambda L: M(L.takings(lo=L.today, hi=L.today))),
    (CASH, "2024-02-07", "any refunds today? how much went back out", lambda L: M(L.refunds(L.today, L.today))),
    (CASH, "2024-02-07", "how many sales have I rung up since we opened this morning",
     lambda L: N(L.nsales(lo=L.today, hi=L.today))),
    (CASH, "2024-02-12", "refunds today?", lambda L: M(L.refunds(L.today, L.today))),
    (CASH, "2024-02-12", "till total for today pls", lambda L: M(L.takings(lo=L.today, hi=L.today))),
    (CASH, "2024-02-15", "how much did I hand back in refunds today", lambda L: M(L.refunds(L.today, L.today))),
    (CASH, "2024-02-15", "who had the biggest single sale today?", lambda L: NAME(biggest_sale(L, L.today, L.today))),
    (CASH, "2024-02-23", "sales rung up today, total $, not counting the refund", lambda L: M(L.takings(lo=L.today, hi=L.today))),
    (CASH, "2024-02-23", "how much got refunded today", lambda L: M(L.refunds(L.today, L.today))),
    (CASH, "2024-02-26", "what's the take so far today?", lambda L: M(L.takings(lo=L.today, hi=L.today))),
    (CASH, "2024-02-26", "refunds this shift — so today — how much?", lambda L: M(L.refunds(L.today, L.today))),
    (CASH, "2024-02-26", "how many customers came through today? (count sales)",
     lambda L: N(L.nsales(lo=L.today, hi=L.today))),
    (CASH, "2024-02-18", "what are oranges going for now, per kg?", lambda L: M(L.price("orange"))),
    (CASH, "2024-02-17", "price of oranges a kilo right now?", lambda L: M(L.price("orange"))),
    (CASH, "2024-02-19", "banana price now", lambda L: M(L.price("banana"))),
    (CASH, "2024-02-24", "what are we charging for pears now", lambda L: M(L.price("pear"))),
    (CASH, T, "how much is a kilo of cherries?", lambda L: M(L.price("cherry"))),
    (CASH, T, "today's takings?", lambda L: M(L.takings(lo=T, hi=T))),
    (CASH, T, "how many sales since opening today", lambda L: N(L.nsales(lo=T, hi=T))),
    (CASH, T, "refunds today", lambda L: M(L.refunds(T, T))),
    (CASH, T, "biggest single sale today, whose was it?", lambda L: NAME(biggest_sale(L, T, T))),
    (CASH, T, "kilos of mango out the door today?", lambda L: K(L.kilos(lo=T, hi=T, prod="mango"))),
    (CASH, T, "how much mango's left in stock now, kg", lambda L: K(L.stock("mango"))),
    (CASH, T, "who came in and bought today?", lambda L: NAMES(custs(L, lo=T, hi=T))),
    (CASH, T, "what did Ken's sale come to today?", lambda L: M(L.takings(lo=T, hi=T, cust="Ken Smith"))),
    (CASH, T, "yesterday's takings?", lambda L: M(L.takings(lo="2024-02-28", hi="2024-02-28"))),
    (CASH, T, "what have we taken since Monday?", lambda L: M(L.takings(lo="2024-02-26", hi=T))),
    (CASH, T, "refunds this week?", lambda L: M(L.refunds("2024-02-26", T))),
    (CASH, "2024-02-16", "strawberries left after today's delivery, in kilos?", lambda L: K(L.stock("strawberry"))),
    (CASH, "2024-02-16", "today's sales by fruit, in kg", lambda L: TAB("product", L.by_prod(lo=L.today, hi=L.today, measure="kilos"), "kg")),
    (CASH, "2024-02-09", "how much in the till from sales today?", lambda L: M(L.takings(lo=L.today, hi=L.today))),
    (CASH, "2024-02-09", "number of sales today", lambda L: N(L.nsales(lo=L.today, hi=L.today))),
    (CASH, "2024-02-05", "today's total so far?", lambda L: M(L.takings(lo=L.today, hi=L.today))),
    (CASH, "2024-02-05", "apples — how many kilos went today?", lambda L: K(L.kilos(lo=L.today, hi=L.today, prod="apple"))),
    (CASH, "2024-02-20", "end of shift: what did we take today", lambda L: M(L.takings(lo=L.today, hi=L.today))),
    (CASH, "2024-02-20", "how many sales did I do today", lambda L: N(L.nsales(lo=L.today, hi=L.today))),
    (CASH, "2024-02-28", "how much cherry we got now, kilos?", lambda L: K(L.stock("cherry"))),
    (CASH, "2024-02-22", "what did Ann's sale come to today", lambda L: M(L.takings(lo=L.today, hi=L.today, cust="Ann Brown"))),
    (CASH, "2024-02-10", "today's sales by customer", lambda L: TAB("customer", L.by_cust(lo=L.today, hi=L.today))),
    (CASH, T, "what's the dearest fruit per kilo right now?", lambda L: NAME(top({p: L.price(p) for p in L.cost})[0])),
    (CASH, T, "sales minus refunds since Monday — what's the net?",
     lambda L: M(L.takings(lo="2024-02-26", hi=T) - L.refunds("2024-02-26", T))),
    (CASH, "2024-02-25", "what did the weekend take, yesterday and today together?",
     lambda L: M(L.takings(lo="2024-02-24", hi="2024-02-25"))),
    (CASH, T, "give me the current price list, per kg", lambda L: TAB("product", {p: L.price(p) for p in L.cost})),
    (CASH, T, "void Ken's sale from this morning", lambda L: REF),
    (CASH, "2024-02-24", "add 3 kilos of apples to Mei's order", lambda L: REF),
    (CASH, T, "how much cash should be in the drawer vs card?", lambda L: REF),
    (CASH, "2024-02-27", "what are we gonna take tomorrow?", lambda L: REF),
    (CASH, T, "what did Smith pay last time he was in?", lambda L: REF),
    (CASH, T, "what's the weather doing tomorrow, should I put the fruit out front?", lambda L: REF),
    # ================================================================ bookkeeper
    (BOOK, T, "What is turnover for February?", lambda L: M(L.takings())),
    (BOOK, T, "Cost of sales for the month?", lambda L: M(L.cogs())),
    (BOOK, T, "Gross profit for February, please.", lambda L: M(L.profit())),
    (BOOK, T, "Gross profit margin as a percentage of turnover?", lambda L: P(L.margin())),
    (BOOK, T, "Total stock write-downs for the period, valued at cost?", lambda L: M(L.writeoff_cost())),
    (BOOK, T, "Write-downs in kilos for the period?", lambda L: K(L.writeoff_kg())),
    (BOOK, T, "Write-downs at cost, analysed by product", lambda L: TAB("product", {p: L.writeoff_cost(prod=p) for p in L.cost})),
    (BOOK, T, "How many credit notes have we raised for returns this month?", lambda L: N(L.nreturns())),
    (BOOK, T, "Total value of credit notes issued?", lambda L: M(L.refunds())),
    (BOOK, T, "Credit notes issued in the week commencing 19 February — total value?",
     lambda L: M(L.refunds("2024-02-19", "2024-02-25"))),
    (BOOK, T, "Total purchases at cost for the period?", lambda L: M(L.purchases())),
    (BOOK, T, "Purchases ledger: spend at cost by supplier", lambda L: TAB("supplier", {b[1]: L.purchases(sup=b[1]) for b in L.buys})),
    (BOOK, T, "Purchases at cost by product line", lambda L: TAB("product", {p: L.purchases(prod=p) for p in L.cost})),
    (BOOK, T, "Closing stock valuation at cost on 29 February?", lambda L: M(stock_value(L))),
    (BOOK, "2024-02-15", "Stock valuation at cost as at close of business today?", lambda L: M(stock_value(L))),
    (BOOK, T, "Cost of sales analysed by product", lambda L: TAB("product", {p: L.cogs(prod=p) for p in L.cost})),
    (BOOK, T, "Gross profit by product line", lambda L: TAB("product", L.by_prod(measure="profit"))),
    (BOOK, T, "Turnover by month", lambda L: TAB("month", L.group(lambda s, p: s["date"][:7]))),
    (BOOK, T, "Turnover on apples, net of returns?", lambda L: M(L.takings(prod="apple"))),
    (BOOK, T, "Cost of sales for the week ending Sunday 18 February?", lambda L: M(L.cogs(lo="2024-02-12", hi="2024-02-18"))),
    (BOOK, T, "Gross profit less stock write-downs at cost, for the month?", lambda L: M(L.profit() - L.writeoff_cost())),
    (BOOK, T, "Total purchases from Green Valley Farms at cost?", lambda L: M(L.purchases(sup="Green Valley Farms"))),
    (BOOK, T, "Which supplier did we purchase the most from by value?",
     lambda L: NAME(top({b[1]: L.purchases(sup=b[1]) for b in L.buys})[0])),
    (BOOK, T, "Unit cost of mangoes?", lambda L: M(L.cost["mango"])),
    (BOOK, "2024-02-20", "Turnover month to date?", lambda L: M(L.takings())),
    (BOOK, "2024-02-20", "Cost of sales month to date?", lambda L: M(L.cogs())),
    (BOOK, "2024-02-10", "Value of credit notes issued to date?", lambda L: M(L.refunds())),
    (BOOK, T, "Turnover for the first seven days, 1st to the 7th inclusive?", lambda L: M(L.takings(lo="2024-02-01", hi="2024-02-07"))),
    (BOOK, T, "Cherry stock in kilos at close of business on the 14th?", lambda L: K(L.stock("cherry", "2024-02-14"))),
    (BOOK, T, "Closing stock of pears in kilos?", lambda L: K(L.stock("pear"))),
    (BOOK, T, "Gross profit on cherries?", lambda L: M(L.profit(prod="cherry"))),
    (BOOK, T, "Write-downs on strawberries at cost?", lambda L: M(L.writeoff_cost(prod="strawberry"))),
    (BOOK, T, "How many sale records stand for the month once returned sales are taken out?", lambda L: N(L.nsales())),
    (BOOK, T, "Total kilos purchased in the period?", lambda L: K(sum((b[3] for b in L.buys), Decimal(0)))),
    (BOOK, T, "Average cost of sales per kilo sold?", lambda L: M(L.cogs() / L.kilos())),
    (BOOK, T, "Credit notes by customer, total value each", lambda L: TAB("customer", {c: L.refunds(cust=c) for _, c, _ in L.rets})),
    (BOOK, T, "Credit notes by date issued, value", lambda L: TAB("day", {d: L.refunds(d, d) for d, _, _ in L.rets})),
    (BOOK, T, "Gross profit from the 16th to month end?", lambda L: M(L.profit(lo="2024-02-16", hi=T))),
    (BOOK, T, "Turnover before the 10th?", lambda L: M(L.takings(hi="2024-02-09"))),
    (BOOK, "2024-02-25", "Write-downs to date, in kilos?", lambda L: K(L.writeoff_kg())),
    (BOOK, T, "Purchases from ABC at cost?", lambda L: M(L.purchases(sup="ABC"))),
    (BOOK, T, "Which product lines closed the month with under 20 kg in stock?",
     lambda L: NAMES(over({p: L.stock(p) for p in L.cost}, 20, above=False))),
    (BOOK, T, "What's our VAT liability for the quarter?", lambda L: REF),
    (BOOK, T, "Post a journal writing off 3 kg of bananas", lambda L: REF),
    (BOOK, T, "Delete the credit note we gave Bob", lambda L: REF),
    (BOOK, T, "What were accrued wages at month end?", lambda L: REF),
    (BOOK, "2024-02-14", "Turnover for the week commencing 19 February?", lambda L: REF),
    (BOOK, T, "Depreciation charge on the delivery van this month?", lambda L: REF),
    # ================================================================ customer relations
    (CR, T, "What has Mei been buying from us this month?", lambda L: NAMES(L.by_prod(cust="Mei Chen"))),
    (CR, T, "When did Omar last come in and buy something?", lambda L: NAME(last_visit(L, "Omar Haddad"))),
    (CR, T, "How much has Eva spent with us?", lambda L: M(L.takings(cust="Eva Berg"))),
    (CR, "2024-02-05", "How much has Eva Berg spent so far?", lambda L: M(L.takings(cust="Eva Berg"))),
    (CR, T, "How many separate sales has Raj had with us?", lambda L: N(L.nsales(cust="Raj Patel"))),
    (CR, T, "How many times has Tom brought something back?", lambda L: N(L.nreturns(cust="Tom Lee"))),
    (CR, T, "How much did we refund Bob?", lambda L: M(L.refunds(cust="Bob Smith"))),
    (CR, T, "When was Sue Davis's first purchase?", lambda L: NAME(L.visits("Sue Davis")[0])),
    (CR, T, "What's Zoe's favourite fruit, going by kilos?", lambda L: NAME(top(L.by_prod(cust="Zoe Davis", measure="kilos"))[0])),
    (CR, T, "How many kilos of bananas has Ida bought?", lambda L: K(L.kilos(cust="Ida Novak", prod="banana"))),
    (CR, T, "What does Luis spend on average per sale?", lambda L: M(avg_basket(L, cust="Luis Garcia"))),
    (CR, T, "How much did Ann spend last week?", lambda L: M(L.takings(lo="2024-02-19", hi="2024-02-25", cust="Ann Brown"))),
    (CR, T, "Which customers haven't bought anything since the 20th?",
     lambda L: NAMES(c for c in custs(L) if last_visit(L, c) < "2024-02-20")),
    (CR, T, "What did Mei pick up on the 24th?", lambda L: NAMES(L.by_prod(cust="Mei Chen", lo="2024-02-24", hi="2024-02-24"))),
    (CR, T, "Which fruits has Sue bought?", lambda L: NAMES(L.by_prod(cust="Sue Davis"))),
    (CR, T, "How much has Tom Lee spent, after his returns?", lambda L: M(L.takings(cust="Tom Lee"))),
    (CR, "2024-02-14", "What's Tom's spend so far?", lambda L: M(L.takings(cust="Tom Lee"))),
    (CR, "2024-02-20", "When was Omar last in buying?", lambda L: NAME(last_visit(L, "Omar Haddad"))),
    (CR, T, "On how many different days did Zoe buy from us?", lambda L: N(len(L.visits("Zoe Davis")))),
    (CR, T, "Who's spent the most on cherries?", lambda L: NAME(top(L.by_cust(prod="cherry"))[0])),
    (CR, T, "How much has Raj spent on bananas?", lambda L: M(L.takings(cust="Raj Patel", prod="banana"))),
    (CR, T, "Omar's spending broken down by fruit", lambda L: TAB("product", L.by_prod(cust="Omar Haddad"))),
    (CR, T, "Eva's spend day by day", lambda L: TAB("day", L.by_day(cust="Eva Berg"))),
    (CR, T, "What was Bob's biggest single purchase worth?",
     lambda L: M(max(L.value(s) for s in L.live if s["cust"] == "Bob Smith"))),
    (CR, T, "Ken Smith's total spend this month?", lambda L: M(L.takings(cust="Ken Smith"))),
    (CR, "2024-02-12", "How much has Ken Smith spent with us so far?", lambda L: M(L.takings(cust="Ken Smith"))),
    (CR, T, "When did Ida last buy?", lambda L: NAME(last_visit(L, "Ida Novak"))),
    (CR, T, "How many kilos has Ann bought altogether?", lambda L: K(L.kilos(cust="Ann Brown"))),
    (CR, T, "What did Luis buy on his last visit?",
     lambda L: NAMES(L.by_prod(cust="Luis Garcia", lo=last_visit(L, "Luis Garcia")))),
    (CR, T, "Which customers have bought mango?", lambda L: NAMES(L.by_cust(prod="mango"))),
    (CR, T, "How many different customers have bought strawberries?", lambda L: N(len(L.by_cust(prod="strawberry")))),
    (CR, T, "How much has Mei spent since the 15th?", lambda L: M(L.takings(cust="Mei Chen", lo="2024-02-15"))),
    (CR, T, "Zoe's spend before the 10th?", lambda L: M(L.takings(cust="Zoe Davis", hi="2024-02-09"))),
    (CR, T, "What did Raj spend between the 20th and the 27th?",
     lambda L: M(L.takings(cust="Raj Patel", lo="2024-02-20", hi="2024-02-27"))),
    (CR, T, "Who bought pears on the 21st?", lambda L: NAMES(L.by_cust(prod="pear", lo="2024-02-21", hi="2024-02-21"))),
    (CR, "2024-02-19", "What's Eva's total spend to date?", lambda L: M(L.takings(cust="Eva Berg"))),
    (CR, T, "How many times did Ann buy mango?", lambda L: N(L.nsales(cust="Ann Brown", prod="mango"))),
    (CR, T, "Which day did Tom spend the most?", lambda L: NAME(top(L.by_day(cust="Tom Lee"))[0])),
    (CR, T, "When did Eva last buy anything?", lambda L: NAME(last_visit(L, "Eva Berg"))),
    (CR, T, "Omar's average spend per sale?", lambda L: M(avg_basket(L, cust="Omar Haddad"))),
    (CR, T, "Which of our customers spent under $35 this month?", lambda L: NAMES(over(L.by_cust(), 35, above=False))),
    (CR, "2024-02-16", "How many times has Luis been in to buy so far?", lambda L: N(len(L.visits("Luis Garcia")))),
    (CR, T, "What's Mei's home address?", lambda L: REF),
    (CR, T, "How much did Davis spend this month?", lambda L: REF),
    (CR, T, "What did Smith buy last?", lambda L: REF),
    (CR, T, "Email Omar a thank-you note for being a regular", lambda L: REF),
    (CR, T, "Delete Eva's customer record please", lambda L: REF),
    (CR, "2024-02-15", "What will Raj buy next week?", lambda L: REF),
    (CR, T, "When's Ann's birthday?", lambda L: REF),
]


def main():
    out = []
    counts = {}
    for n, (persona, today, text, fn) in enumerate(Q, 1):
        exp = fn(L_(today))
        cat = "refuse" if exp["type"] == "refuse" else persona
        out.append({"id": f"q46-{n:03d}", "question": text, "today": today, "category": cat, "expect": exp})
        counts[cat] = counts.get(cat, 0) + 1
    with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
        f.writelines(json.dumps(q) + "\n" for q in out)
    early = sum(q["today"] < T for q in out)
    print("questions", len(out), "early-today", early)
    for k, v in sorted(counts.items()):
        print(" ", k, v)
    by_p = {}
    for persona, _, _, fn in Q:
        by_p[persona] = by_p.get(persona, 0) + 1
    print("by persona incl. refusals", by_p)


if __name__ == "__main__":
    main()
