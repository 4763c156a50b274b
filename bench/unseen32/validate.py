"""Checks bench/unseen32/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction arithmetic,
records dated up to each question's `today` only, no import of question_truth.py).
Run from the repository root:

    python bench/unseen32/validate.py
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

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as f:
    qs = [json.loads(line) for line in f if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q32-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q32-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert q["category"] in {"tax-accountant", "new-owner", "supplier-rep", "shift-lead", "refuse"}, q
    assert "2024-02-01" <= q["today"] <= "2024-02-29", q
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
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_refuse = sum(q["expect"]["type"] == "refuse" for q in qs)
assert len(qs) >= 165 and n_refuse >= 20 and len(qs) - n_refuse >= 145, (len(qs), n_refuse)
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger, as known on a given day
with open(DATA, encoding="utf-8") as f:
    RECS = [json.loads(line) for line in f if line.strip()]


class Book:
    def __init__(self, today):
        self.today = today
        price = {}
        self.price_log = []   # (date, product, price) in file order
        self.sales = []       # dicts: date, cust, lines [(product, kg, value)], back (return date or None)
        self.buys = []        # (date, supplier, product, kg, unit cost)
        self.adj = []         # (date, product, kg)
        self.rets = []        # (date, customer, sale)
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                                      F(str(it["unit_cost"]))))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = F(str(it["selling_price"]))
                        self.price_log.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = F(str(r["selling_price"]))
                self.price_log.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = F(str(it["quantity"]))
                    cents = kg * price[it["product"]] * 100
                    assert cents - int(cents) != F(1, 2), "half cent line"
                    lines.append((it["product"], kg, F(round(cents), 100)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, back=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["back"] is None]
                assert len(hit) == 1
                hit[0]["back"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.live = [s for s in self.sales if s["back"] is None]
        self.unit = {}
        for _, _, p, _, c in self.buys:
            assert self.unit.setdefault(p, c) == c

    def lines(self, lo="0", hi="9", cust=None, prod=None, wd=None):
        for s in self.live:
            if lo <= s["date"] <= hi and cust in (None, s["cust"]) and (wd is None or D(s["date"]).weekday() in wd):
                for p, kg, v in s["lines"]:
                    if prod in (None, p):
                        yield s, p, kg, v

    def takings(self, **kw):
        return sum(v for _, _, _, v in self.lines(**kw))

    def kg(self, **kw):
        return sum(kg for _, _, kg, _ in self.lines(**kw))

    def cogs(self, **kw):
        return sum(kg * self.unit[p] for _, p, kg, _ in self.lines(**kw))

    def stock(self, prod, d=None):
        d = d or self.today
        inn = sum(b[3] for b in self.buys if b[2] == prod and b[0] <= d)
        out = sum(kg for s in self.sales if s["date"] <= d and not (s["back"] and s["back"] <= d)
                  for p, kg, _ in s["lines"] if p == prod)
        return inn - out + sum(q for dt, p, q in self.adj if p == prod and dt <= d)

    def price(self, prod, d=None):
        d = d or self.today
        return [pr for dt, p, pr in self.price_log if p == prod and dt <= d][-1]

    def group(self, keyf, valf, **kw):
        out = {}
        for s, p, kg, v in self.lines(**kw):
            k = keyf(s, p)
            out[k] = out.get(k, 0) + valf(p, kg, v)
        return out


def D(s):
    return datetime.date.fromisoformat(s)


def c2(x):
    x = F(x) * 100
    assert abs((x - int(x)) - F(1, 2)) > F(1, 20), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert abs((x - int(x)) - F(1, 2)) > F(1, 20), "half gram"
    return float(F(round(x), 1000))


def top(d, lowest=False):
    order = sorted(d.items(), key=lambda kv: kv[1], reverse=not lowest)
    assert len(order) == 1 or order[0][1] != order[1][1], "tie"
    return order[0][0]


def mon(s):
    return (D(s) - datetime.timedelta(days=D(s).weekday())).isoformat()


def TAK(p, kg, v):
    return v


def KG(p, kg, v):
    return kg


checks = {}   # question text -> (today, recomputed answer)


def chk(text, today, value):
    assert text not in checks, text
    checks[text] = (today, value)


# ------------------------------------------------------------ asked on the 29th
T = "2024-02-29"
B = Book(T)
chk("What were total takings for February 2024?", T, c2(B.takings(lo="2024-02-01", hi=T)))
chk("Can I get takings by week? Weeks starting Monday.", T,
    {k: c2(v) for k, v in B.group(lambda s, p: mon(s["date"]), TAK).items()})
chk("Cost of goods sold for the month of February?", T, c2(B.cogs()))
chk("What was the gross margin percentage for February?", T, c2((B.takings() - B.cogs()) / B.takings() * 100))
chk("Total value of customer refunds in February", T, c2(sum(v for _, _, s in B.rets for _, _, v in s["lines"])))
chk("What did the stock write-offs cost us in February, at cost price?", T,
    c2(sum(-q * B.unit[p] for _, p, q in B.adj if q < 0)))
sup = {}
for b in B.buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
chk("Purchases at cost broken down by supplier for February", T, {k: c2(v) for k, v in sup.items()})
chk("Sales revenue between the 10th and the 20th inclusive?", T, c2(B.takings(lo="2024-02-10", hi="2024-02-20")))
chk("Refunds dated from the 15th onwards", T,
    c2(sum(v for d, _, s in B.rets if d >= "2024-02-15" for _, _, v in s["lines"])))
chk("Gross profit by product for February", T,
    {k: c2(v) for k, v in B.group(lambda s, p: p, lambda p, kg, v: v - kg * B.unit[p]).items()})
chk("Gross profit for last week", T,
    c2(B.takings(lo="2024-02-19", hi="2024-02-25") - B.cogs(lo="2024-02-19", hi="2024-02-25")))
chk("Average transaction value for February", T, c2(B.takings() / len(B.live)))
chk("What were takings before the 8th?", T, c2(B.takings(hi="2024-02-07")))
chk("Weekend takings for the month (Saturdays and Sundays)", T, c2(B.takings(wd={5, 6})))
chk("Total refunded to Tom Lee this month", T,
    c2(sum(v for _, c, s in B.rets if c == "Tom Lee" for _, _, v in s["lines"])))
chk("Cost of goods sold by week", T, {k: c2(v) for k, v in B.group(lambda s, p: mon(s["date"]),
                                                                    lambda p, kg, v: kg * B.unit[p]).items()})
spend = B.group(lambda s, p: s["cust"], TAK)
order = sorted(spend, key=lambda c: -spend[c])
assert spend[order[2]] != spend[order[3]]
chk("who are our best customers? like the top 3 by what they spend", T, order[:3])
chk("did we sell more at the end of the month than the start? how much more did we take from the 15th on "
    "than before the 15th?", T, c2(B.takings(lo="2024-02-15") - B.takings(hi="2024-02-14")))
visits = {}
for s in B.live:
    visits[s["cust"]] = visits.get(s["cust"], 0) + 1
chk("who comes in the most often?", T, top(visits))
chk("what's our slowest weekday for takings?", T,
    top(B.group(lambda s, p: D(s["date"]).strftime("%A"), TAK), lowest=True))
chk("what was our best day of the whole month for sales?", T, top(B.group(lambda s, p: s["date"], TAK)))
chk("how many kilos has Zoe bought this month?", T, k3(B.kg(cust="Zoe Davis")))
chk("who bought mango this month?", T, sorted({s["cust"] for s, _, _, _ in B.lines(prod="mango")}))
chk("how many times has Tom Lee been in, not counting the sales he returned?", T, visits["Tom Lee"])
chk("on average how much did we take per day last week?", T, c2(B.takings(lo="2024-02-19", hi="2024-02-25") / 7))
chk("who buys the most bananas?", T, top(B.group(lambda s, p: s["cust"], KG, prod="banana")))
chk("if you split this month's takings across all our customers, what does each one spend on average?", T,
    c2(B.takings() / len(spend)))
chk("what share of our sales came from cherries, as a percent?", T, c2(B.takings(prod="cherry") / B.takings() * 100))
chk("On average how many kilos of strawberries do you sell a day?", T, k3(B.kg(prod="strawberry") / 29))
chk("How many kilos of pear are left on the shelf?", T, k3(B.stock("pear")))
chk("I'm with Hillside Produce. What did you buy from us, kilos by product?", T,
    {p: k3(sum(b[3] for b in B.buys if b[1] == "Hillside Produce" and b[2] == p))
     for p in {b[2] for b in B.buys if b[1] == "Hillside Produce"}})
chk("How many deliveries did Green Valley Farms make in February?", T,
    sum(1 for r in RECS if r["kind"] == "purchase" and r["supplier"]["name"] == "Green Valley Farms"))
chk("What percentage of your purchase spend went to Green Valley Farms?", T,
    c2(sup["Green Valley Farms"] / sum(sup.values()) * 100))
chk("What percent of the strawberries you bought have been sold so far?", T,
    c2(B.kg(prod="strawberry") / sum(b[3] for b in B.buys if b[2] == "strawberry") * 100))
chk("Which fruit has the lowest gross margin %?", T,
    top({p: (B.takings(prod=p) - B.cogs(prod=p)) / B.takings(prod=p) for p in B.unit}, lowest=True))
chk("What's your remaining stock worth at cost?", T, c2(sum(B.stock(p) * B.unit[p] for p in B.unit)))
chk("What was the shelf price of oranges on the 10th?", T, c2(B.price("orange", "2024-02-10")))
chk("What was the cherry stock at close on the 28th?", T, k3(B.stock("cherry", "2024-02-28")))
chk("How many sales had cherries in them?", T, len({id(s) for s, _, _, _ in B.lines(prod="cherry")}))
chk("stock levels for everything right now", T, {p: k3(B.stock(p)) for p in B.unit})
chk("what was strawberry stock at close on the 15th?", T, k3(B.stock("strawberry", "2024-02-15")))
chk("kg sold by weekday over the month", T,
    {k: k3(v) for k, v in B.group(lambda s, p: D(s["date"]).strftime("%A"), KG).items()})
chk("best seller this week by kilos?", T, top(B.group(lambda s, p: p, KG, lo="2024-02-26")))
chk("what were pears selling for on the 20th?", T, c2(B.price("pear", "2024-02-20")))
chk("which days did we sell more than 12 kg?", T,
    sorted(d for d, v in B.group(lambda s, p: s["date"], KG).items() if v > 12))
chk("what did we sell today, kg per fruit?", T, {k: k3(v) for k, v in B.group(lambda s, p: p, KG, lo=T).items()})
chk("current price list please", T, {p: c2(B.price(p)) for p in B.unit})
chk("apple stock at close on the 9th?", T, k3(B.stock("apple", "2024-02-09")))
chk("what were bananas priced at before the 19th?", T, c2(B.price("banana", "2024-02-18")))
chk("which fruits are under 22 kg in stock right now?", T, sorted(p for p in B.unit if B.stock(p) < 22))
chk("weekly kilos sold, by week", T, {k: k3(v) for k, v in B.group(lambda s, p: mon(s["date"]), KG).items()})

# ------------------------------------------------------------ asked on earlier days
for today, text, fn in [
    ("2024-02-14", "Month-to-date takings?", lambda b: c2(b.takings())),
    ("2024-02-14", "Refunds so far this month", lambda b: c2(sum(v for _, _, s in b.rets for _, _, v in s["lines"]))),
    ("2024-02-10", "Gross profit for 1-4 Feb", lambda b: c2(b.takings(hi="2024-02-04") - b.cogs(hi="2024-02-04"))),
    ("2024-02-20", "cost of goods sold last week?", lambda b: c2(b.cogs(lo="2024-02-12", hi="2024-02-18"))),
    ("2024-02-23", "Gross profit for this week to date",
     lambda b: c2(b.takings(lo="2024-02-19") - b.cogs(lo="2024-02-19"))),
    ("2024-02-16", "Stock purchases at cost so far in February", lambda b: c2(sum(x[3] * x[4] for x in b.buys))),
    ("2024-02-12", "Write-off cost to date", lambda b: c2(sum(-q * b.unit[p] for _, p, q in b.adj if q < 0))),
    ("2024-02-22", "Takings by week so far",
     lambda b: {k: c2(v) for k, v in b.group(lambda s, p: mon(s["date"]), TAK).items()}),
    ("2024-02-09", "how are we doing so far this month? total sales?", lambda b: c2(b.takings())),
    ("2024-02-12", "who's our biggest spender up to now?", lambda b: top(b.group(lambda s, p: s["cust"], TAK))),
    ("2024-02-15", "what's the average sale been so far this month?", lambda b: c2(b.takings() / len(b.live))),
    ("2024-02-19", "how many different people have bought from us so far?", lambda b: len({s["cust"] for s in b.live})),
    ("2024-02-20", "how much more did we take last week than the week before?",
     lambda b: c2(b.takings(lo="2024-02-12", hi="2024-02-18") - b.takings(lo="2024-02-05", hi="2024-02-11"))),
    ("2024-02-23", "who's bought the most kilos so far?", lambda b: top(b.group(lambda s, p: s["cust"], KG))),
    ("2024-02-15", "What's the mango stock today?", lambda b: k3(b.stock("mango"))),
    ("2024-02-16", "How much have you spent with Green Valley Farms so far this month?",
     lambda b: c2(sum(x[3] * x[4] for x in b.buys if x[1] == "Green Valley Farms"))),
    ("2024-02-22", "How many kilos of banana do you have left?", lambda b: k3(b.stock("banana"))),
    ("2024-02-27", "How much cherry is left in stock today?", lambda b: k3(b.stock("cherry"))),
    ("2024-02-17", "How many kilos have you bought in total this month?", lambda b: k3(sum(x[3] for x in b.buys))),
    ("2024-02-12", "how many kilos did we shift last week?", lambda b: k3(b.kg(lo="2024-02-05", hi="2024-02-11"))),
    ("2024-02-18", "best seller this week by weight?",
     lambda b: top(b.group(lambda s, p: p, KG, lo="2024-02-12"))),
    ("2024-02-22", "which products are below 25 kg at the moment?",
     lambda b: sorted(p for p in b.unit if b.stock(p) < 25)),
    ("2024-02-26", "what was banana stock at close yesterday?", lambda b: k3(b.stock("banana", "2024-02-25"))),
    ("2024-02-19", "banana price today?", lambda b: c2(b.price("banana"))),
    ("2024-02-24", "pear price right now?", lambda b: c2(b.price("pear"))),
    ("2024-02-14", "kg sold per day this week",
     lambda b: {k: k3(v) for k, v in b.group(lambda s, p: s["date"], KG, lo="2024-02-12").items()}),
    ("2024-02-23", "how many sales so far this week?", lambda b: sum(1 for s in b.live if s["date"] >= "2024-02-19")),
]:
    chk(text, today, fn(Book(today)))

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
early = sum(today < T for today, _ in checks.values())
assert len(checks) >= 50 and early >= 20, (len(checks), early)
print("questions", len(qs), "refuse", n_refuse, "asked before the 29th", sum(q["today"] < T for q in qs),
      "| checked", len(checks), "of them earlier", early, "| mismatches", bad)
raise SystemExit(1 if bad else 0)
