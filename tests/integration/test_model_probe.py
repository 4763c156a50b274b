"""`chatledger config test` / Test connection (issue 18): what the endpoint supports, in the
server's own words when it refuses, and the way ChatLedger will ask it, remembered."""

import pytest

from app.config import endpoints
from app.services import Services
from tests.support import fake_openai as fake
from tests.support.fake_openai import FakeOpenAI


def probed(server):
    return Services.test_connection(server.base_url, "fake-model", None).splitlines()


def test_a_server_with_tool_calling_and_json(server):
    server.script = [fake.tool_call({"word": "yes"}, name="echo"), fake.text('{"word": "yes"}')]
    assert probed(server) == [
        f"Connected to {server.base_url}; model fake-model is there.",
        "Tool calling: yes, a named function",
        "JSON output: yes, response_format json_object",
        "ChatLedger will use: tool calls (a named function where one is meant)."]
    named, as_json = server.requests
    assert named["tool_choice"] == {"type": "function", "function": {"name": "echo"}}
    assert as_json["response_format"] == {"type": "json_object"} and "tools" not in as_json
    assert endpoints.remembered_mode(server.base_url, "fake-model") == "tools"


def test_a_server_with_tool_calling_switched_off(server):
    off = "tools are not supported by this server"
    server.script = [fake.error(400, off), fake.error(400, off), fake.text('{"word": "yes"}')]
    lines = probed(server)
    assert lines[1:] == [
        f"Tool calling: no. The server said: The model endpoint refused the request (400): {off}",
        "JSON output: yes, response_format json_object",
        "ChatLedger will use: JSON output (response_format json_object, the schema in the prompt)."]
    assert endpoints.remembered_mode(server.base_url, "fake-model") == "json_object"


def test_llamacpps_refusal_and_a_server_without_response_format(server):
    server.script = [fake.replay("llamacpp/question_required_refused"), fake.tool_call({"word": "yes"}, name="echo"),
                     fake.error(400, "response_format is not supported"), fake.text('Sure: {"word": "yes"}')]
    lines = probed(server)
    assert lines[1] == ("Tool calling: yes, with tool_choice auto (a named function was refused: "
                        "The model endpoint refused the request (500): (no message))")
    assert lines[2].startswith("JSON output: yes, in the answer's text (response_format was refused: ")
    assert lines[3] == "ChatLedger will use: tool calls with tool_choice auto (asked again when it answers in text)."


def test_a_failing_server_confirms_nothing_and_remembers_nothing(server):
    server.script = [fake.error(503, "loading model"), fake.error(503, "loading model")]
    lines = probed(server)
    assert lines[1] == "Tool calling: could not be tried: The model endpoint failed (503): loading model"
    assert lines[3] == ("ChatLedger will use: tool calls (a named function where one is meant), "
                        "not confirmed by this test.")
    assert endpoints.remembered_mode(server.base_url, "fake-model") is None
    assert len(server.requests) == 2  # no retries in a test


def test_a_model_that_writes_text_instead(server):
    server.script = [fake.text("yes"), fake.text("yes")]
    lines = probed(server)
    assert lines[1].startswith("Tool calling: the server took a named function but the model answered in text")
    assert lines[2] == "JSON output: no, the answer was not JSON: 'yes'"


def test_nothing_listening_is_one_sentence():
    with FakeOpenAI() as gone:
        url = gone.base_url
    with pytest.raises(Exception, match=f"Nothing is listening at {url}"):
        Services.test_connection(url, "fake-model", None)
