"""Ctrl+Z in a text box undoes typing there; when the box has nothing left to undo (say, just
after Confirm cleared it), the key goes on to the window's Undo instead of vanishing."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit


class PassUndo(QObject):
    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if event.matches(QKeySequence.StandardKey.Undo) and not _can(watched, undo=True):
                event.ignore()
                return True  # not overridden: the window's Undo shortcut gets the key
            if event.matches(QKeySequence.StandardKey.Redo) and not _can(watched, undo=False):
                event.ignore()
                return True
        return False


def _can(box, *, undo: bool) -> bool:
    if isinstance(box, QPlainTextEdit):
        document = box.document()
        return document.isUndoAvailable() if undo else document.isRedoAvailable()
    if isinstance(box, QLineEdit):
        return box.isUndoAvailable() if undo else box.isRedoAvailable()
    return True


def pass_undo(*boxes: QObject) -> PassUndo:
    """Installs the filter on each box; keep the returned object alive (it is parented to the first)."""
    made = PassUndo(boxes[0])
    for box in boxes:
        box.installEventFilter(made)
    return made
