"""A request after the record to whoever reads it ("Can someone put that through?", "Could one of
you add it?", "Please log it.", "Please update the labels."): the record is said before it, and the
request says nothing of its own. A request that holds the record itself is still a question."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Zoe Davis had 1 kg of mango. Can someone put that through?", [sale("Zoe Davis", ("mango", 1))]),
    ("Raj Patel bought 2 kg of pears. Could one of you add it please?", [sale("Raj Patel", ("pear", 2))]),
    ("Ida Novak 1kg cherries. Please log it.", [sale("Ida Novak", ("cherry", 1))]),
    ("Oranges up to 1.60 from today. Please update the price labels.", [price("orange", 1.6)]),
])
def test_a_request_after_the_record_says_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_request_holding_the_record_is_still_a_question(drafter):
    with pytest.raises(LedgerError) as refused:
        drafter.draft("Can someone add 2kg apples for Zoe Davis?", TODAY)
    assert "question" in refused.value.message
