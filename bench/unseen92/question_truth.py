"""Held-out manager questions (set 92) for the ChatLedger offline question reader.

Reads resources/demo/fruitshop_month.jsonl, computes every expected answer with
plain Python (Decimal money, no hand-typed answers) and writes questions.jsonl
beside this file.  Stdlib only.  Run from the repository root:

    python bench/unseen92/question_truth.py

Semantics (/tmp/prompts/questions_contract.md, restated):
  * a question asked on `today` sees only the records dated on or before `today`
    (the ledger is rebuilt from that prefix of the file for every `today`);
  * a sale returned on or before `today` is dropped from takings, kilos, sale
    counts, customer spend and profit for every range; its refund is the sale's
    full value, dated on the return; a return after `today` does not exist yet;
  * line value = kg x the selling price in force at that point of the file
    (purchase items' selling_price and price_change records, file order),
    rounded half-up to 2 dp; "price now" = the last price dated <= today;
  * stock at close of D = bought <= D - kilos of sales dated <= D and not
    returned by D + adjustments <= D; "left"/"now" = close of `today`;
  * profit = revenue - kg x unit cost (one unit cost per product, asserted);
    COGS = kg sold (standing) x unit cost; margin % = profit / revenue x 100;
  * write-offs = negative stock_adjustments, as positive kilos, costed at unit cost;
  * this week = Monday..today; last week = the previous Monday..Sunday; weeks are
    keyed on their Monday; weekend = Sat+Sun; "since"/"from" inclusive, "before"
    exclusive, "between" both ends, "last N days" includes today; yesterday = today-1;
  * money and percentages 2 dp, kilos 3 dp, counts integers; tables leave out zero rows.
Added on top of the contract (see README.md): "trading day" averages divide by
calendar days of the range (every day of the month has a standing sale, asserted);
a "visit" is one sale record; prices of a past day are the last price dated <= that day.
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
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
T = "2024-02-29"


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


def is_weekday(s):
    return day(s).weekday() < 5


def on_weekday(name):
    i = WEEKDAYS.index(name)
    return lambda s: day(s).weekday() == i


with open(DATA) as _f:
    RECORDS = [json.loads(line) for line in _f if line.strip()]


# ============================================================= the records, as known on `today`
class Shop:
    def __init__(self, today=T):
        self.today = today
        self.records = [r for r in RECORDS if r["date"] <= today]
        self.prices = []      # (log index, date, product, price)
        self.buys = []        # dict(index, date, supplier, product, qty, cost, total)
        self.adjusts = []     # dict(index, date, product, qty, reason)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, price, total)], total)
        self.returns = []     # dict(index, date, customer, sale_date, sale, refund)
        now = {}
        for i, r in enumerate(self.records):
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    q, c = dec(it["quantity"]), dec(it["unit_cost"])
                    self.buys.append(dict(index=i, date=r["date"], supplier=r["supplier"]["name"],
                                          product=it["product"], qty=q, cost=c,
                                          total=(q * c).quantize(CENT, ROUND_HALF_UP)))
                    if it.get("selling_price") is not None:
                        now[it["product"]] = dec(it["selling_price"])
                        self.prices.append((i, r["date"], it["product"], dec(it["selling_price"])))
            elif kind == "price_change":
                now[r["product"]] = dec(r["selling_price"])
                self.prices.append((i, r["date"], r["product"], dec(r["selling_price"])))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    q, p = dec(it["quantity"]), now[it["product"]]
                    lines.append((it["product"], q, p, (q * p).quantize(CENT, ROUND_HALF_UP)))
                self.sales.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                       lines=lines, total=sum(t for *_, t in lines)))
            elif kind == "return":
                self.returns.append(dict(index=i, date=r["date"], customer=r["customer"]["name"],
                                         sale_date=r["sale_date"]))
            elif kind == "stock_adjustment":
                self.adjusts.append(dict(index=i, date=r["date"], product=r["product"],
                                         qty=dec(r["quantity"]), reason=r["reason"]))
            else:
                raise ValueError(kind)
        for ret in self.returns:
            match = [s for s in self.sales if s["customer"] == ret["customer"]
                     and s["date"] == ret["sale_date"] and "returned_on" not in s and s["index"] < ret["index"]]
            assert len(match) == 1, ret
            match[0]["returned_on"] = ret["date"]
            ret["sale"] = match[0]
            ret["refund"] = match[0]["total"]
        self.standing = [s for s in self.sales if "returned_on" not in s]
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        costs = {}
        for b in self.buys:
            costs.setdefault(b["product"], set()).add(b["cost"])
        assert all(len(v) == 1 for v in costs.values()), costs       # one unit cost per product
        self.unit_cost = {p: next(iter(v)) for p, v in costs.items()}

    # ------------------------------------------------ selections
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

    # ------------------------------------------------ measures
    def revenue(self, **kw):
        return sum((l[3] for _, l in self.sel_lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((l[1] for _, l in self.sel_lines(**kw)), Decimal(0))

    def n_sales(self, **kw):
        return len(self.sel_sales(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel_sales(**kw)})

    def sold_products(self, **kw):
        return sorted({l[0] for _, l in self.sel_lines(**kw)})

    def cogs(self, **kw):
        return sum((l[1] * self.unit_cost[l[0]] for _, l in self.sel_lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.revenue(**kw) - self.cogs(**kw)

    def margin(self, **kw):
        return self.profit(**kw) / self.revenue(**kw) * 100

    def spend(self, **kw):
        return sum((b["total"] for b in self.sel_buys(**kw)), Decimal(0))

    def bought(self, **kw):
        return sum((b["qty"] for b in self.sel_buys(**kw)), Decimal(0))

    def deliveries(self, **kw):
        return len({b["index"] for b in self.sel_buys(**kw)})

    def sel_returns(self, lo=None, hi=None, customer=None):
        return [r for r in self.returns if self.ok(r["date"], lo, hi, None)
                and (customer is None or r["customer"] == customer)]

    def refunds(self, **kw):
        return sum((r["refund"] for r in self.sel_returns(**kw)), Decimal(0))

    def write_offs(self, product=None, lo=None, hi=None):
        return [a for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                and (product is None or a["product"] == product)]

    def written_off(self, **kw):
        return -sum((a["qty"] for a in self.write_offs(**kw)), Decimal(0))

    def written_off_cost(self, **kw):
        return -sum((a["qty"] * self.unit_cost[a["product"]] for a in self.write_offs(**kw)), Decimal(0))

    def stock(self, product, on=None):
        """Stock at close of `on` (default today): a sale returned after `on` still counts as sold then."""
        on = on or self.today
        assert on <= self.today
        out = self.bought(product=product, hi=on)
        out += sum((a["qty"] for a in self.adjusts if a["product"] == product and a["date"] <= on), Decimal(0))
        for s in self.sales:
            if s["date"] <= on and ("returned_on" not in s or s["returned_on"] > on):
                out -= sum((l[1] for l in s["lines"] if l[0] == product), Decimal(0))
        return out

    def price(self, product, on=None):
        on = on or self.today
        p = None
        for _, d, prod, pr in self.prices:
            if prod == product and d <= on:
                p = pr
        return p

    def changes(self):
        """(date, product, old, new) for every price event that differs from the price before."""
        out, cur = [], {}
        for _, d, prod, pr in self.prices:
            if prod in cur and cur[prod] != pr:
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out


SHOPS = {}


def shop(today=T):
    if today not in SHOPS:
        SHOPS[today] = Shop(today)
    return SHOPS[today]


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


def table(key, rows, unit, domain=None):
    rows = {k: v for k, v in rows.items() if v != 0}
    if domain is not None:
        assert set(rows) == set(domain), ("zero or extra rows", set(domain) ^ set(rows))
    assert rows
    return {"type": "table", "key": key, "rows": {k: CONV[unit](v) for k, v in sorted(rows.items())}}


def refuse():
    return {"type": "refuse"}


def best(d, n=1, low=False):
    """Keys of the n highest (or lowest) values of d; values differ through the first item left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def over(d, cut, low=False):
    """Keys whose value is above (or below) cut; no value sits on the cut."""
    assert all(v != cut for v in d.values()), ("on threshold", cut, d)
    return [k for k, v in d.items() if (v < cut if low else v > cut)]


def per(keys, fn):
    return {k: fn(k) for k in keys}


def last_week(today):
    m = monday(today)
    return dict(lo=shift(m, -7), hi=shift(m, -1))


def this_week(today):
    return dict(lo=monday(today), hi=today)


def week_of(d):
    m = monday(d)
    return dict(lo=m, hi=shift(m, 6))


def last_days(today, n):
    return dict(lo=shift(today, -(n - 1)), hi=today)


def yday(today):
    d = shift(today, -1)
    return dict(lo=d, hi=d)


def on(d):
    return dict(lo=d, hi=d)


def weekend_gone(today):
    """The Saturday+Sunday just gone (asked midweek) or, on a weekend day, the weekend so far."""
    d = today
    while day(d).weekday() != 6:
        d = shift(d, -1)
    return dict(lo=shift(d, -1), hi=d)


QS = []


def Q(persona, text, category, expect, today=T):
    assert "2024-02-05" <= today <= T, today
    assert today == T or today <= "2024-02-25", today
    QS.append(dict(persona=persona, question=text, today=today, category=category, expect=expect))


def R(persona, text, today=T):
    Q(persona, text, "refuse", refuse(), today)


# ============================================================= setup
S = shop(T)
assert weekday(T) == "Thursday"
FEB = span("2024-02-01", T)
WEEKS = ["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]
assert all(S.n_sales(lo=d, hi=d) > 0 for d in FEB)       # every calendar day has a standing sale
cust_rev = per(S.customers, lambda c: S.revenue(customer=c))
cust_kg = per(S.customers, lambda c: S.kilos(customer=c))
prod_rev = per(S.products, lambda p: S.revenue(product=p))
prod_kg = per(S.products, lambda p: S.kilos(product=p))
prod_profit = per(S.products, lambda p: S.profit(product=p))
day_rev = per(FEB, lambda d: S.revenue(**on(d)))
CH = S.changes()
assert len({c[1] for c in CH}) == len(CH)                  # one change per product in this data
chg = {c[1]: c for c in CH}


def stock_table(sh, at=None):
    return table("product", per(sh.products, lambda p: sh.stock(p, at)), "kg", domain=sh.products)


def one_cost(supplier, product):
    costs = {b["cost"] for b in S.sel_buys(supplier=supplier, product=product)}
    assert len(costs) == 1, costs
    return costs.pop()


def buyers(sh, **kw):
    """Customers with a standing sale in the selection, asserted equal to the reading that keeps returned sales."""
    got = sh.buyers(**kw)
    kw = {"lo": None, "hi": None, "customer": None, "product": None, "days": None} | kw
    every = sorted({s["customer"] for s in sh.sales if sh.ok(s["date"], kw["lo"], kw["hi"], kw["days"])
                    and (kw["product"] is None or any(l[0] == kw["product"] for l in s["lines"]))})
    assert got == every, (kw, got, every)
    return got


def biggest_sale(sh):
    top = max(s["total"] for s in sh.standing)
    hit = [s for s in sh.standing if s["total"] == top]
    assert len(hit) == 1
    return hit[0]


# ============================================================= persona 1: Cockney owner, rhyming slang
P = "cockney"
Q(P, "Oi, 'ow much bread did we take yesterday, me old china?", "revenue", number(S.revenue(**yday(T)), "money"))
Q(P, "'ave a butcher's at the till for us - wot's the takings this week so far?", "revenue",
  number(S.revenue(**this_week(T)), "money"))
Q(P, "'ow many kilos of strawbs 'ave we flogged all month? I can't Adam an' Eve it", "kilos_sold",
  number(prod_kg["strawberry"], "kg"))
Q(P, "wot we got left in the way of nanas?", "stock_now", number(S.stock("banana"), "kg"))
Q(P, "Apples - the fruit, not the apples an' pears up to the flat - 'ow many kilos still on the shelf?", "stock_now",
  number(S.stock("apple"), "kg"))
Q(P, "Which punter's spent the most bees an' honey wiv us this month?", "ranking", name(best(cust_rev)[0]))
Q(P, "Which punters 'ave spent less than two score all month?", "who",
  names(over(cust_rev, 40, low=True), ordered=False))
Q(P, "'ow much did Omar 'addad spend last week?", "customer_spend",
  number(S.revenue(customer="Omar Haddad", **last_week(T)), "money"))
Q(P, "ow much sausage an' mash did we 'and back in refunds this month", "refunds",
  number(S.refunds(lo="2024-02-01", hi=T), "money"))
Q(P, "wot's nanas goin' for now, per kilo?", "price_now", number(S.price("banana"), "money"))
Q(P, "wot was we chargin' for pears on the 20th?", "price_on_date",
  number(shop("2024-02-22").price("pear", "2024-02-20"), "money"), today="2024-02-22")
Q(P, "Which fruit's earnin' us the most profit on the month?", "profit", name(best(prod_profit)[0]))
Q(P, "'ow much 'ave we shelled out to Green Valley all month?", "purchase_cost",
  number(S.spend(supplier="Green Valley Farms"), "money"))
Q(P, "Stocktake: 'ow many kilos 'ave gone pen an' ink an' been written off?", "adjustments",
  number(S.written_off(), "kg"))
Q(P, "Wot's the written-off stock cost us this month, at cost price?", "adjustments",
  number(S.written_off_cost(), "money"))
Q(P, "top three fruits by kilos sold, biggest first", "ranking", names(best(prod_kg, 3), ordered=True))
assert all(s["total"] != 10 for s in S.sales)
Q(P, "ow many sales come to more than an Ayrton Senna?", "count",
  number(len([s for s in S.standing if s["total"] > 10]), "count"))
Q(P, "which fruit's priced under two quid a kilo right now?", "price_now",
  names(over(per(S.products, S.price), 2, low=True), ordered=False))
Q(P, "'ow much stock at cost 'ave we got sittin' in the shop?", "stock_now",
  number(sum(S.stock(p) * S.unit_cost[p] for p in S.products), "money"))
Q(P, "'ow much more did Zoe spend than Omar this month?", "comparison",
  number(cust_rev["Zoe Davis"] - cust_rev["Omar Haddad"], "money"))
Q(P, "Gross profit last week, before the rent an' that", "profit", number(S.profit(**last_week(T)), "money"))
Q(P, "margin on the month, as a percent", "profit", number(S.margin(lo="2024-02-01", hi=T), "pct"))
Q(P, "Wot's the average punter spend per sale?", "average", number(S.revenue() / S.n_sales(), "money"))
Q(P, "'ow many kilos did ABC drop off all month?", "quantity_bought", number(S.bought(supplier="ABC"), "kg"))
Q(P, "When did the last load o' cherries come in?", "supplier",
  name(max(b["date"] for b in S.sel_buys(product="cherry"))))
Q(P, "Give us a breakdown o' bread by fruit for last week", "grouping",
  table("product", per(S.products, lambda p: S.revenue(product=p, **last_week(T))), "money"))
Q(P, "wot did we take before the 10th?", "revenue", number(S.revenue(hi="2024-02-09"), "money"))
Q(P, "Which day was our best for takings all month?", "ranking", name(best(day_rev)[0]))
Q(P, "'ow much did we take on the weekends, Sat an' Sun, all month?", "revenue",
  number(S.revenue(days=is_weekend), "money"))
Q(P, "'ow many kilos of pears went out between the 10th an' the 20th?", "kilos_sold",
  number(shop("2024-02-22").kilos(product="pear", lo="2024-02-10", hi="2024-02-20"), "kg"), today="2024-02-22")
Q(P, "Trouble an' strife wants to know wot Mei Chen spent on the 24th", "customer_spend",
  number(S.revenue(customer="Mei Chen", **on("2024-02-24")), "money"))
Q(P, "wot we payin' ABC a kilo for grapes?", "purchase_cost", number(one_cost("ABC", "grape"), "money"))
Q(P, "which punters 'ad cherries off us this week?", "who",
  names(buyers(S, product="cherry", **this_week(T)), ordered=False))
assert S.kilos(product="banana", **on(chg["banana"][0])) == 0      # "after the rise on the 19th": 19th in or out
Q(P, "'ow much bread did the nanas make us after the price went up on the 19th?", "revenue",
  number(S.revenue(product="banana", lo="2024-02-19"), "money"))
Q(P, "ow many kilos o' fruit did Raj take off us, all in?", "kilos_sold", number(cust_kg["Raj Patel"], "kg"))
# asked on earlier days
s = shop("2024-02-21")
assert weekday("2024-02-21") == "Wednesday"
Q(P, "Oi, wot did we take Sat'day an' Sunday just gone?", "revenue",
  number(s.revenue(**weekend_gone("2024-02-21")), "money"), today="2024-02-21")
Q(P, "'ow much cherry we got left, china?", "stock_now", number(shop("2024-02-14").stock("cherry"), "kg"),
  today="2024-02-14")
Q(P, "takings so far this month, to the penny mind", "revenue",
  number(shop("2024-02-10").revenue(lo="2024-02-01"), "money"), today="2024-02-10")
Q(P, "wot did we take yesterday", "revenue", number(shop("2024-02-16").revenue(**yday("2024-02-16")), "money"),
  today="2024-02-16")
Q(P, "'ow much grapes left?", "stock_now", number(shop("2024-02-05").stock("grape"), "kg"), today="2024-02-05")
Q(P, "'ow much 'ave we refunded so far this month?", "refunds",
  number(shop("2024-02-20").refunds(lo="2024-02-01"), "money"), today="2024-02-20")
s = shop("2024-02-12")
Q(P, "who's spent the most wiv us so far?", "ranking",
  name(best(per(s.customers, lambda c: s.revenue(customer=c)))[0]), today="2024-02-12")
Q(P, "wot's the pear price now?", "price_now", number(shop("2024-02-23").price("pear"), "money"), today="2024-02-23")
Q(P, "gross profit this week so far", "profit",
  number(shop("2024-02-25").profit(**this_week("2024-02-25")), "money"), today="2024-02-25")
Q(P, "ow many kilos o' fruit 'ave we shifted this week?", "kilos_sold",
  number(shop("2024-02-09").kilos(**this_week("2024-02-09")), "kg"), today="2024-02-09")
Q(P, "give us the stock of every fruit, as it stands", "stock_now", stock_table(shop("2024-02-18")),
  today="2024-02-18")
Q(P, "wot did Eva Berg spend on the 3rd? she's been in moanin'", "customer_spend",
  number(shop("2024-02-06").revenue(customer="Eva Berg", **on("2024-02-03")), "money"), today="2024-02-06")
# refusals
R(P, "Who 'alf-inched them strawbs on the 16th?")
R(P, "Bung the price o' cherries up to four quid a kilo")
R(P, "'ow much did Smith spend? the bloke wiv the flat cap")
R(P, "Is it gonna be currant bun Sat'day? need to know if I stock up on strawbs")
R(P, "Take Tom Lee's return off the books, 'e never brung nuffink back")
R(P, "'ow much did I pay the lad on the till this week?", today="2024-02-23")

# ============================================================= persona 2: radio ham
P = "ham"
Q(P, "CQ CQ, this is M0FRT. Request total takings for two-seven February, over.", "revenue",
  number(S.revenue(**on("2024-02-27")), "money"))
Q(P, "Copy that. Request kilos of Golf-Romeo-Alpha-Papa-Echo sold this month, over.", "kilos_sold",
  number(prod_kg["grape"], "kg"))
Q(P, "Roger. Stock on hand for mango at close of two-zero February, how copy? Over.", "stock_on_date",
  number(shop("2024-02-21").stock("mango", "2024-02-20"), "kg"), today="2024-02-21")
Q(P, "Break break. Current sell price for grape per kilo, over.", "price_now", number(S.price("grape"), "money"))
Q(P, "Request purchase spend broken down by supplier for the month, over.", "grouping",
  table("supplier", per(S.suppliers, lambda x: S.spend(supplier=x)), "money", domain=S.suppliers))
Q(P, "QSL on refunds issued one-zero through two-zero Feb inclusive? Over.", "refunds",
  number(S.refunds(lo="2024-02-10", hi="2024-02-20"), "money"))
Q(P, "How many sales did station Omar Haddad log this month? Over.", "count",
  number(S.n_sales(customer="Omar Haddad"), "count"))
Q(P, "Request list of customers who made purchases on two-three Feb, over.", "who",
  names(buyers(S, **on("2024-02-23")), ordered=False))
Q(P, "Request kilos sold by day of the week, Monday through Sunday, over.", "grouping",
  table("weekday", per(WEEKDAYS, lambda w: S.kilos(days=on_weekday(w))), "kg", domain=WEEKDAYS))
Q(P, "Average kilos per banana sale, over.", "average",
  number(S.kilos(product="banana") / S.n_sales(product="banana"), "kg"))
Q(P, "Request date of the most recent write-off in the log, over.", "adjustments",
  name(max(a["date"] for a in S.write_offs())))
Q(P, "Which product showed the most stock at close of one-five Feb? Over.", "stock_on_date",
  name(best(per(S.products, lambda p: S.stock(p, "2024-02-15")))[0]))
Q(P, "Confirm total kilos received from Hillside Produce, over.", "quantity_bought",
  number(S.bought(supplier="Hillside Produce"), "kg"))
Q(P, "How many deliveries in the log from Green Valley Farms? Over.", "count",
  number(S.deliveries(supplier="Green Valley Farms"), "count"))
Q(P, "Request margin percent on bananas, month to date, over.", "profit", number(S.margin(product="banana"), "pct"))
Q(P, "Request cost of goods sold for last week, over and out.", "profit", number(S.cogs(**last_week(T)), "money"))
Q(P, "Request customers who bought Mike-Alpha-November-Golf-Oscar this month, over.", "who",
  names(buyers(S, product="mango"), ordered=False))
Q(P, "Value of the largest single sale this month, over?", "ranking", number(biggest_sale(S)["total"], "money"))
Q(P, "Request daily takings two-six through two-niner, over.", "grouping",
  table("day", per(span("2024-02-26", T), lambda d: day_rev[d]), "money", domain=span("2024-02-26", T)))
Q(P, "Request refund total for Tom Lee, over.", "refunds", number(S.refunds(customer="Tom Lee"), "money"))
Q(P, "Request takings on Papa-Echo-Alpha-Romeo for week commencing one-niner Feb, over.", "revenue",
  number(S.revenue(product="pear", **week_of("2024-02-19")), "money"))
Q(P, "Request count of distinct customers this month, over.", "count", number(len(buyers(S)), "count"))
Q(P, "Request average takings per day, one through one-four Feb, over.", "average",
  number(S.revenue(lo="2024-02-01", hi="2024-02-14") / 14, "money"))
Q(P, "What was the selling price of orange on one-seven Feb, over?", "price_on_date",
  number(S.price("orange", "2024-02-17"), "money"))
Q(P, "Request price change log: which products changed price this month? Over.", "price_change",
  names(sorted(chg), ordered=False))
Q(P, "Request kilos of cherry lost to write-offs, over.", "adjustments", number(S.written_off(product="cherry"), "kg"))
Q(P, "Request takings, weekdays only, Monday to Friday, this month, over.", "revenue",
  number(S.revenue(days=is_weekday), "money"))
Q(P, "Request gross profit for week commencing one-two Feb, over.", "profit",
  number(S.profit(**week_of("2024-02-12")), "money"))
Q(P, "Request value of all stock at current selling prices, over.", "stock_now",
  number(sum(S.stock(p) * S.price(p) for p in S.products), "money"))
Q(P, "Unit cost per kilo on strawberry, over.", "purchase_cost", number(S.unit_cost["strawberry"], "money"))
assert all(s["total"] != 20 for s in S.sales)
Q(P, "Request number of sales over twenty dollars this month, over.", "count",
  number(len([s for s in S.standing if s["total"] > 20]), "count"))
Q(P, "Which customer bought the most kilos of cherry this month, over?", "ranking",
  name(best(per(S.customers, lambda c: S.kilos(customer=c, product="cherry")))[0]))
Q(P, "Request total kilos sold from one-zero Feb onwards, over.", "kilos_sold",
  number(S.kilos(lo="2024-02-10"), "kg"))
# asked on earlier days
Q(P, "Good morning, M0FRT on the one-niner. Takings yesterday, over.", "revenue",
  number(shop("2024-02-19").revenue(**yday("2024-02-19")), "money"), today="2024-02-19")
Q(P, "Request stock report, all products, as of now, over.", "stock_now", stock_table(shop("2024-02-09")),
  today="2024-02-09")
Q(P, "QSL: price of orange right now, over.", "price_now", number(shop("2024-02-17").price("orange"), "money"),
  today="2024-02-17")
s = shop("2024-02-22")
Q(P, "Request takings for the last seven days including today, over.", "revenue",
  number(s.revenue(**last_days("2024-02-22", 7)), "money"), today="2024-02-22")
Q(P, "Request kilos sold this week to date, over.", "kilos_sold",
  number(shop("2024-02-14").kilos(**this_week("2024-02-14")), "kg"), today="2024-02-14")
Q(P, "Request refunds issued so far this month, over.", "refunds",
  number(shop("2024-02-24").refunds(lo="2024-02-01"), "money"), today="2024-02-24")
s = shop("2024-02-11")
Q(P, "Request top three customers by spend to date, highest first, over.", "ranking",
  names(best(per(s.customers, lambda c: s.revenue(customer=c)), 3), ordered=True), today="2024-02-11")
Q(P, "Request kilos sold on zero-one Feb, over.", "kilos_sold",
  number(shop("2024-02-10").kilos(**on("2024-02-01")), "kg"), today="2024-02-10")
Q(P, "Request gross profit last week, over.", "profit",
  number(shop("2024-02-25").profit(**last_week("2024-02-25")), "money"), today="2024-02-25")
Q(P, "How many kilos of banana on the shelf now, over?", "stock_now", number(shop("2024-02-20").stock("banana"), "kg"),
  today="2024-02-20")
Q(P, "Request count of sales so far this month, over.", "count",
  number(shop("2024-02-13").n_sales(lo="2024-02-01"), "count"), today="2024-02-13")
Q(P, "Request write-offs in kilos so far, over.", "adjustments", number(shop("2024-02-21").written_off(), "kg"),
  today="2024-02-21")
# refusals
R(P, "What's the SWR reading on the shop antenna today, over?")
R(P, "Log a new sale: Tom Lee, three kilo apples, today. Over.")
R(P, "Request forecast takings for March, over.")
R(P, "Request home QTH, street address, for Ida Novak, over.")
R(P, "Request total spend for station Davis, over.", today="2024-02-24")
R(P, "How many customers heard our advert on the local repeater? Over.")

# ============================================================= persona 3: sports coach
P = "coach"
Q(P, "What's our PB for a single day's takings this season?", "ranking", number(day_rev[best(day_rev)[0]], "money"))
Q(P, "On what date did we set our single-day takings record?", "ranking", name(best(day_rev)[0]))
Q(P, "League table: customers by total spend, full season", "grouping",
  table("customer", cust_rev, "money", domain=S.customers))
Q(P, "Podium: top 3 customers by kilos bought, in order", "ranking", names(best(cust_kg, 3), ordered=True))
Q(P, "Relegation zone - bottom three customers by spend, worst first", "ranking",
  names(best(cust_rev, 3, low=True), ordered=True))
Q(P, "MVP fruit on margin: which one has the highest gross margin % this season?", "profit",
  name(best(per(S.products, lambda p: S.margin(product=p)))[0]))
Q(P, "Head to head, pears v apples on kilos sold this season - by how many kilos did pears win?", "comparison",
  number(prod_kg["pear"] - prod_kg["apple"], "kg"))
Q(P, "Form guide: takings over the last 5 days", "revenue", number(S.revenue(**last_days(T, 5)), "money"))
Q(P, "What share of our takings came at the weekend, as a %?", "revenue",
  number(S.revenue(days=is_weekend) / S.revenue() * 100, "pct"))
Q(P, "How many transactions has Raj Patel racked up this season?", "count",
  number(S.n_sales(customer="Raj Patel"), "count"))
Q(P, "Average takings per game day across the season (every day of Feb so far)", "average",
  number(S.revenue() / len(FEB), "money"))
Q(P, "Week-by-week scoreboard: takings per week", "grouping",
  table("week", per(WEEKS, lambda w: S.revenue(**week_of(w))), "money", domain=WEEKS))
Q(P, "Which week put up the most kilos sold?", "ranking",
  name(best(per(WEEKS, lambda w: S.kilos(**week_of(w))))[0]))
Q(P, "Bench depth: how many kilos of each fruit are in stock right now?", "stock_now", stock_table(S))
Q(P, "Who's weakest on the roster - which fruit has the lowest stock right now?", "stock_now",
  name(best(per(S.products, S.stock), low=True)[0]))
Q(P, "Transfer window: how many kilos did we bring in from suppliers in the week of the 19th?", "quantity_bought",
  number(S.bought(**week_of("2024-02-19")), "kg"))
Q(P, "Tale of the tape on cherries: how much more did we take in the second half (15th-29th) than the first half "
  "(1st-14th)?", "comparison",
  number(S.revenue(product="cherry", lo="2024-02-15", hi=T) - S.revenue(product="cherry", lo="2024-02-01",
                                                                          hi="2024-02-14"), "money"))
n_of = {w: len([d for d in FEB if weekday(d) == w]) for w in WEEKDAYS}
Q(P, "Which day of the week scores highest on average per game - takings divided by how many of that day we had?",
  "ranking", name(best({w: S.revenue(days=on_weekday(w)) / n_of[w] for w in WEEKDAYS})[0]))
Q(P, "How many kilos of grapes have we lost to write-offs?", "adjustments",
  number(S.written_off(product="grape"), "kg"))
Q(P, "Scouting report: which fruits has Sue Davis bought?", "which",
  names(S.sold_products(customer="Sue Davis"), ordered=False))
Q(P, "Season stats: total kilos sold across all fruit", "kilos_sold", number(S.kilos(), "kg"))
Q(P, "Average kilos per transaction this season", "average", number(S.kilos() / S.n_sales(), "kg"))
Q(P, "Top scorer by revenue among the fruit this season?", "ranking", name(best(prod_rev)[0]))
Q(P, "Which customers have put up more than 70 in spend this season?", "who", names(over(cust_rev, 70), ordered=False))
Q(P, "Splits: takings by weekday, Mon through Sun", "grouping",
  table("weekday", per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w))), "money", domain=WEEKDAYS))
Q(P, "How many kilos of mango did we move in the last 10 days?", "kilos_sold",
  number(S.kilos(product="mango", **last_days(T, 10)), "kg"))
Q(P, "Gross profit week by week", "grouping",
  table("week", per(WEEKS, lambda w: S.profit(**week_of(w))), "money", domain=WEEKS))
Q(P, "Stat check: how much did we spend with ABC this season?", "purchase_cost",
  number(S.spend(supplier="ABC"), "money"))
Q(P, "Since the 20th, what have we taken on strawberries?", "revenue",
  number(S.revenue(product="strawberry", lo="2024-02-20"), "money"))
Q(P, "What are we paying per kilo for cherries, cost price?", "purchase_cost", number(S.unit_cost["cherry"], "money"))
Q(P, "Which fruits have we sold more than 30 kilos of this season?", "which", names(over(prod_kg, 30), ordered=False))
Q(P, "Kilos bought per customer, full table", "grouping", table("customer", cust_kg, "kg", domain=S.customers))
Q(P, "Who bought from us in the week of the 12th?", "who", names(buyers(S, **week_of("2024-02-12")), ordered=False))
Q(P, "What did we take on Mondays, all of them added up?", "revenue",
  number(S.revenue(days=on_weekday("Monday")), "money"))
# asked on earlier days
Q(P, "Halfway check: season total takings so far?", "revenue", number(shop("2024-02-15").revenue(), "money"),
  today="2024-02-15")
s = shop("2024-02-18")
Q(P, "Who's top of the customer spend table right now?", "ranking",
  name(best(per(s.customers, lambda c: s.revenue(customer=c)))[0]), today="2024-02-18")
Q(P, "Kilos sold over the last 3 days", "kilos_sold",
  number(shop("2024-02-11").kilos(**last_days("2024-02-11", 3)), "kg"), today="2024-02-11")
s = shop("2024-02-22")
Q(P, "Current league table of fruit by kilos sold this season", "grouping",
  table("product", per(s.products, lambda p: s.kilos(product=p)), "kg", domain=s.products), today="2024-02-22")
s = shop("2024-02-07")
Q(P, "What's our single-day takings PB so far this season?", "ranking",
  number(max(s.revenue(**on(d)) for d in span("2024-02-01", "2024-02-07")), "money"), today="2024-02-07")
s = shop("2024-02-25")
Q(P, "Who's bottom of the spend table so far?", "ranking",
  name(best(per(s.customers, lambda c: s.revenue(customer=c)), low=True)[0]), today="2024-02-25")
Q(P, "Last week's takings - what was the final score?", "revenue",
  number(shop("2024-02-14").revenue(**last_week("2024-02-14")), "money"), today="2024-02-14")
Q(P, "How many kilos of strawberries on the bench right now?", "stock_now",
  number(shop("2024-02-20").stock("strawberry"), "kg"), today="2024-02-20")
s = shop("2024-02-17")
Q(P, "Average spend per transaction so far this week", "average",
  number(s.revenue(**this_week("2024-02-17")) / s.n_sales(**this_week("2024-02-17")), "money"), today="2024-02-17")
Q(P, "Gross margin % so far this week", "profit", number(shop("2024-02-24").margin(**this_week("2024-02-24")), "pct"),
  today="2024-02-24")
s = shop("2024-02-09")
Q(P, "Which fruit's leading the kilos-sold table so far this season?", "ranking",
  name(best(per(s.products, lambda p: s.kilos(product=p)))[0]), today="2024-02-09")
Q(P, "How many different customers have we had in so far this month?", "count",
  number(len(buyers(shop("2024-02-19"))), "count"), today="2024-02-19")
# refusals
R(P, "Which of the staff is our top performer on the till?")
R(P, "What will we score in takings next weekend?")
R(P, "Any customer complaints about bruised fruit this week?")
R(P, "Sub the strawberry price out - set it to 4.20 from today.", today="2024-02-17")
R(P, "How are we tracking against last season's February?")
R(P, "Who's our most valuable customer once you factor in how far they travel to us?")

# ============================================================= persona 4: Japanese exchange student, very polite
P = "student"
Q(P, "Excuse me, sorry to bother you. Could you please tell me how much money the shop received on 2024/02/14?",
  "revenue", number(S.revenue(**on("2024-02-14")), "money"))
Q(P, "Sumimasen, how many kilograms of mango were sold in total this month, please?", "kilos_sold",
  number(prod_kg["mango"], "kg"))
Q(P, "I am very sorry, but may I know the current price of one kilogram of cherry?", "price_now",
  number(S.price("cherry"), "money"))
Q(P, "If it is not too much trouble, what was the stock of pear at closing time on 2月20日?", "stock_on_date",
  number(S.stock("pear", "2024-02-20"), "kg"))
Q(P, "Please, how much did Omar-san spend at our shop during February? Thank you very much.", "customer_spend",
  number(cust_rev["Omar Haddad"], "money"))
Q(P, "Excuse me, which customer bought the most kilograms of banana?", "ranking",
  name(best(per(S.customers, lambda c: S.kilos(customer=c, product="banana")))[0]))
Q(P, "Could you kindly tell me all the customers who returned something to us?", "refunds",
  names(sorted({r["customer"] for r in S.returns}), ordered=False))
Q(P, "I would like to humbly ask: what is the gross profit for the whole of February?", "profit",
  number(S.profit(lo="2024-02-01", hi=T), "money"))
Q(P, "Sorry for my poor English. How many sale were made on Sunday 2月25日?", "count",
  number(S.n_sales(**on("2024-02-25")), "count"))
Q(P, "May I ask, which day of the week has the largest total takings in February?", "ranking",
  name(best(per(WEEKDAYS, lambda w: S.revenue(days=on_weekday(w))))[0]))
Q(P, "How much money did we pay to Hillside Produce, please?", "purchase_cost",
  number(S.spend(supplier="Hillside Produce"), "money"))
Q(P, "Excuse me, what is the total write-off of strawberry, in kilograms?", "adjustments",
  number(S.written_off(product="strawberry"), "kg"))
Q(P, "Could you please show me the takings for each day in the week of 2月12日?", "grouping",
  table("day", per(span(**week_of("2024-02-12")), lambda d: day_rev[d]), "money", domain=span(**week_of("2024-02-12"))))
Q(P, "Thank you. Could you also show me the selling price of each fruit on 2月1日?", "price_on_date",
  table("product", per(S.products, lambda p: S.price(p, "2024-02-01")), "money", domain=S.products))
Q(P, "Excuse me, how many different customers came to the shop this week?", "count",
  number(len(buyers(S, **this_week(T))), "count"))
Q(P, "Please teach me the purchase cost per kilogram of mango.", "purchase_cost", number(S.unit_cost["mango"], "money"))
Q(P, "How much money did the shop take from 2024年2月19日 onward, please?", "revenue",
  number(S.revenue(lo="2024-02-19"), "money"))
Q(P, "Excuse me, which fruits has Mei Chen-san bought this month?", "which",
  names(S.sold_products(customer="Mei Chen"), ordered=False))
assert S.kilos(product="orange", **on(chg["orange"][0])) == 0
Q(P, "How many kilograms of orange were sold before the price went up on 2月18日?", "kilos_sold",
  number(S.kilos(product="orange", hi="2024-02-17"), "kg"))
Q(P, "I am sorry, what was the price of banana before it was changed?", "price_change",
  number(chg["banana"][2], "money"))
Q(P, "When was the price of pear changed, please?", "price_change", name(chg["pear"][0]))
Q(P, "Excuse me, by what percentage was the banana price raised?", "price_change",
  number((chg["banana"][3] - chg["banana"][2]) / chg["banana"][2] * 100, "pct"))
Q(P, "Please, could you tell me the average amount of one sale on the weekends?", "average",
  number(S.revenue(days=is_weekend) / S.n_sales(days=is_weekend), "money"))
Q(P, "Which supplier did we pay the most money to?", "supplier",
  name(best(per(S.suppliers, lambda x: S.spend(supplier=x)))[0]))
Q(P, "How much of each fruit did we buy from Green Valley Farms, in kilograms?", "grouping",
  table("product", per(S.products, lambda p: S.bought(supplier="Green Valley Farms", product=p)), "kg"))
Q(P, "May I ask the total refund amount in the week of 2月19日?", "refunds",
  number(S.refunds(**week_of("2024-02-19")), "money"))
Q(P, "Excuse me, how much did Ken Smith-san spend in total?", "customer_spend", number(cust_rev["Ken Smith"], "money"))
Q(P, "What is the profit of cherry after the cost, please?", "profit", number(prod_profit["cherry"], "money"))
Q(P, "How many kilograms of orange do we have in the storeroom at this moment?", "stock_now",
  number(S.stock("orange"), "kg"))
Q(P, "Could you please tell me which fruits we have less than 22 kilograms of now?", "stock_now",
  names(over(per(S.products, S.stock), 22, low=True), ordered=False))
Q(P, "How much money did Bob Smith-san receive back as refund?", "refunds",
  number(S.refunds(customer="Bob Smith"), "money"))
Q(P, "Excuse me, what are today's takings so far?", "revenue", number(S.revenue(**on(T)), "money"))
Q(P, "How many kilograms of fruit were sold last week, please?", "kilos_sold", number(S.kilos(**last_week(T)), "kg"))
Q(P, "Excuse me, which customer made the largest single purchase this month?", "ranking",
  name(biggest_sale(S)["customer"]))
# asked on earlier days
Q(P, "Excuse me, how much banana do we have now, please?", "stock_now",
  number(shop("2024-02-08").stock("banana"), "kg"), today="2024-02-08")
Q(P, "How many kilograms were sold last week, if you please?", "kilos_sold",
  number(shop("2024-02-13").kilos(**last_week("2024-02-13")), "kg"), today="2024-02-13")
Q(P, "Please tell me yesterday's total kilograms sold.", "kilos_sold",
  number(shop("2024-02-24").kilos(**yday("2024-02-24")), "kg"), today="2024-02-24")
Q(P, "Good morning. Sorry to trouble you, how much money has the shop taken so far this month?", "revenue",
  number(shop("2024-02-05").revenue(lo="2024-02-01"), "money"), today="2024-02-05")
Q(P, "Excuse me, what is the price of one kilogram of pear today?", "price_now",
  number(shop("2024-02-10").price("pear"), "money"), today="2024-02-10")
Q(P, "Could you tell me the stock of each fruit at the close of 2月15日, please?", "stock_on_date",
  stock_table(shop("2024-02-22"), "2024-02-15"), today="2024-02-22")
Q(P, "How much profit did we make yesterday, please?", "profit",
  number(shop("2024-02-16").profit(**yday("2024-02-16")), "money"), today="2024-02-16")
Q(P, "Excuse me, who are the customers who came yesterday?", "who",
  names(buyers(shop("2024-02-21"), **yday("2024-02-21")), ordered=False), today="2024-02-21")
Q(P, "How many kilograms of cherry were sold during the last 7 days, including today?", "kilos_sold",
  number(shop("2024-02-25").kilos(product="cherry", **last_days("2024-02-25", 7)), "kg"), today="2024-02-25")
Q(P, "Sorry, how much refund have we given until today?", "refunds", number(shop("2024-02-12").refunds(), "money"),
  today="2024-02-12")
s = shop("2024-02-18")
Q(P, "What is the average takings per day this month so far, please?", "average",
  number(s.revenue(lo="2024-02-01", hi="2024-02-18") / 18, "money"), today="2024-02-18")
s = shop("2024-02-23")
Q(P, "Which fruit has sold the most kilograms this week so far?", "ranking",
  name(best(per(s.products, lambda p: s.kilos(product=p, **this_week("2024-02-23"))))[0]), today="2024-02-23")
# refusals
R(P, "Excuse me, could you please change Sue Davis-san's phone number to 604-866-2000?")
R(P, "Is it permitted for me to eat one strawberry from the display?")
R(P, "Which is the better fruit, apple or pear? Please decide for me.")
R(P, "What time does the shop open tomorrow, please?", today="2024-02-11")
R(P, "Could you kindly tell me how many customers will come next Monday?")
R(P, "Excuse me, how much tax must the shop pay for February?")

# ============================================================= write
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
assert 190 <= len(QS) <= 210, len(QS)
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        f.write(json.dumps({"id": f"q92-{i:03d}", "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
n = len(QS)
early = sum(q["today"] != T for q in QS)
refused = sum(q["category"] == "refuse" for q in QS)
print("questions", n, "refuse", refused, f"({100 * refused / n:.1f}%)", "early", early, f"({100 * early / n:.1f}%)")
for p in ("cockney", "ham", "coach", "student"):
    mine = [q for q in QS if q["persona"] == p]
    print(" ", p, len(mine), "refuse", sum(q["category"] == "refuse" for q in mine),
          "early", sum(q["today"] != T for q in mine))
