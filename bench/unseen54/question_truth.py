"""Held-out question set 54 for ChatLedger: questions typed by hand, answers computed here.

A small ledger replays resources/demo/fruitshop_month.jsonl cut at each question's `today` and every expected
answer is computed from it in plain Python (Decimal money, half-up rounding).  Writes questions.jsonl next to this
file.  Run from anywhere:

    python bench/unseen54/question_truth.py
"""

import datetime as dt
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "questions.jsonl")

with open(DATA, encoding="utf-8") as _f:
    RECORDS = [json.loads(line) for line in _f if line.strip()]
assert [r["date"] for r in RECORDS] == sorted(r["date"] for r in RECORDS), "file not in date order"
FEB_END = "2024-02-29"
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


def r2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def r3(x):
    return Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


def day(s):
    return dt.date.fromisoformat(s)


def shift(s, n):
    return (day(s) + dt.timedelta(days=n)).isoformat()


class Ledger:
    """The shop as it stood at the close of `today` (records dated after it are ignored)."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.price_log = []
        self.sales = []
        self.buys = []  # (date, supplier, product, kg, unit_cost)
        self.adj = []  # (date, product, kg)
        self.returns = []  # (date, customer, sale)
        for r in RECORDS:
            if r["date"] > today:
                break
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), dec(it["unit_cost"])))
                    if it.get("selling_price") is not None:
                        self.price[p] = dec(it["selling_price"])
                        self.price_log.append((r["date"], p, self.price[p]))
            elif k == "price_change":
                self.price[r["product"]] = dec(r["selling_price"])
                self.price_log.append((r["date"], r["product"], self.price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    lines.append((it["product"], kg, r2(kg * self.price[it["product"]])))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.returns.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise AssertionError(k)
        self.live = [s for s in self.sales if s["ret"] is None]
        self.cost = {}
        for _, _, p, _, c in self.buys:
            assert self.cost.get(p, c) == c, "one unit cost per product"
            self.cost[p] = c

    # -------------------------------------------------------------- selections
    def pick(self, lo="0000", hi="9999", cust=None, prod=None, wd=None, live=True):
        for s in self.live if live else self.sales:
            if not lo <= s["date"] <= hi:
                continue
            if cust is not None and s["cust"] not in ((cust,) if isinstance(cust, str) else cust):
                continue
            if wd is not None and day(s["date"]).weekday() not in wd:
                continue
            if prod is not None and all(p != prod for p, _, _ in s["lines"]):
                continue
            yield s

    def lines(self, prod=None, **kw):
        for s in self.pick(prod=prod, **kw):
            for p, kg, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, kg, v

    def takings(self, **kw):
        return sum((v for _, _, _, v in self.lines(**kw)), Decimal(0))

    def kilos(self, **kw):
        return sum((kg for _, _, kg, _ in self.lines(**kw)), Decimal(0))

    def profit(self, **kw):
        return sum((v - kg * self.cost[p] for _, p, kg, v in self.lines(**kw)), Decimal(0))

    def nsales(self, **kw):
        return sum(1 for _ in self.pick(**kw))

    def customers(self, **kw):
        return {s["cust"] for s in self.pick(**kw)}

    def buyers(self, **kw):
        """Customers who bought; asserted the same whether returned sales count or not."""
        a, b = self.customers(**kw), self.customers(live=False, **kw)
        assert a == b, (kw, a ^ b)
        return a

    def by(self, keyf, valf, **kw):
        out = {}
        for s, p, kg, v in self.lines(**kw):
            k = keyf(s, p)
            out[k] = out.get(k, Decimal(0)) + valf(p, kg, v)
        return {k: x for k, x in out.items() if x != 0}

    def spend(self, **kw):
        return self.by(lambda s, p: s["cust"], lambda p, kg, v: v, **kw)

    def refunds(self, lo="0000", hi="9999"):
        return sum((sum(v for _, _, v in s["lines"]) for d, _, s in self.returns if lo <= d <= hi), Decimal(0))

    def stock(self, prod):
        return (sum((b[3] for b in self.buys if b[2] == prod), Decimal(0))
                - self.kilos(prod=prod) + sum((q for _, p, q in self.adj if p == prod), Decimal(0)))

    def bought(self, lo="0000", hi="9999", sup=None, prod=None):
        return [b for b in self.buys if lo <= b[0] <= hi and (sup is None or b[1] == sup)
                and (prod is None or b[2] == prod)]

    def spent(self, **kw):
        return sum((b[3] * b[4] for b in self.bought(**kw)), Decimal(0))

    def received(self, **kw):
        return sum((b[3] for b in self.bought(**kw)), Decimal(0))

    def deliveries(self, lo="0000", hi="9999", sup=None):
        return [r for r in RECORDS if r["kind"] == "purchase" and r["date"] <= self.today and lo <= r["date"] <= hi
                and (sup is None or r["supplier"]["name"] == sup)]


_CACHE = {}


def at(today):
    if today not in _CACHE:
        _CACHE[today] = Ledger(today)
    return _CACHE[today]


def total(s):
    return sum(v for _, _, v in s["lines"])


# ------------------------------------------------------------------ date helpers
def monday(s):
    d = day(s)
    return (d - dt.timedelta(days=d.weekday())).isoformat()


def last_n(today, n):
    return {"lo": shift(today, -(n - 1)), "hi": today}


def this_week(today):
    return {"lo": monday(today), "hi": today}


def week_of(mon):
    assert day(mon).weekday() == 0
    return {"lo": mon, "hi": shift(mon, 6)}


def last_week(today):
    return week_of(shift(monday(today), -7))


def last_weekend(today):
    """Most recent complete Saturday+Sunday before today (asked on a weekday)."""
    assert day(today).weekday() < 5
    sun = shift(monday(today), -1)
    return {"lo": shift(sun, -1), "hi": sun}


def only(d):
    return {"lo": d, "hi": d}


# ------------------------------------------------------------------ expectations
def money(x):
    return {"type": "number", "value": float(r2(x))}


def kg(x):
    return {"type": "number", "value": float(r3(x))}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def pct(part, whole):
    return money(Decimal(part) * 100 / Decimal(whole))


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered=False):
    vs = list(vs) if ordered else sorted(vs)
    assert vs
    return {"type": "names", "values": vs, "ordered": ordered}


def table(key, rows, kind):
    f = {"money": r2, "kg": r3}.get(kind)
    rows = {k: (int(v) if f is None else float(f(v))) for k, v in sorted(rows.items()) if v != 0}
    assert rows
    return {"type": "table", "key": key, "rows": rows}


def ranked(d, n, low=False):
    """Top (or bottom) n keys; values must differ through the first key left out."""
    order = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    vals = [v for _, v in order[: n + 1]]
    assert len(set(vals)) == len(vals), ("tie in ranking", order[: n + 1])
    return [k for k, _ in order[:n]]


def top1(d, low=False):
    return name(ranked(d, 1, low)[0])


def over(d, threshold):
    assert all(v != threshold for v in d.values()), "value on the threshold"
    return [k for k, v in d.items() if v > threshold]


def under(d, threshold):
    assert all(v != threshold for v in d.values()), "value on the threshold"
    return [k for k, v in d.items() if v < threshold]


def refuse():
    return {"type": "refuse"}


QS = []


def q(cat, today, text, fn):
    QS.append((cat, today, text, fn))


T = FEB_END
WKND = {5, 6}

# ============================================================ polite_followups
P = "polite_followups"
q(P, T, "Would you be able to tell me how much money we took altogether in February, once the returns are taken off?",
  lambda L: money(L.takings()))
q(P, "2024-02-20", "I was wondering, could you let me know how many kilos of strawberries we've sold so far "
  "this month?", lambda L: kg(L.kilos(prod="strawberry")))
q(P, T, "Sorry to bother you, but could you tell me how much Omar Haddad has spent with us this month?",
  lambda L: money(L.takings(cust="Omar Haddad")))
q(P, T, "Would you mind letting me know which of our customers has spent the most with us this month?",
  lambda L: top1(L.spend()))
q(P, T, "I was wondering whether you could tell me how many sales we rang up on the 14th?",
  lambda L: count(L.nsales(**only("2024-02-14"))))
q(P, T, "Could you kindly tell me what we're charging for a kilo of pears at the moment?",
  lambda L: money(L.price["pear"]))
q(P, T, "Would it be possible to find out what pears were selling for per kilo back on the 20th of February?",
  lambda L: money(at("2024-02-20").price["pear"]))
q(P, T, "I'd be grateful if you could tell me how many kilos of bananas we had left at close of business on the 15th.",
  lambda L: kg(at("2024-02-15").stock("banana")))
q(P, T, "Would you be able to tell me how much we've refunded to customers over the whole of February?",
  lambda L: money(L.refunds()))
q(P, T, "I was wondering what our profit on cherries has come to this month, after taking off what they cost us?",
  lambda L: money(L.profit(prod="cherry")))
q(P, "2024-02-10", "Could you please let me know how many different customers have bought something from us so far "
  "this month?", lambda L: count(len(L.customers())))
q(P, T, "If it's not too much trouble, how much did Mei Chen spend with us in total during February?",
  lambda L: money(L.takings(cust="Mei Chen")))
q(P, T, "Would you mind telling me how many kilos of fruit we sold on Saturday the 17th?",
  lambda L: kg(L.kilos(**only("2024-02-17"))))
q(P, T, "I was hoping you could give me our takings for each product this month, please.",
  lambda L: table("product", L.by(lambda s, p: p, lambda p, k, v: v), "money"))
q(P, T, "Might you be able to tell me the total takings for the week beginning Monday the 12th?",
  lambda L: money(L.takings(**week_of("2024-02-12"))))
q(P, T, "Could you possibly tell me who bought mangoes from us in February?",
  lambda L: names(L.buyers(prod="mango")))
q(P, T, "I'd really appreciate knowing how many kilos of oranges we have in stock right now.",
  lambda L: kg(L.stock("orange")))
q(P, T, "Would you be so kind as to tell me how many separate purchases Tom Lee has made this month, leaving out "
  "anything he brought back?", lambda L: count(L.nsales(cust="Tom Lee")))
q(P, T, "I was wondering how much we took on strawberries between the 5th and the 11th of February?",
  lambda L: money(L.takings(lo="2024-02-05", hi="2024-02-11", prod="strawberry")))
q(P, T, "Could you tell me, if you don't mind, what the total value of the refunds was in the week starting the 19th?",
  lambda L: money(L.refunds(**week_of("2024-02-19"))))
q(P, "2024-02-15", "Would you be able to let me know the gross profit we've made across the shop so far this month?",
  lambda L: money(L.profit()))
q(P, T, "Sorry if this is a silly question, but how many kilos of apples did we sell in February?",
  lambda L: kg(L.kilos(prod="apple")))
q(P, T, "Would you be able to tell me which product has brought in the most money this month?",
  lambda L: top1(L.by(lambda s, p: p, lambda p, k, v: v)))
q(P, T, "Could I trouble you for our takings on Monday the 26th?",
  lambda L: money(L.takings(**only("2024-02-26"))))
q(P, "2024-02-20", "I'd like to know, if possible, how much Ida Novak has spent with us up to now.",
  lambda L: money(L.takings(cust="Ida Novak")))
q(P, T, "Would it be possible for you to tell me how much grape stock we had at the end of the 10th?",
  lambda L: kg(at("2024-02-10").stock("grape")))
q(P, "2024-02-12", "Do you happen to know how much money we've taken so far this month?",
  lambda L: money(L.takings()))
q(P, T, "Could you kindly break down this month's kilos sold by product for me?",
  lambda L: table("product", L.by(lambda s, p: p, lambda p, k, v: k), "kg"))
q(P, "2024-02-14", "I wonder if you could show me how much each customer has spent with us this month?",
  lambda L: table("customer", L.spend(), "money"))
q(P, T, "Would you be able to tell me what we made on Raj Patel's purchases this month, after costs?",
  lambda L: money(L.profit(cust="Raj Patel")))
q(P, T, "If you have a moment, could you tell me how many sales we've had this month that included cherries?",
  lambda L: count(L.nsales(prod="cherry")))
q(P, T, "I was just wondering how much we took on the 3rd of February, now that the return has gone through?",
  lambda L: money(L.takings(**only("2024-02-03"))))
q(P, "2024-02-05", "Could you please tell me how much Eva Berg has spent with us so far?",
  lambda L: money(L.takings(cust="Eva Berg")))
q(P, T, "I was wondering how much Eva Berg has spent with us overall this month, once anything she returned is taken "
  "off?", lambda L: money(L.takings(cust="Eva Berg")))
q(P, T, "Would you mind telling me what a kilo of oranges sold for on the 10th?",
  lambda L: money(at("2024-02-10").price["orange"]))
q(P, "2024-02-21", "Could you let me know the current selling price of bananas, please?",
  lambda L: money(L.price["banana"]))
q(P, T, "Could you tell me, please, how many kilos of pears we had in stock at the close of the 9th?",
  lambda L: kg(at("2024-02-09").stock("pear")))
q(P, T, "Would you be able to give me the combined spend of Ann Brown and Luis Garcia this month?",
  lambda L: money(L.takings(cust=("Ann Brown", "Luis Garcia"))))
q(P, T, "I'd be grateful if you'd tell me how much we took on Saturdays and Sundays in February.",
  lambda L: money(L.takings(wd=WKND)))
q(P, T, "Would you happen to know how much money we took from banana sales on the 20th?",
  lambda L: money(L.takings(prod="banana", **only("2024-02-20"))))
q(P, T, "Could you tell me, if it's no trouble, which customers bought grapes from us between the 1st and the 10th?",
  lambda L: names(L.buyers(prod="grape", lo="2024-02-01", hi="2024-02-10")))
q(P, T, "Would you be able to tell me how many kilos of cherries we sold up to and including the 19th?",
  lambda L: kg(L.kilos(prod="cherry", hi="2024-02-19")))
q(P, "2024-02-18", "I was wondering how much profit we've made on strawberries up to now?",
  lambda L: money(L.profit(prod="strawberry")))
q(P, "2024-02-24", "Might I ask how many kilos of mango we've got left on the shelves?",
  lambda L: kg(L.stock("mango")))
q(P, T, "Could you tell me, please, how much Zoe Davis spent with us between the 1st and the 7th?",
  lambda L: money(L.takings(cust="Zoe Davis", lo="2024-02-01", hi="2024-02-07")))
q(P, T, "Would you be able to let me know what percentage of this month's takings came from strawberries?",
  lambda L: pct(L.takings(prod="strawberry"), L.takings()))
q(P, T, "Could you please tell me how many sales we made in the week beginning the 19th?",
  lambda L: count(L.nsales(**week_of("2024-02-19"))))
q(P, T, "I was wondering how many kilos of grapes were knocked off the stock in stock counts this month?",
  lambda L: kg(-sum(x for _, p, x in L.adj if p == "grape")))

# ============================================================ relative_dates
R = "relative_dates"
q(R, T, "what did we take in the past 10 days", lambda L: money(L.takings(**last_n(L.today, 10))))
q(R, T, "Takings over the last fortnight?", lambda L: money(L.takings(**last_n(L.today, 14))))
q(R, "2024-02-28", "how much came in the weekend before last",
  lambda L: money(L.takings(lo="2024-02-17", hi="2024-02-18")))
q(R, "2024-02-22", "What were sales worth three days ago?", lambda L: money(L.takings(**only(shift(L.today, -3)))))
q(R, "2024-02-22", "how much have we taken so far this week", lambda L: money(L.takings(**this_week(L.today))))
q(R, "2024-02-14", "kilos sold so far this week?", lambda L: kg(L.kilos(**this_week(L.today))))
q(R, "2024-02-21", "What did we take last week?", lambda L: money(L.takings(**last_week(L.today))))
q(R, "2024-02-16", "How many sales did we have yesterday?", lambda L: count(L.nsales(**only(shift(L.today, -1)))))
q(R, T, "takings the day before yesterday", lambda L: money(L.takings(**only(shift(L.today, -2)))))
q(R, "2024-02-25", "How many kilos of bananas went out the door over the last 7 days?",
  lambda L: kg(L.kilos(prod="banana", **last_n(L.today, 7))))
q(R, "2024-02-26", "What did last weekend bring in?", lambda L: money(L.takings(**last_weekend(L.today))))
q(R, "2024-02-20", "how much have we refunded in the past fortnight", lambda L: money(L.refunds(**last_n(L.today, 14))))
q(R, T, "Spend per customer over the past 5 days", lambda L: table("customer", L.spend(**last_n(L.today, 5)), "money"))
q(R, T, "this week so far, takings day by day", lambda L: table(
    "day", L.by(lambda s, p: s["date"], lambda p, k, v: v, **this_week(L.today)), "money"))
q(R, "2024-02-28", "How much strawberry did we sell a week ago today, in kilos?",
  lambda L: kg(L.kilos(prod="strawberry", **only(shift(L.today, -7)))))
q(R, "2024-02-26", "What profit did we make last week?", lambda L: money(L.profit(**last_week(L.today))))
q(R, "2024-02-18", "who spent the most with us in the past 7 days", lambda L: top1(L.spend(**last_n(L.today, 7))))
q(R, T, "kg of pears sold in the last 3 days", lambda L: kg(L.kilos(prod="pear", **last_n(L.today, 3))))
q(R, T, "What were takings the week before last?", lambda L: money(L.takings(**week_of(shift(monday(L.today), -14)))))
q(R, "2024-02-15", "How many different customers came in over the past ten days?",
  lambda L: count(len(L.customers(**last_n(L.today, 10)))))
q(R, "2024-02-24", "What has Tom Lee spent in the last fortnight?",
  lambda L: money(L.takings(cust="Tom Lee", **last_n(L.today, 14))))
q(R, "2024-02-23", "how much did we take over the first three days of this week",
  lambda L: money(L.takings(lo=monday(L.today), hi=shift(monday(L.today), 2))))
q(R, "2024-02-26", "Mango kilos sold in the past 10 days?", lambda L: kg(L.kilos(prod="mango", **last_n(L.today, 10))))
q(R, "2024-02-24", "What did cherries bring in yesterday?",
  lambda L: money(L.takings(prod="cherry", **only(shift(L.today, -1)))))
q(R, "2024-02-13", "how many kilos of fruit did we shift last weekend", lambda L: kg(L.kilos(**last_weekend(L.today))))
q(R, "2024-02-17", "How much strawberry stock did we have at the end of yesterday?",
  lambda L: kg(at(shift(L.today, -1)).stock("strawberry")))
q(R, T, "What was the orange stock a week ago?", lambda L: kg(at(shift(L.today, -7)).stock("orange")))
q(R, "2024-02-09", "number of sales in the past 3 days", lambda L: count(L.nsales(**last_n(L.today, 3))))
q(R, "2024-02-22", "How much cherry have we sold since Monday, in kilos?",
  lambda L: kg(L.kilos(prod="cherry", **this_week(L.today))))
q(R, "2024-02-11", "takings per product for the last 7 days",
  lambda L: table("product", L.by(lambda s, p: p, lambda p, k, v: v, **last_n(L.today, 7)), "money"))
q(R, "2024-02-27", "What did we refund last week?", lambda L: money(L.refunds(**last_week(L.today))))
q(R, "2024-02-07", "So far this week, how many sales have we made?", lambda L: count(L.nsales(**this_week(L.today))))
q(R, "2024-02-10", "How much did we take four days ago?", lambda L: money(L.takings(**only(shift(L.today, -4)))))
q(R, "2024-02-27", "How much has Raj Patel spent over the last 10 days?",
  lambda L: money(L.takings(cust="Raj Patel", **last_n(L.today, 10))))
q(R, "2024-02-20", "How many kilos did we sell the weekend before last?",
  lambda L: kg(L.kilos(lo="2024-02-10", hi="2024-02-11")))
q(R, "2024-02-19", "takings for the past two days", lambda L: money(L.takings(**last_n(L.today, 2))))
q(R, T, "What were takings a fortnight ago today?", lambda L: money(L.takings(**only(shift(L.today, -14)))))
q(R, "2024-02-28", "how much profit have we made this week so far", lambda L: money(L.profit(**this_week(L.today))))
q(R, "2024-02-19", "Which fruit sold the most kilos last week?",
  lambda L: top1(L.by(lambda s, p: p, lambda p, k, v: k, **last_week(L.today))))
q(R, T, "kilos of apples gone out in the past 20 days", lambda L: kg(L.kilos(prod="apple", **last_n(L.today, 20))))
q(R, "2024-02-21", "How much did we take last Saturday?", lambda L: money(L.takings(**only("2024-02-17"))))
q(R, "2024-02-27", "What did we take last Thursday?", lambda L: money(L.takings(**only("2024-02-22"))))
q(R, T, "How much has Mei Chen spent over the past week?",
  lambda L: money(L.takings(cust="Mei Chen", **last_n(L.today, 7))))
q(R, "2024-02-14", "How much grape stock did we have three days ago?",
  lambda L: kg(at(shift(L.today, -3)).stock("grape")))
q(R, "2024-02-20", "What did we take in the 7 days before today?",
  lambda L: money(L.takings(lo=shift(L.today, -7), hi=shift(L.today, -1))))
q(R, "2024-02-08", "Takings so far this week by customer",
  lambda L: table("customer", L.spend(**this_week(L.today)), "money"))
q(R, "2024-02-29", "How many kilos have we sold since last Friday?",
  lambda L: kg(L.kilos(lo="2024-02-23", hi=L.today)))

# ============================================================ supplier_relations
S = "supplier_relations"
GV, HP, ABC = "Green Valley Farms", "Hillside Produce", "ABC"
q(S, T, "How much have we spent with Green Valley Farms this month?", lambda L: money(L.spent(sup=GV)))
q(S, T, "When did Hillside Produce last deliver?", lambda L: name(max(b[0] for b in L.bought(sup=HP))))
q(S, T, "How many kilos did ABC deliver to us in February?", lambda L: kg(L.received(sup=ABC)))
q(S, T, "What's our cost per kilo for mangoes?", lambda L: money(L.cost["mango"]))
q(S, "2024-02-20", "Who supplies our cherries?", lambda L: name(*{b[1] for b in L.bought(prod="cherry")}))
q(S, T, "Which suppliers have sent us cherries this month?", lambda L: names({b[1] for b in L.bought(prod="cherry")}))
q(S, T, "Which supplier have we spent the most money with?",
  lambda L: top1({s: L.spent(sup=s) for s in (GV, HP, ABC)}))
q(S, T, "Break down our stock purchases at cost by supplier for February.",
  lambda L: table("supplier", {s: L.spent(sup=s) for s in (GV, HP, ABC)}, "money"))
q(S, T, "kilos received from each supplier this month",
  lambda L: table("supplier", {s: L.received(sup=s) for s in (GV, HP, ABC)}, "kg"))
q(S, T, "How many deliveries has Green Valley Farms made this month?", lambda L: count(len(L.deliveries(sup=GV))))
q(S, T, "What did the most recent strawberry delivery cost us?",
  lambda L: money(sum(b[3] * b[4] for b in L.bought(prod="strawberry")
                      if b[0] == max(x[0] for x in L.bought(prod="strawberry")))))
q(S, T, "Kilos of bananas we got in, supplier by supplier?",
  lambda L: table("supplier", {s: L.received(sup=s, prod="banana") for s in (GV, HP, ABC)}, "kg"))
q(S, T, "What have we paid Hillside in total for stock?", lambda L: money(L.spent(sup=HP)))
q(S, "2024-02-27", "When was our last cherry delivery?", lambda L: name(max(b[0] for b in L.bought(prod="cherry"))))
q(S, T, "What was the date of the latest cherry delivery?", lambda L: name(max(b[0] for b in L.bought(prod="cherry"))))
q(S, T, "How much did we spend on stock in the week of the 12th?", lambda L: money(L.spent(**week_of("2024-02-12"))))
q(S, T, "What's the margin per kilo on strawberries between what we pay and what we charge?",
  lambda L: money(L.price["strawberry"] - L.cost["strawberry"]))
q(S, T, "How many kilos of pears have we bought in altogether?", lambda L: kg(L.received(prod="pear")))
q(S, "2024-02-10", "How much have we spent on stock so far this month?", lambda L: money(L.spent()))
q(S, T, "Which suppliers have delivered bananas to us?", lambda L: names({b[1] for b in L.bought(prod="banana")}))
q(S, "2024-02-20", "Which supplier delivered to us most recently?",
  lambda L: name(*{r["supplier"]["name"] for r in L.deliveries() if r["date"] == L.deliveries()[-1]["date"]}))
q(S, T, "Averaged over everything ABC delivered, what did we pay per kilo?",
  lambda L: money(L.spent(sup=ABC) / L.received(sup=ABC)))
q(S, T, "How much did we spend with ABC before the 5th?", lambda L: money(L.spent(sup=ABC, hi="2024-02-04")))
q(S, T, "How many different products has Green Valley Farms supplied us with?",
  lambda L: count(len({b[2] for b in L.bought(sup=GV)})))
q(S, T, "How many kilos of strawberries have been delivered since the 10th?",
  lambda L: kg(L.received(prod="strawberry", lo="2024-02-10")))
q(S, "2024-02-12", "What does a kilo of grapes cost us to buy in?", lambda L: money(L.cost["grape"]))
q(S, T, "What's our markup on cost for apples, as a percentage?",
  lambda L: pct(L.price["apple"] - L.cost["apple"], L.cost["apple"]))
q(S, T, "Total spend with suppliers in February?", lambda L: money(L.spent()))
q(S, T, "Which fruit have we bought the most kilos of?",
  lambda L: top1({p: L.received(prod=p) for p in L.cost}))
q(S, T, "How many kilos have been delivered in the last 7 days?", lambda L: kg(L.received(**last_n(L.today, 7))))
q(S, "2024-02-22", "When did ABC last bring us anything?", lambda L: name(max(b[0] for b in L.bought(sup=ABC))))
q(S, T, "Of what Green Valley sent us, how many kilos were mango?", lambda L: kg(L.received(sup=GV, prod="mango")))
q(S, T, "Spend per supplier from the 15th onwards",
  lambda L: table("supplier", {s: L.spent(sup=s, lo="2024-02-15") for s in (GV, HP, ABC)}, "money"))
q(S, T, "Which supplier do we get our apples from?", lambda L: name(*{b[1] for b in L.bought(prod="apple")}))
q(S, T, "What did the deliveries on 1 February cost us in total?", lambda L: money(L.spent(**only("2024-02-01"))))
q(S, T, "What's the most expensive fruit for us to buy in, per kilo?", lambda L: top1(L.cost))
q(S, T, "And the cheapest fruit to buy in, per kilo?", lambda L: top1(L.cost, low=True))
q(S, T, "What did the cherries from Green Valley Farms cost us?", lambda L: money(L.spent(sup=GV, prod="cherry")))
q(S, "2024-02-15", "How many deliveries have come in so far this month?", lambda L: count(len(L.deliveries())))
q(S, T, "On average, how much did each Green Valley Farms delivery cost?",
  lambda L: money(L.spent(sup=GV) / len(L.deliveries(sup=GV))))
q(S, T, "What do we pay Hillside per kilo for bananas?",
  lambda L: money(*{b[4] for b in L.bought(sup=HP, prod="banana")}))
q(S, T, "How many kilos did Hillside Produce deliver in the week of the 5th?",
  lambda L: kg(L.received(sup=HP, **week_of("2024-02-05"))))
q(S, T, "What share of our stock spend this month went to Green Valley Farms, in percent?",
  lambda L: pct(L.spent(sup=GV), L.spent()))
q(S, T, "kilos received per product in February",
  lambda L: table("product", {p: L.received(prod=p) for p in L.cost}, "kg"))
q(S, T, "What did we spend buying in each product, at cost?",
  lambda L: table("product", {p: L.spent(prod=p) for p in L.cost}, "money"))
q(S, T, "When did Green Valley last deliver bananas?",
  lambda L: name(max(b[0] for b in L.bought(sup=GV, prod="banana"))))
q(S, "2024-02-26", "How much did we spend with suppliers last week?", lambda L: money(L.spent(**last_week(L.today))))
q(S, T, "What did the stock-count write-offs cost us this month, valued at what we paid for the fruit?",
  lambda L: money(sum(-x * L.cost[p] for _, p, x in L.adj if x < 0)))
q(S, "2024-02-09", "How many kilos of bananas has Hillside Produce brought us so far?",
  lambda L: kg(L.received(sup=HP, prod="banana")))

# ============================================================ data_person
DP = "data_person"


def per_prod(L, f, **kw):
    return L.by(lambda s, p: p, f, **kw)


def sale_vals(L, **kw):
    return {i: total(s) for i, s in enumerate(L.pick(**kw))}


def median(vals):
    v = sorted(vals)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


q(DP, T, "top 3 customers by spend in Feb", lambda L: names(ranked(L.spend(), 3), ordered=True))
q(DP, T, "Bottom 3 products by takings this month, lowest first",
  lambda L: names(ranked(per_prod(L, lambda p, k, v: v), 3, low=True), ordered=True))
q(DP, T, "average takings per sale", lambda L: money(L.takings() / L.nsales()))
q(DP, T, "Average spend per customer this month?", lambda L: money(L.takings() / len(L.customers())))
q(DP, T, "Mean daily takings across the 29 days of February", lambda L: money(L.takings() / 29))
q(DP, T, "How many distinct products did we sell this month?", lambda L: count(len(per_prod(L, lambda p, k, v: k))))
q(DP, T, "Count of sales worth more than $15", lambda L: count(len(over(sale_vals(L), 15))))
q(DP, T, "How many sales had more than one product on them?",
  lambda L: count(sum(1 for s in L.pick() if len(s["lines"]) > 1)))
q(DP, T, "Top 5 products by kilos sold",
  lambda L: names(ranked(per_prod(L, lambda p, k, v: k), 5), ordered=True))
q(DP, T, "takings by weekday", lambda L: table(
    "weekday", L.by(lambda s, p: WEEKDAYS[day(s["date"]).weekday()], lambda p, k, v: v), "money"))
q(DP, T, "Weekly takings, keyed by week", lambda L: table(
    "week", L.by(lambda s, p: monday(s["date"]), lambda p, k, v: v), "money"))
q(DP, T, "Which day of the week brought in the most money overall?", lambda L: top1(
    L.by(lambda s, p: WEEKDAYS[day(s["date"]).weekday()], lambda p, k, v: v)))
q(DP, T, "How many customers spent more than $40 in total this month?", lambda L: count(len(over(L.spend(), 40))))
q(DP, T, "Which customers spent over $40 this month?", lambda L: names(over(L.spend(), 40)))
q(DP, T, "average kilos per sale", lambda L: kg(L.kilos() / L.nsales()))
q(DP, T, "Top 2 customers by kilos bought",
  lambda L: names(ranked(L.by(lambda s, p: s["cust"], lambda p, k, v: k), 2), ordered=True))
q(DP, T, "bottom 2 customers by spend", lambda L: names(ranked(L.spend(), 2, low=True), ordered=True))
q(DP, T, "Profit per product for February", lambda L: table(
    "product", per_prod(L, lambda p, k, v: v - k * L.cost[p]), "money"))
q(DP, T, "Most profitable product this month?", lambda L: top1(per_prod(L, lambda p, k, v: v - k * L.cost[p])))
q(DP, T, "Least profitable product?", lambda L: top1(per_prod(L, lambda p, k, v: v - k * L.cost[p]), low=True))
q(DP, T, "How many returns have we processed this month?", lambda L: count(len(L.returns)))
q(DP, T, "How many distinct customers bought strawberries?", lambda L: count(len(L.buyers(prod="strawberry"))))
q(DP, T, "On how many days did takings exceed $30?", lambda L: count(len(over(
    L.by(lambda s, p: s["date"], lambda p, k, v: v), 30))))
q(DP, T, "Average sale value at weekends", lambda L: money(L.takings(wd=WKND) / L.nsales(wd=WKND)))
q(DP, T, "Largest single sale by value this month", lambda L: money(max(sale_vals(L).values())))
q(DP, T, "smallest single sale by value", lambda L: money(min(sale_vals(L).values())))
q(DP, T, "Which customer made the most separate purchases?", lambda L: top1(
    {c: L.nsales(cust=c) for c in L.customers()}))
q(DP, T, "Average daily takings over the seven days of the week starting the 19th",
  lambda L: money(L.takings(**week_of("2024-02-19")) / 7))
q(DP, T, "Top 3 products by profit", lambda L: names(ranked(
    per_prod(L, lambda p, k, v: v - k * L.cost[p]), 3), ordered=True))
q(DP, T, "number of sales per week", lambda L: table(
    "week", {w: L.nsales(**week_of(w)) for w in {monday(s["date"]) for s in L.pick()}}, "count"))
q(DP, T, "Distinct customers per week", lambda L: table(
    "week", {w: len(L.customers(**week_of(w))) for w in {monday(s["date"]) for s in L.pick()}}, "count"))
q(DP, T, "kg sold per weekday", lambda L: table(
    "weekday", L.by(lambda s, p: WEEKDAYS[day(s["date"]).weekday()], lambda p, k, v: k), "kg"))
q(DP, T, "What's the average price per kilo we actually got across all sales?",
  lambda L: money(L.takings() / L.kilos()))
q(DP, T, "median sale value this month", lambda L: money(median(sale_vals(L).values())))
q(DP, T, "What percentage of takings came from our single biggest customer?",
  lambda L: pct(max(L.spend().values()), L.takings()))
q(DP, T, "Which two products took the most money? Biggest first", lambda L: names(ranked(
    per_prod(L, lambda p, k, v: v), 2), ordered=True))
q(DP, T, "Average kilos bought per customer", lambda L: kg(L.kilos() / len(L.customers())))
q(DP, T, "On how many February days did we sell no strawberries at all?", lambda L: count(
    29 - len({s["date"] for s in L.pick(prod="strawberry")})))
q(DP, T, "How many sales came in under $5?", lambda L: count(len(under(sale_vals(L), 5))))
q(DP, T, "Average number of sales per day this month", lambda L: money(Decimal(L.nsales()) / 29))
q(DP, T, "Who was our most profitable customer?", lambda L: top1(
    L.by(lambda s, p: s["cust"], lambda p, k, v: v - k * L.cost[p])))
q(DP, T, "How many distinct customers shopped at weekends?", lambda L: count(len(L.customers(wd=WKND))))
q(DP, T, "kilos bought per customer", lambda L: table(
    "customer", L.by(lambda s, p: s["cust"], lambda p, k, v: k), "kg"))
q(DP, "2024-02-15", "top 3 customers by spend so far", lambda L: names(ranked(L.spend(), 3), ordered=True))
q(DP, "2024-02-11", "Bottom 2 products by kilos sold so far this month",
  lambda L: names(ranked(per_prod(L, lambda p, k, v: k), 2, low=True), ordered=True))
q(DP, "2024-02-22", "How many distinct customers have we had so far?", lambda L: count(len(L.customers())))
q(DP, "2024-02-18", "average sale value so far this month", lambda L: money(L.takings() / L.nsales()))
q(DP, T, "Number of distinct products Omar Haddad bought", lambda L: count(len(
    {p for _, p, _, _ in L.lines(cust="Omar Haddad")})))

# ============================================================ refuse
X = "refuse"
for today, text in [
    (T, "What are we likely to take next week?"),
    ("2024-02-20", "Could you forecast how many kilos of bananas we'll sell in March?"),
    (T, "How did this February compare with February last year?"),
    (T, "How much did Smith spend this month?"),
    ("2024-02-22", "What did Davis buy on the 20th?"),
    (T, "How many hours did the staff put in this week?"),
    (T, "Would you be able to tell me what we pay in rent each month?"),
    ("2024-02-12", "Was it raining on the 10th? Takings felt low."),
    (T, "Please delete Tom Lee's return from the 26th."),
    (T, "Change the selling price of pears to 1.50 a kilo."),
    ("2024-02-16", "Add a sale of 3 kg of apples for Mei Chen today."),
    (T, "Write me a short poem about mangoes."),
    (T, "What's the capital of France?"),
    ("2024-02-23", "Who's on shift tomorrow morning?"),
    (T, "What will our cherry stock be at the end of March?"),
    (T, "I was wondering whether you could remove Ann Brown from our customer list?"),
    (T, "How much did we pay in wages in February?"),
    (T, "What was the electricity bill this month?"),
    ("2024-02-19", "How much will Green Valley Farms charge us for strawberries next month?"),
    ("2024-02-23", "Is the weather going to be nice enough this weekend to put the fruit stand outside?"),
    (T, "Update Hillside Produce's phone number to 555-0199."),
    (T, "What were our takings in December 2023?"),
    (T, "Did Smith return anything this month?"),
    ("2024-02-14", "Tell me a joke about bananas."),
    (T, "How many kilos of cherries will we sell tomorrow?"),
    (T, "Would you kindly mark Ida Novak's sale on the 28th as refunded?"),
]:
    q(X, today, text, lambda L: refuse())


def main():
    rows = []
    for n, (cat, today, text, fn) in enumerate(QS, 1):
        L = at(today)
        assert day(today).month == 2 and day(today).year == 2024
        rows.append({"id": f"q54-{n:03d}", "question": text, "today": today, "category": cat, "expect": fn(L)})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    cats = {}
    for r in rows:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    early = sum(r["today"] < FEB_END for r in rows)
    print(len(rows), "questions", cats, "today before 29th:", early)


if __name__ == "__main__":
    main()
