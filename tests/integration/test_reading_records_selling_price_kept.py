"""A delivery's selling price said as the one that stays ("shelf price stays 1.70", "retail price
remains at 2.40") or as what the shop will sell at ("we will sell them at 1.44") is that delivery's
selling price, in its own sentence too ("…; shelf price 2.80"). Said alone, with no delivery, "apple price stays 1.70" records nothing; a price
"from tomorrow" has not happened yet."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read


@pytest.mark.parametrize("text, expected", [
    ("Green Valley brought 12 kg mangoes at 1.40, retail price remains at 2.40",
     [purchase("Green Valley Farms", ("mango", 12, 1.4, 2.4))]),
    ("ABC dropped off 20 kg pears @ 0.95, we will sell them at 1.44", [purchase("ABC", ("pear", 20, 0.95, 1.44))]),
    ("Hillside delivered 10 kg grapes at 1.80; shelf price stays 2.80", [purchase("Hillside Produce",
                                                                                  ("grape", 10, 1.8, 2.8))]),
    ("Green Valley: 8 kg cherries at 2.10. Shelf price 3.30.", [purchase("Green Valley Farms",
                                                                         ("cherry", 8, 2.1, 3.3))]),
    ("Hillside delivered 20 kg oranges, 0.85/kg, and we'll keep them at 1.54 on the shelf",
     [purchase("Hillside Produce", ("orange", 20, 0.85, 1.54))]),
    ("From ABC: 10 kilo apples à 1,10", [purchase("ABC", ("apple", 10, 1.1, None))]),  # "à": the price of each
])
def test_the_selling_price_beside_a_delivery(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "apple price stays 1.70",
    "Green Valley sent 10 kg cherries at 2.00, we'll sell them at 3.20 from tomorrow",
    "Hillside delivered 10 kg grapes at 1.80. Shelf price 2.90 from tomorrow",
])
def test_a_price_that_stays_alone_or_comes_later_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
