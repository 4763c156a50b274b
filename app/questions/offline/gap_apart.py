"""A gap asked without saying which side is ahead (set 58): two sides put against each other ("A versus B",
"A vs B", "A against B", "A compared with B"), then "how much more did the better one take?", "how much more
did the busier day take?" or "the gap in dollars between what they spent?". The answer is the larger side
less the smaller, whichever it is, and says which one is larger. "compared with … the difference" keeps its
sign (gaps.py: A less B), as before; "put A against B: …" is "A against B: …"."""

from __future__ import annotations

import re

from app.questions.offline.words import Words

# the two sides, said before the question part ("A against B: …")
_SPLIT = re.compile(r"\b(?:versus|vs\.?|against|compared\s+(?:with|to))(?=\s)", re.I)
# "how much more did the better one take", "how much more did the busier day bring in"
_WINNER = re.compile(r"\bhow\s+(?:much|many)\s+more\b[^?]*?\bthe\s+(?P<which>better|busier|bigger|larger|higher"
                     r"|stronger|winning)\s+(?P<of>one|day|week|month|half|period|side)\b", re.I)
# "the gap in takings", "what's the difference in dollars between what they spent"
_GAP = re.compile(r"\b(?:gap|difference)\b", re.I)
_TOLD = re.compile(r"\b(?:than|minus|less|fewer|change|growth|increase|from)\b", re.I)
# "put A against B: …", "set A against B: …": the asking verb before the two sides
_PUT = re.compile(r"^\s*(?:put|set)\s+(?=[^:?]*\bagainst\s[^:?]*:)", re.I)
WORDS = {"versus", "vs", "against", "compared", "with", "to", "gap", "difference", "more", "dollars"}
# "the gap … between what they spent": the two sides, said again
_BETWEEN_THEM = ("between", "what", "they")


def plain(text: str) -> str:
    return _PUT.sub("", text)


def _parts(text: str) -> tuple[re.Match[str], str] | None:
    """The splitting word, and the question part after the two sides."""
    split = _SPLIT.search(text)
    if split is None:
        return None
    colon = re.search(r"[:?]", text[split.end():])
    if colon is None:
        return None
    return split, text[split.end() + colon.end():]


def asked(text: str) -> bool:
    """Two sides, then a gap that names neither: the larger less the smaller."""
    parts = _parts(text)
    if parts is None:
        return False
    split, ask = parts
    if _WINNER.search(ask):
        return True
    against = split.group(0).lower().rstrip(".") in ("versus", "vs", "against")
    return bool(against and _GAP.search(ask) and not _TOLD.search(ask))


def read(words: Words) -> None:
    """The words of the two sides and the gap: "the busier day" only where it asks which side is ahead."""
    winner = _WINNER.search(words.said)
    words.take(WORDS | ({winner["which"].lower(), winner["of"].lower()} if winner else set()))
    for index in range(len(words.tokens) - 2):
        if all(words.low(index + k) == w for k, w in enumerate(_BETWEEN_THEM)):
            for k in range(3):
                words.used[index + k] = True


def split(text: str) -> tuple[int, int] | None:
    parts = _parts(text)
    if parts is None:
        return None
    return parts[0].start(), parts[0].end()
