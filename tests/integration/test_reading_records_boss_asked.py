"""The boss's word around what a helper did, read offline on the demo shop in words other than set
65's: an ask to set a shelf price is the shop's new price, with the label it went on; why a count
was done ("as the manager wanted") says nothing. An ask to do anything else is not yet a deed."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, read


@pytest.mark.parametrize("text, expected", [
    ("the manager asked me to set grapes at 2.90, updated the labels", [price("grape", 2.9)]),
    ("owner told me to change bananas to 1.05 – relabelled them", [price("banana", 1.05)]),
])
def test_an_ask_to_set_a_price_is_the_shops_price(drafter, text, expected):
    assert read(drafter, text) == expected


def test_why_a_count_was_done_says_nothing(drafter):
    assert read(drafter, "I counted the oranges as the manager wanted, 26 kg") == \
        [adjustment("orange", 1.0, "stock count")]


def test_an_ask_to_throw_out_is_not_yet_done(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("the boss asked me to bin 3 kg cherries", TODAY)
