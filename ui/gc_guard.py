"""Python's garbage collector runs on whatever thread happens to allocate. If it runs on a pool
thread and frees a Qt widget left in a reference cycle, Qt crashes (seen as a segfault in the UI
tests). So automatic collection is switched off and done on the GUI thread by a timer instead —
the usual recipe for PyQt/PySide programs that use threads."""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

_installed: GuiThreadCollector | None = None


class GuiThreadCollector(QObject):
    INTERVAL_MS = 500

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(self.INTERVAL_MS)

    def check(self) -> None:
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.threshold[generation]:
                gc.collect(generation)
                return


def install(app: QObject) -> GuiThreadCollector:
    """Once per process, owned by the QApplication."""
    global _installed
    if _installed is None:
        _installed = GuiThreadCollector(app)
    return _installed
