"""Validate bench/unseen4/records.jsonl against the format and the demo shop's data."""
import datetime as dt
import difflib
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEMO = HERE.parent.parent / "resources" / "demo" / "fruitshop_month.jsonl"
FILE = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "records.jsonl"

PRODUCTS = {"apple", "banana", "cherry", "grape", "mango", "orange", "pear", "strawberry"}
CUSTOMERS = {"Bob Smith", "Tom Lee", "Mei Chen", "Eva Berg", "Zoe Davis", "Raj Patel", "Ken Smith",
             "Luis Garcia", "Omar Haddad", "Ann Brown", "Ida Novak", "Sue Davis"}
SUPPLIERS = {"ABC", "Green Valley Farms", "Hillside Produce"}
REASONS = {"spoiled", "mouldy", "rotten", "stolen", "samples", "damaged", "stock count"}
FIELDS = {
    "purchase": {"kind", "date", "supplier", "items"},
    "sale": {"kind", "date", "customer", "items"},
    "return": {"kind", "date", "customer", "sale_date"},
    "price_change": {"kind", "date", "product", "selling_price"},
    "stock_adjustment": {"kind", "date", "product", "quantity", "reason"},
    "note": {"kind", "date", "text", "facts"},
}
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

errors = []


def err(n, msg):
    errors.append(f"line {n}: {msg}")


def date_ok(s):
    try:
        return dt.date.fromisoformat(s) if isinstance(s, str) and len(s) == 10 else None
    except ValueError:
        return None


def num(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


# ---- demo data: sales per (customer, date), returned sales, prices
demo = [json.loads(l) for l in DEMO.read_text().splitlines() if l.strip()]
sales = defaultdict(list)
returned = set()
prices = {}
for r in demo:
    if r["kind"] == "sale":
        sales[(r["customer"]["name"], r["date"])].append(r["items"])
    elif r["kind"] == "return":
        returned.add((r["customer"]["name"], r["sale_date"]))
    elif r["kind"] == "purchase":
        for it in r["items"]:
            if it.get("selling_price") is not None:
                prices[it["product"]] = it["selling_price"]
    elif r["kind"] == "price_change":
        prices[r["product"]] = r["selling_price"]


def check_party(n, party, known, text, what):
    if not isinstance(party, dict) or set(party) != {"name", "phone", "email"}:
        err(n, f"{what} must have exactly name/phone/email: {party}")
        return
    name = party["name"]
    if not isinstance(name, str) or not name.strip():
        err(n, f"{what} name empty")
        return
    if name not in known:
        close = difflib.get_close_matches(name, list(known), n=1, cutoff=0.6)
        parts_known = {p.lower() for k in known for p in k.split()}
        if close or any(p.lower() in parts_known for p in name.split()):
            err(n, f"new {what} {name!r} is close to a known one {close}")
        if name != " ".join(w[:1].upper() + w[1:] for w in name.split()):
            err(n, f"new {what} {name!r} not capitalised")
    for key in ("phone", "email"):
        v = party[key]
        if v is not None and (not isinstance(v, str) or v not in text):
            err(n, f"{what} {key} {v!r} not typed in the text")
    if party["phone"] is None and re.search(r"\d{3}-\d{3}-\d{4}|\b555-\d{4}\b", text):
        err(n, f"text gives a phone but {what} phone is null")
    if party["email"] is None and re.search(r"\S+@\S+", text):
        err(n, f"text gives an email but {what} email is null")


def check_qty(n, q, what, allow_negative=False):
    if not num(q):
        err(n, f"{what} quantity not a number: {q!r}")
        return
    if allow_negative:
        if q == 0:
            err(n, f"{what} quantity zero")
    elif q <= 0:
        err(n, f"{what} quantity not positive: {q}")
    if round(q, 3) != q:
        err(n, f"{what} quantity has more than 3 decimals: {q}")


def check_record(n, r, line, today):
    text = line["text"]
    if not isinstance(r, dict) or r.get("kind") not in FIELDS:
        err(n, f"bad kind: {r}")
        return
    k = r["kind"]
    if set(r) != FIELDS[k]:
        err(n, f"{k} fields {sorted(r)} != {sorted(FIELDS[k])}")
        return
    d = date_ok(r["date"])
    if d is None:
        err(n, f"bad date {r['date']!r}")
        return
    if d > today:
        err(n, f"record date {d} after today {today}")
    if k == "sale":
        check_party(n, r["customer"], CUSTOMERS, text, "customer")
        if not r["items"]:
            err(n, "sale without items")
        for it in r["items"]:
            if set(it) != {"product", "quantity"}:
                err(n, f"sale item fields {sorted(it)}")
                continue
            if it["product"] not in PRODUCTS:
                err(n, f"unknown product {it['product']}")
            check_qty(n, it["quantity"], "sale")
    elif k == "purchase":
        check_party(n, r["supplier"], SUPPLIERS, text, "supplier")
        if not r["items"]:
            err(n, "purchase without items")
        for it in r["items"]:
            if set(it) != {"product", "quantity", "unit_cost", "selling_price"}:
                err(n, f"purchase item fields {sorted(it)}")
                continue
            if it["product"] not in PRODUCTS:
                err(n, f"unknown product {it['product']}")
            check_qty(n, it["quantity"], "purchase")
            if not num(it["unit_cost"]) or it["unit_cost"] <= 0:
                err(n, f"bad unit_cost {it['unit_cost']}")
            if it["selling_price"] is not None and (not num(it["selling_price"]) or it["selling_price"] <= 0):
                err(n, f"bad selling_price {it['selling_price']}")
    elif k == "return":
        check_party(n, r["customer"], CUSTOMERS, text, "customer")
        sd = date_ok(r["sale_date"])
        name = r["customer"]["name"]
        if sd is None:
            err(n, f"bad sale_date {r['sale_date']!r}")
        elif sd > d:
            err(n, "sale_date after return date")
        found = sales.get((name, r["sale_date"]), [])
        if len(found) != 1:
            err(n, f"return: {name} has {len(found)} sales on {r['sale_date']}")
        if (name, r["sale_date"]) in returned:
            err(n, f"return: sale of {name} on {r['sale_date']} already returned")
    elif k == "price_change":
        if r["product"] not in PRODUCTS:
            err(n, f"unknown product {r['product']}")
        if not num(r["selling_price"]) or r["selling_price"] <= 0:
            err(n, f"bad price {r['selling_price']}")
    elif k == "stock_adjustment":
        if r["product"] not in PRODUCTS:
            err(n, f"unknown product {r['product']}")
        check_qty(n, r["quantity"], "adjustment", allow_negative=True)
        if r["reason"] not in REASONS:
            err(n, f"reason {r['reason']!r} not a short known word")
    elif k == "note":
        if r["text"] != text:
            err(n, "note text differs from input text")
        if r["facts"] != []:
            err(n, "note facts not empty")


def expected_weekday(today, name):
    wd = WEEKDAYS.index(name)
    delta = (today.weekday() - wd) % 7 or 7
    return today - dt.timedelta(days=delta)


lines = []
texts = Counter()
for n, raw in enumerate(FILE.read_text().splitlines(), 1):
    try:
        line = json.loads(raw)
    except json.JSONDecodeError as e:
        err(n, f"invalid JSON: {e}")
        continue
    lines.append(line)
    keys = set(line)
    if line.get("records") is None:
        if keys != {"text", "today", "records", "why", "style"}:
            err(n, f"refusal keys {sorted(keys)}")
        if not isinstance(line.get("why"), str) or not line["why"]:
            err(n, "refusal without why")
    elif keys != {"text", "today", "records", "style"}:
        err(n, f"record-line keys {sorted(keys)}")
    if not isinstance(line.get("text"), str) or not line["text"].strip():
        err(n, "empty text")
        continue
    if not isinstance(line.get("style"), str) or not line["style"]:
        err(n, "missing style")
    texts[line["text"]] += 1
    today = date_ok(line.get("today"))
    if today is None:
        err(n, f"bad today {line.get('today')!r}")
        continue
    recs = line["records"]
    if recs is None:
        continue
    if not isinstance(recs, list) or not recs:
        err(n, "records must be a non-empty list or null")
        continue
    for r in recs:
        check_record(n, r, line, today)
    # date-word sanity checks
    low = line["text"].lower()
    dates = {r["date"] for r in recs} | {r.get("sale_date") for r in recs if r.get("sale_date")}
    for w in WEEKDAYS:
        if re.search(rf"\b{w}\b", low) and expected_weekday(today, w).isoformat() not in dates:
            err(n, f"'{w}' should give {expected_weekday(today, w)}, records have {sorted(dates)}")
    if re.search(r"\byesterday\b", low) and "before yesterday" not in low:
        y = (today - dt.timedelta(days=1)).isoformat()
        if y not in dates:
            err(n, f"'yesterday' should give {y}")
    # a sale-only line that names money must name a current price or a total at current prices
    if all(r["kind"] == "sale" for r in recs) and re.search(r"\$|@|\bat \d|paid|total|for \d|charged", low):
        amounts = {float(x) for x in re.findall(r"\d+\.\d\d\b", line["text"])}
        allowed = set()
        for r in recs:
            tot = 0.0
            for it in r["items"]:
                pr = prices[it["product"]]
                allowed |= {round(pr, 2), round(pr * it["quantity"], 2)}
                tot += pr * it["quantity"]
            allowed.add(round(tot, 2))
        if amounts and not amounts <= allowed:
            err(n, f"sale states money {sorted(amounts)} not at current prices {sorted(allowed)}")
    if not re.search(r"yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d|ago", low):
        if any(r["date"] != today.isoformat() for r in recs):
            err(n, "no date stated but a record is not dated today")

for t, c in texts.items():
    if c > 1:
        errors.append(f"duplicate text: {t!r}")

with_recs = [l for l in lines if l.get("records") is not None]
refusals = [l for l in lines if l.get("records") is None]
if len(lines) < 200:
    errors.append(f"only {len(lines)} lines (< 200)")
if len(with_recs) < 145:
    errors.append(f"only {len(with_recs)} lines with records (< 145)")
if len(refusals) < 50:
    errors.append(f"only {len(refusals)} refusals (< 50)")

kinds = Counter(r["kind"] for l in with_recs for r in l["records"])
lines_by_kind = Counter(k for l in with_recs for k in {r["kind"] for r in l["records"]})
whys = Counter(l.get("why") for l in refusals)
todays = Counter(l["today"] for l in lines)
multi = sum(1 for l in with_recs if len(l["records"]) > 1)

print(f"lines: {len(lines)}  with records: {len(with_recs)}  refusals: {len(refusals)}  multi-record lines: {multi}")
print("records by kind:", dict(kinds))
print("lines containing kind:", dict(lines_by_kind))
print("refusals by reason:", dict(whys.most_common()))
print("today values:", dict(todays.most_common()))
print("styles:", len({l['style'] for l in lines}))
print("current prices:", prices)
if errors:
    print(f"\n{len(errors)} ERRORS")
    for e in errors:
        print(" ", e)
    sys.exit(1)
print("\nOK")
