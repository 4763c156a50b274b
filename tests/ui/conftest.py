import datetime as dt
import gc
import sqlite3

import pytest

from app.bootstrap import bootstrap
from app.bootstrap import services as wire_services
from tests.conftest import ticking_clock
from tests.ui.guards import DatabaseCalls, controls


@pytest.fixture
def db_calls(monkeypatch):
    """Traces every SQLite connection opened from here on (see tests/ui/guards.py)."""
    calls = DatabaseCalls()
    monkeypatch.setattr(sqlite3, "connect", calls.connect)
    return calls


@pytest.fixture
def services(tmp_path, database, db_calls):
    ledger = bootstrap(tmp_path / "shop", staff="Till 1", clock=ticking_clock(), database=database)
    ledger.load_demo()
    yield wire_services(ledger, today=lambda: dt.date(2024, 3, 1), settings=lambda: None)
    ledger.close()


@pytest.fixture
def window(qtbot, services, db_calls):
    """The real window on the demo shop. It must never run a database statement on the GUI thread:
    the test fails if it does."""
    from ui.main_window import MainWindow

    watcher = controls()
    db_calls.armed = True
    shown = MainWindow(services, title="ChatLedger — test shop")
    watcher.watch_tree(shown)
    qtbot.addWidget(shown)
    shown.show()
    idle(qtbot, shown)
    yield shown
    shown.tasks.wait()
    db_calls.armed = False
    shown.close()
    gc.collect()  # here, on the GUI thread, never on a pool thread
    assert db_calls.violations == [], f"database calls on the GUI thread: {db_calls.violations[:5]}"


def idle(qtbot, window, timeout=15_000):
    """Until the window's work is done and what it shows is drawn (new widgets show one turn later)."""
    qtbot.waitUntil(lambda: not window.tasks.working, timeout=timeout)
    qtbot.wait(5)


def pytest_collection_modifyitems(session, config, items):
    """The inventory test runs after every other test (it checks what they pressed)."""
    last = [i for i in items if i.name == "test_every_control_is_pressed_by_some_test"]
    items[:] = [i for i in items if i not in last] + last
