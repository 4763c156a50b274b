"""Packs weighed as a delivery note writes them: "3 crates x 12kg = 36kg", "5 boxes of 4kg", "2
crates, 10kg each", "2 crates @ 9kg each" are the weight in all (36 kg, 20 kg), rewritten before
reading. A total said beside them that is not the packs' weight is refused, never picked from."""

from __future__ import annotations

import re

from app.records_from_text.drafts import NotUnderstood
from domain.rules import quantity_text

_N = r"\d+(?:\.\d+)?"
_KG = r"\s*(?:kg|kgs|kilos?)\b"
_PACKS = r"(?:crates?|box(?:es)?|trays?|bags?|punnets?|sacks?|cases?|cartons?)"
_WEIGHED = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s*{_PACKS}\s*(?:(?:x|×|of|@)\s*(?P<each>{_N}){_KG}(?:\s+each\b)?"
    rf"|,\s*(?P<each2>{_N}){_KG}\s+each\b)"
    rf"(?:\s*=\s*(?P<all>{_N}){_KG})?", re.I)


def weigh_packs(text: str) -> str:
    def weight(match: re.Match[str]) -> str:
        total = int(match.group("n")) * float(match.group("each") or match.group("each2"))
        said = match.group("all")
        if said is not None and abs(float(said) - total) > 0.0005:
            raise NotUnderstood(f"“{match.group()}”: the packs make {quantity_text(total)} kg, not {said}; say "
                                "which is right.")
        return f"{quantity_text(total)} kg"

    return _WEIGHED.sub(weight, text)
