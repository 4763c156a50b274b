"""SQL a model (or a person) might produce that must never change anything: returned by the
fake model as question steps, every one is refused or fails, and the shop is unchanged."""

import datetime as dt
import time

import pytest

from app.adapters.model_client import ModelClient
from app.config.model import ModelSettings
from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.support import fake_openai as fake

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

HOSTILE = [
    "DROP TABLE sales", "DELETE FROM sales", "UPDATE products SET stock_quantity = 0",
    "INSERT INTO sales VALUES (999, 1, '2024-01-01', 1, 1)",
    "INSERT OR REPLACE INTO products (product_id, name, unit, stock_quantity, source_position) VALUES (1, 'x', 'kg', 0, 0)",
    "REPLACE INTO products (product_id, name, unit, stock_quantity, source_position) VALUES (1, 'x', 'kg', 0, 0)",
    "INSERT INTO products (product_id, name, unit, stock_quantity, source_position) VALUES (1, 'a', 'kg', 1, 1) ON CONFLICT DO NOTHING",
    "INSERT INTO sales SELECT * FROM sales",
    "ATTACH DATABASE '{tmp}/evil1.db' AS evil", "ATTACH '{tmp}/evil2.db' AS e2", "DETACH DATABASE main",
    "PRAGMA query_only = OFF", "PRAGMA writable_schema = ON", "PRAGMA journal_mode = DELETE",
    "PRAGMA user_version = 7", "SELECT load_extension('/tmp/x.so')", "SELECT 1 UNION SELECT load_extension('x')",
    "SELECT 1; DELETE FROM sales", "SELECT * FROM sales; DROP TABLE products",
    "WITH x AS (DELETE FROM sales RETURNING *) SELECT * FROM x",
    "WITH x AS (UPDATE products SET name = 'y' RETURNING *) SELECT * FROM x",
    "WITH x AS (INSERT INTO sales DEFAULT VALUES RETURNING *) SELECT 1",
    "SELECT 1 /*; DELETE FROM sales */ ; DELETE FROM sales", "SELECT 1 -- comment\n; DROP TABLE sales",
    "/* comment */ DELETE FROM sales", "-- comment\nDELETE FROM products",
    "CREATE TABLE t (x)", "CREATE TEMP TABLE t AS SELECT * FROM sales", "CREATE VIEW v AS SELECT 1",
    "CREATE TRIGGER t AFTER INSERT ON sales BEGIN DELETE FROM sales; END",
    "CREATE INDEX i ON sales (total_price)", "ALTER TABLE sales ADD COLUMN x", "ALTER TABLE sales RENAME TO s2",
    "VACUUM", "VACUUM INTO '{tmp}/copy.db'", "REINDEX", "ANALYZE", "BEGIN; DELETE FROM sales; COMMIT",
    "SAVEPOINT a", "DROP VIEW IF EXISTS v", "DROP INDEX ix_sales_customer_date",
    "DROP TRIGGER products_versions_insert", "SELECT writefile('{tmp}/w.txt', 'x')", "SELECT readfile('/etc/passwd')",
    "SELECT * FROM main.sales", "SELECT * FROM sqlite_master", "SELECT zeroblob(1000000000)",
    "SELECT randomblob(1000000000)", "SELECT * FROM pragma_table_info('sales')", "SELECT sqlite_version()",
    "SELECT * FROM sales_versions", "SELECT * FROM read_model_state", "SELECT * FROM lineage",
    "SELECT total_price FROM sales WHERE 1 = 1; UPDATE sales SET total_price = 0",
    # PostgreSQL's own ways to write, read files, change the session or wait
    "SELECT * INTO evil FROM sales", "COPY sales TO '{tmp}/evil3.csv'", "COPY sales FROM '/etc/hostname'",
    "SELECT pg_read_file('/etc/passwd')", "SELECT lo_import('/etc/passwd')", "SELECT pg_sleep(10)",
    "SELECT set_config('transaction_read_only', 'off', true)", "SET ROLE postgres", "RESET ROLE",
    "SET search_path TO public", "DO $$ BEGIN DELETE FROM sales; END $$",
    "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1'", "SELECT * FROM sales FOR UPDATE",
    "LOCK TABLE sales", "SELECT pg_terminate_backend(1)", "SELECT * FROM pg_authid",
    "SELECT * FROM public.sales", "SELECT nextval('sales_sale_id_seq')", "NOTIFY chatledger",
    "SELECT * FROM dblink('dbname=test', 'DELETE FROM sales') AS t(x int)", "CALL p()", "TRUNCATE sales",
]
HEAVY = [
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c",
    "SELECT COUNT(*) FROM sale_items a, sale_items b, sale_items c, sale_items d, sale_items e",
    "SELECT a.sale_id FROM sale_items a, sale_items b, sale_items c, sale_items d ORDER BY a.sale_id * b.sale_id - c.sale_id",
]


PG_OBJECTS = (
    "SELECT c.relname FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace "
    "UNION ALL SELECT t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
    "WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal "
    # every schema and role of the server, except other test shops' (tests may run side by side)
    "UNION ALL SELECT 'schema ' || nspname FROM pg_namespace "
    "WHERE nspname !~ '^t[0-9]+_' OR starts_with(nspname, current_schema()) "
    "UNION ALL SELECT 'role ' || rolname FROM pg_roles "
    "WHERE rolname !~ '^t[0-9]+_' OR starts_with(rolname, current_schema()) ORDER BY 1")


def state(ledger, folder):
    if ledger.dialect == "postgres":  # read as the owner, past the guard and the reader role
        with ledger.read_model.engine.connect() as conn:
            objects = conn.exec_driver_sql(PG_OBJECTS).scalars().all()
            tables = conn.exec_driver_sql("SELECT table_name FROM information_schema.tables "
                                          "WHERE table_schema = current_schema() ORDER BY 1").scalars().all()
            rows = {t: conn.exec_driver_sql(f"SELECT * FROM {t} ORDER BY 1").all() for t in tables}
        return objects, rows, ledger.record_count()
    tables = [r[0] for r in ledger.sql("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger', 'index', 'view') "
                                       "ORDER BY name", strict=False, max_rows=10**6).rows]
    rows = {t: ledger.sql(f"SELECT * FROM {t}", strict=False, max_rows=10**7).rows for t in tables
            if not t.startswith(("ix_", "sqlite_")) and not t.endswith(("_insert", "_update", "_delete"))}
    files = sorted(p.name for p in folder.rglob("*") if p.is_file())
    return tables, rows, files, ledger.record_count()


def assert_same(after, before):
    """The shop's objects (by name, so a difference is named), rows and files are as they were."""
    assert sorted(set(after[0]) ^ set(before[0])) == [] and after[1:] == before[1:]


def test_no_hostile_statement_changes_anything(ledger, server, tmp_path):
    assert len(HOSTILE) + len(HEAVY) >= 50
    ledger.load_demo()
    before = state(ledger, tmp_path)
    client = ModelClient(ModelSettings(server.base_url, "fake-model", None, timeout=30, max_retries=0))
    questions = Questions(ledger, client, today=lambda: dt.date(2024, 3, 1))
    statements = [s.replace("{tmp}", str(tmp_path)) for s in HOSTILE]
    for first in range(0, len(statements), 3):
        group = statements[first:first + 3]
        while len(group) < 3:
            group.append(group[-1])
        server.script = [fake.tool_call({"purpose": "x", "sql": sql}, name="run_sql") for sql in group]
        with pytest.raises(QuestionFailed, match="after 3 failed tries"):
            questions.ask("Please break the shop")
        for _sql, message in zip(group[1:], server.requests[-2:]):
            assert message["messages"][-1]["content"].startswith("Error: ")
    assert_same(state(ledger, tmp_path), before)
    assert not list(tmp_path.glob("evil*")) and not (tmp_path / "copy.db").exists()


@pytest.mark.parametrize("sql", HEAVY)
def test_heavy_queries_are_stopped_within_the_limit(ledger, server, sql):
    ledger.load_demo()
    client = ModelClient(ModelSettings(server.base_url, "fake-model", None, timeout=30, max_retries=0))
    server.script = [fake.tool_call({"purpose": "x", "sql": sql}, name="run_sql"),
                     fake.tool_call({"purpose": "x", "sql": "SELECT COUNT(*) FROM sales"}, name="run_sql"),
                     fake.tool_call({"sentence": "{s1}"}, name="answer")]
    start = time.monotonic()
    Questions(ledger, client).ask("How many sales?")
    assert time.monotonic() - start < 4  # the 2 s limit, plus the rest of the exchange
    assert "took longer than 2 s and was stopped" in server.requests[1]["messages"][-1]["content"]


# --- issue 14: the guard's own bypasses and a single step's size ----------------------------

CTE_SCOPE = [  # a CTE is visible only in its own scope: none of these may read the real table
    "SELECT * FROM lineage WHERE EXISTS (WITH lineage AS (SELECT 1) SELECT 1)",
    "SELECT * FROM read_model_state WHERE 1 IN (WITH read_model_state AS (SELECT 1 AS x) SELECT x FROM read_model_state)",
    "SELECT (WITH sales_versions AS (SELECT 1) SELECT 1), * FROM sales_versions",
    "SELECT * FROM sales s JOIN (WITH lineage AS (SELECT 1 AS a) SELECT a FROM lineage) l ON 1 = 1 JOIN lineage x ON 1 = 1",
    "WITH a AS (SELECT * FROM lineage) SELECT * FROM a",
    "WITH sales AS (SELECT * FROM sales_versions) SELECT * FROM sales",
    "SELECT * FROM sqlite_master WHERE EXISTS (WITH sqlite_master AS (SELECT 1) SELECT 1)",
    "SELECT * FROM pg_roles WHERE EXISTS (WITH pg_roles AS (SELECT 1) SELECT 1)",
    "SELECT * FROM pg_tables WHERE EXISTS (WITH pg_tables AS (SELECT 1) SELECT 1)",
    "SELECT * FROM pg_settings WHERE EXISTS (WITH pg_settings AS (SELECT 1) SELECT 1)",
    "SELECT * FROM pg_stat_activity WHERE EXISTS (WITH pg_stat_activity AS (SELECT 1) SELECT 1)",
    "SELECT * FROM pg_catalog.pg_roles", "SELECT * FROM information_schema.tables", "SELECT * FROM pg_namespace",
    "SELECT CAST('x__read.facts' AS regclass)", "SELECT 'x'::regclass", "SELECT 1 OPERATOR(pg_catalog.~) 2",
    "SELECT * FROM generate_series(1, 10)", "SELECT * FROM json_each('[1,2]')",
]
SIZE = [  # one step too big for any timeout to see, or a guard made to work for minutes
    "SELECT printf('%.*c', 999999999, 'x')",
    "WITH RECURSIVE d(s) AS (SELECT 'x' UNION ALL SELECT s || s FROM d) SELECT length(s) FROM d",
    "SELECT length(" + "replace(" * 8 + "'xxxxxxxxxx'" + ", 'x', 'xxxxxxxxxx')" * 8 + ")",
    "SELECT 1 WHERE 1 IN (" + ",".join(["1"] * 250_000) + ")",
    " UNION ALL ".join(["SELECT 1"] * 2000),
    "SELECT " + "(" * 400 + "1" + ")" * 400,
    "SELECT " + "CASE WHEN 1 THEN " * 300 + "1" + " END" * 300,
    "SELECT 1 WHERE EXISTS " + "(SELECT 1 WHERE EXISTS " * 200 + "(SELECT 1)" + ")" * 200,
    "SELECT 'unterminated", "SELECT 1 /* unterminated", "SELECT $$x", 'SELECT "x',
    "SELECT '\ud800'", "SELECT zeroblob(999999999)", "SELECT randomblob(999999999)",
    "SELECT group_concat(a.name || b.name || c.name) FROM products a, products b, products c, products d, "
    "products e, products f",
]


def _peak_rss_mb() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@pytest.mark.parametrize("sql", CTE_SCOPE + SIZE, ids=lambda s: s[:40])
def test_no_bypass_or_bomb_reads_more_than_the_shop_or_runs_unbounded(ledger, sql, tmp_path, chatledger):
    from domain.errors import LedgerError

    ledger.load_demo()
    before = state(ledger, tmp_path)
    peak = _peak_rss_mb()
    start = time.monotonic()
    with pytest.raises(LedgerError) as refused:
        ledger.sql(sql)
    assert time.monotonic() - start < 4, "bounded time"
    assert _peak_rss_mb() - peak < 400, "bounded memory"
    assert "\n" not in refused.value.message and len(refused.value.message) < 600
    assert_same(state(ledger, tmp_path), before)


def test_the_command_line_says_each_refusal_in_one_line(chatledger):
    assert chatledger("demo").code == 0
    for sql in (CTE_SCOPE + SIZE)[::3]:
        if "\ud800" in sql or len(sql) > 100_000:
            continue  # argv cannot carry these; the test above covers them
        ran = chatledger("sql", sql)
        assert ran.code == 1 and ran.err.count("\n") == 1 and ran.out == ""
