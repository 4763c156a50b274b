"""Fruit that "went bad" or "has gone bad" rotted: the loss's reason is rotten (it was refused, or read as
spoiled when a throw was said beside it)."""

import pytest

from tests.integration.test_reading_records import read


@pytest.mark.parametrize("text, product, quantity", [
    ("The grapes have gone bad, I have thrown 2kgs", "grape", 2.0),
    ("1.5kg of pears went bad, binned them", "pear", 1.5),
    ("chucked 1kg apples, gone bad", "apple", 1.0),
])
def test_gone_bad_is_rotten(drafter, text, product, quantity):
    assert read(drafter, text) == [{"kind": "stock_adjustment", "date": "2024-02-29", "product": product,
                                    "quantity": -quantity, "reason": "rotten", "unit": "kg"}]
