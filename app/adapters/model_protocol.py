"""Asking a model in a way any OpenAI-compatible server takes (OpenAI, vLLM, Ollama, llama.cpp).

Servers implement different parts of tool calling, so there are four ways of asking, tried in
this order and each only after the one before was refused:

- "tools": the functions, and tool_choice naming the one meant (never "required", which
  llama.cpp's server and Ollama refuse); with several functions (a question's steps), "auto";
- "tools_auto": tool_choice "auto"; a text answer is asked again by the caller;
- "json_object": no tools; response_format json_object and the schema in the prompt;
- "json_text": no tools and no response_format; JSON in the answer's text.

In the JSON ways the answer is turned into the same tool call the caller reads, so it is
parsed and validated the same way (pydantic for records, the guard for SQL). A way is left only
on a refusal of the request's shape (FeatureRefused) or, for tools, a connection dropped during
the answer (a server that died compiling the schema); what worked is remembered per endpoint.
Schemas sent lose length limits, patterns, formats and big enums, which grammar compilers
choke on: the limits are enforced afterwards, on our side.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from app.adapters.model_client import AnswerCut, FeatureRefused, ModelClient, Reply, ToolCall
from app.config import endpoints

MODES = ("tools", "tools_auto", "json_object", "json_text")
# How each way is described to people (`config test`, the window's Test connection).
SAID = {
    "tools": "tool calls (a named function where one is meant)",
    "tools_auto": "tool calls with tool_choice auto (asked again when it answers in text)",
    "json_object": "JSON output (response_format json_object, the schema in the prompt)",
    "json_text": "JSON in the answer's text (the schema in the prompt)",
}
DROPPED = frozenset({"maxLength", "minLength", "pattern", "maxItems", "minItems", "format"})
BIG_ENUM = 24  # values; a longer enum becomes a plain string, checked afterwards


def portable(schema: Any) -> Any:
    """A copy of a JSON schema without what grammar compilers choke on."""
    if isinstance(schema, list):
        return [portable(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    kept = {}
    for key, value in schema.items():
        if key in DROPPED and not isinstance(value, dict):
            continue
        if key == "enum" and isinstance(value, list) and len(value) > BIG_ENUM:
            continue
        kept[key] = portable(value) if key not in ("enum", "const", "required") else value
    return kept


def portable_tools(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{**tool, "function": {**tool["function"], "parameters": portable(tool["function"]["parameters"])}}
            for tool in tools]


class PortableChat:
    """One conversation's requests to one endpoint, in the way it was found to accept."""

    def __init__(self, client: ModelClient,
                 recall: Callable[[str, str], str | None] = endpoints.remembered_mode,
                 remember: Callable[[str, str, str], None] = endpoints.remember_mode):
        self.client = client
        self._recall, self._remember = recall, remember
        self.mode: str | None = None  # learned on the first ask
        self._known: str | None = None  # what the settings file says

    def ask(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]], deadline: float,
            function: str | None = None) -> Reply:
        """The next reply; `function`: the one function meant, if only one is."""
        settings = self.client.settings
        if self.mode is None:
            self._known = self._recall(settings.base_url, settings.model)
            self.mode = self._known if self._known in MODES else MODES[0]
        while True:
            try:
                reply = self._send(self.mode, messages, portable_tools(tools), function, deadline)
            except (FeatureRefused, AnswerCut) as e:
                if not _falls_back(self.mode, e):
                    raise
                self.mode = MODES[MODES.index(self.mode) + 1]
                # remembered at once: a server that died on the request cannot confirm anything
                self._note(self.mode)
                continue
            if self.mode != (self._known or MODES[0]):  # the default that worked is not written down
                self._note(self.mode)
            return reply

    def _note(self, mode: str) -> None:
        if mode != self._known:
            self._known = mode
            self._remember(self.client.settings.base_url, self.client.settings.model, mode)

    def _send(self, mode: str, messages: list[dict[str, Any]], tools: list[dict[str, Any]],
              function: str | None, deadline: float) -> Reply:
        if mode == "tools":
            choice = {"type": "function", "function": {"name": function}} if function else "auto"
            return self.client.chat(messages, tools, choice, deadline)
        if mode == "tools_auto":
            return self.client.chat(messages, tools, "auto", deadline)
        plain = as_json_conversation(messages, tools, function)
        response_format = {"type": "json_object"} if mode == "json_object" else None
        reply = self.client.chat(plain, None, None, deadline, response_format)
        return from_json_answer(reply, tools, function)


def _falls_back(mode: str, error: Exception) -> bool:
    if mode == MODES[-1]:
        return False
    if isinstance(error, AnswerCut):
        return mode in ("tools", "tools_auto")
    return True


# --- the JSON ways: the schema in the prompt, the answer read back as a tool call -----------

def as_json_conversation(messages: list[dict[str, Any]], tools: list[dict[str, Any]],
                         function: str | None) -> list[dict[str, Any]]:
    """The conversation without tool messages (servers without tools refuse them), and the
    instruction to answer in JSON added to the system message."""
    names: dict[str, str] = {}
    plain: list[dict[str, Any]] = []
    for message in messages:
        if message.get("role") == "assistant" and message.get("tool_calls"):
            calls = message["tool_calls"]
            for call in calls:
                names[call["id"]] = call["function"]["name"]
            # one call per turn is what the JSON ways ask for, so the first stands for the turn
            plain.append({"role": "assistant", "content": message.get("content") or json.dumps(
                _as_json(calls[0]["function"], function), ensure_ascii=False)})
        elif message.get("role") == "tool":
            name = names.get(message.get("tool_call_id", ""), "the function")
            plain.append({"role": "user", "content": f"Result of {name}: {message.get('content', '')}"})
        else:
            plain.append(dict(message))
    instruction = json_instruction(tools, function)
    if plain and plain[0].get("role") == "system":
        plain[0]["content"] = f"{plain[0].get('content') or ''}\n\n{instruction}"
    else:
        plain.insert(0, {"role": "system", "content": instruction})
    return plain


def _as_json(call: dict[str, Any], function: str | None) -> Any:
    try:
        arguments = json.loads(call.get("arguments") or "{}")
    except json.JSONDecodeError:
        arguments = call.get("arguments")
    return arguments if function else {"function": call.get("name"), "arguments": arguments}


def json_instruction(tools: list[dict[str, Any]], function: str | None) -> str:
    if function:
        (tool,) = [t["function"] for t in tools if t["function"]["name"] == function]
        return ("Answer with one JSON object and nothing else (no text around it, no code fence): "
                f"the arguments of {function} ({tool.get('description', '')}), following this JSON "
                f"schema:\n{json.dumps(tool['parameters'], ensure_ascii=False)}")
    listed = "\n".join(f"- {t['function']['name']}: {t['function'].get('description', '')} Arguments "
                       f"schema: {json.dumps(t['function']['parameters'], ensure_ascii=False)}" for t in tools)
    return ("Answer with one JSON object and nothing else (no text around it, no code fence): "
            '{"function": NAME, "arguments": {...}} where NAME is one of these functions:\n' + listed)


def from_json_answer(reply: Reply, tools: list[dict[str, Any]], function: str | None) -> Reply:
    """The answer's JSON as the tool call the caller reads. An answer that is not JSON: for one
    function, its text as the arguments (the caller's validation says what is wrong); for
    several, a text answer (the caller asks again)."""
    text = reply.content or ""
    value = first_json_object(text)
    if function:
        arguments = json.dumps(value, ensure_ascii=False) if value is not None else text
        return Reply(reply.content, reply.refusal, (ToolCall("json-1", function, arguments),))
    known = {t["function"]["name"] for t in tools}
    if isinstance(value, dict) and value.get("function") in known:
        given = value.get("arguments")
        text_arguments = given if isinstance(given, str) else json.dumps(given or {}, ensure_ascii=False)
        return Reply(reply.content, reply.refusal, (ToolCall("json-1", str(value["function"]), text_arguments),))
    return Reply(reply.content, reply.refusal, ())


def first_json_object(text: str) -> Any:
    """The first JSON object in the text (models wrap it in code fences or words)."""
    decoder = json.JSONDecoder()
    start, tries = text.find("{"), 0
    while start != -1 and tries < 50:  # bounded: a long answer full of braces
        tries += 1
        try:
            value, _end = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            start = text.find("{", start + 1)
            continue
        if isinstance(value, dict):
            return value
        start = text.find("{", start + 1)
    return None
