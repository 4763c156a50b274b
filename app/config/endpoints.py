"""What each model endpoint was found to accept (base URL + model -> the way of asking that
worked), kept in the settings file under "endpoints" so a later call does not pay again for
the refusals that taught it."""

from __future__ import annotations

import datetime as dt
from typing import Any

from app.config.store import read_file, write_entry

FIELD = "endpoints"


def _key(base_url: str, model: str) -> str:
    return f"{base_url.rstrip('/')} {model}"


def remembered_mode(base_url: str, model: str) -> str | None:
    entry = _entries().get(_key(base_url, model))
    mode = entry.get("mode") if isinstance(entry, dict) else None
    return mode if isinstance(mode, str) else None


def remember_mode(base_url: str, model: str, mode: str) -> None:
    if remembered_mode(base_url, model) == mode:
        return
    entries = _entries()
    entries[_key(base_url, model)] = {"mode": mode, "learned": dt.date.today().isoformat()}
    write_entry(FIELD, entries)


def _entries() -> dict[str, Any]:
    entries = read_file().get(FIELD)
    return dict(entries) if isinstance(entries, dict) else {}
