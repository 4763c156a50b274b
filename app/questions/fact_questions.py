"""Offline answers from the notes' facts: "What do we know about Bob Smith?", "When does
Hillside deliver?". The subject is found by app/facts.py (exact, then fuzzy); the step is SQL
on `facts`, so the answer shows where it came from like any other."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

from app.questions.answers import Answer, QuestionFailed, Step
from app.service_layer.facts import lookup
from app.service_layer.ledger import Ledger

_ASKS = [
    (re.compile(r"^(?:what do (?:we|you) know about|tell me about|what about)\s+(?P<s>.+)$", re.I), None),
    (re.compile(r"^when does\s+(?P<s>.+?)\s+deliver$", re.I), "delivers on"),
    (re.compile(r"^what does\s+(?P<s>.+?)\s+prefer$", re.I), "prefers"),
    (re.compile(r"^how does\s+(?P<s>.+?)\s+pay$", re.I), "pays by"),
]


def answer_from_facts(ledger: Ledger, question: str, run: Callable[..., Step],
                      as_of: dt.date | None) -> Answer | None:
    """None when the question is not about notes."""
    text = question.strip().rstrip("?.! ")
    for pattern, relation in _ASKS:
        match = pattern.match(text)
        if not match:
            continue
        asked = re.sub(r"^(?:the|our)\s+", "", match.group("s").strip(), flags=re.I)
        found = lookup(ledger, subject=asked, relation=relation, as_of=as_of)
        if not found:
            said = "about " + asked if not relation else "like that of " + asked
            raise QuestionFailed(f"No note says anything {said}.")
        subject = found[0].subject
        day = (as_of or dt.date.max).isoformat()
        sql = ("SELECT subject, relation, object, valid_from FROM facts WHERE lower(subject) = lower("
               + _q(subject) + ")" + (f" AND relation = {_q(relation)}" if relation else "")
               + f" AND valid_from <= '{day}' AND (valid_to IS NULL OR valid_to > '{day}') ORDER BY valid_from")
        step = run(f"what the notes say about {subject}", sql, None)
        said = "; ".join(f"{r[1]} {r[2]} (since {r[3]})" for r in step.rows)
        guess = "" if found[0].exact else f" (the closest name to “{asked}”)"
        return Answer(question, f"{subject}{guess}: {said}.", [step], "offline questions")
    return None


def _q(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"
