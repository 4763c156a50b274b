"""Checks bench/unseen74/questions.jsonl: the format, unique sequential ids, and an independent re-derivation of
EVERY non-refusal answer (its own parse of the records, Fraction arithmetic, every period written out by hand as
literal dates, no import of question_truth.py).  Then it tampers with a copy of the answers in memory and makes
sure each kind of change is caught.  Run from the repository root:

    python bench/unseen74/validate.py                  # checks bench/unseen74/questions.jsonl
    python bench/unseen74/validate.py other.jsonl      # checks another file (e.g. a tampered copy)
"""
import copy
import datetime
import json
import os
import re
import sys
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "questions.jsonl")
KEYS = {"product", "customer", "supplier", "day", "week", "weekday"}

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH) if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q74-\d{3}", i) for i in ids), "bad id"
assert ids == ["q74-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert 190 <= len(qs) <= 210, "question count"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert "2024-02-01" <= datetime.date.fromisoformat(q["today"]).isoformat() <= "2024-02-29", q
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"}, q
        assert isinstance(e["value"], (int, float)) and not isinstance(e["value"], bool), q
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
        if e["key"] in ("day", "week"):
            assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", k) for k in e["rows"]), q
        if e["key"] == "week":
            assert all(datetime.date.fromisoformat(k).weekday() == 0 for k in e["rows"]), q
    else:
        assert t == "refuse" and set(e) == {"type"}, q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_refuse = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum(q["today"] < "2024-02-29" for q in qs)
assert 0.09 <= n_refuse / len(qs) <= 0.15, "refusal share"
assert 0.2 <= n_early / len(qs) <= 0.3, "share asked before the 29th"

# ------------------------------------------------------------ independent ledger
recs = [json.loads(line) for line in open(DATA) if line.strip()]
price = {}
price_log = []       # (date, product, price) in file order
SALES = []           # dicts: date, cust, lines [(product, kg, value)], ret
BUYS = []            # (date, supplier, product, kg, unit cost)
ADJ = []             # (date, product, kg)
RETS = []            # (date, sale dict)
UC = {}


def half_up(x, places):
    """Round a Fraction half-up to `places` decimals, returning a Fraction."""
    s = 10 ** places
    y = F(x) * s
    n = y.numerator // y.denominator
    return F(n + (1 if y - n >= F(1, 2) else 0), s)


for r in recs:
    k = r["kind"]
    if k == "purchase":
        for it in r["items"]:
            c = F(str(it["unit_cost"]))
            assert UC.setdefault(it["product"], c) == c, "two unit costs"
            BUYS.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), c))
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
            lines.append((it["product"], q, half_up(q * price[it["product"]], 2)))
        SALES.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, ret=None))
    elif k == "return":
        hit = [s for s in SALES if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]]
        assert len(hit) == 1 and hit[0]["ret"] is None, "return does not match exactly one sale"
        hit[0]["ret"] = r["date"]
        RETS.append((r["date"], hit[0]))
    elif k == "stock_adjustment":
        ADJ.append((r["date"], r["product"], F(str(r["quantity"]))))
    else:
        raise AssertionError(k)


DAYNAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def wd(d):
    return datetime.date.fromisoformat(d).weekday()


def monday(d):
    x = datetime.date.fromisoformat(d)
    return (x - datetime.timedelta(days=x.weekday())).isoformat()


def val(s):
    return sum(v for _, _, v in s["lines"])


class View:
    """The records as they stood at close of day T."""

    def __init__(self, T):
        self.T = T
        self.live = [s for s in SALES if s["date"] <= T and not (s["ret"] and s["ret"] <= T)]

    def rows(self, lo, hi, prod=None, cust=None, days=None):
        return [(s, p, q, v) for s in self.live if lo <= s["date"] <= hi
                and (days is None or wd(s["date"]) in days) and (cust is None or s["cust"] == cust)
                for p, q, v in s["lines"] if prod is None or p == prod]

    def tk(self, lo, hi, **kw):
        return sum((v for _, _, _, v in self.rows(lo, hi, **kw)), F(0))

    def kg(self, lo, hi, **kw):
        return sum((q for _, _, q, _ in self.rows(lo, hi, **kw)), F(0))

    def cogs(self, lo, hi, **kw):
        return sum((q * UC[p] for _, p, q, _ in self.rows(lo, hi, **kw)), F(0))

    def gp(self, lo, hi, **kw):
        return self.tk(lo, hi, **kw) - self.cogs(lo, hi, **kw)

    def n(self, lo, hi, **kw):
        return len({id(s) for s, _, _, _ in self.rows(lo, hi, **kw)})

    def custs(self, lo, hi, **kw):
        return {s["cust"] for s, _, _, _ in self.rows(lo, hi, **kw)}

    def group(self, lo, hi, key, measure, **kw):
        out = {}
        for s, p, q, v in self.rows(lo, hi, **kw):
            kk = {"product": p, "customer": s["cust"], "day": s["date"], "week": monday(s["date"]),
                  "weekday": DAYNAMES[wd(s["date"])]}[key]
            x = {"tk": v, "kg": q, "gp": v - q * UC[p], "cogs": q * UC[p]}[measure]
            out[kk] = out.get(kk, F(0)) + x
        return out

    def count_group(self, lo, hi, key):
        out = {}
        for s in self.live:
            if lo <= s["date"] <= hi:
                kk = {"weekday": DAYNAMES[wd(s["date"])], "day": s["date"]}[key]
                out[kk] = out.get(kk, 0) + 1
        return out

    def sales_in(self, lo, hi):
        return [s for s in self.live if lo <= s["date"] <= hi]

    def bought(self, lo, hi, prod=None, sup=None, cost=False):
        return sum((q * c if cost else q for d, su, p, q, c in BUYS if lo <= d <= hi and d <= self.T
                    and (prod is None or p == prod) and (sup is None or su == sup)), F(0))

    def bought_by_sup(self, lo, hi):
        out = {}
        for d, su, p, q, c in BUYS:
            if lo <= d <= hi and d <= self.T:
                out[su] = out.get(su, F(0)) + q * c
        return out

    def wo(self, lo, hi, prod=None, cost=True):
        return sum((-q * (UC[p] if cost else 1) for d, p, q in ADJ if q < 0 and lo <= d <= hi and d <= self.T
                    and (prod is None or p == prod)), F(0))

    def refunds(self, lo, hi, cust=None):
        return [s for d, s in RETS if lo <= d <= hi and d <= self.T and (cust is None or s["cust"] == cust)]

    def refund_total(self, lo, hi, cust=None):
        return sum((val(s) for s in self.refunds(lo, hi, cust)), F(0))


def stock(p, d):
    """Kilos of p on hand at close of d: bought - sold (not returned by d) + adjustments, all dated <= d."""
    v = View(d)
    return (sum((q for dd, _, pp, q, _ in BUYS if pp == p and dd <= d), F(0)) - v.kg("2024-02-01", d, prod=p)
            + sum((q for dd, pp, q in ADJ if pp == p and dd <= d), F(0)))


def price_on(p, d):
    out = None
    for dd, pp, pr in price_log:
        if pp == p and dd <= d:
            out = pr
    return out


PRODUCTS = sorted(UC)


# ------------------------------------------------------------ rounding and answer shapes
def _r(x, places):
    y = F(x) * 10 ** places
    assert y - (y.numerator // y.denominator) != F(1, 2), "value on a half step"
    return float(half_up(x, places))


def M(x):
    return ("number", _r(x, 2))


def KG(x):
    return ("number", _r(x, 3))


def N(x):
    return ("number", int(x))


def PC(a, b):
    return ("number", _r(F(100) * F(a) / F(b), 2))


def NAME(d, low=False):
    best = (min if low else max)(d.values())
    w = [k for k, v in d.items() if v == best]
    assert len(w) == 1, "tie for first"
    return ("name", w[0])


def SET(xs):
    return ("names", sorted(xs), False)


def TOP(d, n=None, low=False):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not low)
    n = len(items) if n is None else n
    vals = [v for _, v in items[: n + 1]]
    assert len(set(vals)) == len(vals), "tie in ordered ranking"
    return ("names", [k for k, _ in items[:n]], True)


def TAB(key, d, places):
    return ("table", key, {k: _r(v, places) for k, v in sorted(d.items()) if v != 0})


def biggest_sale_customer(v, lo, hi):
    ss = sorted(v.sales_in(lo, hi), key=val, reverse=True)
    assert len(ss) == 1 or val(ss[0]) != val(ss[1])
    return ("name", ss[0]["cust"])


def stock_value(d):
    return sum(stock(p, d) * UC[p] for p in PRODUCTS)


# ------------------------------------------------------------ every answer, periods written out by hand
# Key = question number; the View is built at the question's own `today`.
A, Z = "2024-02-01", "2024-02-29"
WKEND = {5, 6}
S = {
    # accountant, today 29 Feb unless a comment says otherwise
    1: lambda v: M(v.tk(A, Z)),
    2: lambda v: M(v.cogs(A, Z)),
    3: lambda v: M(v.gp(A, Z)),
    4: lambda v: PC(v.gp(A, Z), v.tk(A, Z)),
    5: lambda v: M(v.refund_total(A, Z)),
    6: lambda v: N(len(v.refunds(A, Z))),
    7: lambda v: TAB("supplier", v.bought_by_sup(A, Z), 2),
    8: lambda v: M(v.wo(A, Z)),
    9: lambda v: TAB("product", {p: v.wo(A, Z, p, cost=False) for p in PRODUCTS}, 3),
    10: lambda v: M(stock_value(Z)),
    11: lambda v: TAB("product", {p: stock(p, Z) for p in PRODUCTS}, 3),
    12: lambda v: TAB("week", {m: v.tk(m, e) for m, e in [("2024-01-29", "2024-02-04"), ("2024-02-05", "2024-02-11"),
                                                         ("2024-02-12", "2024-02-18"), ("2024-02-19", "2024-02-25"),
                                                         ("2024-02-26", "2024-03-03")]}, 2),
    13: lambda v: PC(v.gp(A, Z, prod="cherry"), v.tk(A, Z, prod="cherry")),
    14: lambda v: TAB("product", {p: v.cogs(A, Z, prod=p) for p in PRODUCTS}, 2),
    15: lambda v: M(v.bought("2024-02-16", Z, sup="Green Valley Farms", cost=True)),
    16: lambda v: M(v.tk(A, Z) / v.n(A, Z)),
    17: lambda v: M(v.tk("2024-02-12", "2024-02-18")),
    18: lambda v: M(v.refund_total("2024-02-19", "2024-02-25")),
    19: lambda v: M(v.tk(A, "2024-02-14")),
    20: lambda v: TAB("customer", v.group(A, Z, "customer", "gp"), 2),
    21: lambda v: KG(v.bought(A, Z, sup="ABC")),
    22: lambda v: M(stock_value("2024-02-14")),
    23: lambda v: NAME(v.bought_by_sup(A, Z)),
    24: lambda v: PC(v.kg(A, Z, prod="mango"), v.bought(A, Z, prod="mango")),
    25: lambda v: M(v.tk(A, Z, prod="orange") / v.kg(A, Z, prod="orange")),
    26: lambda v: M(v.refund_total(A, Z, cust="Tom Lee")),
    27: lambda v: TAB("product", v.group("2024-02-19", "2024-02-25", "product", "tk"), 2),
    28: lambda v: biggest_sale_customer(v, A, Z),
    29: lambda v: M(v.tk(A, Z, cust="Raj Patel")),
    30: lambda v: SET(c for c, x in v.group(A, Z, "customer", "tk").items() if x > 55),
    31: lambda v: M(v.tk(A, Z) / v.kg(A, Z)),
    32: lambda v: M(v.tk(A, "2024-02-18")),                                  # today 18th
    33: lambda v: M(v.refund_total(A, "2024-02-18")),                         # today 18th
    34: lambda v: KG(stock("pear", "2024-02-14")),                            # today 14th
    35: lambda v: M(v.cogs("2024-02-12", "2024-02-18")),                      # today Wed 21st
    36: lambda v: TAB("supplier", v.bought_by_sup(A, "2024-02-10"), 2),       # today 10th
    37: lambda v: M(v.gp("2024-02-19", "2024-02-25")),                        # today Sun 25th
    38: lambda v: N(len(v.refunds(A, "2024-02-12"))),                         # today 12th
    39: lambda v: M(v.tk(A, "2024-02-23", prod="orange") / v.kg(A, "2024-02-23", prod="orange")),
    40: lambda v: M(stock_value("2024-02-16")),                               # today 16th
    41: lambda v: M(v.wo(A, "2024-02-20")),                                   # today 20th
    42: lambda v: TAB("day", v.group("2024-02-19", "2024-02-25", "day", "tk"), 2),  # today Tue 27th
    43: lambda v: N(v.n(A, "2024-02-08")),                                    # today 8th
    44: lambda v: PC(v.gp(A, "2024-02-24", prod="banana"), v.tk(A, "2024-02-24", prod="banana")),
    # father
    51: lambda v: KG(v.kg(A, Z, prod="strawberry")),
    52: lambda v: M(v.tk("2024-02-19", "2024-02-25", prod="banana")),
    53: lambda v: N(v.n(A, Z, cust="Zoe Davis")),
    54: lambda v: M(v.bought(A, Z, sup="Hillside Produce", cost=True)),
    55: lambda v: M(price_on("cherry", Z)),
    56: lambda v: M(v.tk("2024-02-18", "2024-02-18")),
    57: lambda v: TAB("weekday", v.group(A, Z, "weekday", "tk"), 2),
    58: lambda v: NAME(v.group(A, Z, "customer", "tk")),
    59: lambda v: M(v.tk(A, Z, cust="Omar Haddad")),
    60: lambda v: SET(v.custs(A, Z, prod="mango")),
    61: lambda v: KG(v.kg(A, Z, days=WKEND)),
    62: lambda v: SET(d for d, x in v.group(A, Z, "day", "tk").items() if x > 30),
    63: lambda v: KG(v.wo(A, Z, cost=False)),
    64: lambda v: M(price_on("orange", "2024-02-10")),
    65: lambda v: TOP(v.group(A, Z, "customer", "kg"), 3),
    66: lambda v: M(v.gp(A, Z, prod="grape")),
    67: lambda v: NAME(v.group(A, Z, "weekday", "tk")),
    68: lambda v: N(len(v.custs("2024-02-20", Z))),
    69: lambda v: SET({s["cust"] for s in v.refunds(A, Z)}),
    70: lambda v: M(v.tk(A, Z, prod="apple")),
    71: lambda v: M(sum(v.tk(d, d) for d in ["2024-02-04", "2024-02-11", "2024-02-18", "2024-02-25"]) / 4),
    72: lambda v: M(v.tk("2024-02-12", "2024-02-18", prod="strawberry")),
    73: lambda v: NAME(v.group(A, Z, "product", "kg"), low=True),
    74: lambda v: M(price_on("pear", Z)),
    75: lambda v: KG(v.bought(A, Z, prod="cherry")),
    76: lambda v: M(v.tk(A, Z) / 29),
    77: lambda v: M(v.tk(A, Z, cust="Mei Chen")),
    78: lambda v: TAB("customer", v.group(A, Z, "customer", "kg"), 3),
    79: lambda v: M(max(v.group(A, Z, "day", "tk").values())),
    80: lambda v: N(sum(v.n(d, d) for d in ["2024-02-03", "2024-02-10", "2024-02-17", "2024-02-24"])),
    81: lambda v: M(UC["mango"]),
    82: lambda v: M(v.tk("2024-02-10", "2024-02-10")),                      # today Sun 11th
    83: lambda v: M(v.tk("2024-02-07", "2024-02-07")),                      # today 7th
    84: lambda v: KG(stock("grape", "2024-02-15")),                          # today 15th
    85: lambda v: M(v.tk("2024-02-17", "2024-02-18", cust="Bob Smith")),    # today Mon 19th
    86: lambda v: KG(v.kg("2024-02-19", "2024-02-22", prod="banana")),      # today Thu 22nd
    87: lambda v: M(price_on("banana", "2024-02-09")),                      # today 9th
    88: lambda v: NAME(v.group(A, "2024-02-13", "customer", "tk")),         # today 13th
    89: lambda v: M(v.tk("2024-02-24", "2024-02-25")),                      # today Mon 26th
    90: lambda v: M(v.bought(A, "2024-02-17", cost=True)),                  # today 17th
    91: lambda v: N(v.n("2024-02-14", "2024-02-20")),                       # today 20th
    92: lambda v: M(v.gp(A, "2024-02-24", prod="cherry")),                  # today 24th
    93: lambda v: NAME(v.group(A, "2024-02-05", "product", "tk")),          # today 5th
    94: lambda v: KG(stock("strawberry", "2024-02-28")),                    # today 28th
    # shift lead (today Thu 29th: this week = 26..29, yesterday = 28th, last week = 19..25)
    101: lambda v: M(v.tk(Z, Z)),
    102: lambda v: N(v.n(Z, Z)),
    103: lambda v: KG(stock("mango", Z)),
    104: lambda v: M(price_on("banana", Z)),
    105: lambda v: SET(v.custs(Z, Z)),
    106: lambda v: M(v.tk("2024-02-28", "2024-02-28")),
    107: lambda v: KG(v.kg("2024-02-26", Z)),
    108: lambda v: KG(stock("strawberry", Z)),
    109: lambda v: NAME(v.group(Z, Z, "product", "tk")),
    110: lambda v: M(v.tk("2024-02-26", Z)),
    111: lambda v: N(len(v.custs("2024-02-26", Z))),
    112: lambda v: M(v.tk(Z, Z) / v.n(Z, Z)),
    113: lambda v: TAB("product", v.group("2024-02-28", "2024-02-28", "product", "kg"), 3),
    114: lambda v: M(v.refund_total("2024-02-26", Z)),
    115: lambda v: KG(stock("cherry", Z)),
    116: lambda v: M(price_on("orange", Z)),
    117: lambda v: SET(p for p in PRODUCTS if stock(p, Z) < 22),
    118: lambda v: TAB("day", v.group("2024-02-26", Z, "day", "tk"), 2),
    119: lambda v: NAME(v.group("2024-02-26", Z, "day", "tk")),
    120: lambda v: M(v.tk("2024-02-26", Z, cust="Omar Haddad")),
    121: lambda v: KG(v.kg("2024-02-27", Z, prod="banana")),
    122: lambda v: M(v.gp(Z, Z)),
    123: lambda v: ("table", "day", {d: v.n(d, d) for d in ["2024-02-%02d" % i for i in range(19, 26)] if v.n(d, d)}),
    124: lambda v: SET(v.custs("2024-02-26", Z, prod="strawberry")),
    125: lambda v: KG(v.bought("2024-02-28", "2024-02-28", prod="cherry")),
    126: lambda v: biggest_sale_customer(v, Z, Z),
    127: lambda v: M(v.tk("2024-02-26", Z) / len(v.custs("2024-02-26", Z))),
    128: lambda v: KG(v.kg("2024-02-26", Z, prod="grape")),
    129: lambda v: KG(v.kg(Z, Z, cust="Ken Smith")),
    130: lambda v: M(v.tk("2024-02-27", "2024-02-27")),
    131: lambda v: M(v.wo("2024-02-28", "2024-02-28", prod="cherry")),
    132: lambda v: M(v.tk("2024-02-19", "2024-02-19")),                     # today Mon 19th
    133: lambda v: M(v.tk("2024-02-10", "2024-02-11")),                     # today Mon 12th
    134: lambda v: KG(stock("strawberry", "2024-02-23")),                   # today 23rd
    135: lambda v: M(price_on("banana", "2024-02-20")),                     # today 20th
    136: lambda v: NAME(v.group("2024-02-12", "2024-02-17", "customer", "kg")),   # today Sat 17th
    137: lambda v: M(v.refund_total("2024-02-26", "2024-02-26")),           # today 26th
    138: lambda v: N(v.n("2024-02-07", "2024-02-07")),                      # today 8th
    139: lambda v: KG(v.kg("2024-02-14", "2024-02-14")),                    # today 14th
    140: lambda v: KG(stock("orange", "2024-02-22")),                       # today 22nd
    141: lambda v: TOP(v.group("2024-02-12", "2024-02-16", "customer", "tk"), 3),  # today Fri 16th
    142: lambda v: M(v.tk("2024-02-27", "2024-02-28")),                     # today 28th
    143: lambda v: N(v.n("2024-02-24", "2024-02-25")),                      # today Sun 25th
    144: lambda v: M(v.tk(A, "2024-02-03")),                                # today 3rd
    # board member
    151: lambda v: PC(v.tk(A, Z, prod="strawberry"), v.tk(A, Z)),
    152: lambda v: PC(v.tk(A, Z, days=WKEND), v.tk(A, Z)),
    153: lambda v: M(v.tk(A, Z, prod="cherry") / v.tk(A, Z, prod="grape")),
    154: lambda v: M(v.tk("2024-02-19", "2024-02-25") - v.tk("2024-02-12", "2024-02-18")),
    155: lambda v: PC(sum(sorted(v.group(A, Z, "customer", "tk").values(), reverse=True)[:3]), v.tk(A, Z)),
    156: lambda v: NAME(v.bought_by_sup(A, Z), low=True),
    157: lambda v: NAME({p: v.gp(A, Z, prod=p) / v.tk(A, Z, prod=p) for p in PRODUCTS if v.tk(A, Z, prod=p)}),
    158: lambda v: M(v.tk(A, Z, prod="strawberry") / v.kg(A, Z, prod="strawberry")
                   - v.tk(A, Z, prod="apple") / v.kg(A, Z, prod="apple")),
    159: lambda v: PC(v.tk(A, Z), v.bought(A, Z, cost=True)),
    160: lambda v: NAME(v.count_group(A, Z, "weekday")),
    161: lambda v: PC(v.kg(A, Z, prod="banana"), v.kg(A, Z)),
    162: lambda v: PC(v.tk(A, Z, cust="Zoe Davis"), v.tk(A, Z)),
    163: lambda v: M(v.tk("2024-02-15", Z)),
    164: lambda v: M(v.tk(A, Z) / len(v.custs(A, Z))),
    165: lambda v: TOP(v.group(A, Z, "week", "tk")),
    166: lambda v: SET(p for p, x in v.group(A, Z, "product", "tk").items() if x > 60),
    167: lambda v: M(v.bought(A, Z, cost=True) / v.bought(A, Z)),
    168: lambda v: M(v.refund_total(A, Z) - v.wo(A, Z)),
    169: lambda v: PC(v.kg(A, Z, prod="strawberry"), v.bought(A, Z, prod="strawberry")),
    170: lambda v: M(v.gp(A, Z, prod="cherry") / v.kg(A, Z, prod="cherry")),
    171: lambda v: PC(sum(1 for s in v.sales_in(A, Z) if len({p for p, _, _ in s["lines"]}) == 1), v.n(A, Z)),
    172: lambda v: NAME(v.group(A, Z, "week", "tk")),
    173: lambda v: M(v.tk(A, Z, cust="Zoe Davis") - v.tk(A, Z, cust="Sue Davis")),
    174: lambda v: PC(v.bought(A, Z, sup="Green Valley Farms", cost=True), v.bought(A, Z, cost=True)),
    175: lambda v: KG(v.kg(A, Z) / v.n(A, Z)),
    176: lambda v: M(v.tk(A, Z, days=WKEND) / 8),          # Sat/Sun 3,4,10,11,17,18,24,25
    177: lambda v: SET(c for c, x in v.group(A, Z, "customer", "tk").items() if x < 35),
    178: lambda v: TAB("week", v.group(A, Z, "week", "gp"), 2),
    179: lambda v: TOP(v.group(A, Z, "product", "gp"), 2),
    180: lambda v: KG(v.kg(A, Z) / len(v.custs(A, Z))),
    181: lambda v: N(v.n(A, Z, days={6})),
    182: lambda v: PC(v.tk(A, "2024-02-14", prod="strawberry"), v.tk(A, "2024-02-14")),   # today 14th
    183: lambda v: M(v.tk("2024-02-12", "2024-02-18")),                                    # today Sun 18th
    184: lambda v: M(v.tk("2024-02-12", "2024-02-18") - v.tk("2024-02-05", "2024-02-11")),  # today Wed 21st
    185: lambda v: PC(v.tk(A, "2024-02-10", cust="Zoe Davis"), v.tk(A, "2024-02-10")),      # today 10th
    186: lambda v: NAME({p: v.kg(A, "2024-02-24", prod=p) for p in ("banana", "strawberry")}),  # today 24th
    187: lambda v: M(v.tk(A, "2024-02-15") / v.n(A, "2024-02-15")),                         # today 15th
    188: lambda v: PC(v.wo(A, "2024-02-20", cost=False), v.bought(A, "2024-02-20")),        # today 20th
    189: lambda v: PC(v.tk("2024-02-26", "2024-02-27", prod="banana"), v.tk("2024-02-26", "2024-02-27")),
    190: lambda v: NAME({p: v.gp(A, "2024-02-12", prod=p) for p in ("cherry", "strawberry")}),  # today 12th
    191: lambda v: M(v.gp(A, "2024-02-07")),                                               # today 22nd
    192: lambda v: PC(v.tk(A, "2024-02-25", days=WKEND), v.tk(A, "2024-02-25")),          # today 25th
    193: lambda v: M(v.tk(A, "2024-02-16") / len(v.custs(A, "2024-02-16"))),              # today 16th
    194: lambda v: PC(v.gp(A, "2024-02-08"), v.tk(A, "2024-02-08")),                      # today 8th
}


# ------------------------------------------------------------ compare
def as_tuple(e):
    t = e["type"]
    if t in ("number", "name"):
        return (t, e["value"])
    if t == "names":
        return ("names", list(e["values"]) if e["ordered"] else sorted(e["values"]), e["ordered"])
    if t == "table":
        return ("table", e["key"], dict(e["rows"]))
    return ("refuse",)


def same(got, want):
    if got[0] == "number" and want[0] == "number":
        return type(got[1]) is type(want[1]) and got[1] == want[1]
    return got == want


def mismatches(questions):
    """Ids whose stored answer differs from the re-derivation (or which the re-derivation does not cover)."""
    bad = []
    for q in questions:
        num = int(q["id"].split("-")[1])
        if q["expect"]["type"] == "refuse":
            if num in S:
                bad.append((q["id"], "refusal has a derivation", None))
            continue
        if num not in S:
            bad.append((q["id"], "no independent derivation", None))
            continue
        want = S[num](View(q["today"]))
        got = as_tuple(q["expect"])
        if not same(got, want):
            bad.append((q["id"], got, want))
    return bad


bad = mismatches(qs)
for b in bad:
    print("MISMATCH", b[0], "file:", b[1], "recomputed:", b[2])
assert set(S) <= {int(q["id"].split("-")[1]) for q in qs}, "derivation for a question that does not exist"


# ------------------------------------------------------------ show that a changed answer is caught
def tampered(q):
    """One altered copy of q's expectation per kind of change that matters for its shape."""
    e = q["expect"]
    out = []
    if e["type"] == "number":
        for delta in (0.01, -0.01, 1):
            x = copy.deepcopy(q)
            x["expect"]["value"] = round(e["value"] + delta, 3)
            out.append(x)
        if isinstance(e["value"], int):
            x = copy.deepcopy(q)
            x["expect"]["value"] = float(e["value"])
            out.append(x)
    elif e["type"] == "name":
        x = copy.deepcopy(q)
        x["expect"]["value"] = e["value"] + "x"
        out.append(x)
    elif e["type"] == "names":
        if len(e["values"]) > 1:
            x = copy.deepcopy(q)
            x["expect"]["values"] = e["values"][:-1]
            out.append(x)
        if e["ordered"] and len(e["values"]) > 1:
            x = copy.deepcopy(q)
            x["expect"]["values"] = e["values"][::-1]
            out.append(x)
        x = copy.deepcopy(q)
        x["expect"]["values"] = e["values"] + ["Nobody"]
        out.append(x)
    elif e["type"] == "table":
        k0 = sorted(e["rows"])[0]
        x = copy.deepcopy(q)
        x["expect"]["rows"][k0] = round(e["rows"][k0] + 0.01, 3)
        out.append(x)
        if len(e["rows"]) > 1:
            x = copy.deepcopy(q)
            del x["expect"]["rows"][k0]
            out.append(x)
    return out


caught = tried = 0
if not bad:
    for q in qs:
        for x in tampered(q):
            tried += 1
            caught += bool(mismatches([x]))
    # a refusal turned into an answer, and an answer turned into a refusal
    r = next(q for q in qs if q["expect"]["type"] == "refuse")
    a = next(q for q in qs if q["expect"]["type"] != "refuse")
    x = dict(r, expect={"type": "number", "value": 1.0}, category="takings")
    y = dict(a, expect={"type": "refuse"}, category="refuse")
    tried += 2
    caught += bool(mismatches([x])) + bool(mismatches([y]))
    assert caught == tried, "a tampered answer slipped through (%d of %d caught)" % (caught, tried)

print("questions", len(qs), "refuse", n_refuse, "asked before the 29th", n_early,
      "re-derived", len(S), "mismatches", len(bad), "tamper test caught %d/%d" % (caught, tried))
raise SystemExit(1 if bad else 0)
