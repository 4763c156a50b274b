"""A difference said as a sum to work out (set 24): "strawberry revenue, the 15th to the 29th minus
the 1st to the 14th", "how did the week of the 19th compare with the week of the 12th? give me the
difference", "revenue growth from the 1st-14th to the 15th-29th". The sides are split where the
words say; the gap keeps its sign: "minus" and "compare" the first less the second, "change" and
"growth" (from one time to the next) the second less the first."""

from __future__ import annotations

import datetime as dt
import re

from app.questions.offline import periods

_MINUS = re.compile(r"\bminus\b", re.I)
_COMPARE = re.compile(r"\b(?:compare|compares|compared)\s+(?:with|to|against)\b", re.I)
_DIFFERENCE = re.compile(r"\b(?:difference|gap)\b", re.I)
_CHANGE = re.compile(r"\b(?:change|growth|increase)\b", re.I)
_MEASURE = re.compile(r"\b(?:cost|costs|price|prices|pay|paid|buying|bought|purchases?|refunds?|returns?|spend|"
                      r"spent|write[\s-]?offs?)\b", re.I)
_FROM = re.compile(r"\bfrom\b", re.I)
_TO = re.compile(r"\bto\b", re.I)
WORDS = {"minus", "compare", "compares", "compared", "difference", "gap", "change", "growth", "increase", "dollar"}


def asked(text: str) -> str | None:
    """"minus": the first less the second, signed; "change": the second less the first, signed."""
    minus = _MINUS.search(text)
    if minus and not _MEASURE.search(text[minus.end():]):
        return "minus"  # "price minus cost", "sales minus refunds": a measure of its own, read elsewhere
    if _COMPARE.search(text) and _DIFFERENCE.search(text):
        return "minus"  # "how did A compare with B? the difference": A less B
    if _CHANGE.search(text) and _FROM.search(text):
        return "change"
    return None


def split(text: str, way: str, today: dt.date) -> tuple[int, int] | None:
    """Where the first side ends and the second begins: at "minus", "compare with", or the "to" of
    "from A to B" that leaves one time on each side."""
    if way == "minus":
        said = _MINUS.search(text) or _COMPARE.search(text)
        return (said.start(), said.end()) if said else None
    start = _FROM.search(text)
    for to in _TO.finditer(text, start.end() if start else 0):
        try:
            first, second = periods.find(text[:to.start()], today).period, periods.find(text[to.end():], today).period
        except periods.PeriodRefused:
            continue
        if first and second and first.end is not None:  # "from the 1st" alone is open: "the 1st to the 14th" is one
            return to.start(), to.end()
    return None
