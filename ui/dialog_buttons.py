"""The row of buttons at the foot of a dialog: Cancel, then the one that does it (the default,
so Enter presses it). Named like every control (ui/controls.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton


def foot(*buttons: QPushButton) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    for made in buttons:
        row.addWidget(made)
    if buttons:
        buttons[-1].setDefault(True)
    return row
