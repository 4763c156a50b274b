"""A Cockney owner's rhyming slang (set 92), each said in full or short: "bees an' honey" and "sausage an' mash"
are money, "bread" (bread and honey) is money where money is taken, made or broken down ("how much bread did
we take"; a loaf on the shelf stays a loaf), an "Ayrton Senna" a tenner, "two score" forty, a "quid" a dollar,
"me old china" (china plate) a mate, said to the asker; kilos "gone pen an' ink (stink) an' been written
off" are those written off. "Have a butcher's at the till for us -" (butcher's hook: a look), "I can't Adam
an' Eve it" (believe) and "the trouble an' strife wants to know" (the wife) are said around the question
and taken out whole."""

from __future__ import annotations

import re

_AND = r"(?:and|an['’‘]?|&|n)"
_SAID = [
    (re.compile(rf"\b(?:bees|bread)\s+{_AND}\s+honey\b", re.I), "money"),
    (re.compile(rf"\bsausage\s+{_AND}\s+mash\b", re.I), "money"),
    # "bread" alone, where money is taken, made or broken down
    (re.compile(r"\bbread\b(?=(?:\s+\w+){0,4}?\s+(?:take|took|taken|make|made|makes|earn|earned|bring|brought)\b)",
                re.I), "money"),
    (re.compile(r"\bbreakdown\s+(of|o['’‘])\s+bread\b", re.I), "breakdown of money"),
    (re.compile(r"\b(?:an\s+|a\s+)?ayrton(?:\s+senna)?\b", re.I), "10 dollars"),
    (re.compile(r"\btwo\s+score\b", re.I), "40"),
    # "gone pen an' ink (stink) an' been written off": gone off, and written off, which says it
    (re.compile(rf"\bgone\s+pen\s+{_AND}\s+ink\s+{_AND}\s+(?=been\s+written\s+off\b)", re.I), ""),
    (re.compile(r"\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s+quid\b", re.I),
     r"\1 dollars"),
    (re.compile(r"(?:\s*,\s*|\s+)(?:me\s+old\s+|my\s+old\s+)?china(?:\s+plate)?(?=\s*[?.!]*\s*$)", re.I), ", mate"),
    # said around the question
    (re.compile(r"^\s*(?:['’‘]?h?ave\s+a\s+butcher['’‘]?s(?:\s+hook)?(?:\s+at\s+[^-–—:?]*?)?\s*[-–—:]\s*)", re.I),
     ""),
    (re.compile(rf"[\s,.?!]*\bI\s+can(?:['’‘]?t|not)\s+adam\s+{_AND}\s+eve\s+it\s*[.!]*\s*$", re.I), "?"),
    (re.compile(rf"^\s*(?:the\s+|me\s+|my\s+)?trouble\s+{_AND}\s+strife\s+wants\s+to\s+know\s+", re.I), ""),
]


def plain(question: str) -> str:
    for said, meant in _SAID:
        question = said.sub(meant, question)
    return question
