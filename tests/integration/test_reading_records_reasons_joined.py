"""Two reasons joined by "and" said of one loss ("went soft and rotten") are both that loss's: the
first reason's "and" was taken for the end of its line, so a weaker word ("soft": spoiled) won over the
stronger one said after it when a second loss followed."""

import pytest

from tests.integration.test_reading_records import adjustment, read


@pytest.mark.parametrize("text, expected", [
    ("Binned 2 kg of oranges that went soft and rotten, and 1 kg of grapes got crushed",
     [adjustment("orange", -2.0, "rotten"), adjustment("grape", -1.0, "damaged")]),
    ("threw out 4 kg mangoes, soft and mouldy, and somebody pinched 1 kg of cherries",
     [adjustment("mango", -4.0, "mouldy"), adjustment("cherry", -1.0, "stolen")]),
])
def test_reasons_joined_by_and_stay_with_their_loss(drafter, text, expected):
    assert read(drafter, text) == expected

