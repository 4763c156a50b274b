"""Connections to a PostgreSQL shop (psycopg 3 through SQLAlchemy), made to read back like the
SQLite files: dates as ISO text, numerics as floats — so the projection, the questions and the
tests see the same values on both backends."""

from __future__ import annotations

import threading

from eventsourcing.persistence import OperationalError as LogUnreachable
from psycopg import OperationalError as ServerUnreachable
from psycopg.types.numeric import FloatLoader
from psycopg.types.string import TextLoader
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL
from sqlalchemy.exc import OperationalError as Unreachable

# What "the server cannot be reached" looks like through each of the three layers.
UNREACHABLE = (Unreachable, ServerUnreachable, LogUnreachable)

_shared: dict[str, Engine] = {}
_lock = threading.Lock()


def make_engine(url: URL, search_path: str | None = None, *, pool_size: int = 2) -> Engine:
    connect_args: dict[str, object] = {"connect_timeout": 10, "prepare_threshold": None}
    if search_path:
        connect_args["options"] = f"-c search_path={search_path}"
    engine = create_engine(url, pool_size=pool_size, max_overflow=4, pool_pre_ping=True,
                           connect_args=connect_args)

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection, _record):
        dbapi_connection.adapters.register_loader("date", TextLoader)
        dbapi_connection.adapters.register_loader("numeric", FloatLoader)

    return engine


def shared_engine(url: URL) -> Engine:
    """One pool per login in this process (read-only queries come often); the read model that
    handed out the login closes it (close_shared)."""
    key = url.render_as_string(hide_password=False)
    with _lock:
        if key not in _shared:
            _shared[key] = make_engine(url)
        return _shared[key]


def close_shared(url: URL) -> None:
    """Close the pool logged in as `url` (its connections would stay open otherwise)."""
    with _lock:
        engine = _shared.pop(url.render_as_string(hide_password=False), None)
    if engine is not None:
        engine.dispose()
