"""Tables for people: names instead of ids, money in the shop's currency, dates as dates,
columns sized to their content, sorting by a header click, a filter, and Why? by click or menu."""

import datetime as dt

from PySide6.QtCore import QPoint, Qt

from tests.ui.conftest import idle
from tests.ui.driving import click, shown_dialog, trigger, type_into
from ui.why_dialog import WhyDialog
from ui.window_pages import TABLES


def show(qtbot, window, table):
    window.nav.setCurrentRow(TABLES)
    window.tables_page.show_table(table)
    idle(qtbot, window)
    return window.tables_page


def test_sales_show_customers_by_name_and_money_in_the_shops_currency(qtbot, window, services):
    from app.config import keys

    keys.set_value("shop.currency", "$")
    page = show(qtbot, window, "sales")
    assert [page.model.headerData(c, Qt.Orientation.Horizontal) for c in range(page.model.columnCount())] == [
        "Sale", "Date", "Customer", "Total", "Added by record"]
    first = services.ledger.sql("SELECT s.sale_id, s.sale_date, c.first_name || ' ' || c.last_name, s.total_price "
                                "FROM sales s JOIN customers c USING (customer_id) ORDER BY s.sale_id").rows[0]
    shown = [page.sorted.data(page.sorted.index(0, c)) for c in range(4)]
    day = dt.date.fromisoformat(str(first[1]))
    assert shown == [str(first[0]), f"{day.day} {day:%b %Y}", first[2], f"${first[3]:,.2f}"]
    assert page.model.row(0)[1] == day  # a date, not text
    assert services.ledger.sql("SELECT customer_id FROM sales LIMIT 1").columns == ["customer_id"]  # SQL unchanged
    email = show(qtbot, window, "customers")
    column = email.model.columns.index("email")
    longest = max(len(str(email.model.row(r)[column])) for r in range(email.model.rowCount()))
    assert email.table.columnWidth(column) >= longest * 5  # sized to its content, not cut at a fixed width


def test_a_header_click_sorts_by_value_and_the_filter_keeps_matching_rows(qtbot, window):
    page = show(qtbot, window, "sale_items")
    header = page.table.horizontalHeader()
    column = page.model.columns.index("item_total_price")
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    totals = [page.sorted.row(r)[column] for r in range(page.sorted.rowCount())]
    assert totals == sorted(totals) or totals == sorted(totals, reverse=True)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    again = [page.sorted.row(r)[column] for r in range(page.sorted.rowCount())]
    assert again == list(reversed(totals)) or again == totals[::-1]
    other = show(qtbot, window, "products")  # another table comes in its own order
    assert [other.sorted.row(r)[0] for r in range(other.sorted.rowCount())] == sorted(
        other.sorted.row(r)[0] for r in range(other.sorted.rowCount()))
    page = show(qtbot, window, "sale_items")
    type_into(qtbot, page.filter, "cherry")
    product = page.model.columns.index("product")
    assert page.sorted.rowCount() < page.model.rowCount()
    assert {page.sorted.row(r)[product] for r in range(page.sorted.rowCount())} == {"cherry"}
    assert page.message.text() == f"{page.sorted.rowCount()} of {page.model.rowCount()} rows"


def test_why_by_the_button_and_by_the_menu_lists_the_records_behind_a_value(qtbot, window, services):
    page = show(qtbot, window, "products")
    column = page.model.columns.index("stock_quantity")
    page.table.setCurrentIndex(page.sorted.index(0, column))
    click(qtbot, page.why_button, window)
    dialog = shown_dialog(qtbot, page, WhyDialog)
    product_id = page.sorted.row(0)[0]
    expected = services.ledger.why("products", product_id, "stock_quantity")
    assert [s.position for s in page.last_why.sources] == [s.position for s in expected.sources]
    assert page.last_why.total == page.sorted.row(0)[column]
    # the sum is said above the list, not below a fold that long lists hide
    shown = dialog.text.toPlainText()
    summed = f"{len(expected.sources)} records; their contributions add up to {expected.total:g}."
    assert summed in shown and shown.index(summed) < shown.index(f"#{expected.sources[0].position}")
    click(qtbot, dialog.close_button)  # the Why dialog closes
    assert not dialog.isVisible()
    customer = page.model.columns.index("name")
    page.table.setCurrentIndex(page.sorted.index(1, customer))
    trigger(qtbot, page.why_action, window)  # right-click → "Why is this value here?"
    assert page.last_why.row_id == page.sorted.row(1)[0] and page.last_why.column == "name"


def test_a_joined_name_asks_why_about_the_column_it_stands_for(qtbot, window):
    page = show(qtbot, window, "sales")
    page.table.setCurrentIndex(page.sorted.index(0, page.model.columns.index("customer")))
    click(qtbot, page.why_button, window)
    assert page.last_why.table == "sales" and page.last_why.column == "customer_id"
    page.dialog.close()


def test_why_is_headed_by_the_value_in_the_words_the_page_shows(qtbot, window, services):
    page = show(qtbot, window, "products")
    column = page.model.columns.index("stock_quantity")
    page.table.setCurrentIndex(page.sorted.index(0, column))
    click(qtbot, page.why_button, window)
    name, unit, stock = services.ledger.sql(
        f"SELECT name, unit, stock_quantity FROM products WHERE product_id = {page.sorted.row(0)[0]}").rows[0]
    assert page.dialog.heading == f"{name} — In stock: {stock:g} {unit}"  # not "products #1 stock_quantity = …"
    assert page.dialog.heading in page.dialog.text.toPlainText()
    page.dialog.close()

    page = show(qtbot, window, "sales")
    page.table.setCurrentIndex(page.sorted.index(0, page.model.columns.index("total_price")))
    click(qtbot, page.why_button, window)
    sale, customer, total = page.sorted.row(0)[0], page.sorted.row(0)[2], page.sorted.row(0)[3]
    assert page.dialog.heading == f"Sale #{sale} ({customer}) — Total: {total:,.2f}"
    page.dialog.close()
