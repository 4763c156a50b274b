"""Driving the window as a person does: real clicks on visible, enabled buttons, real keys,
menu actions triggered, dialogs answered through their own buttons."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from tests.ui.conftest import idle


def click(qtbot, control: QAbstractButton, window=None) -> None:
    """A left click on the button, which must be where a person could click it."""
    assert control.isVisible(), f"{control.objectName()} is not visible"
    assert control.isEnabled(), f"{control.objectName()} is disabled"
    qtbot.mouseClick(control, Qt.MouseButton.LeftButton, pos=QPoint(control.width() // 2, control.height() // 2))
    if window is not None:
        idle(qtbot, window)


def trigger(qtbot, made: QAction, window=None) -> None:
    """A menu item chosen (as from the menu bar)."""
    assert made.isEnabled(), f"{made.objectName()} is disabled"
    made.trigger()
    if window is not None:
        idle(qtbot, window)


def keys(qtbot, widget: QWidget, key, modifiers=Qt.KeyboardModifier.NoModifier, window=None) -> None:
    qtbot.keyClick(widget, key, modifiers)
    if window is not None:
        idle(qtbot, window)


def type_into(qtbot, widget: QWidget, text: str) -> None:
    """ASCII only: qtbot.keyClicks aborts the process on other characters (../shared/FACTS.md)."""
    assert text.isascii()
    widget.setFocus()
    qtbot.keyClicks(widget, text)


def shown_dialog(qtbot, holder, kind=None):
    """The dialog `holder.dialog` once it is on screen."""
    qtbot.waitUntil(lambda: holder.dialog is not None and holder.dialog.isVisible(), timeout=5000)
    if kind is not None:
        assert isinstance(holder.dialog, kind), type(holder.dialog)
    return holder.dialog


def press_shortcut(qtbot, window, key, modifiers) -> None:
    """A shortcut pressed in the window (its menu actions answer it)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key, modifiers)
