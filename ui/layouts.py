"""Reading and emptying Qt layouts, typed (Qt's itemAt() may return None)."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QLayout, QWidget

W = TypeVar("W", bound=QWidget)


def widgets_in(layout: QLayout, kind: type[W], *, skip_last: int = 0) -> list[W]:
    """The widgets of `kind` in the layout, in order (the last `skip_last` items left out)."""
    found = []
    for index in range(layout.count() - skip_last):
        item = layout.itemAt(index)
        widget = item.widget() if item is not None else None
        if isinstance(widget, kind):
            found.append(widget)
    return found


def empty(layout: QLayout, *, keep_last: int = 0) -> None:
    """Take every widget out of the layout and delete it (but the last `keep_last` items)."""
    while layout.count() > keep_last:
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()
