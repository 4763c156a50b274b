"""A part said again, put right: an amount after the same words as before ("sell at 1.54 - no,
sell at 1.60"), "make it N" for the only weight said, and a weight and product said again for
the only line of that product ("Correction: the mangoes were 2kg"), a day said again, and a heading's
count of its lines. Where it could put right more than one part, it stays refused.
Read offline on the demo shop, in words other than set 69's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("ABC brought 10kg pears at 0.90, retail 1.44 - sorry, retail 1.50.",
     [purchase("ABC", ("pear", 10, 0.9, 1.5))]),
    ("Hillside Produce sent 20kg apples, total 22.00 - no, total 24.00", [purchase("Hillside Produce", ("apple", 20, 1.2, None))]),
    ("Mei Chen, 1kg grapes. Sorry, make it 1.5.", [sale("Mei Chen", ("grape", 1.5))]),
    ("Sold Tom Lee 2kg apples and 1kg pears. No, 1.5kg pears. Then Eva Berg 1kg mangoes.",
     [sale("Tom Lee", ("apple", 2), ("pear", 1.5)), sale("Eva Berg", ("mango", 1))]),
])
def test_the_part_said_again_is_kept(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Eva Berg got 1kg apples on the 27th - actually no, it was yesterday.",
     [sale("Eva Berg", ("apple", 1), date="2024-02-28")]),
    ("Ken Smith had 2kg pears yesterday, sorry, 2 days ago", [sale("Ken Smith", ("pear", 2), date="2024-02-27")]),
    ("ABC delivered 12kg grapes at 1.80, not 15kg as I said before.", [purchase("ABC", ("grape", 12, 1.8, None))]),
])
def test_a_day_said_again_and_a_weight_taken_back_as_said_before(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Sold Ann Brown 1kg mangoes and 1kg apples. Correction: the mangoes were 2kg.",
     [sale("Ann Brown", ("mango", 2), ("apple", 1))]),
    ("Three write-offs: 1kg pears bruised, 0.5kg cherries mouldy, 1kg apples rotten.",
     [adjustment("pear", -1, "damaged"), adjustment("cherry", -0.5, "mouldy"), adjustment("apple", -1, "rotten")]),
])
def test_a_products_weight_put_right_and_a_heading_that_counts_its_lines(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Sold Ida Novak 1kg apples and 2kg pears. Actually make it 3.",  # which weight?
    "ABC delivered 12kg grapes and 5kg pears at 1.80, not 15kg as I said",  # which weight was 15?
    "Two write-offs: 1kg apples rotten",  # two said, one listed
    "sold luis garcia 1kg pears and bob smith 1kg pears. sorry, 2kg pears.",  # whose pears?
    "sold ken smith 1kg grapes, no, 2kg grapes to raj patel",  # goes on past the weight
])
def test_a_part_said_again_that_could_be_more_than_one_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
