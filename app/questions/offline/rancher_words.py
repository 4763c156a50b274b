"""A Texan rancher's words for what the reader already reads (set 94): "Howdy", "well shoot", "reckon",
"darlin'", "partner" and "y'all" are his manner, not the question; "nanners" are bananas and "bucks"
dollars ("cash" is left: it may mean the cash paid, not card); what we "raked in" or "done took" is what we
took; "that Omar fella" and "that ol' boy" are the customer named; "folks" who bought or brought fruit back
are the customers, and "them ABC folks" the supplier; "what we got in the way of strawberries" is what we
have of them; a month "start to finish" or "the whole dang month" is that month; a head count of customers,
"not visits", is the customers counted once; fruit "sittin' in the cooler" is the stock; sales "rung up"
are sales made."""

from __future__ import annotations

import re

_SAID = (
    # greetings and exclamations that open the question
    (re.compile(r"^\s*(?:howdy|well\s+shoot|shoot)\s*[,!.]?\s+", re.I), ""),
    (re.compile(r"\s*,?\s*\b(?:darlin'?|darling|partner|pardner|buddy|sugar)\s*(?=[?.!]*\s*$)", re.I), ""),
    (re.compile(r"^\s*(?:i\s+)?reckon\s+you\s+could\s+tell\s+me\s+", re.I), "tell me "),
    (re.compile(r"\s+y'?all\b", re.I), " we"),
    (re.compile(r"\bnanners\b", re.I), "bananas"),
    (re.compile(r"\bnanner\b", re.I), "banana"),
    (re.compile(r"\bbucks\b", re.I), "dollars"),
    (re.compile(r"\bwhatcha\s+got\s+left\b", re.I), "what have we got left"),
    (re.compile(r"\bwhatcha\s+got\b", re.I), "what have we got"),
    # "in the way of strawberries": of strawberries
    (re.compile(r"\bin\s+the\s+way\s+of\s+(?=[a-z])", re.I), "of "),
    (re.compile(r"\b(we|you)\s+rake\s+in\b", re.I), r"\1 take in"),
    (re.compile(r"\b(we|you)\s+raked\s+in\b", re.I), r"\1 took in"),
    (re.compile(r"\b(we)\s+done\s+(took|sold|spent|paid|bought)\b", re.I), r"did \1 take"),
    (re.compile(r"\bhave\s+we\s+took\b", re.I), "have we taken"),
    (re.compile(r"\b(?:the\s+whole\s+of\s+)?(\w+)\s*,\s*start\s+to\s+finish\b", re.I), r"\1"),
    (re.compile(r"\bthe\s+whole\s+(?:dang|darn|durn|blessed)\s+(?=month|week)\b", re.I), "the "),
    # "that Omar fella", "that ol' boy": the customer named
    (re.compile(r"\bthat\s+([A-Z][a-z]+)\s+(?:fella|feller|guy|boy|gal|lady)\b"), r"\1"),
    (re.compile(r"^([A-Z][a-z]+\s+[A-Z][a-z]+)\s*,\s*how\s+much\s+has\s+that\s+ol'?\s+(?:boy|gal|fella|feller)\s+",
                re.I), r"how much has \1 "),
    # "them ABC folks": the supplier
    (re.compile(r"\bthem\s+([A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*)*)\s+(?:folks|boys|fellas|people)\b"), r"\1"),
    (re.compile(r"\bhow\s+many\s+different\s+folks\s+bought\b", re.I), "how many different customers bought"),
    (re.compile(r"\?\s*head\s+count\s*,?\s*(?:i\s+mean\s*,?\s*)?not\s+visits\s*[.!]?\s*$", re.I), "?"),
    (re.compile(r"\bhow\s+many\s+times\s+did\s+(?:folks|customers|people)\s+bring\s+(?:stuff|fruit|things)\s+back"
                r"(?:\s+for\s+a\s+refund)?\b", re.I), "how many returns were there"),
    (re.compile(r"\bhow\s+much\s+have\s+we\s+had\s+to\s+refund\s+folks\b", re.I),
     "how much have we refunded"),
    # sales "rung up" are sales made; what was rung up alone is the takings, read already
    (re.compile(r"(\bsales\s+(?:did|have|had)\s+(?:we|you)\s+)ring\s+up\b", re.I), r"\1make"),
    (re.compile(r"\s*,?\s*not\s+counting\s+the\s+ones\s+folks\s+brought\s+back\b", re.I), ", net of returns"),
    (re.compile(r"\s*,?\s*percentage[- ]wise\s*,?", re.I), " as a percentage"),
    (re.compile(r"\b(?:sitting|setting)\s+in\s+the\s+(?:cooler|walk-?in|back|store\s*room)\b", re.I), "in stock"),
    (re.compile(r"\ball\s+of\s+'em\b", re.I), "all of them"),
    (re.compile(r"\bget\s+a\s+load\s+of\s+(\w+)\s+delivered\b", re.I), r"get a delivery of \1"),
    (re.compile(r"\?\s*give\s+me\s+the\s+whole\s+list\s*[.!]?\s*$", re.I), "?"),
    (re.compile(r"\bleft\s+after\s+today'?s\s+business\b", re.I), "left at close of today"),
)


def plain(question: str) -> str:
    text = question
    for said, plain_words in _SAID:
        text = said.sub(plain_words, text)
    return text
