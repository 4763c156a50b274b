"""Checks bench/unseen40/questions.jsonl: format, unique ids, persona counts, and an independent
recomputation of a set of answers (own parsing of the records, Fraction arithmetic, cut at each
question's `today`, no import of question_truth.py).  Run from the repository root:

    python bench/unseen40/validate.py
"""
import datetime
import json
import math
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
KEYS = {"product", "customer", "supplier", "day", "week", "month", "weekday"}
PERSONAS = {"tax", "intern", "buyer", "partner"}

# ------------------------------------------------------------ format checks
with open(QPATH) as _f:
    qs = [json.loads(line) for line in _f if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q40-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q40-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in PERSONAS | {"refuse"}, q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)) and not isinstance(e["value"], bool), q
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
by_id = {q["id"]: q for q in qs}
n_ref = sum(q["category"] == "refuse" for q in qs)
n_early = sum(q["today"] < "2024-02-29" for q in qs)
assert 0.09 <= n_ref / len(qs) <= 0.15, n_ref
assert 0.20 <= n_early / len(qs) <= 0.30, n_early

# ------------------------------------------------------------ independent ledger
with open(DATA) as _f:
    RECS = [json.loads(line) for line in _f if line.strip()]


def half_up(x, places):
    s = 10 ** places
    return F(math.floor(F(x) * s + F(1, 2)), s)


def c2(x):
    return float(half_up(x, 2))


def k3(x):
    return float(half_up(x, 3))


def D(s):
    return datetime.date.fromisoformat(s)


def mon(s):
    d = D(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


COST = {}
for r in RECS:
    for it in r.get("items", []) if r["kind"] == "purchase" else []:
        COST.setdefault(it["product"], set()).add(F(str(it["unit_cost"])))
assert all(len(v) == 1 for v in COST.values())
COST = {p: next(iter(v)) for p, v in COST.items()}


class Book:
    def __init__(self, today):
        self.today = today
        cur = {}
        self.prices = []
        self.sales = []
        self.buys = []
        self.adj = []
        self.rets = []
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"]))))
                    if it.get("selling_price") is not None:
                        cur[it["product"]] = F(str(it["selling_price"]))
                        self.prices.append((r["date"], it["product"], cur[it["product"]]))
            elif k == "price_change":
                cur[r["product"]] = F(str(r["selling_price"]))
                self.prices.append((r["date"], r["product"], cur[r["product"]]))
            elif k == "sale":
                ls = [(it["product"], F(str(it["quantity"])), half_up(F(str(it["quantity"])) * cur[it["product"]], 2))
                      for it in r["items"]]
                self.sales.append([r["date"], r["customer"]["name"], ls, None])
            elif k == "return":
                m = [s for s in self.sales if s[0] == r["sale_date"] and s[1] == r["customer"]["name"] and s[3] is None]
                assert len(m) == 1
                m[0][3] = r["date"]
                self.rets.append((r["date"], m[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.live = [s for s in self.sales if s[3] is None]

    def L(self, lo="2024-02-01", hi=None, cust=None, prod=None, wds=None):
        hi = hi or self.today
        return [(s, p, q, v) for s in self.live if lo <= s[0] <= hi and cust in (None, s[1])
                and (wds is None or D(s[0]).weekday() in wds) for p, q, v in s[2] if prod in (None, p)]

    def rev(self, *a, **k):
        return sum(v for _, _, _, v in self.L(*a, **k))

    def kg(self, *a, **k):
        return sum(q for _, _, q, _ in self.L(*a, **k))

    def cogs(self, *a, **k):
        return sum(q * COST[p] for _, p, q, _ in self.L(*a, **k))

    def group(self, keyf, valf, *a, **k):
        g = {}
        for s, p, q, v in self.L(*a, **k):
            kk = keyf(s, p)
            g[kk] = g.get(kk, 0) + valf(p, q, v)
        return {x: y for x, y in g.items() if y != 0}

    def refund(self, lo="2024-02-01", hi=None, cust=None):
        hi = hi or self.today
        return sum(sum(v for _, _, v in s[2]) for d, s in self.rets if lo <= d <= hi and cust in (None, s[1]))

    def wo(self, lo="2024-02-01", hi=None, prod=None, cost=True):
        hi = hi or self.today
        return sum(-q * (COST[p] if cost else 1) for d, p, q in self.adj if lo <= d <= hi and q < 0 and prod in (None, p))

    def onhand(self, prod, d=None):
        d = d or self.today
        return (sum(q for bd, _, p, q in self.buys if p == prod and bd <= d) - self.kg(hi=d, prod=prod)
                + sum(q for ad, p, q in self.adj if p == prod and ad <= d))

    def price(self, prod, d=None):
        d = d or self.today
        return [pr for pd, p, pr in self.prices if p == prod and pd <= d][-1]

    def nsale(self, *a, **k):
        return len({id(s) for s, _, _, _ in self.L(*a, **k)})


BOOKS = {}


def B(t):
    if t not in BOOKS:
        BOOKS[t] = Book(t)
    return BOOKS[t]


def top(d, n=1, low=False):
    o = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len({v for _, v in o[:n + 1]}) == min(n + 1, len(o)), "tie"
    return [k for k, _ in o[:n]]


def cmap(d):
    return {k: c2(v) for k, v in sorted(d.items())}


def kmap(d):
    return {k: k3(v) for k, v in sorted(d.items())}


PRODS = sorted(COST)
by_cust = (lambda s, p: s[1])
by_prod = (lambda s, p: p)
val = (lambda p, q, v: v)
kil = (lambda p, q, v: q)
gp = (lambda p, q, v: v - q * COST[p])
T = "2024-02-29"
b = B(T)
chk = {}
# --- tax
chk["q40-001"] = c2(b.rev())
chk["q40-002"] = c2(b.cogs())
chk["q40-003"] = c2(b.rev() - b.cogs())
chk["q40-004"] = c2((b.rev() - b.cogs()) / b.rev() * 100)
chk["q40-005"] = c2(b.refund())
chk["q40-006"] = len(b.rets)
chk["q40-007"] = c2(b.wo())
chk["q40-008"] = k3(b.wo(cost=False))
chk["q40-009"] = cmap({p: b.wo(prod=p) for p in PRODS if b.wo(prod=p)})
chk["q40-012"] = c2(b.rev("2024-02-01", "2024-02-14"))
chk["q40-013"] = c2(b.rev("2024-02-15", T))
chk["q40-014"] = c2(b.rev("2024-02-10", "2024-02-20"))
chk["q40-015"] = c2(b.cogs("2024-02-01", "2024-02-15"))
chk["q40-016"] = c2(b.refund("2024-02-16"))
chk["q40-017"] = cmap(b.group(lambda s, p: mon(s[0]), val))
chk["q40-020"] = c2(b.rev(prod="mango") - b.cogs(prod="mango"))
chk["q40-021"] = c2((b.rev(prod="strawberry") - b.cogs(prod="strawberry")) / b.rev(prod="strawberry") * 100)
chk["q40-022"] = top(b.group(by_prod, gp))[0]
chk["q40-023"] = c2(b.rev(wds={5, 6}))
chk["q40-025"] = len(b.live)
chk["q40-026"] = c2(b.rev() / len(b.live))
chk["q40-029"] = c2(sum(b.onhand(p) * COST[p] for p in PRODS))
chk["q40-030"] = c2(b.rev(hi="2024-02-07"))
chk["q40-035"] = cmap(b.group(lambda s, p: mon(s[0]), gp))
chk["q40-037"] = c2(B("2024-02-14").rev())
chk["q40-038"] = c2(B("2024-02-14").refund())
chk["q40-040"] = c2(B("2024-02-21").rev() - B("2024-02-21").cogs())
chk["q40-042"] = c2(B("2024-02-25").rev("2024-02-12", "2024-02-18"))
chk["q40-043"] = c2(B("2024-02-25").refund("2024-02-19"))
chk["q40-045"] = c2(B("2024-02-11").rev(hi="2024-02-10"))
# --- intern
spend = b.group(by_cust, val)
chk["q40-046"] = top(spend, 3)
chk["q40-048"] = top(spend, 1, low=True)[0]
chk["q40-049"] = cmap(spend)
chk["q40-050"] = top(b.group(by_prod, kil))[0]
chk["q40-052"] = top(b.group(by_prod, val), 2)
b25 = B("2024-02-25")
chk["q40-053"] = sorted(p for p in PRODS if b25.kg("2024-02-19", prod=p) > b25.kg("2024-02-12", "2024-02-18", prod=p))
first = {}
for s in b.sales:
    first.setdefault(s[1], s[0])
chk["q40-054"] = sum(1 for d in first.values() if d >= "2024-02-26")
chk["q40-055"] = len({s[1] for s in b.live})
weeks = [("2024-02-05", "2024-02-11"), ("2024-02-12", "2024-02-18"), ("2024-02-19", "2024-02-25"), ("2024-02-26", T)]
chk["q40-056"] = sorted(c for c in {s[1] for s in b.live} if all(b.L(lo, hi, cust=c) for lo, hi in weeks))
chk["q40-058"] = b.nsale(cust="Omar Haddad")
chk["q40-059"] = c2(b.rev(cust="Raj Patel"))
chk["q40-062"] = sorted(c for c, v in spend.items() if v > 30)
chk["q40-064"] = top(b.group(by_cust, kil, prod="mango"))[0]
chk["q40-066"] = top(b.group(lambda s, p: D(s[0]).strftime("%A"), val))[0]
chk["q40-067"] = cmap(b.group(lambda s, p: D(s[0]).strftime("%A"), val))
chk["q40-069"] = c2(max(sum(v for _, _, v in s[2]) for s in b.live))
chk["q40-072"] = sorted({s[1] for s in b.live if s[0] >= "2024-02-26"})
chk["q40-075"] = sorted(set(b.group(by_cust, val, hi="2024-02-20")) - set(b.group(by_cust, val, "2024-02-21")))
chk["q40-078"] = top(b.group(by_cust, kil), 2)
chk["q40-080"] = c2(B("2024-02-14").rev(cust="Tom Lee"))
b21 = B("2024-02-21")
first21 = {}
for s in b21.live:
    first21.setdefault(s[1], s[0])
chk["q40-083"] = sorted(c for c, d in first21.items() if d >= "2024-02-19")
chk["q40-085"] = top(b25.group(by_cust, val, "2024-02-12", "2024-02-18"), 3)
chk["q40-088"] = c2(B("2024-02-16").rev(cust="Eva Berg"))
# --- buyer
chk["q40-089"] = k3(b.onhand("apple"))
chk["q40-093"] = kmap({p: b.onhand(p) for p in PRODS})
chk["q40-094"] = sorted(p for p in PRODS if b.onhand(p) < 22)
chk["q40-098"] = top(b.group(by_prod, kil, "2024-02-23"), 3)
chk["q40-100"] = c2(b.onhand("mango") / (b.kg("2024-02-23", prod="mango") / 7))
chk["q40-101"] = c2(b.onhand("strawberry") * 29 / b.kg(prod="strawberry"))
chk["q40-104"] = c2(b.price("pear"))
chk["q40-105"] = c2(b.price("orange"))
chk["q40-106"] = k3(sum(q for _, s, _, q in b.buys if s == "Hillside Produce"))
chk["q40-110"] = c2(sum(q * COST[p] for _, s, p, q in b.buys if s == "ABC"))
chk["q40-113"] = c2(b.kg(prod="pear") / sum(q for _, _, p, q in b.buys if p == "pear") * 100)
chk["q40-114"] = sorted(p for p, v in b.group(by_prod, kil).items() if v < 15)
chk["q40-117"] = kmap(b.group(lambda s, p: mon(s[0]), kil, prod="banana"))
chk["q40-118"] = k3(b.onhand("cherry", "2024-02-27"))
chk["q40-119"] = k3(b.onhand("grape", "2024-02-15"))
chk["q40-120"] = c2(b.price("banana", "2024-02-18"))
chk["q40-122"] = k3(B("2024-02-14").onhand("strawberry"))
chk["q40-126"] = k3(b21.onhand("banana"))
chk["q40-127"] = top(B("2024-02-22").group(by_prod, kil, "2024-02-19"))[0]
chk["q40-129"] = kmap({p: B("2024-02-26").onhand(p, "2024-02-25") for p in PRODS})
chk["q40-131"] = k3(B("2024-02-16").onhand("strawberry"))
# --- partner
chk["q40-133"] = c2(b.rev("2024-02-26"))
chk["q40-136"] = c2(b.rev("2024-02-19", "2024-02-25"))
chk["q40-143"] = c2(b.rev(T, T))
chk["q40-146"] = cmap(b.group(lambda s, p: s[0], val, "2024-02-26"))
chk["q40-147"] = top(b.group(lambda s, p: s[0], val))[0]
chk["q40-148"] = top(b.group(lambda s, p: s[0], val), 1, low=True)[0]
chk["q40-151"] = top(spend, 5)
chk["q40-153"] = cmap(b.group(by_prod, gp))
chk["q40-158"] = c2(b.rev() / 29)
chk["q40-162"] = c2(b.rev("2024-02-26", prod="mango") - b.cogs("2024-02-26", prod="mango"))
chk["q40-165"] = len({s[1] for s in b.live if s[0] >= "2024-02-26"})
chk["q40-167"] = c2(B("2024-02-14").rev("2024-02-12"))
chk["q40-168"] = c2(B("2024-02-14").refund("2024-02-12"))
chk["q40-170"] = c2(B("2024-02-18").rev("2024-02-05", "2024-02-11"))
chk["q40-173"] = B("2024-02-23").nsale("2024-02-19")
chk["q40-174"] = c2(b25.rev("2024-02-24"))
chk["q40-176"] = c2(B("2024-02-26").price("banana"))
chk["q40-177"] = k3(B("2024-02-11").kg())

bad = 0
for qid, want in chk.items():
    e = by_id[qid]["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    if got != want:
        bad += 1
        print("MISMATCH", qid, by_id[qid]["question"], "file:", got, "recomputed:", want)
per = {}
for q in qs:
    per[q["category"]] = per.get(q["category"], 0) + 1
print("questions", len(qs), "refuse", n_ref, "early-today", n_early, "per category", dict(sorted(per.items())),
      "checked", len(chk), "mismatches", bad)
assert len(chk) >= 60
raise SystemExit(1 if bad else 0)
