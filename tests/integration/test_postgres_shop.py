"""What only a PostgreSQL shop has: its address and settings, the model told the dialect, the
past states kept as schemas, and the clear errors when the server cannot be reached."""

import datetime as dt

import pytest

from app.adapters.model_client import ModelClient
from app.bootstrap import bootstrap
from app.config import keys, store
from app.config.database import parse_database
from app.config.model import ModelSettings
from app.questions.service import Questions
from app.service_layer.ledger_values import PointInTime
from domain.errors import LedgerError
from tests.integration.test_questions_model import answer, run_sql
from tests.support import postgres
from tests.support.fake_openai import FakeOpenAI
from tests.support.file_keyring import FileKeyring


@pytest.fixture
def pg_shop(tmp_path):
    url, name = postgres.new_shop_url()
    ledger = bootstrap(tmp_path / "unused", staff="Till 1", database=url)
    ledger.load_demo()
    yield ledger
    ledger.close()
    postgres.drop_shop(name)


def test_the_model_is_told_postgresql_and_its_postgresql_sql_runs(pg_shop):
    with FakeOpenAI() as server:
        server.script = [run_sql("SELECT to_char(sale_date, 'YYYY-MM') AS month, "
                                 "ROUND(SUM(total_price)::numeric, 2) AS revenue FROM sales GROUP BY 1"),
                         answer("Revenue in {s1} was {s1.revenue}.")]
        client = ModelClient(ModelSettings(server.base_url, "fake-model", None, timeout=10, max_retries=0))
        result = Questions(pg_shop, client, today=lambda: dt.date(2024, 3, 1)).ask("Revenue per month?")
        system = server.requests[0]["messages"][0]["content"]
    assert "shop's PostgreSQL database" in system and "PostgreSQL dialect" in system
    assert "SQLite" not in system and "Dates are DATE values" in system
    assert "product_id SERIAL NOT NULL" in system  # CREATE TABLEs as PostgreSQL has them
    expected = pg_shop.sql("SELECT ROUND(SUM(total_price), 2) FROM sales").rows[0][0]
    assert result.answer == f"Revenue in 2024-02 was {expected:g}."
    assert result.steps[0].rows == [("2024-02", expected)]


def test_the_shop_lives_in_its_schemas_and_no_files_are_written(pg_shop, tmp_path):
    db = pg_shop.read_model.db
    with pg_shop.read_model.engine.connect() as conn:
        schemas = conn.exec_driver_sql("SELECT nspname FROM pg_namespace WHERE nspname LIKE %(p)s ORDER BY 1",
                                       {"p": db.schema + "%"}).scalars().all()
        log_tables = conn.exec_driver_sql("SELECT table_name FROM information_schema.tables "
                                          "WHERE table_schema = %(s)s", {"s": db.schema}).scalars().all()
    assert schemas == [db.schema, db.read_schema]
    assert "application_events" in log_tables and "sales" not in log_tables
    assert not (tmp_path / "unused").exists()
    assert pg_shop.where() == f"PostgreSQL 127.0.0.1:5432/test (schema {db.schema})"
    # an as-of-date state never shown (a record entered late, dated back) gets a schema of its
    # own; the same date again reuses it
    pg_shop.record({"kind": "note", "date": "2024-02-05", "text": "entered late", "facts": []})
    day = PointInTime(business_date=dt.date(2024, 2, 10))
    first = pg_shop.sql("SELECT COUNT(*) FROM sales", when=day).rows
    assert pg_shop.sql("SELECT COUNT(*) FROM sales", when=day).rows == first
    assert first[0][0] < pg_shop.sql("SELECT COUNT(*) FROM sales").rows[0][0]
    assert pg_shop.read_model.view_keys() == [f"as-of-2024-02-10-at-{pg_shop.record_count()}"]


def test_a_bad_or_unreachable_address_is_one_clear_sentence(tmp_path):
    for address, says in [("mysql://u@h/db", "Only PostgreSQL"), ("postgresql://u@h", "Say which database"),
                          ("postgresql://u@h/db?schema=Bad-Name", "schema name"),
                          ("postgresql://postgres@127.0.0.1:1/test", "Cannot open the shop on PostgreSQL 127.0.0.1:1/test")]:
        with pytest.raises(LedgerError, match=says):
            bootstrap(tmp_path / "shop", database=address)


def test_the_address_comes_from_the_settings_and_its_password_from_the_keyring(tmp_path, monkeypatch):
    import keyring

    monkeypatch.setenv("TEST_KEYRING_FILE", str(tmp_path / "keys.json"))
    keyring.set_keyring(FileKeyring())
    with pytest.raises(LedgerError, match="Leave the password out"):
        keys.set_value("database.url", "postgresql://shop:secret@db.example/shop")
    keys.set_value("database.url", "postgresql://shop@db.example/shop?schema=north")
    keys.set_value("database.password", "s3cret")
    assert "s3cret" not in store.config_path().read_text()
    assert keys.get_value("database.password") == "set (in the OS keyring)"
    db = parse_database(store.stored_value("database"))
    assert (db.schema, db.read_schema) == ("north", "north__read")
    assert db.reader_role.startswith("north__reader_")
    assert db.url.password == "s3cret" and db.log_env()["POSTGRES_PASSWORD"] == "s3cret"
    assert "s3cret" not in db.where()
    # bootstrap uses the stored address when none is given (here: a server that is not there)
    monkeypatch.delenv("CHATLEDGER_DATABASE", raising=False)
    keys.set_value("database.url", "postgresql://postgres@127.0.0.1:1/test")
    with pytest.raises(LedgerError, match="127.0.0.1:1/test"):
        bootstrap(tmp_path / "shop")


def test_a_shop_whose_reader_login_went_missing_makes_it_again(pg_shop, tmp_path):
    db = pg_shop.read_model.db
    url = f"postgresql://postgres@127.0.0.1:5432/test?schema={db.schema}"
    with pg_shop.read_model.engine.begin() as conn:
        conn.exec_driver_sql(f"DROP TABLE {db.schema}.reader_login")
    pg_shop.close()
    reopened = bootstrap(tmp_path / "unused", staff="Till 2", database=url)
    try:
        assert reopened.sql("SELECT COUNT(*) FROM sales").rows[0][0] > 0
        assert reopened.tables().url.username == db.reader_role
    finally:
        reopened.close()


def test_closing_a_shop_closes_its_connections(tmp_path):
    """Found by CI: every shop's reader pool stayed open, until the server refused connections."""
    url, name = postgres.new_shop_url()
    try:
        for _ in range(3):
            ledger = bootstrap(tmp_path / "unused", staff="Till 1", database=url)
            ledger.record({"kind": "purchase", "date": "2024-02-01", "supplier": {"name": "A"},
                           "items": [{"product": "apple", "quantity": 5, "unit_cost": 1, "selling_price": 2}]})
            ledger.sql("SELECT COUNT(*) FROM products")
            ledger.sql("SELECT COUNT(*) FROM products", when=PointInTime(position=1))
            ledger.close()
        import time

        import psycopg

        # A closed connection's server process ends a moment after the client lets go.
        with psycopg.connect(postgres.SERVER, autocommit=True) as conn:
            for _ in range(50):
                open_as_reader = conn.execute("SELECT COUNT(*) FROM pg_stat_activity WHERE usename = %s",
                                              (ledger.read_model.db.reader_role,)).fetchone()[0]
                if open_as_reader == 0:
                    break
                time.sleep(0.1)
        assert open_as_reader == 0
    finally:
        postgres.drop_shop(name)
