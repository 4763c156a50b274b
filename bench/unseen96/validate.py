"""Checks bench/unseen96/questions.jsonl: format, unique ids, the mix (size, refusals,
early `today`s), and an independent recomputation of 30+ answers (own parsing of the
records, Fraction arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen96/validate.py
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
T = "2024-02-29"

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q96-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q96-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    datetime.date.fromisoformat(q["today"])
    assert q["today"] == T or "2024-02-05" <= q["today"] <= "2024-02-25", q
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
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q

# ------------------------------------------------------------ mix checks
n = len(qs)
n_ref = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum(q["today"] != T for q in qs)
assert 190 <= n <= 210, n
assert 0.10 <= n_ref / n <= 0.14, n_ref
assert 0.22 <= n_early / n <= 0.28, n_early
cats = {q["category"] for q in qs}
for c in ["revenue", "kilos_sold", "count", "customer_spend", "purchase_cost", "quantity_bought", "refunds",
          "stock_now", "stock_on_date", "price_now", "price_on_date", "price_change", "cost", "profit", "average",
          "adjustments", "grouping", "ranking", "comparison", "who", "which", "supplier"]:
    assert c in cats, ("category missing", c)
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger, as known on a day
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


class Book:
    def __init__(self, today):
        self.today = today
        price = {}
        self.price_log, self.sales, self.buys, self.adj, self.rets = [], [], [], [], []
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
        self.cost = {}
        for b in self.buys:
            assert self.cost.setdefault(b[2], b[4]) == b[4], "two unit costs"

    def lines(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        for s in self.live:
            if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust) and (
                    wd is None or D(s["date"]).weekday() in wd):
                for p, q, t in s["lines"]:
                    if prod is None or p == prod:
                        yield s, p, q, t

    def takings(self, **kw):
        return sum(t for _, _, _, t in self.lines(**kw))

    def kilos(self, **kw):
        return sum(q for _, _, q, _ in self.lines(**kw))

    def profit(self, **kw):
        return sum(t - q * self.cost[p] for _, p, q, t in self.lines(**kw))

    def n_sales(self, lo="0000", hi="9999"):
        return sum(1 for s in self.live if lo <= s["date"] <= hi)

    def stock(self, prod, d=None):
        d = d or self.today
        return (sum(b[3] for b in self.buys if b[2] == prod and b[0] <= d) - self.kilos(hi=d, prod=prod)
                + sum(q for dt, p, q in self.adj if p == prod and dt <= d))

    def price(self, prod, d=None):
        d = d or self.today
        pp = None
        for dt, p, pr in self.price_log:
            if p == prod and dt <= d:
                pp = pr
        return pp

    def spend(self, sup=None):
        return sum(b[3] * b[4] for b in self.buys if sup is None or b[1] == sup)

    def refunds(self, lo="0000", hi="9999"):
        return sum(sum(t for *_, t in s["lines"]) for d, _, s in self.rets if lo <= d <= hi)

    def cust_spend(self):
        out = {}
        for s, _, _, t in self.lines():
            out[s["cust"]] = out.get(s["cust"], 0) + t
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


def top(d, low=False):
    order = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert order[0][1] != order[1][1], "tie"
    return order[0][0]


B = {}


def book(text):
    t = by_text[text]["today"]
    if t not in B:
        B[t] = Book(t)
    return B[t]


checks = {}
X = "What's the month-to-date gross revenue, net of returns?"
checks[X] = c2(book(X).takings())
X = "Run-rate check: revenue per calendar day so far this month?"            # asked on the 14th: 14 days
checks[X] = c2(book(X).takings() / 14)
X = "Gross margin % month-to-date?"                                         # asked on the 20th
checks[X] = c2(book(X).profit() / book(X).takings() * 100)
X = "COGS for the week ending Sunday the 18th"
checks[X] = c2(sum(q * book(X).cost[p] for _, p, q, _ in book(X).lines("2024-02-12", "2024-02-18")))
X = "Week-on-week: revenue last week minus the week before, in dollars"    # 19-25 minus 12-18
checks[X] = c2(book(X).takings(lo="2024-02-19", hi="2024-02-25") - book(X).takings(lo="2024-02-12", hi="2024-02-18"))
X = "Mean ticket size so far, net of returned transactions?"               # asked on the 10th
checks[X] = c2(book(X).takings() / book(X).n_sales())
X = "Closing inventory in kg by product as at the 18th"
checks[X] = {p: k3(book(X).stock(p, "2024-02-18")) for p in sorted(book(X).cost)}
X = "What's the shrinkage (write-offs) valued at unit cost, month to date?"
checks[X] = c2(sum(-q * book(X).cost[p] for _, p, q in book(X).adj if q < 0))
X = "Returns as a share of gross sales: refunds / (net revenue + refunds), percent"
checks[X] = c2(book(X).refunds() / (book(X).refunds() + book(X).takings()) * 100)
X = "Share of revenue earned on weekends, percent"
checks[X] = c2(book(X).takings(wd={5, 6}) / book(X).takings() * 100)
X = "Trailing 7-day revenue, including today"                             # asked on the 21st: 15..21
checks[X] = c2(book(X).takings(lo="2024-02-15", hi="2024-02-21"))
X = "Percentage change in the pear shelf price over the month (end vs start)"
p0 = book(X).price("pear", "2024-02-01")
checks[X] = c2((book(X).price("pear") - p0) / p0 * 100)
X = "how much strawbrees are left in the shop"                            # asked on the 10th
checks[X] = k3(book(X).stock("strawberry"))
X = "whats the cheepest fruit to buy"
checks[X] = top({p: book(X).price(p) for p in book(X).cost}, low=True)
X = "how much money did we get yesterday"                                 # asked on the 13th
checks[X] = c2(book(X).takings(lo="2024-02-12", hi="2024-02-12"))
X = "how much money did the shop get on saturday and sunday"              # asked Wed 21st: 17+18
checks[X] = c2(book(X).takings(lo="2024-02-17", hi="2024-02-18"))
X = "who bought the most stuff (money)"
checks[X] = top(book(X).cust_spend())
X = "who brought there fruit back"                                        # asked on the 16th
checks[X] = sorted({c for _, c, _ in book(X).rets})
X = "how many kilos of strawbrees got thrown out"
checks[X] = k3(-sum(q for _, p, q in book(X).adj if p == "strawberry" and q < 0))
X = "how many pears did we have on the 5th in kilos"
checks[X] = k3(book(X).stock("pear", "2024-02-05"))
X = "How much did we sell for the weekdays only this month, leaving the weekends?"
checks[X] = c2(book(X).takings(wd={0, 1, 2, 3, 4}))
X = "The sales before the 10th, how much were they?"
checks[X] = c2(book(X).takings(hi="2024-02-09"))
X = "How many kgs have gone out for the last 3 days?"                     # asked on the 12th: 10..12
checks[X] = k3(book(X).kilos(lo="2024-02-10", hi="2024-02-12"))
X = "Which fruits are remaining with less than 22 kgs?"
checks[X] = sorted(p for p in book(X).cost if book(X).stock(p) < 22)
X = "How was the stock of cherries at close of business on the 27th?"
checks[X] = k3(book(X).stock("cherry", "2024-02-27"))
X = "At what price were we selling oranges on 17th?"
checks[X] = c2(book(X).price("orange", "2024-02-17"))
X = "How much money have we used to buy stock from Green Valley?"
checks[X] = c2(book(X).spend("Green Valley Farms"))
X = "That customer Omar, how much has he bought since the 10th?"
checks[X] = c2(book(X).takings(cust="Omar Haddad", lo="2024-02-10"))
X = "Which customers have spent above 40 dollars?"
checks[X] = sorted(c for c, v in book(X).cust_spend().items() if v > 40)
X = "The profit for last week, how much?"                                 # asked Tue 20th: 12..18
checks[X] = c2(book(X).profit(lo="2024-02-12", hi="2024-02-18"))
X = "sweet as, what'd we take over the weekend just gone?"                # asked Tue 13th: 10+11
checks[X] = c2(book(X).takings(lo="2024-02-10", hi="2024-02-11"))
X = "how many kg of grapes in the chiller now?"                            # asked on the 5th
checks[X] = k3(book(X).stock("grape"))
X = "what's the price on pears today, mate?"                               # asked on the 25th
checks[X] = c2(book(X).price("pear"))
X = "when'd the last delivery of nanas come in?"                            # asked on the 20th
checks[X] = max(b[0] for b in book(X).buys if b[2] == "banana")
X = "how much has Bob spent with us so far?"                               # 19th: the 18th sale still stands
checks[X] = c2(book(X).takings(cust="Bob Smith"))
X = "how much did we refund this week?"                                    # asked Fri 16th: 12..16
checks[X] = c2(book(X).refunds(lo="2024-02-12", hi="2024-02-16"))
X = "when did we last write stuff off?"                                    # asked on the 24th
checks[X] = max(d for d, _, q in book(X).adj if q < 0)
X = "takings each day over the last 4 days"                                # asked on the 7th: 4..7
checks[X] = {d: c2(book(X).takings(lo=d, hi=d)) for d in ["2024-02-04", "2024-02-05", "2024-02-06", "2024-02-07"]}
X = "how many kg did we buy in vs sell this month - bought minus sold?"
checks[X] = k3(sum(b[3] for b in book(X).buys) - book(X).kilos())
X = "average kilos per sale, this month?"
checks[X] = k3(book(X).kilos() / book(X).n_sales())
X = "what was the quietest day last week for takings?"                    # asked Wed 14th: 5..11
checks[X] = top({d: book(X).takings(lo=d, hi=d) for d in
                 [f"2024-02-{i:02d}" for i in range(5, 12)]}, low=True)

bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
print("questions", n, "refuse", n_ref, "early", n_early, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
