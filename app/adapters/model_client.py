"""The language model endpoint: the only module that imports the `openai` SDK.

Any OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp server, vLLM) through the official
SDK, which also retries 429, 5xx, connection errors and timeouts with backoff (`max_retries`).
Replies come back as plain dataclasses and failures as one plain sentence (ModelUnavailable),
so the translators and the question answerer never touch the SDK.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.config.model import ModelSettings
from domain.errors import LedgerError

if TYPE_CHECKING:
    import openai


def _sdk() -> Any:
    """The SDK, imported when a model is first used: it takes about half a second, which no
    command that talks to no model should pay."""
    import openai

    return openai


class ModelUnavailable(LedgerError):
    """The endpoint could not be used (unreachable, refused the key, failing, too slow)."""


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text, as the model wrote it


@dataclass(frozen=True)
class Reply:
    content: str | None
    refusal: str | None
    tool_calls: tuple[ToolCall, ...]

    def as_message(self) -> dict[str, Any]:
        """The reply as the assistant message to send back in a conversation."""
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [{"id": c.id, "type": "function",
                                      "function": {"name": c.name, "arguments": c.arguments}}
                                     for c in self.tool_calls]
        return message


def deadline_for(settings: ModelSettings) -> float:
    """When one model turn (a text's records, a question's steps) must have ended, in
    time.monotonic() seconds: retries, repairs and slow servers included."""
    return time.monotonic() + settings.deadline


class ModelClient:
    def __init__(self, settings: ModelSettings):
        self.settings = settings
        self._client = self._new_client()

    def _new_client(self) -> openai.OpenAI:
        return _sdk().OpenAI(
            base_url=self.settings.base_url,
            api_key=self.settings.api_key or "no-key",  # local servers need none; the SDK needs a value
            timeout=self.settings.timeout,
            max_retries=self.settings.max_retries,
        )

    def chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]],
             tool_choice: Any = "auto", deadline: float | None = None) -> Reply:
        """One completion. `deadline` (time.monotonic()) bounds it in all: a server that drips
        a byte at a time never times out a read, so the call is abandoned when it passes."""
        deadline = deadline_for(self.settings) if deadline is None else deadline
        completion = self._within(deadline, lambda: self._client.chat.completions.create(
            model=self.settings.model, messages=messages, tools=tools,  # type: ignore[arg-type]
            tool_choice=tool_choice, temperature=0,
        ))
        return _reply(completion)

    def _within(self, deadline: float, call: Any) -> Any:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise ModelUnavailable(f"The model took longer than {self.settings.deadline:g} s in all; stopped.")
        outcome: dict[str, Any] = {}

        def run() -> None:
            try:
                outcome["value"] = call()
            except BaseException as e:
                outcome["error"] = e

        worker = threading.Thread(target=run, daemon=True, name="model-call")
        worker.start()
        worker.join(remaining)
        if worker.is_alive():  # abandon it: closing the client ends its connection
            stuck, self._client = self._client, self._new_client()
            stuck.close()
            raise ModelUnavailable(f"The model took longer than {self.settings.deadline:g} s in all; stopped.")
        if "error" in outcome:
            error = outcome["error"]
            if isinstance(error, _sdk().OpenAIError):
                raise _plain(error, self.settings) from None
            if isinstance(error, LedgerError):
                raise error
            raise ModelUnavailable(f"The model endpoint sent an answer ChatLedger cannot read "
                                   f"({type(error).__name__}).") from None
        return outcome["value"]

    def check(self) -> str:
        """A one-line answer to "test connection"."""
        listed = self._within(deadline_for(self.settings), lambda: self._client.models.list())
        found = [str(getattr(m, "id", "")) for m in getattr(listed, "data", None) or []]
        if self.settings.model not in found:
            listed = ", ".join(found[:10]) or "none"
            return f"Connected, but {self.settings.base_url} has no model {self.settings.model!r} (it has: {listed})."
        return f"Connected to {self.settings.base_url}; model {self.settings.model} is there."


def _reply(completion: Any) -> Reply:
    """What a completion says, whatever its shape: a server may send null messages, arguments as
    an object rather than JSON text, or no choices at all."""
    choices = getattr(completion, "choices", None)
    message = getattr(choices[0], "message", None) if isinstance(choices, list) and choices else None
    if message is None:
        raise ModelUnavailable("The model endpoint sent an answer that is not a chat completion.")
    calls = []
    for call in getattr(message, "tool_calls", None) or []:
        function = getattr(call, "function", None)
        if function is None:
            continue
        arguments = getattr(function, "arguments", None)
        if not isinstance(arguments, str):
            arguments = "" if arguments is None else json.dumps(arguments, default=str)
        calls.append(ToolCall(str(getattr(call, "id", "") or "call"), str(getattr(function, "name", "") or ""),
                              arguments))
    content = getattr(message, "content", None)
    refusal = getattr(message, "refusal", None)
    return Reply(content if isinstance(content, str) else None,
                 refusal if isinstance(refusal, str) else None, tuple(calls))


def _plain(error: openai.OpenAIError, settings: ModelSettings) -> LedgerError:
    openai = _sdk()
    where = settings.base_url
    tries = settings.max_retries + 1
    if isinstance(error, openai.AuthenticationError):
        return ModelUnavailable(f"The model endpoint {where} refused the API key (401). Set it with "
                                "`chatledger config set model.api_key`, or work offline.")
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
                                "ChatLedger works offline without it (--offline).")
    if isinstance(error, openai.APIStatusError):
        if error.status_code >= 500:
            return ModelUnavailable(f"The model endpoint failed ({error.status_code}) {tries} times; try again later.")
        return ModelUnavailable(f"The model endpoint refused the request ({error.status_code}): {_detail(error)}")
    if isinstance(error, openai.APIResponseValidationError):
        return ModelUnavailable("The model endpoint sent an answer that is not a chat completion.")
    return ModelUnavailable(f"The model could not be used: {error.__class__.__name__}.")


def _detail(error: openai.APIStatusError) -> str:
    body = error.body if isinstance(error.body, dict) else {}
    message = body.get("message") or (body.get("error") or {}).get("message")
    return str(message or error.message)[:200]
