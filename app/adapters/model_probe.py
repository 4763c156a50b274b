"""`chatledger config test` and the window's Test connection: whether the endpoint answers and
has the model, whether it calls a named function, whether it writes JSON on request, and which
way of asking (app/adapters/model_protocol.py) ChatLedger will use there, which is remembered.
Each probe is one short request with a tiny schema; a refusal is shown in the server's words."""

from __future__ import annotations

from typing import Any

from app.adapters.model_client import AnswerCut, FeatureRefused, ModelClient, ModelUnavailable, Reply, deadline_for
from app.adapters.model_protocol import MODES, SAID, first_json_object
from app.config import endpoints

PROBE_TOKENS = 60  # of answer: the probes need a word
ECHO = {"type": "function", "function": {
    "name": "echo", "description": "Repeat one word.",
    "parameters": {"type": "object", "properties": {"word": {"type": "string"}}, "required": ["word"]}}}
ASK_TOOL = [{"role": "user", "content": "Call the function echo with the word yes."}]
ASK_JSON = [{"role": "system", "content": 'Answer with one JSON object only, like {"word": "..."}.'},
            {"role": "user", "content": 'Write the JSON object {"word": "yes"}.'}]


def probe(client: ModelClient) -> list[str]:
    """The lines to show, the first saying whether the endpoint is there at all."""
    connected = client.check()
    if not connected.startswith("Connected to"):
        return [connected]
    tools_said, tools_mode = _tools(client)
    json_said, json_mode = _json(client)
    settings = client.settings
    mode = tools_mode or json_mode
    if mode is None:
        known = endpoints.remembered_mode(settings.base_url, settings.model) or MODES[0]
        use = f"ChatLedger will use: {SAID[known]}, not confirmed by this test."
    else:
        endpoints.remember_mode(settings.base_url, settings.model, mode)
        use = f"ChatLedger will use: {SAID[mode]}."
    return [connected, tools_said, json_said, use]


def _ask(client: ModelClient, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None,
         tool_choice: Any = None, response_format: dict[str, Any] | None = None) -> Reply:
    return client.chat(messages, tools, tool_choice, deadline_for(client.settings), response_format,
                       max_tokens=PROBE_TOKENS)


def _tools(client: ModelClient) -> tuple[str, str | None]:
    named = {"type": "function", "function": {"name": "echo"}}
    try:
        reply = _ask(client, ASK_TOOL, [ECHO], named)
    except ModelUnavailable as refused:
        if not _about_the_request(refused):
            return f"Tool calling: could not be tried: {refused.message}", None
        try:
            reply = _ask(client, ASK_TOOL, [ECHO], "auto")
        except ModelUnavailable as again:
            return f"Tool calling: no. The server said: {again.message}", None
        if _called(reply):
            return (f"Tool calling: yes, with tool_choice auto (a named function was refused: "
                    f"{refused.message})", "tools_auto")
        return (f"Tool calling: no. A named function was refused ({refused.message}); "
                "with auto the model wrote text."), None
    if _called(reply):
        return "Tool calling: yes, a named function", "tools"
    return ("Tool calling: the server took a named function but the model answered in text "
            "(tool_choice ignored?)", "tools_auto")


def _json(client: ModelClient) -> tuple[str, str | None]:
    try:
        reply = _ask(client, ASK_JSON, response_format={"type": "json_object"})
    except ModelUnavailable as refused:
        if not _about_the_request(refused):
            return f"JSON output: could not be tried: {refused.message}", None
        try:
            reply = _ask(client, ASK_JSON)
        except ModelUnavailable as again:
            return f"JSON output: no. The server said: {again.message}", None
        if first_json_object(reply.content or "") is not None:
            return (f"JSON output: yes, in the answer's text (response_format was refused: "
                    f"{refused.message})"), "json_text"
        return f"JSON output: no. response_format was refused ({refused.message}) and the answer was not JSON.", None
    if first_json_object(reply.content or "") is not None:
        return "JSON output: yes, response_format json_object", "json_object"
    return f"JSON output: no, the answer was not JSON: {(reply.content or '')[:80]!r}", None


def _called(reply: Reply) -> bool:
    return any(call.name == "echo" and first_json_object(call.arguments) is not None for call in reply.tool_calls)


def _about_the_request(error: ModelUnavailable) -> bool:
    return isinstance(error, (FeatureRefused, AnswerCut))
