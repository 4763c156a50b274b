"""The home page's figures against plain SQL: takings, revenue by day, stock value, low stock
with days of cover and an order to suggest; a threshold set by hand; time travel."""

import datetime as dt

import pytest

from app.service_layer.home import home
from app.service_layer.ledger_values import PointInTime

pytestmark = pytest.mark.both_backends


def revenue(ledger, first, last, when=None):
    return ledger.sql(f"SELECT COALESCE(SUM(total_price), 0) FROM sales WHERE sale_date BETWEEN '{first}' "
                      f"AND '{last}'", when=when).rows[0][0]


def test_the_figures_match_the_tables(ledger):
    ledger.load_demo()
    found = home(ledger, dt.date(2024, 2, 28))  # a Wednesday
    assert found.day == dt.date(2024, 2, 28) and found.shifted_from is None
    assert found.today == pytest.approx(revenue(ledger, "2024-02-28", "2024-02-28"))
    assert found.same_day_last_week == pytest.approx(revenue(ledger, "2024-02-21", "2024-02-21"))
    assert found.this_week == pytest.approx(revenue(ledger, "2024-02-26", "2024-02-28"))
    assert found.last_week_same_days == pytest.approx(revenue(ledger, "2024-02-19", "2024-02-21"))
    first = dt.date(2024, 2, 1)  # the demo's first day: no row of noughts for the two days before it
    assert [d for d, _ in found.revenue_by_day] == [first + dt.timedelta(days=i) for i in range(28)]
    assert sum(v for _, v in found.revenue_by_day) == pytest.approx(revenue(ledger, "2024-01-30", "2024-02-28"))
    later = home(ledger, dt.date(2024, 3, 10))  # a month on: the whole 30 days
    assert [d for d, _ in later.revenue_by_day] == [dt.date(2024, 2, 10) + dt.timedelta(days=i) for i in range(30)]
    at_price = ledger.sql("SELECT SUM(stock_quantity * selling_price) FROM products").rows[0][0]
    assert found.stock_value_at_price == pytest.approx(at_price, abs=0.01)
    assert 0 < found.stock_value_at_cost < found.stock_value_at_price
    assert [r.position for r in found.recent] == list(range(ledger.record_count(), ledger.record_count() - 8, -1))


def test_low_stock_from_the_sales_rate_or_a_threshold_with_an_order_to_suggest(ledger):
    ledger.load_demo()
    sold = ledger.sql("SELECT SUM(i.quantity_sold) FROM sale_items i JOIN sales s ON s.sale_id = i.sale_id "
                      "JOIN products p ON p.product_id = i.product_id WHERE p.name = 'mango' "
                      "AND s.sale_date BETWEEN '2024-01-31' AND '2024-02-29'").rows[0][0]
    found = home(ledger, dt.date(2024, 2, 29))
    mango = next(line for line in found.stock if line.product == "mango")
    assert mango.per_day == pytest.approx(sold / 30, abs=0.001) and not mango.low
    assert mango.threshold == pytest.approx(sold / 30 * 7, abs=0.1)  # a week of sales by default
    assert mango.days_of_cover == pytest.approx(mango.stock / (sold / 30), abs=0.1)
    found = home(ledger, dt.date(2024, 2, 29), thresholds={"mango": 25})
    (low,) = found.low_stock
    assert low.product == "mango" and low.threshold_is_set and found.stock[0] is low  # the low ones first
    assert low.reorder == pytest.approx(25 + 7 * sold / 30 - mango.stock, abs=0.1)  # a week past the warning
    ledger.record({"kind": "stock_adjustment", "date": "2024-02-29", "product": "grape", "quantity": -24,
                   "reason": "mould"})
    grape = next(line for line in home(ledger, dt.date(2024, 2, 29)).stock if line.product == "grape")
    assert grape.low and grape.stock == 0 and grape.days_of_cover == 0 and grape.reorder > 0


def test_a_shop_without_recent_sales_is_shown_as_of_its_last_sale_and_time_travel_is_followed(ledger):
    ledger.load_demo()
    found = home(ledger, dt.date(2026, 11, 30))
    assert found.shifted_from == dt.date(2026, 11, 30) and found.day == dt.date(2024, 2, 29)
    when = PointInTime(business_date=dt.date(2024, 2, 10))
    past = home(ledger, dt.date(2024, 2, 10), when=when)
    assert past.today == pytest.approx(revenue(ledger, "2024-02-10", "2024-02-10", when))
    assert all(r.business_date <= dt.date(2024, 2, 10) for r in past.recent)
    at_ten = home(ledger, dt.date(2024, 2, 29), when=PointInTime(position=10))
    assert at_ten.recent[0].position == 10
