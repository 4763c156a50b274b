"""A list of products with their prices that take effect ("pears 1.65 and mango 2.45 from today",
"cherries 3.30, oranges 1.55 from now"): each is a new price."""

import pytest

from tests.integration.test_reading_records import price, read


@pytest.mark.parametrize("text, expected", [
    ("pears 1.65 and mango 2.45 from today", [price("pear", 1.65), price("mango", 2.45)]),
    ("cherries 3.30, oranges 1.55 from now", [price("cherry", 3.3), price("orange", 1.55)]),
    ("bananas 1.10, apples 1.75 & grapes 2.95 from today",
     [price("banana", 1.1), price("apple", 1.75), price("grape", 2.95)]),
])
def test_a_price_list_from_now_is_a_new_price_each(drafter, text, expected):
    assert read(drafter, text) == expected
