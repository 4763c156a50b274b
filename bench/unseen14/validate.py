"""Checks bench/unseen14/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen14/validate.py
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
assert all(re.fullmatch(r"q13-\d{3}", i) for i in ids), "bad id"
assert ids == ["q13-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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
# Own replay, Fraction arithmetic, no import of question_truth.py.  The ledger
# is rebuilt for each `today` from the records dated up to that day.
RECS = [json.loads(line) for line in open(DATA) if line.strip()]


def F_(x):
    return F(str(x))


def cents(x):
    x = F(x) * 100
    assert x - int(x) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def grams(x):
    x = F(x) * 1000
    assert x - int(x) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def book(today):
    price, sales, buys, adj, rets = {}, [], [], [], []
    for r in RECS:
        if r["date"] > today:
            continue
        if r["kind"] == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"], F_(it["quantity"]), F_(it["unit_cost"])))
                price[it["product"]] = F_(it["selling_price"])
        elif r["kind"] == "price_change":
            price[r["product"]] = F_(r["selling_price"])
        elif r["kind"] == "sale":
            ls = []
            for it in r["items"]:
                x = F_(it["quantity"]) * price[it["product"]] * 100
                assert x.denominator != 2
                ls.append((it["product"], F_(it["quantity"]), F(round(x), 100)))
            sales.append({"d": r["date"], "c": r["customer"]["name"], "ls": ls, "ret": None})
        elif r["kind"] == "return":
            m = [s for s in sales if s["d"] == r["sale_date"] and s["c"] == r["customer"]["name"] and not s["ret"]]
            assert len(m) == 1
            m[0]["ret"] = r["date"]
            rets.append((r["date"], m[0]))
        elif r["kind"] == "stock_adjustment":
            adj.append((r["date"], r["product"], F_(r["quantity"])))
    return dict(price=price, sales=sales, live=[s for s in sales if not s["ret"]], buys=buys, adj=adj, rets=rets)


def money_in(b, lo="2024-02-01", hi="2024-02-29", c=None, p=None, wd=None):
    return sum((t for s in b["live"] if lo <= s["d"] <= hi and c in (None, s["c"])
                and (wd is None or datetime.date.fromisoformat(s["d"]).weekday() in wd)
                for pp, _, t in s["ls"] if p in (None, pp)), F(0))


def kg_out(b, lo="2024-02-01", hi="2024-02-29", c=None, p=None):
    return sum((q for s in b["live"] if lo <= s["d"] <= hi and c in (None, s["c"])
                for pp, q, _ in s["ls"] if p in (None, pp)), F(0))


def on_hand(b, p, d):
    got = sum((q for dt, _, pp, q, _ in b["buys"] if pp == p and dt <= d), F(0))
    got -= sum((q for s in b["sales"] if s["d"] <= d and not (s["ret"] and s["ret"] <= d)
                for pp, q, _ in s["ls"] if pp == p), F(0))
    return got + sum((q for dt, pp, q in b["adj"] if pp == p and dt <= d), F(0))


def tot(s):
    return sum(t for _, _, t in s["ls"])


B = book("2024-02-29")
checks = {}
checks["What were our total takings for February?"] = cents(money_in(B))
checks["Can you break down February's purchases by supplier, at cost?"] = {
    k: cents(sum(q * u for _, s, _, q, u in B["buys"] if s == k)) for k in sorted({x[1] for x in B["buys"]})}
checks["What's the total of refunds we gave out in February?"] = cents(sum(tot(s) for _, s in B["rets"]))
checks["What's the average value of a sale this month?"] = cents(money_in(B) / len(B["live"]))
checks["What share of February's takings came from apples, as a percentage?"] = cents(
    money_in(B, p="apple") * 100 / money_in(B))
ucost = {p: u for _, _, p, _, u in B["buys"]}
cogs = sum(q * ucost[p] for s in B["live"] for p, q, _ in s["ls"])
checks["Gross profit for February - takings less the purchase cost of the fruit we sold?"] = cents(money_in(B) - cogs)
checks["How much more did Raj Patel spend than Tom Lee over the month?"] = cents(
    money_in(B, c="Raj Patel") - money_in(B, c="Tom Lee"))
wk = {}
for s in B["live"]:
    d = datetime.date.fromisoformat(s["d"])
    m = (d - datetime.timedelta(days=d.weekday())).isoformat()
    wk[m] = wk.get(m, 0) + tot(s)
checks["Give me the takings for each week of the month."] = {k: cents(v) for k, v in sorted(wk.items())}
checks["What percentage of the month's takings came in on Saturdays and Sundays?"] = cents(
    money_in(B, wd={5, 6}) * 100 / money_in(B))
spend = {}
for s in B["live"]:
    spend[s["c"]] = spend.get(s["c"], 0) + tot(s)
checks["Rank our top three customers by spend for February."] = sorted(spend, key=lambda c: -spend[c])[:3]
checks["Who has spent the most money with us this month?"] = max(spend, key=spend.get)
checks["What were we charging for oranges on the 10th?"] = cents(book("2024-02-10")["price"]["orange"])
checks["What's the price of pears per kilo at the moment?"] = cents(B["price"]["pear"])
checks["How many different customers came in last week?"] = len(
    {s["c"] for s in B["live"] if "2024-02-19" <= s["d"] <= "2024-02-25"})
checks["Which supplier brings the cherries?"] = sorted({s for _, s, p, _, _ in B["buys"] if p == "cherry"})
checks["How many kilos of grapes do we have in the shop right now?"] = grams(on_hand(B, "grape", "2024-02-29"))
checks["strawberry stock before the delivery on the 16th"] = grams(on_hand(B, "strawberry", "2024-02-15"))
checks["how'd we do on the weekend, money-wise"] = cents(money_in(B, "2024-02-24", "2024-02-25"))
checks["takings since the last Hillside delivery"] = cents(money_in(B, lo="2024-02-09"))
checks["refunds this week, how much?"] = cents(sum(tot(s) for d, s in B["rets"] if d >= "2024-02-26"))
checks["stock on everything right now"] = {
    p: grams(on_hand(B, p, "2024-02-29")) for p in sorted({x[2] for x in B["buys"]})}
# earlier todays: returns dated after `today` are not known yet
B10 = book("2024-02-10")
checks["what'd we do yesterday, in dollars"] = cents(money_in(B10, "2024-02-09", "2024-02-09"))
checks["how'd we go this week so far"] = cents(money_in(B10, "2024-02-05", "2024-02-10"))
B25 = book("2024-02-25")
checks["all the weekends together, takings"] = cents(money_in(B25, wd={5, 6}))
B12 = book("2024-02-12")
sp12 = {}
for s in B12["live"]:
    sp12[s["c"]] = sp12.get(s["c"], 0) + tot(s)
checks["Who has been our best customer so far, by money spent?"] = max(sp12, key=sp12.get)
checks["apples in stock"] = grams(on_hand(book("2024-02-05"), "apple", "2024-02-05"))
pd = {}
for s in B["live"]:
    pd[s["d"]] = pd.get(s["d"], 0) + tot(s)
checks["best day in Feb for takings"] = max(pd, key=pd.get)
checks["quietest day this month"] = min(pd, key=pd.get)

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
