"""Checks bench/unseen26/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen26/validate.py
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
PERSONAS = {"new-assistant-manager", "owners-spouse", "auditor", "marketing-friend"}

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q26-\d{3}", i) for i in ids), "bad id"
assert ids == ["q26-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
for p in PERSONAS:
    assert sum(q["category"] == p for q in qs) >= 31, p
assert sum(q["category"] == "refuse" for q in qs) >= 16
assert sum(q["today"] != "2024-02-29" for q in qs) >= 20
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
RECS = [json.loads(line) for line in open(DATA) if line.strip()]


def fr(x):
    return F(str(x))


def ledger(today):
    """Everything known at the close of `today`, replayed in file order."""
    price, cost = {}, {}
    L = dict(buys=[], sales=[], adj=[], rets=[], price_log=[], price=price, cost=cost)
    for r in RECS:
        if r["date"] > today:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                c = fr(it["unit_cost"])
                assert cost.setdefault(it["product"], c) == c, "two unit costs"
                L["buys"].append((r["date"], r["supplier"]["name"], it["product"], fr(it["quantity"]), c))
                if it.get("selling_price") is not None:
                    price[it["product"]] = fr(it["selling_price"])
                    L["price_log"].append((r["date"], it["product"], price[it["product"]]))
        elif k == "price_change":
            price[r["product"]] = fr(r["selling_price"])
            L["price_log"].append((r["date"], r["product"], price[r["product"]]))
        elif k == "sale":
            lines = []
            for it in r["items"]:
                q = fr(it["quantity"])
                exact = q * price[it["product"]] * 100
                assert exact - (exact.numerator // exact.denominator) != F(1, 2), "half cent line"
                lines.append((it["product"], q, F(round(exact), 100)))
            L["sales"].append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
        elif k == "return":
            hit = [s for s in L["sales"] if s["date"] == r["sale_date"]
                   and s["cust"] == r["customer"]["name"] and s["ret"] is None]
            assert len(hit) == 1
            hit[0]["ret"] = r["date"]
            L["rets"].append((r["date"], r["customer"]["name"], hit[0]))
        elif k == "stock_adjustment":
            L["adj"].append((r["date"], r["product"], fr(r["quantity"]), r.get("reason")))
    L["live"] = [s for s in L["sales"] if s["ret"] is None]
    return L


def D(s):
    return datetime.date.fromisoformat(s)


def total(s):
    return sum(t for _, _, t in s["lines"])


def rnd(x, places):
    x = F(x) * 10 ** places
    assert x - (x.numerator // x.denominator) != F(1, 2), "half unit"
    v = F(round(x), 10 ** places)
    return int(v) if v.denominator == 1 and places == 0 else float(v)


def c2(x):
    return rnd(x, 2)


def k3(x):
    return rnd(x, 3)


def live(L, lo="0000", hi="9999", cust=None, wd=None):
    return [s for s in L["live"] if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
            and (wd is None or D(s["date"]).weekday() in wd)]


def takings(L, prod=None, **kw):
    return sum((t for s in live(L, **kw) for p, _, t in s["lines"] if prod is None or p == prod), F(0))


def kilos(L, prod=None, **kw):
    return sum((q for s in live(L, **kw) for p, q, _ in s["lines"] if prod is None or p == prod), F(0))


def cogs(L, prod=None, **kw):
    return sum((q * L["cost"][p] for s in live(L, **kw) for p, q, _ in s["lines"] if prod is None or p == prod), F(0))


def stock(d, prod):
    L = ledger(d)
    return (sum(b[3] for b in L["buys"] if b[2] == prod) - kilos(L, prod)
            + sum(a[2] for a in L["adj"] if a[1] == prod))


def refunds(L, lo="0000", hi="9999"):
    return sum((total(s) for d, _, s in L["rets"] if lo <= d <= hi), F(0))


def price_at(d, prod):
    prev = ledger((D(d) - datetime.timedelta(days=1)).isoformat())["price"].get(prod)
    now = ledger(d)["price"][prod]
    assert prev == now, "price moved that day"
    return now


def argbest(d, low=False):
    order = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(order) == 1 or order[0][1] != order[1][1], "tie"
    return order[0][0]


T = "2024-02-29"
L29 = ledger(T)
checks = {}
# -- today = 29th
checks["Could you tell me how much we took in sales in February?"] = c2(takings(L29))
checks["How many sales have we made this month, please?"] = len(L29["live"])
checks["What is the current selling price of pears?"] = c2(price_at(T, "pear"))
checks["Could you tell me how many kilos of cherries we have in stock right now?"] = k3(stock(T, "cherry"))
checks["How much have we taken so far this week?"] = c2(takings(L29, lo="2024-02-26"))
checks["What is our gross profit for February so far?"] = c2(takings(L29) - cogs(L29))
checks["What is the average value of a sale this month?"] = c2(takings(L29) / len(L29["live"]))
checks["Could you tell me how many kilos of bananas we sold last week?"] = k3(
    kilos(L29, "banana", lo="2024-02-19", hi="2024-02-25"))
checks["What is our margin on strawberries this month, as a percentage?"] = c2(
    (takings(L29, "strawberry") - cogs(L29, "strawberry")) * 100 / takings(L29, "strawberry"))
checks["How much have we refunded to customers this month?"] = c2(refunds(L29))
checks["How many kilos of apples did we have as of the 15th?"] = k3(stock("2024-02-15", "apple"))
spend = {}
for s in L29["live"]:
    spend[s["cust"]] = spend.get(s["cust"], 0) + total(s)
checks["Who has been our biggest customer this month, in terms of money spent?"] = argbest(spend)
checks["which custmer spent the least this month?"] = argbest(spend, low=True)
checks["spend by customer for feb"] = {c: c2(v) for c, v in sorted(spend.items())}
checks["how much more did we take on weekdays than on weekends this month?"] = c2(
    takings(L29, wd={0, 1, 2, 3, 4}) - takings(L29, wd={5, 6}))
checks["what did the fruit we threw out cost us this month?"] = c2(
    sum(-q * L29["cost"][p] for _, p, q, _ in L29["adj"] if q < 0))
checks["how much have we got tied up in stock right now, at cost?"] = c2(
    sum(stock(T, p) * L29["cost"][p] for p in L29["cost"]))
checks["by how much has the price of oranges gone up since the 10th?"] = c2(
    price_at(T, "orange") - price_at("2024-02-10", "orange"))
checks["how much did we take before the 10th?"] = c2(takings(L29, hi="2024-02-09"))
checks["Cost of goods sold for 2024-02-12 to 2024-02-18 inclusive."] = c2(
    cogs(L29, lo="2024-02-12", hi="2024-02-18"))
checks["Gross margin percentage for February 2024."] = c2((takings(L29) - cogs(L29)) * 100 / takings(L29))
checks["Closing stock per product at 2024-02-15."] = {p: k3(stock("2024-02-15", p)) for p in sorted(L29["cost"])}
wk = {}
for s in L29["live"]:
    m = (D(s["date"]) - datetime.timedelta(days=D(s["date"]).weekday())).isoformat()
    wk[m] = wk.get(m, 0) + total(s)
checks["Takings per week for February 2024, weeks starting on Monday."] = {k: c2(v) for k, v in sorted(wk.items())}
checks["Total refunds in the week commencing 2024-02-12."] = c2(refunds(L29, "2024-02-12", "2024-02-18"))
checks["Change in cherry stock, in kg, from the close of 2024-02-27 to the close of 2024-02-28."] = k3(
    stock("2024-02-28", "cherry") - stock("2024-02-27", "cherry"))
checks["Average refund amount per return, February 2024."] = c2(refunds(L29) / len(L29["rets"]))
checks["average spend per customer this month?"] = c2(takings(L29) / len({s["cust"] for s in L29["live"]}))
checks["avg sale on weekends minus avg sale on weekdays, this month"] = c2(
    takings(L29, wd={5, 6}) / len(live(L29, wd={5, 6})) - takings(L29, wd={0, 1, 2, 3, 4}) / len(live(L29, wd={0, 1, 2, 3, 4})))
checks["what share of our takings came from strawberries? percent pls"] = c2(
    takings(L29, "strawberry") * 100 / takings(L29))
checks["top 3 spenders in the week of the 19th"] = [c for c, _ in sorted(
    ((c, sum(total(s) for s in live(L29, lo="2024-02-19", hi="2024-02-25", cust=c)))
     for c in {s["cust"] for s in live(L29, lo="2024-02-19", hi="2024-02-25")}), key=lambda kv: -kv[1])[:3]]
wdn = {}
for s in L29["live"]:
    n = D(s["date"]).strftime("%A")
    wdn[n] = wdn.get(n, 0) + total(s)
checks["total takings by weekday pls"] = {k: c2(v) for k, v in sorted(wdn.items())}
checks["how much more do we take on an average weekday than on an average weekend day?"] = c2(
    takings(L29, wd={0, 1, 2, 3, 4}) / sum(1 for n in range(1, 30) if D("2024-02-%02d" % n).weekday() < 5)
    - takings(L29, wd={5, 6}) / sum(1 for n in range(1, 30) if D("2024-02-%02d" % n).weekday() >= 5))

# -- asked on earlier days
L27 = ledger("2024-02-27")
checks["Could you tell me what we took yesterday?"] = c2(takings(L27, lo="2024-02-26", hi="2024-02-26"))
checks["How many kilos of pears do we have in stock now?"] = k3(stock("2024-02-27", "pear"))
L17 = ledger("2024-02-17")
checks["just curious, how much did the shop take today?"] = c2(takings(L17, lo="2024-02-17", hi="2024-02-17"))
checks["how much have we taken this week so far"] = c2(takings(L17, lo="2024-02-12"))
checks["is there much strawberry left? how many kilos we got"] = k3(stock("2024-02-17", "strawberry"))
checks["what are we charging for oranges at the moment?"] = c2(price_at("2024-02-17", "orange"))
sp17 = {}
for s in live(L17):
    sp17[s["cust"]] = sp17.get(s["cust"], 0) + total(s)
checks["who's been our best customer so far this month? by what they've spent I mean"] = argbest(sp17)
we17 = {}
for s in live(L17, wd={5, 6}):
    we17[s["cust"]] = we17.get(s["cust"], 0) + total(s)
checks["whos our top customer on weekends so far this month?"] = argbest(we17)
L24 = ledger("2024-02-24")
checks["how much did the shop take last week?"] = c2(takings(L24, lo="2024-02-12", hi="2024-02-18"))
checks["how much have we given back in refunds this week"] = c2(refunds(L24, "2024-02-19", "2024-02-24"))
checks["did we make a profit this week? how much"] = c2(
    takings(L24, lo="2024-02-19") - cogs(L24, lo="2024-02-19"))
checks["how many different customers so far this week?"] = len({s["cust"] for s in live(L24, lo="2024-02-19")})
L10 = ledger("2024-02-10")
checks["how many kilos of bananas have we got left?"] = k3(stock("2024-02-10", "banana"))
checks["how much has the shop taken since the start of the month"] = c2(takings(L10))
checks["how many sales did we do this week?"] = len(live(L10, lo="2024-02-05"))
checks["Gross profit for 2024-02-01 to 2024-02-10 inclusive."] = c2(takings(L10) - cogs(L10))
L14 = ledger("2024-02-14")
checks["Takings between 2024-02-01 and 2024-02-07 inclusive, per the records to date."] = c2(
    takings(L14, hi="2024-02-07"))
checks["Number of returns recorded to date."] = len(L14["rets"])
n14 = {}
for s in live(L14):
    n14[s["cust"]] = n14.get(s["cust"], 0) + 1
checks["who's bought from us the most times so far this month?"] = argbest(n14)
L20 = ledger("2024-02-20")
checks["Closing stock of grapes at 2024-02-18."] = k3(stock("2024-02-18", "grape"))
checks["Cost of goods sold, month to date."] = c2(cogs(L20))
checks["Total refunds to date."] = c2(refunds(L20))
L21 = ledger("2024-02-21")
checks["average basket so far this month?"] = c2(takings(L21) / len(live(L21)))

bad = 0
earlier = 0
for text, want in checks.items():
    q = by_text[text]
    earlier += q["today"] != T
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 30 and earlier >= 12, (len(checks), earlier)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(checks), "of them asked before the 29th", earlier, "mismatches", bad)
raise SystemExit(1 if bad else 0)
