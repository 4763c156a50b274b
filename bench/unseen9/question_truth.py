"""Computes every expected answer of bench/unseen9/questions.jsonl from
resources/demo/fruitshop_month.jsonl with plain Python (Decimal money) and
writes the file.  Run from anywhere:  python3 bench/unseen9/question_truth.py
"""
import datetime as dt
import json
from collections import defaultdict
from decimal import Decimal as Dec, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent.parent / "resources" / "demo" / "fruitshop_month.jsonl"
OUT = HERE / "questions.jsonl"
ALL = [json.loads(l) for l in DATA.read_text().splitlines() if l.strip()]
CENT, GRAM = Dec("0.01"), Dec("0.001")
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def d(s):
    return dt.date.fromisoformat(s)


def money(x):
    return float(Dec(x).quantize(CENT, ROUND_HALF_UP))


def kg(x):
    return float(Dec(x).quantize(GRAM, ROUND_HALF_UP))


class Ledger:
    """Everything known on `today`: only records dated up to today, in file order."""

    def __init__(self, today):
        self.today = today
        self.price = {}
        self.price_log = []   # (date, product, price) file order
        self.sales = []       # dict date cust lines[(p,q,total)] ret
        self.buys = []        # (date, supplier, product, qty, cost)
        self.adj = []         # (date, product, qty, reason)
        self.rets = []        # (date, sale)
        for r in ALL:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"],
                                      Dec(str(it["quantity"])), Dec(str(it["unit_cost"]))))
                    if it.get("selling_price") is not None:
                        self.price[it["product"]] = Dec(str(it["selling_price"]))
                        self.price_log.append((r["date"], it["product"], self.price[it["product"]]))
            elif k == "price_change":
                self.price[r["product"]] = Dec(str(r["selling_price"]))
                self.price_log.append((r["date"], r["product"], self.price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    q = Dec(str(it["quantity"]))
                    exact = q * self.price[it["product"]]
                    assert (exact * 100) % 1 != Dec("0.5"), ("half cent", r)
                    lines.append((it["product"], q, exact.quantize(CENT, ROUND_HALF_UP)))
                self.sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
            elif k == "return":
                hit = [s for s in self.sales if s["cust"] == r["customer"]["name"]
                       and s["date"] == r["sale_date"] and s["ret"] is None]
                assert len(hit) == 1, r
                hit[0]["ret"] = r["date"]
                self.rets.append((r["date"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], Dec(str(r["quantity"])), r["reason"]))
        self.live = [s for s in self.sales if s["ret"] is None]

    # -- selections
    def sel(self, lo="0000", hi="9999", cust=None, wds=None):
        return [s for s in self.live if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
                and (wds is None or d(s["date"]).weekday() in wds)]

    def rev(self, lo="0000", hi="9999", cust=None, prod=None, wds=None):
        return sum((t for s in self.sel(lo, hi, cust, wds) for p, _, t in s["lines"] if prod in (None, p)), Dec(0))

    def kilos(self, lo="0000", hi="9999", cust=None, prod=None, wds=None):
        return sum((q for s in self.sel(lo, hi, cust, wds) for p, q, _ in s["lines"] if prod in (None, p)), Dec(0))

    def count(self, lo="0000", hi="9999", cust=None, prod=None):
        return sum(1 for s in self.sel(lo, hi, cust) if prod is None or any(p == prod for p, _, _ in s["lines"]))

    @staticmethod
    def total(s):
        return sum((t for _, _, t in s["lines"]), Dec(0))

    def refunds(self, lo="0000", hi="9999"):
        return sum((self.total(s) for rd, s in self.rets if lo <= rd <= hi), Dec(0))

    def stock(self, prod, on):
        bought = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= on), Dec(0))
        sold = sum((q for s in self.sales if s["date"] <= on and (s["ret"] is None or s["ret"] > on)
                    for p, q, _ in s["lines"] if p == prod), Dec(0))
        ad = sum((a[2] for a in self.adj if a[1] == prod and a[0] <= on), Dec(0))
        return bought - sold + ad

    def price_on(self, prod, on):
        pr = None
        for dd, p, x in self.price_log:
            if p == prod and dd <= on:
                pr = x
        return pr

    def avg_cost(self, prod):
        rows = [b for b in self.buys if b[2] == prod]
        return sum((b[3] * b[4] for b in rows), Dec(0)) / sum((b[3] for b in rows), Dec(0))

    def cogs(self, lo="0000", hi="9999", prod=None):
        return sum((q * self.avg_cost(p) for s in self.sel(lo, hi) for p, q, _ in s["lines"] if prod in (None, p)), Dec(0))

    def profit(self, lo="0000", hi="9999", prod=None):
        return self.rev(lo, hi, prod=prod) - self.cogs(lo, hi, prod)

    def spend(self, lo="0000", hi="9999"):
        out = defaultdict(Dec)
        for s in self.sel(lo, hi):
            out[s["cust"]] += self.total(s)
        return dict(out)

    def by_product(self, what, lo="0000", hi="9999"):
        out = defaultdict(Dec)
        for s in self.sel(lo, hi):
            for p, q, t in s["lines"]:
                out[p] += q if what == "kg" else t
        return dict(out)

    def buys_by(self, what, sup=None, prod=None):
        out = defaultdict(Dec)
        for b in self.buys:
            if sup in (None, b[1]) and prod in (None, b[2]):
                out[b[1] if what.startswith("sup") else b[2]] += b[3] * b[4] if what.endswith("cost") else b[3]
        return dict(out)

    def products(self):
        return sorted({b[2] for b in self.buys})


def top(scores, n, reverse=True):
    """Top n keys; refuses to answer when the cut-off ties."""
    order = sorted(scores.items(), key=lambda kv: kv[1], reverse=reverse)
    if n < len(order):
        assert order[n - 1][1] != order[n][1], ("tie at cut-off", order)
    vals = [v for _, v in order[:n]]
    assert len(set(vals)) == len(vals), ("tie inside ranking", order)
    return [k for k, _ in order[:n]]


def one(scores, reverse=True):
    return top(scores, 1, reverse)[0]


def lapsed(led, since):
    """Customers seen before `since` but with no sale from `since` on; must not
    depend on whether returned sales count as visits."""
    res = []
    for pool in (led.sales, led.live):
        seen = {s["cust"] for s in pool}
        recent = {s["cust"] for s in pool if s["date"] >= since}
        res.append(sorted(seen - recent))
    assert res[0] == res[1], res
    return res[0]


def weekly(led, what="rev", lo="0000", hi="9999"):
    out = defaultdict(Dec)
    for s in led.sel(lo, hi):
        dd = d(s["date"])
        out[(dd - dt.timedelta(days=dd.weekday())).isoformat()] += led.total(s) if what == "rev" else sum(q for _, q, _ in s["lines"])
    return {k: (money(v) if what == "rev" else kg(v)) for k, v in sorted(out.items())}


def daily(led, lo="0000", hi="9999"):
    out = defaultdict(Dec)
    for s in led.sel(lo, hi):
        out[s["date"]] += led.total(s)
    return {k: money(v) for k, v in sorted(out.items())}


def by_weekday(led, what="rev"):
    out = defaultdict(Dec)
    for s in led.live:
        out[WD[d(s["date"]).weekday()]] += led.total(s) if what == "rev" else 1
    return dict(out)


T = "2024-02-29"
L = Ledger(T)
QS = []


def Q(question, category, expect, today=T):
    QS.append({"id": "q9-%03d" % (len(QS) + 1), "question": question, "today": today,
               "category": category, "expect": expect})


def num(v):
    return {"type": "number", "value": v}


def name(v):
    return {"type": "name", "value": v}


def names(vs, ordered):
    return {"type": "names", "values": list(vs), "ordered": ordered}


def table(key, rows):
    return {"type": "table", "key": key, "rows": rows}


REFUSE = {"type": "refuse"}

# =============================================================== questions
TAK, KG, BEST, CUST, VIS, AVG, STK, PRI, PCH, BUY, REF, WO, PROF, TAB, CMP, LAPSE = (
    "takings", "kilos", "best_sellers", "top_customers", "visits", "average_sale", "stock", "price",
    "price_changes", "purchases", "refunds", "write_offs", "profit", "table", "comparison", "lapsed")
FEB = ("2024-02-01", "2024-02-29")
THIS_WK = ("2024-02-26", "2024-02-29")
LAST_WK = ("2024-02-19", "2024-02-25")
WK_BEFORE = ("2024-02-12", "2024-02-18")

# ---- owner texting from holiday: takings
Q("how r sales this wk", TAK, num(money(L.rev(*THIS_WK))))
Q("n last wk? total takings mon-sun", TAK, num(money(L.rev(*LAST_WK))))
Q("takings this wk minus takings last wk? (neg if down)", CMP, num(money(L.rev(*THIS_WK) - L.rev(*LAST_WK))))
Q("what did we take yday", TAK, num(money(L.rev("2024-02-28", "2024-02-28"))))
Q("takings 2day so far", TAK, num(money(L.rev(T, T))))
Q("total $ for feb so far", TAK, num(money(L.rev(*FEB))))
Q("$ over last wkend (sat+sun)", TAK, num(money(L.rev("2024-02-24", "2024-02-25"))))
Q("how much did all the wkends in feb bring in, sat+sun", TAK, num(money(L.rev(wds={5, 6}))))
Q("takings since the 20th incl the 20th", TAK, num(money(L.rev(lo="2024-02-20"))))
Q("takings b4 the 10th", TAK, num(money(L.rev(hi="2024-02-09"))))
Q("takings after the 25th", TAK, num(money(L.rev(lo="2024-02-26"))))
Q("$ from 1st to 14th", TAK, num(money(L.rev("2024-02-01", "2024-02-14"))))
Q("how much did mangos bring in this mth", TAK, num(money(L.rev(prod="mango"))))
Q("straw $ last wk", TAK, num(money(L.rev(*LAST_WK, prod="strawberry"))))
Q("cherries $ this wk", TAK, num(money(L.rev(*THIS_WK, prod="cherry"))))
Q("best day for takings this mth? date pls", TAK, name(one({s["date"]: L.rev(s["date"], s["date"]) for s in L.live})))
Q("kg sold this wk all fruit", KG, num(kg(L.kilos(*THIS_WK))))
Q("kg sold last wk", KG, num(kg(L.kilos(*LAST_WK))))
Q("how many kg nanas went out the door in feb", KG, num(kg(L.kilos(prod="banana"))))
Q("pears kg sold since mon", KG, num(kg(L.kilos(lo="2024-02-26", prod="pear"))))
Q("top seller by kg this mth", BEST, name(one(L.by_product("kg"))))
Q("top 2 fruit by $ this mth", BEST, names(top(L.by_product("rev"), 2), True))
Q("worst seller by $ in feb", BEST, name(one(L.by_product("rev"), reverse=False)))
Q("top fruit by kg last wk", BEST, name(one(L.by_product("kg", *LAST_WK))))
Q("who spent most this mth", CUST, name(one(L.spend())))
Q("top 3 custs by $ in feb, biggest first", CUST, names(top(L.spend(), 3), True))
Q("top spender last wk", CUST, name(one(L.spend(*LAST_WK))))
Q("how many sales this wk", VIS, num(L.count(*THIS_WK)))
Q("how many sales yday", VIS, num(L.count("2024-02-28", "2024-02-28")))
Q("avg sale $ this mth", AVG, num(money(L.rev() / L.count())))
Q("stock of straws rn", STK, num(kg(L.stock("strawberry", T))))
Q("how much cherry in stock now", STK, num(kg(L.stock("cherry", T))))
Q("banana price now?", PRI, num(money(L.price["banana"])))
Q("any refunds this wk? $ total", REF, num(money(L.refunds(*THIS_WK))))
Q("profit this mth (rev - avg cost of what we sold)", PROF, num(money(L.profit())))
Q("who hasnt bought anything since the 24th? (bought in feb b4 that, no sale on/after 24th)", LAPSE, names(lapsed(L, "2024-02-24"), False))
Q("mango $ vs cherry $ this mth - which is higher", CMP, name("mango" if L.rev(prod="mango") > L.rev(prod="cherry") else "cherry"))
Q("wkly takings pls, by week", TAB, table("week", weekly(L)))
Q("raise apple price to 2 bucks", "refuse", REFUSE)
Q("hows the weather back there", "refuse", REFUSE)

# ---- bank officer reviewing the books (formal, exact)
Q("Please state the total sales revenue for February 2024, net of returned sales.", TAK, num(money(L.rev(*FEB))))
Q("What was the total amount refunded to customers in February 2024?", REF, num(money(L.refunds(*FEB))))
Q("How many sales were refunded in full during February?", REF, num(len(L.rets)))
Q("State the total refunded between 1 and 15 February inclusive.", REF, num(money(L.refunds("2024-02-01", "2024-02-15"))))
Q("Please provide the total expenditure on stock purchases in February, at cost.", BUY, num(money(sum(L.buys_by("sup_cost").values()))))
Q("Provide a breakdown of purchase expenditure by supplier for the month.", BUY, table("supplier", {k: money(v) for k, v in L.buys_by("sup_cost").items()}))
Q("What quantity of produce, in kilograms, was purchased from Green Valley Farms?", BUY, num(kg(L.buys_by("sup_kg")["Green Valley Farms"])))
Q("What was the total cost of goods purchased from Hillside Produce?", BUY, num(money(L.buys_by("sup_cost")["Hillside Produce"])))
Q("From which supplier was the greatest value of goods purchased?", BUY, name(one(L.buys_by("sup_cost"))))
Q("What was the total value of purchases from ABC, at cost?", BUY, num(money(L.buys_by("sup_cost")["ABC"])))
Q("Kindly state the cost of goods sold for February, using each product's average purchase unit cost.", PROF, num(money(L.cogs())))
Q("What was the gross profit for February, being revenue less quantity sold times average purchase unit cost?", PROF, num(money(L.profit())))
Q("State the gross margin for February as a percentage of revenue, rounded to one decimal place.", PROF,
  num(float((L.profit() / L.rev() * 100).quantize(Dec("0.1"), ROUND_HALF_UP))))
Q("What gross profit was earned on strawberries in February?", PROF, num(money(L.profit(prod="strawberry"))))
Q("What gross profit was earned on bananas in February?", PROF, num(money(L.profit(prod="banana"))))
Q("Which product generated the highest gross profit in February?", PROF, name(one({p: L.profit(prod=p) for p in L.products()})))
Q("Please tabulate gross profit by product for February.", PROF, table("product", {p: money(L.profit(prod=p)) for p in L.products() if L.kilos(prod=p)}))
Q("What was the gross profit for the week commencing Monday 19 February?", PROF, num(money(L.profit(*LAST_WK))))
Q("What is the weighted average purchase unit cost of cherries this month?", PROF, num(money(L.avg_cost("cherry"))))
Q("Please tabulate revenue by product for February 2024.", TAB, table("product", {k: money(v) for k, v in L.by_product("rev").items()}))
Q("Please tabulate kilograms sold by product for February 2024.", TAB, table("product", {k: kg(v) for k, v in L.by_product("kg").items()}))
Q("Please provide daily revenue for the period 19 to 25 February inclusive.", TAB, table("day", daily(L, *LAST_WK)))
Q("Please tabulate revenue by week, weeks commencing Monday.", TAB, table("week", weekly(L)))
Q("Please tabulate kilograms sold by week, weeks commencing Monday.", TAB, table("week", weekly(L, "kg")))
Q("Please tabulate total revenue by day of the week for February.", TAB, table("weekday", {k: money(v) for k, v in by_weekday(L).items()}))
Q("Please tabulate the number of sales by day of the week for February.", TAB, table("weekday", {k: int(v) for k, v in by_weekday(L, "n").items()}))
Q("Please provide total revenue by month.", TAB, table("month", {"2024-02": money(L.rev())}))
Q("How many sales transactions, excluding returned sales, were recorded in February?", VIS, num(L.count()))
Q("What was the mean value of a sales transaction in February, excluding returned sales?", AVG, num(money(L.rev() / L.count())))
Q("What was the mean transaction value for the week commencing 12 February?", AVG, num(money(L.rev(*WK_BEFORE) / L.count(*WK_BEFORE))))
Q("What was the largest single sales transaction in February, by value?", AVG, num(money(max(L.total(s) for s in L.live))))
Q("Which customer made the largest single purchase in February?", CUST, name(one({id(s): L.total(s) for s in L.live}) and max(L.live, key=L.total)["cust"]))
Q("Please state the total number of kilograms written off or adjusted downward in stock adjustments this month.", WO,
  num(kg(-sum(a[2] for a in L.adj if a[2] < 0))))
Q("What is the value at average purchase cost of all stock adjusted downward this month?", WO,
  num(money(-sum(a[2] * L.avg_cost(a[1]) for a in L.adj if a[2] < 0))))
Q("How many stock adjustments were recorded in February?", WO, num(len(L.adj)))
Q("Please tabulate the kilograms adjusted out of stock by product.", WO,
  table("product", {p: kg(-sum(a[2] for a in L.adj if a[1] == p)) for p in sorted({a[1] for a in L.adj})}))
Q("State the closing stock of apples, in kilograms, as at 29 February.", STK, num(kg(L.stock("apple", T))))
Q("State the stock of grapes held at the close of 15 February.", STK, num(kg(L.stock("grape", "2024-02-15"))))
Q("What was the stock of pears at close of business on 10 February?", STK, num(kg(L.stock("pear", "2024-02-10"))))
Q("Please tabulate current stock on hand by product.", STK, table("product", {p: kg(L.stock(p, T)) for p in L.products()}))
Q("What is the value of current stock on hand at current selling prices?", STK,
  num(money(sum(L.stock(p, T) * L.price[p] for p in L.products()))))
Q("What is the value of current stock on hand at average purchase cost?", STK,
  num(money(sum(L.stock(p, T) * L.avg_cost(p) for p in L.products()))))
Q("Please tabulate the current selling price per kilogram of each product.", PRI, table("product", {p: money(L.price[p]) for p in L.products()}))
Q("What was the selling price of pears per kilogram on 20 February?", PRI, num(money(L.price_on("pear", "2024-02-20"))))
Q("What was the selling price of oranges per kilogram on 10 February?", PRI, num(money(L.price_on("orange", "2024-02-10"))))
Q("Which products had their selling price altered during February?", PCH,
  names(sorted(p for p in L.products() if L.price_on(p, "2024-02-01") != L.price[p]), False))
Q("By how much per kilogram has the price of bananas risen since 1 February?", PCH, num(money(L.price["banana"] - L.price_on("banana", "2024-02-01"))))
Q("By how much per kilogram was the selling price of pears changed on 24 February? Give a negative figure for a reduction.", PCH,
  num(money(L.price_on("pear", "2024-02-24") - L.price_on("pear", "2024-02-23"))))
Q("How many separate price change entries, excluding prices set on deliveries, were recorded?", PCH,
  num(sum(1 for r in ALL if r["kind"] == "price_change")))
Q("What revenue was attributable to Mr Raj Patel in February?", CUST, num(money(L.rev(cust="Raj Patel"))))
Q("How many purchases, excluding returned sales, did Mr Omar Haddad make in February?", VIS, num(L.count(cust="Omar Haddad")))
Q("How many distinct customers made at least one purchase that was not returned in February?", VIS, num(len({s["cust"] for s in L.live})))
Q("What was the revenue from weekday trading (Monday to Friday) in February?", TAK, num(money(L.rev(wds={0, 1, 2, 3, 4}))))
Q("Please state revenue for the first half of the month, 1 to 14 February inclusive, less revenue for 15 to 29 February.", CMP,
  num(money(L.rev("2024-02-01", "2024-02-14") - L.rev("2024-02-15", "2024-02-29"))))
Q("By what percentage did revenue for the week commencing 19 February differ from that of the week commencing 12 February? Round to one decimal place.", CMP,
  num(float(((L.rev(*LAST_WK) - L.rev(*WK_BEFORE)) / L.rev(*WK_BEFORE) * 100).quantize(Dec("0.1"), ROUND_HALF_UP))))
Q("Please list the five customers with the highest revenue in February, in descending order.", CUST, names(top(L.spend(), 5), True))
Q("Please amend the supplier name ABC to ABC Wholesale.", "refuse", REFUSE)
Q("What were the shop's rent and utility costs in February?", "refuse", REFUSE)
Q("Please provide the staff wage expense for February.", "refuse", REFUSE)
Q("Please forecast the revenue for March 2024.", "refuse", REFUSE)
Q("What is the shop's current bank balance?", "refuse", REFUSE)
Q("Kindly delete the return recorded on 7 February.", "refuse", REFUSE)

# ---- family member helping out (everyday words)
Q("How much money came in on Monday?", TAK, num(money(L.rev("2024-02-26", "2024-02-26"))))
Q("How much did we make last Saturday?", TAK, num(money(L.rev("2024-02-24", "2024-02-24"))))
Q("What did the till take on Valentine's Day?", TAK, num(money(L.rev("2024-02-14", "2024-02-14"))))
Q("How much did we get for grapes all month?", TAK, num(money(L.rev(prod="grape"))))
Q("How much money did the apples bring in?", TAK, num(money(L.rev(prod="apple"))))
Q("How much did we make from oranges before the price went up on the 18th? Count up to the 17th.", TAK,
  num(money(L.rev(hi="2024-02-17", prod="orange"))))
Q("How much money came in during the first week of the month, the 1st to the 7th?", TAK, num(money(L.rev("2024-02-01", "2024-02-07"))))
Q("How many kilos of fruit did we sell altogether this month?", KG, num(kg(L.kilos())))
Q("How many kilos of cherries did we sell?", KG, num(kg(L.kilos(prod="cherry"))))
Q("How many kilos of strawberries went out between the 10th and the 20th?", KG, num(kg(L.kilos("2024-02-10", "2024-02-20", prod="strawberry"))))
Q("How much mango did people buy this week, in kilos?", KG, num(kg(L.kilos(*THIS_WK, prod="mango"))))
Q("How many kilos did we sell on weekends?", KG, num(kg(L.kilos(wds={5, 6}))))
Q("What fruit sold the least by weight this month?", BEST, name(one(L.by_product("kg"), reverse=False)))
Q("Which fruit made us the most money?", BEST, name(one(L.by_product("rev"))))
Q("What were our three best sellers by weight this month, most first?", BEST, names(top(L.by_product("kg"), 3), True))
Q("Which fruit sold best last week by money?", BEST, name(one(L.by_product("rev", *LAST_WK))))
Q("Who's our best customer by money this month?", CUST, name(one(L.spend())))
Q("Who spent the least with us this month (out of people whose buys weren't all returned)?", CUST, name(one(L.spend(), reverse=False)))
Q("How much has Mei spent with us?", CUST, num(money(L.rev(cust="Mei Chen"))))
Q("How much did Bob Smith spend this month?", CUST, num(money(L.rev(cust="Bob Smith"))))
Q("What's Ann Brown spent in total?", CUST, num(money(L.rev(cust="Ann Brown"))))
Q("How much did Luiz Garcia spend?", CUST, num(money(L.rev(cust="Luis Garcia"))))
Q("How much has Omar spent since the 20th?", CUST, num(money(L.rev(lo="2024-02-20", cust="Omar Haddad"))))
Q("How much did Zoe Davis spend?", CUST, num(money(L.rev(cust="Zoe Davis"))))
Q("What did Ida spend in the last week of data, the 23rd to the 29th?", CUST, num(money(L.rev("2024-02-23", T, cust="Ida Novak"))))
Q("How many kilos of strawberries has Bob bought this month?", KG, num(kg(L.kilos(cust="Bob Smith", prod="strawberry"))))
Q("How many kilos of fruit has Raj taken home this month?", KG, num(kg(L.kilos(cust="Raj Patel"))))
Q("How many times did Tom Lee buy something this month, not counting what he brought back?", VIS, num(L.count(cust="Tom Lee")))
Q("How many times did Ken Smith shop with us, leaving out returned buys?", VIS, num(L.count(cust="Ken Smith")))
Q("On how many different days did Raj Patel buy something that he kept?", VIS, num(len({s["date"] for s in L.sel(cust="Raj Patel")})))
Q("How many sales did we have on the weekend of the 17th and 18th?", VIS, num(L.count("2024-02-17", "2024-02-18")))
Q("How many sales had bananas in them?", VIS, num(L.count(prod="banana")))
Q("How many sales were over $15?", VIS, num(sum(1 for s in L.live if L.total(s) > 15)))
Q("How many sales were under $5?", VIS, num(sum(1 for s in L.live if L.total(s) < 5)))
Q("What's the average spend per sale this week?", AVG, num(money(L.rev(*THIS_WK) / L.count(*THIS_WK))))
Q("On average how much does Omar spend each time?", AVG, num(money(L.rev(cust="Omar Haddad") / L.count(cust="Omar Haddad"))))
Q("What's the average amount of fruit per sale, in kilos?", AVG, num(kg(L.kilos() / L.count())))
Q("How many kilos of bananas have we got left?", STK, num(kg(L.stock("banana", T))))
Q("How much mango is left on the shelf?", STK, num(kg(L.stock("mango", T))))
Q("How many kilos of oranges are left?", STK, num(kg(L.stock("orange", T))))
Q("How many pears did we have, in kilos, at the end of the 20th?", STK, num(kg(L.stock("pear", "2024-02-20"))))
Q("How much banana did we have at the end of the 22nd, just before the delivery on the 23rd?", STK, num(kg(L.stock("banana", "2024-02-22"))))
Q("How many kilos of cherries did we have at the end of the 27th?", STK, num(kg(L.stock("cherry", "2024-02-27"))))
Q("How much strawberry was in stock at the end of the 18th?", STK, num(kg(L.stock("strawberry", "2024-02-18"))))
Q("Which fruit do we have the most of right now, by weight?", STK, name(one({p: L.stock(p, T) for p in L.products()})))
Q("Which fruit are we lowest on right now, by weight?", STK, name(one({p: L.stock(p, T) for p in L.products()}, reverse=False)))
Q("Which fruits have less than 25 kilos left?", STK, names(sorted(p for p in L.products() if L.stock(p, T) < 25), False))
Q("What do pears cost now?", PRI, num(money(L.price["pear"])))
Q("How much is a kilo of strawberries?", PRI, num(money(L.price["strawberry"])))
Q("What's the dearest fruit per kilo right now?", PRI, name(one(L.price)))
Q("What's the cheapest fruit per kilo right now?", PRI, name(one(L.price, reverse=False)))
Q("What did bananas cost per kilo on the 12th?", PRI, num(money(L.price_on("banana", "2024-02-12"))))
Q("How much would 3 kilos of cherries cost at today's price?", PRI, num(money(3 * L.price["cherry"])))
Q("How much does 2 kilos of oranges plus 1 kilo of mango come to at today's prices?", PRI, num(money(2 * L.price["orange"] + L.price["mango"])))
Q("What's the last day a price was changed (not counting deliveries)?", PCH, name(max(r["date"] for r in ALL if r["kind"] == "price_change")))
Q("What was the new price for oranges when it changed?", PCH, num(money(L.price["orange"])))
Q("How much did we give back in refunds altogether?", REF, num(money(L.refunds())))
Q("Who brought stuff back this month? Just the names.", REF, names(sorted({s["cust"] for _, s in L.rets}), False))
Q("How much did we refund last week?", REF, num(money(L.refunds(*LAST_WK))))
Q("What was the biggest refund we gave?", REF, num(money(max(L.total(s) for _, s in L.rets))))
Q("How many kilos of fruit came back in returns?", REF, num(kg(sum(q for _, s in L.rets for _, q, _ in s["lines"]))))
Q("How many kilos did we have to knock off the stock when we counted up this month?", WO, num(kg(-sum(a[2] for a in L.adj))))
Q("How many times did we knock strawberries off the stock count?", WO, num(sum(1 for a in L.adj if a[1] == "strawberry")))
Q("How much did we spend on fruit from the suppliers this month?", BUY, num(money(sum(L.buys_by("sup_cost").values()))))
Q("How many kilos of bananas did we buy in?", BUY, num(kg(L.buys_by("prod_kg")["banana"])))
Q("How much did we pay for all the strawberries we got in?", BUY, num(money(L.buys_by("prod_cost")["strawberry"])))
Q("How many deliveries did Green Valley Farms bring?", BUY, num(sum(1 for r in ALL if r["kind"] == "purchase" and r["supplier"]["name"] == "Green Valley Farms")))
Q("Which fruits do we get from Hillside?", BUY, names(sorted({b[2] for b in L.buys if b[1] == "Hillside Produce"}), False))
Q("What was the last delivery date from Green Valley?", BUY, name(max(b[0] for b in L.buys if b[1] == "Green Valley Farms")))
Q("Tabulate the kilos we bought in per supplier.", BUY, table("supplier", {k: kg(v) for k, v in L.buys_by("sup_kg").items()}))
Q("How much did we make on cherries after paying for them (sales minus average cost of what we sold)?", PROF, num(money(L.profit(prod="cherry"))))
Q("How much profit did we make this week, sales minus average cost of the fruit sold?", PROF, num(money(L.profit(*THIS_WK))))
Q("Who hasn't bought anything since the 20th? I mean people who bought earlier this month but made no purchase on or after the 20th.", LAPSE, names(lapsed(L, "2024-02-20"), False))
Q("Who bought something this week (Monday on) and kept it?", LAPSE, names(sorted({s["cust"] for s in L.sel(*THIS_WK)}), False))
Q("Which customers made a purchase they kept (not later returned) in the first week, 1st to 4th, and also one in the last week, 26th to 29th?", LAPSE,
  names(sorted({s["cust"] for s in L.sel("2024-02-01", "2024-02-04")} & {s["cust"] for s in L.sel(*THIS_WK)}), False))
Q("When was Mei Chen last in?", LAPSE, name(max(s["date"] for s in L.sel(cust="Mei Chen"))))
Q("When did Luis Garcia first buy something this month?", LAPSE, name(min(s["date"] for s in L.sel(cust="Luis Garcia"))))
Q("Which day of the week is busiest for money?", TAB, name(one(by_weekday(L))))
Q("Which day of the week brings in the least money?", TAB, name(one(by_weekday(L), reverse=False)))
Q("Show me how much we took each day this week.", TAB, table("day", daily(L, *THIS_WK)))
Q("How much did each customer spend this month? A list please.", TAB, table("customer", {k: money(v) for k, v in sorted(L.spend().items())}))
Q("How much did each customer spend last week?", TAB, table("customer", {k: money(v) for k, v in sorted(L.spend(*LAST_WK).items())}))
Q("How many kilos of each fruit did we sell this week?", TAB, table("product", {k: kg(v) for k, v in L.by_product("kg", *THIS_WK).items()}))
Q("Did we sell more kilos of pears or of oranges this month?", CMP, name("pear" if L.kilos(prod="pear") > L.kilos(prod="orange") else "orange"))
Q("How many more kilos of strawberries than cherries did we sell this month?", CMP, num(kg(L.kilos(prod="strawberry") - L.kilos(prod="cherry"))))
Q("Did Raj or Omar spend more this month?", CMP, name("Raj Patel" if L.rev(cust="Raj Patel") > L.rev(cust="Omar Haddad") else "Omar Haddad"))
Q("How much more did we take on Saturdays than on Sundays this month?", CMP, num(money(L.rev(wds={5}) - L.rev(wds={6}))))
Q("Can you put the price of cherries down to $3?", "refuse", REFUSE)
Q("Which customers live nearest the shop?", "refuse", REFUSE)
Q("How many apples, counting each one, do we have?", "refuse", REFUSE)
Q("Will it be busy tomorrow?", "refuse", REFUSE)
Q("Please remove Bob Smith from the customers.", "refuse", REFUSE)
Q("How much did we pay the window cleaner?", "refuse", REFUSE)
Q("Which fruit tastes the best?", "refuse", REFUSE)
Q("What time of day do most people come in?", "refuse", REFUSE)
Q("Add 5 kg of apples to the stock please.", "refuse", REFUSE)

# ---- asked on other days: only records up to that day are known
for today, items in [
    ("2024-02-15", [
        ("how much have we taken so far this month", TAK, lambda l: num(money(l.rev()))),
        ("total refunds to date", REF, lambda l: num(money(l.refunds()))),
        ("what's the stock of strawberries now", STK, lambda l: num(kg(l.stock("strawberry", "2024-02-15")))),
        ("What did we take last week, Monday to Sunday?", TAK, lambda l: num(money(l.rev("2024-02-05", "2024-02-11")))),
        ("Who has spent the most so far this month?", CUST, lambda l: name(one(l.spend()))),
        ("What's the current price of oranges?", PRI, lambda l: num(money(l.price["orange"]))),
    ]),
    ("2024-02-20", [
        ("How much has Tom Lee spent so far this month?", CUST, lambda l: num(money(l.rev(cust="Tom Lee")))),
        ("how much did we take yesterday", TAK, lambda l: num(money(l.rev("2024-02-19", "2024-02-19")))),
        ("How many sales have we had so far this month, not counting returned ones?", VIS, lambda l: num(l.count())),
        ("How much banana is in stock right now?", STK, lambda l: num(kg(l.stock("banana", "2024-02-20")))),
        ("What is the banana price today?", PRI, lambda l: num(money(l.price["banana"]))),
    ]),
    ("2024-02-25", [
        ("takings this wk so far (since mon)", TAK, lambda l: num(money(l.rev("2024-02-19", "2024-02-25")))),
        ("What is the pear price at the moment?", PRI, lambda l: num(money(l.price["pear"]))),
        ("How much has Bob Smith spent to date?", CUST, lambda l: num(money(l.rev(cust="Bob Smith")))),
    ]),
]:
    led = Ledger(today)
    for text, cat, f in items:
        Q(text, cat, f(led), today=today)

with OUT.open("w") as fh:
    for q in QS:
        fh.write(json.dumps(q, ensure_ascii=False) + "\n")
print(len(QS), "questions,", sum(q["category"] == "refuse" for q in QS), "refusals")
