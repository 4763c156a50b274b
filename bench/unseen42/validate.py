"""Checks bench/unseen42/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen42/validate.py

Every recomputation cuts the records at the question's own `today`.
"""
import datetime
import json
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
PERSONAS = {"driver", "analyst", "supervisor", "rep"}
KEYS = {"product", "customer", "supplier", "day", "week", "month", "weekday"}

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q42-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q42-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    datetime.date.fromisoformat(q["today"])
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)), q
        assert not isinstance(e["value"], bool), q
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
    assert q["category"] in PERSONAS | {"refuse"}, q
by_text = {q["question"]: q for q in qs}
assert len(by_text) == len(qs)

n_ref = sum(q["expect"]["type"] == "refuse" for q in qs)
assert 0.09 <= n_ref / len(qs) <= 0.15, n_ref
assert 0.2 <= sum(q["today"] < "2024-02-29" for q in qs) / len(qs) <= 0.3

# ------------------------------------------------------------ independent ledger (cut at each question's today)
with open(DATA) as fh:
    RAW = [json.loads(line) for line in fh if line.strip()]


def D(s):
    return datetime.date.fromisoformat(s)


def day(n):
    return f"2024-02-{n:02d}"


def c2(x):
    x = F(x) * 100
    assert (x - int(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert (x - int(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


class Book:
    def __init__(self, today):
        self.today = today
        self.price = {}
        self.plog, self.sales, self.buys, self.adj, self.rets = [], [], [], [], []
        self.ucost = {}
        for r in RAW:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    uc = F(str(it["unit_cost"]))
                    assert self.ucost.setdefault(it["product"], uc) == uc
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), uc))
                    if it.get("selling_price") is not None:
                        self.price[it["product"]] = F(str(it["selling_price"]))
                        self.plog.append((r["date"], it["product"], self.price[it["product"]]))
            elif k == "price_change":
                self.price[r["product"]] = F(str(r["selling_price"]))
                self.plog.append((r["date"], r["product"], self.price[r["product"]]))
            elif k == "sale":
                ls = []
                for it in r["items"]:
                    q = F(str(it["quantity"]))
                    exact = q * self.price[it["product"]] * 100
                    assert exact.denominator != 2, "half cent line"
                    ls.append((it["product"], q, F(round(exact), 100)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": ls, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.live = [s for s in self.sales if s["ret"] is None]

    def rows(self, lo="2024-02-01", hi=None, prod=None, cust=None, wd=None):
        hi = hi or self.today
        for s in self.live:
            if lo <= s["date"] <= hi and cust in (None, s["cust"]) and (wd is None or D(s["date"]).weekday() in wd):
                for p, q, t in s["lines"]:
                    if prod in (None, p):
                        yield s, p, q, t

    def tak(self, **kw):
        return sum(t for _, _, _, t in self.rows(**kw))

    def kg(self, **kw):
        return sum(q for _, _, q, _ in self.rows(**kw))

    def cogs(self, **kw):
        return sum(q * self.ucost[p] for _, p, q, _ in self.rows(**kw))

    def nsale(self, **kw):
        return len({id(s) for s, _, _, _ in self.rows(**kw)})

    def stock(self, p, d=None):
        d = d or self.today
        return (sum(b[3] for b in self.buys if b[2] == p and b[0] <= d)
                - sum(q for s in self.sales if s["date"] <= d and not (s["ret"] and s["ret"] <= d)
                      for pp, q, _ in s["lines"] if pp == p)
                + sum(q for dt, pp, q in self.adj if pp == p and dt <= d))

    def price_on(self, p, d=None):
        d = d or self.today
        return [pr for dt, pp, pr in self.plog if pp == p and dt <= d][-1]

    def refund(self, lo="2024-02-01", hi=None, cust=None):
        hi = hi or self.today
        return sum(sum(t for _, _, t in s["lines"]) for dt, c, s in self.rets if lo <= dt <= hi and cust in (None, c))

    def by(self, keyf, valf, **kw):
        out = {}
        for s, p, q, t in self.rows(**kw):
            k = keyf(s, p)
            out[k] = out.get(k, 0) + valf(p, q, t)
        return {k: v for k, v in out.items() if v}


def ranked(dct, n, low=False):
    o = sorted(dct.items(), key=lambda kv: kv[1] if low else -kv[1])
    vals = [v for _, v in o[:n + 1]]
    assert len(set(vals)) == len(vals), "tie"
    return [k for k, _ in o[:n]]


def spend(b, **kw):
    return b.by(lambda s, p: s["cust"], lambda p, q, t: t, **kw)


def money_rows(d):
    return {k: c2(v) for k, v in d.items()}


def kg_rows(d):
    return {k: k3(v) for k, v in d.items()}


WEEKEND = {5, 6}
checks = {
    # driver
    "um hey how much did we take today": lambda b: c2(b.tak(lo=day(29))),
    "okay so what were the takings uh yesterday": lambda b: c2(b.tak(lo=day(28), hi=day(28))),
    "how many kilos of strawberries have we got left right now": lambda b: k3(b.stock("strawberry")),
    "uh whats the price of pears at the moment": lambda b: c2(b.price_on("pear")),
    "how much have we made like total takings this month so far": lambda b: c2(b.tak()),
    "hey who's been our best customer this month like by money spent": lambda b: ranked(spend(b), 1)[0],
    "how many sales did we do this week": lambda b: b.nsale(lo=day(26)),
    "so how much did bananas bring in last week": lambda b: c2(b.tak(lo=day(19), hi=day(25), prod="banana")),
    "so um whats the profit on mangoes this month": lambda b: c2(b.tak(prod="mango") - b.cogs(prod="mango")),
    "how many kilos of oranges did we sell since the fifteenth": lambda b: k3(b.kg(lo=day(15), prod="orange")),
    "what did we refund this month all together": lambda b: c2(b.refund()),
    "okay and how much cherry stock did we have at close on the twentieth": lambda b: k3(b.stock("cherry", day(20))),
    "how many kilos did we write off this month": lambda b: k3(sum(-q for _, _, q in b.adj if q < 0)),
    "what were the takings last weekend so saturday and sunday just gone":
        lambda b: c2(b.tak(lo=day(24), hi=day(25))),
    "whats our margin percent on grapes this month":
        lambda b: c2((b.tak(prod="grape") - b.cogs(prod="grape")) / b.tak(prod="grape") * 100),
    "which fruit sold the most kilos this month":
        lambda b: ranked(b.by(lambda s, p: p, lambda p, q, t: q), 1)[0],
    "how much did we take before the tenth": lambda b: c2(b.tak(hi=day(9))),
    "hmm what was the price of bananas on the eighteenth": lambda b: c2(b.price_on("banana", day(18))),
    "how many kilos of apples are left": lambda b: k3(b.stock("apple")),
    "what has tom lee spent um this month so far": lambda b: c2(b.tak(cust="Tom Lee")),
    "um which customers have spent more than forty dollars this month":
        lambda b: sorted(c for c, v in spend(b).items() if v > 40),
    "how many different customers bought something this week":
        lambda b: len({s["cust"] for s, _, _, _ in b.rows(lo=day(26))}),
    "uh whats the cost of goods sold so far this month": lambda b: c2(b.cogs()),
    "how much did we take on the weekends this month": lambda b: c2(b.tak(wd=WEEKEND)),
    "what were takings last week": lambda b: c2(b.tak(lo=day(12), hi=day(18))),
    "what did we spend on stock this month at cost": lambda b: c2(sum(x[3] * x[4] for x in b.buys)),
    "whats the average sale worth this month": lambda b: c2(b.tak() / b.nsale()),
    "how many returns have we had this month": lambda b: len(b.rets),
    "what was the biggest single sale this month in dollars":
        lambda b: c2(max(sum(t for _, _, t in s["lines"]) for s in b.live)),
    "how many kilos did we sell on thursdays this month": lambda b: k3(b.kg(wd={3})),
    "uh how many kilos of bananas have we sold so far": lambda b: k3(b.kg(prod="banana")),
    # analyst
    "Sum of takings grouped by product, Feb.": lambda b: money_rows(b.by(lambda s, p: p, lambda p, q, t: t)),
    "Pivot: takings by weekday (Mon-Sun) for the month.":
        lambda b: money_rows(b.by(lambda s, p: D(s["date"]).strftime("%A"), lambda p, q, t: t)),
    "Group by week (Monday start), sum of sale value.":
        lambda b: money_rows(b.by(lambda s, p: (D(s["date"]) - datetime.timedelta(D(s["date"]).weekday())).isoformat(),
                                  lambda p, q, t: t)),
    "Sum of purchase cost by supplier for February.":
        lambda b: money_rows({k: sum(x[3] * x[4] for x in b.buys if x[1] == k) for k in {x[1] for x in b.buys}}),
    "COGS by product, MTD.": lambda b: money_rows(b.by(lambda s, p: p, lambda p, q, t: q * b.ucost[p])),
    "Count of sale records by customer.":
        lambda b: {c: sum(1 for s in b.live if s["cust"] == c) for c in {s["cust"] for s in b.live}},
    "Refund value grouped by the day the return was logged.":
        lambda b: money_rows({dt: b.refund(dt, dt) for dt, _, _ in b.rets}),
    "Closing stock by product as at the 20th (exclude zero rows).":
        lambda b: {p: k3(b.stock(p, day(20))) for p in b.ucost if b.stock(p, day(20))},
    "Count of sale records where the sale total is > $15.":
        lambda b: sum(1 for s in b.live if sum(t for _, _, t in s["lines"]) > 15),
    "Mean sale value, MTD.": lambda b: c2(b.tak() / b.nsale()),
    "Kg purchased, broken down by supplier.":
        lambda b: kg_rows({k: sum(x[3] for x in b.buys if x[1] == k) for k in {x[1] for x in b.buys}}),
    "Top 2 products by revenue, descending.": lambda b: ranked(b.by(lambda s, p: p, lambda p, q, t: t), 2),
    "Bottom 2 customers by spend, lowest first.": lambda b: ranked(spend(b), 2, low=True),
    "Sum of strawberry revenue where date between the 10th and the 20th, inclusive.":
        lambda b: c2(b.tak(lo=day(10), hi=day(20), prod="strawberry")),
    "Takings by customer for the week commencing Mon 12th.": lambda b: money_rows(spend(b, lo=day(12), hi=day(18))),
    "Sum of takings, weekend rows only (Sat+Sun), MTD.": lambda b: c2(b.tak(wd=WEEKEND)),
    "Which date has the max daily takings?":
        lambda b: ranked(b.by(lambda s, p: s["date"], lambda p, q, t: t), 1)[0],
    "Gross profit, Feb to date.": lambda b: c2(b.tak() - b.cogs()),
    "Overall gross margin %, MTD.": lambda b: c2((b.tak() - b.cogs()) / b.tak() * 100),
    "Customer list filtered to spend > $30 this month, any order.":
        lambda b: sorted(c for c, v in spend(b).items() if v > 30),
    "Average kg per sale record, month to date (3 dp).": lambda b: k3(b.kg() / b.nsale()),
    "Current selling price per kg by product.": lambda b: {p: c2(b.price_on(p)) for p in b.price},
    "Stock on hand by product, as of today.": lambda b: {p: k3(b.stock(p)) for p in b.ucost if b.stock(p)},
    "Sum of refunds dated between the 1st and the 14th.": lambda b: c2(b.refund(hi=day(14))),
    "Sum of mango kg sold, broken down by customer.":
        lambda b: kg_rows(b.by(lambda s, p: s["cust"], lambda p, q, t: q, prod="mango")),
    # supervisor
    "Sorry, what was the orange price before it changed on the 18th - so at the end of the 17th?":
        lambda b: c2(b.price_on("orange", day(17))),
    "I'm so sorry, I think Bob Smith brought something back - how much did we refund him this month?":
        lambda b: c2(b.refund(cust="Bob Smith")),
    "Could you possibly tell me how many sales we had yesterday? Sorry, I lost count.":
        lambda b: b.nsale(lo=day(26), hi=day(26)),
    "Sorry, how much stock did we write off this month, in dollars at what we paid for it?":
        lambda b: c2(sum(-q * b.ucost[p] for _, p, q in b.adj if q < 0)),
    "I'm a bit nervous asking, but how much did we take on Saturdays this month?": lambda b: c2(b.tak(wd={5})),
    "Sorry, who are our three biggest customers by spend this month, biggest first?": lambda b: ranked(spend(b), 3),
    "Sorry, could you list the customers who bought grapes this month? Any order is fine.":
        lambda b: sorted({s["cust"] for s, _, _, _ in b.rows(prod="grape")}),
    "Sorry, how much money did we refund last week in total? Just the refunds, I mean.":
        lambda b: c2(b.refund(day(19), day(25))),
    "Sorry to bother you - on which days this month did we take more than 35 dollars?":
        lambda b: sorted(k for k, v in b.by(lambda s, p: s["date"], lambda p, q, t: t).items() if v > 35),
    "Sorry, I'm still learning - how much strawberry stock do we have now, after today's delivery?":
        lambda b: k3(b.stock("strawberry")),
    "Sorry, um, how much have we taken so far this week? I think the week starts Monday.":
        lambda b: c2(b.tak(lo=day(12))),
    "Sorry, I need to check - how much did we give back to Ken Smith this month for his return?":
        lambda b: c2(b.refund(cust="Ken Smith")),
    "Sorry, which weekday has been our busiest for takings this month? Just the day name is fine.":
        lambda b: ranked(b.by(lambda s, p: D(s["date"]).strftime("%A"), lambda p, q, t: t), 1)[0],
    # rep
    "Hi, Priya from Green Valley Farms - how many kilos of strawberries have you bought from us this month?":
        lambda b: k3(sum(x[3] for x in b.buys if x[1] == "Green Valley Farms" and x[2] == "strawberry")),
    "What's your margin on our mangoes this month, as a percent?":
        lambda b: c2((b.tak(prod="mango") - b.cogs(prod="mango")) / b.tak(prod="mango") * 100),
    "How many kilos of cherries have you bought from each supplier this month?":
        lambda b: kg_rows({k: sum(x[3] for x in b.buys if x[1] == k and x[2] == "cherry")
                           for k in {x[1] for x in b.buys if x[2] == "cherry"}}),
    "Who did you last buy bananas from?": lambda b: [x[1] for x in b.buys if x[2] == "banana"][-1],
    "How many kilos of cherries did you have at close on the 27th, just before our delivery?":
        lambda b: k3(b.stock("cherry", day(27))),
    "How many separate deliveries - purchase records - have you logged from Green Valley Farms this month?":
        lambda b: sum(1 for r in RAW if r["kind"] == "purchase" and r["supplier"]["name"] == "Green Valley Farms"
                      and r["date"] <= b.today),
    "What did you spend with ABC between the 1st and the 14th?":
        lambda b: c2(sum(x[3] * x[4] for x in b.buys if x[1] == "ABC" and x[0] <= day(14))),
    "Before our strawberry delivery tomorrow - how many kilos are left on your shelf today?":
        lambda b: k3(b.stock("strawberry")),
    "Hillside Produce again - what's your pear stock at the moment, in kilos?": lambda b: k3(b.stock("pear")),
    "How many kilos of bananas do you have after today's delivery from Green Valley?":
        lambda b: k3(b.stock("banana")),
    "How many kilos of our pears did you sell at the new 1.44 price, so from the 24th on?":
        lambda b: k3(b.kg(lo=day(24), prod="pear")),
    "Which of your customers bought our cherries so far this month? Any order.":
        lambda b: sorted({s["cust"] for s, _, _, _ in b.rows(prod="cherry")}),
    "What's banana going for at your shop right now, per kilo?": lambda b: c2(b.price_on("banana")),
}

books = {}
bad = 0
for text, fn in checks.items():
    q = by_text[text]
    if q["today"] not in books:
        books[q["today"]] = Book(q["today"])
    want = fn(books[q["today"]])
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 60
print("questions", len(qs), "refuse", n_ref, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
