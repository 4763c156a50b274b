"""Held-out manager questions (set 6) for the ChatLedger offline parser.

Reads resources/demo/fruitshop_month.jsonl, computes every expected answer with
plain Python (Decimal money, no hand-typed answers) and writes questions.jsonl
beside this file.  Stdlib only.  Run from the repository root:

    python bench/unseen6/question_truth.py

Semantics (the same as bench/unseen5/question_truth.py, whose record model and
helpers are reused here):
  * a sale line is priced at the product's selling price in force at that point
    of the file (purchase items' selling_price and price_change records, in log
    order); line total = round(qty * price, 2); sale total = sum of its lines;
  * a returned sale no longer counts at all (revenue, kilos, counts, customers);
    its total is the refund, counted on the return's date;
  * stock = purchased - sold (standing sales) + adjustments;
  * "on date D" / "as of D" / "at close on D" = records dated up to and including D;
    "before D" = up to D-1; "after D" = from D+1; "since D" / "from D (onwards)" = from D;
    "until D" / "up to D" / "by D" = up to and including D; ranges are inclusive;
  * weeks start on Monday; a week is keyed by its Monday's ISO date
    (so Feb 1-4 2024 is the week "2024-01-29"); a month is keyed "YYYY-MM";
  * weekend = Saturday + Sunday, weekdays = Monday..Friday;
  * gross profit = revenue - sum(qty sold * kg-weighted average purchase unit cost)
    (every product has one unit cost in this data, so FIFO/average agree);
    cost of goods sold = the subtracted part; margin % = profit / revenue * 100;
  * stock write-offs = the negative stock_adjustment records, reported as kilos
    lost (a positive number);
  * a day / date answer is an ISO date string, a weekday answer its English name.
Where a question could be read two ways (the last N days with or without today,
"last Tuesday" as the most recent one or the one in last week, a weekday that
"sells most" as a total or as an average per occurrence, stock on a date with a
returned sale counted out until its return, a price "on" the day it changed,
counts with or without returned sales, visits as sales or as distinct days),
both readings are computed and asserted equal; where they differ the question
is worded so that only one reading is left.
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
class Shop:
    def __init__(self, path=DATA):
        with open(path) as f:
            self.records = [json.loads(line) for line in f if line.strip()]
        self.prices = []      # (log index, date, product, price)
        self.buys = []        # dict(index, date, supplier, product, qty, cost, total)
        self.adjusts = []     # dict(index, date, product, qty, reason)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, price, total)], total)
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
                    lines.append((it["product"], q, p, (q * p).quantize(CENT, ROUND_HALF_UP)))
                self.sales.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                       lines=lines, total=sum(t for *_, t in lines)))
            elif kind == "return":
                self.returns.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                         sale_date=r["sale_date"]))
            elif kind == "stock_adjustment":
                self.adjusts.append(dict(index=i, date=r["date"], product=r["product"],
                                         qty=dec(r["quantity"]), reason=r["reason"]))
            else:
                raise ValueError(kind)
        for ret in self.returns:
            match = [s for s in self.sales if s["customer"] == ret["customer"]
                     and s["date"] == ret["sale_date"] and "returned_on" not in s and s["index"] < ret["index"]]
            assert len(match) == 1, ret
            match[0]["returned_on"] = ret["date"]
            ret["sale"] = match[0]
            ret["refund"] = match[0]["total"]
        self.standing = [s for s in self.sales if "returned_on" not in s]
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.first = min(r["date"] for r in self.records)
        self.last = max(r["date"] for r in self.records)

    # ------------------------------------------------ selections
    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel_sales(self, lo=None, hi=None, customer=None, product=None, days=None, returned=False):
        src = self.sales if returned else self.standing
        return [s for s in src if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(l[0] == product for l in s["lines"]))]

    def sel_lines(self, lo=None, hi=None, customer=None, product=None, days=None, returned=False):
        for s in self.sel_sales(lo, hi, customer, None, days, returned):
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

    def avg_cost(self, product):
        bs = self.sel_buys(product=product)
        return sum(b["qty"] * b["cost"] for b in bs) / sum(b["qty"] for b in bs)

    def profit(self, **kw):
        return sum((l[3] - l[1] * self.avg_cost(l[0]) for _, l in self.sel_lines(**kw)), Decimal(0))

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

    def returned_kilos(self, product=None, **kw):
        return sum((l[1] for r in self.sel_returns(**kw) for l in r["sale"]["lines"]
                    if product is None or l[0] == product), Decimal(0))

    def written_off(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                     and (product is None or a["product"] == product)), Decimal(0))

    def adjusted(self, product, hi=None):
        return sum((a["qty"] for a in self.adjusts if a["product"] == product
                    and (hi is None or a["date"] <= hi)), Decimal(0))

    def stock(self, product, on=None):
        return self.bought(product=product, hi=on) - self.kilos(product=product, hi=on) + self.adjusted(product, on)

    def stock_other_reading(self, product, on=None):
        """A returned sale counted as out of stock until its return date."""
        out = self.bought(product=product, hi=on) + self.adjusted(product, on)
        for s, l in self.sel_lines(product=product, hi=on, returned=True):
            if "returned_on" not in s or (on is not None and s["returned_on"] > on):
                out -= l[1]
        return out

    def price(self, product, on=None):
        p = None
        for _, d, prod, pr in self.prices:
            if prod == product and (on is None or d <= on):
                p = pr
        return p

    def price_start_of(self, product, on):
        p = None
        for _, d, prod, pr in self.prices:
            if prod == product and d < on:
                p = pr
        return p

    def changes(self, product=None):
        """Price changes: events whose price differs from the one in force before."""
        out, cur = [], {}
        for _, d, prod, pr in self.prices:
            if prod in cur and cur[prod] != pr and (product is None or prod == product):
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out


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


CONV = {"money": money, "kg": kgs, "count": count}


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


def per(keys, fn):
    return {k: fn(k) for k in keys}


QS = []


def Q(text, category, expect, today="2024-02-29", alts=()):
    for a in alts:
        assert a == expect, (text, expect, a)
    QS.append(dict(question=text, today=today, category=category, expect=expect))


def last_n_days(today, n):
    """(with today, without today) windows of the last n days."""
    return ((shift(today, -(n - 1)), today), (shift(today, -n), shift(today, -1)))



# ============================================================= setup
S = Shop()
T = "2024-02-29"                                   # a Thursday, last day of the data
assert (S.first, S.last) == ("2024-02-01", T), (S.first, S.last)
assert weekday(T) == "Thursday"
FEB = span("2024-02-01", "2024-02-29")
FEBR = dict(lo="2024-02-01", hi="2024-02-29")
WEEKS = ["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]
assert all(S.n_sales(lo=d, hi=d) > 0 for d in FEB)   # per-day averages: calendar = trading days
day_rev = per(FEB, lambda d: S.revenue(lo=d, hi=d))
cust_rev = per(S.customers, lambda c: S.revenue(customer=c))
prod_rev = per(S.products, lambda p: S.revenue(product=p))
prod_kg = per(S.products, lambda p: S.kilos(product=p))
stock_now = per(S.products, lambda p: S.stock(p))
CH = S.changes()
assert len({c[1] for c in CH}) == len(CH)      # one change per product in this data
chg = {c[1]: c for c in CH}


def last_week(today):
    m = monday(today)
    return dict(lo=shift(m, -7), hi=shift(m, -1))


def this_week(today):
    return dict(lo=monday(today), hi=today)


def week_of(d):
    m = monday(d)
    return dict(lo=m, hi=shift(m, 6))


def last_named(today, name):
    """(most recent such weekday before today, that weekday in last week)."""
    i = WEEKDAYS.index(name)
    d = shift(today, -1)
    while day(d).weekday() != i:
        d = shift(d, -1)
    return d, shift(last_week(today)["lo"], i)


def recent(today, n, fn, unit):
    """An answer over "the last n days": asserted equal with and without today."""
    (a_lo, a_hi), (b_lo, b_hi) = last_n_days(today, n)
    a, b = number(fn(a_lo, a_hi), unit), number(fn(b_lo, b_hi), unit)
    return a, [b]


def stock_q(text, product, on, today=T):
    Q(text, "stock_on_date", number(S.stock(product, on), "kg"), today=today,
      alts=[number(S.stock_other_reading(product, on), "kg")])


def price_q(text, product, on, today=T):
    Q(text, "price_on_date", number(S.price(product, on), "money"), today=today,
      alts=[number(S.price_start_of(product, on), "money")])


def counted(n_standing, n_all):
    """A count of sales: asserted equal whether returned sales are included or not."""
    return number(n_standing, "count"), [number(n_all, "count")]


def cogs(**kw):
    return sum((l[1] * S.avg_cost(l[0]) for _, l in S.sel_lines(**kw)), Decimal(0))


# ============================================================= takings / revenue
Q("takings feb", "revenue", number(S.revenue(**FEBR), "money"))
Q("rev yday", "revenue", number(S.revenue(lo="2024-02-28", hi="2024-02-28"), "money"))
Q("How much money did we bring in on the 14th?", "revenue", number(S.revenue(lo="2024-02-14", hi="2024-02-14"), "money"))
Q("sales since 22nd", "revenue", number(S.revenue(lo="2024-02-22"), "money"))
Q("takings b4 the 8th", "revenue", number(S.revenue(hi="2024-02-07"), "money"))
Q("Could you tell me what we took after the 25th?", "revenue", number(S.revenue(lo="2024-02-26"), "money"))
Q("Gross sales up to and including 15 February", "revenue", number(S.revenue(hi="2024-02-15"), "money"))
Q("what did we take between the 8th and the 13th", "revenue", number(S.revenue(lo="2024-02-08", hi="2024-02-13"), "money"))
Q("revenue from the 19th onwards", "revenue", number(S.revenue(lo="2024-02-19"), "money"))
Q("takings first 10 days", "revenue", number(S.revenue(lo="2024-02-01", hi="2024-02-10"), "money"))
Q("How much did we sell last week in dollars?", "revenue", number(S.revenue(**last_week("2024-02-15")), "money"),
  today="2024-02-15")
Q("what have we taken so far this week?", "revenue", number(S.revenue(**this_week(T)), "money"))
Q("Total takings for the past 3 days, today included", "revenue", number(S.revenue(lo=shift(T, -2), hi=T), "money"))
a, b = recent(T, 7, lambda lo, hi: S.revenue(product="cherry", lo=lo, hi=hi), "money")
Q("cherry takings over the last 7 days", "revenue", a, alts=b)
Q("sales over the last five days not counting today", "revenue",
  number(S.revenue(lo=shift("2024-02-22", -5), hi=shift("2024-02-22", -1)), "money"), today="2024-02-22")
Q("How much did the weekends bring in this month?", "revenue", number(S.revenue(days=is_weekend), "money"))
d1, d2 = last_named("2024-02-26", "Tuesday")
assert d1 == d2
Q("What were the takings last Tuesday?", "revenue", number(S.revenue(lo=d1, hi=d1), "money"), today="2024-02-26")
d1, d2 = last_named("2024-02-26", "Friday")
assert d1 == d2
Q("rev last fri", "revenue", number(S.revenue(lo=d1, hi=d1), "money"), today="2024-02-26")
Q("how much do we take on fridays, all of them added up", "revenue", number(S.revenue(days=on_weekday("Friday")), "money"))
Q("How much did we take last month?", "revenue", number(S.revenue(**FEBR), "money"), today="2024-03-04")
Q("sales yesterday $", "revenue", number(S.revenue(lo="2024-02-25", hi="2024-02-25"), "money"), today="2024-02-26")
Q("Net sales after refunds for February", "revenue", number(S.revenue(**FEBR), "money"),
  alts=[number(S.revenue(returned=True, **FEBR) - S.refunds(**FEBR), "money")])

# ============================================================= kilos sold
Q("apple kg sold wk of 12th", "kilos_sold", number(S.kilos(product="apple", **week_of("2024-02-12")), "kg"))
Q("kg sold last wk", "kilos_sold", number(S.kilos(**last_week(T)), "kg"))
Q("mango kg sold", "kilos_sold", number(S.kilos(product="mango"), "kg"))
Q("Units of apple sold in February (kg)", "kilos_sold", number(S.kilos(product="apple", **FEBR), "kg"))
Q("What weight of fruit went out the door altogether this month?", "kilos_sold", number(S.kilos(**FEBR), "kg"))
Q("how many kilos of oranges did we sell before the price went up?", "kilos_sold",
  number(S.kilos(product="orange", hi=shift(chg["orange"][0], -1)), "kg"),
  alts=[number(sum(l[1] for _, l in S.sel_lines(product="orange") if l[2] == chg["orange"][2]), "kg")])
Q("How many kg of strawberries have we sold up until the 16th?", "kilos_sold",
  number(S.kilos(product="strawberry", hi="2024-02-16"), "kg"))
Q("cherrys sold kg between 10 and 20 feb", "kilos_sold", number(S.kilos(product="cherry", lo="2024-02-10", hi="2024-02-20"), "kg"))
Q("How many kilos of fruit has Omar Hadad bought from us?", "kilos_sold", number(S.kilos(customer="Omar Haddad"), "kg"))
Q("fruit sold yesterday, kg", "kilos_sold", number(S.kilos(lo="2024-02-14", hi="2024-02-14"), "kg"), today="2024-02-15")
a, b = recent(T, 10, lambda lo, hi: S.kilos(product="banana", lo=lo, hi=hi), "kg")
Q("banana kg last 10 days", "kilos_sold", a, alts=b)
a, b = recent("2024-02-20", 3, lambda lo, hi: S.kilos(lo=lo, hi=hi), "kg")
Q("How many kilos of fruit did we sell over the last three days?", "kilos_sold", a, alts=b, today="2024-02-20")
Q("What was the total weight sold on weekdays last week?", "kilos_sold",
  number(S.kilos(days=is_weekday, **last_week("2024-02-20")), "kg"), today="2024-02-20")

# ============================================================= counts
a, b = counted(S.n_sales(lo="2024-02-14", hi="2024-02-14"), S.n_sales(lo="2024-02-14", hi="2024-02-14", returned=True))
Q("sales count 14th", "count", a, alts=b)
Q("How many transactions did we ring up in February, leaving out the ones that were returned?", "count",
  number(S.n_sales(**FEBR), "count"))
Q("How many different customers bought from us this month?", "count", number(len(S.buyers(**FEBR)), "count"),
  alts=[number(len(S.buyers(returned=True, **FEBR)), "count")])
Q("how many separate sales did Omar make", "count", number(S.n_sales(customer="Omar Haddad"), "count"),
  alts=[number(S.n_sales(customer="Omar Haddad", returned=True), "count")])
Q("On how many different days did Mei Chen come in to buy?", "count",
  number(len({s["date"] for s in S.sel_sales(customer="Mei Chen")}), "count"))
Q("number of returns this month", "count", number(len(S.sel_returns(**FEBR)), "count"))
Q("How many deliveries did we receive in February?", "count", number(S.deliveries(**FEBR), "count"))
a, b = counted(len([s for s in S.standing if s["total"] > 18]), len([s for s in S.sales if s["total"] > 18]))
Q("Count of sales over $18", "count", a, alts=b)
assert all(s["total"] != 18 for s in S.sales)

# ============================================================= customer spend
Q("ida spend", "customer_spend", number(S.revenue(customer="Ida Novak"), "money"))
Q("I'd like to know what Mei Chen has spent with us so far this month.", "customer_spend",
  number(S.revenue(customer="Mei Chen", **FEBR), "money"))
Q("total spent by Luiz Garcia", "customer_spend", number(S.revenue(customer="Luis Garcia"), "money"))
Q("How much has Omar spent on cherries?", "customer_spend", number(S.revenue(customer="Omar Haddad", product="cherry"), "money"))
Q("Zoe Davies spend since the 10th", "customer_spend", number(S.revenue(customer="Zoe Davis", lo="2024-02-10"), "money"))
Q("How much did Ann Brown spend with us last week?", "customer_spend",
  number(S.revenue(customer="Ann Brown", **last_week(T)), "money"))
Q("tom's spend after returns are taken off", "customer_spend", number(S.revenue(customer="Tom Lee"), "money"),
  alts=[number(S.revenue(customer="Tom Lee", returned=True) - S.refunds(customer="Tom Lee"), "money")])
a, b = recent(T, 14, lambda lo, hi: S.revenue(customer="Raj Patel", lo=lo, hi=hi), "money")
Q("What has Raj spent with us in the last fortnight?", "customer_spend", a, alts=b)

# ============================================================= averages
Q("avg sale $", "average", number(S.revenue() / S.n_sales(), "money"))
Q("What's the average transaction value on weekdays only?", "average",
  number(S.revenue(days=is_weekday) / S.n_sales(days=is_weekday), "money"))
Q("On average, how much did each of our customers spend in February?", "average",
  number(S.revenue(**FEBR) / len(S.buyers(**FEBR)), "money"))
Q("average daily takings 1st to the 14th", "average", number(S.revenue(lo="2024-02-01", hi="2024-02-14") / 14, "money"))
Q("What do we take on an average Saturday?", "average",
  number(S.revenue(days=on_weekday("Saturday")) / len([d for d in FEB if weekday(d) == "Saturday"]), "money"))
Q("avg kg per sale", "average", number(S.kilos() / S.n_sales(), "kg"))
Q("what's the typical size of a banana sale, in kilos? (mean)", "average",
  number(S.kilos(product="banana") / S.n_sales(product="banana"), "kg"))

# ============================================================= refunds / returns
Q("refunds feb", "refunds", number(S.refunds(**FEBR), "money"))
Q("refund total tom", "refunds", number(S.refunds(customer="Tom Lee"), "money"))
Q("How much did we refund to customers during the week of the 12th?", "refunds",
  number(S.refunds(**week_of("2024-02-12")), "money"))
Q("Refunds issued after the 14th", "refunds", number(S.refunds(lo="2024-02-15"), "money"))
Q("who has returned stuff to us?", "refunds", names(sorted({r["customer"] for r in S.returns}), ordered=False))
Q("Which customer got the biggest refund?", "refunds",
  name(best(per(S.customers, lambda c: S.refunds(customer=c)))[0]))
Q("refund amounts by customer", "refunds", table("customer", per(S.customers, lambda c: S.refunds(customer=c)), "money"))

# ============================================================= stock now
Q("banana stock", "stock_now", number(stock_now["banana"], "kg"))
Q("stock all", "stock_now", table("product", stock_now, "kg", domain=S.products))
Q("What have we got the most of on the shelves?", "stock_now", name(best(stock_now)[0]))
Q("which fruit is running lowest", "stock_now", name(best(stock_now, low=True)[0]))
Q("Inventory value at cost as at today", "stock_now",
  number(sum(stock_now[p] * S.avg_cost(p) for p in S.products), "money"))
Q("what's all our stock worth at today's selling prices", "stock_now",
  number(sum(stock_now[p] * S.price(p) for p in S.products), "money"))
Q("how much strawberies do we have", "stock_now", number(stock_now["strawberry"], "kg"))
Q("Which products have less than 20kg left?", "stock_now", names([p for p in S.products if stock_now[p] < 20], ordered=False))
assert all(v != 20 for v in stock_now.values())

# ============================================================= stock on / before a date
stock_q("cherry stock 24th", "cherry", "2024-02-24")
stock_q("How much strawberry did we have in stock before the 16th?", "strawberry", "2024-02-15")
stock_q("What was the outstanding stock of oranges as at 27 Feb?", "orange", "2024-02-27")
stock_q("pear stock end of last week", "pear", last_week(T)["hi"])
stock_q("bananas on hand on the 7th, before the Hillside delivery", "banana", "2024-02-07")
Q("Stock position for every product at close of business on 26 February", "stock_on_date",
  table("product", per(S.products, lambda p: S.stock(p, "2024-02-26")), "kg", domain=S.products),
  alts=[table("product", per(S.products, lambda p: S.stock_other_reading(p, "2024-02-26")), "kg", domain=S.products)])

# ============================================================= prices now / on a date
Q("strawb price now", "price_now", number(S.price("strawberry"), "money"))
Q("current selling price of bananna", "price_now", number(S.price("banana"), "money"))
Q("Current retail price list, all lines", "price_now", table("product", per(S.products, S.price), "money", domain=S.products))
Q("most expensive fruit we sell right now?", "price_now", name(best(per(S.products, S.price))[0]))
Q("Which products currently sell for more than $2 a kilo?", "price_now",
  names([p for p in S.products if S.price(p) > 2], ordered=False))
assert all(S.price(p) != 2 for p in S.products)
price_q("pear price 25th", "pear", "2024-02-25")
price_q("How much were oranges going for on the 10th?", "orange", "2024-02-10")
price_q("What did a kilo of banana cost a customer on 21 February?", "banana", "2024-02-21")
Q("what were we charging for pears at the start of the month", "price_on_date", number(S.price("pear", "2024-02-01"), "money"))
Q("Selling prices for all products as at 20 Feb", "price_on_date",
  table("product", per(S.products, lambda p: S.price(p, "2024-02-20")), "money", domain=S.products),
  alts=[table("product", per(S.products, lambda p: S.price_start_of(p, "2024-02-20")), "money", domain=S.products)])

# ============================================================= price changes
Q("how many times did we change prices in feb", "price_change", number(len(CH), "count"))
Q("What was the pear price before we cut it?", "price_change", number(chg["pear"][2], "money"))
Q("when did orange price change", "price_change", name(chg["orange"][0]))
Q("Which items have gone up in price this month?", "price_change",
  names(sorted(p for p, c in chg.items() if c[3] > c[2]), ordered=False))
Q("orange price increase in percent", "price_change",
  number((chg["orange"][3] - chg["orange"][2]) / chg["orange"][2] * 100, "money"))
Q("which product got cheaper this month", "price_change",
  name([p for p, c in chg.items() if c[3] < c[2]][0]))
assert len([p for p, c in chg.items() if c[3] < c[2]]) == 1

# ============================================================= purchases / suppliers
Q("hillside spend", "purchase_cost", number(S.spend(supplier="Hillside Produce"), "money"))
Q("What did we spend on stock from the 15th onwards?", "purchase_cost", number(S.spend(lo="2024-02-15"), "money"))
Q("Total stock purchases for the month at cost", "purchase_cost", number(S.spend(**FEBR), "money"))
Q("What did ABC charge us per kg for cherries?", "purchase_cost",
  number(S.sel_buys(supplier="ABC", product="cherry")[0]["cost"], "money"))
assert len({b["cost"] for b in S.sel_buys(supplier="ABC", product="cherry")}) == 1
Q("spend w/ suppliers before the 10th", "purchase_cost", number(S.spend(hi="2024-02-09"), "money"))
Q("orange kgs bought", "quantity_bought", number(S.bought(product="orange"), "kg"))
Q("kilos bought abc", "quantity_bought", number(S.bought(supplier="ABC"), "kg"))
Q("How many kilos of strawberries have we bought in altogether?", "quantity_bought", number(S.bought(product="strawberry"), "kg"))
Q("Total weight of fruit purchased in the last week of the month (26th-29th)", "quantity_bought",
  number(S.bought(lo="2024-02-26", hi="2024-02-29"), "kg"))
Q("last delivery green valley", "supplier", name(max(b["date"] for b in S.sel_buys(supplier="Green Valley Farms"))))
Q("When did we last get a delivery of bananas?", "supplier", name(max(b["date"] for b in S.sel_buys(product="banana"))))
Q("Which supplier do we get our pears from?", "supplier", names(sorted({b["supplier"] for b in S.sel_buys(product="pear")}), ordered=False))
Q("Which supplier have we spent the most money with?", "supplier", name(best(per(S.suppliers, lambda s: S.spend(supplier=s)))[0]))
Q("What products does Green Valley supply us?", "supplier",
  names(sorted({b["product"] for b in S.sel_buys(supplier="Green Valley Farms")}), ordered=False))

# ============================================================= profit
Q("gp last wk", "profit", number(S.profit(**last_week(T)), "money"))
Q("Gross margin in dollars on cherries", "profit", number(S.profit(product="cherry"), "money"))
Q("What was our cost of goods sold for February?", "profit", number(cogs(**FEBR), "money"))
Q("gross margin % for the month", "profit", number(S.profit(**FEBR) / S.revenue(**FEBR) * 100, "money"))
Q("How much profit did we make on strawberries, before overheads?", "profit", number(S.profit(product="strawberry"), "money"))
Q("which fruit earns us the most gross profit", "profit", name(best(per(S.products, lambda p: S.profit(product=p)))[0]))
Q("Gross profit by product for the month", "profit",
  table("product", per(S.products, lambda p: S.profit(product=p)), "money", domain=S.products))

# ============================================================= rankings
Q("top 3 custs by $", "ranking", names(best(cust_rev, 3), ordered=True))
Q("worst day feb", "ranking", name(best(day_rev, low=True)[0]))
Q("What was our busiest day last week in terms of takings?", "ranking",
  name(best(per(span(**last_week(T)), lambda d: day_rev[d]))[0]))
Q("best seller $", "ranking", name(best(prod_rev)[0]))
Q("Out of all our customers, who spent the least?", "ranking", name(best(cust_rev, low=True)[0]))
Q("Which day of the week tends to be our quietest for takings?", "ranking",
  name(best(per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w))), low=True)[0]),
  alts=[name(best({w: S.revenue(days=on_weekday(w)) / len([d for d in FEB if weekday(d) == w]) for w in WEEKDAYS},
                  low=True)[0])])
Q("best single day for revenue in february", "ranking", name(best(day_rev)[0]))
Q("List the top five fruits by kilos sold, biggest first", "ranking", names(best(prod_kg, 5), ordered=True))
Q("Bottom 3 customers by spend this month", "ranking", names(best(cust_rev, 3, low=True), ordered=True))
Q("which week had the highest takings", "ranking",
  name(best(per(WEEKS, lambda w: S.revenue(lo=w, hi=shift(w, 6))))[0]))
Q("Who is our most frequent customer (most separate sales)?", "ranking",
  name(best(per(S.customers, lambda c: S.n_sales(customer=c)))[0]))
Q("What was the largest single transaction this month in dollars?", "ranking", number(max(s["total"] for s in S.standing), "money"))
Q("Which customer made the single biggest purchase of the month?", "ranking", name([s["customer"] for s in S.standing
                                                     if s["total"] == max(x["total"] for x in S.standing)][0]))
assert len([s for s in S.standing if s["total"] == max(x["total"] for x in S.standing)]) == 1
Q("top 2 products by $ last week", "ranking",
  names(best(per(S.products, lambda p: S.revenue(product=p, **last_week(T))), 2), ordered=True))

# ============================================================= who / which
Q("cust over 55", "who", names([c for c in S.customers if cust_rev[c] > 55], ordered=False))
assert all(v != 55 for v in cust_rev.values())
Q("Which customers came in on the 20th?", "who", names(S.buyers(lo="2024-02-20", hi="2024-02-20"), ordered=False))
Q("Can you list the customers who bought cherries last week?", "who",
  names(S.buyers(product="cherry", **last_week(T)), ordered=False))
Q("Which customers spent less than $20 in total?", "who", names([c for c in S.customers if cust_rev[c] < 20], ordered=False))
assert all(v != 20 for v in cust_rev.values())
Q("what fruit did Luis buy", "which", names(S.sold_products(customer="Luis Garcia"), ordered=False))
Q("Which days did we take more than $30?", "which", names([d for d in FEB if day_rev[d] > 30], ordered=False))
assert all(v != 30 for v in day_rev.values())
Q("which products sold nothing at all from the 1st to the 4th?", "which",
  names([p for p in S.products if S.kilos(product=p, lo="2024-02-01", hi="2024-02-04") == 0], ordered=False))
Q("When did Ken last buy something?", "which", name(max(s["date"] for s in S.sel_sales(customer="Ken Smith"))))

# ============================================================= write-offs
Q("writeoffs kg", "adjustments", number(S.written_off(), "kg"))
Q("How many kilos of strawberries have been written off as stock-count losses?", "adjustments", number(S.written_off("strawberry"), "kg"))
Q("Total cost of stock written off this month", "adjustments",
  number(sum(-a["qty"] * S.avg_cost(a["product"]) for a in S.adjusts if a["qty"] < 0), "money"))
Q("date of the most recent write-off?", "adjustments",
  name(max(a["date"] for a in S.adjusts if a["qty"] < 0)))

# ============================================================= breakdowns
Q("wkly takings", "grouping",
  table("week", per(WEEKS, lambda w: S.revenue(lo=max(w, "2024-02-01"), hi=shift(w, 6))), "money", domain=WEEKS))
Q("rev by wkday", "grouping", table("weekday", per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w))), "money", domain=WEEKDAYS))
Q("Can you break down our takings by customer for last week?", "grouping",
  table("customer", per(S.customers, lambda c: S.revenue(customer=c, **last_week(T))), "money"))
Q("Accounts: purchases by supplier, February", "grouping",
  table("supplier", per(S.suppliers, lambda s: S.spend(supplier=s, **FEBR)), "money", domain=S.suppliers))
Q("Turnover by month", "grouping", table("month", {"2024-02": S.revenue(**FEBR)}, "money"), today="2024-03-04")
Q("daily sales figures for last week", "grouping",
  table("day", per(span(**last_week(T)), lambda d: day_rev[d]), "money", domain=span(**last_week(T))))
Q("How many kilos did each supplier send us?", "grouping",
  table("supplier", per(S.suppliers, lambda s: S.bought(supplier=s)), "kg", domain=S.suppliers))
Q("banana kg sold per week", "grouping",
  table("week", per(WEEKS, lambda w: S.kilos(product="banana", lo=w, hi=shift(w, 6))), "kg"))

# ============================================================= refusals
for text in [
    "who was on the till on the 14th?",
    "did the rain last saturday hurt sales?",
    "how much will we take next week",
    "Which member of staff generated the highest gross margin?",
    "what was our electricity bill for february",
    "how many customers paid cash vs card",
    "what time of day does Bob usually come in",
    "Are mangoes more popular than they were this time last year?",
    "what should we be charging for cherries",
    "how many kg of bananas will we have left next friday",
    "Net profit after rent and wages for February?",
    "What's the accounts receivable balance for our customers?",
    "how much sales tax did we collect",
    "whos our nicest customer",
    "how r we doing",
]:
    Q(text, "refuse", refuse())

# ============================================================= corrected
# After set 7's round (2026-12-01, by the lead; see the set's README): the question bench asks
# each question of the shop as it stood on the question's `today`. A question asked before the
# 29th knows only the returns made by its day, so a sale returned after `today` still counts in
# its takings and kilos. Recomputed here, from the records, for the questions that changes.
def known_on(what, lo, hi, today):
    total = Decimal(0)
    for s in S.sales:
        if lo <= s["date"] <= hi and s["date"] <= today and ("returned_on" not in s or s["returned_on"] > today):
            total += s["total"] if what == "takings" else sum((line[1] for line in s["lines"]), Decimal(0))
    step = CENT if what == "takings" else Decimal("0.001")
    return float(total.quantize(step, ROUND_HALF_UP))


KNOWN_ON = {
    "How much did we sell last week in dollars?": ("takings", "2024-02-05", "2024-02-11"),
    "sales over the last five days not counting today": ("takings", "2024-02-17", "2024-02-21"),
    "How many kilos of fruit did we sell over the last three days?": ("kilos", "2024-02-18", "2024-02-20"),
}
for q in QS:
    if q["today"] != "2024-02-29" and q["question"] in KNOWN_ON:
        q["expect"]["value"] = known_on(*KNOWN_ON[q["question"]], q["today"])

# ============================================================= write
texts = [q["question"].lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        f.write(json.dumps({"id": "q6-%03d" % i, "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
print("questions", len(QS), "refuse", sum(q["category"] == "refuse" for q in QS))
