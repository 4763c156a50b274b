"""What the offline parser works on: the question's tokens with which of them are placed, and
the refusal it raises when a question is outside what it reads exactly."""

from __future__ import annotations

from dataclasses import dataclass

from app.questions.offline.query import MEASURES
from app.records_from_text.reader.tokens import Token
from domain.errors import LedgerError


class CannotAnswer(LedgerError):
    """The question is outside what the offline parser reads exactly; `unplaced` names the words."""

    def __init__(self, message: str, unplaced: tuple[str, ...] = ()):
        super().__init__(message)
        self.unplaced = unplaced


@dataclass
class Words:
    """The question's tokens and which are placed."""

    tokens: list[Token]
    used: list[bool]
    said: str = ""  # the whole question as made plain, its times included

    def low(self, index: int) -> str:
        return self.tokens[index].low if 0 <= index < len(self.tokens) else ""

    def has(self, *words: str) -> bool:
        return any(t.low in words for t in self.tokens)

    def take(self, words: set[str]) -> set[str]:
        taken = set()
        for index, token in enumerate(self.tokens):
            if token.low in words:
                self.used[index] = True
                taken.add(token.low)
        return taken

    def unplaced(self) -> list[str]:
        return [t.text for t, u in zip(self.tokens, self.used) if not u and t.kind != "punct"]


def family(measure: str) -> str:
    """The kind of record a measure is about: sales, purchases, returns, state…"""
    return MEASURES[measure]
