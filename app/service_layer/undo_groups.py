"""Undo and redo what one Confirm appended, as one step for the person: a draft of two records
is confirmed with one click, so one Undo takes both back (and one Redo brings both back).

Each record is still its own action in the log (each undo is an event, checked like any other);
this only repeats Undo while the newest action is one of the group's records, so a record another
till appended in between is never undone by it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.service_layer.history import Change
    from app.service_layer.ledger import Ledger


def undo_group(ledger: Ledger, positions: Collection[int]) -> list[Change]:
    """Undo the newest action; if it was one of `positions`, keep undoing while the newest
    action is one of them too."""
    return _repeat(ledger.undo, lambda: ledger.targets()[0], positions)


def redo_group(ledger: Ledger, positions: Collection[int]) -> list[Change]:
    return _repeat(ledger.redo, lambda: ledger.targets()[1], positions)


def _repeat(step: Callable[[], Change], target: Callable[[], int | None],
            positions: Collection[int]) -> list[Change]:
    changes = [step()]
    while changes[-1].target in positions and target() in positions:
        changes.append(step())
    return changes
