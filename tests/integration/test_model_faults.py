"""Model answers of any shape, and bounds on a model's turn (issue 14, M12, M13): the real SDK
against the fake server. Every failure is one plain sentence; nothing waits past the deadline;
one question cannot run unbounded queries or build unbounded past states."""

import datetime as dt
import json
import time

import pytest

from app.adapters.model_client import ModelClient
from app.config.model import ModelSettings
from app.questions.answers import QuestionFailed
from app.questions.model_answerer import MAX_AS_OF, MAX_STEPS
from app.questions.service import Questions
from app.records_from_text.drafting import Drafter
from app.records_from_text.model_translator import ModelTranslator
from domain.errors import LedgerError
from tests.support import fake_openai as fake
from tests.support.fake_openai import Reply

TODAY = dt.date(2024, 3, 1)
SALE = {"kind": "sale", "date": "2024-02-13", "customer": {"name": "Bob Smith"},
        "items": [{"product": "apple", "quantity": 2}]}


def settings(server, **more):
    return ModelSettings(**{"base_url": server.base_url, "model": "fake-model", "api_key": None,
                            "timeout": 5, "max_retries": 0, **more})


def drafter(ledger, server, **more):
    return Drafter(ledger, ModelTranslator(settings(server, **more)), today=lambda: TODAY)


def _completion(message):
    return {"id": "x", "object": "chat.completion", "created": 0, "model": "fake-model",
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}


@pytest.mark.parametrize("reply", [
    Reply(body=b"this is not json"), Reply(body=b""), Reply(body={"choices": []}),
    Reply(body=_completion(None)), Reply(body={"unexpected": True}),
    Reply(body=_completion({"role": "assistant", "content": None, "tool_calls": [{"id": "c", "type": "function"}]})),
], ids=["not-json", "empty", "no-choices", "null-message", "not-a-completion", "call-without-function"])
def test_a_broken_answer_is_one_plain_sentence(ledger, server, reply):
    ledger.load_demo()
    server.script = [reply, reply]
    with pytest.raises(LedgerError) as refused:
        drafter(ledger, server).draft("Sold 2 kg apples to Bob Smith")
    assert "\n" not in refused.value.message and "Traceback" not in refused.value.message


def test_arguments_sent_as_an_object_are_read_like_json_text(ledger, server):
    ledger.load_demo()
    message = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "propose_records", "arguments": {"records": [SALE]}}}]}
    server.script = [Reply(body=_completion(message))]
    draft = drafter(ledger, server).draft("Sold 2 kg apples to Bob Smith")
    assert draft.records[0].record["items"][0]["product"] == "apple"


def test_a_server_dripping_bytes_is_stopped_at_the_deadline(ledger, server):
    """A byte every 0.2 s never trips a 1 s read timeout; the 2 s deadline ends the turn."""
    ledger.load_demo()
    slow = fake.records(SALE)
    slow.drip = 0.2
    server.script = [slow, slow]
    start = time.monotonic()
    with pytest.raises(LedgerError, match="longer than 2 s in all"):
        drafter(ledger, server, timeout=1, total=2).draft("Sold 2 kg apples to Bob Smith")
    assert time.monotonic() - start < 3


def test_the_cli_says_a_broken_answer_in_one_line(ledger, server, chatledger, tmp_path):
    from app.config import keys

    keys.set_value("model.base_url", server.base_url)
    keys.set_value("model.name", "fake-model")
    server.script = [Reply(body=b"garbage"), Reply(body=b"garbage")]
    ran = chatledger("parse", "Sold 2 kg apples to Bob Smith", data_dir=tmp_path / "shop")
    assert ran.code == 1 and ran.err.count("\n") == 1
    assert "cannot read" in ran.err or "not a chat completion" in ran.err


def _questions(ledger, server):
    return Questions(ledger, ModelClient(settings(server)), today=lambda: TODAY)


def test_one_question_runs_at_most_a_few_queries(ledger, server):
    ledger.load_demo()
    server.script = [fake.tool_call({"purpose": "p", "sql": "SELECT COUNT(*) FROM sales"}, name="run_sql")
                     for _ in range(31)]
    with pytest.raises(QuestionFailed):
        _questions(ledger, server).ask("How many sales?")
    ran = sum(1 for r in server.requests for m in r["messages"][-1:] if m["role"] == "tool"
              and m["content"].startswith('{"step"'))
    assert ran <= MAX_STEPS
    assert f"at most {MAX_STEPS} queries" in server.requests[-1]["messages"][-1]["content"]


def test_one_question_looks_at_a_few_past_days_at_most(ledger, server):
    ledger.load_demo()
    days = [f"2024-02-{d:02d}" for d in range(1, 8)]
    server.script = [fake.tool_call({"purpose": "p", "sql": "SELECT COUNT(*) FROM sales", "as_of_date": d},
                                    name="run_sql") for d in days]
    with pytest.raises(QuestionFailed):
        _questions(ledger, server).ask("Sales count each day?")
    assert len(ledger.read_model.view_keys()) <= MAX_AS_OF
    assert any(f"at most {MAX_AS_OF} different as_of_date" in json.dumps(r["messages"][-1]) for r in server.requests)
