"""A regular's pet name ("Tommy", "Kenny", "Bobbie"): a short first name the shop knows, its last
letter doubled and "y" or "ie" after it, is that customer. Read offline on the demo shop; written in
words other than set 67's."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text, expected", [
    ("Tommy 1kg pears, Kenny 2kg apples", [sale("Tom Lee", ("pear", 1)), sale("Ken Smith", ("apple", 2))]),
    ("sold Bobbie half a kilo of cherries", [sale("Bob Smith", ("cherry", 0.5))]),
])
def test_a_pet_name_is_the_customer_it_comes_from(drafter, text, expected):
    assert read(drafter, text) == expected
