"""Computes every expected answer of bench/unseen8/questions.jsonl from
resources/demo/fruitshop_month.jsonl with plain Python (Decimal money) and
writes the file.  Run from anywhere:  python3 bench/unseen8/question_truth.py
Written by a helper that never saw the app's reader/parser code or other sets."""
import datetime as dt
import json
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent.parent / "resources" / "demo" / "fruitshop_month.jsonl"
OUT = HERE / "questions.jsonl"
T = "2024-02-29"
C = Decimal("0.01")
K = Decimal("0.001")


def dec(x):
    return Decimal(str(x))


def cents(x):
    q = Decimal(x) * 100
    assert q - int(q) != Decimal("0.5"), "half cent"
    return float(Decimal(x).quantize(C, ROUND_HALF_UP))


def kg(x):
    q = Decimal(x) * 1000
    assert q - int(q) != Decimal("0.5"), "half gram"
    return float(Decimal(x).quantize(K, ROUND_HALF_UP))


def day(s):
    return dt.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + dt.timedelta(days=n)).isoformat()


# ------------------------------------------------------------------ ledger
records = [json.loads(l) for l in DATA.read_text().splitlines() if l.strip()]
price = {}
price_log = []          # (date, product, price) in file order
sales = []              # dict(date, cust, lines=[(p, q, total)], returned_on)
buys = []               # (date, supplier, product, qty, unit_cost)
adjs = []               # (date, product, qty, reason)
rets = []               # (date, cust, sale)
for r in records:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], dec(it["quantity"]), dec(it["unit_cost"])))
            if it.get("selling_price") is not None:
                price[it["product"]] = dec(it["selling_price"])
                price_log.append((r["date"], it["product"], price[it["product"]]))
    elif k == "price_change":
        price[r["product"]] = dec(r["selling_price"])
        price_log.append((r["date"], r["product"], price[r["product"]]))
    elif k == "sale":
        lines = []
        for it in r["items"]:
            q = dec(it["quantity"])
            exact = q * price[it["product"]]
            assert (exact * 100) - int(exact * 100) != Decimal("0.5")
            lines.append((it["product"], q, exact.quantize(C, ROUND_HALF_UP)))
        sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "returned_on": None})
    elif k == "return":
        hit = [s for s in sales if s["cust"] == r["customer"]["name"] and s["date"] == r["sale_date"]
               and s["returned_on"] is None]
        assert len(hit) == 1, r
        hit[0]["returned_on"] = r["date"]
        rets.append((r["date"], r["customer"]["name"], hit[0]))
    elif k == "stock_adjustment":
        adjs.append((r["date"], r["product"], dec(r["quantity"]), r["reason"]))

live = [s for s in sales if s["returned_on"] is None]
PRODUCTS = sorted({b[2] for b in buys})
SUPPLIERS = sorted({b[1] for b in buys})
CUSTOMERS = sorted({s["cust"] for s in live})
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def total(s):
    return sum(t for _, _, t in s["lines"])


def pick(lo="0000-00-00", hi="9999-99-99", cust=None, wd=None):
    return [s for s in live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
            and (wd is None or day(s["date"]).weekday() in wd)]


def takings(lo="0000-00-00", hi="9999-99-99", cust=None, prod=None, wd=None):
    return sum((t for s in pick(lo, hi, cust, wd) for p, _, t in s["lines"] if prod is None or p == prod), Decimal(0))


def kilos(lo="0000-00-00", hi="9999-99-99", cust=None, prod=None, wd=None):
    return sum((q for s in pick(lo, hi, cust, wd) for p, q, _ in s["lines"] if prod is None or p == prod), Decimal(0))


def nsales(lo="0000-00-00", hi="9999-99-99", cust=None, prod=None):
    return sum(1 for s in pick(lo, hi, cust) if prod is None or any(p == prod for p, _, _ in s["lines"]))


def stock(prod, asof="9999-99-99"):
    bought = sum((b[3] for b in buys if b[2] == prod and b[0] <= asof), Decimal(0))
    adj = sum((a[2] for a in adjs if a[1] == prod and a[0] <= asof), Decimal(0))
    # Goods leave on the sale's date and come back on its return's (corrected before the first
    # score: a sale returned later was out of the shop until then).
    out = sum((q for s in sales if s["date"] <= asof and (s["returned_on"] is None or s["returned_on"] > asof)
               for p, q, _ in s["lines"] if p == prod), Decimal(0))
    return bought - out + adj


def price_on(prod, d):
    val = None
    for pd, p, pr in price_log:
        if p == prod and pd <= d:
            val = pr
    return val


def avg_cost(prod):
    rows = [b for b in buys if b[2] == prod]
    return sum(b[3] * b[4] for b in rows) / sum(b[3] for b in rows)


def cogs(lo="0000-00-00", hi="9999-99-99", prod=None):
    return sum((q * avg_cost(p) for s in pick(lo, hi) for p, q, _ in s["lines"] if prod is None or p == prod), Decimal(0))


def refunds(lo="0000-00-00", hi="9999-99-99", cust=None):
    return sum((total(s) for d, c, s in rets if lo <= d <= hi and (cust is None or c == cust)), Decimal(0))


def spend_cost(lo="0000-00-00", hi="9999-99-99", sup=None, prod=None):
    return sum((b[3] * b[4] for b in buys if lo <= b[0] <= hi and (sup is None or b[1] == sup)
                and (prod is None or b[2] == prod)), Decimal(0))


def kg_bought(sup=None, prod=None):
    return sum((b[3] for b in buys if (sup is None or b[1] == sup) and (prod is None or b[2] == prod)), Decimal(0))


def by(fn, keys):
    return {k: fn(k) for k in keys}


def ranked(d, n=None, low=False):
    """keys ordered by value (highest first unless low); refuses a tie at the cut-off."""
    items = sorted(d.items(), key=lambda kv: (kv[1] if low else -kv[1]))
    n = n or 1
    if len(items) > n:
        assert items[n - 1][1] != items[n][1], f"tie at cut-off: {items[:n + 1]}"
    return [k for k, _ in items[:n]]


def monday(s):
    d = day(s)
    return (d - dt.timedelta(days=d.weekday())).isoformat()


def per_day(lo, hi, fn=takings):
    out = {}
    d = lo
    while d <= hi:
        out[d] = fn(d, d)
        d = shift(d, 1)
    return out


# ------------------------------------------------------------------ questions
qs = []


def num(question, category, value, today=T):
    qs.append((question, category, {"type": "number", "value": value}, today))


def name(question, category, value, today=T):
    qs.append((question, category, {"type": "name", "value": value}, today))


def names(question, category, values, ordered, today=T):
    assert values
    qs.append((question, category, {"type": "names", "values": list(values), "ordered": ordered}, today))


def table(question, category, key, rows, conv, today=T):
    qs.append((question, category, {"type": "table", "key": key, "rows": {k: conv(v) for k, v in rows.items()}}, today))


def refuse(question, today=T):
    qs.append((question, "refuse", {"type": "refuse"}, today))


FEB = ("2024-02-01", "2024-02-29")
LASTWK = ("2024-02-19", "2024-02-25")
THISWK = ("2024-02-26", "2024-02-29")

# ---- the owner, on the phone in a hurry (today Thu 29 Feb unless stated)
num("takings yesterday?", "takings", cents(takings("2024-02-28", "2024-02-28")))
num("what have we taken today so far", "takings", cents(takings(T, T)))
num("what did we take last week", "takings", cents(takings(*LASTWK)))
num("this week's takings so far?", "takings", cents(takings(*THISWK)))
num("whats the month's takings", "takings", cents(takings(*FEB)))
num("how many kilos have we sold this week", "kilos", kg(kilos(*THISWK)))
name("best seller this month by kilos?", "ranking", ranked(by(lambda p: kilos(prod=p), PRODUCTS))[0])
name("which fruit's bringing in the most money this month", "ranking", ranked(by(lambda p: takings(prod=p), PRODUCTS))[0])
name("who's our best customer, by what they spend", "ranking", ranked(by(lambda c: takings(cust=c), CUSTOMERS))[0])
num("how many kilos of bananas left", "stock", kg(stock("banana")))
num("cherries in stock right now, in kg?", "stock", kg(stock("cherry")))
num("what are we charging for pears now", "price", cents(price_on("pear", T)))
num("orange price at the moment?", "price", cents(price_on("orange", T)))
num("how many sales so far today", "count", nsales(T, T))
num("how many different customers bought something yesterday", "count", len({s["cust"] for s in pick("2024-02-28", "2024-02-28")}))
num("any returns this week? how many", "returns", sum(1 for d, _, _ in rets if THISWK[0] <= d <= THISWK[1]))
num("refunds this month, total dollars", "returns", cents(refunds(*FEB)))
num("what's omar spent with us this month", "customer", cents(takings(*FEB, cust="Omar Haddad")))
num("how many separate sales has raj had this month", "customer", nsales(*FEB, cust="Raj Patel"))
num("on how many different days did raj buy something this month", "customer", len({s["date"] for s in pick(*FEB, cust="Raj Patel")}))
num("strawberries sold last week, kilos", "kilos", kg(kilos(*LASTWK, prod="strawberry")))
num("mango takings this month", "takings", cents(takings(*FEB, prod="mango")))
num("takings for the weekend just gone", "takings", cents(takings("2024-02-24", "2024-02-25")))
num("how much did we take on saturday", "takings", cents(takings("2024-02-24", "2024-02-24")))
num("grapes - how many kilo left", "stock", kg(stock("grape")))
num("apples left?", "stock", kg(stock("apple")))
num("mango stock now", "stock", kg(stock("mango")))
num("what's a kilo of strawberries going for now", "price", cents(price_on("strawberry", T)))
num("bananas price?", "price", cents(price_on("banana", T)))
num("quick one - how much did ann brown spend this week", "customer", cents(takings(*THISWK, cust="Ann Brown")))
num("kilos sold yesterday", "kilos", kg(kilos("2024-02-28", "2024-02-28")))
num("how much we take on sunday", "takings", cents(takings("2024-02-25", "2024-02-25")))
num("takings tuesday?", "takings", cents(takings("2024-02-27", "2024-02-27")))
name("who spent the most last week", "ranking", ranked(by(lambda c: takings(*LASTWK, cust=c), CUSTOMERS))[0])
name("what sold the most kilos last week", "ranking", ranked(by(lambda p: kilos(*LASTWK, prod=p), PRODUCTS))[0])
num("how many sales this week", "count", nsales(*THISWK))
num("how much did bob smith spend this month", "customer", cents(takings(*FEB, cust="Bob Smith")))
num("how much has zoe davis spent in feb", "customer", cents(takings(*FEB, cust="Zoe Davis")))
num("whats the biggest single sale this month in dollars", "average", cents(max(total(s) for s in pick(*FEB))))
num("average sale this week?", "average", cents(takings(*THISWK) / nsales(*THISWK)))
num("how many kilos of pears did we sell last week", "kilos", kg(kilos(*LASTWK, prod="pear")))
num("cherries sold this month in kilos", "kilos", kg(kilos(*FEB, prod="cherry")))
num("gross profit last week?", "profit", cents(takings(*LASTWK) - cogs(*LASTWK)))
num("how much did we take in the last 7 days counting today", "takings", cents(takings("2024-02-23", T)))
num("takings since monday", "takings", cents(takings("2024-02-26", T)))

# ---- the accountant, month end
num("What is total sales revenue for February 2024, excluding any sales that were returned?", "takings", cents(takings(*FEB)))
num("What is the total value of refunds issued in February?", "returns", cents(refunds(*FEB)))
num("What was the total cost of stock purchased in February?", "purchases", cents(spend_cost(*FEB)))
table("Please give me purchases at cost by supplier for February.", "purchases", "supplier", by(lambda s: spend_cost(*FEB, sup=s), SUPPLIERS), cents)
num("How many kilograms did we purchase from Green Valley Farms in February?", "purchases", kg(kg_bought(sup="Green Valley Farms")))
num("What is the cost of goods sold for February?", "profit", cents(cogs(*FEB)))
num("What is gross profit for February?", "profit", cents(takings(*FEB) - cogs(*FEB)))
num("What is the gross margin for February as a percentage of revenue, to two decimal places?", "profit",
    float(((takings(*FEB) - cogs(*FEB)) / takings(*FEB) * 100).quantize(C, ROUND_HALF_UP)))
table("Gross profit by product for February, please.", "profit", "product", by(lambda p: takings(*FEB, prod=p) - cogs(*FEB, prod=p), PRODUCTS), cents)
table("Sales revenue by product for the month.", "takings", "product", by(lambda p: takings(*FEB, prod=p), PRODUCTS), cents)
wk = defaultdict(Decimal)
for s in pick(*FEB):
    wk[monday(s["date"])] += total(s)
table("Sales revenue by week for February, weeks starting Monday.", "table", "week", dict(sorted(wk.items())), cents)
table("Sales revenue by day of the week across February.", "table", "weekday",
      {WD[i]: takings(*FEB, wd={i}) for i in range(7)}, cents)
table("Revenue by customer for February.", "table", "customer", by(lambda c: takings(*FEB, cust=c), CUSTOMERS), cents)
table("Closing stock in kilograms by product as at 29 February.", "stock", "product", by(lambda p: stock(p, T), PRODUCTS), kg)
num("What is the value of closing stock at average purchase cost as at 29 February?", "stock",
    cents(sum(stock(p, T) * avg_cost(p) for p in PRODUCTS)))
num("How many kilograms were taken out of stock by stock-count adjustments in February?", "writeoffs",
    kg(-sum(a[2] for a in adjs if a[3] == "stock count" and a[2] < 0)))
num("What is the cost, at average purchase cost, of the stock removed by stock adjustments in February?", "writeoffs",
    cents(-sum(a[2] * avg_cost(a[1]) for a in adjs)))
num("How many selling price changes were made during February, not counting the opening prices set with the first deliveries?", "price_changes",
    sum(1 for i, (d, p, pr) in enumerate(price_log) if any(p == q for _, q, _ in price_log[:i]) and pr != [x for _, q, x in price_log[:i] if q == p][-1]))
num("What was the average sale value in February, excluding returned sales?", "average", cents(takings(*FEB) / nsales(*FEB)))
table("Daily takings for the week of 19 February, Monday to Sunday.", "table", "day", per_day(*LASTWK), cents)
name("Which single day in February had the highest takings?", "ranking", ranked(per_day(*FEB))[0])
num("What were total weekend takings (Saturdays and Sundays) in February?", "takings", cents(takings(*FEB, wd={5, 6})))
num("What were takings for 1 to 14 February inclusive?", "takings", cents(takings("2024-02-01", "2024-02-14")))
num("What were takings from 15 February onwards?", "takings", cents(takings(lo="2024-02-15")))
num("What were takings before 10 February?", "takings", cents(takings(hi="2024-02-09")))
num("What were takings after 20 February?", "takings", cents(takings(lo="2024-02-21")))
num("What is the total cost of purchases from ABC this month?", "purchases", cents(spend_cost(*FEB, sup="ABC")))
name("Which supplier did we spend the most with in February?", "purchases", ranked(by(lambda s: spend_cost(sup=s), SUPPLIERS))[0])
num("What was the average purchase cost per kilogram of strawberries in February?", "purchases", cents(avg_cost("strawberry")))
num("How many deliveries did Green Valley Farms make in February?", "purchases", sum(1 for r in records if r["kind"] == "purchase" and r["supplier"]["name"] == "Green Valley Farms"))
num("How many kilograms of bananas were purchased in February?", "purchases", kg(kg_bought(prod="banana")))
num("How many returns were processed in February?", "returns", len(rets))
names("Which customers returned a purchase in February?", "returns", sorted({c for _, c, _ in rets}), False)
num("What was the total refunded to Tom Lee in February?", "returns", cents(refunds(cust="Tom Lee")))
table("Kilograms sold by product for February.", "kilos", "product", by(lambda p: kilos(*FEB, prod=p), PRODUCTS), kg)
table("Purchase quantities in kilograms by supplier for February.", "purchases", "supplier", by(lambda s: kg_bought(sup=s), SUPPLIERS), kg)
table("Cost of purchases by product for February.", "purchases", "product", by(lambda p: spend_cost(prod=p), PRODUCTS), cents)
table("Refunds by date of return for February.", "returns", "day", {d: refunds(d, d) for d in sorted({d for d, _, _ in rets})}, cents)
table("Sales revenue by month, please.", "table", "month", {"2024-02": takings(*FEB)}, cents)
num("What percentage of February revenue came from strawberries, to one decimal place?", "takings",
    float((takings(*FEB, prod="strawberry") / takings(*FEB) * 100).quantize(Decimal("0.1"), ROUND_HALF_UP)))
num("What is gross profit on mangoes for February?", "profit", cents(takings(*FEB, prod="mango") - cogs(*FEB, prod="mango")))
num("What is the gross profit for the week commencing 12 February?", "profit", cents(takings("2024-02-12", "2024-02-18") - cogs("2024-02-12", "2024-02-18")))
name("Which product earned the highest gross profit in February?", "profit", ranked(by(lambda p: takings(prod=p) - cogs(prod=p), PRODUCTS))[0])
name("Which product earned the lowest gross profit in February?", "profit", ranked(by(lambda p: takings(prod=p) - cogs(prod=p), PRODUCTS), low=True)[0])
num("What was the revenue from sales to Mei Chen in February?", "customer", cents(takings(*FEB, cust="Mei Chen")))
num("How many sales were made in February that were not later returned?", "count", nsales(*FEB))
num("How many sales in total were recorded in February, including those later returned?", "count", len(sales))
num("For the week of 19 February, what is sales revenue minus the refunds paid out that same week?", "returns",
    cents(takings(*LASTWK) - refunds(*LASTWK)))
num("What is the total cost of stock purchased from Hillside Produce?", "purchases", cents(spend_cost(sup="Hillside Produce")))
num("What was the total purchase cost of cherries in February?", "purchases", cents(spend_cost(prod="cherry")))
num("What is the value of banana stock at average cost as at 29 February?", "stock", cents(stock("banana", T) * avg_cost("banana")))
table("Number of sales per customer for February, excluding returned sales.", "table", "customer", by(lambda c: nsales(*FEB, cust=c), CUSTOMERS), int)
num("What was revenue for the week beginning 5 February?", "takings", cents(takings("2024-02-05", "2024-02-11")))
num("What was revenue for the week beginning 26 February?", "takings", cents(takings("2024-02-26", "2024-03-03")))
num("What were takings on Sundays in February?", "takings", cents(takings(*FEB, wd={6})))

# ---- the new assistant manager, unsure of the words
num("um how much money did we get from selling things on the 14th?", "takings", cents(takings("2024-02-14", "2024-02-14")))
num("how many kilos of apples did we sell, like, all month?", "kilos", kg(kilos(*FEB, prod="apple")))
name("who bought the most cherries this month? by weight I mean", "ranking", ranked(by(lambda c: kilos(cust=c, prod="cherry"), CUSTOMERS))[0])
name("which customer spent the least this month? only people who actually bought something", "ranking", ranked(by(lambda c: takings(cust=c), CUSTOMERS), low=True)[0])
lapsed = sorted(c for c in CUSTOMERS if not pick(lo="2024-02-20", cust=c))
names("which customers haven't bought anything since the 20th? (the 20th counts)", "lapsed", lapsed, False)
lapsed2 = sorted(c for c in CUSTOMERS if not pick(lo="2024-02-26", cust=c))
names("who hasn't been in to buy anything this week?", "lapsed", lapsed2, False)
num("sorry, what did the mango stock look like on the 15th? at the end of that day", "stock", kg(stock("mango", "2024-02-15")))
num("how much were strawberries selling for on the 10th?", "price", cents(price_on("strawberry", "2024-02-10")))
num("what were oranges priced at on the 17th?", "price", cents(price_on("orange", "2024-02-17")))
num("what price were pears on the 20th?", "price", cents(price_on("pear", "2024-02-20")))
num("how many times did bob smith buy from us this month (not counting anything he brought back)?", "customer", nsales(*FEB, cust="Bob Smith"))
name("which fruit did we sell the least of, in kilos, this month?", "ranking", ranked(by(lambda p: kilos(prod=p), PRODUCTS), low=True)[0])
pdays = per_day(*FEB)
names("which days this month did we take more than $40?", "table", sorted(d for d, v in pdays.items() if v > 40), False)
w12, w19 = takings("2024-02-12", "2024-02-18"), takings(*LASTWK)
num("by how much did takings change from the week of the 12th to the week of the 19th? (negative if they went down)", "comparison", cents(w19 - w12))
num("what percent of this month's money came from bananas? one decimal is fine", "takings",
    float((takings(prod="banana") / takings() * 100).quantize(Decimal("0.1"), ROUND_HALF_UP)))
names("top 3 customers by money spent this month, biggest first", "ranking", ranked(by(lambda c: takings(cust=c), CUSTOMERS), 3), True)
names("the 3 fruits we sold the most kilos of this month, most first", "ranking", ranked(by(lambda p: kilos(prod=p), PRODUCTS), 3), True)
names("which 2 customers spent the least this month? lowest first", "ranking", ranked(by(lambda c: takings(cust=c), CUSTOMERS), 2, low=True), True)
num("how many kilos of grapes did we have at the end of the 3rd?", "stock", kg(stock("grape", "2024-02-03")))
num("how many kilos of strawberries did we have before the 16th delivery came, so at the end of the 15th?", "stock", kg(stock("strawberry", "2024-02-15")))
num("how much stock of pears did we have on the 24th?", "stock", kg(stock("pear", "2024-02-24")))
num("how many kilos of cherries were in stock on the 27th, end of day?", "stock", kg(stock("cherry", "2024-02-27")))
table("can I see how many kilos of each fruit we had on the 15th? end of the day", "stock", "product", by(lambda p: stock(p, "2024-02-15"), PRODUCTS), kg)
table("what's each fruit selling for right now?", "price", "product", by(lambda p: price_on(p, T), PRODUCTS), cents)
table("what was each fruit priced at on the 10th?", "price", "product", by(lambda p: price_on(p, "2024-02-10"), PRODUCTS), cents)
num("how many times did the banana price actually change this month?", "price_changes",
    sum(1 for i, (d, p, pr) in enumerate(price_log) if p == "banana" and any(q == "banana" for _, q, _ in price_log[:i])
        and pr != [x for _, q, x in price_log[:i] if q == "banana"][-1]))
num("what was the banana price before it went up on the 19th? like on the 18th", "price", cents(price_on("banana", "2024-02-18")))
num("how much did we give back to people for returns last week?", "returns", cents(refunds(*LASTWK)))
num("how many kilos did Ida Novak buy this month?", "customer", kg(kilos(cust="Ida Novak")))
num("how much did Sue Davis spend this month?", "customer", cents(takings(cust="Sue Davis")))
num("what did Luis Garcia spend in February?", "customer", cents(takings(cust="Luis Garcia")))
num("and how much did Ken Smith spend, not counting what he returned?", "customer", cents(takings(cust="Ken Smith")))
num("how much did Eva Berg spend this month?", "customer", cents(takings(cust="Eva Berg")))
num("how much did Tom Lee spend this month?", "customer", cents(takings(cust="Tom Lee")))
num("what's the average sale for Omar Haddad?", "average", cents(takings(cust="Omar Haddad") / nsales(cust="Omar Haddad")))
num("what's the average number of kilos in a sale this month?", "average", kg(kilos() / nsales()))
name("which day of the week is busiest for money, over the month?", "ranking", ranked({WD[i]: takings(wd={i}) for i in range(7)})[0])
name("which day of the week brought in the least money this month?", "ranking", ranked({WD[i]: takings(wd={i}) for i in range(7)}, low=True)[0])
num("how many kilos of fruit did we sell on weekends this month?", "kilos", kg(kilos(wd={5, 6})))
num("how many kilos of oranges sold since the price went up on the 18th? from the 18th on", "kilos", kg(kilos(lo="2024-02-18", prod="orange")))
num("how much money did oranges bring in before the 18th?", "takings", cents(takings(hi="2024-02-17", prod="orange")))
num("how many sales had cherries in them this month?", "count", nsales(prod="cherry"))
num("how many different customers bought from us this month?", "count", len(CUSTOMERS))
num("how many customers spent more than $30 this month?", "count", sum(1 for c in CUSTOMERS if takings(cust=c) > 30))
assert all(total(x) not in (Decimal(5), Decimal(15)) for x in live)
assert all(takings(cust=c) != 30 for c in CUSTOMERS) and all(v != 40 for v in pdays.values())
num("how many sales were over $15 this month?", "count", sum(1 for s in live if total(s) > 15))
num("how many sales were under $5?", "count", sum(1 for s in live if total(s) < 5))
names("which customers bought mango this month?", "customer", sorted({s["cust"] for s in live if any(p == "mango" for p, _, _ in s["lines"])}), False)
names("who bought apples this month?", "customer", sorted({s["cust"] for s in live if any(p == "apple" for p, _, _ in s["lines"])}), False)
names("what fruit did Raj Patel buy this month?", "customer", sorted({p for s in pick(cust="Raj Patel") for p, _, _ in s["lines"]}), False)
num("how many kilos of bananas did we buy from Hillside Produce?", "purchases", kg(kg_bought(sup="Hillside Produce", prod="banana")))
num("what did we pay Green Valley Farms altogether this month?", "purchases", cents(spend_cost(sup="Green Valley Farms")))
name("who supplied us the most kilos this month?", "purchases", ranked(by(lambda s: kg_bought(sup=s), SUPPLIERS))[0])
num("how much did we make on strawberries this month after what they cost us?", "profit", cents(takings(prod="strawberry") - cogs(prod="strawberry")))
num("whats our profit this week so far (sales minus what the fruit cost us)", "profit", cents(takings(*THISWK) - cogs(*THISWK)))
num("how much more did we take last week than this week so far?", "comparison", cents(takings(*LASTWK) - takings(*THISWK)))
num("how many more kilos of bananas than apples did we sell this month?", "comparison", kg(kilos(prod="banana") - kilos(prod="apple")))
num("how much more did Omar spend than Raj this month?", "comparison", cents(takings(cust="Omar Haddad") - takings(cust="Raj Patel")))

# ---- owner again, other days
num("what was yesterday's takings", "takings", cents(takings("2024-02-20", "2024-02-20")), today="2024-02-21")
num("last week's takings?", "takings", cents(takings("2024-02-12", "2024-02-18")), today="2024-02-21")
num("banana stock?", "stock", kg(stock("banana", "2024-02-21")), today="2024-02-21")
num("what did we take on saturday", "takings", cents(takings("2024-02-17", "2024-02-17")), today="2024-02-21")
num("how many sales yesterday", "count", nsales("2024-02-20", "2024-02-20"), today="2024-02-21")
num("month to date takings", "takings", cents(takings("2024-02-01", "2024-02-21")), today="2024-02-21")
num("what are oranges going for", "price", cents(price_on("orange", "2024-02-15")), today="2024-02-15")
num("pears left?", "stock", kg(stock("pear", "2024-02-15")), today="2024-02-15")
num("takings this week?", "takings", cents(takings("2024-02-12", "2024-02-15")), today="2024-02-15")

num("how much did bananas bring in yesterday", "takings", cents(takings("2024-02-28", "2024-02-28", prod="banana")))
num("cherry takings last week", "takings", cents(takings(*LASTWK, prod="cherry")))
num("how many kilos of grapes sold this week", "kilos", kg(kilos(*THISWK, prod="grape")))
num("pear kilos sold in the first week of the month, the 1st to the 4th", "kilos", kg(kilos("2024-02-01", "2024-02-04", prod="pear")))
num("what did Mei spend on the 24th?", "customer", cents(takings("2024-02-24", "2024-02-24", cust="Mei Chen")))
table("what did we take each day this week?", "table", "day", per_day(*THISWK), cents)
table("kilos sold each day last week", "table", "day", per_day(*LASTWK, fn=lambda a, b: kilos(a, b)), kg)

# ---- refusals: the data can't say, or a request to change things
refuse("how many hours did the staff work last week?")
refuse("what's the weather going to be like saturday, should we order more?")
refuse("how much did we pay in rent this month?")
refuse("what's Bob Smith's home address?")
refuse("how many people walked in and didn't buy anything?")
refuse("which supplier is cheapest for kiwis?")
refuse("what will we take next week?")
refuse("delete Tom Lee's sale from the 22nd")
refuse("change the price of apples to $2")
refuse("add 5 kg of bananas from ABC")
refuse("what's our power bill?")
refuse("how much cash is in the till right now?")
refuse("which staff member made the most sales?")
refuse("what did customers think of the mangoes?")
refuse("email Green Valley Farms an order for 20 kg of cherries")
refuse("mark Omar's sale from yesterday as returned")
refuse("how many plastic bags did we go through this month?")
refuse("what's the market price of mangoes at the wholesale market today?")

rows = []
for i, (question, cat, expect, today) in enumerate(qs, 1):
    rows.append({"id": "q8-%03d" % i, "question": question, "today": today, "category": cat, "expect": expect})
# Corrected after the first score (see README): a question asked before the end of the month
# knows only the returns made by its day, so takings over days before `today` count a sale
# returned after `today`. Recomputed here for the questions whose answer that changes.
def takings_known_on(lo, hi, today):
    total = Decimal(0)
    for s in sales:
        if lo <= s["date"] <= hi and s["date"] <= today and (s["returned_on"] is None or s["returned_on"] > today):
            total += sum((t for _, _, t in s["lines"]), Decimal(0))
    return float(total.quantize(Decimal("0.01"), ROUND_HALF_UP))


KNOWN_ON = {"q8-159": ("2024-02-12", "2024-02-18", "2024-02-21"), "q8-163": ("2024-02-01", "2024-02-21", "2024-02-21")}
for r in rows:
    if r["id"] in KNOWN_ON:
        r["expect"]["value"] = takings_known_on(*KNOWN_ON[r["id"]])
texts = [r["question"].strip().lower() for r in rows]
dups = {t for t in texts if texts.count(t) > 1}
assert not dups or all(len({r["today"] for r in rows if r["question"].strip().lower() == t}) > 1 for t in dups), dups
OUT.write_text("".join(json.dumps(r) + "\n" for r in rows))
print(len(rows), "questions,", sum(r["category"] == "refuse" for r in rows), "refusals")
