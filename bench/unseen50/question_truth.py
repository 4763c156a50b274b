"""Held-out question set 50 for ChatLedger: questions typed by hand, answers computed by a
small stdlib ledger replaying resources/demo/fruitshop_month.jsonl cut at each question's `today`.

    python bench/unseen50/question_truth.py   # writes questions.jsonl, prints counts per persona
"""

import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def r2(x):
    return float(Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def r3(x):
    return float(Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP))


def day(s):
    return datetime.date.fromisoformat(s)


def monday(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


class Ledger:
    """The shop's books as known at close of `today`."""

    def __init__(self, today):
        self.today = today
        self.buys = []  # (date, supplier, product, kg, unit_cost)
        self.sales = []  # dict(date, cust, lines=[(product, kg, value)], returned)
        self.rets = []  # (date, sale)
        self.adj = []  # (date, product, kg)
        self.price_log = []  # (date, product, price)
        self.deliveries = []  # (date, supplier)
        price = {}
        for r in RECS:
            if r["date"] > today:
                break
            k = r["kind"]
            if k == "purchase":
                self.deliveries.append((r["date"], r["supplier"]["name"]))
                for it in r["items"]:
                    self.buys.append(
                        (r["date"], r["supplier"]["name"], it["product"], dec(it["quantity"]), dec(it["unit_cost"]))
                    )
                    if it.get("selling_price") is not None:
                        price[it["product"]] = dec(it["selling_price"])
                        self.price_log.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append(
                        (
                            it["product"],
                            kg,
                            (kg * price[it["product"]]).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP),
                        )
                    )
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, returned=None))
            elif k == "return":
                hit = [
                    s
                    for s in self.sales
                    if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"] and s["returned"] is None
                ]
                assert len(hit) == 1, r
                hit[0]["returned"] = r["date"]
                self.rets.append((r["date"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise AssertionError(k)
        self.cost = {}
        for _, _, p, _, c in self.buys:
            assert self.cost.setdefault(p, c) == c, p
        self.live = [s for s in self.sales if s["returned"] is None]

    # ---- selections
    def lines(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        for s in self.live:
            if (
                lo <= s["date"] <= hi
                and (cust is None or s["cust"] == cust)
                and (wd is None or day(s["date"]).weekday() in wd)
            ):
                for p, kg, v in s["lines"]:
                    if prod is None or p == prod:
                        yield s, p, kg, v

    def takings(self, **kw):
        return sum((v for _, _, _, v in self.lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((kg for _, _, kg, _ in self.lines(**kw)), Decimal(0))

    def cogs(self, **kw):
        return sum((kg * self.cost[p] for _, p, kg, _ in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.takings(**kw) - self.cogs(**kw)

    def margin(self, **kw):
        return self.profit(**kw) / self.takings(**kw) * 100

    def nsales(self, **kw):
        return len({id(s) for s, _, _, _ in self.lines(**kw)})

    def refunds(self, lo="0000", hi="9999", cust=None):
        return sum(
            (
                sum((v for _, _, v in s["lines"]), Decimal(0))
                for d, s in self.rets
                if lo <= d <= hi and (cust is None or s["cust"] == cust)
            ),
            Decimal(0),
        )

    def stock(self, prod, d):
        assert d <= self.today
        got = sum((kg for b, _, p, kg, _ in self.buys if p == prod and b <= d), Decimal(0))
        sold = sum(
            (
                kg
                for s in self.sales
                if s["date"] <= d and (s["returned"] is None or s["returned"] > d)
                for p, kg, _ in s["lines"]
                if p == prod
            ),
            Decimal(0),
        )
        adj = sum((kg for a, p, kg in self.adj if p == prod and a <= d), Decimal(0))
        return got - sold + adj

    def price(self, prod, d):
        last = None
        for dd, p, pr in self.price_log:
            if p == prod and dd <= d:
                last = pr
        return last

    def bought(self, prod=None, sup=None, lo="0000", hi="9999"):
        return sum(
            (
                kg
                for d, s, p, kg, _ in self.buys
                if (prod is None or p == prod) and (sup is None or s == sup) and lo <= d <= hi
            ),
            Decimal(0),
        )

    def spent(self, sup=None):
        return sum((kg * c for _, s, _, kg, c in self.buys if sup is None or s == sup), Decimal(0))

    def products(self):
        return sorted({b[2] for b in self.buys})

    def customers(self):
        return sorted({s["cust"] for s in self.live})

    def sale_total(self, s):
        return sum((v for _, _, v in s["lines"]), Decimal(0))

    # ---- groupings
    def group(self, keyf, valf="takings", **kw):
        out = {}
        for s, p, kg, v in self.lines(**kw):
            k = keyf(s, p)
            if valf == "takings":
                x = v
            elif valf == "kilos":
                x = kg
            elif valf == "cogs":
                x = kg * self.cost[p]
            elif valf == "profit":
                x = v - kg * self.cost[p]
            else:
                raise AssertionError(valf)
            out[k] = out.get(k, Decimal(0)) + x
        return out

    def count_group(self, keyf, **kw):
        seen = {}
        for s, p, _, _ in self.lines(**kw):
            seen.setdefault(keyf(s, p), set()).add(id(s))
        return {k: len(v) for k, v in seen.items()}


BY_WEEK = lambda s, p: monday(s["date"])  # noqa: E731
BY_WD = lambda s, p: WD[day(s["date"]).weekday()]  # noqa: E731
BY_DAY = lambda s, p: s["date"]  # noqa: E731
BY_PROD = lambda s, p: p  # noqa: E731
BY_CUST = lambda s, p: s["cust"]  # noqa: E731


# ---- expect builders
def money(x):
    return {"type": "number", "value": r2(x)}


def kg(x):
    return {"type": "number", "value": r3(x)}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered=False):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals)
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def table(key, rows, fmt):
    rows = {k: fmt(v) for k, v in sorted(rows.items())}
    rows = {k: v for k, v in rows.items() if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": rows}


def ranked(d, n, low=False):
    items = sorted(d.items(), key=lambda kv: kv[1] if low else -kv[1])
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", items[: n + 1])
    return [k for k, _ in items[:n]]


def top(d, low=False):
    return name(ranked(d, 1, low)[0])


def over(d, thr, under=False):
    assert all(v != thr for v in d.values()), ("value on threshold", thr)
    return names([k for k, v in d.items() if (v < thr if under else v > thr)])


REFUSE = {"type": "refuse"}
QS = []  # (persona, today, question, expect)


def ask(persona, today, question, fn):
    e = fn(Ledger(today)) if callable(fn) else fn
    QS.append((persona, today, question, e))


END = "2024-02-29"

# ====================================================================== regional manager
M = "regional_manager"


def weekday_takings(L):
    return L.group(BY_WD)


ask(
    M,
    END,
    "Can I get February's takings week by week? Key each week on its Monday.",
    lambda L: table("week", L.group(BY_WEEK), r2),
)
ask(M, END, "Across the month so far, which day of the week has earned us the most?", lambda L: top(weekday_takings(L)))
ask(M, END, "Break the month's takings out by day of the week for me.", lambda L: table("weekday", L.group(BY_WD), r2))
ask(
    M,
    END,
    "This week against last week: what's this week's takings minus last week's?",
    lambda L: money(L.takings(lo="2024-02-26", hi=END) - L.takings(lo="2024-02-19", hi="2024-02-25")),
)
ask(
    M,
    END,
    "What did last week bring in, Monday through Sunday?",
    lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-25")),
)
ask(
    M,
    END,
    "Weekend trade for the whole month - Saturdays and Sundays combined - what's it come to?",
    lambda L: money(L.takings(wd={5, 6})),
)
ask(
    M,
    END,
    "Number of sales rung up per week, keyed by the Monday of the week?",
    lambda L: table("week", L.count_group(BY_WEEK), int),
)
ask(M, END, "Kilos moved on each weekday across February?", lambda L: table("weekday", L.group(BY_WD, "kilos"), r3))
ask(M, END, "Which weekday was the weakest by number of sales?", lambda L: top(L.count_group(BY_WD), low=True))
ask(
    M,
    "2024-02-21",
    "Where are we on takings this week so far?",
    lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-21")),
)
ask(M, "2024-02-21", "Last week's total takings, please.", lambda L: money(L.takings(lo="2024-02-12", hi="2024-02-18")))
ask(
    M,
    "2024-02-18",
    "How much did we take this weekend, Saturday plus today?",
    lambda L: money(L.takings(lo="2024-02-17", hi="2024-02-18")),
)
ask(
    M,
    END,
    "Average takings per sale in the week starting Monday the 19th?",
    lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-25") / L.nsales(lo="2024-02-19", hi="2024-02-25")),
)
ask(
    M,
    END,
    "Which days of the week have taken more than $90 in total this month?",
    lambda L: over(weekday_takings(L), 90),
)
ask(M, END, "How many kilos went out the door last week?", lambda L: kg(L.kilos(lo="2024-02-19", hi="2024-02-25")))
ask(
    M,
    END,
    "Profit by week please, each week keyed on its Monday.",
    lambda L: table("week", L.group(BY_WEEK, "profit"), r2),
)
ask(M, END, "What margin % did we run at last week?", lambda L: money(L.margin(lo="2024-02-19", hi="2024-02-25")))
ask(M, END, "All our Thursdays this month added together - what did they take?", lambda L: money(L.takings(wd={3})))
ask(M, END, "How many sales have we made on Saturdays this month?", lambda L: count(L.nsales(wd={5})))
ask(
    M,
    END,
    "Rank the weekdays by number of sales, busiest first - just the top two.",
    lambda L: names(ranked(L.count_group(BY_WD), 2), ordered=True),
)
ask(
    M,
    END,
    "Refunds per week this month, keyed by the week's Monday (refund dated on the return)?",
    lambda L: table(
        "week",
        {w: sum(L.sale_total(s) for d, s in L.rets if monday(d) == w) for w in {monday(d) for d, _ in L.rets}},
        r2,
    ),
)
ask(M, END, "What did we hand back in refunds last week?", lambda L: money(L.refunds(lo="2024-02-19", hi="2024-02-25")))
ask(M, "2024-02-14", "What's the week-to-date takings figure?", lambda L: money(L.takings(lo="2024-02-12", hi=L.today)))
ask(
    M,
    "2024-02-14",
    "How many sales did we put through last week, Monday to Sunday?",
    lambda L: count(L.nsales(lo="2024-02-05", hi="2024-02-11")),
)
ask(
    M,
    "2024-02-24",
    "Give me takings per day for this week so far.",
    lambda L: table("day", L.group(BY_DAY, lo="2024-02-19", hi=L.today), r2),
)
ask(M, END, "Which weekday shifts the most fruit by weight?", lambda L: top(L.group(BY_WD, "kilos")))
ask(M, END, "Cost of goods sold per week, keyed by Monday?", lambda L: table("week", L.group(BY_WEEK, "cogs"), r2))
ask(
    M,
    END,
    "What did the opening stretch of the month bring in - Thursday the 1st to Sunday the 4th?",
    lambda L: money(L.takings(lo="2024-02-01", hi="2024-02-04")),
)
ask(
    M,
    END,
    "Takings between the 5th and the 11th, both days included?",
    lambda L: money(L.takings(lo="2024-02-05", hi="2024-02-11")),
)
ask(
    M,
    END,
    "Best single day for takings in the week of the 19th?",
    lambda L: top(L.group(BY_DAY, lo="2024-02-19", hi="2024-02-25")),
)
ask(
    M,
    END,
    "Which days last week cleared $30 in takings?",
    lambda L: over(L.group(BY_DAY, lo="2024-02-19", hi="2024-02-25"), 30),
)
ask(M, END, "Average Monday takings this month, spread over the four Mondays?", lambda L: money(L.takings(wd={0}) / 4))
ask(M, END, "Fridays: total kilos sold this month?", lambda L: kg(L.kilos(wd={4})))
ask(
    M,
    END,
    "What share of February's takings came in at weekends, as a percentage?",
    lambda L: money(L.takings(wd={5, 6}) / L.takings() * 100),
)
ask(M, END, "Weekly kilos sold, keyed by the Monday.", lambda L: table("week", L.group(BY_WEEK, "kilos"), r3))
ask(M, END, "Banana revenue per week - key it by Monday.", lambda L: table("week", L.group(BY_WEEK, prod="banana"), r2))
ask(M, END, "Which day of the week has made us the most profit?", lambda L: top(L.group(BY_WD, "profit")))
ask(M, "2024-02-26", "What have we taken so far this week?", lambda L: money(L.takings(lo="2024-02-26", hi=L.today)))
ask(
    M,
    "2024-02-26",
    "And last week's profit, Monday to Sunday?",
    lambda L: money(L.profit(lo="2024-02-19", hi="2024-02-25")),
)
ask(M, END, "Sales count by weekday for the month, please.", lambda L: table("weekday", L.count_group(BY_WD), int))
ask(
    M,
    END,
    "How much more did the week of the 12th take than the week of the 5th?",
    lambda L: money(L.takings(lo="2024-02-12", hi="2024-02-18") - L.takings(lo="2024-02-05", hi="2024-02-11")),
)
ask(M, END, "Wednesday takings across the month?", lambda L: money(L.takings(wd={2})))
ask(
    M,
    "2024-02-11",
    "How did this week's takings land, Monday the 5th to today?",
    lambda L: money(L.takings(lo="2024-02-05", hi=L.today)),
)
ask(M, "2024-02-11", "Which weekday has been busiest for takings so far?", lambda L: top(weekday_takings(L)))
ask(
    M,
    "2024-02-25",
    "What did we give back in refunds this week?",
    lambda L: money(L.refunds(lo="2024-02-19", hi=L.today)),
)
ask(M, END, "Forecast next week's takings for me.", REFUSE)
ask(M, END, "How does this February stack up against February last year?", REFUSE)
ask(M, "2024-02-13", "Staff hours per week - can you pull those?", REFUSE)
ask(M, END, "Move Bob Smith's return on the 23rd into the previous week.", REFUSE)
ask(M, "2024-02-20", "What will the takings be for the week of the 26th?", REFUSE)
ask(M, END, "Which of our regions is doing best this quarter?", REFUSE)

# ====================================================================== stock clerk
C = "stock_clerk"


def stock_table(L, d):
    return {p: L.stock(p, d) for p in L.products()}


ask(C, END, "How many kilos of pears did we have at close on the 20th?", lambda L: kg(L.stock("pear", "2024-02-20")))
ask(C, END, "Apples in stock right now?", lambda L: kg(L.stock("apple", L.today)))
ask(C, END, "Stock on hand for every product at close today.", lambda L: table("product", stock_table(L, END), r3))
ask(C, "2024-02-14", "What's strawberry stock at the moment?", lambda L: kg(L.stock("strawberry", L.today)))
ask(
    C,
    END,
    "How much cherry was left at close on the 27th, before the new lot arrived?",
    lambda L: kg(L.stock("cherry", "2024-02-27")),
)
ask(C, END, "Kilos of banana delivered this month from all suppliers?", lambda L: kg(L.bought("banana")))
ask(C, END, "Who do we get our bananas from?", lambda L: names({s for _, s, p, _, _ in L.buys if p == "banana"}))
ask(
    C,
    END,
    "How many deliveries has Green Valley Farms dropped off this month?",
    lambda L: count(sum(1 for _, s in L.deliveries if s == "Green Valley Farms")),
)
ask(
    C,
    END,
    "Kilos delivered per supplier in February?",
    lambda L: table("supplier", {s: L.bought(sup=s) for s in {b[1] for b in L.buys}}, r3),
)
ask(C, END, "What have Hillside Produce deliveries cost us in total?", lambda L: money(L.spent("Hillside Produce")))
ask(
    C, END, "Which products came in on the 16th?", lambda L: names({p for d, _, p, _, _ in L.buys if d == "2024-02-16"})
)
ask(
    C,
    END,
    "How many kilos of strawberry have we written off this month?",
    lambda L: kg(-sum(q for _, p, q in L.adj if p == "strawberry" and q < 0)),
)
ask(C, END, "Total kilos written off across everything?", lambda L: kg(-sum(q for _, _, q in L.adj if q < 0)))
ask(
    C,
    END,
    "What did the written-off stock cost us, all products, at unit cost?",
    lambda L: money(-sum(q * L.cost[p] for _, p, q in L.adj if q < 0)),
)
ask(
    C,
    END,
    "Write-off kilos by product, please.",
    lambda L: table(
        "product", {p: -sum(q for _, pp, q in L.adj if pp == p and q < 0) for p in {a[1] for a in L.adj}}, r3
    ),
)
ask(C, "2024-02-10", "Grape stock at close today?", lambda L: kg(L.stock("grape", L.today)))
ask(C, "2024-02-10", "How many kilos of apples came in today?", lambda L: kg(L.bought("apple", lo=L.today, hi=L.today)))
ask(C, END, "Orange stock at close on the 15th?", lambda L: kg(L.stock("orange", "2024-02-15")))
ask(
    C,
    END,
    "Which products were under 20 kg at close on the 25th?",
    lambda L: over(stock_table(L, "2024-02-25"), 20, under=True),
)
ask(C, END, "How much mango have we got left?", lambda L: kg(L.stock("mango", L.today)))
ask(C, END, "Pear stock at close on the 9th?", lambda L: kg(L.stock("pear", "2024-02-09")))
ask(
    C,
    END,
    "Kilos of strawberries delivered between the 10th and the 20th?",
    lambda L: kg(L.bought("strawberry", lo="2024-02-10", hi="2024-02-20")),
)
ask(C, END, "What unit cost do we pay for cherries?", lambda L: money(L.cost["cherry"]))
ask(
    C,
    END,
    "Value of the grapes on hand right now, at unit cost?",
    lambda L: money(L.stock("grape", L.today) * L.cost["grape"]),
)
ask(
    C,
    END,
    "Total value of all stock on hand at close today, at unit cost?",
    lambda L: money(sum(L.stock(p, L.today) * L.cost[p] for p in L.products())),
)
ask(C, END, "Which product do we hold the most kilos of right now?", lambda L: top(stock_table(L, L.today)))
ask(C, END, "Kilos of banana sold since the 23rd?", lambda L: kg(L.kilos(lo="2024-02-23", prod="banana")))
ask(C, END, "How many kilos have we taken in from ABC altogether?", lambda L: kg(L.bought(sup="ABC")))
ask(C, END, "What did deliveries cost us across the whole month, at unit cost?", lambda L: money(L.spent()))
ask(C, END, "Stock of each product at close on the 18th.", lambda L: table("product", stock_table(L, "2024-02-18"), r3))
ask(C, "2024-02-21", "How much orange is on the shelf right now?", lambda L: kg(L.stock("orange", L.today)))
ask(C, "2024-02-21", "What are we charging per kilo for oranges today?", lambda L: money(L.price("orange", L.today)))
ask(C, END, "Current selling price on pears?", lambda L: money(L.price("pear", L.today)))
ask(C, END, "What was the banana price at close on the 19th?", lambda L: money(L.price("banana", "2024-02-19")))
ask(C, END, "Pear price on the 23rd?", lambda L: money(L.price("pear", "2024-02-23")))
ask(
    C,
    END,
    "Cherry kilos sold between the 19th and the 25th?",
    lambda L: kg(L.kilos(lo="2024-02-19", hi="2024-02-25", prod="cherry")),
)
ask(C, END, "How many kilos of grapes have gone out this month, net of returns?", lambda L: kg(L.kilos(prod="grape")))
ask(C, "2024-02-24", "Banana stock at close yesterday?", lambda L: kg(L.stock("banana", "2024-02-23")))
ask(
    C,
    END,
    "When did the last pear delivery come in?",
    lambda L: name(max(d for d, _, p, _, _ in L.buys if p == "pear")),
)
ask(
    C,
    END,
    "All fruit together - how many kilos were in stock at close on the 14th?",
    lambda L: kg(sum(stock_table(L, "2024-02-14").values())),
)
ask(C, "2024-02-07", "Cherry stock now?", lambda L: kg(L.stock("cherry", L.today)))
ask(C, "2024-02-07", "Oranges on hand now, after today's return?", lambda L: kg(L.stock("orange", L.today)))
ask(
    C,
    "2024-02-16",
    "Strawberry stock at close today, after the delivery and the count?",
    lambda L: kg(L.stock("strawberry", L.today)),
)
ask(
    C,
    "2024-02-16",
    "How many kilos have we written off so far this month?",
    lambda L: kg(-sum(q for _, _, q in L.adj if q < 0)),
)
ask(C, END, "How much mango stock will we have next Friday?", REFUSE)
ask(C, "2024-02-19", "What temperature was the cold room at on the 12th?", REFUSE)
ask(C, END, "Write off 3 kg of pears for today.", REFUSE)
ask(C, END, "Delete the cherry delivery from the 28th.", REFUSE)
ask(C, "2024-02-22", "When's the next banana delivery due?", REFUSE)
ask(C, END, "What's the shelf life of a mango in the back room?", REFUSE)

# ====================================================================== customer loyalty
Y = "customer_loyalty"


def buyers(L, prod):
    # a returned sale must not change the answer either way
    a = {s["cust"] for s, *_ in L.lines(prod=prod)}
    assert a == {s["cust"] for s in L.sales for p, _, _ in s["lines"] if p == prod}
    return names(a)


def spend(L, **kw):
    return L.group(BY_CUST, **kw)


ask(Y, END, "How much has Raj Patel spent with us this month?", lambda L: money(L.takings(cust="Raj Patel")))
ask(
    Y, END, "How many times has Omar Haddad shopped with us in February?", lambda L: count(L.nsales(cust="Omar Haddad"))
)
ask(Y, END, "Who are our five best customers by spend, top first?", lambda L: names(ranked(spend(L), 5), ordered=True))
ask(Y, END, "Spend per customer for the month.", lambda L: table("customer", spend(L), r2))
ask(Y, END, "What's Tom Lee's spend once his returns are taken off?", lambda L: money(L.takings(cust="Tom Lee")))
ask(Y, END, "How much have we refunded Tom Lee altogether?", lambda L: money(L.refunds(cust="Tom Lee")))
ask(Y, END, "Which customers have brought something back this month?", lambda L: names({s["cust"] for _, s in L.rets}))
ask(Y, END, "Which customers have bought cherries?", lambda L: buyers(L, "cherry"))
ask(
    Y,
    END,
    "What's Mei Chen's favourite fruit, going by kilos?",
    lambda L: top(L.group(BY_PROD, "kilos", cust="Mei Chen")),
)
ask(Y, END, "How many kilos has Zoe Davis bought in total?", lambda L: kg(L.kilos(cust="Zoe Davis")))
ask(
    Y,
    END,
    "Average spend per visit for Ann Brown?",
    lambda L: money(L.takings(cust="Ann Brown") / L.nsales(cust="Ann Brown")),
)
ask(Y, END, "Which customers have spent more than $40 this month?", lambda L: over(spend(L), 40))
ask(Y, END, "Which customer has been in most often (most sales)?", lambda L: top(L.count_group(BY_CUST)))


def lapsed(L):
    # both readings (returned sales counted or not) must agree
    a = {s["cust"] for s in L.sales} - {s["cust"] for s in L.sales if s["date"] >= "2024-02-20"}
    b = set(L.customers()) - {s["cust"] for s in L.live if s["date"] >= "2024-02-20"}
    assert a == b
    return names(a)


ask(Y, END, "Which customers haven't bought anything since the 20th?", lapsed)
ask(Y, END, "When was Ida Novak last in?", lambda L: name(max(s["date"] for s in L.sales if s["cust"] == "Ida Novak")))
ask(Y, END, "Eva Berg's spend before the 15th?", lambda L: money(L.takings(cust="Eva Berg", hi="2024-02-14")))
ask(Y, "2024-02-14", "How much has Tom Lee spent so far?", lambda L: money(L.takings(cust="Tom Lee")))
ask(
    Y,
    "2024-02-14",
    "Top three customers by spend so far this month, biggest first?",
    lambda L: names(ranked(spend(L), 3), ordered=True),
)
ask(Y, END, "How much has Sue Davis spent with us?", lambda L: money(L.takings(cust="Sue Davis")))
ask(
    Y, END, "What has Bob Smith spent on strawberries?", lambda L: money(L.takings(cust="Bob Smith", prod="strawberry"))
)


def n_customers(L):
    assert len({s["cust"] for s in L.sales}) == len(L.customers())
    return count(len(L.customers()))


ask(Y, END, "How many different customers have bought from us this month?", n_customers)
ask(Y, END, "Which customers have bought mango?", lambda L: buyers(L, "mango"))
ask(
    Y,
    END,
    "Luis Garcia's spend from the 15th onwards?",
    lambda L: money(L.takings(cust="Luis Garcia", lo="2024-02-15")),
)
ask(Y, END, "Kilos bought per customer.", lambda L: table("customer", L.group(BY_CUST, "kilos"), r3))
ask(Y, END, "Which customer has made us the most profit?", lambda L: top(L.group(BY_CUST, "profit")))
ask(Y, END, "Who's our lowest-spending customer this month?", lambda L: top(spend(L), low=True))
ask(
    Y,
    END,
    "How much has Ken Smith spent since the 12th, when he got his refund?",
    lambda L: money(L.takings(cust="Ken Smith", lo="2024-02-12")),
)
ask(
    Y,
    END,
    "Omar Haddad's spend last week?",
    lambda L: money(L.takings(cust="Omar Haddad", lo="2024-02-19", hi="2024-02-25")),
)
ask(
    Y,
    END,
    "Visits per customer this month, counting each sale as a visit.",
    lambda L: table("customer", L.count_group(BY_CUST), int),
)
ask(
    Y,
    END,
    "Raj Patel's spend broken down by product.",
    lambda L: table("product", L.group(BY_PROD, cust="Raj Patel"), r2),
)
ask(
    Y,
    END,
    "Which customers came in on the 23rd?",
    lambda L: names({s["cust"] for s in L.sales if s["date"] == "2024-02-23"}),
)
ask(
    Y,
    END,
    "Who has bought the most kilos of strawberries?",
    lambda L: top(L.group(BY_CUST, "kilos", prod="strawberry")),
)
ask(
    Y,
    END,
    "How much has Zoe Davis spent on Saturdays and Sundays?",
    lambda L: money(L.takings(cust="Zoe Davis", wd={5, 6})),
)
ask(Y, "2024-02-26", "What's Tom Lee's spend for the month as it stands?", lambda L: money(L.takings(cust="Tom Lee")))
ask(Y, "2024-02-22", "What has Tom Lee spent this month?", lambda L: money(L.takings(cust="Tom Lee")))
ask(Y, END, "How much profit have Ann Brown's purchases made us?", lambda L: money(L.profit(cust="Ann Brown")))


def both(L, a, b):
    ca = {s["cust"] for s, *_ in L.lines(prod=a)}
    cb = {s["cust"] for s, *_ in L.lines(prod=b)}
    return names(ca & cb)


ask(Y, END, "Which customers have bought both bananas and pears?", lambda L: both(L, "banana", "pear"))
ask(Y, END, "Ida Novak - how many kilos of banana has she had?", lambda L: kg(L.kilos(cust="Ida Novak", prod="banana")))
ask(Y, END, "Average spend per customer this month?", lambda L: money(L.takings() / len(L.customers())))
ask(Y, "2024-02-18", "Bob Smith's spend so far this month?", lambda L: money(L.takings(cust="Bob Smith")))
ask(Y, END, "What has Mei Chen spent in total?", lambda L: money(L.takings(cust="Mei Chen")))
ask(Y, END, "Which customers have spent under $35 in February?", lambda L: over(spend(L), 35, under=True))
ask(Y, "2024-02-10", "How many visits has Zoe Davis made so far?", lambda L: count(L.nsales(cust="Zoe Davis")))
ask(Y, "2024-02-10", "Who's spent the most with us so far this month?", lambda L: top(spend(L)))
ask(Y, "2024-02-12", "How much have we refunded Ken Smith?", lambda L: money(L.refunds(cust="Ken Smith")))
ask(Y, "2024-02-09", "What's Bob Smith's home address?", REFUSE)
ask(Y, END, "How much has Smith spent this month?", REFUSE)
ask(Y, END, "What's Davis's total spend?", REFUSE)
ask(Y, "2024-02-27", "Will Raj Patel be back next week?", REFUSE)
ask(Y, END, "Give Omar Haddad 10% off his next visit.", REFUSE)
ask(Y, "2024-02-15", "Remove Eva Berg from the customer list.", REFUSE)

# ====================================================================== owner
O = "owner"
ask(O, END, "takings today", lambda L: money(L.takings(lo=L.today, hi=L.today)))
ask(O, END, "profit this month", lambda L: money(L.profit()))
ask(O, END, "whats the margin on mango", lambda L: money(L.margin(prod="mango")))
ask(O, END, "best seller by kg", lambda L: top(L.group(BY_PROD, "kilos")))
ask(O, END, "how much did we take yesterday", lambda L: money(L.takings(lo="2024-02-28", hi="2024-02-28")))
ask(O, END, "how many sales today", lambda L: count(L.nsales(lo=L.today, hi=L.today)))
ask(O, END, "refunds this month total", lambda L: money(L.refunds()))
ask(O, END, "what did cherries make us in profit", lambda L: money(L.profit(prod="cherry")))
ask(O, END, "total spent on stock this month at cost", lambda L: money(L.spent()))
ask(O, END, "cogs for feb", lambda L: money(L.cogs()))
ask(O, END, "margin percent overall", lambda L: money(L.margin()))
ask(O, END, "takings per product", lambda L: table("product", L.group(BY_PROD), r2))
ask(O, END, "worst seller by takings", lambda L: top(L.group(BY_PROD), low=True))
ask(O, END, "avg sale value", lambda L: money(L.takings() / len(L.live)))
ask(O, END, "biggest single sale this month how much", lambda L: money(max(L.sale_total(s) for s in L.live)))
ask(O, END, "takings since the 20th", lambda L: money(L.takings(lo="2024-02-20")))
ask(O, END, "takings before the 10th", lambda L: money(L.takings(hi="2024-02-09")))
ask(O, END, "how much did strawberries bring in", lambda L: money(L.takings(prod="strawberry")))
ask(O, END, "kg of apples sold", lambda L: kg(L.kilos(prod="apple")))
ask(O, END, "profit by product", lambda L: table("product", L.group(BY_PROD, "profit"), r2))


def margins(L):
    return {p: L.margin(prod=p) for p in {p for _, p, _, _ in L.lines()}}


ask(O, END, "which fruit has the best margin percent", lambda L: top(margins(L)))
ask(
    O,
    END,
    "how many sales over 10 dollars",
    lambda L: count(len(over({id(s): L.sale_total(s) for s in L.live}, 10)["values"])),
)
ask(O, "2024-02-10", "takings so far this month", lambda L: money(L.takings()))
ask(O, "2024-02-10", "profit so far", lambda L: money(L.profit()))
ask(O, "2024-02-10", "best day so far for takings", lambda L: top(L.group(BY_DAY)))
ask(O, "2024-02-18", "takings this month so far", lambda L: money(L.takings()))
ask(O, "2024-02-18", "refunds so far this month", lambda L: money(L.refunds()))
ask(O, "2024-02-25", "what did we take this weekend", lambda L: money(L.takings(lo="2024-02-24", hi="2024-02-25")))
ask(O, "2024-02-25", "sunday takings today", lambda L: money(L.takings(lo=L.today, hi=L.today)))
ask(O, END, "takings between the 12th and the 18th", lambda L: money(L.takings(lo="2024-02-12", hi="2024-02-18")))
ask(O, END, "how many kg sold all month", lambda L: kg(L.kilos()))
ask(O, END, "daily takings this week", lambda L: table("day", L.group(BY_DAY, lo="2024-02-26"), r2))
ask(O, END, "top 3 products by profit", lambda L: names(ranked(L.group(BY_PROD, "profit"), 3), ordered=True))
ask(O, END, "which days did we take under 15 dollars", lambda L: over(L.group(BY_DAY), 15, under=True))
ask(O, END, "grape takings", lambda L: money(L.takings(prod="grape")))
ask(O, END, "orange takings since the 18th", lambda L: money(L.takings(prod="orange", lo="2024-02-18")))
ask(
    O,
    END,
    "how much did we lose on write offs at cost",
    lambda L: money(-sum(q * L.cost[p] for _, p, q in L.adj if q < 0)),
)
ask(O, END, "profit last week", lambda L: money(L.profit(lo="2024-02-19", hi="2024-02-25")))
ask(O, END, "total number of sales in feb", lambda L: count(len(L.live)))
ask(O, END, "which products did we sell today", lambda L: names({p for _, p, _, _ in L.lines(lo=L.today)}))
ask(O, "2024-02-12", "what did we take today", lambda L: money(L.takings(lo=L.today, hi=L.today)))
ask(O, "2024-02-12", "refunds today", lambda L: money(L.refunds(lo=L.today, hi=L.today)))
ask(O, END, "banana takings since the 19th", lambda L: money(L.takings(prod="banana", lo="2024-02-19")))
ask(O, "2024-02-07", "profit so far this month", lambda L: money(L.profit()))
ask(O, "2024-02-07", "how many sales so far", lambda L: count(len(L.live)))
ask(O, "2024-02-21", "best selling fruit by takings so far", lambda L: top(L.group(BY_PROD)))
ask(O, END, "whats the weather tomorrow", REFUSE)
ask(O, END, "takings next month", REFUSE)
ask(O, END, "delete the last sale", REFUSE)
ask(O, "2024-02-20", "add 10kg apples from abc", REFUSE)
ask(O, "2024-02-27", "whats the capital of peru", REFUSE)
ask(O, "2024-02-15", "how much did we pay in rent", REFUSE)


def main():
    seen = set()
    rows = []
    for n, (persona, today, q, e) in enumerate(QS, 1):
        assert q.strip().lower() not in seen, q
        seen.add(q.strip().lower())
        cat = "refuse" if e["type"] == "refuse" else persona
        rows.append({"id": f"q50-{n:03d}", "question": q, "today": today, "category": cat, "expect": e})
    with open(OUT, "w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    per = {}
    for persona, today, _, e in QS:
        a, r, early = per.get(persona, (0, 0, 0))
        per[persona] = (a + (e["type"] != "refuse"), r + (e["type"] == "refuse"), early + (today < END))
    for p, (a, r, early) in per.items():
        print(f"{p:<18} answerable {a:3d}  refuse {r:2d}  total {a + r:3d}  before-29th {early:2d}")
    tot_r = sum(v[1] for v in per.values())
    tot_e = sum(v[2] for v in per.values())
    n = len(rows)
    print(f"total {n}  refusals {tot_r} ({100 * tot_r / n:.1f}%)  before-29th {tot_e} ({100 * tot_e / n:.1f}%)")


if __name__ == "__main__":
    main()
