"""Checks bench/unseen44/questions.jsonl: format, unique ids, persona labels, and an
independent recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen44/validate.py
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
CATS = {"accountant", "social", "stock", "owner", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q44-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q44-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
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
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger, cut at `today`
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


class Book:
    def __init__(self, today):
        price = {}
        self.plog, self.sales, self.buys, self.adj, self.rets = [], [], [], [], []
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append(
                        (
                            r["date"],
                            r["supplier"]["name"],
                            it["product"],
                            F(str(it["quantity"])),
                            F(str(it["unit_cost"])),
                        )
                    )
                    if it.get("selling_price") is not None:
                        price[it["product"]] = F(str(it["selling_price"]))
                        self.plog.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = F(str(r["selling_price"]))
                self.plog.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = F(str(it["quantity"]))
                    exact = q * price[it["product"]] * 100
                    assert exact.denominator != 2, "half cent line"
                    lines.append((it["product"], q, F(round(exact), 100)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, back=None))
            elif k == "return":
                hit = [
                    s
                    for s in self.sales
                    if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"] and s["back"] is None
                ]
                assert len(hit) == 1
                hit[0]["back"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"])), r["reason"]))
        self.live = [s for s in self.sales if s["back"] is None]
        self.uc = {}
        for p in {b[2] for b in self.buys}:
            costs = {b[4] for b in self.buys if b[2] == p}
            assert len(costs) == 1
            self.uc[p] = costs.pop()

    def rows(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        return [
            (s, p, q, t)
            for s in self.live
            if lo <= s["date"] <= hi and cust in (None, s["cust"]) and (wd is None or D(s["date"]).weekday() in wd)
            for p, q, t in s["lines"]
            if prod in (None, p)
        ]

    def takings(self, *a, **k):
        return sum(t for _, _, _, t in self.rows(*a, **k))

    def kilos(self, *a, **k):
        return sum(q for _, _, q, _ in self.rows(*a, **k))

    def cogs(self, *a, **k):
        return sum(q * self.uc[p] for _, p, q, _ in self.rows(*a, **k))

    def nsale(self, *a, **k):
        return len({id(s) for s, _, _, _ in self.rows(*a, **k)})

    def refunds(self, lo="0000", hi="9999", cust=None):
        return sum(sum(t for _, _, t in s["lines"]) for d, c, s in self.rets if lo <= d <= hi and cust in (None, c))

    def stock(self, prod, d):
        return (
            sum(b[3] for b in self.buys if b[2] == prod and b[0] <= d)
            - self.kilos(hi=d, prod=prod)
            + sum(q for dt, p, q, _ in self.adj if p == prod and dt <= d)
        )

    def price(self, prod, d):
        return [pr for dt, p, pr in self.plog if p == prod and dt <= d][-1]

    def group(self, keyf, valf, **k):
        out = {}
        for s, p, q, t in self.rows(**k):
            kk = keyf(s, p)
            out[kk] = out.get(kk, 0) + valf(p, q, t)
        return out


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


def argmax(d, low=False):
    vals = sorted(d.values(), reverse=not low)
    assert vals[0] != vals[1], "tie"
    return (min if low else max)(d, key=d.get)


def mon(s):
    return (D(s) - datetime.timedelta(days=D(s).weekday())).isoformat()


def BY_PROD(s, p):
    return p


def BY_CUST(s, p):
    return s["cust"]


def KG(p, q, t):
    return q


def MONEY(p, q, t):
    return t


books = {}


def B(today):
    if today not in books:
        books[today] = Book(today)
    return books[today]


E = B("2024-02-29")
checks = {}
# accountant
checks["For the close: gross margin % on February overall?"] = c2((E.takings() - E.cogs()) / E.takings() * 100)
checks["I need February's COGS — kilos sold times unit cost, all lines still standing."] = c2(E.cogs())
checks["Total value of refunds issued in February?"] = c2(E.refunds())
checks["Revenue for the first half of the month, 1st to 14th inclusive?"] = c2(E.takings("2024-02-01", "2024-02-14"))
checks["Revenue for the back half, 15 Feb through 29 Feb?"] = c2(E.takings("2024-02-15", "2024-02-29"))
checks["By how much did second-half revenue (15th–29th) exceed first-half revenue (1st–14th)?"] = c2(
    E.takings("2024-02-15") - E.takings(hi="2024-02-14")
)
checks["Break down February gross profit by product, please."] = {
    k: c2(v) for k, v in sorted(E.group(BY_PROD, lambda p, q, t: t - q * E.uc[p]).items())
}
checks["What margin percentage did strawberries run at this month?"] = c2(
    (E.takings(prod="strawberry") - E.cogs(prod="strawberry")) / E.takings(prod="strawberry") * 100
)
checks["Which product line contributed the most gross profit in dollars for February?"] = argmax(
    E.group(BY_PROD, lambda p, q, t: t - q * E.uc[p])
)
checks["Which product ran the thinnest margin %, February as a whole?"] = argmax(
    {p: 1 - E.cogs(prod=p) / E.takings(prod=p) for p in E.uc if E.takings(prod=p)}, low=True
)
wk = {}
for d, _, s in E.rets:
    wk[mon(d)] = wk.get(mon(d), 0) + sum(t for _, _, t in s["lines"])
checks["Refunds per week, weeks starting Monday — can you tabulate that?"] = {k: c2(v) for k, v in sorted(wk.items())}
checks["Net takings (after returns) for the week commencing Monday 19 February?"] = c2(
    E.takings("2024-02-19", "2024-02-25")
)
checks["What did stock purchases cost us in total this month?"] = c2(sum(b[3] * b[4] for b in E.buys))
sup = {}
for b in E.buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
checks["Purchases at cost, split by supplier, for February."] = {k: c2(v) for k, v in sorted(sup.items())}
wo_cost = sum(-q * E.uc[p] for _, p, q, _ in E.adj if q < 0)
checks["Cost value of everything written off during February?"] = c2(wo_cost)
checks["Gross profit less write-offs at cost, for the month — what's the figure?"] = c2(
    E.takings() - E.cogs() - wo_cost
)
checks["How many refunds did we put through in February?"] = len(E.rets)
checks["Average ticket this month — mean value per sale?"] = c2(E.takings() / len(E.live))
checks["Month-to-date revenue as of today?"] = c2(B("2024-02-15").takings())
checks["What have refunds come to so far this month?"] = c2(B("2024-02-15").refunds())
checks["COGS month to date, please."] = c2(B("2024-02-14").cogs())
b20 = B("2024-02-20")
checks["Where's our gross margin % sitting so far this month?"] = c2((b20.takings() - b20.cogs()) / b20.takings() * 100)
checks["Cherries as a percentage of February revenue?"] = c2(E.takings(prod="cherry") / E.takings() * 100)
checks["Revenue split by day of the week across February."] = {
    k: c2(v) for k, v in sorted(E.group(lambda s, p: D(s["date"]).strftime("%A"), MONEY).items())
}
checks["Number of sale transactions booked in February, net of returned ones?"] = len(E.live)
checks["Last week's revenue?"] = c2(B("2024-02-22").takings("2024-02-12", "2024-02-18"))
checks["Refunds booked last week — total?"] = c2(B("2024-02-26").refunds("2024-02-19", "2024-02-25"))
checks["Closing inventory value at cost at close of business on the 29th?"] = c2(
    sum(E.stock(p, "2024-02-29") * E.uc[p] for p in E.uc)
)
b10 = B("2024-02-10")
checks["Gross profit to date?"] = c2(b10.takings() - b10.cogs())
checks["Cost of goods sold in the week to date (since Monday)?"] = c2(b20.cogs("2024-02-19"))
# social
b25, b26 = B("2024-02-25"), B("2024-02-26")
checks["what was the top seller this weekend by kilos? want to shout it out"] = argmax(
    b25.group(BY_PROD, KG, lo="2024-02-24")
)
checks["best selling fruit by money over the weekend just gone (Sat+Sun)?"] = argmax(
    b26.group(BY_PROD, MONEY, lo="2024-02-24", hi="2024-02-25")
)
cnt = {}
for s in E.live:
    cnt[s["cust"]] = cnt.get(s["cust"], 0) + 1
checks["who's our most loyal customer this month — most separate purchases?"] = argmax(cnt)
checks["number of purchases per customer this month"] = dict(sorted(cnt.items()))
checks["how many customers came back, i.e. made more than one purchase this month?"] = sum(v > 1 for v in cnt.values())
checks["what's Omar Haddad's favourite fruit? going by kilos he's bought"] = argmax(
    E.group(BY_PROD, KG, cust="Omar Haddad")
)
checks["how many different people bought from us in Feb?"] = len({s["cust"] for s in E.live})
big = sorted(E.live, key=lambda s: -sum(t for _, _, t in s["lines"]))
checks["biggest single sale of the month — whose was it?"] = big[0]["cust"]
checks["fun fact time: how many kilos of strawberries did we sell in February?"] = k3(E.kilos(prod="strawberry"))
checks["total weight of fruit we sold this month, in kg?"] = k3(E.kilos())
topkg = sorted(E.group(BY_PROD, KG).items(), key=lambda kv: -kv[1])
assert len({v for _, v in topkg[:4]}) == 4
checks["top 3 fruits by kilos this month, in order"] = [p for p, _ in topkg[:3]]
checks["who bought mango this month? want to tag the mango fans"] = sorted(
    {s["cust"] for s, *_ in E.rows(prod="mango")}
)
checks["which fruits has Raj Patel bought this month?"] = sorted(
    {p for _, p, _, _ in B("2024-02-15").rows(cust="Raj Patel")}
)
checks["valentine's day (14th): kilos of each fruit we sold"] = {
    k: k3(v) for k, v in sorted(E.group(BY_PROD, KG, lo="2024-02-14", hi="2024-02-14").items())
}
checks["leap day! how many sales have we done today?"] = E.nsale("2024-02-29", "2024-02-29")
checks["who's our biggest strawberry fan (most kg bought)?"] = argmax(
    B("2024-02-20").group(BY_CUST, KG, prod="strawberry")
)
checks["any fruit nobody's bought this week so far? (Mon to today)"] = sorted(
    set(b20.uc) - {p for _, p, _, _ in B("2024-02-21").rows(lo="2024-02-19")}
)
spend = E.group(BY_CUST, MONEY)
assert 60 not in spend.values()
checks["shout-out list: customers who've spent over $60 with us this month"] = sorted(
    c for c, v in spend.items() if v > 60
)
checks["least popular fruit by kilos in February?"] = argmax(E.group(BY_PROD, KG), low=True)
checks["how many sales did we make on our first weekend (Sat 3rd and Sun 4th)?"] = B("2024-02-04").nsale("2024-02-03")
checks["average kilos per sale this month?"] = k3(E.kilos() / len(E.live))
checks["which fruits are over $2 a kilo at the moment?"] = sorted(p for p in E.uc if E.price(p, "2024-02-29") > 2)
checks["how many kilos of fruit went out the door over the weekend just gone?"] = k3(
    b26.kilos("2024-02-24", "2024-02-25")
)
checks["kilos sold each weekend day this month, by date"] = {
    k: k3(v) for k, v in sorted(E.group(lambda s, p: s["date"], KG, wd={5, 6}).items())
}
checks["strawberry kilos sold per week, weeks starting Monday"] = {
    k: k3(v) for k, v in sorted(E.group(lambda s, p: mon(s["date"]), KG, prod="strawberry").items())
}
# stock
checks["Closing stock by product at close on the 29th, kg."] = {
    p: k3(E.stock(p, "2024-02-29")) for p in sorted(E.uc) if E.stock(p, "2024-02-29")
}
checks["Total kg written off with reason 'stock count' this month?"] = k3(
    sum(-q for _, _, q, r in E.adj if q < 0 and r == "stock count")
)
checks["Strawberry stock at close on the 16th?"] = k3(E.stock("strawberry", "2024-02-16"))
checks["Grape stock at close on the 3rd, after the count?"] = k3(E.stock("grape", "2024-02-03"))
checks["Cherry stock at close of the 28th?"] = k3(E.stock("cherry", "2024-02-28"))
b24 = B("2024-02-24")
checks["Which product are we holding the most kilos of at close today?"] = argmax(
    {p: b24.stock(p, "2024-02-24") for p in b24.uc}
)
checks["Total kg on sales that were returned this month?"] = k3(
    sum(q for _, _, s in b24.rets for _, q, _ in s["lines"])
)
checks["Cherry sell-through % for February (kg sold ÷ kg bought × 100)?"] = c2(
    E.kilos(prod="cherry") / sum(b[3] for b in E.buys if b[2] == "cherry") * 100
)
b15 = B("2024-02-15")
checks["Stock per product at close today."] = {
    p: k3(b15.stock(p, "2024-02-15")) for p in sorted(b15.uc) if b15.stock(p, "2024-02-15")
}
checks["Kg of oranges sold between the 10th and the 20th?"] = k3(E.kilos("2024-02-10", "2024-02-20", prod="orange"))
checks["Pear stock at close today, count included?"] = k3(B("2024-02-09").stock("pear", "2024-02-09"))
checks["Strawberries on hand at close today?"] = k3(B("2024-02-19").stock("strawberry", "2024-02-19"))
checks["Grape stock at close yesterday?"] = k3(B("2024-02-12").stock("grape", "2024-02-11"))
checks["Orange stock at close on the 20th?"] = k3(E.stock("orange", "2024-02-20"))
checks["Pear stock right now (close today)?"] = k3(B("2024-02-22").stock("pear", "2024-02-22"))
checks["Banana kg sold before the 19th?"] = k3(E.kilos(hi="2024-02-18", prod="banana"))
checks["Strawberry shrinkage as a % of kg bought (written-off kg ÷ bought kg × 100)?"] = c2(
    sum(-q for _, p, q, _ in E.adj if p == "strawberry" and q < 0)
    / sum(b[3] for b in E.buys if b[2] == "strawberry")
    * 100
)
checks["Kg of each product sold so far this month."] = {
    k: k3(v) for k, v in sorted(B("2024-02-06").group(BY_PROD, KG).items())
}
# owner
checks["bob this week $"] = c2(E.takings("2024-02-26", cust="Bob Smith"))
checks["kg oranges sat"] = k3(b25.kilos("2024-02-24", "2024-02-24", prod="orange"))
checks["takings yday"] = c2(B("2024-02-19").takings("2024-02-18", "2024-02-18"))
checks["best seller this wk $"] = argmax(B("2024-02-23").group(BY_PROD, MONEY, lo="2024-02-19"))
checks["cherries left kg"] = k3(B("2024-02-27").stock("cherry", "2024-02-27"))
checks["refunds this wk"] = c2(b15.refunds("2024-02-12"))
checks["banana price now"] = c2(B("2024-02-18").price("banana", "2024-02-18"))
b22 = B("2024-02-22")
checks["profit this wk"] = c2(b22.takings("2024-02-19") - b22.cogs("2024-02-19"))
checks["orange price on the 17th"] = c2(E.price("orange", "2024-02-17"))
checks["orange price 18th"] = c2(E.price("orange", "2024-02-18"))
ranked = sorted(spend.items(), key=lambda kv: -kv[1])
assert len({v for _, v in ranked[:4]}) == 4
checks["top 3 custs by $ feb"] = [c for c, _ in ranked[:3]]
checks["takings this wkend"] = c2(b25.takings("2024-02-24", "2024-02-25"))
checks["takings before the 10th"] = c2(E.takings(hi="2024-02-09"))
checks["takings 10th-20th"] = c2(E.takings("2024-02-10", "2024-02-20"))
checks["tom lee spend so far feb"] = c2(b20.takings(cust="Tom Lee"))
checks["bob smith total $ so far"] = c2(b22.takings(cust="Bob Smith"))
checks["refunds so far $"] = c2(B("2024-02-13").refunds())
checks["pear price now"] = c2(b24.price("pear", "2024-02-24"))
checks["who bought today"] = sorted({s["cust"] for s in E.live if s["date"] == "2024-02-29"})
checks["kg sold this wk"] = k3(B("2024-02-17").kilos("2024-02-12"))
checks["apple stock kg"] = k3(B("2024-02-12").stock("apple", "2024-02-12"))
b27 = B("2024-02-27")
checks["profit yday"] = c2(b27.takings("2024-02-26", "2024-02-26") - b27.cogs("2024-02-26", "2024-02-26"))

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print(
    "questions",
    len(qs),
    "refuse",
    sum(q["expect"]["type"] == "refuse" for q in qs),
    "checked",
    len(checks),
    "mismatches",
    bad,
)
raise SystemExit(1 if bad else 0)
