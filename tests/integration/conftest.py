import pytest

from app.bootstrap import bootstrap, services
from tests.support import postgres
from tests.support.fake_openai import FakeOpenAI


@pytest.fixture
def server():
    """A fake OpenAI-compatible server on 127.0.0.1, scripted by the test (the real SDK talks to it)."""
    with FakeOpenAI() as running:
        yield running


@pytest.fixture
def demo(ledger):
    """The bundled demo month, on each backend `ledger` runs on."""
    ledger.load_demo()
    return ledger


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    """The demo month in a shop of its own, shared by a module's tests that only read it (a
    module that needs another shop defines its own `shop`)."""
    ledger = bootstrap(tmp_path_factory.mktemp("demo"), staff="tester")
    ledger.load_demo()
    yield ledger
    ledger.close()


@pytest.fixture(scope="session", params=["sqlite", "postgres"])
def demo_month(request, tmp_path_factory):
    """The demo month once on SQLite files, once on PostgreSQL, shared by every module that only
    asks questions of it (the SQL is built per dialect). Building it for each module cost about
    three minutes of the suite; nothing that asks questions writes to it."""
    import keyring
    from keyring.backends.fail import Keyring as NoKeyring

    url, name = postgres.new_shop_url() if request.param == "postgres" else (None, None)
    previous = keyring.get_keyring()
    with pytest.MonkeyPatch.context() as patch:  # as the root conftest's own_settings does
        folder = tmp_path_factory.mktemp("demo")
        patch.setenv("CHATLEDGER_CONFIG_DIR", str(folder / "config"))
        keyring.set_keyring(NoKeyring())
        ledger = bootstrap(folder / "shop", staff="test", database=url)
        keyring.set_keyring(previous)
        ledger.load_demo()
    yield ledger
    ledger.close()
    if name:
        postgres.drop_shop(name)


@pytest.fixture
def drafter(shop):
    """The offline reader's drafts on `shop`."""
    return services(shop, offline=True).drafter()
