"""The demo month's records as the bundled file holds them, for tests that work an expected value out
by plain Python (not through the app): every record, and the sales no return took back."""

import json
from pathlib import Path

RECORDS = [json.loads(line) for line in
           (Path(__file__).resolve().parents[2] / "resources" / "demo" / "fruitshop_month.jsonl").open()]


def standing_sales() -> list[dict]:
    """The sales still standing at the month's end (a return takes back its customer's sale of that day)."""
    returned = {(r["customer"]["name"], r["sale_date"]) for r in RECORDS if r["kind"] == "return"}
    return [r for r in RECORDS if r["kind"] == "sale" and (r["customer"]["name"], r["date"]) not in returned]


def standing_lines() -> list[dict]:
    """Each line of each standing sale with its value at the price in force at that point of the file
    (a purchase's selling price, then any price change): date, customer, product, kilos, value."""
    standing = [id(s) for s in standing_sales()]
    price: dict[str, float] = {}
    lines = []
    for r in RECORDS:
        if r["kind"] == "purchase":
            price.update({i["product"]: i["selling_price"] for i in r["items"] if i.get("selling_price")})
        elif r["kind"] == "price_change":
            price[r["product"]] = r["selling_price"]
        elif r["kind"] == "sale" and id(r) in standing:
            lines += [{"date": r["date"], "customer": r["customer"]["name"], "product": i["product"],
                       "kilos": i["quantity"], "value": round(i["quantity"] * price[i["product"]] + 1e-9, 2)}
                      for i in r["items"]]
    return lines


def unit_costs() -> dict[str, float]:
    """Each product's average purchase cost per kilo over the month's deliveries."""
    paid: dict[str, float] = {}
    kilos: dict[str, float] = {}
    for r in RECORDS:
        for i in r["items"] if r["kind"] == "purchase" else []:
            paid[i["product"]] = paid.get(i["product"], 0) + i["quantity"] * i["unit_cost"]
            kilos[i["product"]] = kilos.get(i["product"], 0) + i["quantity"]
    return {p: paid[p] / kilos[p] for p in paid}


def shelf_price(product: str) -> float | None:
    """The product's selling price at the month's end: its last delivery's shelf price, or a later change."""
    price = None
    for r in RECORDS:
        if r["kind"] == "purchase":
            price = next((i["selling_price"] for i in r["items"] if i["product"] == product
                          and i.get("selling_price")), price)
        elif r["kind"] == "price_change" and r["product"] == product:
            price = r["selling_price"]
    return price
