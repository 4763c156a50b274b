"""Seeded generator of a valid fruit-shop ledger: records (interchange JSON) and the sentences
staff might have typed for them. It keeps its own plain-Python stock so every record it emits
passes the ledger's rules; it shares no code with the app.

    python -m app.evaluation.fruitshop --months 1 --seed 7 --out resources/demo/fruitshop_month
writes fruitshop_month.jsonl and fruitshop_month.txt (line i of one is line i of the other).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
from collections.abc import Iterator
from pathlib import Path

PRODUCTS = {  # name: (unit cost, selling price)
    "apple": (1.10, 1.70), "banana": (0.60, 1.00), "cherry": (2.00, 3.20), "grape": (1.80, 2.80),
    "pear": (1.00, 1.60), "orange": (0.90, 1.40), "mango": (1.50, 2.40), "strawberry": (2.50, 3.90),
}
SUPPLIERS = [
    {"name": "Green Valley Farms", "phone": "555-0101", "email": "orders@greenvalley.example"},
    {"name": "Hillside Produce", "phone": "555-0102", "email": "sales@hillside.example"},
    {"name": "ABC", "phone": "10080", "email": "abc_sup@example.com"},
]
FIRST = ["Bob", "Sue", "Tom", "Ann", "Raj", "Mei", "Luis", "Ida", "Omar", "Eva", "Ken", "Zoe"]
LAST = ["Smith", "Davis", "Lee", "Brown", "Patel", "Chen", "Garcia", "Novak", "Haddad", "Berg"]
PLURAL = {"cherry": "cherries", "strawberry": "strawberries", "mango": "mangoes"}


def customers(count: int, rng: random.Random) -> list[dict]:
    people = []
    for i in range(count):
        first, last = FIRST[i % len(FIRST)], LAST[(i // len(FIRST) + i) % len(LAST)]
        suffix = "" if i < len(FIRST) else f" {i // len(FIRST) + 1}"  # keep names unique at scale
        name = f"{first} {last}{suffix}"
        people.append({
            "name": name,
            "phone": f"{rng.randint(200, 989)}-{rng.randint(200, 989)}-{1000 + i:04d}",
            "email": f"{first.lower()}.{last.lower()}{i}@example.com",
        })
    return people


def generate(months: int = 1, seed: int = 7, sales_per_day: int = 2,
             start: dt.date = dt.date(2024, 2, 1)) -> Iterator[dict]:
    rng = random.Random(seed)
    people = customers(max(12, sales_per_day * 6), rng)
    stock = {p: 0.0 for p in PRODUCTS}
    price = {p: PRODUCTS[p][1] for p in PRODUCTS}
    standing: dict[tuple[str, str], int] = {}  # (customer, date) -> standing sales that day

    def restock(day: dt.date, names: list[str]) -> dict:
        items = []
        for name in names:
            q = rng.choice([20, 24, 30, 40, 47, 50])
            stock[name] += q
            item = {"product": name, "quantity": q, "unit_cost": PRODUCTS[name][0]}
            item["selling_price"] = price[name]
            items.append(item)
        return {"kind": "purchase", "date": day.isoformat(), "supplier": rng.choice(SUPPLIERS), "items": items}

    day = start
    end = _add_months(start, months)
    first = True
    while day < end:
        if first:
            names = list(PRODUCTS)
            yield restock(day, names[:4])
            yield restock(day, names[4:])
            first = False
        low = [p for p in PRODUCTS if stock[p] < 12]
        if low:
            yield restock(day, low)
        for _ in range(sales_per_day + rng.randint(0, 1)):
            person = rng.choice(people)
            key = (person["name"], day.isoformat())
            chosen = rng.sample([p for p in PRODUCTS if stock[p] >= 1], k=rng.randint(1, 2))
            items = []
            for name in chosen:
                q = min(stock[name], rng.choice([1, 2, 2.5, 3, 4, 5]))
                stock[name] -= q
                items.append({"product": name, "quantity": q})
            standing[key] = standing.get(key, 0) + 1
            yield {"kind": "sale", "date": day.isoformat(), "customer": person, "items": items,
                   "_key": key}
        if rng.random() < 0.2:
            name = rng.choice(list(PRODUCTS))
            price[name] = round(price[name] * rng.choice([0.9, 1.1, 1.2]), 2)
            yield {"kind": "price_change", "date": day.isoformat(), "product": name, "selling_price": price[name]}
        if rng.random() < 0.15:
            name = max(stock, key=lambda n: stock[n])
            q = min(2.0, stock[name])
            stock[name] -= q
            yield {"kind": "stock_adjustment", "date": day.isoformat(), "product": name,
                   "quantity": -q, "reason": rng.choice(["spoiled", "bruised", "stock count"])}
        day += dt.timedelta(days=1)


def with_returns(records: Iterator[dict], seed: int) -> Iterator[dict]:
    """Returns of earlier sales, only where the customer had exactly one sale that day."""
    rng = random.Random(seed + 1)
    sales_by_key: dict[tuple[str, str], list[dict]] = {}
    for record in records:
        key = record.pop("_key", None)
        if key:
            sales_by_key.setdefault(key, []).append(record)
        yield record
        if record["kind"] == "sale" and rng.random() < 0.08:
            candidates = [k for k, v in sales_by_key.items() if len(v) == 1 and k[1] < record["date"]]
            if candidates:
                name, sale_date = rng.choice(candidates)
                sale = sales_by_key.pop((name, sale_date))[0]
                yield {"kind": "return", "date": record["date"],
                       "customer": {"name": name, "phone": sale["customer"]["phone"], "email": None},
                       "sale_date": sale_date}


def sentence(record: dict, rng: random.Random) -> str:
    kind = record["kind"]
    if kind == "purchase":
        s = record["supplier"]
        items = ", ".join(f"{i['quantity']} kg {PLURAL.get(i['product'], i['product'] + 's')} at {i['unit_cost']:.2f}"
                          for i in record["items"])
        prices = "; ".join(f"{i['product']} sells at {i['selling_price']:.2f}" for i in record["items"])
        return rng.choice([
            f"We restocked on {record['date']} from '{s['name']}' ({s['email']}, {s['phone']}): {items}. {prices}.",
            f"Bought {items} from {s['name']} on {record['date']}; {prices}.",
        ])
    if kind == "sale":
        c = record["customer"]
        items = " and ".join(f"{_qty(i['quantity'])} kg {i['product']}" for i in record["items"])
        return rng.choice([
            f"Sold {items} to {c['name']}, {c['phone']}, on {record['date']}.",
            f"A sale was made on {record['date']} to '{c['name']}' "
            f"(contact details: {c['phone']}, {c['email']}): {items}.",
        ])
    if kind == "return":
        return (f"{record['customer']['name']} returned everything bought on {record['sale_date']}, "
                f"on {record['date']}.")
    if kind == "price_change":
        return f"From {record['date']} {record['product']} sells at {record['selling_price']:.2f} per kg."
    return f"{_qty(-record['quantity'])} kg of {record['product']} removed on {record['date']}: {record['reason']}."


def _qty(q: float) -> str:
    return f"{q:g}"


def _add_months(day: dt.date, months: int) -> dt.date:
    month = day.month - 1 + months
    return dt.date(day.year + month // 12, month % 12 + 1, 1)


def write(out: Path, months: int, seed: int, sales_per_day: int = 2) -> int:
    rng = random.Random(seed + 2)
    records = list(with_returns(generate(months, seed, sales_per_day), seed))
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(f"{out}.jsonl", "w", encoding="utf-8") as jl, open(f"{out}.txt", "w", encoding="utf-8") as tx:
        for record in records:
            jl.write(json.dumps(record) + "\n")
            tx.write(sentence(record, rng) + "\n")
    return len(records)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--months", type=int, default=1)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--sales-per-day", type=int, default=2)
    parser.add_argument("--out", type=Path, required=True, help="path without extension")
    args = parser.parse_args()
    count = write(args.out, args.months, args.seed, args.sales_per_day)
    print(f"wrote {count} records to {args.out}.jsonl and .txt")


if __name__ == "__main__":
    main()
