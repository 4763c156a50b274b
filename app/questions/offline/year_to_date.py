"""This year so far, however it is said (set 98): "YTD", "year to date", "year-to-date", "so far this
year", "this year to date", "since the start of the year", "since New Year" are the days since the 1st of
January, read as "since 1 January" (the date reader puts it in this year, and the answer shows its
date). "February this year", "the 3rd this year" name a month or a day of this year, and are left as they
are; "last year", "a year ago" and a financial or tax year are other years, never touched."""

from __future__ import annotations

import re

_MONTHS = (r"january|february|march|april|may|june|july|august|september|october|november|december|"
           r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
_SINCE = " since 1 January "
_SAID = (
    (re.compile(r"\b(?:for\s+|in\s+)?(?:the\s+)?(?:ytd|y\.t\.d\.?|year[\s-]+to[\s-]+date)\b", re.I), _SINCE),
    (re.compile(r"\b(?:since|from)\s+(?:the\s+)?(?:start|beginning)\s+of\s+(?:the|this)\s+year\b", re.I), _SINCE),
    (re.compile(r"\bsince\s+(?:the\s+)?new\s+year(?:'?s(?:\s+day)?)?\b", re.I), _SINCE),
    # "so far this year", "this year to date"; "this year" alone is left (unread, it is refused naming "year")
    (re.compile(r"\b(?:so\s+far\s+this\s+year|this\s+year\s+(?:so\s+far|to\s+date))\b", re.I), _SINCE),
)
# "February this year", "the 3rd of March this year": a month or a day of this year
_OF_THIS_YEAR = re.compile(rf"\b(?:{_MONTHS}|\d{{1,2}}(?:st|nd|rd|th)?)\.?\s*,?\s+(?:of\s+)?this\s+year\b", re.I)


def plain(question: str) -> str:
    if _OF_THIS_YEAR.search(question):
        return question
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return re.sub(r"\s{2,}", " ", text).strip() if text != question else question
