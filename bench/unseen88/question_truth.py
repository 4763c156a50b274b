"""Held-out manager questions (set 88) for the shop's offline question reader.

Reads resources/demo/fruitshop_month.jsonl, computes every expected answer with
plain Python (Decimal money, no hand-typed answers) and writes questions.jsonl
beside this file.  Stdlib only.  Run from the repository root:

    python bench/unseen88/question_truth.py

Semantics (the contract in /tmp/prompts/questions_contract.md):
  * the shop is rebuilt from the records dated on or before the question's
    `today`; so a return after `today` is not known and its sale still counts;
  * a sale line is priced at the product's selling price in force at that point
    of the file (purchase items' selling_price and price_change records, in file
    order); line value = round_half_up(kg * price, 2); sale total = sum of lines;
  * a sale returned on or before `today` is dropped everywhere (takings, kilos,
    counts, customer spend, profit) for every range; its refund is its full
    total, dated on the return;
  * stock at close of D = bought <= D - kilos sold <= D and not returned by D
    + adjustments <= D (i.e. the shop rebuilt at D);
  * price now = the last price dated <= today; price on D = the last dated <= D;
  * profit = revenue - kg * unit cost (one unit cost per product, asserted);
    margin % = profit / revenue * 100; write-offs = negative stock_adjustments;
  * this week = Monday..today; last week = previous Monday..Sunday, weeks keyed
    on their Monday; weekend = Sat+Sun; "since" inclusive, "before" exclusive,
    "between" both ends, "last N days" includes today;
  * money and percentages 2 dp, kilos 3 dp, counts integers.
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


with open(DATA) as f:
    RECORDS = [json.loads(line) for line in f if line.strip()]
assert [r["date"] for r in RECORDS] == sorted(r["date"] for r in RECORDS), "records not in date order"


# ============================================================= the shop as known on a day
class Shop:
    def __init__(self, today):
        self.today = today
        self.prices = []  # (date, product, price) in file order
        self.buys = []  # dict(index, date, supplier, product, qty, cost, total)
        self.adjusts = []  # dict(date, product, qty)
        self.sales = []  # dict(index, date, customer, lines[(product, qty, total)], total)
        self.returns = []  # dict(date, customer, sale, refund)
        now = {}
        for i, r in enumerate(RECORDS):
            if r["date"] > today:
                continue
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    q, c = dec(it["quantity"]), dec(it["unit_cost"])
                    self.buys.append(
                        dict(
                            index=i,
                            date=r["date"],
                            supplier=r["supplier"]["name"],
                            product=it["product"],
                            qty=q,
                            cost=c,
                            total=(q * c).quantize(CENT, ROUND_HALF_UP),
                        )
                    )
                    if it.get("selling_price") is not None:
                        now[it["product"]] = dec(it["selling_price"])
                        self.prices.append((r["date"], it["product"], dec(it["selling_price"])))
            elif kind == "price_change":
                now[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], dec(r["selling_price"])))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    q, p = dec(it["quantity"]), now[it["product"]]
                    exact = q * p
                    assert exact * 100 - int(exact * 100) != Decimal("0.5"), "half-cent line"
                    lines.append((it["product"], q, exact.quantize(CENT, ROUND_HALF_UP)))
                self.sales.append(
                    dict(
                        index=i,
                        date=r["date"],
                        customer=r["customer"]["name"],
                        lines=lines,
                        total=sum(t for *_, t in lines),
                    )
                )
            elif kind == "return":
                hit = [
                    s
                    for s in self.sales
                    if s["customer"] == r["customer"]["name"] and s["date"] == r["sale_date"] and "returned_on" not in s
                ]
                assert len(hit) == 1, r
                hit[0]["returned_on"] = r["date"]
                self.returns.append(
                    dict(date=r["date"], customer=r["customer"]["name"], sale=hit[0], refund=hit[0]["total"])
                )
            elif kind == "stock_adjustment":
                self.adjusts.append(dict(date=r["date"], product=r["product"], qty=dec(r["quantity"])))
            else:
                raise ValueError(kind)
        self.standing = [s for s in self.sales if "returned_on" not in s]
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.standing})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        for p in self.products:
            assert len({b["cost"] for b in self.buys if b["product"] == p}) == 1, ("two unit costs", p)
        self.unit_cost = {b["product"]: b["cost"] for b in self.buys}

    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel_sales(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [
            s
            for s in self.standing
            if self.ok(s["date"], lo, hi, days)
            and (customer is None or s["customer"] == customer)
            and (product is None or any(l[0] == product for l in s["lines"]))
        ]

    def sel_lines(self, lo=None, hi=None, customer=None, product=None, days=None):
        for s in self.sel_sales(lo, hi, customer, None, days):
            for line in s["lines"]:
                if product is None or line[0] == product:
                    yield s, line

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [
            b
            for b in self.buys
            if self.ok(b["date"], lo, hi, None)
            and (supplier is None or b["supplier"] == supplier)
            and (product is None or b["product"] == product)
        ]

    def revenue(self, **kw):
        return sum((l[2] for _, l in self.sel_lines(**kw)), Decimal(0))

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

    def spend(self, **kw):
        return sum((b["total"] for b in self.sel_buys(**kw)), Decimal(0))

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), Decimal(0))

    def deliveries(self, **kw):
        return len({b["index"] for b in self.sel_buys(**kw)})

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [
            r
            for r in self.returns
            if self.ok(r["date"], lo, hi, None) and (customer is None or r["customer"] == customer)
        ]

    def refunds(self, **kw):
        return sum((r["refund"] for r in self.sel_returns(**kw)), Decimal(0))

    def written_off(self, product=None, lo=None, hi=None):
        return -sum(
            (
                a["qty"]
                for a in self.adjusts
                if a["qty"] < 0 and self.ok(a["date"], lo, hi, None) and (product is None or a["product"] == product)
            ),
            Decimal(0),
        )

    def written_off_cost(self, product=None, lo=None, hi=None):
        return -sum(
            (
                a["qty"] * self.unit_cost[a["product"]]
                for a in self.adjusts
                if a["qty"] < 0 and self.ok(a["date"], lo, hi, None) and (product is None or a["product"] == product)
            ),
            Decimal(0),
        )

    def stock(self, product):
        return (
            self.bought(product=product)
            - self.kilos(product=product)
            + sum((a["qty"] for a in self.adjusts if a["product"] == product), Decimal(0))
        )

    def price(self, product):
        p = None
        for _, prod, pr in self.prices:
            if prod == product:
                p = pr
        return p

    def changes(self):
        out, cur = [], {}
        for d, prod, pr in self.prices:
            if prod in cur and cur[prod] != pr:
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out


_SHOPS = {}


def shop(today):
    if today not in _SHOPS:
        _SHOPS[today] = Shop(today)
    return _SHOPS[today]


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


def table(key, rows, unit):
    rows = {k: v for k, v in rows.items() if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": {k: CONV[unit](v) for k, v in sorted(rows.items())}}


def refuse():
    return {"type": "refuse"}


def best(d, n=1, low=False):
    """Keys of the n highest (or lowest) values of d; no tie through the first one left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[: n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[: n + 1])
    return [k for k, _ in items[:n]]


def above(d, t, low=False):
    """Keys over (or under) a threshold; no value sits on it."""
    assert all(v != t for v in d.values()), ("on threshold", t)
    return [k for k, v in d.items() if (v < t if low else v > t)]


def per(keys, fn):
    return {k: fn(k) for k in keys}


def last_week(today):
    m = monday(today)
    return dict(lo=shift(m, -7), hi=shift(m, -1))


def this_week(today):
    return dict(lo=monday(today), hi=today)


def last_n(today, n):
    return dict(lo=shift(today, -(n - 1)), hi=today)


def weekend_gone(today):
    """The Sat+Sun just gone (today is a weekday)."""
    assert is_weekday(today)
    sat = shift(monday(today), -2)
    return dict(lo=sat, hi=shift(sat, 1))


QS = []
T = "2024-02-29"


def Q(persona, text, category, expect, today=T):
    QS.append(dict(persona=persona, question=text, today=today, category=category, expect=expect))


def R(persona, text, today=T):
    Q(persona, text, "refuse", refuse(), today)


S = shop(T)
assert weekday(T) == "Thursday" and S.sales[0]["date"] == "2024-02-01"
FEB = dict(lo="2024-02-01", hi=T)


def clue(word):
    """A crossword-style letter count, e.g. (4,5) for Zoe Davis; computed from the answer."""
    return "(" + ",".join(str(len(w)) for w in word.split()) + ")"


prod_rev = per(S.products, lambda p: S.revenue(product=p))
prod_kg = per(S.products, lambda p: S.kilos(product=p))
cust_rev = per(S.customers, lambda c: S.revenue(customer=c))
FEB_DAYS = span("2024-02-01", T)
assert all(S.n_sales(lo=d, hi=d) > 0 for d in FEB_DAYS)  # every calendar day traded
day_rev = per(FEB_DAYS, lambda d: S.revenue(lo=d, hi=d))
WEEKS = sorted({monday(d) for d in FEB_DAYS})
stock_now = per(S.products, S.stock)

# ============================================================= persona 1: crossword fan
# Retired, does the cryptic every morning; thinks in clues, letter counts and "across/down".
p = "crossword fan"
top = best(prod_rev)[0]
Q(p, f"One across: fruit that brought in the most money this month {clue(top)}", "ranking", name(top))
Q(p, "Clue-free one for you: total takings for February, in dollars", "revenue", number(S.revenue(**FEB), "money"))
Q(
    p,
    "Four down asks how many kilos of cherries we sold all month. Help?",
    "quantity_sold",
    number(S.kilos(product="cherry"), "kg"),
)
zd = best(cust_rev)[0]
Q(p, f"Our biggest spending customer of the month {clue(zd)} - who fits?", "ranking", name(zd))
Q(
    p,
    "Three letters, a supplier: ABC. How much have we paid them altogether?",
    "purchase_cost",
    number(S.spend(supplier="ABC"), "money"),
)
Q(
    p,
    "How many separate sales did we ring up in the first seven days of February?",
    "count",
    number(S.n_sales(lo="2024-02-01", hi="2024-02-07"), "count"),
)
Q(
    p,
    "Valentine's Day takings - the 14th - what was the figure?",
    "revenue",
    number(S.revenue(lo="2024-02-14", hi="2024-02-14"), "money"),
)
wd_rev = per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w)))
top_wd = best(wd_rev)[0]
Q(p, f"Which day of the week took the most money in total over the month? {clue(top_wd)}", "ranking", name(top_wd))
Q(
    p,
    "Gross margin for the month as a percentage, to two places",
    "profit",
    number(S.profit(**FEB) / S.revenue(**FEB) * 100, "pct"),
)
Q(p, "What do cherries cost us per kilo from the supplier?", "unit_cost", number(S.unit_cost["cherry"], "money"))
low = best(stock_now, low=True)[0]
Q(p, f"The fruit we hold the least of right now {clue(low)}", "stock_now", name(low))
Q(
    p,
    "Saturdays and Sundays together: what did they bring in across February?",
    "revenue",
    number(S.revenue(days=is_weekend), "money"),
)
Q(
    p,
    "How much had Omar spent with us up to and including the 20th?",
    "customer_spend",
    number(S.revenue(customer="Omar Haddad", hi="2024-02-20"), "money"),
)
Q(
    p,
    "Names of everyone who bought pears last week, please",
    "who",
    names(S.buyers(product="pear", **last_week(T)), ordered=False),
)
Q(p, "Total refunded to customers this month, if you'd be so kind", "refunds", number(S.refunds(**FEB), "money"))
Q(
    p,
    "'Lost in the count' - how many kilos of stock have we written off in all?",
    "write_off",
    number(S.written_off(), "kg"),
)
Q(
    p,
    "Average value of a sale over the month - a tidy two-place number, please",
    "average",
    number(S.revenue(**FEB) / S.n_sales(**FEB), "money"),
)
Q(p, "Top three fruits by kilos sold, most first", "ranking", names(best(prod_kg, 3), ordered=True))
Q(p, "Which customers spent over $60 in total this month?", "who", names(above(cust_rev, 60), ordered=False))
Q(
    p,
    "On what date did the pear price come down?",
    "price_change",
    name([c[0] for c in S.changes() if c[1] == "pear" and c[3] < c[2]][0]),
)
Q(
    p,
    "How many deliveries have Green Valley Farms brought us?",
    "count",
    number(S.deliveries(supplier="Green Valley Farms"), "count"),
)
Q(
    p,
    "Takings from the 5th to the 9th, both days counted",
    "revenue",
    number(S.revenue(lo="2024-02-05", hi="2024-02-09"), "money"),
)
Q(
    p,
    "Kilos of mango sold over the last 7 days",
    "quantity_sold",
    number(S.kilos(product="mango", **last_n(T, 7)), "kg"),
)
Q(p, "Cost of the goods we sold last week?", "profit", number(S.cogs(**last_week(T)), "money"))
Q(p, "Which fruits has Ida bought from us?", "which", names(S.sold_products(customer="Ida Novak"), ordered=False))
Q(
    p,
    "Kilos delivered by Hillside Produce, all told",
    "quantity_bought",
    number(S.bought(supplier="Hillside Produce"), "kg"),
)
Q(
    p,
    "Takings for each week, please - a little grid keyed by the Monday",
    "grouping",
    table("week", per(WEEKS, lambda w: S.revenue(lo=w, hi=shift(w, 6))), "money"),
)
Q(
    p,
    "Who bought the most strawberries by weight this month?",
    "ranking",
    name(best(per(S.customers, lambda c: S.kilos(customer=c, product="strawberry")))[0]),
)
Q(p, "Gross profit on grapes for February", "profit", number(S.profit(product="grape"), "money"))
Q(p, "The stock of apples as it stands today, in kilos", "stock_now", number(stock_now["apple"], "kg"))
Q(
    p,
    "Which customers bought mango this month? A short list, I imagine",
    "who",
    names(S.buyers(product="mango"), ordered=False),
)
Q(p, "How much did we take before the 6th?", "revenue", number(S.revenue(hi="2024-02-05"), "money"))
Q(
    p,
    "Kilos of fruit bought in, by supplier",
    "grouping",
    table("supplier", per(S.suppliers, lambda x: S.bought(supplier=x)), "kg"),
)
# crossword fan, early days
td = "2024-02-10"
Q(
    p,
    "Stuck on twelve down. What have we taken so far this month?",
    "revenue",
    number(shop(td).revenue(lo="2024-02-01", hi=td), "money"),
    today=td,
)
td = "2024-02-12"
Q(
    p,
    "What did the weekend just gone bring in?",
    "revenue",
    number(shop(td).revenue(**weekend_gone(td)), "money"),
    today=td,
)
td = "2024-02-16"
Q(p, "Price of a kilo of oranges today?", "price_now", number(shop(td).price("orange"), "money"), today=td)
td = "2024-02-22"
Q(p, "And what is a kilo of oranges selling for now?", "price_now", number(shop(td).price("orange"), "money"), today=td)
td = "2024-02-18"
s = shop(td)
d_low = best(per(span("2024-02-01", td), lambda d: s.revenue(lo=d, hi=d)), low=True)[0]
Q(p, "Which day so far this month was the slowest for takings?", "ranking", name(d_low), today=td)
td = "2024-02-14"
s = shop(td)
Q(p, "Kilos of pears on hand at close today?", "stock_now", number(s.stock("pear"), "kg"), today=td)
lead = best(per(s.customers, lambda c: s.revenue(customer=c)))[0]
Q(p, f"Who has spent the most with us so far? {clue(lead)}", "ranking", name(lead), today=td)
td = "2024-02-20"
s = shop(td)
Q(p, "How many sales have there been this week so far?", "count", number(s.n_sales(**this_week(td)), "count"), today=td)
Q(p, "Refunds given out up to today", "refunds", number(s.refunds(), "money"), today=td)
td = "2024-02-08"
s = shop(td)
Q(
    p,
    "Kilos sold yesterday, all fruit",
    "quantity_sold",
    number(s.kilos(lo="2024-02-07", hi="2024-02-07"), "kg"),
    today=td,
)
td = "2024-02-06"
s = shop(td)
Q(
    p,
    "Which fruits have we not sold a single kilo of yet this month?",
    "which",
    names([x for x in s.products if s.kilos(product=x) == 0], ordered=False),
    today=td,
)
td = "2024-02-24"
s = shop(td)
Q(p, "Takings last week, Monday to Sunday?", "revenue", number(s.revenue(**last_week(td)), "money"), today=td)
R(p, "What will the takings be next Thursday?")
R(p, "Delete Tom Lee's return on the 26th, it spoils my tidy totals")
R(p, "How many apples will we sell in March?")
R(p, "Rename ABC to Alphabet Fruits in the books, would you")
R(p, "Which of our customers also does the crossword?")
R(p, "What did we take on the 25th?", today="2024-02-13")

# ============================================================= persona 2: Welsh farmer's wife
# Helps out on the till between milking and market; Welsh-English turns of phrase ("is it",
# "tidy", "now in a minute", "cariad", "duw", "mun", "by there").
p = "Welsh farmer's wife"
Q(
    p,
    "Now then cariad, how much did we take altogether this month, is it?",
    "revenue",
    number(S.revenue(**FEB), "money"),
)
Q(
    p,
    "Duw, how many kilos of bananas have gone out the door this month?",
    "quantity_sold",
    number(S.kilos(product="banana"), "kg"),
)
Q(
    p,
    "How much have the strawberries made us, tidy figure in dollars?",
    "revenue",
    number(S.revenue(product="strawberry"), "money"),
)
Q(p, "What's Raj had off us this month, money-wise?", "customer_spend", number(cust_rev["Raj Patel"], "money"))
Q(
    p,
    "And Sue Davis - not Zoe mind, Sue - what has she spent?",
    "customer_spend",
    number(cust_rev["Sue Davis"], "money"),
)
Q(p, "How many kilos of pears are by there on the shelf now?", "stock_now", number(stock_now["pear"], "kg"))
Q(
    p,
    "What are we charging for a kilo of bananas now, is it still a pound-ish?",
    "price_now",
    number(S.price("banana"), "money"),
)
Q(
    p,
    "Who's had the most separate sales off us? Two on one day counts as two, mind",
    "ranking",
    name(best(per(S.customers, lambda c: S.n_sales(customer=c)))[0]),
)
Q(
    p,
    "How much did Green Valley charge us for everything they sent this month?",
    "purchase_cost",
    number(S.spend(supplier="Green Valley Farms"), "money"),
)
Q(
    p,
    "What did we make on the mangoes, after what they cost us mind?",
    "profit",
    number(S.profit(product="mango"), "money"),
)
Q(
    p,
    "Tell me the takings for each day last week, there's a love",
    "grouping",
    table("day", per(span(**last_week(T)), lambda d: S.revenue(lo=d, hi=d)), "money"),
)
Q(
    p,
    "How much have we given back in refunds to Tom Lee, the poor dab?",
    "refunds",
    number(S.refunds(customer="Tom Lee"), "money"),
)
Q(
    p,
    "How many kilos of strawberries did we throw out after the stock counts?",
    "write_off",
    number(S.written_off("strawberry"), "kg"),
)
Q(p, "What was the busiest day for takings all month, mun?", "ranking", name(best(day_rev)[0]))
Q(p, "Which fruit sold the least by weight this month?", "ranking", name(best(prod_kg, low=True)[0]))
Q(
    p,
    "What did we take on the weekdays only, Monday to Friday, all month?",
    "revenue",
    number(S.revenue(days=is_weekday), "money"),
)
Q(p, "How many kilos did we buy in altogether, all the fruit?", "quantity_bought", number(S.bought(), "kg"))
Q(p, "Since the 20th, how much have we taken?", "revenue", number(S.revenue(lo="2024-02-20"), "money"))
Q(
    p,
    "How many separate sales has Omar had - each ring of the till, even two in a day?",
    "count",
    number(S.n_sales(customer="Omar Haddad"), "count"),
)
Q(
    p,
    "Who bought grapes off us on the 22nd?",
    "who",
    names(S.buyers(product="grape", lo="2024-02-22", hi="2024-02-22"), ordered=False),
)
Q(
    p,
    "Which products did Hillside send us?",
    "supplier",
    names(sorted({b["product"] for b in S.sel_buys(supplier="Hillside Produce")}), ordered=False),
)
Q(
    p,
    "What was a kilo of pears going for on the 10th?",
    "price_on_date",
    number(shop("2024-02-10").price("pear"), "money"),
)
Q(
    p,
    "Write me out how much each customer has spent this month, cariad",
    "grouping",
    table("customer", cust_rev, "money"),
)
Q(p, "Kilos of each fruit we've sold this month, please", "grouping", table("product", prod_kg, "kg"))
Q(
    p,
    "How much orange did we have left at close on the 21st?",
    "stock_on_date",
    number(shop("2024-02-21").stock("orange"), "kg"),
)
Q(
    p,
    "What did the three days from the 26th to the 28th bring in?",
    "revenue",
    number(S.revenue(lo="2024-02-26", hi="2024-02-28"), "money"),
)
Q(
    p,
    "Which fruit do we make the most profit on, now then?",
    "ranking",
    name(best(per(S.products, lambda x: S.profit(product=x)))[0]),
)
Q(
    p,
    "Average kilos per sale this month, roughly - well, exactly if you can",
    "average",
    number(S.kilos(**FEB) / S.n_sales(**FEB), "kg"),
)
Q(
    p,
    "What did we take on Sundays this month, all of them together?",
    "revenue",
    number(S.revenue(days=on_weekday("Sunday")), "money"),
)
Q(p, "What's the cost of the fruit we wrote off, in money?", "write_off", number(S.written_off_cost(), "money"))
Q(
    p,
    "The weekend just gone, what did we take, Saturday and Sunday?",
    "revenue",
    number(S.revenue(**weekend_gone(T)), "money"),
)
# Welsh farmer's wife, early days
td = "2024-02-07"
s = shop(td)
Q(
    p,
    "How much have we taken since the first, now in a minute I'll cash up?",
    "revenue",
    number(s.revenue(lo="2024-02-01", hi=td), "money"),
    today=td,
)
Q(p, "How many kilos of strawberries is left in the back?", "stock_now", number(s.stock("strawberry"), "kg"), today=td)
td = "2024-02-09"
s = shop(td)
Q(p, "Yesterday's takings, is it?", "revenue", number(s.revenue(lo="2024-02-08", hi="2024-02-08"), "money"), today=td)
Q(
    p,
    "How many bananas in kilos did Hillside bring us so far?",
    "quantity_bought",
    number(s.bought(supplier="Hillside Produce", product="banana"), "kg"),
    today=td,
)
td = "2024-02-13"
s = shop(td)
Q(
    p,
    "What's Ken spent with us this month, after his refund?",
    "customer_spend",
    number(s.revenue(customer="Ken Smith"), "money"),
    today=td,
)
Q(
    p,
    "How much did we give back in refunds last week?",
    "refunds",
    number(s.refunds(**last_week(td)), "money"),
    today=td,
)
td = "2024-02-17"
s = shop(td)
Q(
    p,
    "Which fruit have we got most of now, the new strawberries come in?",
    "stock_now",
    name(best(per(s.products, s.stock))[0]),
    today=td,
)
Q(
    p,
    "How many sales have we rung through this week, Monday on?",
    "count",
    number(s.n_sales(**this_week(td)), "count"),
    today=td,
)
td = "2024-02-21"
s = shop(td)
Q(p, "Takings the last three days, today in?", "revenue", number(s.revenue(**last_n(td, 3)), "money"), today=td)
Q(p, "Who came in yesterday?", "who", names(s.buyers(lo="2024-02-20", hi="2024-02-20"), ordered=False), today=td)
td = "2024-02-25"
s = shop(td)
Q(
    p,
    "How much did Bob Smith spend this month, after he brought that lot back?",
    "customer_spend",
    number(s.revenue(customer="Bob Smith"), "money"),
    today=td,
)
Q(p, "Kilos of cherries left in stock tonight?", "stock_now", number(s.stock("cherry"), "kg"), today=td)
td = "2024-02-19"
s = shop(td)
Q(p, "Price of oranges now, after we put them up?", "price_now", number(s.price("orange"), "money"), today=td)
R(p, "Put down 3 kilo of mangoes for Mrs Jones just now, cariad")
R(p, "What'll the rain do to Saturday's takings, mun?")
R(p, "How much did the feed for the ewes cost us this month?")
R(p, "Change the cherries to 3.50 a kilo for me")
R(p, "How much will we take next week, is it?")
R(p, "How many kilos of mango will we have left on the 28th?", today="2024-02-20")

# ============================================================= persona 3: health inspector
# An environmental health officer on a routine visit; formal, wants figures "for the record",
# cares about stock held, deliveries, traceability and losses.
p = "health inspector"
Q(
    p,
    "For the record, please state the total quantity of stock written off this month, in kilograms.",
    "write_off",
    number(S.written_off(**FEB), "kg"),
)
Q(
    p,
    "Please confirm the quantity of strawberries held on the premises at close of business on 16 February.",
    "stock_on_date",
    number(shop("2024-02-16").stock("strawberry"), "kg"),
)
Q(
    p,
    "Identify the supplier or suppliers from whom the premises received bananas.",
    "supplier",
    names(sorted({b["supplier"] for b in S.sel_buys(product="banana")}), ordered=False),
)
Q(
    p,
    "State the date of the most recent delivery received from Green Valley Farms.",
    "supplier",
    name(max(b["date"] for b in S.sel_buys(supplier="Green Valley Farms"))),
)
Q(p, "What is the current stock level of each product line?", "stock_now", table("product", stock_now, "kg"))
Q(
    p,
    "Total kilograms of cherries received into stock this month.",
    "quantity_bought",
    number(S.bought(product="cherry", **FEB), "kg"),
)
Q(
    p,
    "On how many separate dates were stock losses recorded?",
    "count",
    number(len({a["date"] for a in S.adjusts if a["qty"] < 0}), "count"),
)
Q(
    p,
    "Which product lines have had stock written off?",
    "write_off",
    names(sorted({a["product"] for a in S.adjusts if a["qty"] < 0}), ordered=False),
)
Q(
    p,
    "Please provide the quantity of each product written off, in kilograms.",
    "write_off",
    table("product", per(S.products, S.written_off), "kg"),
)
Q(
    p,
    "How many deliveries in total has the business received this month?",
    "count",
    number(S.deliveries(**FEB), "count"),
)
Q(
    p,
    "State the quantity of grapes held in stock at close of business on 5 February.",
    "stock_on_date",
    number(shop("2024-02-05").stock("grape"), "kg"),
)
Q(
    p,
    "Which product lines currently hold more than 26 kilograms?",
    "stock_now",
    names(above(stock_now, 26), ordered=False),
)
Q(
    p,
    "Which product lines currently hold fewer than 22 kilograms?",
    "stock_now",
    names(above(stock_now, 22, low=True), ordered=False),
)
Q(
    p,
    "What quantity of product, in kilograms, was returned by customers over the month?",
    "refunds",
    number(sum((l[1] for r in S.sel_returns(**FEB) for l in r["sale"]["lines"]), Decimal(0)), "kg"),
)
Q(p, "How many customer returns were recorded this month?", "count", number(len(S.sel_returns(**FEB)), "count"))
Q(
    p,
    "Please list the customers who purchased strawberries on or after 16 February.",
    "who",
    names(S.buyers(product="strawberry", lo="2024-02-16"), ordered=False),
)
Q(
    p,
    "Total kilograms of all produce sold in the week commencing 12 February.",
    "quantity_sold",
    number(S.kilos(lo="2024-02-12", hi="2024-02-18"), "kg"),
)
Q(
    p,
    "State the unit purchase cost per kilogram of each product.",
    "unit_cost",
    table("product", per(S.products, lambda x: S.unit_cost[x]), "money"),
)
Q(
    p,
    "Which supplier delivered the greatest weight of produce this month?",
    "ranking",
    name(best(per(S.suppliers, lambda x: S.bought(supplier=x)))[0]),
)
Q(
    p,
    "Provide total kilograms received per week, weeks identified by their Monday.",
    "grouping",
    table("week", per(WEEKS, lambda w: S.bought(lo=w, hi=shift(w, 6))), "kg"),
)
Q(
    p,
    "What was the mango stock at close of business on 22 February?",
    "stock_on_date",
    number(shop("2024-02-22").stock("mango"), "kg"),
)
Q(
    p,
    "Please state the value, at purchase cost, of all stock currently held.",
    "stock_value",
    number(sum(stock_now[x] * S.unit_cost[x] for x in S.products), "money"),
)
Q(
    p,
    "How many kilograms of pears have been received from Hillside Produce?",
    "quantity_bought",
    number(S.bought(supplier="Hillside Produce", product="pear"), "kg"),
)
Q(
    p,
    "Confirm the date of the most recent stock loss recorded for strawberries.",
    "write_off",
    name(max(a["date"] for a in S.adjusts if a["qty"] < 0 and a["product"] == "strawberry")),
)
Q(
    p,
    "Total kilograms of produce sold between 19 February and 25 February inclusive.",
    "quantity_sold",
    number(S.kilos(lo="2024-02-19", hi="2024-02-25"), "kg"),
)
Q(
    p,
    "Which customers purchased cherries in the last seven days?",
    "who",
    names(S.buyers(product="cherry", **last_n(T, 7)), ordered=False),
)
Q(p, "State the number of distinct customers served this month.", "count", number(len(S.customers), "count"))
Q(
    p,
    "What proportion of the cherries received has been sold, as a percentage?",
    "percent",
    number(S.kilos(product="cherry") / S.bought(product="cherry") * 100, "pct"),
)
Q(
    p,
    "Kilograms sold per product during last week.",
    "grouping",
    table("product", per(S.products, lambda x: S.kilos(product=x, **last_week(T))), "kg"),
)
Q(
    p,
    "Please state the total cost of purchases made before 16 February.",
    "purchase_cost",
    number(S.spend(hi="2024-02-15"), "money"),
)
Q(p, "Which product line has the highest quantity in stock at present?", "stock_now", name(best(stock_now)[0]))
# health inspector, earlier visits
td = "2024-02-09"
s = shop(td)
Q(
    p,
    "For today's inspection: quantity of pears currently held, following this morning's delivery.",
    "stock_now",
    number(s.stock("pear"), "kg"),
    today=td,
)
Q(p, "Total stock written off to date this month, in kilograms.", "write_off", number(s.written_off(), "kg"), today=td)
Q(
    p,
    "List every supplier that has delivered to the premises so far this month.",
    "supplier",
    names(s.suppliers, ordered=False),
    today=td,
)
td = "2024-02-15"
s = shop(td)
Q(
    p,
    "Please provide current stock levels for all lines.",
    "stock_now",
    table("product", per(s.products, s.stock), "kg"),
    today=td,
)
Q(p, "How many customer returns have been recorded up to today?", "count", number(len(s.returns), "count"), today=td)
Q(
    p,
    "Kilograms of produce sold in the previous calendar week, Monday to Sunday.",
    "quantity_sold",
    number(s.kilos(**last_week(td)), "kg"),
    today=td,
)
td = "2024-02-23"
s = shop(td)
Q(
    p,
    "Quantity of bananas held at close today, after today's delivery.",
    "stock_now",
    number(s.stock("banana"), "kg"),
    today=td,
)
Q(
    p,
    "State the number of deliveries received since 10 February.",
    "count",
    number(s.deliveries(lo="2024-02-10"), "count"),
    today=td,
)
Q(
    p,
    "Which customer returns have been logged in the last seven days? Names only.",
    "refunds",
    names(sorted({r["customer"] for r in s.sel_returns(**last_n(td, 7))}), ordered=False),
    today=td,
)
td = "2024-02-11"
s = shop(td)
Q(
    p,
    "Total kilograms of apples received to date.",
    "quantity_bought",
    number(s.bought(product="apple"), "kg"),
    today=td,
)
Q(p, "What is the cherry stock level at close today?", "stock_now", number(s.stock("cherry"), "kg"), today=td)
td = "2024-02-20"
s = shop(td)
Q(
    p,
    "Please state the total kilograms written off since 10 February.",
    "write_off",
    number(s.written_off(lo="2024-02-10"), "kg"),
    today=td,
)
R(p, "What temperature was the cold room holding on the 14th?")
R(p, "Which members of staff hold a current food hygiene certificate?")
R(p, "Record a write-off of 3 kilograms of strawberries dated today.")
R(p, "Were any mangoes sold past their use-by date?")
R(p, "How many pest-control visits were logged this month?")
R(p, "Please forecast the stock losses for March.", today="2024-02-22")

# ============================================================= persona 4: podcast host
# Records a small-business podcast from the back room; talks to "the listeners", likes
# quick-fire rounds, head-to-heads and big reveals.
p = "podcast host"
Q(
    p,
    "Okay, for the listeners at home: what did this little shop take in February?",
    "revenue",
    number(S.revenue(**FEB), "money"),
)
Q(p, "Quick-fire round! Best-selling fruit by kilos this month?", "ranking", name(best(prod_kg)[0]))
Q(
    p,
    "Head to head, folks: how much more did strawberries bring in than cherries?",
    "comparison",
    number(prod_rev["strawberry"] - prod_rev["cherry"], "money"),
)
Q(
    p,
    "Big reveal time - who are our top three customers by spend, biggest first?",
    "ranking",
    names(best(cust_rev, 3), ordered=True),
)
Q(
    p,
    "Let's unpack the margin: gross profit for the whole month, in dollars",
    "profit",
    number(S.profit(**FEB), "money"),
)
Q(
    p,
    "What's the average we take per day this month? Every day counts, weekends too",
    "average",
    number(S.revenue(**FEB) / len(FEB_DAYS), "money"),
)
Q(p, "Takings by day of the week, for the show notes", "grouping", table("weekday", wd_rev, "money"))
Q(
    p,
    "This week versus last week so far - hmm, let's keep it simple: what have we taken this week?",
    "revenue",
    number(S.revenue(**this_week(T)), "money"),
)
Q(
    p,
    "How much did this week's takings beat or trail last week's full week? Give me this week minus last week",
    "comparison",
    number(S.revenue(**this_week(T)) - S.revenue(**last_week(T)), "money"),
)
Q(
    p,
    "Margin percentage on strawberries - the listeners love a percentage",
    "profit",
    number(S.profit(product="strawberry") / S.revenue(product="strawberry") * 100, "pct"),
)
Q(
    p,
    "How much did the orange price go up by, in cents per kilo? Actually give it in dollars",
    "price_change",
    number([c[3] - c[2] for c in S.changes() if c[1] == "orange"][0], "money"),
)
Q(
    p,
    "How many price changes did we make this month, for the trivia segment?",
    "price_change",
    number(len(S.changes()), "count"),
)
Q(
    p,
    "Which days this month did we take more than $30? Shout them out",
    "which",
    names(above(day_rev, 30), ordered=False),
)
Q(
    p,
    "Refunds by customer, all month - a little leaderboard nobody wants to top",
    "grouping",
    table("customer", per(sorted({r["customer"] for r in S.returns}), lambda c: S.refunds(customer=c)), "money"),
)
Q(p, "Who bought from us on a weekend this month?", "who", names(S.buyers(days=is_weekend), ordered=False))
Q(
    p,
    "What did the first half of the month bring in - the 1st up to and including the 14th?",
    "revenue",
    number(S.revenue(lo="2024-02-01", hi="2024-02-14"), "money"),
)
Q(p, "And the rest - the 15th onwards?", "revenue", number(S.revenue(lo="2024-02-15"), "money"))
Q(
    p,
    "Top two fruits by dollars last week, in order",
    "ranking",
    names(best(per(S.products, lambda x: S.revenue(product=x, **last_week(T))), 2), ordered=True),
)
Q(
    p,
    "Who's our smallest spender this month? No names on air, but tell me",
    "ranking",
    name(best(cust_rev, low=True)[0]),
)
Q(
    p,
    "Average selling price per kilo across everything we sold this month",
    "average",
    number(S.revenue(**FEB) / S.kilos(**FEB), "money"),
)
Q(p, "How many kilos did Zoe buy in total?", "quantity_sold", number(S.kilos(customer="Zoe Davis"), "kg"))
Q(p, "What's Eva Berg's spend come to?", "customer_spend", number(cust_rev["Eva Berg"], "money"))
Q(
    p,
    "The weekly takings for grapes, by week",
    "grouping",
    table("week", per(WEEKS, lambda w: S.revenue(product="grape", lo=w, hi=shift(w, 6))), "money"),
)
Q(
    p,
    "How many sales came in on weekdays versus... no, just weekdays: how many sales Monday to Friday?",
    "count",
    number(S.n_sales(days=is_weekday), "count"),
)
Q(p, "Revenue on the Tuesdays of February, added up", "revenue", number(S.revenue(days=on_weekday("Tuesday")), "money"))
Q(
    p,
    "Gross profit per fruit - table it for me",
    "grouping",
    table("product", per(S.products, lambda x: S.profit(product=x)), "money"),
)
Q(
    p,
    "What did Luis spend between the 10th and the 20th?",
    "customer_spend",
    number(S.revenue(customer="Luis Garcia", lo="2024-02-10", hi="2024-02-20"), "money"),
)
Q(
    p,
    "Kilos of bananas sold since we bumped the price on the 19th - count the 19th",
    "quantity_sold",
    number(S.kilos(product="banana", lo="2024-02-19"), "kg"),
)
Q(
    p,
    "How many customers spent less than $35 in the month?",
    "count",
    number(len(above(cust_rev, 35, low=True)), "count"),
)
Q(
    p,
    "Current price list, every fruit, for the episode blog",
    "price_now",
    table("product", per(S.products, S.price), "money"),
)
Q(p, "What's the most expensive fruit per kilo right now?", "price_now", name(best(per(S.products, S.price))[0]))
Q(
    p,
    "Biggest single sale of the month in dollars - the jackpot!",
    "ranking",
    number(max(s_["total"] for s_ in S.standing), "money"),
)
Q(
    p,
    "What share of February's takings came from strawberries, as a percent?",
    "percent",
    number(prod_rev["strawberry"] / S.revenue(**FEB) * 100, "pct"),
)
# podcast host, mid-month episodes
td = "2024-02-05"
s = shop(td)
Q(
    p,
    "Episode one! What did the opening weekend, the 3rd and 4th, take?",
    "revenue",
    number(s.revenue(lo="2024-02-03", hi="2024-02-04"), "money"),
    today=td,
)
td = "2024-02-11"
s = shop(td)
Q(
    p,
    "Live from the shop: number of sales so far this month, returns taken out",
    "count",
    number(s.n_sales(), "count"),
    today=td,
)
Q(
    p,
    "Who's winning the customer leaderboard right now?",
    "ranking",
    name(best(per(s.customers, lambda c: s.revenue(customer=c)))[0]),
    today=td,
)
td = "2024-02-16"
s = shop(td)
Q(
    p,
    "How much did we take yesterday? Give me the number",
    "revenue",
    number(s.revenue(lo="2024-02-15", hi="2024-02-15"), "money"),
    today=td,
)
Q(p, "Profit so far this month, before overheads", "profit", number(s.profit(), "money"), today=td)
td = "2024-02-21"
s = shop(td)
Q(
    p,
    "What did last week make us? Monday through Sunday",
    "revenue",
    number(s.revenue(**last_week(td)), "money"),
    today=td,
)
Q(
    p,
    "What was banana selling for per kilo a week ago today, on the 14th?",
    "price_on_date",
    number(shop("2024-02-14").price("banana"), "money"),
    today=td,
)
td = "2024-02-25"
s = shop(td)
Q(
    p,
    "Sunday special: who's our top spender this month so far?",
    "ranking",
    name(best(per(s.customers, lambda c: s.revenue(customer=c)))[0]),
    today=td,
)
Q(p, "And what's the pear price as of today, after the cut?", "price_now", number(s.price("pear"), "money"), today=td)
td = "2024-02-18"
s = shop(td)
Q(
    p,
    "What did the last 7 days, including today, bring in?",
    "revenue",
    number(s.revenue(**last_n(td, 7)), "money"),
    today=td,
)
R(p, "What's next month's revenue going to be?")
R(p, "How many people listen to our podcast?")
R(p, "Wipe Bob Smith off the customer list, he's been rude")
R(p, "Who's the friendliest customer we've got?")
R(p, "What will we take on Saturday the 24th?", today="2024-02-21")
R(p, "How much stock of cherries will be left at the end of the month?", today="2024-02-15")

# ============================================================= write
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
for q in QS:
    assert q["today"] <= T
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        f.write(
            json.dumps(
                {
                    "id": f"q88-{i:03d}",
                    "question": q["question"],
                    "today": q["today"],
                    "category": q["category"],
                    "expect": q["expect"],
                },
                ensure_ascii=False,
            )
            + "\n"
        )
early = sum("2024-02-05" <= q["today"] <= "2024-02-25" for q in QS)
print("questions", len(QS), "refuse", sum(q["category"] == "refuse" for q in QS), "early", early)
