"""The timeline's dates indexed from the tables (a first business-date view after opening) are
the ones the folded timeline gives, through back-dated records and every kind of history edit."""

import datetime as dt
import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.service_layer.table_dates import SHAPE, not_records
from domain.timeline import DateIndex
from tests.support.records import PRICE_CHANGE, PURCHASE, sale

pytestmark = pytest.mark.both_backends

DAYS = ["2024-01-31"] + [f"2024-02-{d:02d}" for d in range(1, 12)]


def _same(shop):
    from_tables = shop.replayer.date_index()
    folded = DateIndex(shop.timeline())
    assert from_tables is not None and from_tables.last == folded.last
    assert [from_tables.position_as_of(d) for d in DAYS] == [folded.position_as_of(d) for d in DAYS]
    assert [from_tables.base_for_day(d) for d in DAYS] == [folded.base_for_day(d) for d in DAYS]


def test_dates_read_from_the_tables_match_the_folded_timeline(make_ledger):
    shop = make_ledger()
    for record in [PURCHASE, {**PRICE_CHANGE, "date": "2024-02-01"}, sale("2024-02-02"),
                   sale("2024-02-04", name="Ann Brown", phone="555-3000"), sale("2024-02-03", items=(("pear", 1),)),
                   sale("2024-02-06", name="Raj Patel", phone="555-4000")]:
        shop.record(record)
    _same(shop)
    shop.retract(4, "typed twice")
    _same(shop)
    shop.correct(5, sale("2024-02-08", items=(("pear", 2),)), reason="wrong day")
    _same(shop)
    shop.undo()  # the correction
    _same(shop)
    shop.undo()  # the retraction
    _same(shop)
    shop.redo()
    _same(shop)
    shop.record(sale("2024-02-05", name="Luis Garcia", phone="555-5000"))
    shop.undo()  # a record undone
    _same(shop)
    shop.rollback(to_position=3)
    _same(shop)


def test_the_first_day_view_after_opening_uses_the_tables_and_agrees(make_ledger, monkeypatch):
    from app.service_layer.replay import Replayer

    shop = make_ledger()
    for record in [PURCHASE, sale("2024-02-02", items=(("cherry", 1),)), sale("2024-02-04", items=(("cherry", 2),)),
                   sale("2024-02-03", items=(("cherry", 3),))]:
        shop.record(record)
    folds = []
    headers = Replayer.headers
    monkeypatch.setattr(Replayer, "headers", lambda self, conn=None: folds.append(1) or headers(self, conn))
    when = dt.date(2024, 2, 2)
    assert shop.time_travel.position_as_of(when) == 2 and folds == []  # no fold of the timeline
    assert shop.time_travel.position_as_of(dt.date(2024, 2, 3)) is None  # the 3rd's sale came late


def test_a_never_shown_day_first_after_opening_folds_only_the_log_after_its_base(make_ledger, tmp_path, monkeypatch):
    from app.service_layer.ledger_values import PointInTime
    from app.service_layer.replay import Replayer
    from tests.support.tables import dump

    shop = make_ledger()
    for record in [PURCHASE, {**PRICE_CHANGE, "date": "2024-02-01"}, sale("2024-02-02"),
                   sale("2024-02-04", name="Ann Brown", phone="555-3000"), sale("2024-02-05", items=(("pear", 1),)),
                   sale("2024-02-06", name="Raj Patel", phone="555-4000"),
                   sale("2024-02-03", name="Luis Garcia", phone="555-5000", items=(("pear", 2),))]:
        shop.record(record)
    shop.retract(6, "typed twice")
    shop.correct(5, sale("2024-02-05", items=(("pear", 3),)), reason="three")
    reopened = make_ledger(tmp_path / "shop")
    afters = []
    headers = Replayer.headers
    monkeypatch.setattr(Replayer, "headers",
                        lambda self, conn=None, after=0: afters.append(after) or headers(self, conn, after))
    when = PointInTime(business_date=dt.date(2024, 2, 5))
    seen = dump(reopened, when)
    assert afters == [4]  # the rows shown after the 4th's sale; only the log after it folded
    assert reopened.time_travel._log is None
    reopened.read_model.forget_old_views(0)
    reopened.time_travel._timeline()  # the whole timeline kept: the day built from it instead
    assert dump(reopened, when) == seen
    assert [r[0] for r in seen["ledger_records"]] == [1, 2, 3, 4, 5, 7]



def test_a_never_shown_day_whose_late_records_were_never_edited_folds_nothing(make_ledger, tmp_path, monkeypatch):
    """The late records come from `ledger_records` (their content from the log); a change to
    history of a record dated after the day does not matter, one to a late record does."""
    from app.service_layer.ledger_values import PointInTime
    from app.service_layer.replay import Replayer
    from tests.support.tables import dump

    shop = make_ledger()
    for record in [PURCHASE, {**PRICE_CHANGE, "date": "2024-02-01"}, sale("2024-02-02"),
                   sale("2024-02-04", name="Ann Brown", phone="555-3000"), sale("2024-02-05", items=(("pear", 1),)),
                   sale("2024-02-06", name="Raj Patel", phone="555-4000"),
                   sale("2024-02-03", name="Luis Garcia", phone="555-5000", items=(("pear", 2),)),
                   {**PRICE_CHANGE, "date": "2024-02-04", "selling_price": 1.2},
                   sale("2024-02-05", name="Ann Brown", phone="555-3000", items=(("apple", 1),))]:
        shop.record(record)
    shop.retract(6, "typed twice")  # Raj's sale of the 6th: after every day asked
    reopened = make_ledger(tmp_path / "shop")
    folds = []
    headers = Replayer.headers
    monkeypatch.setattr(Replayer, "headers",
                        lambda self, conn=None, after=0: folds.append(after) or headers(self, conn, after))
    days = [PointInTime(business_date=dt.date(2024, 2, d)) for d in (3, 4, 5)]
    seen = [dump(reopened, when) for when in days]
    assert folds == [] and reopened.time_travel._log is None  # neither the log after the base nor all of it
    reopened.read_model.forget_old_views(0)
    reopened.time_travel._timeline()  # the whole timeline kept: the days built from it instead
    assert [dump(reopened, when) for when in days] == seen
    assert [r[0] for r in seen[1]["ledger_records"]] == [1, 2, 3, 4, 7, 8]

    reopened.retract(8, "no price change")  # a late record edited: its status needs the fold
    again = make_ledger(tmp_path / "shop")
    late = again.replayer.late_records(4, "2024-02-04", again.record_count())
    assert late is None

@given(records=st.sets(st.integers(1, 60)), beyond=st.integers(0, 5))
@settings(max_examples=150, deadline=None)
def test_the_positions_with_no_record_are_every_gap_and_the_tail(records, beyond):
    """SHAPE looks for gaps by the key only when there are any; any set of record positions."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE ledger_records (position INTEGER PRIMARY KEY, business_date DATE)")
    conn.execute("CREATE TABLE read_model_state (position INTEGER)")
    last = max(records, default=0) + beyond
    conn.execute("INSERT INTO read_model_state VALUES (?)", (last,))
    conn.executemany("INSERT INTO ledger_records VALUES (?, '2024-02-01')", [(p,) for p in records])
    assert not_records(conn.execute(SHAPE).fetchall()) == (last, [p for p in range(1, last + 1) if p not in records])
