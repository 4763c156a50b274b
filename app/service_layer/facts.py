"""Looking facts up the way RET-LLM does: by one or two of subject / relation / object, exact
first (ignoring case), then fuzzy (rapidfuzz) when nothing matches exactly; as of a business
date (what held at the end of that day) or now."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from rapidfuzz import fuzz

from app.service_layer.ledger import Ledger

FUZZY = 80  # rapidfuzz token_set_ratio a field must reach


@dataclass(frozen=True)
class Found:
    subject: str
    relation: str
    object: str
    valid_from: str
    valid_to: str | None
    source_position: int
    exact: bool


def lookup(ledger: Ledger, *, subject: str | None = None, relation: str | None = None,
           obj: str | None = None, as_of: dt.date | None = None) -> list[Found]:
    if not (subject or relation or obj):
        raise ValueError("give a subject, a relation or an object")
    rows = ledger.sql("SELECT subject, relation, object, valid_from, valid_to, source_position FROM facts "
                      "ORDER BY valid_from, fact_id", max_rows=1_000_000).rows
    day = (as_of or dt.date.max).isoformat()
    held = [r for r in rows if r[3] <= day and (r[4] is None or r[4] > day)]
    wanted = [(i, v.strip().lower()) for i, v in ((0, subject), (1, relation), (2, obj)) if v]
    exact = [r for r in held if all(r[i].lower() == v for i, v in wanted)]
    if exact:
        return [Found(r[0], r[1], r[2], r[3], r[4], r[5], exact=True) for r in exact]
    scored = []
    for r in held:
        scores = [_score(r[i].lower(), v) for i, v in wanted]
        if min(scores) >= FUZZY:
            scored.append((sum(scores), r))
    scored.sort(key=lambda pair: -pair[0])
    return [Found(r[0], r[1], r[2], r[3], r[4], r[5], exact=False) for _, r in scored]


def _score(stored: str, asked: str) -> float:
    """Whole names with typos (token_set_ratio), or a shorter part of a name ("Hilside")."""
    partial = fuzz.partial_ratio(asked, stored) if len(asked) >= 4 else 0
    return max(fuzz.token_set_ratio(stored, asked), partial)
