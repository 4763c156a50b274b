"""A delivery's shelf price said after the product it names ("…, sell the grapes at 2.90") or as
put on the shelf ("priced them at 1.75 on the shelf"), and what the supplier was paid ("paid them
20 total"), read offline on the demo shop. A shelf price beside a sale is refused, never dropped.
Written in words other than set 67's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read


@pytest.mark.parametrize("text, expected", [
    ("ABC brought 10 kg grapes at 1.80 and 10 kg pears at 1.00, sell the grapes at 2.90",
     [purchase("ABC", ("grape", 10, 1.8, 2.9), ("pear", 10, 1.0, None))]),
    ("Green Valley Farms delivered 12 kg apples at 1.05 and I have priced them at 1.75 on the shelf",
     [purchase("Green Valley Farms", ("apple", 12, 1.05, 1.75))]),
    ("Hillside brought 10 kilos pears at 1 and 5 kilos grapes at 2 paid them 20 total",
     [purchase("Hillside Produce", ("pear", 10, 1.0, None), ("grape", 5, 2.0, None))]),
])
def test_a_deliverys_shelf_price_and_what_it_was_paid(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_shelf_price_beside_a_sale_is_refused(drafter):
    with pytest.raises(LedgerError) as refused:
        drafter.draft("Bob 2kg pears, sell the pears at 2.00", TODAY)
    assert "sells at 2.00" in refused.value.message
