"""Checks bench/unseen34/questions.jsonl: format, unique ids, and an independent
recomputation of a set of answers (own parsing of the records by replaying the file up to
each question's `today`, Fraction arithmetic, no import of question_truth.py).
Run from the repository root:

    python bench/unseen34/validate.py
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
END = "2024-02-29"

# ------------------------------------------------------------ format checks
with open(QPATH) as fh:
    qs = [json.loads(line) for line in fh if line.strip()]
ids = [q["id"] for q in qs]
assert len(ids) == len(set(ids)), "duplicate ids"
assert all(re.fullmatch(r"q34-\d{3}", i) for i in ids), "bad id"
assert ids == [f"q34-{n:03d}" for n in range(1, len(ids) + 1)], "ids not sequential"
assert len({q["question"].strip().lower() for q in qs}) == len(qs), "duplicate questions"
for q in qs:
    assert set(q) == {"id", "question", "today", "category", "expect"}, q
    assert isinstance(q["question"], str) and q["question"].strip(), q
    assert isinstance(q["category"], str) and q["category"], q
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
    else:
        assert t == "refuse" and set(e) == {"type"} and q["category"] == "refuse", q
    assert (q["category"] == "refuse") == (t == "refuse"), q
assert {q["category"] for q in qs} == {"data-intern", "area-manager", "cash-up", "owner-voice", "refuse"}
n_refuse = sum(q["category"] == "refuse" for q in qs)
assert len(qs) >= 165 and n_refuse >= 20 and len(qs) - n_refuse >= 145
by_text = {q["question"]: q for q in qs}

# ------------------------------------------------------------ independent ledger: replay up to `today`
with open(DATA) as fh:
    RECS = [json.loads(line) for line in fh if line.strip()]


def replay(t):
    """Replays the records dated <= t in file order."""
    price, price_hist = {}, {}
    standing = []        # sales not (yet) returned: dict(date, cust, lines=[(product, kg, value)])
    refunds = []         # (return date, value)
    buys = []            # (date, supplier, product, kg, unit cost)
    adj = []             # (date, product, kg)
    for r in RECS:
        if r["date"] > t:
            continue
        k = r["kind"]
        if k == "purchase":
            for it in r["items"]:
                buys.append((r["date"], r["supplier"]["name"], it["product"], F(str(it["quantity"])),
                             F(str(it["unit_cost"]))))
                if it.get("selling_price") is not None:
                    price[it["product"]] = F(str(it["selling_price"]))
                    price_hist.setdefault(it["product"], []).append((r["date"], price[it["product"]]))
        elif k == "price_change":
            price[r["product"]] = F(str(r["selling_price"]))
            price_hist.setdefault(r["product"], []).append((r["date"], price[r["product"]]))
        elif k == "sale":
            lines = []
            for it in r["items"]:
                q = F(str(it["quantity"]))
                cents = q * price[it["product"]] * 100
                assert cents - int(cents) != F(1, 2), "half cent line"
                lines.append((it["product"], q, F(round(cents), 100)))
            standing.append(dict(date=r["date"], cust=r["customer"]["name"], lines=lines))
        elif k == "return":
            hit = [s for s in standing if s["date"] == r["sale_date"] and s["cust"] == r["customer"]["name"]]
            assert len(hit) == 1
            standing.remove(hit[0])
            refunds.append((r["date"], sum(v for _, _, v in hit[0]["lines"])))
        elif k == "stock_adjustment":
            adj.append((r["date"], r["product"], F(str(r["quantity"]))))
    cost = {}
    for _, _, p, _, c in buys:
        assert cost.setdefault(p, c) == c
    return dict(sales=standing, refunds=refunds, buys=buys, adj=adj, hist=price_hist, cost=cost)


STATE = {}


def st(t):
    if t not in STATE:
        STATE[t] = replay(t)
    return STATE[t]


def D(s):
    return datetime.date.fromisoformat(s)


def c2(x):
    x = F(x) * 100
    assert abs(x - round(x)) != F(1, 2), "half cent"
    return float(F(round(x), 100))


def k3(x):
    x = F(x) * 1000
    assert abs(x - round(x)) != F(1, 2), "half gram"
    return float(F(round(x), 1000))


def pick(t, lo="0000", hi="9999", cust=None, wd=None):
    return [s for s in st(t)["sales"] if lo <= s["date"] <= hi and (cust is None or s["cust"] == cust)
            and (wd is None or D(s["date"]).weekday() in wd)]


def tk(t, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return sum((v for s in pick(t, lo, hi, cust, wd) for p, _, v in s["lines"] if prod in (None, p)), F(0))


def kg(t, lo="0000", hi="9999", cust=None, prod=None, wd=None):
    return sum((q for s in pick(t, lo, hi, cust, wd) for p, q, _ in s["lines"] if prod in (None, p)), F(0))


def gp(t, lo="0000", hi="9999", prod=None):
    c = st(t)["cost"]
    return sum((v - q * c[p] for s in pick(t, lo, hi) for p, q, v in s["lines"] if prod in (None, p)), F(0))


def value(s):
    return sum(v for _, _, v in s["lines"])


def refunded(t, lo="0000", hi="9999"):
    return sum((v for d, v in st(t)["refunds"] if lo <= d <= hi), F(0))


def on_hand(p, d):
    s = st(d)
    return (sum(b[3] for b in s["buys"] if b[2] == p) - kg(d, prod=p)
            + sum(a[2] for a in s["adj"] if a[1] == p))


def price_at(p, d):
    return st(d)["hist"][p][-1][1]


def by(t, keyf, valf, lo="0000", hi="9999"):
    out = {}
    for s in pick(t, lo, hi):
        for p, q, v in s["lines"]:
            k = keyf(s, p)
            out[k] = out.get(k, 0) + valf(s, p, q, v)
    return out


def strictly_ranked(rows, reverse=True, n=None):
    """Keys by value; the first n (all if None) and the one just after the cut must not tie."""
    order = sorted(rows, key=rows.get, reverse=reverse)
    n = len(order) if n is None else n
    upto = min(n + 1, len(order))
    assert len({rows[k] for k in order[:upto]}) == upto, "tie"
    return order[:n]


def mon(s):
    d = D(s)
    return (d - datetime.timedelta(days=d.weekday())).isoformat()


WE, WK = {5, 6}, {0, 1, 2, 3, 4}
checks = {}   # question text -> (today it must be asked on, recomputed answer)


def chk(text, today, answer):
    checks[text] = (today, answer)


# ------------------------------------------------------------ cash-up, many different days
chk("First day open - how many kilos did we sell today?", "2024-02-01", k3(kg("2024-02-01", "2024-02-01")))
chk("how much have we taken since the start of the month?", "2024-02-03", c2(tk("2024-02-03")))
chk("What did we take on Saturday?", "2024-02-05", c2(tk("2024-02-05", "2024-02-03", "2024-02-03")))
chk("How many different customers came in today?", "2024-02-05",
    len({s["cust"] for s in pick("2024-02-05", "2024-02-05")}))
chk("closing stock check: how many kilos of bananas are left?", "2024-02-07", k3(on_hand("banana", "2024-02-07")))
chk("did we give any money back today? how much in refunds", "2024-02-07",
    c2(refunded("2024-02-07", "2024-02-07", "2024-02-07")))
chk("What were the takings on Tuesday?", "2024-02-08", c2(tk("2024-02-08", "2024-02-06", "2024-02-06")))
chk("how much did we take yesterday", "2024-02-12", c2(tk("2024-02-12", "2024-02-11", "2024-02-11")))
chk("What have we taken so far this week?", "2024-02-14", c2(tk("2024-02-14", "2024-02-12")))
chk("How much more did we take today than yesterday?", "2024-02-15",
    c2(tk("2024-02-15", "2024-02-15") - tk("2024-02-15", "2024-02-14", "2024-02-14")))
sp = {}
for s in pick("2024-02-16", "2024-02-16"):
    sp[s["cust"]] = sp.get(s["cust"], 0) + value(s)
chk("who spent the most today", "2024-02-16", strictly_ranked(sp, n=1)[0])
chk("refunds so far this week?", "2024-02-16", c2(refunded("2024-02-16", "2024-02-12")))
chk("strawberry stock at close tonight, in kg", "2024-02-16", k3(on_hand("strawberry", "2024-02-16")))
chk("what's the orange price per kilo at the moment", "2024-02-17", c2(price_at("orange", "2024-02-17")))
chk("whats the banana price right now", "2024-02-19", c2(price_at("banana", "2024-02-19")))
chk("what are we charging for pears now after the price change?", "2024-02-24", c2(price_at("pear", "2024-02-24")))
chk("How many returns have we had so far this month?", "2024-02-20", len(st("2024-02-20")["refunds"]))
chk("Today's takings minus today's refunds?", "2024-02-23",
    c2(tk("2024-02-23", "2024-02-23") - refunded("2024-02-23", "2024-02-23")))
chk("what was the biggest single sale today", "2024-02-25", c2(max(value(s) for s in pick("2024-02-25", "2024-02-25"))))
chk("what did Omar spend today", "2024-02-27", c2(tk("2024-02-27", "2024-02-27", cust="Omar Haddad")))
chk("cherries on hand at close today?", "2024-02-28", k3(on_hand("cherry", "2024-02-28")))
chk("any refunds go through today? what's the total", END, c2(refunded(END, END)))
chk("What's the average sale today?", END, c2(tk(END, END) / len(pick(END, END))))

# ------------------------------------------------------------ area-manager
chk("What were takings last week?", "2024-02-14", c2(tk("2024-02-14", "2024-02-05", "2024-02-11")))
chk("Give me last week's gross profit.", "2024-02-21", c2(gp("2024-02-21", "2024-02-12", "2024-02-18")))
chk("How much less have we taken so far this week than in the whole of last week?", "2024-02-23",
    c2(tk("2024-02-23", "2024-02-12", "2024-02-18") - tk("2024-02-23", "2024-02-19")))
chk("How much less did we take this weekend than last weekend?", "2024-02-25",
    c2(tk("2024-02-25", "2024-02-17", "2024-02-18") - tk("2024-02-25", "2024-02-24", "2024-02-25")))
chk("Last week, what was the average spend per customer?", "2024-02-26",
    c2(tk("2024-02-26", "2024-02-19", "2024-02-25")
       / len({s["cust"] for s in pick("2024-02-26", "2024-02-19", "2024-02-25")})))
chk("how many more kilos did we sell last week than the week before?", "2024-02-26",
    k3(kg("2024-02-26", "2024-02-19", "2024-02-25") - kg("2024-02-26", "2024-02-12", "2024-02-18")))
sp = {}
for s in pick("2024-02-15"):
    sp[s["cust"]] = sp.get(s["cust"], 0) + value(s)
chk("Who are the top three customers by spend so far this month?", "2024-02-15", strictly_ranked(sp, n=3))
chk("How much did we take in the first fortnight of February?", END, c2(tk(END, hi="2024-02-14")))
chk("takings from the 15th onwards", END, c2(tk(END, "2024-02-15")))
chk("weekday takings (Mon-Fri) for the month?", END, c2(tk(END, wd=WK)))
chk("What's the average sale value at weekends?", END, c2(tk(END, wd=WE) / len(pick(END, wd=WE))))
chk("What's our gross margin percentage for the month?", END, c2(gp(END) / tk(END) * 100))
chk("By what percent did takings change last week versus the week before?", END,
    c2((tk(END, "2024-02-19", "2024-02-25") / tk(END, "2024-02-12", "2024-02-18") - 1) * 100))
chk("weekly takings comparison, week by week", END,
    {k: c2(v) for k, v in sorted(by(END, lambda s, p: mon(s["date"]), lambda s, p, q, v: v).items())})
rf = {}
for d, v in st(END)["refunds"]:
    rf[mon(d)] = rf.get(mon(d), 0) + v
chk("refunds per week this month", END, {k: c2(v) for k, v in sorted(rf.items())})
chk("Average number of visits per customer this month?", END,
    c2(F(len(pick(END)), len({s["cust"] for s in pick(END)}))))
cnt = {}
for s in pick(END):
    cnt[D(s["date"]).strftime("%A")] = cnt.get(D(s["date"]).strftime("%A"), 0) + 1
chk("Which day of the week is busiest by number of sales?", END, strictly_ranked(cnt, n=1)[0])
mg = {p: gp(END, prod=p) / tk(END, prod=p) for p in st(END)["cost"] if tk(END, prod=p)}
chk("Which product carries the best margin %?", END, strictly_ranked(mg, n=1)[0])

# ------------------------------------------------------------ owner-voice
chk("how many kilos of cherries we got left", "2024-02-09", k3(on_hand("cherry", "2024-02-09")))
chk("so how much have we taken so far this month", "2024-02-13", c2(tk("2024-02-13")))
chk("howd the weekend go what did we take", "2024-02-19", c2(tk("2024-02-19", "2024-02-17", "2024-02-18")))
chk("whatd bob spend so far this month", "2024-02-20", c2(tk("2024-02-20", cust="Bob Smith")))
chk("how many kilos of strawberries did we sell last week", "2024-02-21",
    k3(kg("2024-02-21", "2024-02-12", "2024-02-18", prod="strawberry")))
chk("tell me what we took since monday", "2024-02-22", c2(tk("2024-02-22", "2024-02-19")))
chk("hows this week going so far whats the takings", "2024-02-27", c2(tk("2024-02-27", "2024-02-26")))
chk("whatd bob spend this month", END, c2(tk(END, cust="Bob Smith")))
chk("what were pears going for on the twentieth", END, c2(price_at("pear", "2024-02-20")))
chk("how many sales over twenty dollars did we have this month", END, sum(value(s) > 20 for s in pick(END)))
chk("whatd tom lee spend before the fifteenth", END, c2(tk(END, hi="2024-02-14", cust="Tom Lee")))
chk("how much fruit did we chuck out this month in kilos", END, k3(-sum(a[2] for a in st(END)["adj"] if a[2] < 0)))
chk("what did the write offs cost us", END,
    c2(-sum(a[2] * st(END)["cost"][a[1]] for a in st(END)["adj"] if a[2] < 0)))
chk("um how many oranges did we have left on the twentieth", END, k3(on_hand("orange", "2024-02-20")))
chk("what did we spend on stock this month all in", END, c2(sum(b[3] * b[4] for b in st(END)["buys"])))
chk("how many kilos of mango did we sell after the twentieth", END, k3(kg(END, "2024-02-21", prod="mango")))
chk("how much did we take up to and including the fifteenth", END, c2(tk(END, hi="2024-02-15")))
vis = {}
for s in pick(END):
    vis[s["cust"]] = vis.get(s["cust"], 0) + 1
chk("who came in the most times this month", END, strictly_ranked(vis, n=1)[0])

# ------------------------------------------------------------ data-intern
chk("What's the mean sale value so far this month?", "2024-02-09",
    c2(tk("2024-02-09") / len(pick("2024-02-09"))))
chk("Break down takings by product for the month to date", "2024-02-15",
    {k: c2(v) for k, v in sorted(by("2024-02-15", lambda s, p: p, lambda s, p, q, v: v).items())})
chk("can you break this week's takings down by day", "2024-02-21",
    {k: c2(v) for k, v in sorted(by("2024-02-21", lambda s, p: s["date"], lambda s, p, q, v: v,
                                    "2024-02-19").items())})
sp = {}
for s in pick("2024-02-24"):
    sp[s["cust"]] = sp.get(s["cust"], 0) + value(s)
chk("rank customers by total spend so far this month and give me the top four", "2024-02-24",
    strictly_ranked(sp, n=4))
vals = sorted(value(s) for s in pick(END))
chk("What's the median sale value this month?", END, c2((vals[len(vals) // 2 - 1] + vals[len(vals) // 2]) / 2))
chk("Rank products by kilos sold, highest first.", END,
    strictly_ranked(by(END, lambda s, p: p, lambda s, p, q, v: q)))
chk("average kg per sale", END, k3(kg(END) / len(pick(END))))
chk("What percentage of sales included bananas?", END,
    c2(F(sum(any(p == "banana" for p, _, _ in s["lines"]) for s in pick(END)) * 100, len(pick(END)))))
chk("List the days where takings were over $30", END,
    sorted(d for d, v in by(END, lambda s, p: s["date"], lambda s, p, q, v: v).items() if v > 30))
chk("stock levels by product at close today", END, {p: k3(on_hand(p, END)) for p in sorted(st(END)["cost"])})
chk("margin % by product please", END, {p: c2(mg[p] * 100) for p in sorted(mg)})
chk("How many sales were above the average sale value?", END,
    sum(value(s) > tk(END) / len(pick(END)) for s in pick(END)))
chk("Rank the days of the week by takings, lowest first", END,
    strictly_ranked(by(END, lambda s, p: D(s["date"]).strftime("%A"), lambda s, p, q, v: v), reverse=False))
sup = {}
for b in st(END)["buys"]:
    sup[b[1]] = sup.get(b[1], 0) + b[3] * b[4]
chk("purchases at cost, broken down by supplier", END, {k: c2(v) for k, v in sorted(sup.items())})
chk("average takings on Thursdays", END,
    c2(tk(END, wd={3}) / sum(D(f"2024-02-{n:02d}").weekday() == 3 for n in range(1, 30))))

# ------------------------------------------------------------ compare
bad = 0
for text, (today, want) in checks.items():
    q = by_text[text]
    assert q["today"] == today, (q["id"], q["today"], today)
    e = q["expect"]
    got = e.get("value", e.get("values", e.get("rows")))
    if e["type"] == "names" and not e["ordered"]:
        got, want = sorted(got), sorted(want)
    if got != want:
        bad += 1
        print("MISMATCH", q["id"], text, "file:", got, "recomputed:", want)
earlier = sum(today < END for today, _ in checks.values())
assert len(checks) >= 50 and earlier >= 20, (len(checks), earlier)
print("questions", len(qs), "refuse", n_refuse, "asked before the 29th", sum(q["today"] < END for q in qs),
      "checked", len(checks), "of them asked earlier", earlier, "mismatches", bad)
raise SystemExit(1 if bad else 0)
