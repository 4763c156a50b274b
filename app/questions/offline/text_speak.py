"""Words a teenager helping out types (set 56): "r" for "are" ("which fruits r under 22 kilos"), "dosh" for
money ("how much dosh came in"), "nanas" for bananas, "fork out" (or "shell out") for spend. Said again in
the words the reader reads; the rest of the question is read, or refused, as it stands. ("cash" is not
among them: it may mean the cash paid, not card, which the records do not keep.) And a British owner's "at
the minute" is now (set 58)."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"(?<![\w'&$£€.-])r(?![\w'&.-])", re.I), "are"),
    (re.compile(r"\bdosh\b", re.I), "money"),
    (re.compile(r"\bat\s+the\s+minute\b", re.I), "now"),
    # "how much we fork out buying stock": what we spend ("forked out" what we spent)
    (re.compile(r"\b(?:fork|shell)\s+out\b", re.I), "spend"),
    (re.compile(r"\b(?:forked|shelled)\s+out\b", re.I), "spent"),
    # lower case, or plural: "Nana" alone may be a customer's name
    (re.compile(r"\b(?:nana(s)?|Nana(s))\b"), r"banana\1\2"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
