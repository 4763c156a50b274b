"""A 20 ms timer on the GUI thread: the gaps between its beats show whether the window froze."""

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
