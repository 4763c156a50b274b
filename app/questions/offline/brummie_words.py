"""A Brummie shopkeeper's words and spellings (set 98), beyond the Yorkshire porter's ("tek" is read there,
porter_words.py): "wik" is a week, "mek" make ("mekkin'" making), "summat" something, "nowt" is left (it
may be a 0 asked about), to "flog" is to sell, an "h" dropped before "old" and "eld" ("'olding", "'eld")
is written back; "a tenner" and "a fiver" are 10 and 5 of the shop's money; "…, the lot" closing a
question is all of them. Said in any English: stock "lost to write-offs" is stock written off, prices "as
they stood on" a day are as at that day, refunds that "went out" are the refunds, and "topline" (or "top
line" before a measure's place: "topline last week") is the revenue; "thats under" is "that's under"."""

from __future__ import annotations

import re

_Q = "['’‘]"
_SAID = (
    (re.compile(r"\bwik(s?)\b", re.I), r"week\1"),
    (re.compile(r"\bwikend(s?)\b", re.I), r"weekend\1"),
    (re.compile(r"\bmek\b", re.I), "make"),
    (re.compile(r"\bmeks\b", re.I), "makes"),
    (re.compile(rf"\bmekk?in(?:g|{_Q})?(?!\w)", re.I), "making"),
    (re.compile(r"\bsummat\b", re.I), "something"),
    (re.compile(r"\b(that|there)s\b(?=\s+(?:under|over|below|above|less|more|left|in|on|at|selling|sold))", re.I),
     r"\1's"),  # "the stuff thats under 22 kilos": typed with no mark
    (re.compile(r"\bflog(s?)\b", re.I), r"sell\1"),
    (re.compile(rf"\bflogg?in(?:g|{_Q})?(?!\w)", re.I), "selling"),
    (re.compile(rf"(?<![\w'’‘]){_Q}(old|olding|olds|eld)\b", re.I), r"h\1"),
    (re.compile(r"\b(?:a\s+)?tenner\b", re.I), "10 dollars"),
    (re.compile(r"\b(?:a\s+)?fiver\b", re.I), "5 dollars"),
    (re.compile(r"\s*,\s*the\s+lot\s*(?=[?.!]*\s*$)", re.I), ", all of them"),
    # "did we lose to write-offs", "lost to waste": written off
    (re.compile(r"\b(?:lose|lost|losing)\s+to\s+(?:write[\s-]*offs?|waste|wastage|spoilage)\b", re.I), "write off"),
    # "as it stood on the 12th", "as they stood at close on …": as at that day
    (re.compile(r"\bas\s+(?:it|they|things|prices)\s+stood\s+(?:on|at)\b", re.I), "as at"),
    # "how much in refunds went out": the refunds
    (re.compile(r"\b(refunds?)\s+(?:went|gone|have\s+gone|has\s+gone)\s+out\b", re.I), r"\1"),
    (re.compile(r"\btop[\s-]?line\b(?=\s+(?:how|last|this|yesterday|today|for|in|on|since|so|was|is|\?|$))", re.I),
     "revenue"),
)


def plain(question: str) -> str:
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
