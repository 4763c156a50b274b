"""A price per kilo said after a sale ("… . He paid at 1.20 a kilo.") is the price of the sale's one product and
must be the shop's; whole pounds said per kilo ("at two pounds a kilo") are money, never a weight."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import purchase, read, sale


def test_a_price_per_kilo_paid_after_a_one_product_sale_is_checked_and_read(drafter):
    assert read(drafter, "ann brown took two kilos of pears. she paid 1.44 a kilo.") == [sale("Ann Brown", ("pear", 2))]


@pytest.mark.parametrize("text", [
    "ann brown took two kilos of pears. she paid 1.00 a kilo.",  # not the shop's price
    "ann brown took 2 kg pears and 1 kg apples. she paid 1.44 a kilo.",  # which one's?
])
def test_a_price_per_kilo_paid_that_is_not_the_sales_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


def test_whole_pounds_a_kilo_are_the_cost(drafter):
    assert read(drafter, "hillside produce, eight kilos of apples at one pound a kilo") == [
        purchase("Hillside Produce", ("apple", 8, 1.0, None))]
