"""Checks bench/unseen100/questions.jsonl: format, ids, duplicates, zero rows, the mix, and an
independent recomputation of a set of answers (own parsing of the records, Fraction arithmetic,
no import of question_truth.py).  Run from the worktree root:

    python bench/unseen100/validate.py
"""
import datetime
import json
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
KEYS = {"product", "customer", "supplier", "day", "week", "weekday"}
END = "2024-02-29"

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert all(re.fullmatch(r"q100-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q100-{n:03d}" for n in range(1, len(ids) + 1)], "ids not unique and sequential"
assert len({" ".join(q["question"].lower().split()) for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= END, q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)) and not isinstance(e["value"], bool)
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
        if not e["ordered"]:
            assert e["values"] == sorted(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"], q
        assert all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
    else:
        assert t == "refuse" and set(e) == {"type"}, q
    assert (q["category"] == "refuse") == (t == "refuse"), q

# ------------------------------------------------------------ the mix
n = len(qs)
n_ref = sum(q["expect"]["type"] == "refuse" for q in qs)
early = [q for q in qs if q["today"] != END]
assert 190 <= n <= 210, n
assert 0.10 <= n_ref / n <= 0.14, n_ref / n
assert 0.22 <= len(early) / n <= 0.28, len(early) / n
assert all("2024-02-05" <= q["today"] <= "2024-02-25" for q in early)
cats = {}
for q in qs:
    cats[q["category"]] = cats.get(q["category"], 0) + 1
for c in ["revenue", "kilos_sold", "quantity_bought", "purchase_cost", "count", "customer_spend", "refunds",
          "stock_now", "stock_on_date", "price_now", "price_on_date", "price_change", "profit", "adjustments",
          "average", "ranking", "grouping", "who", "which", "supplier"]:
    assert cats.get(c, 0) > 0, c
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
with open(DATA) as fh:
    recs = [json.loads(line) for line in fh if line.strip()]


def D(s):
    return datetime.date.fromisoformat(s)


def plus(s, k):
    return (D(s) + datetime.timedelta(days=k)).isoformat()


def ledger(today):
    """Everything the shop knew at close of `today`."""
    price, plog, sales, buys, adj, rets = {}, [], [], [], [], []
    for r in recs:
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
                qty = F(str(it["quantity"]))
                exact = qty * price[it["product"]] * 100
                assert exact.denominator != 2, "half cent line"
                lines.append((it["product"], qty, F(round(exact), 100)))
            sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "back": None})
        elif k == "return":
            hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                   and s["back"] is None]
            assert len(hit) == 1
            hit[0]["back"] = r["date"]
            rets.append((r["date"], r["customer"]["name"], sum(t for _, _, t in hit[0]["lines"])))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    live = [s for s in sales if s["back"] is None]
    cost = {}
    for b in buys:
        assert cost.setdefault(b[2], b[4]) == b[4]
    return {"live": live, "buys": buys, "adj": adj, "rets": rets, "plog": plog, "cost": cost}


L = {}


def led(today):
    if today not in L:
        L[today] = ledger(today)
    return L[today]


def c2(x):
    x = F(x) * 100
    assert (x - int(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert (x - int(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def lines(today, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return [(s, p, qty, t) for s in led(today)["live"] if lo <= s["date"] <= hi
            and (cust is None or s["cust"] == cust) and (wd is None or D(s["date"]).weekday() in wd)
            for p, qty, t in s["lines"] if prod is None or p == prod]


def takings(today, **kw):
    return sum((t for *_, t in lines(today, **kw)), F(0))


def kilos(today, **kw):
    return sum((qty for _, _, qty, _ in lines(today, **kw)), F(0))


def gp(today, **kw):
    c = led(today)["cost"]
    return sum((t - qty * c[p] for _, p, qty, t in lines(today, **kw)), F(0))


def nsales(today, lo="0000", hi="9999", cust=None, wd=None):
    return len({id(s) for s, *_ in lines(today, lo=lo, hi=hi, cust=cust, wd=wd)})


def stock(day_, prod):
    g = led(day_)
    return (sum(b[3] for b in g["buys"] if b[2] == prod) - kilos(day_, prod=prod)
            + sum(q for _, p, q in g["adj"] if p == prod))


def price_on(day_, prod):
    return [pr for _, p, pr in led(day_)["plog"] if p == prod][-1]


def spent(today, lo="0000", hi="9999", sup=None, prod=None):
    return sum((b[3] * b[4] for b in led(today)["buys"] if lo <= b[0] <= hi
                and (sup is None or b[1] == sup) and (prod is None or b[2] == prod)), F(0))


def refunded(today, lo="0000", hi="9999", cust=None):
    return sum((v for d, c, v in led(today)["rets"] if lo <= d <= hi and (cust is None or c == cust)), F(0))


def ranked(d, n, low=False):
    order = sorted(d.items(), key=lambda kv: kv[1] if low else -kv[1])
    vals = [v for _, v in order[:n + 1]]
    assert len(set(vals)) == len(vals), "tie in ranking"
    return [k for k, _ in order[:n]]


def custs(today):
    return sorted({s["cust"] for s in led(today)["live"]})


def prods(today):
    return sorted({b[2] for b in led(today)["buys"]})


checks = {}   # question -> (expected today, value)
T = END
# --- takings
checks["Magkano po ang total benta natin kahapon?"] = (T, c2(takings(T, lo="2024-02-28", hi="2024-02-28")))
checks["Magkano benta natin ngayong araw?"] = (T, c2(takings(T, lo=T, hi=T)))
checks["Magkano ang total na benta ng ubas buong buwan?"] = (T, c2(takings(T, prod="grape")))
checks["What'd we pull in so far this week, eh?"] = (T, c2(takings(T, lo="2024-02-26")))
checks["How much did we get for everything last week, hen?"] = (T, c2(takings(T, lo="2024-02-19", hi="2024-02-25")))
checks["Report takings, 14 Feb."] = (T, c2(takings(T, lo="2024-02-14", hi="2024-02-14")))
checks["Report revenue, period 5 to 11 Feb inclusive."] = (T, c2(takings(T, lo="2024-02-05", hi="2024-02-11")))
checks["What'd we make on Saturdays, all of 'em added up, eh?"] = (T, c2(takings(T, wd={5})))
checks["How much did we get for the fruit on weekdays only this month, no the weekends?"] = (
    T, c2(takings(T, wd={0, 1, 2, 3, 4})))
checks["Magkano ang benta natin sa huling 7 araw, kasama ngayon?"] = (T, c2(takings(T, lo="2024-02-23")))
checks["How much mair did we take last week than the week afore, hen?"] = (
    T, c2(takings(T, lo="2024-02-19", hi="2024-02-25") - takings(T, lo="2024-02-12", hi="2024-02-18")))
v = "2024-02-24"
checks["Ilang customer ang bumili sa atin ngayong linggo po?"] = (
    v, len({s["cust"] for s in led(v)["live"] if "2024-02-19" <= s["date"] <= v}))
# --- early todays (returns after today ignored)
checks["Magkano benta natin noong weekend po?"] = ("2024-02-19", c2(takings("2024-02-19", lo="2024-02-17",
                                                                             hi="2024-02-18")))
checks["What'd we take last week, eh?"] = ("2024-02-11", c2(takings("2024-02-11", hi="2024-02-04")))
checks["Report revenue, last week."] = ("2024-02-13", c2(takings("2024-02-13", lo="2024-02-05", hi="2024-02-11")))
checks["Aye, how much have we taken this month so far?"] = ("2024-02-18", c2(takings("2024-02-18")))
checks["How much did we get for the weekend?"] = ("2024-02-12", c2(takings("2024-02-12", lo="2024-02-10",
                                                                            hi="2024-02-11")))
checks["Report takings yesterday."] = ("2024-02-05", c2(takings("2024-02-05", lo="2024-02-04", hi="2024-02-04")))
checks["How much did we get for the pears this week?"] = (
    "2024-02-25", c2(takings("2024-02-25", lo="2024-02-19", prod="pear")))
# --- kilos
checks["How many kilos of nanners did we move last week, eh?"] = (
    T, k3(kilos(T, lo="2024-02-19", hi="2024-02-25", prod="banana")))
checks["How many kilos o' oranges did we sell afore the 18th?"] = (T, k3(kilos(T, hi="2024-02-17", prod="orange")))
checks["Report kilos sold, grape, last 14 days inclusive of today."] = (T, k3(kilos(T, lo="2024-02-16", prod="grape")))
checks["Ilang kilo ng orange ang binili ni Tom Lee sa atin?"] = (T, k3(kilos(T, cust="Tom Lee", prod="orange")))
checks["Report kilos sold, weekend just gone."] = ("2024-02-20", k3(kilos("2024-02-20", lo="2024-02-17",
                                                                          hi="2024-02-18")))
checks["How many kilos o' bananas did we sell the last 5 days, the day included?"] = (
    "2024-02-10", k3(kilos("2024-02-10", lo="2024-02-06", prod="banana")))
# --- counts
checks["How many sales did we ring through between the 10th and the 20th, eh?"] = (
    T, nsales(T, lo="2024-02-10", hi="2024-02-20"))
checks["Report count of sales, month to date."] = ("2024-02-11", nsales("2024-02-11"))
checks["How many sales did we do over the weekend, eh?"] = ("2024-02-20", nsales("2024-02-20", lo="2024-02-17",
                                                                                 hi="2024-02-18"))
checks["Ilan po ang mga benta natin na lampas $15 bawat isa?"] = (
    T, sum(1 for s in led(T)["live"] if sum(t for *_, t in s["lines"]) > 15))
# --- stock, price
checks["Ilang kilo ng peras ang natira pa ngayon?"] = (T, k3(stock(T, "pear")))
checks["How many kilos of strawbs left on the shelf, bud?"] = ("2024-02-21", k3(stock("2024-02-21", "strawberry")))
checks["Whit wis the banana stock at closing on the 22nd?"] = (T, k3(stock("2024-02-22", "banana")))
checks["Figures: stock all lines, close of play 26 Feb."] = (
    T, {p: k3(stock("2024-02-26", p)) for p in prods("2024-02-26") if stock("2024-02-26", p) != 0})
checks["Price of pears today, eh?"] = ("2024-02-24", c2(price_on("2024-02-24", "pear")))
checks["Magkano presyo ng peras ngayon?"] = ("2024-02-23", c2(price_on("2024-02-23", "pear")))
checks["Request price list, all lines, as at 20 Feb."] = (T, {p: c2(price_on("2024-02-20", p)) for p in prods(T)})
checks["Whit wis the price o' bananas on the 19th, hen?"] = (T, c2(price_on("2024-02-19", "banana")))
# --- purchases, refunds, write-offs
checks["How much did we shell out to ABC, eh?"] = (T, c2(spent(T, sup="ABC")))
checks["How much did we pay the suppliers last week?"] = ("2024-02-21", c2(spent("2024-02-21", lo="2024-02-12",
                                                                                hi="2024-02-18")))
checks["Report kilos purchased by product."] = (
    T, {p: k3(sum(b[3] for b in led(T)["buys"] if b[2] == p)) for p in prods(T)})
checks["Magkano total refund natin hanggang ngayon?"] = ("2024-02-12", c2(refunded("2024-02-12")))
checks["Request refunds issued, last 10 days inclusive."] = ("2024-02-22", c2(refunded("2024-02-22", lo="2024-02-13")))
checks["How much money did we lose on stock we had tae throw oot?"] = (
    T, c2(sum(-q * led(T)["cost"][p] for _, p, q in led(T)["adj"] if q < 0)))
# --- profit
checks["Magkano ang tubo natin sa strawberry po?"] = (T, c2(gp(T, prod="strawberry")))
checks["Report margin percent, cherry."] = (T, c2(gp(T, prod="cherry") / takings(T, prod="cherry") * 100))
checks["Report gross profit, last week."] = ("2024-02-24", c2(gp("2024-02-24", lo="2024-02-12", hi="2024-02-18")))
checks["Report cost of goods sold, February."] = (T, c2(takings(T) - gp(T)))
# --- rankings, who/which, groupings, averages
spend = {c: takings(T, cust=c) for c in custs(T)}
checks["Top five customers by spend. Descending order."] = (T, ranked(spend, 5))
checks["Who's bought the fewest loonies' worth off us, eh?"] = (T, ranked(spend, 1, low=True)[0])
checks["Report customers spending over 60, month."] = (T, sorted(c for c, v in spend.items() if v > 60))
assert all(v != 60 for v in spend.values())
v = "2024-02-19"
checks["Who's spent the maist wi' us so far this month?"] = (v, ranked({c: takings(v, cust=c) for c in custs(v)}, 1)[0])
checks["Which o' oor customers came in on Valentine's Day?"] = (
    T, sorted({s["cust"] for s in led(T)["live"] if s["date"] == "2024-02-14"}))
wk = {}
for s in led(T)["live"]:
    dd = D(s["date"])
    m = (dd - datetime.timedelta(days=dd.weekday())).isoformat()
    wk[m] = wk.get(m, 0) + sum(t for *_, t in s["lines"])
checks["Gimme takings by week, eh"] = (T, {k: c2(x) for k, x in sorted(wk.items())})
wdn = {}
for s in led(T)["live"]:
    nm = D(s["date"]).strftime("%A")
    wdn[nm] = wdn.get(nm, 0) + sum(t for *_, t in s["lines"])
checks["Request revenue by day of week. Figures."] = (T, {k: c2(x) for k, x in sorted(wdn.items())})
checks["Which weekday is the quietest for money, hen? Aw the weeks added up"] = (T, ranked(wdn, 1, low=True)[0])
checks["Whit dae we take on an average Thursday?"] = (T, c2(takings(T, wd={3}) / 5))
checks["Report average transaction value, last week."] = (
    T, c2(takings(T, lo="2024-02-19", hi="2024-02-25") / nsales(T, lo="2024-02-19", hi="2024-02-25")))
checks["What's the average kilos per sale, eh?"] = (T, k3(kilos(T) / nsales(T)))

assert len(checks) >= 40
bad = 0
for text, (today, want) in checks.items():
    q = by_text[text]
    assert q["today"] == today, (text, q["today"], today)
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", n, "refuse", n_ref, f"({100 * n_ref / n:.1f}%)", "early", len(early),
      f"({100 * len(early) / n:.1f}%)", "categories", len(cats), "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
