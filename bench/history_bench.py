"""History edits on a large shop: undo or retract the latest record, and retract one 1,000
positions back (issue 19's targets: ≤ 150 ms and ≤ 1 s at 100k events). Each edit is timed as
it runs now and as it ran before issue 19 (every change reading and folding the whole log and
rebuilding the tables from the rows shown before what it touches), in the same run.

    python -m bench.history_bench [--events 100000]
"""

from __future__ import annotations

import argparse
import contextlib
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

from app.bootstrap import bootstrap
from app.service_layer import history
from app.service_layer.history import DependentsBreak
from app.service_layer.undo_groups import undo_group
from bench.ledger_bench import fruitshop_shop
from domain.timeline import fold


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms"


def _timed(action) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def _retract_near(ledger, position: int) -> tuple[int, float]:
    """Retract the first record at or after `position` that nothing later depends on."""
    for candidate in range(position, position + 200):
        start = time.perf_counter()
        try:
            ledger.retract(candidate, "bench")
        except DependentsBreak:
            continue
        return candidate, time.perf_counter() - start
    raise RuntimeError(f"no retractable record near #{position}")


@contextlib.contextmanager
def _as_before(ledger, old: bool) -> Iterator[None]:
    """old: every change reads the whole log afresh, folds it, and rebuilds from the base's rows."""
    if not old:
        yield
        return

    def folded(_conn):
        ledger.log._seen.clear()
        events = ledger.log.read(after=0, limit=10**12)
        return events, fold(events)

    with mock.patch.object(ledger.replayer, "revert_and_replay", lambda *_: False), \
            mock.patch.object(history, "extended", lambda *_: None), \
            mock.patch.object(ledger._history, "_timeline", folded):
        yield


def _edits(ledger, last: int, old: bool) -> list[float]:
    """`last`: the latest record, standing (each run leaves it as it found it)."""
    with _as_before(ledger, old):
        retract = _timed(lambda: ledger.retract(last, "bench"))
        undo_retraction = _timed(ledger.undo)
        undo_record = _timed(ledger.undo)  # the latest action now is the latest record
        ledger.redo()
        _, back = _retract_near(ledger, ledger.log.last_position() - 1_000)
        ledger.undo()
    return [retract, undo_retraction, undo_record, back]


def run(events: int = 100_000) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        ledger, _ = fruitshop_shop(folder, events)
        last = ledger.log.last_position()
        read = _timed(lambda: ledger.log.read(after=0, limit=10**12))
        log = ledger.log.read(after=0, limit=10**12)
        folded = _timed(lambda: fold(log))
        rows.append((f"{last:,} events: read the whole log / fold it (the first change after opening "
                     "paid before)", f"{_ms(read)} / {_ms(folded)}"))
        ledger.close()
        ledger = bootstrap(folder / "shop", staff="bench")  # opened again: nothing read or folded yet
        ledger.sql("SELECT COUNT(*) FROM products")  # opened, as the window shows its first page (files checked)
        first = _timed(lambda: ledger.retract(last, "bench"))
        group = _timed(lambda: undo_group(ledger, [last]))
        rows.append(("the first history edit after opening the shop (retract the latest record; the "
                     "timeline from the tables, no record read) / the window's undo of it",
                     f"{_ms(first)} / {_ms(group)}"))
        new, old = _edits(ledger, last, old=False), _edits(ledger, last, old=True)
        names = ("retract the latest record", "undo that retraction", "undo the latest record",
                 "retract a record ~1,000 positions back")
        for name, now, before in zip(names, new, old, strict=True):
            rows.append((f"{name}: now / as before (one run)", f"{_ms(now)} / {_ms(before)} ({before / now:.1f}×)"))
        ledger.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    args = parser.parse_args()
    for name, value in run(args.events):
        print(f"{name:60} {value}")


if __name__ == "__main__":
    main()
