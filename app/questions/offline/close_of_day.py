"""A day's close said the bookkeeper's way (set 74): "pear on hand, kg, close of day", "inventory at cost, COB
today", "EOD", "end of day". It is the close of business, read at the end of the day said — today's when no
day is said."""

from __future__ import annotations

import re

_CLOSE = re.compile(r"\b(?:at\s+)?(?:the\s+)?(?:c\.?o\.?b\.?|e\.?o\.?d\.?"
                    r"|close\s+of\s+(?:the\s+)?(?:business|day|trading|play)"
                    r"|end\s+of\s+(?:the\s+)?(?:business\s+|trading\s+)?day)(?!\w)", re.I)
# a day said anywhere in the question: the close is that day's
_DAY_SAID = re.compile(r"\d|\b(?:today|tonight|yesterday|now|on|last|this|previous|week|month|monday|tuesday|wednesday"
                       r"|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august"
                       r"|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
                       r"|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
                       r"|\w+teenth|twentieth|thirtieth)\b", re.I)


def plain(question: str) -> str:
    if not _CLOSE.search(question):
        return question
    day = "" if _DAY_SAID.search(_CLOSE.sub(" ", question)) else " today"
    return _CLOSE.sub(" at close of business" + day + " ", question, count=1)
