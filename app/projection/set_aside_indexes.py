"""The tables' secondary indexes set aside while a rebuild writes the whole shop.

A database builds an index from the finished table (one sort) faster than it keeps it sorted
row by row: for a rebuild's 1.4 million rows at 100k events, inserting with the 36 indexes
set aside and building them after took about 60–70% of the time with them in place
(docs/BENCHMARKS.md). DDL is transactional on SQLite and PostgreSQL alike, so a rebuild that
fails rolls the indexes back with everything else.
"""

from __future__ import annotations

from sqlalchemy import Connection, Index

from app.projection import schema, versions


def secondary_indexes() -> list[Index]:
    return [index for metadata in (schema.metadata, versions.metadata)
            for table in metadata.sorted_tables for index in table.indexes]


class IndexesSetAside:
    """Dropped on entering; `restore` builds them again, once (before anything queries the
    tables by them: a change to history in the middle of a rebuild's log, or the end)."""

    def __init__(self, conn: Connection):
        self.conn = conn
        self.indexes = secondary_indexes()
        self.restored = True

    def __enter__(self) -> IndexesSetAside:
        for index in self.indexes:
            index.drop(self.conn)
        self.restored = False
        return self

    def restore(self) -> None:
        if not self.restored:
            for index in self.indexes:
                index.create(self.conn)
            self.restored = True

    def __exit__(self, kind: object, *_: object) -> None:
        if kind is None:  # on an error the transaction rolls back, indexes and all
            self.restore()
