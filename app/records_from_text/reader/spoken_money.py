"""Pounds and pence said the way a British shop says a price ("at a pound ten the kilo", "for two
pound fifty", "cost us three quid twenty"): one amount, £1.10, £2.50, £3.20, never the pence alone
read as the price (ten pounds). Only after a word that says a price follows (at, for, cost, paid),
so "a pound of pears" stays a weight. Whole pounds said as a price per kilo ("at one pound a kilo", "cost two
pounds the kilogramme") are that many pounds: a pound is no weight of a kilo."""

from __future__ import annotations

import re

from text_to_num import text2num

_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
          "nineteen")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")  # text2num reads them
_PENCE = (rf"\d{{1,2}}|(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS)}|{'|'.join(_UNITS)}")
SPOKEN_POUNDS = re.compile(
    rf"\b(?P<before>at|for|cost|costs|cost\s+us|paid|@)\s+(?P<pounds>a|an|\d+|{'|'.join(_UNITS)})\s+"
    rf"(?:pounds?|pund|quid)\s+(?P<pence>{_PENCE})\b(?!\s*(?:[.,]\d|kg|kilos?|lbs?|g\b|grams?|%))", re.I)


def _value(said: str) -> int:
    said = said.lower()
    if said in ("a", "an"):
        return 1
    return int(said) if said.isdigit() else text2num(said, "en")


def in_figures(match: re.Match[str]) -> str:
    return f"{match.group('before')} £{_value(match.group('pounds'))}.{_value(match.group('pence')):02d}"


# "at one pound a kilo", "cost two pounds per kg": whole pounds, priced per kilo
POUNDS_A_KILO = re.compile(
    rf"\b(?P<before>at|cost|costs|cost\s+us|paid|@)\s+(?P<pounds>a|an|\d+|{'|'.join(_UNITS)}|{'|'.join(_TEENS)})\s+"
    r"(?:pounds?|quid)\s+(?=(?:a|the|per)\s+(?:kilo|kg|kilogramme|kilogram)s?\b)", re.I)


def pounds_in_figures(match: re.Match[str]) -> str:
    return f"{match.group('before')} £{_value(match.group('pounds'))}.00 "
