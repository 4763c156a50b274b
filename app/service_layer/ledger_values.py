"""What the ledger facade takes and returns (app/service_layer/ledger.py): plain values, the
errors a batch can end with, and an import file read line by line."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from domain.errors import LedgerError
from domain.events import SOURCE_JSON
from domain.records import Record

Clock = Callable[[], dt.datetime]


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


@dataclass(frozen=True)
class PointInTime:
    """At most one of: a log position, a wall-clock moment of entry, a business date."""

    position: int | None = None
    recorded: dt.datetime | None = None
    business_date: dt.date | None = None

    @property
    def is_now(self) -> bool:
        return self.position is None and self.recorded is None and self.business_date is None


@dataclass(frozen=True)
class Submission:
    """A record to append, with where it came from."""

    record: Record | dict[str, Any] | str
    text: str | None = None
    source: str = SOURCE_JSON
    prices_shown: tuple[float, ...] | None = None  # a sale's prices as the person confirming saw them


@dataclass(frozen=True)
class Appended:
    position: int
    kind: str
    business_date: str
    summary: str


@dataclass(frozen=True)
class Rejected:
    index: int  # into the submitted sequence (0-based)
    error: LedgerError

    @property
    def message(self) -> str:
        return self.error.message


@dataclass(frozen=True)
class BatchOutcome:
    appended: list[Appended] = field(default_factory=list)
    rejected: list[Rejected] = field(default_factory=list)


class LogBehind(LedgerError):
    """The tables show more of the history than the log holds: the log is not the shop's."""


class BatchRejected(LedgerError):
    """An all-or-nothing batch had bad records; nothing was appended."""

    def __init__(self, rejected: list[Rejected]):
        self.rejected = rejected
        super().__init__(f"{len(rejected)} record(s) were refused, so nothing was appended.")


class Stopped(LedgerError):
    """The person cancelled long work before it wrote anything; nothing was changed."""


MAX_LINE = 200_000  # bytes of one line of an import file


@dataclass(frozen=True)
class LineError:
    reason: str


def text_lines(path: Path) -> Iterator[str | LineError]:
    """A file's lines as text; a line that is not UTF-8 or too long is a LineError (reported with
    its number and skipped), never the end of the whole file."""
    with open(path, "rb") as raw:
        for line in raw:
            if len(line) > MAX_LINE:
                yield LineError(f"the line is longer than {MAX_LINE:,} bytes")
                continue
            try:
                yield line.decode("utf-8").rstrip("\r\n")
            except UnicodeDecodeError as e:
                yield LineError(f"not UTF-8 text (byte {e.start + 1} is {line[e.start]:#04x})")


@dataclass(frozen=True)
class StandingSaleLines:
    sale_id: int
    total: float
    lines: list[tuple[str, float]]  # (product, quantity)


@dataclass(frozen=True)
class ImportReport:
    appended: list[Appended]
    errors: list[tuple[int, str]]  # (line number, reason)
