"""Ground truth for bench/unseen72: held-out manager questions about the demo fruit shop.

Replays resources/demo/fruitshop_month.jsonl cut at each question's `today` (stdlib only, Decimal money),
computes every answer with a small function, and writes questions.jsonl next to this file.
It fails (AssertionError) on a tie at a ranking's cut, a tie for first in a single-winner question,
or a value sitting exactly on a threshold.  Run from anywhere:

    python bench/unseen72/question_truth.py
"""
import datetime as dt
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
MONTH_START = dt.date(2024, 2, 1)
CENT = Decimal("0.01")
GRAM = Decimal("0.001")
ZERO = Decimal(0)


def dec(x):
    return Decimal(str(x))


def day(s):
    return dt.date.fromisoformat(s) if isinstance(s, str) else s


# ----------------------------------------------------------------------------------------------- records
def load():
    """Full replay of the file: sales with line values, returns, purchases, adjustments, price log."""
    price = {}
    price_log = []  # (date, product, price) in file order
    sales, returns, buys, adjs = [], [], [], []
    unit_cost = {}
    with open(DATA) as fh:
        recs = [json.loads(line) for line in fh if line.strip()]
    for r in recs:
        kind, date = r["kind"], day(r["date"])
        if kind == "purchase":
            for it in r["items"]:
                p, c = it["product"], dec(it["unit_cost"])
                assert unit_cost.setdefault(p, c) == c, "more than one unit cost for " + p
                buys.append({"date": date, "supplier": r["supplier"]["name"], "product": p,
                             "kg": dec(it["quantity"]), "cost": c})
                if it.get("selling_price") is not None:
                    price[p] = dec(it["selling_price"])
                    price_log.append((date, p, price[p]))
        elif kind == "price_change":
            price[r["product"]] = dec(r["selling_price"])
            price_log.append((date, r["product"], price[r["product"]]))
        elif kind == "sale":
            lines = []
            for it in r["items"]:
                kg = dec(it["quantity"])
                lines.append((it["product"], kg, (kg * price[it["product"]]).quantize(CENT, ROUND_HALF_UP)))
            sales.append({"date": date, "customer": r["customer"]["name"], "lines": lines, "returned_on": None})
        elif kind == "return":
            hits = [s for s in sales if s["date"] == day(r["sale_date"])
                    and s["customer"] == r["customer"]["name"] and s["returned_on"] is None]
            assert len(hits) == 1, r
            hits[0]["returned_on"] = date
            returns.append({"date": date, "sale": hits[0]})
        elif kind == "stock_adjustment":
            adjs.append({"date": date, "product": r["product"], "kg": dec(r["quantity"])})
        else:
            raise AssertionError("unknown kind " + kind)
    return sales, returns, buys, adjs, price_log, unit_cost


SALES, RETURNS, BUYS, ADJS, PRICE_LOG, UNIT_COST = load()
PRODUCTS = sorted(UNIT_COST)
CUSTOMERS = sorted({s["customer"] for s in SALES})
SUPPLIERS = sorted({b["supplier"] for b in BUYS})


class Book:
    """The records as seen on `today`: nothing dated later, returns on or before today drop their sale."""

    def __init__(self, today):
        self.today = day(today)
        t = self.today
        self.sales = [s for s in SALES if s["date"] <= t and not (s["returned_on"] and s["returned_on"] <= t)]
        self.returns = [r for r in RETURNS if r["date"] <= t]
        self.buys = [b for b in BUYS if b["date"] <= t]
        self.adjs = [a for a in ADJS if a["date"] <= t]

    # ---- periods (inclusive date pairs)
    def month(self):
        return MONTH_START, self.today

    def days_ago(self, n):
        return self.today - dt.timedelta(days=n)

    def yesterday(self):
        d = self.days_ago(1)
        return d, d

    def this_week(self):
        return self.today - dt.timedelta(days=self.today.weekday()), self.today

    def last_week(self):
        mon = self.today - dt.timedelta(days=self.today.weekday() + 7)
        return mon, mon + dt.timedelta(days=6)

    def last_n_days(self, n):
        return self.days_ago(n - 1), self.today

    def weekend(self):
        """This weekend when today is Sat/Sun (up to today), else the Sat+Sun just gone."""
        wd = self.today.weekday()
        if wd == 5:
            return self.today, self.today
        if wd == 6:
            return self.days_ago(1), self.today
        sat = self.today - dt.timedelta(days=wd + 2)
        return sat, sat + dt.timedelta(days=1)

    def last_weekend(self):
        """The Sat+Sun before this weekend (asked on a weekend) / before the one just gone (midweek)."""
        sat = self.weekend()[0] - dt.timedelta(days=7)
        return sat, sat + dt.timedelta(days=1)

    # ---- sales side
    def lines(self, lo=None, hi=None, customer=None, product=None, weekdays=None):
        lo, hi = day(lo or MONTH_START), day(hi or self.today)
        for s in self.sales:
            if not lo <= s["date"] <= hi:
                continue
            if customer is not None and s["customer"] != customer:
                continue
            if weekdays is not None and s["date"].weekday() not in weekdays:
                continue
            for p, kg, val in s["lines"]:
                if product is None or p == product:
                    yield s, p, kg, val

    def takings(self, *a, **k):
        return sum((v for _, _, _, v in self.lines(*a, **k)), ZERO)

    def kilos(self, *a, **k):
        return sum((kg for _, _, kg, _ in self.lines(*a, **k)), ZERO)

    def cogs(self, *a, **k):
        return sum((kg * UNIT_COST[p] for _, p, kg, _ in self.lines(*a, **k)), ZERO)

    def profit(self, *a, **k):
        return self.takings(*a, **k) - self.cogs(*a, **k)

    def tickets(self, *a, **k):
        """Distinct sale records touched by the filter."""
        return list({id(s): s for s, _, _, _ in self.lines(*a, **k)}.values())

    def count(self, *a, **k):
        return len(self.tickets(*a, **k))

    def customers(self, *a, **k):
        return {s["customer"] for s in self.tickets(*a, **k)}

    def by(self, what, fn="takings", lo=None, hi=None, **k):
        """Per product / customer / day / week / weekday totals of takings, kilos, profit, cogs or count."""
        out = {}
        for s, p, kg, val in self.lines(lo, hi, **k):
            key = {"product": p, "customer": s["customer"], "day": s["date"].isoformat(),
                   "week": (s["date"] - dt.timedelta(days=s["date"].weekday())).isoformat(),
                   "weekday": s["date"].strftime("%A")}[what]
            if fn == "count":
                out.setdefault(key, set()).add(id(s))
                continue
            v = {"takings": val, "kilos": kg, "cogs": kg * UNIT_COST[p], "profit": val - kg * UNIT_COST[p]}[fn]
            out[key] = out.get(key, ZERO) + v
        if fn == "count":
            return {key: len(v) for key, v in out.items()}
        return out

    def refunds(self, lo=None, hi=None, customer=None):
        lo, hi = day(lo or MONTH_START), day(hi or self.today)
        rs = [r for r in self.returns if lo <= r["date"] <= hi
              and (customer is None or r["sale"]["customer"] == customer)]
        return sum((v for r in rs for _, _, v in r["sale"]["lines"]), ZERO), len(rs)

    # ---- stock side
    def price(self, product, on=None):
        on = day(on or self.today)
        assert on <= self.today
        found = None
        for d, p, pr in PRICE_LOG:
            if p == product and d <= on:
                found = pr
        assert found is not None
        return found

    def stock(self, product, on=None):
        """Stock at close of `on` (default today): a sale counts only if not returned by `on`."""
        on = day(on or self.today)
        assert on <= self.today
        b = Book(on)
        return (sum((x["kg"] for x in b.buys if x["product"] == product), ZERO)
                - b.kilos(product=product)
                + sum((a["kg"] for a in b.adjs if a["product"] == product), ZERO))

    def stock_all(self, on=None):
        return {p: self.stock(p, on) for p in PRODUCTS}

    def bought(self, lo=None, hi=None, product=None, supplier=None, what="kg"):
        lo, hi = day(lo or MONTH_START), day(hi or self.today)
        rows = [b for b in self.buys if lo <= b["date"] <= hi and (product is None or b["product"] == product)
                and (supplier is None or b["supplier"] == supplier)]
        if what == "kg":
            return sum((b["kg"] for b in rows), ZERO)
        if what == "cost":
            return sum((b["kg"] * b["cost"] for b in rows), ZERO)
        if what == "deliveries":
            return len({(b["date"], b["supplier"]) for b in rows})
        raise AssertionError(what)

    def bought_by(self, what, measure="kg", lo=None, hi=None, **k):
        keys = {"product": PRODUCTS, "supplier": SUPPLIERS}[what]
        return {key: self.bought(lo, hi, what=measure, **{what: key}, **k) for key in keys}

    def writeoffs(self, lo=None, hi=None, product=None, what="kg"):
        lo, hi = day(lo or MONTH_START), day(hi or self.today)
        rows = [a for a in self.adjs if a["kg"] < 0 and lo <= a["date"] <= hi
                and (product is None or a["product"] == product)]
        if what == "kg":
            return sum((-a["kg"] for a in rows), ZERO)
        return sum((-a["kg"] * UNIT_COST[a["product"]] for a in rows), ZERO)


# ----------------------------------------------------------------------------------------------- answer shapes
def q2(x):
    x = Decimal(x)
    assert (x * 100) % 1 != Decimal("0.5"), ("exactly on a half cent", x)
    return x.quantize(CENT, ROUND_HALF_UP)


def q3(x):
    x = Decimal(x)
    assert (x * 1000) % 1 != Decimal("0.5"), ("exactly on a half gram", x)
    return x.quantize(GRAM, ROUND_HALF_UP)


def money(x):
    return {"type": "number", "value": float(q2(x))}


def kilos(x):
    return {"type": "number", "value": float(q3(x))}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def pct(part, whole):
    assert whole != 0
    return {"type": "number", "value": float(q2(Decimal(100) * part / whole))}


def name(values, lowest=False):
    """Single winner: strictly the highest (or lowest) value, no tie for first."""
    vals = {k: v for k, v in values.items()}
    order = sorted(vals.items(), key=lambda kv: kv[1], reverse=not lowest)
    assert len(order) == 1 or order[0][1] != order[1][1], ("tie for first", order[:3])
    return {"type": "name", "value": order[0][0]}


def top(values, n, lowest=False, ordered=True):
    """First n by value; the values differ through the first item left out (asserted)."""
    order = sorted(values.items(), key=lambda kv: kv[1], reverse=not lowest)
    assert len(order) > n, ("nothing left out", order)
    head = [v for _, v in order[: n + 1]]
    if ordered:
        assert len(set(head)) == len(head), ("tie in ranking", order[: n + 1])
    else:
        assert head[n - 1] != head[n], ("tie at cut", order[: n + 1])
    return {"type": "names", "values": [k for k, _ in order[:n]], "ordered": ordered}


def over(values, threshold, below=False):
    """Keys strictly above (or below) a threshold; nothing sits on it (asserted)."""
    threshold = Decimal(str(threshold))
    assert all(v != threshold for v in values.values()), ("value on threshold", threshold, values)
    hit = sorted(k for k, v in values.items() if (v < threshold if below else v > threshold))
    assert hit, ("empty answer", values, threshold)
    return {"type": "names", "values": hit, "ordered": False}


def names(items):
    items = sorted(set(items))
    assert items
    return {"type": "names", "values": items, "ordered": False}


def table(key, rows, kind):
    fmt = {"money": lambda v: float(q2(v)), "kg": lambda v: float(q3(v)), "count": int,
           "pct": lambda v: float(q2(v))}[kind]
    out = {k: fmt(v) for k, v in sorted(rows.items()) if v != 0}
    assert out
    return {"type": "table", "key": key, "rows": out}


REFUSE = {"type": "refuse"}


# ----------------------------------------------------------------------------------------------- helpers for answers
WEEKEND = {5, 6}


def monday(d):
    return d - dt.timedelta(days=d.weekday())


def avg(total, n):
    assert n
    return Decimal(total) / n


def with_zeros(values, keys=None):
    """Rankings for 'lowest' questions must see the products that sold nothing too."""
    out = {k: ZERO for k in (keys or PRODUCTS)}
    out.update(values)
    return out


def sell_through(b, p):
    return Decimal(100) * b.kilos(product=p) / b.bought(product=p)


def stock_value(b, on=None):
    return sum((b.stock(p, on) * UNIT_COST[p] for p in PRODUCTS), ZERO)


def weekend_writeoff_cost(b):
    return sum((-a["kg"] * UNIT_COST[a["product"]] for a in b.adjs if a["kg"] < 0 and a["date"].weekday() in WEEKEND),
               ZERO)


# ----------------------------------------------------------------------------------------------- questions
# Each entry: (today, question, answer function of a Book cut at today).  Typed by hand, per persona.
WEEKEND_MANAGER = [
    ("2024-02-24", "What have we taken so far today?", lambda b: money(b.takings(*b.weekend()))),
    ("2024-02-25", "How did this Saturday do against last Saturday? Give me both days' takings.",
     lambda b: table("day", {k: b.takings(k, k) for k in ("2024-02-24", "2024-02-17")}, "money")),
    ("2024-02-18", "Who came in today?", lambda b: names(b.customers(b.today, b.today))),
    ("2024-02-25", "Which fruit are running low - anything under 30 kilos left tonight?",
     lambda b: over(b.stock_all(), 30, below=True)),
    ("2024-02-17", "How many different customers have we had in today?",
     lambda b: count(len(b.customers(b.today, b.today)))),
    ("2024-02-29", "What did the weekend bring in, Saturday and Sunday together?",
     lambda b: money(b.takings(*b.weekend()))),
    ("2024-02-26", "What was our best seller by weight over the weekend?",
     lambda b: name(b.by("product", "kilos", *b.weekend()))),
    ("2024-02-29", "Add up every Saturday and Sunday this month - what did the weekends take?",
     lambda b: money(b.takings(weekdays=WEEKEND))),
    ("2024-02-29", "On average, what does one weekend day take?",
     lambda b: money(avg(b.takings(weekdays=WEEKEND), 8))),
    ("2024-02-29", "Can I see the takings for each Saturday this month?",
     lambda b: table("day", b.by("day", weekdays={5}), "money")),
    ("2024-02-29", "Saturdays or Sundays, which bring in more? Show me the total for each.",
     lambda b: table("weekday", b.by("weekday", weekdays=WEEKEND), "money")),
    ("2024-02-25", "How many kilos of cherries went out the door this weekend?",
     lambda b: kilos(b.kilos(*b.weekend(), product="cherry"))),
    ("2024-02-24", "What are we charging for pears today?", lambda b: money(b.price("pear"))),
    ("2024-02-18", "How many sales did we ring up yesterday?", lambda b: count(b.count(*b.yesterday()))),
    ("2024-02-18", "Ken was in this weekend, wasn't he? How much did he spend?",
     lambda b: money(b.takings(*b.weekend(), customer="Ken Smith"))),
    ("2024-02-24", "What did last weekend take in total?", lambda b: money(b.takings(*b.last_weekend()))),
    ("2024-02-19", "What did we take yesterday?", lambda b: money(b.takings(*b.yesterday()))),
    ("2024-02-25", "Break this weekend down by fruit for me - kilos sold of each.",
     lambda b: table("product", b.by("product", "kilos", *b.weekend()), "kg")),
    ("2024-02-25", "Who was our biggest spender this weekend?",
     lambda b: name(b.by("customer", "takings", *b.weekend()))),
    ("2024-02-29", "How many sales did we make on Saturdays this month?", lambda b: count(b.count(weekdays={5}))),
    ("2024-02-29", "Top three fruits at the weekends by takings, best first?",
     lambda b: top(b.by("product", weekdays=WEEKEND), 3)),
    ("2024-02-29", "What share of this month's takings came in on Saturdays and Sundays?",
     lambda b: pct(b.takings(weekdays=WEEKEND), b.takings())),
    ("2024-02-29", "How much stock did we write off on a weekend this month, at cost?",
     lambda b: money(weekend_writeoff_cost(b))),
    ("2024-02-24", "How much mango is left for tomorrow?", lambda b: kilos(b.stock("mango"))),
    ("2024-02-25", "Kilos sold today compared with last Sunday - both please.",
     lambda b: table("day", {k: b.kilos(k, k) for k in ("2024-02-25", "2024-02-18")}, "kg")),
    ("2024-02-10", "Anyone buy cherries today? How many kilos?", lambda b: kilos(b.kilos(b.today, b.today,
                                                                                      product="cherry"))),
    ("2024-02-11", "How much did we take across this weekend, yesterday and today?",
     lambda b: money(b.takings(*b.weekend()))),
    ("2024-02-11", "Which customers came in this weekend?", lambda b: names(b.customers(*b.weekend()))),
    ("2024-02-17", "How many kilos of bananas have we got left tonight?", lambda b: kilos(b.stock("banana"))),
    ("2024-02-17", "Put today next to last Saturday for takings.",
     lambda b: table("day", {k: b.takings(k, k) for k in ("2024-02-17", "2024-02-10")}, "money")),
    ("2024-02-26", "How many separate sales did we get over the weekend?", lambda b: count(b.count(*b.weekend()))),
    ("2024-02-29", "Which fruit sold the fewest kilos on weekends this month?",
     lambda b: name(with_zeros(b.by("product", "kilos", weekdays=WEEKEND)), lowest=True)),
    ("2024-02-24", "Anything below 25 kg on the shelves right now?", lambda b: over(b.stock_all(), 25, below=True)),
    ("2024-02-26", "What have we refunded since last Saturday?",
     lambda b: money(b.refunds(b.weekend()[0])[0])),  # Monday 26: last Saturday = the 24th
    ("2024-02-25", "How many different customers have come in at weekends this month, up to now?",
     lambda b: count(len(b.customers(weekdays=WEEKEND)))),
    ("2024-02-25", "What profit did we make this weekend?", lambda b: money(b.profit(*b.weekend()))),
    ("2024-02-17", "What's sold the most kilos today?", lambda b: name(b.by("product", "kilos", b.today, b.today))),
    ("2024-02-29", "How many kilos did we shift each weekend day this month?",
     lambda b: table("day", b.by("day", "kilos", weekdays=WEEKEND), "kg")),
    ("2024-02-25", "What's an orange going for now?", lambda b: money(b.price("orange"))),
    ("2024-02-29", "Who's our most regular weekend customer - most visits on Saturdays and Sundays?",
     lambda b: name(b.by("customer", "count", weekdays=WEEKEND))),
    ("2024-02-26", "How much grape was left when we shut up on Sunday?",
     lambda b: kilos(b.stock("grape", b.weekend()[1]))),
    ("2024-02-29", "What's a typical Sunday worth? Average Sunday takings this month.",
     lambda b: money(avg(b.takings(weekdays={6}), 4))),
    ("2024-02-29", "Which fruits sold anything at all over the weekend?",
     lambda b: names(b.by("product", "kilos", *b.weekend()))),
    ("2024-02-18", "Average spend per sale this weekend?",
     lambda b: money(avg(b.takings(*b.weekend()), b.count(*b.weekend())))),
]

BANK_LOAN_OFFICER = [
    ("2024-02-29", "What was the business's turnover for February?", lambda b: money(b.takings())),
    ("2024-02-29", "What is the gross margin for February, as a percentage of sales?",
     lambda b: pct(b.profit(), b.takings())),
    ("2024-02-29", "What was the cost of goods sold for the month?", lambda b: money(b.cogs())),
    ("2024-02-15", "What is the cost of goods sold month-to-date?", lambda b: money(b.cogs())),
    ("2024-02-29", "What is the returns ratio for February - refunds as a percentage of gross sales before returns?",
     lambda b: pct(b.refunds()[0], b.takings() + b.refunds()[0])),
    ("2024-02-29", "What is the average ticket?", lambda b: money(avg(b.takings(), b.count()))),
    ("2024-02-29", "Please provide gross profit by product line for the month.",
     lambda b: table("product", b.by("product", "profit"), "money")),
    ("2024-02-29", "How much was spent on inventory purchases with each supplier?",
     lambda b: table("supplier", b.bought_by("supplier", "cost"), "money")),
    ("2024-02-29", "Could you give me revenue by week for February?", lambda b: table("week", b.by("week"), "money")),
    ("2024-02-29", "What percentage of revenue came from the single largest customer?",
     lambda b: pct(max(b.by("customer").values()), b.takings())),
    ("2024-02-29", "Which product line generated the most gross profit?", lambda b: name(b.by("product", "profit"))),
    ("2024-02-29", "What is the closing inventory valued at cost?", lambda b: money(stock_value(b))),
    ("2024-02-29", "What were total inventory write-offs for the period, at cost?",
     lambda b: money(b.writeoffs(what="cost"))),
    ("2024-02-29", "Express write-offs as a percentage of purchases, both at cost.",
     lambda b: pct(b.writeoffs(what="cost"), b.bought(what="cost"))),
    ("2024-02-29", "How many sales transactions were recorded in February, net of returned ones?",
     lambda b: count(b.count())),
    ("2024-02-29", "How many distinct customers purchased in February?", lambda b: count(len(b.customers()))),
    ("2024-02-29", "What is the average daily revenue for the month?", lambda b: money(avg(b.takings(), 29))),
    ("2024-02-29", "What was the total value of refunds issued this month?", lambda b: money(b.refunds()[0])),
    ("2024-02-29", "Which customers have generated more than $45 of revenue this month?",
     lambda b: over(b.by("customer"), 45)),
    ("2024-02-29", "List your five largest customers by revenue, largest first.", lambda b: top(b.by("customer"), 5)),
    ("2024-02-29", "What is the markup on cost for February, in percent?", lambda b: pct(b.profit(), b.cogs())),
    ("2024-02-29", "Break down revenue by day of the week.", lambda b: table("weekday", b.by("weekday"), "money")),
    ("2024-02-29", "What was gross profit in dollar terms for the month?", lambda b: money(b.profit())),
    ("2024-02-22", "What is revenue month-to-date?", lambda b: money(b.takings())),
    ("2024-02-22", "Gross margin percentage month to date, please?", lambda b: pct(b.profit(), b.takings())),
    ("2024-02-29", "What was revenue over the first fifteen days of the month?",
     lambda b: money(b.takings("2024-02-01", "2024-02-15"))),
    ("2024-02-29", "Revenue from the 16th onward?", lambda b: money(b.takings("2024-02-16"))),
    ("2024-02-29", "On average, how many line items does a transaction carry?",
     lambda b: money(avg(len(list(b.lines())), b.count()))),
    ("2024-02-29", "What share of revenue does strawberry account for?",
     lambda b: pct(b.takings(product="strawberry"), b.takings())),
    ("2024-02-29", "What is the gross margin percentage on mango?",
     lambda b: pct(b.profit(product="mango"), b.takings(product="mango"))),
    ("2024-02-29", "How much revenue was recognised last week?", lambda b: money(b.takings(*b.last_week()))),
    ("2024-02-29", "Week-on-week revenue change, last week against the week before, as a percentage?",
     lambda b: pct(b.takings(*b.last_week()) - b.takings("2024-02-12", "2024-02-18"),
                   b.takings("2024-02-12", "2024-02-18"))),
    ("2024-02-29", "What was the average transaction value in the week commencing the 19th?",
     lambda b: money(avg(b.takings("2024-02-19", "2024-02-25"), b.count("2024-02-19", "2024-02-25")))),
    ("2024-02-29", "What was the total cost of inventory purchased in the month?",
     lambda b: money(b.bought(what="cost"))),
    ("2024-02-29", "What proportion of sales transactions were subsequently returned?",
     lambda b: pct(b.refunds()[1], b.count() + b.refunds()[1])),
    ("2024-02-15", "What is the value of inventory on hand at cost, as at today?", lambda b: money(stock_value(b))),
    ("2024-02-29", "Gross profit per week, please.", lambda b: table("week", b.by("week", "profit"), "money")),
    ("2024-02-29", "Which supplier accounted for the largest share of purchasing spend?",
     lambda b: name(b.bought_by("supplier", "cost"))),
    ("2024-02-29", "What percentage of purchasing spend went to Green Valley Farms?",
     lambda b: pct(b.bought(supplier="Green Valley Farms", what="cost"), b.bought(what="cost"))),
    ("2024-02-29", "What is the average revenue per customer for the month?",
     lambda b: money(avg(b.takings(), len(b.customers())))),
    ("2024-02-29", "Which three product lines brought in the least revenue, lowest first?",
     lambda b: top(with_zeros(b.by("product")), 3, lowest=True)),
    ("2024-02-08", "What is revenue to date this month?", lambda b: money(b.takings())),
    ("2024-02-29", "Please break cost of goods sold down by product.",
     lambda b: table("product", b.by("product", "cogs"), "money")),
    ("2024-02-12", "How much has been refunded to customers month to date?", lambda b: money(b.refunds()[0])),
]

FAMILY_OWNER_TEXTING = [
    ("2024-02-29", "hw much did we take 2day", lambda b: money(b.takings(b.today, b.today))),
    ("2024-02-29", "yday takings?", lambda b: money(b.takings(*b.yesterday()))),
    ("2024-02-29", "how many kg banana left", lambda b: kilos(b.stock("banana"))),
    ("2024-02-29", "hw much omar spend this wk", lambda b: money(b.takings(*b.this_week(), customer="Omar Haddad"))),
    ("2024-02-29", "whos our best custmer this month", lambda b: name(b.by("customer"))),
    ("2024-02-29", "strawbs sold last wk? kg", lambda b: kilos(b.kilos(*b.last_week(), product="strawberry"))),
    ("2024-02-20", "price of oranges now?", lambda b: money(b.price("orange"))),
    ("2024-02-29", "how much has raj spent since the 20th",
     lambda b: money(b.takings("2024-02-20", customer="Raj Patel"))),
    ("2024-02-29", "top 3 fruit this wk by $", lambda b: top(b.by("product", "takings", *b.this_week()), 3)),
    ("2024-02-29", "takings each day this wk pls", lambda b: table("day", b.by("day", "takings", *b.this_week()),
                                                                   "money")),
    ("2024-02-29", "any refunds this wk? hw much", lambda b: money(b.refunds(*b.this_week())[0])),
    ("2024-02-14", "wat did we take today", lambda b: money(b.takings(b.today, b.today))),
    ("2024-02-09", "cherries left?", lambda b: kilos(b.stock("cherry"))),
    ("2024-02-29", "how many sales yday", lambda b: count(b.count(*b.yesterday()))),
    ("2024-02-29", "avg sale this wk", lambda b: money(avg(b.takings(*b.this_week()), b.count(*b.this_week())))),
    ("2024-02-29", "who spent most last wk", lambda b: name(b.by("customer", "takings", *b.last_week()))),
    ("2024-02-29", "hw many kilos did we sell this mnth", lambda b: kilos(b.kilos())),
    ("2024-02-29", "profit this wk?", lambda b: money(b.profit(*b.this_week()))),
    ("2024-02-29", "takings by wk", lambda b: table("week", b.by("week"), "money")),
    ("2024-02-29", "more apples or pears sold this month? by kg",
     lambda b: name({p: b.kilos(product=p) for p in ("apple", "pear")})),
    ("2024-02-16", "how much has ida spent so far this month", lambda b: money(b.takings(customer="Ida Novak"))),
    ("2024-02-29", "how much did tom spend b4 the 15th", lambda b: money(b.takings(hi="2024-02-14",
                                                                                 customer="Tom Lee"))),
    ("2024-02-29", "mango sales since mon $", lambda b: money(b.takings(b.this_week()[0], product="mango"))),
    ("2024-02-23", "takings yday n 2day together", lambda b: money(b.takings(b.days_ago(1), b.today))),
    ("2024-02-29", "which fruit made us the most $$ this month", lambda b: name(b.by("product"))),
    ("2024-02-29", "hw much grapes did we sell btwn the 10th and 20th kg",
     lambda b: kilos(b.kilos("2024-02-10", "2024-02-20", product="grape"))),
    ("2024-02-29", "whats the apple price atm", lambda b: money(b.price("apple"))),
    ("2024-02-29", "who came in 2day?", lambda b: names(b.customers(b.today, b.today))),
    ("2024-02-29", "how many diff custmers this wk", lambda b: count(len(b.customers(*b.this_week())))),
    ("2024-02-29", "how much did we sell on tues", lambda b: money(b.takings("2024-02-27", "2024-02-27"))),
    ("2024-02-29", "takings last 7 days", lambda b: money(b.takings(*b.last_n_days(7)))),
    ("2024-02-29", "ken spent hw much this mth", lambda b: money(b.takings(customer="Ken Smith"))),
    ("2024-02-19", "hw much did bob spend yday", lambda b: money(b.takings(*b.yesterday(), customer="Bob Smith"))),
    ("2024-02-29", "anythin under 22kg left?", lambda b: over(b.stock_all(), 22, below=True)),
    ("2024-02-29", "best selling fruit this wk in kg", lambda b: name(b.by("product", "kilos", *b.this_week()))),
    ("2024-02-29", "hw much stuff did we chuck out this month kg", lambda b: kilos(b.writeoffs())),
    ("2024-02-29", "wats the profit on cherries this mnth", lambda b: money(b.profit(product="cherry"))),
    ("2024-02-29", "how many sales 2 zoe this mnth", lambda b: count(b.count(customer="Zoe Davis"))),
    ("2024-02-29", "avg takings a day last wk", lambda b: money(avg(b.takings(*b.last_week()), 7))),
    ("2024-02-29", "hw much did luis spend this month", lambda b: money(b.takings(customer="Luis Garcia"))),
    ("2024-02-29", "$ per fruit last wk", lambda b: table("product", b.by("product", "takings", *b.last_week()),
                                                          "money")),
    ("2024-02-12", "takings since sat?", lambda b: money(b.takings("2024-02-10"))),
    ("2024-02-29", "kilos sold each day last wk", lambda b: table("day", b.by("day", "kilos", *b.last_week()), "kg")),
    ("2024-02-26", "wat did we take on the wknd", lambda b: money(b.takings(*b.weekend()))),
]

PRODUCE_BUYER = [
    ("2024-02-29", "How many kilos of cherries have we bought in this month?",
     lambda b: kilos(b.bought(product="cherry"))),
    ("2024-02-29", "For each fruit, how many more kilos did we buy than we sold this month?",
     lambda b: table("product", {p: b.bought(product=p) - b.kilos(product=p) for p in PRODUCTS}, "kg")),
    ("2024-02-29", "What are we paying per kilo for mangoes?", lambda b: money(UNIT_COST["mango"])),
    ("2024-02-29", "Which supplier have we spent the most with this month?",
     lambda b: name(b.bought_by("supplier", "cost"))),
    ("2024-02-29", "How many deliveries has Green Valley Farms made this month?",
     lambda b: count(b.bought(supplier="Green Valley Farms", what="deliveries"))),
    ("2024-02-29", "Waste by fruit this month, in kilos?",
     lambda b: table("product", {p: b.writeoffs(product=p) for p in PRODUCTS}, "kg")),
    ("2024-02-29", "What has waste cost us this month at our buying price?", lambda b: money(b.writeoffs(what="cost"))),
    ("2024-02-29", "What percentage of the strawberries we bought have actually sold?",
     lambda b: pct(b.kilos(product="strawberry"), b.bought(product="strawberry"))),
    ("2024-02-29", "Which fruit has the worst sell-through - kilos sold as a share of kilos bought?",
     lambda b: name({p: sell_through(b, p) for p in PRODUCTS}, lowest=True)),
    ("2024-02-29", "Stock on hand in kilos for every fruit?", lambda b: table("product", b.stock_all(), "kg")),
    ("2024-02-29", "What's the cherry stock worth at what we paid for it?",
     lambda b: money(b.stock("cherry") * UNIT_COST["cherry"])),
    ("2024-02-29", "What's our margin per kilo on grapes at today's price?",
     lambda b: money(b.price("grape") - UNIT_COST["grape"])),
    ("2024-02-29", "How many kilos have we taken in from Hillside Produce?",
     lambda b: kilos(b.bought(supplier="Hillside Produce"))),
    ("2024-02-29", "Which fruits does ABC supply us with?",
     lambda b: names(x["product"] for x in b.buys if x["supplier"] == "ABC")),
    ("2024-02-29", "What have we spent with suppliers each week?",
     lambda b: table("week", {monday(x["date"]).isoformat(): b.bought(monday(x["date"]),
                                                                    monday(x["date"]) + dt.timedelta(days=6),
                                                                    what="cost") for x in b.buys}, "money")),
    ("2024-02-29", "Kilos bought from each supplier this month?", lambda b: table("supplier", b.bought_by("supplier"),
                                                                                  "kg")),
    ("2024-02-29", "Which fruit have we got more than 28 kg of on hand?", lambda b: over(b.stock_all(), 28)),
    ("2024-02-16", "How many kilos of strawberries did we have before today's delivery came in?",
     lambda b: kilos(b.stock("strawberry", b.days_ago(1)))),
    ("2024-02-23", "How much banana did we have at close of business yesterday?",
     lambda b: kilos(b.stock("banana", b.days_ago(1)))),
    ("2024-02-29", "Kilos of pear sold since the Hillside delivery on the 9th?",
     lambda b: kilos(b.kilos("2024-02-09", product="pear"))),
    ("2024-02-29", "Total kilos purchased this month across all suppliers?", lambda b: kilos(b.bought())),
    ("2024-02-29", "Averaged over everything we bought this month, what did a kilo cost us?",
     lambda b: money(avg(b.bought(what="cost"), b.bought()))),
    ("2024-02-29", "Which fruit gives us the biggest markup per kilo at current prices?",
     lambda b: name({p: b.price(p) - UNIT_COST[p] for p in PRODUCTS})),
    ("2024-02-29", "How many kilos of bananas came from Green Valley?",
     lambda b: kilos(b.bought(product="banana", supplier="Green Valley Farms"))),
    ("2024-02-29", "What's our spend with ABC so far this month?", lambda b: money(b.bought(supplier="ABC",
                                                                                         what="cost"))),
    ("2024-02-29", "Strawberry waste as a percentage of strawberries bought?",
     lambda b: pct(b.writeoffs(product="strawberry"), b.bought(product="strawberry"))),
    ("2024-02-29", "What came in last week, kilos per fruit?",
     lambda b: table("product", b.bought_by("product", "kg", *b.last_week()), "kg")),
    ("2024-02-29", "Kilos of grapes sold this month?", lambda b: kilos(b.kilos(product="grape"))),
    ("2024-02-29", "Which fruit moved the most kilos last week?",
     lambda b: name(b.by("product", "kilos", *b.last_week()))),
    ("2024-02-29", "Rank the top four fruit by kilos sold this month, most first.",
     lambda b: top(b.by("product", "kilos"), 4)),
    ("2024-02-29", "Kilos sold on each day of the week, all fruit together?",
     lambda b: table("weekday", b.by("weekday", "kilos"), "kg")),
    ("2024-02-29", "What did we pay Green Valley Farms for deliveries from the 15th on?",
     lambda b: money(b.bought("2024-02-15", supplier="Green Valley Farms", what="cost"))),
    ("2024-02-12", "How much apple have we got in stock?", lambda b: kilos(b.stock("apple"))),
    ("2024-02-29", "How many kilos have we written off since the 15th?", lambda b: kilos(b.writeoffs("2024-02-15"))),
    ("2024-02-29", "Which supplier sent us the most kilos?", lambda b: name(b.bought_by("supplier"))),
    ("2024-02-29", "Gross profit per kilo sold, across all fruit this month?",
     lambda b: money(avg(b.profit(), b.kilos()))),
    ("2024-02-16", "How many kilos were delivered today?", lambda b: kilos(b.bought(b.today, b.today))),
    ("2024-02-29", "How many kilos of oranges did we sell before the 18th?",
     lambda b: kilos(b.kilos(hi="2024-02-17", product="orange"))),
    ("2024-02-29", "Which fruits are we buying from more than one supplier?",
     lambda b: names(p for p in PRODUCTS if len({x["supplier"] for x in b.buys if x["product"] == p}) > 1)),
    ("2024-02-29", "How much strawberry did we bin in the week of the 12th?",
     lambda b: kilos(b.writeoffs("2024-02-12", "2024-02-18", product="strawberry"))),
    ("2024-02-23", "What have we spent on purchases so far this week?",
     lambda b: money(b.bought(*b.this_week(), what="cost"))),
    ("2024-02-29", "Which fruits have we sold less than half of what we bought?",
     lambda b: over({p: sell_through(b, p) for p in PRODUCTS}, 50, below=True)),
    ("2024-02-20", "How many kilos of cherry have we sold in the last 10 days?",
     lambda b: kilos(b.kilos(*b.last_n_days(10), product="cherry"))),
    ("2024-02-09", "Pear stock after today's Hillside drop and the stock count?", lambda b: kilos(b.stock("pear"))),
]

# Refusals: forecasts, data the shop does not keep, requests to change things, names that fit two people.
REFUSALS = [
    ("2024-02-29", "What will we take next Saturday?"),
    ("2024-02-29", "how many strawbs shud i order for next wk"),
    ("2024-02-29", "Can you project February's run-rate into a revenue estimate for March?"),
    ("2024-02-29", "Will the cherries sell out before the delivery next week?"),
    ("2024-02-29", "What were the shop's wage costs in February?"),
    ("2024-02-29", "What does the shop pay in rent each month?"),
    ("2024-02-29", "how many ppl walked past the shop on sat"),
    ("2024-02-29", "What is the balance currently owed to suppliers - accounts payable?"),
    ("2024-02-29", "What time of day does the Saturday rush usually start?"),
    ("2024-02-29", "What's the cash position in the bank account at month end?"),
    ("2024-02-29", "Which supplier's cherries taste the best?"),
    ("2024-02-24", "How many staff did we have on the tills this Saturday?"),
    ("2024-02-29", "Is the ABC apple delivery organic?"),
    ("2024-02-29", "Change the price of pears to $1.50 from today."),
    ("2024-02-29", "delete bobs return pls"),
    ("2024-02-29", "Order another 40 kg of bananas from Hillside for Friday."),
    ("2024-02-29", "add a sale 2kg apples for ann"),
    ("2024-02-29", "Write off 3 kg of mango, it's gone soft."),
    ("2024-02-29", "Please email Omar a copy of his receipts."),
    ("2024-02-29", "How much has Smith spent with us this month?"),
    ("2024-02-29", "wat did davis buy last wk"),
    ("2024-02-18", "Did Mr Smith come in this weekend, and what did he spend?"),
    ("2024-02-29", "What is the net profit after tax for February?"),
    ("2024-02-29", "How much will banana sales be next month if we cut the price?"),
]

PERSONAS = [
    ("weekend_manager", WEEKEND_MANAGER),
    ("bank_loan_officer", BANK_LOAN_OFFICER),
    ("family_owner_texting", FAMILY_OWNER_TEXTING),
    ("produce_buyer", PRODUCE_BUYER),
]


def build():
    rows = []
    for category, items in PERSONAS:
        for today, question, fn in items:
            rows.append({"question": question, "today": today, "category": category, "expect": fn(Book(today))})
    for today, question in REFUSALS:
        rows.append({"question": question, "today": today, "category": "refuse", "expect": REFUSE})
    seen = set()
    for r in rows:
        key = r["question"].strip().lower()
        assert key not in seen, ("duplicate question", r["question"])
        seen.add(key)
        assert r["today"] <= "2024-02-29"
    return [{"id": "q72-%03d" % n, **r} for n, r in enumerate(rows, 1)]


def main():
    rows = build()
    with open(OUT, "w") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")
    early = sum(r["today"] < "2024-02-29" for r in rows)
    refuse = sum(r["category"] == "refuse" for r in rows)
    cats = {}
    for r in rows:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    print("wrote", len(rows), "questions;", "refuse", refuse, "(%.1f%%)" % (100 * refuse / len(rows)),
          "; today before 29 Feb", early, "(%.1f%%)" % (100 * early / len(rows)), ";", cats)
    assert 190 <= len(rows) <= 210


if __name__ == "__main__":
    main()
