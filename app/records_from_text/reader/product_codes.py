"""A supplier's stock code copied in from a delivery note before the product it names ("STR-12
Strawberry 10 kg", "BAN bananas 25 kg", "APL-GS Apple", "CHR cherries"): the code says the product
again, so it is dropped, but only when it is written in capitals right before a product the shop
sells and its letters are that product's, in order, from its first letter ("GRP" for grapes, never
"BAN" before pears)."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product
from app.records_from_text.reader.sku_codes import letters_of, read_sku_codes

__all__ = ["drop_product_codes", "letters_of"]

_CODE = re.compile(r"(?<![\w\-/.])(?P<code>[A-Z]{2,4})(?:-[A-Z0-9]{1,4})?[ \t]+(?=(?P<word>[A-Za-z]+)\b)")


def drop_product_codes(text: str, known: Known) -> str:
    if not known.products:
        return text
    text = read_sku_codes(text, known)  # "SKU MNG 1.5 kg": the code alone names the product

    def drop(m: re.Match[str]) -> str:
        found = match_product(m.group("word").lower(), list(known.products))
        name = found.unique if found and found.unique else None
        return "" if name and letters_of(m.group("code").lower(), name.lower()) else m.group(0)

    return _CODE.sub(drop, text)
