"""Which language model to use: an OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp
server, vLLM), kept per user in a small JSON file; the API key only in the OS keyring (or the
OPENAI_API_KEY environment variable), never in a file or a log."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import keyring
import platformdirs
from keyring.errors import KeyringError

from domain.errors import LedgerError

CONFIG_DIR_ENV = "CHATLEDGER_CONFIG_DIR"
KEY_ENV = "OPENAI_API_KEY"
KEYRING_SERVICE = "chatledger"
KEYRING_USER = "model-api-key"
# name in `chatledger config` -> (key in the file, what it is)
KEYS = {
    "model.base_url": ("base_url", "the endpoint, e.g. http://127.0.0.1:11434/v1 for Ollama"),
    "model.name": ("model", "the model's name at that endpoint"),
    "model.timeout": ("timeout", "seconds to wait for one answer (default 60)"),
    "model.deadline": ("deadline", "seconds one model turn may take in all, retries and repairs "
                                   "included (default: 3 × the timeout)"),
    "model.api_key": (None, "kept in the OS keyring; OPENAI_API_KEY overrides it"),
    "database.url": ("database", "a shared PostgreSQL shop, postgresql://user@host:5432/dbname?schema=NAME "
                                 "(unset: SQLite files in the data folder)"),
    "database.password": (None, "the PostgreSQL password, kept in the OS keyring"),
}
SECRETS = {"model.api_key": KEYRING_USER, "database.password": "database-password"}


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


def config_path() -> Path:
    folder = os.environ.get(CONFIG_DIR_ENV) or platformdirs.user_config_dir("chatledger")
    return Path(folder) / "config.json"


def _read() -> dict:
    try:
        return json.loads(config_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def set_value(name: str, value: str) -> None:
    field = _field(name)
    if name in SECRETS:
        try:
            keyring.set_password(KEYRING_SERVICE, SECRETS[name], value)
        except KeyringError as e:
            instead = KEY_ENV if name == "model.api_key" else "PGPASSWORD"
            raise LedgerError(f"No OS keyring could store the secret ({e}); set {instead} in the "
                              "environment instead.") from None
        return
    if name == "database.url" and value:
        from app.database import parse_database

        if parse_database(value, with_keyring=False).url.password is not None:
            raise LedgerError("Leave the password out of the address: it would be stored in a plain "
                              "file. Use `chatledger config set database.password` (OS keyring).")
    if name in ("model.timeout", "model.deadline"):
        try:
            if not 0 < float(value) <= 3600:
                raise ValueError
        except ValueError:
            raise LedgerError(f"{name} must be a number of seconds above 0 (at most 3600).") from None
    data = _read()
    data[field] = value
    path = config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")


def get_value(name: str) -> str:
    """The value to show; for the key only whether it is set, and where."""
    field = _field(name)
    if name == "model.api_key" and os.environ.get(KEY_ENV):
        return f"set (from {KEY_ENV})"
    if name in SECRETS:
        return "set (in the OS keyring)" if keyring_secret(SECRETS[name]) else "not set"
    return str(_read().get(field, "")) or "not set"


def stored_value(field: str) -> str | None:
    """A value from the settings file (by its key in the file), or None."""
    return _read().get(field) or None


def api_key() -> str | None:
    return os.environ.get(KEY_ENV) or keyring_secret(KEYRING_USER)


def keyring_secret(user: str) -> str | None:
    try:
        return keyring.get_password(KEYRING_SERVICE, user)
    except KeyringError:
        return None


def model_settings() -> ModelSettings | None:
    """The configured model, or None when there is none (the offline grammar is used)."""
    data = _read()
    if not data.get("base_url") or not data.get("model"):
        return None
    total = data.get("deadline")
    return ModelSettings(data["base_url"], data["model"], api_key(), float(data.get("timeout", 60)),
                         total=float(total) if total else None)


def _field(name: str) -> str | None:
    if name not in KEYS:
        raise LedgerError(f"Unknown setting {name!r}; the settings are: {', '.join(KEYS)}.")
    return KEYS[name][0]
