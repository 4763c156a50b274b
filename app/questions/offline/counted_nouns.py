"""What "how many <noun>" counts: the noun after "how many" / "number of" (or before "count") says it
("how many deliveries", "number of separate sales", "sales count per weekday")."""

from __future__ import annotations

from app.questions.offline.lexicon import LEAST, MOST
from app.questions.offline.words import Words

# "how many <noun>": what is counted
COUNTED = {
    "sales": "sales_count", "sale": "sales_count", "transactions": "sales_count", "orders": "sales_count",
    "visits": "sales_count", "times": "sales_count", "time": "sales_count", "visit": "sales_count",
    "customer": "customers_count", "individual": None,
    "customers": "customers_count", "people": "customers_count", "clients": "customers_count",
    "buyers": "customers_count",
    "products": "products_count", "fruits": "products_count", "items": "products_count", "kinds": "products_count",
    "different": None, "distinct": None, "separate": None, "unique": None,
    "returns": "returns_count", "refunds": "returns_count",
    "deliveries": "purchases_count", "purchases": "purchases_count", "orders_in": "purchases_count",
    "suppliers": "suppliers_count", "supplier": "suppliers_count", "vendors": "suppliers_count",
    "price": "price_changes_count",
    "adjustments": "adjustments_count", "adjustment": "adjustments_count", "write": "write_offs_count",
    "writeoffs": "write_offs_count",
}

_PRODUCTS = {"products", "fruits", "fruit", "kinds", "lines", "items", "different"}


def counted(words: Words, names: list[bool]) -> str | None:
    """After "how many" / "number of" (or before "count"): the noun says what is counted."""
    low = [t.low for t in words.tokens]
    if {"price", "prices"} & set(low) and {"change", "changes", "changed"} & set(low) and (
            "many" in low or "number" in low or "count" in low):
        if _PRODUCTS & set(low[low.index("many") + 1:][:2] if "many" in low else low[-1:]):
            return "?repriced"  # "how many products had price changes": products, not changes (one may have two)
        return "price_changes_count"  # "how many times did we change the price of banana"
    if (MOST | LEAST) & set(low) and "times" in low:
        return "sales_count"  # "the most times": how many (a delivery's, when it is said)
    for i, word in enumerate(low):
        if word in ("separate", "individual") and low[i + 1:i + 2] in (["sales"], ["transactions"], ["visits"]):
            return "sales_count"  # "the most separate sales": their number, never their value
        if word == "count" and i > 0 and low[i - 1] in COUNTED:  # "sales count per weekday"
            return COUNTED[low[i - 1]] or "?" + low[i - 1]
        if word in ("many", "number", "count") and (word == "many" and low[i - 1:i] == ["how"] or
                                                    word != "many" and low[i + 1:i + 2] == ["of"] or
                                                    word == "count" and i == 0):  # "count sales by day"
            j = i + (1 if word == "many" or low[i + 1:i + 2] != ["of"] else 2)
            while j < len(low) and (low[j] in ("different", "distinct", "separate", "unique", "individual", "of", "the")
                                    or names[j] or (low[j] == "stock" and low[j + 1:j + 2] in (
                                        ["adjustments"], ["write"], ["writeoffs"]))):  # "how many strawberry sales"
                j += 1
            if j < len(low):
                if (low[j] in ("have", "do", "are", "is", "left") or low[j:j + 2] in (["we", "have"], ["i", "have"])
                    or low[j:j + 3] in (["did", "we", "have"], ["had", "we", "got"])) \
                        and any(names[i + 1:j]):  # "how many grapes we have (got)", "… did we have on the 3rd"
                    return None  # "how many bananas have we got": of a fruit, its kilos (the stock, read after)
                if low[j] in ("kilos", "kilo", "kg", "kgs", "kilograms"):
                    return "kilos"
                if low[j] == "price" and low[j + 1:j + 2] in (["changes"], ["change"]):
                    return "price_changes_count"
                if low[j] == "items" and not {"different", "distinct", "separate", "unique"} & set(low[i:j]):
                    return "?items"  # "how many items": products, or pieces?
                return COUNTED.get(low[j]) or ("?" + low[j])
    return None
