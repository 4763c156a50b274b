"""Checks bench/unseen36/questions.jsonl: format, unique ids, counts, and an independent
recomputation of a set of answers (own parsing of the records, Fraction arithmetic, no
import of question_truth.py).  Run from the repository root:

    python bench/unseen36/validate.py
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
PERSONAS = {"bank-loan-officer", "weekend-manager", "curious-regular", "inventory-clerk"}
LAST = "2024-02-29"

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q36-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q36-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert q["category"] in PERSONAS | {"refuse"}, q
    datetime.date.fromisoformat(q["today"])
    assert "2024-02-01" <= q["today"] <= LAST, q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"}, q
        assert isinstance(e["value"], (int, float)) and not isinstance(e["value"], bool), q
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
n_refuse = sum(q["expect"]["type"] == "refuse" for q in qs)
assert len(qs) >= 165 and len(qs) - n_refuse >= 145 and n_refuse >= 20, (len(qs), n_refuse)
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
with open(DATA, encoding="utf-8") as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


def ledger(today):
    """Replay the file up to and including `today`; returns plain lists."""
    price = {}
    sales = []   # [date, customer, [(product, kg, value)], returned?]
    buys = []    # (date, supplier, product, kg, cost)
    adjs = []    # (date, product, kg, reason)
    rets = []    # (date, customer, value)
    for r in RECS:
        if r["date"] > today:
            continue
        if r["kind"] == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                             F(str(it["unit_cost"]))))
                if it.get("selling_price") is not None:
                    price[it["product"]] = F(str(it["selling_price"]))
        elif r["kind"] == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
        elif r["kind"] == "sale":
            lines = []
            for it in r["items"]:
                cents = F(str(it["quantity"])) * price[it["product"]] * 100
                assert cents - int(cents) != F(1, 2), "half cent"
                lines.append((it["product"], F(str(it["quantity"])), F(round(cents), 100)))
            sales.append([r["date"], r["customer"]["name"], lines, False])
        elif r["kind"] == "return":
            hit = [s for s in sales if s[0] == r["sale_date"] and s[1] == r["customer"]["name"] and not s[3]]
            assert len(hit) == 1
            hit[0][3] = True
            rets.append((r["date"], r["customer"]["name"], sum(v for _, _, v in hit[0][2])))
        elif r["kind"] == "stock_adjustment":
            adjs.append((r["date"], r["product"], F(str(r["quantity"])), r["reason"]))
    return {"price": dict(price), "sales": [s for s in sales if not s[3]], "buys": buys, "adjs": adjs,
            "rets": rets}


def wd(s):
    return datetime.date.fromisoformat(s).weekday()


def items(L, lo="0000", hi="9999", prod=None, cust=None, days=None):
    for d, c, lines, _ in L["sales"]:
        if lo <= d <= hi and (cust is None or c == cust) and (days is None or wd(d) in days):
            for p, kg, v in lines:
                if prod is None or p == prod:
                    yield d, c, p, kg, v


def money(L, **kw):
    return sum(v for *_, v in items(L, **kw))


def weight(L, **kw):
    return sum(kg for _, _, _, kg, _ in items(L, **kw))


COST = {}
for _b in ledger(LAST)["buys"]:
    COST.setdefault(_b[2], set()).add(_b[4])
assert all(len(v) == 1 for v in COST.values())
COST = {p: min(v) for p, v in COST.items()}


def cogs(L, **kw):
    return sum(kg * COST[p] for _, _, p, kg, _ in items(L, **kw))


def stock(prod, d):
    L = ledger(d)
    return (sum(b[3] for b in L["buys"] if b[2] == prod) - weight(L, prod=prod)
            + sum(a[2] for a in L["adjs"] if a[1] == prod))


def rnd(x, places):
    x = F(x) * 10 ** places
    assert x - (x.numerator // x.denominator) != F(1, 2), "half unit"
    return float(F(round(x), 10 ** places))


def c2(x):
    return rnd(x, 2)


def k3(x):
    return rnd(x, 3)


def group(L, key, what, **kw):
    out = {}
    for d, c, p, kg, v in items(L, **kw):
        dd = datetime.date.fromisoformat(d)
        k = {"product": p, "customer": c, "day": d,
             "week": (dd - datetime.timedelta(days=dd.weekday())).isoformat(),
             "weekday": dd.strftime("%A")}[key]
        out[k] = out.get(k, 0) + {"v": v, "kg": kg, "gp": v - kg * COST[p]}[what]
    return out


def best(dct, low=False):
    order = sorted(dct.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(order) == 1 or order[0][1] != order[1][1], "tie"
    return order[0][0]


WKEND = {5, 6}
checks = {}   # question text -> (today, expected value)
A = ledger(LAST)

# ---- bank-loan-officer, asked on the 29th
checks["What was the shop's total revenue for February 2024?"] = (LAST, c2(money(A)))
checks["Please state the gross margin, as a percentage of revenue, for February."] = (
    LAST, c2((money(A) - cogs(A)) / money(A) * 100))
checks["What was the cost of goods sold for the month of February?"] = (LAST, c2(cogs(A)))
checks["Please provide revenue broken down by week, with weeks beginning on a Monday."] = (
    LAST, {k: c2(v) for k, v in group(A, "week", "v").items()})
spend = group(A, "customer", "v")
top3 = sorted(spend.values(), reverse=True)[:4]
assert top3[2] != top3[3]
checks["What percentage of February revenue was generated by the three largest customers?"] = (
    LAST, c2(sum(top3[:3]) / money(A) * 100))
checks["What proportion of stock purchases, by cost, was sourced from Green Valley Farms?"] = (
    LAST, c2(sum(b[3] * b[4] for b in A["buys"] if b[1] == "Green Valley Farms")
             / sum(b[3] * b[4] for b in A["buys"]) * 100))
checks["What is the current value of inventory on hand, measured at cost?"] = (
    LAST, c2(sum(stock(p, LAST) * COST[p] for p in COST)))
checks["Please express total refunds as a percentage of revenue for February."] = (
    LAST, c2(sum(r[2] for r in A["rets"]) / money(A) * 100))
checks["What was the average transaction value in February?"] = (LAST, c2(money(A) / len(A["sales"])))
checks["Gross profit by product line for the month, please."] = (
    LAST, {k: c2(v) for k, v in group(A, "product", "gp").items()})
checks["What was total revenue before the 15th of the month?"] = (LAST, c2(money(A, hi="2024-02-14")))
checks["What percentage of revenue was earned on weekends, that is Saturdays and Sundays?"] = (
    LAST, c2(money(A, days=WKEND) / money(A) * 100))
w5, w12 = money(A, lo="2024-02-05", hi="2024-02-11"), money(A, lo="2024-02-12", hi="2024-02-18")
checks["Please give the percentage change in revenue from the week of 5 February to the week of 12 February."] = (
    LAST, c2((w12 - w5) / w5 * 100))
checks["What gross profit was generated on weekdays only, Monday to Friday?"] = (
    LAST, c2(money(A, days={0, 1, 2, 3, 4}) - cogs(A, days={0, 1, 2, 3, 4})))
checks["Which customer generated the least revenue this month?"] = (LAST, best(spend, low=True))
# ---- bank-loan-officer, asked earlier
L15 = ledger("2024-02-15")
checks["What is revenue for the month to date?"] = ("2024-02-15", c2(money(L15)))
checks["What is the gross margin percentage month to date?"] = (
    "2024-02-15", c2((money(L15) - cogs(L15)) / money(L15) * 100))
checks["What is the total of refunds issued so far this month?"] = (
    "2024-02-22", c2(sum(r[2] for r in ledger("2024-02-22")["rets"])))
checks["What was revenue in the previous week?"] = (
    "2024-02-21", c2(money(ledger("2024-02-21"), lo="2024-02-12", hi="2024-02-18")))
checks["What has been spent on stock purchases to date?"] = (
    "2024-02-09", c2(sum(b[3] * b[4] for b in ledger("2024-02-09")["buys"])))

# ---- weekend-manager, asked on the 29th
checks["how much did we take last weekend?"] = (LAST, c2(money(A, lo="2024-02-24", hi="2024-02-25")))
checks["Which Saturday in Feb was our best for takings?"] = (LAST, best(group(A, "day", "v", days={5})))
checks["Weekend takings day by day for February please"] = (
    LAST, {k: c2(v) for k, v in group(A, "day", "v", days=WKEND).items()})
checks["kilos per fruit over all the weekends in february"] = (
    LAST, {k: k3(v) for k, v in group(A, "product", "kg", days=WKEND).items()})
checks["who was our best weekend customer this month, by spend?"] = (LAST, best(group(A, "customer", "v", days=WKEND)))
wk_sales = [s for s in A["sales"] if wd(s[0]) in WKEND]
checks["Who made the biggest single purchase on a weekend this month?"] = (
    LAST, wk_sales[best({i: sum(v for *_, v in s[2]) for i, s in enumerate(wk_sales)})][1])
checks["Give me weekend takings week by week"] = (
    LAST, {k: c2(v) for k, v in group(A, "week", "v", days=WKEND).items()})
checks["avg sale on a weekend?"] = (LAST, c2(money(A, days=WKEND) / len(wk_sales)))
checks["What profit did we make on weekend sales this month?"] = (
    LAST, c2(money(A, days=WKEND) - cogs(A, days=WKEND)))
checks["saturdays or sundays - which brought in more this month?"] = (
    LAST, best(group(A, "weekday", "v", days=WKEND)))
# ---- weekend-manager, asked on weekend days
L17 = ledger("2024-02-17")
checks["how are we doing this saturday so far? total takings"] = ("2024-02-17", c2(money(L17, lo="2024-02-17")))
checks["How many sales have we rung up today?"] = ("2024-02-17", sum(1 for s in L17["sales"] if s[0] == "2024-02-17"))
checks["What did we take last weekend?"] = ("2024-02-17", c2(money(L17, lo="2024-02-10", hi="2024-02-11")))
checks["Which fruit sold the most kilos today?"] = ("2024-02-17", best(group(L17, "product", "kg", lo="2024-02-17")))
L18 = ledger("2024-02-18")
checks["whats the total for this weekend so far, sat and sun?"] = ("2024-02-18", c2(money(L18, lo="2024-02-17")))
checks["How many kilos of cherries have gone this weekend?"] = (
    "2024-02-18", k3(weight(L18, lo="2024-02-17", prod="cherry")))
L25 = ledger("2024-02-25")
checks["What have Saturday and today brought in together?"] = ("2024-02-25", c2(money(L25, lo="2024-02-24")))
checks["How much less did we take this weekend than last weekend?"] = (
    "2024-02-25", c2(money(L25, lo="2024-02-17", hi="2024-02-18") - money(L25, lo="2024-02-24")))
checks["How much cherry do we have left at close today?"] = ("2024-02-25", k3(stock("cherry", "2024-02-25")))
checks["how many kilos went out this weekend"] = ("2024-02-11", k3(weight(ledger("2024-02-11"), lo="2024-02-10")))
checks["first weekend open - what did we take over sat and sun?"] = (
    "2024-02-04", c2(money(ledger("2024-02-04"), lo="2024-02-03")))
checks["Who's been in today?"] = (
    "2024-02-03", sorted({c for _, c, *_ in items(ledger("2024-02-03"), lo="2024-02-03")}))
checks["What's the banana price this Saturday?"] = ("2024-02-24", c2(ledger("2024-02-24")["price"]["banana"]))

# ---- curious-regular
checks["how much has Raj spent with us this month?"] = (LAST, c2(spend["Raj Patel"]))
checks["who's been buying cherries this month?"] = (LAST, sorted({c for _, c, *_ in items(A, prod="cherry")}))
checks["which customers bought both apples and bananas this month?"] = (
    LAST, sorted({c for _, c, *_ in items(A, prod="apple")} & {c for _, c, *_ in items(A, prod="banana")}))
kg_by_fruit = group(A, "product", "kg")
checks["rank the fruit by kilos sold, biggest first"] = (LAST, sorted(kg_by_fruit, key=lambda p: -kg_by_fruit[p]))
assert len(set(kg_by_fruit.values())) == len(kg_by_fruit)
visits = {}
for s in A["sales"]:
    visits[s[1]] = visits.get(s[1], 0) + 1
checks["who comes in most often?"] = (LAST, best(visits))
checks["top five spenders in order?"] = (LAST, sorted(spend, key=lambda c: -spend[c])[:5])
assert len(set(sorted(spend.values(), reverse=True)[:6])) == 6
checks["how much did Tom Lee get back in refunds this month"] = (LAST, c2(sum(r[2] for r in A["rets"]
                                                                              if r[1] == "Tom Lee")))
checks["how many kilos of grapes has Bob Smith bought this month?"] = (
    LAST, k3(weight(A, prod="grape", cust="Bob Smith")))
checks["on average how many kilos does someone buy per visit?"] = (LAST, k3(weight(A) / len(A["sales"])))
checks["how many kilos of bananas have gone since the price went up on the 19th?"] = (
    LAST, k3(weight(A, lo="2024-02-19", prod="banana")))
checks["which weekday is usually busiest for takings?"] = (LAST, best(group(A, "weekday", "v")))
checks["What were pears per kilo on the 20th?"] = (LAST, c2(ledger("2024-02-20")["price"]["pear"]))
checks["who's bought strawberries so far this month?"] = (
    "2024-02-08", sorted({c for _, c, *_ in items(ledger("2024-02-08"), prod="strawberry")}))
checks["did Ken get his money back for those oranges? how much was he refunded?"] = (
    "2024-02-12", c2(sum(r[2] for r in ledger("2024-02-12")["rets"] if r[1] == "Ken Smith")))
checks["how much has Mei Chen spent so far?"] = ("2024-02-20", c2(money(ledger("2024-02-20"), cust="Mei Chen")))
checks["what's Zoe Davis spent so far this month?"] = ("2024-02-06", c2(money(ledger("2024-02-06"), cust="Zoe Davis")))
checks["how many kilos of cherries did Tom Lee pick up today?"] = (
    "2024-02-23", k3(weight(ledger("2024-02-23"), lo="2024-02-23", cust="Tom Lee", prod="cherry")))

# ---- inventory-clerk
checks["stock on hand for every fruit at close today"] = (
    LAST, {p: k3(stock(p, LAST)) for p in sorted(COST) if stock(p, LAST) != 0})
checks["How much strawberry did we have at close on the 15th?"] = (LAST, k3(stock("strawberry", "2024-02-15")))
checks["kilos received from each supplier"] = (
    LAST, {s: k3(sum(b[3] for b in A["buys"] if b[1] == s)) for s in sorted({b[1] for b in A["buys"]})})
checks["write offs by product in kg"] = (
    LAST, {p: k3(-sum(a[2] for a in A["adjs"] if a[1] == p and a[2] < 0)) for p in sorted({a[1] for a in A["adjs"]})})
c7 = weight(A, lo="2024-02-23", prod="cherry")
assert c7 == weight(A, lo="2024-02-22", hi="2024-02-28", prod="cherry")
checks["at the rate cherries sold over the last 7 days, how many days will the current stock last?"] = (
    LAST, c2(stock("cherry", LAST) * 7 / c7))
checks["on which day was banana stock at its lowest?"] = (
    LAST, best({f"2024-02-{n:02d}": stock("banana", f"2024-02-{n:02d}") for n in range(1, 30)}, low=True))
checks["how many kilos of grapes did we have before the 10th?"] = (LAST, k3(stock("grape", "2024-02-09")))
checks["what was the stock worth at cost at close on the 15th?"] = (
    LAST, c2(sum(stock(p, "2024-02-15") * COST[p] for p in COST)))
checks["across everything we bought this month, what did a kilo cost us on average (total spend / total kilos)?"] = (
    LAST, c2(sum(b[3] * b[4] for b in A["buys"]) / sum(b[3] for b in A["buys"])))
checks["strawberry stock right now?"] = ("2024-02-16", k3(stock("strawberry", "2024-02-16")))
checks["how much banana is left in stock now?"] = ("2024-02-09", k3(stock("banana", "2024-02-09")))
checks["how many kg written off so far this month?"] = (
    "2024-02-20", k3(-sum(a[2] for a in ledger("2024-02-20")["adjs"] if a[2] < 0)))
checks["How much orange is on the shelf now?"] = ("2024-02-12", k3(stock("orange", "2024-02-12")))
checks["how much grape do we have now"] = ("2024-02-23", k3(stock("grape", "2024-02-23")))
checks["What did we take in from ABC today, in kilos?"] = (
    "2024-02-01", k3(sum(b[3] for b in ledger("2024-02-01")["buys"] if b[1] == "ABC")))

# ------------------------------------------------------------ compare
bad = 0
for text, (today, want) in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    if q["today"] != today or got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", q["today"], got, "recomputed:", today, want)
early = sum(1 for today, _ in checks.values() if today < LAST)
assert len(checks) >= 50 and early >= 20, (len(checks), early)
cats = {}
for q in qs:
    cats[q["category"]] = cats.get(q["category"], 0) + 1
print("questions", len(qs), "refuse", n_refuse, "asked before the 29th", sum(q["today"] < LAST for q in qs),
      "by category", cats)
print("checked", len(checks), "of which asked earlier", early, "mismatches", bad)
raise SystemExit(1 if bad else 0)
