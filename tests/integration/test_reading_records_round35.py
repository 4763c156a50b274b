"""Sets 35 and 37's round (the opener taking deliveries, a retired volunteer, spreadsheet rows, a
teenager texting; a market stall, a quality check, the accountant, an owner writing English as a
second language), each cause asked here in other words than the sets'.

Every wrong record first. A price said by the pack ("$9 a crate", "12/tray", "7.50 per bag") is the
pack's: beside packs of a weight said in the same line it is that price over the pack's weight, and
with no pack weight said it is refused, never read as a kilo's price. A loss found ("found mould on
1.5 kg grapes") is a loss: "found" adds stock only when nothing says the stock went. A count said
apart from its comparison with the books ("23 kg, more than the computer says") is what is there,
set against the stock, and refused when the stock is on the other side."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, purchase, read


def refused(drafter, text, match=None):
    with pytest.raises(LedgerError, match=match):
        read(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("Hillside brought pears, 3 crates of 10kg, $15 a crate",
     [purchase("Hillside Produce", ("pear", 30.0, 1.5, None))]),
    ("ABC: grapes 2 trays x 5kg, 12/tray, sell 3.20",
     [purchase("ABC", ("grape", 10.0, 2.4, 3.2))]),
    ("ABC - mango 3 boxes x 4kg, 10.00 per box; pears 2 sacks x 10kg, 13.00 per sack",
     [purchase("ABC", ("mango", 12.0, 2.5, None), ("pear", 20.0, 1.3, None))]),
])
def test_a_price_by_the_pack_is_over_the_packs_weight(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "ABC brought 24kg pears, $9 a crate",
    "Hillside: 3 boxes of apples at 14 per box",
])
def test_a_price_by_a_pack_of_no_weight_said_is_refused(drafter, text):
    refused(drafter, text, "price by the")


@pytest.mark.parametrize("text, expected", [
    ("found mould on 1.5kg of grapes this morning", [adjustment("grape", -1.5, "mouldy")]),
    ("found 2kg of pears bruised in the crate", [adjustment("pear", -2.0, "damaged")]),
])
def test_a_loss_found_is_a_loss(drafter, text, expected):
    assert read(drafter, text) == expected


def test_found_in_a_count_still_adds(drafter):
    assert read(drafter, "stock count: found 1.5kg extra grapes") == [adjustment("grape", 1.5, "stock count")]


# The demo shop has 21 kg of pears.
@pytest.mark.parametrize("text, expected", [
    ("pears recounted: 23kg, more than the computer says", [adjustment("pear", 2.0, "stock count")]),
    ("stock count pears 20.5 kg - less than the system shows", [adjustment("pear", -0.5, "stock count")]),
    ("counted pears: 2kg more than the system", [adjustment("pear", 2.0, "stock count")]),  # the difference
])
def test_a_count_compared_with_the_books_is_what_is_there(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_count_on_the_wrong_side_of_the_books_is_refused(drafter):
    refused(drafter, "pears recounted: 19kg, more than the computer says", "said to be more")
