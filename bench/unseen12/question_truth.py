"""Builds bench/unseen12/questions.jsonl from resources/demo/fruitshop_month.jsonl.

Plain stdlib Python, Decimal money.  Written by a helper that never saw the
parser code or the other question sets.  Run from anywhere:

    python3 bench/unseen12/question_truth.py
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
RECS = [json.loads(l) for l in open(DATA) if l.strip()]
TODAY = "2024-02-29"
C = Decimal("0.01")
K = Decimal("0.001")


def dec(x):
    return Decimal(str(x))


def money(x):
    return float(Decimal(x).quantize(C, ROUND_HALF_UP))


def kgs(x):
    return float(Decimal(x).quantize(K, ROUND_HALF_UP))


def day(s):
    return datetime.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


class Ledger:
    """Everything known on `today` (records dated up to today, in file order)."""

    def __init__(self, today=TODAY):
        self.today = today
        self.price = {}
        self.price_log = []      # (date, product, price)
        self.sales = []          # dict date cust lines[(prod, qty, total)] ret
        self.buys = []           # (date, supplier, product, qty, cost)
        self.adj = []            # (date, product, qty, reason)
        self.rets = []           # (date, sale)
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"],
                                      dec(it["quantity"]), dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        self.price[it["product"]] = dec(it["selling_price"])
                        self.price_log.append((r["date"], it["product"], dec(it["selling_price"])))
            elif k == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], dec(r["selling_price"])))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = dec(it["quantity"])
                    lines.append((it["product"], q, (q * self.price[it["product"]]).quantize(C, ROUND_HALF_UP)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"]
                       and s["cust"] == r["customer"]["name"] and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], dec(r["quantity"]), r.get("reason")))
        self.live = [s for s in self.sales if s["ret"] is None]
        self.products = sorted({b[2] for b in self.buys})
        self.customers = sorted({s["cust"] for s in self.sales})
        self.suppliers = sorted({b[1] for b in self.buys})
        self.avgcost = {}
        for p in self.products:
            rows = [b for b in self.buys if b[2] == p]
            self.avgcost[p] = sum(b[3] * b[4] for b in rows) / sum(b[3] for b in rows)

    def sel(self, lo="0000", hi="9999", cust=None, wd=None):
        return [s for s in self.live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
                and (wd is None or day(s["date"]).weekday() in wd)]

    def lines(self, prod=None, **kw):
        return [(s, p, q, t) for s in self.sel(**kw) for p, q, t in s["lines"] if prod is None or p == prod]

    def rev(self, prod=None, **kw):
        return sum((t for _, _, _, t in self.lines(prod, **kw)), Decimal(0))

    def kg(self, prod=None, **kw):
        return sum((q for _, _, q, _ in self.lines(prod, **kw)), Decimal(0))

    def count(self, **kw):
        return len(self.sel(**kw))

    def cogs(self, prod=None, **kw):
        return sum((q * self.avgcost[p] for _, p, q, _ in self.lines(prod, **kw)), Decimal(0))

    def profit(self, prod=None, **kw):
        return self.rev(prod, **kw) - self.cogs(prod, **kw)

    def stock(self, prod, d):
        bought = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= d), Decimal(0))
        sold = sum((q for s in self.sales if s["date"] <= d and not (s["ret"] and s["ret"] <= d)
                    for p, q, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((a[2] for a in self.adj if a[1] == prod and a[0] <= d), Decimal(0))
        return bought - sold + adj

    def price_on(self, prod, d):
        v = None
        for dt, p, pr in self.price_log:
            if p == prod and dt <= d:
                v = pr
        return v

    def refunds(self, lo="0000", hi="9999"):
        return sum((sum((t for _, _, t in s["lines"]), Decimal(0)) for d, s in self.rets if lo <= d <= hi), Decimal(0))

    def writeoff_kg(self, prod=None, lo="0000", hi="9999"):
        return sum((-a[2] for a in self.adj if a[2] < 0 and lo <= a[0] <= hi and (prod is None or a[1] == prod)), Decimal(0))

    def writeoff_cost(self, prod=None, lo="0000", hi="9999"):
        return sum((-a[2] * self.avgcost[a[1]] for a in self.adj if a[2] < 0 and lo <= a[0] <= hi
                    and (prod is None or a[1] == prod)), Decimal(0))

    def bought_cost(self, sup=None, prod=None, lo="0000", hi="9999"):
        return sum((b[3] * b[4] for b in self.buys if (sup is None or b[1] == sup) and (prod is None or b[2] == prod)
                    and lo <= b[0] <= hi), Decimal(0))

    def bought_kg(self, sup=None, prod=None, lo="0000", hi="9999"):
        return sum((b[3] for b in self.buys if (sup is None or b[1] == sup) and (prod is None or b[2] == prod)
                    and lo <= b[0] <= hi), Decimal(0))

    def by(self, keyf, valf, items):
        out = {}
        for it in items:
            k = keyf(it)
            out[k] = out.get(k, Decimal(0)) + valf(it)
        return out


def monday(d):
    dd = day(d)
    return (dd - datetime.timedelta(days=dd.weekday())).isoformat()


def ranked(dct, n=None, reverse=True):
    """Names ordered by value; asserts no tie at the cut-off or inside the ordered list."""
    items = sorted(dct.items(), key=lambda kv: kv[1], reverse=reverse)
    if n is None:
        n = len(items)
    vals = [v for _, v in items[:n]]
    assert len(set(vals)) == len(vals), ("tie inside ranking", items[:n])
    if n < len(items):
        assert items[n - 1][1] != items[n][1], ("tie at cut-off", items)
    return [k for k, _ in items[:n]]


def top1(dct, reverse=True):
    return ranked(dct, 1, reverse)[0]


L = Ledger()
QS = []


def add(question, category, expect, today=TODAY):
    QS.append(dict(question=question, today=today, category=category, expect=expect))


def num(v):
    return {"type": "number", "value": v}


def name(v):
    return {"type": "name", "value": v}


def names(v, ordered):
    return {"type": "names", "values": list(v), "ordered": ordered}


def table(key, rows):
    return {"type": "table", "key": key, "rows": rows}


REFUSE = {"type": "refuse"}

# =================================================================== area manager: periods and comparisons
A = "area_manager"
W = {"w1": ("2024-01-29", "2024-02-04"), "w2": ("2024-02-05", "2024-02-11"), "w3": ("2024-02-12", "2024-02-18"),
     "w4": ("2024-02-19", "2024-02-25"), "w5": ("2024-02-26", "2024-03-03")}


def wrev(w, **kw):
    lo, hi = W[w]
    return L.rev(lo=lo, hi=hi, **kw)


add("What did the shop take in the week beginning Monday 12 February?", A, num(money(wrev("w3"))))
add("Takings for the week commencing 5 Feb, please.", A, num(money(wrev("w2"))))
d = wrev("w3") - wrev("w2")
add("Takings in the week starting Mon 12 Feb minus takings in the week starting Mon 5 Feb - what's the figure?", A, num(money(d)))
d = wrev("w4") - wrev("w3")
add("By how much did the week of Monday 19 Feb out-take (or under-take) the week of Monday 12 Feb? Give week of the 19th minus week of the 12th.", A, num(money(d)))
WK = {"w2": "2024-02-05", "w3": "2024-02-12", "w4": "2024-02-19"}
add("Of the three full Monday-to-Sunday weeks starting 5, 12 and 19 February, which week took the most? Answer with the Monday's date.", A,
    name(WK[top1({w: wrev(w) for w in WK})]))
wk = L.by(lambda s: monday(s["date"]), lambda s: sum(t for _, _, t in s["lines"]), L.live)
add("Break February's takings down by week for me (weeks start Monday).", A, table("week", {k: money(v) for k, v in sorted(wk.items())}))
add("Give me a table of kilos sold per week, weeks running Monday to Sunday.", A,
    table("week", {k: kgs(v) for k, v in sorted(L.by(lambda x: monday(x[0]["date"]), lambda x: x[2], L.lines()).items())}))
first = L.rev(lo="2024-02-01", hi="2024-02-14")
second = L.rev(lo="2024-02-15", hi="2024-02-29")
add("Compare the two halves of the month: what did we take from the 1st to the 14th of February?", A, num(money(first)))
add("And from the 15th to the 29th of February inclusive, what were takings?", A, num(money(second)))
add("How much more did the second half of February (15th-29th) take than the first half (1st-14th)? Second half minus first half.", A, num(money(second - first)))
add("What were total takings for February 2024?", A, num(money(L.rev(lo="2024-02-01", hi="2024-02-29"))))
add("Month to date revenue?", A, num(money(L.rev(lo="2024-02-01", hi=TODAY))))
add("What have we taken so far this week?", A, num(money(L.rev(lo="2024-02-26", hi=TODAY))))
add("What were last week's takings?", A, num(money(L.rev(lo="2024-02-19", hi="2024-02-25"))))
add("Takings the week before last?", A, num(money(L.rev(lo="2024-02-12", hi="2024-02-18"))))
add("How many sales transactions did we ring up last week?", A, num(L.count(lo="2024-02-19", hi="2024-02-25")))
add("How many sales transactions were there in the week starting 5 February?", A, num(L.count(lo="2024-02-05", hi="2024-02-11")))
add("What was the average transaction value across February?", A, num(money(L.rev() / L.count())))
add("Average sale value last week (Mon 19 - Sun 25 Feb)?", A, num(money(L.rev(lo="2024-02-19", hi="2024-02-25") / L.count(lo="2024-02-19", hi="2024-02-25"))))
add("Average basket in the first week of trading, 1-4 Feb?", A, num(money(L.rev(hi="2024-02-04") / L.count(hi="2024-02-04"))))
wkend = L.rev(wd={5, 6})
wkday = L.rev(wd={0, 1, 2, 3, 4})
add("What did weekends (Saturdays and Sundays) bring in over the month?", A, num(money(wkend)))
add("Weekday takings only, Monday to Friday, for the month?", A, num(money(wkday)))
add("How much more did weekdays (Mon-Fri) take than weekends (Sat+Sun) this month?", A, num(money(wkday - wkend)))
wdt = L.by(lambda s: day(s["date"]).strftime("%A"), lambda s: sum(t for _, _, t in s["lines"]), L.live)
add("Give me takings split by day of the week for February.", A, table("weekday", {k: money(v) for k, v in wdt.items()}))
add("Which day of the week is strongest for takings?", A, name(top1(wdt)))
add("Which day of the week is weakest for takings?", A, name(top1(wdt, reverse=False)))
pd = L.by(lambda s: s["date"], lambda s: sum(t for _, _, t in s["lines"]), L.live)
add("Daily takings table for the week starting Monday 19 Feb, please.", A,
    table("day", {k: money(v) for k, v in sorted(pd.items()) if "2024-02-19" <= k <= "2024-02-25"}))
add("What was our single best day for takings this month?", A, name(top1(pd)))
add("On which days in February did takings top $40?", A, names(sorted(d for d, v in pd.items() if v > 40), False))
add("How many trading days this month took less than $15?", A, num(sum(1 for v in pd.values() if v < 15)))
add("What did we take on Valentine's Day?", A, num(money(L.rev(lo="2024-02-14", hi="2024-02-14"))))
add("What did we take on Friday the 23rd versus Friday the 16th? Give the 23rd minus the 16th.", A,
    num(money(L.rev(lo="2024-02-23", hi="2024-02-23") - L.rev(lo="2024-02-16", hi="2024-02-16"))))
add("What were takings yesterday?", A, num(money(L.rev(lo="2024-02-28", hi="2024-02-28"))))
add("How much did we take today?", A, num(money(L.rev(lo=TODAY, hi=TODAY))))
add("How many kilos of fruit went out the door in February in total?", A, num(kgs(L.kg())))
add("Kilos sold in the week commencing 12 Feb?", A, num(kgs(L.kg(lo="2024-02-12", hi="2024-02-18"))))
add("Kilos sold in the week beginning 19 February minus kilos sold in the week beginning 12 February?", A,
    num(kgs(L.kg(lo="2024-02-19", hi="2024-02-25") - L.kg(lo="2024-02-12", hi="2024-02-18"))))
add("What was gross profit for the whole month?", A, num(money(L.profit())))
add("Gross margin as a percentage of revenue for February, to two decimals?", A, num(money(L.profit() / L.rev() * 100)))
add("Gross profit for the week starting 19 February?", A, num(money(L.profit(lo="2024-02-19", hi="2024-02-25"))))
add("What was the cost of the fruit we sold this month (cost of goods sold)?", A, num(money(L.cogs())))
pr = {p: L.profit(p) for p in L.products}
add("Which product made us the most gross profit?", A, name(top1(pr)))
add("Which product earned the least gross profit this month?", A, name(top1(pr, reverse=False)))
add("Gross profit by product for February, as a table.", A, table("product", {p: money(v) for p, v in sorted(pr.items())}))
add("Rank the top three products by gross profit.", A, names(ranked(pr, 3), True))
add("What was the takings-per-day average over the 29 days of February (total takings divided by 29)?", A, num(money(L.rev() / 29)))
add("How did takings for mangoes in the second half of the month (15th-29th) compare with the first half (1st-14th)? Give the difference, second minus first.", A,
    num(money(L.rev("mango", lo="2024-02-15") - L.rev("mango", hi="2024-02-14"))))
add("Banana revenue after the price went up on the 19th, i.e. from the 19th onwards?", A, num(money(L.rev("banana", lo="2024-02-19"))))
add("Banana revenue before the 19th?", A, num(money(L.rev("banana", hi="2024-02-18"))))
add("What did we take before the 10th of February?", A, num(money(L.rev(hi="2024-02-09"))))
add("What have we taken after the 20th of February?", A, num(money(L.rev(lo="2024-02-21"))))
add("Sales takings since the 26th?", A, num(money(L.rev(lo="2024-02-26"))))
add("Revenue from 10 Feb to 17 Feb inclusive?", A, num(money(L.rev(lo="2024-02-10", hi="2024-02-17"))))
add("How many sales transactions between the 1st and the 7th of February inclusive?", A, num(L.count(lo="2024-02-01", hi="2024-02-07")))
# a question asked on an earlier day
L20 = Ledger("2024-02-20")
add("What have we taken this week so far?", A, num(money(L20.rev(lo="2024-02-19", hi="2024-02-20"))), today="2024-02-20")
add("How much did we take last week?", A, num(money(L20.rev(lo="2024-02-12", hi="2024-02-18"))), today="2024-02-20")
add("What is revenue month to date?", A, num(money(L20.rev())), today="2024-02-20")
L14 = Ledger("2024-02-14")
add("How much have we refunded so far this month?", A, num(money(L14.refunds())), today="2024-02-14")

# =================================================================== stock controller: inventory, waste, purchases, prices
S = "stock_controller"
for p in ("apple", "banana", "cherry", "grape", "mango", "orange", "pear", "strawberry"):
    pass
add("How many kilos of strawberries are on the shelf right now?", S, num(kgs(L.stock("strawberry", TODAY))))
add("Current cherry stock in kg?", S, num(kgs(L.stock("cherry", TODAY))))
add("What's left of the bananas as of today?", S, num(kgs(L.stock("banana", TODAY))))
add("How much mango do we hold at the moment?", S, num(kgs(L.stock("mango", TODAY))))
add("Give me a stock sheet: kilos on hand for every product right now.", S,
    table("product", {p: kgs(L.stock(p, TODAY)) for p in L.products}))
add("What was the stock level of pears at close of business on 15 February?", S, num(kgs(L.stock("pear", "2024-02-15"))))
add("How many kg of grapes did we have at the end of the day on the 10th?", S, num(kgs(L.stock("grape", "2024-02-10"))))
add("Orange stock as at the 20th of February?", S, num(kgs(L.stock("orange", "2024-02-20"))))
add("Strawberry stock before the 16th (i.e. at close on the 15th)?", S, num(kgs(L.stock("strawberry", "2024-02-15"))))
add("What was the apple stock on 9 February?", S, num(kgs(L.stock("apple", "2024-02-09"))))
add("Banana stock at close on 22 February?", S, num(kgs(L.stock("banana", "2024-02-22"))))
add("Stock of every product at close on 14 February, please.", S,
    table("product", {p: kgs(L.stock(p, "2024-02-14")) for p in L.products}))
add("Which product do we have the most kilos of right now?", S, name(top1({p: L.stock(p, TODAY) for p in L.products})))
add("Which product is lowest on stock right now?", S, name(top1({p: L.stock(p, TODAY) for p in L.products}, reverse=False)))
low = sorted(p for p in L.products if L.stock(p, TODAY) < 20)
add("Which products are under 20 kg in stock right now?", S, names(low, False))
add("Total kilos of fruit in stock across all products today?", S, num(kgs(sum(L.stock(p, TODAY) for p in L.products))))
add("What's our stock worth at average purchase cost right now?", S,
    num(money(sum(L.stock(p, TODAY) * L.avgcost[p] for p in L.products))))
add("Cherry stock on the 27th, the day before the delivery?", S, num(kgs(L.stock("cherry", "2024-02-27"))))
add("How many kilos of stock have we written off this month in total?", S, num(kgs(L.writeoff_kg())))
add("What did the write-offs cost us at average purchase cost this month?", S, num(money(L.writeoff_cost())))
add("How many kilos of strawberries have been written off this month?", S, num(kgs(L.writeoff_kg("strawberry"))))
add("Write-offs in kg by product for February.", S,
    table("product", {p: kgs(v) for p, v in L.by(lambda a: a[1], lambda a: -a[2], [a for a in L.adj if a[2] < 0]).items()}))
add("Which products have had any stock written off this month?", S, names(sorted({a[1] for a in L.adj if a[2] < 0}), False))
add("How many stock adjustments have been recorded in February?", S, num(len(L.adj)))
add("Kilos written off in the first half of the month, 1st to 14th?", S, num(kgs(L.writeoff_kg(hi="2024-02-14"))))
add("Cost of stock written off since the 15th, at average purchase cost?", S, num(money(L.writeoff_cost(lo="2024-02-15"))))
add("Which product was written off most recently?", S, name(max(L.adj, key=lambda a: a[0])[1]))
add("How many kilos did we buy in from suppliers in February, all products?", S, num(kgs(L.bought_kg())))
add("What did we spend on stock purchases this month in total?", S, num(money(L.bought_cost())))
sc = {s: L.bought_cost(s) for s in L.suppliers}
add("Purchase spend by supplier for February.", S, table("supplier", {s: money(v) for s, v in sc.items()}))
add("Which supplier did we spend the most with?", S, name(top1(sc)))
add("Which supplier did we spend the least with?", S, name(top1(sc, reverse=False)))
add("How much have we spent with Green Valley Farms this month?", S, num(money(L.bought_cost("Green Valley Farms"))))
add("How many kilos did Hillside Produce deliver?", S, num(kgs(L.bought_kg("Hillside Produce"))))
add("What did we pay ABC in total for fruit in February?", S, num(money(L.bought_cost("ABC"))))
add("How many kilos of bananas did we buy in across all suppliers?", S, num(kgs(L.bought_kg(prod="banana"))))
add("Kilos purchased by supplier this month.", S, table("supplier", {s: kgs(L.bought_kg(s)) for s in L.suppliers}))
add("Which suppliers have sold us bananas?", S, names(sorted({b[1] for b in L.buys if b[2] == "banana"}), False))
add("Spend on deliveries received after 10 February (from the 11th on)?", S, num(money(L.bought_cost(lo="2024-02-11"))))
add("How much did we spend on purchases up to and including 9 February?", S, num(money(L.bought_cost(hi="2024-02-09"))))
add("How many purchase deliveries did we take in this month?", S, num(sum(1 for r in RECS if r["kind"] == "purchase")))
add("What's the average purchase cost per kilo we paid for strawberries?", S, num(money(L.avgcost["strawberry"])))
add("What's the selling price of oranges today?", S, num(money(L.price["orange"])))
add("What is a kilo of pears selling for now?", S, num(money(L.price["pear"])))
add("Current price list: selling price per kg of every product.", S, table("product", {p: money(L.price[p]) for p in L.products}))
add("What were we charging for bananas on 12 February?", S, num(money(L.price_on("banana", "2024-02-12"))))
add("What was the orange price on the 17th?", S, num(money(L.price_on("orange", "2024-02-17"))))
add("What was a kilo of pears going for on the 23rd?", S, num(money(L.price_on("pear", "2024-02-23"))))
add("How many price changes have there been this month (price change records only)?", S, num(sum(1 for r in RECS if r["kind"] == "price_change")))
add("Which products have had their selling price changed by a price change this month?", S,
    names(sorted({r["product"] for r in RECS if r["kind"] == "price_change"}), False))
add("By how much per kilo did the banana selling price go up on the 19th?", S,
    num(money(L.price_on("banana", "2024-02-19") - L.price_on("banana", "2024-02-18"))))
add("By how much per kilo was the pear price cut on the 24th?", S,
    num(money(L.price_on("pear", "2024-02-23") - L.price_on("pear", "2024-02-24"))))
add("Which product has the highest selling price right now?", S, name(top1(L.price)))
add("Which product is cheapest per kilo right now?", S, name(top1(L.price, reverse=False)))
add("Kilos of cherries sold this month?", S, num(kgs(L.kg("cherry"))))
add("Kilos sold per product for the month, as a table.", S, table("product", {p: kgs(L.kg(p)) for p in L.products}))
kgp = {p: L.kg(p) for p in L.products}
add("What was our best seller by weight this month?", S, name(top1(kgp)))
add("Which product sold the fewest kilos in February?", S, name(top1(kgp, reverse=False)))
rvp = {p: L.rev(p) for p in L.products}
add("Which product brought in the most money this month?", S, name(top1(rvp)))
add("Top two products by takings, in order.", S, names(ranked(rvp, 2), True))
add("Bottom two products by takings this month, lowest first.", S, names(ranked(rvp, 2, reverse=False), True))
add("Revenue by product for February.", S, table("product", {p: money(v) for p, v in rvp.items()}))
add("Kilos of pears sold last week (19-25 Feb)?", S, num(kgs(L.kg("pear", lo="2024-02-19", hi="2024-02-25"))))
add("How much did we take on grapes this month?", S, num(money(L.rev("grape"))))
add("Strawberry takings so far this week?", S, num(money(L.rev("strawberry", lo="2024-02-26"))))
add("What share of February's kilos sold were strawberries, as a percentage to two decimals?", S,
    num(money(L.kg("strawberry") / L.kg() * 100)))
add("Gross profit on strawberries this month?", S, num(money(L.profit("strawberry"))))
add("What's the gross margin percentage on cherries, to two decimals?", S, num(money(L.profit("cherry") / L.rev("cherry") * 100)))
add("Kilos of oranges sold from the 18th onwards?", S, num(kgs(L.kg("orange", lo="2024-02-18"))))
add("How many kilos of apples did we sell before the 20th?", S, num(kgs(L.kg("apple", hi="2024-02-19"))))
L12 = Ledger("2024-02-12")
add("How much pear stock have we got right now?", S, num(kgs(L12.stock("pear", "2024-02-12"))), today="2024-02-12")
add("What's the banana price at the moment?", S, num(money(L12.price["banana"])), today="2024-02-12")
add("What's our orange stock right now?", S, num(kgs(L12.stock("orange", "2024-02-12"))), today="2024-02-12")

# =================================================================== owner: customers, familiar tone
O = "owner_customers"
cs = {c: L.rev(cust=c) for c in L.customers}
cnt = {c: L.count(cust=c) for c in L.customers}
add("Has Omar been in much lately? How many purchases has Omar Haddad made this month?", O, num(cnt["Omar Haddad"]))
add("How much has Omar Haddad spent with us in February?", O, num(money(cs["Omar Haddad"])))
add("What's Mei been spending? Total for Mei Chen this month.", O, num(money(cs["Mei Chen"])))
add("How many times has Raj Patel bought from us this month (count of sales)?", O, num(cnt["Raj Patel"]))
add("How much has Ida Novak spent in the last week, 23rd to the 29th?", O, num(money(L.rev(cust="Ida Novak", lo="2024-02-23"))))
add("Who are my regulars - which customers made at least 6 purchases this month?", O, names(sorted(c for c, n in cnt.items() if n >= 6), False))
add("Who's my best customer by spend?", O, name(top1(cs)))
add("Top five customers by spend, biggest first.", O, names(ranked(cs, 5), True))
add("Which customer has spent the least this month?", O, name(top1(cs, reverse=False)))
add("Spend per customer for February, please.", O, table("customer", {c: money(v) for c, v in cs.items()}))
add("Number of purchases per customer this month.", O, table("customer", dict(cnt)))
add("Which customer has the most sales transactions this month?", O, name(top1(cnt)))
add("How much has Tom spent, after his returns? Tom Lee's total.", O, num(money(cs["Tom Lee"])))
add("How many purchases has Tom Lee made that he hasn't brought back?", O, num(cnt["Tom Lee"]))
add("When did Sue Davis last come in?", O, name(max(s["date"] for s in L.sel(cust="Sue Davis"))))
add("When was Luis Garcia's first purchase this month?", O, name(min(s["date"] for s in L.sel(cust="Luis Garcia"))))
add("Has Ken been in this week? What has Ken Smith spent since Monday the 26th?", O, num(money(L.rev(cust="Ken Smith", lo="2024-02-26"))))
add("What's Zoe Davis's average sale value (her takings divided by her number of sales)?", O, num(money(cs["Zoe Davis"] / cnt["Zoe Davis"])))
add("Average spend per purchase for Ann Brown?", O, num(money(cs["Ann Brown"] / cnt["Ann Brown"])))
add("How many kilos has Bob Smith bought, net of his return?", O, num(kgs(L.kg(cust="Bob Smith"))))
add("What has Eva Berg bought from us in kilos this month, not counting anything she returned?", O, num(kgs(L.kg(cust="Eva Berg"))))
add("Which customers have bought mangoes this month?", O, names(sorted({s["cust"] for s, _, _, _ in L.lines("mango")}), False))
add("Who bought the most cherries by weight?", O, name(top1(L.by(lambda x: x[0]["cust"], lambda x: x[2], L.lines("cherry")))))
add("How many different customers shopped with us in February?", O, num(len({s["cust"] for s in L.live})))
add("How many different customers came in last week (19-25 Feb)?", O, num(len({s["cust"] for s in L.sel(lo="2024-02-19", hi="2024-02-25")})))
add("Which customers came in today?", O, names(sorted({s["cust"] for s in L.sel(lo=TODAY, hi=TODAY)}), False))
add("Who came in yesterday?", O, names(sorted({s["cust"] for s in L.sel(lo="2024-02-28", hi="2024-02-28")}), False))
add("Which customers haven't been in since the 23rd - last purchase dated on or before 22 Feb?", O,
    names(sorted(c for c in L.customers if L.sel(cust=c) and max(s["date"] for s in L.sel(cust=c)) <= "2024-02-22"), False))
add("How many sales has Ida Novak had this month?", O, num(cnt["Ida Novak"]))
add("What did Raj Patel spend last week, 19-25 Feb?", O, num(money(L.rev(cust="Raj Patel", lo="2024-02-19", hi="2024-02-25"))))
add("How much did Luis Garcia spend before the 20th?", O, num(money(L.rev(cust="Luis Garcia", hi="2024-02-19"))))
add("How much has Omar spent since the 19th? (Omar Haddad)", O, num(money(L.rev(cust="Omar Haddad", lo="2024-02-19"))))
add("Customers who spent more than $45 this month?", O, names(sorted(c for c, v in cs.items() if v > 45), False))
add("How much have we refunded customers in total this month?", O, num(money(L.refunds())))
add("How many returns have we had in February?", O, num(len(L.rets)))
add("Refunds paid out during the week starting 12 Feb?", O, num(money(L.refunds("2024-02-12", "2024-02-18"))))
add("Which customers have brought something back this month?", O, names(sorted({s["cust"] for _, s in L.rets}), False))
add("How much did we refund to Tom Lee in total?", O, num(money(sum(t for _, s in L.rets if s["cust"] == "Tom Lee" for _, _, t in s["lines"]))))
add("Refunds since the 20th?", O, num(money(L.refunds(lo="2024-02-20"))))
add("What was the biggest single refund we gave this month?", O, num(money(max(sum(t for _, _, t in s["lines"]) for _, s in L.rets))))
add("What was the largest single sale this month, in dollars?", O, num(money(max(sum(t for _, _, t in s["lines"]) for s in L.live))))
big = max(L.live, key=lambda s: sum(t for _, _, t in s["lines"]))
assert sum(1 for s in L.live if sum(t for _, _, t in s["lines"]) == sum(t for _, _, t in big["lines"])) == 1
add("Who made the biggest single purchase this month?", O, name(big["cust"]))
add("How many sales this month came to more than $15?", O, num(sum(1 for s in L.live if sum(t for _, _, t in s["lines"]) > 15)))
add("How much has Sue spent in total? That's Sue Davis.", O, num(money(cs["Sue Davis"])))
add("How many kilos of strawberries has Bob Smith taken this month?", O, num(kgs(L.kg("strawberry", cust="Bob Smith"))))
add("What has Ann Brown spent on mangoes?", O, num(money(L.rev("mango", cust="Ann Brown"))))
add("Gross profit we've made off Raj Patel this month?", O, num(money(L.profit(cust="Raj Patel"))))
L15 = Ledger("2024-02-15")
add("How much has Tom Lee spent with us so far this month?", O, num(money(L15.rev(cust="Tom Lee"))), today="2024-02-15")
add("Who's my best customer by spend so far?", O, name(top1({c: L15.rev(cust=c) for c in L15.customers})), today="2024-02-15")
L22 = Ledger("2024-02-22")
add("How much has Bob Smith spent this month?", O, num(money(L22.rev(cust="Bob Smith"))), today="2024-02-22")

# =================================================================== refusals
R = "refuse"
for q in [
    "Delete Tom Lee's sale from the 22nd, please.",
    "Change the price of apples to $1.90 a kilo.",
    "Record a new delivery of 30 kg of mangoes from Green Valley Farms.",
    "Write off 3 kg of bananas that went brown.",
    "What's Omar Haddad's home address?",
    "How many customers walked past without buying anything?",
    "What will takings be next week?",
    "How much did we pay the staff in wages this month?",
    "What's the weather going to do to strawberry sales this weekend?",
    "Which of our apples are organic?",
    "What time of day do we get the most customers?",
    "What VAT do we owe for this quarter?",
    "Email Mei Chen a thank-you voucher.",
    "How much rent do we owe the landlord?",
    "Rename the customer Bob Smith to Robert Smith.",
    "What is the shop down the road charging for cherries?",
    "Which payment method did customers use most, cash or card?",
    "Refund Zoe Davis for her mango today.",
]:
    add(q, R, REFUSE)

# =================================================================== write
assert len({q["question"].strip().lower() for q in QS}) == len(QS)
with open(OUT, "w") as f:
    for n, q in enumerate(QS, 1):
        row = {"id": "q12-%03d" % n, "question": q["question"], "today": q["today"], "category": q["category"], "expect": q["expect"]}
        f.write(json.dumps(row) + "\n")
print("wrote", len(QS), "questions,", sum(q["category"] == "refuse" for q in QS), "refusals")
