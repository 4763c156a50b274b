"""The rule for PostgreSQL tests: skipped with the reason where no server answers, unless
CHATLEDGER_REQUIRE_PG is set (CI), when they fail instead."""

import pytest

from tests.support import postgres


@pytest.fixture
def no_server(monkeypatch):
    monkeypatch.setattr(postgres, "SERVER", "postgresql://postgres@127.0.0.1:1/test")
    monkeypatch.setattr(postgres, "_reachable", False)


def test_without_a_server_postgresql_tests_are_skipped_with_the_reason(no_server, monkeypatch):
    monkeypatch.delenv(postgres.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match="no PostgreSQL server at .*127.0.0.1:1.*set CHATLEDGER_REQUIRE_PG"):
        postgres.require_server()


def test_with_chatledger_require_pg_they_fail_instead(no_server, monkeypatch):
    monkeypatch.setenv(postgres.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match="CHATLEDGER_REQUIRE_PG is set"):
        postgres.require_server()
