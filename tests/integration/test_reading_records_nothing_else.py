"""An end-of-day summary's closing words ("…; nothing else new.", "…, nothing else.", "Nobody else
all morning."), read offline on the demo shop: they end the day's list and record nothing."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text, expected", [
    ("Zoe Davis bought 1 kg of pears; nothing else new.", [sale("Zoe Davis", ("pear", 1))]),
    ("Omar Haddad took 2 kg of apples, nothing else.", [sale("Omar Haddad", ("apple", 2))]),
    ("Raj Patel bought 3 kg of bananas. Nobody else all morning.", [sale("Raj Patel", ("banana", 3))]),
    ("Ida Novak bought 1 kg of grapes. Nothing else to report!", [sale("Ida Novak", ("grape", 1))]),
])
def test_closing_words_record_nothing(drafter, text, expected):
    assert read(drafter, text) == expected
