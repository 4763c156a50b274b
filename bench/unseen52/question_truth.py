"""Truth for bench/unseen52: hand-typed questions, answers computed by replaying the demo shop.

Stdlib only, Decimal money.  Run:  python bench/unseen52/question_truth.py  (writes questions.jsonl here).
"""

import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal, getcontext

getcontext().prec = 50
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
with open(DATA, encoding="utf-8") as _f:
    RECORDS = [json.loads(line) for line in _f if line.strip()]
FIRST, LAST = "2024-02-01", "2024-02-29"


def dec(x):
    return Decimal(str(x))


def r2(x):
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def r3(x):
    return x.quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


def day(s):
    return datetime.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


def monday(s):
    return shift(s, -day(s).weekday())


class Ledger:
    """The shop as it stands at close of `today`: only records dated on or before it."""

    _cache: dict = {}

    def __init__(self, today):
        self.today = today
        self.sales = []  # dict(date, cust, lines [(prod, kg, value)], ret)
        self.buys = []  # (date, supplier, prod, kg, unit_cost)
        self.adjs = []  # (date, prod, kg)
        self.rets = []  # (date, cust, sale)
        self.prices = []  # (date, prod, price) in file order
        price, cost = {}, {}
        for r in RECORDS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    uc = dec(it["unit_cost"])
                    assert cost.setdefault(p, uc) == uc, "one unit cost per product"
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), uc))
                    if it.get("selling_price") is not None:
                        price[p] = dec(it["selling_price"])
                        self.prices.append((r["date"], p, price[p]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append((it["product"], kg, r2(kg * price[it["product"]])))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise ValueError(k)
        self.cost = cost
        self.live = [s for s in self.sales if s["ret"] is None]

    # ---------------------------------------------------------------- selection
    def lines(self, lo=FIRST, hi=LAST, prod=None, cust=None, wd=None, include_returned=False):
        for s in self.sales if include_returned else self.live:
            if not lo <= s["date"] <= hi or (cust and s["cust"] != cust):
                continue
            if wd is not None and day(s["date"]).weekday() not in wd:
                continue
            for p, kg, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, kg, v

    def tak(self, lo=FIRST, hi=LAST, prod=None, cust=None, wd=None):
        return sum((v for _, _, _, v in self.lines(lo, hi, prod, cust, wd)), Decimal(0))

    def kg(self, lo=FIRST, hi=LAST, prod=None, cust=None, wd=None):
        return sum((k for _, _, k, _ in self.lines(lo, hi, prod, cust, wd)), Decimal(0))

    def cogs(self, lo=FIRST, hi=LAST, prod=None, cust=None):
        return sum((k * self.cost[p] for _, p, k, _ in self.lines(lo, hi, prod, cust)), Decimal(0))

    def profit(self, lo=FIRST, hi=LAST, prod=None, cust=None):
        return self.tak(lo, hi, prod, cust) - self.cogs(lo, hi, prod, cust)

    def salelist(self, lo=FIRST, hi=LAST, cust=None, prod=None, wd=None):
        seen = []
        for s, _, _, _ in self.lines(lo, hi, prod, cust, wd):
            if not any(s is x for x in seen):
                seen.append(s)
        return seen

    def nsales(self, lo=FIRST, hi=LAST, cust=None, prod=None, wd=None):
        return len(self.salelist(lo, hi, cust, prod, wd))

    def custs(self, lo=FIRST, hi=LAST, prod=None):
        got = {s["cust"] for s, _, _, _ in self.lines(lo, hi, prod)}
        alt = {s["cust"] for s, _, _, _ in self.lines(lo, hi, prod, include_returned=True)}
        assert got == alt, "returned sales change who bought"
        return sorted(got)

    def stotal(self, s):
        return sum((v for _, _, v in s["lines"]), Decimal(0))

    def refunds(self, lo=FIRST, hi=LAST, cust=None):
        return sum((self.stotal(s) for d, c, s in self.rets if lo <= d <= hi and (cust is None or c == cust)),
                   Decimal(0))

    def nrets(self, lo=FIRST, hi=LAST, cust=None):
        return sum(1 for d, c, _ in self.rets if lo <= d <= hi and (cust is None or c == cust))

    def bought(self, lo=FIRST, hi=LAST, prod=None, sup=None):
        return sum((k for d, s, p, k, _ in self.buys if lo <= d <= hi and prod in (None, p) and sup in (None, s)),
                   Decimal(0))

    def spent(self, lo=FIRST, hi=LAST, prod=None, sup=None):
        return sum((k * c for d, s, p, k, c in self.buys if lo <= d <= hi and prod in (None, p) and sup in (None, s)),
                   Decimal(0))

    def written_off(self, lo=FIRST, hi=LAST, prod=None):
        return -sum((k for d, p, k in self.adjs if lo <= d <= hi and prod in (None, p) and k < 0), Decimal(0))

    def price_on(self, prod, d):
        got = None
        for dt, p, pr in self.prices:
            if p == prod and dt <= d:
                got = pr
        assert got is not None
        return got

    def stock(self, prod, d=None):
        d = d or self.today
        assert d <= self.today
        at = Ledger(d)
        return at.bought(prod=prod) - at.kg(prod=prod) + sum((k for _, p, k in at.adjs if p == prod), Decimal(0))

    # ---------------------------------------------------------------- groupings
    def by(self, key, measure, lo=FIRST, hi=LAST, prod=None, cust=None, wd=None):
        out = {}
        for s, p, k, v in self.lines(lo, hi, prod, cust, wd):
            kk = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                  "weekday": day(s["date"]).strftime("%A")}[key]
            x = {"tak": v, "kg": k, "profit": v - k * self.cost[p]}[measure]
            out[kk] = out.get(kk, Decimal(0)) + x
        return out


def L(today):
    if today not in Ledger._cache:
        Ledger._cache[today] = Ledger(today)
    return Ledger._cache[today]


# -------------------------------------------------------------------- answers
def money(x):
    return {"type": "number", "value": float(r2(x))}


def kilos(x):
    return {"type": "number", "value": float(r3(x))}


def count(n):
    return {"type": "number", "value": int(n)}


def pct_of(a, b):
    assert b != 0
    return r2(Decimal(a) * 100 / Decimal(b))


def pct(a, b):
    return {"type": "number", "value": float(pct_of(a, b))}


def growth(new, old):
    return pct(new - old, old)


def name(x):
    return {"type": "name", "value": x}


def names(xs, ordered=False):
    xs = list(xs)
    assert xs and len(set(xs)) == len(xs)
    return {"type": "names", "values": xs if ordered else sorted(xs), "ordered": ordered}


def table(key, rows, rnd):
    rows = {k: float(rnd(v)) for k, v in sorted(rows.items()) if rnd(v) != 0}
    assert rows
    return {"type": "table", "key": key, "rows": rows}


def top(d, n=1, low=False):
    """Ranking: values must differ through the first item left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", items[: n + 1])
    return [k for k, _ in items[:n]]


def over(d, thr, below=False):
    thr = Decimal(str(thr))
    assert all(v != thr for v in d.values()), "value on threshold"
    return [k for k, v in d.items() if (v < thr if below else v > thr)]


def same(a, b):
    assert a == b, (a, b)
    return a


REFUSE = {"type": "refuse"}
QS = []


def Q(cat, today, text, fn):
    QS.append((cat, today, text, fn))


def T(d):
    return f"2024-02-{d:02d}"


def yday(t):
    return shift(t, -1)


def this_week(t):
    return monday(t), t


def last_week(t):
    m = monday(t)
    return shift(m, -7), shift(m, -1)


def last_days(t, n):
    return shift(t, -(n - 1)), t


# ==================================================================== yes_no
YN = "yes_no"
Q(YN, T(24), "Did Bob buy anything last week? How much did he end up spending?",
  lambda x: money(x.tak(*last_week(x.today), cust="Bob Smith")))
Q(YN, T(21), "Did Bob come in at all last week, and what did it come to?",
  lambda x: money(x.tak(*last_week(x.today), cust="Bob Smith")))
Q(YN, T(29), "Is mango stock under 20 kilos — how much is there?", lambda x: kilos(x.stock("mango")))
Q(YN, T(29), "Has Eva Berg ever brought anything back? What was it worth?",
  lambda x: money(x.refunds(cust="Eva Berg")))
Q(YN, T(29), "Did we sell any mango on the 16th? How many kilos?", lambda x: kilos(x.kg(T(16), T(16), "mango")))
Q(YN, T(27), "Are we down to less than 10 kg of cherries? What's actually left?", lambda x: kilos(x.stock("cherry")))
Q(YN, T(29), "Were there any returns this week? How many?", lambda x: count(x.nrets(*this_week(x.today))))
Q(YN, T(29), "Did takings beat $100 last week? What were they?", lambda x: money(x.tak(*last_week(x.today))))
Q(YN, T(29), "Is Omar our biggest spender this month? If not, who is?",
  lambda x: name(top(x.by("customer", "tak"))[0]))
Q(YN, T(29), "Did anyone buy apples last week? Who?", lambda x: names(x.custs(*last_week(x.today), "apple")))
Q(YN, T(29), "Zoe Davis — did she spend over $40 this month? What's her total?",
  lambda x: money(x.tak(cust="Zoe Davis")))
Q(YN, T(29), "Are oranges still $1.40 a kilo? What's the price now?",
  lambda x: money(x.price_on("orange", x.today)))
Q(YN, T(21), "Has the banana price changed — what is it today?", lambda x: money(x.price_on("banana", x.today)))
Q(YN, T(29), "Did we write off any stock last week? How many kilos in total?",
  lambda x: kilos(x.written_off(*last_week(x.today))))
Q(YN, T(29), "Did Ken Smith bring anything back? How much did we refund him?",
  lambda x: money(x.refunds(cust="Ken Smith")))
Q(YN, T(29), "Was Tuesday the 20th any good? What did we take that day?", lambda x: money(x.tak(T(20), T(20))))
Q(YN, T(20), "Were there sales on Sunday the 11th? How many?", lambda x: count(x.nsales(T(11), T(11))))
Q(YN, T(29), "Any sales still standing from Sunday the 11th? Count them.", lambda x: count(x.nsales(T(11), T(11))))
Q(YN, T(29), "Did Sue Davis ever buy grapes? How many kilos?", lambda x: kilos(x.kg(prod="grape", cust="Sue Davis")))
Q(YN, T(29), "Have we bought from Hillside Produce this month? What did it cost us?",
  lambda x: money(x.spent(sup="Hillside Produce")))
Q(YN, T(29), "Is there any grape left? How many kg?", lambda x: kilos(x.stock("grape")))
Q(YN, T(29), "Did we make money on strawberries last week? What was the profit?",
  lambda x: money(x.profit(*last_week(x.today), prod="strawberry")))
Q(YN, T(29), "Was anything written off on the 28th? Which fruit?",
  lambda x: name(same([p for d, p, k in x.adjs if d == T(28) and k < 0], ["cherry"])[0]))
Q(YN, T(29), "Did more than 5 different customers shop between the 5th and the 11th? How many did?",
  lambda x: count(len(x.custs(T(5), T(11)))))
Q(YN, T(18), "Do we still have strawberries? How many kilos are there?", lambda x: kilos(x.stock("strawberry")))
Q(YN, T(23), "Has Luis Garcia shopped this week? What did he spend?",
  lambda x: money(x.tak(*this_week(x.today), cust="Luis Garcia")))
Q(YN, T(29), "Did Ann Brown buy any mango? What did she pay for it altogether?",
  lambda x: money(x.tak(prod="mango", cust="Ann Brown")))
Q(YN, T(29), "Were any sales bigger than $20? How many were?",
  lambda x: count(len(over({id(s): x.stotal(s) for s in x.live}, 20))))
Q(YN, T(29), "Has Ida Novak returned anything? How many returns has she made?",
  lambda x: count(x.nrets(cust="Ida Novak")))
Q(YN, T(29), "Did we buy in more cherries since the 21st? How many kilos?",
  lambda x: kilos(x.bought(T(21), x.today, "cherry")))
Q(YN, T(29), "Was the orange price the same on the 1st? What was it then?", lambda x: money(x.price_on("orange", T(1))))
Q(YN, T(29), "Did Mei Chen spend anything over the weekend of the 24th and 25th? How much?",
  lambda x: money(x.tak(T(24), T(25), cust="Mei Chen")))
Q(YN, T(29), "Are bananas our top seller by weight this month? Which fruit is?",
  lambda x: name(top(x.by("product", "kg"))[0]))
Q(YN, T(29), "Is cherry stock above 40 kilos now? What is it exactly?", lambda x: kilos(x.stock("cherry")))
Q(YN, T(29), "Has Raj Patel spent over $50 with us this month — what's his total?",
  lambda x: money(x.tak(cust="Raj Patel")))
Q(YN, T(29), "Did anybody buy pears yesterday? Who?", lambda x: names(x.custs(yday(x.today), yday(x.today), "pear")))
Q(YN, T(29), "Were refunds more than $20 this month? What do they total?", lambda x: money(x.refunds()))
Q(YN, T(22), "Are we selling more kilos this week than last? What's this week's total weight so far?",
  lambda x: kilos(x.kg(*this_week(x.today))))
Q(YN, T(29), "Check apple stock for me — what was on hand at close on the 9th?",
  lambda x: kilos(x.stock("apple", T(9))))
Q(YN, T(29), "Has Tom Lee bought anything since the 15th? How much has he spent since then?",
  lambda x: money(x.tak(T(15), x.today, cust="Tom Lee")))
Q(YN, T(29), "Who bought cherries in the last 7 days, if anyone?",
  lambda x: names(x.custs(*last_days(x.today, 7), "cherry")))
Q(YN, T(29), "Did any customer buy both mango and cherries in the same sale? Who?",
  lambda x: names(sorted({s["cust"] for s in x.live if {"mango", "cherry"} <= {p for p, _, _ in s["lines"]}})))
Q(YN, T(29), "Is Green Valley Farms the supplier we spend most with? Which one is it?",
  lambda x: name(top({s: x.spent(sup=s) for s in {b[1] for b in x.buys}})[0]))
Q(YN, T(29), "Did we sell strawberries every day last week? On how many days did we?",
  lambda x: count(len({s["date"] for s in x.salelist(*last_week(x.today), prod="strawberry")})))
Q(YN, T(14), "Has Raj been in this week? How much has he spent?",
  lambda x: money(x.tak(*this_week(x.today), cust="Raj Patel")))
Q(YN, T(12), "Any refunds so far this month? What do they add up to?", lambda x: money(x.refunds()))
Q(YN, T(10), "Have pears been selling? How many kilos have gone since the 1st?",
  lambda x: kilos(x.kg(T(1), x.today, "pear")))

# ==================================================================== accountant_shares
AC = "accountant_shares"
Q(AC, T(29), "What share of February takings came from strawberries?",
  lambda x: pct(x.tak(prod="strawberry"), x.tak()))
Q(AC, T(29), "Break this month's takings down by fruit as a percentage of the total.",
  lambda x: table("product", {p: pct_of(v, x.tak()) for p, v in x.by("product", "tak").items()}, r2))
Q(AC, T(29), "Refunds as a percentage of takings for February?", lambda x: pct(x.refunds(), x.tak()))
Q(AC, T(29), "Gross margin percentage on cherries this month",
  lambda x: pct(x.profit(prod="cherry"), x.tak(prod="cherry")))
Q(AC, T(29), "What is our overall gross margin % for the month?", lambda x: pct(x.profit(), x.tak()))
Q(AC, T(29), "By what percentage did takings grow from the week of the 12th to the week of the 19th?",
  lambda x: growth(x.tak(T(19), T(25)), x.tak(T(12), T(18))))
Q(AC, T(29), "Week-on-week growth in takings: last week against the week before, in percent.",
  lambda x: growth(x.tak(*last_week(x.today)), x.tak(*last_week(shift(x.today, -7)))))
Q(AC, T(29), "What percentage of the kilos we sold this month were bananas?",
  lambda x: pct(x.kg(prod="banana"), x.kg()))
Q(AC, T(29), "Margin % by product for February, please.",
  lambda x: table("product", {p: pct_of(x.profit(prod=p), x.tak(prod=p)) for p in x.by("product", "tak")}, r2))
Q(AC, T(29), "What share of takings did Tom Lee account for this month?",
  lambda x: pct(x.tak(cust="Tom Lee"), x.tak()))
Q(AC, T(29), "Of all the sales rung up this month, what percentage were later returned?",
  lambda x: pct(len(x.rets), len(x.sales)))
Q(AC, T(29), "Weekend takings as a share of February's total?", lambda x: pct(x.tak(wd={5, 6}), x.tak()))
Q(AC, T(29), "What percent of revenue came in between the 1st and the 7th?", lambda x: pct(x.tak(T(1), T(7)), x.tak()))
Q(AC, T(29), "Markup on mango as a percentage of its unit cost, at today's price?",
  lambda x: pct(x.price_on("mango", x.today) - x.cost["mango"], x.cost["mango"]))
Q(AC, T(29), "Mango margin percent for the month", lambda x: pct(x.profit(prod="mango"), x.tak(prod="mango")))
Q(AC, T(29), "What proportion of our purchase spend went to ABC, as a percentage?",
  lambda x: pct(x.spent(sup="ABC"), x.spent()))
Q(AC, T(29), "Percentage of this month's takings by customer",
  lambda x: table("customer", {c: pct_of(v, x.tak()) for c, v in x.by("customer", "tak").items()}, r2))
Q(AC, T(29), "Cost of goods sold as a % of sales in February", lambda x: pct(x.cogs(), x.tak()))
Q(AC, T(29), "Percentage change in takings from the 27th to the 28th?",
  lambda x: growth(x.tak(T(28), T(28)), x.tak(T(27), T(27))))
Q(AC, T(24), "What share of this week's takings came in today?",
  lambda x: pct(x.tak(x.today, x.today), x.tak(*this_week(x.today))))
Q(AC, T(29), "Growth in kilos sold from the week commencing 5 Feb to the week commencing 12 Feb, %?",
  lambda x: growth(x.kg(T(12), T(18)), x.kg(T(5), T(11))))
Q(AC, T(29), "What percentage of the grapes we bought this month have been sold?",
  lambda x: pct(x.kg(prod="grape"), x.bought(prod="grape")))
Q(AC, T(29), "Cherry write-offs as a percentage of cherry kilos bought in",
  lambda x: pct(x.written_off(prod="cherry"), x.bought(prod="cherry")))
Q(AC, T(29), "Share of last week's takings that came from oranges?",
  lambda x: pct(x.tak(*last_week(x.today), prod="orange"), x.tak(*last_week(x.today))))
Q(AC, T(29), "Profit margin on everything Raj Patel bought this month, as a percent",
  lambda x: pct(x.profit(cust="Raj Patel"), x.tak(cust="Raj Patel")))
Q(AC, T(21), "Bananas' share of takings so far this week?",
  lambda x: pct(x.tak(*this_week(x.today), prod="banana"), x.tak(*this_week(x.today))))
Q(AC, T(29), "What percentage of February's sales, by number, were made at the weekend?",
  lambda x: pct(x.nsales(wd={5, 6}), x.nsales()))
Q(AC, T(29), "Refund rate for the week starting 19 February (refunds over takings)?",
  lambda x: pct(x.refunds(T(19), T(25)), x.tak(T(19), T(25))))
Q(AC, T(29), "How much of the month's profit, in percent, came from strawberries?",
  lambda x: pct(x.profit(prod="strawberry"), x.profit()))
Q(AC, T(29), "By what percentage did the orange price go up on the 18th?",
  lambda x: growth(x.price_on("orange", T(18)), x.price_on("orange", T(17))))
Q(AC, T(29), "The pear price was cut on the 24th — by what percent?",
  lambda x: pct(x.price_on("pear", T(23)) - x.price_on("pear", T(24)), x.price_on("pear", T(23))))
Q(AC, T(29), "What percentage of Zoe Davis's spend went on strawberries?",
  lambda x: pct(x.tak(prod="strawberry", cust="Zoe Davis"), x.tak(cust="Zoe Davis")))
Q(AC, T(29), "Margin % for last week across all fruit", lambda x: pct(x.profit(*last_week(x.today)),
                                                                    x.tak(*last_week(x.today))))
Q(AC, T(29), "Each fruit's share of kilos sold last week, in percent",
  lambda x: table("product", {p: pct_of(v, x.kg(*last_week(x.today)))
                              for p, v in x.by("product", "kg", *last_week(x.today)).items()}, r2))
Q(AC, T(29), "Week-on-week change in gross profit, week of the 19th versus week of the 12th, as a %",
  lambda x: growth(x.profit(T(19), T(25)), x.profit(T(12), T(18))))
Q(AC, T(29), "What fraction of February takings, as a percentage, came before the 15th?",
  lambda x: pct(x.tak(T(1), T(14)), x.tak()))
Q(AC, T(29), "Apple margin percentage since the 10th", lambda x: pct(x.profit(T(10), x.today, "apple"),
                                                                     x.tak(T(10), x.today, "apple")))
Q(AC, T(29), "Strawberries as a percent of our purchase costs this month",
  lambda x: pct(x.spent(prod="strawberry"), x.spent()))
Q(AC, T(29), "Split of February takings by day of the week, as percentages",
  lambda x: table("weekday", {w: pct_of(v, x.tak()) for w, v in x.by("weekday", "tak").items()}, r2))
Q(AC, T(29), "Mango's share of takings between the 20th and the 25th",
  lambda x: pct(x.tak(T(20), T(25), "mango"), x.tak(T(20), T(25))))
Q(AC, T(16), "Refunds so far this month as a share of takings?", lambda x: pct(x.refunds(), x.tak()))
Q(AC, T(29), "What share of the kilos bought in this month ended up written off?",
  lambda x: pct(x.written_off(), x.bought()))
Q(AC, T(29), "Percentage growth in the number of sales, week of the 12th to week of the 19th",
  lambda x: growth(x.nsales(T(19), T(25)), x.nsales(T(12), T(18))))
Q(AC, T(29), "Omar Haddad's share of this month's sales count, as a percentage?",
  lambda x: pct(x.nsales(cust="Omar Haddad"), x.nsales()))
Q(AC, T(14), "Gross margin so far this month, in percent?", lambda x: pct(x.profit(), x.tak()))
Q(AC, T(11), "How did takings this week compare with last week, as a percentage change?",
  lambda x: growth(x.tak(*this_week(x.today)), x.tak(*last_week(x.today))))
Q(AC, T(18), "What percentage of this month's revenue so far has come from cherries?",
  lambda x: pct(x.tak(prod="cherry"), x.tak()))
Q(AC, T(22), "Margin on pears as a percent of pear sales to date",
  lambda x: pct(x.profit(prod="pear"), x.tak(prod="pear")))

# ==================================================================== till_worker
TW = "till_worker"
Q(TW, T(20), "takings today", lambda x: money(x.tak(x.today, x.today)))
Q(TW, T(29), "how much did we take yesterday", lambda x: money(x.tak(yday(x.today), yday(x.today))))
Q(TW, T(26), "banana kg today", lambda x: kilos(x.kg(x.today, x.today, "banana")))
Q(TW, T(29), "hw many sales today", lambda x: count(x.nsales(x.today, x.today)))
Q(TW, T(29), "whats the pear price now", lambda x: money(x.price_on("pear", x.today)))
Q(TW, T(29), "price of oranges", lambda x: money(x.price_on("orange", x.today)))
Q(TW, T(29), "mango left", lambda x: kilos(x.stock("mango")))
Q(TW, T(22), "strawbery stock", lambda x: kilos(x.stock("strawberry")))
Q(TW, T(20), "yesterdays takings", lambda x: money(x.tak(yday(x.today), yday(x.today))))
Q(TW, T(26), "refunds today", lambda x: money(x.refunds(x.today, x.today)))
Q(TW, T(25), "who came in today", lambda x: names(x.custs(x.today, x.today)))
Q(TW, T(23), "customers yesterday", lambda x: names(x.custs(yday(x.today), yday(x.today))))
Q(TW, T(16), "kilos sold today", lambda x: kilos(x.kg(x.today, x.today)))
Q(TW, T(20), "kg of cherrys sold yesterday", lambda x: kilos(x.kg(yday(x.today), yday(x.today), "cherry")))
Q(TW, T(13), "grape takings yday", lambda x: money(x.tak(yday(x.today), yday(x.today), "grape")))
Q(TW, T(29), "top fruit today by takings",
  lambda x: name(top(x.by("product", "tak", x.today, x.today))[0]))
Q(TW, T(29), "no of sales yesterday", lambda x: count(x.nsales(yday(x.today), yday(x.today))))
Q(TW, T(29), "biggest sale today $", lambda x: money(max(x.stotal(s) for s in x.salelist(x.today, x.today))))
Q(TW, T(29), "avg sale today", lambda x: money(x.tak(x.today, x.today) / x.nsales(x.today, x.today)))
Q(TW, T(18), "bananna price", lambda x: money(x.price_on("banana", x.today)))
Q(TW, T(12), "how much apple we got", lambda x: kilos(x.stock("apple")))
Q(TW, T(27), "stok of cherries", lambda x: kilos(x.stock("cherry")))
Q(TW, T(28), "cherry stock after the delivery today", lambda x: kilos(x.stock("cherry")))
Q(TW, T(22), "takings so far this wk", lambda x: money(x.tak(*this_week(x.today))))
Q(TW, T(29), "takings today and yesterday by day",
  lambda x: table("day", x.by("day", "tak", yday(x.today), x.today), r2))
Q(TW, T(23), "tom lee spend today", lambda x: money(x.tak(x.today, x.today, cust="Tom Lee")))
Q(TW, T(25), "raj total today", lambda x: money(x.tak(x.today, x.today, cust="Raj Patel")))
Q(TW, T(23), "how many returns today", lambda x: count(x.nrets(x.today, x.today)))
Q(TW, T(24), "any returns yesterday how many", lambda x: count(x.nrets(yday(x.today), yday(x.today))))
Q(TW, T(29), "pear kilos today", lambda x: kilos(x.kg(x.today, x.today, "pear")))
Q(TW, T(29), "wat did we take on mangos today", lambda x: money(x.tak(x.today, x.today, "mango")))
Q(TW, T(29), "stock all fruit", lambda x: table("product", {p: x.stock(p) for p in x.cost}, r3))
Q(TW, T(29), "profit today", lambda x: money(x.profit(x.today, x.today)))
Q(TW, T(26), "what did sue spend today", lambda x: money(x.tak(x.today, x.today, cust="Sue Davis")))
Q(TW, T(25), "orange kg yesterday", lambda x: kilos(x.kg(yday(x.today), yday(x.today), "orange")))
Q(TW, T(6), "takings yestrday", lambda x: money(x.tak(yday(x.today), yday(x.today))))
Q(TW, T(29), "todays takings by fruit", lambda x: table("product", x.by("product", "tak", x.today, x.today), r2))
Q(TW, T(29), "how many customers today", lambda x: count(len(x.custs(x.today, x.today))))
Q(TW, T(17), "kg sold yest by fruit",
  lambda x: table("product", x.by("product", "kg", yday(x.today), yday(x.today)), r3))
Q(TW, T(9), "money in today", lambda x: money(x.tak(x.today, x.today)))
Q(TW, T(15), "grapes in stock", lambda x: kilos(x.stock("grape")))
Q(TW, T(1), "takings today so far", lambda x: money(x.tak(x.today, x.today)))
Q(TW, T(20), "who bought strawbs yesterday", lambda x: names(x.custs(yday(x.today), yday(x.today), "strawberry")))
Q(TW, T(29), "apple price", lambda x: money(x.price_on("apple", x.today)))
Q(TW, T(3), "orang stock", lambda x: kilos(x.stock("orange")))
Q(TW, T(8), "banana stock now", lambda x: kilos(x.stock("banana")))
Q(TW, T(19), "cherries sold today $", lambda x: money(x.tak(x.today, x.today, "cherry")))
Q(TW, T(13), "how much omar spent yesterday", lambda x: money(x.tak(yday(x.today), yday(x.today), cust="Omar Haddad")))

# ==================================================================== franchise_owner
FO = "franchise_owner"
Q(FO, T(29), "How many kilos of bananas did we shift in the first half of the month?",
  lambda x: kilos(same(x.kg(T(1), T(14), "banana"), x.kg(T(1), T(15), "banana"))))
Q(FO, T(29), "By how much did banana takings in the second half of the month differ from the first half?",
  lambda x: money(abs(same(x.tak(T(15), T(29), "banana"), x.tak(T(16), T(29), "banana"))
                      - x.tak(T(1), T(14), "banana"))))
Q(FO, T(29), "What did we take over the last fortnight?", lambda x: money(x.tak(*last_days(x.today, 14))))
Q(FO, T(29), "Takings for the fortnight beginning Monday 5 February, please.", lambda x: money(x.tak(T(5), T(18))))
Q(FO, T(29), "How many kilos of mango did we sell in the second half of February?",
  lambda x: kilos(same(x.kg(T(15), T(29), "mango"), x.kg(T(16), T(29), "mango"))))
Q(FO, T(29), "Since mid-February, how many kilos of apples have we sold?",
  lambda x: kilos(same(same(x.kg(T(14), x.today, "apple"), x.kg(T(15), x.today, "apple")),
                       x.kg(T(16), x.today, "apple"))))
Q(FO, T(29), "Give me takings week by week for February.", lambda x: table("week", x.by("week", "tak"), r2))
Q(FO, T(29), "How many kilos of oranges have we sold since the price went up on the 18th?",
  lambda x: kilos(x.kg(T(18), x.today, "orange")))
Q(FO, T(29), "What were takings on Saturdays and Sundays in the first fortnight of the month?",
  lambda x: money(x.tak(T(1), T(14), wd={5, 6})))
Q(FO, T(29), "Who were our top three customers by spend over the last fortnight?",
  lambda x: names(top(x.by("customer", "tak", *last_days(x.today, 14)), 3), ordered=True))
Q(FO, T(29), "Which fruit brought in the least over the past fortnight?",
  lambda x: name(top(x.by("product", "tak", *last_days(x.today, 14)), low=True)[0]))
Q(FO, T(20), "What's our profit for the month to date?", lambda x: money(x.profit()))
Q(FO, T(15), "Takings by week for the month so far, please.", lambda x: table("week", x.by("week", "tak"), r2))
Q(FO, T(29), "How many sales did we ring up in the fortnight to Sunday the 18th?",
  lambda x: count(x.nsales(T(5), T(18))))
Q(FO, T(29), "Over the last fortnight, how many kilos did we write off?",
  lambda x: kilos(x.written_off(*last_days(x.today, 14))))
Q(FO, T(29), "What did the average sale come to over the past fortnight?",
  lambda x: money(x.tak(*last_days(x.today, 14)) / x.nsales(*last_days(x.today, 14))))
Q(FO, T(29), "How many different customers came through the door in the first half of the month?",
  lambda x: count(same(len(x.custs(T(1), T(14))), len(x.custs(T(1), T(15))))))
Q(FO, T(23), "How are grape sales this week compared with last? Give me this week's kilos.",
  lambda x: kilos(x.kg(*this_week(x.today), "grape")))
Q(FO, T(29), "What was our best-selling fruit by weight in the final week, from Monday the 26th?",
  lambda x: name(top(x.by("product", "kg", T(26), T(29)))[0]))
Q(FO, T(29), "How much did Omar Haddad spend in the fortnight beginning the 12th?",
  lambda x: money(x.tak(T(12), T(25), cust="Omar Haddad")))
Q(FO, T(29), "How many kilos of strawberries have we bought in from suppliers this month?",
  lambda x: kilos(x.bought(prod="strawberry")))
Q(FO, T(29), "Mid-month check: what were takings up to and including the 15th?", lambda x: money(x.tak(T(1), T(15))))
Q(FO, T(29), "How much cherry stock had we at the end of the first weekend, Sunday the 4th?",
  lambda x: kilos(x.stock("cherry", T(4))))
Q(FO, T(29), "Compare Tom Lee's and Raj Patel's spending this month for me.",
  lambda x: table("customer", {c: x.tak(cust=c) for c in ("Tom Lee", "Raj Patel")}, r2))
Q(FO, T(29), "Which supplier did we spend the most with in the first half of the month?",
  lambda x: name(same(top({s: x.spent(T(1), T(14), sup=s) for s in {b[1] for b in x.buys}})[0],
                      top({s: x.spent(T(1), T(15), sup=s) for s in {b[1] for b in x.buys}})[0])))
Q(FO, T(29), "How many kilos of fruit did we sell altogether in the first fortnight, 1st to 14th?",
  lambda x: kilos(x.kg(T(1), T(14))))
Q(FO, T(26), "What were takings for the fortnight ending yesterday?",
  lambda x: money(x.tak(*last_days(yday(x.today), 14))))
Q(FO, T(29), "What have refunds come to since the 16th?", lambda x: money(x.refunds(T(16), x.today)))
Q(FO, T(29), "Pears in the run-up to mid-month: kilos sold between the 8th and the 14th?",
  lambda x: kilos(x.kg(T(8), T(14), "pear")))
Q(FO, T(29), "What did each supplier invoice us for in the first half of February?",
  lambda x: table("supplier", same({s: x.spent(T(1), T(14), sup=s) for s in {b[1] for b in x.buys}},
                                   {s: x.spent(T(1), T(15), sup=s) for s in {b[1] for b in x.buys}}), r2))
Q(FO, T(12), "Month-to-date takings by customer, please.", lambda x: table("customer", x.by("customer", "tak"), r2))
Q(FO, T(29), "Give me profit per fruit for the fortnight ending 25 February.",
  lambda x: table("product", x.by("product", "profit", T(12), T(25)), r2))
Q(FO, T(29), "How much less did we take on the last Saturday of the month than on the first?",
  lambda x: money(x.tak(T(3), T(3)) - x.tak(T(24), T(24))))
Q(FO, T(29), "How many sales have there been since the halfway point of the month, the 15th?",
  lambda x: count(x.nsales(T(15), x.today)))
Q(FO, T(29), "Which fruit has had the most kilos written off this month?",
  lambda x: name(top({p: x.written_off(prod=p) for p in x.cost})[0]))
Q(FO, T(29), "How did Monday to Wednesday last week go? Give me the takings for those three days.",
  lambda x: money(x.tak(last_week(x.today)[0], shift(last_week(x.today)[0], 2))))
Q(FO, T(29), "What was the difference in takings between the week commencing 12 February and the one after?",
  lambda x: money(abs(x.tak(T(19), T(25)) - x.tak(T(12), T(18)))))
Q(FO, T(29), "Which fortnight took more, the 1st to the 14th or the 15th to the 28th — and what did it take?",
  lambda x: money(max(x.tak(T(1), T(14)), x.tak(T(15), T(28)))))
Q(FO, T(18), "How have we done over the past fortnight? Total takings, please.",
  lambda x: money(x.tak(*last_days(x.today, 14))))
Q(FO, T(16), "What's the gross profit for the first fortnight of February, the 1st to the 14th?",
  lambda x: money(x.profit(T(1), T(14))))
Q(FO, T(29), "How many kilos of bananas have we taken in from suppliers since mid-February?",
  lambda x: kilos(same(x.bought(T(14), x.today, "banana"), x.bought(T(16), x.today, "banana"))))
Q(FO, T(29), "Which customers spent more than £40 over the month?",
  lambda x: names(over(x.by("customer", "tak"), 40)))
Q(FO, T(25), "What's the profit on mangoes over the past fortnight?",
  lambda x: money(x.profit(*last_days(x.today, 14), "mango")))
Q(FO, T(29), "Rank the fruit by kilos sold in the first half of the month, top three.",
  lambda x: names(same(top(x.by("product", "kg", T(1), T(14)), 3), top(x.by("product", "kg", T(1), T(15)), 3)),
                  ordered=True))
Q(FO, T(21), "How many transactions have we had this week compared with last? This week's count, please.",
  lambda x: count(x.nsales(*this_week(x.today))))
Q(FO, T(29), "What did the shop take in total over February?", lambda x: money(x.tak()))
Q(FO, T(7), "What's been taken over the first week of trading, the 1st to today?",
  lambda x: money(x.tak(T(1), x.today)))

# ==================================================================== refuse
RF = "refuse"
for t, text in [
    (T(29), "What will takings be next week?"),
    (T(29), "Forecast how much mango we'll sell in March."),
    (T(29), "How did this February compare with February last year?"),
    (T(29), "How many hours did the staff put in this week?"),
    (T(29), "What do we pay in rent each month?"),
    (T(29), "Was it raining on the 10th?"),
    (T(29), "How much did Smith spend this month?"),
    (T(29), "What did Ms Davis buy last week?"),
    (T(29), "Delete Tom Lee's return from the 26th."),
    (T(29), "Change the pear price to 1.50."),
    (T(29), "Add a sale of 3 kg of apples for Ann Brown."),
    (T(29), "What's the capital of France?"),
    (T(29), "Write me a short poem about bananas."),
    (T(29), "Who will be our best customer next month?"),
    (T(29), "how much did davis spend"),
    (T(29), "set banana price 1.3"),
    (T(29), "Remove the stock adjustment from the 28th, it was a mistake."),
    (T(29), "What were our electricity bills for February?"),
    (T(29), "whats the weather tomorrow"),
    (T(27), "Will we run out of cherries by Friday?"),
    (T(29), "Who was on the till yesterday?"),
    (T(29), "How much went on wages in February?"),
    (T(29), "What did Smith buy on the 17th?"),
    (T(29), "Email Zoe Davis a copy of her receipts."),
    (T(29), "What's the pound-to-dollar exchange rate?"),
    (T(29), "Rename customer Luis Garcia to Luiz Garcia."),
]:
    Q(RF, t, text, lambda x: REFUSE)


def main():
    out = []
    for i, (cat, today, text, fn) in enumerate(QS, 1):
        out.append({"id": f"q52-{i:03d}", "question": text, "today": today, "category": cat, "expect": fn(L(today))})
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in out:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    cats = {}
    for q in out:
        cats[q["category"]] = cats.get(q["category"], 0) + 1
    early = sum(q["today"] < LAST for q in out)
    print("questions", len(out), cats, "today before 29th", early)


if __name__ == "__main__":
    main()
