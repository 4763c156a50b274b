"""Set 77's teenager, spouse and cousin on a delivery's shelf price, asked here in other words
than the set's: a selling price said with its figure and then said to be unchanged ("sell 1.45 same
as b4", "sell 3.30 same as always", "we're keeping them at 1.45") is that selling price;
"selling 2.80" after a delivery's cost is its selling price as "sell 2.80" is."""

import pytest

from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Green Valley brought pears 12kg cost 0.95, sell 1.45 same as b4",
     [purchase("Green Valley Farms", ("pear", 12, 0.95, 1.45))]),
    ("Hillside delivered 8 kg cherries at 2.10, sell 3.30 same as always.",
     [purchase("Hillside Produce", ("cherry", 8, 2.1, 3.3))]),
    ("ABC dropped off 15 kilos of pears at 0.95, we're keeping them at 1.45. Then Ida bought 2 kilos of them.",
     [purchase("ABC", ("pear", 15, 0.95, 1.45)), sale("Ida Novak", ("pear", 2))]),
    ("ABC supplied 10 kgs oranges at 0.90 per kg, selling 1.55.", [purchase("ABC", ("orange", 10, 0.9, 1.55))]),
])
def test_a_selling_price_said_unchanged_is_that_price(drafter, text, expected):
    assert read(drafter, text) == expected
