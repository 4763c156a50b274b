"""Held-out question set 66 for ChatLedger: questions typed by hand, grouped by
persona, each answered by a small function over a replay of the shop's records
cut at the question's `today`.  Standard library only; money in Decimal.

Run from the repository root:

    python bench/unseen66/question_truth.py      # writes bench/unseen66/questions.jsonl

The semantics (the contract) are written out in README.md next to this file.
"""
import datetime as dt
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

with open(DATA) as fh:
    RECORDS = [json.loads(line) for line in fh if line.strip()]

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
END = "2024-02-29"


def dec(x):
    return Decimal(str(x))


def day(s):
    return dt.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + dt.timedelta(days=n)).isoformat()


def monday(s):
    d = day(s)
    return (d - dt.timedelta(days=d.weekday())).isoformat()


def this_week(today):
    return monday(today), today


def last_week(today):
    m = monday(today)
    return shift(m, -7), shift(m, -1)


def last_days(today, n):
    """'the last n days' includes today."""
    return shift(today, -(n - 1)), today


def weekday(s):
    return WEEKDAYS[day(s).weekday()]


# ------------------------------------------------------------------ the replay
class Book:
    """Everything recorded on or before `today`, replayed in file order."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.price_log = []   # (date, product, price) in file order
        self.sales = []       # dict(date, customer, lines=[(product, kg, value)], returned_on)
        self.buys = []        # (date, supplier, product, kg, unit_cost)
        self.adjust = []      # (date, product, kg)
        self.refunds = []     # (date, customer, amount)
        for r in RECORDS:
            if r["date"] > today:
                continue
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"],
                                      dec(it["quantity"]), dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        self.set_price(r["date"], it["product"], dec(it["selling_price"]))
            elif kind == "price_change":
                self.set_price(r["date"], r["product"], dec(r["selling_price"]))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    value = (kg * self.price[it["product"]]).quantize(Decimal("0.01"), ROUND_HALF_UP)
                    lines.append((it["product"], kg, value))
                self.sales.append({"date": r["date"], "customer": r["customer"]["name"],
                                   "lines": lines, "returned_on": None})
            elif kind == "return":
                hits = [s for s in self.sales if s["date"] == r["sale_date"]
                        and s["customer"] == r["customer"]["name"] and s["returned_on"] is None]
                assert len(hits) == 1, r
                hits[0]["returned_on"] = r["date"]
                self.refunds.append((r["date"], r["customer"]["name"], self.total(hits[0])))
            elif kind == "stock_adjustment":
                self.adjust.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise ValueError(kind)
        costs = {}
        for _, _, p, _, c in self.buys:
            costs.setdefault(p, set()).add(c)
        assert all(len(c) == 1 for c in costs.values()), costs   # one unit cost per product holds
        self.unit_cost = {p: next(iter(c)) for p, c in costs.items()}

    def set_price(self, d, product, price):
        self.price[product] = price
        self.price_log.append((d, product, price))

    @staticmethod
    def total(sale):
        return sum((v for _, _, v in sale["lines"]), Decimal(0))

    # live sales: recorded by today and not returned by today
    def live(self, lo="0000-00-00", hi="9999-99-99", customer=None, weekdays=None):
        return [s for s in self.sales if s["returned_on"] is None and lo <= s["date"] <= hi
                and (customer is None or s["customer"] == customer)
                and (weekdays is None or day(s["date"]).weekday() in weekdays)]

    def lines(self, lo="0000-00-00", hi="9999-99-99", customer=None, product=None, weekdays=None):
        for s in self.live(lo, hi, customer, weekdays):
            for p, kg, v in s["lines"]:
                if product is None or p == product:
                    yield s, p, kg, v

    def takings(self, *a, **k):
        return sum((v for _, _, _, v in self.lines(*a, **k)), Decimal(0))

    def kilos(self, *a, **k):
        return sum((kg for _, _, kg, _ in self.lines(*a, **k)), Decimal(0))

    def cost(self, *a, **k):
        return sum((kg * self.unit_cost[p] for _, p, kg, _ in self.lines(*a, **k)), Decimal(0))

    def profit(self, *a, **k):
        return self.takings(*a, **k) - self.cost(*a, **k)

    def count(self, *a, **k):
        return len(self.live(*a, **k))

    def refund_total(self, lo="0000-00-00", hi="9999-99-99"):
        return sum((a for d, _, a in self.refunds if lo <= d <= hi), Decimal(0))

    def bought_kg(self, product=None, supplier=None, lo="0000-00-00", hi="9999-99-99"):
        return sum((q for d, s, p, q, _ in self.buys if lo <= d <= hi and (product is None or p == product)
                    and (supplier is None or s == supplier)), Decimal(0))

    def bought_cost(self, product=None, supplier=None, lo="0000-00-00", hi="9999-99-99"):
        return sum((q * c for d, s, p, q, c in self.buys if lo <= d <= hi and (product is None or p == product)
                    and (supplier is None or s == supplier)), Decimal(0))

    def stock(self, product, d=None):
        """At close of d: bought <= d - kilos sold <= d not returned by d + adjustments <= d."""
        d = d or self.today
        assert d <= self.today
        bought = sum((q for dd, _, p, q, _ in self.buys if p == product and dd <= d), Decimal(0))
        sold = sum((kg for s in self.sales if s["date"] <= d and (s["returned_on"] is None or s["returned_on"] > d)
                    for p, kg, _ in s["lines"] if p == product), Decimal(0))
        adj = sum((q for dd, p, q in self.adjust if p == product and dd <= d), Decimal(0))
        return bought - sold + adj

    def products(self):
        return sorted({p for _, _, p, _, _ in self.buys})

    def customers(self, *a, **k):
        return sorted({s["customer"] for s in self.live(*a, **k)})

    def price_on(self, product, d):
        """Selling price in force at the close of d."""
        found = None
        for dd, p, pr in self.price_log:
            if p == product and dd <= d:
                found = pr
        return found

    def by(self, keyfn, valfn, **k):
        out = {}
        for s, p, kg, v in self.lines(**k):
            key = keyfn(s, p)
            out[key] = out.get(key, Decimal(0)) + valfn(s, p, kg, v)
        return out

    def daily_takings(self, **k):
        return self.by(lambda s, p: s["date"], lambda s, p, kg, v: v, **k)


_BOOKS = {}


def book(today):
    if today not in _BOOKS:
        _BOOKS[today] = Book(today)
    return _BOOKS[today]


# ------------------------------------------------------------------ answer shapes
def _round(x, places):
    x = Decimal(x)
    scaled = x * (10 ** places)
    assert scaled - scaled.to_integral_value(rounding="ROUND_FLOOR") != Decimal("0.5"), ("exact half", x)
    return x.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


def q2(x):
    return _round(x, 2)


def q3(x):
    return _round(x, 3)


def money(x):
    return {"type": "number", "value": float(q2(x))}


pct = money   # percentages are 2 dp as well
ratio = money  # days of cover and other plain ratios: 2 dp


def kg(x):
    return {"type": "number", "value": float(q3(x))}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(values, ordered=False):
    values = list(values)
    assert values, "empty answer list"
    return {"type": "names", "values": values if ordered else sorted(values), "ordered": ordered}


def table(key, rows, unit):
    rnd = {"money": q2, "kg": q3}[unit]
    out = {k: float(rnd(v)) for k, v in sorted(rows.items()) if v != 0}
    assert out
    return {"type": "table", "key": key, "rows": out}


def refuse():
    return {"type": "refuse"}


def ranked(d, n, biggest=True):
    """First n keys by value; values must differ through the first key left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=biggest)
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", items[: n + 1])
    return [k for k, _ in items[:n]]


def top(d, biggest=True):
    return ranked(d, 1, biggest)[0]


def over(d, threshold, above=True):
    assert all(v != threshold for v in d.values()), ("value on threshold", threshold, d)
    return [k for k, v in d.items() if (v > threshold if above else v < threshold)]


def win(lo_hi):
    return {"lo": lo_hi[0], "hi": lo_hi[1]}


def span(lo, hi):
    return (day(hi) - day(lo)).days + 1


# ------------------------------------------------------------------ questions
QUESTIONS = []   # (category, today, question, answer function of the Book)


def Q(category, today, question, fn):
    QUESTIONS.append((category, today, question, fn))


WEEKEND = {5, 6}
WORKWEEK = {0, 1, 2, 3, 4}


def per_customer_spend(B, **k):
    return B.by(lambda s, p: s["customer"], lambda s, p, kg, v: v, **k)


def per_customer_count(B, **k):
    out = {}
    for s in B.live(**k):
        out[s["customer"]] = out.get(s["customer"], 0) + 1
    return out


def per_product_kilos(B, **k):
    return B.by(lambda s, p: p, lambda s, p, kg, v: kg, **k)


def stock_value(B, d):
    return sum((B.stock(p, d) * B.unit_cost[p] for p in B.products()), Decimal(0))


def last_purchase(B, customer):
    return max(s["date"] for s in B.live(customer=customer))


def longest_gap(B, customer):
    dates = sorted({day(s["date"]) for s in B.live(customer=customer)})
    return max((b - a).days for a, b in zip(dates, dates[1:]))


def first_purchase(B, customer):
    return min(s["date"] for s in B.live(customer=customer))


# ---------------------------------------------------------------- tax_adviser
T = "tax_adviser"
Q(T, END, "What were the shop's gross takings for February 2024?",
  lambda B: money(B.takings("2024-02-01", "2024-02-29")))
Q(T, END, "For the return I need gross takings from the 1st to the 14th of February inclusive.",
  lambda B: money(B.takings("2024-02-01", "2024-02-14")))
Q(T, END, "Gross takings for the 15th through the 29th, please.",
  lambda B: money(B.takings("2024-02-15", "2024-02-29")))
Q(T, END, "Cost of goods sold for February, at what we paid the suppliers for the fruit that went out.",
  lambda B: money(B.cost("2024-02-01", "2024-02-29")))
Q(T, END, "Gross profit for the month — so takings less the cost of the fruit sold?",
  lambda B: money(B.profit("2024-02-01", "2024-02-29")))
Q(T, END, "What's the gross margin for February as a percentage of takings?",
  lambda B: pct(B.profit("2024-02-01", "2024-02-29") * 100 / B.takings("2024-02-01", "2024-02-29")))
Q(T, END, "And what's the markup on cost across the month? Gross profit over cost of sales, as a %.",
  lambda B: pct(B.profit("2024-02-01", "2024-02-29") * 100 / B.cost("2024-02-01", "2024-02-29")))
Q(T, END, "Total refunds paid out to customers in February?",
  lambda B: money(B.refund_total("2024-02-01", "2024-02-29")))
Q(T, END, "How many refunds were issued this month, just the number?",
  lambda B: count(len([r for r in B.refunds if r[0] >= "2024-02-01"])))
Q(T, END, "Refunds dated between the 10th and the 20th — what do they come to?",
  lambda B: money(B.refund_total("2024-02-10", "2024-02-20")))
Q(T, END, "Total spent on stock purchases this month at cost, all suppliers together.",
  lambda B: money(B.bought_cost(lo="2024-02-01")))
Q(T, END, "Can you break the February purchases down by supplier for me, at cost?",
  lambda B: table("supplier", {s: B.bought_cost(supplier=s, lo="2024-02-01") for s in {b[1] for b in B.buys}},
                  "money"))
Q(T, END, "How much did we pay Green Valley Farms for deliveries before the 20th?",
  lambda B: money(B.bought_cost(supplier="Green Valley Farms", hi="2024-02-19")))
Q(T, END, "What's the cost value of the stock written off at the stock counts this month?",
  lambda B: money(sum(-q * B.unit_cost[p] for d, p, q in B.adjust if q < 0)))
Q(T, END, "Gross profit by product for February, please.",
  lambda B: table("product", {p: B.profit("2024-02-01", "2024-02-29", product=p) for p in B.products()},
                  "money"))
Q(T, END, "Which fruit earned us the most gross profit this month?",
  lambda B: name(top({p: B.profit(product=p) for p in B.products()})))
Q(T, END, "Strawberries on their own: gross margin percentage for the month?",
  lambda B: pct(B.profit(product="strawberry") * 100 / B.takings(product="strawberry")))
Q(T, END, "Cost of sales for the week commencing Monday the 19th.",
  lambda B: money(B.cost("2024-02-19", "2024-02-25")))
Q(T, END, "Takings for last week, Monday to Sunday?",
  lambda B: money(B.takings(*last_week(B.today))))
Q(T, END, "What have we taken so far this week?",
  lambda B: money(B.takings(*this_week(B.today))))
Q(T, "2024-02-14", "Month-to-date gross takings?",
  lambda B: money(B.takings("2024-02-01", B.today)))
Q(T, "2024-02-14", "Refunds so far this month, total value?",
  lambda B: money(B.refund_total("2024-02-01", B.today)))
Q(T, "2024-02-20", "I'd like the gross profit figure for last week please.",
  lambda B: money(B.profit(*last_week(B.today))))
Q(T, "2024-02-10", "Cost of goods sold for the period to date?",
  lambda B: money(B.cost("2024-02-01", B.today)))
Q(T, END, "How much came in from Saturdays and Sundays over February?",
  lambda B: money(B.takings(weekdays=WEEKEND)))
Q(T, END, "Takings split by day of the week for the month.",
  lambda B: table("weekday", B.by(lambda s, p: weekday(s["date"]), lambda s, p, k, v: v), "money"))
Q(T, END, "Value of closing stock at cost on the 29th?",
  lambda B: money(stock_value(B, "2024-02-29")))
Q(T, END, "Stock valuation at cost as at close of business on the 15th.",
  lambda B: money(stock_value(B, "2024-02-15")))
Q(T, END, "Average transaction value for February? Leave the refunded sales out.",
  lambda B: money(B.takings() / B.count()))
Q(T, END, "How many sales did we ring up in February, not counting the ones that were refunded?",
  lambda B: count(B.count("2024-02-01", "2024-02-29")))
Q(T, END, "Gross profit on bananas since the price went up on the 19th.",
  lambda B: money(B.profit("2024-02-19", B.today, product="banana")))
Q(T, END, "Orange takings from the 18th onwards, when the new price came in?",
  lambda B: money(B.takings("2024-02-18", B.today, product="orange")))
Q(T, END, "Which single day had the highest takings in February?",
  lambda B: name(top(B.daily_takings())))
Q(T, END, "List the days where takings came in under $10.",
  lambda B: names(over(B.daily_takings(), 10, above=False)))
Q(T, END, "Refunds by customer for February.",
  lambda B: table("customer", {c: sum(a for _, cc, a in B.refunds if cc == c) for _, c, _ in B.refunds}, "money"))
Q(T, "2024-02-22", "Gross takings between the 12th and the 18th, both days included.",
  lambda B: money(B.takings("2024-02-12", "2024-02-18")))
Q(T, END, "Gross profit on weekend trade for the month?",
  lambda B: money(B.profit(weekdays=WEEKEND)))
Q(T, "2024-02-25", "Gross takings for the fourteen days to today, today included.",
  lambda B: money(B.takings(*last_days(B.today, 14))))
Q(T, END, "Largest single sale in February by value — what was it?",
  lambda B: money(max(B.total(s) for s in B.live())))
Q(T, END, "What share of February's takings came from strawberries, in percent?",
  lambda B: pct(B.takings(product="strawberry") * 100 / B.takings()))
Q(T, "2024-02-23", "Refunds dated this week so far?",
  lambda B: money(B.refund_total(*this_week(B.today))))
Q(T, "2024-02-12", "COGS for last week, for the file.",
  lambda B: money(B.cost(*last_week(B.today))))
Q(T, "2024-02-26", "Gross profit over the last 7 days, counting today?",
  lambda B: money(B.profit(*last_days(B.today, 7))))
Q(T, "2024-02-15", "Week-to-date gross takings, please.",
  lambda B: money(B.takings(*this_week(B.today))))

# ---------------------------------------------------------------- order_planner
O = "order_planner"
Q(O, END, "How many kilos of bananas did we sell in February?",
  lambda B: kg(B.kilos("2024-02-01", "2024-02-29", product="banana")))
Q(O, END, "Average kilos of bananas a day over the last 7 days?",
  lambda B: kg(B.kilos(*last_days(B.today, 7), product="banana") / 7))
Q(O, END, "Strawberry kilos by week, weeks starting Monday.",
  lambda B: table("week", B.by(lambda s, p: monday(s["date"]), lambda s, p, k, v: k, product="strawberry"), "kg"))
Q(O, END, "How many kilos of strawberries have we sold on each day of the week this month?",
  lambda B: table("weekday", B.by(lambda s, p: weekday(s["date"]), lambda s, p, k, v: k, product="strawberry"),
                  "kg"))
Q(O, END, "How much apple is left in stock?",
  lambda B: kg(B.stock("apple")))
Q(O, END, "Stock on hand for every fruit right now, in kilos.",
  lambda B: table("product", {p: B.stock(p) for p in B.products()}, "kg"))
Q(O, END, "Which fruit are we lowest on at the moment?",
  lambda B: name(top({p: B.stock(p) for p in B.products()}, biggest=False)))
Q(O, END, "At the rate mangoes sold over the last 14 days, how many days would the mango we've got last? "
          "Two decimals is fine.",
  lambda B: ratio(B.stock("mango") / (B.kilos(*last_days(B.today, 14), product="mango") / 14)))
Q(O, END, "How many kilos did ABC deliver this month, all fruit?",
  lambda B: kg(B.bought_kg(supplier="ABC")))
Q(O, END, "When did the last lot of pears come in?",
  lambda B: name(max(d for d, _, p, _, _ in B.buys if p == "pear")))
Q(O, "2024-02-15", "How many kilos of cherries have we got left?",
  lambda B: kg(B.stock("cherry")))
Q(O, "2024-02-10", "Pears — average kilos sold per day so far this month?",
  lambda B: kg(B.kilos("2024-02-01", B.today, product="pear") / span("2024-02-01", B.today)))
Q(O, END, "Which fruits sold more than 20 kilos in February?",
  lambda B: names(over(per_product_kilos(B), 20)))
Q(O, END, "Top three fruits by kilos sold this month, in order.",
  lambda B: names(ranked(per_product_kilos(B), 3), ordered=True))
Q(O, END, "What's our slowest seller by weight this month?",
  lambda B: name(top(per_product_kilos(B), biggest=False)))
Q(O, END, "Total kilos of fruit sold on weekends this month, all products.",
  lambda B: kg(B.kilos(weekdays=WEEKEND)))
Q(O, END, "How many kilos of oranges have gone out since the price change on the 18th?",
  lambda B: kg(B.kilos("2024-02-18", B.today, product="orange")))
Q(O, END, "Grape stock at close on the 10th?",
  lambda B: kg(B.stock("grape", "2024-02-10")))
Q(O, END, "Kilos bought of each fruit in February.",
  lambda B: table("product", {p: B.bought_kg(product=p) for p in B.products()}, "kg"))
Q(O, END, "How many kilos of strawberry did we write off at the stock counts?",
  lambda B: kg(-sum(q for _, p, q in B.adjust if p == "strawberry")))
Q(O, END, "Bananas: what percentage of the kilos we bought this month have we actually sold?",
  lambda B: pct(B.kilos(product="banana") * 100 / B.bought_kg(product="banana")))
Q(O, END, "On how many days this month did we sell any mango at all?",
  lambda B: count(len({s["date"] for s, _, _, _ in B.lines(product="mango")})))
Q(O, END, "Which day of the week do we shift the most bananas on?",
  lambda B: name(top(B.by(lambda s, p: weekday(s["date"]), lambda s, p, k, v: k, product="banana"))))
Q(O, "2024-02-21", "Banana stock at close today?",
  lambda B: kg(B.stock("banana")))
Q(O, "2024-02-21", "How many days of bananas do we have on hand at this week's daily rate so far?",
  lambda B: ratio(B.stock("banana") / (B.kilos(*this_week(B.today), product="banana")
                                         / span(*this_week(B.today)))))
Q(O, END, "Which day did we sell the most cherries, by kilos?",
  lambda B: name(top(B.by(lambda s, p: s["date"], lambda s, p, k, v: k, product="cherry"))))
Q(O, END, "Average kilos of grapes per week over the three full weeks from Monday the 5th to Sunday the 25th.",
  lambda B: kg(B.kilos("2024-02-05", "2024-02-25", product="grape") / 3))
Q(O, "2024-02-18", "How many kilos of fruit did we sell yesterday?",
  lambda B: kg(B.kilos(shift(B.today, -1), shift(B.today, -1))))
Q(O, END, "Which fruits are we down below 22 kilos on right now?",
  lambda B: names(over({p: B.stock(p) for p in B.products()}, 22, above=False)))
Q(O, "2024-02-08", "Bananas sold in the last 3 days, kilos?",
  lambda B: kg(B.kilos(*last_days(B.today, 3), product="banana")))
Q(O, END, "Mango kilos per day over the last 10 days.",
  lambda B: kg(B.kilos(*last_days(B.today, 10), product="mango") / 10))
Q(O, END, "Kilos sold by fruit last week.",
  lambda B: table("product", per_product_kilos(B, **win(last_week(B.today))), "kg"))
Q(O, END, "Kilos of apples sold on Mondays in February.",
  lambda B: kg(B.kilos(product="apple", weekdays={0})))
Q(O, END, "Average daily kilos across all fruit for February.",
  lambda B: kg(B.kilos("2024-02-01", "2024-02-29") / 29))
Q(O, "2024-02-16", "Strawberry stock at close today, after the delivery?",
  lambda B: kg(B.stock("strawberry")))
Q(O, "2024-02-06", "Which fruits didn't sell at all last week?",
  lambda B: names([p for p in B.products() if B.kilos(*last_week(B.today), product=p) == 0]))
Q(O, END, "When did we last sell any apples?",
  lambda B: name(max(s["date"] for s, _, _, _ in B.lines(product="apple"))))
Q(O, END, "Pear kilos sold between the 20th and the 25th inclusive.",
  lambda B: kg(B.kilos("2024-02-20", "2024-02-25", product="pear")))
Q(O, END, "Orange kilos sold per week, weeks keyed on the Monday.",
  lambda B: table("week", B.by(lambda s, p: monday(s["date"]), lambda s, p, k, v: k, product="orange"), "kg"))
Q(O, "2024-02-12", "How much grape have we got left?",
  lambda B: kg(B.stock("grape")))
Q(O, "2024-02-24", "Kilos of cherries sold this week so far.",
  lambda B: kg(B.kilos(*this_week(B.today), product="cherry")))
Q(O, "2024-02-14", "Strawberries: average kilos a day this week so far?",
  lambda B: kg(B.kilos(*this_week(B.today), product="strawberry") / span(*this_week(B.today))))
Q(O, "2024-02-05", "How many kilos of each fruit have we sold so far this month?",
  lambda B: table("product", per_product_kilos(B, lo="2024-02-01"), "kg"))
Q(O, "2024-02-26", "Cherry stock left as of tonight?",
  lambda B: kg(B.stock("cherry")))

# ---------------------------------------------------------------- loyalty_manager
L = "loyalty_manager"
Q(L, END, "How many different customers bought from us in February?",
  lambda B: count(len(B.customers("2024-02-01", "2024-02-29"))))
Q(L, END, "Top three customers by spend this month, biggest first.",
  lambda B: names(ranked(per_customer_spend(B), 3), ordered=True))
Q(L, END, "Who made the most separate purchases this month?",
  lambda B: name(top(per_customer_count(B))))
Q(L, END, "When did Sue Davis first buy from us?",
  lambda B: name(first_purchase(B, "Sue Davis")))
Q(L, END, "When was Luis Garcia last in?",
  lambda B: name(last_purchase(B, "Luis Garcia")))
Q(L, END, "Which customers haven't bought anything since the 22nd?",
  lambda B: names([c for c in B.customers() if not B.live("2024-02-22", B.today, customer=c)]))
Q(L, END, "Ann Brown's average spend per visit this month?",
  lambda B: money(B.takings(customer="Ann Brown") / B.count(customer="Ann Brown")))
Q(L, END, "Who's spent more than $75 with us in February?",
  lambda B: names(over(per_customer_spend(B), 75)))
Q(L, END, "Which customers shopped in the first ten days of the month but haven't been back since the 24th?",
  lambda B: names([c for c in B.customers("2024-02-01", "2024-02-10")
                   if not B.live("2024-02-24", B.today, customer=c)]))
Q(L, END, "Total spend by Mei Chen this month?",
  lambda B: money(B.takings(customer="Mei Chen")))
Q(L, END, "Spend per customer for February.",
  lambda B: table("customer", per_customer_spend(B), "money"))
Q(L, END, "Which customer spent the least with us this month?",
  lambda B: name(top(per_customer_spend(B), biggest=False)))
Q(L, "2024-02-22", "How many brand-new customers did we get this week?",
  lambda B: count(len([c for c in B.customers() if monday(B.today) <= first_purchase(B, c) <= B.today])))
Q(L, END, "When did Ida Novak last buy anything?",
  lambda B: name(last_purchase(B, "Ida Novak")))
Q(L, END, "How many times has Ann Brown shopped with us this month?",
  lambda B: count(B.count(customer="Ann Brown")))
Q(L, END, "How many days is it since Eva Berg last bought something?",
  lambda B: count((day(B.today) - day(last_purchase(B, "Eva Berg"))).days))
Q(L, END, "Who bought strawberries from us this month?",
  lambda B: names(sorted({s["customer"] for s, _, _, _ in B.lines(product="strawberry")})))
Q(L, END, "Average spend per customer for February?",
  lambda B: money(B.takings() / len(B.customers())))
Q(L, "2024-02-15", "Who's our top spender so far this month?",
  lambda B: name(top(per_customer_spend(B))))
Q(L, END, "Who bought the most kilos of fruit in February?",
  lambda B: name(top(B.by(lambda s, p: s["customer"], lambda s, p, k, v: k))))
Q(L, END, "Customer spend for last week, one line per customer.",
  lambda B: table("customer", per_customer_spend(B, **win(last_week(B.today))), "money"))
Q(L, END, "Who bought from us last week but hasn't bought anything this week?",
  lambda B: names(sorted(set(B.customers(*last_week(B.today))) - set(B.customers(*this_week(B.today))))))
Q(L, END, "Raj Patel — what's his average spend per purchase this month?",
  lambda B: money(B.takings(customer="Raj Patel") / B.count(customer="Raj Patel")))
Q(L, END, "Which customers brought something back for a refund this month?",
  lambda B: names(sorted({c for _, c, _ in B.refunds})))
Q(L, END, "How many times did Bob Smith buy from us in February? Don't count the one he returned.",
  lambda B: count(B.count(customer="Bob Smith")))
Q(L, END, "Which of this month's customers haven't bought anything in the last 7 days?",
  lambda B: names([c for c in B.customers() if not B.live(*last_days(B.today, 7), customer=c)]))
Q(L, END, "What's Omar Haddad's favourite fruit, going by kilos bought?",
  lambda B: name(top(per_product_kilos(B, customer="Omar Haddad"))))
Q(L, END, "Spend per visit for Ann Brown, Luis Garcia and Sue Davis.",
  lambda B: table("customer", {c: B.takings(customer=c) / B.count(customer=c)
                               for c in ("Ann Brown", "Luis Garcia", "Sue Davis")}, "money"))
Q(L, "2024-02-11", "How many different customers have we had so far this month?",
  lambda B: count(len(B.customers("2024-02-01", B.today))))
Q(L, END, "Who spent the most on cherries this month?",
  lambda B: name(top(per_customer_spend(B, product="cherry"))))
Q(L, END, "Who shopped with us on the 20th?",
  lambda B: names(B.customers("2024-02-20", "2024-02-20")))
Q(L, END, "How much has Raj Patel spent since the 20th?",
  lambda B: money(B.takings("2024-02-20", B.today, customer="Raj Patel")))
Q(L, END, "Luis Garcia's visits this month: what's the longest gap from one visit to his next, "
          "as a difference of dates in days?",
  lambda B: count(longest_gap(B, "Luis Garcia")))
Q(L, "2024-02-17", "Which customers' most recent purchase was before the 14th?",
  lambda B: names([c for c in B.customers() if last_purchase(B, c) < "2024-02-14"]))
Q(L, "2024-02-20", "Top 3 spenders last week, in order?",
  lambda B: names(ranked(per_customer_spend(B, **win(last_week(B.today))), 3), ordered=True))
Q(L, END, "Which customers bought both last week and this week?",
  lambda B: names(sorted(set(B.customers(*last_week(B.today))) & set(B.customers(*this_week(B.today))))))
Q(L, END, "What has Tom Lee actually spent with us this month, leaving out what he brought back?",
  lambda B: money(B.takings(customer="Tom Lee")))
Q(L, "2024-02-12", "Who bought from us yesterday?",
  lambda B: names(B.customers(shift(B.today, -1), shift(B.today, -1))))
Q(L, "2024-02-25", "How many different customers have bought something this week so far?",
  lambda B: count(len(B.customers(*this_week(B.today)))))
Q(L, END, "Mei Chen's biggest single purchase this month, in dollars?",
  lambda B: money(max(B.total(s) for s in B.live(customer="Mei Chen"))))
Q(L, "2024-02-14", "Who are the regulars so far — anyone with more than four purchases this month?",
  lambda B: names(over(per_customer_count(B), 4)))
Q(L, "2024-02-21", "Spend per customer this week to date.",
  lambda B: table("customer", per_customer_spend(B, **win(this_week(B.today))), "money"))
Q(L, "2024-02-24", "When did Zoe Davis last come in?",
  lambda B: name(last_purchase(B, "Zoe Davis")))
Q(L, "2024-02-18", "Which customers haven't bought anything in the last 7 days?",
  lambda B: names([c for c in B.customers() if not B.live(*last_days(B.today, 7), customer=c)]))

# ---------------------------------------------------------------- voice_assistant
V = "voice_assistant"
Q(V, END, "hey ledger how much did we take today",
  lambda B: money(B.takings(B.today, B.today)))
Q(V, END, "ok so um how many kilos of bananas did we sell last week",
  lambda B: kg(B.kilos(*last_week(B.today), product="banana")))
Q(V, END, "hey ledger what's what's the cherry stock looking like",
  lambda B: kg(B.stock("cherry")))
Q(V, END, "um what did raj patel spend this month",
  lambda B: money(B.takings(customer="Raj Patel")))
Q(V, "2024-02-22", "hey ledger takings yesterday",
  lambda B: money(B.takings(shift(B.today, -1), shift(B.today, -1))))
Q(V, END, "how many sales over twenty dollars did we have um this month",
  lambda B: count(len(over({i: B.total(s) for i, s in enumerate(B.live())}, 20))))
Q(V, END, "hey ledger what was the price of pears on the twenty fifth",
  lambda B: money(B.price_on("pear", "2024-02-25")))
Q(V, END, "ok so um how much did we refund last week",
  lambda B: money(B.refund_total(*last_week(B.today))))
Q(V, END, "hey ledger who who spent the most this week",
  lambda B: name(top(per_customer_spend(B, **win(this_week(B.today))))))
Q(V, END, "uh how much strawberry have we got left",
  lambda B: kg(B.stock("strawberry")))
Q(V, END, "hey ledger um takings for the first of february",
  lambda B: money(B.takings("2024-02-01", "2024-02-01")))
Q(V, "2024-02-16", "ok so what did we take in the last three days",
  lambda B: money(B.takings(*last_days(B.today, 3))))
Q(V, END, "hey ledger how many kilos of grapes did we sell this month um grapes yeah",
  lambda B: kg(B.kilos("2024-02-01", B.today, product="grape")))
Q(V, END, "ok ok so what's our profit this week",
  lambda B: money(B.profit(*this_week(B.today))))
Q(V, END, "hey ledger how many customers came in today",
  lambda B: count(len(B.customers(B.today, B.today))))
Q(V, END, "so um which fruit sold the most kilos last week",
  lambda B: name(top(per_product_kilos(B, **win(last_week(B.today))))))
Q(V, END, "hey ledger what did omar haddad buy um no how much did he spend in total this month",
  lambda B: money(B.takings(customer="Omar Haddad")))
Q(V, END, "hey ledger takings on saturday the seventeenth",
  lambda B: money(B.takings("2024-02-17", "2024-02-17")))
Q(V, END, "ok so what's the average sale this week",
  lambda B: money(B.takings(*this_week(B.today)) / B.count(*this_week(B.today))))
Q(V, END, "hey ledger when did ken smith last come in",
  lambda B: name(last_purchase(B, "Ken Smith")))
Q(V, END, "hey ledger what were sales on the weekend just gone",
  lambda B: money(B.takings("2024-02-24", "2024-02-25")))
Q(V, "2024-02-08", "hey ledger um how much have we taken this week",
  lambda B: money(B.takings(*this_week(B.today))))
Q(V, "2024-02-11", "ok so how many kilos of oranges this week so far",
  lambda B: kg(B.kilos(*this_week(B.today), product="orange")))
Q(V, END, "hey ledger how much did we pay for bananas like all the banana deliveries together",
  lambda B: money(B.bought_cost(product="banana")))
Q(V, END, "um um how many kilos did we sell on the twenty second",
  lambda B: kg(B.kilos("2024-02-22", "2024-02-22")))
Q(V, END, "hey ledger which customers came in on the nineteenth",
  lambda B: names(B.customers("2024-02-19", "2024-02-19")))
Q(V, END, "ok so what's the gross profit on cherries this month",
  lambda B: money(B.profit(product="cherry")))
Q(V, "2024-02-13", "hey ledger how much did we take yesterday",
  lambda B: money(B.takings(shift(B.today, -1), shift(B.today, -1))))
Q(V, END, "hey ledger takings for the week of the twelfth",
  lambda B: money(B.takings("2024-02-12", "2024-02-18")))
Q(V, END, "ok so like how many kilos of pears did we sell on saturdays and sundays",
  lambda B: kg(B.kilos(product="pear", weekdays=WEEKEND)))
Q(V, END, "hey ledger who bought mango this week",
  lambda B: names(sorted({s["customer"] for s, _, _, _ in B.lines(*this_week(B.today), product="mango")})))
Q(V, END, "uh what's the banana price right now",
  lambda B: money(B.price["banana"]))
Q(V, "2024-02-20", "ok so hey ledger how many kilos of stock have we got in total all fruit",
  lambda B: kg(sum(B.stock(p) for p in B.products())))
Q(V, END, "hey ledger number of sales yesterday",
  lambda B: count(B.count(shift(B.today, -1), shift(B.today, -1))))
Q(V, END, "um takings between the fifth and the eleventh",
  lambda B: money(B.takings("2024-02-05", "2024-02-11")))
Q(V, END, "hey ledger how much did zoe davis spend on the fifth",
  lambda B: money(B.takings("2024-02-05", "2024-02-05", customer="Zoe Davis")))
Q(V, "2024-02-27", "ok so refunds this week",
  lambda B: money(B.refund_total(*this_week(B.today))))
Q(V, END, "hey ledger which day of the week brought in the most money in total this month",
  lambda B: name(top(B.by(lambda s, p: weekday(s["date"]), lambda s, p, k, v: v))))
Q(V, END, "hey ledger how much did we take in the last seven days",
  lambda B: money(B.takings(*last_days(B.today, 7))))
Q(V, "2024-02-03", "ok so how are we doing what's the takings so far this month",
  lambda B: money(B.takings("2024-02-01", B.today)))
Q(V, END, "hey ledger how much did we sell of oranges in dollars this month",
  lambda B: money(B.takings(product="orange")))
Q(V, "2024-02-19", "hey ledger how many kilos of strawberries did we sell yesterday",
  lambda B: kg(B.kilos(shift(B.today, -1), shift(B.today, -1), product="strawberry")))
Q(V, "2024-02-23", "ok so um what's cherry stock right now like how many kilos",
  lambda B: kg(B.stock("cherry")))
Q(V, "2024-02-26", "hey ledger who bought something today",
  lambda B: names(B.customers(B.today, B.today)))

# ---------------------------------------------------------------- refuse
R = "refuse"
for today, text in [
    (END, "How many people walked past the shop without buying anything yesterday?"),
    (END, "What are we going to take next week, roughly?"),
    (END, "How many kilos of bananas should I order for next week?"),
    (END, "Delete the sale to Tom Lee on the 22nd."),
    (END, "Change the apple price to $1.90 from tomorrow."),
    (END, "How much did Davis spend this month?"),
    (END, "What did Mr Smith buy on the 17th?"),
    (END, "Which member of staff served Raj Patel last time?"),
    (END, "What time of day are we busiest?"),
    (END, "How much was paid by card and how much in cash this month?"),
    (END, "What was the rent and electricity for February?"),
    (END, "Will Luis Garcia be back next week, do you think?"),
    (END, "When will the cherries we got on the 28th go off?"),
    (END, "Add a sale for Ann Brown: 2 kilos of apples today."),
    (END, "hey ledger um what's the weather going to be like on saturday"),
    (END, "How old is Ida Novak?"),
    (END, "What's Mei Chen's home address?"),
    (END, "What will bananas be selling for next month?"),
    ("2024-02-20", "hey ledger mark zoe's sale from the sixteenth as refunded"),
    ("2024-02-12", "What were our takings in February last year, for comparison?"),
    ("2024-02-25", "How much did wages cost us this week?"),
    (END, "Predict our best-selling fruit for March."),
    ("2024-02-16", "ok so um set the mango price to two fifty"),
    ("2024-02-09", "How many individual apples did we sell, by count not weight?"),
]:
    Q(R, today, text, lambda B: refuse())


def build():
    rows = []
    for n, (category, today, question, fn) in enumerate(QUESTIONS, 1):
        expect = fn(book(today))
        rows.append({"id": "q66-%03d" % n, "question": question, "today": today,
                     "category": category, "expect": expect})
    return rows


def main():
    rows = build()
    with open(OUT, "w") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    cats = {}
    for r in rows:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    early = sum(r["today"] < END for r in rows)
    print("wrote", len(rows), "questions to", os.path.relpath(OUT), cats, "today before 29th:", early)


if __name__ == "__main__":
    main()
