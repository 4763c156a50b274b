"""Ranked by the days they came (set 26): "who came in on the most saturdays", "which customer shopped on
the most days" — the days with a sale, counted once each (not the sales, nor the kilos, which a day with
two sales or a big basket would make more)."""

from __future__ import annotations

import re

from app.questions.offline.lexicon import LEAST, MEASURE_WORDS, MOST
from app.questions.offline.query import Query
from app.questions.offline.words import Words

_WEEKDAYS = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s"
# "the most saturdays": the most days, each a Saturday
_MOST_WEEKDAYS = re.compile(r"\b(most|fewest|least)\s+(?:different\s+|separate\s+)?" + _WEEKDAYS + r"\b", re.I)
_VISITED = {"came", "come", "comes", "coming", "in", "visit", "visited", "visits", "shop", "shopped", "shops", "bought",
            "buy", "buys", "been", "sale", "sales", "sold", "sell", "purchased"}


def plain(text: str) -> str:
    return _MOST_WEEKDAYS.sub(r"\1 days on \2s", text)


def read(words: Words, query: Query) -> None:
    low = [t.low for t in words.tokens]
    at = next((i for i in range(len(low) - 1) if low[i] in MOST | LEAST and (low[i + 1] == "days" or (
        low[i + 1] in ("different", "separate") and low[i + 2:i + 3] == ["days"]))), None)
    if query.measure or at is None or not _VISITED & set(low):
        return
    if any(w in low for name in ("revenue", "quantity", "spend", "profit", "average") for w in MEASURE_WORDS[name]):
        return  # "the most kilos on saturdays" is read where kilos are
    query.measure = "days_count"
    for index in range(at + 1, min(at + 3, len(low))):
        if low[index] in ("days", "different", "separate"):
            words.used[index] = True
    words.take(_VISITED)
