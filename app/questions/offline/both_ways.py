"""One ranking asked two ways (set 16): "which fruit is selling most good, in kilo and also in money",
"which fruit we sell less, kilo and money both" — the ranking by kilos sold and by revenue, each its
own query; the answer says both, and whether they agree."""

from __future__ import annotations

import re

from app.questions.offline.lexicon import LEAST, MOST
from app.questions.offline.query import Query
from app.questions.offline.words import Words

_GOOD = re.compile(r"\b(most|best|least|less)\s+(?:good|well)\b", re.I)  # "selling most good": the most
_KILOS = {"kilo", "kilos", "kg", "kgs", "weight"}
_MONEY = {"money", "revenue", "takings", "dollars", "value"}
_WORDS = _KILOS | _MONEY | {"in", "and", "also", "both", "by", "either", "way", "ways", "sell", "sells", "sold",
                            "selling", "buy", "bought", "went", "moved"}


def plain(text: str) -> str:
    return _GOOD.sub(r"\1", text)


def read(words: Words, query: Query) -> None:
    low = {t.low for t in words.tokens}
    joined = bool({"and", "both", "also"} & low)
    if query.measure or not (_KILOS & low and _MONEY & low and joined and (MOST | LEAST) & low) or not {
            "which", "what"} & low or query.customer or query.supplier or {"how", "it", "its", "they", "them", "their",
                                                                         "he", "she", "his", "her"} & low:
        return  # "which fruit sold the most kilos, and how much money did it make": the money of that one
    query.measure, query.also = "quantity_sold", "revenue"
    words.take(_WORDS)
