"""Past states of the shop, each built into its own database file beside the live one.

- at a log position: exactly what the ledger showed right after that event (audit);
- as recorded at a moment: the same, at the last event entered by then;
- as of a business date: everything known now, restricted to records dated on or before it.

A position's state never changes (the log is append-only), so each built state is a file that
is kept. States at every K-th position are *checkpoints*: a past state is a copy of the nearest
checkpoint (or other kept state) at or before it plus the records entered since. When a
retraction, correction, rollback, undo or redo lies in between, the state is replayed in full
instead, since such an event can change records before the checkpoint.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import shutil
import sqlite3
import uuid
from dataclasses import replace
from pathlib import Path

from app.read_model import ReadModelFile
from app.replay import KeptState, Progress, Replayer, entry_of
from app.settings import DEFAULT_CHECKPOINT_EVERY
from domain.describe import describe
from domain.errors import LedgerError
from domain.events import RecordEntered
from domain.records import parse_record
from domain.timeline import Timeline, fold

KEEP_OTHER_VIEWS = 16  # states that are not checkpoints: the most recently used are kept
_AT = re.compile(r"^at-(\d+)\.sqlite$")


class TimeTravel:
    def __init__(self, replayer: Replayer, views_dir: Path,
                 checkpoint_every: int = DEFAULT_CHECKPOINT_EVERY):
        if checkpoint_every < 1:
            raise ValueError("checkpoint_every must be at least 1")
        self.replayer = replayer
        self.views_dir = views_dir
        self.every = checkpoint_every

    # --- the three ways to name a point ---------------------------------------------------

    def at_position(self, position: int) -> Path:
        last = self.replayer.log.last_position()
        if not 0 <= position <= last:
            raise LedgerError(f"The log has positions 0 to {last}; there is no position {position}.")
        path = self._path(position)
        if path.exists():
            os.utime(path)  # most recently used
            return path
        # On first use, the checkpoints up to here are built, each from the one before.
        for checkpoint in range(self.every, position, self.every):
            if not self._path(checkpoint).exists():
                self._make(checkpoint)
        self._make(position)
        if not self._is_checkpoint(position):
            self._forget_old_views()
        return path

    def as_recorded(self, moment: dt.datetime) -> Path:
        if moment.tzinfo is None:
            moment = moment.astimezone()  # a local wall-clock time, as people say it
        events = self.replayer.log.read(after=0, limit=10**12)
        position = max((e.position for e in events if e.timestamp <= moment), default=0)
        return self.at_position(position)

    def as_of_date(self, day: dt.date) -> Path:
        """Records known now and dated up to `day`, replayed in log order."""
        timeline = fold(self.replayer.log.read(after=0, limit=10**12))
        kept = {p: e for p, e in timeline.entries.items() if e.business_date <= day.isoformat()}
        path = self.views_dir / f"as-of-{day.isoformat()}-at-{timeline.last_position}.sqlite"
        if path.exists():
            os.utime(path)
        else:
            self._build(path, replace(timeline, entries=kept), what=f"as of {day.isoformat()}")
            self._forget_old_views()
        return path

    def kept_before(self, position: int) -> list[KeptState]:
        """Kept past states strictly before `position`, newest first."""
        earlier = sorted((p for p in self._kept_positions() if p < position), reverse=True)
        return [KeptState(p, self._path(p)) for p in earlier]

    def replayed_in_full(self, position: int, path: Path) -> Path:
        """The state at `position` replayed from the first event, ignoring every kept state
        (for tests and benchmarks: the route checkpoints must agree with)."""
        self._build(path, self.replayer.timeline(upto=position) if position else Timeline())
        return path

    def build_checkpoints(self, progress: Progress | None = None) -> int:
        """Make sure every K-th position has its checkpoint; returns how many exist."""
        last = self.replayer.log.last_position()
        positions = range(self.every, last + 1, self.every)
        for done, position in enumerate(positions, start=1):
            if not self._path(position).exists():
                self._make(position)
            if progress:
                progress(done, len(positions))
        return len(positions)

    # --- building ---------------------------------------------------------------------------

    def _make(self, position: int) -> None:
        base = self._nearest_kept(position)
        events = self.replayer.log.read(after=base, limit=position - base) if base is not None else []
        if base is not None and all(isinstance(e, RecordEntered) for e in events):
            self._extend(self._path(base), events, self._path(position))
        else:
            timeline = self.replayer.timeline(upto=position) if position else Timeline()
            self._build(self._path(position), timeline)

    def _is_checkpoint(self, position: int) -> bool:
        return position > 0 and position % self.every == 0

    def _path(self, position: int) -> Path:
        return self.views_dir / f"at-{position}.sqlite"

    def _kept_positions(self) -> list[int]:
        if not self.views_dir.exists():
            return []
        return [int(m.group(1)) for p in self.views_dir.iterdir() if (m := _AT.match(p.name))]

    def _nearest_kept(self, position: int) -> int | None:
        earlier = [p for p in self._kept_positions() if p <= position]
        return max(earlier, default=None)

    def _extend(self, base: Path, events: list[RecordEntered], path: Path) -> None:
        """A kept state plus records entered after it."""
        scratch = self._scratch(path)
        try:
            shutil.copyfile(base, scratch.path)
            with scratch.transaction() as conn:
                for event in events:
                    self.replayer.projection.apply(conn, entry_of(event))
                if events:
                    ReadModelFile.set_position(conn, events[-1].position)
            self._publish(scratch, path)
        finally:
            scratch.delete()

    def _build(self, path: Path, timeline: Timeline, what: str | None = None) -> None:
        """A state replayed in full from a timeline."""
        scratch = self._scratch(path)
        try:
            with scratch.transaction() as conn:
                if what is None:
                    self.replayer.replay(conn, timeline)
                else:
                    failures = self.replayer.trial(conn, timeline)
                    if failures:
                        first = failures[0]
                        raise LedgerError(
                            f"The shop {what} cannot be shown: record #{first.entry.position} "
                            f"({describe(parse_record(first.entry.record))}) relies on records dated "
                            f"later ({first.error.message})"
                        )
            self._publish(scratch, path)
        finally:
            scratch.delete()

    def _scratch(self, path: Path) -> ReadModelFile:
        self.views_dir.mkdir(parents=True, exist_ok=True)
        return ReadModelFile(path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp"))

    @staticmethod
    def _publish(scratch: ReadModelFile, path: Path) -> None:
        scratch.close()
        with sqlite3.connect(scratch.path) as conn:  # one self-contained file, no -wal/-shm
            conn.execute("PRAGMA journal_mode = DELETE")
        os.replace(scratch.path, path)  # readers never see a half-built state

    def _forget_old_views(self) -> None:
        """Keep the checkpoints and the most recently used other states."""
        others = [p for p in self.views_dir.glob("as-of-*.sqlite")]
        others += [self._path(p) for p in self._kept_positions() if not self._is_checkpoint(p)]
        others.sort(key=lambda p: p.stat().st_mtime, reverse=True)
        for old in others[KEEP_OTHER_VIEWS:]:
            old.unlink(missing_ok=True)
