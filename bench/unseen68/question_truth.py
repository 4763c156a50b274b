"""Held-out question set 68 for ChatLedger: questions typed by hand, grouped by persona, each with a small
answer function over a replay of resources/demo/fruitshop_month.jsonl cut at the question's `today`.

Writes bench/unseen68/questions.jsonl.  Stdlib only, Decimal money.  Run from the repository root:

    python bench/unseen68/question_truth.py
"""
import datetime as dt
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
RECORDS = [json.loads(line) for line in open(DATA, encoding="utf-8") if line.strip()]
CENT = Decimal("0.01")
GRAM = Decimal("0.001")
END = "2024-02-29"
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def day(s):
    return dt.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def plus(s, n):
    return iso(day(s) + dt.timedelta(days=n))


def monday(s):
    d = day(s)
    return iso(d - dt.timedelta(days=d.weekday()))


def weekday(s):
    return WEEKDAYS[day(s).weekday()]


def money(x):
    q = Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)
    return float(q)


def kilo(x):
    q = Decimal(x).quantize(GRAM, rounding=ROUND_HALF_UP)
    return float(q)


def count(x):
    assert int(x) == x
    return int(x)


class Sale:
    def __init__(self, date, cust, lines):
        self.date, self.cust, self.lines = date, cust, lines  # lines: [(product, kg, value)]
        self.returned_on = None

    @property
    def value(self):
        return sum((v for _, _, v in self.lines), Decimal(0))


class Ledger:
    """Everything dated on or before `today`, in file order."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.price_log = []  # (date, product, price)
        self.sales, self.returns, self.buys, self.adjs = [], [], [], []
        self.suppliers, self.customers = {}, {}
        for r in RECORDS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                self.suppliers[r["supplier"]["name"]] = r["supplier"]
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], dec(it["quantity"]),
                                      dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        self._set_price(r["date"], it["product"], dec(it["selling_price"]))
            elif k == "price_change":
                self._set_price(r["date"], r["product"], dec(r["selling_price"]))
            elif k == "sale":
                self.customers.setdefault(r["customer"]["name"], r["customer"])
                lines = []
                for it in r["items"]:
                    q = dec(it["quantity"])
                    v = (q * self.price[it["product"]]).quantize(CENT, rounding=ROUND_HALF_UP)
                    lines.append((it["product"], q, v))
                self.sales.append(Sale(r["date"], r["customer"]["name"], lines))
            elif k == "return":
                hit = [s for s in self.sales if s.date == r["sale_date"] and s.cust == r["customer"]["name"]
                       and s.returned_on is None]
                assert len(hit) == 1, r
                hit[0].returned_on = r["date"]
                self.returns.append((r["date"], hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"]), r.get("reason")))
            else:
                raise ValueError(k)
        self.live = [s for s in self.sales if s.returned_on is None]
        self.products = sorted({b[2] for b in self.buys})
        cost = {}
        for p in self.products:
            costs = {b[4] for b in self.buys if b[2] == p}
            assert len(costs) == 1, (p, costs)  # one unit cost per product holds in this file
            cost[p] = costs.pop()
        self.cost = cost

    def _set_price(self, date, product, price):
        self.price[product] = price
        self.price_log.append((date, product, price))

    # ----------------------------------------------------------- dates
    @property
    def yday(self):
        return plus(self.today, -1)

    @property
    def this_week(self):
        return monday(self.today), self.today

    @property
    def last_week(self):
        m = monday(self.today)
        return plus(m, -7), plus(m, -1)

    # ----------------------------------------------------------- selections
    def sel(self, lo="0000", hi="9999", cust=None, wd=None):
        return [s for s in self.live if lo <= s.date <= hi and (cust is None or s.cust == cust)
                and (wd is None or day(s.date).weekday() in wd)]

    def lines(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        return [(s, p, q, v) for s in self.sel(lo, hi, cust, wd) for p, q, v in s.lines
                if prod is None or p == prod]

    def takings(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        return sum((v for _, _, _, v in self.lines(lo, hi, cust, prod, wd)), Decimal(0))

    def kilos(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        return sum((q for _, _, q, _ in self.lines(lo, hi, cust, prod, wd)), Decimal(0))

    def cogs(self, lo="0000", hi="9999", cust=None, prod=None):
        return sum((q * self.cost[p] for _, p, q, _ in self.lines(lo, hi, cust, prod)), Decimal(0))

    def profit(self, lo="0000", hi="9999", cust=None, prod=None):
        return self.takings(lo, hi, cust, prod) - self.cogs(lo, hi, cust, prod)

    def n_sales(self, lo="0000", hi="9999", cust=None, prod=None):
        return len({id(s) for s, _, _, _ in self.lines(lo, hi, cust, prod)})

    def refunds(self, lo="0000", hi="9999"):
        return sum((s.value for d, s in self.returns if lo <= d <= hi), Decimal(0))

    def bought(self, lo="0000", hi="9999", prod=None, sup=None):
        return [b for b in self.buys if lo <= b[0] <= hi and (prod is None or b[2] == prod)
                and (sup is None or b[1] == sup)]

    def bought_cost(self, lo="0000", hi="9999", prod=None, sup=None):
        return sum((b[3] * b[4] for b in self.bought(lo, hi, prod, sup)), Decimal(0))

    def bought_kg(self, lo="0000", hi="9999", prod=None, sup=None):
        return sum((b[3] for b in self.bought(lo, hi, prod, sup)), Decimal(0))

    def written_off(self, lo="0000", hi="9999", prod=None):
        return [(d, p, -q) for d, p, q, _ in self.adjs if lo <= d <= hi and q < 0 and (prod is None or p == prod)]

    def stock(self, prod, d=None):
        """Stock at close of d (default today): bought <= d - sold <= d and not returned by d + adjustments <= d."""
        d = d or self.today
        assert d <= self.today
        inn = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= d), Decimal(0))
        out = sum((q for s in self.sales if s.date <= d and not (s.returned_on and s.returned_on <= d)
                   for p, q, _ in s.lines if p == prod), Decimal(0))
        adj = sum((q for dd, p, q, _ in self.adjs if p == prod and dd <= d), Decimal(0))
        return inn - out + adj

    def price_on(self, prod, d=None):
        d = d or self.today
        pr = None
        for dd, p, x in self.price_log:
            if p == prod and dd <= d:
                pr = x
        return pr

    def by(self, keyf, valf, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        out = {}
        for s, p, q, v in self.lines(lo, hi, cust, prod, wd):
            k = keyf(s, p)
            out[k] = out.get(k, Decimal(0)) + valf(s, p, q, v)
        return {k: v for k, v in out.items() if v != 0}


# ----------------------------------------------------------- answer shapes
def number(x):
    return {"type": "number", "value": x}


def name(x):
    return {"type": "name", "value": x}


def names(xs, ordered):
    xs = list(xs)
    assert xs and len(set(xs)) == len(xs)
    return {"type": "names", "values": xs if ordered else sorted(xs), "ordered": ordered}


def table(key, rows, fmt):
    rows = {k: fmt(v) for k, v in sorted(rows.items()) if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": rows}


def refuse():
    return {"type": "refuse"}


def ranked(d, n, high=True):
    """Top n keys of d; the values must differ through the first key left out."""
    order = sorted(d.items(), key=lambda kv: (-kv[1] if high else kv[1]))
    vals = [v for _, v in order[: n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", order[: n + 1])
    return [k for k, _ in order[:n]]


def best(d, high=True):
    return ranked(d, 1, high)[0]


def over(d, t, strict=True):
    assert all(v != t for v in d.values()), ("value on threshold", t)
    return [k for k, v in d.items() if (v > t if strict else v < t)]


# =========================================================== helpers for the answers

def M(x):
    return number(money(x))


def K(x):
    return number(kilo(x))


def N(x):
    return number(count(x))


def P(part, whole):
    return number(money(Decimal(100) * part / whole))


def custs(L, lo, hi, prod=None):
    return sorted({s.cust for s, _, _, _ in L.lines(lo, hi, prod=prod)})


def prods(L, lo, hi, cust=None):
    return sorted({p for _, p, _, _ in L.lines(lo, hi, cust=cust)})


def per_cust(L, lo="0000", hi="9999", what="value", prod=None):
    f = {"value": lambda s, p, q, v: v, "kg": lambda s, p, q, v: q}[what]
    return L.by(lambda s, p: s.cust, f, lo, hi, prod=prod)


def per_prod(L, lo="0000", hi="9999", what="value", cust=None):
    f = {"value": lambda s, p, q, v: v, "kg": lambda s, p, q, v: q,
         "profit": lambda s, p, q, v: v - q * L.cost[p], "cost": lambda s, p, q, v: q * L.cost[p]}[what]
    return L.by(lambda s, p: p, f, lo, hi, cust=cust)


def per_day(L, lo="0000", hi="9999", what="value"):
    f = {"value": lambda s, p, q, v: v, "kg": lambda s, p, q, v: q}[what]
    return L.by(lambda s, p: s.date, f, lo, hi)


def per_week(L, lo="0000", hi="9999", what="value", prod=None):
    f = {"value": lambda s, p, q, v: v, "kg": lambda s, p, q, v: q}[what]
    return L.by(lambda s, p: monday(s.date), f, lo, hi, prod=prod)


def per_weekday(L, what="value"):
    f = {"value": lambda s, p, q, v: v, "kg": lambda s, p, q, v: q}[what]
    return L.by(lambda s, p: weekday(s.date), f)


def sales_per(L, keyf, lo="0000", hi="9999"):
    out = {}
    for s in L.sel(lo, hi):
        out[keyf(s)] = out.get(keyf(s), 0) + 1
    return out


def buys_per_supplier(L, lo="0000", hi="9999", prod=None):
    out = {}
    for b in L.bought(lo, hi, prod=prod):
        out[b[1]] = out.get(b[1], Decimal(0)) + b[3] * b[4]
    return out


def stock_value(L, d):
    return sum((L.stock(p, d) * L.cost[p] for p in L.products), Decimal(0))


def n_days(lo, hi):
    return (day(hi) - day(lo)).days + 1


Q = []


def q(category, today, text, fn):
    Q.append((category, today, text, fn))


# =========================================================== morning_briefing
# The owner, first thing, often on a phone: yesterday, this week, last week, the week before.
MB = "morning_briefing"
q(MB, "2024-02-29", "Morning — what did we take yesterday?", lambda L: M(L.takings(L.yday, L.yday)))
q(MB, "2024-02-20", "how'd we do yesterday takings-wise", lambda L: M(L.takings(L.yday, L.yday)))
q(MB, "2024-02-13", "what were yesterday's sales worth, roughly? well, exactly", lambda L: M(L.takings(L.yday, L.yday)))
q(MB, "2024-02-24", "quick one - how many sales did we ring up yesterday?", lambda L: N(L.n_sales(L.yday, L.yday)))
q(MB, "2024-02-29", "who came in yesterday?", lambda L: names(custs(L, L.yday, L.yday), False))
q(MB, "2024-02-26", "How much did we have to refund last week?", lambda L: M(L.refunds(*L.last_week)))
q(MB, "2024-02-27", "what did the weekend bring in, sat and sun together",
  lambda L: M(L.takings("2024-02-24", "2024-02-25")))
q(MB, "2024-02-29", "This week against last week — just give me the two totals",
  lambda L: table("week", per_week(L, L.last_week[0], L.today), money))
q(MB, "2024-02-22", "How much less have we taken so far this week than in the whole of last week?",
  lambda L: M(L.takings(*L.last_week) - L.takings(*L.this_week)))
q(MB, "2024-02-25", "So how did the week go? Total takings Monday to today.", lambda L: M(L.takings(*L.this_week)))
q(MB, "2024-02-19", "what did last week bring in altogether", lambda L: M(L.takings(*L.last_week)))
q(MB, "2024-02-16", "Takings for yesterday please", lambda L: M(L.takings(L.yday, L.yday)))
q(MB, "2024-02-29", "kilos out the door yesterday?", lambda L: K(L.kilos(L.yday, L.yday)))
q(MB, "2024-02-20", "What was our best seller yesterday, going by weight?",
  lambda L: name(best(per_prod(L, L.yday, L.yday, "kg"))))
q(MB, END, "How much did we take the day before yesterday?",
  lambda L: M(L.takings(plus(L.today, -2), plus(L.today, -2))))
q(MB, "2024-02-29", "takings this week so far", lambda L: M(L.takings(*L.this_week)))
q(MB, "2024-02-29", "last wk takings, the full mon-sun", lambda L: M(L.takings(*L.last_week)))
q(MB, "2024-02-26", "How many different customers came in last week?",
  lambda L: N(len(custs(L, *L.last_week))))
q(MB, "2024-02-13", "Yesterday and the day before: takings for each, please.",
  lambda L: table("day", per_day(L, plus(L.today, -2), L.yday), money))
q(MB, "2024-02-29", "What's our profit looking like for the week so far?", lambda L: M(L.profit(*L.this_week)))
q(MB, END, "And yesterday's profit?", lambda L: M(L.profit(L.yday, L.yday)))
q(MB, "2024-02-29", "Which of our fruits hasn't sold at all this week?",
  lambda L: names([p for p in L.products if p not in prods(L, *L.this_week)], False))
q(MB, "2024-02-19", "Compared with the week before it, how much more did we take last week?",
  lambda L: M(L.takings(*L.last_week) - L.takings(plus(L.last_week[0], -7), plus(L.last_week[0], -1))))
q(MB, "2024-02-26", "who was our best customer last week, most spent?",
  lambda L: name(best(per_cust(L, *L.last_week))))
q(MB, "2024-02-29", "refunds this week?", lambda L: M(L.refunds(*L.this_week)))
q(MB, "2024-02-15", "What did we do on the weekend? Saturday and Sunday separately.",
  lambda L: table("day", per_day(L, "2024-02-10", "2024-02-11"), money))
q(MB, "2024-02-22", "how many kilos have we shifted this week", lambda L: K(L.kilos(*L.this_week)))
q(MB, "2024-02-27", "Yesterday's takings split by customer, please",
  lambda L: table("customer", per_cust(L, L.yday, L.yday), money))
q(MB, "2024-02-29", "Morning! Rundown of takings for each day this week",
  lambda L: table("day", per_day(L, *L.this_week), money))
q(MB, "2024-02-21", "what did strawberries bring in last week?",
  lambda L: M(L.takings(*L.last_week, prod="strawberry")))
q(MB, "2024-02-29", "How many kilos did we write off this week?",
  lambda L: K(sum((x for _, _, x in L.written_off(*L.this_week)), Decimal(0))))
q(MB, "2024-02-09", "have we refunded anything this week? how much?", lambda L: M(L.refunds(*L.this_week)))
q(MB, "2024-02-29", "How much down was this Monday on the Monday of last week?",
  lambda L: M(L.takings("2024-02-19", "2024-02-19") - L.takings("2024-02-26", "2024-02-26")))
q(MB, "2024-02-16", "Which fruit brought in the most money yesterday?",
  lambda L: name(best(per_prod(L, L.yday, L.yday))))
q(MB, "2024-02-23", "how's the week shaping up — average takings per day so far this week?",
  lambda L: M(L.takings(*L.this_week) / n_days(*L.this_week)))
q(MB, "2024-02-29", "number of sales so far this week?", lambda L: N(L.n_sales(*L.this_week)))
q(MB, "2024-02-12", "how many kilos did we get through last week", lambda L: K(L.kilos(*L.last_week)))
q(MB, "2024-02-29", "Kilos sold last week and the week before, side by side",
  lambda L: table("week", per_week(L, "2024-02-12", "2024-02-25", "kg"), kilo))
q(MB, "2024-02-06", "What did our first weekend of the month bring in?",
  lambda L: M(L.takings("2024-02-03", "2024-02-04")))
q(MB, "2024-02-29", "Top seller this week in kilos?", lambda L: name(best(per_prod(L, *L.this_week, "kg"))))
q(MB, "2024-02-20", "who spent the most with us yesterday", lambda L: name(best(per_cust(L, L.yday, L.yday))))
q(MB, "2024-02-29", "What did we make on the Saturday just gone?", lambda L: M(L.takings("2024-02-24", "2024-02-24")))
q(MB, "2024-02-27", "any write-offs last week? what did they cost us?",
  lambda L: M(sum((x * L.cost[p] for _, p, x in L.written_off(*L.last_week)), Decimal(0))))
q(MB, "2024-02-18", "how did the week do on gross profit, Monday through today?",
  lambda L: M(L.profit(*L.this_week)))
q(MB, END, "what was last week's gross profit", lambda L: M(L.profit(*L.last_week)))

# =========================================================== accountant_check
# The bookkeeper: exact figures, periods spelled out, reconciliations, suppliers and write-offs.
AC = "accountant_check"
q(AC, END, "Total takings for February, net of returns.", lambda L: M(L.takings("2024-02-01", "2024-02-29")))
q(AC, END, "What was the total value of refunds issued in February?",
  lambda L: M(L.refunds("2024-02-01", "2024-02-29")))
q(AC, END, "How many refunds did we process this month?", lambda L: N(len(L.returns)))
q(AC, END, "What is the cost of all stock written off in February?",
  lambda L: M(sum((x * L.cost[p] for _, p, x in L.written_off()), Decimal(0))))
q(AC, END, "Purchases by supplier for the month, at cost please",
  lambda L: table("supplier", buys_per_supplier(L), money))
q(AC, END, "What did we spend with Green Valley Farms from the 16th onwards?",
  lambda L: M(L.bought_cost("2024-02-16", END, sup="Green Valley Farms")))
q(AC, END, "Hillside Produce: total invoiced to us this month?", lambda L: M(L.bought_cost(sup="Hillside Produce")))
q(AC, END, "ABC purchases between the 1st and the 10th, at cost",
  lambda L: M(L.bought_cost("2024-02-01", "2024-02-10", sup="ABC")))
q(AC, END, "Total spend on stock for February (all suppliers)", lambda L: M(L.bought_cost()))
q(AC, END, "Cost of goods sold for Feb, using what we paid per kilo", lambda L: M(L.cogs()))
q(AC, END, "gross profit for february?", lambda L: M(L.profit()))
q(AC, END, "Gross margin for February as a percentage of takings", lambda L: P(L.profit(), L.takings()))
q(AC, END, "For the week commencing 19 Feb, what's takings less the refunds we paid out that week?",
  lambda L: M(L.takings("2024-02-19", "2024-02-25") - L.refunds("2024-02-19", "2024-02-25")))
q(AC, END, "this week so far: sales minus refunds",
  lambda L: M(L.takings(*L.this_week) - L.refunds(*L.this_week)))
q(AC, "2024-02-20", "For last week, takings minus refunds — what's the net figure?",
  lambda L: M(L.takings(*L.last_week) - L.refunds(*L.last_week)))
q(AC, "2024-02-15", "Month-to-date takings as of today?", lambda L: M(L.takings("2024-02-01", L.today)))
q(AC, END, "How many kilos of strawberry did we buy in February?", lambda L: K(L.bought_kg(prod="strawberry")))
q(AC, END, "What did the strawberries we bought this month cost us in total?",
  lambda L: M(L.bought_cost(prod="strawberry")))
q(AC, END, "What's the value of our closing stock at cost, end of the month?", lambda L: M(stock_value(L, END)))
q(AC, END, "Stock value at cost as at close of business on 15 Feb",
  lambda L: M(stock_value(L, "2024-02-15")))
q(AC, END, "Pear reconciliation: bought less sold less write-offs, how many kilos should be on hand at month end?",
  lambda L: K(L.stock("pear")))
q(AC, END, "How many kilos of stock did we write off in total this month?",
  lambda L: K(sum((x for _, _, x in L.written_off()), Decimal(0))))
q(AC, END, "Break the written-off stock down by product, at cost",
  lambda L: table("product", {p: sum((x * L.cost[p] for _, pp, x in L.written_off() if pp == p), Decimal(0))
                              for p in L.products}, money))
q(AC, END, "How much was the refund on the 23rd?", lambda L: M(L.refunds("2024-02-23", "2024-02-23")))
q(AC, END, "Purchases per supplier for the first week, 1st to the 7th",
  lambda L: table("supplier", buys_per_supplier(L, "2024-02-01", "2024-02-07"), money))
q(AC, END, "How much did we pay out for bananas across all suppliers?", lambda L: M(L.bought_cost(prod="banana")))
q(AC, END, "Banana purchases by supplier, in dollars",
  lambda L: table("supplier", buys_per_supplier(L, prod="banana"), money))
q(AC, END, "Takings excluding strawberries, February",
  lambda L: M(L.takings() - L.takings(prod="strawberry")))
q(AC, END, "What is the gross profit on mango for the month?", lambda L: M(L.profit(prod="mango")))
q(AC, END, "what do cherries cost us per kilo?", lambda L: M(L.cost["cherry"]))
q(AC, END, "Cost of goods sold by product", lambda L: table("product", per_prod(L, what="cost"), money))
q(AC, END, "Revenue by product for February", lambda L: table("product", per_prod(L), money))
q(AC, END, "Gross profit for the week commencing 12 February", lambda L: M(L.profit("2024-02-12", "2024-02-18")))
q(AC, END, "Total sales before the 8th", lambda L: M(L.takings(hi="2024-02-07")))
q(AC, END, "Customer account: Zoe Davis, total spent in Feb", lambda L: M(L.takings(cust="Zoe Davis")))
q(AC, END, "Takings between the 10th and the 20th, both days included",
  lambda L: M(L.takings("2024-02-10", "2024-02-20")))
q(AC, "2024-02-10", "Month to date, how much have we refunded?", lambda L: M(L.refunds("2024-02-01", L.today)))
q(AC, "2024-02-14", "Cost of stock written off so far this month",
  lambda L: M(sum((x * L.cost[p] for _, p, x in L.written_off("2024-02-01", L.today)), Decimal(0))))
q(AC, END, "What have oranges brought in since the price went up on the 18th?",
  lambda L: M(L.takings("2024-02-18", END, prod="orange")))
q(AC, END, "Purchases in the last 7 days, at cost", lambda L: M(L.bought_cost(plus(L.today, -6), L.today)))
q(AC, END, "Gross profit over the last 14 days", lambda L: M(L.profit(plus(L.today, -13), L.today)))
q(AC, END, "What's our mark-up on strawberries as a percentage of cost, at today's price?",
  lambda L: P(L.price["strawberry"] - L.cost["strawberry"], L.cost["strawberry"]))
q(AC, "2024-02-21", "How many kilos in total have we bought from suppliers so far this month?",
  lambda L: K(L.bought_kg("2024-02-01", L.today)))
q(AC, END, "Kilos bought vs kilos sold for bananas — how many more did we buy than we sold?",
  lambda L: K(L.bought_kg(prod="banana") - L.kilos(prod="banana")))
q(AC, END, "How many kilos of cherries did we buy from Green Valley Farms?",
  lambda L: K(L.bought_kg(prod="cherry", sup="Green Valley Farms")))
q(AC, END, "Refunds paid from the 15th on, total", lambda L: M(L.refunds("2024-02-15", END)))

# =========================================================== shop_floor
# A cashier mid-shift: prices, what's left, who bought what today.
SF = "shop_floor"
q(SF, END, "how much are the pears now?", lambda L: M(L.price["pear"]))
q(SF, END, "price on bananas?", lambda L: M(L.price["banana"]))
q(SF, "2024-02-17", "what are oranges going for a kilo", lambda L: M(L.price["orange"]))
q(SF, END, "how much mango we got left", lambda L: K(L.stock("mango")))
q(SF, "2024-02-15", "how many kilos of strawberries are left?", lambda L: K(L.stock("strawberry")))
q(SF, END, "who bought mango today", lambda L: names(custs(L, L.today, L.today, "mango"), False))
q(SF, "2024-02-23", "who's had cherries today?", lambda L: names(custs(L, L.today, L.today, "cherry"), False))
q(SF, "2024-02-16", "Who bought bananas today?", lambda L: names(custs(L, L.today, L.today, "banana"), False))
q(SF, "2024-02-05", "how much apple have we got", lambda L: K(L.stock("apple")))
q(SF, END, "how much did Ken spend today", lambda L: M(L.takings(L.today, L.today, cust="Ken Smith")))
q(SF, "2024-02-27", "how many kilos of pear did we sell today", lambda L: K(L.kilos(L.today, L.today, prod="pear")))
q(SF, END, "grapes left?", lambda L: K(L.stock("grape")))
q(SF, END, "what's the dearest fruit we sell, per kilo?", lambda L: name(best(L.price)))
q(SF, END, "cheapest thing on the shelf per kilo?", lambda L: name(best(L.price, high=False)))
q(SF, END, "what do 2 kilos of cherries come to?", lambda L: M(2 * L.price["cherry"]))
q(SF, END, "What's Raj's phone number?", lambda L: name(L.customers["Raj Patel"]["phone"]))
q(SF, END, "how much cherry is there after yesterday's delivery?", lambda L: K(L.stock("cherry")))
q(SF, "2024-02-22", "What did Sue Davis buy today?", lambda L: names(prods(L, L.today, L.today, "Sue Davis"), False))
q(SF, "2024-02-28", "what did we sell the most of today, in kilos?",
  lambda L: name(best(per_prod(L, L.today, L.today, "kg"))))
q(SF, "2024-02-19", "How much strawberry have we got now?", lambda L: K(L.stock("strawberry")))
q(SF, END, "how many sales have I rung up today", lambda L: N(L.n_sales(L.today, L.today)))
q(SF, "2024-02-24", "what's the till say for today so far", lambda L: M(L.takings(L.today, L.today)))
q(SF, END, "What were pears before they came down?", lambda L: M(L.price_on("pear", "2024-02-23")))
q(SF, END, "How much for 3.5 kg of strawberries?", lambda L: M(Decimal("3.5") * L.price["strawberry"]))
q(SF, "2024-02-26", "who bought bananas today", lambda L: names(custs(L, L.today, L.today, "banana"), False))
q(SF, "2024-02-03", "oranges left?", lambda L: K(L.stock("orange")))
q(SF, "2024-02-07", "How many kilos of oranges in stock now?", lambda L: K(L.stock("orange")))
q(SF, "2024-02-28", "What did Omar get today?", lambda L: names(prods(L, L.today, L.today, "Omar Haddad"), False))
q(SF, "2024-02-14", "how much pear is there", lambda L: K(L.stock("pear")))
q(SF, END, "What's Ann Brown's email?", lambda L: name(L.customers["Ann Brown"]["email"]))
q(SF, "2024-02-08", "What are bananas a kilo?", lambda L: M(L.price["banana"]))
q(SF, END, "How much banana left?", lambda L: K(L.stock("banana")))
q(SF, "2024-02-28", "how many kg of strawberries have we sold today", lambda L: K(L.kilos(L.today, L.today,
                                                                                            prod="strawberry")))
q(SF, "2024-02-17", "who's been in today?", lambda L: names(custs(L, L.today, L.today), False))
q(SF, END, "Who got oranges today?", lambda L: names(custs(L, L.today, L.today, "orange"), False))
q(SF, END, "What's the price of grapes?", lambda L: M(L.price["grape"]))
q(SF, "2024-02-25", "how many kilos of cherries went out today?", lambda L: K(L.kilos(L.today, L.today, prod="cherry")))
q(SF, "2024-02-09", "Total pear in stock now, with the new delivery?", lambda L: K(L.stock("pear")))
q(SF, END, "what do I charge for a kilo and a half of mango?", lambda L: M(Decimal("1.5") * L.price["mango"]))
q(SF, "2024-02-22", "mango — how much have we got?", lambda L: K(L.stock("mango")))
q(SF, END, "Luis Garcia's phone number?", lambda L: name(L.customers["Luis Garcia"]["phone"]))
q(SF, "2024-02-11", "any strawberries left? how many kg", lambda L: K(L.stock("strawberry")))
q(SF, END, "how much pear did we sell today", lambda L: K(L.kilos(L.today, L.today, prod="pear")))
q(SF, END, "What's apples a kilo?", lambda L: M(L.price["apple"]))
q(SF, "2024-02-06", "Who's been in for grapes today?", lambda L: names(custs(L, L.today, L.today, "grape"), False))
q(SF, END, "what did Zoe get today?", lambda L: names(prods(L, L.today, L.today, "Zoe Davis"), False))
q(SF, END, "How much has Ann spent today?", lambda L: M(L.takings(L.today, L.today, cust="Ann Brown")))

# =========================================================== data_curious
# Someone who likes numbers: rankings, averages, per-weekday and per-week, shares.
DC = "data_curious"
q(DC, END, "What were our top two products by revenue this month?", lambda L: names(ranked(per_prod(L), 2), True))
q(DC, END, "Top 3 fruits by kilos sold, in order", lambda L: names(ranked(per_prod(L, what="kg"), 3), True))
q(DC, END, "Which fruit has the best margin — profit as a share of its own sales?",
  lambda L: name(best({p: L.profit(prod=p) / L.takings(prod=p) for p in per_prod(L)})))
q(DC, END, "What's our average sale value?", lambda L: M(L.takings() / len(L.live)))
q(DC, END, "on average how many kilos go out per sale", lambda L: K(L.kilos() / len(L.live)))
q(DC, END, "Takings by day of the week, please", lambda L: table("weekday", per_weekday(L), money))
q(DC, END, "Break February's takings down by week", lambda L: table("week", per_week(L), money))
q(DC, END, "What share of takings came from strawberries?",
  lambda L: P(L.takings(prod="strawberry"), L.takings()))
q(DC, END, "Which day of the week has the most sales, by count?",
  lambda L: name(best(sales_per(L, lambda s: weekday(s.date)))))
q(DC, END, "Average daily takings across the month?", lambda L: M(L.takings() / n_days("2024-02-01", END)))
q(DC, END, "top 5 customers by spend", lambda L: names(ranked(per_cust(L), 5), True))
q(DC, END, "Who comes in most often (separate sales)?", lambda L: name(best(sales_per(L, lambda s: s.cust))))
q(DC, END, "Which customers have spent more than $60 this month?", lambda L: names(over(per_cust(L), 60), False))
q(DC, END, "How many different customers did we have in February?", lambda L: N(len(per_cust(L))))
q(DC, END, "What percentage of the kilos we sold were bananas?",
  lambda L: P(L.kilos(prod="banana"), L.kilos()))
q(DC, END, "Rank all our products by gross profit, best first",
  lambda L: names(ranked(per_prod(L, what="profit"), len(per_prod(L))), True))
q(DC, END, "kilos per week for the month", lambda L: table("week", per_week(L, what="kg"), kilo))
q(DC, END, "What's the average take on a Saturday?",
  lambda L: M(L.takings(wd={5}) / len({s.date for s in L.sel(wd={5})})))
q(DC, END, "Which product has sold the fewest kilos?", lambda L: name(best(per_prod(L, what="kg"), high=False)))
q(DC, END, "Biggest single sale this month — whose was it?",
  lambda L: name(L.live[best({i: s.value for i, s in enumerate(L.live)})].cust))
q(DC, END, "Number of sales per customer", lambda L: table("customer", sales_per(L, lambda s: s.cust), int))
q(DC, END, "What percentage of takings came in at weekends?",
  lambda L: P(L.takings(wd={5, 6}), L.takings()))
q(DC, END, "least profitable product this month?", lambda L: name(best(per_prod(L, what="profit"), high=False)))
q(DC, END, "Average spend per customer over the month", lambda L: M(L.takings() / len(per_cust(L))))
q(DC, END, "Which day had the highest takings this month?", lambda L: name(best(per_day(L))))
q(DC, END, "Which days did we take under $10?", lambda L: names(over(per_day(L), 10, strict=False), False))
q(DC, END, "Cherries' share of total gross profit, as a percentage?",
  lambda L: P(L.profit(prod="cherry"), L.profit()))
q(DC, END, "How many kilos of strawberries per strawberry sale, on average?",
  lambda L: K(L.kilos(prod="strawberry") / L.n_sales(prod="strawberry")))
q(DC, END, "kilos sold by weekday", lambda L: table("weekday", per_weekday(L, "kg"), kilo))
q(DC, END, "how many sales did we make each week", lambda L: table("week", sales_per(L, lambda s: monday(s.date)), int))
q(DC, END, "Strawberry takings week by week", lambda L: table("week", per_week(L, prod="strawberry"), money))
q(DC, END, "Which customer bought the most kilos overall?", lambda L: name(best(per_cust(L, what="kg"))))
q(DC, END, "Who's our second-biggest customer by spend?", lambda L: name(ranked(per_cust(L), 2)[1]))
q(DC, END, "bottom 3 products by revenue, lowest first",
  lambda L: names(ranked(per_prod(L), 3, high=False), True))
q(DC, END, "Average takings per day from the 15th to the 29th",
  lambda L: M(L.takings("2024-02-15", END) / n_days("2024-02-15", END)))
q(DC, END, "Which weekday has the best average day's takings?",
  lambda L: name(best({w: v / len({s.date for s in L.sel() if weekday(s.date) == w})
                       for w, v in per_weekday(L).items()})))
q(DC, END, "What fraction of our sales had strawberries in them? as a %",
  lambda L: P(L.n_sales(prod="strawberry"), len(L.live)))
q(DC, "2024-02-15", "so far this month, who are the top 3 customers by spend?",
  lambda L: names(ranked(per_cust(L), 3), True))
q(DC, "2024-02-18", "Revenue share by product so far this month, in percent",
  lambda L: table("product", {p: Decimal(100) * v / L.takings() for p, v in per_prod(L).items()}, money))
q(DC, END, "How many sales came to more than $15?", lambda L: N(len(over({id(s): s.value for s in L.live}, 15))))
q(DC, END, "Which customers bought cherries this month?", lambda L: names(custs(L, "0000", "9999", "cherry"), False))
q(DC, END, "What did Raj buy the most of by weight?",
  lambda L: name(best(per_prod(L, what="kg", cust="Raj Patel"))))
q(DC, END, "Gross profit per kilo sold, for each product",
  lambda L: table("product", {p: L.profit(prod=p) / L.kilos(prod=p) for p in per_prod(L)}, money))
q(DC, END, "average profit per sale?", lambda L: M(L.profit() / len(L.live)))
q(DC, "2024-02-21", "Per-week takings so far", lambda L: table("week", per_week(L), money))
q(DC, END, "Average kilos sold per day over the month?", lambda L: K(L.kilos() / n_days("2024-02-01", END)))
q(DC, END, "Which fruit earns the most at weekends?", lambda L: name(best(L.by(lambda s, p: p, lambda s, p, q, v: v,
                                                                                wd={5, 6}))))

# =========================================================== refuse
# Data the shop does not keep, forecasts, requests to change data, names that fit two customers.
RF = "refuse"
for today, text in [
    (END, "What's the weather meant to be Saturday — should I order extra strawberries?"),
    (END, "How many kilos of strawberries will we sell next week?"),
    (END, "When are we going to run out of bananas?"),
    (END, "Can you predict March's takings for me?"),
    (END, "How many people walked in yesterday without buying anything?"),
    (END, "How much did Mei pay by card and how much in cash?"),
    (END, "How much VAT did we collect in February?"),
    (END, "Who was on the till on Tuesday?"),
    (END, "How many hours did the staff work this week?"),
    (END, "What's Bob Smith's home address?"),
    (END, "How old is our average customer?"),
    (END, "Delete Tom Lee's sale from the 22nd."),
    (END, "Change the price of cherries to 3.50"),
    (END, "Add a sale: Mei Chen, 2 kg of apples."),
    (END, "Write off 3 kg of yesterday's strawberries, they've gone soft"),
    (END, "How much did Smith spend this month?"),
    (END, "what has Davis spent with us?"),
    (END, "What's Mr Smith's phone number?"),
    (END, "What's the electricity costing us each month?"),
    (END, "What were takings in February last year?"),
    (END, "What time of day are we busiest?"),
    (END, "How many loyalty points has Zoe got?"),
    (END, "If we put cherries up 10%, what will next week's profit be?"),
    (END, "Who's our contact person at ABC?"),
    (END, "Which customers are likely to come back next week?"),
]:
    q(RF, today, text, lambda L: refuse())


def main():
    seen = set()
    rows = []
    ledgers = {}
    for i, (cat, today, text, fn) in enumerate(Q, 1):
        key = text.strip().lower()
        assert key not in seen, text
        seen.add(key)
        L = ledgers.setdefault(today, Ledger(today))
        rows.append({"id": "q68-%03d" % i, "question": text, "today": today, "category": cat, "expect": fn(L)})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    cats = {}
    for r in rows:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    early = sum(r["today"] < END for r in rows)
    print("wrote", len(rows), "questions", cats, "today before %s:" % END, early)


if __name__ == "__main__":
    main()
