"""Checks bench/unseen52/questions.jsonl: format, unique ids, and an independent recomputation of a set of
answers (own parsing of the records, Fraction arithmetic, no import of question_truth.py).  Run:

    python bench/unseen52/validate.py
"""

import datetime
import json
import math
import os
import re
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
QPATH = os.path.join(HERE, "questions.jsonl")
KEYS = {"product", "customer", "supplier", "day", "week", "month", "weekday"}
CATS = {"yes_no", "accountant_shares", "till_worker", "franchise_owner", "refuse"}

# ------------------------------------------------------------ format checks
with open(QPATH, encoding="utf-8") as _f:
    qs = [json.loads(line) for line in _f if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q52-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q52-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert q["category"] in CATS, q
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
        assert e["rows"] and all(isinstance(v, (int, float)) and v != 0 for v in e["rows"].values()), q
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_id = {q["id"]: q for q in qs}
n_ref = sum(q["category"] == "refuse" for q in qs)
assert len(qs) >= 200 and 0.10 <= n_ref / len(qs) <= 0.14, (len(qs), n_ref)

# ------------------------------------------------------------ independent ledger, cut at a date
with open(DATA, encoding="utf-8") as _f:
    RECS = [json.loads(line) for line in _f if line.strip()]
UNIT = {}
for r in RECS:
    for it in r.get("items", []) if r["kind"] == "purchase" else []:
        UNIT.setdefault(it["product"], set()).add(F(str(it["unit_cost"])))
assert all(len(v) == 1 for v in UNIT.values())
UNIT = {p: next(iter(v)) for p, v in UNIT.items()}


def half_up(x, places):
    x = F(x) * 10**places
    sign = -1 if x < 0 else 1
    return sign * F(math.floor(abs(x) + F(1, 2)), 10**places)


def c2(x):
    return float(half_up(x, 2))


def k3(x):
    return float(half_up(x, 3))


def pc(a, b):
    return c2(F(a) * 100 / F(b))


def D(n):
    return f"2024-02-{n:02d}"


_memo = {}


def state(today):
    """Sales, buys, adjustments, returns and the price log for records dated up to `today`."""
    if today in _memo:
        return _memo[today]
    cur, plog, sales, buys, adjs, rets = {}, [], [], [], [], []
    for r in RECS:
        if r["date"] > today:
            continue
        if r["kind"] == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"]))))
                if it.get("selling_price") is not None:
                    cur[it["product"]] = F(str(it["selling_price"]))
                    plog.append((r["date"], it["product"], cur[it["product"]]))
        elif r["kind"] == "price_change":
            cur[r["product"]] = F(str(r["selling_price"]))
            plog.append((r["date"], r["product"], cur[r["product"]]))
        elif r["kind"] == "sale":
            ls = [(it["product"], F(str(it["quantity"])), half_up(F(str(it["quantity"])) * cur[it["product"]], 2))
                  for it in r["items"]]
            sales.append({"d": r["date"], "c": r["customer"]["name"], "ls": ls, "back": False})
        elif r["kind"] == "return":
            (s,) = [s for s in sales if s["d"] == r["sale_date"] and s["c"] == r["customer"]["name"] and not s["back"]]
            s["back"] = True
            rets.append((r["date"], s["c"], sum(v for _, _, v in s["ls"])))
        elif r["kind"] == "stock_adjustment":
            adjs.append((r["date"], r["product"], F(str(r["quantity"]))))
    out = {"sales": [s for s in sales if not s["back"]], "all": sales, "buys": buys, "adjs": adjs, "rets": rets,
           "plog": plog}
    _memo[today] = out
    return out


def wday(d):
    return datetime.date.fromisoformat(d).weekday()


def pick(t, lo, hi, p=None, c=None, wd=None):
    for s in state(D(t))["sales"]:
        if D(lo) <= s["d"] <= D(hi) and c in (None, s["c"]) and (wd is None or wday(s["d"]) in wd):
            for pp, q, v in s["ls"]:
                if p in (None, pp):
                    yield s, pp, q, v


def tk(t, lo, hi, p=None, c=None, wd=None):
    return sum((v for *_, v in pick(t, lo, hi, p, c, wd)), F(0))


def kq(t, lo, hi, p=None, c=None):
    return sum((q for _, _, q, _ in pick(t, lo, hi, p, c)), F(0))


def pr(t, lo, hi, p=None, c=None):
    return sum((v - q * UNIT[pp] for _, pp, q, v in pick(t, lo, hi, p, c)), F(0))


def ns(t, lo, hi, c=None, wd=None):
    return len({id(s) for s, *_ in pick(t, lo, hi, None, c, wd)})


def cu(t, lo, hi, p=None):
    return sorted({s["c"] for s, *_ in pick(t, lo, hi, p)})


def rf(t, lo, hi, c=None):
    return sum((v for d, cc, v in state(D(t))["rets"] if D(lo) <= d <= D(hi) and c in (None, cc)), F(0))


def nr(t, lo, hi, c=None):
    return sum(1 for d, cc, _ in state(D(t))["rets"] if D(lo) <= d <= D(hi) and c in (None, cc))


def spent(t, lo, hi, p=None, sup=None):
    return sum((q * UNIT[pp] for d, s, pp, q in state(D(t))["buys"] if D(lo) <= d <= D(hi) and p in (None, pp)
                and sup in (None, s)), F(0))


def bought(t, lo, hi, p=None):
    return sum((q for d, _, pp, q in state(D(t))["buys"] if D(lo) <= d <= D(hi) and p in (None, pp)), F(0))


def wo(t, lo, hi, p=None):
    return sum((-q for d, pp, q in state(D(t))["adjs"] if D(lo) <= d <= D(hi) and p in (None, pp) and q < 0), F(0))


def stk(d, p):
    s = state(D(d))
    return (sum((q for *_, pp, q in s["buys"] if pp == p), F(0)) - kq(d, 1, d, p)
            + sum((q for _, pp, q in s["adjs"] if pp == p), F(0)))


def price(t, p):
    return [x for _, pp, x in state(D(t))["plog"] if pp == p][-1]


def totals(t, lo, hi):
    return [sum(v for *_, v in s["ls"]) for s in state(D(t))["sales"] if D(lo) <= s["d"] <= D(hi)]


def groupby(t, lo, hi, keyf, val, rnd):
    out = {}
    for s, p, q, v in pick(t, lo, hi):
        k = keyf(s, p)
        out[k] = out.get(k, F(0)) + val(p, q, v)
    return {k: rnd(x) for k, x in sorted(out.items()) if rnd(x) != 0}




def TAK(p, q, v):
    return v


M = 29
checks = {
    "q52-001": c2(tk(24, 12, 18, c="Bob Smith")),
    "q52-002": c2(tk(21, 12, 18, c="Bob Smith")),
    "q52-003": k3(stk(M, "mango")),
    "q52-004": c2(rf(M, 1, M, "Eva Berg")),
    "q52-005": k3(kq(M, 16, 16, "mango")),
    "q52-006": k3(stk(27, "cherry")),
    "q52-007": nr(M, 26, M),
    "q52-008": c2(tk(M, 19, 25)),
    "q52-011": c2(tk(M, 1, M, c="Zoe Davis")),
    "q52-012": c2(price(M, "orange")),
    "q52-014": k3(wo(M, 19, 25)),
    "q52-015": c2(rf(M, 1, M, "Ken Smith")),
    "q52-016": c2(tk(M, 20, 20)),
    "q52-017": ns(20, 11, 11),
    "q52-018": ns(M, 11, 11),
    "q52-019": k3(kq(M, 1, M, "grape", "Sue Davis")),
    "q52-020": c2(spent(M, 1, M, sup="Hillside Produce")),
    "q52-021": k3(stk(M, "grape")),
    "q52-022": c2(pr(M, 19, 25, "strawberry")),
    "q52-024": len(cu(M, 5, 11)),
    "q52-026": c2(tk(23, 19, 23, c="Luis Garcia")),
    "q52-027": c2(tk(M, 1, M, "mango", "Ann Brown")),
    "q52-028": sum(1 for v in totals(M, 1, M) if v > 20),
    "q52-029": nr(M, 1, M, "Ida Novak"),
    "q52-030": k3(bought(M, 21, M, "cherry")),
    "q52-032": c2(tk(M, 24, 25, c="Mei Chen")),
    "q52-035": c2(tk(M, 1, M, c="Raj Patel")),
    "q52-037": c2(rf(M, 1, M)),
    "q52-038": k3(kq(22, 19, 22)),
    "q52-039": k3(stk(9, "apple")),
    "q52-040": c2(tk(M, 15, M, c="Tom Lee")),
    "q52-045": c2(tk(14, 12, 14, c="Raj Patel")),
    "q52-046": c2(rf(12, 1, 12)),
    "q52-047": k3(kq(10, 1, 10, "pear")),
    "q52-048": pc(tk(M, 1, M, "strawberry"), tk(M, 1, M)),
    "q52-050": pc(rf(M, 1, M), tk(M, 1, M)),
    "q52-051": pc(pr(M, 1, M, "cherry"), tk(M, 1, M, "cherry")),
    "q52-052": pc(pr(M, 1, M), tk(M, 1, M)),
    "q52-053": pc(tk(M, 19, 25) - tk(M, 12, 18), tk(M, 12, 18)),
    "q52-055": pc(kq(M, 1, M, "banana"), kq(M, 1, M)),
    "q52-057": pc(tk(M, 1, M, c="Tom Lee"), tk(M, 1, M)),
    "q52-058": pc(len(state(D(M))["rets"]), len(state(D(M))["all"])),
    "q52-059": pc(tk(M, 1, M, wd={5, 6}), tk(M, 1, M)),
    "q52-060": pc(tk(M, 1, 7), tk(M, 1, M)),
    "q52-061": pc(price(M, "mango") - UNIT["mango"], UNIT["mango"]),
    "q52-063": pc(spent(M, 1, M, sup="ABC"), spent(M, 1, M)),
    "q52-065": pc(tk(M, 1, M) - pr(M, 1, M), tk(M, 1, M)),
    "q52-066": pc(tk(M, 28, 28) - tk(M, 27, 27), tk(M, 27, 27)),
    "q52-069": pc(kq(M, 1, M, "grape"), bought(M, 1, M, "grape")),
    "q52-074": pc(ns(M, 1, M, wd={5, 6}), ns(M, 1, M)),
    "q52-075": pc(rf(M, 19, 25), tk(M, 19, 25)),
    "q52-077": pc(price(18, "orange") - price(17, "orange"), price(17, "orange")),
    "q52-079": pc(tk(M, 1, M, "strawberry", "Zoe Davis"), tk(M, 1, M, c="Zoe Davis")),
    "q52-083": pc(tk(M, 1, 14), tk(M, 1, M)),
    "q52-088": pc(rf(16, 1, 16), tk(16, 1, 16)),
    "q52-089": pc(wo(M, 1, M), bought(M, 1, M)),
    "q52-090": pc(ns(M, 19, 25) - ns(M, 12, 18), ns(M, 12, 18)),
    "q52-096": c2(tk(20, 20, 20)),
    "q52-097": c2(tk(M, 28, 28)),
    "q52-098": k3(kq(26, 26, 26, "banana")),
    "q52-102": k3(stk(M, "mango")),
    "q52-103": k3(stk(22, "strawberry")),
    "q52-105": c2(rf(26, 26, 26)),
    "q52-106": cu(25, 25, 25),
    "q52-108": k3(kq(16, 16, 16)),
    "q52-113": c2(max(totals(M, M, M))),
    "q52-114": c2(tk(M, M, M) / ns(M, M, M)),
    "q52-116": k3(stk(12, "apple")),
    "q52-118": k3(stk(28, "cherry")),
    "q52-119": c2(tk(22, 19, 22)),
    "q52-122": c2(tk(25, 25, 25, c="Raj Patel")),
    "q52-127": {p: k3(stk(M, p)) for p in sorted(UNIT) if stk(M, p) != 0},
    "q52-131": c2(tk(6, 5, 5)),
    "q52-140": k3(stk(3, "orange")),
    "q52-141": k3(stk(8, "banana")),
    "q52-143": c2(tk(13, 12, 12, c="Omar Haddad")),
    "q52-144": k3(kq(M, 1, 14, "banana")),
    "q52-146": c2(tk(M, 16, M)),
    "q52-147": c2(tk(M, 5, 18)),
    "q52-150": groupby(M, 1, M, lambda s, p: (datetime.date.fromisoformat(s["d"]) - datetime.timedelta(
        days=wday(s["d"]))).isoformat(), TAK, c2),
    "q52-157": ns(M, 5, 18),
    "q52-159": c2(tk(M, 16, M) / ns(M, 16, M)),
    "q52-163": c2(tk(M, 12, 25, c="Omar Haddad")),
    "q52-165": c2(tk(M, 1, 15)),
    "q52-166": k3(stk(4, "cherry")),
    "q52-170": c2(tk(26, 12, 25)),
    "q52-171": c2(rf(M, 16, M)),
    "q52-173": {s: c2(spent(M, 1, 14, sup=s)) for s in sorted({b[1] for b in state(D(M))["buys"]})
                if spent(M, 1, 14, sup=s)},
    "q52-174": groupby(12, 1, 12, lambda s, p: s["c"], TAK, c2),
    "q52-176": c2(tk(M, 3, 3) - tk(M, 24, 24)),
    "q52-180": c2(abs(tk(M, 19, 25) - tk(M, 12, 18))),
    "q52-181": c2(max(tk(M, 1, 14), tk(M, 15, 28))),
    "q52-185": [c for c, v in groupby(M, 1, M, lambda s, p: s["c"], TAK, lambda x: x).items() if v > 40],
    "q52-189": c2(tk(M, 1, M)),
    "q52-190": c2(tk(7, 1, 7)),
}

bad = 0
for qid, want in checks.items():
    e = by_id[qid]["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if got != want:
        bad += 1
        print("MISMATCH", qid, by_id[qid]["question"], "file:", got, "recomputed:", want)
assert len(checks) >= 60
print("questions", len(qs), "refuse", n_ref, "checked", len(checks), "mismatches", bad)
raise SystemExit(1 if bad else 0)
