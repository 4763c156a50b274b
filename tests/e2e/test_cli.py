"""The `chatledger` command, run as a user would: a separate process per command."""

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.records import PURCHASE, SALE

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def cli(tmp_path):
    def run(*args, ok=True, stdin="", env=()):
        result = subprocess.run(
            [sys.executable, "-m", "app", *args, "--data-dir", str(tmp_path / "shop")],
            cwd=ROOT, capture_output=True, text=True, timeout=120, input=stdin,
            env={"PATH": "/usr/bin:/bin", "CHATLEDGER_STAFF": "Till 1", "HOME": str(tmp_path), **dict(env)},
        )
        assert (result.returncode == 0) == ok, result.stderr
        assert "Traceback" not in result.stderr
        return result
    return run


def test_record_history_and_sql_json(cli):
    out = cli("record", "--json", json.dumps(PURCHASE), "--text", "restocked from Green Valley").stdout
    assert out.startswith("Recorded #1: purchase from Green Valley Farms")
    cli("record", "--json", json.dumps(SALE))
    result = json.loads(cli("sql", "SELECT sale_date, total_price FROM sales", "--json").stdout)
    assert result == {"columns": ["sale_date", "total_price"], "rows": [["2024-02-02", 24.3]]}
    history = json.loads(cli("history", "--json", "--limit", "5").stdout)
    assert [h["position"] for h in history] == [2, 1]
    assert history[1]["text"] == "restocked from Green Valley" and history[1]["entered_by"] == "Till 1"
    assert "sale to Bob Smith" in cli("history").stdout


def test_refusals_are_one_plain_line_and_change_nothing(cli):
    cli("record", "--json", json.dumps(PURCHASE))
    err = cli("record", "--json", json.dumps({**SALE, "items": [{"product": "cherry", "quantity": 99}]}), ok=False).stderr
    assert err.strip() == "error: Only 34 kg of cherry in stock (you tried to sell 99 kg)."
    assert "Only SELECT" in cli("sql", "DELETE FROM products", ok=False).stderr
    assert "Give exactly one query" in cli("sql", "SELECT 1; DROP TABLE sales", ok=False).stderr
    assert "function LOAD_EXTENSION is not allowed" in cli("sql", "SELECT load_extension('x')", ok=False).stderr
    assert "no column 'price'" in cli("sql", "SELECT price FROM products", ok=False).stderr
    assert json.loads(cli("sql", "SELECT COUNT(*) FROM products", "--json").stdout)["rows"] == [[3]]


def test_import_reports_bad_lines_and_atomic_mode(cli, tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_text(json.dumps(PURCHASE) + "\n" + "{oops\n" + json.dumps(SALE) + "\n")
    result = cli("import", str(path), "--atomic", ok=False)
    assert f"{path}:2: not valid JSON" in result.stderr and "Nothing imported" in result.stderr
    result = cli("import", str(path), ok=False)
    assert "Imported 2 record(s), skipped 1 bad line(s)." in result.stdout


def test_demo_tables_and_rebuild(cli):
    assert "Loaded the demo fruit shop" in cli("demo").stdout
    schema = cli("tables").stdout
    for table in ("products", "customers", "suppliers", "purchases", "purchase_items", "sales",
                  "sale_items", "returns", "return_items", "price_changes", "stock_adjustments"):
        assert f"CREATE TABLE {table} (" in schema
    before = cli("sql", "SELECT * FROM products ORDER BY 1", "--json").stdout
    assert "Rebuilt the tables from" in cli("rebuild").stdout
    assert cli("sql", "SELECT * FROM products ORDER BY 1", "--json").stdout == before


def test_retract_why_history_and_the_past(cli):
    cli("record", "--json", json.dumps(PURCHASE))
    cli("record", "--json", json.dumps(SALE))
    refused = cli("retract", "1", "--reason", "wrong supplier", ok=False).stderr
    assert refused.startswith("error: Retracting #1 would break 1 later record(s): #2 (sale to Bob Smith")
    assert "#3: retraction of #2." in cli("retract", "2", "--reason", "entered twice").stdout
    history = json.loads(cli("history", "--json").stdout)
    assert [(h["position"], h["status"], h["changed_by"]) for h in history] == [(2, "retracted", 3), (1, "standing", None)]
    assert "retracted by #3 (Till 1: entered twice)" in cli("history").stdout
    past = json.loads(cli("sql", "SELECT COUNT(*) FROM sales", "--json", "--at-position", "2").stdout)
    assert past["rows"] == [[1]]
    assert json.loads(cli("sql", "SELECT COUNT(*) FROM sales", "--json").stdout)["rows"] == [[0]]
    why = json.loads(cli("why", "products", "1", "stock_quantity", "--json").stdout)
    assert why["value"] == why["sum_of_contributions"] == 47
    assert "#4: undo of #3 (retraction of #2)." in cli("undo").stdout
    assert "#5: redo of #3 (retraction of #2)." in cli("redo").stdout
    cli("undo")  # #6: the retraction is undone again, so #2 stands
    rolled = cli("rollback", "--to-position", "1").stdout
    assert "#7: rollback to #1." in rolled and "No longer standing: #2" in rolled
    diff = cli("diff", "#6").stdout.splitlines()
    assert diff[:3] == ["From right after #6 to now:", "Records (1):",
                        "  - #2 rolled back by #7 (rolled back to #1): sale to Bob Smith on 2024-02-02: apple 9 kg, cherry 4 kg"]
    assert "  ~ apple: stock_quantity 38 → 47" in diff
    found = json.loads(cli("diff", "2024-02-01", "2024-02-02", "--json").stdout)
    # the one record dated the 2nd is listed as rolled back, and no value moved
    assert [(r["position"], r["was"], r["now"]) for r in found["records"]] == [(2, None, "rolled back")]
    assert found["tables"] == {}
    assert cli("diff", "yesterday", ok=False).stderr.startswith("usage:")


def test_parse_reads_plain_language_and_appends_nothing(cli, tmp_path):
    cli("demo")
    lines = tmp_path / "inputs.txt"
    lines.write_text("Sold 2 kg apples to Bob on 2024-02-11\n\nSold apples to Bob\n"
                     "sold 1 kg pear to Tom Lee and 2 kg grapes to Mei Chen yesterday\n")
    out = cli("parse", "--offline", "--today", "2024-02-14", "--jsonl", str(lines)).stdout.splitlines()
    first, second, third = (json.loads(line) for line in out)
    assert first["records"][0]["customer"]["name"] == "Bob Smith"
    assert first["warnings"] == [["'Bob' read as Bob Smith"]]
    assert "Sold 2 kg apples to Bob Smith" in second["error"]
    assert [r["date"] for r in third["records"]] == ["2024-02-13", "2024-02-13"]
    shown = cli("parse", "--offline", "--today", "2024-02-14", "Sold 2 kg apples to Bob Smith today").stdout
    assert shown.splitlines()[0] == "Read by offline grammar: 1 record"
    assert "apple 2 kg × 1.70 = 3.40; total 3.40" in shown
    assert len(json.loads(cli("history", "--json").stdout)) == 94


def test_record_text_asks_first_and_appends_with_yes(cli):
    cli("demo")
    refused = cli("record", "Sold 2 kg apples to Bob Smith on 2024-02-29", ok=False)
    assert "add --yes" in refused.stderr
    done = cli("record", "Sold 2 kg apples to Bob Smith on 2024-02-29", "--yes").stdout
    assert "Recorded #95: sale to Bob Smith on 2024-02-29" in done
    newest = json.loads(cli("history", "--json", "--limit", "1").stdout)[0]
    assert newest["text"] == "Sold 2 kg apples to Bob Smith on 2024-02-29" and newest["source"] == "grammar"
    unsure = cli("record", "Sold 2 kg durian to Bob Smith today", "--yes", ok=False)
    assert "no product called 'durian'" in unsure.stderr
    assert len(json.loads(cli("history", "--json").stdout)) == 95


def test_config_keeps_the_api_key_in_the_keyring_only(cli, tmp_path):
    keyring_env = {"PYTHON_KEYRING_BACKEND": "tests.support.file_keyring.FileKeyring",
                   "TEST_KEYRING_FILE": str(tmp_path / "keyring.json"), "PYTHONPATH": str(ROOT)}
    cli("config", "set", "model.base_url", "http://127.0.0.1:9/v1")
    cli("config", "set", "model.name", "tiny")
    assert cli("config", "get", "model.api_key", env=keyring_env).stdout.strip() == "not set"
    out = cli("config", "set", "model.api_key", stdin="sk-secret-123\n", env=keyring_env)
    assert "sk-secret" not in out.stdout + out.stderr
    assert cli("config", "get", "model.api_key", env=keyring_env).stdout.strip() == "set (in the OS keyring)"
    assert cli("config", "get", "model.name").stdout.strip() == "tiny"
    files = [p for p in tmp_path.rglob("*") if p.is_file() and p.name != "keyring.json"]
    assert not [p for p in files if b"sk-secret-123" in p.read_bytes()]
    # Without any keyring, a plain message says what to do instead.
    failed = cli("config", "set", "model.api_key", stdin="sk-x\n", ok=False,
                 env={"PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"})
    assert "OPENAI_API_KEY" in failed.stderr


def test_parse_and_record_use_the_configured_model(cli):
    from tests.support import fake_openai as fake
    from tests.support.fake_openai import FakeOpenAI

    cli("demo")
    sale = {"kind": "sale", "date": "2024-02-29", "customer": {"name": "Bob Smith"},
            "items": [{"product": "cherry", "quantity": 1, "unit": "kg"}]}
    with FakeOpenAI() as server:
        cli("config", "set", "model.base_url", server.base_url)
        cli("config", "set", "model.name", "fake-model")
        server.script = [fake.tool_call({"word": "yes"}, name="echo"), fake.text('{"word": "yes"}')]
        assert cli("config", "test").stdout.splitlines() == [
            f"Connected to {server.base_url}; model fake-model is there.", "Tool calling: yes, a named function",
            "JSON output: yes, response_format json_object",
            "ChatLedger will use: tool calls (a named function where one is meant)."]
        server.requests.clear()
        server.script = [fake.records(sale), fake.records(sale)]
        env = {"OPENAI_API_KEY": "sk-from-env"}
        shown = cli("parse", "Bob had a kilo of cherries today", env=env).stdout
        assert shown.startswith("Read by fake-model: 1 record")
        done = cli("record", "Bob had a kilo of cherries today", "--yes", env=env).stdout
        assert "Recorded #95: sale to Bob Smith on 2024-02-29" in done
        assert server.headers[-1]["authorization"] == "Bearer sk-from-env"
        offline = cli("parse", "--offline", "Bob absconded with a kilo of cherries today", ok=False)
        assert "could not place “absconded”" in offline.stderr and len(server.requests) == 2
        server.script = [fake.error(401, "bad key")]
        refused = cli("parse", "Bob had a kilo of cherries today", ok=False)
        assert refused.stderr.startswith("error: The model endpoint") and "401" in refused.stderr


def test_ask_offline_prints_the_answer_and_each_steps_sql(cli):
    cli("demo")
    result = json.loads(cli("ask", "--offline", "--json", "What is the average weight per sale?").stdout)
    assert result["answer"].startswith("Average kilos per sale was ") and result["answer"].endswith(" kg.")
    assert [sorted(step) for step in result["steps"]] == [["columns", "purpose", "rows", "sql"]]
    assert result["steps"][0]["columns"] == ["kg_per_sale"]
    human = cli("ask", "--offline", "How much cherry did we have on 2024-02-15?").stdout
    assert human.startswith("Stock of cherry at the end of 2024-02-15:")
    assert "Step 1: stock of cherry at the end of 2024-02-15 (as of 2024-02-15)" in human
    assert "SELECT name AS product, stock_quantity AS stock FROM products WHERE name IN ('cherry')" in human
    forced = json.loads(cli("ask", "--offline", "--json", "--as-of-date", "2024-02-10", "How many sales were there?").stdout)
    assert forced["steps"][0]["as_of_date"] == "2024-02-10"
    refused = cli("ask", "--offline", "Why is the sky blue?", ok=False)
    assert refused.stderr.startswith("error: I can't answer that offline")


def test_ask_on_a_shop_quiet_for_a_month_says_where_its_records_end(cli):
    cli("demo")  # February 2024
    later = cli("ask", "--offline", "--today", "2024-04-15", "How much did we take this month?").stdout
    assert "Nothing is recorded after 2024-02-29" in later and "--as-of-date 2024-02-29" in later
    then = cli("ask", "--offline", "--today", "2024-04-15", "--as-of-date", "2024-02-29",
               "How much did we take this month?").stdout
    assert "Nothing is recorded after" not in then and then.startswith("Revenue")
    soon = cli("ask", "--offline", "--today", "2024-03-10", "How much did we take this month?").stdout
    assert "Nothing is recorded after" not in soon


def test_the_demo_shop_s_commands_count_its_last_day_as_today_as_the_window_does(cli):
    """The demo month is February 2024: "yesterday" typed or asked at the command line falls among
    its records (the real date would find nothing), and Home shows its last day."""
    cli("demo")
    demo = [json.loads(line) for line in (ROOT / "resources" / "demo" / "fruitshop_month.jsonl").open()]
    last = max(r["date"] for r in demo)
    day_before = (dt.date.fromisoformat(last) - dt.timedelta(days=1)).isoformat()
    sales = sum(1 for r in demo if r["kind"] == "sale" and r["date"] == day_before)
    answer = json.loads(cli("ask", "--offline", "--json", "How many sales were there yesterday?").stdout)
    assert day_before in answer["answer"] and answer["answer"].endswith(f"was {sales}.")
    parsed = json.loads(cli("parse", "--offline", "--json", "Sold 2 kg apples to Bob Smith yesterday").stdout)
    assert parsed["records"][0]["record"]["date"] == day_before
    assert cli("home").stdout.startswith(f"{dt.date.fromisoformat(last):%A %d %B %Y}")
    later = json.loads(cli("parse", "--offline", "--json", "--today", "2024-03-05", "Sold 2 kg apples to Bob Smith "
                           "yesterday").stdout)
    assert later["records"][0]["record"]["date"] == "2024-03-04"  # --today still wins


def test_bench_prints_a_table_two_and_writes_a_report(cli, tmp_path):
    out = cli("bench", "questions", "--offline", "--limit", "5", "--report", str(tmp_path / "q.json")).stdout
    assert "ChatLedger (offline questions)" in out and "5/5 = 100%" in out and "41/50 = 82%" in out
    report = json.loads((tmp_path / "q.json").read_text())
    assert len(report["items"]) == 5 and report["items"][0]["right"] is True
    records = cli("bench", "records", "--offline", "--limit", "10").stdout
    assert "10 sentences, 10 records returned, 10 exactly right" in records


@pytest.mark.parametrize("database", ["sqlite", "postgres"], indirect=True)
def test_history_follow_prints_records_entered_elsewhere(cli, tmp_path, database):
    import time

    shop = {"CHATLEDGER_DATABASE": database} if database else {}
    cli("record", "--json", json.dumps(PURCHASE), env=shop)
    follower = subprocess.Popen(
        [sys.executable, "-m", "app", "history", "--follow", "--data-dir", str(tmp_path / "shop")],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={"PATH": "/usr/bin:/bin", "CHATLEDGER_STAFF": "Back office", "HOME": str(tmp_path), **shop})
    try:
        assert follower.stdout.readline().startswith("#1 ")
        cli("record", "--json", json.dumps(SALE), env=shop)  # another till
        started = time.monotonic()
        line = follower.stdout.readline()
        assert line.startswith("#2 ") and "sale to Bob Smith" in line and "Till 1" in line
        assert time.monotonic() - started < 10
        if database:  # nothing was kept in the folder: the shop is on the server
            assert not (tmp_path / "shop" / "ledger.sqlite").exists()
    finally:
        follower.terminate()
        follower.wait(timeout=10)


def test_output_cut_short_by_its_reader_is_no_error(cli, tmp_path):
    """`chatledger history | head -1`: the reader leaves, the command ends quietly (it said
    "error: Broken pipe" before)."""
    cli("demo")
    reader = subprocess.Popen(
        [sys.executable, "-m", "app", "history", "--data-dir", str(tmp_path / "shop")],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONUNBUFFERED": "1"})
    assert reader.stdout.readline()  # the first line, then the reader goes away
    reader.stdout.close()
    _, err = reader.communicate(timeout=120)
    assert err == "" and reader.returncode == 0, err
