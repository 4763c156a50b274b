"""Checks bench/unseen12/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen12/validate.py
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

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q12-\d{3}", i) for i in ids), "bad id"
assert ids == ["q12-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
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
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_text = {q["question"]: q for q in qs}

assert len(qs) >= 150, "too few questions"
assert sum(q["category"] == "refuse" for q in qs) >= 15, "too few refusals"

# ------------------------------------------------------------ independent recomputation
# Own replay of the records with Fractions; does not import question_truth.py.
recs = [json.loads(line) for line in open(DATA) if line.strip()]


def replay(today):
    price, sales, buys, adj, rets, plog = {}, [], [], [], [], []
    for r in recs:
        if r["date"] > today:
            continue
        if r["kind"] == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"]))))
                if it.get("selling_price") is not None:
                    price[it["product"]] = F(str(it["selling_price"]))
                    plog.append((r["date"], it["product"], price[it["product"]]))
        elif r["kind"] == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
            plog.append((r["date"], r["product"], price[r["product"]]))
        elif r["kind"] == "sale":
            ls = []
            for it in r["items"]:
                q = F(str(it["quantity"]))
                x = q * price[it["product"]] * 100
                assert x.denominator != 2
                ls.append((it["product"], q, F(round(x), 100)))
            sales.append({"d": r["date"], "c": r["customer"]["name"], "l": ls, "r": None})
        elif r["kind"] == "return":
            m = [s for s in sales if s["d"] == r["sale_date"] and s["c"] == r["customer"]["name"] and s["r"] is None]
            assert len(m) == 1
            m[0]["r"] = r["date"]
            rets.append((r["date"], m[0]))
        elif r["kind"] == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    return price, sales, buys, adj, rets, plog


def c2(x):
    x = F(x) * 100
    assert x - int(x) != F(1, 2)
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    return float(F(round(x), 1000))


def tot(s):
    return sum(t for _, _, t in s["l"])


price, sales, buys, adj, rets, plog = replay("2024-02-29")
live = [s for s in sales if s["r"] is None]
avg = {}
for p in {b[2] for b in buys}:
    avg[p] = sum(b[3] * b[4] for b in buys if b[2] == p) / sum(b[3] for b in buys if b[2] == p)


def stock(p, d, sales=sales, buys=buys, adj=adj):
    return (sum(b[3] for b in buys if b[2] == p and b[0] <= d)
            - sum(q for s in sales if s["d"] <= d and not (s["r"] and s["r"] <= d) for pp, q, _ in s["l"] if pp == p)
            + sum(q for dd, pp, q in adj if pp == p and dd <= d))


checks = {}
# 1 week 12-18 minus week 5-11
w = lambda lo, hi: sum(tot(s) for s in live if lo <= s["d"] <= hi)
checks["Takings in the week starting Mon 12 Feb minus takings in the week starting Mon 5 Feb - what's the figure?"] = \
    c2(w("2024-02-12", "2024-02-18") - w("2024-02-05", "2024-02-11"))
# 2 weekend takings
checks["What did weekends (Saturdays and Sundays) bring in over the month?"] = \
    c2(sum(tot(s) for s in live if datetime.date.fromisoformat(s["d"]).weekday() >= 5))
# 3 asked on the 20th: last week (12-18), Bob's 18th sale not yet returned
p20, s20, b20, a20, r20, _ = replay("2024-02-20")
checks["How much did we take last week?"] = c2(sum(tot(s) for s in s20 if s["r"] is None and "2024-02-12" <= s["d"] <= "2024-02-18"))
# 4 stock sheet now
checks["Give me a stock sheet: kilos on hand for every product right now."] = {p: k3(stock(p, "2024-02-29")) for p in sorted(avg)}
# 5 orange stock asked on the 12th (Ken's return dated the 12th counts)
checks["What's our orange stock right now?"] = k3(stock("orange", "2024-02-12", s20, b20, a20))
# 6 pear price on the 23rd from the price log
pp = [pr for d, p, pr in plog if p == "pear" and d <= "2024-02-23"][-1]
checks["What was a kilo of pears going for on the 23rd?"] = c2(pp)
# 7 write-off cost
checks["What did the write-offs cost us at average purchase cost this month?"] = c2(sum(-q * avg[p] for _, p, q in adj if q < 0))
# 8 supplier spend
sup = {}
for b in buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
checks["Purchase spend by supplier for February."] = {k: c2(v) for k, v in sup.items()}
# 9 top five customers
sp = {}
for s in live:
    sp[s["c"]] = sp.get(s["c"], 0) + tot(s)
checks["Top five customers by spend, biggest first."] = [c for c, _ in sorted(sp.items(), key=lambda kv: -kv[1])[:5]]
# 10 regulars with at least 6 sales
n = {}
for s in live:
    n[s["c"]] = n.get(s["c"], 0) + 1
checks["Who are my regulars - which customers made at least 6 purchases this month?"] = sorted(c for c, v in n.items() if v >= 6)
# 11 refunds in week of 12th
checks["Refunds paid out during the week starting 12 Feb?"] = c2(sum(tot(s) for d, s in rets if "2024-02-12" <= d <= "2024-02-18"))
# 12 gross margin % on cherries
rv = sum(t for s in live for p, _, t in s["l"] if p == "cherry")
cg = sum(q * avg[p] for s in live for p, q, _ in s["l"] if p == "cherry")
checks["What's the gross margin percentage on cherries, to two decimals?"] = c2((rv - cg) / rv * 100)
# 13 gross profit by product
gp = {}
for s in live:
    for p, q, t in s["l"]:
        gp[p] = gp.get(p, 0) + t - q * avg[p]
checks["Gross profit by product for February, as a table."] = {k: c2(v) for k, v in gp.items()}
# 14 Tom Lee spend asked on the 15th (02-01 sale returned on the 15th)
p15, s15, *_ = replay("2024-02-15")
checks["How much has Tom Lee spent with us so far this month?"] = c2(sum(tot(s) for s in s15 if s["r"] is None and s["c"] == "Tom Lee"))
# 15 weekday table
wd = {}
for s in live:
    k = datetime.date.fromisoformat(s["d"]).strftime("%A")
    wd[k] = wd.get(k, 0) + tot(s)
checks["Give me takings split by day of the week for February."] = {k: c2(v) for k, v in wd.items()}

bad = 0
for text, want in checks.items():
    q = [x for x in qs if x["question"] == text]
    assert len(q) == 1, text
    q = q[0]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
