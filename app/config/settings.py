"""Where the shop's files live and who is entering records."""

from __future__ import annotations

import getpass
import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from domain.errors import LedgerError
from domain.names import clean_text

DATA_DIR_ENV = "CHATLEDGER_DATA_DIR"
STAFF_ENV = "CHATLEDGER_STAFF"
MAX_STAFF = 60  # characters of a staff name


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    staff_name: str

    @property
    def log_path(self) -> Path:
        return self.data_dir / "ledger.sqlite"

    @property
    def read_model_path(self) -> Path:
        return self.data_dir / "readmodel.sqlite"


def resolve_settings(data_dir: str | Path | None = None, staff: str | None = None) -> Settings:
    """Explicit values win, then the environment, then the platform's defaults."""
    chosen = data_dir or os.environ.get(DATA_DIR_ENV) or platformdirs.user_data_dir("chatledger")
    try:
        who = clean_text(staff or os.environ.get(STAFF_ENV) or _os_user())[:MAX_STAFF]
    except ValueError:  # bytes that are not text
        raise LedgerError("The staff name holds characters that are not valid text.") from None
    return Settings(data_dir=Path(chosen).expanduser().resolve(), staff_name=who or "unknown")


def _os_user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no passwd entry, e.g. in some containers
        return "unknown"
