"""The one error boundary of the command line and the window: every failure becomes one plain
line for the person, and its details (the stack) go to a log file, never to the screen.

Errors the ledger raises on purpose (LedgerError) already are plain sentences; anything else is
a fault: it is logged in full and named in a sentence that says where the details are.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import sqlite3
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path

import platformdirs

from domain.errors import LedgerError

LOG_DIR_ENV = "CHATLEDGER_LOG_DIR"
_handler: tuple[Path, logging.Handler] | None = None


def log_path() -> Path:
    folder = os.environ.get(LOG_DIR_ENV) or platformdirs.user_log_dir("chatledger")
    return Path(folder) / "chatledger.log"


def _log() -> logging.Logger | None:
    global _handler
    logger = logging.getLogger("chatledger.failures")
    logger.propagate = False
    path = log_path()
    if _handler is None or _handler[0] != path:  # the folder can change (tests, settings)
        if _handler is not None:
            logger.removeHandler(_handler[1])
            _handler[1].close()
            _handler = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
        except OSError:
            return None  # nowhere to write: the one line still reaches the person
        handler.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(handler)
        _handler = (path, handler)
    return logger


def record(error: BaseException) -> Path | None:
    """Write the failure with its stack to the log file; where it went (None if nowhere)."""
    logger = _log()
    if logger is None:
        return None
    stack = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    logger.error("%s  %s", dt.datetime.now().isoformat(timespec="seconds"), stack)
    for handler in logger.handlers:
        handler.flush()
    return log_path()


def plain(error: BaseException) -> str:
    """One line for a person; faults are logged and the line says where."""
    if isinstance(error, LedgerError):
        return _one_line(error.message)
    known = _known(error)
    where = record(error)
    details = f" (details in {where})" if where else ""
    if known:
        return known + details
    return f"Something went wrong ({type(error).__name__}: {_one_line(str(error))[:200]}){details}"


def _known(error: BaseException) -> str | None:
    seen: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in seen and len(seen) < 10:  # wrapped by SQLAlchemy or eventsourcing
        seen.append(current)
        current = getattr(current, "orig", None) or current.__cause__ or current.__context__
    for cause in seen:
        found = _known_one(cause)
        if found:
            return found
    return None


def _known_one(error: BaseException) -> str | None:
    text = str(error)
    if isinstance(error, sqlite3.Error) or "sqlite" in text.lower() or "database" in text.lower():
        if "disk is full" in text or "disk I/O" in text:
            return "The disk is full (or failing): nothing more could be saved."
        if "readonly" in text or "read-only" in text:
            return "The shop's folder or files are read-only; ChatLedger needs to write there."
        if "not a database" in text or "malformed" in text:
            return "The shop's files are damaged; restore them from a backup."
    if isinstance(error, PermissionError):
        return f"ChatLedger may not read or write {error.filename or 'a file it needs'}."
    if isinstance(error, IsADirectoryError | NotADirectoryError):
        return f"{error.filename} is a folder where a file should be (or the other way round)."
    if isinstance(error, OSError) and error.strerror:
        return f"{error.strerror}: {error.filename or ''}".rstrip(": ")
    if isinstance(error, RecursionError):
        return "The input is nested too deeply to be read."
    if isinstance(error, MemoryError):
        return "The input is too large to be handled."
    return None


def _one_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[0] if lines else ""
