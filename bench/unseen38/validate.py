"""Checks bench/unseen38/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, records cut at each question's `today`, no import of
question_truth.py).  Run from the repository root:

    python bench/unseen38/validate.py
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
PERSONAS = {"franchise-auditor", "owner-on-holiday", "new-cashier", "planner", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q38-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q38-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"] in PERSONAS, q
    datetime.date.fromisoformat(q["today"])
    e = q["expect"]
    t = e["type"]
    if t == "number":
        v = e["value"]
        assert set(e) == {"type", "value"} and isinstance(v, (int, float)) and not isinstance(v, bool), q
        assert round(v, 3) == v, q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_refuse = sum(q["category"] == "refuse" for q in qs)
assert len(qs) >= 165 and n_refuse >= 20 and len(qs) - n_refuse >= 145, "too few questions"
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent books
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


def fr(x):
    return F(str(x))


def to_cent(x):
    x = F(x) * 100
    assert x - (x.numerator // x.denominator) != F(1, 2), "half cent"
    return F(round(x), 100)


def cents(x):
    return float(to_cent(x))


def grams(x):
    x = F(x) * 1000
    assert x - (x.numerator // x.denominator) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def wday(d):
    return datetime.date.fromisoformat(d).strftime("%A")


def week_of(d):
    x = datetime.date.fromisoformat(d)
    return (x - datetime.timedelta(days=x.weekday())).isoformat()


def feb(n):
    return f"2024-02-{n:02d}"


class Books:
    def __init__(self, today):
        self.today = today
        seen = [r for r in RECS if r["date"] <= today]
        returned = {}                    # (customer, sale date) -> return date
        for r in seen:
            if r["kind"] == "return":
                key = (r["customer"]["name"], r["sale_date"])
                assert key not in returned
                returned[key] = r["date"]
        sell = {}
        self.cost = {}
        self.price_log = []
        self.all_sales = []              # (date, customer, [(product, kg, value)], returned on or None)
        self.buys = []
        self.adjs = []
        for r in seen:
            if r["kind"] == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    assert self.cost.setdefault(p, fr(it["unit_cost"])) == fr(it["unit_cost"])
                    self.buys.append((r["date"], r["supplier"]["name"], p, fr(it["quantity"]),
                                      fr(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        sell[p] = fr(it["selling_price"])
                        self.price_log.append((r["date"], p, sell[p]))
            elif r["kind"] == "price_change":
                sell[r["product"]] = fr(r["selling_price"])
                self.price_log.append((r["date"], r["product"], sell[r["product"]]))
            elif r["kind"] == "sale":
                items = []
                for it in r["items"]:
                    kg = fr(it["quantity"])
                    exact = kg * sell[it["product"]]
                    items.append((it["product"], kg, to_cent(exact)))
                cust = r["customer"]["name"]
                self.all_sales.append((r["date"], cust, items, returned.get((cust, r["date"]))))
            elif r["kind"] == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], fr(r["quantity"])))
        keys = [(c, d) for d, c, _, _ in self.all_sales]
        for key in returned:
            assert keys.count(key) == 1, key
        self.standing = [s for s in self.all_sales if s[3] is None]
        self.refund_list = [(s[3], s[1], sum(v for _, _, v in s[2])) for s in self.all_sales if s[3]]

    def rows(self, lo="0", hi="9", prod=None, cust=None, days=None):
        out = []
        for d, c, items, _ in self.standing:
            if lo <= d <= hi and cust in (None, c) and (days is None or wday(d) in days):
                out += [(d, c, p, kg, v) for p, kg, v in items if prod in (None, p)]
        return out

    def take(self, *a, **k):
        return sum((r[4] for r in self.rows(*a, **k)), F(0))

    def kg(self, *a, **k):
        return sum((r[3] for r in self.rows(*a, **k)), F(0))

    def cogs(self, *a, **k):
        return sum((r[3] * self.cost[r[2]] for r in self.rows(*a, **k)), F(0))

    def n_sales(self, lo="0", hi="9", cust=None):
        return sum(1 for d, c, _, _ in self.standing if lo <= d <= hi and cust in (None, c))

    def refunds(self, lo="0", hi="9"):
        return sum((v for d, _, v in self.refund_list if lo <= d <= hi), F(0))

    def stock(self, prod, d):
        inn = sum(b[3] for b in self.buys if b[2] == prod and b[0] <= d)
        out = sum(kg for sd, _, items, ret in self.all_sales if sd <= d and not (ret and ret <= d)
                  for p, kg, _ in items if p == prod)
        adj = sum(q for ad, p, q in self.adjs if p == prod and ad <= d)
        return inn - out + adj

    def price(self, prod, d):
        found = [pr for dt, p, pr in self.price_log if p == prod and dt <= d]
        return found[-1]

    def by(self, keyfn, what=lambda r: r[4], **k):
        out = {}
        for r in self.rows(**k):
            out[keyfn(r)] = out.get(keyfn(r), F(0)) + what(r)
        return out

    def sale_values(self, lo, hi):
        return [sum(v for _, _, v in items) for d, _, items, _ in self.standing if lo <= d <= hi]


def top(rows, high=True):
    order = sorted(rows.items(), key=lambda kv: kv[1], reverse=high)
    assert order[0][1] != order[1][1], "tie"
    return order[0][0]


def tab(rows, conv=cents):
    return {k: conv(v) for k, v in sorted(rows.items()) if v != 0}


E = feb(29)
checks = []        # (question text, today, recomputed answer)


def check(text, today, fn):
    checks.append((text, today, fn(Books(today))))


def by_day(r):
    return r[0]


def by_prod(r):
    return r[2]


def by_wd(r):
    return wday(r[0])


def by_week(r):
    return week_of(r[0])


def kgs(r):
    return r[3]


# ---- asked on earlier days (the books as they stood that day)
check("Per the books as they stand today, what were the takings for Sunday the 18th?", feb(20),
      lambda b: cents(b.take(feb(18), feb(18))))
check("Month-to-date, what is the total of refunds issued?", feb(14), lambda b: cents(b.refunds()))
check("How many sales stand on the books month-to-date, after returns?", feb(14), lambda b: b.n_sales())
check("For the opening days, 1st to 4th inclusive, what are the takings on the books as of today?", feb(9),
      lambda b: cents(b.take(feb(1), feb(4))))
check("As of today, what have refunds come to since the 15th?", feb(25), lambda b: cents(b.refunds(feb(15))))
check("Each of Eva Berg's sales so far this month: value by day?", feb(16),
      lambda b: tab(b.by(by_day, cust="Eva Berg")))
check("it's already tuesday here in sydney, what did you take yesterday your time?", feb(26),
      lambda b: cents(b.take(feb(25), feb(25))))
check("I'm in Vancouver and it's still the 22nd for me. how much has the shop taken today, your date?", feb(23),
      lambda b: cents(b.take(feb(23), feb(23))))
check("just landed in tokyo, it's friday morning here. how did yesterday go, your time? takings?", feb(22),
      lambda b: cents(b.take(feb(21), feb(21))))
check("what have we taken so far this week?", feb(24), lambda b: cents(b.take(feb(19), feb(24))))
check("how are cherries doing since I left on the 19th? kilos sold", feb(27),
      lambda b: grams(b.kg(feb(19), prod="cherry")))
check("in lisbon now, left on the 19th. how many sales since I left, today included?", feb(21),
      lambda b: b.n_sales(feb(19)))
check("which fruit sold the most kilos while I was away? left on the 19th", feb(28),
      lambda b: top(b.by(by_prod, kgs, lo=feb(19))))
check("it's 3am here in LA but the shop is on tuesday already. what were monday's takings?", feb(20),
      lambda b: cents(b.take(feb(19), feb(19))))
check("been gone a week now, left on the 19th. how many kilos of bananas have gone since?", feb(26),
      lambda b: grams(b.kg(feb(19), prod="banana")))
check("what's the shop taken since monday?", feb(23), lambda b: cents(b.take(feb(19))))
check("how many different customers have been in since I left on the 19th?", feb(27),
      lambda b: len({r[1] for r in b.rows(feb(19))}))
check("left this morning. quick one: how many kilos of strawberries did we have at close yesterday?", feb(19),
      lambda b: grams(b.stock("strawberry", feb(18))))
check("6 hours ahead of you here. what's the pear stock at your close today?", feb(25),
      lambda b: grams(b.stock("pear", feb(25))))
check("how many sales have we done today", feb(28), lambda b: b.n_sales(feb(28), feb(28)))
check("how much did we make yestrday?", feb(28), lambda b: cents(b.take(feb(27), feb(27))))
check("how much did we take yestreday?", feb(17), lambda b: cents(b.take(feb(16), feb(16))))
check("how many kg of strawbs in stock now, after the delivery?", feb(16),
      lambda b: grams(b.stock("strawberry", feb(16))))
check("how much apples we got left", feb(10), lambda b: grams(b.stock("apple", feb(10))))
check("how much did zoe davis spend today", feb(5), lambda b: cents(b.take(feb(5), feb(5), cust="Zoe Davis")))
check("how much was tom lees refund today", feb(15), lambda b: cents(b.refunds(feb(15), feb(15))))
check("how much was the bigest sale today", feb(7), lambda b: cents(max(b.sale_values(feb(7), feb(7)))))
check("did the banana price change today? whats it now", feb(19), lambda b: cents(b.price("banana", feb(19))))
check("orange price rite now?", feb(18), lambda b: cents(b.price("orange", feb(18))))
check("how much bananna do we have now after the delivery", feb(23), lambda b: grams(b.stock("banana", feb(23))))
check("how much did we take this weekend so far? (saterday and today)", feb(11),
      lambda b: cents(b.take(feb(10), feb(11))))
check("Mid-month check: average kilos sold per day so far this month, the 1st to today?", feb(15),
      lambda b: grams(b.kg() / 15))
check("Weekly takings so far this month?", feb(18), lambda b: tab(b.by(by_week)))
check("Which product has sold the most kilos so far this month?", feb(11), lambda b: top(b.by(by_prod, kgs)))
check("Kilos sold per product so far this month?", feb(22), lambda b: tab(b.by(by_prod, kgs), grams))
check("Takings per day so far this month?", feb(8), lambda b: tab(b.by(by_day)))

# ---- asked on the 29th
check("Please confirm total takings for 1 to 14 February inclusive.", E, lambda b: cents(b.take(feb(1), feb(14))))
check("What was the exact revenue for the period 15th through 29th February?", E,
      lambda b: cents(b.take(feb(15), feb(29))))
check("How many sale records stand for February once returned sales are taken out?", E, lambda b: b.n_sales())
check("What is the total value refunded to customers in February?", E, lambda b: cents(b.refunds()))
check("What was the pear price at close of business on the 24th?", E, lambda b: cents(b.price("pear", feb(24))))
check("Break down Raj Patel's spending by day for February.", E, lambda b: tab(b.by(by_day, cust="Raj Patel")))
check("What is the cost of goods sold for February?", E, lambda b: cents(b.cogs()))
check("State the gross profit for the month.", E, lambda b: cents(b.take() - b.cogs()))
check("Gross margin for February as a percentage, please.", E, lambda b: cents((b.take() - b.cogs()) / b.take() * 100))
check("What was the total cost of stock written off in February?", E,
      lambda b: cents(sum(-q * b.cost[p] for _, p, q in b.adjs if q < 0)))
check("Kilos of cherries sold between the 10th and the 20th?", E, lambda b: grams(b.kg(feb(10), feb(20), "cherry")))
check("Confirm the stock of grapes on hand at close on the 29th.", E, lambda b: grams(b.stock("grape", E)))
check("What is the average sale value for February?", E, lambda b: cents(b.take() / b.n_sales()))
check("since I left on the 19th, what has the shop taken?", E, lambda b: cents(b.take(feb(19))))
check("which customers bought something since I left on the 19th but never before that?", E,
      lambda b: sorted({r[1] for r in b.rows(feb(19))} - {r[1] for r in b.rows(hi=feb(18))}))
check("send me the daily takings since I left on the 19th", E, lambda b: tab(b.by(by_day, lo=feb(19))))
check("who's been our best customer by spend since I left on the 19th?", E,
      lambda b: top(b.by(lambda r: r[1], lo=feb(19))))
check("which days since I left (the 19th) did we take more than $25?", E,
      lambda b: sorted(d for d, v in b.by(by_day, lo=feb(19)).items() if v > 25))
check("what's our margin % been since I left on the 19th?", E,
      lambda b: cents((b.take(feb(19)) - b.cogs(feb(19))) / b.take(feb(19)) * 100))
check("is there any oranges left? how many kilo", E, lambda b: grams(b.stock("orange", E)))
check("wich fruit is the cheapest right now?", E, lambda b: top({p: b.price(p, E) for p in b.cost}, high=False))
check("What were takings by day of the week for February?", E, lambda b: tab(b.by(by_wd)))
check("Takings for each week of February?", E, lambda b: tab(b.by(by_week)))
check("On average, how many kilos of bananas did we sell per day in February, counting all 29 days?", E,
      lambda b: grams(b.kg(prod="banana") / 29))
check("Rank all the products by kilos sold, highest first.", E,
      lambda b: [p for p, _ in sorted(b.by(by_prod, kgs).items(), key=lambda kv: -kv[1])])
check("Bottom three products by revenue, lowest first.", E,
      lambda b: [p for p, _ in sorted(b.by(by_prod).items(), key=lambda kv: kv[1])[:3]])
check("What do we take on an average Thursday?", E, lambda b: cents(b.take(days={"Thursday"}) / 5))
check("Which product has the best gross margin percentage?", E,
      lambda b: top({p: (b.take(prod=p) - b.cogs(prod=p)) / b.take(prod=p) for p in b.cost}))
check("What percentage of the strawberry kilos we bought this month did we actually sell?", E,
      lambda b: cents(b.kg(prod="strawberry") * 100 / sum(x[3] for x in b.buys if x[2] == "strawberry")))
check("Over the last 7 days, the 23rd to the 29th, which product sold the most kilos?", E,
      lambda b: top(b.by(by_prod, kgs, lo=feb(23))))
check("Gross profit per week?", E, lambda b: tab(b.by(by_week, lambda r: r[4] - r[3] * b.cost[r[2]])))
check("Average takings per weekend day this month, Saturdays and Sundays together?", E,
      lambda b: cents(b.take(days={"Saturday", "Sunday"}) / 8))

bad = 0
earlier = 0
for text, today, want in checks:
    q = by_text[text]
    assert q["today"] == today, (q["id"], q["today"], today)
    earlier += today < E
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got, want = sorted(got), sorted(want)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 50 and earlier >= 20, "too few checks"
print("questions", len(qs), "refuse", n_refuse, "checked", len(checks), "of which asked earlier", earlier,
      "mismatches", bad)
raise SystemExit(1 if bad else 0)
