"""An amount said as taken at the till ("…, 4.80 cash", "…, 2.88 exact", "… 3.20 cash in the tin"),
read offline on the demo shop: what was paid, checked against the shelf price as any total is."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("zoe davis 4 kg bananas, 4.80 cash", [sale("Zoe Davis", ("banana", 4))]),
    ("Tom Lee - 2 kilos pears - 2.88 exact", [sale("Tom Lee", ("pear", 2))]),
    ("Bob Smith 1 kg cherries, 3.20 cash in the tin", [sale("Bob Smith", ("cherry", 1))]),
])
def test_an_amount_taken_that_is_the_shelf_total(drafter, text, expected):
    assert read(drafter, text) == expected


def test_an_amount_taken_at_another_price_is_refused(drafter):
    with pytest.raises(LedgerError) as refused:
        drafter.draft("zoe davis 4 kg bananas, 4.00 cash", TODAY)
    assert "selling price of banana" in refused.value.message
