"""A late entry owned up to after the record, in more words: "I completely forgot to put it
through", "so here it is, better late than never", "…, never rung up", "just found the scrap of
paper". The record stands as said; the words about its lateness record nothing."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text", [
    "Yesterday Raj Patel bought 2 kg of pears, and I totally forgot to put it through.",
    "Yesterday Raj Patel bought 2 kg of pears, so here it is, better late than never.",
    "yesterday raj patel 2kg pears, never rung up",
    "yesterday raj patel 2kg pears, it was never keyed in",
    "yesterday Raj Patel took 2kg pears, just found the bit of paper",
])
def test_a_late_entry_owned_up_to_records_the_sale(drafter, text):
    assert read(drafter, text) == [sale("Raj Patel", ("pear", 2), date="2024-02-28")]
