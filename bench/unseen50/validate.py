"""Checks bench/unseen50/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen50/validate.py
"""

import datetime
import json
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
PERSONAS = {"regional_manager", "stock_clerk", "customer_loyalty", "owner", "refuse"}
KEYS = {"product", "customer", "supplier", "day", "week", "month", "weekday"}

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q50-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q50-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in PERSONAS, q
    datetime.date.fromisoformat(q["today"])
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert (
            set(e) == {"type", "value"} and isinstance(e["value"], (int, float)) and not isinstance(e["value"], bool)
        ), q
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

# ------------------------------------------------------------ independent ledger, cut at `today`
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


def book(today):
    price, buys, sales, adj, rets = {}, [], [], [], []
    for r in RECS:
        if r["date"] > today:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                buys.append(
                    (r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"])))
                )
                if it.get("selling_price") is not None:
                    price[it["product"]] = F(str(it["selling_price"]))
        elif k == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
        elif k == "sale":
            lines = []
            for it in r["items"]:
                q = F(str(it["quantity"]))
                exact = q * price[it["product"]] * 100
                assert exact.denominator != 2, "half cent line"
                lines.append((it["product"], q, F(round(exact), 100)))
            sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, back=None))
        elif k == "return":
            hit = [
                s
                for s in sales
                if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"] and s["back"] is None
            ]
            assert len(hit) == 1
            hit[0]["back"] = r["date"]
            rets.append((r["date"], hit[0]))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    cost = {}
    for b in buys:
        cost.setdefault(b[2], set()).add(b[4])
    assert all(len(v) == 1 for v in cost.values())
    cost = {p: v.pop() for p, v in cost.items()}
    return dict(
        price=price, buys=buys, sales=sales, live=[s for s in sales if s["back"] is None], adj=adj, rets=rets, cost=cost
    )


def D(s):
    return datetime.date.fromisoformat(s)


def c2(x):
    x = F(x) * 100
    assert (x - int(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert (x - int(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def sel(b, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return [
        (s, p, q, t)
        for s in b["live"]
        if lo <= s["date"] <= hi
        and (cust is None or s["cust"] == cust)
        and (wd is None or D(s["date"]).weekday() in wd)
        for p, q, t in s["lines"]
        if prod is None or p == prod
    ]


def tak(b, **kw):
    return sum(t for _, _, _, t in sel(b, **kw))


def kil(b, **kw):
    return sum(q for _, _, q, _ in sel(b, **kw))


def prof(b, **kw):
    return sum(t - q * b["cost"][p] for _, p, q, t in sel(b, **kw))


def nsal(b, **kw):
    return len({id(s) for s, _, _, _ in sel(b, **kw)})


def stock(b, prod, d):
    return (
        sum(x[3] for x in b["buys"] if x[2] == prod and x[0] <= d)
        - sum(
            q
            for s in b["sales"]
            if s["date"] <= d and (s["back"] is None or s["back"] > d)
            for p, q, _ in s["lines"]
            if p == prod
        )
        + sum(q for dt, p, q in b["adj"] if p == prod and dt <= d)
    )


def refunds(b, lo="0000", hi="9999", cust=None):
    return sum(
        t for d, s in b["rets"] if lo <= d <= hi and (cust is None or s["cust"] == cust) for _, _, t in s["lines"]
    )


def grp(b, key, val, **kw):
    out = {}
    for s, p, q, t in sel(b, **kw):
        k = key(s, p)
        out[k] = out.get(k, 0) + val(s, p, q, t)
    return out


def best(d, low=False):
    o = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert o[0][1] != o[1][1]
    return o[0][0]


MON = lambda s, p: (D(s["date"]) - datetime.timedelta(days=D(s["date"]).weekday())).isoformat()  # noqa: E731
WDN = lambda s, p: D(s["date"]).strftime("%A")  # noqa: E731
TK = lambda s, p, q, t: t  # noqa: E731
E = "2024-02-29"
B = book(E)
checks = {}
checks["Can I get February's takings week by week? Key each week on its Monday."] = {
    k: c2(v) for k, v in grp(B, MON, TK).items()
}
checks["Break the month's takings out by day of the week for me."] = {k: c2(v) for k, v in grp(B, WDN, TK).items()}
checks["Across the month so far, which day of the week has earned us the most?"] = best(grp(B, WDN, TK))
checks["This week against last week: what's this week's takings minus last week's?"] = c2(
    tak(B, lo="2024-02-26") - tak(B, lo="2024-02-19", hi="2024-02-25")
)
checks["Weekend trade for the whole month - Saturdays and Sundays combined - what's it come to?"] = c2(
    tak(B, wd={5, 6})
)
checks["Kilos moved on each weekday across February?"] = {
    k: k3(v) for k, v in grp(B, WDN, lambda s, p, q, t: q).items()
}
b = book("2024-02-21")
checks["Where are we on takings this week so far?"] = c2(tak(b, lo="2024-02-19"))
checks["Last week's total takings, please."] = c2(tak(b, lo="2024-02-12", hi="2024-02-18"))
checks["How much did we take this weekend, Saturday plus today?"] = c2(tak(book("2024-02-18"), lo="2024-02-17"))
checks["Average takings per sale in the week starting Monday the 19th?"] = c2(
    tak(B, lo="2024-02-19", hi="2024-02-25") / nsal(B, lo="2024-02-19", hi="2024-02-25")
)
checks["What margin % did we run at last week?"] = c2(
    prof(B, lo="2024-02-19", hi="2024-02-25") / tak(B, lo="2024-02-19", hi="2024-02-25") * 100
)
checks["Refunds per week this month, keyed by the week's Monday (refund dated on the return)?"] = {
    k: c2(v)
    for k, v in grp(dict(live=[dict(date=d, cust="", lines=s["lines"]) for d, s in B["rets"]]), MON, TK).items()
}
checks["What's the week-to-date takings figure?"] = c2(tak(book("2024-02-14"), lo="2024-02-12"))
checks["How many sales did we put through last week, Monday to Sunday?"] = nsal(
    book("2024-02-14"), lo="2024-02-05", hi="2024-02-11"
)
checks["Give me takings per day for this week so far."] = {
    k: c2(v) for k, v in grp(book("2024-02-24"), lambda s, p: s["date"], TK, lo="2024-02-19").items()
}
checks["Which days last week cleared $30 in takings?"] = sorted(
    k for k, v in grp(B, lambda s, p: s["date"], TK, lo="2024-02-19", hi="2024-02-25").items() if v > 30
)
checks["Average Monday takings this month, spread over the four Mondays?"] = c2(tak(B, wd={0}) / 4)
checks["What share of February's takings came in at weekends, as a percentage?"] = c2(tak(B, wd={5, 6}) / tak(B) * 100)
checks["What have we taken so far this week?"] = c2(tak(book("2024-02-26"), lo="2024-02-26"))
checks["And last week's profit, Monday to Sunday?"] = c2(prof(book("2024-02-26"), lo="2024-02-19", hi="2024-02-25"))
cnt = {}
for s in B["live"]:
    n = D(s["date"]).strftime("%A")
    cnt[n] = cnt.get(n, 0) + 1
checks["Sales count by weekday for the month, please."] = cnt
checks["How much more did the week of the 12th take than the week of the 5th?"] = c2(
    tak(B, lo="2024-02-12", hi="2024-02-18") - tak(B, lo="2024-02-05", hi="2024-02-11")
)
checks["How did this week's takings land, Monday the 5th to today?"] = c2(tak(book("2024-02-11"), lo="2024-02-05"))
checks["What did we give back in refunds this week?"] = c2(refunds(book("2024-02-25"), lo="2024-02-19"))
# stock clerk
checks["How many kilos of pears did we have at close on the 20th?"] = k3(stock(B, "pear", "2024-02-20"))
checks["Stock on hand for every product at close today."] = {
    p: k3(stock(B, p, E)) for p in sorted(B["cost"]) if stock(B, p, E)
}
checks["What's strawberry stock at the moment?"] = k3(stock(book("2024-02-14"), "strawberry", "2024-02-14"))
checks["How much cherry was left at close on the 27th, before the new lot arrived?"] = k3(
    stock(B, "cherry", "2024-02-27")
)
checks["Kilos delivered per supplier in February?"] = {}
for x in B["buys"]:
    checks["Kilos delivered per supplier in February?"][x[1]] = k3(
        F(str(checks["Kilos delivered per supplier in February?"].get(x[1], 0))) + x[3]
    )
checks["What have Hillside Produce deliveries cost us in total?"] = c2(
    sum(x[3] * x[4] for x in B["buys"] if x[1] == "Hillside Produce")
)
checks["What did the written-off stock cost us, all products, at unit cost?"] = c2(
    sum(-q * B["cost"][p] for _, p, q in B["adj"] if q < 0)
)
checks["Grape stock at close today?"] = k3(stock(book("2024-02-10"), "grape", "2024-02-10"))
checks["Orange stock at close on the 15th?"] = k3(stock(B, "orange", "2024-02-15"))
checks["Which products were under 20 kg at close on the 25th?"] = sorted(
    p for p in B["cost"] if stock(B, p, "2024-02-25") < 20
)
checks["Total value of all stock on hand at close today, at unit cost?"] = c2(
    sum(stock(B, p, E) * B["cost"][p] for p in B["cost"])
)
checks["Stock of each product at close on the 18th."] = {p: k3(stock(B, p, "2024-02-18")) for p in sorted(B["cost"])}
checks["How much orange is on the shelf right now?"] = k3(stock(book("2024-02-21"), "orange", "2024-02-21"))
checks["What are we charging per kilo for oranges today?"] = c2(book("2024-02-21")["price"]["orange"])
checks["Current selling price on pears?"] = c2(B["price"]["pear"])
checks["What was the banana price at close on the 19th?"] = c2(book("2024-02-19")["price"]["banana"])
checks["Pear price on the 23rd?"] = c2(book("2024-02-23")["price"]["pear"])
checks["Banana stock at close yesterday?"] = k3(stock(book("2024-02-24"), "banana", "2024-02-23"))
checks["All fruit together - how many kilos were in stock at close on the 14th?"] = k3(
    sum(stock(B, p, "2024-02-14") for p in B["cost"])
)
checks["Oranges on hand now, after today's return?"] = k3(stock(book("2024-02-07"), "orange", "2024-02-07"))
checks["Strawberry stock at close today, after the delivery and the count?"] = k3(
    stock(book("2024-02-16"), "strawberry", "2024-02-16")
)
checks["Kilos of banana sold since the 23rd?"] = k3(kil(B, lo="2024-02-23", prod="banana"))
# customer loyalty
spend = grp(B, lambda s, p: s["cust"], TK)
order = sorted(spend.items(), key=lambda kv: -kv[1])
assert order[4][1] != order[5][1]
checks["Who are our five best customers by spend, top first?"] = [c for c, _ in order[:5]]
checks["Spend per customer for the month."] = {k: c2(v) for k, v in spend.items()}
checks["How much have we refunded Tom Lee altogether?"] = c2(refunds(B, cust="Tom Lee"))
checks["How many times has Omar Haddad shopped with us in February?"] = sum(
    1 for s in B["live"] if s["cust"] == "Omar Haddad"
)
checks["Average spend per visit for Ann Brown?"] = c2(tak(B, cust="Ann Brown") / nsal(B, cust="Ann Brown"))
checks["Which customers have spent more than $40 this month?"] = sorted(k for k, v in spend.items() if v > 40)
checks["Which customers have spent under $35 in February?"] = sorted(k for k, v in spend.items() if v < 35)
checks["Eva Berg's spend before the 15th?"] = c2(tak(B, cust="Eva Berg", hi="2024-02-14"))
checks["How much has Tom Lee spent so far?"] = c2(tak(book("2024-02-14"), cust="Tom Lee"))
checks["What has Tom Lee spent this month?"] = c2(tak(book("2024-02-22"), cust="Tom Lee"))
checks["What's Tom Lee's spend for the month as it stands?"] = c2(tak(book("2024-02-26"), cust="Tom Lee"))
checks["Bob Smith's spend so far this month?"] = c2(tak(book("2024-02-18"), cust="Bob Smith"))
checks["How much has Ken Smith spent since the 12th, when he got his refund?"] = c2(
    tak(B, cust="Ken Smith", lo="2024-02-12")
)
checks["How much has Zoe Davis spent on Saturdays and Sundays?"] = c2(tak(B, cust="Zoe Davis", wd={5, 6}))
checks["How much profit have Ann Brown's purchases made us?"] = c2(prof(B, cust="Ann Brown"))
checks["Average spend per customer this month?"] = c2(tak(B) / len(spend))
checks["Which customer has made us the most profit?"] = best(
    grp(B, lambda s, p: s["cust"], lambda s, p, q, t: t - q * B["cost"][p])
)
checks["Which customers haven't bought anything since the 20th?"] = sorted(
    {s["cust"] for s in B["sales"]} - {s["cust"] for s in B["sales"] if s["date"] >= "2024-02-20"}
)
checks["How much have we refunded Ken Smith?"] = c2(refunds(book("2024-02-12"), cust="Ken Smith"))
checks["Who's spent the most with us so far this month?"] = best(grp(book("2024-02-10"), lambda s, p: s["cust"], TK))
# owner
checks["takings today"] = c2(tak(B, lo=E))
checks["profit this month"] = c2(prof(B))
checks["whats the margin on mango"] = c2(prof(B, prod="mango") / tak(B, prod="mango") * 100)
checks["refunds this month total"] = c2(refunds(B))
checks["cogs for feb"] = c2(tak(B) - prof(B))
checks["margin percent overall"] = c2(prof(B) / tak(B) * 100)
checks["avg sale value"] = c2(tak(B) / len(B["live"]))
checks["biggest single sale this month how much"] = c2(max(sum(t for _, _, t in s["lines"]) for s in B["live"]))
checks["takings since the 20th"] = c2(tak(B, lo="2024-02-20"))
checks["takings before the 10th"] = c2(tak(B, hi="2024-02-09"))
checks["profit by product"] = {
    k: c2(v) for k, v in grp(B, lambda s, p: p, lambda s, p, q, t: t - q * B["cost"][p]).items()
}
checks["how many sales over 10 dollars"] = sum(1 for s in B["live"] if sum(t for _, _, t in s["lines"]) > 10)
checks["takings so far this month"] = c2(tak(book("2024-02-10")))
checks["profit so far"] = c2(prof(book("2024-02-10")))
checks["refunds so far this month"] = c2(refunds(book("2024-02-18")))
checks["what did we take this weekend"] = c2(tak(book("2024-02-25"), lo="2024-02-24"))
checks["which days did we take under 15 dollars"] = sorted(
    k for k, v in grp(B, lambda s, p: s["date"], TK).items() if v < 15
)
checks["orange takings since the 18th"] = c2(tak(B, prod="orange", lo="2024-02-18"))
checks["refunds today"] = c2(refunds(book("2024-02-12"), lo="2024-02-12"))
checks["profit so far this month"] = c2(prof(book("2024-02-07")))
checks["how many sales so far"] = len(book("2024-02-07")["live"])
checks["which fruit has the best margin percent"] = best(
    {p: prof(B, prod=p) / tak(B, prod=p) for p in {p for _, p, _, _ in sel(B)}}
)

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
cats = {}
for q in qs:
    cats[q["category"]] = cats.get(q["category"], 0) + 1
print(
    "questions",
    len(qs),
    "refuse",
    sum(q["expect"]["type"] == "refuse" for q in qs),
    "checked",
    len(checks),
    "mismatches",
    bad,
    cats,
)
raise SystemExit(1 if bad else 0)
