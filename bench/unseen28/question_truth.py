"""Writes bench/unseen28/questions.jsonl: held-out manager questions about the
demo fruit shop (resources/demo/fruitshop_month.jsonl), written from the
user's side.  Every question is typed by hand below; every answer is computed
here from the records (stdlib only, Decimal money).  Run from the repo root:

    python bench/unseen28/question_truth.py
"""
import datetime
import json
import os
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

RECS = [json.loads(line) for line in open(DATA) if line.strip()]
assert all(RECS[i]["date"] <= RECS[i + 1]["date"] for i in range(len(RECS) - 1)), "file not in date order"

FIRST, LAST = "2024-02-01", "2024-02-29"
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


def monday(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def wdname(s):
    return WEEKDAYS[day(s).weekday()]


def days(lo, hi):
    out, d = [], lo
    while d <= hi:
        out.append(d)
        d = shift(d, 1)
    return out


# ------------------------------------------------------------ rounding
def _round(x, places):
    q = Decimal(1).scaleb(-places)
    scaled = x / q
    frac = scaled - int(scaled)
    assert abs(frac) != Decimal("0.5"), ("half unit rounding", x, places)
    return float(x.quantize(q))


def money(x):
    return _round(Decimal(x), 2)


def kg(x):
    return _round(Decimal(x), 3)


def pct(x):
    return _round(Decimal(x), 2)


def count(x):
    assert isinstance(x, int)
    return x


# ------------------------------------------------------------ the ledger as of a day
class Shop:
    """Replays the records dated <= today, in file order.  With
    ignore_returns=True the returns are not applied (every sale stands): used
    only to check that rankings do not depend on returned sales."""

    def __init__(self, today, ignore_returns=False):
        self.today = today
        self.price = {}
        self.price_log = []   # (date, product, price), file order
        self.sales = []       # dict(date, cust, lines=[(product, kg, value)], returned_on)
        self.buys = []        # dict(date, supplier, product, kg, cost)
        self.adjs = []        # (date, product, kg)
        self.returns = []     # dict(date, cust, sale)
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append(dict(date=r["date"], supplier=r["supplier"]["name"], product=it["product"],
                                          kg=dec(it["quantity"]), cost=dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        self.price[it["product"]] = dec(it["selling_price"])
                        self.price_log.append((r["date"], it["product"], dec(it["selling_price"])))
            elif k == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], dec(r["selling_price"])))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = dec(it["quantity"])
                    exact = q * self.price[it["product"]]
                    assert (exact * 100) % 1 != Decimal("0.5"), "half-cent sale line"
                    lines.append((it["product"], q, exact.quantize(Decimal("0.01"))))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, returned_on=None))
            elif k == "return":
                hit = [s for s in self.sales if s["cust"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"] and s["returned_on"] is None]
                assert len(hit) == 1, r
                self.returns.append(dict(date=r["date"], cust=r["customer"]["name"], sale=hit[0]))
                if not ignore_returns:
                    hit[0]["returned_on"] = r["date"]
            elif k == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise ValueError(k)
        self.products = sorted({b["product"] for b in self.buys})
        self.cost = {}
        for p in self.products:
            costs = {b["cost"] for b in self.buys if b["product"] == p}
            assert len(costs) == 1, ("more than one unit cost", p)
            self.cost[p] = costs.pop()

    # -- sales
    def live(self, lo=FIRST, hi=None, cust=None, wd=None):
        hi = hi or self.today
        return [s for s in self.sales if s["returned_on"] is None and lo <= s["date"] <= hi
                and (cust is None or s["cust"] == cust)
                and (wd is None or day(s["date"]).weekday() in wd)]

    def lines(self, lo=FIRST, hi=None, cust=None, wd=None, prod=None):
        return [(s, p, q, v) for s in self.live(lo, hi, cust, wd) for p, q, v in s["lines"]
                if prod is None or p == prod]

    def takings(self, lo=FIRST, hi=None, cust=None, wd=None, prod=None):
        return sum((v for _, _, _, v in self.lines(lo, hi, cust, wd, prod)), Decimal(0))

    def kilos(self, lo=FIRST, hi=None, cust=None, wd=None, prod=None):
        return sum((q for _, _, q, _ in self.lines(lo, hi, cust, wd, prod)), Decimal(0))

    def nsales(self, lo=FIRST, hi=None, cust=None, wd=None, prod=None):
        if prod is None:
            return len(self.live(lo, hi, cust, wd))
        return len({id(s) for s, _, _, _ in self.lines(lo, hi, cust, wd, prod)})

    def customers(self, lo=FIRST, hi=None, wd=None, prod=None):
        return sorted({s["cust"] for s, _, _, _ in self.lines(lo, hi, None, wd, prod)})

    def cogs(self, lo=FIRST, hi=None, cust=None, wd=None, prod=None):
        return sum((q * self.cost[p] for _, p, q, _ in self.lines(lo, hi, cust, wd, prod)), Decimal(0))

    def profit(self, lo=FIRST, hi=None, cust=None, wd=None, prod=None):
        return self.takings(lo, hi, cust, wd, prod) - self.cogs(lo, hi, cust, wd, prod)

    def margin(self, lo=FIRST, hi=None, prod=None):
        return self.profit(lo, hi, prod=prod) / self.takings(lo, hi, prod=prod) * 100

    # -- per group
    def by(self, key, metric, lo=FIRST, hi=None, **kw):
        """key: product / customer / day / week / weekday; metric: takings / kilos /
        nsales / profit / cogs.  Zero rows omitted."""
        hi = hi or self.today
        if key == "product":
            groups = {p: dict(prod=p) for p in self.products}
        elif key == "customer":
            groups = {c: dict(cust=c) for c in {s["cust"] for s in self.sales}}
        else:
            groups = None
        out = {}
        if groups is not None:
            for g, extra in groups.items():
                args = dict(kw)
                args.update(extra)
                out[g] = getattr(self, metric)(lo, hi, **args)
        else:
            for d in days(lo, hi):
                g = {"day": d, "week": monday(d), "weekday": wdname(d)}[key]
                out[g] = out.get(g, 0) + getattr(self, metric)(d, d, **kw)
        return {g: v for g, v in sorted(out.items()) if v != 0}

    def refunds(self, lo=FIRST, hi=None, cust=None):
        hi = hi or self.today
        return sum((v for r in self.returns if lo <= r["date"] <= hi and (cust is None or r["cust"] == cust)
                    for _, _, v in r["sale"]["lines"]), Decimal(0))

    def visit_days(self, cust, lo=FIRST, hi=None):
        return sorted({s["date"] for s in self.live(lo, hi, cust)})

    # -- stock and buying
    def stock(self, prod, d=None):
        d = d or self.today
        bought = sum((b["kg"] for b in self.buys if b["product"] == prod and b["date"] <= d), Decimal(0))
        sold = sum((q for s in self.sales if s["date"] <= d
                    and (s["returned_on"] is None or s["returned_on"] > d)
                    for p, q, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((q for dt, p, q in self.adjs if p == prod and dt <= d), Decimal(0))
        return bought - sold + adj

    def bought(self, lo=FIRST, hi=None, prod=None, supplier=None):
        hi = hi or self.today
        return sum((b["kg"] for b in self.buys if lo <= b["date"] <= hi and (prod is None or b["product"] == prod)
                    and (supplier is None or b["supplier"] == supplier)), Decimal(0))

    def spend(self, lo=FIRST, hi=None, prod=None, supplier=None):
        hi = hi or self.today
        return sum((b["kg"] * b["cost"] for b in self.buys if lo <= b["date"] <= hi
                    and (prod is None or b["product"] == prod)
                    and (supplier is None or b["supplier"] == supplier)), Decimal(0))

    def writeoff_kg(self, lo=FIRST, hi=None, prod=None):
        hi = hi or self.today
        return sum((-q for dt, p, q in self.adjs if q < 0 and lo <= dt <= hi and (prod is None or p == prod)),
                   Decimal(0))

    def writeoff_cost(self, lo=FIRST, hi=None, prod=None):
        hi = hi or self.today
        return sum((-q * self.cost[p] for dt, p, q in self.adjs if q < 0 and lo <= dt <= hi
                    and (prod is None or p == prod)), Decimal(0))

    def price_on(self, prod, d=None):
        """Price in force at the end of day d; asserts it did not move that day."""
        d = d or self.today
        moves = [pr for dt, p, pr in self.price_log if p == prod and dt == d]
        before = [pr for dt, p, pr in self.price_log if p == prod and dt < d]
        assert before, prod
        assert all(m == before[-1] for m in moves), ("price moved on the day asked", prod, d)
        return [pr for dt, p, pr in self.price_log if p == prod and dt <= d][-1]


_SHOPS = {}


def shop(today, ignore_returns=False):
    k = (today, ignore_returns)
    if k not in _SHOPS:
        _SHOPS[k] = Shop(today, ignore_returns)
    return _SHOPS[k]


def both(today, fn):
    """fn(shop) computed with returns applied and with returns ignored; asserts the
    two agree (for answers that name people, products or days)."""
    a = fn(shop(today))
    b = fn(shop(today, True))
    assert a == b, ("depends on returned sales", a, b)
    return a


def ranked(today, fn, n=1, least=False):
    """Top n keys of the dict fn(shop) (largest first, or smallest with least):
    asserts no ties at or around the cut and the same answer with returns ignored."""
    outs = []
    for ig in (False, True):
        d = fn(shop(today, ig))
        items = sorted(d.items(), key=lambda kv: (kv[1] if least else -kv[1]))
        vals = [v for _, v in items]
        assert len(set(vals[:n + 1])) == len(vals[:n + 1]), ("tie", items[:n + 1])
        outs.append([k for k, _ in items[:n]])
    assert outs[0] == outs[1], ("ranking depends on returned sales", outs)
    return outs[0]


def tmoney(d):
    return {k: money(v) for k, v in d.items()}


def tkg(d):
    return {k: kg(v) for k, v in d.items()}


def tcount(d):
    return {k: count(v) for k, v in d.items()}


# ------------------------------------------------------------ questions
QS = []
T = LAST          # the usual "today": Thursday 29 February 2024
assert wdname(T) == "Thursday"
WEEKDAY_SET, WEEKEND = {0, 1, 2, 3, 4}, {5, 6}
THIS_WEEK = (monday(T), T)                            # 26..29
LAST_WEEK = (shift(monday(T), -7), shift(monday(T), -1))  # 19..25
WEEK_BEFORE = (shift(monday(T), -14), shift(monday(T), -8))  # 12..18
assert LAST_WEEK == ("2024-02-19", "2024-02-25") and WEEK_BEFORE == ("2024-02-12", "2024-02-18")


def Q(cat, text, expect, today=T):
    QS.append(dict(question=text, today=today, category=cat, expect=expect))


def num(x):
    return {"type": "number", "value": x}


def name(x):
    assert isinstance(x, str) and x
    return {"type": "name", "value": x}


def names(xs, ordered):
    xs = list(xs)
    assert xs and len(set(xs)) == len(xs)
    return {"type": "names", "values": xs if ordered else sorted(xs), "ordered": ordered}


def table(key, rows):
    assert rows and all(v != 0 for v in rows.values())
    return {"type": "table", "key": key, "rows": rows}


REFUSE = {"type": "refuse"}
S = shop(T)
SUPPLIERS = sorted({b["supplier"] for b in S.buys})


def per_supplier(fn, sh=S):
    return {x: fn(sh, x) for x in SUPPLIERS if fn(sh, x) != 0}


# ============================================================ bank-manager
BM = "bank-manager"
Q(BM, "What were the shop's total takings for February 2024?", num(money(S.takings(FIRST, LAST))))
Q(BM, "Please set out the weekly takings for February, with each week identified by its Monday.",
  table("week", tmoney(S.by("week", "takings"))))
assert len(days(FIRST, LAST)) == 29 and all(S.nsales(d, d) for d in days(FIRST, LAST))
Q(BM, "What were the average daily takings in February, taken over all 29 calendar days?",
  num(money(S.takings() / 29)))
Q(BM, "What was the total value of customer refunds issued during February?", num(money(S.refunds())))
Q(BM, "What were February's refunds as a percentage of February's takings (net of returns)?",
  num(pct(S.refunds() / S.takings() * 100)))
Q(BM, "What was the gross profit for the month of February?", num(money(S.profit())))
Q(BM, "What was the gross margin for February, expressed as a percentage of revenue?", num(pct(S.margin())))
Q(BM, "Please state the cost of goods sold for February.", num(money(S.cogs())))
Q(BM, "Provide a breakdown of stock purchases by supplier for February, at cost.",
  table("supplier", tmoney(per_supplier(lambda sh, x: sh.spend(supplier=x)))))
Q(BM, "What was the total expenditure on stock purchases in February?", num(money(S.spend())))
Q(BM, "Which supplier accounted for the largest share of purchase expenditure?",
  name(ranked(T, lambda sh: per_supplier(lambda s2, x: s2.spend(supplier=x), sh))[0]))
Q(BM, "What proportion of total purchase expenditure went to Green Valley Farms? Please give it as a percentage.",
  num(pct(S.spend(supplier="Green Valley Farms") / S.spend() * 100)))
Q(BM, "How many sales transactions stand for February once returned sales are excluded?", num(count(S.nsales())))
Q(BM, "What was the average transaction value across February?", num(money(S.takings() / S.nsales())))
Q(BM, "What were the takings for the week commencing Monday 19 February?",
  num(money(S.takings("2024-02-19", "2024-02-25"))))
Q(BM, "Please provide gross profit by product for February.", table("product", tmoney(S.by("product", "profit"))))
Q(BM, "Which product generated the highest gross profit in February?",
  name(ranked(T, lambda sh: sh.by("product", "profit"))[0]))
Q(BM, "Which product achieved the highest gross margin percentage over the month?",
  name(ranked(T, lambda sh: {p: sh.margin(prod=p) for p in sh.products})[0]))
_wd, _we = S.takings(wd=WEEKDAY_SET), S.takings(wd=WEEKEND)
assert _wd > _we
Q(BM, "By how much did weekday takings exceed weekend takings in February?", num(money(_wd - _we)))
Q(BM, "What was the cost of stock written off during February?", num(money(S.writeoff_cost())))
Q(BM, "Report the daily takings for the week commencing 12 February.",
  table("day", tmoney(S.by("day", "takings", "2024-02-12", "2024-02-18"))))
Q(BM, "On which date in February were takings highest?", name(ranked(T, lambda sh: sh.by("day", "takings"))[0]))
_t = "2024-02-15"
Q(BM, "As at today, what are the month-to-date takings?", num(money(shop(_t).takings(FIRST, _t))), today=_t)
Q(BM, "What is the total of refunds issued to date this month?", num(money(shop(_t).refunds(FIRST, _t))), today=_t)
_t = "2024-02-20"
assert wdname(_t) == "Tuesday"
Q(BM, "What were the takings in the previous calendar week, Monday to Sunday?",
  num(money(shop(_t).takings("2024-02-12", "2024-02-18"))), today=_t)
Q(BM, "What was the average value of a sale made at the weekend in February?",
  num(money(S.takings(wd=WEEKEND) / S.nsales(wd=WEEKEND))))
Q(BM, "What share of February takings came from strawberries? Please give a percentage.",
  num(pct(S.takings(prod="strawberry") / S.takings() * 100)))
Q(BM, "Please provide total takings by day of the week for February.", table("weekday", tmoney(S.by("weekday", "takings"))))
Q(BM, "What was the total value of stock purchased from ABC in February?", num(money(S.spend(supplier="ABC"))))
Q(BM, "What was the gross profit for the week commencing 19 February?",
  num(money(S.profit("2024-02-19", "2024-02-25"))))
Q(BM, "How many distinct customers made a purchase in February?", num(count(len(S.customers()))))
Q(BM, "What was the average spend per customer over February?", num(money(S.takings() / len(S.customers()))))
_t = "2024-02-10"
Q(BM, "What is the gross profit month-to-date, as of today?", num(money(shop(_t).profit(FIRST, _t))), today=_t)
_t = "2024-02-22"
Q(BM, "What are the takings for the current week to date?", num(money(shop(_t).takings(monday(_t), _t))), today=_t)
_nwd = sum(1 for d in days(FIRST, LAST) if day(d).weekday() < 5)
assert _nwd == 21
Q(BM, "What were the average daily takings on weekdays in February, taken over all 21 weekdays?",
  num(money(S.takings(wd=WEEKDAY_SET) / _nwd)))
_a, _b = S.takings(prod="strawberry"), S.takings(prod="cherry")
assert _a > _b
Q(BM, "By how much did strawberry takings exceed cherry takings in February?", num(money(_a - _b)))
_t = "2024-02-26"
assert wdname(_t) == "Monday"
Q(BM, "What was the gross margin percentage for the previous calendar week?",
  num(pct(shop(_t).margin("2024-02-19", "2024-02-25"))), today=_t)
Q("refuse", "What is the business's current bank balance?", REFUSE)
Q("refuse", "How much VAT was collected on February's sales?", REFUSE)
Q("refuse", "What is the monthly rent on the shop premises?", REFUSE)
Q("refuse", "What were the total staff wages paid in February?", REFUSE)
Q("refuse", "Please provide a projected takings figure for March 2024.", REFUSE)

# ============================================================ owner-late-night
OW = "owner-late-night"
Q(OW, "how much did we take today", num(money(S.takings(T, T))))
Q(OW, "whats yesterdays takings", num(money(S.takings(shift(T, -1), shift(T, -1)))))
Q(OW, "how much'd we take last week", num(money(S.takings(*LAST_WEEK))))
Q(OW, "takings this week so far?", num(money(S.takings(*THIS_WEEK))))
_a, _b = S.takings(*LAST_WEEK), S.takings(*WEEK_BEFORE)
assert _a > _b
Q(OW, "how much more did we take last week vs the week before, in $", num(money(_a - _b)))
Q(OW, "best seller this month by kilos?", name(ranked(T, lambda sh: sh.by("product", "kilos"))[0]))
Q(OW, "wat was our profit this month", num(money(S.profit())))
Q(OW, "how many kilos of strawbs we got left", num(kg(S.stock("strawberry"))))
Q(OW, "whos spent the most with us this month", name(ranked(T, lambda sh: sh.by("customer", "takings"))[0]))
Q(OW, "refunds this week?", num(money(S.refunds(*THIS_WEEK))))
_a = S.takings(shift(T, -6), T, prod="cherry")
assert _a == S.takings(shift(T, -7), shift(T, -1), prod="cherry")
Q(OW, "how much did cherrys bring in the last 7 days", num(money(_a)))
Q(OW, "whats the pear price now", num(money(S.price_on("pear"))))
Q(OW, "what was pear selling at on the 20th", num(money(S.price_on("pear", "2024-02-20"))))
_lw = ("2024-02-24", "2024-02-25")
assert [wdname(d) for d in _lw] == ["Saturday", "Sunday"]
Q(OW, "how many sales did we do last weekend", num(count(S.nsales(*_lw))))
Q(OW, "avg sale this week?", num(money(S.takings(*THIS_WEEK) / S.nsales(*THIS_WEEK))))
_t = "2024-02-12"
Q(OW, "how much we take yesterday", num(money(shop(_t).takings(shift(_t, -1), shift(_t, -1)))), today=_t)
_t = "2024-02-18"
Q(OW, "takings this wk so far", num(money(shop(_t).takings(monday(_t), _t))), today=_t)
_t = "2024-02-21"
Q(OW, "orange price rn?", num(money(shop(_t).price_on("orange"))), today=_t)
Q(OW, "what did we make on mango this month, profit i mean", num(money(S.profit(prod="mango"))))
Q(OW, "how many kilos did we sell this wk", num(kg(S.kilos(*THIS_WEEK))))
_a = ranked(T, lambda sh: sh.by("product", "takings"), least=True)
assert _a == ranked(T, lambda sh: sh.by("product", "profit"), least=True)   # takings or profit: same fruit
Q(OW, "which fruit made the least money this month", name(_a[0]))
Q(OW, "how many customers came in today", num(count(len(S.customers(T, T)))))
Q(OW, "whats the most we took in one day this month", num(money(max(S.by("day", "takings").values()))))
Q(OW, "how much did we refund last week", num(money(S.refunds(*LAST_WEEK))))
Q(OW, "whats our margin on strawbs", num(pct(S.margin(prod="strawberry"))))
Q(OW, "wht did we spend on stock this week", num(money(S.spend(*THIS_WEEK))))
Q(OW, "takings since the 20th", num(money(S.takings("2024-02-20", T))))
Q(OW, "takings before the 10th?", num(money(S.takings(FIRST, "2024-02-09"))))
Q(OW, "grapes left?", num(kg(S.stock("grape"))))
Q(OW, "how many kilos of apples have we sold all month", num(kg(S.kilos(prod="apple"))))
_t = "2024-02-25"
assert wdname(_t) == "Sunday"
Q(OW, "how much did we take this weekend", num(money(shop(_t).takings("2024-02-24", _t))), today=_t)
Q(OW, "top 2 fruits by sales $ this month", names(ranked(T, lambda sh: sh.by("product", "takings"), n=2), True))
Q(OW, "takings each day this week", table("day", tmoney(S.by("day", "takings", *THIS_WEEK))))
_a, _b = S.takings(wd={6}), S.takings(wd={5})
assert _a > _b
Q(OW, "how much more did sundays bring in than saturdays this month", num(money(_a - _b)))
_t = "2024-02-08"
Q(OW, "hows cherry stock looking", num(kg(shop(_t).stock("cherry"))), today=_t)
Q(OW, "hw many sales today", num(count(S.nsales(T, T))))
_t = "2024-02-14"
assert wdname(_t) == "Wednesday"
Q(OW, "how many kg did we sell last week", num(kg(shop(_t).kilos("2024-02-05", "2024-02-11"))), today=_t)
Q("refuse", "did we pay the electric bill yet", REFUSE)
Q("refuse", "whats the weather tmrw, shud i put more strawbs out", REFUSE)
Q("refuse", "delete toms sale from the 22nd its a mistake", REFUSE)
Q("refuse", "how many hrs did the staff work this week", REFUSE)
Q("refuse", "what will we take next week do u reckon", REFUSE)

# ============================================================ buyer
BU = "buyer"
Q(BU, "How many kilos of each product did we sell in February?", table("product", tkg(S.by("product", "kilos"))))
Q(BU, "Kilos of bananas sold per week, please.", table("week", tkg(S.by("week", "kilos", prod="banana"))))
Q(BU, "What's the current stock of each product?",
  table("product", tkg({p: S.stock(p) for p in S.products if S.stock(p) != 0})))
Q(BU, "How much mango did we have in stock at close on the 15th?", num(kg(S.stock("mango", "2024-02-15"))))
Q(BU, "Pear stock at the end of the 10th?", num(kg(S.stock("pear", "2024-02-10"))))
Q(BU, "Which suppliers sent us pears this month?",
  names({b["supplier"] for b in S.buys if b["product"] == "pear"}, False))
Q(BU, "Who did we buy bananas from?", names({b["supplier"] for b in S.buys if b["product"] == "banana"}, False))
Q(BU, "What's our buying price per kg for grapes?", num(money(S.cost["grape"])))
Q(BU, "How many kilos did Green Valley Farms deliver in total this month?",
  num(kg(S.bought(supplier="Green Valley Farms"))))
Q(BU, "Total kilos written off this month?", num(kg(S.writeoff_kg())))
Q(BU, "Show me write-offs by product, in kilos.",
  table("product", tkg({p: S.writeoff_kg(prod=p) for p in S.products if S.writeoff_kg(prod=p)})))
Q(BU, "What did the strawberry write-offs cost us?", num(money(S.writeoff_cost(prod="strawberry"))))
Q(BU, "Which product sold the most kilos last week?",
  name(ranked(T, lambda sh: sh.by("product", "kilos", *LAST_WEEK))[0]))
Q(BU, "Top 3 products by kilos sold this month", names(ranked(T, lambda sh: sh.by("product", "kilos"), n=3), True))
Q(BU, "Which product sold the fewest kilos in February?",
  name(ranked(T, lambda sh: sh.by("product", "kilos"), least=True)[0]))
Q(BU, "How many kilos of cherries have we sold since the 20th?", num(kg(S.kilos("2024-02-20", T, prod="cherry"))))
Q(BU, "Which products did Hillside Produce supply?",
  names({b["product"] for b in S.buys if b["supplier"] == "Hillside Produce"}, False))
Q(BU, "Kilos bought per supplier", table("supplier", tkg(per_supplier(lambda sh, x: sh.bought(supplier=x)))))
Q(BU, "Purchase cost per product for February",
  table("product", tmoney({p: S.spend(prod=p) for p in S.products})))
_a = S.kilos("2024-02-20", "2024-02-26", prod="strawberry")
assert _a == S.kilos("2024-02-21", "2024-02-25", prod="strawberry")   # inclusive or not: same
Q(BU, "How many kg of strawberries did we sell between the 20th and the 26th?", num(kg(_a)))
Q(BU, "Strawberry stock at close of business on the 16th?", num(kg(S.stock("strawberry", "2024-02-16"))))
Q(BU, "When did we last get cherries in?", name(max(b["date"] for b in S.buys if b["product"] == "cherry")))
Q(BU, "What's the selling price of mango right now?", num(money(S.price_on("mango"))))
Q(BU, "Orange kilos sold week by week", table("week", tkg(S.by("week", "kilos", prod="orange"))))
Q(BU, "Banana stock as of the 22nd?", num(kg(S.stock("banana", "2024-02-22"))))
Q(BU, "How much have we spent on bananas this month?", num(money(S.spend(prod="banana"))))
Q(BU, "Which product do we have the most of in stock right now?",
  name(ranked(T, lambda sh: {p: sh.stock(p) for p in sh.products})[0]))
Q(BU, "How many kilos of grapes did we sell on weekends?", num(kg(S.kilos(wd=WEEKEND, prod="grape"))))
_t = "2024-02-14"
Q(BU, "How many kilos of apples do we have in stock?", num(kg(shop(_t).stock("apple"))), today=_t)
_t = "2024-02-09"
Q(BU, "What's the banana stock today?", num(kg(shop(_t).stock("banana"))), today=_t)
_t = "2024-02-17"
Q(BU, "How much strawberry have we written off so far this month, in kg?",
  num(kg(shop(_t).writeoff_kg(prod="strawberry"))), today=_t)
Q(BU, "What did the cherries we sold this month cost us?", num(money(S.cogs(prod="cherry"))))
Q(BU, "Which supplier did we spend the least with?",
  name(ranked(T, lambda sh: per_supplier(lambda s2, x: s2.spend(supplier=x), sh), least=True)[0]))
Q(BU, "List the products we sold more than 35 kg of this month.",
  names(both(T, lambda sh: sorted(p for p, v in sh.by("product", "kilos").items() if v > 35)), False))
_t = "2024-02-20"
Q(BU, "How many kilos of each product did we sell last week?",
  table("product", tkg(shop(_t).by("product", "kilos", "2024-02-12", "2024-02-18"))), today=_t)
Q(BU, "How much pear did we sell on Tuesdays?", num(kg(S.kilos(wd={1}, prod="pear"))))
_t = "2024-02-27"
Q(BU, "What's the orange stock today?", num(kg(shop(_t).stock("orange"))), today=_t)
Q("refuse", "What will Green Valley Farms charge for strawberries next month?", REFUSE)
Q("refuse", "When is our next delivery from ABC due?", REFUSE)
Q("refuse", "What's Hillside Produce's street address?", REFUSE)
Q("refuse", "How much mango should I order for next week?", REFUSE)
Q("refuse", "Which of our suppliers are certified organic?", REFUSE)

# ============================================================ customer-care
CC = "customer-care"
Q(CC, "Which customer has the most separate sales this month?",
  name(ranked(T, lambda sh: sh.by("customer", "nsales"))[0]))
# Ann Brown: never two sales on one day, never returned anything
assert len(S.visit_days("Ann Brown")) == S.nsales(cust="Ann Brown") and not any(
    r["cust"] == "Ann Brown" for r in S.returns)
Q(CC, "How many times did Ann Brown come in this month?", num(count(S.nsales(cust="Ann Brown"))))
Q(CC, "How much has Raj Patel spent with us this month?", num(money(S.takings(cust="Raj Patel"))))
Q(CC, "Which customers brought something back this month?", names({r["cust"] for r in S.returns}, False))
Q(CC, "How much have we refunded Tom Lee in total?", num(money(S.refunds(cust="Tom Lee"))))
Q(CC, "When was Sue Davis's first visit?", name(both(T, lambda sh: sh.visit_days("Sue Davis")[0])))
Q(CC, "When did Ann Brown last shop with us?", name(both(T, lambda sh: sh.visit_days("Ann Brown")[-1])))
Q(CC, "Our two biggest spenders this month, biggest first?", names(ranked(T, lambda sh: sh.by("customer", "takings"), n=2), True))
Q(CC, "Show spend by customer for February.", table("customer", tmoney(S.by("customer", "takings"))))
Q(CC, "Who spent the least with us in February?",
  name(ranked(T, lambda sh: sh.by("customer", "takings"), least=True)[0]))
Q(CC, "list how many sales each customer had this month", table("customer", tcount(S.by("customer", "nsales"))))
Q(CC, "Who shopped with us on the 16th?", names(both(T, lambda sh: sh.customers("2024-02-16", "2024-02-16")), False))
Q(CC, "Which customers bought something last week?", names(both(T, lambda sh: sh.customers(*LAST_WEEK)), False))
Q(CC, "How many different customers bought from us this week?", num(count(len(S.customers(*THIS_WEEK)))))
Q(CC, "average spend per customer this week?",
  num(money(S.takings(*THIS_WEEK) / len(S.customers(*THIS_WEEK)))))
Q(CC, "What did Omar Haddad spend last week?", num(money(S.takings(*LAST_WEEK, cust="Omar Haddad"))))
Q(CC, "How many kilos of fruit did Mei Chen buy in February?", num(kg(S.kilos(cust="Mei Chen"))))
Q(CC, "Which customer bought the most strawberries by weight?",
  name(ranked(T, lambda sh: sh.by("customer", "kilos", prod="strawberry"))[0]))
_t = "2024-02-14"
Q(CC, "How many separate purchases has Tom Lee made this month?", num(count(shop(_t).nsales(cust="Tom Lee"))), today=_t)
Q(CC, "How much did we refund Bob Smith?", num(money(S.refunds(cust="Bob Smith"))))
Q(CC, "Which customers spent less than $35 in February?",
  names(both(T, lambda sh: sorted(c for c, v in sh.by("customer", "takings").items() if v < 35)), False))
Q(CC, "How many customers had more than 5 separate sales this month?",
  num(count(len([c for c, v in S.by("customer", "nsales").items() if v > 5]))))
_t = "2024-02-10"
Q(CC, "Who's spent the most with us so far this month?",
  name(ranked(_t, lambda sh: sh.by("customer", "takings"))[0]), today=_t)
_t = "2024-02-20"
Q(CC, "How much has Eva Berg spent with us so far?", num(money(shop(_t).takings(cust="Eva Berg"))), today=_t)
Q(CC, "How much did Luis Garcia spend in total this month?", num(money(S.takings(cust="Luis Garcia"))))
Q(CC, "Which customers shopped on a Saturday this month?", names(both(T, lambda sh: sh.customers(wd={5})), False))
Q(CC, "since the 20th, how many sales has each customer had?",
  table("customer", tcount(S.by("customer", "nsales", "2024-02-20", T))))
Q(CC, "Refunds by customer for February", table("customer", tmoney(
    {c: S.refunds(cust=c) for c in sorted({r["cust"] for r in S.returns})})))
Q(CC, "Who bought mango this week?", names(both(T, lambda sh: sh.customers(*THIS_WEEK, prod="mango")), False))
Q(CC, "How much did Zoe Davis spend on the 5th?", num(money(S.takings("2024-02-05", "2024-02-05", cust="Zoe Davis"))))
Q(CC, "What's Mei Chen's average spend per sale?",
  num(money(S.takings(cust="Mei Chen") / S.nsales(cust="Mei Chen"))))
Q(CC, "Which customer spent the most last week?",
  name(ranked(T, lambda sh: sh.by("customer", "takings", *LAST_WEEK))[0]))
Q(CC, "When did Bob Smith last come in?", name(both(T, lambda sh: sh.visit_days("Bob Smith")[-1])))
_t = "2024-02-16"
Q(CC, "Which customers have we given refunds to so far this month?",
  names({r["cust"] for r in shop(_t).returns}, False), today=_t)
_t = "2024-02-09"
_a = both(_t, lambda sh: sh.customers(shift(_t, -1), shift(_t, -1)))
assert len(_a) == 1
Q(CC, "who came in yesterday?", name(_a[0]), today=_t)
Q(CC, "Who was the newest customer this month, the one whose first visit came last?",
  name(ranked(T, lambda sh: {c: day(sh.visit_days(c)[0]).toordinal() for c in sh.customers()})[0]))
_t = "2024-02-24"
Q(CC, "How much have we refunded so far this month?", num(money(shop(_t).refunds())), today=_t)
Q("refuse", "What is Mei Chen's home address?", REFUSE)
Q("refuse", "Did Raj Patel pay by card or cash?", REFUSE)
Q("refuse", "When is Zoe Davis's birthday?", REFUSE)
Q("refuse", "Please remove Eva Berg's return from the records.", REFUSE)
Q("refuse", "Which of our customers are on the loyalty scheme?", REFUSE)

# ------------------------------------------------------------ write
assert len({q["question"].strip().lower() for q in QS}) == len(QS), "duplicate question"
for q in QS:
    assert FIRST <= q["today"] <= LAST
with open(OUT, "w") as f:
    for n, q in enumerate(QS, 1):
        row = {"id": "q28-%03d" % n, "question": q["question"], "today": q["today"],
               "category": q["category"], "expect": q["expect"]}
        f.write(json.dumps(row) + "\n")
cats = {}
for q in QS:
    cats[q["category"]] = cats.get(q["category"], 0) + 1
print("wrote", len(QS), "questions:", cats, "earlier days:", sum(q["today"] != T for q in QS))
