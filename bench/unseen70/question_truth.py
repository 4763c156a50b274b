"""Held-out question set 70: replays the demo shop's February 2024 records, cut at
each question's `today`, and writes questions.jsonl with the expected answers.

Standard library only; money in Decimal.  Run from anywhere:

    python bench/unseen70/question_truth.py

Every ranking asserts that the values differ through the first item left out,
every threshold asserts that no value sits on it, and every single-winner
question asserts that there is no tie for first.
"""
import datetime as dt
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
END = "2024-02-29"
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
CENT = Decimal("0.01")
GRAM = Decimal("0.001")


def dec(x):
    return Decimal(str(x))


def day(s):
    return dt.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def shift(s, n):
    return iso(day(s) + dt.timedelta(days=n))


def monday(s):
    d = day(s)
    return iso(d - dt.timedelta(days=d.weekday()))


def weekday(s):
    return WEEKDAYS[day(s).weekday()]


# ------------------------------------------------------------------ the ledger, cut at `today`
class Sale:
    def __init__(self, date, customer, lines):
        self.date = date
        self.customer = customer
        self.lines = lines          # [(product, kg, value)]
        self.returned_on = None     # set only by a return dated on or before today

    @property
    def value(self):
        return sum((v for _, _, v in self.lines), Decimal(0))


class Ledger:
    def __init__(self, records, today):
        self.today = today
        self.price = {}
        self.price_log = []         # (date, product, price), file order
        self.buys = []              # (date, supplier, product, kg, unit_cost)
        self.adjustments = []       # (date, product, kg, reason)
        self.all_sales = []
        self.returns = []           # (date, Sale)
        self.deliveries = []        # (date, supplier), one per purchase record
        cost = {}
        for r in records:
            if r["date"] > today:
                continue
            kind = r["kind"]
            if kind == "purchase":
                self.deliveries.append((r["date"], r["supplier"]["name"]))
                for it in r["items"]:
                    p, uc = it["product"], dec(it["unit_cost"])
                    assert cost.setdefault(p, uc) == uc, "two unit costs for " + p
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), uc))
                    if it.get("selling_price") is not None:
                        self.price[p] = dec(it["selling_price"])
                        self.price_log.append((r["date"], p, self.price[p]))
            elif kind == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], self.price[r["product"]]))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    val = (kg * self.price[it["product"]]).quantize(CENT, ROUND_HALF_UP)
                    lines.append((it["product"], kg, val))
                self.all_sales.append(Sale(r["date"], r["customer"]["name"], lines))
            elif kind == "return":
                hit = [s for s in self.all_sales if s.date == r["sale_date"]
                       and s.customer == r["customer"]["name"] and s.returned_on is None]
                assert len(hit) == 1, r
                hit[0].returned_on = r["date"]
                self.returns.append((r["date"], hit[0]))
            elif kind == "stock_adjustment":
                self.adjustments.append((r["date"], r["product"], dec(r["quantity"]), r["reason"]))
            else:
                raise AssertionError(kind)
        self.unit_cost = cost
        self.sales = [s for s in self.all_sales if s.returned_on is None]

    # ---- selections
    def pick(self, lo=None, hi=None, days=None, customer=None, weekdays=None):
        out = []
        for s in self.sales:
            if lo and s.date < lo or hi and s.date > hi:
                continue
            if days is not None and s.date not in days:
                continue
            if customer and s.customer != customer:
                continue
            if weekdays is not None and weekday(s.date) not in weekdays:
                continue
            out.append(s)
        return out

    def lines(self, product=None, **kw):
        return [(s, p, kg, v) for s in self.pick(**kw) for p, kg, v in s.lines if product in (None, p)]

    def takings(self, product=None, **kw):
        return sum((v for _, _, _, v in self.lines(product, **kw)), Decimal(0))

    def kilos(self, product=None, **kw):
        return sum((kg for _, _, kg, _ in self.lines(product, **kw)), Decimal(0))

    def cogs(self, product=None, **kw):
        return sum((kg * self.unit_cost[p] for _, p, kg, _ in self.lines(product, **kw)), Decimal(0))

    def profit(self, product=None, **kw):
        return self.takings(product, **kw) - self.cogs(product, **kw)

    def count(self, **kw):
        return len(self.pick(**kw))

    def group(self, key, measure="takings", product=None, **kw):
        """{key value: Decimal} over live sale lines; key in product/customer/day/week/weekday."""
        out = {}
        for s, p, kg, v in self.lines(product, **kw):
            k = {"product": p, "customer": s.customer, "day": s.date, "week": monday(s.date),
                 "weekday": weekday(s.date)}[key]
            amount = {"takings": v, "kilos": kg, "profit": v - kg * self.unit_cost[p],
                      "cogs": kg * self.unit_cost[p]}[measure]
            out[k] = out.get(k, Decimal(0)) + amount
        return out

    def count_by(self, key, **kw):
        out = {}
        for s in self.pick(**kw):
            k = {"customer": s.customer, "day": s.date, "week": monday(s.date),
                 "weekday": weekday(s.date)}[key]
            out[k] = out.get(k, 0) + 1
        return out

    def refunds(self, lo=None, hi=None):
        return [(d, s) for d, s in self.returns if (not lo or d >= lo) and (not hi or d <= hi)]

    def bought(self, product=None, supplier=None, lo=None, hi=None):
        return [b for b in self.buys if product in (None, b[2]) and supplier in (None, b[1])
                and (not lo or b[0] >= lo) and (not hi or b[0] <= hi)]

    def stock(self, product, d=None):
        d = d or self.today
        assert d <= self.today
        inn = sum((b[3] for b in self.bought(product, hi=d)), Decimal(0))
        out = sum((kg for s in self.all_sales if s.date <= d and not (s.returned_on and s.returned_on <= d)
                   for p, kg, _ in s.lines if p == product), Decimal(0))
        adj = sum((q for a, p, q, _ in self.adjustments if p == product and a <= d), Decimal(0))
        return inn - out + adj

    def products(self):
        return sorted({b[2] for b in self.buys})

    def price_on(self, product, d=None):
        d = d or self.today
        got = None
        for a, p, pr in self.price_log:
            if p == product and a <= d:
                got = pr
        assert got is not None
        return got

    def writeoffs(self, lo=None, hi=None):
        return [(a, p, q) for a, p, q, _ in self.adjustments if q < 0 and (not lo or a >= lo) and (not hi or a <= hi)]


# ------------------------------------------------------------------ answer shapes and guards
def money(x):
    return {"type": "number", "value": float(Decimal(x).quantize(CENT, ROUND_HALF_UP))}


def kg(x):
    return {"type": "number", "value": float(Decimal(x).quantize(GRAM, ROUND_HALF_UP))}


def pct(part, whole):
    return {"type": "number", "value": float((Decimal(part) * 100 / Decimal(whole)).quantize(CENT, ROUND_HALF_UP))}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(x):
    return {"type": "name", "value": x}


def names(xs, ordered):
    xs = list(xs)
    assert xs and len(set(xs)) == len(xs), xs
    return {"type": "names", "values": xs, "ordered": ordered}


def table(key, rows, unit):
    q = {"money": CENT, "kg": GRAM}.get(unit)
    out = {}
    for k in sorted(rows, key=lambda k: WEEKDAYS.index(k) if key == "weekday" else k):
        v = rows[k]
        if v == 0:
            continue
        out[k] = int(v) if unit == "count" else float(Decimal(v).quantize(q, ROUND_HALF_UP))
    assert out, "empty table"
    return {"type": "table", "key": key, "rows": out}


def refuse():
    return {"type": "refuse"}


def ranked(rows, n=None, low=False):
    """Names ordered by value (highest first unless low); asserts the values differ through
    the first item left out."""
    order = sorted(rows, key=lambda k: rows[k], reverse=not low)
    n = len(order) if n is None else n
    seen = [rows[k] for k in order[:n + 1]]
    assert len(set(seen)) == len(seen), ("tie at ranking", [(k, rows[k]) for k in order[:n + 1]])
    return order[:n]


def winner(rows, low=False):
    return ranked(rows, 1, low)[0]


def over(rows, threshold, below=False):
    t = Decimal(str(threshold))
    assert all(v != t for v in rows.values()), ("value on threshold", threshold)
    return sorted(k for k, v in rows.items() if (v < t if below else v > t))


def guard(value, threshold):
    """For yes/no-free comparisons: a value must not sit on the threshold it is compared with."""
    assert Decimal(value) != Decimal(str(threshold)), ("value on threshold", threshold)
    return value


# ------------------------------------------------------------------ periods, relative to today
def this_week(L):
    return {"lo": monday(L.today), "hi": L.today}


def last_week(L):
    m = monday(L.today)
    return {"lo": shift(m, -7), "hi": shift(m, -1)}


def weekend(L, back=0):
    """The Saturday and Sunday just gone (asked on a weekday); back=1 is the one before."""
    assert day(L.today).weekday() < 5, "'the weekend' is only asked on a weekday here"
    sat = shift(monday(L.today), -2 - 7 * back)
    return {"lo": sat, "hi": shift(sat, 1)}


def yesterday(L):
    y = shift(L.today, -1)
    return {"lo": y, "hi": y}


def today(L):
    return {"lo": L.today, "hi": L.today}


def last_days(L, n):
    return {"lo": shift(L.today, 1 - n), "hi": L.today}


def on(d):
    return {"lo": d, "hi": d}


def last_named_day(L, name):
    d = shift(L.today, -1)
    while weekday(d) != name:
        d = shift(d, -1)
    return on(d)


WEEKEND = {"Saturday", "Sunday"}
MON_FRI = set(WEEKDAYS[:5])


def refund_total(L, lo=None, hi=None):
    return sum((s.value for _, s in L.refunds(lo, hi)), Decimal(0))


def refunds_by_customer(L):
    out = {}
    for _, s in L.refunds():
        out[s.customer] = out.get(s.customer, Decimal(0)) + s.value
    return out


def bought_cost(L, **kw):
    return sum((b[3] * b[4] for b in L.bought(**kw)), Decimal(0))


def bought_kg(L, **kw):
    return sum((b[3] for b in L.bought(**kw)), Decimal(0))


def by_supplier(L, measure):
    out = {}
    for b in L.bought():
        out[b[1]] = out.get(b[1], Decimal(0)) + (b[3] * b[4] if measure == "money" else b[3])
    return out


def writeoff_cost(L, lo=None, hi=None, by_product=False):
    out = {}
    for _, p, q in L.writeoffs(lo, hi):
        out[p] = out.get(p, Decimal(0)) - q * L.unit_cost[p]
    return out if by_product else sum(out.values(), Decimal(0))


def stocks(L, d=None):
    return {p: L.stock(p, d) for p in L.products()}


def customers(L, **kw):
    return {s.customer for s in L.pick(**kw)}


def avg_sale(L, **kw):
    return L.takings(**kw) / L.count(**kw)


def sale_values(L, **kw):
    return {i: s.value for i, s in enumerate(L.pick(**kw))}


def sale_kilos(L, **kw):
    return {i: sum((kg for _, kg, _ in s.lines), Decimal(0)) for i, s in enumerate(L.pick(**kw))}


def line_counts(L, **kw):
    out = {}
    for _, p, _, _ in L.lines(**kw):
        out[p] = out.get(p, 0) + 1
    return out


def sole(xs):
    xs = set(xs)
    assert len(xs) == 1, xs
    return xs.pop()


# ------------------------------------------------------------------ the questions, by persona
# Each entry: (today, question, answer function of the ledger cut at today).
E = END
AUDITOR = [
    (E, "Please state net sales revenue for 1–29 February 2024, after returns.", lambda L: money(L.takings())),
    (E, "What is the total value of customer refunds recorded in February 2024?",
     lambda L: money(refund_total(L))),
    (E, "How many return transactions were recorded during the month?", lambda L: count(len(L.returns))),
    (E, "Provide the cost of goods sold for February, at unit cost.", lambda L: money(L.cogs())),
    (E, "State the gross profit for the month to date.", lambda L: money(L.profit())),
    (E, "What was the gross margin for February, expressed as a percentage of net revenue?",
     lambda L: pct(L.profit(), L.takings())),
    (E, "What is the total value at cost of purchases from Green Valley Farms this month?",
     lambda L: money(bought_cost(L, supplier="Green Valley Farms"))),
    (E, "Please break down February purchases at cost by supplier.",
     lambda L: table("supplier", by_supplier(L, "money"), "money")),
    (E, "How many kilograms in total were received from Hillside Produce?",
     lambda L: kg(bought_kg(L, supplier="Hillside Produce"))),
    (E, "What was the total cost of stock written off in February?", lambda L: money(writeoff_cost(L))),
    (E, "Itemise the write-off cost by product for the month.",
     lambda L: table("product", writeoff_cost(L, by_product=True), "money")),
    (E, "State the quantity of strawberries written off, in kilograms.",
     lambda L: kg(-sum(q for _, p, q in L.writeoffs() if p == "strawberry"))),
    (E, "For the stock reconciliation: what quantity of cherries is on hand at close of 29 February?",
     lambda L: kg(L.stock("cherry"))),
    (E, "What was the closing stock of pears on 15 February 2024?", lambda L: kg(L.stock("pear", "2024-02-15"))),
    (E, "What is the total quantity on hand across all products at close of business today?",
     lambda L: kg(sum(stocks(L).values()))),
    (E, "What is the closing stock valued at unit cost as at 29 February?",
     lambda L: money(sum(q * L.unit_cost[p] for p, q in stocks(L).items()))),
    (E, "Report net revenue for the period 12 February to 18 February inclusive.",
     lambda L: money(L.takings(lo="2024-02-12", hi="2024-02-18"))),
    (E, "What were net sales between 1 and 14 February, both dates included?",
     lambda L: money(L.takings(lo="2024-02-01", hi="2024-02-14"))),
    (E, "State total revenue recorded before 10 February 2024.", lambda L: money(L.takings(hi="2024-02-09"))),
    (E, "State net revenue from 20 February onwards.", lambda L: money(L.takings(lo="2024-02-20"))),
    (E, "From which supplier were mangoes purchased?", lambda L: name(sole(b[1] for b in L.bought("mango")))),
    (E, "Identify every supplier from whom bananas were purchased in February.",
     lambda L: names(sorted({b[1] for b in L.bought("banana")}), False)),
    (E, "Which supplier accounts for the largest purchase value at cost this month?",
     lambda L: name(winner(by_supplier(L, "money")))),
    (E, "Please provide refunds by customer for February.",
     lambda L: table("customer", refunds_by_customer(L), "money")),
    (E, "What is the total refunded to Tom Lee this month?", lambda L: money(refunds_by_customer(L)["Tom Lee"])),
    (E, "What was the value of refunds dated between 12 and 26 February inclusive?",
     lambda L: money(refund_total(L, "2024-02-12", "2024-02-26"))),
    (E, "For reconciliation, what was the gross value of all February sale records before any returns are "
        "deducted?", lambda L: money(sum(s.value for s in L.all_sales))),
    ("2024-02-16", "What is net revenue for the month to date?", lambda L: money(L.takings())),
    ("2024-02-14", "What is the total of refunds issued to date this month?", lambda L: money(refund_total(L))),
    ("2024-02-20", "Please report net revenue for the weekend of 17–18 February.",
     lambda L: money(L.takings(lo="2024-02-17", hi="2024-02-18"))),
    (E, "State the unit cost paid per kilogram of grapes.", lambda L: money(L.unit_cost["grape"])),
    (E, "How many purchase deliveries were received in February?", lambda L: count(len(L.deliveries))),
    (E, "How many stock adjustments were recorded in the month?", lambda L: count(len(L.adjustments))),
    (E, "State the quantity of apples purchased in February, in kilograms.",
     lambda L: kg(bought_kg(L, product="apple"))),
    (E, "What was the total purchase cost of stock received between 8 and 16 February?",
     lambda L: money(bought_cost(L, lo="2024-02-08", hi="2024-02-16"))),
    (E, "Please provide net revenue by week, weeks commencing Monday.",
     lambda L: table("week", L.group("week"), "money")),
    ("2024-02-22", "What is the value of refunds issued between 1 and 20 February?",
     lambda L: money(refund_total(L, "2024-02-01", "2024-02-20"))),
    (E, "What was the gross profit on strawberries in February?", lambda L: money(L.profit("strawberry"))),
    (E, "What percentage of net revenue did strawberries account for this month?",
     lambda L: pct(L.takings("strawberry"), L.takings())),
    (E, "State the cost of goods sold for the week commencing 19 February.",
     lambda L: money(L.cogs(lo="2024-02-19", hi="2024-02-25"))),
    ("2024-02-24", "What was the closing stock of oranges on 23 February?",
     lambda L: kg(L.stock("orange", "2024-02-23"))),
    (E, "How many kilograms were sold, net of returns, from 1 to 15 February?",
     lambda L: kg(L.kilos(lo="2024-02-01", hi="2024-02-15"))),
    (E, "What is the number of sales standing after returns for February?", lambda L: count(L.count())),
    (E, "Which product carries the largest write-off cost this month?",
     lambda L: name(winner(writeoff_cost(L, by_product=True)))),
    (E, "What was the average realised selling price per kilogram of oranges this month?",
     lambda L: money(L.takings("orange") / L.kilos("orange"))),
    ("2024-02-13", "What is the cost of stock written off to date this month?", lambda L: money(writeoff_cost(L))),
    ("2024-02-09", "State net revenue for the period to date, after returns.", lambda L: money(L.takings())),
    ("2024-02-18", "Which products have been written off so far this month?",
     lambda L: names(sorted({p for _, p, _ in L.writeoffs()}), False)),
]
AUDITOR_REFUSE = [
    (E, "Please provide the VAT collected on February sales."),
    (E, "List the invoice numbers for the Green Valley Farms deliveries."),
    (E, "Reverse the stock adjustment dated 3 February, please."),
    (E, "What was the total spent by Ms Davis this month?"),
    (E, "Provide a projection of net revenue for March 2024."),
    ("2024-02-23", "Which member of staff processed today's return?"),
]

OWNER = [
    (E, "so how'd we do yesterday?", lambda L: money(L.takings(**yesterday(L)))),
    (E, "how's this week looking so far, money-wise?", lambda L: money(L.takings(**this_week(L)))),
    (E, "and last week, roughly what did we take?", lambda L: money(L.takings(**last_week(L)))),
    (E, "how'd the weekend go? what'd we take?", lambda L: money(L.takings(**weekend(L)))),
    ("2024-02-19", "morning! how was the weekend then, takings-wise?", lambda L: money(L.takings(**weekend(L)))),
    ("2024-02-13", "any idea what we took yesterday?", lambda L: money(L.takings(**yesterday(L)))),
    ("2024-02-21", "so who's been our best customer this week?",
     lambda L: name(winner(L.group("customer", **this_week(L))))),
    (E, "what's been selling best this week, fruit-wise? by money I mean",
     lambda L: name(winner(L.group("product", **this_week(L))))),
    (E, "how many kilos did we shift yesterday, roughly?", lambda L: kg(L.kilos(**yesterday(L)))),
    ("2024-02-16", "how many customers have been in today?", lambda L: count(len(customers(L, **today(L))))),
    (E, "did we make any money on the weekend? profit, I mean", lambda L: money(L.profit(**weekend(L)))),
    ("2024-02-26", "how much cherry have we got left?", lambda L: kg(L.stock("cherry"))),
    (E, "are we running low on anything? what's under 20 kilos?",
     lambda L: names(over(stocks(L), 20, below=True), False)),
    ("2024-02-22", "so what's Raj spent with us this week?",
     lambda L: money(L.takings(customer="Raj Patel", **this_week(L)))),
    (E, "roughly how much has Omar spent this month?", lambda L: money(L.takings(customer="Omar Haddad"))),
    ("2024-02-10", "how's the month going so far, takings-wise?", lambda L: money(L.takings())),
    (E, "what's the best day we've had this month?", lambda L: name(winner(L.group("day")))),
    (E, "which day was the quietest this month, money-wise?", lambda L: name(winner(L.group("day"), low=True))),
    ("2024-02-14", "how'd yesterday go?", lambda L: money(L.takings(**yesterday(L)))),
    (E, "so what's the profit looking like this week?", lambda L: money(L.profit(**this_week(L)))),
    ("2024-02-20", "how did last week go overall? takings", lambda L: money(L.takings(**last_week(L)))),
    (E, "strawberries doing alright? how many kilos gone this week?",
     lambda L: kg(L.kilos("strawberry", **this_week(L)))),
    (E, "what are we charging for pears now?", lambda L: money(L.price_on("pear"))),
    ("2024-02-22", "what's a kilo of pears going for at the moment?", lambda L: money(L.price_on("pear"))),
    (E, "which fruit made us the most profit this month, d'you reckon?",
     lambda L: name(winner(L.group("product", "profit")))),
    ("2024-02-12", "how many sales did we do over the weekend?", lambda L: count(L.count(**weekend(L)))),
    ("2024-02-21", "who came in yesterday?", lambda L: names(sorted(customers(L, **yesterday(L))), False)),
    ("2024-02-23", "any idea how many bananas are left?", lambda L: kg(L.stock("banana"))),
    (E, "what's the average sale been this week, roughly?", lambda L: money(avg_sale(L, **this_week(L)))),
    (E, "what did we take the weekend before last?", lambda L: money(L.takings(**weekend(L, back=1)))),
    ("2024-02-28", "so how many kilos of mango went out last week?", lambda L: kg(L.kilos("mango", **last_week(L)))),
    (E, "how many different people bought from us this week?", lambda L: count(len(customers(L, **this_week(L))))),
    ("2024-02-15", "how's this week shaping up then, money-wise?", lambda L: money(L.takings(**this_week(L)))),
    (E, "Eva's been in a fair bit hasn't she, what's she spent all told?",
     lambda L: money(L.takings(customer="Eva Berg"))),
    (E, "roughly how much did Zoe spend last week?", lambda L: money(L.takings(customer="Zoe Davis", **last_week(L)))),
    ("2024-02-26", "what'd we take yesterday then, Sunday?", lambda L: money(L.takings(**yesterday(L)))),
    ("2024-02-24", "what sold the most kilos yesterday?",
     lambda L: name(winner(L.group("product", "kilos", **yesterday(L))))),
    ("2024-02-09", "how much have we taken this week, give or take?", lambda L: money(L.takings(**this_week(L)))),
    (E, "who's our top spender this month, anyway?", lambda L: name(winner(L.group("customer")))),
    ("2024-02-27", "what's the damage on write-offs this month so far, in dollars?",
     lambda L: money(writeoff_cost(L))),
    (E, "how'd Tuesday go? what'd we take?", lambda L: money(L.takings(**last_named_day(L, "Tuesday")))),
    (E, "how much have we taken today so far?", lambda L: money(L.takings(**today(L)))),
    ("2024-02-07", "any idea what the weekend brought in?", lambda L: money(L.takings(**weekend(L)))),
    ("2024-02-20", "so how many kilos of strawberries have we got left?", lambda L: kg(L.stock("strawberry"))),
    ("2024-02-22", "what's Ken spent this month, roughly?", lambda L: money(L.takings(customer="Ken Smith"))),
]
OWNER_REFUSE = [
    (E, "what'll we take next weekend, d'you reckon?"),
    (E, "how's Smith doing, spent much lately?"),
    (E, "can you knock the cherry price down to three bucks?"),
    ("2024-02-26", "was it raining Saturday? felt dead quiet"),
    (E, "how many people came in and didn't buy anything this week?"),
    ("2024-02-19", "any idea if we'll sell out of strawberries by the weekend?"),
]

PLANNER = [
    (E, "Kilos sold per weekday this month, all fruit together.",
     lambda L: table("weekday", L.group("weekday", "kilos"), "kg")),
    (E, "Strawberry kilos sold per week, please.",
     lambda L: table("week", L.group("week", "kilos", "strawberry"), "kg")),
    (E, "How many kilos of bananas did we sell each week?",
     lambda L: table("week", L.group("week", "kilos", "banana"), "kg")),
    (E, "What's left in stock of each fruit?", lambda L: table("product", stocks(L), "kg")),
    (E, "How much apple is left?", lambda L: kg(L.stock("apple"))),
    (E, "Which fruits have more than 28 kg on hand right now?", lambda L: names(over(stocks(L), 28), False)),
    (E, "Across the three full weeks from 5 to 25 February, what was the average weekly kilos of strawberries "
        "sold?", lambda L: kg(L.kilos("strawberry", lo="2024-02-05", hi="2024-02-25") / 3)),
    (E, "Which weekday sells the most strawberries by weight?",
     lambda L: name(winner(L.group("weekday", "kilos", "strawberry")))),
    (E, "What does ABC charge us per kilo of apples?",
     lambda L: money(sole(b[4] for b in L.bought("apple", "ABC")))),
    (E, "List unit costs per kilo for everything we stock.", lambda L: table("product", L.unit_cost, "money")),
    (E, "Which products does Green Valley Farms supply us?",
     lambda L: names(sorted({b[2] for b in L.bought(supplier="Green Valley Farms")}), False)),
    (E, "How many kilos of mango did we sell in the last 14 days?", lambda L: kg(L.kilos("mango", **last_days(L, 14)))),
    (E, "Kilos of pears sold over the last 7 days?", lambda L: kg(L.kilos("pear", **last_days(L, 7)))),
    ("2024-02-19", "What's our strawberry stock right now?", lambda L: kg(L.stock("strawberry"))),
    (E, "How many kilos of grapes go out at weekends? Total for the month.",
     lambda L: kg(L.kilos("grape", weekdays=WEEKEND))),
    (E, "Which fruit sold the fewest kilos this month?", lambda L: name(winner(L.group("product", "kilos"), low=True))),
    (E, "Top 3 fruits by kilos sold this month?", lambda L: names(ranked(L.group("product", "kilos"), 3), True)),
    (E, "On Mondays, how many kilos of each product did we sell?",
     lambda L: table("product", L.group("product", "kilos", weekdays={"Monday"}), "kg")),
    ("2024-02-16", "How much strawberry do we have at close today?", lambda L: kg(L.stock("strawberry"))),
    (E, "What did we spend with Hillside Produce this month?",
     lambda L: money(bought_cost(L, supplier="Hillside Produce"))),
    (E, "Which weekday brings the most sales, counting transactions?", lambda L: name(winner(L.count_by("weekday")))),
    (E, "How many kilos of oranges do we sell on an average Saturday?",
     lambda L: kg(L.kilos("orange", weekdays={"Saturday"})
                  / sum(1 for n in range(1, 30) if "2024-02-%02d" % n <= L.today
                        and weekday("2024-02-%02d" % n) == "Saturday"))),
    (E, "Weekly kilos sold, everything together?", lambda L: table("week", L.group("week", "kilos"), "kg")),
    (E, "What was the grape stock at close on the 20th?", lambda L: kg(L.stock("grape", "2024-02-20"))),
    (E, "How many kilos of bananas did we buy in this month?", lambda L: kg(bought_kg(L, product="banana"))),
    (E, "Last week, did we sell more kilos of pears or mangoes?",
     lambda L: name(winner({p: L.kilos(p, **last_week(L)) for p in ("pear", "mango")}))),
    (E, "Cherry kilos sold since the 15th?", lambda L: kg(L.kilos("cherry", lo="2024-02-15"))),
    ("2024-02-21", "How much cherry is left?", lambda L: kg(L.stock("cherry"))),
    (E, "Kilos sold each day last week?", lambda L: table("day", L.group("day", "kilos", **last_week(L)), "kg")),
    (E, "What's our margin per kilo on cherries at today's price?",
     lambda L: money(L.price_on("cherry") - L.unit_cost["cherry"])),
    (E, "Which products sold under 25 kilos this month?",
     lambda L: names(over(L.group("product", "kilos"), 25, below=True), False)),
    (E, "Average kilos per sale this month?", lambda L: kg(L.kilos() / L.count())),
    (E, "How many kilos of apples sold on weekdays only, Monday to Friday?",
     lambda L: kg(L.kilos("apple", weekdays=MON_FRI))),
    ("2024-02-22", "Kilos of each fruit sold so far this week?",
     lambda L: table("product", L.group("product", "kilos", **this_week(L)), "kg")),
    ("2024-02-23", "How many kilos of banana did we sell last week?", lambda L: kg(L.kilos("banana", **last_week(L)))),
    (E, "At our usual cost, what would another 30 kg of strawberries cost us?",
     lambda L: money(30 * L.unit_cost["strawberry"])),
    (E, "How many kilos have we received from each supplier this month?",
     lambda L: table("supplier", by_supplier(L, "kg"), "kg")),
    (E, "Pear kilos by weekday, please.", lambda L: table("weekday", L.group("weekday", "kilos", "pear"), "kg")),
    (E, "Which two fruits sell the most kilos on Fridays?",
     lambda L: names(ranked(L.group("product", "kilos", weekdays={"Friday"}), 2), True)),
    ("2024-02-12", "What's the cherry stock looking like?", lambda L: kg(L.stock("cherry"))),
    ("2024-02-26", "Kilos of oranges sold last week?", lambda L: kg(L.kilos("orange", **last_week(L)))),
    (E, "How much cherry did we sell on Tuesdays this month, in kilos?",
     lambda L: kg(L.kilos("cherry", weekdays={"Tuesday"}))),
    ("2024-02-14", "Which fruit is lowest on stock right now?", lambda L: name(winner(stocks(L), low=True))),
    ("2024-02-21", "How many kilos did we sell in the last 7 days, all fruit?",
     lambda L: kg(L.kilos(**last_days(L, 7)))),
    ("2024-02-08", "How many kilos of bananas did we have left at close yesterday?",
     lambda L: kg(L.stock("banana", yesterday(L)["hi"]))),
    (E, "What's the average kilos per sale on Thursdays?",
     lambda L: kg(L.kilos(weekdays={"Thursday"}) / L.count(weekdays={"Thursday"}))),
]
PLANNER_REFUSE = [
    (E, "How many kilos of strawberries will we sell next week?"),
    (E, "Put in an order for 40 kg of bananas from Hillside, please."),
    (E, "What's the delivery lead time from ABC?"),
    ("2024-02-22", "When will we run out of mango at this rate?"),
    (E, "How much of the pear stock is going soft?"),
    (E, "Change Green Valley's cost for strawberries to 2.40 a kilo."),
]

INTERN = [
    (E, "count distinct customers for feb", lambda L: count(len(customers(L)))),
    (E, "group by customer, sum(revenue)", lambda L: table("customer", L.group("customer"), "money")),
    (E, "top 5 customers by revenue", lambda L: names(ranked(L.group("customer"), 5), True)),
    (E, "avg sale value = sum(total)/count(*)", lambda L: money(avg_sale(L))),
    (E, "sum(kg) where product = 'banana'", lambda L: kg(L.kilos("banana"))),
    (E, "count(*) from sales where customer = 'Omar Haddad'", lambda L: count(L.count(customer="Omar Haddad"))),
    (E, "group by day, sum(takings) where date between '2024-02-19' and '2024-02-25'",
     lambda L: table("day", L.group("day", lo="2024-02-19", hi="2024-02-25"), "money")),
    (E, "count of sale rows with total > 15", lambda L: count(len(over(sale_values(L), 15)))),
    (E, "max(sale total) for the month?", lambda L: money(max(sale_values(L).values()))),
    (E, "which customer has max(count(*)) of sales?", lambda L: name(winner(L.count_by("customer")))),
    (E, "group by weekday, count(*) of sales", lambda L: table("weekday", L.count_by("weekday"), "count")),
    (E, "group by product, sum(kg)", lambda L: table("product", L.group("product", "kilos"), "kg")),
    (E, "bottom 3 products by revenue, ascending", lambda L: names(ranked(L.group("product"), 3, low=True), True)),
    (E, "count(distinct product) sold this month", lambda L: count(len(L.group("product")))),
    (E, "sum(revenue) where weekday in ('Saturday', 'Sunday')", lambda L: money(L.takings(weekdays=WEEKEND))),
    (E, "avg of daily revenue (group by day first, then avg)",
     lambda L: money(sum(L.group("day").values()) / len(L.group("day")))),
    (E, "sum(revenue) where customer like '%Davis%'",
     lambda L: money(sum(v for c, v in L.group("customer").items() if "Davis" in c))),
    (E, "count(*) sales where customer = Raj", lambda L: count(L.count(customer="Raj Patel"))),
    (E, "top 5 days by revenue, desc", lambda L: names(ranked(L.group("day"), 5), True)),
    (E, "group by week, count(distinct customer)",
     lambda L: table("week", {w: len({s.customer for s in L.pick() if monday(s.date) == w})
                              for w in L.count_by("week")}, "count")),
    (E, "sum(profit) group by product", lambda L: table("product", L.group("product", "profit"), "money")),
    (E, "avg kg per line item", lambda L: kg(L.kilos() / len(L.lines()))),
    (E, "count line items where product = 'strawberry'", lambda L: count(len(L.lines("strawberry")))),
    (E, "sum(revenue) where date >= '2024-02-15'", lambda L: money(L.takings(lo="2024-02-15"))),
    (E, "sum(revenue) where date < '2024-02-15'", lambda L: money(L.takings(hi="2024-02-14"))),
    ("2024-02-14", "group by customer, sum(total) as of today",
     lambda L: table("customer", L.group("customer"), "money")),
    ("2024-02-20", "select sum(total) from sales where customer = 'Bob Smith'",
     lambda L: money(L.takings(customer="Bob Smith"))),
    (E, "count(distinct customer) from returns", lambda L: count(len({s.customer for _, s in L.returns}))),
    (E, "top 2 products by number of line items", lambda L: names(ranked(line_counts(L), 2), True)),
    (E, "sum(revenue) group by week where product = 'cherry'",
     lambda L: table("week", L.group("week", product="cherry"), "money")),
    (E, "customers having sum(revenue) > 70", lambda L: names(over(L.group("customer"), 70), False)),
    (E, "count(distinct date) with at least one sale", lambda L: count(len(L.group("day")))),
    (E, "min(sale total) this month", lambda L: money(min(sale_values(L).values()))),
    (E, "sum(kg) where product='orange' and date between '2024-02-10' and '2024-02-20'",
     lambda L: kg(L.kilos("orange", lo="2024-02-10", hi="2024-02-20"))),
    (E, "avg revenue per customer (sum / count distinct customer)",
     lambda L: money(L.takings() / len(customers(L)))),
    ("2024-02-10", "count(distinct customer) to date", lambda L: count(len(customers(L)))),
    ("2024-02-16", "sum(qty) from purchases where product = 'strawberry'",
     lambda L: kg(bought_kg(L, product="strawberry"))),
    (E, "group by supplier, count(*) deliveries",
     lambda L: table("supplier", {s: sum(1 for _, x in L.deliveries if x == s) for _, s in L.deliveries}, "count")),
    (E, "top 5 customers by sum(kg)", lambda L: names(ranked(L.group("customer", "kilos"), 5), True)),
    (E, "revenue per product where weekday = 'Thursday'",
     lambda L: table("product", L.group("product", weekdays={"Thursday"}), "money")),
    (E, "sum(revenue) where product in ('apple', 'pear')", lambda L: money(L.takings("apple") + L.takings("pear"))),
    (E, "count(*) of sales having more than 1 line item", lambda L: count(sum(len(s.lines) > 1 for s in L.pick()))),
    ("2024-02-25", "avg sale value for the last 7 days", lambda L: money(avg_sale(L, **last_days(L, 7)))),
    ("2024-02-21", "count(*) where customer = 'Sue Davis'", lambda L: count(L.count(customer="Sue Davis"))),
    ("2024-02-18", "sum(revenue) group by product, month to date",
     lambda L: table("product", L.group("product"), "money")),
    ("2024-02-12", "sum(kg) group by customer for last week",
     lambda L: table("customer", L.group("customer", "kilos", **last_week(L)), "kg")),
]
INTERN_REFUSE = [
    (E, "DELETE FROM sales WHERE customer = 'Ken Smith'"),
    (E, "group by cashier, count(*)"),
    (E, "run a linear regression and predict march revenue"),
    (E, "UPDATE prices SET price = 1.99 WHERE product = 'apple'"),
    (E, "sum(revenue) for customer Smith"),
    (E, "avg(customer_age) group by product"),
]

PERSONAS = [
    ("franchise_auditor", AUDITOR, AUDITOR_REFUSE),
    ("owner_over_coffee", OWNER, OWNER_REFUSE),
    ("order_planner", PLANNER, PLANNER_REFUSE),
    ("sql_minded_intern", INTERN, INTERN_REFUSE),
]


def build():
    records = [json.loads(line) for line in open(DATA) if line.strip()]
    ledgers = {}
    out = []
    for persona, answered, refused in PERSONAS:
        for t, text, fn in answered:
            L = ledgers.setdefault(t, Ledger(records, t))
            out.append((text, t, persona, fn(L)))
        for t, text in refused:
            out.append((text, t, "refuse", refuse()))
    rows = []
    for n, (text, t, cat, expect) in enumerate(out, 1):
        rows.append({"id": "q70-%03d" % n, "question": text, "today": t, "category": cat, "expect": expect})
    assert len({r["question"].strip().lower() for r in rows}) == len(rows), "duplicate question"
    return rows


def main():
    rows = build()
    with open(OUT, "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    cats = {}
    for r in rows:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    early = sum(r["today"] < END for r in rows)
    print("wrote", len(rows), "questions", cats, "today before %s:" % END, early)


if __name__ == "__main__":
    main()
