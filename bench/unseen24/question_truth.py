"""Ground truth for bench/unseen24: held-out manager questions.

Reads resources/demo/fruitshop_month.jsonl, replays the records in file order
(Decimal money, stdlib only) and writes bench/unseen24/questions.jsonl.  Every
question is typed by hand below; every answer is computed from the records.
Run from the repository root:

    python bench/unseen24/question_truth.py
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

CENT = Decimal("0.01")
GRAM = Decimal("0.001")
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def no_half(x, places):
    """Exact value x (Decimal/Fraction/int) must not sit on a half unit at `places` decimals."""
    f = Fraction(x) * 10 ** places
    assert f - (f.numerator // f.denominator) != Fraction(1, 2), ("half-unit rounding", x, places)


def _q(x, unit, places):
    no_half(x, places)
    f = Fraction(x)
    d = (Decimal(f.numerator) / Decimal(f.denominator)) if f.denominator != 1 else Decimal(f.numerator)
    # Decimal division is exact enough here: we only need `places` digits and no half cases
    return float(d.quantize(unit, ROUND_HALF_UP))


def m2(x):
    """Money / percentage to 2 decimals."""
    return _q(x, CENT, 2)


def k3(x):
    """Kilos to 3 decimals."""
    return _q(x, GRAM, 3)


def pct(part, whole):
    return m2(Fraction(part) / Fraction(whole) * 100)


def D(s):
    return datetime.date.fromisoformat(s)


def monday(s):
    d = D(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def shift(s, days):
    return (D(s) + datetime.timedelta(days=days)).isoformat()


# ------------------------------------------------------------------ replay
RECORDS = [json.loads(line) for line in open(DATA, encoding="utf-8") if line.strip()]
assert {r["kind"] for r in RECORDS} <= {"purchase", "sale", "return", "price_change",
                                         "stock_adjustment", "note"}

PRICE_LOG = []   # (date, product, price) in file order
SALES = []       # dict(date, cust, lines=[(product, kg, value)], returned_on, value)
BUYS = []        # dict(date, supplier, product, kg, unit_cost)
ADJS = []        # dict(date, product, kg)
RETURNS = []     # dict(date, cust, sale)
_price = {}
for r in RECORDS:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            BUYS.append(dict(date=r["date"], supplier=r["supplier"]["name"], product=it["product"],
                             kg=dec(it["quantity"]), unit_cost=dec(it["unit_cost"])))
            if it.get("selling_price") is not None:
                _price[it["product"]] = dec(it["selling_price"])
                PRICE_LOG.append((r["date"], it["product"], _price[it["product"]]))
    elif k == "price_change":
        _price[r["product"]] = dec(r["selling_price"])
        PRICE_LOG.append((r["date"], r["product"], _price[r["product"]]))
    elif k == "sale":
        lines = []
        for it in r["items"]:
            kg = dec(it["quantity"])
            exact = kg * _price[it["product"]]
            no_half(exact, 2)
            lines.append((it["product"], kg, exact.quantize(CENT, ROUND_HALF_UP)))
        SALES.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines,
                          returned_on=None, value=sum(v for _, _, v in lines)))
    elif k == "return":
        hit = [s for s in SALES if s["cust"] == r["customer"]["name"] and s["date"] == r["sale_date"]]
        assert len(hit) == 1 and hit[0]["returned_on"] is None, r
        hit[0]["returned_on"] = r["date"]
        RETURNS.append(dict(date=r["date"], cust=r["customer"]["name"], sale=hit[0]))
    elif k == "stock_adjustment":
        ADJS.append(dict(date=r["date"], product=r["product"], kg=dec(r["quantity"])))

PRODUCTS = sorted({b["product"] for b in BUYS})
SUPPLIERS = sorted({b["supplier"] for b in BUYS})
CUSTOMERS = sorted({s["cust"] for s in SALES})
# every product has one purchase unit cost all month -> COGS / profit are unambiguous
COST = {}
for p in PRODUCTS:
    costs = {b["unit_cost"] for b in BUYS if b["product"] == p}
    assert len(costs) == 1, (p, costs)
    COST[p] = costs.pop()
assert all(s["date"].startswith("2024-02") for s in SALES)


class Shop:
    """What is known on `today` (records dated <= today)."""

    def __init__(self, today):
        self.today = today

    # ---- sales
    def standing(self, s):
        return s["returned_on"] is None or s["returned_on"] > self.today

    def sales(self, lo="0000-00-00", hi="9999-99-99", cust=None, wd=None, with_returned=False,
              prod=None):
        hi = min(hi, self.today)
        out = []
        for s in SALES:
            if not (lo <= s["date"] <= hi):
                continue
            if cust is not None and s["cust"] != cust:
                continue
            if wd is not None and D(s["date"]).weekday() not in wd:
                continue
            if prod is not None and all(p != prod for p, _, _ in s["lines"]):
                continue
            if not with_returned and not self.standing(s):
                continue
            out.append(s)
        return out

    def lines(self, prod=None, **kw):
        for s in self.sales(**kw):
            for p, kg, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, kg, v

    def rev(self, prod=None, **kw):
        return sum((v for _, _, _, v in self.lines(prod, **kw)), Decimal(0))

    def kg(self, prod=None, **kw):
        return sum((kg for _, _, kg, _ in self.lines(prod, **kw)), Decimal(0))

    def count(self, **kw):
        return len(self.sales(**kw))

    def cogs(self, prod=None, **kw):
        return sum((kg * COST[p] for _, p, kg, _ in self.lines(prod, **kw)), Decimal(0))

    def profit(self, prod=None, **kw):
        return self.rev(prod, **kw) - self.cogs(prod, **kw)

    def by(self, key, measure, **kw):
        """Group a measure ('rev', 'kg', 'count', 'profit') by key."""
        out = {}
        if measure == "count":
            for s in self.sales(**kw):
                kk = self._key(key, s, None)
                out[kk] = out.get(kk, 0) + 1
            return out
        for s, p, kg, v in self.lines(**kw):
            kk = self._key(key, s, p)
            val = {"rev": v, "kg": kg, "profit": v - kg * COST[p]}[measure]
            out[kk] = out.get(kk, Decimal(0)) + val
        return out

    @staticmethod
    def _key(key, s, p):
        return {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                "weekday": WEEKDAYS[D(s["date"]).weekday()], "month": s["date"][:7]}[key]

    # ---- returns
    def refunds(self, lo="0000-00-00", hi="9999-99-99"):
        hi = min(hi, self.today)
        return [r for r in RETURNS if lo <= r["date"] <= hi]

    def refund_total(self, lo="0000-00-00", hi="9999-99-99"):
        return sum((r["sale"]["value"] for r in self.refunds(lo, hi)), Decimal(0))

    # ---- stock, prices, purchases, adjustments
    def stock(self, prod, day=None):
        day = self.today if day is None else day
        assert day <= self.today
        bought = sum((b["kg"] for b in BUYS if b["product"] == prod and b["date"] <= day), Decimal(0))
        sold = Decimal(0)
        for s in SALES:
            if s["date"] <= day and (s["returned_on"] is None or s["returned_on"] > day):
                sold += sum((kg for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((a["kg"] for a in ADJS if a["product"] == prod and a["date"] <= day), Decimal(0))
        return bought - sold + adj

    def price(self, prod, day=None, assert_steady=True):
        day = self.today if day is None else day
        assert day <= self.today
        p = None
        before = None
        for d, pr, val in PRICE_LOG:
            if pr != prod or d > day:
                continue
            if d < day:
                before = val
            p = val
        if assert_steady:
            assert before == p, ("price moved on", prod, day)
        return p

    def buys(self, lo="0000-00-00", hi="9999-99-99", supplier=None, prod=None):
        hi = min(hi, self.today)
        return [b for b in BUYS if lo <= b["date"] <= hi and (supplier is None or b["supplier"] == supplier)
                and (prod is None or b["product"] == prod)]

    def adjs(self, lo="0000-00-00", hi="9999-99-99", prod=None):
        hi = min(hi, self.today)
        return [a for a in ADJS if lo <= a["date"] <= hi and (prod is None or a["product"] == prod)]

    def writeoff_kg(self, **kw):
        return sum((-a["kg"] for a in self.adjs(**kw) if a["kg"] < 0), Decimal(0))

    def writeoff_cost(self, **kw):
        return sum((-a["kg"] * COST[a["product"]] for a in self.adjs(**kw) if a["kg"] < 0), Decimal(0))


def ranked(standing, with_returned, n=None, reverse=True, universe=None):
    """Names ordered by value (largest first unless reverse=False); asserts the answer is
    tie-free and the same whether returned sales are counted or not."""
    def order(d):
        if universe is not None:
            d = {k: d.get(k, 0) for k in universe}
        items = sorted(d.items(), key=lambda kv: kv[1], reverse=reverse)
        m = len(items) if n is None else n
        vals = [v for _, v in items[: m + 1]]
        assert len(set(vals)) == len(vals), ("tie", items[: m + 1])
        return [k for k, _ in items[:m]]
    a, b = order(standing), order(with_returned)
    assert a == b, ("ranking depends on returns", a, b)
    return a


def top1(standing, with_returned, reverse=True, universe=None):
    return ranked(standing, with_returned, 1, reverse, universe)[0]


# ------------------------------------------------------------------ answer helpers
def num_m(x):
    return {"type": "number", "value": m2(x)}


def num_k(x):
    return {"type": "number", "value": k3(x)}


def num_i(n):
    assert int(n) == n
    return {"type": "number", "value": int(n)}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals)
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def table(key, rows, conv):
    out = {k: conv(v) for k, v in sorted(rows.items()) if v != 0}
    assert out
    return {"type": "table", "key": key, "rows": out}


REFUSE = {"type": "refuse"}
FEB1, FEB29 = "2024-02-01", "2024-02-29"
TODAY = FEB29
QUESTIONS = []


def ask(category, question, expect, today=TODAY):
    assert category in {"accountant-month-end", "owner-on-phone", "investor", "stock-manager", "refuse"}
    assert (category == "refuse") == (expect["type"] == "refuse")
    QUESTIONS.append(dict(question=question, today=today, category=category, expect=expect))


def days(lo, hi):
    out, d = [], lo
    while d <= hi:
        out.append(d)
        d = shift(d, 1)
    return out


def same_sales_on_every_day(shop, lo, hi):
    """All calendar days in [lo, hi] have standing sales, so 'per day' and 'per trading day' agree."""
    have = set(shop.by("day", "count", lo=lo, hi=hi))
    assert have == set(days(lo, hi)), sorted(set(days(lo, hi)) - have)


S = Shop(TODAY)
# A month-wide fact used below: every returned sale and its refund both fall in February,
# so "revenue net of returns" (gross sales - refunds) equals the standing takings.
assert S.rev(lo=FEB1, hi=FEB29, with_returned=True) - S.refund_total(FEB1, FEB29) == S.rev(lo=FEB1, hi=FEB29)

# ================================================================== accountant-month-end
A = "accountant-month-end"
ask(A, "What is total revenue for February 2024, net of returns?", num_m(S.rev(lo=FEB1, hi=FEB29)))
ask(A, "Please give me COGS for February.", num_m(S.cogs(lo=FEB1, hi=FEB29)))
ask(A, "What's the gross profit for the month of February?", num_m(S.profit(lo=FEB1, hi=FEB29)))
ask(A, "Gross margin % for February, please.", {"type": "number", "value": pct(S.profit(lo=FEB1, hi=FEB29), S.rev(lo=FEB1, hi=FEB29))})
ask(A, "What is the total value of customer refunds issued in February?", num_m(S.refund_total(FEB1, FEB29)))
ask(A, "How many customer returns were processed during February?", num_i(len(S.refunds(FEB1, FEB29))))
ask(A, "I need purchases at cost broken down by supplier for February.",
    table("supplier", {s: sum(b["kg"] * b["unit_cost"] for b in S.buys(FEB1, FEB29, supplier=s)) for s in SUPPLIERS}, m2))
ask(A, "Total spend on stock purchases in February, at cost?",
    num_m(sum(b["kg"] * b["unit_cost"] for b in S.buys(FEB1, FEB29))))
ask(A, "What is the cost of inventory written off in February (negative stock adjustments valued at unit cost)?",
    num_m(S.writeoff_cost(lo=FEB1, hi=FEB29)))
ask(A, "Show me gross profit by product for February.", table("product", S.by("product", "profit", lo=FEB1, hi=FEB29), m2))
ask(A, "Cost of goods sold per product for the month, please.",
    table("product", {p: S.cogs(p, lo=FEB1, hi=FEB29) for p in PRODUCTS}, m2))
ask(A, "What did purchases from Green Valley Farms come to at cost in February?",
    num_m(sum(b["kg"] * b["unit_cost"] for b in S.buys(FEB1, FEB29, supplier="Green Valley Farms"))))
ask(A, "Gross profit on strawberries for February?", num_m(S.profit("strawberry", lo=FEB1, hi=FEB29)))
ask(A, "What was the gross margin percentage on bananas this month?",
    {"type": "number", "value": pct(S.profit("banana"), S.rev("banana"))})
ask(A, "Which product contributed the most gross profit in February?",
    name(top1(S.by("product", "profit"), S.by("product", "profit", with_returned=True))))
_margin = {p: Fraction(S.profit(p)) / Fraction(S.rev(p)) for p in PRODUCTS}
_margin_all = {p: Fraction(S.profit(p, with_returned=True)) / Fraction(S.rev(p, with_returned=True)) for p in PRODUCTS}
ask(A, "Which product had the highest gross margin %?", name(top1(_margin, _margin_all)))
ask(A, "Average realised selling price per kg on pears for February (revenue / kg sold)?",
    num_m(Fraction(S.rev("pear")) / Fraction(S.kg("pear"))))
ask(A, "Value of refunds issued from the 15th onwards?", num_m(S.refund_total("2024-02-15", FEB29)))
ask(A, "What was the largest single refund in the month?", num_m(max(r["sale"]["value"] for r in S.refunds(FEB1, FEB29))))
ask(A, "Purchases from Hillside Produce by product, at cost.",
    table("product", {p: sum(b["kg"] * b["unit_cost"] for b in S.buys(supplier="Hillside Produce", prod=p)) for p in PRODUCTS}, m2))
ask(A, "Write-off cost by product for February.",
    table("product", {p: S.writeoff_cost(prod=p) for p in PRODUCTS}, m2))
ask(A, "Gross profit for the week commencing Monday 19 February?", num_m(S.profit(lo="2024-02-19", hi="2024-02-25")))
ask(A, "Cost of sales for the final stretch of the month, 26th to 29th inclusive?", num_m(S.cogs(lo="2024-02-26", hi=FEB29)))
ask(A, "Revenue per product for February, net of returns.", table("product", S.by("product", "rev"), m2))
ask(A, "Number of sales transactions in February, excluding the ones that were returned?", num_i(S.count(lo=FEB1, hi=FEB29)))
ask(A, "What's the average transaction value for February?", num_m(Fraction(S.rev()) / S.count()))
ask(A, "Stock purchases at cost, week by week.",
    table("week", {w: sum(b["kg"] * b["unit_cost"] for b in S.buys() if monday(b["date"]) == w)
                   for w in {monday(b["date"]) for b in S.buys()}}, m2))
ask(A, "What is closing inventory at cost as at 29 February?", num_m(sum(S.stock(p) * COST[p] for p in PRODUCTS)))
ask(A, "What was the inventory valuation at cost at close of business on the 14th?",
    num_m(sum(S.stock(p, "2024-02-14") * COST[p] for p in PRODUCTS)))
ask(A, "COGS on cherries, February, net of returns?", num_m(S.cogs("cherry")))
ask(A, "Total purchases from ABC at cost for the month?",
    num_m(sum(b["kg"] * b["unit_cost"] for b in S.buys(supplier="ABC"))))
ask(A, "Which customer generated the highest gross profit for us in February?",
    name(top1(S.by("customer", "profit"), S.by("customer", "profit", with_returned=True))))
# mid-month close / earlier days
S15 = Shop("2024-02-15")
# every refund known on the 15th is for a February sale -> "net of returns" has one reading
assert S15.rev(lo=FEB1, with_returned=True) - S15.refund_total(FEB1) == S15.rev(lo=FEB1)
ask(A, "What's month-to-date revenue, net of returns, as of today?", num_m(S15.rev(lo=FEB1)), today="2024-02-15")
ask(A, "MTD cost of goods sold?", num_m(S15.cogs(lo=FEB1)), today="2024-02-15")
ask(A, "Total refunds issued month to date?", num_m(S15.refund_total(FEB1)), today="2024-02-15")
S22 = Shop("2024-02-22")
ask(A, "Gross profit month-to-date, please.", num_m(S22.profit(lo=FEB1)), today="2024-02-22")
ask(A, "What did write-offs cost us so far this month, valued at purchase cost?", num_m(S22.writeoff_cost(lo=FEB1)),
    today="2024-02-22")

# ================================================================== owner-on-phone
O = "owner-on-phone"
ask(O, "rev yday?", num_m(S.rev(lo="2024-02-28", hi="2024-02-28")))
ask(O, "takings today", num_m(S.rev(lo=TODAY, hi=TODAY)))
ask(O, "hw much stock mango", num_k(S.stock("mango")))
ask(O, "how many kg bananas left?", num_k(S.stock("banana")))
ask(O, "who spent the most this month",
    name(top1(S.by("customer", "rev", lo=FEB1), S.by("customer", "rev", lo=FEB1, with_returned=True))))
ask(O, "sales this wk $", num_m(S.rev(lo=monday(TODAY))))
ask(O, "takings last wk?", num_m(S.rev(lo="2024-02-19", hi="2024-02-25")))
ask(O, "how many sales today", num_i(S.count(lo=TODAY, hi=TODAY)))
ask(O, "pear price now?", num_m(S.price("pear")))
ask(O, "how much did we refund this week", num_m(S.refund_total(monday(TODAY), TODAY)))
ask(O, "strawbs sold this wk, kg", num_k(S.kg("strawberry", lo=monday(TODAY))))
ask(O, "best seller by kg this month?",
    name(top1(S.by("product", "kg", lo=FEB1), S.by("product", "kg", lo=FEB1, with_returned=True))))
ask(O, "what did omar spend in feb", num_m(S.rev(cust="Omar Haddad", lo=FEB1, hi=FEB29)))
ask(O, "raj spend this wk?", num_m(S.rev(cust="Raj Patel", lo=monday(TODAY))))
ask(O, "cheapest fruit rn? per kg",
    name(top1({p: S.price(p) for p in PRODUCTS}, {p: S.price(p) for p in PRODUCTS}, reverse=False)))
ask(O, "whats our dearest fruit atm",
    name(top1({p: S.price(p) for p in PRODUCTS}, {p: S.price(p) for p in PRODUCTS})))
ask(O, "orange price on the 17th?", num_m(S.price("orange", "2024-02-17")))
ask(O, "how many diff customers this month", num_i(len(S.by("customer", "count", lo=FEB1))))
ask(O, "avg spend per customer feb?", num_m(Fraction(S.rev(lo=FEB1)) / len(S.by("customer", "count", lo=FEB1))))
ask(O, "which day this month was biggest for takings",
    name(top1(S.by("day", "rev"), S.by("day", "rev", with_returned=True))))
ask(O, "kg sold yday", num_k(S.kg(lo="2024-02-28", hi="2024-02-28")))
ask(O, "profit so far this wk?", num_m(S.profit(lo=monday(TODAY))))
ask(O, "how much did we take last weekend", num_m(S.rev(lo="2024-02-24", hi="2024-02-25")))
ask(O, "top 2 fruits by $ this month",
    names(ranked(S.by("product", "rev"), S.by("product", "rev", with_returned=True), 2), True))
ask(O, "grape stock on the 20th?", num_k(S.stock("grape", "2024-02-20")))
ask(O, "apples sold this month kg", num_k(S.kg("apple", lo=FEB1)))
ask(O, "kg sold each day this wk", table("day", S.by("day", "kg", lo=monday(TODAY)), k3))
ask(O, "tom lee spend this mnth??", num_m(S.rev(cust="Tom Lee", lo=FEB1)))
ask(O, "how many sales did we do on weekends this month", num_i(S.count(lo=FEB1, wd={5, 6})))
ask(O, "who's bought the most times? (number of sales)",
    name(top1(S.by("customer", "count"), S.by("customer", "count", with_returned=True))))
assert S.kg("cherry", lo="2024-02-23") == S.kg("cherry", lo="2024-02-22", hi="2024-02-28")   # both 7-day windows agree
ask(O, "cherrys sold last 7 days kg?", num_k(S.kg("cherry", lo="2024-02-23")))
ask(O, "how much did we take on valentines day", num_m(S.rev(lo="2024-02-14", hi="2024-02-14")))
# earlier days
S10 = Shop("2024-02-10")
ask(O, "takings today?", num_m(S10.rev(lo="2024-02-10", hi="2024-02-10")), today="2024-02-10")
ask(O, "stock cherry?", num_k(S10.stock("cherry")), today="2024-02-10")
S19 = Shop("2024-02-19")
ask(O, "rev yesterday", num_m(S19.rev(lo="2024-02-18", hi="2024-02-18")), today="2024-02-19")
ask(O, "takings last wk", num_m(S19.rev(lo="2024-02-12", hi="2024-02-18")), today="2024-02-19")
S05 = Shop("2024-02-05")
ask(O, "sales so far this month $", num_m(S05.rev(lo=FEB1)), today="2024-02-05")
S24 = Shop("2024-02-24")
ask(O, "hw much pear left", num_k(S24.stock("pear")), today="2024-02-24")

# ================================================================== investor
I = "investor"
REV = S.rev(lo=FEB1, hi=FEB29)
ask(I, "What share of February revenue came from strawberries, as a percentage?", {"type": "number", "value": pct(S.rev("strawberry"), REV)})
ask(I, "What percentage of total takings did Zoe Davis account for?", {"type": "number", "value": pct(S.rev(cust="Zoe Davis"), REV)})
same_sales_on_every_day(S, FEB1, FEB29)
ask(I, "What was average revenue per day in February?", num_m(Fraction(REV) / len(days(FEB1, FEB29))))
_full = ["2024-02-05", "2024-02-12", "2024-02-19"]
ask(I, "Average weekly takings across the three complete Monday-to-Sunday weeks (5th to 25th)?",
    num_m(Fraction(S.rev(lo="2024-02-05", hi="2024-02-25")) / len(_full)))
ask(I, "How did revenue in the week of the 19th compare with the week of the 12th? Give me the difference.",
    num_m(S.rev(lo="2024-02-19", hi="2024-02-25") - S.rev(lo="2024-02-12", hi="2024-02-18")))
ask(I, "Change in weekly revenue from the week starting the 5th to the week starting the 12th, in dollars?",
    num_m(S.rev(lo="2024-02-12", hi="2024-02-18") - S.rev(lo="2024-02-05", hi="2024-02-11")))
ask(I, "Which product generated the most revenue?",
    name(top1(S.by("product", "rev"), S.by("product", "rev", with_returned=True))))
ask(I, "Which product brought in the least revenue?",
    name(top1(S.by("product", "rev"), S.by("product", "rev", with_returned=True), reverse=False, universe=PRODUCTS)))
ask(I, "Top two products by gross profit, best first.",
    names(ranked(S.by("product", "profit"), S.by("product", "profit", with_returned=True), 2), True))
ask(I, "Revenue by week, please.", table("week", S.by("week", "rev"), m2))
_wkend = S.rev(wd={5, 6})
ask(I, "What proportion of revenue was taken on weekends? (%)", {"type": "number", "value": pct(_wkend, REV)})
ask(I, "What's the overall gross margin in percent?", {"type": "number", "value": pct(S.profit(), REV)})
ask(I, "Top 2 customers by spend?",
    names(ranked(S.by("customer", "rev"), S.by("customer", "rev", with_returned=True), 2), True))
_top2 = ranked(S.by("product", "rev"), S.by("product", "rev", with_returned=True), 2)
ask(I, "What share of revenue do the two best-selling products (by revenue) make up together, in %?",
    {"type": "number", "value": pct(sum(S.rev(p) for p in _top2), REV)})
_wkend_days = [d for d in days(FEB1, FEB29) if D(d).weekday() >= 5]
same_sales_on_every_day(S, FEB1, FEB29)
ask(I, "Average takings per weekend day in February?", num_m(Fraction(_wkend) / len(_wkend_days)))
ask(I, "Which day of the week brought in the most revenue in total this month?",
    name(top1(S.by("weekday", "rev"), S.by("weekday", "rev", with_returned=True))))
ask(I, "How many distinct customers bought from the shop in February?", num_i(len(S.by("customer", "count"))))
ask(I, "Revenue growth from the first half of the month (1st-14th) to the second half (15th-29th), as a dollar difference?",
    num_m(S.rev(lo="2024-02-15", hi=FEB29) - S.rev(lo=FEB1, hi="2024-02-14")))
ask(I, "what % of feb revenue was cherries", {"type": "number", "value": pct(S.rev("cherry"), REV)})
ask(I, "Break down revenue by customer.", table("customer", S.by("customer", "rev"), m2))
ask(I, "Average kilos per sale across February?", num_k(Fraction(S.kg()) / S.count()))
ask(I, "Which supplier accounts for the largest share of purchasing spend?",
    name(top1({s: sum(b["kg"] * b["unit_cost"] for b in S.buys(supplier=s)) for s in SUPPLIERS},
              {s: sum(b["kg"] * b["unit_cost"] for b in S.buys(supplier=s)) for s in SUPPLIERS})))
ask(I, "Which product earns the best margin percentage?", name(top1(_margin, _margin_all)))
ask(I, "How much more revenue did cherries make than grapes?", num_m(S.rev("cherry") - S.rev("grape")))
ask(I, "Revenue per day for the last four days of February (26th-29th).", table("day", S.by("day", "rev", lo="2024-02-26"), m2))
ask(I, "Difference in takings between weekdays and weekends this month (weekdays minus weekends)?",
    num_m(S.rev(wd={0, 1, 2, 3, 4}) - _wkend))
ask(I, "What was the average sale value on weekends?", num_m(Fraction(_wkend) / S.count(wd={5, 6})))
ask(I, "Strawberry revenue, second half of the month (15th-29th) minus first half (1st-14th)?",
    num_m(S.rev("strawberry", lo="2024-02-15") - S.rev("strawberry", hi="2024-02-14")))
ask(I, "Gross profit per week, Monday-based weeks.", table("week", S.by("week", "profit"), m2))
ask(I, "Which customer has been the least valuable by spend?",
    name(top1(S.by("customer", "rev"), S.by("customer", "rev", with_returned=True), reverse=False, universe=CUSTOMERS)))
_wkdays = [d for d in days(FEB1, FEB29) if D(d).weekday() < 5]
ask(I, "Average daily takings on weekdays (Mon-Fri) in February?", num_m(Fraction(S.rev(wd={0, 1, 2, 3, 4})) / len(_wkdays)))
ask(I, "Bottom 3 customers by spend, lowest first.",
    names(ranked(S.by("customer", "rev"), S.by("customer", "rev", with_returned=True), 3, reverse=False, universe=CUSTOMERS), True))
# earlier days
S18 = Shop("2024-02-18")
ask(I, "How does this week's revenue so far compare with last week's total? Give the difference (this week minus last).",
    num_m(S18.rev(lo="2024-02-12", hi="2024-02-18") - S18.rev(lo="2024-02-05", hi="2024-02-11")), today="2024-02-18")
ask(I, "What share of month-to-date revenue comes from strawberries (%)?",
    {"type": "number", "value": pct(S18.rev("strawberry", lo=FEB1), S18.rev(lo=FEB1))}, today="2024-02-18")
S11 = Shop("2024-02-11")
same_sales_on_every_day(S11, FEB1, "2024-02-11")
ask(I, "Average daily takings so far this month?", num_m(Fraction(S11.rev(lo=FEB1)) / len(days(FEB1, "2024-02-11"))),
    today="2024-02-11")
ask(I, "Who are the top 2 customers by spend to date?",
    names(ranked(S11.by("customer", "rev"), S11.by("customer", "rev", with_returned=True), 2), True), today="2024-02-11")

# ================================================================== stock-manager
K = "stock-manager"
ask(K, "How much stock do we have of each product right now, in kg?", table("product", {p: S.stock(p) for p in PRODUCTS}, k3))
ask(K, "What was cherry stock at close on the 27th?", num_k(S.stock("cherry", "2024-02-27")))
ask(K, "Kilos of strawberries sold per week.", table("week", S.by("week", "kg", prod="strawberry"), k3))
ask(K, "How many kilos did we write off this month in total?", num_k(S.writeoff_kg(lo=FEB1)))
ask(K, "List the write-offs by product in kg.", table("product", {p: S.writeoff_kg(prod=p) for p in PRODUCTS}, k3))
ask(K, "How many kilos did we buy from Green Valley Farms, per product?",
    table("product", {p: sum(b["kg"] for b in S.buys(supplier="Green Valley Farms", prod=p)) for p in PRODUCTS}, k3))
ask(K, "What unit cost do we pay for mango?", num_m(COST["mango"]))
ask(K, "Who supplied our bananas this month?", names({b["supplier"] for b in S.buys(prod="banana")}, False))
ask(K, "which suppliers did the pears come from", names({b["supplier"] for b in S.buys(prod="pear")}, False))
ask(K, "Total kg of banana bought in February?", num_k(sum(b["kg"] for b in S.buys(prod="banana"))))
_stock_if_returns_ignored = {}
for _p in PRODUCTS:   # stock if returned sales still counted as sold (returns not put back)
    _stock_if_returns_ignored[_p] = S.stock(_p) - sum(kg for r in S.refunds() for p, kg, _ in r["sale"]["lines"] if p == _p)
ask(K, "Which product do we have the most of on the shelves right now?",
    name(top1({p: S.stock(p) for p in PRODUCTS}, _stock_if_returns_ignored)))
ask(K, "kg sold of each product last week", table("product", S.by("product", "kg", lo="2024-02-19", hi="2024-02-25"), k3))
ask(K, "How many kilos of grapes did we sell on Tuesdays?", num_k(S.kg("grape", wd={1})))
ask(K, "Apple stock as of the 15th?", num_k(S.stock("apple", "2024-02-15")))
ask(K, "What's our markup per kg on mangoes right now (selling price minus unit cost)?", num_m(S.price("mango") - COST["mango"]))
_since = {p for _, p, _, _ in S.lines(lo="2024-02-25")}
assert _since == {p for _, p, _, _ in S.lines(lo="2024-02-26")} | {p for _, p, _, _ in S.lines(lo="2024-02-25", hi="2024-02-25")}
_not_since = [p for p in PRODUCTS if p not in _since]
_not_since_excl = [p for p in PRODUCTS if p not in {q for _, q, _, _ in S.lines(lo="2024-02-26")}]
assert _not_since == _not_since_excl
ask(K, "Which products haven't sold at all since the 25th?", names(_not_since, False))
ask(K, "Kilos of bananas sold each day from the 19th onwards.", table("day", S.by("day", "kg", prod="banana", lo="2024-02-19"), k3))
ask(K, "total kg bought from each supplier", table("supplier", {s: sum(b["kg"] for b in S.buys(supplier=s)) for s in SUPPLIERS}, k3))
ask(K, "How many deliveries did Green Valley Farms make this month?",
    num_i(sum(1 for r in RECORDS if r["kind"] == "purchase" and r["supplier"]["name"] == "Green Valley Farms" and r["date"] <= TODAY)))
same_sales_on_every_day(S, FEB1, FEB29)
ask(K, "On average, how many kg of strawberries did we sell per day, averaged over all 29 days of February?",
    num_k(Fraction(S.kg("strawberry")) / len(days(FEB1, FEB29))))
ask(K, "How many kilos of strawberry have we lost to write-offs?", num_k(S.writeoff_kg(prod="strawberry")))
ask(K, "What did the cherry write-off cost us?", num_m(S.writeoff_cost(prod="cherry")))
ask(K, "How many kilos of fruit in total are on hand now?", num_k(sum(S.stock(p) for p in PRODUCTS)))
ask(K, "What sold the most kilos last week?",
    name(top1(S.by("product", "kg", lo="2024-02-19", hi="2024-02-25"),
              S.by("product", "kg", lo="2024-02-19", hi="2024-02-25", with_returned=True))))
ask(K, "How many kilos of fruit came back through customer returns this month?",
    num_k(sum(kg for r in S.refunds(FEB1) for _, kg, _ in r["sale"]["lines"])))
ask(K, "Banana stock at close on the 22nd, before the Green Valley delivery?", num_k(S.stock("banana", "2024-02-22")))
ask(K, "How many kilos of oranges did we sell before the 18th?", num_k(S.kg("orange", hi="2024-02-17")))
ask(K, "Which product sold the fewest kilos this month?",
    name(top1(S.by("product", "kg"), S.by("product", "kg", with_returned=True), reverse=False, universe=PRODUCTS)))
assert S.kg("pear", lo=FEB1, hi="2024-02-04") == S.kg("pear", lo=FEB1, hi="2024-02-07")
ask(K, "How many kg of pears did we sell in the first week of February?", num_k(S.kg("pear", lo=FEB1, hi="2024-02-07")))
ask(K, "What's the selling price of oranges now?", num_m(S.price("orange")))
ask(K, "mango kg sold between the 20th and the 25th, both days included", num_k(S.kg("mango", lo="2024-02-20", hi="2024-02-25")))
assert S.kg("cherry", lo="2024-02-20") == S.kg("cherry", lo="2024-02-21")   # inclusive/exclusive agree
ask(K, "Cherry kilos sold since the 20th?", num_k(S.kg("cherry", lo="2024-02-20")))
ask(K, "top 3 products by kilos sold this month",
    names(ranked(S.by("product", "kg"), S.by("product", "kg", with_returned=True), 3), True))
ask(K, "how many kilos of apples did we sell on weekdays (mon-fri)?",
    num_k(S.kg("apple", wd={0, 1, 2, 3, 4})))
# earlier days
S16 = Shop("2024-02-16")
ask(K, "How much strawberry is in stock right now?", num_k(S16.stock("strawberry")), today="2024-02-16")
S09 = Shop("2024-02-09")
ask(K, "pear stock now?", num_k(S09.stock("pear")), today="2024-02-09")
ask(K, "How much mango is left?", num_k(S22.stock("mango")), today="2024-02-22")
ask(K, "Grapes sold this week, in kg?", num_k(S22.kg("grape", lo=monday("2024-02-22"))), today="2024-02-22")
ask(K, "Stock level of every product as of today.", table("product", {p: S15.stock(p) for p in PRODUCTS}, k3), today="2024-02-15")
S13 = Shop("2024-02-13")
ask(K, "What's the banana price today?", num_m(S13.price("banana")), today="2024-02-13")

# ================================================================== refusals (4+ per persona voice)
R = "refuse"
ask(R, "What is our VAT liability for February?", REFUSE)
ask(R, "How much rent was paid for the shop in February?", REFUSE)
ask(R, "Please post an adjusting entry reducing the cherry write-off on the 28th to 1 kg.", REFUSE)
ask(R, "What were total staff wages for the month?", REFUSE)
ask(R, "Split the February refunds by payment method: card vs cash?", REFUSE)
ask(R, "whos working sat?", REFUSE)
ask(R, "bank balance rn?", REFUSE)
ask(R, "delete ken's sale from today", REFUSE)
ask(R, "will it rain tmrw? should i put the fruit stand out", REFUSE)
ask(R, "whats bob smiths home address", REFUSE)
ask(R, "What revenue should we expect in March?", REFUSE)
ask(R, "What is the shop's net profit after rent, wages and tax?", REFUSE)
ask(R, "How much cash does the business hold in the bank at month end?", REFUSE)
ask(R, "What market share does the shop have in its town?", REFUSE)
ask(R, "How many kilos of mango will we sell next week?", REFUSE)
ask(R, "What is Hillside Produce's street address?", REFUSE)
ask(R, "Change the grape write-off on the 3rd to 1 kg.", REFUSE)
ask(R, "When will ABC deliver next?", REFUSE)
ask(R, "How many hours did staff work in the stockroom this week?", REFUSE)


# ------------------------------------------------------------------ write
def main():
    assert len({q["question"].strip().lower() for q in QUESTIONS}) == len(QUESTIONS), "duplicate question"
    with open(OUT, "w", encoding="utf-8") as f:
        for n, q in enumerate(QUESTIONS, 1):
            row = {"id": "q24-%03d" % n, "question": q["question"], "today": q["today"],
                   "category": q["category"], "expect": q["expect"]}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    cats = {}
    for q in QUESTIONS:
        cats[q["category"]] = cats.get(q["category"], 0) + 1
    early = sum(q["today"] != TODAY for q in QUESTIONS)
    print("wrote", len(QUESTIONS), "questions", cats, "asked before the 29th:", early)


if __name__ == "__main__":
    main()
