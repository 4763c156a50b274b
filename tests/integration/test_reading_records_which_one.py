"""Which of two customers sharing a surname the writer means, said beside the name, read offline
on the demo shop. Written in words other than set 17's; each reads to exactly its records or is
asked about / refused as before."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Mr Smith, Ken that is, bought a kilogramme of pears.", [sale("Ken Smith", ("pear", 1))]),
    ("Mrs Davis (Zoe, I mean, not her sister Sue) took two kilogrammes of apples.", [sale("Zoe Davis", ("apple", 2))]),
    ("Miss Davis (Sue, that is) bought a kilogramme of grapes.", [sale("Sue Davis", ("grape", 1))]),
    ("bob smith that's bob bought 1kg oranges", [sale("Bob Smith", ("orange", 1))]),
])
def test_the_customer_meant_is_named_beside_the_surname(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_first_name_the_shop_does_not_have_is_not_taken(drafter):
    with pytest.raises(LedgerError) as refused:
        drafter.draft("Mr Smith, Jim that is, bought a kilogramme of pears.", TODAY)
    assert "Jim" in refused.value.message
