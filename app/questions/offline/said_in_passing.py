"""What a board member or an older owner says in passing about how the answer is laid out or worked out,
already so (set 74): "rank the weeks, best week first" (best first), "which week, by its Monday, took the
most" (a week is named by its Monday), "what did we pay per kilo on average for everything we bought" (what
we paid is for what we bought; so is "our average cost per kilo across everything we've bought"), "the
average spend per customer, total takings over the number of different customers" (that average is that);
"from the biggest down, just the first three" (the top three of a ranking said before)."""

from __future__ import annotations

import re

_FIRST = re.compile(r"\b(best|top|highest|biggest|largest|lowest|worst|smallest)\s+(?:week|day|month|customer|product"
                    r"|fruit|supplier|one)s?\s+first\b", re.I)
# only as an aside between commas: "labelled / identified by its Monday" is read with its verb (week_keys.py)
_BY_ITS_MONDAY = re.compile(r"[,;]\s*by\s+its\s+(?:monday|start|first\s+day)\b\s*,?", re.I)
# "the customers who bought the most, from the biggest down": the order a ranking has already
_DOWN_FROM = re.compile(r"[,;]?\s*\bfrom\s+the\s+(?:biggest|largest|highest|most|top)\s+down(?:wards)?\b", re.I)
# "…, just the first three": the top three (the ranking is said before it)
_FIRST_FEW = re.compile(r"[,;]\s*(?:just|only)?\s*the\s+(?:first|top)\s+(two|three|four|five|\d{1,2})\s*([?.!]*)\s*$",
                        re.I)
_RANKED = re.compile(r"\b(?:most|biggest|largest|highest|best)\b", re.I)
_WEEK = re.compile(r"\bweeks?\b", re.I)
# "… for everything we bought", "… across everything you've bought" (set 64): said to the shop, it is the shop's
_FOR_ALL_BOUGHT = re.compile(r"\b(?:for|across|over|on)\s+(?:everything|all|all\s+the\s+fruit|all\s+of\s+it)\s+"
                             r"(?:that\s+)?(?:we|you)(?:'ve|’ve|\s+have)?\s+(?:bought|purchased)(?:\s+in)?\b", re.I)
_PAID = re.compile(r"\b(?:pay|paid|cost)\b", re.I)
_SPEND_PER_CUSTOMER = re.compile(r"\b(?:average|avg|mean)\s+(?:spend|spending|takings|revenue)\s+per\s+customer\b",
                                 re.I)
_OVER_CUSTOMERS = re.compile(r"[,;:(]?\s*\b(?:the\s+)?(?:total\s+)?(?:takings|revenue|spend|sales)\s+"
                             r"(?:over|divided\s+by|/)\s+the\s+number\s+of\s+(?:different\s+|distinct\s+)?"
                             r"customers\b\)?", re.I)


def plain(text: str) -> str:
    text = _FIRST.sub(r"\1 first", text)
    if _RANKED.search(text):
        text = _FIRST_FEW.sub(r", top \1\2", _DOWN_FROM.sub(" ", text))
    if _WEEK.search(text):
        text = _BY_ITS_MONDAY.sub(" ", text)
    if _PAID.search(text):
        text = _FOR_ALL_BOUGHT.sub(" ", text)
    return _OVER_CUSTOMERS.sub(" ", text) if _SPEND_PER_CUSTOMER.search(text) else text
