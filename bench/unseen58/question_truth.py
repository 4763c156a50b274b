"""Held-out questions for ChatLedger (set 58), written without reading the parser.

A small ledger replays resources/demo/fruitshop_month.jsonl cut at each
question's `today` and computes every expected answer in plain Python
(Decimal money).  Writes questions.jsonl next to this file.  Stdlib only.

    python bench/unseen58/question_truth.py
"""

import datetime as dt
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
FEB = "2024-02-29"
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
with open(DATA) as _fh:
    RECORDS = [json.loads(line) for line in _fh if line.strip()]


def q2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def q3(x):
    return Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


def dec(x):
    return Decimal(str(x))


def monday(d):
    x = dt.date.fromisoformat(d)
    return (x - dt.timedelta(days=x.weekday())).isoformat()


def weekday(d):
    return WEEKDAYS[dt.date.fromisoformat(d).weekday()]


def shift(d, days):
    return (dt.date.fromisoformat(d) + dt.timedelta(days=days)).isoformat()


class Sale:
    def __init__(self, date, cust, lines):
        self.date, self.cust, self.lines, self.returned_on = date, cust, lines, None

    @property
    def total(self):
        return sum((v for _, _, v in self.lines), Decimal(0))


class Ledger:
    """The demo file replayed up to and including `today`."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.sales, self.returns, self.buys, self.adjust = [], [], [], []
        costs = {}
        for r in RECORDS:
            if r["date"] > today:
                continue
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), dec(it["unit_cost"])))
                    costs.setdefault(p, set()).add(dec(it["unit_cost"]))
                    if it.get("selling_price") is not None:
                        self.price[p] = dec(it["selling_price"])
            elif kind == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
            elif kind == "sale":
                lines = [(it["product"], dec(it["quantity"]), q2(dec(it["quantity"]) * self.price[it["product"]]))
                         for it in r["items"]]
                self.sales.append(Sale(r["date"], r["customer"]["name"], lines))
            elif kind == "return":
                hit = [s for s in self.sales if s.date == r["sale_date"] and s.cust == r["customer"]["name"]
                       and s.returned_on is None]
                assert len(hit) == 1, r
                hit[0].returned_on = r["date"]
                self.returns.append((r["date"], hit[0]))
            elif kind == "stock_adjustment":
                self.adjust.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise AssertionError(kind)
        for p, c in costs.items():
            assert len(c) == 1, (p, c)  # one unit cost per product
        self.cost = {p: next(iter(c)) for p, c in costs.items()}
        self.live = [s for s in self.sales if s.returned_on is None]

    # ---- selections
    def lines(self, lo="0000", hi="9999", cust=None, prod=None, days=None, live=True):
        for s in self.live if live else self.sales:
            if lo <= s.date <= hi and (cust is None or s.cust == cust) and (days is None or weekday(s.date) in days):
                for p, kg, v in s.lines:
                    if prod is None or p == prod:
                        yield s, p, kg, v

    def rev(self, **kw):
        return sum((v for _, _, _, v in self.lines(**kw)), Decimal(0))

    def kg(self, **kw):
        return sum((k for _, _, k, _ in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return sum((v - k * self.cost[p] for _, p, k, v in self.lines(**kw)), Decimal(0))

    def nsales(self, lo="0000", hi="9999", cust=None, days=None):
        return len([s for s in self.live if lo <= s.date <= hi and (cust is None or s.cust == cust)
                    and (days is None or weekday(s.date) in days)])

    def spend(self, lo="0000", hi="9999"):
        out = {}
        for s in self.live:
            if lo <= s.date <= hi:
                out[s.cust] = out.get(s.cust, Decimal(0)) + s.total
        return out

    def by(self, key, measure, lo="0000", hi="9999", prod=None):
        out = {}
        for s, p, k, v in self.lines(lo=lo, hi=hi, prod=prod):
            kk = {"product": p, "customer": s.cust, "day": s.date, "week": monday(s.date),
                  "weekday": weekday(s.date)}[key]
            add = {"rev": v, "kg": k, "profit": v - k * self.cost[p]}[measure]
            out[kk] = out.get(kk, Decimal(0)) + add
        return out

    def count_by(self, key, lo="0000", hi="9999"):
        out = {}
        for s in self.live:
            if lo <= s.date <= hi:
                kk = {"customer": s.cust, "day": s.date, "week": monday(s.date), "weekday": weekday(s.date)}[key]
                out[kk] = out.get(kk, 0) + 1
        return out

    def stock(self, prod, d=None):
        d = d or self.today
        assert d <= self.today
        bought = sum((q for b, _, p, q, _ in self.buys if p == prod and b <= d), Decimal(0))
        sold = sum((k for s in self.sales if s.date <= d and (s.returned_on is None or s.returned_on > d)
                    for p, k, _ in s.lines if p == prod), Decimal(0))
        adj = sum((q for a, p, q in self.adjust if p == prod and a <= d), Decimal(0))
        return bought - sold + adj

    def price_on(self, prod, d):
        ledger = Ledger(d)
        return ledger.price[prod]

    def refunds(self, lo="0000", hi="9999", cust=None):
        return sum((s.total for r, s in self.returns if lo <= r <= hi and (cust is None or s.cust == cust)), Decimal(0))

    def rets(self, lo="0000", hi="9999"):
        return [(r, s) for r, s in self.returns if lo <= r <= hi]

    def bought(self, prod=None, sup=None, lo="0000", hi="9999", at_cost=False):
        return sum((q * c if at_cost else q for b, s, p, q, c in self.buys
                    if lo <= b <= hi and (prod is None or p == prod) and (sup is None or s == sup)), Decimal(0))

    def buyers(self, prod, lo="0000", hi="9999"):
        a = {s.cust for s, _, _, _ in self.lines(lo=lo, hi=hi, prod=prod)}
        b = {s.cust for s, _, _, _ in self.lines(lo=lo, hi=hi, prod=prod, live=False)}
        assert a == b, (prod, a, b)  # returned sales make no difference
        return sorted(a)


# ---------------------------------------------------------------- expectations
def money(x):
    return {"type": "number", "value": float(q2(x))}


def kilo(x):
    return {"type": "number", "value": float(q3(x))}


def pct(a, b):
    return {"type": "number", "value": float(q2(Decimal(a) * 100 / Decimal(b)))}


def count(n):
    return {"type": "number", "value": int(n)}


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered=False):
    vs = list(vs)
    return {"type": "names", "values": vs if ordered else sorted(vs), "ordered": ordered}


def table(key, rows, kind="money"):
    f = {"money": lambda v: float(q2(v)), "kg": lambda v: float(q3(v)), "count": int}[kind]
    return {"type": "table", "key": key, "rows": {k: f(v) for k, v in sorted(rows.items()) if v != 0}}


def top(d, n=1, low=False):
    """Top n keys; values must differ through the first item left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), items
    return [k for k, _ in items[:n]]


def over(d, thr, under=False):
    assert all(v != thr for v in d.values()), (d, thr)
    return sorted(k for k, v in d.items() if (v < thr if under else v > thr))


def gap(a, b):
    """a is the bigger one: the question asks how much more."""
    assert a > b, (a, b)
    return a - b


def pick(a, b, na, nb):
    assert a != b, (a, b)
    return name(na if a > b else nb)


QS = []  # (persona, today, question, function of Ledger -> expect, or None for refuse)


def Q(persona, today, text, fn=None):
    QS.append((persona, today, text, fn))


# ====================================================================== comparer
P = "comparer"
Q(P, FEB, "Did Bob spend more than Mei in February? By how much?",
  lambda L: money(gap(L.spend()["Bob Smith"], L.spend()["Mei Chen"])))
Q(P, FEB, "How much more did Omar Haddad spend than Ann Brown over the month?",
  lambda L: money(gap(L.spend()["Omar Haddad"], L.spend()["Ann Brown"])))
Q(P, FEB, "Raj vs Zoe: who was worth more to us in February?",
  lambda L: pick(L.spend()["Raj Patel"], L.spend()["Zoe Davis"], "Raj Patel", "Zoe Davis"))
Q(P, FEB, "Which shifted more weight this month, bananas or strawberries?",
  lambda L: pick(L.kg(prod="banana"), L.kg(prod="strawberry"), "banana", "strawberry"))
Q(P, FEB, "How many more kilos of banana than apple went out the door in February?",
  lambda L: kilo(gap(L.kg(prod="banana"), L.kg(prod="apple"))))
Q(P, FEB, "Put the week starting 5 Feb against the week starting 12 Feb: how much more did the better one take?",
  lambda L: money(abs(L.rev(lo="2024-02-05", hi="2024-02-11") - L.rev(lo="2024-02-12", hi="2024-02-18"))))
Q(P, FEB, "Across February, by how much did weekday takings beat weekend takings?",
  lambda L: money(gap(L.rev(days=WEEKDAYS[:5]), L.rev(days=WEEKDAYS[5:]))))
Q(P, FEB, "Cherries or grapes, which earned more revenue in February?",
  lambda L: pick(L.rev(prod="cherry"), L.rev(prod="grape"), "cherry", "grape"))
Q(P, FEB, "First half of Feb (1st to 14th) against the second half (15th to 29th): what's the gap in takings?",
  lambda L: money(abs(L.rev(lo="2024-02-01", hi="2024-02-14") - L.rev(lo="2024-02-15", hi="2024-02-29"))))
Q(P, FEB, "Who bought more strawberries by weight this month, Eva or Zoe?",
  lambda L: pick(L.kg(cust="Eva Berg", prod="strawberry"), L.kg(cust="Zoe Davis", prod="strawberry"),
                 "Eva Berg", "Zoe Davis"))
Q(P, FEB, "How many more separate purchases did Omar make from us than Tom in February?",
  lambda L: count(gap(L.nsales(cust="Omar Haddad"), L.nsales(cust="Tom Lee"))))
Q(P, FEB, "Between apples and pears, which one made us more profit in February?",
  lambda L: pick(L.profit(prod="apple"), L.profit(prod="pear"), "apple", "pear"))
Q(P, FEB, "How much more profit did strawberries bring in than cherries this month?",
  lambda L: money(gap(L.profit(prod="strawberry"), L.profit(prod="cherry"))))
Q(P, FEB, "Monday the 19th compared with Tuesday the 20th: how much more did the busier day take?",
  lambda L: money(abs(L.rev(lo="2024-02-19", hi="2024-02-19") - L.rev(lo="2024-02-20", hi="2024-02-20"))))
Q(P, "2024-02-14", "So far this month has Zoe outspent Tom? What's the difference in dollars?",
  lambda L: money(gap(L.spend()["Zoe Davis"], L.spend()["Tom Lee"])))
Q(P, "2024-02-10", "How far ahead of last week are we on takings this week?",
  lambda L: money(gap(L.rev(lo="2024-02-05", hi="2024-02-10"), L.rev(lo="2024-01-29", hi="2024-02-04"))))
Q(P, FEB, "Rank our top five customers by what they spent in February.",
  lambda L: names(top(L.spend(), 5), ordered=True))
Q(P, FEB, "Line the products up against each other: revenue for each one in February.",
  lambda L: table("product", L.by("product", "rev")))
Q(P, FEB, "Side by side, what did each customer spend in the week of 12 February?",
  lambda L: table("customer", L.spend(lo="2024-02-12", hi="2024-02-18")))
Q(P, FEB, "Which day of the week brought in the most money across February?",
  lambda L: name(top(L.by("weekday", "rev"))[0]))
Q(P, FEB, "Give me takings week by week so I can compare them.",
  lambda L: table("week", L.by("week", "rev")))
Q(P, FEB, "Did mangoes outsell oranges by weight in February? By how many kilos?",
  lambda L: kilo(gap(L.kg(prod="mango"), L.kg(prod="orange"))))
Q(P, FEB, "How many kilos more did Raj buy than Ida over the month?",
  lambda L: kilo(gap(L.kg(cust="Raj Patel"), L.kg(cust="Ida Novak"))))
Q(P, FEB, "Sue Davis versus Ken Smith this month: the gap in dollars between what they spent?",
  lambda L: money(abs(L.spend()["Sue Davis"] - L.spend()["Ken Smith"])))
Q(P, FEB, "What percentage of February revenue came from cherries?",
  lambda L: pct(L.rev(prod="cherry"), L.rev()))
Q(P, FEB, "Omar's share of all February takings, as a percent?",
  lambda L: pct(L.spend()["Omar Haddad"], L.rev()))
Q(P, FEB, "Who spent more in February, Luis or Ida?",
  lambda L: pick(L.spend()["Luis Garcia"], L.spend()["Ida Novak"], "Luis Garcia", "Ida Novak"))
Q(P, FEB, "Which was busier by number of sales, the 9th or the 23rd?",
  lambda L: pick(L.nsales(lo="2024-02-09", hi="2024-02-09"), L.nsales(lo="2024-02-23", hi="2024-02-23"),
                 "2024-02-09", "2024-02-23"))
Q(P, FEB, "Top three products by profit for February, best first.",
  lambda L: names(top(L.by("product", "profit"), 3), ordered=True))
Q(P, FEB, "Which two products sold the fewest kilos this month? Lowest first.",
  lambda L: names(top(L.by("product", "kg"), 2, low=True), ordered=True))
Q(P, FEB, "How much more did Sundays take than Saturdays over the month?",
  lambda L: money(gap(L.rev(days=["Sunday"]), L.rev(days=["Saturday"]))))
Q(P, "2024-02-21", "Compared with last week, how many fewer kilos have we sold so far this week?",
  lambda L: kilo(gap(L.kg(lo="2024-02-12", hi="2024-02-18"), L.kg(lo="2024-02-19", hi="2024-02-21"))))
Q(P, FEB, "Which customers outspent Mei Chen in February?",
  lambda L: names(over({c: v for c, v in L.spend().items() if c != "Mei Chen"}, L.spend()["Mei Chen"])))
Q(P, FEB, "How much more did we pay Green Valley Farms than ABC for stock in February?",
  lambda L: money(gap(L.bought(sup="Green Valley Farms", at_cost=True), L.bought(sup="ABC", at_cost=True))))
Q(P, FEB, "Which supplier did we spend the most with this month?",
  lambda L: name(top({s: L.bought(sup=s, at_cost=True) for s in {b[1] for b in L.buys}})[0]))
Q(P, FEB, "How many more kilos of grapes did we sell before the 15th than from the 15th on?",
  lambda L: kilo(gap(L.kg(hi="2024-02-14", prod="grape"), L.kg(lo="2024-02-15", prod="grape"))))
Q(P, FEB, "Whose average sale was bigger in February, Zoe's or Raj's?",
  lambda L: pick(L.spend()["Zoe Davis"] / L.nsales(cust="Zoe Davis"),
                 L.spend()["Raj Patel"] / L.nsales(cust="Raj Patel"), "Zoe Davis", "Raj Patel"))
Q(P, FEB, "For comparison, spend per customer last week?",
  lambda L: table("customer", L.spend(lo="2024-02-19", hi="2024-02-25")))
Q(P, FEB, "Compare the days of the week: total revenue for each weekday in February.",
  lambda L: table("weekday", L.by("weekday", "rev")))
Q(P, FEB, "Profit per product for February so I can see which fruit pulls its weight.",
  lambda L: table("product", L.by("product", "profit")))
Q(P, "2024-02-18", "Who's spent more so far, Bob or Tom?",
  lambda L: pick(L.spend()["Bob Smith"], L.spend()["Tom Lee"], "Bob Smith", "Tom Lee"))
Q(P, FEB, "How much more did Ida spend than Sue in February?",
  lambda L: money(gap(L.spend()["Ida Novak"], L.spend()["Sue Davis"])))
Q(P, FEB, "Which customer took home the most kilos of fruit this month?",
  lambda L: name(top(L.by("customer", "kg"))[0]))
Q(P, FEB, "How much better were takings from the 1st to the 7th than from the 22nd to the 28th?",
  lambda L: money(gap(L.rev(lo="2024-02-01", hi="2024-02-07"), L.rev(lo="2024-02-22", hi="2024-02-28"))))
Q(P, "2024-02-16", "Up to today, which has made more money, oranges or bananas?",
  lambda L: pick(L.rev(prod="orange"), L.rev(prod="banana"), "orange", "banana"))
Q(P, "2024-02-09", "Is Zoe ahead of Bob on spend this month so far? by how much?",
  lambda L: money(gap(L.spend()["Zoe Davis"], L.spend()["Bob Smith"])))
Q(P, "2024-02-25", "This week versus last week: how much more profit has this week made?",
  lambda L: money(gap(L.profit(lo="2024-02-19", hi="2024-02-25"), L.profit(lo="2024-02-12", hi="2024-02-18"))))

Q(P, "2024-02-11", "How much less did this weekend take than last weekend?",
  lambda L: money(gap(L.rev(lo="2024-02-03", hi="2024-02-04"), L.rev(lo="2024-02-10", hi="2024-02-11"))))
Q(P, "2024-02-16", "Ann or Mei, who has spent more up to now?",
  lambda L: pick(L.spend()["Ann Brown"], L.spend()["Mei Chen"], "Ann Brown", "Mei Chen"))
Q(P, "2024-02-08", "How many more kilos of strawberries than cherries have we sold so far this month?",
  lambda L: kilo(gap(L.kg(prod="strawberry"), L.kg(prod="cherry"))))
Q(P, "2024-02-19", "Which customers have spent more than $40 so far this month?",
  lambda L: names(over(L.spend(), 40)))
Q(P, "2024-02-13", "Rank the products by revenue so far this month, top three.",
  lambda L: names(top(L.by("product", "rev"), 3), ordered=True))

# ==================================================================== search_box
P = "search_box"
Q(P, FEB, "revenue feb by product", lambda L: table("product", L.by("product", "rev")))
Q(P, FEB, "apple stock 15th", lambda L: kilo(L.stock("apple", "2024-02-15")))
Q(P, FEB, "takings today", lambda L: money(L.rev(lo=FEB, hi=FEB)))
Q(P, FEB, "takings yesterday", lambda L: money(L.rev(lo="2024-02-28", hi="2024-02-28")))
Q(P, FEB, "kg sold feb total", lambda L: kilo(L.kg()))
Q(P, FEB, "top customer feb", lambda L: name(top(L.spend())[0]))
Q(P, FEB, "banana price", lambda L: money(L.price["banana"]))
Q(P, FEB, "banana price 10th", lambda L: money(L.price_on("banana", "2024-02-10")))
Q(P, "2024-02-17", "orange price now", lambda L: money(L.price["orange"]))
Q(P, FEB, "refunds feb", lambda L: money(L.refunds()))
Q(P, FEB, "no. of returns feb", lambda L: count(len(L.rets())))
Q(P, FEB, "sales count this wk", lambda L: count(L.nsales(lo="2024-02-26", hi=FEB)))
Q(P, FEB, "profit feb", lambda L: money(L.profit()))
Q(P, FEB, "profit last wk", lambda L: money(L.profit(lo="2024-02-19", hi="2024-02-25")))
Q(P, FEB, "cherry stock", lambda L: kilo(L.stock("cherry")))
Q(P, FEB, "stock levels all products",
  lambda L: table("product", {p: L.stock(p) for p in L.cost}, "kg"))
Q(P, FEB, "mango kg sold", lambda L: kilo(L.kg(prod="mango")))
Q(P, FEB, "grape revenue last 7 days", lambda L: money(L.rev(lo="2024-02-23", prod="grape")))
Q(P, FEB, "daily takings this week", lambda L: table("day", L.by("day", "rev", lo="2024-02-26")))
Q(P, FEB, "takings per week", lambda L: table("week", L.by("week", "rev")))
Q(P, FEB, "customer spend table feb", lambda L: table("customer", L.spend()))
Q(P, FEB, "avg sale value feb", lambda L: money(L.rev() / L.nsales()))
Q(P, FEB, "biggest single sale $", lambda L: money(max(s.total for s in L.live)))
Q(P, FEB, "strawberry kg bought", lambda L: kilo(L.bought(prod="strawberry")))
Q(P, FEB, "purchase cost by supplier",
  lambda L: table("supplier", {s: L.bought(sup=s, at_cost=True) for s in {b[1] for b in L.buys}}))
Q(P, FEB, "kg written off", lambda L: kilo(-sum(q for _, _, q in L.adjust if q < 0)))
Q(P, FEB, "unit cost cherry", lambda L: money(L.cost["cherry"]))
Q(P, FEB, "mango buyers", lambda L: names(L.buyers("mango")))
Q(P, FEB, "raj spend", lambda L: money(L.spend()["Raj Patel"]))
Q(P, FEB, "ida # sales", lambda L: count(L.nsales(cust="Ida Novak")))
Q(P, FEB, "weekend takings feb", lambda L: money(L.rev(days=["Saturday", "Sunday"])))
Q(P, FEB, "takings 1-10 feb", lambda L: money(L.rev(lo="2024-02-01", hi="2024-02-10")))
Q(P, FEB, "orange kg since 18th", lambda L: kilo(L.kg(lo="2024-02-18", prod="orange")))
Q(P, FEB, "banana revenue before 19th", lambda L: money(L.rev(hi="2024-02-18", prod="banana")))
Q(P, "2024-02-09", "stock apple", lambda L: kilo(L.stock("apple")))
Q(P, "2024-02-07", "takings this week", lambda L: money(L.rev(lo="2024-02-05")))
Q(P, "2024-02-25", "profit by product last week",
  lambda L: table("product", L.by("product", "profit", lo="2024-02-12", hi="2024-02-18")))
Q(P, FEB, "kg per customer feb", lambda L: table("customer", L.by("customer", "kg"), "kg"))
Q(P, FEB, "number of sales by weekday", lambda L: table("weekday", L.count_by("weekday"), "count"))
Q(P, FEB, "cheapest fruit per kg", lambda L: name(top(L.price, low=True)[0]))
Q(P, FEB, "tom lee spend", lambda L: money(L.spend()["Tom Lee"]))
Q(P, FEB, "lowest stock product", lambda L: name(top({p: L.stock(p) for p in L.cost}, low=True)[0]))
Q(P, FEB, "revenue 20th", lambda L: money(L.rev(lo="2024-02-20", hi="2024-02-20")))
Q(P, FEB, "sales over $20 count", lambda L: count(len(over({i: s.total for i, s in enumerate(L.live)}, 20))))
Q(P, FEB, "cogs feb", lambda L: money(L.rev() - L.profit()))
Q(P, FEB, "days takings > $30",
  lambda L: names(over({d: v for d, v in L.by("day", "rev").items()}, 30)))
Q(P, "2024-02-12", "pear stock", lambda L: kilo(L.stock("pear")))

Q(P, "2024-02-15", "takings mtd", lambda L: money(L.rev()))
Q(P, "2024-02-20", "top 3 products kg mtd", lambda L: names(top(L.by("product", "kg"), 3), ordered=True))
Q(P, "2024-02-05", "stock grape", lambda L: kilo(L.stock("grape")))
Q(P, "2024-02-18", "orange price", lambda L: money(L.price["orange"]))

# ================================================================= hedging_owner
P = "hedging_owner"
Q(P, FEB, "umm roughly how much did we, like, take on fri?", lambda L: money(L.rev(lo="2024-02-23", hi="2024-02-23")))
Q(P, FEB, "so, uh, what did the shop take all up in feb? just the takings, nothing fancy",
  lambda L: money(L.rev()))
Q(P, FEB, "not sure if this is the right place but how many kilos of bananas did we shift this month?",
  lambda L: kilo(L.kg(prod="banana")))
Q(P, FEB, "quick one - whos been our best custmer this month, roughly?", lambda L: name(top(L.spend())[0]))
Q(P, "2024-02-14", "erm, how're we doing this week so far, money-wise?", lambda L: money(L.rev(lo="2024-02-12")))
Q(P, "2024-02-10", "I think last week's weekend was decent? what did the sat and sun bring in",
  lambda L: money(L.rev(lo="2024-02-03", hi="2024-02-04")))
Q(P, FEB, "how much profit did we actually make on strawbs in feb, ballpark is fine",
  lambda L: money(L.profit(prod="strawberry")))
Q(P, "2024-02-27", "can u tell me how many sales we rang up yesterday", lambda L: count(L.nsales(lo="2024-02-26",
                                                                                                 hi="2024-02-26")))
Q(P, "2024-02-27", "do we still have cherries?? how many kilos left", lambda L: kilo(L.stock("cherry")))
Q(P, FEB, "what's the, um, going price on pears at the minute", lambda L: money(L.price["pear"]))
Q(P, FEB, "remind me what we pay per kilo for mangos, I always forget", lambda L: money(L.cost["mango"]))
Q(P, FEB, "honestly no idea, how much did Omar spend with us in febuary?", lambda L: money(L.spend()["Omar Haddad"]))
Q(P, FEB, "roughly what's our average sale this month, like per till transaction",
  lambda L: money(L.rev() / L.nsales()))
Q(P, FEB, "I reckon apples didn't do much... how many kg did we actually sell of them?",
  lambda L: kilo(L.kg(prod="apple")))
Q(P, FEB, "was it ann or ida who spent more this month, I always mix them up",
  lambda L: pick(L.spend()["Ann Brown"], L.spend()["Ida Novak"], "Ann Brown", "Ida Novak"))
Q(P, "2024-02-20", "who are the, like, three biggest spenders so far? biggest first",
  lambda L: names(top(L.spend(), 3), ordered=True))
Q(P, FEB, "hmm how much did we pay Hillside all up for stock this month",
  lambda L: money(L.bought(sup="Hillside Produce", at_cost=True)))
Q(P, FEB, "sorry to bother, what were takings over the last 3 days", lambda L: money(L.rev(lo="2024-02-27")))
Q(P, FEB, "just wondering how many diffrent customers actually bought something this month",
  lambda L: count(len({s.cust for s in L.live}) if {s.cust for s in L.live} == {s.cust for s in L.sales} else None))
Q(P, FEB, "what did grapes bring in, give or take, since the 15th", lambda L: money(L.rev(lo="2024-02-15",
                                                                                         prod="grape")))
Q(P, FEB, "takings for each day last week please, if that's not too much bother",
  lambda L: table("day", L.by("day", "rev", lo="2024-02-19", hi="2024-02-25")))
Q(P, FEB, "uh how many kilos of oranges did we have left as of the 20th",
  lambda L: kilo(L.stock("orange", "2024-02-20")))
Q(P, FEB, "our profit this week, more or less?", lambda L: money(L.profit(lo="2024-02-26")))
Q(P, FEB, "did we make any money on bananas this month? how much profit roughly?",
  lambda L: money(L.profit(prod="banana")))
Q(P, FEB, "whats the total we've taken since the 20th, roughly", lambda L: money(L.rev(lo="2024-02-20")))
Q(P, FEB, "I've a feeling tuesdays are slow... what did all the tuesdays take in feb?",
  lambda L: money(L.rev(days=["Tuesday"])))
Q(P, "2024-02-06", "what'd we take yesterday, more or less", lambda L: money(L.rev(lo="2024-02-05", hi="2024-02-05")))
Q(P, "2024-02-08", "eh, how much banana have we got now the delivery's in?", lambda L: kilo(L.stock("banana")))
Q(P, FEB, "how much did zoe davis spend, like all in, this month", lambda L: money(L.spend()["Zoe Davis"]))
Q(P, FEB, "what did the stuff we wrote off cost us this month, y'know at cost",
  lambda L: money(-sum(q * L.cost[p] for _, p, q in L.adjust if q < 0)))
Q(P, FEB, "how many sales were over fifteen bucks this month, give or take",
  lambda L: count(len(over({i: s.total for i, s in enumerate(L.live)}, 15))))
Q(P, FEB, "umm which fruit made the least money in feb", lambda L: name(top(L.by("product", "rev"), low=True)[0]))
Q(P, FEB, "kilos sold per product this month, if u can", lambda L: table("product", L.by("product", "kg"), "kg"))
Q(P, FEB, "wait, how much did we spend buying stock in total in feb", lambda L: money(L.bought(at_cost=True)))
Q(P, FEB, "gross margin for the month as a percent of takings, roughly",
  lambda L: pct(L.profit(), L.rev()))
Q(P, "2024-02-16", "what did we take on the 1st? I forget", lambda L: money(L.rev(lo="2024-02-01", hi="2024-02-01")))
Q(P, FEB, "how much came in over the last fortnight, ish", lambda L: money(L.rev(lo="2024-02-16")))
Q(P, "2024-02-26", "hmm the weekend just gone, what did we take", lambda L: money(L.rev(lo="2024-02-24",
                                                                                      hi="2024-02-25")))
Q(P, FEB, "any idea how many kilos Luis bought off us this month?", lambda L: kilo(L.kg(cust="Luis Garcia")))
Q(P, FEB, "whats our best selling fruit by weight, roughly", lambda L: name(top(L.by("product", "kg"))[0]))
Q(P, FEB, "how much did mei chen spend... I think she came in a few times?", lambda L: money(L.spend()["Mei Chen"]))
Q(P, FEB, "what did the 14th bring in - valentines, was it busy?", lambda L: money(L.rev(lo="2024-02-14",
                                                                                         hi="2024-02-14")))
Q(P, "2024-02-22", "so far this month what's profit looking like, roughly", lambda L: money(L.profit()))
Q(P, FEB, "how much strawberry did we have at close on the 18th, roughly",
  lambda L: kilo(L.stock("strawberry", "2024-02-18")))
Q(P, FEB, "apples, how much did we take on them before the 12th?", lambda L: money(L.rev(hi="2024-02-11",
                                                                                         prod="apple")))
Q(P, FEB, "er, how many sales did we do on weekends in feb?", lambda L: count(L.nsales(days=["Saturday", "Sunday"])))
Q(P, "2024-02-04", "so um how much have we taken since we opened this month", lambda L: money(L.rev()))

Q(P, "2024-02-12", "hmm, did we do alright yesterday? what'd sunday take", lambda L: money(L.rev(lo="2024-02-11",
                                                                                                hi="2024-02-11")))
Q(P, "2024-02-19", "whats the profit on cherries been like so far, roughly", lambda L: money(L.profit(prod="cherry")))
Q(P, "2024-02-03", "first few days of the month, what's takings been, ish?", lambda L: money(L.rev()))

# =============================================================== returns_analyst
P = "returns_analyst"
Q(P, FEB, "How many returns did we process in February?", lambda L: count(len(L.rets())))
Q(P, FEB, "Total value refunded to customers in February?", lambda L: money(L.refunds()))
Q(P, FEB, "Which customers brought something back this month?", lambda L: names({s.cust for _, s in L.rets()}))
Q(P, FEB, "Who got the most back in refunds over the month?",
  lambda L: name(top({c: L.refunds(cust=c) for c in {s.cust for _, s in L.rets()}})[0]))
Q(P, FEB, "What was the single largest refund we gave?", lambda L: money(max(s.total for _, s in L.rets())))
Q(P, FEB, "What share of February sales value was later returned? Count every sale rung up, returned or not.",
  lambda L: pct(L.refunds(), L.rev(live=False)))
Q(P, FEB, "What percentage of sales, by number of transactions, ended up coming back as returns?",
  lambda L: pct(len(L.rets()), len(L.sales)))
Q(P, FEB, "Refunds issued in the week of 12 Feb?", lambda L: money(L.refunds(lo="2024-02-12", hi="2024-02-18")))
Q(P, FEB, "Which customer made the return on the 23rd?", lambda L: name(L.rets("2024-02-23", "2024-02-23")[0][1].cust))
Q(P, FEB, "What date was the sale that Bob Smith returned?",
  lambda L: name(next(s.date for _, s in L.rets() if s.cust == "Bob Smith")))
Q(P, FEB, "How much have we refunded Tom Lee in total?", lambda L: money(L.refunds(cust="Tom Lee")))
Q(P, "2024-02-20", "How much have we refunded so far this month?", lambda L: money(L.refunds()))
Q(P, "2024-02-10", "Has anyone returned anything yet this month? Who?", lambda L: names({s.cust for _, s in L.rets()}))
Q(P, FEB, "Refunds broken down by customer for February.",
  lambda L: table("customer", {c: L.refunds(cust=c) for c in {s.cust for _, s in L.rets()}}))
Q(P, FEB, "Refund totals per week, by the week the refund was given.",
  lambda L: table("week", {monday(r): sum(s.total for rr, s in L.rets() if monday(rr) == monday(r))
                           for r, _ in L.rets()}))
Q(P, FEB, "Refund amount on each day we gave one.",
  lambda L: table("day", {r: L.refunds(lo=r, hi=r) for r, _ in L.rets()}))
Q(P, FEB, "How many kilos of fruit came back through returns in February?",
  lambda L: kilo(sum(k for _, s in L.rets() for _, k, _ in s.lines)))
Q(P, FEB, "Kilos of orange returned this month?",
  lambda L: kilo(sum(k for _, s in L.rets() for p, k, _ in s.lines if p == "orange")))
Q(P, FEB, "Which product came back the most by weight?",
  lambda L: name(top(_ret_by(L, "kg"))[0]))
Q(P, FEB, "Refunded value split by product.", lambda L: table("product", _ret_by(L, "value")))
Q(P, FEB, "On average, how many days after the sale did returns come back?",
  lambda L: money(Decimal(sum(_days(s.date, r) for r, s in L.rets())) / len(L.rets())))
Q(P, FEB, "Whose return came back the longest after the original sale?",
  lambda L: name(top({f"{s.cust}|{s.date}": _days(s.date, r) for r, s in L.rets()})[0].split("|")[0]))
Q(P, FEB, "How much did we refund Eva Berg?", lambda L: money(L.refunds(cust="Eva Berg")))
Q(P, FEB, "Net takings for February once refunds are netted off?", lambda L: money(L.rev()))
Q(P, FEB, "Gross sales rung up in February before any returns were taken off?",
  lambda L: money(L.rev(live=False)))
Q(P, FEB, "What share of cherry sales value ended up refunded?",
  lambda L: pct(_ret_by(L, "value")["cherry"], L.rev(prod="cherry", live=False)))
Q(P, "2024-02-14", "Refunds so far this week?", lambda L: money(L.refunds(lo="2024-02-12")))
Q(P, "2024-02-25", "What did we refund last week?", lambda L: money(L.refunds(lo="2024-02-19", hi="2024-02-25")))
Q(P, FEB, "Refunds paid out in the last 10 days?", lambda L: money(L.refunds(lo="2024-02-20")))
Q(P, FEB, "How many returns have there been since the 10th?", lambda L: count(len(L.rets(lo="2024-02-10"))))
Q(P, FEB, "Total refunded before the 15th?", lambda L: money(L.refunds(hi="2024-02-14")))
Q(P, FEB, "Refunds between the 12th and the 23rd?", lambda L: money(L.refunds(lo="2024-02-12", hi="2024-02-23")))
Q(P, FEB, "Which of Tom Lee's sales came back? Give me the sale dates.",
  lambda L: names({s.date for _, s in L.rets() if s.cust == "Tom Lee"}))
Q(P, FEB, "What did Bob Smith spend in February with his return taken off?", lambda L: money(L.spend()["Bob Smith"]))
Q(P, "2024-02-20", "How much has Bob Smith spent with us so far?", lambda L: money(L.spend()["Bob Smith"]))
Q(P, "2024-02-22", "Takings on the 18th, as things stand today?", lambda L: money(L.rev(lo="2024-02-18",
                                                                                      hi="2024-02-18")))
Q(P, FEB, "Revenue for the 18th now that the return from that day's sale has gone through?",
  lambda L: money(L.rev(lo="2024-02-18", hi="2024-02-18")))
Q(P, FEB, "Which customers returned more than $10 worth in February?",
  lambda L: names(over({c: L.refunds(cust=c) for c in {s.cust for _, s in L.rets()}}, 10)))
Q(P, FEB, "How many different customers made a return?", lambda L: count(len({s.cust for _, s in L.rets()})))
Q(P, FEB, "Number of returns by the weekday they were made on.",
  lambda L: table("weekday", _count({weekday(r) for r, _ in L.rets()}, [weekday(r) for r, _ in L.rets()]), "count"))
Q(P, FEB, "What's the average refund per return?", lambda L: money(L.refunds() / len(L.rets())))
Q(P, FEB, "What share of Tom Lee's purchases by value did he bring back?",
  lambda L: pct(L.refunds(cust="Tom Lee"), L.rev(cust="Tom Lee", live=False)))
Q(P, FEB, "Of the sales made from the 1st to the 7th, how many were later returned?",
  lambda L: count(len([1 for _, s in L.rets() if s.date <= "2024-02-07"])))
Q(P, FEB, "Total pear weight returned?",
  lambda L: kilo(sum(k for _, s in L.rets() for p, k, _ in s.lines if p == "pear")))
Q(P, FEB, "How much more did we refund from the 15th onward than before the 15th?",
  lambda L: money(gap(L.refunds(lo="2024-02-15"), L.refunds(hi="2024-02-14"))))
Q(P, "2024-02-13", "Which customers have had refunds so far?", lambda L: names({s.cust for _, s in L.rets()}))
Q(P, FEB, "Orange revenue for February with the returned sales taken out.", lambda L: money(L.rev(prod="orange")))
Q(P, "2024-02-24", "What percentage of this month's sales value so far has been returned?",
  lambda L: pct(L.refunds(), L.rev(live=False)))

Q(P, "2024-02-16", "How many kilos have been returned so far this month?",
  lambda L: kilo(sum(k for _, s in L.rets() for _, k, _ in s.lines)))
Q(P, "2024-02-24", "What have we refunded this week up to today?", lambda L: money(L.refunds(lo="2024-02-19")))

# ======================================================================== refuse
for persona, today, text in [
    ("search_box", FEB, "forecast takings next week"),
    ("search_box", "2024-02-05", "banana sales march prediction"),
    ("search_box", FEB, "takings feb 2023"),
    ("search_box", "2024-02-09", "staff hours this week"),
    ("search_box", FEB, "smith spend feb"),
    ("search_box", "2024-02-12", "delete return bob smith"),
    ("search_box", FEB, "weather 14th"),
    ("hedging_owner", "2024-02-14", "umm will we sell out of cherries next week do u think"),
    ("hedging_owner", FEB, "how much are we paying in rent these days, roughly?"),
    ("hedging_owner", "2024-02-17", "could you, like, bump the banana price up to 1.50 for me"),
    ("hedging_owner", FEB, "how did this feb compare to feb last year, more or less"),
    ("hedging_owner", "2024-02-20", "how much did we pay the staff in wages this month, ish"),
    ("hedging_owner", FEB, "pop in a sale for me, 2kg apples to Mei, ta"),
    ("hedging_owner", "2024-02-22", "tell me a joke, it's been a long day"),
    ("comparer", FEB, "Did Davis spend more than Raj this month?"),
    ("comparer", "2024-02-26", "Will next week beat this week on takings?"),
    ("comparer", FEB, "Which is the bigger city, Paris or London?"),
    ("comparer", "2024-02-08", "Compare this month's electricity bill with the takings."),
    ("comparer", FEB, "Were we busier on rainy days or sunny days?"),
    ("returns_analyst", "2024-02-16", "How many returns should we expect next month?"),
    ("returns_analyst", FEB, "Which returns were because the fruit was bruised?"),
    ("returns_analyst", "2024-02-24", "How much did we refund Smith?"),
    ("returns_analyst", FEB, "Cancel Eva Berg's return from the 7th."),
    ("returns_analyst", "2024-02-27", "Refund Tom Lee's sale from the 22nd."),
    ("returns_analyst", FEB, "Which member of staff processed the most returns?"),
    ("returns_analyst", FEB, "What's the returns rate likely to be by the end of March?"),
]:
    QS.append((persona, today, text, None))


def _ret_by(L, what):
    out = {}
    for _, s in L.rets():
        for p, k, v in s.lines:
            out[p] = out.get(p, Decimal(0)) + (k if what == "kg" else v)
    return out


def _days(a, b):
    return (dt.date.fromisoformat(b) - dt.date.fromisoformat(a)).days


def _count(keys, seq):
    return {k: seq.count(k) for k in keys}


def main():
    out, per = [], {}
    ledgers = {}
    for n, (persona, today, text, fn) in enumerate(QS, 1):
        if fn is None:
            expect, cat = {"type": "refuse"}, "refuse"
        else:
            L = ledgers.setdefault(today, Ledger(today))
            expect, cat = fn(L), persona
            assert expect is not None, text
        per[persona] = per.get(persona, 0) + 1
        out.append({"id": f"q58-{n:03d}", "question": text, "today": today, "category": cat, "expect": expect})
    with open(OUT, "w") as f:
        for q in out:
            f.write(json.dumps(q) + "\n")
    early = sum(q["today"] < FEB for q in out)
    ref = sum(q["category"] == "refuse" for q in out)
    print("questions", len(out), "refuse", ref, "early", early, "per persona", per)


if __name__ == "__main__":
    main()
