"""A count said as a list after one count word, with when it was taken ("stock check today:",
"stocktake end of shift:") and the kilos said on some lines only, joined by "and" as well as
commas (demo shop at close of the 29th: strawberry 30, pear 21, apple 29.5): every unitless figure
is the kilos counted, as on a stock sheet."""

import pytest

from tests.integration.test_reading_records import adjustment, read


@pytest.mark.parametrize("text, expected", [
    ("stock check today: strawberries 31, pears 20",
     [adjustment("strawberry", 1, "stock count"), adjustment("pear", -1, "stock count")]),
    ("counted apples 30 kg and pears 21.5",
     [adjustment("apple", 0.5, "stock count"), adjustment("pear", 0.5, "stock count")]),
    ("stocktake end of shift: pears 22, apples 29",
     [adjustment("pear", 1, "stock count"), adjustment("apple", -0.5, "stock count")]),
    ("counted strawberries, 29 kilo, and apples 30",
     [adjustment("strawberry", -1, "stock count"), adjustment("apple", 0.5, "stock count")]),
])
def test_a_count_list_with_its_time_and_some_units(drafter, text, expected):
    assert read(drafter, text) == expected
