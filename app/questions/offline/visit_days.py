"""Days counted between visits (set 16): "how many days has it been since Eva was last in" — today
less the day of the last sale; "how many days were there between Sue's first and last visits" — the
last sale's day less the first's. Over the sales the question picks (a customer, a product)."""

from __future__ import annotations

import datetime as dt

from app.questions.offline.query import Query
from app.questions.offline.words import Words

_VISITED = {"in", "visit", "visits", "visited", "came", "come", "bought", "buy", "shopped", "sale", "sales", "sold",
            "sell", "purchase", "purchases", "here", "shop"}
_SINCE = {"how", "many", "days", "has", "have", "it", "been", "since", "was", "were", "last", "did", "we", "is"}
_BETWEEN = {"how", "many", "days", "were", "was", "there", "between", "first", "and", "last", "her", "his", "their",
            "the", "from", "to", "passed", "went", "by"}


def read(words: Words, query: Query, today: dt.date) -> None:
    low = [t.low for t in words.tokens]
    if query.measure or low[:3] != ["how", "many", "days"] or not _VISITED & set(low) or query.period:
        return
    if "since" in low and "last" in low and "first" not in low:
        query.measure, query.since_day = "days_since_last_sale", today
        words.take(_SINCE | _VISITED)
    elif "between" in low and "first" in low and "last" in low:
        query.measure = "visit_span_days"
        words.take(_BETWEEN | _VISITED)
