"""Notes in the offline reader: "Hillside Produce now delivers on Tuesdays", "Bob Smith prefers
organic apples", "The cold room is broken since Monday". One fact per sentence: a subject (a
capitalised name, or "the/our …"), one of a few verbs, and what follows. Tried last, after
every record kind, so a sale or purchase is never read as a note."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from app.records_from_text.reader.dates import DateMention

# A subject's name: quoted, or capitalised words ("Bob Smith", "Green Valley Farms").
_CAPITALISED = r"(?!(?:To|From|On|At|For|And|Of|With|In|Note)\b)[A-Z][\w'&\-]*"
NAME = (rf"(?:'(?P<q1>[^']{{1,80}})'|\"(?P<q2>[^\"]{{1,80}})\"|"
        rf"(?P<plain>(?-i:{_CAPITALISED}(?:\s+(?:&\s+)?{_CAPITALISED}){{0,3}})))")

_RELATIONS = {"delivers on": "delivers on", "delivers": "delivers on", "prefers": "prefers",
              "likes": "likes", "is": "is", "are": "is", "has": "has", "have": "has",
              "pays by": "pays by", "opens at": "opens at", "closes at": "closes at"}
_VERB = "|".join(sorted((re.escape(v) for v in _RELATIONS), key=len, reverse=True))
_SUBJECT = rf"(?:{NAME}|(?P<common>(?:[Tt]he|[Oo]ur)\s+[a-z][a-z\- ]{{1,40}}?))"
_NOTE = re.compile(
    rf"^(?:[Nn]ote\s*:\s*)?{_SUBJECT}\s+(?:now\s+|still\s+|usually\s+|always\s+)?(?P<verb>{_VERB})\s+"
    r"(?P<object>[^.;?!]{1,120}?)\s*(?:since)?\s*$")
_BLANK_OBJECT = re.compile(r"^(?:a|an|the|it|that|this|not)$", re.I)
_OPINION = re.compile(r"\b(?:such|so|very|really|nice|lovely|great|awesome|amazing|good|bad|terrible|awful|funny|"
                      r"friendly|rude|kind|sweet|cool|guy|lady|bloke|chap|"
                      # praise or a grumble about the goods: "the best we've had", "gorgeous this week"
                      r"best|worst|better|worse|tastiest|delicious|gorgeous|fantastic|brilliant|excellent|"
                      r"beautiful|rubbish|shocking)\b", re.I)
# An offer on the shelf ("half price this weekend", "2 for 1", "20% off"): a promotion, not a standing
# fact, and not a price the ledger keeps.
_OFFER = re.compile(r"\b(?:half[\s-]+price|price|prices|priced|offer|deal|promo|promotion|discount(?:ed)?|"
                    r"\d+\s*for\s*\d+|two\s+for\s+one|buy\s+one)\b|%|\boff\b", re.I)


# A customer's new phone or e-mail, told as news: "Eva Berg has a new phone: 555-0163", "Tom Lee's new
# phone number is 249-555-0187", "Raj Patel's email has changed to raj@example.com": a note kept as typed.
_VALUE = r"(?P<value>\+?\d[\d \-()]{5,18}\d|[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+)"
_CONTACT_WORD = r"(?:phone(?:\s+number)?|mobile(?:\s+number)?|number|e-?mail(?:\s+address)?)"
_CONTACT = re.compile(
    rf"^\s*(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+){{1,2}})(?:'s\s+(?:new\s+)?{_CONTACT_WORD}\s+"
    rf"(?:is\s+now|is|has\s+changed\s+to|changed\s+to|now)|\s+has\s+(?:a\s+)?new\s+{_CONTACT_WORD}(?:\s+now)?)"
    rf"\s*:?\s*{_VALUE}\s*\.?\s*$", re.I)


def contact_note(text: str, today: dt.date) -> list[dict[str, Any]]:
    """A customer's new phone or e-mail as a note ([] when the text is not one)."""
    if not _CONTACT.match(re.sub(r"\s+(?=')|(?<=\w)\s*-\s*(?=\w)", lambda m: "" if "-" not in m.group() else "-",
                                 text)):  # "Tom Lee 's … 249 - 555": as the reader's tokens rejoin it
        return []
    return [{"kind": "note", "date": today.isoformat(), "text": text.strip(), "facts": []}]


def read_note(text: str, dates: list[DateMention], today: dt.date) -> list[dict[str, Any]] | None:
    if contact_note(text, today):
        return [dict(contact_note(text, today)[0], text=None)]
    match = _NOTE.match(text)
    days = {d.date for d in dates}
    if not match or len(days) > 1:
        return None
    subject = (match.group("q1") or match.group("q2") or match.group("plain") or match.group("common") or "").strip()
    subject = re.sub(r"^(?:[Tt]he|[Oo]ur)\s+", "", subject) if match.group("common") else subject
    obj = match.group("object").strip(" ,")
    if not subject or not obj or _BLANK_OBJECT.match(obj) or subject.lower() in ("we", "i", "it", "they"):
        return None
    if _OPINION.search(obj):
        return None  # "Bob Smith is such a nice guy": chit-chat, not something to keep
    if _OFFER.search(obj):
        return None  # "Pears are half price today": an offer, not a fact to keep
    day = (days.pop() if days else today).isoformat()
    relation = _RELATIONS[match.group("verb").lower()]
    return [{"kind": "note", "date": day, "text": None,
             "facts": [{"subject": subject, "relation": relation, "object": obj}]}]


def one_note(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A message that is all note, in several sentences ("FRIDGE 2 TEMP HIGH. REMEMBER ENGINEER
    VISIT."), on one day: one note (whose text the translator sets to the whole message as typed),
    never a note per sentence in the reader's rewriting."""
    if len(records) > 1 and all(r["kind"] == "note" for r in records) and len({r["date"] for r in records}) == 1:
        return records[:1]
    # "FYI, Tom Lee bought a kilo of pears": the word that opened it is no note beside the record
    return [r for r in records if not (r["kind"] == "note" and len(records) > 1
                                       and re.fullmatch(r"\W*(?:fyi|note|info|nb)\W*", r.get("text") or "", re.I))]
