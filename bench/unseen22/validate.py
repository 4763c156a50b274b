"""Checks bench/unseen22/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen22/validate.py
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
assert all(re.fullmatch(r"q22-\d{3}", i) for i in ids), "bad id"
assert ids == ["q22-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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
by_key = {(q["question"], q["today"]): q for q in qs}

# ------------------------------------------------------------ independent ledger (Fraction)
recs = [json.loads(line) for line in open(DATA) if line.strip()]
cur = {}
sales, buys, adj, rets = [], [], [], []
for r in recs:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                cur[it["product"]] = F(str(it["selling_price"]))
    elif k == "price_change":
        cur[r["product"]] = F(str(r["selling_price"]))
    elif k == "sale":
        lines = []
        for it in r["items"]:
            x = F(str(it["quantity"])) * cur[it["product"]] * 100
            assert x.denominator != 2
            lines.append((it["product"], F(str(it["quantity"])), F(round(x), 100)))
        sales.append({"d": r["date"], "c": r["customer"]["name"], "l": lines, "back": None})
    elif k == "return":
        m = [s for s in sales if s["d"] == r["sale_date"] and s["c"] == r["customer"]["name"] and not s["back"]]
        assert len(m) == 1
        m[0]["back"] = r["date"]
        rets.append((r["date"], m[0]))
    elif k == "stock_adjustment":
        adj.append((r["date"], r["product"], F(str(r["quantity"]))))


def standing(today):
    return [s for s in sales if s["d"] <= today and not (s["back"] and s["back"] <= today)]


def val(s):
    return sum(t for _, _, t in s["l"])


def money(x):
    x = F(x) * 100
    assert x - (x.numerator // x.denominator) != F(1, 2)
    return float(F(round(x), 100))


def kg(x):
    return float(F(round(F(x) * 1000), 1000))


def stock_at(p, d):
    return kg(sum(b[3] for b in buys if b[2] == p and b[0] <= d)
              - sum(q for s in standing(d) for pp, q, _ in s["l"] if pp == p)
              + sum(q for dd, pp, q in adj if pp == p and dd <= d))


cost = {b[2]: b[4] for b in buys}
T = "2024-02-29"
live = standing(T)
checks = {}
checks[("How much did we take today?", T)] = money(sum(val(s) for s in live if s["d"] == T))
checks[("what's the till total for this week so far", T)] = money(sum(val(s) for s in live if s["d"] >= "2024-02-26"))
checks[("How did last week do in takings, all told?", T)] = money(sum(val(s) for s in live if "2024-02-19" <= s["d"] <= "2024-02-25"))
checks[("Who came in today?", T)] = sorted({s["c"] for s in live if s["d"] == T})
checks[("Total sales for February?", T)] = money(sum(val(s) for s in live))
checks[("Average sale value for February", T)] = money(sum(val(s) for s in live) / len(live))
checks[("Total refunds in February?", T)] = money(sum(val(s) for _, s in rets))
checks[("How many sales did we have in February?", T)] = len(live)
checks[("How many refunds were there this month?", T)] = len(rets)
checks[("Banana stock right now?", T)] = stock_at("banana", T)
checks[("How much grape did we have at close on the 10th?", T)] = stock_at("grape", "2024-02-10")
checks[("What's the strawberry stock at the end of the 19th?", T)] = stock_at("strawberry", "2024-02-19")
checks[("How many pears were on hand at the end of the 12th?", T)] = stock_at("pear", "2024-02-12")
checks[("Current stock of every fruit", T)] = {p: stock_at(p, T) for p in sorted(cost) if stock_at(p, T)}
sup = {}
for b in buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
checks[("Purchases per supplier for the month, at cost", T)] = {k: money(v) for k, v in sorted(sup.items())}
checks[("Overall gross profit for February?", T)] = money(sum(t - q * cost[p] for s in live for p, q, t in s["l"]))
checks[("What's our margin on grapes as a percentage of sales?", T)] = money(
    100 * sum(t - q * cost[p] for s in live for p, q, t in s["l"] if p == "grape")
    / sum(t for s in live for p, q, t in s["l"] if p == "grape"))
spend = {}
for s in live:
    spend[s["c"]] = spend.get(s["c"], 0) + val(s)
checks[("Spend per customer for the month", T)] = {c: money(v) for c, v in sorted(spend.items())}
o = sorted(spend, key=spend.get, reverse=True)
assert spend[o[1]] != spend[o[2]]
checks[("Who are our two biggest customers by spend, top one first?", T)] = o[:2]
checks[("Which customer has spent the least with us this month?", T)] = o[-1]
checks[("Takings from weekends this month?", T)] = money(sum(val(s) for s in live if datetime.date.fromisoformat(s["d"]).weekday() >= 5))
wk = {}
for s in live:
    dd = datetime.date.fromisoformat(s["d"])
    m = (dd - datetime.timedelta(days=dd.weekday())).isoformat()
    wk[m] = wk.get(m, 0) + val(s)
checks[("Weekly takings for the month, by week starting Monday", T)] = {k: money(v) for k, v in sorted(wk.items())}
checks[("Any refunds given out this week? How much in total?", T)] = money(sum(val(s) for d, s in rets if d >= "2024-02-26"))
checks[("Cost of stock written off in February?", T)] = money(sum(-q * cost[p] for _, p, q in adj if q < 0))
# earlier days
for d, text in [("2024-02-15", "Month-to-date takings?"), ("2024-02-09", "How much have we taken this week so far?")]:
    lo = "0000" if d == "2024-02-15" else "2024-02-05"
    checks[(text, d)] = money(sum(val(s) for s in standing(d) if s["d"] >= lo))
checks[("Refunds so far this month, total?", "2024-02-15")] = money(sum(val(s) for dd, s in rets if dd <= "2024-02-15"))
checks[("How much has Tom Lee spent so far this month?", "2024-02-15")] = money(
    sum(val(s) for s in standing("2024-02-15") if s["c"] == "Tom Lee"))
checks[("Average sale so far this month?", "2024-02-15")] = money(
    sum(val(s) for s in standing("2024-02-15")) / len(standing("2024-02-15")))
checks[("How many sales so far this month?", "2024-02-12")] = len(standing("2024-02-12"))
checks[("How many refunds have we had so far?", "2024-02-12")] = sum(1 for d, _ in rets if d <= "2024-02-12")
checks[("Orange stock right now?", "2024-02-12")] = stock_at("orange", "2024-02-12")
checks[("How much cherry is in stock now?", "2024-02-23")] = stock_at("cherry", "2024-02-23")
checks[("How much did Bob Smith spend with us up to now?", "2024-02-22")] = money(
    sum(val(s) for s in standing("2024-02-22") if s["c"] == "Bob Smith"))
checks[("Who did we see today?", "2024-02-16")] = sorted({s["c"] for s in standing("2024-02-16") if s["d"] == "2024-02-16"})
checks[("What did we take yesterday?", "2024-02-21")] = money(sum(val(s) for s in standing("2024-02-21") if s["d"] == "2024-02-20"))

bad = 0
for key, want in checks.items():
    q = by_key[key]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], key, "file:", got, "recomputed:", want)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
