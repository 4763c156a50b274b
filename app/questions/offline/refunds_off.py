"""Refunds taken off as a sum ("takings minus refunds this week", "sales less the refunds paid out"):
every sales figure is already net of its own returns (a returned sale is out of the day it was made),
so over the whole history, or one customer's, "minus refunds" says that again. Over a stretch of time
it can mean two figures: that stretch's sales with their returns out, or its sales less the refunds
paid in it, which are often for sales made before it. Asked rather than guessed."""

from __future__ import annotations

import re

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer

# the words that subtract ("less", "minus"), not those that describe ("net of", "after", "excluding")
_SUBTRACTED = re.compile(r"^(?:less|minus|take\s+away|deducting|taking\s+(?:off|away|out))\b", re.I)


def check(net: str, query: Query) -> None:
    said = [part.strip() for part in net.split(",") if _SUBTRACTED.match(part.strip())]
    if said and query.period is not None:
        raise CannotAnswer(
            f"“{said[0]}” {query.period.said}: the sales of that time with their own returns taken out (every sales "
            "figure is), or its sales less the refunds paid in it (often for earlier sales)? Ask for the revenue "
            f"and the refunds {query.period.said} separately.")
