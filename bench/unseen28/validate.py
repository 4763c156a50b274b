"""Checks bench/unseen28/questions.jsonl: format, unique ids, persona counts,
and an independent recomputation of a set of answers (own parsing of the
records, Fraction arithmetic, no import of question_truth.py).  Run from the
repository root:

    python bench/unseen28/validate.py
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
PERSONAS = {"bank-manager", "owner-late-night", "buyer", "customer-care"}

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q28-\d{3}", i) for i in ids), "bad id"
assert ids == ["q28-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert q["category"] in PERSONAS | {"refuse"}, q
    datetime.date.fromisoformat(q["today"])
    assert "2024-02-01" <= q["today"] <= "2024-02-29", q
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
        assert all(v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_text = {q["question"]: q for q in qs}
n_cat = {}
for q in qs:
    n_cat[q["category"]] = n_cat.get(q["category"], 0) + 1
assert all(n_cat.get(p, 0) >= 31 for p in PERSONAS), n_cat
assert n_cat.get("refuse", 0) >= 16, n_cat
assert len(qs) >= 140
assert sum(q["today"] != "2024-02-29" for q in qs) >= 20

# ------------------------------------------------------------ independent ledger
RECS = [json.loads(line) for line in open(DATA) if line.strip()]


def D(s):
    return datetime.date.fromisoformat(s)


def book(today):
    """Everything the shop knows at the close of `today`."""
    price, plog, sales, buys, adj, rets = {}, [], [], [], [], []
    for r in RECS:
        if r["date"] > today:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"],
                             F(str(it["quantity"])), F(str(it["unit_cost"]))))
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
            sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
        elif k == "return":
            hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                   and s["ret"] is None]
            assert len(hit) == 1
            hit[0]["ret"] = r["date"]
            rets.append((r["date"], r["customer"]["name"], hit[0]))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    ucost = {}
    for _, _, p, _, c in buys:
        assert ucost.setdefault(p, c) == c, "two unit costs"
    return dict(sales=sales, live=[s for s in sales if s["ret"] is None], buys=buys, adj=adj, rets=rets,
                plog=plog, ucost=ucost)


B29 = book("2024-02-29")


def c2(x):
    x = F(x) * 100
    assert x - (x.numerator // x.denominator) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert x - (x.numerator // x.denominator) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def val(s):
    return sum(t for _, _, t in s["lines"])


def pick(b, lo="2024-02-01", hi="2024-02-29", cust=None, wds=None):
    return [s for s in b["live"] if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
            and (wds is None or D(s["date"]).weekday() in wds)]


def tk(b, lo="2024-02-01", hi="2024-02-29", cust=None, prod=None, wds=None):
    return sum((t for s in pick(b, lo, hi, cust, wds) for p, _, t in s["lines"] if prod in (None, p)), F(0))


def kilo(b, lo="2024-02-01", hi="2024-02-29", cust=None, prod=None, wds=None):
    return sum((q for s in pick(b, lo, hi, cust, wds) for p, q, _ in s["lines"] if prod in (None, p)), F(0))


def cost_sold(b, lo="2024-02-01", hi="2024-02-29", prod=None):
    return sum((q * b["ucost"][p] for s in pick(b, lo, hi) for p, q, _ in s["lines"] if prod in (None, p)), F(0))


def refund(b, lo="2024-02-01", hi="2024-02-29", cust=None):
    return sum((val(s) for d, c, s in b["rets"] if lo <= d <= hi and cust in (None, c)), F(0))


def on_hand(b, prod, d):
    got = sum(q for dt, _, p, q, _ in b["buys"] if p == prod and dt <= d)
    out = sum(q for s in b["sales"] if s["date"] <= d and (s["ret"] is None or s["ret"] > d)
              for p, q, _ in s["lines"] if p == prod)
    return got - out + sum(q for dt, p, q in b["adj"] if p == prod and dt <= d)


def price_at(b, prod, d):
    same_day = [pr for dt, p, pr in b["plog"] if p == prod and dt == d]
    last = [pr for dt, p, pr in b["plog"] if p == prod and dt <= d][-1]
    assert all(x == last for x in same_day), "price moved on that day"
    return last


def monday(d):
    x = D(d)
    return (x - datetime.timedelta(days=x.weekday())).isoformat()


def group(items):
    out = {}
    for k, v in items:
        out[k] = out.get(k, 0) + v
    return {k: v for k, v in sorted(out.items()) if v != 0}


def top(d, n=1, low=False):
    order = sorted(d.items(), key=lambda kv: kv[1] if low else -kv[1])
    vals = [v for _, v in order[:n + 1]]
    assert len(vals) == len(set(vals)), "tie"
    return [k for k, _ in order[:n]]


NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
b = B29
checks = {}
# ---- asked on the 29th
checks["What were the shop's total takings for February 2024?"] = c2(tk(b))
checks["Please set out the weekly takings for February, with each week identified by its Monday."] = {
    k: c2(v) for k, v in group((monday(s["date"]), val(s)) for s in b["live"]).items()}
checks["What were the average daily takings in February, taken over all 29 calendar days?"] = c2(tk(b) / 29)
checks["What was the total value of customer refunds issued during February?"] = c2(refund(b))
checks["What were February's refunds as a percentage of February's takings (net of returns)?"] = c2(
    refund(b) / tk(b) * 100)
checks["What was the gross profit for the month of February?"] = c2(tk(b) - cost_sold(b))
checks["What was the gross margin for February, expressed as a percentage of revenue?"] = c2(
    (tk(b) - cost_sold(b)) / tk(b) * 100)
checks["Please state the cost of goods sold for February."] = c2(cost_sold(b))
checks["Provide a breakdown of stock purchases by supplier for February, at cost."] = {
    k: c2(v) for k, v in group((x[1], x[3] * x[4]) for x in b["buys"]).items()}
prof = {p: tk(b, prod=p) - cost_sold(b, prod=p) for p in b["ucost"]}
checks["Which product generated the highest gross profit in February?"] = top(prof)[0]
checks["By how much did weekday takings exceed weekend takings in February?"] = c2(
    tk(b, wds={0, 1, 2, 3, 4}) - tk(b, wds={5, 6}))
checks["What was the cost of stock written off during February?"] = c2(
    sum(-q * b["ucost"][p] for _, p, q in b["adj"] if q < 0))
checks["On which date in February were takings highest?"] = top(group((s["date"], val(s)) for s in b["live"]))[0]
checks["What share of February takings came from strawberries? Please give a percentage."] = c2(
    tk(b, prod="strawberry") / tk(b) * 100)
checks["Please provide total takings by day of the week for February."] = {
    k: c2(v) for k, v in group((NAMES[D(s["date"]).weekday()], val(s)) for s in b["live"]).items()}
custs = {s["cust"] for s in b["live"]}
checks["What was the average spend per customer over February?"] = c2(tk(b) / len(custs))
checks["how much did cherrys bring in the last 7 days"] = c2(tk(b, "2024-02-23", "2024-02-29", prod="cherry"))
checks["whats the pear price now"] = c2(price_at(b, "pear", "2024-02-29"))
checks["what was pear selling at on the 20th"] = c2(price_at(b, "pear", "2024-02-20"))
checks["What's the current stock of each product?"] = {
    p: k3(on_hand(b, p, "2024-02-29")) for p in sorted(b["ucost"]) if on_hand(b, p, "2024-02-29")}
checks["How many kilos of each product did we sell in February?"] = {
    k: k3(v) for k, v in group((p, q) for s in b["live"] for p, q, _ in s["lines"]).items()}
checks["Top 3 products by kilos sold this month"] = top(
    group((p, q) for s in b["live"] for p, q, _ in s["lines"]), 3)
checks["How many kg of strawberries did we sell between the 20th and the 26th?"] = k3(
    kilo(b, "2024-02-20", "2024-02-26", prod="strawberry"))
checks["Show spend by customer for February."] = {
    k: c2(v) for k, v in group((s["cust"], val(s)) for s in b["live"]).items()}
checks["Refunds by customer for February"] = {k: c2(v) for k, v in group((c, val(s)) for _, c, s in b["rets"]).items()}
checks["Which customers spent less than $35 in February?"] = sorted(
    c for c, v in group((s["cust"], val(s)) for s in b["live"]).items() if v < 35)
checks["since the 20th, how many sales has each customer had?"] = group(
    (s["cust"], 1) for s in pick(b, "2024-02-20"))
checks["Who bought mango this week?"] = sorted({s["cust"] for s in pick(b, "2024-02-26")
                                                if any(p == "mango" for p, _, _ in s["lines"])})
checks["how much more did sundays bring in than saturdays this month"] = c2(tk(b, wds={6}) - tk(b, wds={5}))
checks["Which customers shopped on a Saturday this month?"] = sorted({s["cust"] for s in pick(b, wds={5})})
checks["Which customer has the most separate sales this month?"] = top(group((s["cust"], 1) for s in b["live"]))[0]
checks["Who spent the least with us in February?"] = top(group((s["cust"], val(s)) for s in b["live"]), low=True)[0]

# ---- asked on earlier days (each with its own book of what was known then)
e = {}
b = book("2024-02-15")
e["As at today, what are the month-to-date takings?"] = c2(tk(b, hi="2024-02-15"))
e["What is the total of refunds issued to date this month?"] = c2(refund(b))
b = book("2024-02-20")   # a Tuesday: last week = 12..18, Bob's return of the 18th not yet made
e["What were the takings in the previous calendar week, Monday to Sunday?"] = c2(tk(b, "2024-02-12", "2024-02-18"))
e["How many kilos of each product did we sell last week?"] = {
    k: k3(v) for k, v in group((p, q) for s in pick(b, "2024-02-12", "2024-02-18") for p, q, _ in s["lines"]).items()}
e["How much has Eva Berg spent with us so far?"] = c2(tk(b, cust="Eva Berg"))
b = book("2024-02-10")
e["What is the gross profit month-to-date, as of today?"] = c2(tk(b) - cost_sold(b))
e["Who's spent the most with us so far this month?"] = top(group((s["cust"], val(s)) for s in b["live"]))[0]
b = book("2024-02-22")
e["What are the takings for the current week to date?"] = c2(tk(b, "2024-02-19", "2024-02-22"))
b = book("2024-02-26")
e["What was the gross margin percentage for the previous calendar week?"] = c2(
    (tk(b, "2024-02-19", "2024-02-25") - cost_sold(b, "2024-02-19", "2024-02-25"))
    / tk(b, "2024-02-19", "2024-02-25") * 100)
b = book("2024-02-12")
e["how much we take yesterday"] = c2(tk(b, "2024-02-11", "2024-02-11"))
b = book("2024-02-18")
e["takings this wk so far"] = c2(tk(b, "2024-02-12", "2024-02-18"))
b = book("2024-02-21")
e["orange price rn?"] = c2(price_at(b, "orange", "2024-02-21"))
b = book("2024-02-25")
e["how much did we take this weekend"] = c2(tk(b, "2024-02-24", "2024-02-25"))
b = book("2024-02-08")
e["hows cherry stock looking"] = k3(on_hand(b, "cherry", "2024-02-08"))
b = book("2024-02-14")
e["how many kg did we sell last week"] = k3(kilo(b, "2024-02-05", "2024-02-11"))
e["How many kilos of apples do we have in stock?"] = k3(on_hand(b, "apple", "2024-02-14"))
e["How many separate purchases has Tom Lee made this month?"] = len(pick(b, cust="Tom Lee"))
b = book("2024-02-09")
e["What's the banana stock today?"] = k3(on_hand(b, "banana", "2024-02-09"))
y = {s["cust"] for s in pick(b, "2024-02-08", "2024-02-08")}
assert len(y) == 1
e["who came in yesterday?"] = y.pop()
b = book("2024-02-16")
e["Which customers have we given refunds to so far this month?"] = sorted({c for _, c, _ in b["rets"]})
b = book("2024-02-24")
e["How much have we refunded so far this month?"] = c2(refund(b))
b = book("2024-02-17")
e["How much strawberry have we written off so far this month, in kg?"] = k3(
    sum(-q for _, p, q in b["adj"] if p == "strawberry" and q < 0))

bad = 0
earlier = 0
for text, want in list(checks.items()) + list(e.items()):
    q = by_text[text]
    if text in e:
        assert q["today"] != "2024-02-29", text
        earlier += 1
    ex = q["expect"]
    got = ex.get("value", ex.get("values", ex.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
n = len(checks) + len(e)
assert n >= 30 and earlier >= 12
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "per category", n_cat, "checked", n, "of them asked on earlier days", earlier, "mismatches", bad)
raise SystemExit(1 if bad else 0)
