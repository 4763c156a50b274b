"""A German speaker's English, translated word for word (set 86): a date written "the 15." is the 15th;
"gain" is profit; "had we" with no verb after it is "did we have" ("how many kilos had we of oranges at the
evening of the 20.": the stock at its end, not kilos sold); "at the evening of" a day is its end; fruit
"lying" or that "lies still" in the store is in stock; a "sale price" is the selling price; what one kilo
"costs for the customers" is its price; "both days with" is both days included; "the first week, so from
the 1. until the 7." says the range again; "the working days, so Monday until Friday" are the weekdays; and
what "the customers on Sundays together paid" is the takings then."""

from __future__ import annotations

import re

_SUFFIX = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}
_DATE_DOT = re.compile(r"\b(the\s+)(\d{1,2})\.(?!\d)", re.I)
# a verb's past participle after "had we …": "had we bought" stays as it is
_DONE = r"(?:\w+ed|sold|bought|made|taken|spent|paid|got|given|brought|had|seen|done|written|sent|rung|shifted)"
_SAID = (
    (re.compile(r"\b(how\s+much|the|our|what|total|gross|net|any)\s+gain\b", re.I), r"\1 profit"),
    (re.compile(rf"\bhad\s+we\b(?!(?:[^?.!]*)\b{_DONE}\b)", re.I), "did we have"),
    (re.compile(r"\b(?:are|is)\s+(?:still\s+)?lying\s+(?:still\s+)?in\s+the\s+(?:store|shop|storeroom)\b", re.I),
     "are in stock"),
    (re.compile(r"\b(?:lie|lies)\s+(?:still\s+)?in\s+the\s+(?:store|shop|storeroom)\b", re.I), "are in stock"),
    (re.compile(r"\b(the|at)\s+sale\s+(prices?)\b", re.I), r"\1 selling \2"),
    # "What has one kilo cherries on the 10. cost for the customers?", "What costs one kilo orange for the customers?"
    (re.compile(r"\bwhat\s+(?:has|did|does|do)\s+(?:one|a|1)\s+(?:kilo|kg)\s+(?:of\s+)?([a-z]+)\s+(.*?)\s*"
                r"(?:cost|costed)\s+for\s+the\s+customers\b", re.I), r"what was the price of \1 \2"),
    (re.compile(r"\bwhat\s+costs\s+(?:one|a|1)\s+(?:kilo|kg)\s+(?:of\s+)?([a-z]+)\s+for\s+the\s+customers\b", re.I),
     r"what is the price of \1"),
    (re.compile(r"\s*,?\s*both\s+days\s+with\b", re.I), ""),
    (re.compile(r"\b(?:in\s+)?the\s+(?:first|second|third|fourth|last)\s+week\s*,?\s*so\s+(?=from\b)", re.I), ""),
    (re.compile(r"\b(?:on\s+)?the\s+working\s+days\s*,?\s*so\s+mon(?:day)?\s+(?:until|to|till|through)\s+fri(?:day)?\b",
                re.I), "on weekdays"),
    (re.compile(r"\bhow\s+much\s+(?:have|did|has)\s+(?:the\s+|our\s+|all\s+)?customers\b(.*?)\s*"
                r"(?:together|altogether|in\s+total)\s+(?:paid|pay)\b", re.I), r"what was the revenue\1"),
)


# "at the evening of the 20.", of what the shop had: at the day's end (takings "on the evening" are hours the
# records do not keep, and are asked back elsewhere)
_EVENING = re.compile(r"\bat\s+the\s+evening\s+of\b", re.I)
_HELD = re.compile(r"\b(?:did\s+we\s+have|have\s+we|left|in\s+stock|stock)\b", re.I)


def plain(text: str) -> str:
    text = _DATE_DOT.sub(lambda m: f"{m.group(1)}{m.group(2)}{_SUFFIX.get(int(m.group(2)), 'th')}", text)
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if _HELD.search(text):
        text = _EVENING.sub("at the end of", text)
    return text
