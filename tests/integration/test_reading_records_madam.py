""""Mdm" (Singapore's Madam) is a title before a surname, as "Mrs" is: never part of a new name."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text, customer", [
    ("Mdm Haddad took 1 kilo of pears", "Omar Haddad"),
    ("Mdm. Berg bought 1 kilo of pears", "Eva Berg"),
])
def test_madam_before_a_surname_is_the_known_customer(drafter, text, customer):
    assert read(drafter, text) == [sale(customer, ("pear", 1))]
