"""A member of staff named as the one who did it: "Declan sold Bob Smith 2 kg of apples", "Priya
says Mei Chen bought …", "Marta wrote off 2 kg of strawberries", "Gemma changed the banana price".

Staff are never customers or suppliers, and the shop keeps who typed a record, not who served.
A first name the shop does not know as a customer's or a supplier's, at the head of a sentence
(or after its day), right before what only staff do (sell, write off, take in, change a price,
count, report) is the doer: it is dropped, with the "says" that reports. "Tom took 2 kg apples"
stays as typed: taking is what customers do."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product
from app.records_from_text.reader.pieces import vocabulary

_STAFF_VERBS = (r"says|said|sold|wrote\s+off|took\s+(?:in|back)|changed|has\s+put|put|moved|set|did|counted|"
                r"handed\s+out|binned|threw")
_HEAD = r"(?:^|(?<=[.;!]\s)|(?<=\n)|(?<=\band\s))"  # "… and Marta set the shelf price at 1.50"
_DAY = r"(?:(?:on\s+the\s+\d{1,2}(?:st|nd|rd|th)|(?:two|three|\d)\s+days\s+ago|yesterday|today)\s+)?"
_DOER = re.compile(rf"{_HEAD}(?P<day>{_DAY})(?P<name>[A-Z][a-z]+)\s+(?P<verb>{_STAFF_VERBS})\b", re.I)


def drop_staff_doers(text: str, known: Known) -> str:
    names = {w.lower() for party in [*known.customers, *known.suppliers] for w in party["name"].split()}
    words = vocabulary(known) | {"i", "we", "he", "she", "they"}  # "Grapes counted at 25 kg": no one's name
    products = list(known.products)

    def doer(match: re.Match[str]) -> str:
        name = match.group("name")
        low = name.lower()
        if not name[0].isupper() or low in names or low in words or match_product(low, products):
            return match.group(0)
        verb = match.group("verb")
        return match.group("day") + ("" if verb.lower() in ("says", "said") else verb)

    return re.sub(r"^\s+", "", _DOER.sub(doer, text))
