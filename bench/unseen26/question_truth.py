"""Ground truth for bench/unseen26: held-out manager questions.

Reads resources/demo/fruitshop_month.jsonl, replays the records (stdlib only,
Decimal money) and writes bench/unseen26/questions.jsonl.  Every question is
typed by hand below; every answer is computed here from the records.  Run
from the repository root:

    python bench/unseen26/question_truth.py
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

RECS = [json.loads(line) for line in open(DATA) if line.strip()]
KNOWN_KINDS = {"purchase", "sale", "return", "price_change", "stock_adjustment", "note"}
assert {r["kind"] for r in RECS} <= KNOWN_KINDS, {r["kind"] for r in RECS}
# the file is in date order, so "records dated <= today" is a prefix of the file
assert [r["date"] for r in RECS] == sorted(r["date"] for r in RECS)


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def shift(s, n):
    return iso(day(s) + datetime.timedelta(days=n))


def monday(s):
    d = day(s)
    return iso(d - datetime.timedelta(days=d.weekday()))


WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKEND = {5, 6}
WORKDAYS = {0, 1, 2, 3, 4}

# one purchase unit cost per product over the whole file (asserted), so
# "cost" of a kilo is unambiguous
UNIT_COST = {}
for _r in RECS:
    if _r["kind"] == "purchase":
        for _it in _r["items"]:
            c = dec(_it["unit_cost"])
            assert UNIT_COST.setdefault(_it["product"], c) == c, _it
PRODUCTS = sorted(UNIT_COST)


def round_to(x, places):
    """Round a Decimal to `places` decimals, refusing exact half units."""
    q = Decimal(1).scaleb(-places)
    scaled = x / q
    frac = scaled - int(scaled)
    assert abs(frac) != Decimal("0.5"), ("half unit rounding", x, places)
    return x.quantize(q, rounding=ROUND_HALF_UP)


class Book:
    """The shop as known at the close of `today` (records dated <= today)."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.price_log = []   # (date, product, price) in file order
        self.buys = []        # dict(date, supplier, product, kg, cost)
        self.sales = []       # dict(date, cust, lines[(product, kg, value)], returned_on)
        self.returns = []     # dict(date, cust, sale)
        self.adjs = []        # dict(date, product, kg, reason)
        for r in RECS:
            if r["date"] > today:
                break
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append(dict(date=r["date"], supplier=r["supplier"]["name"],
                                          product=it["product"], kg=dec(it["quantity"]),
                                          cost=dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        self.price[it["product"]] = dec(it["selling_price"])
                        self.price_log.append((r["date"], it["product"], self.price[it["product"]]))
            elif k == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], self.price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append((it["product"], kg, round_to(kg * self.price[it["product"]], 2)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines,
                                       returned_on=None))
            elif k == "return":
                hit = [s for s in self.sales if s["cust"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"]]
                assert len(hit) == 1 and hit[0]["returned_on"] is None, r
                hit[0]["returned_on"] = r["date"]
                self.returns.append(dict(date=r["date"], cust=r["customer"]["name"], sale=hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append(dict(date=r["date"], product=r["product"], kg=dec(r["quantity"]),
                                      reason=r.get("reason")))

    # ---------------------------------------------------------------- sales
    def sel(self, lo="0000-00-00", hi="9999-99-99", cust=None, wd=None, with_returned=False):
        """Sale records in [lo, hi]; standing ones only unless with_returned."""
        out = []
        for s in self.sales:
            if not (lo <= s["date"] <= hi):
                continue
            if cust is not None and s["cust"] != cust:
                continue
            if wd is not None and day(s["date"]).weekday() not in wd:
                continue
            if s["returned_on"] is not None and not with_returned:
                continue
            out.append(s)
        return out

    def lines(self, prod=None, **kw):
        return [(s, p, kg, v) for s in self.sel(**kw) for p, kg, v in s["lines"]
                if prod is None or p == prod]

    def takings(self, prod=None, **kw):
        return sum((v for _, _, _, v in self.lines(prod, **kw)), Decimal(0))

    def kilos(self, prod=None, **kw):
        return sum((kg for _, _, kg, _ in self.lines(prod, **kw)), Decimal(0))

    def cogs(self, prod=None, **kw):
        return sum((kg * UNIT_COST[p] for _, p, kg, _ in self.lines(prod, **kw)), Decimal(0))

    def profit(self, prod=None, **kw):
        return self.takings(prod, **kw) - self.cogs(prod, **kw)

    def count(self, **kw):
        return len(self.sel(**kw))

    def customers(self, **kw):
        return {s["cust"] for s in self.sel(**kw)}

    def by(self, keyf, valf, prod=None, **kw):
        out = {}
        for s, p, kg, v in self.lines(prod, **kw):
            k = keyf(s, p)
            out[k] = out.get(k, Decimal(0)) + valf(s, p, kg, v)
        return out

    def spend_by_customer(self, **kw):
        return self.by(lambda s, p: s["cust"], lambda s, p, kg, v: v, **kw)

    def takings_by_product(self, **kw):
        return self.by(lambda s, p: p, lambda s, p, kg, v: v, **kw)

    def kilos_by_product(self, **kw):
        return self.by(lambda s, p: p, lambda s, p, kg, v: kg, **kw)

    def profit_by_product(self, **kw):
        return self.by(lambda s, p: p, lambda s, p, kg, v: v - kg * UNIT_COST[p], **kw)

    def takings_by_day(self, **kw):
        return self.by(lambda s, p: s["date"], lambda s, p, kg, v: v, **kw)

    def sale_value(self, s):
        return sum((v for _, _, v in s["lines"]), Decimal(0))

    # ---------------------------------------------------------------- returns
    def rets(self, lo="0000-00-00", hi="9999-99-99"):
        return [r for r in self.returns if lo <= r["date"] <= hi]

    def refunds(self, lo="0000-00-00", hi="9999-99-99"):
        return sum((self.sale_value(r["sale"]) for r in self.rets(lo, hi)), Decimal(0))

    # ---------------------------------------------------------------- buying
    def bought(self, prod=None, lo="0000-00-00", hi="9999-99-99", supplier=None):
        return [b for b in self.buys if lo <= b["date"] <= hi
                and (prod is None or b["product"] == prod)
                and (supplier is None or b["supplier"] == supplier)]

    def bought_kg(self, prod=None, **kw):
        return sum((b["kg"] for b in self.bought(prod, **kw)), Decimal(0))

    def bought_cost(self, prod=None, **kw):
        return sum((b["kg"] * b["cost"] for b in self.bought(prod, **kw)), Decimal(0))

    # ---------------------------------------------------------------- stock
    def stock(self, prod):
        """Close of `today`."""
        return (self.bought_kg(prod) - self.kilos(prod)
                + sum((a["kg"] for a in self.adjs if a["product"] == prod), Decimal(0)))

    def writeoffs(self, prod=None, lo="0000-00-00", hi="9999-99-99", reason=None):
        return [a for a in self.adjs if a["kg"] < 0 and lo <= a["date"] <= hi
                and (prod is None or a["product"] == prod)
                and (reason is None or a["reason"] == reason)]

    def writeoff_cost(self, **kw):
        return sum((-a["kg"] * UNIT_COST[a["product"]] for a in self.writeoffs(**kw)), Decimal(0))


BOOKS = {}


def book(today):
    if today not in BOOKS:
        BOOKS[today] = Book(today)
    return BOOKS[today]


def stock_on(prod, d):
    return book(d).stock(prod)


def price_on(prod, d):
    """Price in force at the end of d; asserts it did not move during d."""
    end = book(d).price[prod]
    start = book(shift(d, -1)).price.get(prod)
    assert start == end, ("price moved on", prod, d)
    return end


# ==================================================================== answers
def money(x):
    return {"type": "number", "value": float(round_to(Decimal(x), 2))}


def kilo(x):
    return {"type": "number", "value": float(round_to(Decimal(x), 3))}


def pct(part, whole):
    return {"type": "number", "value": float(round_to(Decimal(part) * 100 / Decimal(whole), 2))}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(values, ordered):
    values = list(values)
    assert values and len(set(values)) == len(values)
    return {"type": "names", "values": values if ordered else sorted(values), "ordered": ordered}


def table(key, rows, places):
    out = {}
    for k in sorted(rows):
        v = rows[k]
        if places == 0:
            assert v == int(v)
            v = int(v)
        else:
            v = float(round_to(Decimal(v), places))
        if v != 0:
            out[k] = v
    assert out
    return {"type": "table", "key": key, "rows": out}


def ranked(fn, n=1, low=False):
    """First n keys of fn(with_returned) by value, highest first (lowest if
    low).  Asserts no tie among the first n+1 and the same answer whether
    returned sales are counted or not."""
    got = []
    for wr in (False, True):
        d = {k: v for k, v in fn(wr).items() if v != 0}
        order = sorted(d, key=lambda k: d[k], reverse=not low)
        vals = [d[k] for k in order[:n + 1]]
        assert len(vals) >= n and len(set(vals)) == len(vals), ("tie", order, vals)
        got.append(order[:n])
    assert got[0] == got[1], ("returned sales change the ranking", got)
    return got[0]


def same(fn):
    """fn(with_returned) must not depend on returned sales; returns it."""
    a, b = fn(False), fn(True)
    assert a == b, ("depends on returned sales", a, b)
    return a


def stock_map(d, wr=False):
    """Closing stock of every product on d; wr counts returned sales as sold."""
    b = book(d)
    return {p: b.bought_kg(p) - b.kilos(p, with_returned=wr)
            + sum((a["kg"] for a in b.adjs if a["product"] == p), Decimal(0)) for p in PRODUCTS}


def weekdays_in(lo, hi, wd):
    d, n = day(lo), 0
    while d <= day(hi):
        n += d.weekday() in wd
        d += datetime.timedelta(days=1)
    return n


QUESTIONS = []   # (category, voice, question, today, expect)


def add(voice, today, question, expect):
    cat = "refuse" if expect == {"type": "refuse"} else voice
    QUESTIONS.append((cat, voice, question, today, expect))


REFUSE = {"type": "refuse"}
T = "2024-02-29"          # Thursday
FEB = dict(lo="2024-02-01", hi="2024-02-29")

# ============================================================ new-assistant-manager
P = "new-assistant-manager"
b = book(T)
this_mon = monday(T)                       # 2024-02-26
last_mon, last_sun = shift(this_mon, -7), shift(this_mon, -1)
yday = shift(T, -1)

add(P, T, "Could you tell me how much we took in sales in February?",
    money(b.takings(**FEB)))
add(P, T, "How many sales have we made this month, please?",
    count(b.count(**FEB)))
add(P, T, "What is the current selling price of pears?",
    money(price_on("pear", T)))
add(P, T, "Could you tell me how many kilos of cherries we have in stock right now?",
    kilo(b.stock("cherry")))
add(P, T, "Who are our suppliers?",
    names({x["supplier"] for x in b.buys}, False))
assert set(b.price) == set(b.kilos_by_product(**FEB)) == set(PRODUCTS)
add(P, T, "Which products does the shop sell?",
    names(sorted(b.price), False))
add(P, T, "How many different customers have bought from us this month?",
    count(same(lambda wr: len(b.customers(with_returned=wr, **FEB)))))
add(P, T, "Could you tell me what we pay per kilo for mangoes?",
    money(UNIT_COST["mango"]))
add(P, T, "How much have we taken so far this week?",
    money(b.takings(lo=this_mon, hi=T)))
add(P, T, "How many sales have there been today?",
    count(same(lambda wr: b.count(lo=T, hi=T, with_returned=wr))))
add(P, T, "Who has been our biggest customer this month, in terms of money spent?",
    name(ranked(lambda wr: b.spend_by_customer(with_returned=wr, **FEB))[0]))
add(P, T, "Which fruit has brought in the most sales revenue this month?",
    name(ranked(lambda wr: b.takings_by_product(with_returned=wr, **FEB))[0]))
add(P, T, "What did we sell yesterday, in kilos per product?",
    table("product", b.kilos_by_product(lo=yday, hi=yday), 3))
add(P, T, "Could you list the current stock level of every product?",
    table("product", {p: b.stock(p) for p in PRODUCTS}, 3))
add(P, T, "How much did we spend buying stock this month?",
    money(b.bought_cost(**FEB)))
add(P, T, "Which suppliers have we bought bananas from?",
    names({x["supplier"] for x in b.bought("banana", **FEB)}, False))
add(P, T, "How many returns have we had this month?",
    count(len(b.rets(**FEB))))
add(P, T, "What is our gross profit for February so far?",
    money(b.profit(**FEB)))
add(P, T, "What is the average value of a sale this month?",
    money(b.takings(**FEB) / b.count(**FEB)))
add(P, T, "How much did Tom Lee spend with us this month?",
    money(b.takings(cust="Tom Lee", **FEB)))
add(P, T, "Could you tell me how many kilos of bananas we sold last week?",
    kilo(b.kilos("banana", lo=last_mon, hi=last_sun)))
add(P, T, "What was the selling price of oranges on the 10th?",
    money(price_on("orange", "2024-02-10")))
add(P, T, "Which product do we have the most of in stock at the moment?",
    name(ranked(lambda wr: stock_map(T, wr))[0]))
add(P, T, "How much have we refunded to customers this month?",
    money(b.refunds(**FEB)))
add(P, T, "What is our margin on strawberries this month, as a percentage?",
    pct(b.profit("strawberry", **FEB), b.takings("strawberry", **FEB)))
add(P, T, "How many kilos of strawberries have been written off this month?",
    kilo(-sum(a["kg"] for a in b.writeoffs("strawberry", **FEB))))
# "number of sales" = sale records (not sale lines, not distinct days: both tie)
_by_sales = ranked(lambda wr: {c: Decimal(b.count(cust=c, with_returned=wr, **FEB))
                               for c in b.customers(with_returned=True, **FEB)})
add(P, T, "Which customer has the largest number of sales with us this month?",
    name(_by_sales[0]))
add(P, "2024-02-27", "Could you tell me what we took yesterday?",
    money(book("2024-02-27").takings(lo="2024-02-26", hi="2024-02-26")))
add(P, "2024-02-27", "How many kilos of pears do we have in stock now?",
    kilo(book("2024-02-27").stock("pear")))
add(P, T, "What was the total cost of the stock we bought from Green Valley Farms this month?",
    money(b.bought_cost(supplier="Green Valley Farms", **FEB)))
add(P, T, "Could you tell me the gross profit we made on cherries this month?",
    money(b.profit("cherry", **FEB)))
add(P, T, "How many kilos of fruit did we sell in total this month?",
    kilo(b.kilos(**FEB)))
add(P, T, "Which day this month had the highest takings?",
    name(ranked(lambda wr: b.takings_by_day(with_returned=wr, **FEB))[0]))
# (dropped "lowest in stock now": orange instead of mango if returned sales stayed sold)
add(P, T, "Which product have we sold the fewest kilos of this month?",
    name(ranked(lambda wr: b.kilos_by_product(with_returned=wr, **FEB), low=True)[0]))
add(P, T, "Could you tell me the price of a kilo of bananas today?",
    money(price_on("banana", T)))
assert not book("2024-02-27").rets(lo="2024-02-27", hi="2024-02-27")
add(P, "2024-02-27", "How many different customers have bought something today?",
    count(len(book("2024-02-27").customers(lo="2024-02-27", hi="2024-02-27"))))
add(P, "2024-02-28", "Could you tell me how much we have spent on cherries this week?",
    money(book("2024-02-28").bought_cost("cherry", lo="2024-02-26", hi="2024-02-28")))
# no apple sale, purchase or adjustment on the 15th: start and close of day agree
assert stock_on("apple", "2024-02-14") == stock_on("apple", "2024-02-15")
add(P, T, "How many kilos of apples did we have as of the 15th?",
    kilo(stock_on("apple", "2024-02-15")))

add(P, T, "Could you tell me which hours I'm rostered to work this week?", REFUSE)
add(P, T, "How much VAT did we charge on sales this month, please?", REFUSE)
add(P, T, "Could you give me Bob Smith's home address?", REFUSE)
add(P, T, "What time does the shop open on Sundays?", REFUSE)
add(P, T, "Could you please delete Tom Lee's return from the records?", REFUSE)

# ==================================================================== owners-spouse
P = "owners-spouse"
S10, S17, S24 = "2024-02-10", "2024-02-17", "2024-02-24"     # Saturdays
b10, b17, b24 = book(S10), book(S17), book(S24)
assert all(day(d).weekday() == 5 for d in (S10, S17, S24))

add(P, S17, "just curious, how much did the shop take today?",
    money(b17.takings(lo=S17, hi=S17)))
add(P, S17, "how much did we take in yesterday?",
    money(b17.takings(lo="2024-02-16", hi="2024-02-16")))
add(P, S17, "how much have we taken this week so far",
    money(b17.takings(lo=monday(S17), hi=S17)))
add(P, S17, "who's been our best customer so far this month? by what they've spent I mean",
    name(ranked(lambda wr: b17.spend_by_customer(lo="2024-02-01", hi=S17, with_returned=wr))[0]))
add(P, S17, "is there much strawberry left? how many kilos we got",
    kilo(b17.stock("strawberry")))
assert not b17.rets(lo=S17, hi=S17)
add(P, S17, "how many people came in and bought something today",
    count(len(b17.customers(lo=S17, hi=S17))))
add(P, S17, "what are we charging for oranges at the moment?",
    money(price_on("orange", S17)))
add(P, S17, "how many kilos of cherries have we got left?",
    kilo(b17.stock("cherry")))
add(P, S24, "how much did the shop take last week?",
    money(b24.takings(lo=shift(monday(S24), -7), hi=shift(monday(S24), -1))))
add(P, S24, "how much have we given back in refunds this week",
    money(b24.refunds(lo=monday(S24), hi=S24)))
add(P, S24, "whats a kilo of bananas going for now",
    money(price_on("banana", S24)))
add(P, S24, "which fruit's been flying off the shelves this week? most kilos i mean",
    name(ranked(lambda wr: b24.kilos_by_product(lo=monday(S24), hi=S24, with_returned=wr))[0]))
add(P, S24, "just curious, how much did Mei Chen spend today?",
    money(b24.takings(lo=S24, hi=S24, cust="Mei Chen")))
add(P, S24, "did we make a profit this week? how much",
    money(b24.profit(lo=monday(S24), hi=S24)))
add(P, S24, "how many kilos of strawberries did we sell today",
    kilo(b24.kilos("strawberry", lo=S24, hi=S24)))
add(P, S10, "how many kilos of bananas have we got left?",
    kilo(b10.stock("banana")))
add(P, S10, "how much has the shop taken since the start of the month",
    money(b10.takings(lo="2024-02-01", hi=S10)))
add(P, S10, "how many sales did we do this week?",
    count(b10.count(lo=monday(S10), hi=S10)))
add(P, S10, "what's our profit been so far this week",
    money(b10.profit(lo=monday(S10), hi=S10)))
add(P, T, "so how did we do in feb profit-wise? gross profit i mean",
    money(b.profit(**FEB)))
add(P, T, "how much more did we take on weekdays than on weekends this month?",
    money(b.takings(wd=WORKDAYS, **FEB) - b.takings(wd=WEEKEND, **FEB)))
add(P, T, "whats our best seller by kilos?",
    name(ranked(lambda wr: b.kilos_by_product(with_returned=wr, **FEB))[0]))
add(P, T, "how many kilos of fruit did we have to chuck out this month",
    kilo(-sum(a["kg"] for a in b.writeoffs(**FEB))))
add(P, T, "what did the fruit we threw out cost us this month?",
    money(b.writeoff_cost(**FEB)))
add(P, T, "how much have we got tied up in stock right now, at cost?",
    money(sum(b.stock(p) * UNIT_COST[p] for p in PRODUCTS)))
add(P, T, "total kilos of fruit in the shop at the moment?",
    kilo(sum(b.stock(p) for p in PRODUCTS)))


def saturdays_by_customer(wr):
    out = {}
    for s in b.sel(wd={5}, with_returned=wr, **FEB):
        out.setdefault(s["cust"], set()).add(s["date"])
    return {c: Decimal(len(v)) for c, v in out.items()}


_sat = ranked(saturdays_by_customer)
assert _sat == ranked(lambda wr: {k: Decimal(len(b.sel(cust=k, wd={5}, with_returned=wr, **FEB)))
                                  for k in b.customers(with_returned=True, **FEB)})
add(P, T, "just curious, who's come in on the most saturdays?",
    name(ranked(saturdays_by_customer)[0]))
add(P, T, "how much did we take on saturdays this month",
    money(b.takings(wd={5}, **FEB)))
add(P, T, "by how much has the price of oranges gone up since the 10th?",
    money(price_on("orange", T) - price_on("orange", "2024-02-10")))
add(P, T, "how many different people bought from us this week",
    count(same(lambda wr: len(b.customers(lo=this_mon, hi=T, with_returned=wr)))))
add(P, T, "which day last week did we take the most money?",
    name(ranked(lambda wr: b.takings_by_day(lo=last_mon, hi=last_sun, with_returned=wr))[0]))
add(P, T, "how much have we spent with Hillside Produce altogether?",
    money(b.bought_cost(supplier="Hillside Produce")))
add(P, T, "whats the mango situation, how many kg left?",
    kilo(b.stock("mango")))
add(P, T, "how much money came in from bananas from the 20th onwards",
    money(b.takings("banana", lo="2024-02-20", hi=T)))
add(P, T, "how many returns did we get from the 15th on",
    count(len(b.rets(lo="2024-02-15", hi=T))))
add(P, T, "whats the total we've refunded since the 20th",
    money(b.refunds(lo="2024-02-20", hi=T)))
add(P, T, "how much did the weekend just gone bring in?",
    money(b.takings(lo="2024-02-24", hi="2024-02-25")))
add(P, T, "how much did we take before the 10th?",
    money(b.takings(lo="2024-02-01", hi="2024-02-09")))

add(P, S24, "is it going to rain next saturday? thinking of putting the fruit stand outside", REFUSE)
add(P, T, "remind me how much the rent on the shop is again?", REFUSE)
add(P, S17, "how many people paid by card today?", REFUSE)
add(P, T, "can you knock mangoes down to 2 a kilo for me?", REFUSE)
add(P, T, "what do you reckon we'll take next saturday?", REFUSE)

# ==================================================================== auditor
P = "auditor"
assert {a["reason"] for a in b.adjs} == {"stock count"}

add(P, T, "Total takings between 2024-02-05 and 2024-02-11 inclusive.",
    money(b.takings(lo="2024-02-05", hi="2024-02-11")))
add(P, T, "Number of returns recorded between 2024-02-01 and 2024-02-15 inclusive.",
    count(len(b.rets(lo="2024-02-01", hi="2024-02-15"))))
add(P, T, "Total refunds issued between 2024-02-16 and 2024-02-29 inclusive.",
    money(b.refunds(lo="2024-02-16", hi="2024-02-29")))
add(P, T, "Kilograms written off with the reason 'stock count' in February 2024.",
    kilo(-sum(a["kg"] for a in b.writeoffs(reason="stock count", **FEB))))
add(P, T, "Cost of the 'stock count' write-offs for February 2024, at purchase cost.",
    money(b.writeoff_cost(reason="stock count", **FEB)))
add(P, T, "Selling price of pears on 2024-02-20.",
    money(price_on("pear", "2024-02-20")))
add(P, T, "Orange selling price in force at the close of 2024-02-19.",
    money(price_on("orange", "2024-02-19")))
add(P, T, "Cost of goods sold for 2024-02-12 to 2024-02-18 inclusive.",
    money(b.cogs(lo="2024-02-12", hi="2024-02-18")))
add(P, T, "Gross profit, February 2024.",
    money(b.profit(**FEB)))
add(P, T, "Gross margin percentage for February 2024.",
    pct(b.profit(**FEB), b.takings(**FEB)))
add(P, T, "Closing stock of strawberries on 2024-02-19, in kg.",
    kilo(stock_on("strawberry", "2024-02-19")))
add(P, T, "Closing stock per product at 2024-02-15.",
    table("product", {p: stock_on(p, "2024-02-15") for p in PRODUCTS}, 3))
add(P, T, "Purchases at cost by supplier, February 2024.",
    table("supplier", {s: b.bought_cost(supplier=s, **FEB) for s in {x["supplier"] for x in b.buys}}, 2))
add(P, T, "Kilograms purchased per product in February 2024.",
    table("product", {p: b.bought_kg(p, **FEB) for p in PRODUCTS}, 3))
add(P, T, "Number of sale records between 2024-02-19 and 2024-02-25 inclusive.",
    count(same(lambda wr: b.count(lo="2024-02-19", hi="2024-02-25", with_returned=wr))))
add(P, T, "Total refunds in the week commencing 2024-02-12.",
    money(b.refunds(lo="2024-02-12", hi="2024-02-18")))
add(P, T, "What amount was refunded on 2024-02-23?",
    money(b.refunds(lo="2024-02-23", hi="2024-02-23")))
add(P, T, "List the customers who returned a sale in February 2024.",
    names({r["cust"] for r in b.rets(**FEB)}, False))
add(P, T, "Number of stock adjustment entries in February 2024.",
    count(len([a for a in b.adjs if FEB["lo"] <= a["date"] <= FEB["hi"]])))
add(P, T, "Write-off cost per product, February 2024.",
    table("product", {p: b.writeoff_cost(prod=p, **FEB) for p in PRODUCTS}, 2))
add(P, T, "Cost of stock written off between 2024-02-10 and 2024-02-20 inclusive.",
    money(b.writeoff_cost(lo="2024-02-10", hi="2024-02-20")))
add(P, T, "Takings per week for February 2024, weeks starting on Monday.",
    table("week", b.by(lambda s, p: monday(s["date"]), lambda s, p, kg, v: v, **FEB), 2))
_rc = {}
for _r in b.rets(**FEB):
    _rc[_r["cust"]] = _rc.get(_r["cust"], 0) + 1
add(P, T, "Number of returns per customer, February 2024.",
    table("customer", _rc, 0))
b14 = book("2024-02-14")
add(P, "2024-02-14", "Takings between 2024-02-01 and 2024-02-07 inclusive, per the records to date.",
    money(b14.takings(lo="2024-02-01", hi="2024-02-07")))
add(P, "2024-02-14", "Number of returns recorded to date.",
    count(len(b14.rets())))
b20 = book("2024-02-20")
add(P, "2024-02-20", "Closing stock of grapes at 2024-02-18.",
    kilo(stock_on("grape", "2024-02-18")))
add(P, "2024-02-20", "Cost of goods sold, month to date.",
    money(b20.cogs(lo="2024-02-01", hi="2024-02-20")))
add(P, "2024-02-20", "Total refunds to date.",
    money(b20.refunds()))
add(P, T, "Selling price of bananas on 2024-02-15.",
    money(price_on("banana", "2024-02-15")))
add(P, T, "Orange revenue from 2024-02-19 to 2024-02-29 inclusive.",
    money(b.takings("orange", lo="2024-02-19", hi="2024-02-29")))
add(P, T, "Sale count per day for the week commencing 2024-02-26.",
    table("day", {d: len(b.sel(lo=d, hi=d)) for d in {s["date"] for s in b.sel(lo="2024-02-26", hi="2024-03-03")}}, 0))
add(P, T, "Kilograms sold per product between 2024-02-01 and 2024-02-14 inclusive.",
    table("product", b.kilos_by_product(lo="2024-02-01", hi="2024-02-14"), 3))
add(P, T, "Average sale value for the period 2024-02-19 to 2024-02-25 inclusive.",
    money(b.takings(lo="2024-02-19", hi="2024-02-25") / b.count(lo="2024-02-19", hi="2024-02-25")))
add(P, T, "Purchase cost from Green Valley Farms between 2024-02-10 and 2024-02-29 inclusive.",
    money(b.bought_cost(supplier="Green Valley Farms", lo="2024-02-10", hi="2024-02-29")))
add(P, T, "Change in cherry stock, in kg, from the close of 2024-02-27 to the close of 2024-02-28.",
    kilo(stock_on("cherry", "2024-02-28") - stock_on("cherry", "2024-02-27")))
add(P, T, "Average refund amount per return, February 2024.",
    money(b.refunds(**FEB) / len(b.rets(**FEB))))
b10 = book("2024-02-10")
add(P, "2024-02-10", "Gross profit for 2024-02-01 to 2024-02-10 inclusive.",
    money(b10.profit(lo="2024-02-01", hi="2024-02-10")))
add(P, T, "Mango selling price on 2024-02-29.",
    money(price_on("mango", "2024-02-29")))

add(P, T, "State the VAT liability for February 2024.", REFUSE)
add(P, T, "Bank balance as at 2024-02-29.", REFUSE)
add(P, T, "Which employee processed the return dated 2024-02-23?", REFUSE)
add(P, T, "Rent paid for the premises in February 2024.", REFUSE)
add(P, T, "Payment method used for each refund issued in February 2024.", REFUSE)

# ==================================================================== marketing-friend
P = "marketing-friend"


def sales_count_by_customer(bk, wr, **kw):
    out = {}
    for s in bk.sel(with_returned=wr, **kw):
        out[s["cust"]] = out.get(s["cust"], Decimal(0)) + 1
    return out


def buyers_by_product(bk, wr, **kw):
    out = {}
    for s, p, kg, v in bk.lines(with_returned=wr, **kw):
        out.setdefault(p, set()).add(s["cust"])
    return {p: Decimal(len(c)) for p, c in out.items()}


add(P, T, "who are our top 2 customers by spend?",
    names(ranked(lambda wr: b.spend_by_customer(with_returned=wr, **FEB), n=2), True))
add(P, T, "how many unique customers did we get last week?",
    count(same(lambda wr: len(b.customers(lo=last_mon, hi=last_sun, with_returned=wr)))))
add(P, T, "average spend per customer this month?",
    money(b.takings(**FEB) / len(b.customers(**FEB))))
add(P, T, "whats the average number of kilos per sale?",
    kilo(b.kilos(**FEB) / b.count(**FEB)))
add(P, T, "show me how many different customers we had each day this week",
    table("day", {d: len(b.customers(lo=d, hi=d)) for d in {s["date"] for s in b.sel(lo=this_mon, hi=T)}}, 0))
add(P, T, "avg sale on weekends minus avg sale on weekdays, this month",
    money(b.takings(wd=WEEKEND, **FEB) / b.count(wd=WEEKEND, **FEB)
          - b.takings(wd=WORKDAYS, **FEB) / b.count(wd=WORKDAYS, **FEB)))
add(P, T, "list the customers who bought something both between the 1st and 7th and between the 23rd and 29th",
    names(same(lambda wr: sorted(b.customers(lo="2024-02-01", hi="2024-02-07", with_returned=wr)
                                 & b.customers(lo="2024-02-23", hi="2024-02-29", with_returned=wr))), False))


def first_buyers_after(wr, d):
    first = {}
    for s in b.sel(with_returned=wr, **FEB):
        first.setdefault(s["cust"], s["date"])
    return sorted(c for c, f in first.items() if f > d)


add(P, T, "which customers made their first purchase after the 15th?",
    names(same(lambda wr: first_buyers_after(wr, "2024-02-15")), False))
add(P, T, "top 3 products by kilos sold this month",
    names(ranked(lambda wr: b.kilos_by_product(with_returned=wr, **FEB), n=3), True))
add(P, T, "what share of our takings came from strawberries? percent pls",
    pct(b.takings("strawberry", **FEB), b.takings(**FEB)))
add(P, T, "what % of this month's takings came in at weekends",
    pct(b.takings(wd=WEEKEND, **FEB), b.takings(**FEB)))
add(P, T, "how many customers bought strawberries this month?",
    count(int(same(lambda wr: buyers_by_product(b, wr, **FEB)["strawberry"]))))
add(P, T, "who spent the most last week?",
    name(ranked(lambda wr: b.spend_by_customer(lo=last_mon, hi=last_sun, with_returned=wr))[0]))
add(P, T, "average spend per customer last week",
    money(b.takings(lo=last_mon, hi=last_sun) / len(b.customers(lo=last_mon, hi=last_sun))))


def takings_by_weekday(wr):
    return b.by(lambda s, p: WEEKDAY_NAMES[day(s["date"]).weekday()], lambda s, p, kg, v: v,
                with_returned=wr, **FEB)


add(P, T, "which day of the week brought in the most money in total this month?",
    name(ranked(takings_by_weekday)[0]))
add(P, T, "total takings by weekday pls",
    table("weekday", takings_by_weekday(False), 2))
add(P, T, "how many sales did we make on weekends this month?",
    count(b.count(wd=WEEKEND, **FEB)))
add(P, T, "what does Omar Haddad spend on average per visit?",
    money(b.takings(cust="Omar Haddad", **FEB) / b.count(cust="Omar Haddad", **FEB)))
add(P, T, "which customers have spent over $40 with us this month?",
    names(same(lambda wr: sorted(c for c, v in b.spend_by_customer(with_returned=wr, **FEB).items() if v > 40)),
          False))
add(P, T, "spend by customer for feb",
    table("customer", b.spend_by_customer(**FEB), 2))
add(P, T, "how many different customers did we have each week? week by week",
    table("week", {m: len(b.customers(lo=m, hi=shift(m, 6)))
                   for m in {monday(s["date"]) for s in b.sel(**FEB)}}, 0))
b14 = book("2024-02-14")
# "times" read as distinct days gives the same customer


def days_by_customer(bk, wr, **kw):
    out = {}
    for s in bk.sel(with_returned=wr, **kw):
        out.setdefault(s["cust"], set()).add(s["date"])
    return {c: Decimal(len(v)) for c, v in out.items()}


assert (ranked(lambda wr: days_by_customer(b14, wr, lo="2024-02-01", hi="2024-02-14"))
        == ranked(lambda wr: sales_count_by_customer(b14, wr, lo="2024-02-01", hi="2024-02-14")))
add(P, "2024-02-14", "who's bought from us the most times so far this month?",
    name(ranked(lambda wr: sales_count_by_customer(b14, wr, lo="2024-02-01", hi="2024-02-14"))[0]))
b21 = book("2024-02-21")
add(P, "2024-02-21", "average basket so far this month?",
    money(b21.takings(lo="2024-02-01", hi="2024-02-21") / b21.count(lo="2024-02-01", hi="2024-02-21")))
add(P, T, "which customer bought the most kilos of fruit this month?",
    name(ranked(lambda wr: b.by(lambda s, p: s["cust"], lambda s, p, kg, v: kg, with_returned=wr, **FEB))[0]))
add(P, T, "top 3 spenders in the week of the 19th",
    names(ranked(lambda wr: b.spend_by_customer(lo="2024-02-19", hi="2024-02-25", with_returned=wr), n=3), True))
add(P, T, "who spent the most in the week of the 12th?",
    name(ranked(lambda wr: b.spend_by_customer(lo="2024-02-12", hi="2024-02-18", with_returned=wr))[0]))
_custs = b.customers(**FEB)
# (dropped "% of customers who bought more than N times": for every N either returned
#  sales or "times = days" vs "times = sales" change the answer)
add(P, T, "what percentage of our customers bought strawberries this month?",
    pct(same(lambda wr: buyers_by_product(b, wr, **FEB)["strawberry"]),
        same(lambda wr: len(b.customers(with_returned=wr, **FEB)))))
add(P, T, "how much more did Zoe Davis spend than Omar Haddad this month?",
    money(b.takings(cust="Zoe Davis", **FEB) - b.takings(cust="Omar Haddad", **FEB)))
add(P, T, "which fruit do the most different customers buy?",
    name(ranked(lambda wr: buyers_by_product(b, wr, **FEB))[0]))
# (Tuesdays give an exact half cent, 16.745: asked about Mondays instead)
assert weekdays_in("2024-02-01", T, {0}) == len({s["date"] for s in b.sel(wd={0}, **FEB)}) == 4
add(P, T, "average takings per monday this month",
    money(b.takings(wd={0}, **FEB) / weekdays_in("2024-02-01", T, {0})))
add(P, T, "which customers bought cherries this month?",
    names(same(lambda wr: sorted({s["cust"] for s, p, kg, v in b.lines("cherry", with_returned=wr, **FEB)})),
          False))
add(P, T, "number of sales per customer, february",
    table("customer", sales_count_by_customer(b, False, **FEB), 0))
b24 = book("2024-02-24")
add(P, "2024-02-24", "how many different customers so far this week?",
    count(same(lambda wr: len(b24.customers(lo=monday("2024-02-24"), hi="2024-02-24", with_returned=wr)))))
add(P, T, "which custmer spent the least this month?",
    name(ranked(lambda wr: b.spend_by_customer(with_returned=wr, **FEB), low=True)[0]))
# every day of February had sales, so "average weekday" is the same over calendar or trading days
assert len({s["date"] for s in b.sel(**FEB)}) == 29
add(P, T, "how much more do we take on an average weekday than on an average weekend day?",
    money(b.takings(wd=WORKDAYS, **FEB) / weekdays_in("2024-02-01", T, WORKDAYS)
          - b.takings(wd=WEEKEND, **FEB) / weekdays_in("2024-02-01", T, WEEKEND)))
b17 = book("2024-02-17")
add(P, "2024-02-17", "whos our top customer on weekends so far this month?",
    name(ranked(lambda wr: b17.spend_by_customer(lo="2024-02-01", hi="2024-02-17", wd=WEEKEND,
                                                 with_returned=wr))[0]))
# "last 7 days" asked on the 29th: same whether it means 23-29 or 22-28
_l7 = {b.kilos("strawberry", lo=shift(T, -6), hi=T), b.kilos("strawberry", lo=shift(T, -7), hi=shift(T, -1))}
assert len(_l7) == 1
add(P, T, "how many kilos of stawberries did we sell in the last 7 days?",
    kilo(_l7.pop()))

add(P, T, "what age group are most of our customers in?", REFUSE)
add(P, T, "which of our customers live closest to the shop?", REFUSE)
add(P, T, "how many people walked past the shop window yesterday?", REFUSE)
add(P, T, "how many new instagram followers did we get this month?", REFUSE)
add(P, T, "what will our top customer spend next month, do you think?", REFUSE)


# ==================================================================== write
assert len({q[2].strip().lower() for q in QUESTIONS}) == len(QUESTIONS), "duplicate question"
with open(OUT, "w") as fh:
    for n, (cat, voice, question, today, expect) in enumerate(QUESTIONS, 1):
        assert today <= "2024-02-29" and day(today)
        fh.write(json.dumps({"id": "q26-%03d" % n, "question": question, "today": today,
                             "category": cat, "expect": expect}) + "\n")

if __name__ == "__main__":
    from collections import Counter
    per = Counter((v, c == "refuse") for c, v, *_ in QUESTIONS)
    for v in ("new-assistant-manager", "owners-spouse", "auditor", "marketing-friend"):
        print("%-22s answerable %3d  refuse %2d" % (v, per[(v, False)], per[(v, True)]))
    print("total", len(QUESTIONS), "earlier days",
          sum(1 for q in QUESTIONS if q[3] != T), "->", OUT)
