"""A delivery's selling price said after a semicolon ("…, £9.00 in total; to be sold at £1.50 per
kg"): the delivery's own, as after a comma."""

import pytest

from tests.integration.test_reading_records import purchase, read


@pytest.mark.parametrize("text", [
    "ABC, 10 kg grapes, £18.00 in total; to be sold at £2.90 per kg.",
    "ABC 10 kg grapes at 1.80; to sell at 2.90",
    "ABC delivered 10 kg grapes @ 1.80 ; to retail at 2.90.",
])
def test_the_selling_price_after_a_semicolon_is_the_deliverys(drafter, text):
    assert read(drafter, text) == [purchase("ABC", ("grape", 10, 1.8, 2.9))]


@pytest.mark.parametrize("text", [
    "ABC 10kg grapes 1.80/kg sell 2.90 and 5kg pears 0.90 sell 1.50",
    "ABC 10 kg grapes 1.80 sell 2.90 and 5 kg pears 0.90 sell 1.50",
])
def test_and_after_a_selling_price_starts_the_deliverys_next_line(drafter, text):
    assert read(drafter, text) == [purchase("ABC", ("grape", 10, 1.8, 2.9), ("pear", 5, 0.9, 1.5))]
