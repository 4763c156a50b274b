"""The one way the window runs work off the GUI thread (model calls, rebuilds, time travel,
ledger writes): a pool thread does the work and must not touch widgets; `done` or `failed` then
run back on the GUI thread. Writes go through a single-thread pool, so they are serialised.

Cancel cannot stop a model call midway (the SDK has no hook); it drops the result instead and
frees the window at once. The work itself ends by its own timeout.

Long work that reports progress (an import) is given a `Steps` object: its `report(done, total)`
reaches the window a few times a second at most, and after Cancel it raises `Stopped`, so the
work ends cleanly (a write rolls back) and its outcome still arrives: Cancel never hides whether
a write happened.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from app import failures
from app.service_layer.ledger_values import Stopped
from domain.errors import LedgerError
from ui.wording import for_window


class _Signals(QObject):
    finished = Signal(int, bool, object)  # task id, ok, result or message
    progressed = Signal(int, int, int)  # task id, done, total


class Steps:
    """Handed to work that reports progress; used on the pool thread."""

    EVERY_S = 0.1  # at most ten reports a second reach the window

    def __init__(self, number: int, signals: _Signals):
        self.number, self._signals = number, signals
        self._stop = threading.Event()
        self._last = 0.0

    def report(self, done: int, total: int) -> None:
        if self._stop.is_set():
            raise Stopped("Cancelled.")
        now = time.monotonic()
        if done >= total or now - self._last >= self.EVERY_S:
            self._last = now
            self._signals.progressed.emit(self.number, done, total)

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    def stop(self) -> None:
        self._stop.set()


class _Job(QRunnable):
    def __init__(self, number: int, work: Callable[[], Any], signals: _Signals):
        super().__init__()
        self.number, self.work, self.signals = number, work, signals

    def run(self) -> None:
        try:
            result = self.work()
        except LedgerError as e:
            self.signals.finished.emit(self.number, False, for_window(e.message))
        except Exception as e:
            self.signals.finished.emit(self.number, False, for_window(failures.plain(e)))
        else:
            self.signals.finished.emit(self.number, True, result)


class Tasks(QObject):
    busy_changed = Signal(bool, str)  # busy, what is being done
    progressed = Signal(int, int)  # done, total of the newest work that reports progress

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._reads = QThreadPool(self)
        self._writes = QThreadPool(self)
        self._writes.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.finished.connect(self._finished)
        self._signals.progressed.connect(self._progressed)
        self._steps: dict[int, Steps] = {}  # work that stops when cancelled, and still reports
        self._pending: dict[int, tuple[Callable, Callable, str]] = {}
        self._on_cancel: dict[int, Callable[[], None]] = {}
        self._quiet: set[int] = set()  # background checks: no busy bar, no Cancel
        self._ids = itertools.count(1)

    def run(self, what: str, work: Callable[[], Any], done: Callable[[Any], None],
            failed: Callable[[str], None], *, writes: bool = False,
            cancelled: Callable[[], None] | None = None, quiet: bool = False) -> int:
        """`quiet`: work the user did not ask for (the poll for other tills' records): the window
        does not show it as busy."""
        number = next(self._ids)
        self._pending[number] = (done, failed, what)
        if cancelled is not None:
            self._on_cancel[number] = cancelled
        if quiet:
            self._quiet.add(number)
        (self._writes if writes else self._reads).start(_Job(number, work, self._signals))
        self._announce()
        return number

    def run_steps(self, what: str, work: Callable[[Steps], Any], done: Callable[[Any], None],
                  failed: Callable[[str], None], *, writes: bool = False) -> int:
        """Work that reports progress and stops at Cancel (raising Stopped inside `report`)."""
        number = next(self._ids)
        steps = Steps(number, self._signals)
        self._pending[number] = (done, failed, what)
        self._steps[number] = steps
        (self._writes if writes else self._reads).start(_Job(number, lambda: work(steps), self._signals))
        self._announce()
        return number

    def cancel(self, number: int | None = None) -> None:
        """Forget a task's result (the newest if no number); work with steps is asked to stop
        instead, and its outcome still arrives."""
        if number is None and self._shown():
            number = max(self._shown())
        if number is not None and number in self._steps:
            self._steps[number].stop()
            return
        if number is not None and self._pending.pop(number, None) is not None:
            self._announce()
            if (then := self._on_cancel.pop(number, None)) is not None:
                then()

    @property
    def busy(self) -> bool:
        return bool(self._shown())

    @property
    def working(self) -> bool:
        """Any work at all, background checks included (for tests and for closing)."""
        return bool(self._pending)

    def _shown(self) -> list[int]:
        return [n for n in self._pending if n not in self._quiet]

    def wait(self, ms: int = 30_000) -> None:
        """For closing the window and for tests: let running work finish."""
        self._reads.waitForDone(ms)
        self._writes.waitForDone(ms)

    @Slot(int, bool, object)
    def _finished(self, number: int, ok: bool, value: Any) -> None:
        handlers = self._pending.pop(number, None)
        self._on_cancel.pop(number, None)
        self._steps.pop(number, None)
        self._quiet.discard(number)
        self._announce()
        if handlers is None:
            return  # cancelled
        done, failed, _ = handlers
        (done if ok else failed)(value)

    @Slot(int, int, int)
    def _progressed(self, number: int, done: int, total: int) -> None:
        if number in self._pending:
            self.progressed.emit(done, total)

    def _announce(self) -> None:
        if shown := self._shown():
            self.busy_changed.emit(True, self._pending[max(shown)][2])
        else:
            self.busy_changed.emit(False, "")
