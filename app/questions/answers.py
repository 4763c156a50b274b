"""An answer: the steps that produced it (each a purpose, one SQL query, its result) and a
sentence whose numbers are filled in from those results, never written by a model."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import Any

from domain.errors import LedgerError


class QuestionFailed(LedgerError):
    """The question could not be answered; the message says why (and shows the last SQL). An
    offline refusal also carries questions like it that are answered (the window offers them to
    click) and its message without them."""

    def __init__(self, message: str, suggestions: tuple[str, ...] = (), reason: str | None = None):
        super().__init__(message)
        self.suggestions = suggestions
        self.reason = message if reason is None else reason


@dataclass(frozen=True)
class Step:
    purpose: str
    sql: str
    columns: list[str]
    rows: list[tuple[Any, ...]]
    truncated: bool = False
    as_of: dt.date | None = None  # run on the shop as of the end of this business day
    kinds: tuple[str, ...] | None = None  # each column's kind (app/questions/column_kinds.py), when known

    def as_json(self) -> dict[str, Any]:
        out = {"purpose": self.purpose, "sql": self.sql, "columns": self.columns,
               "rows": [list(r) for r in self.rows]}
        if self.as_of:
            out["as_of_date"] = self.as_of.isoformat()
        return out


@dataclass(frozen=True)
class Answer:
    question: str
    answer: str
    steps: list[Step] = field(default_factory=list)
    answered_by: str = ""  # the model's name, or "offline questions", or "SQL"

    def as_json(self) -> dict[str, Any]:
        return {"answer": self.answer, "steps": [s.as_json() for s in self.steps]}


_PLACEHOLDER = re.compile(r"\{s(\d+)(?:\.([A-Za-z_][\w ]*))?\}")


def fill(template: str, steps: list[Step]) -> str:
    """'{s1}' is step 1's first value, '{s2.total}' its column `total` (first row)."""

    def value(match: re.Match) -> str:
        number, column = int(match.group(1)), match.group(2)
        if not 1 <= number <= len(steps):
            raise QuestionFailed(f"The answer refers to step {number}, but there are {len(steps)} steps.")
        step = steps[number - 1]
        if not step.rows:
            return "nothing"
        index = 0
        if column is not None:
            names = [c.lower() for c in step.columns]
            if column.lower() not in names:
                raise QuestionFailed(f"Step {number} has no column {column!r} (it has {', '.join(step.columns)}).")
            index = names.index(column.lower())
        return number_text(step.rows[0][index])

    return _PLACEHOLDER.sub(value, template)


_NUMBER_WORDS = re.compile(
    r"(?<!\bno )\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|"
    r"ninety|hundred|thousand|million|billion|dozen|half|quarter|twice|thrice|double|triple)\b",
    re.IGNORECASE)


def numbers_outside_placeholders(template: str) -> list[str]:
    """Numbers a sentence states itself, in figures or in words: they must come from results."""
    rest = _PLACEHOLDER.sub(" ", template)
    return re.findall(r"\d+(?:[.,]\d+)?", rest) + [w.lower() for w in _NUMBER_WORDS.findall(rest)]


def number_text(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, float):
        return f"{value + 0.0:,.2f}".replace("-0.00", "0.00")  # never "-0.00"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)
