"""A retired nurse's ward notes ("0910 Pt Mei Chen. Apples 1.5 kg dispensed. NAD.", "1030 - Mr Haddad, pears x 2
kg", "Delivery received 1400: …", "… stolen from outside display approx 1530", "Price review: apples now
1.80/kg"): put in the sentences the reader knows before it reads, as a storeman's capitals are
(field_reports.py, which reads these first).

- a clock time on the 24-hour clock is when it happened, no part of the record: opening a line ("0910 …",
  "1030 - …"), closing a heading ("Stock check 1700:") or after "approx", "about" or "at" closing a phrase
  ("approx 1530"); never a year (19xx, 20xx) before a colon, nor a figure with a unit or a price;
- "Pt" before a name is the customer (the patient) named; "dispensed" is sold; "x" between a product and
  its quantity ("pears x 2 kg") says nothing; "Price review:" heads a price change;
- a sign-off a chart closes with says nothing: "NAD." (nothing abnormal), "Tolerated well.", "Stock
  restored.", "as per protocol".

Anything else is left as typed, and refused there if it cannot be placed."""

from __future__ import annotations

import re

from app.records_from_text.reader.prescriptions import prescriptions_in_english

_CLOCK = r"(?:[01]\d|2[0-3])[0-5]\d"
_REWRITES = [
    (re.compile(rf"^(\s*){_CLOCK}\s*(?:[-\u2013\u2014:]\s*)?(?=(?-i:[A-Z])(?!(?i:hrs|hours)\b))", re.M),
     r"\1"),  # "0910 Pt Mei Chen."
    (re.compile(rf"(?<=[a-z])\s+(?!19|20){_CLOCK}(?=\s*:)", re.I), ""),  # "Stock check 1700:"
    (re.compile(rf"\s+(?:approx\.?|approximately|about|around|at)\s+{_CLOCK}(?:\s*h(?:rs|ours)?)?(?=\s*[.,;!]|\s*$)",
                re.I | re.M), ""),  # "… stolen from outside display approx 1530"
    (re.compile(r"\bPt\.?\s+(?=(?:(?:Mr|Mrs|Ms|Miss)\s+)?[A-Z][a-z])"), ""),  # "Pt Mei Chen"
    (re.compile(r"\bdispensed\b", re.I), "sold"),
    (re.compile(r"^(\s*)price\s+review\s*:", re.I | re.M), r"\1Price change:"),
    (re.compile(r"(?:^|(?<=[.;]))\s*(?:NAD|tolerated\s+well|stock\s+restored)\s*(?:[.;]|$)", re.I | re.M), ""),
    (re.compile(r",?\s+as\s+per\s+protocol\b", re.I), ""),
]


# "pears x 2 kg": never "4 crates x 5kg = 20kg" (so many of a weight, a count before the word)
_TIMES = re.compile(r"(?<=[a-z])\s+x\s+(?=\d+(?:[.,]\d+)?\s?(?:kg|kgs|kilos?|g|grams?|lbs?)\b(?!\s*=))", re.I)


def read_ward_notes(text: str) -> str:
    # a pharmacist's marks ("Rx", "Pt" before a name, "Dispensed yesterday, not logged: …") read first: the
    # "Pt" and "dispensed" here would leave the rest of the shorthand without the marks it is read by
    text = prescriptions_in_english(text)
    if not any(c.islower() for c in text):
        return text  # a storeman's report in capitals ("0815 HRS. CUST …"): field_reports.py reads its times
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return _TIMES.sub(lambda m: m.group() if re.search(r"\d\s*[a-z]+$", text[:m.start()], re.I) else " ", text)
