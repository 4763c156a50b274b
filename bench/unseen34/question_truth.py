"""Held-out question set 34 for ChatLedger: hand-typed questions, answers computed
from resources/demo/fruitshop_month.jsonl (records dated <= each question's today).

Stdlib only, Decimal money.  Run from the repository root:

    python bench/unseen34/question_truth.py

Writes bench/unseen34/questions.jsonl next to this file.
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

CENT = Decimal("0.01")
GRAM = Decimal("0.001")

# ------------------------------------------------------------------ the records
RECORDS = []
with open(DATA) as fh:
    for raw in fh:
        if raw.strip():
            RECORDS.append(json.loads(raw, parse_float=Decimal))

PRICE_LOG = []   # (date, product, selling price) in file order
SALES = []       # dict(date, cust, lines=[(product, kg, value)], returned_on)
RETURNS = []     # dict(date, cust, sale)
BUYS = []        # dict(date, supplier, product, kg, cost)
ADJ = []         # dict(date, product, kg)
UNIT_COST = {}

_price = {}
for rec in RECORDS:
    kind = rec["kind"]
    if kind == "purchase":
        for it in rec["items"]:
            kg = Decimal(it["quantity"])
            cost = Decimal(it["unit_cost"])
            BUYS.append(dict(date=rec["date"], supplier=rec["supplier"]["name"], product=it["product"],
                             kg=kg, cost=cost))
            assert UNIT_COST.setdefault(it["product"], cost) == cost, "more than one unit cost"
            if it.get("selling_price") is not None:
                _price[it["product"]] = Decimal(it["selling_price"])
                PRICE_LOG.append((rec["date"], it["product"], _price[it["product"]]))
    elif kind == "price_change":
        _price[rec["product"]] = Decimal(rec["selling_price"])
        PRICE_LOG.append((rec["date"], rec["product"], _price[rec["product"]]))
    elif kind == "sale":
        lines = []
        for it in rec["items"]:
            kg = Decimal(it["quantity"])
            exact = kg * _price[it["product"]]
            assert (exact * 100) % 1 != Decimal("0.5"), "half-cent sale line"
            lines.append((it["product"], kg, exact.quantize(CENT, ROUND_HALF_UP)))
        SALES.append(dict(date=rec["date"], cust=rec["customer"]["name"], lines=lines, returned_on=None))
    elif kind == "return":
        hits = [s for s in SALES if s["cust"] == rec["customer"]["name"] and s["date"] == rec["sale_date"]]
        assert len(hits) == 1, rec
        assert hits[0]["returned_on"] is None
        hits[0]["returned_on"] = rec["date"]
        RETURNS.append(dict(date=rec["date"], cust=rec["customer"]["name"], sale=hits[0]))
    elif kind == "stock_adjustment":
        ADJ.append(dict(date=rec["date"], product=rec["product"], kg=Decimal(rec["quantity"])))
    else:
        raise ValueError(kind)

PRODUCTS = sorted(UNIT_COST)


# ------------------------------------------------------------------ dates
def day(s):
    return datetime.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def shift(s, n):
    return iso(day(s) + datetime.timedelta(days=n))


def monday(s):
    d = day(s)
    return iso(d - datetime.timedelta(days=d.weekday()))


def weekday_name(s):
    return day(s).strftime("%A")


def this_week(t):
    return monday(t), t


def last_week(t):
    m = monday(t)
    return shift(m, -7), shift(m, -1)


WEEKEND = {5, 6}
WEEKDAYS = {0, 1, 2, 3, 4}


# ------------------------------------------------------------------ ledger as of `today`
def live(t, lo=None, hi=None, cust=None, days=None):
    """Standing sales dated <= t (and in [lo, hi]); a sale returned on or before t is out."""
    out = []
    for s in SALES:
        if s["date"] > t:
            continue
        if s["returned_on"] is not None and s["returned_on"] <= t:
            continue
        if lo is not None and s["date"] < lo:
            continue
        if hi is not None and s["date"] > hi:
            continue
        if cust is not None and s["cust"] != cust:
            continue
        if days is not None and day(s["date"]).weekday() not in days:
            continue
        out.append(s)
    return out


def lines(t, lo=None, hi=None, cust=None, prod=None, days=None):
    return [(s, p, kg, v) for s in live(t, lo, hi, cust, days) for p, kg, v in s["lines"]
            if prod is None or p == prod]


def sale_value(s):
    return sum((v for _, _, v in s["lines"]), Decimal(0))


def takings(t, lo=None, hi=None, cust=None, prod=None, days=None):
    return sum((v for _, _, _, v in lines(t, lo, hi, cust, prod, days)), Decimal(0))


def kilos(t, lo=None, hi=None, cust=None, prod=None, days=None):
    return sum((kg for _, _, kg, _ in lines(t, lo, hi, cust, prod, days)), Decimal(0))


def nsales(t, lo=None, hi=None, cust=None, prod=None, days=None):
    return len({id(s) for s, _, _, _ in lines(t, lo, hi, cust, prod, days)})


def cogs(t, lo=None, hi=None, cust=None, prod=None, days=None):
    return sum((kg * UNIT_COST[p] for _, p, kg, _ in lines(t, lo, hi, cust, prod, days)), Decimal(0))


def profit(t, lo=None, hi=None, cust=None, prod=None, days=None):
    return takings(t, lo, hi, cust, prod, days) - cogs(t, lo, hi, cust, prod, days)


def margin(t, lo=None, hi=None, cust=None, prod=None, days=None):
    return profit(t, lo, hi, cust, prod, days) / takings(t, lo, hi, cust, prod, days) * 100


def returns_in(t, lo=None, hi=None):
    return [r for r in RETURNS if r["date"] <= t and (lo is None or r["date"] >= lo)
            and (hi is None or r["date"] <= hi)]


def refunds(t, lo=None, hi=None):
    return sum((sale_value(r["sale"]) for r in returns_in(t, lo, hi)), Decimal(0))


def stock(prod, d):
    """Kilos on hand at close of day d."""
    bought = sum((b["kg"] for b in BUYS if b["product"] == prod and b["date"] <= d), Decimal(0))
    return bought - kilos(d, prod=prod) + sum((a["kg"] for a in ADJ if a["product"] == prod and a["date"] <= d),
                                              Decimal(0))


def price_on(prod, d):
    found = None
    for dt, p, pr in PRICE_LOG:
        if p == prod and dt <= d:
            found = pr
    assert found is not None
    return found


def bought(t, lo=None, hi=None, prod=None, supplier=None, at_cost=False):
    tot = Decimal(0)
    for b in BUYS:
        if b["date"] > t or (lo is not None and b["date"] < lo) or (hi is not None and b["date"] > hi):
            continue
        if (prod is not None and b["product"] != prod) or (supplier is not None and b["supplier"] != supplier):
            continue
        tot += b["kg"] * b["cost"] if at_cost else b["kg"]
    return tot


def writeoff_kg(t, lo=None, hi=None, prod=None):
    return sum((-a["kg"] for a in ADJ if a["kg"] < 0 and a["date"] <= t and (lo is None or a["date"] >= lo)
                and (hi is None or a["date"] <= hi) and (prod is None or a["product"] == prod)), Decimal(0))


def writeoff_cost(t, lo=None, hi=None, prod=None):
    return sum((-a["kg"] * UNIT_COST[a["product"]] for a in ADJ if a["kg"] < 0 and a["date"] <= t
                and (lo is None or a["date"] >= lo) and (hi is None or a["date"] <= hi)
                and (prod is None or a["product"] == prod)), Decimal(0))


def group(t, key, fn, lo=None, hi=None, **kw):
    """Table {key: fn-total} over standing sale lines; key in product/customer/day/week/weekday."""
    rows = {}
    for s, p, kg, v in lines(t, lo, hi, **kw):
        k = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
             "weekday": weekday_name(s["date"]), "month": s["date"][:7]}[key]
        rows.setdefault(k, []).append((s, p, kg, v))
    out = {}
    for k, ls in rows.items():
        if fn == "takings":
            out[k] = sum((v for _, _, _, v in ls), Decimal(0))
        elif fn == "kilos":
            out[k] = sum((kg for _, _, kg, _ in ls), Decimal(0))
        elif fn == "count":
            out[k] = len({id(s) for s, _, _, _ in ls})
        elif fn == "profit":
            out[k] = sum((v - kg * UNIT_COST[p] for _, p, kg, v in ls), Decimal(0))
        else:
            raise ValueError(fn)
    return {k: v for k, v in out.items() if v != 0}


# ------------------------------------------------------------------ rounding / answer builders
def _rounded(x, step):
    x = Decimal(x)
    assert abs(x / step) % 1 != Decimal("0.5"), ("rounding falls on a half", x)
    return float(x.quantize(step, ROUND_HALF_UP))


def money(x):
    return {"type": "number", "value": _rounded(x, CENT)}


def kg3(x):
    return {"type": "number", "value": _rounded(x, GRAM)}


def pct(x):
    return {"type": "number", "value": _rounded(x, CENT)}


def ratio2(x):
    return {"type": "number", "value": _rounded(x, CENT)}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals)
    return {"type": "names", "values": vals, "ordered": ordered}


def table(key, rows, kind="money"):
    assert rows
    conv = {"money": lambda v: _rounded(v, CENT), "kg": lambda v: _rounded(v, GRAM),
            "count": lambda v: v, "pct": lambda v: _rounded(v, CENT)}[kind]
    return {"type": "table", "key": key, "rows": {k: conv(v) for k, v in sorted(rows.items()) if v != 0}}


def ranked(rows, n=None, reverse=True):
    """Keys of rows sorted by value (highest first unless reverse=False); asserts no ties in the cut."""
    order = sorted(rows, key=lambda k: rows[k], reverse=reverse)
    cut = order if n is None else order[:n]
    vals = [rows[k] for k in order]
    # every value inside the cut, and the boundary value, must be distinct
    upto = len(cut) + (1 if n is not None and len(order) > n else 0)
    assert len(set(vals[:upto])) == upto, ("tie in ranking", [(k, rows[k]) for k in order[:upto]])
    return cut


def top(rows, reverse=True):
    return ranked(rows, 1, reverse)[0]


REFUSE = {"type": "refuse"}


def sale_values(t, lo=None, hi=None, cust=None, days=None):
    return [sale_value(s) for s in live(t, lo, hi, cust, days)]


def avg_sale(t, lo=None, hi=None, cust=None, days=None):
    vals = sale_values(t, lo, hi, cust, days)
    return sum(vals, Decimal(0)) / len(vals)


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def customers(t, lo=None, hi=None, days=None):
    return {s["cust"] for s in live(t, lo, hi, days=days)}


def day_total(t, d):
    return takings(t, d, d)


def refunds_by_week(t):
    rows = {}
    for r in returns_in(t):
        rows[monday(r["date"])] = rows.get(monday(r["date"]), Decimal(0)) + sale_value(r["sale"])
    return rows


def stock_table(d):
    return {p: stock(p, d) for p in PRODUCTS}


def bought_by(t, key, at_cost):
    rows = {}
    for b in BUYS:
        if b["date"] <= t:
            rows[b[key]] = rows.get(b[key], Decimal(0)) + (b["kg"] * b["cost"] if at_cost else b["kg"])
    return rows


def pct_of(part, whole):
    return Decimal(part) / Decimal(whole) * 100


# ------------------------------------------------------------------ the questions (typed by hand)
INTERN = "data-intern"
AREA = "area-manager"
CASH = "cash-up"
OWNER = "owner-voice"
END = "2024-02-29"
QUESTIONS = []   # (persona, today, question, answer-function of today or None for a refusal)


def ask(persona, today, question, fn):
    QUESTIONS.append((persona, today, question, fn))


def refuse(persona, today, question):
    QUESTIONS.append((persona, today, question, None))


# ---------------------------------------------------------------- cash-up: staff closing the till
ask(CASH, "2024-02-01", "First day open - how many kilos did we sell today?", lambda t: kg3(kilos(t, t, t)))
ask(CASH, "2024-02-03", "how much have we taken since the start of the month?", lambda t: money(takings(t)))
ask(CASH, "2024-02-05", "What are today's takings?", lambda t: money(takings(t, t, t)))
ask(CASH, "2024-02-05", "What did we take on Saturday?", lambda t: money(day_total(t, "2024-02-03")))
ask(CASH, "2024-02-05", "which product brought in the most money today",
    lambda t: name(top(group(t, "product", "takings", t, t))))
ask(CASH, "2024-02-05", "How many different customers came in today?", lambda t: count(len(customers(t, t, t))))
ask(CASH, "2024-02-07", "closing stock check: how many kilos of bananas are left?",
    lambda t: kg3(stock("banana", t)))
ask(CASH, "2024-02-07", "did we give any money back today? how much in refunds", lambda t: money(refunds(t, t, t)))
ask(CASH, "2024-02-08", "What were the takings on Tuesday?", lambda t: money(day_total(t, "2024-02-06")))
ask(CASH, "2024-02-10", "How many kilos of apples came in from the supplier today?",
    lambda t: kg3(bought(t, t, t, prod="apple")))
ask(CASH, "2024-02-12", "how much did we take yesterday", lambda t: money(day_total(t, shift(t, -1))))
ask(CASH, "2024-02-13", "takins today?", lambda t: money(takings(t, t, t)))
ask(CASH, "2024-02-14", "What have we taken so far this week?", lambda t: money(takings(t, *this_week(t))))
ask(CASH, END, "How many sales did we ring up today", lambda t: count(nsales(t, t, t)))
ask(CASH, END, "any refunds go through today? what's the total", lambda t: money(refunds(t, t, t)))
ask(CASH, "2024-02-15", "how many of today's sales had grapes in them", lambda t: count(nsales(t, t, t, prod="grape")))
ask(CASH, "2024-02-15", "How much more did we take today than yesterday?",
    lambda t: money(day_total(t, t) - day_total(t, shift(t, -1))))
ask(CASH, "2024-02-16", "who spent the most today", lambda t: name(top(group(t, "customer", "takings", t, t))))
ask(CASH, "2024-02-16", "refunds so far this week?", lambda t: money(refunds(t, *this_week(t))))
ask(CASH, "2024-02-16", "strawberry stock at close tonight, in kg", lambda t: kg3(stock("strawberry", t)))
ask(CASH, "2024-02-17", "what's the orange price per kilo at the moment", lambda t: money(price_on("orange", t)))
ask(CASH, "2024-02-19", "Which fruit sold the most kilos today?",
    lambda t: name(top(group(t, "product", "kilos", t, t))))
ask(CASH, "2024-02-19", "whats the banana price right now", lambda t: money(price_on("banana", t)))
ask(CASH, END, "What's the average sale today?", lambda t: money(avg_sale(t, t, t)))
ask(CASH, "2024-02-20", "kilos sold yesterday", lambda t: kg3(kilos(t, shift(t, -1), shift(t, -1))))
ask(CASH, "2024-02-20", "How many returns have we had so far this month?", lambda t: count(len(returns_in(t))))
ask(CASH, "2024-02-23", "how much did we refund today", lambda t: money(refunds(t, t, t)))
ask(CASH, "2024-02-23", "Today's takings minus today's refunds?", lambda t: money(takings(t, t, t) - refunds(t, t, t)))
ask(CASH, "2024-02-24", "what are we charging for pears now after the price change?",
    lambda t: money(price_on("pear", t)))
ask(CASH, "2024-02-25", "what was the biggest single sale today", lambda t: money(max(sale_values(t, t, t))))
ask(CASH, "2024-02-25", "Total refunded this month to date?", lambda t: money(refunds(t)))
ask(CASH, "2024-02-27", "How many sales have we done today?", lambda t: count(nsales(t, t, t)))
ask(CASH, "2024-02-27", "what did Omar spend today", lambda t: money(takings(t, t, t, cust="Omar Haddad")))
ask(CASH, "2024-02-28", "cherries on hand at close today?", lambda t: kg3(stock("cherry", t)))
ask(CASH, END, "last cash-up of the month: what did we take today", lambda t: money(takings(t, t, t)))
ask(CASH, END, "how many kg of pears went today", lambda t: kg3(kilos(t, t, t, prod="pear")))
refuse(CASH, "2024-02-14", "how much of today's takings was cash and how much was card?")
refuse(CASH, "2024-02-20", "What was in the float when we opened this morning?")
refuse(CASH, "2024-02-24", "add a sale of 2 kg apples for Ann Brown to today please")
refuse(CASH, "2024-02-27", "how much did we get in tips today")
refuse(CASH, END, "Can you log a refund for Mei Chen's bananas from the 24th?")
refuse(CASH, "2024-02-09", "what time did the last customer leave today?")


# ---------------------------------------------------------------- area-manager: comparing periods
def wk_diff(t):
    """Whole of last week minus this week so far (takings)."""
    return takings(t, *last_week(t)) - takings(t, *this_week(t))


ask(AREA, "2024-02-14", "What were takings last week?", lambda t: money(takings(t, *last_week(t))))
ask(AREA, "2024-02-20", "What's our average daily takings so far this month?",
    lambda t: money(takings(t) / (day(t).day)))
ask(AREA, "2024-02-15", "Who are the top three customers by spend so far this month?",
    lambda t: names(ranked(group(t, "customer", "takings"), 3), True))
ask(AREA, "2024-02-21", "Give me last week's gross profit.", lambda t: money(profit(t, *last_week(t))))
ask(AREA, "2024-02-22", "How much did we take Monday to Thursday last week?",
    lambda t: money(takings(t, last_week(t)[0], shift(last_week(t)[0], 3))))
ask(AREA, "2024-02-23", "How much less have we taken so far this week than in the whole of last week?",
    lambda t: money(wk_diff(t)))
ask(AREA, "2024-02-25", "How much less did we take this weekend than last weekend?",
    lambda t: money(takings(t, "2024-02-17", "2024-02-18") - takings(t, "2024-02-24", "2024-02-25")))
ask(AREA, "2024-02-26", "average sale value last week", lambda t: money(avg_sale(t, *last_week(t))))
ask(AREA, "2024-02-26", "Last week, what was the average spend per customer?",
    lambda t: money(takings(t, *last_week(t)) / len(customers(t, *last_week(t)))))
ask(AREA, "2024-02-26", "how many more kilos did we sell last week than the week before?",
    lambda t: kg3(kilos(t, *last_week(t)) - kilos(t, shift(last_week(t)[0], -7), shift(last_week(t)[0], -1))))
ask(AREA, END, "How much did we take in the first fortnight of February?",
    lambda t: money(takings(t, "2024-02-01", "2024-02-14")))
ask(AREA, END, "takings from the 15th onwards", lambda t: money(takings(t, "2024-02-15")))
ask(AREA, END, "What did the weekends bring in this month in total?", lambda t: money(takings(t, days=WEEKEND)))
ask(AREA, END, "weekday takings (Mon-Fri) for the month?", lambda t: money(takings(t, days=WEEKDAYS)))
ask(AREA, END, "What's the average spend per customer this month?",
    lambda t: money(takings(t) / len(customers(t))))
ask(AREA, END, "How much more gross profit did we make last week than so far this week?",
    lambda t: money(profit(t, *last_week(t)) - profit(t, *this_week(t))))
ask(AREA, END, "weekly takings comparison, week by week", lambda t: table("week", group(t, "week", "takings")))
ask(AREA, END, "What's the average sale value at weekends?", lambda t: money(avg_sale(t, days=WEEKEND)))
ask(AREA, END, "average sale value on weekdays only", lambda t: money(avg_sale(t, days=WEEKDAYS)))
ask(AREA, END, "What's our gross margin percentage for the month?", lambda t: pct(margin(t)))
ask(AREA, END, "What share of this month's takings came from weekends, as a percent?",
    lambda t: pct(pct_of(takings(t, days=WEEKEND), takings(t))))
ask(AREA, END, "takings before the 10th", lambda t: money(takings(t, hi="2024-02-09")))
ask(AREA, END, "How many kilos did we sell between the 12th and the 18th?",
    lambda t: kg3(kilos(t, "2024-02-12", "2024-02-18")))
ask(AREA, END, "Top 3 customers by spend this month, biggest first",
    lambda t: names(ranked(group(t, "customer", "takings"), 3), True))
ask(AREA, END, "By what percent did takings change last week versus the week before?",
    lambda t: pct(pct_of(takings(t, *last_week(t)) - takings(t, shift(last_week(t)[0], -7),
                                                                shift(last_week(t)[0], -1)),
                         takings(t, shift(last_week(t)[0], -7), shift(last_week(t)[0], -1)))))
ask(AREA, END, "Which product carries the best margin %?",
    lambda t: name(top({p: margin(t, prod=p) for p in group(t, "product", "takings")})))
ask(AREA, END, "Raj Patel's average spend per visit this month", lambda t: money(avg_sale(t, cust="Raj Patel")))
ask(AREA, END, "Break down takings by day of the week", lambda t: table("weekday", group(t, "weekday", "takings")))
ask(AREA, END, "number of sales per week", lambda t: table("week", group(t, "week", "count"), "count"))
ask(AREA, END, "gross profit week by week", lambda t: table("week", group(t, "week", "profit")))
ask(AREA, END, "How many sales did we make on weekends this month?", lambda t: count(nsales(t, days=WEEKEND)))
ask(AREA, END, "refunds per week this month", lambda t: table("week", refunds_by_week(t)))
ask(AREA, END, "Over the month, which brought in more - Tuesdays or Thursdays?",
    lambda t: name(top({w: v for w, v in group(t, "weekday", "takings").items() if w in ("Tuesday", "Thursday")})))
ask(AREA, END, "Which day of the week is busiest by number of sales?",
    lambda t: name(top(group(t, "weekday", "count"))))
ask(AREA, END, "Average number of visits per customer this month?",
    lambda t: ratio2(Decimal(nsales(t)) / len(customers(t))))
ask(AREA, END, "average kilos per sale since the 16th",
    lambda t: kg3(kilos(t, "2024-02-16") / nsales(t, "2024-02-16")))
ask(AREA, END, "What's the average spend per customer at weekends this month?",
    lambda t: money(takings(t, days=WEEKEND) / len(customers(t, days=WEEKEND))))
ask(AREA, END, "Give me takings by month.", lambda t: table("month", group(t, "month", "takings")))
ask(AREA, END, "How many kilos went out at weekends this month?",
    lambda t: kg3(kilos(t, days=WEEKEND)))
refuse(AREA, END, "How does this shop's takings compare with our other branch?")
refuse(AREA, END, "What's rent as a share of revenue this month?")
refuse(AREA, END, "Project March takings for me based on this month's trend.")
refuse(AREA, "2024-02-23", "what's the footfall conversion rate this week?")
refuse(AREA, "2024-02-26", "Delete the return Bob Smith made on the 23rd.")
refuse(AREA, END, "How many staff hours did we roster last week compared with the week before?")


# ---------------------------------------------------------------- owner-voice: spoken, run-on, numbers as words
ask(OWNER, "2024-02-09", "how many kilos of cherries we got left", lambda t: kg3(stock("cherry", t)))
ask(OWNER, "2024-02-13", "so how much have we taken so far this month", lambda t: money(takings(t)))
ask(OWNER, "2024-02-19", "howd the weekend go what did we take",
    lambda t: money(takings(t, shift(t, -2), shift(t, -1))))
ask(OWNER, "2024-02-20", "whatd bob spend so far this month", lambda t: money(takings(t, cust="Bob Smith")))
ask(OWNER, "2024-02-21", "how many kilos of strawberries did we sell last week",
    lambda t: kg3(kilos(t, *last_week(t), prod="strawberry")))
ask(OWNER, "2024-02-22", "tell me what we took since monday", lambda t: money(takings(t, monday(t))))
ask(OWNER, END, "ok so howd we do yesterday", lambda t: money(day_total(t, shift(t, -1))))
ask(OWNER, "2024-02-27", "hows this week going so far whats the takings", lambda t: money(takings(t, *this_week(t))))
ask(OWNER, END, "whatd bob spend this month", lambda t: money(takings(t, cust="Bob Smith")))
ask(OWNER, END, "hows the profit looking for the month", lambda t: money(profit(t)))
ask(OWNER, END, "who spent the most money with us this month", lambda t: name(top(group(t, "customer", "takings"))))
ask(OWNER, END, "whats the price of pears now", lambda t: money(price_on("pear", t)))
ask(OWNER, END, "what were pears going for on the twentieth", lambda t: money(price_on("pear", "2024-02-20")))
ask(OWNER, END, "how many pears we got left", lambda t: kg3(stock("pear", t)))
ask(OWNER, END, "what did we spend on stock this month all in", lambda t: money(bought(t, at_cost=True)))
ask(OWNER, END, "how much did we pay green valley this month",
    lambda t: money(bought(t, supplier="Green Valley Farms", at_cost=True)))
ask(OWNER, END, "how much did we take on the twenty third", lambda t: money(day_total(t, "2024-02-23")))
ask(OWNER, END, "how many sales over twenty dollars did we have this month",
    lambda t: count(sum(1 for v in sale_values(t) if v > 20)))
ask(OWNER, END, "whatd tom lee spend before the fifteenth",
    lambda t: money(takings(t, hi="2024-02-14", cust="Tom Lee")))
ask(OWNER, END, "how much fruit did we chuck out this month in kilos", lambda t: kg3(writeoff_kg(t)))
ask(OWNER, END, "what did the write offs cost us", lambda t: money(writeoff_cost(t)))
ask(OWNER, END, "um how many oranges did we have left on the twentieth", lambda t: kg3(stock("orange", "2024-02-20")))
ask(OWNER, END, "whatd zoe spend last week", lambda t: money(takings(t, *last_week(t), cust="Zoe Davis")))
ask(OWNER, END, "what profit did we make on strawberries this month gross i mean",
    lambda t: money(profit(t, prod="strawberry")))
ask(OWNER, END, "who came in the most times this month", lambda t: name(top(group(t, "customer", "count"))))
ask(OWNER, END, "hey how much did mei chen spend all up", lambda t: money(takings(t, cust="Mei Chen")))
ask(OWNER, END, "whats our best seller by weight", lambda t: name(top(group(t, "product", "kilos"))))
ask(OWNER, END, "what were we charging for cherries on the fifth", lambda t: money(price_on("cherry", "2024-02-05")))
ask(OWNER, END, "how many kilos of strawberries did we have at close on the nineteenth",
    lambda t: kg3(stock("strawberry", "2024-02-19")))
ask(OWNER, END, "how much banana did we buy in this month", lambda t: kg3(bought(t, prod="banana")))
ask(OWNER, END, "how many customers have we got altogether", lambda t: count(len(customers(t))))
ask(OWNER, END, "how much did we refund this month all up", lambda t: money(refunds(t)))
ask(OWNER, END, "what did we take on the weekend of the tenth and eleventh",
    lambda t: money(takings(t, "2024-02-10", "2024-02-11")))
ask(OWNER, END, "whatd we take this week", lambda t: money(takings(t, *this_week(t))))
ask(OWNER, END, "which fruit brought in the least money this month",
    lambda t: name(top(group(t, "product", "takings"), reverse=False)))
ask(OWNER, END, "what was our best day for takings this month", lambda t: name(top(group(t, "day", "takings"))))
ask(OWNER, END, "how many kilos of mango did we sell after the twentieth",
    lambda t: kg3(kilos(t, "2024-02-21", prod="mango")))
ask(OWNER, END, "what did ann brown buy the most of by weight",
    lambda t: name(top(group(t, "product", "kilos", cust="Ann Brown"))))
ask(OWNER, END, "how much did we take up to and including the fifteenth",
    lambda t: money(takings(t, "2024-02-01", "2024-02-15")))
refuse(OWNER, END, "whats the rent coming out this month")
refuse(OWNER, END, "is it gonna rain tomorrow should i order more strawberries")
refuse(OWNER, END, "how much should i pay myself this month")
refuse(OWNER, END, "change the price of mangoes to three dollars")
refuse(OWNER, END, "what are we gonna take next week do you reckon")
refuse(OWNER, END, "how much gst do we owe the tax office for february")


# ---------------------------------------------------------------- data-intern: spreadsheet words
def sale_kilos(s):
    return sum((kg for _, kg, _ in s["lines"]), Decimal(0))


ask(INTERN, "2024-02-09", "What's the mean sale value so far this month?", lambda t: money(avg_sale(t)))
ask(INTERN, "2024-02-15", "Break down takings by product for the month to date",
    lambda t: table("product", group(t, "product", "takings")))
ask(INTERN, "2024-02-21", "can you break this week's takings down by day",
    lambda t: table("day", group(t, "day", "takings", *this_week(t))))
ask(INTERN, "2024-02-24", "rank customers by total spend so far this month and give me the top four",
    lambda t: names(ranked(group(t, "customer", "takings"), 4), True))
ask(INTERN, END, "What's the median sale value this month?", lambda t: money(median(sale_values(t))))
ask(INTERN, END, "break down takings by product", lambda t: table("product", group(t, "product", "takings")))
ask(INTERN, END, "Rank products by kilos sold, highest first.",
    lambda t: names(ranked(group(t, "product", "kilos")), True))
ask(INTERN, END, "per-day takings table for last week", lambda t: table("day", group(t, "day", "takings",
                                                                                        *last_week(t))))
ask(INTERN, END, "What % of takings came from strawberries?",
    lambda t: pct(pct_of(takings(t, prod="strawberry"), takings(t))))
ask(INTERN, END, "average kg per sale", lambda t: kg3(kilos(t) / nsales(t)))
ask(INTERN, END, "count of sales by customer", lambda t: table("customer", group(t, "customer", "count"), "count"))
ask(INTERN, END, "Mean daily takings over the month?", lambda t: money(takings(t) / day(t).day))
ask(INTERN, END, "break down the number of sales by weekday",
    lambda t: table("weekday", group(t, "weekday", "count"), "count"))
ask(INTERN, END, "gross profit by product table", lambda t: table("product", group(t, "product", "profit")))
ask(INTERN, END, "list the customers who bought mango this month",
    lambda t: names(sorted(group(t, "customer", "kilos", prod="mango")), False))
ask(INTERN, END, "How many distinct products did we sell last week?",
    lambda t: count(len(group(t, "product", "kilos", *last_week(t)))))
ask(INTERN, END, "purchases at cost, broken down by supplier",
    lambda t: table("supplier", bought_by(t, "supplier", True)))
ask(INTERN, END, "total kg purchased per product", lambda t: table("product", bought_by(t, "product", False), "kg"))
ask(INTERN, END, "What's the total COGS for February?", lambda t: money(cogs(t)))
ask(INTERN, END, "What percentage of sales included bananas?",
    lambda t: pct(pct_of(nsales(t, prod="banana"), nsales(t))))
ask(INTERN, END, "average selling price per kg we actually got for oranges",
    lambda t: money(takings(t, prod="orange") / kilos(t, prod="orange")))
ask(INTERN, END, "kilos sold per week as a table", lambda t: table("week", group(t, "week", "kilos"), "kg"))
ask(INTERN, END, "which date had the lowest takings", lambda t: name(top(group(t, "day", "takings"), reverse=False)))
ask(INTERN, END, "List the days where takings were over $30",
    lambda t: names(sorted(d for d, v in group(t, "day", "takings").items() if v > 30), False))
ask(INTERN, END, "cumulative takings up to the 10th (inclusive)", lambda t: money(takings(t, hi="2024-02-10")))
ask(INTERN, END, "stock levels by product at close today", lambda t: table("product", stock_table(t), "kg"))
ask(INTERN, END, "smallest single sale value this month", lambda t: money(min(sale_values(t))))
ask(INTERN, END, "median kilos per sale", lambda t: kg3(median([sale_kilos(s) for s in live(t)])))
ask(INTERN, END, "bottom 3 customers by spend, lowest first",
    lambda t: names(ranked(group(t, "customer", "takings"), 3, reverse=False), True))
ask(INTERN, END, "takings by customer", lambda t: table("customer", group(t, "customer", "takings")))
ask(INTERN, END, "max kilos in a single sale", lambda t: kg3(max(sale_kilos(s) for s in live(t))))
ask(INTERN, END, "margin % by product please",
    lambda t: table("product", {p: margin(t, prod=p) for p in group(t, "product", "takings")}, "pct"))
ask(INTERN, END, "kilos sold per day in the week of the 12th",
    lambda t: table("day", group(t, "day", "kilos", "2024-02-12", "2024-02-18"), "kg"))
ask(INTERN, END, "what share of sales (by count) happened at weekends, in %",
    lambda t: pct(pct_of(nsales(t, days=WEEKEND), nsales(t))))
ask(INTERN, END, "How many sales were above the average sale value?",
    lambda t: count(sum(1 for v in sale_values(t) if v > avg_sale(t))))
ask(INTERN, END, "current selling price per kg for each product",
    lambda t: table("product", {p: price_on(p, t) for p in PRODUCTS}))
ask(INTERN, END, "which product had the biggest write-off in kg", lambda t: name(top(
    {p: writeoff_kg(t, prod=p) for p in PRODUCTS if writeoff_kg(t, prod=p)})))
ask(INTERN, END, "rank suppliers by what we spent with them, highest first",
    lambda t: names(ranked(bought_by(t, "supplier", True)), True))
ask(INTERN, END, "Rank the days of the week by takings, lowest first",
    lambda t: names(ranked(group(t, "weekday", "takings"), reverse=False), True))
ask(INTERN, END, "average takings on Thursdays", lambda t: money(
    takings(t, days={3}) / sum(1 for n in range(1, day(t).day + 1) if datetime.date(2024, 2, n).weekday() == 3)))
refuse(INTERN, END, "What's the correlation between temperature and strawberry sales?")
refuse(INTERN, END, "Run a regression and forecast takings for next month.")
refuse(INTERN, END, "which payment method is most common, card or cash? break it down by %")
refuse(INTERN, END, "What are wages as a percentage of revenue?")
refuse(INTERN, "2024-02-16", "How many people walked past the shop today vs how many came in?")
refuse(INTERN, END, "Can you rename Luis Garcia to Luiz Garcia in the records?")


# ------------------------------------------------------------------ write questions.jsonl
def build():
    out = []
    for n, (persona, today, question, fn) in enumerate(QUESTIONS, 1):
        assert "2024-02-01" <= today <= END
        expect = REFUSE if fn is None else fn(today)
        out.append({"id": f"q34-{n:03d}", "question": question, "today": today,
                    "category": "refuse" if fn is None else persona, "expect": expect})
    assert len({q["question"].strip().lower() for q in out}) == len(out), "duplicate question"
    return out


def main():
    out = build()
    with open(OUT, "w") as fh:
        for q in out:
            fh.write(json.dumps(q) + "\n")
    answerable = [q for q in out if q["category"] != "refuse"]
    print("questions", len(out), "answerable", len(answerable), "refuse", len(out) - len(answerable),
          "asked before the 29th", sum(q["today"] < END for q in answerable))
    for persona in (INTERN, AREA, CASH, OWNER):
        total = sum(p == persona for p, _, _, _ in QUESTIONS)
        refusals = sum(p == persona and fn is None for p, _, _, fn in QUESTIONS)
        print(f"  {persona:<13} {total:3d} (of which refusals {refusals})")


if __name__ == "__main__":
    main()
