"""Checks bench/unseen76/questions.jsonl: the format, unique sequential ids, and an independent
re-derivation of EVERY non-refusal answer (its own reading of the records, Fraction arithmetic,
periods written out by hand below, no import of question_truth.py).  It then shows that it catches a
changed answer: one of each answer shape is altered in memory and must be reported.
Run from the repository root:

    python bench/unseen76/validate.py
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
KEYS = {"day", "product", "customer", "supplier", "week", "weekday"}

# ------------------------------------------------------------ format checks
qs = [json.loads(line) for line in open(QPATH, encoding="utf-8") if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q76-\d{3}", i) for i in ids), "bad id"
assert ids == ["q76-%03d" % n for n in range(1, len(ids) + 1)], "ids not sequential"
assert 190 <= len(qs) <= 210, len(qs)
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    assert "2024-02-01" <= q["today"] <= "2024-02-29", q
    datetime.date.fromisoformat(q["today"])
    e = q["expect"]
    t = e["type"]
    if t == "number":
        assert set(e) == {"type", "value"} and isinstance(e["value"], (int, float)), q
        assert not isinstance(e["value"], bool), q
        assert round(e["value"], 3) == e["value"], q
    elif t == "name":
        assert set(e) == {"type", "value"} and isinstance(e["value"], str) and e["value"], q
    elif t == "names":
        assert set(e) == {"type", "values", "ordered"} and isinstance(e["ordered"], bool), q
        assert e["values"] and all(isinstance(v, str) and v for v in e["values"]), q
        assert len(set(e["values"])) == len(e["values"]), q
    elif t == "table":
        assert set(e) == {"type", "key", "rows"} and e["key"] in KEYS, q
        assert e["rows"] and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
        if e["key"] in ("day", "week"):
            for k in e["rows"]:
                datetime.date.fromisoformat(k)
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_refuse = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum(q["today"] < "2024-02-29" for q in qs)
assert 0.09 <= n_refuse / len(qs) <= 0.15, n_refuse
assert 0.20 <= n_early / len(qs) <= 0.30, n_early
by_id = {q["id"]: q for q in qs}

# ------------------------------------------------------------ my own reading of the records
recs = [json.loads(line) for line in open(DATA, encoding="utf-8") if line.strip()]
shelf = {}           # selling price in force, walked in file order
price_log = []       # (date, product, price)
sales = []           # dict(date, cust, lines=[(product, kg, value)], back=return date or None)
buys = []            # (date, supplier, product, kg, unit cost)
drops = []           # (date, supplier): one per purchase record
adjs = []            # (date, product, kg)
rets = []            # (date, customer, sale)
for r in recs:
    kind = r["kind"]
    if kind == "purchase":
        drops.append((r["date"], r["supplier"]["name"]))
        for it in r["items"]:
            buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                         F(str(it["unit_cost"]))))
            if it.get("selling_price") is not None:
                shelf[it["product"]] = F(str(it["selling_price"]))
                price_log.append((r["date"], it["product"], shelf[it["product"]]))
    elif kind == "price_change":
        shelf[r["product"]] = F(str(r["selling_price"]))
        price_log.append((r["date"], r["product"], shelf[r["product"]]))
    elif kind == "sale":
        lines = []
        for it in r["items"]:
            kg = F(str(it["quantity"]))
            cents = kg * shelf[it["product"]] * 100
            lines.append((it["product"], kg, F(int(cents + F(1, 2)), 100)))   # half-up, all positive
        sales.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines, back=None))
    elif kind == "return":
        hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]]
        assert len(hit) == 1, r
        hit[0]["back"] = r["date"]
        rets.append((r["date"], r["customer"]["name"], hit[0]))
    elif kind == "stock_adjustment":
        adjs.append((r["date"], r["product"], F(str(r["quantity"]))))
PRODUCTS = sorted({b[2] for b in buys})
SUPPLIERS = sorted({b[1] for b in buys})
ucost = {}
for p in PRODUCTS:
    rows = [b for b in buys if b[2] == p]
    ucost[p] = sum(b[3] * b[4] for b in rows) / sum(b[3] for b in rows)
    assert all(b[4] == ucost[p] for b in rows), "more than one unit cost for " + p

# the calendar, written out: 1 February 2024 was a Thursday
NAMES = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
WEEKDAY_OF = {"2024-02-%02d" % d: NAMES[(d - 1) % 7] for d in range(1, 30)}
assert all(datetime.date.fromisoformat(k).strftime("%A") == v for k, v in WEEKDAY_OF.items())
SATS = ["2024-02-03", "2024-02-10", "2024-02-17", "2024-02-24"]
SUNS = ["2024-02-04", "2024-02-11", "2024-02-18", "2024-02-25"]
WKEND = SATS + SUNS
WEEKS = {"2024-01-29": ("2024-02-01", "2024-02-04"), "2024-02-05": ("2024-02-05", "2024-02-11"),
         "2024-02-12": ("2024-02-12", "2024-02-18"), "2024-02-19": ("2024-02-19", "2024-02-25"),
         "2024-02-26": ("2024-02-26", "2024-02-29")}
ALLDAYS = sorted(WEEKDAY_OF)
E = "2024-02-29"
GVF, ABC, HILL = "Green Valley Farms", "ABC", "Hillside Produce"


def standing(asof):
    """Sales dated by `asof` that had not been returned by `asof`."""
    return [s for s in sales if s["date"] <= asof and not (s["back"] and s["back"] <= asof)]


def pick(asof, lo="2024-02-01", hi=E, cust=None, prod=None, days=None):
    out = []
    for s in standing(asof):
        if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust) and (days is None or s["date"] in days):
            out += [(s, p, kg, v) for p, kg, v in s["lines"] if prod is None or p == prod]
    return out


def tk(asof, **kw):
    return sum((v for _, _, _, v in pick(asof, **kw)), F(0))


def kg(asof, **kw):
    return sum((q for _, _, q, _ in pick(asof, **kw)), F(0))


def pf(asof, **kw):
    return sum((v - q * ucost[p] for _, p, q, v in pick(asof, **kw)), F(0))


def tickets(asof, lo="2024-02-01", hi=E, cust=None, prod=None, days=None):
    return [s for s in standing(asof) if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
            and (prod is None or prod in [p for p, _, _ in s["lines"]]) and (days is None or s["date"] in days)]


def who(asof, **kw):
    return {s["cust"] for s in tickets(asof, **kw)}


def bcost(lo="2024-02-01", hi=E, sup=None, prod=None):
    return sum((b[3] * b[4] for b in buys if lo <= b[0] <= hi and sup in (None, b[1]) and prod in (None, b[2])), F(0))


def bkg(lo="2024-02-01", hi=E, sup=None, prod=None):
    return sum((b[3] for b in buys if lo <= b[0] <= hi and sup in (None, b[1]) and prod in (None, b[2])), F(0))


def woff(lo="2024-02-01", hi=E, prod=None):
    return [a for a in adjs if a[2] < 0 and lo <= a[0] <= hi and prod in (None, a[1])]


def wkg(lo="2024-02-01", hi=E, prod=None):
    return sum((-a[2] for a in woff(lo, hi, prod)), F(0))


def wcost(lo="2024-02-01", hi=E, prod=None):
    return sum((-a[2] * ucost[a[1]] for a in woff(lo, hi, prod)), F(0))


def refunds(lo, hi):
    return sum((v for d, _, s in rets if lo <= d <= hi for _, _, v in s["lines"]), F(0))


def stock(p, d):
    """Close of day d: in minus out, a sale counting as out unless it came back by d."""
    inn = sum((b[3] for b in buys if b[2] == p and b[0] <= d), F(0))
    out = sum((q for s in sales if s["date"] <= d and not (s["back"] and s["back"] <= d)
               for pp, q, _ in s["lines"] if pp == p), F(0))
    return inn - out + sum((a[2] for a in adjs if a[1] == p and a[0] <= d), F(0))


def price(p, d):
    got = None
    for dd, pp, pr in price_log:
        if pp == p and dd <= d:
            got = pr
    return got


def tval(s):
    return sum((v for _, _, v in s["lines"]), F(0))


def tkg(s):
    return sum((q for _, q, _ in s["lines"]), F(0))


def group(items, keyf, valf):
    out = {}
    for it in items:
        out[keyf(it)] = out.get(keyf(it), F(0)) + valf(it)
    return {k: v for k, v in out.items() if v != 0}


def per_product(asof, what, **kw):
    f = {"tk": lambda x: x[3], "kg": lambda x: x[2], "pf": lambda x: x[3] - x[2] * ucost[x[1]]}[what]
    return group(pick(asof, **kw), lambda x: x[1], f)


def per_customer(asof, what, **kw):
    f = {"tk": lambda x: x[3], "kg": lambda x: x[2]}[what]
    return group(pick(asof, **kw), lambda x: x[0]["cust"], f)


def per_weekday(asof, what):
    f = {"tk": lambda x: x[3], "kg": lambda x: x[2]}[what]
    return group(pick(asof), lambda x: WEEKDAY_OF[x[0]["date"]], f)


# ------------------------------------------------------------ rounding and answer shapes
def _r(x, den):
    x = F(x) * den
    assert abs(x) - int(abs(x)) != F(1, 2), "on a half"
    n = int(abs(x) + F(1, 2))
    return float(F(n if x >= 0 else -n, den))


def c2(x):
    return {"type": "number", "value": _r(x, 100)}


def k3(x):
    return {"type": "number", "value": _r(x, 1000)}


def p2(part, whole):
    return c2(F(part) * 100 / whole)


def n(x):
    return {"type": "number", "value": int(x)}


def top(d, low=False):
    best = (min if low else max)(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, d
    return {"type": "name", "value": winners[0]}


def lst(keys, ordered=False):
    return {"type": "names", "values": list(keys) if ordered else sorted(keys), "ordered": ordered}


def rank(d, k=None):
    order = sorted(d, key=lambda x: -d[x])
    k = len(order) if k is None else k
    vals = [d[x] for x in order[: k + 1]]
    assert len(set(vals)) == len(vals), d
    return lst(order[:k], ordered=True)


def tab(key, d, den):
    rows = {k: (_r(v, den) if den else int(v)) for k, v in sorted(d.items())}
    return {"type": "table", "key": key, "rows": {k: v for k, v in rows.items() if v != 0}}


def strict(d, thr, below=False):
    thr = F(thr)
    assert thr not in d.values(), d
    return lst([k for k, v in d.items() if (v < thr if below else v > thr)])


# ------------------------------------------------------------ every non-refusal answer, periods by hand
X = {}
# supplier's rep
X[1] = k3(kg(E, lo="2024-02-19", hi="2024-02-25", prod="cherry"))
X[2] = c2(ucost["mango"])
X[3] = c2(bcost(sup=GVF))
X[4] = p2(bcost(sup=ABC), bcost())
X[5] = top({u: bcost(sup=u) for u in SUPPLIERS})
X[6] = tab("supplier", {u: bcost(sup=u) for u in SUPPLIERS}, 100)
X[7] = k3(bkg(sup=HILL))
X[8] = c2(bcost(sup=HILL))
X[9] = n(len(drops))
X[10] = top(per_product(E, "tk"))
X[11] = rank(per_product("2024-02-21", "kg", hi="2024-02-21"), 3)
X[12] = c2(price("strawberry", E) - ucost["strawberry"])
X[13] = strict({p: price(p, E) for p in PRODUCTS}, F(5, 2))
X[14] = c2(price("banana", "2024-02-10"))
X[15] = c2(price("banana", "2024-02-18"))
X[16] = k3(bkg(prod="banana"))
X[17] = k3(kg(E, lo="2024-02-19", prod="pear"))
X[18] = k3(stock("banana", "2024-02-16"))
X[19] = c2(bcost(hi="2024-02-09"))
X[20] = lst([p for p in PRODUCTS if len({b[1] for b in buys if b[2] == p}) > 1])
X[21] = c2(pf("2024-02-22", hi="2024-02-22", prod="mango"))
X[22] = top(per_product(E, "pf"), low=True)
X[23] = k3(bkg(prod="cherry"))
X[24] = p2(kg(E), bkg())
X[25] = tab("product", per_product(E, "kg", lo="2024-02-19", hi="2024-02-25"), 1000)
X[26] = top(per_weekday(E, "kg"))
X[27] = c2(bcost(lo="2024-02-23", hi="2024-02-23", sup=GVF))
X[28] = top(per_customer(E, "kg", prod="strawberry"))
X[29] = lst({b[2] for b in buys if "2024-02-20" <= b[0] <= "2024-02-29"})
X[30] = c2(bcost() / bkg())
X[31] = k3(kg("2024-02-14", lo="2024-02-12", hi="2024-02-14", prod="grape"))
X[32] = c2(pf(E, lo="2024-02-19", hi="2024-02-25", prod="grape"))
X[33] = k3(stock("orange", "2024-02-20"))
X[34] = tab("product", per_product(E, "tk", lo="2024-02-18"), 100)
X[35] = k3(kg(E, days=WKEND))
X[36] = c2(bcost(prod="apple"))
X[37] = k3(stock("mango", "2024-02-25"))
X[38] = k3(kg("2024-02-26", lo="2024-02-19", hi="2024-02-25", prod="banana"))
X[39] = p2(tk(E, prod="banana"), tk(E))
X[40] = strict(per_product(E, "kg"), 25, below=True)
X[41] = n(len(tickets(E, prod="pear")))
X[42] = top({u: bkg(sup=u) for u in SUPPLIERS})
X[43] = c2(price("pear", "2024-02-23"))
X[44] = k3(kg("2024-02-22", lo="2024-02-16", hi="2024-02-22", prod="mango"))
# customer thinking of investing
X[51] = c2(tk(E))
X[52] = c2(pf(E))
X[53] = p2(pf(E), tk(E))
X[54] = tab("week", {w: tk(E, lo=a, hi=b) for w, (a, b) in WEEKS.items()}, 100)
X[55] = c2(tk(E, lo="2024-02-19", hi="2024-02-25") - tk(E, lo="2024-02-12", hi="2024-02-18"))
X[56] = c2(tk("2024-02-12", lo="2024-02-11", hi="2024-02-11"))
X[57] = c2(tk("2024-02-21", lo="2024-02-17", hi="2024-02-18"))
X[58] = c2(pf(E, days=WKEND))
X[59] = c2(tk("2024-02-20", hi="2024-02-20") / 20)
X[60] = n(len(tickets(E)))
X[61] = c2(tk(E) / len(tickets(E)))
X[62] = c2(refunds("2024-02-01", E))
X[63] = c2(refunds("2024-02-12", "2024-02-18"))
X[64] = n(len(who("2024-02-09", hi="2024-02-09")))
X[65] = rank(per_customer(E, "tk"), 3)
X[66] = p2(tk(E, cust="Zoe Davis"), tk(E))
X[67] = tab("weekday", per_weekday(E, "tk"), 100)
X[68] = top(per_weekday(E, "tk"))
X[69] = c2(tk(E, hi="2024-02-14"))
X[70] = c2(tk(E, lo="2024-02-15"))
X[71] = c2(pf("2024-02-14", lo="2024-02-05", hi="2024-02-11"))
X[72] = c2(pf("2024-02-18", hi="2024-02-18"))
X[73] = c2(tk("2024-02-21", lo="2024-02-19", hi="2024-02-21"))
X[74] = strict({d: tk(E, lo=d, hi=d) for d in ALLDAYS}, 30)
X[75] = tab("week", {w: pf(E, lo=a, hi=b) for w, (a, b) in WEEKS.items()}, 100)
X[76] = p2(pf(E, prod="cherry"), tk(E, prod="cherry"))
X[77] = c2(sum(stock(p, E) * ucost[p] for p in PRODUCTS))
X[78] = c2(bcost())
X[79] = c2(wcost())
X[80] = top(per_product(E, "pf"))
X[81] = tab("product", per_product(E, "pf"), 100)
X[82] = c2(tk("2024-02-10", lo="2024-02-04", hi="2024-02-10"))
X[83] = c2(tk(E, days=SATS))
X[84] = c2(tk(E, days=[d for d in ALLDAYS if d not in WKEND]) - tk(E, days=WKEND))
X[85] = c2(tk(E, lo="2024-02-05", hi="2024-02-11"))
X[86] = c2(tk(E) / len(who(E)))
X[87] = c2(tk("2024-02-26", lo="2024-02-26", hi="2024-02-26"))
w5, w19 = tk(E, lo="2024-02-05", hi="2024-02-11"), tk(E, lo="2024-02-19", hi="2024-02-25")
X[88] = p2(w19 - w5, w5)
big = [tval(s) for s in tickets(E)]
assert 20 not in big
X[89] = n(sum(v > 20 for v in big))
X[90] = c2(pf("2024-02-15", lo="2024-02-08", hi="2024-02-15"))
X[91] = strict(per_customer(E, "tk"), 60)
X[92] = c2(tk("2024-02-20", hi="2024-02-20", cust="Omar Haddad"))
X[93] = tab("day", {d: tk(E, lo=d, hi=d) for d in ALLDAYS if "2024-02-19" <= d <= "2024-02-25"}, 100)
X[94] = c2(refunds("2024-02-01", "2024-02-19"))
# the owner's teenager
X[101] = k3(kg(E) / len(tickets(E)))
X[102] = c2(max(tval(s) for s in tickets(E)))
X[103] = top({s["cust"] + "#%d" % i: tval(s) for i, s in enumerate(tickets(E))})
X[103]["value"] = X[103]["value"].split("#")[0]
X[104] = p2(kg(E, prod="banana"), kg(E))
X[105] = top({p: kg(E, prod=p) for p in ("apple", "orange")})
X[106] = top(per_product(E, "kg"))
X[107] = top(per_product(E, "kg"), low=True)
X[108] = c2(tk(E) / kg(E))
X[109] = top({d: kg(E, lo=d, hi=d) for d in ALLDAYS})
X[110] = n(len(who("2024-02-15", hi="2024-02-15", prod="strawberry")))
X[111] = k3(kg("2024-02-20", hi="2024-02-20", cust="Raj Patel"))
X[112] = top({c: tk(E, cust=c) for c in ("Ken Smith", "Bob Smith")})
X[113] = k3(kg(E) / len(who(E)))
X[114] = tab("customer", group(tickets("2024-02-10", hi="2024-02-10"), lambda s: s["cust"], lambda s: 1), 0)
X[115] = top({p: price(p, E) for p in PRODUCTS})
X[116] = c2(price("cherry", E) - price("banana", E))
X[117] = p2(len(tickets(E, days=WKEND)), len(tickets(E)))
X[118] = tab("week", {w: kg(E, lo=a, hi=b) for w, (a, b) in WEEKS.items()}, 1000)
X[119] = top({c: len({p for _, p, _, _ in pick(E, cust=c)}) for c in who(E)}, low=True)
X[120] = k3(kg("2024-02-13", hi="2024-02-13"))
X[121] = c2(max(tval(s) for s in tickets("2024-02-17", lo="2024-02-16", hi="2024-02-16")))
X[122] = top({p: kg(E, prod=p) for p in ("mango", "grape")})
X[123] = p2(tk(E, days=WKEND), tk(E))
X[124] = c2(tk(E, days=SATS) / len(tickets(E, days=SATS)))
X[125] = strict({p: v * 100 / tk(E) for p, v in per_product(E, "tk").items()}, 10)
X[126] = p2(pf(E, prod="strawberry"), pf(E))
X[127] = k3(bkg(hi="2024-02-10"))
X[128] = top(group(tickets(E), lambda s: s["cust"], lambda s: 1))
X[129] = k3(max(tkg(s) for s in tickets(E)))
X[130] = n(len(tickets("2024-02-22", lo="2024-02-19", hi="2024-02-22")))
X[131] = rank(per_customer(E, "tk"))
X[132] = k3(kg(E, lo="2024-02-19", hi="2024-02-25") / 7)
X[133] = top(per_weekday(E, "kg"), low=True)
X[134] = c2(tk(E, cust="Sue Davis") / len(tickets(E, cust="Sue Davis")))
X[135] = p2(len(who(E, prod="banana")), len(who(E)))
X[136] = c2(max(tval(s) for s in tickets("2024-02-08", hi="2024-02-08")))
X[137] = c2(max(tk(E, lo=d, hi=d) for d in ALLDAYS))
X[138] = n(len(tickets(E, prod="cherry", days=WKEND)))
X[139] = c2(tk("2024-02-24", lo="2024-02-19", hi="2024-02-24")
            / len(tickets("2024-02-24", lo="2024-02-19", hi="2024-02-24")))
X[140] = tab("product", per_product(E, "tk"), 100)
X[141] = k3(kg("2024-02-19", hi="2024-02-19", prod="strawberry") - kg("2024-02-19", hi="2024-02-19", prod="cherry"))
X[142] = top(per_product("2024-02-11", "kg", hi="2024-02-11"))
X[143] = tab("weekday", group(tickets(E), lambda s: WEEKDAY_OF[s["date"]], lambda s: 1), 0)
X[144] = c2(tk("2024-02-25", lo="2024-02-24", hi="2024-02-25") / kg("2024-02-25", lo="2024-02-24", hi="2024-02-25"))
# food-safety inspector
X[151] = n(len(adjs))
X[152] = k3(wkg())
X[153] = tab("product", {p: wcost(prod=p) for p in PRODUCTS}, 100)
X[154] = top({p: wkg(prod=p) for p in PRODUCTS})
X[155] = k3(stock("cherry", "2024-02-25"))
X[156] = tab("product", {p: stock(p, E) for p in PRODUCTS}, 1000)
X[157] = strict({p: stock(p, E) for p in PRODUCTS}, 22, below=True)
X[158] = k3(stock("strawberry", "2024-02-15"))
X[159] = k3(wkg("2024-02-19", "2024-02-19"))
X[160] = n(len(woff(prod="strawberry")))
X[161] = p2(wkg(prod="strawberry"), bkg(prod="strawberry"))
X[162] = lst({a[0] for a in woff()})
X[163] = k3(stock("grape", "2024-02-10"))
X[164] = n(len(rets))
X[165] = lst({c for _, c, _ in rets})
X[166] = k3(sum(tkg(s) for _, _, s in rets))
X[167] = n(len({u for _, u in drops}))
X[168] = k3(bkg("2024-02-28", "2024-02-28", prod="cherry"))
X[169] = k3(stock("strawberry", "2024-02-20"))
X[170] = k3(stock("cherry", "2024-02-27"))
X[171] = k3(sum(stock(p, E) for p in PRODUCTS))
X[172] = k3(wkg("2024-02-10", E))
X[173] = lst([p for p in PRODUCTS if not woff(prod=p)])
X[174] = k3(wkg("2024-02-26", E, prod="cherry"))
X[175] = n(len(tickets(E, lo="2024-02-16", hi="2024-02-20", prod="strawberry")))
X[176] = n(len(who("2024-02-23", lo="2024-02-23", hi="2024-02-23")))
X[177] = n(len(tickets("2024-02-06", lo="2024-02-05", hi="2024-02-05")))
X[178] = k3(stock("banana", "2024-02-07"))
X[179] = k3(stock("pear", "2024-02-11"))
X[180] = c2(stock("strawberry", E) * ucost["strawberry"])
X[181] = tab("day", group(woff(), lambda a: a[0], lambda a: -a[2]), 1000)
X[182] = k3(kg(E, lo="2024-02-19", hi="2024-02-25", prod="strawberry"))
X[183] = k3(wkg(hi="2024-02-09", prod="pear"))
X[184] = top({p: stock(p, E) for p in PRODUCTS})
X[185] = tab("product", {p: stock(p, "2024-02-14") for p in PRODUCTS}, 1000)
X[186] = n(sum(1 for d, _, _ in rets if "2024-02-16" <= d <= E))
X[187] = k3(kg(E, lo="2024-02-20", hi="2024-02-27", prod="mango"))
X[188] = k3(sum(stock(p, "2024-02-09") for p in PRODUCTS))
X[189] = k3(wkg() / len(woff()))
X[190] = n(len(tickets(E, days=WKEND)))
X[191] = strict({p: stock(p, E) for p in PRODUCTS}, 29)
X[192] = k3(wkg("2024-02-12", "2024-02-17"))
X[193] = k3(sum(tkg(s) for d, _, s in rets if "2024-02-19" <= d <= "2024-02-25"))
X[194] = c2(wcost("2024-02-23", E))
CHECKS = {"q76-%03d" % k: v for k, v in X.items()}


# ------------------------------------------------------------ compare
def same(e, want):
    if e["type"] != want["type"]:
        return False
    if e["type"] in ("number", "name"):
        return e["value"] == want["value"]
    if e["type"] == "names":
        if e["ordered"] != want["ordered"]:
            return False
        return e["values"] == want["values"] if e["ordered"] else sorted(e["values"]) == sorted(want["values"])
    return e["key"] == want["key"] and e["rows"] == want["rows"]


answered = {q["id"] for q in qs if q["expect"]["type"] != "refuse"}
assert set(CHECKS) == answered, ("not re-derived", sorted(answered - set(CHECKS)), sorted(set(CHECKS) - answered))
bad = 0
for qid, want in CHECKS.items():
    if not same(by_id[qid]["expect"], want):
        bad += 1
        print("MISMATCH", qid, by_id[qid]["question"], "\n   file:", by_id[qid]["expect"], "\n   mine:", want)


# ------------------------------------------------------------ does it catch a changed answer?
def mutated(e):
    e = copy.deepcopy(e)
    if e["type"] == "number":
        e["value"] = round(e["value"] + (0.01 if isinstance(e["value"], float) else 1), 3)
    elif e["type"] == "name":
        e["value"] = e["value"] + "x"
    elif e["type"] == "names":
        e["values"] = e["values"][1:] if len(e["values"]) > 1 else e["values"] + ["kiwi"]
    else:
        k = sorted(e["rows"])[0]
        e["rows"][k] = e["rows"][k] + 1
    return e


caught = 0
for qid in CHECKS:
    if not same(mutated(by_id[qid]["expect"]), CHECKS[qid]):
        caught += 1
assert caught == len(CHECKS), "a changed answer slipped through"
print("questions", len(qs), "refuse", n_refuse, "asked before 29 Feb", n_early,
      "re-derived", len(CHECKS), "mismatches", bad, "| changed answers caught", caught, "of", len(CHECKS))
raise SystemExit(1 if bad else 0)
