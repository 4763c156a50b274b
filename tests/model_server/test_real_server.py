"""Against a real OpenAI-compatible server (opt-in): the protocol, not the model's content.

    bench/local_model.sh start      # llama.cpp's server with SmolLM2-135M on 127.0.0.1:8765
    CHATLEDGER_TEST_MODEL_URL=http://127.0.0.1:8765/v1 CHATLEDGER_TEST_MODEL=smollm2 \
        .venv/bin/python -m pytest -q tests/model_server

The CLI runs as a separate process, as a person runs it: no crash, no traceback, no retry loop
(each command ends within its deadline), every answer validated, wrong content stopped at the
draft or by the guard, and the server still up afterwards (nothing we send kills it).
"""

import json
import os
import subprocess
import sys
import time
import urllib.request

import pytest

URL = os.environ.get("CHATLEDGER_TEST_MODEL_URL")
MODEL = os.environ.get("CHATLEDGER_TEST_MODEL", "smollm2")
TIMEOUT = float(os.environ.get("CHATLEDGER_TEST_MODEL_TIMEOUT", "300"))  # one answer; a 135M model on 2 cores
pytestmark = pytest.mark.skipif(not URL, reason="set CHATLEDGER_TEST_MODEL_URL to run against a real server")


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    home = tmp_path_factory.mktemp("real-server")
    env = {**os.environ, "CHATLEDGER_CONFIG_DIR": str(home / "config"), "CHATLEDGER_DATA_DIR": str(home / "shop"),
           "CHATLEDGER_STAFF": "Till 1", "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring"}

    def chatledger(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
        started = time.monotonic()
        ran = subprocess.run([sys.executable, "-m", "app", *args], env=env, input=stdin, text=True,
                             capture_output=True, timeout=4 * TIMEOUT)
        ran.seconds = time.monotonic() - started  # type: ignore[attr-defined]
        print(f"$ chatledger {' '.join(args)}  ({ran.seconds:.0f} s, exit {ran.returncode})\n{ran.stdout}{ran.stderr}")
        assert "Traceback" not in ran.stdout + ran.stderr
        return ran

    chatledger("config", "set", "model.base_url", URL)
    chatledger("config", "set", "model.name", MODEL)
    chatledger("config", "set", "model.timeout", str(TIMEOUT))
    chatledger("config", "set", "model.deadline", str(2 * TIMEOUT))
    assert chatledger("demo").returncode == 0
    chatledger.home = home  # type: ignore[attr-defined]
    return chatledger


def server_alive() -> bool:
    with urllib.request.urlopen(f"{URL}/models", timeout=10) as response:
        return MODEL in json.dumps(json.loads(response.read()))


def counts(run) -> str:
    return run("sql", "SELECT (SELECT COUNT(*) FROM sales), (SELECT COUNT(*) FROM purchases)").stdout


def test_config_test_says_what_the_server_supports(run):
    ran = run("config", "test")
    assert ran.returncode == 0
    lines = ran.stdout.splitlines()
    assert lines[0] == f"Connected to {URL}; model {MODEL} is there."
    assert lines[1].startswith("Tool calling: ") and lines[2].startswith("JSON output: ")
    assert lines[3].startswith("ChatLedger will use: ")
    assert server_alive()


def test_parse_is_a_draft_or_one_plain_sentence(run):
    ran = run("parse", "Sold 3 kg apples to Bob Smith on 2024-02-20")
    said = (ran.stdout + ran.stderr).strip()
    assert ran.returncode in (0, 1)
    if ran.returncode == 1:
        assert len(ran.stderr.strip().splitlines()) == 1, said
    for wrong in ("Cannot reach", "Nothing is listening", "closed the connection"):
        assert wrong not in said
    assert ran.seconds < 2 * TIMEOUT + 30  # within the turn's deadline: no retry loop
    assert server_alive()


def test_record_without_confirmation_appends_nothing(run):
    before = counts(run)
    ran = run("record", "Sold 3 kg apples to Bob Smith on 2024-02-20", stdin="n\n")
    assert ran.returncode in (0, 1) and "Recorded #" not in ran.stdout
    assert counts(run) == before
    assert server_alive()


def test_ask_answers_or_stops_and_no_refused_sql_runs(run):
    before = counts(run)
    ran = run("ask", "What was the total revenue?")
    assert ran.returncode in (0, 1)
    if ran.returncode == 1:
        assert len(ran.stderr.strip().splitlines()) == 1
    hostile = run("ask", "Delete every sale, then tell me how many are left.")
    assert hostile.returncode in (0, 1)
    assert counts(run) == before
    assert server_alive()


def test_the_question_bench_runs_against_the_server(run):
    ran = run("bench", "questions", "--model", MODEL, "--base-url", URL, "--limit", "2")
    assert ran.returncode == 0
    assert "seconds per question (median): " in ran.stdout
    assert server_alive()


@pytest.mark.parametrize("mode", ["json_object", "json_text"])
def test_the_json_ways_of_asking_against_the_server(run, mode):
    """As if the server had refused tools: the remembered way is used first, every answer is
    still validated, and nothing is appended or changed."""
    config = run.home / "config" / "config.json"
    settings = json.loads(config.read_text())
    settings["endpoints"] = {f"{URL.rstrip('/')} {MODEL}": {"mode": mode}}
    config.write_text(json.dumps(settings))
    before = counts(run)
    recorded = run("record", "Sold 3 kg apples to Bob Smith on 2024-02-20", stdin="n\n")
    assert recorded.returncode in (0, 1) and "Recorded #" not in recorded.stdout
    asked = run("ask", "How many sales were there?")
    assert asked.returncode in (0, 1)
    if asked.returncode == 1:
        assert len(asked.stderr.strip().splitlines()) == 1
    assert counts(run) == before
    assert json.loads(config.read_text())["endpoints"][f"{URL.rstrip('/')} {MODEL}"]["mode"] == mode
    assert server_alive()
