import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.events import (
    LEDGER_ID,
    ActionRedone,
    ActionUndone,
    RecordCorrected,
    RecordEntered,
    RecordsRetracted,
    RolledBack,
)
from domain.timeline import CORRECTED, RETRACTED, ROLLED_BACK, STANDING, UNDONE, DateIndex, extended, fold

T = dt.datetime(2024, 3, 1, tzinfo=dt.UTC)


def rec(pos, day="2024-02-01"):
    return RecordEntered(LEDGER_ID, pos, T, {"kind": "price_change", "date": day, "product": "apple",
                                             "selling_price": pos}, day, None, "t", "json")


def statuses(timeline):
    return {p: e.status for p, e in timeline.entries.items()}


def test_records_stand_until_an_action_removes_them():
    events = [rec(1), rec(2), RecordsRetracted(LEDGER_ID, 3, T, [1], "typo", "t")]
    timeline = fold(events)
    assert statuses(timeline) == {1: RETRACTED, 2: STANDING}
    assert timeline.entries[1].changed_by == 3 and timeline.entries[1].reason == "typo"
    assert [e.position for e in timeline.effective()] == [2]
    assert statuses(fold(events, upto=2)) == {1: STANDING, 2: STANDING}  # the past is unchanged


def test_a_correction_replaces_content_in_place():
    fixed = {"kind": "price_change", "date": "2024-02-03", "product": "apple", "selling_price": 9}
    timeline = fold([rec(1), rec(2), RecordCorrected(LEDGER_ID, 3, T, 1, fixed, "2024-02-03", "", None, "t", "json", [])])
    assert [e.position for e in timeline.effective()] == [1, 2]
    assert timeline.entries[1].status == CORRECTED and timeline.entries[1].record == fixed
    assert timeline.entries[1].business_date == "2024-02-03"


def test_undo_and_redo_walk_a_stack_and_a_new_action_clears_redo():
    events = [rec(1), rec(2), RolledBack(LEDGER_ID, 3, T, 1, [2], "t")]
    assert statuses(fold(events)) == {1: STANDING, 2: ROLLED_BACK}
    events.append(ActionUndone(LEDGER_ID, 4, T, 3, "t"))  # undo the rollback
    timeline = fold(events)
    assert statuses(timeline) == {1: STANDING, 2: STANDING}
    assert timeline.undo_target == 2 and timeline.redo_target == 3
    events.append(ActionUndone(LEDGER_ID, 5, T, 2, "t"))  # undo record 2
    timeline = fold(events)
    assert statuses(timeline) == {1: STANDING, 2: UNDONE} and timeline.entries[2].changed_by == 5
    assert timeline.redo_target == 2
    events.append(ActionRedone(LEDGER_ID, 6, T, 2, "t"))
    timeline = fold(events)
    assert statuses(timeline) == {1: STANDING, 2: STANDING} and timeline.redo_target == 3
    events.append(rec(7))  # a new action: the undone rollback can no longer be redone
    timeline = fold(events)
    assert timeline.redo_target is None and timeline.undo_target == 7


@settings(max_examples=150)
@given(st.lists(st.sampled_from(["record", "retract", "correct", "rollback", "undo", "redo"]), max_size=25),
       st.randoms(use_true_random=False))
def test_extending_a_timeline_is_folding_the_longer_log(steps, rng):
    """`extended` (a change's timeline without folding the log again) agrees with `fold`
    whenever it answers; it answers for retractions, corrections, rollbacks and undoing the latest action."""
    events: list = [rec(1)]
    answered = 0
    for step in steps:
        timeline, pos = fold(events), len(events) + 1
        standing = [e.position for e in timeline.effective()]
        if step == "record":
            event = rec(pos)
        elif step in ("retract", "correct", "rollback") and standing:
            target = rng.choice(standing)
            event = {"retract": RecordsRetracted(LEDGER_ID, pos, T, [target], "r", "t"),
                     "correct": RecordCorrected(LEDGER_ID, pos, T, target, rec(target, "2024-02-09").record,
                                                "2024-02-09", "", None, "t", "json", []),
                     "rollback": RolledBack(LEDGER_ID, pos, T, target - 1,
                                            [p for p in standing if p >= target], "t")}[step]
        elif step == "undo" and timeline.undo_target:
            event = ActionUndone(LEDGER_ID, pos, T, timeline.undo_target, "t")
        elif step == "redo" and timeline.redo_target:
            event = ActionRedone(LEDGER_ID, pos, T, timeline.redo_target, "t")
        else:
            continue
        quick = extended(timeline, [event])
        events.append(event)
        if quick is not None:
            answered += 1
            assert quick == fold(events)
        elif step in ("retract", "correct", "rollback"):
            raise AssertionError(f"extended gave no answer for a {step}")


def test_a_day_s_base_is_before_the_first_later_record_and_what_a_later_action_changed():
    days = ["2024-02-01", "2024-02-02", "2024-02-02", "2024-02-03", "2024-02-04", "2024-02-02"]
    events = [rec(p, day) for p, day in enumerate(days, start=1)]
    index = DateIndex(fold(events))
    assert index.base_for_day("2024-02-02") == 3  # #4 is the first dated later; #6 comes on top
    assert index.position_as_of("2024-02-02") is None  # no position showed that day as it is now
    assert index.base_for_day("2024-02-04") == 6 == index.position_as_of("2024-02-04")
    assert index.base_for_day("2024-01-31") == 0
    # a retraction entered last that changed #2: the rows shown at #3 no longer stand
    index = DateIndex(fold([*events, RecordsRetracted(LEDGER_ID, 7, T, [2], "typo", "t")]))
    assert index.base_for_day("2024-02-02") == 1
    undo = ActionUndone(LEDGER_ID, 8, T, 7, "t")  # undone: it touched #2 all the same
    assert DateIndex(fold([*events, RecordsRetracted(LEDGER_ID, 7, T, [2], "typo", "t"), undo])).base_for_day(
        "2024-02-03") == 1
