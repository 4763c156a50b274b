"""Servers that implement only part of tool calling (issue 18): the real SDK against the fake
server, scripted with llama.cpp's own answers where they were recorded (tests/transcripts/).
A refusal of the request's shape moves to the next way of asking, which is remembered per
endpoint; every answer is validated the same way in every mode; nothing is appended without
confirmation and no refused SQL runs."""

import datetime as dt
import json

import pytest

from app.adapters.model_client import ModelClient, ModelUnavailable
from app.config import endpoints
from app.config.model import ModelSettings
from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from app.records_from_text import record_prompt
from app.records_from_text.drafting import Drafter
from app.records_from_text.model_translator import ModelTranslator
from domain.errors import LedgerError
from tests.support import fake_openai as fake
from tests.support.fake_openai import Reply

TODAY = dt.date(2024, 3, 1)
SALE = {"kind": "sale", "date": "2024-02-13", "customer": {"name": "Bob Smith"},
        "items": [{"product": "apple", "quantity": 2}]}
REQUIRED_REFUSED = "llamacpp/question_required_refused"  # llama.cpp: 500, empty message


def settings(server):
    return ModelSettings(server.base_url, "fake-model", None, timeout=5, max_retries=2)


def drafter(ledger, server):
    return Drafter(ledger, ModelTranslator(settings(server)), today=lambda: TODAY)


def questions(ledger, server):
    return Questions(ledger, ModelClient(settings(server)), today=lambda: TODAY)


def remembered(server):
    return endpoints.remembered_mode(server.base_url, "fake-model")


def json_call(name, **arguments):
    return fake.text(json.dumps({"function": name, "arguments": arguments}))


def test_schemas_sent_have_no_length_limits_patterns_or_formats(demo, server):
    assert '"maxLength"' in json.dumps(record_prompt.tool())  # what the models are spared
    server.script = [fake.records(SALE), fake.tool_call({"purpose": "n", "sql": "SELECT 1"}, name="run_sql"),
                     fake.tool_call({"sentence": "{s1}"}, name="answer")]
    drafter(demo, server).draft("Sold 2 kg apples to Bob Smith")
    questions(demo, server).ask("How many?")
    for request in server.requests:
        sent = json.dumps(request["tools"])
        for word in ("maxLength", "minLength", "pattern", "maxItems", "format"):
            assert f'"{word}"' not in sent
        assert request["tool_choice"] != "required"
    assert server.requests[0]["tool_choice"] == {"type": "function", "function": {"name": "propose_records"}}
    assert server.requests[1]["tool_choice"] == "auto"  # two functions: neither is forced


def test_llamacpps_refusal_of_the_tool_choice_falls_back_and_is_remembered(demo, server):
    server.script = [fake.replay(REQUIRED_REFUSED), fake.replay(REQUIRED_REFUSED),
                     json_call("run_sql", purpose="count", sql="SELECT COUNT(*) AS n FROM sales"),
                     json_call("answer", sentence="There were {s1} sales.")]
    count = demo.sql("SELECT COUNT(*) FROM sales").rows[0][0]
    assert questions(demo, server).ask("How many sales?").answer == f"There were {count} sales."
    first, auto, as_json, follow = server.requests
    assert "tools" in first and "tools" in auto and auto["tool_choice"] == "auto"
    assert "tools" not in as_json and as_json["response_format"] == {"type": "json_object"}
    assert '"function": NAME' in as_json["messages"][0]["content"]
    assert not [m for m in follow["messages"] if m["role"] == "tool" or m.get("tool_calls")]
    assert follow["messages"][-1]["content"].startswith("Result of run_sql: ")
    assert remembered(server) == "json_object"
    server.requests.clear()
    server.script = [json_call("run_sql", purpose="count", sql="SELECT COUNT(*) AS n FROM sales"),
                     json_call("answer", sentence="There were {s1} sales.")]
    questions(demo, server).ask("How many sales?")
    assert server.requests[0]["response_format"] == {"type": "json_object"}  # no refusal paid again


def test_a_refused_named_function_falls_back_to_auto_for_the_next_translator_too(demo, server):
    server.script = [fake.error(400, "tool_choice: only 'auto' is supported"), fake.records(SALE)]
    assert len(drafter(demo, server).draft("Sold 2 kg apples to Bob Smith").records) == 1
    assert [r["tool_choice"] for r in server.requests] == [
        {"type": "function", "function": {"name": "propose_records"}}, "auto"]
    assert remembered(server) == "tools_auto"
    server.script = [fake.records(SALE)]
    drafter(demo, server).draft("Sold 2 kg apples to Bob Smith")
    assert server.requests[-1]["tool_choice"] == "auto" and len(server.requests) == 3


@pytest.mark.parametrize("refusal", [
    fake.error(500, "number of rules that are going to be repeated multiplied by the new repetition "
                    "exceeds sane defaults (grammar)"),
    fake.replay("llamacpp/schema_with_length_limits"),  # llama.cpp died compiling maxLength into a grammar
], ids=["grammar-refused", "server-died"])
def test_a_schema_the_server_cannot_compile_falls_back(demo, server, refusal):
    server.script = [refusal, fake.records(SALE)]
    assert len(drafter(demo, server).draft("Sold 2 kg apples to Bob Smith").records) == 1
    assert len(server.requests) == 2 and server.requests[1]["tool_choice"] == "auto"


def test_a_connection_closed_during_the_answer_is_said_so_and_not_looped(demo, server):
    server.script = [Reply(hang_up=True) for _ in range(6)]
    with pytest.raises(ModelUnavailable) as stopped:
        drafter(demo, server).draft("Sold 2 kg apples to Bob Smith")
    assert stopped.value.message == (f"The server at {server.base_url} closed the connection during the answer "
                                     "(it may have stopped on this request: its log says why).")
    assert len(server.requests) == 3  # tools, tools with auto, JSON: then it stops


def test_a_server_error_shows_the_servers_own_message_on_one_line(demo, server):
    server.script = [fake.error(503, "model is\nloading " + "x" * 400) for _ in range(3)]
    server.script[0].headers = server.script[1].headers = {"retry-after-ms": "10"}
    with pytest.raises(ModelUnavailable) as failed:
        drafter(demo, server).draft("Sold 2 kg apples to Bob Smith")
    assert failed.value.message.startswith("The model endpoint failed (503) 3 times: model is loading xxx")
    assert "\n" not in failed.value.message and len(failed.value.message) < 260


def test_a_server_error_about_the_request_body_is_not_retried(demo, server):
    server.script = [fake.replay("llamacpp/assistant_null_content_refused")]  # llama.cpp's own answer
    with pytest.raises(ModelUnavailable, match=r"failed \(500\): 7 validation errors"):
        drafter(demo, server).draft("Sold 2 kg apples to Bob Smith")
    assert len(server.requests) == 1


def test_json_answers_are_validated_and_bad_json_is_one_plain_error(demo, server):
    endpoints.remember_mode(server.base_url, "fake-model", "json_text")
    before = demo.record_count()
    server.script = [fake.text("Here you are:\n```json\n" + json.dumps({"records": [SALE]}) + "\n```")]
    (record,) = drafter(demo, server).draft("Sold 2 kg apples to Bob Smith").records
    assert record.record["customer"]["name"] == "Bob Smith"
    assert "response_format" not in server.requests[0] and "tools" not in server.requests[0]
    server.script = [fake.text("records: sale, apples"), fake.text("{not json")]
    with pytest.raises(LedgerError) as refused:
        drafter(demo, server).draft("Sold 2 kg apples to Bob Smith")
    assert "even after asking it to fix it: the function arguments are not valid JSON" in refused.value.message
    assert "\n" not in refused.value.message
    server.script = [fake.text(json.dumps({"records": [{**SALE, "items": [{"product": "apple", "quantity": -2}]}]})),
                     fake.text(json.dumps({"records": [{"kind": "delete_everything"}]}))]
    with pytest.raises(LedgerError, match="unknown record kind"):
        drafter(demo, server).draft("Sold 2 kg apples to Bob Smith")
    assert demo.record_count() == before  # a draft appends nothing; a person confirms it


def test_sql_the_guard_refuses_never_runs_in_json_mode(demo, server):
    endpoints.remember_mode(server.base_url, "fake-model", "json_object")
    before = demo.sql("SELECT COUNT(*) FROM sales").rows[0][0]
    server.script = [json_call("run_sql", purpose="x", sql="DELETE FROM sales"),
                     json_call("run_sql", purpose="x", sql="SELECT 1; DROP TABLE sales"),
                     json_call("run_sql", purpose="x", sql="UPDATE sales SET total_price = 0")]
    with pytest.raises(QuestionFailed, match="after 3 failed tries"):
        questions(demo, server).ask("Delete the sales")
    assert "Result of run_sql: Error:" in server.requests[1]["messages"][-1]["content"]
    assert demo.sql("SELECT COUNT(*) FROM sales").rows[0][0] == before


def test_llamacpps_recorded_tool_call_is_read_and_its_wrong_records_stop_at_the_draft(demo, server):
    recorded = fake.transcript("llamacpp/records_named_function")
    assert recorded["response"]["choices"][0]["message"]["tool_calls"][0]["function"]["name"] == "propose_records"
    before = demo.record_count()
    server.script = [fake.replay("llamacpp/records_named_function"), fake.replay("llamacpp/records_named_function")]
    with pytest.raises(LedgerError, match="even after asking it to fix it"):
        drafter(demo, server).draft("Sold 3 kg apples to Bob Smith on 2024-02-20")
    repair = server.requests[1]["messages"]
    assert repair[-1]["role"] == "tool" and repair[-1]["tool_call_id"].startswith("call__0_propose_records")
    assert repair[-2]["content"] == ""  # llama.cpp's server refuses null content (500, validation errors)
    assert demo.record_count() == before


def test_llamacpps_recorded_json_object_answer_is_validated(demo, server):
    endpoints.remember_mode(server.base_url, "fake-model", "json_object")
    before = demo.record_count()
    server.script = [fake.replay("llamacpp/records_json_object"), fake.replay("llamacpp/records_json_object")]
    with pytest.raises(LedgerError) as refused:
        drafter(demo, server).draft("Sold 3 kg apples to Bob Smith on 2024-02-20")
    assert "\n" not in refused.value.message and demo.record_count() == before


def test_llamacpps_recorded_run_sql_call_runs_through_the_guard(demo, server):
    server.script = [fake.replay("llamacpp/question_tools_auto"),
                     fake.tool_call({"purpose": "p", "sql": "SELECT nope FROM sales"}, name="run_sql"),
                     fake.tool_call({"purpose": "p", "sql": "SELECT nada FROM sales"}, name="run_sql")]
    with pytest.raises(QuestionFailed, match="after 3 failed tries"):
        questions(demo, server).ask("What was the total revenue?")
    sent_back = server.requests[1]["messages"][-1]
    assert sent_back["role"] == "tool" and sent_back["content"].startswith("Error: There is no column 'sales'")
