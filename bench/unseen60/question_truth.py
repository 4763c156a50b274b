"""Ground truth for bench/unseen60: held-out questions written without reading the parser.

Stdlib only.  A small ledger replays resources/demo/fruitshop_month.jsonl cut at each
question's `today` (Decimal money) and every answer is computed here in plain Python.
Run from anywhere:  python bench/unseen60/question_truth.py   (writes questions.jsonl)
"""

import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
with open(DATA, encoding="utf-8") as _f:
    RECORDS = [json.loads(line) for line in _f if line.strip()]
assert [r["date"] for r in RECORDS] == sorted(r["date"] for r in RECORDS), "file not in date order"

FEB1 = "2024-02-01"
T = "2024-02-29"  # default "today": the last day of the demo month
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def q2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def q3(x):
    return Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


def day(s):
    return datetime.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


def monday(s):
    return shift(s, -day(s).weekday())


def weekday(s):
    return WEEKDAYS[day(s).weekday()]


class Sale:
    def __init__(self, date, cust, lines):
        self.date = date
        self.cust = cust
        self.lines = lines  # [(product, kg, value)]
        self.returned_on = None

    @property
    def total(self):
        return sum((v for _, _, v in self.lines), Decimal(0))


class Ledger:
    """The demo file replayed up to and including `today`."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.cost = {}
        self.sales = []
        self.buys = []  # (date, supplier, product, kg, unit_cost)
        self.adjs = []  # (date, product, kg)
        self.returns = []  # (date, customer, sale)
        for r in RECORDS:
            if r["date"] > today:
                break
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    p, uc = it["product"], dec(it["unit_cost"])
                    assert self.cost.setdefault(p, uc) == uc, "more than one unit cost for " + p
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), uc))
                    if it.get("selling_price") is not None:
                        self.price[p] = dec(it["selling_price"])
            elif kind == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append((it["product"], kg, q2(kg * self.price[it["product"]])))
                self.sales.append(Sale(r["date"], r["customer"]["name"], lines))
            elif kind == "return":
                hit = [s for s in self.sales if s.date == r["sale_date"] and s.cust == r["customer"]["name"]
                       and s.returned_on is None]
                assert len(hit) == 1, r
                hit[0].returned_on = r["date"]
                self.returns.append((r["date"], r["customer"]["name"], hit[0]))
            elif kind == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise AssertionError(kind)

    # ---------------------------------------------------------------- sales
    def live(self, lo=FEB1, hi=None, cust=None, wd=None):
        hi = hi or self.today
        return [s for s in self.sales if s.returned_on is None and lo <= s.date <= hi
                and (cust is None or s.cust == cust) and (wd is None or day(s.date).weekday() in wd)]

    def lines(self, lo=FEB1, hi=None, cust=None, prod=None, wd=None):
        return [(s, p, kg, v) for s in self.live(lo, hi, cust, wd) for p, kg, v in s.lines
                if prod is None or p == prod]

    def rev(self, lo=FEB1, hi=None, cust=None, prod=None, wd=None):
        return sum((v for _, _, _, v in self.lines(lo, hi, cust, prod, wd)), Decimal(0))

    def kg(self, lo=FEB1, hi=None, cust=None, prod=None, wd=None):
        return sum((k for _, _, k, _ in self.lines(lo, hi, cust, prod, wd)), Decimal(0))

    def profit(self, lo=FEB1, hi=None, cust=None, prod=None, wd=None):
        return sum((v - k * self.cost[p] for _, p, k, v in self.lines(lo, hi, cust, prod, wd)), Decimal(0))

    def cogs(self, lo=FEB1, hi=None, prod=None):
        return sum((k * self.cost[p] for _, p, k, _ in self.lines(lo, hi, prod=prod)), Decimal(0))

    def nsales(self, lo=FEB1, hi=None, cust=None, prod=None, wd=None):
        return sum(1 for s in self.live(lo, hi, cust, wd) if prod is None or any(p == prod for p, _, _ in s.lines))

    def table(self, key, measure, lo=FEB1, hi=None, cust=None, prod=None):
        out = {}
        for s, p, k, v in self.lines(lo, hi, cust, prod):
            kk = {"product": p, "customer": s.cust, "day": s.date, "week": monday(s.date),
                  "weekday": weekday(s.date)}[key]
            add = {"rev": v, "kg": k, "profit": v - k * self.cost[p]}[measure]
            out[kk] = out.get(kk, Decimal(0)) + add
        return out

    def sale_counts(self, lo=FEB1, hi=None, prod=None):
        out = {}
        for s in self.live(lo, hi):
            if prod is None or any(p == prod for p, _, _ in s.lines):
                out[s.cust] = out.get(s.cust, 0) + 1
        return out

    def buyers(self, prod, lo=FEB1, hi=None):
        """Customers who bought prod; asserted the same whether returned sales count or not."""
        hi = hi or self.today
        live = {s.cust for s, _, _, _ in self.lines(lo, hi, prod=prod)}
        every = {s.cust for s in self.sales if lo <= s.date <= hi for p, _, _ in s.lines if p == prod}
        assert live == every, ("returned sales change the answer", prod, lo, hi)
        return live

    def products_of(self, cust, lo=FEB1, hi=None):
        hi = hi or self.today
        live = {p for _, p, _, _ in self.lines(lo, hi, cust=cust)}
        every = {p for s in self.sales if s.cust == cust and lo <= s.date <= hi for p, _, _ in s.lines}
        assert live == every, ("returned sales change the answer", cust)
        return live

    # ---------------------------------------------------------------- returns
    def refunds(self, lo=FEB1, hi=None, cust=None):
        hi = hi or self.today
        return sum((s.total for d, c, s in self.returns if lo <= d <= hi and (cust is None or c == cust)),
                   Decimal(0))

    # ---------------------------------------------------------------- stock and buying
    def stock(self, prod, d=None):
        d = d or self.today
        bought = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= d), Decimal(0))
        sold = sum((k for s in self.sales if s.date <= d and (s.returned_on is None or s.returned_on > d)
                    for p, k, _ in s.lines if p == prod), Decimal(0))
        adj = sum((q for dt, p, q in self.adjs if p == prod and dt <= d), Decimal(0))
        return bought - sold + adj

    def bought_kg(self, prod=None, sup=None, lo=FEB1, hi=None):
        hi = hi or self.today
        return sum((b[3] for b in self.buys if (prod is None or b[2] == prod) and (sup is None or b[1] == sup)
                    and lo <= b[0] <= hi), Decimal(0))

    def spend(self, sup=None, prod=None, lo=FEB1, hi=None):
        hi = hi or self.today
        return sum((b[3] * b[4] for b in self.buys if (prod is None or b[2] == prod)
                    and (sup is None or b[1] == sup) and lo <= b[0] <= hi), Decimal(0))

    def written_off(self, prod=None):
        return sum((-q for _, p, q in self.adjs if q < 0 and (prod is None or p == prod)), Decimal(0))

    def customers(self):
        return {s.cust for s in self.sales}


# -------------------------------------------------------------------- answer builders
def money(x):
    return {"type": "number", "value": float(q2(x))}


def kilos(x):
    return {"type": "number", "value": float(q3(x))}


def pct(x):
    return {"type": "number", "value": float(q2(x))}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered=False):
    vals = list(vals) if ordered else sorted(vals)
    assert vals
    return {"type": "names", "values": vals, "ordered": ordered}


def table(key, rows, kind):
    f = {"money": q2, "kg": q3}[kind]
    rows = {k: float(f(v)) for k, v in sorted(rows.items()) if f(v) != 0}
    assert rows
    return {"type": "table", "key": key, "rows": rows}


REFUSE = {"type": "refuse"}


def ranked(d, n=1, low=False):
    """Top (or bottom) n keys; values must differ through the first key left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    vals = [v for _, v in items[:n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", items[:n + 1])
    return [k for k, _ in items[:n]]


def top(d, low=False):
    return ranked(d, 1, low)[0]


def above(d, thr, below=False):
    assert all(v != thr for v in d.values()), ("value on the threshold", thr)
    return [k for k, v in d.items() if (v < thr if below else v > thr)]


def by_sale(L, lo=FEB1, hi=None, cust=None):
    return [s.total for s in L.live(lo, hi, cust)]


def per_day(L, lo=FEB1, hi=None):
    hi = hi or L.today
    t = L.table("day", "rev", lo, hi)
    d = lo
    while d <= hi:  # every day of the range has a standing sale: averages per day are not ambiguous
        assert d in t, d
        d = shift(d, 1)
    return t


def margin_pct(L, **kw):
    return L.profit(**kw) / L.rev(**kw) * 100


def stock_value(L):
    return sum((L.stock(p) * L.cost[p] for p in L.cost), Decimal(0))


def last_visit(L, cust):
    dates = {s.date for s in L.sales if s.cust == cust}
    return max(dates)


def first_visit(L, cust):
    return min(s.date for s in L.sales if s.cust == cust)


# -------------------------------------------------------------------- the questions
# (persona, question, today, answer(ledger) or REFUSE)
NM, NP, CC, QT = "new_manager", "numbers_person", "customer_care", "quick_texter"
Q = []


def add(persona, text, today, fn):
    Q.append((persona, text, today, fn))


# ---- new_manager: a new manager learning the shop, full sentences
add(NM, "How much money did we take in altogether this month?", T, lambda L: money(L.rev()))
add(NM, "Which fruits do we actually sell here?", T, lambda L: names(L.price))
add(NM, "Which suppliers have we dealt with so far?", "2024-02-05", lambda L: names({b[1] for b in L.buys}))
add(NM, "How many different customers have bought from us up to now?", T, lambda L: count(len(L.customers())))
add(NM, "What do we charge for a kilo of mangoes at the moment?", T, lambda L: money(L.price["mango"]))
add(NM, "What's the selling price of oranges right now?", "2024-02-14", lambda L: money(L.price["orange"]))
add(NM, "How many kilos of bananas do we have in stock at the moment?", T, lambda L: kilos(L.stock("banana")))
add(NM, "How many sales did we make yesterday?", "2024-02-16", lambda L: count(L.nsales("2024-02-15", "2024-02-15")))
add(NM, "What did the shop take on its very first day, the 1st of February?", T,
    lambda L: money(L.rev(FEB1, FEB1)))
add(NM, "Could you tell me what we took on the first of the month?", "2024-02-10",
    lambda L: money(L.rev(FEB1, FEB1)))
add(NM, "Which customer has spent the most money with us?", T,
    lambda L: name(top(L.table("customer", "rev"))))
add(NM, "What is our best-selling fruit by weight?", T, lambda L: name(top(L.table("product", "kg"))))
add(NM, "How much have we spent on buying in stock this month?", T, lambda L: money(L.spend()))
add(NM, "How many returns have we had so far?", "2024-02-20", lambda L: count(len(L.returns)))
add(NM, "How much money have we refunded to customers in total?", T, lambda L: money(L.refunds()))
add(NM, "What profit have we made this month?", T, lambda L: money(L.profit()))
add(NM, "What does a kilo of strawberries cost us to buy in?", T, lambda L: money(L.cost["strawberry"]))
add(NM, "How much did we sell last week, in dollars?", T, lambda L: money(L.rev("2024-02-19", "2024-02-25")))
add(NM, "Can you tell me how much we've taken so far this week?", "2024-02-22",
    lambda L: money(L.rev("2024-02-19", "2024-02-22")))
add(NM, "On which day this month did we take the most money?", T, lambda L: name(top(L.table("day", "rev"))))
add(NM, "How many kilos of fruit have we sold altogether?", T, lambda L: kilos(L.kg()))
add(NM, "What is the average amount spent per sale?", "2024-02-18", lambda L: money(L.rev() / L.nsales()))
add(NM, "Which fruits have had stock written off?", T, lambda L: names({p for _, p, _ in L.adjs}))
add(NM, "How many kilos of stock have we lost through stock count corrections?", T,
    lambda L: kilos(L.written_off()))
add(NM, "Who do we get our bananas from?", "2024-02-20", lambda L: names({b[1] for b in L.buys if b[2] == "banana"}))
add(NM, "How much have we paid Green Valley Farms altogether?", T, lambda L: money(L.spend("Green Valley Farms")))
add(NM, "How many different customers came in last week?", "2024-02-13",
    lambda L: count(len({s.cust for s in L.live("2024-02-05", "2024-02-11")})))
add(NM, "What were the takings on Valentine's Day?", T, lambda L: money(L.rev("2024-02-14", "2024-02-14")))
add(NM, "How many kilos of each fruit have we sold this month?", T,
    lambda L: table("product", L.table("product", "kg"), "kg"))
add(NM, "How much has each customer spent with us in February?", T,
    lambda L: table("customer", L.table("customer", "rev"), "money"))
add(NM, "How much of each fruit is left in stock right now?", T,
    lambda L: table("product", {p: L.stock(p) for p in L.cost}, "kg"))
add(NM, "What's our profit margin on grapes, as a percentage of sales?", T, lambda L: pct(margin_pct(L, prod="grape")))
add(NM, "How much did we take over last weekend?", "2024-02-26", lambda L: money(L.rev("2024-02-24", "2024-02-25")))
add(NM, "What did we take between the 5th and the 11th of February?", T,
    lambda L: money(L.rev("2024-02-05", "2024-02-11")))
add(NM, "How much money came in before the 10th?", T, lambda L: money(L.rev(FEB1, "2024-02-09")))
add(NM, "Which fruit brings in the most money for us?", "2024-02-10", lambda L: name(top(L.table("product", "rev"))))
add(NM, "Which fruit earns us the least profit?", T, lambda L: name(top(L.table("product", "profit"), low=True)))
add(NM, "How many kilos have we bought from Hillside Produce?", T, lambda L: kilos(L.bought_kg(sup="Hillside Produce")))
add(NM, "How much have we refunded so far this week?", T, lambda L: money(L.refunds("2024-02-26", T)))
add(NM, "How many kilos of pears have been written off?", T, lambda L: kilos(L.written_off("pear")))
add(NM, "Which customers have brought something back to us?", T, lambda L: names({c for _, c, _ in L.returns}))
add(NM, "What is the total value of everything we've sold since the 20th?", T, lambda L: money(L.rev("2024-02-20")))
add(NM, "How many sales have we rung up since we opened?", "2024-02-09", lambda L: count(L.nsales()))
add(NM, "How much stock of cherries did we have left at the end of the 27th?", T,
    lambda L: kilos(L.stock("cherry", "2024-02-27")))
add(NM, "How much have we made in profit up to today?", "2024-02-12", lambda L: money(L.profit()))
add(NM, "What is the most expensive fruit we sell, per kilo?", "2024-02-12", lambda L: name(top(L.price)))

# ---- numbers_person: totals, averages, minimums and maximums
add(NP, "Total revenue for February, please.", T, lambda L: money(L.rev()))
add(NP, "Average kilos per sale over February?", T, lambda L: kilos(L.kg() / L.nsales()))
add(NP, "What was the largest single sale this month by value?", T, lambda L: money(max(by_sale(L))))
add(NP, "Smallest sale by value since the 15th?", T, lambda L: money(min(by_sale(L, "2024-02-15"))))
add(NP, "What were our average takings per day in February?", T, lambda L: money(sum(per_day(L).values()) / 29))
add(NP, "Total cherry revenue between the 10th and the 20th inclusive.", T,
    lambda L: money(L.rev("2024-02-10", "2024-02-20", prod="cherry")))
add(NP, "What average price per kilo did we actually get for oranges over the month?", T,
    lambda L: money(L.rev(prod="orange") / L.kg(prod="orange")))
add(NP, "Lowest daily takings this month?", T, lambda L: money(min(per_day(L).values())))
add(NP, "Highest daily takings so far this month?", "2024-02-13", lambda L: money(max(per_day(L).values())))
add(NP, "Give me revenue per week for February.", T, lambda L: table("week", L.table("week", "rev"), "money"))
add(NP, "Break down February revenue by day of the week.", T,
    lambda L: table("weekday", L.table("weekday", "rev"), "money"))
add(NP, "Daily takings for the week starting Monday the 12th.", T,
    lambda L: table("day", L.table("day", "rev", "2024-02-12", "2024-02-18"), "money"))
add(NP, "Gross profit on strawberries for February?", T, lambda L: money(L.profit(prod="strawberry")))
add(NP, "Total kilos of mango sold since the 20th.", "2024-02-25", lambda L: kilos(L.kg("2024-02-20", prod="mango")))
add(NP, "Average sale value last week?", T,
    lambda L: money(L.rev("2024-02-19", "2024-02-25") / L.nsales("2024-02-19", "2024-02-25")))
add(NP, "What was our total cost of goods sold this month?", T, lambda L: money(L.cogs()))
add(NP, "Overall gross margin percentage for the month?", T, lambda L: pct(margin_pct(L)))
add(NP, "How many sales came to more than $15 this month?", T,
    lambda L: count(len(above({i: t for i, t in enumerate(by_sale(L))}, Decimal(15)))))
add(NP, "Number of sales worth less than $3.50 in February?", T,
    lambda L: count(len(above({i: t for i, t in enumerate(by_sale(L))}, Decimal("3.50"), below=True))))
add(NP, "Total amount spent with ABC this month.", T, lambda L: money(L.spend("ABC")))
add(NP, "Total kilos purchased from all suppliers in February.", T, lambda L: kilos(L.bought_kg()))
add(NP, "What's the highest selling price on our list at present?", T, lambda L: money(max(L.price.values())))
add(NP, "Revenue per product for this week so far.", T,
    lambda L: table("product", L.table("product", "rev", "2024-02-26"), "money"))
add(NP, "Profit by product so far this month.", "2024-02-24",
    lambda L: table("product", L.table("product", "profit"), "money"))
add(NP, "Total takings Monday to Friday only, across February.", T, lambda L: money(L.rev(wd={0, 1, 2, 3, 4})))
add(NP, "Total weekend takings for February.", T, lambda L: money(L.rev(wd={5, 6})))
add(NP, "Sum of all refunds issued in February.", T, lambda L: money(L.refunds()))
add(NP, "Kilos sold per customer last week.", T,
    lambda L: table("customer", L.table("customer", "kg", "2024-02-19", "2024-02-25"), "kg"))
add(NP, "Average size of a pear sale in kilos?", "2024-02-21",
    lambda L: kilos(L.kg(prod="pear") / L.nsales(prod="pear")))
add(NP, "Total cost value of all stock written off in February.", T,
    lambda L: money(sum((-q * L.cost[p] for _, p, q in L.adjs if q < 0), Decimal(0))))
add(NP, "What's the value of our current stock at cost?", T, lambda L: money(stock_value(L)))
add(NP, "Sum of sales from 2 Feb to 9 Feb inclusive.", T, lambda L: money(L.rev("2024-02-02", "2024-02-09")))
add(NP, "Number of transactions in the last 7 days.", T, lambda L: count(L.nsales("2024-02-23")))
add(NP, "Kilos of grapes sold over the last 10 days?", T, lambda L: kilos(L.kg("2024-02-20", prod="grape")))
add(NP, "Most kilos sold in a single day this month?", T, lambda L: kilos(max(L.table("day", "kg").values())))
add(NP, "Banana takings before the 19th.", T, lambda L: money(L.rev(FEB1, "2024-02-18", prod="banana")))
add(NP, "Revenue to date?", "2024-02-14", lambda L: money(L.rev()))
add(NP, "Month-to-date profit?", "2024-02-16", lambda L: money(L.profit()))
add(NP, "Average sale value so far this month?", "2024-02-07", lambda L: money(L.rev() / L.nsales()))
add(NP, "Total kilos sold in the first half of the month, 1st to the 14th?", "2024-02-14", lambda L: kilos(L.kg()))
add(NP, "Mean kilos sold per day so far this week?", "2024-02-21",
    lambda L: kilos(L.kg("2024-02-19") / 3))
add(NP, "Largest number of sales we've had on any single day?", T,
    lambda L: count(max({d: L.nsales(d, d) for d in L.table("day", "rev")}.values())))
add(NP, "Strawberry revenue as a percentage of total revenue for February?", T,
    lambda L: pct(L.rev(prod="strawberry") / L.rev() * 100))
add(NP, "Total profit over the weekends this month?", T, lambda L: money(L.profit(wd={5, 6})))
add(NP, "Top three products by profit in February, highest first.", T,
    lambda L: names(ranked(L.table("product", "profit"), 3), ordered=True))
add(NP, "Cost of goods sold last week?", "2024-02-21", lambda L: money(L.cogs("2024-02-12", "2024-02-18")))

# ---- customer_care: named customers
add(CC, "What has Mei Chen bought from us this month?", "2024-02-14", lambda L: names(L.products_of("Mei Chen")))
add(CC, "How much has Raj Patel spent with us in total?", T, lambda L: money(L.rev(cust="Raj Patel")))
add(CC, "When did Ida Novak last come in to buy something?", T, lambda L: name(last_visit(L, "Ida Novak")))
add(CC, "How many times has Omar shopped with us?", T, lambda L: count(L.nsales(cust="Omar Haddad")))
add(CC, "How much did we refund Eva Berg?", T, lambda L: money(L.refunds(cust="Eva Berg")))
add(CC, "How many kilos of strawberries has Zoe Davis bought this month?", T,
    lambda L: kilos(L.kg(cust="Zoe Davis", prod="strawberry")))
add(CC, "Which customers have bought mango from us?", T, lambda L: names(L.buyers("mango")))
add(CC, "What did Luis Garcia spend last week?", T,
    lambda L: money(L.rev("2024-02-19", "2024-02-25", cust="Luis Garcia")))
add(CC, "What is Tom Lee's total spend once his returns are taken off?", T, lambda L: money(L.rev(cust="Tom Lee")))
add(CC, "Which customer has had the most money refunded?", "2024-02-16",
    lambda L: name(top({c: L.refunds(cust=c) for c in {c for _, c, _ in L.returns}})))
add(CC, "What was Ann Brown's biggest single purchase?", T, lambda L: money(max(by_sale(L, cust="Ann Brown"))))
add(CC, "How many kilos of fruit has Ida bought altogether?", "2024-02-12", lambda L: kilos(L.kg(cust="Ida Novak")))
add(CC, "What did Omar Haddad buy on the 19th?", T,
    lambda L: names(L.products_of("Omar Haddad", "2024-02-19", "2024-02-19")))
add(CC, "Which of our customers have spent under $35 in total?", T,
    lambda L: names(above(L.table("customer", "rev"), Decimal(35), below=True)))
add(CC, "Who bought cherries last week?", T, lambda L: names(L.buyers("cherry", "2024-02-19", "2024-02-25")))
add(CC, "What does Raj Patel spend on average each visit?", T,
    lambda L: money(L.rev(cust="Raj Patel") / L.nsales(cust="Raj Patel")))
add(CC, "Which customer buys the most bananas by weight?", T,
    lambda L: name(top(L.table("customer", "kg", prod="banana"))))
add(CC, "Which customers haven't bought anything since the 20th?", T,
    lambda L: names(c for c in L.customers() if last_visit(L, c) < "2024-02-20"))
add(CC, "How much has Sue Davis spent in the shop?", T, lambda L: money(L.rev(cust="Sue Davis")))
add(CC, "How many kilos has Luis bought this month?", T, lambda L: kilos(L.kg(cust="Luis Garcia")))
add(CC, "What's Ken Smith's spend after his return?", T, lambda L: money(L.rev(cust="Ken Smith")))
add(CC, "How much has Tom Lee spent so far?", "2024-02-14", lambda L: money(L.rev(cust="Tom Lee")))
add(CC, "Which fruit does Zoe Davis buy most of by weight?", T,
    lambda L: name(top(L.table("product", "kg", cust="Zoe Davis"))))
add(CC, "When did Sue Davis make her first purchase?", T, lambda L: name(first_visit(L, "Sue Davis")))
add(CC, "How much have we refunded Tom Lee this month?", T, lambda L: money(L.refunds(cust="Tom Lee")))
add(CC, "How much did each customer spend with us last week?", T,
    lambda L: table("customer", L.table("customer", "rev", "2024-02-19", "2024-02-25"), "money"))
add(CC, "Which customers have spent more than $45 with us this month?", T,
    lambda L: names(above(L.table("customer", "rev"), Decimal(45))))
add(CC, "How many of Bob Smith's purchases has he returned?", T,
    lambda L: count(sum(1 for _, c, _ in L.returns if c == "Bob Smith")))
add(CC, "Which customers bought both apples and bananas this month?", T,
    lambda L: names(L.buyers("apple") & L.buyers("banana")))
add(CC, "What did Ida Novak spend on the 9th?", T, lambda L: money(L.rev("2024-02-09", "2024-02-09", cust="Ida Novak")))
add(CC, "How much has Omar spent on strawberries?", T, lambda L: money(L.rev(cust="Omar Haddad", prod="strawberry")))
add(CC, "How many times has Bob Smith been in to buy something?", "2024-02-20",
    lambda L: count(L.nsales(cust="Bob Smith")))
add(CC, "How much has Bob Smith spent with us up to now?", "2024-02-20", lambda L: money(L.rev(cust="Bob Smith")))
add(CC, "And what is Bob Smith's spend now that his return has gone through?", "2024-02-23",
    lambda L: money(L.rev(cust="Bob Smith")))
add(CC, "What has Eva Berg spent with us so far?", "2024-02-05", lambda L: money(L.rev(cust="Eva Berg")))
add(CC, "Who are our top three customers by spend?", T,
    lambda L: names(ranked(L.table("customer", "rev"), 3), ordered=True))
add(CC, "Which customer has spent the least with us this month?", T,
    lambda L: name(top(L.table("customer", "rev"), low=True)))
add(CC, "Who has bought grapes from us so far?", "2024-02-10", lambda L: names(L.buyers("grape")))
add(CC, "How much profit have we made from Ann Brown's purchases?", T, lambda L: money(L.profit(cust="Ann Brown")))
add(CC, "How many kilos of cherries has Raj Patel bought?", T, lambda L: kilos(L.kg(cust="Raj Patel", prod="cherry")))
add(CC, "Who was our best customer last week by spend?", "2024-02-19",
    lambda L: name(top(L.table("customer", "rev", "2024-02-12", "2024-02-18"))))
add(CC, "How much did Zoe Davis spend on the 5th?", T,
    lambda L: money(L.rev("2024-02-05", "2024-02-05", cust="Zoe Davis")))
add(CC, "Which customers came in yesterday?", "2024-02-17",
    lambda L: names({s.cust for s in L.live("2024-02-16", "2024-02-16")}))
add(CC, "How much has Mei Chen spent on bananas altogether?", T, lambda L: money(L.rev(cust="Mei Chen", prod="banana")))
add(CC, "What's the total Ann Brown has spent since the 20th?", T,
    lambda L: money(L.rev("2024-02-20", cust="Ann Brown")))

# ---- quick_texter: short texts, abbreviations, no punctuation
add(QT, "rev yday", T, lambda L: money(L.rev("2024-02-28", "2024-02-28")))
add(QT, "top cust feb", T, lambda L: name(top(L.table("customer", "rev"))))
add(QT, "kg sold this wk", T, lambda L: kilos(L.kg("2024-02-26")))
add(QT, "bananas left", T, lambda L: kilos(L.stock("banana")))
add(QT, "apple stock", "2024-02-12", lambda L: kilos(L.stock("apple")))
add(QT, "profit mtd", "2024-02-20", lambda L: money(L.profit()))
add(QT, "refunds feb", T, lambda L: money(L.refunds()))
add(QT, "takings 14th", T, lambda L: money(L.rev("2024-02-14", "2024-02-14")))
add(QT, "top 2 fruit by rev", T, lambda L: names(ranked(L.table("product", "rev"), 2), ordered=True))
add(QT, "mango price", T, lambda L: money(L.price["mango"]))
add(QT, "pear px now", T, lambda L: money(L.price["pear"]))
add(QT, "orange px", "2024-02-15", lambda L: money(L.price["orange"]))
add(QT, "no of sales last wk", T, lambda L: count(L.nsales("2024-02-19", "2024-02-25")))
add(QT, "takings tue 27th", T, lambda L: money(L.rev("2024-02-27", "2024-02-27")))
add(QT, "grapes kg sold feb", T, lambda L: kilos(L.kg(prod="grape")))
add(QT, "cherry rev since 20th", T, lambda L: money(L.rev("2024-02-20", prod="cherry")))
add(QT, "rev b4 the 10th", T, lambda L: money(L.rev(FEB1, "2024-02-09")))
add(QT, "wknd takings feb", T, lambda L: money(L.rev(wd={5, 6})))
add(QT, "best day feb", T, lambda L: name(top(L.table("day", "rev"))))
add(QT, "refunds this wk", "2024-02-16", lambda L: money(L.refunds("2024-02-12")))
add(QT, "strawb kg left", "2024-02-17", lambda L: kilos(L.stock("strawberry")))
add(QT, "raj spend", T, lambda L: money(L.rev(cust="Raj Patel")))
add(QT, "mei visits", T, lambda L: count(L.nsales(cust="Mei Chen")))
add(QT, "who bought mango yday", "2024-02-23", lambda L: names(L.buyers("mango", "2024-02-22", "2024-02-22")))
add(QT, "rev by day this wk", "2024-02-15", lambda L: table("day", L.table("day", "rev", "2024-02-12"), "money"))
add(QT, "kg by fruit last wk", T,
    lambda L: table("product", L.table("product", "kg", "2024-02-19", "2024-02-25"), "kg"))
add(QT, "stock all fruit", T, lambda L: table("product", {p: L.stock(p) for p in L.cost}, "kg"))
add(QT, "cogs feb", T, lambda L: money(L.cogs()))
add(QT, "cheapest fruit", T, lambda L: name(top(L.price, low=True)))
add(QT, "priciest fruit", T, lambda L: name(top(L.price)))
add(QT, "abc spend feb", T, lambda L: money(L.spend("ABC")))
add(QT, "green valley kg bought", T, lambda L: kilos(L.bought_kg(sup="Green Valley Farms")))
add(QT, "worst day rev feb", T, lambda L: money(min(per_day(L).values())))
add(QT, "biggest sale feb $", T, lambda L: money(max(by_sale(L))))
add(QT, "rev last 7 days", T, lambda L: money(L.rev("2024-02-23")))
add(QT, "avg kg per sale", "2024-02-11", lambda L: kilos(L.kg() / L.nsales()))
add(QT, "profit cherries", T, lambda L: money(L.profit(prod="cherry")))
add(QT, "rev by cust this wk", "2024-02-22",
    lambda L: table("customer", L.table("customer", "rev", "2024-02-19"), "money"))
add(QT, "returns count", "2024-02-13", lambda L: count(len(L.returns)))
add(QT, "omar spend last wk", "2024-02-14", lambda L: money(L.rev("2024-02-05", "2024-02-11", cust="Omar Haddad")))
add(QT, "bob smith kg", T, lambda L: kilos(L.kg(cust="Bob Smith")))
add(QT, "ida last visit", T, lambda L: name(last_visit(L, "Ida Novak")))
add(QT, "rev 1st to 7th", T, lambda L: money(L.rev(FEB1, "2024-02-07")))
add(QT, "top fruit kg this wk", "2024-02-18", lambda L: name(top(L.table("product", "kg", "2024-02-12"))))
add(QT, "rev today", "2024-02-08", lambda L: money(L.rev("2024-02-08", "2024-02-08")))
add(QT, "kg sold yday", "2024-02-06", lambda L: kilos(L.kg("2024-02-05", "2024-02-05")))

# ---- refuse: future, data not kept, ambiguous surnames, off-topic, write/change/delete
for text, today in [
    ("How much do you think we'll sell next week?", T),
    ("forecast march rev", T),
    ("What were our takings in February last year?", T),
    ("rev feb 2023", T),
    ("Who was working the till on the 12th?", T),
    ("What's our wage bill for staff this month?", T),
    ("How much rent do we pay for the shop?", T),
    ("Was it raining on the 10th?", T),
    ("How much has Mr Smith spent this month?", T),
    ("what did davis buy", T),
    ("smith total spend", "2024-02-20"),
    ("When did Ms Davis last come in?", T),
    ("What's the capital of France?", T),
    ("write me a poem about bananas", T),
    ("Please delete Tom Lee's return from the 26th.", T),
    ("Change the price of apples to $2 a kilo.", T),
    ("add a sale 3kg pears for Ann Brown", T),
    ("Record a delivery of 20 kg of mangoes from ABC today.", T),
    ("How many kilos of cherries will we have left next Friday?", "2024-02-20"),
    ("What will our profit be by the end of the month?", "2024-02-15"),
    ("Remove Sue Davis from the customer list.", T),
    ("How does this February compare with January?", T),
    ("fix oranges price back to 1.40", T),
    ("How many hours did Raj work last week?", T),
    ("Will Mei Chen come back tomorrow?", T),
]:
    add("refuse", text, today, None)


def build():
    out = []
    ledgers = {}
    for n, (persona, text, today, fn) in enumerate(Q, 1):
        if fn is None:
            expect = REFUSE
        else:
            L = ledgers.get(today) or ledgers.setdefault(today, Ledger(today))
            expect = fn(L)
        out.append({"id": f"q60-{n:03d}", "question": text, "today": today, "category": persona, "expect": expect})
    return out


def main():
    out = build()
    with open(OUT, "w", encoding="utf-8") as f:
        for q in out:
            f.write(json.dumps(q) + "\n")
    per = {}
    for q in out:
        per[q["category"]] = per.get(q["category"], 0) + 1
    early = sum(q["today"] < T for q in out)
    print("wrote", len(out), "questions", per, "today before 29 Feb:", early)


if __name__ == "__main__":
    main()
