"""Checks bench/unseen48/questions.jsonl: format, unique ids, persona counts, and an
independent recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, its own cut at each question's `today`, no import of question_truth.py).
Run from the repository root:

    python bench/unseen48/validate.py
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
CATS = {"owner_bank", "till_parttimer", "accountant", "friend_advisor", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q48-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q48-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    assert "2024-02-01" <= q["today"] <= "2024-02-29", q
    datetime.date.fromisoformat(q["today"])
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
assert 0.09 <= n_ref / len(qs) <= 0.15, n_ref
assert 0.2 <= sum(q["today"] < "2024-02-29" for q in qs) / len(qs) <= 0.3

# ------------------------------------------------------------ independent ledger
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]
NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class Shop:
    def __init__(self, today):
        self.today = today
        self.price, self.cost, self.plog = {}, {}, []
        self.sales, self.buys, self.adj, self.rets = [], [], [], []
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    c = F(str(it["unit_cost"]))
                    assert self.cost.setdefault(it["product"], c) == c
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), c))
                    if it.get("selling_price") is not None:
                        self.price[it["product"]] = F(str(it["selling_price"]))
                        self.plog.append((r["date"], it["product"], self.price[it["product"]]))
            elif k == "price_change":
                self.price[r["product"]] = F(str(r["selling_price"]))
                self.plog.append((r["date"], r["product"], self.price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    qk = F(str(it["quantity"]))
                    x = qk * self.price[it["product"]] * 100
                    assert x.denominator != 2
                    lines.append((it["product"], qk, F(round(x), 100)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.live = [s for s in self.sales if s["ret"] is None]

    def it(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        for s in self.live:
            if lo <= s["date"] <= hi and cust in (None, s["cust"]) and (
                    wd is None or datetime.date.fromisoformat(s["date"]).weekday() in wd):
                for p, qk, t in s["lines"]:
                    if prod in (None, p):
                        yield s, p, qk, t

    def tk(self, **kw):
        return sum(t for _, _, _, t in self.it(**kw))

    def kg(self, **kw):
        return sum(qk for _, _, qk, _ in self.it(**kw))

    def pr(self, **kw):
        return sum(t - qk * self.cost[p] for _, p, qk, t in self.it(**kw))

    def n(self, lo="0000", hi="9999", cust=None):
        return sum(1 for s in self.live if lo <= s["date"] <= hi and cust in (None, s["cust"]))

    def ref(self, lo="0000", hi="9999", cust=None):
        return sum(sum(t for _, _, t in s["lines"]) for d, c, s in self.rets if lo <= d <= hi and cust in (None, c))

    def stock(self, p, d=None):
        d = d or self.today
        return (sum(b[3] for b in self.buys if b[2] == p and b[0] <= d)
                - sum(qk for s in self.sales if s["date"] <= d and (s["ret"] is None or s["ret"] > d)
                      for pp, qk, _ in s["lines"] if pp == p)
                + sum(qq for dd, pp, qq in self.adj if pp == p and dd <= d))


def c2(x):
    x = F(x) * 100
    assert (x - int(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert (x - int(x)) != F(1, 2)
    return float(F(round(x), 1000))


def mon(d):
    dd = datetime.date.fromisoformat(d)
    return (dd - datetime.timedelta(days=dd.weekday())).isoformat()


def grp(pairs, rnd=c2):
    out = {}
    for k, v in pairs:
        out[k] = out.get(k, 0) + v
    return {k: rnd(v) for k, v in sorted(out.items()) if v != 0}


def argmax(d, sign=1):
    vals = sorted(d.values(), key=lambda v: -sign * v)
    assert vals[0] != vals[1], "tie"
    return max(d, key=lambda k: sign * d[k])


S = {}


def shop(i):
    t = by_id[i]["today"]
    if t not in S:
        S[t] = Shop(t)
    return S[t]


FEB29 = "2024-02-29"
checks = {}
A = shop("q48-001")
assert A.today == FEB29
PRODS = sorted(A.cost)
checks["q48-001"] = c2(A.tk())
checks["q48-002"] = c2(A.tk() / 29)
checks["q48-004"] = grp((mon(s["date"]), t) for s, _, _, t in A.it())
checks["q48-003"] = max(checks["q48-004"].values())
checks["q48-005"] = c2(A.pr())
checks["q48-006"] = c2(A.pr() / A.tk() * 100)
checks["q48-007"] = c2(A.tk() / A.n())
checks["q48-008"] = A.n()
checks["q48-009"] = c2(sum(b[3] * b[4] for b in A.buys))
ptk = {p: A.tk(prod=p) for p in PRODS}
checks["q48-010"] = argmax(ptk)
checks["q48-012"] = {p: c2(v) for p, v in ptk.items() if v}
checks["q48-013"] = len({s["cust"] for s in A.live})
checks["q48-015"] = c2(A.tk(lo="2024-02-01", hi="2024-02-14"))
checks["q48-016"] = c2(A.tk(lo="2024-02-15", hi="2024-02-29"))
checks["q48-017"] = c2(A.tk(lo="2024-02-19", hi="2024-02-25"))
checks["q48-018"] = c2(A.tk(lo="2024-02-26"))
checks["q48-019"] = c2(sum(A.stock(p) * A.cost[p] for p in PRODS))
checks["q48-020"] = k3(A.kg())
checks["q48-021"] = c2(shop("q48-021").tk(wd={5, 6}))
checks["q48-022"] = c2(A.tk(wd={0, 1, 2, 3, 4}))
checks["q48-024"] = {p: c2(A.pr(prod=p)) for p in PRODS if A.pr(prod=p)}
checks["q48-026"] = c2(sum(-qq * A.cost[p] for _, p, qq in A.adj if qq < 0))
checks["q48-027"] = c2(A.tk(prod="strawberry") * 100 / A.tk())
checks["q48-029"] = c2(shop("q48-029").tk())
checks["q48-030"] = c2(shop("q48-030").pr())
checks["q48-032"] = max(grp((mon(s["date"]), t) for s, _, _, t in shop("q48-032").it()).values())
checks["q48-037"] = grp((NAMES[datetime.date.fromisoformat(s["date"]).weekday()], t) for s, _, _, t in A.it())
checks["q48-040"] = grp((mon(s["date"]), t - qk * A.cost[p]) for s, p, qk, t in A.it())
daytk = grp((s["date"], t) for s, _, _, t in A.it())
assert 40 not in daytk.values()
checks["q48-042"] = sorted(d for d, v in daytk.items() if v > 40)
# till
checks["q48-049"] = c2(A.price["banana"])
checks["q48-051"] = c2(shop("q48-051").price["pear"])
checks["q48-052"] = c2(shop("q48-052").price["orange"])
checks["q48-053"] = c2(shop("q48-053").price["banana"])
checks["q48-056"] = {p: c2(A.price[p]) for p in PRODS}
checks["q48-058"] = argmax(A.price, -1)
checks["q48-060"] = k3(A.stock("mango"))
checks["q48-062"] = k3(shop("q48-062").stock("strawberry"))
checks["q48-063"] = k3(shop("q48-063").stock("banana"))
checks["q48-064"] = {p: k3(A.stock(p)) for p in PRODS if A.stock(p)}
checks["q48-065"] = A.n(lo=FEB29, hi=FEB29)
checks["q48-066"] = c2(shop("q48-066").tk(lo="2024-02-28", hi="2024-02-28"))
checks["q48-067"] = c2(shop("q48-067").tk(lo="2024-02-26", hi="2024-02-26"))
checks["q48-069"] = c2(A.tk(cust="Mei Chen"))
checks["q48-070"] = A.n(cust="Omar Haddad")
checks["q48-072"] = sorted({b[1] for b in A.buys if b[2] == "pear"})
checks["q48-080"] = c2([pr for d, p, pr in shop("q48-080").plog if p == "pear" and d <= "2024-02-20"][-1])
checks["q48-083"] = c2(max(sum(t for _, _, t in s["lines"]) for s in shop("q48-083").live))
checks["q48-087"] = k3(shop("q48-087").stock("cherry"))
# accountant
checks["q48-097"] = c2(A.ref())
checks["q48-098"] = len(A.rets)
checks["q48-099"] = grp((c, sum(t for _, _, t in s["lines"])) for _, c, s in A.rets)
checks["q48-100"] = grp((d, sum(t for _, _, t in s["lines"])) for d, _, s in A.rets)
checks["q48-104"] = c2(sum(t for s in A.sales for _, _, t in s["lines"]))
checks["q48-106"] = c2(A.ref() * 100 / sum(t for s in A.sales for _, _, t in s["lines"]))
checks["q48-109"] = k3(sum(qk for _, _, s in shop("q48-109").rets for _, qk, _ in s["lines"]))
checks["q48-111"] = c2(A.tk() - A.pr())
checks["q48-114"] = grp((b[1], b[3] * b[4]) for b in A.buys)
checks["q48-117"] = c2(shop("q48-117").ref())
checks["q48-119"] = c2(shop("q48-119").ref(lo="2024-02-19", hi="2024-02-25"))
checks["q48-120"] = c2(shop("q48-120").ref(lo="2024-02-26"))
checks["q48-121"] = c2(shop("q48-121").tk(cust="Tom Lee"))
checks["q48-122"] = c2(A.tk(cust="Tom Lee"))
checks["q48-125"] = c2(shop("q48-125").ref(hi="2024-02-15"))
checks["q48-126"] = c2(A.ref(lo="2024-02-16"))
checks["q48-127"] = c2(A.ref(hi="2024-02-14"))
checks["q48-136"] = c2(sum(t for s in shop("q48-136").sales for _, _, t in s["lines"]))
checks["q48-137"] = c2(shop("q48-137").tk())
checks["q48-140"] = k3(A.stock("pear", "2024-02-20"))
# friend
checks["q48-148"] = argmax({p: A.tk(prod=p) for p in ("pear", "apple")})
checks["q48-149"] = argmax(grp(((NAMES[datetime.date.fromisoformat(s["date"]).weekday()], qk)
                                for s, _, qk, _ in A.it(prod="banana")), k3))
checks["q48-151"] = c2(A.tk(prod="strawberry") - A.tk(prod="cherry"))
checks["q48-154"] = argmax({p: A.pr(prod=p) / A.tk(prod=p) for p in PRODS})
checks["q48-156"] = c2(A.tk(prod="banana", hi="2024-02-18"))
checks["q48-157"] = c2(A.tk(prod="banana", lo="2024-02-19"))
checks["q48-159"] = argmax({"Saturday": A.tk(wd={5}), "Sunday": A.tk(wd={6})})
checks["q48-161"] = c2(A.tk(prod="orange") / A.kg(prod="orange"))
pkg = {p: A.kg(prod=p) for p in PRODS}
assert 30 not in pkg.values()
checks["q48-173"] = sorted(p for p, v in pkg.items() if v > 30)
checks["q48-175"] = {p: k3(v) for p, v in pkg.items() if v}
checks["q48-180"] = c2(shop("q48-180").pr(prod="grape"))
checks["q48-183"] = c2(A.pr(prod="orange", lo="2024-02-18"))
checks["q48-185"] = c2(A.tk(wd={5, 6}) / 8)
E187 = shop("q48-187")
checks["q48-187"] = argmax({c: E187.tk(cust=c) for c in {s["cust"] for s in E187.live}})
checks["q48-188"] = grp((mon(s["date"]), t) for s, _, _, t in A.it(prod="banana"))

bad = 0
for i, want in checks.items():
    e = by_id[i]["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if isinstance(want, dict):
        want = {k: float(v) for k, v in want.items()}
    if got != want:
        bad += 1
        print("MISMATCH", i, by_id[i]["question"], "file:", got, "recomputed:", want)
per = {}
for q in qs:
    per[q["category"]] = per.get(q["category"], 0) + 1
print("questions", len(qs), "refuse", n_ref, "per category", per, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
