"""How a professional dictates a record as a memo ("Note for the file: on the 27th inst. Miss Berg
purchased 3 kg of mango …", "Memorandum for the shop records, full stop. Today Mr Haddad purchased …
full stop. Ends.", "Item one: sale to Mr Lee, …. Item two: …", "Physical stock-take …: 28 kilograms
counted. Please adjust accordingly."): the frame around the record says nothing of it, and goes.

- A file note's heading ("Note for the file:", "Memo re inventory:", "Memorandum for the shop
  records, full stop.") goes only when what follows says something was done to a weight of goods
  ("purchased 3 kg", "counted at … 25 kilograms"); any other file note ("Memo for the file: ABC
  have moved our payment terms") is a note, kept as typed.
- "Ends." closing such a memo, "Item one:" before each of its records (or "Items for the
  record: one, …; two, …"), and "Please adjust accordingly." after them go too.
- "inst." or "instant" after a day ("the 26th instant") is this month, as a day said alone is.
- A "price alteration" is a price change, and a "retail price to be 1.60" is that price.
- "Record a stock adjustment, full stop." before a sentence that says one goes: the record says it.
Anything else is left as typed, and refused there if it cannot be placed. Punctuation said as words and letters
spelt one by one are then put as typed (spoken_marks.py)."""

from __future__ import annotations

import re

from app.records_from_text.reader.spoken_marks import marks_as_typed

_HEADING = re.compile(
    r"^\W*(?:(?:file\s+)?note|memo|memorandum)\s+"
    r"(?:for\s+(?:the\s+)?(?:file|records?|shop(?:'s)?\s+records?|books?)|re\s+[a-z]+(?:\s+[a-z]+)?)"
    r"\s*(?::|-|,?\s+(?:colon|full\s+stop)\b\.?|,?\s*\.)\s*", re.I)
_DONE = re.compile(r"\b(?:purchased|bought|sold|acquired|received|delivered|returned|counted|written\s+off|"
                   r"wrote\s+off|threw\s+away|thrown\s+away|stolen)\b", re.I)
_WEIGHT = re.compile(r"\b(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|half\s+a)\s*"
                     r"(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)\b", re.I)
_ENDS = re.compile(r"(?<=[.!])\s*(?:ends|end\s+of\s+(?:memo|note|dictation|message))\s*[.!]?\s*$", re.I)
_ITEM = re.compile(r"(?:^|(?<=[.!;]))\s*item\s+(?:one|two|three|four|five|\d+)\s*(?::|,?\s+full\s+stop\b\.?|\.)\s*",
                   re.I)
# "Items for the record: one, …; two, …": a list of records, each after its number
_ITEMS_HEADING = re.compile(r"^\W*items\s+for\s+the\s+(?:record|file|books?)\s*:\s*(?=one\s*,)", re.I)
_LISTED = re.compile(r"(?:^|(?<=;))\s*(?:one|two|three|four|five|six)\s*,\s*", re.I)
_ACCORDINGLY = re.compile(r"(?<=[.!])\s*(?:please\s+|kindly\s+)*adjust\s+(?:the\s+(?:stock|records?|books?)\s+)?"
                          r"accordingly\s*[.!]?\s*$", re.I)
# "Record a stock adjustment, full stop. Four kilograms … written off …": the kind of record said before it, in a
# sentence of its own, goes when the sentence after it says that kind of record
_KIND_FIRST = re.compile(r"^\W*(?:please\s+)?(?:record|enter|log|make)\s+(?:a|an|the\s+following)\s+"
                         r"(?P<kind>stock\s+adjustment|write-?off|sale|purchase|delivery|return)"
                         r"\s*(?::|,?\s+full\s+stop\b\.?|\.)\s*(?=\S)", re.I)
_KIND_SAID = {"stock": r"\b(?:written\s+off|write\s+off|spoil(?:ed|t)|damaged|rotten|mouldy|stolen|counted)\b",
              "write": r"\b(?:written\s+off|write\s+off|spoil(?:ed|t)|damaged|rotten|mouldy|stolen)\b",
              "sale": r"\b(?:sold|sale|purchased|bought|acquired)\b",
              "purchase": r"\b(?:received|delivered|purchased\s+from|bought\s+from|supplied)\b",
              "delivery": r"\b(?:received|delivered|supplied)\b", "return": r"\b(?:returned|brought\s+back)\b"}
# "retail price to be 1.60": the price it is given
_PRICE_TO_BE = re.compile(r"\b((?:retail|selling|shelf)\s+price)\s+(?:is\s+)?to\s+be\s+(?=[$£€]?\d)", re.I)
_INSTANT = re.compile(r"(?<=\d(?:st|nd|rd|th))\s+(?:inst\.?|instant)(?![\w])", re.I)
_ALTERATION = re.compile(r"\bprice\s+alteration\b", re.I)


def undictate(text: str) -> str:
    heading = _HEADING.match(text)
    if heading:
        rest = text[heading.end():]
        if not (_DONE.search(rest) and _WEIGHT.search(rest)):
            return text  # a note for the file, kept as typed
        text = _ENDS.sub("", rest[:1].upper() + rest[1:])
    kind = _KIND_FIRST.match(text)
    if kind and re.search(_KIND_SAID[kind.group("kind").lower().split()[0].split("-")[0]], text[kind.end():], re.I):
        text = text[kind.end():]
    items = _ITEMS_HEADING.match(text)
    if items and len(_LISTED.findall(text[items.end():])) >= 2:
        text = _LISTED.sub(lambda m: " " if m.start() else "", text[items.end():])
    if _ITEM.search(text) and len(_ITEM.findall(text)) >= 2:
        text = _ITEM.sub(lambda m: " " if m.start() else "", text)
    text = _ACCORDINGLY.sub("", text) if _ACCORDINGLY.sub("", text).strip() else text
    text = _PRICE_TO_BE.sub(r"\1 ", _ALTERATION.sub("price change", _INSTANT.sub("", text)))
    return marks_as_typed(text)  # "… colon thirty kilos …", "a b c delivered …": what a screen-reader user says
