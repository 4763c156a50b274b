"""Checks bench/unseen92/questions.jsonl: format, the mix (size, refusals, early
`today`s), and an independent recomputation of 51 answers (own parsing of the
records, Fraction arithmetic, a ledger rebuilt per `today`, no import of
question_truth.py).  Stdlib only.  Run from the repository root:

    python bench/unseen92/validate.py
"""
import datetime
import json
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
KEYS = {"product", "customer", "supplier", "day", "week", "month", "weekday"}
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LAST = "2024-02-29"

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as f:
    qs = [json.loads(line) for line in f if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q92-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q92-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"

with open(DATA, encoding="utf-8") as f:
    recs = [json.loads(line) for line in f if line.strip()]
PRODUCTS = {it["product"] for r in recs if r["kind"] == "purchase" for it in r["items"]}
CUSTOMERS = {r["customer"]["name"] for r in recs if r["kind"] == "sale"}
SUPPLIERS = {r["supplier"]["name"] for r in recs if r["kind"] == "purchase"}


def is_day(s):
    try:
        datetime.date.fromisoformat(s)
        return re.fullmatch(r"\d{4}-\d{2}-\d{2}", s) is not None
    except ValueError:
        return False


KEY_OK = {"product": PRODUCTS.__contains__, "customer": CUSTOMERS.__contains__, "supplier": SUPPLIERS.__contains__,
          "day": is_day, "week": lambda k: is_day(k) and datetime.date.fromisoformat(k).weekday() == 0,
          "month": lambda k: re.fullmatch(r"\d{4}-\d{2}", k) is not None, "weekday": WEEKDAYS.__contains__}


def known_name(v):
    return v in PRODUCTS or v in CUSTOMERS or v in SUPPLIERS or v in WEEKDAYS or is_day(v)


for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip() == q["question"] and q["question"], q
    assert isinstance(q["category"], str) and q["category"], q
    assert is_day(q["today"]), q
    assert q["today"] == LAST or "2024-02-05" <= q["today"] <= "2024-02-25", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)), q
        assert not isinstance(e["value"], bool), q
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and known_name(e["value"]), q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and known_name(v) for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
        assert e["ordered"] or e["values"] == sorted(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
        assert all(KEY_OK[e["key"]](k) for k in e["rows"]), q
    else:
        assert t == "refuse" and set(e) == {"type"}, q
    assert (q["category"] == "refuse") == (t == "refuse"), q

# ------------------------------------------------------------ the mix
n = len(qs)
n_refuse = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum(q["today"] != LAST for q in qs)
assert 190 <= n <= 210, n
assert 0.09 <= n_refuse / n <= 0.15, (n_refuse, n)
assert 0.20 <= n_early / n <= 0.30, (n_early, n)
cats = {q["category"] for q in qs}
for c in ["revenue", "kilos_sold", "count", "customer_spend", "average", "refunds", "stock_now", "stock_on_date",
          "price_now", "price_on_date", "price_change", "purchase_cost", "quantity_bought", "supplier", "profit",
          "ranking", "who", "which", "adjustments", "grouping", "comparison", "refuse"]:
    assert c in cats, ("category missing", c)
assert {q["expect"]["type"] for q in qs} == {"number", "name", "names", "table", "refuse"}
by_text = {q["question"]: q for q in qs}


# ------------------------------------------------------------ independent ledger, rebuilt per `today`
def D(s):
    return datetime.date.fromisoformat(s)


def plus(s, n):
    return (D(s) + datetime.timedelta(days=n)).isoformat()


class Ledger:
    def __init__(self, today=LAST):
        self.today = today
        price = {}
        self.price_log = []     # (date, product, price) in file order
        self.sales = []         # dict(date, cust, lines[(product, kg, value)], back=return date or None)
        self.buys = []          # (date, supplier, product, kg, unit cost)
        self.adj = []           # (date, product, kg)
        self.rets = []          # (date, customer, sale)
        for r in recs:
            if r["date"] > today:
                continue
            k = r["kind"]
            if k == "purchase":
                for it in r["items"]:
                    self.buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                                      F(str(it["unit_cost"]))))
                    if it.get("selling_price") is not None:
                        price[it["product"]] = F(str(it["selling_price"]))
                        self.price_log.append((r["date"], it["product"], price[it["product"]]))
            elif k == "price_change":
                price[r["product"]] = F(str(r["selling_price"]))
                self.price_log.append((r["date"], r["product"], price[r["product"]]))
            elif k == "sale":
                lines = []
                for it in r["items"]:
                    kg = F(str(it["quantity"]))
                    exact = kg * price[it["product"]] * 100
                    assert exact.denominator != 2, "half cent line"
                    lines.append((it["product"], kg, F(round(exact), 100)))
                self.sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, back=None))
            elif k == "return":
                hit = [s for s in self.sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                       and s["back"] is None]
                assert len(hit) == 1
                hit[0]["back"] = r["date"]
                self.rets.append((r["date"], r["customer"]["name"], hit[0]))
            elif k == "stock_adjustment":
                self.adj.append((r["date"], r["product"], F(str(r["quantity"]))))
        self.live = [s for s in self.sales if s["back"] is None]
        cost = {}
        for b in self.buys:
            cost.setdefault(b[2], set()).add(b[4])
        assert all(len(v) == 1 for v in cost.values())
        self.cost = {p: min(v) for p, v in cost.items()}

    def lines(self, lo="0000", hi="9999", cust=None, prod=None, wd=None):
        for s in self.live:
            if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust) and (
                    wd is None or D(s["date"]).weekday() in wd):
                for p, kg, v in s["lines"]:
                    if prod is None or p == prod:
                        yield s, p, kg, v

    def takings(self, **kw):
        return sum((v for _, _, _, v in self.lines(**kw)), F(0))

    def kilos(self, **kw):
        return sum((kg for _, _, kg, _ in self.lines(**kw)), F(0))

    def gp(self, **kw):
        return sum((v - kg * self.cost[p] for _, p, kg, v in self.lines(**kw)), F(0))

    def n(self, lo="0000", hi="9999", cust=None, wd=None):
        return len({id(s) for s, _, _, _ in self.lines(lo=lo, hi=hi, cust=cust, wd=wd)})

    def stock(self, prod, at=None):
        at = at or self.today
        got = sum((b[3] for b in self.buys if b[2] == prod and b[0] <= at), F(0))
        got += sum((q for d, p, q in self.adj if p == prod and d <= at), F(0))
        for s in self.sales:
            if s["date"] <= at and (s["back"] is None or s["back"] > at):
                got -= sum((kg for p, kg, _ in s["lines"] if p == prod), F(0))
        return got

    def price(self, prod, at=None):
        at = at or self.today
        return [pr for d, p, pr in self.price_log if p == prod and d <= at][-1]

    def refunds(self, lo="0000", hi="9999", cust=None):
        return sum((sum(v for _, _, v in s["lines"]) for d, c, s in self.rets
                    if lo <= d <= hi and (cust is None or c == cust)), F(0))


def c2(x):
    x = F(x) * 100
    assert (x - int(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert (x - int(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def top(d, low=False):
    order = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    assert order[0][1] != order[1][1], "tie"
    return order[0][0]


L = Ledger()
E = {}                      # ledgers for earlier days
for t in {q["today"] for q in qs}:
    E[t] = Ledger(t)
custs = sorted(CUSTOMERS)
prods = sorted(PRODUCTS)
checks = {}                 # question text -> (today it must carry, recomputed answer)


def chk(text, want, today=LAST):
    checks[text] = (today, want)


# -- takings and kilos
chk("Oi, 'ow much bread did we take yesterday, me old china?", c2(L.takings(lo="2024-02-28", hi="2024-02-28")))
chk("wot did we take before the 10th?", c2(L.takings(hi="2024-02-09")))
chk("'ow much did we take on the weekends, Sat an' Sun, all month?", c2(L.takings(wd={5, 6})))
chk("Form guide: takings over the last 5 days", c2(L.takings(lo="2024-02-25", hi="2024-02-29")))
chk("How much money did the shop take from 2024年2月19日 onward, please?", c2(L.takings(lo="2024-02-19")))
chk("What share of our takings came at the weekend, as a %?", c2(L.takings(wd={5, 6}) / L.takings() * 100))
chk("Season stats: total kilos sold across all fruit", k3(L.kilos()))
chk("Copy that. Request kilos of Golf-Romeo-Alpha-Papa-Echo sold this month, over.", k3(L.kilos(prod="grape")))
chk("How many kilograms of fruit were sold last week, please?", k3(L.kilos(lo="2024-02-19", hi="2024-02-25")))
# -- asked on earlier days: a return after `today` does not exist yet
chk("Oi, wot did we take Sat'day an' Sunday just gone?",                   # Wed 21: Sat 17 + Sun 18, Bob's sale in
    c2(E["2024-02-21"].takings(lo="2024-02-17", hi="2024-02-18")), "2024-02-21")
chk("Good morning, M0FRT on the one-niner. Takings yesterday, over.",
    c2(E["2024-02-19"].takings(lo="2024-02-18", hi="2024-02-18")), "2024-02-19")
chk("Request kilos sold on zero-one Feb, over.", k3(E["2024-02-10"].kilos(lo="2024-02-01", hi="2024-02-01")),
    "2024-02-10")
chk("wot did Eva Berg spend on the 3rd? she's been in moanin'",
    c2(E["2024-02-06"].takings(lo="2024-02-03", hi="2024-02-03", cust="Eva Berg")), "2024-02-06")
chk("Request takings for the last seven days including today, over.",
    c2(E["2024-02-22"].takings(lo="2024-02-16", hi="2024-02-22")), "2024-02-22")
chk("Halfway check: season total takings so far?", c2(E["2024-02-15"].takings()), "2024-02-15")
chk("Last week's takings - what was the final score?",
    c2(E["2024-02-14"].takings(lo="2024-02-05", hi="2024-02-11")), "2024-02-14")
chk("What is the average takings per day this month so far, please?", c2(E["2024-02-18"].takings() / 18),
    "2024-02-18")
# -- counts and averages
chk("ow many sales come to more than an Ayrton Senna?",
    sum(1 for s in L.live if sum(v for _, _, v in s["lines"]) > 10))
chk("Request count of sales so far this month, over.", len(E["2024-02-13"].live), "2024-02-13")
chk("Wot's the average punter spend per sale?", c2(L.takings() / len(L.live)))
chk("Average kilos per banana sale, over.", k3(L.kilos(prod="banana") / len(
    [s for s in L.live if any(p == "banana" for p, _, _ in s["lines"])])))
chk("Please, could you tell me the average amount of one sale on the weekends?",
    c2(L.takings(wd={5, 6}) / L.n(wd={5, 6})))
chk("How many different customers have we had in so far this month?",
    len({s["cust"] for s in E["2024-02-19"].live}), "2024-02-19")
# -- customers
spend = {c: L.takings(cust=c) for c in custs}
chk("Which punters 'ave spent less than two score all month?", sorted(c for c, v in spend.items() if v < 40))
chk("Relegation zone - bottom three customers by spend, worst first",
    [c for c, _ in sorted(spend.items(), key=lambda kv: kv[1])[:3]])
chk("League table: customers by total spend, full season", {c: c2(v) for c, v in sorted(spend.items()) if v})
e11 = E["2024-02-11"]
chk("Request top three customers by spend to date, highest first, over.",
    [c for c, _ in sorted(((c, e11.takings(cust=c)) for c in custs), key=lambda kv: -kv[1])[:3]], "2024-02-11")
chk("Excuse me, which customer bought the most kilograms of banana?",
    top({c: L.kilos(cust=c, prod="banana") for c in custs}))
# -- refunds
chk("QSL on refunds issued one-zero through two-zero Feb inclusive? Over.", c2(L.refunds("2024-02-10", "2024-02-20")))
chk("Request refunds issued so far this month, over.", c2(E["2024-02-24"].refunds()), "2024-02-24")
# -- stock, now and on past days
chk("wot we got left in the way of nanas?", k3(L.stock("banana")))
chk("'ow much cherry we got left, china?", k3(E["2024-02-14"].stock("cherry")), "2024-02-14")
chk("If it is not too much trouble, what was the stock of pear at closing time on 2月20日?",
    k3(L.stock("pear", "2024-02-20")))
chk("Request stock report, all products, as of now, over.",
    {p: k3(E["2024-02-09"].stock(p)) for p in prods}, "2024-02-09")
chk("Could you please tell me which fruits we have less than 22 kilograms of now?",
    sorted(p for p in prods if L.stock(p) < 22))
chk("'ow much stock at cost 'ave we got sittin' in the shop?", c2(sum(L.stock(p) * L.cost[p] for p in prods)))
# -- prices
chk("wot's the pear price now?", c2(E["2024-02-23"].price("pear")), "2024-02-23")
chk("QSL: price of orange right now, over.", c2(E["2024-02-17"].price("orange")), "2024-02-17")
chk("Thank you. Could you also show me the selling price of each fruit on 2月1日?",
    {p: c2(L.price(p, "2024-02-01")) for p in prods})
# -- purchases, profit, write-offs
chk("'ow much 'ave we shelled out to Green Valley all month?",
    c2(sum(b[3] * b[4] for b in L.buys if b[1] == "Green Valley Farms")))
chk("Transfer window: how many kilos did we bring in from suppliers in the week of the 19th?",
    k3(sum(b[3] for b in L.buys if "2024-02-19" <= b[0] <= "2024-02-25")))
chk("margin on the month, as a percent", c2(L.gp() / L.takings() * 100))
chk("Request cost of goods sold for last week, over and out.",
    c2(sum(kg * L.cost[p] for _, p, kg, _ in L.lines(lo="2024-02-19", hi="2024-02-25"))))
e24 = E["2024-02-24"]
chk("Gross margin % so far this week", c2(e24.gp(lo="2024-02-19") / e24.takings(lo="2024-02-19") * 100), "2024-02-24")
chk("Wot's the written-off stock cost us this month, at cost price?",
    c2(sum(-q * L.cost[p] for _, p, q in L.adj if q < 0)))
# -- groupings and rankings
wk = {}
for s, _, _, v in L.lines():
    m = (D(s["date"]) - datetime.timedelta(days=D(s["date"]).weekday())).isoformat()
    wk[m] = wk.get(m, 0) + v
chk("Week-by-week scoreboard: takings per week", {k: c2(v) for k, v in sorted(wk.items())})
per_wd = {w: L.takings(wd={i}) for i, w in enumerate(WEEKDAYS)}
n_wd = {w: sum(1 for d in range(1, 30) if D(f"2024-02-{d:02d}").weekday() == i) for i, w in enumerate(WEEKDAYS)}
chk("Which day of the week scores highest on average per game - takings divided by how many of that day we had?",
    top({w: per_wd[w] / n_wd[w] for w in WEEKDAYS}))
totals = sorted(((sum(v for _, _, v in s["lines"]), s["cust"]) for s in L.live), reverse=True)
assert totals[0][0] != totals[1][0], "tie"
chk("Excuse me, which customer made the largest single purchase this month?", totals[0][1])
e23 = E["2024-02-23"]
chk("Which fruit has sold the most kilograms this week so far?",
    top({p: e23.kilos(lo="2024-02-19", prod=p) for p in prods}), "2024-02-23")
chk("Who bought from us in the week of the 12th?",
    sorted({s["cust"] for s in L.sales if "2024-02-12" <= s["date"] <= "2024-02-18" and s["back"] is None}))
chg = {}
seen = {}
for d, p, pr in L.price_log:
    if p in seen and seen[p] != pr:
        chg[p] = (d, seen[p], pr)
    seen[p] = pr
chk("Excuse me, by what percentage was the banana price raised?",
    c2((chg["banana"][2] - chg["banana"][1]) / chg["banana"][1] * 100))

bad = 0
for text, (today, want) in checks.items():
    q = by_text[text]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if q["today"] != today or got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", q["today"], got, "recomputed:", today, want)
print("questions", n, "refuse", n_refuse, "early", n_early, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
