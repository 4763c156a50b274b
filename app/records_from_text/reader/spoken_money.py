"""Pounds and pence said the way a British shop says a price ("at a pound ten the kilo", "for two
pound fifty", "cost us three quid twenty"): one amount, £1.10, £2.50, £3.20, never the pence alone
read as the price (ten pounds). Only after a word that says a price follows (at, for, cost, paid),
so "a pound of pears" stays a weight."""

from __future__ import annotations

import re

_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
         "ninety": 90}
_PENCE = (rf"\d{{1,2}}|(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS)}|{'|'.join(_UNITS)}")
SPOKEN_POUNDS = re.compile(
    rf"\b(?P<before>at|for|cost|costs|cost\s+us|paid|@)\s+(?P<pounds>a|an|\d+|{'|'.join(_UNITS)})\s+"
    rf"(?:pounds?|pund|quid)\s+(?P<pence>{_PENCE})\b(?!\s*(?:[.,]\d|kg|kilos?|lbs?|g\b|grams?|%))", re.I)


def _value(said: str) -> int:
    said = said.lower()
    if said.isdigit():
        return int(said)
    if said in ("a", "an"):
        return 1
    parts = re.split(r"[- ]", said)
    return sum(_UNITS.get(p, 0) + _TEENS.get(p, 0) + _TENS.get(p, 0) for p in parts)


def in_figures(match: re.Match[str]) -> str:
    return f"{match.group('before')} £{_value(match.group('pounds'))}.{_value(match.group('pence')):02d}"
