"""Checks bench/unseen58/questions.jsonl: format, unique ids, persona mix, and an
independent recomputation of a set of answers (own parsing of the records, its
own cut-at-today replay, Fraction arithmetic, no import of question_truth.py).

    python bench/unseen58/validate.py
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
CATS = {"comparer", "search_box", "hedging_owner", "returns_analyst", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q58-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q58-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    datetime.date.fromisoformat(q["today"])
    assert "2024-02-01" <= q["today"] <= "2024-02-29", q
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
n = len(qs)
n_ref = sum(q["category"] == "refuse" for q in qs)
assert n >= 200, n
assert 0.09 <= n_ref / n <= 0.15, n_ref
assert sum(q["today"] < "2024-02-29" for q in qs) >= n // 4 - 5
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def D(s):
    return datetime.date.fromisoformat(s)


def wd(s):
    return WD[D(s).weekday()]


def mon(s):
    return (D(s) - datetime.timedelta(days=D(s).weekday())).isoformat()


def half_up(x, places):
    x = F(x) * 10**places
    sign = -1 if x < 0 else 1
    x = abs(x)
    whole = x.numerator // x.denominator
    if x - whole >= F(1, 2):
        whole += 1
    return F(sign * whole, 10**places)


def c2(x):
    return float(half_up(x, 2))


def k3(x):
    return float(half_up(x, 3))


class Shop:
    def __init__(self, today):
        self.today = today
        price, cost = {}, {}
        self.sales, self.rets, self.buys, self.adj = [], [], [], []
        self.price_now = price
        for r in RECS:
            if r["date"] > today:
                break  # the file is in date order
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    uc = F(str(it["unit_cost"]))
                    assert cost.setdefault(it["product"], uc) == uc
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), uc))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = F(str(it["selling_price"]))
            elif k == "price_change":
                price[r["product"]] = F(str(r["selling_price"]))
            elif k == "sale":
                lines = [(it["product"], F(str(it["quantity"])),
                          half_up(F(str(it["quantity"])) * price[it["product"]], 2)) for it in r["items"]]
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.cost = cost
        self.live = [s for s in self.sales if s["ret"] is None]

    def it(self, lo="0000", hi="9999", cust=None, prod=None, days=None, every=False):
        for s in self.sales if every else self.live:
            if lo <= s["date"] <= hi and cust in (None, s["cust"]) and (days is None or wd(s["date"]) in days):
                for p, q, v in s["lines"]:
                    if prod in (None, p):
                        yield s, p, q, v

    def rev(self, **kw):
        return sum(v for _, _, _, v in self.it(**kw))

    def kg(self, **kw):
        return sum(q for _, _, q, _ in self.it(**kw))

    def prof(self, **kw):
        return sum(v - q * self.cost[p] for _, p, q, v in self.it(**kw))

    def n(self, lo="0000", hi="9999", cust=None, days=None):
        return sum(1 for s in self.live if lo <= s["date"] <= hi and cust in (None, s["cust"])
                   and (days is None or wd(s["date"]) in days))

    def spend(self, who, lo="0000", hi="9999"):
        return self.rev(lo=lo, hi=hi, cust=who)

    def group(self, keyf, valf, **kw):
        out = {}
        for s, p, q, v in self.it(**kw):
            k = keyf(s, p)
            out[k] = out.get(k, 0) + valf(p, q, v)
        return out

    def stock(self, prod, d=None):
        d = d or self.today
        b = sum(q for dt, _, p, q, _ in self.buys if p == prod and dt <= d)
        s = sum(q for x in self.sales if x["date"] <= d and (x["ret"] is None or x["ret"] > d)
                for p, q, _ in x["lines"] if p == prod)
        a = sum(q for dt, p, q in self.adj if p == prod and dt <= d)
        return b - s + a

    def refund(self, lo="0000", hi="9999", cust=None):
        return sum(sum(v for _, _, v in s["lines"]) for r, s in self.rets
                   if lo <= r <= hi and cust in (None, s["cust"]))


_cache = {}


def shop(today):
    if today not in _cache:
        _cache[today] = Shop(today)
    return _cache[today]


def tbl(d, f):
    return {k: f(v) for k, v in sorted(d.items()) if v != 0}


def rank(d, n, low=False):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len({v for _, v in items[: n + 1]}) == min(n + 1, len(items))
    return [k for k, _ in items[:n]]


S = shop("2024-02-29")
custs = sorted({s["cust"] for s in S.sales})
spend = {c: S.spend(c) for c in custs}
checks = {}
checks["Did Bob spend more than Mei in February? By how much?"] = c2(spend["Bob Smith"] - spend["Mei Chen"])
checks["How much more did Omar Haddad spend than Ann Brown over the month?"] = c2(spend["Omar Haddad"]
                                                                                   - spend["Ann Brown"])
checks["How many more kilos of banana than apple went out the door in February?"] = k3(
    S.kg(prod="banana") - S.kg(prod="apple"))
checks["Across February, by how much did weekday takings beat weekend takings?"] = c2(
    S.rev(days=WD[:5]) - S.rev(days=WD[5:]))
checks["How much more profit did strawberries bring in than cherries this month?"] = c2(
    S.prof(prod="strawberry") - S.prof(prod="cherry"))
s14 = shop("2024-02-14")
checks["So far this month has Zoe outspent Tom? What's the difference in dollars?"] = c2(
    s14.spend("Zoe Davis") - s14.spend("Tom Lee"))
s10 = shop("2024-02-10")
checks["How far ahead of last week are we on takings this week?"] = c2(
    s10.rev(lo="2024-02-05") - s10.rev(hi="2024-02-04"))
checks["Rank our top five customers by what they spent in February."] = rank(spend, 5)
checks["Line the products up against each other: revenue for each one in February."] = tbl(
    S.group(lambda s, p: p, lambda p, q, v: v), c2)
checks["Give me takings week by week so I can compare them."] = tbl(
    S.group(lambda s, p: mon(s["date"]), lambda p, q, v: v), c2)
checks["What percentage of February revenue came from cherries?"] = c2(S.rev(prod="cherry") * 100 / S.rev())
checks["Omar's share of all February takings, as a percent?"] = c2(spend["Omar Haddad"] * 100 / S.rev())
checks["Top three products by profit for February, best first."] = rank(
    S.group(lambda s, p: p, lambda p, q, v: v - q * S.cost[p]), 3)
checks["Which two products sold the fewest kilos this month? Lowest first."] = rank(
    S.group(lambda s, p: p, lambda p, q, v: q), 2, low=True)
s21 = shop("2024-02-21")
checks["Compared with last week, how many fewer kilos have we sold so far this week?"] = k3(
    s21.kg(lo="2024-02-12", hi="2024-02-18") - s21.kg(lo="2024-02-19"))
checks["Which customers outspent Mei Chen in February?"] = sorted(c for c in custs if spend[c] > spend["Mei Chen"])
checks["How much more did we pay Green Valley Farms than ABC for stock in February?"] = c2(
    sum(q * c for _, s, _, q, c in S.buys if s == "Green Valley Farms") - sum(q * c for _, s, _, q, c in S.buys
                                                                             if s == "ABC"))
checks["Compare the days of the week: total revenue for each weekday in February."] = tbl(
    S.group(lambda s, p: wd(s["date"]), lambda p, q, v: v), c2)
checks["Which customer took home the most kilos of fruit this month?"] = rank(
    S.group(lambda s, p: s["cust"], lambda p, q, v: q), 1)[0]
s18 = shop("2024-02-18")
checks["Who's spent more so far, Bob or Tom?"] = max(["Bob Smith", "Tom Lee"], key=s18.spend)
s25 = shop("2024-02-25")
checks["This week versus last week: how much more profit has this week made?"] = c2(
    s25.prof(lo="2024-02-19") - s25.prof(lo="2024-02-12", hi="2024-02-18"))
s19 = shop("2024-02-19")
checks["Which customers have spent more than $40 so far this month?"] = sorted(
    c for c in custs if s19.spend(c) > 40)
s13 = shop("2024-02-13")
checks["Rank the products by revenue so far this month, top three."] = rank(
    s13.group(lambda s, p: p, lambda p, q, v: v), 3)
# search_box
checks["apple stock 15th"] = k3(S.stock("apple", "2024-02-15"))
checks["takings today"] = c2(S.rev(lo="2024-02-29"))
checks["takings yesterday"] = c2(S.rev(lo="2024-02-28", hi="2024-02-28"))
checks["kg sold feb total"] = k3(S.kg())
checks["banana price 10th"] = c2(shop("2024-02-10").price_now["banana"])
checks["orange price now"] = c2(shop("2024-02-17").price_now["orange"])
checks["orange price"] = c2(s18.price_now["orange"])
checks["refunds feb"] = c2(S.refund())
checks["sales count this wk"] = S.n(lo="2024-02-26")
checks["profit feb"] = c2(S.prof())
checks["cherry stock"] = k3(S.stock("cherry"))
checks["stock levels all products"] = tbl({p: S.stock(p) for p in S.cost}, k3)
checks["grape revenue last 7 days"] = c2(S.rev(lo="2024-02-23", prod="grape"))
checks["customer spend table feb"] = tbl(spend, c2)
checks["avg sale value feb"] = c2(S.rev() / S.n())
checks["purchase cost by supplier"] = tbl(
    {s: sum(q * c for _, x, _, q, c in S.buys if x == s) for s in {b[1] for b in S.buys}}, c2)
checks["mango buyers"] = sorted({s["cust"] for s, _, _, _ in S.it(prod="mango", every=True)})
checks["weekend takings feb"] = c2(S.rev(days=["Saturday", "Sunday"]))
checks["banana revenue before 19th"] = c2(S.rev(hi="2024-02-18", prod="banana"))
checks["stock apple"] = k3(shop("2024-02-09").stock("apple"))
checks["takings this week"] = c2(shop("2024-02-07").rev(lo="2024-02-05"))
checks["number of sales by weekday"] = tbl({w: S.n(days=[w]) for w in WD}, int)
checks["sales over $20 count"] = sum(1 for s in S.live if sum(v for _, _, v in s["lines"]) > 20)
checks["cogs feb"] = c2(sum(q * S.cost[p] for _, p, q, _ in S.it()))
checks["pear stock"] = k3(shop("2024-02-12").stock("pear"))
checks["takings mtd"] = c2(shop("2024-02-15").rev())
checks["stock grape"] = k3(shop("2024-02-05").stock("grape"))
# hedging_owner
checks["umm roughly how much did we, like, take on fri?"] = c2(S.rev(lo="2024-02-23", hi="2024-02-23"))
checks["I think last week's weekend was decent? what did the sat and sun bring in"] = c2(
    s10.rev(lo="2024-02-03", hi="2024-02-04"))
checks["do we still have cherries?? how many kilos left"] = k3(shop("2024-02-27").stock("cherry"))
checks["uh how many kilos of oranges did we have left as of the 20th"] = k3(S.stock("orange", "2024-02-20"))
checks["eh, how much banana have we got now the delivery's in?"] = k3(shop("2024-02-08").stock("banana"))
checks["what did the stuff we wrote off cost us this month, y'know at cost"] = c2(
    sum(-q * S.cost[p] for _, p, q in S.adj if q < 0))
checks["gross margin for the month as a percent of takings, roughly"] = c2(S.prof() * 100 / S.rev())
checks["how much came in over the last fortnight, ish"] = c2(S.rev(lo="2024-02-16"))
checks["hmm the weekend just gone, what did we take"] = c2(shop("2024-02-26").rev(lo="2024-02-24", hi="2024-02-25"))
checks["so far this month what's profit looking like, roughly"] = c2(shop("2024-02-22").prof())
checks["how much strawberry did we have at close on the 18th, roughly"] = k3(S.stock("strawberry", "2024-02-18"))
checks["so um how much have we taken since we opened this month"] = c2(shop("2024-02-04").rev())
checks["who are the, like, three biggest spenders so far? biggest first"] = rank(
    {c: shop("2024-02-20").spend(c) for c in custs}, 3)
checks["takings for each day last week please, if that's not too much bother"] = tbl(
    S.group(lambda s, p: s["date"], lambda p, q, v: v, lo="2024-02-19", hi="2024-02-25"), c2)
checks["I've a feeling tuesdays are slow... what did all the tuesdays take in feb?"] = c2(S.rev(days=["Tuesday"]))
# returns_analyst
checks["Total value refunded to customers in February?"] = c2(S.refund())
checks["What share of February sales value was later returned? Count every sale rung up, returned or not."] = c2(
    S.refund() * 100 / S.rev(every=True))
checks["What percentage of sales, by number of transactions, ended up coming back as returns?"] = c2(
    F(len(S.rets) * 100, len(S.sales)))
checks["Refunds issued in the week of 12 Feb?"] = c2(S.refund("2024-02-12", "2024-02-18"))
checks["How much have we refunded so far this month?"] = c2(shop("2024-02-20").refund())
checks["Refunds broken down by customer for February."] = tbl({c: S.refund(cust=c) for c in custs}, c2)
checks["Refund totals per week, by the week the refund was given."] = tbl(
    {m: S.refund(m, (D(m) + datetime.timedelta(days=6)).isoformat()) for m in {mon(r) for r, _ in S.rets}}, c2)
checks["How many kilos of fruit came back through returns in February?"] = k3(
    sum(q for _, s in S.rets for _, q, _ in s["lines"]))
checks["On average, how many days after the sale did returns come back?"] = c2(
    F(sum((D(r) - D(s["date"])).days for r, s in S.rets), len(S.rets)))
checks["Net takings for February once refunds are netted off?"] = c2(S.rev(every=True) - S.refund())
checks["Gross sales rung up in February before any returns were taken off?"] = c2(S.rev(every=True))
checks["Refunds paid out in the last 10 days?"] = c2(S.refund(lo="2024-02-20"))
checks["Total refunded before the 15th?"] = c2(S.refund(hi="2024-02-14"))
checks["Refunds between the 12th and the 23rd?"] = c2(S.refund("2024-02-12", "2024-02-23"))
checks["How much has Bob Smith spent with us so far?"] = c2(shop("2024-02-20").spend("Bob Smith"))
checks["Takings on the 18th, as things stand today?"] = c2(shop("2024-02-22").rev(lo="2024-02-18", hi="2024-02-18"))
checks["Revenue for the 18th now that the return from that day's sale has gone through?"] = c2(
    S.rev(lo="2024-02-18", hi="2024-02-18"))
checks["What share of Tom Lee's purchases by value did he bring back?"] = c2(
    S.refund(cust="Tom Lee") * 100 / S.rev(cust="Tom Lee", every=True))
checks["What share of cherry sales value ended up refunded?"] = c2(
    sum(v for _, s in S.rets for p, _, v in s["lines"] if p == "cherry") * 100 / S.rev(prod="cherry", every=True))
checks["Which customers have had refunds so far?"] = sorted({s["cust"] for _, s in s13.rets})
s24 = shop("2024-02-24")
checks["What percentage of this month's sales value so far has been returned?"] = c2(
    s24.refund() * 100 / s24.rev(every=True))
checks["How many kilos have been returned so far this month?"] = k3(
    sum(q for _, s in shop("2024-02-16").rets for _, q, _ in s["lines"]))

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
per = {}
for q in qs:
    per[q["category"]] = per.get(q["category"], 0) + 1
print("questions", n, "refuse", n_ref, "per category", per, "checked", len(checks), "mismatches", bad)
assert len(checks) >= 60
raise SystemExit(1 if bad else 0)
