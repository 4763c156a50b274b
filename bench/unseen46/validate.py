"""Checks bench/unseen46/questions.jsonl: format, unique ids, persona labels, and an
independent recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, records cut at each question's `today`, no import of question_truth.py).
Run from the repository root:

    python bench/unseen46/validate.py
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
CATS = {"investor", "cashier", "bookkeeper", "customer_relations", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH) as _f:
    qs = [json.loads(line) for line in _f if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q46-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q46-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
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
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_text = {q["question"]: q for q in qs}
n_ref = sum(q["category"] == "refuse" for q in qs)
assert 0.09 <= n_ref / len(qs) <= 0.15, n_ref
assert 0.2 <= sum(q["today"] < "2024-02-29" for q in qs) / len(qs) <= 0.35

# ------------------------------------------------------------ independent ledger
with open(DATA) as _f:
    RECS = [json.loads(line) for line in _f if line.strip()]


class Book:
    def __init__(self, today):
        price = {}
        self.log, self.sales, self.buys, self.adj, self.rets = [], [], [], [], []
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
                        self.log.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = F(str(r["selling_price"]))
                self.log.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = F(str(it["quantity"]))
                    exact = q * price[it["product"]] * 100
                    assert exact.denominator != 2, "half cent line"
                    lines.append((it["product"], q, F(round(exact), 100)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.live = [s for s in self.sales if s["ret"] is None]
        self.uc = {}
        for b in self.buys:
            assert self.uc.setdefault(b[2], b[4]) == b[4]

    def rows(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        return [(s, p, q, t) for s in self.live if lo <= s["date"] <= hi and cust in (None, s["cust"])
                and (wd is None or D(s["date"]).weekday() in wd)
                for p, q, t in s["lines"] if prod in (None, p)]

    def take(self, **kw):
        return sum(t for _, _, _, t in self.rows(**kw))

    def kg(self, **kw):
        return sum(q for _, _, q, _ in self.rows(**kw))

    def cost(self, **kw):
        return sum(q * self.uc[p] for _, p, q, _ in self.rows(**kw))

    def count(self, **kw):
        return len({id(s) for s, _, _, _ in self.rows(**kw)})

    def refund(self, lo="0000", hi="9999", cust=None):
        return sum(sum(t for _, _, t in s["lines"]) for d, c, s in self.rets if lo <= d <= hi and cust in (None, c))

    def stock(self, p, d):
        return (sum(b[3] for b in self.buys if b[2] == p and b[0] <= d)
                - sum(q for s in self.sales if s["date"] <= d and not (s["ret"] and s["ret"] <= d)
                      for pp, q, _ in s["lines"] if pp == p)
                + sum(q for dt, pp, q in self.adj if pp == p and dt <= d))

    def price(self, p, d):
        out = None
        for dt, pp, pr in self.log:
            if pp == p and dt <= d:
                out = pr
        return out

    def per(self, keyf, val=lambda p, q, t: t, **kw):
        out = {}
        for s, p, q, t in self.rows(**kw):
            out[keyf(s, p)] = out.get(keyf(s, p), 0) + val(p, q, t)
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
    v = sorted(d.values(), reverse=not low)
    assert v[0] != v[1]
    return (min if low else max)(d, key=d.get)


_books = {}


def B(text):
    t = by_text[text]["today"]
    if t not in _books:
        _books[t] = Book(t)
    return _books[t], t


checks = {}


def check(text, fn):
    b, t = B(text)
    checks[text] = fn(b, t)


ALL = "0000"
check("Week on week, how much did takings grow last week compared with the week before, as a percent?",
      lambda b, t: c2((b.take(lo="2024-02-19", hi="2024-02-25") / b.take(lo="2024-02-12", hi="2024-02-18") - 1) * 100))
check("Lay out revenue week by week for me, each week keyed by its Monday",
      lambda b, t: {k: c2(v) for k, v in b.per(lambda s, p: (D(s["date"]) - datetime.timedelta(
          days=D(s["date"]).weekday())).isoformat()).items()})
check("What's the average basket across February — dollars per sale?", lambda b, t: c2(b.take() / len(b.live)))
check("Best trading day of the month so far, by takings?", lambda b, t: argmax(b.per(lambda s, p: s["date"])))
check("And the weakest day for takings?", lambda b, t: argmax(b.per(lambda s, p: s["date"]), low=True))
check("Who are the three biggest spenders, biggest first?",
      lambda b, t: [c for c, _ in sorted(b.per(lambda s, p: s["cust"]).items(), key=lambda kv: -kv[1])[:3]])
check("Gross margin on the whole month, as a percentage of revenue?",
      lambda b, t: c2((b.take() - b.cost()) / b.take() * 100))
check("Break takings down by day of the week",
      lambda b, t: {k: c2(v) for k, v in b.per(lambda s, p: D(s["date"]).strftime("%A")).items()})
check("How many distinct customers bought something this month?", lambda b, t: len({s["cust"] for s in b.live}))
check("What share of revenue came in on weekends, in percent?",
      lambda b, t: c2(b.take(wd={5, 6}) * 100 / b.take()))
check("Average takings per calendar day in February, over all 29 days?", lambda b, t: c2(b.take() / 29))
check("Which customers have spent more than $60 in total?",
      lambda b, t: sorted(c for c, v in b.per(lambda s, p: s["cust"]).items() if v > 60))
check("Average kilos per sale this month?", lambda b, t: k3(b.kg() / len(b.live)))
check("How much have we banked this week so far?", lambda b, t: c2(b.take(lo="2024-02-12", hi=t)))
check("Average ticket so far this month?", lambda b, t: c2(b.take() / len(b.live)))
check("How many customers have three or more separate sales on the books so far?",
      lambda b, t: sum(1 for c in {s["cust"] for s in b.live} if sum(s["cust"] == c for s in b.live) >= 3))
check("How many repeat buyers do we have yet — customers with two or more separate sales?",
      lambda b, t: sum(1 for c in {s["cust"] for s in b.live} if sum(s["cust"] == c for s in b.live) >= 2))
check("On how many days did takings clear $30?",
      lambda b, t: sum(1 for v in b.per(lambda s, p: s["date"]).values() if v > 30))
check("Gross profit for last week?",
      lambda b, t: c2(b.take(lo="2024-02-19", hi="2024-02-25") - b.cost(lo="2024-02-19", hi="2024-02-25")))
check("Kilos sold per week, weeks keyed by Monday",
      lambda b, t: {k: k3(v) for k, v in b.per(lambda s, p: (D(s["date"]) - datetime.timedelta(
          days=D(s["date"]).weekday())).isoformat(), lambda p, q, x: q).items()})
check("Margin percent on strawberries?",
      lambda b, t: c2((b.take(prod="strawberry") - b.cost(prod="strawberry")) * 100 / b.take(prod="strawberry")))
check("Weekly takings so far, by week starting Monday",
      lambda b, t: {k: c2(v) for k, v in b.per(lambda s, p: (D(s["date"]) - datetime.timedelta(
          days=D(s["date"]).weekday())).isoformat()).items()})
# cashier
for text in ["what've we taken today?", "till total for today pls", "sales rung up today, total $, not counting the refund",
             "what's the take so far today?", "today's takings?", "how much in the till from sales today?",
             "today's total so far?", "end of shift: what did we take today"]:
    check(text, lambda b, t: c2(b.take(lo=t, hi=t)))
for text in ["any refunds today? how much went back out", "refunds today?", "how much did I hand back in refunds today",
             "how much got refunded today", "refunds this shift — so today — how much?", "refunds today"]:
    check(text, lambda b, t: c2(b.refund(t, t)))
for text in ["how many sales have I rung up since we opened this morning", "how many sales since opening today",
             "number of sales today", "how many sales did I do today"]:
    check(text, lambda b, t: sum(s["date"] == t for s in b.live))
check("what are oranges going for now, per kg?", lambda b, t: c2(b.price("orange", t)))
check("price of oranges a kilo right now?", lambda b, t: c2(b.price("orange", t)))
check("banana price now", lambda b, t: c2(b.price("banana", t)))
check("what are we charging for pears now", lambda b, t: c2(b.price("pear", t)))
check("how much mango's left in stock now, kg", lambda b, t: k3(b.stock("mango", t)))
check("strawberries left after today's delivery, in kilos?", lambda b, t: k3(b.stock("strawberry", t)))
check("how much cherry we got now, kilos?", lambda b, t: k3(b.stock("cherry", t)))
check("who had the biggest single sale today?",
      lambda b, t: argmax({s["cust"]: sum(x for _, _, x in s["lines"]) for s in b.live if s["date"] == t}))
check("what have we taken since Monday?", lambda b, t: c2(b.take(lo="2024-02-26")))
check("sales minus refunds since Monday — what's the net?",
      lambda b, t: c2(b.take(lo="2024-02-26") - b.refund(lo="2024-02-26")))
check("today's sales by fruit, in kg",
      lambda b, t: {k: k3(v) for k, v in b.per(lambda s, p: p, lambda p, q, x: q, lo=t, hi=t).items()})
check("give me the current price list, per kg", lambda b, t: {p: c2(b.price(p, t)) for p in b.uc})
check("what did the weekend take, yesterday and today together?", lambda b, t: c2(b.take(lo="2024-02-24", hi=t)))
# bookkeeper
check("What is turnover for February?", lambda b, t: c2(b.take()))
check("Cost of sales for the month?", lambda b, t: c2(b.cost()))
check("Gross profit for February, please.", lambda b, t: c2(b.take() - b.cost()))
check("Total stock write-downs for the period, valued at cost?",
      lambda b, t: c2(sum(-q * b.uc[p] for _, p, q in b.adj if q < 0)))
check("Write-downs in kilos for the period?", lambda b, t: k3(sum(-q for _, _, q in b.adj if q < 0)))
check("How many credit notes have we raised for returns this month?", lambda b, t: len(b.rets))
check("Total value of credit notes issued?", lambda b, t: c2(b.refund()))
check("Credit notes issued in the week commencing 19 February — total value?",
      lambda b, t: c2(b.refund("2024-02-19", "2024-02-25")))
check("Total purchases at cost for the period?", lambda b, t: c2(sum(x[3] * x[4] for x in b.buys)))
check("Purchases ledger: spend at cost by supplier",
      lambda b, t: {s: c2(sum(x[3] * x[4] for x in b.buys if x[1] == s)) for s in sorted({x[1] for x in b.buys})})
check("Closing stock valuation at cost on 29 February?", lambda b, t: c2(sum(b.stock(p, t) * b.uc[p] for p in b.uc)))
check("Stock valuation at cost as at close of business today?",
      lambda b, t: c2(sum(b.stock(p, t) * b.uc[p] for p in b.uc)))
check("Gross profit by product line",
      lambda b, t: {k: c2(v) for k, v in b.per(lambda s, p: p, lambda p, q, x: x - q * b.uc[p]).items()})
check("Cost of sales for the week ending Sunday 18 February?",
      lambda b, t: c2(b.cost(lo="2024-02-12", hi="2024-02-18")))
check("Gross profit less stock write-downs at cost, for the month?",
      lambda b, t: c2(b.take() - b.cost() + sum(q * b.uc[p] for _, p, q in b.adj if q < 0)))
check("Turnover month to date?", lambda b, t: c2(b.take()))
check("Cost of sales month to date?", lambda b, t: c2(b.cost()))
check("Value of credit notes issued to date?", lambda b, t: c2(b.refund()))
check("Cherry stock in kilos at close of business on the 14th?", lambda b, t: k3(b.stock("cherry", "2024-02-14")))
check("How many sale records stand for the month once returned sales are taken out?", lambda b, t: len(b.live))
check("Credit notes by customer, total value each",
      lambda b, t: {c: c2(b.refund(cust=c)) for c in sorted({c for _, c, _ in b.rets})})
check("Turnover before the 10th?", lambda b, t: c2(b.take(hi="2024-02-09")))
check("Write-downs to date, in kilos?", lambda b, t: k3(sum(-q for _, _, q in b.adj if q < 0)))
check("Which product lines closed the month with under 20 kg in stock?",
      lambda b, t: sorted(p for p in b.uc if b.stock(p, t) < 20))
# customer relations
check("What has Mei been buying from us this month?", lambda b, t: sorted({p for _, p, _, _ in b.rows(cust="Mei Chen")}))
check("When did Omar last come in and buy something?", lambda b, t: max(s["date"] for s in b.live if s["cust"] == "Omar Haddad"))
check("When was Omar last in buying?", lambda b, t: max(s["date"] for s in b.live if s["cust"] == "Omar Haddad"))
check("How much has Eva spent with us?", lambda b, t: c2(b.take(cust="Eva Berg")))
check("How much has Eva Berg spent so far?", lambda b, t: c2(b.take(cust="Eva Berg")))
check("What's Eva's total spend to date?", lambda b, t: c2(b.take(cust="Eva Berg")))
check("How many separate sales has Raj had with us?", lambda b, t: b.count(cust="Raj Patel"))
check("How many times has Tom brought something back?", lambda b, t: sum(c == "Tom Lee" for _, c, _ in b.rets))
check("How much did we refund Bob?", lambda b, t: c2(b.refund(cust="Bob Smith")))
check("What does Luis spend on average per sale?", lambda b, t: c2(b.take(cust="Luis Garcia") / b.count(cust="Luis Garcia")))
check("How much did Ann spend last week?", lambda b, t: c2(b.take(lo="2024-02-19", hi="2024-02-25", cust="Ann Brown")))
check("Which customers haven't bought anything since the 20th?",
      lambda b, t: sorted({s["cust"] for s in b.live} - {s["cust"] for s in b.live if s["date"] >= "2024-02-20"}))
check("How much has Tom Lee spent, after his returns?", lambda b, t: c2(b.take(cust="Tom Lee")))
check("What's Tom's spend so far?", lambda b, t: c2(b.take(cust="Tom Lee")))
check("How much has Ken Smith spent with us so far?", lambda b, t: c2(b.take(cust="Ken Smith")))
check("Eva's spend day by day", lambda b, t: {k: c2(v) for k, v in b.per(lambda s, p: s["date"], cust="Eva Berg").items()})
check("How much has Mei spent since the 15th?", lambda b, t: c2(b.take(lo="2024-02-15", cust="Mei Chen")))
check("Zoe's spend before the 10th?", lambda b, t: c2(b.take(hi="2024-02-09", cust="Zoe Davis")))
check("What did Raj spend between the 20th and the 27th?",
      lambda b, t: c2(b.take(lo="2024-02-20", hi="2024-02-27", cust="Raj Patel")))
check("Which of our customers spent under $35 this month?",
      lambda b, t: sorted(c for c, v in b.per(lambda s, p: s["cust"]).items() if v < 35))
check("Who's spent the most on cherries?", lambda b, t: argmax(b.per(lambda s, p: s["cust"], prod="cherry")))

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", len(qs), "refuse", n_ref, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
