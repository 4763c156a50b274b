"""Checks bench/unseen88/questions.jsonl: format, unique ids, the refusal and early-`today` shares, and an
independent recomputation of a set of answers (own parsing of the records, Fraction arithmetic, the shop as
known on each question's `today`; no import of question_truth.py).  Run from the repository root:

    python bench/unseen88/validate.py
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
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q88-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q88-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
assert 190 <= len(qs) <= 210, len(qs)
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert (
            set(e) == {"type", "value"} and isinstance(e["value"], (int, float)) and not isinstance(e["value"], bool)
        ), q
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
        assert all(v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_ref = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum("2024-02-05" <= q["today"] <= "2024-02-25" for q in qs)
assert 0.10 <= n_ref / len(qs) <= 0.14, n_ref
assert 0.22 <= n_early / len(qs) <= 0.30, n_early
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger, as known on a day
with open(DATA) as fh:
    recs = [json.loads(line) for line in fh if line.strip()]


def ledger(today):
    price, price_log, sales, buys, adj, rets = {}, [], [], [], [], []
    for r in recs:
        if r["date"] > today:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                buys.append(
                    (r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"])))
                )
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
            hit = [
                s
                for s in sales
                if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"] and s["returned_on"] is None
            ]
            assert len(hit) == 1
            hit[0]["returned_on"] = r["date"]
            rets.append((r["date"], r["customer"]["name"], hit[0]))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    live = [s for s in sales if s["returned_on"] is None]
    return dict(price_log=price_log, live=live, buys=buys, adj=adj, rets=rets)


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


def takings(L, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return sum(
        t
        for s in L["live"]
        if lo <= s["date"] <= hi
        and (cust is None or s["cust"] == cust)
        and (wd is None or D(s["date"]).weekday() in wd)
        for p, _, t in s["lines"]
        if prod is None or p == prod
    )


def kilos(L, lo="0000", hi="9999", cust=None, prod=None):
    return sum(
        q
        for s in L["live"]
        if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
        for p, q, _ in s["lines"]
        if prod is None or p == prod
    )


def stock(L, prod):
    return (
        sum(b[3] for b in L["buys"] if b[2] == prod) - kilos(L, prod=prod) + sum(q for _, p, q in L["adj"] if p == prod)
    )


def price_at(d, prod):
    pp = None
    for _dt, p, pr in ledger(d)["price_log"]:
        if p == prod:
            pp = pr
    return pp


A = ledger("2024-02-29")
unit_cost = {}
for p in {b[2] for b in A["buys"]}:
    assert len({b[4] for b in A["buys"] if b[2] == p}) == 1
    unit_cost[p] = next(b[4] for b in A["buys"] if b[2] == p)
checks = {}
checks["Clue-free one for you: total takings for February, in dollars"] = c2(takings(A))
checks["Four down asks how many kilos of cherries we sold all month. Help?"] = k3(kilos(A, prod="cherry"))
checks["How many separate sales did we ring up in the first seven days of February?"] = sum(
    1 for s in A["live"] if s["date"] <= "2024-02-07"
)
checks["Saturdays and Sundays together: what did they bring in across February?"] = c2(takings(A, wd={5, 6}))
checks["Cost of the goods we sold last week?"] = c2(
    sum(q * unit_cost[p] for s in A["live"] if "2024-02-19" <= s["date"] <= "2024-02-25" for p, q, _ in s["lines"])
)
L = ledger("2024-02-10")
checks["Stuck on twelve down. What have we taken so far this month?"] = c2(takings(L))
L = ledger("2024-02-12")
checks["What did the weekend just gone bring in?"] = c2(takings(L, "2024-02-10", "2024-02-11"))
checks["Price of a kilo of oranges today?"] = c2(price_at("2024-02-16", "orange"))
checks["And what is a kilo of oranges selling for now?"] = c2(price_at("2024-02-22", "orange"))
checks["Kilos of pears on hand at close today?"] = k3(stock(ledger("2024-02-14"), "pear"))
checks["What's Raj had off us this month, money-wise?"] = c2(takings(A, cust="Raj Patel"))
checks["What did we make on the mangoes, after what they cost us mind?"] = c2(
    sum(t - q * unit_cost[p] for s in A["live"] for p, q, t in s["lines"] if p == "mango")
)
checks["How much orange did we have left at close on the 21st?"] = k3(stock(ledger("2024-02-21"), "orange"))
checks["What's Ken spent with us this month, after his refund?"] = c2(takings(ledger("2024-02-13"), cust="Ken Smith"))
checks["How much did we give back in refunds last week?"] = c2(
    sum(total(s) for d, _, s in ledger("2024-02-13")["rets"] if "2024-02-05" <= d <= "2024-02-11")
)
checks["How much did Bob Smith spend this month, after he brought that lot back?"] = c2(
    takings(ledger("2024-02-25"), cust="Bob Smith")
)
checks["Takings the last three days, today in?"] = c2(takings(ledger("2024-02-21"), "2024-02-19", "2024-02-21"))
checks["Please confirm the quantity of strawberries held on the premises at close of business on 16 February."] = k3(
    stock(ledger("2024-02-16"), "strawberry")
)
checks["Please state the value, at purchase cost, of all stock currently held."] = c2(
    sum(stock(A, p) * unit_cost[p] for p in unit_cost)
)
checks["Please provide the quantity of each product written off, in kilograms."] = {
    p: k3(sum(-q for _, pp, q in A["adj"] if pp == p and q < 0)) for p in sorted({a[1] for a in A["adj"] if a[2] < 0})
}
checks["Total stock written off to date this month, in kilograms."] = k3(
    sum(-q for _, _, q in ledger("2024-02-09")["adj"] if q < 0)
)
checks["Kilograms of produce sold in the previous calendar week, Monday to Sunday."] = k3(
    kilos(ledger("2024-02-15"), "2024-02-05", "2024-02-11")
)
spend = {}
for s in A["live"]:
    spend[s["cust"]] = spend.get(s["cust"], 0) + total(s)
order = sorted(spend.items(), key=lambda kv: -kv[1])
assert order[2][1] != order[3][1]
checks["Big reveal time - who are our top three customers by spend, biggest first?"] = [c for c, _ in order[:3]]
wd = {}
for s in A["live"]:
    n = D(s["date"]).strftime("%A")
    wd[n] = wd.get(n, 0) + total(s)
checks["Takings by day of the week, for the show notes"] = {k: c2(v) for k, v in sorted(wd.items())}
checks["How much did this week's takings beat or trail last week's full week? Give me this week minus last week"] = c2(
    takings(A, "2024-02-26", "2024-02-29") - takings(A, "2024-02-19", "2024-02-25")
)
checks["Margin percentage on strawberries - the listeners love a percentage"] = c2(
    sum(t - q * unit_cost[p] for s in A["live"] for p, q, t in s["lines"] if p == "strawberry")
    * 100
    / takings(A, prod="strawberry")
)
per_day = {}
for s in A["live"]:
    per_day[s["date"]] = per_day.get(s["date"], 0) + total(s)
assert 30 not in per_day.values()
checks["Which days this month did we take more than $30? Shout them out"] = sorted(
    d for d, v in per_day.items() if v > 30
)
checks["Profit so far this month, before overheads"] = c2(
    sum(t - q * unit_cost[p] for s in ledger("2024-02-16")["live"] for p, q, t in s["lines"])
)
checks["What did last week make us? Monday through Sunday"] = c2(
    takings(ledger("2024-02-21"), "2024-02-12", "2024-02-18")
)
checks["What was banana selling for per kilo a week ago today, on the 14th?"] = c2(price_at("2024-02-14", "banana"))
checks["Live from the shop: number of sales so far this month, returns taken out"] = len(ledger("2024-02-11")["live"])

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", len(qs), "refuse", n_ref, "early", n_early, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
