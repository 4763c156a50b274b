"""Checks bench/unseen72/questions.jsonl: format, unique ids, counts, and an independent recomputation of
most non-refusal answers (own parsing of the records, Fraction arithmetic, periods resolved by hand to
calendar dates, no import of question_truth.py).  Adapted from bench/unseen6/validate.py.  Run from anywhere:

    python bench/unseen72/validate.py
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
CATS = {"weekend_manager", "bank_loan_officer", "family_owner_texting", "produce_buyer", "refuse"}

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q72-\d{3}", i) for i in ids), "bad id"
assert ids == ["q72-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert 190 <= len(qs) <= 210, len(qs)
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)), q
        assert not isinstance(e["value"], bool) and round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"}, q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_refuse = sum(q["category"] == "refuse" for q in qs)
n_early = sum(q["today"] < "2024-02-29" for q in qs)
assert 0.09 <= n_refuse / len(qs) <= 0.15, n_refuse
assert 0.20 <= n_early / len(qs) <= 0.30, n_early
by_id = {q["id"]: q for q in qs}

# ------------------------------------------------------------ independent ledger
recs = [json.loads(line) for line in open(DATA) if line.strip()]
price = {}
price_log = []       # (date, product, price) in file order
sales = []           # dicts: date, cust, lines [(product, qty, line_total)], returned_on
buys = []            # (date, supplier, product, qty, unit_cost)
adj = []             # (date, product, qty)
rets = []            # (date, sale dict)
for r in recs:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                         F(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                price[it["product"]] = F(str(it["selling_price"]))
                price_log.append((r["date"], it["product"], price[it["product"]]))
    elif k == "price_change":
        price[r["product"]] = F(str(r["selling_price"]))
        price_log.append((r["date"], r["product"], price[r["product"]]))
    elif k == "sale":
        lines = []
        for it in r["items"]:
            q = F(str(it["quantity"]))
            exact = q * price[it["product"]] * 100
            assert exact.denominator != 2, "half cent line"
            lines.append((it["product"], q, F(round(exact), 100)))
        sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, returned_on=None))
    elif k == "return":
        hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
               and s["returned_on"] is None]
        assert len(hit) == 1
        hit[0]["returned_on"] = r["date"]
        rets.append((r["date"], hit[0]))
    elif k == "stock_adjustment":
        adj.append((r["date"], r["product"], F(str(r["quantity"]))))

cost = {}
for b in buys:
    assert cost.setdefault(b[2], b[4]) == b[4], "one unit cost per product"
PRODUCTS = sorted(cost)


def standing(today):
    """Sales dated <= today and not returned on or before today."""
    return [s for s in sales if s["date"] <= today and not (s["returned_on"] and s["returned_on"] <= today)]


def rows(today, lo="2024-02-01", hi=None, cust=None, prod=None, wd=None):
    """(sale, product, kg, value) for standing sales in [lo, hi]."""
    hi = hi or today
    out = []
    for s in standing(today):
        if not lo <= s["date"] <= hi or (cust and s["cust"] != cust):
            continue
        if wd is not None and datetime.date.fromisoformat(s["date"]).weekday() not in wd:
            continue
        out += [(s, p, q, t) for p, q, t in s["lines"] if prod is None or p == prod]
    return out


def tk(today, *a, **k):
    return sum((t for _, _, _, t in rows(today, *a, **k)), F(0))


def kg(today, *a, **k):
    return sum((q for _, _, q, _ in rows(today, *a, **k)), F(0))


def cg(today, *a, **k):
    return sum((q * cost[p] for _, p, q, _ in rows(today, *a, **k)), F(0))


def nsales(today, *a, **k):
    return len({id(s) for s, _, _, _ in rows(today, *a, **k)})


def custs(today, *a, **k):
    return sorted({s["cust"] for s, _, _, _ in rows(today, *a, **k)})


def group(today, keyf, valf, *a, **k):
    g = {}
    for s, p, q, t in rows(today, *a, **k):
        key = keyf(s, p)
        g[key] = g.get(key, 0) + valf(p, q, t)
    return g


def stock(p, d):
    return (sum(b[3] for b in buys if b[2] == p and b[0] <= d) - kg(d, prod=p)
            + sum(q for dd, pp, q in adj if pp == p and dd <= d))


def price_on(p, d):
    found = None
    for dd, pp, pr in price_log:
        if pp == p and dd <= d:
            found = pr
    return found


def refunded(lo, hi):
    return sum((t for d, s in rets if lo <= d <= hi for _, _, t in s["lines"]), F(0))


def bought(lo="2024-02-01", hi="2024-02-29", prod=None, sup=None, money=False):
    return sum((b[3] * (b[4] if money else 1) for b in buys if lo <= b[0] <= hi
                and (prod is None or b[2] == prod) and (sup is None or b[1] == sup)), F(0))


def wo(lo="2024-02-01", hi="2024-02-29", prod=None, money=False):
    return sum((-q * (cost[p] if money else 1) for d, p, q in adj if q < 0 and lo <= d <= hi
                and (prod is None or p == prod)), F(0))


def c2(x):
    x = F(x) * 100
    assert (x - (x.numerator // x.denominator)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert (x - (x.numerator // x.denominator)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def pc(a, b):
    return c2(F(100) * a / b)


def argmax(d, low=False):
    best = sorted(d.items(), key=lambda kv: (kv[1] if low else -kv[1]))
    assert len(best) < 2 or best[0][1] != best[1][1], "tie for first"
    return best[0][0]


def ranked(d, n, low=False):
    best = sorted(d.items(), key=lambda kv: (kv[1] if low else -kv[1]))
    vals = [v for _, v in best[: n + 1]]
    assert len(vals) == n + 1 and len(set(vals)) == n + 1, "tie in ranking"
    return [k for k, _ in best[:n]]


def beyond(d, t, below=False):
    assert all(v != t for v in d.values()), "on threshold"
    return sorted(k for k, v in d.items() if (v < t if below else v > t))


def tab(d, f):
    return {k: f(v) for k, v in sorted(d.items()) if v != 0}


def wkday(s, p):
    return datetime.date.fromisoformat(s["date"]).strftime("%A")


def monday(s, p=None):
    d = datetime.date.fromisoformat(s if isinstance(s, str) else s["date"])
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


TK = lambda p, q, t: t  # noqa: E731
KG = lambda p, q, t: q  # noqa: E731
PR = lambda p, q, t: t - q * cost[p]  # noqa: E731
CG = lambda p, q, t: q * cost[p]  # noqa: E731
PROD = lambda s, p: p  # noqa: E731
CUST = lambda s, p: s["cust"]  # noqa: E731
DAY = lambda s, p: s["date"]  # noqa: E731
WE = {5, 6}
T = "2024-02-29"
ALL_STOCK = lambda d: {p: stock(p, d) for p in PRODUCTS}  # noqa: E731

# id -> (a word the question must contain, recomputed value / values / rows)
checks = {
    # weekend manager (periods resolved by hand: Sat 24 + Sun 25 is "the weekend" from 24 to 29 Feb)
    1: ("today", c2(tk("2024-02-24", "2024-02-24"))),
    2: ("saturday", {d: c2(tk("2024-02-25", d, d)) for d in ("2024-02-17", "2024-02-24")}),
    3: ("came in", custs("2024-02-18", "2024-02-18")),
    4: ("30", beyond(ALL_STOCK("2024-02-25"), 30, below=True)),
    5: ("customers", len(custs("2024-02-17", "2024-02-17"))),
    6: ("weekend", c2(tk(T, "2024-02-24", "2024-02-25"))),
    7: ("weight", argmax(group("2024-02-26", PROD, KG, "2024-02-24", "2024-02-25"))),
    8: ("weekends", c2(tk(T, wd=WE))),
    9: ("weekend day", c2(tk(T, wd=WE) / 8)),
    10: ("saturday", tab(group(T, DAY, TK, wd={5}), c2)),
    11: ("sundays", tab(group(T, wkday, TK, wd=WE), c2)),
    12: ("cherries", k3(kg("2024-02-25", "2024-02-24", "2024-02-25", prod="cherry"))),
    13: ("pears", c2(price_on("pear", "2024-02-24"))),
    14: ("yesterday", nsales("2024-02-18", "2024-02-17", "2024-02-17")),
    15: ("ken", c2(tk("2024-02-18", "2024-02-17", "2024-02-18", cust="Ken Smith"))),
    16: ("last weekend", c2(tk("2024-02-24", "2024-02-17", "2024-02-18"))),
    17: ("yesterday", c2(tk("2024-02-19", "2024-02-18", "2024-02-18"))),
    18: ("by fruit", tab(group("2024-02-25", PROD, KG, "2024-02-24"), k3)),
    19: ("spender", argmax(group("2024-02-25", CUST, TK, "2024-02-24"))),
    20: ("saturdays", nsales(T, wd={5})),
    21: ("top three", ranked(group(T, PROD, TK, wd=WE), 3)),
    22: ("share", pc(tk(T, wd=WE), tk(T))),
    23: ("write off", c2(sum(-q * cost[p] for d, p, q in adj
                            if q < 0 and datetime.date.fromisoformat(d).weekday() in WE))),
    24: ("mango", k3(stock("mango", "2024-02-24"))),
    25: ("last sunday", {d: k3(kg("2024-02-25", d, d)) for d in ("2024-02-18", "2024-02-25")}),
    26: ("cherries", k3(kg("2024-02-10", "2024-02-10", prod="cherry"))),
    27: ("weekend", c2(tk("2024-02-11", "2024-02-10"))),
    28: ("customers", custs("2024-02-11", "2024-02-10")),
    29: ("bananas", k3(stock("banana", "2024-02-17"))),
    30: ("last saturday", {d: c2(tk("2024-02-17", d, d)) for d in ("2024-02-10", "2024-02-17")}),
    31: ("sales", nsales("2024-02-26", "2024-02-24", "2024-02-25")),
    32: ("fewest", argmax({p: kg(T, prod=p, wd=WE) for p in PRODUCTS}, low=True)),
    33: ("25", beyond(ALL_STOCK("2024-02-24"), 25, below=True)),
    34: ("refunded", c2(refunded("2024-02-24", "2024-02-26"))),
    35: ("different customers", len(custs("2024-02-25", wd=WE))),
    36: ("profit", c2(sum(PR(p, q, t) for _, p, q, t in rows("2024-02-25", "2024-02-24")))),
    37: ("kilos", argmax(group("2024-02-17", PROD, KG, "2024-02-17"))),
    38: ("weekend day", tab(group(T, DAY, KG, wd=WE), k3)),
    39: ("orange", c2(price_on("orange", "2024-02-25"))),
    40: ("visits", argmax({c: n for c, n in ((c, nsales(T, cust=c, wd=WE)) for c in custs(T)) if n})),
    41: ("grape", k3(stock("grape", "2024-02-25"))),
    42: ("sunday", c2(tk(T, wd={6}) / 4)),
    43: ("fruits", sorted(group(T, PROD, KG, "2024-02-24", "2024-02-25"))),
    44: ("average", c2(tk("2024-02-18", "2024-02-17") / nsales("2024-02-18", "2024-02-17"))),
    # bank loan officer
    45: ("turnover", c2(tk(T))),
    46: ("gross margin", pc(tk(T) - cg(T), tk(T))),
    47: ("cost of goods", c2(cg(T))),
    48: ("month-to-date", c2(cg("2024-02-15"))),
    49: ("returns ratio", pc(refunded("2024-02-01", T), tk(T) + refunded("2024-02-01", T))),
    50: ("ticket", c2(tk(T) / nsales(T))),
    51: ("gross profit", tab(group(T, PROD, PR), c2)),
    52: ("supplier", tab({s: bought(sup=s, money=True) for s in {b[1] for b in buys}}, c2)),
    53: ("week", tab(group(T, monday, TK), c2)),
    54: ("largest customer", pc(max(group(T, CUST, TK).values()), tk(T))),
    55: ("gross profit", argmax(group(T, PROD, PR))),
    56: ("closing inventory", c2(sum(stock(p, T) * cost[p] for p in PRODUCTS))),
    57: ("write-offs", c2(wo(money=True))),
    58: ("percentage of purchases", pc(wo(money=True), bought(money=True))),
    59: ("transactions", nsales(T)),
    60: ("distinct customers", len(custs(T))),
    61: ("daily", c2(tk(T) / 29)),
    62: ("refunds", c2(refunded("2024-02-01", T))),
    63: ("$45", beyond(group(T, CUST, TK), 45)),
    64: ("five", ranked(group(T, CUST, TK), 5)),
    65: ("markup", pc(tk(T) - cg(T), cg(T))),
    66: ("day of the week", tab(group(T, wkday, TK), c2)),
    67: ("gross profit", c2(tk(T) - cg(T))),
    68: ("month-to-date", c2(tk("2024-02-22"))),
    69: ("margin", pc(tk("2024-02-22") - cg("2024-02-22"), tk("2024-02-22"))),
    70: ("fifteen", c2(tk(T, "2024-02-01", "2024-02-15"))),
    71: ("16th", c2(tk(T, "2024-02-16"))),
    72: ("line items", c2(F(len(rows(T)), nsales(T)))),
    73: ("strawberry", pc(tk(T, prod="strawberry"), tk(T))),
    74: ("mango", pc(tk(T, prod="mango") - cg(T, prod="mango"), tk(T, prod="mango"))),
    75: ("last week", c2(tk(T, "2024-02-19", "2024-02-25"))),
    76: ("week-on-week", pc(tk(T, "2024-02-19", "2024-02-25") - tk(T, "2024-02-12", "2024-02-18"),
                           tk(T, "2024-02-12", "2024-02-18"))),
    77: ("19th", c2(tk(T, "2024-02-19", "2024-02-25") / nsales(T, "2024-02-19", "2024-02-25"))),
    78: ("inventory purchased", c2(bought(money=True))),
    79: ("returned", pc(len(rets), len(sales))),
    80: ("inventory", c2(sum(stock(p, "2024-02-15") * cost[p] for p in PRODUCTS))),
    81: ("per week", tab(group(T, monday, PR), c2)),
    82: ("supplier", argmax({s: bought(sup=s, money=True) for s in {b[1] for b in buys}})),
    83: ("green valley", pc(bought(sup="Green Valley Farms", money=True), bought(money=True))),
    84: ("per customer", c2(tk(T) / len(custs(T)))),
    85: ("least", ranked({p: tk(T, prod=p) for p in PRODUCTS}, 3, low=True)),
    86: ("to date", c2(tk("2024-02-08"))),
    87: ("cost of goods", tab(group(T, PROD, CG), c2)),
    88: ("refunded", c2(refunded("2024-02-01", "2024-02-12"))),
    # family owner texting (today 29 Feb is a Thursday: this week = Mon 26..Thu 29)
    89: ("2day", c2(tk(T, T))),
    90: ("yday", c2(tk(T, "2024-02-28", "2024-02-28"))),
    91: ("banana", k3(stock("banana", T))),
    92: ("omar", c2(tk(T, "2024-02-26", cust="Omar Haddad"))),
    93: ("best", argmax(group(T, CUST, TK))),
    94: ("strawbs", k3(kg(T, "2024-02-19", "2024-02-25", prod="strawberry"))),
    95: ("oranges", c2(price_on("orange", "2024-02-20"))),
    96: ("raj", c2(tk(T, "2024-02-20", cust="Raj Patel"))),
    97: ("top 3", ranked(group(T, PROD, TK, "2024-02-26"), 3)),
    98: ("each day", tab(group(T, DAY, TK, "2024-02-26"), c2)),
    99: ("refunds", c2(refunded("2024-02-26", T))),
    100: ("today", c2(tk("2024-02-14", "2024-02-14"))),
    101: ("cherries", k3(stock("cherry", "2024-02-09"))),
    102: ("yday", nsales(T, "2024-02-28", "2024-02-28")),
    103: ("avg", c2(tk(T, "2024-02-26") / nsales(T, "2024-02-26"))),
    104: ("last wk", argmax(group(T, CUST, TK, "2024-02-19", "2024-02-25"))),
    105: ("kilos", k3(kg(T))),
    106: ("profit", c2(tk(T, "2024-02-26") - cg(T, "2024-02-26"))),
    107: ("by wk", tab(group(T, monday, TK), c2)),
    108: ("pears", "pear" if kg(T, prod="pear") > kg(T, prod="apple") else "apple"),
    109: ("ida", c2(tk("2024-02-16", cust="Ida Novak"))),
    110: ("tom", c2(tk(T, hi="2024-02-14", cust="Tom Lee"))),
    111: ("mango", c2(tk(T, "2024-02-26", prod="mango"))),
    112: ("yday", c2(tk("2024-02-23", "2024-02-22"))),
    113: ("fruit", argmax(group(T, PROD, TK))),
    114: ("grapes", k3(kg(T, "2024-02-10", "2024-02-20", prod="grape"))),
    115: ("apple", c2(price_on("apple", T))),
    116: ("2day", custs(T, T)),
    117: ("custmers", len(custs(T, "2024-02-26"))),
    118: ("tues", c2(tk(T, "2024-02-27", "2024-02-27"))),
    119: ("7 days", c2(tk(T, "2024-02-23"))),
    120: ("ken", c2(tk(T, cust="Ken Smith"))),
    121: ("bob", c2(tk("2024-02-19", "2024-02-18", "2024-02-18", cust="Bob Smith"))),
    122: ("22kg", beyond(ALL_STOCK(T), 22, below=True)),
    123: ("kg", argmax(group(T, PROD, KG, "2024-02-26"))),
    124: ("chuck", k3(wo())),
    125: ("cherries", c2(tk(T, prod="cherry") - cg(T, prod="cherry"))),
    126: ("zoe", nsales(T, cust="Zoe Davis")),
    127: ("avg", c2(tk(T, "2024-02-19", "2024-02-25") / 7)),
    128: ("luis", c2(tk(T, cust="Luis Garcia"))),
    129: ("per fruit", tab(group(T, PROD, TK, "2024-02-19", "2024-02-25"), c2)),
    130: ("sat", c2(tk("2024-02-12", "2024-02-10"))),
    131: ("each day", tab(group(T, DAY, KG, "2024-02-19", "2024-02-25"), k3)),
    132: ("wknd", c2(tk("2024-02-26", "2024-02-24", "2024-02-25"))),
    # produce buyer
    133: ("cherries", k3(bought(prod="cherry"))),
    134: ("more kilos", tab({p: bought(prod=p) - kg(T, prod=p) for p in PRODUCTS}, k3)),
    135: ("mangoes", c2(cost["mango"])),
    136: ("supplier", argmax({s: bought(sup=s, money=True) for s in {b[1] for b in buys}})),
    137: ("deliveries", len({b[0] for b in buys if b[1] == "Green Valley Farms"})),
    138: ("waste", tab({p: wo(prod=p) for p in PRODUCTS}, k3)),
    139: ("waste", c2(wo(money=True))),
    140: ("strawberries", pc(kg(T, prod="strawberry"), bought(prod="strawberry"))),
    141: ("sell-through", argmax({p: kg(T, prod=p) / bought(prod=p) for p in PRODUCTS}, low=True)),
    142: ("stock on hand", tab(ALL_STOCK(T), k3)),
    143: ("cherry", c2(stock("cherry", T) * cost["cherry"])),
    144: ("grapes", c2(price_on("grape", T) - cost["grape"])),
    145: ("hillside", k3(bought(sup="Hillside Produce"))),
    146: ("abc", sorted({b[2] for b in buys if b[1] == "ABC"})),
    147: ("each week", tab({m: bought(m, (datetime.date.fromisoformat(m) + datetime.timedelta(days=6)).isoformat(),
                                     money=True) for m in {monday(b[0]) for b in buys}}, c2)),
    148: ("each supplier", tab({s: bought(sup=s) for s in {b[1] for b in buys}}, k3)),
    149: ("28", beyond(ALL_STOCK(T), 28)),
    150: ("before today", k3(stock("strawberry", "2024-02-15"))),
    151: ("banana", k3(stock("banana", "2024-02-22"))),
    152: ("pear", k3(kg(T, "2024-02-09", prod="pear"))),
    153: ("total kilos", k3(bought())),
    154: ("a kilo", c2(bought(money=True) / bought())),
    155: ("markup", argmax({p: price_on(p, T) - cost[p] for p in PRODUCTS})),
    156: ("green valley", k3(bought(prod="banana", sup="Green Valley Farms"))),
    157: ("abc", c2(bought(sup="ABC", money=True))),
    158: ("waste", pc(wo(prod="strawberry"), bought(prod="strawberry"))),
    159: ("came in", tab({p: bought("2024-02-19", "2024-02-25", prod=p) for p in PRODUCTS}, k3)),
    160: ("grapes", k3(kg(T, prod="grape"))),
    161: ("last week", argmax(group(T, PROD, KG, "2024-02-19", "2024-02-25"))),
    162: ("top four", ranked(group(T, PROD, KG), 4)),
    163: ("day of the week", tab(group(T, wkday, KG), k3)),
    164: ("15th", c2(bought("2024-02-15", sup="Green Valley Farms", money=True))),
    165: ("apple", k3(stock("apple", "2024-02-12"))),
    166: ("written off", k3(wo("2024-02-15"))),
    167: ("most kilos", argmax({s: bought(sup=s) for s in {b[1] for b in buys}})),
    168: ("per kilo", c2((tk(T) - cg(T)) / kg(T))),
    169: ("delivered", k3(bought("2024-02-16", "2024-02-16"))),
    170: ("oranges", k3(kg(T, hi="2024-02-17", prod="orange"))),
    171: ("more than one", sorted(p for p in PRODUCTS if len({b[1] for b in buys if b[2] == p}) > 1)),
    172: ("bin", k3(wo("2024-02-12", "2024-02-18", prod="strawberry"))),
    173: ("this week", c2(bought("2024-02-19", "2024-02-23", money=True))),
    174: ("less than half", beyond({p: kg(T, prod=p) / bought(prod=p) for p in PRODUCTS}, F(1, 2), below=True)),
    175: ("last 10 days", k3(kg("2024-02-20", "2024-02-11", prod="cherry"))),
    176: ("pear", k3(stock("pear", "2024-02-09"))),
}

bad = 0
for n, (word, want) in checks.items():
    q = by_id["q72-%03d" % n]
    assert q["category"] != "refuse", q
    assert word.lower() in q["question"].lower(), ("check keyed to the wrong question", n, word, q["question"])
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got, want = sorted(got), sorted(want)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], q["question"], "file:", got, "recomputed:", want)
n_checked = len(checks)
assert n_checked >= 120, n_checked
print("questions", len(qs), "refuse", n_refuse, "today<29", n_early,
      "checked", n_checked, "of", len(qs) - n_refuse, "mismatches", bad)
raise SystemExit(1 if bad else 0)
