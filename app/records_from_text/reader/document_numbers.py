"""A clerk's document numbers with a short serial ("INV-77", "WO-7", "CN-13", "ref D-19", "adj #59",
"Ref 3318"): they name the paper a record was copied from, never a quantity. Capitals joined to
their serial by a dash (or "INV 4410"; a till's "RCPT 1187" heads its lines, read in shorthand.py),
or a number after "ref"/"adj", are dropped; the usual bookkeeping prefixes say the record's kind
in words the reader knows (an invoice, a write-off, a price change).
Longer serials ("invoice 1071", "GV-2240") are read in shorthand.py."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.reader.dotted_dates import slash_dotted_dates
from app.records_from_text.reader.journal_entries import read_journal_entries
from app.records_from_text.reader.product_codes import letters_of

# The prefix's kind, said in words; any other prefix only numbers the paper.
_KINDS = {"INV": "invoice", "WO": "write-off", "PC": "price change"}
_CODE = re.compile(r"(?<![\w-])(?P<prefix>[A-Z]{1,4})(?:-|(?<=INV)\s(?=\d{3,}\b))"
                   r"(?:(?:19|20)\d\d-)?\d{1,5}\b(?![.,/]\d|-)(?!\s*(?:kg|kilos?|g|grams?|lbs?)\b)")
_REF = re.compile(r"\b(?:ref|adj)\.?\s*(?:no\.?\s*)?#?\s*(?:[A-Z]{1,3}-)?\d{1,6}\b(?![.,/]\d)"
                  r"(?!\s*(?:kg|kilos?|g|grams?|lbs?)\b)", re.I)


# "Return ref. cust: Sue Davis, sale dated …": "ref." with no number before what it refers to says nothing
_REF_TO = re.compile(r"\bref\.?\s*:?\s*(?=(?:cust|customer|sale|order)\b)", re.I)


def drop_document_numbers(text: str, known: Known) -> str:
    text = _REF.sub("", slash_dotted_dates(read_journal_entries(_REF_TO.sub("", text))))  # "Sales 18.02.24: …"

    def drop(m: re.Match[str]) -> str:
        prefix = m.group("prefix")
        if prefix in _KINDS:
            return _KINDS[prefix]
        if any(letters_of(prefix.lower(), p.lower()) for p in known.products):
            return m.group(0)  # "BAN-02 pears": a supplier's stock code (product_codes.py), maybe another product's
        return ""

    return _CODE.sub(drop, text)
