"""Held-out question set 40 for ChatLedger, written from the user's side.

Replays resources/demo/fruitshop_month.jsonl cut at each question's `today` and computes every answer
with plain Python (stdlib only, Decimal money). Writes questions.jsonl next to this file and prints
counts per persona. Run from anywhere:

    python bench/unseen40/question_truth.py
"""
import datetime
import json
import os
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
with open(DATA) as _f:
    RECORDS = [json.loads(line) for line in _f if line.strip()]
assert [r["date"] for r in RECORDS] == sorted(r["date"] for r in RECORDS), "file not in date order"
CENT, GRAM = Decimal("0.01"), Decimal("0.001")
FEB1, FEB29 = "2024-02-01", "2024-02-29"


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def shift(s, n):
    return iso(day(s) + datetime.timedelta(days=n))


def monday(s):
    d = day(s)
    return iso(d - datetime.timedelta(days=d.weekday()))


def wdname(s):
    return day(s).strftime("%A")


# one unit cost per product over the whole file
UNIT_COST = {}
for _r in RECORDS:
    if _r["kind"] == "purchase":
        for _it in _r["items"]:
            _c = dec(_it["unit_cost"])
            assert UNIT_COST.setdefault(_it["product"], _c) == _c, "product with two unit costs"


class Ledger:
    """The records dated <= today, replayed in file order."""

    def __init__(self, today):
        self.today = today
        self.sales, self.buys, self.adj, self.rets, self.plog = [], [], [], [], []
        price = {}
        for r in RECORDS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], dec(it["quantity"]),
                                      dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = dec(it["selling_price"])
                        self.plog.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.plog.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append((it["product"], kg, (kg * price[it["product"]]).quantize(CENT, ROUND_HALF_UP)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise AssertionError(k)
        self.live = [s for s in self.sales if s["ret"] is None]

    # ---- sales
    def lines(self, lo=FEB1, hi=None, cust=None, prod=None, wd=None):
        hi = hi or self.today
        for s in self.live:
            if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust) and (
                    wd is None or day(s["date"]).weekday() in wd):
                for p, kg, v in s["lines"]:
                    if prod is None or p == prod:
                        yield s, p, kg, v

    def takings(self, *a, **k):
        return sum((v for _, _, _, v in self.lines(*a, **k)), Decimal(0))

    def kilos(self, *a, **k):
        return sum((kg for _, _, kg, _ in self.lines(*a, **k)), Decimal(0))

    def nsales(self, *a, **k):
        return len({id(s) for s, _, _, _ in self.lines(*a, **k)})

    def cogs(self, *a, **k):
        return sum((kg * UNIT_COST[p] for _, p, kg, _ in self.lines(*a, **k)), Decimal(0))

    def profit(self, *a, **k):
        return self.takings(*a, **k) - self.cogs(*a, **k)

    def margin(self, *a, **k):
        return self.profit(*a, **k) / self.takings(*a, **k) * 100

    def table(self, key, val, lo=FEB1, hi=None, **k):
        out = defaultdict(Decimal)
        for s, p, kg, v in self.lines(lo, hi, **k):
            kk = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                  "weekday": wdname(s["date"])}[key]
            out[kk] += {"value": v, "kg": kg, "cogs": kg * UNIT_COST[p], "profit": v - kg * UNIT_COST[p]}[val]
        return {kk: vv for kk, vv in out.items() if vv != 0}

    def sale_totals(self, lo=FEB1, hi=None):
        hi = hi or self.today
        return [sum(v for _, _, v in s["lines"]) for s in self.live if lo <= s["date"] <= hi]

    def cust_days(self, lo=FEB1, hi=None):
        hi = hi or self.today
        out = defaultdict(set)
        for s in self.live:
            if lo <= s["date"] <= hi:
                out[s["cust"]].add(s["date"])
        return out

    def first_seen(self, live_only):
        out = {}
        for s in (self.live if live_only else self.sales):
            out.setdefault(s["cust"], s["date"])
        return out

    # ---- refunds, write-offs, stock, prices, purchases
    def refunds(self, lo=FEB1, hi=None, cust=None):
        hi = hi or self.today
        return sum((sum(v for _, _, v in s["lines"]) for d, s in self.rets
                    if lo <= d <= hi and (cust is None or s["cust"] == cust)), Decimal(0))

    def writeoff_cost(self, lo=FEB1, hi=None, prod=None):
        hi = hi or self.today
        return sum((-q * UNIT_COST[p] for d, p, q in self.adj if lo <= d <= hi and q < 0
                    and (prod is None or p == prod)), Decimal(0))

    def writeoff_kg(self, lo=FEB1, hi=None, prod=None):
        hi = hi or self.today
        return sum((-q for d, p, q in self.adj if lo <= d <= hi and q < 0 and (prod is None or p == prod)),
                   Decimal(0))

    def stock(self, prod, d=None):
        d = d or self.today
        return (sum((q for bd, _, p, q, _ in self.buys if p == prod and bd <= d), Decimal(0))
                - self.kilos(FEB1, d, prod=prod)
                + sum((q for ad, p, q in self.adj if p == prod and ad <= d), Decimal(0)))

    def products(self):
        return sorted({b[2] for b in self.buys})

    def price(self, prod, d=None):
        d = d or self.today
        cur = None
        for pd, p, pr in self.plog:
            if p == prod and pd <= d:
                cur = pr
        return cur

    def bought_kg(self, lo=FEB1, hi=None, prod=None, sup=None):
        hi = hi or self.today
        return sum((q for d, s, p, q, _ in self.buys if lo <= d <= hi and (prod is None or p == prod)
                    and (sup is None or s == sup)), Decimal(0))

    def bought_cost(self, lo=FEB1, hi=None, prod=None, sup=None):
        hi = hi or self.today
        return sum((q * c for d, s, p, q, c in self.buys if lo <= d <= hi and (prod is None or p == prod)
                    and (sup is None or s == sup)), Decimal(0))

    def sup_table(self, val):
        out = defaultdict(Decimal)
        for _, s, _, q, c in self.buys:
            out[s] += q * c if val == "cost" else q
        return dict(out)


# ------------------------------------------------------------ answer shapes
def money(x):
    return {"type": "number", "value": float(Decimal(x).quantize(CENT, ROUND_HALF_UP))}


def kg3(x):
    return {"type": "number", "value": float(Decimal(x).quantize(GRAM, ROUND_HALF_UP))}


def count(n):
    assert int(n) == n
    return {"type": "number", "value": int(n)}


def name(s):
    return {"type": "name", "value": s}


def names(vs, ordered):
    vs = list(vs)
    assert vs and len(set(vs)) == len(vs)
    return {"type": "names", "values": vs if ordered else sorted(vs), "ordered": ordered}


def table(key, rows, fmt):
    q = CENT if fmt == "money" else GRAM
    rr = {k: float(Decimal(v).quantize(q, ROUND_HALF_UP)) if fmt != "count" else int(v)
          for k, v in sorted(rows.items()) if v != 0}
    assert rr
    return {"type": "table", "key": key, "rows": rr}


REFUSE = {"type": "refuse"}


def ranked(d, n, high=True):
    """Top n keys of d by value; asserts distinct values through item n+1."""
    order = sorted(d.items(), key=lambda kv: -kv[1] if high else kv[1])
    vals = [v for _, v in order[:n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", order[:n + 1])
    return [k for k, _ in order[:n]]


def best(d, high=True):
    return ranked(d, 1, high)[0]


def over(d, thr, above=True):
    assert all(v != thr for v in d.values()), ("value on threshold", thr)
    return [k for k, v in d.items() if (v > thr if above else v < thr)]


def same(a, b):
    assert a == b, (a, b)
    return a


def new_custs(L, lo):
    """Customers whose first sale record is dated lo..today; must not depend on counting returned sales."""
    return same({c for c, d in L.first_seen(True).items() if d >= lo},
                {c for c, d in L.first_seen(False).items() if d >= lo})


def buyers(L, lo=FEB1, prod=None):
    """Customers with a sale lo..today (optionally holding prod); must not depend on counting returned sales."""
    every = {s["cust"] for s in L.sales if lo <= s["date"] <= L.today
             and (prod is None or any(p == prod for p, _, _ in s["lines"]))}
    return same({s["cust"] for s, _, _, _ in L.lines(lo, prod=prod)}, every)


QS = []


def q(persona, today, text, fn=None):
    QS.append((persona, today, text, fn))


def r(today, text):
    q("refuse", today, text, None)


T29 = FEB29
# ====================================================================== tax adviser
# Formal, accounting vocabulary, explicit periods, "net of returns", "at cost".
q("tax", T29, "For the quarterly return I need February's takings net of customer returns, to the cent.",
  lambda L: money(L.takings()))
q("tax", T29, "What is the cost of goods sold for February at unit cost?", lambda L: money(L.cogs()))
q("tax", T29, "Gross profit for the month of February (sales less cost of goods sold)?",
  lambda L: money(L.profit()))
q("tax", T29, "What gross margin percentage did the shop achieve across February?",
  lambda L: money(L.margin()))
q("tax", T29, "Total value of refunds issued to customers in February, please.", lambda L: money(L.refunds()))
q("tax", T29, "How many refunds were processed during February?",
  lambda L: count(len(L.rets)))
q("tax", T29, "What did stock written off in February cost us, valued at unit cost?",
  lambda L: money(L.writeoff_cost()))
q("tax", T29, "How many kilos in total were written off during the month?", lambda L: kg3(L.writeoff_kg()))
q("tax", T29, "Please break down the write-off cost by product for February.",
  lambda L: table("product", {p: L.writeoff_cost(prod=p) for p in L.products()}, "money"))
q("tax", T29, "Total inventory purchases at cost for February, all suppliers combined?",
  lambda L: money(L.bought_cost()))
q("tax", T29, "Purchases at cost split by supplier for the period 1 to 29 February.",
  lambda L: table("supplier", L.sup_table("cost"), "money"))
q("tax", T29, "Net sales for the period 1 February to 14 February inclusive?",
  lambda L: money(L.takings(FEB1, "2024-02-14")))
q("tax", T29, "Net sales for 15 February through 29 February inclusive?",
  lambda L: money(L.takings("2024-02-15", T29)))
q("tax", T29, "Sales revenue between the 10th and the 20th of February, both days included?",
  lambda L: money(L.takings("2024-02-10", "2024-02-20")))
q("tax", T29, "Cost of sales for the sales dated between 1 and 15 February inclusive?",
  lambda L: money(L.cogs(FEB1, "2024-02-15")))
q("tax", T29, "What were the refunds, by value, dated in the second half of the month (16th to 29th)?",
  lambda L: money(L.refunds("2024-02-16", T29)))
q("tax", T29, "I need the revenue figure for each week of February, keyed by week commencing Monday.",
  lambda L: table("week", L.table("week", "value"), "money"))
q("tax", T29, "Cost of goods sold per product for February, please.",
  lambda L: table("product", L.table("product", "cogs"), "money"))
q("tax", T29, "Revenue by product for the month, net of returns.",
  lambda L: table("product", L.table("product", "value"), "money"))
q("tax", T29, "Gross profit on mangoes in February?", lambda L: money(L.profit(prod="mango")))
q("tax", T29, "What was the gross margin percentage on strawberries for the month?",
  lambda L: money(L.margin(prod="strawberry")))
q("tax", T29, "Which product generated the largest gross profit in February?",
  lambda L: name(best(L.table("product", "profit"))))
q("tax", T29, "Sales revenue recorded on weekends (Saturdays and Sundays) during February?",
  lambda L: money(L.takings(wd={5, 6})))
q("tax", T29, "Sales revenue on weekdays only, Monday to Friday, for February?",
  lambda L: money(L.takings(wd={0, 1, 2, 3, 4})))
q("tax", T29, "How many sale transactions are there for February, leaving out the ones that were returned?",
  lambda L: count(L.nsales()))
q("tax", T29, "What was the average value per sale transaction in February, returned sales excluded?",
  lambda L: money(sum(L.sale_totals()) / len(L.sale_totals())))
q("tax", T29, "Total of the refund issued to Tom Lee over the month?", lambda L: money(L.refunds(cust="Tom Lee")))
q("tax", T29, "What is the value of closing inventory of apples at cost as at 29 February?",
  lambda L: money(L.stock("apple") * UNIT_COST["apple"]))
q("tax", T29, "Closing stock valued at cost across all products at the end of February?",
  lambda L: money(sum(L.stock(p) * UNIT_COST[p] for p in L.products())))
q("tax", T29, "Revenue recorded before the 8th of February (so 1st to 7th)?",
  lambda L: money(L.takings(FEB1, "2024-02-07")))
q("tax", T29, "Revenue since the 22nd, the 22nd included?", lambda L: money(L.takings("2024-02-22", T29)))
q("tax", T29, "What did purchases from Green Valley Farms come to at cost this month?",
  lambda L: money(L.bought_cost(sup="Green Valley Farms")))
q("tax", T29, "Banana revenue for the whole of February, net of returns?", lambda L: money(L.takings(prod="banana")))
q("tax", T29, "Sales value per calendar day in the week beginning Monday 12 February.",
  lambda L: table("day", L.table("day", "value", "2024-02-12", "2024-02-18"), "money"))
q("tax", T29, "Gross profit by week (week commencing Monday) for February.",
  lambda L: table("week", L.table("week", "profit"), "money"))
q("tax", T29, "Total write-off cost recorded between 1 and 18 February inclusive?",
  lambda L: money(L.writeoff_cost(FEB1, "2024-02-18")))
# earlier cut-offs
q("tax", "2024-02-14", "Draft figures as of today: net takings month to date?", lambda L: money(L.takings()))
q("tax", "2024-02-14", "Refunds booked so far this month, in dollars?", lambda L: money(L.refunds()))
q("tax", "2024-02-14", "Cost of goods sold month to date?", lambda L: money(L.cogs()))
q("tax", "2024-02-21", "Provisional gross profit for February so far?", lambda L: money(L.profit()))
q("tax", "2024-02-21", "What has been written off so far this month, at cost?", lambda L: money(L.writeoff_cost()))
q("tax", "2024-02-25", "Interim figure: revenue for last week, Monday to Sunday?",
  lambda L: money(L.takings("2024-02-12", "2024-02-18")))
q("tax", "2024-02-25", "Refunds dated in the current week so far?",
  lambda L: money(L.refunds("2024-02-19", "2024-02-25")))
q("tax", "2024-02-18", "Purchases at cost recorded to date this month?", lambda L: money(L.bought_cost()))
q("tax", "2024-02-11", "Net sales from the 1st up to and including yesterday?",
  lambda L: money(L.takings(FEB1, "2024-02-10")))

# ====================================================================== marketing intern
# Chatty, social-media words: VIPs, trending, fans, new faces, shout-outs.
q("intern", T29, "who are our top 3 customers this month by how much they spent?",
  lambda L: names(ranked(L.table("customer", "value"), 3), True))
q("intern", T29, "Who's our number one customer by spend in February?",
  lambda L: name(best(L.table("customer", "value"))))
q("intern", T29, "hey, who spent the least with us in Feb? (only people who actually bought something)",
  lambda L: name(best(L.table("customer", "value"), high=False)))
q("intern", T29, "can I get a list of how much each customer spent this month? for a VIP campaign",
  lambda L: table("customer", L.table("customer", "value"), "money"))
q("intern", T29, "which fruit is the most popular by kilos sold this month?",
  lambda L: name(best(L.table("product", "kg"))))
q("intern", T29, "what's our least popular fruit by kilos sold in February?",
  lambda L: name(best(L.table("product", "kg"), high=False)))
q("intern", T29, "top 2 fruits by sales $ this month for my Instagram post?",
  lambda L: names(ranked(L.table("product", "value"), 2), True))
q("intern", "2024-02-25", "Which fruits sold more kilos this week than they did last week? Trending list pls",
  lambda L: names(over({p: L.kilos("2024-02-19", "2024-02-25", prod=p) - L.kilos("2024-02-12", "2024-02-18", prod=p)
                        for p in L.products()}, 0), False))
q("intern", T29, "How many new customers this week, i.e. people whose very first purchase was this week?",
  lambda L: count(len(new_custs(L, "2024-02-26"))))
q("intern", T29, "How many different customers bought from us in February?",
  lambda L: count(len(buyers(L))))
q("intern", T29, "Loyal crew: which customers bought something in every week from Mon 5 Feb on "
  "(5-11, 12-18, 19-25 and 26-29)?",
  lambda L: names([c for c, ds in L.cust_days().items() if all(any(a <= x <= b for x in ds) for a, b in (
      ("2024-02-05", "2024-02-11"), ("2024-02-12", "2024-02-18"), ("2024-02-19", "2024-02-25"),
      ("2024-02-26", T29)))], False))
q("intern", T29, "who made the most separate purchases this month?",
  lambda L: name(best({c: L.nsales(cust=c) for c in {s["cust"] for s in L.live}})))
q("intern", T29, "how many purchases did Omar Haddad make this month?", lambda L: count(L.nsales(cust="Omar Haddad")))
q("intern", T29, "How much has Raj Patel spent with us in total this month?",
  lambda L: money(L.takings(cust="Raj Patel")))
q("intern", T29, "what did Zoe Davis spend in February?", lambda L: money(L.takings(cust="Zoe Davis")))
q("intern", T29, "how much did Sue Davis spend this month?", lambda L: money(L.takings(cust="Sue Davis")))
q("intern", T29, "Which customers spent more than $30 this month? want to send them a thank-you card",
  lambda L: names(over(L.table("customer", "value"), 30), False))
q("intern", T29, "Who bought strawberries this month? list of names",
  lambda L: names(buyers(L, prod="strawberry"), False))
q("intern", T29, "Who's our biggest mango fan, by kilos of mango bought?",
  lambda L: name(best(L.table("customer", "kg", prod="mango"))))
q("intern", T29, "who bought the most cherries (kg) in February?",
  lambda L: name(best(L.table("customer", "kg", prod="cherry"))))
q("intern", T29, "Which day of the week is busiest for us, by total sales $ in Feb?",
  lambda L: name(best(L.table("weekday", "value"))))
q("intern", T29, "Sales $ by day of the week for February, for a posting schedule",
  lambda L: table("weekday", L.table("weekday", "value"), "money"))
q("intern", T29, "how many sales did we make on weekends this month?", lambda L: count(L.nsales(wd={5, 6})))
q("intern", T29, "What was our biggest single sale this month (in $)?", lambda L: money(max(L.sale_totals())))
q("intern", T29, "How many kilos of fruit did we sell in total this week?",
  lambda L: kg3(L.kilos("2024-02-26", T29)))
q("intern", T29, "Which fruit brought in the most money this week?",
  lambda L: name(best(L.table("product", "value", "2024-02-26", T29))))
q("intern", T29, "who were our customers this week? just names",
  lambda L: names(buyers(L, "2024-02-26"), False))
q("intern", T29, "How many customers bought bananas this month?",
  lambda L: count(len(buyers(L, prod="banana"))))
q("intern", T29, "kilos sold per fruit this month? making an infographic",
  lambda L: table("product", L.table("product", "kg"), "kg"))
q("intern", T29, "Which customers spent nothing after the 20th, even though they bought earlier in the month?",
  lambda L: names(sorted(set(L.table("customer", "value", FEB1, "2024-02-20"))
                         - set(L.table("customer", "value", "2024-02-21", T29))), False))
q("intern", T29, "How many sales did Ann Brown make with us this month?", lambda L: count(L.nsales(cust="Ann Brown")))
q("intern", T29, "What's the average amount a customer spent this month (total sales divided by number of customers)?",
  lambda L: money(L.takings() / len(buyers(L))))
q("intern", T29, "Top 2 customers by total kilos of fruit bought this month?",
  lambda L: names(ranked(L.table("customer", "kg"), 2), True))
# earlier cut-offs
q("intern", "2024-02-14", "So far this month, who's our top spender?",
  lambda L: name(best(L.table("customer", "value"))))
q("intern", "2024-02-14", "how much has Tom Lee spent so far this month?", lambda L: money(L.takings(cust="Tom Lee")))
q("intern", "2024-02-14", "which fruit is selling the most kilos so far this month?",
  lambda L: name(best(L.table("product", "kg"))))
q("intern", "2024-02-18", "How many new customers did we get this week (first ever purchase this week)?",
  lambda L: count(len(new_custs(L, "2024-02-12"))))
q("intern", "2024-02-21", "who are the new customers this week? (bought for the first time this week)",
  lambda L: names(new_custs(L, "2024-02-19"), False))
q("intern", "2024-02-21", "which fruit has earned the most $ this week so far?",
  lambda L: name(best(L.table("product", "value", "2024-02-19", "2024-02-21"))))
q("intern", "2024-02-25", "Top 3 spenders last week (Mon-Sun)?",
  lambda L: names(ranked(L.table("customer", "value", "2024-02-12", "2024-02-18"), 3), True))
q("intern", "2024-02-25", "what's the most popular fruit this weekend by kilos?",
  lambda L: name(best(L.table("product", "kg", "2024-02-24", "2024-02-25"))))
q("intern", "2024-02-11", "How many different people have bought from us so far in February?",
  lambda L: count(len(buyers(L))))
q("intern", "2024-02-16", "what did Eva Berg spend this month so far?", lambda L: money(L.takings(cust="Eva Berg")))

# ====================================================================== produce buyer
# Practical stock talk: kilos on hand, days of cover, moving fastest, running low, what suppliers charge.
q("buyer", T29, "How many kilos of apples do we have left?", lambda L: kg3(L.stock("apple")))
q("buyer", T29, "kg of cherries on hand right now?", lambda L: kg3(L.stock("cherry")))
q("buyer", T29, "How much strawberry stock is left?", lambda L: kg3(L.stock("strawberry")))
q("buyer", T29, "What's left of the mangoes, in kilos?", lambda L: kg3(L.stock("mango")))
q("buyer", T29, "Stock on hand for every fruit, in kilos.",
  lambda L: table("product", {p: L.stock(p) for p in L.products()}, "kg"))
q("buyer", T29, "Which fruits are under 22 kg in stock right now?",
  lambda L: names(over({p: L.stock(p) for p in L.products()}, 22, above=False), False))
q("buyer", T29, "Which fruit do we have the least of on hand?",
  lambda L: name(best({p: L.stock(p) for p in L.products()}, high=False)))
q("buyer", T29, "Which fruit do we have the most kilos of sitting in the shop?",
  lambda L: name(best({p: L.stock(p) for p in L.products()})))
q("buyer", T29, "What sold fastest this month, by kilos?", lambda L: name(best(L.table("product", "kg"))))
q("buyer", T29, "Top 3 fruits by kilos moved in the last 7 days (23rd to 29th)?",
  lambda L: names(ranked(L.table("product", "kg", "2024-02-23", T29), 3), True))
q("buyer", T29, "How many kilos of pears did we sell over the last 7 days, the 23rd to today?",
  lambda L: kg3(L.kilos("2024-02-23", T29, prod="pear")))
q("buyer", T29, "At the rate we sold mangoes over the last 7 days (23rd to 29th), how many days will the stock last?",
  lambda L: money(L.stock("mango") / (L.kilos("2024-02-23", T29, prod="mango") / 7)))
q("buyer", T29, "Days of cover on strawberries if we keep selling at this month's average daily rate "
  "(February kilos sold so far divided by 29 days)?",
  lambda L: money(L.stock("strawberry") / (L.kilos(prod="strawberry") / 29)))
q("buyer", T29, "What do we pay per kilo for cherries?", lambda L: money(UNIT_COST["cherry"]))
q("buyer", T29, "Unit cost of bananas from our suppliers?", lambda L: money(UNIT_COST["banana"]))
q("buyer", T29, "What are we selling pears for right now, per kg?", lambda L: money(L.price("pear")))
q("buyer", T29, "Current selling price of oranges per kilo?", lambda L: money(L.price("orange")))
q("buyer", T29, "How many kilos did we buy from Hillside Produce this month?",
  lambda L: kg3(L.bought_kg(sup="Hillside Produce")))
q("buyer", T29, "Kilos bought per supplier in February.", lambda L: table("supplier", L.sup_table("kg"), "kg"))
q("buyer", T29, "Which supplier did we spend the most with this month, at cost?",
  lambda L: name(best(L.sup_table("cost"))))
q("buyer", T29, "Total kilos of bananas bought this month across all suppliers?",
  lambda L: kg3(L.bought_kg(prod="banana")))
q("buyer", T29, "How much did we spend with ABC this month?", lambda L: money(L.bought_cost(sup="ABC")))
q("buyer", T29, "How many kilos of strawberries have we lost to write-offs this month?",
  lambda L: kg3(L.writeoff_kg(prod="strawberry")))
q("buyer", T29, "Of everything we bought this month, how many kilos of grapes actually sold?",
  lambda L: kg3(L.kilos(prod="grape")))
q("buyer", T29, "What share of the pears we bought this month have sold? As a percentage of kilos bought",
  lambda L: money(L.kilos(prod="pear") / L.bought_kg(prod="pear") * 100))
q("buyer", T29, "Which fruits sold fewer than 15 kg this month? thinking of ordering less",
  lambda L: names(over(L.table("product", "kg"), 15, above=False), False))
q("buyer", T29, "Kilos sold per day this week, all fruit together.",
  lambda L: table("day", L.table("day", "kg", "2024-02-26", T29), "kg"))
q("buyer", T29, "How many kilos of cherries did we sell last week?",
  lambda L: kg3(L.kilos("2024-02-19", "2024-02-25", prod="cherry")))
q("buyer", T29, "Kilos of banana sold each week this month, by week starting Monday.",
  lambda L: table("week", L.table("week", "kg", prod="banana"), "kg"))
q("buyer", T29, "How much cherry stock did we have at close on the 27th, before the new delivery?",
  lambda L: kg3(L.stock("cherry", "2024-02-27")))
q("buyer", T29, "What was the grape stock at close of business on the 15th?",
  lambda L: kg3(L.stock("grape", "2024-02-15")))
q("buyer", T29, "What was the selling price of bananas on the 18th?", lambda L: money(L.price("banana", "2024-02-18")))
q("buyer", T29, "Which is our most profitable fruit per kilo, selling price now minus unit cost?",
  lambda L: name(best({p: L.price(p) - UNIT_COST[p] for p in L.products()})))
# earlier cut-offs
q("buyer", "2024-02-14", "How many kilos of strawberries are left today?", lambda L: kg3(L.stock("strawberry")))
q("buyer", "2024-02-14", "Which fruits are below 20 kg on hand today?",
  lambda L: names(over({p: L.stock(p) for p in L.products()}, 20, above=False), False))
q("buyer", "2024-02-14", "How much orange stock is left?", lambda L: kg3(L.stock("orange")))
q("buyer", "2024-02-18", "What are we charging for oranges today?", lambda L: money(L.price("orange")))
q("buyer", "2024-02-21", "kg of bananas left right now?", lambda L: kg3(L.stock("banana")))
q("buyer", "2024-02-22", "What's moving fastest this week so far, in kilos?",
  lambda L: name(best(L.table("product", "kg", "2024-02-19", "2024-02-22"))))
q("buyer", "2024-02-23", "How many kilos of pears do we have in stock?", lambda L: kg3(L.stock("pear")))
q("buyer", "2024-02-26", "Stock on hand per fruit this morning, i.e. at close yesterday.",
  lambda L: table("product", {p: L.stock(p, "2024-02-25") for p in L.products()}, "kg"))
q("buyer", "2024-02-10", "How many kg of apples on hand after today's delivery?", lambda L: kg3(L.stock("apple")))
q("buyer", "2024-02-16", "Strawberry stock at close today, after the delivery and the count?",
  lambda L: kg3(L.stock("strawberry")))

# ====================================================================== business partner
# Short email-style, abbreviations, pls/thx, MTD/WTD.
q("partner", T29, "rev MTD pls", lambda L: money(L.takings()))
q("partner", T29, "WTD rev? thx", lambda L: money(L.takings("2024-02-26", T29)))
q("partner", T29, "qty bananas sold MTD (kg)", lambda L: kg3(L.kilos(prod="banana")))
q("partner", T29, "total kg sold WTD pls", lambda L: kg3(L.kilos("2024-02-26", T29)))
q("partner", T29, "rev last wk vs wk before - just give me last wk's number",
  lambda L: money(L.takings("2024-02-19", "2024-02-25")))
q("partner", T29, "rev wk before last (Mon-Sun) pls", lambda L: money(L.takings("2024-02-12", "2024-02-18")))
q("partner", T29, "GP MTD? (rev minus COGS)", lambda L: money(L.profit()))
q("partner", T29, "GM% MTD pls", lambda L: money(L.margin()))
q("partner", T29, "refunds MTD $", lambda L: money(L.refunds()))
q("partner", T29, "# of sales MTD, returned ones excluded", lambda L: count(L.nsales()))
q("partner", T29, "# sales today", lambda L: count(L.nsales(T29, T29)))
q("partner", T29, "rev today?", lambda L: money(L.takings(T29, T29)))
q("partner", T29, "rev yday pls", lambda L: money(L.takings("2024-02-28", "2024-02-28")))
q("partner", T29, "rev by wk MTD (wk = Mon start) thx", lambda L: table("week", L.table("week", "value"), "money"))
q("partner", T29, "rev per day WTD", lambda L: table("day", L.table("day", "value", "2024-02-26", T29), "money"))
q("partner", T29, "best day MTD by rev?", lambda L: name(best(L.table("day", "value"))))
q("partner", T29, "worst day MTD by rev (days w/ sales only)", lambda L: name(best(L.table("day", "value"), False)))
q("partner", T29, "days MTD w/ rev > $40?", lambda L: names(over(L.table("day", "value"), 40), False))
q("partner", T29, "top cust MTD?", lambda L: name(best(L.table("customer", "value"))))
q("partner", T29, "top 5 custs by rev MTD, ranked", lambda L: names(ranked(L.table("customer", "value"), 5), True))
q("partner", T29, "top product by GP MTD?", lambda L: name(best(L.table("product", "profit"))))
q("partner", T29, "GP by product MTD pls", lambda L: table("product", L.table("product", "profit"), "money"))
q("partner", T29, "wknd rev MTD (Sat+Sun)", lambda L: money(L.takings(wd={5, 6})))
q("partner", T29, "strawb rev MTD", lambda L: money(L.takings(prod="strawberry")))
q("partner", T29, "cherry qty WTD kg", lambda L: kg3(L.kilos("2024-02-26", T29, prod="cherry")))
q("partner", T29, "avg sale $ MTD", lambda L: money(sum(L.sale_totals()) / len(L.sale_totals())))
q("partner", T29, "avg daily rev MTD (rev / 29 days)", lambda L: money(L.takings() / 29))
q("partner", T29, "purch @ cost MTD", lambda L: money(L.bought_cost()))
q("partner", T29, "w/o cost MTD (write-offs)", lambda L: money(L.writeoff_cost()))
q("partner", T29, "stock val @ cost now, all fruit", lambda L: money(sum(L.stock(p) * UNIT_COST[p]
                                                                           for p in L.products())))
q("partner", T29, "mango GP WTD", lambda L: money(L.profit("2024-02-26", T29, prod="mango")))
q("partner", T29, "rev since 15th incl.", lambda L: money(L.takings("2024-02-15", T29)))
q("partner", T29, "rev 1st-10th incl pls", lambda L: money(L.takings(FEB1, "2024-02-10")))
q("partner", T29, "how many custs WTD?", lambda L: count(len(buyers(L, "2024-02-26"))))
# earlier cut-offs
q("partner", "2024-02-14", "rev MTD? thx", lambda L: money(L.takings()))
q("partner", "2024-02-14", "WTD rev pls", lambda L: money(L.takings("2024-02-12", "2024-02-14")))
q("partner", "2024-02-14", "refunds WTD", lambda L: money(L.refunds("2024-02-12", "2024-02-14")))
q("partner", "2024-02-18", "GP MTD pls", lambda L: money(L.profit()))
q("partner", "2024-02-18", "rev last wk?", lambda L: money(L.takings("2024-02-05", "2024-02-11")))
q("partner", "2024-02-21", "qty strawb WTD kg", lambda L: kg3(L.kilos("2024-02-19", "2024-02-21", prod="strawberry")))
q("partner", "2024-02-21", "top cust MTD so far", lambda L: name(best(L.table("customer", "value"))))
q("partner", "2024-02-23", "# sales WTD", lambda L: count(L.nsales("2024-02-19", "2024-02-23")))
q("partner", "2024-02-25", "rev this wknd (Sat+Sun)", lambda L: money(L.takings("2024-02-24", "2024-02-25")))
q("partner", "2024-02-26", "rev yday?", lambda L: money(L.takings("2024-02-25", "2024-02-25")))
q("partner", "2024-02-26", "banana price now?", lambda L: money(L.price("banana")))
q("partner", "2024-02-11", "kg sold MTD all fruit", lambda L: kg3(L.kilos()))

# ====================================================================== refusals
r(T29, "rev YoY pls - Feb 24 vs Feb 23")
r(T29, "How did revenue compare with January?")
r(T29, "What VAT did we collect on February sales?")
r(T29, "What did we pay in staff wages this month?")
r(T29, "How much was the shop's rent for February?")
r("2024-02-20", "What will takings be on the 27th?")
r("2024-02-20", "how many kilos of cherries will we sell next week?")
r("2024-02-14", "rev for the wk of the 19th pls")
r(T29, "What were our sales in March?")
r("2024-02-26", "How much did Smith spend this month?")
r(T29, "How much has Davis bought from us this month?")
r("2024-02-22", "what's the weather going to be like for the market on Saturday?")
r(T29, "can you write me an Instagram caption about mangoes?")
r("2024-02-16", "What's the capital of Australia?")
r(T29, "Please delete Tom Lee's return from the 26th.")
r(T29, "Change the apple price to $1.90 from today.")
r(T29, "record a sale: 2 kg bananas to Raj Patel")
r("2024-02-19", "Add a new supplier called Sunny Orchards.")
r(T29, "remove the cherry write-off on the 28th pls")
r("2024-02-13", "How many kilos of kiwi do we have left?")
r(T29, "what's the customer satisfaction score for Feb?")
r(T29, "How many hours was the shop open this month?")
r(T29, "How much did we spend on marketing in February?")


def build():
    rows, counts = [], defaultdict(int)
    ledgers = {}
    for n, (persona, today, text, fn) in enumerate(QS, 1):
        if fn is None:
            expect = REFUSE
        else:
            L = ledgers.setdefault(today, Ledger(today))
            try:
                expect = fn(L)
            except AssertionError:
                print("FAILED", n, text)
                raise
        rows.append({"id": f"q40-{n:03d}", "question": text, "today": today, "category": persona, "expect": expect})
        counts[persona] += 1
    assert len({x["question"].strip().lower() for x in rows}) == len(rows), "duplicate question"
    with open(OUT, "w") as f:
        f.writelines(json.dumps(x) + "\n" for x in rows)
    early = sum(1 for x in rows if x["today"] < FEB29)
    print("questions", len(rows), "early-today", early, "refuse", counts["refuse"])
    for k in sorted(counts):
        print(f"  {k:<8} {counts[k]}")


if __name__ == "__main__":
    build()
