import datetime as dt
import gc

import pytest

from app.bootstrap import bootstrap
from app.bootstrap import services as wire_services
from tests.conftest import ticking_clock


@pytest.fixture
def services(tmp_path, database):
    ledger = bootstrap(tmp_path / "shop", staff="Till 1", clock=ticking_clock(), database=database)
    ledger.load_demo()
    yield wire_services(ledger, today=lambda: dt.date(2024, 3, 1), settings=lambda: None)
    ledger.close()


@pytest.fixture
def window(qtbot, services):
    from ui.main_window import MainWindow

    shown = MainWindow(services, title="ChatLedger — test shop")
    qtbot.addWidget(shown)
    shown.show()
    idle(qtbot, shown)
    yield shown
    shown.tasks.wait()
    shown.close()
    gc.collect()  # here, on the GUI thread, never on a pool thread


def idle(qtbot, window, timeout=15_000):
    qtbot.waitUntil(lambda: not window.tasks.busy, timeout=timeout)
