"""History, clicked like a person would: Retract asks why, Roll back asks first, Correct opens the
record form filled in, and the slider travels in time. Each once failed only when really clicked
(Qt's clicked(bool) landed in the handler's parameter), so every test here clicks."""

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from app.service_layer.ledger_values import PointInTime
from tests.ui.conftest import idle
from tests.ui.driving import click, shown_dialog, type_into
from ui.confirm_dialog import ConfirmDialog
from ui.record_editor import RecordEditor
from ui.retract_dialog import RetractDialog
from ui.text_dialog import TextDialog
from ui.window_pages import HISTORY


@pytest.fixture
def history(qtbot, window):
    window.nav.setCurrentRow(HISTORY)
    idle(qtbot, window)
    return window.history_page


def sell_pear(services):
    return services.ledger.record({"kind": "sale", "date": "2024-02-29", "customer": {"name": "Tom Lee"},
                                   "items": [{"product": "pear", "quantity": 1}]}).position


def test_retract_asks_why_then_retracts(qtbot, window, history, services):
    position = sell_pear(services)
    window.refresh()
    idle(qtbot, window)
    history.select_position(position)
    click(qtbot, history.retract_button)
    dialog = shown_dialog(qtbot, history, RetractDialog)
    assert f"#{position}" in dialog.windowTitle() and "Undo brings it back" in dialog.text.text()
    assert not dialog.ok_button.isEnabled()  # a reason first
    click(qtbot, dialog.cancel_button, window)
    assert services.ledger.history(limit=1)[0]["status"] == "standing"  # Cancel retracts nothing
    click(qtbot, history.retract_button)
    dialog = shown_dialog(qtbot, history, RetractDialog)
    type_into(qtbot, dialog.reason, "entered twice")
    assert dialog.ok_button.isEnabled()
    click(qtbot, dialog.ok_button, window)
    row = next(r for r in services.ledger.history(limit=3) if r["position"] == position)
    assert row["status"] == "retracted" and row["reason"] == "entered twice"
    assert history.message.text().startswith(f"#{position + 1}: retraction of #{position}")
    assert "--reason" not in history.message.text()
    assert history.model.position_at(0) == position and history.model.status_at(0).startswith("retracted by #")


def test_a_retraction_others_depend_on_is_refused_in_window_words_then_cascades(qtbot, window, history, services):
    before = services.ledger.record_count()
    history.select_position(1)
    click(qtbot, history.retract_button)
    dialog = shown_dialog(qtbot, history, RetractDialog)
    type_into(qtbot, dialog.reason, "typo")
    click(qtbot, dialog.ok_button, window)
    assert "Retracting #1 would break" in history.message.text()
    assert "--cascade" not in history.message.text() and "Also retract the records" in history.message.text()
    assert services.ledger.record_count() == before
    history.select_position(1)
    click(qtbot, history.retract_button)
    dialog = shown_dialog(qtbot, history, RetractDialog)
    type_into(qtbot, dialog.reason, "typo")
    click(qtbot, dialog.cascade)
    click(qtbot, dialog.ok_button, window)
    assert services.ledger.record_count() == before + 1
    assert services.ledger.history()[-1]["status"] == "retracted"  # #1, with what depended on it


def test_roll_back_asks_before_it_acts(qtbot, window, history, services):
    before = services.ledger.record_count()
    history.select_position(90)
    click(qtbot, history.rollback_button)
    dialog = shown_dialog(qtbot, history, ConfirmDialog)
    standing_after = sum(1 for r in services.ledger.history() if r["position"] > 90
                         and r["status"] in ("standing", "corrected"))
    assert f"the {standing_after} records entered after #90" in dialog.text.text()  # how many, before it acts
    assert services.ledger.record_count() == before  # nothing until confirmed
    click(qtbot, dialog.cancel_button, window)
    assert services.ledger.record_count() == before
    click(qtbot, history.rollback_button)
    dialog = shown_dialog(qtbot, history, ConfirmDialog)
    click(qtbot, dialog.ok_button, window)
    assert services.ledger.record_count() == before + 1
    statuses = {r["position"]: r["status"] for r in services.ledger.history(limit=6)}
    assert all(statuses[p] == "rolled back" for p in range(91, before + 1))
    assert history.message.text().startswith(f"#{before + 1}: rollback to #90")
    history.select_position(90)
    click(qtbot, history.rollback_button)  # nothing stands after #90 any more: said, no dialog
    assert "nothing to roll back" in history.message.text()
    assert services.ledger.record_count() == before + 1


def test_correct_opens_the_record_form_filled_in(qtbot, window, history, services):
    position = sell_pear(services)
    window.refresh()
    idle(qtbot, window)
    history.select_position(position)
    click(qtbot, history.correct_button)
    editor = shown_dialog(qtbot, history, RecordEditor)
    assert editor.windowTitle() == f"Correct #{position}: sale to Tom Lee on 2024-02-29: pear 1 kg"  # what it says now
    form = editor.form  # not raw JSON: the form, filled in
    assert form.kind.currentText() == "Sale" and form.party.text() == "Tom Lee"
    assert form.items[0][0].text() == "pear" and form.items[0][1].value() == 1
    click(qtbot, editor.cancel_button, window)
    assert services.ledger.record_count() == position
    click(qtbot, history.correct_button)
    editor = shown_dialog(qtbot, history, RecordEditor)
    editor.form.items[0][1].setValue(2)
    assert editor.reason.isVisible() and not editor.ok_button.isEnabled()  # a reason first, as Retract asks
    type_into(qtbot, editor.reason, "he took 2 kg")
    click(qtbot, editor.ok_button, window)
    assert history.message.text().startswith(f"#{position + 1}: correction of #{position}: was sale to Tom Lee on "
                                             "2024-02-29: pear 1 kg; now sale to Tom Lee on 2024-02-29: pear 2 kg")
    (latest,) = services.ledger.history(limit=1)
    assert latest["position"] == position and latest["status"] == "corrected" and "pear 2 kg" in latest["summary"]
    assert latest["reason"] == "he took 2 kg"


def test_viewing_the_shop_after_a_record_and_the_slider(qtbot, window, history, services):
    history.select_position(10)
    click(qtbot, history.view_button, window)
    assert window.when.position == 10 and "right after record #10" in window.banner_text.text()
    assert history.slider.value() == 10 and history.slider_label.text() == "after #10"
    history.slider.setFocus()
    qtbot.keyClick(history.slider, Qt.Key.Key_Right)  # keys move it too; it travels once they stop
    qtbot.waitUntil(lambda: window.when is not None and window.when.position == 11, timeout=3000)
    idle(qtbot, window)
    qtbot.keyClick(history.slider, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: window.when is None, timeout=3000)
    assert not window.banner.isVisible() and history.slider_label.text() == "now"


def test_buttons_wait_for_a_row_and_undone_records_cannot_be_retracted(qtbot, window, history, services):
    history.table.clearSelection()
    assert not history.retract_button.isEnabled() and not history.view_button.isEnabled()
    sell_pear(services)
    services.ledger.undo()
    window.refresh()
    idle(qtbot, window)
    history.select_position(services.ledger.record_count() - 1)
    assert history.model.status_at(0).startswith("undone")
    assert not history.retract_button.isEnabled() and not history.correct_button.isEnabled()
    assert history.rollback_button.isEnabled() and history.view_button.isEnabled()


def test_what_changed_since_a_record_lists_the_records_and_values_after_it(qtbot, window, history, services):
    position = sell_pear(services)
    window.refresh()
    idle(qtbot, window)
    history.select_position(position - 1)
    click(qtbot, history.compare_button)
    dialog = shown_dialog(qtbot, history, TextDialog)
    text = dialog.text.toPlainText()
    assert text.startswith(f"From right after #{position - 1} to now:")
    assert f"+ #{position} entered: sale to Tom Lee on 2024-02-29: pear 1 kg" in text
    stock = services.ledger.sql("SELECT stock_quantity FROM products WHERE name = 'pear'").rows[0][0]
    assert f"~ pear: stock_quantity {stock + 1:g} → {stock:g}" in text
    click(qtbot, dialog.close_button, window)
    assert not dialog.isVisible()


def test_records_not_in_the_shop_shown_are_greyed(qtbot, window, history, services):
    """Viewing the shop after a record or at a business day, the History still lists every
    record: the ones not in that state are greyed, with a tooltip saying so (they all looked alike)."""
    model = history.model
    history.select_position(10)
    click(qtbot, history.view_button, window)
    rows = {model.position_at(r): r for r in range(model.rowCount())}
    grey = Qt.ItemDataRole.ForegroundRole
    assert model.data(model.index(rows[11], 5), grey) is not None  # entered after #10
    assert model.data(model.index(rows[10], 5), grey) is None and model.data(model.index(rows[1], 5), grey) is None
    qtbot.keyClick(history.slider, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: window.when is None, timeout=3000)
    idle(qtbot, window)
    assert all(model.data(model.index(r, 5), grey) is None for r in range(model.rowCount()))
    window.travel(PointInTime(business_date=dt.date(2024, 2, 10)))  # as the Time menu's day does
    idle(qtbot, window)
    dated = {r: str(model.row(r)[2])[:10] for r in range(model.rowCount())}
    assert {r for r in dated if model.data(model.index(r, 5), grey) is not None} == {
        r for r, day in dated.items() if day > "2024-02-10"} != set()


def test_a_card_changed_by_hand_says_so_beside_what_was_typed(qtbot, window, services):
    from tests.ui.test_window import parse

    page = parse(qtbot, window, "sold 2 kg pears to Bob Smith")
    (card,) = page.cards_shown()
    click(qtbot, card.edit_button)
    editor = shown_dialog(qtbot, page, RecordEditor)
    _, quantity, _, _, _ = editor.form.items[0]
    quantity.setValue(3)
    click(qtbot, editor.ok_button, window)
    (card,) = page.cards_shown()
    assert card.record["items"][0]["quantity"] == 3
    click(qtbot, page.confirm_button, window)
    page = parse(qtbot, window, "sold 1 kg apples to Bob Smith")  # one confirmed as read, for contrast
    click(qtbot, page.confirm_button, window)
    window.nav.setCurrentRow(HISTORY)
    idle(qtbot, window)
    model = window.history_page.model
    typed = {model.row(i)[6] for i in range(2)}
    assert typed == {"sold 2 kg pears to Bob Smith  (changed by hand before it was confirmed)",
                     "sold 1 kg apples to Bob Smith"}


def test_historys_message_is_put_away_when_an_undo_from_the_toolbar_changes_the_log(qtbot, window, history, services):
    position = sell_pear(services)
    window.refresh()
    idle(qtbot, window)
    history.select_position(position)
    click(qtbot, history.retract_button)
    dialog = shown_dialog(qtbot, history, RetractDialog)
    type_into(qtbot, dialog.reason, "entered twice")
    click(qtbot, dialog.ok_button, window)
    assert history.message.text().startswith(f"#{position + 1}: retraction of #{position}")
    click(qtbot, window.undo_button, window)  # the toolbar's Undo, not this page's
    idle(qtbot, window)
    assert services.ledger.history(limit=1)[0]["status"] == "standing"
    assert "retraction" not in history.message.text()  # it no longer stands: not left saying so


def test_history_fits_a_small_laptop_screen_with_what_was_typed_in_view(qtbot, window, history):
    """1100 × 720: every column shows without sideways scrolling; what it was and what was typed
    share the width left, and a long one is whole in its tooltip."""
    window.resize(1100, 720)
    qtbot.waitUntil(lambda: window.width() == 1100)
    table, model = history.table, history.model
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() == 0)
    assert sum(table.columnWidth(c) for c in range(model.columnCount())) <= table.viewport().width()
    assert table.columnWidth(6) >= 150 and table.columnWidth(5) >= 150
    typed = model.index(0, 6)
    assert model.data(typed, Qt.ItemDataRole.ToolTipRole) == model.row(0)[6]  # the whole text, however long
