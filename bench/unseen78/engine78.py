"""Decimal ledger for set 78 (used by question_truth.py only)."""
import datetime
import json
import os
from decimal import ROUND_HALF_UP, Decimal, getcontext

getcontext().prec = 40
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dec(x):
    return Decimal(str(x))


COST = {}
for r in RECS:
    if r["kind"] == "purchase":
        for it in r["items"]:
            c = dec(it["unit_cost"])
            assert COST.setdefault(it["product"], c) == c, "one unit cost per product"


def ledger(today):
    price, prices, sales, buys, adj, rets = {}, [], [], [], [], []
    for r in RECS:
        if r["date"] > today:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"], dec(it["quantity"]),
                             dec(it["unit_cost"])))
                if it.get("selling_price") is not None:
                    price[it["product"]] = dec(it["selling_price"])
                    prices.append((r["date"], it["product"], price[it["product"]]))
        elif k == "price_change":
            price[r["product"]] = dec(r["selling_price"])
            prices.append((r["date"], r["product"], price[r["product"]]))
        elif k == "sale":
            lines = []
            for it in r["items"]:
                q = dec(it["quantity"])
                lines.append((it["product"], q, (q * price[it["product"]]).quantize(Decimal("0.01"), ROUND_HALF_UP)))
            sales.append({"date": r["date"], "cust": r["customer"]["name"], "lines": lines, "ret": None})
        elif k == "return":
            hit = [s for s in sales if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]
                   and s["ret"] is None]
            assert len(hit) == 1
            hit[0]["ret"] = r["date"]
            rets.append((r["date"], r["customer"]["name"], sum(t for _, _, t in hit[0]["lines"])))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], dec(r["quantity"])))
    return {"sales": sales, "buys": buys, "adj": adj, "rets": rets, "prices": prices}


def wday(d):
    return datetime.date.fromisoformat(d).weekday()


def monday(d):
    x = datetime.date.fromisoformat(d)
    return (x - datetime.timedelta(days=x.weekday())).isoformat()


def inrange(d, s):
    return s.get("lo", "0000") <= d <= s.get("hi", "9999") and ("wd" not in s or wday(d) in s["wd"])


def scalar(s, today):
    L = ledger(today)
    m = s["m"]
    if m in ("ratio", "chg", "sub", "div", "per"):
        a = scalar(s["a"], today)
        if m == "per":
            return a / scalar(s["b"], today)
        if m == "div":
            return a / Decimal(s["n"])
        b = scalar(s["b"], today)
        if m == "sub":
            return a - b
        if m == "ratio":
            return a / b * 100
        return (a - b) / b * 100
    if m in ("takings", "kilos", "count", "cogs", "profit", "margin", "avg_sale", "avg_kg_price", "avg_kg"):
        live = [x for x in L["sales"] if x["ret"] is None and inrange(x["date"], s)
                and ("cust" not in s or x["cust"] == s["cust"])]
        tk = kg = cg = Decimal(0)
        n = 0
        for x in live:
            hit = False
            for p, q, t in x["lines"]:
                if "prod" in s and p != s["prod"]:
                    continue
                hit = True
                tk += t
                kg += q
                cg += q * COST[p]
            n += hit
        return {"takings": lambda: tk, "kilos": lambda: kg, "count": lambda: Decimal(n), "cogs": lambda: cg,
                "profit": lambda: tk - cg, "margin": lambda: (tk - cg) / tk * 100 if tk else None,
                "avg_sale": lambda: tk / n if n else None, "avg_kg_price": lambda: tk / kg if kg else None,
                "avg_kg": lambda: kg / n if n else None}[m]()
    if m in ("bought_kg", "bought_cost"):
        rows = [b for b in L["buys"] if inrange(b[0], s) and ("prod" not in s or b[2] == s["prod"])
                and ("sup" not in s or b[1] == s["sup"])]
        return sum((b[3] * (b[4] if m == "bought_cost" else 1) for b in rows), Decimal(0))
    if m in ("writeoff_kg", "writeoff_cost"):
        rows = [a for a in L["adj"] if a[2] < 0 and inrange(a[0], s) and ("prod" not in s or a[1] == s["prod"])]
        return sum((-a[2] * (COST[a[1]] if m == "writeoff_cost" else 1) for a in rows), Decimal(0))
    if m in ("refunds", "returns_count"):
        rows = [r for r in L["rets"] if inrange(r[0], s) and ("cust" not in s or r[1] == s["cust"])]
        return sum((r[2] for r in rows), Decimal(0)) if m == "refunds" else Decimal(len(rows))
    if m == "stock" and "prod" not in s:
        return sum((scalar(dict(s, prod=p), today) for p in COST), Decimal(0))
    if m == "stock":
        d = s["at"]
        assert d <= today
        b = sum((x[3] for x in L["buys"] if x[2] == s["prod"] and x[0] <= d), Decimal(0))
        sold = sum((q for x in L["sales"] if x["date"] <= d and (x["ret"] is None or x["ret"] > d)
                    for p, q, _ in x["lines"] if p == s["prod"]), Decimal(0))
        a = sum((x[2] for x in L["adj"] if x[1] == s["prod"] and x[0] <= d), Decimal(0))
        return b - sold + a
    if m == "price":
        pr = None
        for d, p, v in L["prices"]:
            if p == s["prod"] and d <= s["at"]:
                pr = v
        return pr
    raise ValueError(m)


DAYS = [f"2024-02-{d:02d}" for d in range(1, 30)]


def keyed(s, by, key):
    t = dict(s)
    if t["m"] == "ratio":
        tgt = t["a"] = dict(t["a"])
    else:
        tgt = t
    if by == "product":
        tgt["prod"] = key
    elif by == "customer":
        tgt["cust"] = key
    elif by == "supplier":
        tgt["sup"] = key
    elif by == "day":
        tgt["lo"] = tgt["hi"] = key
    elif by == "week":
        end = (datetime.date.fromisoformat(key) + datetime.timedelta(days=6)).isoformat()
        tgt["lo"] = max(key, tgt.get("lo", "0000"))
        tgt["hi"] = min(end, tgt.get("hi", "9999"))
    elif by == "weekday":
        tgt["wd"] = [WD.index(key)] if "wd" not in tgt or WD.index(key) in tgt["wd"] else []
    elif by == "month":
        tgt["lo"], tgt["hi"] = max(key + "-01", tgt.get("lo", "0000")), min(key + "-31", tgt.get("hi", "9999"))
    return t


def domain(by):
    if by == "product":
        return sorted(COST)
    if by == "customer":
        return sorted({r["customer"]["name"] for r in RECS if r["kind"] == "sale"})
    if by == "supplier":
        return sorted({r["supplier"]["name"] for r in RECS if r["kind"] == "purchase"})
    if by == "day":
        return DAYS
    if by == "week":
        return sorted({monday(d) for d in DAYS})
    if by == "weekday":
        return WD
    return ["2024-02"]


def grouped(s, by, today):
    out = {}
    for k in domain(by):
        if by == "day" and not (s.get("lo", "0000") <= k <= s.get("hi", "9999")):
            continue
        v = scalar(keyed(s, by, k), today)
        if v is not None and v != 0:
            out[k] = v
    return out
