"""Checks bench/unseen9/questions.jsonl: format, unique ids, and an independent
recomputation of a dozen answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python3 bench/unseen9/validate.py
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
assert all(re.fullmatch(r"q9-\d{3}", i) for i in ids), "bad id"
assert ids == ["q9-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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
assert len(qs) >= 150 and sum(q["category"] == "refuse" for q in qs) >= 15, "too few questions/refusals"
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger (today = 29 Feb: all records)
recs = [json.loads(line) for line in open(DATA) if line.strip()]
cur = {}
sales = []      # [date, customer, [(product, kg, total)], returned_on]
buys = []       # (date, supplier, product, kg, cost)
adjs = []       # (date, product, kg)
returns = []    # (date, sale)
for r in recs:
    if r["kind"] == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"]))))
            if it["selling_price"] is not None:
                cur[it["product"]] = F(str(it["selling_price"]))
    elif r["kind"] == "price_change":
        cur[r["product"]] = F(str(r["selling_price"]))
    elif r["kind"] == "sale":
        ls = []
        for it in r["items"]:
            q = F(str(it["quantity"]))
            cents = q * cur[it["product"]] * 100
            assert cents - int(cents) != F(1, 2)
            ls.append((it["product"], q, F(round(cents), 100)))
        sales.append([r["date"], r["customer"]["name"], ls, None])
    elif r["kind"] == "return":
        (s,) = [s for s in sales if s[0] == r["sale_date"] and s[1] == r["customer"]["name"] and s[3] is None]
        s[3] = r["date"]
        returns.append((r["date"], s))
    elif r["kind"] == "stock_adjustment":
        adjs.append((r["date"], r["product"], F(str(r["quantity"]))))
kept = [s for s in sales if s[3] is None]


def cents(x):
    return float(F(round(F(x) * 100), 100))


def grams(x):
    return float(F(round(F(x) * 1000), 1000))


def value(s):
    return sum(t for _, _, t in s[2])


def stock_at(p, day):
    inn = sum(b[3] for b in buys if b[2] == p and b[0] <= day)
    out = sum(q for s in sales if s[0] <= day and not (s[3] and s[3] <= day) for pp, q, _ in s[2] if pp == p)
    return inn - out + sum(q for dd, pp, q in adjs if pp == p and dd <= day)


def avgcost(p):
    return sum(b[3] * b[4] for b in buys if b[2] == p) / sum(b[3] for b in buys if b[2] == p)


want = {}
# 1 this week (Mon 26 - Thu 29)
want["how r sales this wk"] = cents(sum(value(s) for s in kept if "2024-02-26" <= s[0] <= "2024-02-29"))
# 2 since the 20th (inclusive)
want["takings since the 20th incl the 20th"] = cents(sum(value(s) for s in kept if s[0] >= "2024-02-20"))
# 3 weekends
want["how much did all the wkends in feb bring in, sat+sun"] = cents(
    sum(value(s) for s in kept if datetime.date.fromisoformat(s[0]).isoweekday() >= 6))
# 4 refunds in full month
want["What was the total amount refunded to customers in February 2024?"] = cents(sum(value(s) for _, s in returns))
# 5 stock of pears at close of the 10th (Tom's 1 Feb pears were still out then)
want["What was the stock of pears at close of business on 10 February?"] = grams(stock_at("pear", "2024-02-10"))
# 6 banana stock at end of 22nd
want["How much banana did we have at the end of the 22nd, just before the delivery on the 23rd?"] = grams(stock_at("banana", "2024-02-22"))
# 7 gross profit
want["What was the gross profit for February, being revenue less quantity sold times average purchase unit cost?"] = cents(
    sum(t - q * avgcost(p) for s in kept for p, q, t in s[2]))
# 8 purchases by supplier
sup = {}
for b in buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
want["Provide a breakdown of purchase expenditure by supplier for the month."] = {k: cents(v) for k, v in sup.items()}
# 9 top 3 customers
tot = {}
for s in kept:
    tot[s[1]] = tot.get(s[1], 0) + value(s)
rank = sorted(tot, key=lambda c: -tot[c])
assert tot[rank[2]] != tot[rank[3]]
want["top 3 custs by $ in feb, biggest first"] = rank[:3]
# 10 misspelt customer
want["How much did Luiz Garcia spend?"] = cents(tot["Luis Garcia"])
# 11 weekly kilos keyed by Monday
wk = {}
for s in kept:
    day = datetime.date.fromisoformat(s[0])
    key = (day - datetime.timedelta(days=day.weekday())).isoformat()
    wk[key] = wk.get(key, 0) + sum(q for _, q, _ in s[2])
want["Please tabulate kilograms sold by week, weeks commencing Monday."] = {k: grams(v) for k, v in wk.items()}
# 12 asked on the 20th: Tom Lee's 11 Feb sale was not yet returned, his 1 Feb sale was
want["How much has Tom Lee spent so far this month?"] = cents(
    sum(value(s) for s in sales if s[1] == "Tom Lee" and s[0] <= "2024-02-20" and not (s[3] and s[3] <= "2024-02-20")))
# 13 nobody buying since the 20th
seen = {s[1] for s in kept}
want["Who hasn't bought anything since the 20th? I mean people who bought earlier this month but made no purchase on or after the 20th."] = sorted(
    seen - {s[1] for s in kept if s[0] >= "2024-02-20"})

bad = 0
for text, w in want.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if isinstance(got, list) and not e["ordered"]:
        got, w = sorted(got), sorted(w)
    if got != w:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", w)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(want), "mismatches", bad)
raise SystemExit(1 if bad else 0)
