"""The row of buttons at the foot of a dialog: Cancel, then the one that does it (the default,
so Enter presses it). Named like every control (ui/controls.py). And how a dialog is opened."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton


def foot(*buttons: QPushButton) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    for made in buttons:
        row.addWidget(made)
    if buttons:
        buttons[-1].setDefault(True)
    return row


def show_dialog(dialog: QDialog) -> QDialog:
    """Open it (window-modal, without blocking); when it closes, its window takes the keyboard
    back, so shortcuts work at once even where no window manager hands focus back."""
    owner = dialog.parentWidget()
    if owner is not None:
        window = owner.window()
        dialog.finished.connect(lambda _result: window.activateWindow())
    dialog.open()
    return dialog
