"""Goods made into tasting samples, read offline on the demo shop: cut up, sliced, opened or put
out, with the weight beside the act, is the samples write-off; "cut" of a price is left alone."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read


@pytest.mark.parametrize("text, expected", [
    ("I sliced up 1.5 kg of mango for the tasting table.", [adjustment("mango", -1.5, "samples")]),
    ("For the customers to taste we have 1 kilo cherries opened, as samples.", [adjustment("cherry", -1.0, "samples")]),
    ("Cut 0.5 kg of grapes for tasting at the till.", [adjustment("grape", -0.5, "samples")]),
])
def test_goods_made_into_samples(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_cut_price_is_not_a_sample(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("cut 2 kg off the cherry samples price", TODAY)
