"""Opening the shop for the window: the demo month the first time (labelled as such, its clock at
the month's latest day, said in the title)."""

from __future__ import annotations

import datetime as dt

from app.bootstrap import bootstrap, services
from app.services import Services, shop_clock
from ui import formatting


def open_shop(data_dir: str | None, staff: str | None, *, empty: bool = False,
              database: str | None = None, today: dt.date | None = None) -> tuple[Services, str]:
    ledger = bootstrap(data_dir, staff=staff, database=database)
    if ledger.record_count() == 0 and not empty:
        ledger.load_demo()
    clock = shop_clock(ledger, today)
    title = "ChatLedger — Fruit Shop (demo)" if ledger.started_from_demo() else "ChatLedger"
    if clock != dt.date.today:  # a day that is not the real one is said in the title
        day = clock()
        title += f" — today is {day:%a} {formatting.day(day)}"
    return services(ledger, today=clock), title
