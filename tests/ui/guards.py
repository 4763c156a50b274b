"""Two watchers for the window tests.

`DatabaseCalls`: every SQLite connection opened during a test is traced; a statement run on the
GUI thread while the window's own code is on the stack (a frame in ui/ before any frame in
tests/) is a violation. Tests may still query the ledger themselves to check what happened.

`Controls`: every button and action of the window, recorded when a test clicks or triggers it
(through the real signal, so a click, a key, a shortcut or a menu all count), for the inventory
test (tests/ui/test_inventory.py)."""

from __future__ import annotations

import sqlite3
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from shiboken6 import Shiboken

ROOT = Path(__file__).resolve().parents[2]
UI, TESTS = str(ROOT / "ui") + "/", str(ROOT / "tests") + "/"


class DatabaseCalls:
    def __init__(self):
        self.armed = False
        self.violations: list[tuple[str, str]] = []  # (statement, the window's frame)
        self._main = threading.main_thread()
        self._real_connect = sqlite3.connect

    def connect(self, *args, **kwargs):
        conn = self._real_connect(*args, **kwargs)
        conn.set_trace_callback(self._trace)
        return conn

    def _trace(self, statement: str) -> None:
        if not self.armed or threading.current_thread() is not self._main:
            return
        frame = sys._getframe(1)
        while frame is not None:
            name = frame.f_code.co_filename
            if name.startswith(TESTS):
                return  # the test itself checking what happened
            if name.startswith(UI):
                self.violations.append((statement[:120], f"{name[len(str(ROOT)) + 1:]}:{frame.f_lineno} "
                                                         f"{frame.f_code.co_name}"))
                return
            frame = frame.f_back


_WATCHED = "inventory_watched"  # marked on the control itself (Python ids are reused)


class Controls(QObject):
    """Installed once on the application: every control a test may press gets watched before it
    can be pressed (when it is first polished, or when the window is built, for actions)."""

    def __init__(self):
        super().__init__()
        self.used: set[str] = set()
        self.seen: dict[str, str] = {}  # name -> class
        self.unnamed: set[str] = set()  # our controls (made in Python) without a name

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Polish and isinstance(watched, QWidget):
            self.watch(watched)
        return False

    def watch_tree(self, root: QObject) -> None:
        for control in [*root.findChildren(QAbstractButton), *root.findChildren(QAction)]:
            self.watch(control)
        for widget in root.findChildren(QWidget):
            for made in widget.actions():
                self.watch(made)

    def watch(self, control: QObject) -> None:
        if not isinstance(control, (QAbstractButton, QAction)) or control.property(_WATCHED):
            return
        if not Shiboken.createdByPython(control):
            return  # Qt's own parts (a calendar's arrows, a line edit's clear button)
        control.setProperty(_WATCHED, True)
        name = control.objectName()
        if not name:
            self.unnamed.add(f"{type(control).__name__} “{control.text()}”")
            return
        self.seen[name] = type(control).__name__
        signal = control.clicked if isinstance(control, QAbstractButton) else control.triggered
        signal.connect(lambda *_, n=name: self.used.add(n))


_controls: Controls | None = None


def controls() -> Controls:
    global _controls
    if _controls is None:
        _controls = Controls()
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(_controls)
    return _controls
