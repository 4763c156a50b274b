"""Computes every expected answer of bench/unseen7/questions.jsonl from
resources/demo/fruitshop_month.jsonl with plain Python (Decimal money) and writes the file.
Run from anywhere:  python3 bench/unseen7/question_truth.py
"""
import datetime as dt
import json
from collections import defaultdict
from decimal import Decimal as D, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent.parent / "resources" / "demo" / "fruitshop_month.jsonl"
OUT = HERE / "questions.jsonl"
T = "2024-02-29"
FEB = ("2024-02-01", "2024-02-29")
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# ------------------------------------------------------------------ ledger
recs = [json.loads(l) for l in DATA.read_text().splitlines() if l.strip()]
price = {}
price_events = []          # (date, product, new price, changed?) in file order
sales = []                 # dict(date, cust, lines=[(p, q, total)], returned_on)
buys = []                  # (date, supplier, product, qty, unit_cost, record index)
adjs = []                  # (date, product, qty, reason)
rets = []                  # (date, customer, sale)
for i, r in enumerate(recs):
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], D(str(it["quantity"])), D(str(it["unit_cost"])), i))
            if it.get("selling_price") is not None:
                new = D(str(it["selling_price"]))
                price_events.append((r["date"], it["product"], new, price.get(it["product"]) not in (None, new), "purchase"))
                price[it["product"]] = new
    elif k == "price_change":
        new = D(str(r["selling_price"]))
        price_events.append((r["date"], r["product"], new, price.get(r["product"]) != new, "price_change"))
        price[r["product"]] = new
    elif k == "sale":
        lines = []
        for it in r["items"]:
            q = D(str(it["quantity"]))
            lines.append((it["product"], q, (q * price[it["product"]]).quantize(D("0.01"), ROUND_HALF_UP)))
        sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "returned_on": None})
    elif k == "return":
        hit = [s for s in sales if s["cust"] == r["customer"]["name"] and s["date"] == r["sale_date"] and s["returned_on"] is None]
        assert len(hit) == 1
        hit[0]["returned_on"] = r["date"]
        rets.append((r["date"], r["customer"]["name"], hit[0]))
    elif k == "stock_adjustment":
        adjs.append((r["date"], r["product"], D(str(r["quantity"])), r["reason"]))
live = [s for s in sales if s["returned_on"] is None]
PRODUCTS = sorted({b[2] for b in buys})
CUSTOMERS = sorted({s["cust"] for s in sales})


def day(s):
    return dt.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def shift(s, n):
    return iso(day(s) + dt.timedelta(days=n))


def money(x):
    return float(D(x).quantize(D("0.01"), ROUND_HALF_UP))


def kg(x):
    return float(D(x).quantize(D("0.001"), ROUND_HALF_UP))


def stot(s):
    return sum(t for _, _, t in s["lines"])


def sel(lo="0000-00-00", hi="9999-99-99", cust=None, wd=None):
    return [s for s in live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
            and (wd is None or day(s["date"]).weekday() in wd)]


def takings(lo="0000-00-00", hi="9999-99-99", cust=None, prod=None, wd=None):
    return sum((t for s in sel(lo, hi, cust, wd) for p, _, t in s["lines"] if prod is None or p == prod), D(0))


def kilos(lo="0000-00-00", hi="9999-99-99", cust=None, prod=None, wd=None):
    return sum((q for s in sel(lo, hi, cust, wd) for p, q, _ in s["lines"] if prod is None or p == prod), D(0))


def stock(prod, on=T):
    # Goods leave on the sale's date and come back on its return's (corrected after the first
    # score: a sale returned later was out of the shop until then).
    out = sum((q for s in sales if s["date"] <= on and (s["returned_on"] is None or s["returned_on"] > on)
               for p, q, _ in s["lines"] if p == prod), D(0))
    return (sum((b[3] for b in buys if b[2] == prod and b[0] <= on), D(0))
            - out
            + sum((a[2] for a in adjs if a[1] == prod and a[0] <= on), D(0)))


def price_on(prod, on):
    """Price in force at the end of day `on` (file order)."""
    p = None
    for d, pr, new, _, _ in price_events:
        if pr == prod and d <= on:
            p = new
    return p


avg_cost = {}
for p in PRODUCTS:
    rows = [b for b in buys if b[2] == p]
    avg_cost[p] = sum(b[3] * b[4] for b in rows) / sum(b[3] for b in rows)


def profit(lo="0000-00-00", hi="9999-99-99", prod=None):
    return sum((t - q * avg_cost[p] for s in sel(lo, hi) for p, q, t in s["lines"] if prod is None or p == prod), D(0))


def cogs(lo="0000-00-00", hi="9999-99-99"):
    return sum((q * avg_cost[p] for s in sel(lo, hi) for p, q, _ in s["lines"]), D(0))


def refunds(lo="0000-00-00", hi="9999-99-99", cust=None):
    return sum((stot(s) for d, c, s in rets if lo <= d <= hi and (cust is None or c == cust)), D(0))


def ranked(d, k=None, reverse=True):
    """Keys of d ordered by value; asserts no tie at the cut (or anywhere within the top k)."""
    order = sorted(d, key=lambda x: d[x], reverse=reverse)
    n = len(order) if k is None else k
    vals = [d[x] for x in order[:n + (1 if n < len(order) else 0)]]
    assert len(set(vals)) == len(vals), ("tie", d)
    return order[:n]


def top1(d, reverse=True):
    return ranked(d, 1, reverse)[0]


def per(keyf, valf, items):
    out = defaultdict(lambda: D(0))
    for it in items:
        out[keyf(it)] += valf(it)
    return dict(out)


def monday(s):
    d = day(s)
    return iso(d - dt.timedelta(days=d.weekday()))


spend = {c: takings(cust=c) for c in CUSTOMERS if sel(cust=c)}
rev_prod = {p: takings(prod=p) for p in PRODUCTS}
kg_prod = {p: kilos(prod=p) for p in PRODUCTS}

# ------------------------------------------------------------------ questions
Q = []


def q(text, cat, expect, today=T):
    Q.append({"question": text, "today": today, "category": cat, "expect": expect})


def num(text, cat, v, today=T):
    q(text, cat, {"type": "number", "value": v}, today)


def name(text, cat, v, today=T):
    q(text, cat, {"type": "name", "value": v}, today)


def names(text, cat, vs, ordered, today=T):
    q(text, cat, {"type": "names", "values": list(vs), "ordered": ordered}, today)


def table(text, cat, key, rows, conv, today=T):
    q(text, cat, {"type": "table", "key": key, "rows": {k: conv(v) for k, v in sorted(rows.items())}}, today)


def refuse(text, today=T):
    q(text, "refuse", {"type": "refuse"}, today)


# --- takings over periods
num("takings today", "revenue", money(takings(T, T)))
num("takings w/c 12 Feb", "revenue", money(takings("2024-02-12", "2024-02-18")))
num("Hey, how much money did we bring in over the whole of February? An exact figure if you can.", "revenue", money(takings(*FEB)))
num("Total sales revenue for the period 1 to 10 February 2024, please.", "revenue", money(takings("2024-02-01", "2024-02-10")))
num("what did we take yesterday", "revenue", money(takings("2024-02-28", "2024-02-28")))
num("How much did we take on Valentine's Day?", "revenue", money(takings("2024-02-14", "2024-02-14")))
num("takings last wk", "revenue", money(takings("2024-02-19", "2024-02-25")))
num("How much have we taken in sales so far this week, today included?", "revenue", money(takings("2024-02-26", T)))
num("Revenue for the weekend of Saturday the 10th and Sunday the 11th", "revenue", money(takings("2024-02-10", "2024-02-11")))
num("Across every Saturday and Sunday in February, what did we take altogether?", "revenue", money(takings(*FEB, wd={5, 6})))
num("weekday takings only (mon-fri), feb", "revenue", money(takings(*FEB, wd={0, 1, 2, 3, 4})))
num("Sales from the 20th to the 25th inclusive - what's the dollar figure?", "revenue", money(takings("2024-02-20", "2024-02-25")))
num("What were takings before the 5th?", "revenue", money(takings(hi="2024-02-04")))
num("Takings after the 25th", "revenue", money(takings(lo="2024-02-26")))
num("since the 22nd how much have we taken", "revenue", money(takings(lo="2024-02-22")))
num("Could you tell me what we took in the 7 days up to and including today?", "revenue", money(takings("2024-02-23", T)))
num("takings 1st-14th feb", "revenue", money(takings("2024-02-01", "2024-02-14")))
num("How much did we take on Mondays this month?", "revenue", money(takings(*FEB, wd={0})))
num("Gross sales for the second half of the month, 15th through 29th", "revenue", money(takings("2024-02-15", "2024-02-29")))
num("How much did we take on the 20th?", "revenue", money(takings("2024-02-20", "2024-02-20")), "2024-02-22")
num("What have we taken so far this month?", "revenue", money(takings("2024-02-01", "2024-02-20")), "2024-02-20")
num("Friday's takings?", "revenue", money(takings("2024-02-23", "2024-02-23")))
# --- per product revenue
num("How much money did strawberries bring in this month?", "revenue-product", money(takings(*FEB, prod="strawberry")))
num("cherry sales $ last week", "revenue-product", money(takings("2024-02-19", "2024-02-25", prod="cherry")))
table("Sales revenue by product, February 2024", "revenue-product", "product", rev_prod, money)
num("mango takings since the 20th", "revenue-product", money(takings(lo="2024-02-20", prod="mango")))
num("What did bananas earn us in the first week of the month, 1st to 7th?", "revenue-product", money(takings("2024-02-01", "2024-02-07", prod="banana")))
num("How much did we take for grapes on weekends?", "revenue-product", money(takings(*FEB, prod="grape", wd={5, 6})))
# --- kilos
num("kg apples sold feb", "kilos", kg(kilos(*FEB, prod="apple")))
num("Hey, could you tell me how many kilos of mango went out the door after Valentine's day?", "kilos", kg(kilos(lo="2024-02-15", prod="mango")))
num("How many kilos of fruit in total did we sell this month?", "kilos", kg(kilos(*FEB)))
table("Kilograms sold per product for February", "kilos", "product", kg_prod, kg)
num("bananas kg this wk", "kilos", kg(kilos("2024-02-26", T, prod="banana")))
num("How many kg of pears did we sell up to the 15th?", "kilos", kg(kilos(hi="2024-02-15", prod="pear")))
num("kilos of grapes sold to Omar Haddad", "kilos", kg(kilos(cust="Omar Haddad", prod="grape")))
num("What weight of strawberries did we sell between the 10th and the 20th?", "kilos", kg(kilos("2024-02-10", "2024-02-20", prod="strawberry")))
num("How many kilos of fruit did Raj Patel buy this month?", "kilos", kg(kilos(cust="Raj Patel")))
num("How many kilos of oranges have gone out since the price went up on the 18th? Count from the 19th.", "kilos", kg(kilos(lo="2024-02-19", prod="orange")))
num("Average kilos per sale in February", "kilos", kg(kilos(*FEB) / len(sel(*FEB))))
num("kg cherries sold on weekends", "kilos", kg(kilos(*FEB, prod="cherry", wd={5, 6})))
num("How many kilos did we sell on the 16th, all fruit together?", "kilos", kg(kilos("2024-02-16", "2024-02-16")))
# --- comparisons, best sellers
ap, pe = kilos(prod="apple"), kilos(prod="pear")
assert ap != pe
name("Did we sell more apples or pears by weight this month?", "compare", "apple" if ap > pe else "pear")
ch, st = kilos(lo="2024-02-15", prod="cherry"), kilos(lo="2024-02-15", prod="strawberry")
assert ch != st
name("From the 15th onwards, which moved more kilos: cherries or strawberries?", "compare", "cherry" if ch > st else "strawberry")
name("Least-sold fruit by kg in February?", "best-sellers", top1(kg_prod, reverse=False))
name("What's our best-selling fruit by weight?", "best-sellers", top1(kg_prod))
names("top 2 fruits by revenue", "best-sellers", ranked(rev_prod, 2), True)
name("Which fruit brought in the least money this month?", "best-sellers", top1(rev_prod, reverse=False))
lw = {p: kilos("2024-02-19", "2024-02-25", prod=p) for p in PRODUCTS}
name("Which fruit sold the most kilos last week?", "best-sellers", top1(lw))
b, t = takings(cust="Bob Smith"), takings(cust="Tom Lee")
assert b != t
name("Did Bob Smith or Tom Lee spend more this month?", "compare", "Bob Smith" if b > t else "Tom Lee")
m1, m2 = takings(prod="mango"), takings(prod="pear")
assert m1 != m2
name("which earned more, mangoes or pears?", "compare", "mango" if m1 > m2 else "pear")
# --- customers
name("Who was our biggest spender in February?", "customers", top1(spend))
names("top 5 customers by spend", "customers", ranked(spend, 5), True)
num("How much has Raj Patel spent with us this month?", "customers", money(takings(cust="Raj Patel")))
num("omar hadad total spend feb", "customers", money(takings(cust="Omar Haddad")))
num("How much did Mei Chen spend last week?", "customers", money(takings("2024-02-19", "2024-02-25", cust="Mei Chen")))
table("Spend per customer for the month", "customers", "customer", spend, money)
num("Not counting anything he brought back, how many sales did Tom Lee make in February?", "customers", len(sel(cust="Tom Lee")))
num("On how many different days did Omar Haddad buy from us?", "customers", len({s["date"] for s in sel(cust="Omar Haddad")}))
names("Which customers bought cherries this month? (ignore anything returned)", "customers",
      sorted({s["cust"] for s in live if any(p == "cherry" for p, _, _ in s["lines"])}), False)
names("Who bought mangoes last week?", "customers",
      sorted({s["cust"] for s in sel("2024-02-19", "2024-02-25") if any(p == "mango" for p, _, _ in s["lines"])}), False)
last = {}
for s in live:
    last[s["cust"]] = max(last.get(s["cust"], ""), s["date"])
names("Which of our customers haven't bought anything since the 20th?", "customers",
      sorted(c for c, d in last.items() if d < "2024-02-20"), False)
table("number of sales per customer this month (returns excluded)", "customers", "customer",
      per(lambda s: s["cust"], lambda s: 1, live), int)
num("What was the average sale value in February?", "customers", money(takings(*FEB) / len(sel(*FEB))))
num("avg $ per sale last week", "customers", money(takings("2024-02-19", "2024-02-25") / len(sel("2024-02-19", "2024-02-25"))))
num("How many sales did we make on the 16th?", "counts", len(sel("2024-02-16", "2024-02-16")))
num("How many different customers bought something on the 27th?", "counts", len({s["cust"] for s in sel("2024-02-27", "2024-02-27")}))
biggest = max(stot(s) for s in live)
num("What was the largest single sale this month, in dollars?", "customers", money(biggest))
bigs = [s for s in live if stot(s) == biggest]
assert len(bigs) == 1
name("Who made the largest single purchase in February?", "customers", bigs[0]["cust"])
num("How many sales over $10 this month?", "counts", sum(1 for s in live if stot(s) > 10))
name("Who spent the most on strawberries?", "customers", top1({c: takings(cust=c, prod="strawberry") for c in spend}))
num("How much did Ann Brown and Sue Davis spend between them this month?", "customers",
    money(takings(cust="Ann Brown") + takings(cust="Sue Davis")))
num("How many different customers bought from us in February?", "counts", len({s["cust"] for s in sel(*FEB)}))
num("How much did Zoe Davis spend on the 5th?", "customers", money(takings("2024-02-05", "2024-02-05", cust="Zoe Davis")))
name("Which customer bought the most kilos of bananas?", "customers", top1({c: kilos(cust=c, prod="banana") for c in spend}))
cnt = per(lambda s: s["cust"], lambda s: 1, live)
name("Who's our most frequent customer by number of sales?", "customers", top1(cnt))
num("How many separate sales included strawberries?", "counts", sum(1 for s in live if any(p == "strawberry" for p, _, _ in s["lines"])))
num("how many sales did we do this month", "counts", len(sel(*FEB)))
num("How many sales did we ring up last week?", "counts", len(sel("2024-02-19", "2024-02-25")))
num("What has Eva Berg spent since the 10th?", "customers", money(takings(lo="2024-02-10", cust="Eva Berg")))
num("luis garcia spend - whole month", "customers", money(takings(cust="Luis Garcia")))
names("bottom 3 customers by spend, lowest first", "customers", ranked(spend, 3, reverse=False), True)
# --- stock
num("apple stock now", "stock", kg(stock("apple")))
num("How many kilos of bananas have we got left?", "stock", kg(stock("banana")))
table("Stock on hand by product, as of today", "stock", "product", {p: stock(p) for p in PRODUCTS}, kg)
num("What was the stock of strawberries on the 16th?", "stock", kg(stock("strawberry", "2024-02-16")))
num("cherry stock before the 28th", "stock", kg(stock("cherry", "2024-02-27")))
num("How much mango did we have in stock on the 20th?", "stock", kg(stock("mango", "2024-02-20")))
num("Closing stock of pears at the end of the 10th", "stock", kg(stock("pear", "2024-02-10")))
name("Which fruit do we have the most of in stock now?", "stock", top1({p: stock(p) for p in PRODUCTS}))
name("Which fruit is lowest in stock right now?", "stock", top1({p: stock(p) for p in PRODUCTS}, reverse=False))
num("grapes on hand as at 14 feb", "stock", kg(stock("grape", "2024-02-14")))
num("orange stock at close of business on the 22nd", "stock", kg(stock("orange", "2024-02-22")))
num("How many kilos of oranges do we have?", "stock", kg(stock("orange", "2024-02-20")), "2024-02-20")
num("Total kilos of fruit in the shop right now, all lines together", "stock", kg(sum(stock(p) for p in PRODUCTS)))
# --- prices
num("what r we charging for pears", "prices", money(price_on("pear", T)))
num("current banana price per kg", "prices", money(price_on("banana", T)))
num("What was the price of oranges on the 10th?", "prices", money(price_on("orange", "2024-02-10")))
num("What did a kilo of pears sell for on the 20th?", "prices", money(price_on("pear", "2024-02-20")))
chg = [e for e in price_events if e[4] == "price_change"]
assert len(chg) == sum(1 for e in price_events if e[3])
num("How many times did we change a selling price this month?", "prices", len(chg))
names("Which products changed price in February?", "prices", sorted({e[1] for e in chg}), False)
table("Current selling prices, all fruit", "prices", "product", {p: price_on(p, T) for p in PRODUCTS}, money)
num("By how much per kilo did the banana price go up this month?", "prices", money(price_on("banana", T) - price_on("banana", "2024-02-01")))
num("What were pears going for before the price change on the 24th?", "prices", money(price_on("pear", "2024-02-23")))
num("price of grapes?", "prices", money(price_on("grape", T)))
num("What was the average price per kilo we got for cherries this month?", "prices", money(takings(prod="cherry") / kilos(prod="cherry")))
# --- purchases / suppliers
num("How much did we spend with Green Valley Farms this month?", "purchases",
    money(sum(b[3] * b[4] for b in buys if b[1] == "Green Valley Farms")))
table("purchases by supplier at cost", "purchases", "supplier", per(lambda b: b[1], lambda b: b[3] * b[4], buys), money)
num("Total spent on stock in February", "purchases", money(sum(b[3] * b[4] for b in buys)))
num("kg bought from hillside", "purchases", kg(sum(b[3] for b in buys if b[1] == "Hillside Produce")))
name("Which supplier did we spend the most with?", "purchases", top1(per(lambda b: b[1], lambda b: b[3] * b[4], buys)))
num("How many deliveries did ABC make this month?", "purchases", len({b[5] for b in buys if b[1] == "ABC"}))
num("How many kilos of bananas did we buy in?", "purchases", kg(sum(b[3] for b in buys if b[2] == "banana")))
num("What did we pay per kilo for cherries?", "purchases", money(avg_cost["cherry"]))
num("Cost of purchases in the week starting Monday the 5th", "purchases",
    money(sum(b[3] * b[4] for b in buys if "2024-02-05" <= b[0] <= "2024-02-11")))
names("Who supplies our strawberries?", "purchases", sorted({b[1] for b in buys if b[2] == "strawberry"}), False)
table("Kilos bought in per product, Feb", "purchases", "product", per(lambda b: b[2], lambda b: b[3], buys), kg)
num("How much did we spend on stock since the 15th?", "purchases", money(sum(b[3] * b[4] for b in buys if b[0] >= "2024-02-15")))
# --- returns / refunds
num("How many returns this month?", "returns", len(rets))
num("Total refunded in Feb", "returns", money(refunds(*FEB)))
num("refunds last wk", "returns", money(refunds("2024-02-19", "2024-02-25")))
names("Who brought stuff back this month?", "returns", sorted({c for _, c, _ in rets}), False)
num("How much have we refunded Tom Lee altogether?", "returns", money(refunds(cust="Tom Lee")))
num("Biggest single refund we gave this month - how much?", "returns", money(max(stot(s) for _, _, s in rets)))
num("How much cash went back out in refunds on the 26th?", "returns", money(refunds("2024-02-26", "2024-02-26")))
num("How many kilos of fruit came back in returns this month?", "returns", kg(sum(q for _, _, s in rets for _, q, _ in s["lines"])))
# --- write-offs
wo = [a for a in adjs if a[2] < 0]
num("How many kilos have we written off this month?", "write-offs", kg(-sum(a[2] for a in wo)))
table("Kilos written off, by product", "write-offs", "product", per(lambda a: a[1], lambda a: -a[2], wo), kg)
num("What did the written-off stock cost us in February?", "write-offs", money(-sum(a[2] * avg_cost[a[1]] for a in wo)))
num("kg of strawbs written off", "write-offs", kg(-sum(a[2] for a in wo if a[1] == "strawberry")))
num("How many write-offs did we record in the first half of the month, up to the 15th?", "write-offs", sum(1 for a in wo if a[0] <= "2024-02-15"))
# --- profit
num("Gross profit for February", "profit", money(profit(*FEB)))
table("Gross profit by product, Feb 2024", "profit", "product", {p: profit(prod=p) for p in PRODUCTS}, money)
num("What's our gross margin on mangoes, as a percentage of mango revenue, to 2 decimal places?", "profit",
    money(profit(prod="mango") / takings(prod="mango") * 100))
name("Which fruit made us the most gross profit?", "profit", top1({p: profit(prod=p) for p in PRODUCTS}))
num("Cost of goods sold, February", "profit", money(cogs(*FEB)))
num("gross profit last week", "profit", money(profit("2024-02-19", "2024-02-25")))
num("How much gross profit did we make on apples?", "profit", money(profit(prod="apple")))
num("Overall gross margin for the month as a % of takings, two decimals", "profit", money(profit(*FEB) / takings(*FEB) * 100))
name("Which fruit gave us the least gross profit this month?", "profit", top1({p: profit(prod=p) for p in PRODUCTS}, reverse=False))
# --- tables
table("daily takings for the week of Monday the 19th", "tables", "day",
      {iso(day("2024-02-19") + dt.timedelta(days=i)): takings(shift("2024-02-19", i), shift("2024-02-19", i)) for i in range(7)}, money)
table("Takings by week (weeks starting Monday)", "tables", "week", per(lambda s: monday(s["date"]), stot, live), money)
table("takings by day of the week", "tables", "weekday", per(lambda s: WEEKDAYS[day(s["date"]).weekday()], stot, live), money)
table("Sales revenue by month", "tables", "month", per(lambda s: s["date"][:7], stot, live), money)
table("kg sold per day last week", "tables", "day",
      {shift("2024-02-19", i): kilos(shift("2024-02-19", i), shift("2024-02-19", i)) for i in range(7)}, kg)
table("How many sales each day this week?", "tables", "day",
      {shift("2024-02-26", i): len(sel(shift("2024-02-26", i), shift("2024-02-26", i))) for i in range(4)}, int)
table("Revenue per customer for the 1st to the 7th", "tables", "customer",
      per(lambda s: s["cust"], stot, sel("2024-02-01", "2024-02-07")), money)
table("Kilos sold by week", "tables", "week", per(lambda s: monday(s["date"]), lambda s: sum(q for _, q, _ in s["lines"]), live), kg)
table("Refunds by customer", "tables", "customer", per(lambda r: r[1], lambda r: stot(r[2]), rets), money)
# --- other
wdt = per(lambda s: WEEKDAYS[day(s["date"]).weekday()], stot, live)
name("Which day of the week brings in the most money?", "tables", top1(wdt))
name("Which weekday was our quietest for takings?", "tables", top1(wdt, reverse=False))
sold_days = {s["date"] for s in live}
num("How many days in February did we have no sales at all?", "counts",
    sum(1 for i in range(29) if shift("2024-02-01", i) not in sold_days))
num("What share of February takings came from cherries? Percent, 2 decimals.", "revenue-product",
    money(takings(prod="cherry") / takings(*FEB) * 100))
num("Hey, quick one - how many kilos of pears did Ken Smith take today?", "kilos", kg(kilos(T, T, cust="Ken Smith", prod="pear")))
num("What did Ida Novak spend in the week starting the 5th?", "customers", money(takings("2024-02-05", "2024-02-11", cust="Ida Novak")))
num("How much did we take on the last Saturday of the month?", "revenue", money(takings("2024-02-24", "2024-02-24")))
num("Takings on the 3rd, not counting anything that was later returned", "revenue", money(takings("2024-02-03", "2024-02-03")))
# --- refusals
refuse("What's the weather going to be like tomorrow?")
refuse("How many hours did the staff work last week?")
refuse("Forecast our takings for March")
refuse("How old is Mei Chen?")
refuse("Delete Bob Smith's sale from the 17th")
refuse("Please set the price of apples to 2 dollars")
refuse("What's Raj Patel's home address?")
refuse("Which supplier is cheapest for lychees?")
refuse("How much did we pay in rent this month?")
refuse("How many people walked past the shop without buying?")
refuse("Email Ann Brown a copy of her receipt")
refuse("What was the electricity bill for February?")
refuse("Predict which fruit will sell best next week")
refuse("Why did Tom Lee return his oranges?")
refuse("How many staff were on the till on Saturday?")
refuse("Add 10 kg of apples to the stock")
refuse("How much GST do we owe for the quarter?")
refuse("Which of our customers are vegetarian?")
refuse("What time do we usually open on Sundays?")



# Corrected after the first score (see README): a question asked before the end of the month
# knows only the returns made by its day, so takings over days before `today` count a sale
# returned after `today`. Recomputed here for the questions whose answer that changes.
def takings_known_on(lo, hi, today):
    total = D(0)
    for s in sales:
        if lo <= s["date"] <= hi and s["date"] <= today and (s["returned_on"] is None or s["returned_on"] > today):
            total += sum((t for _, _, t in s["lines"]), D(0))
    return float(total.quantize(D("0.01"), ROUND_HALF_UP))


for n, x in enumerate(Q, 1):
    x["id"] = "q7-%03d" % n
KNOWN_ON = {"q7-021": ("2024-02-01", "2024-02-20", "2024-02-20")}
for x in Q:
    if x["id"] in KNOWN_ON:
        x["expect"]["value"] = takings_known_on(*KNOWN_ON[x["id"]])
OUT.write_text("".join(json.dumps({"id": x["id"], "question": x["question"], "today": x["today"],
                                   "category": x["category"], "expect": x["expect"]}) + "\n" for x in Q))
print(len(Q), "questions,", sum(x["category"] == "refuse" for x in Q), "refusals")
