"""Held-out manager questions (set 90) for the offline question reader.

Reads resources/demo/fruitshop_month.jsonl, computes every expected answer with
plain Python (Decimal money, no hand-typed answers) and writes questions.jsonl
beside this file.  Stdlib only.  Run from the repository root:

    python bench/unseen90/question_truth.py

Semantics (from /tmp/prompts/questions_contract.md, applied as written):
  * only records dated on or before the question's `today` count; a sale returned
    on or before `today` is dropped from takings, kilos, sale counts, customer
    spend and profit for every range; its refund is the sale's full value, dated
    on the return; a return after `today` is ignored;
  * line value = kg x the selling price in force at that point of the file
    (purchase items' selling_price and price_change records, in file order),
    rounded half-up to 2 dp; "price now" = the last price dated <= today;
  * stock at close of D = bought <= D - kilos sold <= D and not returned by D
    + adjustments <= D; "how much X left" asked on `today` = stock at close of today;
  * profit = revenue - kg x unit cost (one unit cost per product, asserted);
    COGS = kg sold (not returned) x unit cost; margin % = profit / revenue x 100;
  * write-offs = negative stock_adjustments, costed at the product's unit cost;
  * this week = Monday..today; last week = the previous Monday..Sunday; weeks are
    keyed on their Monday; weekend = Sat+Sun; "since"/"from" inclusive, "before"
    exclusive, "between" both ends, "last N days" includes today; yesterday =
    today - 1; "the weekend" asked midweek = the Sat+Sun just gone;
  * tables leave out zero rows; money and percentages 2 dp, kilos 3 dp, counts
    integers; day keys ISO dates, weekday keys English names;
  * rankings: values differ through the first item left out (asserted);
    thresholds: no value sits on one (asserted); single winners have no tie.
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
ZERO = Decimal(0)
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


def wd_in(*names):
    idx = {WEEKDAYS.index(n) for n in names}
    return lambda s: day(s).weekday() in idx


WEEKEND = wd_in("Saturday", "Sunday")
WORKDAYS = wd_in("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


# ============================================================= the records
class Records:
    def __init__(self, path=DATA):
        with open(path, encoding="utf-8") as f:
            recs = [json.loads(line) for line in f if line.strip()]
        self.prices = []      # (date, product, price) in file order
        self.buys = []        # dict(index, date, supplier, product, qty, cost, total)
        self.adjusts = []     # dict(date, product, qty)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, price, total)], total, returned_on)
        self.returns = []     # dict(index, date, customer, sale)
        now = {}
        for i, r in enumerate(recs):
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    q, c = dec(it["quantity"]), dec(it["unit_cost"])
                    self.buys.append(dict(index=i, date=r["date"], supplier=r["supplier"]["name"],
                                          product=it["product"], qty=q, cost=c,
                                          total=(q * c).quantize(CENT, ROUND_HALF_UP)))
                    if it.get("selling_price") is not None:
                        now[it["product"]] = dec(it["selling_price"])
                        self.prices.append((r["date"], it["product"], now[it["product"]]))
            elif k == "price_change":
                now[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], now[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q, p = dec(it["quantity"]), now[it["product"]]
                    exact = q * p
                    assert exact * 100 % 1 != Decimal("0.5"), "half cent line"
                    lines.append((it["product"], q, p, exact.quantize(CENT, ROUND_HALF_UP)))
                self.sales.append(dict(index=i, date=r["date"], customer=r["customer"]["name"], lines=lines,
                                       total=sum((t for *_, t in lines), ZERO), returned_on=None))
            elif k == "return":
                hit = [s for s in self.sales if s["customer"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"] and s["returned_on"] is None]
                assert len(hit) == 1, r
                hit[0]["returned_on"] = r["date"]
                self.returns.append(dict(index=i, date=r["date"], customer=r["customer"]["name"], sale=hit[0]))
            elif k == "stock_adjustment":
                self.adjusts.append(dict(date=r["date"], product=r["product"], qty=dec(r["quantity"])))
            else:
                raise ValueError(k)
        self.products = sorted({b["product"] for b in self.buys})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.unit_cost = {}
        for p in self.products:
            costs = {b["cost"] for b in self.buys if b["product"] == p}
            assert len(costs) == 1, (p, costs)       # one unit cost per product
            self.unit_cost[p] = costs.pop()
        firsts = {}
        for s in self.sales:
            firsts.setdefault(s["customer"].split()[0], set()).add(s["customer"])
        assert all(len(v) == 1 for v in firsts.values())   # each first name is one customer


R = Records()


class View:
    """The shop as it stood at close of `today`."""

    def __init__(self, today):
        self.today = today
        self.sales = [s for s in R.sales if s["date"] <= today]
        self.standing = [s for s in self.sales if s["returned_on"] is None or s["returned_on"] > today]
        self.returns = [r for r in R.returns if r["date"] <= today]
        self.buys = [b for b in R.buys if b["date"] <= today]
        self.adjusts = [a for a in R.adjusts if a["date"] <= today]
        self.customers = sorted({s["customer"] for s in self.standing})
        self.products = R.products
        self.suppliers = sorted({b["supplier"] for b in self.buys})

    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [s for s in self.standing if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(l[0] == product for l in s["lines"]))]

    def lines(self, lo=None, hi=None, customer=None, product=None, days=None):
        for s in self.sel(lo, hi, customer, None, days):
            for l in s["lines"]:
                if product is None or l[0] == product:
                    yield s, l

    def revenue(self, **kw):
        return sum((l[3] for _, l in self.lines(**kw)), ZERO)

    def kilos(self, **kw):
        return sum((l[1] for _, l in self.lines(**kw)), ZERO)

    def n_sales(self, **kw):
        return len(self.sel(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel(**kw)})

    def cogs(self, **kw):
        return sum((l[1] * R.unit_cost[l[0]] for _, l in self.lines(**kw)), ZERO)

    def profit(self, **kw):
        return self.revenue(**kw) - self.cogs(**kw)

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [b for b in self.buys if self.ok(b["date"], lo, hi, None)
                and (supplier is None or b["supplier"] == supplier) and (product is None or b["product"] == product)]

    def spend(self, **kw):
        return sum((b["total"] for b in self.sel_buys(**kw)), ZERO)

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), ZERO)

    def deliveries(self, **kw):
        return len({b["index"] for b in self.sel_buys(**kw)})

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [r for r in self.returns if self.ok(r["date"], lo, hi, None)
                and (customer is None or r["customer"] == customer)]

    def refunds(self, **kw):
        return sum((r["sale"]["total"] for r in self.sel_returns(**kw)), ZERO)

    def returned_kg(self, product=None, **kw):
        return sum((l[1] for r in self.sel_returns(**kw) for l in r["sale"]["lines"]
                    if product is None or l[0] == product), ZERO)

    def writeoffs(self, product=None, lo=None, hi=None):
        return [a for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                and (product is None or a["product"] == product)]

    def written_kg(self, **kw):
        return -sum((a["qty"] for a in self.writeoffs(**kw)), ZERO)

    def written_cost(self, **kw):
        return -sum((a["qty"] * R.unit_cost[a["product"]] for a in self.writeoffs(**kw)), ZERO)

    def stock(self, product, on=None):
        on = on or self.today
        assert on <= self.today
        out = sum((b["qty"] for b in R.buys if b["product"] == product and b["date"] <= on), ZERO)
        out += sum((a["qty"] for a in R.adjusts if a["product"] == product and a["date"] <= on), ZERO)
        for s in R.sales:
            if s["date"] <= on and (s["returned_on"] is None or s["returned_on"] > on):
                out -= sum((l[1] for l in s["lines"] if l[0] == product), ZERO)
        return out

    def price(self, product, on=None):
        on = on or self.today
        assert on <= self.today
        p = None
        for d, prod, pr in R.prices:
            if prod == product and d <= on:
                p = pr
        return p

    def changes(self):
        out, cur = [], {}
        for d, prod, pr in R.prices:
            if d > self.today:
                continue
            if prod in cur and cur[prod] != pr:
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out

    def this_week(self):
        return dict(lo=monday(self.today), hi=self.today)

    def last_week(self):
        m = monday(self.today)
        return dict(lo=shift(m, -7), hi=shift(m, -1))

    def last_days(self, n):
        return dict(lo=shift(self.today, -(n - 1)), hi=self.today)

    def yesterday(self):
        y = shift(self.today, -1)
        return dict(lo=y, hi=y)

    def on(self, d):
        assert d <= self.today
        return dict(lo=d, hi=d)

    def month(self):
        return dict(lo="2024-02-01", hi=self.today)

    def weekend_gone(self):
        assert day(self.today).weekday() < 5
        sat = shift(monday(self.today), -2)
        return dict(lo=sat, hi=shift(sat, 1))

    def days(self, lo="2024-02-01", hi=None):
        return span(lo, hi or self.today)

    def weeks(self):
        return sorted({monday(d) for d in self.days()})


VIEWS = {}


def V(today):
    if today not in VIEWS:
        VIEWS[today] = View(today)
    return VIEWS[today]


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
    assert isinstance(v, str) and v
    return {"type": "name", "value": v}


def names(vs, ordered):
    vs = list(vs)
    assert vs and len(vs) == len(set(vs)), vs
    return {"type": "names", "values": vs if ordered else sorted(vs), "ordered": ordered}


def table(key, rows, unit):
    rows = {k: v for k, v in rows.items() if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": {k: CONV[unit](v) for k, v in sorted(rows.items())}}


def refuse():
    return {"type": "refuse"}


def best(d, n=1, low=False):
    """Keys of the n highest (or lowest) values of d; values differ through the first left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def over(d, thr, low=False):
    assert all(v != thr for v in d.values()), ("on threshold", thr)
    return sorted(k for k, v in d.items() if (v < thr if low else v > thr))


def per(keys, fn):
    return {k: fn(k) for k in keys}


def nz(d):
    return {k: v for k, v in d.items() if v != 0}


QS = []


def Q(text, category, expect, today="2024-02-29"):
    QS.append(dict(question=text, today=today, category=category, expect=expect))


def R_(text, today="2024-02-29"):
    Q(text, "refuse", refuse(), today)


T = "2024-02-29"
assert weekday(T) == "Thursday"
assert min(s["date"] for s in R.sales) == "2024-02-01" and max(s["date"] for s in R.sales) == T
A = V(T)
assert all(A.n_sales(**A.on(d)) > 0 for d in A.days())    # every day traded: per-day averages are calendar days

# ==================================================================================================
# Persona 1: Mrs Okafor-Hale, a bank's fraud officer verifying the account. Formal, precise, asks
# for confirmations, quotes dates in full.
# ==================================================================================================
P1 = []


def F_(text, category, expect, today=T):
    P1.append(text)
    Q(text, category, expect, today)


F_("Please confirm the total value of sales recorded for February 2024.", "revenue",
   number(A.revenue(**A.month()), "money"))
F_("For verification purposes, what is the aggregate value of transactions attributed to Omar Haddad?",
   "customer_spend",
   number(A.revenue(customer="Omar Haddad"), "money"))
F_("Kindly state the number of individual sales transactions recorded this month.", "count",
   number(A.n_sales(**A.month()), "count"))
F_("Please confirm the total value of refunds issued to customers during February.", "refunds",
   number(A.refunds(), "money"))
F_("How many refunds were processed in total?", "refunds", number(len(A.returns), "count"))
F_("Please identify each customer who received a refund this month.", "refunds",
   names(sorted({r["customer"] for r in A.returns}), ordered=False))
F_("What was the value of the single largest sales transaction in February?", "ranking",
   number(max(s["total"] for s in A.standing), "money"))
big = [s for s in A.standing if s["total"] == max(x["total"] for x in A.standing)]
assert len(big) == 1
F_("To which customer is the largest single transaction attributed?", "ranking", name(big[0]["customer"]))
F_("Please confirm the total cost of stock purchased from suppliers in February.", "purchase_cost",
   number(A.spend(), "money"))
F_("Please provide a breakdown of purchase expenditure by supplier.", "grouping",
   table("supplier", per(A.suppliers, lambda s: A.spend(supplier=s)), "money"))
F_("What is the total value of refunds issued to Tom Lee?", "refunds", number(A.refunds(customer="Tom Lee"), "money"))
F_("Please list all customers whose total purchases this month exceed $60.", "who",
   names(over(per(A.customers, lambda c: A.revenue(customer=c)), 60), ordered=False))
F_("Please confirm the number of distinct customers who made a purchase in February.", "count",
   number(len(A.customers), "count"))
F_("How many transactions exceeded $15 in value?", "count",
   number(len(over({i: s["total"] for i, s in enumerate(A.standing)}, 15)), "count"))
F_("Please state the daily sales totals for the week commencing Monday 19 February.", "grouping",
   table("day", per(span("2024-02-19", "2024-02-25"), lambda d: A.revenue(**A.on(d))), "money"))
F_("What was the total value of sales between 12 and 18 February inclusive?", "revenue",
   number(A.revenue(lo="2024-02-12", hi="2024-02-18"), "money"))
F_("Please confirm the value of sales recorded before 10 February.", "revenue",
   number(A.revenue(hi="2024-02-09"), "money"))
F_("What was the value of refunds issued on or after 20 February?", "refunds",
   number(A.refunds(lo="2024-02-20"), "money"))
F_("Please provide the total value of purchases by each customer over the period 19 to 25 February.", "grouping",
   table("customer", per(A.customers, lambda c: A.revenue(customer=c, lo="2024-02-19", hi="2024-02-25")), "money"))
F_("What was the average value per sales transaction in February?", "average",
   number(A.revenue() / A.n_sales(), "money"))
F_("Please confirm the number of deliveries received from Green Valley Farms.", "supplier",
   number(A.deliveries(supplier="Green Valley Farms"), "count"))
F_("What was the value of the Hillside Produce invoices in total?", "purchase_cost",
   number(A.spend(supplier="Hillside Produce"), "money"))
F_("Please state the total value of stock written off, measured at cost.", "adjustments",
   number(A.written_cost(), "money"))
F_("Please provide the value of sales for each ISO week, keyed by the Monday.", "grouping",
   table("week", per(A.weeks(), lambda w: A.revenue(lo=w, hi=shift(w, 6))), "money"))
F_("Please list any customers who made purchases on 26 February.", "who",
   names(A.buyers(**A.on("2024-02-26")), ordered=False))
# early today
E = V("2024-02-14")
F_("As of today, please confirm the total value of sales recorded since the first of the month.", "revenue",
   number(E.revenue(**E.month()), "money"), "2024-02-14")
F_("As of today, how many refunds have been processed on the account?", "refunds",
   number(len(E.returns), "count"), "2024-02-14")
F_("Please confirm the total refunded to date.", "refunds", number(E.refunds(), "money"), "2024-02-14")
F_("Please confirm the aggregate purchases by Tom Lee to date.", "customer_spend",
   number(E.revenue(customer="Tom Lee"), "money"), "2024-02-14")
E = V("2024-02-21")
F_("What was the total value of transactions recorded yesterday?", "revenue",
   number(E.revenue(**E.yesterday()), "money"), "2024-02-21")
F_("Please list the customers who transacted with the shop during the previous calendar week, Monday to Sunday.", "who",
   names(E.buyers(**E.last_week()), ordered=False), "2024-02-21")
F_("Please state the total supplier expenditure to date.", "purchase_cost", number(E.spend(), "money"), "2024-02-21")
# refusals
R_("Please provide the card numbers used for each transaction over $20.")
R_("Which of these transactions were paid in cash and which by card?")
R_("Please confirm the IP address or terminal ID used for the refund on 26 February.")
R_("Please reverse the refund issued to Bob Smith; we believe it to be fraudulent.")
R_("What will the account's turnover be for March 2024?")
R_("Please confirm the date of birth of customer Ida Novak.")

# ==================================================================================================
# Persona 2: Théo, a sommelier friend minding the shop for a fortnight. Wine words for fruit:
# the cellar, the list, vintages, pours, "cases"; otherwise a clear speaker.
# ==================================================================================================
M = []


def S_(text, category, expect, today=T):
    M.append(text)
    Q(text, category, expect, today)


S_("How much grape do we still have in the cellar?", "stock_now", number(A.stock("grape"), "kg"))
S_("What's the full cellar list right now — kilos of every fruit on hand?", "stock_now",
   table("product", per(A.products, A.stock), "kg"))
S_("Which fruit is the cellar deepest in at the moment?", "stock_now", name(best(per(A.products, A.stock))[0]))
S_("Which fruit is nearly drunk dry — the lowest stock of all?", "stock_now",
   name(best(per(A.products, A.stock), low=True)[0]))
S_("What's on the list for grapes today, per kilo?", "price_now", number(A.price("grape"), "money"))
S_("Read me the whole price list as it stands, per kilo.", "price_now",
   table("product", per(A.products, A.price), "money"))
S_("What were we pouring pears at on the 20th — the price per kilo, I mean?", "price_on_date",
   number(A.price("pear", "2024-02-20"), "money"))
S_("What was the price list on the 18th, every fruit?", "price_on_date",
   table("product", per(A.products, lambda p: A.price(p, "2024-02-18")), "money"))
CH = A.changes()
S_("How many times has a price on the list been changed this month?", "price_change", number(len(CH), "count"))
down = [c for c in CH if c[3] < c[2]]
assert len(down) == 1
S_("Which fruit had its price marked down?", "price_change", name(down[0][1]))
S_("By what percentage did the banana price rise?", "price_change",
   number([(c[3] - c[2]) / c[2] * 100 for c in CH if c[1] == "banana"][0], "pct"))
S_("On what date did we mark the pears down?", "price_change", name([c[0] for c in CH if c[1] == "pear"][0]))
S_("What is our cost per kilo on the mangoes, what we pay the grower?", "cost",
   number(R.unit_cost["mango"], "money"))
S_("What's the spread between cost and list price on cherries, per kilo?", "margin",
   number(A.price("cherry") - R.unit_cost["cherry"], "money"))
S_("Which fruit gives us the biggest gross profit in dollars this month?", "profit",
   name(best(per(A.products, lambda p: A.profit(product=p)))[0]))
S_("What's our overall gross margin as a percentage of sales this month?", "margin",
   number(A.profit(**A.month()) / A.revenue(**A.month()) * 100, "pct"))
S_("Gross margin percentage on grapes alone?", "margin",
   number(A.profit(product="grape") / A.revenue(product="grape") * 100, "pct"))
S_("Lay out the gross profit by fruit for me.", "profit",
   table("product", per(A.products, lambda p: A.profit(product=p)), "money"))
S_("What did the fruit we sold cost us, all told — cost of goods sold for February?", "profit",
   number(A.cogs(**A.month()), "money"))
S_("Kilos sold of each fruit this month, please.", "kilos_sold",
   table("product", per(A.products, lambda p: A.kilos(product=p)), "kg"))
S_("Which were our three best-moving fruits by kilos, biggest first?", "ranking",
   names(best(per(A.products, lambda p: A.kilos(product=p)), 3), ordered=True))
S_("Which fruit brought in the least money this month?", "ranking",
   name(best(per(A.products, lambda p: A.revenue(product=p)), low=True)[0]))
S_("What share of this month's takings came from cherries, as a percent?", "share",
   number(A.revenue(product="cherry") / A.revenue() * 100, "pct"))
S_("How many kilos of fruit have come into the cellar in total this month?", "quantity_bought",
   number(A.bought(), "kg"))
S_("Which fruits come to us from ABC?", "supplier",
   names(sorted({b["product"] for b in A.sel_buys(supplier="ABC")}), ordered=False))
S_("How many kilos did each supplier send in?", "grouping",
   table("supplier", per(A.suppliers, lambda s: A.bought(supplier=s)), "kg"))
S_("How much cherry did we have in the cellar at close on the 27th, before the new delivery?", "stock_on_date",
   number(A.stock("cherry", "2024-02-27"), "kg"))
S_("Cellar list at close of business on the 21st — every fruit's stock?", "stock_on_date",
   table("product", per(A.products, lambda p: A.stock(p, "2024-02-21")), "kg"))
S_("What is the whole cellar worth at cost right now?", "stock_value",
   number(sum(A.stock(p) * R.unit_cost[p] for p in A.products), "money"))
S_("What would all our stock fetch at today's list prices?", "stock_value",
   number(sum(A.stock(p) * A.price(p) for p in A.products), "money"))
S_("Write-offs in kilos, by fruit.", "adjustments",
   table("product", per(A.products, lambda p: A.written_kg(product=p)), "kg"))
# early todays
E = V("2024-02-10")
S_("How much grape is left in the cellar tonight?", "stock_now", number(E.stock("grape"), "kg"), "2024-02-10")
S_("Pears on hand right now?", "stock_now", number(E.stock("pear"), "kg"), "2024-02-10")
S_("What have we sold so far this month, in dollars?", "revenue", number(E.revenue(**E.month()), "money"), "2024-02-10")
E = V("2024-02-19")
S_("What's the orange price on the list today?", "price_now", number(E.price("orange"), "money"), "2024-02-19")
S_("What was the orange list price before this month's change?", "price_change",
   number([c[2] for c in E.changes() if c[1] == "orange"][0], "money"), "2024-02-19")
S_("What is the banana list price today?", "price_now", number(E.price("banana"), "money"), "2024-02-19")
S_("Gross profit so far this month?", "profit", number(E.profit(**E.month()), "money"), "2024-02-19")
S_("Which fruits have had no sales at all so far this week?", "which",
   names([p for p in E.products if E.kilos(product=p, **E.this_week()) == 0], ordered=False), "2024-02-19")
E = V("2024-02-25")
S_("How much cellar stock do we hold, all fruits together, at close today?", "stock_now",
   number(sum(E.stock(p) for p in E.products), "kg"), "2024-02-25")
# refusals
R_("Which fruit would pair best with a Sancerre?")
R_("What vintage — I mean which orchard — were the apples picked from?")
R_("Mark the mango price up to $2.80 from tomorrow, please.")
R_("How much cherry will we have left by next Thursday?")
R_("What's the sugar content of the grapes we have in?")
R_("Was February better than last February for cherries?")

# ==================================================================================================
# Persona 3: Priya, owner's sister, new baby, running on no sleep. Lowercase, typos, trails off,
# mixes up what day it is and corrects herself.
# ==================================================================================================
N = []


def N_(text, category, expect, today=T):
    N.append(text)
    Q(text, category, expect, today)


N_("sorry baby up all night. how much did we take yesterday", "revenue",
   number(A.revenue(**A.yesterday()), "money"))
N_("how much did we take today so far", "revenue", number(A.revenue(**A.on(T)), "money"))
N_("wait what day is it. thursday? ok how much have we taken this week", "revenue",
   number(A.revenue(**A.this_week()), "money"))
N_("takings last week mon to sun pls", "revenue", number(A.revenue(**A.last_week()), "money"))
N_("how much did the weekend bring in, the one just gone", "revenue", number(A.revenue(**A.weekend_gone()), "money"))
N_("what did we take on all the weekends this month put together", "revenue",
   number(A.revenue(days=WEEKEND), "money"))
N_("takings on weekdays only, mon-fri, whole month", "revenue", number(A.revenue(days=WORKDAYS), "money"))
N_("how much did we sell in the first week, 1st to 7th", "revenue",
   number(A.revenue(lo="2024-02-01", hi="2024-02-07"), "money"))
N_("total bananas sold this mnth in kilos", "kilos_sold", number(A.kilos(product="banana"), "kg"))
N_("kilos sold last 7 days", "kilos_sold", number(A.kilos(**A.last_days(7)), "kg"))
N_("how much mango have we sold since the 20th (kg)", "kilos_sold",
   number(A.kilos(product="mango", lo="2024-02-20"), "kg"))
N_("how much did zoe spend this month", "customer_spend", number(A.revenue(customer="Zoe Davis"), "money"))
N_("how much has sue davis spent, not zoe, sue", "customer_spend", number(A.revenue(customer="Sue Davis"), "money"))
N_("how much has Ann spent since the 20th", "customer_spend",
   number(A.revenue(customer="Ann Brown", lo="2024-02-20"), "money"))
N_("what did each customer spend this month, list pls", "grouping",
   table("customer", per(A.customers, lambda c: A.revenue(customer=c)), "money"))
N_("top 3 spenders, biggest first", "ranking",
   names(best(per(A.customers, lambda c: A.revenue(customer=c)), 3), ordered=True))
N_("who bought cherries this week", "who", names(A.buyers(product="cherry", **A.this_week()), ordered=False))
N_("which customers came in yesterday", "who", names(A.buyers(**A.yesterday()), ordered=False))
N_("what fruit did omar get this month", "which",
   names(sorted({l[0] for _, l in A.lines(customer="Omar Haddad")}), ordered=False))
N_("when was raj last in", "which", name(max(s["date"] for s in A.sel(customer="Raj Patel"))))
N_("how many sales did we do last week", "count", number(A.n_sales(**A.last_week()), "count"))
N_("avg kilos per sale this month? roughly fine but exact better", "average",
   number(A.kilos() / A.n_sales(), "kg"))
N_("average takings per day this month", "average", number(A.revenue() / len(A.days()), "money"))
N_("busiest day of the month for money", "ranking",
   name(best(per(A.days(), lambda d: A.revenue(**A.on(d))))[0]))
N_("takings by day of the week, whole month added up", "grouping",
   table("weekday", per(WEEKDAYS, lambda w: A.revenue(days=wd_in(w))), "money"))
N_("day by day takings this week", "grouping",
   table("day", per(span(**A.this_week()), lambda d: A.revenue(**A.on(d))), "money"))
N_("kilos sold per week, each week", "grouping",
   table("week", per(A.weeks(), lambda w: A.kilos(lo=w, hi=shift(w, 6))), "kg"))
N_("how much more did we take last week than the week before", "comparison",
   number(A.revenue(**A.last_week()) - A.revenue(lo="2024-02-12", hi="2024-02-18"), "money"))
assert A.revenue(**A.last_week()) > A.revenue(lo="2024-02-12", hi="2024-02-18")
N_("did we sell more kilos of oranges or pears this month", "comparison",
   name(best({p: A.kilos(product=p) for p in ("orange", "pear")})[0]))
N_("how many days this month did we take over $30", "count",
   number(len(over(per(A.days(), lambda d: A.revenue(**A.on(d))), 30)), "count"))
N_("which days did we take under 10 dollars", "which",
   names(over(per(A.days(), lambda d: A.revenue(**A.on(d))), 10, low=True), ordered=False))
N_("how many kg of apples we got left", "stock_now", number(A.stock("apple"), "kg"))
N_("what fruit has under 22 kilos left", "stock_now",
   names(over(per(A.products, A.stock), 22, low=True), ordered=False))
N_("banana stock end of last week, sunday close", "stock_on_date",
   number(A.stock("banana", A.last_week()["hi"]), "kg"))
N_("how much did we refund this week", "refunds", number(A.refunds(**A.this_week()), "money"))
N_("how many kilos came back in returns this month", "refunds", number(A.returned_kg(), "kg"))
N_("how much did we spend on stock since the 15th", "purchase_cost", number(A.spend(lo="2024-02-15"), "money"))
N_("what did the cherry delivery on the 28th cost us", "purchase_cost",
   number(A.spend(product="cherry", lo="2024-02-28", hi="2024-02-28"), "money"))
N_("profit last week, gross i mean", "profit", number(A.profit(**A.last_week()), "money"))
# early todays: the baby has her thinking it's a different day, so `today` varies
E = V("2024-02-07")
N_("ok its wednesday right. how much did we take yesterday", "revenue", number(E.revenue(**E.yesterday()), "money"),
   "2024-02-07")
N_("how much did we make over the weekend", "revenue", number(E.revenue(**E.weekend_gone()), "money"), "2024-02-07")
N_("strawb stock now?", "stock_now", number(E.stock("strawberry"), "kg"), "2024-02-07")
N_("how much have we refunded so far", "refunds", number(E.refunds(), "money"), "2024-02-07")
N_("who's our best customer so far this month by spend", "ranking",
   name(best(per(E.customers, lambda c: E.revenue(customer=c)))[0]), "2024-02-07")
E = V("2024-02-16")
N_("how much did tom spend this month so far", "customer_spend", number(E.revenue(customer="Tom Lee"), "money"),
   "2024-02-16")
N_("takings last week", "revenue", number(E.revenue(**E.last_week()), "money"), "2024-02-16")
N_("kilos of strawberries in stock tonight after the delivery", "stock_now", number(E.stock("strawberry"), "kg"),
   "2024-02-16")
N_("what did we take in the last 5 days", "revenue", number(E.revenue(**E.last_days(5)), "money"), "2024-02-16")
N_("takings by day this week so far", "grouping",
   table("day", per(span(**E.this_week()), lambda d: E.revenue(**E.on(d))), "money"), "2024-02-16")
N_("how many kilos of fruit written off so far", "adjustments", number(E.written_kg(), "kg"), "2024-02-16")
E = V("2024-02-23")
N_("how much did bob spend this month, after his return today", "customer_spend",
   number(E.revenue(customer="Bob Smith"), "money"), "2024-02-23")
N_("how much did we take this week so far", "revenue", number(E.revenue(**E.this_week()), "money"), "2024-02-23")
N_("kg of bananas in stock after todays delivery", "stock_now", number(E.stock("banana"), "kg"), "2024-02-23")
N_("refunds this month so far", "refunds", number(E.refunds(), "money"), "2024-02-23")
# refusals
R_("can u just delete that return from bob, i think i put it in twice")
R_("what time did the baby food rep come by")
R_("how much will we take tomorrow do u think")
R_("who was working the till yesterday afternoon")
R_("how much did we sell on the 25th", "2024-02-21")
R_("add 3kg of apples for mei, she paid cash")

# ==================================================================================================
# Persona 4: Jordan, emoji-heavy texter who does the social media. Emojis stand for fruit and money;
# heavy abbreviations.
# ==================================================================================================
J = []


def J_(text, category, expect, today=T):
    J.append(text)
    Q(text, category, expect, today)


J_("🍌 sold this wk?? kg 🤔", "kilos_sold", number(A.kilos(product="banana", **A.this_week()), "kg"))
J_("🍒 $$ this month? 🍒🍒", "revenue", number(A.revenue(product="cherry"), "money"))
J_("🍓 kilos left rn 🙏", "stock_now", number(A.stock("strawberry"), "kg"))
J_("🥭 price rn?", "price_now", number(A.price("mango"), "money"))
J_("🍐 price now vs start of month... what was it on the 1st 👀", "price_on_date",
   number(A.price("pear", "2024-02-01"), "money"))
J_("top 3 customers 🏆🏆🏆 by $$ ⬇️", "ranking",
   names(best(per(A.customers, lambda c: A.revenue(customer=c)), 3), ordered=True))
J_("top 2 fruits by $$ last wk 📈", "ranking",
   names(best(per(A.products, lambda p: A.revenue(product=p, **A.last_week())), 2), ordered=True))
J_("$$ by fruit this month 📊", "grouping", table("product", per(A.products, lambda p: A.revenue(product=p)), "money"))
J_("kg per day last wk 📅", "grouping",
   table("day", per(span(**A.last_week()), lambda d: A.kilos(**A.on(d))), "kg"))
J_("# of sales per weekday 🗓️ whole month", "grouping",
   table("weekday", per(WEEKDAYS, lambda w: A.n_sales(days=wd_in(w))), "count"))
J_("who spent most last wk 🤑", "ranking",
   name(best(per(A.customers, lambda c: A.revenue(customer=c, **A.last_week())))[0]))
J_("omar $$ last 7 days 💸", "customer_spend", number(A.revenue(customer="Omar Haddad", **A.last_days(7)), "money"))
J_("🙋 how many diff customers this wk", "count", number(len(A.buyers(**A.this_week())), "count"))
J_("🧾 avg $ per sale last wk", "average", number(A.revenue(**A.last_week()) / A.n_sales(**A.last_week()), "money"))
J_("🍎 kg sold b4 the 20th", "kilos_sold", number(A.kilos(product="apple", hi="2024-02-19"), "kg"))
J_("🍊 $$ between 10th and 20th", "revenue",
   number(A.revenue(product="orange", lo="2024-02-10", hi="2024-02-20"), "money"))
J_("profit % overall 📉📈", "margin", number(A.profit() / A.revenue() * 100, "pct"))
J_("🚚 kg bought from hillside", "quantity_bought", number(A.bought(supplier="Hillside Produce"), "kg"))
J_("🚚 total kg in per fruit", "grouping", table("product", per(A.products, lambda p: A.bought(product=p)), "kg"))
J_("🚚 which supplier we spent most with 💸", "supplier",
   name(best(per(A.suppliers, lambda s: A.spend(supplier=s)))[0]))
J_("↩️ refunds per customer 💸", "refunds",
   table("customer", per(sorted({r["customer"] for r in A.returns}), lambda c: A.refunds(customer=c)), "money"))
J_("↩️ who got the biggest refund", "refunds",
   name(best(per(sorted({r["customer"] for r in A.returns}), lambda c: A.refunds(customer=c)))[0]))
J_("🗑️ write offs $ at cost this wk", "adjustments", number(A.written_cost(**A.this_week()), "money"))
J_("which fruits did NOBODY buy this wk 🤷", "which",
   names([p for p in A.products if A.kilos(product=p, **A.this_week()) == 0], ordered=False))
J_("customers who bought 🍓 this month 🍓", "who", names(A.buyers(product="strawberry"), ordered=False))
J_("who spent < $20 all month 😬", "who",
   names(over(per(A.customers, lambda c: A.revenue(customer=c)), 20, low=True), ordered=False))
J_("fruits with > $50 sales this month 🔥", "which",
   names(over(per(A.products, lambda p: A.revenue(product=p)), 50), ordered=False))
J_("🍌 vs 🍊 which made more $$ this month", "comparison",
   name(best({p: A.revenue(product=p) for p in ("banana", "orange")})[0]))
J_("$$ this wk vs same days last wk... how much more/less? (this minus last)", "comparison",
   number(A.revenue(**A.this_week()) - A.revenue(lo=shift(A.this_week()["lo"], -7), hi=shift(T, -7)), "money"))
J_("weekend $$ by wk 📅 (sat+sun only)", "grouping",
   table("week", per(A.weeks(), lambda w: A.revenue(lo=w, hi=shift(w, 6), days=WEEKEND)), "money"))
J_("biggest 🍒 buyer this month (kg)", "ranking",
   name(best(per(A.customers, lambda c: A.kilos(customer=c, product="cherry")))[0]))
J_("🍇 stock at close on the 10th", "stock_on_date", number(A.stock("grape", "2024-02-10"), "kg"))
J_("🍓 price on the 16th", "price_on_date", number(A.price("strawberry", "2024-02-16"), "money"))
# early todays
E = V("2024-02-05")
J_("💰 so far this month 👀", "revenue", number(E.revenue(**E.month()), "money"), "2024-02-05")
J_("🍓 kg left rn", "stock_now", number(E.stock("strawberry"), "kg"), "2024-02-05")
J_("who's spent most so far 🤑", "ranking",
   name(best(per(E.customers, lambda c: E.revenue(customer=c)))[0]), "2024-02-05")
J_("$$ yesterday (sun) 📅", "revenue", number(E.revenue(**E.yesterday()), "money"), "2024-02-05")
E = V("2024-02-12")
J_("↩️ how many returns so far", "refunds", number(len(E.returns), "count"), "2024-02-12")
J_("ken 💸 total so far (after his refund today)", "customer_spend", number(E.revenue(customer="Ken Smith"), "money"),
   "2024-02-12")
J_("🍊 kg left now", "stock_now", number(E.stock("orange"), "kg"), "2024-02-12")
J_("last wk $$ by day 📅", "grouping",
   table("day", per(span(**E.last_week()), lambda d: E.revenue(**E.on(d))), "money"), "2024-02-12")
E = V("2024-02-18")
J_("$$ this wk so far 📈", "revenue", number(E.revenue(**E.this_week()), "money"), "2024-02-18")
J_("🍒 kg sold last 7 days", "kilos_sold", number(E.kilos(product="cherry", **E.last_days(7)), "kg"), "2024-02-18")
J_("top 3 fruits by $$ so far 🥇🥈🥉", "ranking",
   names(best(per(E.products, lambda p: E.revenue(product=p)), 3), ordered=True), "2024-02-18")
J_("🍊 price today (changed??)", "price_now", number(E.price("orange"), "money"), "2024-02-18")
J_("🚚 $$ spent on stock so far", "purchase_cost", number(E.spend(), "money"), "2024-02-18")
E = V("2024-02-22")
J_("🍌 price rn", "price_now", number(E.price("banana"), "money"), "2024-02-22")
J_("🍌 kg left rn", "stock_now", number(E.stock("banana"), "kg"), "2024-02-22")
J_("🧾 # sales this month so far", "count", number(E.n_sales(**E.month()), "count"), "2024-02-22")
J_("profit so far this wk 💵", "profit", number(E.profit(**E.this_week()), "money"), "2024-02-22")
E = V("2024-02-25")
J_("bob 💸 total so far", "customer_spend", number(E.revenue(customer="Bob Smith"), "money"), "2024-02-25")
J_("$$ by customer this wk 🗓️", "grouping",
   table("customer", per(E.customers, lambda c: E.revenue(customer=c, **E.this_week())), "money"), "2024-02-25")
# refusals
R_("how many likes did the 🍓 post get 📱")
R_("🍌 $$ next wk?? 🔮")
R_("change 🍒 price to $3.50 pls 🙏")
R_("🗑️ delete omar's sale from the 27th lol")
R_("which customer is on insta 📸")
R_("🍓 stock on the 24th", "2024-02-20")

# ==================================================================================================
# checks
for group in (P1, M, N, J):
    assert len(group) >= 30, len(group)
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
for q in QS:
    assert q["today"] >= "2024-02-01"
with open(OUT, "w", encoding="utf-8") as f:
    for i, q in enumerate(QS, 1):
        f.write(json.dumps({"id": f"q90-{i:03d}", "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
n = len(QS)
nref = sum(q["category"] == "refuse" for q in QS)
nearly = sum("2024-02-05" <= q["today"] <= "2024-02-25" for q in QS)
print("questions", n, "refuse", nref, f"({100 * nref / n:.1f}%)", "early today", nearly,
      f"({100 * nearly / n:.1f}%)",
      "fraud officer", len(P1), "sommelier", len(M), "new parent", len(N), "emoji texter", len(J))
