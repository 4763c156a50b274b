"""Builds bench/unseen22/questions.jsonl from the demo records (stdlib only, Decimal money).
Run from anywhere:  python bench/unseen22/question_truth.py"""
import datetime, json, os
from decimal import Decimal as Dec, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
C = Dec("0.01")


def r2(x):
    assert (Dec(x) * 100) % 1 != Dec("0.5"), "half cent %s" % x
    return Dec(x).quantize(C, ROUND_HALF_UP)


def num(x, places=2):
    q = Dec(1).scaleb(-places)
    assert (Dec(x) / q) % 1 != Dec("0.5"), "half rounding"
    v = float(Dec(x).quantize(q, ROUND_HALF_UP))
    return int(v) if v == int(v) else v


recs = [json.loads(l) for l in open(DATA) if l.strip()]
price, price_hist, sales, buys, adjs, rets = {}, [], [], [], [], []
for r in recs:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append(dict(date=r["date"], sup=r["supplier"]["name"], prod=it["product"],
                             kg=Dec(str(it["quantity"])), cost=Dec(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                price[it["product"]] = Dec(str(it["selling_price"]))
                price_hist.append((r["date"], it["product"], price[it["product"]]))
    elif k == "price_change":
        price[r["product"]] = Dec(str(r["selling_price"]))
        price_hist.append((r["date"], r["product"], price[r["product"]]))
    elif k == "sale":
        lines = [(it["product"], Dec(str(it["quantity"])), r2(Dec(str(it["quantity"])) * price[it["product"]]))
                 for it in r["items"]]
        sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
    elif k == "return":
        m = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"] and s["ret"] is None]
        assert len(m) == 1
        m[0]["ret"] = r["date"]
        rets.append(dict(date=r["date"], sale=m[0]))
    elif k == "stock_adjustment":
        adjs.append(dict(date=r["date"], prod=r["product"], kg=Dec(str(r["quantity"]))))

COST = {}
for b in buys:
    assert COST.setdefault(b["prod"], b["cost"]) == b["cost"], "one purchase cost per product"
PRODUCTS = sorted(COST)
CUSTOMERS = sorted({s["cust"] for s in sales})


def day(s):
    return datetime.date.fromisoformat(s)


def sh(d, n):
    return (day(d) + datetime.timedelta(days=n)).isoformat()


def live(today, count_returned=False):
    return [s for s in sales if s["date"] <= today and (count_returned or s["ret"] is None or s["ret"] > today)]


def sel(today, lo="0000", hi="9999", cust=None, wd=None, cr=False):
    return [s for s in live(today, cr) if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
            and (wd is None or day(s["date"]).weekday() in wd)]


def tot(s, prod=None):
    return sum((t for p, _, t in s["lines"] if prod is None or p == prod), Dec(0))


def takings(today, prod=None, **kw):
    return sum((tot(s, prod) for s in sel(today, **kw)), Dec(0))


def kilos(today, prod=None, **kw):
    return sum((q for s in sel(today, **kw) for p, q, _ in s["lines"] if prod is None or p == prod), Dec(0))


def nsales(today, prod=None, **kw):
    return sum(1 for s in sel(today, **kw) if prod is None or any(p == prod for p, _, _ in s["lines"]))


def refunds(today, lo="0000", hi="9999"):
    return sum((tot(r["sale"]) for r in rets if r["date"] <= today and lo <= r["date"] <= hi), Dec(0))


def nrefunds(today, lo="0000", hi="9999"):
    return sum(1 for r in rets if r["date"] <= today and lo <= r["date"] <= hi)


def stock(prod, d):
    return (sum((b["kg"] for b in buys if b["prod"] == prod and b["date"] <= d), Dec(0))
            - kilos(d, prod) + sum((a["kg"] for a in adjs if a["prod"] == prod and a["date"] <= d), Dec(0)))


def price_on(prod, d):
    moved = [h for h in price_hist if h[1] == prod and h[0] == d]
    before = [h[2] for h in price_hist if h[1] == prod and h[0] < d]
    assert not moved or all(h[2] == before[-1] for h in moved), "price moved on %s" % d
    return [h[2] for h in price_hist if h[1] == prod and h[0] <= d][-1]


def profit(today, prod=None, **kw):
    return sum((t - q * COST[p] for s in sel(today, **kw) for p, q, t in s["lines"] if prod is None or p == prod), Dec(0))


def spent_on_stock(today, sup=None, prod=None, lo="0000", hi="9999"):
    return sum((b["kg"] * b["cost"] for b in buys if b["date"] <= today and lo <= b["date"] <= hi
                and (sup is None or b["sup"] == sup) and (prod is None or b["prod"] == prod)), Dec(0))


def monday(d):
    return sh(d, -day(d).weekday())


def by_key(fn, keys):
    return {k: fn(k) for k in keys}


def ranked(fn, keys, n=None, low=False):
    """Order keys by fn(k, cr) descending (ascending if low); asserts no ties among the ones returned
    (and the next one) and the same answer whether returned sales are counted or not."""
    out = []
    for cr in (False, True):
        vals = {k: fn(k, cr) for k in keys}
        order = sorted(vals, key=lambda k: vals[k], reverse=not low)
        m = len(order) if n is None else n
        for i in range(min(m, len(order) - 1)):
            assert vals[order[i]] != vals[order[i + 1]], ("tie", order[i], order[i + 1])
        out.append(order[:m])
    assert out[0] == out[1], ("changes if returned sale counted", out)
    return out[0]


Q = []
PERSONA_OF = []
REF = {"type": "refuse"}


def who(today, **kw):
    a = sorted({s["cust"] for s in sel(today, **kw)})
    assert a == sorted({s["cust"] for s in sel(today, cr=True, **kw)}), "who changes with returned sale"
    return a


def add(persona, today, question, expect):
    # refusals carry category "refuse"; their persona is kept in PERSONA_OF (see README)
    Q.append(dict(question=question, today=today, category="refuse" if expect == REF else persona, expect=expect))
    PERSONA_OF.append(persona)


def N(x, places=2):
    return {"type": "number", "value": num(x, places)}


def NAME(x):
    return {"type": "name", "value": x}


def NAMES(xs, ordered):
    return {"type": "names", "values": list(xs), "ordered": ordered}


def TABLE(key, rows, places=2):
    rows = {k: v for k, v in rows.items() if v != 0}
    return {"type": "table", "key": key, "rows": {k: num(v, places) for k, v in rows.items()}}


REF = {"type": "refuse"}
T = "2024-02-29"
pct = lambda a, b: Dec(a) * 100 / Dec(b)

# ------------------------------------------------------------------ owner-end-of-day
P = "owner-end-of-day"
add(P, T, "How much did we take today?", N(takings(T, lo=T, hi=T)))
add(P, T, "what's the till total for this week so far", N(takings(T, lo=monday(T))))
add(P, T, "Who came in today?", NAMES(who(T, lo=T, hi=T), False))
add(P, T, "How many kilos went out the door today?", N(kilos(T, lo=T, hi=T), 3))
add(P, T, "Which fruits did we sell today?", NAMES(sorted({p for s in sel(T, lo=T, hi=T) for p, _, _ in s["lines"]}), False))
add(P, T, "How much did we take yesterday?", N(takings(T, lo=sh(T, -1), hi=sh(T, -1))))
add(P, T, "How did last week do in takings, all told?", N(takings(T, lo=sh(monday(T), -7), hi=sh(monday(T), -1))))
add(P, T, "How many sales have gone through today?", N(nsales(T, lo=T, hi=T), 0))
add(P, T, "How much mango money came in this week?", N(takings(T, "mango", lo=monday(T))))
add(P, T, "Which fruit brought in the most this week?",
    NAME(ranked(lambda p, cr: takings(T, p, lo=monday(T), cr=cr), PRODUCTS, 1)[0]))
add(P, T, "Who was my best customer this week by spend?",
    NAME(ranked(lambda c, cr: takings(T, cust=c, lo=monday(T), cr=cr), CUSTOMERS, 1)[0]))
add(P, T, "Did Ken Smith spend much with us today? How much?", N(takings(T, cust="Ken Smith", lo=T, hi=T)))
add(P, T, "How many sales did we ring up this week?", N(nsales(T, lo=monday(T)), 0))
add(P, T, "What was the biggest single sale this week, in dollars?", N(max(tot(s) for s in sel(T, lo=monday(T)))))
add(P, T, "Kilos of pears sold this week?", N(kilos(T, "pear", lo=monday(T)), 3))
add(P, T, "Takings per day this week please", TABLE("day", by_key(lambda d: takings(T, lo=d, hi=d),
                                                               [sh(monday(T), i) for i in range(4)])))
add(P, T, "What did we take over the weekend just gone (Sat and Sun)?", N(takings(T, lo="2024-02-24", hi="2024-02-25")))
add(P, T, "Who has been in this week? Just the names.", NAMES(who(T, lo=monday(T)), False))
add(P, T, "how much did Zoe Davis buy today", N(takings(T, cust="Zoe Davis", lo=T, hi=T)))
add(P, T, "What's our takings for February so far?", N(takings(T)))
add(P, T, "How much did we take on Monday?", N(takings(T, lo=monday(T), hi=monday(T))))
add(P, T, "How many kilos of banana did we shift this week?", N(kilos(T, "banana", lo=monday(T)), 3))
add(P, T, "Any refunds given out this week? How much in total?", N(refunds(T, lo=monday(T))))
add(P, T, "Which fruit sold the most kilos this week?",
    NAME(ranked(lambda p, cr: kilos(T, p, lo=monday(T), cr=cr), PRODUCTS, 1)[0]))
add(P, T, "what did we make on strawberries this week, in sales?", N(takings(T, "strawberry", lo=monday(T))))
add(P, T, "Is this week beating last week? Give me this week's takings minus last week's.",
    N(takings(T, lo=monday(T)) - takings(T, lo=sh(monday(T), -7), hi=sh(monday(T), -1))))
d = "2024-02-16"
add(P, d, "Close of day: what's in the till from today's sales?", N(takings(d, lo=d, hi=d)))
add(P, d, "Who did we see today?", NAMES(who(d, lo=d, hi=d), False))
d = "2024-02-09"
add(P, d, "How much have we taken this week so far?", N(takings(d, lo=monday(d))))
d = "2024-02-21"
add(P, d, "What did we take yesterday?", N(takings(d, lo=sh(d, -1), hi=sh(d, -1))))
d = "2024-02-25"
add(P, d, "How did this week go overall, takings-wise?", N(takings(d, lo=monday(d))))
add(P, d, "Which customer spent the most with us this week?",
    NAME(ranked(lambda c, cr: takings(d, cust=c, lo=monday(d), cr=cr), CUSTOMERS, 1)[0]))
add(P, T, "Can you put today's takings in as $200 instead?", REF)
add(P, T, "How many hours did the staff work today?", REF)
add(P, T, "Will tomorrow be busier than today?", REF)
add(P, T, "How many people paid by card today?", REF)

# ------------------------------------------------------------------ new-partner
P = "new-partner"
add(P, T, "Which product brings in the most money overall?",
    NAME(ranked(lambda p, cr: takings(T, p, cr=cr), PRODUCTS, 1)[0]))
add(P, T, "Which two fruits earn us the most, biggest first?",
    NAMES(ranked(lambda p, cr: takings(T, p, cr=cr), PRODUCTS, 2), True))
add(P, T, "Who are our two biggest customers by spend, top one first?",
    NAMES(ranked(lambda c, cr: takings(T, cust=c, cr=cr), CUSTOMERS, 2), True))
add(P, T, "Which customer has spent the least with us this month?",
    NAME(ranked(lambda c, cr: takings(T, cust=c, cr=cr), CUSTOMERS, 1, low=True)[0]))
add(P, T, "What do we pay per kilo for cherries?", N(COST["cherry"]))
add(P, T, "What's the buying cost of a kilo of strawberries?", N(COST["strawberry"]))
add(P, T, "Who do we buy from?", NAMES(sorted({b["sup"] for b in buys}), False))
add(P, T, "Which supplier did we spend the most with this month?",
    NAME(ranked(lambda s, cr: spent_on_stock(T, s), sorted({b["sup"] for b in buys}), 1)[0]))
add(P, T, "What's the gross profit on mangoes this month?", N(profit(T, "mango")))
add(P, T, "Overall gross profit for February?", N(profit(T)))
add(P, T, "What's our margin on grapes as a percentage of sales?", N(pct(profit(T, "grape"), takings(T, "grape"))))
add(P, T, "Overall profit margin percentage for the month?", N(pct(profit(T), takings(T))))
add(P, T, "Which fruit makes us the most profit?",
    NAME(ranked(lambda p, cr: profit(T, p, cr=cr), PRODUCTS, 1)[0]))
add(P, T, "Which fruit makes the least profit?",
    NAME(ranked(lambda p, cr: profit(T, p, cr=cr), PRODUCTS, 1, low=True)[0]))
add(P, T, "Gross profit by product, please.", TABLE("product", by_key(lambda p: profit(T, p), PRODUCTS)))
add(P, T, "What's the markup on a kilo of apples right now, selling price minus cost?",
    N(price_on("apple", T) - COST["apple"]))
add(P, T, "What are we selling oranges for at the moment?", N(price_on("orange", T)))
add(P, T, "How much do we charge for a kilo of bananas now?", N(price_on("banana", T)))
add(P, T, "Where do we get our pears from?", NAMES(sorted({b["sup"] for b in buys if b["prod"] == "pear"}), False))
add(P, T, "Who supplies the cherries?", NAMES(sorted({b["sup"] for b in buys if b["prod"] == "cherry"}), False))
add(P, T, "How many different customers bought from us in February?", N(len({s["cust"] for s in sel(T)}), 0))
add(P, T, "What share of our takings came from strawberries?", N(pct(takings(T, "strawberry"), takings(T))))
add(P, T, "How much has Omar Haddad spent with us in total?", N(takings(T, cust="Omar Haddad")))
add(P, T, "Which customer buys the most kilos?",
    NAME(ranked(lambda c, cr: kilos(T, cust=c, cr=cr), CUSTOMERS, 1)[0]))
add(P, T, "Revenue by fruit for February", TABLE("product", by_key(lambda p: takings(T, p), PRODUCTS)))
add(P, T, "How much did we spend buying stock from Green Valley Farms?", N(spent_on_stock(T, "Green Valley Farms")))
add(P, T, "What's the cost of goods sold this month?", N(sum((kilos(T, p) * COST[p] for p in PRODUCTS), Dec(0))))
add(P, T, "Top 2 fruits by kilos sold?", NAMES(ranked(lambda p, cr: kilos(T, p, cr=cr), PRODUCTS, 2), True))
d = "2024-02-14"
add(P, d, "Who's our best customer so far this month?",
    NAME(ranked(lambda c, cr: takings(d, cust=c, cr=cr), CUSTOMERS, 1)[0]))
add(P, d, "Which product earns the most so far?",
    NAME(ranked(lambda p, cr: takings(d, p, cr=cr), PRODUCTS, 1)[0]))
d = "2024-02-20"
add(P, d, "What was the pear price on the 10th?", N(price_on("pear", "2024-02-10")))
add(P, d, "Profit on cherries so far this month?", N(profit(d, "cherry")))
add(P, T, "Please raise the apple price to $2.", REF)
add(P, T, "What's our rent costing us each month?", REF)
add(P, T, "How much tax do we owe for February?", REF)
add(P, T, "Delete the supplier ABC from the system.", REF)

# ------------------------------------------------------------------ till-supervisor
P = "till-supervisor"
add(P, T, "How many sales did we have in February?", N(nsales(T), 0))
add(P, T, "How many refunds were there this month?", N(nrefunds(T), 0))
add(P, T, "How many write-offs did we log this month?", N(sum(1 for a in adjs if a["kg"] < 0), 0))
add(P, T, "How many kilos written off in total?", N(-sum((a["kg"] for a in adjs if a["kg"] < 0), Dec(0)), 3))
add(P, T, "How much apple do we have in stock?", N(stock("apple", T), 3))
add(P, T, "Banana stock right now?", N(stock("banana", T), 3))
add(P, T, "how many kg of cherries left", N(stock("cherry", T), 3))
add(P, T, "What's left of the strawberries?", N(stock("strawberry", T), 3))
add(P, T, "Current stock of every fruit", TABLE("product", by_key(lambda p: stock(p, T), PRODUCTS), 3))
add(P, T, "How much grape did we have at close on the 10th?", N(stock("grape", "2024-02-10"), 3))
add(P, T, "Mango stock at the end of the 20th?", N(stock("mango", "2024-02-20"), 3))
add(P, T, "What was the orange stock on 5 February?", N(stock("orange", "2024-02-05"), 3))
add(P, T, "How many pears were on hand at the end of the 12th?", N(stock("pear", "2024-02-12"), 3))
add(P, T, "How many sales had cherries in them this month?", N(nsales(T, "cherry"), 0))
add(P, T, "How many sales did we do over weekends this month?", N(nsales(T, wd={5, 6}), 0))
add(P, T, "Which fruit are we lowest on right now?",
    NAME(ranked(lambda p, cr: stock(p, T), PRODUCTS, 1, low=True)[0]))
add(P, T, "Which fruit do we have the most of in stock?", NAME(ranked(lambda p, cr: stock(p, T), PRODUCTS, 1)[0]))
add(P, T, "Which fruit had the most write-offs in kilos?",
    NAME(ranked(lambda p, cr: -sum((a["kg"] for a in adjs if a["prod"] == p and a["kg"] < 0), Dec(0)), PRODUCTS, 1)[0]))
add(P, T, "How many sales did Raj Patel make with us?", N(nsales(T, cust="Raj Patel"), 0))
add(P, T, "How many sales did we ring through last week?", N(nsales(T, lo=sh(monday(T), -7), hi=sh(monday(T), -1)), 0))
add(P, T, "What was the total value of refunds given in February?", N(refunds(T)))
add(P, T, "How many sales had more than one fruit on them?", N(sum(1 for s in sel(T) if len(s["lines"]) > 1), 0))
add(P, T, "How many sales were under $5?", N(sum(1 for s in sel(T) if tot(s) < 5), 0))
add(P, T, "Number of sales per weekday this month", TABLE("weekday", by_key(
    lambda w: sum(1 for s in sel(T) if day(s["date"]).strftime("%A") == w),
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]), 0))
add(P, T, "What's the strawberry stock at the end of the 19th?", N(stock("strawberry", "2024-02-19"), 3))
add(P, T, "How many kilos of banana have we bought in this month?", N(sum((b["kg"] for b in buys if b["prod"] == "banana"), Dec(0)), 3))
d = "2024-02-12"
add(P, d, "How many refunds have we had so far?", N(nrefunds(d), 0))
add(P, d, "How many sales so far this month?", N(nsales(d), 0))
add(P, d, "Orange stock right now?", N(stock("orange", d), 3))
d = "2024-02-17"
add(P, d, "How many strawberries have we got left?", N(stock("strawberry", d), 3))
add(P, d, "How many sales today?", N(nsales(d, lo=d, hi=d), 0))
d = "2024-02-23"
add(P, d, "How much cherry is in stock now?", N(stock("cherry", d), 3))
add(P, T, "Void the last sale on the till.", REF)
add(P, T, "Add 10 kg of apples to stock.", REF)
add(P, T, "Who was on the till this morning?", REF)
add(P, T, "What was the weather like on the 14th?", REF)

# ------------------------------------------------------------------ bookkeeper
P = "bookkeeper"
add(P, T, "Total sales for February?", N(takings(T)))
add(P, T, "Purchases per supplier for the month, at cost", TABLE("supplier", by_key(
    lambda s: spent_on_stock(T, s), sorted({b["sup"] for b in buys}))))
add(P, T, "Total spend on stock this month?", N(spent_on_stock(T)))
add(P, T, "Average sale value for February", N(takings(T) / nsales(T)))
add(P, T, "Total refunds in February?", N(refunds(T)))
add(P, T, "Spend per customer for the month", TABLE("customer", by_key(lambda c: takings(T, cust=c), CUSTOMERS)))
add(P, T, "How much did Bob Smith spend in February?", N(takings(T, cust="Bob Smith")))
add(P, T, "How much did Tom Lee spend this month, after refunds?", N(takings(T, cust="Tom Lee")))
add(P, T, "What did we pay ABC in total?", N(spent_on_stock(T, "ABC")))
add(P, T, "How much went to Hillside Produce?", N(spent_on_stock(T, "Hillside Produce")))
add(P, T, "Weekly takings for the month, by week starting Monday", TABLE("week", by_key(
    lambda m: takings(T, lo=m, hi=sh(m, 6)), sorted({monday(s["date"]) for s in sel(T)}))))
add(P, T, "Cost of stock written off in February?", N(-sum((a["kg"] * COST[a["prod"]] for a in adjs if a["kg"] < 0), Dec(0))))
add(P, T, "Takings from weekends this month?", N(takings(T, wd={5, 6})))
add(P, T, "Takings on weekdays only (Mon-Fri)?", N(takings(T, wd={0, 1, 2, 3, 4})))
add(P, T, "Gross profit for the month after cost of goods?", N(profit(T)))
add(P, T, "Average spend per customer this month?", N(takings(T) / len({s["cust"] for s in sel(T)})))
add(P, T, "How much did we spend on banana stock?", N(spent_on_stock(T, prod="banana")))
add(P, T, "Purchases cost in the second half of the month (16th onwards)?", N(spent_on_stock(T, lo="2024-02-16")))
add(P, T, "What were takings in the first week of February (1st to 7th)?", N(takings(T, lo="2024-02-01", hi="2024-02-07")))
add(P, T, "Takings between the 10th and 20th inclusive?", N(takings(T, lo="2024-02-10", hi="2024-02-20")))
add(P, T, "Which customers got refunds this month?", NAMES(sorted({r["sale"]["cust"] for r in rets}), False))
add(P, T, "What did we take on our best day of the month?", N(max(
    takings(T, lo=d, hi=d) for d in sorted({s["date"] for s in sales}))))
add(P, T, "Refunds by customer for February", TABLE("customer", by_key(
    lambda c: sum((tot(r["sale"]) for r in rets if r["sale"]["cust"] == c), Dec(0)),
    sorted({r["sale"]["cust"] for r in rets}))))
add(P, T, "Total kilos sold in February, net of returns?", N(kilos(T), 3))
add(P, T, "Takings by fruit in the last week (19th to 25th)", TABLE("product", by_key(
    lambda p: takings(T, p, lo="2024-02-19", hi="2024-02-25"), PRODUCTS)))
add(P, T, "How much did Ann Brown spend on average per visit?", N(takings(T, cust="Ann Brown") / nsales(T, cust="Ann Brown")))
d = "2024-02-15"
add(P, d, "Month-to-date takings?", N(takings(d)))
add(P, d, "Refunds so far this month, total?", N(refunds(d)))
add(P, d, "How much has Tom Lee spent so far this month?", N(takings(d, cust="Tom Lee")))
add(P, d, "Average sale so far this month?", N(takings(d) / nsales(d)))
d = "2024-02-22"
add(P, d, "How much have we spent on stock so far this month?", N(spent_on_stock(d)))
add(P, d, "How much did Bob Smith spend with us up to now?", N(takings(d, cust="Bob Smith")))
add(P, T, "What VAT do we owe on these sales?", REF)
add(P, T, "What's the shop's bank balance?", REF)
add(P, T, "Change Bob Smith's refund to $5.", REF)
add(P, T, "What's Omar Haddad's home address for the invoice?", REF)

for q in Q:
    assert q["today"] <= T and q["today"].startswith("2024-02")
with open(OUT, "w") as f:
    for i, q in enumerate(Q, 1):
        f.write(json.dumps(dict(id="q22-%03d" % i, **q)) + "\n")
print("wrote", len(Q))
from collections import Counter
print(Counter(PERSONA_OF), Counter(q["expect"]["type"] for q in Q), Counter(q["category"] for q in Q))
print("earlier today:", sum(q["today"] != T for q in Q))
print("refusals by id:", {"q22-%03d" % i: p for i, (q, p) in enumerate(zip(Q, PERSONA_OF), 1) if q["category"] == "refuse"})
