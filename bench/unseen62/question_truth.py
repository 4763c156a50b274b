"""Held-out question set 62 for ChatLedger: questions typed by hand, answers computed here.

A small ledger replays resources/demo/fruitshop_month.jsonl cut at each question's `today`
and every answer is computed in plain Python (Decimal money).  Run from anywhere:

    python bench/unseen62/question_truth.py   # writes bench/unseen62/questions.jsonl
"""

import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
END = "2024-02-29"

with open(DATA, encoding="utf-8") as _f:
    RECORDS = [json.loads(line) for line in _f if line.strip()]


def dday(s):
    return datetime.date.fromisoformat(s)


def monday(s):
    d = dday(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def shift(s, n):
    return (dday(s) + datetime.timedelta(days=n)).isoformat()


def q2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def q3(x):
    return Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


class Ledger:
    """Everything dated on or before `today`, replayed in file order."""

    def __init__(self, today):
        self.today = today
        price = {}
        self.price_log = []  # (date, product, price)
        self.sales = []
        self.buys = []  # (date, supplier, product, kg, unit_cost)
        self.adjs = []  # (date, product, kg, reason)
        self.rets = []  # (date, sale)
        costs = {}
        for r in RECORDS:
            if r["date"] > today:
                continue
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    uc = Decimal(str(it["unit_cost"]))
                    costs.setdefault(p, set()).add(uc)
                    self.buys.append((r["date"], r["supplier"]["name"], p, Decimal(str(it["quantity"])), uc))
                    if it.get("selling_price") is not None:
                        price[p] = Decimal(str(it["selling_price"]))
                        self.price_log.append((r["date"], p, price[p]))
            elif kind == "price_change":
                price[r["product"]] = Decimal(str(r["selling_price"]))
                self.price_log.append((r["date"], r["product"], price[r["product"]]))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    kg = Decimal(str(it["quantity"]))
                    lines.append((it["product"], kg, q2(kg * price[it["product"]])))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif kind == "return":
                hit = [s for s in self.sales if s["cust"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"] and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], hit[0]))
            elif kind == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], Decimal(str(r["quantity"])), r.get("reason")))
            else:
                raise AssertionError(kind)
        for p, cs in costs.items():
            assert len(cs) == 1, (p, cs)  # one unit cost per product
        self.cost = {p: next(iter(cs)) for p, cs in costs.items()}

    # ---------------------------------------------------------------- sales
    def live(self, lo="0000", hi="9999", cust=None, wd=None):
        return [s for s in self.sales if s["ret"] is None and lo <= s["date"] <= hi
                and (cust is None or s["cust"] == cust) and (wd is None or dday(s["date"]).weekday() in wd)]

    def lines(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        return [(s, p, kg, v) for s in self.live(lo, hi, cust, wd) for p, kg, v in s["lines"]
                if prod is None or p == prod]

    def takings(self, *a, **k):
        return sum((v for _, _, _, v in self.lines(*a, **k)), Decimal(0))

    def kilos(self, *a, **k):
        return sum((kg for _, _, kg, _ in self.lines(*a, **k)), Decimal(0))

    def cogs(self, *a, **k):
        return sum((kg * self.cost[p] for _, p, kg, _ in self.lines(*a, **k)), Decimal(0))

    def profit(self, *a, **k):
        return self.takings(*a, **k) - self.cogs(*a, **k)

    def nsales(self, lo="0000", hi="9999", cust=None, prod=None):
        return sum(1 for s in self.live(lo, hi, cust) if prod is None or any(p == prod for p, _, _ in s["lines"]))

    def by(self, keyf, value, lo="0000", hi="9999", cust=None, prod=None):
        out = {}
        for s, p, kg, v in self.lines(lo, hi, cust, prod):
            key = keyf(s, p)
            out[key] = out.get(key, Decimal(0)) + value(p, kg, v)
        return out

    # ---------------------------------------------------------------- stock and prices
    def stock(self, prod, d=None):
        d = d or self.today
        assert d <= self.today
        bought = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= d), Decimal(0))
        sold = sum((kg for s in self.sales if s["date"] <= d and not (s["ret"] and s["ret"] <= d)
                    for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((a[2] for a in self.adjs if a[1] == prod and a[0] <= d), Decimal(0))
        return bought - sold + adj

    def price(self, prod, d=None):
        d = d or self.today
        got = None
        for dt, p, pr in self.price_log:
            if p == prod and dt <= d:
                got = pr
        assert got is not None
        return got

    def products(self):
        return sorted({b[2] for b in self.buys})

    # ---------------------------------------------------------------- purchases, write-offs, returns
    def bought(self, lo="0000", hi="9999", sup=None, prod=None):
        return [b for b in self.buys if lo <= b[0] <= hi and (sup is None or b[1] == sup)
                and (prod is None or b[2] == prod)]

    def bought_kg(self, *a, **k):
        return sum((b[3] for b in self.bought(*a, **k)), Decimal(0))

    def bought_cost(self, *a, **k):
        return sum((b[3] * b[4] for b in self.bought(*a, **k)), Decimal(0))

    def writeoffs(self, lo="0000", hi="9999", prod=None):
        return [a for a in self.adjs if lo <= a[0] <= hi and a[2] < 0 and (prod is None or a[1] == prod)]

    def writeoff_kg(self, *a, **k):
        return sum((-w[2] for w in self.writeoffs(*a, **k)), Decimal(0))

    def writeoff_cost(self, *a, **k):
        return sum((-w[2] * self.cost[w[1]] for w in self.writeoffs(*a, **k)), Decimal(0))

    def returns(self, lo="0000", hi="9999"):
        return [(d, s) for d, s in self.rets if lo <= d <= hi]

    def refunds(self, lo="0000", hi="9999"):
        return sum((v for _, s in self.returns(lo, hi) for _, _, v in s["lines"]), Decimal(0))


# -------------------------------------------------------------------- answer builders
def money(x):
    return {"type": "number", "value": float(q2(x))}


def kilo(x):
    return {"type": "number", "value": float(q3(x))}


def count(x):
    assert int(x) == x
    return {"type": "number", "value": int(x)}


def pct(part, whole):
    assert whole != 0
    return {"type": "number", "value": float(q2(Decimal(part) * 100 / Decimal(whole)))}


def name(x):
    return {"type": "name", "value": x}


def names(xs, ordered=False):
    xs = list(xs)
    assert xs and len(set(xs)) == len(xs)
    return {"type": "names", "values": xs if ordered else sorted(xs), "ordered": ordered}


def table(key, rows, kind="money"):
    f = {"money": q2, "kg": q3, "count": int}[kind]
    out = {k: float(f(v)) if kind != "count" else int(v) for k, v in sorted(rows.items()) if v != 0}
    assert out
    return {"type": "table", "key": key, "rows": out}


REFUSE = {"type": "refuse"}


def ranked(d, n=None, low=False):
    """Keys ordered by value; values must differ through the first key left out."""
    items = sorted(d.items(), key=lambda kv: (kv[1], kv[0]) if low else (-kv[1], kv[0]))
    vals = [v for _, v in items]
    n = len(items) if n is None else n
    upto = min(n + 1, len(vals))
    assert len(set(vals[:upto])) == upto, ("tie in ranking", items[:upto])
    return [k for k, _ in items[:n]]


def top(d, low=False):
    return name(ranked(d, 1, low)[0])


def topn(d, n, low=False):
    return names(ranked(d, n, low), ordered=True)


def over(d, t, below=False):
    assert all(v != t for v in d.values()), ("value on threshold", t)
    hit = [k for k, v in d.items() if (v < t if below else v > t)]
    return names(hit)


def pick(a, b, d, low=False):
    assert d[a] != d[b]
    return name(a if (d[a] < d[b]) == low else b)


# grouping helpers on a ledger
def spend(L, lo="0000", hi="9999", prod=None):
    return L.by(lambda s, p: s["cust"], lambda p, kg, v: v, lo, hi, prod=prod)


def cust_kg(L, lo="0000", hi="9999", prod=None):
    return L.by(lambda s, p: s["cust"], lambda p, kg, v: kg, lo, hi, prod=prod)


def prod_tk(L, lo="0000", hi="9999", cust=None):
    return L.by(lambda s, p: p, lambda p, kg, v: v, lo, hi, cust=cust)


def prod_kg(L, lo="0000", hi="9999", cust=None):
    return L.by(lambda s, p: p, lambda p, kg, v: kg, lo, hi, cust=cust)


def prod_profit(L, lo="0000", hi="9999"):
    return L.by(lambda s, p: p, lambda p, kg, v: v - kg * L.cost[p], lo, hi)


def week_tk(L, lo="0000", hi="9999"):
    return L.by(lambda s, p: monday(s["date"]), lambda p, kg, v: v, lo, hi)


def week_profit(L, lo="0000", hi="9999"):
    return L.by(lambda s, p: monday(s["date"]), lambda p, kg, v: v - kg * L.cost[p], lo, hi)


def day_tk(L, lo="0000", hi="9999"):
    return L.by(lambda s, p: s["date"], lambda p, kg, v: v, lo, hi)


def weekday_tk(L, lo="0000", hi="9999"):
    return L.by(lambda s, p: dday(s["date"]).strftime("%A"), lambda p, kg, v: v, lo, hi)


def cust_nsales(L, lo="0000", hi="9999"):
    out = {}
    for s in L.live(lo, hi):
        out[s["cust"]] = out.get(s["cust"], 0) + 1
    return out


def stock_all(L, d=None):
    return {p: L.stock(p, d) for p in L.products()}


def sup_cost(L, lo="0000", hi="9999"):
    out = {}
    for b in L.bought(lo, hi):
        out[b[1]] = out.get(b[1], Decimal(0)) + b[3] * b[4]
    return out


def sup_kg(L, lo="0000", hi="9999"):
    out = {}
    for b in L.bought(lo, hi):
        out[b[1]] = out.get(b[1], Decimal(0)) + b[3]
    return out


def buyers(L, prod, lo="0000", hi="9999"):
    """Customers who bought prod; only used where returned sales do not change the answer."""
    live = {s["cust"] for s, _, _, _ in L.lines(lo, hi, prod=prod)}
    every = {s["cust"] for s in L.sales if lo <= s["date"] <= hi and any(p == prod for p, _, _ in s["lines"])}
    assert live == every, (prod, live ^ every)
    return names(live)


def this_week(L):
    return monday(L.today), L.today


def last_week(L):
    m = shift(monday(L.today), -7)
    return m, shift(m, 6)


def last_n(L, n):
    return shift(L.today, -(n - 1)), L.today


# -------------------------------------------------------------------- the questions
# (question, today, answer function); today None = end of month
INVESTOR = [
    ("What did the shop take last week?", "2024-02-26", lambda L: money(L.takings(*last_week(L)))),
    ("How much has come through the till so far this week?", "2024-02-22",
     lambda L: money(L.takings(*this_week(L)))),
    ("Break down the takings week by week for me.", None, lambda L: table("week", week_tk(L))),
    ("Weekly sales totals so far, please, keyed by week.", "2024-02-16", lambda L: table("week", week_tk(L))),
    ("What's the gross profit for the month to date?", "2024-02-21", lambda L: money(L.profit())),
    ("What is the gross margin as a percentage of sales for February?", None,
     lambda L: pct(L.profit(), L.takings())),
    ("What was the margin percentage in the week starting 12 February?", None,
     lambda L: pct(L.profit("2024-02-12", "2024-02-18"), L.takings("2024-02-12", "2024-02-18"))),
    ("How much profit did you make the week before last?", "2024-02-27",
     lambda L: money(L.profit(shift(monday(L.today), -14), shift(monday(L.today), -8)))),
    ("Gross profit per week, please.", None, lambda L: table("week", week_profit(L))),
    ("Which week brought in the most money?", None, lambda L: top(week_tk(L))),
    ("Which was your weakest full week for takings?", None,
     lambda L: top({k: v for k, v in week_tk(L).items() if k in ("2024-02-05", "2024-02-12", "2024-02-19")},
                   low=True)),
    ("By how much did takings in the week of the 19th beat the week of the 12th?", None,
     lambda L: money(L.takings("2024-02-19", "2024-02-25") - L.takings("2024-02-12", "2024-02-18"))),
    ("What's the percentage change in takings from the week of 5 Feb to the week of 12 Feb?", None,
     lambda L: pct(L.takings("2024-02-12", "2024-02-18") - L.takings("2024-02-05", "2024-02-11"),
                   L.takings("2024-02-05", "2024-02-11"))),
    ("What's the average sale worth this month?", "2024-02-18",
     lambda L: money(L.takings() / L.nsales())),
    ("How many sales did you ring up last week?", "2024-02-21", lambda L: count(L.nsales(*last_week(L)))),
    ("Total revenue over the last 7 days?", None, lambda L: money(L.takings(*last_n(L, 7)))),
    ("What did the business take in the last fortnight?", "2024-02-25",
     lambda L: money(L.takings(*last_n(L, 14)))),
    ("How much money came in over the weekends this month?", None, lambda L: money(L.takings(wd={5, 6}))),
    ("What share of February takings came from weekends, as a percent?", None,
     lambda L: pct(L.takings(wd={5, 6}), L.takings())),
    ("How much did you take on weekdays only in February?", None, lambda L: money(L.takings(wd={0, 1, 2, 3, 4}))),
    ("What have you taken so far this month?", "2024-02-10", lambda L: money(L.takings())),
    ("What's your cost of goods sold for the month so far?", "2024-02-20", lambda L: money(L.cogs())),
    ("What is the profit on the takings since the 20th?", None, lambda L: money(L.profit(lo="2024-02-20"))),
    ("How much revenue before the 15th?", None, lambda L: money(L.takings(hi="2024-02-14"))),
    ("Revenue between the 5th and the 11th inclusive?", None, lambda L: money(L.takings("2024-02-05", "2024-02-11"))),
    ("What did the first week of the month bring in, Thursday the 1st to Sunday the 4th?", None,
     lambda L: money(L.takings("2024-02-01", "2024-02-04"))),
    ("How much was refunded to customers this month in total?", None, lambda L: money(L.refunds())),
    ("What are takings net of the refunds given this month?", None,
     lambda L: money(L.takings())),
    ("What margin are you running this week, in percent?", "2024-02-15",
     lambda L: pct(L.profit(*this_week(L)), L.takings(*this_week(L)))),
    ("What were the gross profits in the last 10 days?", None, lambda L: money(L.profit(*last_n(L, 10)))),
    ("Which product earns you the most gross profit?", None, lambda L: top(prod_profit(L))),
    ("Which fruit has the best margin percentage?", None,
     lambda L: top({p: (v - L.cost[p] * k) / v for p, v, k in
                    ((p, prod_tk(L)[p], prod_kg(L)[p]) for p in prod_tk(L))})),
    ("How much do strawberries contribute to takings this month?", None,
     lambda L: money(L.takings(prod="strawberry"))),
    ("What percentage of revenue is from cherries so far?", "2024-02-24",
     lambda L: pct(L.takings(prod="cherry"), L.takings())),
    ("How many kilos of fruit did you move last week?", None, lambda L: kilo(L.kilos(*last_week(L)))),
    ("Average takings per day over the last 7 days?", None, lambda L: money(L.takings(*last_n(L, 7)) / 7)),
    ("What's the best single trading day you've had this month?", None, lambda L: top(day_tk(L))),
    ("How much did you take on your best day?", None, lambda L: money(max(day_tk(L).values()))),
    ("How many distinct customers bought something this month?", "2024-02-08",
     lambda L: count(len({s["cust"] for s in L.live()}))),
    ("Takings per product for the week of the 19th.", None,
     lambda L: table("product", prod_tk(L, "2024-02-19", "2024-02-25"))),
    ("What's the profit so far this week?", "2024-02-28", lambda L: money(L.profit(*this_week(L)))),
    ("What did you take on Saturdays in February?", None, lambda L: money(L.takings(wd={5}))),
    ("Takings for each day of the week, summed over the month.", None, lambda L: table("weekday", weekday_tk(L))),
    ("What did last week's sales cost you in stock?", "2024-02-19", lambda L: money(L.cogs(*last_week(L)))),
    ("Daily takings so far this week, please.", "2024-02-14",
     lambda L: table("day", day_tk(L, *this_week(L)))),
    ("How much was taken in the back half of the month, the 15th onwards?", None,
     lambda L: money(L.takings(lo="2024-02-15"))),
]

FLOOR = [
    ("How many kilos of bananas have we got right now?", None, lambda L: kilo(L.stock("banana"))),
    ("What are we charging for pears at the moment?", None, lambda L: money(L.price("pear"))),
    ("pear price today?", "2024-02-20", lambda L: money(L.price("pear"))),
    ("How much is a kilo of oranges now?", "2024-02-17", lambda L: money(L.price("orange"))),
    ("orange price per kg", None, lambda L: money(L.price("orange"))),
    ("What's bananas per kilo today?", "2024-02-19", lambda L: money(L.price("banana"))),
    ("What were bananas going for on the 12th?", None, lambda L: money(L.price("banana", "2024-02-12"))),
    ("What did we sell pears at on the 23rd?", None, lambda L: money(L.price("pear", "2024-02-23"))),
    ("How much mango is left on the shelf?", "2024-02-23", lambda L: kilo(L.stock("mango"))),
    ("Strawberry stock right now?", "2024-02-15", lambda L: kilo(L.stock("strawberry"))),
    ("How many kg of cherries did we have when we closed on the 17th?", None,
     lambda L: kilo(L.stock("cherry", "2024-02-17"))),
    ("At close of business on the 9th, how many pears were in the back?", None,
     lambda L: kilo(L.stock("pear", "2024-02-09"))),
    ("What was grape stock at the end of the 3rd?", None, lambda L: kilo(L.stock("grape", "2024-02-03"))),
    ("Give me the stock levels of every fruit right now.", None, lambda L: table("product", stock_all(L), "kg")),
    ("Stock on hand for each product at the moment?", "2024-02-08",
     lambda L: table("product", stock_all(L), "kg")),
    ("What was left of everything at closing on the 22nd?", None,
     lambda L: table("product", stock_all(L, "2024-02-22"), "kg")),
    ("Which fruits are under 22 kilos right now?", None, lambda L: over(stock_all(L), 22, below=True)),
    ("Which products do we have more than 30 kg of?", "2024-02-18", lambda L: over(stock_all(L), 30)),
    ("What are we lowest on at the moment?", None, lambda L: top(stock_all(L), low=True)),
    ("What do we have the most of in stock?", "2024-02-12", lambda L: top(stock_all(L))),
    ("How much apple do we have?", "2024-02-06", lambda L: kilo(L.stock("apple"))),
    ("How many kilos of oranges were sitting there at close on the 18th?", None,
     lambda L: kilo(L.stock("orange", "2024-02-18"))),
    ("Is there much grape left? How many kg exactly?", "2024-02-21", lambda L: kilo(L.stock("grape"))),
    ("How many kilos of cherry are in stock after today's delivery?", "2024-02-28",
     lambda L: kilo(L.stock("cherry"))),
    ("banana stock end of day 22 feb", None, lambda L: kilo(L.stock("banana", "2024-02-22"))),
    ("How many kilos of strawberries did we sell today?", "2024-02-28",
     lambda L: kilo(L.kilos(L.today, L.today, prod="strawberry"))),
    ("How much have we taken today?", "2024-02-27", lambda L: money(L.takings(L.today, L.today))),
    ("How many customers have come through today?", "2024-02-26",
     lambda L: count(len({s["cust"] for s in L.live(L.today, L.today)}))),
    ("How many sales so far today?", "2024-02-09", lambda L: count(L.nsales(L.today, L.today))),
    ("What did we take yesterday?", "2024-02-24", lambda L: money(L.takings(shift(L.today, -1), shift(L.today, -1)))),
    ("How many kilos went out the door yesterday?", None,
     lambda L: kilo(L.kilos(shift(L.today, -1), shift(L.today, -1)))),
    ("What's the cherry price?", "2024-02-05", lambda L: money(L.price("cherry"))),
    ("Current price list please, every product.", "2024-02-20",
     lambda L: table("product", {p: L.price(p) for p in L.products()})),
    ("What were prices for each fruit at the end of the 18th?", None,
     lambda L: table("product", {p: L.price(p, "2024-02-18") for p in L.products()})),
    ("What would 3 kilos of mango cost a customer right now?", None, lambda L: money(3 * L.price("mango"))),
    ("How much for 2.5 kg of oranges at today's price?", None, lambda L: money(Decimal("2.5") * L.price("orange"))),
    ("How much pear did we sell yesterday and today together?", "2024-02-25",
     lambda L: kilo(L.kilos(shift(L.today, -1), L.today, prod="pear"))),
    ("Which fruits did we sell today?", "2024-02-25",
     lambda L: names({p for _, p, _, _ in L.lines(L.today, L.today)})),
    ("How much strawberry stock was there at close on the 16th, after the new delivery?", None,
     lambda L: kilo(L.stock("strawberry", "2024-02-16"))),
    ("How many kilos of apples have we sold this week?", "2024-02-11",
     lambda L: kilo(L.kilos(*this_week(L), prod="apple"))),
    ("What's the combined weight of all fruit in the shop right now?", None,
     lambda L: kilo(sum(stock_all(L).values()))),
    ("How much fruit in total was in stock at the end of the 1st?", None,
     lambda L: kilo(sum(stock_all(L, "2024-02-01").values()))),
    ("How many kilos of mango have gone this week?", "2024-02-25",
     lambda L: kilo(L.kilos(*this_week(L), prod="mango"))),
    ("Who was the last customer to buy cherries?", "2024-02-27",
     lambda L: name([s for s, _, _, _ in L.lines(prod="cherry")][-1]["cust"])),
    ("How many kilos of grapes were at the shop on closing the 14th?", None,
     lambda L: kilo(L.stock("grape", "2024-02-14"))),
]

AUDITOR = [
    ("What was the total spent on stock purchases in February?", None, lambda L: money(L.bought_cost())),
    ("Total purchase cost between the 8th and the 16th inclusive.", None,
     lambda L: money(L.bought_cost("2024-02-08", "2024-02-16"))),
    ("Purchases at cost by supplier for the month.", None, lambda L: table("supplier", sup_cost(L))),
    ("How many kilos did we receive from each supplier?", None, lambda L: table("supplier", sup_kg(L), "kg")),
    ("What did we pay Green Valley Farms in total this month?", None,
     lambda L: money(L.bought_cost(sup="Green Valley Farms"))),
    ("How much was bought from Hillside Produce, at cost?", None,
     lambda L: money(L.bought_cost(sup="Hillside Produce"))),
    ("What is the value at cost of goods received from ABC since the 5th?", None,
     lambda L: money(L.bought_cost(lo="2024-02-05", sup="ABC"))),
    ("How many deliveries did we take in February?", None,
     lambda L: count(len({(r["date"], r["supplier"]["name"]) for r in RECORDS if r["kind"] == "purchase"}))),
    ("How many purchase orders came in after the 10th?", None,
     lambda L: count(sum(1 for r in RECORDS if r["kind"] == "purchase" and "2024-02-10" < r["date"] <= L.today))),
    ("What is the unit cost of mango?", None, lambda L: money(L.cost["mango"])),
    ("Unit cost per kilo of strawberries?", None, lambda L: money(L.cost["strawberry"])),
    ("List each product's cost price per kg.", None, lambda L: table("product", L.cost)),
    ("Which suppliers did we buy bananas from?", None,
     lambda L: names({b[1] for b in L.bought(prod="banana")})),
    ("Who supplied our pears?", None, lambda L: names({b[1] for b in L.bought(prod="pear")})),
    ("Which supplier did the cherries delivered on the 28th come from?", None,
     lambda L: name(*{b[1] for b in L.bought("2024-02-28", "2024-02-28", prod="cherry")})),
    ("How many kg of banana were purchased in total this month?", None, lambda L: kilo(L.bought_kg(prod="banana"))),
    ("What was the cost of bananas bought between the 1st and the 23rd?", None,
     lambda L: money(L.bought_cost("2024-02-01", "2024-02-23", prod="banana"))),
    ("How many kilos were written off this month?", None, lambda L: kilo(L.writeoff_kg())),
    ("What's the cost value of all stock written off in February?", None, lambda L: money(L.writeoff_cost())),
    ("Write-offs at cost by product.", None,
     lambda L: table("product", {p: L.writeoff_cost(prod=p) for p in L.products()})),
    ("Kilos written off per product, please.", None,
     lambda L: table("product", {p: L.writeoff_kg(prod=p) for p in L.products()}, "kg")),
    ("How much strawberry was written off between the 10th and the 20th?", None,
     lambda L: kilo(L.writeoff_kg("2024-02-10", "2024-02-20", prod="strawberry"))),
    ("What did the stock-count write-offs cost us before the 15th?", None,
     lambda L: money(L.writeoff_cost(hi="2024-02-14"))),
    ("How many stock adjustments were recorded in the month?", None, lambda L: count(len(L.adjs))),
    ("How many returns were processed in February?", None, lambda L: count(len(L.returns()))),
    ("How many returns did we have up to and including the 15th?", "2024-02-20",
     lambda L: count(len(L.returns(hi="2024-02-15")))),
    ("What is the total value of refunds issued between the 10th and the 25th?", None,
     lambda L: money(L.refunds("2024-02-10", "2024-02-25"))),
    ("Refunds paid out since the 20th?", None, lambda L: money(L.refunds(lo="2024-02-20"))),
    ("Which customers returned a sale this month?", "2024-02-16", lambda L: names({s["cust"] for _, s in L.returns()})),
    ("How much was refunded to Tom Lee in total?", None,
     lambda L: money(sum(v for _, s in L.returns() if s["cust"] == "Tom Lee" for _, _, v in s["lines"]))),
    ("What was the value of the largest single refund?", None,
     lambda L: money(max(sum(v for _, _, v in s["lines"]) for _, s in L.returns()))),
    ("Refund totals by day they were given.", None,
     lambda L: table("day", {d: sum(v for _, _, v in s["lines"]) for d, s in L.returns()})),
    ("What was the cost of purchases in the week of the 5th?", None,
     lambda L: money(L.bought_cost("2024-02-05", "2024-02-11"))),
    ("What did purchases cost us last week?", "2024-02-26", lambda L: money(L.bought_cost(*last_week(L)))),
    ("Purchases at cost per week, keyed by week.", None,
     lambda L: table("week", {w: L.bought_cost(w, shift(w, 6)) for w in {monday(b[0]) for b in L.buys}})),
    ("How many kilos of stock did we take in on the 1st?", None,
     lambda L: kilo(L.bought_kg("2024-02-01", "2024-02-01"))),
    ("Cost of goods sold between the 12th and the 18th?", None, lambda L: money(L.cogs("2024-02-12", "2024-02-18"))),
    ("What was the cost of goods sold for cherries in February?", None, lambda L: money(L.cogs(prod="cherry"))),
    ("What did the grapes we sold cost us?", None,
     lambda L: money(L.cogs(prod="grape"))),
    ("How much was spent on purchases up to the 9th?", "2024-02-12",
     lambda L: money(L.bought_cost(hi="2024-02-09"))),
    ("How much have we spent with suppliers so far this month?", "2024-02-09", lambda L: money(L.bought_cost())),
    ("Total kilograms purchased from Green Valley Farms before the 20th?", None,
     lambda L: kilo(L.bought_kg(hi="2024-02-19", sup="Green Valley Farms"))),
    ("What's the value of refunds so far?", "2024-02-14", lambda L: money(L.refunds())),
    ("How many kilos came back through returns this month?", None,
     lambda L: kilo(sum(kg for _, s in L.returns() for _, kg, _ in s["lines"]))),
    ("What's the stock on hand worth at cost right now?", None,
     lambda L: money(sum(L.stock(p) * L.cost[p] for p in L.products()))),
]

OWNER = [
    ("Who's our biggest spender this month?", None, lambda L: top(spend(L))),
    ("Give me the top three customers by what they spent.", None, lambda L: topn(spend(L), 3)),
    ("Who spent the least with us in February?", None, lambda L: top(spend(L), low=True)),
    ("Which customers have spent more than $40?", None, lambda L: over(spend(L), 40)),
    ("Which customers spent less than $35 this month?", None, lambda L: over(spend(L), 35, below=True)),
    ("Who spent more, Raj Patel or Omar Haddad?", None, lambda L: pick("Raj Patel", "Omar Haddad", spend(L))),
    ("Did Mei Chen or Ann Brown spend less?", None, lambda L: pick("Mei Chen", "Ann Brown", spend(L), low=True)),
    ("Which fruit sells the most by weight?", "2024-02-17", lambda L: top(prod_kg(L))),
    ("Which fruit brings in the least money?", None, lambda L: top(prod_tk(L), low=True)),
    ("Rank the products by kilos sold, most first.", None, lambda L: topn(prod_kg(L), len(prod_kg(L)))),
    ("Top 3 fruits by kilos sold.", None, lambda L: topn(prod_kg(L), 3)),
    ("Which products sold more than 20 kilos?", None, lambda L: over(prod_kg(L), 20)),
    ("Which products made less than $50 in sales?", None, lambda L: over(prod_tk(L), 50, below=True)),
    ("Which made more profit, mango or grape?", None, lambda L: pick("mango", "grape", prod_profit(L))),
    ("Did we sell more kilos of banana or of strawberry?", None,
     lambda L: pick("banana", "strawberry", prod_kg(L))),
    ("Who buys from us most often?", None, lambda L: top(cust_nsales(L))),
    ("Which customers have spent more than $60 with us?", None, lambda L: over(spend(L), 60)),
    ("Who bought the most kilos overall?", "2024-02-24", lambda L: top(cust_kg(L))),
    ("Who bought the most strawberries by weight?", None, lambda L: top(cust_kg(L, prod="strawberry"))),
    ("Which customers bought mango?", None, lambda L: buyers(L, "mango")),
    ("Who bought apples this month?", None, lambda L: buyers(L, "apple")),
    ("Which customers bought cherries?", None, lambda L: buyers(L, "cherry")),
    ("Who were our top 2 spenders last week?", "2024-02-26", lambda L: topn(spend(L, *last_week(L)), 2)),
    ("Who spent the most so far this week?", "2024-02-28", lambda L: top(spend(L, *this_week(L)))),
    ("Which customer spent the most before the 10th?", "2024-02-14", lambda L: top(spend(L, hi="2024-02-09"))),
    ("Which day this month had the lowest takings?", None, lambda L: top(day_tk(L), low=True)),
    ("Which days took more than $40?", None, lambda L: over(day_tk(L), 40)),
    ("Which days brought in less than $10?", None, lambda L: over(day_tk(L), 10, below=True)),
    ("What's our busiest day of the week by takings?", None, lambda L: top(weekday_tk(L))),
    ("Which weekday is the slowest for money in?", None, lambda L: top(weekday_tk(L), low=True)),
    ("How much more did Omar Haddad spend than Luis Garcia?", None,
     lambda L: money(spend(L)["Omar Haddad"] - spend(L)["Luis Garcia"])),
    ("Which supplier did we spend the most with?", None, lambda L: top(sup_cost(L))),
    ("Which supplier gave us the fewest kilos?", None, lambda L: top(sup_kg(L), low=True)),
    ("Which product had the most written off?", None,
     lambda L: top({p: L.writeoff_kg(prod=p) for p in L.products() if L.writeoff_kg(prod=p)})),
    ("Which fruit is the least profitable?", None, lambda L: top(prod_profit(L), low=True)),
    ("Bottom three customers by spend?", None, lambda L: topn(spend(L), 3, low=True)),
    ("Who's been our best customer so far this month?", "2024-02-11", lambda L: top(spend(L))),
    ("Which fruit has sold the most so far, by money?", "2024-02-13", lambda L: top(prod_tk(L))),
    ("Which customers spent more than $25 in the second half of the month, from the 15th?", None,
     lambda L: over(spend(L, lo="2024-02-15"), 25)),
    ("Who spent more in February, Eva Berg or Ida Novak?", None, lambda L: pick("Eva Berg", "Ida Novak", spend(L))),
    ("Which fruits made over $30 gross profit?", None, lambda L: over(prod_profit(L), 30)),
    ("Spend per customer this month.", None, lambda L: table("customer", spend(L))),
    ("How many times did each customer buy from us?", None, lambda L: table("customer", cust_nsales(L), "count")),
    ("Who bought more oranges, Tom Lee or Eva Berg?", "2024-02-25",
     lambda L: pick("Tom Lee", "Eva Berg", cust_kg(L, prod="orange"))),
    ("Which products did Raj Patel spend more than $10 on?", None,
     lambda L: over(prod_tk(L, cust="Raj Patel"), 10)),
]

REFUSALS = [
    ("What will we take next week?", None),
    ("Forecast banana sales for March.", None),
    ("How many kilos of cherries will we sell tomorrow?", "2024-02-20"),
    ("How did this February compare with last February?", None),
    ("What were our takings in 2023?", None),
    ("Which member of staff sold the most?", None),
    ("How many hours did the staff work this week?", None),
    ("How much do we pay in rent?", None),
    ("Was it raining on the 10th?", None),
    ("Did the weather affect weekend takings?", None),
    ("How much did Smith spend this month?", None),
    ("What did Davis buy on the 20th?", None),
    ("How many times did Mr Smith come in?", None),
    ("Has Ms Davis returned anything?", None),
    ("Delete the sale from Bob Smith on the 1st.", None),
    ("Change the price of pears to $1.80.", None),
    ("Record a new sale of 2 kg apples to Tom Lee.", None),
    ("Please add a stock adjustment of -1 kg mango.", None),
    ("Undo Tom Lee's return.", None),
    ("Can you recommend a good recipe with mango?", None),
    ("What's the capital of Australia?", None),
    ("Write me a poem about fruit.", None),
    ("What will the price of strawberries be next month?", None),
    ("When are we likely to run out of grapes?", None),
    ("What is our electricity bill?", None),
    ("Who will be our best customer in March?", "2024-02-15"),
]

PERSONAS = [("investor", INVESTOR), ("floor_staff", FLOOR), ("auditor", AUDITOR), ("curious_owner", OWNER)]


def build():
    out = []
    ledgers = {}

    def ledger(today):
        if today not in ledgers:
            ledgers[today] = Ledger(today)
        return ledgers[today]

    for persona, qs in PERSONAS:
        for text, today, fn in qs:
            today = today or END
            out.append({"question": text, "today": today, "category": persona, "expect": fn(ledger(today))})
    for text, today in REFUSALS:
        out.append({"question": text, "today": today or END, "category": "refuse", "expect": REFUSE})
    lines = []
    for n, q in enumerate(out, 1):
        lines.append(json.dumps({"id": f"q62-{n:03d}", **q}))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    counts = {}
    for q in out:
        counts[q["category"]] = counts.get(q["category"], 0) + 1
    early = sum(q["today"] < END for q in out)
    print("questions", len(out), counts, "today before end:", early)


if __name__ == "__main__":
    build()
