"""Money per kilo written as a rate: "$/kg", "$ per kilo", "dollars a kg". The "$" before a "/" was
dropped and "orange $/kg now" answered with the kilos sold (set 74's first score). Said alone with a
product it is what a kilo sells for, its price; said with selling, buying or averaging words it is some
other rate (takings over kilos sold, what we paid a kilo), left to the words that say which. "Revenue per kg
sold" is the average of the takings over the kilos sold."""

from __future__ import annotations

import re

_RATE = re.compile(r"(?:\$|\bdollars?\b|\bbucks\b)\s*(?:/|\bper\b|\ba\b)\s*(?:kg|kgs|kilo|kilos|kilogram)\b", re.I)
_REALISED = re.compile(r"\b(realised|realized|achieved|effective)\s+" + _RATE.pattern, re.I)
# words that make the rate something other than today's price of a kilo
_OTHER = re.compile(r"\b(?:sold|sell|sells|selling|sales?|bought|buy|paid|pay|cost|costs|average|avg|mean|realised|"
                    r"realized|revenue|takings|took|made|make|profit|margin|spent|spend|purchases?|got|get|"
                    r"received|fetch|fetched)\b", re.I)


# "revenue per kg sold": the takings over the kilos sold, an average (read as one)
_TAKINGS_PER_KILO = re.compile(r"\b(?<!average\s)(?<!avg\s)(?<!mean\s)(revenue|takings)\s+per\s+(kg|kilo)"
                               r"\s+sold\b",
                               re.I)


def plain(text: str) -> str:
    """ "orange $/kg now": the price per kg of orange now; with other words, money per kg."""
    text = _TAKINGS_PER_KILO.sub(r"average \1 per \2 sold", text)
    if not _RATE.search(text):
        return text
    if _REALISED.search(text):  # "avg realised $/kg": a realised price, read as one (month_end_words.py)
        return _REALISED.sub(r"\1 price per kg ", text)
    said = " price per kg " if not _OTHER.search(text) else " dollars per kg "
    return _RATE.sub(said, text)
