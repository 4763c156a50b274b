"""Checks bench/unseen86/questions.jsonl: format, unique ids, shares of refusals and
early `today`s, and an independent recomputation of a set of answers (own parsing
of the records, Fraction arithmetic, no import of question_truth.py).  Run from
the repository root:

    python bench/unseen86/validate.py
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
with open(QPATH) as f:
    qs = [json.loads(line) for line in f if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q86-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q86-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
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
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n = len(qs)
n_ref = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum("2024-02-05" <= q["today"] <= "2024-02-25" for q in qs)
assert 190 <= n <= 210, n
assert 0.10 <= n_ref / n <= 0.14, n_ref
assert 0.22 <= n_early / n <= 0.28, n_early
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger, as known on `today`
with open(DATA) as f:
    RECS = [json.loads(line) for line in f if line.strip()]


def ledger(today):
    price, sales, buys, adj, rets, plog = {}, [], [], [], [], []
    for r in RECS:
        if r["date"] > today:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                             F(str(it["unit_cost"]))))
                if it.get("selling_price") is not None:
                    price[it["product"]] = F(str(it["selling_price"]))
                    plog.append((r["date"], it["product"], price[it["product"]]))
        elif k == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
            plog.append((r["date"], r["product"], price[r["product"]]))
        elif k == "sale":
            lines = []
            for it in r["items"]:
                q = F(str(it["quantity"]))
                exact = q * price[it["product"]] * 100
                assert exact.denominator != 2, "half cent line"
                lines.append((it["product"], q, F(round(exact), 100)))
            sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, back=None))
        elif k == "return":
            hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                   and s["back"] is None]
            assert len(hit) == 1
            hit[0]["back"] = r["date"]
            rets.append((r["date"], r["customer"]["name"], sum(t for _, _, t in hit[0]["lines"])))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    live = [s for s in sales if s["back"] is None]
    return dict(live=live, buys=buys, adj=adj, rets=rets, plog=plog)


def D(s):
    return datetime.date.fromisoformat(s)


def c2(x):
    x = F(x) * 100
    assert (x - int(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert (x - int(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def takings(L, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return sum((t for s in L["live"] if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
                and (wd is None or D(s["date"]).weekday() in wd)
                for p, _, t in s["lines"] if prod is None or p == prod), F(0))


def kilos(L, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return sum((q for s in L["live"] if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
                and (wd is None or D(s["date"]).weekday() in wd)
                for p, q, _ in s["lines"] if prod is None or p == prod), F(0))


def stock(L, prod):
    return (sum(b[3] for b in L["buys"] if b[2] == prod) - kilos(L, prod=prod)
            + sum(q for _, p, q in L["adj"] if p == prod))


def unit_cost(L, prod):
    costs = {b[4] for b in L["buys"] if b[2] == prod}
    assert len(costs) == 1
    return costs.pop()


def price_at(L, prod):
    pr = None
    for _, p, x in L["plog"]:
        if p == prod:
            pr = x
    return pr


L29 = ledger("2024-02-29")
checks = {}
checks["ey up, how much brass 'ave we took this month all told?"] = c2(takings(L29))
# last week asked on Thursday 29 = Mon 19 .. Sun 25
checks["what did we tek last week, Monday through t'Sunday?"] = c2(takings(L29, "2024-02-19", "2024-02-25"))
# Saturday just gone (24th): sale count
checks["'ow many sales did we ring up on t'Saturday just gone?"] = sum(
    1 for s in L29["live"] if s["date"] == "2024-02-24")
# weekends
checks["'ow much did weekends bring in, t'whole month?"] = c2(takings(L29, wd={5, 6}))
# write-offs at cost
checks["them write-offs, what did they cost us at cost price?"] = c2(
    sum(-q * unit_cost(L29, p) for _, p, q in L29["adj"] if q < 0))
# margin percent
rev = takings(L29)
cogs = sum(q * unit_cost(L29, p) for s in L29["live"] for p, q, _ in s["lines"])
checks["Please what is our profit margin in percent for this month?"] = c2((rev - cogs) / rev * 100)
# bottom 3 customers
spend = {}
for s in L29["live"]:
    spend[s["cust"]] = spend.get(s["cust"], 0) + sum(t for _, _, t in s["lines"])
order = sorted(spend.items(), key=lambda kv: kv[1])
checks["Which three customers spent the least with us? Start from the smallest."] = [c for c, _ in order[:3]]
# stock now by product
checks["How many kilos of each fruit are lying in the store at the moment?"] = {
    p: k3(stock(L29, p)) for p in sorted({b[2] for b in L29["buys"]}) if stock(L29, p) != 0}
# stock on a past day = the shop as it stood at close of that day (Ken's 4 Feb sale, returned on the 12th, still out)
L10 = ledger("2024-02-10")
checks["State the quantity of each product on hand at close of business on 10 February."] = {
    p: k3(stock(L10, p)) for p in sorted({b[2] for b in L10["buys"]}) if stock(L10, p) != 0}
checks["What quantity of pears was held at close of business on 23 February?"] = k3(stock(ledger("2024-02-23"), "pear"))
# refunds by return date, from the 20th
checks["What sum was refunded to customers in the period commencing 20 February?"] = c2(
    sum(v for d, _, v in L29["rets"] if d >= "2024-02-20"))
# price now and on a date
checks["what's pears sellin' at now, after t'cut?"] = c2(price_at(L29, "pear"))
checks["For the avoidance of doubt: what was the retail price per kilogram of bananas in force on 12 February?"] = c2(
    price_at(ledger("2024-02-12"), "banana"))
# early today: a return after today is ignored (Bob's 18 Feb sale, returned on the 23rd)
L20 = ledger("2024-02-20")
checks["what's Bob Smith spent wi' us so far?"] = c2(takings(L20, cust="Bob Smith"))
# early today: Tom's 1 Feb sale returned on the 15th is dropped
checks["How much has Tom Lee spent with us so far?"] = c2(takings(ledger("2024-02-15"), cust="Tom Lee"))
# last week asked on Tuesday 6 Feb = Mon 29 Jan .. Sun 4 Feb (Eva's 3 Feb sale returned on the 7th still counts)
checks["How much turnover did we make last week?"] = c2(takings(ledger("2024-02-06"), "2024-01-29", "2024-02-04"))
# this week so far on Friday 9 Feb
checks["what 'ave we took so far this week?"] = c2(takings(ledger("2024-02-09"), "2024-02-05", "2024-02-09"))
# weekly takings keyed by Monday
wk = {}
for s in L29["live"]:
    m = (D(s["date"]) - datetime.timedelta(days=D(s["date"]).weekday())).isoformat()
    wk[m] = wk.get(m, 0) + sum(t for _, _, t in s["lines"])
checks["gi' us t'takings week by week, keyed on t'Monday"] = {k: c2(v) for k, v in sorted(wk.items())}
# purchases by supplier at cost
sup = {}
for b in L29["buys"]:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
checks["State the total purchases at cost from each supplier for the month."] = {
    k: c2(v) for k, v in sorted(sup.items())}
# days under 10
per_day = {}
for s in L29["live"]:
    per_day[s["date"]] = per_day.get(s["date"], 0) + sum(t for _, _, t in s["lines"])
checks["Which days had less than 10 dollar turnover?"] = sorted(d for d, v in per_day.items() if v < 10)
# last 3 days with today, kilos, asked on the 21st
checks["kilos we've shifted in t'last 3 days, today an' all"] = k3(
    kilos(ledger("2024-02-21"), "2024-02-19", "2024-02-21"))
# cost of goods sold up to the 14th
checks["What was the cost of goods sold for the period ending 14 February?"] = c2(
    sum(q * unit_cost(L29, p) for s in L29["live"] if s["date"] <= "2024-02-14" for p, q, _ in s["lines"]))

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
