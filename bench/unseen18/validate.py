"""Checks bench/unseen18/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, knowledge cut at each question's `today`, no import of
question_truth.py).  Run from the repository root:

    python bench/unseen18/validate.py
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
assert all(re.fullmatch(r"q18-\d{3}", i) for i in ids), "bad id"
assert ids == ["q18-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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
RECS = [json.loads(line) for line in open(DATA) if line.strip()]


def book(today):
    """Replay every record dated <= today.  Returns sales (with the date of
    their return if it is known by today), buys, adjustments, prices, returns."""
    price, sales, buys, adj, rets = {}, [], [], [], []
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
        elif k == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
        elif k == "sale":
            lines = []
            for it in r["items"]:
                qty = F(str(it["quantity"]))
                cents = qty * price[it["product"]] * 100
                assert cents - int(cents) != F(1, 2), "half cent line"
                lines.append((it["product"], qty, F(round(cents), 100)))
            sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "back": None})
        elif k == "return":
            cand = [s for s in sales if s["cust"] == r["customer"]["name"]
                    and s["date"] == r["sale_date"] and s["back"] is None]
            assert len(cand) == 1
            cand[0]["back"] = r["date"]
            rets.append((r["date"], cand[0]))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    live = [s for s in sales if s["back"] is None]
    cost = {}
    for b in buys:
        assert cost.setdefault(b[2], b[4]) == b[4]
    return dict(live=live, buys=buys, adj=adj, price=price, rets=rets, cost=cost)


def money(x):
    x = F(x) * 100
    assert x - (x.numerator // x.denominator) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def kg(x):
    x = F(x) * 1000
    assert x - (x.numerator // x.denominator) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def lines(b, lo="0", hi="9", cust=None, prod=None, wds=None):
    for s in b["live"]:
        if lo <= s["date"] <= hi and cust in (None, s["cust"]):
            if wds is not None and datetime.date.fromisoformat(s["date"]).weekday() not in wds:
                continue
            for p, qty, v in s["lines"]:
                if prod in (None, p):
                    yield s, p, qty, v


def takings(b, **kw):
    return sum(v for _, _, _, v in lines(b, **kw))


def sold(b, **kw):
    return sum(qty for _, _, qty, _ in lines(b, **kw))


def nsales(b, lo="0", hi="9", cust=None):
    return sum(1 for s in b["live"] if lo <= s["date"] <= hi and cust in (None, s["cust"]))


def on_hand(b, prod):
    return (sum(x[3] for x in b["buys"] if x[2] == prod) - sold(b, prod=prod)
            + sum(x[2] for x in b["adj"] if x[1] == prod))


def argbest(d, sign=1):
    ranked = sorted(d.items(), key=lambda kv: -sign * kv[1])
    assert len(ranked) == 1 or ranked[0][1] != ranked[1][1], "tie"
    return ranked[0][0]


B = {}


def bk(day):
    if day not in B:
        B[day] = book(day)
    return B[day]


E = "2024-02-29"
b = bk(E)
checks = {}
checks["What was the shop's total turnover for February 2024?"] = money(takings(b))
checks["What is the cost of goods sold for the month, at purchase cost?"] = money(
    sum(qty * b["cost"][p] for _, p, qty, _ in lines(b)))
checks["What is the average transaction value across all sales this month?"] = money(takings(b) / nsales(b))
checks["How many transactions were recorded in February in total?"] = nsales(b)
checks["What was the total amount refunded to customers during the month?"] = money(
    sum(v for _, s in b["rets"] for _, _, v in s["lines"]))
sup = {}
for x in b["buys"]:
    sup[x[1]] = sup.get(x[1], 0) + x[3] * x[4]
checks["Kindly break down the month's stock purchases at cost by supplier."] = {k: money(v) for k, v in sup.items()}
checks["What are gross receipts for the current week to date?"] = money(takings(b, lo="2024-02-26"))
checks["What is the value of closing inventory at cost as of today?"] = money(
    sum(on_hand(b, p) * c for p, c in b["cost"].items()))
checks["What were weekend gross receipts (Saturdays and Sundays combined) across February?"] = money(
    takings(b, wds={5, 6}))
checks["What is month-to-date turnover as at today?"] = money(takings(bk("2024-02-10")))
checks["What is gross profit month to date?"] = money(
    sum(v - qty * bk("2024-02-22")["cost"][p] for _, p, qty, v in lines(bk("2024-02-22"))))
checks["What is the cumulative value of refunds issued so far this month?"] = money(
    sum(v for _, s in bk("2024-02-20")["rets"] for _, _, v in s["lines"]))
visits = {}
for s in b["live"]:
    visits[s["cust"]] = visits.get(s["cust"], 0) + 1
checks["Who's the most regular customer - who came in the most times this month?"] = argbest(visits)
spend = {}
for s, _, _, v in lines(b):
    spend[s["cust"]] = spend.get(s["cust"], 0) + v
checks["top cust"] = argbest(spend)
checks["What's the name of the customer who spent the least?"] = argbest(spend, -1)
checks["Which customers spent more than $40 this month?"] = sorted(c for c, v in spend.items() if v > 40)
checks["Can I see the stock on hand for each product as it stands?"] = {p: kg(on_hand(b, p)) for p in b["cost"]}
checks["kg pears sold wk 3 (15-21)"] = kg(sold(b, lo="2024-02-15", hi="2024-02-21", prod="pear"))
checks["tom lee spend"] = money(takings(b, cust="Tom Lee"))
checks["tom lee $ so far"] = money(takings(bk("2024-02-24"), cust="Tom Lee"))
checks["stock pears"] = kg(on_hand(bk("2024-02-10"), "pear"))
checks["straw stock"] = kg(on_hand(bk("2024-02-16"), "strawberry"))
checks["How many kilos of strawberries did the shop have yesterday?"] = kg(on_hand(bk("2024-02-17"), "strawberry"))
checks["How many times has Tom Lee been in so far?"] = nsales(bk("2024-02-09"), cust="Tom Lee")
checks["Has Bob Smith spent much? How much altogether so far?"] = money(takings(bk("2024-02-23"), cust="Bob Smith"))
checks["orange price on the 17th"] = money(bk("2024-02-17")["price"]["orange"])
checks["How many times did people give fruit back so far?"] = len(bk("2024-02-12")["rets"])
kpp = {}
for _, p, qty, _ in lines(b):
    kpp[p] = kpp.get(p, 0) + qty
checks["top 3 prods kg"] = [p for p, _ in sorted(kpp.items(), key=lambda kv: -kv[1])[:3]]
checks["How many kilos of oranges did Tom Lee buy?"] = kg(sold(b, cust="Tom Lee", prod="orange"))
checks["Did anybody buy mangoes on Valentine's Day? How many kilos?"] = kg(
    sold(b, lo="2024-02-14", hi="2024-02-14", prod="mango"))
checks["Which products haven't sold at all this week?"] = sorted(
    set(b["cost"]) - {p for _, p, _, _ in lines(b, lo="2024-02-26")})
checks["Averaging the three full Monday-to-Sunday weeks (5-25 Feb), what do takings look like in a typical week?"] = money(
    takings(b, lo="2024-02-05", hi="2024-02-25") / 3)
checks["How many kilos of apples are in the shop on the very first day?"] = kg(on_hand(bk("2024-02-01"), "apple"))

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(checks), "earlier-day checks",
      sum(1 for t in checks if by_text[t]["today"] != E), "mismatches", bad)
raise SystemExit(1 if bad else 0)
