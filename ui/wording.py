"""The ledger's messages speak to the command line where they name a way out ("--reason",
"chatledger config"); in the window the same way out is a field, a tick box or a menu. This
turns those phrases into the window's own words, leaving the rest of a message as it is."""

from __future__ import annotations

import re

_PHRASES = (
    (" (--reason)", ""),
    ("retract those too with --cascade, or correct them first",
     "tick “Also retract the records that depend on it”, or correct them first"),
    ("configure a model (chatledger config) or write SQL (chatledger sql)",
     "set up a model in Settings, or ask it another way"),  # the window has no free SQL box
    ("(choose another data folder with --data-dir)", "(File → Open another shop folder…)"),
    ("Use `chatledger config set database.password` (OS keyring).",
     "Type it in the Database password field instead (kept in the OS keyring)."),
    ("without --database the shop is kept", "otherwise the shop is kept"),
    ("Check model.base_url (it usually ends in /v1) and model.name.",
     "Check the model endpoint (it usually ends in /v1) and the model's name in Settings."),
)
_CONFIG = re.compile(r"`?chatledger config set [\w.]+`?")
_OPTION = re.compile(r"\s*\(?--[a-z][a-z-]+\)?")


def for_window(message: str) -> str:
    for cli, window in _PHRASES:
        message = message.replace(cli, window)
    message = _CONFIG.sub("Settings", message)
    return _OPTION.sub("", message)
