"""The one place that wires ChatLedger together. Tests call it with a temporary data folder,
a fixed clock or an in-memory log; the CLI and GUI call it with the defaults.
"""

from __future__ import annotations

from pathlib import Path

from app.database import Postgres, database_from
from app.event_log import EventLog
from app.ledger import Clock, Ledger, Progress, utc_now
from app.read_model import ReadModelFile
from app.settings import resolve_settings


def bootstrap(
    data_dir: str | Path | None = None,
    *,
    staff: str | None = None,
    clock: Clock = utc_now,
    log: EventLog | None = None,
    progress: Progress | None = None,
    database: str | Postgres | None = None,
) -> Ledger:
    """`database`: a PostgreSQL shop (postgresql://…); else $CHATLEDGER_DATABASE or the settings
    file say; else the SQLite files in `data_dir`."""
    settings = resolve_settings(data_dir, staff)
    db = database if isinstance(database, Postgres) else database_from(database)
    if db is None:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        log = log or EventLog.sqlite(settings.log_path)
        read_model = ReadModelFile(settings.read_model_path)
    else:
        from app.pg_read_model import PgReadModel  # psycopg loads only for PostgreSQL shops

        log = log or EventLog.postgres(db)
        read_model = PgReadModel(db)
    ledger = Ledger(log, read_model, staff_name=settings.staff_name, clock=clock)
    ledger.open(progress)
    return ledger
