"""Held-out manager questions (set 86) for the offline question reader.

Reads resources/demo/fruitshop_month.jsonl, computes every expected answer with
plain Python (Decimal arithmetic, no hand-typed answers) and writes
questions.jsonl beside this file.  Stdlib only.  Run from the repository root:

    python bench/unseen86/question_truth.py

Semantics (the contract in the set's README, in short):
  * only records dated on or before the question's `today` count; the shop is
    rebuilt from that prefix of the file (the file is asserted to be in date order);
  * a sale returned on or before `today` is dropped from takings, kilos, counts,
    customer spend and profit for every range; its refund is the sale's full value,
    dated on the return; a return after `today` is ignored;
  * line value = kg x selling price in force at that point of the file, rounded
    half-up to the cent; "price now" = the last price dated <= today;
  * stock at close of D = bought <= D - kilos sold <= D and not returned by D
    + adjustments <= D, i.e. the stock of the shop as it stood at close of D;
  * profit = revenue - kg x unit cost (one unit cost per product, asserted);
    write-offs = negative stock adjustments, costed at the unit cost;
  * this week = Monday..today, last week = previous Monday..Sunday (keyed on the
    Monday), weekend = Sat + Sun, "since" inclusive, "before" exclusive,
    "between" both ends, "last N days" includes today, "the weekend" asked
    midweek = the Sat + Sun just gone;
  * tables leave out zero rows; money / percent 2 dp, kilos 3 dp, counts int.
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


def is_weekend(s):
    return day(s).weekday() >= 5


def on_weekday(name):
    i = WEEKDAYS.index(name)
    return lambda s: day(s).weekday() == i


with open(DATA) as _f:
    RECORDS = [json.loads(line) for line in _f if line.strip()]
assert all(a["date"] <= b["date"] for a, b in zip(RECORDS, RECORDS[1:])), "file not in date order"


# ============================================================= the shop as known on `today`
class Shop:
    def __init__(self, today):
        self.today = today
        self.prices = []      # (date, product, price) in file order
        self.buys = []        # dict(index, date, supplier, product, qty, cost, total)
        self.adjusts = []     # dict(date, product, qty)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, price, total)], total)
        self.returns = []     # dict(index, date, customer, sale_date, sale, refund)
        now = {}
        for i, r in enumerate(RECORDS):
            if r["date"] > today:
                break
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    q, c = dec(it["quantity"]), dec(it["unit_cost"])
                    self.buys.append(dict(index=i, date=r["date"], supplier=r["supplier"]["name"],
                                          product=it["product"], qty=q, cost=c,
                                          total=(q * c).quantize(CENT, ROUND_HALF_UP)))
                    if it.get("selling_price") is not None:
                        now[it["product"]] = dec(it["selling_price"])
                        self.prices.append((r["date"], it["product"], now[it["product"]]))
            elif kind == "price_change":
                now[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], now[r["product"]]))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    q, p = dec(it["quantity"]), now[it["product"]]
                    exact = q * p
                    assert abs(exact * 100 - int(exact * 100)) != Decimal("0.5"), "half-cent line"
                    lines.append((it["product"], q, p, exact.quantize(CENT, ROUND_HALF_UP)))
                self.sales.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                       lines=lines, total=sum((t for *_, t in lines), ZERO)))
            elif kind == "return":
                match = [s for s in self.sales if s["customer"] == r["customer"]["name"]
                         and s["date"] == r["sale_date"] and "returned_on" not in s]
                assert len(match) == 1, r
                match[0]["returned_on"] = r["date"]
                self.returns.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                         sale_date=r["sale_date"], sale=match[0], refund=match[0]["total"]))
            elif kind == "stock_adjustment":
                self.adjusts.append(dict(date=r["date"], product=r["product"], qty=dec(r["quantity"])))
            else:
                raise ValueError(kind)
        self.standing = [s for s in self.sales if "returned_on" not in s]
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.unit = {}
        for p in self.products:
            costs = {b["cost"] for b in self.buys if b["product"] == p}
            assert len(costs) == 1, (p, costs)       # one unit cost per product
            self.unit[p] = costs.pop()

    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel_sales(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [s for s in self.standing if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(l[0] == product for l in s["lines"]))]

    def sel_lines(self, lo=None, hi=None, customer=None, product=None, days=None):
        for s in self.sel_sales(lo, hi, customer, None, days):
            for line in s["lines"]:
                if product is None or line[0] == product:
                    yield s, line

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [b for b in self.buys if self.ok(b["date"], lo, hi, None)
                and (supplier is None or b["supplier"] == supplier)
                and (product is None or b["product"] == product)]

    def revenue(self, **kw):
        return sum((l[3] for _, l in self.sel_lines(**kw)), ZERO)

    def kilos(self, **kw):
        return sum((l[1] for _, l in self.sel_lines(**kw)), ZERO)

    def n_sales(self, **kw):
        return len(self.sel_sales(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel_sales(**kw)})

    def sold_products(self, **kw):
        return sorted({l[0] for _, l in self.sel_lines(**kw)})

    def cogs(self, **kw):
        return sum((l[1] * self.unit[l[0]] for _, l in self.sel_lines(**kw)), ZERO)

    def profit(self, **kw):
        return self.revenue(**kw) - self.cogs(**kw)

    def spend(self, **kw):
        return sum((b["total"] for b in self.sel_buys(**kw)), ZERO)

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), ZERO)

    def deliveries(self, **kw):
        return len({b["index"] for b in self.sel_buys(**kw)})

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [r for r in self.returns if self.ok(r["date"], lo, hi, None)
                and (customer is None or r["customer"] == customer)]

    def refunds(self, **kw):
        return sum((r["refund"] for r in self.sel_returns(**kw)), ZERO)

    def written_off(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                     and (product is None or a["product"] == product)), ZERO)

    def written_off_cost(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] * self.unit[a["product"]] for a in self.adjusts if a["qty"] < 0
                     and self.ok(a["date"], lo, hi, None) and (product is None or a["product"] == product)), ZERO)

    def stock(self, product):
        """Stock at close of `today`."""
        return (self.bought(product=product) - self.kilos(product=product)
                + sum((a["qty"] for a in self.adjusts if a["product"] == product), ZERO))

    def price(self, product):
        """The last price dated <= today."""
        p = None
        for _, prod, pr in self.prices:
            if prod == product:
                p = pr
        return p

    def price_before(self, product, d):
        """The price in force before any record of day d (the other reading of "price on d")."""
        p = None
        for dd, prod, pr in self.prices:
            if prod == product and dd < d:
                p = pr
        return p


_SHOPS = {}


def shop(today):
    if today not in _SHOPS:
        _SHOPS[today] = Shop(today)
    return _SHOPS[today]


def stock_on(product, d, today):
    """Stock at close of d, asked on `today` (d <= today): the shop as it stood at close of d."""
    assert d <= today
    return shop(d).stock(product)


def price_on(product, d, today):
    assert d <= today
    a, b = shop(d).price(product), shop(d).price_before(product, d)
    assert a == b, ("price changed that day", product, d)
    return a


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
    """Keys of the n highest (or lowest) values of d; values differ through the first one left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def over(d, threshold, below=False):
    """Keys whose value is above (or below) a threshold that no value sits on."""
    assert all(v != threshold for v in d.values()), ("value on threshold", threshold)
    return [k for k, v in d.items() if (v < threshold if below else v > threshold)]


def per(keys, fn):
    return {k: fn(k) for k in keys}


def last_week(today):
    m = monday(today)
    return dict(lo=shift(m, -7), hi=shift(m, -1))


def this_week(today):
    return dict(lo=monday(today), hi=today)


def weekend_gone(today):
    """The Sat + Sun just gone (or the current one, asked on a Sunday)."""
    d = today
    while weekday(d) != "Sunday":
        d = shift(d, -1)
    return dict(lo=shift(d, -1), hi=d)


def last_days(today, n):
    return dict(lo=shift(today, -(n - 1)), hi=today)


def so_far(today):
    return dict(lo="2024-02-01", hi=today)


QS = []
PERSONA = [None]
T = "2024-02-29"                                   # a Thursday, last day of the records
assert weekday(T) == "Thursday"
FEB = span("2024-02-01", T)


def Q(text, category, expect, today=T):
    QS.append(dict(question=text, today=today, category=category, expect=expect, persona=PERSONA[0]))


def R(text, today=T):
    Q(text, "refuse", refuse(), today)


S = shop(T)
assert all(S.n_sales(lo=d, hi=d) > 0 for d in FEB)       # per-day averages: calendar days = trading days
WEEKS = sorted({monday(d) for d in FEB})


def week_rev(sh, w):
    return sh.revenue(lo=w, hi=shift(w, 6))


def cust_rev(sh, **kw):
    return per(sh.customers, lambda c: sh.revenue(customer=c, **kw))


def stock_value_cost(sh):
    return sum((sh.stock(p) * sh.unit[p] for p in sh.products), ZERO)


def changes(sh):
    """(product, old price, new price) for every price that moved."""
    out, cur = [], {}
    for _, p, pr in sh.prices:
        if p in cur and cur[p] != pr:
            out.append((p, cur[p], pr))
        cur[p] = pr
    return out


# ============================================================= persona 1: Yorkshire market porter
PERSONA[0] = "Yorkshire market porter"
Q("ey up, how much brass 'ave we took this month all told?", "revenue", number(S.revenue(**so_far(T)), "money"))
Q("how many kilos o' bananas 'ave we shifted this month?", "kilos_sold", number(S.kilos(product="banana"), "kg"))
Q("what's left o' t'strawbs in t'back?", "stock_now", number(S.stock("strawberry"), "kg"))
Q("what've we paid ABC for fruit, all in?", "purchase_cost", number(S.spend(supplier="ABC"), "money"))
Q("who's spent t'most brass wi' us this month?", "ranking", name(best(cust_rev(S))[0]))
Q("'ow many sales did we ring up on t'Saturday just gone?", "count",
  number(S.n_sales(lo=weekend_gone(T)["lo"], hi=weekend_gone(T)["lo"]), "count"))
Q("what were cherries goin' for on t'20th?", "price_on_date", number(price_on("cherry", "2024-02-20", T), "money"))
Q("what did we tek last week, Monday through t'Sunday?", "revenue", number(S.revenue(**last_week(T)), "money"))
Q("'ow many kilos 'ave come in from Green Valley, whole month like?", "kilos_bought",
  number(S.bought(supplier="Green Valley Farms"), "kg"))
Q("what's pears sellin' at now, after t'cut?", "price_now", number(S.price("pear"), "money"))
Q("'ow much brass 'ave we 'anded back in refunds this month?", "refunds", number(S.refunds(), "money"))
Q("which fruit's fetched in t'most brass?", "ranking", name(best(per(S.products, lambda p: S.revenue(product=p)))[0]))
Q("gi' us t'takings week by week, keyed on t'Monday", "grouping",
  table("week", per(WEEKS, lambda w: week_rev(S, w)), "money"))
Q("'ow many kilos 'ave we 'ad to write off at stock count?", "write_offs", number(S.written_off(), "kg"))
Q("them write-offs, what did they cost us at cost price?", "write_offs", number(S.written_off_cost(), "money"))
Q("'ow much grapes 'ave we got on t'shelf?", "stock_now", number(S.stock("grape"), "kg"))
Q("top three fruits by t'weight we've sold, biggest first", "ranking",
  names(best(per(S.products, lambda p: S.kilos(product=p)), 3), ordered=True))
Q("what's Omar spent wi' us?", "customer_spend", number(S.revenue(customer="Omar Haddad"), "money"))
Q("'ow much did weekends bring in, t'whole month?", "revenue", number(S.revenue(days=is_weekend), "money"))
Q("takings on Tuesday t'20th?", "revenue", number(S.revenue(lo="2024-02-20", hi="2024-02-20"), "money"))
Q("what's t'margin on mangoes in brass, not percent?", "profit", number(S.profit(product="mango"), "money"))
Q("what's all t'stock worth at cost, as it stands?", "stock_value", number(stock_value_cost(S), "money"))
Q("'ow many kilos o' fruit 'ave we bought in altogether this month?", "kilos_bought", number(S.bought(), "kg"))
Q("which supplier 'ave we paid t'least brass to?", "ranking",
  name(best(per(S.suppliers, lambda s: S.spend(supplier=s)), low=True)[0]))
Q("which days did t'till tek more than 30?", "which",
  names(over(per(FEB, lambda d: S.revenue(lo=d, hi=d)), 30), ordered=False))
Q("'ow many kilos o' cherries did we sell from t'19th to t'25th?", "kilos_sold",
  number(S.kilos(product="cherry", lo="2024-02-19", hi="2024-02-25"), "kg"))
Q("average takings a day this month?", "average", number(S.revenue() / len(FEB), "money"))
Q("who's 'ad mangoes off us this month?", "who", names(S.buyers(product="mango"), ordered=False))
Q("'ow many separate sales 'ave we rung up for Raj?", "count", number(S.n_sales(customer="Raj Patel"), "count"))
Q("what's t'cheapest fruit on t'board right now?", "price_now",
  name(best(per(S.products, S.price), low=True)[0]))
Q("what did we pay a kilo for t'mangoes?", "unit_cost", number(S.unit["mango"], "money"))
Q("did we shift more kilos o' apples or o' oranges?", "comparison",
  name(best({p: S.kilos(product=p) for p in ("apple", "orange")})[0]))
for today, text, cat, fn in [
    ("2024-02-09", "what 'ave we took so far this week?", "revenue",
     lambda s, t: number(s.revenue(**this_week(t)), "money")),
    ("2024-02-12", "what did we tek over t'weekend?", "revenue",
     lambda s, t: number(s.revenue(**weekend_gone(t)), "money")),
    ("2024-02-14", "'ow many kilos o' pears 'ave we got left?", "stock_now",
     lambda s, t: number(s.stock("pear"), "kg")),
    ("2024-02-20", "who's 'ad cherries off us this week?", "who",
     lambda s, t: names(s.buyers(product="cherry", **this_week(t)), ordered=False)),
    ("2024-02-16", "kilos sold since t'first?", "kilos_sold",
     lambda s, t: number(s.kilos(lo="2024-02-01"), "kg")),
    ("2024-02-22", "what've we spent on stock so far this month?", "purchase_cost",
     lambda s, t: number(s.spend(**so_far(t)), "money")),
    ("2024-02-07", "'ow many sales 'ave we rung up this month so far?", "count",
     lambda s, t: number(s.n_sales(**so_far(t)), "count")),
    ("2024-02-21", "which day last week were t'busiest for takings?", "ranking",
     lambda s, t: name(best(per(span(**last_week(t)), lambda d: s.revenue(lo=d, hi=d)))[0])),
    ("2024-02-18", "what's bananas sellin' at today?", "price_now", lambda s, t: number(s.price("banana"), "money")),
    ("2024-02-11", "'ow much cherries 'ave we got in?", "stock_now", lambda s, t: number(s.stock("cherry"), "kg")),
    ("2024-02-23", "'ow much 'ave we refunded so far this month?", "refunds",
     lambda s, t: number(s.refunds(**so_far(t)), "money")),
    ("2024-02-19", "what did we tek on Saturday just gone?", "revenue",
     lambda s, t: number(s.revenue(lo=weekend_gone(t)["lo"], hi=weekend_gone(t)["lo"]), "money")),
    ("2024-02-21", "kilos we've shifted in t'last 3 days, today an' all", "kilos_sold",
     lambda s, t: number(s.kilos(**last_days(t, 3)), "kg")),
    ("2024-02-20", "what's Bob Smith spent wi' us so far?", "customer_spend",
     lambda s, t: number(s.revenue(customer="Bob Smith", **so_far(t)), "money")),
]:
    Q(text, cat, fn(shop(today), today), today)
for text in [
    "what'll we tek next Saturday, d'ya reckon?",
    "who were on t'till on t'14th?",
    "scrub Bob's sale off t'18th, it were a mistake",
    "is it gonna rain Saturday? will it keep folk away?",
    "what's diesel for t'van costin' us a week?",
    "bump mangoes up to 2.60 a kilo for us",
]:
    R(text)

# ============================================================= persona 2: Nigerian-English aunt
PERSONA[0] = "Nigerian-English aunt"
Q("Please, how much did Mei Chen spend in this shop this month?", "customer_spend",
  number(S.revenue(customer="Mei Chen"), "money"))
Q("Abeg, which customer has carried the most kilos from us?", "ranking",
  name(best(per(S.customers, lambda c: S.kilos(customer=c)))[0]))
Q("My dear, how much did we make on Thursday the 22nd?", "revenue",
  number(S.revenue(lo="2024-02-22", hi="2024-02-22"), "money"))
Q("Kindly tell me the total kilos of oranges we bought from the Green Valley people.", "kilos_bought",
  number(S.bought(supplier="Green Valley Farms", product="orange"), "kg"))
Q("This Tom Lee, how much have we refunded him altogether?", "refunds", number(S.refunds(customer="Tom Lee"), "money"))
Q("How many different customers patronised us last week?", "count", number(len(S.buyers(**last_week(T))), "count"))
Q("Ehen, what is the gross profit for the whole month so far?", "profit", number(S.profit(**so_far(T)), "money"))
Q("Please what is our profit margin in percent for this month?", "margin",
  number(S.profit() / S.revenue() * 100, "pct"))
Q("Which customers spent above 60 dollars with us this month, abeg?", "who",
  names(over(cust_rev(S), 60), ordered=False))
Q("How much did Hillside Produce collect from us in total?", "purchase_cost",
  number(S.spend(supplier="Hillside Produce"), "money"))
Q("Which fruit did we sell the smallest kilos of? I want to know.", "ranking",
  name(best(per(S.products, lambda p: S.kilos(product=p)), low=True)[0]))
Q("Tell me the names of everybody who brought back goods for refund.", "who",
  names(sorted({r["customer"] for r in S.returns}), ordered=False))
Q("How much money did strawberries bring this month? Strawberry is doing well o.", "revenue",
  number(S.revenue(product="strawberry"), "money"))
Q("Please break down the money each customer spent, one by one.", "grouping", table("customer", cust_rev(S), "money"))
Q("How many kilos of mango are remaining in the shop now?", "stock_now", number(S.stock("mango"), "kg"))
Q("What is the average amount a customer spends per sale, my dear?", "average",
  number(S.revenue() / S.n_sales(), "money"))
Q("Auntie wants to know the sales money for each day of last week.", "grouping",
  table("day", per(span(**last_week(T)), lambda d: S.revenue(lo=d, hi=d)), "money"))
Q("How much did we buy the cherries per kilo from the supplier?", "unit_cost", number(S.unit["cherry"], "money"))
Q("Which supplier brings us pears?", "supplier",
  names(sorted({b["supplier"] for b in S.sel_buys(product="pear")}), ordered=False))
Q("Between Zoe Davis and Omar Haddad, who has spent more money with us?", "comparison",
  name(best({c: S.revenue(customer=c) for c in ("Zoe Davis", "Omar Haddad")})[0]))
CH = changes(S)
assert len({c[0] for c in CH}) == len(CH)        # one change per product
chg = {c[0]: c for c in CH}
Q("What was the orange price before they increased it?", "price_change", number(chg["orange"][1], "money"))
Q("By how much percent did we increase the orange price?", "price_change",
  number((chg["orange"][2] - chg["orange"][1]) / chg["orange"][1] * 100, "pct"))
Q("How many kilos of fruit did we sell on weekends this month?", "kilos_sold", number(S.kilos(days=is_weekend), "kg"))
Q("Please, which day of the week brings the most money in total?", "ranking",
  name(best(per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w))))[0]))
Q("Which three customers spent the least with us? Start from the smallest.", "ranking",
  names(best(cust_rev(S), 3, low=True), ordered=True))
Q("Since the 20th, how much money have we taken?", "revenue", number(S.revenue(lo="2024-02-20"), "money"))
Q("How much did Raj spend in the week of the 19th?", "customer_spend",
  number(S.revenue(customer="Raj Patel", lo="2024-02-19", hi="2024-02-25"), "money"))
Q("What did we sell to Ken Smith? Which fruits?", "which", names(S.sold_products(customer="Ken Smith"), ordered=False))
Q("How many kilos of bananas did we buy in total, from everybody?", "kilos_bought",
  number(S.bought(product="banana"), "kg"))
Q("Which product gave us the smallest profit this month?", "ranking",
  name(best(per(S.products, lambda p: S.profit(product=p)), low=True)[0]))
Q("How many kilos did Omar Haddad buy this month?", "kilos_sold", number(S.kilos(customer="Omar Haddad"), "kg"))
Q("Please which date did we last write off stock?", "write_offs",
  name(max(a["date"] for a in S.adjusts if a["qty"] < 0)))
Q("Sue Davis, how much has she spent since she started coming?", "customer_spend",
  number(S.revenue(customer="Sue Davis"), "money"))
for today, text, cat, fn in [
    ("2024-02-10", "How much have we made so far this month, my dear?", "revenue",
     lambda s, t: number(s.revenue(**so_far(t)), "money")),
    ("2024-02-13", "How much have we refunded customers so far this month?", "refunds",
     lambda s, t: number(s.refunds(**so_far(t)), "money")),
    ("2024-02-15", "How much has Tom Lee spent with us so far?", "customer_spend",
     lambda s, t: number(s.revenue(customer="Tom Lee"), "money")),
    ("2024-02-17", "Which customer has spent the most money so far this month?", "ranking",
     lambda s, t: name(best(cust_rev(s))[0])),
    ("2024-02-21", "How many kilos of strawberries do we have remaining?", "stock_now",
     lambda s, t: number(s.stock("strawberry"), "kg")),
    ("2024-02-24", "What is the price of pear today?", "price_now", lambda s, t: number(s.price("pear"), "money")),
    ("2024-02-08", "How many kilos have we sold since the month started?", "kilos_sold",
     lambda s, t: number(s.kilos(**so_far(t)), "kg")),
    ("2024-02-19", "Please how much profit did we make last week?", "profit",
     lambda s, t: number(s.profit(**last_week(t)), "money")),
    ("2024-02-12", "How much did we spend buying stock last week?", "purchase_cost",
     lambda s, t: number(s.spend(**last_week(t)), "money")),
    ("2024-02-25", "Which customers came to buy on Saturday?", "who",
     lambda s, t: names(s.buyers(lo=weekend_gone(t)["lo"], hi=weekend_gone(t)["lo"]), ordered=False)),
    ("2024-02-22", "How many sales did we make this week so far?", "count",
     lambda s, t: number(s.n_sales(**this_week(t)), "count")),
    ("2024-02-06", "Which fruits have we sold so far?", "which", lambda s, t: names(s.sold_products(), ordered=False)),
]:
    Q(text, cat, fn(shop(today), today), today)
for text in [
    "How much will we make in March, by God's grace?",
    "Which of the customers are married?",
    "Kindly remove Sue Davis from the customers list, I don't like her.",
    "How much is the shop rent every month?",
    "Abeg, who among the staff is stealing the strawberries?",
    "What will the price of mango be next week?",
]:
    R(text)

# ============================================================= persona 3: German au pair, translating literally
PERSONA[0] = "German au pair translating literally"
Q("How much turnover have we made since the 15.?", "revenue", number(S.revenue(lo="2024-02-15"), "money"))
Q("How many kilos apples have we still in the store?", "stock_now", number(S.stock("apple"), "kg"))
Q("Which fruits have become more expensive this month?", "price_change",
  names(sorted(p for p, old, new in CH if new > old), ordered=False))
Q("What has one kilo cherries on the 10. February cost for the customers?", "price_on_date",
  number(price_on("cherry", "2024-02-10", T), "money"))
Q("How much have the customers on Sundays together paid?", "revenue",
  number(S.revenue(days=on_weekday("Sunday")), "money"))
Q("Give me please the kilos per supplier, which they have delivered.", "grouping",
  table("supplier", per(S.suppliers, lambda s: S.bought(supplier=s)), "kg"))
Q("On which weekday do we make in sum the most turnover?", "ranking",
  name(best(per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w))))[0]))
Q("How many sales had we on the 5.?", "count", number(S.n_sales(lo="2024-02-05", hi="2024-02-05"), "count"))
Q("How much has Eva Berg at us bought, in money?", "customer_spend", number(S.revenue(customer="Eva Berg"), "money"))
Q("Have we sold more kilos of pears or of cherries?", "comparison",
  name(best({p: S.kilos(product=p) for p in ("pear", "cherry")})[0]))
Q("How much gain have we made with the strawberries?", "profit", number(S.profit(product="strawberry"), "money"))
Q("What is the stock worth of everything, at the sale prices of today?", "stock_value",
  number(sum((S.stock(p) * S.price(p) for p in S.products), ZERO), "money"))
Q("How many kilos have we sold in the first week, so from the 1. until the 7.?", "kilos_sold",
  number(S.kilos(lo="2024-02-01", hi="2024-02-07"), "kg"))
Q("Between the 10. and the 20. - how much turnover, both days with?", "revenue",
  number(S.revenue(lo="2024-02-10", hi="2024-02-20"), "money"))
Q("Before the 8. how many kilos had we bought from the suppliers?", "kilos_bought",
  number(S.bought(hi="2024-02-07"), "kg"))
Q("Give me the turnover per product, please.", "grouping",
  table("product", per(S.products, lambda p: S.revenue(product=p)), "money"))
Q("How many kilos of each fruit are lying in the store at the moment?", "grouping",
  table("product", per(S.products, S.stock), "kg"))
Q("Which customer has bought at us the most often? I mean the most sales.", "ranking",
  name(best(per(S.customers, lambda c: S.n_sales(customer=c)))[0]))
Q("What was the sale price of the pears on the 15.?", "price_on_date",
  number(price_on("pear", "2024-02-15", T), "money"))
Q("What costs one kilo orange for the customers today?", "price_now", number(S.price("orange"), "money"))
Q("How much have we for the purchase of fruit spent in the whole month?", "purchase_cost", number(S.spend(), "money"))
Q("Which fruit had the highest margin in percent?", "margin",
  name(best(per(S.products, lambda p: S.profit(product=p) / S.revenue(product=p)))[0]))
Q("How many kilos had we of oranges at the evening of the 20.?", "stock_on_date",
  number(stock_on("orange", "2024-02-20", T), "kg"))
Q("How much turnover made we on the working days, so Monday until Friday?", "revenue",
  number(S.revenue(days=lambda d: not is_weekend(d)), "money"))
Q("Which days had less than 10 dollar turnover?", "which",
  names(over(per(FEB, lambda d: S.revenue(lo=d, hi=d)), 10, below=True), ordered=False))
Q("Who has bought grapes at us?", "who", names(S.buyers(product="grape"), ordered=False))
Q("The average kilos per sale - how much is that?", "average", number(S.kilos() / S.n_sales(), "kg"))
Q("How many kilos bananas have we in the last 7 days sold?", "kilos_sold",
  number(S.kilos(product="banana", **last_days(T, 7)), "kg"))
Q("Which supplier has delivered us the most kilos?", "ranking",
  name(best(per(S.suppliers, lambda s: S.bought(supplier=s)))[0]))
Q("How many deliveries have come from Green Valley Farms?", "count",
  number(S.deliveries(supplier="Green Valley Farms"), "count"))
Q("How many kilos mangos did Raj Patel buy?", "kilos_sold",
  number(S.kilos(customer="Raj Patel", product="mango"), "kg"))
Q("On which day was the turnover the highest in the whole month?", "ranking",
  name(best(per(FEB, lambda d: S.revenue(lo=d, hi=d)))[0]))
for today, text, cat, fn in [
    ("2024-02-05", "How much turnover have we made today?", "revenue",
     lambda s, t: number(s.revenue(lo=t, hi=t), "money")),
    ("2024-02-06", "How much turnover did we make last week?", "revenue",
     lambda s, t: number(s.revenue(**last_week(t)), "money")),
    ("2024-02-09", "Which fruit has so far this month the most kilos sold?", "ranking",
     lambda s, t: name(best(per(s.products, lambda p: s.kilos(product=p)))[0])),
    ("2024-02-13", "How many kilos strawberries lie still in the store?", "stock_now",
     lambda s, t: number(s.stock("strawberry"), "kg")),
    ("2024-02-16", "How much did we today for buying spend?", "purchase_cost",
     lambda s, t: number(s.spend(lo=t, hi=t), "money")),
    ("2024-02-18", "How much turnover have we this weekend made?", "revenue",
     lambda s, t: number(s.revenue(**weekend_gone(t)), "money")),
    ("2024-02-20", "Give me the turnover per weekday, from the beginning of the month until today.", "grouping",
     lambda s, t: table("weekday", per(WEEKDAYS, lambda w: s.revenue(days=on_weekday(w), **so_far(t))), "money")),
    ("2024-02-24", "How much was given back to the customers in the last 7 days?", "refunds",
     lambda s, t: number(s.refunds(**last_days(t, 7)), "money")),
    ("2024-02-13", "Who was the best customer last week? With the most money.", "ranking",
     lambda s, t: name(best(cust_rev(s, **last_week(t)))[0])),
    ("2024-02-25", "How many kilos cherries have we this month until now sold?", "kilos_sold",
     lambda s, t: number(s.kilos(product="cherry", **so_far(t)), "kg")),
    ("2024-02-22", "How much gain have we made this week until now?", "profit",
     lambda s, t: number(s.profit(**this_week(t)), "money")),
    ("2024-02-14", "What have we paid ABC until now?", "purchase_cost",
     lambda s, t: number(s.spend(supplier="ABC"), "money")),
    ("2024-02-24", "How many kilos cherries had we at the evening of the 17.?", "stock_on_date",
     lambda s, t: number(stock_on("cherry", "2024-02-17", t), "kg")),
]:
    Q(text, cat, fn(shop(today), today), today)
for text in [
    "How much turnover will we make tomorrow?",
    "Please delete the return from the 26.",
    "What does the family pay me for the au pair work?",
    "Which customers have come with the car?",
    "How much turnover had we in February of the last year?",
    "Change please the banana price to 1,30.",
]:
    R(text)

# ============================================================= persona 4: solicitor
PERSONA[0] = "solicitor"
Q("State the aggregate gross receipts for the period 5 February to 11 February inclusive.", "revenue",
  number(S.revenue(lo="2024-02-05", hi="2024-02-11"), "money"))
Q("Identify each customer to whom a refund was issued, together with the total sum refunded to each.", "grouping",
  table("customer", per(S.customers, lambda c: S.refunds(customer=c)), "money"))
Q("What quantity of strawberries, in kilograms, was held in stock at close of business on 15 February?",
  "stock_on_date", number(stock_on("strawberry", "2024-02-15", T), "kg"))
Q("State the total consideration paid to ABC for goods supplied on or before 10 February.", "purchase_cost",
  number(S.spend(supplier="ABC", hi="2024-02-10"), "money"))
Q("For the avoidance of doubt: what was the retail price per kilogram of bananas in force on 12 February?",
  "price_on_date", number(price_on("banana", "2024-02-12", T), "money"))
Q("State the number of sales transactions recorded in the month, excluding any subsequently reversed by a return.",
  "count", number(S.n_sales(), "count"))
Q("What sum was refunded to customers in the period commencing 20 February?", "refunds",
  number(S.refunds(lo="2024-02-20"), "money"))
Q("Identify the supplier to whom the largest aggregate sum was paid.", "ranking",
  name(best(per(S.suppliers, lambda s: S.spend(supplier=s)))[0]))
Q("What was the cost of goods sold for the period ending 14 February?", "cogs",
  number(S.cogs(hi="2024-02-14"), "money"))
Q("State the gross profit on sales made on Saturdays and Sundays during the month.", "profit",
  number(S.profit(days=is_weekend), "money"))
Q("What was the value, at cost, of all stock written off during the period 1 to 20 February?", "write_offs",
  number(S.written_off_cost(lo="2024-02-01", hi="2024-02-20"), "money"))
Q("Please list, in descending order of expenditure, the five customers who spent the most.", "ranking",
  names(best(cust_rev(S), 5), ordered=True))
Q("What quantity of cherries was sold between 10 February and 20 February, both dates inclusive?", "kilos_sold",
  number(S.kilos(product="cherry", lo="2024-02-10", hi="2024-02-20"), "kg"))
Q("State the gross margin on oranges, expressed as a percentage of receipts.", "margin",
  number(S.profit(product="orange") / S.revenue(product="orange") * 100, "pct"))
Q("What quantity of pears was held at close of business on 23 February?", "stock_on_date",
  number(stock_on("pear", "2024-02-23", T), "kg"))
Q("Identify the customers who made purchases on 25 February.", "who",
  names(S.buyers(lo="2024-02-25", hi="2024-02-25"), ordered=False))
Q("What was the unit cost paid per kilogram for strawberries?", "unit_cost", number(S.unit["strawberry"], "money"))
Q("Provide the receipts for each calendar day of the week commencing 12 February.", "grouping",
  table("day", per(span("2024-02-12", "2024-02-18"), lambda d: S.revenue(lo=d, hi=d)), "money"))
Q("State the total purchases at cost from each supplier for the month.", "grouping",
  table("supplier", per(S.suppliers, lambda s: S.spend(supplier=s)), "money"))
Q("On what date did the most recent delivery of bananas occur?", "supplier",
  name(max(b["date"] for b in S.sel_buys(product="banana"))))
Q("What was the mean value of a sales transaction in the week commencing 19 February?", "average",
  number(S.revenue(lo="2024-02-19", hi="2024-02-25") / S.n_sales(lo="2024-02-19", hi="2024-02-25"), "money"))
Q("State the quantity of each product on hand at close of business on 10 February.", "stock_on_date",
  table("product", per(S.products, lambda p: stock_on(p, "2024-02-10", T)), "kg"))
Q("How many returns were recorded in February?", "refunds", number(len(S.returns), "count"))
Q("What sum did Bob Smith expend before 20 February, net of any transaction later refunded?", "customer_spend",
  number(S.revenue(customer="Bob Smith", hi="2024-02-19"), "money"))
Q("State the gross profit attributable to each product for the month.", "grouping",
  table("product", per(S.products, lambda p: S.profit(product=p)), "money"))
Q("Which products were purchased from Green Valley Farms?", "supplier",
  names(sorted({b["product"] for b in S.sel_buys(supplier="Green Valley Farms")}), ordered=False))
Q("What were the receipts for the final four days of the month, 26 to 29 February?", "revenue",
  number(S.revenue(lo="2024-02-26", hi="2024-02-29"), "money"))
Q("What was the price per kilogram of pears in force on 23 February, prior to the reduction?", "price_on_date",
  number(price_on("pear", "2024-02-23", T), "money"))
Q("State the total quantity of fruit, in kilograms, sold to customers in the month, net of returns.", "kilos_sold",
  number(S.kilos(), "kg"))
Q("Identify every product whose current stock stands below 22 kilograms.", "which",
  names(over(per(S.products, S.stock), 22, below=True), ordered=False))
Q("State the number of distinct customers who made at least one purchase during the month.", "count",
  number(len(S.buyers()), "count"))
w12, w19 = S.revenue(lo="2024-02-12", hi="2024-02-18"), S.revenue(lo="2024-02-19", hi="2024-02-25")
assert w19 > w12
Q("By what sum did receipts for the week commencing 19 February exceed those for the week commencing 12 February?",
  "comparison", number(w19 - w12, "money"))
Q("What quantity of bananas was sold on Saturdays and Sundays over the month?", "kilos_sold",
  number(S.kilos(product="banana", days=is_weekend), "kg"))
for today, text, cat, fn in [
    ("2024-02-09", "As at today's date, what aggregate receipts have been recorded for the month?", "revenue",
     lambda s, t: number(s.revenue(**so_far(t)), "money")),
    ("2024-02-14", "State the total sum refunded to customers in the preceding week.", "refunds",
     lambda s, t: number(s.refunds(**last_week(t)), "money")),
    ("2024-02-20", "Identify the customer with the highest expenditure in the week just ended.", "ranking",
     lambda s, t: name(best(cust_rev(s, **last_week(t)))[0])),
    ("2024-02-23", "What quantity of strawberries has been written off to date?", "write_offs",
     lambda s, t: number(s.written_off("strawberry"), "kg")),
    ("2024-02-17", "State the receipts for the last three days, today included.", "revenue",
     lambda s, t: number(s.revenue(**last_days(t, 3)), "money")),
    ("2024-02-19", "How many kilograms of pears were sold in the week ended 18 February?", "kilos_sold",
     lambda s, t: number(s.kilos(product="pear", lo="2024-02-12", hi="2024-02-18"), "kg")),
    ("2024-02-21", "What is the present retail price of bananas?", "price_now",
     lambda s, t: number(s.price("banana"), "money")),
    ("2024-02-25", "State the gross profit for the month to date.", "profit",
     lambda s, t: number(s.profit(**so_far(t)), "money")),
    ("2024-02-10", "What quantity of apples is presently held in stock?", "stock_now",
     lambda s, t: number(s.stock("apple"), "kg")),
    ("2024-02-15", "Which customers have made purchases in the current week?", "who",
     lambda s, t: names(s.buyers(**this_week(t)), ordered=False)),
    ("2024-02-05", "How many kilograms of fruit have been purchased from suppliers to date?", "kilos_bought",
     lambda s, t: number(s.bought(), "kg")),
    ("2024-02-08", "What is the value of stock on hand, at cost, as at today?", "stock_value",
     lambda s, t: number(stock_value_cost(s), "money")),
]:
    Q(text, cat, fn(shop(today), today), today)
for text in [
    "Is the shop liable to Eva Berg in respect of the goods she returned on 7 February?",
    "Identify the member of staff who authorised the refund of 12 February.",
    "Expunge the sale to Sue Davis dated 20 February from the records.",
    "What receipts do you project for the quarter ending 31 March?",
    "Were the cherries supplied by ABC of merchantable quality?",
    "State the VAT payable on February's receipts.",
]:
    R(text)

# ============================================================= write
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
assert all("2024-02-01" <= q["today"] <= T for q in QS)
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        f.write(json.dumps({"id": f"q86-{i:03d}", "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
n_ref = sum(q["category"] == "refuse" for q in QS)
n_early = sum("2024-02-05" <= q["today"] <= "2024-02-25" for q in QS)
print("questions", len(QS), "refuse", n_ref, "early", n_early)
for p in dict.fromkeys(q["persona"] for q in QS):
    mine = [q for q in QS if q["persona"] == p]
    n_r, n_e = sum(q["category"] == "refuse" for q in mine), sum(q["today"] != T for q in mine)
    print(f"  {p:<40} {len(mine):3d}  refuse {n_r}  early {n_e}")
types = {}
for q in QS:
    types[q["expect"]["type"]] = types.get(q["expect"]["type"], 0) + 1
print("  types", dict(sorted(types.items())))
