"""The language model endpoint: the only module that imports the `openai` SDK.

Any OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp server, vLLM) through the official
SDK. Retries are ours, not the SDK's: only 429, a 5xx that is not about the request's tools, and
timeouts, `max_retries` times with backoff, within the turn's deadline. Replies come back as
plain dataclasses and failures as one plain sentence (ModelUnavailable, or its kinds that
app/adapters/model_protocol.py falls back on), so the callers never touch the SDK.
"""

from __future__ import annotations

import json
import re
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


class FeatureRefused(ModelUnavailable):
    """The server refused a part of the request (tools, tool_choice, response_format, a schema's
    grammar): another way of asking may work."""


class AnswerCut(ModelUnavailable):
    """The server closed the connection after taking the request, before the answer ended (a
    server that crashed on it, e.g. compiling a schema into a grammar)."""


# A refusal naming one of these is about how we asked, not about the server's health.
_FEATURE_WORDS = re.compile(r"tool|function|grammar|response_format|json_object|json_schema|schema", re.I)
MAX_PAUSE = 8.0  # seconds between retries, at most


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
        # a string even when empty: llama.cpp's server refuses a null content (500, validation errors)
        message: dict[str, Any] = {"role": "assistant", "content": self.content or ""}
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
            max_retries=0,  # ours: see chat()
        )

    def chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None,
             tool_choice: Any = None, deadline: float | None = None,
             response_format: dict[str, Any] | None = None, max_tokens: int | None = None) -> Reply:
        """One completion. `deadline` (time.monotonic()) bounds it in all: a server that drips
        a byte at a time never times out a read, so the call is abandoned when it passes."""
        deadline = deadline_for(self.settings) if deadline is None else deadline
        request: dict[str, Any] = {"model": self.settings.model, "messages": messages, "temperature": 0}
        if tools:
            request.update(tools=tools, tool_choice=tool_choice or "auto")
        if response_format:
            request["response_format"] = response_format
        if max_tokens:
            request["max_tokens"] = max_tokens
        shaped = bool(tools or response_format)
        for attempt in range(1, self.settings.max_retries + 2):
            try:
                completion = self._within(deadline, lambda: self._client.chat.completions.create(**request))
            except _SdkFailure as failure:
                if attempt <= self.settings.max_retries and _retryable(failure.error, shaped):
                    self._pause(failure.error, attempt, deadline)
                    continue
                raise _plain(failure.error, self.settings, attempt, shaped) from None
            return _reply(completion)
        raise AssertionError("unreachable")  # the loop returns or raises

    def _pause(self, error: Any, attempt: int, deadline: float) -> None:
        """Before the next try: what the server asked for (retry-after), else backoff."""
        wait = min(MAX_PAUSE, 0.5 * 2 ** (attempt - 1))
        headers = getattr(getattr(error, "response", None), "headers", None) or {}
        try:
            if headers.get("retry-after-ms"):
                wait = float(headers["retry-after-ms"]) / 1000
            elif headers.get("retry-after"):
                wait = float(headers["retry-after"])
        except ValueError:
            pass
        wait = max(0.0, min(wait, MAX_PAUSE))
        if time.monotonic() + wait >= deadline:
            raise ModelUnavailable(f"The model took longer than {self.settings.deadline:g} s in all; stopped.")
        time.sleep(wait)

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
                raise _SdkFailure(error) from None
            if isinstance(error, LedgerError):
                raise error
            raise ModelUnavailable(f"The model endpoint sent an answer ChatLedger cannot read "
                                   f"({type(error).__name__}).") from None
        return outcome["value"]

    def check(self) -> str:
        """A one-line answer to "test connection"."""
        try:
            listed = self._within(deadline_for(self.settings), lambda: self._client.models.list())
        except _SdkFailure as failure:
            raise _plain(failure.error, self.settings, 1, False) from None
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


class _SdkFailure(Exception):
    """An SDK error on its way to being retried or put into words."""

    def __init__(self, error: Any):
        super().__init__(str(error))
        self.error = error


def _retryable(error: Any, shaped: bool) -> bool:
    openai = _sdk()
    if isinstance(error, (openai.RateLimitError, openai.APITimeoutError)):
        return True
    return (isinstance(error, openai.APIStatusError) and error.status_code >= 500
            and not _about_features(error, shaped)
            and "validation error" not in _detail(error).lower())  # the same request fails the same way


def _about_features(error: Any, shaped: bool) -> bool:
    """A refusal of the request's shape: 4xx/500 naming tools, tool_choice, a grammar or
    response_format. llama.cpp's server answers a tool_choice it does not support with a failed
    assert: 500 and an empty message, which on a request with tools says the same."""
    if not shaped or error.status_code in (401, 403, 404, 408, 429) or error.status_code > 501:
        return False
    detail = _detail(error)
    return bool(_FEATURE_WORDS.search(detail)) or (error.status_code == 500 and not detail.strip())


def _plain(error: openai.OpenAIError, settings: ModelSettings, tries: int, shaped: bool) -> LedgerError:
    openai = _sdk()
    where = settings.base_url
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
        return _unreachable(error, where)
    if isinstance(error, openai.APIStatusError):
        said = _detail(error) or "(no message)"
        if _about_features(error, shaped):
            return FeatureRefused(f"The model endpoint refused the request ({error.status_code}): {said}")
        if error.status_code >= 500:
            times = f" {tries} times" if tries > 1 else ""
            return ModelUnavailable(f"The model endpoint failed ({error.status_code}){times}: {said}")
        return ModelUnavailable(f"The model endpoint refused the request ({error.status_code}): {said}")
    if isinstance(error, openai.APIResponseValidationError):
        return ModelUnavailable("The model endpoint sent an answer that is not a chat completion.")
    return ModelUnavailable(f"The model could not be used: {error.__class__.__name__}.")


_CUT = ("RemoteProtocolError", "ReadError", "ConnectionResetError", "BrokenPipeError", "ConnectionAbortedError")


def _unreachable(error: BaseException, where: str) -> ModelUnavailable:
    """Nothing listening is not a server that hung up mid-answer: the causes say which."""
    causes: list[BaseException] = []
    cause: BaseException | None = error
    while cause is not None and len(causes) < 10:
        causes.append(cause)
        cause = cause.__cause__ or cause.__context__
    names = {type(c).__name__ for c in causes}
    words = " ".join(str(c) for c in causes).lower()
    if "ConnectionRefusedError" in names or "refused" in words:
        return ModelUnavailable(f"Nothing is listening at {where}: is the model server running? "
                                "ChatLedger works offline without it (--offline).")
    if names & set(_CUT) or "disconnected" in words or "closed" in words:
        return AnswerCut(f"The server at {where} closed the connection during the answer (it may have "
                         "stopped on this request: its log says why).")
    reason = _one_line(str(causes[-1]))
    return ModelUnavailable(f"Cannot reach the model endpoint at {where}" + (f" ({reason})." if reason else "."))


def _detail(error: openai.APIStatusError) -> str:
    """The server's own message, on one line, at most 200 characters."""
    body = error.body if isinstance(error.body, dict) else {}
    inner = body.get("error")
    message = body.get("message") or (inner.get("message") if isinstance(inner, dict) else inner)
    if message is None and not body:
        message = getattr(error, "message", "")
        # the SDK's fallback text is "Error code: 500" plus the body; keep only the body
        message = re.sub(r"^Error code: \d+( - )?", "", str(message))
    return _one_line(str(message or ""))


def _one_line(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 200 else text[:199] + "…"
