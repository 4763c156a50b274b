"""No database call on the GUI thread (issue 15): every window test already fails if the window's
own code runs a statement there (tests/ui/conftest.py, tests/ui/guards.py). Here: the guard
catches one, and a whole session of clicks runs none."""

import datetime as dt

from PySide6.QtCore import QTimer

from app.service_layer.ledger_values import PointInTime
from tests.ui.conftest import idle
from tests.ui.driving import click, shown_dialog, trigger, type_into
from ui.retract_dialog import RetractDialog
from ui.window_pages import ASK, HISTORY, RECORD, TABLES


def test_the_guard_catches_the_window_reading_the_database_on_the_gui_thread(qtbot, window, tmp_path, db_calls):
    from ui.startup import open_shop  # window code that opens a shop itself, synchronously

    opened = []
    QTimer.singleShot(0, lambda: opened.append(open_shop(str(tmp_path / "other"), "Till 1", empty=True)))
    qtbot.waitUntil(lambda: bool(opened))
    opened[0][0].ledger.close()
    caught = list(db_calls.violations)
    db_calls.violations.clear()  # seen; the fixture's own check would fail the test otherwise
    assert caught and all(where.startswith("ui/startup.py") for _, where in caught)


def test_a_session_of_clicks_runs_no_database_call_on_the_gui_thread(qtbot, window, services, db_calls):
    window.nav.setCurrentRow(RECORD)
    page = window.record_page
    type_into(qtbot, page.input, "Sold 1 kg pear to Tom Lee on 2024-02-29")
    click(qtbot, page.parse_button, window)
    click(qtbot, page.confirm_button, window)
    click(qtbot, window.undo_button, window)
    click(qtbot, window.redo_button, window)
    window.nav.setCurrentRow(ASK)
    window.ask_page.question.setText("How many sales were there?")
    click(qtbot, window.ask_page.ask_button, window)
    window.nav.setCurrentRow(HISTORY)
    idle(qtbot, window)
    history = window.history_page
    history.select_position(services.ledger.record_count() - 2)
    click(qtbot, history.retract_button)
    dialog = shown_dialog(qtbot, history, RetractDialog)
    type_into(qtbot, dialog.reason, "test")
    click(qtbot, dialog.ok_button, window)
    window.nav.setCurrentRow(TABLES)
    window.tables_page.show_table("sale_items")
    idle(qtbot, window)
    window.travel(PointInTime(business_date=dt.date(2024, 2, 10)))
    idle(qtbot, window)
    trigger(qtbot, window.now_action, window)
    trigger(qtbot, window.position_action)
    click(qtbot, shown_dialog(qtbot, window).ok_button, window)
    click(qtbot, window.back_button, window)
    qtbot.wait(1200)  # a poll for other tills' records, too
    idle(qtbot, window)
    assert db_calls.violations == []
