"""Indian English as a helper writes it in a shop ("Zoe madam took 1 kg cherry", "selling at 1.20
only", "from today itself", "pear rate to 1.50", "… Kindly update.", "Do the needful."): each
put in the English the reader knows before it reads. Only what says nothing of the record goes:

- a courtesy after a name, in lower case ("Omar sir", "Eva Berg ma'am"; never "Dear Sir");
- "only" right after an amount or a weight that ends its part ("1.70 only.", "28 kgs only on the
  shelf": the figure as said), never before one ("only 2 kg") nor after a day ("today only": for a
  while);
- "itself" after a day or a lot ("from today itself", "from that lot itself");
- a request to enter what was just said, at the end ("Kindly update.", "Please do the needful.").

A shop's "rate" is its price ("banana rate increase to 1.30"), unless it is a tax's or a
currency's ("VAT rate"). Anything else is left as typed, and refused there if it cannot be placed."""

from __future__ import annotations

import re

_COURTESY = re.compile(r"\b(?!Dear\b|Hello\b|Hi\b)([A-Z][a-z]+)\s+(?:madam|sir|ma'am|maam|mam|ji|saab|sahib)\b(?!')")
_ONLY = re.compile(r"(?<=\d)(\s*(?:kgs?|kilos?|grams|gms?|g|lbs?|rs|dollars?)?)\s+only\b"
                   r"(?=\s*(?:[,.;:!)]|$|on\s+(?:the\s+)?(?:shelf|hand|stock)\b))", re.I)
_ITSELF = re.compile(r"\b(today|now|yesterday|(?:that|this|the\s+same|same)\s+(?:lot|delivery|batch))\s+itself\b",
                     re.I)
_CLOSER = re.compile(r"(?:(?<=[.!])|^)\s*(?:please\s+|kindly\s+|pls\s+)*(?:do\s+the\s+needful"
                     r"|update(?:\s+(?:it|the\s+same|accordingly|the\s+system|in\s+the\s+system))?)"
                     r"(?:\s+(?:please|accordingly))?\s*[.!]*\s*$", re.I)
# "Total 4.60 she paid.", "12.00 he paid": the amount said before who paid it
_PAID_FIRST = re.compile(r"\b(?:(total|amount)\s+)?(?<![\d.,])([$£€]?\d+(?:[.,]\d+)?)\s+(he|she|they)\s+"
                         r"(?:has\s+)?paid\b", re.I)
# "Eva Berg 3 kgs mangoes. Rate 2.40, total 7.20.": the price per kg of the line just said
_RATE_AFTER = re.compile(r"\.\s+rate\s+(?=[$£€]?\d)", re.I)
# "selling price keep 1.70": kept at it
_KEEP = re.compile(r"\b(price\s+)keep\s+(?=[$£€]?\d)", re.I)
# "today same customer took …": the customer just named; "one new customer, …": a new one
_SAME = re.compile(r"\b(?:the\s+)?same\s+customer\s+(?=(?:took|bought|purchased|has\s+taken|got|came)\b)", re.I)
_ONE_NEW = re.compile(r"(?<!\bthe\s)\bone\s+new\s+(customer|supplier)\b", re.I)
_RATE = re.compile(r"(?<!\bvat\s)(?<!\btax\s)(?<!\bexchange\s)(?<!\binterest\s)\b(rate)(s?)\b(?!\s*%)", re.I)


def in_plain_english(text: str) -> str:
    kept = _CLOSER.sub("", text) if _CLOSER.search(text) and _CLOSER.sub("", text).strip() else text
    kept = _COURTESY.sub(r"\1", kept)
    kept = _ONLY.sub(r"\1", kept)
    kept = _ITSELF.sub(r"\1", kept)
    kept = _PAID_FIRST.sub(r"\3 paid \2", kept)
    kept = _KEEP.sub(r"\1", _RATE_AFTER.sub(" at ", kept))
    kept = _ONE_NEW.sub(r"a new \1", _SAME.sub("they ", kept))
    return _RATE.sub(lambda m: ("Price" if m.group(1)[0].isupper() else "price") + m.group(2), kept)
