"""A price on one side of its change (set 16): "banana price before it change, was how much" — the
price the change replaced; "orange, the price go up this month, what is new price" — the price it
set. Of one named product, and of one change (several are asked which)."""

from __future__ import annotations

from app.questions.offline.measures import PRICE_DOWN, PRICE_UP
from app.questions.offline.query import Query
from app.questions.offline.words import Words

_CHANGE = {"change", "changed", "changes", "changing", "rise", "rose", "cut", "increase", "increased", "drop",
           "dropped", "went", "moved"}
_BETWEEN = {"it", "its", "the", "price", "was", "got", "last"}
_WORDS = {"price", "prices", "before", "after", "it", "its", "the", "change", "changed", "changes", "new", "old",
          "previous", "original", "was", "is", "how", "much", "what", "went", "go", "goes", "gone", "got", "last"}


def _side(low: list[str]) -> str | None:
    for i, word in enumerate(low):
        if word in ("before", "after"):
            j = i + 1
            while j < len(low) and low[j] in _BETWEEN:
                j += 1
            if j < len(low) and low[j] in _CHANGE:
                return word
        if word in ("new", "old", "previous", "original") and low[i + 1:i + 2] == ["price"]:
            return "after" if word == "new" else "before"
    return None


def read(words: Words, query: Query) -> None:
    low = [t.low for t in words.tokens]
    side = _side(low)
    if query.measure or side is None or not query.products or not {"price", "prices"} & set(low):
        return
    query.measure = "price_before_change" if side == "before" else "price_after_change"
    up, down = PRICE_UP & set(low), PRICE_DOWN & set(low)
    if up and not down:
        query.direction = "up"
    elif down and not up:
        query.direction = "down"
    words.take(_WORDS | (up ^ down if bool(up) != bool(down) else set()))
