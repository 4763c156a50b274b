"""Checks bench/unseen8/questions.jsonl: format (copied from bench/unseen6/validate.py,
adapted to q8- ids), unique ids/questions, and an independent recomputation of a
handful of answers (own parsing of the records, Fraction arithmetic, no import of
question_truth.py).  Run:  python3 bench/unseen8/validate.py"""
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
assert all(re.fullmatch(r"q8-\d{3}", i) for i in ids), "bad id"
assert ids == ["q8-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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
assert len(qs) >= 150 and sum(q["category"] == "refuse" for q in qs) >= 15
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger (different shape from question_truth.py)
rows = [json.loads(line) for line in open(DATA) if line.strip()]
cur = {}
hist = {}                      # product -> list of (date, price) in file order
bills = []                     # [date, customer, [(product, qty, money)], alive]
stockmoves = []                # (date, product, signed qty)
bought = []                    # (supplier, product, qty, cost)
refund_rows = []               # (date, money)
for r in rows:
    if r["kind"] == "purchase":
        for it in r["items"]:
            q = F(str(it["quantity"]))
            stockmoves.append((r["date"], it["product"], q))
            bought.append((r["supplier"]["name"], it["product"], q, F(str(it["unit_cost"]))))
            if it["selling_price"] is not None:
                cur[it["product"]] = F(str(it["selling_price"]))
                hist.setdefault(it["product"], []).append((r["date"], cur[it["product"]]))
    elif r["kind"] == "price_change":
        cur[r["product"]] = F(str(r["selling_price"]))
        hist.setdefault(r["product"], []).append((r["date"], cur[r["product"]]))
    elif r["kind"] == "sale":
        items = []
        for it in r["items"]:
            q = F(str(it["quantity"]))
            m = q * cur[it["product"]] * 100
            assert m.denominator != 2
            items.append((it["product"], q, F(round(m), 100)))
        bills.append([r["date"], r["customer"]["name"], items, True])
    elif r["kind"] == "return":
        (b,) = [b for b in bills if b[0] == r["sale_date"] and b[1] == r["customer"]["name"] and b[3]]
        b[3] = False
        refund_rows.append((r["date"], sum(m for _, _, m in b[2])))
    elif r["kind"] == "stock_adjustment":
        stockmoves.append((r["date"], r["product"], F(str(r["quantity"]))))
for b in bills:
    if b[3]:
        for p, q, _ in b[2]:
            stockmoves.append((b[0], p, -q))
good = [b for b in bills if b[3]]


def money(x):
    return float(F(round(F(x) * 100), 100))


def kilo(x):
    return float(F(round(F(x) * 1000), 1000))


def take(lo, hi, who=None, what=None):
    return sum(m for d, c, its, _ in good if lo <= d <= hi and who in (None, c) for p, _, m in its if what in (None, p))


cost_per_kg = {}
for _, p, _, _ in bought:
    qq = sum(q for _, pp, q, _ in bought if pp == p)
    cost_per_kg[p] = sum(q * c for _, pp, q, c in bought if pp == p) / qq

checks = {
    "takings yesterday?": money(take("2024-02-28", "2024-02-28")),
    "what did we take last week": money(take("2024-02-19", "2024-02-25")),
    "What were takings before 10 February?": money(take("2024-02-01", "2024-02-09")),
    "What were takings after 20 February?": money(take("2024-02-21", "2024-02-29")),
    "what's omar spent with us this month": money(take("2024-02-01", "2024-02-29", who="Omar Haddad")),
    "refunds this month, total dollars": money(sum(m for _, m in refund_rows)),
    "how many kilos of bananas left": kilo(sum(q for _, p, q in stockmoves if p == "banana")),
    "how much stock of pears did we have on the 24th?": kilo(sum(q for d, p, q in stockmoves if p == "pear" and d <= "2024-02-24")),
    "what were oranges priced at on the 17th?": money([pr for d, pr in hist["orange"] if d <= "2024-02-17"][-1]),
    "What is gross profit for February?": money(sum(m - q * cost_per_kg[p] for _, _, its, _ in good for p, q, m in its)),
    "What was the average sale value in February, excluding returned sales?": money(take("2024-02-01", "2024-02-29") / len(good)),
    "how many kilos of fruit did we sell on weekends this month?": kilo(sum(q for d, _, its, _ in good if datetime.date.fromisoformat(d).weekday() >= 5 for _, q, _ in its)),
    "Please give me purchases at cost by supplier for February.": {s: money(sum(q * c for ss, _, q, c in bought if ss == s)) for s in sorted({x[0] for x in bought})},
    "who hasn't been in to buy anything this week?": sorted({b[1] for b in good} - {b[1] for b in good if b[0] >= "2024-02-26"}),
    "what was yesterday's takings": money(take("2024-02-20", "2024-02-20")),
    "how many sales were under $5?": sum(1 for b in good if sum(m for _, _, m in b[2]) < 5),
}
bad = 0
for text, want in checks.items():
    e = by_text[text]["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", by_text[text]["id"], text, "file:", got, "recomputed:", want)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
