"""Words of a Malaysian helper writing Manglish inside a shop record ("Zoe buy 3 kilo banana, yesterday one",
"Mrs Chen buy 2 kilo grape on Monday one", "Alamak, 2 kilo strawberry rotten already", "Mango 2 kilo kena
stolen", "Orange price change to 1.60 start today ah"): each is put in the English the reader knows before it
reads, as the Singlish words are (singlish_words.py).

Only forms with one meaning in a shop record are rewritten:
- "one" after a day closing a sentence ("today one", "on Monday one"): it marks the day said, never a
  quantity (a quantity comes before what it counts);
- "Alamak" (oh dear) opening a text or a sentence, before a comma: an exclamation;
- "kena" before what befell the stock ("kena stolen", "kena rotten"): was;
- "start today", "start from today", "starting today" after a price: from today;
- "ah" closing a sentence, in lower case: a particle like "lah";
- "0.55 one kilo" after a price: per kilo; "same like before": as it was, saying nothing new;
- "cannot sell" after "spoiled already": why it went, said again; "count grape already, got 44 kilo": the
  count and what it found.
Anything else is left as typed, and refused there if it cannot be placed."""

from __future__ import annotations

import re

_DAY = r"(?:today|yesterday|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
_REWRITES = [
    (re.compile(rf"\b({_DAY})\s+one(?=\s*[.!,;]|\s*$)", re.I | re.M), r"\1"),
    (re.compile(r"(^|(?<=[.!?;]\s))\s*alamak\s*[,!]\s*", re.I | re.M), r"\1"),
    (re.compile(r"\s*,?\s*alamak\s*[.!]?\s*$", re.I), ""),
    (re.compile(r"\bkena\s+(?=(?:stolen|rotten|spoiled|spoilt|damaged|mouldy|moldy|thrown|eaten)\b)", re.I), ""),
    (re.compile(r"(?<=\d)\s+(?:start(?:ing)?\s+(?:from\s+)?)(?=today\b|tomorrow\b)", re.I), " from "),
    (re.compile(r"(?<=\w)\s+(?-i:ah)(?=\s*[.!]|\s*$)", re.M), ""),
    # "0.55 one kilo", "at 2.80 one kilo": a price for each kilo; "same like before": as it was
    (re.compile(r"(?<=\d[.,]\d\d)\s+one\s+(kilo|kg)\b", re.I), r" per \1"),
    (re.compile(r"\s*,?\s+same\s+like\s+(?:before|last\s+time)\b", re.I), ""),
    # "…spoiled already, cannot sell": why it went, said again; "count grape already, got 44 kilo": the count
    (re.compile(r"(?<=already)\s*,\s*(?:cannot|can't|cant)\s+sell(?:\s+(?:already|liao))?(?=\s*[.!]|\s*$)", re.I), ""),
    (re.compile(r"\b(count(?:ed)?\s+[a-z]+)\s+already\s*,\s*(?=got\s+\d)", re.I), r"\1, "),
]


def manglish_in_english(text: str) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return text
