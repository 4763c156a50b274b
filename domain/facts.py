"""Facts from notes (RET-LLM's triplets with Lemmalog's validity): which relations hold one
value at a time, so a new statement retires the old one instead of contradicting it."""

from __future__ import annotations

# A subject has one of these at a time: a new fact closes the standing one.
FUNCTIONAL = frozenset({
    "delivers on", "phone number", "email", "address", "is", "prefers", "opens at", "closes at",
    "contact", "pays by",
})


def is_functional(relation: str) -> bool:
    return relation.strip().lower() in FUNCTIONAL
