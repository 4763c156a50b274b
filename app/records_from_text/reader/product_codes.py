"""A supplier's stock code copied in from a delivery note before the product it names ("STR-12
Strawberry 10 kg", "BAN bananas 25 kg", "APL-GS Apple", "CHR cherries"): the code says the product
again, so it is dropped, but only when it is written in capitals right before a product the shop
sells and its letters are that product's, in order, from its first letter ("GRP" for grapes, never
"BAN" before pears)."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product

_CODE = re.compile(r"(?<![\w\-/.])(?P<code>[A-Z]{2,4})(?:-[A-Z0-9]{1,4})?[ \t]+(?=(?P<word>[A-Za-z]+)\b)")


def drop_product_codes(text: str, known: Known) -> str:
    if not known.products:
        return text

    def drop(m: re.Match[str]) -> str:
        found = match_product(m.group("word").lower(), list(known.products))
        name = found.unique if found and found.unique else None
        return "" if name and letters_of(m.group("code").lower(), name.lower()) else m.group(0)

    return _CODE.sub(drop, text)


def letters_of(code: str, name: str) -> bool:
    """The code's letters are the name's, in order, from its first: "str" of strawberry, "mng" of mango."""
    if not name.startswith(code[0]):
        return False
    rest = iter(name)
    return all(letter in rest for letter in code)
