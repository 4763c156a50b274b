"""What a customer paid, said after their sale on a line or in a sentence of its own ("…. She paid
6.08."): nothing new when it is the sale's total at the shop's prices, refused saying the total when
it is not. Read offline on the demo shop; written in words other than set 67's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Tom Lee had 2 kg pears and 1 kg cherries\nhe paid 6.08", [sale("Tom Lee", ("pear", 2), ("cherry", 1))]),
    ("Ida 1kg grapes, Raj 2kg bananas. Raj paid 2.40 for them",
     [sale("Ida Novak", ("grape", 1)), sale("Raj Patel", ("banana", 2))]),
])
def test_a_total_paid_after_the_sale_that_matches_it_says_nothing_new(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_total_paid_after_the_sale_that_differs_is_refused_saying_the_total(drafter):
    with pytest.raises(LedgerError) as refused:
        drafter.draft("Eva Berg took 1 kg apples. She paid 2.00.", TODAY)
    assert "comes to 1.70" in refused.value.message
