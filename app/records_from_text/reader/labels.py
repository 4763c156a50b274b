"""A label a message opens with before its records, in words the reader has no use for: "Stockroom
report: …", "afternoon rush: Tom 1kg cherries, …", "end of service: …", "Monday's stats: …" (its
day kept: "Monday: …"). The words before the first colon, at most four, are dropped when each is a
plain word the reader does not know (a filler aside), none a name (only the first may be capitalised,
and a single capitalised word may be a new customer's name), none a product, customer or supplier
the shop knows or one mistyped, and none a word that changes what a record says (a doubt, a plan, an
order, a price, an exchange, the staff's own use: everyday_words.BLOCKED, remarks.MEANING; a booking
or a transfer: _ELSEWHERE), nor one of those with an "s" ("Counts today: …"). A day in the label
stays, as the day of what follows. So are the names of who came in, when each is said again after
the colon ("Mei Chen and Eva Berg both in: Mei …, Eva …"). Anything else is left for the reader."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import TITLES, match_person, match_product, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.dates import DATE_RX
from app.records_from_text.reader.everyday_words import BLOCKED
from app.records_from_text.reader.pieces import vocabulary
from app.records_from_text.reader.remarks import MEANING

_MAX_WORDS = 4
# what the lines under a label may be instead of what they say: booked, asked about, moved elsewhere
_ELSEWHERE = {"reservation", "reserve", "reserved", "booking", "booked", "enquiry", "enquiries", "inquiry", "inquiries",
              "wishlist", "transfer", "transferred", "internal", "forecast", "target", "budget", "planned", "projected",
              "projection", "draft", "proposed", "wastage", "shrink", "loss", "losses"}
_LABEL = re.compile(r"^(?P<label>[A-Za-z][A-Za-z' -]*?)\s*:\s+(?=\S)")
_WORD = re.compile(r"[A-Za-z]+")


# "Mei Chen and Eva Berg both in: Mei 2kg bananas, Eva 1kg apples": who came, each said again after it
_NAME = r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?"
_WHO_CAME = re.compile(rf"^\s*(?P<names>{_NAME}(?:\s*(?:,|and)\s*{_NAME})+)\s+(?:both|all)\s+"
                       r"(?:in|came\s+in|here|popped\s+in|came\s+by)\s*:\s+(?=\S)")


def drop_label(text: str, known: Known) -> str:
    came = _WHO_CAME.match(text)
    names = re.split(r"\s*(?:,|\band\b)\s*", came.group("names")) if came else []
    if came and all(re.search(rf"\b{re.escape(name.split()[0])}\b", text[came.end():]) for name in names):
        rest = text[came.end():]
        for name in names:  # "… Mei …": the Mei Chen said before it
            first, *last = name.split()
            rest = re.sub(rf"\b{re.escape(first)}\b(?!\s+{re.escape(' '.join(last))})", name, rest) if last else rest
        return rest
    match = _LABEL.match(text)
    if not match:
        return text
    label = match.group("label")
    day = DATE_RX.search(label)
    rest = label[:day.start()] + " " + re.sub(r"^'s\b", "", label[day.end():]) if day else label
    words = _WORD.findall(rest)
    if not words or len(words) > _MAX_WORDS or any(w[:1].isupper() for w in words[1:]) \
            or len(words) == 1 and words[0][:1].isupper() and not day:
        return text
    unknown, vocab = 0, vocabulary(known)
    for word in words:
        low = word.lower()
        if low in lexicon.FILLERS and low not in MEANING | BLOCKED:
            continue
        telling = (vocab - lexicon.FILLERS) | MEANING | BLOCKED | TITLES | lexicon.DAYS | _ELSEWHERE
        if low in vocab | telling or {low.removesuffix("s"), low.removesuffix("es")} & telling:
            return text  # "Counts today: …": a word the reader knows, said in another form
        if match_product(low, list(known.products)) or match_person(low, [c["name"] for c in known.customers]) \
                or match_supplier(low, [s["name"] for s in known.suppliers]):
            return text
        unknown += 1
    if not unknown:
        return text
    return (f"{day.group(0)}: " if day else "") + text[match.end():]
