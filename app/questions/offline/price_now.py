"""A price asked now, with what happened to it said beside (set 88): "Price of oranges now, after we put them
up?", "the pear price as of today, after the cut?", "what are we charging for bananas now, is it still a
pound-ish?". The price now is the one after its last change, whatever that was, so "after we put them up",
"after the cut" and the asker's guess say nothing more; "as of today" for a price is now (a price is at a
moment; it is not a total up to a day). Only where a price is asked at now or today; a price on another day,
or "how much did it go up", is left as it stands."""

from __future__ import annotations

import re

_PRICE = re.compile(r"\b(?:price|prices|priced|charging|charge|cost\s+per\s+kilo|a\s+kilo)\b", re.I)
_NOW = re.compile(r"\b(?:now|as\s+of\s+today|today|currently|at\s+the\s+moment)\b", re.I)
_AFTER = re.compile(r"\s*,\s*(?:after|since)\s+(?:we\s+(?:put|moved|pushed|bumped|knocked|brought)\s+"
                    r"(?:them|it|the\s+price)"
                    r"\s+(?:up|down)|the\s+(?:cut|rise|increase|drop|change|reduction|mark[\s-]?down|mark[\s-]?up))"
                    r"(?=\s*[?.!]*\s*$)", re.I)
_GUESS = re.compile(r"\s*,\s*is\s+it\s+still\s+[^,?.!]{1,30}(?=\s*[?.!]*\s*$)", re.I)
_AS_OF_TODAY = re.compile(r"\bas\s+of\s+today\b", re.I)


def plain(text: str) -> str:
    if not (_PRICE.search(text) and _NOW.search(text)):
        return text
    said = _GUESS.sub("", _AFTER.sub("", text))
    if said == text:
        return text
    return _AS_OF_TODAY.sub("now", said)
