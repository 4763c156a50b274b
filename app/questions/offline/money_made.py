"""What we have made, said in the present perfect or as "the amount" (set 96's Kenyan-English manager: "What
is the amount we have made from the oranges since the 15th?"). Money made, earned or taken is the takings:
"have we made" is "did we make" (its "have" was read as what we have: "how much have we made from oranges"
gave the oranges in stock), and "the amount we made", "took" or "earned" is the money (it was read as kilos
sold, or refused). "The amount we sold" could be kilos, and is left to its own rules."""

from __future__ import annotations

import re

_PAST = {"made": "make", "earned": "earn", "taken": "take"}
_HAVE_WE = re.compile(r"\b(have|has)\s+(we|you|the\s+shop|i)\s+(made|earned|taken)\b"
                      r"(?!\s+(?:in|out|off|up|down|back)\b)", re.I)
_THE_AMOUNT = re.compile(r"\bthe\s+(?:total\s+)?amount\s+(?:that\s+|which\s+)?(we|you|the\s+shop)\s+(?:have\s+|had\s+)?"
                         r"(made|earned|taken|took|got\s+in|brought\s+in)\b", re.I)


def plain(question: str) -> str:
    text = _THE_AMOUNT.sub(lambda m: f"the money {m.group(1)} {m.group(2)}", question)
    return _HAVE_WE.sub(lambda m: f"did {m.group(2)} {_PAST[m.group(3).lower()]}", text)
