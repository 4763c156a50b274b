"""An oracle for history edits, written from the README's rules and sharing no code with the
app's fold (domain/timeline.py) or its history editor: given the operations a manager makes
(enter a record, retract #k, correct #k, roll back to #p, undo, redo) it says which the ledger
must refuse and which records stand after each step, with their status and the action that gave
it. Fed to `SimpleShop` (tests/support/simple_shop.py), the standing records give the tables.

It keeps history the plain way: each accepted action remembers the records as they stood before
and after it, so undo puts back the "before" and redo the "after" (the app instead folds the log
into an undo stack and applies the active actions in log order). A record whose entry is undone
shows "undone" by the latest undo of it.

The rules, from the README ("Rules", "retract", "correct", "Decisions kept in the log"):
- a record is entered if the shop, as the standing records leave it, accepts it; what was decided
  then (a sale's unit prices, the sale a return took back) stays with it; an undated return falls
  on the latest business date of the standing records, never before its sale;
- only a standing (or corrected) record can be retracted or corrected;
- a change to the past (retract, correct, roll back, undo, redo) is accepted only if every record
  that would stand after it still passes the rules, replayed in log order; a corrected record
  has new content, so its decision is made again at replay;
- with cascade, a retraction or correction takes with it the later records it breaks (found by
  replaying and skipping each record that fails), unless the corrected record itself fails;
- a rollback to #p retracts every standing record after p, and is refused if there is none.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from domain.records import parse_record, record_to_json  # the interchange format, for convenience
from tests.support.simple_shop import Refused, SimpleShop

STANDING, CORRECTED, RETRACTED, ROLLED_BACK, UNDONE = (
    "standing", "corrected", "retracted", "rolled back", "undone",
)


@dataclass(frozen=True)
class Entry:
    position: int
    record: dict  # the content in force
    business_date: str
    decision: dict | None
    status: str = STANDING
    changed_by: int | None = None

    @property
    def stands(self) -> bool:
        return self.status in (STANDING, CORRECTED)


@dataclass(frozen=True)
class Action:
    position: int
    before: dict[int, Entry]  # the entries of records entered and not undone, before and after
    after: dict[int, Entry]
    enters: bool  # the action is entering a record (its entry leaves on undo)


@dataclass(frozen=True)
class Outcome:
    accepted: bool
    why: str = ""  # why it was refused
    retracted: tuple[int, ...] = ()  # records it took out (the cascade included)


def normalized(record: dict) -> dict:
    """The record as the ledger keeps it (names singular, phones and emails in one spelling)."""
    return record_to_json(parse_record(record))


@dataclass
class HistoryOracle:
    last: int = 0  # the log's last position
    entered: dict[int, Entry] = field(default_factory=dict)  # every record as first entered
    entries: dict[int, Entry] = field(default_factory=dict)  # records entered and not undone
    done: list[Action] = field(default_factory=list)
    undone: list[Action] = field(default_factory=list)
    undone_by: dict[int, int] = field(default_factory=dict)  # record -> the undo that took it out

    # --- what stands ------------------------------------------------------------------------

    def records(self) -> dict[int, Entry]:
        """Every record ever entered, by position, with its status now."""
        out = {}
        for position, first in self.entered.items():
            out[position] = self.entries.get(position) or replace(
                first, status=UNDONE, changed_by=self.undone_by[position])
        return out

    def standing(self) -> list[Entry]:
        return [e for _, e in sorted(self.entries.items()) if e.stands]

    def shop(self) -> SimpleShop:
        shop, failures = _replay(self.entries)
        assert not failures, f"the oracle let records stand that break a rule: {failures}"
        return shop

    # --- operations ---------------------------------------------------------------------------

    def enter(self, record: dict) -> Outcome:
        record = normalized(record)
        shop = self.shop()
        if record["kind"] == "return" and record["date"] is None:
            record = {**record, "date": max(shop.latest_date or record["sale_date"], record["sale_date"])}
        try:
            decision = shop.apply(record, None, self.last + 1)
        except Refused as e:
            return Outcome(False, f"refused: {e}")
        position = self._next()
        entry = Entry(position, record, record["date"], decision)
        self.entered[position] = entry
        self._act({**self.entries, position: entry}, enters=True)
        return Outcome(True)

    def retract(self, position: int, *, cascade: bool) -> Outcome:
        if (why := self._not_standing(position)) is not None:
            return Outcome(False, why)
        return self._edit(lambda by: {position: replace(self.entries[position], status=RETRACTED, changed_by=by)},
                          cascade, target=None)

    def correct(self, position: int, record: dict, *, cascade: bool) -> Outcome:
        if (why := self._not_standing(position)) is not None:
            return Outcome(False, why)
        record = normalized(record)
        old = self.entries[position]
        if record["kind"] == "return" and record["date"] is None:  # an undated return keeps the date
            record = {**record, "date": old.business_date}
        return self._edit(lambda by: {position: replace(old, record=record, business_date=record["date"],
                                                        decision=None, status=CORRECTED, changed_by=by)},
                          cascade, target=position)

    def rollback(self, to_position: int) -> Outcome:
        after = [e for e in self.standing() if e.position > to_position]
        if not after:
            return Outcome(False, "nothing to roll back")
        return self._edit(lambda by: {e.position: replace(e, status=ROLLED_BACK, changed_by=by) for e in after},
                          cascade=False, target=None)

    def undo(self) -> Outcome:
        if not self.done:
            return Outcome(False, "nothing to undo")
        action = self.done[-1]
        if failures := _replay(action.before)[1]:
            return Outcome(False, f"would break {failures}")
        position = self._next()
        self.done.pop()
        self.undone.append(action)
        if action.enters:
            self.undone_by[action.position] = position
        self.entries = action.before
        return Outcome(True)

    def redo(self) -> Outcome:
        if not self.undone:
            return Outcome(False, "nothing to redo")
        action = self.undone[-1]
        if failures := _replay(action.after)[1]:
            return Outcome(False, f"would break {failures}")
        self._next()
        self.undone.pop()
        self.done.append(action)
        self.undone_by.pop(action.position, None)
        self.entries = action.after
        return Outcome(True)

    # --- the mechanism --------------------------------------------------------------------------

    def _next(self) -> int:
        self.last += 1
        return self.last

    def _act(self, after: dict[int, Entry], *, enters: bool = False) -> None:
        self.done.append(Action(self.last, self.entries, after, enters))
        self.undone.clear()  # a new action: what was undone can no longer be redone
        self.entries = after

    def _not_standing(self, position: int) -> str | None:
        if position in self.entries and self.entries[position].stands:
            return None
        if position in self.entered:
            return f"#{position} is already {self.records()[position].status}"
        return f"#{position} is no record"

    def _edit(self, change, cascade: bool, target: int | None) -> Outcome:
        by = self.last + 1
        changed = change(by)
        after = {**self.entries, **changed}
        failures = _replay(after)[1]
        if target is not None and target in failures:
            return Outcome(False, f"the corrected record #{target} breaks a rule")
        if failures and not cascade:
            return Outcome(False, f"would break {failures}")
        for position in failures:
            after[position] = replace(after[position], status=RETRACTED, changed_by=by)
        assert not _replay(after)[1]  # removing the records that failed removes their failures
        self._next()
        self._act(after)
        removed = tuple(p for p, e in after.items() if not e.stands and self.done[-1].before[p].stands)
        return Outcome(True, retracted=removed)


def _replay(entries: dict[int, Entry]) -> tuple[SimpleShop, list[int]]:
    """The shop from the standing records in log order, skipping (and naming) those that fail."""
    shop, failures = SimpleShop(), []
    for position, entry in sorted(entries.items()):
        if not entry.stands:
            continue
        try:
            shop.apply(entry.record, entry.decision, position)
        except Refused:
            failures.append(position)
    return shop, failures
