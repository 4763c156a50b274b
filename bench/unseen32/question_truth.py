"""Held-out question set 32 for ChatLedger, written from the user's side only.

Every question below was typed by hand; its answer is computed here from the demo records
(resources/demo/fruitshop_month.jsonl) dated on or before the question's `today`, with Decimal money.
Run from anywhere:

    python bench/unseen32/question_truth.py      # writes bench/unseen32/questions.jsonl
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
with open(DATA, encoding="utf-8") as _f:
    RAW = [json.loads(line) for line in _f if line.strip()]
assert [r["date"] for r in RAW] == sorted(r["date"] for r in RAW), "records not in date order"


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def monday(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def weekday(s):
    return WEEKDAYS[day(s).weekday()]


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


class Ledger:
    """The shop's records as known at the close of `today` (records dated <= today only)."""

    def __init__(self, today):
        self.today = today
        self.sales, self.buys, self.adjs, self.rets, self.prices = [], [], [], [], []
        self.deliveries = []  # (date, supplier): one per purchase record
        price = {}
        for r in RAW:
            if r["date"] > today:
                break
            kind = r["kind"]
            if kind == "purchase":
                self.deliveries.append((r["date"], r["supplier"]["name"]))
                for it in r["items"]:
                    p = it["product"]
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        price[p] = dec(it["selling_price"])
                        self.prices.append((r["date"], p, price[p]))
            elif kind == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], price[r["product"]]))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    exact = kg * price[it["product"]]
                    assert (exact * 100) % 1 != Decimal("0.5"), "half-cent line"
                    lines.append((it["product"], kg, exact.quantize(Decimal("0.01"), ROUND_HALF_UP)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif kind == "return":
                hit = [s for s in self.sales if s["cust"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"] and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif kind == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise AssertionError(kind)
        self.cost = {}
        for _, _, p, _, c in self.buys:
            assert self.cost.setdefault(p, c) == c, "product with two unit costs: " + p
        self.products = sorted({b[2] for b in self.buys})
        self.customers = sorted({s["cust"] for s in self.sales})
        self.suppliers = sorted({b[1] for b in self.buys})

    # ---------------------------------------------------------------- sales
    def live(self, lo="0000-00-00", hi="9999-99-99", cust=None, days=None):
        """Standing sales (not returned by today) dated lo..hi inclusive."""
        return [s for s in self.sales if s["ret"] is None and lo <= s["date"] <= hi
                and (cust is None or s["cust"] == cust) and (days is None or weekday(s["date"]) in days)]

    def lines(self, prod=None, **kw):
        return [(s, p, kg, v) for s in self.live(**kw) for p, kg, v in s["lines"] if prod is None or p == prod]

    def takings(self, prod=None, **kw):
        return sum((v for _, _, _, v in self.lines(prod, **kw)), Decimal(0))

    def kilos(self, prod=None, **kw):
        return sum((kg for _, _, kg, _ in self.lines(prod, **kw)), Decimal(0))

    def count(self, prod=None, **kw):
        return len({id(s) for s, _, _, _ in self.lines(prod, **kw)})

    def cogs(self, prod=None, **kw):
        return sum((kg * self.cost[p] for _, p, kg, _ in self.lines(prod, **kw)), Decimal(0))

    def profit(self, prod=None, **kw):
        return self.takings(prod, **kw) - self.cogs(prod, **kw)

    def margin(self, prod=None, **kw):
        return self.profit(prod, **kw) / self.takings(prod, **kw) * 100

    # ---------------------------------------------------------------- stock and prices
    def stock(self, prod, on=None):
        on = on or self.today
        bought = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= on), Decimal(0))
        adj = sum((a[2] for a in self.adjs if a[1] == prod and a[0] <= on), Decimal(0))
        sold = sum((kg for s in self.sales if s["date"] <= on and not (s["ret"] and s["ret"] <= on)
                    for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        return bought - sold + adj

    def price(self, prod, on=None):
        on = on or self.today
        found = [pr for d, p, pr in self.prices if p == prod and d <= on]
        return found[-1]

    # ---------------------------------------------------------------- refunds, write-offs, purchases
    def refunds(self, lo="0000-00-00", hi="9999-99-99", cust=None):
        return sum((v for d, c, s in self.rets if lo <= d <= hi and (cust is None or c == cust)
                    for _, _, v in s["lines"]), Decimal(0))

    def writeoff_kg(self, prod=None, lo="0000-00-00", hi="9999-99-99"):
        return sum((-q for d, p, q in self.adjs if q < 0 and lo <= d <= hi and (prod is None or p == prod)),
                   Decimal(0))

    def writeoff_cost(self, prod=None, lo="0000-00-00", hi="9999-99-99"):
        return sum((-q * self.cost[p] for d, p, q in self.adjs if q < 0 and lo <= d <= hi
                    and (prod is None or p == prod)), Decimal(0))

    def bought_kg(self, sup=None, prod=None, lo="0000-00-00", hi="9999-99-99"):
        return sum((b[3] for b in self.buys if lo <= b[0] <= hi and (sup is None or b[1] == sup)
                    and (prod is None or b[2] == prod)), Decimal(0))

    def bought_cost(self, sup=None, prod=None, lo="0000-00-00", hi="9999-99-99"):
        return sum((b[3] * b[4] for b in self.buys if lo <= b[0] <= hi and (sup is None or b[1] == sup)
                    and (prod is None or b[2] == prod)), Decimal(0))

    # ---------------------------------------------------------------- groupings
    def by(self, key, measure="takings", prod=None, **kw):
        """Group standing sale lines by product/customer/day/week/month/weekday."""
        out = {}
        for s, p, kg, v in self.lines(prod, **kw):
            k = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                 "month": s["date"][:7], "weekday": weekday(s["date"])}[key]
            if measure == "takings":
                x = v
            elif measure == "kilos":
                x = kg
            elif measure == "profit":
                x = v - kg * self.cost[p]
            else:
                raise AssertionError(measure)
            out[k] = out.get(k, Decimal(0)) + x
        return {k: x for k, x in out.items() if x != 0}

    def visits_by(self, key, **kw):
        out = {}
        for s in self.live(**kw):
            k = {"customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                 "weekday": weekday(s["date"])}[key]
            out[k] = out.get(k, 0) + 1
        return out


_CACHE = {}


def at(today):
    if today not in _CACHE:
        _CACHE[today] = Ledger(today)
    return _CACHE[today]


# -------------------------------------------------------------------- answer shapes
def _rounded(x, places):
    x = Decimal(x)
    frac = (abs(x) * 10 ** places) % 1
    assert abs(frac - Decimal("0.5")) > Decimal("0.05"), ("answer falls on or near a half unit", x)
    return float(x.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP))


def money(x):
    return _rounded(x, 2)


def kilo(x):
    return _rounded(x, 3)


def pct(x):
    return _rounded(x, 2)


def num(x):
    assert not isinstance(x, Decimal), "round with money/kilo/pct first"
    return {"type": "number", "value": x}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals), vals
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def table(key, rows, fmt):
    rows = {k: fmt(v) for k, v in sorted(rows.items()) if v != 0}
    assert rows, key
    return {"type": "table", "key": key, "rows": rows}


REFUSE = {"type": "refuse"}


def ranked(d, n=1, lowest=False):
    """The first n keys of d by value (highest first unless lowest); asserts no tie decides the answer."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not lowest)
    vals = [v for _, v in items]
    assert len(items) >= n, d
    for i in range(min(n, len(vals) - 1)):
        assert vals[i] != vals[i + 1], ("tie in ranking", items)
    return [k for k, _ in items[:n]]


def best(d, lowest=False):
    return ranked(d, 1, lowest)[0]


QUESTIONS = []
REFUSE_VOICE = {}


def ask(persona, today, text, expect):
    assert day(today) <= day("2024-02-29")
    if expect is REFUSE:
        REFUSE_VOICE[persona] = REFUSE_VOICE.get(persona, 0) + 1
        category = "refuse"
    else:
        category = persona
    QUESTIONS.append({"id": f"q32-{len(QUESTIONS) + 1:03d}", "question": text, "today": today,
                      "category": category, "expect": expect})


def sup_table(ledger, measure, **kw):
    f = ledger.bought_cost if measure == "cost" else ledger.bought_kg
    return {s: f(s, **kw) for s in ledger.suppliers}


def stock_table(ledger, on=None):
    return {p: ledger.stock(p, on) for p in ledger.products}


FEB1, T = "2024-02-01", "2024-02-29"   # Thursday 29 Feb: this week = 26-29, last week = 19-25

# ==================================================================== tax-accountant
P = "tax-accountant"
L = at(T)
ask(P, T, "What were total takings for February 2024?", num(money(L.takings(lo=FEB1, hi=T))))
ask(P, T, "Net sales for Feb after refunds, please.", num(money(L.takings())))
ask(P, T, "Can I get takings by week? Weeks starting Monday.", table("week", L.by("week"), money))
ask(P, T, "Cost of goods sold for the month of February?", num(money(L.cogs())))
ask(P, T, "gross profit feb 2024", num(money(L.profit())))
ask(P, T, "What was the gross margin percentage for February?", num(pct(L.margin())))
ask(P, T, "Total value of customer refunds in February", num(money(L.refunds())))
ask(P, T, "How many returns were processed this month?", num(len(L.rets)))
ask(P, T, "What did the stock write-offs cost us in February, at cost price?", num(money(L.writeoff_cost())))
ask(P, T, "Purchases at cost broken down by supplier for February", table("supplier", sup_table(L, "cost"), money))
ask(P, T, "Total purchases from all suppliers this month, at cost?", num(money(L.bought_cost())))
ask(P, T, "Takings for the week commencing 12 February", num(money(L.takings(lo="2024-02-12", hi="2024-02-18"))))
ask(P, T, "Sales revenue between the 10th and the 20th inclusive?",
    num(money(L.takings(lo="2024-02-10", hi="2024-02-20"))))
ask(P, T, "Refunds dated from the 15th onwards", num(money(L.refunds(lo="2024-02-15"))))
ask(P, T, "COGS on strawberries for February", num(money(L.cogs("strawberry"))))
ask(P, T, "Gross profit by product for February", table("product", L.by("product", "profit"), money))
ask(P, T, "Revenue per product for the month", table("product", L.by("product"), money))
ask(P, T, "What were last week's takings?", num(money(L.takings(lo="2024-02-19", hi="2024-02-25"))))
ask(P, T, "Gross profit for last week", num(money(L.profit(lo="2024-02-19", hi="2024-02-25"))))
ask(P, T, "Daily takings so far this week", table("day", L.by("day", lo="2024-02-26"), money))
ask(P, T, "Takings by month please", table("month", L.by("month"), money))
ask(P, T, "Total kilos written off in February", num(kilo(L.writeoff_kg())))
ask(P, T, "Cost of the strawberry write-offs this month", num(money(L.writeoff_cost("strawberry"))))
ask(P, T, "Purchase total from Green Valley Farms at cost for Feb?",
    num(money(L.bought_cost("Green Valley Farms"))))
ask(P, T, "Average transaction value for February", num(money(L.takings() / len(L.live()))))
ask(P, T, "Number of sales transactions in February, not counting the ones that were returned",
    num(len(L.live())))
ask(P, T, "What were takings before the 8th?", num(money(L.takings(hi="2024-02-07"))))
ask(P, T, "Weekend takings for the month (Saturdays and Sundays)",
    num(money(L.takings(days={"Saturday", "Sunday"}))))
ask(P, T, "Revenue from Zoe Davis in February", num(money(L.takings(cust="Zoe Davis"))))
ask(P, T, "What was the gross margin % on bananas?", num(pct(L.margin("banana"))))
ask(P, T, "COGS for the week of 19 Feb", num(money(L.cogs(lo="2024-02-19", hi="2024-02-25"))))
ask(P, T, "Total refunded to Tom Lee this month", num(money(L.refunds(cust="Tom Lee"))))
ask(P, T, "Refunds by customer for February",
    table("customer", {c: L.refunds(cust=c) for c in L.customers}, money))
ask(P, T, "Gross profit from the 1st to the 14th", num(money(L.profit(lo=FEB1, hi="2024-02-14"))))
ask(P, T, "Cost of goods sold by week", table("week", {w: L.cogs(lo=w, hi=shift(w, 6)) for w in L.by("week")}, money))

# asked on earlier days: only records dated up to that day are known
M = at("2024-02-14")   # Wednesday
ask(P, M.today, "Month-to-date takings?", num(money(M.takings(lo=FEB1))))
ask(P, M.today, "Refunds so far this month", num(money(M.refunds(lo=FEB1))))
M = at("2024-02-10")   # Saturday; Ken Smith's sale of the 4th is not returned until the 12th
ask(P, M.today, "Gross profit for 1-4 Feb", num(money(M.profit(lo=FEB1, hi="2024-02-04"))))
M = at("2024-02-20")   # Tuesday; last week = 12-18, Bob Smith's sale of the 18th still stands
ask(P, M.today, "cost of goods sold last week?", num(money(M.cogs(lo="2024-02-12", hi="2024-02-18"))))
M = at("2024-02-23")   # Friday; this week = 19-23
ask(P, M.today, "Gross profit for this week to date", num(money(M.profit(lo="2024-02-19"))))
M = at("2024-02-26")   # Monday; last week = 19-25
ask(P, M.today, "Last week's takings, Monday to Sunday?", num(money(M.takings(lo="2024-02-19", hi="2024-02-25"))))
M = at("2024-02-16")
ask(P, M.today, "Stock purchases at cost so far in February", num(money(M.bought_cost(lo=FEB1))))
M = at("2024-02-12")
ask(P, M.today, "Write-off cost to date", num(money(M.writeoff_cost())))
M = at("2024-02-22")
ask(P, M.today, "Takings by week so far", table("week", M.by("week"), money))

ask(P, T, "What's our VAT liability for February?", REFUSE)
ask(P, T, "How much rent did the shop pay this month?", REFUSE)
ask(P, T, "Total staff wages for February?", REFUSE)
ask(P, T, "Split February takings between card and cash, please.", REFUSE)
ask(P, "2024-02-20", "Please change the refund on 12 Feb to $5.00", REFUSE)
ask(P, T, "What depreciation should I book on the shop fittings?", REFUSE)

# ==================================================================== new-owner
P = "new-owner"
L = at(T)
ask(P, T, "ok so which fruit actually makes us money?", name(best(L.by("product", "profit"))))
assert best(L.by("product")) == best(L.by("product", "profit"))   # same by takings
ask(P, T, "who are our best customers? like the top 3 by what they spend",
    names(ranked(L.by("customer"), 3), ordered=True))
first, second = L.takings(hi="2024-02-14"), L.takings(lo="2024-02-15")
assert second > first
ask(P, T, "did we sell more at the end of the month than the start? how much more did we take from the 15th on "
    "than before the 15th?", num(money(second - first)))
ask(P, T, "whats our best selling fruit by weight", name(best(L.by("product", "kilos"))))
ask(P, T, "which fruit sells the worst? like the least kilos", name(best(L.by("product", "kilos"), lowest=True)))
assert best(L.by("product"), lowest=True) == best(L.by("product", "kilos"), lowest=True)
ask(P, T, "how much money came in altogether this month from sales?", num(money(L.takings())))
ask(P, T, "what's our gross profit? I think that's sales minus what the fruit we sold cost us",
    num(money(L.profit())))
ask(P, T, "who comes in the most often?", name(best(L.visits_by("customer"))))
ask(P, T, "which day of the week is the busiest for us?", name(best(L.by("weekday"))))
assert best(L.by("weekday")) == best(L.visits_by("weekday")) == best(L.by("weekday", "kilos"))
ask(P, T, "what's our slowest weekday for takings?", name(best(L.by("weekday"), lowest=True)))
ask(P, T, "how many different customers bought something this month?", num(len(L.by("customer"))))
ask(P, T, "which customer spent the least?", name(best(L.by("customer"), lowest=True)))
ask(P, T, "what was our best day of the whole month for sales?", name(best(L.by("day"))))
ask(P, T, "how much has Omar spent with us?", num(money(L.takings(cust="Omar Haddad"))))
ask(P, T, "how many kilos has Zoe bought this month?", num(kilo(L.kilos(cust="Zoe Davis"))))
margins = {p: L.margin(p) for p in L.by("product")}
ask(P, T, "which fruit has the best margin percentage?", name(best(margins)))
ask(P, T, "do we make more profit in dollars on strawberries or on cherries?",
    name(best({p: L.profit(p) for p in ("strawberry", "cherry")})))
ask(P, T, "what did we take on valentines day?", num(money(L.takings(lo="2024-02-14", hi="2024-02-14"))))
ask(P, T, "how much did we sell on the weekend of the 10th and 11th?",
    num(money(L.takings(lo="2024-02-10", hi="2024-02-11"))))
ask(P, T, "what are our top 2 fruits by revenue?", names(ranked(L.by("product"), 2), ordered=True))
ask(P, T, "who bought mango this month?", names(L.by("customer", prod="mango"), ordered=False))
ask(P, T, "did anyone bring stuff back? who?", names({c for _, c, _ in L.rets}, ordered=False))
ask(P, T, "how many times has Tom Lee been in, not counting the sales he returned?",
    num(L.visits_by("customer")["Tom Lee"]))
prices = {p: L.price(p) for p in L.products}
ask(P, T, "whats the priciest fruit we sell right now", name(best(prices)))
ask(P, T, "which fruit is cheapest at the moment?", name(best(prices, lowest=True)))
ask(P, T, "how many kilos of fruit did we sell in total in february", num(kilo(L.kilos())))
assert len(L.by("day", lo="2024-02-19", hi="2024-02-25")) == 7   # every day of last week had sales
ask(P, T, "on average how much did we take per day last week?",
    num(money(L.takings(lo="2024-02-19", hi="2024-02-25") / 7)))
ask(P, T, "did we do better last week than the week before? by how much, in takings?",
    num(money(L.takings(lo="2024-02-19", hi="2024-02-25") - L.takings(lo="2024-02-12", hi="2024-02-18"))))
ask(P, T, "which fruit did we throw out the most of?", name(best({p: L.writeoff_kg(p) for p in L.products})))
ask(P, T, "who buys the most bananas?", name(best(L.by("customer", "kilos", prod="banana"))))
ask(P, T, "which fruits has Raj Patel bought from us?", names(L.by("product", cust="Raj Patel"), ordered=False))
ask(P, T, "who spent more, Tom Lee or Bob Smith?",
    name(best({c: L.takings(cust=c) for c in ("Tom Lee", "Bob Smith")})))
ask(P, T, "if you split this month's takings across all our customers, what does each one spend on average?",
    num(money(L.takings() / len(L.by("customer")))))
ask(P, T, "what share of our sales came from cherries, as a percent?",
    num(pct(L.takings("cherry") / L.takings() * 100)))

M = at("2024-02-09")
ask(P, M.today, "how are we doing so far this month? total sales?", num(money(M.takings())))
M = at("2024-02-16")
ask(P, M.today, "who's spent the most so far?", name(best(M.by("customer"))))
M = at("2024-02-12")   # Tom Lee's returns of the 15th and 26th have not happened yet
ask(P, M.today, "who's our biggest spender up to now?", name(best(M.by("customer"))))
M = at("2024-02-15")
ask(P, M.today, "what's the average sale been so far this month?", num(money(M.takings() / len(M.live()))))
M = at("2024-02-20")
ask(P, M.today, "how much fruit have we had to throw away so far, in dollars?", num(money(M.writeoff_cost())))
M = at("2024-02-19")   # Sue Davis first buys on the 20th
ask(P, M.today, "how many different people have bought from us so far?", num(len(M.by("customer"))))
M = at("2024-02-07")
ask(P, M.today, "how much have we sold since the 1st?", num(money(M.takings(lo=FEB1))))
M = at("2024-02-20")   # Tuesday; Bob Smith's sale of the 18th and Tom Lee's of the 11th still stand
ask(P, M.today, "how much more did we take last week than the week before?",
    num(money(M.takings(lo="2024-02-12", hi="2024-02-18") - M.takings(lo="2024-02-05", hi="2024-02-11"))))
M = at("2024-02-23")
ask(P, M.today, "who's bought the most kilos so far?", name(best(M.by("customer", "kilos"))))

ask(P, T, "should we stay open on sundays, what do you think?", REFUSE)
ask(P, T, "what will we sell next week?", REFUSE)
ask(P, T, "is the rainy weather hurting our sales?", REFUSE)
ask(P, T, "which of the staff sold the most this month?", REFUSE)
ask(P, T, "can you delete Sue Davis from the customer list? she moved away", REFUSE)
ask(P, "2024-02-16", "how much is our electricity bill?", REFUSE)

# ==================================================================== supplier-rep
P = "supplier-rep"
L = at(T)
ask(P, T, "How many kilos did the shop buy from ABC in February?", num(kilo(L.bought_kg("ABC"))))
ask(P, T, "What did ABC's deliveries cost you this month?", num(money(L.bought_cost("ABC"))))
ask(P, T, "Which supplier got the biggest share of your spend?", name(best(sup_table(L, "cost"))))
ask(P, T, "Who supplies your bananas?", names({b[1] for b in L.buys if b[2] == "banana"}, ordered=False))
ask(P, T, "What unit cost are you paying for mango?", num(money(L.cost["mango"])))
ask(P, T, "How many kg of strawberries did you order from Green Valley Farms in Feb?",
    num(kilo(L.bought_kg("Green Valley Farms", "strawberry"))))
assert len(L.by("day")) == 29   # every day of February is a trading day
ask(P, T, "On average how many kilos of strawberries do you sell a day?", num(kilo(L.kilos("strawberry") / 29)))
ask(P, T, "How many kilos of pear are left on the shelf?", num(kilo(L.stock("pear"))))
ask(P, T, "What margin are you making on cherries, in percent?", num(pct(L.margin("cherry"))))
ask(P, T, "I'm with Hillside Produce. What did you buy from us, kilos by product?",
    table("product", {p: L.bought_kg("Hillside Produce", p) for p in L.products}, kilo))
ask(P, T, "Kilos purchased per supplier this month", table("supplier", sup_table(L, "kilos"), kilo))
ask(P, T, "How many deliveries did Green Valley Farms make in February?",
    num(sum(1 for _, s in L.deliveries if s == "Green Valley Farms")))
ask(P, T, "When was ABC's last delivery?", name(max(d for d, s in L.deliveries if s == "ABC")))
ask(P, T, "What percentage of your purchase spend went to Green Valley Farms?",
    num(pct(L.bought_cost("Green Valley Farms") / L.bought_cost() * 100)))
ask(P, T, "Which products do you get from ABC?", names({b[2] for b in L.buys if b[1] == "ABC"}, ordered=False))
assert L.kilos("apple", lo="2024-02-10", hi="2024-02-10") == 0   # "since the delivery" same with or without the 10th
ask(P, T, "How many kilos of apples have sold since the delivery on the 10th?",
    num(kilo(L.kilos("apple", lo="2024-02-10"))))
ask(P, T, "What percent of the strawberries you bought have been sold so far?",
    num(pct(L.kilos("strawberry") / L.bought_kg(prod="strawberry") * 100)))
ask(P, T, "total cherries bought this month, in kg?", num(kilo(L.bought_kg(prod="cherry"))))
ask(P, T, "How many kilos of mango went out the door last week?",
    num(kilo(L.kilos("mango", lo="2024-02-19", hi="2024-02-25"))))
ask(P, T, "Kilos sold by product for February", table("product", L.by("product", "kilos"), kilo))
ask(P, T, "Which fruit has the lowest gross margin %?", name(best(margins, lowest=True)))
ask(P, T, "What's your remaining stock worth at cost?",
    num(money(sum(L.stock(p) * L.cost[p] for p in L.products))))
ask(P, T, "How many kilos of grapes were written off?", num(kilo(L.writeoff_kg("grape"))))
ask(P, T, "What was the shelf price of oranges on the 10th?", num(money(L.price("orange", "2024-02-10"))))
assert L.kilos("banana", lo="2024-02-23", hi="2024-02-23") == 0
ask(P, T, "How much banana has sold since the Green Valley delivery on the 23rd?",
    num(kilo(L.kilos("banana", lo="2024-02-23"))))
ask(P, T, "What was the cherry stock at close on the 28th?", num(kilo(L.stock("cherry", "2024-02-28"))))
ask(P, T, "Which fruit do you have the most of in stock?", name(best(stock_table(L))))
ask(P, T, "What did all the mango you bought cost in total?", num(money(L.bought_cost(prod="mango"))))
ask(P, T, "What do you pay per kilo for grapes from ABC?", num(money(L.cost["grape"])))
ask(P, T, "What gross profit did you make on the pears?", num(money(L.profit("pear"))))
ask(P, T, "How many sales had cherries in them?", num(L.count("cherry")))
ask(P, T, "How much did you spend on stock in the second half of the month, from the 15th on?",
    num(money(L.bought_cost(lo="2024-02-15"))))

M = at("2024-02-15")
ask(P, M.today, "What's the mango stock today?", num(kilo(M.stock("mango"))))
M = at("2024-02-16")
ask(P, M.today, "How much have you spent with Green Valley Farms so far this month?",
    num(money(M.bought_cost("Green Valley Farms"))))
M = at("2024-02-09")
ask(P, M.today, "How much have you bought from Hillside Produce so far, at cost?",
    num(money(M.bought_cost("Hillside Produce"))))
M = at("2024-02-20")
ask(P, M.today, "Green Valley here - how many kilos of strawberry have you sold since our delivery on the 16th?",
    num(kilo(M.kilos("strawberry", lo="2024-02-16"))))
M = at("2024-02-22")   # before the Green Valley banana delivery of the 23rd
ask(P, M.today, "How many kilos of banana do you have left?", num(kilo(M.stock("banana"))))
M = at("2024-02-12")
ask(P, M.today, "How many kilos of apple have gone since ABC's delivery on the 10th?",
    num(kilo(M.kilos("apple", lo="2024-02-10"))))
M = at("2024-02-27")
ask(P, M.today, "How much cherry is left in stock today?", num(kilo(M.stock("cherry"))))
M = at("2024-02-26")
ask(P, M.today, "Which supplier have you bought the most kilos from so far?", name(best(sup_table(M, "kilos"))))
M = at("2024-02-14")
ask(P, M.today, "What's the banana stock at the moment?", num(kilo(M.stock("banana"))))
M = at("2024-02-17")
ask(P, M.today, "How many kilos have you bought in total this month?", num(kilo(M.bought_kg())))

ask(P, T, "What do the other fruit shops in town pay for cherries?", REFUSE)
ask(P, T, "Can you put in an order for 50 kg of mango from ABC?", REFUSE)
ask(P, T, "What payment terms do you have with Green Valley Farms?", REFUSE)
ask(P, T, "How many kilos of strawberries will you need next month?", REFUSE)
ask(P, "2024-02-23", "Did Hillside Produce deliver on time this month?", REFUSE)

# ==================================================================== shift-lead
P = "shift-lead"
L = at(T)
ask(P, T, "stock levels for everything right now", table("product", stock_table(L), kilo))
ask(P, T, "how much banana have we got in stock", num(kilo(L.stock("banana"))))
ask(P, T, "what was strawberry stock at close on the 15th?", num(kilo(L.stock("strawberry", "2024-02-15"))))
ask(P, T, "kilos sold per day this week", table("day", L.by("day", "kilos", lo="2024-02-26"), kilo))
ask(P, T, "kg sold by weekday over the month", table("weekday", L.by("weekday", "kilos"), kilo))
ask(P, T, "best seller this week by kilos?", name(best(L.by("product", "kilos", lo="2024-02-26"))))
ask(P, T, "whats the price of pears now", num(money(L.price("pear"))))
ask(P, T, "what were pears selling for on the 20th?", num(money(L.price("pear", "2024-02-20"))))
ask(P, T, "which fruit is running lowest?", name(best(stock_table(L), lowest=True)))
ask(P, T, "how many kilos did we sell yesterday?", num(kilo(L.kilos(lo="2024-02-28", hi="2024-02-28"))))
ask(P, T, "banana kilos sold last week?", num(kilo(L.kilos("banana", lo="2024-02-19", hi="2024-02-25"))))
ask(P, T, "avg kilos sold per day last week", num(kilo(L.kilos(lo="2024-02-19", hi="2024-02-25") / 7)))
ask(P, T, "which day this month did we sell the most kilos?", name(best(L.by("day", "kilos"))))
ask(P, T, "which days did we sell more than 12 kg?",
    names([d for d, kg in L.by("day", "kilos").items() if kg > 12], ordered=False))
ask(P, T, "how much strawberry did we write off this month, in kg?", num(kilo(L.writeoff_kg("strawberry"))))
ask(P, T, "kilos of cherries sold since monday", num(kilo(L.kilos("cherry", lo="2024-02-26"))))
ask(P, T, "how many customers came in today?", num(L.count(lo=T, hi=T)))
assert L.count(lo=T, hi=T) == len({s["cust"] for s in L.live(lo=T, hi=T)})   # visits = people today
ask(P, T, "what did we sell today, kg per fruit?", table("product", L.by("product", "kilos", lo=T, hi=T), kilo))
sold_week = L.by("product", "kilos", lo="2024-02-26")
ask(P, T, "which fruits haven't sold at all this week?", names([p for p in L.products if p not in sold_week],
                                                                 ordered=False))
ask(P, T, "current price list please", table("product", prices, money))
ask(P, T, "apple stock at close on the 9th?", num(kilo(L.stock("apple", "2024-02-09"))))
ask(P, T, "what was the top seller last week, by weight?",
    name(best(L.by("product", "kilos", lo="2024-02-19", hi="2024-02-25"))))
ask(P, T, "how many kilos of strawberries did we sell on weekends this month?",
    num(kilo(L.kilos("strawberry", days={"Saturday", "Sunday"}))))
ask(P, T, "what were bananas priced at before the 19th?", num(money(L.price("banana", "2024-02-18"))))
ask(P, T, "how much mango did we sell on the 22nd?", num(kilo(L.kilos("mango", lo="2024-02-22", hi="2024-02-22"))))
ask(P, T, "which fruits are under 22 kg in stock right now?",
    names([p for p, kg in stock_table(L).items() if kg < 22], ordered=False))
ask(P, T, "what weekday do we shift the most kilos?", name(best(L.by("weekday", "kilos"))))
assert L.stock("grape", "2024-02-09") == L.stock("grape", "2024-02-10")   # close of 9th = close of 10th
ask(P, T, "grape stock b4 the 10th?", num(kilo(L.stock("grape", "2024-02-09"))))
ask(P, T, "how many sales did we ring up this week?", num(L.count(lo="2024-02-26")))
ask(P, T, "kilos of pear sold between the 20th and the 25th", num(kilo(L.kilos("pear", lo="2024-02-20",
                                                                                 hi="2024-02-25"))))
ask(P, T, "weekly kilos sold, by week", table("week", L.by("week", "kilos"), kilo))

M = at("2024-02-20")
ask(P, M.today, "how much orange is on hand?", num(kilo(M.stock("orange"))))
M = at("2024-02-12")   # Monday; last week = 5-11, Tom Lee's sale of the 11th still stands
ask(P, M.today, "how many kilos did we shift last week?", num(kilo(M.kilos(lo="2024-02-05", hi="2024-02-11"))))
M = at("2024-02-18")   # Sunday; this week = 12-18
ask(P, M.today, "best seller this week by weight?", name(best(M.by("product", "kilos", lo="2024-02-12"))))
M = at("2024-02-22")
ask(P, M.today, "strawberry stock right now?", num(kilo(M.stock("strawberry"))))
ask(P, M.today, "which products are below 25 kg at the moment?",
    names([p for p, kg in stock_table(M).items() if kg < 25], ordered=False))
M = at("2024-02-26")   # Monday
ask(P, M.today, "what was banana stock at close yesterday?", num(kilo(M.stock("banana", "2024-02-25"))))
M = at("2024-02-10")
ask(P, M.today, "what's the orange price today?", num(money(M.price("orange"))))
M = at("2024-02-19")   # the banana price change is dated the 19th
ask(P, M.today, "banana price today?", num(money(M.price("banana"))))
M = at("2024-02-24")   # the pear price change is dated the 24th
ask(P, M.today, "pear price right now?", num(money(M.price("pear"))))
M = at("2024-02-14")   # Wednesday; this week = 12-14
ask(P, M.today, "kg sold per day this week", table("day", M.by("day", "kilos", lo="2024-02-12"), kilo))
M = at("2024-02-28")
ask(P, M.today, "what did we sell yesterday in kilos?", num(kilo(M.kilos(lo="2024-02-27", hi="2024-02-27"))))
M = at("2024-02-16")
ask(P, M.today, "kilos sold today?", num(kilo(M.kilos(lo=M.today, hi=M.today))))
M = at("2024-02-23")   # Friday; this week = 19-23
ask(P, M.today, "how many sales so far this week?", num(M.count(lo="2024-02-19")))

ask(P, T, "who's working the saturday shift?", REFUSE)
ask(P, T, "what temp is the cooler running at?", REFUSE)
ask(P, T, "set the price of pears to 1.50", REFUSE)
ask(P, T, "how many kilos of banana will we sell tomorrow?", REFUSE)
ask(P, T, "when's the next delivery from Green Valley Farms due?", REFUSE)
ask(P, "2024-02-22", "log 3 kg of mango as spoiled", REFUSE)

# ==================================================================== write
for q in QUESTIONS:
    assert len(q["question"]) <= 200 and q["question"] == q["question"].strip(), q
assert len({q["question"].lower() for q in QUESTIONS}) == len(QUESTIONS), "duplicate question text"
with open(OUT, "w", encoding="utf-8") as f:
    for q in QUESTIONS:
        f.write(json.dumps(q, ensure_ascii=False) + "\n")
counts = {}
for q in QUESTIONS:
    counts[q["category"]] = counts.get(q["category"], 0) + 1
early = sum(q["today"] < T for q in QUESTIONS)
print("wrote", len(QUESTIONS), "questions:", counts, "| refusals by voice:", REFUSE_VOICE,
      "| asked before 29th:", early)
