"""The one way the window makes a control a person can press: a button, a check box or an action
(menu item, shortcut), each with a stable object name.

The names are how the inventory test (tests/ui/test_inventory.py) knows every control and
checks that some test clicks or triggers each one; they are written here as literals so the test
can read them from the source. Slots are connected without the `checked` argument Qt passes
with clicked/triggered, so it can never land in a handler's parameter.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QPushButton, QToolButton, QWidget


def button(text: str, name: str, slot: Callable[[], object] | None = None, *, primary: bool = False,
           tip: str | None = None, parent: QWidget | None = None) -> QPushButton:
    made = QPushButton(text, parent)
    made.setObjectName(name)
    made.setProperty("primary", primary)  # the style sheet colours it
    if tip:
        made.setToolTip(tip)
    if slot is not None:
        made.clicked.connect(lambda _checked=False: slot())
    return made


def tool_button(action: QAction, name: str) -> QToolButton:
    made = QToolButton()
    made.setObjectName(name)
    made.setDefaultAction(action)
    return made


def check_box(text: str, name: str, *, checked: bool = False) -> QCheckBox:
    made = QCheckBox(text)
    made.setObjectName(name)
    made.setChecked(checked)
    return made


def action(text: str, name: str, parent: QObject, slot: Callable[[], object] | None = None, *,
           shortcut: str | QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
    made = QAction(text, parent)
    made.setObjectName(name)
    if shortcut is not None:
        made.setShortcut(QKeySequence(shortcut))
        made.setShortcutVisibleInContextMenu(True)
    if slot is not None:
        made.triggered.connect(lambda _checked=False: slot())
    return made


def name_of(control: QObject) -> str:
    """The control's stable name ("" for controls Qt made itself)."""
    return control.objectName()
