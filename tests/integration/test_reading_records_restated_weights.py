"""A weight said twice, the second time in other words ("500 grams of pears, which is 0.5 kg",
"two kilos of mango, so 2 kg", "3/4 kilo … (750 g)"), read offline on the demo shop: the same
weight is one line; a second figure that disagrees is refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Mei Chen bought 500 grams of pears, which is 0.5 kg.", [sale("Mei Chen", ("pear", 0.5))]),
    ("Omar Haddad took two kilos of mango, so 2 kg.", [sale("Omar Haddad", ("mango", 2))]),
    ("Eva Berg bought 1.5 kg of grapes (one and a half kilos).", [sale("Eva Berg", ("grape", 1.5))]),
])
def test_the_same_weight_said_again_is_one_line(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_second_weight_that_disagrees_is_refused(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Mei Chen bought 500 grams of pears, which is 0.75 kg.", TODAY)
