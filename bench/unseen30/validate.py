"""Checks bench/unseen30/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, records cut at each question's `today`, no import of
question_truth.py).  Run from the repository root:

    python bench/unseen30/validate.py
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
PERSONAS = {"prospective-buyer", "part-time-student", "head-of-produce", "regulars-and-loyalty"}

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q30-\d{3}", i) for i in ids), "bad id"
assert ids == ["q30-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert q["category"] in PERSONAS | {"refuse"}, q
    datetime.date.fromisoformat(q["today"])
    assert q["today"].startswith("2024-02-"), q
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
        assert all(v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_text = {q["question"]: q for q in qs}

# counts asked for by the brief
answerable = [q for q in qs if q["category"] != "refuse"]
assert len(qs) >= 140
for p in PERSONAS:
    assert sum(q["category"] == p for q in qs) >= 31, p
assert sum(q["category"] == "refuse" for q in qs) >= 16
assert sum(q["today"] != "2024-02-29" for q in qs) >= 20

# ------------------------------------------------------------ independent ledger
RECS = [json.loads(line) for line in open(DATA) if line.strip()]


class Ledger:
    def __init__(self, today):
        self.today = today
        price = {}
        self.price_log = []   # (date, product, price)
        self.sales = []       # dicts: date, cust, lines [(product, qty, line_total)], returned_on
        self.buys = []        # (date, supplier, product, qty, unit_cost)
        self.adj = []         # (date, product, qty)
        self.rets = []        # (date, customer, sale dict)
        for r in RECS:
            if r["date"] > today:
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
                    q = F(str(it["quantity"]))
                    exact = q * price[it["product"]] * 100
                    assert exact.denominator != 2, "half cent line"
                    lines.append((it["product"], q, F(round(exact), 100)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, returned_on=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["returned_on"] is None]
                assert len(hit) == 1
                hit[0]["returned_on"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.live = [s for s in self.sales if s["returned_on"] is None]
        self.unit_cost = {}
        for b in self.buys:
            self.unit_cost.setdefault(b[2], set()).add(b[4])
        assert all(len(v) == 1 for v in self.unit_cost.values())
        self.unit_cost = {p: v.pop() for p, v in self.unit_cost.items()}

    def takings(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        return sum((t for s in self.live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
                    and (wd is None or D(s["date"]).weekday() in wd)
                    for p, _, t in s["lines"] if prod is None or p == prod), F(0))

    def kilos(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        return sum((q for s in self.live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
                    and (wd is None or D(s["date"]).weekday() in wd)
                    for p, q, _ in s["lines"] if prod is None or p == prod), F(0))

    def cogs(self, lo="0000", hi="9999"):
        return sum((q * self.unit_cost[p] for s in self.live if lo <= s["date"] <= hi for p, q, _ in s["lines"]), F(0))

    def stock(self, prod, d):
        bought = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= d), F(0))
        sold = sum((q for s in self.sales if s["date"] <= d and not (s["returned_on"] and s["returned_on"] <= d)
                    for p, q, _ in s["lines"] if p == prod), F(0))
        return bought - sold + sum((q for dt, p, q in self.adj if p == prod and dt <= d), F(0))

    def price_at(self, prod, d):
        pp = None
        for dt, p, pr in self.price_log:
            if p == prod and dt <= d:
                pp = pr
        return pp


def D(s):
    return datetime.date.fromisoformat(s)


def total(s):
    return sum(t for _, _, t in s["lines"])


def c2(x):
    x = F(x) * 100
    assert abs(x - round(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert abs(x - round(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


p2 = c2   # percentages: 2 decimals, same half-unit guard

L = {}


def at(today):
    if today not in L:
        L[today] = Ledger(today)
    return L[today]


checks = {}   # question text -> (today, expected value)


def check(text, today, value):
    checks[text] = (today, value)


END = "2024-02-29"
g = at(END)
# ---- month level, today = 29th
check("What were the shop's total takings for February?", END, c2(g.takings()))
check("What was the gross profit for the whole of February?", END, c2(g.takings() - g.cogs()))
check("What gross margin, as a percentage of revenue, did the shop make over the month?", END,
      p2((g.takings() - g.cogs()) / g.takings() * 100))
prod_rev = {}
for s in g.live:
    for p, _, t in s["lines"]:
        prod_rev[p] = prod_rev.get(p, 0) + t
check("Which product brought in the most revenue this month?", END, max(prod_rev, key=prod_rev.get))
check("Could you show me February's revenue broken down by product?", END,
      {p: c2(v) for p, v in sorted(prod_rev.items())})
check("How much money was refunded to customers over the whole month?", END, c2(sum(total(s) for _, _, s in g.rets)))
gv = sum(b[3] * b[4] for b in g.buys if b[1] == "Green Valley Farms")
check("What percentage of the month's stock purchases, measured at cost, came from Green Valley Farms?", END,
      p2(gv / sum(b[3] * b[4] for b in g.buys) * 100))
wk = {}
wdt = {}
for s in g.live:
    dd = D(s["date"])
    m = (dd - datetime.timedelta(days=dd.weekday())).isoformat()
    wk[m] = wk.get(m, 0) + total(s)
    wdt[dd.strftime("%A")] = wdt.get(dd.strftime("%A"), 0) + total(s)
check("Can you show me the takings week by week?", END, {k: c2(v) for k, v in sorted(wk.items())})
check("Could you break the month's takings down by day of the week?", END, {k: c2(v) for k, v in sorted(wdt.items())})
check("What is the stock currently on hand worth at cost?", END,
      c2(sum(g.stock(p, END) * g.unit_cost[p] for p in g.unit_cost)))
check("How much stock, valued at cost, was written off during February?", END,
      c2(sum(-q * g.unit_cost[p] for _, p, q in g.adj if q < 0)))
check("How did last week's takings compare with the week before? Give me last week's figure minus the previous week's.",
      END, c2(g.takings("2024-02-19", "2024-02-25") - g.takings("2024-02-12", "2024-02-18")))
check("Show me stock on hand for every product right now, in kilos.", END,
      {p: k3(g.stock(p, END)) for p in sorted(g.unit_cost) if g.stock(p, END)})
check("How much cherry did we have in stock at close on the 20th?", END, k3(g.stock("cherry", "2024-02-20")))
check("Orange selling price at close on the 10th, the 20th and the 29th?", END,
      {d: c2(g.price_at("orange", d)) for d in ("2024-02-10", "2024-02-20", "2024-02-29")})
kil = {p: g.kilos(prod=p) for p in g.unit_cost}
check("Which fruit sold the fewest kilos in February?", END, min(kil, key=kil.get))
nsales, spend = {}, {}
for s in g.live:
    nsales[s["cust"]] = nsales.get(s["cust"], 0) + 1
    spend[s["cust"]] = spend.get(s["cust"], 0) + total(s)
check("Who came in most often this month, counting sales?", END, max(nsales, key=nsales.get))
check("spend per customer", END, {c: c2(v) for c, v in sorted(spend.items())})
check("top 2 spenders this month, biggest first", END, sorted(spend, key=lambda c: -spend[c])[:2])
wkend = {s["cust"] for s in g.live if D(s["date"]).weekday() >= 5}
check("Which customers shopped with us at weekends?", END, sorted(wkend))
check("Who shopped only on weekdays, never at a weekend?", END, sorted(set(spend) - wkend))
ref = {}
for _, c, s in g.rets:
    ref[c] = ref.get(c, 0) + total(s)
check("refunds by customer", END, {c: c2(v) for c, v in sorted(ref.items())})
check("how many sales have we done this week", END, sum(1 for s in g.live if s["date"] >= "2024-02-26"))
wkkg = {p: g.kilos(lo="2024-02-26", prod=p) for p in g.unit_cost}
check("best seller this week by kg?", END, max(wkkg, key=wkkg.get))
check("How many kilos of pears have we sold on Tuesdays this month?", END, k3(g.kilos(prod="pear", wd={1})))
check("By how much did the pear price per kg change on the 24th? New price minus old price.", END,
      c2(g.price_at("pear", "2024-02-24") - g.price_at("pear", "2024-02-23")))
check("On average, how many purchases did each customer make this month?", END, p2(F(len(g.live), len(spend))))
marg = {p: (prod_rev[p] - g.kilos(prod=p) * g.unit_cost[p]) / prod_rev[p] for p in prod_rev}
check("Which product had the highest gross margin percentage over the month?", END, max(marg, key=marg.get))
check("banana kg sold before the 10th?", END, k3(g.kilos(prod="banana", hi="2024-02-09")))
check("How much more has Zoe Davis spent than Omar Haddad this month?", END,
      c2(spend["Zoe Davis"] - spend["Omar Haddad"]))

# ---- asked on earlier days: the ledger only knows records dated <= that day
t = "2024-02-15"
check("As of the 15th, what have the takings been so far this month?", t, c2(at(t).takings()))
check("Strawberry stock at close today?", t, k3(at(t).stock("strawberry", t)))
t = "2024-02-10"
check("What gross profit did the shop make between the 1st and the 7th of February?", t,
      c2(at(t).takings("2024-02-01", "2024-02-07") - at(t).cogs("2024-02-01", "2024-02-07")))
check("how many kg of apples have we got", t, k3(at(t).stock("apple", t)))
t = "2024-02-22"
check("Where does the gross profit stand so far this month, as of today?", t, c2(at(t).takings() - at(t).cogs()))
t = "2024-02-20"
check("What have refunds added up to so far this month?", t, c2(sum(total(s) for _, _, s in at(t).rets)))
check("how much did last weekend bring in (sat+sun)", t, c2(at(t).takings("2024-02-17", "2024-02-18")))
check("how many kg of grapes we got", t, k3(at(t).stock("grape", t)))
t = "2024-02-24"
check("avg sale today", t, c2(at(t).takings(t, t) / sum(1 for s in at(t).live if s["date"] == t)))
t = "2024-02-27"
check("how many sales did we do last saturday", t, sum(1 for s in at(t).live if s["date"] == "2024-02-24"))
t = "2024-02-13"
check("how much is left of the oranges", t, k3(at(t).stock("orange", t)))
t = "2024-02-17"
check("who came in today", t, sorted({s["cust"] for s in at(t).live if s["date"] == t}))
t = "2024-02-16"
check("How much strawberry do we have right now?", t, k3(at(t).stock("strawberry", t)))
check("what's Tom Lee's spend so far this month", t, c2(at(t).takings(cust="Tom Lee")))
t = "2024-02-09"
check("bananas in stock at the moment, kg?", t, k3(at(t).stock("banana", t)))
first = {}
for s in at(t).live:
    first.setdefault(s["cust"], s["date"])
check("Who were the new customers this week?", t, sorted(c for c, d in first.items() if d >= "2024-02-05"))
t = "2024-02-14"
n14 = {}
for s in at(t).live:
    n14[s["cust"]] = n14.get(s["cust"], 0) + 1
top = sorted(n14.values(), reverse=True)
assert top[0] != top[1]
check("Who's been in the most so far this month?", t, max(n14, key=n14.get))
t = "2024-02-21"
sp7 = {}
for s in at(t).live:
    if "2024-02-15" <= s["date"] <= t:
        sp7[s["cust"]] = sp7.get(s["cust"], 0) + total(s)
check("Who spent the most in the last 7 days?", t, max(sp7, key=sp7.get))
t = "2024-02-26"
check("how much did we refund today", t, c2(sum(total(s) for d, _, s in at(t).rets if d == t)))
t = "2024-02-12"
check("Which products have we sold more than 10 kg of so far this month?", t,
      sorted(p for p in at(t).unit_cost if at(t).kilos(prod=p) > 10))

bad = 0
earlier = 0
for text, (today, want) in checks.items():
    q = by_text[text]
    assert q["today"] == today, (text, q["today"], today)
    earlier += today != END
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got = sorted(got)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 30 and earlier >= 12, (len(checks), earlier)
print("questions", len(qs), "answerable", len(answerable), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "checked", len(checks), "on earlier days", earlier, "mismatches", bad)
raise SystemExit(1 if bad else 0)
