"""Checks bench/unseen94/questions.jsonl: format, unique ids, the mix (size, refusals,
early `today`s, four persona blocks), and an independent recomputation of 40+ answers
(its own parsing of the records, Fraction arithmetic, no import of question_truth.py).
Run from the repository root:

    python bench/unseen94/validate.py
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
LAST = "2024-02-29"
# persona blocks, by id (see README.md)
PERSONAS = {"texan_uncle": (1, 50), "pharmacist_register": (51, 100), "hk_accountant": (101, 150),
            "sea_captain": (151, 200)}

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q94-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q94-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip() == q["question"] and q["question"], q
    assert isinstance(q["category"], str) and re.fullmatch(r"[a-z_]+", q["category"]), q
    datetime.date.fromisoformat(q["today"])
    assert q["today"] == LAST or "2024-02-05" <= q["today"] <= "2024-02-25", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)), q
        assert not isinstance(e["value"], bool), q
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
        assert e["ordered"] or e["values"] == sorted(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
        assert list(e["rows"]) == sorted(e["rows"]), q
    else:
        assert t == "refuse" and set(e) == {"type"}, q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ mix checks
n = len(qs)
n_ref = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum(q["today"] != LAST for q in qs)
assert 190 <= n <= 210, n
assert 0.10 <= n_ref / n <= 0.14, ("refusal share", n_ref, n)
assert 0.22 <= n_early / n <= 0.28, ("early share", n_early, n)
assert sorted(x for a, b in PERSONAS.values() for x in range(a, b + 1)) == list(range(1, n + 1)), "persona blocks"
for p, (a, b) in PERSONAS.items():
    block = qs[a - 1:b]
    assert 0.22 <= len(block) / n <= 0.28, (p, len(block))
    assert any(q["today"] != LAST for q in block) and any(q["category"] == "refuse" for q in block), p
cats = {}
for q in qs:
    cats[q["category"]] = cats.get(q["category"], 0) + 1

# ------------------------------------------------------------ independent ledger
with open(DATA) as fh:
    recs = [json.loads(line) for line in fh if line.strip()]
price = {}
price_log = []       # (date, product, price) in file order
sales = []           # dicts: date, cust, lines [(product, qty, line_total)], returned_on
buys = []            # (date, supplier, product, qty, unit_cost, record no)
adj = []             # (date, product, qty)
rets = []            # (date, customer, sale dict)
for no, r in enumerate(recs):
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                         F(str(it["unit_cost"])), no))
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
        hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
               and s["returned_on"] is None]
        assert len(hit) == 1
        hit[0]["returned_on"] = r["date"]
        rets.append((r["date"], r["customer"]["name"], hit[0]))
    elif k == "stock_adjustment":
        adj.append((r["date"], r["product"], F(str(r["quantity"]))))
cost = {}
for b in buys:
    assert cost.setdefault(b[2], b[4]) == b[4], "two unit costs"


def D(s):
    return datetime.date.fromisoformat(s)


def plus(s, n):
    return (D(s) + datetime.timedelta(days=n)).isoformat()


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


def live(today):
    """Sales known at close of `today` and not returned by then."""
    return [s for s in sales if s["date"] <= today and (s["returned_on"] is None or s["returned_on"] > today)]


def takings(today, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return sum(t for s in live(today) if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
               and (wd is None or D(s["date"]).weekday() in wd)
               for p, _, t in s["lines"] if prod is None or p == prod)


def kilos(today, lo="0000", hi="9999", cust=None, prod=None):
    return sum(q for s in live(today) if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
               for p, q, _ in s["lines"] if prod is None or p == prod)


def profit(today, lo="0000", hi="9999", prod=None):
    return sum(t - q * cost[p] for s in live(today) if lo <= s["date"] <= hi
               for p, q, t in s["lines"] if prod is None or p == prod)


def balance(prod, on):
    """Stock at close of `on`: a sale returned after `on` is still out of stock that night."""
    got = sum(b[3] for b in buys if b[2] == prod and b[0] <= on)
    out = sum(q for s in sales if s["date"] <= on and (s["returned_on"] is None or s["returned_on"] > on)
              for p, q, _ in s["lines"] if p == prod)
    return got - out + sum(q for dt, p, q in adj if p == prod and dt <= on)


def price_on(prod, on):
    pp = None
    for dt, p, pr in price_log:
        if p == prod and dt <= on:
            pp = pr
    return pp


def argmax(d, low=False):
    vals = sorted(d.values(), reverse=not low)
    assert len(vals) < 2 or vals[0] != vals[1], ("tie", d)
    return (min if low else max)(d, key=d.get)


def group(rows, key, val):
    out = {}
    for r in rows:
        out[key(r)] = out.get(key(r), 0) + val(r)
    return out


PRODUCTS = sorted({b[2] for b in buys})
checks = {}
# 1 February takings; net of refunds must be the same figure
feb = takings(LAST, "2024-02-01", LAST)
assert feb == sum(total(s) for s in sales) - sum(total(s) for _, _, s in rets)
checks["Pls advise Feb turnover."] = c2(feb)
checks["Feb rev net of refunds"] = c2(feb)
# 2 yesterday at 29th, and at 23rd
checks["Well shoot, what'd we take yesterday?"] = c2(takings(LAST, "2024-02-28", "2024-02-28"))
checks["Yesterday rev how much?"] = c2(takings("2024-02-23", "2024-02-22", "2024-02-22"))
# 3 early month-to-date: returns after today still count
checks["How much cash have we took in so far this month?"] = c2(takings("2024-02-10", "2024-02-01", "2024-02-10"))
checks["Report total takings this month to date."] = c2(takings("2024-02-07", "2024-02-01", "2024-02-07"))
checks["Rev MTD pls"] = c2(takings("2024-02-16", "2024-02-01", "2024-02-16"))
# 4 "the weekend" asked midweek = the Saturday and Sunday just gone
checks["what'd we take over the weekend?"] = c2(takings("2024-02-14", "2024-02-10", "2024-02-11"))
checks["What did the weekend bring in?"] = c2(takings("2024-02-20", "2024-02-17", "2024-02-18"))
checks["What did we take on the weekend just gone?"] = c2(takings(LAST, "2024-02-24", "2024-02-25"))
# 5 customer spend on early days (Bob's 18 Feb sale is returned on the 23rd)
checks["Bob Smith, how much has that ol' boy spent with us this month?"] = c2(takings("2024-02-20", cust="Bob Smith"))
checks["What has Ken spent with us so far this month?"] = c2(takings("2024-02-10", cust="Ken Smith"))
checks["Tom Lee spending MTD?"] = c2(takings("2024-02-22", cust="Tom Lee"))
# 6 last week (Mon-Sun before this week) asked on Wednesday the 21st; this week asked on Sunday the 18th
checks["Last wk rev?"] = c2(takings("2024-02-21", "2024-02-12", "2024-02-18"))
checks["How much we done took this week so far?"] = c2(takings("2024-02-18", "2024-02-12", "2024-02-18"))
# 7 before (exclusive) / between (inclusive) / since (inclusive)
checks["How much did we take before the 10th?"] = c2(takings(LAST, hi="2024-02-09"))
checks["How much did we sell between the 10th and the 17th, both days counted?"] = c2(
    takings(LAST, "2024-02-10", "2024-02-17"))
checks["How many kilos have we sold since the 20th inst., the 20th included?"] = k3(kilos(LAST, lo="2024-02-20"))
checks["Issues of orange, kg, before 18/02/2024."] = k3(kilos(LAST, hi="2024-02-17", prod="orange"))
# 8 last N days include today
checks["What'd we sell in the way of mangoes over the last 7 days, in kilos"] = k3(
    kilos(LAST, "2024-02-23", LAST, prod="mango"))
checks["Rev last 7 days la"] = c2(takings("2024-02-12", "2024-02-06", "2024-02-12"))
checks["Kilos of bananas sold in the last 5 days, this day included."] = k3(
    kilos("2024-02-13", "2024-02-09", "2024-02-13", prod="banana"))
# 9 stock: now, on past days, on early days
checks["Whatcha got left in the way of strawberries, darlin'?"] = k3(balance("strawberry", LAST))
checks["How many kilos of strawberries we got left after today's business?"] = k3(balance("strawberry", "2024-02-16"))
checks["Balance check, orange, at close 17/02/2024 (the day before the price amendment)."] = k3(
    balance("orange", "2024-02-17"))
checks["Running balance, orange, close of business yesterday (12/02/2024)."] = k3(balance("orange", "2024-02-12"))
checks["Closing balances, all lines, at close of 25/02/2024, kg."] = {p: k3(balance(p, "2024-02-25")) for p in PRODUCTS}
checks["Ship's stores by line: what was in the hold at the close of the 22nd?"] = {
    p: k3(balance(p, "2024-02-22")) for p in PRODUCTS}
checks["Tally of grapes in the hold at the close of this day?"] = k3(balance("grape", "2024-02-05"))
now = {p: balance(p, LAST) for p in PRODUCTS}
checks["Lines with a balance under 23 kg at today's close?"] = sorted(p for p, x in now.items() if x < 23)
assert all(x != 23 for x in now.values())
checks["Value of stock on hand at unit cost, all lines, at today's close."] = c2(
    sum(now[p] * cost[p] for p in PRODUCTS))
checks["Stock value at current selling price, all items"] = c2(sum(now[p] * price_on(p, LAST) for p in PRODUCTS))
# 10 prices now / on a date / on the day of a change
checks["Current selling price, pear."] = c2(price_on("pear", "2024-02-24"))
checks["what's oranges goin' for now, per kilo"] = c2(price_on("orange", "2024-02-19"))
checks["What was the orange rate on the 10th inst.?"] = c2(price_on("orange", "2024-02-10"))
checks["Banana selling price on 15/2?"] = c2(price_on("banana", "2024-02-15"))
# 11 profit, margin, COGS
checks["GP for Feb how much ar?"] = c2(profit(LAST, "2024-02-01", LAST))
checks["GP% for Feb pls, 2 d.p."] = c2(profit(LAST, "2024-02-01", LAST) / feb * 100)
checks["COGS for wk ended 18/2?"] = c2(sum(q * cost[p] for s in live(LAST) if "2024-02-12" <= s["date"] <= "2024-02-18"
                                           for p, q, _ in s["lines"]))
checks["GP MTD how much already?"] = c2(profit("2024-02-13"))
checks["Profit on 28/2 can check or not?"] = c2(profit(LAST, "2024-02-28", "2024-02-28"))
mg = {p: profit(LAST, prod=p) / takings(LAST, prod=p) for p in PRODUCTS}
checks["Which product highest GP margin % ar?"] = argmax(mg)
# 12 refunds, dated on the return
checks["Refunds issued 15/2 onwards, ttl amt"] = c2(sum(total(s) for d, _, s in rets if d >= "2024-02-15"))
checks["Refund ttl MTD"] = c2(sum(total(s) for d, _, s in rets if d <= "2024-02-19"))
checks["Total refunds paid out in the week of the 19th?"] = c2(
    sum(total(s) for d, _, s in rets if "2024-02-19" <= d <= "2024-02-25"))
# 13 rankings
cs = group(live(LAST), lambda s: s["cust"], total)
order = sorted(cs, key=cs.get, reverse=True)
assert cs[order[2]] != cs[order[3]]
checks["Top 3 cust by spending Feb, highest first"] = order[:3]
checks["Lowest spending cust this mth?"] = argmax(cs, low=True)
cs25 = group(live("2024-02-25"), lambda s: s["cust"], total)
o25 = sorted(cs25, key=cs25.get, reverse=True)
assert cs25[o25[1]] != cs25[o25[2]]
checks["Top 2 cust by spend MTD, highest first"] = o25[:2]
checks["Which customer has come aboard most often this month, by number of sales?"] = argmax(
    group(live(LAST), lambda s: s["cust"], lambda s: 1))
days = group(live(LAST), lambda s: s["date"], total)
od = sorted(days, key=days.get, reverse=True)
assert days[od[2]] != days[od[3]]
checks["Name our three best days for takings this month, best first."] = od[:3]
checks["Which day this month had the lightest takings?"] = argmax(days, low=True)
wk22 = {p: kilos("2024-02-22", "2024-02-19", "2024-02-22", prod=p) for p in PRODUCTS}
checks["Which fruit has sold the most kilos this week?"] = argmax(wk22)
checks["Which day of the week brought in the most money, all of 'em added up for the month?"] = argmax(
    group(live(LAST), lambda s: D(s["date"]).strftime("%A"), total))
# 14 who / which on an early day
checks["Issue register, 18/02/2024: customers supplied."] = sorted(
    {s["cust"] for s in live("2024-02-19") if s["date"] == "2024-02-18"})
checks["Who all bought cherries last week?"] = sorted(
    {s["cust"] for s in live("2024-02-22") if "2024-02-12" <= s["date"] <= "2024-02-18"
     and any(p == "cherry" for p, _, _ in s["lines"])})
# 15 groupings
wk = group(live(LAST), lambda s: (D(s["date"]) - datetime.timedelta(days=D(s["date"]).weekday())).isoformat(), total)
checks["Rev by wk pls (wk start Mon)"] = {k: c2(x) for k, x in sorted(wk.items())}
checks["Purchase amt to date by supplier"] = {k: c2(x) for k, x in sorted(
    group([b for b in buys if b[0] <= "2024-02-15"], lambda b: b[1], lambda b: b[3] * b[4]).items())}
checks["Receipts to date by supplier, kg."] = {k: k3(x) for k, x in sorted(
    group([b for b in buys if b[0] <= "2024-02-09"], lambda b: b[1], lambda b: b[3]).items())}
checks["Takings for each day this week, Monday through this day."] = {
    k: c2(x) for k, x in sorted(group([s for s in live("2024-02-25") if s["date"] >= "2024-02-19"],
                                      lambda s: s["date"], total).items())}
# 16 write-offs, deliveries, counts
checks["Cost value of all stock written off to date, at unit cost."] = c2(sum(-q * cost[p] for _, p, q in adj if q < 0))
checks["Cost value of written-off stock to date."] = c2(
    sum(-q * cost[p] for d, p, q in adj if q < 0 and d <= "2024-02-20"))
checks["Number of receipt entries (deliveries) in the register for February."] = len({b[5] for b in buys})
checks["How many sales did we ring up yesterday?"] = len([s for s in live("2024-02-25") if s["date"] == "2024-02-24"])
checks["Return entries to date: count."] = len([r for r in rets if r[0] <= "2024-02-23"])
# 17 averages
checks["Avg ticket size for Feb?"] = c2(feb / len(live(LAST)))
checks["Avg sale value so far this mth"] = c2(takings("2024-02-09") / len(live("2024-02-09")))
checks["Daily avg rev 1/2 - 14/2"] = c2(takings(LAST, "2024-02-01", "2024-02-14") / 14)
checks["Average weight per sale this month, in kilos."] = k3(kilos(LAST) / len(live(LAST)))
# 18 a comparison
checks["Rev wk of 19/2 vs wk of 12/2, how much more in $?"] = c2(
    takings(LAST, "2024-02-19", "2024-02-25") - takings(LAST, "2024-02-12", "2024-02-18"))
checks["Feb kg purchased minus kg sold, how many kg?"] = k3(sum(b[3] for b in buys) - kilos(LAST))

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", n, "refuse", n_ref, "(%.1f%%)" % (100 * n_ref / n), "early today", n_early,
      "(%.1f%%)" % (100 * n_early / n), "checked", len(checks), "mismatches", bad)
print("personas", {p: b - a + 1 for p, (a, b) in PERSONAS.items()})
print("categories", dict(sorted(cats.items())))
raise SystemExit(1 if bad else 0)
