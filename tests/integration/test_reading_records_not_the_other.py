"""Which of two customers is meant, said by denying the other, read offline on the demo shop:
"Ken Smith (not Bob Smith) …", "…. To be sure: it was Ken, not Bob." name the one meant; the
denied customer gets no record, and a denial that is not of another customer is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Ken Smith (not Bob Smith) bought 1 kg of pears.", [sale("Ken Smith", ("pear", 1))]),
    ("Sue Davis (not Zoe Davis, the other one) took 2 kg of bananas.", [sale("Sue Davis", ("banana", 2))]),
    ("Bob Smith bought 2 kg of grapes. Just to be clear, it was Bob, not Ken.", [sale("Bob Smith", ("grape", 2))]),
])
def test_the_other_customer_denied(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Bob Smith bought 2 kg of grapes. It was Ken, not Bob.",  # denies the one the record names
    "Ken Smith (not Ken Smith) bought 1 kg of pears.",
])
def test_a_denial_that_contradicts_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
