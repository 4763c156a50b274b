"""Held-out manager questions, set 74, with their expected answers.

Replays resources/demo/fruitshop_month.jsonl cut at each question's `today`, answers every question with a
small function written against that replay, and writes bench/unseen74/questions.jsonl.  Stdlib only,
Decimal money.  Run from the repository root:

    python bench/unseen74/question_truth.py

It raises AssertionError when a question would be unfair: a tie at a ranking's cut or inside an ordered
ranking, a tie for first in a `name` answer, a value exactly on a threshold, a derived value exactly on a
half cent / half gram, more than one unit cost for a product, a return matching no sale or more than one.
"""
import datetime as dt
import json
import os
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal, getcontext

getcontext().prec = 60

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
CENT = Decimal("0.01")
GRAM = Decimal("0.001")
ZERO = Decimal(0)


def dec(x):
    return Decimal(str(x))


def day(s):
    return dt.date.fromisoformat(s)


# ---------------------------------------------------------------- one replay of the whole file
class Sale:
    def __init__(self, pos, date, cust, lines):
        self.pos, self.date, self.cust, self.lines = pos, date, cust, lines
        self.returned_on = None

    @property
    def value(self):
        return sum((v for _, _, v in self.lines), ZERO)


def replay(records):
    price = {}
    price_log = []  # (date, product, price) in file order
    cost = {}
    sales, returns, buys, adjs = [], [], [], []
    for pos, r in enumerate(records):
        kind = r["kind"]
        if kind == "purchase":
            for it in r["items"]:
                p, uc = it["product"], dec(it["unit_cost"])
                assert cost.setdefault(p, uc) == uc, "more than one unit cost for %s" % p
                buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), uc))
                if it.get("selling_price") is not None:
                    price[p] = dec(it["selling_price"])
                    price_log.append((r["date"], p, price[p]))
        elif kind == "price_change":
            price[r["product"]] = dec(r["selling_price"])
            price_log.append((r["date"], r["product"], price[r["product"]]))
        elif kind == "sale":
            lines = []
            for it in r["items"]:
                kg = dec(it["quantity"])
                lines.append((it["product"], kg, (kg * price[it["product"]]).quantize(CENT, ROUND_HALF_UP)))
            sales.append(Sale(pos, r["date"], r["customer"]["name"], lines))
        elif kind == "return":
            hits = [s for s in sales if s.date == r["sale_date"] and s.cust == r["customer"]["name"]]
            assert len(hits) == 1, "return on %s matches %d sales" % (r["date"], len(hits))
            assert hits[0].returned_on is None, "sale returned twice"
            hits[0].returned_on = r["date"]
            returns.append((r["date"], hits[0]))
        elif kind == "stock_adjustment":
            adjs.append((r["date"], r["product"], dec(r["quantity"])))
        else:
            raise AssertionError("unknown record kind %s" % kind)
    return price_log, cost, sales, returns, buys, adjs


with open(DATA) as fh:
    RECORDS = [json.loads(line) for line in fh if line.strip()]
PRICE_LOG, COST, SALES, RETURNS, BUYS, ADJS = replay(RECORDS)
PRODUCTS = sorted(COST)


# ---------------------------------------------------------------- periods (resolved from `today`)
class Period:
    def __init__(self, lo, hi, weekdays=None):
        self.lo, self.hi, self.weekdays = lo, hi, weekdays

    def __contains__(self, d):
        if not (self.lo <= d <= self.hi):
            return False
        return self.weekdays is None or day(d).weekday() in self.weekdays

    def days(self):
        d, out = day(self.lo), []
        while d <= day(self.hi):
            if self.weekdays is None or d.weekday() in self.weekdays:
                out.append(d.isoformat())
            d += dt.timedelta(days=1)
        return out


def between(a, b, weekdays=None):
    return Period(a, b, weekdays)


def on(d):
    return Period(d, d)


WEEKDAY = {n: i for i, n in enumerate(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}


class Clock:
    """Period words resolved against today."""

    def __init__(self, today):
        self.t = day(today)

    def iso(self, d):
        return d.isoformat()

    def today(self):
        return on(self.iso(self.t))

    def yesterday(self):
        return on(self.iso(self.t - dt.timedelta(days=1)))

    def monday(self):
        return self.t - dt.timedelta(days=self.t.weekday())

    def this_week(self):
        return between(self.iso(self.monday()), self.iso(self.t))

    def last_week(self, weekdays=None):
        m = self.monday() - dt.timedelta(days=7)
        return between(self.iso(m), self.iso(m + dt.timedelta(days=6)), weekdays)

    def weekend_gone(self):
        assert self.t.weekday() < 5, "'the weekend' only asked midweek"
        sat = self.t - dt.timedelta(days=self.t.weekday() + 2)
        return between(self.iso(sat), self.iso(sat + dt.timedelta(days=1)))

    def this_weekend(self):
        assert self.t.weekday() >= 5, "'this weekend' only asked on a Saturday or Sunday"
        return between(self.iso(self.t - dt.timedelta(days=self.t.weekday() - 5)), self.iso(self.t))

    def month(self, weekdays=None):
        return between(self.iso(self.t.replace(day=1)), self.iso(self.t), weekdays)

    def last_n_days(self, n):
        return between(self.iso(self.t - dt.timedelta(days=n - 1)), self.iso(self.t))

    def since(self, d):
        return between(d, self.iso(self.t))

    def before(self, d):
        return between(self.iso(self.t.replace(day=1)), self.iso(day(d) - dt.timedelta(days=1)))

    def last_weekday(self, name):
        """The most recent such weekday strictly before today."""
        d = self.t - dt.timedelta(days=1)
        while d.weekday() != WEEKDAY[name]:
            d -= dt.timedelta(days=1)
        return on(self.iso(d))


# ---------------------------------------------------------------- the shop as it stood at close of `today`
class Shop(Clock):
    def __init__(self, today):
        super().__init__(today)
        self.now = today
        self.sales = [s for s in SALES if s.date <= today and not (s.returned_on and s.returned_on <= today)]
        self.returns = [(d, s) for d, s in RETURNS if d <= today]
        self.buys = [b for b in BUYS if b[0] <= today]
        self.adjs = [a for a in ADJS if a[0] <= today]

    # -- sales
    def lines(self, per=None, prod=None, cust=None):
        for s in self.sales:
            if (per is None or s.date in per) and (cust is None or s.cust == cust):
                for p, kg, v in s.lines:
                    if prod is None or p == prod:
                        yield s, p, kg, v

    def takings(self, per=None, prod=None, cust=None):
        return sum((v for _, _, _, v in self.lines(per, prod, cust)), ZERO)

    def kilos(self, per=None, prod=None, cust=None):
        return sum((kg for _, _, kg, _ in self.lines(per, prod, cust)), ZERO)

    def sale_list(self, per=None, prod=None, cust=None):
        seen = []
        for s, _, _, _ in self.lines(per, prod, cust):
            if s not in seen:
                seen.append(s)
        return seen

    def count(self, per=None, prod=None, cust=None):
        return len(self.sale_list(per, prod, cust))

    def customers(self, per=None, prod=None):
        return sorted({s.cust for s, _, _, _ in self.lines(per, prod)})

    def cogs(self, per=None, prod=None, cust=None):
        return sum((kg * COST[p] for _, p, kg, _ in self.lines(per, prod, cust)), ZERO)

    def profit(self, per=None, prod=None, cust=None):
        return self.takings(per, prod, cust) - self.cogs(per, prod, cust)

    def by(self, key, measure, per=None, prod=None, cust=None):
        out = {}
        for s, p, kg, v in self.lines(per, prod, cust):
            k = {"product": p, "customer": s.cust, "day": s.date,
                 "week": (day(s.date) - dt.timedelta(days=day(s.date).weekday())).isoformat(),
                 "weekday": day(s.date).strftime("%A")}[key]
            amount = {"takings": v, "kilos": kg, "profit": v - kg * COST[p], "cogs": kg * COST[p]}[measure]
            out[k] = out.get(k, ZERO) + amount
        return out

    def count_by(self, key, per=None, prod=None):
        out = {}
        for s in self.sale_list(per, prod):
            k = {"customer": s.cust, "day": s.date, "weekday": day(s.date).strftime("%A"),
                 "week": (day(s.date) - dt.timedelta(days=day(s.date).weekday())).isoformat()}[key]
            out[k] = out.get(k, 0) + 1
        return out

    # -- purchases, stock, prices
    def bought(self, per=None, prod=None, supplier=None, at_cost=False):
        return sum((kg * uc if at_cost else kg for d, sup, p, kg, uc in self.buys
                    if (per is None or d in per) and (prod is None or p == prod)
                    and (supplier is None or sup == supplier)), ZERO)

    def bought_by(self, key, per=None, at_cost=True):
        out = {}
        for d, sup, p, kg, uc in self.buys:
            if per is None or d in per:
                k = {"supplier": sup, "product": p, "day": d}[key]
                out[k] = out.get(k, ZERO) + (kg * uc if at_cost else kg)
        return out

    def stock(self, prod, d=None):
        """Kilos on hand at close of d (default today); a sale counts as sold unless returned by d."""
        d = d or self.now
        assert d <= self.now
        if d != self.now:
            return Shop(d).stock(prod)
        return self.bought(None, prod) - self.kilos(None, prod) + sum((q for _, p, q in self.adjs if p == prod), ZERO)

    def stock_value(self, d=None):
        return sum((self.stock(p, d) * COST[p] for p in PRODUCTS), ZERO)

    def price(self, prod, d=None):
        d = d or self.now
        found = None
        for pd, p, pr in PRICE_LOG:
            if p == prod and pd <= d:
                found = pr
        assert found is not None
        return found

    def writeoffs(self, per=None, prod=None, at_cost=True):
        return sum((-q * COST[p] if at_cost else -q for d, p, q in self.adjs
                    if q < 0 and (per is None or d in per) and (prod is None or p == prod)), ZERO)

    def refunds(self, per=None, cust=None):
        return [s for d, s in self.returns if (per is None or d in per) and (cust is None or s.cust == cust)]

    def refund_value(self, per=None, cust=None):
        return sum((s.value for s in self.refunds(per, cust)), ZERO)


# ---------------------------------------------------------------- rounding and answer shapes
def _round(x, step):
    x = Decimal(x)
    r = x / step
    assert r - r.to_integral_value(rounding=ROUND_FLOOR) != Decimal("0.5"), "derived value on a half step: %s" % x
    return x.quantize(step, ROUND_HALF_UP)


def money(x):
    return float(_round(x, CENT))


def kilo(x):
    return float(_round(x, GRAM))


def pct(part, whole):
    return money(Decimal(100) * Decimal(part) / Decimal(whole))


def ratio(a, b):
    return Decimal(a) / Decimal(b)


def num(v):
    assert isinstance(v, (int, float)) and not isinstance(v, bool)
    return {"type": "number", "value": v}


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered):
    vs = list(vs) if ordered else sorted(vs)
    assert vs and len(set(vs)) == len(vs)
    return {"type": "names", "values": vs, "ordered": ordered}


def table(key, rows, fmt):
    rows = {k: fmt(v) for k, v in sorted(rows.items()) if v != 0}
    assert all(v != 0 for v in rows.values())
    return {"type": "table", "key": key, "rows": rows}


REFUSE = {"type": "refuse"}


def ranked(d, n=None, low=False, ordered=True):
    """Keys of d best first (or lowest first); values must differ through the first item left out."""
    items = sorted(d.items(), key=lambda kv: (kv[1] if low else -kv[1], kv[0]))
    vals = [Decimal(v) for _, v in items]
    n = len(items) if n is None else n
    assert n <= len(items)
    if ordered:
        upto = vals[: n + 1]
        assert len(set(upto)) == len(upto), "tie inside an ordered ranking: %s" % items[: n + 1]
    elif n < len(vals):
        assert vals[n - 1] != vals[n], "tie at a ranking's cut: %s" % items[n - 1: n + 1]
    return [k for k, _ in items[:n]]


def winner(d, low=False):
    vals = sorted((Decimal(v) for v in d.values()), reverse=not low)
    assert len(vals) == 1 or vals[0] != vals[1], "tie for first: %s" % d
    return ranked(d, 1, low)[0]


def over(d, thr, under=False):
    """Keys whose value is above (or below) a threshold; no value may sit on it."""
    thr = Decimal(str(thr))
    assert all(Decimal(v) != thr for v in d.values()), "value on threshold %s" % thr
    return [k for k, v in d.items() if (v < thr if under else v > thr)]


def biggest_sale(s, per=None, low=False):
    """The customer behind the single largest (or smallest) standing sale in the period."""
    sales = s.sale_list(per)
    vals = sorted((x.value for x in sales), reverse=not low)
    assert len(vals) == 1 or vals[0] != vals[1], "tie for the biggest sale"
    return [x for x in sales if x.value == vals[0]][0].cust


def avg(total, n, fmt):
    return fmt(Decimal(total) / Decimal(n))


# ---------------------------------------------------------------- the questions, typed by hand
# Each entry: (question, today, category, answer function taking the Shop at `today`, or None for a refusal).
T = "2024-02-29"
GVF, ABC, HILL = "Green Valley Farms", "ABC", "Hillside Produce"
WEEKEND = {5, 6}

# A part-time accountant doing the month-end, terse bookkeeping English.
ACCOUNTANT = [
    ("Feb revenue, net of returns.", T, "takings",
     lambda s: num(money(s.takings(s.month())))),
    ("COGS, February.", T, "cogs",
     lambda s: num(money(s.cogs(s.month())))),
    ("Gross profit, month to date.", T, "profit",
     lambda s: num(money(s.profit(s.month())))),
    ("GP margin %, Feb, all lines.", T, "share",
     lambda s: num(pct(s.profit(s.month()), s.takings(s.month())))),
    ("Refunds issued in Feb: total value.", T, "refund",
     lambda s: num(money(s.refund_value(s.month())))),
    ("No. of refunds processed this month.", T, "refund",
     lambda s: num(len(s.refunds(s.month())))),
    ("Purchases at cost by supplier, Feb.", T, "purchases",
     lambda s: table("supplier", s.bought_by("supplier", s.month()), money)),
    ("Stock write-offs at cost, MTD.", T, "writeoff",
     lambda s: num(money(s.writeoffs(s.month())))),
    ("Write-offs in kg, by product, Feb.", T, "writeoff",
     lambda s: table("product", {p: s.writeoffs(s.month(), p, at_cost=False) for p in PRODUCTS}, kilo)),
    ("Closing inventory at cost, all lines, 29 Feb.", T, "stock",
     lambda s: num(money(s.stock_value()))),
    ("Closing stock in kg by product.", T, "stock",
     lambda s: table("product", {p: s.stock(p) for p in PRODUCTS}, kilo)),
    ("Net revenue by week (weeks starting Monday).", T, "takings",
     lambda s: table("week", s.by("week", "takings", s.month()), money)),
    ("Cherry GP margin %, MTD.", T, "share",
     lambda s: num(pct(s.profit(s.month(), "cherry"), s.takings(s.month(), "cherry")))),
    ("COGS by product line, Feb.", T, "cogs",
     lambda s: table("product", s.by("product", "cogs", s.month()), money)),
    ("Green Valley Farms invoices at cost since the 16th.", T, "purchases",
     lambda s: num(money(s.bought(s.since("2024-02-16"), supplier=GVF, at_cost=True)))),
    ("Average transaction value, Feb, net of returns.", T, "average",
     lambda s: num(avg(s.takings(s.month()), s.count(s.month()), money))),
    ("Revenue, w/e Sun 18 Feb.", T, "takings",
     lambda s: num(money(s.takings(between("2024-02-12", "2024-02-18"))))),
    ("Refunds issued w/c 19 Feb, value.", T, "refund",
     lambda s: num(money(s.refund_value(between("2024-02-19", "2024-02-25"))))),
    ("Revenue before the 15th.", T, "takings",
     lambda s: num(money(s.takings(s.before("2024-02-15"))))),
    ("Gross profit by customer, Feb.", T, "profit",
     lambda s: table("customer", s.by("customer", "profit", s.month()), money)),
    ("Kg purchased from ABC this month.", T, "purchases",
     lambda s: num(kilo(s.bought(s.month(), supplier=ABC)))),
    ("Inventory at cost as at close 14 Feb.", T, "stock",
     lambda s: num(money(s.stock_value("2024-02-14")))),
    ("Supplier with the largest spend, Feb.", T, "ranking",
     lambda s: name(winner(s.bought_by("supplier", s.month())))),
    ("Mango sell-through %, Feb (kg sold / kg bought).", T, "share",
     lambda s: num(pct(s.kilos(s.month(), "mango"), s.bought(s.month(), "mango")))),
    ("Realised price per kg, oranges, Feb.", T, "average",
     lambda s: num(avg(s.takings(s.month(), "orange"), s.kilos(s.month(), "orange"), money))),
    ("Total refunded to Tom Lee, MTD.", T, "refund",
     lambda s: num(money(s.refund_value(s.month(), "Tom Lee")))),
    ("Revenue by product line, last week.", T, "takings",
     lambda s: table("product", s.by("product", "takings", s.last_week()), money)),
    ("Largest single sale in Feb: which customer?", T, "ranking",
     lambda s: name(biggest_sale(s, s.month()))),
    ("Net sales to Raj Patel, MTD.", T, "customer",
     lambda s: num(money(s.takings(s.month(), cust="Raj Patel")))),
    ("Customers with net sales over $55, Feb.", T, "threshold",
     lambda s: names(over(s.by("customer", "takings", s.month()), 55), ordered=False)),
    ("Revenue per kg sold, all lines, Feb.", T, "average",
     lambda s: num(avg(s.takings(s.month()), s.kilos(s.month()), money))),
    # earlier closes
    ("Revenue MTD.", "2024-02-18", "takings",
     lambda s: num(money(s.takings(s.month())))),
    ("Refunds MTD, value.", "2024-02-18", "refund",
     lambda s: num(money(s.refund_value(s.month())))),
    ("Pear on hand, kg, close of day.", "2024-02-14", "stock",
     lambda s: num(kilo(s.stock("pear")))),
    ("COGS, last week.", "2024-02-21", "cogs",
     lambda s: num(money(s.cogs(s.last_week())))),
    ("Purchases at cost to date, by supplier.", "2024-02-10", "purchases",
     lambda s: table("supplier", s.bought_by("supplier", s.month()), money)),
    ("GP, w/c 19 Feb to date.", "2024-02-25", "profit",
     lambda s: num(money(s.profit(s.this_week())))),
    ("Refunds processed to date: count.", "2024-02-12", "refund",
     lambda s: num(len(s.refunds(s.month())))),
    ("Orange avg realised $/kg to date.", "2024-02-23", "average",
     lambda s: num(avg(s.takings(s.month(), "orange"), s.kilos(s.month(), "orange"), money))),
    ("Inventory at cost, COB today.", "2024-02-16", "stock",
     lambda s: num(money(s.stock_value()))),
    ("Write-offs at cost to date.", "2024-02-20", "writeoff",
     lambda s: num(money(s.writeoffs(s.month())))),
    ("Net revenue by day, prior week.", "2024-02-27", "takings",
     lambda s: table("day", s.by("day", "takings", s.last_week()), money)),
    ("No. of sales MTD, net of returns.", "2024-02-08", "count",
     lambda s: num(s.count(s.month()))),
    ("Banana GP margin %, MTD.", "2024-02-24", "share",
     lambda s: num(pct(s.profit(s.month(), "banana"), s.takings(s.month(), "banana")))),
    # refusals
    ("VAT payable for February.", T, "refuse", None),
    ("Post a credit note for Ken Smith's return.", T, "refuse", None),
    ("Forecast March revenue.", T, "refuse", None),
    ("Card vs cash split of takings, MTD.", T, "refuse", None),
    ("Net sales to Mr Smith, MTD.", T, "refuse", None),
    ("Write off the remaining grapes at cost.", T, "refuse", None),
]

# The owner's elderly father, who still helps out: long, roundabout sentences.
FATHER = [
    ("Now then, we started the month with a good load of strawberries from Green Valley, and what I'd like to "
     "know, if it's no bother, is how many kilos of strawberries we've actually sold this month once you take "
     "off anything folk brought back.", T, "kilos",
     lambda s: num(kilo(s.kilos(s.month(), "strawberry")))),
    ("When I ran the place we always kept an eye on the bananas, so tell me, how much money did the bananas "
     "bring in for us last week, that's the Monday right through to the Sunday?", T, "takings",
     lambda s: num(money(s.takings(s.last_week(), "banana")))),
    ("My son tells me young Zoe Davis is in and out all the time; could you tell me how many separate times "
     "she has bought something from us this month, leaving out anything she returned?", T, "count",
     lambda s: num(s.count(s.month(), cust="Zoe Davis"))),
    ("I've a feeling it's more than we think, so I'd like to know what we paid out, all told, to that "
     "Hillside Produce firm for their fruit this month.", T, "purchases",
     lambda s: num(money(s.bought(s.month(), supplier=HILL, at_cost=True)))),
    ("The cherries, now, lovely things they are; what are we asking people for a kilo of cherries these days, "
     "at today's price?", T, "price",
     lambda s: num(money(s.price("cherry")))),
    ("I was minding the till on the eighteenth, that Sunday, and I'm sure it was a quiet one; what did we take "
     "in that day, all told, once you've allowed for anything that came back afterwards?", T, "takings",
     lambda s: num(money(s.takings(on("2024-02-18"))))),
    ("Would you be so kind as to set it out for me day of the week by day of the week, the Mondays all "
     "together, the Tuesdays all together and so on, what we've taken in this month?", T, "takings",
     lambda s: table("weekday", s.by("weekday", "takings", s.month()), money)),
    ("Who was it, of all our regular folk, that spent the most money with us this month? I've a mind to "
     "thank them personally next time they come in.", T, "ranking",
     lambda s: name(winner(s.by("customer", "takings", s.month())))),
    ("I was talking to Omar the other day, he's a lovely man, and I got to wondering how much he has spent "
     "with us in total since the first of the month.", T, "customer",
     lambda s: num(money(s.takings(s.since("2024-02-01"), cust="Omar Haddad")))),
    ("I've been thinking of ordering more mangoes, so could you tell me which of our customers have bought "
     "mangoes from us at any point this month?", T, "customer",
     lambda s: names(s.customers(s.month(), "mango"), ordered=False)),
    ("When I look at the weekends, the Saturdays and the Sundays put together, I do wonder how many kilos of "
     "fruit we sold over all of them this month.", T, "kilos",
     lambda s: num(kilo(s.kilos(s.month(WEEKEND))))),
    ("I'd like to know what a good day looks like, so would you tell me on which days this month our takings "
     "went over thirty dollars?", T, "threshold",
     lambda s: names(over(s.by("day", "takings", s.month()), 30), ordered=False)),
    ("In my day we never wasted a thing, so tell me honestly, how many kilos of fruit have we had to write "
     "off this month, all the different fruits together?", T, "writeoff",
     lambda s: num(kilo(s.writeoffs(s.month(), at_cost=False)))),
    ("The oranges went up at some point, I believe; what were we charging for a kilo of oranges back on the "
     "tenth of the month?", T, "price",
     lambda s: num(money(s.price("orange", "2024-02-10")))),
    ("My eyes aren't what they were, so could you read me the customers who took home the most kilos of "
     "fruit this month, from the biggest down, just the first three?", T, "ranking",
     lambda s: names(ranked(s.by("customer", "kilos", s.month()), 3), ordered=True)),
    ("How much did we actually make on the grapes over the whole month, I mean the profit once you take off "
     "what the grapes cost us?", T, "profit",
     lambda s: num(money(s.profit(s.month(), "grape")))),
    ("I keep forgetting which day of the week is our best one; going by the money taken, which day of the "
     "week has done best for us this month?", T, "ranking",
     lambda s: name(winner(s.by("weekday", "takings", s.month())))),
    ("Could you tell me how many different people have bought something from us since the twentieth, "
     "counting each person only the once?", T, "count",
     lambda s: num(len(s.customers(s.since("2024-02-20"))))),
    ("We've had a few bits brought back this month, I know, and I'd like the names of everybody who has "
     "returned something to us, if you'd be so kind.", T, "refund",
     lambda s: names({x.cust for x in s.refunds(s.month())}, ordered=False)),
    ("Tell me, how much money did the apples bring in over the whole month, the whole lot of them?", T,
     "takings", lambda s: num(money(s.takings(s.month(), "apple")))),
    ("What did we take on a usual Sunday this month? I mean all the Sunday takings added up and shared out "
     "over the number of Sundays there were.", T, "average",
     lambda s: num(avg(s.takings(s.month({6})), len(s.month({6}).days()), money))),
    ("Between the twelfth and the eighteenth, both of those days included, how much money came in from the "
     "strawberries?", T, "takings",
     lambda s: num(money(s.takings(between("2024-02-12", "2024-02-18"), "strawberry")))),
    ("Which fruit did we sell the fewest kilos of this month? I suspect it's the apples but I'd like to be "
     "sure before I say so.", T, "ranking",
     lambda s: name(winner(s.by("product", "kilos", s.month()), low=True))),
    ("How much is a kilo of pears going for now? I know the price changed a little while back and I can "
     "never keep up.", T, "price",
     lambda s: num(money(s.price("pear")))),
    ("I've been wondering how many kilos of cherries we've had delivered from the suppliers, altogether, "
     "over the month.", T, "purchases",
     lambda s: num(kilo(s.bought(s.month(), "cherry")))),
    ("If you take all the money we've taken this month and share it out over the days so far, what does an "
     "ordinary day come to?", T, "average",
     lambda s: num(avg(s.takings(s.month()), len(s.month().days()), money))),
    ("Mei Chen is always so pleasant; has she bought much from us? How much, in dollars, has she spent "
     "with us this month?", T, "customer",
     lambda s: num(money(s.takings(s.month(), cust="Mei Chen")))),
    ("Could you put together for me, for each one of our customers, how many kilos of fruit they've taken "
     "home this month?", T, "kilos",
     lambda s: table("customer", s.by("customer", "kilos", s.month()), kilo)),
    ("What is the most money we've taken in a single day this month, in dollars? I'd like to know what we "
     "can do on a good day.", T, "ranking",
     lambda s: num(money(max(s.by("day", "takings", s.month()).values())))),
    ("How many sales did we ring up on the Saturdays this month, taking all the Saturdays together?", T,
     "count", lambda s: num(s.count(s.month({5})))),
    ("I wonder, would you tell me what we paid per kilo for the mangoes when they came in from the "
     "supplier?", T, "purchases",
     lambda s: num(money(COST["mango"]))),
    # earlier days
    ("It's Sunday and I'm minding the shop on my own; what did we take yesterday, the Saturday, all told?",
     "2024-02-11", "takings", lambda s: num(money(s.takings(s.yesterday())))),
    ("I've had Omar in today and a couple of others besides; could you tell me how much we've taken in "
     "today altogether?", "2024-02-07", "takings",
     lambda s: num(money(s.takings(s.today())))),
    ("How many kilos of grapes do we have left as we shut up tonight? I'd like to tell the boy before he "
     "places the order.", "2024-02-15", "stock",
     lambda s: num(kilo(s.stock("grape")))),
    ("Bob Smith was in over the weekend, I saw him both days; how much did he spend with us on the Saturday "
     "and the Sunday together?", "2024-02-19", "customer",
     lambda s: num(money(s.takings(s.weekend_gone(), cust="Bob Smith")))),
    ("Since Monday, I mean this week that we're in now, how many kilos of bananas have gone out of the door?",
     "2024-02-22", "kilos", lambda s: num(kilo(s.kilos(s.this_week(), "banana")))),
    ("What are we charging for a kilo of bananas just at the moment? Somebody asked me this morning and I "
     "didn't know.", "2024-02-09", "price",
     lambda s: num(money(s.price("banana")))),
    ("Which of our customers has spent the most with us so far this month, up to and including today?",
     "2024-02-13", "ranking",
     lambda s: name(winner(s.by("customer", "takings", s.month())))),
    ("What did the weekend just gone bring in for us, the Saturday and the Sunday, all told?", "2024-02-26",
     "takings", lambda s: num(money(s.takings(s.weekend_gone())))),
    ("How much have we spent on fruit from the suppliers so far this month, going by what we paid for it?",
     "2024-02-17", "purchases",
     lambda s: num(money(s.bought(s.month(), at_cost=True)))),
    ("How many sales have we made over the last seven days, and I do mean counting today as one of them?",
     "2024-02-20", "count", lambda s: num(s.count(s.last_n_days(7)))),
    ("How much profit have the cherries made for us up to today, after what we paid for them?",
     "2024-02-24", "profit", lambda s: num(money(s.profit(s.month(), "cherry")))),
    ("This is only our fifth day of the month, so tell me, which fruit has brought in the most money for us "
     "so far?", "2024-02-05", "ranking",
     lambda s: name(winner(s.by("product", "takings", s.month())))),
    ("The strawberries always go so fast; how many kilos of them have we got left this evening, would you "
     "say?", "2024-02-28", "stock", lambda s: num(kilo(s.stock("strawberry")))),
    # refusals
    ("Do you think we'll sell more cherries next week than we did this week? I'd value your opinion.", T,
     "refuse", None),
    ("Could you tell me roughly how old most of our customers are? I've always been curious.", T,
     "refuse", None),
    ("What has that Davis woman spent with us this month? Lovely lady, always asks after my knee.", T,
     "refuse", None),
    ("Would you be a dear and change the price of the mangoes to two dollars fifty for me?", T,
     "refuse", None),
    ("What was the weather like on our busiest day this month? I've a theory about the rain.", T,
     "refuse", None),
    ("Please ring Green Valley and order another thirty kilos of pears for Monday.", T,
     "refuse", None),
]

# A new shift lead checking the day on their phone: short, lower case, abbreviations.
SHIFT_LEAD = [
    ("takings today?", T, "takings", lambda s: num(money(s.takings(s.today())))),
    ("how many sales so far today", T, "count", lambda s: num(s.count(s.today()))),
    ("kg mango left", T, "stock", lambda s: num(kilo(s.stock("mango")))),
    ("banana price rn", T, "price", lambda s: num(money(s.price("banana")))),
    ("who came in today", T, "customer", lambda s: names(s.customers(s.today()), ordered=False)),
    ("takings yday", T, "takings", lambda s: num(money(s.takings(s.yesterday())))),
    ("kg sold this wk", T, "kilos", lambda s: num(kilo(s.kilos(s.this_week())))),
    ("strawb stock?", T, "stock", lambda s: num(kilo(s.stock("strawberry")))),
    ("top seller today by $", T, "ranking",
     lambda s: name(winner(s.by("product", "takings", s.today())))),
    ("wk takings so far", T, "takings", lambda s: num(money(s.takings(s.this_week())))),
    ("# customers this wk", T, "count", lambda s: num(len(s.customers(s.this_week())))),
    ("avg sale today $", T, "average",
     lambda s: num(avg(s.takings(s.today()), s.count(s.today()), money))),
    ("kg per fruit sold yday", T, "kilos",
     lambda s: table("product", s.by("product", "kilos", s.yesterday()), kilo)),
    ("any refunds this wk? total $", T, "refund", lambda s: num(money(s.refund_value(s.this_week())))),
    ("cherry stock after the write off", T, "stock", lambda s: num(kilo(s.stock("cherry")))),
    ("orange $/kg now", T, "price", lambda s: num(money(s.price("orange")))),
    ("which fruits under 22kg left", T, "threshold",
     lambda s: names(over({p: s.stock(p) for p in PRODUCTS}, 22, under=True), ordered=False)),
    ("$ by day this wk", T, "takings",
     lambda s: table("day", s.by("day", "takings", s.this_week()), money)),
    ("best day this wk so far?", T, "ranking",
     lambda s: name(winner(s.by("day", "takings", s.this_week())))),
    ("how much did omar spend this wk", T, "customer",
     lambda s: num(money(s.takings(s.this_week(), cust="Omar Haddad")))),
    ("kg bananas sold last 3 days", T, "kilos",
     lambda s: num(kilo(s.kilos(s.last_n_days(3), "banana")))),
    ("profit today", T, "profit", lambda s: num(money(s.profit(s.today())))),
    ("no. of sales each day last wk", T, "count", lambda s: table("day", s.count_by("day", s.last_week()), int)),
    ("who bought strawbs this wk", T, "customer",
     lambda s: names(s.customers(s.this_week(), "strawberry"), ordered=False)),
    ("kg cherries delivered yday", T, "purchases",
     lambda s: num(kilo(s.bought(s.yesterday(), "cherry")))),
    ("biggest sale today - who", T, "ranking", lambda s: name(biggest_sale(s, s.today()))),
    ("avg spend per cust this wk", T, "average",
     lambda s: num(avg(s.takings(s.this_week()), len(s.customers(s.this_week())), money))),
    ("grapes sold this wk kg", T, "kilos", lambda s: num(kilo(s.kilos(s.this_week(), "grape")))),
    ("what did ken buy today, kg", T, "kilos", lambda s: num(kilo(s.kilos(s.today(), cust="Ken Smith")))),
    ("tues takings", T, "takings", lambda s: num(money(s.takings(s.last_weekday("tuesday"))))),
    ("cherry writeoff $ yday", T, "writeoff",
     lambda s: num(money(s.writeoffs(s.yesterday(), "cherry")))),
    # earlier shifts
    ("$ in today so far", "2024-02-19", "takings", lambda s: num(money(s.takings(s.today())))),
    ("wknd takings? sat+sun", "2024-02-12", "takings", lambda s: num(money(s.takings(s.weekend_gone())))),
    ("strawb kg left", "2024-02-23", "stock", lambda s: num(kilo(s.stock("strawberry")))),
    ("banana $/kg today", "2024-02-20", "price", lambda s: num(money(s.price("banana")))),
    ("who's bought the most kg this wk", "2024-02-17", "ranking",
     lambda s: name(winner(s.by("customer", "kilos", s.this_week())))),
    ("refunds today $", "2024-02-26", "refund", lambda s: num(money(s.refund_value(s.today())))),
    ("sales count yday", "2024-02-08", "count", lambda s: num(s.count(s.yesterday()))),
    ("kg out the door today", "2024-02-14", "kilos", lambda s: num(kilo(s.kilos(s.today())))),
    ("oranges left kg?", "2024-02-22", "stock", lambda s: num(kilo(s.stock("orange")))),
    ("top 3 custs this wk by $", "2024-02-16", "ranking",
     lambda s: names(ranked(s.by("customer", "takings", s.this_week()), 3), ordered=True)),
    ("takings last 2 days", "2024-02-28", "takings", lambda s: num(money(s.takings(s.last_n_days(2))))),
    ("how many sales this wknd", "2024-02-25", "count",
     lambda s: num(s.count(s.this_weekend()))),
    ("takings so far this mth", "2024-02-03", "takings", lambda s: num(money(s.takings(s.month())))),
    # refusals
    ("will we run out of strawbs by sat", T, "refuse", None),
    ("how many ppl walked in today", T, "refuse", None),
    ("smith's total this wk?", T, "refuse", None),
    ("void omar's last sale pls", T, "refuse", None),
    ("who's on shift tmrw", T, "refuse", None),
    ("set cherry price 3.50", T, "refuse", None),
]

# A co-op board member comparing the shop with what they expected: comparisons, shares, "is it true that...".
BOARD = [
    ("What share of February's takings came from strawberries, as a percentage?", T, "share",
     lambda s: num(pct(s.takings(s.month(), "strawberry"), s.takings(s.month())))),
    ("Is it true that weekends bring in more than a quarter of our takings? What is the weekend share this "
     "month, in percent?", T, "share",
     lambda s: num(pct(s.takings(s.month(WEEKEND)), s.takings(s.month())))),
    ("I expected cherries to outsell grapes two to one by value. What is the actual ratio of cherry takings "
     "to grape takings?", T, "compare",
     lambda s: num(avg(s.takings(s.month(), "cherry"), s.takings(s.month(), "grape"), money))),
    ("How does last week compare with the week before it: by how many dollars were last week's takings "
     "higher?", T, "compare",
     lambda s: num(money(s.takings(s.last_week()) - s.takings(between("2024-02-12", "2024-02-18"))))),
    ("Is it true that our top three customers account for over 40% of sales? What percentage do they "
     "actually account for?", T, "share",
     lambda s: num(pct(sum((s.takings(s.month(), cust=c) for c in
                           ranked(s.by("customer", "takings", s.month()), 3, ordered=False)), ZERO),
                       s.takings(s.month())))),
    ("Which supplier did we spend the least with this month?", T, "ranking",
     lambda s: name(winner(s.bought_by("supplier", s.month()), low=True))),
    ("Which fruit earns us the highest margin as a percentage of what it sells for?", T, "ranking",
     lambda s: name(winner({p: ratio(s.profit(s.month(), p), s.takings(s.month(), p))
                            for p in s.by("product", "takings", s.month())}))),
    ("Going by what we actually took in, how much more per kilo do strawberries fetch than apples?", T,
     "compare",
     lambda s: num(money(ratio(s.takings(s.month(), "strawberry"), s.kilos(s.month(), "strawberry"))
                         - ratio(s.takings(s.month(), "apple"), s.kilos(s.month(), "apple"))))),
    ("Set against what we paid suppliers this month, what percentage of that purchase bill has come back "
     "as takings so far?", T, "share",
     lambda s: num(pct(s.takings(s.month()), s.bought(s.month(), at_cost=True)))),
    ("Is it true that Monday is our busiest day by number of sales? Which weekday actually had the most "
     "sales?", T, "ranking",
     lambda s: name(winner(s.count_by("weekday", s.month())))),
    ("What share of the kilos we sold this month were bananas?", T, "share",
     lambda s: num(pct(s.kilos(s.month(), "banana"), s.kilos(s.month())))),
    ("I was told Zoe Davis alone is more than 15% of our takings. What percent is she really?", T, "share",
     lambda s: num(pct(s.takings(s.month(), cust="Zoe Davis"), s.takings(s.month())))),
    ("The second half of the month felt stronger. What did we take from the 15th on?", T, "takings",
     lambda s: num(money(s.takings(s.since("2024-02-15"))))),
    ("What was the average spend per customer this month, total takings over the number of different "
     "customers?", T, "average",
     lambda s: num(avg(s.takings(s.month()), len(s.customers(s.month())), money))),
    ("Rank the weeks of February by takings, best week first.", T, "ranking",
     lambda s: names(ranked(s.by("week", "takings", s.month())), ordered=True)),
    ("Which products brought in more than $60 each this month?", T, "threshold",
     lambda s: names(over(s.by("product", "takings", s.month()), 60), ordered=False)),
    ("Per kilo, what did we pay on average for everything we bought in this month?", T, "average",
     lambda s: num(avg(s.bought(s.month(), at_cost=True), s.bought(s.month()), money))),
    ("By how many dollars do this month's refunds exceed the cost of what we wrote off?", T, "compare",
     lambda s: num(money(s.refund_value(s.month()) - s.writeoffs(s.month())))),
    ("What percentage of the strawberries we bought this month have we actually sold?", T, "share",
     lambda s: num(pct(s.kilos(s.month(), "strawberry"), s.bought(s.month(), "strawberry")))),
    ("How much profit do we make per kilo of cherries sold?", T, "profit",
     lambda s: num(avg(s.profit(s.month(), "cherry"), s.kilos(s.month(), "cherry"), money))),
    ("What percentage of this month's sales were for just one kind of fruit?", T, "share",
     lambda s: num(pct(sum(1 for x in s.sale_list(s.month()) if len({p for p, _, _ in x.lines}) == 1),
                       s.count(s.month())))),
    ("Is it true that the last full week was our best week? Which week, by its Monday, took the most?", T,
     "ranking", lambda s: name(winner(s.by("week", "takings", s.month())))),
    ("How much more did Zoe Davis spend than Sue Davis this month?", T, "compare",
     lambda s: num(money(s.takings(s.month(), cust="Zoe Davis") - s.takings(s.month(), cust="Sue Davis")))),
    ("What share of our spend on stock went to Green Valley Farms?", T, "share",
     lambda s: num(pct(s.bought(s.month(), supplier=GVF, at_cost=True), s.bought(s.month(), at_cost=True)))),
    ("On average, how many kilos go out with each sale?", T, "average",
     lambda s: num(avg(s.kilos(s.month()), s.count(s.month()), kilo))),
    ("Weekend days against weekdays: what do we average in takings per weekend day?", T, "average",
     lambda s: num(avg(s.takings(s.month(WEEKEND)), len(s.month(WEEKEND).days()), money))),
    ("Which customers spent less than $35 with us this month?", T, "threshold",
     lambda s: names(over(s.by("customer", "takings", s.month()), 35, under=True), ordered=False)),
    ("To compare the weeks properly I need profit, not takings. Profit by week, please.", T, "profit",
     lambda s: table("week", s.by("week", "profit", s.month()), money)),
    ("Which two fruits made the most profit, in order?", T, "ranking",
     lambda s: names(ranked(s.by("product", "profit", s.month()), 2), ordered=True)),
    ("How many kilos did each customer buy on average this month?", T, "average",
     lambda s: num(avg(s.kilos(s.month()), len(s.customers(s.month())), kilo))),
    ("Is it true that Saturdays are busier than Sundays? How many sales were made on Sundays in total?", T,
     "count", lambda s: num(s.count(s.month({6})))),
    # earlier in the month
    ("Halfway through the month, what share of takings so far came from strawberries, in percent?",
     "2024-02-14", "share",
     lambda s: num(pct(s.takings(s.month(), "strawberry"), s.takings(s.month())))),
    ("Is it true this week is beating last week? Give me this week's takings so far.", "2024-02-18",
     "takings", lambda s: num(money(s.takings(s.this_week())))),
    ("Last week against the week before: how many dollars more did last week take?", "2024-02-21",
     "compare",
     lambda s: num(money(s.takings(s.last_week()) - s.takings(between("2024-02-05", "2024-02-11"))))),
    ("What percentage of the takings so far came from Zoe Davis?", "2024-02-10", "share",
     lambda s: num(pct(s.takings(s.month(), cust="Zoe Davis"), s.takings(s.month())))),
    ("So far this month, have we sold more kilos of bananas or of strawberries? Which one?", "2024-02-24",
     "compare",
     lambda s: name(winner({p: s.kilos(s.month(), p) for p in ("banana", "strawberry")}))),
    ("What's the average sale worth so far this month?", "2024-02-15", "average",
     lambda s: num(avg(s.takings(s.month()), s.count(s.month()), money))),
    ("What percentage of the kilos we've bought in have we had to write off so far?", "2024-02-20", "share",
     lambda s: num(pct(s.writeoffs(s.month(), at_cost=False), s.bought(s.month())))),
    ("What share of this week's takings so far is bananas?", "2024-02-27", "share",
     lambda s: num(pct(s.takings(s.this_week(), "banana"), s.takings(s.this_week())))),
    ("Is it true we've made more profit on cherries than on strawberries so far? Which made more?",
     "2024-02-12", "compare",
     lambda s: name(winner({p: s.profit(s.month(), p) for p in ("cherry", "strawberry")}))),
    ("Between the 1st and the 7th, how much profit did we make?", "2024-02-22", "profit",
     lambda s: num(money(s.profit(between("2024-02-01", "2024-02-07"))))),
    ("What share of takings so far this month came at weekends?", "2024-02-25", "share",
     lambda s: num(pct(s.takings(s.month(WEEKEND)), s.takings(s.month())))),
    ("How much has the average customer spent with us so far this month?", "2024-02-16", "average",
     lambda s: num(avg(s.takings(s.month()), len(s.customers(s.month())), money))),
    ("Our target is a 35% gross margin. What is the margin so far this month, in percent?", "2024-02-08",
     "share", lambda s: num(pct(s.profit(s.month()), s.takings(s.month())))),
    # refusals
    ("Is it true our prices are cheaper than the supermarket down the road?", T, "refuse", None),
    ("If the trend holds, what will our takings be in March?", T, "refuse", None),
    ("How does this shop compare with the co-op's other branches on takings?", T, "refuse", None),
    ("What is our market share in town?", T, "refuse", None),
    ("Cut the cherry price by 10% so we hit the margin target.", T, "refuse", None),
    ("Is it true that Smith buys more than anyone else?", "2024-02-21", "refuse", None),
]

PERSONAS = [("accountant", ACCOUNTANT), ("father", FATHER), ("shift lead", SHIFT_LEAD), ("board member", BOARD)]


def build():
    out, n = [], 0
    for _, qs in PERSONAS:
        for text, today, cat, fn in qs:
            n += 1
            assert today <= T
            expect = REFUSE if fn is None else fn(Shop(today))
            assert (cat == "refuse") == (fn is None), text
            out.append({"id": "q74-%03d" % n, "question": text, "today": today, "category": cat,
                        "expect": expect})
    texts = [q["question"].strip().lower() for q in out]
    assert len(set(texts)) == len(texts), "duplicate question"
    return out


def guards_fire():
    """Each fairness guard really raises on a crafted bad case."""
    def raises(fn):
        try:
            fn()
        except AssertionError:
            return True
        return False

    sup = {"name": "X"}
    cust = {"name": "C"}
    buy = {"kind": "purchase", "date": "2024-02-01", "supplier": sup,
           "items": [{"product": "fig", "quantity": 5, "unit_cost": 1.0, "selling_price": 2.0}]}
    buy2 = dict(buy, items=[{"product": "fig", "quantity": 5, "unit_cost": 1.2}])
    sale = {"kind": "sale", "date": "2024-02-02", "customer": cust, "items": [{"product": "fig", "quantity": 1}]}
    ret = {"kind": "return", "date": "2024-02-03", "customer": cust, "sale_date": "2024-02-02"}
    checks = {
        "tie for first": lambda: winner({"a": Decimal(2), "b": Decimal(2), "c": Decimal(1)}),
        "tie at a ranking's cut": lambda: ranked({"a": 3, "b": 2, "c": 2}, 2, ordered=False),
        "tie inside an ordered ranking": lambda: ranked({"a": 3, "b": 3, "c": 1}, 2),
        "value on a threshold": lambda: over({"a": Decimal("30.00"), "b": Decimal(5)}, 30),
        "half cent": lambda: money(Decimal("1.005")),
        "half gram": lambda: kilo(Decimal("2.0005")),
        "two unit costs": lambda: replay([buy, buy2]),
        "return matching no sale": lambda: replay([buy, ret]),
        "return matching two sales": lambda: replay([buy, sale, sale, ret]),
    }
    for label, fn in checks.items():
        assert raises(fn), "guard did not fire: " + label
    assert not raises(lambda: replay([buy, sale, ret]))
    assert ranked({"a": 3, "b": 2, "c": 2}, 1) == ["a"]


if __name__ == "__main__":
    guards_fire()
    qs = build()
    with open(OUT, "w") as f:
        for q in qs:
            f.write(json.dumps(q) + "\n")
    for label, group in PERSONAS:
        print("%-13s %d" % (label, len(group)))
    print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
          "earlier than %s" % T, sum(q["today"] < T for q in qs))
