"""Checks bench/unseen64/questions.jsonl: format, unique ids, the mix of categories and
days, and an independent recomputation of a set of answers (own parsing of the records
cut at each question's `today`, Fraction arithmetic, no import of question_truth.py).
Run from the repository root:

    python bench/unseen64/validate.py
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
CATS = {"nervous_owner", "spreadsheet_nephew", "supplier_rep", "quickfire", "refuse"}
WEEKDAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert 190 <= len(qs) <= 210, len(qs)
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q64-\d{3}", i) for i in ids), "bad id"
assert ids == ["q64-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)), q
        assert not isinstance(e["value"], bool), q
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and not isinstance(v, bool) and v != 0
                                 for v in e["rows"].values()), q
        for k in e["rows"]:
            if e["key"] in ("day", "week"):
                datetime.date.fromisoformat(k)
            if e["key"] == "week":
                assert datetime.date.fromisoformat(k).weekday() == 0, q
            if e["key"] == "weekday":
                assert k in WEEKDAYS, q
            if e["key"] == "month":
                assert re.fullmatch(r"\d{4}-\d{2}", k), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_ref = sum(q["category"] == "refuse" for q in qs)
n_early = sum(q["today"] < "2024-02-29" for q in qs)
assert 0.10 <= n_ref / len(qs) <= 0.14, n_ref
assert 0.20 <= n_early / len(qs) <= 0.32, n_early
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger, cut at a day
RECS = [json.loads(line) for line in open(DATA) if line.strip()]
_cache = {}


def cents(x):
    x = F(x) * 100
    assert x - (x.numerator // x.denominator) != F(1, 2), "half cent"
    return F(round(x), 100)


def book(today):
    """Everything on or before `today`: sales (with the day they were returned, if by today),
    purchases, adjustments, returns and the price log, all in Fractions."""
    if today in _cache:
        return _cache[today]
    price, plog, sales, buys, adj, rets = {}, [], [], [], [], []
    for r in RECS:
        if r["date"] > today:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                buys.append(dict(d=r["date"], sup=r["supplier"]["name"], p=it["product"],
                                 q=F(str(it["quantity"])), c=F(str(it["unit_cost"]))))
                if it.get("selling_price") is not None:
                    price[it["product"]] = F(str(it["selling_price"]))
                    plog.append((r["date"], it["product"], price[it["product"]]))
        elif k == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
            plog.append((r["date"], r["product"], price[r["product"]]))
        elif k == "sale":
            ls = [(it["product"], F(str(it["quantity"])), cents(F(str(it["quantity"])) * price[it["product"]]))
                  for it in r["items"]]
            sales.append(dict(d=r["date"], c=r["customer"]["name"], ls=ls, back=None))
        elif k == "return":
            m = [s for s in sales if s["d"] == r["sale_date"] and s["c"] == r["customer"]["name"] and not s["back"]]
            assert len(m) == 1
            m[0]["back"] = r["date"]
            rets.append((r["date"], r["customer"]["name"], m[0]))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    cost = {}
    for b in buys:
        cost.setdefault(b["p"], set()).add(b["c"])
    assert all(len(v) == 1 for v in cost.values()), cost
    b = dict(today=today, plog=plog, sales=sales, buys=buys, adj=adj, rets=rets,
             cost={p: v.pop() for p, v in cost.items()}, kept=[s for s in sales if not s["back"]])
    _cache[today] = b
    return b


def Dt(s):
    return datetime.date.fromisoformat(s)


def plus(s, n):
    return (Dt(s) + datetime.timedelta(days=n)).isoformat()


def mon(s):
    return plus(s, -Dt(s).weekday())


def wdname(s):
    return Dt(s).strftime("%A")


def rows(b, lo="2024-02-01", hi="9999", cust=None, prod=None, wd=None):
    """(sale, product, kg, value) for standing sales in [lo, hi]."""
    for s in b["kept"]:
        if lo <= s["d"] <= hi and (cust is None or s["c"] == cust) and (wd is None or wdname(s["d"]) in wd):
            for p, kg, v in s["ls"]:
                if prod is None or p == prod:
                    yield s, p, kg, v


def money_(b, **kw):
    return sum((v for _, _, _, v in rows(b, **kw)), F(0))


def kg_(b, **kw):
    return sum((kg for _, _, kg, _ in rows(b, **kw)), F(0))


def nsales(b, **kw):
    return len({id(s) for s, _, _, _ in rows(b, **kw)})


def margin_(b, **kw):
    return sum((v - kg * b["cost"][p] for _, p, kg, v in rows(b, **kw)), F(0))


def stock_(b, p, d):
    got = sum((x["q"] for x in b["buys"] if x["p"] == p and x["d"] <= d), F(0))
    gone = sum((kg for s in b["sales"] if s["d"] <= d and (s["back"] is None or s["back"] > d)
                for pp, kg, _ in s["ls"] if pp == p), F(0))
    return got - gone + sum((q for dd, pp, q in b["adj"] if pp == p and dd <= d), F(0))


def refunded(b, lo="2024-02-01", hi="9999", cust=None):
    return sum((v for d, c, s in b["rets"] if lo <= d <= hi and (cust is None or c == cust) for _, _, v in s["ls"]),
               F(0))


def spent(b, sup=None, p=None, lo="2024-02-01", hi="9999"):
    return sum((x["q"] * x["c"] for x in b["buys"] if (sup is None or x["sup"] == sup) and (p is None or x["p"] == p)
                and lo <= x["d"] <= hi), F(0))


def took_in(b, sup=None, p=None, lo="2024-02-01", hi="9999"):
    return sum((x["q"] for x in b["buys"] if (sup is None or x["sup"] == sup) and (p is None or x["p"] == p)
                and lo <= x["d"] <= hi), F(0))


def price_now(b, p):
    return [pr for _, pp, pr in b["plog"] if pp == p][-1]


def group(b, keyf, valf, **kw):
    g = {}
    for s, p, kg, v in rows(b, **kw):
        g[keyf(s, p)] = g.get(keyf(s, p), F(0)) + valf(p, kg, v)
    return g


def c2(x):
    return float(cents(x))


def k3(x):
    x = F(x) * 1000
    assert x - (x.numerator // x.denominator) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def best(g, low=False):
    o = sorted(g.items(), key=lambda kv: kv[1], reverse=not low)
    assert o[0][1] != o[1][1]
    return o[0][0]


def tab(g, f):
    return {k: f(v) for k, v in sorted(g.items()) if v != 0}


PROD = lambda s, p: p          # noqa: E731
CUST = lambda s, p: s["c"]     # noqa: E731
VAL = lambda p, kg, v: v       # noqa: E731
KG = lambda p, kg, v: kg       # noqa: E731
checks = {}


def chk(text, fn):
    checks[text] = fn(book(by_text[text]["today"]))


# ------------------------------------------------------------ nervous_owner
chk("I've been lying awake over this. Am I right in thinking February was a dreadful month? What did we actually "
    "take, all told, from the 1st to today?", lambda b: c2(money_(b)))
chk("Is it true that Tom Lee has brought fruit back twice now? How much have we refunded him altogether?",
    lambda b: c2(refunded(b, cust="Tom Lee")))
chk("My accountant keeps asking and I get in such a flap. What's our profit on everything sold this month, once you "
    "take off what the fruit cost us?", lambda b: c2(margin_(b)))
chk("I'm worried the strawberries are going soft out the back. How many kilos of strawberry ought we to have in stock "
    "right now?", lambda b: k3(stock_(b, "strawberry", b["today"])))
chk("Sorry to be a bother, but what did we take yesterday? I wasn't in and I've been fretting about it all morning.",
    lambda b: c2(money_(b, lo="2024-02-19", hi="2024-02-19")))
chk("Am I right in thinking cherries are our best earner? Which fruit has actually brought in the most money so far?",
    lambda b: best(group(b, PROD, VAL)))
chk("Somebody told me bananas outsell everything by weight. Is that true? Which fruit have we sold the most kilos of?",
    lambda b: best(group(b, PROD, KG)))
chk("I keep thinking we're handing too much money back. What's the total we've refunded to customers this month?",
    lambda b: c2(refunded(b)))
chk("How many returns have we had up to now? Just the number please, it worries me.", lambda b: len(b["rets"]))
chk("Which customers have brought something back for a refund? I'd like to know who, so I can keep an eye out.",
    lambda b: sorted({c for _, c, _ in b["rets"]}))
chk("I'm fretting about the week we've just had. What were the takings last week, Monday to Sunday?",
    lambda b: c2(money_(b, lo="2024-02-19", hi="2024-02-25")))
chk("Has it been a slow week, do you think? What have we taken so far this week?",
    lambda b: c2(money_(b, lo="2024-02-19")))
chk("I'm worried our pears are priced too low since the change. What are we charging per kilo for pears at the "
    "moment?", lambda b: c2(price_now(b, "pear")))
chk("The grapes worry me. Is it true we've sold less than half of what we bought? What percentage of the grapes "
    "we've bought have we actually sold?", lambda b: c2(kg_(b, prod="grape") * 100 / took_in(b, p="grape")))
chk("I'm nervous about the mangoes. How many kilos of mango did we sell in the last 7 days?",
    lambda b: k3(kg_(b, prod="mango", lo="2024-02-23")))
chk("It would settle my nerves to know what the average sale came to this month, in dollars.",
    lambda b: c2(money_(b) / nsales(b)))
chk("Forgive me, I'm hopeless with computers. How many different customers have bought from us since the start of "
    "the month?", lambda b: len({s["c"] for s in b["kept"]}))
chk("Is it true that Sunday is our worst day? Which day of the week has brought in the least money this month?",
    lambda b: best(group(b, lambda s, p: wdname(s["d"]), VAL), low=True))
chk("I'm in a state about the weekend. How much did we take on the Saturday and Sunday just gone?",
    lambda b: c2(money_(b, lo="2024-02-24", hi="2024-02-25")))
chk("Am I right that we've paid out more for fruit than we've taken in? How much have we spent with suppliers on "
    "stock so far this month?", lambda b: c2(spent(b)))
chk("Oh dear, I think Bob Smith's total has gone down. What has he spent with us, not counting what he returned?",
    lambda b: c2(money_(b, cust="Bob Smith")))
chk("I'm scared the cherries will run out before the next delivery. How much cherry did we have left at close of "
    "business on the 27th?", lambda b: k3(stock_(b, "cherry", "2024-02-27")))
chk("Is it true we hardly sold any apples in the week of the 5th? How many sales with apples in them were there "
    "between the 5th and the 11th?", lambda b: nsales(b, prod="apple", lo="2024-02-05", hi="2024-02-11"))
chk("I'm worried I've been overcharging since the orange price went up. How much money have oranges brought in from "
    "the 18th onwards?", lambda b: c2(money_(b, prod="orange", lo="2024-02-18")))
chk("Who's our best customer by money spent so far? I'd like to send them a thank-you card.",
    lambda b: best(group(b, CUST, VAL)))
chk("Am I right in thinking more than half our takings came from strawberries and cherries together? What share of "
    "the takings is that, as a percentage?",
    lambda b: c2((money_(b, prod="strawberry") + money_(b, prod="cherry")) * 100 / money_(b)))
chk("I hate to ask again, but what did we take on the weekends this month, all the Saturdays and Sundays put "
    "together?", lambda b: c2(money_(b, wd={"Saturday", "Sunday"})))
chk("I'm panicking about running out. Which fruits have we got less than 22 kilos of in stock right now?",
    lambda b: sorted(p for p in b["cost"] if stock_(b, p, b["today"]) < 22))
chk("I always forget, I'm sorry. How many sales did we ring up on Valentine's Day?",
    lambda b: nsales(b, lo="2024-02-14", hi="2024-02-14"))
chk("Is it right that Thursdays are our busiest? How many sales have we made on Thursdays this month?",
    lambda b: nsales(b, wd={"Thursday"}))
chk("Please be straight with me: what's our gross margin as a percentage of takings this month?",
    lambda b: c2(margin_(b) * 100 / money_(b)))
chk("I'm scared we ran out of strawberries before the delivery on the 16th. How many kilos were left at the end of "
    "the 15th?", lambda b: k3(stock_(b, "strawberry", "2024-02-15")))
chk("It's been a nerve-racking first week. Am I right in thinking we've taken under $150? What's the total so far?",
    lambda b: c2(money_(b)))
chk("Omar Haddad buys so much it makes me anxious. How many separate times has he bought from us?",
    lambda b: nsales(b, cust="Omar Haddad"))
chk("Sorry, what did we take between the 12th and the 18th, both days included?",
    lambda b: c2(money_(b, lo="2024-02-12", hi="2024-02-18")))
chk("Is it true mango is our slowest seller? Which fruit has sold the fewest kilos this month?",
    lambda b: best(group(b, PROD, KG), low=True))
chk("What's the value of the pears we've written off in the stock counts, at what we paid for them? It's been "
    "bothering me.", lambda b: c2(sum(-q * b["cost"][p] for _, p, q in b["adj"] if p == "pear")))
chk("I can't settle until I know: how much have customers spent with us today?",
    lambda b: c2(money_(b, lo=b["today"], hi=b["today"])))

# ------------------------------------------------------------ spreadsheet_nephew
chk("sum of line value, group by product, whole of Feb", lambda b: tab(group(b, PROD, VAL), c2))
chk("count of sales group by customer",
    lambda b: {c: sum(1 for s in b["kept"] if s["c"] == c) for c in sorted({s["c"] for s in b["kept"]})})
chk("pivot: kg sold by week, weeks starting Monday", lambda b: tab(group(b, lambda s, p: mon(s["d"]), KG), k3))
chk("one row per weekday name, column = sum of takings", lambda b: tab(group(b, lambda s, p: wdname(s["d"]), VAL), c2))
chk("filter customer = Raj Patel, sum of sale amount", lambda b: c2(money_(b, cust="Raj Patel")))
chk("sum of qty where product = strawberry and date >= 2024-02-16",
    lambda b: k3(kg_(b, prod="strawberry", lo="2024-02-16")))
chk("count distinct customer where date between 2024-02-19 and 2024-02-25",
    lambda b: len({s["c"] for s, _, _, _ in rows(b, lo="2024-02-19", hi="2024-02-25")}))
chk("rows = supplier, values = sum of qty x unit cost over all purchases",
    lambda b: {s: c2(spent(b, sup=s)) for s in sorted({x["sup"] for x in b["buys"]})})
chk("group purchases by product, sum of kg", lambda b: {p: k3(took_in(b, p=p)) for p in sorted(b["cost"])})
chk("refunds: sum of value grouped by customer",
    lambda b: {c: c2(refunded(b, cust=c)) for c in sorted({c for _, c, _ in b["rets"]})})
chk("daily takings table for this week", lambda b: tab(group(b, lambda s, p: s["d"], VAL, lo="2024-02-19"), c2))
chk("avg of sale total where date in last week",
    lambda b: c2(money_(b, lo="2024-02-19", hi="2024-02-25") / nsales(b, lo="2024-02-19", hi="2024-02-25")))
chk("max of sale total so far", lambda b: c2(max(sum(v for _, _, v in s["ls"]) for s in b["kept"])))
chk("count of sales where total > $20", lambda b: sum(1 for s in b["kept"] if sum(v for _, _, v in s["ls"]) > 20))
chk("sum of profit group by product", lambda b: tab(group(b, PROD, lambda p, kg, v: v - kg * b["cost"][p]), c2))
chk("profit pivot by customer", lambda b: tab(group(b, CUST, lambda p, kg, v: v - kg * b["cost"][p]), c2))
chk("sum of kg sold, filter weekday in (Sat, Sun)", lambda b: k3(kg_(b, wd={"Saturday", "Sunday"})))
chk("count of sales per day for the week starting 2024-02-12",
    lambda b: {d: n for d in (plus("2024-02-12", i) for i in range(7))
               if (n := sum(1 for s in b["kept"] if s["d"] == d))})
chk("VLOOKUP unit cost for mango", lambda b: c2(b["cost"]["mango"]))
chk("sum of takings where date < 2024-02-15", lambda b: c2(money_(b, hi="2024-02-14")))
chk("takings by customer sorted descending, top 5, names column only",
    lambda b: [c for c, _ in sorted(group(b, CUST, VAL).items(), key=lambda kv: -kv[1])[:5]])
chk("count of purchase records (deliveries) by supplier",
    lambda b: {s: sum(1 for r in RECS if r["kind"] == "purchase" and r["date"] <= b["today"]
                      and r["supplier"]["name"] == s) for s in sorted({x["sup"] for x in b["buys"]})})
chk("sum of stock adjustment qty grouped by product",
    lambda b: {p: k3(sum(q for _, pp, q in b["adj"] if pp == p)) for p in sorted({p for _, p, _ in b["adj"]})})
chk("closing stock per product as at today, one row each",
    lambda b: {p: k3(stock_(b, p, b["today"])) for p in sorted(b["cost"])})
chk("sum of takings for week starting 5 Feb", lambda b: c2(money_(b, lo="2024-02-05", hi="2024-02-11")))
chk("weekly pivot of refund value, keyed by week start",
    lambda b: {w: c2(refunded(b, lo=w, hi=plus(w, 6))) for w in sorted({mon(d) for d, _, _ in b["rets"]})})
chk("kg by product, filter customer = Omar Haddad", lambda b: tab(group(b, PROD, KG, cust="Omar Haddad"), k3))
chk("row count of sales today", lambda b: nsales(b, lo=b["today"]))
chk("takings by product, filter date between 2024-02-19 and 2024-02-25",
    lambda b: tab(group(b, PROD, VAL, lo="2024-02-19", hi="2024-02-25"), c2))
chk("count of sales where customer name contains 'Smith'", lambda b: sum(1 for s in b["kept"] if "Smith" in s["c"]))
chk("mean kg per sale line, product = strawberry",
    lambda b: k3(kg_(b, prod="strawberry") / len(list(rows(b, prod="strawberry")))))
chk("% of total kg sold by product, 2dp",
    lambda b: tab({k: v * 100 / kg_(b) for k, v in group(b, PROD, KG).items()}, c2))
chk("cumulative takings to date", lambda b: c2(money_(b)))
chk("sum(kg bought) - sum(kg sold) for apple", lambda b: k3(took_in(b, p="apple") - kg_(b, prod="apple")))
chk("strawberry only: sum of kg grouped by customer", lambda b: tab(group(b, CUST, KG, prod="strawberry"), k3))
chk("countif product = pear across sales this month", lambda b: nsales(b, prod="pear"))
chk("sum of qty x price for grape, rows dated 2024-02-10 to 2024-02-20 inclusive",
    lambda b: c2(money_(b, prod="grape", lo="2024-02-10", hi="2024-02-20")))


def _median(b):
    t = sorted(sum(v for _, _, v in s["ls"]) for s in b["kept"])
    n = len(t)
    return c2(t[n // 2] if n % 2 else (t[n // 2 - 1] + t[n // 2]) / 2)


chk("median sale total, Feb", _median)
chk("takings grouped by month", lambda b: {"2024-02": c2(money_(b))})
chk("count of sales per customer since 2024-02-20, only customers with 2 or more",
    lambda b: {c: n for c in sorted({s["c"] for s in b["kept"]})
               if (n := sum(1 for s in b["kept"] if s["c"] == c and s["d"] >= "2024-02-20")) >= 2})
chk("min(date) where customer = Sue Davis", lambda b: min(s["d"] for s in b["kept"] if s["c"] == "Sue Davis"))
chk("sum of line totals, customer = Tom Lee, as of today", lambda b: c2(money_(b, cust="Tom Lee")))
chk("count of sale lines (not sales) this month", lambda b: sum(len(s["ls"]) for s in b["kept"]))
chk("sum of kg sold group by day, filter date in last 7 days",
    lambda b: tab(group(b, lambda s, p: s["d"], KG, lo=plus(b["today"], -6)), k3))

# ------------------------------------------------------------ supplier_rep
chk("How much strawberry did Green Valley Farms deliver to you in February, in kilos?",
    lambda b: k3(took_in(b, sup="Green Valley Farms", p="strawberry")))
chk("What have you spent with ABC altogether this month?", lambda b: c2(spent(b, sup="ABC")))
chk("Who's been supplying you with bananas?", lambda b: sorted({x["sup"] for x in b["buys"] if x["p"] == "banana"}))
chk("When was your last delivery from Hillside Produce?",
    lambda b: max(x["d"] for x in b["buys"] if x["sup"] == "Hillside Produce"))
chk("How many deliveries have you had from Green Valley Farms so far?",
    lambda b: sum(1 for r in RECS if r["kind"] == "purchase" and r["date"] <= b["today"]
                  and r["supplier"]["name"] == "Green Valley Farms"))
chk("Hillside dropped you 40 kilos of pears on the 9th. How many kilos of pear have you sold since then, counting "
    "the 9th?", lambda b: k3(kg_(b, prod="pear", lo="2024-02-09")))
chk("How quick are the mangoes moving? Give me the average kilos sold per day over all 29 days of February.",
    lambda b: k3(kg_(b, prod="mango") / 29))
chk("What's your markup on grapes, as a percentage on top of cost?",
    lambda b: c2((price_now(b, "grape") / b["cost"]["grape"] - 1) * 100))
chk("Who's your biggest supplier by spend?",
    lambda b: best({s: spent(b, sup=s) for s in {x["sup"] for x in b["buys"]}}))
chk("How much banana have you got left on the shelf right now?", lambda b: k3(stock_(b, "banana", b["today"])))
chk("How many kilos of cherries went out between the 21st and the 27th, the week before our drop on the 28th?",
    lambda b: k3(kg_(b, prod="cherry", lo="2024-02-21", hi="2024-02-27")))
chk("Which fruits have you bought from ABC?", lambda b: sorted({x["p"] for x in b["buys"] if x["sup"] == "ABC"}))
chk("What's the total weight of fruit you've taken in from all your suppliers this month?", lambda b: k3(took_in(b)))
chk("What did the strawberry delivery on the 16th cost you?",
    lambda b: c2(spent(b, p="strawberry", lo="2024-02-16", hi="2024-02-16")))
chk("What had you spent with Hillside Produce as of today?", lambda b: c2(spent(b, sup="Hillside Produce")))
chk("What percentage of the cherries you've bought have gone out the door as sales?",
    lambda b: c2(kg_(b, prod="cherry") * 100 / took_in(b, p="cherry")))
chk("How many kilos of pear did you sell before you dropped the price on the 24th?",
    lambda b: k3(kg_(b, prod="pear", hi="2024-02-23")))
chk("What profit have you made on the grapes so far?", lambda b: c2(margin_(b, prod="grape")))
chk("Which fruit brought you the least money last week?",
    lambda b: best(group(b, PROD, VAL, lo="2024-02-19", hi="2024-02-25"), low=True))
chk("How many kilos of banana did you take in between the 1st and the 23rd?",
    lambda b: k3(took_in(b, p="banana", hi="2024-02-23")))
chk("What did you pay Green Valley Farms for their first drop, on the 1st?",
    lambda b: c2(spent(b, sup="Green Valley Farms", hi="2024-02-01")))
chk("How many kilos of apples have you sold since ABC's top-up on the 10th?",
    lambda b: k3(kg_(b, prod="apple", lo="2024-02-10")))
chk("What's your average cost per kilo across everything you've bought this month?",
    lambda b: c2(spent(b) / took_in(b)))
chk("What's the cost of the fruit you've actually sold this month, your cost of goods?",
    lambda b: c2(money_(b) - margin_(b)))
chk("Break your spend down by fruit for me, at cost.", lambda b: {p: c2(spent(b, p=p)) for p in sorted(b["cost"])})
chk("How many kilos of oranges did you get through last week, Monday to Sunday?",
    lambda b: k3(kg_(b, prod="orange", lo="2024-02-19", hi="2024-02-25")))
chk("How much orange did you have at close on the 17th, the day before the price went up?",
    lambda b: k3(stock_(b, "orange", "2024-02-17")))
chk("How much strawberry have you sold since our delivery on the 16th?",
    lambda b: k3(kg_(b, prod="strawberry", lo="2024-02-16")))
chk("Which suppliers have you bought from since the 10th?",
    lambda b: sorted({x["sup"] for x in b["buys"] if x["d"] >= "2024-02-10"}))
chk("How much did you spend on deliveries from the 15th on?", lambda b: c2(spent(b, lo="2024-02-15")))
chk("Spend on deliveries week by week, weeks starting Monday?",
    lambda b: {w: c2(spent(b, lo=w, hi=plus(w, 6))) for w in sorted({mon(x["d"]) for x in b["buys"]})})
chk("How many kilos of grapes have you got in stock today?", lambda b: k3(stock_(b, "grape", b["today"])))
chk("What do you clear on a kilo of mango after cost, on average?",
    lambda b: c2(margin_(b, prod="mango") / kg_(b, prod="mango")))
chk("Rank your fruit by kilos sold, top three please.",
    lambda b: [p for p, _ in sorted(group(b, PROD, KG).items(), key=lambda kv: -kv[1])[:3]])
chk("How many different customers bought strawberries from you this month?",
    lambda b: len({s["c"] for s, _, _, _ in rows(b, prod="strawberry")}))
chk("How many kilos of cherries had you sold before the cherry delivery on the 28th?",
    lambda b: k3(kg_(b, prod="cherry", hi="2024-02-27")))
chk("How much have you paid out for deliveries so far?", lambda b: c2(spent(b)))

# ------------------------------------------------------------ quickfire
chk("feb revenue?", lambda b: c2(money_(b)))
chk("apple takings, feb?", lambda b: c2(money_(b, prod="apple")))
chk("top customer by spend?", lambda b: best(group(b, CUST, VAL)))
chk("biggest buyer, kilos?", lambda b: best(group(b, CUST, KG)))
chk("banana stock?", lambda b: k3(stock_(b, "banana", b["today"])))
chk("refunds total?", lambda b: c2(refunded(b)))
chk("profit, february?", lambda b: c2(margin_(b)))
chk("sales count today?", lambda b: nsales(b, lo=b["today"]))
chk("kg sales this week?", lambda b: k3(kg_(b, lo=mon(b["today"]))))
chk("takings last week?", lambda b: c2(money_(b, lo=plus(mon(b["today"]), -7), hi=plus(mon(b["today"]), -1))))
chk("best weekday?", lambda b: best(group(b, lambda s, p: wdname(s["d"]), VAL)))
chk("worst product, revenue?", lambda b: best(group(b, PROD, VAL), low=True))
chk("number of returns?", lambda b: len(b["rets"]))
chk("strawberry profit?", lambda b: c2(margin_(b, prod="strawberry")))
chk("yesterday's takings?", lambda b: c2(money_(b, lo=plus(b["today"], -1), hi=plus(b["today"], -1))))
chk("last weekend takings?", lambda b: c2(money_(b, lo="2024-02-17", hi="2024-02-18")))
chk("grape stock on the 20th?", lambda b: k3(stock_(b, "grape", "2024-02-20")))
chk("number of deliveries?", lambda b: sum(1 for r in RECS if r["kind"] == "purchase" and r["date"] <= b["today"]))
chk("avg sale?", lambda b: c2(money_(b) / nsales(b)))
chk("kg sales by product?", lambda b: tab(group(b, PROD, KG), k3))
chk("takings by week?", lambda b: tab(group(b, lambda s, p: mon(s["d"]), VAL), c2))
chk("customer count, feb?", lambda b: len({s["c"] for s in b["kept"]}))
chk("top 2 products, takings?",
    lambda b: [p for p, _ in sorted(group(b, PROD, VAL).items(), key=lambda kv: -kv[1])[:2]])
chk("cogs to date?", lambda b: c2(sum(kg * b["cost"][p] for _, p, kg, _ in rows(b))))
chk("margin %?", lambda b: c2(margin_(b) * 100 / money_(b)))
chk("refunds last week?", lambda b: c2(refunded(b, lo="2024-02-19", hi="2024-02-25")))
chk("sales in kg, 22nd?", lambda b: k3(kg_(b, lo="2024-02-22", hi="2024-02-22")))
chk("biggest single sale?", lambda b: c2(max(sum(v for _, _, v in s["ls"]) for s in b["kept"])))
chk("cherry stock now?", lambda b: k3(stock_(b, "cherry", b["today"])))
chk("Ida Novak spend?", lambda b: c2(money_(b, cust="Ida Novak")))
chk("pear kg sold, last 7 days?", lambda b: k3(kg_(b, prod="pear", lo=plus(b["today"], -6))))
chk("written-off kilos?", lambda b: k3(-sum(q for _, _, q in b["adj"])))
chk("Tom Lee refunds?", lambda b: c2(refunded(b, cust="Tom Lee")))
chk("takings since 20th?", lambda b: c2(money_(b, lo="2024-02-20")))
chk("busiest week, takings?", lambda b: best(group(b, lambda s, p: mon(s["d"]), VAL)))

# ------------------------------------------------------------ compare
bad = 0
for text, want in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got, want = sorted(got), sorted(want)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
assert len(checks) >= 80, len(checks)
cats = {}
for q in qs:
    cats[q["category"]] = cats.get(q["category"], 0) + 1
print("questions", len(qs), cats, "refuse", n_ref, "today before 29th", n_early,
      "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
