"""A PostgreSQL shop per test on the server at 127.0.0.1:5432 (every machine of ours has one,
CI included, trust auth): its own schemas and reader role, dropped afterwards.

Where no server answers, PostgreSQL tests are skipped with the reason — unless
CHATLEDGER_REQUIRE_PG is set (.ci/run sets it), when they fail instead."""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator

import psycopg
import pytest
from psycopg import sql

from app.config.database import parse_database

SERVER = os.environ.get("CHATLEDGER_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test")
REQUIRE_ENV = "CHATLEDGER_REQUIRE_PG"
_reachable: str | None | bool = False  # False: not tried yet; None: fine; str: why not


def _why_unreachable() -> str | None:
    global _reachable
    if _reachable is False:
        try:
            with psycopg.connect(SERVER, connect_timeout=3):
                _reachable = None
        except psycopg.Error as e:
            _reachable = f"no PostgreSQL server at {SERVER} ({str(e).strip().splitlines()[0]})"
    return _reachable


def require_server() -> None:
    reason = _why_unreachable()
    if reason is None:
        return
    if os.environ.get(REQUIRE_ENV):
        pytest.fail(f"{reason}, and {REQUIRE_ENV} is set", pytrace=False)
    pytest.skip(f"{reason}; set {REQUIRE_ENV} to make this a failure")


def new_shop_url() -> tuple[str, str]:
    """A fresh shop's address and its schema name."""
    require_server()
    name = f"t{os.getpid()}_{uuid.uuid4().hex[:8]}"
    return f"{SERVER}?schema={name}", name


def drop_shop(name: str) -> None:
    """Every schema the shop made (log, read model, past states) and its reader role."""
    with psycopg.connect(SERVER, autocommit=True) as conn:
        schemas = conn.execute("SELECT nspname FROM pg_namespace WHERE nspname LIKE %s",
                               (name.replace("_", "\\_") + "\\_\\_%",)).fetchall()
        for (schema,) in [(name,), *schemas]:
            conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))
        role = parse_database(f"{SERVER}?schema={name}", with_keyring=False).reader_role
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone():
            conn.execute(sql.SQL("DROP OWNED BY {}").format(sql.Identifier(role)))
            conn.execute(sql.SQL("DROP ROLE {}").format(sql.Identifier(role)))


BACKENDS = ["sqlite", "postgres"]


@contextlib.contextmanager
def shop(backend: str) -> Iterator[str | None]:
    """For tests that open many shops (property tests): None for SQLite files, else a fresh
    PostgreSQL shop's address, dropped at the end."""
    if backend == "sqlite":
        yield None
        return
    url, name = new_shop_url()
    try:
        yield url
    finally:
        drop_shop(name)
