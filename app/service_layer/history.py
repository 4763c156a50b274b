"""Changing the past by appending: retract, correct, roll back, undo and redo.

Each use case proposes events, replays the records that would stand after them into the read
model inside one transaction, and appends only if every later record still passes its rules.
Records that would break are named; with `cascade` they are retracted in the same step.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Connection

from app.projection import versions
from app.service_layer.replay import Failure, Replayer
from app.service_layer.writer import Writer
from domain.describe import describe, describe_action, describe_position
from domain.errors import LedgerError, RuleViolation
from domain.events import (
    LEDGER_ID,
    SOURCE_JSON,
    ActionRedone,
    ActionUndone,
    RecordCorrected,
    RecordsRetracted,
    RolledBack,
)
from domain.moments import local_moment
from domain.records import Record, parse_record, record_to_json
from domain.timeline import Timeline, extended, fold


class DependentsBreak(RuleViolation):
    """The change would break later records; they are listed."""

    def __init__(self, message: str, failures: list[Failure]):
        super().__init__(message)
        self.failures = failures


@dataclass(frozen=True)
class Change:
    position: int  # of the event that made the change
    summary: str
    retracted: list[int]  # records removed by it (the cascade included)
    target: int | None = None  # for an undo or redo: the action it undid or redid


# (timeline before, next position, records to retract as well) -> the events to append
Propose = Callable[[Timeline, int, list[int]], list[Any]]


class HistoryEditor:
    """The Ledger facade's changes to the past (app/service_layer/ledger.py delegates here)."""

    def __init__(self, writer: Writer, replayer: Replayer, clock: Callable[[], dt.datetime],
                 staff: Callable[[], str]):
        self.writer = writer
        self.replayer = replayer
        self.clock = clock
        self.staff = staff  # who is entering changes now (the window can change it)
        # The log (records as headers) and its timeline after the last change here.
        self._state: tuple[list[Any], Timeline] | None = None

    def _timeline(self, conn: Connection) -> tuple[list[Any], Timeline]:
        return self.replayer.now(self._state, conn)

    def targets(self) -> tuple[int | None, int | None]:
        """What undo and redo would act on now. Without the writers' lock when nothing was appended
        since this editor last looked (the window asks on every refresh; another till may be writing)."""
        if self._state is not None and self._state[1].last_position == self.writer.log.last_position():
            return self._state[1].undo_target, self._state[1].redo_target
        with self.writer.writing() as (conn, _write):
            self.replayer.catch_up(conn)
            events, timeline = self._timeline(conn)
            self._state = events, timeline
        return timeline.undo_target, timeline.redo_target

    def said(self, position: int | None) -> str:
        """What undo or redo would act on, in words, as last read by `targets` ("" for none)."""
        if position is None or self._state is None:
            return ""
        return self._describe(self._state[1], position)

    def _describe(self, timeline: Timeline, position: int) -> str:
        entry = timeline.entries.get(position)
        if entry is not None and entry.record is None:  # a header: its content read from the log
            timeline = self.replayer.with_contents(replace(timeline, entries={position: entry}), position - 1)
        return describe_position(timeline, position)

    @staticmethod
    def _after(events: list[Any], before: Timeline, proposed: list[Any]) -> Timeline:
        return extended(before, proposed) or fold([*events, *proposed])

    def retract(self, position: int, reason: str, *, cascade: bool = False) -> Change:
        reason = _required_reason(reason)

        def propose(timeline: Timeline, next_position: int, also: list[int]) -> list[Any]:
            _standing_entry(timeline, position)
            return [RecordsRetracted(LEDGER_ID, next_position, self.clock(), [position, *also],
                                     reason, self.staff())]

        return self._change(propose, cascade, f"Retracting #{position}")

    def correct(self, position: int, record: Record | dict | str, *, reason: str = "",
                text: str | None = None, source: str = SOURCE_JSON, cascade: bool = False) -> Change:
        if not isinstance(record, (dict, str)):
            record = record_to_json(record)
        parsed = parse_record(record)

        def propose(timeline: Timeline, next_position: int, also: list[int]) -> list[Any]:
            entry = _standing_entry(timeline, position)
            fixed = parsed
            if fixed.date is None:  # an undated return keeps the date it had
                fixed = fixed.model_copy(update={"date": dt.date.fromisoformat(entry.business_date)})
            day = fixed.date
            assert day is not None  # an undated return was given its date above
            return [RecordCorrected(LEDGER_ID, next_position, self.clock(), position,
                                    record_to_json(fixed), day.isoformat(), reason.strip(),
                                    text, self.staff(), source, also)]

        return self._change(propose, cascade, f"Correcting #{position}", target=position)

    def rollback(self, *, to_position: int | None = None,
                 to_time: dt.datetime | None = None) -> Change:
        """Retract every record after a position (or entered after a moment), in one event."""
        if (to_position is None) == (to_time is None):
            raise LedgerError("Give either a position or a time to roll back to.")

        def propose(timeline: Timeline, next_position: int, _also: list[int]) -> list[Any]:
            limit = _position_at(timeline, to_time) if to_time is not None else (to_position or 0)
            after = [e.position for e in timeline.effective() if e.position > limit]
            if not after:
                raise LedgerError(f"No standing records after #{limit}; nothing to roll back.")
            return [RolledBack(LEDGER_ID, next_position, self.clock(), limit, after, self.staff())]

        return self._change(propose, False, "Rolling back")

    def undo(self) -> Change:
        return self._stack_step(ActionUndone, lambda timeline: timeline.undo_target, "undo")

    def redo(self) -> Change:
        return self._stack_step(ActionRedone, lambda timeline: timeline.redo_target, "redo")

    def _stack_step(self, event_class: type, target: Callable[[Timeline], int | None],
                    verb: str) -> Change:
        def propose(timeline: Timeline, next_position: int, _also: list[int]) -> list[Any]:
            position = target(timeline)
            if position is None:
                raise LedgerError(f"Nothing to {verb}.")
            return [event_class(LEDGER_ID, next_position, self.clock(), position, self.staff())]

        return self._change(propose, False, f"{verb.capitalize()}ing")

    # --- the mechanism --------------------------------------------------------------------

    def _change(self, propose: Propose, cascade: bool, doing: str,
                target: int | None = None) -> Change:
        with self.writer.writing() as (conn, write):
            self.replayer.catch_up(conn)
            events, before = self._timeline(conn)
            proposed = propose(before, before.last_position + 1, [])
            after = self._after(events, before, proposed)
            base = self.replayer.base_for(events, before, after)
            if self.replayer.revert_and_replay(conn, after, base):
                self.writer.append(write, proposed)
                self._state = [*events, *proposed], after
                return self._done(proposed, before, after)
            failures = self.replayer.trial(conn, after, base)
            if failures and target is not None and failures[0].entry.position == target:
                raise RuleViolation(f"The corrected record breaks a rule: {failures[0].error.message}")
            if failures:
                if not cascade:
                    raise DependentsBreak(_dependents_message(doing, failures), failures)
                # One event for the change and its cascade, so one undo reverts both.
                proposed = propose(before, before.last_position + 1, [f.entry.position for f in failures])
                after = self._after(events, before, proposed)
                again = self.replayer.trial(conn, after, base)
                if again:  # cannot happen: removing records only removes their effects
                    raise DependentsBreak(_dependents_message(doing, again), again)
            versions.settle(conn, after.last_position)
            self.writer.append(write, proposed)
            self.writer.read_model.set_position(conn, after.last_position)
            self._state = [*events, *proposed], after
        return self._done(proposed, before, after)

    def _done(self, proposed: list[Any], before: Timeline, after: Timeline) -> Change:
        removed = [p for p, e in after.entries.items()
                   if not e.effective and before.entries.get(p, e).effective]
        action = proposed[0]
        target = action.target if isinstance(action, (ActionUndone, ActionRedone)) else None
        said = describe_action(action)
        if target is not None:  # which record came and went, not only its number
            said += f" ({self._describe(before, target)})"
        elif isinstance(action, RecordCorrected):  # what it said, and what it says now
            said += f": was {self._describe(before, action.target)}; now {describe(parse_record(action.record))}"
        return Change(action.position, said, removed, target)


def _required_reason(reason: str) -> str:
    if not reason or not reason.strip():
        raise LedgerError("Say why the record is retracted (--reason).")
    return reason.strip()


def _standing_entry(timeline: Timeline, position: int):
    entry = timeline.entries.get(position)
    if entry is None:
        if position in timeline.events:
            event = timeline.events[position]
            raise LedgerError(f"#{position} is a change to the history ({describe_action(event)}), not a record.")
        raise LedgerError(f"There is no record #{position}.")
    if not entry.effective:
        raise LedgerError(f"Record #{position} is already {entry.status} (by #{entry.changed_by}).")
    return entry


def _position_at(timeline: Timeline, moment: dt.datetime) -> int:
    moment = local_moment(moment)
    before = [p for p, e in timeline.events.items() if e.timestamp <= moment]
    return max(before, default=0)


def _dependents_message(doing: str, failures: list[Failure]) -> str:
    shown = 8
    listed = "; ".join(
        f"#{f.entry.position} ({describe(parse_record(f.entry.record))}): {f.error.message}"
        for f in failures[:shown]
    )
    if len(failures) > shown:
        listed += f"; and {len(failures) - shown} more ({', '.join(f'#{f.entry.position}' for f in failures[shown:])})."
    return (f"{doing} would break {len(failures)} later record(s): {listed} "
            "Nothing was changed; retract those too with --cascade, or correct them first.")
