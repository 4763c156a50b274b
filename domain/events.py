"""Events stored in the ledger's append-only log (past tense: what happened).

Plain frozen dataclasses: the eventsourcing library stores any object with an
originator_id, originator_version and timestamp, so the domain needs no import of it.
The whole shop is one event stream, so its version is the log position: gapless, known
before the append, and the same on every backend.
"""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass
from typing import Any, ClassVar

LEDGER_ID = uuid.uuid5(uuid.NAMESPACE_URL, "https://chatledger.example/ledger")

# How a record was produced; a model translator uses its model name instead.
SOURCE_FORM = "form"
SOURCE_JSON = "json"
SOURCE_GRAMMAR = "grammar"
SOURCE_DEMO = "demo"  # the bundled demo month
EDITED = ", edited"  # after a source: the record was changed by hand after it was read from its text


class _InTheLog:
    originator_version: int

    @property
    def position(self) -> int:
        """The log position (the stream's version)."""
        return self.originator_version


@dataclass(frozen=True)
class RecordEntered(_InTheLog):
    """Version 2 adds `decision`: what the shop decided when it accepted the record (a sale's unit
    prices, the sale a return took back), so a replay applies it instead of deciding again under
    rules or code that may have changed since. Version 1 events read back with no decision and
    are decided at replay, as they always were."""

    class_version: ClassVar[int] = 2

    originator_id: uuid.UUID
    originator_version: int  # the log position
    timestamp: dt.datetime  # recorded-at, UTC
    record: dict[str, Any]  # interchange JSON, with defaults resolved (a return's date)
    business_date: str  # ISO date the record talks about
    text: str | None  # the sentence it came from, if any
    entered_by: str
    source: str
    decision: dict[str, Any] | None = None

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        state["decision"] = None


# --- changes to history: each is an action that undo can revert ------------------------


@dataclass(frozen=True)
class RecordsRetracted(_InTheLog):
    """Records leave the shop's history from now on (they stay in the log, marked retracted)."""

    originator_id: uuid.UUID
    originator_version: int
    timestamp: dt.datetime
    positions: list[int]  # the record asked for first, then any dependents retracted with it
    reason: str
    entered_by: str


@dataclass(frozen=True)
class RecordCorrected(_InTheLog):
    """A record's content is replaced, keeping its place in the log."""

    originator_id: uuid.UUID
    originator_version: int
    timestamp: dt.datetime
    target: int
    record: dict[str, Any]
    business_date: str
    reason: str
    text: str | None
    entered_by: str
    source: str
    retracted: list[int]  # later records the correction broke, retracted with it (--cascade)


@dataclass(frozen=True)
class RolledBack(_InTheLog):
    """Every record after `to_position` that still stood is retracted, in one step."""

    originator_id: uuid.UUID
    originator_version: int
    timestamp: dt.datetime
    to_position: int
    positions: list[int]
    entered_by: str


@dataclass(frozen=True)
class ActionUndone(_InTheLog):
    originator_id: uuid.UUID
    originator_version: int
    timestamp: dt.datetime
    target: int  # the action's position
    entered_by: str


@dataclass(frozen=True)
class ActionRedone(_InTheLog):
    originator_id: uuid.UUID
    originator_version: int
    timestamp: dt.datetime
    target: int  # the undone action's position
    entered_by: str



# --- knowledge about the shop that is not a record: no effect on the tables' records -------


@dataclass(frozen=True)
class ExampleSaved(_InTheLog):
    """A manager marked a question's SQL as correct; it is shown to the model for similar
    questions later (not an action: undo passes it by)."""

    originator_id: uuid.UUID
    originator_version: int
    timestamp: dt.datetime
    question: str
    sql: str
    entered_by: str


NOT_ACTIONS = (ExampleSaved,)
