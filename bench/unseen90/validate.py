"""Checks bench/unseen90/questions.jsonl: format, unique ids, the mix (refusals, early
`today`s), and an independent recomputation of a set of answers (own parsing of the
records, Fraction arithmetic, its own reading of `today`; no import of
question_truth.py).  Run from the repository root:

    python bench/unseen90/validate.py
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
with open(QPATH, encoding="utf-8") as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q90-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q90-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
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
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n = len(qs)
n_ref = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum("2024-02-05" <= q["today"] <= "2024-02-25" for q in qs)
assert 190 <= n <= 210, n
assert 0.10 <= n_ref / n <= 0.14, n_ref
assert 0.22 <= n_early / n <= 0.29, n_early
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
with open(DATA, encoding="utf-8") as fh:
    recs = [json.loads(line) for line in fh if line.strip()]
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
            buys.append((r["date"], r["supplier"]["name"], it["product"],
                         F(str(it["quantity"])), F(str(it["unit_cost"]))))
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

cost = {}
for b in buys:
    assert cost.setdefault(b[2], b[4]) == b[4], "more than one unit cost"


def D(s):
    return datetime.date.fromisoformat(s)


def plus(s, n):
    return (D(s) + datetime.timedelta(days=n)).isoformat()


def live(today):
    return [s for s in sales if s["date"] <= today and (s["returned_on"] is None or s["returned_on"] > today)]


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


def takings(today, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return sum(t for s in live(today) if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
               and (wd is None or D(s["date"]).weekday() in wd)
               for p, _, t in s["lines"] if prod is None or p == prod)


def kilos(today, lo="0000", hi="9999", cust=None, prod=None):
    return sum(q for s in live(today) if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
               for p, q, _ in s["lines"] if prod is None or p == prod)


def stock_at(prod, d):
    out = sum(b[3] for b in buys if b[2] == prod and b[0] <= d)
    out += sum(q for dt, p, q in adj if p == prod and dt <= d)
    for s in sales:
        if s["date"] <= d and (s["returned_on"] is None or s["returned_on"] > d):
            out -= sum(q for p, q, _ in s["lines"] if p == prod)
    return out


def price_on(prod, d):
    got = None
    for dt, p, pr in price_log:
        if p == prod and dt <= d:
            got = pr
    return got


T = "2024-02-29"
checks = {}
# month takings and this week / last week / the weekend just gone (today Thu 29 Feb)
checks["Please confirm the total value of sales recorded for February 2024."] = c2(takings(T))
checks["wait what day is it. thursday? ok how much have we taken this week"] = c2(takings(T, "2024-02-26", T))
checks["takings last week mon to sun pls"] = c2(takings(T, "2024-02-19", "2024-02-25"))
checks["how much did the weekend bring in, the one just gone"] = c2(takings(T, "2024-02-24", "2024-02-25"))
checks["what did we take on all the weekends this month put together"] = c2(takings(T, wd={5, 6}))
# before = exclusive, since = inclusive
checks["Please confirm the value of sales recorded before 10 February."] = c2(takings(T, hi="2024-02-09"))
checks["how much mango have we sold since the 20th (kg)"] = k3(kilos(T, lo="2024-02-20", prod="mango"))
# last 7 days includes today
checks["kilos sold last 7 days"] = k3(kilos(T, "2024-02-23", T))
# early today: a return on or before today drops the sale; after today it still counts
checks["how much did we make over the weekend"] = c2(takings("2024-02-07", "2024-02-03", "2024-02-04"))
checks["how much did tom spend this month so far"] = c2(takings("2024-02-16", cust="Tom Lee"))
checks["ken 💸 total so far (after his refund today)"] = c2(takings("2024-02-12", cust="Ken Smith"))
checks["🍒 kg sold last 7 days"] = k3(kilos("2024-02-18", "2024-02-12", "2024-02-18", prod="cherry"))
# refunds dated on the return, full sale value, only returns up to today
checks["Please confirm the total refunded to date."] = c2(sum(total(s) for d, _, s in rets if d <= "2024-02-14"))
checks["refunds this month so far"] = c2(sum(total(s) for d, _, s in rets if d <= "2024-02-23"))
checks["What was the value of refunds issued on or after 20 February?"] = c2(
    sum(total(s) for d, _, s in rets if d >= "2024-02-20"))
# stock now and at close of past days
checks["How much grape do we still have in the cellar?"] = k3(stock_at("grape", T))
checks["kilos of strawberries in stock tonight after the delivery"] = k3(stock_at("strawberry", "2024-02-16"))
checks["How much cherry did we have in the cellar at close on the 27th, before the new delivery?"] = k3(
    stock_at("cherry", "2024-02-27"))
checks["banana stock end of last week, sunday close"] = k3(stock_at("banana", "2024-02-25"))
# prices then and now
checks["What were we pouring pears at on the 20th — the price per kilo, I mean?"] = c2(price_on("pear", "2024-02-20"))
checks["🍊 price today (changed??)"] = c2(price_on("orange", "2024-02-18"))
checks["Read me the whole price list as it stands, per kilo."] = {p: c2(price_on(p, T)) for p in sorted(cost)}
# profit, COGS, margin, write-offs
L = live(T)
rev = sum(total(s) for s in L)
cogs = sum(q * cost[p] for s in L for p, q, _ in s["lines"])
checks["What did the fruit we sold cost us, all told — cost of goods sold for February?"] = c2(cogs)
checks["What's our overall gross margin as a percentage of sales this month?"] = c2((rev - cogs) / rev * 100)
checks["profit last week, gross i mean"] = c2(
    sum(t - q * cost[p] for s in L if "2024-02-19" <= s["date"] <= "2024-02-25" for p, q, t in s["lines"]))
checks["Please state the total value of stock written off, measured at cost."] = c2(
    sum(-q * cost[p] for _, p, q in adj if q < 0))
# rankings, thresholds, groupings
spend = {}
for s in L:
    spend[s["cust"]] = spend.get(s["cust"], 0) + total(s)
order = sorted(spend.items(), key=lambda kv: -kv[1])
checks["top 3 spenders, biggest first"] = [c for c, _ in order[:3]]
checks["who spent < $20 all month 😬"] = sorted(c for c, v in spend.items() if v < 20)
wk = {}
for s in L:
    m = plus(s["date"], -D(s["date"]).weekday())
    wk[m] = wk.get(m, 0) + total(s)
checks["Please provide the value of sales for each ISO week, keyed by the Monday."] = {
    k: c2(v) for k, v in sorted(wk.items())}
sup = {}
for b in buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
checks["Please provide a breakdown of purchase expenditure by supplier."] = {k: c2(v) for k, v in sorted(sup.items())}
wdn = {}
for s in L:
    w = D(s["date"]).strftime("%A")
    wdn[w] = wdn.get(w, 0) + 1
checks["# of sales per weekday 🗓️ whole month"] = dict(sorted(wdn.items()))
checks["Please confirm the number of distinct customers who made a purchase in February."] = len(spend)
# early today, week-to-date by customer (Sun 25 Feb: Mon 19 .. Sun 25)
cw = {}
for s in live("2024-02-25"):
    if "2024-02-19" <= s["date"] <= "2024-02-25":
        cw[s["cust"]] = cw.get(s["cust"], 0) + total(s)
checks["$$ by customer this wk 🗓️"] = {k: c2(v) for k, v in sorted(cw.items())}

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", n, "refuse", n_ref, "early today", n_early, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
