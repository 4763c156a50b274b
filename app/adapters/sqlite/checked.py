"""Remembering that a shop file passed SQLite's quick check, so an unchanged file is not checked
again at every open (on a 100k-record shop the check reads ~250 MB: 0.4 s of each command).

A stamp beside the file (`<file>.checked`) holds the file's identity, size and modification
time, and those of its write-ahead log, as they were when the check passed. Any write, truncation
or replacement since changes one of them, so the next open checks again. A stamp is not written
while the file's modification time is within `RACY_S` of now: a change made within the same
clock tick would keep the same time (git's "racily clean" problem), so only a file that has been
still for a while is trusted without reading it.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from pathlib import Path

RACY_S = 2.0  # above the coarsest modification-time step of common file systems (FAT: 2 s)


def file_state(path: Path) -> list[int] | None:
    """The file's and its write-ahead log's identity, size and modification time (None: no file).
    Taken before a check, it is what a passing check stamps: a change during the check is not covered."""
    try:
        main = os.stat(path)
    except OSError:
        return None
    try:
        wal = os.stat(f"{path}-wal")
        wal_state = [wal.st_size, wal.st_mtime_ns] if wal.st_size else [0, 0]  # empty: no data
    except OSError:
        wal_state = [0, 0]
    return [main.st_dev, main.st_ino, main.st_size, main.st_mtime_ns, *wal_state]


def _stamp(path: Path) -> Path:
    return path.with_name(path.name + ".checked")


def unchanged_since_checked(path: Path) -> bool:
    """True if `path` is exactly as it was when its last quick check passed."""
    try:
        stamped = json.loads(_stamp(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return stamped is not None and stamped == file_state(path)


def mark_checked(path: Path, state: list[int] | None) -> None:
    """Stamp `path` as checked in `state`, unless it changed too recently to be sure."""
    if state is None or state != file_state(path):
        return
    if time.time_ns() - max(state[3], state[5]) < RACY_S * 1e9:
        return
    with contextlib.suppress(OSError):  # a read-only folder: the check just runs next time too
        tmp = _stamp(path).with_suffix(".tmp")
        tmp.write_text(json.dumps(state), encoding="utf-8")
        os.replace(tmp, _stamp(path))


def forget(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.remove(_stamp(path))
