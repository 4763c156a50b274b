"""Nothing sold, said with weight (set 88): "which fruits have we not sold a single kilo of yet this month" is
which have none sold this month: "a single kilo of" is "any of", and "yet" after "not" is up to now, which
the period already says ("this month" is read to today). Only where "not"/"n't" stands before them in the
same sentence; "yet" elsewhere is left to be read, or refused."""

from __future__ import annotations

import re

_NOT = r"(?:\bnot|n't|\bnever)"
_NOT_SOLD = _NOT + r"\s+(?:yet\s+)?(?:sold|bought|had|shifted)\b"
_SINGLE = re.compile(rf"({_NOT_SOLD})\s+(?:a\s+single|one|even\s+one|so\s+much\s+as\s+a)\s+"
                     r"(?:kilo|kg|gram|thing|piece|bit)\s+of\b", re.I)
_YET = re.compile(rf"({_NOT_SOLD}[^.?!]*?)\s+yet\b|\byet\s+(?={_NOT_SOLD})", re.I)


def plain(text: str) -> str:
    text = _SINGLE.sub(r"\1 any of", text)
    return _YET.sub(lambda m: m.group(1) or "", text)
