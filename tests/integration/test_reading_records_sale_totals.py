"""What a customer paid for a whole sale of several lines, read offline on the demo shop: when it
is the sum of the lines at the shop's selling prices it only confirms them; any other amount is
refused, naming the price the shop sells at."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def test_the_whole_sales_total_at_shelf_prices_confirms_it(drafter):
    # mango 2.40 + 2 × apple 1.70 = 5.80
    assert read(drafter, "Ida Novak took 1kg of mango and 2kg of apples, she paid 5.80.") == [
        sale("Ida Novak", ("mango", 1), ("apple", 2))]


def test_another_whole_sale_amount_is_refused(drafter):
    with pytest.raises(LedgerError) as refused:
        drafter.draft("Ida Novak took 1kg of mango and 2kg of apples, she paid 5.00.", TODAY)
    assert "selling price of apple (1.70)" in refused.value.message
