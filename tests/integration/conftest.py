import pytest

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
