"""Checks bench/unseen62/questions.jsonl: format, unique ids, personas, and an independent
recomputation of at least 60 answers (own parsing of the records cut at each question's
`today`, Fraction arithmetic, no import of question_truth.py).  Run from anywhere:

    python bench/unseen62/validate.py
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
CATS = {"investor", "floor_staff", "auditor", "curious_owner", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q62-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q62-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
assert len(qs) >= 200, "fewer than 200 questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        v = e["value"]
        assert set(e) == {"type", "value"} and isinstance(v, (int, float)) and not isinstance(v, bool), q
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
by_text = {q["question"]: q for q in qs}
n_ref = sum(q["category"] == "refuse" for q in qs)
assert 0.09 <= n_ref / len(qs) <= 0.15, n_ref
assert sum(q["today"] < "2024-02-29" for q in qs) >= len(qs) // 5, "too few questions before month end"

# ------------------------------------------------------------ independent ledger, cut at today
with open(DATA, encoding="utf-8") as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


def D(s):
    return datetime.date.fromisoformat(s)


def plus(s, n):
    return (D(s) + datetime.timedelta(days=n)).isoformat()


def mon(s):
    return plus(s, -D(s).weekday())


class Book:
    def __init__(self, today):
        self.today = today
        price = {}
        self.plog, self.sales, self.buys, self.adj, self.rets = [], [], [], [], []
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                                      F(str(it["unit_cost"]))))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = F(str(it["selling_price"]))
                        self.plog.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = F(str(r["selling_price"]))
                self.plog.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                ls = []
                for it in r["items"]:
                    kg = F(str(it["quantity"]))
                    cents = kg * price[it["product"]] * 100
                    assert cents.denominator != 2, "half cent line"
                    ls.append((it["product"], kg, F(round(cents), 100)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": ls, "back": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["back"] is None]
                assert len(hit) == 1
                hit[0]["back"] = r["date"]
                self.rets.append((r["date"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.uc = {}
        for b in self.buys:
            assert self.uc.setdefault(b[2], b[4]) == b[4], "two unit costs"

    def rows(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        for s in self.sales:
            if s["back"] is None and lo <= s["date"] <= hi and cust in (None, s["cust"]) \
                    and (wd is None or D(s["date"]).weekday() in wd):
                for p, kg, v in s["lines"]:
                    if prod in (None, p):
                        yield s, p, kg, v

    def tk(self, *a, **k):
        return sum((v for _, _, _, v in self.rows(*a, **k)), F(0))

    def kg(self, *a, **k):
        return sum((x for _, _, x, _ in self.rows(*a, **k)), F(0))

    def pr(self, *a, **k):
        return sum((v - x * self.uc[p] for _, p, x, v in self.rows(*a, **k)), F(0))

    def group(self, key, val, *a, **k):
        out = {}
        for s, p, x, v in self.rows(*a, **k):
            kk = key(s, p)
            out[kk] = out.get(kk, F(0)) + val(p, x, v)
        return out

    def stock(self, p, d=None):
        d = d or self.today
        got = sum((b[3] for b in self.buys if b[2] == p and b[0] <= d), F(0))
        got += sum((q for dt, pp, q in self.adj if pp == p and dt <= d), F(0))
        for s in self.sales:
            if s["date"] <= d and not (s["back"] and s["back"] <= d):
                got -= sum((x for pp, x, _ in s["lines"] if pp == p), F(0))
        return got

    def price(self, p, d=None):
        d = d or self.today
        return [v for dt, pp, v in self.plog if pp == p and dt <= d][-1]

    def refund(self, lo="0000", hi="9999"):
        return sum((v for d, s in self.rets if lo <= d <= hi for _, _, v in s["lines"]), F(0))


BOOKS = {}


def B(today="2024-02-29"):
    if today not in BOOKS:
        BOOKS[today] = Book(today)
    return BOOKS[today]


def c2(x):
    x = F(x) * 100
    assert abs(x - int(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert abs(x - int(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def pc(a, b):
    return c2(F(a) * 100 / b)


def best(d, low=False):
    vals = sorted(d.values(), reverse=not low)
    assert vals[0] != vals[1], "tie at the top"
    return (min if low else max)(d, key=d.get)


def ordered(d, n, low=False):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), "tie inside ranking"
    return [k for k, _ in items[:n]]


def above(d, t, below=False):
    assert t not in d.values(), "value on threshold"
    return sorted(k for k, v in d.items() if ((v < t) if below else (v > t)))


def cust(b, *a, **k):
    return b.group(lambda s, p: s["cust"], lambda p, x, v: v, *a, **k)


def prod(b, val, *a, **k):
    return b.group(lambda s, p: p, val, *a, **k)


def tab(d, f):
    return {k: f(v) for k, v in sorted(d.items()) if v != 0}


E = B()
PRODS = sorted(E.uc)
checks = {}
# ---- investor
b = B("2024-02-26")
checks["What did the shop take last week?"] = c2(b.tk("2024-02-19", "2024-02-25"))
b = B("2024-02-22")
checks["How much has come through the till so far this week?"] = c2(b.tk("2024-02-19", "2024-02-22"))
checks["Break down the takings week by week for me."] = tab(
    E.group(lambda s, p: mon(s["date"]), lambda p, x, v: v), c2)
b = B("2024-02-16")
checks["Weekly sales totals so far, please, keyed by week."] = tab(
    b.group(lambda s, p: mon(s["date"]), lambda p, x, v: v), c2)
checks["What's the gross profit for the month to date?"] = c2(B("2024-02-21").pr())
checks["What is the gross margin as a percentage of sales for February?"] = pc(E.pr(), E.tk())
checks["What was the margin percentage in the week starting 12 February?"] = pc(
    E.pr("2024-02-12", "2024-02-18"), E.tk("2024-02-12", "2024-02-18"))
checks["How much profit did you make the week before last?"] = c2(B("2024-02-27").pr("2024-02-12", "2024-02-18"))
checks["Which week brought in the most money?"] = best(E.group(lambda s, p: mon(s["date"]), lambda p, x, v: v))
checks["By how much did takings in the week of the 19th beat the week of the 12th?"] = c2(
    E.tk("2024-02-19", "2024-02-25") - E.tk("2024-02-12", "2024-02-18"))
checks["What's the average sale worth this month?"] = c2(
    B("2024-02-18").tk() / sum(1 for s in B("2024-02-18").sales if s["back"] is None))
b = B("2024-02-21")
checks["How many sales did you ring up last week?"] = sum(
    1 for s in b.sales if s["back"] is None and "2024-02-12" <= s["date"] <= "2024-02-18")
checks["Total revenue over the last 7 days?"] = c2(E.tk("2024-02-23", "2024-02-29"))
checks["What did the business take in the last fortnight?"] = c2(B("2024-02-25").tk("2024-02-12", "2024-02-25"))
checks["How much money came in over the weekends this month?"] = c2(E.tk(wd={5, 6}))
checks["What share of February takings came from weekends, as a percent?"] = pc(E.tk(wd={5, 6}), E.tk())
checks["What have you taken so far this month?"] = c2(B("2024-02-10").tk())
checks["What's your cost of goods sold for the month so far?"] = c2(B("2024-02-20").tk() - B("2024-02-20").pr())
checks["How much revenue before the 15th?"] = c2(E.tk(hi="2024-02-14"))
checks["How much was refunded to customers this month in total?"] = c2(E.refund())
checks["What margin are you running this week, in percent?"] = pc(
    B("2024-02-15").pr("2024-02-12"), B("2024-02-15").tk("2024-02-12"))
checks["Which fruit has the best margin percentage?"] = best(
    {p: E.pr(prod=p) / E.tk(prod=p) for p in PRODS if E.tk(prod=p)})
checks["What percentage of revenue is from cherries so far?"] = pc(
    B("2024-02-24").tk(prod="cherry"), B("2024-02-24").tk())
checks["Average takings per day over the last 7 days?"] = c2(E.tk("2024-02-23") / 7)
checks["How many distinct customers bought something this month?"] = len(
    {s["cust"] for s in B("2024-02-08").sales if s["back"] is None})
checks["Takings for each day of the week, summed over the month."] = tab(
    E.group(lambda s, p: D(s["date"]).strftime("%A"), lambda p, x, v: v), c2)
checks["Daily takings so far this week, please."] = tab(
    B("2024-02-14").group(lambda s, p: s["date"], lambda p, x, v: v, "2024-02-12"), c2)
# ---- floor staff
checks["How many kilos of bananas have we got right now?"] = k3(E.stock("banana"))
checks["pear price today?"] = c2(B("2024-02-20").price("pear"))
checks["How much is a kilo of oranges now?"] = c2(B("2024-02-17").price("orange"))
checks["What did we sell pears at on the 23rd?"] = c2(E.price("pear", "2024-02-23"))
checks["Strawberry stock right now?"] = k3(B("2024-02-15").stock("strawberry"))
checks["How many kg of cherries did we have when we closed on the 17th?"] = k3(E.stock("cherry", "2024-02-17"))
checks["At close of business on the 9th, how many pears were in the back?"] = k3(E.stock("pear", "2024-02-09"))
checks["Stock on hand for each product at the moment?"] = tab(
    {p: B("2024-02-08").stock(p) for p in PRODS}, k3)
checks["What was left of everything at closing on the 22nd?"] = tab({p: E.stock(p, "2024-02-22") for p in PRODS}, k3)
checks["Which fruits are under 22 kilos right now?"] = above({p: E.stock(p) for p in PRODS}, 22, below=True)
checks["Which products do we have more than 30 kg of?"] = above({p: B("2024-02-18").stock(p) for p in PRODS}, 30)
checks["What do we have the most of in stock?"] = best({p: B("2024-02-12").stock(p) for p in PRODS})
checks["How many kilos of cherry are in stock after today's delivery?"] = k3(B("2024-02-28").stock("cherry"))
checks["How much have we taken today?"] = c2(B("2024-02-27").tk("2024-02-27"))
checks["What did we take yesterday?"] = c2(B("2024-02-24").tk("2024-02-23", "2024-02-23"))
checks["Current price list please, every product."] = tab({p: B("2024-02-20").price(p) for p in PRODS}, c2)
checks["How much for 2.5 kg of oranges at today's price?"] = c2(F(5, 2) * E.price("orange"))
checks["How much fruit in total was in stock at the end of the 1st?"] = k3(sum(E.stock(p, "2024-02-01") for p in PRODS))
checks["How many kilos of mango have gone this week?"] = k3(B("2024-02-25").kg("2024-02-19", prod="mango"))
checks["How many kilos of grapes were at the shop on closing the 14th?"] = k3(E.stock("grape", "2024-02-14"))
# ---- auditor
checks["Total purchase cost between the 8th and the 16th inclusive."] = c2(
    sum(q * u for d, _, _, q, u in E.buys if "2024-02-08" <= d <= "2024-02-16"))
sc = {}
for _, s, _, q, u in E.buys:
    sc[s] = sc.get(s, 0) + q * u
checks["Purchases at cost by supplier for the month."] = tab(sc, c2)
checks["Which supplier did we spend the most with?"] = best(sc)
checks["Which suppliers did we buy bananas from?"] = sorted({s for _, s, p, _, _ in E.buys if p == "banana"})
checks["What's the cost value of all stock written off in February?"] = c2(
    sum(-q * E.uc[p] for _, p, q in E.adj if q < 0))
checks["How much strawberry was written off between the 10th and the 20th?"] = k3(
    sum(-q for d, p, q in E.adj if p == "strawberry" and q < 0 and "2024-02-10" <= d <= "2024-02-20"))
checks["How many returns did we have up to and including the 15th?"] = sum(
    1 for d, _ in B("2024-02-20").rets if d <= "2024-02-15")
checks["What is the total value of refunds issued between the 10th and the 25th?"] = c2(
    E.refund("2024-02-10", "2024-02-25"))
checks["Which customers returned a sale this month?"] = sorted({s["cust"] for _, s in B("2024-02-16").rets})
checks["What did purchases cost us last week?"] = c2(
    sum(q * u for d, _, _, q, u in B("2024-02-26").buys if "2024-02-19" <= d <= "2024-02-25"))
checks["Cost of goods sold between the 12th and the 18th?"] = c2(
    E.tk("2024-02-12", "2024-02-18") - E.pr("2024-02-12", "2024-02-18"))
checks["How much have we spent with suppliers so far this month?"] = c2(
    sum(q * u for _, _, _, q, u in B("2024-02-09").buys))
checks["What's the value of refunds so far?"] = c2(B("2024-02-14").refund())
checks["What's the stock on hand worth at cost right now?"] = c2(sum(E.stock(p) * E.uc[p] for p in PRODS))
# ---- curious owner
sp = cust(E)
checks["Give me the top three customers by what they spent."] = ordered(sp, 3)
checks["Bottom three customers by spend?"] = ordered(sp, 3, low=True)
checks["Which customers have spent more than $40?"] = above(sp, 40)
checks["Which customers spent less than $35 this month?"] = above(sp, 35, below=True)
checks["Who spent more, Raj Patel or Omar Haddad?"] = best({k: sp[k] for k in ("Raj Patel", "Omar Haddad")})
checks["Rank the products by kilos sold, most first."] = ordered(prod(E, lambda p, x, v: x), len(PRODS))
checks["Which products made less than $50 in sales?"] = above(prod(E, lambda p, x, v: v), 50, below=True)
checks["Which made more profit, mango or grape?"] = best(
    {p: v for p, v in prod(E, lambda p, x, v: v - x * E.uc[p]).items() if p in ("mango", "grape")})
checks["Who bought the most kilos overall?"] = best(B("2024-02-24").group(lambda s, p: s["cust"], lambda p, x, v: x))
checks["Which customers bought cherries?"] = sorted(
    {s["cust"] for s in E.sales if any(p == "cherry" for p, _, _ in s["lines"])})
checks["Who were our top 2 spenders last week?"] = ordered(cust(B("2024-02-26"), "2024-02-19", "2024-02-25"), 2)
checks["Which days brought in less than $10?"] = above(
    E.group(lambda s, p: s["date"], lambda p, x, v: v), 10, below=True)
checks["Which weekday is the slowest for money in?"] = best(
    E.group(lambda s, p: D(s["date"]).strftime("%A"), lambda p, x, v: v), low=True)
checks["How much more did Omar Haddad spend than Luis Garcia?"] = c2(sp["Omar Haddad"] - sp["Luis Garcia"])
checks["Who's been our best customer so far this month?"] = best(cust(B("2024-02-11")))
checks["Which customers spent more than $25 in the second half of the month, from the 15th?"] = above(
    cust(E, "2024-02-15"), 25)
checks["Who bought more oranges, Tom Lee or Eva Berg?"] = best(
    {c: B("2024-02-25").kg(cust=c, prod="orange") for c in ("Tom Lee", "Eva Berg")})
checks["How many times did each customer buy from us?"] = tab(
    {c: sum(1 for s in E.sales if s["back"] is None and s["cust"] == c) for c in sp}, int)
checks["Which products did Raj Patel spend more than $10 on?"] = above(
    prod(E, lambda p, x, v: v, cust="Raj Patel"), 10)

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 60, len(checks)
counts = {}
for q in qs:
    counts[q["category"]] = counts.get(q["category"], 0) + 1
print("questions", len(qs), counts, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
