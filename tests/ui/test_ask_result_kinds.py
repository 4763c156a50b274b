"""The Ask page's result table and step tables show each column as what it is: money with two
decimals (a gross profit of 8.7 reads 8.70, as the sentence above it says), counts as counts,
shares as percentages."""

from PySide6.QtCore import Qt

from tests.ui.test_window import ask

PROFIT = ("SELECT p.name, SUM(si.item_total_price - si.quantity_sold * (SELECT SUM(x.item_total_cost) / "
          "SUM(x.quantity_purchased) FROM purchase_items x WHERE x.product_id = si.product_id)) "
          "FROM sale_items si JOIN products p USING (product_id) GROUP BY p.name ORDER BY p.name")


def _shown(model, row, column):
    return model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)


def test_money_in_an_offline_answer_shows_with_two_decimals_as_in_its_sentence(qtbot, window, services):
    page = ask(qtbot, window, "What was the gross profit per product?")
    truth = {name: round(value, 2) for name, value in services.ledger.sql(PROFIT).rows}
    assert page.result.rowCount() == len(truth)
    for row in range(page.result.rowCount()):
        product, shown = _shown(page.result, row, 0), _shown(page.result, row, 1)
        assert shown == f"{truth[product]:,.2f}"  # 8.70, never 8.7
        assert f"{product}: {shown}" in page.answer_label.text()
    (step,) = page.step_views()
    assert [_shown(step.model, r, 1) for r in range(step.model.rowCount())] == [
        _shown(page.result, r, 1) for r in range(page.result.rowCount())]


def test_a_count_of_sales_is_not_shown_as_money(qtbot, window, services):
    page = ask(qtbot, window, "How many sales were there each day in February 2024?")
    days = dict(services.ledger.sql("SELECT sale_date, COUNT(*) FROM sales GROUP BY sale_date").rows)
    assert page.result.rowCount() == len(days)
    first = page.result.row(0)
    assert _shown(page.result, 0, 1) == str(days[str(first[0])[:10]])  # "3", not "3.00"


def test_a_margin_percentage_shows_as_a_percentage(qtbot, window):
    page = ask(qtbot, window, "What is the gross margin percentage by product?")
    assert page.result.rowCount() > 0
    value = page.result.row(0)[1]
    assert _shown(page.result, 0, 1) == f"{value:,.2f}%"
