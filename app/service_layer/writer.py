"""The one way a shop changes: writers queue on a lock (and the read model's own write lock,
which other processes honour), work in the read model's transaction, and append to the log.

Once the log append is durable the change is made, whatever fails after it: a full disk at the
read model's commit is logged, and the tables catch up at the next write or start.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator, Sequence
from typing import Any

from sqlalchemy import Connection

from app import failures
from app.adapters.backend import ReadModel
from app.adapters.event_log import EventLog


class Write:
    """What a write has done so far: once the log append is durable, it counts as made."""

    appended = False


class Writer:
    def __init__(self, log: EventLog, read_model: ReadModel):
        self.log = log
        self.read_model = read_model
        self.lock = threading.Lock()

    @contextlib.contextmanager
    def writing(self) -> Iterator[tuple[Connection, Write]]:
        write = Write()
        try:
            with self.lock, self.read_model.transaction() as conn:
                yield conn, write
        except Exception as e:
            if not write.appended:
                raise
            failures.record(e)

    def append(self, write: Write, events: Sequence[Any]) -> None:
        self.log.append(events)
        write.appended = True
