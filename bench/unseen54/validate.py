"""Checks bench/unseen54/questions.jsonl: format, unique ids, categories, and an independent recomputation of more
than 60 answers (own parsing of the records, Fraction arithmetic, no import of question_truth.py).

    python bench/unseen54/validate.py
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
CATS = {"polite_followups", "relative_dates", "supplier_relations", "data_person", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as _f:
    qs = [json.loads(line) for line in _f if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q54-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q54-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    datetime.date.fromisoformat(q["today"])
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
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
assert len(qs) >= 200, "fewer than 200 questions"
n_ref = sum(q["category"] == "refuse" for q in qs)
assert 0.09 <= n_ref / len(qs) <= 0.15, "refusal share off"
assert sum(q["today"] < "2024-02-29" for q in qs) >= len(qs) // 5, "too few early todays"
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
with open(DATA, encoding="utf-8") as _f:
    RECS = [json.loads(line) for line in _f if line.strip()]


def state(today):
    """Replays the file up to `today`; returns a plain dict of lists."""
    price, sales, buys, adj, rets, cost = {}, [], [], [], [], {}
    for r in RECS:
        if r["date"] > today:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                             F(str(it["unit_cost"]))))
                cost.setdefault(it["product"], F(str(it["unit_cost"])))
                assert cost[it["product"]] == F(str(it["unit_cost"]))
                if it.get("selling_price") is not None:
                    price[it["product"]] = F(str(it["selling_price"]))
        elif k == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
        elif k == "sale":
            lines = []
            for it in r["items"]:
                qty = F(str(it["quantity"]))
                exact = qty * price[it["product"]] * 100
                assert exact.denominator != 2, "half cent line"
                lines.append((it["product"], qty, F(round(exact), 100)))
            sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "back": False})
        elif k == "return":
            hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                   and not s["back"]]
            assert len(hit) == 1
            hit[0]["back"] = True
            rets.append((r["date"], hit[0]))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    live = [s for s in sales if not s["back"]]
    return {"price": price, "live": live, "buys": buys, "adj": adj, "rets": rets, "cost": cost}


def D(s):
    return datetime.date.fromisoformat(s)


def add(s, n):
    return (D(s) + datetime.timedelta(days=n)).isoformat()


def c2(x):
    x = F(x) * 100
    return float(F(int(x + F(1, 2)), 100))  # half-up for non-negative values


def k3(x):
    x = F(x) * 1000
    return float(F(int(x + F(1, 2)), 1000))


def val(st, lo="0000", hi="9999", cust=None, prod=None, wd=None, what="money"):
    tot = F(0)
    for s in st["live"]:
        if not lo <= s["date"] <= hi or (cust is not None and s["cust"] not in cust):
            continue
        if wd is not None and D(s["date"]).weekday() not in wd:
            continue
        for p, qty, t in s["lines"]:
            if prod is None or p == prod:
                tot += {"money": t, "kg": qty, "profit": t - qty * st["cost"][p]}[what]
    return tot


def nsale(st, lo="0000", hi="9999", cust=None, prod=None):
    return sum(1 for s in st["live"] if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
               and (prod is None or any(p == prod for p, _, _ in s["lines"])))


def stock(d, prod):
    st = state(d)
    return (sum(b[3] for b in st["buys"] if b[2] == prod) - val(st, prod=prod, what="kg")
            + sum(x for _, p, x in st["adj"] if p == prod))


def grouped(st, keyf, what="money", **kw):
    res = {}
    for s in st["live"]:
        for p, qty, t in s["lines"]:
            k = keyf(s, p)
            res[k] = res.get(k, F(0)) + {"money": t, "kg": qty, "profit": t - qty * st["cost"][p]}[what]
    return res


def refunds(st, lo="0000", hi="9999"):
    return sum((sum(t for _, _, t in s["lines"]) for d, s in st["rets"] if lo <= d <= hi), F(0))


def spent(st, lo="0000", hi="9999", sup=None, prod=None):
    return sum((b[3] * b[4] for b in st["buys"] if lo <= b[0] <= hi and (sup is None or b[1] == sup)
                and (prod is None or b[2] == prod)), F(0))


def kgin(st, lo="0000", hi="9999", sup=None, prod=None):
    return sum((b[3] for b in st["buys"] if lo <= b[0] <= hi and (sup is None or b[1] == sup)
                and (prod is None or b[2] == prod)), F(0))


def order(d, low=False):
    return [k for k, _ in sorted(d.items(), key=lambda kv: kv[1] if low else -kv[1])]


FEB = state("2024-02-29")
WK = {5, 6}
GV, HP = "Green Valley Farms", "Hillside Produce"
checks = {}
# --- polite_followups
checks["Would you be able to tell me how much money we took altogether in February, once the returns are taken "
       "off?"] = c2(val(FEB))
checks["I was wondering, could you let me know how many kilos of strawberries we've sold so far this month?"] = \
    k3(val(state("2024-02-20"), prod="strawberry", what="kg"))
checks["Sorry to bother you, but could you tell me how much Omar Haddad has spent with us this month?"] = \
    c2(val(FEB, cust={"Omar Haddad"}))
checks["Would you mind letting me know which of our customers has spent the most with us this month?"] = \
    order(grouped(FEB, lambda s, p: s["cust"]))[0]
checks["I was wondering whether you could tell me how many sales we rang up on the 14th?"] = \
    nsale(FEB, "2024-02-14", "2024-02-14")
checks["Could you kindly tell me what we're charging for a kilo of pears at the moment?"] = c2(FEB["price"]["pear"])
checks["Would it be possible to find out what pears were selling for per kilo back on the 20th of February?"] = \
    c2(state("2024-02-20")["price"]["pear"])
checks["I'd be grateful if you could tell me how many kilos of bananas we had left at close of business on the "
       "15th."] = k3(stock("2024-02-15", "banana"))
checks["Would you be able to tell me how much we've refunded to customers over the whole of February?"] = \
    c2(refunds(FEB))
checks["I was wondering what our profit on cherries has come to this month, after taking off what they cost us?"] = \
    c2(val(FEB, prod="cherry", what="profit"))
checks["Could you please let me know how many different customers have bought something from us so far this month?"] = \
    len({s["cust"] for s in state("2024-02-10")["live"]})
checks["Would you mind telling me how many kilos of fruit we sold on Saturday the 17th?"] = \
    k3(val(FEB, "2024-02-17", "2024-02-17", what="kg"))
checks["I was hoping you could give me our takings for each product this month, please."] = \
    {k: c2(v) for k, v in sorted(grouped(FEB, lambda s, p: p).items())}
checks["Might you be able to tell me the total takings for the week beginning Monday the 12th?"] = \
    c2(val(FEB, "2024-02-12", "2024-02-18"))
checks["Could you possibly tell me who bought mangoes from us in February?"] = \
    sorted({s["cust"] for s in FEB["live"] if any(p == "mango" for p, _, _ in s["lines"])})
checks["I'd really appreciate knowing how many kilos of oranges we have in stock right now."] = \
    k3(stock("2024-02-29", "orange"))
checks["I was just wondering how much we took on the 3rd of February, now that the return has gone through?"] = \
    c2(val(FEB, "2024-02-03", "2024-02-03"))
checks["Could you please tell me how much Eva Berg has spent with us so far?"] = \
    c2(val(state("2024-02-05"), cust={"Eva Berg"}))
checks["Would you be able to give me the combined spend of Ann Brown and Luis Garcia this month?"] = \
    c2(val(FEB, cust={"Ann Brown", "Luis Garcia"}))
checks["I'd be grateful if you'd tell me how much we took on Saturdays and Sundays in February."] = c2(val(FEB, wd=WK))
checks["Could you tell me, please, how many kilos of pears we had in stock at the close of the 9th?"] = \
    k3(stock("2024-02-09", "pear"))
checks["Would you be able to let me know what percentage of this month's takings came from strawberries?"] = \
    c2(val(FEB, prod="strawberry") * 100 / val(FEB))
checks["Might I ask how many kilos of mango we've got left on the shelves?"] = k3(stock("2024-02-24", "mango"))
checks["Would you be able to let me know the gross profit we've made across the shop so far this month?"] = \
    c2(val(state("2024-02-15"), what="profit"))
# --- relative_dates (dates worked out by hand here)
checks["what did we take in the past 10 days"] = c2(val(FEB, "2024-02-20", "2024-02-29"))
checks["Takings over the last fortnight?"] = c2(val(FEB, "2024-02-16", "2024-02-29"))
checks["how much came in the weekend before last"] = c2(val(state("2024-02-28"), "2024-02-17", "2024-02-18"))
checks["What were sales worth three days ago?"] = c2(val(state("2024-02-22"), "2024-02-19", "2024-02-19"))
checks["how much have we taken so far this week"] = c2(val(state("2024-02-22"), "2024-02-19", "2024-02-22"))
checks["kilos sold so far this week?"] = k3(val(state("2024-02-14"), "2024-02-12", "2024-02-14", what="kg"))
checks["What did we take last week?"] = c2(val(state("2024-02-21"), "2024-02-12", "2024-02-18"))
checks["How many sales did we have yesterday?"] = nsale(state("2024-02-16"), "2024-02-15", "2024-02-15")
checks["What did last weekend bring in?"] = c2(val(state("2024-02-26"), "2024-02-24", "2024-02-25"))
checks["how much have we refunded in the past fortnight"] = c2(refunds(state("2024-02-20"), "2024-02-07", "2024-02-20"))
checks["What profit did we make last week?"] = c2(val(state("2024-02-26"), "2024-02-19", "2024-02-25", what="profit"))
checks["What were takings the week before last?"] = c2(val(FEB, "2024-02-12", "2024-02-18"))
checks["What has Tom Lee spent in the last fortnight?"] = \
    c2(val(state("2024-02-24"), "2024-02-11", "2024-02-24", cust={"Tom Lee"}))
checks["how many kilos of fruit did we shift last weekend"] = \
    k3(val(state("2024-02-13"), "2024-02-10", "2024-02-11", what="kg"))
checks["How much strawberry stock did we have at the end of yesterday?"] = k3(stock("2024-02-16", "strawberry"))
checks["What was the orange stock a week ago?"] = k3(stock("2024-02-22", "orange"))
checks["number of sales in the past 3 days"] = nsale(state("2024-02-09"), "2024-02-07", "2024-02-09")
checks["What did we refund last week?"] = c2(refunds(state("2024-02-27"), "2024-02-19", "2024-02-25"))
checks["How many kilos did we sell the weekend before last?"] = \
    k3(val(state("2024-02-20"), "2024-02-10", "2024-02-11", what="kg"))
checks["takings for the past two days"] = c2(val(state("2024-02-19"), "2024-02-18", "2024-02-19"))
checks["What were takings a fortnight ago today?"] = c2(val(FEB, "2024-02-15", "2024-02-15"))
checks["How much did we take last Saturday?"] = c2(val(state("2024-02-21"), "2024-02-17", "2024-02-17"))
checks["What did we take in the 7 days before today?"] = c2(val(state("2024-02-20"), "2024-02-13", "2024-02-19"))
checks["How many kilos have we sold since last Friday?"] = k3(val(FEB, "2024-02-23", what="kg"))
checks["this week so far, takings day by day"] = {
    d: c2(val(FEB, d, d)) for d in ("2024-02-26", "2024-02-27", "2024-02-28", "2024-02-29")}
# --- supplier_relations
checks["How much have we spent with Green Valley Farms this month?"] = c2(spent(FEB, sup=GV))
checks["When did Hillside Produce last deliver?"] = max(b[0] for b in FEB["buys"] if b[1] == HP)
checks["How many kilos did ABC deliver to us in February?"] = k3(kgin(FEB, sup="ABC"))
checks["Break down our stock purchases at cost by supplier for February."] = {
    s: c2(spent(FEB, sup=s)) for s in ("ABC", GV, HP)}
checks["How many deliveries has Green Valley Farms made this month?"] = sum(
    1 for r in RECS if r["kind"] == "purchase" and r["supplier"]["name"] == GV)
checks["When was our last cherry delivery?"] = max(b[0] for b in state("2024-02-27")["buys"] if b[2] == "cherry")
checks["How much have we spent on stock so far this month?"] = c2(spent(state("2024-02-10")))
checks["Averaged over everything ABC delivered, what did we pay per kilo?"] = \
    c2(spent(FEB, sup="ABC") / kgin(FEB, sup="ABC"))
checks["What's our markup on cost for apples, as a percentage?"] = c2(F(17 - 11, 11) * 100)
checks["How many kilos have been delivered in the last 7 days?"] = k3(kgin(FEB, "2024-02-23"))
checks["What share of our stock spend this month went to Green Valley Farms, in percent?"] = \
    c2(spent(FEB, sup=GV) * 100 / spent(FEB))
checks["What did the stock-count write-offs cost us this month, valued at what we paid for the fruit?"] = \
    c2(sum(-x * FEB["cost"][p] for _, p, x in FEB["adj"]))
checks["How much did we spend with suppliers last week?"] = c2(spent(state("2024-02-26"), "2024-02-19", "2024-02-25"))
checks["On average, how much did each Green Valley Farms delivery cost?"] = c2(spent(FEB, sup=GV) / 4)
checks["Which fruit have we bought the most kilos of?"] = order({p: kgin(FEB, prod=p) for p in FEB["cost"]})[0]
# --- data_person
spend = grouped(FEB, lambda s, p: s["cust"])
prod_t = grouped(FEB, lambda s, p: p)
prod_p = grouped(FEB, lambda s, p: p, what="profit")
sale_v = sorted(sum(t for _, _, t in s["lines"]) for s in FEB["live"])
checks["top 3 customers by spend in Feb"] = order(spend)[:3]
checks["Bottom 3 products by takings this month, lowest first"] = order(prod_t, low=True)[:3]
checks["average takings per sale"] = c2(val(FEB) / len(FEB["live"]))
checks["Average spend per customer this month?"] = c2(val(FEB) / len(spend))
checks["Mean daily takings across the 29 days of February"] = c2(val(FEB) / 29)
checks["Count of sales worth more than $15"] = sum(1 for v in sale_v if v > 15)
checks["How many sales had more than one product on them?"] = sum(1 for s in FEB["live"] if len(s["lines"]) > 1)
checks["Top 5 products by kilos sold"] = order(grouped(FEB, lambda s, p: p, what="kg"))[:5]
checks["Weekly takings, keyed by week"] = {k: c2(v) for k, v in sorted(grouped(
    FEB, lambda s, p: (D(s["date"]) - datetime.timedelta(days=D(s["date"]).weekday())).isoformat()).items())}
checks["Which customers spent over $40 this month?"] = sorted(c for c, v in spend.items() if v > 40)
checks["Profit per product for February"] = {k: c2(v) for k, v in sorted(prod_p.items())}
checks["Least profitable product?"] = order(prod_p, low=True)[0]
checks["Largest single sale by value this month"] = c2(sale_v[-1])
checks["median sale value this month"] = c2((sale_v[len(sale_v) // 2 - 1] + sale_v[len(sale_v) // 2]) / 2
                                            if len(sale_v) % 2 == 0 else sale_v[len(sale_v) // 2])
checks["On how many days did takings exceed $30?"] = sum(
    1 for v in grouped(FEB, lambda s, p: s["date"]).values() if v > 30)
checks["How many sales came in under $5?"] = sum(1 for v in sale_v if v < 5)
checks["What's the average price per kilo we actually got across all sales?"] = c2(val(FEB) / val(FEB, what="kg"))
checks["On how many February days did we sell no strawberries at all?"] = sum(
    1 for n in range(1, 30) if nsale(FEB, f"2024-02-{n:02d}", f"2024-02-{n:02d}", prod="strawberry") == 0)
checks["takings by weekday"] = {k: c2(v) for k, v in sorted(grouped(
    FEB, lambda s, p: D(s["date"]).strftime("%A")).items())}
checks["average sale value so far this month"] = c2(val(state("2024-02-18")) / len(state("2024-02-18")["live"]))
checks["top 3 customers by spend so far"] = order(grouped(state("2024-02-15"), lambda s, p: s["cust"]))[:3]

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 60
print("questions", len(qs), "refuse", n_ref, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
