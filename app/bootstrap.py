"""The one place that wires ChatLedger together: `bootstrap` opens a shop (the Ledger facade on
SQLite files or a PostgreSQL database), `services` adds what a front end needs besides (the
translator and question answerer as configured). Tests call them with a temporary data folder, a
fixed clock, fixed model settings; the CLI and the window with the defaults.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.adapters.event_log import EventLog
from app.adapters.sqlite.read_model import ReadModelFile, check_log_file
from app.config.database import Postgres, database_from
from app.config.model import ModelSettings, model_settings
from app.config.settings import resolve_settings
from app.service_layer.ledger import Ledger, Progress
from app.service_layer.ledger_values import Clock, utc_now
from domain.errors import LedgerError

if TYPE_CHECKING:  # the readers of text and questions load when first asked for, not for `sql`
    from app.services import Services


def bootstrap(
    data_dir: str | Path | None = None,
    *,
    staff: str | None = None,
    clock: Clock = utc_now,
    log: EventLog | None = None,
    progress: Progress | None = None,
    database: str | Postgres | None = None,
    files: bool = False,
) -> Ledger:
    """`database`: a PostgreSQL shop (postgresql://…); else $CHATLEDGER_DATABASE or the settings
    file say; else the SQLite files in `data_dir`. `files`: the SQLite files in `data_dir`
    whatever the settings say (the window's File → Open another shop folder)."""
    settings = resolve_settings(data_dir, staff)
    db = None if files else database if isinstance(database, Postgres) else database_from(database)
    if db is not None:
        return _open_postgres(db, settings.staff_name, clock, log, progress)
    try:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise LedgerError(f"The shop's folder {settings.data_dir} cannot be made: {e.strerror}.") from None
    if not os.access(settings.data_dir, os.W_OK | os.X_OK):
        raise LedgerError(f"The shop's folder {settings.data_dir} is read-only; ChatLedger needs to write "
                          "there (its event log and tables).")
    if log is None:
        check_log_file(settings.log_path, settings.read_model_path)
    ledger = Ledger(log or EventLog.sqlite(settings.log_path), ReadModelFile(settings.read_model_path),
                    staff_name=settings.staff_name, clock=clock)
    try:
        ledger.open(progress)
    except BaseException:
        ledger.close()
        raise
    return ledger


def _open_postgres(db: Postgres, staff: str, clock: Clock, log: EventLog | None,
                   progress: Progress | None) -> Ledger:
    from app.adapters.postgres.connect import UNREACHABLE  # psycopg loads only for PostgreSQL shops
    from app.adapters.postgres.read_model import PgReadModel

    try:
        ledger = Ledger(log or EventLog.postgres(db), PgReadModel(db), staff_name=staff, clock=clock)
        ledger.open(progress)
    except UNREACHABLE as e:
        reason = str(getattr(e, "orig", None) or e).strip().splitlines()[0]
        raise LedgerError(f"Cannot open the shop on {db.where()}: {reason}") from None
    return ledger


def services(
    ledger: Ledger,
    *,
    offline: bool = False,
    today: Callable[[], dt.date] = dt.date.today,
    settings: Callable[[], ModelSettings | None] = model_settings,
) -> Services:
    """The translator and question answerer for `ledger`, as configured (read at each use, so a
    change of settings applies at once): a model, or the offline reader and question parser."""
    from app.services import Services

    return Services(ledger, today, offline=offline, settings=settings)
