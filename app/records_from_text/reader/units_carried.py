"""A unit said once for a list of weights ("two kilogrammes of strawberries and one of mango", "12 kg of pears,
8 of apples and 5 of grapes"): a figure then "of" and a product the shop sells, right after a weight of another
product said with its unit, is that many of the same unit. Only "of" straight after the figure carries the
unit ("one of the mangoes" is a piece, and is left); a figure said without "of" is left as typed."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product

_QTY = (r"(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
        r"thirty|forty|fifty)")
_UNIT = r"(?:kg|kgs|kilos?|kilogrammes?|kilograms?|grammes?|grams?|lbs?|pounds?)"
_WITH_UNIT = re.compile(rf"\b{_QTY}\s*(?P<unit>{_UNIT})\s+of\s+[a-z]+", re.I)
_WITHOUT = re.compile(rf"(?P<lead>\s*(?:,\s*(?:and\s+)?|and\s+))(?P<qty>{_QTY})\s+of\s+(?P<product>[a-z]+)\b", re.I)


def carry_units(text: str, known: Known) -> str:
    products = list(known.products)
    out, at = [], 0
    for said in _WITH_UNIT.finditer(text):
        if said.start() < at:
            continue
        out.append(text[at:said.end()])
        at, unit = said.end(), said.group("unit")
        while (bare := _WITHOUT.match(text, at)) is not None:
            found = match_product(bare.group("product").lower(), products)
            if not (found and found.unique):
                break
            out.append(f"{bare.group('lead')}{bare.group('qty')} {unit} of {bare.group('product')}")
            at = bare.end()
    return "".join(out) + text[at:]
