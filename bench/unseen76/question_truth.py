"""Held-out manager questions, set 76: the answers, worked out from the demo shop's records.

Replays resources/demo/fruitshop_month.jsonl cut at each question's `today`, asks the hand-typed
questions below (four personas), and writes questions.jsonl next to this file.  Stdlib only, Decimal
money.  Run from the repository root:

    python bench/unseen76/question_truth.py
"""
import datetime as dt
import json
import os
from decimal import ROUND_HALF_UP, Decimal, getcontext

getcontext().prec = 60
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
RECORDS = [json.loads(line) for line in open(DATA, encoding="utf-8") if line.strip()]
assert [r["date"] for r in RECORDS] == sorted(r["date"] for r in RECORDS), "records out of date order"
END = "2024-02-29"
CENT, GRAM, ONE = Decimal("0.01"), Decimal("0.001"), Decimal(1)
HALF = Decimal("0.5")


def dec(x):
    return Decimal(str(x))


# ------------------------------------------------------------------ rounding (asserting off the half)
def _round(x, step):
    x = Decimal(x)
    scaled = abs(x) / step
    assert scaled - int(scaled) != HALF, f"derived value {x} sits exactly on a half {step}"
    return x.quantize(step, rounding=ROUND_HALF_UP)


def money(x):
    return float(_round(x, CENT))


def kilo(x):
    return float(_round(x, GRAM))


def pct(part, whole):
    assert whole != 0
    return float(_round(Decimal(part) * 100 / Decimal(whole), CENT))


# ------------------------------------------------------------------ calendar
def D(s):
    return dt.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def shift(s, days):
    return iso(D(s) + dt.timedelta(days=days))


def monday(s):
    return shift(s, -D(s).weekday())


def this_week(today):
    return monday(today), today


def last_week(today):
    m = monday(today)
    return shift(m, -7), shift(m, -1)


def yesterday(today):
    y = shift(today, -1)
    return y, y


def last_n_days(today, n):
    return shift(today, -(n - 1)), today


def month_to_date(today):
    return today[:8] + "01", today


def weekend_gone(today):
    """The Saturday and Sunday just gone (today itself if today is one of them counts as this weekend)."""
    d = D(today)
    if d.weekday() >= 5:
        sat = d - dt.timedelta(days=d.weekday() - 5)
    else:
        sat = d - dt.timedelta(days=d.weekday() + 2)
    return iso(sat), iso(sat + dt.timedelta(days=1))


def since(s, today):
    return s, today


def before(s):
    return "0000-00-00", shift(s, -1)


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ALL = ("0000-00-00", "9999-99-99")


# ------------------------------------------------------------------ the shop as at close of `today`
class Shop:
    def __init__(self, today):
        self.today = today
        self.sales, self.buys, self.adjs, self.rets, self.prices, self.drops = [], [], [], [], [], []
        price = {}
        for r in RECORDS:
            if r["date"] > today:
                break
            kind = r["kind"]
            if kind == "purchase":
                self.drops.append(dict(date=r["date"], sup=r["supplier"]["name"]))
                for it in r["items"]:
                    self.buys.append(dict(date=r["date"], sup=r["supplier"]["name"], prod=it["product"],
                                          kg=dec(it["quantity"]), cost=dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = dec(it["selling_price"])
                        self.prices.append((r["date"], it["product"], price[it["product"]]))
            elif kind == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], price[r["product"]]))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    value = (kg * price[it["product"]]).quantize(CENT, rounding=ROUND_HALF_UP)
                    lines.append((it["product"], kg, value))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, returned=None))
            elif kind == "return":
                hits = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]]
                assert len(hits) == 1, f"return on {r['date']} matches {len(hits)} sales"
                assert hits[0]["returned"] is None
                hits[0]["returned"] = r["date"]
                self.rets.append(dict(date=r["date"], cust=r["customer"]["name"], sale=hits[0]))
            elif kind == "stock_adjustment":
                self.adjs.append(dict(date=r["date"], prod=r["product"], kg=dec(r["quantity"]), why=r["reason"]))
            else:
                raise AssertionError(kind)
        self.live = [s for s in self.sales if s["returned"] is None]
        self.unit_cost = {}
        for b in self.buys:
            assert self.unit_cost.setdefault(b["prod"], b["cost"]) == b["cost"], f"two unit costs for {b['prod']}"
        self.products = sorted({b["prod"] for b in self.buys})
        self.customers = sorted({s["cust"] for s in self.sales})
        self.suppliers = sorted({b["sup"] for b in self.buys})

    # ---- selections
    def lines(self, period=ALL, cust=None, prod=None, wds=None):
        lo, hi = period
        for s in self.live:
            if not lo <= s["date"] <= hi or (cust and s["cust"] != cust):
                continue
            if wds is not None and D(s["date"]).weekday() not in wds:
                continue
            for p, kg, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, kg, v

    def tickets(self, period=ALL, cust=None, prod=None, wds=None):
        lo, hi = period
        return [s for s in self.live if lo <= s["date"] <= hi and (not cust or s["cust"] == cust)
                and (prod is None or any(p == prod for p, _, _ in s["lines"]))
                and (wds is None or D(s["date"]).weekday() in wds)]

    # ---- measures
    def takings(self, period=ALL, **kw):
        return sum((v for _, _, _, v in self.lines(period, **kw)), Decimal(0))

    def kilos(self, period=ALL, **kw):
        return sum((kg for _, _, kg, _ in self.lines(period, **kw)), Decimal(0))

    def cogs(self, period=ALL, **kw):
        return sum((kg * self.unit_cost[p] for _, p, kg, _ in self.lines(period, **kw)), Decimal(0))

    def profit(self, period=ALL, **kw):
        return self.takings(period, **kw) - self.cogs(period, **kw)

    def count(self, period=ALL, **kw):
        return len(self.tickets(period, **kw))

    def shoppers(self, period=ALL, **kw):
        return sorted({s["cust"] for s in self.tickets(period, **kw)})

    def bought(self, period=ALL, prod=None, sup=None):
        lo, hi = period
        return [b for b in self.buys if lo <= b["date"] <= hi and (prod is None or b["prod"] == prod)
                and (sup is None or b["sup"] == sup)]

    def bought_kg(self, period=ALL, **kw):
        return sum((b["kg"] for b in self.bought(period, **kw)), Decimal(0))

    def bought_cost(self, period=ALL, **kw):
        return sum((b["kg"] * b["cost"] for b in self.bought(period, **kw)), Decimal(0))

    def writeoffs(self, period=ALL, prod=None):
        lo, hi = period
        return [a for a in self.adjs if a["kg"] < 0 and lo <= a["date"] <= hi and (prod is None or a["prod"] == prod)]

    def writeoff_kg(self, period=ALL, prod=None):
        return -sum((a["kg"] for a in self.writeoffs(period, prod)), Decimal(0))

    def writeoff_cost(self, period=ALL, prod=None):
        return -sum((a["kg"] * self.unit_cost[a["prod"]] for a in self.writeoffs(period, prod)), Decimal(0))

    def refunds(self, period=ALL, cust=None):
        lo, hi = period
        return sum((v for r in self.rets if lo <= r["date"] <= hi and (not cust or r["cust"] == cust)
                    for _, _, v in r["sale"]["lines"]), Decimal(0))

    def stock(self, prod, day=None):
        day = day or self.today
        assert day <= self.today
        sold = sum((kg for s in self.live if s["date"] <= day for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        # sales returned after `day` (but by today) were still out of the shop at close of `day`
        sold += sum((kg for s in self.sales if s["returned"] and s["date"] <= day < s["returned"]
                     for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        return (sum((b["kg"] for b in self.buys if b["prod"] == prod and b["date"] <= day), Decimal(0)) - sold
                + sum((a["kg"] for a in self.adjs if a["prod"] == prod and a["date"] <= day), Decimal(0)))

    def price(self, prod, day=None):
        day = day or self.today
        got = [p for d, q, p in self.prices if q == prod and d <= day]
        assert got, prod
        return got[-1]

    def stock_value(self, prod, day=None):
        return self.stock(prod, day) * self.unit_cost[prod]

    def deliveries(self, period=ALL, sup=None):
        lo, hi = period
        return [p for p in self.drops if lo <= p["date"] <= hi and (sup is None or p["sup"] == sup)]

    def returns(self, period=ALL, cust=None):
        lo, hi = period
        return [r for r in self.rets if lo <= r["date"] <= hi and (not cust or r["cust"] == cust)]

    @staticmethod
    def value(ticket):
        return sum((v for _, _, v in ticket["lines"]), Decimal(0))

    @staticmethod
    def weight(ticket):
        return sum((kg for _, kg, _ in ticket["lines"]), Decimal(0))

    # ---- groupings (zero rows left out)
    def by(self, key, measure, period=ALL, **kw):
        out = {}
        for s, p, kg, v in self.lines(period, **kw):
            k = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                 "weekday": WEEKDAYS[D(s["date"]).weekday()]}[key]
            inc = {"takings": v, "kilos": kg, "profit": v - kg * self.unit_cost[p]}[measure]
            out[k] = out.get(k, Decimal(0)) + inc
        return {k: x for k, x in out.items() if x != 0}

    def count_by(self, key, period=ALL, **kw):
        out = {}
        for s in self.tickets(period, **kw):
            k = {"customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                 "weekday": WEEKDAYS[D(s["date"]).weekday()]}[key]
            out[k] = out.get(k, 0) + 1
        return out


# ------------------------------------------------------------------ answer shapes (asserting the contract)
def number(x):
    return {"type": "number", "value": x}


def name(d, low=False):
    """The single winner of a dict (highest, or lowest with low=True); a tie for first is an error."""
    vals = sorted(d.values(), reverse=not low)
    assert len(vals) >= 2 and vals[0] != vals[1], f"tie for first: {d}"
    best = vals[0]
    return {"type": "name", "value": next(k for k, v in d.items() if v == best)}


def ranked(d, n=None, low=False, ordered=True):
    """Top (or bottom) n keys; the values differ through the first one left out, and inside an ordered list."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    n = len(items) if n is None else n
    assert n <= len(items)
    if n < len(items):
        assert items[n - 1][1] != items[n][1], f"tie at the cut: {items}"
    if ordered:
        top = [v for _, v in items[: n + 1]]
        assert len(set(top)) == len(top), f"tie inside an ordered ranking: {items}"
    return {"type": "names", "values": [k for k, _ in items[:n]], "ordered": ordered}


def over(d, threshold, under=False):
    """Keys whose value is above (or below) a threshold, none sitting on it; unordered."""
    threshold = Decimal(str(threshold))
    assert all(Decimal(v) != threshold for v in d.values()), f"a value sits on {threshold}: {d}"
    keys = sorted(k for k, v in d.items() if (v < threshold if under else v > threshold))
    assert keys, "empty answer"
    return {"type": "names", "values": keys, "ordered": False}


def names_of(keys):
    assert keys
    return {"type": "names", "values": sorted(keys), "ordered": False}


def table(key, rows, fmt):
    rows = {k: fmt(v) for k, v in sorted(rows.items())}
    rows = {k: v for k, v in rows.items() if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": rows}


def one(text):
    return {"type": "name", "value": text}


REFUSE = {"type": "refuse"}


# ------------------------------------------------------------------ the questions
HILL, GVF, ABC = "Hillside Produce", "Green Valley Farms", "ABC"
WEEKEND, WEEKDAY = {5, 6}, {0, 1, 2, 3, 4}
PERSONAS = ["supplier's rep", "customer thinking of investing", "owner's teenager", "food-safety inspector"]
QUESTIONS = []   # (persona, today, category, text, answer function or None for a refusal)


def ask(persona, today, category, text, fn=None):
    QUESTIONS.append((persona, today, category if fn else "refuse", text, fn))


def prices_now(s):
    return {p: s.price(p) for p in s.products}


def stock_all(s, day=None):
    return {p: s.stock(p, day) for p in s.products}


def ticket_max(s, period=ALL, measure=Shop.value):
    return max(measure(x) for x in s.tickets(period))


def best_ticket_customer(s, period=ALL):
    vals = {}
    for x in s.tickets(period):
        vals[x["cust"]] = max(vals.get(x["cust"], Decimal(0)), Shop.value(x))
    return name(vals)


def kilos_by_day(s, period=ALL):
    return s.by("day", "kilos", period)


# ---- 1. a supplier's rep (Hillside Produce) sounding the owner out before next season's prices
R = PERSONAS[0]
T = END
ask(R, T, "kilos", "Between you and me, how many kilos of cherries did you shift last week?",
    lambda s: number(kilo(s.kilos(last_week(s.today), prod="cherry"))))
ask(R, T, "cost", "What are you paying a kilo for mangoes these days?",
    lambda s: number(money(s.unit_cost["mango"])))
ask(R, T, "purchases", "All in, what has Green Valley Farms billed you for this month?",
    lambda s: number(money(s.bought_cost(month_to_date(s.today), sup=GVF))))
ask(R, T, "share", "Be straight with me, what percentage of your fruit spend this month went to ABC?",
    lambda s: number(pct(s.bought_cost(month_to_date(s.today), sup=ABC), s.bought_cost(month_to_date(s.today)))))
ask(R, T, "purchases", "Which supplier did you spend the most with in February?",
    lambda s: name({u: s.bought_cost(sup=u) for u in s.suppliers}))
ask(R, T, "purchases", "Can you break your February buying down by supplier, at cost?",
    lambda s: table("supplier", {u: s.bought_cost(sup=u) for u in s.suppliers}, money))
ask(R, T, "purchases", "How many kilos have you had off us at Hillside so far this month?",
    lambda s: number(kilo(s.bought_kg(month_to_date(s.today), sup=HILL))))
ask(R, T, "purchases", "What did our two Hillside deliveries come to at cost?",
    lambda s: number(money(s.bought_cost(sup=HILL))))
ask(R, T, "count", "How many deliveries did you take in this month, counting everyone's?",
    lambda s: number(len(s.deliveries(month_to_date(s.today)))))
ask(R, T, "ranking", "Which fruit puts the most money in your till?",
    lambda s: name(s.by("product", "takings")))
ask(R, "2024-02-21", "ranking", "Give me your top three fruits by kilos sold so far this month, best first.",
    lambda s: ranked(s.by("product", "kilos", month_to_date(s.today)), 3))
ask(R, T, "price", "How much do you clear on a kilo of strawberries, your shelf price less what you pay for it?",
    lambda s: number(money(s.price("strawberry") - s.unit_cost["strawberry"])))
ask(R, T, "price", "Which fruits are you asking more than $2.50 a kilo for right now?",
    lambda s: over(prices_now(s), "2.50"))
ask(R, T, "price", "What were you charging for bananas on the 10th?",
    lambda s: number(money(s.price("banana", "2024-02-10"))))
ask(R, "2024-02-18", "price", "What's the shelf price on bananas today?",
    lambda s: number(money(s.price("banana"))))
ask(R, T, "purchases", "How many kilos of bananas did you buy in altogether, whoever they came from?",
    lambda s: number(kilo(s.bought_kg(prod="banana"))))
ask(R, T, "kilos", "How many kilos of pears have gone over the counter since the 19th?",
    lambda s: number(kilo(s.kilos(since("2024-02-19", s.today), prod="pear"))))
ask(R, "2024-02-16", "stock", "Quick one before I go, how much banana is left on your shelf?",
    lambda s: number(kilo(s.stock("banana"))))
ask(R, "2024-02-09", "purchases", "What have you laid out on stock so far this month?",
    lambda s: number(money(s.bought_cost(month_to_date(s.today)))))
ask(R, T, "purchases", "Which fruits did you buy from more than one supplier?",
    lambda s: names_of([p for p in s.products if len({b["sup"] for b in s.bought(prod=p)}) > 1]))
ask(R, "2024-02-22", "profit", "After what they cost you, what have mangoes made you so far this month?",
    lambda s: number(money(s.profit(month_to_date(s.today), prod="mango"))))
ask(R, T, "profit", "Which fruit earns you the least profit?",
    lambda s: name(s.by("product", "profit"), low=True))
ask(R, T, "purchases", "How many kilos of cherries did you bring in during February?",
    lambda s: number(kilo(s.bought_kg(prod="cherry"))))
ask(R, T, "share", "Of all the kilos you bought in this month, what percentage has actually sold?",
    lambda s: number(pct(s.kilos(month_to_date(s.today)), s.bought_kg(month_to_date(s.today)))))
ask(R, T, "kilos", "Kilos sold per fruit last week, please.",
    lambda s: table("product", s.by("product", "kilos", last_week(s.today)), kilo))
ask(R, T, "ranking", "Which day of the week moves the most kilos for you?",
    lambda s: name(s.by("weekday", "kilos")))
ask(R, "2024-02-23", "purchases", "What did today's Green Valley drop-off cost you?",
    lambda s: number(money(s.bought_cost((s.today, s.today), sup=GVF))))
ask(R, T, "ranking", "Who's your best strawberry customer, going by kilos?",
    lambda s: name(s.by("customer", "kilos", prod="strawberry")))
ask(R, T, "purchases", "Which fruits came in on deliveries over the last 10 days?",
    lambda s: names_of({b["prod"] for b in s.bought(last_n_days(s.today, 10))}))
ask(R, T, "cost", "Averaged over everything you bought this month, what did a kilo cost you?",
    lambda s: number(money(s.bought_cost(month_to_date(s.today)) / s.bought_kg(month_to_date(s.today)))))
ask(R, "2024-02-14", "kilos", "How many kilos of grapes have you sold this week?",
    lambda s: number(kilo(s.kilos(this_week(s.today), prod="grape"))))
ask(R, T, "profit", "What did grapes make you last week once you take off what they cost?",
    lambda s: number(money(s.profit(last_week(s.today), prod="grape"))))
ask(R, "2024-02-20", "stock", "How much orange is still sitting on your shelf?",
    lambda s: number(kilo(s.stock("orange"))))
ask(R, T, "takings", "What has each fruit taken since the 18th?",
    lambda s: table("product", s.by("product", "takings", since("2024-02-18", s.today)), money))
ask(R, T, "kilos", "How many kilos do you sell at weekends, this month all told?",
    lambda s: number(kilo(s.kilos(month_to_date(s.today), wds=WEEKEND))))
ask(R, T, "purchases", "What have apples cost you to buy in this month?",
    lambda s: number(money(s.bought_cost(month_to_date(s.today), prod="apple"))))
ask(R, "2024-02-25", "stock", "How many kilos of mango have you got left?",
    lambda s: number(kilo(s.stock("mango"))))
ask(R, "2024-02-26", "kilos", "How many kilos of bananas went out the door last week?",
    lambda s: number(kilo(s.kilos(last_week(s.today), prod="banana"))))
ask(R, T, "share", "What slice of your takings comes from bananas, in percent?",
    lambda s: number(pct(s.takings(prod="banana"), s.takings())))
ask(R, T, "kilos", "Which fruits sold fewer than 25 kilos this month?",
    lambda s: over(s.by("product", "kilos", month_to_date(s.today)), 25, under=True))
ask(R, T, "count", "How many sales this month had pears in them?",
    lambda s: number(s.count(month_to_date(s.today), prod="pear")))
ask(R, T, "purchases", "Which supplier sent you the most kilos?",
    lambda s: name({u: s.bought_kg(sup=u) for u in s.suppliers}))
ask(R, "2024-02-23", "price", "What are you charging for pears at the moment?",
    lambda s: number(money(s.price("pear"))))
ask(R, "2024-02-22", "kilos", "How many kilos of mango have you sold in the last 7 days?",
    lambda s: number(kilo(s.kilos(last_n_days(s.today, 7), prod="mango"))))
ask(R, T, "", "Would you sign up for 200 kilos of mango a month with us next season?")
ask(R, T, "", "What are Green Valley quoting you for next season's cherries?")
ask(R, "2024-02-20", "", "Go on, put an order in with us for 40 kilos of pears for Friday.")
ask(R, T, "", "How many kilos of bananas are you going to need in March?")
ask(R, T, "", "What do you pay your staff an hour?")
ask(R, T, "", "Drop the banana price by ten cents in the system for me, would you?")

# ---- 2. a regular customer thinking of putting money into the shop
C = PERSONAS[1]
ask(C, T, "takings", "What did the shop take in February, all told?",
    lambda s: number(money(s.takings(month_to_date(s.today)))))
ask(C, T, "profit", "How much did the shop actually make this month once the fruit's paid for?",
    lambda s: number(money(s.profit(month_to_date(s.today)))))
ask(C, T, "profit", "What's the gross margin as a percentage of takings?",
    lambda s: number(pct(s.profit(), s.takings())))
ask(C, T, "trend", "How have takings gone week by week?",
    lambda s: table("week", s.by("week", "takings"), money))
ask(C, T, "comparison", "By how much did last week's takings beat the week before?",
    lambda s: number(money(s.takings(last_week(s.today))
                           - s.takings((shift(last_week(s.today)[0], -7), shift(last_week(s.today)[0], -1))))))
ask(C, "2024-02-12", "takings", "How much came in yesterday?",
    lambda s: number(money(s.takings(yesterday(s.today)))))
ask(C, "2024-02-21", "takings", "What did the weekend bring in?",
    lambda s: number(money(s.takings(weekend_gone(s.today)))))
ask(C, T, "profit", "How much profit came from weekend trade across the month?",
    lambda s: number(money(s.profit(month_to_date(s.today), wds=WEEKEND))))
ask(C, "2024-02-20", "average", "On an average day so far this month, what does the shop take?",
    lambda s: number(money(s.takings(month_to_date(s.today)) / D(s.today).day)))
ask(C, T, "count", "How many sales has the till rung up this month?",
    lambda s: number(s.count(month_to_date(s.today))))
ask(C, T, "average", "What's a typical sale worth on average?",
    lambda s: number(money(s.takings() / s.count())))
ask(C, T, "refunds", "How much has gone back out in refunds this month?",
    lambda s: number(money(s.refunds(month_to_date(s.today)))))
ask(C, "2024-02-19", "refunds", "What were last week's refunds?",
    lambda s: number(money(s.refunds(last_week(s.today)))))
ask(C, "2024-02-09", "count", "How many different customers have shopped here this month?",
    lambda s: number(len(s.shoppers(month_to_date(s.today)))))
ask(C, T, "ranking", "Who are the three biggest spenders, top one first?",
    lambda s: ranked(s.by("customer", "takings"), 3))
ask(C, T, "share", "What share of the takings comes from Zoe Davis alone?",
    lambda s: number(pct(s.takings(cust="Zoe Davis"), s.takings())))
ask(C, T, "trend", "Can you show me takings for each day of the week?",
    lambda s: table("weekday", s.by("weekday", "takings"), money))
ask(C, T, "ranking", "Which day of the week is the best earner?",
    lambda s: name(s.by("weekday", "takings")))
ask(C, T, "takings", "What were takings from the 1st to the 14th?",
    lambda s: number(money(s.takings(("2024-02-01", "2024-02-14")))))
ask(C, T, "takings", "What has the shop taken since the 15th?",
    lambda s: number(money(s.takings(since("2024-02-15", s.today)))))
ask(C, "2024-02-14", "profit", "What profit did the shop turn last week?",
    lambda s: number(money(s.profit(last_week(s.today)))))
ask(C, "2024-02-18", "profit", "What's the profit for the month so far?",
    lambda s: number(money(s.profit(month_to_date(s.today)))))
ask(C, "2024-02-21", "takings", "How are takings looking this week so far?",
    lambda s: number(money(s.takings(this_week(s.today)))))
ask(C, T, "takings", "Which days took more than $30?",
    lambda s: over(s.by("day", "takings"), 30))
ask(C, T, "trend", "Profit week by week, please.",
    lambda s: table("week", s.by("week", "profit"), money))
ask(C, T, "profit", "What margin does the shop get on cherries, as a percentage of what they sell for?",
    lambda s: number(pct(s.profit(prod="cherry"), s.takings(prod="cherry"))))
ask(C, T, "stock", "How much money is tied up in stock at cost right now?",
    lambda s: number(money(sum(s.stock_value(p) for p in s.products))))
ask(C, T, "purchases", "What did the shop spend buying fruit this month?",
    lambda s: number(money(s.bought_cost(month_to_date(s.today)))))
ask(C, T, "write-offs", "How much has written-off stock cost the shop this month?",
    lambda s: number(money(s.writeoff_cost(month_to_date(s.today)))))
ask(C, T, "profit", "Which fruit makes the shop the most profit?",
    lambda s: name(s.by("product", "profit")))
ask(C, T, "profit", "Profit by fruit for February?",
    lambda s: table("product", s.by("product", "profit", ("2024-02-01", "2024-02-29")), money))
ask(C, "2024-02-10", "takings", "What's the shop taken over the last 7 days?",
    lambda s: number(money(s.takings(last_n_days(s.today, 7)))))
ask(C, T, "takings", "How much does the shop take on Saturdays, this month in total?",
    lambda s: number(money(s.takings(month_to_date(s.today), wds={5}))))
ask(C, T, "comparison", "How much more did weekdays bring in than weekends?",
    lambda s: number(money(s.takings(wds=WEEKDAY) - s.takings(wds=WEEKEND))))
ask(C, T, "takings", "What were takings between the 5th and the 11th?",
    lambda s: number(money(s.takings(("2024-02-05", "2024-02-11")))))
ask(C, T, "average", "On average, how much did each customer spend here this month?",
    lambda s: number(money(s.takings(month_to_date(s.today)) / len(s.shoppers(month_to_date(s.today))))))
ask(C, "2024-02-26", "takings", "What has the shop taken today?",
    lambda s: number(money(s.takings((s.today, s.today)))))
ask(C, T, "trend", "By what percentage did takings grow from the week of the 5th to last week?",
    lambda s: number(pct(s.takings(last_week(s.today)) - s.takings(("2024-02-05", "2024-02-11")),
                         s.takings(("2024-02-05", "2024-02-11")))))
ask(C, T, "count", "How many sales came to more than $20?",
    lambda s: number(len(over({i: Shop.value(x) for i, x in enumerate(s.tickets())}, 20)["values"])))
ask(C, "2024-02-15", "profit", "What's the profit been since the 8th?",
    lambda s: number(money(s.profit(since("2024-02-08", s.today)))))
ask(C, T, "spend", "Which customers have spent over $60 with the shop this month?",
    lambda s: over(s.by("customer", "takings", month_to_date(s.today)), 60))
ask(C, "2024-02-20", "spend", "How much has Omar spent here this month?",
    lambda s: number(money(s.takings(month_to_date(s.today), cust="Omar Haddad"))))
ask(C, T, "takings", "Give me takings day by day for last week.",
    lambda s: table("day", s.by("day", "takings", last_week(s.today)), money))
ask(C, T, "refunds", "How much was refunded before the 20th?",
    lambda s: number(money(s.refunds(before("2024-02-20")))))
ask(C, T, "", "What will the shop take in March, do you reckon?")
ask(C, T, "", "What's the shop's rent each month?")
ask(C, T, "", "How much does the owner pay herself?")
ask(C, T, "", "Could you email me a copy of the books?")
ask(C, T, "", "If I put in $5,000, what would I get back next year?")
ask(C, T, "", "How much has Davis spent here this month?")

# ---- 3. the owner's teenager, doing a school project on the shop
K = PERSONAS[2]
ask(K, T, "average", "for my project, what's the average number of kilos in one sale?",
    lambda s: number(kilo(s.kilos() / s.count())))
ask(K, T, "biggest", "what was the biggest single sale this month in dollars?",
    lambda s: number(money(ticket_max(s, month_to_date(s.today)))))
ask(K, T, "biggest", "who made the biggest single purchase this month?",
    lambda s: best_ticket_customer(s, month_to_date(s.today)))
ask(K, T, "share", "what percent of all the kilos we sold were bananas?",
    lambda s: number(pct(s.kilos(prod="banana"), s.kilos())))
ask(K, T, "comparison", "did we sell more kilos of apples or oranges?",
    lambda s: name({p: s.kilos(prod=p) for p in ("apple", "orange")}))
ask(K, T, "biggest", "which fruit sold the most kilos?",
    lambda s: name(s.by("product", "kilos")))
ask(K, T, "biggest", "which fruit sold the fewest kilos?",
    lambda s: name(s.by("product", "kilos"), low=True))
ask(K, T, "average", "whats the average price we got per kilo, across all the fruit sold?",
    lambda s: number(money(s.takings() / s.kilos())))
ask(K, T, "biggest", "which day did we sell the most kilos?",
    lambda s: name(kilos_by_day(s)))
ask(K, "2024-02-15", "count", "how many different customers have bought strawberries?",
    lambda s: number(len(s.shoppers(prod="strawberry"))))
ask(K, "2024-02-20", "kilos", "how many kilos has Raj bought so far this month?",
    lambda s: number(kilo(s.kilos(month_to_date(s.today), cust="Raj Patel"))))
ask(K, T, "comparison", "who spent more, Ken or Bob?",
    lambda s: name({c: s.takings(cust=c) for c in ("Ken Smith", "Bob Smith")}))
ask(K, T, "average", "average kilos per customer this month?",
    lambda s: number(kilo(s.kilos(month_to_date(s.today)) / len(s.shoppers(month_to_date(s.today))))))
ask(K, "2024-02-10", "count", "how many times has each customer bought something?",
    lambda s: table("customer", s.count_by("customer"), int))
ask(K, T, "price", "which fruit costs the most per kilo in the shop right now?",
    lambda s: name(prices_now(s)))
ask(K, T, "price", "how much dearer is a kilo of cherries than a kilo of bananas right now?",
    lambda s: number(money(s.price("cherry") - s.price("banana"))))
ask(K, T, "share", "what percentage of all the sales happened on a weekend?",
    lambda s: number(pct(s.count(wds=WEEKEND), s.count())))
ask(K, T, "trend", "kilos sold each week please, it's for a graph",
    lambda s: table("week", s.by("week", "kilos"), kilo))
ask(K, T, "comparison", "which customer tried the fewest different kinds of fruit?",
    lambda s: name({c: len({p for _, p, _, _ in s.lines(cust=c)}) for c in s.shoppers()}, low=True))
ask(K, "2024-02-13", "kilos", "how many kilos have we sold so far this month?",
    lambda s: number(kilo(s.kilos(month_to_date(s.today)))))
ask(K, "2024-02-17", "biggest", "what was the biggest sale yesterday?",
    lambda s: number(money(ticket_max(s, yesterday(s.today)))))
ask(K, T, "comparison", "mango or grapes, which sold more kilos?",
    lambda s: name({p: s.kilos(prod=p) for p in ("mango", "grape")}))
ask(K, T, "share", "what fraction of the takings came in at weekends, as a percentage?",
    lambda s: number(pct(s.takings(wds=WEEKEND), s.takings())))
ask(K, T, "average", "what's the average sale on a saturday?",
    lambda s: number(money(s.takings(wds={5}) / s.count(wds={5}))))
ask(K, T, "share", "which fruits made up more than 10% of the takings?",
    lambda s: over({p: Decimal(100) * v / s.takings() for p, v in s.by("product", "takings").items()}, 10))
ask(K, T, "share", "what share of the profit came from strawberries?",
    lambda s: number(pct(s.profit(prod="strawberry"), s.profit())))
ask(K, "2024-02-10", "purchases", "how many kilos of fruit have we bought in so far this month?",
    lambda s: number(kilo(s.bought_kg(month_to_date(s.today)))))
ask(K, T, "biggest", "which customer came in the most times?",
    lambda s: name(s.count_by("customer")))
ask(K, T, "biggest", "what's the most kilos anyone bought in one go?",
    lambda s: number(kilo(ticket_max(s, measure=Shop.weight))))
ask(K, "2024-02-22", "count", "how many sales have there been this week?",
    lambda s: number(s.count(this_week(s.today))))
ask(K, T, "ranking", "can you list the customers from biggest spender to smallest?",
    lambda s: ranked(s.by("customer", "takings")))
ask(K, T, "average", "on average how many kilos did we sell a day last week?",
    lambda s: number(kilo(s.kilos(last_week(s.today)) / 7)))
ask(K, T, "biggest", "which day of the week sells the fewest kilos?",
    lambda s: name(s.by("weekday", "kilos"), low=True))
ask(K, T, "average", "how much does Sue spend per visit on average?",
    lambda s: number(money(s.takings(cust="Sue Davis") / s.count(cust="Sue Davis"))))
ask(K, T, "share", "what percentage of our customers bought bananas?",
    lambda s: number(pct(len(s.shoppers(prod="banana")), len(s.shoppers()))))
ask(K, "2024-02-08", "biggest", "what's the biggest sale so far this month?",
    lambda s: number(money(ticket_max(s, month_to_date(s.today)))))
ask(K, T, "biggest", "how much did the best day of the month take?",
    lambda s: number(money(max(s.by("day", "takings").values()))))
ask(K, T, "count", "how many times did people buy cherries on weekends?",
    lambda s: number(s.count(prod="cherry", wds=WEEKEND)))
ask(K, "2024-02-24", "average", "what's the average sale been this week?",
    lambda s: number(money(s.takings(this_week(s.today)) / s.count(this_week(s.today)))))
ask(K, T, "takings", "how much money did each fruit bring in this month?",
    lambda s: table("product", s.by("product", "takings", month_to_date(s.today)), money))
ask(K, "2024-02-19", "comparison", "how many more kilos of strawberries than cherries have we sold so far?",
    lambda s: number(kilo(s.kilos(prod="strawberry") - s.kilos(prod="cherry"))))
ask(K, "2024-02-11", "biggest", "which fruit has sold the most kilos up to now?",
    lambda s: name(s.by("product", "kilos")))
ask(K, T, "count", "how many sales happen on each day of the week?",
    lambda s: table("weekday", s.count_by("weekday"), int))
ask(K, "2024-02-25", "average", "what's the average price per kilo people paid this weekend?",
    lambda s: number(money(s.takings(weekend_gone(s.today)) / s.kilos(weekend_gone(s.today)))))
ask(K, T, "", "which fruit is the healthiest one we sell?")
ask(K, T, "", "how many calories were in all the fruit we sold?")
ask(K, "2024-02-13", "", "can you email the sales numbers to my teacher?")
ask(K, T, "", "what's going to be the top fruit next summer?")
ask(K, T, "", "how much did Smith spend this month?")
ask(K, T, "", "will the rain next week mean fewer customers?")

# ---- 4. a food-safety inspector on a visit: write-offs, stock and counts
I = PERSONAS[3]
ask(I, T, "count", "How many stock adjustments have been recorded this month?",
    lambda s: number(len([a for a in s.adjs if a["date"] >= month_to_date(s.today)[0]])))
ask(I, T, "write-offs", "State the total weight of stock written off in February, in kilos.",
    lambda s: number(kilo(s.writeoff_kg(("2024-02-01", "2024-02-29")))))
ask(I, T, "write-offs", "Give me the write-offs by product, at cost.",
    lambda s: table("product", {p: s.writeoff_cost(prod=p) for p in s.products}, money))
ask(I, T, "write-offs", "Which product has had the most weight written off?",
    lambda s: name({p: s.writeoff_kg(prod=p) for p in s.products}))
ask(I, "2024-02-25", "stock", "What is the current stock of cherries?",
    lambda s: number(kilo(s.stock("cherry"))))
ask(I, T, "stock", "I need the stock on hand for every product at close today.",
    lambda s: table("product", stock_all(s), kilo))
ask(I, T, "stock", "Which products are holding under 22 kilos of stock?",
    lambda s: over(stock_all(s), 22, under=True))
ask(I, "2024-02-16", "stock", "What was the strawberry stock at close on the 15th?",
    lambda s: number(kilo(s.stock("strawberry", "2024-02-15"))))
ask(I, "2024-02-20", "write-offs", "How many kilos were written off yesterday?",
    lambda s: number(kilo(s.writeoff_kg(yesterday(s.today)))))
ask(I, T, "count", "How many of the write-offs were for strawberries?",
    lambda s: number(len(s.writeoffs(prod="strawberry"))))
ask(I, T, "write-offs", "What percentage of the strawberries bought in this month were written off?",
    lambda s: number(pct(s.writeoff_kg(month_to_date(s.today), prod="strawberry"),
                         s.bought_kg(month_to_date(s.today), prod="strawberry"))))
ask(I, T, "write-offs", "On which days was stock written off?",
    lambda s: names_of({a["date"] for a in s.writeoffs()}))
ask(I, "2024-02-10", "stock", "How many kilos of grapes were on hand at close today?",
    lambda s: number(kilo(s.stock("grape"))))
ask(I, T, "count", "How many customer returns were logged this month?",
    lambda s: number(len(s.returns(month_to_date(s.today)))))
ask(I, T, "refunds", "Which customers brought goods back?",
    lambda s: names_of({r["cust"] for r in s.returns()}))
ask(I, T, "refunds", "What weight of produce came back through returns?",
    lambda s: number(kilo(sum(Shop.weight(r["sale"]) for r in s.returns()))))
ask(I, T, "count", "From how many different suppliers did produce arrive this month?",
    lambda s: number(len({p["sup"] for p in s.deliveries(month_to_date(s.today))})))
ask(I, T, "purchases", "How many kilos of cherries were received on the 28th?",
    lambda s: number(kilo(s.bought_kg(("2024-02-28", "2024-02-28"), prod="cherry"))))
ask(I, "2024-02-22", "stock", "What was the strawberry stock at close on the 20th?",
    lambda s: number(kilo(s.stock("strawberry", "2024-02-20"))))
ask(I, T, "stock", "How much cherry stock was there at close on the 27th, before the new delivery?",
    lambda s: number(kilo(s.stock("cherry", "2024-02-27"))))
ask(I, T, "stock", "What is the total weight of fruit in stock right now?",
    lambda s: number(kilo(sum(stock_all(s).values()))))
ask(I, T, "write-offs", "How many kilos have been written off since the 10th?",
    lambda s: number(kilo(s.writeoff_kg(since("2024-02-10", s.today)))))
ask(I, T, "write-offs", "Which products have had nothing written off this month?",
    lambda s: names_of([p for p in s.products if s.writeoff_kg(month_to_date(s.today), prod=p) == 0]))
ask(I, T, "write-offs", "How much cherry has been written off this week, in kilos?",
    lambda s: number(kilo(s.writeoff_kg(this_week(s.today), prod="cherry"))))
ask(I, T, "count", "How many sales included strawberries between the 16th and the 20th?",
    lambda s: number(s.count(("2024-02-16", "2024-02-20"), prod="strawberry")))
ask(I, "2024-02-23", "count", "How many customers were served today?",
    lambda s: number(len(s.shoppers((s.today, s.today)))))
ask(I, "2024-02-06", "count", "How many sales were made yesterday?",
    lambda s: number(s.count(yesterday(s.today))))
ask(I, T, "stock", "What was the banana stock at close on the 7th?",
    lambda s: number(kilo(s.stock("banana", "2024-02-07"))))
ask(I, "2024-02-12", "stock", "What was the pear stock at close yesterday?",
    lambda s: number(kilo(s.stock("pear", yesterday(s.today)[0]))))
ask(I, T, "stock", "What is the strawberry stock on hand worth at cost?",
    lambda s: number(money(s.stock_value("strawberry"))))
ask(I, T, "write-offs", "List the kilos written off on each day.",
    lambda s: table("day", {d: s.writeoff_kg((d, d)) for d in {a["date"] for a in s.writeoffs()}}, kilo))
ask(I, T, "kilos", "How many kilos of strawberries were sold last week?",
    lambda s: number(kilo(s.kilos(last_week(s.today), prod="strawberry"))))
ask(I, T, "write-offs", "How many kilos of pears were written off before the 10th?",
    lambda s: number(kilo(s.writeoff_kg(before("2024-02-10"), prod="pear"))))
ask(I, T, "stock", "Which product has the most stock on hand right now?",
    lambda s: name(stock_all(s)))
ask(I, "2024-02-14", "stock", "Stock on hand by product at close today, please.",
    lambda s: table("product", stock_all(s), kilo))
ask(I, T, "count", "How many sales were refunded in the last 14 days?",
    lambda s: number(len(s.returns(last_n_days(s.today, 14)))))
ask(I, T, "kilos", "How many kilos of mango were sold between the 20th and the 27th?",
    lambda s: number(kilo(s.kilos(("2024-02-20", "2024-02-27"), prod="mango"))))
ask(I, "2024-02-09", "stock", "What is the total stock, in kilos, across all fruit at close today?",
    lambda s: number(kilo(sum(stock_all(s).values()))))
ask(I, T, "write-offs", "What was the average size of a write-off, in kilos?",
    lambda s: number(kilo(s.writeoff_kg() / len(s.writeoffs()))))
ask(I, T, "count", "How many sale transactions were recorded on weekends?",
    lambda s: number(s.count(wds=WEEKEND)))
ask(I, T, "stock", "Which products have more than 29 kilos in stock?",
    lambda s: over(stock_all(s), 29))
ask(I, "2024-02-17", "write-offs", "What weight has been written off so far this week?",
    lambda s: number(kilo(s.writeoff_kg(this_week(s.today)))))
ask(I, "2024-02-26", "refunds", "How many kilos came back on returns last week?",
    lambda s: number(kilo(sum(Shop.weight(r["sale"]) for r in s.returns(last_week(s.today))))))
ask(I, T, "write-offs", "What did write-offs over the last 7 days cost at purchase price?",
    lambda s: number(money(s.writeoff_cost(last_n_days(s.today, 7)))))
ask(I, T, "", "What temperature is the cold room kept at?")
ask(I, "2024-02-16", "", "When do the strawberries currently on hand expire?")
ask(I, T, "", "Delete the grape write-off from the 3rd.")
ask(I, T, "", "How much fruit will spoil next week?")
ask(I, T, "", "What did Mr Smith bring back?")
ask(I, T, "", "Log a 1 kilo write-off of mango for today.")


# ------------------------------------------------------------------ write questions.jsonl
def build():
    shops, rows, seen = {}, [], set()
    for n, (persona, today, category, text, fn) in enumerate(QUESTIONS, 1):
        key = text.strip().lower()
        assert key not in seen, f"duplicate question: {text}"
        seen.add(key)
        if fn is None:
            expect = REFUSE
        else:
            shop = shops.setdefault(today, Shop(today))
            expect = fn(shop)
            if expect["type"] == "number":
                assert expect["value"] != 0 or category == "count", text
        rows.append({"id": "q76-%03d" % n, "question": text, "today": today, "category": category,
                     "expect": expect, "_persona": persona})
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps({k: v for k, v in r.items() if k != "_persona"}) + "\n")
    counts = {}
    for r in rows:
        counts.setdefault(r["_persona"], {}).setdefault(r["expect"]["type"], 0)
        counts[r["_persona"]][r["expect"]["type"]] += 1
    early = sum(r["today"] < END for r in rows)
    refuse = sum(r["expect"]["type"] == "refuse" for r in rows)
    print(f"wrote {len(rows)} questions to {OUT}: {refuse} refusals, {early} asked before {END}")
    for p in PERSONAS:
        print(f"  {p}: {sum(counts[p].values())} {dict(sorted(counts[p].items()))}")


if __name__ == "__main__":
    main()
