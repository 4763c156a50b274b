"""Held-out question set 48 for ChatLedger, written from the user's side.

Replays resources/demo/fruitshop_month.jsonl cut at each question's `today`
and computes every answer with plain Python (Decimal money).  Writes
questions.jsonl next to this file and prints counts per persona.

    python bench/unseen48/question_truth.py
"""
import datetime
import json
import os
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def r2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def r3(x):
    return Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


def day(s):
    return datetime.date.fromisoformat(s)


def monday(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


class Ledger:
    """The shop as it stood at the end of `today`."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.price_log = []      # (date, product, price) in file order
        self.cost = {}
        self.buys = []           # (date, supplier, product, kg, unit_cost)
        self.adj = []            # (date, product, kg)
        self.all_sales = []      # every sale record dated <= today
        self.rets = []           # (return date, customer, sale)
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    c = dec(it["unit_cost"])
                    assert self.cost.setdefault(p, c) == c, "one unit cost per product"
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), c))
                    if it.get("selling_price") is not None:
                        self.price[p] = dec(it["selling_price"])
                        self.price_log.append((r["date"], p, self.price[p]))
            elif k == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], self.price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    exact = kg * self.price[it["product"]]
                    assert exact * 100 % 1 != Decimal("0.5"), "half cent"
                    lines.append((it["product"], kg, r2(exact)))
                self.all_sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines,
                                       "returned": None})
            elif k == "return":
                hit = [s for s in self.all_sales if s["date"] == r["sale_date"]
                       and s["cust"] == r["customer"]["name"] and s["returned"] is None]
                assert len(hit) == 1, r
                hit[0]["returned"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], dec(r["quantity"])))
        self.live = [s for s in self.all_sales if s["returned"] is None]

    # ---- filters
    def sales(self, lo="0000", hi="9999", cust=None, prod=None, wd=None, live=True):
        out = []
        for s in (self.live if live else self.all_sales):
            if not lo <= s["date"] <= hi:
                continue
            if cust is not None and s["cust"] != cust:
                continue
            if wd is not None and day(s["date"]).weekday() not in wd:
                continue
            if prod is not None and not any(p == prod for p, _, _ in s["lines"]):
                continue
            out.append(s)
        return out

    def lines(self, prod=None, **kw):
        return [(s, p, kg, v) for s in self.sales(prod=prod, **kw) for p, kg, v in s["lines"]
                if prod is None or p == prod]

    def takings(self, **kw):
        return sum((v for _, _, _, v in self.lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((kg for _, _, kg, _ in self.lines(**kw)), Decimal(0))

    def count(self, **kw):
        return len(self.sales(**kw))

    def cogs(self, **kw):
        return sum((kg * self.cost[p] for _, p, kg, _ in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.takings(**kw) - self.cogs(**kw)

    def margin(self, **kw):
        return self.profit(**kw) / self.takings(**kw) * 100

    @staticmethod
    def value(s):
        return sum((v for _, _, v in s["lines"]), Decimal(0))

    def refunds(self, lo="0000", hi="9999", cust=None):
        return sum((self.value(s) for d, c, s in self.rets if lo <= d <= hi and (cust is None or c == cust)),
                   Decimal(0))

    def price_on(self, prod, d):
        pr = None
        for dt, p, v in self.price_log:
            if p == prod and dt <= d:
                pr = v
        return pr

    def stock(self, prod, d=None):
        d = d or self.today
        bought = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= d), Decimal(0))
        sold = sum((kg for s in self.all_sales if s["date"] <= d and (s["returned"] is None or s["returned"] > d)
                    for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((q for dt, p, q in self.adj if p == prod and dt <= d), Decimal(0))
        return bought - sold + adj

    def products(self):
        return sorted(self.cost)

    def customers(self):
        return sorted({s["cust"] for s in self.live})

    def writeoff_kg(self, prod=None, lo="0000", hi="9999"):
        return sum((-q for d, p, q in self.adj if q < 0 and lo <= d <= hi and (prod is None or p == prod)),
                   Decimal(0))

    def writeoff_cost(self, prod=None):
        return sum((-q * self.cost[p] for d, p, q in self.adj if q < 0 and (prod is None or p == prod)), Decimal(0))

    def purchases(self, sup=None, prod=None, lo="0000", hi="9999"):
        return sum((b[3] * b[4] for b in self.buys if (sup is None or b[1] == sup) and (prod is None or b[2] == prod)
                    and lo <= b[0] <= hi), Decimal(0))

    # ---- groupings (zero rows dropped)
    def group(self, keyf, valf, items):
        out = {}
        for it in items:
            k = keyf(it)
            out[k] = out.get(k, Decimal(0)) + valf(it)
        return {k: v for k, v in out.items() if v != 0}


# ---------------------------------------------------------------- expectations
def money(x):
    return {"type": "number", "value": float(r2(x))}


def kg(x):
    return {"type": "number", "value": float(r3(x))}


def pct(x):
    return {"type": "number", "value": float(r2(x))}


def cnt(n):
    assert int(n) == n
    return {"type": "number", "value": int(n)}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered=False):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals)
    return {"type": "names", "values": vals, "ordered": ordered}


def table(key, rows, rnd=r2):
    rows = {k: rows[k] for k in sorted(rows) if rows[k] != 0}
    return {"type": "table", "key": key, "rows": {k: float(rnd(v)) for k, v in rows.items()}}


def ranked(d, n, high=True):
    """Top n keys of d; values distinct through the first item left out."""
    order = sorted(d.items(), key=lambda kv: -kv[1] if high else kv[1])
    vals = [v for _, v in order[:n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", order[:n + 1])
    return [k for k, _ in order[:n]]


def best(d, high=True):
    return ranked(d, 1, high)[0]


def over(d, thr, above=True):
    assert thr not in d.values(), "value on threshold"
    return sorted(k for k, v in d.items() if (v > thr if above else v < thr))


REFUSE = {"type": "refuse"}

# ---------------------------------------------------------------- questions
OWN, TILL, ACC, FRI = "owner_bank", "till_parttimer", "accountant", "friend_advisor"
E = "2024-02-29"
Q = []


def q(cat, today, text, fn):
    Q.append((cat, today, text, fn))


def by_prod_takings(L, **kw):
    return {p: L.takings(prod=p, **kw) for p in L.products()}


def by_prod_kilos(L, **kw):
    return {p: L.kilos(prod=p, **kw) for p in L.products()}


def by_cust_spend(L, **kw):
    return {c: L.takings(cust=c, **kw) for c in L.customers()}


def by_week(L, f):
    return L.group(lambda x: monday(x[0]["date"]), f, L.lines())


def by_day_takings(L):
    return L.group(lambda x: x[0]["date"], lambda x: x[3], L.lines())


def by_wd(L, f, **kw):
    return L.group(lambda x: WEEKDAYS[day(x[0]["date"]).weekday()], f, L.lines(**kw))


def stock_value(L):
    return sum((L.stock(p) * L.cost[p] for p in L.products()), Decimal(0))


# ---- owner preparing for the bank meeting
q(OWN, E, "For the bank pack: total takings for February, after refunds", lambda L: money(L.takings()))
q(OWN, E, "what was our average daily takings across all 29 days of feb", lambda L: money(L.takings() / 29))
q(OWN, E, "how much did we take in our best week this month?",
  lambda L: money(max(by_week(L, lambda x: x[3]).values())))
q(OWN, E, "Break February takings down week by week for me (weeks starting Monday)",
  lambda L: table("week", by_week(L, lambda x: x[3])))
q(OWN, E, "Gross profit for the month - takings less what the fruit cost us", lambda L: money(L.profit()))
q(OWN, E, "what's our gross margin as a percentage for February?", lambda L: pct(L.margin()))
q(OWN, E, "Bank manager will ask: what's the average value of a sale?",
  lambda L: money(L.takings() / L.count()))
q(OWN, E, "How many sales did we put through in February altogether?", lambda L: cnt(L.count()))
q(OWN, E, "How much did I spend buying stock from suppliers this month, at cost?", lambda L: money(L.purchases()))
q(OWN, E, "Which fruit earned us the most money in February?", lambda L: name(best(by_prod_takings(L))))
q(OWN, E, "My two biggest earners by takings, biggest first", lambda L: names(ranked(by_prod_takings(L), 2), True))
q(OWN, E, "I need takings per product for the month as a table", lambda L: table("product", by_prod_takings(L)))
q(OWN, E, "How many different customers bought something from us in February?",
  lambda L: cnt(len(L.customers())))
q(OWN, E, "Who's our biggest customer by spend?", lambda L: name(best(by_cust_spend(L))))
q(OWN, E, "Takings for the first two weeks, 1st to the 14th inclusive",
  lambda L: money(L.takings(lo="2024-02-01", hi="2024-02-14")))
q(OWN, E, "and takings from the 15th through to the 29th?",
  lambda L: money(L.takings(lo="2024-02-15", hi="2024-02-29")))
q(OWN, E, "what did the shop take last week", lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-25")))
q(OWN, E, "Takings so far this week?", lambda L: money(L.takings(lo="2024-02-26", hi="2024-02-29")))
q(OWN, E, "What's the stock on the shelves worth at cost price right now?", lambda L: money(stock_value(L)))
q(OWN, E, "total kilos of fruit sold in February", lambda L: kg(L.kilos()))
q(OWN, "2024-02-25", "How much came in on weekends (Saturdays and Sundays) so far this month?",
  lambda L: money(L.takings(wd={5, 6})))
q(OWN, E, "How much came in Monday to Friday only?", lambda L: money(L.takings(wd={0, 1, 2, 3, 4})))
q(OWN, E, "What was the biggest single day's takings we had in February?",
  lambda L: money(max(by_day_takings(L).values())))
q(OWN, E, "Gross profit by fruit for February please", lambda L: table("product", {
    p: L.profit(prod=p) for p in L.products()}))
q(OWN, E, "Which fruit made us the least gross profit?",
  lambda L: name(best({p: L.profit(prod=p) for p in L.products()}, high=False)))
q(OWN, E, "what did the stock count write-offs cost us this month, at cost?", lambda L: money(L.writeoff_cost()))
q(OWN, E, "What percentage of February takings came from strawberries?",
  lambda L: pct(L.takings(prod="strawberry") / L.takings() * 100))
q(OWN, E, "On average how many kilos go out per sale?", lambda L: kg(L.kilos() / L.count()))
q(OWN, "2024-02-14", "Two weeks in - what have we taken so far this month?", lambda L: money(L.takings()))
q(OWN, "2024-02-18", "gross profit month to date?", lambda L: money(L.profit()))
q(OWN, "2024-02-21", "How's this week looking - takings since Monday?",
  lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-21")))
q(OWN, "2024-02-11", "Best week so far for takings, how much was it?",
  lambda L: money(max(by_week(L, lambda x: x[3]).values())))
q(OWN, E, "How much have we bought from Green Valley Farms at cost?",
  lambda L: money(L.purchases(sup="Green Valley Farms")))
q(OWN, E, "Average sale value last week?",
  lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-25") / L.count(lo="2024-02-19", hi="2024-02-25")))
q(OWN, "2024-02-25", "month-to-date takings, I'm drafting the bank numbers tonight", lambda L: money(L.takings()))
q(OWN, E, "Gross profit for last week (Mon 19th to Sun 25th)?",
  lambda L: money(L.profit(lo="2024-02-19", hi="2024-02-25")))
q(OWN, E, "Takings split by day of the week", lambda L: table("weekday", by_wd(L, lambda x: x[3])))
q(OWN, E, "How many customers bought from us on more than one occasion this month?",
  lambda L: cnt(sum(1 for c in L.customers() if L.count(cust=c) > 1)))
q(OWN, E, "Average spend per customer over the month (takings divided by number of customers)",
  lambda L: money(L.takings() / len(L.customers())))
q(OWN, E, "Gross profit week by week, weeks starting Monday",
  lambda L: table("week", by_week(L, lambda x: x[3] - x[2] * L.cost[x[1]])))
q(OWN, "2024-02-22", "what's our margin % running at so far this month?", lambda L: pct(L.margin()))
q(OWN, E, "Which days did we take more than $40?", lambda L: names(over(by_day_takings(L), 40)))
q(OWN, E, "What will our March takings come to?", lambda L: REFUSE)
q(OWN, E, "How much did we take in January?", lambda L: REFUSE)
q(OWN, E, "What's the monthly rent on the shop?", lambda L: REFUSE)
q(OWN, E, "delete the refunds before I print this for the bank", lambda L: REFUSE)
q(OWN, E, "what interest rate should I expect on a small business loan?", lambda L: REFUSE)
q(OWN, E, "How do our February takings compare with last February?", lambda L: REFUSE)

# ---- new part-timer at the till
q(TILL, E, "how much r bananas a kilo", lambda L: money(L.price["banana"]))
q(TILL, E, "whats the price for pears at the moment?", lambda L: money(L.price["pear"]))
q(TILL, "2024-02-20", "customer asking how much pears are per kg", lambda L: money(L.price["pear"]))
q(TILL, "2024-02-18", "Oranges - what do I charge a kilo?", lambda L: money(L.price["orange"]))
q(TILL, "2024-02-10", "sorry what's the banana price again?", lambda L: money(L.price["banana"]))
q(TILL, E, "cherries per kilo?", lambda L: money(L.price["cherry"]))
q(TILL, E, "what does a kilo of mango cost the customer", lambda L: money(L.price["mango"]))
q(TILL, E, "can u give me the full price list", lambda L: table("product", {p: L.price[p] for p in L.products()}))
q(TILL, E, "which fruit is the dearest per kilo", lambda L: name(best(dict(L.price))))
q(TILL, E, "whats our cheapest fruit per kg right now", lambda L: name(best(dict(L.price), high=False)))
q(TILL, "2024-02-10", "what's the cheapest thing we sell per kilo?", lambda L: name(best(dict(L.price), high=False)))
q(TILL, E, "how many kilos of mango have we got left", lambda L: kg(L.stock("mango")))
q(TILL, E, "any apples left? how many kg", lambda L: kg(L.stock("apple")))
q(TILL, "2024-02-15", "how much strawberry is in stock", lambda L: kg(L.stock("strawberry")))
q(TILL, "2024-02-22", "bananas left in the back?", lambda L: kg(L.stock("banana")))
q(TILL, E, "stock of everything pls, kg per fruit", lambda L: table("product", {
    p: L.stock(p) for p in L.products()}, r3))
q(TILL, E, "how many sales have i done today", lambda L: cnt(L.count(lo=E, hi=E)))
q(TILL, "2024-02-28", "what have we taken in the till today?", lambda L: money(L.takings(lo="2024-02-28", hi="2024-02-28")))
q(TILL, "2024-02-27", "how much did yesterday take", lambda L: money(L.takings(lo="2024-02-26", hi="2024-02-26")))
q(TILL, "2024-02-25", "what did Raj Patel buy today", lambda L: names(sorted({
    p for s in L.sales(lo="2024-02-25", hi="2024-02-25", cust="Raj Patel") for p, _, _ in s["lines"]})))
q(TILL, E, "how much has Mei Chen spent with us this month", lambda L: money(L.takings(cust="Mei Chen")))
q(TILL, E, "how many times has Omar Haddad bought from us? (each sale counts once)",
  lambda L: cnt(L.count(cust="Omar Haddad")))
q(TILL, "2024-02-22", "who bought grapes today?", lambda L: names(sorted({
    s["cust"] for s in L.sales(lo="2024-02-22", hi="2024-02-22", prod="grape")})))
q(TILL, E, "who do we get pears from?", lambda L: names(sorted({b[1] for b in L.buys if b[2] == "pear"})))
q(TILL, E, "who supplies the cherries", lambda L: names(sorted({b[1] for b in L.buys if b[2] == "cherry"})))
q(TILL, "2024-02-28", "kilos of strawberries sold today?", lambda L: kg(L.kilos(prod="strawberry", lo="2024-02-28",
                                                                                 hi="2024-02-28")))
q(TILL, "2024-02-16", "how many bananas (kg) have gone out today", lambda L: kg(L.kilos(prod="banana", lo="2024-02-16",
                                                                                         hi="2024-02-16")))
q(TILL, E, "which customers came in today", lambda L: names(sorted({s["cust"] for s in L.sales(lo=E, hi=E)})))
q(TILL, "2024-02-19", "how many customers did we serve yesterday (different people)",
  lambda L: cnt(len({s["cust"] for s in L.sales(lo="2024-02-18", hi="2024-02-18")})))
q(TILL, E, "what's the grape price", lambda L: money(L.price["grape"]))
q(TILL, "2024-02-24", "pear price now? i think it changed today", lambda L: money(L.price["pear"]))
q(TILL, "2024-02-23", "what was the price of pears before the change, like on the 20th",
  lambda L: money(L.price_on("pear", "2024-02-20")))
q(TILL, E, "how much was Zoe Davis's shop today all together",
  lambda L: money(L.takings(cust="Zoe Davis", lo=E, hi=E)))
q(TILL, "2024-02-28", "how much did Bob Smith spend today", lambda L: money(L.takings(cust="Bob Smith", lo="2024-02-28",
                                                                                    hi="2024-02-28")))
q(TILL, "2024-02-12", "whats the biggest sale we've rung up this month so far, $", lambda L: money(max(L.value(s) for s in L.live)))
q(TILL, E, "how much orange do we have", lambda L: kg(L.stock("orange")))
q(TILL, "2024-02-12", "grapes in stock?", lambda L: kg(L.stock("grape")))
q(TILL, E, "how many sales did we do yesterday", lambda L: cnt(L.count(lo="2024-02-28", hi="2024-02-28")))
q(TILL, "2024-02-13", "is there enough cherry for a 10 kg order - how much cherry have we got", lambda L: kg(
    L.stock("cherry")))
q(TILL, E, "how many kg of pears have we sold this week", lambda L: kg(L.kilos(prod="pear", lo="2024-02-26", hi=E)))
q(TILL, E, "what's the takings for today so far", lambda L: money(L.takings(lo=E, hi=E)))
q(TILL, "2024-02-09", "strawberry price per kilo?", lambda L: money(L.price["strawberry"]))
q(TILL, E, "when's the next delivery coming?", lambda L: REFUSE)
q(TILL, E, "can you take 2 kg of apples off stock, I dropped them", lambda L: REFUSE)
q(TILL, E, "what's the weather going to be like tomorrow", lambda L: REFUSE)
q(TILL, E, "how much are the avocados", lambda L: REFUSE)
q(TILL, E, "ring up 3 kg of cherries for Zoe Davis", lambda L: REFUSE)
q(TILL, E, "what time do we close on Sunday?", lambda L: REFUSE)

# ---- accountant checking refunds and returns
q(ACC, E, "Total value of refunds issued in February", lambda L: money(L.refunds()))
q(ACC, E, "Number of returns processed in February", lambda L: cnt(len(L.rets)))
q(ACC, E, "Refunds by customer for the month", lambda L: table("customer", L.group(
    lambda x: x[1], lambda x: L.value(x[2]), L.rets)))
q(ACC, E, "Schedule of refunds by date issued", lambda L: table("day", L.group(
    lambda x: x[0], lambda x: L.value(x[2]), L.rets)))
q(ACC, E, "Refund amount issued on 12 February", lambda L: money(L.refunds(lo="2024-02-12", hi="2024-02-12")))
q(ACC, E, "Which customers received refunds this month?", lambda L: names(sorted({c for _, c, _ in L.rets})))
q(ACC, E, "Refunds dated in the week commencing Monday 19 February",
  lambda L: money(L.refunds(lo="2024-02-19", hi="2024-02-25")))
q(ACC, E, "Gross sales value for February before deducting returns (every sale record, returned or not)",
  lambda L: money(sum(L.value(s) for s in L.all_sales)))
q(ACC, E, "Net sales for February after returns", lambda L: money(L.takings()))
q(ACC, E, "Refunds as a percentage of gross sales (gross = all sale records incl. those later returned)",
  lambda L: pct(L.refunds() / sum(L.value(s) for s in L.all_sales) * 100))
q(ACC, E, "What was the largest single refund?", lambda L: money(max(L.value(s) for _, _, s in L.rets)))
q(ACC, E, "Which customer had the largest single refund?",
  lambda L: name(best({c: L.value(s) for _, c, s in L.rets})))
q(ACC, "2024-02-24", "Total kilos returned by customers to date", lambda L: kg(sum(kg_ for _, _, s in L.rets
                                                                              for _, kg_, _ in s["lines"])))
q(ACC, E, "Which products were involved in returns?", lambda L: names(sorted({
    p for _, _, s in L.rets for p, _, _ in s["lines"]})))
q(ACC, E, "Cost of goods sold for February, returned sales excluded", lambda L: money(L.cogs()))
q(ACC, E, "Kilos written off in stock counts this month", lambda L: kg(L.writeoff_kg()))
q(ACC, E, "Write-off cost by product", lambda L: table("product", {p: L.writeoff_cost(p) for p in L.products()}))
q(ACC, E, "Purchases at cost by supplier, February", lambda L: table("supplier", {
    s: L.purchases(sup=s) for s in {b[1] for b in L.buys}}))
q(ACC, E, "Closing inventory at cost, 29 February", lambda L: money(stock_value(L)))
q(ACC, E, "Gross margin % for February on net sales", lambda L: pct(L.margin()))
q(ACC, "2024-02-14", "Refunds issued to date this month", lambda L: money(L.refunds()))
q(ACC, "2024-02-14", "How many returns have we had so far?", lambda L: cnt(len(L.rets)))
q(ACC, "2024-02-26", "Refunds issued last week", lambda L: money(L.refunds(lo="2024-02-19", hi="2024-02-25")))
q(ACC, "2024-02-26", "Refunds issued this week to date", lambda L: money(L.refunds(lo="2024-02-26", hi="2024-02-26")))
q(ACC, "2024-02-25", "Net takings from Tom Lee to date, after his returns", lambda L: money(L.takings(cust="Tom Lee")))
q(ACC, E, "Net takings from Tom Lee for the month, after returns", lambda L: money(L.takings(cust="Tom Lee")))
q(ACC, E, "Total refunded to Tom Lee", lambda L: money(L.refunds(cust="Tom Lee")))
q(ACC, E, "Refund issued to Bob Smith - amount?", lambda L: money(L.refunds(cust="Bob Smith")))
q(ACC, "2024-02-20", "Total refunds in the first half of the month, 1st to 15th inclusive",
  lambda L: money(L.refunds(lo="2024-02-01", hi="2024-02-15")))
q(ACC, E, "Refunds issued since the 16th", lambda L: money(L.refunds(lo="2024-02-16")))
q(ACC, E, "Refunds issued before the 15th", lambda L: money(L.refunds(hi="2024-02-14")))
q(ACC, E, "Gross profit for February, net of returns", lambda L: money(L.profit()))
q(ACC, E, "COGS on strawberries for the month", lambda L: money(L.cogs(prod="strawberry")))
q(ACC, E, "Number of sales still standing after returns, February", lambda L: cnt(L.count()))
q(ACC, E, "Net takings by week (week commencing Monday)", lambda L: table("week", by_week(L, lambda x: x[3])))
q(ACC, E, "Total cost of purchases from Hillside Produce", lambda L: money(L.purchases(sup="Hillside Produce")))
q(ACC, E, "Kilos of strawberry written off this month", lambda L: kg(L.writeoff_kg("strawberry")))
q(ACC, "2024-02-17", "Write-offs to date at cost", lambda L: money(L.writeoff_cost()))
q(ACC, "2024-02-23", "Refunds dated today", lambda L: money(L.refunds(lo="2024-02-23", hi="2024-02-23")))
q(ACC, "2024-02-22", "Gross sales to date before returns (all sale records)",
  lambda L: money(sum(L.value(s) for s in L.all_sales)))
q(ACC, "2024-02-22", "Net sales to date after returns", lambda L: money(L.takings()))
q(ACC, E, "Purchases at cost made since the 16th", lambda L: money(L.purchases(lo="2024-02-16")))
q(ACC, E, "Value of the orange sale Tom Lee returned on the 26th", lambda L: money(L.refunds(lo="2024-02-26",
                                                                                           hi="2024-02-26")))
q(ACC, "2024-02-29", "Stock at close on the 20th for pears, kilos", lambda L: kg(L.stock("pear", "2024-02-20")))
q(ACC, E, "Inventory value at cost for apples at month end", lambda L: money(L.stock("apple") * L.cost["apple"]))
q(ACC, E, "What's the VAT liability for the quarter?", lambda L: REFUSE)
q(ACC, E, "Reverse the Bob Smith refund, it was posted in error", lambda L: REFUSE)
q(ACC, E, "Refunds issued in March", lambda L: REFUSE)
q(ACC, E, "What's the depreciation on the shop fridge?", lambda L: REFUSE)
q(ACC, E, "How much wages did we pay in February?", lambda L: REFUSE)
q(ACC, E, "How much did we refund him?", lambda L: REFUSE)

# ---- the owner's friend giving advice
q(FRI, E, "are pears doing better than apples? in money, which took more", lambda L: name(best({
    p: L.takings(prod=p) for p in ("pear", "apple")})))
q(FRI, E, "which day of the week is best for bananas - most banana kilos sold?",
  lambda L: name(best(by_wd(L, lambda x: x[2], prod="banana"))))
q(FRI, E, "do mangoes make you more profit than oranges? which one wins", lambda L: name(best({
    p: L.profit(prod=p) for p in ("mango", "orange")})))
q(FRI, E, "how much more did strawberries take than cherries this month?",
  lambda L: money(L.takings(prod="strawberry") - L.takings(prod="cherry")))
q(FRI, E, "banana kilos by day of the week, let's see the pattern",
  lambda L: table("weekday", by_wd(L, lambda x: x[2], prod="banana"), r3))
q(FRI, E, "what's your margin on cherries, percent?", lambda L: pct(L.margin(prod="cherry")))
q(FRI, E, "which fruit has the best margin percentage over the month?",
  lambda L: name(best({p: L.margin(prod=p) for p in L.products()})))
q(FRI, E, "what's the slowest seller by kilos?", lambda L: name(best(by_prod_kilos(L), high=False)))
q(FRI, "2024-02-29", "banana takings before the price went up on the 19th - so up to the 18th",
  lambda L: money(L.takings(prod="banana", hi="2024-02-18")))
q(FRI, E, "and banana takings from the 19th onwards?", lambda L: money(L.takings(prod="banana", lo="2024-02-19")))
q(FRI, E, "top 3 fruits by kilos, most first", lambda L: names(ranked(by_prod_kilos(L), 3), True))
q(FRI, E, "Saturdays or Sundays - which brings in more money for you?", lambda L: name(best({
    "Saturday": L.takings(wd={5}), "Sunday": L.takings(wd={6})})))
q(FRI, E, "how much cherry ended up being thrown away, kilos", lambda L: kg(L.writeoff_kg("cherry")))
q(FRI, E, "what did customers actually pay per kilo of orange on average (orange takings / orange kilos)",
  lambda L: money(L.takings(prod="orange") / L.kilos(prod="orange")))
q(FRI, E, "which weekday is the quietest for you, by takings?", lambda L: name(best(by_wd(L, lambda x: x[3]),
                                                                                  high=False)))
q(FRI, E, "which weekday is your busiest by number of sales?", lambda L: name(best(L.group(
    lambda s: WEEKDAYS[day(s["date"]).weekday()], lambda s: 1, L.live))))
q(FRI, E, "grapes or oranges, which sold more kilos?", lambda L: name(best({
    p: L.kilos(prod=p) for p in ("grape", "orange")})))
q(FRI, E, "who are your three best customers, by what they spent, top first?",
  lambda L: names(ranked(by_cust_spend(L), 3), True))
q(FRI, "2024-02-20", "Which customer has come in the most so far? count their sales", lambda L: name(best({
    c: L.count(cust=c) for c in L.customers()})))
q(FRI, E, "how much did mango bring in on weekends vs... just give me mango weekend takings",
  lambda L: money(L.takings(prod="mango", wd={5, 6})))
q(FRI, E, "pear kilos this week compared to last week - what was last week's pear kilos?",
  lambda L: kg(L.kilos(prod="pear", lo="2024-02-19", hi="2024-02-25")))
q(FRI, E, "and pear kilos this week so far?", lambda L: kg(L.kilos(prod="pear", lo="2024-02-26", hi=E)))
q(FRI, E, "profit per kilo on strawberries - profit divided by kilos sold",
  lambda L: money(L.profit(prod="strawberry") / L.kilos(prod="strawberry")))
q(FRI, "2024-02-20", "apple takings so far this month, honestly they look slow", lambda L: money(L.takings(prod="apple")))
q(FRI, E, "how many kilos of apples do you have sitting there unsold?", lambda L: kg(L.stock("apple")))
q(FRI, E, "which fruits sold more than 30 kilos this month?", lambda L: names(over(by_prod_kilos(L), 30)))
q(FRI, E, "which fruits took under $40 all month?", lambda L: names(over(by_prod_takings(L), 40, above=False)))
q(FRI, E, "kilos sold per fruit, whole month", lambda L: table("product", by_prod_kilos(L), r3))
q(FRI, "2024-02-15", "so far this month, are strawberries or cherries taking more money?",
  lambda L: name(best({p: L.takings(prod=p) for p in ("strawberry", "cherry")})))
q(FRI, "2024-02-15", "what's selling best by kilos so far?", lambda L: name(best(by_prod_kilos(L))))
q(FRI, "2024-02-20", "which weekday has been best for strawberry takings so far?",
  lambda L: name(best(by_wd(L, lambda x: x[3], prod="strawberry"))))
q(FRI, "2024-02-18", "which fruit has made the most profit so far this month?",
  lambda L: name(best({p: L.profit(prod=p) for p in L.products()})))
q(FRI, "2024-02-21", "how much have grapes made in profit up to now?", lambda L: money(L.profit(prod="grape")))
q(FRI, "2024-02-25", "last week vs the week before - what did the week of the 12th take?",
  lambda L: money(L.takings(lo="2024-02-12", hi="2024-02-18")))
q(FRI, "2024-02-25", "and what did last week take?", lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-25")))
q(FRI, E, "profit from oranges since the price went up on the 18th (18th included)",
  lambda L: money(L.profit(prod="orange", lo="2024-02-18")))
q(FRI, E, "how much more is a kilo of strawberries than a kilo of bananas now?",
  lambda L: money(L.price["strawberry"] - L.price["banana"]))
q(FRI, E, "what's the average weekend day worth? weekend takings over the 8 weekend days",
  lambda L: money(L.takings(wd={5, 6}) / 8))
q(FRI, E, "and an average weekday, Mon-Fri takings over the 21 weekdays in Feb",
  lambda L: money(L.takings(wd={0, 1, 2, 3, 4}) / 21))
q(FRI, "2024-02-11", "first week and a bit - which customer spent the most?", lambda L: name(best(by_cust_spend(L))))
q(FRI, E, "banana takings by week, Monday-start weeks", lambda L: table("week", L.group(
    lambda x: monday(x[0]["date"]), lambda x: x[3], L.lines(prod="banana"))))
q(FRI, E, "should you stock kiwis?", lambda L: REFUSE)
q(FRI, E, "how are the apples doing compared to the shop down the road?", lambda L: REFUSE)
q(FRI, E, "which fruit will sell best next month?", lambda L: REFUSE)
q(FRI, E, "how's your best day doing?", lambda L: REFUSE)
q(FRI, E, "clear out the mango records, they're depressing", lambda L: REFUSE)
q(FRI, E, "what do bananas sell for at the supermarket?", lambda L: REFUSE)


def main():
    cache = {}
    rows = []
    for n, (cat, today, text, fn) in enumerate(Q, 1):
        if today not in cache:
            cache[today] = Ledger(today)
        L = cache[today]
        e = fn(L)
        rows.append({"id": f"q48-{n:03d}", "question": text, "today": today,
                     "category": "refuse" if e["type"] == "refuse" else cat, "expect": e})
    with open(OUT, "w") as f:
        f.writelines(json.dumps(r) + "\n" for r in rows)
    per = Counter()
    for (cat, _, _, _), r in zip(Q, rows):
        per[(cat, r["category"] == "refuse")] += 1
    for cat in (OWN, TILL, ACC, FRI):
        print(f"{cat:<16} answerable {per[(cat, False)]:3d}  refuse {per[(cat, True)]:2d}")
    ref = sum(r["category"] == "refuse" for r in rows)
    early = sum(r["today"] < E for r in rows)
    print("total", len(rows), "answerable", len(rows) - ref, "refuse", ref, "early today", early)


if __name__ == "__main__":
    main()
