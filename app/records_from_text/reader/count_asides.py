"""What a count is said around: when it was done ("counted the mangoes after Zoe's lot, 18 kilo",
"did a count after the Hillside drop, 47 kilos of pears") and how ("counted the cherries proper
tonight", "counted the apples twice"). The count is of the shop's own stock: the event it came after
names no customer or supplier of it, and the manner says nothing about the figure, so both are dropped
before reading. A count left with a customer or supplier named beside its product is refused
(refuse_named_count), never read as that person's sale or delivery."""

from __future__ import annotations

import re

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.hints import HINTS

# a count said first in its sentence: "Counted …", "Recounted …", "Did a count …", "Stock count …"
_LEAD = (r"(?:(?<=^)|(?<=[.;!?\n]\s)|(?<=[.;!?\n]))\s*(?:(?:i|we)\s+)?(?:(?:re)?counted|did\s+(?:a|the|my|our)\s+"
         r"(?:stock\s*)?(?:re)?count|stock\s*count|stocktake)")
# "… after Zoe's lot,", "… after the Hillside drop,", "… after practice,": up to the comma, with no figure in it
_AFTER = re.compile(rf"(?P<lead>{_LEAD}\b[^.;!?,\d\n]{{0,40}}?)\s+after\s+(?P<when>[^.;!?,\d\n]{{1,40}}?)(?=\s*,)",
                    re.I)
# "counted the cherries proper", "counted the apples twice": how it was counted, right after what was
_MANNER = re.compile(rf"(?P<lead>{_LEAD}\s+(?:(?:the|all\s+the|them)\s+)?(?:[a-z]+\s+)?)"
                     r"(?:proper|properly|twice|twice\s+over|again|carefully|by\s+hand|myself|meself)\b", re.I)
_COUNT_WORDS = {"counted", "count", "recount", "recounted", "stocktake"}


def drop_count_asides(text: str) -> str:
    text = _AFTER.sub(lambda m: m.group("lead"), text)
    return _MANNER.sub(lambda m: m.group("lead").rstrip(), text)


def refuse_named_count(clause: Clause) -> None:
    """"Counted mangoes, Zoe, 18 kilo": a count names nobody; who is meant is asked, never guessed as a sale."""
    if not (clause.items and clause.parties):
        return
    said = [t.text for t, used in zip(clause.tokens, clause.used) if t.low in _COUNT_WORDS and used != "name"]
    if said:
        names = ", ".join(f"“{p.typed}”" for p in clause.parties)
        raise NotUnderstood(f"“{said[0]}” says a stock count, which is of the shop's own stock, but {names} is "
                            "named beside it; write the count and any sale or delivery in sentences of their own.",
                            HINTS["stock_adjustment"])
