"""Retract, correct, roll back, undo and redo: always by appending, refusing what would break."""

import datetime as dt
import time

import pytest

from app.service_layer.history import DependentsBreak
from app.service_layer.ledger_values import PointInTime
from domain.errors import LedgerError, RuleViolation
from tests.support.records import PRICE_CHANGE, PURCHASE, RETURN, SALE, sale
from tests.support.tables import dump, scalar

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL


@pytest.fixture
def shop(ledger):
    ledger.record(PURCHASE)  # 1
    ledger.record(SALE)  # 2: apple 9, cherry 4 to Bob
    ledger.record(PRICE_CHANGE)  # 3
    ledger.record(sale(items=[("cherry", 30)]))  # 4: all remaining cherry, to Sue
    return ledger


def test_retracting_a_sale_restores_stock_and_keeps_it_in_the_log(shop):
    change = shop.retract(2, "entered twice")
    assert change.retracted == [2] and change.position == 5
    assert scalar(shop, "SELECT stock_quantity FROM products WHERE name = 'apple'") == 47
    assert shop.sql("SELECT sale_id FROM sales").rows == [(4,)]
    assert [e.position for e in shop.log.read()] == [1, 2, 3, 4, 5]
    [row] = [h for h in shop.history() if h["position"] == 2]
    assert (row["status"], row["changed_by"], row["reason"]) == ("retracted", 5, "entered twice")
    assert row["changed_by_staff"] == "tester"


def test_a_retraction_that_would_break_later_records_is_refused_naming_them(shop):
    shop.record(RETURN)  # 5: Bob returns sale 2
    before = dump(shop)
    with pytest.raises(DependentsBreak) as e:
        shop.retract(1, "wrong supplier")
    message = e.value.message
    assert "Retracting #1 would break 4 later record(s)" in message
    assert "#2 (sale to Bob Smith" in message and "#4 (sale to Sue Davis" in message
    assert "#3 (price of pear set to 1.60" in message
    assert "#5 (return by Bob Smith" in message and "--cascade" in message
    assert shop.record_count() == 5 and dump(shop) == before
    with pytest.raises(DependentsBreak, match="#5 \\(return by Bob Smith"):
        shop.retract(2, "not sold")  # the sale was returned later


def test_cascade_retracts_the_dependents_too_after_naming_them(shop):
    shop.record(RETURN)
    change = shop.retract(1, "wrong supplier", cascade=True)
    assert change.retracted == [1, 2, 3, 4, 5]
    assert change.summary == "retraction of #1, #2, #3, #4, #5"
    for table in ("products", "sales", "returns", "purchases"):
        assert scalar(shop, f"SELECT COUNT(*) FROM {table}") == 0
    assert {h["changed_by"] for h in shop.history()} == {6}  # one event, so one undo


def test_a_correction_replaces_the_record_and_is_checked_against_what_came_after(shop):
    fixed = {**SALE, "items": [{"product": "apple", "quantity": 5}, {"product": "cherry", "quantity": 4}]}
    shop.correct(2, fixed, reason="it was 5 kg")
    assert shop.sql("SELECT total_price FROM sales WHERE sale_id = 2").rows == [(18.3,)]
    assert scalar(shop, "SELECT stock_quantity FROM products WHERE name = 'apple'") == 42
    more_cherry = {**SALE, "items": [{"product": "cherry", "quantity": 10}]}
    with pytest.raises(DependentsBreak, match="#4 \\(sale to Sue Davis.*Only 24 kg of cherry"):
        shop.correct(2, more_cherry)
    with pytest.raises(RuleViolation, match="The corrected record breaks a rule: Only 34 kg of cherry"):
        shop.correct(2, {**SALE, "items": [{"product": "cherry", "quantity": 40}]})
    assert scalar(shop, "SELECT stock_quantity FROM products WHERE name = 'cherry'") == 0


def test_rollback_retracts_everything_after_a_point_in_one_event(shop):
    change = shop.rollback(to_position=2)
    assert change.retracted == [3, 4] and shop.record_count() == 5
    statuses = {h["position"]: h["status"] for h in shop.history()}
    assert statuses == {1: "standing", 2: "standing", 3: "rolled back", 4: "rolled back"}
    with pytest.raises(LedgerError, match="nothing to roll back"):
        shop.rollback(to_position=2)


def test_rollback_to_a_time_uses_when_records_were_entered(shop):
    third = shop.log.read()[2].timestamp
    change = shop.rollback(to_time=third)
    assert change.retracted == [4]


@pytest.fixture
def in_new_york(monkeypatch):
    """The computer's clock in New York (UTC-5 in March), so local time and UTC differ."""
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_a_time_without_an_offset_is_local_for_rollback_and_as_recorded_alike(shop, in_new_york):
    third, fourth = (e.timestamp for e in shop.log.read()[2:4])
    between = (third + (fourth - third) / 2).astimezone().replace(tzinfo=None)  # a wall-clock time, as typed
    assert shop.sql("SELECT COUNT(*) FROM sales", when=PointInTime(recorded=between)).rows == [(1,)]
    assert shop.rollback(to_time=between).retracted == [4]  # once read as UTC: 5 hours earlier, all four


def test_undo_and_redo_are_unlimited_and_appended(shop):
    live = dump(shop)
    shop.retract(4, "mistake")
    shop.undo()  # the retraction
    assert dump(shop)["sales"] == live["sales"]
    shop.undo()  # record 4
    shop.undo()  # record 3
    assert scalar(shop, "SELECT selling_price FROM products WHERE name = 'pear'") is None
    shop.redo()
    shop.redo()
    assert dump(shop)["sales"] == live["sales"]
    assert shop.record_count() == 10  # 4 records, 1 retraction, 3 undos, 2 redos
    shop.undo(), shop.undo(), shop.undo(), shop.undo()
    with pytest.raises(LedgerError, match="Nothing to undo"):
        shop.undo()
    assert all(scalar(shop, f"SELECT COUNT(*) FROM {t}") == 0 for t in ("products", "sales"))


def test_undo_of_a_cascade_brings_every_record_back(shop):
    live = dump(shop)
    shop.retract(1, "wrong supplier", cascade=True)
    shop.undo()
    assert {t: rows for t, rows in dump(shop).items() if t != "ledger_records"} == {
        t: rows for t, rows in live.items() if t != "ledger_records"}
    assert {h["status"] for h in shop.history()} == {"standing"}


def test_the_changes_refuse_nonsense_targets(shop):
    shop.retract(4, "x")
    with pytest.raises(LedgerError, match="already retracted \\(by #5\\)"):
        shop.retract(4, "again")
    with pytest.raises(LedgerError, match="#5 is a change to the history"):
        shop.retract(5, "x")
    with pytest.raises(LedgerError, match="no record #99"):
        shop.correct(99, SALE)
    with pytest.raises(LedgerError, match="Say why"):
        shop.retract(3, " ")


def test_time_travel_shows_the_past_without_touching_the_live_tables(shop):
    live = dump(shop)
    shop.retract(2, "typo")
    now = dump(shop)
    assert shop.sql("SELECT COUNT(*) FROM sales", when=PointInTime(position=4)).rows == [(2,)]
    assert shop.sql("SELECT COUNT(*) FROM sales", when=PointInTime(position=5)).rows == [(1,)]
    assert shop.sql("SELECT COUNT(*) FROM sales", when=PointInTime(position=0)).rows == [(0,)]
    assert dump(shop) == now
    past = {t: shop.sql(f"SELECT * FROM {t} ORDER BY 1", when=PointInTime(position=4), strict=False).rows
            for t in live}
    assert past == live
    entered = shop.log.read()[1].timestamp  # just after record 2 was entered
    assert shop.sql("SELECT COUNT(*) FROM sales", when=PointInTime(recorded=entered)).rows == [(1,)]
    assert shop.sql("SELECT COUNT(*) FROM sales", when=PointInTime(business_date=dt.date(2024, 2, 2))).rows == [(0,)]
    assert shop.sql("SELECT COUNT(*) FROM sales", when=PointInTime(business_date=dt.date(2024, 2, 3))).rows == [(1,)]
    with pytest.raises(LedgerError, match="no position 9"):
        shop.sql("SELECT 1", when=PointInTime(position=9))


def test_a_correction_with_cascade_retracts_what_it_breaks_and_one_undo_reverts_both(shop):
    live = dump(shop)
    change = shop.correct(2, {**SALE, "items": [{"product": "cherry", "quantity": 10}]}, cascade=True)
    assert change.retracted == [4] and change.summary.startswith("correction of #2 (retracting #4): was sale to ")
    assert change.summary.endswith("cherry 10 kg")  # what it says now
    assert shop.sql("SELECT sale_id, total_price FROM sales").rows == [(2, 27.0)]
    shop.undo()
    assert dump(shop)["sales"] == live["sales"] and dump(shop)["products"] == live["products"]


def _live_writes(shop, tmp_path):
    """Something that changes whenever the live read model is written."""
    if shop.dialect == "sqlite":
        return (tmp_path / "shop" / "readmodel.sqlite").stat().st_mtime_ns
    # PostgreSQL: every row written carries the writing transaction's id
    return [shop.sql(f"SELECT xmin::text FROM {t} ORDER BY 1", strict=False, max_rows=10**6).rows
            for t in ("read_model_state", "products", "products_versions", "version_clock")]


def test_past_positions_write_nothing_and_only_recent_as_of_dates_are_kept(make_ledger, tmp_path):
    from app.service_layer.time_travel import KEEP_VIEWS

    shop = make_ledger()
    for day in range(1, 10):
        shop.record({**PRICE_CHANGE, "product": "apple", "date": f"2024-02-0{day}"} if day > 1 else PURCHASE)
    before = _live_writes(shop, tmp_path)
    for position in range(0, 10):
        shop.sql("SELECT 1", when=PointInTime(position=position))
    # Records entered in date order: each day's state was shown at a position, so no replay either.
    for day in range(1, 10):
        shop.sql("SELECT 1", when=PointInTime(business_date=dt.date(2024, 2, day)))
    assert _live_writes(shop, tmp_path) == before
    assert shop.read_model.view_keys() == []  # nothing copied
    # One record entered late, dated back: the days since its date are states never shown,
    # replayed into views of their own; the most recently used are kept.
    for day in range(10, 29):
        shop.record({**PRICE_CHANGE, "product": "apple", "date": f"2024-02-{day}"})
    shop.record({**PRICE_CHANGE, "date": "2024-02-02"})
    last = shop.record_count()
    for day in range(2, 11):
        shop.sql("SELECT 1", when=PointInTime(business_date=dt.date(2024, 2, day)))
    kept = shop.read_model.view_keys()
    assert len(kept) == 9 <= KEEP_VIEWS and all(name.startswith("as-of-") for name in kept)
    for day in range(11, 28):
        shop.sql("SELECT 1", when=PointInTime(business_date=dt.date(2024, 2, day)))
    kept = shop.read_model.view_keys()
    assert len(kept) == KEEP_VIEWS and f"as-of-2024-02-27-at-{last}" in kept  # the newest stay


def test_a_change_replays_from_the_rows_shown_just_before_what_it_touches(make_ledger, monkeypatch):
    shop = make_ledger()
    shop.record(PURCHASE)
    for day in range(2, 8):
        shop.record({**PRICE_CHANGE, "product": "apple", "date": f"2024-02-0{day}", "selling_price": day})
    bases = []
    original = shop.replayer.trial

    def spy(conn, timeline, base=None):
        bases.append(base)
        return original(conn, timeline, base)

    reverting = shop.replayer.revert_and_replay

    def spy_revert(conn, timeline, base):
        reverted = reverting(conn, timeline, base)
        if reverted:
            bases.append(("reverted to", base))
        return reverted

    monkeypatch.setattr(shop.replayer, "trial", spy)
    monkeypatch.setattr(shop.replayer, "revert_and_replay", spy_revert)
    shop.retract(7, "typo")  # rows changed since 6 are reverted, the later records replayed
    shop.retract(5, "typo")
    shop.retract(6, "typo")  # the rows shown at 5 include #5, retracted since: start from 4
    shop.retract(3, "typo")
    assert bases == [("reverted to", 6), ("reverted to", 4), ("reverted to", 4), ("reverted to", 2)]
    assert shop.sql("SELECT selling_price FROM products WHERE name = 'apple'").rows == [(4.0,)]
    live = dump(shop)
    shown = {p: dump(shop, PointInTime(position=p)) for p in range(12)}
    shop.rebuild()  # the row versions are rebuilt from the log too
    assert dump(shop) == live
    assert {p: dump(shop, PointInTime(position=p)) for p in range(12)} == shown



def test_retracting_a_return_whose_sale_items_ids_were_reused_since(ledger):
    """A return deletes its sale's items and the next sale's items take the freed ids, so going
    back to the rows shown before the return points those ids at the first sale again. (On
    PostgreSQL, whose foreign keys are enforced, the later sale was deleted while its items,
    changed rows rather than new ones, still pointed at it.)"""
    ledger.record(PURCHASE)  # 1
    ledger.record(SALE)  # 2: sale items 1 and 2
    ledger.record(RETURN)  # 3: sale 2 returned, its items deleted
    ledger.record(sale(items=[("apple", 1)]))  # 4: its item takes the freed id 1
    assert ledger.sql("SELECT sale_item_id, sale_id FROM sale_items").rows == [(1, 4)]
    live = dump(ledger)
    assert ledger.retract(3, "not returned").retracted == [3]
    assert ledger.sql("SELECT sale_id FROM sales ORDER BY 1").rows == [(2,), (4,)]
    assert scalar(ledger, "SELECT stock_quantity FROM products WHERE name = 'apple'") == 47 - 9 - 1
    now = dump(ledger)
    ledger.rebuild()
    assert dump(ledger) == now
    ledger.undo()
    assert {t: r for t, r in dump(ledger).items() if t != "ledger_records"} == {
        t: r for t, r in live.items() if t != "ledger_records"}


def test_a_day_after_a_back_dated_record_starts_from_the_rows_shown_before_the_later_days(
        make_ledger, tmp_path, monkeypatch):
    """As of the 4th, with a sale dated the 3rd entered after the 5th's and 6th's records: the
    rows shown after the 4th's records, then only the late sale; the same tables as replaying
    every record dated up to the 4th from the first event."""
    from app.service_layer.replay import Replayer
    from app.service_layer.table_dates import TableDates
    from domain.timeline import DateIndex

    shop = make_ledger()
    for record in [PURCHASE, sale("2024-02-02"), sale("2024-02-03", items=(("cherry", 1),)),
                   {**PRICE_CHANGE, "date": "2024-02-04"}, sale("2024-02-04", name="Ann Brown", phone="555-3000"),
                   sale("2024-02-05", items=(("pear", 2),)), {**PRICE_CHANGE, "date": "2024-02-06", "selling_price": 2.2},
                   sale("2024-02-03", name="Raj Patel", phone="555-4000", items=(("apple", 4), ("pear", 1)))]:
        shop.record(record)
    bases = []
    filling = Replayer.fill

    def spy(self, conn, timeline, base=0, source="", overlay=False):
        bases.append(base)
        return filling(self, conn, timeline, base, source, overlay)

    monkeypatch.setattr(Replayer, "fill", spy)
    before = _live_writes(shop, tmp_path)
    when = PointInTime(business_date=dt.date(2024, 2, 4))
    seen = dump(shop, when)
    assert bases == [5]  # the rows shown after the 4th's sale, then record 8 alone
    assert _live_writes(shop, tmp_path) == before
    # Raj's sale was priced when it was entered, at its own day's prices (pear 1.60, its first price, not the
    # 2.20 of the 6th: domain/prices.py): that decision stands as of the 4th too.
    assert shop.sql("SELECT c.first_name, s.total_price FROM sales s JOIN customers c USING (customer_id) "
                    "ORDER BY s.sale_id", when=when).rows == [("Sue", 3.0), ("Sue", 2.7), ("Ann", 3.0), ("Raj", 7.6)]
    assert [r[0] for r in seen["ledger_records"]] == [1, 2, 3, 4, 5, 8]

    shop.read_model.forget_old_views(0)  # the same day again, replayed from the first event
    for index in (DateIndex, TableDates):  # the timeline's index, or the tables' before it is kept
        monkeypatch.setattr(index, "base_for_day", lambda self, day: 0)
    assert dump(shop, when) == seen and bases == [5, 0]
    # a base the live tables have not applied yet (another till's records): from the first event
    shop.read_model.forget_old_views(0)
    for index in (DateIndex, TableDates):
        monkeypatch.setattr(index, "base_for_day", lambda self, day: shop.record_count() + 1)
    assert dump(shop, when) == seen


def test_a_shop_opened_again_edits_history_from_its_tables_without_reading_every_record(make_ledger, monkeypatch):
    """The first undo or retraction after opening: the timeline comes from the tables' history
    rows and the few changes to history, and only the records it replays are read from the log."""
    from app.adapters.event_log import EventLog
    from domain.timeline import fold

    shop = make_ledger()
    for record in [PURCHASE, sale("2024-02-02"), sale("2024-02-03", items=(("cherry", 1),)), PRICE_CHANGE,
                   sale("2024-02-05", name="Ann Brown", phone="555-3000"), sale("2024-02-06", items=(("pear", 2),))]:
        shop.record(record)
    shop.retract(3, "typo")
    shop.correct(2, sale("2024-02-04", items=(("apple", 3),)), reason="wrong day")
    shop.undo()  # the correction
    shop.redo()
    shop.retract(5, "mistake")
    shop.undo()
    shop.record({**PRICE_CHANGE, "selling_price": 1.9, "date": "2024-02-07"})  # clears the redo side
    shop.close()

    again = make_ledger()
    whole = fold(again.log.read(after=0, limit=10**9))
    again.log._seen.clear()  # as just opened
    reading = EventLog.read

    def in_part(self, after=0, limit=1000):
        assert not (after == 0 and limit > 3), "the whole log was read"
        return reading(self, after, limit)

    monkeypatch.setattr(EventLog, "read", in_part)
    with again.read_model.transaction() as conn:
        found = again.replayer.headers(conn)
    assert found is not None
    _, timeline = found

    def shown(entries):
        return {p: (e.status, e.changed_by, e.changed_by_staff, e.reason, e.business_date, e.recorded_at,
                    e.entered_by, e.source) for p, e in entries.items()}

    assert shown(timeline.entries) == shown(whole.entries)
    assert (timeline.done, timeline.undone, timeline.last_position) == (whole.done, whole.undone, whole.last_position)
    assert timeline.entries[2].record == whole.entries[2].record  # corrected: the correction's content
    assert timeline.entries[4].record is None  # not read

    # a day's view after opening: its timeline from the tables too (the 6th: the rows shown at a position)
    assert again.sql("SELECT COUNT(*) FROM sales", when=PointInTime(business_date=dt.date(2024, 2, 6))).rows == [(3,)]
    change = again.undo()  # the price change entered last
    assert change.target == 13 and change.summary.startswith("undo")
    again.retract(6, "sold twice")
    assert [r[0] for r in again.sql("SELECT position FROM ledger_records WHERE status IN ('standing', 'corrected') "
                                    "ORDER BY 1").rows] == [1, 2, 4, 5]
    monkeypatch.setattr(EventLog, "read", reading)
    after = fold(again.log.read(after=0, limit=10**9))
    assert [p for p, e in after.entries.items() if e.effective] == [1, 2, 4, 5]
    assert again.sql("SELECT COUNT(*), SUM(total_price) FROM sales").rows == [(2, 7.5)]  # 3 kg and 2 kg of apples
