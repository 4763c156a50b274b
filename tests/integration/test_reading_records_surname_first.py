"""A customer named surname first after a title ("Mr Lee Tom", as second-language writers often
do) or with the surname in brackets ("Raj (Patel)"): the customer whose name it is, put the other
way round. Names that are no customer's either way round are still refused or asked about."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Mr Lee Tom has taken 2 kilo of bananas.", [sale("Tom Lee", ("banana", 2))]),
    ("Mrs Davis Sue bought 1 kg cherries", [sale("Sue Davis", ("cherry", 1))]),
    ("Raj (Patel) took 3 kg of oranges", [sale("Raj Patel", ("orange", 3))]),
])
def test_the_name_put_the_other_way_round(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", ["Mr Smith Tom took 1 kg pears", "Raj (Haddad) took 3 kg of oranges"])
def test_a_name_no_customer_has_either_way_is_not_read(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
