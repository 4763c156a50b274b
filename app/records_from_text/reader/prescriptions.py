"""A pharmacist's prescription shorthand inside a shop record ("Rx: Pt Omar Haddad. Disp pear 2 kg.",
"NEW PT: Harold Finch, tel 555-0188.", "Pt Zoe Davis returned today's mango Rx", "Destroyed: grape 1.5 kg,
mouldy. Witnessed.", "Inventory reconciliation: mango on hand 18.5 kg."): each is put in the English the
reader knows before it reads, as a waiter's words are (service_words.py).

Read only in a text that has the shorthand's own marks ("Rx", "Pt" before a name, "Disp", "NEW PT"), so an
English line is never changed: "Rx" opening a line is its heading and goes ("Rx x2 pts:" too: the lines
under it say who); "Pt" before a name is a title and goes; "NEW PT" is a new customer; "Disp", "Dispensed"
before what was handed over is sold; an "Rx" named later is the order it was ("returned his Rx of the 28th");
"Sig: …" (the directions on the label), "stat" (at once) and a closing sentence of sign-off words alone
("Dispensed.", "Witnessed.", "Checked & shelved.", "Disposed per SOP.") say nothing of the record and go.
The pharmacy's words for a count ("Inventory reconciliation"), a price ("Formulary update", "Price adj"),
a write-off ("Quarantined & disposed"), a supplier ("new vendor") and a late entry ("not logged") are put
in the reader's. Anything else ("Void Rx #0417", "to be collected tomorrow") is left and refused there."""

from __future__ import annotations

import re

_MARKS = re.compile(r"(?<![\w'])(?:Rx|RX|(?i:new\s+pt)\b|Pt\.?\s*:?\s*(?=(?:Mr?s?\.?\s+|Miss\s+)?[A-Z][a-z])|PT\b|"
                    r"Disp\b|Dispensed\b)")
# a closing sentence of sign-off words alone: "Dispensed.", "Checked & shelved.", "Disposed per SOP."
_SIGN_OFF_WORDS = r"(?:dispensed|witnessed|checked|shelved|verified|and|&|restocked|filed)"
_SIGN_OFF = re.compile(rf"(?<=[.;])\s*{_SIGN_OFF_WORDS}(?:\s+{_SIGN_OFF_WORDS})*\s*[.!]?\s*(?=$|\s+[A-Z])", re.I)
# a sign-off of the pharmacy's own ("Witnessed.", "Checked & shelved."): dropped in any text
_SIGNED = re.compile(r"(?<=[.;])\s*(?:witnessed|(?:checked\s*(?:&|and)\s*)?shelved)\s*[.!]?\s*$", re.I)
_REWRITES = [
    (r"^(\s*)(?:Rx|RX)\s*(?:x\s*\d+\s+pts?)?\s*[:\-–]\s*", r"\1"),  # "Rx: …", "Rx x2 pts: …": a heading
    (r"\bSig\s*:[^.;\n]*[.;]?", ""),  # the directions on the label: "Sig: ripe, eat PRN."
    (r",\s*stat\b\s*(?=[.;]|$)", ""),  # "…, stat.": at once
    (r"\bnew\s+pt\b\s*:?\s*", "new customer "),
    (r"\bPt\.?\s*:?\s*(?=(?:Mr?s?\.?\s+|Miss\s+)?(?-i:[A-Z][a-z]))", ""),  # "Pt Omar Haddad", "Pt: Mrs Berg"
    (r"\bDisp(?:ensed)?\b(?=\s+(?:to\b|yesterday\b|\d|[a-z]))", "sold"),
    (r"\b(?:Rx|RX)\s+of\s+(?:the\s+)?(?=\d|(?-i:[A-Z]))", "order of the "),  # "returned Rx of 23rd": the sale
    (r"\b(his|her|their|the)\s+(?:Rx|RX)\b", r"\1 order"),
    (r"(?<=\w)\s+(?:Rx|RX)\b", " order"),  # "today's mango Rx"
    (r"\breturned\s+order\b", "returned the order"),
    (r",\s*not\s+logged\s*:", ", entered late:"),  # "Dispensed yesterday, not logged: …"
    (r"\s+-\s+late\s+entry\s*(?=[.;]|$)", ""),  # "…, strawberry 1 kg - late entry."
    (r"\be-mail\b", "email"),
]
# the pharmacy's own words, no English word in a shop record: read wherever they stand
_WORDS = [
    (r"\binventory\s+reconciliation\b", "stock count"),
    (r"\bformulary\s+update\b", "price update"), (r"\bprice\s+adj\b\.?", "price change"),
    (r"\bquarantined\s*(?:&|and)\s*disposed\b", "disposed"),
    (r"\bnew\s+vendor\b", "new supplier"),
    (r"\bsamples\s+for\s+pts?\s+(?=tasting\b)", "samples for "),
    (r"(?<=[.;])\s*disposed\s+per\s+(?:sop|protocol|procedure)\s*[.!]?\s*(?=$|\s+[A-Z])", ""),
]


def prescriptions_in_english(text: str) -> str:
    for pattern, replacement in _WORDS:
        text = re.sub(pattern, replacement, text, flags=re.I)
    if not _MARKS.search(text):
        return _SIGNED.sub("", text)
    for pattern, replacement in _REWRITES:
        text = re.sub(pattern, replacement, text, flags=re.I | re.M)
    return _SIGN_OFF.sub("", text).strip()
