"""A Cockney owner's own words and dropped letters (set 92), beyond the Yorkshire ones (dropped_letters.py):
"Oi," before the question, "wiv" for "with", "ow" for "how" with no mark, an "h" dropped from a surname after
a first name ("Omar 'addad"), "Sat'day", a "punter" for a customer, stock "flogged" for sold, "what we got left
in the way of nanas", fruit "earnin'" us profit, stock "sittin'" in the shop, what a customer "took off us"
(bought), "the last load o' cherries" (a delivery), "Saturday an' Sunday just gone" (the weekend just gone),
"the average punter spend per sale" (the average sale), "which fruit's priced under two quid" (its price),
"gross profit … before the rent an' that" (gross profit is before the rent), and "to the penny, mind"."""

from __future__ import annotations

import re

_Q = "['’‘]"
_AND = rf"(?:and|an{_Q}?|&)"
_SAID = [
    (re.compile(r"^\s*oi\s*[,!.]\s*", re.I), ""),
    (re.compile(r"\bwiv\b", re.I), "with"),
    (re.compile(r"(?:^|(?<=[\s,.;:!?]))ow\s+(?=much\b|many\b)", re.I), "how "),
    (re.compile(rf"\b([A-Z][a-z]+\s+){_Q}([a-z]{{3,}})\b"), r"\1H\2"),  # "Omar 'addad"
    (re.compile(rf"\bsat{_Q}day\b", re.I), "Saturday"),
    (re.compile(r"\bpunter(s?)\b", re.I), r"customer\1"),
    # "the average punter spend per sale": what a sale comes to on average
    (re.compile(r"\baverage\s+customer\s+spend\s+per\s+(sale|transaction)\b", re.I), r"average spend per \1"),
    (re.compile(rf"\b((?:fruit|product){_Q}s)\s+priced\s+(?=(?:under|below|over|above)\b)", re.I), r"\1 price is "),
    (re.compile(r"\bflogged\b", re.I), "sold"),
    (re.compile(r"\bleft\s+in\s+the\s+way\s+of\b", re.I), "left of"),
    (re.compile(rf"\bearnin{_Q}?\s+us\b", re.I), "making us"),
    (re.compile(rf"\s+sittin{_Q}?g?\s+in\s+the\s+shop\b", re.I), " in the shop"),
    (re.compile(r"\b(did\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+)take\s+off\s+us\b"), r"\1buy from us"),
    (re.compile(rf"\b(?:the\s+)?last\s+load\s+(?:of|o{_Q})\s+", re.I), "the last delivery of "),
    (re.compile(rf"\b(?:on\s+)?saturday\s+{_AND}\s+sunday\s+just\s+gone\b", re.I), "on the weekend just gone"),
    (re.compile(rf"^(\s*gross\s+profit\b.*?)\s*,?\s*before\s+the\s+rent(?:\s+{_AND}\s+that)?\s*([?.!]*)\s*$",
                re.I), r"\1\2"),
    (re.compile(r"\s*,?\s*to\s+the\s+penny(?:\s*,?\s*mind)?\s*(?=[?.!]*\s*$)", re.I), ""),
]


def plain(question: str) -> str:
    for said, meant in _SAID:
        question = said.sub(meant, question)
    return question
