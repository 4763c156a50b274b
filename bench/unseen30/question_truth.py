"""Held-out manager questions for the demo fruit shop (set 30).

Stdlib only, Decimal money.  Reads resources/demo/fruitshop_month.jsonl,
replays the records as known on each question's `today`, and writes
questions.jsonl next to this file.  Every question below is typed by hand;
every answer is computed here from the records.  Run from the repository root:

    python bench/unseen30/question_truth.py
"""
import datetime
import json
import os
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

END = "2024-02-29"
RECS = [json.loads(line) for line in open(DATA) if line.strip()]
_dates = [r["date"] for r in RECS]
assert _dates == sorted(_dates), "records are not in date order"
assert all(d.startswith("2024-02-") for d in _dates)


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def rnd(x, places):
    """Round half-up after asserting the value is not exactly on a half unit."""
    x = Decimal(x)
    scaled = abs(x.scaleb(places))
    assert scaled % 1 != Decimal("0.5"), ("half unit rounding", x, places)
    return x.quantize(Decimal(1).scaleb(-places), rounding="ROUND_HALF_UP")


def money(x):
    return float(rnd(x, 2))


def kg(x):
    return float(rnd(x, 3))


def pct(x):
    return float(rnd(x, 2))


def monday(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def weekday(s):
    return day(s).strftime("%A")


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


WEEKEND = {5, 6}
WEEKDAYS = {0, 1, 2, 3, 4}


class Book:
    """The shop as known at the close of `today` (records dated <= today)."""

    def __init__(self, today):
        self.today = today
        self.sales = []   # dict(date, cust, lines=[(product, kg, value)], ret=return date or None)
        self.buys = []    # dict(date, sup, prod, qty, cost)
        self.adjs = []    # dict(date, prod, qty)
        self.rets = []    # dict(date, cust, sale)
        self.plog = []    # (date, product, price) in file order
        price = {}
        for r in RECS:
            if r["date"] > today:
                break
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append(dict(date=r["date"], sup=r["supplier"]["name"], prod=it["product"],
                                          qty=dec(it["quantity"]), cost=dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = dec(it["selling_price"])
                        self.plog.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.plog.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = dec(it["quantity"])
                    lines.append((it["product"], q, rnd(q * price[it["product"]], 2)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
            elif k == "return":
                hit = [s for s in self.sales
                       if s["cust"] == r["customer"]["name"] and s["date"] == r["sale_date"]]
                assert len(hit) == 1 and hit[0]["ret"] is None, r
                hit[0]["ret"] = r["date"]
                self.rets.append(dict(date=r["date"], cust=r["customer"]["name"], sale=hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append(dict(date=r["date"], prod=r["product"], qty=dec(r["quantity"])))
            else:
                raise ValueError(k)
        self.cost = {}
        for b in self.buys:
            assert self.cost.setdefault(b["prod"], b["cost"]) == b["cost"], "two unit costs for " + b["prod"]
        self.products = sorted(self.cost)

    # ---------------------------------------------------------------- sales
    def sel(self, lo=None, hi=None, cust=None, prod=None, wd=None, returned=False):
        """Sales in the window; returned=True also keeps returned sales (robustness reading)."""
        hi = hi or self.today
        out = []
        for s in self.sales:
            if s["ret"] is not None and not returned:
                continue
            if (lo and s["date"] < lo) or s["date"] > hi:
                continue
            if cust and s["cust"] != cust:
                continue
            if wd is not None and day(s["date"]).weekday() not in wd:
                continue
            if prod and not any(p == prod for p, _, _ in s["lines"]):
                continue
            out.append(s)
        return out

    def lines(self, prod=None, **f):
        for s in self.sel(prod=prod, **f):
            for p, q, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, q, v

    def takings(self, **f):
        return sum((v for _, _, _, v in self.lines(**f)), Decimal(0))

    def kilos(self, **f):
        return sum((q for _, _, q, _ in self.lines(**f)), Decimal(0))

    def cogs(self, **f):
        return sum((q * self.cost[p] for _, p, q, _ in self.lines(**f)), Decimal(0))

    def profit(self, **f):
        return self.takings(**f) - self.cogs(**f)

    def count(self, **f):
        return len(self.sel(**f))

    def customers(self, **f):
        return {s["cust"] for s in self.sel(**f)}

    def by(self, key, fn, **f):
        """{key: fn(...)} for key in product, customer, day, week, weekday, month; zero rows omitted."""
        out = {}
        if key == "product":
            for p in self.products:
                out[p] = fn(prod=p, **f)
        elif key == "customer":
            for c in sorted(self.customers(**f)):
                out[c] = fn(cust=c, **f)
        else:
            keyf = {"day": lambda d: d, "week": monday, "weekday": weekday, "month": lambda d: d[:7]}[key]
            lo, hi = f.pop("lo", None), f.pop("hi", None)
            for d in sorted({s["date"] for s in self.sel(lo=lo, hi=hi, returned=True, **f)}):
                out[keyf(d)] = out.get(keyf(d), 0) + fn(lo=d, hi=d, **f)
        return {k: v for k, v in out.items() if v}

    # ---------------------------------------------------------------- refunds
    def refunds(self, lo=None, hi=None, cust=None):
        hi = hi or self.today
        return sum((sum((v for _, _, v in r["sale"]["lines"]), Decimal(0)) for r in self.rets
                    if (not lo or r["date"] >= lo) and r["date"] <= hi and (not cust or r["cust"] == cust)),
                   Decimal(0))

    # ---------------------------------------------------------------- stock
    def bought(self, prod=None, sup=None, lo=None, hi=None, at_cost=False):
        hi = hi or self.today
        return sum((b["qty"] * (b["cost"] if at_cost else 1) for b in self.buys
                    if (not prod or b["prod"] == prod) and (not sup or b["sup"] == sup)
                    and (not lo or b["date"] >= lo) and b["date"] <= hi), Decimal(0))

    def adjusted(self, prod=None, lo=None, hi=None, negative_only=False):
        hi = hi or self.today
        return sum((a["qty"] for a in self.adjs
                    if (not prod or a["prod"] == prod) and (not lo or a["date"] >= lo) and a["date"] <= hi
                    and (a["qty"] < 0 or not negative_only)), Decimal(0))

    def stock(self, prod, d=None):
        d = d or self.today
        assert d <= self.today
        sold = sum((q for s in self.sales if s["date"] <= d and not (s["ret"] and s["ret"] <= d)
                    for p, q, _ in s["lines"] if p == prod), Decimal(0))
        return self.bought(prod, hi=d) - sold + self.adjusted(prod, hi=d)

    def writeoff_kg(self, prod=None, **f):
        return -self.adjusted(prod, negative_only=True, **f)

    def writeoff_cost(self, prod=None, **f):
        return sum((-a["qty"] * self.cost[a["prod"]] for a in self.adjs
                    if a["qty"] < 0 and (not prod or a["prod"] == prod)
                    and (not f.get("lo") or a["date"] >= f["lo"]) and a["date"] <= (f.get("hi") or self.today)),
                   Decimal(0))

    # ---------------------------------------------------------------- prices
    def price(self, prod, d=None):
        """Selling price in force at the end of day d; asserts it did not move on d."""
        d = d or self.today
        assert d <= self.today
        end = [pr for dt, p, pr in self.plog if p == prod and dt <= d]
        before = [pr for dt, p, pr in self.plog if p == prod and dt < d]
        assert before and before[-1] == end[-1], ("price moved on", prod, d)
        return end[-1]

    def price_end(self, prod, d):
        return [pr for dt, p, pr in self.plog if p == prod and dt <= d][-1]


_BOOKS = {}


def B(today=END):
    if today not in _BOOKS:
        _BOOKS[today] = Book(today)
    return _BOOKS[today]


def ranked(fn, n=1, reverse=True):
    """fn(returned) -> {key: value}.  Top n keys, asserting no tie among the
    first n+1 values and the same top n whether returned sales count or not."""
    res = []
    for returned in (False, True):
        items = sorted(fn(returned).items(), key=lambda kv: kv[1], reverse=reverse)
        vals = [v for _, v in items[:n + 1]]
        assert len(set(vals)) == len(vals), ("tie", items[:n + 1])
        res.append([k for k, _ in items[:n]])
    assert res[0] == res[1], ("returns change the ranking", res)
    return res[0]


def robust(fn):
    """fn(returned) -> a set of names; assert both readings agree."""
    a, b = fn(False), fn(True)
    assert a == b, ("returns change the answer", a, b)
    return sorted(a)


def per_product(fn, returned, b, **f):
    return {p: fn(prod=p, returned=returned, **f) for p in b.products if fn(prod=p, returned=returned, **f)}


def per_customer(fn, returned, b, **f):
    return {c: fn(cust=c, returned=returned, **f) for c in sorted(b.customers(returned=returned, **f))}


# ------------------------------------------------------------------ expectations
def num(x):
    return {"type": "number", "value": x}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered=False):
    vals = list(vals)
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def table(key, rows, conv):
    rows = {k: conv(v) for k, v in sorted(rows.items()) if v}
    assert all(v != 0 for v in rows.values())
    return {"type": "table", "key": key, "rows": rows}


REFUSE = {"type": "refuse"}

QS = []


def Q(category, text, expect, today=END):
    assert day(today).month == 2
    QS.append(dict(category=category, question=text, today=today, expect=expect))


def R(text, today=END):
    Q("refuse", text, REFUSE, today)


b = B()
assert weekday(END) == "Thursday"
THIS_MON = monday(END)                     # 2024-02-26
LAST_MON = shift(THIS_MON, -7)             # 2024-02-19
LAST_SUN = shift(THIS_MON, -1)             # 2024-02-25

# =================================================================== prospective-buyer
P = "prospective-buyer"
Q(P, "What were the shop's total takings for February?", num(money(b.takings(lo="2024-02-01"))))
Q(P, "What was the gross profit for the whole of February?", num(money(b.profit())))
Q(P, "What gross margin, as a percentage of revenue, did the shop make over the month?",
  num(pct(b.profit() / b.takings() * 100)))
Q(P, "Which product brought in the most revenue this month?",
  name(ranked(lambda r: per_product(b.takings, r, b))[0]))
Q(P, "Which product earned the least revenue in February?",
  name(ranked(lambda r: per_product(b.takings, r, b), reverse=False)[0]))
Q(P, "Which product made the most gross profit over the month?",
  name(ranked(lambda r: per_product(b.profit, r, b))[0]))
Q(P, "Could you show me February's revenue broken down by product?",
  table("product", b.by("product", b.takings), money))
Q(P, "Please give me the gross profit for each product this month.",
  table("product", b.by("product", b.profit), money))
Q(P, "How much money was refunded to customers over the whole month?", num(money(b.refunds())))
Q(P, "How many returns did the shop process in February?", num(len(b.rets)))
Q(P, "What percentage of the month's stock purchases, measured at cost, came from Green Valley Farms?",
  num(pct(b.bought(sup="Green Valley Farms", at_cost=True) / b.bought(at_cost=True) * 100)))
Q(P, "How much did the shop spend with each supplier in February?",
  table("supplier", {s: b.bought(sup=s, at_cost=True) for s in {x["sup"] for x in b.buys}}, money))
Q(P, "Which supplier did the shop spend the most money with this month?",
  name(ranked(lambda r: {s: b.bought(sup=s, at_cost=True) for s in {x["sup"] for x in b.buys}})[0]))
Q(P, "I'd like to see the takings for each day of the month, please.",
  table("day", b.by("day", b.takings), money))
_daily = b.by("day", b.takings)
assert all(v != 20 for v in _daily.values())
Q(P, "On how many days in February did the takings come to more than $20?",
  num(sum(1 for v in _daily.values() if v > 20)))
Q(P, "What were the average daily takings, spreading the month's takings over all 29 days of February?",
  num(money(b.takings() / 29)))
Q(P, "What was the shop's highest single day of takings in February, in dollars?", num(money(max(_daily.values()))))
assert len(_daily) == 29, "every February day has a standing sale"
Q(P, "What did the quietest day of the month take?", num(money(min(_daily.values()))))
Q(P, "Could you break the month's takings down by day of the week?",
  table("weekday", b.by("weekday", b.takings), money))
Q(P, "Can you show me the takings week by week?", table("week", b.by("week", b.takings), money))
Q(P, "What was the cost of goods sold for the month?", num(money(b.cogs())))
Q(P, "What is the stock currently on hand worth at cost?",
  num(money(sum(b.stock(p) * b.cost[p] for p in b.products))))
Q(P, "How much stock, valued at cost, was written off during February?", num(money(b.writeoff_cost())))
Q(P, "How many different customers bought from the shop in February?", num(len(b.customers())))
Q(P, "What is the average value of a sale?", num(money(b.takings() / b.count())))
Q(P, "How much more did the shop take on weekdays than at weekends over the month?",
  num(money(b.takings(wd=WEEKDAYS) - b.takings(wd=WEEKEND))))
Q(P, "What did the shop take from the 15th of February onwards?", num(money(b.takings(lo="2024-02-15"))))
Q(P, "How did last week's takings compare with the week before? Give me last week's figure minus the previous week's.",
  num(money(b.takings(lo=LAST_MON, hi=LAST_SUN) - b.takings(lo=shift(LAST_MON, -7), hi=shift(LAST_SUN, -7)))))
Q(P, "Who was the shop's biggest customer by spend this month?",
  name(ranked(lambda r: per_customer(b.takings, r, b))[0]))
_top2 = ranked(lambda r: per_customer(b.takings, r, b), n=2)
Q(P, "What share of the month's takings came from the two biggest-spending customers?",
  num(pct(sum(b.takings(cust=c) for c in _top2) / b.takings() * 100)))
Q(P, "What proportion of this month's revenue came from strawberries?",
  num(pct(b.takings(prod="strawberry") / b.takings() * 100)))
Q(P, "What did the shop spend on stock purchases in total during February?", num(money(b.bought(at_cost=True))))
Q(P, "As of the 15th, what have the takings been so far this month?",
  num(money(B("2024-02-15").takings())), today="2024-02-15")
Q(P, "What gross profit did the shop make between the 1st and the 7th of February?",
  num(money(B("2024-02-10").profit(lo="2024-02-01", hi="2024-02-07"))), today="2024-02-10")
Q(P, "Which product had the highest gross margin percentage over the month?",
  name(ranked(lambda r: {p: b.profit(prod=p, returned=r) / b.takings(prod=p, returned=r)
                         for p in b.products})[0]))
Q(P, "How much gross profit did the shop make at weekends this month?", num(money(b.profit(wd=WEEKEND))))
Q(P, "Where does the gross profit stand so far this month, as of today?",
  num(money(B("2024-02-22").profit())), today="2024-02-22")
Q(P, "How much of the February purchasing went to Hillside Produce?",
  num(money(b.bought(sup="Hillside Produce", at_cost=True))))
Q(P, "What have refunds added up to so far this month?", num(money(B("2024-02-20").refunds())), today="2024-02-20")
R("What is the monthly rent on the premises?")
R("How much VAT did the shop owe for February?")
R("How much does the shop pay its staff each week?")
R("What do you expect the takings to be in March?")
R("What is the shop's current bank balance?")

# =================================================================== part-time-student
S = "part-time-student"
t = "2024-02-20"
assert len(B(t).customers(lo=t)) == B(t).count(lo=t), "people vs sales reading matters"
Q(S, "how many ppl came in today", num(len(B(t).customers(lo=t))), today=t)
Q(S, "how much did we take yesterday", num(money(B(t).takings(lo=shift(t, -1), hi=shift(t, -1)))), today=t)
Q(S, "how much did last weekend bring in (sat+sun)",
  num(money(B(t).takings(lo="2024-02-17", hi="2024-02-18"))), today=t)
Q(S, "how many kg of grapes we got", num(kg(B(t).stock("grape"))), today=t)
t = "2024-02-24"
Q(S, "takings today so far?", num(money(B(t).takings(lo=t))), today=t)
Q(S, "what fruit did we sell today", names({p for _, p, _, _ in B(t).lines(lo=t)}), today=t)
Q(S, "avg sale today", num(money(B(t).takings(lo=t) / B(t).count(lo=t))), today=t)
Q(S, "grapes left?", num(kg(B(t).stock("grape"))), today=t)
t = "2024-02-27"
Q(S, "whats the banana price rn", num(money(B(t).price("banana"))), today=t)
Q(S, "how many kg of bananas did we sell yesterday",
  num(kg(B(t).kilos(lo=shift(t, -1), hi=shift(t, -1), prod="banana"))), today=t)
Q(S, "how many kilos of pears did we sell last week",
  num(kg(B(t).kilos(lo="2024-02-19", hi="2024-02-25", prod="pear"))), today=t)
assert weekday("2024-02-24") == "Saturday"
Q(S, "how many sales did we do last saturday", num(B(t).count(lo="2024-02-24", hi="2024-02-24")), today=t)
Q(S, "what did raj buy today",
  names({p for _, p, _, _ in B(t).lines(lo=t, cust="Raj Patel")}), today=t)
Q(S, "who bought cherries today", names(B(t).customers(lo=t, prod="cherry")), today=t)
t = "2024-02-13"
Q(S, "how much is left of the oranges", num(kg(B(t).stock("orange"))), today=t)
Q(S, "price of oranges rn?", num(money(B(t).price("orange"))), today=t)
assert len(B(t).customers(lo="2024-02-12", hi="2024-02-12")) == B(t).count(lo="2024-02-12", hi="2024-02-12")
Q(S, "how many customers did we have yesterday", num(len(B(t).customers(lo="2024-02-12", hi="2024-02-12"))),
  today=t)
t = "2024-02-17"
Q(S, "how much did mei spend today", num(money(B(t).takings(lo=t, cust="Mei Chen"))), today=t)
Q(S, "who came in today", names(B(t).customers(lo=t)), today=t)
Q(S, "how much did we take this week", num(money(B(t).takings(lo="2024-02-12"))), today=t)
t = "2024-02-10"
Q(S, "how many kg of apples have we got", num(kg(B(t).stock("apple"))), today=t)
Q(S, "most expensive fruit per kg atm",
  name(ranked(lambda r: {p: B("2024-02-10").price(p) for p in B("2024-02-10").products})[0]), today=t)
t = "2024-02-06"
Q(S, "cherry price?", num(money(B(t).price("cherry"))), today=t)
Q(S, "total takings so far this month", num(money(B(t).takings())), today=t)
t = "2024-02-26"
Q(S, "how much did we refund today", num(money(B(t).refunds(lo=t))), today=t)
# today = 29th
Q(S, "how many sales have we done this week", num(b.count(lo=THIS_MON)))
Q(S, "wat did zoe davis spend this month", num(money(b.takings(cust="Zoe Davis"))))
Q(S, "how many returns did we get this week", num(sum(1 for r in b.rets if r["date"] >= THIS_MON)))
Q(S, "best seller this week by kg?",
  name(ranked(lambda r: per_product(b.kilos, r, b, lo=THIS_MON))[0]))
Q(S, "how many kg of banana since monday", num(kg(b.kilos(lo=THIS_MON, prod="banana"))))
Q(S, "orange price on the 17th?", num(money(b.price("orange", "2024-02-17"))))
Q(S, "how much have we taken since the 20th", num(money(b.takings(lo="2024-02-20"))))
assert len(b.customers(lo=THIS_MON, prod="banana")) == b.count(lo=THIS_MON, prod="banana")
Q(S, "how many ppl bought bananas this week", num(len(b.customers(lo=THIS_MON, prod="banana"))))
Q(S, "cheapest fruit rn", name(ranked(lambda r: {p: b.price(p) for p in b.products}, reverse=False)[0]))
Q(S, "how much did ken smith spend today", num(money(b.takings(lo=END, cust="Ken Smith"))))
Q(S, "how many kg did we sell today", num(kg(b.kilos(lo=END))))
R("whats the wifi password")
R("when is my next shift")
R("is it gonna rain tmrw? wondering if ppl will come in")
R("did the last customer pay cash or card")
R("can u delete the sale i just put in", today="2024-02-27")

# =================================================================== head-of-produce
H = "head-of-produce"
Q(H, "Kilos sold per product this month", table("product", b.by("product", b.kilos), kg))
Q(H, "How many kg of strawberries did we sell each day this week?",
  table("day", b.by("day", b.kilos, lo=THIS_MON, prod="strawberry"), kg))
Q(H, "Show me stock on hand for every product right now, in kilos.",
  table("product", {p: b.stock(p) for p in b.products}, kg))
Q(H, "How much cherry did we have in stock at close on the 20th?", num(kg(b.stock("cherry", "2024-02-20"))))
Q(H, "How many kilos were written off, product by product?",
  table("product", {p: b.writeoff_kg(p) for p in b.products}, kg))
Q(H, "What did the write-offs cost us for each product (at cost)?",
  table("product", {p: b.writeoff_cost(p) for p in b.products}, money))
Q(H, "What are we paying per kg for bananas from each supplier?",
  table("supplier", {x["sup"]: x["cost"] for x in b.buys if x["prod"] == "banana"}, money))
Q(H, "cost per kg from Green Valley Farms, by product",
  table("product", {x["prod"]: x["cost"] for x in b.buys if x["sup"] == "Green Valley Farms"}, money))
Q(H, "Orange selling price at close on the 10th, the 20th and the 29th?",
  table("day", {d: b.price("orange", d) for d in ("2024-02-10", "2024-02-20", "2024-02-29")}, money))
Q(H, "kg sold week by week", table("week", b.by("week", b.kilos), kg))
Q(H, "banana kilos sold per week this month", table("week", b.by("week", b.kilos, prod="banana"), kg))
Q(H, "Which fruit sold the most kilos this month?", name(ranked(lambda r: per_product(b.kilos, r, b))[0]))
Q(H, "Which fruit sold the fewest kilos in February?",
  name(ranked(lambda r: per_product(b.kilos, r, b), reverse=False)[0]))
Q(H, "kilos bought from each supplier in feb",
  table("supplier", {s: b.bought(sup=s) for s in {x["sup"] for x in b.buys}}, kg))
Q(H, "total kg of fruit bought this month", num(kg(b.bought())))
Q(H, "How much strawberry do we have right now?", num(kg(B("2024-02-16").stock("strawberry"))), today="2024-02-16")
Q(H, "What percentage of the cherries we bought this month has been sold?",
  num(pct(b.kilos(prod="cherry") / b.bought("cherry") * 100)))
Q(H, "Which product do we have the most kilos of in stock now?",
  name(ranked(lambda r: {p: b.stock(p) for p in b.products})[0]))
assert all(b.stock(p) != 22 for p in b.products)
Q(H, "Which products have less than 22 kg in stock right now?",
  names(p for p in b.products if b.stock(p) < 22))
Q(H, "kg of mango sold on weekends this month", num(kg(b.kilos(prod="mango", wd=WEEKEND))))
Q(H, "grapes: kilos sold between the 10th and the 20th, both days included",
  num(kg(b.kilos(prod="grape", lo="2024-02-10", hi="2024-02-20"))))
Q(H, "How many kilos of fruit were written off in total in February?", num(kg(b.writeoff_kg())))
Q(H, "What is our strawberry stock worth at cost now?", num(money(b.stock("strawberry") * b.cost["strawberry"])))
Q(H, "bananas in stock at the moment, kg?", num(kg(B("2024-02-09").stock("banana"))), today="2024-02-09")
t = "2024-02-12"
Q(H, "Which products have we sold more than 10 kg of so far this month?",
  names(robust(lambda r: {p for p in B(t).products if B(t).kilos(prod=p, returned=r) > 10})), today=t)
Q(H, "banana kg sold before the 10th?", num(kg(b.kilos(prod="banana", hi="2024-02-09"))))
Q(H, "How many kilos of pears have we sold on Tuesdays this month?", num(kg(b.kilos(prod="pear", wd={1}))))
_c7 = b.kilos(prod="cherry", lo=shift(END, -6))
assert _c7 == b.kilos(prod="cherry", lo=shift(END, -7), hi=shift(END, -1)), "last 7 days reading matters"
Q(H, "cherry kg sold in the last 7 days", num(kg(_c7)))
Q(H, "What average price per kg did we actually get for oranges this month?",
  num(money(b.takings(prod="orange") / b.kilos(prod="orange"))))
Q(H, "How many kilos of each fruit did we buy in February?",
  table("product", {p: b.bought(p) for p in b.products}, kg))
Q(H, "List the current selling price of each product.", table("product", {p: b.price(p) for p in b.products}, money))
Q(H, "What has the write-off cost come to since the 15th?", num(money(b.writeoff_cost(lo="2024-02-15"))))
Q(H, "How many kg of strawberries were written off from the 15th onwards?",
  num(kg(b.writeoff_kg("strawberry", lo="2024-02-15"))))
_pold, _pnew = b.price_end("pear", "2024-02-23"), b.price_end("pear", "2024-02-24")
assert _pold != _pnew
Q(H, "By how much did the pear price per kg change on the 24th? New price minus old price.",
  num(money(_pnew - _pold)))
Q(H, "What's the apple stock as of today?", num(kg(B("2024-02-20").stock("apple"))), today="2024-02-20")
Q(H, "What did the bananas we sold last week cost us to buy?",
  num(money(b.cogs(prod="banana", lo=LAST_MON, hi=LAST_SUN))))
Q(H, "Strawberry stock at close today?", num(kg(B("2024-02-15").stock("strawberry"))), today="2024-02-15")
R("What's the temperature in the cold room at the moment?")
R("What is Green Valley Farms' postal address?")
R("Change the pear price to $1.50 from tomorrow.")
R("How many kilos of cherries should I order for next week?")
R("How many hours did the produce team work this week?")

# =================================================================== regulars-and-loyalty
C = "regulars-and-loyalty"
_nsales = lambda r, bk=b, **f: {c: bk.count(cust=c, returned=r, **f) for c in bk.customers(returned=r, **f)}
_spend = lambda r, bk=b, **f: {c: bk.takings(cust=c, returned=r, **f) for c in bk.customers(returned=r, **f)}
Q(C, "How many customers have made at least 6 purchases this month?",
  num(sum(1 for v in _nsales(False).values() if v >= 6)))
Q(C, "Who came in most often this month, counting sales?", name(ranked(_nsales)[0]))
Q(C, "number of sales per customer this month", table("customer", _nsales(False), int))
Q(C, "spend per customer", table("customer", _spend(False), money))
Q(C, "top 2 spenders this month, biggest first", names(ranked(_spend, n=2), ordered=True))
Q(C, "What's the average spend per customer this month?", num(money(b.takings() / len(b.customers()))))
Q(C, "Which customers shopped with us at weekends?",
  names(robust(lambda r: b.customers(wd=WEEKEND, returned=r))))
Q(C, "Who returned something this month?", names({r["cust"] for r in b.rets}))
Q(C, "How many customers brought something back in February?", num(len({r["cust"] for r in b.rets})))


def first_seen(bk, r):
    out = {}
    for s in bk.sel(returned=r):
        out.setdefault(s["cust"], s["date"])
    return out


Q(C, "Any new customers from the 20th onwards? List them.",
  names(robust(lambda r: {c for c, d in first_seen(b, r).items() if d >= "2024-02-20"})))
Q(C, "Which customers have bought mangoes this month?",
  names(robust(lambda r: b.customers(prod="mango", returned=r))))
Q(C, "Who spent the least this month?", name(ranked(_spend, reverse=False)[0]))
Q(C, "On average, how many purchases did each customer make this month?",
  num(float(rnd(Decimal(b.count()) / len(b.customers()), 2))))
Q(C, "How much has Omar Haddad spent in total?", num(money(b.takings(cust="Omar Haddad"))))
Q(C, "What percentage of this month's takings came from Zoe Davis?",
  num(pct(b.takings(cust="Zoe Davis") / b.takings() * 100)))
Q(C, "Which customers bought something both between 1 and 7 Feb and between 23 and 29 Feb?",
  names(robust(lambda r: b.customers(lo="2024-02-01", hi="2024-02-07", returned=r)
               & b.customers(lo="2024-02-23", hi="2024-02-29", returned=r))))
assert robust(lambda r: b.customers(returned=r) - b.customers(lo="2024-02-20", returned=r)) == \
    robust(lambda r: b.customers(returned=r) - b.customers(lo="2024-02-21", returned=r)), "since: in/exclusive"
Q(C, "Which customers haven't bought anything since the 20th?",
  names(robust(lambda r: b.customers(returned=r) - b.customers(lo="2024-02-20", returned=r))))
Q(C, "How much more has Zoe Davis spent than Omar Haddad this month?",
  num(money(b.takings(cust="Zoe Davis") - b.takings(cust="Omar Haddad"))))
Q(C, "how many different customers came in this week?", num(len(b.customers(lo=THIS_MON))))
Q(C, "spend per customer last week", table("customer", _spend(False, lo=LAST_MON, hi=LAST_SUN), money))
Q(C, "Which customer bought the most kilos of fruit this month?",
  name(ranked(lambda r: {c: b.kilos(cust=c, returned=r) for c in b.customers(returned=r)})[0]))
Q(C, "How much has been refunded to Tom Lee?", num(money(b.refunds(cust="Tom Lee"))))
Q(C, "refunds by customer", table("customer", {c: b.refunds(cust=c) for c in {r["cust"] for r in b.rets}}, money))
assert all(v != 30 for v in _spend(False).values())
Q(C, "How many customers have spent more than $30 this month?", num(sum(1 for v in _spend(False).values() if v > 30)))
Q(C, "Who shopped only on weekdays, never at a weekend?",
  names(robust(lambda r: b.customers(returned=r) - b.customers(wd=WEEKEND, returned=r))))
t = "2024-02-14"
Q(C, "Who's been in the most so far this month?", name(ranked(lambda r: _nsales(r, B(t)))[0]), today=t)
t = "2024-02-10"
Q(C, "How many different customers have we had up to today?", num(len(B(t).customers())), today=t)
Q(C, "weekend spend per customer", table("customer", _spend(False, wd=WEEKEND), money))
Q(C, "Who buys the most strawberries, in kg?",
  name(ranked(lambda r: {c: b.kilos(cust=c, prod="strawberry", returned=r)
                         for c in b.customers(prod="strawberry", returned=r)})[0]))
Q(C, "What does Raj Patel spend on average per visit?",
  num(money(b.takings(cust="Raj Patel") / b.count(cust="Raj Patel"))))
Q(C, "How many of our customers bought cherries this month?", num(len(b.customers(prod="cherry"))))
Q(C, "How many customers who bought between the 1st and the 14th came back between the 15th and the 29th?",
  num(len(b.customers(lo="2024-02-01", hi="2024-02-14") & b.customers(lo="2024-02-15", hi="2024-02-29"))))
assert all(v != 20 for v in _spend(False, lo=LAST_MON, hi=LAST_SUN).values())
Q(C, "Which customers spent more than $20 last week?",
  names(c for c, v in _spend(False, lo=LAST_MON, hi=LAST_SUN).items() if v > 20))
Q(C, "How many customers came in 4 or more times this month?",
  num(sum(1 for v in _nsales(False).values() if v >= 4)))
t = "2024-02-09"
Q(C, "Who were the new customers this week?",
  names(robust(lambda r: {c for c, d in first_seen(B(t), r).items() if d >= monday(t)})), today=t)
t = "2024-02-21"
_w7 = [ranked(lambda r: _spend(r, B(t), lo=lo, hi=hi))
       for lo, hi in ((shift(t, -6), t), (shift(t, -7), shift(t, -1)))]
assert _w7[0] == _w7[1], "last 7 days reading matters"
Q(C, "Who spent the most in the last 7 days?", name(_w7[0][0]), today=t)
t = "2024-02-16"
Q(C, "what's Tom Lee's spend so far this month", num(money(B(t).takings(cust="Tom Lee"))), today=t)
R("What are the home addresses of our top customers?")
R("Send a discount voucher to everyone who came in twice.")
R("When is Mei Chen's birthday?")
R("How did Ann Brown pay, card or cash?")
R("How many of our regulars will come back next month?")

# ------------------------------------------------------------------ write
with open(OUT, "w") as fh:
    for i, q in enumerate(QS, 1):
        fh.write(json.dumps({"id": "q30-%03d" % i, "question": q["question"], "today": q["today"],
                             "category": q["category"], "expect": q["expect"]}) + "\n")
cats = {}
for q in QS:
    cats[q["category"]] = cats.get(q["category"], 0) + 1
print("wrote", len(QS), "questions", cats, "earlier days:", sum(q["today"] != END for q in QS))
