"""Writes bench/unseen80/questions.jsonl: held-out manager questions, set 80.

Answers are computed here with Decimal from resources/demo/fruitshop_month.jsonl,
following the contract in bench/unseen68/README.md ("Semantics").  Run from the
repository root:

    python bench/unseen80/question_truth.py
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

with open(DATA) as _f:
    RECS = [json.loads(line) for line in _f if line.strip()]
CENT = Decimal("0.01")
GRAM = Decimal("0.001")


def day(n):
    return f"2024-02-{n:02d}"


def dnum(s):
    return int(s[-2:])


def wdname(s):
    return datetime.date.fromisoformat(s).strftime("%A")


def monday(s):
    d = datetime.date.fromisoformat(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


# ------------------------------------------------------------------ the records
SALES = []      # dict(date, cust, lines=[(prod, kg, value)], ret=None|date)
BUYS = []       # (date, supplier, prod, kg, unit_cost)
ADJ = []        # (date, prod, kg)
PRICES = []     # (date, prod, price) in file order
_cur = {}
for r in RECS:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            BUYS.append((r["date"], r["supplier"]["name"], it["product"],
                         Decimal(str(it["quantity"])), Decimal(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                _cur[it["product"]] = Decimal(str(it["selling_price"]))
                PRICES.append((r["date"], it["product"], _cur[it["product"]]))
    elif k == "price_change":
        _cur[r["product"]] = Decimal(str(r["selling_price"]))
        PRICES.append((r["date"], r["product"], _cur[r["product"]]))
    elif k == "sale":
        lines = []
        for it in r["items"]:
            kg = Decimal(str(it["quantity"]))
            exact = kg * _cur[it["product"]]
            assert (exact * 100) % 1 != Decimal("0.5"), "half-cent line"
            lines.append((it["product"], kg, exact.quantize(CENT, ROUND_HALF_UP)))
        SALES.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
    elif k == "return":
        hit = [s for s in SALES if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
               and s["ret"] is None]
        assert len(hit) == 1
        hit[0]["ret"] = r["date"]
    elif k == "stock_adjustment":
        ADJ.append((r["date"], r["product"], Decimal(str(r["quantity"]))))

PRODUCTS = sorted({b[2] for b in BUYS})
UNIT_COST = {}
for _p in PRODUCTS:
    costs = {b[4] for b in BUYS if b[2] == _p}
    assert len(costs) == 1, _p
    UNIT_COST[_p] = costs.pop()


# ------------------------------------------------------------------ rounding
def m(x):
    x = Decimal(x)
    assert abs(x * 100) % 1 != Decimal("0.5"), "half-cent edge"
    return float(x.quantize(CENT, ROUND_HALF_UP))


def kg3(x):
    x = Decimal(x)
    assert abs(x * 1000) % 1 != Decimal("0.5"), "half-gram edge"
    return float(x.quantize(GRAM, ROUND_HALF_UP))


pct = m


# ------------------------------------------------------------------ a ledger seen on `today`
class Ledger:
    def __init__(self, today):
        self.t = today

    def live(self, lo=1, hi=29, cust=None, wd=None):
        out = []
        for s in SALES:
            if not (day(lo) <= s["date"] <= min(day(hi), self.t)):
                continue
            if s["ret"] is not None and s["ret"] <= self.t:
                continue
            if cust is not None and s["cust"] != cust:
                continue
            if wd is not None and wdname(s["date"]) not in wd:
                continue
            out.append(s)
        return out

    def lines(self, lo=1, hi=29, prod=None, cust=None, wd=None):
        return [(s, p, q, v) for s in self.live(lo, hi, cust, wd) for p, q, v in s["lines"]
                if prod is None or p == prod]

    def tk(self, lo=1, hi=29, prod=None, cust=None, wd=None):
        return sum((v for _, _, _, v in self.lines(lo, hi, prod, cust, wd)), Decimal(0))

    def kg(self, lo=1, hi=29, prod=None, cust=None, wd=None):
        return sum((q for _, _, q, _ in self.lines(lo, hi, prod, cust, wd)), Decimal(0))

    def n(self, lo=1, hi=29, cust=None, prod=None, wd=None):
        return sum(1 for s in self.live(lo, hi, cust, wd) if prod is None or any(p == prod for p, _, _ in s["lines"]))

    def cogs(self, lo=1, hi=29, prod=None):
        return sum((q * UNIT_COST[p] for _, p, q, _ in self.lines(lo, hi, prod)), Decimal(0))

    def profit(self, lo=1, hi=29, prod=None):
        return self.tk(lo, hi, prod) - self.cogs(lo, hi, prod)

    def margin(self, lo=1, hi=29, prod=None):
        return self.profit(lo, hi, prod) * 100 / self.tk(lo, hi, prod)

    def returned(self, lo=1, hi=29):
        return [s for s in SALES if s["ret"] is not None and day(lo) <= s["ret"] <= min(day(hi), self.t)]

    def refunds(self, lo=1, hi=29):
        return sum((v for s in self.returned(lo, hi) for _, _, v in s["lines"]), Decimal(0))

    def buys(self, lo=1, hi=29, prod=None, sup=None):
        return [b for b in BUYS if day(lo) <= b[0] <= min(day(hi), self.t)
                and (prod is None or b[2] == prod) and (sup is None or b[1] == sup)]

    def bkg(self, lo=1, hi=29, prod=None, sup=None):
        return sum((b[3] for b in self.buys(lo, hi, prod, sup)), Decimal(0))

    def bcost(self, lo=1, hi=29, prod=None, sup=None):
        return sum((b[3] * b[4] for b in self.buys(lo, hi, prod, sup)), Decimal(0))

    def wo(self, lo=1, hi=29, prod=None):
        return [a for a in ADJ if a[2] < 0 and day(lo) <= a[0] <= min(day(hi), self.t)
                and (prod is None or a[1] == prod)]

    def wo_kg(self, lo=1, hi=29, prod=None):
        return sum((-a[2] for a in self.wo(lo, hi, prod)), Decimal(0))

    def wo_cost(self, lo=1, hi=29, prod=None):
        return sum((-a[2] * UNIT_COST[a[1]] for a in self.wo(lo, hi, prod)), Decimal(0))

    def stock(self, prod=None, at=None):
        d = self.t if at is None else day(at)
        assert d <= self.t
        prods = PRODUCTS if prod is None else [prod]
        tot = Decimal(0)
        for p in prods:
            tot += sum((b[3] for b in BUYS if b[2] == p and b[0] <= d), Decimal(0))
            tot -= sum((q for s in SALES if s["date"] <= d and (s["ret"] is None or s["ret"] > d)
                        for pp, q, _ in s["lines"] if pp == p), Decimal(0))
            tot += sum((a[2] for a in ADJ if a[1] == p and a[0] <= d), Decimal(0))
        return tot

    def stock_value(self, prod=None, at=None):
        prods = PRODUCTS if prod is None else [prod]
        return sum((self.stock(p, at) * UNIT_COST[p] for p in prods), Decimal(0))

    def price(self, prod, at=None):
        d = self.t if at is None else day(at)
        got = None
        for dd, p, pr in PRICES:
            if p == prod and dd <= d:
                got = pr
        return got

    # groupings -------------------------------------------------------
    def by(self, key, val, lo=1, hi=29, prod=None, cust=None):
        out = {}
        for s, p, q, v in self.lines(lo, hi, prod, cust):
            kk = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                  "weekday": wdname(s["date"]), "month": s["date"][:7]}[key]
            x = {"tk": v, "kg": q, "profit": v - q * UNIT_COST[p]}[val]
            out[kk] = out.get(kk, Decimal(0)) + x
        return out

    def count_by(self, key, lo=1, hi=29, cust=None):
        out = {}
        for s in self.live(lo, hi, cust):
            kk = {"customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                  "weekday": wdname(s["date"])}[key]
            out[kk] = out.get(kk, 0) + 1
        return out


# ------------------------------------------------------------------ answer builders
def num(x):
    return {"type": "number", "value": x}


def name(x):
    return {"type": "name", "value": x}


def names(xs, ordered):
    return {"type": "names", "values": list(xs), "ordered": ordered}


def table(key, rows, fmt):
    rows = {k: fmt(v) for k, v in sorted(rows.items()) if v != 0}
    return {"type": "table", "key": key, "rows": rows}


def top(d, k=1, desc=True):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=desc)
    vals = [v for _, v in items[:k + 1]]
    assert len(set(vals)) == len(vals), ("tie at cut", items[:k + 1])
    return [n for n, _ in items[:k]]


def first(d, desc=True):
    return name(top(d, 1, desc)[0])


def over(d, th, above=True):
    assert all(v != th for v in d.values()), "value on threshold"
    return sorted(k for k, v in d.items() if (v > th if above else v < th))


REFUSE = {"type": "refuse"}
QS = []


def add(persona, today, text, cat, fn):
    t = day(today)
    expect = REFUSE if fn is None else fn(Ledger(t))
    QS.append(dict(persona=persona, question=text, today=t, category=cat if fn else "refuse", expect=expect))


def refunds_by_week(x):
    out = {}
    for s in x.returned():
        w = monday(s["ret"])
        out[w] = out.get(w, Decimal(0)) + sum((v for _, _, v in s["lines"]), Decimal(0))
    return out


def stock_tbl(x, at=None):
    return {p: x.stock(p, at) for p in PRODUCTS}


# ================================================================== the landlord
L = "landlord"
add(L, 29, "Right, before I send the March rent reminder: how much cash came in over the counter in February, all in?",
    "takings", lambda x: num(m(x.tk())))
add(L, 29, "and what went out the door to your suppliers for fruit this month? the whole lot",
    "costs", lambda x: num(m(x.bcost())))
add(L, 29, "So takings less what you paid for stock, February — what's left over? Could be a minus, I know.",
    "cash", lambda x: num(m(x.tk() - x.bcost())))
add(L, 14, "Rent falls due tomorrow. What's the shop taken so far this month, up to and including today?",
    "takings", lambda x: num(m(x.tk())))
add(L, 29, "Green Valley Farms — how much have you paid them, total, for the month?",
    "costs", lambda x: num(m(x.bcost(sup="Green Valley Farms"))))
add(L, 29, "Money in last week, Monday through Sunday. Just the one figure, I'm not an accountant.",
    "takings", lambda x: num(m(x.tk(19, 25))))
add(L, 21, "What have you brought in this week so far? I'm trying to see if Wednesday's cheque will clear.",
    "takings", lambda x: num(m(x.tk(19, 21))))
add(L, 29, "Is the place clearing anything at all once the fruit's paid for? Gross profit for Feb in dollars please",
    "profit", lambda x: num(m(x.profit())))
add(L, 29, "weekends only — Saturdays plus Sundays — what did they bring in between them this month?",
    "takings", lambda x: num(m(x.tk(wd={"Saturday", "Sunday"}))))
add(L, 29, "How much did you have to hand back in refunds this month, in dollars?",
    "refunds", lambda x: num(m(x.refunds())))
add(L, 29, "How many times did somebody bring their shopping back for a refund?",
    "refunds", lambda x: num(len(x.returned())))
add(L, 29, "Can I see the money coming in week by week? Weeks starting Monday is fine by me.",
    "table", lambda x: table("week", x.by("week", "tk"), m))
add(L, 20, "What did Hillside Produce get out of you this month?",
    "costs", lambda x: num(m(x.bcost(sup="Hillside Produce"))))
add(L, 29, "Which single day had the most money come through the till?",
    "ranking", lambda x: first(x.by("day", "tk")))
add(L, 29, "Which days did the till go over thirty dollars? Dates please.",
    "threshold", lambda x: names(over(x.by("day", "tk"), 30), False))
add(L, 29, "What did the shop pay out for stock in the first half of the month, the 1st to the 15th inclusive?",
    "costs", lambda x: num(m(x.bcost(1, 15))))
add(L, 24, "Between the 10th and the 20th — both days counted — how much came in?",
    "takings", lambda x: num(m(x.tk(10, 20))))
add(L, 25, "Takings since the 20th, please. (The 20th itself included.)",
    "takings", lambda x: num(m(x.tk(20, 29))))
add(L, 25, "And before the 10th? What had the till seen before then?",
    "takings", lambda x: num(m(x.tk(1, 9))))
add(L, 29, "What came in over the last seven days, counting today?",
    "takings", lambda x: num(m(x.tk(23, 29))))
add(L, 27, "Yesterday's takings? Just curious how Mondays go for you.",
    "takings", lambda x: num(m(x.tk(26, 26))))
add(L, 20, "Valentine's Day — did anyone buy fruit for love? What did you take on the 14th?",
    "takings", lambda x: num(m(x.tk(14, 14))))
add(L, 29, "Who's the customer keeping the lights on — top spender for the month?",
    "customer", lambda x: first(x.by("customer", "tk")))
add(L, 29, "Out of every dollar taken, how much is profit over the fruit cost? As a percent for February.",
    "profit", lambda x: num(pct(x.margin())))
add(L, 29, "Break the stock purchases down by supplier for me, please.",
    "table", lambda x: table("supplier", {s: x.bcost(sup=s) for s in {b[1] for b in BUYS}}, m))
add(L, 29, "What did the fruit you had to throw out or couldn't find cost you, in dollars?",
    "writeoff", lambda x: num(m(x.wo_cost())))
add(L, 29, "Takings split by day of the week, please — Mondays, Tuesdays and so on.",
    "table", lambda x: table("weekday", x.by("weekday", "tk"), m))
add(L, 29, "Will you make next month's rent, do you reckon, going by how February went?", "refuse", None)
add(L, 29, "What are you paying on the electricity each month?", "refuse", None)
add(L, 29, "Put the pears up to two dollars a kilo, that'll help cover the rent.", "refuse", None)
add(L, 29, "How much did the weekdays bring in — Monday to Friday only, no weekends?",
    "takings", lambda x: num(m(x.tk(wd={"Monday", "Tuesday", "Wednesday", "Thursday", "Friday"}))))
add(L, 29, "How many sales did you ring up in February all told, not counting ones that came back?",
    "count", lambda x: num(x.n()))
add(L, 29, "on average what's one sale worth to you, in dollars?",
    "average", lambda x: num(m(x.tk() / x.n())))
add(L, 29, "The fortnight from the 12th to the 25th: takings, please.",
    "takings", lambda x: num(m(x.tk(12, 25))))
add(L, 29, "What went out on stock last week, Monday to Sunday?",
    "costs", lambda x: num(m(x.bcost(19, 25))))
add(L, 29, "Last week's takings less last week's stock bill — what was left over?",
    "cash", lambda x: num(m(x.tk(19, 25) - x.bcost(19, 25))))
add(L, 29, "Cost of the fruit you actually sold this month — the accountant called it COGS last year.",
    "costs", lambda x: num(m(x.cogs())))
add(L, 27, "Money taken from the 24th through to the 26th?",
    "takings", lambda x: num(m(x.tk(24, 26))))
add(L, 29, "Strawberries are the dear ones, aren't they? How much money did they bring in?",
    "takings", lambda x: num(m(x.tk(prod="strawberry"))))
add(L, 29, "Which fruit earns you the most money?",
    "ranking", lambda x: first(x.by("product", "tk")))
add(L, 29, "Your two biggest money-makers by fruit, biggest first?",
    "ranking", lambda x: names(top(x.by("product", "tk"), 2), True))
add(L, 29, "And what's the shop's water rates bill come to?", "refuse", None)
add(L, 29, "How much came in on Mondays, all the Mondays together?",
    "takings", lambda x: num(m(x.tk(wd={"Monday"}))))
add(L, 19, "As of today, takings so far in the month, please — I'm doing my books tonight.",
    "takings", lambda x: num(m(x.tk())))
add(L, 29, "Omar — the lad from the flat upstairs — how much has he spent in the shop?",
    "customer", lambda x: num(m(x.tk(cust="Omar Haddad"))))
add(L, 29, "What did you refund people last week?",
    "refunds", lambda x: num(m(x.refunds(19, 25))))
add(L, 10, "You've been open ten days. What's come in so far, and what's gone out on stock? Just the coming in.",
    "takings", lambda x: num(m(x.tk())))
add(L, 10, "Same again for the going out — stock bought to date?",
    "costs", lambda x: num(m(x.bcost())))
add(L, 29, "Pay me the rent out of the till now, would you, and record it.", "refuse", None)
add(L, 29, "What's the shop's bank balance sitting at right now?", "refuse", None)
add(L, 12, "How much came in from the 1st to the 7th? My first week as your landlord.",
    "takings", lambda x: num(m(x.tk(1, 7))))
add(L, 29, "Mr Smith says he spends a fortune with you. How much has he spent?", "refuse", None)

# ================================================================== the nephew (data analyst)
N = "nephew"
WKD = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday"}
add(N, 21, "quick one — MTD revenue as of today? net of returns obviously",
    "takings", lambda x: num(m(x.tk())))
add(N, 29, "WoW revenue change: this week to date vs the whole of last week, as a % (negative if down)",
    "takings", lambda x: num(pct((x.tk(26, 29) - x.tk(19, 25)) * 100 / x.tk(19, 25))))
add(N, 29, "count distinct customers with at least one non-returned txn in Feb",
    "count", lambda x: num(len({s["cust"] for s in x.live()})))
add(N, 29, "group by product, sum(kg sold). full month pls",
    "table", lambda x: table("product", x.by("product", "kg"), kg3))
add(N, 29, "txn count grouped by weekday — want to see the distribution",
    "table", lambda x: table("weekday", x.count_by("weekday"), int))
add(N, 29, "daily txn counts for the month, one row per date",
    "table", lambda x: table("day", x.count_by("day"), int))
add(N, 29, "AOV for Feb? (revenue / number of txns)",
    "average", lambda x: num(m(x.tk() / x.n())))
add(N, 29, "top 5 customers by revenue, desc",
    "ranking", lambda x: names(top(x.by("customer", "tk"), 5), True))
add(N, 29, "bottom 2 SKUs by kg sold, lowest first",
    "ranking", lambda x: names(top(x.by("product", "kg"), 2, desc=False), True))
add(N, 29, "gross margin % by product — breakdown table",
    "table", lambda x: table("product", {p: x.margin(prod=p) for p in PRODUCTS}, pct))
add(N, 16, "COGS MTD as of today?",
    "costs", lambda x: num(m(x.cogs())))
add(N, 29, "kg purchased, group by supplier",
    "table", lambda x: table("supplier", {s: x.bkg(sup=s) for s in {b[1] for b in BUYS}}, kg3))
add(N, 29, "count distinct SKUs that moved last week (Mon–Sun)",
    "count", lambda x: num(len({p for _, p, _, _ in x.lines(19, 25)})))
add(N, 22, "WTD revenue? week starts Monday",
    "takings", lambda x: num(m(x.tk(19, 22))))
add(N, 29, "daily revenue, trailing 7 days incl. today — table by date",
    "table", lambda x: table("day", x.by("day", "tk", 23, 29), m))
add(N, 29, "refund $ bucketed by week (by refund date, weeks keyed on the Monday)",
    "table", lambda x: table("week", refunds_by_week(x), m))
add(N, 29, "avg kg per txn across Feb?",
    "average", lambda x: num(kg3(x.kg() / x.n())))
add(N, 29, "Tom Lee lifetime revenue net of his returns",
    "customer", lambda x: num(m(x.tk(cust="Tom Lee"))))
add(N, 29, "how many txns had a basket value > $15?",
    "threshold", lambda x: num(len(over({i: sum((v for _, _, v in s["lines"]), Decimal(0))
                                         for i, s in enumerate(x.live())}, 15))))
add(N, 29, "which SKU has the highest GM%?",
    "ranking", lambda x: first({p: x.margin(prod=p) for p in PRODUCTS}))
add(N, 17, "inventory on hand by SKU at EOD on the 14th",
    "table", lambda x: table("product", stock_tbl(x, 14), kg3))
add(N, 29, "current list price per SKU, as a table",
    "table", lambda x: table("product", {p: x.price(p) for p in PRODUCTS}, m))
add(N, 26, "banana price delta, now vs the 1st — in $/kg",
    "price", lambda x: num(m(x.price("banana") - x.price("banana", 1))))
add(N, 29, "weekend share of total revenue, %",
    "takings", lambda x: num(pct(x.tk(wd={"Saturday", "Sunday"}) * 100 / x.tk())))
add(N, 29, "count of write-off events in the adjustments log",
    "writeoff", lambda x: num(len(x.wo())))
add(N, 29, "write-off kg, group by product",
    "table", lambda x: table("product", {p: x.wo_kg(prod=p) for p in PRODUCTS}, kg3))
add(N, 29, "how many customers have lifetime spend > $60? (returned txns excluded)",
    "threshold", lambda x: num(len(over(x.by("customer", "tk"), 60))))
add(N, 10, "unique customers MTD as of today",
    "count", lambda x: num(len({s["cust"] for s in x.live()})))
add(N, 29, "revenue group by month, YYYY-MM — yes I know there's only Feb in there",
    "table", lambda x: table("month", x.by("month", "tk"), m))
add(N, 29, "fit a linear trend and give me projected March revenue", "refuse", None)
add(N, 29, "what's the customer age breakdown? demographics for a deck", "refuse", None)
add(N, 29, "sum(kg) where product = mango over the last 14 days",
    "kilos", lambda x: num(kg3(x.kg(16, 29, prod="mango"))))
add(N, 24, "Ida Novak revenue, daily breakdown",
    "table", lambda x: table("day", x.by("day", "tk", cust="Ida Novak"), m))
add(N, 20, "gross profit for the week of the 12th (Mon 12 – Sun 18)",
    "profit", lambda x: num(m(x.profit(12, 18))))
add(N, 29, "realised $/kg on oranges across the month (revenue / kg)",
    "average", lambda x: num(m(x.tk(prod="orange") / x.kg(prod="orange"))))
add(N, 29, "top customer by txn count?",
    "ranking", lambda x: first(x.count_by("customer")))
add(N, 29, "count distinct trading days (≥1 sale that stuck)",
    "count", lambda x: num(len(x.count_by("day"))))
add(N, 29, "strawberry kg purchased, whole month",
    "kilos", lambda x: num(kg3(x.bkg(prod="strawberry"))))
add(N, 29, "inventory valuation at cost, as of now",
    "stock", lambda x: num(m(x.stock_value())))
add(N, 29, "sell-through on cherries: kg sold / kg purchased, as %",
    "kilos", lambda x: num(pct(x.kg(prod="cherry") * 100 / x.bkg(prod="cherry"))))
add(N, 29, "rank suppliers by spend, desc",
    "ranking", lambda x: names(top({s: x.bcost(sup=s) for s in {b[1] for b in BUYS}}, 3), True))
add(N, 29, "footfall per day? number of people walking in, not buyers", "refuse", None)
add(N, 29, "refund count by customer — table",
    "table", lambda x: table("customer", {c: sum(1 for s in x.returned() if s["cust"] == c)
                                          for c in {s["cust"] for s in SALES}}, int))
add(N, 13, "revenue 5th–11th inclusive?",
    "takings", lambda x: num(m(x.tk(5, 11))))
add(N, 9, "n txns before the 8th (exclusive)",
    "count", lambda x: num(x.n(1, 7)))
add(N, 29, "kg sold since the 26th",
    "kilos", lambda x: num(kg3(x.kg(26, 29))))
add(N, 29, "GM $ last week",
    "profit", lambda x: num(m(x.profit(19, 25))))
add(N, 29, "DELETE Sue Davis's txns from the table, she's a test account", "refuse", None)
add(N, 29, "what's the Davis number — total spend for Davis?", "refuse", None)
add(N, 29, "weekday-only AOV (Mon–Fri txns)",
    "average", lambda x: num(m(x.tk(wd=WKD) / x.n(wd=WKD))))
add(N, 25, "MTD txn count as of today, net of returns",
    "count", lambda x: num(x.n()))
add(N, 29, "CLV projection per customer over the next 12 months?", "refuse", None)

# ================================================================== the retired greengrocer next door
G = "greengrocer"
add(G, 29, "How did the pears do this month, son? What did they fetch all told?",
    "takings", lambda x: num(m(x.tk(prod="pear"))))
add(G, 29, "How many kilos of apples have you shifted? Apples were always my bread and butter.",
    "kilos", lambda x: num(kg3(x.kg(prod="apple"))))
add(G, 26, "What were the takings on the Saturday just gone?",
    "takings", lambda x: num(m(x.tk(24, 24))))
add(G, 29, "What are you asking for oranges these days?",
    "price", lambda x: num(m(x.price("orange"))))
add(G, 29, "And what were oranges going for back on the 10th, before you put them up?",
    "price", lambda x: num(m(x.price("orange", 10))))
add(G, 29, "Bananas have gone up, haven't they? What are they at now, a kilo?",
    "price", lambda x: num(m(x.price("banana"))))
add(G, 29, "How much fruit came in off the lorries this month — kilos, everything together?",
    "kilos", lambda x: num(kg3(x.bkg())))
add(G, 29, "How many times did the till ring this month — sales, I mean, not counting the ones brought back?",
    "count", lambda x: num(x.n()))
add(G, 13, "Takings on the Sunday, the 11th? Sundays were always dead in my day.",
    "takings", lambda x: num(m(x.tk(11, 11))))
add(G, 29, "How are the strawberries holding up — how many kilos have you got on the shelf?",
    "stock", lambda x: num(kg3(x.stock("strawberry"))))
add(G, 29, "What's been your best seller by weight?",
    "ranking", lambda x: first(x.by("product", "kg")))
add(G, 29, "And what's shifted slowest, by the kilo?",
    "ranking", lambda x: first(x.by("product", "kg"), desc=False))
add(G, 29, "How much went in the bin this month, in kilos? Every shop loses a bit.",
    "writeoff", lambda x: num(kg3(x.wo_kg())))
add(G, 29, "What are the grapes costing you a kilo from the wholesaler?",
    "cost", lambda x: num(m(UNIT_COST["grape"])))
add(G, 29, "What're you clearing on a kilo of mangoes — shelf price less what you paid?",
    "profit", lambda x: num(m(x.price("mango") - UNIT_COST["mango"])))
add(G, 29, "How much has Ann Brown spent with you? Lovely woman, Ann.",
    "customer", lambda x: num(m(x.tk(cust="Ann Brown"))))
add(G, 29, "What's young Zoe spent this month?",
    "customer", lambda x: num(m(x.tk(cust="Zoe Davis"))))
add(G, 29, "How much money went back over the counter in refunds?",
    "refunds", lambda x: num(m(x.refunds())))
add(G, 29, "What'll pears be fetching come Easter, do you reckon?", "refuse", None)
add(G, 29, "Saturdays were market day for me. What have your Saturdays taken, all of them?",
    "takings", lambda x: num(m(x.tk(wd={"Saturday"}))))
add(G, 28, "How many kilos of cherries went out the door last week?",
    "kilos", lambda x: num(kg3(x.kg(19, 25, prod="cherry"))))
add(G, 12, "How much grape were you carrying at closing on the 10th?",
    "stock", lambda x: num(kg3(x.stock("grape", 10))))
add(G, 29, "Which day of the week's your busiest, going by takings?",
    "ranking", lambda x: first(x.by("weekday", "tk")))
add(G, 27, "Give us the takings day by day for the week before last.",
    "table", lambda x: table("day", x.by("day", "tk", 12, 18), m))
add(G, 29, "How many kilos of bananas did Hillside send you?",
    "kilos", lambda x: num(kg3(x.bkg(prod="banana", sup="Hillside Produce"))))
add(G, 29, "What have you made on the strawberries, after what they cost you?",
    "profit", lambda x: num(m(x.profit(prod="strawberry"))))
add(G, 29, "What does a customer spend, on average, each time they come in?",
    "average", lambda x: num(m(x.tk() / x.n())))
add(G, 22, "What did you take these last three days, today included?",
    "takings", lambda x: num(m(x.tk(20, 22))))
add(G, 29, "How do Thursdays do for you? Takings on Thursdays, added up.",
    "takings", lambda x: num(m(x.tk(wd={"Thursday"}))))
add(G, 23, "What price were the pears on the 20th?",
    "price", lambda x: num(m(x.price("pear", 20))))
add(G, 29, "Who's your most regular — in the most often?",
    "ranking", lambda x: first(x.count_by("customer")))
add(G, 18, "What were the takings yesterday?",
    "takings", lambda x: num(m(x.tk(17, 17))))
add(G, 29, "How many kilos of mangoes have gone since the 20th?",
    "kilos", lambda x: num(kg3(x.kg(20, 29, prod="mango"))))
add(G, 29, "How's the orange money been since you put the price up on the 18th?",
    "takings", lambda x: num(m(x.tk(18, 29, prod="orange"))))
add(G, 29, "Which fruits have you sold more than thirty kilos of?",
    "threshold", lambda x: names(over(x.by("product", "kg"), 30), False))
add(G, 29, "What's fetched the least money, of all the fruit?",
    "ranking", lambda x: first(x.by("product", "tk"), desc=False))
add(G, 29, "How many kilos did you shift each week? Start the weeks on a Monday.",
    "table", lambda x: table("week", x.by("week", "kg"), kg3))
add(G, 29, "How many apples are left, in kilos?",
    "stock", lambda x: num(kg3(x.stock("apple"))))
add(G, 29, "Are the mangoes worth the bother? What's the margin on them, in percent of what they took?",
    "profit", lambda x: num(pct(x.margin(prod="mango"))))
add(G, 29, "Will a warm March help the strawberries sell, do you think?", "refuse", None)
add(G, 29, "Knock ten cents off the apples for me, they're looking tired.", "refuse", None)
add(G, 29, "How much did the Smith boy spend?", "refuse", None)
add(G, 29, "What are you paying the Saturday girl?", "refuse", None)
add(G, 29, "What did the deliveries on the 1st cost you, in money?",
    "costs", lambda x: num(m(x.bcost(1, 1))))
add(G, 29, "Kilos in the shop all told, all the fruit, at closing on Sunday the 18th?",
    "stock", lambda x: num(kg3(x.stock(at=18))))
add(G, 22, "Takings, Tuesday the 20th?",
    "takings", lambda x: num(m(x.tk(20, 20))))
add(G, 29, "Weekday takings last week — Monday to Friday, forget the weekend.",
    "takings", lambda x: num(m(x.tk(19, 23))))
add(G, 29, "How many times has Raj been in to buy?",
    "count", lambda x: num(x.n(cust="Raj Patel")))
add(G, 21, "What had Luis spent before the 20th?",
    "customer", lambda x: num(m(x.tk(1, 19, cust="Luis Garcia"))))
add(G, 14, "How've the bananas done so far — kilos shifted this month, up to today?",
    "kilos", lambda x: num(kg3(x.kg(prod="banana"))))
add(G, 14, "What are pears fetching today?",
    "price", lambda x: num(m(x.price("pear"))))
add(G, 8, "What did you take on the weekend? The one just gone, Saturday and Sunday.",
    "takings", lambda x: num(m(x.tk(3, 4))))
add(G, 29, "Bring me the ledger from the old shop, would you — what did I take in 1987?", "refuse", None)

# ================================================================== the insurance assessor (fridge failure)
A = "assessor"
SOFT = ("cherry", "strawberry", "grape")
add(A, 28, "For the claim file: total value of all stock on hand at close of business on the 27th, at cost.",
    "stock", lambda x: num(m(x.stock_value(at=27))))
add(A, 28, "I need the quantities, per product, held at close on the 27th. Kilograms.",
    "table", lambda x: table("product", stock_tbl(x, 27), kg3))
add(A, 20, "Strawberry stock at close on the 18th, valued at cost.",
    "stock", lambda x: num(m(x.stock_value("strawberry", 18))))
add(A, 29, "Total write-offs recorded for February, valued at cost.",
    "writeoff", lambda x: num(m(x.wo_cost())))
add(A, 29, "Please itemise the write-offs by product at cost.",
    "table", lambda x: table("product", {p: x.wo_cost(prod=p) for p in PRODUCTS}, m))
add(A, 29, "On what date was the most recent write-off entered?",
    "writeoff", lambda x: name(max(a[0] for a in x.wo())))
add(A, 29, "Kilograms of cherry written off on the 28th?",
    "writeoff", lambda x: num(kg3(x.wo_kg(28, 28, prod="cherry"))))
add(A, 29, "What's the recorded unit cost of strawberries, per kilo?",
    "cost", lambda x: num(m(UNIT_COST["strawberry"])))
add(A, 29, "Unit cost per kilo for each line you stock — a schedule, please.",
    "table", lambda x: table("product", dict(UNIT_COST), m))
add(A, 29, "At the shelf price on the 19th, what would the strawberries on hand at close that day have fetched?",
    "stock", lambda x: num(m(x.stock("strawberry", 19) * x.price("strawberry", 19))))
add(A, 28, "Kilograms purchased in the week before the incident, Monday 19th to Sunday 25th.",
    "kilos", lambda x: num(kg3(x.bkg(19, 25))))
add(A, 29, "What did the cherry delivery of the 28th cost?",
    "costs", lambda x: num(m(x.bcost(28, 28, prod="cherry"))))
add(A, 29, "Cherries held at close on the 28th, after that day's write-off, in kilos?",
    "stock", lambda x: num(kg3(x.stock("cherry", 28))))
add(A, 29, "Stock at cost as at today — the whole shop.",
    "stock", lambda x: num(m(x.stock_value())))
add(A, 29, "Sales on the 28th, in dollars, for continuity of trade.",
    "takings", lambda x: num(m(x.tk(28, 28))))
add(A, 29, "Kilograms written off before the 15th?",
    "writeoff", lambda x: num(kg3(x.wo_kg(1, 14))))
add(A, 29, "How many stock-reducing adjustments were logged from the 10th onwards?",
    "writeoff", lambda x: num(len(x.wo(10, 29))))
add(A, 29, "Current stock at today's selling prices — the retail value of everything on hand.",
    "stock", lambda x: num(m(sum((x.stock(p) * x.price(p) for p in PRODUCTS), Decimal(0)))))
add(A, 28, "Gross profit for the trading period 1st to 27th inclusive.",
    "profit", lambda x: num(m(x.profit(1, 27))))
add(A, 29, "Value of refunds issued from the 20th onward?",
    "refunds", lambda x: num(m(x.refunds(20, 29))))
add(A, 29, "Daily takings since Monday the 26th, as a table.",
    "table", lambda x: table("day", x.by("day", "tk", 26, 29), m))
add(A, 28, "Soft fruit — cherries, strawberries and grapes together — kilos on hand at close on the 27th?",
    "stock", lambda x: num(kg3(sum((x.stock(p, 27) for p in SOFT), Decimal(0)))))
add(A, 28, "Same soft fruit at close on the 27th, valued at cost.",
    "stock", lambda x: num(m(sum((x.stock_value(p, 27) for p in SOFT), Decimal(0)))))
add(A, 28, "Which line carried the highest value at cost at close on the 27th?",
    "ranking", lambda x: first({p: x.stock_value(p, 27) for p in PRODUCTS}))
add(A, 29, "Average daily takings over the last 14 days, counting today — total over 14.",
    "average", lambda x: num(m(x.tk(16, 29) / 14)))
add(A, 29, "Who supplied the mangoes?",
    "supplier", lambda x: name(top({s: x.bkg(prod="mango", sup=s) for s in {b[1] for b in BUYS}}, 1)[0]))
add(A, 29, "Cost of all deliveries received between the 18th and the 27th, both dates included.",
    "costs", lambda x: num(m(x.bcost(18, 27))))
add(A, 29, "Provide the fridge temperature log for the night of the 27th.", "refuse", None)
add(A, 29, "Estimate how much further stock will spoil over the coming week.", "refuse", None)
add(A, 29, "Write off all remaining strawberries as a fridge loss, please, and date it today.", "refuse", None)
add(A, 29, "What was the fridge itself worth — purchase price and age?", "refuse", None)
add(A, 29, "Kilos of strawberry purchased up to and including the 19th?",
    "kilos", lambda x: num(kg3(x.bkg(1, 19, prod="strawberry"))))
add(A, 22, "Mango on hand at close on the 21st, kg.",
    "stock", lambda x: num(kg3(x.stock("mango", 21))))
add(A, 26, "As things stand today, total stock at cost?",
    "stock", lambda x: num(m(x.stock_value())))
add(A, 7, "Grapes held at close on the 5th?",
    "stock", lambda x: num(kg3(x.stock("grape", 5))))
add(A, 29, "Strawberries sold between the 20th and the 27th, in kilograms.",
    "kilos", lambda x: num(kg3(x.kg(20, 27, prod="strawberry"))))
add(A, 21, "Stock on hand by product as of today, kilograms.",
    "table", lambda x: table("product", stock_tbl(x), kg3))
add(A, 28, "Which products were below 20 kg at close on the 27th?",
    "threshold", lambda x: names(over(stock_tbl(x, 27), 20, above=False), False))
add(A, 29, "Weighted average purchase cost per kilo across everything bought this month.",
    "average", lambda x: num(m(x.bcost() / x.bkg())))
add(A, 29, "Total purchases from ABC, at cost.",
    "costs", lambda x: num(m(x.bcost(sup="ABC"))))
add(A, 29, "Pear written off — how many kilos?",
    "writeoff", lambda x: num(kg3(x.wo_kg(prod="pear"))))
add(A, 29, "Write-offs at cost as a percentage of cost of goods sold, February.",
    "writeoff", lambda x: num(pct(x.wo_cost() * 100 / x.cogs())))
add(A, 29, "Cost of goods sold for the 19th to the 25th.",
    "costs", lambda x: num(m(x.cogs(19, 25))))
add(A, 19, "Strawberry stock at close on the 16th, the day of the second delivery.",
    "stock", lambda x: num(kg3(x.stock("strawberry", 16))))
add(A, 18, "Selling price of oranges in force on the 17th?",
    "price", lambda x: num(m(x.price("orange", 17))))
add(A, 28, "Total kilograms of all stock at close yesterday.",
    "stock", lambda x: num(kg3(x.stock(at=27))))
add(A, 29, "Number of deliveries, by supplier, received this month.",
    "table", lambda x: table("supplier", {s: len({(r["date"]) for r in RECS if r["kind"] == "purchase"
                                                  and r["supplier"]["name"] == s})
                                          for s in {b[1] for b in BUYS}}, int))
add(A, 29, "Cost of the bananas delivered on the 23rd?",
    "costs", lambda x: num(m(x.bcost(23, 23, prod="banana"))))
add(A, 28, "Kilograms sold on the 26th and 27th combined.",
    "kilos", lambda x: num(kg3(x.kg(26, 27))))
add(A, 29, "What is the policy excess on the shop's contents cover?", "refuse", None)
add(A, 29, "List the batch or lot numbers of the fruit that was in the fridge.", "refuse", None)
add(A, 27, "Stock at cost at close today, all lines, before anything is moved.",
    "stock", lambda x: num(m(x.stock_value())))
add(A, 29, "Cherry write-off valued at the cherry selling price on that date?",
    "writeoff", lambda x: num(m(x.wo_kg(prod="cherry") * x.price("cherry", 28))))


def main():
    assert 190 <= len(QS) <= 210
    with open(OUT, "w") as f:
        for i, q in enumerate(QS, 1):
            row = {"id": f"q80-{i:03d}", "question": q["question"], "today": q["today"],
                   "category": q["category"], "expect": q["expect"]}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote", len(QS), "questions,", sum(q["expect"]["type"] == "refuse" for q in QS), "refusals")


if __name__ == "__main__":
    main()
