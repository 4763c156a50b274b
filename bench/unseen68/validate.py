"""Checks bench/unseen68/questions.jsonl: format, ids, categories, mix of `today`s and refusals, and an
independent re-derivation of well over 80 answers: its own parsing of the records, cut at each question's
`today`, Fraction arithmetic, dates written out by hand; no import of question_truth.py or ledger68.py.
Run from the repository root:

    python bench/unseen68/validate.py
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
CATS = {"morning_briefing", "accountant_check", "shop_floor", "data_curious", "refuse"}
END = "2024-02-29"

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH, encoding="utf-8") if line.strip()]
assert 190 <= len(qs) <= 210, len(qs)
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q68-\d{3}", i) for i in ids), "bad id"
assert ids == ["q68-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= END, q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        v = e["value"]
        assert set(e) == {"type", "value"} and isinstance(v, (int, float)) and not isinstance(v, bool), q
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
        assert t == "refuse" and set(e) == {"type"}, q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_ref = sum(q["category"] == "refuse" for q in qs)
n_early = sum(q["today"] < END for q in qs)
assert 0.09 <= n_ref / len(qs) <= 0.15, n_ref
assert 0.20 <= n_early / len(qs) <= 0.32, n_early
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent books, cut at a date
RECS = [json.loads(line) for line in open(DATA, encoding="utf-8") if line.strip()]


def fr(x):
    return F(str(x))


class Book:
    def __init__(self, today):
        self.today = today
        price, self.plog = {}, []
        self.sales, self.rets, self.buys, self.adj, self.people = [], [], [], [], {}
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append(dict(date=r["date"], sup=r["supplier"]["name"], prod=it["product"],
                                          kg=fr(it["quantity"]), cost=fr(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = fr(it["selling_price"])
                        self.plog.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = fr(r["selling_price"])
                self.plog.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                self.people.setdefault(r["customer"]["name"], r["customer"])
                lines = []
                for it in r["items"]:
                    kg = fr(it["quantity"])
                    cents = kg * price[it["product"]] * 100
                    lines.append(dict(prod=it["product"], kg=kg, val=F(int(cents + F(1, 2)), 100)))  # half-up
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, back=None))
            elif k == "return":
                m = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                     and s["back"] is None]
                assert len(m) == 1, r
                m[0]["back"] = r["date"]
                self.rets.append((r["date"], m[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], fr(r["quantity"])))
        self.price = price
        self.live = [s for s in self.sales if s["back"] is None]
        ucost = {}
        for b in self.buys:
            assert ucost.setdefault(b["prod"], b["cost"]) == b["cost"], "two unit costs for one product"
        self.ucost = ucost

    def ls(self, lo="2024-02-01", hi=END, cust=None, prod=None, wds=None):
        for s in self.live:
            if not lo <= s["date"] <= hi or (cust and s["cust"] != cust):
                continue
            if wds is not None and datetime.date.fromisoformat(s["date"]).weekday() not in wds:
                continue
            for li in s["lines"]:
                if prod is None or li["prod"] == prod:
                    yield s, li

    def take(self, *a, **k):
        return sum((li["val"] for _, li in self.ls(*a, **k)), F(0))

    def kg(self, *a, **k):
        return sum((li["kg"] for _, li in self.ls(*a, **k)), F(0))

    def cost(self, *a, **k):
        return sum((li["kg"] * self.ucost[li["prod"]] for _, li in self.ls(*a, **k)), F(0))

    def gp(self, *a, **k):
        return self.take(*a, **k) - self.cost(*a, **k)

    def nsales(self, *a, **k):
        return len({id(s) for s, _ in self.ls(*a, **k)})

    def refund(self, lo="2024-02-01", hi=END):
        return sum((sum(li["val"] for li in s["lines"]) for d, s in self.rets if lo <= d <= hi), F(0))

    def spend(self, lo="2024-02-01", hi=END, sup=None, prod=None):
        return sum((b["kg"] * b["cost"] for b in self.buys if lo <= b["date"] <= hi
                    and (sup is None or b["sup"] == sup) and (prod is None or b["prod"] == prod)), F(0))

    def onhand(self, prod, d):
        got = sum((b["kg"] for b in self.buys if b["prod"] == prod and b["date"] <= d), F(0))
        gone = sum((li["kg"] for s in self.sales if s["date"] <= d and not (s["back"] and s["back"] <= d)
                    for li in s["lines"] if li["prod"] == prod), F(0))
        return got - gone + sum((x for dd, p, x in self.adj if p == prod and dd <= d), F(0))

    def group(self, key, val, *a, **k):
        out = {}
        for s, li in self.ls(*a, **k):
            kk = key(s, li)
            out[kk] = out.get(kk, F(0)) + val(s, li)
        return {kk: v for kk, v in out.items() if v}


BOOKS = {}


def book(today):
    if today not in BOOKS:
        BOOKS[today] = Book(today)
    return BOOKS[today]


def c2(x):
    return float(F(int(F(x) * 100 + F(1, 2)), 100))


def k3(x):
    return float(F(int(F(x) * 1000 + F(1, 2)), 1000))


def pct(a, b):
    return c2(F(100) * a / b)


def top(d, n, low=False):
    o = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    head = [v for _, v in o[: n + 1]]
    assert len(set(head)) == len(head), "tie at the cut"
    return [k for k, _ in o[:n]]


def wname(d):
    return ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][
        datetime.date.fromisoformat(d).weekday()]


def mon(d):
    x = datetime.date.fromisoformat(d)
    return (x - datetime.timedelta(days=x.weekday())).isoformat()


def rows(d, f):
    return {k: f(v) for k, v in sorted(d.items()) if v}


def prod_key(s, li):
    return li["prod"]


def cust_key(s, li):
    return s["cust"]


def val(s, li):
    return li["val"]


def kgs(s, li):
    return li["kg"]


def written(b, lo="2024-02-01", hi=END):
    return [(p, -x) for d, p, x in b.adj if lo <= d <= hi and x < 0]


def who(b, lo, hi, prod=None):
    return sorted({s["cust"] for s, _ in b.ls(lo, hi, prod=prod)})


def fruits(b, lo, hi, cust=None):
    return sorted({li["prod"] for _, li in b.ls(lo, hi, cust=cust)})


def nsale_by(b, key):
    out = {}
    for s in b.live:
        out[key(s)] = out.get(key(s), 0) + 1
    return out


CHECKS = []


def check(text, today, fn):
    CHECKS.append((text, today, fn))


# ---- morning_briefing (dates worked out by hand: 2024-02-01 is a Thursday)
check("Morning — what did we take yesterday?", END, lambda b: c2(b.take("2024-02-28", "2024-02-28")))
check("how'd we do yesterday takings-wise", "2024-02-20", lambda b: c2(b.take("2024-02-19", "2024-02-19")))
check("what were yesterday's sales worth, roughly? well, exactly", "2024-02-13",
      lambda b: c2(b.take("2024-02-12", "2024-02-12")))
check("quick one - how many sales did we ring up yesterday?", "2024-02-24",
      lambda b: b.nsales("2024-02-23", "2024-02-23"))
check("who came in yesterday?", END, lambda b: who(b, "2024-02-28", "2024-02-28"))
check("How much did we have to refund last week?", "2024-02-26", lambda b: c2(b.refund("2024-02-19", "2024-02-25")))
check("what did the weekend bring in, sat and sun together", "2024-02-27",
      lambda b: c2(b.take("2024-02-24", "2024-02-25")))
check("This week against last week — just give me the two totals", END,
      lambda b: {"2024-02-19": c2(b.take("2024-02-19", "2024-02-25")), "2024-02-26": c2(b.take("2024-02-26", END))})
check("How much less have we taken so far this week than in the whole of last week?", "2024-02-22",
      lambda b: c2(b.take("2024-02-12", "2024-02-18") - b.take("2024-02-19", "2024-02-22")))
check("So how did the week go? Total takings Monday to today.", "2024-02-25",
      lambda b: c2(b.take("2024-02-19", "2024-02-25")))
check("what did last week bring in altogether", "2024-02-19", lambda b: c2(b.take("2024-02-12", "2024-02-18")))
check("Takings for yesterday please", "2024-02-16", lambda b: c2(b.take("2024-02-15", "2024-02-15")))
check("kilos out the door yesterday?", END, lambda b: k3(b.kg("2024-02-28", "2024-02-28")))
check("What was our best seller yesterday, going by weight?", "2024-02-20",
      lambda b: top(b.group(prod_key, kgs, "2024-02-19", "2024-02-19"), 1)[0])
check("How much did we take the day before yesterday?", END, lambda b: c2(b.take("2024-02-27", "2024-02-27")))
check("last wk takings, the full mon-sun", END, lambda b: c2(b.take("2024-02-19", "2024-02-25")))
check("How many different customers came in last week?", "2024-02-26",
      lambda b: len(who(b, "2024-02-19", "2024-02-25")))
check("Yesterday and the day before: takings for each, please.", "2024-02-13",
      lambda b: {d: c2(b.take(d, d)) for d in ("2024-02-11", "2024-02-12")})
check("What's our profit looking like for the week so far?", END, lambda b: c2(b.gp("2024-02-26", END)))
check("And yesterday's profit?", END, lambda b: c2(b.gp("2024-02-28", "2024-02-28")))
check("Which of our fruits hasn't sold at all this week?", END,
      lambda b: sorted(set(b.ucost) - set(fruits(b, "2024-02-26", END))))
check("Compared with the week before it, how much more did we take last week?", "2024-02-19",
      lambda b: c2(b.take("2024-02-12", "2024-02-18") - b.take("2024-02-05", "2024-02-11")))
check("who was our best customer last week, most spent?", "2024-02-26",
      lambda b: top(b.group(cust_key, val, "2024-02-19", "2024-02-25"), 1)[0])
check("refunds this week?", END, lambda b: c2(b.refund("2024-02-26", END)))
check("What did we do on the weekend? Saturday and Sunday separately.", "2024-02-15",
      lambda b: {d: c2(b.take(d, d)) for d in ("2024-02-10", "2024-02-11")})
check("how many kilos have we shifted this week", "2024-02-22", lambda b: k3(b.kg("2024-02-19", "2024-02-22")))
check("Yesterday's takings split by customer, please", "2024-02-27",
      lambda b: rows(b.group(cust_key, val, "2024-02-26", "2024-02-26"), c2))
check("Morning! Rundown of takings for each day this week", END,
      lambda b: {d: c2(b.take(d, d)) for d in ("2024-02-26", "2024-02-27", "2024-02-28", END)})
check("what did strawberries bring in last week?", "2024-02-21",
      lambda b: c2(b.take("2024-02-12", "2024-02-18", prod="strawberry")))
check("How many kilos did we write off this week?", END, lambda b: k3(sum(x for _, x in written(b, "2024-02-26"))))
check("have we refunded anything this week? how much?", "2024-02-09",
      lambda b: c2(b.refund("2024-02-05", "2024-02-09")))
check("How much down was this Monday on the Monday of last week?", END,
      lambda b: c2(b.take("2024-02-19", "2024-02-19") - b.take("2024-02-26", "2024-02-26")))
check("Which fruit brought in the most money yesterday?", "2024-02-16",
      lambda b: top(b.group(prod_key, val, "2024-02-15", "2024-02-15"), 1)[0])
check("how's the week shaping up — average takings per day so far this week?", "2024-02-23",
      lambda b: c2(b.take("2024-02-19", "2024-02-23") / 5))
check("number of sales so far this week?", END, lambda b: b.nsales("2024-02-26", END))
check("how many kilos did we get through last week", "2024-02-12", lambda b: k3(b.kg("2024-02-05", "2024-02-11")))
check("Kilos sold last week and the week before, side by side", END,
      lambda b: {"2024-02-12": k3(b.kg("2024-02-12", "2024-02-18")),
                 "2024-02-19": k3(b.kg("2024-02-19", "2024-02-25"))})
check("What did our first weekend of the month bring in?", "2024-02-06",
      lambda b: c2(b.take("2024-02-03", "2024-02-04")))
check("Top seller this week in kilos?", END, lambda b: top(b.group(prod_key, kgs, "2024-02-26", END), 1)[0])
check("who spent the most with us yesterday", "2024-02-20",
      lambda b: top(b.group(cust_key, val, "2024-02-19", "2024-02-19"), 1)[0])
check("What did we make on the Saturday just gone?", END, lambda b: c2(b.take("2024-02-24", "2024-02-24")))
check("any write-offs last week? what did they cost us?", "2024-02-27",
      lambda b: c2(sum(x * b.ucost[p] for p, x in written(b, "2024-02-19", "2024-02-25"))))
check("how did the week do on gross profit, Monday through today?", "2024-02-18",
      lambda b: c2(b.gp("2024-02-12", "2024-02-18")))
check("what was last week's gross profit", END, lambda b: c2(b.gp("2024-02-19", "2024-02-25")))

# ---- accountant_check
check("Total takings for February, net of returns.", END, lambda b: c2(b.take()))
check("What was the total value of refunds issued in February?", END, lambda b: c2(b.refund()))
check("How many refunds did we process this month?", END, lambda b: len(b.rets))
check("What is the cost of all stock written off in February?", END,
      lambda b: c2(sum(x * b.ucost[p] for p, x in written(b))))
check("Purchases by supplier for the month, at cost please", END,
      lambda b: {s: c2(b.spend(sup=s)) for s in sorted({x["sup"] for x in b.buys})})
check("What did we spend with Green Valley Farms from the 16th onwards?", END,
      lambda b: c2(b.spend("2024-02-16", END, sup="Green Valley Farms")))
check("Hillside Produce: total invoiced to us this month?", END, lambda b: c2(b.spend(sup="Hillside Produce")))
check("ABC purchases between the 1st and the 10th, at cost", END,
      lambda b: c2(b.spend("2024-02-01", "2024-02-10", sup="ABC")))
check("Total spend on stock for February (all suppliers)", END, lambda b: c2(b.spend()))
check("Cost of goods sold for Feb, using what we paid per kilo", END, lambda b: c2(b.cost()))
check("gross profit for february?", END, lambda b: c2(b.gp()))
check("Gross margin for February as a percentage of takings", END, lambda b: pct(b.gp(), b.take()))
check("For the week commencing 19 Feb, what's takings less the refunds we paid out that week?", END,
      lambda b: c2(b.take("2024-02-19", "2024-02-25") - b.refund("2024-02-19", "2024-02-25")))
check("this week so far: sales minus refunds", END,
      lambda b: c2(b.take("2024-02-26", END) - b.refund("2024-02-26", END)))
check("For last week, takings minus refunds — what's the net figure?", "2024-02-20",
      lambda b: c2(b.take("2024-02-12", "2024-02-18") - b.refund("2024-02-12", "2024-02-18")))
check("Month-to-date takings as of today?", "2024-02-15", lambda b: c2(b.take("2024-02-01", "2024-02-15")))
check("How many kilos of strawberry did we buy in February?", END,
      lambda b: k3(sum(x["kg"] for x in b.buys if x["prod"] == "strawberry")))
check("What did the strawberries we bought this month cost us in total?", END, lambda b: c2(b.spend(prod="strawberry")))
check("What's the value of our closing stock at cost, end of the month?", END,
      lambda b: c2(sum(b.onhand(p, END) * c for p, c in b.ucost.items())))
check("Stock value at cost as at close of business on 15 Feb", END,
      lambda b: c2(sum(b.onhand(p, "2024-02-15") * c for p, c in b.ucost.items())))
check("Pear reconciliation: bought less sold less write-offs, how many kilos should be on hand at month end?", END,
      lambda b: k3(b.onhand("pear", END)))
check("How many kilos of stock did we write off in total this month?", END, lambda b: k3(sum(x for _, x in written(b))))
check("Break the written-off stock down by product, at cost", END,
      lambda b: {p: c2(sum(x * b.ucost[p] for pp, x in written(b) if pp == p))
                 for p in sorted({p for p, _ in written(b)})})
check("How much was the refund on the 23rd?", END, lambda b: c2(b.refund("2024-02-23", "2024-02-23")))
check("Purchases per supplier for the first week, 1st to the 7th", END,
      lambda b: {s: c2(b.spend("2024-02-01", "2024-02-07", sup=s)) for s in ("ABC", "Green Valley Farms")})
check("How much did we pay out for bananas across all suppliers?", END, lambda b: c2(b.spend(prod="banana")))
check("Banana purchases by supplier, in dollars", END,
      lambda b: {s: c2(b.spend(sup=s, prod="banana")) for s in ("ABC", "Green Valley Farms", "Hillside Produce")})
check("Takings excluding strawberries, February", END,
      lambda b: c2(sum(li["val"] for _, li in b.ls() if li["prod"] != "strawberry")))
check("What is the gross profit on mango for the month?", END, lambda b: c2(b.gp(prod="mango")))
check("Cost of goods sold by product", END,
      lambda b: rows(b.group(prod_key, lambda s, li: li["kg"] * b.ucost[li["prod"]]), c2))
check("Revenue by product for February", END, lambda b: rows(b.group(prod_key, val), c2))
check("Gross profit for the week commencing 12 February", END, lambda b: c2(b.gp("2024-02-12", "2024-02-18")))
check("Total sales before the 8th", END, lambda b: c2(b.take("2024-02-01", "2024-02-07")))
check("Customer account: Zoe Davis, total spent in Feb", END, lambda b: c2(b.take(cust="Zoe Davis")))
check("Takings between the 10th and the 20th, both days included", END,
      lambda b: c2(b.take("2024-02-10", "2024-02-20")))
check("Month to date, how much have we refunded?", "2024-02-10", lambda b: c2(b.refund("2024-02-01", "2024-02-10")))
check("Cost of stock written off so far this month", "2024-02-14",
      lambda b: c2(sum(x * b.ucost[p] for p, x in written(b, "2024-02-01", "2024-02-14"))))
check("What have oranges brought in since the price went up on the 18th?", END,
      lambda b: c2(b.take("2024-02-18", END, prod="orange")))
check("Purchases in the last 7 days, at cost", END, lambda b: c2(b.spend("2024-02-23", END)))
check("Gross profit over the last 14 days", END, lambda b: c2(b.gp("2024-02-16", END)))
check("How many kilos in total have we bought from suppliers so far this month?", "2024-02-21",
      lambda b: k3(sum(x["kg"] for x in b.buys)))
check("Kilos bought vs kilos sold for bananas — how many more did we buy than we sold?", END,
      lambda b: k3(sum(x["kg"] for x in b.buys if x["prod"] == "banana") - b.kg(prod="banana")))
check("Refunds paid from the 15th on, total", END, lambda b: c2(b.refund("2024-02-15", END)))

# ---- shop_floor
check("how much are the pears now?", END, lambda b: c2(b.price["pear"]))
check("what are oranges going for a kilo", "2024-02-17", lambda b: c2(b.price["orange"]))
check("how much mango we got left", END, lambda b: k3(b.onhand("mango", END)))
check("how many kilos of strawberries are left?", "2024-02-15", lambda b: k3(b.onhand("strawberry", "2024-02-15")))
check("who bought mango today", END, lambda b: who(b, END, END, "mango"))
check("who's had cherries today?", "2024-02-23", lambda b: who(b, "2024-02-23", "2024-02-23", "cherry"))
check("Who bought bananas today?", "2024-02-16", lambda b: who(b, "2024-02-16", "2024-02-16", "banana"))
check("how much apple have we got", "2024-02-05", lambda b: k3(b.onhand("apple", "2024-02-05")))
check("how much did Ken spend today", END, lambda b: c2(b.take(END, END, cust="Ken Smith")))
check("how many kilos of pear did we sell today", "2024-02-27",
      lambda b: k3(b.kg("2024-02-27", "2024-02-27", prod="pear")))
check("grapes left?", END, lambda b: k3(b.onhand("grape", END)))
check("what's the dearest fruit we sell, per kilo?", END, lambda b: top(b.price, 1)[0])
check("cheapest thing on the shelf per kilo?", END, lambda b: top(b.price, 1, low=True)[0])
check("What's Raj's phone number?", END, lambda b: b.people["Raj Patel"]["phone"])
check("What did Sue Davis buy today?", "2024-02-22", lambda b: fruits(b, "2024-02-22", "2024-02-22", "Sue Davis"))
check("How much strawberry have we got now?", "2024-02-19", lambda b: k3(b.onhand("strawberry", "2024-02-19")))
check("what's the till say for today so far", "2024-02-24", lambda b: c2(b.take("2024-02-24", "2024-02-24")))
check("What were pears before they came down?", END,
      lambda b: c2([x for d, p, x in b.plog if p == "pear" and d < "2024-02-24"][-1]))
check("How much for 3.5 kg of strawberries?", END, lambda b: c2(F(7, 2) * b.price["strawberry"]))
check("oranges left?", "2024-02-03", lambda b: k3(b.onhand("orange", "2024-02-03")))
check("How many kilos of oranges in stock now?", "2024-02-07", lambda b: k3(b.onhand("orange", "2024-02-07")))
check("What did Omar get today?", "2024-02-28", lambda b: fruits(b, "2024-02-28", "2024-02-28", "Omar Haddad"))
check("how much pear is there", "2024-02-14", lambda b: k3(b.onhand("pear", "2024-02-14")))
check("What's Ann Brown's email?", END, lambda b: b.people["Ann Brown"]["email"])
check("What are bananas a kilo?", "2024-02-08", lambda b: c2(b.price["banana"]))
check("how many kg of strawberries have we sold today", "2024-02-28",
      lambda b: k3(b.kg("2024-02-28", "2024-02-28", prod="strawberry")))
check("who's been in today?", "2024-02-17", lambda b: who(b, "2024-02-17", "2024-02-17"))
check("Total pear in stock now, with the new delivery?", "2024-02-09", lambda b: k3(b.onhand("pear", "2024-02-09")))
check("what do I charge for a kilo and a half of mango?", END, lambda b: c2(F(3, 2) * b.price["mango"]))
check("any strawberries left? how many kg", "2024-02-11", lambda b: k3(b.onhand("strawberry", "2024-02-11")))
check("Who's been in for grapes today?", "2024-02-06", lambda b: who(b, "2024-02-06", "2024-02-06", "grape"))
check("How much has Ann spent today?", END, lambda b: c2(b.take(END, END, cust="Ann Brown")))

# ---- data_curious
check("Top 3 fruits by kilos sold, in order", END, lambda b: top(b.group(prod_key, kgs), 3))
check("Which fruit has the best margin — profit as a share of its own sales?", END,
      lambda b: top({p: b.gp(prod=p) / b.take(prod=p) for p in b.group(prod_key, val)}, 1)[0])
check("What's our average sale value?", END, lambda b: c2(b.take() / len(b.live)))
check("on average how many kilos go out per sale", END, lambda b: k3(b.kg() / len(b.live)))
check("Takings by day of the week, please", END, lambda b: rows(b.group(lambda s, li: wname(s["date"]), val), c2))
check("Break February's takings down by week", END, lambda b: rows(b.group(lambda s, li: mon(s["date"]), val), c2))
check("What share of takings came from strawberries?", END, lambda b: pct(b.take(prod="strawberry"), b.take()))
check("Which day of the week has the most sales, by count?", END,
      lambda b: top(nsale_by(b, lambda s: wname(s["date"])), 1)[0])
check("Average daily takings across the month?", END, lambda b: c2(b.take() / 29))
check("top 5 customers by spend", END, lambda b: top(b.group(cust_key, val), 5))
check("Which customers have spent more than $60 this month?", END,
      lambda b: sorted(c for c, v in b.group(cust_key, val).items() if v > 60))
check("Rank all our products by gross profit, best first", END,
      lambda b: top(b.group(prod_key, lambda s, li: li["val"] - li["kg"] * b.ucost[li["prod"]]), 8))
check("What's the average take on a Saturday?", END, lambda b: c2(b.take(wds={5}) / 4))
check("Biggest single sale this month — whose was it?", END,
      lambda b: max(b.live, key=lambda s: sum(li["val"] for li in s["lines"]))["cust"])
check("Number of sales per customer", END, lambda b: dict(sorted(nsale_by(b, lambda s: s["cust"]).items())))
check("What percentage of takings came in at weekends?", END, lambda b: pct(b.take(wds={5, 6}), b.take()))
check("Average spend per customer over the month", END, lambda b: c2(b.take() / len({s["cust"] for s in b.live})))
check("Which days did we take under $10?", END,
      lambda b: sorted(d for d, v in b.group(lambda s, li: s["date"], val).items() if v < 10))
check("Cherries' share of total gross profit, as a percentage?", END, lambda b: pct(b.gp(prod="cherry"), b.gp()))
check("How many kilos of strawberries per strawberry sale, on average?", END,
      lambda b: k3(b.kg(prod="strawberry") / b.nsales(prod="strawberry")))
check("how many sales did we make each week", END,
      lambda b: dict(sorted(nsale_by(b, lambda s: mon(s["date"])).items())))
check("Which customer bought the most kilos overall?", END, lambda b: top(b.group(cust_key, kgs), 1)[0])
check("bottom 3 products by revenue, lowest first", END, lambda b: top(b.group(prod_key, val), 3, low=True))
check("Average takings per day from the 15th to the 29th", END, lambda b: c2(b.take("2024-02-15", END) / 15))
check("Which weekday has the best average day's takings?", END,
      lambda b: top({w: v / len({s["date"] for s in b.live if wname(s["date"]) == w})
                     for w, v in b.group(lambda s, li: wname(s["date"]), val).items()}, 1)[0])
check("so far this month, who are the top 3 customers by spend?", "2024-02-15",
      lambda b: top(b.group(cust_key, val, "2024-02-01", "2024-02-15"), 3))
check("How many sales came to more than $15?", END,
      lambda b: sum(1 for s in b.live if sum(li["val"] for li in s["lines"]) > 15))
check("Which customers bought cherries this month?", END, lambda b: who(b, "2024-02-01", END, "cherry"))
check("average profit per sale?", END, lambda b: c2(b.gp() / len(b.live)))
check("Per-week takings so far", "2024-02-21", lambda b: rows(b.group(lambda s, li: mon(s["date"]), val), c2))
check("Average kilos sold per day over the month?", END, lambda b: k3(b.kg() / 29))
check("Which fruit earns the most at weekends?", END,
      lambda b: top(b.group(prod_key, val, wds={5, 6}), 1)[0])

# ------------------------------------------------------------ compare
bad = 0
for text, today, fn in CHECKS:
    q = by_text[text]
    assert q["today"] == today, (q["id"], q["today"], today)
    want = fn(book(today))
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got, want = sorted(got), sorted(want)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
cats = {}
for q in qs:
    cats[q["category"]] = cats.get(q["category"], 0) + 1
print("questions", len(qs), cats, "refuse", n_ref, "today before %s:" % END, n_early,
      "checked", len(CHECKS), "mismatches", bad)
raise SystemExit(1 if bad else 0)
