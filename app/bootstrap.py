"""The one place that wires ChatLedger together. Tests call it with a temporary data folder,
a fixed clock or an in-memory log; the CLI and GUI call it with the defaults.
"""

from __future__ import annotations

from pathlib import Path

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
) -> Ledger:
    settings = resolve_settings(data_dir, staff)
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    ledger = Ledger(
        log or EventLog.sqlite(settings.log_path),
        ReadModelFile(settings.read_model_path),
        staff_name=settings.staff_name,
        clock=clock,
    )
    ledger.open(progress)
    return ledger
