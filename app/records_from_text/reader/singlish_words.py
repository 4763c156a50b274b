"""Words of a Singlish writer inside a shop record ("Count orange got 23kg only leh", "Auntie Mei buy
2kg apple", "Ytd Raj buy 1.5kg grape", "Price of mango change to 2.60 from today hor"): each is put in
the English the reader knows before it reads, as the Scots and Yorkshire words are (first_language.py).

Only forms with one meaning in a shop record are rewritten:
- a particle that ends a clause ("lah", "leh", "lor", "hor", "meh", "sia", "liao"), in lower case,
  before a comma, a full stop or the end: it says how it is said, never what happened;
- "Auntie", "Aunty" or "Uncle" said before a name written with its capital, as a polite way to
  speak of an older customer ("Uncle Omar"), never after "my", "his", "new" and the like (family,
  or someone described: "one new uncle, Ahmad Rahman");
- a count and what it found, parted by a comma ("count apple, got 30kg"): one clause;
- "ytd" (yesterday), written in lower case or with its capital ("YTD", all capitals, is a
  bookkeeper's year to date).
"Just now" (a moment ago here, a moment from now in South Africa) is left as typed."""

from __future__ import annotations

import re

_PARTICLE = re.compile(r"(?<=\w)\s+(?-i:lah|leh|lor|hor|meh|sia|liao)(?=\s*(?:[,.;!]|$))", re.M)
_KIN = {"my", "his", "her", "your", "our", "their", "the", "a", "an", "one", "new", "whose", "s"}
_HONORIFIC = re.compile(r"(?<![\w'])(?:[Aa]untie|[Aa]unty|[Uu]ncle)\s+(?=[A-Z][a-z])")
# "count apple, got 30kg": the count and what it found, one clause
_COUNT_GOT = re.compile(r"\b(count\s+[a-z]+)\s*,\s+(?=got\s+\d)", re.I)
_YTD = re.compile(r"(?<![\w'])(?:ytd|Ytd)(?![\w'])")


def singlish_in_english(text: str) -> str:
    text = _COUNT_GOT.sub(r"\1 ", _PARTICLE.sub("", text))
    text = _HONORIFIC.sub(lambda m: m.group() if _kin(text, m.start()) else "", text)
    return _YTD.sub(lambda m: "Yesterday" if m.group()[0] == "Y" else "yesterday", text)


def _kin(text: str, start: int) -> bool:
    """"my uncle", "one new uncle": a relation or a description, not a way of addressing a customer."""
    before = re.findall(r"[A-Za-z]+", text[:start])
    return bool(before) and before[-1].lower() in _KIN
