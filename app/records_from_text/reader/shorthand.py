"""Bookkeeping and till shorthand rewritten into the words the reader knows, before it reads:
"credit note" is a refund, a document's reference number ("Inv 1071", "GRN 3312") says nothing
about the record."""

from __future__ import annotations

import re

_REWRITES = [
    # "Credit note CN-017 raised for Ida Novak": a refund to her (never a note to keep)
    (re.compile(r"\bcredit[\s\-]+notes?\b(?:\s+(?:no\.?\s*|#\s*)?[A-Z]{0,4}-?\d+\b)?(?:\s+(?:issued|raised))?",
                re.I), "refund"),
]


def rewrite(text: str) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return text
