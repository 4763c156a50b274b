"""Checks bench/unseen6/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen6/validate.py
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
assert all(re.fullmatch(r"q6-\d{3}", i) for i in ids), "bad id"
assert ids == ["q6-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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

# ------------------------------------------------------------ independent ledger
recs = [json.loads(line) for line in open(DATA) if line.strip()]
price = {}
price_log = []       # (date, product, price) in file order
sales = []           # dicts: date, cust, lines [(product, qty, line_total)], returned_on
buys = []            # (date, supplier, product, qty, unit_cost)
adj = []             # (date, product, qty)
rets = []            # (date, customer, sale dict)
for r in recs:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                price[it["product"]] = F(str(it["selling_price"]))
                price_log.append((r["date"], it["product"], price[it["product"]]))
    elif k == "price_change":
        price[r["product"]] = F(str(r["selling_price"]))
        price_log.append((r["date"], r["product"], price[r["product"]]))
    elif k == "sale":
        lines = []
        for it in r["items"]:
            q = F(str(it["quantity"]))
            exact = q * price[it["product"]] * 100
            assert exact.denominator != 2, "half cent line"
            lines.append((it["product"], q, F(round(exact), 100)))
        sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, returned_on=None))
    elif k == "return":
        hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
               and s["returned_on"] is None]
        assert len(hit) == 1
        hit[0]["returned_on"] = r["date"]
        rets.append((r["date"], r["customer"]["name"], hit[0]))
    elif k == "stock_adjustment":
        adj.append((r["date"], r["product"], F(str(r["quantity"]))))
live = [s for s in sales if s["returned_on"] is None]


def D(s):
    return datetime.date.fromisoformat(s)


def total(s):
    return sum(t for _, _, t in s["lines"])


def c2(x):
    x = F(x) * 100
    assert (x - int(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert (x - int(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def takings(lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return sum(t for s in live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
               and (wd is None or D(s["date"]).weekday() in wd)
               for p, _, t in s["lines"] if prod is None or p == prod)


def kilos(lo="0000", hi="9999", cust=None, prod=None):
    return sum(q for s in live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
               for p, q, _ in s["lines"] if prod is None or p == prod)


unit_cost = {}
for p in {b[2] for b in buys}:
    rows = [b for b in buys if b[2] == p]
    unit_cost[p] = sum(b[3] * b[4] for b in rows) / sum(b[3] for b in rows)

checks = {}
# 1 February takings
checks["takings feb"] = c2(takings("2024-02-01", "2024-02-29"))
# 2 since (inclusive) / before (exclusive)
checks["sales since 22nd"] = c2(takings(lo="2024-02-22"))
checks["takings b4 the 8th"] = c2(takings(hi="2024-02-07"))
# 3 "last Tuesday" asked on Monday 26 Feb -> Tuesday 20 Feb
checks["What were the takings last Tuesday?"] = c2(takings("2024-02-20", "2024-02-20"))
# 4 weekends (Sat+Sun)
checks["How much did the weekends bring in this month?"] = c2(takings(wd={5, 6}))
# 5 kilos sold last week (Mon 19 - Sun 25)
checks["kg sold last wk"] = k3(kilos("2024-02-19", "2024-02-25"))
# 6 count of standing sales over $18
checks["Count of sales over $18"] = sum(1 for s in live if total(s) > 18)
# 7 customer spend by misspelled name
checks["total spent by Luiz Garcia"] = c2(takings(cust="Luis Garcia"))
# 8 average sale value
checks["avg sale $"] = c2(takings() / len(live))
# 9 refunds dated in the week of Mon 12 Feb
checks["How much did we refund to customers during the week of the 12th?"] = c2(
    sum(total(s) for d, _, s in rets if "2024-02-12" <= d <= "2024-02-18"))
# 10 orange stock as at the 27th
d = "2024-02-27"
checks["What was the outstanding stock of oranges as at 27 Feb?"] = k3(
    sum(b[3] for b in buys if b[2] == "orange" and b[0] <= d)
    - kilos(hi=d, prod="orange") + sum(q for dt, p, q in adj if p == "orange" and dt <= d))
# 11 pear price on the 25th (replay of the price log)
pp = None
for dt, p, pr in price_log:
    if p == "pear" and dt <= "2024-02-25":
        pp = pr
checks["pear price 25th"] = c2(pp)
# 12 gross margin in dollars on cherries, and cost of goods sold
checks["Gross margin in dollars on cherries"] = c2(
    sum(t - q * unit_cost[p] for s in live for p, q, t in s["lines"] if p == "cherry"))
checks["What was our cost of goods sold for February?"] = c2(
    sum(q * unit_cost[p] for s in live for p, q, _ in s["lines"]))
# 13 top 3 / bottom 3 customers by spend
spend = {}
for s in live:
    spend[s["cust"]] = spend.get(s["cust"], 0) + total(s)
order = sorted(spend.items(), key=lambda kv: -kv[1])
checks["top 3 custs by $"] = [c for c, _ in order[:3]]
checks["Bottom 3 customers by spend this month"] = [c for c, _ in order[::-1][:3]]
# 14 weekly takings keyed by Monday
wk = {}
for s in live:
    dd = D(s["date"])
    m = (dd - datetime.timedelta(days=dd.weekday())).isoformat()
    wk[m] = wk.get(m, 0) + total(s)
checks["wkly takings"] = {k: c2(v) for k, v in sorted(wk.items())}
# 15 purchases by supplier at cost
sup = {}
for b in buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
checks["Accounts: purchases by supplier, February"] = {k: c2(v) for k, v in sorted(sup.items())}
# 16 cost of written-off stock
checks["Total cost of stock written off this month"] = c2(sum(-q * unit_cost[p] for _, p, q in adj if q < 0))
# 17 days with takings over $30
per_day = {}
for s in live:
    per_day[s["date"]] = per_day.get(s["date"], 0) + total(s)
checks["Which days did we take more than $30?"] = sorted(d for d, v in per_day.items() if v > 30)
# 18 cherry takings over the last 7 days (today 29th): same with or without today
a = takings("2024-02-23", "2024-02-29", prod="cherry")
b = takings("2024-02-22", "2024-02-28", prod="cherry")
assert a == b
checks["cherry takings over the last 7 days"] = c2(a)
# 19 strawberry stock before the 16th = at close on the 15th
d = "2024-02-15"
checks["How much strawberry did we have in stock before the 16th?"] = k3(
    sum(b[3] for b in buys if b[2] == "strawberry" and b[0] <= d)
    - kilos(hi=d, prod="strawberry") + sum(q for dt, p, q in adj if p == "strawberry" and dt <= d))
# 20 quietest weekday by total takings
wdt = {}
for s in live:
    n = D(s["date"]).strftime("%A")
    wdt[n] = wdt.get(n, 0) + total(s)
checks["Which day of the week tends to be our quietest for takings?"] = min(wdt, key=wdt.get)

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
