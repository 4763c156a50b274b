"""Undo and Redo say what they would take back before anyone presses them, and are off when there
is nothing to take back: on a new shop, after the last action is undone, and while the past is shown."""

import datetime as dt

from app.bootstrap import bootstrap
from app.bootstrap import services as wire_services
from app.service_layer.ledger_values import PointInTime
from tests.conftest import ticking_clock
from tests.ui.conftest import idle
from tests.ui.driving import click
from tests.ui.test_window import parse_and_confirm


def _window(qtbot, services):
    from ui.main_window import MainWindow

    window = MainWindow(services)
    qtbot.addWidget(window)
    window.show()
    idle(qtbot, window)
    return window


def test_a_new_shop_has_nothing_to_undo_until_a_record_is_confirmed(qtbot, tmp_path, database):
    ledger = bootstrap(tmp_path / "new", staff="Till 1", clock=ticking_clock(), database=database)
    try:
        window = _window(qtbot, wire_services(ledger, today=lambda: dt.date(2024, 3, 1), settings=lambda: None))
        assert not window.undo_action.isEnabled() and not window.undo_button.isEnabled()
        assert window.undo_action.toolTip() == "Nothing to undo (Ctrl+Z)"
        assert not window.redo_action.isEnabled()

        parse_and_confirm(qtbot, window, "Bought 10 kg apples from Hillside Produce at 1.00 per kg, selling at 1.50, on 2024-02-29")
        assert ledger.record_count() == 1
        assert window.undo_button.isEnabled() and window.undo_action.toolTip() == (
            "Undo #1: purchase from Hillside Produce on 2024-02-29: apple 10 kg × 1.00 (Ctrl+Z)")

        click(qtbot, window.undo_button, window)
        assert ledger.history(limit=1)[0]["status"] == "undone"
        assert not window.undo_button.isEnabled()  # the only record is already taken back
        assert window.redo_button.isEnabled() and window.redo_action.toolTip() == (
            "Redo #1: purchase from Hillside Produce on 2024-02-29: apple 10 kg × 1.00 (Ctrl+Shift+Z)")
        click(qtbot, window.redo_button, window)
        assert ledger.history(limit=1)[0]["status"] == "standing"
        assert window.undo_button.isEnabled() and not window.redo_button.isEnabled()
        window.tasks.wait()
        window.close()
    finally:
        ledger.close()


def test_undo_is_off_while_the_past_is_shown_and_back_on_at_now(qtbot, window, services):
    assert window.undo_button.isEnabled()  # the demo's last record can be taken back
    window.travel(PointInTime(position=10))
    idle(qtbot, window)
    assert not window.undo_button.isEnabled() and not window.undo_action.isEnabled()
    window.travel(None)
    idle(qtbot, window)
    assert window.undo_button.isEnabled()
