"""The read model catches up, and is rebuilt when missing, damaged or of another layout; it is
never rebuilt from a log that is behind it."""

import pytest
from sqlalchemy import text

from domain.errors import LedgerError
from tests.support.records import PRICE_CHANGE, PURCHASE, RETURN, SALE
from tests.support.tables import dump

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL


def _fill(ledger):
    for record in (PURCHASE, SALE, PRICE_CHANGE, RETURN):
        ledger.record(record)


def test_rebuild_equals_the_incrementally_updated_read_model(ledger):
    _fill(ledger)
    live = dump(ledger)
    assert ledger.rebuild() == 4
    assert dump(ledger) == live


def test_a_read_model_behind_the_log_catches_up_on_start(make_ledger, tmp_path):
    ledger = make_ledger()
    _fill(ledger)
    expected = dump(ledger)
    # Events appended by a writer that died before updating the read model.
    with ledger.read_model.transaction() as conn:
        ledger.read_model.reset(conn)
        ledger.read_model.set_position(conn, 0)
    ledger.close()
    reopened = make_ledger()
    assert dump(reopened) == expected


def test_a_missing_read_model_is_rebuilt(make_ledger):
    ledger = make_ledger()
    _fill(ledger)
    expected = dump(ledger)
    ledger.close()
    ledger.read_model.delete()
    assert dump(make_ledger()) == expected


def test_a_corrupt_read_model_is_rebuilt(make_ledger):
    ledger = make_ledger()
    _fill(ledger)
    expected = dump(ledger)
    if ledger.dialect == "sqlite":
        ledger.close()
        path = ledger.read_model.path
        path.write_bytes(b"this is not a database" * 100)
        for suffix in ("-wal", "-shm"):
            path.with_name(path.name + suffix).unlink(missing_ok=True)
    else:  # a server keeps its pages whole; what can go is our tracking row
        with ledger.read_model.transaction() as conn:
            conn.execute(text("DELETE FROM read_model_state"))
        ledger.close()
    assert dump(make_ledger()) == expected


def test_a_read_model_with_a_dropped_table_or_old_layout_is_rebuilt(make_ledger):
    ledger = make_ledger()
    _fill(ledger)
    expected = dump(ledger)
    with ledger.read_model.transaction() as conn:
        conn.execute(text("DROP TABLE returns" + (" CASCADE" if ledger.dialect == "postgres" else "")))
    ledger.close()
    assert dump(make_ledger()) == expected


def test_tables_ahead_of_the_log_are_refused_and_kept(make_ledger, tmp_path):
    """A missing or emptied log (a mistaken restore) must not wipe the tables, then the only copy
    (issue 14, M8): the shop refuses to open, names the positions, and leaves them as they are."""
    ledger = make_ledger()
    _fill(ledger)
    ledger.close()
    if ledger.dialect == "sqlite":
        (tmp_path / "shop" / "ledger.sqlite").unlink()
        with pytest.raises(LedgerError, match="event log .* is missing"):
            make_ledger()
        assert not (tmp_path / "shop" / "ledger.sqlite").exists()  # not made again, empty
        from app.adapters.event_log import EventLog

        EventLog.sqlite(tmp_path / "shop" / "ledger.sqlite").close()  # emptied: a fresh log file
    else:
        with ledger.read_model.engine.begin() as conn:
            conn.execute(text(f"DROP SCHEMA {ledger.read_model.db.schema} CASCADE"))
    for _ in range(2):  # and again: the refusal changed nothing
        with pytest.raises(LedgerError, match=r"tables are at position 4 but its event log holds only 0"):
            make_ledger()
    ledger.close()
    if ledger.dialect == "sqlite":
        from app.adapters.sqlite.read_model import ReadModelFile

        kept = ReadModelFile(tmp_path / "shop" / "readmodel.sqlite")
        with kept.transaction() as conn:
            assert kept.position(conn) == 4
        kept.close()
