"""Writes bench/unseen14/questions.jsonl: manager questions about the February
2024 demo shop, with answers computed here by replaying
resources/demo/fruitshop_month.jsonl (Decimal money, Fraction where divided).
Stdlib only.  Run from anywhere:

    python bench/unseen14/question_truth.py
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")
RECORDS = [json.loads(l) for l in open(DATA) if l.strip()]
CENT = Decimal("0.01")
GRAM = Decimal("0.001")
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + datetime.timedelta(days=n)).isoformat()


def monday(s):
    d = day(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


def rnd(x, unit):
    """Round to a multiple of unit, refusing exact halves (they would be ambiguous)."""
    scaled = Fraction(x) / Fraction(unit)
    assert scaled.denominator != 2, ("half unit", x)
    return Decimal(round(scaled)) * dec(unit)


class Ledger:
    """State of the shop as known on `today` (records dated <= today only)."""

    def __init__(self, today):
        self.today = today
        self.prices = []      # (date, product, price) in file order
        self.sales = []       # dict(date, cust, lines[(prod, kg, value)], returned)
        self.buys = []        # dict(date, sup, prod, kg, cost)
        self.adjs = []        # (date, prod, kg)
        self.rets = []        # dict(date, cust, sale)
        self.contacts = {}
        price = {}
        for r in RECORDS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                s = r["supplier"]
                self.contacts[s["name"]] = s
                for it in r["items"]:
                    self.buys.append(dict(date=r["date"], sup=s["name"], prod=it["product"],
                                          kg=dec(it["quantity"]), cost=dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = dec(it["selling_price"])
                        self.prices.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                c = r["customer"]
                self.contacts.setdefault(c["name"], c)
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append((it["product"], kg, rnd(kg * price[it["product"]], "0.01")))
                self.sales.append(dict(date=r["date"], cust=c["name"], lines=lines, returned=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"]
                       and s["cust"] == r["customer"]["name"] and s["returned"] is None]
                assert len(hit) == 1, r
                hit[0]["returned"] = r["date"]
                self.rets.append(dict(date=r["date"], cust=r["customer"]["name"], sale=hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"])))
        self.live = [s for s in self.sales if s["returned"] is None]

    # ---------------------------------------------------------------- sales
    def pick(self, lo="2024-01-01", hi=None, cust=None, wd=None, live=True):
        hi = hi or self.today
        src = self.live if live else self.sales
        return [s for s in src if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
                and (wd is None or day(s["date"]).weekday() in wd)]

    def lines(self, prod=None, **kw):
        return [(s, p, kg, v) for s in self.pick(**kw) for p, kg, v in s["lines"]
                if prod is None or p == prod]

    def takings(self, prod=None, **kw):
        return sum((v for _, _, _, v in self.lines(prod, **kw)), Decimal(0))

    def kilos(self, prod=None, **kw):
        return sum((kg for _, _, kg, _ in self.lines(prod, **kw)), Decimal(0))

    def count(self, prod=None, **kw):
        return len({id(s) for s, _, _, _ in self.lines(prod, **kw)})

    def custs(self, prod=None, **kw):
        a = {s["cust"] for s, _, _, _ in self.lines(prod, **kw)}
        b = {s["cust"] for s, _, _, _ in self.lines(prod, live=False, **kw)}
        assert a == b, ("customer set depends on returns", a ^ b)
        return a

    def by(self, keyf, val, **kw):
        out = {}
        for s, p, kg, v in self.lines(**kw):
            k = keyf(s, p)
            out[k] = out.get(k, Decimal(0)) + (v if val == "money" else kg)
        return out

    @staticmethod
    def total(s):
        return sum(v for _, _, v in s["lines"])

    # ---------------------------------------------------------------- refunds
    def refunds(self, lo="2024-01-01", hi=None):
        hi = hi or self.today
        return [r for r in self.rets if lo <= r["date"] <= hi]

    # ---------------------------------------------------------------- purchases
    def bought(self, lo="2024-01-01", hi=None, sup=None, prod=None):
        hi = hi or self.today
        return [b for b in self.buys if lo <= b["date"] <= hi and (sup is None or b["sup"] == sup)
                and (prod is None or b["prod"] == prod)]

    def spend(self, **kw):
        return sum((b["kg"] * b["cost"] for b in self.bought(**kw)), Decimal(0))

    def unit_cost(self, prod):
        costs = {b["cost"] for b in self.buys if b["prod"] == prod}
        assert len(costs) == 1, (prod, costs)
        return costs.pop()

    def cogs(self, prod=None, **kw):
        return sum((kg * self.unit_cost(p) for _, p, kg, _ in self.lines(prod, **kw)), Decimal(0))

    # ---------------------------------------------------------------- stock / price
    def stock(self, prod, d=None):
        d = d or self.today
        inn = sum((b["kg"] for b in self.buys if b["prod"] == prod and b["date"] <= d), Decimal(0))
        out = sum((kg for s in self.sales if s["date"] <= d and not (s["returned"] and s["returned"] <= d)
                   for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((q for dt, p, q in self.adjs if p == prod and dt <= d), Decimal(0))
        return inn - out + adj

    def price(self, prod, d=None):
        """Price in force at the end of day d; d must not be a day the price moved."""
        d = d or self.today
        before = [pr for dt, p, pr in self.prices if p == prod and dt < d]
        on_day = {pr for dt, p, pr in self.prices if p == prod and dt == d}
        assert not before or not on_day or on_day == {before[-1]}, ("price moves on", prod, d)
        got = None
        for dt, p, pr in self.prices:
            if p == prod and dt <= d:
                got = pr
        return got

    def products(self):
        return sorted({b["prod"] for b in self.buys})


# ------------------------------------------------------------------ answer shapes
def money(x):
    return {"type": "number", "value": float(rnd(x, "0.01"))}


def kg(x):
    return {"type": "number", "value": float(rnd(x, "0.001"))}


def pct(part, whole):
    return {"type": "number", "value": float(rnd(Fraction(part) * 100 / Fraction(whole), "0.01"))}


def count(n):
    return {"type": "number", "value": int(n)}


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered=False):
    vs = list(vs)
    if not ordered:
        vs = sorted(vs)
    return {"type": "names", "values": vs, "ordered": ordered}


def table(key, rows, shape):
    conv = {"money": lambda x: float(rnd(x, "0.01")), "kg": lambda x: float(rnd(x, "0.001"))}[shape]
    return {"type": "table", "key": key, "rows": {k: conv(v) for k, v in sorted(rows.items())}}


def top(d, low=False):
    """Unique best key of d (asserts no tie)."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def ranked(d, n):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert items[n - 1][1] != items[n][1], ("tie at cut", items)
    assert len({v for _, v in items[:n]}) == n, ("tie inside", items[:n])
    return [k for k, _ in items[:n]]


def positive(x):
    assert x > 0, x
    return x


REFUSE = {"type": "refuse"}
CUST = lambda s, p: s["cust"]
PROD = lambda s, p: p
DAY = lambda s, p: s["date"]
WEEK = lambda s, p: monday(s["date"])
WDAY = lambda s, p: WEEKDAYS[day(s["date"]).weekday()]
FEB = dict(lo="2024-02-01", hi="2024-02-29")
T = "2024-02-29"


def last_visit(L, cust, first=False):
    a = sorted(s["date"] for s in L.pick(cust=cust))
    b = sorted(s["date"] for s in L.pick(cust=cust, live=False))
    i = 0 if first else -1
    assert a[i] == b[i], ("depends on returns", cust)
    return a[i]


# ------------------------------------------------------------------ the questions
Q = []   # (style, question, today, answer function or REFUSE)


def q(style, text, fn, today=T):
    Q.append((style, text, today, fn))


A, N, O = "accountant", "new_assistant_manager", "owner_on_phone"

# ---------------- accountant: month-end
q(A, "What were our total takings for February?", lambda L: money(L.takings(**FEB)))
q(A, "What did we spend on stock this month, all suppliers together?", lambda L: money(L.spend()))
q(A, "Can you break down February's purchases by supplier, at cost?",
  lambda L: table("supplier", {s: L.spend(sup=s) for s in {b["sup"] for b in L.buys}}, "money"))
q(A, "What did Green Valley Farms' deliveries cost us in February?",
  lambda L: money(L.spend(sup="Green Valley Farms")))
q(A, "What did the ABC deliveries cost us altogether?", lambda L: money(L.spend(sup="ABC")))
q(A, "What's the total of refunds we gave out in February?",
  lambda L: money(sum(L.total(r["sale"]) for r in L.refunds())))
q(A, "How many refunds did we process this month?", lambda L: count(len(L.refunds())))
q(A, "What's the average value of a sale this month?",
  lambda L: money(Fraction(L.takings()) / L.count()))
q(A, "Averaged over all 29 days of February, what were our takings per day?",
  lambda L: money(Fraction(L.takings()) / 29))
q(A, "On average, how much did each customer spend with us in February?",
  lambda L: money(Fraction(L.takings()) / len(L.custs())))
q(A, "What share of February's takings came from apples, as a percentage?",
  lambda L: pct(L.takings("apple"), L.takings()))
q(A, "Strawberries: what percentage of total sales revenue did they make up this month?",
  lambda L: pct(L.takings("strawberry"), L.takings()))
q(A, "Did we sell more pears or oranges by weight this month?",
  lambda L: name(top({p: L.kilos(p) for p in ("pear", "orange")})))
q(A, "How much more did Raj Patel spend than Tom Lee over the month?",
  lambda L: money(positive(L.takings(cust="Raj Patel") - L.takings(cust="Tom Lee"))))
q(A, "I need February revenue split out by product.", lambda L: table("product", L.by(PROD, "money"), "money"))
q(A, "Give me the takings for each week of the month.", lambda L: table("week", L.by(WEEK, "money"), "money"))
q(A, "What was our cost of goods sold for the month, valuing fruit at what we paid for it?",
  lambda L: money(L.cogs()))
q(A, "Gross profit for February - takings less the purchase cost of the fruit we sold?",
  lambda L: money(L.takings() - L.cogs()))
q(A, "What gross profit did strawberries make us, sales minus their purchase cost?",
  lambda L: money(L.takings("strawberry") - L.cogs("strawberry")))
q(A, "What's the cost value of the stock we wrote off in stock counts this month?",
  lambda L: money(sum(-k * L.unit_cost(p) for _, p, k in L.adjs)))
q(A, "How many kilos in total did the stock counts write off?",
  lambda L: kg(sum(-k for _, _, k in L.adjs)))
q(A, "What's the total we refunded to Tom Lee?",
  lambda L: money(sum(L.total(r["sale"]) for r in L.refunds() if r["cust"] == "Tom Lee")))
q(A, "What did we take in the first half of the month, the 1st to the 15th?",
  lambda L: money(L.takings(lo="2024-02-01", hi="2024-02-15")))
q(A, "And the takings from the 16th through to month end?",
  lambda L: money(L.takings(lo="2024-02-16", hi="2024-02-29")))
q(A, "How much came in during the week beginning Monday 12 February?",
  lambda L: money(L.takings(lo="2024-02-12", hi="2024-02-18")))
q(A, "Which supplier did we spend the most money with?",
  lambda L: name(top({s: L.spend(sup=s) for s in {b["sup"] for b in L.buys}})))
q(A, "What was the total cost of all the bananas we bought in February?", lambda L: money(L.spend(prod="banana")))
q(A, "How many kilos of fruit did we buy in over the month?", lambda L: kg(sum(b["kg"] for b in L.bought())))
q(A, "Total kilos sold in February, after taking out returns?", lambda L: kg(L.kilos()))
q(A, "What's the average spend per sale for Raj Patel?",
  lambda L: money(Fraction(L.takings(cust="Raj Patel")) / L.count(cust="Raj Patel")))
q(A, "What percentage of the month's takings came in on Saturdays and Sundays?",
  lambda L: pct(L.takings(wd={5, 6}), L.takings()))
q(A, "On average how many kilos went out per sale this month?",
  lambda L: kg(Fraction(L.kilos()) / L.count()))
q(A, "Show me February takings by day of the week.", lambda L: table("weekday", L.by(WDAY, "money"), "money"))
q(A, "What did customers spend on cherries in total this month?", lambda L: money(L.takings("cherry")))
q(A, "What's the cost of everything we bought from Hillside Produce?",
  lambda L: money(L.spend(sup="Hillside Produce")))
q(A, "How much has Mei Chen spent with us in February?", lambda L: money(L.takings(cust="Mei Chen")))
q(A, "What did the weekends bring in over the whole month?", lambda L: money(L.takings(wd={5, 6})))
q(A, "What percentage of our purchase spend went to Green Valley Farms?",
  lambda L: pct(L.spend(sup="Green Valley Farms"), L.spend()))
q(A, "Did mangoes or cherries bring in more revenue this month?",
  lambda L: name(top({p: L.takings(p) for p in ("mango", "cherry")})))
q(A, "What's the gap in takings between our best day and our worst day this month?",
  lambda L: money((lambda d: (assert_all_days(d), max(d.values()) - min(d.values()))[1])(L.by(DAY, "money"))))
q(A, "What were total takings before the orange price rise on the 18th?",
  lambda L: money(L.takings(hi="2024-02-17")))
q(A, "How much did we refund from the 16th onwards?",
  lambda L: money(sum(L.total(r["sale"]) for r in L.refunds(lo="2024-02-16"))))
q(A, "List each customer's total spend for the month.", lambda L: table("customer", L.by(CUST, "money"), "money"))
q(A, "Across every delivery this month, what was our average cost per kilo?",
  lambda L: money(Fraction(L.spend()) / Fraction(sum(b["kg"] for b in L.bought()))))
q(A, "Bananas as a percentage of kilos sold this month?",
  lambda L: pct(L.kilos("banana"), L.kilos()))
q(A, "How many sales did we ring up in February, not counting ones that were later returned?",
  lambda L: count(L.count()))
q(A, "Gross profit per product for the month, takings less purchase cost of what was sold.",
  lambda L: table("product", {p: L.takings(p) - L.cogs(p) for p in {p for _, p, _, _ in L.lines()}}, "money"))
q(A, "How much did Omar Haddad spend after the 20th?", lambda L: money(L.takings(cust="Omar Haddad", lo="2024-02-21")))
q(A, "What did the strawberry deliveries cost in total?", lambda L: money(L.spend(prod="strawberry")))
q(A, "What's our average refund amount?",
  lambda L: money(Fraction(sum(L.total(r["sale"]) for r in L.refunds())) / len(L.refunds())))
q(A, "Takings for the current week up to today?", lambda L: money(L.takings(lo="2024-02-26")))
q(A, "By how much did the week of the 19th beat the week of the 12th in takings?",
  lambda L: money(positive(L.takings(lo="2024-02-19", hi="2024-02-25") - L.takings(lo="2024-02-12", hi="2024-02-18"))))
q(A, "Purchases at cost, broken down by fruit.",
  lambda L: table("product", {p: L.spend(prod=p) for p in L.products()}, "money"))
q(A, "What's Ann Brown's total spend this month?", lambda L: money(L.takings(cust="Ann Brown")))
q(A, "Rank our top three customers by spend for February.", lambda L: names(ranked(L.by(CUST, "money"), 3), True))
q(A, "Month-to-date takings?", lambda L: money(L.takings()), today="2024-02-15")
q(A, "What have we refunded so far this month?",
  lambda L: money(sum(L.total(r["sale"]) for r in L.refunds())), today="2024-02-14")
q(A, "What have deliveries cost us so far in February?", lambda L: money(L.spend()), today="2024-02-10")
q(A, "What is the average sale so far this month?",
  lambda L: money(Fraction(L.takings()) / L.count()), today="2024-02-20")

# ---------------- new assistant manager: learning the shop
q(N, "Who has spent the most money with us this month?", lambda L: name(top(L.by(CUST, "money"))))
q(N, "Which supplier brings the cherries?",
  lambda L: names({b["sup"] for b in L.bought(prod="cherry")}))
q(N, "Who do we get our bananas from?", lambda L: names({b["sup"] for b in L.bought(prod="banana")}))
q(N, "Which supplier do the apples come from?",
  lambda L: (lambda s: (len(s) == 1 or fail(), name(s.pop()))[1])({b["sup"] for b in L.bought(prod="apple")}))
q(N, "What do we charge for mangoes now?", lambda L: money(L.price("mango")))
q(N, "What were we charging for oranges on the 10th?", lambda L: money(L.price("orange", "2024-02-10")))
q(N, "What's the price of pears per kilo at the moment?", lambda L: money(L.price("pear")))
q(N, "How much were bananas a kilo on the 15th?", lambda L: money(L.price("banana", "2024-02-15")))
q(N, "How many different customers came in last week?",
  lambda L: count(len(L.custs(lo="2024-02-19", hi="2024-02-25"))))
q(N, "When did Ida last buy anything?", lambda L: name(last_visit(L, "Ida Novak")))
q(N, "When was Sue Davis's first visit?", lambda L: name(last_visit(L, "Sue Davis", first=True)))
q(N, "Which fruits do we carry?", lambda L: names(L.products()))
q(N, "Who are our suppliers?", lambda L: names({b["sup"] for b in L.buys}))
q(N, "Which fruit sold the most kilos this month?", lambda L: name(top(L.by(PROD, "kg"))))
q(N, "Which customers have bought mangoes from us?", lambda L: names(L.custs("mango")))
q(N, "What's the phone number for Hillside Produce?", lambda L: name(L.contacts["Hillside Produce"]["phone"]))
q(N, "What email do we have for Omar Haddad?", lambda L: name(L.contacts["Omar Haddad"]["email"]))
q(N, "How many kilos of grapes do we have in the shop right now?", lambda L: kg(L.stock("grape")))
q(N, "What do we pay per kilo for strawberries?", lambda L: money(L.unit_cost("strawberry")))
q(N, "How many customers have we got on the books?", lambda L: count(len(L.custs())))
q(N, "Which customer has had the most separate sales rung up?",
  lambda L: name(same(top({c: len(L.pick(cust=c, live=lv)) for c in L.custs()}) for lv in (True, False))))
q(N, "Which day of the week brings in the most money?", lambda L: name(top(L.by(WDAY, "money"))))
q(N, "What's the cheapest fruit we sell right now, per kilo?",
  lambda L: name(top({p: L.price(p) for p in L.products()}, low=True)))
q(N, "And our most expensive fruit at today's prices?",
  lambda L: name(top({p: L.price(p) for p in L.products()})))
q(N, "How many separate sales have we made to Zoe Davis?", lambda L: count(L.count(cust="Zoe Davis")))
q(N, "When did Green Valley Farms last deliver?",
  lambda L: name(max(b["date"] for b in L.bought(sup="Green Valley Farms"))))
q(N, "When was Hillside Produce's first delivery this month?",
  lambda L: name(min(b["date"] for b in L.bought(sup="Hillside Produce"))))
q(N, "Which customers brought something back this month?", lambda L: names({r["cust"] for r in L.refunds()}))
q(N, "Which fruits have had a price change this month?",
  lambda L: names({p for p in L.products() if len({pr for _, pp, pr in L.prices if pp == p}) > 1}))
q(N, "What was the orange price before it changed on the 18th?", lambda L: money(L.price("orange", "2024-02-17")))
q(N, "How many kilos of strawberries are left?", lambda L: kg(L.stock("strawberry")))
q(N, "Who bought the most cherries, in kilos?", lambda L: name(top({c: L.kilos("cherry", cust=c) for c in L.custs()})))
q(N, "Which fruit turned up in the largest number of sales?",
  lambda L: name(top({p: L.count(p) for p in L.products()})))
q(N, "How many sales did we make yesterday?", lambda L: count(L.count(lo="2024-02-28", hi="2024-02-28")))
q(N, "Who's been in today?", lambda L: names(L.custs(lo=T)))
q(N, "How many kilos of apples have we sold altogether this month?", lambda L: kg(L.kilos("apple")))
q(N, "Who sells us pears?", lambda L: names({b["sup"] for b in L.bought(prod="pear")}))
q(N, "How much do we sell cherries for?", lambda L: money(L.price("cherry")))
q(N, "Which product brings in the most money?", lambda L: name(top(L.by(PROD, "money"))))
q(N, "What did Luis Garcia buy on the 16th?",
  lambda L: names({p for _, p, _, _ in L.lines(cust="Luis Garcia", lo="2024-02-16", hi="2024-02-16")}))
q(N, "How many deliveries have we had this month?",
  lambda L: count(sum(1 for r in RECORDS if r["kind"] == "purchase" and r["date"] <= L.today)))
q(N, "How many different fruits has Raj Patel bought?", lambda L: count(len(set(L.by(PROD, "kg", cust="Raj Patel")))))
q(N, "Who is our newest customer, going by when they first came in?",
  lambda L: name(same(top({c: min(s["date"] for s in L.pick(cust=c, live=lv)) for c in L.custs()})
                      for lv in (True, False))))
q(N, "Which supplier has delivered to us the most times?",
  lambda L: name(top(count_by([r["supplier"]["name"] for r in RECORDS if r["kind"] == "purchase"]))))
q(N, "On which days did Omar Haddad come in?", lambda L: names({s["date"] for s in L.pick(cust="Omar Haddad")}))
q(N, "How many kilos has Bob Smith bought in total?", lambda L: kg(L.kilos(cust="Bob Smith")))
q(N, "Which of our fruits has nobody bought this week?",
  lambda L: names(set(L.products()) - set(L.by(PROD, "kg", lo="2024-02-26"))))
q(N, "How much mango did we have in stock on the 20th?", lambda L: kg(L.stock("mango", "2024-02-20")))
q(N, "Who has been our best customer so far, by money spent?", lambda L: name(top(L.by(CUST, "money"))),
  today="2024-02-12")
q(N, "How many different customers have we had so far this month?", lambda L: count(len(L.custs())),
  today="2024-02-20")
q(N, "Which customers bought both pears and bananas this month?",
  lambda L: names(L.custs("pear") & L.custs("banana")))
q(N, "Which customers have spent more than $60 with us this month?",
  lambda L: names(c for c, v in L.by(CUST, "money").items() if v > 60))
q(N, "What's Ann Brown's phone number?", lambda L: name(L.contacts["Ann Brown"]["phone"]))
q(N, "How many kilos of oranges did Tom Lee buy in the end, after his return?",
  lambda L: kg(L.kilos("orange", cust="Tom Lee")))
q(N, "What do we pay ABC per kilo for grapes?", lambda L: money(L.unit_cost("grape")))
q(N, "Which fruit have we sold the least of by weight?", lambda L: name(top(L.by(PROD, "kg"), low=True)))
q(N, "How many sales have there been this week?", lambda L: count(L.count(lo="2024-02-19")), today="2024-02-22")
q(N, "Who bought from us on Valentine's Day?", lambda L: names(L.custs(lo="2024-02-14", hi="2024-02-14")))
q(N, "What's the selling price of grapes?", lambda L: money(L.price("grape")))

# ---------------- owner on the phone: short, spoken
q(O, "how many kilos of mango went today?", lambda L: kg(L.kilos("mango", lo=T)))
q(O, "takings yesterday", lambda L: money(L.takings(lo="2024-02-28", hi="2024-02-28")))
q(O, "how'd we do on the weekend, money-wise", lambda L: money(L.takings(lo="2024-02-24", hi="2024-02-25")))
q(O, "refunds this week, how much?", lambda L: money(sum(L.total(r["sale"]) for r in L.refunds(lo="2024-02-26"))))
q(O, "stock of grapes as of Tuesday", lambda L: kg(L.stock("grape", "2024-02-27")))
q(O, "best day in Feb for takings", lambda L: name(top(L.by(DAY, "money"))))
q(O, "what've we taken today so far", lambda L: money(L.takings(lo=T)))
q(O, "what'd we take last week", lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-25")))
q(O, "kilos out the door yesterday", lambda L: kg(L.kilos(lo="2024-02-28", hi="2024-02-28")))
q(O, "cherries left?", lambda L: kg(L.stock("cherry")))
q(O, "bananas - what are we charging", lambda L: money(L.price("banana")))
q(O, "who came in yesterday", lambda L: names(L.custs(lo="2024-02-28", hi="2024-02-28")))
q(O, "how many sales today", lambda L: count(L.count(lo=T)))
q(O, "strawberries sold this week, in kilos", lambda L: kg(L.kilos("strawberry", lo="2024-02-26")))
q(O, "week's takings so far", lambda L: money(L.takings(lo="2024-02-26")))
q(O, "Monday's takings", lambda L: money(L.takings(lo="2024-02-26", hi="2024-02-26")))
q(O, "how much mango we got left", lambda L: kg(L.stock("mango")))
q(O, "who brought stuff back this week", lambda L: names({r["cust"] for r in L.refunds(lo="2024-02-26")}))
q(O, "what's selling best this week, by kilos", lambda L: name(top(L.by(PROD, "kg", lo="2024-02-26"))))
q(O, "apple price now?", lambda L: money(L.price("apple")))
q(O, "how much did Ida spend this month", lambda L: money(L.takings(cust="Ida Novak")))
q(O, "how much did Raj spend this week", lambda L: money(L.takings(cust="Raj Patel", lo="2024-02-26")))
q(O, "sales on the 14th, dollar total", lambda L: money(L.takings(lo="2024-02-14", hi="2024-02-14")))
q(O, "what'd we take the weekend of the 10th", lambda L: money(L.takings(lo="2024-02-10", hi="2024-02-11")))
q(O, "orange stock at the end of last week", lambda L: kg(L.stock("orange", "2024-02-25")))
q(O, "takings since the last Hillside delivery",
  lambda L: money(L.takings(lo=max(b["date"] for b in L.bought(sup="Hillside Produce")))))
q(O, "kilos of pears sold since the price drop", lambda L: kg(L.kilos("pear", lo="2024-02-24")))
q(O, "how many customers today", lambda L: count(len(L.custs(lo=T))))
q(O, "biggest single sale this month, what was it worth",
  lambda L: money(max(L.total(s) for s in L.pick())))
q(O, "whose single purchase was the biggest in dollars this month",
  lambda L: name(L.pick()[top({i: L.total(s) for i, s in enumerate(L.pick())})]["cust"]))
q(O, "cherry takings this week", lambda L: money(L.takings("cherry", lo="2024-02-26")))
q(O, "strawberry stock before the delivery on the 16th", lambda L: kg(L.stock("strawberry", "2024-02-15")))
q(O, "what'd we do yesterday, in dollars", lambda L: money(L.takings(lo="2024-02-09", hi="2024-02-09")), today="2024-02-10")
q(O, "how'd we go this week so far", lambda L: money(L.takings(lo="2024-02-05")), today="2024-02-10")
q(O, "how much we take this weekend", lambda L: money(L.takings(lo="2024-02-17")), today="2024-02-18")
q(O, "how much did we refund today", lambda L: money(sum(L.total(r["sale"]) for r in L.refunds(lo="2024-02-07"))),
  today="2024-02-07")
q(O, "apples in stock", lambda L: kg(L.stock("apple")), today="2024-02-05")
q(O, "pear price?", lambda L: money(L.price("pear")), today="2024-02-22")
q(O, "how'd the 3rd go, takings", lambda L: money(L.takings(lo="2024-02-03", hi="2024-02-03")))
q(O, "kilos of cherries sold last week", lambda L: kg(L.kilos("cherry", lo="2024-02-19", hi="2024-02-25")))
q(O, "grapes last week, dollars", lambda L: money(L.takings("grape", lo="2024-02-19", hi="2024-02-25")))
q(O, "kilos written off this week", lambda L: kg(sum(-k for d, _, k in L.adjs if d >= "2024-02-26")))
q(O, "what'd Tom spend this month", lambda L: money(L.takings(cust="Tom Lee")))
q(O, "how'd Tuesday go, takings", lambda L: money(L.takings(lo="2024-02-27", hi="2024-02-27")))
q(O, "bananas sold since the price went up, kilos", lambda L: kg(L.kilos("banana", lo="2024-02-19")))
q(O, "all the weekends together, takings", lambda L: money(L.takings(wd={5, 6})), today="2024-02-25")
q(O, "top three fruits by kilos this month", lambda L: names(ranked(L.by(PROD, "kg"), 3), True))
q(O, "quietest day this month", lambda L: name(top(L.by(DAY, "money"), low=True)))
q(O, "how much more did we take last week than the week before",
  lambda L: money(positive(L.takings(lo="2024-02-19", hi="2024-02-25") - L.takings(lo="2024-02-12", hi="2024-02-18"))),
  today="2024-02-28")
q(O, "mango takings for the month", lambda L: money(L.takings("mango")))
q(O, "number of sales this week", lambda L: count(L.count(lo="2024-02-26")))
q(O, "stock on everything right now", lambda L: table("product", {p: L.stock(p) for p in L.products()}, "kg"))
q(O, "kilos by fruit this week", lambda L: table("product", L.by(PROD, "kg", lo="2024-02-26"), "kg"))
q(O, "day by day takings this week", lambda L: table("day", L.by(DAY, "money", lo="2024-02-26"), "money"))
q(O, "when'd we last get cherries in", lambda L: name(max(b["date"] for b in L.bought(prod="cherry"))))
q(O, "what'd Zoe spend today", lambda L: money(L.takings(cust="Zoe Davis", lo=T)))
q(O, "kilos of bananas on hand", lambda L: kg(L.stock("banana")), today="2024-02-16")
q(O, "what we take Friday", lambda L: money(L.takings(lo="2024-02-23", hi="2024-02-23")))

# ---------------- refusals (7 per persona, in that persona's voice)
REF = [
    (A, "Please book a $50 credit note against Tom Lee's account."),
    (A, "What did we pay in wages for February?"),
    (A, "What's our sales tax liability for the month?"),
    (A, "What was the electricity bill this month?"),
    (A, "Project our March takings for me."),
    (A, "Change the unit cost on the Hillside banana delivery to 55 cents."),
    (A, "How much of February's takings was paid by card versus cash?"),
    (N, "What's Bob Smith's home address?"),
    (N, "What are the shop's opening hours?"),
    (N, "Who was working the till on the 14th?"),
    (N, "Can you set Sue Davis up with a 10% discount from now on?"),
    (N, "What's the weather going to be like on Saturday?"),
    (N, "How many kilos of mango will we sell next week?"),
    (N, "What payment terms does Green Valley Farms give us?"),
    (O, "bump apples up to 2 bucks"),
    (O, "delete Tom's sale from the 22nd"),
    (O, "gonna rain tomorrow?"),
    (O, "how much did we pay the staff last week"),
    (O, "how many paid with card today"),
    (O, "what'll we take tomorrow"),
    (O, "log 10 kilos of lemons in from ABC"),
]


def same(xs):
    xs = list(xs)
    assert all(x == xs[0] for x in xs), xs
    return xs[0]


def fail():
    raise AssertionError


def count_by(xs):
    out = {}
    for x in xs:
        out[x] = out.get(x, 0) + 1
    return out


def assert_all_days(d):
    assert len(d) == 29, sorted(d)


def main():
    rows = []
    bad = []
    order = ([x for x in Q if x[0] == A] + [(A, t, T, REFUSE) for s, t in REF if s == A]
             + [x for x in Q if x[0] == N] + [(N, t, T, REFUSE) for s, t in REF if s == N]
             + [x for x in Q if x[0] == O] + [(O, t, T, REFUSE) for s, t in REF if s == O])
    for i, (style, text, today, fn) in enumerate(order, 1):
        if fn is REFUSE:
            e, cat = REFUSE, "refuse"
        else:
            try:
                e, cat = fn(Ledger(today)), style
            except Exception as ex:
                print("FAIL", text, repr(ex))
                bad.append(text)
                continue
        rows.append({"id": "q13-%03d" % i, "question": text, "today": today, "category": cat, "expect": e})
    assert not bad, bad
    assert len({r["question"].lower() for r in rows}) == len(rows)
    with open(OUT, "w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    styles = {}
    for style, *_ in order:
        styles[style] = styles.get(style, 0) + 1
    print(len(rows), styles)


if __name__ == "__main__":
    main()
