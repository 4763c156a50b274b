"""A weight said again in other words right after it ("250 grams of cherries, which is 0.25 kg",
"anderhalf kilo grapes bought, so one and a half kilo", "1.5 kg of strawberries (one and a half
kilos)"): the second saying is dropped when it is the same weight; when it is not, it is left as
typed and refused there."""

from __future__ import annotations

import re

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10}
_FRACTIONS = {"half": 0.5, "quarter": 0.25}
_NUMBER = (r"(?:\d+(?:[.,]\d+)?|(?:(?:" + "|".join(_WORDS) + r")(?:\s+and\s+a\s+(?:half|quarter))?)"
           r"|(?:a\s+)?(?:half|quarter)(?:\s+a)?|three\s+quarters(?:\s+of\s+a)?)")
_UNIT = r"(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)"
_WEIGHT = rf"{_NUMBER}\s*{_UNIT}"
_RESTATED = re.compile(
    rf"(?<![\w.])(?P<first>{_WEIGHT})(?P<between>(?:\s+(?:of\s+)?[a-z']+){{0,3}}?)"
    rf"(?P<again>\s*,\s*(?:so|which\s+is|that\s+is|that's|i\.e\.?)\s+(?P<w1>{_WEIGHT})(?=\s*[.,;!]|\s*$)"
    rf"|\s*\(\s*(?:=\s*|that's\s+|so\s+)?(?P<w2>{_WEIGHT})\s*\))", re.I)


def _kilos(said: str) -> float | None:
    match = re.fullmatch(rf"(?P<n>{_NUMBER})\s*(?P<unit>{_UNIT})", said.strip(), re.I)
    if match is None:
        return None
    words = match.group("n").lower().replace(",", ".").split()
    if words[0][0].isdigit():
        n = float(words[0])
    elif "quarters" in words:
        n = 0.75
    elif words[0] in _WORDS:
        n = _WORDS[words[0]] + (_FRACTIONS[words[-1]] if len(words) > 1 else 0)
    else:
        n = next(_FRACTIONS[w] for w in words if w in _FRACTIONS)
    unit = match.group("unit").lower()
    if unit.startswith("g"):
        return n / 1000
    if unit.startswith(("lb", "pound")):
        return round(n * 0.45359237, 3)
    return n


def drop_restated(text: str) -> str:
    def restated(match: re.Match[str]) -> str:
        first, again = _kilos(match.group("first")), _kilos(match.group("w1") or match.group("w2"))
        if first is None or again is None or abs(first - again) > 1e-9:
            return match.group()
        return match.group("first") + match.group("between")

    return _RESTATED.sub(restated, text)
