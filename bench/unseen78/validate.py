"""Checks bench/unseen78/questions.jsonl: format, ids, mix, and an independent recomputation of EVERY
non-refusal answer (own parsing of the records, Fraction arithmetic, no import of question_truth.py or
engine78.py).  The reading of each question (period, filters, grouping) comes from specs78.json, which
question_truth.py writes next to the questions; the arithmetic here is separate.  Finally it changes one
answer in memory and checks that the comparison notices.  Run from the repository root:

    python bench/unseen78/validate.py
"""
import datetime
import json
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
SPATH = os.path.join(HERE, "specs78.json")
KEYS = {"product", "customer", "supplier", "day", "week", "month", "weekday"}
NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q78-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q78-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert 190 <= len(qs) <= 210, len(qs)
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
    datetime.date.fromisoformat(q["today"])
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
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
n_ref = sum(q["category"] == "refuse" for q in qs)
n_early = sum(q["today"] < "2024-02-29" for q in qs)
assert 0.10 <= n_ref / len(qs) <= 0.14, n_ref
assert 0.22 <= n_early / len(qs) <= 0.30, n_early
with open(SPATH) as fh:
    specs = json.load(fh)
assert sorted(specs) == ids
personas = {}
for v in specs.values():
    personas[v["persona"]] = personas.get(v["persona"], 0) + 1
assert len(personas) == 4 and all(45 <= n <= 55 for n in personas.values()), personas

# ------------------------------------------------------------ independent ledger, as of a given day
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]
UCOST = {}
for r in RECS:
    for it in r.get("items", []) if r["kind"] == "purchase" else []:
        UCOST.setdefault(it["product"], set()).add(F(str(it["unit_cost"])))
assert all(len(v) == 1 for v in UCOST.values())
UCOST = {p: next(iter(v)) for p, v in UCOST.items()}


class Book:
    def __init__(self, today):
        self.today = today
        self.sold = []      # [date, customer, product, kg, value, sale_no]
        self.bought = []    # [date, supplier, product, kg, unit cost]
        self.lost = []      # [date, product, kg (signed)]
        self.refund = []    # [date, customer, value]
        self.priced = []    # [date, product, price]
        self.back = {}      # sale_no -> return date
        cur = {}
        n = 0
        for r in RECS:
            if r["date"] > today:
                continue
            kind = r["kind"]
            if kind == "sale":
                n += 1
                for it in r["items"]:
                    kg = F(str(it["quantity"]))
                    cents = kg * cur[it["product"]] * 100
                    assert cents - int(cents) != F(1, 2)
                    self.sold.append([r["date"], r["customer"]["name"], it["product"], kg,
                                      F(int(cents + F(1, 2)), 100), n])
            elif kind == "purchase":
                for it in r["items"]:
                    self.bought.append([r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                                        F(str(it["unit_cost"]))])
                    if "selling_price" in it and it["selling_price"] is not None:
                        cur[it["product"]] = F(str(it["selling_price"]))
                        self.priced.append([r["date"], it["product"], cur[it["product"]]])
            elif kind == "price_change":
                cur[r["product"]] = F(str(r["selling_price"]))
                self.priced.append([r["date"], r["product"], cur[r["product"]]])
            elif kind == "stock_adjustment":
                self.lost.append([r["date"], r["product"], F(str(r["quantity"]))])
            elif kind == "return":
                nos = {x[5] for x in self.sold if x[0] == r["sale_date"] and x[1] == r["customer"]["name"]
                       and x[5] not in self.back}
                assert len(nos) == 1
                no = nos.pop()
                self.back[no] = r["date"]
                self.refund.append([r["date"], r["customer"]["name"], sum(x[4] for x in self.sold if x[5] == no)])


BOOKS = {}


def book(today):
    if today not in BOOKS:
        BOOKS[today] = Book(today)
    return BOOKS[today]


def ok_day(day, s):
    if not s.get("lo", "0000-00-00") <= day <= s.get("hi", "9999-99-99"):
        return False
    return "wd" not in s or datetime.date.fromisoformat(day).weekday() in s["wd"]


def value(s, today):
    b = book(today)
    m = s["m"]
    if m == "ratio":
        return value(s["a"], today) * 100 / value(s["b"], today)
    if m == "chg":
        x, y = value(s["a"], today), value(s["b"], today)
        return (x - y) * 100 / y
    if m == "sub":
        return value(s["a"], today) - value(s["b"], today)
    if m == "per":
        return value(s["a"], today) / value(s["b"], today)
    if m == "div":
        return value(s["a"], today) / s["n"]
    if m == "price":
        found = [x[2] for x in b.priced if x[1] == s["prod"] and x[0] <= s["at"]]
        return found[-1]
    if m == "stock":
        prods = [s["prod"]] if "prod" in s else list(UCOST)
        at = s["at"]
        tot = F(0)
        for p in prods:
            tot += sum(x[3] for x in b.bought if x[2] == p and x[0] <= at)
            tot -= sum(x[3] for x in b.sold if x[2] == p and x[0] <= at and not b.back.get(x[5], "~") <= at)
            tot += sum(x[2] for x in b.lost if x[1] == p and x[0] <= at)
        return tot
    if m in ("bought_kg", "bought_cost"):
        rows = [x for x in b.bought if ok_day(x[0], s) and s.get("prod", x[2]) == x[2] and s.get("sup", x[1]) == x[1]]
        return sum(x[3] * (x[4] if m == "bought_cost" else 1) for x in rows)
    if m in ("writeoff_kg", "writeoff_cost"):
        rows = [x for x in b.lost if x[2] < 0 and ok_day(x[0], s) and s.get("prod", x[1]) == x[1]]
        return sum(-x[2] * (UCOST[x[1]] if m == "writeoff_cost" else 1) for x in rows)
    if m in ("refunds", "returns_count"):
        rows = [x for x in b.refund if ok_day(x[0], s) and s.get("cust", x[1]) == x[1]]
        return sum(x[2] for x in rows) if m == "refunds" else len(rows)
    rows = [x for x in b.sold if x[5] not in b.back and ok_day(x[0], s) and s.get("cust", x[1]) == x[1]
            and s.get("prod", x[2]) == x[2]]
    money = sum(x[4] for x in rows)
    kg = sum(x[3] for x in rows)
    cost = sum(x[3] * UCOST[x[2]] for x in rows)
    n = len({x[5] for x in rows})
    if m == "takings":
        return F(money)
    if m == "kilos":
        return F(kg)
    if m == "count":
        return n
    if m == "cogs":
        return F(cost)
    if m == "profit":
        return F(money - cost)
    if not rows:
        return None
    return {"margin": lambda: (money - cost) * 100 / money, "avg_sale": lambda: F(money, n),
            "avg_kg_price": lambda: F(money) / kg, "avg_kg": lambda: F(kg, n)}[m]()


def keys_for(by):
    if by == "product":
        return sorted(UCOST)
    if by == "customer":
        return sorted({r["customer"]["name"] for r in RECS if "customer" in r})
    if by == "supplier":
        return sorted({r["supplier"]["name"] for r in RECS if "supplier" in r})
    days = [(datetime.date(2024, 2, 1) + datetime.timedelta(days=i)).isoformat() for i in range(29)]
    if by == "day":
        return days
    if by == "week":
        return sorted({(datetime.date.fromisoformat(x) - datetime.timedelta(days=datetime.date.fromisoformat(x)
                                                                            .weekday())).isoformat() for x in days})
    if by == "weekday":
        return NAMES
    return ["2024-02"]


def narrow(s, by, key):
    """Copy of the spec with the group filter applied (to the numerator only for a share)."""
    s = json.loads(json.dumps(s))
    t = s["a"] if s["m"] == "ratio" else s
    if by in ("product", "customer", "supplier"):
        t[{"product": "prod", "customer": "cust", "supplier": "sup"}[by]] = key
    elif by == "day":
        if not ok_day(key, {k: v for k, v in t.items() if k in ("lo", "hi")}):
            return None
        t["lo"] = t["hi"] = key
    elif by == "week":
        end = (datetime.date.fromisoformat(key) + datetime.timedelta(days=6)).isoformat()
        t["lo"], t["hi"] = max(key, t.get("lo", key)), min(end, t.get("hi", end))
    elif by == "weekday":
        i = NAMES.index(key)
        if "wd" in t and i not in t["wd"]:
            return None
        t["wd"] = [i]
    return s


def by_key(s, by, today):
    out = {}
    for k in keys_for(by):
        t = narrow(s, by, k)
        if t is None:
            continue
        v = value(t, today)
        if v:
            out[k] = F(v)
    return out


STEP = {"money": F(1, 100), "pct": F(1, 100), "kg": F(1, 1000), "count": F(1)}


def rounded(v, unit):
    x = F(v) / STEP[unit]
    assert x - (x.numerator // x.denominator) != F(1, 2), "half step"
    r = (x + F(1, 2)).numerator // (x + F(1, 2)).denominator
    return r if unit == "count" else float(F(r) * STEP[unit])


def expected(spec, ans, today):
    if isinstance(ans, str):
        return {"type": "number", "value": rounded(value(spec, today), ans)}
    g = by_key(spec, ans[1], today)
    if ans[0] == "table":
        return {"type": "table", "key": ans[1], "rows": {k: rounded(v, ans[2]) for k, v in g.items()}}
    ranked = sorted(g, key=g.get)
    if ans[-1] == "desc":
        ranked.reverse()
    if ans[0] == "top":
        assert g[ranked[0]] != g[ranked[1]]
        return {"type": "name", "value": ranked[0]}
    if ans[0] == "rank":
        k = ans[2]
        assert len({g[x] for x in ranked[: k + 1]}) == min(k + 1, len(ranked))
        return {"type": "names", "values": ranked[:k], "ordered": True}
    thr = F(ans[2])
    assert thr not in g.values()
    pick = [x for x in g if (g[x] > thr if ans[0] == "gt" else g[x] < thr)]
    return {"type": "names", "values": sorted(pick), "ordered": False}


def same(a, b):
    if a.get("type") == "names" and not a["ordered"] and b.get("type") == "names":
        return sorted(a["values"]) == sorted(b["values"]) and not b["ordered"]
    return a == b


def compare(questions):
    bad = []
    for q in questions:
        if q["category"] == "refuse":
            continue
        sp = specs[q["id"]]
        want = expected(sp["spec"], sp["ans"], q["today"])
        if not same(q["expect"], want):
            bad.append((q["id"], q["question"], q["expect"], want))
    return bad


bad = compare(qs)
for b in bad:
    print("MISMATCH", *b)
checked = sum(q["category"] != "refuse" for q in qs)

# ------------------------------------------------------------ does the check catch a changed answer?
mutated = json.loads(json.dumps(qs))
target = next(q for q in mutated if q["expect"]["type"] == "number")
target["expect"]["value"] = round(target["expect"]["value"] + 0.01, 2)
assert len(compare(mutated)) == 1, "a changed number went unnoticed"
mutated = json.loads(json.dumps(qs))
target = next(q for q in mutated if q["expect"]["type"] == "names" and q["expect"]["ordered"])
target["expect"]["values"] = target["expect"]["values"][::-1]
assert len(compare(mutated)) == 1, "a reordered ranking went unnoticed"

print("questions", len(qs), "refuse", n_ref, "today<02-29", n_early, "personas", personas,
      "checked", checked, "mismatches", len(bad))
raise SystemExit(1 if bad else 0)
