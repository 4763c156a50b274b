"""Question -> SQL pairs a manager marked correct. Each is an event in the log (so it is part of
the shop's history, entered by someone at a moment); this table, beside the shop's tables, is
their projection, read when the model is asked a similar question (app/questions/examples.py).
It survives the rebuilds that changes to the past make of the shop's tables."""

from __future__ import annotations

from sqlalchemy import Column, Connection, Integer, MetaData, String, Table, Text, insert

from domain.events import ExampleSaved

metadata = MetaData()
saved_examples = Table(
    "saved_examples", metadata,
    Column("position", Integer, primary_key=True),
    Column("question", Text, nullable=False),
    Column("sql", Text, nullable=False),
    Column("saved_by", String, nullable=False),
    Column("saved_at", String, nullable=False),
)


def install(conn: Connection) -> None:
    metadata.create_all(conn)


def drop(conn: Connection) -> None:
    metadata.drop_all(conn)


def apply(conn: Connection, event: ExampleSaved) -> None:
    conn.execute(insert(saved_examples).values(
        position=event.position, question=event.question, sql=event.sql, saved_by=event.entered_by,
        saved_at=event.timestamp.isoformat()))
