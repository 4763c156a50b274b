"""Checks bench/unseen24/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen24/validate.py
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
PERSONAS = {"accountant-month-end", "owner-on-phone", "investor", "stock-manager"}

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q24-\d{3}", i) for i in ids), "bad id"
assert ids == ["q24-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
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
# set-level requirements of this bench
assert {q["category"] for q in qs} == PERSONAS | {"refuse"}, "unknown category"
for p in PERSONAS:
    assert sum(q["category"] == p for q in qs) >= 31, ("too few answerable", p)
assert sum(q["category"] == "refuse" for q in qs) >= 16, "too few refusals"
assert len(qs) >= 140, "too few questions"
assert sum(q["today"] != "2024-02-29" for q in qs) >= 20, "too few questions asked on earlier days"
assert all("2024-02-01" <= q["today"] <= "2024-02-29" for q in qs)
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
# One flat list of sale lines: (sale_no, date, customer, product, kg, value, returned_on)
recs = [json.loads(line) for line in open(DATA) if line.strip()]
cur_price = {}
price_hist = {}      # product -> [(date, price)] in file order
LINES = []
SALE_META = []       # sale_no -> [date, customer, returned_on]
BOUGHT = []          # (date, supplier, product, kg, cost)
ADJ = []             # (date, product, kg)
RET = []             # (date, sale_no)
for r in recs:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            BOUGHT.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                cur_price[it["product"]] = F(str(it["selling_price"]))
                price_hist.setdefault(it["product"], []).append((r["date"], cur_price[it["product"]]))
    elif k == "price_change":
        cur_price[r["product"]] = F(str(r["selling_price"]))
        price_hist.setdefault(r["product"], []).append((r["date"], cur_price[r["product"]]))
    elif k == "sale":
        n = len(SALE_META)
        SALE_META.append([r["date"], r["customer"]["name"], None])
        for it in r["items"]:
            kg = F(str(it["quantity"]))
            cents = kg * cur_price[it["product"]] * 100
            assert cents - (cents.numerator // cents.denominator) != F(1, 2), "half cent line"
            LINES.append([n, r["date"], r["customer"]["name"], it["product"], kg, F(round(cents), 100)])
    elif k == "return":
        m = [n for n, (d, c, ro) in enumerate(SALE_META) if d == r["sale_date"] and c == r["customer"]["name"]]
        assert len(m) == 1 and SALE_META[m[0]][2] is None
        SALE_META[m[0]][2] = r["date"]
        RET.append((r["date"], m[0]))
    elif k == "stock_adjustment":
        ADJ.append((r["date"], r["product"], F(str(r["quantity"]))))

UC = {}
for d, s, p, kg, c in BOUGHT:
    assert UC.setdefault(p, c) == c, "product with two unit costs"


def wd(d):
    return datetime.date.fromisoformat(d).weekday()


def live_lines(today, lo="", hi="~", prod=None, cust=None, days=None):
    out = []
    for n, d, c, p, kg, v in LINES:
        ro = SALE_META[n][2]
        if d > today or not (lo <= d <= hi):
            continue
        if ro is not None and ro <= today:
            continue
        if prod and p != prod or cust and c != cust or days is not None and wd(d) not in days:
            continue
        out.append((n, d, c, p, kg, v))
    return out


def rev(today, **kw):
    return sum((l[5] for l in live_lines(today, **kw)), F(0))


def kgs(today, **kw):
    return sum((l[4] for l in live_lines(today, **kw)), F(0))


def cogs(today, **kw):
    return sum((l[4] * UC[l[3]] for l in live_lines(today, **kw)), F(0))


def nsales(today, **kw):
    return len({l[0] for l in live_lines(today, **kw)})


def refunds(today, lo="", hi="~"):
    return sum((v for n, d, c, p, kg, v in LINES for rd, sn in RET
                if sn == n and rd <= today and lo <= rd <= hi), F(0))


def stock(prod, day):
    b = sum((kg for d, s, p, kg, c in BOUGHT if p == prod and d <= day), F(0))
    sold = sum((l[4] for l in live_lines(day, prod=prod)), F(0))
    a = sum((kg for d, p, kg in ADJ if p == prod and d <= day), F(0))
    return b - sold + a


def price_at(prod, day):
    hist = [(d, pr) for d, pr in price_hist[prod] if d <= day]
    assert [pr for d, pr in hist if d < day][-1] == hist[-1][1], "price moved that day"
    return hist[-1][1]


def group(today, keyf, valf, **kw):
    g = {}
    for l in live_lines(today, **kw):
        g[keyf(l)] = g.get(keyf(l), F(0)) + valf(l)
    return g


def rnd(x, places):
    x = F(x) * 10 ** places
    assert x - (x.numerator // x.denominator) != F(1, 2), "half unit"
    return float(F(round(x), 10 ** places))


def c2(x):
    return rnd(x, 2)


def k3(x):
    return rnd(x, 3)


def order(d, n, low_first=False):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low_first)
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), "tie"
    return [k for k, _ in items[:n]]


def mon(d):
    x = datetime.date.fromisoformat(d)
    return (x - datetime.timedelta(days=x.weekday())).isoformat()


END = "2024-02-29"
PRODS = sorted(UC)
checks = {}
# ---- asked on the 29th
checks["What is total revenue for February 2024, net of returns?"] = c2(rev(END))
checks["Please give me COGS for February."] = c2(cogs(END))
checks["What's the gross profit for the month of February?"] = c2(rev(END) - cogs(END))
checks["Gross margin % for February, please."] = c2((rev(END) - cogs(END)) / rev(END) * 100)
checks["What is the total value of customer refunds issued in February?"] = c2(refunds(END))
sup = {}
for d, s, p, kg, c in BOUGHT:
    sup[s] = sup.get(s, 0) + kg * c
checks["I need purchases at cost broken down by supplier for February."] = {k: c2(v) for k, v in sorted(sup.items())}
checks["What is the cost of inventory written off in February (negative stock adjustments valued at unit cost)?"] = c2(
    sum(-kg * UC[p] for d, p, kg in ADJ if kg < 0))
checks["Show me gross profit by product for February."] = {
    k: c2(v) for k, v in sorted(group(END, lambda l: l[3], lambda l: l[5] - l[4] * UC[l[3]]).items())}
checks["What is closing inventory at cost as at 29 February?"] = c2(sum(stock(p, END) * UC[p] for p in PRODS))
checks["What was the inventory valuation at cost at close of business on the 14th?"] = c2(
    sum(stock(p, "2024-02-14") * UC[p] for p in PRODS))
checks["rev yday?"] = c2(rev(END, lo="2024-02-28", hi="2024-02-28"))
checks["hw much stock mango"] = k3(stock("mango", END))
spend = group(END, lambda l: l[2], lambda l: l[5])
checks["who spent the most this month"] = order(spend, 1)[0]
checks["pear price now?"] = c2(price_at("pear", END))
checks["orange price on the 17th?"] = c2(price_at("orange", "2024-02-17"))
checks["avg spend per customer feb?"] = c2(rev(END) / len(spend))
checks["which day this month was biggest for takings"] = order(group(END, lambda l: l[1], lambda l: l[5]), 1)[0]
checks["top 2 fruits by $ this month"] = order(group(END, lambda l: l[3], lambda l: l[5]), 2)
checks["kg sold each day this wk"] = {k: k3(v) for k, v in sorted(
    group(END, lambda l: l[1], lambda l: l[4], lo="2024-02-26").items())}
checks["Revenue by week, please."] = {k: c2(v) for k, v in sorted(group(END, lambda l: mon(l[1]), lambda l: l[5]).items())}
checks["What proportion of revenue was taken on weekends? (%)"] = c2(rev(END, days={5, 6}) / rev(END) * 100)
checks["Top 2 customers by spend?"] = order(spend, 2)
checks["Bottom 3 customers by spend, lowest first."] = order(spend, 3, low_first=True)
names_wd = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
checks["Which day of the week brought in the most revenue in total this month?"] = order(
    group(END, lambda l: names_wd[wd(l[1])], lambda l: l[5]), 1)[0]
checks["How much stock do we have of each product right now, in kg?"] = {p: k3(stock(p, END)) for p in PRODS if stock(p, END)}
checks["What was cherry stock at close on the 27th?"] = k3(stock("cherry", "2024-02-27"))
checks["Kilos of strawberries sold per week."] = {k: k3(v) for k, v in sorted(
    group(END, lambda l: mon(l[1]), lambda l: l[4], prod="strawberry").items())}
gv = {}
for d, s, p, kg, c in BOUGHT:
    if s == "Green Valley Farms":
        gv[p] = gv.get(p, 0) + kg
checks["How many kilos did we buy from Green Valley Farms, per product?"] = {k: k3(v) for k, v in sorted(gv.items())}
checks["Who supplied our bananas this month?"] = sorted({s for d, s, p, kg, c in BOUGHT if p == "banana"})
checks["Which products haven't sold at all since the 25th?"] = sorted(
    set(PRODS) - {l[3] for l in live_lines(END, lo="2024-02-25")})
checks["How many kilos of fruit came back through customer returns this month?"] = k3(
    sum(kg for n, d, c, p, kg, v in LINES if any(sn == n for _, sn in RET)))
checks["How many kg of pears did we sell in the first week of February?"] = k3(kgs(END, prod="pear", hi="2024-02-07"))
checks["cherrys sold last 7 days kg?"] = k3(kgs(END, prod="cherry", lo="2024-02-23"))
checks["Average kilos per sale across February?"] = k3(kgs(END) / nsales(END))
checks["Average daily takings on weekdays (Mon-Fri) in February?"] = c2(rev(END, days={0, 1, 2, 3, 4}) / 21)
checks["How many kilos of oranges did we sell before the 18th?"] = k3(kgs(END, prod="orange", hi="2024-02-17"))

# ---- asked on earlier days
checks["What's month-to-date revenue, net of returns, as of today?"] = c2(rev("2024-02-15"))
checks["MTD cost of goods sold?"] = c2(cogs("2024-02-15"))
checks["Total refunds issued month to date?"] = c2(refunds("2024-02-15"))
checks["Gross profit month-to-date, please."] = c2(rev("2024-02-22") - cogs("2024-02-22"))
checks["What did write-offs cost us so far this month, valued at purchase cost?"] = c2(
    sum(-kg * UC[p] for d, p, kg in ADJ if kg < 0 and d <= "2024-02-22"))
checks["takings today?"] = c2(rev("2024-02-10", lo="2024-02-10"))
checks["stock cherry?"] = k3(stock("cherry", "2024-02-10"))
checks["rev yesterday"] = c2(rev("2024-02-19", lo="2024-02-18", hi="2024-02-18"))
checks["takings last wk"] = c2(rev("2024-02-19", lo="2024-02-12", hi="2024-02-18"))
checks["sales so far this month $"] = c2(rev("2024-02-05"))
checks["hw much pear left"] = k3(stock("pear", "2024-02-24"))
checks["How does this week's revenue so far compare with last week's total? Give the difference (this week minus last)."] = c2(
    rev("2024-02-18", lo="2024-02-12") - rev("2024-02-18", lo="2024-02-05", hi="2024-02-11"))
checks["What share of month-to-date revenue comes from strawberries (%)?"] = c2(
    rev("2024-02-18", prod="strawberry") / rev("2024-02-18") * 100)
assert len({l[1] for l in live_lines("2024-02-11")}) == 11
checks["Average daily takings so far this month?"] = c2(rev("2024-02-11") / 11)
checks["Who are the top 2 customers by spend to date?"] = order(
    group("2024-02-11", lambda l: l[2], lambda l: l[5]), 2)
checks["How much strawberry is in stock right now?"] = k3(stock("strawberry", "2024-02-16"))
checks["pear stock now?"] = k3(stock("pear", "2024-02-09"))
checks["How much mango is left?"] = k3(stock("mango", "2024-02-22"))
checks["Grapes sold this week, in kg?"] = k3(kgs("2024-02-22", prod="grape", lo="2024-02-19"))
checks["Stock level of every product as of today."] = {p: k3(stock(p, "2024-02-15")) for p in PRODS if stock(p, "2024-02-15")}
checks["What's the banana price today?"] = c2(price_at("banana", "2024-02-13"))

bad = 0
early = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    early += q["today"] != END
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 30 and early >= 12, (len(checks), early)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(checks), "(asked before the 29th: %d)" % early, "mismatches", bad)
raise SystemExit(1 if bad else 0)
