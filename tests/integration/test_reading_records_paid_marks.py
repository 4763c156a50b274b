"""A notebook's sale line with its price per kilo after "@" and a mark that it was paid ("… 3kg
pears @1.44 pd", "… @ 2.40 paid ✓"), read offline on the demo shop: the amount is the price per kilo
(checked against the shelf price: pear 1.44, mango 2.40), not what was paid for the line."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Raj Patel 3kg pears @1.44 pd", [sale("Raj Patel", ("pear", 3))]),
    ("Ann Brown - 2kg mango @ 2.40 paid ✓", [sale("Ann Brown", ("mango", 2))]),
])
def test_a_price_after_at_sign_then_paid(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_price_after_at_sign_that_is_not_the_shelf_price_is_refused(drafter):
    with pytest.raises(LedgerError, match="selling price of pear"):
        drafter.draft("Raj Patel 3kg pears @1.50 pd", TODAY)
