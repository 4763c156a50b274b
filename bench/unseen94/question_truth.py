"""Held-out manager questions (set 94) for the ChatLedger offline parser.

Reads resources/demo/fruitshop_month.jsonl, computes every expected answer with
plain Python (Decimal money, no hand-typed answers) and writes questions.jsonl
beside this file.  Stdlib only.  Run from the repository root:

    python bench/unseen94/question_truth.py

Semantics follow /tmp/prompts/questions_contract.md (copied into README.md):
  * only records dated on or before the question's `today` exist for it; a sale
    returned on or before `today` is dropped from takings, kilos, sale counts,
    customer spend and profit for every range; its refund is the sale's full
    value, dated on the return; a return after `today` is ignored;
  * line value = kg x the selling price in force at that point of the file
    (purchase items' selling_price and price_change records, in file order),
    rounded half-up to 2 dp; "price now" = the last price dated <= today;
  * stock at close of D = bought <= D - kilos sold <= D and not returned by D
    + adjustments <= D; "how much is left" = stock at close of `today`;
  * profit = revenue - kg x unit cost (one unit cost per product, asserted);
    COGS = kg sold (standing) x unit cost; margin % = profit / revenue x 100;
  * write-offs = negative stock_adjustments (kilos as a positive number, or
    costed at the unit cost);
  * this week = Monday..today, last week = previous Monday..Sunday, weeks keyed
    on their Monday; weekend = Sat+Sun; since/from..on inclusive, before
    exclusive, between both ends, "last N days" includes today, yesterday =
    today - 1, "the weekend" asked midweek = the Sat+Sun just gone;
  * tables leave out zero rows; money and percentages 2 dp, kilos 3 dp.
Each question belongs to one of four personas (see README.md); the questions are
written in persona blocks so that the id ranges give the persona.
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

CENT = Decimal("0.01")
MILLI = Decimal("0.001")
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
T = "2024-02-29"


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


def span(lo, hi):
    out, d = [], lo
    while d <= hi:
        out.append(d)
        d = shift(d, 1)
    return out


def monday(s):
    return shift(s, -day(s).weekday())


def weekday(s):
    return WEEKDAYS[day(s).weekday()]


def is_weekend(s):
    return day(s).weekday() >= 5


def is_weekday(s):
    return day(s).weekday() < 5


def on_weekday(name):
    i = WEEKDAYS.index(name)
    return lambda s: day(s).weekday() == i


# ============================================================= the records
class Ledger:
    """Every record of the file, parsed once; `view(today)` gives what a day knows."""

    def __init__(self, path=DATA):
        with open(path) as f:
            self.records = [json.loads(line) for line in f if line.strip()]
        self.prices = []      # (log index, date, product, price)
        self.buys = []        # dict(index, date, supplier, product, qty, cost, total)
        self.adjusts = []     # dict(index, date, product, qty, reason)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, price, total)], total, returned_on)
        self.returns = []     # dict(index, date, customer, sale_date, sale, refund)
        now = {}
        for i, r in enumerate(self.records):
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    q, c = dec(it["quantity"]), dec(it["unit_cost"])
                    self.buys.append(dict(index=i, date=r["date"], supplier=r["supplier"]["name"],
                                          product=it["product"], qty=q, cost=c,
                                          total=(q * c).quantize(CENT, ROUND_HALF_UP)))
                    if it.get("selling_price") is not None:
                        now[it["product"]] = dec(it["selling_price"])
                        self.prices.append((i, r["date"], it["product"], dec(it["selling_price"])))
            elif kind == "price_change":
                now[r["product"]] = dec(r["selling_price"])
                self.prices.append((i, r["date"], r["product"], dec(r["selling_price"])))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    q, p = dec(it["quantity"]), now[it["product"]]
                    exact = q * p
                    rounded = exact.quantize(CENT, ROUND_HALF_UP)
                    lines.append((it["product"], q, p, rounded))
                self.sales.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                       lines=lines, total=sum(t for *_, t in lines), returned_on=None))
            elif kind == "return":
                self.returns.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                         sale_date=r["sale_date"]))
            elif kind == "stock_adjustment":
                self.adjusts.append(dict(index=i, date=r["date"], product=r["product"],
                                         qty=dec(r["quantity"]), reason=r["reason"]))
            else:
                raise ValueError(kind)
        for ret in self.returns:
            match = [s for s in self.sales if s["customer"] == ret["customer"] and s["date"] == ret["sale_date"]
                     and s["returned_on"] is None and s["index"] < ret["index"]]
            assert len(match) == 1, ret
            match[0]["returned_on"] = ret["date"]
            ret["sale"] = match[0]
            ret["refund"] = match[0]["total"]
        dates = [r["date"] for r in self.records]
        assert dates == sorted(dates), "file not in date order"
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.unit_cost = {}
        for b in self.buys:
            assert self.unit_cost.setdefault(b["product"], b["cost"]) == b["cost"], ("two unit costs", b)
        firsts = [c.split()[0] for c in self.customers]
        assert len(firsts) == len(set(firsts)), "a first name shared by two customers"

    def view(self, today):
        return View(self, today)


class View:
    """The shop as known at the close of `today`."""

    def __init__(self, L, today):
        self.L, self.today = L, today
        self.sales = [s for s in L.sales if s["date"] <= today]
        self.standing = [s for s in self.sales if s["returned_on"] is None or s["returned_on"] > today]
        self.buys = [b for b in L.buys if b["date"] <= today]
        self.adjusts = [a for a in L.adjusts if a["date"] <= today]
        self.returns = [r for r in L.returns if r["date"] <= today]
        self.prices = [p for p in L.prices if p[1] <= today]
        self.products = L.products
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.unit_cost = L.unit_cost

    # ------------------------------------------------ selections
    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel_sales(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [s for s in self.standing if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(l[0] == product for l in s["lines"]))]

    def sel_lines(self, lo=None, hi=None, customer=None, product=None, days=None):
        for s in self.sel_sales(lo, hi, customer, None, days):
            for line in s["lines"]:
                if product is None or line[0] == product:
                    yield s, line

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [b for b in self.buys if self.ok(b["date"], lo, hi, None)
                and (supplier is None or b["supplier"] == supplier)
                and (product is None or b["product"] == product)]

    # ------------------------------------------------ measures
    def revenue(self, **kw):
        return sum((l[3] for _, l in self.sel_lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((l[1] for _, l in self.sel_lines(**kw)), Decimal(0))

    def n_sales(self, **kw):
        return len(self.sel_sales(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel_sales(**kw)})

    def sold_products(self, **kw):
        return sorted({l[0] for _, l in self.sel_lines(**kw)})

    def cogs(self, **kw):
        return sum((l[1] * self.unit_cost[l[0]] for _, l in self.sel_lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.revenue(**kw) - self.cogs(**kw)

    def margin(self, **kw):
        return self.profit(**kw) / self.revenue(**kw) * 100

    def spend(self, **kw):
        return sum((b["total"] for b in self.sel_buys(**kw)), Decimal(0))

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), Decimal(0))

    def deliveries(self, **kw):
        return len({b["index"] for b in self.sel_buys(**kw)})

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [r for r in self.returns if self.ok(r["date"], lo, hi, None)
                and (customer is None or r["customer"] == customer)]

    def refunds(self, **kw):
        return sum((r["refund"] for r in self.sel_returns(**kw)), Decimal(0))

    def writeoffs(self, product=None, lo=None, hi=None):
        return [a for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                and (product is None or a["product"] == product)]

    def written_off(self, **kw):
        return -sum((a["qty"] for a in self.writeoffs(**kw)), Decimal(0))

    def written_off_cost(self, **kw):
        return -sum((a["qty"] * self.unit_cost[a["product"]] for a in self.writeoffs(**kw)), Decimal(0))

    def stock(self, product, on=None):
        on = self.today if on is None else on
        assert on <= self.today, ("stock asked for a day after today", on, self.today)
        out = sum((b["qty"] for b in self.buys if b["product"] == product and b["date"] <= on), Decimal(0))
        for s in self.sales:
            if s["date"] <= on and (s["returned_on"] is None or s["returned_on"] > on):
                out -= sum((l[1] for l in s["lines"] if l[0] == product), Decimal(0))
        out += sum((a["qty"] for a in self.adjusts if a["product"] == product and a["date"] <= on), Decimal(0))
        return out

    def price(self, product, on=None):
        on = self.today if on is None else on
        assert on <= self.today
        p = None
        for _, d, prod, pr in self.prices:
            if prod == product and d <= on:
                p = pr
        return p

    def changes(self):
        """Price changes known today: events whose price differs from the one in force before."""
        out, cur = [], {}
        for _, d, prod, pr in self.prices:
            if prod in cur and cur[prod] != pr:
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out

    # ------------------------------------------------ periods relative to today
    def yesterday(self):
        d = shift(self.today, -1)
        return dict(lo=d, hi=d)

    def on(self, d):
        assert d <= self.today
        return dict(lo=d, hi=d)

    def this_week(self):
        return dict(lo=monday(self.today), hi=self.today)

    def last_week(self):
        m = monday(self.today)
        return dict(lo=shift(m, -7), hi=shift(m, -1))

    def last_days(self, n):
        return dict(lo=shift(self.today, -(n - 1)), hi=self.today)

    def month(self):
        return dict(lo=self.today[:8] + "01", hi=self.today)

    def weekend_gone(self):
        """The Saturday and Sunday just gone (asked Monday..Friday)."""
        assert is_weekday(self.today)
        m = monday(self.today)
        return dict(lo=shift(m, -2), hi=shift(m, -1))


def week_of(d):
    m = monday(d)
    return dict(lo=m, hi=shift(m, 6))


# ============================================================= answer builders
def money(x):
    x = dec(x)
    q = x.quantize(CENT, ROUND_HALF_UP)
    assert abs(abs(x - q) - Decimal("0.005")) > Decimal("1e-9"), ("half cent", x)
    return float(q)


def kgs(x):
    x = dec(x)
    q = x.quantize(MILLI, ROUND_HALF_UP)
    assert abs(abs(x - q) - Decimal("0.0005")) > Decimal("1e-12"), ("half gram", x)
    return float(q)


def count(x):
    assert int(x) == x
    return int(x)


CONV = {"money": money, "kg": kgs, "count": count, "pct": money}


def number(x, unit):
    return {"type": "number", "value": CONV[unit](x)}


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered):
    vs = list(vs)
    assert vs and len(vs) == len(set(vs)), vs
    return {"type": "names", "values": vs if ordered else sorted(vs), "ordered": ordered}


def table(key, rows, unit, domain=None):
    rows = {k: v for k, v in rows.items() if v != 0}
    if domain is not None:
        assert set(rows) == set(domain), ("zero or extra rows", set(domain) ^ set(rows))
    assert rows
    return {"type": "table", "key": key, "rows": {k: CONV[unit](v) for k, v in sorted(rows.items())}}


def refuse():
    return {"type": "refuse"}


def best(d, n=1, low=False):
    """Keys of the n highest (or lowest) values of d; no tie at the cut or inside."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def over(d, limit, below=False):
    """Keys whose value is above (or below) limit; no value sits on the limit."""
    assert all(v != limit for v in d.values()), ("value on the threshold", limit)
    return [k for k, v in d.items() if (v < limit if below else v > limit)]


def per(keys, fn):
    return {k: fn(k) for k in keys}


L = Ledger()
assert (min(r["date"] for r in L.records), max(r["date"] for r in L.records)) == ("2024-02-01", T)
assert weekday(T) == "Thursday"
V = {}


def at(today):
    if today not in V:
        V[today] = L.view(today)
    return V[today]


QS = []
PERSONA = None


def Q(text, category, expect, today=T, alts=()):
    assert PERSONA is not None
    assert today == T or "2024-02-05" <= today <= "2024-02-25", today
    for a in alts:
        assert a == expect, (text, expect, a)
    QS.append(dict(question=text, today=today, category=category, expect=expect, persona=PERSONA))


def biggest_sale(view, **kw):
    """The single largest standing sale by value; asserted to have no tie."""
    sales = view.sel_sales(**kw)
    top = best({s["index"]: s["total"] for s in sales})[0]
    return next(s for s in sales if s["index"] == top)


def one(xs):
    xs = list(xs)
    assert len(xs) == 1, xs
    return xs[0]


def month_of(today):
    return dict(lo="2024-02-01", hi=today)


v = at(T)
FEB = month_of(T)
FEB_DAYS = span("2024-02-01", T)
WEEKS = ["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]
cust_rev = per(v.customers, lambda c: v.revenue(customer=c, **FEB))
prod_rev = per(v.products, lambda p: v.revenue(product=p, **FEB))
prod_kg = per(v.products, lambda p: v.kilos(product=p, **FEB))
day_rev = per(FEB_DAYS, lambda d: v.revenue(lo=d, hi=d))
stock_now = per(v.products, lambda p: v.stock(p))
CH = {c[1]: c for c in v.changes()}
assert len(CH) == len(v.changes())          # one price change per product in this data


# ============================================================= persona A: Texan rancher uncle
# Uncle Dale put money into the shop; he drawls, drops his g's, calls bananas "nanners",
# thinks in bucks and "folks", and rambles.
PERSONA = "texan_uncle"
Q("Howdy! How much money did y'all rake in the whole of February, start to finish?", "revenue",
  number(v.revenue(**FEB), "money"))
Q("how many kilos of them nanners did we sell this month", "kilos_sold", number(v.kilos(product="banana", **FEB), "kg"))
Q("Well shoot, what'd we take yesterday?", "revenue", number(v.revenue(**v.yesterday()), "money"))
Q("Whatcha got left in the way of strawberries, darlin'?", "stock_now", number(stock_now["strawberry"], "kg"))
Q("Who's our best customer moneywise? The one spendin' the most bucks with us.", "ranking", name(best(cust_rev)[0]))
Q("Reckon you could tell me what cherries are goin' for these days, per kilo?", "price_now",
  number(v.price("cherry"), "money"))
Q("How much did that Omar fella spend with us all month?", "customer_spend",
  number(v.revenue(customer="Omar Haddad", **FEB), "money"))
Q("what'd we pay them ABC folks for stock, all told?", "purchase_cost", number(v.spend(supplier="ABC"), "money"))
Q("How many different folks bought from us this month? Head count, I mean, not visits.", "count",
  number(len(v.buyers(**FEB)), "count"))
Q("Which fruit's makin' us the most profit after what we paid for it?", "profit",
  name(best(per(v.products, lambda p: v.profit(product=p, **FEB)))[0]))
Q("Give me the takin's for each day last week, one by one", "grouping",
  table("day", per(span(**v.last_week()), lambda d: v.revenue(lo=d, hi=d)), "money", domain=span(**v.last_week())))
Q("Tell me which customers spent over sixty bucks this month", "who", names(over(cust_rev, 60), ordered=False))
Q("what's our profit margin, percentage-wise, for the whole dang month", "profit", number(v.margin(**FEB), "pct"))
Q("Top three fruits by kilos sold, biggest first", "ranking", names(best(prod_kg, 3), ordered=True))
Q("Them Saturdays and Sundays, how much cash did they bring in altogether this month?", "revenue",
  number(v.revenue(days=is_weekend, **FEB), "money"))
Q("how much has Tom Lee spent since the 20th", "customer_spend",
  number(v.revenue(customer="Tom Lee", lo="2024-02-20"), "money"))
Q("What'd we sell in the way of mangoes over the last 7 days, in kilos", "kilos_sold",
  number(v.kilos(product="mango", **v.last_days(7)), "kg"))
Q("Did we sell more apples or more pears this month, by weight? Just tell me which one.", "comparison",
  name(best({p: prod_kg[p] for p in ("apple", "pear")})[0]))
Q("How many times did folks bring stuff back for a refund this month?", "count",
  number(len(v.sel_returns(**FEB)), "count"))
Q("how much fruit we got sittin' in the cooler right now, all of it together, in kilos", "stock_now",
  number(sum(stock_now.values()), "kg"))
Q("list me every fruit and how many kilos we got left of each", "stock_now",
  table("product", stock_now, "kg", domain=v.products))
Q("what was the biggest single sale we rung up this month, in dollars", "ranking",
  number(biggest_sale(v, **FEB)["total"], "money"))
Q("Which day of the week brought in the most money, all of 'em added up for the month?", "ranking",
  name(best(per(WEEKDAYS, lambda w: v.revenue(days=on_weekday(w), **FEB)))[0]))
Q("How much we make profit-wise on them grapes?", "profit", number(v.profit(product="grape"), "money"))
Q("How many kilos of fruit did we buy in from all the suppliers put together this month?", "quantity_bought",
  number(v.bought(**FEB), "kg"))
Q("When'd we last get a load of nanners delivered?", "supplier",
  name(max(b["date"] for b in v.sel_buys(product="banana"))))
Q("How much did we sell between the 10th and the 17th, both days counted?", "revenue",
  number(v.revenue(lo="2024-02-10", hi="2024-02-17"), "money"))
Q("what did each customer spend with us this month? give me the whole list", "grouping",
  table("customer", cust_rev, "money", domain=v.customers))
Q("How much did we take before the 10th?", "revenue", number(v.revenue(hi="2024-02-09"), "money"))
Q("how many kilos of pears did we have to write off?", "adjustments", number(v.written_off(product="pear"), "kg"))
Q("Which day this month did we take the most money? I want the date.", "ranking", name(best(day_rev)[0]))
Q("How many sales did we ring up altogether this month, not countin' the ones folks brought back?", "count",
  number(v.n_sales(**FEB), "count"))
# early days: only what the day knows
w = at("2024-02-10")
Q("How much cash have we took in so far this month?", "revenue", number(w.revenue(**month_of(w.today)), "money"),
  today=w.today)
w = at("2024-02-14")
Q("what'd we take over the weekend?", "revenue", number(w.revenue(**w.weekend_gone()), "money"), today=w.today)
w = at("2024-02-20")
Q("Bob Smith, how much has that ol' boy spent with us this month?", "customer_spend",
  number(w.revenue(customer="Bob Smith", **month_of(w.today)), "money"), today=w.today)
w = at("2024-02-16")
Q("How many kilos of strawberries we got left after today's business?", "stock_now",
  number(w.stock("strawberry"), "kg"), today=w.today)
w = at("2024-02-22")
Q("Who all bought cherries last week?", "who", names(w.buyers(product="cherry", **w.last_week()), ordered=False),
  today=w.today)
w = at("2024-02-07")
Q("what's a kilo of nanners sellin' for today", "price_now", number(w.price("banana"), "money"), today=w.today)
w = at("2024-02-18")
Q("How much we done took this week so far?", "revenue", number(w.revenue(**w.this_week()), "money"), today=w.today)
w = at("2024-02-24")
Q("Which fruit's sold the most kilos so far this month?", "ranking",
  name(best(per(w.products, lambda p: w.kilos(product=p, **month_of(w.today))))[0]), today=w.today)
w = at("2024-02-12")
Q("How much have we had to refund folks so far?", "refunds", number(w.refunds(), "money"), today=w.today)
w = at("2024-02-19")
Q("what's oranges goin' for now, per kilo", "price_now", number(w.price("orange"), "money"), today=w.today)
w = at("2024-02-25")
Q("How many sales did we ring up yesterday?", "count", number(w.n_sales(**w.yesterday()), "count"), today=w.today)
w = at("2024-02-09")
Q("who's spent the most with us so far, partner?", "ranking",
  name(best(per(w.customers, lambda c: w.revenue(customer=c)))[0]), today=w.today)
for text, today in [
    ("Was it the rain that kept folks away last Tuesday?", T),
    ("Change the price of cherries to four bucks a kilo, would ya?", T),
    ("How much did Smith spend with us this month?", T),
    ("What're we gonna take next week, you reckon?", T),
    ("Which one of the hired help sold the most this month?", T),
    ("How much did we pay that feller for the new cooler?", "2024-02-21"),
]:
    Q(text, "refuse", refuse(), today=today)

# ============================================================= persona B: pharmacist auditing a register
# The co-owner is a community pharmacist and audits the fruit like a controlled-drugs register:
# running balances, receipts, issues, discrepancies, dd/mm/yyyy dates, terse entry-style wording.
PERSONA = "pharmacist_register"
Q("Register check, strawberry: running balance (kg) at close of business 20/02/2024.", "stock_on_date",
  number(v.stock("strawberry", "2024-02-20"), "kg"))
Q("Balance in hand, cherry, at today's close.", "stock_now", number(stock_now["cherry"], "kg"))
Q("Receipts into stock, pear: total kg received to date.", "quantity_bought", number(v.bought(product="pear"), "kg"))
Q("Quantity issued, grape, 01/02/2024 to 29/02/2024 inclusive, in kg. Exclude any issue since returned.",
  "kilos_sold", number(v.kilos(product="grape", lo="2024-02-01", hi="2024-02-29"), "kg"))
Q("Discrepancies: total kg removed from stock by negative adjustment this month.", "adjustments",
  number(v.written_off(**FEB), "kg"))
Q("Discrepancy entries for strawberry, total kg written off.", "adjustments",
  number(v.written_off(product="strawberry"), "kg"))
Q("Cost value of all stock written off to date, at unit cost.", "adjustments", number(v.written_off_cost(), "money"))
Q("On which date was the grape discrepancy recorded?", "adjustments",
  name(one([a["date"] for a in v.writeoffs(product="grape")])))
Q("Balance check, orange, at close 17/02/2024 (the day before the price amendment).", "stock_on_date",
  number(v.stock("orange", "2024-02-17"), "kg"))
Q("Closing balances, all lines, at close of 25/02/2024, kg.", "stock_on_date",
  table("product", per(v.products, lambda p: v.stock(p, "2024-02-25")), "kg", domain=v.products))
Q("Issue entries for customer Omar Haddad this month: how many separate sales?", "count",
  number(v.n_sales(customer="Omar Haddad", **FEB), "count"))
Q("Total kg supplied to Raj Patel across the month.", "kilos_sold", number(v.kilos(customer="Raj Patel", **FEB), "kg"))
Q("Which line currently holds the lowest balance?", "stock_now", name(best(stock_now, low=True)[0]))
Q("Lines with a balance under 23 kg at today's close?", "stock_now",
  names(over(stock_now, 23, below=True), ordered=False))
Q("Receipts by supplier, kg, whole month.", "grouping",
  table("supplier", per(v.suppliers, lambda s: v.bought(supplier=s, **FEB)), "kg", domain=v.suppliers))
Q("Unit cost per kg on the invoice for strawberry?", "cost", number(v.unit_cost["strawberry"], "money"))
Q("Value of stock on hand at unit cost, all lines, at today's close.", "stock_now",
  number(sum(stock_now[p] * v.unit_cost[p] for p in v.products), "money"))
Q("Number of receipt entries (deliveries) in the register for February.", "count", number(v.deliveries(**FEB), "count"))
Q("Kg issued per week, all lines, weeks commencing Monday.", "grouping",
  table("week", per(WEEKS, lambda m: v.kilos(**week_of(m))), "kg", domain=WEEKS))
Q("Cherry: kg issued in the week commencing 19/02/2024.", "kilos_sold",
  number(v.kilos(product="cherry", **week_of("2024-02-19")), "kg"))
Q("Returns register: which customers have returned a sale this month?", "who",
  names(sorted({r["customer"] for r in v.sel_returns(**FEB)}), ordered=False))
Q("Refund value recorded against Tom Lee, total.", "refunds", number(v.refunds(customer="Tom Lee"), "money"))
Q("Selling price for pear in force on 20/02/2024?", "price_on_date", number(v.price("pear", "2024-02-20"), "money"))
Q("Price amendment log: how many selling-price changes were entered this month?", "price_change",
  number(len(v.changes()), "count"))
Q("Pear: selling price before the amendment?", "price_change", number(CH["pear"][2], "money"))
Q("Selling prices currently in force, per line.", "price_now",
  table("product", per(v.products, v.price), "money", domain=v.products))
Q("Comparison: more kg issued this month of cherry or of grape?", "comparison",
  name(best({p: prod_kg[p] for p in ("cherry", "grape")})[0]))
Q("Mean kg per issue, strawberry, this month.", "average",
  number(v.kilos(product="strawberry", **FEB) / v.n_sales(product="strawberry", **FEB), "kg"))
Q("Kg received from Green Valley Farms between 10/02/2024 and 25/02/2024 inclusive.", "quantity_bought",
  number(v.bought(supplier="Green Valley Farms", lo="2024-02-10", hi="2024-02-25"), "kg"))
Q("Issues of orange, kg, before 18/02/2024.", "kilos_sold", number(v.kilos(product="orange", hi="2024-02-17"), "kg"))
Q("Balance, apple, at close 11/02/2024, after the second receipt.", "stock_on_date",
  number(v.stock("apple", "2024-02-11"), "kg"))
Q("Lines issued to Zoe Davis this month: which products?", "which",
  names(v.sold_products(customer="Zoe Davis", **FEB), ordered=False))
# early days
w = at("2024-02-06")
Q("Balance check, grape, at close today.", "stock_now", number(w.stock("grape"), "kg"), today=w.today)
w = at("2024-02-13")
Q("Running balance, orange, close of business yesterday (12/02/2024).", "stock_on_date",
  number(w.stock("orange", "2024-02-12"), "kg"), today=w.today)
w = at("2024-02-15")
Q("Total kg written off to date.", "adjustments", number(w.written_off(), "kg"), today=w.today)
w = at("2024-02-21")
Q("Closing balance, banana, today.", "stock_now", number(w.stock("banana"), "kg"), today=w.today)
w = at("2024-02-17")
Q("Kg of strawberry issued so far this month, returned sales excluded.", "kilos_sold",
  number(w.kilos(product="strawberry", **month_of(w.today)), "kg"), today=w.today)
w = at("2024-02-09")
Q("Receipts to date by supplier, kg.", "grouping",
  table("supplier", per(w.suppliers, lambda s: w.bought(supplier=s)), "kg", domain=w.suppliers), today=w.today)
w = at("2024-02-23")
Q("Return entries to date: count.", "count", number(len(w.returns), "count"), today=w.today)
w = at("2024-02-19")
Q("Issue register, 18/02/2024: customers supplied.", "who", names(w.buyers(**w.on("2024-02-18")), ordered=False),
  today=w.today)
w = at("2024-02-25")
Q("Strawberry balance at close 19/02/2024.", "stock_on_date", number(w.stock("strawberry", "2024-02-19"), "kg"),
  today=w.today)
w = at("2024-02-08")
Q("Apple balance at close today.", "stock_now", number(w.stock("apple"), "kg"), today=w.today)
w = at("2024-02-24")
Q("Current selling price, pear.", "price_now", number(w.price("pear"), "money"), today=w.today)
w = at("2024-02-20")
Q("Cost value of written-off stock to date.", "adjustments", number(w.written_off_cost(), "money"), today=w.today)
for text, today in [
    ("Enter a discrepancy of -1.5 kg against apple, dated today.", T),
    ("Batch numbers and expiry dates for the strawberry currently in stock?", T),
    ("Who witnessed the stock count on 16/02/2024?", "2024-02-16"),
    ("Cold-store temperature log for this week, please.", T),
    ("Amend the 18/02/2024 orange price entry to 1.50.", T),
    ("Total kg supplied to Davis this month.", T),
]:
    Q(text, "refuse", refuse(), today=today)

# ============================================================= persona C: Hong Kong accountant
# Does the shop's books from Kwun Tong: accounting shorthand (GP, COGS, MTD, WTD, amt, ttl, cust),
# Hong Kong English particles (ar, la, lor, already, can or not), d/m dates.
PERSONA = "hk_accountant"
Q("Pls advise Feb turnover.", "revenue", number(v.revenue(**FEB), "money"))
Q("GP for Feb how much ar?", "profit", number(v.profit(**FEB), "money"))
Q("GP% for Feb pls, 2 d.p.", "profit", number(v.margin(**FEB), "pct"))
Q("COGS for wk ended 18/2?", "profit", number(v.cogs(lo="2024-02-12", hi="2024-02-18"), "money"))
Q("Ttl purchase amt from Green Valley in Feb", "purchase_cost",
  number(v.spend(supplier="Green Valley Farms", **FEB), "money"))
Q("Purchases by supplier pls, Feb", "grouping",
  table("supplier", per(v.suppliers, lambda s: v.spend(supplier=s, **FEB)), "money", domain=v.suppliers))
Q("Sales breakdown by cust for last wk", "grouping",
  table("customer", per(v.customers, lambda c: v.revenue(customer=c, **v.last_week())), "money"))
Q("Avg ticket size for Feb?", "average", number(v.revenue(**FEB) / v.n_sales(**FEB), "money"))
Q("Refunds issued 15/2 onwards, ttl amt", "refunds", number(v.refunds(lo="2024-02-15"), "money"))
Q("Revenue WTD", "revenue", number(v.revenue(**v.this_week()), "money"))
Q("Rev by product for Feb", "grouping", table("product", prod_rev, "money", domain=v.products))
Q("Which product highest GP margin % ar?", "profit",
  name(best(per(v.products, lambda p: v.margin(product=p, **FEB)))[0]))
Q("Daily avg rev 1/2 - 14/2", "average", number(v.revenue(lo="2024-02-01", hi="2024-02-14") / 14, "money"),
  alts=[number(v.revenue(lo="2024-02-01", hi="2024-02-14")   # per trading day: every day had a standing sale
               / len({s["date"] for s in v.sel_sales(lo="2024-02-01", hi="2024-02-14")}), "money")])
Q("Top 3 cust by spending Feb, highest first", "ranking", names(best(cust_rev, 3), ordered=True))
Q("Lowest spending cust this mth?", "ranking", name(best(cust_rev, low=True)[0]))
Q("Stock value at current selling price, all items", "stock_now",
  number(sum(stock_now[p] * v.price(p) for p in v.products), "money"))
Q("Rev wk of 19/2 vs wk of 12/2, how much more in $?", "comparison",
  number(v.revenue(**week_of("2024-02-19")) - v.revenue(**week_of("2024-02-12")), "money"))
Q("Feb rev weekdays only (Mon-Fri)", "revenue", number(v.revenue(days=is_weekday, **FEB), "money"))
Q("Avg spend per cust in Feb", "average", number(v.revenue(**FEB) / len(v.buyers(**FEB)), "money"),
  alts=[number(v.revenue(**FEB) / len({s["customer"] for s in v.sales}), "money")])   # returned sales' buyers too
Q("Purchase amt from 10/2 onwards", "purchase_cost", number(v.spend(lo="2024-02-10"), "money"))
Q("Feb kg purchased minus kg sold, how many kg?", "comparison", number(v.bought(**FEB) - v.kilos(**FEB), "kg"))
Q("Rev by wk pls (wk start Mon)", "grouping",
  table("week", per(WEEKS, lambda m: v.revenue(**week_of(m))), "money", domain=WEEKS))
Q("GP by cust for Feb", "grouping",
  table("customer", per(v.customers, lambda c: v.profit(customer=c, **FEB)), "money", domain=v.customers))
Q("Strawberry GP last wk", "profit", number(v.profit(product="strawberry", **v.last_week()), "money"))
Q("Which day highest rev in wk of 12/2?", "ranking",
  name(best(per(span(**week_of("2024-02-12")), lambda d: day_rev[d]))[0]))
Q("Markup on cost for cherry, in %?", "profit",
  number((v.price("cherry") - v.unit_cost["cherry"]) / v.unit_cost["cherry"] * 100, "pct"))
Q("Feb rev net of refunds", "revenue", number(v.revenue(**FEB), "money"),
  alts=[number(sum(s["total"] for s in v.sales) - v.refunds(**FEB), "money")])
Q("Banana selling price on 15/2?", "price_on_date", number(v.price("banana", "2024-02-15"), "money"))
Q("Rev by weekday for Feb", "grouping",
  table("weekday", per(WEEKDAYS, lambda d: v.revenue(days=on_weekday(d), **FEB)), "money", domain=WEEKDAYS))
Q("Rev by mth YTD", "grouping", table("month", {"2024-02": v.revenue(lo="2024-01-01")}, "money"))
Q("Which cust spent less than $40 in Feb? Names pls", "who", names(over(cust_rev, 40, below=True), ordered=False))
Q("Profit on 28/2 can check or not?", "profit", number(v.profit(**v.on("2024-02-28")), "money"))
# early days
w = at("2024-02-16")
Q("Rev MTD pls", "revenue", number(w.revenue(**month_of(w.today)), "money"), today=w.today)
w = at("2024-02-21")
Q("Last wk rev?", "revenue", number(w.revenue(**w.last_week()), "money"), today=w.today)
w = at("2024-02-13")
Q("GP MTD how much already?", "profit", number(w.profit(**month_of(w.today)), "money"), today=w.today)
w = at("2024-02-23")
Q("Yesterday rev how much?", "revenue", number(w.revenue(**w.yesterday()), "money"), today=w.today)
w = at("2024-02-19")
Q("Refund ttl MTD", "refunds", number(w.refunds(**month_of(w.today)), "money"), today=w.today)
w = at("2024-02-25")
Q("Top 2 cust by spend MTD, highest first", "ranking",
  names(best(per(w.customers, lambda c: w.revenue(customer=c, **month_of(w.today))), 2), ordered=True),
  today=w.today)
w = at("2024-02-09")
Q("Avg sale value so far this mth", "average",
  number(w.revenue(**month_of(w.today)) / w.n_sales(**month_of(w.today)), "money"), today=w.today)
w = at("2024-02-15")
Q("Purchase amt to date by supplier", "grouping",
  table("supplier", per(w.suppliers, lambda s: w.spend(supplier=s)), "money", domain=w.suppliers), today=w.today)
w = at("2024-02-22")
Q("Tom Lee spending MTD?", "customer_spend", number(w.revenue(customer="Tom Lee", **month_of(w.today)), "money"),
  today=w.today)
w = at("2024-02-12")
Q("Rev last 7 days la", "revenue", number(w.revenue(**w.last_days(7)), "money"), today=w.today)
w = at("2024-02-20")
Q("Banana price now?", "price_now", number(w.price("banana"), "money"), today=w.today)
w = at("2024-02-24")
Q("COGS MTD", "profit", number(w.cogs(**month_of(w.today)), "money"), today=w.today)
for text, today in [
    ("Pls advise the rental expense for Feb", T),
    ("Profits tax provision for Feb how much?", T),
    ("AR aging by cust pls", T),
    ("Pls reverse Bob Smith refund of 23/2", T),
    ("Feb budget vs actual variance?", T),
    ("Mar rev forecast can do or not?", "2024-02-22"),
]:
    Q(text, "refuse", refuse(), today=today)

# ============================================================= persona D: sea captain
# A retired master mariner minds the shop's books as he once kept a ship's log: "mister", "aye",
# "the hold", "chandlers" for suppliers, "inst." for this month, "this day" for today.
PERSONA = "sea_captain"
Q("Mister, what's the tally of apples in the hold?", "stock_now", number(stock_now["apple"], "kg"))
Q("Report this day's takings, if you please.", "revenue", number(v.revenue(**v.on(T)), "money"))
Q("Log me the takings for the 14th inst.", "revenue", number(v.revenue(**v.on("2024-02-14")), "money"))
Q("How many kilos have we sold since the 20th inst., the 20th included?", "kilos_sold",
  number(v.kilos(lo="2024-02-20"), "kg"))
Q("Which of our chandlers shipped us the most weight this month?", "supplier",
  name(best(per(v.suppliers, lambda s: v.bought(supplier=s, **FEB)))[0]))
Q("When did the Hillside Produce boat last put in with a delivery?", "supplier",
  name(max(b["date"] for b in v.sel_buys(supplier="Hillside Produce"))))
Q("What cargo does Hillside Produce carry for us?", "supplier",
  names(sorted({b["product"] for b in v.sel_buys(supplier="Hillside Produce")}), ordered=False))
Q("Which customer has come aboard most often this month, by number of sales?", "ranking",
  name(best(per(v.customers, lambda c: v.n_sales(customer=c, **FEB)))[0]))
Q("What did the past fourteen days bring in, this day included?", "revenue",
  number(v.revenue(**v.last_days(14)), "money"))
Q("Ship's stores by line: what was in the hold at the close of the 22nd?", "stock_on_date",
  table("product", per(v.products, lambda p: v.stock(p, "2024-02-22")), "kg", domain=v.products))
Q("How much cherry did we have aboard at close on the 27th, before the Green Valley cargo came in?", "stock_on_date",
  number(v.stock("cherry", "2024-02-27"), "kg"))
Q("What's the going rate for a kilo of oranges now?", "price_now", number(v.price("orange"), "money"))
Q("What was the orange rate on the 10th inst.?", "price_on_date", number(v.price("orange", "2024-02-10"), "money"))
Q("By how many dollars a kilo did we raise the orange price?", "price_change",
  number(CH["orange"][3] - CH["orange"][2], "money"))
Q("Which line had its price cut this month?", "price_change", name(one(p for p, c in CH.items() if c[3] < c[2])))
Q("Average weight per sale this month, in kilos.", "average", number(v.kilos(**FEB) / v.n_sales(**FEB), "kg"))
Q("Which day this month had the lightest takings?", "ranking", name(best(day_rev, low=True)[0]))
Q("How many kilos of strawberries sold in the last three days, this day included?", "kilos_sold",
  number(v.kilos(product="strawberry", **v.last_days(3)), "kg"))
Q("Takings on Mondays, all of them together.", "revenue", number(v.revenue(days=on_weekday("Monday"), **FEB), "money"))
Q("Week of the 12th against week of the 19th: which week took more? Give me its Monday.", "comparison",
  name(best({m: v.revenue(**week_of(m)) for m in ("2024-02-12", "2024-02-19")})[0]))
Q("Who bought grapes from us this month?", "who", names(v.buyers(product="grape", **FEB), ordered=False))
Q("How many kilos did each customer carry off this month?", "grouping",
  table("customer", per(v.customers, lambda c: v.kilos(customer=c, **FEB)), "kg", domain=v.customers))
Q("Which fruit sold the fewest kilos this month?", "ranking", name(best(prod_kg, low=True)[0]))
Q("Spend with the chandlers since the 15th inst.", "purchase_cost", number(v.spend(lo="2024-02-15"), "money"))
Q("How many sales did we log on the weekend of the 24th and 25th?", "count",
  number(v.n_sales(lo="2024-02-24", hi="2024-02-25"), "count"))
Q("How many kilos of cherry were struck off the books at stock counts?", "adjustments",
  number(v.written_off(product="cherry"), "kg"))
Q("Kilos sold in the week of the 5th, day by day.", "grouping",
  table("day", per(span(**week_of("2024-02-05")), lambda d: v.kilos(lo=d, hi=d)), "kg",
        domain=span(**week_of("2024-02-05"))))
Q("Name our three best days for takings this month, best first.", "ranking", names(best(day_rev, 3), ordered=True))
Q("Kilos of fruit sold before the 8th inst.", "kilos_sold", number(v.kilos(hi="2024-02-07"), "kg"))
Q("What did Luis Garcia spend with us between the 1st and the 20th?", "customer_spend",
  number(v.revenue(customer="Luis Garcia", lo="2024-02-01", hi="2024-02-20"), "money"))
Q("What did we take on the weekend just gone?", "revenue", number(v.revenue(**v.weekend_gone()), "money"))
Q("Total refunds paid out in the week of the 19th?", "refunds", number(v.refunds(**week_of("2024-02-19")), "money"))
# early days
w = at("2024-02-07")
Q("Report total takings this month to date.", "revenue", number(w.revenue(**month_of(w.today)), "money"),
  today=w.today)
w = at("2024-02-14")
Q("What's in the hold in the way of pears tonight?", "stock_now", number(w.stock("pear"), "kg"), today=w.today)
w = at("2024-02-20")
Q("What did the weekend bring in?", "revenue", number(w.revenue(**w.weekend_gone()), "money"), today=w.today)
w = at("2024-02-11")
Q("Who came aboard and bought yesterday?", "who", names(w.buyers(**w.yesterday()), ordered=False), today=w.today)
w = at("2024-02-18")
Q("How many kilos of fruit went ashore this week?", "kilos_sold", number(w.kilos(**w.this_week()), "kg"),
  today=w.today)
w = at("2024-02-10")
Q("What has Ken spent with us so far this month?", "customer_spend",
  number(w.revenue(customer="Ken Smith", **month_of(w.today)), "money"), today=w.today)
w = at("2024-02-05")
Q("Tally of grapes in the hold at the close of this day?", "stock_now", number(w.stock("grape"), "kg"), today=w.today)
w = at("2024-02-22")
Q("Which fruit has sold the most kilos this week?", "ranking",
  name(best(per(w.products, lambda p: w.kilos(product=p, **w.this_week())))[0]), today=w.today)
w = at("2024-02-16")
Q("Largest single sale logged so far this month, in dollars?", "ranking",
  number(biggest_sale(w, **month_of(w.today))["total"], "money"), today=w.today)
w = at("2024-02-25")
Q("Takings for each day this week, Monday through this day.", "grouping",
  table("day", per(span(**w.this_week()), lambda d: w.revenue(lo=d, hi=d)), "money", domain=span(**w.this_week())),
  today=w.today)
w = at("2024-02-13")
Q("Kilos of bananas sold in the last 5 days, this day included.", "kilos_sold",
  number(w.kilos(product="banana", **w.last_days(5)), "kg"), today=w.today)
w = at("2024-02-21")
Q("Which chandler have we spent the most with so far?", "supplier",
  name(best(per(w.suppliers, lambda s: w.spend(supplier=s)))[0]), today=w.today)
for text, today in [
    ("What did we take during the first dog watch yesterday?", T),
    ("Which deckhand was on the till on the 14th?", T),
    ("Strike Tom Lee's return of the 26th from the log.", T),
    ("Will the weather hold for Saturday's trade?", T),
    ("What did the freight and fuel cost us on the Green Valley runs?", T),
    ("What did we take on the 20th inst.?", "2024-02-12"),
]:
    Q(text, "refuse", refuse(), today=today)

# ============================================================= checks and write
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
n = len(QS)
assert 190 <= n <= 210, n
n_ref = sum(q["expect"]["type"] == "refuse" for q in QS)
n_early = sum(q["today"] != T for q in QS)
assert 0.10 <= n_ref / n <= 0.14, n_ref
assert 0.22 <= n_early / n <= 0.28, n_early
PERSONAS = ["texan_uncle", "pharmacist_register", "hk_accountant", "sea_captain"]
blocks = {}
for i, q in enumerate(QS, 1):
    blocks.setdefault(q["persona"], []).append(i)
assert list(blocks) == PERSONAS
for p, ids in blocks.items():
    assert ids == list(range(ids[0], ids[-1] + 1)), p
    assert 0.22 <= len(ids) / n <= 0.28, (p, len(ids))
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        f.write(json.dumps({"id": f"q94-{i:03d}", "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
print("questions", n, "refuse", n_ref, "early", n_early)
for p, ids in blocks.items():
    print(f"  {p:<20} q94-{ids[0]:03d}..q94-{ids[-1]:03d}  {len(ids)}")
