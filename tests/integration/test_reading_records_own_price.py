"""Two wrong records found after the set-43/45 round, outside any set: a sale said at a price of
its own ("took 1 kg pears at cost", "trade price") was recorded at the shelf price, and a known
customer's name said as a new supplier's ("Bob Smith (new supplier) 2kg apples") became a sale to
that customer. Both are refused now: a sale is at the shop's price, and to a customer."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text", [
    "Ida took 1kg pears at cost",
    "sold Tom Lee 2 kg bananas at cost price",
    "Omar 1.5kg grapes, trade price",
    "Eva Berg 2kg apples at staff price",
])
def test_a_sale_at_a_price_of_its_own_is_refused(drafter, text):
    with pytest.raises(LedgerError, match="price of its own"):
        read(drafter, text)


@pytest.mark.parametrize("text", [
    "Ken Smith (new supplier) 3kg oranges",
    "new supplier Mei Chen, 1kg mango",
])
def test_a_customer_said_as_a_supplier_is_no_sale(drafter, text):
    with pytest.raises(LedgerError, match="supplier"):
        read(drafter, text)


def test_the_shelf_price_and_a_deliverys_cost_price_still_read(drafter):
    assert read(drafter, "Sold 2 kg apples to Ida Novak at 1.70") == [sale("Ida Novak", ("apple", 2.0))]
    assert read(drafter, "Green Valley Farms delivered 10 kg apples, cost price 1.10") == [
        purchase("Green Valley Farms", ("apple", 10.0, 1.1, None))]
