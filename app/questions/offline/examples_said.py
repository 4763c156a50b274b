"""Examples of the groups asked for, said after the grouping (set 80): "takings split by day of the
week, please — Mondays, Tuesdays and so on" asks every weekday, not Mondays and Tuesdays alone (it was read
as a filter on the two named). The list and its "and so on" (or "etc.") go, only when the question groups
by something; without a grouping "and so on" leaves what else is meant unsaid, so the question is refused
naming it (it was read past, answering for the days named alone)."""

from __future__ import annotations

import re

from app.questions.offline.words import CannotAnswer

_WORD = r"[A-Za-z]+(?:['’]s)?"
_EXAMPLES = re.compile(rf"\s*[-–—:,(]?\s*(?:e\.?g\.?\s*|like\s+|say\s+)?(?:{_WORD}\s*,\s*)+{_WORD}\s*,?\s*"
                       r"(?:and\s+so\s+on|and\s+so\s+forth|etc\.?|and\s+the\s+rest)\s*\)?", re.I)
_MORE = re.compile(r"\b(?:and\s+so\s+on|and\s+so\s+forth|etc\b\.?|and\s+the\s+rest)", re.I)
_GROUPED = re.compile(r"\b(?:by|per|each|split|broken\s+down|breakdown)\b", re.I)


def plain(text: str) -> str:
    found = _EXAMPLES.search(text)
    if found is None or not _GROUPED.search(text[:found.start()]):
        if (more := _MORE.search(text)) is not None:
            raise CannotAnswer(f"“{more.group(0)}”: which others? Name them all, or ask for every one (“by weekday”).")
        return text
    return (text[:found.start()] + " " + text[found.end():]).strip()
