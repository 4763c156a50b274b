"""Which language model to use: an OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp
server, vLLM) from the settings file; the API key only in the OS keyring (or the OPENAI_API_KEY
environment variable), never in a file or a log."""

from __future__ import annotations

import os
from dataclasses import dataclass

from app.config.store import keyring_secret, read_file

KEY_ENV = "OPENAI_API_KEY"
KEYRING_USER = "model-api-key"


@dataclass(frozen=True)
class ModelSettings:
    base_url: str
    model: str
    api_key: str | None
    timeout: float = 60.0
    max_retries: int = 2  # the SDK's own retry with backoff, on 429, 5xx, timeouts
    total: float | None = None  # seconds one model turn may take in all (None: 3 × timeout)

    @property
    def deadline(self) -> float:
        return self.total if self.total is not None else 3 * self.timeout


def api_key() -> str | None:
    return os.environ.get(KEY_ENV) or keyring_secret(KEYRING_USER)


def model_settings() -> ModelSettings | None:
    """The configured model, or None when there is none (the offline grammar is used)."""
    data = read_file()
    if not data.get("base_url") or not data.get("model"):
        return None
    total = data.get("deadline")
    return ModelSettings(data["base_url"], data["model"], api_key(), float(data.get("timeout", 60)),
                         total=float(total) if total else None)
