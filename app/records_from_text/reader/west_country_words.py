"""Words of a West Country (Somerset) writer's speech inside a shop record, beyond the dropped h and g the
Yorkshire words already read ("Raj 'ad 4 pound o' apples, thee can put 'un down", "sell 'em at 3.95", "binned
1 kilo o' rotten 'uns", "Some bugger nicked 2 kilo …", "…. Proper job."): each is put in the English the
reader knows before it reads. Only forms that are no English word as typed, or say nothing of the record, are
rewritten: "'em" (them), "'un" and "'uns" (one, ones), "bought … off" a person (from), "thee can put 'un down"
(a request to record it), where a person named lives ("Jim Pengelly up Bishops Lydeard,": dropped), a thief
named as a rude word (someone) and "proper job" closing a line (well done). Anything else ("gert loads",
"reckon …") is left as typed and refused there."""

from __future__ import annotations

import re

_REWRITES: list[tuple[re.Pattern[str], str]] = [
    # "thee can put 'un down", "you can put that down": asked to record what was just said
    (re.compile(r"\s*[,;]?\s*\b(?:thee|you|ee)\s+can\s+put\s+(?:'un|'em|it|that|them)\s+down\b", re.I), ""),
    (re.compile(r"(?<![\w'])'em(?![\w'])", re.I), "them"),  # "sell 'em at 3.95", "write 'em off"
    (re.compile(r"(?<![\w'])'uns(?![\w'])", re.I), "ones"),  # "rotten 'uns"
    (re.compile(r"(?<![\w'])'un(?![\w'])", re.I), "one"),
    # "Some bugger nicked …": a thief not known by name
    (re.compile(r"\bsome\s+(?:bugger|beggar|sod|git|scrote|toerag|little\s+sod)\b", re.I), "someone"),
    # "Bought 10 kilo o' mango off Pete Hembrow": from the one named (never "off Pete's order")
    (re.compile(r"\b(bought\b[^.;]{0,40}?)\boff\s+(?=(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)(?!'))", re.I), r"\1from "),
    # "Maid called Tamsin Ford 'ad …": a young woman, named after it
    (re.compile(r"\b(?:an?\s+|the\s+)?(?:young\s+)?maid\s+(?=(?:called|named)\s+(?-i:[A-Z]))", re.I), "a lady "),
    # "from Jim Pengelly up Bishops Lydeard, …": where the one named lives, never a day said after the name
    (re.compile(r"(\b(?-i:[A-Z][a-z]+)\s+(?-i:[A-Z][a-z]+))\s+(?:up|down|out|over)\s+(?:at\s+|in\s+|by\s+)?"
                r"(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
                r"(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})(?=\s*,)", re.I), r"\1"),
    # "…. Proper job.", "…, proper job.": well done, closing the line
    (re.compile(r"(?:(?<=[.!])\s+|\s*,\s*)proper\s+job\s*[.!]*\s*$", re.I), "."),
]


def west_country_in_english(text: str) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return re.sub(r"\.\.$", ".", text)
