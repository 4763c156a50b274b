"""Held-out question set 38 for ChatLedger, written from the user's side only.

Every question is typed by hand below; its expected answer is computed from
resources/demo/fruitshop_month.jsonl using only the records dated <= the
question's `today`, with Decimal money.  Run from the repository root:

    python bench/unseen38/question_truth.py

writes bench/unseen38/questions.jsonl.
"""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
CENT = Decimal("0.01")
GRAM = Decimal("0.001")


def dec(x):
    return Decimal(str(x))


def day(s):
    return datetime.date.fromisoformat(s)


def r2(x):
    x = Decimal(x)
    assert (x * 100) % 1 != Decimal("0.5"), ("half cent", x)
    return float(x.quantize(CENT, rounding=ROUND_HALF_UP))


def r3(x):
    x = Decimal(x)
    assert (x * 1000) % 1 != Decimal("0.5"), ("half gram", x)
    return float(x.quantize(GRAM, rounding=ROUND_HALF_UP))


def monday(d):
    dd = day(d)
    return (dd - datetime.timedelta(days=dd.weekday())).isoformat()


def wname(d):
    return day(d).strftime("%A")


with open(DATA) as fh:
    RECORDS = [json.loads(line) for line in fh if line.strip()]


class Ledger:
    """The shop as seen on `today`: only records dated <= today."""

    def __init__(self, today):
        self.today = today
        self.sales = []      # dict(date, cust, lines=[(prod, kg, value)], returned)
        self.buys = []       # (date, supplier, prod, kg, unit_cost)
        self.adjs = []       # (date, prod, kg)
        self.rets = []       # (date, cust, sale)
        self.prices = []     # (date, prod, price) in file order
        self.cost = {}
        price = {}
        for r in RECORDS:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    p = it["product"]
                    uc = dec(it["unit_cost"])
                    assert self.cost.setdefault(p, uc) == uc, "two unit costs for " + p
                    self.buys.append((r["date"], r["supplier"]["name"], p, dec(it["quantity"]), uc))
                    if it.get("selling_price") is not None:
                        price[p] = dec(it["selling_price"])
                        self.prices.append((r["date"], p, price[p]))
            elif k == "price_change":
                price[r["product"]] = dec(r["selling_price"])
                self.prices.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = dec(it["quantity"])
                    exact = kg * price[it["product"]]
                    assert (exact * 100) % 1 != Decimal("0.5"), "half cent line"
                    lines.append((it["product"], kg, exact.quantize(CENT, rounding=ROUND_HALF_UP)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, returned=None))
            elif k == "return":
                hit = [s for s in self.sales if s["cust"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"] and s["returned"] is None]
                assert len(hit) == 1, r
                hit[0]["returned"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adjs.append((r["date"], r["product"], dec(r["quantity"])))
            else:
                raise ValueError(k)
        self.live = [s for s in self.sales if s["returned"] is None]

    # -------------------------------------------------------------- selectors
    def lines(self, lo="0000", hi="9999", prod=None, cust=None, wd=None):
        for s in self.live:
            if not (lo <= s["date"] <= hi):
                continue
            if cust is not None and s["cust"] != cust:
                continue
            if wd is not None and wname(s["date"]) not in wd:
                continue
            for p, kg, v in s["lines"]:
                if prod is None or p == prod:
                    yield s, p, kg, v

    def takings(self, lo="0000", hi="9999", prod=None, cust=None, wd=None):
        return sum((v for _, _, _, v in self.lines(lo, hi, prod, cust, wd)), Decimal(0))

    def kilos(self, lo="0000", hi="9999", prod=None, cust=None, wd=None):
        return sum((kg for _, _, kg, _ in self.lines(lo, hi, prod, cust, wd)), Decimal(0))

    def cogs(self, lo="0000", hi="9999", prod=None, cust=None, wd=None):
        return sum((kg * self.cost[p] for _, p, kg, _ in self.lines(lo, hi, prod, cust, wd)), Decimal(0))

    def profit(self, lo="0000", hi="9999", prod=None, cust=None, wd=None):
        return self.takings(lo, hi, prod, cust, wd) - self.cogs(lo, hi, prod, cust, wd)

    def margin(self, lo="0000", hi="9999", prod=None):
        return self.profit(lo, hi, prod) / self.takings(lo, hi, prod) * 100

    def nsales(self, lo="0000", hi="9999", prod=None, cust=None, wd=None):
        return len({id(s) for s, _, _, _ in self.lines(lo, hi, prod, cust, wd)})

    def sale_list(self, lo="0000", hi="9999", cust=None):
        return [s for s in self.live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)]

    def value(self, s):
        return sum((v for _, _, v in s["lines"]), Decimal(0))

    def refunds(self, lo="0000", hi="9999"):
        return sum((self.value(s) for d, _, s in self.rets if lo <= d <= hi), Decimal(0))

    def stock(self, prod, d):
        assert d <= self.today
        got = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= d), Decimal(0))
        sold = sum((kg for s in self.sales if s["date"] <= d and not (s["returned"] and s["returned"] <= d)
                    for p, kg, _ in s["lines"] if p == prod), Decimal(0))
        adj = sum((q for dt, p, q in self.adjs if p == prod and dt <= d), Decimal(0))
        return got - sold + adj

    def price_on(self, prod, d):
        assert d <= self.today
        last = None
        for dt, p, pr in self.prices:
            if p == prod and dt <= d:
                last = pr
        return last

    def bought(self, lo="0000", hi="9999", prod=None, supplier=None):
        return [b for b in self.buys if lo <= b[0] <= hi and (prod is None or b[2] == prod)
                and (supplier is None or b[1] == supplier)]

    def writeoff_kg(self, lo="0000", hi="9999", prod=None):
        return sum((-q for d, p, q in self.adjs if lo <= d <= hi and q < 0 and (prod is None or p == prod)),
                   Decimal(0))

    def writeoff_cost(self, lo="0000", hi="9999", prod=None):
        return sum((-q * self.cost[p] for d, p, q in self.adjs if lo <= d <= hi and q < 0
                    and (prod is None or p == prod)), Decimal(0))

    def group(self, key, what="takings", lo="0000", hi="9999", prod=None, cust=None):
        out = {}
        for s, p, kg, v in self.lines(lo, hi, prod, cust):
            k = {"day": s["date"], "week": monday(s["date"]), "weekday": wname(s["date"]),
                 "product": p, "customer": s["cust"], "month": s["date"][:7]}[key]
            inc = {"takings": v, "kilos": kg, "profit": v - kg * self.cost[p], "cogs": kg * self.cost[p]}[what]
            out[k] = out.get(k, Decimal(0)) + inc
        return out

    def npurchases(self):
        return len([r for r in RECORDS if r["kind"] == "purchase" and r["date"] <= self.today])

    def count_by(self, key, lo="0000", hi="9999"):
        out = {}
        for s in self.sale_list(lo, hi):
            k = {"weekday": wname(s["date"]), "customer": s["cust"], "day": s["date"]}[key]
            out[k] = out.get(k, 0) + 1
        return out


# ------------------------------------------------------------------ answers
def D(n):
    return f"2024-02-{n:02d}"


def money(x):
    return {"type": "number", "value": r2(x)}


def kilo(x):
    return {"type": "number", "value": r3(x)}


def pct(x):
    return {"type": "number", "value": r2(x)}


def count(n):
    assert isinstance(n, int)
    return {"type": "number", "value": n}


def name(s):
    return {"type": "name", "value": s}


def names(vals, ordered=False):
    vals = list(vals)
    assert vals and len(set(vals)) == len(vals)
    return {"type": "names", "values": vals if ordered else sorted(vals), "ordered": ordered}


def table(key, rows, conv=r2):
    out = {k: conv(v) for k, v in sorted(rows.items()) if v != 0}
    assert out
    return {"type": "table", "key": key, "rows": out}


def ranked(rows, n=None, high=True):
    """Keys of the n best (or worst) rows; the values up to and including the
    first one left out must be distinct, so no tie can change the answer."""
    order = sorted(rows.items(), key=lambda kv: kv[1], reverse=high)
    n = len(order) if n is None else n
    vals = [v for _, v in order[:n + 1]]
    assert len(set(vals)) == len(vals), ("tie", order)
    return [k for k, _ in order[:n]]


def best(rows, high=True):
    return ranked(rows, 1, high)[0]


def above(rows, limit, high=True):
    assert all(v != limit for v in rows.values()), "value on the threshold"
    return [k for k, v in rows.items() if (v > limit if high else v < limit)]


REFUSE = {"type": "refuse"}
QUESTIONS = []   # (persona, today, question, expect function or None for a refusal)


def Q(persona, today, text, fn=None):
    QUESTIONS.append((persona, today, text, fn))


AUD = "franchise-auditor"
OWN = "owner-on-holiday"
CSH = "new-cashier"
PLN = "planner"
END = D(29)


def sale_value_extreme(L, lo, hi, high=True):
    vals = [L.value(s) for s in L.sale_list(lo, hi)]
    return max(vals) if high else min(vals)


def top_sale_customer(L):
    vals = sorted(((L.value(s), s["cust"]) for s in L.live), reverse=True)
    assert vals[0][0] != vals[1][0]
    return vals[0][1]


def refunds_by_customer(L):
    out = {}
    for _, c, s in L.rets:
        out[c] = out.get(c, Decimal(0)) + L.value(s)
    return out


def purchases_cost(L, lo="0000", hi="9999", supplier=None):
    return sum((b[3] * b[4] for b in L.bought(lo, hi, supplier=supplier)), Decimal(0))


def purchases_kg(L, lo="0000", hi="9999", prod=None):
    return sum((b[3] for b in L.bought(lo, hi, prod=prod)), Decimal(0))


def by_supplier(L):
    out = {}
    for b in L.buys:
        out[b[1]] = out.get(b[1], Decimal(0)) + b[3] * b[4]
    return out


def bought_by_product(L):
    out = {}
    for b in L.buys:
        out[b[2]] = out.get(b[2], Decimal(0)) + b[3]
    return out


def customers(L, lo="0000", hi="9999"):
    return sorted({s["cust"] for s in L.sale_list(lo, hi)})


def new_customers(L, since):
    before = set(customers(L, hi=(day(since) - datetime.timedelta(days=1)).isoformat()))
    return [c for c in customers(L, lo=since) if c not in before]


def prices_now(L, d):
    return {p: L.price_on(p, d) for p in L.cost}


def margins(L):
    return {p: L.margin(prod=p) for p in L.cost}


# ========================================================== franchise-auditor
Q(AUD, END, "Please confirm total takings for 1 to 14 February inclusive.",
  lambda L: money(L.takings(D(1), D(14))))
Q(AUD, END, "What was the exact revenue for the period 15th through 29th February?",
  lambda L: money(L.takings(D(15), D(29))))
Q(AUD, END, "How many sale records stand for February once returned sales are taken out?",
  lambda L: count(len(L.live)))
Q(AUD, END, "How many returns were logged during February?",
  lambda L: count(len(L.rets)))
Q(AUD, END, "What is the total value refunded to customers in February?",
  lambda L: money(L.refunds()))
Q(AUD, END, "Which customers brought goods back this month?",
  lambda L: names(sorted({c for _, c, _ in L.rets})))
Q(AUD, END, "Break down the February refunds by customer.",
  lambda L: table("customer", refunds_by_customer(L)))
Q(AUD, END, "What selling price per kilo was in force for pears on 20 February?",
  lambda L: money(L.price_on("pear", D(20))))
Q(AUD, END, "What was the pear price at close of business on the 24th?",
  lambda L: money(L.price_on("pear", D(24))))
Q(AUD, END, "Per kilo, what did oranges sell for at the end of 17 Feb, before the price change?",
  lambda L: money(L.price_on("orange", D(17))))
Q(AUD, END, "Break down Raj Patel's spending by day for February.",
  lambda L: table("day", L.group("day", cust="Raj Patel")))
Q(AUD, END, "How many separate sales did Omar Haddad make this month? Count each sale record.",
  lambda L: count(L.nsales(cust="Omar Haddad")))
Q(AUD, END, "Total takings for the week commencing Monday 12 February?",
  lambda L: money(L.takings(D(12), D(18))))
Q(AUD, END, "For the audit file: takings between the 5th and the 11th, both days included.",
  lambda L: money(L.takings(D(5), D(11))))
Q(AUD, END, "What is the cost of goods sold for February?",
  lambda L: money(L.cogs()))
Q(AUD, END, "State the gross profit for the month.",
  lambda L: money(L.profit()))
Q(AUD, END, "Gross margin for February as a percentage, please.",
  lambda L: pct(L.margin()))
Q(AUD, END, "What was the total cost of stock written off in February?",
  lambda L: money(L.writeoff_cost()))
Q(AUD, END, "How many kilos were written off in total this month?",
  lambda L: kilo(L.writeoff_kg()))
Q(AUD, END, "How many stock adjustment entries are in the February records?",
  lambda L: count(len(L.adjs)))
Q(AUD, END, "What did we spend in total on purchases from Green Valley Farms?",
  lambda L: money(purchases_cost(L, supplier="Green Valley Farms")))
Q(AUD, END, "Purchases at cost, broken down by supplier, for February.",
  lambda L: table("supplier", by_supplier(L)))
Q(AUD, END, "How many kilos of strawberries were purchased in February?",
  lambda L: kilo(purchases_kg(L, prod="strawberry")))
Q(AUD, END, "Kilos of cherries sold between the 10th and the 20th?",
  lambda L: kilo(L.kilos(D(10), D(20), "cherry")))
Q(AUD, END, "What was the value of the sale that was returned on the 23rd?",
  lambda L: money(L.refunds(D(23), D(23))))
Q(AUD, END, "Net of returns, what were the takings on Sunday 18 February?",
  lambda L: money(L.takings(D(18), D(18))))
Q(AUD, D(20), "Per the books as they stand today, what were the takings for Sunday the 18th?",
  lambda L: money(L.takings(D(18), D(18))))
Q(AUD, D(14), "Month-to-date, what is the total of refunds issued?",
  lambda L: money(L.refunds()))
Q(AUD, D(14), "How many sales stand on the books month-to-date, after returns?",
  lambda L: count(len(L.live)))
Q(AUD, END, "Number of sales per customer for February, please.",
  lambda L: table("customer", L.count_by("customer"), conv=int))
Q(AUD, END, "Which customer made the single largest sale this month?",
  lambda L: name(top_sale_customer(L)))
Q(AUD, END, "What was the largest single sale value recorded in February?",
  lambda L: money(sale_value_extreme(L, "0000", "9999")))
Q(AUD, END, "What was the smallest sale value on record this month?",
  lambda L: money(sale_value_extreme(L, "0000", "9999", high=False)))
Q(AUD, END, "Revenue from mangoes for the whole of February?",
  lambda L: money(L.takings(prod="mango")))
Q(AUD, END, "Confirm the stock of grapes on hand at close on the 29th.",
  lambda L: kilo(L.stock("grape", D(29))))
Q(AUD, END, "What gross profit did strawberries make in February?",
  lambda L: money(L.profit(prod="strawberry")))
Q(AUD, END, "How much did we pay Hillside Produce altogether?",
  lambda L: money(purchases_cost(L, supplier="Hillside Produce")))
Q(AUD, D(9), "For the opening days, 1st to 4th inclusive, what are the takings on the books as of today?",
  lambda L: money(L.takings(D(1), D(4))))
Q(AUD, END, "What is the average sale value for February?",
  lambda L: money(L.takings() / len(L.live)))
Q(AUD, END, "How many distinct customers have a standing sale this month?",
  lambda L: count(len(customers(L))))
Q(AUD, END, "Total kilos sold to Tom Lee in February, after his returns?",
  lambda L: kilo(L.kilos(cust="Tom Lee")))
Q(AUD, END, "How many purchase deliveries were recorded in February?",
  lambda L: count(L.npurchases()))
Q(AUD, D(25), "As of today, what have refunds come to since the 15th?",
  lambda L: money(L.refunds(D(15), D(25))))
Q(AUD, D(16), "Each of Eva Berg's sales so far this month: value by day?",
  lambda L: table("day", L.group("day", cust="Eva Berg")))
Q(AUD, END, "What did Sue Davis spend in total during February?",
  lambda L: money(L.takings(cust="Sue Davis")))
Q(AUD, END, "Please provide the VAT collected on February takings.")
Q(AUD, END, "What was the shop's rent for February?")
Q(AUD, D(20), "Which payment method did Zoe Davis use for her sales on the 5th?")
Q(AUD, END, "Delete the return dated 23 February from the ledger.")
Q(AUD, END, "What were the staff wages for February?")
Q(AUD, D(17), "Give me the invoice number for the Green Valley Farms delivery on the 16th.")

# =========================================================== owner-on-holiday
Q(OWN, END, "since I left on the 19th, what has the shop taken?",
  lambda L: money(L.takings(D(19), D(29))))
Q(OWN, END, "how many kilos did we sell while I was away? flew out the morning of the 19th",
  lambda L: kilo(L.kilos(D(19), D(29))))
Q(OWN, D(26), "it's already tuesday here in sydney, what did you take yesterday your time?",
  lambda L: money(L.takings(D(25), D(25))))
Q(OWN, D(23), "I'm in Vancouver and it's still the 22nd for me. how much has the shop taken today, your date?",
  lambda L: money(L.takings(D(23), D(23))))
Q(OWN, END, "any returns while I was away? who brought stuff back? (I left on the 19th)",
  lambda L: names(sorted({c for d, c, _ in L.rets if d >= D(19)})))
Q(OWN, END, "how much did we refund since the 19th",
  lambda L: money(L.refunds(D(19), D(29))))
Q(OWN, END, "which customers bought something since I left on the 19th but never before that?",
  lambda L: names(new_customers(L, D(19))))
Q(OWN, END, "best day for takings while I was away (since the 19th)?",
  lambda L: name(best(L.group("day", lo=D(19)))))
Q(OWN, END, "send me the daily takings since I left on the 19th",
  lambda L: table("day", L.group("day", lo=D(19))))
Q(OWN, END, "how much strawberry is left in the shop right now?",
  lambda L: kilo(L.stock("strawberry", D(29))))
Q(OWN, D(22), "just landed in tokyo, it's friday morning here. how did yesterday go, your time? takings?",
  lambda L: money(L.takings(D(21), D(21))))
Q(OWN, D(24), "what have we taken so far this week?",
  lambda L: money(L.takings(D(19), D(24))))
Q(OWN, END, "what did we take last week?",
  lambda L: money(L.takings(D(19), D(25))))
Q(OWN, D(27), "how are cherries doing since I left on the 19th? kilos sold",
  lambda L: kilo(L.kilos(D(19), D(27), "cherry")))
Q(OWN, END, "who's been our best customer by spend since I left on the 19th?",
  lambda L: name(best(L.group("customer", lo=D(19)))))
Q(OWN, END, "gross profit since the 19th?",
  lambda L: money(L.profit(D(19), D(29))))
Q(OWN, D(21), "in lisbon now, left on the 19th. how many sales since I left, today included?",
  lambda L: count(L.nsales(D(19), D(21))))
Q(OWN, END, "heard the banana price changed after I left. what is it now?",
  lambda L: money(L.price_on("banana", D(29))))
Q(OWN, END, "what were pears selling for the day before I left, the 18th?",
  lambda L: money(L.price_on("pear", D(18))))
Q(OWN, D(28), "which fruit sold the most kilos while I was away? left on the 19th",
  lambda L: name(best(L.group("product", "kilos", lo=D(19)))))
Q(OWN, END, "how much mango have we got left?",
  lambda L: kilo(L.stock("mango", D(29))))
Q(OWN, END, "what did write-offs cost us since I left on the 19th?",
  lambda L: money(L.writeoff_cost(D(19), D(29))))
Q(OWN, END, "how many kilos did we take in from suppliers while I was away (since the 19th)?",
  lambda L: kilo(purchases_kg(L, D(19), D(29))))
Q(OWN, END, "what have we spent on deliveries since I left on the 19th?",
  lambda L: money(purchases_cost(L, D(19), D(29))))
Q(OWN, D(20), "it's 3am here in LA but the shop is on tuesday already. what were monday's takings?",
  lambda L: money(L.takings(D(19), D(19))))
Q(OWN, END, "did tom lee come in while I was away? how much has he spent since the 19th?",
  lambda L: money(L.takings(D(19), D(29), cust="Tom Lee")))
Q(OWN, END, "how much did we take in the ten days before I left, the 9th to the 18th?",
  lambda L: money(L.takings(D(9), D(18))))
Q(OWN, END, "average takings per day since I left on the 19th (count all 11 days)",
  lambda L: money(L.takings(D(19), D(29)) / 11))
Q(OWN, END, "what did the weekend of the 24th and 25th bring in?",
  lambda L: money(L.takings(D(24), D(25))))
Q(OWN, D(26), "been gone a week now, left on the 19th. how many kilos of bananas have gone since?",
  lambda L: kilo(L.kilos(D(19), D(26), "banana")))
Q(OWN, END, "which days since I left (the 19th) did we take more than $25?",
  lambda L: names(above(L.group("day", lo=D(19)), 25)))
Q(OWN, END, "now the new cherries are in, how many kilos of cherry do we have?",
  lambda L: kilo(L.stock("cherry", D(29))))
Q(OWN, END, "quietest day for takings since I left on the 19th?",
  lambda L: name(best(L.group("day", lo=D(19)), high=False)))
Q(OWN, END, "how much has omar haddad spent while I was away? left the 19th",
  lambda L: money(L.takings(D(19), D(29), cust="Omar Haddad")))
Q(OWN, END, "what's our margin % been since I left on the 19th?",
  lambda L: pct(L.margin(D(19), D(29))))
Q(OWN, END, "weekly takings since I left on the 19th?",
  lambda L: table("week", L.group("week", lo=D(19))))
Q(OWN, D(23), "what's the shop taken since monday?",
  lambda L: money(L.takings(D(19), D(23))))
Q(OWN, D(27), "how many different customers have been in since I left on the 19th?",
  lambda L: count(len(customers(L, D(19), D(27)))))
Q(OWN, D(19), "left this morning. quick one: how many kilos of strawberries did we have at close yesterday?",
  lambda L: kilo(L.stock("strawberry", D(18))))
Q(OWN, D(25), "6 hours ahead of you here. what's the pear stock at your close today?",
  lambda L: kilo(L.stock("pear", D(25))))
Q(OWN, END, "what's the weather been like at the shop while I'm away?")
Q(OWN, D(25), "can you put the pear price back to 1.60 for me?")
Q(OWN, END, "how many hours did the weekend staff work while I was away?")
Q(OWN, D(23), "do you reckon we'll take more than $200 next week?")
Q(OWN, END, "did anyone pay by card while I was gone?")
Q(OWN, END, "what are today's takings worth in euros at today's exchange rate?")

# ================================================================ new-cashier
Q(CSH, END, "how mutch is strawbery per kilo?",
  lambda L: money(L.price_on("strawberry", D(29))))
Q(CSH, END, "whats the price of a kilo of banannas now",
  lambda L: money(L.price_on("banana", D(29))))
Q(CSH, END, "how much did we take todday so far?",
  lambda L: money(L.takings(D(29), D(29))))
Q(CSH, D(28), "how many sales have we done today",
  lambda L: count(L.nsales(D(28), D(28))))
Q(CSH, D(28), "how much did we make yestrday?",
  lambda L: money(L.takings(D(27), D(27))))
Q(CSH, END, "how much pears do we have left",
  lambda L: kilo(L.stock("pear", D(29))))
Q(CSH, END, "price of pares now?",
  lambda L: money(L.price_on("pear", D(29))))
Q(CSH, END, "how much is orang per kg",
  lambda L: money(L.price_on("orange", D(29))))
Q(CSH, END, "chery price pls",
  lambda L: money(L.price_on("cherry", D(29))))
Q(CSH, END, "grapes how much a kilo",
  lambda L: money(L.price_on("grape", D(29))))
Q(CSH, END, "manggo price?",
  lambda L: money(L.price_on("mango", D(29))))
Q(CSH, END, "aple price?",
  lambda L: money(L.price_on("apple", D(29))))
Q(CSH, END, "how many kilos of mango did we sell today",
  lambda L: kilo(L.kilos(D(29), D(29), "mango")))
Q(CSH, END, "who bought stuff today",
  lambda L: names(customers(L, D(29), D(29))))
Q(CSH, D(26), "how much money did bananas make today",
  lambda L: money(L.takings(D(26), D(26), "banana")))
Q(CSH, D(17), "how much did we take yestreday?",
  lambda L: money(L.takings(D(16), D(16))))
Q(CSH, D(16), "how many kg of strawbs in stock now, after the delivery?",
  lambda L: kilo(L.stock("strawberry", D(16))))
Q(CSH, D(10), "how much apples we got left",
  lambda L: kilo(L.stock("apple", D(10))))
Q(CSH, D(5), "how much did zoe davis spend today",
  lambda L: money(L.takings(D(5), D(5), cust="Zoe Davis")))
Q(CSH, D(15), "how much was tom lees refund today",
  lambda L: money(L.refunds(D(15), D(15))))
Q(CSH, D(12), "a customer brought stuff back today, how much did we give back?",
  lambda L: money(L.refunds(D(12), D(12))))
Q(CSH, END, "how many customers came in today",
  lambda L: count(len(customers(L, D(29), D(29)))))
Q(CSH, END, "what is the totel kilos for today",
  lambda L: kilo(L.kilos(D(29), D(29))))
Q(CSH, D(24), "how much did Mei Chen spend today all togther",
  lambda L: money(L.takings(D(24), D(24), cust="Mei Chen")))
Q(CSH, D(7), "how much was the bigest sale today",
  lambda L: money(sale_value_extreme(L, D(7), D(7))))
Q(CSH, END, "how many kilo of grapes r left",
  lambda L: kilo(L.stock("grape", D(29))))
Q(CSH, D(19), "did the banana price change today? whats it now",
  lambda L: money(L.price_on("banana", D(19))))
Q(CSH, D(18), "orange price rite now?",
  lambda L: money(L.price_on("orange", D(18))))
Q(CSH, D(23), "how much bananna do we have now after the delivery",
  lambda L: kilo(L.stock("banana", D(23))))
Q(CSH, END, "how much did we sell this weak",
  lambda L: money(L.takings(D(26), D(29))))
Q(CSH, D(20), "what fruit sold most today in kilos?",
  lambda L: name(best(L.group("product", "kilos", D(20), D(20)))))
Q(CSH, D(22), "how many kg mango we sold today",
  lambda L: kilo(L.kilos(D(22), D(22), "mango")))
Q(CSH, D(14), "what did we take on valentines day so far",
  lambda L: money(L.takings(D(14), D(14))))
Q(CSH, END, "how much did we take yesterday and today together",
  lambda L: money(L.takings(D(28), D(29))))
Q(CSH, D(3), "how many kilos of orangs sold today",
  lambda L: kilo(L.kilos(D(3), D(3), "orange")))
Q(CSH, END, "is there any oranges left? how many kilo",
  lambda L: kilo(L.stock("orange", D(29))))
Q(CSH, D(8), "how many sales did tom lee make today",
  lambda L: count(L.nsales(D(8), D(8), cust="Tom Lee")))
Q(CSH, END, "wich fruit is the cheapest right now?",
  lambda L: name(best(prices_now(L, D(29)), high=False)))
Q(CSH, END, "whats the most expencive fruit per kilo now?",
  lambda L: name(best(prices_now(L, D(29)))))
Q(CSH, D(11), "how much did we take this weekend so far? (saterday and today)",
  lambda L: money(L.takings(D(10), D(11))))
Q(CSH, END, "how do i open the till drawer?")
Q(CSH, D(12), "whats the wifi pasword")
Q(CSH, END, "can u add a sale of 2 kilo apples for bob smith")
Q(CSH, D(6), "what time do we close tonite")
Q(CSH, END, "how much do i get payed an hour")
Q(CSH, D(15), "is it gonna rain today")

# ==================================================================== planner
WEEKEND = {"Saturday", "Sunday"}
Q(PLN, END, "What were takings by day of the week for February?",
  lambda L: table("weekday", L.group("weekday")))
Q(PLN, END, "Kilos sold per weekday this month?",
  lambda L: table("weekday", L.group("weekday", "kilos"), conv=r3))
Q(PLN, END, "Weekly kilos sold, for planning next month's orders.",
  lambda L: table("week", L.group("week", "kilos"), conv=r3))
Q(PLN, END, "Takings for each week of February?",
  lambda L: table("week", L.group("week")))
Q(PLN, END, "On average, how many kilos of bananas did we sell per day in February, counting all 29 days?",
  lambda L: kilo(L.kilos(prod="banana") / 29))
Q(PLN, END, "What were the average daily takings across all 29 days of February?",
  lambda L: money(L.takings() / 29))
Q(PLN, END, "Which product sold the most kilos this month?",
  lambda L: name(best(L.group("product", "kilos"))))
Q(PLN, END, "Rank all the products by kilos sold, highest first.",
  lambda L: names(ranked(L.group("product", "kilos")), ordered=True))
Q(PLN, END, "Which two products brought in the most revenue?",
  lambda L: names(ranked(L.group("product"), 2)))
Q(PLN, END, "Bottom three products by revenue, lowest first.",
  lambda L: names(ranked(L.group("product"), 3, high=False), ordered=True))
Q(PLN, END, "Which weekday brings in the most money?",
  lambda L: name(best(L.group("weekday"))))
Q(PLN, END, "Which day of the week moves the fewest kilos?",
  lambda L: name(best(L.group("weekday", "kilos"), high=False)))
Q(PLN, END, "What was the best single day of the month for takings?",
  lambda L: name(best(L.group("day"))))
Q(PLN, END, "On which days did we shift 13 kilos or more?",
  lambda L: names([k for k, v in L.group("day", "kilos").items() if v >= 13]))
Q(PLN, END, "Strawberry kilos sold per week, please.",
  lambda L: table("week", L.group("week", "kilos", prod="strawberry"), conv=r3))
Q(PLN, END, "For each product, how many kilos did we sell last week?",
  lambda L: table("product", L.group("product", "kilos", D(19), D(25)), conv=r3))
Q(PLN, END, "How many kilos did we sell in the first half of the month, the 1st to the 14th?",
  lambda L: kilo(L.kilos(D(1), D(14))))
Q(PLN, END, "Average number of sales per day in February, over all 29 days (2 decimals)?",
  lambda L: {"type": "number", "value": r2(Decimal(len(L.live)) / 29)})
Q(PLN, END, "What's the average number of kilos per sale this month?",
  lambda L: kilo(L.kilos() / len(L.live)))
Q(PLN, END, "What do we take on an average Thursday?",
  lambda L: money(L.takings(wd={"Thursday"}) / 5))
Q(PLN, END, "How many kilos do we sell on an average Saturday?",
  lambda L: kilo(L.kilos(wd={"Saturday"}) / 4))
Q(PLN, END, "Which product has the best gross margin percentage?",
  lambda L: name(best(margins(L))))
Q(PLN, END, "Average kilos of mango per day over the last 14 days, the 16th to the 29th?",
  lambda L: kilo(L.kilos(D(16), D(29), "mango") / 14))
Q(PLN, END, "Which products sold less than 25 kilos in February?",
  lambda L: names(above(L.group("product", "kilos"), 25, high=False)))
Q(PLN, END, "How many kilos of each fruit did we buy in this month?",
  lambda L: table("product", bought_by_product(L), conv=r3))
Q(PLN, END, "What percentage of the strawberry kilos we bought this month did we actually sell?",
  lambda L: pct(L.kilos(prod="strawberry") / purchases_kg(L, prod="strawberry") * 100))
Q(PLN, END, "Which weekday sells the most strawberries by weight?",
  lambda L: name(best(L.group("weekday", "kilos", prod="strawberry"))))
Q(PLN, END, "Busiest day of the week by number of sales?",
  lambda L: name(best(L.count_by("weekday"))))
Q(PLN, END, "Daily kilos for last week, day by day.",
  lambda L: table("day", L.group("day", "kilos", D(19), D(25)), conv=r3))
Q(PLN, END, "Over the last 7 days, the 23rd to the 29th, which product sold the most kilos?",
  lambda L: name(best(L.group("product", "kilos", D(23), D(29)))))
Q(PLN, END, "Takings per product from the 15th onwards.",
  lambda L: table("product", L.group("product", lo=D(15))))
Q(PLN, END, "Banana kilos by weekday?",
  lambda L: table("weekday", L.group("weekday", "kilos", prod="banana"), conv=r3))
Q(PLN, END, "Total kilos sold in February, all fruit?",
  lambda L: kilo(L.kilos()))
Q(PLN, D(15), "Mid-month check: average kilos sold per day so far this month, the 1st to today?",
  lambda L: kilo(L.kilos() / 15))
Q(PLN, D(18), "Weekly takings so far this month?",
  lambda L: table("week", L.group("week")))
Q(PLN, D(25), "So far this month, which weekday has brought in the most?",
  lambda L: name(best(L.group("weekday"))))
Q(PLN, END, "Which customer buys the most kilos from us?",
  lambda L: name(best(L.group("customer", "kilos"))))
Q(PLN, END, "Worst day of the month for takings?",
  lambda L: name(best(L.group("day"), high=False)))
Q(PLN, END, "Gross profit per week?",
  lambda L: table("week", L.group("week", "profit")))
Q(PLN, END, "Average takings per weekend day this month, Saturdays and Sundays together?",
  lambda L: money(L.takings(wd=WEEKEND) / 8))
Q(PLN, D(11), "Which product has sold the most kilos so far this month?",
  lambda L: name(best(L.group("product", "kilos"))))
Q(PLN, D(22), "Kilos sold per product so far this month?",
  lambda L: table("product", L.group("product", "kilos"), conv=r3))
Q(PLN, D(8), "Takings per day so far this month?",
  lambda L: table("day", L.group("day")))
Q(PLN, END, "What will strawberry sales be next month?")
Q(PLN, END, "How much should I order from ABC for March?")
Q(PLN, D(21), "What's the delivery lead time from Hillside Produce?")
Q(PLN, END, "Are there any public holidays in March I should plan around?")
Q(PLN, END, "Please place an order for 50 kg of cherries with Green Valley Farms.")
Q(PLN, D(10), "What's the shelf life of mangoes in the cold room?")


# ===================================================================== output
def main():
    out = []
    for n, (persona, today, text, fn) in enumerate(QUESTIONS, 1):
        expect = REFUSE if fn is None else fn(Ledger(today))
        out.append({"id": f"q38-{n:03d}", "question": text, "today": today,
                    "category": "refuse" if fn is None else persona, "expect": expect})
    assert len({q["question"].lower() for q in out}) == len(out), "duplicate question"
    with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
        for q in out:
            fh.write(json.dumps(q) + "\n")
    per = {}
    for persona, _, _, fn in QUESTIONS:
        key = persona + (" (refuse)" if fn is None else "")
        per[key] = per.get(key, 0) + 1
    earlier = sum(1 for q in out if q["today"] < END)
    refuse = sum(1 for q in out if q["category"] == "refuse")
    print("questions", len(out), "answerable", len(out) - refuse, "refuse", refuse, "earlier today", earlier)
    for k in sorted(per):
        print("  ", k, per[k])


if __name__ == "__main__":
    main()
