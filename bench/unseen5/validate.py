"""Checks bench/unseen5/questions.jsonl: format, unique ids, and a spot-check of
a dozen answers recomputed independently (own parsing, Fraction arithmetic, no
import of question_truth.py).  Run from the repository root:

    python bench/unseen5/validate.py
"""
import datetime
import json
import os
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")

# ------------------------------------------------------------ format checks
qs = [json.loads(l) for l in open(QPATH)]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert len({q["question"].lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    datetime.date.fromisoformat(q["today"])
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert isinstance(e["value"], (int, float)), q
    elif t == "name":
        assert isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert e["values"] and isinstance(e["ordered"], bool), q
    elif t == "table":
        assert e["key"] in {"product", "customer", "supplier", "day", "week", "month", "weekday"}, q
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
    else:
        assert t == "refuse" and q["category"] == "refuse", q
by_text = {q["question"]: q["expect"] for q in qs}

# ------------------------------------------------------------ independent ledger
recs = [json.loads(l) for l in open(DATA)]
price = {}
sales = []           # [date, customer, [(product, qty, line_total)], returned?]
buys = []            # (date, supplier, product, qty, unit_cost)
adj = []             # (date, product, qty)
rets = []            # (date, customer, sale_date)
for r in recs:
    if r["kind"] == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"]))))
            if "selling_price" in it:
                price[it["product"]] = F(str(it["selling_price"]))
    elif r["kind"] == "price_change":
        price[r["product"]] = F(str(r["selling_price"]))
    elif r["kind"] == "sale":
        lines = []
        for it in r["items"]:
            q = F(str(it["quantity"]))
            tot = q * price[it["product"]]
            lines.append((it["product"], q, F(round(tot * 100), 100)))   # exact .5 cents absent in data
        sales.append([r["date"], r["customer"]["name"], lines, None])
    elif r["kind"] == "return":
        rets.append((r["date"], r["customer"]["name"], r["sale_date"]))
        for s in sales:
            if s[0] == r["sale_date"] and s[1] == r["customer"]["name"] and s[3] is None:
                s[3] = r["date"]
                break
    elif r["kind"] == "stock_adjustment":
        adj.append((r["date"], r["product"], F(str(r["quantity"]))))
live = [s for s in sales if s[3] is None]


def wd(d):
    return datetime.date.fromisoformat(d).weekday()


def c2(x):
    return float(round(F(x) * 100) / 100)


def k3(x):
    return float(round(F(x) * 1000) / 1000)


checks = {}
# 1 revenue for February
checks["what were our total takings for february?"] = c2(sum(t for s in live for *_, t in s[2]))
# 2 weekend takings
checks["weekend takings for the month"] = c2(sum(t for s in live if wd(s[0]) >= 5 for *_, t in s[2]))
# 3 cherries sold 10th..20th
checks["Cherries sold between the 10th and the 20th, in kg"] = k3(
    sum(q for s in live if "2024-02-10" <= s[0] <= "2024-02-20" for p, q, _ in s[2] if p == "cherry"))
# 4 refunds total
refund = F(0)
for s in sales:
    if s[3] is not None:
        refund += sum(t for *_, t in s[2])
checks["how much did we refund in february"] = c2(refund)
# 5 banana stock now
bb = sum(q for _, _, p, q, _ in buys if p == "banana")
bs = sum(q for s in live for p, q, _ in s[2] if p == "banana")
ba = sum(q for _, p, q in adj if p == "banana")
checks["how many kg of bananas have we got in stock"] = k3(bb - bs + ba)
# 6 strawberry stock on the 10th
d = "2024-02-10"
checks["How many kg of strawberries did we have on the 10th?"] = k3(
    sum(q for dt, _, p, q, _ in buys if p == "strawberry" and dt <= d)
    - sum(q for s in live if s[0] <= d for p, q, _ in s[2] if p == "strawberry")
    + sum(q for dt, p, q in adj if p == "strawberry" and dt <= d))
# 7 gross profit February
cost = {}
for p in {b[2] for b in buys}:
    rows = [b for b in buys if b[2] == p]
    cost[p] = sum(b[3] * b[4] for b in rows) / sum(b[3] for b in rows)
checks["gross profit for february?"] = c2(sum(t - q * cost[p] for s in live for p, q, t in s[2]))
# 8 Hillside spend
checks["How much did we spend with Hillside Produce?"] = c2(sum(q * c for _, sup, _, q, c in buys if sup == "Hillside Produce"))
# 9 average sale value
checks["average sale value?"] = c2(sum(t for s in live for *_, t in s[2]) / len(live))
# 10 top 5 customers
spend = {}
for s in live:
    spend[s[1]] = spend.get(s[1], 0) + sum(t for *_, t in s[2])
checks["top 5 customers by spend"] = [c for c, _ in sorted(spend.items(), key=lambda kv: -kv[1])[:5]]
# 11 weekly takings (Monday weeks)
wk = {}
for s in live:
    dd = datetime.date.fromisoformat(s[0])
    m = (dd - datetime.timedelta(days=dd.weekday())).isoformat()
    wk[m] = wk.get(m, 0) + sum(t for *_, t in s[2])
checks["weekly takings for february (weeks starting monday)"] = {k: c2(v) for k, v in sorted(wk.items())}
# 12 pear price on the 20th (log-order replay)
pp = None
for r in recs:
    if r["date"] > "2024-02-20":
        break
    if r["kind"] == "purchase":
        for it in r["items"]:
            if it["product"] == "pear" and "selling_price" in it:
                pp = F(str(it["selling_price"]))
    elif r["kind"] == "price_change" and r["product"] == "pear":
        pp = F(str(r["selling_price"]))
checks["What were pears selling for on the 20th?"] = c2(pp)
# 13 transactions on the 3rd (returned sale excluded)
checks["number of transactions on the 3rd"] = sum(1 for s in live if s[0] == "2024-02-03")
# 14 Ida's spend last week (19th..25th)
checks["ida's spend last week"] = c2(sum(t for s in live if s[1] == "Ida Novak" and "2024-02-19" <= s[0] <= "2024-02-25"
                                         for *_, t in s[2]))

bad = 0
for text, val in checks.items():
    e = by_text[text]
    got = e.get("value", e.get("values", e.get("rows")))
    ok = got == val
    bad += not ok
    print("OK " if ok else "BAD", text, "->", got, "" if ok else "(independent: %r)" % (val,))
print("%d questions, %d spot-checks, %d mismatches" % (len(qs), len(checks), bad))
raise SystemExit(1 if bad else 0)
