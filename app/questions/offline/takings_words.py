"""The takings in a newcomer's words (set 76: a would-be investor, a teenager's project): a "slice" or
"chunk" of the takings is their share, and what comes from one customer "alone" is what comes from them; the
"average price we got per kilo", or that "people paid", is the takings per kilo sold (not the average of the
price list); the day of the week that is "the best earner" takes the most; profit that "came from weekend
trade" is the profit at weekends; fruit we are "asking more than $2.50 a kilo for" sells for more than that.
Said again in the words the reader reads."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\b(?:slice|chunk)\s+of\s+(?=(?:your|our|the)\s+(?:takings|revenue|sales|turnover|income)\b)", re.I),
     "share of "),
    (re.compile(r"\b((?:[Ff]rom|[Bb]y|[Ff]or|[Tt]o)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)\s+alone\b"), r"\1"),
    (re.compile(r"\baverage\s+price\s+(?:we\s+got|we\s+were\s+paid|(?:people|customers|shoppers|they)\s+paid)\s+"
                r"(?:per|a)\s+(kilo|kg)\b", re.I), r"average revenue per \1"),
    (re.compile(r"\baverage\s+price\s+(?:per|a)\s+(kilo|kg)\s+(?:we\s+got|(?:people|customers|shoppers|they)\s+paid)\b",
                re.I), r"average revenue per \1"),
    (re.compile(r"\s*,?\s*\bacross\s+all\s+(?:the\s+)?(?:fruit|products|kilos)\s+(?:we\s+)?sold(?=\s*[?.!]?\s*$)",
                re.I), ""),
    (re.compile(r"\b(?:is|was)\s+the\s+(?:best|biggest|top)\s+earner\b", re.I), "had the most revenue"),
    (re.compile(r"\b(?:is|was)\s+the\s+(?:worst|smallest|weakest)\s+earner\b", re.I), "had the least revenue"),
    (re.compile(r"\b(?:came|comes|come)\s+from\s+(weekend|weekday)\s+(?:trade|trading|business|sales)\b", re.I),
     r"was there at \1s"),
    (re.compile(r"\b(?:are|is)\s+(?:you|we)\s+(?:asking|charging)\s+(more|less)\s+than\s+(\$\s?\d+(?:\.\d+)?)\s+"
                r"(?:a|per)\s+(kilo|kg)\s+for\b", re.I), r"sell for \1 than \2 a \3"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
