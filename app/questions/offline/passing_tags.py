"""What a Welsh teen or a Brummie shopkeeper says to the listener at a clause's end or its start, with or
without a comma (set 98): "innit", "mun", "butt", "bab", "our kid", "diolch" (thanks), "ta-ra", "tara-a-bit"
(goodbye), "cheers"; and a word of approval set off by a comma — "…, tidy", "bostin, …", "…, lush lady
innit" (said of the customer named, not of what to count). Each is taken out whole; a tag followed by more
of the question ("innit the banana stock …") is left where it is unless a comma or a mark follows it, and
"tidy", "lush", "bostin" are taken only where a comma sets them off ("a tidy sum" is left to be read)."""

from __future__ import annotations

import re

_TAGS = (r"innit|mun|butt|butty|bab|babs|our\s+kid|our\s+wench|diolch(?:\s+yn\s+fawr)?|"
         r"ta[\s-]*ra(?:[\s-]+a[\s-]+bit)?|cheers|ta")
_GOOD = r"(?:tidy|lush|bostin|belter|cracking|diamond|lovely)"
_WHO = r"(?:lady|woman|girl|fella|feller|bloke|man|lad|lass|one|chap|bird|gent)"
_END = r"(?=\s*(?:[,?.!;:]|$))"
_SAID = (
    # "…, lush lady innit", "…, tidy", "…, bostin": approval, set off by a comma, closing the question
    (re.compile(rf"\s*,\s*(?:(?:a|such\s+a|proper|she's\s+a|he's\s+a)\s+)?{_GOOD}(?:\s+{_WHO})?(?:\s*,?\s*(?:{_TAGS}))?"
                r"\s*(?=[?.!]*\s*$)", re.I), ""),
    # "bostin, ow much …", "Tidy, what did …": the same, opening it
    (re.compile(rf"^\s*{_GOOD}\s*[,!]+\s*", re.I), ""),
    # "…, diolch", "… yesterday mun", "… now butt", "… our kid", "…, tara-a-bit": to the listener
    (re.compile(rf"(?:\s*,\s*|\s+)(?:{_TAGS}){_END}", re.I), ""),
    (re.compile(rf"^\s*(?:{_TAGS})\s*[,!]+\s*", re.I), ""),
)


def plain(question: str) -> str:
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
