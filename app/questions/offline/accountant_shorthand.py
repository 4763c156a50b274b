"""A Hong Kong accountant's shorthand and particles (set 94): "ttl" is a total; "pls advise" opens a
request; "ar", "la", "lah", "leh" closing a question are its tone, as are "how much already?" and "can
check or not?"; "2 d.p." is two decimal places, which amounts have already; a range of days written with a
dash between two dates ("1/2 - 14/2") is from the one to the other. "Ttl amt" after an amount of money
(refunds) is its total; an amount bought is read before (purchase_amounts.py)."""

from __future__ import annotations

import re

_DATE = r"(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{1,2}\s+[A-Z][a-z]+(?:\s+\d{4})?)"
_SAID = (
    (re.compile(r"\s*,?\s*\bttl\s+amt\b", re.I), " total"),
    (re.compile(r"\bttl\b", re.I), "total"),
    (re.compile(r"^\s*(?:pls|please)\s+advise\s+(?:on\s+)?", re.I), ""),
    # particles closing the question: its tone, not a word of it
    (re.compile(r"\s+(?:ar|la|lah|leh|lor|ah)\s*(?=[?.!]*\s*$)", re.I), ""),
    (re.compile(r"\bhow\s+much\s+already\b", re.I), "how much"),
    (re.compile(r"\s+can\s+check\s+or\s+not\s*(?=[?.!]*\s*$)", re.I), ""),
    (re.compile(r"\s*,?\s*(?:to\s+)?2\s*d\.\s*p\.?", re.I), ""),
    # "1/2 - 14/2": from the one to the other
    (re.compile(rf"(?<![\w/])({_DATE})\s+[-–]\s+({_DATE})(?![\w/])"), r"from \1 to \2"),
)


def plain(question: str) -> str:
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
