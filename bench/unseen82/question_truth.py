"""Held-out manager questions (set 82) for the ChatLedger offline question reader.

Written from the user's side only: the author read the demo month, the format of
bench/unseen6 and the semantics contract in bench/unseen68/README.md, and none of
the code under test.  Every expected answer is computed here from
resources/demo/fruitshop_month.jsonl (Decimal money, no hand-typed answers) and
written to questions.jsonl beside this file.  Stdlib only.  Run from the
repository root:

    python bench/unseen82/question_truth.py

Semantics (the contract of bench/unseen68/README.md, followed as written):
  * only records dated on or before a question's `today` count; a sale returned on
    or before `today` is dropped from takings, kilos, sale counts, customer spend
    and profit for every range; its refund (the sale's full value) is dated on the
    return; a return after `today` is ignored;
  * line value = kg x the selling price in force at that point of the file, rounded
    half-up to 2 dp; "price now" = the last price dated on or before `today`;
  * stock at close of D = bought <= D - kilos sold <= D and not returned by D
    + adjustments <= D;
  * profit = revenue - kg x unit cost (one unit cost per product, asserted);
    COGS = kg sold (not returned) x unit cost; write-offs = negative adjustments,
    costed at unit cost;
  * this week = Monday..today, last week = the Monday..Sunday before, weeks keyed on
    their Monday; weekend = Sat + Sun; "since" inclusive, "before" exclusive,
    "between" both ends, "last N days" includes today; yesterday = today - 1;
  * tables leave out zero rows; money and percentages 2 dp, kilos 3 dp, counts
    integers; percentages as percent; rankings have no tie through the cut,
    thresholds no value on them, single winners no tie for first.
Added here (see README.md): MTD = the 1st..today, WTD = this week; a "basket" is
one standing sale; a "delivery" is one purchase record; a price "move" is a price
record that differs from the one in force before it.
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


def weekend(s):
    return day(s).weekday() >= 5


def workday(s):
    return day(s).weekday() < 5


# ============================================================= the records
class Shop:
    def __init__(self, path=DATA):
        with open(path) as f:
            self.records = [json.loads(line) for line in f if line.strip()]
        self.prices = []      # (date, product, price) in file order
        self.buys = []        # dict(index, date, supplier, product, qty, cost)
        self.adjusts = []     # dict(date, product, qty)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, total)], total, returned_on)
        self.returns = []     # dict(date, customer, sale)
        now = {}
        for i, r in enumerate(self.records):
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    self.buys.append({"index": i, "date": r["date"], "supplier": r["supplier"]["name"],
                                      "product": it["product"], "qty": dec(it["quantity"]),
                                      "cost": dec(it["unit_cost"])})
                    if it.get("selling_price") is not None:
                        now[it["product"]] = dec(it["selling_price"])
                        self.prices.append((r["date"], it["product"], now[it["product"]]))
            elif kind == "price_change":
                now[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], now[r["product"]]))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    q = dec(it["quantity"])
                    exact = q * now[it["product"]]
                    assert exact.quantize(MILLI) == exact and (exact * 1000) % 10 != 5, "half-cent line"
                    lines.append((it["product"], q, exact.quantize(CENT, ROUND_HALF_UP)))
                self.sales.append({"index": i, "date": r["date"], "customer": r["customer"]["name"], "lines": lines,
                                       "total": sum((t for *_, t in lines), Decimal(0)), "returned_on": None})
            elif kind == "return":
                hit = [s for s in self.sales if s["customer"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"] and s["returned_on"] is None]
                assert len(hit) == 1, r
                hit[0]["returned_on"] = r["date"]
                self.returns.append({"date": r["date"], "customer": r["customer"]["name"], "sale": hit[0]})
            elif kind == "stock_adjustment":
                assert r["reason"] == "stock count"
                self.adjusts.append({"date": r["date"], "product": r["product"], "qty": dec(r["quantity"])})
            else:
                raise ValueError(kind)
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.cost = {}
        for p in self.products:
            costs = {b["cost"] for b in self.buys if b["product"] == p}
            assert len(costs) == 1, (p, costs)
            self.cost[p] = costs.pop()


S = Shop()


class View:
    """The shop as it stands at the close of `today`."""

    def __init__(self, today=T):
        self.today = today
        self.sales = [s for s in S.sales if s["date"] <= today
                      and (s["returned_on"] is None or s["returned_on"] > today)]
        self.returns = [r for r in S.returns if r["date"] <= today]
        self.buys = [b for b in S.buys if b["date"] <= today]
        self.adjusts = [a for a in S.adjusts if a["date"] <= today]

    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [s for s in self.sales if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(line[0] == product for line in s["lines"]))]

    def lines(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [line for s in self.sel(lo, hi, customer, None, days) for line in s["lines"]
                if product is None or line[0] == product]

    def revenue(self, **kw):
        return sum((line[2] for line in self.lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((line[1] for line in self.lines(**kw)), Decimal(0))

    def cogs(self, **kw):
        return sum((line[1] * S.cost[line[0]] for line in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.revenue(**kw) - self.cogs(**kw)

    def n_sales(self, **kw):
        return len(self.sel(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel(**kw)})

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [b for b in self.buys if self.ok(b["date"], lo, hi, None)
                and (supplier is None or b["supplier"] == supplier) and (product is None or b["product"] == product)]

    def spend(self, **kw):
        return sum((b["qty"] * b["cost"] for b in self.sel_buys(**kw)), Decimal(0))

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), Decimal(0))

    def deliveries(self, **kw):
        return len({b["index"] for b in self.sel_buys(**kw)})

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [r for r in self.returns if self.ok(r["date"], lo, hi, None)
                and (customer is None or r["customer"] == customer)]

    def refunds(self, **kw):
        return sum((r["sale"]["total"] for r in self.sel_returns(**kw)), Decimal(0))

    def written_off(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                     and (product is None or a["product"] == product)), Decimal(0))

    def written_off_cost(self, **kw):
        return sum((self.written_off(product=p, **kw) * S.cost[p] for p in S.products), Decimal(0))

    def stock(self, product, on=None):
        """Stock at close of `on` (default today), seen from today."""
        on = on or self.today
        assert on <= self.today
        v = View(on)
        return (v.bought(product=product) - v.kilos(product=product)
                + sum((a["qty"] for a in v.adjusts if a["product"] == product), Decimal(0)))

    def price(self, product, on=None):
        on = on or self.today
        p = None
        for d, prod, pr in S.prices:
            if prod == product and d <= on:
                p = pr
        return p

    def changes(self):
        """(date, product, old, new) for every price record that moves the price."""
        out, cur = [], {}
        for d, prod, pr in S.prices:
            if d <= self.today and prod in cur and cur[prod] != pr:
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out


# ============================================================= answer builders
def money(x):
    x = dec(x)
    q = x.quantize(CENT, ROUND_HALF_UP)
    assert abs(abs(x - q) - Decimal("0.005")) > Decimal("1e-9"), ("rounding edge", x)
    return float(q)


def kgs(x):
    x = dec(x)
    q = x.quantize(MILLI, ROUND_HALF_UP)
    assert abs(abs(x - q) - Decimal("0.0005")) > Decimal("1e-12"), ("rounding edge", x)
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
    """Keys of the n highest (or lowest) values of d; values differ through the first one left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def over(d, cut, low=False):
    """Keys whose value is above (or below) cut; no value sits on the cut."""
    assert all(v != cut for v in d.values()), ("on threshold", cut)
    return [k for k, v in d.items() if (v < cut if low else v > cut)]


def per(keys, fn):
    return {k: fn(k) for k in keys}


def pct(part, whole):
    return part / whole * 100


QS = []
PERSONA = [None]


def Q(text, category, expect, today=T):
    assert PERSONA[0]
    QS.append({"question": text, "today": today, "category": category, "expect": expect, "persona": PERSONA[0]})


def R(text, today=T):
    Q(text, "refuse", refuse(), today)


def this_week(today):
    return {"lo": monday(today), "hi": today}


def last_week(today):
    m = monday(today)
    return {"lo": shift(m, -7), "hi": shift(m, -1)}


def last_n(today, n):
    return {"lo": shift(today, -(n - 1)), "hi": today}


def on(d):
    return {"lo": d, "hi": d}


def mtd(today):
    return {"lo": today[:8] + "01", "hi": today}


V = View()
assert (min(r["date"] for r in S.records), max(r["date"] for r in S.records)) == ("2024-02-01", T)
assert weekday(T) == "Thursday"
FEB = span("2024-02-01", T)
WEEKS = ["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]


def stock_table(v, on=None):
    return per(S.products, lambda p: v.stock(p, on))


def stock_value(v, on=None, at="cost"):
    return sum((v.stock(p, on) * (S.cost[p] if at == "cost" else v.price(p)) for p in S.products), Decimal(0))


def by_day(v, lo, hi, fn):
    return per(span(lo, hi), fn)


def on_wd(name):
    return lambda s: weekday(s) == name


# ============================================================= persona 1: tax accountant at month end
# Formal, period language: turnover, COGS, gross profit, closing stock, "net of returns".
PERSONA[0] = "tax accountant"
Q("Please confirm turnover for the period 1 to 29 February, net of returns.", "revenue",
  number(V.revenue(**mtd(T)), "money"))
Q("Cost of goods sold for February at unit cost, excluding anything that was refunded.", "profit",
  number(V.cogs(**mtd(T)), "money"))
Q("Gross profit for the month, please.", "profit", number(V.profit(**mtd(T)), "money"))
Q("Gross margin as a percentage of turnover for February, to two decimal places.", "profit",
  number(pct(V.profit(**mtd(T)), V.revenue(**mtd(T))), "pct"))
Q("Total purchases from suppliers for the period, at cost.", "purchase_cost", number(V.spend(**mtd(T)), "money"))
Q("Closing stock valued at cost as at 29 February.", "stock_now", number(stock_value(V), "money"))
Q("Closing stock in kilos by product line at month end.", "stock_now", table("product", stock_table(V), "kg"))
Q("Total refunds issued during February.", "refunds", number(V.refunds(**mtd(T)), "money"))
Q("How many returns were processed in the period?", "count", number(len(V.sel_returns(**mtd(T))), "count"))
Q("What is the cost value of stock written off in February?", "adjustments",
  number(V.written_off_cost(**mtd(T)), "money"))
Q("Write-offs in kilos by product for the month, please.", "adjustments",
  table("product", per(S.products, lambda p: V.written_off(product=p)), "kg"))
Q("Purchases at cost analysed by supplier for February.", "grouping",
  table("supplier", per(S.suppliers, lambda s: V.spend(supplier=s)), "money"))
Q("Turnover by week, weeks commencing Monday.", "grouping",
  table("week", per(WEEKS, lambda w: V.revenue(lo=w, hi=shift(w, 6))), "money"))
t = "2024-02-15"
Q("Month-to-date turnover, please.", "revenue", number(View(t).revenue(**mtd(t)), "money"), today=t)
Q("COGS month to date?", "profit", number(View(t).cogs(**mtd(t)), "money"), today=t)
Q("Gross profit for 1 to 14 February inclusive.", "profit", number(V.profit(lo="2024-02-01", hi="2024-02-14"), "money"))
Q("Purchases from Green Valley Farms at cost for February.", "purchase_cost",
  number(V.spend(supplier="Green Valley Farms"), "money"))
Q("ABC purchases at cost before the 10th.", "purchase_cost", number(V.spend(supplier="ABC", hi="2024-02-09"), "money"))
assert V.spend(supplier="ABC", hi="2024-02-09") != V.spend(supplier="ABC", hi="2024-02-10")
Q("Gross profit on strawberries for February.", "profit", number(V.profit(product="strawberry"), "money"))
Q("Gross profit by product line for the period.", "profit",
  table("product", per(S.products, lambda p: V.profit(product=p)), "money"))
Q("Which product line contributed the most gross profit?", "profit",
  name(best(per(S.products, lambda p: V.profit(product=p)))[0]))
Q("Which line had the lowest gross margin percentage this month?", "profit",
  name(best(per(S.products, lambda p: pct(V.profit(product=p), V.revenue(product=p))), low=True)[0]))
Q("Average realised selling price per kilo across all lines for February.", "average",
  number(V.revenue() / V.kilos(), "money"))
Q("Turnover for the week ended Sunday 18 February.", "revenue",
  number(V.revenue(lo="2024-02-12", hi="2024-02-18"), "money"))
Q("Weekend turnover for February, Saturdays and Sundays together.", "revenue", number(V.revenue(days=weekend), "money"))
Q("Refunds issued after the 20th.", "refunds", number(V.refunds(lo="2024-02-21"), "money"))
Q("Closing stock at current selling prices, month end.", "stock_now", number(stock_value(V, at="price"), "money"))
Q("Shrinkage from stock counts, in kilos, for the period.", "adjustments", number(V.written_off(), "kg"))
Q("Number of sales transactions in February, excluding returned sales.", "count", number(V.n_sales(), "count"))
Q("Average transaction value for the month.", "average", number(V.revenue() / V.n_sales(), "money"))
Q("Number of supplier deliveries received in February.", "count", number(V.deliveries(), "count"))
Q("Turnover by product line for February.", "grouping",
  table("product", per(S.products, lambda p: V.revenue(product=p)), "money"))
Q("Kilos purchased by product line.", "quantity_bought",
  table("product", per(S.products, lambda p: V.bought(product=p)), "kg"))
t = "2024-02-10"
Q("Interim review as at the 10th: gross profit month to date.", "profit", number(View(t).profit(**mtd(t)), "money"),
  today=t)
Q("Closing stock of cherries in kilos on 20 February.", "stock_on_date", number(V.stock("cherry", "2024-02-20"), "kg"))
Q("Closing stock value at cost at the end of the week ended 11 February.", "stock_on_date",
  number(stock_value(V, "2024-02-11"), "money"))
t = "2024-02-21"
Q("Turnover for the previous week.", "revenue", number(View(t).revenue(**last_week(t)), "money"), today=t)
assert View(t).revenue(**last_week(t)) != V.revenue(**last_week(t))
t = "2024-02-13"
Q("Refunds to date this month.", "refunds", number(View(t).refunds(**mtd(t)), "money"), today=t)
Q("Turnover by customer for February.", "grouping",
  table("customer", per(S.customers, lambda c: V.revenue(customer=c)), "money"))
Q("Average daily turnover across the 29 days of February.", "average", number(V.revenue() / 29, "money"))
t = "2024-02-22"
Q("Purchases at cost month to date.", "purchase_cost", number(View(t).spend(**mtd(t)), "money"), today=t)
t = "2024-02-18"
Q("Gross margin % month to date.", "profit",
  number(pct(View(t).profit(**mtd(t)), View(t).revenue(**mtd(t))), "pct"), today=t)
t = "2024-02-20"
Q("Closing stock at cost as at today.", "stock_now", number(stock_value(View(t)), "money"), today=t)
t = "2024-02-12"
Q("Number of sales transactions month to date, net of returns.", "count", number(View(t).n_sales(**mtd(t)), "count"),
  today=t)
t = "2024-02-17"
Q("Write-offs at cost to date.", "adjustments", number(View(t).written_off_cost(), "money"), today=t)
t = "2024-02-27"
Q("Turnover for the week ended last Sunday.", "revenue", number(View(t).revenue(**last_week(t)), "money"), today=t)
t = "2024-02-26"
Q("COGS for the previous week, Monday to Sunday.", "profit", number(View(t).cogs(**last_week(t)), "money"), today=t)
Q("Gross sales before refunds: every sale rung up in February, including those later returned.", "revenue",
  number(sum((s["total"] for s in S.sales), Decimal(0)), "money"))
R("What was opening stock brought forward from January?")
R("How much VAT is payable for the quarter?")
R("Net profit after rent, wages and utilities for February.")
R("What balance do we still owe ABC at month end?")
R("Please project March turnover from February's run-rate.")
R("Explain why the pear margin fell in the final week.", today="2024-02-27")

# ============================================================= persona 2: franchise area manager
# Head-office KPI shorthand: MTD, WTD, WoW, basket, footfall, SKU, "pls"; used to "our other stores".
PERSONA[0] = "franchise area manager"
t = "2024-02-14"
Q("MTD sales figure pls", "revenue", number(View(t).revenue(**mtd(t)), "money"), today=t)
t = "2024-02-22"
Q("WTD takings?", "revenue", number(View(t).revenue(**this_week(t)), "money"), today=t)
t = "2024-02-26"
Q("yesterday's trade - total sales $", "revenue", number(View(t).revenue(**on(shift(t, -1))), "money"), today=t)
t = "2024-02-24"
Q("Footfall yesterday (no. of transactions)", "count", number(View(t).n_sales(**on(shift(t, -1))), "count"), today=t)
Q("Average basket value MTD, $", "average", number(V.revenue(**mtd(T)) / V.n_sales(**mtd(T)), "money"))
Q("avg basket weight this month, kg per transaction", "average", number(V.kilos() / V.n_sales(), "kg"))
lw, pw = last_week(T), last_week(last_week(T)["lo"])
Q("WoW: last week's sales vs the week before, % change", "comparison",
  number(pct(V.revenue(**lw) - V.revenue(**pw), V.revenue(**pw)), "pct"))
Q("Top 3 SKUs by kg sold MTD", "ranking", names(best(per(S.products, lambda p: V.kilos(product=p)), 3), ordered=True))
Q("Bottom 2 lines by sales $ this month, lowest first", "ranking",
  names(best(per(S.products, lambda p: V.revenue(product=p)), 2, low=True), ordered=True))
Q("Sales by trading day last week", "grouping", table("day", by_day(V, **lw, fn=lambda d: V.revenue(**on(d))), "money"))
Q("Sales split by day of week, whole month", "grouping",
  table("weekday", per(WEEKDAYS, lambda w: V.revenue(days=on_wd(w))), "money"))
Q("Transaction count by day, last week", "grouping",
  table("day", by_day(V, **lw, fn=lambda d: V.n_sales(**on(d))), "count"))
Q("Unique customers last week", "count", number(len(V.buyers(**lw)), "count"))
Q("Best trading day of the month by sales $", "ranking", name(best(per(FEB, lambda d: V.revenue(**on(d))))[0]))
Q("Which full Mon-Sun week traded best? Give me the w/c date", "ranking",
  name(best(per(WEEKS[1:4], lambda w: V.revenue(lo=w, hi=shift(w, 6))))[0]))
t = "2024-02-20"
Q("Sales run-rate: average daily sales MTD", "average", number(View(t).revenue(**mtd(t)) / 20, "money"), today=t)
Q("Shrink as a % of kg bought in, MTD", "share", number(pct(V.written_off(), V.bought()), "pct"))
Q("GM% last week", "profit", number(pct(V.profit(**lw), V.revenue(**lw)), "pct"))
t = "2024-02-28"
Q("GP $ WTD", "profit", number(View(t).profit(**this_week(t)), "money"), today=t)
t = "2024-02-20"
Q("Returns count MTD", "count", number(len(View(t).sel_returns(**mtd(t))), "count"), today=t)
t = "2024-02-28"
Q("Value of returns processed last week", "refunds", number(View(t).refunds(**last_week(t)), "money"), today=t)
t = "2024-02-21"
Q("Weekend sales, last weekend", "revenue", number(View(t).revenue(lo="2024-02-17", hi="2024-02-18"), "money"), today=t)
assert View(t).revenue(lo="2024-02-17", hi="2024-02-18") != V.revenue(lo="2024-02-17", hi="2024-02-18")
Q("Which supplier shipped us the most kg this month?", "supplier",
  name(best(per(S.suppliers, lambda s: V.bought(supplier=s)))[0]))
t = "2024-02-23"
Q("No. of deliveries received this week", "count", number(View(t).deliveries(**this_week(t)), "count"), today=t)
Q("Current shelf price by SKU", "price_now", table("product", per(S.products, V.price), "money"))
Q("Which SKUs had a price move this month?", "price_change", names(sorted({c[1] for c in V.changes()}), ordered=False))
PC = {c[1]: c for c in V.changes()}
assert len(PC) == len(V.changes())
Q("Pear price cut - how much per kg, $?", "price_change", number(PC["pear"][2] - PC["pear"][3], "money"))
t = "2024-02-25"
Q("Stock on hand by SKU, kg", "stock_now", table("product", stock_table(View(t)), "kg"), today=t)
Q("Any SKUs under 22kg on hand?", "stock_now", names(over(stock_table(V), 22, low=True), ordered=False))
Q("Top 5 customers by spend MTD", "ranking",
  names(best(per(S.customers, lambda c: V.revenue(customer=c)), 5), ordered=True))
Q("Strawberry share of total sales $ this month, %", "share",
  number(pct(V.revenue(product="strawberry"), V.revenue()), "pct"))
Q("Mango sales WTD", "revenue", number(V.revenue(product="mango", **this_week(T)), "money"))
Q("Kg sold by SKU last week", "grouping", table("product", per(S.products, lambda p: V.kilos(product=p, **lw)), "kg"))
Q("Transactions by week (w/c Monday)", "grouping",
  table("week", per(WEEKS, lambda w: V.n_sales(lo=w, hi=shift(w, 6))), "count"))
t = "2024-02-27"
Q("How far down were sales yesterday vs the same day last week, $?", "comparison",
  number(View(t).revenue(**on("2024-02-19")) - View(t).revenue(**on("2024-02-26")), "money"), today=t)
assert View(t).revenue(**on("2024-02-19")) > View(t).revenue(**on("2024-02-26"))
t = "2024-02-09"
Q("MTD kg sold", "kilos_sold", number(View(t).kilos(**mtd(t)), "kg"), today=t)
Q("Which customer has the highest average basket, $?", "ranking",
  name(best(per(S.customers, lambda c: V.revenue(customer=c) / V.n_sales(customer=c)))[0]))
t = "2024-02-11"
Q("Active customers MTD (unique)", "count", number(len(View(t).buyers(**mtd(t))), "count"), today=t)
t = "2024-02-15"
Q("Total sales since Monday", "revenue", number(View(t).revenue(lo="2024-02-12"), "money"), today=t)
Q("Sales last 7 days", "revenue", number(V.revenue(**last_n(T, 7)), "money"))
Q("Top customer last week by spend", "ranking", name(best(per(S.customers, lambda c: V.revenue(customer=c, **lw)))[0]))
Q("Days this month under $15 in sales - list them", "which",
  names(over(per(FEB, lambda d: V.revenue(**on(d))), 15, low=True), ordered=False))
Q("Avg sales per trading day last week", "average", number(V.revenue(**lw) / 7, "money"))
assert all(V.n_sales(**on(d)) > 0 for d in span(**lw))
Q("GM% by SKU this month", "profit",
  table("product", per(S.products, lambda p: pct(V.profit(product=p), V.revenue(product=p))), "pct"))
R("LFL vs Feb last year?")
R("How's this store tracking against our other stores?")
R("What's our conversion rate, footfall through the door vs transactions?")
R("Labour cost as a % of sales last week?")
R("Give me a sales forecast for next week.", today="2024-02-23")
R("Which promo drove the spike on the 5th?")

# ============================================================= persona 3: local journalist
# Curious, story-like, talks about readers and "your" shop; asks for the best, the slowest, the stories.
PERSONA[0] = "local journalist"
cust_rev = per(S.customers, lambda c: V.revenue(customer=c))
Q("For my piece on local shops: who's your best customer this month, judged by how much they spent?", "ranking",
  name(best(cust_rev)[0]))
Q("And your slowest day of the month, going by takings?", "ranking",
  name(best(per(FEB, lambda d: V.revenue(**on(d))), low=True)[0]))
Q("Which fruit is everyone buying? The one that sold the most kilos, I mean.", "ranking",
  name(best(per(S.products, lambda p: V.kilos(product=p)))[0]))
Q("Which fruit barely moved - the fewest kilos sold?", "ranking",
  name(best(per(S.products, lambda p: V.kilos(product=p)), low=True)[0]))
Q("How many different people bought something from you in February?", "count", number(len(V.buyers()), "count"))
Q("Readers love a big number: how many kilos of fruit left the shop in February, all told?", "kilos_sold",
  number(V.kilos(), "kg"))
Q("Who's your most regular customer, the one with the most separate purchases?", "ranking",
  name(best(per(S.customers, lambda c: V.n_sales(customer=c)))[0]))
Q("Did anyone bring fruit back this month? Who?", "refunds",
  names(sorted({r["customer"] for r in V.returns}), ordered=False))
Q("How much money went back to customers as refunds in February?", "refunds", number(V.refunds(), "money"))
Q("What was the biggest single sale of the month, in dollars?", "ranking",
  number(max(s["total"] for s in V.sales), "money"))
top_sale = best({i: s["total"] for i, s in enumerate(V.sales)})[0]
Q("Which customer rang up the single biggest sale of the month?", "ranking", name(V.sales[top_sale]["customer"]))
Q("When did bananas go up in price?", "price_change", name(PC["banana"][0]))
assert PC["banana"][3] > PC["banana"][2]
Q("What's a kilo of strawberries going for these days?", "price_now", number(V.price("strawberry"), "money"))
Q("Which fruit is the priciest per kilo on your shelves right now?", "price_now",
  name(best(per(S.products, V.price))[0]))
Q("And the cheapest fruit per kilo?", "price_now", name(best(per(S.products, V.price), low=True)[0]))
Q("How many suppliers did you buy from this month?", "count", number(len({b["supplier"] for b in V.buys}), "count"))
Q("Who's your main supplier, going by money spent?", "supplier",
  name(best(per(S.suppliers, lambda s: V.spend(supplier=s)))[0]))
Q("Where do your strawberries come from - which supplier?", "supplier",
  names(sorted({b["supplier"] for b in V.sel_buys(product="strawberry")}), ordered=False))
Q("Which day of the week brought in the most money in total this month?", "ranking",
  name(best(per(WEEKDAYS, lambda w: V.revenue(days=on_wd(w))))[0]))
Q("What's the average spend when someone comes to the till?", "average", number(V.revenue() / V.n_sales(), "money"))
Q("How much more did you take in the last four days of the month (26th to 29th) than in the first four (1st to 4th)?",
  "comparison", number(V.revenue(lo="2024-02-26") - V.revenue(hi="2024-02-04"), "money"))
assert V.revenue(lo="2024-02-26") > V.revenue(hi="2024-02-04")
Q("How much has Zoe Davis spent with you over the month?", "customer_spend", number(cust_rev["Zoe Davis"], "money"))
Q("Is Sue Davis a regular? How many purchases has she made?", "count", number(V.n_sales(customer="Sue Davis"), "count"))
Q("What were the takings on Valentine's Day?", "revenue", number(V.revenue(**on("2024-02-14")), "money"))
Q("When did Sue Davis first shop with you this month?", "which",
  name(min(s["date"] for s in V.sel(customer="Sue Davis"))))
Q("Which customers spent more than $75 with you this month?", "who", names(over(cust_rev, 75), ordered=False))
Q("Leap day! What did you take on the 29th?", "revenue", number(V.revenue(**on(T)), "money"))
Q("Which fruit lost the most weight to stock-count write-offs?", "adjustments",
  name(best(per(S.products, lambda p: V.written_off(product=p)))[0]))
Q("How many sales did you make at the weekends this month?", "count", number(V.n_sales(days=weekend), "count"))
Q("How much did the weekdays bring in this month, Monday to Friday?", "revenue",
  number(V.revenue(days=workday), "money"))
Q("What did Omar Haddad buy the most of, by weight?", "ranking",
  name(best(per(S.products, lambda p: V.kilos(customer="Omar Haddad", product=p)))[0]))
Q("How many kilos of mango has Ann Brown bought?", "kilos_sold",
  number(V.kilos(customer="Ann Brown", product="mango"), "kg"))
Q("Which fruits did Raj Patel buy this month?", "which",
  names(sorted({line[0] for line in V.lines(customer="Raj Patel")}), ordered=False))
Q("How many different fruits do you sell?", "count", number(len({line[0] for line in V.lines()}), "count"))
t = "2024-02-16"
V16 = View(t)
Q("So far this month, who has spent the most?", "ranking",
  name(best(per(S.customers, lambda c: V16.revenue(customer=c)))[0]), today=t)
Q("How much have you taken so far this month?", "revenue", number(V16.revenue(**mtd(t)), "money"), today=t)
Q("What did you take yesterday?", "revenue", number(V16.revenue(**on(shift(t, -1))), "money"), today=t)
Q("How many customers came in last Saturday?", "count", number(len(V16.buyers(**on("2024-02-10"))), "count"), today=t)
Q("Which fruit has sold best so far this month, by weight?", "ranking",
  name(best(per(S.products, lambda p: V16.kilos(product=p)))[0]), today=t)
t = "2024-02-23"
V23 = View(t)
Q("What did you take last weekend?", "revenue", number(V23.revenue(lo="2024-02-17", hi="2024-02-18"), "money"), today=t)
Q("How many different customers have you had so far this week?", "count",
  number(len(V23.buyers(**this_week(t))), "count"), today=t)
Q("Since bananas went up, how many kilos of them have you sold?", "kilos_sold",
  number(V23.kilos(product="banana", lo=PC["banana"][0]), "kg"), today=t)
Q("Who's been your best customer this week so far?", "ranking",
  name(best(per(S.customers, lambda c: V23.revenue(customer=c, **this_week(t))))[0]), today=t)
t = "2024-02-09"
Q("How much did you take in the first week of February, the 1st to the 7th?", "revenue",
  number(View(t).revenue(lo="2024-02-01", hi="2024-02-07"), "money"), today=t)
t = "2024-02-20"
Q("How many kilos of fruit did you sell over the weekend?", "kilos_sold",
  number(View(t).kilos(lo="2024-02-17", hi="2024-02-18"), "kg"), today=t)
t = "2024-02-06"
Q("How many customers have you served so far this month?", "count", number(len(View(t).buyers()), "count"), today=t)
R("Why do people buy more strawberries at the weekend?")
R("What's the most popular fruit with children?")
R("Who's the lady who always buys the mangoes?")
R("How many years has the shop been trading?")
R("What will be the big seller this summer?", today="2024-02-16")
R("What did Ms Davis spend with you this month?")

# ============================================================= persona 4: cafe chef
# Kitchen talk, lower case: on hand, walk-in, drop, tickets, strawbs, nanas, "chef".
PERSONA[0] = "cafe chef"
stock_now = stock_table(V)
Q("strawbs on hand chef, how many kg", "stock_now", number(stock_now["strawberry"], "kg"))
Q("what's lowest in the walk-in right now", "stock_now", name(best(stock_now, low=True)[0]))
t = "2024-02-18"
Q("full stock on hand, every line, kg", "stock_now", table("product", stock_table(View(t)), "kg"), today=t)
t = "2024-02-21"
Q("anything under 15 kilo on hand?", "stock_now", names(over(stock_table(View(t)), 15, low=True), ordered=False),
  today=t)
Q("when's the last drop from green valley", "supplier",
  name(max(b["date"] for b in V.sel_buys(supplier="Green Valley Farms"))))
Q("who brings us the nanas", "supplier",
  names(sorted({b["supplier"] for b in V.sel_buys(product="banana")}), ordered=False))
Q("what we paying per kilo for cherries", "purchase_cost", number(S.cost["cherry"], "money"))
Q("how many kg of mango came in this month", "quantity_bought", number(V.bought(product="mango"), "kg"))
t = "2024-02-22"
Q("mango on hand at close yesterday", "stock_on_date", number(View(t).stock("mango", shift(t, -1)), "kg"), today=t)
t = "2024-02-12"
Q("grapes on hand right now", "stock_now", number(View(t).stock("grape"), "kg"), today=t)
Q("how much strawb did we lose on the stock counts, kg", "adjustments",
  number(V.written_off(product="strawberry"), "kg"))
down19 = [a["product"] for a in V.adjusts if a["date"] == "2024-02-19" and a["qty"] < 0]
assert len(down19) == 1
Q("which line got counted down on the 19th", "adjustments", name(down19[0]))
Q("kg of oranges out the door last week", "kilos_sold", number(V.kilos(product="orange", **lw), "kg"))
Q("nanas sold since the price went up, kg", "kilos_sold", number(V.kilos(product="banana", lo=PC["banana"][0]), "kg"))
Q("pear price now", "price_now", number(V.price("pear"), "money"))
Q("what was pear before the cut", "price_change", number(PC["pear"][2], "money"))
Q("orange price on the 17th", "price_on_date", number(V.price("orange", "2024-02-17"), "money"))
t = "2024-02-21"
Q("what'd we take today", "revenue", number(View(t).revenue(**on(t)), "money"), today=t)
t = "2024-02-27"
Q("how many tickets today", "count", number(View(t).n_sales(**on(t)), "count"), today=t)
t = "2024-02-26"
Q("what went out most by weight yesterday", "ranking",
  name(best(per(S.products, lambda p: View(t).kilos(product=p, **on(shift(t, -1)))))[0]), today=t)
Q("cherry on hand at close saturday", "stock_on_date", number(View(t).stock("cherry", "2024-02-24"), "kg"), today=t)
t = "2024-02-23"
Q("how many kg came in this week", "quantity_bought", number(View(t).bought(**this_week(t)), "kg"), today=t)
Q("how many kilos was the strawb drop on the 16th", "quantity_bought",
  number(V.bought(product="strawberry", **on("2024-02-16")), "kg"))
Q("total kg in from all suppliers this month", "quantity_bought", number(V.bought(), "kg"))
Q("cherries: how many more kg came in than went out this month", "comparison",
  number(V.bought(product="cherry") - V.kilos(product="cherry"), "kg"))
Q("kg sold per line today", "grouping", table("product", per(S.products, lambda p: V.kilos(product=p, **on(T))), "kg"))
t = "2024-02-28"
Q("takings by day this week", "grouping",
  table("day", by_day(View(t), **this_week(t), fn=lambda d: View(t).revenue(**on(d))), "money"), today=t)
t = "2024-02-17"
Q("how many kilos we sell today", "kilos_sold", number(View(t).kilos(**on(t)), "kg"), today=t)
Q("what's grapes selling at", "price_now", number(V.price("grape"), "money"))
Q("nanas on hand before the hillside drop on the 8th", "stock_on_date", number(V.stock("banana", "2024-02-07"), "kg"))
Q("how much apple is left", "stock_now", number(stock_now["apple"], "kg"))
t = "2024-02-25"
Q("value of whats in the walk-in at cost", "stock_now", number(stock_value(View(t)), "money"), today=t)
Q("kg moved per line this week", "grouping",
  table("product", per(S.products, lambda p: View(t).kilos(product=p, **this_week(t))), "kg"), today=t)
Q("who's had the most strawbs off us this month", "ranking",
  name(best(per(S.customers, lambda c: V.kilos(customer=c, product="strawberry")))[0]))
Q("how many kilos of cherries has tom had", "kilos_sold", number(V.kilos(customer="Tom Lee", product="cherry"), "kg"))
Q("what came in from abc on the 1st", "supplier",
  names(sorted({b["product"] for b in V.sel_buys(supplier="ABC", **on("2024-02-01"))}), ordered=False))
Q("how many drops did hillside do this month", "count", number(V.deliveries(supplier="Hillside Produce"), "count"))
Q("strawb kg sold last 3 days", "kilos_sold", number(V.kilos(product="strawberry", **last_n(T, 3)), "kg"))
Q("pears sold since the price cut, kg", "kilos_sold", number(V.kilos(product="pear", lo=PC["pear"][0]), "kg"))
Q("cherries in since the 20th, kg", "quantity_bought", number(V.bought(product="cherry", lo="2024-02-20"), "kg"))
Q("how many kg got written down on the stock counts last week", "adjustments", number(V.written_off(**lw), "kg"))
t = "2024-02-14"
Q("how many kilo of pears on hand", "stock_now", number(View(t).stock("pear"), "kg"), today=t)
t = "2024-02-05"
Q("how much cherry we got", "stock_now", number(View(t).stock("cherry"), "kg"), today=t)
R("what's our par on strawbs")
R("what temp's the walk-in at")
R("are the mangoes ripe yet", today="2024-02-22")
R("who's on prep tomorrow")
R("when are we gonna run out of strawbs")
R("were the grapes we counted down on the 3rd mouldy or nicked")

# ============================================================= write
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        q["id"] = f"q82-{i:03d}"
        f.write(json.dumps({"id": q["id"], "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
print("questions", len(QS), "refuse", sum(q["category"] == "refuse" for q in QS),
      "today before 29th", sum(q["today"] < T for q in QS))
for p in dict.fromkeys(q["persona"] for q in QS):
    mine = [q for q in QS if q["persona"] == p]
    n_ref = sum(q["category"] == "refuse" for q in mine)
    n_early = sum(q["today"] < T for q in mine)
    print(f"  {p:<24} {mine[0]['id']}..{mine[-1]['id']} questions {len(mine):3d} refuse {n_ref:2d} early {n_early:2d}")
