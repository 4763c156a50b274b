"""Opening the shop for the window: the demo month the first time (labelled as such)."""

from __future__ import annotations

from app.bootstrap import bootstrap, services
from app.services import Services


def open_shop(data_dir: str | None, staff: str | None, *, empty: bool = False,
              database: str | None = None) -> tuple[Services, str]:
    ledger = bootstrap(data_dir, staff=staff, database=database)
    if ledger.record_count() == 0 and not empty:
        ledger.load_demo()
    title = "ChatLedger — Fruit Shop (demo)" if ledger.started_from_demo() else "ChatLedger"
    return services(ledger), title
