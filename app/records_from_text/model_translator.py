"""Records from text by a language model (through app/model_client.py, the SDK's only user).

The model must answer by calling one function whose parameters are the record schema (or, on a
server without tool calling, with that function's arguments as JSON: app/adapters/
model_protocol.py); its arguments are validated like any other record, and an invalid answer is
sent back once for repair. Whatever the text says, the result can only be records of the known kinds, each still
checked by the ledger's rules when confirmed.
"""

from __future__ import annotations

import json
from typing import Any

from app.adapters.model_client import ModelClient, ModelUnavailable, Reply, deadline_for
from app.adapters.model_protocol import PortableChat
from app.config.model import ModelSettings
from app.records_from_text import record_prompt
from app.records_from_text.drafts import NotUnderstood, TranslationContext
from domain.errors import InvalidRecord, LedgerError
from domain.records import parse_record, record_to_json

__all__ = ["ModelTranslator", "ModelUnavailable"]


class ModelTranslator:
    def __init__(self, settings: ModelSettings):
        self.settings = settings
        self.name = settings.model
        self.client = ModelClient(settings)
        self.chat = PortableChat(self.client)

    def translate(self, text: str, context: TranslationContext) -> list[dict[str, Any]]:
        messages = record_prompt.messages(text, context)
        deadline = deadline_for(self.settings)  # the whole turn, the repair included
        reply = self._ask(messages, deadline)
        records, problem = _read(reply)
        if problem is None:
            return records
        messages += _repair(reply, problem)
        reply = self._ask(messages, deadline)
        records, again = _read(reply)
        if again is not None:
            raise LedgerError(f"The model's answer could not be used, even after asking it to fix it: {again}")
        return records

    def check(self) -> str:
        return self.client.check()

    def _ask(self, messages: list[dict[str, Any]], deadline: float) -> Reply:
        return self.chat.ask(messages, [record_prompt.tool()], deadline, function=record_prompt.TOOL_NAME)


def _read(reply: Reply) -> tuple[list[dict[str, Any]], str | None]:
    """The records a reply proposes, or a description of what is wrong with it."""
    calls = [c for c in reply.tool_calls if c.name == record_prompt.TOOL_NAME]
    if not calls:
        if reply.refusal:
            raise NotUnderstood(f"The model declined: {reply.refusal}")
        return [], f"call the function {record_prompt.TOOL_NAME} instead of answering in text"
    try:
        arguments = json.loads(calls[0].arguments)
    except json.JSONDecodeError as e:
        return [], f"the function arguments are not valid JSON ({e.msg} at character {e.pos})"
    if not isinstance(arguments, dict) or not isinstance(arguments.get("records"), list):
        return [], 'the arguments must be an object like {"records": [...]}'
    if not arguments["records"]:
        reason = arguments.get("not_understood") or "it found no record in the text"
        raise NotUnderstood(f"The model did not find records: {reason}.")
    records, problems = [], []
    for number, raw in enumerate(arguments["records"], start=1):
        try:
            records.append(record_to_json(parse_record(raw)))
        except InvalidRecord as e:
            problems.append(f"record {number}: {e.message}")
    return records, "; ".join(problems) or None


def _repair(reply: Reply, problem: str) -> list[dict[str, Any]]:
    """The model's own answer and what is wrong with it, for one more try."""
    fix = f"That answer cannot be used: {problem}. Call {record_prompt.TOOL_NAME} again with corrected records."
    if not reply.tool_calls:
        return [{"role": "assistant", "content": reply.content or ""}, {"role": "user", "content": fix}]
    return [reply.as_message(), *({"role": "tool", "tool_call_id": c.id, "content": fix} for c in reply.tool_calls)]
