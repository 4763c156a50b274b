import datetime as dt
import itertools
import os

import pytest
from hypothesis import HealthCheck, settings

# Qt aborts the process without a display unless this is set before any QApplication exists.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.bootstrap import bootstrap
from tests.support import postgres
from tests.support.cli import chatledger  # noqa: F401 - a fixture for every test


def pytest_generate_tests(metafunc):
    """Tests marked both_backends that use the ledger run once per backend (issue 8)."""
    if "database" in metafunc.fixturenames and metafunc.definition.get_closest_marker("both_backends"):
        metafunc.parametrize("database", ["sqlite", "postgres"], indirect=True)


@pytest.fixture
def database(request):
    """None (SQLite files in the data folder) or a PostgreSQL shop's address, dropped after."""
    if getattr(request, "param", "sqlite") == "sqlite":
        yield None
        return
    url, name = postgres.new_shop_url()
    yield url
    postgres.drop_shop(name)

# Each property example opens a real ledger (two SQLite files), so examples take ~0.2 s.
# CI (CI=true) explores more of them.
settings.register_profile("dev", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def ticking_clock(start=dt.datetime(2024, 3, 1, 9, 0, tzinfo=dt.UTC)):
    """A clock that advances one second per reading, so recorded-at values are distinct."""
    seconds = itertools.count()
    return lambda: start + dt.timedelta(seconds=next(seconds))


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch):
    """No test reads or writes the user's model settings, keyring or API key."""
    import keyring
    from keyring.backends.fail import Keyring as NoKeyring

    monkeypatch.setenv("CHATLEDGER_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CHATLEDGER_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    previous = keyring.get_keyring()
    keyring.set_keyring(NoKeyring())
    yield
    keyring.set_keyring(previous)


@pytest.fixture
def make_ledger(tmp_path, database):
    opened = []

    def make(data_dir=None, **kwargs):
        kwargs.setdefault("staff", "tester")
        kwargs.setdefault("clock", ticking_clock())
        kwargs.setdefault("database", database)
        ledger = bootstrap(data_dir or tmp_path / "shop", **kwargs)
        opened.append(ledger)
        return ledger

    yield make
    for ledger in opened:
        ledger.close()


@pytest.fixture
def ledger(make_ledger):
    return make_ledger()
