"""Notes in the offline grammar: "Hillside Produce now delivers on Tuesdays", "Bob Smith prefers
organic apples", "The cold room is broken since Monday". One fact per sentence: a subject (a
capitalised name, or "the/our …"), one of a few verbs, and what follows. Tried last, after
every record kind, so a sale or purchase is never read as a note."""

from __future__ import annotations

import datetime as dt
import re

from app.records_from_text.grammar.dates import DateMention
from app.records_from_text.grammar.pieces import NAME

_RELATIONS = {"delivers on": "delivers on", "delivers": "delivers on", "prefers": "prefers",
              "likes": "likes", "is": "is", "are": "is", "has": "has", "have": "has",
              "pays by": "pays by", "opens at": "opens at", "closes at": "closes at"}
_VERB = "|".join(sorted((re.escape(v) for v in _RELATIONS), key=len, reverse=True))
_SUBJECT = rf"(?:{NAME}|(?P<common>(?:[Tt]he|[Oo]ur)\s+[a-z][a-z\- ]{{1,40}}?))"
_NOTE = re.compile(
    rf"^(?:[Nn]ote\s*:\s*)?{_SUBJECT}\s+(?:now\s+|still\s+|usually\s+|always\s+)?(?P<verb>{_VERB})\s+"
    r"(?P<object>[^.;?!]{1,120}?)\s*(?:since)?\s*$")
_BLANK_OBJECT = re.compile(r"^(?:a|an|the|it|that|this|not)$", re.I)


def read_note(text: str, dates: list[DateMention], today: dt.date) -> list[dict] | None:
    match = _NOTE.match(text)
    days = {d.date for d in dates}
    if not match or len(days) > 1:
        return None
    subject = (match.group("q1") or match.group("q2") or match.group("plain") or match.group("common") or "").strip()
    subject = re.sub(r"^(?:[Tt]he|[Oo]ur)\s+", "", subject) if match.group("common") else subject
    obj = match.group("object").strip(" ,")
    if not subject or not obj or _BLANK_OBJECT.match(obj) or subject.lower() in ("we", "i", "it", "they"):
        return None
    day = (days.pop() if days else today).isoformat()
    relation = _RELATIONS[match.group("verb").lower()]
    return [{"kind": "note", "date": day, "text": None,
             "facts": [{"subject": subject, "relation": relation, "object": obj}]}]
