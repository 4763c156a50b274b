"""Shops sharing one PostgreSQL database never touch each other (issue 14, C1, C2, M11): every
name a shop derives holds `<shop>__`, which no shop's own name can, and clean-up drops only the
schemas the shop's registry says it made."""

import datetime as dt
import uuid

import psycopg
import pytest

from app.bootstrap import bootstrap
from app.config.database import parse_database
from app.service_layer.ledger_values import PointInTime
from app.service_layer.time_travel import KEEP_VIEWS
from domain.errors import LedgerError
from tests.support import postgres


@pytest.fixture
def shops(tmp_path):
    """Open ledgers by shop name; every shop made is dropped afterwards."""
    postgres.require_server()
    opened, names = [], []

    def open_shop(name):
        names.append(name)
        ledger = bootstrap(tmp_path / "unused", staff="tester", database=f"{postgres.SERVER}?schema={name}")
        opened.append(ledger)
        return ledger

    yield open_shop
    for ledger in opened:
        ledger.close()
    for name in names:
        postgres.drop_shop(name)


def _base() -> str:
    return f"s{uuid.uuid4().hex[:8]}"


def _schemas(prefix: str) -> list[str]:
    with psycopg.connect(postgres.SERVER) as conn:
        return [r[0] for r in conn.execute("SELECT nspname FROM pg_namespace WHERE nspname LIKE %s ORDER BY 1",
                                           (prefix.replace("_", "\\_") + "%",))]


def test_many_as_of_dates_on_one_shop_leave_a_shop_named_like_its_views_alone(shops):
    base = _base()
    mine, other = shops(base), shops(f"{base}_v_b")  # once matched `base_v_%` and was dropped
    mine.load_demo()
    other.load_demo()
    # entered late, dated back: every day from the 1st is a state never shown, replayed into a view
    mine.record({"kind": "note", "date": "2024-02-01", "text": "entered late", "facts": []})
    for day in range(1, KEEP_VIEWS + 5):
        mine.sql("SELECT COUNT(*) FROM sales", when=PointInTime(business_date=dt.date(2024, 2, day)))
    assert len(mine.read_model.view_keys()) == KEEP_VIEWS
    assert other.record_count() == 94
    assert other.sql("SELECT COUNT(*) FROM ledger_records").rows[0][0] == 94
    assert f"{base}_v_b" in _schemas(base) and f"{base}_v_b__read" in _schemas(base)


def test_a_shop_named_like_another_shops_read_schema_is_its_own(shops):
    base = _base()
    coll, coll_read = shops(base), shops(f"{base}_read")  # once the same schema
    coll.load_demo()
    coll_read.load_demo()
    assert coll.read_model.schema != f"{base}_read"
    # coll's reader cannot see coll_read's log, even past the guard
    reader = coll.tables().url.render_as_string(hide_password=False).replace("+psycopg", "")
    with psycopg.connect(reader) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute(f'SELECT COUNT(*) FROM "{base}_read".stored_events')
    # the rebuild fallback (the read model thrown away) drops only coll's own read schema
    coll.read_model.delete()
    coll.rebuild()
    assert coll_read.record_count() == 94 and coll.record_count() == 94
    assert coll_read.sql("SELECT COUNT(*) FROM sales").rows == coll.sql("SELECT COUNT(*) FROM sales").rows


def test_clean_up_drops_only_what_the_shop_registered(shops):
    base = _base()
    shop = shops(base)
    shop.load_demo()
    with psycopg.connect(postgres.SERVER, autocommit=True) as conn:  # someone else's schema with our prefix
        conn.execute(f'CREATE SCHEMA "{base}__v_000000000000"')
        conn.execute(f'CREATE TABLE "{base}__v_000000000000".keep (x int)')
    for day in range(1, KEEP_VIEWS + 3):
        shop.sql("SELECT 1", when=PointInTime(business_date=dt.date(2024, 2, day)))
    assert f"{base}__v_000000000000" in _schemas(base)


@pytest.mark.parametrize("name", ["a__b", "shop_", "_shop", "pg_shop", "Shop", "x" * 41, "9lives"])
def test_shop_names_that_could_collide_are_refused(name):
    with pytest.raises(LedgerError, match="schema name"):
        parse_database(f"postgresql://u@h/db?schema={name}", with_keyring=False)


def test_the_reader_role_is_per_database_and_shop():
    roles = {parse_database(f"postgresql://u@h/{db}?schema={name}", with_keyring=False).reader_role
             for db in ("one", "two") for name in ("north", "south")}
    assert len(roles) == 4 and all(len(r) <= 63 for r in roles)
