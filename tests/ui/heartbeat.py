"""A 20 ms timer on the GUI thread: the gaps between its beats show whether the window froze.

Tests assert what separates a frozen window from a busy machine: work on the GUI thread shows as
beats seconds apart and a slow typical beat, while a loaded CI machine adds the odd 100-200 ms
scheduling gap. The 100 ms target itself is measured by bench/window_bench.py, not by a test."""

from PySide6.QtCore import QElapsedTimer, QTimer


class Heartbeat:
    def __init__(self, every_ms: int = 20):
        self.every_ms = every_ms
        self.gaps: list[int] = []
        self._clock = QElapsedTimer()
        self._last = 0
        self._timer = QTimer()
        self._timer.timeout.connect(self._beat)

    def _beat(self) -> None:
        now = self._clock.elapsed()
        self.gaps.append(now - self._last)
        self._last = now

    def __enter__(self):
        self._clock.start()
        self._timer.start(self.every_ms)
        return self

    def __exit__(self, *exc):
        self._timer.stop()
        self.elapsed_ms = self._clock.elapsed()

    @property
    def max_gap(self) -> int:
        return max(self.gaps[1:], default=0)

    @property
    def median_gap(self) -> float:
        gaps = sorted(self.gaps[1:]) or [0]
        return gaps[len(gaps) // 2]

    def assert_responsive(self) -> None:
        """No freeze a person would notice: beats keep their pace and none stalls for a second."""
        assert len(self.gaps) > 10, self.gaps
        assert self.median_gap <= 2 * self.every_ms, (self.median_gap, self.gaps)
        assert self.max_gap < 1000, (self.max_gap, self.gaps)
