"""A very formal assistant's English, as a butler would put a shop record ("If I may, sir: Mr Garcia purchased
…", "Master Ken Smith obtained five hundred grammes of apples.", "Mrs Chen was pleased to acquire …", "Mr Haddad
has graciously purchased …", "Messrs ABC have delivered …", "Hillside Produce has furnished us with … to be offered
at 2.90", "the sum of 1.20 being tendered", "the price of apples shall henceforth be 1.80"): each is put in the
plain English the reader knows before it reads, as a dialect's words are (first_language.py).

Only forms with one meaning in a shop record are rewritten:
- a courtesy opening the text ("If I may, sir:", "With your permission,", "If you please,"): it asks nothing;
- "May I record …" opening the text: a request to record, no doubt ("may");
- "Master", "Lady", "Lord" or "Dame" before a first name and a surname, "Messrs" before a business's name: a title;
- "obtained" (got), "was pleased to acquire" (acquired), "requested, and received," (received), "has graciously
  purchased" (purchased), "furnished us with" (delivered), "to be offered at" (to sell at), a "patron" (a
  customer), "whose correspondence address is" and "her address for correspondence is" (email);
- the money "being tendered" after a sale ("…, the sum of 1.20 being tendered"): what was paid, checked as paid;
- a price that "shall henceforth be" a figure, or "shall be" one "from today": the price now, from today (a price
  that shall be something from another day is left, and refused as a plan).
Anything else is left as typed and refused there if it cannot be placed."""

from __future__ import annotations

import re

_COURTESY = re.compile(r"^\s*(?:if\s+i\s+may|with\s+(?:your|respect\s+and\s+your)\s+permission|if\s+you\s+please"
                       r"|by\s+your\s+leave)(?:\s*,?\s*(?:sir|madam|ma'am))?\s*[,:;]\s*(?=\S)", re.I)
_MAY_I = re.compile(r"^\s*may\s+i\s+(?:record|log|note|enter|report)\s+(?=(?:a|an|that)\b)", re.I)
_TITLE = re.compile(r"\b(?-i:Master|Lady|Lord|Dame)\s+(?=(?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s+[A-Z][a-z]))")
_MESSRS = re.compile(r"\b(?-i:Messrs)\.?\s+(?=(?-i:[A-Z]))")
_WORDS = [
    (r"\bobtained\b", "got"),
    (r"\b(?:was|were)\s+(?:pleased|delighted|happy|glad)\s+to\s+acquire\b", "acquired"),
    (r"\b(?:was|were)\s+(?:pleased|delighted|happy|glad)\s+to\s+purchase\b", "purchased"),
    (r"\brequested\s*,\s*and\s+received\s*,", "received"),
    (r"\b(has|have|had)\s+(?:graciously|kindly|duly)\s+(?=[a-z]+ed\b)", r"\1 "),
    (r"\b(?:has|have|had)\s+furnished\s+us\s+with\b|\bfurnished\s+us\s+with\b", "delivered"),
    (r",?\s*to\s+be\s+offered\s+(?:to\s+(?:our\s+)?(?:patrons|customers)\s+)?at\b", ", to sell at"),
    (r"\bnew\s+patron\b", "new customer"),
    (r"\bwhose\s+(?:correspondence|electronic\s+mail|e-?mail)\s+address\s+is\b", "email"),
    (r"\b(his|her|their)\s+(?:correspondence\s+address|address\s+for\s+correspondence)\s+is\b", r"\1 email is"),
    (r",?\s*the\s+sum\s+of\s+([$£€]?\d+(?:\.\d{1,2})?)\s+(?:being|having\s+been)\s+(?:tendered|paid|received)\b",
     r", paid \1"),
    (r"\bshall\s+henceforth\s+be\b", "is now"),
    (r"\bshall\s+be\s+(?=[$£€]?\d+(?:\.\d+)?(?:\s+(?:the|a|per)\s+[a-z]+)?\s+(?:from|as\s+of)\s+(?:today|now)\b)",
     "is "),
]


def butler_in_english(text: str) -> str:
    text = _MAY_I.sub("", _COURTESY.sub("", text))
    text = _MESSRS.sub("", _TITLE.sub("", text))
    for pattern, replacement in _WORDS:
        text = re.sub(pattern, replacement, text, flags=re.I)
    return text
