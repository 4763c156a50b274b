"""Held-out question set 42 for ChatLedger: hand-typed manager questions in four personas,
with answers computed by a small independent ledger that replays resources/demo/fruitshop_month.jsonl
cut at each question's `today`.  Stdlib only, Decimal money.  Run from anywhere:

    python bench/unseen42/question_truth.py      # writes questions.jsonl, prints counts
"""
import datetime
import json
import os
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]
assert [r["date"] for r in RECS] == sorted(r["date"] for r in RECS), "file not in date order"
FIRST, LAST = "2024-02-01", "2024-02-29"
ABC, GVF, HP = "ABC", "Green Valley Farms", "Hillside Produce"


def d(n):
    return f"2024-02-{n:02d}"


def wdname(iso):
    return datetime.date.fromisoformat(iso).strftime("%A")


def monday(iso):
    x = datetime.date.fromisoformat(iso)
    return (x - datetime.timedelta(days=x.weekday())).isoformat()


def m2(x):
    assert (Decimal(x) * 100) % 1 != Decimal("0.5"), ("half cent", x)
    return float(Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def k3(x):
    assert (Decimal(x) * 1000) % 1 != Decimal("0.5"), ("half gram", x)
    return float(Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP))


class Ledger:
    """All records dated <= today, in file order."""

    def __init__(self, today):
        self.today = today
        price, self.price_log, self.sales, self.buys, self.adj, self.rets = {}, [], [], [], [], []
        self.cost = {}
        for r in RECS:
            if r["date"] > today:
                break
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    p, q, c = it["product"], Decimal(str(it["quantity"])), Decimal(str(it["unit_cost"]))
                    assert self.cost.setdefault(p, c) == c, "product with two unit costs"
                    self.buys.append(dict(date=r["date"], sup=r["supplier"]["name"], p=p, q=q, c=c))
                    if it.get("selling_price") is not None:
                        price[p] = Decimal(str(it["selling_price"]))
                        self.price_log.append((r["date"], p, price[p]))
            elif k == "price_change":
                price[r["product"]] = Decimal(str(r["selling_price"]))
                self.price_log.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = Decimal(str(it["quantity"]))
                    v = (q * price[it["product"]]).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
                    lines.append((it["product"], q, v))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"]
                       and s["cust"] == r["customer"]["name"] and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append(dict(date=r["date"], cust=r["customer"]["name"], sale=hit[0]))
            elif k == "stock_adjustment":
                self.adj.append(dict(date=r["date"], p=r["product"], q=Decimal(str(r["quantity"]))))
            else:
                raise ValueError(k)

    # ---- sales side
    def live(self, lo=FIRST, hi=None, cust=None, wd=None):
        hi = hi or self.today
        return [s for s in self.sales if s["ret"] is None and lo <= s["date"] <= hi
                and (cust is None or s["cust"] == cust) and (wd is None or wdname(s["date"]) in wd)]

    def lines(self, lo=FIRST, hi=None, prod=None, cust=None, wd=None):
        return [(s, p, q, v) for s in self.live(lo, hi, cust, wd) for p, q, v in s["lines"]
                if prod is None or p == prod]

    def takings(self, **kw):
        return sum((v for _, _, _, v in self.lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((q for _, _, q, _ in self.lines(**kw)), Decimal(0))

    def cogs(self, **kw):
        return sum((q * self.cost[p] for _, p, q, _ in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.takings(**kw) - self.cogs(**kw)

    def margin(self, **kw):
        return self.profit(**kw) / self.takings(**kw) * 100

    def nsales(self, prod=None, **kw):
        return len({id(s) for s, _, _, _ in self.lines(prod=prod, **kw)})

    def customers(self, **kw):
        return sorted({s["cust"] for s, _, _, _ in self.lines(**kw)})

    @staticmethod
    def total(s):
        return sum(v for _, _, v in s["lines"])

    def refunds(self, lo=FIRST, hi=None, cust=None):
        hi = hi or self.today
        return sum((self.total(r["sale"]) for r in self.rets if lo <= r["date"] <= hi
                    and (cust is None or r["cust"] == cust)), Decimal(0))

    def group(self, key, val, **kw):
        out = {}
        for s, p, q, v in self.lines(**kw):
            k = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                 "weekday": wdname(s["date"])}[key]
            x = {"takings": v, "kilos": q, "cogs": q * self.cost[p], "profit": v - q * self.cost[p]}[val]
            out[k] = out.get(k, Decimal(0)) + x
        return {k: x for k, x in out.items() if x != 0}

    def count_by(self, key, **kw):
        out = {}
        for s in {id(s): s for s, _, _, _ in self.lines(**kw)}.values():
            k = {"customer": s["cust"], "day": s["date"], "weekday": wdname(s["date"]), "week": monday(s["date"])}[key]
            out[k] = out.get(k, 0) + 1
        return out

    # ---- stock side
    def price(self, p, day=None):
        day = day or self.today
        got = None
        for dt, pp, pr in self.price_log:
            if pp == p and dt <= day:
                got = pr
        assert got is not None
        return got

    def stock(self, p, day=None):
        day = day or self.today
        sold = sum((q for s in self.sales if s["date"] <= day and not (s["ret"] and s["ret"] <= day)
                    for pp, q, _ in s["lines"] if pp == p), Decimal(0))
        return (sum((b["q"] for b in self.buys if b["p"] == p and b["date"] <= day), Decimal(0)) - sold
                + sum((a["q"] for a in self.adj if a["p"] == p and a["date"] <= day), Decimal(0)))

    def bought(self, lo=FIRST, hi=None, prod=None, sup=None, cost=False):
        hi = hi or self.today
        return sum((b["q"] * (b["c"] if cost else 1) for b in self.buys if lo <= b["date"] <= hi
                    and (prod is None or b["p"] == prod) and (sup is None or b["sup"] == sup)), Decimal(0))

    def bought_by_sup(self, prod=None, cost=False):
        out = {}
        for b in self.buys:
            if prod is None or b["p"] == prod:
                out[b["sup"]] = out.get(b["sup"], Decimal(0)) + b["q"] * (b["c"] if cost else 1)
        return out

    def writeoff(self, lo=FIRST, hi=None, prod=None, cost=False):
        hi = hi or self.today
        return sum((-a["q"] * (self.cost[a["p"]] if cost else 1) for a in self.adj
                    if a["q"] < 0 and lo <= a["date"] <= hi and (prod is None or a["p"] == prod)), Decimal(0))

    def products(self):
        return sorted(self.cost)


# ------------------------------------------------------------ expectation helpers
def num(x, kind="money"):
    if kind == "count":
        assert int(x) == x
        return {"type": "number", "value": int(x)}
    return {"type": "number", "value": m2(x) if kind == "money" else k3(x)}


def kg(x):
    return num(x, "kg")


def cnt(x):
    return num(x, "count")


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered=False):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals)
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def table(key, rows, kind="money"):
    f = {"money": m2, "kg": k3, "count": int}[kind]
    rows = {k: f(v) for k, v in sorted(rows.items()) if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": rows}


def top(dct, n=1, low=False):
    """Ranked keys; values must be distinct through the first item left out."""
    items = sorted(dct.items(), key=lambda kv: kv[1], reverse=not low)
    head = [v for _, v in items[:n + 1]]
    assert len(set(head)) == len(head), ("tie in ranking", items[:n + 1])
    return [k for k, _ in items[:n]]


def over(dct, thr, under=False):
    assert thr not in dct.values(), ("value on threshold", thr)
    return [k for k, v in dct.items() if (v < thr if under else v > thr)]


REF = {"type": "refuse"}
QS = []


def Q(persona, today, text, fn):
    QS.append((persona, today, text, fn))


# per-product / per-customer helpers
def spend_by_cust(L, **kw):
    return L.group("customer", "takings", **kw)


def day_takings(L, **kw):
    return L.group("day", "takings", **kw)


DRV, ANA, SUP, REP = "driver", "analyst", "supervisor", "rep"
T = LAST

# ======================================================================= DRIVER
# Voice-assistant transcript: owner driving, no punctuation, numbers as words, filler words.
Q(DRV, T, "um hey how much did we take today", lambda L: num(L.takings(lo=d(29))))
Q(DRV, T, "okay so what were the takings uh yesterday", lambda L: num(L.takings(lo=d(28), hi=d(28))))
Q(DRV, T, "how many kilos of strawberries have we got left right now", lambda L: kg(L.stock("strawberry")))
Q(DRV, T, "uh whats the price of pears at the moment", lambda L: num(L.price("pear")))
Q(DRV, d(21), "how much have we made like total takings this month so far", lambda L: num(L.takings()))
Q(DRV, T, "hey who's been our best customer this month like by money spent",
  lambda L: name(top(spend_by_cust(L))[0]))
Q(DRV, T, "how many sales did we do this week", lambda L: cnt(L.nsales(lo=d(26))))
Q(DRV, T, "so how much did bananas bring in last week", lambda L: num(L.takings(lo=d(19), hi=d(25), prod="banana")))
Q(DRV, T, "so um whats the profit on mangoes this month", lambda L: num(L.profit(prod="mango")))
Q(DRV, T, "how many kilos of oranges did we sell since the fifteenth", lambda L: kg(L.kilos(lo=d(15), prod="orange")))
Q(DRV, d(20), "what did we refund this month all together", lambda L: num(L.refunds()))
Q(DRV, T, "okay and how much cherry stock did we have at close on the twentieth",
  lambda L: kg(L.stock("cherry", d(20))))
Q(DRV, T, "uh how much did raj patel spend with us this month", lambda L: num(L.takings(cust="Raj Patel")))
Q(DRV, d(17), "how many kilos did we write off this month", lambda L: kg(L.writeoff()))
Q(DRV, d(26), "what were the takings last weekend so saturday and sunday just gone",
  lambda L: num(L.takings(lo=d(24), hi=d(25))))
Q(DRV, T, "whats our margin percent on grapes this month", lambda L: num(L.margin(prod="grape")))
Q(DRV, d(15), "which fruit sold the most kilos this month", lambda L: name(top(L.group("product", "kilos"))[0]))
Q(DRV, T, "how much did we take before the tenth", lambda L: num(L.takings(hi=d(9))))
Q(DRV, T, "hmm what was the price of bananas on the eighteenth", lambda L: num(L.price("banana", d(18))))
Q(DRV, d(14), "how many kilos of apples are left", lambda L: kg(L.stock("apple")))
Q(DRV, T, "hey how much did we take on the twenty third", lambda L: num(L.takings(lo=d(23), hi=d(23))))
Q(DRV, d(14), "what has tom lee spent um this month so far", lambda L: num(L.takings(cust="Tom Lee")))
Q(DRV, T, "total kilos sold today", lambda L: kg(L.kilos(lo=d(29))))
Q(DRV, T, "how much money came in between the twelfth and the eighteenth",
  lambda L: num(L.takings(lo=d(12), hi=d(18))))
Q(DRV, T, "um which customers have spent more than forty dollars this month",
  lambda L: names(over(spend_by_cust(L), 40)))
Q(DRV, T, "how many different customers bought something this week", lambda L: cnt(len(L.customers(lo=d(26)))))
Q(DRV, d(18), "uh whats the cost of goods sold so far this month", lambda L: num(L.cogs()))
Q(DRV, T, "how much did we take on the weekends this month", lambda L: num(L.takings(wd={"Saturday", "Sunday"})))
Q(DRV, d(21), "what were takings last week", lambda L: num(L.takings(lo=d(12), hi=d(18))))
Q(DRV, T, "how many kilos of pears have we bought in this month", lambda L: kg(L.bought(prod="pear")))
Q(DRV, T, "what did we spend on stock this month at cost", lambda L: num(L.bought(cost=True)))
Q(DRV, T, "how much grape did we have to write off this month in kilos", lambda L: kg(L.writeoff(prod="grape")))
Q(DRV, T, "who bought the most cherries this month by kilos",
  lambda L: name(top(L.group("customer", "kilos", prod="cherry"))[0]))
Q(DRV, T, "whats the average sale worth this month", lambda L: num(L.takings() / L.nsales()))
Q(DRV, d(24), "how many returns have we had this month", lambda L: cnt(len(L.rets)))
Q(DRV, d(25), "how much mango have we got in stock right now", lambda L: kg(L.stock("mango")))
Q(DRV, T, "what was the biggest single sale this month in dollars",
  lambda L: num(max(L.total(s) for s in L.live())))
Q(DRV, T, "how many kilos of oranges went out today", lambda L: kg(L.kilos(lo=d(29), prod="orange")))
Q(DRV, T, "who was our top customer last week um by spend",
  lambda L: name(top(spend_by_cust(L, lo=d(19), hi=d(25)))[0]))
Q(DRV, T, "how much has omar haddad spent since the nineteenth", lambda L: num(L.takings(lo=d(19), cust="Omar Haddad")))
Q(DRV, T, "how many kilos did we sell on thursdays this month", lambda L: kg(L.kilos(wd={"Thursday"})))
Q(DRV, d(22), "takings this week so far", lambda L: num(L.takings(lo=d(19))))
Q(DRV, d(10), "uh how many kilos of bananas have we sold so far", lambda L: kg(L.kilos(prod="banana")))
Q(DRV, T, "whats the profit this month all in", lambda L: num(L.profit()))
Q(DRV, d(17), "how much strawberry stock is there right now like in kilos", lambda L: kg(L.stock("strawberry")))
Q(DRV, T, "whats the weather gonna be like tomorrow", lambda L: REF)
Q(DRV, T, "how much are we gonna take next week do you reckon", lambda L: REF)
Q(DRV, T, "delete that last sale from sue davis", lambda L: REF)
Q(DRV, T, "how much did we take in march", lambda L: REF)
Q(DRV, T, "how many hours did the staff work this week", lambda L: REF)
Q(DRV, T, "um what about the other one", lambda L: REF)

# ======================================================================= ANALYST
# Data-minded assistant manager: spreadsheet phrasing.
Q(ANA, T, "Sum of takings grouped by product, Feb.", lambda L: table("product", L.group("product", "takings")))
Q(ANA, T, "Kilos sold broken down by customer, month to date.",
  lambda L: table("customer", L.group("customer", "kilos"), "kg"))
Q(ANA, T, "Pivot: takings by weekday (Mon-Sun) for the month.",
  lambda L: table("weekday", L.group("weekday", "takings")))
Q(ANA, T, "Group by week (Monday start), sum of sale value.", lambda L: table("week", L.group("week", "takings")))
Q(ANA, T, "Daily takings for last week, one row per day.",
  lambda L: table("day", L.group("day", "takings", lo=d(19), hi=d(25))))
Q(ANA, T, "Sum of purchase cost by supplier for February.", lambda L: table("supplier", L.bought_by_sup(cost=True)))
Q(ANA, d(12), "COGS by product, MTD.", lambda L: table("product", L.group("product", "cogs")))
Q(ANA, T, "Gross profit by product (revenue minus COGS), all of Feb.",
  lambda L: table("product", L.group("product", "profit")))
Q(ANA, T, "Margin % by product, month to date.",
  lambda L: table("product", {p: L.margin(prod=p) for p in L.products() if L.takings(prod=p)}))
Q(ANA, d(16), "Count of sale records by customer.", lambda L: table("customer", L.count_by("customer"), "count"))
Q(ANA, T, "Refund value grouped by the day the return was logged.",
  lambda L: table("day", {r["date"]: L.refunds(lo=r["date"], hi=r["date"]) for r in L.rets}))
Q(ANA, T, "Closing stock by product as at the 20th (exclude zero rows).",
  lambda L: table("product", {p: L.stock(p, d(20)) for p in L.products()}, "kg"))
Q(ANA, T, "Count of sale records where the sale total is > $15.",
  lambda L: cnt(len(over({id(s): L.total(s) for s in L.live()}, 15))))
Q(ANA, d(15), "Mean sale value, MTD.", lambda L: num(L.takings() / L.nsales()))
Q(ANA, T, "Sum of kg written off, grouped by product.",
  lambda L: table("product", {p: L.writeoff(prod=p) for p in L.products()}, "kg"))
Q(ANA, T, "Write-off cost at unit cost, by product.",
  lambda L: table("product", {p: L.writeoff(prod=p, cost=True) for p in L.products()}))
Q(ANA, T, "Kg purchased, broken down by supplier.", lambda L: table("supplier", L.bought_by_sup(), "kg"))
Q(ANA, T, "Top 2 products by revenue, descending.", lambda L: names(top(L.group("product", "takings"), 2), True))
Q(ANA, T, "Bottom 2 customers by spend, lowest first.", lambda L: names(top(spend_by_cust(L), 2, low=True), True))
Q(ANA, T, "Distinct count of customers, current week.", lambda L: cnt(len(L.customers(lo=d(26)))))
Q(ANA, d(18), "Takings broken down by week, MTD.", lambda L: table("week", L.group("week", "takings")))
Q(ANA, T, "Sum of strawberry revenue where date between the 10th and the 20th, inclusive.",
  lambda L: num(L.takings(lo=d(10), hi=d(20), prod="strawberry")))
Q(ANA, T, "Takings by customer for the week commencing Mon 12th.",
  lambda L: table("customer", spend_by_cust(L, lo=d(12), hi=d(18))))
Q(ANA, T, "Pivot of strawberry kg sold by week.",
  lambda L: table("week", L.group("week", "kilos", prod="strawberry"), "kg"))
Q(ANA, d(18), "Sum of takings, weekend rows only (Sat+Sun), MTD.", lambda L: num(L.takings(wd={"Saturday", "Sunday"})))
Q(ANA, T, "Max of daily takings this month (the value).", lambda L: num(max(day_takings(L).values())))
Q(ANA, T, "Which date has the max daily takings?", lambda L: name(top(day_takings(L))[0]))
Q(ANA, d(25), "Gross profit, Feb to date.", lambda L: num(L.profit()))
Q(ANA, d(19), "Overall gross margin %, MTD.", lambda L: num(L.margin()))
Q(ANA, d(24), "Customer list filtered to spend > $30 this month, any order.",
  lambda L: names(over(spend_by_cust(L), 30)))
Q(ANA, T, "Products where stock on hand < 20 kg right now.",
  lambda L: names(over({p: L.stock(p) for p in L.products()}, 20, under=True)))
Q(ANA, T, "Sum of kg sold grouped by product for this week.",
  lambda L: table("product", L.group("product", "kilos", lo=d(26)), "kg"))
Q(ANA, T, "Average kg per sale record, month to date (3 dp).", lambda L: kg(L.kilos() / L.nsales()))
Q(ANA, T, "Count of sales per weekday.", lambda L: table("weekday", L.count_by("weekday"), "count"))
Q(ANA, d(25), "Revenue by product for last week.",
  lambda L: table("product", L.group("product", "takings", lo=d(12), hi=d(18))))
Q(ANA, T, "Banana revenue grouped by day since the 19th.",
  lambda L: table("day", L.group("day", "takings", lo=d(19), prod="banana")))
Q(ANA, T, "Current selling price per kg by product.", lambda L: table("product", {p: L.price(p) for p in L.products()}))
Q(ANA, d(10), "Stock on hand by product, as of today.",
  lambda L: table("product", {p: L.stock(p) for p in L.products()}, "kg"))
Q(ANA, T, "Sum of refunds dated between the 1st and the 14th.", lambda L: num(L.refunds(hi=d(14))))
Q(ANA, T, "Filter customer in (Ann Brown, Mei Chen): sum of spend per customer.",
  lambda L: table("customer", {c: L.takings(cust=c) for c in ("Ann Brown", "Mei Chen")}))
Q(ANA, d(21), "Sum of takings grouped by day for this week.",
  lambda L: table("day", L.group("day", "takings", lo=d(19))))
Q(ANA, T, "Count of sale records per week (Monday key).", lambda L: table("week", L.count_by("week"), "count"))
Q(ANA, d(27), "Kg sold by product, last 7 days including today (21st-27th).",
  lambda L: table("product", L.group("product", "kilos", lo=d(21)), "kg"))
Q(ANA, T, "Sum of mango kg sold, broken down by customer.",
  lambda L: table("customer", L.group("customer", "kilos", prod="mango"), "kg"))
Q(ANA, T, "Pivot: takings by weekday, weekend rows only.",
  lambda L: table("weekday", L.group("weekday", "takings", wd={"Saturday", "Sunday"})))
Q(ANA, T, "Pivot takings by staff member who rang them up.", lambda L: REF)
Q(ANA, T, "Forecast March revenue by product.", lambda L: REF)
Q(ANA, T, "Update the pear price to 1.50 in the sheet.", lambda L: REF)
Q(ANA, T, "Group by region, sum of takings.", lambda L: REF)
Q(ANA, T, "VLOOKUP Bob Smith's postcode.", lambda L: REF)
Q(ANA, T, "Sum of column B please.", lambda L: REF)

# ======================================================================= SUPERVISOR
# Nervous new supervisor: over-explains, hedges, apologises.
Q(SUP, T, "Sorry to bother you, could you tell me roughly how much we took today? I just want to check the till.",
  lambda L: num(L.takings(lo=d(29))))
Q(SUP, d(20), "Um, sorry, I'm new here - how many kilos of bananas do we have in stock right now, if that's okay?",
  lambda L: kg(L.stock("banana")))
Q(SUP, T, "I hope this isn't a silly question, but what are we charging per kilo for oranges at the moment?",
  lambda L: num(L.price("orange")))
Q(SUP, T, "Sorry, what was the orange price before it changed on the 18th - so at the end of the 17th?",
  lambda L: num(L.price("orange", d(17))))
Q(SUP, T, "I'm so sorry, I think Bob Smith brought something back - how much did we refund him this month?",
  lambda L: num(L.refunds(cust="Bob Smith")))
Q(SUP, d(27), "Could you possibly tell me how many sales we had yesterday? Sorry, I lost count.",
  lambda L: cnt(L.nsales(lo=d(26), hi=d(26))))
Q(SUP, T, "Sorry if this is obvious - how much has Zoe Davis spent with us this month?",
  lambda L: num(L.takings(cust="Zoe Davis")))
Q(SUP, T, "I'm not sure I'm asking this right, but how many kilos of strawberries did we sell last week?",
  lambda L: kg(L.kilos(lo=d(19), hi=d(25), prod="strawberry")))
Q(SUP, d(25), "Sorry - which customer spent the most with us last week? I mean Monday to Sunday of last week.",
  lambda L: name(top(spend_by_cust(L, lo=d(12), hi=d(18)))[0]))
Q(SUP, T, "Could you tell me, if it's not too much trouble, how many kilos of pears we had at the end of the 14th?",
  lambda L: kg(L.stock("pear", d(14))))
Q(SUP, T, "Apologies - how much did we take between the 1st and the 7th, both days included?",
  lambda L: num(L.takings(hi=d(7))))
Q(SUP, T, "Um, I think the manager wanted the profit on strawberries this month - could you work it out, sorry?",
  lambda L: num(L.profit(prod="strawberry")))
Q(SUP, T, "Sorry, how much stock did we write off this month, in dollars at what we paid for it?",
  lambda L: num(L.writeoff(cost=True)))
Q(SUP, T, "Could you tell me which fruits we've currently got more than 26 kilos of? Sorry, it's for the shelf plan.",
  lambda L: names(over({p: L.stock(p) for p in L.products()}, 26)))
Q(SUP, T, "Sorry to ask again - how many kilos of cherries have we sold this week so far?",
  lambda L: kg(L.kilos(lo=d(26), prod="cherry")))
Q(SUP, T, "I'm a bit nervous asking, but how much did we take on Saturdays this month?",
  lambda L: num(L.takings(wd={"Saturday"})))
Q(SUP, d(22), "Sorry, how many separate times has Omar Haddad bought from us this month? Each sale counts once.",
  lambda L: cnt(L.nsales(cust="Omar Haddad")))
Q(SUP, d(24), "Could you kindly tell me the takings for the day before yesterday? Sorry.",
  lambda L: num(L.takings(lo=d(22), hi=d(22))))
Q(SUP, T, "Sorry, was much mango sold since the 20th? How many kilos exactly, the 20th included?",
  lambda L: kg(L.kilos(lo=d(20), prod="mango")))
Q(SUP, T, "If it's okay to ask, how much have we spent buying stock since the 15th?",
  lambda L: num(L.bought(lo=d(15), cost=True)))
Q(SUP, T, "Sorry, I got muddled - how much did we take before the 15th, not counting the 15th itself?",
  lambda L: num(L.takings(hi=d(14))))
Q(SUP, T, "Um, what was our average sale worth this week? Sorry, I know it's an odd one.",
  lambda L: num(L.takings(lo=d(26)) / L.nsales(lo=d(26))))
Q(SUP, T, "Sorry, who are our three biggest customers by spend this month, biggest first?",
  lambda L: names(top(spend_by_cust(L), 3), True))
Q(SUP, d(21), "I'm really sorry, how many kilos of fruit did we sell altogether yesterday?",
  lambda L: kg(L.kilos(lo=d(20), hi=d(20))))
Q(SUP, T, "Sorry, could you list the customers who bought grapes this month? Any order is fine.",
  lambda L: names(L.customers(prod="grape")))
Q(SUP, d(20), "Could you tell me how much Ida Novak has spent with us up to today? Sorry for the bother.",
  lambda L: num(L.takings(cust="Ida Novak")))
Q(SUP, T, "Sorry, how much money did we refund last week in total? Just the refunds, I mean.",
  lambda L: num(L.refunds(lo=d(19), hi=d(25))))
Q(SUP, T, "I'm new so sorry - what was our margin on bananas this month, as a percentage?",
  lambda L: num(L.margin(prod="banana")))
Q(SUP, T, "Could you please tell me how many kilos of grapes we had before the 12th? So at close on the 11th, sorry.",
  lambda L: kg(L.stock("grape", d(11))))
Q(SUP, T, "Sorry to bother you - on which days this month did we take more than 35 dollars?",
  lambda L: names(over(day_takings(L), 35)))
Q(SUP, d(16), "Sorry, I'm still learning - how much strawberry stock do we have now, after today's delivery?",
  lambda L: kg(L.stock("strawberry")))
Q(SUP, T, "Would you mind telling me how many sales we've had this month in total? Sorry, just one number.",
  lambda L: cnt(L.nsales()))
Q(SUP, d(13), "Sorry, um, how much have we taken so far this week? I think the week starts Monday.",
  lambda L: num(L.takings(lo=d(12))))
Q(SUP, T, "Apologies, could you tell me how much Sue Davis has spent here this month?",
  lambda L: num(L.takings(cust="Sue Davis")))
Q(SUP, T, "Sorry - how many kilos did we sell of everything last week, all fruit together?",
  lambda L: kg(L.kilos(lo=d(19), hi=d(25))))
Q(SUP, d(10), "I hope I'm not being a pain - what's the total we've taken this month so far?",
  lambda L: num(L.takings()))
Q(SUP, T, "Sorry, which weekday has been our busiest for takings this month? Just the day name is fine.",
  lambda L: name(top(L.group("weekday", "takings"))[0]))
Q(SUP, T, "Um, sorry, which of our fruits made the least money this month?",
  lambda L: name(top(L.group("product", "takings"), low=True)[0]))
Q(SUP, d(12), "Sorry, I need to check - how much did we give back to Ken Smith this month for his return?",
  lambda L: num(L.refunds(cust="Ken Smith")))
Q(SUP, d(20), "Could you tell me how much the cherries cost us this month, the cost of the ones we sold? Sorry.",
  lambda L: num(L.cogs(prod="cherry")))
Q(SUP, T, "Sorry - how many customers came in and bought something yesterday? Different people, I mean.",
  lambda L: cnt(len(L.customers(lo=d(28), hi=d(28)))))
Q(SUP, d(25), "Sorry to ask - how much did we take over this weekend, Saturday and Sunday?",
  lambda L: num(L.takings(lo=d(24), hi=d(25))))
Q(SUP, T, "Sorry, could you please delete the return from Tom Lee? I think I put it in by mistake.", lambda L: REF)
Q(SUP, T, "Sorry, roughly how much will we sell tomorrow? The manager wants a guess.", lambda L: REF)
Q(SUP, T, "I'm sorry, what time does the shop close on Sundays?", lambda L: REF)
Q(SUP, T, "Sorry, could you tell me how much we paid the cleaner this month?", lambda L: REF)
Q(SUP, T, "Sorry - how much was it? The thing from earlier?", lambda L: REF)
Q(SUP, T, "Could you add a sale for Ann Brown, 2 kilos of apples? Sorry, I don't know how.", lambda L: REF)

# ======================================================================= REP
# A supplier's sales rep asking about their own supplier's products and the shop's purchases.
Q(REP, T, "Hi, Priya from Green Valley Farms - how many kilos of strawberries have you bought from us this month?",
  lambda L: kg(L.bought(prod="strawberry", sup=GVF)))
Q(REP, T, "What's the total you've spent with Green Valley Farms in February, at your cost?",
  lambda L: num(L.bought(sup=GVF, cost=True)))
Q(REP, T, "Rep from ABC here. How are our apples moving - how many kilos did you sell this month?",
  lambda L: kg(L.kilos(prod="apple")))
Q(REP, T, "How much apple stock do you have on hand now? Trying to judge if you need a top-up.",
  lambda L: kg(L.stock("apple")))
Q(REP, T, "What are you selling the mangoes we supply for right now, per kilo?", lambda L: num(L.price("mango")))
Q(REP, T, "What's your margin on our mangoes this month, as a percent?", lambda L: num(L.margin(prod="mango")))
Q(REP, T, "Of the lines you get from ABC - apples, bananas, cherries, grapes - which sold the most kilos this month?",
  lambda L: name(top({p: L.kilos(prod=p) for p in ("apple", "banana", "cherry", "grape")})[0]))
Q(REP, T, "How many kilos of cherries have you bought from each supplier this month?",
  lambda L: table("supplier", L.bought_by_sup(prod="cherry"), "kg"))
Q(REP, T, "Who did you last buy bananas from?", lambda L: name([b for b in L.buys if b["p"] == "banana"][-1]["sup"]))
Q(REP, T, "Hillside Produce calling - how many kilos of bananas have you had from us?",
  lambda L: kg(L.bought(prod="banana", sup=HP)))
Q(REP, T, "What did your pear purchases from Hillside Produce come to in dollars?",
  lambda L: num(L.bought(prod="pear", sup=HP, cost=True)))
Q(REP, T, "How many kilos of pears did you write off this month, all suppliers together?",
  lambda L: kg(L.writeoff(prod="pear")))
Q(REP, d(20), "Total kilos you've bought from each supplier this month?",
  lambda L: table("supplier", L.bought_by_sup(), "kg"))
Q(REP, T, "How much have strawberries brought in for you since our delivery on the 16th, the 16th included?",
  lambda L: num(L.takings(lo=d(16), prod="strawberry")))
Q(REP, d(18), "What's your gross profit on our oranges this month?", lambda L: num(L.profit(prod="orange")))
Q(REP, d(23), "How many different customers bought our mangoes this month?",
  lambda L: cnt(len(L.customers(prod="mango"))))
Q(REP, T, "Kilos of our oranges sold per week, Monday-start weeks?",
  lambda L: table("week", L.group("week", "kilos", prod="orange"), "kg"))
Q(REP, T, "Who is your biggest buyer of our strawberries, by kilos?",
  lambda L: name(top(L.group("customer", "kilos", prod="strawberry"))[0]))
Q(REP, T, "How many kilos of cherries did you have at close on the 27th, just before our delivery?",
  lambda L: kg(L.stock("cherry", d(27))))
Q(REP, T, "How many kilos of grapes did you sell last week?", lambda L: kg(L.kilos(lo=d(19), hi=d(25), prod="grape")))
Q(REP, T, "What's your shelf price on oranges now, after your price change?", lambda L: num(L.price("orange")))
Q(REP, T, "What unit cost per kilo are you paying for our mangoes?", lambda L: num(L.cost["mango"]))
Q(REP, T, "How many separate deliveries - purchase records - have you logged from Green Valley Farms this month?",
  lambda L: cnt(len({(b["date"], b["sup"]) for b in L.buys if b["sup"] == GVF})))
Q(REP, T, "What did you spend with ABC between the 1st and the 14th?",
  lambda L: num(L.bought(hi=d(14), sup=ABC, cost=True)))
Q(REP, T, "Kilos of bananas bought, broken down by supplier?",
  lambda L: table("supplier", L.bought_by_sup(prod="banana"), "kg"))
Q(REP, T, "How many kilos of our mangoes have gone out since the 22nd?", lambda L: kg(L.kilos(lo=d(22), prod="mango")))
Q(REP, T, "What did strawberries take for you last week, in dollars?",
  lambda L: num(L.takings(lo=d(19), hi=d(25), prod="strawberry")))
Q(REP, d(15), "Before our strawberry delivery tomorrow - how many kilos are left on your shelf today?",
  lambda L: kg(L.stock("strawberry")))
Q(REP, d(15), "How many kilos of strawberries have you sold so far this month?",
  lambda L: kg(L.kilos(prod="strawberry")))
Q(REP, d(22), "What's banana going for at your shop right now, per kilo?", lambda L: num(L.price("banana")))
Q(REP, d(22), "Green Valley here - what have you paid us so far this month, at cost?",
  lambda L: num(L.bought(sup=GVF, cost=True)))
Q(REP, d(9), "Hillside Produce again - what's your pear stock at the moment, in kilos?", lambda L: kg(L.stock("pear")))
Q(REP, d(9), "How many kilos of bananas did you sell this week so far, Monday the 5th onwards?",
  lambda L: kg(L.kilos(lo=d(5), prod="banana")))
Q(REP, d(23), "How many kilos of bananas do you have after today's delivery from Green Valley?",
  lambda L: kg(L.stock("banana")))
Q(REP, T, "What's the total revenue from the cherries we've supplied, this month?",
  lambda L: num(L.takings(prod="cherry")))
Q(REP, T, "What's your margin percentage on grapes from ABC this month?", lambda L: num(L.margin(prod="grape")))
Q(REP, T, "How much did the apples we sent you earn you in profit this month?", lambda L: num(L.profit(prod="apple")))
Q(REP, T, "Which of the four fruits we first sent you - pear, orange, mango, strawberry - earned the most revenue?",
  lambda L: name(top({p: L.takings(prod=p) for p in ("pear", "orange", "mango", "strawberry")})[0]))
Q(REP, T, "What did you pay per kilo for bananas?", lambda L: num(L.cost["banana"]))
Q(REP, T, "How many kilos of our pears did you sell at the new 1.44 price, so from the 24th on?",
  lambda L: kg(L.kilos(lo=d(24), prod="pear")))
Q(REP, d(18), "Which of your customers bought our cherries so far this month? Any order.",
  lambda L: names(L.customers(prod="cherry")))
Q(REP, T, "What did each of your suppliers cost you this month, in dollars?",
  lambda L: table("supplier", L.bought_by_sup(cost=True)))
Q(REP, T, "Can you put in an order with us for 40 kilos of mangoes for next Monday?", lambda L: REF)
Q(REP, T, "What will Hillside be charging you for bananas next month?", lambda L: REF)
Q(REP, T, "What's the shop down the road charging for apples?", lambda L: REF)
Q(REP, T, "When are your delivery slots next week?", lambda L: REF)
Q(REP, T, "Can you delete the ABC purchase from the 10th? It was entered twice.", lambda L: REF)
Q(REP, T, "How many kilos of our apples will you need in March?", lambda L: REF)


# ======================================================================= write
def main():
    cache, rows = {}, []
    for n, (persona, today, text, fn) in enumerate(QS, 1):
        if today not in cache:
            cache[today] = Ledger(today)
        e = fn(cache[today])
        cat = "refuse" if e["type"] == "refuse" else persona
        rows.append({"id": f"q42-{n:03d}", "question": text, "today": today, "category": cat, "expect": e})
    assert len({r["question"].lower() for r in rows}) == len(rows), "duplicate question"
    with open(OUT, "w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    per = Counter(p for p, _, _, _ in QS)
    ref = Counter(p for (p, _, _, _), r in zip(QS, rows) if r["category"] == "refuse")
    early = sum(r["today"] < LAST for r in rows)
    for p in (DRV, ANA, SUP, REP):
        print(f"{p:<11} total {per[p]:3d}  answerable {per[p] - ref[p]:3d}  refuse {ref[p]:2d}")
    print("total", len(rows), "refuse", sum(ref.values()), "today<29th", early)


if __name__ == "__main__":
    main()
