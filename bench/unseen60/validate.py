"""Checks bench/unseen60/questions.jsonl: format, unique ids, categories, and an independent
re-derivation of at least 60 answers (own parsing of the records, Fraction arithmetic, no
import of question_truth.py).  Run from anywhere:

    python bench/unseen60/validate.py
"""

import datetime
import json
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
KEYS = {"product", "customer", "supplier", "day", "week", "month", "weekday"}
CATS = {"new_manager", "numbers_person", "customer_care", "quick_texter", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q60-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q60-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"}, q
        assert isinstance(e["value"], (int, float)) and not isinstance(e["value"], bool), q
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_refuse = sum(q["category"] == "refuse" for q in qs)
assert len(qs) >= 200 and 0.10 <= n_refuse / len(qs) <= 0.14, (len(qs), n_refuse)
assert sum(q["today"] < "2024-02-29" for q in qs) >= len(qs) // 4 - 2
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
with open(DATA, encoding="utf-8") as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


def half_up(x, places):
    x = F(x) * 10**places
    n = x.numerator // x.denominator
    if x - n >= F(1, 2):
        n += 1
    return F(n, 10**places)


class Book:
    def __init__(self, today):
        self.today = today
        price = {}
        self.cost = {}
        self.sales = []  # dict(date, cust, lines=[(p, q, v)], ret)
        self.buys = []  # (date, sup, p, q, cost)
        self.adj = []
        self.rets = []
        for r in RECS:
            if r["date"] > today:
                continue
            if r["kind"] == "purchase":
                for it in r["items"]:
                    c = F(str(it["unit_cost"]))
                    assert self.cost.get(it["product"], c) == c
                    self.cost[it["product"]] = c
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), c))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = F(str(it["selling_price"]))
            elif r["kind"] == "price_change":
                price[r["product"]] = F(str(r["selling_price"]))
            elif r["kind"] == "sale":
                ls = [(it["product"], F(str(it["quantity"])),
                       half_up(F(str(it["quantity"])) * price[it["product"]], 2)) for it in r["items"]]
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": ls, "ret": None})
            elif r["kind"] == "return":
                m = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                     and s["ret"] is None]
                assert len(m) == 1
                m[0]["ret"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], sum(v for _, _, v in m[0]["lines"])))
            elif r["kind"] == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.price = price

    def ok(self, lo="2024-02-01", hi=None, cust=None, wd=None):
        hi = hi or self.today
        for s in self.sales:
            if (s["ret"] is None and lo <= s["date"] <= hi and cust in (None, s["cust"])
                    and (wd is None or datetime.date.fromisoformat(s["date"]).weekday() in wd)):
                yield s

    def sum_(self, what, lo="2024-02-01", hi=None, cust=None, prod=None, wd=None):
        tot = F(0)
        for s in self.ok(lo, hi, cust, wd):
            for p, q, v in s["lines"]:
                if prod in (None, p):
                    tot += {"rev": v, "kg": q, "profit": v - q * self.cost[p], "cogs": q * self.cost[p]}[what]
        return tot

    def n(self, lo="2024-02-01", hi=None, cust=None):
        return sum(1 for _ in self.ok(lo, hi, cust))

    def group(self, keyf, what, lo="2024-02-01", hi=None, prod=None, cust=None):
        g = {}
        for s in self.ok(lo, hi, cust):
            for p, q, v in s["lines"]:
                if prod in (None, p):
                    k = keyf(s, p)
                    g[k] = g.get(k, 0) + {"rev": v, "kg": q, "profit": v - q * self.cost[p]}[what]
        return g

    def on_hand(self, prod, d=None):
        d = d or self.today
        return (sum(b[3] for b in self.buys if b[2] == prod and b[0] <= d)
                - sum(q for s in self.sales if s["date"] <= d and (s["ret"] is None or s["ret"] > d)
                      for p, q, _ in s["lines"] if p == prod)
                + sum(q for dt, p, q in self.adj if p == prod and dt <= d))


_books = {}


def B(today="2024-02-29"):
    if today not in _books:
        _books[today] = Book(today)
    return _books[today]


def m2(x):
    return float(half_up(x, 2))


def k3(x):
    return float(half_up(x, 3))


def best(d, low=False):
    o = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert o[0][1] != o[1][1]
    return o[0][0]


def mon(s):
    d = datetime.date.fromisoformat(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


by_prod = lambda s, p: p  # noqa: E731
by_cust = lambda s, p: s["cust"]  # noqa: E731
by_day = lambda s, p: s["date"]  # noqa: E731


def tab(d, f):
    return {k: f(v) for k, v in sorted(d.items()) if f(v) != 0}


b = B()
checks = {
    "How much money did we take in altogether this month?": m2(b.sum_("rev")),
    "What did the shop take on its very first day, the 1st of February?": m2(b.sum_("rev", hi="2024-02-01")),
    "Could you tell me what we took on the first of the month?": m2(B("2024-02-10").sum_("rev", hi="2024-02-01")),
    "How many kilos of bananas do we have in stock at the moment?": k3(b.on_hand("banana")),
    "How many sales did we make yesterday?": B("2024-02-16").n("2024-02-15", "2024-02-15"),
    "Which customer has spent the most money with us?": best(b.group(by_cust, "rev")),
    "What is our best-selling fruit by weight?": best(b.group(by_prod, "kg")),
    "How much have we spent on buying in stock this month?": m2(sum(x[3] * x[4] for x in b.buys)),
    "How many returns have we had so far?": len(B("2024-02-20").rets),
    "How much money have we refunded to customers in total?": m2(sum(r[2] for r in b.rets)),
    "What profit have we made this month?": m2(b.sum_("profit")),
    "How much did we sell last week, in dollars?": m2(b.sum_("rev", "2024-02-19", "2024-02-25")),
    "Can you tell me how much we've taken so far this week?": m2(B("2024-02-22").sum_("rev", "2024-02-19")),
    "On which day this month did we take the most money?": best(b.group(by_day, "rev")),
    "What is the average amount spent per sale?": m2(B("2024-02-18").sum_("rev") / B("2024-02-18").n()),
    "How many different customers came in last week?": len({s["cust"] for s in B("2024-02-13").ok(
        "2024-02-05", "2024-02-11")}),
    "How many kilos of each fruit have we sold this month?": tab(b.group(by_prod, "kg"), k3),
    "How much of each fruit is left in stock right now?": tab({p: b.on_hand(p) for p in b.cost}, k3),
    "What's our profit margin on grapes, as a percentage of sales?": m2(
        b.sum_("profit", prod="grape") / b.sum_("rev", prod="grape") * 100),
    "How much did we take over last weekend?": m2(B("2024-02-26").sum_("rev", "2024-02-24", "2024-02-25")),
    "How much money came in before the 10th?": m2(b.sum_("rev", hi="2024-02-09")),
    "Which fruit earns us the least profit?": best(b.group(by_prod, "profit"), low=True),
    "How much have we refunded so far this week?": m2(sum(r[2] for r in b.rets if r[0] >= "2024-02-26")),
    "How much stock of cherries did we have left at the end of the 27th?": k3(b.on_hand("cherry", "2024-02-27")),
    "How much have we made in profit up to today?": m2(B("2024-02-12").sum_("profit")),
    "How many sales have we rung up since we opened?": B("2024-02-09").n(),
    # numbers_person
    "Average kilos per sale over February?": k3(b.sum_("kg") / b.n()),
    "What was the largest single sale this month by value?": m2(max(sum(v for *_, v in s["lines"]) for s in b.ok())),
    "Smallest sale by value since the 15th?": m2(min(sum(v for *_, v in s["lines"]) for s in b.ok("2024-02-15"))),
    "What were our average takings per day in February?": m2(b.sum_("rev") / 29),
    "Total cherry revenue between the 10th and the 20th inclusive.": m2(
        b.sum_("rev", "2024-02-10", "2024-02-20", prod="cherry")),
    "What average price per kilo did we actually get for oranges over the month?": m2(
        b.sum_("rev", prod="orange") / b.sum_("kg", prod="orange")),
    "Highest daily takings so far this month?": m2(max(B("2024-02-13").group(by_day, "rev").values())),
    "Give me revenue per week for February.": tab(b.group(lambda s, p: mon(s["date"]), "rev"), m2),
    "Break down February revenue by day of the week.": tab(b.group(
        lambda s, p: datetime.date.fromisoformat(s["date"]).strftime("%A"), "rev"), m2),
    "Total kilos of mango sold since the 20th.": k3(B("2024-02-25").sum_("kg", "2024-02-20", prod="mango")),
    "What was our total cost of goods sold this month?": m2(b.sum_("cogs")),
    "Overall gross margin percentage for the month?": m2(b.sum_("profit") / b.sum_("rev") * 100),
    "How many sales came to more than $15 this month?": sum(
        1 for s in b.ok() if sum(v for *_, v in s["lines"]) > 15),
    "Total kilos purchased from all suppliers in February.": k3(sum(x[3] for x in b.buys)),
    "Profit by product so far this month.": tab(B("2024-02-24").group(by_prod, "profit"), m2),
    "Total weekend takings for February.": m2(b.sum_("rev", wd={5, 6})),
    "What's the value of our current stock at cost?": m2(sum(b.on_hand(p) * c for p, c in b.cost.items())),
    "Number of transactions in the last 7 days.": b.n("2024-02-23"),
    "Banana takings before the 19th.": m2(b.sum_("rev", hi="2024-02-18", prod="banana")),
    "Revenue to date?": m2(B("2024-02-14").sum_("rev")),
    "Month-to-date profit?": m2(B("2024-02-16").sum_("profit")),
    "Mean kilos sold per day so far this week?": k3(B("2024-02-21").sum_("kg", "2024-02-19") / 3),
    "Cost of goods sold last week?": m2(B("2024-02-21").sum_("cogs", "2024-02-12", "2024-02-18")),
    # customer_care
    "How much has Raj Patel spent with us in total?": m2(b.sum_("rev", cust="Raj Patel")),
    "How many times has Omar shopped with us?": b.n(cust="Omar Haddad"),
    "How much did we refund Eva Berg?": m2(sum(r[2] for r in b.rets if r[1] == "Eva Berg")),
    "What did Luis Garcia spend last week?": m2(b.sum_("rev", "2024-02-19", "2024-02-25", cust="Luis Garcia")),
    "How much has Tom Lee spent so far?": m2(B("2024-02-14").sum_("rev", cust="Tom Lee")),
    "What's Ken Smith's spend after his return?": m2(b.sum_("rev", cust="Ken Smith")),
    "Which customers have spent more than $45 with us this month?": sorted(
        c for c, v in b.group(by_cust, "rev").items() if v > 45),
    "How many times has Bob Smith been in to buy something?": B("2024-02-20").n(cust="Bob Smith"),
    "How much has Bob Smith spent with us up to now?": m2(B("2024-02-20").sum_("rev", cust="Bob Smith")),
    "And what is Bob Smith's spend now that his return has gone through?": m2(
        B("2024-02-23").sum_("rev", cust="Bob Smith")),
    "What has Eva Berg spent with us so far?": m2(B("2024-02-05").sum_("rev", cust="Eva Berg")),
    "Who was our best customer last week by spend?": best(B("2024-02-19").group(
        by_cust, "rev", "2024-02-12", "2024-02-18")),
    "How much did Zoe Davis spend on the 5th?": m2(b.sum_("rev", "2024-02-05", "2024-02-05", cust="Zoe Davis")),
    "Which customers came in yesterday?": sorted({s["cust"] for s in B("2024-02-17").ok("2024-02-16", "2024-02-16")}),
    # quick_texter
    "rev yday": m2(b.sum_("rev", "2024-02-28", "2024-02-28")),
    "apple stock": k3(B("2024-02-12").on_hand("apple")),
    "strawb kg left": k3(B("2024-02-17").on_hand("strawberry")),
    "refunds this wk": m2(sum(r[2] for r in B("2024-02-16").rets if r[0] >= "2024-02-12")),
    "orange px": m2(B("2024-02-15").price["orange"]),
    "pear px now": m2(b.price["pear"]),
    "takings tue 27th": m2(b.sum_("rev", "2024-02-27", "2024-02-27")),
    "rev last 7 days": m2(b.sum_("rev", "2024-02-23")),
    "rev by day this wk": tab(B("2024-02-15").group(by_day, "rev", "2024-02-12"), m2),
    "omar spend last wk": m2(B("2024-02-14").sum_("rev", "2024-02-05", "2024-02-11", cust="Omar Haddad")),
    "returns count": len(B("2024-02-13").rets),
    "rev today": m2(B("2024-02-08").sum_("rev", "2024-02-08", "2024-02-08")),
    "kg sold yday": k3(B("2024-02-06").sum_("kg", "2024-02-05", "2024-02-05")),
}

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if isinstance(got, list) and not e["ordered"]:
        got = sorted(got)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 60, len(checks)
print("questions", len(qs), "refuse", n_refuse, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
