"""A list of notes under a heading that says so ("Notes:", "Reminder:", "NB:") with each line a
bullet: one note, kept as typed and dated today. A list that weighs something, names an amount of
money or asks a question is left for the reader, so a record is never kept as a note's text. A
to-do list is not one: its lines are work still to come (refused, as set 17's writer asked)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from domain.units import UNIT_WORDS

_HEADING = re.compile(r"^\s*(?:notes?|reminders?|memo|nb)\s*:?\s*$", re.I)
_BULLET = re.compile(r"^\s*[-*•]\s*\S")
_WEIGHED = re.compile(r"\d\s*(?:" + "|".join(sorted(map(re.escape, UNIT_WORDS), key=len, reverse=True)) + r")\b",
                      re.I)
_MONEY = re.compile(r"[$£€?]|\d[.,]\d\d\b|\b(?:dollars?|cents?|pounds?|pence|quid|price[sd]?|costs?|paid)\b", re.I)


def note_list(text: str, today: dt.date) -> list[dict[str, Any]] | None:
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2 or not _HEADING.match(lines[0]) or not all(_BULLET.match(line) for line in lines[1:]):
        return None
    if _WEIGHED.search(text) or _MONEY.search(text):
        return None
    return [{"kind": "note", "date": today.isoformat(), "text": text.strip(), "facts": []}]
