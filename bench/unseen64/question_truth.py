"""Hand-written held-out question set 64 for ChatLedger, with answers from a plain replay of the records.

Each question has a small answer function computed from a replay of
resources/demo/fruitshop_month.jsonl cut at the question's `today` (stdlib only, Decimal
money).  Run from the repository root to (re)write questions.jsonl:

    python bench/unseen64/question_truth.py
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
RECORDS = [json.loads(line) for line in open(DATA) if line.strip()]
CENT = Decimal("0.01")
GRAM = Decimal("0.001")
FIRST = "2024-02-01"
END = "2024-02-29"


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


def monday(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def weekday(s):
    return day(s).strftime("%A")


class Ledger:
    """Everything recorded on or before `today`, replayed in file order."""

    def __init__(self, today):
        self.today = today
        self.sales = []    # dict(date, cust, lines=[(product, kg, value)], returned=None|date)
        self.buys = []     # dict(date, supplier, product, kg, cost)
        self.adjs = []     # (date, product, kg)
        self.returns = []  # (date, customer, sale)
        self.prices = []   # (date, product, price) in file order
        price = {}
        for r in RECORDS:
            if r["date"] > today:
                break
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append(dict(date=r["date"], supplier=r["supplier"]["name"], product=it["product"],
                                          kg=dec(it["quantity"]), cost=dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = dec(it["selling_price"])
                        self.prices.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append((it["product"], kg, (kg * price[it["product"]]).quantize(CENT, ROUND_HALF_UP)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, returned=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"]
                       and s["cust"] == r["customer"]["name"] and s["returned"] is None]
                assert len(hit) == 1, r
                hit[0]["returned"] = r["date"]
                self.returns.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise ValueError(k)
        self.live = [s for s in self.sales if s["returned"] is None]

    # -- sales side
    def sales_in(self, lo=FIRST, hi=None, cust=None, prod=None, days=None):
        hi = hi or self.today
        out = []
        for s in self.live:
            if not (lo <= s["date"] <= hi):
                continue
            if cust is not None and s["cust"] != cust:
                continue
            if days is not None and weekday(s["date"]) not in days:
                continue
            if prod is not None and not any(p == prod for p, _, _ in s["lines"]):
                continue
            out.append(s)
        return out

    def lines(self, lo=FIRST, hi=None, cust=None, prod=None, days=None):
        return [(s, p, kg, v) for s in self.sales_in(lo, hi, cust, prod, days) for p, kg, v in s["lines"]
                if prod is None or p == prod]

    def takings(self, **kw):
        return sum((v for _, _, _, v in self.lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((kg for _, _, kg, _ in self.lines(**kw)), Decimal(0))

    def count(self, **kw):
        return len(self.sales_in(**kw))

    def unit_cost(self, prod):
        costs = {b["cost"] for b in self.buys if b["product"] == prod}
        assert len(costs) == 1, (prod, costs)
        return costs.pop()

    def cogs(self, **kw):
        return sum((kg * self.unit_cost(p) for _, p, kg, _ in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.takings(**kw) - self.cogs(**kw)

    def refunds(self, lo=FIRST, hi=None, cust=None):
        hi = hi or self.today
        return [(d, c, s) for d, c, s in self.returns if lo <= d <= hi and (cust is None or c == cust)]

    def refund_total(self, **kw):
        return sum((v for _, _, s in self.refunds(**kw) for _, _, v in s["lines"]), Decimal(0))

    def by(self, keyf, valf, **kw):
        out = {}
        for s, p, kg, v in self.lines(**kw):
            k = keyf(s, p)
            out[k] = out.get(k, Decimal(0)) + valf(p, kg, v)
        return {k: x for k, x in out.items() if x != 0}

    # -- purchase side
    def bought(self, prod=None, supplier=None, lo=FIRST, hi=None):
        hi = hi or self.today
        return [b for b in self.buys if lo <= b["date"] <= hi and (prod is None or b["product"] == prod)
                and (supplier is None or b["supplier"] == supplier)]

    def bought_kg(self, **kw):
        return sum((b["kg"] for b in self.bought(**kw)), Decimal(0))

    def bought_cost(self, **kw):
        return sum((b["kg"] * b["cost"] for b in self.bought(**kw)), Decimal(0))

    def stock(self, prod, d=None):
        d = d or self.today
        assert d <= self.today
        return (self.bought_kg(prod=prod, hi=d)
                - sum((kg for s in self.sales if s["date"] <= d and (s["returned"] is None or s["returned"] > d)
                       for p, kg, _ in s["lines"] if p == prod), Decimal(0))
                + sum((q for dt, p, q in self.adjs if p == prod and dt <= d), Decimal(0)))

    def price_at_close(self, prod, d):
        got = None
        for dt, p, pr in self.prices:
            if p == prod and dt <= d:
                got = pr
        return got

    def products(self):
        return sorted({b["product"] for b in self.buys})

    def customers(self):
        return sorted({s["cust"] for s in self.sales})


# ------------------------------------------------------------------ answer shapes
def _round(x, unit):
    x = Decimal(x)
    scaled = x / unit
    assert scaled - scaled.to_integral_value(rounding="ROUND_FLOOR") != Decimal("0.5"), ("sits on a half", x)
    return x.quantize(unit, ROUND_HALF_UP)


def r2(x):
    return float(_round(x, CENT))


def r3(x):
    return float(_round(x, GRAM))


def money(x):
    return {"type": "number", "value": r2(x)}


def kilo(x):
    return {"type": "number", "value": r3(x)}


def pct(part, whole):
    return money(Decimal(part) * 100 / Decimal(whole))


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(values, ordered=False):
    values = list(values)
    assert values and len(set(values)) == len(values)
    return {"type": "names", "values": values if ordered else sorted(values), "ordered": ordered}


def table(key, rows, fmt):
    out = {k: fmt(v) for k, v in sorted(rows.items()) if v != 0}
    assert out
    return {"type": "table", "key": key, "rows": out}


def only(values):
    values = set(values)
    assert len(values) == 1, values
    return name(values.pop())


def refuse():
    return {"type": "refuse"}


def ranked(rows, n, largest=True):
    """The first n keys by value; the values differ through the first key left out."""
    order = sorted(rows.items(), key=lambda kv: kv[1], reverse=largest)
    vals = [v for _, v in order[:n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", order[:n + 1])
    return [k for k, _ in order[:n]]


def top(rows, largest=True):
    return name(ranked(rows, 1, largest)[0])


def over(rows, limit):
    assert all(v != limit for v in rows.values()), ("value on the threshold", limit)
    return [k for k, v in rows.items() if v > limit]


def under(rows, limit):
    assert all(v != limit for v in rows.values()), ("value on the threshold", limit)
    return [k for k, v in rows.items() if v < limit]


# ------------------------------------------------------------------ small helpers over a ledger
def per(L, key, val="takings", **kw):
    keyf = {"product": lambda s, p: p, "customer": lambda s, p: s["cust"], "day": lambda s, p: s["date"],
            "week": lambda s, p: monday(s["date"]), "weekday": lambda s, p: weekday(s["date"]),
            "month": lambda s, p: s["date"][:7]}[key]
    valf = {"takings": lambda p, kg, v: v, "kilos": lambda p, kg, v: kg,
            "profit": lambda p, kg, v: v - kg * L.unit_cost(p)}[val]
    return L.by(keyf, valf, **kw)


def sales_per(L, key, **kw):
    keyf = {"customer": lambda s: s["cust"], "day": lambda s: s["date"], "weekday": lambda s: weekday(s["date"])}[key]
    out = {}
    for s in L.sales_in(**kw):
        out[keyf(s)] = out.get(keyf(s), 0) + 1
    return out


def sale_totals(L, **kw):
    return [sum((v for _, _, v in s["lines"]), Decimal(0)) for s in L.sales_in(**kw)]


def median(values):
    v = sorted(values)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def customers(L, **kw):
    """Distinct customers with a standing sale; checked against 'any sale recorded' so both readings agree."""
    standing = {s["cust"] for s in L.sales_in(**kw)}
    lo, hi = kw.get("lo", FIRST), kw.get("hi") or L.today
    anysale = {s["cust"] for s in L.sales if lo <= s["date"] <= hi
               and (kw.get("prod") is None or any(p == kw["prod"] for p, _, _ in s["lines"]))}
    assert standing == anysale, (standing ^ anysale)
    return standing


def stock_all(L, d=None):
    return {p: L.stock(p, d) for p in L.products()}


def buy_per(L, key, val="cost", **kw):
    out = {}
    for b in L.bought(**kw):
        k = {"supplier": b["supplier"], "product": b["product"], "week": monday(b["date"])}[key]
        out[k] = out.get(k, Decimal(0)) + (b["kg"] * b["cost"] if val == "cost" else b["kg"])
    return out


def deliveries(L, supplier=None):
    return sorted({(b["date"], b["supplier"]) for b in L.bought(supplier=supplier)})


def last_week(today):
    lo = shift(monday(today), -7)
    return lo, shift(lo, 6)


def this_week(today):
    return monday(today), today


QUESTIONS = []


def q(category, question, answer, today=END):
    QUESTIONS.append((category, question, today, answer))


# ================================================================== nervous_owner
N = "nervous_owner"
q(N, "I've been lying awake over this. Am I right in thinking February was a dreadful month? What did we actually "
     "take, all told, from the 1st to today?",
  lambda L: money(L.takings()))
q(N, "Is it true that Tom Lee has brought fruit back twice now? How much have we refunded him altogether?",
  lambda L: money(L.refund_total(cust="Tom Lee")))
q(N, "My accountant keeps asking and I get in such a flap. What's our profit on everything sold this month, once you "
     "take off what the fruit cost us?",
  lambda L: money(L.profit()))
q(N, "I'm worried the strawberries are going soft out the back. How many kilos of strawberry ought we to have in stock "
     "right now?",
  lambda L: kilo(L.stock("strawberry")), "2024-02-22")
q(N, "Sorry to be a bother, but what did we take yesterday? I wasn't in and I've been fretting about it all morning.",
  lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-19")), "2024-02-20")
q(N, "Am I right in thinking cherries are our best earner? Which fruit has actually brought in the most money so far?",
  lambda L: top(per(L, "product")), "2024-02-08")
q(N, "Somebody told me bananas outsell everything by weight. Is that true? Which fruit have we sold the most kilos of?",
  lambda L: top(per(L, "product", "kilos")))
q(N, "I keep thinking we're handing too much money back. What's the total we've refunded to customers this month?",
  lambda L: money(L.refund_total()))
q(N, "How many returns have we had up to now? Just the number please, it worries me.",
  lambda L: count(len(L.refunds())), "2024-02-20")
q(N, "Please tell me honestly how much Zoe Davis has spent with us this month. I have a feeling she's our best "
     "customer.",
  lambda L: money(L.takings(cust="Zoe Davis")))
q(N, "Which customers have brought something back for a refund? I'd like to know who, so I can keep an eye out.",
  lambda L: names({c for _, c, _ in L.refunds()}))
q(N, "I'm fretting about the week we've just had. What were the takings last week, Monday to Sunday?",
  lambda L: money(L.takings(lo=last_week(L.today)[0], hi=last_week(L.today)[1])), "2024-02-26")
q(N, "Has it been a slow week, do you think? What have we taken so far this week?",
  lambda L: money(L.takings(lo=this_week(L.today)[0])), "2024-02-22")
q(N, "I'm worried our pears are priced too low since the change. What are we charging per kilo for pears at the "
     "moment?",
  lambda L: money(L.price_at_close("pear", L.today)))
q(N, "Am I right in thinking all our stock-count corrections have been losses? How many kilos have we written off in "
     "them this month, altogether?",
  lambda L: kilo(-sum((x for _, _, x in L.adjs), Decimal(0))))
q(N, "The grapes worry me. Is it true we've sold less than half of what we bought? What percentage of the grapes "
     "we've bought have we actually sold?",
  lambda L: pct(L.kilos(prod="grape"), L.bought_kg(prod="grape")))
q(N, "I'm nervous about the mangoes. How many kilos of mango did we sell in the last 7 days?",
  lambda L: kilo(L.kilos(prod="mango", lo=shift(L.today, -6))))
q(N, "It would settle my nerves to know what the average sale came to this month, in dollars.",
  lambda L: money(L.takings() / L.count()))
q(N, "Forgive me, I'm hopeless with computers. How many different customers have bought from us since the start of "
     "the month?",
  lambda L: count(len(customers(L))), "2024-02-10")
q(N, "Is it true that Sunday is our worst day? Which day of the week has brought in the least money this month?",
  lambda L: top(per(L, "weekday"), largest=False))
q(N, "I'm in a state about the weekend. How much did we take on the Saturday and Sunday just gone?",
  lambda L: money(L.takings(lo="2024-02-24", hi="2024-02-25")), "2024-02-26")
q(N, "Am I right that we've paid out more for fruit than we've taken in? How much have we spent with suppliers on "
     "stock so far this month?",
  lambda L: money(L.bought_cost()))
q(N, "Ken Smith brought something back, didn't he? How much did we have to give him back?",
  lambda L: money(L.refund_total(cust="Ken Smith")))
q(N, "Oh dear, I think Bob Smith's total has gone down. What has he spent with us, not counting what he returned?",
  lambda L: money(L.takings(cust="Bob Smith")))
q(N, "I'm scared the cherries will run out before the next delivery. How much cherry did we have left at close of "
     "business on the 27th?",
  lambda L: kilo(L.stock("cherry", "2024-02-27")))
q(N, "Is it true we hardly sold any apples in the week of the 5th? How many sales with apples in them were there "
     "between the 5th and the 11th?",
  lambda L: count(L.count(prod="apple", lo="2024-02-05", hi="2024-02-11")))
q(N, "Could you tell me how many kilos of fruit we sold on the 5th? It felt so busy and I don't trust my memory.",
  lambda L: kilo(L.kilos(lo="2024-02-05", hi="2024-02-05")))
q(N, "I'm worried I've been overcharging since the orange price went up. How much money have oranges brought in from "
     "the 18th onwards?",
  lambda L: money(L.takings(prod="orange", lo="2024-02-18")))
q(N, "Everyone says strawberries are the money-maker but I don't trust it. How much profit have strawberries actually "
     "made us?",
  lambda L: money(L.profit(prod="strawberry")))
q(N, "Who's our best customer by money spent so far? I'd like to send them a thank-you card.",
  lambda L: top(per(L, "customer")), "2024-02-15")
q(N, "Am I right in thinking more than half our takings came from strawberries and cherries together? What share of "
     "the takings is that, as a percentage?",
  lambda L: pct(L.takings(prod="strawberry") + L.takings(prod="cherry"), L.takings()))
q(N, "I hate to ask again, but what did we take on the weekends this month, all the Saturdays and Sundays put "
     "together?",
  lambda L: money(L.takings(days={"Saturday", "Sunday"})))
q(N, "I'm panicking about running out. Which fruits have we got less than 22 kilos of in stock right now?",
  lambda L: names(under(stock_all(L), 22)))
q(N, "I always forget, I'm sorry. How many sales did we ring up on Valentine's Day?",
  lambda L: count(L.count(lo="2024-02-14", hi="2024-02-14")))
q(N, "Is it right that Thursdays are our busiest? How many sales have we made on Thursdays this month?",
  lambda L: count(L.count(days={"Thursday"})), "2024-02-22")
q(N, "Please be straight with me: what's our gross margin as a percentage of takings this month?",
  lambda L: pct(L.profit(), L.takings()))
q(N, "I'm scared we ran out of strawberries before the delivery on the 16th. How many kilos were left at the end of "
     "the 15th?",
  lambda L: kilo(L.stock("strawberry", "2024-02-15")))
q(N, "It's been a nerve-racking first week. Am I right in thinking we've taken under $150? What's the total so far?",
  lambda L: money(L.takings()), "2024-02-07")
q(N, "Omar Haddad buys so much it makes me anxious. How many separate times has he bought from us?",
  lambda L: count(L.count(cust="Omar Haddad")), "2024-02-19")
q(N, "Sorry, what did we take between the 12th and the 18th, both days included?",
  lambda L: money(L.takings(lo="2024-02-12", hi="2024-02-18")))
q(N, "I worry the banana price rise on the 19th put people off. How many kilos of banana have we sold since then, the "
     "19th included?",
  lambda L: kilo(L.kilos(prod="banana", lo="2024-02-19")))
q(N, "Is it true mango is our slowest seller? Which fruit has sold the fewest kilos this month?",
  lambda L: top(per(L, "product", "kilos"), largest=False))
q(N, "What's the value of the pears we've written off in the stock counts, at what we paid for them? It's been "
     "bothering me.",
  lambda L: money(-sum((x * L.unit_cost(p) for _, p, x in L.adjs if p == "pear"), Decimal(0))))
q(N, "I can't settle until I know: how much have customers spent with us today?",
  lambda L: money(L.takings(lo=L.today)), "2024-02-23")


# ================================================================== spreadsheet_nephew
S = "spreadsheet_nephew"
q(S, "sum of line value, group by product, whole of Feb",
  lambda L: table("product", per(L, "product"), r2))
q(S, "count of sales group by customer",
  lambda L: table("customer", sales_per(L, "customer"), int))
q(S, "pivot: kg sold by week, weeks starting Monday",
  lambda L: table("week", per(L, "week", "kilos"), r3))
q(S, "one row per weekday name, column = sum of takings",
  lambda L: table("weekday", per(L, "weekday"), r2))
q(S, "filter customer = Raj Patel, sum of sale amount",
  lambda L: money(L.takings(cust="Raj Patel")), "2024-02-21")
q(S, "sum of qty where product = strawberry and date >= 2024-02-16",
  lambda L: kilo(L.kilos(prod="strawberry", lo="2024-02-16")))
q(S, "count distinct customer where date between 2024-02-19 and 2024-02-25",
  lambda L: count(len(customers(L, lo="2024-02-19", hi="2024-02-25"))))
q(S, "rows = supplier, values = sum of qty x unit cost over all purchases",
  lambda L: table("supplier", buy_per(L, "supplier"), r2))
q(S, "group purchases by product, sum of kg",
  lambda L: table("product", buy_per(L, "product", "kg"), r3))
q(S, "refunds: sum of value grouped by customer",
  lambda L: table("customer", {c: L.refund_total(cust=c) for _, c, _ in L.refunds()}, r2))
q(S, "daily takings table for this week",
  lambda L: table("day", per(L, "day", lo=this_week(L.today)[0]), r2), "2024-02-22")
q(S, "avg of sale total where date in last week",
  lambda L: money(L.takings(lo=last_week(L.today)[0], hi=last_week(L.today)[1])
                  / L.count(lo=last_week(L.today)[0], hi=last_week(L.today)[1])))
q(S, "max of sale total so far",
  lambda L: money(max(sale_totals(L))), "2024-02-07")
q(S, "count of sales where total > $20",
  lambda L: count(len(over(dict(enumerate(sale_totals(L))), 20))))
q(S, "sum of profit group by product",
  lambda L: table("product", per(L, "product", "profit"), r2))
q(S, "profit pivot by customer",
  lambda L: table("customer", per(L, "customer", "profit"), r2))
q(S, "sum of kg sold, filter weekday in (Sat, Sun)",
  lambda L: kilo(L.kilos(days={"Saturday", "Sunday"})))
q(S, "count of sales per day for the week starting 2024-02-12",
  lambda L: table("day", sales_per(L, "day", lo="2024-02-12", hi="2024-02-18"), int))
q(S, "VLOOKUP unit cost for mango",
  lambda L: money(L.unit_cost("mango")))
q(S, "sum of takings where date < 2024-02-15",
  lambda L: money(L.takings(hi="2024-02-14")))
q(S, "takings by customer sorted descending, top 5, names column only",
  lambda L: names(ranked(per(L, "customer"), 5), ordered=True), "2024-02-18")
q(S, "count of purchase records (deliveries) by supplier",
  lambda L: table("supplier", {s: len(deliveries(L, s)) for s in {b["supplier"] for b in L.buys}}, int))
q(S, "sum of stock adjustment qty grouped by product",
  lambda L: table("product", {p: sum(x for _, pp, x in L.adjs if pp == p) for _, p, _ in L.adjs}, r3))
q(S, "closing stock per product as at today, one row each",
  lambda L: table("product", stock_all(L), r3), "2024-02-20")
q(S, "sum of takings for week starting 5 Feb",
  lambda L: money(L.takings(lo="2024-02-05", hi="2024-02-11")))
q(S, "weekly pivot of refund value, keyed by week start",
  lambda L: table("week", {w: L.refund_total(lo=w, hi=shift(w, 6)) for w in {monday(d) for d, _, _ in L.refunds()}},
                  r2))
q(S, "kg by product, filter customer = Omar Haddad",
  lambda L: table("product", per(L, "product", "kilos", cust="Omar Haddad"), r3))
q(S, "row count of sales today",
  lambda L: count(L.count(lo=L.today)), "2024-02-27")
q(S, "takings by product, filter date between 2024-02-19 and 2024-02-25",
  lambda L: table("product", per(L, "product", lo="2024-02-19", hi="2024-02-25"), r2))
q(S, "count of sales where customer name contains 'Smith'",
  lambda L: count(sum(1 for s in L.sales_in() if "Smith" in s["cust"])), "2024-02-13")
q(S, "mean kg per sale line, product = strawberry",
  lambda L: kilo(L.kilos(prod="strawberry") / len(L.lines(prod="strawberry"))))
q(S, "% of total kg sold by product, 2dp",
  lambda L: table("product", {p: v * 100 / L.kilos() for p, v in per(L, "product", "kilos").items()}, r2))
q(S, "cumulative takings to date",
  lambda L: money(L.takings()), "2024-02-10")
q(S, "sum(kg bought) - sum(kg sold) for apple",
  lambda L: kilo(L.bought_kg(prod="apple") - L.kilos(prod="apple")))
q(S, "strawberry only: sum of kg grouped by customer",
  lambda L: table("customer", per(L, "customer", "kilos", prod="strawberry"), r3))
q(S, "countif product = pear across sales this month",
  lambda L: count(L.count(prod="pear")), "2024-02-25")
q(S, "sum of qty x price for grape, rows dated 2024-02-10 to 2024-02-20 inclusive",
  lambda L: money(L.takings(prod="grape", lo="2024-02-10", hi="2024-02-20")))
q(S, "median sale total, Feb",
  lambda L: money(median(sale_totals(L))))
q(S, "takings grouped by month",
  lambda L: table("month", per(L, "month"), r2))
q(S, "count of sales per customer since 2024-02-20, only customers with 2 or more",
  lambda L: table("customer", {c: n for c, n in sales_per(L, "customer", lo="2024-02-20").items() if n >= 2}, int))
q(S, "min(date) where customer = Sue Davis",
  lambda L: name(min(s["date"] for s in L.sales_in(cust="Sue Davis"))))
q(S, "sum of line totals, customer = Tom Lee, as of today",
  lambda L: money(L.takings(cust="Tom Lee")), "2024-02-20")
q(S, "count of sale lines (not sales) this month",
  lambda L: count(len(L.lines())))
q(S, "sum of kg sold group by day, filter date in last 7 days",
  lambda L: table("day", per(L, "day", "kilos", lo=shift(L.today, -6)), r3), "2024-02-14")


# ================================================================== supplier_rep
R = "supplier_rep"
q(R, "How much strawberry did Green Valley Farms deliver to you in February, in kilos?",
  lambda L: kilo(L.bought_kg(prod="strawberry", supplier="Green Valley Farms")))
q(R, "What have you spent with ABC altogether this month?",
  lambda L: money(L.bought_cost(supplier="ABC")))
q(R, "Who's been supplying you with bananas?",
  lambda L: names({b["supplier"] for b in L.bought(prod="banana")}))
q(R, "When was your last delivery from Hillside Produce?",
  lambda L: name(deliveries(L, "Hillside Produce")[-1][0]))
q(R, "What are you paying a kilo for cherries these days?",
  lambda L: money(L.unit_cost("cherry")))
q(R, "How many deliveries have you had from Green Valley Farms so far?",
  lambda L: count(len(deliveries(L, "Green Valley Farms"))), "2024-02-20")
q(R, "Hillside dropped you 40 kilos of pears on the 9th. How many kilos of pear have you sold since then, counting "
     "the 9th?",
  lambda L: kilo(L.kilos(prod="pear", lo="2024-02-09")))
q(R, "How quick are the mangoes moving? Give me the average kilos sold per day over all 29 days of February.",
  lambda L: kilo(L.kilos(prod="mango") / 29))
q(R, "What's your markup on grapes, as a percentage on top of cost?",
  lambda L: pct(L.price_at_close("grape", L.today) - L.unit_cost("grape"), L.unit_cost("grape")))
q(R, "Who's your biggest supplier by spend?",
  lambda L: top(buy_per(L, "supplier")))
q(R, "How much banana have you got left on the shelf right now?",
  lambda L: kilo(L.stock("banana")), "2024-02-18")
q(R, "How many kilos of cherries went out between the 21st and the 27th, the week before our drop on the 28th?",
  lambda L: kilo(L.kilos(prod="cherry", lo="2024-02-21", hi="2024-02-27")))
q(R, "Which fruits have you bought from ABC?",
  lambda L: names({b["product"] for b in L.bought(supplier="ABC")}))
q(R, "What's the total weight of fruit you've taken in from all your suppliers this month?",
  lambda L: kilo(L.bought_kg()), "2024-02-16")
q(R, "What did the strawberry delivery on the 16th cost you?",
  lambda L: money(L.bought_cost(prod="strawberry", lo="2024-02-16", hi="2024-02-16")))
q(R, "What had you spent with Hillside Produce as of today?",
  lambda L: money(L.bought_cost(supplier="Hillside Produce")), "2024-02-12")
q(R, "What percentage of the cherries you've bought have gone out the door as sales?",
  lambda L: pct(L.kilos(prod="cherry"), L.bought_kg(prod="cherry")))
q(R, "How many kilos of pear did you sell before you dropped the price on the 24th?",
  lambda L: kilo(L.kilos(prod="pear", hi="2024-02-23")))
q(R, "What profit have you made on the grapes so far?",
  lambda L: money(L.profit(prod="grape")), "2024-02-15")
q(R, "Which fruit brought you the least money last week?",
  lambda L: top(per(L, "product", lo=last_week(L.today)[0], hi=last_week(L.today)[1]), largest=False))
q(R, "How many kilos of banana did you take in between the 1st and the 23rd?",
  lambda L: kilo(L.bought_kg(prod="banana", lo="2024-02-01", hi="2024-02-23")))
q(R, "Where do you get your mangoes from?",
  lambda L: only({b["supplier"] for b in L.bought(prod="mango")}))
q(R, "What did you pay Green Valley Farms for their first drop, on the 1st?",
  lambda L: money(L.bought_cost(supplier="Green Valley Farms", lo="2024-02-01", hi="2024-02-01")))
q(R, "How many kilos of apples have you sold since ABC's top-up on the 10th?",
  lambda L: kilo(L.kilos(prod="apple", lo="2024-02-10")))
q(R, "What's your average cost per kilo across everything you've bought this month?",
  lambda L: money(L.bought_cost() / L.bought_kg()))
q(R, "What's the cost of the fruit you've actually sold this month, your cost of goods?",
  lambda L: money(L.cogs()))
q(R, "Break your spend down by fruit for me, at cost.",
  lambda L: table("product", buy_per(L, "product"), r2))
q(R, "How many kilos of oranges did you get through last week, Monday to Sunday?",
  lambda L: kilo(L.kilos(prod="orange", lo=last_week(L.today)[0], hi=last_week(L.today)[1])))
q(R, "What did Hillside charge you a kilo for the bananas?",
  lambda L: money({b["cost"] for b in L.bought(prod="banana", supplier="Hillside Produce")}.pop()))
q(R, "How much orange did you have at close on the 17th, the day before the price went up?",
  lambda L: kilo(L.stock("orange", "2024-02-17")))
q(R, "How many kilos of strawberries have you lost in stock-count adjustments?",
  lambda L: kilo(-sum((x for _, p, x in L.adjs if p == "strawberry"), Decimal(0))))
q(R, "How much strawberry have you sold since our delivery on the 16th?",
  lambda L: kilo(L.kilos(prod="strawberry", lo="2024-02-16")), "2024-02-22")
q(R, "What are you selling mango at per kilo?",
  lambda L: money(L.price_at_close("mango", L.today)))
q(R, "Which suppliers have you bought from since the 10th?",
  lambda L: names({b["supplier"] for b in L.bought(lo="2024-02-10")}))
q(R, "What's your margin per kilo on strawberries, sell price less cost?",
  lambda L: money(L.price_at_close("strawberry", L.today) - L.unit_cost("strawberry")))
q(R, "How much did you spend on deliveries from the 15th on?",
  lambda L: money(L.bought_cost(lo="2024-02-15")))
q(R, "Spend on deliveries week by week, weeks starting Monday?",
  lambda L: table("week", buy_per(L, "week"), r2))
q(R, "How many kilos of grapes have you got in stock today?",
  lambda L: kilo(L.stock("grape")), "2024-02-10")
q(R, "What do you clear on a kilo of mango after cost, on average?",
  lambda L: money(L.profit(prod="mango") / L.kilos(prod="mango")))
q(R, "Rank your fruit by kilos sold, top three please.",
  lambda L: names(ranked(per(L, "product", "kilos"), 3), ordered=True))
q(R, "How many different customers bought strawberries from you this month?",
  lambda L: count(len(customers(L, prod="strawberry"))), "2024-02-19")
q(R, "Who did the banana delivery on the 8th?",
  lambda L: only({b["supplier"] for b in L.bought(prod="banana", lo="2024-02-08", hi="2024-02-08")}))
q(R, "How many kilos of cherries had you sold before the cherry delivery on the 28th?",
  lambda L: kilo(L.kilos(prod="cherry", hi="2024-02-27")))
q(R, "How much have you paid out for deliveries so far?",
  lambda L: money(L.bought_cost()), "2024-02-09")


# ================================================================== quickfire
Q = "quickfire"
q(Q, "feb revenue?",
  lambda L: money(L.takings()))
q(Q, "apple takings, feb?",
  lambda L: money(L.takings(prod="apple")))
q(Q, "top customer by spend?",
  lambda L: top(per(L, "customer")))
q(Q, "biggest buyer, kilos?",
  lambda L: top(per(L, "customer", "kilos")))
q(Q, "banana stock?",
  lambda L: kilo(L.stock("banana")))
q(Q, "cherry price?",
  lambda L: money(L.price_at_close("cherry", L.today)))
q(Q, "refunds total?",
  lambda L: money(L.refund_total()), "2024-02-16")
q(Q, "profit, february?",
  lambda L: money(L.profit()), "2024-02-25")
q(Q, "sales count today?",
  lambda L: count(L.count(lo=L.today)), "2024-02-23")
q(Q, "kg sales this week?",
  lambda L: kilo(L.kilos(lo=this_week(L.today)[0])))
q(Q, "takings last week?",
  lambda L: money(L.takings(lo=last_week(L.today)[0], hi=last_week(L.today)[1])))
q(Q, "mango sales, kg?",
  lambda L: kilo(L.kilos(prod="mango")))
q(Q, "best weekday?",
  lambda L: weekday_best(L))
q(Q, "worst product, revenue?",
  lambda L: top(per(L, "product"), largest=False))
q(Q, "pear cost price?",
  lambda L: money(L.unit_cost("pear")))
q(Q, "number of returns?",
  lambda L: count(len(L.refunds())))
q(Q, "Omar's total spend?",
  lambda L: money(L.takings(cust="Omar Haddad")))
q(Q, "strawberry profit?",
  lambda L: money(L.profit(prod="strawberry")), "2024-02-12")
q(Q, "yesterday's takings?",
  lambda L: money(L.takings(lo=shift(L.today, -1), hi=shift(L.today, -1))), "2024-02-15")
q(Q, "last weekend takings?",
  lambda L: money(L.takings(lo=shift(monday(L.today), -2), hi=shift(monday(L.today), -1))), "2024-02-20")
q(Q, "grape stock on the 20th?",
  lambda L: kilo(L.stock("grape", "2024-02-20")))
q(Q, "Green Valley spend?",
  lambda L: money(L.bought_cost(supplier="Green Valley Farms")))
q(Q, "number of deliveries?",
  lambda L: count(len(deliveries(L))))
q(Q, "avg sale?",
  lambda L: money(L.takings() / L.count()), "2024-02-16")
q(Q, "kg sales by product?",
  lambda L: table("product", per(L, "product", "kilos"), r3), "2024-02-09")
q(Q, "takings by week?",
  lambda L: table("week", per(L, "week"), r2))
q(Q, "customer count, feb?",
  lambda L: count(len(customers(L))), "2024-02-17")
q(Q, "top 2 products, takings?",
  lambda L: names(ranked(per(L, "product"), 2), ordered=True))
q(Q, "Sue Davis total?",
  lambda L: money(L.takings(cust="Sue Davis")))
q(Q, "orange price now?",
  lambda L: money(L.price_at_close("orange", L.today)))
q(Q, "cogs to date?",
  lambda L: money(L.cogs()), "2024-02-18")
q(Q, "margin %?",
  lambda L: pct(L.profit(), L.takings()), "2024-02-20")
q(Q, "refunds last week?",
  lambda L: money(L.refund_total(lo=last_week(L.today)[0], hi=last_week(L.today)[1])))
q(Q, "sales in kg, 22nd?",
  lambda L: kilo(L.kilos(lo="2024-02-22", hi="2024-02-22")))
q(Q, "biggest single sale?",
  lambda L: money(max(sale_totals(L))))
q(Q, "cherry stock now?",
  lambda L: kilo(L.stock("cherry")), "2024-02-24")
q(Q, "Ida Novak spend?",
  lambda L: money(L.takings(cust="Ida Novak")), "2024-02-12")
q(Q, "pear kg sold, last 7 days?",
  lambda L: kilo(L.kilos(prod="pear", lo=shift(L.today, -6))))
q(Q, "apple supplier?",
  lambda L: only({b["supplier"] for b in L.bought(prod="apple")}))
q(Q, "cherries bought, kg?",
  lambda L: kilo(L.bought_kg(prod="cherry")))
q(Q, "written-off kilos?",
  lambda L: kilo(-sum((x for _, _, x in L.adjs), Decimal(0))), "2024-02-17")
q(Q, "Tom Lee refunds?",
  lambda L: money(L.refund_total(cust="Tom Lee")), "2024-02-20")
q(Q, "takings since 20th?",
  lambda L: money(L.takings(lo="2024-02-20")))
q(Q, "busiest week, takings?",
  lambda L: top(per(L, "week")))


def weekday_best(L):
    """'best weekday' read as takings, kilos or number of sales: all three must agree."""
    a = ranked(per(L, "weekday"), 1)
    b = ranked(per(L, "weekday", "kilos"), 1)
    c = ranked(sales_per(L, "weekday"), 1)
    assert a == b == c, (a, b, c)
    return name(a[0])


# ================================================================== refuse
F = "refuse"
q(F, "If things carry on like this, what will we take next week?", lambda L: refuse(), "2024-02-14")
q(F, "How many kilos of mango should I order in for March?", lambda L: refuse())
q(F, "UPDATE price SET pear = 1.50, can you run that for me?", lambda L: refuse())
q(F, "Please delete Tom Lee's return on the 26th, I think it was a mistake and it's upsetting the figures.",
  lambda L: refuse())
q(F, "Add a sale for Ann Brown: 2 kg of apples, today.", lambda L: refuse(), "2024-02-21")
q(F, "How much has Smith spent with us this month?", lambda L: refuse())
q(F, "What did Davis buy last week?", lambda L: refuse(), "2024-02-26")
q(F, "I'm terrified of the electricity bill. What has it come to this month?", lambda L: refuse())
q(F, "How many people came in and walked out without buying anything?", lambda L: refuse())
q(F, "What time of day do we get the most customers?", lambda L: refuse())
q(F, "Which customers paid by card?", lambda L: refuse())
q(F, "How did takings compare with February last year?", lambda L: refuse())
q(F, "wages feb?", lambda L: refuse())
q(F, "Be honest with me, which supplier turns up late most often?", lambda L: refuse())
q(F, "How much VAT do we owe on February's sales?", lambda L: refuse())
q(F, "Will the rain this weekend hurt your strawberry sales?", lambda L: refuse(), "2024-02-23")
q(F, "Mark Green Valley's invoice for the 28th as paid.", lambda L: refuse())
q(F, "How old is Raj Patel?", lambda L: refuse())
q(F, "kiwi price?", lambda L: refuse())
q(F, "Ms Davis's spend?", lambda L: refuse(), "2024-02-22")
q(F, "How much did Mr Smith's return cost us?", lambda L: refuse())
q(F, "Email everyone who bought cherries a 10% discount code.", lambda L: refuse())
q(F, "How many days have the bananas got before they go off?", lambda L: refuse())
q(F, "pivot forecast of cherry stock, end of March", lambda L: refuse())


# ================================================================== write
def main():
    ledgers = {}
    out = []
    for n, (category, question, today, answer) in enumerate(QUESTIONS, 1):
        if today not in ledgers:
            ledgers[today] = Ledger(today)
        out.append({"id": "q64-%03d" % n, "question": question, "today": today, "category": category,
                    "expect": answer(ledgers[today])})
    with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
        for row in out:
            f.write(json.dumps(row) + "\n")
    cats = {}
    for row in out:
        cats[row["category"]] = cats.get(row["category"], 0) + 1
    early = sum(row["today"] < END for row in out)
    print("questions", len(out), cats, "today before %s:" % END, early)


if __name__ == "__main__":
    main()
