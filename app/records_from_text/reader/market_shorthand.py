"""A market trader's shorthand: "omar back w pears" is back with, "counted pears end of day 20k" is at
closing (today's; never "end of day was quiet"), "sell cherries 3.30" is the product's shelf price, and
"apples 1,80 and grapes 2,90" is a list of two prices.

A list that names each product before its weight, typed without commas ("apls 28k grps 23k
nanas 30k", "Bob Smith apples 2kg pears 1kg"): each product goes with the weight after it, and a
comma is put between the pairs. Read only when the run is whole: it starts with a product no
weight stands before, and ends on a weight no product follows, so "2kg apples 3kg pears" (each
weight before its product) is left as typed."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product

_SHORT_FORMS = [(re.compile(r"(?<=\bback )w(?= [a-z])", re.I), "with"),
                (re.compile(r"(?<=[a-z] )(?:at )?(?:the )?end of (?:the )?day\b(?! (?:was|is|of)\b)", re.I),
                 "at closing")]
_MONEY = r"[$£€]?\d+[.,]\d\d(?![\d.,]\d)"
_PRICE_AND = re.compile(rf"(\b(?P<p1>[a-z]+)\s+{_MONEY})\s+and\s+(?=(?P<p2>[a-z]+)\s+{_MONEY}"
                        r"(?!\s*(?:kg|kilos?|g)\b))", re.I)
_SELL = re.compile(r"(\bsell\s+(?P<product>[a-z]+))\s+(?=[$£€]?\d+[.,]\d\d(?![\d.,]))", re.I)
_WEIGHT = r"\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|k|g|grams?|lbs?)"
_RUN = re.compile(rf"(?<![\w.,'])[A-Za-z]+\s+{_WEIGHT}(?:\s+[A-Za-z]+\s+{_WEIGHT})+(?=\s*(?:[.,;!]|$|\n))", re.I)
_WEIGHT_BEFORE = re.compile(rf"{_WEIGHT}\s*$", re.I)
_ONE = re.compile(rf"(?P<product>[A-Za-z]+)\s+(?P<weight>{_WEIGHT})", re.I)


def read_market_shorthand(text: str, known: Known) -> str:
    for pattern, replacement in _SHORT_FORMS:
        text = pattern.sub(replacement, text)
    products = list(known.products)
    # "apples 1,80 and grapes 2,90": two products' prices in a list, as "apples 1,80, grapes 2,90"
    text = _PRICE_AND.sub(lambda m: m.group(1) + ", " if all(
        match_product(p, products) for p in (m.group("p1"), m.group("p2"))) else m.group(), text)
    # "…, sell cherries 3.30": the shelf price of that product, as "sell cherries at 3.30"
    text = _SELL.sub(lambda m: f"{m.group(1)} at " if match_product(m.group("product"), products) else m.group(),
                     text)

    def run(match: re.Match[str]) -> str:
        pairs = list(_ONE.finditer(match.group()))
        if _WEIGHT_BEFORE.search(text[:match.start()]):
            return match.group()  # "2kg apples 3kg pears 1kg": each weight before its product
        if len(pairs) < 2 or not all(match_product(p.group("product"), products) for p in pairs):
            return match.group()
        return ", ".join(p.group() for p in pairs)

    return _RUN.sub(run, text)
