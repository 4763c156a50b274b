"""What a kilo leaves over its cost (set 16): "which line leaves us the least per kilo over cost at
today's prices", "the widest gap per kilo between our current price and cost", "what do we clear per
kilo on grapes, price less cost" — each product's selling price less its average purchase cost per
kilo, a state like the price (now, or at the end of a day). The selling price must be said: "profit
per kilo" alone could be the month's profit over the kilos sold, and is left to be asked which."""

from __future__ import annotations

from app.questions.offline import measures, periods
from app.questions.offline.query import Query
from app.questions.offline.words import Words

_KILO = {"kilo", "kg", "kilogram"}
_PRICE = {"price", "prices", "selling"}
_COST = {"cost", "costs"}
_GAP = {"over", "less", "minus", "gap", "between", "above", "difference"}
_WORDS = {"per", "a", "kilo", "kg", "kilogram", "over", "cost", "costs", "price", "prices", "selling", "less", "minus",
          "gap", "between", "and", "current", "our", "us", "clear", "leaves", "leave", "make", "above", "difference",
          "margin", "the", "we", "do", "what", "at", "today", "on",
          "markup", "unit"}  # "markup per kg (selling price minus unit cost)": set 24


def read(words: Words, query: Query, found: periods.Found) -> None:
    low = [t.low for t in words.tokens]
    per_kilo = any(w in _KILO and low[i - 1:i] in (["per"], ["a"]) for i, w in enumerate(low))
    if not (per_kilo and _PRICE & set(low) and _COST & set(low) and _GAP & set(low)) or query.customer or \
            query.supplier or query.measure:
        return
    query.measure = "unit_margin"
    words.take(_WORDS)
    measures.read_state(query, found, words)
