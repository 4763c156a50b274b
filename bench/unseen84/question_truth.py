"""Held-out manager questions (set 84) for ChatLedger's offline question reader.

Written from the user's side only: the author read the demo month, bench/unseen6's two scripts (for the format)
and the semantics section of bench/unseen68/README.md (the contract), and nothing of the app.

Reads resources/demo/fruitshop_month.jsonl, computes every expected answer with plain Python (Decimal money, no
hand-typed answers) and writes questions.jsonl beside this file.  Stdlib only.  Run from the repository root:

    python bench/unseen84/question_truth.py

Semantics (the contract of bench/unseen68/README.md, applied as written):
  * a question asked on `today` sees only records dated on or before `today`; a sale returned on or before
    `today` no longer counts anywhere (takings, kilos, sale counts, customer spend, profit); a return dated after
    `today` is ignored, so the sale still counts; a refund is the sale's full value, dated on the return;
  * a sale line is worth kg x the selling price in force at that point of the file, rounded half-up to cents;
  * stock at close of D = bought <= D - kg sold <= D and not returned by D + adjustments <= D;
  * profit = revenue - kg x unit cost (one unit cost per product, asserted); COGS = the subtracted part;
  * write-offs = the negative stock adjustments, costed at the product's unit cost;
  * this week = Monday..today, last week = the Monday..Sunday before, weeks keyed on their Monday; weekend =
    Sat+Sun; "since" inclusive, "before" exclusive, "between" both ends; "last N days" includes today;
  * tables leave out zero rows; money and percentages 2 dp (percent, not fraction), kilos 3 dp, counts integers.
What this set adds is listed in README.md ("Semantics I added").
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
ZERO = Decimal(0)
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


def on_weekdays(*names):
    idx = {WEEKDAYS.index(n) for n in names}
    return lambda s: day(s).weekday() in idx


WEEKEND = on_weekdays("Saturday", "Sunday")
WORKDAYS = on_weekdays("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


# ============================================================= the records
class Shop:
    """Every record of the month, parsed once; `view(today)` gives what is known on a day."""

    def __init__(self, path=DATA):
        with open(path) as f:
            self.records = [json.loads(line) for line in f if line.strip()]
        self.prices = []      # (log index, date, product, price)
        self.buys = []        # dict(index, date, supplier, product, qty, cost)
        self.adjusts = []     # dict(index, date, product, qty, reason)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, price, total)], total)
        self.returns = []     # dict(index, date, customer, sale_date, sale, refund)
        now = {}
        for i, r in enumerate(self.records):
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    self.buys.append({"index": i, "date": r["date"], "supplier": r["supplier"]["name"],
                                      "product": it["product"], "qty": dec(it["quantity"]),
                                      "cost": dec(it["unit_cost"])})
                    if it.get("selling_price") is not None:
                        now[it["product"]] = dec(it["selling_price"])
                        self.prices.append((i, r["date"], it["product"], dec(it["selling_price"])))
            elif kind == "price_change":
                now[r["product"]] = dec(r["selling_price"])
                self.prices.append((i, r["date"], r["product"], dec(r["selling_price"])))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    q, p = dec(it["quantity"]), now[it["product"]]
                    exact = q * p
                    assert abs(exact * 100 - int(exact * 100)) != Decimal("0.5"), ("half-cent line", r)
                    lines.append((it["product"], q, p, exact.quantize(CENT, ROUND_HALF_UP)))
                self.sales.append({"index": i, "date": r["date"], "customer": r["customer"]["name"],
                                   "lines": lines, "total": sum((t for *_, t in lines), ZERO), "returned_on": None})
            elif kind == "return":
                self.returns.append({"index": i, "date": r["date"], "customer": r["customer"]["name"],
                                     "sale_date": r["sale_date"]})
            elif kind == "stock_adjustment":
                self.adjusts.append({"index": i, "date": r["date"], "product": r["product"], "qty": dec(r["quantity"]),
                                     "reason": r["reason"]})
            else:
                raise ValueError(kind)
        for ret in self.returns:
            match = [s for s in self.sales if s["customer"] == ret["customer"] and s["date"] == ret["sale_date"]
                     and s["returned_on"] is None and s["index"] < ret["index"]]
            assert len(match) == 1, ret
            match[0]["returned_on"] = ret["date"]
            ret["sale"] = match[0]
            ret["refund"] = match[0]["total"]
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.unit_cost = {}
        for p in self.products:
            costs = {b["cost"] for b in self.buys if b["product"] == p}
            assert len(costs) == 1, (p, costs)          # one unit cost per product
            self.unit_cost[p] = costs.pop()
        first_names = [c.split()[0] for c in self.customers]
        assert len(first_names) == len(set(first_names))
        self._views = {}

    def view(self, today):
        if today not in self._views:
            self._views[today] = View(self, today)
        return self._views[today]


class View:
    """The shop as known at close of `today`."""

    def __init__(self, shop, today):
        self.shop, self.today = shop, today
        self.products, self.customers, self.suppliers = shop.products, shop.customers, shop.suppliers
        self.unit_cost = shop.unit_cost
        self.sales = [s for s in shop.sales if s["date"] <= today]
        self.standing = [s for s in self.sales if s["returned_on"] is None or s["returned_on"] > today]
        self.returns = [r for r in shop.returns if r["date"] <= today]
        self.buys = [b for b in shop.buys if b["date"] <= today]
        self.adjusts = [a for a in shop.adjusts if a["date"] <= today]
        self.prices = [p for p in shop.prices if p[1] <= today]

    # ------------------------------------------------ selections
    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel_sales(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [s for s in self.standing if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(ln[0] == product for ln in s["lines"]))]

    def sel_lines(self, lo=None, hi=None, customer=None, product=None, days=None):
        for s in self.sel_sales(lo, hi, customer, None, days):
            for ln in s["lines"]:
                if product is None or ln[0] == product:
                    yield s, ln

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [b for b in self.buys if self.ok(b["date"], lo, hi, None)
                and (supplier is None or b["supplier"] == supplier)
                and (product is None or b["product"] == product)]

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [r for r in self.returns if self.ok(r["date"], lo, hi, None)
                and (customer is None or r["customer"] == customer)]

    # ------------------------------------------------ measures
    def revenue(self, **kw):
        return sum((ln[3] for _, ln in self.sel_lines(**kw)), ZERO)

    def kilos(self, **kw):
        return sum((ln[1] for _, ln in self.sel_lines(**kw)), ZERO)

    def cogs(self, **kw):
        return sum((ln[1] * self.unit_cost[ln[0]] for _, ln in self.sel_lines(**kw)), ZERO)

    def profit(self, **kw):
        return self.revenue(**kw) - self.cogs(**kw)

    def n_sales(self, **kw):
        return len(self.sel_sales(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel_sales(**kw)})

    def sold_products(self, **kw):
        return sorted({ln[0] for _, ln in self.sel_lines(**kw)})

    def spend(self, **kw):
        return sum((b["qty"] * b["cost"] for b in self.sel_buys(**kw)), ZERO)

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), ZERO)

    def deliveries(self, **kw):
        return len({b["index"] for b in self.sel_buys(**kw)})

    def refunds(self, **kw):
        return sum((r["refund"] for r in self.sel_returns(**kw)), ZERO)

    def written_off(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                     and (product is None or a["product"] == product)), ZERO)

    def written_off_cost(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] * self.unit_cost[a["product"]] for a in self.adjusts
                     if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                     and (product is None or a["product"] == product)), ZERO)

    def stock(self, product, on=None):
        """At close of `on` (default today): a sale returned by `on` is back on the shelf."""
        on = on or self.today
        assert on <= self.today
        inn = sum((b["qty"] for b in self.shop.buys if b["product"] == product and b["date"] <= on), ZERO)
        out = sum((ln[1] for s in self.shop.sales if s["date"] <= on
                   and (s["returned_on"] is None or s["returned_on"] > on)
                   for ln in s["lines"] if ln[0] == product), ZERO)
        adj = sum((a["qty"] for a in self.shop.adjusts if a["product"] == product and a["date"] <= on), ZERO)
        return inn - out + adj

    def price(self, product, on=None):
        on = on or self.today
        p = None
        for _, d, prod, pr in self.prices:
            if prod == product and d <= on:
                p = pr
        return p

    def changes(self):
        """(date, product, old, new) for each price record that differs from the price in force before it."""
        out, cur = [], {}
        for _, d, prod, pr in self.prices:
            if prod in cur and cur[prod] != pr:
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out

    def day_rev(self, d):
        return self.revenue(lo=d, hi=d)

    def trading_days(self, lo=None, hi=None):
        return sorted({s["date"] for s in self.sel_sales(lo=lo, hi=hi)})


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
    assert isinstance(v, str) and v
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
    """Keys of the n highest (or lowest) values of d; the values differ through the first one left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def above(d, limit):
    assert all(v != limit for v in d.values()), ("on the threshold", limit)
    return [k for k, v in d.items() if v > limit]


def below(d, limit):
    assert all(v != limit for v in d.values()), ("on the threshold", limit)
    return [k for k, v in d.items() if v < limit]


def per(keys, fn):
    return {k: fn(k) for k in keys}


def last_week(today):
    m = monday(today)
    return {"lo": shift(m, -7), "hi": shift(m, -1)}


def this_week(today):
    return {"lo": monday(today), "hi": today}


def last_days(today, n):
    return {"lo": shift(today, -(n - 1)), "hi": today}


QS = []
PERSONAS = []


def Q(text, category, expect, today="2024-02-29"):
    assert PERSONAS, "persona first"
    assert "2024-02-01" <= today <= "2024-02-29", today
    if expect["type"] == "refuse":
        category = "refuse"
    QS.append({"question": text, "today": today, "category": category, "expect": expect,
               "persona": PERSONAS[-1]})


def persona(label):
    PERSONAS.append(label)


# ============================================================= setup
S = Shop()
T = "2024-02-29"                                   # a Thursday, last day of the records
assert weekday(T) == "Thursday" and min(r["date"] for r in S.records) == "2024-02-01"
assert max(r["date"] for r in S.records) == T
FEB = span("2024-02-01", T)
assert all(S.view(T).n_sales(lo=d, hi=d) > 0 for d in FEB)  # every calendar day traded
V29 = S.view(T)
WEEKS = ["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]


def v(today):
    return S.view(today)


def weekend_before(today):
    """The Saturday and Sunday just gone (today itself if it is a weekend day)."""
    d = today
    while weekday(d) != "Sunday":
        d = shift(d, -1)
    return {"lo": shift(d, -1), "hi": d}


def cust_rev(view, **kw):
    return per(view.customers, lambda c: view.revenue(customer=c, **kw))


def prod_rev(view, **kw):
    return per(view.products, lambda p: view.revenue(product=p, **kw))


def prod_kg(view, **kw):
    return per(view.products, lambda p: view.kilos(product=p, **kw))


def stock_value(view, at):
    return sum((view.stock(p) * at(p) for p in view.products), ZERO)


def change(product):
    """The one price change of `product` this month: (date, product, old, new)."""
    hits = [c for c in V29.changes() if c[1] == product]
    assert len(hits) == 1, (product, hits)
    return hits[0]


cheaper = [c[1] for c in V29.changes() if c[3] < c[2]]
assert len(cheaper) == 1


# ============================================================= A. the owner's elderly mother
persona("owner's elderly mother (long, polite, roundabout)")
Q("Hello dear, it's only Mum. I don't want to be a nuisance, but your father keeps asking me and I never know "
  "what to tell him: how much money did the shop take altogether in February?", "revenue",
  number(V29.revenue(), "money"))
Q("I was just wondering, and please don't trouble yourself if you're run off your feet, how much did you take "
  "yesterday? I do worry when it's quiet.", "revenue",
  number(v("2024-02-28").day_rev("2024-02-27"), "money"), today="2024-02-28")
Q("How many sales did you ring up today, dear? Your Auntie Joan was asking and I said I'd find out.", "count",
  number(v("2024-02-24").n_sales(lo="2024-02-24", hi="2024-02-24"), "count"), today="2024-02-24")
Q("That nice Mr Patel, Raj, the one with the lovely manners: how much has he spent with you this month, all told?",
  "customer", number(V29.revenue(customer="Raj Patel"), "money"))
Q("And how many separate sales have you made to Mr Patel this month? I like to think of him as one of our "
  "regulars.",
  "customer", number(V29.n_sales(customer="Raj Patel"), "count"))
Q("I hope you're eating properly. Now, the strawberries: have you many left in the back? How many kilos would "
  "that be, if you could be exact for me?", "stock", number(V29.stock("strawberry"), "kg"))
Q("Is Mrs Davis still coming in, the dear? How much has she spent with you this month?", "refuse", refuse())
Q("Do you think it will be busier in March, dear? I'll light a candle for you either way.", "refuse", refuse())
Q("Your father wants to know whether the shop made a profit this month. How much was it, once you take off what "
  "you paid for the fruit you sold?", "profit", number(V29.profit(), "money"))
Q("Which of your customers has spent the most with you this month? I should like to send them a little card.",
  "ranking", name(best(cust_rev(V29))[0]))
Q("And which customer buys from you most often? I mean the number of separate sales, dear, not the money.", "ranking",
  name(best(per(V29.customers, lambda c: V29.n_sales(customer=c)))[0]))
Q("I noticed on the little board that bananas had gone up. What are you charging for a kilo of bananas now, "
  "dear?", "price", number(V29.price("banana"), "money"))
Q("What were the bananas before you put them up, love? Just so I know.", "price_change",
  number(change("banana")[2], "money"))
Q("How much did you take last week, love? Monday to Sunday, the way your father always counted it.", "revenue",
  number(V29.revenue(**last_week(T)), "money"))
Q("Were there many things brought back this month? How many returns did you have, dear?", "returns",
  number(len(V29.returns), "count"))
Q("And how much money did you have to give back to people for all those returns?", "returns",
  number(V29.refunds(), "money"))
Q("Which fruit brings in the most money for you, dear? I always thought it would be the apples.", "ranking",
  name(best(prod_rev(V29))[0]))
Q("I do hope the cherries aren't going to waste. How many kilos of cherries have you sold this month?", "kilos",
  number(V29.kilos(product="cherry"), "kg"))
Q("Why did that Tom Lee bring his oranges back, do you know? Was there something wrong with them?", "refuse",
  refuse())
Q("How much did the weekends bring in this month, dear, all the Saturdays and Sundays put together?", "revenue",
  number(V29.revenue(days=WEEKEND), "money"))
Q("Could you tell me how much you took each week? Just a little list for your father, he does like his lists.",
  "table", table("week", per(WEEKS, lambda w: V29.revenue(lo=w, hi=shift(w, 6))), "money"))
Q("It's Wednesday already, dear, and I'm only checking in. How much have you taken so far this week?", "revenue",
  number(v("2024-02-14").revenue(**this_week("2024-02-14")), "money"), today="2024-02-14")
Q("How many kilos of pears have you got left today, love? I might pop in for some.", "stock",
  number(v("2024-02-10").stock("pear"), "kg"), today="2024-02-10")
Q("How much has the shop taken since the start of the month? I'm only asking because Auntie Joan asked me.",
  "revenue", number(v("2024-02-16").revenue(), "money"), today="2024-02-16")
Q("That Omar Haddad (is that how you say it?), what sorts of fruit does he buy from you?", "customer",
  names(V29.sold_products(customer="Omar Haddad"), ordered=False))
Q("Who were your customers today, dear? I do like to hear the names.", "customer",
  names(V29.buyers(lo=T, hi=T), ordered=False))
Q("How much did Bob Smith spend over the weekend, dear? I saw him going past with a great big bag.", "customer",
  number(v("2024-02-20").revenue(customer="Bob Smith", **weekend_before("2024-02-20")), "money"), today="2024-02-20")
Q("What's the dearest fruit in the shop just now, per kilo?", "price",
  name(best(per(V29.products, V29.price))[0]))
Q("And which fruit is the cheapest per kilo at the moment, dear?", "price",
  name(best(per(V29.products, V29.price), low=True)[0]))
Q("What does somebody spend on average when they buy from you? Your father always says the average is what "
  "matters.", "average", number(V29.revenue() / V29.n_sales(), "money"))
Q("Are the girls on the till being nice to the customers? Who was working on Saturday?", "refuse", refuse())
Q("How much did you pay the suppliers altogether this month, love? Your father worries about the bills.",
  "purchases", number(V29.spend(), "money"))
Q("Which of the suppliers do you spend the most money with?", "supplier",
  name(best(per(V29.suppliers, lambda s: V29.spend(supplier=s)))[0]))
Q("How much did you take the day before yesterday, dear? I forgot to ask on the phone.", "revenue",
  number(v("2024-02-22").day_rev("2024-02-20"), "money"), today="2024-02-22")
Q("What did you take on Valentine's Day? I do hope it was a nice one for you.", "revenue",
  number(V29.day_rev("2024-02-14"), "money"))
Q("How many kilos of fruit have you sold altogether this month, up to and including today?", "kilos",
  number(v("2024-02-25").kilos(), "kg"), today="2024-02-25")
Q("Did any of the fruit have to be thrown away? How many kilos did you write off in your stock counts?",
  "write_off", number(V29.written_off(), "kg"))
Q("And what did the fruit you wrote off cost you, dear, at what you paid for it?", "write_off",
  number(V29.written_off_cost(), "money"))
Q("It's Sunday, dear, so tell me how the week went: how much did you take from Monday up to today?", "revenue",
  number(v("2024-02-18").revenue(**this_week("2024-02-18")), "money"), today="2024-02-18")
Q("Could you tell me what each of your customers spent with you this month? I'll copy it into my little book.",
  "table", table("customer", cust_rev(V29), "money"))
Q("How many different customers did you have this month, dear?", "count", number(len(V29.buyers()), "count"))
Q("Is Ida Novak married, do you know? She seems such a nice girl.", "refuse", refuse())
Q("How much did you take on Mondays, dear, all the Mondays in the month added up?", "revenue",
  number(V29.revenue(days=on_weekdays("Monday")), "money"))
Q("Which was your very best day this month for takings? I'll mark it on the kitchen calendar.", "ranking",
  name(best(per(FEB, V29.day_rev))[0]))
Q("How much did Eva Berg get back when she returned her things? I hope you weren't out of pocket.", "returns",
  number(v("2024-02-09").refunds(customer="Eva Berg"), "money"), today="2024-02-09")
Q("How much do you think you ought to put aside for the tax, dear?", "refuse", refuse())
Q("How many kilos of mango did you sell last week, love? I've never really taken to them myself.", "kilos",
  number(v("2024-02-27").kilos(product="mango", **last_week("2024-02-27")), "kg"), today="2024-02-27")
Q("How many sales did you make altogether in February, not counting the ones that were brought back?", "count",
  number(V29.n_sales(), "count"))
Q("Which fruits have you got more than 27 kilos of at the moment, dear?", "stock",
  names(above(per(V29.products, V29.stock), 27), ordered=False))
Q("How much did you take over the weekend, dear? I'm sorry I couldn't come in.", "revenue",
  number(v("2024-02-12").revenue(**weekend_before("2024-02-12")), "money"), today="2024-02-12")


def unit_cost_from(view, supplier, product):
    costs = {b["cost"] for b in view.sel_buys(supplier=supplier, product=product)}
    assert len(costs) == 1, (supplier, product, costs)
    return costs.pop()


# ============================================================= B. a sales rep from a rival wholesaler
persona("rival wholesaler's sales rep fishing for numbers")
Q("Darren from FreshLink here. Just so I can sharpen the pencil, what are you paying ABC a kilo for apples?",
  "cost", number(unit_cost_from(V29, "ABC", "apple"), "money"))
Q("And who have you been getting your pears from this month? Could be I can beat them.", "supplier",
  names(sorted({b["supplier"] for b in V29.sel_buys(product="pear")}), ordered=False))
Q("Between you and me, how many kilos of bananas did you get through last week?", "kilos",
  number(V29.kilos(product="banana", **last_week(T)), "kg"))
Q("What's your total spend with Green Valley this month? Ballpark's fine but I'll take exact.", "purchases",
  number(V29.spend(supplier="Green Valley Farms"), "money"))
Q("How many deliveries did Hillside drop off to you in Feb?", "supplier",
  number(V29.deliveries(supplier="Hillside Produce"), "count"))
Q("What are Green Valley stinging you per kilo for strawberries?", "cost",
  number(unit_cost_from(V29, "Green Valley Farms", "strawberry"), "money"))
Q("Total kilos you bought in this month across all your suppliers, what are we talking?", "purchases",
  number(V29.bought(), "kg"))
Q("Which lines do you take off ABC?", "supplier",
  names(sorted({b["product"] for b in V29.sel_buys(supplier="ABC")}), ordered=False))
Q("What's your shelf price on cherries right now? Want to see what mark-up you're working to.", "price",
  number(V29.price("cherry"), "money"))
Q("So what's the mark-up on cherries in dollars a kilo, your sell price minus your buy price?", "price",
  number(V29.price("cherry") - V29.unit_cost["cherry"], "money"))
Q("Which fruit's shifting the most weight for you this month, going by kilos?", "ranking",
  name(best(prod_kg(V29))[0]))
Q("What's Green Valley giving you in settlement discount? Go on, you can tell me.", "refuse", refuse())
Q("Would you move your banana order over to us if we knocked five cents off the kilo?", "refuse", refuse())
Q("Top three fruit by kilos sold this month, biggest first?", "ranking", names(best(prod_kg(V29), 3), ordered=True))
Q("When did Green Valley last deliver to you?", "supplier",
  name(max(b["date"] for b in v("2024-02-20").sel_buys(supplier="Green Valley Farms"))), today="2024-02-20")
Q("How many kilos has each of your suppliers sent you this month? Rough table's fine.", "table",
  table("supplier", per(V29.suppliers, lambda s: V29.bought(supplier=s)), "kg"))
Q("Break down your spend by supplier for me, in dollars.", "table",
  table("supplier", per(V29.suppliers, lambda s: V29.spend(supplier=s)), "money"))
Q("What share of your stock spend goes to Green Valley, as a percentage?", "share",
  number(V29.spend(supplier="Green Valley Farms") / V29.spend() * 100, "pct"))
Q("How many kilos of stock have you taken in so far this month?", "purchases",
  number(v("2024-02-15").bought(), "kg"), today="2024-02-15")
Q("How much have you laid out on fruit so far this month, in dollars?", "purchases",
  number(v("2024-02-12").spend(), "money"), today="2024-02-12")
Q("How much cherry have you got sitting in the back right now? Need to know if you'll be wanting more.", "stock",
  number(v("2024-02-27").stock("cherry"), "kg"), today="2024-02-27")
Q("How many kilos of cherries did you bring in this month, all in?", "purchases",
  number(V29.bought(product="cherry"), "kg"))
Q("What did that cherry top-up on the 28th set you back?", "purchases",
  number(V29.spend(product="cherry", lo="2024-02-28", hi="2024-02-28"), "money"))
Q("What's your average sell price per kilo across everything you sold this month, takings over kilos?",
  "average", number(V29.revenue() / V29.kilos(), "money"))
Q("What did you bank on strawberries this month? Takings, not profit.", "revenue",
  number(V29.revenue(product="strawberry"), "money"))
Q("And your gross profit on bananas for the month?", "profit", number(V29.profit(product="banana"), "money"))
Q("What's your margin on the whole month, gross profit over takings, as a percent?", "profit",
  number(V29.profit() / V29.revenue() * 100, "pct"))
Q("How many punters walk past the shop without buying anything, would you say?", "refuse", refuse())
Q("What's ABC going to be charging you for grapes next month?", "refuse", refuse())
Q("How many different fruit lines are you carrying?", "count", number(len(V29.products), "count"))
Q("Who's your smallest supplier, going by what you spend with them?", "supplier",
  name(best(per(V29.suppliers, lambda s: V29.spend(supplier=s)), low=True)[0]))
Q("Who delivered to you last week?", "supplier",
  names(sorted({b["supplier"] for b in v("2024-02-13").sel_buys(**last_week("2024-02-13"))}), ordered=False),
  today="2024-02-13")
Q("What's your total outlay with ABC for the month?", "purchases", number(V29.spend(supplier="ABC"), "money"))
Q("How many kilos of banana have you got on hand today?", "stock", number(v("2024-02-22").stock("banana"), "kg"),
  today="2024-02-22")
Q("What's the orange price now, after you put it up?", "price", number(v("2024-02-22").price("orange"), "money"),
  today="2024-02-22")
Q("By how much did you put oranges up, in percent?", "price_change",
  number((change("orange")[3] - change("orange")[2]) / change("orange")[2] * 100, "pct"))
Q("Which of your prices have you changed this month?", "price_change",
  names(sorted({c[1] for c in v("2024-02-20").changes()}), ordered=False), today="2024-02-20")
Q("Anything you made cheaper this month? Which fruit?", "price_change",
  name(cheaper[0]))
Q("How many kilos did you sell in total last week?", "kilos",
  number(v("2024-02-26").kilos(**last_week("2024-02-26")), "kg"), today="2024-02-26")
Q("How many kilos are you moving a week? Give it to me week by week.", "table",
  table("week", per(WEEKS, lambda w: V29.kilos(lo=w, hi=shift(w, 6))), "kg"))
Q("How much did you write off in strawberries in February, in kilos?", "write_off",
  number(V29.written_off(product="strawberry"), "kg"))
Q("What are you paying your Saturday staff per hour?", "refuse", refuse())
Q("What did mangoes earn you in takings this month?", "revenue", number(V29.revenue(product="mango"), "money"))
Q("What was that ABC apple delivery on the 10th worth at cost?", "purchases",
  number(V29.spend(supplier="ABC", lo="2024-02-10", hi="2024-02-10"), "money"))
Q("How many kilos of strawberries have you bought in so far this month?", "purchases",
  number(v("2024-02-19").bought(product="strawberry"), "kg"), today="2024-02-19")
Q("Which of your fruit sold less than 25 kilos this month?", "kilos",
  names(below(prod_kg(V29), 25), ordered=False))
Q("What's your stock worth at cost, everything on the shelves today?", "stock_value",
  number(stock_value(V29, lambda p: V29.unit_cost[p]), "money"))
Q("And what's everything on your shelves worth today at your own selling prices?", "stock_value",
  number(stock_value(V29, V29.price), "money"))
Q("How many kilos of pears have you sold since Monday?", "kilos",
  number(v("2024-02-24").kilos(product="pear", lo="2024-02-19"), "kg"), today="2024-02-24")
Q("What are you paying in rent on the shop these days?", "refuse", refuse())
Q("What have you spent with Hillside so far this month?", "purchases",
  number(v("2024-02-08").spend(supplier="Hillside Produce"), "money"), today="2024-02-08")


def weekday_rev(view):
    return per(WEEKDAYS, lambda w: view.revenue(days=on_weekdays(w)))


# ============================================================= C. an operations consultant with lean jargon
persona("operations consultant with lean jargon")
Q("Baseline KPI first: total throughput in kg for February, net of anything returned.", "kilos",
  number(V29.kilos(), "kg"))
Q("Daily run rate on takings, month to date: average revenue per trading day.", "average",
  number(V29.revenue() / len(V29.trading_days()), "money"))
Q("Waste % for the month: kg written off as a share of kg received.", "share",
  number(V29.written_off() / V29.bought() * 100, "pct"))
Q("Waste % on the strawberry SKU specifically, written-off kg over kg received.", "share",
  number(V29.written_off(product="strawberry") / V29.bought(product="strawberry") * 100, "pct"))
Q("Sales velocity on bananas: average kg sold per day across February.", "average",
  number(V29.kilos(product="banana") / len(FEB), "kg"))
Q("Pareto check: which two SKUs drive the most revenue? Highest first.", "ranking",
  names(best(prod_rev(V29), 2), ordered=True))
Q("What share of revenue do the top two SKUs by revenue account for, in percent?", "share",
  number(sum(prod_rev(V29)[p] for p in best(prod_rev(V29), 2)) / V29.revenue() * 100, "pct"))
Q("Gross profit by week, keyed on week start.", "table",
  table("week", per(WEEKS, lambda w: V29.profit(lo=w, hi=shift(w, 6))), "money"))
Q("Revenue per transaction for last week.", "average",
  number(V29.revenue(**last_week(T)) / V29.n_sales(**last_week(T)), "money"))
Q("Units per transaction: average kg per sale across the month.", "average",
  number(V29.kilos() / V29.n_sales(), "kg"))
Q("Gross margin % by SKU for the month.", "table",
  table("product", per(V29.products, lambda p: V29.profit(product=p) / V29.revenue(product=p) * 100), "pct"))
Q("COGS for the period, month to date.", "profit", number(V29.cogs(), "money"))
Q("Inventory on hand by SKU in kg, current position.", "table", table("product", per(V29.products, V29.stock), "kg"))
Q("Return rate: returned transactions as a percentage of all transactions rung up this month, the returned "
  "ones included in the base.", "returns",
  number(Decimal(len(V29.returns)) / len(V29.sales) * 100, "pct"))
Q("Week-to-date throughput in kg.", "kilos", number(v("2024-02-16").kilos(**this_week("2024-02-16")), "kg"),
  today="2024-02-16")
Q("Run rate this week so far: average takings per day, Monday through today.", "average",
  number(v("2024-02-21").revenue(**this_week("2024-02-21")) / len(span(**this_week("2024-02-21"))), "money"),
  today="2024-02-21")
Q("Throughput yesterday, in kg.", "kilos", number(v("2024-02-23").kilos(lo="2024-02-22", hi="2024-02-22"), "kg"),
  today="2024-02-23")
Q("Which weekday is the bottleneck, i.e. the lowest total takings across the month?", "ranking",
  name(best(weekday_rev(V29), low=True)[0]))
Q("Peak weekday by total revenue over the month?", "ranking", name(best(weekday_rev(V29))[0]))
Q("Revenue by weekday, summed over the month, as a table.", "table", table("weekday", weekday_rev(V29), "money"))
Q("What's the supplier lead time from order to delivery with Green Valley?", "refuse", refuse())
Q("What's our takt time at the till, in seconds per customer?", "refuse", refuse())
Q("Forecast March revenue off the February trend line.", "refuse", refuse())
Q("Root-cause the strawberry shrinkage for me: why are we losing stock?", "refuse", refuse())
Q("Labour cost as a percentage of revenue for February?", "refuse", refuse())
Q("What's our OTIF rate on supplier deliveries this month?", "refuse", refuse())
Q("Gross profit per kg on cherries this month.", "profit",
  number(V29.profit(product="cherry") / V29.kilos(product="cherry"), "money"))
Q("Top five customers by revenue, ranked.", "ranking", names(best(cust_rev(V29), 5), ordered=True))
Q("Customer concentration: the top customer's share of revenue, percent.", "share",
  number(cust_rev(V29)[best(cust_rev(V29))[0]] / V29.revenue() * 100, "pct"))
Q("Last 7 days revenue, today included.", "revenue", number(v("2024-02-24").revenue(**last_days("2024-02-24", 7)),
                                                            "money"), today="2024-02-24")
Q("Transaction count per customer for the month, as a table.", "table",
  table("customer", per(V29.customers, lambda c: V29.n_sales(customer=c)), "count"))
Q("Kg sold per SKU last week.", "table", table("product", prod_kg(V29, **last_week(T)), "kg"))
Q("Inbound volume by week in kg: what did we receive each week?", "table",
  table("week", per(WEEKS, lambda w: V29.bought(lo=w, hi=shift(w, 6))), "kg"))
Q("Number of write-off events logged this month.", "write_off",
  number(len([a for a in V29.adjusts if a["qty"] < 0]), "count"))
Q("Write-offs by SKU in kg.", "table",
  table("product", per(V29.products, lambda p: V29.written_off(product=p)), "kg"))
Q("Cumulative COGS to date.", "profit", number(v("2024-02-10").cogs(), "money"), today="2024-02-10")
Q("Gross profit for last week.", "profit", number(v("2024-02-19").profit(**last_week("2024-02-19")), "money"),
  today="2024-02-19")
Q("Gross margin % for last week.", "profit",
  number(V29.profit(**last_week(T)) / V29.revenue(**last_week(T)) * 100, "pct"))
Q("Revenue delta week on week: last week minus the week before, in dollars.", "comparison",
  number(V29.revenue(**last_week(T)) - V29.revenue(**last_week(shift(T, -7))), "money"))
Q("Which days in February beat $30 in revenue?", "which",
  names(above(per(FEB, V29.day_rev), 30), ordered=False))
Q("Average daily throughput in kg over the last 14 days.", "average",
  number(V29.kilos(**last_days(T, 14)) / 14, "kg"))
Q("Revenue per SKU this week.", "table", table("product", prod_rev(V29, **this_week(T)), "money"))
Q("Month-to-date gross profit.", "profit", number(v("2024-02-28").profit(), "money"), today="2024-02-28")
Q("Transaction count so far this week.", "count", number(v("2024-02-14").n_sales(**this_week("2024-02-14")),
                                                           "count"), today="2024-02-14")
Q("Sell-through on strawberries: kg sold as a percentage of kg received.", "share",
  number(V29.kilos(product="strawberry") / V29.bought(product="strawberry") * 100, "pct"))
Q("Inventory position on grapes, close of today.", "stock", number(v("2024-02-07").stock("grape"), "kg"),
  today="2024-02-07")
Q("Daily revenue for last week, as a table keyed by date.", "table",
  table("day", per(span(**last_week("2024-02-20")), v("2024-02-20").day_rev), "money"), today="2024-02-20")
Q("Revenue for the first half of the month, the 1st to the 14th inclusive.", "revenue",
  number(v("2024-02-14").revenue(lo="2024-02-01", hi="2024-02-14"), "money"), today="2024-02-14")
Q("Purchase spend to date, all suppliers.", "purchases", number(v("2024-02-25").spend(), "money"),
  today="2024-02-25")
Q("Number of SKUs we've had to reprice so far this month.", "price_change",
  number(len({c[1] for c in v("2024-02-26").changes()}), "count"), today="2024-02-26")


def biggest_sale(view):
    top = max(s["total"] for s in view.standing)
    hits = [s for s in view.standing if s["total"] == top]
    assert len(hits) == 1
    return hits[0]


# ============================================================= D. the owner's gamer brother-in-law minding the shop
persona("gamer brother-in-law minding the shop")
Q("yo who's top of the customer leaderboard this month? most $ spent", "ranking", name(best(cust_rev(V29))[0]))
Q("top 3 on the leaderboard pls, in order", "ranking", names(best(cust_rev(V29), 3), ordered=True))
Q("who's bottom of the leaderboard lol, spent the least", "ranking", name(best(cust_rev(V29), low=True)[0]))
Q("what got nerfed this month? like the price went down", "price_change",
  name(cheaper[0]))
Q("and what got buffed (price went up)", "price_change",
  names(sorted(c[1] for c in V29.changes() if c[3] > c[2]), ordered=False))
Q("patch notes pls: what date did bananas get their price buff", "price_change",
  name(change("banana")[0]))
Q("how much loot did we pull in today", "revenue", number(V29.day_rev(T), "money"))
Q("how much loot did we pull yesterday", "revenue", number(v("2024-02-24").day_rev("2024-02-23"), "money"),
  today="2024-02-24")
Q("inventory check: how many kg of apples in the bag rn", "stock", number(V29.stock("apple"), "kg"))
Q("what's the high score for a single sale this month, in $", "ranking", number(biggest_sale(V29)["total"], "money"))
Q("who dropped the biggest single sale this month", "ranking", name(biggest_sale(V29)["customer"]))
Q("sales count this week so far, no cap", "count", number(V29.n_sales(**this_week(T)), "count"))
Q("MVP fruit by profit this month?", "ranking", name(best(per(V29.products, lambda p: V29.profit(product=p)))[0]))
Q("which fruit is lowkey carrying the least profit", "ranking",
  name(best(per(V29.products, lambda p: V29.profit(product=p)), low=True)[0]))
Q("profit per fruit, table pls", "table", table("product", per(V29.products, lambda p: V29.profit(product=p)), "money"))
Q("how many kg of strawbs did we grind out this month", "kilos",
  number(v("2024-02-21").kilos(product="strawberry"), "kg"), today="2024-02-21")
Q("how much has Tom Lee been refunded in total, he keeps bringing stuff back", "returns",
  number(V29.refunds(customer="Tom Lee"), "money"))
Q("how many times did Tom rage-return stuff this month", "returns",
  number(len(V29.sel_returns(customer="Tom Lee")), "count"))
Q("how much has Bob spent this month so far", "customer",
  number(v("2024-02-20").revenue(customer="Bob Smith"), "money"),
  today="2024-02-20")
Q("Bob Smith total spend as of today, returns taken off", "customer",
  number(v("2024-02-23").revenue(customer="Bob Smith"), "money"), today="2024-02-23")
Q("how much would the cherry stack be worth at the current price", "stock_value",
  number(V29.stock("cherry") * V29.price("cherry"), "money"))
Q("how many kg of mango left in inventory", "stock", number(v("2024-02-20").stock("mango"), "kg"), today="2024-02-20")
Q("which customer's gonna spend the most next month, call it", "refuse", refuse())
Q("the Davis lady who comes in on Tuesdays, what did she buy", "refuse", refuse())
Q("what was the wifi bill this month", "refuse", refuse())
Q("what time did Omar come in today", "refuse", refuse())
Q("what's Ken Smith's birthday, wanna give him a loot drop", "refuse", refuse())
Q("should i nerf the cherry price to shift the stack faster?", "refuse", refuse())
Q("how many kg of fruit did we move over the weekend", "kilos",
  number(v("2024-02-27").kilos(**weekend_before("2024-02-27")), "kg"), today="2024-02-27")
Q("revenue per day this week, table", "table",
  table("day", per(span(**this_week(T)), V29.day_rev), "money"))
Q("daily takings this week so far, as a table", "table",
  table("day", per(span(**this_week("2024-02-11")), v("2024-02-11").day_rev), "money"), today="2024-02-11")
Q("which customers picked up cherries this month", "customer",
  names(v("2024-02-18").buyers(product="cherry"), ordered=False), today="2024-02-18")
Q("how many different customers rolled in this week", "count", number(len(V29.buyers(**this_week(T))), "count"))
Q("list the squad that came in yesterday", "customer", names(V29.buyers(lo=shift(T, -1), hi=shift(T, -1)),
                                                             ordered=False))
Q("what did Ken buy today", "customer", names(V29.sold_products(customer="Ken Smith", lo=T, hi=T), ordered=False))
Q("strawberry price rn?", "price", number(V29.price("strawberry"), "money"))
Q("what were pears before the nerf", "price_change",
  number(change("pear")[2], "money"))
Q("how many percent did pears drop by", "price_change",
  number((change("pear")[2] - change("pear")[3]) / change("pear")[2] * 100, "pct"))
Q("how much did we spend restocking this week", "purchases", number(V29.spend(**this_week(T)), "money"))
Q("how much loot have we made since monday", "revenue", number(v("2024-02-17").revenue(lo="2024-02-12"), "money"),
  today="2024-02-17")
Q("avg spend per sale this week", "average",
  number(V29.revenue(**this_week(T)) / V29.n_sales(**this_week(T)), "money"))
Q("which fruits did nobody buy this week", "which",
  names([p for p in V29.products if V29.kilos(product=p, **this_week(T)) == 0], ordered=False))
Q("how many kg of bananas have we had delivered this month", "purchases",
  number(V29.bought(product="banana"), "kg"))
Q("how much did we refund today", "returns", number(v("2024-02-26").refunds(lo="2024-02-26", hi="2024-02-26"),
                                                     "money"), today="2024-02-26")
Q("how many kg of bananas have we sold so far this month", "kilos", number(v("2024-02-09").kilos(product="banana"),
                                                                             "kg"), today="2024-02-09")
Q("how many kg of cherries were in stock before the restock on the 28th", "stock",
  number(V29.stock("cherry", "2024-02-27"), "kg"))
Q("total refunds so far, all customers", "returns", number(v("2024-02-13").refunds(), "money"), today="2024-02-13")
Q("kg bought per customer this month, table", "table",
  table("customer", per(V29.customers, lambda c: V29.kilos(customer=c)), "kg"))
Q("grape stack rn, how many kg", "stock", number(v("2024-02-03").stock("grape"), "kg"), today="2024-02-03")
Q("gg how much did we take on Sundays this month, all of them added up", "revenue",
  number(V29.revenue(days=on_weekdays("Sunday")), "money"))


# ============================================================= write
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
with open(OUT, "w") as f:
    f.writelines(json.dumps({"id": f"q84-{i:03d}", "question": q["question"], "today": q["today"],
                             "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n"
                 for i, q in enumerate(QS, 1))
print("questions", len(QS), "refuse", sum(q["category"] == "refuse" for q in QS),
      "before 02-29", sum(q["today"] < T for q in QS))
for label in PERSONAS:
    mine = [q for q in QS if q["persona"] == label]
    print(f"  {label:55s} {len(mine):3d} questions {sum(q['category'] == 'refuse' for q in mine):2d} refusals "
          f"{sum(q['today'] < T for q in mine):2d} before 02-29")
types = {}
for q in QS:
    types[q["expect"]["type"]] = types.get(q["expect"]["type"], 0) + 1
print("  types", dict(sorted(types.items())))
keys = {}
for q in QS:
    if q["expect"]["type"] == "table":
        keys[q["expect"]["key"]] = keys.get(q["expect"]["key"], 0) + 1
print("  table keys", dict(sorted(keys.items())))
