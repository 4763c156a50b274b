"""What the read model's two homes (a SQLite file, a PostgreSQL schema) share: emptying the
tables, the tracking position written in the same transaction as the rows, and when what a check
found means a rebuild."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Connection, insert, select, update

from app.projection import schema, versions


class ReadModelUnusable(Exception):
    """The file is missing, corrupt, or of another schema version: rebuild it."""


def reset_tables(conn: Connection) -> None:
    """Empty every table (inside the caller's transaction) and go back to position 0."""
    schema.metadata.drop_all(conn)
    schema.metadata.create_all(conn)
    versions.ensure_clock(conn)
    conn.execute(
        insert(schema.read_model_state).values(id=1, position=0, schema_version=schema.SCHEMA_VERSION)
    )


class Tracking:
    """What the read model's two homes share: the tracking position written with the rows, and
    when what a check found means a rebuild."""

    @staticmethod
    def position(conn: Connection) -> int:
        return conn.execute(select(schema.read_model_state.c.position)).scalar_one()

    @staticmethod
    def set_position(conn: Connection, position: int) -> None:
        conn.execute(update(schema.read_model_state).values(position=position))

    @staticmethod
    def usable_position(state: Mapping[str, Any] | None, missing: list[str]) -> int:
        if state is None or missing:
            raise ReadModelUnusable("the read model is incomplete")
        if state["schema_version"] != schema.SCHEMA_VERSION:
            raise ReadModelUnusable("the read model has an older layout")
        return state["position"]


