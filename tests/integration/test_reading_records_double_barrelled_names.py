"""A new customer with a double-barrelled surname ("Priya Shah-Jones"), read offline on the demo shop
(reader/pieces.py), in words other than set 89's: the hyphenated name is one name, kept as typed. Its
second half had been left unplaced and the whole text refused."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text, expected", [
    ("new customer Priya Shah-Jones, 1kg mango", [sale("Priya Shah-Jones", ("mango", 1))]),
    ("a new customer called Leo Park-Whitfield took 2kg apples", [sale("Leo Park-Whitfield", ("apple", 2))]),
    ("sold 1kg grapes to new customer Nina Ortiz-Bell", [sale("Nina Ortiz-Bell", ("grape", 1))]),
])
def test_a_double_barrelled_surname_is_one_name(drafter, text, expected):
    assert read(drafter, text) == expected
