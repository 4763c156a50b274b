"""Checks bench/unseen80/questions.jsonl: format, unique sequential ids, and an
independent recomputation of EVERY non-refusal answer (own parsing of the records,
Fraction arithmetic, stock by replaying the file, no import of question_truth.py).
It also checks that a changed answer would be caught.  Run from the repository root:

    python bench/unseen80/validate.py
"""
import copy
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
with open(QPATH) as _f:
    qs = [json.loads(line) for line in _f if line.strip()]
ids = [q["id"] for q in qs]
assert 190 <= len(qs) <= 210, len(qs)
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q80-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q80-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
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
        assert e["rows"] and all(isinstance(v, (int, float)) for v in e["rows"].values()), q
        assert all(v != 0 for v in e["rows"].values()), ("zero row", q)
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
by_id = {q["id"]: q for q in qs}
n_refuse = sum(q["expect"]["type"] == "refuse" for q in qs)
n_early = sum(q["today"] < "2024-02-29" for q in qs)
assert 0.09 <= n_refuse / len(qs) <= 0.15, n_refuse
assert 0.20 <= n_early / len(qs) <= 0.32, n_early

# ------------------------------------------------------------ independent reading of the records
with open(DATA) as _f:
    recs = [json.loads(line) for line in _f if line.strip()]
for r in recs:
    r["d"] = int(r["date"][8:10])
    assert r["date"][:8] == "2024-02-"
shelf = {}
sale_recs = []
for r in recs:
    if r["kind"] == "purchase":
        for it in r["items"]:
            if it.get("selling_price") is not None:
                shelf[it["product"]] = F(str(it["selling_price"]))
    elif r["kind"] == "price_change":
        shelf[r["product"]] = F(str(r["selling_price"]))
    elif r["kind"] == "sale":
        r["vals"] = []
        for it in r["items"]:
            exact = F(str(it["quantity"])) * shelf[it["product"]] * 100
            assert exact - (exact.numerator // exact.denominator) != F(1, 2), "half-cent line"
            r["vals"].append((it["product"], F(str(it["quantity"])), F(int(exact + F(1, 2)), 100)))
        r["back"] = None
        sale_recs.append(r)
    elif r["kind"] == "return":
        cand = [s for s in sale_recs if s["date"] == r["sale_date"] and s["customer"]["name"] == r["customer"]["name"]
                and s["back"] is None]
        assert len(cand) == 1
        cand[0]["back"] = r["d"]
PRODS = sorted({it["product"] for r in recs if r["kind"] == "purchase" for it in r["items"]})
SUPS = sorted({r["supplier"]["name"] for r in recs if r["kind"] == "purchase"})
buy_rows = [(r["d"], r["supplier"]["name"], it["product"], F(str(it["quantity"])), F(str(it["unit_cost"])))
            for r in recs if r["kind"] == "purchase" for it in r["items"]]
COST = {}
for p in PRODS:
    mine = [b for b in buy_rows if b[2] == p]
    COST[p] = sum(b[3] * b[4] for b in mine) / sum(b[3] for b in mine)
    assert all(b[4] == COST[p] for b in mine), p
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def wd(d):
    return WEEKDAYS[datetime.date(2024, 2, d).weekday()]


def iso(d):
    return datetime.date(2024, 2, d).isoformat()


def mon(d):
    x = datetime.date(2024, 2, d)
    return (x - datetime.timedelta(days=x.weekday())).isoformat()


def standing(t, a=1, b=29, c=None, days=None):
    b = min(b, t)
    return [s for s in sale_recs if a <= s["d"] <= b and not (s["back"] is not None and s["back"] <= t)
            and (c is None or s["customer"]["name"] == c) and (days is None or wd(s["d"]) in days)]


def items(t, a=1, b=29, p=None, c=None, days=None):
    return [(s, pr, q, v) for s in standing(t, a, b, c, days) for pr, q, v in s["vals"] if p in (None, pr)]


def rev(t, a=1, b=29, p=None, c=None, days=None):
    return sum((v for *_, v in items(t, a, b, p, c, days)), F(0))


def kgs(t, a=1, b=29, p=None, c=None):
    return sum((q for _, _, q, _ in items(t, a, b, p, c)), F(0))


def cnt(t, a=1, b=29, c=None, days=None):
    return len(standing(t, a, b, c, days))


def cogs(t, a=1, b=29, p=None):
    return sum((q * COST[pr] for _, pr, q, _ in items(t, a, b, p)), F(0))


def gp(t, a=1, b=29, p=None):
    return rev(t, a, b, p) - cogs(t, a, b, p)


def refunded(t, a=1, b=29):
    return [s for s in sale_recs if s["back"] is not None and a <= s["back"] <= min(b, t)]


def refund_sum(t, a=1, b=29):
    return sum((v for s in refunded(t, a, b) for *_, v in s["vals"]), F(0))


def bought(t, a=1, b=29, p=None, s=None):
    rows = [x for x in buy_rows if a <= x[0] <= min(b, t) and p in (None, x[2]) and s in (None, x[1])]
    return sum((x[3] for x in rows), F(0)), sum((x[3] * x[4] for x in rows), F(0))


def losses(t, a=1, b=29, p=None):
    return [r for r in recs if r["kind"] == "stock_adjustment" and r["quantity"] < 0
            and a <= r["d"] <= min(b, t) and p in (None, r["product"])]


def loss_kg(t, a=1, b=29, p=None):
    return sum((-F(str(r["quantity"])) for r in losses(t, a, b, p)), F(0))


def loss_cost(t, a=1, b=29, p=None):
    return sum((-F(str(r["quantity"])) * COST[r["product"]] for r in losses(t, a, b, p)), F(0))


def on_hand(d):
    """Replay the file to the close of day d: deliveries in, sales out, returns back in, adjustments."""
    level = {p: F(0) for p in PRODS}
    by_key = {(s["date"], s["customer"]["name"]): [] for s in sale_recs}
    for s in sale_recs:
        by_key[(s["date"], s["customer"]["name"])].append(s)
    used = set()
    for r in recs:
        if r["d"] > d:
            continue
        if r["kind"] == "purchase":
            for it in r["items"]:
                level[it["product"]] += F(str(it["quantity"]))
        elif r["kind"] == "sale":
            for it in r["items"]:
                level[it["product"]] -= F(str(it["quantity"]))
        elif r["kind"] == "return":
            s = next(x for x in by_key[(r["sale_date"], r["customer"]["name"])] if id(x) not in used)
            used.add(id(s))
            for it in s["items"]:
                level[it["product"]] += F(str(it["quantity"]))
        elif r["kind"] == "stock_adjustment":
            level[r["product"]] += F(str(r["quantity"]))
    return level


def at_cost(d, ps=None):
    lv = on_hand(d)
    return sum((lv[p] * COST[p] for p in (ps or PRODS)), F(0))


def price_on(p, d):
    got = None
    for r in recs:
        if r["d"] > d:
            continue
        if r["kind"] == "purchase":
            for it in r["items"]:
                if it["product"] == p and it.get("selling_price") is not None:
                    got = F(str(it["selling_price"]))
        elif r["kind"] == "price_change" and r["product"] == p:
            got = F(str(r["selling_price"]))
    return got


def group(t, key, val="rev", a=1, b=29, c=None):
    out = {}
    for s, pr, q, v in items(t, a, b, None, c):
        k = {"product": pr, "customer": s["customer"]["name"], "day": iso(s["d"]), "week": mon(s["d"]),
             "weekday": wd(s["d"])}[key]
        out[k] = out.get(k, F(0)) + {"rev": v, "kg": q}[val]
    return out


def sale_count_by(t, key):
    out = {}
    for s in standing(t):
        k = {"customer": s["customer"]["name"], "day": iso(s["d"]), "weekday": wd(s["d"])}[key]
        out[k] = out.get(k, 0) + 1
    return out


def by_month(per_day):
    out = {}
    for k, x in per_day.items():
        out[k[:7]] = out.get(k[:7], F(0)) + x
    return out


# ------------------------------------------------------------ rounding and answer shapes
def _rnd(x, places):
    x = F(x) * 10 ** places
    whole = x.numerator // x.denominator
    assert x - whole != F(1, 2), "rounding edge"
    return float(F(int(x + F(1, 2)) if x >= 0 else -int(-x + F(1, 2)), 10 ** places))


def M(x):
    return {"type": "number", "value": _rnd(x, 2)}


def K(x):
    return {"type": "number", "value": _rnd(x, 3)}


def N(x):
    return {"type": "number", "value": int(x)}


def NAME(x):
    return {"type": "name", "value": x}


def RANK(d, k, high=True, ordered=True):
    order = sorted(d, key=lambda n: d[n], reverse=high)
    cut = [d[n] for n in order[:k + 1]]
    assert len(set(cut)) == len(cut), ("tie through cut", order[:k + 1])
    if k == 1 and ordered is None:
        return NAME(order[0])
    return {"type": "names", "values": order[:k], "ordered": ordered}


def BEST(d, high=True):
    return RANK(d, 1, high, None)


def ABOVE(d, line, high=True):
    assert line not in d.values(), "on the threshold"
    return {"type": "names", "values": sorted(n for n, v in d.items() if (v > line) == high), "ordered": False}


def TAB(key, rows, places):
    out = {}
    for k in sorted(rows):
        if rows[k] == 0:
            continue
        out[k] = int(rows[k]) if places is None else _rnd(rows[k], places)
    return {"type": "table", "key": key, "rows": out}


WEEKEND = {"Saturday", "Sunday"}
WORKWEEK = set(WEEKDAYS) - WEEKEND
SOFT = ["cherry", "strawberry", "grape"]

C = {
    "001": lambda: M(rev(29)),
    "002": lambda: M(bought(29)[1]),
    "003": lambda: M(rev(29) - bought(29)[1]),
    "004": lambda: M(rev(14)),
    "005": lambda: M(bought(29, s="Green Valley Farms")[1]),
    "006": lambda: M(rev(29, 19, 25)),
    "007": lambda: M(rev(21, 19, 21)),
    "008": lambda: M(gp(29)),
    "009": lambda: M(rev(29, days=WEEKEND)),
    "010": lambda: M(refund_sum(29)),
    "011": lambda: N(len(refunded(29))),
    "012": lambda: TAB("week", group(29, "week"), 2),
    "013": lambda: M(bought(20, s="Hillside Produce")[1]),
    "014": lambda: BEST(group(29, "day")),
    "015": lambda: ABOVE(group(29, "day"), 30),
    "016": lambda: M(bought(29, 1, 15)[1]),
    "017": lambda: M(rev(24, 10, 20)),
    "018": lambda: M(rev(25, 20, 29)),
    "019": lambda: M(rev(25, 1, 9)),
    "020": lambda: M(rev(29, 23, 29)),
    "021": lambda: M(rev(27, 26, 26)),
    "022": lambda: M(rev(20, 14, 14)),
    "023": lambda: BEST(group(29, "customer")),
    "024": lambda: M(gp(29) * 100 / rev(29)),
    "025": lambda: TAB("supplier", {s: bought(29, s=s)[1] for s in SUPS}, 2),
    "026": lambda: M(loss_cost(29)),
    "027": lambda: TAB("weekday", group(29, "weekday"), 2),
    "031": lambda: M(rev(29, days=WORKWEEK)),
    "032": lambda: N(cnt(29)),
    "033": lambda: M(rev(29) / cnt(29)),
    "034": lambda: M(rev(29, 12, 25)),
    "035": lambda: M(bought(29, 19, 25)[1]),
    "036": lambda: M(rev(29, 19, 25) - bought(29, 19, 25)[1]),
    "037": lambda: M(cogs(29)),
    "038": lambda: M(rev(27, 24, 26)),
    "039": lambda: M(rev(29, p="strawberry")),
    "040": lambda: BEST(group(29, "product")),
    "041": lambda: RANK(group(29, "product"), 2),
    "043": lambda: M(rev(29, days={"Monday"})),
    "044": lambda: M(rev(19)),
    "045": lambda: M(rev(29, c="Omar Haddad")),
    "046": lambda: M(refund_sum(29, 19, 25)),
    "047": lambda: M(rev(10)),
    "048": lambda: M(bought(10)[1]),
    "051": lambda: M(rev(12, 1, 7)),
    "053": lambda: M(rev(21)),
    "054": lambda: M((rev(29, 26, 29) - rev(29, 19, 25)) * 100 / rev(29, 19, 25)),
    "055": lambda: N(len({s["customer"]["name"] for s in standing(29)})),
    "056": lambda: TAB("product", group(29, "product", "kg"), 3),
    "057": lambda: TAB("weekday", sale_count_by(29, "weekday"), None),
    "058": lambda: TAB("day", sale_count_by(29, "day"), None),
    "059": lambda: M(rev(29) / cnt(29)),
    "060": lambda: RANK(group(29, "customer"), 5),
    "061": lambda: RANK(group(29, "product", "kg"), 2, high=False),
    "062": lambda: TAB("product", {p: gp(29, p=p) * 100 / rev(29, p=p) for p in PRODS}, 2),
    "063": lambda: M(cogs(16)),
    "064": lambda: TAB("supplier", {s: bought(29, s=s)[0] for s in SUPS}, 3),
    "065": lambda: N(len({pr for _, pr, _, _ in items(29, 19, 25)})),
    "066": lambda: M(rev(22, 19, 22)),
    "067": lambda: TAB("day", {iso(d): rev(29, d, d) for d in range(23, 30)}, 2),
    "068": lambda: TAB("week", {w: sum((v for s in refunded(29) if mon(s["back"]) == w for *_, v in s["vals"]), F(0))
                                for w in {mon(d) for d in range(1, 30)}}, 2),
    "069": lambda: K(kgs(29) / cnt(29)),
    "070": lambda: M(rev(29, c="Tom Lee")),
    "071": lambda: N(len(ABOVE({str(i): sum(v for *_, v in s["vals"]) for i, s in enumerate(standing(29))},
                               15)["values"])),
    "072": lambda: BEST({p: gp(29, p=p) / rev(29, p=p) for p in PRODS}),
    "073": lambda: TAB("product", on_hand(14), 3),
    "074": lambda: TAB("product", {p: price_on(p, 29) for p in PRODS}, 2),
    "075": lambda: M(price_on("banana", 26) - price_on("banana", 1)),
    "076": lambda: M(rev(29, days=WEEKEND) * 100 / rev(29)),
    "077": lambda: N(len(losses(29))),
    "078": lambda: TAB("product", {p: loss_kg(29, p=p) for p in PRODS}, 3),
    "079": lambda: N(len(ABOVE(group(29, "customer"), 60)["values"])),
    "080": lambda: N(len({s["customer"]["name"] for s in standing(10)})),
    "081": lambda: TAB("month", by_month(group(29, "day")), 2),
    "084": lambda: K(kgs(29, 16, 29, p="mango")),
    "085": lambda: TAB("day", group(24, "day", c="Ida Novak"), 2),
    "086": lambda: M(gp(20, 12, 18)),
    "087": lambda: M(rev(29, p="orange") / kgs(29, p="orange")),
    "088": lambda: BEST(sale_count_by(29, "customer")),
    "089": lambda: N(len({s["d"] for s in standing(29)})),
    "090": lambda: K(bought(29, p="strawberry")[0]),
    "091": lambda: M(at_cost(29)),
    "092": lambda: M(kgs(29, p="cherry") * 100 / bought(29, p="cherry")[0]),
    "093": lambda: RANK({s: bought(29, s=s)[1] for s in SUPS}, 3),
    "095": lambda: TAB("customer", {c: sum(1 for s in refunded(29) if s["customer"]["name"] == c)
                                    for c in {s["customer"]["name"] for s in sale_recs}}, None),
    "096": lambda: M(rev(13, 5, 11)),
    "097": lambda: N(cnt(9, 1, 7)),
    "098": lambda: K(kgs(29, 26, 29)),
    "099": lambda: M(gp(29, 19, 25)),
    "102": lambda: M(rev(29, days=WORKWEEK) / cnt(29, days=WORKWEEK)),
    "103": lambda: N(cnt(25)),
    "105": lambda: M(rev(29, p="pear")),
    "106": lambda: K(kgs(29, p="apple")),
    "107": lambda: M(rev(26, 24, 24)),
    "108": lambda: M(price_on("orange", 29)),
    "109": lambda: M(price_on("orange", 10)),
    "110": lambda: M(price_on("banana", 29)),
    "111": lambda: K(bought(29)[0]),
    "112": lambda: N(cnt(29)),
    "113": lambda: M(rev(13, 11, 11)),
    "114": lambda: K(on_hand(29)["strawberry"]),
    "115": lambda: BEST(group(29, "product", "kg")),
    "116": lambda: BEST(group(29, "product", "kg"), high=False),
    "117": lambda: K(loss_kg(29)),
    "118": lambda: M(COST["grape"]),
    "119": lambda: M(price_on("mango", 29) - COST["mango"]),
    "120": lambda: M(rev(29, c="Ann Brown")),
    "121": lambda: M(rev(29, c="Zoe Davis")),
    "122": lambda: M(refund_sum(29)),
    "124": lambda: M(rev(29, days={"Saturday"})),
    "125": lambda: K(kgs(28, 19, 25, p="cherry")),
    "126": lambda: K(on_hand(10)["grape"]),
    "127": lambda: BEST(group(29, "weekday")),
    "128": lambda: TAB("day", group(27, "day", a=12, b=18), 2),
    "129": lambda: K(bought(29, p="banana", s="Hillside Produce")[0]),
    "130": lambda: M(gp(29, p="strawberry")),
    "131": lambda: M(rev(29) / cnt(29)),
    "132": lambda: M(rev(22, 20, 22)),
    "133": lambda: M(rev(29, days={"Thursday"})),
    "134": lambda: M(price_on("pear", 20)),
    "135": lambda: BEST(sale_count_by(29, "customer")),
    "136": lambda: M(rev(18, 17, 17)),
    "137": lambda: K(kgs(29, 20, 29, p="mango")),
    "138": lambda: M(rev(29, 18, 29, p="orange")),
    "139": lambda: ABOVE(group(29, "product", "kg"), 30),
    "140": lambda: BEST(group(29, "product"), high=False),
    "141": lambda: TAB("week", group(29, "week", "kg"), 3),
    "142": lambda: K(on_hand(29)["apple"]),
    "143": lambda: M(gp(29, p="mango") * 100 / rev(29, p="mango")),
    "148": lambda: M(bought(29, 1, 1)[1]),
    "149": lambda: K(sum(on_hand(18).values())),
    "150": lambda: M(rev(22, 20, 20)),
    "151": lambda: M(rev(29, 19, 23)),
    "152": lambda: N(cnt(29, c="Raj Patel")),
    "153": lambda: M(rev(21, 1, 19, c="Luis Garcia")),
    "154": lambda: K(kgs(14, p="banana")),
    "155": lambda: M(price_on("pear", 14)),
    "156": lambda: M(rev(8, 3, 4)),
    "158": lambda: M(at_cost(27)),
    "159": lambda: TAB("product", on_hand(27), 3),
    "160": lambda: M(at_cost(18, ["strawberry"])),
    "161": lambda: M(loss_cost(29)),
    "162": lambda: TAB("product", {p: loss_cost(29, p=p) for p in PRODS}, 2),
    "163": lambda: NAME(iso(max(r["d"] for r in losses(29)))),
    "164": lambda: K(loss_kg(29, 28, 28, "cherry")),
    "165": lambda: M(COST["strawberry"]),
    "166": lambda: TAB("product", COST, 2),
    "167": lambda: M(on_hand(19)["strawberry"] * price_on("strawberry", 19)),
    "168": lambda: K(bought(28, 19, 25)[0]),
    "169": lambda: M(bought(29, 28, 28, p="cherry")[1]),
    "170": lambda: K(on_hand(28)["cherry"]),
    "171": lambda: M(at_cost(29)),
    "172": lambda: M(rev(29, 28, 28)),
    "173": lambda: K(loss_kg(29, 1, 14)),
    "174": lambda: N(len(losses(29, 10, 29))),
    "175": lambda: M(sum(q * price_on(p, 29) for p, q in on_hand(29).items())),
    "176": lambda: M(gp(28, 1, 27)),
    "177": lambda: M(refund_sum(29, 20, 29)),
    "178": lambda: TAB("day", group(29, "day", a=26), 2),
    "179": lambda: K(sum(on_hand(27)[p] for p in SOFT)),
    "180": lambda: M(at_cost(27, SOFT)),
    "181": lambda: BEST({p: q * COST[p] for p, q in on_hand(27).items()}),
    "182": lambda: M(rev(29, 16, 29) / 14),
    "183": lambda: NAME(*{b[1] for b in buy_rows if b[2] == "mango"}),
    "184": lambda: M(bought(29, 18, 27)[1]),
    "189": lambda: K(bought(29, 1, 19, p="strawberry")[0]),
    "190": lambda: K(on_hand(21)["mango"]),
    "191": lambda: M(at_cost(26)),
    "192": lambda: K(on_hand(5)["grape"]),
    "193": lambda: K(kgs(29, 20, 27, p="strawberry")),
    "194": lambda: TAB("product", on_hand(21), 3),
    "195": lambda: ABOVE(on_hand(27), 20, high=False),
    "196": lambda: M(bought(29)[1] / bought(29)[0]),
    "197": lambda: M(bought(29, s="ABC")[1]),
    "198": lambda: K(loss_kg(29, p="pear")),
    "199": lambda: M(loss_cost(29) * 100 / cogs(29)),
    "200": lambda: M(cogs(29, 19, 25)),
    "201": lambda: K(on_hand(16)["strawberry"]),
    "202": lambda: M(price_on("orange", 17)),
    "203": lambda: K(sum(on_hand(27).values())),
    "204": lambda: TAB("supplier", {s: len({r["d"] for r in recs if r["kind"] == "purchase"
                                             and r["supplier"]["name"] == s}) for s in SUPS}, None),
    "205": lambda: M(bought(29, 23, 23, p="banana")[1]),
    "206": lambda: K(kgs(28, 26, 27)),
    "209": lambda: M(at_cost(27)),
    "210": lambda: M(loss_kg(29, p="cherry") * price_on("cherry", 28)),
}


def same(got, want):
    if got["type"] != want["type"]:
        return False
    if got["type"] == "names" and not want["ordered"]:
        return got["ordered"] == want["ordered"] and sorted(got["values"]) == sorted(want["values"])
    return got == want


def mutate(e):
    e = copy.deepcopy(e)
    if e["type"] == "number":
        e["value"] = e["value"] + (1 if isinstance(e["value"], int) else 0.01)
    elif e["type"] == "name":
        e["value"] = e["value"] + "x"
    elif e["type"] == "names":
        e["values"] = e["values"][1:] if len(e["values"]) > 1 else e["values"] + ["zzz"]
    else:
        k = sorted(e["rows"])[0]
        e["rows"][k] = e["rows"][k] + 1
    return e


answerable = [q for q in qs if q["expect"]["type"] != "refuse"]
missing = [q["id"] for q in answerable if q["id"][4:] not in C]
extra = [k for k in C if by_id.get("q80-" + k, {"expect": {"type": "refuse"}})["expect"]["type"] == "refuse"]
assert not missing and not extra, (missing, extra)
bad = 0
for q in answerable:
    want = C[q["id"][4:]]()
    today = int(q["today"][8:10])
    assert want is not None and today >= 1
    if not same(q["expect"], want):
        bad += 1
        print("MISMATCH", q["id"], q["question"], "\n   file:", q["expect"], "\n   recomputed:", want)
    assert not same(mutate(q["expect"]), want), ("a changed answer slips through", q["id"])
# the `today` each check assumes is written into its lambda; make sure it matches the file
with open(os.path.abspath(__file__)) as _f:
    SRC = _f.read()
for q in answerable:
    line = re.search(r'"' + q["id"][4:] + r'": lambda: (.*)', SRC).group(1)
    uses = re.findall(r"\b(?:rev|kgs|cnt|cogs|gp|refund_sum|refunded|bought|losses|loss_kg|loss_cost|standing|items|"
                      r"group|sale_count_by)\((\d+)", line)
    assert all(int(u) == int(q["today"][8:10]) for u in uses), ("today mismatch", q["id"], uses)
print("questions", len(qs), "refuse", n_refuse, "asked before the 29th", n_early,
      "recomputed", len(answerable), "mismatches", bad)
raise SystemExit(1 if bad else 0)
