"""Computes the expected answer of every unseen manager question from the demo records
and writes questions.jsonl (stdlib only; no hand-typed answers).

Semantics follow the bench brief:
  * a sale line is priced at the product's selling price in force at that point of
    the file (purchase items' selling_price and price_change records, log order);
    line total = round(qty * price, 2); sale total = sum of its lines;
  * a returned sale no longer counts at all; its total is the refund on the
    return's date;
  * stock = purchased - sold (standing sales) + adjustments;
  * "on date D" = records dated up to and including D;
  * gross profit = revenue - sum(qty sold * kg-weighted average purchase unit cost).
All money is kept as Decimal so that no float noise can move a cent.
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
DEMO = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")

D = lambda x: Decimal(str(x))
CENT = Decimal("0.01")
MILLI = Decimal("0.001")
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def day(s):
    return datetime.date.fromisoformat(s)


def iso(d):
    return d.isoformat()


def money(x):
    x = D(x)
    q = x.quantize(CENT, rounding=ROUND_HALF_UP)
    # refuse to rely on a value that sits on a half cent
    assert abs(abs(x - q) - Decimal("0.005")) > Decimal("1e-9"), ("half cent", x)
    return float(q)


def kg(x):
    x = D(x)
    q = x.quantize(MILLI, rounding=ROUND_HALF_UP)
    assert abs(abs(x - q) - Decimal("0.0005")) > Decimal("1e-12"), ("half gram", x)
    return float(q)


class Ledger:
    def __init__(self, path=DEMO):
        self.records = [json.loads(l) for l in open(path)]
        self.price_events = []   # (index, date, product, price)
        self.purchase_lines = []  # dict(date, supplier, product, qty, cost, total)
        self.adjustments = []    # dict(date, product, qty, reason)
        self.sales = []          # dict(index, date, customer, items[(product, qty, price, total)], total)
        self.returns = []        # dict(date, customer, sale_date)
        current = {}
        for i, r in enumerate(self.records):
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.purchase_lines.append(dict(
                        index=i, date=r["date"], supplier=r["supplier"]["name"], product=it["product"],
                        qty=D(it["quantity"]), cost=D(it["unit_cost"]),
                        total=(D(it["quantity"]) * D(it["unit_cost"])).quantize(CENT, ROUND_HALF_UP)))
                    if it.get("selling_price") is not None:
                        current[it["product"]] = D(it["selling_price"])
                        self.price_events.append((i, r["date"], it["product"], D(it["selling_price"])))
            elif k == "price_change":
                current[r["product"]] = D(r["selling_price"])
                self.price_events.append((i, r["date"], r["product"], D(r["selling_price"])))
            elif k == "sale":
                items = []
                for it in r["items"]:
                    p = current[it["product"]]
                    q = D(it["quantity"])
                    items.append((it["product"], q, p, (q * p).quantize(CENT, ROUND_HALF_UP)))
                self.sales.append(dict(index=i, date=r["date"], customer=r["customer"]["name"], items=items,
                                       total=sum(t for *_, t in items)))
            elif k == "return":
                self.returns.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                         sale_date=r["sale_date"]))
            elif k == "stock_adjustment":
                self.adjustments.append(dict(index=i, date=r["date"], product=r["product"],
                                             qty=D(r["quantity"]), reason=r["reason"]))
        # match returns to sales (must be unique and unreturned)
        for ret in self.returns:
            cands = [s for s in self.sales if s["customer"] == ret["customer"] and s["date"] == ret["sale_date"]
                     and "returned_on" not in s]
            assert len(cands) == 1, ret
            cands[0]["returned_on"] = ret["date"]
            ret["refund"] = cands[0]["total"]
            ret["sale"] = cands[0]
        self.standing = [s for s in self.sales if "returned_on" not in s]
        self.products = sorted({pl["product"] for pl in self.purchase_lines})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({pl["supplier"] for pl in self.purchase_lines})
        self.first = min(r["date"] for r in self.records)
        self.last = max(r["date"] for r in self.records)

    # ---------------------------------------------------------- filters
    @staticmethod
    def in_range(date, lo=None, hi=None):
        return (lo is None or date >= lo) and (hi is None or date <= hi)

    def sale_lines(self, lo=None, hi=None, customer=None, product=None, days=None, include_returned=False):
        src = self.sales if include_returned else self.standing
        for s in src:
            if not self.in_range(s["date"], lo, hi):
                continue
            if customer is not None and s["customer"] != customer:
                continue
            if days is not None and not days(s["date"]):
                continue
            for (p, q, pr, t) in s["items"]:
                if product is not None and p != product:
                    continue
                yield s, p, q, pr, t

    def sales_matching(self, lo=None, hi=None, customer=None, product=None, days=None):
        out = []
        for s in self.standing:
            if not self.in_range(s["date"], lo, hi):
                continue
            if customer is not None and s["customer"] != customer:
                continue
            if days is not None and not days(s["date"]):
                continue
            if product is not None and not any(p == product for p, *_ in s["items"]):
                continue
            out.append(s)
        return out

    # ---------------------------------------------------------- measures
    def revenue(self, **kw):
        return sum((t for *_, t in self.sale_lines(**kw)), Decimal(0))

    def qty_sold(self, **kw):
        return sum((q for _, _, q, _, _ in self.sale_lines(**kw)), Decimal(0))

    def n_sales(self, **kw):
        return len(self.sales_matching(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sales_matching(**kw)})

    def products_sold(self, **kw):
        return sorted({p for _, p, *_ in self.sale_lines(**kw)})

    def purchases(self, lo=None, hi=None, supplier=None, product=None):
        for pl in self.purchase_lines:
            if not self.in_range(pl["date"], lo, hi):
                continue
            if supplier is not None and pl["supplier"] != supplier:
                continue
            if product is not None and pl["product"] != product:
                continue
            yield pl

    def purchase_cost(self, **kw):
        return sum((pl["total"] for pl in self.purchases(**kw)), Decimal(0))

    def qty_bought(self, **kw):
        return sum((pl["qty"] for pl in self.purchases(**kw)), Decimal(0))

    def n_purchases(self, lo=None, hi=None, supplier=None):
        idx = {pl["index"] for pl in self.purchases(lo=lo, hi=hi, supplier=supplier)}
        return len(idx)

    def refunds(self, lo=None, hi=None, customer=None):
        return sum((r["refund"] for r in self.returns if self.in_range(r["date"], lo, hi)
                    and (customer is None or r["customer"] == customer)), Decimal(0))

    def n_returns(self, lo=None, hi=None, customer=None):
        return len([r for r in self.returns if self.in_range(r["date"], lo, hi)
                    and (customer is None or r["customer"] == customer)])

    def adjusted(self, product=None, lo=None, hi=None, reason=None):
        return sum((a["qty"] for a in self.adjustments if (product is None or a["product"] == product)
                    and self.in_range(a["date"], lo, hi) and (reason is None or a["reason"] == reason)),
                   Decimal(0))

    def stock(self, product, on=None):
        """Standing-sales reading (the brief's)."""
        return (self.qty_bought(product=product, hi=on) - self.qty_sold(product=product, hi=on)
                + self.adjusted(product=product, hi=on))

    def stock_alt(self, product, on=None):
        """Alternative reading: a returned sale is out of stock until its return date."""
        out = self.qty_bought(product=product, hi=on) + self.adjusted(product=product, hi=on)
        for s, p, q, _, _ in self.sale_lines(product=product, hi=on, include_returned=True):
            if "returned_on" not in s or (on is not None and s["returned_on"] > on):
                out -= q
        return out

    def price(self, product, on=None):
        p = None
        for _, d, prod, pr in self.price_events:
            if prod == product and (on is None or d <= on):
                p = pr
        return p

    def price_before(self, product, on):
        """Alternative reading of 'price on D': in force at the start of D."""
        p = None
        for _, d, prod, pr in self.price_events:
            if prod == product and d < on:
                p = pr
        return p

    def avg_cost(self, product):
        lines = list(self.purchases(product=product))
        return sum(pl["qty"] * pl["cost"] for pl in lines) / sum(pl["qty"] for pl in lines)

    def profit(self, **kw):
        rev = Decimal(0)
        cost = Decimal(0)
        for _, p, q, _, t in self.sale_lines(**kw):
            rev += t
            cost += q * self.avg_cost(p)
        return rev - cost

    # ---------------------------------------------------------- groupings
    @staticmethod
    def monday(date):
        d = day(date)
        return iso(d - datetime.timedelta(days=d.weekday()))

    @staticmethod
    def weekday(date):
        return WEEKDAYS[day(date).weekday()]

    def group(self, keyfn, valfn, items):
        out = {}
        for it in items:
            k = keyfn(it)
            out[k] = out.get(k, Decimal(0)) + valfn(it)
        return out


def days_back(today, n, include_today=True):
    """The last n days ending today (or ending yesterday)."""
    t = day(today)
    if include_today:
        return iso(t - datetime.timedelta(days=n - 1)), iso(t)
    return iso(t - datetime.timedelta(days=n)), iso(t - datetime.timedelta(days=1))


def week_of(date):
    d = day(date)
    mon = d - datetime.timedelta(days=d.weekday())
    return iso(mon), iso(mon + datetime.timedelta(days=6))


def shift(date, n):
    return iso(day(date) + datetime.timedelta(days=n))


def is_weekend(date):
    return day(date).weekday() >= 5


def is_weekday(date):
    return day(date).weekday() < 5


# =====================================================================
# Questions
# =====================================================================
OUT = os.path.join(HERE, "questions.jsonl")
L = Ledger()
T = "2024-02-29"          # a Thursday
FEB = dict(lo="2024-02-01", hi="2024-02-29")
LAST_WEEK = dict(lo="2024-02-19", hi="2024-02-25")
THIS_WEEK = dict(lo="2024-02-26", hi="2024-02-29")
assert week_of(T) == ("2024-02-26", "2024-03-03") and L.last <= THIS_WEEK["hi"]


def number(x, unit):
    if unit == "money":
        return {"type": "number", "value": money(x)}
    if unit == "kg":
        return {"type": "number", "value": kg(x)}
    assert unit == "count" and int(x) == x
    return {"type": "number", "value": int(x)}


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered):
    vs = list(vs)
    assert vs and len(vs) == len(set(vs))
    return {"type": "names", "values": vs if ordered else sorted(vs), "ordered": ordered}


def table(key, rows, unit, domain=None):
    """rows: {key: Decimal}.  If a natural domain is given, every key of it must
    have a non-zero value (so that nobody can argue about zero rows)."""
    if domain is not None:
        assert set(rows) == set(domain), (set(domain) - set(rows))
    assert rows and all(v != 0 for v in rows.values()), rows
    conv = {"money": money, "kg": kg, "count": int}[unit]
    return {"type": "table", "key": key, "rows": {k: conv(v) for k, v in sorted(rows.items())}}


def refuse():
    return {"type": "refuse"}


def top(d, n=1, reverse=True, ordered=True):
    """The n best keys of d; refuses ties at the cut (and inside, when ordered)."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=reverse)
    assert len(items) > n or len(items) == n
    if len(items) > n:
        assert items[n - 1][1] != items[n][1], ("tie at cut", items[:n + 1])
    if ordered:
        vals = [v for _, v in items[:n]]
        assert len(vals) == len(set(vals)), ("tie inside", items[:n])
    return [k for k, _ in items[:n]]


QS = []


def Q(text, category, expect, today=T, alts=(), hard=False):
    if category == "grouping":
        hard = True
    for a in alts:
        assert a == expect, (text, expect, a)
    QS.append(dict(question=text, today=today, category=category, expect=expect, hard=hard))


def per(keys, fn):
    return {k: fn(k) for k in keys if fn(k) != 0}


def lastn(today, n, fn, unit):
    """'the last n days' counted with and without today must agree."""
    a = fn(*days_back(today, n, True))
    b = fn(*days_back(today, n, False))
    return number(a, unit), [number(b, unit)]


sale_days = sorted({s["date"] for s in L.standing})
all_days = [shift("2024-02-01", i) for i in range(29)]
weekend = is_weekend
by_day_rev = {d: L.revenue(lo=d, hi=d) for d in all_days}
cust_rev = {c: L.revenue(customer=c) for c in L.customers}
prod_rev = {p: L.revenue(product=p) for p in L.products}
prod_qty = {p: L.qty_sold(product=p) for p in L.products}

# ------------------------------------------------------------- revenue
Q("How much did we sell in February, in dollars?", "revenue", number(L.revenue(**FEB), "money"))
Q("how much did we sell yesterday in dollars", "revenue", number(L.revenue(lo="2024-02-28", hi="2024-02-28"), "money"))
Q("Revenue on the 17th?", "revenue", number(L.revenue(lo="2024-02-17", hi="2024-02-17"), "money"))
Q("What did we sell on Valentine's Day, in dollars?", "revenue", number(L.revenue(lo="2024-02-14", hi="2024-02-14"), "money"))
Q("How much did strawberries bring in this month?", "revenue", number(L.revenue(product="strawberry", **FEB), "money"))
Q("Cherry revenue since the 20th", "revenue", number(L.revenue(product="cherry", lo="2024-02-20"), "money"))
Q("What did mango sales come to before the 15th?", "revenue", number(L.revenue(product="mango", hi="2024-02-14"), "money"))
Q("Sales revenue between Feb 10 and Feb 16", "revenue", number(L.revenue(lo="2024-02-10", hi="2024-02-16"), "money"))
Q("What did we take for apples after the 12th?", "revenue", number(L.revenue(product="apple", lo="2024-02-13"), "money"))
Q("Total sales revenue up to and including 10 February", "revenue", number(L.revenue(hi="2024-02-10"), "money"))
Q("How much have we sold this week, in money?", "revenue", number(L.revenue(**THIS_WEEK), "money"))
Q("What was revenue last week?", "revenue", number(L.revenue(**LAST_WEEK), "money"))
Q("What did we do in sales over the weekends this month?", "revenue",
  number(L.revenue(days=weekend, **FEB), "money"), hard=True)
Q("Banana revenue on weekdays only (Mon-Fri)", "revenue", number(L.revenue(product="banana", days=is_weekday), "money"), hard=True)
Q("What did Zoe's orders come to after the 10th?", "revenue", number(L.revenue(customer="Zoe Davis", lo="2024-02-11"), "money"), hard=True)
Q("How much did Omar Haddad pay us for pears?", "revenue", number(L.revenue(customer="Omar Haddad", product="pear"), "money"), hard=True)
Q("revenue from oranges last week", "revenue", number(L.revenue(product="orange", **LAST_WEEK), "money"), hard=True)
Q("How much did grapes make on Saturdays and Sundays?", "revenue",
  number(L.revenue(product="grape", days=weekend), "money"), hard=True)
e, a = lastn("2024-03-01", 7, lambda lo, hi: L.revenue(product="strawberry", lo=lo, hi=hi), "money")
Q("Strawberry sales in dollars over the last 7 days?", "revenue", e, today="2024-03-01", alts=a, hard=True)
Q("What was our total revenue last month?", "revenue", number(L.revenue(**FEB), "money"), today="2024-03-04")
Q("What did we sell last week in dollar terms?", "revenue", number(L.revenue(lo="2024-02-26", hi="2024-03-03"), "money"), today="2024-03-04")
Q("Sales revenue on Monday?", "revenue", number(L.revenue(lo="2024-02-26", hi="2024-02-26"), "money"))
Q("How much did cherries and grapes bring in together in February?", "revenue",
  number(L.revenue(product="cherry") + L.revenue(product="grape"), "money"), hard=True)
Q("Sales value for the first week of February (1st to 4th)?", "revenue",
  number(L.revenue(lo="2024-02-01", hi="2024-02-04"), "money"))
Q("what did we take on fri 16 feb", "revenue", number(L.revenue(lo="2024-02-16", hi="2024-02-16"), "money"))
Q("Total mango revenue", "revenue", number(L.revenue(product="mango"), "money"))

# ------------------------------------------------------------- quantity sold
Q("How many kilos of bananas did we sell in February?", "quantity_sold", number(L.qty_sold(product="banana", **FEB), "kg"))
Q("kg of cherries sold on the 23rd", "quantity_sold", number(L.qty_sold(product="cherry", lo="2024-02-23", hi="2024-02-23"), "kg"))
Q("How many kg of strawberries did we sell last week?", "quantity_sold", number(L.qty_sold(product="strawberry", **LAST_WEEK), "kg"))
Q("Total kilos of fruit sold yesterday?", "quantity_sold", number(L.qty_sold(lo="2024-02-28", hi="2024-02-28"), "kg"))
Q("How many kg of fruit did Raj Patel buy from us?", "quantity_sold", number(L.qty_sold(customer="Raj Patel"), "kg"))
Q("How much mango did Ann Brown take this month, in kg?", "quantity_sold", number(L.qty_sold(customer="Ann Brown", product="mango"), "kg"), hard=True)
Q("kg of pear sold since Feb 20", "quantity_sold", number(L.qty_sold(product="pear", lo="2024-02-20"), "kg"))
Q("How much grape did we sell between the 5th and the 11th?", "quantity_sold", number(L.qty_sold(product="grape", lo="2024-02-05", hi="2024-02-11"), "kg"))
Q("Kilos of apples sold before the 10th", "quantity_sold", number(L.qty_sold(product="apple", hi="2024-02-09"), "kg"))
Q("How many kilograms did Omar Hadad buy last week?", "quantity_sold", number(L.qty_sold(customer="Omar Haddad", **LAST_WEEK), "kg"), hard=True)
Q("Total weight of fruit sold in February", "quantity_sold", number(L.qty_sold(**FEB), "kg"))
Q("How many kilos of oranges went to Tom Lee?", "quantity_sold", number(L.qty_sold(customer="Tom Lee", product="orange"), "kg"), hard=True)
Q("Mango sold this week (kg)?", "quantity_sold", number(L.qty_sold(product="mango", **THIS_WEEK), "kg"))
Q("How many kg of bananas did we sell on weekends?", "quantity_sold", number(L.qty_sold(product="banana", days=weekend), "kg"), hard=True)
e, a = lastn("2024-03-01", 4, lambda lo, hi: L.qty_sold(product="pear", lo=lo, hi=hi), "kg")
Q("pears sold in the past 4 days, kilos", "quantity_sold", e, today="2024-03-01", alts=a, hard=True)
Q("How much strawberry did Bob get after the 10th?", "quantity_sold", number(L.qty_sold(customer="Bob Smith", product="strawberry", lo="2024-02-11"), "kg"), hard=True)
Q("kg sold of cherries until the 17th", "quantity_sold", number(L.qty_sold(product="cherry", hi="2024-02-17"), "kg"))
Q("How many kilos of grapes did the Smiths buy between them?", "quantity_sold",
  number(L.qty_sold(customer="Bob Smith", product="grape") + L.qty_sold(customer="Ken Smith", product="grape"), "kg"), hard=True)

# ------------------------------------------------------------- quantity bought
Q("How many kg of bananas did we buy this month?", "quantity_bought", number(L.qty_bought(product="banana", **FEB), "kg"))
Q("How much cherry did we get from Green Valley Farms?", "quantity_bought", number(L.qty_bought(product="cherry", supplier="Green Valley Farms"), "kg"), hard=True)
Q("kg bought from Hillside", "quantity_bought", number(L.qty_bought(supplier="Hillside Produce"), "kg"))
Q("Total kilos purchased from suppliers in February", "quantity_bought", number(L.qty_bought(**FEB), "kg"))
Q("How many kg of pears came in after the 5th?", "quantity_bought", number(L.qty_bought(product="pear", lo="2024-02-06"), "kg"))
Q("What quantity of strawberries did we buy since the 10th?", "quantity_bought", number(L.qty_bought(product="strawberry", lo="2024-02-10"), "kg"))
Q("How many kilos of stock arrived in the first week, Feb 1 to Feb 7?", "quantity_bought", number(L.qty_bought(lo="2024-02-01", hi="2024-02-07"), "kg"))
Q("apples bought from ABC, total kg", "quantity_bought", number(L.qty_bought(product="apple", supplier="ABC"), "kg"))

# ------------------------------------------------------------- counts
Q("How many sales did we make in February?", "count", number(L.n_sales(**FEB), "count"))
Q("Number of sales on Monday the 5th", "count", number(L.n_sales(lo="2024-02-05", hi="2024-02-05"), "count"))
ann_days = len({s["date"] for s in L.sales_matching(customer="Ann Brown")})
Q("How many times did Ann Brown buy from us?", "count", number(L.n_sales(customer="Ann Brown"), "count"),
  alts=[number(ann_days, "count")])
Q("How many customers bought mango?", "count", number(len(L.buyers(product="mango")), "count"))
Q("How many different customers bought something last week?", "count", number(len(L.buyers(**LAST_WEEK)), "count"))
Q("How many deliveries did we get from ABC?", "count", number(L.n_purchases(supplier="ABC"), "count"),
  alts=[number(len({pl["date"] for pl in L.purchases(supplier="ABC")}), "count")])
Q("How many returns were there this month?", "count", number(L.n_returns(**FEB), "count"))
Q("How many sales included cherries?", "count", number(L.n_sales(product="cherry"), "count"))
Q("How many different customers bought from us in February?", "count", number(len(L.buyers(**FEB)), "count"))
Q("How many purchases from suppliers did we record this month?", "count", number(L.n_purchases(**FEB), "count"))
Q("number of sales to Zoe Davis since the 10th", "count", number(L.n_sales(customer="Zoe Davis", lo="2024-02-10"), "count"), hard=True,
  alts=[number(len({s["date"] for s in L.sales_matching(customer="Zoe Davis", lo="2024-02-10")}), "count")])
Q("How many sales did we ring up on weekends?", "count", number(L.n_sales(days=weekend), "count"))
Q("How many customers bought both strawberries and cherries this month?", "count",
  number(len(set(L.buyers(product="strawberry")) & set(L.buyers(product="cherry"))), "count"), hard=True)
Q("How many sales this week?", "count", number(L.n_sales(**THIS_WEEK), "count"))
Q("How many different products did Mei Chen buy?", "count", number(len(L.products_sold(customer="Mei Chen")), "count"))

# ------------------------------------------------------------- customer spend
Q("How much has Bob Smith spent with us?", "customer_spend", number(L.revenue(customer="Bob Smith"), "money"))
Q("What did Tom Lee spend in February?", "customer_spend", number(L.revenue(customer="Tom Lee", **FEB), "money"))
Q("how much did zoe spend", "customer_spend", number(L.revenue(customer="Zoe Davis"), "money"))
Q("Mei Chen's total spend last week", "customer_spend", number(L.revenue(customer="Mei Chen", **LAST_WEEK), "money"), hard=True)
Q("What did Raj spend on mango?", "customer_spend", number(L.revenue(customer="Raj Patel", product="mango"), "money"), hard=True)
Q("Sue Davis - total spend?", "customer_spend", number(L.revenue(customer="Sue Davis"), "money"))
Q("What did Eva Berg spend before the 18th?", "customer_spend", number(L.revenue(customer="Eva Berg", hi="2024-02-17"), "money"), hard=True)
Q("How much did Eva Burg spend on weekends", "customer_spend", number(L.revenue(customer="Eva Berg", days=weekend), "money"), hard=True)
Q("Ida Novak's purchases this month, how much in total?", "customer_spend", number(L.revenue(customer="Ida Novak"), "money"))
Q("How much has Ken spent on strawberries?", "customer_spend", number(L.revenue(customer="Ken Smith", product="strawberry"), "money"), hard=True)
Q("What did Ann Brown spend this week?", "customer_spend", number(L.revenue(customer="Ann Brown", **THIS_WEEK), "money"))
Q("Omar's spend between the 12th and the 19th", "customer_spend", number(L.revenue(customer="Omar Haddad", lo="2024-02-12", hi="2024-02-19"), "money"), hard=True)

# ------------------------------------------------------------- purchase cost
Q("How much did we spend with ABC?", "purchase_cost", number(L.purchase_cost(supplier="ABC"), "money"))
Q("What did we pay Green Valley Farms in total?", "purchase_cost", number(L.purchase_cost(supplier="Green Valley Farms"), "money"))
Q("Total purchase cost for February", "purchase_cost", number(L.purchase_cost(**FEB), "money"))
Q("How much did the bananas cost us to buy in?", "purchase_cost", number(L.purchase_cost(product="banana"), "money"))
Q("How much did we spend on stock this week?", "purchase_cost", number(L.purchase_cost(**THIS_WEEK), "money"))
Q("Spend at Hillside on pears", "purchase_cost", number(L.purchase_cost(supplier="Hillside Produce", product="pear"), "money"), hard=True)
Q("purchase cost since the 15th", "purchase_cost", number(L.purchase_cost(lo="2024-02-15"), "money"))
Q("What did we spend on strawberries from Green Valley after the 10th?", "purchase_cost",
  number(L.purchase_cost(supplier="Green Valley Farms", product="strawberry", lo="2024-02-11"), "money"), hard=True)
Q("How much did we pay suppliers before the 9th?", "purchase_cost", number(L.purchase_cost(hi="2024-02-08"), "money"))
Q("Cost of the cherries we bought", "purchase_cost", number(L.purchase_cost(product="cherry"), "money"))

# ------------------------------------------------------------- refunds & returns
Q("How much have we refunded this month?", "refunds", number(L.refunds(**FEB), "money"))
Q("Total refunds to Tom Lee", "refunds", number(L.refunds(customer="Tom Lee"), "money"))
Q("Refunds issued last week", "refunds", number(L.refunds(**LAST_WEEK), "money"))
Q("How much did we refund on the 12th?", "refunds", number(L.refunds(lo="2024-02-12", hi="2024-02-12"), "money"))
Q("Who got the biggest refund?", "refunds", name(max(L.returns, key=lambda r: r["refund"])["customer"]),
  alts=[name(top(per(L.customers, lambda c: L.refunds(customer=c)))[0])])
Q("How many returns did Tom Lee make?", "refunds", number(L.n_returns(customer="Tom Lee"), "count"))
Q("What was refunded before the 20th?", "refunds", number(L.refunds(hi="2024-02-19"), "money"))
Q("Which customers got refunds, and how much each?", "refunds", table("customer", per(L.customers, lambda c: L.refunds(customer=c)), "money"), hard=True)

# ------------------------------------------------------------- stock now
Q("How many kg of apples do we have in stock?", "stock_now", number(L.stock("apple"), "kg"))
Q("Current stock of mango", "stock_now", number(L.stock("mango"), "kg"))
Q("how much strawberry is left", "stock_now", number(L.stock("strawberry"), "kg"))
Q("Stock levels for every product", "stock_now", table("product", {p: L.stock(p) for p in L.products}, "kg", domain=L.products))
Q("Which product do we have the most of right now?", "stock_now", name(top({p: L.stock(p) for p in L.products})[0]))
Q("Which fruit is lowest in stock?", "stock_now", name(top({p: L.stock(p) for p in L.products}, reverse=False)[0]))
Q("how many kilos of cherrys on hand", "stock_now", number(L.stock("cherry"), "kg"))
Q("Stock of oranges today?", "stock_now", number(L.stock("orange"), "kg"), alts=[number(L.stock_alt("orange", T), "kg")])
Q("Which products have less than 22 kg in stock?", "stock_now",
  names([p for p in L.products if L.stock(p) < 22], ordered=False), hard=True)


def stock_q(text, product, on, hard=False):
    Q(text, "stock_on_date", number(L.stock(product, on), "kg"), alts=[number(L.stock_alt(product, on), "kg")], hard=hard)


stock_q("How many kilos of pears did we have on the 20th?", "pear", "2024-02-20")
stock_q("Banana stock on 2024-02-15", "banana", "2024-02-15")
stock_q("What was our cherry stock at the end of the 27th?", "cherry", "2024-02-27")
stock_q("How much mango did we have on the 21st?", "mango", "2024-02-21")
stock_q("Stock of grapes as of Feb 25", "grape", "2024-02-25")
stock_q("What did the strawberry stock look like on the 17th?", "strawberry", "2024-02-17")
stock_q("apples in stock on 8 Feb", "apple", "2024-02-08")
Q("Stock per product at close of business on the 26th", "stock_on_date",
  table("product", {p: L.stock(p, "2024-02-26") for p in L.products}, "kg", domain=L.products),
  alts=[table("product", {p: L.stock_alt(p, "2024-02-26") for p in L.products}, "kg", domain=L.products)], hard=True)
stock_q("How many kg of bananas did we have left at the end of last week?", "banana", "2024-02-25", hard=True)

# ------------------------------------------------------------- prices
Q("What's the price of pears now?", "price_now", number(L.price("pear"), "money"))
Q("How much are we charging for oranges?", "price_now", number(L.price("orange"), "money"))
Q("Current banana price", "price_now", number(L.price("banana"), "money"))
Q("What's the selling price of mangos", "price_now", number(L.price("mango"), "money"))
Q("Price list please", "price_now", table("product", {p: L.price(p) for p in L.products}, "money", domain=L.products))
Q("Which is our most expensive fruit per kilo?", "price_now", name(top({p: L.price(p) for p in L.products})[0]))


def price_q(text, product, on, hard=False):
    Q(text, "price_on_date", number(L.price(product, on), "money"),
      alts=[number(L.price_before(product, on), "money")], hard=hard)


price_q("What were bananas selling for on the 10th?", "banana", "2024-02-10")
price_q("Pear price on Feb 20?", "pear", "2024-02-20")
price_q("What was the orange price per kg on the 25th?", "orange", "2024-02-25")
price_q("What was the selling price of oranges on 6 February?", "orange", "2024-02-06")
price_q("How much was a kilo of pears on Valentine's Day?", "pear", "2024-02-14")
Q("When did the pear price last change?", "price_on_date", name("2024-02-24"),
  alts=[name(max(d for _, d, p, pr in L.price_events if p == "pear" and pr != L.price("pear", shift(d, -1))))])
Q("By how much did the banana price go up this month?", "price_on_date",
  number(L.price("banana") - L.price("banana", "2024-02-01"), "money"), hard=True)

# ------------------------------------------------------------- averages
Q("What's our average sale value?", "average", number(L.revenue() / L.n_sales(), "money"))
Q("Average sale amount for Omar Haddad", "average", number(L.revenue(customer="Omar Haddad") / L.n_sales(customer="Omar Haddad"), "money"))
Q("What was the average basket last week?", "average", number(L.revenue(**LAST_WEEK) / L.n_sales(**LAST_WEEK), "money"))
Q("Average purchase cost per kg for cherries?", "average", number(L.avg_cost("cherry"), "money"))
Q("What was the average sale on weekends?", "average",
  number(L.revenue(days=weekend) / L.n_sales(days=weekend), "money"), hard=True)
Q("average amount per sale for Raj Patel this month", "average",
  number(L.revenue(customer="Raj Patel") / L.n_sales(customer="Raj Patel"), "money"))
Q("On average how many kg of strawberries per sale that included strawberries?", "average",
  number(L.qty_sold(product="strawberry") / L.n_sales(product="strawberry"), "kg"), hard=True)

# ------------------------------------------------------------- profit
Q("What's our gross profit for February?", "profit", number(L.profit(**FEB), "money"))
Q("Gross profit on strawberries", "profit", number(L.profit(product="strawberry"), "money"))
Q("How much profit did we make on cherries last week?", "profit", number(L.profit(product="cherry", **LAST_WEEK), "money"), hard=True)
Q("Gross profit per product", "profit", table("product", {p: L.profit(product=p) for p in L.products}, "money", domain=L.products))
Q("Which product made us the most profit?", "profit", name(top({p: L.profit(product=p) for p in L.products})[0]))
Q("What gross profit did Zoe Davis generate for us?", "profit", number(L.profit(customer="Zoe Davis"), "money"), hard=True)
Q("Profit from sales on the 22nd", "profit", number(L.profit(lo="2024-02-22", hi="2024-02-22"), "money"))
Q("gross profit this week so far", "profit", number(L.profit(**THIS_WEEK), "money"))
Q("Which fruit made the least gross profit?", "profit", name(top({p: L.profit(product=p) for p in L.products}, reverse=False)[0]))
Q("What was the gross profit on apples sold to Mei Chen?", "profit", number(L.profit(customer="Mei Chen", product="apple"), "money"), hard=True)

# ------------------------------------------------------------- rankings / who / which
Q("Who's our best customer by spend?", "ranking", name(top(cust_rev)[0]))
Q("Top 3 customers by revenue", "ranking", names(top(cust_rev, 3), ordered=True))
Q("Who spent the least with us?", "ranking", name(top(cust_rev, reverse=False)[0]))
Q("Which product sold the most kilos?", "ranking", name(top(prod_qty)[0]))
Q("Best-selling fruit by revenue", "ranking", name(top(prod_rev)[0]))
Q("Rank the products by kg sold, highest first", "ranking", names(top(prod_qty, len(prod_qty)), ordered=True))
Q("Which supplier did we spend the most with?", "ranking", name(top({s: L.purchase_cost(supplier=s) for s in L.suppliers})[0]))
Q("Which customers bought mango?", "who", names(L.buyers(product="mango"), ordered=False))
Q("Who bought grapes last week?", "who", names(L.buyers(product="grape", **LAST_WEEK), ordered=False), hard=True)
Q("What products did Mei Chen buy?", "which", names(L.products_sold(customer="Mei Chen"), ordered=False))
Q("Which products did we buy from ABC?", "which", names(sorted({pl["product"] for pl in L.purchases(supplier="ABC")}), ordered=False))
Q("Which customer bought the most strawberries (kg)?", "ranking",
  name(top(per(L.customers, lambda c: L.qty_sold(customer=c, product="strawberry")))[0]), hard=True)
Q("Who was our biggest customer last week?", "ranking", name(top(per(L.customers, lambda c: L.revenue(customer=c, **LAST_WEEK)))[0]), hard=True)
Q("Lowest-revenue product this month?", "ranking", name(top(prod_rev, reverse=False)[0]))
Q("Which customers spent more than $60?", "who", names([c for c in L.customers if cust_rev[c] > 60], ordered=False))
Q("Which fruits sold less than 6 kg last week?", "which",
  names([p for p in L.products if L.qty_sold(product=p, **LAST_WEEK) < 6], ordered=False), hard=True)
Q("Who bought from us on the 20th?", "who", names(L.buyers(lo="2024-02-20", hi="2024-02-20"), ordered=False))
Q("Which customers did we sell cherries to since the 15th?", "who", names(L.buyers(product="cherry", lo="2024-02-15"), ordered=False), hard=True)
Q("Who supplied our pears?", "which", names(sorted({pl["supplier"] for pl in L.purchases(product="pear")}), ordered=False))
Q("Top two products by gross profit", "ranking", names(top({p: L.profit(product=p) for p in L.products}, 2), ordered=True))
Q("Who were our top 3 customers by kilos bought?", "ranking", names(top(per(L.customers, lambda c: L.qty_sold(customer=c)), 3), ordered=True))
Q("Which customer bought the most bananas on weekdays?", "ranking",
  name(top(per(L.customers, lambda c: L.qty_sold(customer=c, product="banana", days=is_weekday)))[0]), hard=True)
Q("Which product brought in the most money last week?", "ranking", name(top(per(L.products, lambda p: L.revenue(product=p, **LAST_WEEK)))[0]), hard=True)
Q("Who supplied the most kilos?", "ranking", name(top({s: L.qty_bought(supplier=s) for s in L.suppliers})[0]))
Q("Which customers returned something?", "who", names(sorted({r["customer"] for r in L.returns}), ordered=False))

# ------------------------------------------------------------- which day
Q("Which day had the highest sales revenue?", "which_day", name(top(by_day_rev)[0]))
Q("Which day did we sell the most mango?", "which_day", name(top(per(all_days, lambda d: L.qty_sold(product="mango", lo=d, hi=d)))[0]))
Q("When did Bob last buy something?", "which_day", name(max(s["date"] for s in L.sales_matching(customer="Bob Smith"))))
Q("When did Sue Davis first buy from us?", "which_day", name(min(s["date"] for s in L.sales_matching(customer="Sue Davis"))))
Q("Which day last week had the lowest revenue?", "which_day", name(top(per(shift_days := [shift("2024-02-19", i) for i in range(7)], lambda d: L.revenue(lo=d, hi=d)), reverse=False)[0]), hard=True)
Q("On which day did we sell the most strawberries?", "which_day", name(top(per(all_days, lambda d: L.qty_sold(product="strawberry", lo=d, hi=d)))[0]))
Q("What date was the last delivery from Green Valley Farms?", "which_day", name(max(pl["date"] for pl in L.purchases(supplier="Green Valley Farms"))))
Q("When did Omar Haddad last buy mango?", "which_day", name(max(s["date"] for s in L.sales_matching(customer="Omar Haddad", product="mango"))), hard=True)
Q("Which two days this month had the lowest sales revenue?", "which_day", names(top(per(sale_days, lambda d: by_day_rev[d]), 2, reverse=False, ordered=False), ordered=False))
Q("Which day brought in the most money on a weekend?", "which_day", name(top(per([d for d in all_days if weekend(d)], lambda d: by_day_rev[d]))[0]), hard=True)

# ------------------------------------------------------------- groupings
Q("Revenue by product for February", "grouping", table("product", prod_rev, "money", domain=L.products))
Q("Break down sales by customer", "grouping", table("customer", cust_rev, "money", domain=L.customers))
Q("Daily sales revenue last week", "grouping", table("day", {d: by_day_rev[d] for d in all_days if LAST_WEEK["lo"] <= d <= LAST_WEEK["hi"]}, "money",
                                              domain=[shift("2024-02-19", i) for i in range(7)]))
Q("Revenue per week this month (weeks starting Monday)", "grouping",
  table("week", L.group(lambda s: L.monday(s["date"]), lambda s: s["total"], L.standing), "money",
        domain=["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]))
Q("How much did we spend with each supplier?", "grouping", table("supplier", {s: L.purchase_cost(supplier=s) for s in L.suppliers}, "money", domain=L.suppliers))
Q("Kilos sold per weekday", "grouping", table("weekday", L.group(lambda x: L.weekday(x[0]["date"]), lambda x: x[2], L.sale_lines()), "kg", domain=WEEKDAYS))
Q("revenue by day of the week", "grouping", table("weekday", L.group(lambda s: L.weekday(s["date"]), lambda s: s["total"], L.standing), "money", domain=WEEKDAYS))
Q("Who bought strawberries, and how much did each of them spend on them?", "grouping", table("customer", per(L.customers, lambda c: L.revenue(customer=c, product="strawberry")), "money"), hard=True)
Q("Purchases per supplier in kg", "grouping", table("supplier", {s: L.qty_bought(supplier=s) for s in L.suppliers}, "kg", domain=L.suppliers))
Q("Sales by month", "grouping", table("month", {"2024-02": L.revenue(**FEB)}, "money"))
Q("Revenue per day this week", "grouping", table("day", {d: by_day_rev[d] for d in all_days if d >= THIS_WEEK["lo"]}, "money",
                                                 domain=["2024-02-26", "2024-02-27", "2024-02-28", "2024-02-29"]))
Q("Gross profit per customer", "grouping", table("customer", per(L.customers, lambda c: L.profit(customer=c)), "money", domain=L.customers))
Q("kg sold per product last week", "grouping", table("product", per(L.products, lambda p: L.qty_sold(product=p, **LAST_WEEK)), "kg", domain=L.products), hard=True)
Q("Number of sales per weekday", "grouping", table("weekday", L.group(lambda s: L.weekday(s["date"]), lambda s: 1, L.standing), "count", domain=WEEKDAYS))
Q("Weekend revenue by product", "grouping", table("product", per(L.products, lambda p: L.revenue(product=p, days=weekend)), "money", domain=L.products), hard=True)
Q("Who bought cherries, and how many kilos each?", "grouping", table("customer", per(L.customers, lambda c: L.qty_sold(customer=c, product="cherry")), "kg"))
Q("Weekly kilos of strawberries sold", "grouping",
  table("week", L.group(lambda x: L.monday(x[0]["date"]), lambda x: x[2], L.sale_lines(product="strawberry")), "kg",
        domain=["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]), hard=True)
Q("Purchase spend by product", "grouping", table("product", {p: L.purchase_cost(product=p) for p in L.products}, "money", domain=L.products))
Q("How many sales did each customer make since the 15th?", "grouping",
  table("customer", per(L.customers, lambda c: L.n_sales(customer=c, lo="2024-02-15")), "count", domain=L.customers), hard=True)
Q("Zoe Davis's spending by week", "grouping",
  table("week", L.group(lambda s: L.monday(s["date"]), lambda s: s["total"], L.sales_matching(customer="Zoe Davis")), "money",
        domain=["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]), hard=True)
Q("On which days did we give refunds, and how much on each?", "grouping", table("day", L.group(lambda r: r["date"], lambda r: r["refund"], L.returns), "money"))
Q("What did Green Valley Farms deliver to us, in kilos per product?", "grouping",
  table("product", per(L.products, lambda p: L.qty_bought(product=p, supplier="Green Valley Farms")), "kg"), hard=True)

# ------------------------------------------------------------- harder mixes
SMITHS = ["Bob Smith", "Ken Smith"]
Q("How much did Raj Patel spend on weekdays since the 15th?", "customer_spend",
  number(L.revenue(customer="Raj Patel", days=is_weekday, lo="2024-02-15"), "money"), hard=True)
Q("How much revenue did we get from the two Smiths in February?", "customer_spend",
  number(sum(L.revenue(customer=c) for c in SMITHS), "money"), hard=True)
Q("Gross profit on strawberries sold at weekends", "profit",
  number(L.profit(product="strawberry", days=weekend), "money"), hard=True)
Q("Which customer spent the most on cherries after the 10th?", "ranking",
  name(top(per(L.customers, lambda c: L.revenue(customer=c, product="cherry", lo="2024-02-11")))[0]), hard=True)
Q("What did Tom Lee spend in the week of the 19th?", "customer_spend",
  number(L.revenue(customer="Tom Lee", lo="2024-02-19", hi="2024-02-25"), "money"), hard=True)
Q("Cherry revenue on Saturdays", "revenue",
  number(L.revenue(product="cherry", days=lambda d: day(d).weekday() == 5), "money"), hard=True)
Q("How much did Ann Brown and Ida Novak spend combined?", "customer_spend",
  number(L.revenue(customer="Ann Brown") + L.revenue(customer="Ida Novak"), "money"), hard=True)
Q("Number of sales with bananas in them last week", "count",
  number(L.n_sales(product="banana", **LAST_WEEK), "count"), hard=True)
Q("How many kg of mango did Raj buy on the 25th?", "quantity_sold",
  number(L.qty_sold(customer="Raj Patel", product="mango", lo="2024-02-25", hi="2024-02-25"), "kg"), hard=True)
Q("How much gross profit did Omar Haddad bring us since the 20th?", "profit",
  number(L.profit(customer="Omar Haddad", lo="2024-02-20"), "money"), hard=True)
Q("kilos sold to Sue Davis on weekdays", "quantity_sold",
  number(L.qty_sold(customer="Sue Davis", days=is_weekday), "kg"), hard=True)
Q("What did Eva Berg spend on strawberries before the 16th?", "customer_spend",
  number(L.revenue(customer="Eva Berg", product="strawberry", hi="2024-02-15"), "money"), hard=True)
Q("Revenue per product for the week starting Feb 12", "grouping",
  table("product", per(L.products, lambda p: L.revenue(product=p, lo="2024-02-12", hi="2024-02-18")), "money", domain=L.products), hard=True)
Q("Which customers bought both pears and bananas?", "who",
  names(sorted(set(L.buyers(product="pear")) & set(L.buyers(product="banana"))), ordered=False), hard=True)
Q("Which products did Zoe buy on weekends?", "which",
  names(L.products_sold(customer="Zoe Davis", days=weekend), ordered=False), hard=True)
Q("How many kg did we buy from Green Valley since the 10th?", "quantity_bought",
  number(L.qty_bought(supplier="Green Valley Farms", lo="2024-02-10"), "kg"), hard=True)
Q("What did Hillside and ABC cost us together?", "purchase_cost",
  number(L.purchase_cost(supplier="Hillside Produce") + L.purchase_cost(supplier="ABC"), "money"), hard=True)
Q("Kilos of apples sold to the Smiths", "quantity_sold",
  number(sum(L.qty_sold(customer=c, product="apple") for c in SMITHS), "kg"), hard=True)
Q("Average sale value this week", "average", number(L.revenue(**THIS_WEEK) / L.n_sales(**THIS_WEEK), "money"), hard=True)
Q("Orange revenue for 5-11 Feb", "revenue", number(L.revenue(product="orange", lo="2024-02-05", hi="2024-02-11"), "money"), hard=True)
e, a = lastn("2024-03-01", 3, lambda lo, hi: L.revenue(product="mango", lo=lo, hi=hi), "money")
Q("mango takings over the last three days", "revenue", e, today="2024-03-01", alts=a, hard=True)
e, a = lastn("2024-03-03", 10, lambda lo, hi: L.n_sales(customer="Ida Novak", lo=lo, hi=hi), "count")
Q("How many sales did Ida Novak have in the last ten days?", "count", e, today="2024-03-03", alts=a, hard=True)
Q("What was the gross profit last week on fruit sold to Zoe Davis?", "profit",
  number(L.profit(customer="Zoe Davis", **LAST_WEEK), "money"), hard=True)
Q("Which day last week did we sell the most cherries?", "which_day",
  name(top(per([shift("2024-02-19", i) for i in range(7)], lambda d: L.qty_sold(product="cherry", lo=d, hi=d)))[0]), hard=True)

# ------------------------------------------------------------- refusals
for text in [
    "How much will we sell next week?",
    "Is mango a good product to stock?",
    "What time of day do we sell the most?",
    "Which staff member made the most sales?",
    "How many people walked in without buying anything?",
    "What will the banana price be next month?",
    "How are we doing?",
    "Are our customers happy?",
    "How much did we take in cash versus card?",
    "What's Bob Smith's home address?",
    "Should I raise the price of strawberries?",
    "What were our competitors charging for apples?",
    "How many kg of bananas will we have left by next Friday?",
    "Which supplier is the most reliable?",
    "What was the weather like on our best day?",
    "What did we sell in the morning of the 14th?",
    "Tell me something interesting",
    "How long does a mango stay fresh?",
]:
    Q(text, "refuse", refuse())

# ------------------------------------------------------------- write
questions = [q for q in QS]
texts = [q["question"] for q in questions]
assert len(texts) == len(set(texts)), "duplicate questions"
with open(OUT, "w") as f:
    for i, q in enumerate(questions, 1):
        f.write(json.dumps({"id": "u%03d" % i, "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
n_hard = sum(1 for q in questions if q["hard"])
print("questions", len(questions), "hard", n_hard, "refuse", sum(1 for q in questions if q["category"] == "refuse"))
