"""Truth for bench/unseen56: hand-typed questions (grouped by persona) answered by
a small stdlib ledger that replays resources/demo/fruitshop_month.jsonl cut at
each question's `today`.  Writes questions.jsonl next to this file.

    python bench/unseen56/question_truth.py
"""

import datetime as dt
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

with open(DATA, encoding="utf-8") as _fh:
    RECS = [json.loads(line) for line in _fh if line.strip()]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
CENT = Decimal("0.01")
GRAM = Decimal("0.001")


def dec(x):
    return Decimal(str(x))


def day(s):
    return dt.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + dt.timedelta(days=n)).isoformat()


def monday(s):
    d = day(s)
    return (d - dt.timedelta(days=d.weekday())).isoformat()


def wd(s):
    return day(s).weekday()


# one unit cost per product (asserted)
UNIT_COST = {}
for _r in RECS:
    if _r["kind"] == "purchase":
        for _it in _r["items"]:
            _c = dec(_it["unit_cost"])
            assert UNIT_COST.setdefault(_it["product"], _c) == _c, "product with two unit costs"


class Ledger:
    """Everything dated on or before `today`, replayed in file order."""

    def __init__(self, today):
        self.today = today
        self.sales, self.buys, self.adj, self.rets, self.price_log = [], [], [], [], []
        price = {}
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                self.buys.append(r)
                for it in r["items"]:
                    if it.get("selling_price") is not None:
                        price[it["product"]] = dec(it["selling_price"])
                        self.price_log.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = dec(it["quantity"])
                    lines.append((it["product"], q, (q * price[it["product"]]).quantize(CENT, ROUND_HALF_UP)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], dec(r["quantity"])))
        self.price = price
        self.live = [s for s in self.sales if s["ret"] is None]

    # -------------------------------------------------------------- selection
    def lines(self, lo=None, hi=None, cust=None, prod=None, wds=None, include_returned=False):
        lo = lo or "0000-00-00"
        hi = hi or self.today
        pool = self.sales if include_returned else self.live
        for s in pool:
            if not lo <= s["date"] <= hi:
                continue
            if cust is not None and s["cust"] != cust:
                continue
            if wds is not None and wd(s["date"]) not in wds:
                continue
            for p, q, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, q, v

    def takings(self, **kw):
        return sum((v for _, _, _, v in self.lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((q for _, _, q, _ in self.lines(**kw)), Decimal(0))

    def cogs(self, **kw):
        return sum((q * UNIT_COST[p] for _, p, q, _ in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.takings(**kw) - self.cogs(**kw)

    def nsales(self, **kw):
        return len({id(s) for s, _, _, _ in self.lines(**kw)})

    def group(self, key, metric="takings", **kw):
        out = {}
        for s, p, q, v in self.lines(**kw):
            k = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                 "weekday": WEEKDAYS[wd(s["date"])]}[key]
            val = {"takings": v, "kilos": q, "profit": v - q * UNIT_COST[p], "cogs": q * UNIT_COST[p]}[metric]
            out[k] = out.get(k, Decimal(0)) + val
        return out

    def group_count(self, key, **kw):
        seen = {}
        for s, p, _, _ in self.lines(**kw):
            k = {"product": p, "customer": s["cust"], "day": s["date"],
                 "weekday": WEEKDAYS[wd(s["date"])]}[key]
            seen.setdefault(k, set()).add(id(s))
        return {k: len(v) for k, v in seen.items()}

    def customers(self, **kw):
        got = {s["cust"] for s, _, _, _ in self.lines(**kw)}
        assert got == {s["cust"] for s, _, _, _ in self.lines(include_returned=True, **kw)}, "returns matter"
        return got

    def refunds(self, lo=None, hi=None, wds=None):
        lo = lo or "0000-00-00"
        return sum((sum((v for _, _, v in s["lines"]), Decimal(0)) for d, s in self.rets
                    if lo <= d <= (hi or self.today) and (wds is None or wd(d) in wds)), Decimal(0))

    def nreturns(self, lo=None, hi=None):
        return sum(1 for d, _ in self.rets if (lo or "0000") <= d <= (hi or self.today))

    # -------------------------------------------------------------- stock side
    def stock(self, prod, d=None):
        d = d or self.today
        bought = sum((dec(it["quantity"]) for r in self.buys if r["date"] <= d for it in r["items"]
                      if it["product"] == prod), Decimal(0))
        sold = sum((q for s in self.sales if s["date"] <= d and (s["ret"] is None or s["ret"] > d)
                    for p, q, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((q for dd, p, q in self.adj if dd <= d and p == prod), Decimal(0))
        return bought - sold + adj

    def stock_all(self, d=None):
        return {p: self.stock(p, d) for p in UNIT_COST}

    def bought(self, prod=None, sup=None, lo=None, hi=None, cost=False):
        lo = lo or "0000-00-00"
        tot = Decimal(0)
        for r in self.buys:
            if not lo <= r["date"] <= (hi or self.today):
                continue
            if sup is not None and r["supplier"]["name"] != sup:
                continue
            for it in r["items"]:
                if prod is None or it["product"] == prod:
                    q = dec(it["quantity"])
                    tot += q * dec(it["unit_cost"]) if cost else q
        return tot

    def bought_by(self, key, cost=False):
        out = {}
        for r in self.buys:
            for it in r["items"]:
                k = r["supplier"]["name"] if key == "supplier" else it["product"]
                q = dec(it["quantity"])
                out[k] = out.get(k, Decimal(0)) + (q * dec(it["unit_cost"]) if cost else q)
        return out

    def price_on(self, prod, d):
        got = None
        for dd, p, pr in self.price_log:
            if p == prod and dd <= d:
                got = pr
        assert got is not None
        assert all(not (dd == d and p == prod) for dd, p, _ in self.price_log), "price changes that day"
        return got


# ------------------------------------------------------------------ answer shapes
def money(x):
    return {"type": "number", "value": float(Decimal(x).quantize(CENT, ROUND_HALF_UP))}


pct = money


def kg(x):
    return {"type": "number", "value": float(Decimal(x).quantize(GRAM, ROUND_HALF_UP))}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered=False):
    vs = list(vs)
    assert vs
    return {"type": "names", "values": vs if ordered else sorted(vs), "ordered": ordered}


def only(vs):
    vs = list(vs)
    assert len(vs) == 1, vs
    return name(vs[0])


def top(d, n=1, low=False):
    """Ranking: values must differ through the first item left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", items[: n + 1])
    if n == 1:
        return name(items[0][0])
    return names([k for k, _ in items[:n]], ordered=True)


def over(d, thr, under=False):
    thr = Decimal(str(thr))
    assert all(v != thr for v in d.values()), "value on threshold"
    return names([k for k, v in d.items() if (v < thr if under else v > thr)])


def table(key, d, kind="money"):
    q = CENT if kind == "money" else GRAM
    rows = {}
    for k in sorted(d):
        v = d[k] if kind == "count" else float(Decimal(d[k]).quantize(q, ROUND_HALF_UP))
        if v != 0:
            rows[k] = v
    return {"type": "table", "key": key, "rows": rows}


REFUSE = {"type": "refuse"}


def ratio(a, b):
    return a * 100 / b


def this_week(L):
    return monday(L.today), L.today


def last_week(L):
    m = monday(L.today)
    return shift(m, -7), shift(m, -1)


def last_n(L, n):
    return shift(L.today, -(n - 1)), L.today


def most_recent(L, weekday, strictly_later_in_week=True):
    """'last Saturday' etc.: only asked when that weekday falls later in the week than today."""
    if strictly_later_in_week:
        assert weekday > wd(L.today), "ambiguous 'last <weekday>'"
    d = L.today
    while wd(d) != weekday or d == L.today:
        d = shift(d, -1)
    return d


END = "2024-02-29"
QS = []


def Q(cat, today, text, fn):
    QS.append((cat, today, text, fn))


# =================================================================== formal_accountant
A = "formal_accountant"
Q(A, END, "What is the gross margin percentage for February to date?", lambda L: pct(ratio(L.profit(), L.takings())))
Q(A, "2024-02-18", "Please report cost of goods sold for the month.", lambda L: money(L.cogs()))
Q(A, END, "What is our average transaction value this month?", lambda L: money(L.takings() / L.nsales()))
Q(A, END, "State the total value of refunds issued in February.", lambda L: money(L.refunds()))
Q(A, END, "Compute the gross profit earned on strawberries for the period.",
  lambda L: money(L.profit(prod="strawberry")))
Q(A, END, "What is the inventory on hand for grapes, in kilograms?", lambda L: kg(L.stock("grape")))
Q(A, END, "Provide net sales revenue by product for the month.", lambda L: table("product", L.group("product")))
Q(A, END, "What was the gross margin on mangoes, expressed in dollars?", lambda L: money(L.profit(prod="mango")))
Q(A, END, "Please give COGS broken down by product line.", lambda L: table("product", L.group("product", "cogs")))
Q(A, END, "What is the refund ratio, i.e. refunds as a percentage of net sales, for the month?",
  lambda L: pct(ratio(L.refunds(), L.takings())))
Q(A, END, "How many sales transactions stand on the books for the month, net of reversals?",
  lambda L: count(L.nsales()))
Q(A, END, "What was the closing inventory of pears as at 15 February?", lambda L: kg(L.stock("pear", "2024-02-15")))
Q(A, END, "Revenue recognised in the week commencing 12 February?",
  lambda L: money(L.takings(lo="2024-02-12", hi="2024-02-18")))
Q(A, END, "What are total purchases at cost from Green Valley Farms?",
  lambda L: money(L.bought(sup="Green Valley Farms", cost=True)))
Q(A, END, "What average selling price per kilogram have we realised on oranges this month?",
  lambda L: money(L.takings(prod="orange") / L.kilos(prod="orange")))
Q(A, END, "Gross margin percentage on cherries, please.",
  lambda L: pct(ratio(L.profit(prod="cherry"), L.takings(prod="cherry"))))
Q(A, END, "Which product line generated the highest gross profit this period?",
  lambda L: top(L.group("product", "profit")))
Q(A, END, "Which product carries the lowest gross margin percentage over the month?",
  lambda L: top({p: ratio(v, L.takings(prod=p)) for p, v in L.group("product", "profit").items()}, low=True))
Q(A, END, "What is the value of inventory on hand at unit cost across all products?",
  lambda L: money(sum(q * UNIT_COST[p] for p, q in L.stock_all().items())))
Q(A, END, "What was operating revenue for the first fortnight, the 1st to the 14th inclusive?",
  lambda L: money(L.takings(lo="2024-02-01", hi="2024-02-14")))
Q(A, "2024-02-23", "What is the number of refunds processed to date?", lambda L: count(L.nreturns()))
Q(A, END, "Present revenue by week for the month, weeks keyed on the Monday.", lambda L: table("week", L.group("week")))
Q(A, END, "What are net sales attributable to Raj Patel for the period?", lambda L: money(L.takings(cust="Raj Patel")))
Q(A, END, "What is the cost of inventory written off through stock adjustments?",
  lambda L: money(sum(-q * UNIT_COST[p] for _, p, q in L.adj if q < 0)))
Q(A, END, "Gross profit for the week ended Sunday 25 February?",
  lambda L: money(L.profit(lo="2024-02-19", hi="2024-02-25")))
Q(A, END, "Revenue less cost of sales on Ann Brown's purchases this month?",
  lambda L: money(L.profit(cust="Ann Brown")))
Q(A, END, "Which three customer accounts contributed the most revenue?", lambda L: top(L.group("customer"), 3))
Q(A, "2024-02-17", "Set out gross profit by product.", lambda L: table("product", L.group("product", "profit")))
Q(A, END, "Net sales on Zoe Davis's account between the 1st and the 10th?",
  lambda L: money(L.takings(cust="Zoe Davis", lo="2024-02-01", hi="2024-02-10")))
Q(A, END, "Total kilograms sold in the period, net of returns?", lambda L: kg(L.kilos()))
Q(A, END, "What is average revenue per kilogram across the whole range?", lambda L: money(L.takings() / L.kilos()))
Q(A, "2024-02-09", "Aggregate inventory on hand across all lines, in kilograms?",
  lambda L: kg(sum(L.stock_all().values())))
Q(A, END, "Purchases at cost, analysed by supplier.", lambda L: table("supplier", L.bought_by("supplier", cost=True)))
Q(A, END, "What share of net revenue, as a percentage, came from strawberries?",
  lambda L: pct(ratio(L.takings(prod="strawberry"), L.takings())))
Q(A, END, "Closing inventory of bananas at 18 February?", lambda L: kg(L.stock("banana", "2024-02-18")))
Q(A, END, "What revenue was recognised today?", lambda L: money(L.takings(lo=L.today)))
Q(A, END, "Refunds recorded in the second half of the month, from the 15th onwards?",
  lambda L: money(L.refunds(lo="2024-02-15")))
Q(A, END, "Gross margin percentage for the week commencing 19 February?",
  lambda L: pct(ratio(L.profit(lo="2024-02-19", hi="2024-02-25"), L.takings(lo="2024-02-19", hi="2024-02-25"))))
Q(A, END, "Cost of goods sold on bananas for February?", lambda L: money(L.cogs(prod="banana")))
Q(A, "2024-02-11", "How many distinct customers transacted with us in the period?", lambda L: count(len(L.customers())))
Q(A, END, "What gross profit is attributable to Omar Haddad?", lambda L: money(L.profit(cust="Omar Haddad")))
Q(A, "2024-02-14", "What is gross profit month to date?", lambda L: money(L.profit()))
Q(A, "2024-02-10", "What is the average transaction value so far this month?",
  lambda L: money(L.takings() / L.nsales()))
Q(A, "2024-02-20", "What is inventory on hand for strawberries?", lambda L: kg(L.stock("strawberry")))
Q(A, "2024-02-12", "What is the total of refunds issued to date?", lambda L: money(L.refunds()))
Q(A, "2024-02-16", "Cost of goods sold for the current week to date?", lambda L: money(L.cogs(lo=this_week(L)[0])))
Q(A, "2024-02-21", "Average transaction value for the prior week?",
  lambda L: money(L.takings(lo=last_week(L)[0], hi=last_week(L)[1])
                  / L.nsales(lo=last_week(L)[0], hi=last_week(L)[1])))
Q(A, "2024-02-08", "What is the inventory on hand of oranges at close of business today?",
  lambda L: kg(L.stock("orange")))

# =================================================================== teen_helper
T = "teen_helper"
Q(T, END, "how much dosh came in this month", lambda L: money(L.takings()))
Q(T, END, "whos our top guy", lambda L: top(L.group("customer")))
Q(T, END, "mango left?", lambda L: kg(L.stock("mango")))
Q(T, END, "how many kilos of nanas we shift this week", lambda L: kg(L.kilos(lo=this_week(L)[0], prod="banana")))
Q(T, "2024-02-18", "whats the best seller by kg", lambda L: top(L.group("product", "kilos")))
Q(T, END, "strawbs left??", lambda L: kg(L.stock("strawberry")))
Q(T, END, "how much did omar spend lol", lambda L: money(L.takings(cust="Omar Haddad")))
Q(T, "2024-02-24", "total profit so far??", lambda L: money(L.profit()))
Q(T, "2024-02-20", "who bought mango", lambda L: names(L.customers(prod="mango")))
Q(T, END, "how much cash came in yday", lambda L: money(L.takings(lo=shift(L.today, -1), hi=shift(L.today, -1))))
Q(T, END, "pears sold today in kg", lambda L: kg(L.kilos(lo=L.today, prod="pear")))
Q(T, END, "any refunds this week? how much", lambda L: money(L.refunds(lo=this_week(L)[0])))
Q(T, END, "whats pears going for rn", lambda L: money(L.price["pear"]))
Q(T, END, "hw many sales did we do on the weekend just gone",
  lambda L: count(L.nsales(lo="2024-02-24", hi="2024-02-25")))
Q(T, END, "top 2 fruits by cash", lambda L: top(L.group("product"), 2))
Q(T, END, "who spent the least", lambda L: top(L.group("customer"), low=True))
Q(T, END, "how many kg of grapes went out the door this month", lambda L: kg(L.kilos(prod="grape")))
Q(T, END, "did we sell more apples or pears this month? kg wise",
  lambda L: top({p: L.kilos(prod=p) for p in ("apple", "pear")}))
Q(T, END, "mei's total?", lambda L: money(L.takings(cust="Mei Chen")))
Q(T, END, "wat did raj spend last wk",
  lambda L: money(L.takings(cust="Raj Patel", lo=last_week(L)[0], hi=last_week(L)[1])))
Q(T, END, "how much stock we got altogether rn, kilos", lambda L: kg(sum(L.stock_all().values())))
Q(T, END, "who buys the most strawbs", lambda L: top(L.group("customer", "kilos", prod="strawberry")))
Q(T, "2024-02-16", "how many returns we had", lambda L: count(L.nreturns()))
Q(T, END, "profit on bananas?", lambda L: money(L.profit(prod="banana")))
Q(T, END, "sales count today pls", lambda L: count(L.nsales(lo=L.today)))
Q(T, END, "avg spend per sale?", lambda L: money(L.takings() / L.nsales()))
Q(T, END, "how much grape did tom get", lambda L: kg(L.kilos(cust="Tom Lee", prod="grape")))
Q(T, END, "who came in on the 20th", lambda L: names(L.customers(lo="2024-02-20", hi="2024-02-20")))
Q(T, END, "which fruits r under 22 kilos rn", lambda L: over(L.stock_all(), 22, under=True))
Q(T, END, "how much cash did the weekends bring this month",
  lambda L: money(L.takings(lo="2024-02-01", wds={5, 6})))
Q(T, END, "hows many customers we got buying stuff", lambda L: count(len(L.customers())))
Q(T, END, "whats apple going for", lambda L: money(L.price["apple"]))
Q(T, END, "what did ida spend on nanas", lambda L: money(L.takings(cust="Ida Novak", prod="banana")))
Q(T, END, "which fruit is in the most sales", lambda L: top(L.group_count("product")))
Q(T, END, "how much we fork out buying stock this month", lambda L: money(L.bought(cost=True)))
Q(T, END, "refunds total so far", lambda L: money(L.refunds()))
Q(T, END, "luis spend?", lambda L: money(L.takings(cust="Luis Garcia")))
Q(T, "2024-02-21", "whats left of everything", lambda L: table("product", L.stock_all(), "kg"))
Q(T, END, "how many kg did ken take home this month", lambda L: kg(L.kilos(cust="Ken Smith")))
Q(T, END, "cash from cherries last 7 days", lambda L: money(L.takings(lo=last_n(L, 7)[0], prod="cherry")))
Q(T, END, "anns spend on mango", lambda L: money(L.takings(cust="Ann Brown", prod="mango")))
Q(T, "2024-02-10", "how much dosh so far", lambda L: money(L.takings()))
Q(T, "2024-02-17", "oranges left?", lambda L: kg(L.stock("orange")))
Q(T, "2024-02-22", "whos been our biggest spender so far", lambda L: top(L.group("customer")))
Q(T, "2024-02-05", "how much cash in since the start", lambda L: money(L.takings()))
Q(T, "2024-02-13", "kilos of banana left", lambda L: kg(L.stock("banana")))
Q(T, "2024-02-25", "how much dosh this wk", lambda L: money(L.takings(lo=this_week(L)[0])))

# =================================================================== weekday_manager
W = "weekday_manager"
Q(W, END, "What did we take last Saturday?", lambda L: money(L.takings(lo=most_recent(L, 5), hi=most_recent(L, 5))))
Q(W, "2024-02-22", "How much did we take on Mondays this month?", lambda L: money(L.takings(wds={0})))
Q(W, END, "What were takings on the 14th?", lambda L: money(L.takings(lo="2024-02-14", hi="2024-02-14")))
Q(W, END, "Which day of the week brings in the most money?", lambda L: top(L.group("weekday")))
Q(W, END, "Break down this month's takings by day of the week.", lambda L: table("weekday", L.group("weekday")))
Q(W, "2024-02-26", "How many sales did we ring up on Tuesdays?", lambda L: count(L.nsales(wds={1})))
Q(W, END, "How many kilos have gone out on Fridays this month?", lambda L: kg(L.kilos(wds={4})))
Q(W, END, "What did we take on the 1st?", lambda L: money(L.takings(lo="2024-02-01", hi="2024-02-01")))
Q(W, END, "Who came in on the 7th?", lambda L: names(L.customers(lo="2024-02-07", hi="2024-02-07")))
Q(W, END, "Which single day this month had the best takings?", lambda L: top(L.group("day")))
Q(W, END, "Give me takings for each day last week.",
  lambda L: table("day", L.group("day", lo=last_week(L)[0], hi=last_week(L)[1])))
Q(W, END, "On which days this month did takings top $25?", lambda L: over(L.group("day"), 25))
Q(W, END, "What have weekends brought in this month, Saturdays and Sundays together?",
  lambda L: money(L.takings(wds={5, 6})))
Q(W, END, "What did we take Monday to Friday only, across the month?", lambda L: money(L.takings(wds={0, 1, 2, 3, 4})))
Q(W, END, "What did Thursday the 22nd bring in?", lambda L: money(L.takings(lo="2024-02-22", hi="2024-02-22")))
Q(W, END, "What's the average take per Saturday this month?",
  lambda L: money(L.takings(wds={5}) / len({d for d in ("2024-02-03", "2024-02-10", "2024-02-17", "2024-02-24")})))
Q(W, END, "Which Wednesday was the best for takings?",
  lambda L: top({d: v for d, v in L.group("day").items() if wd(d) == 2}))
Q(W, END, "How much did we refund on Mondays?", lambda L: money(L.refunds(wds={0})))
Q(W, END, "How many kilos of strawberries went on the 28th?",
  lambda L: kg(L.kilos(lo="2024-02-28", hi="2024-02-28", prod="strawberry")))
Q(W, END, "Takings for this week so far?", lambda L: money(L.takings(lo=this_week(L)[0])))
Q(W, END, "What were last week's takings?", lambda L: money(L.takings(lo=last_week(L)[0], hi=last_week(L)[1])))
Q(W, END, "How much profit do we make on Sundays, all told?", lambda L: money(L.profit(wds={6})))
Q(W, END, "How many sales went through on the 16th?", lambda L: count(L.nsales(lo="2024-02-16", hi="2024-02-16")))
Q(W, END, "How much banana do we sell on Tuesdays, in kilos?", lambda L: kg(L.kilos(wds={1}, prod="banana")))
Q(W, END, "What did we take between the 10th and the 12th?",
  lambda L: money(L.takings(lo="2024-02-10", hi="2024-02-12")))
Q(W, END, "Takings since the 25th?", lambda L: money(L.takings(lo="2024-02-25")))
Q(W, END, "What did we take before the 5th?", lambda L: money(L.takings(hi="2024-02-04")))
Q(W, END, "Which customers shop with us on Saturdays?", lambda L: names(L.customers(wds={5})))
Q(W, END, "What did Sunday the 18th end up being worth, after returns?",
  lambda L: money(L.takings(lo="2024-02-18", hi="2024-02-18")))
Q(W, "2024-02-20", "Show takings per week, keyed by the Monday.", lambda L: table("week", L.group("week")))
Q(W, END, "Which weekday sells the fewest kilos?", lambda L: top(L.group("weekday", "kilos"), low=True))
Q(W, END, "How many sales over the weekend of the 10th and 11th?",
  lambda L: count(L.nsales(lo="2024-02-10", hi="2024-02-11")))
Q(W, END, "What have we taken in the last 3 days?", lambda L: money(L.takings(lo=last_n(L, 3)[0])))
Q(W, END, "On what date did we sell the most cherries by weight?",
  lambda L: top(L.group("day", "kilos", prod="cherry")))
Q(W, END, "What was the profit on the 22nd?", lambda L: money(L.profit(lo="2024-02-22", hi="2024-02-22")))
Q(W, END, "How much did the Thursdays bring in?", lambda L: money(L.takings(wds={3})))
Q(W, "2024-02-26", "What did we take last Friday?",
  lambda L: money(L.takings(lo=most_recent(L, 4), hi=most_recent(L, 4))))
Q(W, "2024-02-26", "How did Sunday go for takings?", lambda L: money(L.takings(lo="2024-02-25", hi="2024-02-25")))
Q(W, "2024-02-15", "What did last Saturday bring in?",
  lambda L: money(L.takings(lo=most_recent(L, 5), hi=most_recent(L, 5))))
Q(W, "2024-02-21", "What did we take on Monday?", lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-19")))
Q(W, "2024-02-09", "What did Wednesday bring in?", lambda L: money(L.takings(lo="2024-02-07", hi="2024-02-07")))
Q(W, "2024-02-09", "What were the takings last Sunday?",
  lambda L: money(L.takings(lo=most_recent(L, 6), hi=most_recent(L, 6))))
Q(W, "2024-02-19", "What did the weekend bring in?", lambda L: money(L.takings(lo="2024-02-17", hi="2024-02-18")))
Q(W, "2024-02-19", "How much did we take on the 18th?", lambda L: money(L.takings(lo="2024-02-18", hi="2024-02-18")))
Q(W, "2024-02-28", "Takings yesterday?", lambda L: money(L.takings(lo=shift(L.today, -1), hi=shift(L.today, -1))))
Q(W, "2024-02-12", "What did we take last week, Monday through Sunday?",
  lambda L: money(L.takings(lo=last_week(L)[0], hi=last_week(L)[1])))
Q(W, "2024-02-04", "How are takings looking for this week?", lambda L: money(L.takings(lo=this_week(L)[0])))

# =================================================================== buyer
B = "buyer"
Q(B, END, "How many kilos of cherries have we got in stock?", lambda L: kg(L.stock("cherry")))
Q(B, END, "What's our unit cost on strawberries?", lambda L: money(UNIT_COST["strawberry"]))
Q(B, END, "Which products are below 20 kg on hand?", lambda L: over(L.stock_all(), 20, under=True))
Q(B, END, "How much have we spent with ABC this month?", lambda L: money(L.bought(sup="ABC", cost=True)))
Q(B, END, "Who do we get our mangoes from?",
  lambda L: only({r["supplier"]["name"] for r in L.buys for it in r["items"] if it["product"] == "mango"}))
Q(B, END, "Which suppliers have sold us bananas?",
  lambda L: names({r["supplier"]["name"] for r in L.buys for it in r["items"] if it["product"] == "banana"}))
Q(B, "2024-02-12", "How many kilos of stock did we buy in this month?", lambda L: kg(L.bought()))
Q(B, END, "How many kilos of pears have come from Hillside?",
  lambda L: kg(L.bought(prod="pear", sup="Hillside Produce")))
Q(B, END, "At the rate we sold over the last 7 days, which products have less than two weeks of stock left?",
  lambda L: over({p: 2 * L.kilos(lo=last_n(L, 7)[0], prod=p) - L.stock(p) for p in UNIT_COST}, 0))
Q(B, END, "How many kilos have we written off in stock counts this month?",
  lambda L: kg(sum(-q for _, _, q in L.adj if q < 0)))
Q(B, END, "What's the strawberry stock worth at cost?",
  lambda L: money(L.stock("strawberry") * UNIT_COST["strawberry"]))
Q(B, END, "How many kg of bananas have we sold in the last 7 days?",
  lambda L: kg(L.kilos(lo=last_n(L, 7)[0], prod="banana")))
Q(B, END, "Which product are we holding the most kilos of?", lambda L: top(L.stock_all()))
Q(B, END, "What did we spend on stock in the week of the 5th?",
  lambda L: money(L.bought(lo="2024-02-05", hi="2024-02-11", cost=True)))
Q(B, "2024-02-20", "Purchases at cost, product by product.",
  lambda L: table("product", L.bought_by("product", cost=True)))
Q(B, END, "How much cherry came in on the 28th?",
  lambda L: kg(L.bought(prod="cherry", lo="2024-02-28", hi="2024-02-28")))
Q(B, "2024-02-16", "Kilos bought from each supplier?", lambda L: table("supplier", L.bought_by("supplier"), "kg"))
Q(B, END, "Which fruits have we only bought on the 1st and never restocked since?",
  lambda L: names({it["product"] for r in L.buys for it in r["items"]}
                  - {it["product"] for r in L.buys if r["date"] > "2024-02-01" for it in r["items"]}))
Q(B, END, "What's the cheapest fruit for us to buy in, per kilo?", lambda L: top(UNIT_COST, low=True))
Q(B, END, "Which fruit costs us the most per kilo to buy?", lambda L: top(UNIT_COST))
Q(B, END, "How many kilos of oranges have we sold since the 18th?",
  lambda L: kg(L.kilos(lo="2024-02-18", prod="orange")))
Q(B, END, "How many deliveries has Green Valley Farms made this month?",
  lambda L: count(sum(1 for r in L.buys if r["supplier"]["name"] == "Green Valley Farms")))
Q(B, END, "What was apple stock at close on the 9th?", lambda L: kg(L.stock("apple", "2024-02-09")))
Q(B, "2024-02-23", "How many kilos of mango have we sold this month?", lambda L: kg(L.kilos(prod="mango")))
Q(B, END, "Which products do we buy from Green Valley?",
  lambda L: names({it["product"] for r in L.buys if r["supplier"]["name"] == "Green Valley Farms"
                   for it in r["items"]}))
Q(B, END, "What did the pear delivery on the 9th cost us?",
  lambda L: money(L.bought(prod="pear", lo="2024-02-09", hi="2024-02-09", cost=True)))
Q(B, END, "How many kg of cherries have been written off?",
  lambda L: kg(sum(-q for _, p, q in L.adj if p == "cherry" and q < 0)))
Q(B, END, "At today's price, what do we clear per kilo on grapes over cost?",
  lambda L: money(L.price["grape"] - UNIT_COST["grape"]))
Q(B, END, "What's our markup on mango as a percentage over cost, at the current price?",
  lambda L: pct(ratio(L.price["mango"] - UNIT_COST["mango"], UNIT_COST["mango"])))
Q(B, END, "Which products are we holding more than 28 kg of?", lambda L: over(L.stock_all(), 28))
Q(B, "2024-02-25", "If I reorder everything under 23 kg, what goes on the list?",
  lambda L: over(L.stock_all(), 23, under=True))
Q(B, END, "How much strawberry have we lost to stock counts?",
  lambda L: kg(sum(-q for _, p, q in L.adj if p == "strawberry" and q < 0)))
Q(B, END, "Kilos of each product sold this week?",
  lambda L: table("product", L.group("product", "kilos", lo=this_week(L)[0]), "kg"))
Q(B, "2024-02-10", "Which supplier have we spent the most with?", lambda L: top(L.bought_by("supplier", cost=True)))
Q(B, END, "What's the cost value of the pears we've sold?", lambda L: money(L.cogs(prod="pear")))
Q(B, END, "What's the margin per kilo on bananas at today's selling price?",
  lambda L: money(L.price["banana"] - UNIT_COST["banana"]))
Q(B, END, "How many kilos of strawberries have we bought in total?", lambda L: kg(L.bought(prod="strawberry")))
Q(B, END, "How many kilos of oranges are left on the shelf?", lambda L: kg(L.stock("orange")))
Q(B, END, "What have we paid Hillside Produce so far, at cost?",
  lambda L: money(L.bought(sup="Hillside Produce", cost=True)))
Q(B, "2024-02-15", "What's the grape stock right now?", lambda L: kg(L.stock("grape")))
Q(B, "2024-02-15", "How many kilos of strawberries have we got left?", lambda L: kg(L.stock("strawberry")))
Q(B, "2024-02-22", "How much have we spent on stock so far?", lambda L: money(L.bought(cost=True)))
Q(B, "2024-02-20", "What's the whole stock worth at cost right now?",
  lambda L: money(sum(q * UNIT_COST[p] for p, q in L.stock_all().items())))
Q(B, "2024-02-07", "Bananas on hand?", lambda L: kg(L.stock("banana")))
Q(B, "2024-02-25", "Total kilos on hand across the shop?", lambda L: kg(sum(L.stock_all().values())))
Q(B, "2024-02-20", "Which products are down to under 24 kg?", lambda L: over(L.stock_all(), 24, under=True))
Q(B, "2024-02-12", "Stock level of every product at the moment?", lambda L: table("product", L.stock_all(), "kg"))

# =================================================================== refuse
R = "refuse"
for _today, _text in [
    (END, "What will we take next week?"),
    ("2024-02-10", "Forecast our March sales."),
    (END, "How much did we take last February?"),
    (END, "What were total sales in 2023?"),
    (END, "Who was on the till on the 14th?"),
    (END, "How many hours did the staff work this week?"),
    (END, "What do we pay in rent each month?"),
    (END, "Was it raining on the 10th?"),
    (END, "How much has Smith spent with us?"),
    (END, "What did Davis buy this month?"),
    (END, "Delete Tom Lee's sales."),
    (END, "Change the price of apples to $2 a kilo."),
    (END, "Add a sale of 3 kg of mango for Raj Patel."),
    (END, "Record a return for Ida Novak's last sale."),
    (END, "What's the capital of France?"),
    ("2024-02-05", "tell me a joke"),
    (END, "will we run out of mango next week"),
    (END, "whats smiths fave fruit"),
    (END, "how much we gonna take tmrw"),
    (END, "Mark the Green Valley delivery as paid."),
    (END, "What did we take in December last year?"),
    (END, "How many staff do we employ?"),
    ("2024-02-14", "What's the electricity bill this quarter?"),
    ("2024-02-14", "Which Tuesday next month will be the busiest?"),
    ("2024-02-20", "what's the weather doing tomorrow"),
    ("2024-02-20", "Remove the stock adjustment on the 19th."),
]:
    Q(R, _today, _text, lambda L: REFUSE)


def build():
    rows = []
    for n, (cat, today, text, fn) in enumerate(QS, 1):
        expect = fn(Ledger(today))
        rows.append({"id": f"q56-{n:03d}", "question": text, "today": today, "category": cat, "expect": expect})
    return rows


if __name__ == "__main__":
    rows = build()
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")
    cats = {}
    for r in rows:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    early = sum(r["today"] < END for r in rows)
    print("wrote", len(rows), "questions", cats, "today before the 29th:", early)
