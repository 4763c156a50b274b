"""Validates records.jsonl and questions.jsonl of the unseen bench (stdlib only)."""
import collections
import datetime
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PRODUCTS = {"apple", "banana", "cherry", "grape", "mango", "orange", "pear", "strawberry"}
ERR = []


def err(where, msg):
    ERR.append("%s: %s" % (where, msg))


def is_date(s):
    try:
        return isinstance(s, str) and len(s) == 10 and datetime.date.fromisoformat(s).isoformat() == s
    except ValueError:
        return False


def is_num(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def check_party(w, p):
    if not isinstance(p, dict) or set(p) != {"name", "phone", "email"}:
        return err(w, "bad party %r" % (p,))
    if not isinstance(p["name"], str) or not p["name"].strip():
        err(w, "party name")
    for k in ("phone", "email"):
        if p[k] is not None and not isinstance(p[k], str):
            err(w, "party " + k)


def check_record(w, r, line):
    k = r.get("kind")
    fields = {
        "purchase": {"kind", "date", "supplier", "items"},
        "sale": {"kind", "date", "customer", "items"},
        "return": {"kind", "date", "customer", "sale_date"},
        "price_change": {"kind", "date", "product", "selling_price"},
        "stock_adjustment": {"kind", "date", "product", "quantity", "reason"},
        "note": {"kind", "date", "text", "facts"},
    }
    if k not in fields:
        return err(w, "kind %r" % k)
    if set(r) != fields[k]:
        return err(w, "fields %s" % sorted(r))
    if not is_date(r["date"]):
        err(w, "date %r" % r["date"])
    if k == "purchase":
        check_party(w, r["supplier"])
        if not r["items"]:
            err(w, "no items")
        for it in r["items"]:
            if set(it) != {"product", "quantity", "unit_cost", "selling_price"}:
                err(w, "purchase item fields")
                continue
            if it["product"] not in PRODUCTS or not is_num(it["quantity"]) or it["quantity"] <= 0 \
                    or not is_num(it["unit_cost"]) or it["unit_cost"] <= 0 \
                    or not (it["selling_price"] is None or is_num(it["selling_price"])):
                err(w, "purchase item %r" % it)
    elif k == "sale":
        check_party(w, r["customer"])
        if not r["items"]:
            err(w, "no items")
        for it in r["items"]:
            if set(it) != {"product", "quantity"} or it["product"] not in PRODUCTS \
                    or not is_num(it["quantity"]) or it["quantity"] <= 0:
                err(w, "sale item %r" % it)
    elif k == "return":
        check_party(w, r["customer"])
        if not is_date(r["sale_date"]) or r["sale_date"] >= r["date"]:
            err(w, "sale_date")
    elif k == "price_change":
        if r["product"] not in PRODUCTS or not is_num(r["selling_price"]) or r["selling_price"] <= 0:
            err(w, "price_change")
    elif k == "stock_adjustment":
        if r["product"] not in PRODUCTS or not is_num(r["quantity"]) or r["quantity"] == 0 \
                or not isinstance(r["reason"], str) or not r["reason"]:
            err(w, "adjustment")
    elif k == "note":
        if r["text"] != line["text"] or r["facts"] != []:
            err(w, "note text/facts")
    if r["date"] > line["today"]:
        err(w, "record dated after today")


def records(path):
    n_ok = n_no = 0
    styles = collections.Counter()
    kinds = collections.Counter()
    texts = set()
    for i, raw in enumerate(open(path, encoding="utf-8"), 1):
        w = "records:%d" % i
        try:
            l = json.loads(raw)
        except ValueError:
            err(w, "not JSON")
            continue
        refuse = l.get("records") is None
        want = {"text", "today", "records", "style"} | ({"why"} if refuse else set())
        if set(l) != want:
            err(w, "fields %s" % sorted(l))
            continue
        if not isinstance(l["text"], str) or not l["text"].strip() or l["text"] in texts:
            err(w, "text empty or duplicate")
        texts.add(l["text"])
        if not is_date(l["today"]):
            err(w, "today")
        if not isinstance(l["style"], str) or not l["style"]:
            err(w, "style")
        styles[l["style"]] += 1
        if refuse:
            n_no += 1
            if not isinstance(l["why"], str) or not l["why"]:
                err(w, "why")
        else:
            n_ok += 1
            if not isinstance(l["records"], list) or not l["records"]:
                err(w, "records must be a non-empty list")
                continue
            for r in l["records"]:
                kinds[r.get("kind")] += 1
                check_record(w, r, l)
    if n_ok + n_no < 180 or n_ok < 130 or n_no < 45:
        err("records", "counts not met: %d with records, %d refusals" % (n_ok, n_no))
    return n_ok, n_no, styles, kinds


def expect_ok(w, e):
    t = e.get("type")
    if t == "number":
        if set(e) != {"type", "value"} or not is_num(e["value"]):
            err(w, "number")
    elif t == "name":
        if set(e) != {"type", "value"} or not isinstance(e["value"], str) or not e["value"]:
            err(w, "name")
        elif re.fullmatch(r"\d{4}-\d\d-\d\d", e["value"]) and not is_date(e["value"]):
            err(w, "name date")
    elif t == "names":
        if set(e) != {"type", "values", "ordered"} or not isinstance(e["values"], list) or not e["values"] \
                or not all(isinstance(v, str) for v in e["values"]) or not isinstance(e["ordered"], bool):
            err(w, "names")
    elif t == "table":
        keys = {"day", "week", "month", "product", "customer", "supplier", "weekday"}
        if set(e) != {"type", "key", "rows"} or e["key"] not in keys or not isinstance(e["rows"], dict) \
                or not e["rows"] or not all(is_num(v) for v in e["rows"].values()):
            return err(w, "table")
        for k in e["rows"]:
            if e["key"] in ("day", "week") and not is_date(k):
                err(w, "table date key %r" % k)
            if e["key"] == "week" and is_date(k) and datetime.date.fromisoformat(k).weekday() != 0:
                err(w, "week key not a Monday %r" % k)
            if e["key"] == "month" and not re.fullmatch(r"\d{4}-\d\d", k):
                err(w, "month key %r" % k)
            if e["key"] == "weekday" and k not in ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                                                    "Saturday", "Sunday"):
                err(w, "weekday key %r" % k)
            if e["key"] == "product" and k not in PRODUCTS:
                err(w, "product key %r" % k)
    elif t == "refuse":
        if set(e) != {"type"}:
            err(w, "refuse")
    else:
        err(w, "expect type %r" % t)
    return t


def questions(path):
    cats = collections.Counter()
    types = collections.Counter()
    ids, texts = set(), set()
    n = 0
    for i, raw in enumerate(open(path, encoding="utf-8"), 1):
        w = "questions:%d" % i
        try:
            q = json.loads(raw)
        except ValueError:
            err(w, "not JSON")
            continue
        n += 1
        if set(q) != {"id", "question", "today", "category", "expect"}:
            err(w, "fields %s" % sorted(q))
            continue
        if not re.fullmatch(r"u\d{3}", q["id"]) or q["id"] in ids:
            err(w, "id")
        ids.add(q["id"])
        if not isinstance(q["question"], str) or not q["question"].strip() or q["question"] in texts:
            err(w, "question empty or duplicate")
        texts.add(q["question"])
        if not is_date(q["today"]):
            err(w, "today")
        cats[q["category"]] += 1
        types[expect_ok(w, q["expect"])] += 1
    if n < 150:
        err("questions", "fewer than 150")
    if not 15 <= types["refuse"] <= 20:
        err("questions", "refusals %d not within 15-20" % types["refuse"])
    return n, cats, types


if __name__ == "__main__":
    n_ok, n_no, styles, kinds = records(os.path.join(HERE, "records.jsonl"))
    n, cats, types = questions(os.path.join(HERE, "questions.jsonl"))
    print("records.jsonl: %d lines, %d with records, %d refusals" % (n_ok + n_no, n_ok, n_no))
    print("  record kinds:", dict(kinds))
    print("  styles:", len(styles))
    print("questions.jsonl: %d questions" % n)
    print("  categories:", dict(cats))
    print("  expect types:", dict(types))
    if ERR:
        print("\n".join(ERR))
        sys.exit(1)
    print("OK")
