"""Held-out manager questions (set 100) for the ChatLedger offline question reader.

Reads resources/demo/fruitshop_month.jsonl, works out every expected answer in plain
Python (Decimal, standard library only) and writes questions.jsonl beside this file.
Run from the worktree root:

    python bench/unseen100/question_truth.py

Semantics: /tmp/prompts/questions_contract.md, summarised in README.md.  Every question
is answered from a *view* of the shop as it stood on the question's `today`: only records
dated on or before `today` exist, and a sale counts as returned only if its return is
dated on or before `today`.  Stock and price on a past day D use the view at D.
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
FIRST = "2024-02-01"


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


def on_weekday(*names):
    idx = {WEEKDAYS.index(n) for n in names}
    return lambda s: day(s).weekday() in idx


WEEKEND = on_weekday("Saturday", "Sunday")
WORKDAYS = on_weekday("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def this_week(today):
    return {"lo": monday(today), "hi": today}


def last_week(today):
    m = monday(today)
    return {"lo": shift(m, -7), "hi": shift(m, -1)}


def yesterday(today):
    d = shift(today, -1)
    return {"lo": d, "hi": d}


def on(d):
    return {"lo": d, "hi": d}


def last_n(today, n):
    return {"lo": shift(today, -(n - 1)), "hi": today}


def mtd(today):
    return {"lo": FIRST, "hi": today}


def weekend_gone(today):
    """The Sat+Sun just gone (asked on a weekday)."""
    assert day(today).weekday() < 5
    d = shift(today, -1)
    while weekday(d) != "Sunday":
        d = shift(d, -1)
    return {"lo": shift(d, -1), "hi": d}


def last_named(today, name):
    d = shift(today, -1)
    while weekday(d) != name:
        d = shift(d, -1)
    return d


with open(DATA) as fh:
    RECORDS = [json.loads(line) for line in fh if line.strip()]
assert [r["date"] for r in RECORDS] == sorted(r["date"] for r in RECORDS)


# ============================================================= the shop as it stood on a day
class View:
    def __init__(self, today):
        self.today = today
        self.prices = []      # (date, product, price) in file order
        self.buys = []        # dict(index, date, supplier, product, qty, cost, total)
        self.adjusts = []     # dict(date, product, qty)
        self.sales = []       # dict(index, date, customer, lines[(product, qty, price, total)], total)
        self.returns = []     # dict(date, customer, sale, refund)
        cur = {}
        for i, r in enumerate(RECORDS):
            if r["date"] > today:
                break
            kind = r["kind"]
            if kind == "purchase":
                for it in r["items"]:
                    q, c = dec(it["quantity"]), dec(it["unit_cost"])
                    self.buys.append({"index": i, "date": r["date"], "supplier": r["supplier"]["name"],
                                          "product": it["product"], "qty": q, "cost": c, "total": q * c})
                    if it.get("selling_price") is not None:
                        cur[it["product"]] = dec(it["selling_price"])
                        self.prices.append((r["date"], it["product"], cur[it["product"]]))
            elif kind == "price_change":
                cur[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], cur[r["product"]]))
            elif kind == "sale":
                lines = []
                for it in r["items"]:
                    q, p = dec(it["quantity"]), cur[it["product"]]
                    lines.append((it["product"], q, p, (q * p).quantize(CENT, ROUND_HALF_UP)))
                self.sales.append({"index": i, "date": r["date"], "customer": r["customer"]["name"],
                                       "lines": lines, "total": sum(t for *_, t in lines)})
            elif kind == "return":
                hit = [s for s in self.sales if s["customer"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"] and "returned_on" not in s]
                assert len(hit) == 1, r
                hit[0]["returned_on"] = r["date"]
                self.returns.append({"date": r["date"], "customer": r["customer"]["name"], "sale": hit[0],
                                         "refund": hit[0]["total"]})
            elif kind == "stock_adjustment":
                self.adjusts.append({"date": r["date"], "product": r["product"], "qty": dec(r["quantity"])})
            else:
                raise ValueError(kind)
        self.standing = [s for s in self.sales if "returned_on" not in s]
        self.products = sorted({b["product"] for b in self.buys})
        self.customers = sorted({s["customer"] for s in self.sales})
        self.suppliers = sorted({b["supplier"] for b in self.buys})
        self.unit = {}
        for b in self.buys:
            assert self.unit.setdefault(b["product"], b["cost"]) == b["cost"], "one unit cost per product"

    @staticmethod
    def ok(date, lo, hi, days):
        return (lo is None or date >= lo) and (hi is None or date <= hi) and (days is None or days(date))

    def sel_sales(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [s for s in self.standing if self.ok(s["date"], lo, hi, days)
                and (customer is None or s["customer"] == customer)
                and (product is None or any(ln[0] == product for ln in s["lines"]))]

    def lines(self, lo=None, hi=None, customer=None, product=None, days=None):
        return [ln for s in self.sel_sales(lo, hi, customer, None, days) for ln in s["lines"]
                if product is None or ln[0] == product]

    def revenue(self, **kw):
        return sum((ln[3] for ln in self.lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((ln[1] for ln in self.lines(**kw)), Decimal(0))

    def cogs(self, **kw):
        return sum((ln[1] * self.unit[ln[0]] for ln in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return self.revenue(**kw) - self.cogs(**kw)

    def margin(self, **kw):
        return self.profit(**kw) / self.revenue(**kw) * 100

    def n_sales(self, **kw):
        return len(self.sel_sales(**kw))

    def buyers(self, **kw):
        return sorted({s["customer"] for s in self.sel_sales(**kw)})

    def sold_products(self, **kw):
        return sorted({ln[0] for ln in self.lines(**kw)})

    def sel_buys(self, lo=None, hi=None, supplier=None, product=None):
        return [b for b in self.buys if self.ok(b["date"], lo, hi, None)
                and (supplier is None or b["supplier"] == supplier)
                and (product is None or b["product"] == product)]

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

    def written_off(self, product=None, lo=None, hi=None):
        return -sum((a["qty"] for a in self.adjusts if a["qty"] < 0 and self.ok(a["date"], lo, hi, None)
                     and (product is None or a["product"] == product)), Decimal(0))

    def written_off_cost(self, product=None):
        return -sum((a["qty"] * self.unit[a["product"]] for a in self.adjusts if a["qty"] < 0
                     and (product is None or a["product"] == product)), Decimal(0))

    def stock(self, product):
        """Stock at close of `today`."""
        return (self.bought(product=product) - self.kilos(product=product)
                + sum((a["qty"] for a in self.adjusts if a["product"] == product), Decimal(0)))

    def price(self, product):
        p = None
        for _, prod, pr in self.prices:
            if prod == product:
                p = pr
        return p

    def changes(self):
        out, cur = [], {}
        for d, prod, pr in self.prices:
            if prod in cur and cur[prod] != pr:
                out.append((d, prod, cur[prod], pr))
            cur[prod] = pr
        return out


_VIEWS = {}


def V(today):
    if today not in _VIEWS:
        _VIEWS[today] = View(today)
    return _VIEWS[today]


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
    assert x is not None
    return {"type": "number", "value": CONV[unit](x)}


def name(v):
    assert isinstance(v, str) and v
    return {"type": "name", "value": v}


def names(vs, ordered=False):
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
    """Keys of the n highest (or lowest) values; no tie inside or with the first one left out."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) >= n, items
    vals = [v for _, v in items[:n + 1]]
    assert len(vals) == len(set(vals)), ("tie", items[:n + 1])
    return [k for k, _ in items[:n]]


def top(d, n=1, low=False):
    return names(best(d, n, low), ordered=True)


def winner(d, low=False):
    return name(best(d, 1, low)[0])


def over(d, limit, below=False):
    assert all(v != limit for v in d.values()), ("value on the threshold", limit)
    return names([k for k, v in d.items() if (v < limit if below else v > limit)])


def per(keys, fn):
    return {k: fn(k) for k in keys}


QS = []
PERSONA = {"P1": "Taglish manager", "P2": "hockey dad", "P3": "Glasgow granny", "P4": "RAF officer"}


def Q(persona, text, category, expect, today=T):
    assert persona in PERSONA
    assert FIRST <= today <= T
    QS.append({"persona": persona, "question": text, "today": today, "category": category, "expect": expect})


def R(persona, text, today=T):
    Q(persona, text, "refuse", refuse(), today)


A = V(T)
FEB = span(FIRST, T)
WEEKS = ["2024-01-29", "2024-02-05", "2024-02-12", "2024-02-19", "2024-02-26"]
assert all(A.n_sales(**on(d)) > 0 for d in FEB)


def week_rows(v, fn):
    return {w: fn(lo=max(w, FIRST), hi=min(shift(w, 6), v.today)) for w in WEEKS if w <= v.today}


# ============================================================= P1: Filipino manager, Taglish
P = "P1"
Q(P, "Magkano po ang total benta natin kahapon?", "revenue", number(A.revenue(**yesterday(T)), "money"))
Q(P, "Ilan kilo ng saging ang nabenta ngayong linggo po?", "kilos_sold",
  number(A.kilos(product="banana", **this_week(T)), "kg"))
Q(P, "Magkano benta natin ngayong araw?", "revenue", number(A.revenue(**on(T)), "money"))
Q(P, "Magkano ang total na benta ng ubas buong buwan?", "revenue", number(A.revenue(product="grape"), "money"))
Q(P, "Magkano po ang ginastos natin sa Green Valley this month?", "purchase_cost",
  number(A.spend(supplier="Green Valley Farms", **mtd(T)), "money"))
Q(P, "Ilang kilo ng peras ang natira pa ngayon?", "stock_now", number(A.stock("pear"), "kg"))
Q(P, "Magkano na ang presyo ng orange ngayon po?", "price_now", number(A.price("orange"), "money"))
Q(P, "Ano presyo ng saging noong Feb 15 po?", "price_on_date", number(V("2024-02-15").price("banana"), "money"))
Q(P, "Ilang beses tayo nagpalit ng presyo ngayong buwan?", "price_change", number(len(A.changes()), "count"))
cust_rev = per(A.customers, lambda c: A.revenue(customer=c))
Q(P, "Sino po yung top 3 na suki natin pagdating sa gastos, pinakamalaki muna?", "ranking", top(cust_rev, 3))
prod_kg = per(A.products, lambda p: A.kilos(product=p))
Q(P, "Anong prutas ang pinakamabenta natin by kilo this month?", "ranking", winner(prod_kg))
Q(P, "Magkano ang total na refund natin ngayong Pebrero?", "refunds", number(A.refunds(**mtd(T)), "money"))
d = last_named(T, "Saturday")
Q(P, "Ilang benta po ang nagawa natin noong Sabado?", "count", number(A.n_sales(**on(d)), "count"))
Q(P, "Magkano po ang ginastos ni Raj sa atin simula Feb 20?", "customer_spend",
  number(A.revenue(customer="Raj Patel", lo="2024-02-20"), "money"))
Q(P, "Magkano ang tubo natin sa strawberry po?", "profit", number(A.profit(product="strawberry"), "money"))
Q(P, "Ilang kilo ng ubas ang na-write off natin?", "adjustments", number(A.written_off("grape"), "kg"))
Q(P, "Ano ang average na halaga ng bawat benta po?", "average", number(A.revenue() / A.n_sales(), "money"))
Q(P, "Pakita naman ng benta per araw ngayong linggo", "grouping",
  table("day", per(span(**this_week(T)), lambda x: A.revenue(**on(x))), "money"))
Q(P, "Ilan kilo ng mansanas ang binili natin sa ABC?", "quantity_bought",
  number(A.bought(product="apple", supplier="ABC"), "kg"))
Q(P, "Sino-sino po ang bumili ng cherry noong isang linggo?", "who",
  names(A.buyers(product="cherry", **last_week(T))))
wd_rev = per(WEEKDAYS, lambda w: A.revenue(days=on_weekday(w)))
Q(P, "Anong araw ng linggo ang may pinakamalaking total na benta, lahat pinagsama?", "ranking", winner(wd_rev))
Q(P, "Magkano ang benta natin sa huling 7 araw, kasama ngayon?", "revenue", number(A.revenue(**last_n(T, 7)), "money"))
Q(P, "Ilan ang stock ng cherry noong Feb 20 po, pagsara?", "stock_on_date",
  number(V("2024-02-20").stock("cherry"), "kg"))
Q(P, "Magkano gross margin percent natin buong buwan po?", "profit", number(A.margin(**mtd(T)), "pct"))
Q(P, "Magkano ginastos natin per supplier po?", "grouping",
  table("supplier", per(A.suppliers, lambda s: A.spend(supplier=s)), "money"))
Q(P, "Kailan po huling nag-deliver ang Hillside?", "supplier",
  name(max(b["date"] for b in A.sel_buys(supplier="Hillside Produce"))))
Q(P, "Ilan kilo ang nabenta per linggo po?", "grouping", table("week", week_rows(A, A.kilos), "kg"))
Q(P, "Magkano ang average na benta natin kada araw this month po?", "average",
  number(A.revenue(**mtd(T)) / len(FEB), "money"))
Q(P, "Sinong mga customer ang gumastos ng higit $40 sa atin?", "who", over(cust_rev, 40))
Q(P, "Anong mga prutas ang tumaas ang presyo ngayong buwan?", "price_change",
  names(sorted({c[1] for c in A.changes() if c[3] > c[2]})))
Q(P, "Ilang kilo ng orange ang binili ni Tom Lee sa atin?", "kilos_sold",
  number(A.kilos(customer="Tom Lee", product="orange"), "kg"))
sale_tot = [s["total"] for s in A.standing]
assert 15 not in sale_tot
Q(P, "Ilan po ang mga benta natin na lampas $15 bawat isa?", "count", number(sum(t > 15 for t in sale_tot), "count"))
# P1 early
t = "2024-02-14"
Q(P, "Magkano po benta natin kahapon?", "revenue", number(V(t).revenue(**yesterday(t)), "money"), t)
Q(P, "Ilan kilo ng saging ang natitira ngayon?", "stock_now", number(V(t).stock("banana"), "kg"), t)
t = "2024-02-19"
Q(P, "Magkano benta natin noong weekend po?", "revenue", number(V(t).revenue(**weekend_gone(t)), "money"), t)
t = "2024-02-21"
Q(P, "Sino ang pinakamalaking gumastos ngayong linggo?", "ranking",
  winner(per(V(t).customers, lambda c: V(t).revenue(customer=c, **this_week(t)))), t)
t = "2024-02-10"
Q(P, "Magkano na nagastos natin sa supplier month to date po?", "purchase_cost",
  number(V(t).spend(**mtd(t)), "money"), t)
t = "2024-02-16"
Q(P, "Ilan kilo ng strawberry ang nabenta natin ngayong linggo?", "kilos_sold",
  number(V(t).kilos(product="strawberry", **this_week(t)), "kg"), t)
t = "2024-02-23"
Q(P, "Magkano presyo ng peras ngayon?", "price_now", number(V(t).price("pear"), "money"), t)
t = "2024-02-12"
Q(P, "Magkano total refund natin hanggang ngayon?", "refunds", number(V(t).refunds(), "money"), t)
t = "2024-02-24"
Q(P, "Ilang customer ang bumili sa atin ngayong linggo po?", "count",
  number(len(V(t).buyers(**this_week(t))), "count"), t)
t = "2024-02-08"
Q(P, "Magkano ang benta natin sa orange simula umpisa ng buwan?", "revenue",
  number(V(t).revenue(product="orange", **mtd(t)), "money"), t)
t = "2024-02-20"
Q(P, "Ano po ang pinaka-mabentang prutas last week, sa pera?", "ranking",
  winner(per(V(t).products, lambda p: V(t).revenue(product=p, **last_week(t)))), t)
t = "2024-02-17"
Q(P, "Ilang benta ang na-record natin ngayong araw?", "count", number(V(t).n_sales(**on(t)), "count"), t)
t = "2024-02-15"
Q(P, "Sino ang bumili sa atin kahapon?", "who", names(V(t).buyers(**yesterday(t))), t)
# P1 refuse
R(P, "Magkano ang sweldo ni Jun ngayong buwan?")
R(P, "Ilan kilo ng lanzones ang nabenta natin?")
R(P, "Magkano kaya ang benta natin bukas po?")
R(P, "Pakibura po yung benta ni Bob noong Feb 26")
R(P, "Magkano po ginastos ni Davis?")
R(P, "Ilan ang nagbayad through GCash ngayong linggo?")

# ============================================================= P2: Canadian hockey dad
P = "P2"
Q(P, "How many loonies did we take in yesterday, bud?", "revenue", number(A.revenue(**yesterday(T)), "money"))
Q(P, "What'd we pull in so far this week, eh?", "revenue", number(A.revenue(**this_week(T)), "money"))
Q(P, "How many kilos of nanners did we move last week, eh?", "kilos_sold",
  number(A.kilos(product="banana", **last_week(T)), "kg"))
Q(P, "Bud, what are the strawbs going for right now?", "price_now", number(A.price("strawberry"), "money"))
Q(P, "How many kilos of apples we got sittin' in the back, eh?", "stock_now", number(A.stock("apple"), "kg"))
Q(P, "What'd Omar drop on cherries all month, bud?", "customer_spend",
  number(A.revenue(customer="Omar Haddad", product="cherry"), "money"))
Q(P, "Who's our top spender this month, eh? The Gretzky of customers", "ranking", winner(cust_rev))
prod_rev = per(A.products, lambda p: A.revenue(product=p))
Q(P, "Top 2 fruits by loonies this month, biggest first, bud", "ranking", top(prod_rev, 2))
Q(P, "How much did we shell out to ABC, eh?", "purchase_cost", number(A.spend(supplier="ABC"), "money"))
Q(P, "What'd we make on Saturdays, all of 'em added up, eh?", "revenue",
  number(A.revenue(days=on_weekday("Saturday")), "money"))
Q(P, "What's the profit on mangoes so far, eh? Before rent and all that", "profit",
  number(A.profit(product="mango"), "money"))
Q(P, "Couple kilos here and there add up, bud. How many kilos did we write off total?", "adjustments",
  number(A.written_off(), "kg"))
Q(P, "How many sales did we ring through between the 10th and the 20th, eh?", "count",
  number(A.n_sales(lo="2024-02-10", hi="2024-02-20"), "count"))
Q(P, "Which day last week had the best takings, bud?", "ranking",
  winner(per(span(**last_week(T)), lambda x: A.revenue(**on(x)))))
Q(P, "What were oranges going for on the 17th, eh?", "price_on_date", number(V("2024-02-17").price("orange"), "money"))
Q(P, "How many times has Tom Lee brought stuff back on us, bud?", "count",
  number(len(A.sel_returns(customer="Tom Lee")), "count"))
Q(P, "How many loonies did we hand back in refunds last week, eh?", "refunds",
  number(A.refunds(**last_week(T)), "money"))
Q(P, "Gimme takings by week, eh", "grouping", table("week", week_rows(A, A.revenue), "money"))
Q(P, "What's the average kilos per sale, eh?", "average", number(A.kilos() / A.n_sales(), "kg"))
Q(P, "How many kilos of cherries came in from Green Valley, bud?", "quantity_bought",
  number(A.bought(supplier="Green Valley Farms", product="cherry"), "kg"))
Q(P, "How much did Zoe spend last week, eh?", "customer_spend",
  number(A.revenue(customer="Zoe Davis", **last_week(T)), "money"))
Q(P, "Stock on pears at close on the 20th, bud?", "stock_on_date", number(V("2024-02-20").stock("pear"), "kg"))
Q(P, "What's our gross margin on nanners in percent, eh?", "profit", number(A.margin(product="banana"), "pct"))
Q(P, "Since the 15th, how many kilos of fruit we sold, bud?", "kilos_sold", number(A.kilos(lo="2024-02-15"), "kg"))
chg = {c[1]: c for c in A.changes()}
assert len(chg) == len(A.changes())
Q(P, "What did pears go for before we dropped the price, eh?", "price_change", number(chg["pear"][2], "money"))
Q(P, "Give me kilos sold per fruit for the month, bud", "grouping", table("product", prod_kg, "kg"))
Q(P, "Who's bought the fewest loonies' worth off us, eh?", "ranking", winner(cust_rev, low=True))
Q(P, "Between Hillside and Green Valley, who'd we spend more with, eh?", "supplier",
  winner({s: A.spend(supplier=s) for s in ["Hillside Produce", "Green Valley Farms"]}))
assert len([t_ for t_ in sale_tot if t_ == max(sale_tot)]) == 1
Q(P, "Biggest single sale this month in loonies, bud?", "ranking", number(max(sale_tot), "money"))
Q(P, "Did we sell more kilos of nanners or strawbs this month, eh?", "comparison",
  winner({p: A.kilos(product=p, **mtd(T)) for p in ["banana", "strawberry"]}))
Q(P, "Average sale in loonies on weekends, eh?", "average",
  number(A.revenue(days=WEEKEND) / A.n_sales(days=WEEKEND), "money"))
Q(P, "How many different fruits did Raj buy this month, eh?", "count",
  number(len(A.sold_products(customer="Raj Patel", **mtd(T))), "count"))
Q(P, "What's all the stock worth at today's sticker prices, eh?", "stock_now",
  number(sum(A.stock(p) * A.price(p) for p in A.products), "money"))
# P2 early
t = "2024-02-09"
Q(P, "What'd we take today, bud?", "revenue", number(V(t).revenue(**on(t)), "money"), t)
t = "2024-02-13"
Q(P, "How many kilos of grapes did we sell yesterday, eh?", "kilos_sold",
  number(V(t).kilos(product="grape", **yesterday(t)), "kg"), t)
t = "2024-02-18"
Q(P, "What's our takings this week, eh? Monday to now", "revenue", number(V(t).revenue(**this_week(t)), "money"), t)
t = "2024-02-21"
Q(P, "How many kilos of strawbs left on the shelf, bud?", "stock_now", number(V(t).stock("strawberry"), "kg"), t)
t = "2024-02-24"
Q(P, "Price of pears today, eh?", "price_now", number(V(t).price("pear"), "money"), t)
t = "2024-02-06"
Q(P, "How much we spent on stock so far this month, bud?", "purchase_cost", number(V(t).spend(**mtd(t)), "money"), t)
t = "2024-02-11"
Q(P, "What'd we take last week, eh?", "revenue", number(V(t).revenue(**last_week(t)), "money"), t)
t = "2024-02-16"
Q(P, "Who came in today, bud?", "who", names(V(t).buyers(**on(t))), t)
t = "2024-02-20"
Q(P, "How many sales did we do over the weekend, eh?", "count", number(V(t).n_sales(**weekend_gone(t)), "count"), t)
t = "2024-02-25"
Q(P, "Which fruit's got the least stock right now, eh?", "stock_now",
  winner(per(V(t).products, V(t).stock), low=True), t)
t = "2024-02-22"
Q(P, "How much have we refunded so far, bud?", "refunds", number(V(t).refunds(), "money"), t)
t = "2024-02-15"
Q(P, "What's the profit month to date, eh?", "profit", number(V(t).profit(**mtd(t)), "money"), t)
t = "2024-02-23"
Q(P, "Who's the top spender the last 7 days, eh?", "ranking",
  winner(per(V(t).customers, lambda c: V(t).revenue(customer=c, **last_n(t, 7)))), t)
# P2 refuse
R(P, "How much did the Timmies run cost us this morning, eh?")
R(P, "Are the Leafs gonna help Saturday sales next week, bud?")
R(P, "Change Ken's sale on the 29th to 3 kilos of mango, eh?")
R(P, "How many kilos of maple syrup did we sell, bud?")
R(P, "How much did Smith spend with us, eh?")
R(P, "Who's our best-lookin' customer, eh?")

# ============================================================= P3: Glaswegian grandmother
P = "P3"
Q(P, "How much did we get for the apples this month, hen?", "revenue",
  number(A.revenue(product="apple", **mtd(T)), "money"))
Q(P, "Aye, how much did we take the day?", "revenue", number(A.revenue(**on(T)), "money"))
Q(P, "How many kilos o' grapes have we got the noo?", "stock_now", number(A.stock("grape"), "kg"))
Q(P, "How much did we get for the bananas last week?", "revenue",
  number(A.revenue(product="banana", **last_week(T)), "money"))
Q(P, "Whit's the price o' pears the noo?", "price_now", number(A.price("pear"), "money"))
Q(P, "How much did Mei Chen spend wi' us this month, the wee soul?", "customer_spend",
  number(A.revenue(customer="Mei Chen", **mtd(T)), "money"))
Q(P, "How much did we get for everything last week, hen?", "revenue", number(A.revenue(**last_week(T)), "money"))
d = last_named(T, "Sunday")
Q(P, "How many sales did we have on Sunday past?", "count", number(A.n_sales(**on(d)), "count"))
cust_kg = per(A.customers, lambda c: A.kilos(customer=c))
Q(P, "Who's bought the maist kilos fae us this month?", "ranking", winner(cust_kg))
v10 = V("2024-02-10")
Q(P, "Whit wis the dearest fruit on the 10th?", "price_on_date", winner(per(v10.products, v10.price)))
Q(P, "How much have we paid Green Valley for strawberries?", "purchase_cost",
  number(A.spend(supplier="Green Valley Farms", product="strawberry"), "money"))
Q(P, "How much money did we lose on stock we had tae throw oot?", "adjustments", number(A.written_off_cost(), "money"))
Q(P, "Aye, how much did we hand back tae Bob Smith?", "refunds", number(A.refunds(customer="Bob Smith"), "money"))
Q(P, "Whit did we take each day last week, hen?", "grouping",
  table("day", per(span(**last_week(T)), lambda x: A.revenue(**on(x))), "money"))
Q(P, "How much did we get for the cherries atween the 12th and the 18th?", "revenue",
  number(A.revenue(product="cherry", lo="2024-02-12", hi="2024-02-18"), "money"))
Q(P, "How many kilos o' oranges did we sell afore the 18th?", "kilos_sold",
  number(A.kilos(product="orange", hi="2024-02-17"), "kg"))
Q(P, "How much did we make on the pears, efter whit we paid for them?", "profit",
  number(A.profit(product="pear"), "money"))
Q(P, "Which o' oor customers came in on Valentine's Day?", "who", names(A.buyers(**on("2024-02-14"))))
thursdays = [x for x in FEB if weekday(x) == "Thursday"]
Q(P, "Whit dae we take on an average Thursday?", "average",
  number(A.revenue(days=on_weekday("Thursday")) / len(thursdays), "money"))
Q(P, "How many kilos o' fruit did we buy in aw thegither?", "quantity_bought", number(A.bought(), "kg"))
Q(P, "Which weekday is the quietest for money, hen? Aw the weeks added up", "ranking", winner(wd_rev, low=True))
Q(P, "Whit wis the banana stock at closing on the 22nd?", "stock_on_date",
  number(V("2024-02-22").stock("banana"), "kg"))
Q(P, "Whit wis the price o' bananas on the 19th, hen?", "price_on_date",
  number(V("2024-02-19").price("banana"), "money"))
Q(P, "When did the price o' the oranges change?", "price_change", name(chg["orange"][0]))
Q(P, "Whit did each customer spend wi' us this month, if ye please", "grouping", table("customer", cust_rev, "money"))
Q(P, "How much did we get for the fruit on weekdays only this month, no the weekends?", "revenue",
  number(A.revenue(days=WORKDAYS), "money"))
Q(P, "How many kilos did Ida Novak take hame this month?", "kilos_sold", number(A.kilos(customer="Ida Novak"), "kg"))
Q(P, "How many deliveries did we get fae the suppliers the month?", "count", number(A.deliveries(**mtd(T)), "count"))
Q(P, "Whit did Ann Brown buy fae us?", "which", names(A.sold_products(customer="Ann Brown")))
Q(P, "Which fruit did we sell the maist kilos o' at the weekends?", "ranking",
  winner(per(A.products, lambda p: A.kilos(product=p, days=WEEKEND))))
Q(P, "How much did the average customer spend wi' us this month?", "average",
  number(A.revenue(**mtd(T)) / len(A.buyers(**mtd(T))), "money"))
Q(P, "How much mair did we take last week than the week afore, hen?", "comparison",
  number(A.revenue(**last_week(T)) - A.revenue(**last_week(shift(T, -7))), "money"))
Q(P, "Whit's the total we've spent on stock since the 10th?", "purchase_cost",
  number(A.spend(lo="2024-02-10"), "money"))
stock_now = per(A.products, A.stock)
Q(P, "Which fruits have we got mair than 20 kilos o' the noo?", "stock_now", over(stock_now, 20))
# P3 early
t = "2024-02-07"
Q(P, "How much did we take yesterday, hen?", "revenue", number(V(t).revenue(**yesterday(t)), "money"), t)
t = "2024-02-12"
Q(P, "How much did we get for the weekend?", "revenue", number(V(t).revenue(**weekend_gone(t)), "money"), t)
t = "2024-02-14"
Q(P, "How many kilos o' strawberries have we got left the noo?", "stock_now", number(V(t).stock("strawberry"), "kg"), t)
t = "2024-02-18"
Q(P, "Aye, how much have we taken this month so far?", "revenue", number(V(t).revenue(**mtd(t)), "money"), t)
t = "2024-02-22"
Q(P, "Whit's the price o' oranges the noo?", "price_now", number(V(t).price("orange"), "money"), t)
t = "2024-02-19"
Q(P, "Who's spent the maist wi' us so far this month?", "ranking",
  winner(per(V(t).customers, lambda c: V(t).revenue(customer=c, **mtd(t)))), t)
t = "2024-02-25"
Q(P, "How much did we get for the pears this week?", "revenue",
  number(V(t).revenue(product="pear", **this_week(t)), "money"), t)
t = "2024-02-16"
Q(P, "How much have we handed back in refunds so far?", "refunds", number(V(t).refunds(), "money"), t)
t = "2024-02-10"
Q(P, "How many kilos o' bananas did we sell the last 5 days, the day included?", "kilos_sold",
  number(V(t).kilos(product="banana", **last_n(t, 5)), "kg"), t)
t = "2024-02-23"
Q(P, "Whit did we take each day this week?", "grouping",
  table("day", per(span(**this_week(t)), lambda x: V(t).revenue(**on(x))), "money"), t)
t = "2024-02-21"
Q(P, "How much did we pay the suppliers last week?", "purchase_cost", number(V(t).spend(**last_week(t)), "money"), t)
t = "2024-02-13"
Q(P, "How many sales have we had the day?", "count", number(V(t).n_sales(**on(t)), "count"), t)
# P3 refuse
R(P, "Whit'll the weather be like for the market the morra?")
R(P, "How many punnets o' rasps did we sell?")
R(P, "Is Mrs Davis a good payer?")
R(P, "Can ye put the price o' the cherries up tae four pound?")
R(P, "How much is the rent on the shop, hen?")
R(P, "Will we sell mair bananas next week, dae ye think?")

# ============================================================= P4: retired RAF officer, telegraphese
P = "P4"
Q(P, "Report takings, 14 Feb.", "revenue", number(A.revenue(**on("2024-02-14")), "money"))
Q(P, "Request kilos sold, all lines, week commencing 19 Feb.", "kilos_sold",
  number(A.kilos(lo="2024-02-19", hi="2024-02-25"), "kg"))
v26 = V("2024-02-26")
Q(P, "Figures: stock all lines, close of play 26 Feb.", "stock_on_date",
  table("product", per(v26.products, v26.stock), "kg"))
Q(P, "Report current selling price, cherry.", "price_now", number(A.price("cherry"), "money"))
v20 = V("2024-02-20")
Q(P, "Request price list, all lines, as at 20 Feb.", "price_on_date",
  table("product", per(v20.products, v20.price), "money"))
Q(P, "Report total refunds to date.", "refunds", number(A.refunds(), "money"))
Q(P, "Request gross profit, month to date.", "profit", number(A.profit(**mtd(T)), "money"))
Q(P, "Report cost of goods sold, February.", "profit", number(A.cogs(**mtd(T)), "money"))
Q(P, "Request purchase cost, Hillside Produce, whole month.", "purchase_cost",
  number(A.spend(supplier="Hillside Produce"), "money"))
Q(P, "Report kilos purchased by product.", "grouping",
  table("product", per(A.products, lambda p: A.bought(product=p)), "kg"))
Q(P, "Top five customers by spend. Descending order.", "ranking", top(cust_rev, 5))
Q(P, "Report bottom three products by revenue, lowest first.", "ranking", top(prod_rev, 3, low=True))
Q(P, "Request revenue by day of week. Figures.", "grouping", table("weekday", wd_rev, "money"))
Q(P, "Report number of sales, last week.", "count", number(A.n_sales(**last_week(T)), "count"))
Q(P, "Report average transaction value, last week.", "average",
  number(A.revenue(**last_week(T)) / A.n_sales(**last_week(T)), "money"))
Q(P, "Stock, mango. Report.", "stock_now", number(A.stock("mango"), "kg"))
Q(P, "Report write-offs by product, kilos.", "grouping",
  table("product", per(A.products, A.written_off), "kg"))
Q(P, "Request date of most recent write-off.", "adjustments", name(max(a["date"] for a in A.adjusts if a["qty"] < 0)))
Q(P, "Report customers spending over 60, month.", "who", over(cust_rev, 60))
Q(P, "Report revenue, customer Eva Berg, whole period.", "customer_spend",
  number(A.revenue(customer="Eva Berg"), "money"))
Q(P, "Report percentage change, pear selling price.", "price_change",
  number((chg["pear"][3] - chg["pear"][2]) / chg["pear"][2] * 100, "pct"))
Q(P, "Report revenue, period 5 to 11 Feb inclusive.", "revenue",
  number(A.revenue(lo="2024-02-05", hi="2024-02-11"), "money"))
Q(P, "Report kilos sold, grape, last 14 days inclusive of today.", "kilos_sold",
  number(A.kilos(product="grape", **last_n(T, 14)), "kg"))
day_n = per(FEB, lambda x: A.n_sales(**on(x)))
day_rev = per(FEB, lambda x: A.revenue(**on(x)))
Q(P, "Report margin percent, cherry.", "profit", number(A.margin(product="cherry"), "pct"))
Q(P, "Request unit cost paid, banana.", "purchase_cost", number(A.unit["banana"], "money"))
Q(P, "Report suppliers of banana.", "supplier", names({b["supplier"] for b in A.sel_buys(product="banana")}))
Q(P, "Report revenue per week, mango.", "grouping",
  table("week", week_rows(A, lambda **kw: A.revenue(product="mango", **kw)), "money"))
Q(P, "Report kilos sold before 10 Feb.", "kilos_sold", number(A.kilos(hi="2024-02-09"), "kg"))
Q(P, "Report day of highest takings, week commencing 12 Feb.", "ranking",
  winner({x: day_rev[x] for x in span("2024-02-12", "2024-02-18")}))
Q(P, "Request average daily takings, last 7 days inclusive.", "average", number(A.revenue(**last_n(T, 7)) / 7, "money"))
Q(P, "Report customers who bought mango, month.", "who", names(A.buyers(product="mango", **mtd(T))))
Q(P, "Report lines not sold today.", "which", names([p for p in A.products if A.kilos(product=p, **on(T)) == 0]))
Q(P, "Report weekend takings, Saturdays and Sundays, whole month. Average per weekend day.", "average",
  number(A.revenue(days=WEEKEND) / len([x for x in FEB if WEEKEND(x)]), "money"))
# P4 early
t = "2024-02-05"
Q(P, "Report takings yesterday.", "revenue", number(V(t).revenue(**yesterday(t)), "money"), t)
t = "2024-02-09"
Q(P, "Report stock, pear. Current.", "stock_now", number(V(t).stock("pear"), "kg"), t)
t = "2024-02-13"
Q(P, "Report revenue, last week.", "revenue", number(V(t).revenue(**last_week(t)), "money"), t)
t = "2024-02-17"
Q(P, "Request takings, this week to date.", "revenue", number(V(t).revenue(**this_week(t)), "money"), t)
t = "2024-02-24"
Q(P, "Report gross profit, last week.", "profit", number(V(t).profit(**last_week(t)), "money"), t)
t = "2024-02-22"
Q(P, "Request refunds issued, last 10 days inclusive.", "refunds", number(V(t).refunds(**last_n(t, 10)), "money"), t)
t = "2024-02-11"
Q(P, "Report count of sales, month to date.", "count", number(V(t).n_sales(**mtd(t)), "count"), t)
t = "2024-02-19"
Q(P, "Report current price, banana.", "price_now", number(V(t).price("banana"), "money"), t)
t = "2024-02-08"
Q(P, "Report revenue by product, month to date.", "grouping",
  table("product", per(V(t).products, lambda p: V(t).revenue(product=p, **mtd(t))), "money"), t)
t = "2024-02-14"
Q(P, "Report stock value at cost. Current.", "stock_now",
  number(sum(V(t).stock(p) * V(t).unit[p] for p in V(t).products), "money"), t)
t = "2024-02-20"
Q(P, "Report kilos sold, weekend just gone.", "kilos_sold", number(V(t).kilos(**weekend_gone(t)), "kg"), t)
t = "2024-02-15"
Q(P, "Report customer with most kilos bought, month to date.", "ranking",
  winner(per(V(t).customers, lambda c: V(t).kilos(customer=c, **mtd(t)))), t)
# P4 refuse
R(P, "Report staff on duty, 14 Feb.")
R(P, "Request forecast, takings, next week.")
R(P, "Delete return of 23 Feb. Confirm.")
R(P, "Report kilos sold, pineapple.")
R(P, "Report spend, customer Davis.")
R(P, "Request assessment: drop cherries from range? Opinion required.")

# ============================================================= write
texts = [q["question"].strip().lower() for q in QS]
assert len(texts) == len(set(texts)), "duplicate questions"
for q in QS:
    e = q["expect"]
    if e["type"] == "table":
        assert all(v != 0 for v in e["rows"].values()), q
with open(OUT, "w") as f:
    for i, q in enumerate(QS, 1):
        f.write(json.dumps({"id": f"q100-{i:03d}", "question": q["question"], "today": q["today"],
                            "category": q["category"], "expect": q["expect"]}, ensure_ascii=False) + "\n")
n = len(QS)
ref = sum(q["category"] == "refuse" for q in QS)
early = sum(q["today"] != T for q in QS)
print("questions", n, "refuse", ref, "%.1f%%" % (100 * ref / n), "early", early, "%.1f%%" % (100 * early / n))
for p, label in PERSONA.items():
    print(p, label, sum(q["persona"] == p for q in QS))
