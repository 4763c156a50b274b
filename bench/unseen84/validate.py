"""Checks bench/unseen84/questions.jsonl: the format, unique sequential ids, and an independent recomputation of
every answer that is not a refusal (own parsing of the records, Fraction arithmetic, no import of
question_truth.py).  Each check also pins the question's `today`.  Run from the repository root:

    python bench/unseen84/validate.py
"""
import datetime
import json
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
KEYS = {"product", "customer", "supplier", "day", "week", "month", "weekday"}

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q84-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q84-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert 190 <= len(qs) <= 210, len(qs)
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)), q
        assert not isinstance(e["value"], bool) and round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
        assert e["ordered"] or e["values"] == sorted(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"}, q
    assert (q["category"] == "refuse") == (t == "refuse"), q
refusals = sum(q["expect"]["type"] == "refuse" for q in qs)
early = sum(q["today"] < "2024-02-29" for q in qs)
assert 0.09 <= refusals / len(qs) <= 0.15, refusals
assert 0.20 <= early / len(qs) <= 0.30, early

# ------------------------------------------------------------ independent ledger
LINES = []     # (sale number, date, customer, product, kg, value)
BACK = {}      # sale number -> date it was returned
RETS = []      # (date, customer, sale number)
BUYS = []      # (record number, date, supplier, product, kg, unit cost)
ADJ = []       # (date, product, kg)
PRICE_LOG = []  # (date, product, price) in file order
sale_of = {}   # (customer, date) -> [sale numbers] not yet returned
price_now = {}
with open(DATA) as fh:
    RECORDS = [json.loads(line) for line in fh if line.strip()]
for n, rec in enumerate(RECORDS):
    kind, when = rec["kind"], rec["date"]
    if kind == "purchase":
        for it in rec["items"]:
            BUYS.append((n, when, rec["supplier"]["name"], it["product"], F(str(it["quantity"])),
                         F(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                price_now[it["product"]] = F(str(it["selling_price"]))
                PRICE_LOG.append((when, it["product"], price_now[it["product"]]))
    elif kind == "price_change":
        price_now[rec["product"]] = F(str(rec["selling_price"]))
        PRICE_LOG.append((when, rec["product"], price_now[rec["product"]]))
    elif kind == "sale":
        for it in rec["items"]:
            kg = F(str(it["quantity"]))
            cents = kg * price_now[it["product"]] * 100
            assert cents - (cents.numerator // cents.denominator) != F(1, 2), "half-cent line"
            LINES.append((n, when, rec["customer"]["name"], it["product"], kg, F(round(cents), 100)))
        sale_of.setdefault((rec["customer"]["name"], when), []).append(n)
    elif kind == "return":
        hit = sale_of[(rec["customer"]["name"], rec["sale_date"])]
        assert len(hit) == 1, rec
        BACK[hit[0]] = when
        RETS.append((when, rec["customer"]["name"], hit.pop()))
    elif kind == "stock_adjustment":
        ADJ.append((when, rec["product"], F(str(rec["quantity"]))))
PRODUCTS = sorted({b[3] for b in BUYS})
CUSTOMERS = sorted({x[2] for x in LINES})
SUPPLIERS = sorted({b[2] for b in BUYS})
COST = {}
for b in BUYS:
    assert COST.setdefault(b[3], b[5]) == b[5], "two unit costs for " + b[3]
SALE_VALUE = {}
for x in LINES:
    SALE_VALUE[x[0]] = SALE_VALUE.get(x[0], 0) + x[5]
NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def D(s):
    return datetime.date.fromisoformat(s)


def add(s, n):
    return (D(s) + datetime.timedelta(days=n)).isoformat()


def days(lo, hi):
    return [add(lo, i) for i in range((D(hi) - D(lo)).days + 1)]


def mon(s):
    return add(s, -D(s).weekday())


def lw(t):
    return {"lo": add(mon(t), -7), "hi": add(mon(t), -1)}


def tw(t):
    return {"lo": mon(t), "hi": t}


def wkend(t):
    sun = t
    while D(sun).weekday() != 6:
        sun = add(sun, -1)
    return {"lo": add(sun, -1), "hi": sun}


def sel(t, lo="2024-01-01", hi="2024-12-31", cust=None, prod=None, wd=None):
    """Sale lines known at close of t and not returned by then."""
    return [x for x in LINES if x[1] <= t and (x[0] not in BACK or BACK[x[0]] > t) and lo <= x[1] <= hi
            and cust in (None, x[2]) and prod in (None, x[3]) and (wd is None or D(x[1]).weekday() in wd)]


def R(t, **f):
    return sum((x[5] for x in sel(t, **f)), F(0))


def K(t, **f):
    return sum((x[4] for x in sel(t, **f)), F(0))


def C(t, **f):
    return sum((x[4] * COST[x[3]] for x in sel(t, **f)), F(0))


def G(t, **f):
    return R(t, **f) - C(t, **f)


def N(t, **f):
    return len({x[0] for x in sel(t, **f)})


def who(t, **f):
    return sorted({x[2] for x in sel(t, **f)})


def what(t, **f):
    return sorted({x[3] for x in sel(t, **f)})


def buys(t, lo="2024-01-01", hi="2024-12-31", sup=None, prod=None):
    return [b for b in BUYS if b[1] <= t and lo <= b[1] <= hi and sup in (None, b[2]) and prod in (None, b[3])]


def bkg(t, **f):
    return sum((b[4] for b in buys(t, **f)), F(0))


def bcost(t, **f):
    return sum((b[4] * b[5] for b in buys(t, **f)), F(0))


def refund(t, lo="2024-01-01", hi="2024-12-31", cust=None):
    return sum((SALE_VALUE[s] for d, c, s in RETS if d <= t and lo <= d <= hi and cust in (None, c)), F(0))


def woff(t, prod=None, costed=False):
    return sum((-q * (COST[p] if costed else 1) for d, p, q in ADJ if d <= t and q < 0 and prod in (None, p)), F(0))


def stock(p, d):
    inn = sum((b[4] for b in BUYS if b[3] == p and b[1] <= d), F(0))
    out = sum((x[4] for x in LINES if x[3] == p and x[1] <= d and (x[0] not in BACK or BACK[x[0]] > d)), F(0))
    return inn - out + sum((q for dd, pp, q in ADJ if pp == p and dd <= d), F(0))


def price(p, d):
    return [pr for dd, pp, pr in PRICE_LOG if pp == p and dd <= d][-1]


def changes(t):
    seen, out = {}, []
    for d, p, pr in PRICE_LOG:
        if d <= t and p in seen and seen[p] != pr:
            out.append((d, p, seen[p], pr))
        if d <= t:
            seen[p] = pr
    return out


def rise_day(p):
    """The one day in February the price of p went up."""
    up = [d for d in FEB[1:] if price(p, d) > price(p, add(d, -1))]
    assert len(up) == 1, (p, up)
    return up[0]


def only(xs):
    xs = list(xs)
    assert len(xs) == 1, xs
    return xs[0]


def c2(x):
    x = F(x) * 100
    assert x - (x.numerator // x.denominator) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert x - (x.numerator // x.denominator) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def cnt(x):
    assert F(x).denominator == 1
    return int(x)


def tab(rows, fn):
    return {k: fn(v) for k, v in sorted(rows.items()) if v != 0}


def top(d, n=1, low=False):
    order = sorted(d, key=lambda k: d[k], reverse=not low)
    vals = [d[k] for k in order[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie through the cut", vals)
    return order[:n]


def one(d, low=False):
    return top(d, 1, low)[0]


def over(d, x):
    assert x not in d.values(), ("value on the threshold", x)
    return sorted(k for k, v in d.items() if v > x)


def under(d, x):
    assert x not in d.values(), ("value on the threshold", x)
    return sorted(k for k, v in d.items() if v < x)


def per_c(fn):
    return {c: fn(c) for c in CUSTOMERS}


def per_p(fn):
    return {p: fn(p) for p in PRODUCTS}


def per_s(fn):
    return {s: fn(s) for s in SUPPLIERS}


def weeks(fn):
    return {m: fn(m, add(m, 6)) for m in sorted({mon(d) for d in days("2024-02-01", "2024-02-29")})}


X = "2024-02-29"
FEB = days("2024-02-01", X)
WE = {5, 6}
assert D(X).weekday() == 3

# ------------------------------------------------------------ every answer, recomputed: text -> (today, answer)
CHECKS = {
    # ---------------- the owner's mother
    "Hello dear, it's only Mum. I don't want to be a nuisance, but your father keeps asking me and I never know "
    "what to tell him: how much money did the shop take altogether in February?": (X, lambda: c2(R(X))),
    "I was just wondering, and please don't trouble yourself if you're run off your feet, how much did you take "
    "yesterday? I do worry when it's quiet.": ("2024-02-28", lambda: c2(R("2024-02-28", lo="2024-02-27",
                                                                           hi="2024-02-27"))),
    "How many sales did you ring up today, dear? Your Auntie Joan was asking and I said I'd find out.":
        ("2024-02-24", lambda: N("2024-02-24", lo="2024-02-24", hi="2024-02-24")),
    "That nice Mr Patel, Raj, the one with the lovely manners: how much has he spent with you this month, all told?":
        (X, lambda: c2(R(X, cust="Raj Patel"))),
    "And how many separate sales have you made to Mr Patel this month? I like to think of him as one of our "
    "regulars.": (X, lambda: N(X, cust="Raj Patel")),
    "I hope you're eating properly. Now, the strawberries: have you many left in the back? How many kilos would "
    "that be, if you could be exact for me?": (X, lambda: k3(stock("strawberry", X))),
    "Your father wants to know whether the shop made a profit this month. How much was it, once you take off what "
    "you paid for the fruit you sold?": (X, lambda: c2(G(X))),
    "Which of your customers has spent the most with you this month? I should like to send them a little card.":
        (X, lambda: one(per_c(lambda c: R(X, cust=c)))),
    "And which customer buys from you most often? I mean the number of separate sales, dear, not the money.":
        (X, lambda: one(per_c(lambda c: N(X, cust=c)))),
    "I noticed on the little board that bananas had gone up. What are you charging for a kilo of bananas now, "
    "dear?": (X, lambda: c2(price("banana", X))),
    "What were the bananas before you put them up, love? Just so I know.":
        (X, lambda: c2(price("banana", add(rise_day("banana"), -1)))),
    "How much did you take last week, love? Monday to Sunday, the way your father always counted it.":
        (X, lambda: c2(R(X, lo="2024-02-19", hi="2024-02-25"))),
    "Were there many things brought back this month? How many returns did you have, dear?":
        (X, lambda: len([r for r in RETS if r[0] <= X])),
    "And how much money did you have to give back to people for all those returns?": (X, lambda: c2(refund(X))),
    "Which fruit brings in the most money for you, dear? I always thought it would be the apples.":
        (X, lambda: one(per_p(lambda p: R(X, prod=p)))),
    "I do hope the cherries aren't going to waste. How many kilos of cherries have you sold this month?":
        (X, lambda: k3(K(X, prod="cherry"))),
    "How much did the weekends bring in this month, dear, all the Saturdays and Sundays put together?":
        (X, lambda: c2(R(X, wd=WE))),
    "Could you tell me how much you took each week? Just a little list for your father, he does like his lists.":
        (X, lambda: tab(weeks(lambda lo, hi: R(X, lo=lo, hi=hi)), c2)),
    "It's Wednesday already, dear, and I'm only checking in. How much have you taken so far this week?":
        ("2024-02-14", lambda: c2(R("2024-02-14", lo="2024-02-12"))),
    "How many kilos of pears have you got left today, love? I might pop in for some.":
        ("2024-02-10", lambda: k3(stock("pear", "2024-02-10"))),
    "How much has the shop taken since the start of the month? I'm only asking because Auntie Joan asked me.":
        ("2024-02-16", lambda: c2(R("2024-02-16"))),
    "That Omar Haddad (is that how you say it?), what sorts of fruit does he buy from you?":
        (X, lambda: what(X, cust="Omar Haddad")),
    "Who were your customers today, dear? I do like to hear the names.": (X, lambda: who(X, lo=X)),
    "How much did Bob Smith spend over the weekend, dear? I saw him going past with a great big bag.":
        ("2024-02-20", lambda: c2(R("2024-02-20", cust="Bob Smith", lo="2024-02-17", hi="2024-02-18"))),
    "What's the dearest fruit in the shop just now, per kilo?": (X, lambda: one(per_p(lambda p: price(p, X)))),
    "And which fruit is the cheapest per kilo at the moment, dear?":
        (X, lambda: one(per_p(lambda p: price(p, X)), low=True)),
    "What does somebody spend on average when they buy from you? Your father always says the average is what "
    "matters.": (X, lambda: c2(R(X) / N(X))),
    "How much did you pay the suppliers altogether this month, love? Your father worries about the bills.":
        (X, lambda: c2(bcost(X))),
    "Which of the suppliers do you spend the most money with?": (X, lambda: one(per_s(lambda s: bcost(X, sup=s)))),
    "How much did you take the day before yesterday, dear? I forgot to ask on the phone.":
        ("2024-02-22", lambda: c2(R("2024-02-22", lo="2024-02-20", hi="2024-02-20"))),
    "What did you take on Valentine's Day? I do hope it was a nice one for you.":
        (X, lambda: c2(R(X, lo="2024-02-14", hi="2024-02-14"))),
    "How many kilos of fruit have you sold altogether this month, up to and including today?":
        ("2024-02-25", lambda: k3(K("2024-02-25"))),
    "Did any of the fruit have to be thrown away? How many kilos did you write off in your stock counts?":
        (X, lambda: k3(woff(X))),
    "And what did the fruit you wrote off cost you, dear, at what you paid for it?":
        (X, lambda: c2(woff(X, costed=True))),
    "It's Sunday, dear, so tell me how the week went: how much did you take from Monday up to today?":
        ("2024-02-18", lambda: c2(R("2024-02-18", lo="2024-02-12"))),
    "Could you tell me what each of your customers spent with you this month? I'll copy it into my little book.":
        (X, lambda: tab(per_c(lambda c: R(X, cust=c)), c2)),
    "How many different customers did you have this month, dear?": (X, lambda: len(who(X))),
    "How much did you take on Mondays, dear, all the Mondays in the month added up?":
        (X, lambda: c2(R(X, wd={0}))),
    "Which was your very best day this month for takings? I'll mark it on the kitchen calendar.":
        (X, lambda: one({d: R(X, lo=d, hi=d) for d in FEB})),
    "How much did Eva Berg get back when she returned her things? I hope you weren't out of pocket.":
        ("2024-02-09", lambda: c2(refund("2024-02-09", cust="Eva Berg"))),
    "How many kilos of mango did you sell last week, love? I've never really taken to them myself.":
        ("2024-02-27", lambda: k3(K("2024-02-27", prod="mango", lo="2024-02-19", hi="2024-02-25"))),
    "How many sales did you make altogether in February, not counting the ones that were brought back?":
        (X, lambda: N(X)),
    "Which fruits have you got more than 27 kilos of at the moment, dear?":
        (X, lambda: over(per_p(lambda p: stock(p, X)), 27)),
    "How much did you take over the weekend, dear? I'm sorry I couldn't come in.":
        ("2024-02-12", lambda: c2(R("2024-02-12", lo="2024-02-10", hi="2024-02-11"))),
    # ---------------- the rival wholesaler's rep
    "Darren from FreshLink here. Just so I can sharpen the pencil, what are you paying ABC a kilo for apples?":
        (X, lambda: c2(buys(X, sup="ABC", prod="apple")[0][5])),
    "And who have you been getting your pears from this month? Could be I can beat them.":
        (X, lambda: sorted({b[2] for b in buys(X, prod="pear")})),
    "Between you and me, how many kilos of bananas did you get through last week?":
        (X, lambda: k3(K(X, prod="banana", **lw(X)))),
    "What's your total spend with Green Valley this month? Ballpark's fine but I'll take exact.":
        (X, lambda: c2(bcost(X, sup="Green Valley Farms"))),
    "How many deliveries did Hillside drop off to you in Feb?":
        (X, lambda: len({b[0] for b in buys(X, sup="Hillside Produce")})),
    "What are Green Valley stinging you per kilo for strawberries?":
        (X, lambda: c2(bcost(X, sup="Green Valley Farms", prod="strawberry")
                       / bkg(X, sup="Green Valley Farms", prod="strawberry"))),
    "Total kilos you bought in this month across all your suppliers, what are we talking?": (X, lambda: k3(bkg(X))),
    "Which lines do you take off ABC?": (X, lambda: sorted({b[3] for b in buys(X, sup="ABC")})),
    "What's your shelf price on cherries right now? Want to see what mark-up you're working to.":
        (X, lambda: c2(price("cherry", X))),
    "So what's the mark-up on cherries in dollars a kilo, your sell price minus your buy price?":
        (X, lambda: c2(price("cherry", X) - COST["cherry"])),
    "Which fruit's shifting the most weight for you this month, going by kilos?":
        (X, lambda: one(per_p(lambda p: K(X, prod=p)))),
    "Top three fruit by kilos sold this month, biggest first?": (X, lambda: top(per_p(lambda p: K(X, prod=p)), 3)),
    "When did Green Valley last deliver to you?":
        ("2024-02-20", lambda: max(b[1] for b in buys("2024-02-20", sup="Green Valley Farms"))),
    "How many kilos has each of your suppliers sent you this month? Rough table's fine.":
        (X, lambda: tab(per_s(lambda s: bkg(X, sup=s)), k3)),
    "Break down your spend by supplier for me, in dollars.": (X, lambda: tab(per_s(lambda s: bcost(X, sup=s)), c2)),
    "What share of your stock spend goes to Green Valley, as a percentage?":
        (X, lambda: c2(100 * bcost(X, sup="Green Valley Farms") / bcost(X))),
    "How many kilos of stock have you taken in so far this month?": ("2024-02-15", lambda: k3(bkg("2024-02-15"))),
    "How much have you laid out on fruit so far this month, in dollars?":
        ("2024-02-12", lambda: c2(bcost("2024-02-12"))),
    "How much cherry have you got sitting in the back right now? Need to know if you'll be wanting more.":
        ("2024-02-27", lambda: k3(stock("cherry", "2024-02-27"))),
    "How many kilos of cherries did you bring in this month, all in?": (X, lambda: k3(bkg(X, prod="cherry"))),
    "What did that cherry top-up on the 28th set you back?":
        (X, lambda: c2(bcost(X, prod="cherry", lo="2024-02-28", hi="2024-02-28"))),
    "What's your average sell price per kilo across everything you sold this month, takings over kilos?":
        (X, lambda: c2(R(X) / K(X))),
    "What did you bank on strawberries this month? Takings, not profit.": (X, lambda: c2(R(X, prod="strawberry"))),
    "And your gross profit on bananas for the month?": (X, lambda: c2(G(X, prod="banana"))),
    "What's your margin on the whole month, gross profit over takings, as a percent?":
        (X, lambda: c2(100 * G(X) / R(X))),
    "How many different fruit lines are you carrying?": (X, lambda: len(PRODUCTS)),
    "Who's your smallest supplier, going by what you spend with them?":
        (X, lambda: one(per_s(lambda s: bcost(X, sup=s)), low=True)),
    "Who delivered to you last week?":
        ("2024-02-13", lambda: sorted({b[2] for b in buys("2024-02-13", lo="2024-02-05", hi="2024-02-11")})),
    "What's your total outlay with ABC for the month?": (X, lambda: c2(bcost(X, sup="ABC"))),
    "How many kilos of banana have you got on hand today?": ("2024-02-22", lambda: k3(stock("banana", "2024-02-22"))),
    "What's the orange price now, after you put it up?": ("2024-02-22", lambda: c2(price("orange", "2024-02-22"))),
    "By how much did you put oranges up, in percent?":
        (X, lambda: c2(100 * (price("orange", X) - price("orange", "2024-02-01")) / price("orange", "2024-02-01"))),
    "Which of your prices have you changed this month?": ("2024-02-20", lambda: sorted({c[1] for c in
                                                                                       changes("2024-02-20")})),
    "Anything you made cheaper this month? Which fruit?":
        (X, lambda: only([p for p in PRODUCTS if price(p, X) < price(p, "2024-02-01")])),
    "How many kilos did you sell in total last week?": ("2024-02-26", lambda: k3(K("2024-02-26", **lw("2024-02-26")))),
    "How many kilos are you moving a week? Give it to me week by week.":
        (X, lambda: tab(weeks(lambda lo, hi: K(X, lo=lo, hi=hi)), k3)),
    "How much did you write off in strawberries in February, in kilos?": (X, lambda: k3(woff(X, "strawberry"))),
    "What did mangoes earn you in takings this month?": (X, lambda: c2(R(X, prod="mango"))),
    "What was that ABC apple delivery on the 10th worth at cost?":
        (X, lambda: c2(bcost(X, sup="ABC", prod="apple", lo="2024-02-10", hi="2024-02-10"))),
    "How many kilos of strawberries have you bought in so far this month?":
        ("2024-02-19", lambda: k3(bkg("2024-02-19", prod="strawberry"))),
    "Which of your fruit sold less than 25 kilos this month?": (X, lambda: under(per_p(lambda p: K(X, prod=p)), 25)),
    "What's your stock worth at cost, everything on the shelves today?":
        (X, lambda: c2(sum(stock(p, X) * COST[p] for p in PRODUCTS))),
    "And what's everything on your shelves worth today at your own selling prices?":
        (X, lambda: c2(sum(stock(p, X) * price(p, X) for p in PRODUCTS))),
    "How many kilos of pears have you sold since Monday?":
        ("2024-02-24", lambda: k3(K("2024-02-24", prod="pear", lo="2024-02-19"))),
    "What have you spent with Hillside so far this month?":
        ("2024-02-08", lambda: c2(bcost("2024-02-08", sup="Hillside Produce"))),
    # ---------------- the operations consultant
    "Baseline KPI first: total throughput in kg for February, net of anything returned.": (X, lambda: k3(K(X))),
    "Daily run rate on takings, month to date: average revenue per trading day.":
        (X, lambda: c2(R(X) / len({x[1] for x in sel(X)}))),
    "Waste % for the month: kg written off as a share of kg received.": (X, lambda: c2(100 * woff(X) / bkg(X))),
    "Waste % on the strawberry SKU specifically, written-off kg over kg received.":
        (X, lambda: c2(100 * woff(X, "strawberry") / bkg(X, prod="strawberry"))),
    "Sales velocity on bananas: average kg sold per day across February.":
        (X, lambda: k3(K(X, prod="banana") / 29)),
    "Pareto check: which two SKUs drive the most revenue? Highest first.":
        (X, lambda: top(per_p(lambda p: R(X, prod=p)), 2)),
    "What share of revenue do the top two SKUs by revenue account for, in percent?":
        (X, lambda: c2(100 * sum(R(X, prod=p) for p in top(per_p(lambda p: R(X, prod=p)), 2)) / R(X))),
    "Gross profit by week, keyed on week start.": (X, lambda: tab(weeks(lambda lo, hi: G(X, lo=lo, hi=hi)), c2)),
    "Revenue per transaction for last week.": (X, lambda: c2(R(X, **lw(X)) / N(X, **lw(X)))),
    "Units per transaction: average kg per sale across the month.": (X, lambda: k3(K(X) / N(X))),
    "Gross margin % by SKU for the month.": (X, lambda: tab(per_p(lambda p: 100 * G(X, prod=p) / R(X, prod=p)), c2)),
    "COGS for the period, month to date.": (X, lambda: c2(C(X))),
    "Inventory on hand by SKU in kg, current position.": (X, lambda: tab(per_p(lambda p: stock(p, X)), k3)),
    "Return rate: returned transactions as a percentage of all transactions rung up this month, the returned "
    "ones included in the base.": (X, lambda: c2(F(100 * len(RETS), len({x[0] for x in LINES})))),
    "Week-to-date throughput in kg.": ("2024-02-16", lambda: k3(K("2024-02-16", lo="2024-02-12"))),
    "Run rate this week so far: average takings per day, Monday through today.":
        ("2024-02-21", lambda: c2(R("2024-02-21", lo="2024-02-19") / 3)),
    "Throughput yesterday, in kg.": ("2024-02-23", lambda: k3(K("2024-02-23", lo="2024-02-22", hi="2024-02-22"))),
    "Which weekday is the bottleneck, i.e. the lowest total takings across the month?":
        (X, lambda: one({NAMES[i]: R(X, wd={i}) for i in range(7)}, low=True)),
    "Peak weekday by total revenue over the month?": (X, lambda: one({NAMES[i]: R(X, wd={i}) for i in range(7)})),
    "Revenue by weekday, summed over the month, as a table.":
        (X, lambda: tab({NAMES[i]: R(X, wd={i}) for i in range(7)}, c2)),
    "Gross profit per kg on cherries this month.": (X, lambda: c2(G(X, prod="cherry") / K(X, prod="cherry"))),
    "Top five customers by revenue, ranked.": (X, lambda: top(per_c(lambda c: R(X, cust=c)), 5)),
    "Customer concentration: the top customer's share of revenue, percent.":
        (X, lambda: c2(100 * max(per_c(lambda c: R(X, cust=c)).values()) / R(X))),
    "Last 7 days revenue, today included.": ("2024-02-24", lambda: c2(R("2024-02-24", lo="2024-02-18"))),
    "Transaction count per customer for the month, as a table.": (X, lambda: tab(per_c(lambda c: N(X, cust=c)), cnt)),
    "Kg sold per SKU last week.": (X, lambda: tab(per_p(lambda p: K(X, prod=p, **lw(X))), k3)),
    "Inbound volume by week in kg: what did we receive each week?":
        (X, lambda: tab(weeks(lambda lo, hi: bkg(X, lo=lo, hi=hi)), k3)),
    "Number of write-off events logged this month.": (X, lambda: len([a for a in ADJ if a[2] < 0])),
    "Write-offs by SKU in kg.": (X, lambda: tab(per_p(lambda p: woff(X, p)), k3)),
    "Cumulative COGS to date.": ("2024-02-10", lambda: c2(C("2024-02-10"))),
    "Gross profit for last week.": ("2024-02-19", lambda: c2(G("2024-02-19", lo="2024-02-12", hi="2024-02-18"))),
    "Gross margin % for last week.": (X, lambda: c2(100 * G(X, **lw(X)) / R(X, **lw(X)))),
    "Revenue delta week on week: last week minus the week before, in dollars.":
        (X, lambda: c2(R(X, lo="2024-02-19", hi="2024-02-25") - R(X, lo="2024-02-12", hi="2024-02-18"))),
    "Which days in February beat $30 in revenue?": (X, lambda: over({d: R(X, lo=d, hi=d) for d in FEB}, 30)),
    "Average daily throughput in kg over the last 14 days.": (X, lambda: k3(K(X, lo="2024-02-16") / 14)),
    "Revenue per SKU this week.": (X, lambda: tab(per_p(lambda p: R(X, prod=p, **tw(X))), c2)),
    "Month-to-date gross profit.": ("2024-02-28", lambda: c2(G("2024-02-28"))),
    "Transaction count so far this week.": ("2024-02-14", lambda: N("2024-02-14", **tw("2024-02-14"))),
    "Sell-through on strawberries: kg sold as a percentage of kg received.":
        (X, lambda: c2(100 * K(X, prod="strawberry") / bkg(X, prod="strawberry"))),
    "Inventory position on grapes, close of today.": ("2024-02-07", lambda: k3(stock("grape", "2024-02-07"))),
    "Daily revenue for last week, as a table keyed by date.":
        ("2024-02-20", lambda: tab({d: R("2024-02-20", lo=d, hi=d) for d in days("2024-02-12", "2024-02-18")}, c2)),
    "Revenue for the first half of the month, the 1st to the 14th inclusive.":
        ("2024-02-14", lambda: c2(R("2024-02-14", hi="2024-02-14"))),
    "Purchase spend to date, all suppliers.": ("2024-02-25", lambda: c2(bcost("2024-02-25"))),
    "Number of SKUs we've had to reprice so far this month.":
        ("2024-02-26", lambda: len({p for p in PRODUCTS if price(p, "2024-02-26") != price(p, "2024-02-01")})),
    # ---------------- the gamer brother-in-law
    "yo who's top of the customer leaderboard this month? most $ spent":
        (X, lambda: one(per_c(lambda c: R(X, cust=c)))),
    "top 3 on the leaderboard pls, in order": (X, lambda: top(per_c(lambda c: R(X, cust=c)), 3)),
    "who's bottom of the leaderboard lol, spent the least": (X, lambda: one(per_c(lambda c: R(X, cust=c)), low=True)),
    "what got nerfed this month? like the price went down":
        (X, lambda: only([p for p in PRODUCTS if price(p, X) < price(p, "2024-02-01")])),
    "and what got buffed (price went up)": (X, lambda: [p for p in PRODUCTS if price(p, X) > price(p, "2024-02-01")]),
    "patch notes pls: what date did bananas get their price buff":
        (X, lambda: next(d for d in FEB if price("banana", d) != price("banana", "2024-02-01"))),
    "how much loot did we pull in today": (X, lambda: c2(R(X, lo=X))),
    "how much loot did we pull yesterday": ("2024-02-24", lambda: c2(R("2024-02-24", lo="2024-02-23",
                                                                        hi="2024-02-23"))),
    "inventory check: how many kg of apples in the bag rn": (X, lambda: k3(stock("apple", X))),
    "what's the high score for a single sale this month, in $": (X, lambda: c2(max(sale_totals(X).values()))),
    "who dropped the biggest single sale this month":
        (X, lambda: only({x[2] for x in sel(X) if x[0] == one(sale_totals(X))})),
    "sales count this week so far, no cap": (X, lambda: N(X, lo="2024-02-26")),
    "MVP fruit by profit this month?": (X, lambda: one(per_p(lambda p: G(X, prod=p)))),
    "which fruit is lowkey carrying the least profit": (X, lambda: one(per_p(lambda p: G(X, prod=p)), low=True)),
    "profit per fruit, table pls": (X, lambda: tab(per_p(lambda p: G(X, prod=p)), c2)),
    "how many kg of strawbs did we grind out this month": ("2024-02-21", lambda: k3(K("2024-02-21",
                                                                                       prod="strawberry"))),
    "how much has Tom Lee been refunded in total, he keeps bringing stuff back":
        (X, lambda: c2(refund(X, cust="Tom Lee"))),
    "how many times did Tom rage-return stuff this month": (X, lambda: len([r for r in RETS if r[1] == "Tom Lee"])),
    "how much has Bob spent this month so far": ("2024-02-20", lambda: c2(R("2024-02-20", cust="Bob Smith"))),
    "Bob Smith total spend as of today, returns taken off": ("2024-02-23", lambda: c2(R("2024-02-23",
                                                                                        cust="Bob Smith"))),
    "how much would the cherry stack be worth at the current price":
        (X, lambda: c2(stock("cherry", X) * price("cherry", X))),
    "how many kg of mango left in inventory": ("2024-02-20", lambda: k3(stock("mango", "2024-02-20"))),
    "how many kg of fruit did we move over the weekend": ("2024-02-27", lambda: k3(K("2024-02-27",
                                                                                     **wkend("2024-02-27")))),
    "revenue per day this week, table": (X, lambda: tab({d: R(X, lo=d, hi=d) for d in days("2024-02-26", X)}, c2)),
    "daily takings this week so far, as a table":
        ("2024-02-11", lambda: tab({d: R("2024-02-11", lo=d, hi=d) for d in days("2024-02-05", "2024-02-11")}, c2)),
    "which customers picked up cherries this month": ("2024-02-18", lambda: who("2024-02-18", prod="cherry")),
    "how many different customers rolled in this week": (X, lambda: len(who(X, **tw(X)))),
    "list the squad that came in yesterday": (X, lambda: who(X, lo="2024-02-28", hi="2024-02-28")),
    "what did Ken buy today": (X, lambda: what(X, cust="Ken Smith", lo=X)),
    "strawberry price rn?": (X, lambda: c2(price("strawberry", X))),
    "what were pears before the nerf": (X, lambda: c2(price("pear", "2024-02-23"))),
    "how many percent did pears drop by":
        (X, lambda: c2(100 * (price("pear", "2024-02-23") - price("pear", X)) / price("pear", "2024-02-23"))),
    "how much did we spend restocking this week": (X, lambda: c2(bcost(X, **tw(X)))),
    "how much loot have we made since monday": ("2024-02-17", lambda: c2(R("2024-02-17", **tw("2024-02-17")))),
    "avg spend per sale this week": (X, lambda: c2(R(X, **tw(X)) / N(X, **tw(X)))),
    "which fruits did nobody buy this week": (X, lambda: sorted(set(PRODUCTS) - set(what(X, **tw(X))))),
    "how many kg of bananas have we had delivered this month": (X, lambda: k3(bkg(X, prod="banana"))),
    "how much did we refund today": ("2024-02-26", lambda: c2(refund("2024-02-26", lo="2024-02-26"))),
    "how many kg of bananas have we sold so far this month": ("2024-02-09", lambda: k3(K("2024-02-09",
                                                                                          prod="banana"))),
    "how many kg of cherries were in stock before the restock on the 28th": (X, lambda: k3(stock("cherry",
                                                                                                 "2024-02-27"))),
    "total refunds so far, all customers": ("2024-02-13", lambda: c2(refund("2024-02-13"))),
    "kg bought per customer this month, table": (X, lambda: tab(per_c(lambda c: K(X, cust=c)), k3)),
    "grape stack rn, how many kg": ("2024-02-03", lambda: k3(stock("grape", "2024-02-03"))),
    "gg how much did we take on Sundays this month, all of them added up": (X, lambda: c2(R(X, wd={6}))),
}


def sale_totals(t):
    out = {}
    for x in sel(t):
        out[x[0]] = out.get(x[0], 0) + x[5]
    return out


# ------------------------------------------------------------ compare
by_text = {q["question"]: q for q in qs}
answered = {q["question"] for q in qs if q["expect"]["type"] != "refuse"}
assert set(CHECKS) <= set(by_text), sorted(set(CHECKS) - set(by_text))
assert answered == set(CHECKS), ("questions without a check", sorted(answered - set(CHECKS)))
assert not set(CHECKS) & {q["question"] for q in qs if q["expect"]["type"] == "refuse"}
bad = 0
for text, (today, fn) in CHECKS.items():
    q = by_text[text]
    e = q["expect"]
    want = fn()
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        want = sorted(want)
    if q["today"] != today or got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", q["today"], got, "recomputed:", today, want)
print("questions", len(qs), "refuse", refusals, "before 02-29", early, "checked", len(CHECKS), "mismatches", bad)
raise SystemExit(1 if bad else 0)
