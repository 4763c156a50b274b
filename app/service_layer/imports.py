"""What an import reads before the ledger records it: a JSONL file's lines as submissions (every
bad line kept with its number and reason), and the bundled demo month with its sentences."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from app.resources import resource
from app.service_layer.ledger_values import LineError, Submission, text_lines
from domain.errors import InvalidRecord, LedgerError
from domain.events import SOURCE_DEMO
from domain.records import parse_record


@dataclass
class JsonlLines:
    submissions: list[Submission] = field(default_factory=list)
    line_numbers: list[int] = field(default_factory=list)  # of each submission
    errors: list[tuple[int, str]] = field(default_factory=list)


def read_jsonl(path: Path, source: str) -> JsonlLines:
    """One record per line; blank lines skipped."""
    read = JsonlLines()
    for number, line in enumerate(text_lines(path), start=1):
        if isinstance(line, LineError):
            read.errors.append((number, line.reason))
            continue
        if not line.strip():
            continue
        try:
            read.submissions.append(Submission(parse_record(line), None, source))
            read.line_numbers.append(number)
        except InvalidRecord as e:
            read.errors.append((number, e.message))
    return read


def demo_month() -> list[Submission]:
    """The bundled demo shop month, with the sentence each record was written as."""
    records = resource("demo", "fruitshop_month.jsonl").read_text(encoding="utf-8").splitlines()
    texts = resource("demo", "fruitshop_month.txt").read_text(encoding="utf-8").splitlines()
    if len(records) != len(texts):
        raise LedgerError("The bundled demo shop is damaged (records and texts differ in length).")
    return [Submission(r, t, SOURCE_DEMO) for r, t in zip(records, texts)]
