"""Words of a Geordie writer's speech inside a shop record ("orange price is gannin up to 1.60 the day",
"binned 2 kilo of strawbs, mouldy as owt", "canny busy.", "new lass, Gemma Fairbairn, …", "… of mango
pet"): each is put in the English the reader knows before it reads, as the Scots and Yorkshire words are
(scots_words.py reads "the day", "doon", "aye"; yorkshire_words.py the dropped h).

Only forms that say one thing in a shop record are rewritten: "gannin" (going), "the morra" (tomorrow: not
done yet, and refused as such), "as owt" after a word (very: "mouldy as owt" is mouldy), "canny" before the
one word a remark ends with ("canny busy.": very), a new "lass" or "lad" named after it (a new customer),
"pet" or "hinny" closing a phrase (a word said to whoever reads it), "like" closing one after a figure
("6.16 like"), and "the end of me shift" (the close). Anything else ("wor Kev": who is that?) is left as
typed and refused there if it cannot be placed; so is "divvent knaa" (don't know), which a remark after the
record may say without taking it back."""

from __future__ import annotations

import re

_WORDS = {"gannin": "going", "gannen": "going"}
_REWRITES = [
    (re.compile(r"(?<![\w'])(" + "|".join(_WORDS) + r")(?![\w'])", re.I), lambda m: _WORDS[m.group(1).lower()]),
    (re.compile(r"\bthe\s+morra\b", re.I), lambda m: "tomorrow"),
    (re.compile(r"(?<=[a-z])\s+as\s+owt\b", re.I), lambda m: ""),  # "mouldy as owt"
    (re.compile(r"\bcanny\s+(?=[a-z]+\s*(?:[.,;!]|$))", re.I | re.M), lambda m: "very "),  # "canny busy."
    (re.compile(r"\bnew\s+(?:lass|lad)\b,?\s+(?=(?-i:[A-Z]))", re.I), lambda m: "new customer "),
    (re.compile(r"[ \t,]+(?:pet|hinny)(?=\s*[.!,;]|\s*$)", re.I | re.M), lambda m: ""),  # "… of mango pet"
    (re.compile(r"(?<=\d)[ \t]+like(?=\s*[.!,;]|\s*$)", re.I | re.M), lambda m: ""),  # "…, 6.16 like"
    (re.compile(r"\b(?:at\s+)?the\s+end\s+of\s+(?:me|my)\s+shift\b", re.I), lambda m: "at close"),
]


def geordie_in_english(text: str) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return text
