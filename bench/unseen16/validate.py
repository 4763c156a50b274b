"""Checks bench/unseen16/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (its own parsing of the records, Fraction
arithmetic, no import of question_truth.py or ledger16.py).  Run from the
repository root:

    python bench/unseen16/validate.py
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
assert all(re.fullmatch(r"q16-\d{3}", i) for i in ids), "bad id"
assert ids == ["q16-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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

# ------------------------------------------------------------ independent recomputation
# A different shape from ledger16.py: one pass over the file that builds an event
# list with each sale's value fixed at the price in force at its position, then
# plain filters per `today`.  Fractions throughout; rounding only at the end.
RAW = [json.loads(line) for line in open(DATA) if line.strip()]
cur = {}
EV = []   # dicts with kind, date and fields
for n, r in enumerate(RAW):
    if r["kind"] == "purchase":
        for it in r["items"]:
            EV.append(dict(kind="in", date=r["date"], sup=r["supplier"]["name"], prod=it["product"],
                           kg=F(str(it["quantity"])), cost=F(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                cur[it["product"]] = F(str(it["selling_price"]))
                EV.append(dict(kind="price", date=r["date"], prod=it["product"], price=cur[it["product"]]))
    elif r["kind"] == "price_change":
        cur[r["product"]] = F(str(r["selling_price"]))
        EV.append(dict(kind="price", date=r["date"], prod=r["product"], price=cur[r["product"]], moved=True))
    elif r["kind"] == "sale":
        items = []
        for it in r["items"]:
            cents = F(str(it["quantity"])) * cur[it["product"]] * 100
            assert cents.denominator != 2
            items.append((it["product"], F(str(it["quantity"])), F(round(cents), 100)))
        EV.append(dict(kind="sale", date=r["date"], cust=r["customer"]["name"], items=items, n=n))
    elif r["kind"] == "return":
        EV.append(dict(kind="ret", date=r["date"], cust=r["customer"]["name"], sale_date=r["sale_date"]))
    elif r["kind"] == "stock_adjustment":
        EV.append(dict(kind="adj", date=r["date"], prod=r["product"], kg=F(str(r["quantity"]))))


def known(today):
    return [e for e in EV if e["date"] <= today]


def returned_sales(today):
    """ids (file line numbers) of sales whose return is dated <= today"""
    out = {}
    for e in known(today):
        if e["kind"] == "ret":
            m = [s for s in known(today) if s["kind"] == "sale" and s["cust"] == e["cust"]
                 and s["date"] == e["sale_date"] and s["n"] not in out]
            assert len(m) == 1
            out[m[0]["n"]] = (e["date"], m[0])
    return out


def standing(today):
    gone = returned_sales(today)
    return [e for e in known(today) if e["kind"] == "sale" and e["n"] not in gone]


def rows(today, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    """(sale, product, kg, value) lines of standing sales"""
    return [(s, p, k, v) for s in standing(today) if lo <= s["date"] <= hi
            and (cust is None or s["cust"] == cust)
            and (wd is None or datetime.date.fromisoformat(s["date"]).weekday() in wd)
            for p, k, v in s["items"] if prod is None or p == prod]


def money(today, **kw):
    return sum((v for _, _, _, v in rows(today, **kw)), F(0))


def kgs(today, **kw):
    return sum((k for _, _, k, _ in rows(today, **kw)), F(0))


def cost_of(p):
    cs = {e["cost"] for e in EV if e["kind"] == "in" and e["prod"] == p}
    assert len(cs) == 1
    return cs.pop()


def gp(today, **kw):
    return sum((v - k * cost_of(p) for _, p, k, v in rows(today, **kw)), F(0))


def on_hand(p, d):
    ev = known(d)
    got = sum((e["kg"] for e in ev if e["kind"] in ("in", "adj") and e["prod"] == p), F(0))
    out = sum((k for e in ev if e["kind"] == "sale" for pp, k, _ in e["items"] if pp == p), F(0))
    back = sum((k for _, (_, s) in returned_sales(d).items() for pp, k, _ in s["items"] if pp == p), F(0))
    return got - out + back


def price_at_end(p, d):
    assert not any(e["kind"] == "price" and e["prod"] == p and e["date"] == d and
                   (e.get("moved") or any(x["kind"] == "price" and x["prod"] == p and x["date"] < d and
                                          x["price"] != e["price"] for x in EV)) for e in EV)
    return [e["price"] for e in known(d) if e["kind"] == "price" and e["prod"] == p][-1]


def refunded(today, lo="0000", hi="9999", cust=None):
    return sum((v for rd, s in returned_sales(today).values() if lo <= rd <= hi
                and (cust is None or s["cust"] == cust) for _, _, v in s["items"]), F(0))


def c2(x):
    x = F(x) * 100
    assert x - (x.numerator // x.denominator) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert x - (x.numerator // x.denominator) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def pct1(a, b):
    x = F(a) * 100 / F(b) * 10
    assert x - (x.numerator // x.denominator) != F(1, 2)
    return float(F(round(x), 10))


def unique_max(d, low=False):
    s = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(s) == 1 or s[0][1] != s[1][1]
    return s[0][0]


T = "2024-02-29"
PRODS = sorted({e["prod"] for e in EV if e["kind"] == "in"})
want = {}   # question text -> (today, value)


def chk(text, today, value):
    want[text] = (today, value)


chk("How much have we taken on the till so far today?", T, c2(money(T, lo=T, hi=T)))
# Tom Lee's sale of the 11th is returned on the 26th: on the 12th it still counts
chk("What did we do yesterday, Sunday, in money?", "2024-02-12", c2(money("2024-02-12", lo="2024-02-11", hi="2024-02-11")))
chk("How much has Tom Lee spent so far this month?", "2024-02-12", c2(money("2024-02-12", cust="Tom Lee")))
chk("How much has Tom Lee spent with us so far, after that refund?", "2024-02-15", c2(money("2024-02-15", cust="Tom Lee")))
chk("Run me the stock level of every fruit as it stands.", T, {p: k3(on_hand(p, T)) for p in PRODS})
chk("Pears on the shelf right now?", "2024-02-15", k3(on_hand("pear", "2024-02-15")))
chk("Now that the delivery's in, how many bananas have we got?", "2024-02-23", k3(on_hand("banana", "2024-02-23")))
chk("apple stock at the end of 5 february how many", T, k3(on_hand("apple", "2024-02-05")))
chk("And gross profit for the month, sales less what the fruit we sold cost us?", T, c2(gp(T)))
chk("What's our gross margin as a percentage of sales?", T, pct1(gp(T), money(T)))
sup = {}
for e in EV:
    if e["kind"] == "in":
        sup[e["sup"]] = sup.get(e["sup"], 0) + e["kg"] * e["cost"]
chk("Purchases at cost, split by supplier.", T, {k: c2(v) for k, v in sorted(sup.items())})
wk = {}
for s, _, _, v in rows(T):
    dd = datetime.date.fromisoformat(s["date"])
    m = (dd - datetime.timedelta(days=dd.weekday())).isoformat()
    wk[m] = wk.get(m, 0) + v
chk("Give me revenue week by week.", T, {k: c2(v) for k, v in sorted(wk.items())})
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
chk("Revenue by day of the week, please.", T, {WD[i]: c2(money(T, wd={i})) for i in sorted(range(7), key=lambda i: WD[i])})
sp = {}
for s, _, _, v in rows(T):
    sp[s["cust"]] = sp.get(s["cust"], 0) + v
chk("Can I see spend per customer for February?", T, {k: c2(v) for k, v in sorted(sp.items())})
top = sorted(sp, key=lambda c: -sp[c])
assert sp[top[1]] != sp[top[2]]
chk("Name our two biggest spenders, biggest first.", T, top[:2])
last = {}
for s in standing(T):
    last[s["cust"]] = max(last.get(s["cust"], ""), s["date"])
assert "2024-02-25" not in last.values()
chk("Which regulars haven't shown up since the 25th?", T, sorted(c for c, d in last.items() if d < "2024-02-25"))
chk("Which customers brought something back this month?", T, sorted({s["cust"] for _, s in returned_sales(T).values()}))
chk("How much have we refunded Tom Lee altogether?", T, c2(refunded(T, cust="Tom Lee")))
chk("How much have we refunded in total this month?", T, c2(refunded(T)))
chk("Have we given any money back this week? How much all up?", T, c2(refunded(T, lo="2024-02-26", hi=T)))
chk("What were bananas going for on Sunday?", "2024-02-20", c2(price_at_end("banana", "2024-02-18")))
chk("pear price today how much", "2024-02-26", c2(price_at_end("pear", "2024-02-26")))
big = {s["n"]: sum(v for _, _, v in s["items"]) for s in standing(T)}
chk("What was the single biggest sale this month worth?", T, c2(big[unique_max(big)]))
chk("What is the stock we're holding worth at cost?", T, c2(sum(on_hand(p, T) * cost_of(p) for p in PRODS)))
chk("And at today's shelf prices, what would it all fetch?", T, c2(sum(on_hand(p, T) * price_at_end(p, T) for p in PRODS)))
chk("Month to date, what's revenue looking like?", "2024-02-15", c2(money("2024-02-15")))
chk("What did we make in gross profit last week?", "2024-02-22", c2(gp("2024-02-22", lo="2024-02-12", hi="2024-02-18")))
chk("until now this month we sell how much money", "2024-02-10", c2(money("2024-02-10")))
sp7 = {}
for s, _, _, v in rows("2024-02-07"):
    sp7[s["cust"]] = sp7.get(s["cust"], 0) + v
chk("which customer buy most until now, in money", "2024-02-07", unique_max(sp7))
chk("Eva Berg bring back her things today, how much money we return her", "2024-02-07",
    c2(refunded("2024-02-07", lo="2024-02-07", hi="2024-02-07", cust="Eva Berg")))
chk("How much less did we take today than last Saturday?", "2024-02-24",
    c2(money("2024-02-24", lo="2024-02-17", hi="2024-02-17") - money("2024-02-24", lo="2024-02-24", hi="2024-02-24")))
lowp = [p for p in PRODS if on_hand(p, T) < 22]
assert all(on_hand(p, T) != 22 for p in PRODS)
chk("Which lines are down under 22 kilos on the shelf right now?", T, lowp)
cnt = {}
for s, p, _, _ in rows(T, cust="Mei Chen"):
    cnt[p] = cnt.get(p, 0) + 1
chk("What does Mei Chen usually go for?", T, unique_max(cnt))
byday = {}
for s, _, _, v in rows(T):
    byday[s["date"]] = byday.get(s["date"], 0) + v
chk("day with most money in month, which one", T, unique_max(byday))
chk("How many kilos does the average sale come to?", T, k3(kgs(T) / len(standing(T))))
lw = {}
for s, _, _, v in rows(T, lo="2024-02-19", hi="2024-02-25"):
    lw[s["cust"]] = lw.get(s["cust"], 0) + v
chk("Customer spend last week, Monday to Sunday, one row per customer.", T, {k: c2(v) for k, v in sorted(lw.items())})
chk("Who's been in today?", T, sorted({s["cust"] for s in standing(T) if s["date"] == T}))
chk("today who is coming to shop", "2024-02-17", sorted({s["cust"] for s in standing("2024-02-17") if s["date"] == "2024-02-17"}))

bad = 0
for text, (today, value) in want.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if q["today"] != today or got != value:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", q["today"], got, "recomputed:", today, value)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(want), "earlier today", sum(t != T for t, _ in want.values()), "mismatches", bad)
raise SystemExit(1 if bad else 0)
