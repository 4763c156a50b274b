"""The main window's header (the Time menu, Undo/Redo, Settings) and time travel: every page
moved to the time chosen (the end of a business day, or right after a log position), with a
banner while viewing the past (nothing writes then)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QWidget

from app.service_layer.ledger_values import PointInTime
from ui import formatting
from ui.ask_page import when_text
from ui.controls import button, tool_button
from ui.day_dialog import DayDialog
from ui.position_dialog import PositionDialog
from ui.window_base import WindowBase


def short_when(when: PointInTime | None) -> str:
    if when is None:
        return "now"
    if when.business_date:
        return formatting.day(when.business_date)
    return f"after #{when.position}"


class TimeTravelBar(WindowBase):
    def _header(self, title: str) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel(title)
        label.setObjectName("title")
        row.addWidget(label, 1)
        self.time_menu = QMenu(self)
        for made in (self.now_action, self.day_action, self.position_action):
            self.time_menu.addAction(made)
        self.time_button = button("Time: now ▾", "header.time", self._time_menu,
                                  tip="View the shop as it was at another time (every page follows)")
        row.addWidget(self.time_button)
        self.undo_button = tool_button(self.undo_action, "header.undo")
        self.redo_button = tool_button(self.redo_action, "header.redo")
        for tool in (self.undo_button, self.redo_button):
            shown = tool.defaultAction()
            tool.setToolTip(f"{shown.text()} ({shown.shortcut().toString()})")
            row.addWidget(tool)
        self.settings_button = button("⚙ Settings", "header.settings", self.open_settings)
        row.addWidget(self.settings_button)
        return row

    def _time_menu(self) -> None:
        self.time_menu.popup(self.time_button.mapToGlobal(QPoint(0, self.time_button.height())))

    def _banner(self) -> QWidget:
        self.banner = QWidget()
        self.banner.setObjectName("banner")
        banner_row = QHBoxLayout(self.banner)
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)  # a long banner must not hold the window wide
        banner_row.addWidget(self.banner_text, 1)
        self.back_button = button("Back to now", "banner.back", lambda: self.travel(None))
        banner_row.addWidget(self.back_button)
        self.banner.setVisible(False)
        return self.banner

    def travel(self, when: PointInTime | None) -> None:
        """Every page shows the shop at `when` (None: now); nothing writes until back to now."""
        self.when = None if when is None or when.is_now else when
        past = self.when is not None
        if self.when is not None:
            self.banner_text.setText(f"Viewing the shop {when_text(self.when)} — records cannot be entered, "
                                     "and nothing can be undone or changed, until you are back to now.")
        self.banner.setVisible(past)
        self.time_button.setText(f"Time: {short_when(self.when)} ▾")  # which past, not just "past"
        self.record_page.setEnabled(not past)
        for made in (self.import_action, self.open_action):
            made.setEnabled(not past)
        self.enable_undo()
        self.home_page.set_when(self.when)
        self.ask_page.set_when(self.when)
        self.tables_page.set_when(self.when)
        self.history_page.set_when(self.when)

    def enable_undo(self) -> None:
        """Undo and Redo are on only when now is shown and there is something to take back or bring
        back, and their tips say which record."""
        past = self.when is not None
        for made, target, said, verb in ((self.undo_action, self.undo_target, self.undo_said, "Undo"),
                                         (self.redo_action, self.redo_target, self.redo_said, "Redo")):
            made.setEnabled(not past and target is not None)
            tip = f"{verb} #{target}" if target is not None else f"Nothing to {verb.lower()}"
            if target is not None and said:
                tip += f": {said}"  # which record, so nobody takes back the wrong one unawares
            made.setToolTip(f"{tip} ({made.shortcut().toString()})")

    def pick_day(self) -> None:
        start = self.when.business_date if self.when and self.when.business_date else self.latest_day
        dialog = DayDialog(start or self.services.today(), self.first_day, self)
        dialog.accepted.connect(lambda: self.travel(PointInTime(business_date=dialog.day())))
        self._open(dialog)

    def pick_position(self) -> None:
        dialog = PositionDialog(self.events, self)
        dialog.accepted.connect(lambda: self.travel(PointInTime(position=dialog.position.value())))
        self._open(dialog)
