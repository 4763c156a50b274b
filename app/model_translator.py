"""Records from text by a language model: the only module that imports the `openai` SDK.

Any OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp server, vLLM) through the official
SDK, which also retries 429, 5xx, connection errors and timeouts with backoff (`max_retries`).
The model must answer by calling one function whose parameters are the record schema; its
arguments are validated like any other record, and an invalid answer is sent back once for
repair. Whatever the text says, the result can only be records of the known kinds, each still
checked by the ledger's rules when confirmed.
"""

from __future__ import annotations

import json
from typing import Any

import openai

from app import record_prompt
from app.drafts import NotUnderstood, TranslationContext
from app.model_settings import ModelSettings
from domain.errors import InvalidRecord, LedgerError
from domain.records import parse_record, record_to_json


class ModelUnavailable(LedgerError):
    """The endpoint could not be used (unreachable, refused the key, failing, too slow)."""


class ModelTranslator:
    def __init__(self, settings: ModelSettings):
        self.settings = settings
        self.name = settings.model
        self._client = openai.OpenAI(
            base_url=settings.base_url,
            api_key=settings.api_key or "no-key",  # local servers need none; the SDK needs a value
            timeout=settings.timeout,
            max_retries=settings.max_retries,
        )

    def translate(self, text: str, context: TranslationContext) -> list[dict[str, Any]]:
        messages = record_prompt.messages(text, context)
        reply = self._ask(messages)
        records, problem = _read(reply)
        if problem is None:
            return records
        messages += _repair(reply, problem)
        reply = self._ask(messages)
        records, again = _read(reply)
        if again is not None:
            raise LedgerError(f"The model's answer could not be used, even after asking it to fix it: {again}")
        return records

    def check(self) -> str:
        """A one-line answer to "test connection"."""
        try:
            found = [m.id for m in self._client.models.list()]
        except openai.OpenAIError as e:
            raise _plain(e, self.settings) from None
        if self.settings.model not in found:
            listed = ", ".join(found[:10]) or "none"
            return f"Connected, but {self.settings.base_url} has no model {self.settings.model!r} (it has: {listed})."
        return f"Connected to {self.settings.base_url}; model {self.settings.model} is there."

    def _ask(self, messages: list[dict[str, Any]]):  # noqa: ANN202 - an SDK message
        try:
            completion = self._client.chat.completions.create(
                model=self.settings.model,
                messages=messages,
                tools=[record_prompt.tool()],
                tool_choice={"type": "function", "function": {"name": record_prompt.TOOL_NAME}},
                temperature=0,
            )
        except openai.OpenAIError as e:
            raise _plain(e, self.settings) from None
        if not getattr(completion, "choices", None):
            raise ModelUnavailable("The model endpoint sent an answer that is not a chat completion.")
        return completion.choices[0].message


def _read(message) -> tuple[list[dict[str, Any]], str | None]:  # noqa: ANN001
    """The records a reply proposes, or a description of what is wrong with it."""
    calls = [c for c in (message.tool_calls or []) if c.function.name == record_prompt.TOOL_NAME]
    if not calls:
        if getattr(message, "refusal", None):
            raise NotUnderstood(f"The model declined: {message.refusal}")
        return [], f"call the function {record_prompt.TOOL_NAME} instead of answering in text"
    try:
        arguments = json.loads(calls[0].function.arguments or "")
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


def _repair(message, problem: str) -> list[dict[str, Any]]:  # noqa: ANN001
    """The model's own answer and what is wrong with it, for one more try."""
    fix = f"That answer cannot be used: {problem}. Call {record_prompt.TOOL_NAME} again with corrected records."
    calls = message.tool_calls or []
    if not calls:
        return [{"role": "assistant", "content": message.content or ""}, {"role": "user", "content": fix}]
    assistant = {"role": "assistant", "content": message.content,
                 "tool_calls": [{"id": c.id, "type": "function",
                                 "function": {"name": c.function.name, "arguments": c.function.arguments}}
                                for c in calls]}
    return [assistant, *({"role": "tool", "tool_call_id": c.id, "content": fix} for c in calls)]


def _plain(error: openai.OpenAIError, settings: ModelSettings) -> LedgerError:
    where = settings.base_url
    tries = settings.max_retries + 1
    if isinstance(error, openai.AuthenticationError):
        return ModelUnavailable(f"The model endpoint {where} refused the API key (401). Set it with "
                                "`chatledger config set model.api_key`, or use the offline grammar.")
    if isinstance(error, openai.PermissionDeniedError):
        return ModelUnavailable(f"The API key may not use model {settings.model!r} at {where} (403).")
    if isinstance(error, openai.NotFoundError):
        return ModelUnavailable(f"{where} has no model {settings.model!r}, or is not an OpenAI-compatible "
                                "endpoint (404). Check model.base_url (it usually ends in /v1) and model.name.")
    if isinstance(error, openai.RateLimitError):
        return ModelUnavailable(f"The model endpoint is busy or out of quota (429), {tries} tries; try again later.")
    if isinstance(error, openai.APITimeoutError):
        return ModelUnavailable(f"The model did not answer within {settings.timeout:g} s ({tries} tries).")
    if isinstance(error, openai.APIConnectionError):
        return ModelUnavailable(f"Cannot reach the model endpoint at {where}. Is the server running? "
                                "The offline grammar works without it (--offline).")
    if isinstance(error, openai.APIStatusError):
        if error.status_code >= 500:
            return ModelUnavailable(f"The model endpoint failed ({error.status_code}) {tries} times; try again later.")
        return ModelUnavailable(f"The model endpoint refused the request ({error.status_code}): {_detail(error)}")
    if isinstance(error, openai.APIResponseValidationError):
        return ModelUnavailable("The model endpoint sent an answer that is not a chat completion.")
    return ModelUnavailable(f"The model could not be used: {error.__class__.__name__}.")


def _detail(error: openai.APIStatusError) -> str:
    body = error.body if isinstance(error.body, dict) else {}
    message = body.get("message") or (body.get("error") or {}).get("message") if isinstance(body, dict) else None
    return str(message or error.message)[:200]
