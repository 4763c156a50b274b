"""Held-out question set 44 for ChatLedger, written from the user's side.

Replays resources/demo/fruitshop_month.jsonl cut at each question's `today` and
computes every answer with plain Python (stdlib only, Decimal money).  Writes
questions.jsonl next to this file and prints counts per persona.  Run from anywhere:

    python bench/unseen44/question_truth.py
"""

import datetime
import json
import os
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
with open(DATA) as fh:
    RECORDS = [json.loads(line) for line in fh if line.strip()]
dates = [r["date"] for r in RECORDS]
assert dates == sorted(dates), "file not in date order"


def q2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def q3(x):
    return Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


def D(s):
    return datetime.date.fromisoformat(s)


def monday(s):
    d = D(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def wdname(s):
    return D(s).strftime("%A")


class Ledger:
    """Everything dated <= today, replayed in file order."""

    def __init__(self, today):
        self.today = today
        self.sales, self.buys, self.adjs, self.rets, self.plog = [], [], [], [], []
        price, cost = {}, {}
        for r in RECORDS:
            if r["date"] > today:
                break
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    p, c = it["product"], Decimal(str(it["unit_cost"]))
                    assert cost.setdefault(p, c) == c, "product with two unit costs"
                    self.buys.append(
                        dict(date=r["date"], sup=r["supplier"]["name"], p=p, kg=Decimal(str(it["quantity"])), cost=c)
                    )
                    if it.get("selling_price") is not None:
                        price[p] = Decimal(str(it["selling_price"]))
                        self.plog.append((r["date"], p, price[p]))
            elif k == "price_change":
                price[r["product"]] = Decimal(str(r["selling_price"]))
                self.plog.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = [
                    (
                        it["product"],
                        Decimal(str(it["quantity"])),
                        q2(Decimal(str(it["quantity"])) * price[it["product"]]),
                    )
                    for it in r["items"]
                ]
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
            elif k == "return":
                hit = [
                    s
                    for s in self.sales
                    if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"] and s["ret"] is None
                ]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append(dict(date=r["date"], cust=r["customer"]["name"], sale=hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append(
                    dict(date=r["date"], p=r["product"], kg=Decimal(str(r["quantity"])), reason=r["reason"])
                )
            else:
                raise ValueError(k)
        self.cost = cost
        self.live = [s for s in self.sales if s["ret"] is None]

    # -- filters
    def lines(self, lo="0000", hi="9999", p=None, c=None, wd=None):
        for s in self.live:
            if lo <= s["date"] <= hi and (c is None or s["cust"] == c) and (wd is None or D(s["date"]).weekday() in wd):
                for pp, kg, v in s["lines"]:
                    if p is None or pp == p:
                        yield s, pp, kg, v

    def takings(self, *a, **k):
        return sum((v for _, _, _, v in self.lines(*a, **k)), Decimal(0))

    def kilos(self, *a, **k):
        return sum((kg for _, _, kg, _ in self.lines(*a, **k)), Decimal(0))

    def cogs(self, *a, **k):
        return sum((kg * self.cost[p] for _, p, kg, _ in self.lines(*a, **k)), Decimal(0))

    def profit(self, *a, **k):
        return self.takings(*a, **k) - self.cogs(*a, **k)

    def margin(self, *a, **k):
        return self.profit(*a, **k) / self.takings(*a, **k) * 100

    def nsales(self, *a, **k):
        return len({id(s) for s, _, _, _ in self.lines(*a, **k)})

    def refunds(self, lo="0000", hi="9999", c=None):
        return sum(
            (
                sum(v for _, _, v in r["sale"]["lines"])
                for r in self.rets
                if lo <= r["date"] <= hi and (c is None or r["cust"] == c)
            ),
            Decimal(0),
        )

    def bought(self, lo="0000", hi="9999", p=None, sup=None, at_cost=False):
        return sum(
            (
                b["kg"] * (b["cost"] if at_cost else 1)
                for b in self.buys
                if lo <= b["date"] <= hi and (p is None or b["p"] == p) and (sup is None or b["sup"] == sup)
            ),
            Decimal(0),
        )

    def wo_kg(self, lo="0000", hi="9999", p=None, reason=None):
        return sum(
            (
                -a["kg"]
                for a in self.adjs
                if a["kg"] < 0
                and lo <= a["date"] <= hi
                and (p is None or a["p"] == p)
                and (reason is None or a["reason"] == reason)
            ),
            Decimal(0),
        )

    def wo_cost(self, lo="0000", hi="9999", p=None):
        return sum(
            (
                -a["kg"] * self.cost[a["p"]]
                for a in self.adjs
                if a["kg"] < 0 and lo <= a["date"] <= hi and (p is None or a["p"] == p)
            ),
            Decimal(0),
        )

    def stock(self, p, d):
        return (
            self.bought(hi=d, p=p)
            - self.kilos(hi=d, p=p)
            + sum((a["kg"] for a in self.adjs if a["p"] == p and a["date"] <= d), Decimal(0))
        )

    def price(self, p, d):
        got = None
        for dt, pp, pr in self.plog:
            if pp == p and dt <= d:
                got = pr
        assert got is not None
        return got

    def products(self):
        return sorted({b["p"] for b in self.buys})

    def customers(self):
        return sorted({s["cust"] for s in self.live})

    # -- groupings: dict key -> value, zero rows left out by the table builders
    def by(self, key, what, **k):
        out = {}
        for s, p, kg, v in self.lines(**k):
            kk = {
                "product": p,
                "customer": s["cust"],
                "day": s["date"],
                "week": monday(s["date"]),
                "weekday": wdname(s["date"]),
            }[key]
            add = {"takings": v, "kilos": kg, "cogs": kg * self.cost[p], "profit": v - kg * self.cost[p]}[what]
            out[kk] = out.get(kk, Decimal(0)) + add
        return out

    def count_by(self, key, **k):
        seen = {}
        for s, p, _, _ in self.lines(**k):
            kk = {"product": p, "customer": s["cust"], "day": s["date"], "weekday": wdname(s["date"])}[key]
            seen.setdefault(kk, set()).add(id(s))
        return {kk: len(v) for kk, v in seen.items()}


# ------------------------------------------------------------------ answer builders
def money(x):
    return {"type": "number", "value": float(q2(x))}


def kgs(x):
    return {"type": "number", "value": float(q3(x))}


def pct(x):
    return money(x)


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered=False):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals)
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def table(key, rows, kind):
    f = {"money": q2, "kg": q3, "count": int}[kind]
    rows = {k: f(v) for k, v in sorted(rows.items()) if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": {k: (v if kind == "count" else float(v)) for k, v in rows.items()}}


def top(d, n=1, low=False):
    """Keys of the n highest (or lowest) values; values distinct through the first left out."""
    order = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    vals = [v for _, v in order[: n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", order[: n + 1])
    return [k for k, _ in order[:n]]


def top_set(d, n):
    """The n highest keys as a set: only the boundary with the first left out must be strict."""
    order = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert order[n - 1][1] != order[n][1], ("tie at the cut", order[: n + 1])
    return [k for k, _ in order[:n]]


def best(d, low=False):
    return name(top(d, 1, low)[0])


def over(d, t):
    assert all(v != t for v in d.values()), ("value on threshold", t)
    return [k for k, v in d.items() if v > t]


def under(d, t):
    assert all(v != t for v in d.values()), ("value on threshold", t)
    return [k for k, v in d.items() if v < t]


def refunds_by_week(L):
    out = {}
    for r in L.rets:
        out[monday(r["date"])] = out.get(monday(r["date"]), Decimal(0)) + sum(v for _, _, v in r["sale"]["lines"])
    return out


def biggest_sale(L):
    totals = [(sum(v for _, _, v in s["lines"]), s["cust"]) for s in L.live]
    totals.sort(reverse=True)
    assert totals[0][0] != totals[1][0]
    return name(totals[0][1])


REFUSE = {"type": "refuse"}
Q = []


def add(persona, today, text, fn):
    Q.append((persona, today, text, fn))


A, S, K, O, R = "accountant", "social", "stock", "owner", "refuse"
END = "2024-02-29"
H1, H2 = ("2024-02-01", "2024-02-14"), ("2024-02-15", "2024-02-29")

# ================================================================== accountant (month close)
add(A, END, "For the close: gross margin % on February overall?", lambda L: pct(L.margin()))
add(A, END, "I need February's COGS — kilos sold times unit cost, all lines still standing.", lambda L: money(L.cogs()))
add(A, END, "Total value of refunds issued in February?", lambda L: money(L.refunds()))
add(A, END, "Revenue for the first half of the month, 1st to 14th inclusive?", lambda L: money(L.takings(*H1)))
add(A, END, "Revenue for the back half, 15 Feb through 29 Feb?", lambda L: money(L.takings(*H2)))
add(
    A,
    END,
    "By how much did second-half revenue (15th–29th) exceed first-half revenue (1st–14th)?",
    lambda L: money(L.takings(*H2) - L.takings(*H1)),
)
add(
    A,
    END,
    "Break down February gross profit by product, please.",
    lambda L: table("product", L.by("product", "profit"), "money"),
)
add(A, END, "What margin percentage did strawberries run at this month?", lambda L: pct(L.margin(p="strawberry")))
add(
    A,
    END,
    "Which product line contributed the most gross profit in dollars for February?",
    lambda L: best(L.by("product", "profit")),
)
add(
    A,
    END,
    "Which product ran the thinnest margin %, February as a whole?",
    lambda L: best({p: L.margin(p=p) for p in L.by("product", "takings")}, low=True),
)
add(
    A,
    END,
    "Refunds per week, weeks starting Monday — can you tabulate that?",
    lambda L: table("week", refunds_by_week(L), "money"),
)
add(
    A,
    END,
    "Net takings (after returns) for the week commencing Monday 19 February?",
    lambda L: money(L.takings("2024-02-19", "2024-02-25")),
)
add(A, END, "What did stock purchases cost us in total this month?", lambda L: money(L.bought(at_cost=True)))
add(
    A,
    END,
    "Purchases at cost, split by supplier, for February.",
    lambda L: table("supplier", {s: L.bought(sup=s, at_cost=True) for s in {b["sup"] for b in L.buys}}, "money"),
)
add(A, END, "Cost value of everything written off during February?", lambda L: money(L.wo_cost()))
add(
    A,
    END,
    "Gross profit less write-offs at cost, for the month — what's the figure?",
    lambda L: money(L.profit() - L.wo_cost()),
)
add(A, END, "How many refunds did we put through in February?", lambda L: count(len(L.rets)))
add(A, END, "Average ticket this month — mean value per sale?", lambda L: money(L.takings() / L.nsales()))
add(
    A,
    END,
    "Daily revenue schedule for the 23rd to the 29th.",
    lambda L: table("day", L.by("day", "takings", lo="2024-02-23", hi="2024-02-29"), "money"),
)
add(
    A,
    END,
    "Revenue by product for February, for the sales ledger.",
    lambda L: table("product", L.by("product", "takings"), "money"),
)
add(A, "2024-02-15", "Month-to-date revenue as of today?", lambda L: money(L.takings()))
add(A, "2024-02-15", "What have refunds come to so far this month?", lambda L: money(L.refunds()))
add(A, "2024-02-14", "COGS month to date, please.", lambda L: money(L.cogs()))
add(A, "2024-02-20", "Where's our gross margin % sitting so far this month?", lambda L: pct(L.margin()))
add(A, END, "Total revenue from Omar Haddad in February?", lambda L: money(L.takings(c="Omar Haddad")))
add(A, END, "Cost of goods sold on mangoes for February?", lambda L: money(L.cogs(p="mango")))
add(A, END, "Cherries as a percentage of February revenue?", lambda L: pct(L.takings(p="cherry") / L.takings() * 100))
add(
    A,
    END,
    "Revenue split by day of the week across February.",
    lambda L: table("weekday", L.by("weekday", "takings"), "money"),
)
add(A, END, "Gross profit for the week of Mon 12 to Sun 18 Feb?", lambda L: money(L.profit("2024-02-12", "2024-02-18")))
add(A, END, "How much have we refunded to Tom Lee altogether?", lambda L: money(L.refunds(c="Tom Lee")))
add(A, END, "Grape revenue in the first half, 1st–14th?", lambda L: money(L.takings(*H1, p="grape")))
add(
    A,
    END,
    "Weekly gross profit, keyed by week-commencing Monday.",
    lambda L: table("week", L.by("week", "profit"), "money"),
)
add(A, END, "Number of sale transactions booked in February, net of returned ones?", lambda L: count(L.nsales()))
add(A, "2024-02-22", "Last week's revenue?", lambda L: money(L.takings("2024-02-12", "2024-02-18")))
add(A, "2024-02-26", "Refunds booked last week — total?", lambda L: money(L.refunds("2024-02-19", "2024-02-25")))
add(A, END, "Gross margin % for the first half only (1st to 14th)?", lambda L: pct(L.margin(*H1)))
add(A, END, "And gross margin % for 15th–29th?", lambda L: pct(L.margin(*H2)))
add(A, END, "Bananas: revenue minus cost of goods for the month?", lambda L: money(L.profit(p="banana")))
add(
    A,
    END,
    "Margin % per product for February.",
    lambda L: table("product", {p: L.margin(p=p) for p in L.by("product", "takings")}, "money"),
)
add(
    A,
    END,
    "What did we spend with Hillside Produce at cost this month?",
    lambda L: money(L.bought(sup="Hillside Produce", at_cost=True)),
)
add(
    A,
    END,
    "Closing inventory value at cost at close of business on the 29th?",
    lambda L: money(sum((L.stock(p, END) * L.cost[p] for p in L.products()), Decimal(0))),
)
add(A, "2024-02-10", "Gross profit to date?", lambda L: money(L.profit()))
add(
    A,
    END,
    "Which product brought in the least revenue this month?",
    lambda L: best(L.by("product", "takings"), low=True),
)
add(
    A,
    "2024-02-20",
    "Cost of goods sold in the week to date (since Monday)?",
    lambda L: money(L.cogs("2024-02-19", "2024-02-20")),
)
add(R, END, "What's our VAT liability for February?", lambda L: REFUSE)
add(R, END, "Post a journal writing off the rest of the cherries.", lambda L: REFUSE)
add(R, END, "Forecast March revenue for me.", lambda L: REFUSE)
add(R, END, "What did staff wages come to this month?", lambda L: REFUSE)
add(R, END, "How much rent did we pay in February?", lambda L: REFUSE)
add(R, "2024-02-15", "Revenue for the week of Mon 19 Feb?", lambda L: REFUSE)

# ================================================================== social media
add(
    S,
    "2024-02-25",
    "what was the top seller this weekend by kilos? want to shout it out",
    lambda L: best(L.by("product", "kilos", lo="2024-02-24", hi="2024-02-25")),
)
add(
    S,
    "2024-02-26",
    "best selling fruit by money over the weekend just gone (Sat+Sun)?",
    lambda L: best(L.by("product", "takings", lo="2024-02-24", hi="2024-02-25")),
)
add(
    S,
    END,
    "who's our most loyal customer this month — most separate purchases?",
    lambda L: best(L.count_by("customer")),
)
add(
    S,
    END,
    "what's Omar Haddad's favourite fruit? going by kilos he's bought",
    lambda L: best(L.by("product", "kilos", c="Omar Haddad")),
)
add(S, END, "which fruit turned up in the most sales this month?", lambda L: best(L.count_by("product")))
add(S, END, "how many different people bought from us in Feb?", lambda L: count(len(L.customers())))
add(S, END, "biggest single sale of the month — whose was it?", biggest_sale)
add(
    S,
    END,
    "fun fact time: how many kilos of strawberries did we sell in February?",
    lambda L: kgs(L.kilos(p="strawberry")),
)
add(S, END, "total weight of fruit we sold this month, in kg?", lambda L: kgs(L.kilos()))
add(S, END, "which day of the week is busiest, counting number of sales?", lambda L: best(L.count_by("weekday")))
add(S, END, "top 3 fruits by kilos this month, in order", lambda L: names(top(L.by("product", "kilos"), 3), True))
add(
    S,
    END,
    "who bought mango this month? want to tag the mango fans",
    lambda L: names(L.by("customer", "kilos", p="mango")),
)
add(
    S,
    "2024-02-15",
    "which fruits has Raj Patel bought this month?",
    lambda L: names(L.by("product", "kilos", c="Raj Patel")),
)
add(
    S,
    END,
    "valentine's day (14th): kilos of each fruit we sold",
    lambda L: table("product", L.by("product", "kilos", lo="2024-02-14", hi="2024-02-14"), "kg"),
)
add(
    S,
    END,
    "kilos of cherries sold over the weekend of the 17th and 18th?",
    lambda L: kgs(L.kilos("2024-02-17", "2024-02-18", p="cherry")),
)
add(S, END, "leap day! how many sales have we done today?", lambda L: count(L.nsales(END, END)))
add(
    S,
    "2024-02-20",
    "who's our biggest strawberry fan (most kg bought)?",
    lambda L: best(L.by("customer", "kilos", p="strawberry")),
)
add(
    S,
    END,
    "which customer took home the most kilos of fruit overall this month?",
    lambda L: best(L.by("customer", "kilos")),
)
add(
    S,
    "2024-02-21",
    "any fruit nobody's bought this week so far? (Mon to today)",
    lambda L: names(sorted(set(L.products()) - set(L.by("product", "kilos", lo=monday(L.today))))),
)
add(
    S,
    END,
    "shout-out list: customers who've spent over $60 with us this month",
    lambda L: names(over(L.by("customer", "takings"), 60)),
)
add(
    S,
    END,
    "kilos sold on each day of the week, whole month",
    lambda L: table("weekday", L.by("weekday", "kilos"), "kg"),
)
add(
    S,
    END,
    "how many kilos of banana has Ida Novak had from us this month?",
    lambda L: kgs(L.kilos(p="banana", c="Ida Novak")),
)
add(S, END, "fun stat: total kg of fruit Zoe Davis bought in February", lambda L: kgs(L.kilos(c="Zoe Davis")))
add(S, END, "least popular fruit by kilos in February?", lambda L: best(L.by("product", "kilos"), low=True))
add(
    S,
    "2024-02-18",
    "what sold best this weekend? by kilos",
    lambda L: best(L.by("product", "kilos", lo="2024-02-17", hi="2024-02-18")),
)
add(
    S,
    "2024-02-11",
    "top fruit this weekend by money?",
    lambda L: best(L.by("product", "takings", lo="2024-02-10", hi="2024-02-11")),
)
add(
    S,
    "2024-02-04",
    "how many sales did we make on our first weekend (Sat 3rd and Sun 4th)?",
    lambda L: count(L.nsales("2024-02-03", "2024-02-04")),
)
add(
    S,
    END,
    "our 3 most frequent customers by number of purchases? order doesn't matter",
    lambda L: names(top_set(L.count_by("customer"), 3)),
)
add(
    S,
    END,
    "which fruit did the most different customers buy?",
    lambda L: best({p: len(L.by("customer", "kilos", p=p)) for p in L.by("product", "kilos")}),
)
add(
    S,
    END,
    "how many customers bought cherries this month?",
    lambda L: count(len(L.by("customer", "kilos", p="cherry"))),
)
add(
    S,
    END,
    "how many customers came back, i.e. made more than one purchase this month?",
    lambda L: count(sum(1 for v in L.count_by("customer").values() if v >= 2)),
)
add(S, END, "who spent the most on strawberries?", lambda L: best(L.by("customer", "takings", p="strawberry")))
add(S, END, "average kilos per sale this month?", lambda L: kgs(L.kilos() / L.nsales()))
add(S, END, "what's mango going for per kilo right now? for the post", lambda L: money(L.price("mango", END)))
add(
    S,
    END,
    "which fruits are over $2 a kilo at the moment?",
    lambda L: names(over({p: L.price(p, END) for p in L.products()}, 2)),
)
add(S, END, "cheapest fruit per kg right now?", lambda L: best({p: L.price(p, END) for p in L.products()}, low=True))
add(
    S,
    "2024-02-26",
    "how many kilos of fruit went out the door over the weekend just gone?",
    lambda L: kgs(L.kilos("2024-02-24", "2024-02-25")),
)
add(S, END, "number of purchases per customer this month", lambda L: table("customer", L.count_by("customer"), "count"))
add(
    S,
    END,
    "kilos sold each weekend day this month, by date",
    lambda L: table("day", L.by("day", "kilos", wd={5, 6}), "kg"),
)
add(S, "2024-02-25", "how many sales did we do this weekend?", lambda L: count(L.nsales("2024-02-24", "2024-02-25")))
add(S, END, "which fruits did Sue Davis buy?", lambda L: names(L.by("product", "kilos", c="Sue Davis")))
add(
    S,
    END,
    "strawberry kilos sold per week, weeks starting Monday",
    lambda L: table("week", L.by("week", "kilos", p="strawberry"), "kg"),
)
add(R, END, "how many likes did our last instagram post get?", lambda L: REFUSE)
add(R, END, "what'll be our best seller next weekend?", lambda L: REFUSE)
add(R, END, "what's the weather looking like for saturday's market?", lambda L: REFUSE)
add(R, END, "which of our customers are vegan?", lambda L: REFUSE)
add(R, END, "how did Davis do this month — how much did she spend?", lambda L: REFUSE)
add(R, "2024-02-18", "what sold best the weekend of the 24th?", lambda L: REFUSE)

# ================================================================== stock controller
add(
    K,
    END,
    "Closing stock by product at close on the 29th, kg.",
    lambda L: table("product", {p: L.stock(p, END) for p in L.products()}, "kg"),
)
add(K, END, "Total kg written off with reason 'stock count' this month?", lambda L: kgs(L.wo_kg(reason="stock count")))
add(
    K,
    END,
    "Write-off kilos by product for February.",
    lambda L: table("product", {p: L.wo_kg(p=p) for p in L.products()}, "kg"),
)
add(
    K,
    END,
    "Shrinkage at cost by product, February.",
    lambda L: table("product", {p: L.wo_cost(p=p) for p in L.products()}, "money"),
)
add(
    K,
    END,
    "Kilos received by product this month.",
    lambda L: table("product", {p: L.bought(p=p) for p in L.products()}, "kg"),
)
add(
    K,
    END,
    "Kilos sold by product this month (returned sales excluded).",
    lambda L: table("product", L.by("product", "kilos"), "kg"),
)
add(K, END, "How many kg of pears came in during February?", lambda L: kgs(L.bought(p="pear")))
add(K, END, "Strawberry stock at close on the 16th?", lambda L: kgs(L.stock("strawberry", "2024-02-16")))
add(
    K,
    END,
    "Which lines are under 25.5 kg on hand at close today?",
    lambda L: names(under({p: L.stock(p, END) for p in L.products()}, Decimal("25.5"))),
)
add(K, END, "Grape stock at close on the 3rd, after the count?", lambda L: kgs(L.stock("grape", "2024-02-03")))
add(K, END, "Cherry stock at close of the 28th?", lambda L: kgs(L.stock("cherry", "2024-02-28")))
add(
    K,
    "2024-02-24",
    "Which product are we holding the most kilos of at close today?",
    lambda L: best({p: L.stock(p, L.today) for p in L.products()}),
)
add(
    K, END, "Kg of bananas received from Hillside Produce?", lambda L: kgs(L.bought(p="banana", sup="Hillside Produce"))
)
add(
    K,
    END,
    "What came in on the 16th — kg per product?",
    lambda L: table("product", {p: L.bought("2024-02-16", "2024-02-16", p=p) for p in L.products()}, "kg"),
)
add(K, END, "Total kg purchased across all suppliers this month?", lambda L: kgs(L.bought()))
add(
    K,
    "2024-02-24",
    "Total kg on sales that were returned this month?",
    lambda L: kgs(sum((kg for r in L.rets for _, kg, _ in r["sale"]["lines"]), Decimal(0))),
)
add(
    K,
    END,
    "Cherry sell-through % for February (kg sold ÷ kg bought × 100)?",
    lambda L: pct(L.kilos(p="cherry") / L.bought(p="cherry") * 100),
)
add(
    K,
    "2024-02-15",
    "Stock per product at close today.",
    lambda L: table("product", {p: L.stock(p, L.today) for p in L.products()}, "kg"),
)
add(K, END, "Strawberry write-offs, kg, for the month?", lambda L: kgs(L.wo_kg(p="strawberry")))
add(K, END, "Unit cost on mango?", lambda L: money(L.cost["mango"]))
add(K, END, "Grape stock value at cost at close today?", lambda L: money(L.stock("grape", END) * L.cost["grape"]))
add(
    K,
    END,
    "Kg of oranges sold between the 10th and the 20th?",
    lambda L: kgs(L.kilos("2024-02-10", "2024-02-20", p="orange")),
)
add(
    K,
    END,
    "How many deliveries (purchase records) did Green Valley Farms make this month?",
    lambda L: count(len({(b["date"]) for b in L.buys if b["sup"] == "Green Valley Farms"})),
)
add(
    K,
    END,
    "Which supplier sent us the most kg this month?",
    lambda L: best({s: L.bought(sup=s) for s in {b["sup"] for b in L.buys}}),
)
add(
    K,
    END,
    "Kg received per supplier, February.",
    lambda L: table("supplier", {s: L.bought(sup=s) for s in {b["sup"] for b in L.buys}}, "kg"),
)
add(K, "2024-02-09", "Pear stock at close today, count included?", lambda L: kgs(L.stock("pear", L.today)))
add(K, "2024-02-19", "Strawberries on hand at close today?", lambda L: kgs(L.stock("strawberry", L.today)))
add(
    K,
    END,
    "Stock of each fruit at close on the 10th.",
    lambda L: table("product", {p: L.stock(p, "2024-02-10") for p in L.products()}, "kg"),
)
add(
    K,
    END,
    "Which fruits had any stock written off this month?",
    lambda L: names([p for p in L.products() if L.wo_kg(p=p)]),
)
add(
    K,
    END,
    "How many write-off entries were logged in February?",
    lambda L: count(sum(1 for a in L.adjs if a["kg"] < 0)),
)
add(
    K,
    END,
    "Kg of mango sold in the week Mon 19 – Sun 25 Feb?",
    lambda L: kgs(L.kilos("2024-02-19", "2024-02-25", p="mango")),
)
add(
    K,
    END,
    "Bananas: kg bought minus kg sold this month, ignoring write-offs?",
    lambda L: kgs(L.bought(p="banana") - L.kilos(p="banana")),
)
add(
    K,
    END,
    "Which product moved the most kg during 19–25 Feb?",
    lambda L: best(L.by("product", "kilos", lo="2024-02-19", hi="2024-02-25")),
)
add(
    K,
    END,
    "Grape kg sold by day of the week, whole month.",
    lambda L: table("weekday", L.by("weekday", "kilos", p="grape"), "kg"),
)
add(K, "2024-02-12", "Grape stock at close yesterday?", lambda L: kgs(L.stock("grape", "2024-02-11")))
add(
    K,
    END,
    "Strawberry shrinkage as a % of kg bought (written-off kg ÷ bought kg × 100)?",
    lambda L: pct(L.wo_kg(p="strawberry") / L.bought(p="strawberry") * 100),
)
add(
    K,
    END,
    "Which fruits have had only one delivery this month?",
    lambda L: names([p for p in L.products() if len({b["date"] for b in L.buys if b["p"] == p}) == 1]),
)
add(
    K,
    END,
    "Kg sold per week across all fruit, weeks keyed by Monday.",
    lambda L: table("week", L.by("week", "kilos"), "kg"),
)
add(K, END, "Orange stock at close on the 20th?", lambda L: kgs(L.stock("orange", "2024-02-20")))
add(K, "2024-02-22", "Pear stock right now (close today)?", lambda L: kgs(L.stock("pear", L.today)))
add(
    K,
    END,
    "Kg bought versus kg sold for strawberries — what's bought minus sold?",
    lambda L: kgs(L.bought(p="strawberry") - L.kilos(p="strawberry")),
)
add(K, END, "Banana kg sold before the 19th?", lambda L: kgs(L.kilos(hi="2024-02-18", p="banana")))
add(
    K,
    END,
    "Kg moved per product over the last seven days of the month, 23rd to 29th?",
    lambda L: table("product", L.by("product", "kilos", lo="2024-02-23"), "kg"),
)
add(
    K,
    "2024-02-06",
    "Kg of each product sold so far this month.",
    lambda L: table("product", L.by("product", "kilos"), "kg"),
)
add(R, END, "Set the cherry stock to 40 kg.", lambda L: REFUSE)
add(R, END, "Delete the write-off from the 28th.", lambda L: REFUSE)
add(R, END, "When are we going to run out of grapes?", lambda L: REFUSE)
add(R, END, "How much fruit is in the cold room versus out on display?", lambda L: REFUSE)
add(R, "2024-02-20", "Cherry stock at close on the 28th?", lambda L: REFUSE)
add(R, END, "Which deliveries arrived damaged this month?", lambda L: REFUSE)

# ================================================================== owner on the phone
add(O, END, "pears kg today", lambda L: kgs(L.kilos(END, END, p="pear")))
add(O, END, "bob this week $", lambda L: money(L.takings("2024-02-26", c="Bob Smith")))
add(O, "2024-02-25", "kg oranges sat", lambda L: kgs(L.kilos("2024-02-24", "2024-02-24", p="orange")))
add(O, END, "takings today?", lambda L: money(L.takings(END, END)))
add(O, "2024-02-19", "takings yday", lambda L: money(L.takings("2024-02-18", "2024-02-18")))
add(O, "2024-02-23", "best seller this wk $", lambda L: best(L.by("product", "takings", lo=monday(L.today))))
add(O, "2024-02-27", "cherries left kg", lambda L: kgs(L.stock("cherry", L.today)))
add(O, "2024-02-15", "refunds this wk", lambda L: money(L.refunds(monday(L.today))))
add(O, "2024-02-14", "who spent most so far", lambda L: best(L.by("customer", "takings")))
add(O, END, "sales count today", lambda L: count(L.nsales(END, END)))
add(O, "2024-02-18", "banana price now", lambda L: money(L.price("banana", L.today)))
add(O, "2024-02-22", "profit this wk", lambda L: money(L.profit(monday(L.today))))
add(O, "2024-02-21", "mango left?? kg", lambda L: kgs(L.stock("mango", L.today)))
add(O, END, "tom lee total feb $", lambda L: money(L.takings(c="Tom Lee")))
add(O, "2024-02-08", "takings so far this wk", lambda L: money(L.takings("2024-02-05")))
add(O, "2024-02-14", "how many sales today", lambda L: count(L.nsales(L.today, L.today)))
add(O, "2024-02-16", "straw stock now kg", lambda L: kgs(L.stock("strawberry", L.today)))
add(O, END, "orange price on the 17th", lambda L: money(L.price("orange", "2024-02-17")))
add(O, END, "orange price 18th", lambda L: money(L.price("orange", "2024-02-18")))
add(O, END, "grapes $ last wk", lambda L: money(L.takings("2024-02-19", "2024-02-25", p="grape")))
add(O, END, "zoe davis spend feb", lambda L: money(L.takings(c="Zoe Davis")))
add(O, END, "margin % feb", lambda L: pct(L.margin()))
add(O, END, "top 3 custs by $ feb", lambda L: names(top(L.by("customer", "takings"), 3), True))
add(O, "2024-02-20", "takings last wk", lambda L: money(L.takings("2024-02-12", "2024-02-18")))
add(O, "2024-02-25", "takings this wkend", lambda L: money(L.takings("2024-02-24", "2024-02-25")))
add(O, END, "ida no. of visits feb (sales)", lambda L: count(L.nsales(c="Ida Novak")))
add(O, END, "refunds feb total $", lambda L: money(L.refunds()))
add(O, END, "cherries kg since the 20th", lambda L: kgs(L.kilos(lo="2024-02-20", p="cherry")))
add(O, END, "takings before the 10th", lambda L: money(L.takings(hi="2024-02-09")))
add(O, END, "takings 10th-20th", lambda L: money(L.takings("2024-02-10", "2024-02-20")))
add(O, END, "$ each day this wk", lambda L: table("day", L.by("day", "takings", lo="2024-02-26"), "money"))
add(O, END, "what fruit sold today", lambda L: names(L.by("product", "kilos", lo=END, hi=END)))
add(O, END, "pear kg since 24th", lambda L: kgs(L.kilos(lo="2024-02-24", p="pear")))
add(O, "2024-02-20", "tom lee spend so far feb", lambda L: money(L.takings(c="Tom Lee")))
add(O, "2024-02-22", "bob smith total $ so far", lambda L: money(L.takings(c="Bob Smith")))
add(O, "2024-02-13", "refunds so far $", lambda L: money(L.refunds()))
add(O, "2024-02-24", "pear price now", lambda L: money(L.price("pear", L.today)))
add(O, END, "who bought today", lambda L: names(L.by("customer", "kilos", lo=END, hi=END)))
add(O, "2024-02-17", "takings today", lambda L: money(L.takings(L.today, L.today)))
add(O, "2024-02-17", "kg sold this wk", lambda L: kgs(L.kilos("2024-02-12")))
add(O, "2024-02-12", "apple stock kg", lambda L: kgs(L.stock("apple", L.today)))
add(O, END, "raj feb $", lambda L: money(L.takings(c="Raj Patel")))
add(O, "2024-02-27", "profit yday", lambda L: money(L.profit("2024-02-26", "2024-02-26")))
add(R, END, "cancel bob's sale from yday", lambda L: REFUSE)
add(R, END, "takings tmrw?", lambda L: REFUSE)
add(R, END, "smith feb $", lambda L: REFUSE)
add(R, END, "cash in till now?", lambda L: REFUSE)
add(R, END, "who won the footy last night", lambda L: REFUSE)
add(R, "2024-02-10", "takings 12th", lambda L: REFUSE)
add(R, END, "change apple price to 1.90", lambda L: REFUSE)

# ------------------------------------------------------------------ write out
ledgers = {}
rows = []
for n, (persona, today, text, fn) in enumerate(Q, 1):
    if today not in ledgers:
        ledgers[today] = Ledger(today)
    rows.append(
        {"id": f"q44-{n:03d}", "question": text, "today": today, "category": persona, "expect": fn(ledgers[today])}
    )
assert len({r["question"].strip().lower() for r in rows}) == len(rows), "duplicate question"
with open(OUT, "w") as f:
    for r in rows:
        f.write(json.dumps(r) + "\n")
c = Counter(r["category"] for r in rows)
for k in (A, S, K, O, R):
    print(f"{k:<11} {c[k]:3d}")
early = sum(r["today"] < END for r in rows)
n = len(rows)
print(f"total {n}, refusals {c[R]} ({100 * c[R] / n:.1f}%), asked before {END}: {early} ({100 * early / n:.1f}%)")
