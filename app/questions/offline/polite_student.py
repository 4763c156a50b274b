"""A polite Japanese exchange student's courtesy around a question (set 92): "Excuse me," or "Sumimasen,"
before it, "Thank you." or "Sorry for my poor English." in a sentence of their own, "If it is not too much
trouble,", "I am very sorry, but may I know …", "if you please", "could you also …", "please teach me …",
and "-san" after a name ("Omar-san", "Mei Chen-san's"). Each is taken out whole; none says what is asked."""

from __future__ import annotations

import re

_SENTENCES = re.compile(r"(?:^|(?<=[.?!]))\s*(?:thank\s+you(?:\s+(?:very|so)\s+much)?|many\s+thanks|"
                        r"sorry\s+for\s+my\s+(?:poor|bad|broken)\s+english|"
                        r"(?:excuse\s+me|sumimasen)(?:\s*,\s*sorry\s+to\s+(?:bother|trouble)\s+you)?)\s*[.!]"
                        r"(?=\s|$)", re.I)
_OPENERS = re.compile(r"^\s*(?:(?:excuse\s+me|sumimasen|pardon\s+me)\s*,\s*|"
                      r"if\s+it\s+is\s+not\s+too\s+much\s+trouble\s*,\s*|"
                      r"(?:i\s+am\s+(?:very\s+|so\s+)?sorry\s*,?\s*but\s+)?may\s+i\s+know\s+)+", re.I)
_SAID = [
    (re.compile(r"\s*,?\s*if\s+you\s+please\b", re.I), ""),  # "…, if you please?"
    (re.compile(r"\b(could|can|would)\s+you\s+also\b", re.I), r"\1 you"),
    (re.compile(r"\bplease\s+teach\s+me\b", re.I), "please tell me"),
    # "Omar-san", "Mei Chen-san's": the honorific after a name
    (re.compile(r"\b([A-Z][a-z]+)-san\b"), r"\1"),
]


def plain(question: str) -> str:
    text = _OPENERS.sub("", _SENTENCES.sub("", question).strip())
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
