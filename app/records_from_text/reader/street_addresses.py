"""A delivery driver's street addresses ("Luis Garcia, 22 Mill Lane, 3kg oranges", "to Mei Chen at
7 Quay St", "(Flat 3, 41 Elm Rd)") only say where the goods went: they are dropped before reading,
so their number is never read as a quantity nor their street as a name. An address is a house
number, one or two capitalised words and a street word ("St", "Rd", "Lane", "Close"…), with a
"Flat 3"/"Unit 4" before it."""

from __future__ import annotations

import re

_STREET = ("St|Street|Rd|Road|Lane|Ln|Ave|Avenue|Walk|Rise|Grove|Close|Ct|Court|Way|Crescent|Cres|Place|Pl|"
           "Terrace|Gardens|Row|Mews|Parade|Square|Sq|Drive|Quay|Wharf|Yard")
_ADDRESS = re.compile(
    r"(?:\b(?:at|to)\s+)?(?:\b(?:Flat|Unit|Apt|Apartment)\s+\d{1,4}[A-Za-z]?,?\s+)?"
    rf"(?<![\w.:/-])\d{{1,4}}[A-Za-z]?\s+(?:[A-Z][a-z]+\s+){{1,2}}(?:{_STREET})\b\.?")


def drop_street_addresses(text: str) -> str:
    if not _ADDRESS.search(text):
        return text
    text = _ADDRESS.sub("", text)
    text = re.sub(r"\(\s*,?\s*\)", "", text)  # "(9 Church Walk)" gone
    text = re.sub(r",(\s*,)+", ",", text)  # "Luis Garcia, , 3kg": one comma
    text = re.sub(r",\s*(?=[-–—:.;]|$)", "", text, flags=re.M)  # "…, 4pm" with the time then gone
    return re.sub(r"[ \t]{2,}", " ", text).strip()
