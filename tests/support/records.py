"""Records used across tests, in the interchange format."""

PURCHASE = {
    "kind": "purchase", "date": "2024-02-01",
    "supplier": {"name": "Green Valley Farms", "phone": "555-0101", "email": "orders@greenvalley.example"},
    "items": [
        {"product": "apple", "quantity": 47, "unit_cost": 1.1, "selling_price": 1.5},
        {"product": "Cherries", "quantity": 34, "unit_cost": 2.0, "selling_price": 2.7},
        {"product": "pear", "quantity": 10, "unit_cost": 0.9},
    ],
}
SALE = {
    "kind": "sale", "date": "2024-02-02",
    "customer": {"name": "Bob Smith", "phone": "123-456-7893", "email": "bob.smith@example.com"},
    "items": [{"product": "apple", "quantity": 9}, {"product": "cherry", "quantity": 4}],
}
RETURN = {
    "kind": "return", "date": "2024-02-06",
    "customer": {"name": "Bob Smith", "phone": None, "email": None}, "sale_date": "2024-02-02",
}
PRICE_CHANGE = {"kind": "price_change", "date": "2024-02-05", "product": "pear", "selling_price": 1.6}
ADJUSTMENT = {"kind": "stock_adjustment", "date": "2024-02-07", "product": "apple", "quantity": -3,
              "reason": "spoiled"}


def sale(date="2024-02-03", name="Sue Davis", phone="555-2000", items=(("apple", 2),)):
    return {"kind": "sale", "date": date, "customer": {"name": name, "phone": phone},
            "items": [{"product": p, "quantity": q} for p, q in items]}
