"""Writes bench/unseen20/questions.jsonl.  Stdlib only; every answer is computed
by replaying resources/demo/fruitshop_month.jsonl with Decimal money.
Run from anywhere:  python bench/unseen20/question_truth.py
"""
import datetime
import json
import os
from decimal import Decimal as Dec, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

recs = [json.loads(l) for l in open(DATA) if l.strip()]
price = {}
plog = []        # (date, product, price, is_change_record)
sales = []       # dict date cust lines[(p,kg,val)] ret
buys = []        # (date, supplier, product, kg, cost)
adjs = []        # (date, product, kg, reason)
rets = []        # (date, sale)
for r in recs:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], Dec(str(it["quantity"])), Dec(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                price[it["product"]] = Dec(str(it["selling_price"]))
                plog.append((r["date"], it["product"], price[it["product"]], False))
    elif k == "price_change":
        price[r["product"]] = Dec(str(r["selling_price"]))
        plog.append((r["date"], r["product"], price[r["product"]], True))
    elif k == "sale":
        lines = []
        for it in r["items"]:
            kg = Dec(str(it["quantity"]))
            raw = kg * price[it["product"]]
            assert (raw * 200) % 2 != 1 or (raw * 100) % 1 != Dec("0.5"), "half cent"
            assert (raw * 100) % 1 != Dec("0.5"), "half cent line"
            lines.append((it["product"], kg, raw.quantize(Dec("0.01"), ROUND_HALF_UP)))
        sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
    elif k == "return":
        hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"] and s["ret"] is None]
        assert len(hit) == 1
        hit[0]["ret"] = r["date"]
        rets.append((r["date"], hit[0]))
    elif k == "stock_adjustment":
        adjs.append((r["date"], r["product"], Dec(str(r["quantity"])), r["reason"]))

PRODUCTS = sorted({b[2] for b in buys})
SUPPLIERS = sorted({b[1] for b in buys})
T = "2024-02-29"


def D(s):
    return datetime.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def shift(s, n):
    return iso(D(s) + datetime.timedelta(days=n))


def monday(s):
    d = D(s)
    return iso(d - datetime.timedelta(days=d.weekday()))


def money(x):
    x = Dec(x)
    assert (x * 100) % 1 != Dec("0.5"), "half cent"
    return float(x.quantize(Dec("0.01"), ROUND_HALF_UP))


def kgs(x):
    x = Dec(x)
    assert (x * 1000) % 1 != Dec("0.5")
    return float(x.quantize(Dec("0.001"), ROUND_HALF_UP))


def pct(x):
    x = Dec(x)
    assert (x * 100) % 1 != Dec("0.5")
    return float(x.quantize(Dec("0.01"), ROUND_HALF_UP))


def live(today, count_returned=False):
    return [s for s in sales if s["date"] <= today and (count_returned or s["ret"] is None or s["ret"] > today)]


def sel(today, lo="0000", hi="9999", cust=None, wd=None, cr=False):
    return [s for s in live(today, cr) if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
            and (wd is None or D(s["date"]).weekday() in wd)]


def takings(today, lo="0000", hi="9999", prod=None, cust=None, wd=None, cr=False):
    return sum((v for s in sel(today, lo, hi, cust, wd, cr) for p, _, v in s["lines"] if prod is None or p == prod), Dec(0))


def kilos(today, lo="0000", hi="9999", prod=None, cust=None, cr=False):
    return sum((q for s in sel(today, lo, hi, cust, None, cr) for p, q, _ in s["lines"] if prod is None or p == prod), Dec(0))


def nsales(today, lo="0000", hi="9999", cust=None, prod=None, cr=False):
    return sum(1 for s in sel(today, lo, hi, cust, None, cr) if prod is None or any(p == prod for p, _, _ in s["lines"]))


def stotal(s):
    return sum((v for _, _, v in s["lines"]), Dec(0))


def stock(prod, d):
    b = sum((q for dt, _, p, q, _ in buys if p == prod and dt <= d), Dec(0))
    s = kilos(d, hi=d, prod=prod)
    a = sum((q for dt, p, q, _ in adjs if p == prod and dt <= d), Dec(0))
    return b - s + a


def price_on(prod, d):
    cur = None
    for dt, p, pr, _ in plog:
        if p != prod or dt > d:
            continue
        if dt == d:
            assert cur is None or pr == cur, ("price moved on asked day", prod, d)
        cur = pr
    return cur


def moves(prod=None, today=T, lo="0000"):
    n = 0
    cur = {}
    for dt, p, pr, _ in plog:
        if dt > today:
            break
        if p in cur and pr != cur[p] and (prod is None or p == prod) and dt >= lo:
            n += 1
        cur[p] = pr
    # the moves are exactly the price_change records
    assert n == sum(1 for dt, p, _, c in plog if c and dt <= today and dt >= lo and (prod is None or p == prod))
    return n


def cost(prod):
    cs = {c for _, _, p, _, c in buys if p == prod}
    assert len(cs) == 1, prod
    return cs.pop()


def refunds(lo, hi, today=T):
    return sum((stotal(s) for d, s in rets if lo <= d <= hi and d <= today), Dec(0))


def profit(today, lo="0000", hi="9999", prod=None):
    return sum((v - q * cost(p) for s in sel(today, lo, hi) for p, q, v in s["lines"] if prod is None or p == prod), Dec(0))


def argmax(fn, pick=max):
    """fn(cr) -> dict; the winner must be unique and the same whether or not a returned sale counts."""
    win = None
    for cr in (False, True):
        d = fn(cr)
        best = pick(d.values())
        w = [k for k, v in d.items() if v == best]
        assert len(w) == 1, ("tie", w)
        assert win is None or win == w[0], "depends on returns"
        win = w[0]
    return win


def ranking(fn, n, reverse=True):
    out = None
    for cr in (False, True):
        d = fn(cr)
        vals = sorted(d.values(), reverse=reverse)
        assert len(vals) <= n or vals[n - 1] != vals[n], "tie at cut"
        assert all(vals[i] != vals[i + 1] for i in range(min(n, len(vals) - 1))), "tie inside"
        r = sorted(d, key=d.get, reverse=reverse)[:n]
        assert out is None or out == r, "depends on returns"
        out = r
    return out


def names_set(fn):
    out = None
    for cr in (False, True):
        r = sorted(fn(cr))
        assert out is None or out == r, "depends on returns"
        out = r
    return out


def by_cust(today, lo="0000", hi="9999", what="spend"):
    def f(cr):
        d = {}
        for s in sel(today, lo, hi, cr=cr):
            d[s["cust"]] = d.get(s["cust"], 0) + (stotal(s) if what == "spend" else 1)
        return d
    return f


def by_prod(today, lo="0000", hi="9999", what="kg"):
    def f(cr):
        d = {}
        for s in sel(today, lo, hi, cr=cr):
            for p, q, v in s["lines"]:
                d[p] = d.get(p, 0) + (q if what == "kg" else v)
        return d
    return f


def by_day(today, lo="0000", hi="9999"):
    def f(cr):
        d = {}
        for s in sel(today, lo, hi, cr=cr):
            d[s["date"]] = d.get(s["date"], 0) + stotal(s)
        return d
    return f


# ------------------------------------------------------------ expect builders
def num(x):
    return {"type": "number", "value": x}


def M(x):
    return num(money(x))


def K(x):
    return num(kgs(x))


def N(x):
    return num(int(x))


def P(x):
    return num(pct(x))


def name(x):
    return {"type": "name", "value": x}


def names(xs, ordered=False):
    assert xs, "empty names"
    return {"type": "names", "values": list(xs), "ordered": ordered}


def table(key, rows):
    return {"type": "table", "key": key, "rows": rows}


REF = {"type": "refuse"}
Q = []


def q(cat, text, expect, today=T):
    Q.append((cat, text, today, expect))


# ======================================================= 1. monday-morning-owner
c = "monday-morning-owner"
LW = ("2024-02-19", "2024-02-25")
q(c, "Morning. What did we take altogether last week?", M(takings(T, *LW)))
q(c, "how much came in over the weekend just gone", M(takings(T, "2024-02-24", "2024-02-25")))
q(c, "Saturday's takings?", M(takings(T, "2024-02-24", "2024-02-24")))
q(c, "And Sunday, what did the till say on Sunday?", M(takings(T, "2024-02-25", "2024-02-25")))
q(c, "Which was our busiest day last week money-wise?", name(argmax(by_day(T, *LW))))
q(c, "What was the slowest day last week for takings?", name(argmax(by_day(T, *LW), min)))
q(c, "how many sales did we ring up last week", N(nsales(T, *LW)))
q(c, "Who came in last week? Just the names please.", names(names_set(lambda cr: {s["cust"] for s in sel(T, *LW, cr=cr)})))
q(c, "Which customer spent the most with us last week?", name(argmax(by_cust(T, *LW))))
q(c, "Which fruit brought in the most money last week?", name(argmax(by_prod(T, *LW, what="val"))))
q(c, "What did we sell the most of by weight last week?", name(argmax(by_prod(T, *LW))))
q(c, "Kilos of fruit sold in total last week?", K(kilos(T, *LW)))
q(c, "How did this week start, what have we taken since Monday?", M(takings(T, "2024-02-26", T)))
q(c, "what's today's takings so far", M(takings(T, T, T)))
q(c, "Give me the takings for each day last week", table("day", {d: money(v) for d, v in sorted(by_day(T, *LW)(False).items())}))
q(c, "How many customers did we serve over the weekend (different people)?", N(len({s["cust"] for s in sel(T, "2024-02-24", "2024-02-25")})))
q(c, "Did Raj Patel spend much last weekend? How much in total?", M(takings(T, "2024-02-24", "2024-02-25", cust="Raj Patel")))
q(c, "How much was the biggest single sale last week?", M(max(stotal(s) for s in sel(T, *LW))))
_big = [s for s in sel(T, *LW) if stotal(s) == max(stotal(x) for x in sel(T, *LW))]
assert len(_big) == 1 and _big == [s for s in sel(T, *LW, cr=True) if stotal(s) == max(stotal(x) for x in sel(T, *LW, cr=True))]
q(c, "Whose was the biggest single sale last week?", name(_big[0]["cust"]))
q(c, "kg of strawberries gone out the door last week?", K(kilos(T, *LW, prod="strawberry")))
q(c, "Were there any refunds last week, and for how much in total?", M(refunds(*LW)))
q(c, "What did the last three weekends bring in together?", M(sum((takings(T, a, b) for a, b in
    [("2024-02-10", "2024-02-11"), ("2024-02-17", "2024-02-18"), ("2024-02-24", "2024-02-25")]), Dec(0))))
q(c, "Compare the weeks for me: takings week by week this month, keyed by the Monday", table("week", {
    k: money(v) for k, v in sorted({monday(d): None for d in (s["date"] for s in live(T))}.items())
    for v in [takings(T, k, shift(k, 6))]}))
q(c, "How much more did we take last week than the week before?", M(takings(T, *LW) - takings(T, "2024-02-12", "2024-02-18")))
q(c, "Who were our top three spenders last week, biggest first?", names(ranking(by_cust(T, *LW), 3), True))
q(c, "How many oranges in kilos did we sell over last weekend?", K(kilos(T, "2024-02-24", "2024-02-25", prod="orange")))
q(c, "average takings per day last week?", M(takings(T, *LW) / 7))
q(c, "What's the takings for February so far, the whole month?", M(takings(T)))
q(c, "How many times did Omar Haddad shop with us last week?", N(nsales(T, *LW, cust="Omar Haddad")))
q(c, "Anything we haven't sold at all so far this week?", names(names_set(lambda cr: set(PRODUCTS) - set(by_prod(T, "2024-02-26", T)(cr)))))
# earlier todays: Monday 19 Feb
q(c, "Right, how did last week go? Total takings please.", M(takings("2024-02-19", "2024-02-12", "2024-02-18")), "2024-02-19")
q(c, "What did the weekend bring in?", M(takings("2024-02-19", "2024-02-17", "2024-02-18")), "2024-02-19")
q(c, "Best customer last week by money spent?", name(argmax(by_cust("2024-02-19", "2024-02-12", "2024-02-18"))), "2024-02-19")
q(c, "How many sales were there on Sunday?", N(nsales("2024-02-19", "2024-02-18", "2024-02-18")), "2024-02-19")
q(c, "Which day last week took the most?", name(argmax(by_day("2024-02-19", "2024-02-12", "2024-02-18"))), "2024-02-19")
# Monday 12 Feb
q(c, "what was the total for last week", M(takings("2024-02-12", "2024-02-05", "2024-02-11")), "2024-02-12")
q(c, "Saturday and Sunday combined, how much?", M(takings("2024-02-12", "2024-02-10", "2024-02-11")), "2024-02-12")
q(c, "Kilos sold last week, all fruit?", K(kilos("2024-02-12", "2024-02-05", "2024-02-11")), "2024-02-12")
q(c, "Can you push last Saturday's takings up by $20? We missed a sale.", REF)
q(c, "How many staff hours did we use over the weekend?", REF)
q(c, "What was the weather like on Saturday, did the rain keep people away?", REF)
q(c, "Delete Bob Smith's sale from Monday, it was a test.", REF)
q(c, "What will we take next weekend, roughly?", REF)

# ======================================================= 2. stock-planner
c = "stock-planner"
q(c, "How many kilos of bananas have we got left?", K(stock("banana", T)))
q(c, "Stock on hand for mango right now?", K(stock("mango", T)))
q(c, "what's left of the strawberries", K(stock("strawberry", T)))
q(c, "How much apple is in the back?", K(stock("apple", T)))
q(c, "Current stock of every product please", table("product", {p: kgs(stock(p, T)) for p in PRODUCTS}))
q(c, "Which fruit are we lowest on at the moment?", name(argmax(lambda cr: {p: stock(p, T) for p in PRODUCTS}, min)))
q(c, "Which product do we hold the most kilos of?", name(argmax(lambda cr: {p: stock(p, T) for p in PRODUCTS})))
q(c, "What was the grape stock at close on the 10th?", K(stock("grape", "2024-02-10")))
q(c, "How much pear did we have on 20 February?", K(stock("pear", "2024-02-20")))
q(c, "Cherry stock as at the 27th, before the new delivery?", K(stock("cherry", "2024-02-27")))
q(c, "How many kilos of cherries did the delivery on the 28th bring?", K(sum((b[3] for b in buys if b[0] == "2024-02-28" and b[2] == "cherry"), Dec(0))))
q(c, "kg of bananas sold last week", K(kilos(T, *LW, prod="banana")))
q(c, "How many kilos of mango have we sold this week?", K(kilos(T, "2024-02-26", T, prod="mango")))
q(c, "Kilos sold per product last week", table("product", {p: kgs(v) for p, v in sorted(by_prod(T, *LW)(False).items())}))
q(c, "Weekly kilos of strawberries this month, by week", table("week", {
    m: kgs(kilos(T, m, shift(m, 6), prod="strawberry")) for m in sorted({monday(s["date"]) for s in live(T)})}))
q(c, "How much have we written off this month in kilos?", K(-sum((a[2] for a in adjs if a[2] < 0), Dec(0))))
q(c, "Which products had stock written off after a count?", names(sorted({a[1] for a in adjs if a[2] < 0})))
q(c, "How many stock write-offs have there been?", N(sum(1 for a in adjs if a[2] < 0)))
q(c, "How many kilos of strawberry did we lose to write-offs?", K(-sum((a[2] for a in adjs if a[1] == "strawberry"), Dec(0))))
q(c, "what did the write-offs cost us at purchase price", M(-sum((a[2] * cost(a[1]) for a in adjs), Dec(0))))
q(c, "How many deliveries did we get this month?", N(sum(1 for r in recs if r["kind"] == "purchase")))
q(c, "Total kilos received from suppliers in February?", K(sum((b[3] for b in buys), Dec(0))))
q(c, "How many kilos of banana came in this month altogether?", K(sum((b[3] for b in buys if b[2] == "banana"), Dec(0))))
q(c, "Who supplies our pears?", names(sorted({b[1] for b in buys if b[2] == "pear"})))
q(c, "What do we pay a kilo for mango?", M(cost("mango")))
q(c, "Cost price per kg of strawberries from Green Valley?", M(cost("strawberry")))
q(c, "What did the Hillside Produce deliveries cost in total?", M(sum((b[3] * b[4] for b in buys if b[1] == "Hillside Produce"), Dec(0))))
q(c, "When was the last apple delivery?", name(max(b[0] for b in buys if b[2] == "apple")))
q(c, "Which product sold the most kilos this month?", name(argmax(by_prod(T))))
q(c, "and the least?", name(argmax(by_prod(T), min)))
q(c, "How many kilos of cherry have we sold since the 20th?", K(kilos(T, "2024-02-20", T, prod="cherry")))
q(c, "Over the three full weeks from the 5th to the 25th, how many kilos of bananas did we sell per week on average?",
  K(kilos(T, "2024-02-05", "2024-02-25", prod="banana") / 3))
q(c, "Which products are under 25 kg in stock?", names(sorted(p for p in PRODUCTS if stock(p, T) < 25)))
# earlier todays
q(c, "How much orange is left?", K(stock("orange", "2024-02-14")), "2024-02-14")
q(c, "Stock levels across the board please", table("product", {p: kgs(stock(p, "2024-02-09")) for p in PRODUCTS}), "2024-02-09")
q(c, "How many kilos of pears did we sell last week?", K(kilos("2024-02-16", "2024-02-05", "2024-02-11", prod="pear")), "2024-02-16")
q(c, "strawberries in stock?", K(stock("strawberry", "2024-02-15")), "2024-02-15")
q(c, "How much banana have we got now?", K(stock("banana", "2024-02-22")), "2024-02-22")
q(c, "Order 30 kg of apples from ABC for Friday.", REF)
q(c, "Set the mango stock to 20 kg, I've just counted it.", REF)
q(c, "How much banana will we sell next week?", REF)
q(c, "What's the address of Hillside Produce so I can send a driver?", REF)
q(c, "How long do the strawberries keep in the cold room?", REF)

# ======================================================= 3. pricing-manager
c = "pricing-manager"
q(c, "What are we charging for bananas now?", M(price_on("banana", T)))
q(c, "price of a kilo of pears at the moment?", M(price_on("pear", T)))
q(c, "Current selling price of oranges", M(price_on("orange", T)))
q(c, "What's cherries per kilo today?", M(price_on("cherry", T)))
q(c, "Give me the price list as it stands", table("product", {p: money(price_on(p, T)) for p in PRODUCTS}))
q(c, "What were pears going for on the 20th?", M(price_on("pear", "2024-02-20")))
q(c, "What did a kilo of oranges cost a customer on 10 February?", M(price_on("orange", "2024-02-10")))
q(c, "Banana price on the 15th?", M(price_on("banana", "2024-02-15")))
q(c, "How many times have we changed prices this month?", N(moves()))
q(c, "How many price changes were there on bananas?", N(moves("banana")))
q(c, "Which products have had their price changed?", names(sorted({p for _, p, _, ch in plog if ch})))
q(c, "Which fruit have never had a price change this month?", names(sorted(set(PRODUCTS) - {p for _, p, _, ch in plog if ch})))
q(c, "How many price changes since the 20th?", N(moves(lo="2024-02-20")))
q(c, "What's the margin per kilo on mango?", M(price_on("mango", T) - cost("mango")))
q(c, "How much do we make on a kilo of strawberries, price minus cost?", M(price_on("strawberry", T) - cost("strawberry")))
q(c, "Markup on oranges as a percentage of cost, 2 decimals?", P((price_on("orange", T) - cost("orange")) / cost("orange") * 100))
q(c, "What is the margin percentage on pears now (margin over selling price)?", P((price_on("pear", T) - cost("pear")) / price_on("pear", T) * 100))
q(c, "Price vs cost for grapes: what's the gap per kg?", M(price_on("grape", T) - cost("grape")))
q(c, "Which product has the biggest margin per kilo right now?", name(argmax(lambda cr: {p: price_on(p, T) - cost(p) for p in PRODUCTS})))
q(c, "Which has the thinnest margin per kg?", name(argmax(lambda cr: {p: price_on(p, T) - cost(p) for p in PRODUCTS}, min)))
q(c, "Margin per kilo for every product at today's prices", table("product", {p: money(price_on(p, T) - cost(p)) for p in PRODUCTS}))
q(c, "What's the average price customers actually paid per kilo of orange this month?", M(takings(T, prod="orange") / kilos(T, prod="orange")))
q(c, "Average price per kg paid for bananas?", M(takings(T, prod="banana") / kilos(T, prod="banana")))
q(c, "Average price per kg across all fruit sold in February?", M(takings(T) / kilos(T)))
q(c, "What profit did we make on bananas this month?", M(profit(T, prod="banana")))
q(c, "Gross profit on cherries?", M(profit(T, prod="cherry")))
q(c, "Total gross profit for the month so far?", M(profit(T)))
q(c, "Profit by product for February", table("product", {p: money(profit(T, prod=p)) for p in PRODUCTS}))
q(c, "Which product made us the most profit?", name(argmax(lambda cr: {p: sum((v - k * cost(pp) for s in sel(T, cr=cr) for pp, k, v in s["lines"] if pp == p), Dec(0)) for p in PRODUCTS})))
q(c, "How much did the orange price go up by in the change?", M(price_on("orange", T) - price_on("orange", "2024-02-17")))
q(c, "By what percent did we raise bananas?", P((price_on("banana", T) - price_on("banana", "2024-02-18")) / price_on("banana", "2024-02-18") * 100))
q(c, "How much cheaper are pears now than at the start of the month, per kilo?", M(price_on("pear", "2024-02-01") - price_on("pear", T)))
assert takings(T, "2024-02-24", "2024-02-24", prod="pear") == 0
q(c, "Pear takings since the price cut?", M(takings(T, "2024-02-24", T, prod="pear")))
q(c, "Profit on pears this week?", M(profit(T, "2024-02-26", T, prod="pear")))
# earlier todays
q(c, "What are oranges at?", M(price_on("orange", "2024-02-12")), "2024-02-12")
q(c, "Have we changed any prices yet this month? How many changes?", N(moves(today="2024-02-17")), "2024-02-17")
q(c, "current pear price", M(price_on("pear", "2024-02-22")), "2024-02-22")
q(c, "Price list please", table("product", {p: money(price_on(p, "2024-02-20")) for p in PRODUCTS}), "2024-02-20")
q(c, "Put strawberries up to $4.20 a kilo from tomorrow.", REF)
q(c, "What are the supermarkets charging for bananas this week?", REF)
q(c, "How much VAT is included in the cherry price?", REF)
q(c, "If we drop mango to $2 will we sell more?", REF)
q(c, "Change the orange price back to what it was.", REF)

# ======================================================= 4. owner-answering-accountant
c = "owner-answering-accountant"
q(c, "The accountant wants total sales revenue for February.", M(takings(T)))
q(c, "How much did we refund in total this month?", M(refunds("2024-02-01", T)))
q(c, "How many refunds did we give?", N(sum(1 for d, _ in rets if d <= T)))
q(c, "Total spent on stock with all suppliers in February?", M(sum((b[3] * b[4] for b in buys), Dec(0))))
q(c, "Purchases per supplier for the month, at cost", table("supplier", {s: money(sum((b[3] * b[4] for b in buys if b[1] == s), Dec(0))) for s in SUPPLIERS}))
q(c, "How much did we pay ABC this month?", M(sum((b[3] * b[4] for b in buys if b[1] == "ABC"), Dec(0))))
q(c, "What's the total we bought from Green Valley Farms?", M(sum((b[3] * b[4] for b in buys if b[1] == "Green Valley Farms"), Dec(0))))
q(c, "Which supplier did we spend the most with?", name(argmax(lambda cr: {s: sum((b[3] * b[4] for b in buys if b[1] == s), Dec(0)) for s in SUPPLIERS})))
q(c, "Number of sales in February, excluding the ones that were returned", N(nsales(T)))
q(c, "What was our average sale value this month?", M(takings(T) / nsales(T)))
q(c, "how many different customers bought from us in February", N(len({s["cust"] for s in live(T)})))
q(c, "Total spend per customer for the month, please", table("customer", {k: money(v) for k, v in sorted(by_cust(T)(False).items())}))
q(c, "How much did Mei Chen spend with us in total?", M(takings(T, cust="Mei Chen")))
q(c, "What did Tom Lee spend this month after his refunds?", M(takings(T, cust="Tom Lee")))
q(c, "How much did we refund Tom Lee altogether?", M(sum((stotal(s) for d, s in rets if s["cust"] == "Tom Lee"), Dec(0))))
q(c, "Who was our biggest customer for February?", name(argmax(by_cust(T))))
q(c, "Average spend per customer this month?", M(takings(T) / len({s["cust"] for s in live(T)})))
q(c, "Gross revenue before refunds, i.e. every sale rung up in February?", M(takings(T, cr=True)))
q(c, "Net revenue less cost of goods sold?", M(profit(T)))
q(c, "What was the cost of goods sold for the month?", M(takings(T) - profit(T)))
q(c, "Revenue by week for the accountant, weeks starting Monday", table("week", {
    m: money(takings(T, m, shift(m, 6))) for m in sorted({monday(s["date"]) for s in live(T)})}))
q(c, "What did we take in the first half of the month, 1st to 15th?", M(takings(T, "2024-02-01", "2024-02-15")))
q(c, "And the second half, 16th onwards?", M(takings(T, "2024-02-16", T)))
q(c, "Refund total per customer", table("customer", {k: money(sum((stotal(s) for d, s in rets if s["cust"] == k), Dec(0))) for k in sorted({s["cust"] for _, s in rets})}))
q(c, "How many purchase invoices did Green Valley Farms send us (deliveries)?", N(sum(1 for r in recs if r["kind"] == "purchase" and r["supplier"]["name"] == "Green Valley Farms")))
q(c, "What was our single largest sale this month, in dollars?", M(max(stotal(s) for s in live(T))))
q(c, "Smallest sale value in February?", M(min(stotal(s) for s in live(T))))
q(c, "How many sales were over $15?", N(sum(1 for s in live(T) if stotal(s) > 15)))
q(c, "Weekend revenue versus weekdays: how much came in on Saturdays and Sundays all month?", M(takings(T, wd={5, 6})))
q(c, "And on weekdays?", M(takings(T, wd={0, 1, 2, 3, 4})))
q(c, "Takings by day of the week across the month", table("weekday", {
    n: money(takings(T, wd={i})) for i, n in enumerate(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])}))
q(c, "Which customer placed the most separate orders this month?", name(argmax(by_cust(T, what="n"))))
q(c, "What's the gross margin percentage for February (profit over revenue)?", P(profit(T) / takings(T) * 100))
q(c, "Refunds as a percentage of gross sales?", P(refunds("2024-02-01", T) / takings(T, cr=True) * 100))
# earlier todays
q(c, "Month to date revenue?", M(takings("2024-02-14")), "2024-02-14")
q(c, "Refunds so far this month?", M(refunds("2024-02-01", "2024-02-20", "2024-02-20")), "2024-02-20")
q(c, "How many sales have we had so far this month?", N(nsales("2024-02-10")), "2024-02-10")
q(c, "How much has Tom Lee spent so far?", M(takings("2024-02-20", cust="Tom Lee")), "2024-02-20")
q(c, "Average sale value month to date?", M(takings("2024-02-21") / nsales("2024-02-21")), "2024-02-21")
q(c, "How much sales tax do we owe for February?", REF)
q(c, "What did we pay in rent this month?", REF)
q(c, "How many customers paid by card versus cash?", REF)
q(c, "Record a $50 refund to Ann Brown for bruised mangoes.", REF)
q(c, "What were the total staff wages for February?", REF)

# ------------------------------------------------------------ write
seen = set()
with open(OUT, "w") as f:
    for i, (cat, text, today, exp) in enumerate(Q, 1):
        assert text.strip().lower() not in seen, text
        seen.add(text.strip().lower())
        assert (cat == "refuse") == (exp["type"] == "refuse") or exp["type"] == "refuse"
        f.write(json.dumps({"id": "q20-%03d" % i, "question": text, "today": today,
                            "category": "refuse" if exp["type"] == "refuse" else cat, "expect": exp}) + "\n")
print(len(Q), "questions written")
