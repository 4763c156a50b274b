"""A sale said again for someone else, as a queue is rung up: "Raj 3kg oranges, same again for
Ida", "Eva 2kg apples, Zoe same", "Bob - same as Ken". Each is that sale's lines for the one named,
on the same day; with no sale before it to repeat (or words beside it the reader cannot place) it
is left to be refused."""

from __future__ import annotations

import copy
import re
from typing import Any

from app.records_from_text.reader.clause import Clause

# "…, same again for Ida", "… same again for Sue", "…, Zoe same": a sentence of its own
_SAME_AFTER = re.compile(r"(?:\s*[,;]\s*|\s+(?=same\s+again\b))(?=(?:and\s+)?same(?:\s+again)?\b"
                         r"|[A-Za-z]+(?:\s+[A-Za-z]+)?\s+same\b(?!\s+(?:day|time|price|as\s+(?:before|usual))))",
                         re.I)
_ONLY = {"same", "again", "for", "as", "too", "please", "and", "the", "-", ",", ".", "order", "ditto"}


def split_repeats(text: str) -> str:
    return _SAME_AFTER.sub(". ", text)


def repeat_sale(clause: Clause, records: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """The sales a "same again for …" clause makes, or None when it is not one."""
    words = [t.low for t, used in zip(clause.tokens, clause.used) if used != "party"]  # every other word
    if "same" not in words or not set(words) <= _ONLY or clause.items or clause.money or not clause.parties:
        return None
    at = next(i for i, t in enumerate(clause.tokens) if t.low == "same")
    named = [p for p in clause.parties if p.start > at and clause.low(at + 1) == "as"]
    buyers = [p for p in clause.parties if p not in named]
    sales = [r for r in records if r["kind"] == "sale"]
    if named:  # "same as Ken": Ken's sale, said before
        sales = [r for r in sales if r["customer"]["name"].lower() == named[0].typed.lower()
                 or (named[0].known and r["customer"]["name"] == named[0].known)]
    if not sales or not buyers or len(named) > 1 or any(p.role == "supplier" for p in clause.parties):
        return None
    before = sales[-1]
    return [{"kind": "sale", "date": before["date"], "customer": {"name": p.typed, "phone": p.phone,
                                                                  "email": p.email},
             "items": copy.deepcopy(before["items"])} for p in buyers]
