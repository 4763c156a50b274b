"""One Confirm of several records is one Undo (and one Redo); a record another till appended in
between is never undone with them."""

import pytest

from app.service_layer.ledger_values import Submission
from app.service_layer.undo_groups import redo_group, undo_group
from tests.support.records import PURCHASE, sale

pytestmark = pytest.mark.both_backends


def statuses(ledger):
    return {r["position"]: r["status"] for r in ledger.history()}


def test_a_confirmed_pair_is_undone_and_redone_together(ledger):
    ledger.record(PURCHASE)
    outcome = ledger.record_many([Submission(sale()), Submission(sale(name="Ann Brown", phone="555-3000"))],
                                 atomic=True)
    group = [a.position for a in outcome.appended]
    changes = undo_group(ledger, group)
    assert len(changes) == 2 and [statuses(ledger)[p] for p in group] == ["undone", "undone"]
    assert statuses(ledger)[1] == "standing"
    changes = redo_group(ledger, group)
    assert len(changes) == 2 and [statuses(ledger)[p] for p in group] == ["standing", "standing"]


def test_another_tills_record_on_top_is_undone_alone(ledger):
    ledger.record(PURCHASE)
    outcome = ledger.record_many([Submission(sale()), Submission(sale(name="Ann Brown", phone="555-3000"))],
                                 atomic=True)
    group = [a.position for a in outcome.appended]
    theirs = ledger.record(sale(name="Tom Lee", phone="555-4000")).position
    assert len(undo_group(ledger, group)) == 1
    assert statuses(ledger)[theirs] == "undone" and [statuses(ledger)[p] for p in group] == ["standing"] * 2


def test_what_undo_would_act_on_is_read_while_another_writer_holds_the_lock(ledger):
    """The window asks on every refresh; with nothing new it must not wait behind a writer (a long
    import at this till), and once something is appended it looks again."""
    import threading

    ledger.record(PURCHASE)
    first = ledger.targets()
    assert first[0] is not None
    held, release = threading.Event(), threading.Event()

    def writer():
        with ledger.writer.lock:
            held.set()
            release.wait(10)

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        assert held.wait(5)
        answered: list = []
        asker = threading.Thread(target=lambda: answered.append(ledger.targets()))
        asker.start()
        asker.join(2)
        assert answered == [first]  # not held up behind the writer
    finally:
        release.set()
        thread.join()
    ledger.record(sale())
    assert ledger.targets()[0] == first[0] + 1  # something new: read again
