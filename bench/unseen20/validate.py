"""Checks bench/unseen20/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records, Fraction
arithmetic, no import of question_truth.py).  Run from the repository root:

    python bench/unseen20/validate.py
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

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q20-\d{3}", i) for i in ids), "bad id"
assert ids == ["q20-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    datetime.date.fromisoformat(q["today"])
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)) and not isinstance(e["value"], bool), q
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_key = {(q["question"], q["today"]): q for q in qs}

# ------------------------------------------------------------ independent ledger
recs = [json.loads(line) for line in open(DATA) if line.strip()]
cur = {}
prices = []          # (date, product, price) in file order
sales = []           # [date, customer, [(product, kg, value)], return_date]
buys = []            # (date, supplier, product, kg, cost)
adj = []             # (date, product, kg)
for r in recs:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                cur[it["product"]] = F(str(it["selling_price"]))
                prices.append((r["date"], it["product"], cur[it["product"]]))
    elif k == "price_change":
        cur[r["product"]] = F(str(r["selling_price"]))
        prices.append((r["date"], r["product"], cur[r["product"]]))
    elif k == "sale":
        ls = []
        for it in r["items"]:
            kg = F(str(it["quantity"]))
            cents = kg * cur[it["product"]] * 100
            assert cents - int(cents) != F(1, 2)
            ls.append((it["product"], kg, F(round(cents), 100)))
        sales.append([r["date"], r["customer"]["name"], ls, None])
    elif k == "return":
        m = [s for s in sales if s[0] == r["sale_date"] and s[1] == r["customer"]["name"] and s[3] is None]
        assert len(m) == 1
        m[0][3] = r["date"]
    elif k == "stock_adjustment":
        adj.append((r["date"], r["product"], F(str(r["quantity"]))))


def c2(x):
    x = F(x) * 100
    assert x - int(x) != F(1, 2)
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert x - int(x) != F(1, 2)
    return float(F(round(x), 1000))


def standing(today):
    return [s for s in sales if s[0] <= today and not (s[3] and s[3] <= today)]


def val(s):
    return sum(v for _, _, v in s[2])


def take(today, a="0", b="9", who=None, fruit=None):
    return sum(v for s in standing(today) if a <= s[0] <= b and who in (None, s[1])
               for p, _, v in s[2] if fruit in (None, p))


def kg(today, a="0", b="9", fruit=None):
    return sum(x for s in standing(today) if a <= s[0] <= b for p, x, _ in s[2] if fruit in (None, p))


def onhand(fruit, d):
    return (sum(b[3] for b in buys if b[2] == fruit and b[0] <= d) - kg(d, b=d, fruit=fruit)
            + sum(x for dd, p, x in adj if p == fruit and dd <= d))


def price(fruit, d):
    got = [pr for dd, p, pr in prices if p == fruit and dd <= d]
    return got[-1]


def ucost(fruit):
    cs = {b[4] for b in buys if b[2] == fruit}
    assert len(cs) == 1
    return cs.pop()


def refund(a, b, today):
    return sum(val(s) for s in sales if s[3] and a <= s[3] <= b and s[3] <= today)


T = "2024-02-29"
checks = {}
checks[("Morning. What did we take altogether last week?", T)] = c2(take(T, "2024-02-19", "2024-02-25"))
checks[("how much came in over the weekend just gone", T)] = c2(take(T, "2024-02-24", "2024-02-25"))
checks[("how many sales did we ring up last week", T)] = len([s for s in standing(T) if "2024-02-19" <= s[0] <= "2024-02-25"])
checks[("Were there any refunds last week, and for how much in total?", T)] = c2(refund("2024-02-19", "2024-02-25", T))
spend = {}
for s in standing(T):
    if "2024-02-19" <= s[0] <= "2024-02-25":
        spend[s[1]] = spend.get(s[1], 0) + val(s)
top = sorted(spend.values(), reverse=True)
assert top[0] != top[1]
checks[("Which customer spent the most with us last week?", T)] = max(spend, key=spend.get)
# earlier todays (Monday 19th: Bob Smith's 18th sale not yet returned)
checks[("Right, how did last week go? Total takings please.", "2024-02-19")] = c2(take("2024-02-19", "2024-02-12", "2024-02-18"))
checks[("What did the weekend bring in?", "2024-02-19")] = c2(take("2024-02-19", "2024-02-17", "2024-02-18"))
checks[("what was the total for last week", "2024-02-12")] = c2(take("2024-02-12", "2024-02-05", "2024-02-11"))
checks[("Kilos sold last week, all fruit?", "2024-02-12")] = k3(kg("2024-02-12", "2024-02-05", "2024-02-11"))
# stock
checks[("How many kilos of bananas have we got left?", T)] = k3(onhand("banana", T))
checks[("What was the grape stock at close on the 10th?", T)] = k3(onhand("grape", "2024-02-10"))
checks[("Cherry stock as at the 27th, before the new delivery?", T)] = k3(onhand("cherry", "2024-02-27"))
checks[("Current stock of every product please", T)] = {p: k3(onhand(p, T)) for p in sorted({b[2] for b in buys})}
checks[("strawberries in stock?", "2024-02-15")] = k3(onhand("strawberry", "2024-02-15"))
checks[("How much banana have we got now?", "2024-02-22")] = k3(onhand("banana", "2024-02-22"))
checks[("How many kilos of pears did we sell last week?", "2024-02-16")] = k3(kg("2024-02-16", "2024-02-05", "2024-02-11", "pear"))
checks[("what did the write-offs cost us at purchase price", T)] = c2(sum(-x * ucost(p) for _, p, x in adj if x < 0))
checks[("What did the Hillside Produce deliveries cost in total?", T)] = c2(sum(b[3] * b[4] for b in buys if b[1] == "Hillside Produce"))
# prices
checks[("What were pears going for on the 20th?", T)] = c2(price("pear", "2024-02-20"))
checks[("What are oranges at?", "2024-02-12")] = c2(price("orange", "2024-02-12"))
checks[("Markup on oranges as a percentage of cost, 2 decimals?", T)] = c2((price("orange", T) - ucost("orange")) / ucost("orange") * 100)
checks[("What is the margin percentage on pears now (margin over selling price)?", T)] = c2((price("pear", T) - ucost("pear")) / price("pear", T) * 100)
checks[("Average price per kg paid for bananas?", T)] = c2(take(T, fruit="banana") / kg(T, fruit="banana"))
checks[("Gross profit on cherries?", T)] = c2(take(T, fruit="cherry") - kg(T, fruit="cherry") * ucost("cherry"))
checks[("Total gross profit for the month so far?", T)] = c2(sum(v - x * ucost(p) for s in standing(T) for p, x, v in s[2]))
checks[("How many times have we changed prices this month?", T)] = sum(1 for r in recs if r["kind"] == "price_change")
# accountant
checks[("The accountant wants total sales revenue for February.", T)] = c2(take(T))
checks[("How much did we refund in total this month?", T)] = c2(refund("0", "9", T))
checks[("What was our average sale value this month?", T)] = c2(take(T) / len(standing(T)))
checks[("Average spend per customer this month?", T)] = c2(take(T) / len({s[1] for s in standing(T)}))
checks[("Gross revenue before refunds, i.e. every sale rung up in February?", T)] = c2(sum(val(s) for s in sales))
sup = {}
for b in buys:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
checks[("Purchases per supplier for the month, at cost", T)] = {k: c2(v) for k, v in sup.items()}
checks[("Refunds as a percentage of gross sales?", T)] = c2(refund("0", "9", T) / sum(val(s) for s in sales) * 100)
wd = {}
for s in standing(T):
    n = datetime.date.fromisoformat(s[0]).strftime("%A")
    wd[n] = wd.get(n, 0) + val(s)
checks[("Takings by day of the week across the month", T)] = {k: c2(v) for k, v in wd.items()}
checks[("Month to date revenue?", "2024-02-14")] = c2(take("2024-02-14"))
checks[("Refunds so far this month?", "2024-02-20")] = c2(refund("0", "9", "2024-02-20"))
checks[("How many sales have we had so far this month?", "2024-02-10")] = len(standing("2024-02-10"))
checks[("How much has Tom Lee spent so far?", "2024-02-20")] = c2(take("2024-02-20", who="Tom Lee"))
checks[("Average sale value month to date?", "2024-02-21")] = c2(take("2024-02-21") / len(standing("2024-02-21")))

bad = 0
for key, want in checks.items():
    q = by_key[key]
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], key, "file:", got, "recomputed:", want)
early = sum(1 for k in checks if k[1] != T)
print("questions", len(qs), "refuse", sum(q["expect"]["type"] == "refuse" for q in qs),
      "earlier-today questions", sum(q["today"] != T for q in qs),
      "checked", len(checks), "(earlier today: %d)" % early, "mismatches", bad)
raise SystemExit(1 if bad else 0)
