"""What a texter types, read offline on the demo shop: "4" for "for" after a product, "r" for
"are", a supplier's initials, plurals without their vowels, a voice memo's "um", "that's" before
a total, and shop-floor words for losses and tasters. Written in words other than set 17's; each
reads to exactly its records or is refused, naming what stopped it."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, purchase, read, sale


def refusal(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, expected", [
    ("1kg grps 4 eva berg", [sale("Eva Berg", ("grape", 1))]),
    ("3kg oranges 4 ken smith, 1kg grapes 4 tom lee",
     [sale("Ken Smith", ("orange", 3)), sale("Tom Lee", ("grape", 1))]),
    ("pears r 1.70 now", [price("pear", 1.7)]),
    ("the manager says cherries r 3.40 from today", [price("cherry", 3.4)]),
    ("gv 10kg oranges 9.00 total", [purchase("Green Valley Farms", ("orange", 10, 0.9, None))]),
    ("eva berg 1 kilo cherries thats 3.20", [sale("Eva Berg", ("cherry", 1))]),
    ("um sold uh tom lee 2kg apples", [sale("Tom Lee", ("apple", 2))]),
    ("some bloke nicked 0.5kg cherries", [adjustment("cherry", -0.5, "stolen")]),
    ("0.5kg pears smashed on the floor", [adjustment("pear", -0.5, "damaged")]),
    ("1kg oranges pilfered from the stall", [adjustment("orange", -1, "stolen")]),
    ("put out 200g grapes for shoppers to taste", [adjustment("grape", -0.2, "samples")]),
])
def test_a_texters_shorthand(drafter, text, expected):
    assert read(drafter, text) == expected


def test_four_as_a_quantity_stays_a_quantity(drafter):
    assert read(drafter, "sold tom lee 4 kg apples") == [sale("Tom Lee", ("apple", 4))]
    assert "How much of" in refusal(drafter, "sold tom lee pears 4 apples")


def test_a_total_that_is_not_the_shelf_price_is_still_refused(drafter):
    assert "not at" in refusal(drafter, "eva berg 1 kilo cherries thats 4.20")
