"""A stock count's lines under a heading, each a bullet with a product and a bare figure ("- apples
29"): the kilos counted, as on an unbulleted sheet. Read offline on the demo shop; written in words
other than set 67's."""

import pytest

from tests.integration.test_reading_records import adjustment, read


@pytest.mark.parametrize("text, expected", [
    ("Stocktake tonight:\n- apples 29\n- mango 18.5",
     [adjustment("apple", -0.5, "stock count"), adjustment("mango", -0.5, "stock count")]),
    ("Stock count\n* strawberries 29\n* cherries 58",
     [adjustment("strawberry", -1, "stock count"), adjustment("cherry", -1.5, "stock count")]),
])
def test_a_bulleted_counts_bare_figures_are_the_kilos_counted(drafter, text, expected):
    assert read(drafter, text) == expected
