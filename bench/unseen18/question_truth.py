"""Truth script for bench/unseen18: replays resources/demo/fruitshop_month.jsonl
with Decimal money and writes questions.jsonl.  stdlib only; every answer is
computed here, none typed by hand.  Run from anywhere:

    python bench/unseen18/question_truth.py
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
RECS = [json.loads(l) for l in open(DATA) if l.strip()]
C = Decimal("0.01")
G = Decimal("0.001")
END = "2024-02-29"


def dd(s):
    return datetime.date.fromisoformat(s)


def money(x):
    x = Decimal(x)
    q = x.quantize(C, rounding=ROUND_HALF_UP)
    assert abs(x - q) != Decimal("0.005"), "half cent %s" % x
    return float(q)


def kg(x):
    x = Decimal(x)
    q = x.quantize(G, rounding=ROUND_HALF_UP)
    assert abs(x - q) != Decimal("0.0005"), "half gram %s" % x
    return float(q)


class Ledger:
    """State of the shop as known at close of `today`."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.price_hist = []          # (date, product, price) file order
        self.sales = []               # dict date cust lines[(p,q,value)] ret
        self.buys = []                # (date, supplier, product, qty, cost)
        self.adj = []                 # (date, product, qty)
        self.rets = []                # (date, cust, sale)
        self.cost = {}
        for r in RECS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    c = Decimal(str(it["unit_cost"]))
                    assert self.cost.get(p, c) == c, "two costs for %s" % p
                    self.cost[p] = c
                    self.buys.append((r["date"], r["supplier"]["name"], p, Decimal(str(it["quantity"])), c))
                    if it.get("selling_price") is not None:
                        self.price[p] = Decimal(str(it["selling_price"]))
                        self.price_hist.append((r["date"], p, self.price[p]))
            elif k == "price_change":
                self.price[r["product"]] = Decimal(str(r["selling_price"]))
                self.price_hist.append((r["date"], r["product"], self.price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = Decimal(str(it["quantity"]))
                    v = q * self.price[it["product"]]
                    money(v)
                    lines.append((it["product"], q, v.quantize(C, rounding=ROUND_HALF_UP)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"]
                       and s["cust"] == r["customer"]["name"] and s["ret"] is None]
                assert len(hit) == 1
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], Decimal(str(r["quantity"]))))
        self.live = [s for s in self.sales if s["ret"] is None]

    # --- selections
    def sel(self, lo="0000", hi="9999", cust=None, wd=None, with_returned=False):
        src = self.sales if with_returned else self.live
        return [s for s in src if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
                and (wd is None or dd(s["date"]).weekday() in wd)]

    def rev(self, prod=None, **kw):
        return sum((v for s in self.sel(**kw) for p, q, v in s["lines"] if prod in (None, p)), Decimal(0))

    def kilos(self, prod=None, **kw):
        return sum((q for s in self.sel(**kw) for p, q, v in s["lines"] if prod in (None, p)), Decimal(0))

    def count(self, prod=None, **kw):
        return sum(1 for s in self.sel(**kw) if prod is None or any(p == prod for p, _, _ in s["lines"]))

    def cogs(self, prod=None, **kw):
        return sum((q * self.cost[p] for s in self.sel(**kw) for p, q, v in s["lines"] if prod in (None, p)), Decimal(0))

    def profit(self, prod=None, **kw):
        return self.rev(prod, **kw) - self.cogs(prod, **kw)

    def by(self, keyf, valf, **kw):
        out = {}
        for s in self.sel(**kw):
            for p, q, v in s["lines"]:
                k = keyf(s, p)
                out[k] = out.get(k, Decimal(0)) + valf(p, q, v)
        return out

    def spend_by_cust(self, **kw):
        return self.by(lambda s, p: s["cust"], lambda p, q, v: v, **kw)

    def visits_by_cust(self, **kw):
        out = {}
        for s in self.sel(**kw):
            out[s["cust"]] = out.get(s["cust"], 0) + 1
        return out

    def kilos_by_prod(self, **kw):
        return self.by(lambda s, p: p, lambda p, q, v: q, **kw)

    def rev_by_prod(self, **kw):
        return self.by(lambda s, p: p, lambda p, q, v: v, **kw)

    def rev_by_day(self, **kw):
        return self.by(lambda s, p: s["date"], lambda p, q, v: v, **kw)

    def rev_by_week(self, **kw):
        def wk(s, p):
            d = dd(s["date"])
            return (d - datetime.timedelta(days=d.weekday())).isoformat()
        return self.by(wk, lambda p, q, v: v, **kw)

    def rev_by_weekday(self, **kw):
        return self.by(lambda s, p: dd(s["date"]).strftime("%A"), lambda p, q, v: v, **kw)

    def stock(self, prod):
        t = self.today
        b = sum((x[3] for x in self.buys if x[2] == prod), Decimal(0))
        a = sum((x[2] for x in self.adj if x[1] == prod), Decimal(0))
        return b - self.kilos(prod) + a

    def stock_all(self):
        return {p: self.stock(p) for p in sorted(self.cost)}

    def bought(self, prod=None, supplier=None, lo="0000", hi="9999"):
        return sum((x[3] for x in self.buys if prod in (None, x[2]) and supplier in (None, x[1])
                    and lo <= x[0] <= hi), Decimal(0))

    def spent_with(self, supplier=None, lo="0000", hi="9999"):
        return sum((x[3] * x[4] for x in self.buys if supplier in (None, x[1]) and lo <= x[0] <= hi), Decimal(0))

    def refunds(self, lo="0000", hi="9999"):
        return sum((sum((v for _, _, v in s["lines"]), Decimal(0)) for d, c, s in self.rets if lo <= d <= hi), Decimal(0))

    def price_on(self, prod, day):
        before = [pr for d, p, pr in self.price_hist if p == prod and d < day]
        upto = [pr for d, p, pr in self.price_hist if p == prod and d <= day]
        assert before and before[-1] == upto[-1], "price of %s moved on %s" % (prod, day)
        return upto[-1]

    def customers(self, **kw):
        return sorted({s["cust"] for s in self.sel(**kw)})

    def buyers_of(self, prod, **kw):
        return sorted({s["cust"] for s in self.sel(**kw) if any(p == prod for p, _, _ in s["lines"])})

    def products_sold(self, **kw):
        return sorted({p for s in self.sel(**kw) for p, _, _ in s["lines"]})


_L = {}


def L(today):
    if today not in _L:
        _L[today] = Ledger(today)
    return _L[today]


def pick(d, most=True):
    vals = sorted(d.values(), reverse=most)
    assert len(vals) < 2 or vals[0] != vals[1], "tie %s" % d
    return max(d, key=d.get) if most else min(d, key=d.get)


def top(d, n, most=True):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=most)
    assert len(items) <= n or items[n - 1][1] != items[n][1], "tie at cut %s" % d
    vals = [v for _, v in items[:n]]
    assert len(set(vals)) == len(vals), "tie inside top %s" % d
    return [k for k, _ in items[:n]]


def robust(f):
    """f(kw) -> answer; must not depend on whether returned sales are counted."""
    a = f({})
    b = f({"with_returned": True})
    assert a == b, "answer depends on returns: %r vs %r" % (a, b)
    return a


# expect constructors
def NUM(x, unit="money"):
    if isinstance(x, int):
        return {"type": "number", "value": x}
    return {"type": "number", "value": money(x) if unit == "money" else (kg(x) if unit == "kg" else x)}


def NAME(x):
    return {"type": "name", "value": x}


def NAMES(xs, ordered=False):
    assert xs
    return {"type": "names", "values": list(xs), "ordered": ordered}


def TABLE(key, rows, unit="money"):
    conv = money if unit == "money" else (kg if unit == "kg" else (lambda v: v))
    return {"type": "table", "key": key, "rows": {k: conv(v) for k, v in sorted(rows.items())}}


REF = {"type": "refuse"}

Q = []   # (persona, category, today, question, expect)


def q(persona, category, today, text, expect):
    Q.append((persona, category, today, text, expect))


# ============================================================ questions
T = END
FEB = dict(lo="2024-02-01", hi="2024-02-29")
WK = lambda a, b: dict(lo="2024-02-%02d" % a, hi="2024-02-%02d" % b)
THIS_WEEK = WK(26, 29)
LAST_WEEK = WK(19, 25)
WEEK3 = WK(15, 21)
L29 = L(T)
WEEKEND = {5, 6}


def sale_total(s):
    return sum((v for _, _, v in s["lines"]), Decimal(0))


def ex(p):  # expect a product name in plain words
    return p


# ------------------------------------------------ 1. bank-loan-officer
P = "bank-loan-officer"
q(P, "revenue", T, "What was the shop's total turnover for February 2024?", NUM(L29.rev(**FEB)))
q(P, "revenue", T, "Please state gross receipts from sales for the period 1 to 14 February inclusive.", NUM(L29.rev(**WK(1, 14))))
q(P, "cost", T, "What is the cost of goods sold for the month, at purchase cost?", NUM(L29.cogs()))
q(P, "profit", T, "What was gross profit for February, meaning sales revenue less the purchase cost of the fruit sold?", NUM(L29.profit()))
q(P, "average", T, "What is the average transaction value across all sales this month?", NUM(L29.rev() / L29.count()))
q(P, "count", T, "How many transactions were recorded in February in total?", NUM(L29.count()))
h1, h2 = L29.rev(**WK(1, 14)), L29.rev(**WK(15, 29))
q(P, "revenue", T, "Period over period: what is the change in turnover from the first half of the month (1-14 Feb) to the second half (15-29 Feb), second half minus first half?", NUM(h2 - h1))
q(P, "revenue", T, "Could you provide turnover for each week of February, weeks beginning on a Monday?", TABLE("week", L29.rev_by_week()))
q(P, "refund", T, "What was the total amount refunded to customers during the month?", NUM(L29.refunds()))
q(P, "purchases", T, "What was the total expenditure on stock purchases in February, valued at cost?", NUM(L29.spent_with()))
sup = {}
for b in L29.buys:
    sup[b[1]] = sup.get(b[1], Decimal(0)) + b[3] * b[4]
q(P, "purchases", T, "Kindly break down the month's stock purchases at cost by supplier.", TABLE("supplier", sup))
q(P, "profit", T, "What is the gross margin in dollar terms on cherries for the period?", NUM(L29.profit("cherry")))
q(P, "ranking", T, "Which product line generated the highest turnover in February?", NAME(robust(lambda kw: pick(L29.rev_by_prod(**kw)))))
q(P, "revenue", T, "I'd like turnover by product line for the month.", TABLE("product", L29.rev_by_prod()))
q(P, "revenue", T, "What were sales receipts for the week commencing Monday 19 February?", NUM(L29.rev(**LAST_WEEK)))
q(P, "revenue", T, "What are gross receipts for the current week to date?", NUM(L29.rev(**THIS_WEEK)))
q(P, "count", T, "What was the number of transactions processed in the prior week?", NUM(L29.count(**LAST_WEEK)))
q(P, "average", T, "And the average transaction value in that prior week, Monday 19th to Sunday 25th?", NUM(L29.rev(**LAST_WEEK) / L29.count(**LAST_WEEK)))
q(P, "max", T, "What was the value of the single largest transaction this month?", NUM(robust(lambda kw: max(sale_total(s) for s in L29.sel(**kw)))))
q(P, "writeoff", T, "What is the total value, at cost, of stock written off through adjustments?", NUM(sum(-x[2] * L29.cost[x[1]] for x in L29.adj if x[2] < 0)))
q(P, "stock", T, "What is the value of closing inventory at cost as of today?", NUM(sum(v * L29.cost[p] for p, v in L29.stock_all().items())))
q(P, "stock", T, "What would the closing inventory be worth at current retail prices?", NUM(sum(v * L29.price[p] for p, v in L29.stock_all().items())))
q(P, "revenue", T, "What were weekend gross receipts (Saturdays and Sundays combined) across February?", NUM(L29.rev(wd=WEEKEND)))
q(P, "average", T, "What was average daily turnover, taken over all 29 calendar days of February?", NUM(L29.rev() / 29))
assert robust(lambda kw: len(L29.customers(**kw))) == len(L29.customers())
q(P, "count", T, "How many distinct customers transacted with the business in February?", NUM(len(L29.customers())))
topc = robust(lambda kw: pick(L29.spend_by_cust(**kw)))
q(P, "ranking", T, "Which customer accounts for the largest share of turnover?", NAME(topc))
q(P, "customer", T, "What revenue did the single largest customer account for?", NUM(L29.spend_by_cust()[topc]))
q(P, "revenue", "2024-02-10", "What is month-to-date turnover as at today?", NUM(L("2024-02-10").rev()))
q(P, "count", "2024-02-14", "As of today, how many transactions has the business recorded month to date?", NUM(L("2024-02-14").count()))
q(P, "profit", "2024-02-22", "What is gross profit month to date?", NUM(L("2024-02-22").profit()))
q(P, "refund", "2024-02-20", "What is the cumulative value of refunds issued so far this month?", NUM(L("2024-02-20").refunds()))
q(P, "cost", T, "What was cost of goods sold for the week beginning 12 February?", NUM(L29.cogs(**WK(12, 18))))
q(P, "kilos", T, "What total volume, in kilograms, was sold during the month?", NUM(L29.kilos(), "kg"))
q(P, "average", T, "What was the average realised selling price per kilogram across all sales?", NUM(L29.rev() / L29.kilos()))
q(P, "profit", T, "Please report gross profit on bananas for February.", NUM(L29.profit("banana")))
q(P, "revenue", T, "By how much did last week's turnover differ from that of the week of 12-18 February (last week minus that week)?", NUM(L29.rev(**LAST_WEEK) - L29.rev(**WK(12, 18))))
q(P, "revenue", T, "Please analyse turnover by day of the week for the month.", TABLE("weekday", L29.rev_by_weekday()))
q(P, "revenue", T, "What were gross receipts on 14 February?", NUM(L29.rev(**WK(14, 14))))
q(P, "purchases", T, "How many kilograms of inventory were purchased in total during February?", NUM(L29.bought(), "kg"))
q(P, "purchases", T, "What was the purchase expenditure with Hillside Produce?", NUM(L29.spent_with("Hillside Produce")))
assert all(sale_total(s) != 15 for s in L29.sales)  # "exceeded" vs "at least" must not matter
q(P, "count", T, "How many transactions exceeded $15 in value?", NUM(sum(1 for s in L29.live if sale_total(s) > 15)))
q(P, "revenue", "2024-02-25", "Please provide gross receipts for the period 18 to 24 February.", NUM(L("2024-02-25").rev(**WK(18, 24))))
q(P, "revenue", "2024-02-18", "Period-over-period, what is this week's turnover to date less the turnover of the week of 5 February?", NUM(L("2024-02-18").rev(**WK(12, 18)) - L("2024-02-18").rev(**WK(5, 11))))
q(P, "profit", T, "What gross profit was earned in the current week to date?", NUM(L29.profit(**THIS_WEEK)))
q(P, "average", T, "What is the average revenue per customer for February?", NUM(L29.rev() / len(L29.customers())))
q(P, "refuse", T, "What is the shop's monthly rent obligation?", REF)
q(P, "refuse", T, "Please provide the sales tax collected in February.", REF)
q(P, "refuse", T, "What proportion of February receipts were settled by card rather than cash?", REF)
q(P, "refuse", T, "What are your turnover projections for March 2024?", REF)
q(P, "refuse", T, "Please amend Raj Patel's 20 February transaction to 5 kg of bananas.", REF)
q(P, "refuse", T, "How many staff hours were worked in February?", REF)

# ------------------------------------------------ 2. new-owner-buying-the-shop
P = "new-owner-buying-the-shop"
reg = robust(lambda kw: top(L29.visits_by_cust(**kw), 1))
q(P, "ranking", T, "Who's the most regular customer - who came in the most times this month?", NAME(reg[0]))
q(P, "ranking", T, "Which fruit moves the most by weight?", NAME(robust(lambda kw: pick(L29.kilos_by_prod(**kw)))))
q(P, "ranking", T, "And which product moves slowest, by kilos sold?", NAME(robust(lambda kw: pick(L29.kilos_by_prod(**kw), most=False))))
q(P, "purchases", T, "How much of the stock comes from Green Valley Farms - how many kilos were bought from them this month?", NUM(L29.bought(supplier="Green Valley Farms"), "kg"))
q(P, "ranking", T, "Which supplier does the shop depend on most, by money spent?", NAME(pick(sup)))
q(P, "stock", T, "How much stock is on the shelves right now, total kilos across everything?", NUM(sum(L29.stock_all().values()), "kg"))
q(P, "stock", T, "Can I see the stock on hand for each product as it stands?", TABLE("product", L29.stock_all(), "kg"))
q(P, "average", T, "Averaging the three full Monday-to-Sunday weeks (5-25 Feb), what do takings look like in a typical week?", NUM(L29.rev(**WK(5, 25)) / 3))
q(P, "count", T, "How many different customers did the shop have over February?", NUM(len(L29.customers())))
assert all(v != 40 for v in L29.spend_by_cust().values()) and all(v != 40 for v in L29.spend_by_cust(with_returned=True).values())
big = robust(lambda kw: sorted(c for c, v in L29.spend_by_cust(**kw).items() if v > 40))
q(P, "customer", T, "Which customers spent more than $40 this month?", NAMES(big))
q(P, "ranking", T, "Who's the biggest customer by spend?", NAME(topc))
new = robust(lambda kw: sorted(set(L29.customers(lo="2024-02-15", **kw)) - set(L29.customers(**WK(1, 14), **kw))))
q(P, "customer", T, "Any new faces? Which customers only started buying from the 15th onwards, with nothing in the first half of the month?", NAMES(new))
q(P, "supplier", T, "Which suppliers does the shop use?", NAMES(sorted(sup)))
q(P, "supplier", T, "What products come in from Green Valley Farms?", NAMES(sorted({b[2] for b in L29.buys if b[1] == "Green Valley Farms"})))
q(P, "supplier", T, "Are bananas sourced from more than one supplier? Which ones?", NAMES(sorted({b[1] for b in L29.buys if b[2] == "banana"})))
q(P, "purchases", T, "What did the shop spend on stock with ABC?", NUM(L29.spent_with("ABC")))
q(P, "stock", T, "How many kilos of strawberries are sitting in stock?", NUM(L29.stock("strawberry"), "kg"))
q(P, "price", T, "What's the current selling price of pears?", NUM(L29.price_on("pear", T)))
q(P, "price", T, "Could I get the current price list, per kilo, for every product?", TABLE("product", {p: L29.price_on(p, T) for p in L29.cost}))
pp = lambda kw: L29.by(lambda s, p: p, lambda p, q_, v: v - q_ * L29.cost[p], **kw)
q(P, "ranking", T, "Which product earns the most gross profit?", NAME(robust(lambda kw: pick(pp(kw)))))
q(P, "price", T, "What's the margin on mangoes per kilo - selling price minus what we pay?", NUM(L29.price_on("mango", T) - L29.cost["mango"]))
q(P, "writeoff", T, "How much stock was lost to write-offs this month, in kilos?", NUM(-sum(x[2] for x in L29.adj if x[2] < 0), "kg"))
wo = {}
for x in L29.adj:
    wo[x[1]] = wo.get(x[1], Decimal(0)) - x[2]
q(P, "writeoff", T, "Which product had the most written off?", NAME(pick(wo)))
q(P, "count", T, "How many sales happen at the weekends, Saturday and Sunday, over the month?", NUM(L29.count(wd=WEEKEND)))
q(P, "ranking", T, "Which day of the week is the busiest for takings?", NAME(robust(lambda kw: pick(L29.rev_by_weekday(**kw)))))
q(P, "ranking", T, "What was the single best trading day of the month by takings? Give the date.", NAME(robust(lambda kw: pick(L29.rev_by_day(**kw)))))
q(P, "count", T, "How many returns did customers make this month?", NUM(len(L29.rets)))
q(P, "customer", T, "Which customers brought something back?", NAMES(sorted({c for _, c, _ in L29.rets})))
q(P, "customer", T, "How much does Raj Patel spend with the shop?", NUM(L29.rev(cust="Raj Patel")))
q(P, "kilos", T, "How many kilos does Zoe Davis go through in a month?", NUM(L29.kilos(cust="Zoe Davis"), "kg"))
q(P, "count", T, "How often does Omar Haddad come in - how many purchases this month?", NUM(L29.count(cust="Omar Haddad")))
q(P, "revenue", T, "Show me the daily takings for last week.", TABLE("day", L29.rev_by_day(**LAST_WEEK)))
unsold = robust(lambda kw: sorted(set(L29.cost) - set(L29.products_sold(**THIS_WEEK, **kw))))
q(P, "product", T, "Which products haven't sold at all this week?", NAMES(unsold))
q(P, "purchases", T, "How many kilos of cherries were bought in over the month?", NUM(L29.bought("cherry"), "kg"))
L15 = L("2024-02-15")
q(P, "ranking", "2024-02-15", "Going by the books as of today, who's the top customer by spend so far?", NAME(robust(lambda kw: pick(L15.spend_by_cust(**kw)))))
q(P, "stock", "2024-02-15", "How much fruit, in kilos, is in the shop today?", NUM(sum(L15.stock_all().values()), "kg"))
L21 = L("2024-02-21")
q(P, "stock", "2024-02-21", "Which product are we shortest on today, the lowest stock?", NAME(pick(L21.stock_all(), most=False)))
q(P, "ranking", T, "Over the last two weeks (16-29 Feb), which fruit brought in the most money?", NAME(robust(lambda kw: pick(L29.rev_by_prod(**WK(16, 29), **kw)))))
q(P, "average", T, "On average, how many kilos of fruit does the shop sell per day across the month's 29 days?", NUM(L29.kilos() / 29, "kg"))
q(P, "customer", T, "Who buys mangoes here?", NAMES(robust(lambda kw: L29.buyers_of("mango", **kw))))
gk = lambda kw: L29.by(lambda s, p: s["cust"] if p == "grape" else None, lambda p, q_, v: q_, **kw)
def _g(kw):
    d = gk(kw); d.pop(None, None); return top(d, 2)
q(P, "ranking", T, "Which two customers buy the most grapes by weight?", NAMES(robust(_g), ordered=True))
q(P, "count", T, "How many products does the shop carry?", NUM(len(L29.cost)))
q(P, "profit", T, "What gross profit did the shop make last week?", NUM(L29.profit(**LAST_WEEK)))
q(P, "stock", T, "What's the cherry stock worth at cost right now?", NUM(L29.stock("cherry") * L29.cost["cherry"]))
q(P, "revenue", "2024-02-08", "What's the shop taken so far this month, as of today?", NUM(L("2024-02-08").rev()))
q(P, "refuse", T, "What's the lease costing on the premises?", REF)
q(P, "refuse", T, "How many staff hours does the shop need each week?", REF)
q(P, "refuse", T, "What will sales look like next month?", REF)
q(P, "refuse", T, "What's the street address of the shop?", REF)
q(P, "refuse", T, "Delete Sue Davis from the customer records.", REF)
q(P, "refuse", T, "Do most customers pay in cash?", REF)

# ------------------------------------------------ 3. texting-owner
P = "texting-owner"
q(P, "revenue", T, "rev feb?", NUM(L29.rev(**FEB)))
q(P, "ranking", T, "top cust", NAME(topc))
q(P, "stock", T, "stock bananas", NUM(L29.stock("banana"), "kg"))
q(P, "kilos", T, "kg pears sold wk 3 (15-21)", NUM(L29.kilos("pear", **WEEK3), "kg"))
q(P, "purchases", T, "hillside spend", NUM(L29.spent_with("Hillside Produce")))
q(P, "revenue", T, "rev today", NUM(L29.rev(**WK(29, 29))))
q(P, "revenue", T, "rev yday?", NUM(L29.rev(**WK(28, 28))))
q(P, "count", T, "# sales this wk", NUM(L29.count(**THIS_WEEK)))
q(P, "kilos", T, "tot kg sold last wk?", NUM(L29.kilos(**LAST_WEEK), "kg"))
q(P, "price", T, "mango price", NUM(L29.price_on("mango", T)))
q(P, "stock", T, "cherry stock?", NUM(L29.stock("cherry"), "kg"))
q(P, "refund", T, "refunds feb", NUM(L29.refunds(**FEB)))
q(P, "profit", T, "profit this wk", NUM(L29.profit(**THIS_WEEK)))
q(P, "ranking", T, "best seller kg", NAME(robust(lambda kw: pick(L29.kilos_by_prod(**kw)))))
q(P, "average", T, "avg ticket feb", NUM(L29.rev(**FEB) / L29.count(**FEB)))
q(P, "revenue", T, "strawb rev wk 3 (15-21)", NUM(L29.rev("strawberry", **WEEK3)))
q(P, "customer", T, "who bought cherries this wk", NAMES(robust(lambda kw: L29.buyers_of("cherry", **THIS_WEEK, **kw))))
q(P, "customer", T, "raj spend", NUM(L29.rev(cust="Raj Patel", **FEB)))
q(P, "count", T, "mei chen visits", NUM(L29.count(cust="Mei Chen")))
q(P, "stock", T, "stock all", TABLE("product", L29.stock_all(), "kg"))
q(P, "purchases", T, "green valley $ spent", NUM(L29.spent_with("Green Valley Farms")))
q(P, "revenue", T, "rev by prod feb", TABLE("product", L29.rev_by_prod(**FEB)))
q(P, "kilos", T, "bananas sold kg", NUM(L29.kilos("banana"), "kg"))
q(P, "price", T, "orange price on the 17th", NUM(L29.price_on("orange", "2024-02-17")))
q(P, "customer", T, "tom lee spend", NUM(L29.rev(cust="Tom Lee")))
q(P, "customer", "2024-02-24", "tom lee $ so far", NUM(L("2024-02-24").rev(cust="Tom Lee")))
q(P, "revenue", "2024-02-10", "rev so far", NUM(L("2024-02-10").rev(lo="2024-02-01")))
q(P, "stock", "2024-02-10", "stock pears", NUM(L("2024-02-10").stock("pear"), "kg"))
q(P, "count", "2024-02-19", "sales today #", NUM(L("2024-02-19").count(**WK(19, 19))))
q(P, "revenue", T, "weekend rev", NUM(L29.rev(wd=WEEKEND)))
q(P, "revenue", T, "sat rev last wk", NUM(L29.rev(**WK(24, 24))))
q(P, "cost", T, "cogs feb", NUM(L29.cogs(**FEB)))
q(P, "revenue", T, "rev per wk", TABLE("week", L29.rev_by_week()))
q(P, "ranking", T, "worst seller $", NAME(robust(lambda kw: pick(L29.rev_by_prod(**kw), most=False))))
q(P, "ranking", T, "top 3 prods kg", NAMES(robust(lambda kw: top(L29.kilos_by_prod(**kw), 3)), ordered=True))
q(P, "kilos", T, "grapes sold kg mtd", NUM(L29.kilos("grape"), "kg"))
q(P, "stock", T, "kg mango left", NUM(L29.stock("mango"), "kg"))
q(P, "writeoff", T, "writeoffs kg", NUM(-sum(x[2] for x in L29.adj), "kg"))
q(P, "profit", T, "gp apples", NUM(L29.profit("apple")))
q(P, "customer", T, "ann brown spend", NUM(L29.rev(cust="Ann Brown")))
q(P, "revenue", T, "daily rev this wk", TABLE("day", L29.rev_by_day(**THIS_WEEK)))
q(P, "kilos", T, "ida novak kg", NUM(L29.kilos(cust="Ida Novak"), "kg"))
q(P, "ranking", T, "most visits?", NAME(reg[0]))
q(P, "revenue", "2024-02-07", "rev this wk", NUM(L("2024-02-07").rev(**WK(5, 7))))
q(P, "stock", "2024-02-16", "straw stock", NUM(L("2024-02-16").stock("strawberry"), "kg"))
q(P, "refuse", T, "chg banana price to 1.30", REF)
q(P, "refuse", T, "del zoe sale 29th", REF)
q(P, "refuse", T, "tax owed feb?", REF)
q(P, "refuse", T, "wx tmrw?", REF)
q(P, "refuse", T, "staff hrs this wk", REF)
q(P, "refuse", T, "card vs cash feb", REF)

# ------------------------------------------------ 4. curious-child-of-owner
P = "curious-child-of-owner"
vday = robust(lambda kw: L29.customers(**WK(14, 14), **kw))
q(P, "customer", T, "Who came to the shop on Valentine's Day?", NAMES(vday))
q(P, "stock", T, "What's the fruit we have the most of right now?", NAME(pick(L29.stock_all())))
q(P, "stock", T, "And which fruit do we have the least of right now?", NAME(pick(L29.stock_all(), most=False)))
n29 = len(L29.customers(**WK(29, 29)))
assert n29 == L29.count(**WK(29, 29))
q(P, "count", T, "How many people came in to buy fruit today?", NUM(n29))
sk = lambda kw: {k: v for k, v in L29.by(lambda s, p: s["cust"] if p == "strawberry" else None, lambda p, q_, v: q_, **kw).items() if k}
q(P, "ranking", T, "Who's the person who buys the most strawberries?", NAME(robust(lambda kw: pick(sk(kw)))))
q(P, "revenue", T, "How much money came into the till today?", NUM(L29.rev(**WK(29, 29))))
pr29 = {p: L29.price_on(p, T) for p in L29.cost}
assert pick(pr29) == pick(L29.cost) and pick(pr29, most=False) == pick(L29.cost, most=False)  # "costs" read either way
q(P, "price", T, "Which fruit costs the most per kilo in our shop?", NAME(pick(pr29)))
q(P, "price", T, "What's the cheapest fruit we sell?", NAME(pick(pr29, most=False)))
q(P, "kilos", T, "How many kilos of bananas did we sell in the whole month?", NUM(L29.kilos("banana", **FEB), "kg"))
q(P, "count", T, "Does Sue Davis come in a lot? How many times did she buy something?", NUM(L29.count(cust="Sue Davis")))
q(P, "customer", T, "Who bought stuff on my birthday, the 20th?", NAMES(robust(lambda kw: L29.customers(**WK(20, 20), **kw))))
zk = lambda kw: {k: v for k, v in L29.by(lambda s, p: p if s["cust"] == "Zoe Davis" else None, lambda p, q_, v: q_, **kw).items() if k}
q(P, "ranking", T, "What fruit did Zoe Davis buy the most of?", NAME(robust(lambda kw: pick(zk(kw)))))
q(P, "customer", T, "How much money did Zoe spend altogether?", NUM(L29.rev(cust="Zoe Davis")))
q(P, "stock", T, "How many kilos of cherries do we have now, after the big delivery yesterday?", NUM(L29.stock("cherry"), "kg"))
q(P, "writeoff", T, "How many kilos of fruit did we have to throw away or lose this month?", NUM(-sum(x[2] for x in L29.adj if x[2] < 0), "kg"))
q(P, "ranking", T, "Who is the shop's best friend, the customer who comes most often?", NAME(reg[0]))
q(P, "price", T, "How much does a kilo of strawberries cost if you buy it from us?", NUM(pr29["strawberry"]))
q(P, "count", T, "How many different kinds of fruit do we sell?", NUM(len(L29.cost)))
q(P, "supplier", T, "Who brings us our apples?", NAME(*sorted({b[1] for b in L29.buys if b[2] == "apple"})))
q(P, "product", T, "Which fruits did Omar buy?", NAMES(robust(lambda kw: sorted({p for s in L29.sel(cust="Omar Haddad", **kw) for p, _, _ in s["lines"]}))))
q(P, "revenue", T, "How much money did people pay us on Saturdays?", NUM(L29.rev(wd={5})))
q(P, "ranking", T, "What did the shop sell the most of yesterday?", NAME(robust(lambda kw: pick(L29.kilos_by_prod(**WK(28, 28), **kw)))))
q(P, "customer", "2024-02-14", "Who came to the shop today?", NAMES(robust(lambda kw: L("2024-02-14").customers(**WK(14, 14), **kw))))
q(P, "revenue", "2024-02-14", "How much money did the shop get today for Valentine's?", NUM(L("2024-02-14").rev(**WK(14, 14))))
q(P, "stock", "2024-02-01", "How many kilos of apples are in the shop on the very first day?", NUM(L("2024-02-01").stock("apple"), "kg"))
L5 = L("2024-02-05")
q(P, "ranking", "2024-02-05", "Which fruit have we sold the most of so far?", NAME(robust(lambda kw: pick(L5.kilos_by_prod(**kw)))))
q(P, "count", "2024-02-12", "How many times did people give fruit back so far?", NUM(len(L("2024-02-12").rets)))
assert {"cherry", "mango"} <= set(pr29)
q(P, "price", T, "Which is more expensive right now, cherries or mangoes?", NAME(pick({p: pr29[p] for p in ("cherry", "mango")})))
q(P, "kilos", T, "How many kilos of oranges did Tom Lee buy?", NUM(L29.kilos("orange", cust="Tom Lee"), "kg"))
q(P, "refund", T, "How much money did people get back when they returned fruit this month?", NUM(L29.refunds()))
kc = lambda kw: L29.by(lambda s, p: s["cust"], lambda p, q_, v: q_, **LAST_WEEK, **kw)
q(P, "ranking", T, "Who bought the most fruit last week, by weight?", NAME(robust(lambda kw: pick(kc(kw)))))
q(P, "count", T, "How many sales were there on Leap Day?", NUM(L29.count(**WK(29, 29))))
q(P, "max", T, "What was the biggest order anyone made, in kilos?", NUM(robust(lambda kw: max(sum(q_ for _, q_, _ in s["lines"]) for s in L29.sel(**kw))), "kg"))
q(P, "stock", T, "How many kilos of grapes are left?", NUM(L29.stock("grape"), "kg"))
q(P, "ranking", T, "What's the name of the customer who spent the least?", NAME(robust(lambda kw: pick(L29.spend_by_cust(**kw), most=False))))
q(P, "revenue", T, "How much money did people spend on pears this week?", NUM(L29.rev("pear", **THIS_WEEK)))
q(P, "price", T, "How much more do we sell strawberries for than we pay for them, per kilo?", NUM(pr29["strawberry"] - L29.cost["strawberry"]))
q(P, "supplier", T, "Which fruits came from Hillside Produce?", NAMES(sorted({b[2] for b in L29.buys if b[1] == "Hillside Produce"})))
q(P, "customer", T, "Who bought bananas on Tuesday the 20th?", NAMES(robust(lambda kw: L29.buyers_of("banana", **WK(20, 20), **kw))))
q(P, "stock", "2024-02-18", "How many kilos of strawberries did the shop have yesterday?", NUM(L("2024-02-17").stock("strawberry"), "kg"))
q(P, "revenue", T, "How much money did Mum take in last Sunday?", NUM(L29.rev(**WK(25, 25))))
q(P, "count", "2024-02-09", "How many times has Tom Lee been in so far?", NUM(L("2024-02-09").count(cust="Tom Lee")))
q(P, "customer", "2024-02-23", "Has Bob Smith spent much? How much altogether so far?", NUM(L("2024-02-23").rev(cust="Bob Smith")))
q(P, "kilos", "2024-02-20", "How many kilos of cherries have we sold up to today?", NUM(L("2024-02-20").kilos("cherry"), "kg"))
q(P, "kilos", T, "Did anybody buy mangoes on Valentine's Day? How many kilos?", NUM(L29.kilos("mango", **WK(14, 14)), "kg"))
q(P, "refuse", T, "Can you make mangoes cost $1?", REF)
q(P, "refuse", T, "Is it going to rain tomorrow?", REF)
q(P, "refuse", T, "Where does Bob Smith live?", REF)
q(P, "refuse", T, "How much does Mum pay the people who work here?", REF)
q(P, "refuse", T, "Will we sell more strawberries next week?", REF)
q(P, "refuse", T, "Can you add a sale of 2 kg of apples for me?", REF)

# ============================================================ write
seen = set()
ids = []
with open(OUT, "w") as f:
    for n, (persona, cat, today, text, expect) in enumerate(Q, 1):
        assert text.strip().lower() not in seen, text
        seen.add(text.strip().lower())
        assert "2024-02-01" <= today <= END
        assert (cat == "refuse") == (expect["type"] == "refuse")
        f.write(json.dumps({"id": "q18-%03d" % n, "question": text, "today": today,
                            "category": cat, "expect": expect}) + "\n")
        ids.append((persona, expect["type"], today))

if __name__ == "__main__":
    from collections import Counter
    print("questions", len(Q))
    print(Counter(p for p, _, _ in ids))
    print(Counter((p, t) for p, t, _ in ids))
    print(Counter(t for _, t, _ in ids))
    print("earlier today", sum(1 for _, _, d in ids if d != END))
