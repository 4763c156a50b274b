"""A programmer's key=value notes ("sale cust=tom_lee apple=2kg", "purchase supplier=ABC pear=15kg
cost=0.98 sell=1.50", "return cust=ann_brown sale_date=today", "; " between records): put in the
sentences the reader knows before it reads, so every check the reader makes on a sentence (who the
customer is, the shelf price against a total, a day to come, a real date) is made on these too.

A line is rewritten only when every record in it opens with a kind the reader knows (sale, purchase,
writeoff, adj, count, samples, price, return) and every part after it is a key this module knows
(cust, supplier, date, qty, item, items=[…], cost, total, paid, sell, reason, effective, sale_date)
or a product with its quantity and unit ("cherry=500g"); a record missing who it is for, a cost
and a total said together, a return naming goods (a part of a sale), a price from another day, or
any other key ("discount=10%", "price=free") leaves the whole message as typed, refused there.
A name is written with underscores for spaces ("tom_lee" is Tom Lee); the reader matches it."""

from __future__ import annotations

import re

_KINDS = {"sale": "sale", "sold": "sale", "purchase": "purchase", "bought": "purchase", "delivery": "purchase",
          "writeoff": "writeoff", "write_off": "writeoff", "write-off": "writeoff", "wo": "writeoff",
          "adj": "adj", "adjust": "adj", "adjustment": "adj", "count": "count", "stocktake": "count",
          "samples": "samples", "sample": "samples", "tasting": "samples", "price": "price", "return": "return"}
_KEYS = {"cust": "customer", "customer": "customer", "supplier": "supplier", "date": "date", "qty": "qty",
         "quantity": "qty", "item": "item", "product": "item", "items": "items", "cost": "cost", "total": "total",
         "paid": "paid", "sell": "sell", "reason": "reason", "effective": "effective", "sale_date": "sale_date"}
_PAIR = re.compile(r'(?P<key>[A-Za-z_]+)=(?P<value>"[^"]*"|\[[^\]]*\]|[^\s,;"\[\]]+)')
_AMOUNT = re.compile(r"\d+(?:\.\d+)?(?:/[a-z]+)?")  # "0.98", "1.15/kg"
_QUANTITY = re.compile(r"-?\d+(?:\.\d+)?[a-z]+")  # "2kg", "500g", "2lb"; never a bare figure
_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
_LOOKS = re.compile(r"^\s*[A-Za-z_\-]+\s.*?\b[A-Za-z_]+=\S")  # "sale cust=…": a kind, then a key


class _Unread(Exception):
    """A part this module does not know: the message is left as typed."""


def read_key_values(text: str) -> str:
    if not _LOOKS.match(text) or "\n" in text.strip():
        return text
    try:
        return " ".join(_sentence(part.strip()) for part in text.split(";") if part.strip())
    except _Unread:
        return text


def _sentence(part: str) -> str:
    kind_word, _, rest = part.partition(" ")
    kind = _KINDS.get(kind_word.lower())
    if kind is None:
        raise _Unread
    fields: dict[str, str] = {}
    items: list[tuple[str, str]] = []
    if kind == "adj":  # "adj apple -1.5kg reason=rotten": a product and what it lost, before the keys
        loose = re.match(r"([a-z]+)\s+-(\d+(?:\.\d+)?[a-z]+)\s+", rest + " ")
        if loose is None:
            raise _Unread
        items.append((loose.group(1), loose.group(2)))
        rest, kind = rest[loose.end():], "writeoff"
    at = 0
    for match in _PAIR.finditer(rest):
        if rest[at:match.start()].strip(" ,"):
            raise _Unread
        at = match.end()
        key, value = match.group("key").lower(), match.group("value").strip('"')
        if key in _KEYS and _KEYS[key] not in fields:
            fields[_KEYS[key]] = value
        elif key not in _KEYS and _QUANTITY.fullmatch(value.lower()) or kind == "price" and _AMOUNT.fullmatch(value):
            items.append((key.replace("_", " "), value))
        else:
            raise _Unread
    if rest[at:].strip(" ,"):
        raise _Unread
    items += _items(fields)
    return _write(kind, fields, items)


def _items(fields: dict[str, str]) -> list[tuple[str, str]]:
    out = []
    if "items" in fields:  # "items=[apple:1kg, banana:2kg]"
        for entry in fields.pop("items").strip("[]").split(","):
            product, colon, quantity = entry.strip().partition(":")
            if not colon or not re.fullmatch(r"[a-z]+", product) or not _QUANTITY.fullmatch(quantity.strip()):
                raise _Unread
            out.append((product, quantity.strip()))
    if "item" in fields or "qty" in fields:  # "item=orange qty=2kg"
        product, quantity = fields.pop("item", ""), fields.pop("qty", "")
        if not re.fullmatch(r"[a-z]+", product) or not _QUANTITY.fullmatch(quantity):
            raise _Unread
        out.append((product, quantity))
    return out


def _write(kind: str, fields: dict[str, str], items: list[tuple[str, str]]) -> str:
    allowed = {"sale": {"customer", "date", "total", "paid"}, "purchase": {"supplier", "date", "cost", "total", "sell"},
               "writeoff": {"date", "reason"}, "count": {"date"}, "samples": {"date"}, "price": {"effective"},
               "return": {"customer", "sale_date"}}[kind]
    if set(fields) - allowed or any(q.startswith("-") for _, q in items) or kind == "return" and items \
            or kind != "return" and not items:
        raise _Unread
    lines = ", ".join(f"{q} {p}" for p, q in items)
    when = _day(fields.get("date", ""))
    if kind == "sale" and "customer" in fields:
        money = "".join(f", {key} {_amount(fields[key])}" for key in ("total", "paid") if key in fields)
        return f"Sold {lines} to {_name(fields['customer'])}{money}{when}."
    if kind == "purchase" and "supplier" in fields and not {"cost", "total"} <= set(fields) \
            and ("cost" not in fields or len(items) == 1):
        cost = f" at {_amount(fields['cost'])}" if "cost" in fields else ""
        cost += f", {_amount(fields['total'])} total" if "total" in fields else ""
        sell = f", sell at {_amount(fields['sell'])}" if "sell" in fields else ""
        return f"Bought {lines} from {_name(fields['supplier'])}{cost}{sell}{when}."
    if kind == "writeoff":
        reason = f", {fields['reason'].replace('_', ' ')}" if "reason" in fields else ""
        return f"Wrote off {lines}{reason}{when}."
    if kind == "count" and len(items) == 1:
        return f"Counted {items[0][0]}, {items[0][1]}{when}."
    if kind == "samples":
        return f"{lines} used as samples{when}."
    if kind == "price" and len(items) == 1 and fields.get("effective", "today").lower() in ("today", "now"):
        return f"{items[0][0]} now {_amount(items[0][1])}."
    if kind == "return" and "customer" in fields and "sale_date" in fields:
        return f"{_name(fields['customer'])} returned what they bought{_day(fields['sale_date'])}."
    raise _Unread


def _day(value: str) -> str:
    if not value:
        return ""
    if _ISO.fullmatch(value):
        return f" on {value}"
    if re.fullmatch(r"(?:\d+ )?[a-z]+(?: [a-z]+)*", value.lower().replace("_", " ")):  # "yesterday", "3 days ago"
        return " " + value.replace("_", " ")
    raise _Unread


def _amount(value: str) -> str:
    if not _AMOUNT.fullmatch(value):
        raise _Unread
    return value


def _name(value: str) -> str:
    words = value.replace("_", " ").split()
    if not words or not all(re.fullmatch(r"[A-Za-z][A-Za-z'\-]*", w) for w in words):
        raise _Unread
    return " ".join(w if any(c.isupper() for c in w) else w.capitalize() for w in words)
