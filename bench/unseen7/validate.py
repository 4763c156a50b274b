"""Checks bench/unseen7/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python3 bench/unseen7/validate.py
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
assert all(re.fullmatch(r"q7-\d{3}", i) for i in ids), "bad id"
assert ids == ["q7-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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
checks["Hey, how much money did we bring in over the whole of February? An exact figure if you can."] = c2(takings("2024-02-01", "2024-02-29"))
checks["What were takings before the 5th?"] = c2(takings(hi="2024-02-04"))
checks["since the 22nd how much have we taken"] = c2(takings(lo="2024-02-22"))
checks["Takings after the 25th"] = c2(takings(lo="2024-02-26"))
checks["Across every Saturday and Sunday in February, what did we take altogether?"] = c2(takings(wd={5, 6}))
checks["Friday's takings?"] = c2(takings("2024-02-23", "2024-02-23"))
checks["Hey, could you tell me how many kilos of mango went out the door after Valentine's day?"] = k3(kilos(lo="2024-02-15", prod="mango"))
checks["omar hadad total spend feb"] = c2(takings(cust="Omar Haddad"))
checks["What was the average sale value in February?"] = c2(takings() / len(live))
checks["Total refunded in Feb"] = c2(sum(total(s) for _, _, s in rets))
d = "2024-02-16"
checks["What was the stock of strawberries on the 16th?"] = k3(
    sum(b[3] for b in buys if b[2] == "strawberry" and b[0] <= d)
    - kilos(hi=d, prod="strawberry") + sum(q for dt, p, q in adj if p == "strawberry" and dt <= d))
d = "2024-02-27"
checks["cherry stock before the 28th"] = k3(
    sum(b[3] for b in buys if b[2] == "cherry" and b[0] <= d)
    - kilos(hi=d, prod="cherry") + sum(q for dt, p, q in adj if p == "cherry" and dt <= d))
pp = None
for dt, p, pr in price_log:
    if p == "pear" and dt <= "2024-02-20":
        pp = pr
checks["What did a kilo of pears sell for on the 20th?"] = c2(pp)
checks["Gross profit for February"] = c2(sum(t - q * unit_cost[p] for s in live for p, q, t in s["lines"]))
checks["Cost of goods sold, February"] = c2(sum(q * unit_cost[p] for s in live for p, q, _ in s["lines"]))
spend = {}
for s in live:
    spend[s["cust"]] = spend.get(s["cust"], 0) + total(s)
order = sorted(spend.items(), key=lambda kv: -kv[1])
checks["top 5 customers by spend"] = [c for c, _ in order[:5]]
checks["bottom 3 customers by spend, lowest first"] = [c for c, _ in order[::-1][:3]]
wk = {}
for s in live:
    dd = D(s["date"])
    m = (dd - datetime.timedelta(days=dd.weekday())).isoformat()
    wk[m] = wk.get(m, 0) + total(s)
checks["Takings by week (weeks starting Monday)"] = {k: c2(v) for k, v in sorted(wk.items())}
sup = {}
for b in buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
checks["purchases by supplier at cost"] = {k: c2(v) for k, v in sorted(sup.items())}
checks["What did the written-off stock cost us in February?"] = c2(sum(-q * unit_cost[p] for _, p, q in adj if q < 0))
wdt = {}
for s in live:
    n = D(s["date"]).strftime("%A")
    wdt[n] = wdt.get(n, 0) + total(s)
checks["Which weekday was our quietest for takings?"] = min(wdt, key=wdt.get)
last = {}
for s in live:
    last[s["cust"]] = max(last.get(s["cust"], ""), s["date"])
checks["Which of our customers haven't bought anything since the 20th?"] = sorted(c for c, d in last.items() if d < "2024-02-20")
checks["How many sales did we ring up last week?"] = len([s for s in live if "2024-02-19" <= s["date"] <= "2024-02-25"])
checks["How much did we spend on stock since the 15th?"] = c2(sum(b[3] * b[4] for b in buys if b[0] >= "2024-02-15"))

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
