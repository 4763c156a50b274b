"""What a Canadian hockey dad or a Glaswegian grandmother says to the listener, at a clause's start or end
(set 100): "bud", "buddy", "eh", "hen", "pal", "aye", "the wee soul"; each is taken out whole where a comma or
a mark sets it off ("Bud, what …", "…, eh?", "…, hen? Aw the weeks …", "… bud. How many …"), never inside a
clause ("a hen", "the bud" are left). "loonies" and "toonies" are the shop's money ("how many loonies did we
take": how much), and "gimme" is give me."""

from __future__ import annotations

import re

_TAGS = r"bud|buddy|budd?y\s+boy|eh|hen|pal|aye|the\s+wee\s+(?:soul|lamb|dear)|chief|bro"
_SAID = (
    (re.compile(rf"(?:\s*,\s*(?:{_TAGS}))+(?=\s*(?:[?.!;:]|$))", re.I), ""),
    (re.compile(rf"^\s*(?:{_TAGS})\s*[,!]+\s*", re.I), ""),
    (re.compile(rf"(?<=[.?!])\s*(?:{_TAGS})\s*[,!]+\s*", re.I), " "),
    (re.compile(r"(?<=\w)\s+(?:bud|buddy|hen)(?=\s*[.?!]+\s+\w)", re.I), ""),
    (re.compile(r"\bhow\s+many\s+(?:loonies|toonies|bucks)\b", re.I), "how much money"),
    (re.compile(r"\b(?:loonies|toonies)\b", re.I), "dollars"),
    (re.compile(r"\bgimme\b", re.I), "give me"),
)


def plain(question: str) -> str:
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
