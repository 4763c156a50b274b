"""The read model catches up, and is rebuilt when missing, damaged or of another layout."""

from sqlalchemy import text

from tests.support.records import PRICE_CHANGE, PURCHASE, RETURN, SALE
from tests.support.tables import dump


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


def test_the_read_model_never_runs_ahead_of_the_log(make_ledger, tmp_path):
    ledger = make_ledger()
    _fill(ledger)
    ledger.close()
    # The log was replaced by an empty one (e.g. a mistaken restore): rebuild from what is there.
    if ledger.dialect == "sqlite":
        (tmp_path / "shop" / "ledger.sqlite").unlink()
    else:
        with ledger.read_model.engine.begin() as conn:
            conn.execute(text(f"DROP SCHEMA {ledger.read_model.db.schema} CASCADE"))
    reopened = make_ledger()
    assert all(rows == [] for rows in dump(reopened).values())
    assert reopened.record_count() == 0
