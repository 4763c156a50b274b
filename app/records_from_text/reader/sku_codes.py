"""A stock-keeping code said after "SKU" in place of the product's name ("SKU APL 2.000 kg",
"Price update: SKU CHR 3.40/kg", "SKU KIW (kiwi) 12 kg"): the code is read as the one product the
shop sells whose name has the code's letters, in order, from its first letter ("MNG" is mango). A
code that fits no product, or more than one, is left as it was, so the reader refuses naming "SKU"
rather than guessing; a new product named in brackets right after its code is read by that name
when the code's letters are the name's."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known

_SKU = re.compile(r"\bSKU\s*[:#]?\s*(?P<code>[A-Z]{2,5})\b(?![-/])(?:\s*\((?P<named>[A-Za-z]+)\))?")


def read_sku_codes(text: str, known: Known) -> str:
    if "SKU" not in text:
        return text

    def name(m: re.Match[str]) -> str:
        code = m.group("code").lower()
        fits = [p for p in known.products if letters_of(code, p.lower())]
        if len(fits) == 1:
            return fits[0] if not m.group("named") or m.group("named").lower() in fits[0].lower() \
                else m.group(0)  # "SKU APL (pears)": the two disagree, so it is left to be refused
        named = m.group("named")
        if not fits and named and letters_of(code, named.lower()):
            return named.lower()  # "new line SKU KIW (kiwi)": a product the shop does not sell yet
        return m.group(0)

    return _SKU.sub(name, text)


def letters_of(code: str, name: str) -> bool:
    """The code's letters are the name's, in order, from its first: "str" of strawberry, "mng" of mango."""
    if not name.startswith(code[0]):
        return False
    rest = iter(name)
    return all(letter in rest for letter in code)
