"""Question -> SQL examples for the model's prompt: the shipped ones (resources/prompts/) plus
the ones the shop's managers marked correct, the closest to the question first (rapidfuzz)."""

from __future__ import annotations

import json
from functools import lru_cache

from rapidfuzz import fuzz, process

from app.resources import resource

SHOWN = 4


@lru_cache(maxsize=1)
def shipped() -> tuple[tuple[str, str], ...]:
    lines = resource("prompts", "question_examples.jsonl").read_text(encoding="utf-8").splitlines()
    return tuple((e["question"], e["sql"]) for e in map(json.loads, filter(str.strip, lines)))


def closest(question: str, saved: list[tuple[str, str]], count: int = SHOWN) -> list[tuple[str, str]]:
    pool = {q: (q, sql) for q, sql in [*shipped(), *saved]}  # a saved one replaces a shipped twin
    found = process.extract(question, list(pool), scorer=fuzz.token_set_ratio, limit=count)
    return [pool[q] for q, _, _ in found]
