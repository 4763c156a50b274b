"""Words of a Liverpool (Scouse) writer's speech inside a shop record ("sold mei 2 kilo of apples la",
"new fella in, Jamie Kershaw, took …", "me mams mate Carol Doyle bought …", "some scally has robbed a kilo of
mangoes", "our kid binned 1.5 kilo bananas, spoiled, dead brown"): each is put in the English the reader
knows before it reads, as the Scots and Yorkshire words are (scots_words.py, yorkshire_words.py).

Only forms that say nothing else in a shop record are rewritten: "la" (lad, said to the reader) closing a
clause; "our kid" (a brother or sister: staff, never the customer) doing the work; a customer's own
description before the full name ("me mam's mate Carol Doyle"); a scally who "robbed" (stole) stock and
"in broad daylight"; "dead" (very) with a colour or a state after the reason already said; a new customer
come in ("new fella in, Jamie Kershaw, took …", "his numbers" for his phone number); "never put it thru" (a
late entry); and "an" before a consonant or a figure (and), once the text is known to be Scouse in part. A
word not listed ("mates rates", "for nowt") is left as typed and refused there."""

from __future__ import annotations

import re

_NAME = r"(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)"
_SCOUSE = re.compile(r"(?<=\w)\s+la\b(?=\s*(?:[,.!;]|$))|\bour\s+kid\b|\bscally\b|\bme\s+mam'?s\b|"
                     r"\bnew\s+(?:fella|feller|lad|girl|bird)\s+in\b|\bthru\b|\bdead\s+(?:brown|black|green)\b", re.I)
_REWRITES = [
    (r"(?<=\w)\s+la\b(?=\s*(?:[,.!;]|$))", ""),  # "… 2.20 la": said to the reader
    (r"^(\s*)our\s+kid\s+(?=[a-z]+ed\b|had\b|got\b|sold\b|took\b|threw\b)", r"\1"),  # "our kid binned …": staff
    (rf"^(\s*)(?:me|my|our)\s+(?:mam|ma|nan|nans|auntie|aunty|uncle|dad|da)'?s?\s+(?:mate|friend|pal|neighbour)"
     rf"\s+(?={_NAME}\s+(?:bought|took|had|got)\b)", r"\1"),  # "me mams mate Carol Doyle bought …"
    (r"\bsome\s+scally\s+(?:has\s+|'s\s+)?robbed\b", "someone stole"), (r"\bscally\b", "someone"),
    (r"\s+in\s+broad\s+daylight\b", ""),
    (r",\s*dead\s+(?:brown|black|green|soft|manky|mingin)\s*(?=[.!]?\s*$)", ""),  # "…, spoiled, dead brown"
    (rf"\bnew\s+(?:fella|feller|lad|girl|bird)\s+in\s*,\s*({_NAME})\s*,\s*(?=(?:took|had|got|bought)\b)",
     r"new customer \1 "),
    (r"\b(his|her)\s+numbers\b", r"\1 number"),
    (r",\s*never\s+put\s+it\s+(?:thru|through)(?:\s+the\s+till)?\s*(?=[.!]?\s*$)", ""),  # a late entry
    (r"(?<![\w'])an(?=\s+(?:[^aeiou\W]|\d))", "and"),  # "1kg strawbs an half a kilo", "an theres"
]


def scouse_in_english(text: str) -> str:
    if not _SCOUSE.search(text):
        return text
    for pattern, replacement in _REWRITES:
        text = re.sub(pattern, replacement, text, flags=re.I | re.M)
    return text
