"""The settings people change (`chatledger config`, the window's Settings): each name, where it
is kept, and the checks a value must pass before it is."""

from __future__ import annotations

import os

from app.config.database import DATABASE_PASSWORD, parse_database
from app.config.model import KEY_ENV, KEYRING_USER
from app.config.store import keyring_secret, read_file, set_secret, write_field
from domain.errors import LedgerError

# name in `chatledger config` -> (key in the file, what it is); None: a secret in the keyring
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
    "shop.currency": ("currency", "the money sign or code shown with amounts, e.g. $, €, EUR (unset: none)"),
}
# secret's name -> (its user in the keyring, the environment variable that can stand in)
SECRETS = {"model.api_key": (KEYRING_USER, KEY_ENV), "database.password": (DATABASE_PASSWORD, "PGPASSWORD")}


def set_value(name: str, value: str) -> None:
    field = _field(name)
    if name in SECRETS:
        user, instead = SECRETS[name]
        set_secret(user, value, instead)
        return
    if name == "database.url" and value and parse_database(value, with_keyring=False).url.password is not None:
        raise LedgerError("Leave the password out of the address: it would be stored in a plain "
                          "file. Use `chatledger config set database.password` (OS keyring).")
    if name in ("model.timeout", "model.deadline"):
        try:
            if not 0 < float(value) <= 3600:
                raise ValueError
        except ValueError:
            raise LedgerError(f"{name} must be a number of seconds above 0 (at most 3600).") from None
    if name == "shop.currency" and len(value.strip()) > 5:
        raise LedgerError("The currency is a sign or a short code, like $, € or EUR (at most 5 characters).")
    assert field is not None
    write_field(field, value.strip() if name == "shop.currency" else value)


def get_value(name: str) -> str:
    """The value to show; for a secret only whether it is set, and where."""
    field = _field(name)
    if name in SECRETS:
        user, instead = SECRETS[name]
        if name == "model.api_key" and os.environ.get(instead):
            return f"set (from {instead})"
        return "set (in the OS keyring)" if keyring_secret(user) else "not set"
    return str(read_file().get(field, "")) or "not set"


def _field(name: str) -> str | None:
    if name not in KEYS:
        raise LedgerError(f"Unknown setting {name!r}; the settings are: {', '.join(KEYS)}.")
    return KEYS[name][0]
