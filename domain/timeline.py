"""Which records stand at a point of the log: a pure fold over the ledger's events.

Every event but undo/redo is an *action*; actions form an undo stack (undo pops the newest
active one, redo brings back the newest undone one, a new action clears the redo side).
The active actions are then applied in log order: records enter, corrections replace content,
retractions and rollbacks remove records. Nothing is erased: a removed record stays in the
timeline with its status and the position of the action that gave it.
"""

from __future__ import annotations

import datetime as dt
from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from itertools import accumulate
from typing import Any

from domain.events import (
    NOT_ACTIONS,
    ActionRedone,
    ActionUndone,
    RecordCorrected,
    RecordEntered,
    RecordsRetracted,
    RolledBack,
)

STANDING, CORRECTED, RETRACTED, ROLLED_BACK, UNDONE = (
    "standing", "corrected", "retracted", "rolled back", "undone",
)
EFFECTIVE = (STANDING, CORRECTED)


@dataclass(frozen=True)
class Entry:
    position: int
    record: dict[str, Any]  # the content in force (a correction's, if corrected)
    business_date: str
    recorded_at: dt.datetime
    text: str | None
    entered_by: str
    source: str
    status: str = STANDING
    changed_by: int | None = None  # the action that gave this status
    changed_by_staff: str | None = None  # who entered that action
    reason: str | None = None
    decision: dict[str, Any] | None = None  # decided on entry (domain/events.py RecordEntered)

    @property
    def effective(self) -> bool:
        return self.status in EFFECTIVE


@dataclass
class Timeline:
    entries: dict[int, Entry] = field(default_factory=dict)  # by position, in log order
    events: dict[int, Any] = field(default_factory=dict)
    done: list[int] = field(default_factory=list)  # the undo stack, newest last
    undone: list[int] = field(default_factory=list)  # the redo stack, newest last
    last_position: int = 0

    def effective(self) -> list[Entry]:
        return [e for e in self.entries.values() if e.effective]

    @property
    def undo_target(self) -> int | None:
        return self.done[-1] if self.done else None

    @property
    def redo_target(self) -> int | None:
        return self.undone[-1] if self.undone else None


def fold(events: Iterable[Any], upto: int | None = None) -> Timeline:
    """The timeline after the events up to position `upto` (all of them if None)."""
    timeline = Timeline()
    undone_by: dict[int, int] = {}
    for event in events:
        if upto is not None and event.position > upto:
            break
        timeline.last_position = event.position
        if isinstance(event, NOT_ACTIONS):
            continue  # no effect on records, and not on the undo stack
        timeline.events[event.position] = event
        if isinstance(event, ActionUndone):
            timeline.done.remove(event.target)
            timeline.undone.append(event.target)
            undone_by[event.target] = event.position
        elif isinstance(event, ActionRedone):
            timeline.undone.remove(event.target)
            timeline.done.append(event.target)
            undone_by.pop(event.target, None)
        else:
            timeline.done.append(event.position)
            timeline.undone.clear()

    active = set(timeline.done)
    for position, event in timeline.events.items():
        if isinstance(event, RecordEntered):
            entry = entry_of(event)
            if position not in active:
                undo = timeline.events.get(undone_by.get(position, -1))
                entry = replace(entry, status=UNDONE, changed_by=undone_by.get(position),
                                changed_by_staff=undo.entered_by if undo else None)
            timeline.entries[position] = entry
        elif position in active:
            _apply_action(timeline, position, event)
    return timeline


def extended(before: Timeline, events: Iterable[Any]) -> Timeline | None:
    """`fold` of the log `before` came from and then `events`, without folding the log again:
    for new retractions, corrections and rollbacks (applied on top, as the fold applies
    active actions in log order) and the undo of the latest action when it is a record (its
    entry becomes undone; no active action comes after it). None for anything else."""
    timeline = Timeline(dict(before.entries), dict(before.events), list(before.done),
                        list(before.undone), before.last_position)
    for event in events:
        timeline.last_position = event.position
        if isinstance(event, NOT_ACTIONS):
            continue
        if isinstance(event, ActionUndone):
            target = timeline.events.get(event.target)
            if timeline.undo_target != event.target:
                return None
            timeline.done.pop()
            timeline.undone.append(event.target)
            if isinstance(target, RecordEntered):
                timeline.entries[event.target] = replace(
                    entry_of(target), status=UNDONE, changed_by=event.position,
                    changed_by_staff=event.entered_by)
            elif isinstance(target, (RecordCorrected, RecordsRetracted, RolledBack)):
                # The entries it changed, folded again from their records through the actions
                # still active (`done` is in log order); nothing else can have changed.
                touched = set(target.positions if not isinstance(target, RecordCorrected)
                              else [target.target, *target.retracted])
                if not touched <= set(timeline.done):
                    return None  # one of those records was itself undone: fold it all
                for position in touched:
                    timeline.entries[position] = entry_of(timeline.events[position])
                for position in timeline.done:
                    action = timeline.events[position]
                    if not isinstance(action, RecordEntered):
                        _apply_action(timeline, position, action, touched)
            else:
                return None
        elif isinstance(event, (RecordCorrected, RecordsRetracted, RolledBack)):
            timeline.done.append(event.position)
            timeline.undone.clear()
            _apply_action(timeline, event.position, event)
        else:
            return None
        timeline.events[event.position] = event
    return timeline


def entry_of(event: RecordEntered) -> Entry:
    return Entry(event.position, event.record, event.business_date, event.timestamp,
                 event.text, event.entered_by, event.source, decision=event.decision)


def _apply_action(timeline: Timeline, position: int, event: Any, only: set[int] | None = None) -> None:
    """Apply an active action to the entries (`only`: to these of them)."""
    if isinstance(event, RecordCorrected):
        if only is not None and event.target not in only:
            _remove(timeline, event.retracted, RETRACTED, event,
                    f"broken by the correction of #{event.target}", only)
            return
        old = timeline.entries[event.target]
        timeline.entries[event.target] = replace(
            old, record=event.record, business_date=event.business_date, status=CORRECTED,
            decision=None,  # new content: decided again when replayed
            changed_by=position, changed_by_staff=event.entered_by, reason=event.reason,
        )
        _remove(timeline, event.retracted, RETRACTED, event,
                f"broken by the correction of #{event.target}", only)
    elif isinstance(event, RecordsRetracted):
        _remove(timeline, event.positions, RETRACTED, event, event.reason, only)
    elif isinstance(event, RolledBack):
        _remove(timeline, event.positions, ROLLED_BACK, event, f"rolled back to #{event.to_position}", only)


def _remove(timeline: Timeline, positions: list[int], status: str, by: Any, reason: str,
            only: set[int] | None = None) -> None:
    for target in positions:
        if only is not None and target not in only:
            continue
        timeline.entries[target] = replace(
            timeline.entries[target], status=status, changed_by=by.position,
            changed_by_staff=by.entered_by, reason=reason,
        )


def with_records(before: Timeline, events: Iterable[Any]) -> Timeline | None:
    """`fold` of the log `before` came from and then `events`, when those are only new records
    (and events that change no record); None for anything else."""
    timeline = Timeline(dict(before.entries), dict(before.events), list(before.done), list(before.undone),
                        before.last_position)
    for event in events:
        timeline.last_position = event.position
        if isinstance(event, NOT_ACTIONS):
            continue
        if not isinstance(event, RecordEntered):
            return None
        timeline.events[event.position] = event
        timeline.entries[event.position] = entry_of(event)
        timeline.done.append(event.position)
        timeline.undone.clear()
    return timeline


class DateIndex:
    """For many business dates of one timeline, the log position that showed each (O(log n) a
    day after one pass)."""

    def __init__(self, timeline: Timeline):
        actions = [(at, min(changed)) for at, event in timeline.events.items()
                   if not isinstance(event, RecordEntered) and (changed := touched(event, timeline.events.get))]
        self._index(sorted((p, e.business_date) for p, e in timeline.entries.items()), actions,
                    timeline.last_position)

    @classmethod
    def of(cls, dates: list[tuple[int, str]], actions: list[tuple[int, int]], last: int) -> DateIndex:
        """From each record's position and business date (in position order), and each action's
        position and the lowest record it changed: what the timeline gives, read elsewhere."""
        index = cls.__new__(cls)
        index._index(dates, actions, last)
        return index

    def _index(self, dates: list[tuple[int, str]], actions: list[tuple[int, int]], last: int) -> None:
        self.positions = [p for p, _ in dates]
        self.last = last
        self.latest = list(accumulate((d for _, d in dates), max))  # the latest business date so far
        # the earliest among this entry and later ones
        self.earliest_after = list(accumulate((d for _, d in reversed(dates)), min))[::-1]
        actions = sorted(actions)
        self.action_positions = [at for at, _ in actions]
        # the lowest record this action or a later one changed
        self.lowest_touched_after = list(accumulate((low for _, low in reversed(actions)), min))[::-1]

    def position_as_of(self, day: str) -> int | None:
        """A log position after which the shop was exactly as it is now as of business date `day`:
        every record entered up to it is dated on or before `day`, none entered after it is, and
        nothing entered after it changed a record before it. Then the view at that position is the
        as-of-date view (no replay). None when records were entered out of date order around `day`
        or changed later (the view must be replayed)."""
        first_later = bisect_right(self.latest, day)  # the first entry after which some record is dated later
        if first_later < len(self.positions) and self.earliest_after[first_later] <= day:
            return None  # a record entered after it is dated on or before the day
        return self.unchanged_after(self._before(first_later))

    def base_for_day(self, day: str) -> int:
        """The latest log position whose shown rows are only records dated on or before `day`,
        each as it stands now (0 if none): the shop as of `day` is those rows and then the
        records entered after it and dated up to `day` (a record entered late, dated back)."""
        return self.base_from(self._before(bisect_right(self.latest, day)))

    def _before(self, index: int) -> int:
        return self.positions[index] - 1 if index < len(self.positions) else self.last

    def unchanged_after(self, position: int) -> int | None:
        """`position`, if nothing entered after it changed a record up to it; else None."""
        action = bisect_right(self.action_positions, position)
        if action < len(self.action_positions) and self.lowest_touched_after[action] <= position:
            return None  # something entered after it changed a record before it
        return position

    def base_from(self, position: int) -> int:
        """The latest position up to `position` whose records nothing entered later changed."""
        while position > 0:
            action = bisect_right(self.action_positions, position)
            if action == len(self.action_positions) or self.lowest_touched_after[action] > position:
                return position
            position = self.lowest_touched_after[action] - 1  # before what a later action changed
        return 0


def touched(event: Any, event_at: Callable[[int], Any]) -> list[int]:
    """The records an event can change (for an undo or redo: its action's, found by `event_at`)."""
    if isinstance(event, (ActionUndone, ActionRedone)):
        target = event_at(event.target)
        return [] if target is None else touched(target, event_at)
    if isinstance(event, RecordEntered):
        return [event.position]
    if isinstance(event, (RecordsRetracted, RolledBack)):
        return list(event.positions)
    if isinstance(event, RecordCorrected):
        return [event.target, *event.retracted]
    return []  # not an action (a saved example)
