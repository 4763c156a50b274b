"""Home, the first page: takings against last week, revenue by day, stock value, low stock with
a threshold you can set, the last records, questions one click away; it follows time travel."""

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from app.service_layer.ledger_values import PointInTime
from tests.ui.conftest import idle
from tests.ui.driving import click, shown_dialog
from ui.home_page import QUESTIONS
from ui.threshold_dialog import ThresholdDialog
from ui.window_pages import ASK, HISTORY, HOME


def revenue(services, first, last, when=None):
    return services.ledger.sql("SELECT COALESCE(SUM(total_price), 0) FROM sales WHERE sale_date BETWEEN "
                               f"'{first}' AND '{last}'", when=when).rows[0][0]


def test_home_is_the_first_page_with_the_days_figures(qtbot, window, services):
    page = window.home_page
    assert window.nav.currentRow() == HOME and page.isVisible()
    assert page.heading.text() == "Friday 1 March 2024"  # the shop's today (services.today)
    assert page.today.text() == "0.00"
    last_friday = revenue(services, "2024-02-23", "2024-02-23")
    assert page.today_note.text() == f"▼ 100% on last Friday ({last_friday:,.2f})"
    this_week = revenue(services, "2024-02-26", "2024-03-01")
    last_week = revenue(services, "2024-02-19", "2024-02-23")
    assert page.week.text() == f"{this_week:,.2f}" and f"({last_week:,.2f})" in page.week_note.text()
    at_price = services.ledger.sql("SELECT SUM(stock_quantity * selling_price) FROM products").rows[0][0]
    assert page.stock_note.text() == f"{at_price:,.2f} at selling prices"
    assert page.chart.kind == "line" and page.chart.labels[0] == "1 Feb 2024" and page.chart.labels[-1] == "1 Mar 2024"
    assert page.recent.count() == 8 and page.recent.item(0).text().startswith("#94  29 Feb 2024")


def test_home_fits_a_small_laptop_screen_without_sideways_scrolling(qtbot, window):
    """1100 × 720: the stock table's five columns and the last records show whole (a record's
    day is said once, before it; a long one wraps)."""
    window.resize(1100, 720)
    qtbot.waitUntil(lambda: window.width() == 1100)
    page = window.home_page
    table = page.stock_table
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() == 0)
    shown = sum(table.columnWidth(c) for c in range(page.stock_model.columnCount()))
    assert shown <= table.viewport().width()
    assert page.recent.horizontalScrollBar().maximum() == 0
    first = page.recent.item(0).text()
    assert first.startswith("#94  29 Feb 2024  sale to ") and "2024-02-29" not in first


def test_a_threshold_set_on_a_product_makes_it_low_with_a_reorder_suggestion(qtbot, window, services):
    page = window.home_page
    assert page.low_count.text() == "0 products"
    row = next(r for r in range(page.stock_model.rowCount()) if page.stock_model.row(r)[0] == "mango (kg)")
    page.stock_table.selectRow(row)
    click(qtbot, page.threshold_button)
    dialog = shown_dialog(qtbot, page, ThresholdDialog)
    click(qtbot, dialog.cancel_button, window)
    assert services.thresholds() == {}
    click(qtbot, page.threshold_button)
    dialog = shown_dialog(qtbot, page, ThresholdDialog)
    dialog.quantity.setValue(25)
    click(qtbot, dialog.ok_button, window)
    assert services.thresholds() == {"mango": 25.0}
    assert page.low_count.text() == "1 product" and page.low_note.text() == "mango"
    top = page.stock_model.row(0)
    assert top[0] == "⚠ mango (kg)" and top[1] == 19 and top[2] == 25 and top[4] > 0  # first, with an order
    assert top[3].endswith(" days")
    page.stock_table.selectRow(0)
    click(qtbot, page.threshold_button)
    dialog = shown_dialog(qtbot, page, ThresholdDialog)
    click(qtbot, dialog.default_button, window)  # back to the sales rate
    assert services.thresholds() == {} and page.low_count.text() == "0 products"


@pytest.mark.parametrize("number", range(len(QUESTIONS)))
def test_one_click_questions_are_answered_on_the_ask_page(qtbot, window, number):
    page = window.home_page
    click(qtbot, page.question_buttons[number], window)
    assert window.nav.currentRow() == ASK
    ask = window.ask_page
    assert ask.question.text() == QUESTIONS[number]
    assert ask.answer_label.objectName() == "answer" and ask.step_views(), ask.answer_label.text()


def test_home_follows_time_travel_and_opens_a_record_in_the_history(qtbot, window, services):
    page = window.home_page
    window.travel(PointInTime(business_date=dt.date(2024, 2, 10)))
    idle(qtbot, window)
    when = PointInTime(business_date=dt.date(2024, 2, 10))
    assert page.heading.text() == "Saturday 10 February 2024"
    assert page.today.text() == f"{revenue(services, '2024-02-10', '2024-02-10', when):,.2f}"
    assert page.chart.labels[-1] == "10 Feb 2024"
    window.travel(None)
    idle(qtbot, window)
    item = page.recent.item(2)
    page.recent.setCurrentItem(item)
    qtbot.keyClick(page.recent, Qt.Key.Key_Return)  # or a double-click
    idle(qtbot, window)
    assert window.nav.currentRow() == HISTORY and window.history_page.selected_position() == 92


def test_moving_the_time_puts_the_figures_away_until_the_past_ones_are_added_up(qtbot, window, services):
    """Before, Home kept today's figures under the past's banner for seconds, with no busy bar."""
    page = window.home_page
    idle(qtbot, window)
    now = page.today.text()
    window.nav.setCurrentRow(HISTORY)  # the time is moved from another page, as from the History
    window.travel(PointInTime(business_date=dt.date(2024, 2, 10)))
    window.nav.setCurrentRow(HOME)
    assert page.today.text() == "…" and page.week.text() == "…" and now != "…"
    assert window.tasks.busy  # adding up the past is shown as work the window is doing
    idle(qtbot, window)
    when = PointInTime(business_date=dt.date(2024, 2, 10))
    assert page.heading.text() == "Saturday 10 February 2024"
    assert page.today.text() == f"{revenue(services, '2024-02-10', '2024-02-10', when):,.2f}"


def test_home_right_after_a_position_is_about_the_records_shown_then_not_the_real_today(qtbot, window, services):
    at = PointInTime(position=90)
    day = services.ledger.sql("SELECT MAX(business_date) FROM ledger_records", when=at).rows[0][0]
    day = dt.date.fromisoformat(str(day)[:10])
    assert day < services.today()
    window.travel(at)
    idle(qtbot, window)
    page = window.home_page
    assert page.heading.text() == f"{day:%A} {day.day} {day:%B %Y}"
    assert str(services.today().year) not in page.shifted.text() or not page.shifted.isVisible()
