"""The day fields (View as of a day…, Ask's as-of day) take a whole day typed over them, as a
person types it, or one picked from the calendar; text that is not a day is said to be so and
never turns into another day. (Qt's date field turned "2023-12-10" typed whole into 2024-12-10.)"""

import datetime as dt

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QTableView

from tests.ui.driving import click, keys, shown_dialog, trigger, type_into
from ui.day_dialog import DayDialog
from ui.day_edit import typed_day
from ui.window_pages import ASK


@pytest.mark.parametrize(("text", "day"), [
    ("2023-12-10", dt.date(2023, 12, 10)), ("10 Dec 2023", dt.date(2023, 12, 10)),
    ("10 december 2023", dt.date(2023, 12, 10)), ("Dec 10, 2023", dt.date(2023, 12, 10)),
    ("  3 Mar   2024 ", dt.date(2024, 3, 3)), ("03.04.2024", dt.date(2024, 4, 3)),
    ("10/12/2023", None), ("2023-02-30", None), ("10 Dec", None), ("yesterday", None), ("", None),
])
def test_the_forms_a_day_is_read_in(text, day):
    assert typed_day(text) == day


def typed(qtbot, field, text):
    field.text.selectAll()
    type_into(qtbot, field.text, text)


def test_a_day_typed_whole_is_that_day_and_one_outside_the_shop_is_refused(qtbot):
    dialog = DayDialog(dt.date(2024, 2, 29), first=dt.date(2023, 11, 5))
    qtbot.addWidget(dialog)
    dialog.show()
    typed(qtbot, dialog.picker, "2023-12-10")
    assert dialog.ok_button.isEnabled() and dialog.day() == dt.date(2023, 12, 10)
    typed(qtbot, dialog.picker, "1 Nov 2023")  # before the shop's first day
    assert not dialog.ok_button.isEnabled() and "from 5 Nov 2023" in dialog.picker.text.toolTip()
    typed(qtbot, dialog.picker, "10 Feb 20")  # half typed: not a day yet, and not the year 20
    assert not dialog.ok_button.isEnabled() and dialog.picker.text.property("invalid")
    type_into(qtbot, dialog.picker.text, "24")
    assert dialog.ok_button.isEnabled() and dialog.day() == dt.date(2024, 2, 10)
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        keys(qtbot, dialog.picker.text, Qt.Key.Key_Return)


def test_a_day_picked_from_the_calendar(qtbot):
    dialog = DayDialog(dt.date(2024, 2, 29), first=dt.date(2024, 2, 1))
    qtbot.addWidget(dialog)
    dialog.show()
    click(qtbot, dialog.picker.calendar_button)
    calendar = dialog.picker.calendar
    qtbot.waitUntil(calendar.isVisible)
    assert calendar.minimumDate() == QDate(2024, 2, 1) and calendar.selectedDate() == QDate(2024, 2, 29)
    days = calendar.findChild(QTableView)  # the grid of days, where a person's keys land
    keys(qtbot, days, Qt.Key.Key_Up)  # a week earlier
    keys(qtbot, days, Qt.Key.Key_Return)
    assert not calendar.isVisible() and dialog.day() == dt.date(2024, 2, 22)
    assert dialog.picker.text.text() == "22 Feb 2024"


def test_the_window_views_a_typed_day_and_ask_refuses_a_day_that_is_not_one(qtbot, window):
    trigger(qtbot, window.day_action)
    day = shown_dialog(qtbot, window)
    typed(qtbot, day.picker, "Feb 12, 2024")
    click(qtbot, day.ok_button, window)
    assert window.when is not None and window.when.business_date == dt.date(2024, 2, 12)
    trigger(qtbot, window.now_action, window)
    assert window.when is None

    page = window.ask_page
    window.nav.setCurrentRow(ASK)
    page.question.setText("How many sales were there?")
    click(qtbot, page.as_of_box)
    typed(qtbot, page.as_of, "12 Fbe 2024")
    click(qtbot, page.ask_button, window)
    assert page.answer_label.objectName() == "error" and "not a day" in page.answer_label.text()
    assert page.answer is None
    typed(qtbot, page.as_of, "12 Feb 2024")
    keys(qtbot, page.as_of.text, Qt.Key.Key_Return, window=window)  # Enter in the day field asks
    assert page.answer is not None and page.answer_label.objectName() == "answer"


def test_a_form_with_a_date_that_is_not_a_day_is_refused_by_name_not_moved(qtbot, window, services):
    from ui.window_pages import RECORD

    window.nav.setCurrentRow(RECORD)
    page = window.record_page
    page.tabs.setCurrentIndex(1)
    form = page.form
    form.kind.setCurrentText("Price change")
    form.product.setText("apple")
    form.amount.setValue(1.95)
    typed(qtbot, form.date, "30 Feb 2024")
    before = services.ledger.record_count()
    click(qtbot, form.check_button, window)
    assert not page.cards_shown() and not page.confirm_button.isEnabled()
    assert "30 Feb 2024" in page.message.text() and "not a real date" in page.message.text(), page.message.text()
    assert services.ledger.record_count() == before
    typed(qtbot, form.date, "2024-02-20")
    click(qtbot, form.check_button, window)
    (card,) = page.cards_shown()
    assert card.record["date"] == "2024-02-20"
