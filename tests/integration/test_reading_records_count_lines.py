"""A stock sheet's count line with the figure unitless after a colon or a dash, read offline on the
demo shop (stock at close of the 29th: strawberry 30, pear 21, apple 29.5): the figure is the kilos
counted (every product is weighed), never a price, and the count becomes the difference."""

import pytest

from tests.integration.test_reading_records import adjustment, read


@pytest.mark.parametrize("text, expected", [
    ("Strawberry count at the close: 31.5", [adjustment("strawberry", 1.5, "stock count")]),
    ("pear count: 20", [adjustment("pear", -1, "stock count")]),
    ("count — apples 28.5", [adjustment("apple", -1, "stock count")]),
    ("stocktake - pears 22", [adjustment("pear", 1, "stock count")]),
])
def test_a_count_lines_unitless_figure_is_the_kilos_counted(drafter, text, expected):
    assert read(drafter, text) == expected
