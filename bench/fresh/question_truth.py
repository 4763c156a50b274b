"""Ground truth for the ChatLedger question-panel test set (fruit shop demo).

Written from the user's side only: this script reads the demo shop's records
(resources/demo/fruitshop_month.jsonl) and computes, with plain Python, the
expected answer of every question.  It then writes

    bench/fresh/questions_test.jsonl
    bench/fresh/questions_dev.jsonl

Run:  python bench/fresh/question_truth.py          (stdlib only)

Semantics (from the product brief):
  * A sale line is priced at the product's selling price in force at that point
    of the file (log order: the last purchase selling_price / price_change
    before it).  Line total = round(qty * price, 2); sale total = sum of lines.
  * A returned sale no longer counts as a sale at all (revenue, counts,
    quantities, customer spend ...).  Its total is the refund, dated on the
    return's date.
  * Stock = purchased - sold (standing sales) + stock adjustments.
    "Stock on date D" counts only records dated up to and including D
    (so a sale returned after D still counts as sold on D).
  * Revenue = sum of standing sales' totals by sale date; purchase cost =
    sum of round(qty * unit_cost, 2).
  * Gross profit = revenue - sum(qty sold * product's kg-weighted average
    purchase unit cost over the month).
  * Weeks run Monday-Sunday; weekends are Saturday + Sunday.

Robustness: every question is evaluated under several readings of the points
a reasonable person might read differently (does "last 7 days" include today;
is "the first week of February" Feb 1-7 or the Mon-Sun week of Feb 1; is an
average per day over calendar days or trading days; are records dated after
the question's "today" visible; does "stock on D" see a later return; is the
"price on D" the price at the start or at the end of D).  A question is kept
only if all readings give the same answer, unless the question pins a reading
that the brief itself fixes.  Rankings / "which" answers must not be ties.
"""
from __future__ import annotations

import datetime as dt
import itertools
import json
import os
import sys
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
RECORDS = os.path.join(ROOT, "resources", "demo", "fruitshop_month.jsonl")
OUT_TEST = os.path.join(HERE, "questions_test.jsonl")
OUT_DEV = os.path.join(HERE, "questions_dev.jsonl")

DEFAULT_TODAY = "2024-02-29"
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKEND = {5, 6}
WORKDAYS = {0, 1, 2, 3, 4}

# ---------------------------------------------------------------------------
# Readings (toggles).  The harness evaluates each question under every
# combination and requires the same answer.
# ---------------------------------------------------------------------------
TOGGLES = {
    "cut": ["all", "today"],            # records after "today" visible or not
    "lastn": ["incl", "excl"],          # "last N days" includes today or not
    "week1": ["1-7", "1-4"],            # "first week of Feb"
    "perday": ["calendar", "trading"],  # averages per day
    "stock_ret": ["timetravel", "final"],  # stock on D vs. returns after D
    "price_day": ["end", "start"],      # price "on D": end or start of D
}
T: dict = {}
TODAY = DEFAULT_TODAY


def d(x) -> str:
    """Date helper: 15 -> '2024-02-15'; 'YYYY-MM-DD' unchanged."""
    if isinstance(x, int):
        return f"2024-02-{x:02d}"
    return x


def pdate(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def shift(s: str, days: int) -> str:
    return (pdate(s) + dt.timedelta(days=days)).isoformat()


def weekday(s: str) -> int:
    return pdate(s).weekday()


def week_start(s: str) -> str:
    return shift(s, -weekday(s))


def _no_tie(x, places):
    """Refuse values sitting on a rounding boundary (half a cent / half a gram):
    an app that rounds half-even or in binary floating point could differ."""
    scaled = abs(x) * 10 ** places
    if abs(scaled - int(scaled) - 0.5) < 1e-6:
        raise AssertionError(f"value {x!r} is on a rounding boundary")


def money(x) -> float:
    _no_tie(x, 2)
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), ROUND_HALF_UP)) + 0.0


def kg(x) -> float:
    _no_tie(x, 3)
    return float(Decimal(repr(x)).quantize(Decimal("0.001"), ROUND_HALF_UP)) + 0.0


def line_total(q, p) -> float:
    return float((Decimal(str(q)) * Decimal(str(p))).quantize(Decimal("0.01"), ROUND_HALF_UP))


# ---------------------------------------------------------------------------
# Ledger
# ---------------------------------------------------------------------------
def load_records():
    with open(RECORDS, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


ALL_RECORDS = load_records()


class Ledger:
    def __init__(self, records):
        self.sales = []          # dicts: sid, date, customer, lines, total, ret
        self.lines = []          # dicts: sid, date, customer, product, qty, price, total
        self.returns = []        # dicts: date, customer, sid, total
        self.purchases = []      # dicts: date, supplier, product, qty, unit_cost, cost
        self.purchase_recs = []  # dicts: date, supplier
        self.price_changes = []  # dicts: date, product, price
        self.adjustments = []    # dicts: date, product, qty, reason
        self.price_events = []   # (date, product, price) in log order
        price = {}
        for r in records:
            k = r["kind"]
            if k == "purchase":
                sup = r["supplier"]["name"]
                self.purchase_recs.append({"date": r["date"], "supplier": sup})
                for it in r["items"]:
                    self.purchases.append({
                        "date": r["date"], "supplier": sup, "product": it["product"],
                        "qty": it["quantity"], "unit_cost": it["unit_cost"],
                        "cost": line_total(it["quantity"], it["unit_cost"])})
                    if it.get("selling_price") is not None:
                        price[it["product"]] = it["selling_price"]
                        self.price_events.append((r["date"], it["product"], it["selling_price"]))
            elif k == "price_change":
                price[r["product"]] = r["selling_price"]
                self.price_changes.append({"date": r["date"], "product": r["product"],
                                           "price": r["selling_price"]})
                self.price_events.append((r["date"], r["product"], r["selling_price"]))
            elif k == "sale":
                sid = len(self.sales)
                cust = r["customer"]["name"]
                lines = []
                for it in r["items"]:
                    p = price[it["product"]]
                    lines.append({"sid": sid, "date": r["date"], "customer": cust,
                                  "product": it["product"], "qty": it["quantity"],
                                  "price": p, "total": line_total(it["quantity"], p)})
                self.sales.append({"sid": sid, "date": r["date"], "customer": cust,
                                   "lines": lines,
                                   "total": money(sum(l["total"] for l in lines)),
                                   "ret": None})
            elif k == "return":
                cust = r["customer"]["name"]
                m = [s for s in self.sales if s["customer"] == cust
                     and s["date"] == r["sale_date"] and s["ret"] is None]
                assert len(m) == 1, r
                m[0]["ret"] = r["date"]
                self.returns.append({"date": r["date"], "customer": cust,
                                     "sid": m[0]["sid"], "total": m[0]["total"],
                                     "sale": m[0]})
            elif k == "stock_adjustment":
                self.adjustments.append({"date": r["date"], "product": r["product"],
                                         "qty": r["quantity"], "reason": r["reason"]})
            else:
                raise ValueError(k)
        self.products = sorted({p["product"] for p in self.purchases})


_LEDGERS: dict = {}


def L() -> Ledger:
    cut = TODAY if T.get("cut") == "today" else None
    if cut not in _LEDGERS:
        recs = ALL_RECORDS if cut is None else [r for r in ALL_RECORDS if r["date"] <= cut]
        _LEDGERS[cut] = Ledger(recs)
    return _LEDGERS[cut]


# ---------------------------------------------------------------------------
# Date windows
# ---------------------------------------------------------------------------
def last_week():
    mon = shift(week_start(TODAY), -7)
    return mon, shift(mon, 6)


def this_week():
    return week_start(TODAY), TODAY


def yesterday():
    y = shift(TODAY, -1)
    return y, y


def last_n_days(n):
    if T["lastn"] == "incl":
        return shift(TODAY, -(n - 1)), TODAY
    return shift(TODAY, -n), shift(TODAY, -1)


def first_week_feb():
    return ("2024-02-01", "2024-02-07") if T["week1"] == "1-7" else ("2024-02-01", "2024-02-04")


def this_month():
    return TODAY[:8] + "01", TODAY


def in_range(date, since=None, until=None, wd=None, on=None, win=None):
    if on is not None and date != d(on):
        return False
    if win is not None:
        if date < d(win[0]) or date > d(win[1]):
            return False
    if since is not None and date < d(since):
        return False
    if until is not None and date > d(until):
        return False
    if wd is not None and weekday(date) not in wd:
        return False
    return True


# ---------------------------------------------------------------------------
# Measures
# ---------------------------------------------------------------------------
def lines(product=None, customer=None, price=None, products=None, **f):
    out = []
    for s in L().sales:
        if s["ret"] is not None:
            continue
        for l in s["lines"]:
            if product is not None and l["product"] != product:
                continue
            if products is not None and l["product"] not in products:
                continue
            if customer is not None and l["customer"] != customer:
                continue
            if price is not None and abs(l["price"] - price) > 1e-9:
                continue
            if not in_range(l["date"], **f):
                continue
            out.append(l)
    return out


def rev(**f):
    return money(sum(l["total"] for l in lines(**f)))


def qty(**f):
    return kg(sum(l["qty"] for l in lines(**f)))


def nsales(**f):
    return len({l["sid"] for l in lines(**f)})


def sale_totals(customer=None, **f):
    """Totals of standing sales (whole sales) matching date/customer filters."""
    return [s["total"] for s in L().sales if s["ret"] is None
            and (customer is None or s["customer"] == customer)
            and in_range(s["date"], **f)]


def avg_sale(**f):
    t = sale_totals(**f)
    return money(sum(t) / len(t))


def customers(**f):
    return sorted({l["customer"] for l in lines(**f)})


def returns(customer=None, **f):
    return [r for r in L().returns if (customer is None or r["customer"] == customer)
            and in_range(r["date"], **f)]


def refunds(**f):
    return money(sum(r["total"] for r in returns(**f)))


def plines(product=None, supplier=None, **f):
    return [p for p in L().purchases if (product is None or p["product"] == product)
            and (supplier is None or p["supplier"] == supplier) and in_range(p["date"], **f)]


def bought(**f):
    return kg(sum(p["qty"] for p in plines(**f)))


def cost(**f):
    return money(sum(p["cost"] for p in plines(**f)))


def avg_cost(product):
    ps = [p for p in ALL_RECORDS_LEDGER().purchases if p["product"] == product]
    return sum(p["qty"] * p["unit_cost"] for p in ps) / sum(p["qty"] for p in ps)


def ALL_RECORDS_LEDGER():
    if "ALL" not in _LEDGERS:
        _LEDGERS["ALL"] = Ledger(ALL_RECORDS)
    return _LEDGERS["ALL"]


def profit(**f):
    ls = lines(**f)
    return money(sum(l["total"] for l in ls) - sum(l["qty"] * avg_cost(l["product"]) for l in ls))


def stock(product, on=None):
    """Stock at the end of date `on` (default: today / everything)."""
    on = d(on) if on is not None else TODAY
    led = L()
    q = sum(p["qty"] for p in led.purchases if p["product"] == product and p["date"] <= on)
    q += sum(a["qty"] for a in led.adjustments if a["product"] == product and a["date"] <= on)
    for s in led.sales:
        if s["date"] > on:
            continue
        if s["ret"] is not None:
            if T["stock_ret"] == "final" or s["ret"] <= on:
                continue
        q -= sum(l["qty"] for l in s["lines"] if l["product"] == product)
    return kg(q)


def price_on(product, on=None):
    """Selling price in force on date `on` (default: now = end of today)."""
    on = d(on) if on is not None else TODAY
    evs = L().price_events
    if T["price_day"] == "end" or on == TODAY:
        cands = [e for e in evs if e[1] == product and e[0] <= on]
    else:
        cands = [e for e in evs if e[1] == product and e[0] < on]
    return cands[-1][2]


def n_price_changes(product=None, **f):
    return len([c for c in L().price_changes if (product is None or c["product"] == product)
                and in_range(c["date"], **f)])


# --- grouping ---------------------------------------------------------------
def keyof(key, l):
    if key == "day":
        return l["date"]
    if key == "week":
        return week_start(l["date"])
    if key == "month":
        return l["date"][:7]
    if key == "weekday":
        return WEEKDAYS[weekday(l["date"])]
    return l[key]


def group(key, measure, **f):
    """measure: rev | qty | nsales | profit (sales); cost | bought (purchases)."""
    acc = defaultdict(float)
    sids = defaultdict(set)
    if measure in ("cost", "bought"):
        for p in plines(**f):
            acc[keyof(key, p)] += p["cost"] if measure == "cost" else p["qty"]
    else:
        for l in lines(**f):
            k = keyof(key, l)
            if measure == "rev":
                acc[k] += l["total"]
            elif measure == "qty":
                acc[k] += l["qty"]
            elif measure == "nsales":
                sids[k].add(l["sid"])
            elif measure == "profit":
                acc[k] += l["total"] - l["qty"] * avg_cost(l["product"])
        if measure == "nsales":
            acc = {k: len(v) for k, v in sids.items()}
    rnd = {"rev": money, "profit": money, "cost": money, "qty": kg, "bought": kg,
           "nsales": int}[measure]
    return {k: rnd(v) for k, v in sorted(acc.items()) if rnd(v) != 0}


# --- expectations -------------------------------------------------------------
def num(x):
    assert not isinstance(x, bool)
    return {"type": "number", "value": x}


def money_num(x):
    return num(money(x))


def kg_num(x):
    return num(kg(x))


def count(x):
    return num(int(x))


def name(x):
    return {"type": "name", "value": x}


def names(xs, ordered=False):
    xs = list(xs)
    return {"type": "names", "values": xs if ordered else sorted(xs), "ordered": ordered}


def table(key, rows):
    assert rows, "empty table"
    return {"type": "table", "key": key, "rows": rows}


def refuse():
    return {"type": "refuse"}


def argmax(dct, lowest=False):
    items = sorted(dct.items(), key=lambda kv: kv[1], reverse=not lowest)
    if len(items) > 1 and items[0][1] == items[1][1]:
        raise AssertionError(f"tie for first place: {items[:3]}")
    return items[0][0]


def topk(dct, k, lowest=False):
    items = sorted(dct.items(), key=lambda kv: kv[1], reverse=not lowest)
    vals = [v for _, v in items]
    if len(set(vals[:k])) != k:
        raise AssertionError(f"tie inside top {k}: {items[:k + 1]}")
    if len(items) > k and vals[k - 1] == vals[k]:
        raise AssertionError(f"tie at the top-{k} boundary: {items[:k + 1]}")
    return [kk for kk, _ in items[:k]]


def spend_by_customer(**f):
    return group("customer", "rev", **f)


def sales_days(**f):
    return sorted({l["date"] for l in lines(**f)})


# ---------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------
TEST: list = []
DEV: list = []


def Q(store, question, category, fn, today=DEFAULT_TODAY, fixed=None, hard=False):
    store.append({"question": question, "category": category, "fn": fn, "today": today,
                  "fixed": fixed or {}, "hard": hard})


def t(*a, **k):
    Q(TEST, *a, **k)


def v(*a, **k):
    Q(DEV, *a, **k)


def per_day(total, win):
    """Average of `total` over the days of window `win` (calendar or trading days)."""
    a, b = d(win[0]), d(win[1])
    if T["perday"] == "calendar":
        n = (pdate(b) - pdate(a)).days + 1
    else:
        n = len(sales_days(win=(a, b)))
    return total / n


FEB = ("2024-02-01", "2024-02-29")
R = refuse

# ============================ TEST SET =======================================
# --- revenue ---
t("how much revenue did we do in feb?", "revenue", lambda: money_num(rev(win=FEB)))
t("How much did we take on the 15th?", "revenue", lambda: money_num(rev(on=15)))
t("revenue since the 20th", "revenue", lambda: money_num(rev(since=20)))
t("sales revenue after feb 22nd", "revenue", lambda: money_num(rev(since=23)))
t("What was our turnover before the 10th?", "revenue", lambda: money_num(rev(until=9)))
t("revenue between the 10th and the 15th", "revenue", lambda: money_num(rev(since=10, until=15)))
t("How much money did strawberries bring in?", "revenue", lambda: money_num(rev(product="strawberry")))
t("cherry revenue up to the 14th", "revenue", lambda: money_num(rev(product="cherry", until=14)), hard=True)
t("banana takings last week", "revenue", lambda: money_num(rev(product="banana", win=last_week())), hard=True)
t("What was revenue on weekends?", "revenue", lambda: money_num(rev(wd=WEEKEND)))
t("weekday revenue in february", "revenue", lambda: money_num(rev(wd=WORKDAYS, win=FEB)))
t("revenue so far this week", "revenue", lambda: money_num(rev(win=this_week())))
t("what did we take yesterday?", "revenue", lambda: money_num(rev(win=yesterday())), today="2024-02-20", hard=True)
t("apple revenue in the last 7 days", "revenue",
  lambda: money_num(rev(product="apple", win=last_n_days(7))), hard=True)
t("How much revenue did mangoes and cherries bring in together?", "revenue",
  lambda: money_num(rev(products={"mango", "cherry"})), hard=True)
t("What was revenue on the 1st of February?", "revenue", lambda: money_num(rev(on=1)), hard=True)
t("sunday revenue", "revenue", lambda: money_num(rev(wd={6})))
t("revenue for the week of the 12th", "revenue", lambda: money_num(rev(since=12, until=18)))
t("what revenue did oranges bring in after the price went up?", "revenue",
  lambda: money_num(rev(product="orange", price=1.54)), hard=True)
t("What were sales worth on 2024-02-08?", "revenue", lambda: money_num(rev(on=8)))

# --- quantity sold ---
t("how many kilos of apples did we sell on weekends", "qty_sold",
  lambda: kg_num(qty(product="apple", wd=WEEKEND)), hard=True)
t("how much banana did we shift in february?", "qty_sold", lambda: kg_num(qty(product="banana", win=FEB)))
t("kg of strawberries sold since the 16th", "qty_sold", lambda: kg_num(qty(product="strawberry", since=16)))
t("how many kg of fruit did we sell altogether?", "qty_sold", lambda: kg_num(qty()))
t("how many kilos of grapes went out between feb 5 and feb 12", "qty_sold",
  lambda: kg_num(qty(product="grape", since=5, until=12)), hard=True)
t("how many kilos of pear did we sell at 1.44 a kilo?", "qty_sold",
  lambda: kg_num(qty(product="pear", price=1.44)), hard=True)
t("how much cherry did Raj Patel buy?", "qty_sold", lambda: kg_num(qty(product="cherry", customer="Raj Patel")))
t("How many kg of oranges did we sell on the 3rd?", "qty_sold", lambda: kg_num(qty(product="orange", on=3)), hard=True)
t("kg of mango sold this week", "qty_sold", lambda: kg_num(qty(product="mango", win=this_week())))
t("how many kg of fruit did Zoe Davis buy on weekdays?", "qty_sold",
  lambda: kg_num(qty(customer="Zoe Davis", wd=WORKDAYS)), hard=True)
t("kilos of strawberries sold last week", "qty_sold",
  lambda: kg_num(qty(product="strawberry", win=last_week())), today="2024-02-20", hard=True)
t("how many kg of pears did we sell before the 9th?", "qty_sold", lambda: kg_num(qty(product="pear", until=8)))

# --- quantity bought ---
t("how many kg of bananas did we buy this month", "qty_bought", lambda: kg_num(bought(product="banana", win=this_month())))
t("how much strawberry did we get from green valley?", "qty_bought",
  lambda: kg_num(bought(product="strawberry", supplier="Green Valley Farms")))
t("How many kilos did we buy from Hillside?", "qty_bought", lambda: kg_num(bought(supplier="Hillside Produce")))
t("how much fruit did we order from ABC in total", "qty_bought", lambda: kg_num(bought(supplier="ABC")))
t("how many kg of cherries did we buy after the 20th", "qty_bought", lambda: kg_num(bought(product="cherry", since=21)), hard=True)
t("what quantity of apples did we purchase before the 15th?", "qty_bought", lambda: kg_num(bought(product="apple", until=14)), hard=True)
t("total kg purchased in february", "qty_bought", lambda: kg_num(bought(win=FEB)))

# --- number of sales ---
t("how many sales did we make in february", "sales_count", lambda: count(nsales(win=FEB)))
t("sales count on tuesdays", "sales_count", lambda: count(nsales(wd={1})))
t("how many sales had cherries in them?", "sales_count", lambda: count(nsales(product="cherry")))
t("how many times did Tom Lee buy from us?", "sales_count", lambda: count(nsales(customer="Tom Lee")))
t("number of sales last week", "sales_count", lambda: count(nsales(win=last_week())))
t("how many transactions on the 5th", "sales_count", lambda: count(nsales(on=5)))
t("how many sales were there before the 8th?", "sales_count", lambda: count(nsales(until=7)))
t("How many sales did Ann Brown make after the 14th?", "sales_count",
  lambda: count(nsales(customer="Ann Brown", since=15)), hard=True)
t("how many sales did we ring up over the weekend of the 17th and 18th", "sales_count",
  lambda: count(nsales(since=17, until=18)), hard=True)
t("how many mango sales did we have on weekdays?", "sales_count",
  lambda: count(nsales(product="mango", wd=WORKDAYS)), hard=True)

# --- customer spend ---
t("how much did omar haddad spend from the 15th of february onwards?", "customer_spend",
  lambda: money_num(rev(customer="Omar Haddad", since=15)), hard=True)
t("How much has Zoe Davis spent with us?", "customer_spend", lambda: money_num(rev(customer="Zoe Davis")))
t("what did omar hadad spend in total", "customer_spend", lambda: money_num(rev(customer="Omar Haddad")))
t("eva berg total spend", "customer_spend", lambda: money_num(rev(customer="Eva Berg")))
t("how much did tom lee spend on strawberries?", "customer_spend",
  lambda: money_num(rev(customer="Tom Lee", product="strawberry")), hard=True)
t("What did ann brown spend last week?", "customer_spend",
  lambda: money_num(rev(customer="Ann Brown", win=last_week())), hard=True)
t("How much did Raj spend?", "customer_spend", lambda: money_num(rev(customer="Raj Patel")))
t("How much did ida novack spend before the 20th?", "customer_spend",
  lambda: money_num(rev(customer="Ida Novak", until=19)), hard=True)
t("luis garcia spending since feb 10", "customer_spend", lambda: money_num(rev(customer="Luis Garcia", since=10)), hard=True)
t("How much did Bob Smith spend on cherries?", "customer_spend",
  lambda: money_num(rev(customer="Bob Smith", product="cherry")), hard=True)
t("what did Ken Smith spend between the 1st and the 7th?", "customer_spend",
  lambda: money_num(rev(customer="Ken Smith", since=1, until=7)), hard=True)
t("how much did mei chen spend on the 24th", "customer_spend", lambda: money_num(rev(customer="Mei Chen", on=24)), hard=True)

# --- refunds / returns ---
t("total refunds", "refunds", lambda: money_num(refunds()))
t("how many returns did we have?", "refunds", lambda: count(len(returns())))
t("how much did we refund last week?", "refunds", lambda: money_num(refunds(win=last_week())))
t("refunds before the 15th", "refunds", lambda: money_num(refunds(until=14)))
t("which customer got the most money back?", "refunds",
  lambda: name(argmax({c: refunds(customer=c) for c in {r["customer"] for r in returns()}})), hard=True)
t("how much did we refund Tom Lee?", "refunds", lambda: money_num(refunds(customer="Tom Lee")))
t("which customers brought stuff back?", "refunds", lambda: names({r["customer"] for r in returns()}))
t("how many kilos of oranges came back to us in returns?", "refunds",
  lambda: kg_num(sum(l["qty"] for r in returns() for l in r["sale"]["lines"] if l["product"] == "orange")),
  hard=True)
t("what was the biggest single refund?", "refunds", lambda: money_num(max(r["total"] for r in returns())))

# --- stock ---
t("how much cherry do we have?", "stock", lambda: kg_num(stock("cherry")))
t("how many kg of mango are in stock", "stock", lambda: kg_num(stock("mango")))
t("stock level for each fruit", "stock",
  lambda: table("product", {p: stock(p) for p in L().products if stock(p) != 0}))
t("what do we have the most of in stock?", "stock", lambda: name(argmax({p: stock(p) for p in L().products})))
t("which fruit are we lowest on?", "stock",
  lambda: name(argmax({p: stock(p) for p in L().products}, lowest=True)))
t("how much cherry did we have before 2024-02-28?", "stock_on_date", lambda: kg_num(stock("cherry", on=27)), hard=True)
t("stock of mango on the 10th", "stock_on_date", lambda: kg_num(stock("mango", on=10)))
t("how many kilos of oranges did we have on feb 5?", "stock_on_date", lambda: kg_num(stock("orange", on=5)),
  fixed={"stock_ret": "timetravel"}, hard=True)
t("how much banana was on hand before the 23rd?", "stock_on_date", lambda: kg_num(stock("banana", on=22)), hard=True)
t("pear stock at the end of the 20th", "stock_on_date", lambda: kg_num(stock("pear", on=20)))
t("how much grape have we got left", "stock", lambda: kg_num(stock("grape")))
t("strawberry stock as of the 15th", "stock_on_date", lambda: kg_num(stock("strawberry", on=15)))

# --- selling price ---
t("What are we charging for pears?", "price", lambda: money_num(price_on("pear")))
t("current price of oranges", "price", lambda: money_num(price_on("orange")))
t("price of banana on feb 10", "price_on_date", lambda: money_num(price_on("banana", on=10)))
t("how much was a kilo of pear on the 20th?", "price_on_date", lambda: money_num(price_on("pear", on=20)))
t("How much has the orange price gone up since feb 17?", "price",
  lambda: money_num(price_on("orange") - price_on("orange", on=17)), hard=True)
t("how many times did we change the price of banana", "price", lambda: count(n_price_changes("banana")))
t("which products had a price change this month?", "price",
  lambda: names({c["product"] for c in L().price_changes}))
t("what's the most expensive fruit we sell right now?", "price",
  lambda: name(argmax({p: price_on(p) for p in L().products})))
t("cheapest fruit at the moment", "price",
  lambda: name(argmax({p: price_on(p) for p in L().products}, lowest=True)))
t("give me the current price list", "price", lambda: table("product", {p: price_on(p) for p in L().products}))
t("what were bananas selling for a week ago?", "price_on_date",
  lambda: money_num(price_on("banana", on=shift(TODAY, -7))), today="2024-02-25", hard=True)
t("what's the selling price of mango?", "price", lambda: money_num(price_on("mango")))

# --- purchase cost ---
t("how much did we pay Hillside?", "purchase_cost", lambda: money_num(cost(supplier="Hillside Produce")))
t("what did we spend on stock in the first week of feb", "purchase_cost",
  lambda: money_num(cost(win=first_week_feb())), hard=True)
t("total cost of purchases for february", "purchase_cost", lambda: money_num(cost(win=FEB)))
t("how much did we spend buying cherries?", "purchase_cost", lambda: money_num(cost(product="cherry")))
t("purchase cost by supplier", "purchase_cost", lambda: table("supplier", group("supplier", "cost")))
t("which supplier do we spend the most with?", "purchase_cost",
  lambda: name(argmax(group("supplier", "cost"))))
t("how much did we spend at ABC after the 5th?", "purchase_cost", lambda: money_num(cost(supplier="ABC", since=6)), hard=True)
t("what do we pay per kilo for mangoes?", "purchase_cost", lambda: money_num(avg_cost("mango")))
t("how much did we pay green valley for strawberries?", "purchase_cost",
  lambda: money_num(cost(supplier="Green Valley Farms", product="strawberry")), hard=True)
t("what did we spend on restocking last week", "purchase_cost", lambda: money_num(cost(win=last_week())), hard=True)

# --- averages ---
t("whats the average sale value", "avg_sale", lambda: money_num(avg_sale()))
t("average sale value last week", "avg_sale", lambda: money_num(avg_sale(win=last_week())))
t("average sale value for Omar Haddad", "avg_sale", lambda: money_num(avg_sale(customer="Omar Haddad")))
t("average kg per sale", "avg_sale", lambda: kg_num(qty() / nsales()))
t("what's the average sale on weekends?", "avg_sale", lambda: money_num(avg_sale(wd=WEEKEND)), hard=True)
t("what's the average sale value since the 20th?", "avg_sale", lambda: money_num(avg_sale(since=20)))
t("average spend per customer", "avg_customer",
  lambda: money_num(sum(spend_by_customer().values()) / len(spend_by_customer())))
t("on average, how much did each customer spend from the 15th on?", "avg_customer",
  lambda: money_num(sum(spend_by_customer(since=15).values()) / len(spend_by_customer(since=15))), hard=True)
t("average number of sales per customer", "avg_customer",
  lambda: num(round(nsales() / len(customers()), 2)), hard=True)
t("average daily revenue in february", "avg_day", lambda: money_num(per_day(rev(win=FEB), FEB)))
t("average revenue per day last week", "avg_day",
  lambda: money_num(per_day(rev(win=last_week()), last_week())), hard=True)
t("how many sales do we average per day?", "avg_day", lambda: num(round(per_day(nsales(win=FEB), FEB), 2)))

# --- profit ---
t("gross profit on mangoes", "profit", lambda: money_num(profit(product="mango")))
t("what was our gross profit in february?", "profit", lambda: money_num(profit(win=FEB)))
t("which product made the most profit?", "profit", lambda: name(argmax(group("product", "profit"))))
t("gross profit by product", "profit", lambda: table("product", group("product", "profit")))
t("gross profit last week", "profit", lambda: money_num(profit(win=last_week())))
t("what was the gross profit on sales to omar haddad?", "profit",
  lambda: money_num(profit(customer="Omar Haddad")), hard=True)
t("gross profit from weekend sales", "profit", lambda: money_num(profit(wd=WEEKEND)), hard=True)

# --- breakdowns ---
t("revenue per day in february", "breakdown", lambda: table("day", group("day", "rev", win=FEB)))
t("revenue by week", "breakdown", lambda: table("week", group("week", "rev")))
t("revenue by month", "breakdown", lambda: table("month", group("month", "rev")))
t("revenue by day of the week", "breakdown", lambda: table("weekday", group("weekday", "rev")))
t("spend per customer", "breakdown", lambda: table("customer", group("customer", "rev")))
t("kg sold by product", "breakdown", lambda: table("product", group("product", "qty")))
t("kilos purchased from each supplier", "breakdown", lambda: table("supplier", group("supplier", "bought")))
t("how many sales each day last week", "breakdown",
  lambda: table("day", group("day", "nsales", win=last_week())), hard=True)
t("revenue by product for Tom Lee", "breakdown",
  lambda: table("product", group("product", "rev", customer="Tom Lee")), hard=True)
t("who bought cherries and how many kilos each?", "breakdown",
  lambda: table("customer", group("customer", "qty", product="cherry")), hard=True)
t("kilos of banana sold per day since the 20th", "breakdown",
  lambda: table("day", group("day", "qty", product="banana", since=20)), hard=True)
t("spend by customer last week", "breakdown",
  lambda: table("customer", group("customer", "rev", win=last_week())), hard=True)
t("revenue by product on weekends", "breakdown",
  lambda: table("product", group("product", "rev", wd=WEEKEND)), hard=True)

# --- rankings ---
t("top 3 customers by spend", "ranking", lambda: names(topk(group("customer", "rev"), 3), ordered=True))
t("our two best fruits by revenue", "ranking", lambda: names(topk(group("product", "rev"), 2), ordered=True))
t("top 3 best sellers by kg", "ranking", lambda: names(topk(group("product", "qty"), 3), ordered=True))
t("rank our suppliers by how much we spent with them", "ranking",
  lambda: names(topk(group("supplier", "cost"), 3), ordered=True))
t("who bought the most cherries last week", "ranking",
  lambda: name(argmax(group("customer", "qty", product="cherry", win=last_week()))), hard=True)
t("best day for strawberries", "ranking", lambda: name(argmax(group("day", "qty", product="strawberry"))))
t("which day had the highest revenue?", "ranking", lambda: name(argmax(group("day", "rev"))))
t("what was our lowest-revenue day?", "ranking", lambda: name(argmax(group("day", "rev"), lowest=True)))
t("which customer bought the most kilos overall?", "ranking", lambda: name(argmax(group("customer", "qty"))))
t("least popular fruit by kilos sold", "ranking", lambda: name(argmax(group("product", "qty"), lowest=True)))
t("bottom 2 customers by spend", "ranking",
  lambda: names(topk(group("customer", "rev"), 2, lowest=True), ordered=True))
t("top 5 days by revenue", "ranking", lambda: names(topk(group("day", "rev"), 5), ordered=True), hard=True)
t("which weekday brings in the most money?", "ranking", lambda: name(argmax(group("weekday", "rev"))))
t("top 3 customers by spend since the 15th", "ranking",
  lambda: names(topk(group("customer", "rev", since=15), 3), ordered=True), hard=True)

# --- lists ---
t("which products did Zoe Davis buy?", "lists", lambda: names({l["product"] for l in lines(customer="Zoe Davis")}))
t("who bought mango?", "lists", lambda: names(customers(product="mango")))
t("which customers shopped on the 22nd?", "lists", lambda: names(customers(on=22)))
t("which suppliers sold us bananas?", "lists", lambda: names({p["supplier"] for p in plines(product="banana")}))
t("which customers haven't bought anything since the 20th?", "lists",
  lambda: names(set(customers()) - set(customers(since=20))), hard=True)
t("on which days did Omar Haddad buy something?", "lists", lambda: names(sales_days(customer="Omar Haddad")))
t("which fruits did we sell on the 29th?", "lists", lambda: names({l["product"] for l in lines(on=29)}))
t("what did Eva Berg buy after the 10th?", "lists",
  lambda: names({l["product"] for l in lines(customer="Eva Berg", since=11)}), hard=True)

# --- who / when ---
t("who spent the most?", "who_when", lambda: name(argmax(group("customer", "rev"))))
t("who's our biggest mango customer?", "who_when",
  lambda: name(argmax(group("customer", "qty", product="mango"))))
t("when did we last buy cherries?", "who_when", lambda: name(max(p["date"] for p in plines(product="cherry"))))
t("when did we cut the price of pears?", "who_when",
  lambda: name(max(c["date"] for c in L().price_changes if c["product"] == "pear")))
t("what day did Sue Davis first buy from us?", "who_when", lambda: name(min(sales_days(customer="Sue Davis"))))
t("who supplies our apples?", "who_when",
  lambda: name(_only({p["supplier"] for p in plines(product="apple")})))

# --- counts ---
t("how many customers do we have", "count", lambda: count(len(customers())))
t("how many different customers bought strawberries?", "count", lambda: count(len(customers(product="strawberry"))))
t("how many products do we sell?", "count", lambda: count(len(L().products)))
t("how many deliveries did we get from green valley?", "count",
  lambda: count(len([p for p in L().purchase_recs if p["supplier"] == "Green Valley Farms"])))
t("on how many days did we sell grapes?", "count", lambda: count(len(sales_days(product="grape"))))
t("how many customers bought something last week?", "count", lambda: count(len(customers(win=last_week()))))

t("how many kg of strawberries did Zoe Davis buy before the 10th?", "qty_sold",
  lambda: kg_num(qty(customer="Zoe Davis", product="strawberry", until=9)), hard=True)
t("how much did omar haddad spend on weekends?", "customer_spend",
  lambda: money_num(rev(customer="Omar Haddad", wd=WEEKEND)), hard=True)
t("which customer spent the most on weekends?", "ranking",
  lambda: name(argmax(group("customer", "rev", wd=WEEKEND))), hard=True)
t("how many sales were worth more than 20?", "sales_count",
  lambda: count(len([x for x in sale_totals() if x > 20])), hard=True)
t("which day last week brought in the most revenue?", "ranking",
  lambda: name(argmax(group("day", "rev", win=last_week()))), hard=True)
t("how much more did Zoe Davis spend than Omar Haddad?", "customer_spend",
  lambda: money_num(rev(customer="Zoe Davis") - rev(customer="Omar Haddad")), hard=True)
t("how many kilos of cherries did we sell to customers other than Tom Lee?", "qty_sold",
  lambda: kg_num(qty(product="cherry") - qty(product="cherry", customer="Tom Lee")), hard=True)
t("what was our best-selling fruit by weight on weekends?", "ranking",
  lambda: name(argmax(group("product", "qty", wd=WEEKEND))), hard=True)

# --- refusals ---
t("What will revenue be next week?", "refuse", R)
t("Which fruit tastes best?", "refuse", R)
t("What was the weather like on the 10th?", "refuse", R)
t("How many hours did the staff work last week?", "refuse", R)
t("Should we raise the price of mangoes?", "refuse", R)
t("How much cherry will we have in stock on March 15th?", "refuse", R)
t("How much rent did we pay in February?", "refuse", R)
t("What's Omar Haddad's home address?", "refuse", R)
t("Which customers are happiest with us?", "refuse", R)
t("How did February compare with January?", "refuse", R)
t("How much did we spend on electricity this month?", "refuse", R)
t("What's our profit after tax?", "refuse", R)
t("How many people walked into the shop on Saturday the 24th?", "refuse", R)
t("Predict how many bananas we'll sell in March", "refuse", R)
t("What time of day do we sell the most?", "refuse", R)
t("Which customers paid by card?", "refuse", R)
t("What's the wholesale market price of mangoes today?", "refuse", R)
t("how are things going?", "refuse", R)


def _only(s):
    s = list(s)
    assert len(s) == 1, s
    return s[0]


# ============================ DEV SET ========================================
v("revenue on the 23rd", "revenue", lambda: money_num(rev(on=23)))
v("how much did we sell, in money, between feb 1 and feb 9", "revenue", lambda: money_num(rev(since=1, until=9)))
v("grape revenue this month", "revenue", lambda: money_num(rev(product="grape", win=this_month())))
v("takings after the 25th", "revenue", lambda: money_num(rev(since=26)))
v("revenue from pears on weekdays", "revenue", lambda: money_num(rev(product="pear", wd=WORKDAYS)), hard=True)
v("what did we take last week?", "revenue", lambda: money_num(rev(win=last_week())), today="2024-02-27")
v("saturday revenue", "revenue", lambda: money_num(rev(wd={5})))
v("how many kilos of cherries did we sell in the last 3 days?", "qty_sold",
  lambda: kg_num(qty(product="cherry", win=last_n_days(3))), hard=True)
v("kg of oranges sold in feb", "qty_sold", lambda: kg_num(qty(product="orange", win=FEB)))
v("how much mango did ann brown buy", "qty_sold", lambda: kg_num(qty(product="mango", customer="Ann Brown")))
v("how many kilos of cherries did we sell until the 17th?", "qty_sold", lambda: kg_num(qty(product="cherry", until=17)))
v("how many kilos of bananas went out at 1.20?", "qty_sold", lambda: kg_num(qty(product="banana", price=1.2)), hard=True)
v("how many kg of grapes did we sell on sundays", "qty_sold", lambda: kg_num(qty(product="grape", wd={6})), hard=True)
v("how many kg of bananas did we buy from hillside", "qty_bought",
  lambda: kg_num(bought(product="banana", supplier="Hillside Produce")))
v("how many kilos of stock came in after the 10th?", "qty_bought", lambda: kg_num(bought(since=11)))
v("how many sales on the 22nd", "sales_count", lambda: count(nsales(on=22)))
v("number of sales on saturdays", "sales_count", lambda: count(nsales(wd={5})))
v("how many strawberry sales since the 15th?", "sales_count",
  lambda: count(nsales(product="strawberry", since=15)), hard=True)
v("how many times did raj patel shop with us", "sales_count", lambda: count(nsales(customer="Raj Patel")))
v("how much did Mei Chen spend?", "customer_spend", lambda: money_num(rev(customer="Mei Chen")))
v("How much did ken smyth spend?", "customer_spend", lambda: money_num(rev(customer="Ken Smith")))
v("what did sue davis spend after the 21st", "customer_spend", lambda: money_num(rev(customer="Sue Davis", since=22)))
v("how much did zoe davis spend on strawberries", "customer_spend",
  lambda: money_num(rev(customer="Zoe Davis", product="strawberry")), hard=True)
v("refunds this week", "refunds", lambda: money_num(refunds(win=this_week())), today="2024-02-26")
v("how many returns have there been since the 10th?", "refunds", lambda: count(len(returns(since=10))))
v("how much did we refund to Eva Berg", "refunds", lambda: money_num(refunds(customer="Eva Berg")))
v("stock of apples", "stock", lambda: kg_num(stock("apple")))
v("how much strawberry did we have on the 16th", "stock_on_date", lambda: kg_num(stock("strawberry", on=16)))
v("grape stock as of feb 10", "stock_on_date", lambda: kg_num(stock("grape", on=10)))
v("how many kg of strawberries were written off in stock counts?", "stock",
  lambda: kg_num(-sum(a["qty"] for a in L().adjustments if a["product"] == "strawberry")))
v("how much orange did we have on the 10th?", "stock_on_date", lambda: kg_num(stock("orange", on=10)),
  fixed={"stock_ret": "timetravel"}, hard=True)
v("price of cherries", "price", lambda: money_num(price_on("cherry")))
v("what were we charging for oranges on the 12th?", "price_on_date", lambda: money_num(price_on("orange", on=12)))
v("how many price changes did we make in february?", "price", lambda: count(n_price_changes(win=FEB)))
v("how much did we drop the pear price by?", "price",
  lambda: money_num(price_on("pear", on=23) - price_on("pear")), hard=True)
v("how much did we spend at green valley?", "purchase_cost", lambda: money_num(cost(supplier="Green Valley Farms")))
v("purchase costs before the 10th", "purchase_cost", lambda: money_num(cost(until=9)))
v("what did we pay ABC in total", "purchase_cost", lambda: money_num(cost(supplier="ABC")))
v("purchase spend per week", "purchase_cost", lambda: table("week", group("week", "cost")))
v("average sale value in the week of the 19th", "avg_sale", lambda: money_num(avg_sale(since=19, until=25)))
v("average spend per customer last week", "avg_customer",
  lambda: money_num(sum(spend_by_customer(win=last_week()).values()) / len(spend_by_customer(win=last_week()))),
  hard=True)
v("what was the average revenue per day in the week of the 12th?", "avg_day",
  lambda: money_num(per_day(rev(since=12, until=18), (12, 18))), hard=True)
v("average kilos per sale for bananas", "avg_sale", lambda: kg_num(qty(product="banana") / nsales(product="banana")),
  hard=True)
v("gross profit on cherries", "profit", lambda: money_num(profit(product="cherry")))
v("gross profit since the 20th", "profit", lambda: money_num(profit(since=20)))
v("which fruit made the least gross profit?", "profit", lambda: name(argmax(group("product", "profit"), lowest=True)))
v("revenue by product", "breakdown", lambda: table("product", group("product", "rev")))
v("kg of strawberries by customer", "breakdown", lambda: table("customer", group("customer", "qty", product="strawberry")))
v("sales count per weekday", "breakdown", lambda: table("weekday", group("weekday", "nsales")))
v("revenue per day last week", "breakdown", lambda: table("day", group("day", "rev", win=last_week())))
v("what fruit sold the most kilos last week?", "ranking",
  lambda: name(argmax(group("product", "qty", win=last_week()))), hard=True)
v("who bought the most pears?", "ranking", lambda: name(argmax(group("customer", "qty", product="pear"))))
v("which day did we sell the most mango?", "ranking", lambda: name(argmax(group("day", "qty", product="mango"))))
v("which products did Omar Haddad buy?", "lists", lambda: names({l["product"] for l in lines(customer="Omar Haddad")}))
v("who bought strawberries on the 28th?", "lists", lambda: names(customers(product="strawberry", on=28)))
v("when did we last sell mango?", "who_when", lambda: name(max(sales_days(product="mango"))))
v("when was our last delivery from hillside?", "who_when",
  lambda: name(max(p["date"] for p in plines(supplier="Hillside Produce"))))
v("how many customers shopped on weekends?", "count", lambda: count(len(customers(wd=WEEKEND))))
v("how many different fruits did raj patel buy", "count", lambda: count(len({l["product"] for l in lines(customer="Raj Patel")})))
v("Will cherries sell out next week?", "refuse", R)
v("What's the best fruit to stock for summer?", "refuse", R)
v("How much did we pay the delivery driver?", "refuse", R)
v("How many kilos of fruit spoiled because of the heat?", "refuse", R)
v("Which customer is the most loyal?", "refuse", R)


# ---------------------------------------------------------------------------
# Harness
# ---------------------------------------------------------------------------
def evaluate(q):
    global TODAY, T
    TODAY = q["today"]
    results = []
    keys = list(TOGGLES)
    for combo in itertools.product(*(TOGGLES[k] for k in keys)):
        T = dict(zip(keys, combo))
        T.update(q["fixed"])
        results.append((dict(T), q["fn"]()))
    first = results[0][1]
    for tg, r in results[1:]:
        if r != first:
            raise AssertionError(f"reading-dependent answer for {q['question']!r}:\n"
                                 f"  {results[0][0]} -> {first}\n  {tg} -> {r}")
    return first


def build(store, prefix):
    out = []
    seen = set()
    for i, q in enumerate(store, 1):
        key = q["question"].strip().lower()
        assert key not in seen, f"duplicate question {q['question']!r}"
        seen.add(key)
        exp = evaluate(q)
        out.append({"id": f"{prefix}{i:03d}", "question": q["question"], "today": q["today"],
                    "category": q["category"], "expect": exp})
    return out


def main():
    # sanity check against the product brief
    global T, TODAY
    T = {k: vals[0] for k, vals in TOGGLES.items()}
    TODAY = DEFAULT_TODAY
    assert rev(win=FEB) == 637.57, rev(win=FEB)
    assert len(ALL_RECORDS) == 94

    test = build(TEST, "t")
    dev = build(DEV, "d")
    tq = {r["question"].strip().lower() for r in test}
    overlap = [r["question"] for r in dev if r["question"].strip().lower() in tq]
    assert not overlap, overlap
    for path, rows in ((OUT_TEST, test), (OUT_DEV, dev)):
        with open(path, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    # summary
    for label, store, rows in (("test", TEST, test), ("dev", DEV, dev)):
        cats = defaultdict(int)
        for r in rows:
            cats[r["category"]] += 1
        nref = sum(1 for r in rows if r["expect"]["type"] == "refuse")
        nhard = sum(1 for q in store if q["hard"])
        print(f"{label}: {len(rows)} questions, {nref} refusals, {nhard} marked hard")
        for c, n in sorted(cats.items()):
            print(f"   {c:15s} {n}")
    if "-v" in sys.argv:
        for r in test + dev:
            print(json.dumps(r, ensure_ascii=False))


if __name__ == "__main__":
    main()
