"""Words of a Ghanaian-English writer inside a shop record ("Chale, Zoe Davis bought 3 kilos pears",
"Sister Mei Chen bought 1 kilo pears", "Brother Raj Patel has returned …", "… this morning-o"): each is put
in the English the reader knows before it reads, as the West African "… o" and "Mama Zoe" are
(word_for_word.py).

Only forms with one meaning in a shop record are rewritten:
- "Chale," (friend) opening a text or a sentence, before a comma: a way of speaking to the reader, never a
  name (it is always written with its comma);
- "Sister" or "Brother" opening a sentence before a name of two capitalised words, as a polite way to speak
  of a customer ("my sister Ama Owusu", mid-sentence, is left as typed: family);
- "-o" joined to the last word of a sentence ("this morning-o"): it says how it is said;
- "small small" (little by little) after a verb: how it happened, never a quantity.
Anything else is left as typed, and refused there if it cannot be placed."""

from __future__ import annotations

import re

_START = r"(?:^|(?<=[.!?;]\s)|(?<=[.!?;]))\s*"
_REWRITES = [
    (re.compile(rf"({_START})chale\s*,\s*", re.I | re.M), r"\1"),
    (re.compile(rf"({_START})(?:Sister|Brother)\s+(?=[A-Z][a-z]+\s+[A-Z][a-z]+)", re.M), r"\1"),
    (re.compile(r"(?<=[a-z])-o(?=\s*[.!,]|\s*$)", re.M), ""),
    (re.compile(r"(?<=[a-z]ing)\s+small\s+small\b", re.I), ""),
]


def ghanaian_in_english(text: str) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return text
