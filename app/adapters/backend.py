"""The seam between the shop and where it is kept: a folder of SQLite files
(app/adapters/sqlite/) or a PostgreSQL database (app/adapters/postgres/). The service layer is
written against these protocols only; each backend implements them, and its SQL differences for
the projection sit behind the SqlDialect in app/projection/driver_sql.py."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import Protocol

from sqlalchemy import Connection, Engine

from app.adapters.results import QueryResult


class ShopTables(Protocol):
    """Where a read-only query reads the shop's tables: now, or at a past position (views)."""

    @property
    def dialect(self) -> str:
        """The SQL the tables speak, as sqlglot names it: "sqlite" or "postgres"."""

    @property
    def views(self) -> tuple[str, ...]: ...

    def run(self, sql: str, *, timeout_s: float = 2.0, max_rows: int = 10_000,
            names: Mapping[str, Sequence[str]] | None = None) -> QueryResult:
        """Guarded, read-only, bounded in time and rows; `names`: the only tables and columns
        the query may use (None: any, for the app's own queries)."""


class ReadModel(Protocol):
    """The tables projected from the log, with their tracking position and row versions."""

    @property
    def engine(self) -> Engine: ...

    def transaction(self) -> contextlib.AbstractContextManager[Connection]:
        """A write transaction, after every other writer of this shop (process or till)."""

    def reset(self, conn: Connection) -> None:
        """Every table empty, position 0 (inside the caller's transaction)."""

    def reset_for_overlay(self, conn: Connection) -> None:
        """For a scratch from `new_view` that will hold an overlay: at least its position (0) and
        what its questions call; its tables are read through the overlay's views."""

    def check(self, integrity: bool = True) -> int:
        """The position reached; ReadModelUnusable if the tables must be rebuilt (`integrity`:
        the file's own check included, where the backend has one)."""

    def position(self, conn: Connection) -> int: ...

    def set_position(self, conn: Connection, position: int) -> None: ...

    def tables(self, position: int | None = None) -> ShopTables:
        """The live tables, or as shown right after a log position."""

    def snapshot_rows(self, sql: str) -> list[tuple]:
        """One internal query (no guard) of the live tables as last committed, without waiting
        for the writers' lock."""

    def view_tables(self, key: str) -> ShopTables | None:
        """A past state built before under `key` (as of a business date), or None."""

    def new_view(self, key: str) -> contextlib.AbstractContextManager[ReadModel]:
        """A scratch read model to fill, published under `key` only if the block succeeds."""

    @property
    def live_twins(self) -> str:
        """For a scratch from `new_view`: the prefix under which its connections read the live
        shop's row versions ("" for the live read model itself)."""

    @property
    def overlays(self) -> bool:
        """For a scratch from `new_view`: whether its past state may be kept as an overlay on the
        live shop's row versions (app/projection/overlay.py) instead of a copy of them."""

    def view_keys(self) -> list[str]: ...

    def forget_old_views(self, keep: int) -> None: ...

    def delete(self) -> None: ...

    def close(self) -> None: ...

    def where(self) -> str:
        """Where the shop is kept, for people."""
