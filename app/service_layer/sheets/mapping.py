"""The record kinds a sheet can hold and each one's fields, and which column holds which field:
guessed from the header, or written as `COLUMN=FIELD,...`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from domain.errors import LedgerError

KINDS = ("sale", "purchase", "return", "price_change", "stock_adjustment", "note")
KIND_NAMES = {"sale": "Sales", "purchase": "Purchases", "return": "Returns", "price_change": "Price changes",
              "stock_adjustment": "Stock adjustments", "note": "Notes"}
# The fields a column can be mapped to, per kind (the first ones are required).
FIELDS: dict[str, tuple[str, ...]] = {
    "sale": ("date", "customer", "product", "quantity", "unit", "phone", "email", "receipt"),
    "purchase": ("date", "supplier", "product", "quantity", "unit_cost", "selling_price", "unit", "phone",
                 "email", "receipt"),
    "return": ("date", "customer", "sale_date", "phone", "email"),
    "price_change": ("date", "product", "selling_price"),
    "stock_adjustment": ("date", "product", "quantity", "reason", "unit"),
    "note": ("date", "text"),
}
REQUIRED: dict[str, tuple[str, ...]] = {
    "sale": ("date", "customer", "product", "quantity"),
    "purchase": ("date", "supplier", "product", "quantity", "unit_cost"),
    "return": ("customer", "sale_date"),
    "price_change": ("date", "product", "selling_price"),
    "stock_adjustment": ("date", "product", "quantity", "reason"),
    "note": ("date", "text"),
}
FIELD_NAMES = {"date": "date", "customer": "customer", "supplier": "supplier", "product": "product",
               "quantity": "quantity", "unit": "unit", "unit_cost": "cost per unit",
               "selling_price": "selling price", "phone": "phone", "email": "email",
               "sale_date": "date of the sale returned", "reason": "reason", "text": "text",
               "receipt": "receipt (rows of one record)"}
# What people call each field in a header (compared without case, spaces or punctuation).
_SYNONYMS: dict[str, tuple[str, ...]] = {
    "date": ("date", "day", "when", "datum", "fecha", "transactiondate", "orderdate", "purchasedate",
             "returndate", "changedate", "adjustmentdate", "businessdate"),
    "customer": ("customer", "client", "buyer", "customername", "clientname", "soldto"),
    "supplier": ("supplier", "vendor", "seller", "suppliername", "vendorname", "from", "boughtfrom"),
    "product": ("product", "item", "article", "fruit", "goods", "productname", "itemname", "sku",
                "description", "produce"),
    "quantity": ("quantity", "qty", "amount", "weight", "kg", "units", "count", "quantitykg", "qtykg",
                 "quantitysold", "quantitypurchased", "change"),
    "unit": ("unit", "uom", "unitofmeasure", "measure"),
    "unit_cost": ("unitcost", "cost", "costperunit", "costperkg", "buyprice", "purchaseprice", "costprice",
                  "price", "unitprice"),
    "selling_price": ("sellingprice", "saleprice", "retailprice", "newprice", "sellprice", "price"),
    "phone": ("phone", "tel", "telephone", "mobile", "phonenumber", "contact", "contactnumber", "cell"),
    "email": ("email", "mail", "emailaddress", "e-mail"),
    "sale_date": ("saledate", "dateofsale", "solddate", "originaldate", "dateofpurchase"),
    "reason": ("reason", "why", "comment", "note", "notes", "cause"),
    "text": ("text", "note", "notes", "fact", "what"),
    "receipt": ("receipt", "receiptno", "receiptnumber", "order", "orderno", "orderid", "invoice",
                "invoiceno", "ticket", "transaction", "transactionid", "ref", "reference"),
}


def _key(title: str) -> str:
    return re.sub(r"[^a-z0-9]", "", title.lower())


def guess_kind(columns: Sequence[str]) -> str:
    keys = {_key(c) for c in columns}

    def has(name: str) -> bool:
        return any(k in _SYNONYMS[name] for k in keys)

    if has("supplier"):
        return "purchase"
    if has("sale_date") and has("customer"):
        return "return"
    if has("customer"):
        return "sale"
    if has("reason") and has("quantity"):
        return "stock_adjustment"
    if has("selling_price") and not has("quantity"):
        return "price_change"
    if has("text") and not has("product"):
        return "note"
    return "sale"


def guess_mapping(columns: Sequence[str], kind: str) -> dict[str, str]:
    """column -> field, each field at most once: exact names first, then names that contain one."""
    fields = FIELDS[kind]
    mapping: dict[str, str] = {}
    taken: set[str] = set()
    for exact in (True, False):
        for column in columns:
            if column in mapping:
                continue
            key = _key(column)
            for name in fields:
                if name in taken or not key:
                    continue
                words = _SYNONYMS[name]
                if (key in words) if exact else any(len(w) >= 4 and w in key for w in words):
                    mapping[column] = name
                    taken.add(name)
                    break
    return mapping


def parse_mapping(text: str, columns: Sequence[str], kind: str) -> dict[str, str]:
    """`Date=date,Item=product`: column titles (as in the header, any case) to fields."""
    mapping: dict[str, str] = {}
    by_key = {c.strip().lower(): c for c in columns}
    for part in (p for p in text.split(",") if p.strip()):
        if "=" not in part:
            raise LedgerError(f"'{part.strip()}' in the mapping is not COLUMN=FIELD.")
        column, name = (s.strip() for s in part.rsplit("=", 1))
        found = by_key.get(column.lower())
        if found is None:
            raise LedgerError(f"The sheet has no column '{column}'; its columns are: {', '.join(columns)}.")
        name = name.lower().replace(" ", "_")
        if name not in FIELDS[kind]:
            raise LedgerError(f"A {kind.replace('_', ' ')} has no field '{name}'; "
                              f"its fields are: {', '.join(FIELDS[kind])}.")
        mapping[found] = name
    return mapping


def mapping_text(mapping: dict[str, str]) -> str:
    return ",".join(f"{column}={name}" for column, name in mapping.items())
