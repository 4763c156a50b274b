"""Ground truth for bench/unseen36: hand-typed manager questions about the demo fruit shop.

Written from the user's side only (the records and the contract in the brief), without
looking at the parser.  Every answer is computed from the records dated on or before the
question's `today`, with Decimal money.  Run from anywhere:

    python bench/unseen36/question_truth.py      # writes bench/unseen36/questions.jsonl
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

with open(DATA, encoding="utf-8") as _fh:
    RECORDS = [json.loads(line) for line in _fh if line.strip()]
assert [r["date"] for r in RECORDS] == sorted(r["date"] for r in RECORDS), "file not in date order"

SAT, SUN = 5, 6
WEEKEND = {SAT, SUN}
WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def monday_of(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


def weekday_of(s):
    return day(s).weekday()


# ------------------------------------------------------------------ the books at a date
UNIT_COST = {}
for _r in RECORDS:
    if _r["kind"] == "purchase":
        for _it in _r["items"]:
            UNIT_COST.setdefault(_it["product"], set()).add(dec(_it["unit_cost"]))
assert all(len(v) == 1 for v in UNIT_COST.values()), "a product has more than one unit cost"
UNIT_COST = {p: v.pop() for p, v in UNIT_COST.items()}
PRODUCTS = sorted(UNIT_COST)


class Book:
    """What the records say at the close of `today` (records dated after it are unknown)."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.sales = []      # dict(date, cust, lines=[(product, kg, value)], returned=date or None)
        self.buys = []       # (date, supplier, product, kg, unit_cost)
        self.adjs = []       # (date, product, kg, reason)
        self.returns = []    # (date, customer, sale)
        for r in RECORDS:
            if r["date"] > today:
                break
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], dec(it["quantity"]),
                                      dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        self.price[it["product"]] = dec(it["selling_price"])
            elif kind == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    exact = kg * self.price[it["product"]]
                    assert (exact * 100) % 1 != Decimal("0.5"), "half-cent sale line"
                    lines.append((it["product"], kg, exact.quantize(Decimal("0.01"), ROUND_HALF_UP)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines,
                                   "returned": None})
            elif kind == "return":
                hits = [s for s in self.sales if s["cust"] == r["customer"]["name"]
                        and s["date"] == r["sale_date"] and s["returned"] is None]
                assert len(hits) == 1, r
                hits[0]["returned"] = r["date"]
                self.returns.append((r["date"], r["customer"]["name"], hits[0]))
            elif kind == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"]), r["reason"]))
            else:
                raise AssertionError(kind)

    # -- sales side (standing sales only: a returned sale is out everywhere)
    def standing(self, lo="2000-01-01", hi="2999-12-31", cust=None, wds=None):
        return [s for s in self.sales if s["returned"] is None and lo <= s["date"] <= hi
                and (cust is None or s["cust"] == cust) and (wds is None or weekday_of(s["date"]) in wds)]

    def lines(self, lo="2000-01-01", hi="2999-12-31", cust=None, wds=None, prod=None):
        return [(s, p, kg, v) for s in self.standing(lo, hi, cust, wds) for p, kg, v in s["lines"]
                if prod is None or p == prod]

    def takings(self, lo="2000-01-01", hi="2999-12-31", cust=None, wds=None, prod=None):
        return sum((v for _, _, _, v in self.lines(lo, hi, cust, wds, prod)), Decimal(0))

    def kilos(self, lo="2000-01-01", hi="2999-12-31", cust=None, wds=None, prod=None):
        return sum((kg for _, _, kg, _ in self.lines(lo, hi, cust, wds, prod)), Decimal(0))

    def count(self, lo="2000-01-01", hi="2999-12-31", cust=None, wds=None, prod=None):
        if prod is None:
            return len(self.standing(lo, hi, cust, wds))
        return len({id(s) for s, _, _, _ in self.lines(lo, hi, cust, wds, prod)})

    def cogs(self, lo="2000-01-01", hi="2999-12-31", cust=None, wds=None, prod=None):
        return sum((kg * UNIT_COST[p] for _, p, kg, _ in self.lines(lo, hi, cust, wds, prod)), Decimal(0))

    def profit(self, lo="2000-01-01", hi="2999-12-31", cust=None, wds=None, prod=None):
        return self.takings(lo, hi, cust, wds, prod) - self.cogs(lo, hi, cust, wds, prod)

    def margin(self, lo="2000-01-01", hi="2999-12-31", cust=None, wds=None, prod=None):
        return self.profit(lo, hi, cust, wds, prod) / self.takings(lo, hi, cust, wds, prod) * 100

    def by(self, key, what="takings", lo="2000-01-01", hi="2999-12-31", cust=None, wds=None, prod=None):
        """Table of takings/kilos/count/profit by product, customer, day, week or weekday (zero rows out)."""
        rows = {}
        for s, p, kg, v in self.lines(lo, hi, cust, wds, prod):
            k = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday_of(s["date"]),
                 "weekday": WEEKDAY_NAMES[weekday_of(s["date"])]}[key]
            val = {"takings": v, "kilos": kg, "profit": v - kg * UNIT_COST[p], "count": None}[what]
            if what == "count":
                rows.setdefault(k, set()).add(id(s))
            else:
                rows[k] = rows.get(k, Decimal(0)) + val
        if what == "count":
            rows = {k: len(v) for k, v in rows.items()}
        return {k: v for k, v in rows.items() if v != 0}

    def refunds(self, lo="2000-01-01", hi="2999-12-31"):
        return sum((v for d, _, s in self.returns if lo <= d <= hi for _, _, v in s["lines"]), Decimal(0))

    # -- stock side
    def bought(self, lo="2000-01-01", hi="2999-12-31", prod=None, supplier=None):
        return sum((kg for d, sup, p, kg, _ in self.buys if lo <= d <= hi and (prod is None or p == prod)
                    and (supplier is None or sup == supplier)), Decimal(0))

    def spent(self, lo="2000-01-01", hi="2999-12-31", prod=None, supplier=None):
        return sum((kg * c for d, sup, p, kg, c in self.buys if lo <= d <= hi and (prod is None or p == prod)
                    and (supplier is None or sup == supplier)), Decimal(0))

    def written_off_kg(self, lo="2000-01-01", hi="2999-12-31", prod=None):
        return sum((-kg for d, p, kg, _ in self.adjs if kg < 0 and lo <= d <= hi
                    and (prod is None or p == prod)), Decimal(0))

    def written_off_cost(self, lo="2000-01-01", hi="2999-12-31", prod=None):
        return sum((-kg * UNIT_COST[p] for d, p, kg, _ in self.adjs if kg < 0 and lo <= d <= hi
                    and (prod is None or p == prod)), Decimal(0))

    def stock(self, prod):
        """Kilos on hand at the close of self.today."""
        return (self.bought(prod=prod) - self.kilos(prod=prod)
                + sum((kg for _, p, kg, _ in self.adjs if p == prod), Decimal(0)))

    def stock_value(self):
        return sum((self.stock(p) * UNIT_COST[p] for p in PRODUCTS), Decimal(0))


BOOKS = {}


def book(d):
    if d not in BOOKS:
        BOOKS[d] = Book(d)
    return BOOKS[d]


def stock_on(prod, d):
    return book(d).stock(prod)


def price_on(prod, d):
    return book(d).price[prod]


# ------------------------------------------------------------------ rounding and answer shapes
def _round(x, places):
    x = Decimal(x)
    step = Decimal(1).scaleb(-places)
    assert (x / step) % 1 != Decimal("0.5"), f"rounding falls on a half unit: {x}"
    return float(x.quantize(step, ROUND_HALF_UP))


def money(x):
    return {"type": "number", "value": _round(x, 2)}


def kilos(x):
    return {"type": "number", "value": _round(x, 3)}


def pct(x):
    return {"type": "number", "value": _round(x, 2)}


def num2(x):
    return {"type": "number", "value": _round(x, 2)}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals)
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def table(key, rows, places):
    rows = {k: v for k, v in rows.items() if v != 0}
    assert rows
    if places == 0:
        return {"type": "table", "key": key, "rows": {k: int(v) for k, v in sorted(rows.items())}}
    return {"type": "table", "key": key, "rows": {k: _round(v, places) for k, v in sorted(rows.items())}}


REFUSE = {"type": "refuse"}


def ranked(d, n=None, low_first=False):
    """Keys of d by value (highest first unless low_first), asserting no tie decides the answer."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low_first)
    n = len(items) if n is None else n
    for i in range(min(n, len(items) - 1)):
        assert items[i][1] != items[i + 1][1], f"tie in a ranking: {items[: n + 1]}"
    return [k for k, _ in items[:n]]


def top(d):
    return ranked(d, 1)[0]


def bottom(d):
    return ranked(d, 1, low_first=True)[0]


def buyers(b, prod, lo="2000-01-01", hi="2999-12-31"):
    return {s["cust"] for s, _, _, _ in b.lines(lo, hi, prod=prod)}


def stock_table(d):
    return {p: stock_on(p, d) for p in PRODUCTS}


def sale_total(s):
    return sum((v for _, _, v in s["lines"]), Decimal(0))


QUESTIONS = []


def Q(today, category, question, expect):
    QUESTIONS.append({"question": question, "today": today, "category": category, "expect": expect})


BANK, WKND, REG, CLERK, NO = "bank-loan-officer", "weekend-manager", "curious-regular", "inventory-clerk", "refuse"
T = "2024-02-29"          # Thursday, the last day on file
b = book(T)
FEB = ("2024-02-01", "2024-02-29")
WEEKDAYS = {0, 1, 2, 3, 4}

# ================================================================== bank-loan-officer (formal)
Q(T, BANK, "What was the shop's total revenue for February 2024?", money(b.takings(*FEB)))
Q(T, BANK, "Please state the gross margin, as a percentage of revenue, for February.", pct(b.margin(*FEB)))
Q(T, BANK, "What was the cost of goods sold for the month of February?", money(b.cogs(*FEB)))
Q(T, BANK, "Could you confirm the gross profit for February in dollar terms?", money(b.profit(*FEB)))
Q(T, BANK, "Please provide revenue broken down by week, with weeks beginning on a Monday.",
  table("week", b.by("week", "takings"), 2))
Q(T, BANK, "What percentage of February revenue was generated by the three largest customers?",
  pct(sum(b.takings(cust=c) for c in ranked(b.by("customer"), 3)) / b.takings() * 100))
Q(T, BANK, "Which customer is the single largest contributor to revenue?", name(top(b.by("customer"))))
Q(T, BANK, "What share of total revenue does the largest customer represent, in percent?",
  pct(b.takings(cust=top(b.by("customer"))) / b.takings() * 100))
Q(T, BANK, "What proportion of stock purchases, by cost, was sourced from Green Valley Farms?",
  pct(b.spent(supplier="Green Valley Farms") / b.spent() * 100))
SUPPLIERS = sorted({x[1] for x in b.buys})
Q(T, BANK, "Kindly rank the suppliers by purchase value, largest first.",
  names(ranked({s: b.spent(supplier=s) for s in SUPPLIERS}), True))
Q(T, BANK, "What was the total expenditure on stock purchases during February?", money(b.spent(*FEB)))
Q(T, BANK, "What is the current value of inventory on hand, measured at cost?", money(b.stock_value()))
Q(T, BANK, "What is the aggregate value of refunds issued this month?", money(b.refunds(*FEB)))
Q(T, BANK, "Please express total refunds as a percentage of revenue for February.",
  pct(b.refunds(*FEB) / b.takings(*FEB) * 100))
Q(T, BANK, "How many sales were subsequently returned by customers this month?", count(len(b.returns)))
Q(T, BANK, "What was the average transaction value in February?", money(b.takings(*FEB) / b.count(*FEB)))
Q(T, BANK, "How many sales transactions stand on the books for February, net of returns?", count(b.count(*FEB)))
Q(T, BANK, "Please set out gross profit week by week.", table("week", b.by("week", "profit"), 2))
Q(T, BANK, "Could you provide a breakdown of February revenue by product?", table("product", b.by("product"), 2))
Q(T, BANK, "Gross profit by product line for the month, please.", table("product", b.by("product", "profit"), 2))
Q(T, BANK, "Which product line contributed the most gross profit?", name(top(b.by("product", "profit"))))
Q(T, BANK, "What gross margin percentage did cherries achieve this month?", pct(b.margin(prod="cherry")))
Q(T, BANK, "What was revenue for the week commencing 12 February?", money(b.takings("2024-02-12", "2024-02-18")))
_w19, _w12 = b.takings("2024-02-19", "2024-02-25"), b.takings("2024-02-12", "2024-02-18")
assert _w19 > _w12
Q(T, BANK, "By how much did revenue in the week beginning the 19th exceed that of the week beginning the 12th?",
  money(_w19 - _w12))
Q(T, BANK, "What was total revenue before the 15th of the month?", money(b.takings(hi="2024-02-14")))
Q(T, BANK, "What was average weekly revenue across the three full weeks from 5 to 25 February?",
  money(b.takings("2024-02-05", "2024-02-25") / 3))
Q(T, BANK, "What was the cost of inventory written off during February?", money(b.written_off_cost(*FEB)))
Q(T, BANK, "What was average daily revenue across all 29 days of February?", money(b.takings(*FEB) / 29))
Q(T, BANK, "How many distinct customers made a purchase in February?", count(len(b.by("customer"))))
Q(T, BANK, "What percentage of revenue was earned on weekends, that is Saturdays and Sundays?",
  pct(b.takings(wds=WEEKEND) / b.takings() * 100))
Q(T, BANK, "Please provide total revenue by day of the week.", table("weekday", b.by("weekday"), 2))
Q(T, BANK, "Which customer generated the least revenue this month?", name(bottom(b.by("customer"))))
_w5 = b.takings("2024-02-05", "2024-02-11")
Q(T, BANK, "Please give the percentage change in revenue from the week of 5 February to the week of 12 February.",
  pct((_w12 - _w5) / _w5 * 100))
Q(T, BANK, "What gross profit was generated on weekdays only, Monday to Friday?", money(b.profit(wds=WEEKDAYS)))
# -- asked earlier in the month
b15 = book("2024-02-15")
Q("2024-02-15", BANK, "What is revenue for the month to date?", money(b15.takings()))
Q("2024-02-15", BANK, "What is the gross margin percentage month to date?", pct(b15.margin()))
Q("2024-02-22", BANK, "What is the total of refunds issued so far this month?", money(book("2024-02-22").refunds()))
Q("2024-02-21", BANK, "What was revenue in the previous week?",
  money(book("2024-02-21").takings("2024-02-12", "2024-02-18")))
Q("2024-02-09", BANK, "What has been spent on stock purchases to date?", money(book("2024-02-09").spent()))
b22 = book("2024-02-22")
Q("2024-02-22", BANK, "Which supplier has received the most business so far this month, by value?",
  name(top({s: b22.spent(supplier=s) for s in SUPPLIERS})))

# ================================================================== weekend-manager (Saturdays and Sundays)
Q(T, WKND, "how much did we take last weekend?", money(b.takings("2024-02-24", "2024-02-25")))
Q(T, WKND, "Kilos sold last weekend, all fruit together?", kilos(b.kilos("2024-02-24", "2024-02-25")))
Q(T, WKND, "break last weekend's takings down by fruit for me",
  table("product", b.by("product", lo="2024-02-24", hi="2024-02-25"), 2))
Q(T, WKND, "Which Saturday in Feb was our best for takings?", name(top(b.by("day", wds={SAT}))))
Q(T, WKND, "What did all the Saturdays bring in this month put together?", money(b.takings(wds={SAT})))
Q(T, WKND, "total takings on sundays this month", money(b.takings(wds={SUN})))
Q(T, WKND, "Weekend takings day by day for February please", table("day", b.by("day", wds=WEEKEND), 2))
Q(T, WKND, "How many kilos of strawbs went out on weekends this month?",
  kilos(b.kilos(wds=WEEKEND, prod="strawberry")))
Q(T, WKND, "kilos per fruit over all the weekends in february",
  table("product", b.by("product", "kilos", wds=WEEKEND), 3))
Q(T, WKND, "who was our best weekend customer this month, by spend?", name(top(b.by("customer", wds=WEEKEND))))
assert len(b.by("day", wds=WEEKEND)) == 8
Q(T, WKND, "On average what do we take on a weekend day?", money(b.takings(wds=WEEKEND) / 8))
_wk_sales = b.standing(wds=WEEKEND)
Q(T, WKND, "Who made the biggest single purchase on a weekend this month?",
  name(_wk_sales[top({i: sale_total(s) for i, s in enumerate(_wk_sales)})]["cust"]))
Q(T, WKND, "how much mango did we shift on weekends?", kilos(b.kilos(wds=WEEKEND, prod="mango")))
Q(T, WKND, "Give me weekend takings week by week", table("week", b.by("week", wds=WEEKEND), 2))
Q(T, WKND, "What profit did we make on weekend sales this month?", money(b.profit(wds=WEEKEND)))
_sat, _sun = b.takings(wds={SAT}), b.takings(wds={SUN})
assert _sun > _sat
Q(T, WKND, "saturdays or sundays - which brought in more this month?", name("Sunday"))
Q(T, WKND, "How many sales did we make on Sundays in total?", count(b.count(wds={SUN})))
Q(T, WKND, "avg sale on a weekend?", money(b.takings(wds=WEEKEND) / b.count(wds=WEEKEND)))
Q(T, WKND, "pear kilos sold on weekends", kilos(b.kilos(wds=WEEKEND, prod="pear")))
Q(T, WKND, "What did we take on the first Saturday of the month?", money(b.takings("2024-02-03", "2024-02-03")))
Q(T, WKND, "How many kilos of each fruit did we sell last Saturday?",
  table("product", b.by("product", "kilos", "2024-02-24", "2024-02-24"), 3))
Q(T, WKND, "takings for each sunday this month", table("day", b.by("day", wds={SUN}), 2))
# -- asked on the weekend itself
b17 = book("2024-02-17")
Q("2024-02-17", WKND, "how are we doing this saturday so far? total takings",
  money(b17.takings("2024-02-17", "2024-02-17")))
Q("2024-02-17", WKND, "How many sales have we rung up today?", count(b17.count("2024-02-17", "2024-02-17")))
Q("2024-02-17", WKND, "What did we take last weekend?", money(b17.takings("2024-02-10", "2024-02-11")))
Q("2024-02-17", WKND, "Which fruit sold the most kilos today?",
  name(top(b17.by("product", "kilos", "2024-02-17", "2024-02-17"))))
b18 = book("2024-02-18")
Q("2024-02-18", WKND, "whats the total for this weekend so far, sat and sun?",
  money(b18.takings("2024-02-17", "2024-02-18")))
Q("2024-02-18", WKND, "How many kilos of cherries have gone this weekend?",
  kilos(b18.kilos("2024-02-17", "2024-02-18", prod="cherry")))
b24 = book("2024-02-24")
Q("2024-02-24", WKND, "how many kg of strawberries have we sold today",
  kilos(b24.kilos("2024-02-24", "2024-02-24", prod="strawberry")))
Q("2024-02-24", WKND, "Saturday takings so far?", money(b24.takings("2024-02-24", "2024-02-24")))
Q("2024-02-24", WKND, "What's the banana price this Saturday?", money(price_on("banana", "2024-02-24")))
b25 = book("2024-02-25")
Q("2024-02-25", WKND, "What have Saturday and today brought in together?",
  money(b25.takings("2024-02-24", "2024-02-25")))
Q("2024-02-25", WKND, "Kilos by fruit for this weekend so far",
  table("product", b25.by("product", "kilos", "2024-02-24", "2024-02-25"), 3))
_this, _last = b25.takings("2024-02-24", "2024-02-25"), b25.takings("2024-02-17", "2024-02-18")
assert _last > _this
Q("2024-02-25", WKND, "How much less did we take this weekend than last weekend?", money(_last - _this))
Q("2024-02-25", WKND, "How much cherry do we have left at close today?", kilos(stock_on("cherry", "2024-02-25")))
Q("2024-02-11", WKND, "how many kilos went out this weekend",
  kilos(book("2024-02-11").kilos("2024-02-10", "2024-02-11")))
Q("2024-02-10", WKND, "What are oranges going for today?", money(price_on("orange", "2024-02-10")))
Q("2024-02-04", WKND, "first weekend open - what did we take over sat and sun?",
  money(book("2024-02-04").takings("2024-02-03", "2024-02-04")))
Q("2024-02-03", WKND, "Who's been in today?",
  names({s["cust"] for s in book("2024-02-03").standing("2024-02-03", "2024-02-03")}, False))

# ================================================================== curious-regular (chatty, vague)
Q(T, REG, "how are the cherries doing? how many kilos have gone this month?", kilos(b.kilos(prod="cherry")))
Q(T, REG, "hey who buys the most strawberries?", name(top(b.by("customer", "kilos", prod="strawberry"))))
assert top(b.by("customer", prod="strawberry")) == top(b.by("customer", "kilos", prod="strawberry"))
assert top(b.by("customer", "count", prod="strawberry")) == top(b.by("customer", "kilos", prod="strawberry"))
_n = b.by("product", "count")
assert _n["banana"] > _n["apple"]
Q(T, REG, "which turns up in more sales, bananas or apples?", name("banana"))
Q(T, REG, "whats Omar's favourite fruit - which does he buy the most kilos of?",
  name(top(b.by("product", "kilos", cust="Omar Haddad"))))
Q(T, REG, "how much has Raj spent with us this month?", money(b.takings(cust="Raj Patel")))
_k = b.by("product", "kilos")
assert _k["pear"] > _k["cherry"] and _k["mango"] > _k["grape"]
Q(T, REG, "which sells more by weight, pears or cherries?", name("pear"))
Q(T, REG, "how many more kilos of strawberries than bananas did we sell this month?",
  kilos(_k["strawberry"] - _k["banana"]))
Q(T, REG, "Sue Davis is new isnt she? how many times has she been in?", count(b.count(cust="Sue Davis")))
Q(T, REG, "who's been buying cherries this month?", names(buyers(b, "cherry"), False))
Q(T, REG, "whats the most popular fruit by kilos sold?", name(top(_k)))
Q(T, REG, "hows the mango price these days?", money(price_on("mango", T)))
Q(T, REG, "did oranges go up? what are they per kilo now", money(price_on("orange", T)))
Q(T, REG, "What were pears per kilo on the 20th?", money(price_on("pear", "2024-02-20")))
Q(T, REG, "how much did Tom Lee get back in refunds this month",
  money(sum((sale_total(s) for _, c, s in b.returns if c == "Tom Lee"), Decimal(0))))
_sp = b.by("customer")
assert _sp["Zoe Davis"] > _sp["Omar Haddad"]
Q(T, REG, "who's spent more, Zoe or Omar?", name("Zoe Davis"))
Q(T, REG, "what's Eva Berg spent in total?", money(b.takings(cust="Eva Berg")))
Q(T, REG, "how many kilos of grapes has Bob Smith bought this month?", kilos(b.kilos(cust="Bob Smith", prod="grape")))
Q(T, REG, "what does Ida Novak buy most of?", name(top(b.by("product", "kilos", cust="Ida Novak"))))
assert top(b.by("product", "count", cust="Ida Novak")) == top(b.by("product", "kilos", cust="Ida Novak"))
Q(T, REG, "what was yesterday like, takings wise?", money(b.takings("2024-02-28", "2024-02-28")))
Q(T, REG, "how much did we take on valentines day?", money(b.takings("2024-02-14", "2024-02-14")))
Q(T, REG, "who buys mangoes?", names(buyers(b, "mango"), False))
Q(T, REG, "which customers bought both apples and bananas this month?",
  names(buyers(b, "apple") & buyers(b, "banana"), False))
Q(T, REG, "rank the fruit by kilos sold, biggest first", names(ranked(_k), True))
Q(T, REG, "who comes in most often?", name(top(b.by("customer", "count"))))
Q(T, REG, "top five spenders in order?", names(ranked(_sp, 5), True))
Q(T, REG, "how many kilos has each customer bought?", table("customer", b.by("customer", "kilos"), 3))
Q(T, REG, "grapes or mangoes, which sold more kilos?", name("mango"))
Q(T, REG, "how much dearer are strawberries than cherries per kilo?",
  money(price_on("strawberry", T) - price_on("cherry", T)))
Q(T, REG, "on average how many kilos does someone buy per visit?", kilos(b.kilos() / b.count()))
Q(T, REG, "how many different fruits does the shop sell?", count(len(b.price)))
Q(T, REG, "how many kilos of bananas have gone since the price went up on the 19th?",
  kilos(b.kilos(lo="2024-02-19", prod="banana")))
Q(T, REG, "which weekday is usually busiest for takings?", name(top(b.by("weekday"))))
Q(T, REG, "which day this month did we sell the most kilos?", name(top(b.by("day", "kilos"))))
# -- asked earlier in the month
b8 = book("2024-02-08")
Q("2024-02-08", REG, "who's bought strawberries so far this month?", names(buyers(b8, "strawberry"), False))
b12 = book("2024-02-12")
Q("2024-02-12", REG, "did Ken get his money back for those oranges? how much was he refunded?",
  money(sum((sale_total(s) for _, c, s in b12.returns if c == "Ken Smith"), Decimal(0))))
Q("2024-02-20", REG, "how much has Mei Chen spent so far?", money(book("2024-02-20").takings(cust="Mei Chen")))
Q("2024-02-14", REG, "who came in today?",
  names({s["cust"] for s in book("2024-02-14").standing("2024-02-14", "2024-02-14")}, False))
Q("2024-02-06", REG, "what's Zoe Davis spent so far this month?", money(book("2024-02-06").takings(cust="Zoe Davis")))
b26 = book("2024-02-26")
_r26 = [c for d, c, _ in b26.returns if d == "2024-02-26"]
assert len(_r26) == 1
Q("2024-02-26", REG, "Who brought something back today?", name(_r26[0]))
Q("2024-02-23", REG, "how many kilos of cherries did Tom Lee pick up today?",
  kilos(book("2024-02-23").kilos("2024-02-23", "2024-02-23", cust="Tom Lee", prod="cherry")))

# ================================================================== inventory-clerk (stock and purchases)
Q(T, CLERK, "how many kilos of cherries are in stock right now?", kilos(b.stock("cherry")))
Q(T, CLERK, "stock on hand for every fruit at close today", table("product", stock_table(T), 3))
Q(T, CLERK, "How much strawberry did we have at close on the 15th?", kilos(stock_on("strawberry", "2024-02-15")))
Q(T, CLERK, "what was pear stock on the 9th", kilos(stock_on("pear", "2024-02-09")))
Q(T, CLERK, "how many kilos came in from Green Valley Farms this month?",
  kilos(b.bought(*FEB, supplier="Green Valley Farms")))
Q(T, CLERK, "kilos received from each supplier", table("supplier", {s: b.bought(supplier=s) for s in SUPPLIERS}, 3))
Q(T, CLERK, "cost per kg of mangoes?", money(UNIT_COST["mango"]))
assert {c for _, s, p, _, c in b.buys if p == "pear" and s == "Hillside Produce"} == {Decimal("1.0")}
Q(T, CLERK, "what do we pay Hillside per kilo for pears?", money(Decimal("1.0")))
Q(T, CLERK, "write offs by product in kg",
  table("product", {p: b.written_off_kg(prod=p) for p in PRODUCTS}, 3))
Q(T, CLERK, "total kg written off this month", kilos(b.written_off_kg(*FEB)))
Q(T, CLERK, "what did the strawberry write-offs cost us?", money(b.written_off_cost(prod="strawberry")))
Q(T, CLERK, "how many write-off entries were booked for the reason 'stock count'?",
  count(sum(1 for _, _, kg, why in b.adjs if kg < 0 and why == "stock count")))
_c7 = b.kilos("2024-02-23", "2024-02-29", prod="cherry")
assert _c7 == b.kilos("2024-02-22", "2024-02-28", prod="cherry")
Q(T, CLERK, "at the rate cherries sold over the last 7 days, how many days will the current stock last?",
  num2(b.stock("cherry") / (_c7 / 7)))
Q(T, CLERK, "how much banana did we buy in total this month?", kilos(b.bought(*FEB, prod="banana")))
Q(T, CLERK, "who supplied the bananas?", names({s for _, s, p, _, _ in b.buys if p == "banana"}, False))
Q(T, CLERK, "when did the last cherry delivery come in?", name(max(d for d, _, p, _, _ in b.buys if p == "cherry")))
Q(T, CLERK, "how much did we spend on strawberries?", money(b.spent(prod="strawberry")))
Q(T, CLERK, "purchase cost by fruit", table("product", {p: b.spent(prod=p) for p in PRODUCTS}, 2))
Q(T, CLERK, "which fruit do we hold the most kilos of right now?", name(top(stock_table(T))))
Q(T, CLERK, "which fruit is lowest in stock right now?", name(bottom(stock_table(T))))
Q(T, CLERK, "what was the stock worth at cost at close on the 15th?", money(book("2024-02-15").stock_value()))
Q(T, CLERK, "how many kilos of grapes did we have before the 10th?", kilos(stock_on("grape", "2024-02-09")))
Q(T, CLERK, "cost value of the apples we're holding", money(b.stock("apple") * UNIT_COST["apple"]))
Q(T, CLERK, "kilos received between the 8th and the 10th", kilos(b.bought("2024-02-08", "2024-02-10")))
Q(T, CLERK, "how many kilos did ABC deliver this month?", kilos(b.bought(supplier="ABC")))
Q(T, CLERK, "how many deliveries has Green Valley made this month?",
  count(sum(1 for r in RECORDS if r["kind"] == "purchase" and r["supplier"]["name"] == "Green Valley Farms")))
Q(T, CLERK, "mango: how many days of stock are left at the rate we sold it from the 23rd to the 29th?",
  num2(b.stock("mango") / (b.kilos("2024-02-23", "2024-02-29", prod="mango") / 7)))
Q(T, CLERK, "how many kilos of oranges sold since the price change on the 18th?",
  kilos(b.kilos(lo="2024-02-18", prod="orange")))
Q(T, CLERK, "what was banana stock at close on the 22nd?", kilos(stock_on("banana", "2024-02-22")))
Q(T, CLERK, "on which day was banana stock at its lowest?",
  name(bottom({f"2024-02-{n:02d}": stock_on("banana", f"2024-02-{n:02d}") for n in range(1, 30)})))
Q(T, CLERK, "stock of each fruit on the 20th", table("product", stock_table("2024-02-20"), 3))
Q(T, CLERK, "total kilos of fruit in stock right now", kilos(sum(stock_table(T).values())))
Q(T, CLERK, "across everything we bought this month, what did a kilo cost us on average (total spend / total kilos)?",
  money(b.spent() / b.bought()))
# -- asked earlier in the month
Q("2024-02-16", CLERK, "strawberry stock right now?", kilos(stock_on("strawberry", "2024-02-16")))
Q("2024-02-09", CLERK, "how much banana is left in stock now?", kilos(stock_on("banana", "2024-02-09")))
Q("2024-02-20", CLERK, "how many kg written off so far this month?", kilos(book("2024-02-20").written_off_kg()))
Q("2024-02-28", CLERK, "what did today's cherry write-off cost us?",
  money(book("2024-02-28").written_off_cost("2024-02-28", "2024-02-28", prod="cherry")))
Q("2024-02-12", CLERK, "How much orange is on the shelf now?", kilos(stock_on("orange", "2024-02-12")))
Q("2024-02-23", CLERK, "how much grape do we have now", kilos(stock_on("grape", "2024-02-23")))
Q("2024-02-01", CLERK, "What did we take in from ABC today, in kilos?",
  kilos(book("2024-02-01").bought("2024-02-01", "2024-02-01", supplier="ABC")))

# ================================================================== refusals, each in a persona's voice
# bank-loan-officer
Q(T, NO, "What is the monthly rent on the shop premises?", REFUSE)
Q(T, NO, "Please state the shop's total wage costs for February.", REFUSE)
Q(T, NO, "Could you provide a revenue forecast for March 2024?", REFUSE)
Q(T, NO, "What is the outstanding balance on the business's existing loans?", REFUSE)
Q(T, NO, "What proportion of February sales were settled by card rather than cash?", REFUSE)
Q("2024-02-15", NO, "What is the shop's estimated tax liability for the first quarter?", REFUSE)
# weekend-manager
Q(T, NO, "what was the weather like last saturday?", REFUSE)
Q(T, NO, "how many hours did I work last weekend?", REFUSE)
Q("2024-02-24", NO, "delete Mei Chen's second sale today, it was a mistake", REFUSE)
Q("2024-02-24", NO, "Change the strawberry price to $4 for the rest of this weekend.", REFUSE)
Q(T, NO, "how many people walked past the stall on sunday?", REFUSE)
Q(T, NO, "will this saturday be busy?", REFUSE)
# curious-regular
Q(T, NO, "is Zoe Davis married?", REFUSE)
Q(T, NO, "whats Omar's home address? I want to drop off a birthday card", REFUSE)
Q(T, NO, "which fruit tastes best right now?", REFUSE)
Q(T, NO, "are the cherries organic?", REFUSE)
Q(T, NO, "how much will strawberries cost next month?", REFUSE)
Q("2024-02-20", NO, "can you add me as a customer? name's Pat Quinn", REFUSE)
# inventory-clerk
Q(T, NO, "Record 5 kg of mangoes written off as spoiled today.", REFUSE)
Q(T, NO, "what's the use-by date on the banana batch we have now?", REFUSE)
Q(T, NO, "what temperature is the cold room at?", REFUSE)
Q(T, NO, "when is the next Green Valley delivery due?", REFUSE)
Q(T, NO, "update the unit cost of pears to 1.10", REFUSE)
Q(T, NO, "how many crates of apples are in the back?", REFUSE)


# ------------------------------------------------------------------ write
def main():
    texts = [q["question"].strip().lower() for q in QUESTIONS]
    assert len(set(texts)) == len(texts), "duplicate question"
    with open(OUT, "w", encoding="utf-8") as fh:
        for n, q in enumerate(QUESTIONS, 1):
            assert q["today"] <= "2024-02-29"
            row = {"id": f"q36-{n:03d}", "question": q["question"], "today": q["today"],
                   "category": q["category"], "expect": q["expect"]}
            fh.write(json.dumps(row) + "\n")
    cats = {}
    for q in QUESTIONS:
        cats[q["category"]] = cats.get(q["category"], 0) + 1
    early = sum(q["today"] < T for q in QUESTIONS)
    print("wrote", len(QUESTIONS), "questions to", OUT, cats, "asked before", T + ":", early)


if __name__ == "__main__":
    main()
