"""A notebook line signed by whoever wrote it: "… pd ✓ (JK)", "… paid cash - JK", "… rotten (SM)".
Two or three capitals in brackets, or after a dash, closing the line are the writer's initials,
not part of the record, and are dropped before reading. Capitals that could be something the
record names are left as typed (and placed, or refused, there): a supplier ("ABC"), a word or
initials of a customer's or supplier's name, a product's start, a short form the reader knows
("PD", "EA")."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.reader.tokens import SPELT_OUT

_SIGNED = re.compile(r"(?:\s+\((?P<bracketed>[A-Z]{2,3})\)|\s+[-–—]\s*(?P<dashed>[A-Z]{2,3}))(?=[ \t]*$)", re.M)
_SHORT_FORMS = {"pd", "ea", "ok", "tbc", "tba", "po", "inv", "grn", "cod", "eod", "rrp", "kg", "kgs", "lb", "lbs",
                "nb", "ps", "gst", "vat", "na", "pc", "pcs", "rtn", "ret", "adj", "wo", "am", "pm", "fyi", "asap"}


def drop_signed_initials(text: str, known: Known) -> str:
    if not _SIGNED.search(text):
        return text
    names = [party["name"].lower().split() for party in [*known.customers, *known.suppliers] if party.get("name")]
    taken = {w for words in names for w in words} | {"".join(w[0] for w in words) for words in names}
    products = [p.lower() for p in known.products]

    def signed(match: re.Match[str]) -> str:
        low = (match.group("bracketed") or match.group("dashed")).lower()
        keep = low in taken or low in _SHORT_FORMS or low in SPELT_OUT or any(p.startswith(low) for p in products)
        return match.group() if keep or not text[:match.start()].strip() else ""

    return _SIGNED.sub(signed, text)
