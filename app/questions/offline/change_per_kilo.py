"""A price's change said per kilo (sets 98, 9, 12): "by how much per kilo did the banana price go up", "pear
price cut by how much per kg", "by how much did the pear price per kg change": a selling price is per kilo
already, so "per kilo" beside its change says again what the change is in. Taken out only where the
question asks how much a price changed ("by how much" and "price" both said, no takings, cost or
revenue named, which have rates of their own: revenue per kilo)."""

from __future__ import annotations

import re

_PER_KILO = r"\s*(?:per|a|/)\s*(?:kg|kgs|kilo|kilos|kilogram|kilogramme)\b"
_ASKED = re.compile(r"\bby\s+how\s+much\b", re.I)
_PRICE = re.compile(r"\bprices?\b", re.I)
_OTHER_RATE = re.compile(r"\b(?:revenue|takings|sales|sold|cost|costs|paid|bought|spend|spent|profit|margin|"
                         r"average|avg)\b", re.I)
_SAID = (
    re.compile(rf"(?<=\bby\s)(how\s+much){_PER_KILO}", re.I),  # "by how much per kilo did …"
    re.compile(rf"\b(cut|raised|increased|decreased|dropped|reduced|lowered|rise|rose|risen|up|down|changed?)"
               rf"{_PER_KILO}", re.I),  # "… was the pear price cut per kg"
    re.compile(rf"\b(prices?){_PER_KILO}", re.I),  # "did the pear price per kg change"
)


def plain(question: str) -> str:
    if not (_ASKED.search(question) and _PRICE.search(question)) or _OTHER_RATE.search(question):
        return question
    text = question
    for said in _SAID:
        text = said.sub(r"\1", text)
    return text
