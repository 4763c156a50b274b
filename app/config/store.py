"""Where a user's settings are kept: a small JSON file (per user), and the OS keyring for
secrets, which never go in the file or a log."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import platformdirs

from domain.errors import LedgerError

CONFIG_DIR_ENV = "CHATLEDGER_CONFIG_DIR"
KEYRING_SERVICE = "chatledger"


def config_path() -> Path:
    folder = os.environ.get(CONFIG_DIR_ENV) or platformdirs.user_config_dir("chatledger")
    return Path(folder) / "config.json"


def read_file() -> dict:
    try:
        data = json.loads(config_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_field(field: str, value: str) -> None:
    write_entry(field, value)


def write_entry(field: str, value: Any) -> None:
    """Any JSON value under `field` (the other fields kept as they are)."""
    data = read_file()
    data[field] = value
    path = config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")


def stored_value(field: str) -> str | None:
    """A value from the settings file (by its key in the file), or None."""
    value = read_file().get(field)
    return str(value) if value else None


def keyring_secret(user: str) -> str | None:
    import keyring  # its backends take a while to load: only when a secret is read or kept
    from keyring.errors import KeyringError

    try:
        return keyring.get_password(KEYRING_SERVICE, user)
    except KeyringError:
        return None


def set_secret(user: str, value: str, instead: str) -> None:
    """Into the OS keyring; `instead`: the environment variable to use when there is none."""
    import keyring
    from keyring.errors import KeyringError

    try:
        keyring.set_password(KEYRING_SERVICE, user, value)
    except KeyringError as e:
        raise LedgerError(f"No OS keyring could store the secret ({e}); set {instead} in the "
                          "environment instead.") from None
