import pytest

from app.bootstrap import bootstrap, services
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


@pytest.fixture
def drafter(shop):
    """The offline reader's drafts on `shop`."""
    return services(shop, offline=True).drafter()
