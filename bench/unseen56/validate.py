"""Checks bench/unseen56/questions.jsonl: format, unique ids, persona balance,
and an independent recomputation of a set of answers (own parsing of the
records, Fraction arithmetic, no import of question_truth.py).

    python bench/unseen56/validate.py
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
CATS = {"formal_accountant", "teen_helper", "weekday_manager", "buyer", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q56-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q56-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    datetime.date.fromisoformat(q["today"])
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
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
counts = {c: sum(q["category"] == c for q in qs) for c in CATS}
assert len(qs) >= 200, len(qs)
assert 0.10 <= counts["refuse"] / len(qs) <= 0.14, counts
personas = [counts[c] for c in CATS - {"refuse"}]
assert max(personas) - min(personas) <= 3, counts
assert sum(q["today"] < "2024-02-29" for q in qs) >= len(qs) // 5, "too few early todays"
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
with open(DATA, encoding="utf-8") as fh:
    recs = [json.loads(line) for line in fh if line.strip()]


def book(today):
    """Replay the file up to `today`; returns (sales, buys, adj, rets, price)."""
    price, sales, buys, adj, rets = {}, [], [], [], []
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
        elif k == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
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
            rets.append((r["date"], hit[0]))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    return sales, buys, adj, rets, price


COST = {}
for b in book("9999-12-31")[1]:
    assert COST.setdefault(b[2], b[4]) == b[4]


def D(s):
    return datetime.date.fromisoformat(s)


def c2(x):
    x = F(x) * 100
    assert x - int(x) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert x - int(x) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


class V:
    def __init__(self, today):
        self.today = today
        self.sales, self.buys, self.adj, self.rets, self.price = book(today)
        self.live = [s for s in self.sales if s["back"] is None]

    def sel(self, lo="0000", hi=None, cust=None, prod=None, wd=None):
        hi = hi or self.today
        return [(s, p, q, t) for s in self.live if lo <= s["date"] <= hi and cust in (None, s["cust"])
                and (wd is None or D(s["date"]).weekday() in wd) for p, q, t in s["lines"] if prod in (None, p)]

    def tak(self, **kw):
        return sum((t for _, _, _, t in self.sel(**kw)), F(0))

    def kg(self, **kw):
        return sum((q for _, _, q, _ in self.sel(**kw)), F(0))

    def cost(self, **kw):
        return sum((q * COST[p] for _, p, q, _ in self.sel(**kw)), F(0))

    def n(self, **kw):
        return len({id(s) for s, _, _, _ in self.sel(**kw)})

    def ref(self, lo="0000", wd=None):
        return sum((t for d, s in self.rets if d >= lo and (wd is None or D(d).weekday() in wd)
                    for _, _, t in s["lines"]), F(0))

    def stock(self, p, d=None):
        d = d or self.today
        return (sum(b[3] for b in self.buys if b[2] == p and b[0] <= d)
                - sum(q for s in self.sales if s["date"] <= d and (s["back"] is None or s["back"] > d)
                      for pp, q, _ in s["lines"] if pp == p)
                + sum(q for dd, pp, q in self.adj if pp == p and dd <= d))

    def by(self, f, val):
        out = {}
        for s, p, q, t in self.sel():
            k = f(s, p)
            out[k] = out.get(k, 0) + val(p, q, t)
        return out


def first(d, low=False):
    o = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert o[0][1] != o[1][1]
    return o[0][0]


def mon(s):
    return (D(s) - datetime.timedelta(days=D(s).weekday())).isoformat()


PRODS = sorted(COST)
E = V("2024-02-29")
checks = {}
# ---- formal_accountant
checks["What is the gross margin percentage for February to date?"] = c2((E.tak() - E.cost()) * 100 / E.tak())
checks["Please report cost of goods sold for the month."] = c2(V("2024-02-18").cost())
checks["What is our average transaction value this month?"] = c2(E.tak() / E.n())
checks["State the total value of refunds issued in February."] = c2(E.ref())
checks["Compute the gross profit earned on strawberries for the period."] = c2(
    E.tak(prod="strawberry") - E.cost(prod="strawberry"))
checks["What is the inventory on hand for grapes, in kilograms?"] = k3(E.stock("grape"))
checks["Provide net sales revenue by product for the month."] = {p: c2(E.tak(prod=p)) for p in PRODS if E.tak(prod=p)}
checks["What is the refund ratio, i.e. refunds as a percentage of net sales, for the month?"] = c2(
    E.ref() * 100 / E.tak())
checks["How many sales transactions stand on the books for the month, net of reversals?"] = len(E.live)
checks["What was the closing inventory of pears as at 15 February?"] = k3(E.stock("pear", "2024-02-15"))
checks["Revenue recognised in the week commencing 12 February?"] = c2(E.tak(lo="2024-02-12", hi="2024-02-18"))
checks["What average selling price per kilogram have we realised on oranges this month?"] = c2(
    E.tak(prod="orange") / E.kg(prod="orange"))
checks["Which product carries the lowest gross margin percentage over the month?"] = first(
    {p: (E.tak(prod=p) - E.cost(prod=p)) / E.tak(prod=p) for p in PRODS}, low=True)
checks["What is the value of inventory on hand at unit cost across all products?"] = c2(
    sum(E.stock(p) * COST[p] for p in PRODS))
checks["What is the number of refunds processed to date?"] = len(V("2024-02-23").rets)
checks["Present revenue by week for the month, weeks keyed on the Monday."] = {
    k: c2(v) for k, v in E.by(lambda s, p: mon(s["date"]), lambda p, q, t: t).items()}
checks["What is the cost of inventory written off through stock adjustments?"] = c2(
    sum(-q * COST[p] for _, p, q in E.adj if q < 0))
checks["Which three customer accounts contributed the most revenue?"] = [
    c for c, _ in sorted(E.by(lambda s, p: s["cust"], lambda p, q, t: t).items(), key=lambda kv: -kv[1])[:3]]
checks["Set out gross profit by product."] = {
    p: c2(v) for p, v in V("2024-02-17").by(lambda s, p: p, lambda p, q, t: t - q * COST[p]).items() if v}
checks["Aggregate inventory on hand across all lines, in kilograms?"] = k3(
    sum(V("2024-02-09").stock(p) for p in PRODS))
checks["Purchases at cost, analysed by supplier."] = {
    s: c2(sum(b[3] * b[4] for b in E.buys if b[1] == s)) for s in sorted({b[1] for b in E.buys})}
checks["How many distinct customers transacted with us in the period?"] = len({s["cust"] for s in V("2024-02-11").live})
checks["Gross margin percentage for the week commencing 19 February?"] = c2(
    (E.tak(lo="2024-02-19", hi="2024-02-25") - E.cost(lo="2024-02-19", hi="2024-02-25")) * 100
    / E.tak(lo="2024-02-19", hi="2024-02-25"))
checks["What is gross profit month to date?"] = c2(V("2024-02-14").tak() - V("2024-02-14").cost())
checks["What is the total of refunds issued to date?"] = c2(V("2024-02-12").ref())
checks["Cost of goods sold for the current week to date?"] = c2(V("2024-02-16").cost(lo="2024-02-12"))
v = V("2024-02-21")
checks["Average transaction value for the prior week?"] = c2(
    v.tak(lo="2024-02-12", hi="2024-02-18") / v.n(lo="2024-02-12", hi="2024-02-18"))
checks["What is the inventory on hand of oranges at close of business today?"] = k3(V("2024-02-08").stock("orange"))
# ---- teen_helper
checks["how much dosh came in this month"] = c2(E.tak())
checks["whos our top guy"] = first(E.by(lambda s, p: s["cust"], lambda p, q, t: t))
checks["mango left?"] = k3(E.stock("mango"))
checks["how many kilos of nanas we shift this week"] = k3(E.kg(lo="2024-02-26", prod="banana"))
checks["whats the best seller by kg"] = first(V("2024-02-18").by(lambda s, p: p, lambda p, q, t: q))
checks["total profit so far??"] = c2(V("2024-02-24").tak() - V("2024-02-24").cost())
checks["who bought mango"] = sorted({s["cust"] for s, _, _, _ in V("2024-02-20").sel(prod="mango")})
checks["any refunds this week? how much"] = c2(E.ref(lo="2024-02-26"))
checks["whats pears going for rn"] = c2(E.price["pear"])
checks["hw many sales did we do on the weekend just gone"] = E.n(lo="2024-02-24", hi="2024-02-25")
checks["who spent the least"] = first(E.by(lambda s, p: s["cust"], lambda p, q, t: t), low=True)
checks["how many returns we had"] = len(V("2024-02-16").rets)
checks["who came in on the 20th"] = sorted({s["cust"] for s, _, _, _ in E.sel(lo="2024-02-20", hi="2024-02-20")})
checks["which fruits r under 22 kilos rn"] = sorted(p for p in PRODS if E.stock(p) < 22)
checks["which fruit is in the most sales"] = first({p: sum(1 for s in E.live if p in {x[0] for x in s["lines"]})
                                                   for p in PRODS})
checks["whats left of everything"] = {p: k3(V("2024-02-21").stock(p)) for p in PRODS if V("2024-02-21").stock(p)}
checks["how many kg did ken take home this month"] = k3(E.kg(cust="Ken Smith"))
checks["cash from cherries last 7 days"] = c2(E.tak(lo="2024-02-23", prod="cherry"))
checks["how much dosh so far"] = c2(V("2024-02-10").tak())
checks["oranges left?"] = k3(V("2024-02-17").stock("orange"))
checks["kilos of banana left"] = k3(V("2024-02-13").stock("banana"))
checks["how much dosh this wk"] = c2(V("2024-02-25").tak(lo="2024-02-19"))
# ---- weekday_manager
checks["What did we take last Saturday?"] = c2(E.tak(lo="2024-02-24", hi="2024-02-24"))
checks["How much did we take on Mondays this month?"] = c2(V("2024-02-22").tak(wd={0}))
checks["Which day of the week brings in the most money?"] = first(
    E.by(lambda s, p: D(s["date"]).strftime("%A"), lambda p, q, t: t))
checks["Break down this month's takings by day of the week."] = {
    k: c2(v) for k, v in E.by(lambda s, p: D(s["date"]).strftime("%A"), lambda p, q, t: t).items()}
checks["How many sales did we ring up on Tuesdays?"] = V("2024-02-26").n(wd={1})
checks["What did we take on the 1st?"] = c2(E.tak(lo="2024-02-01", hi="2024-02-01"))
per_day = E.by(lambda s, p: s["date"], lambda p, q, t: t)
checks["Which single day this month had the best takings?"] = first(per_day)
assert all(v != 25 for v in per_day.values())
checks["On which days this month did takings top $25?"] = sorted(d for d, v in per_day.items() if v > 25)
checks["What's the average take per Saturday this month?"] = c2(E.tak(wd={5}) / 4)
checks["Which Wednesday was the best for takings?"] = first({d: v for d, v in per_day.items() if D(d).weekday() == 2})
checks["How much did we refund on Mondays?"] = c2(E.ref(wd={0}))
checks["Takings since the 25th?"] = c2(E.tak(lo="2024-02-25"))
checks["What did we take before the 5th?"] = c2(E.tak(hi="2024-02-04"))
checks["Which customers shop with us on Saturdays?"] = sorted(
    {s["cust"] for s in E.live if D(s["date"]).weekday() == 5})
checks["Which weekday sells the fewest kilos?"] = first(
    E.by(lambda s, p: D(s["date"]).strftime("%A"), lambda p, q, t: q), low=True)
checks["On what date did we sell the most cherries by weight?"] = first(
    {d: E.kg(lo=d, hi=d, prod="cherry") for d in per_day})
checks["What did we take last Friday?"] = c2(V("2024-02-26").tak(lo="2024-02-23", hi="2024-02-23"))
checks["What were the takings last Sunday?"] = c2(V("2024-02-09").tak(lo="2024-02-04", hi="2024-02-04"))
checks["What did the weekend bring in?"] = c2(V("2024-02-19").tak(lo="2024-02-17", hi="2024-02-18"))
checks["How much did we take on the 18th?"] = c2(V("2024-02-19").tak(lo="2024-02-18", hi="2024-02-18"))
checks["What did Sunday the 18th end up being worth, after returns?"] = c2(E.tak(lo="2024-02-18", hi="2024-02-18"))
checks["How are takings looking for this week?"] = c2(V("2024-02-04").tak(lo="2024-01-29"))
checks["What did we take last week, Monday through Sunday?"] = c2(V("2024-02-12").tak(lo="2024-02-05", hi="2024-02-11"))
# ---- buyer
checks["How many kilos of cherries have we got in stock?"] = k3(E.stock("cherry"))
checks["Which products are below 20 kg on hand?"] = sorted(p for p in PRODS if E.stock(p) < 20)
checks["How much have we spent with ABC this month?"] = c2(sum(b[3] * b[4] for b in E.buys if b[1] == "ABC"))
checks["Which suppliers have sold us bananas?"] = sorted({b[1] for b in E.buys if b[2] == "banana"})
checks["How many kilos of stock did we buy in this month?"] = k3(sum(b[3] for b in V("2024-02-12").buys))
cover = {p: E.stock(p) - 2 * E.kg(lo="2024-02-23", prod=p) for p in PRODS}
assert all(cover.values())
checks["At the rate we sold over the last 7 days, which products have less than two weeks of stock left?"] = sorted(
    p for p, v in cover.items() if v < 0)
checks["How many kilos have we written off in stock counts this month?"] = k3(-sum(q for _, _, q in E.adj))
checks["What did we spend on stock in the week of the 5th?"] = c2(
    sum(b[3] * b[4] for b in E.buys if "2024-02-05" <= b[0] <= "2024-02-11"))
checks["Purchases at cost, product by product."] = {
    p: c2(sum(b[3] * b[4] for b in V("2024-02-20").buys if b[2] == p)) for p in PRODS}
checks["Kilos bought from each supplier?"] = {
    s: k3(sum(b[3] for b in V("2024-02-16").buys if b[1] == s)) for s in sorted({b[1] for b in E.buys})}
checks["Which fruits have we only bought on the 1st and never restocked since?"] = sorted(
    {b[2] for b in E.buys} - {b[2] for b in E.buys if b[0] > "2024-02-01"})
checks["What was apple stock at close on the 9th?"] = k3(E.stock("apple", "2024-02-09"))
checks["Which products are we holding more than 28 kg of?"] = sorted(p for p in PRODS if E.stock(p) > 28)
v = V("2024-02-25")
checks["If I reorder everything under 23 kg, what goes on the list?"] = sorted(p for p in PRODS if v.stock(p) < 23)
checks["Which supplier have we spent the most with?"] = first(
    {s: sum(b[3] * b[4] for b in V("2024-02-10").buys if b[1] == s) for s in {"ABC", "Green Valley Farms"}})
checks["What's our markup on mango as a percentage over cost, at the current price?"] = c2(
    (E.price["mango"] - COST["mango"]) * 100 / COST["mango"])
checks["How many kilos of strawberries have we got left?"] = k3(V("2024-02-15").stock("strawberry"))
checks["What's the whole stock worth at cost right now?"] = c2(sum(V("2024-02-20").stock(p) * COST[p] for p in PRODS))
checks["Bananas on hand?"] = k3(V("2024-02-07").stock("banana"))
checks["Stock level of every product at the moment?"] = {p: k3(V("2024-02-12").stock(p)) for p in PRODS}
checks["Kilos of each product sold this week?"] = {
    p: k3(E.kg(lo="2024-02-26", prod=p)) for p in PRODS if E.kg(lo="2024-02-26", prod=p)}

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    if isinstance(want, dict):
        want = dict(want)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", len(qs), counts, "checked", len(checks), "mismatches", bad)
assert len(checks) >= 60
raise SystemExit(1 if bad else 0)
