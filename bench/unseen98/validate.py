"""Checks bench/unseen98/questions.jsonl: format, ids, duplicates, zero rows, the mix,
and works out answers again from scratch (own reading of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen98/validate.py
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
# personas by id block (see README): Singaporean investor, HK student, Welsh teen, Brummie shopkeeper
BLOCKS = {"sg": (1, 51), "hk": (52, 101), "cy": (102, 151), "brum": (152, 203)}

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q98-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q98-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({" ".join(q["question"].lower().split()) for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
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
        if not e["ordered"]:
            assert e["values"] == sorted(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
    else:
        assert t == "refuse" and set(e) == {"type"}, q
    assert (q["category"] == "refuse") == (t == "refuse"), q

# ------------------------------------------------------------ the mix
n = len(qs)
assert 190 <= n <= 210, n
n_ref = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum(q["today"] != LAST for q in qs)
assert 0.10 <= n_ref / n <= 0.14, n_ref
assert 0.22 <= n_early / n <= 0.28, n_early
assert all(q["today"] == LAST or "2024-02-05" <= q["today"] <= "2024-02-25" for q in qs)
assert BLOCKS["brum"][1] == n and all(BLOCKS[a][1] + 1 == BLOCKS[b][0] for a, b in zip(BLOCKS, list(BLOCKS)[1:]))
for who, (a, b) in BLOCKS.items():
    assert 0.2 <= (b - a + 1) / n <= 0.3, who
cats = {}
for q in qs:
    cats[q["category"]] = cats.get(q["category"], 0) + 1
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


def D(s):
    return datetime.date.fromisoformat(s)


def add(s, k):
    return (D(s) + datetime.timedelta(days=k)).isoformat()


class Book:
    """Everything known at close of `upto`."""

    def __init__(self, upto):
        price, self.price_log, self.sales, self.buys, self.adj, self.rets = {}, [], [], [], [], []
        for r in RECS:
            if r["date"] > upto:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"],
                                      F(str(it["quantity"])), F(str(it["unit_cost"]))))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = F(str(it["selling_price"]))
                        self.price_log.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = F(str(r["selling_price"]))
                self.price_log.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    qty = F(str(it["quantity"]))
                    cents = qty * price[it["product"]] * 100
                    assert cents - int(cents) != F(1, 2)
                    lines.append((it["product"], qty, F(round(cents), 100)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, back=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["back"] is None]
                assert len(hit) == 1
                hit[0]["back"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], sum(t for _, _, t in hit[0]["lines"])))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.live = [s for s in self.sales if s["back"] is None]
        self.price = price

    def lines(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        for s in self.live:
            if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust) and \
                    (wd is None or D(s["date"]).weekday() in wd):
                for p, qty, t in s["lines"]:
                    if prod is None or p == prod:
                        yield s, p, qty, t

    def take(self, **kw):
        return sum(t for _, _, _, t in self.lines(**kw))

    def kg(self, **kw):
        return sum(qty for _, _, qty, _ in self.lines(**kw))

    def gp(self, **kw):
        return sum(t - qty * COST[p] for _, p, qty, t in self.lines(**kw))

    def nsales(self, lo="0000", hi="9999", wd=None, cust=None):
        return len({id(s) for s, _, _, _ in self.lines(lo=lo, hi=hi, wd=wd, cust=cust)})

    def on_hand(self, prod):
        return (sum(b[3] for b in self.buys if b[2] == prod) - self.kg(prod=prod)
                + sum(q for _, p, q in self.adj if p == prod))

    def refund(self, lo="0000", hi="9999", cust=None):
        return sum(v for d, c, v in self.rets if lo <= d <= hi and (cust is None or c == cust))

    def paid(self, lo="0000", hi="9999", sup=None, prod=None):
        return sum(b[3] * b[4] for b in self.buys if lo <= b[0] <= hi and (sup is None or b[1] == sup)
                   and (prod is None or b[2] == prod))


COST = {}
for b in Book(LAST).buys:
    assert COST.setdefault(b[2], b[4]) == b[4]


def c2(x):
    x = F(x) * 100
    assert x - (x.numerator // x.denominator) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert x - (x.numerator // x.denominator) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def one_top(d, low=False):
    order = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert order[0][1] != order[1][1]
    return order[0][0]


B = Book(LAST)
checks = {}
# revenue family
checks["Eh boss, YTD revenue how much ah?"] = c2(B.take())
checks["Revenue month-to-date can give me or not?"] = c2(Book("2024-02-20").take(lo="2024-02-01"))
checks["Yesterday takings how much ah"] = c2(Book("2024-02-14").take(lo="2024-02-13", hi="2024-02-13"))
checks["This week sales so far how much, can check or not?"] = c2(Book("2024-02-22").take(lo="2024-02-19"))
checks["Last week topline how much ah, total dollar"] = c2(B.take(lo="2024-02-19", hi="2024-02-25"))
checks["Weekend revenue total for the month how much ah"] = c2(B.take(wd={5, 6}))
checks["Revenue last 7 days how much ah, today included"] = c2(B.take(lo="2024-02-23"))
checks["Between 5th and 11th (both inclusive), revenue how much lah"] = c2(B.take(lo="2024-02-05", hi="2024-02-11"))
checks["Revenue last week ar? 唔該"] = c2(Book("2024-02-14").take(lo="2024-02-05", hi="2024-02-11"))
checks["takings last saturday?"] = c2(B.take(lo="2024-02-24", hi="2024-02-24"))
checks["how much did we make over the weekend, takings like"] = c2(
    Book("2024-02-21").take(lo="2024-02-17", hi="2024-02-18"))
checks["ow much 'ave we took since the 24th, bab"] = c2(B.take(lo="2024-02-24"))
checks["ow much did we tek over the weekend"] = c2(Book("2024-02-13").take(lo="2024-02-10", hi="2024-02-11"))
checks["how much did the cherries take in the last 10 days"] = c2(B.take(lo="2024-02-20", prod="cherry"))
# customers
checks["Tom Lee spent how much so far ar"] = c2(Book("2024-02-12").take(cust="Tom Lee"))
checks["what has Bob Smith spent so far innit"] = c2(Book("2024-02-22").take(cust="Bob Smith"))
checks["ow much did Tom Lee spend last wik"] = c2(Book("2024-02-16").take(cust="Tom Lee", lo="2024-02-05",
                                                                         hi="2024-02-11"))
checks["Raj spend since the 10th how much ar"] = c2(B.take(cust="Raj Patel", lo="2024-02-10"))
checks["ow much did Ida spend on strawbs"] = c2(B.take(cust="Ida Novak", prod="strawberry"))
spend = {}
for s, _, _, t in B.lines():
    spend[s["cust"]] = spend.get(s["cust"], 0) + t
order = sorted(spend, key=spend.get, reverse=True)
assert len(set(spend.values())) == len(spend)
checks["top 5 customers by spend, biggest first"] = order[:5]
checks["Bottom 2 customers by spend, lowest first, can?"] = order[::-1][:2]
checks["who's spent over 45 quid wi' us"] = sorted(c for c, v in spend.items() if v > 45)
checks["takings per customer, the lot"] = {c: c2(v) for c, v in sorted(spend.items())}
# kilos
checks["How many kg apple sold last week ar?"] = k3(B.kg(prod="apple", lo="2024-02-19", hi="2024-02-25"))
checks["how many kilos did we sell in the last 5 days"] = k3(Book("2024-02-25").kg(lo="2024-02-21"))
checks["How many kg sold over the weekend ar?"] = k3(Book("2024-02-06").kg(lo="2024-02-03", hi="2024-02-04"))
checks["Before the 10th how many kg pear sold ar"] = k3(B.kg(prod="pear", hi="2024-02-09"))
weekly = {}
for s, _, qty, _ in B.lines():
    m = (D(s["date"]) - datetime.timedelta(days=D(s["date"]).weekday())).isoformat()
    weekly[m] = weekly.get(m, 0) + qty
checks["kilos sold each wik"] = {k: k3(v) for k, v in sorted(weekly.items())}
# counts / averages
checks["How many sales transactions happen on weekends ar?"] = B.nsales(wd={5, 6})
checks["How many sales so far this week ar"] = Book("2024-02-07").nsales(lo="2024-02-05")
checks["ow many sales over a tenner"] = sum(1 for s in B.live if sum(t for _, _, t in s["lines"]) > 10)
checks["Average ticket size for Feb how much ah? Revenue per transaction"] = c2(B.take() / len(B.live))
checks["Average kg per transaction ar, 3 d.p. please"] = k3(B.kg() / len(B.live))
checks["what do we tek on an average Sunday"] = c2(B.take(wd={6}) / 4)
checks["avg takings per day last week"] = c2(B.take(lo="2024-02-19", hi="2024-02-25") / 7)
# stock and prices
checks["how many grapes we got left"] = k3(Book("2024-02-05").on_hand("grape"))
checks["Banana stock at end of 22 Feb how much ar"] = k3(Book("2024-02-22").on_hand("banana"))
checks["how much cherry did we have at close on the 27th"] = k3(Book("2024-02-27").on_hand("cherry"))
checks["Stock left for all products ar, in table form"] = {
    p: k3(Book("2024-02-17").on_hand(p)) for p in sorted(COST) if Book("2024-02-17").on_hand(p) != 0}
checks["Inventory at cost now worth how much ah?"] = c2(sum(B.on_hand(p) * COST[p] for p in COST))
checks["list the stuff thats under 22 kilos now"] = sorted(p for p in COST if B.on_hand(p) < 22)
checks["Banana price now how much ah"] = c2(Book("2024-02-19").price["banana"])
checks["what's pears selling for now"] = c2(Book("2024-02-24").price["pear"])
checks["Price of orange on 17 Feb ar?"] = c2(Book("2024-02-17").price["orange"])
checks["price list as it stood on the 12th"] = {p: c2(v) for p, v in sorted(Book("2024-02-12").price.items())}
checks["what's the dearest fruit now"] = one_top(B.price)
olds = {}
moves = []
for d, p, v in B.price_log:
    if p in olds and olds[p] != v:
        moves.append((d, p, olds[p], v))
    olds[p] = v
checks["How many price changes in total this month ar"] = len(moves)
orange = [m for m in moves if m[1] == "orange"][0]
checks["Orange price went up how many percent ah? Percent hor, not basis points"] = c2(
    (orange[3] - orange[2]) / orange[2] * 100)
# profit, refunds, purchases, write-offs
checks["Gross profit YTD how much ah, before overheads"] = c2(B.gp())
checks["Mango gross margin how many percent can or not?"] = c2(B.gp(prod="mango") / B.take(prod="mango") * 100)
checks["ow much gross profit since Monday"] = c2(Book("2024-02-08").gp(lo="2024-02-05"))
checks["Refunds up to now how much ah"] = c2(Book("2024-02-16").refund())
checks["how much in refunds went out last week"] = c2(B.refund(lo="2024-02-19", hi="2024-02-25"))
checks["ow much 'ave we refunded this wik"] = c2(Book("2024-02-15").refund(lo="2024-02-12"))
checks["How much we pay Green Valley altogether ah"] = c2(B.paid(sup="Green Valley Farms"))
checks["ow much did we fork out on stock from the 15th on"] = c2(B.paid(lo="2024-02-15"))
checks["Purchase cost this week so far ar?"] = c2(Book("2024-02-09").paid(lo="2024-02-05"))
checks["ow much stock did we lose to write-offs at cost since the 15th"] = c2(
    sum(-q * COST[p] for d, p, q in B.adj if q < 0 and d >= "2024-02-15"))
checks["Total write-off in kg, all products lah"] = k3(-sum(q for _, _, q in B.adj if q < 0))
# rankings / comparisons / who
days = {}
for s, _, _, t in B.lines():
    days[s["date"]] = days.get(s["date"], 0) + t
checks["Which day had the lowest takings in Feb ar"] = one_top(days, low=True)
checks["which days did we tek under 15 quid"] = sorted(d for d, v in days.items() if v < 15)
checks["which day last week was the quietest"] = one_top(
    {d: v for d, v in days.items() if "2024-02-19" <= d <= "2024-02-25"}, low=True)
checks["Last week revenue higher than the week before by how much ah?"] = c2(
    B.take(lo="2024-02-19", hi="2024-02-25") - B.take(lo="2024-02-12", hi="2024-02-18"))
checks["how much more did we take on sunday than saturday last weekend"] = c2(
    B.take(lo="2024-02-25", hi="2024-02-25") - B.take(lo="2024-02-24", hi="2024-02-24"))
checks["who bought summat today"] = sorted({s["cust"] for s, *_ in Book("2024-02-23").lines(lo="2024-02-23")})
checks["which supplier sent us the most kilos"] = one_top(
    {sup: sum(b[3] for b in B.buys if b[1] == sup) for sup in {b[1] for b in B.buys}})
b19 = Book("2024-02-19")
checks["who spent the most last week"] = one_top(
    {c: b19.take(cust=c, lo="2024-02-12", hi="2024-02-18") for c in {s["cust"] for s in b19.live}})

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", n, "refuse", n_ref, "early", n_early, "checked", len(checks), "mismatches", bad)
print("categories", dict(sorted(cats.items())))
raise SystemExit(1 if bad or len(checks) < 40 else 0)
