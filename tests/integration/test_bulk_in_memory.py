"""Records applied in memory and written in bulk (a rebuild, a big import) leave exactly the rows
and row versions that applying them one statement at a time leaves."""

import pytest

from app.projection import memory_store
from app.projection.memory_store import MemoryStore
from app.projection.set_aside_indexes import IndexesSetAside, secondary_indexes
from app.projection.versions import TWINS
from app.service_layer import replay
from app.service_layer.ledger_values import PointInTime, Submission
from tests.integration.test_time_travel_properties import _twins
from tests.support import postgres
from tests.support.records import PRICE_CHANGE, PURCHASE, RETURN, SALE, sale
from tests.support.tables import dump

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

NOTE = {"kind": "note", "date": "2024-02-03", "text": "Hillside delivers on Mondays",
        "facts": [{"subject": "Hillside", "relation": "delivers on", "object": "Monday"}]}
NEW_NOTE = {**NOTE, "date": "2024-02-05", "text": "Hillside delivers on Fridays now",
            "facts": [{"subject": "Hillside", "relation": "delivers on", "object": "Friday"}]}
CONTACT = {"kind": "sale", "date": "2024-02-04",
           "customer": {"name": "Sue Davis", "phone": "555-2000", "email": "sue@example.com"},
           "items": [{"product": "apple", "quantity": 1}]}
# A purchase, sales (one of them returned, so its items' keys are taken again), a price change,
# notes whose second closes the first's fact, a known customer's email filled in, an undated return.
RECORDS = [PURCHASE, SALE, PRICE_CHANGE, NOTE, RETURN, sale(items=[("cherry", 3)]), CONTACT, NEW_NOTE,
           {**RETURN, "date": None, "customer": {"name": "Sue Davis"}, "sale_date": "2024-02-03"},
           sale(items=[("apple", 2), ("cherry", 1)])]


def _state(ledger):
    return dump(ledger), _twins(ledger)


@pytest.fixture
def other_ledger(make_ledger, tmp_path, database):
    """A second shop of the same backend (on PostgreSQL, a shop of its own on the server)."""
    if database is None:
        yield lambda name: make_ledger(tmp_path / name)
        return
    url, schema = postgres.new_shop_url()
    yield lambda name: make_ledger(tmp_path / name, database=url)
    postgres.drop_shop(schema)


# The row versions of a big flush are copied from the rows in SQL (bulk.COPY_OPENED); of a small
# one, written from Python. Both ways, on both backends.
VERSIONS_COPIED = pytest.mark.parametrize("copied_from", [1, 10**9], ids=["versions copied in SQL", "written"])


@VERSIONS_COPIED
def test_a_big_import_in_memory_leaves_what_records_one_by_one_leave(make_ledger, other_ledger, monkeypatch,
                                                                      copied_from):
    one_by_one = other_ledger("a")
    for record in RECORDS:
        one_by_one.record(record)
    monkeypatch.setattr(replay, "IN_MEMORY_FROM", 1)
    monkeypatch.setattr(memory_store, "COPY_FROM", copied_from)
    in_bulk = make_ledger()
    outcome = in_bulk.record_many([Submission(r) for r in RECORDS])
    assert not outcome.rejected
    assert _state(in_bulk) == _state(one_by_one)
    assert [(e.record, e.decision) for e in in_bulk.log.read()] == [
        (e.record, e.decision) for e in one_by_one.log.read()]


def test_a_refused_record_in_a_big_import_is_skipped_and_named(make_ledger, other_ledger, monkeypatch):
    monkeypatch.setattr(replay, "IN_MEMORY_FROM", 1)
    ledger = make_ledger()
    too_much = sale(items=[("cherry", 500)])
    outcome = ledger.record_many([Submission(r) for r in (PURCHASE, too_much, SALE)])
    assert [r.index for r in outcome.rejected] == [1] and "cherry" in outcome.rejected[0].message
    assert ledger.sql("SELECT sale_id FROM sales").rows == [(2,)]
    reference = other_ledger("ref")
    reference.record(PURCHASE), reference.record(SALE)
    assert _without_times(_state(ledger)) == _without_times(_state(reference))


def _without_times(state):
    """The refused record read the clock too, so the records' entry times differ."""
    return [{name: [(row[0], *row[2:]) if name == "ledger_records" else row for row in rows]
             for name, rows in tables.items()} for tables in state]


@VERSIONS_COPIED
def test_a_rebuild_in_memory_keeps_every_row_version_through_history_edits(ledger, monkeypatch, copied_from):
    monkeypatch.setattr(memory_store, "COPY_FROM", copied_from)
    for record in RECORDS:
        ledger.record(record)
    ledger.retract(8, "not said")  # the later note: the first fact opens again
    ledger.retract(3, "wrong price")
    ledger.record(sale(items=[("apple", 1)]))
    ledger.undo()
    ledger.record(sale(items=[("cherry", 2)]))
    before = _state(ledger)
    shown = {p: dump(ledger, PointInTime(position=p)) for p in range(1, ledger.record_count() + 1)}
    ledger.rebuild()
    assert _state(ledger) == before
    assert {p: dump(ledger, PointInTime(position=p)) for p in shown} == shown
    assert set(TWINS) == set(before[1])


def _indexes(ledger):
    """Every secondary index with its definition (SQLAlchemy's reflection skips expressions)."""
    with ledger.read_model.transaction() as conn:
        if conn.dialect.name == "sqlite":
            query = "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
        else:  # the primary keys' own indexes left out
            query = ("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() "
                     "AND indexname LIKE 'ix_%%'")
        return dict(conn.exec_driver_sql(query).fetchall())


def test_a_rebuild_sets_the_indexes_aside_and_builds_every_one_again(ledger, monkeypatch):
    """Through a change to history in the middle of the log (replayed on the tables, by their
    indexes) and at the end; a rebuild that fails leaves them as they were."""
    expected = sorted(ix.name for ix in secondary_indexes())
    for record in RECORDS[:4]:
        ledger.record(record)
    ledger.retract(3, "wrong price")
    for record in RECORDS[4:]:
        ledger.record(record)
    before = _indexes(ledger)
    assert sorted(before) == expected
    restored = []
    real_restore = IndexesSetAside.restore

    def restore(self):
        restored.append(self.restored)
        real_restore(self)

    monkeypatch.setattr(IndexesSetAside, "restore", restore)
    ledger.rebuild()
    assert restored[0] is False  # built again before the retraction was replayed
    assert _indexes(ledger) == before

    def broken(*_args, **_kwargs):
        raise RuntimeError("the disk is full")

    monkeypatch.setattr(MemoryStore, "flush", broken)
    with pytest.raises(RuntimeError):
        ledger.rebuild()
    assert _indexes(ledger) == before
