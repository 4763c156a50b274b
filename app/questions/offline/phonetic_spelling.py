"""A word spelt in the phonetic alphabet (set 92's radio amateur): "Golf-Romeo-Alpha-Papa-Echo" is "grape",
"Mike-Alpha-November-Golf-Oscar" "mango". Three letters or more joined by hyphens are read as the word they
spell, before any other rule reads "November" as a month or "Golf" as a word; a single code word is left."""

from __future__ import annotations

import re

_CODE = {"alpha": "a", "alfa": "a", "bravo": "b", "charlie": "c", "delta": "d", "echo": "e", "foxtrot": "f",
         "golf": "g", "hotel": "h", "india": "i", "juliet": "j", "juliett": "j", "kilo": "k", "lima": "l",
         "mike": "m", "november": "n", "oscar": "o", "papa": "p", "quebec": "q", "romeo": "r", "sierra": "s",
         "tango": "t", "uniform": "u", "victor": "v", "whiskey": "w", "whisky": "w", "xray": "x", "x-ray": "x",
         "yankee": "y", "zulu": "z"}
_WORD = "(?:" + "|".join(sorted((re.escape(w) for w in _CODE), key=len, reverse=True)) + ")"
_SPELT = re.compile(rf"\b{_WORD}(?:-{_WORD}){{2,}}\b", re.I)
_ONE = re.compile(_WORD, re.I)


def plain(question: str) -> str:
    return _SPELT.sub(lambda m: "".join(_CODE[w.lower()] for w in _ONE.findall(m.group(0))), question)
