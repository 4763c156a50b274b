"""Takings said in everyday words the parser reads another way, rewritten before it reads them:
"what did strawberries bring in / fetch last week" (how much they brought in), "how much cash came in
yesterday", "cash from cherries", "top 2 fruits by cash" (the till's takings, not a way of paying),
and "who got / who's had oranges today" (who bought them). "Paid in cash" or "by card" stays what it
was — a way of paying, which the records do not keep — and is refused as before."""

from __future__ import annotations

import re

_REWRITES = (
    # "what did pears fetch all told", "what did strawberries bring in": how much they brought in
    # (a person named is left: "what did Bob bring in" may be what he brought back)
    (re.compile(r"\bwhat\s+(did|do|does|have|has)\s+(?!(?:i|they|he|she|it|us)\b)((?:(?-i:[a-z])\w*\s+){0,3}?"
                r"(?-i:[a-z])\w*)\s+(?:bring|brought|fetch|fetched|fetches)(?:\s+in)?\b", re.I),
     r"how much \1 \2 bring in"),
    (re.compile(r"\bhow\s+much\s+cash\s+(?:has\s+|have\s+|did\s+)?(?:came|come|comes|coming)\s+in\b", re.I),
     "how much did we take"),
    (re.compile(r"\bcash\s+(?:that\s+)?(?:came|come|comes|taken)\s+in\b", re.I), "takings"),
    (re.compile(r"\bhow\s+much\s+cash\s+in\b", re.I), "how much did we take"),
    (re.compile(r"\bcash\s+(from|on|for)\b", re.I), r"takings \1"),
    (re.compile(r"\b(fruits?|products?|customers?|days?|lines?)\s+by\s+cash\b", re.I), r"\1 by revenue"),
    # "who got oranges today", "who's had cherries": who bought them
    # (not "who got the biggest refund", "who had the biggest single sale", "who got the most back")
    (re.compile(r"\bwho(?:'s|\s+has|\s+have|\s+had)?\s+(?:got|gotten|had)\s+(?!(?:the|a|an|most|least|more|less|"
                r"biggest|largest|smallest|highest|lowest|top|best|worst|back|refunds?|money|their|his|her|our|it|them|"
                r"that|this|those|these|any\s+refunds?)\b)(?=(?:any\s+|some\s+)?[a-z])", re.I), "who bought "),
)


def plain(text: str) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return text
