"""A Yorkshire market porter's words for what the reader already reads (set 86), once his dropped letters
are written out (dropped_letters.py): "brass" is money; "tek" is take; "ey up" opens; "on Saturday just gone"
is "on the Saturday just gone"; "last week, Monday through the Sunday" says the week again (the shop's weeks
run Monday to Sunday); "today and all" is today included; "fetched in" money is brought
in; "the cheapest fruit on the board" the cheapest price; "keyed on the Monday" as "keyed by"; margin "in
brass, not percent" is in dollars; and a price "now, after the cut" is the price now, which is after it."""

from __future__ import annotations

import re

from app.questions.offline.words import CannotAnswer

_SAID = (
    (re.compile(r"^\s*(?:ey|eh|ay)\s+up\b[\s,!.]*", re.I), ""),
    (re.compile(r"\bbrass\b", re.I), "money"),
    (re.compile(r"\btek\b", re.I), "take"),
    (re.compile(r"\bteks\b", re.I), "takes"),
    (re.compile(r"\btekk?in[g']?(?!\w)", re.I), "taking"),
    # "on Saturday just gone": "the Saturday just gone", which is read (and asked back when it is today) elsewhere
    (re.compile(r"\b(on|over|for)\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+just\s+gone\b)", re.I), r"\1 the "),
    # "last week, Monday through the Sunday": the week said again, day by day
    (re.compile(r"\b((?:last|this|that|the\s+past|the\s+previous)\s+week)\s*,?\s*(?:from\s+)?(?:the\s+)?mon(?:day)?\s+"
                r"(?:to|through|thru|till|until|[-–])\s+(?:the\s+)?sun(?:day)?\b", re.I), r"\1"),
    # "in t'last 3 days, today an' all": today included
    (re.compile(r"\s*,?\s*\btoday\s+and\s+all\b", re.I), ", today included"),
    (re.compile(r"\bfetched\s+in\b", re.I), "brought in"),
    (re.compile(r"\b(cheapest|dearest|priciest|most\s+expensive)\s+(fruit|product|item|one)\s+on\s+the\s+"
                r"(?:price\s+)?board\b", re.I), r"\1 \2"),
    (re.compile(r"\bkeyed\s+on\s+(?=(?:the|its)\s+monday\b)", re.I), "keyed by "),
    # "the margin on mangoes in brass, not percent": in dollars, the percentage said to be not wanted
    (re.compile(r"\bin\s+(?:money|dollars|cash|pounds)\s*,?\s*(?:and\s+)?not\s+(?:in\s+|as\s+a\s+)?"
                r"(?:percent|per\s*cent|%|percentages?)\b", re.I), "in dollars"),
    # "what's pears selling at now, after the cut": the price now, which is after it already
    (re.compile(r"\b(now|today)\s*,?\s*after\s+the\s+(?:price\s+)?(?:cut|rise|increase|reduction|drop|change)\b", re.I),
     r"\1"),
)


# "how much cherries have we got in?" and no more: what came in, or what is in (the stock)?
_GOT_IN = re.compile(r"\b(?:have|['’]ve)\s+(?:we|you)\s+got\s+in\s*[?.!]*\s*$", re.I)


def plain(text: str) -> str:
    if _GOT_IN.search(text):
        raise CannotAnswer("“got in”: what came in (kilos bought), or what we have in (the stock)? Say which.")
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
