"""A known customer named in full in the text must be in a record the reader returns: if the reading
lost them ("Tom Lee was in, bought 1kg strawberries and then Raj right after him got 2kg apples" gave
one sale to Raj holding Tom's strawberries), the whole text is refused rather than recorded wrongly.
A note keeps the text whole, so a name in it is kept too."""

from __future__ import annotations

import re
from typing import Any

from app.records_from_text.drafts import Known

# a name taken back ("… to Zoe Davis. Sorry, that was Sue Davis"): the corrections' readers settled it
_TAKEN_BACK = re.compile(r"\b(?:scratch\s+that|sorry|i\s+meant|no\s+wait|actually|that\s+was|it\s+was|correction|"
                         r"not\s+\w+\s+but)\b", re.I)


def left_out(text: str, records: list[dict[str, Any]], known: Known) -> str | None:
    if not records or any(r["kind"] == "note" for r in records) or _TAKEN_BACK.search(text):
        return None
    # as typed at this point ("Mr Bob Smith", "bob smith"): a known name inside one is kept
    kept = {" ".join(str((r.get("customer") or {}).get("name") or "").lower().split()) for r in records}
    said = " ".join(text.lower().split())
    for customer in known.customers:
        name = str(customer.get("name") or "")
        # "Zoe Davis (not Sue Davis)": a name denied beside the one meant is no one's record
        named = re.search(rf"(?<![\w'])(?<!\bnot ){re.escape(name.lower())}(?![\w'])", said) if name else None
        if named and not any(name.lower() in k for k in kept):
            return name
    return None
