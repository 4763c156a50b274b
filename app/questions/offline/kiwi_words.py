"""A New Zealand backpacker's words for what the reader already reads (set 96): "kia ora", "sweet as" and
"chur" opening the question, "bro" and "eh" closing it are manner; what we "flog" we sell; "at the mo" is
now; fruit "in the chiller" is the stock; "that Hillside lot" is the supplier (or customer) named; the profit
made "off" the bananas is the profit on them; "roughly - nah, exact" takes the hedge back."""

from __future__ import annotations

import re

_END = r"(?=\s*[?.!]*\s*$)"
_SAID = (
    # greetings and exclamations opening the question
    (re.compile(r"^\s*(?:kia\s+ora|sweet\s+as|chur|choice|yeah\s+nah|good\s+as\s+gold)\b\s*(?:bro|mate|e\s+hoa)?"
                r"\s*[,!.:;–-]+\s*", re.I), ""),
    # "… yesterday bro", "… last 5 days eh": said to the listener, closing the question
    (re.compile(rf"\s*,?\s*\b(?:bro|bru|cuz|e\s+hoa|eh)\b{_END}", re.I), ""),
    # "roughly - nah exact eh": the hedge taken back, so the exact figure, as ever
    (re.compile(r"\s*[,;]?\s*\b(?:roughly|about|approximately|ish)\s*[,;–-]*\s*nah\s*,?\s*(?:make\s+it\s+)?"
                r"exact(?:ly)?\b", re.I), ""),
    (re.compile(r"\bflogged\b", re.I), "sold"),
    (re.compile(r"\bflog(?:ging)?\b", re.I), "sell"),
    (re.compile(r"\bat\s+the\s+mo\b", re.I), "now"),
    (re.compile(r"\bwhat're\b", re.I), "what are"),
    (re.compile(r"\bin\s+the\s+(?:chiller|fridge|cool\s*room|coolroom)\b", re.I), "in stock"),
    # "that Hillside lot", "the ABC lot": the supplier or customer named
    (re.compile(r"\b(?:that|the|those)\s+([A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*)*)\s+(?:lot|mob|crowd)\b"), r"\1"),
    # "how much profit did we make off the nanas": on them
    (re.compile(r"\b((?:profit|margin)\b[^?.!]*?\b(?:make|made|making|earn|earned|get|got))\s+off\s+(?=the\b)", re.I),
     r"\1 on "),
)


def plain(question: str) -> str:
    text = question
    for said, plain_words in _SAID:
        text = said.sub(plain_words, text)
    return text
