"""A sale typed in late — yesterday's, entered after this morning's price change — is charged the
price the shelf showed on the sale's day. It used to take the price current when it was entered,
so that day's revenue came out wrong without a word."""

import pytest

from tests.support.records import PURCHASE, sale

pytestmark = pytest.mark.both_backends



@pytest.fixture
def repriced(ledger):
    ledger.record(PURCHASE)  # apple first priced 1.50 on 02-01
    ledger.record({"kind": "price_change", "date": "2024-02-05", "product": "apple", "selling_price": 2.0})
    ledger.record({"kind": "price_change", "date": "2024-02-10", "product": "apple", "selling_price": 2.5})
    return ledger


def _sold(ledger, date, name):
    ledger.record(sale(date=date, name=name, phone=None, items=[("apple", 2)]))
    return ledger.sql(f"SELECT s.total_price, i.price_per_item FROM sales s JOIN sale_items i USING (sale_id) "
                      f"JOIN customers c USING (customer_id) WHERE c.first_name = '{name.split()[0]}'").rows


def test_a_sale_entered_after_two_price_changes_takes_the_price_of_its_own_day(repriced):
    assert _sold(repriced, "2024-02-03", "Ann Brown") == [(3.0, 1.5)]  # before both changes: the first price
    assert _sold(repriced, "2024-02-07", "Tom Lee") == [(4.0, 2.0)]  # between them
    assert _sold(repriced, "2024-02-12", "Eva Berg") == [(5.0, 2.5)]  # after both: today's price, as before


def test_a_change_on_the_sales_own_day_is_the_price_that_day(repriced):
    assert _sold(repriced, "2024-02-05", "Ann Brown") == [(4.0, 2.0)]


def test_a_price_change_typed_in_late_counts_from_its_own_day(ledger):
    ledger.record(PURCHASE)
    ledger.record({"kind": "price_change", "date": "2024-02-10", "product": "apple", "selling_price": 2.5})
    ledger.record({"kind": "price_change", "date": "2024-02-05", "product": "apple", "selling_price": 2.0})
    assert _sold(ledger, "2024-02-07", "Tom Lee") == [(4.0, 2.0)]
    assert _sold(ledger, "2024-02-12", "Eva Berg") == [(5.0, 2.5)]


def test_the_prices_decided_stay_when_the_tables_are_rebuilt(repriced):
    _sold(repriced, "2024-02-03", "Ann Brown")
    before = repriced.sql("SELECT sale_id, total_price FROM sales ORDER BY sale_id").rows
    repriced.rebuild()
    assert repriced.sql("SELECT sale_id, total_price FROM sales ORDER BY sale_id").rows == before == [(4, 3.0)]


def test_a_sale_with_no_price_change_since_is_priced_as_it_always_was(ledger):  # guard: passes before and after
    ledger.record(PURCHASE)
    assert _sold(ledger, "2024-02-03", "Ann Brown") == [(3.0, 1.5)]
